//! Neptune: eight cards in two rows of four; remove two cards one rank
//! apart (no wrap from king to ace); won once the stock is dealt out.

use super::descriptor::{
    Cleared, GameDescriptor, HintPlan, Progress, SHOW_STOCK_AND_ROWS, STANDARD_ONLY,
};
use super::elevens::REMOVE_A_SET;
use super::removal::{
    alone, ranks_key, Grid, RemovalGame, RemovalGoal, SetRules, SetSizes, HINT_BUDGET,
};
use crate::cards::Card;
use crate::message::{Message, PlaceKind};

/// Neptune, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "neptune",
    name: "Neptune",
    summary: "8 cards; remove pairs one rank apart; deal out the stock.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/neptune.md"),
    goal: "the stock is dealt out",
    cleared: Cleared {
        noun: "dealt from the stock",
        total: 44,
    },
    progress: Progress::StockAndCleared,
    moves: REMOVE_A_SET,
    turns_stock: false,
    show: SHOW_STOCK_AND_ROWS,
    variants: STANDARD_ONLY,
    deal: |rules, deal| RemovalGame::deal(rules, &NeptuneSets, deal),
    hint: HintPlan::sampled(HINT_BUDGET),
    layout: None,
    cover: None,
};

/// Neptune's sets: two cards one rank apart, with no wrap from king to
/// ace, on a grid of eight slots in rows of four; won once the stock is
/// dealt out.
#[derive(Debug)]
pub struct NeptuneSets;

impl SetRules for NeptuneSets {
    fn grid(&self) -> Grid {
        Grid {
            slots: 8,
            columns: 4,
        }
    }

    /// Pairs only.
    fn set_sizes(&self) -> SetSizes {
        SetSizes { min: 2, max: 2 }
    }

    /// Ranks alone.
    fn suits_matter(&self) -> bool {
        false
    }

    /// The stock dealt out: removing every card cannot be done (each
    /// removal takes an odd rank and an even one, and there are 28 odd
    /// cards to 24 even).
    fn goal(&self) -> RemovalGoal {
        RemovalGoal::StockDealt
    }

    /// Sets of the same ranks play alike, whatever their suits.
    fn outcome_key(&self, cards: &[Card]) -> Vec<usize> {
        ranks_key(cards)
    }

    fn check(&self, cards: &[Card]) -> Result<(), Message> {
        match cards {
            [one] => Err(alone(*one, "remove two cards one rank apart")),
            [a, b] if a.rank().number().abs_diff(b.rank().number()) == 1 => Ok(()),
            [a, b] => {
                let ranks = [a.rank().number(), b.rank().number()];
                let wrap = if ranks.contains(&1) && ranks.contains(&13) {
                    "; a king and an ace do not go round the corner"
                } else {
                    ""
                };
                Err(Message::new()
                    .cards(cards)
                    .text(format!(" are not one rank apart{wrap}.")))
            }
            _ => Err(Message::from_text(format!(
                "Neptune removes two cards, not {}.",
                cards.len()
            ))),
        }
    }

    fn why_stuck(&self, _shown: &[Card]) -> &'static str {
        "No two cards one rank apart show"
    }
}

#[cfg(test)]
#[path = "neptune_tests.rs"]
mod tests;
