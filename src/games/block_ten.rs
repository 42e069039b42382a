//! Block Ten: nine cards in a 3 by 3 grid; remove two cards summing to
//! 10, or two jacks, two queens or two kings; tens never leave, and the
//! game is won once the other 48 cards are removed.

use super::descriptor::{
    Cleared, GameDescriptor, HintPlan, Progress, SHOW_STOCK_AND_ROWS, STANDARD_ONLY,
};
use super::elevens::REMOVE_A_SET;
use super::removal::{
    alone, pip_sum, sum_is_not, Grid, RemovalGame, RemovalGoal, SetRules, SetSizes, HINT_BUDGET,
};
use crate::cards::Card;
use crate::message::{Message, PlaceKind};

/// Block Ten, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "block-ten",
    name: "Block Ten",
    summary: "9 cards; remove pairs summing to 10, or two J, Q or K.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/block-ten.md"),
    goal: "all but the tens are removed",
    cleared: Cleared {
        noun: "removed",
        total: 48,
    },
    progress: Progress::StockAndCleared,
    moves: REMOVE_A_SET,
    turns_stock: false,
    show: SHOW_STOCK_AND_ROWS,
    variants: STANDARD_ONLY,
    deal: |rules, deal| RemovalGame::deal(rules, &BlockTenSets, deal),
    // No two sets share a rank: no choice matters (docs/solver.md).
    hint: HintPlan::any_move(HINT_BUDGET),
    layout: None,
    cover: None,
};

/// Block Ten's sets: two cards ace to 9 summing to 10, or two jacks, two
/// queens or two kings, on a grid of nine slots in rows of three. A ten
/// never leaves, so the game is won once the other 48 cards are removed.
#[derive(Debug)]
pub struct BlockTenSets;

impl SetRules for BlockTenSets {
    fn grid(&self) -> Grid {
        Grid {
            slots: 9,
            columns: 3,
        }
    }

    /// Pairs only.
    fn set_sizes(&self) -> SetSizes {
        SetSizes { min: 2, max: 2 }
    }

    /// Values and ranks: no suits.
    fn suits_matter(&self) -> bool {
        false
    }

    /// Every card but the four tens.
    fn goal(&self) -> RemovalGoal {
        RemovalGoal::Removed(48)
    }

    fn check(&self, cards: &[Card]) -> Result<(), Message> {
        let is_ten = |c: &&Card| c.rank().number() == 10;
        match cards {
            [one] => Err(alone(
                *one,
                "remove two cards summing to 10, or two jacks, two queens or two kings",
            )),
            [_, _] if cards.iter().any(|c| is_ten(&c)) => {
                let ten = cards.iter().find(is_ten).expect("a ten is among them");
                Err(Message::new().card(*ten).text(
                    " can never be removed; a ten blocks its position for the rest of the game.",
                ))
            }
            [a, b] if a.rank().is_face() || b.rank().is_face() => {
                if a.rank() == b.rank() {
                    Ok(())
                } else {
                    Err(Message::new()
                        .cards(cards)
                        .text(" are not two of one rank; face cards go in pairs of a rank."))
                }
            }
            [_, _] if pip_sum(cards) == 10 => Ok(()),
            [_, _] => Err(sum_is_not(cards, 10)),
            _ => Err(Message::from_text(format!(
                "Block Ten removes two cards, not {}.",
                cards.len()
            ))),
        }
    }

    fn why_stuck(&self, _shown: &[Card]) -> &'static str {
        "No two cards sum to 10 and no two jacks, queens or kings show"
    }
}

#[cfg(test)]
#[path = "block_ten_tests.rs"]
mod tests;
