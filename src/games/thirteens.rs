//! Thirteens: ten cards in two rows of five; remove two cards whose
//! values sum to 13 (jack 11, queen 12), or a king alone.

use super::descriptor::{
    GameDescriptor, HintPlan, Progress, EVERY_CARD_REMOVED, REMOVED_OF_52, SHOW_STOCK_AND_ROWS,
    STANDARD_ONLY,
};
use super::elevens::REMOVE_A_SET;
use super::removal::{alone, Grid, RemovalGame, SetRules, SetSizes, HINT_BUDGET};
use crate::cards::Card;
use crate::message::{Message, PlaceKind};

/// Thirteens, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "thirteens",
    name: "Thirteens",
    summary: "10 cards; remove pairs summing to 13, or a king alone.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/thirteens.md"),
    goal: EVERY_CARD_REMOVED,
    cleared: REMOVED_OF_52,
    progress: Progress::StockAndCleared,
    moves: REMOVE_A_SET,
    turns_stock: false,
    show: SHOW_STOCK_AND_ROWS,
    variants: STANDARD_ONLY,
    deal: |rules, deal| RemovalGame::deal(rules, &ThirteensSets, deal),
    // No two sets share a rank: no choice matters (docs/solver.md).
    hint: HintPlan::any_move(HINT_BUDGET),
    layout: None,
    cover: None,
};

/// What a set of Thirteens is made of, said when one is refused.
const WHAT: &str = "remove two cards summing to 13, or a king alone";

/// Thirteens' sets: two cards whose values (ace 1, jack 11, queen 12)
/// sum to 13, or a king alone, on a grid of ten slots in rows of five.
#[derive(Debug)]
pub struct ThirteensSets;

impl SetRules for ThirteensSets {
    fn grid(&self) -> Grid {
        Grid {
            slots: 10,
            columns: 5,
        }
    }

    /// A king alone, or a pair.
    fn set_sizes(&self) -> SetSizes {
        SetSizes { min: 1, max: 2 }
    }

    /// Values alone: ranks.
    fn suits_matter(&self) -> bool {
        false
    }

    fn check(&self, cards: &[Card]) -> Result<(), Message> {
        match cards {
            [king] if king.rank().number() == 13 => Ok(()),
            [one] => Err(alone(*one, WHAT)),
            [a, b] => {
                if let Some(king) = cards.iter().find(|c| c.rank().number() == 13) {
                    return Err(Message::new()
                        .card(*king)
                        .text(" is removed alone; a king pairs with nothing."));
                }
                let sum = a.rank().number() + b.rank().number();
                if sum == 13 {
                    Ok(())
                } else {
                    Err(Message::new().cards(cards).text(format!(
                        " sum to {sum}, not 13 (a jack counts 11, a queen 12)."
                    )))
                }
            }
            _ => Err(Message::from_text(format!(
                "Thirteens removes two cards, or a king alone, not {}.",
                cards.len()
            ))),
        }
    }

    fn why_stuck(&self, _shown: &[Card]) -> &'static str {
        "No two cards sum to 13 and no king shows"
    }
}

#[cfg(test)]
#[path = "thirteens_tests.rs"]
mod tests;
