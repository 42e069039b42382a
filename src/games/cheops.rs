//! Cheops: Pyramid's layout (28 cards face up in seven rows, each card
//! covered by the two below it; the other 24 form the stock, whose top
//! card is face up, turned one at a time onto a waste pile) with other
//! pairs: two free cards of the same rank or of next ranks (a king and an
//! ace are not next to each other) are removed together, no card is
//! removed alone, and the stock is gone through once. Won when all 52
//! cards are removed. The covered engine ([`super::covered`]) plays it.

use super::covered::{Action, CoverRules, CoveredGame, Goal, SHOW_WITH_STOCK_TOP};
use super::descriptor::{
    Budget, GameDescriptor, HintPlan, MoveShape, MoveUsage, Progress, EVERY_CARD_REMOVED,
    MOVE_HELP_FOR_REMOVAL, REMOVED_OF_52, STANDARD_ONLY,
};
use super::pyramid::SHAPE;
use crate::cards::Card;
use crate::message::{Message, PlaceKind};

/// The budget of the `hint` command in Cheops, and of each move `review`
/// judges: Pyramid's (docs/performance.md, "Cheops").
pub const HINT_BUDGET: Budget = super::pyramid::HINT_BUDGET;

/// Cheops' rules: pairs of one rank or next ranks, nothing alone, one
/// pass, the stock's top shown, every card to go.
#[derive(Debug)]
pub struct CheopsRules;

impl CoverRules for CheopsRules {
    fn shape(&self) -> super::covered_shape::CoverShape {
        SHAPE
    }

    fn face_down_rows(&self) -> usize {
        0
    }

    fn passes(&self) -> usize {
        1
    }

    fn shows_stock_top(&self) -> bool {
        true
    }

    fn action(&self) -> Action {
        Action::RemoveSets { largest: 2 }
    }

    fn name(&self) -> &'static str {
        "Cheops"
    }

    fn check_set(&self, cards: &[Card]) -> Result<(), Message> {
        let rank = |c: &Card| c.rank().number();
        match cards {
            [one] => Err(Message::new().card(*one).text(
                " cannot be removed alone; pair it with a card of its rank or the next rank up or down.",
            )),
            [a, b] if rank(a).abs_diff(rank(b)) <= 1 => Ok(()),
            [a, b] if rank(a).abs_diff(rank(b)) == 12 => Err(Message::from_text(
                "A king and an ace are not next to each other; the ranks do not wrap.",
            )),
            [a, b] => Err(Message::new()
                .cards(&[*a, *b])
                .text(" are neither of one rank nor of next ranks.")),
            _ => Err(Message::from_text(
                "Cheops removes two cards of one rank or of next ranks.",
            )),
        }
    }

    fn goal(&self) -> Goal {
        Goal::EveryCard
    }

    /// 98% of the deals are won: deciding the verdict first ends most
    /// searches for the most cleared (docs/solver.md).
    fn most_cleared_by_targets(&self) -> bool {
        true
    }

    fn why_stuck(&self) -> &'static str {
        "No two free cards are of one rank or next ranks, and the stock is empty"
    }
}

/// Cheops, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "cheops",
    name: "Cheops",
    summary: "A pyramid of 28, a stock; remove pairs of one rank or next ranks.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/cheops.md"),
    goal: EVERY_CARD_REMOVED,
    cleared: REMOVED_OF_52,
    progress: Progress::StockAndCleared,
    moves: MoveUsage {
        shape: MoveShape::Remove,
        how: "removes free cards by position, stock or waste",
        example: "remove 27 28",
        usage: "remove P P",
        summary: "remove a pair of one rank or next ranks: remove~27~28
  27 28               a bare line does too; stock and waste name their tops",
        spoken: "remove~27~28: removes those two cards.",
        remove_help: "remove~P~P: remove a pair. Its ranks are the same or next. \
A king and an ace are not next. Name each card by its position or code. Say stock or waste \
for their tops. Examples: remove~27~28, remove~5~waste.",
        move_help: MOVE_HELP_FOR_REMOVAL,
    },
    turns_stock: true,
    show: SHOW_WITH_STOCK_TOP,
    variants: STANDARD_ONLY,
    deal: |rules, deal| CoveredGame::deal(rules, &CheopsRules, deal),
    hint: HintPlan::sampled(HINT_BUDGET),
    layout: None,
    cover: Some(SHAPE),
};

#[cfg(test)]
#[path = "cheops_tests.rs"]
mod tests;
