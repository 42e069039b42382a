//! Elevator (PySolFC's game 40): Escalator ([`super::escalator`]) with the
//! top six rows of the pyramid, 21 cards, dealt face down, each turning
//! face up once both cards covering it are gone; the bottom row of seven
//! is face up. A free face-up card goes onto the waste if it is one rank
//! above or below the waste's top, suit ignored, king and ace next to each
//! other; one pass through a face-down stock; won when the 28 pyramid
//! cards are gone. The covered engine ([`super::covered`]) plays it.

use super::covered::CoveredGame;
use super::descriptor::{GameDescriptor, Progress, STANDARD_ONLY};
use super::escalator::{GolfPyramidRules, CLEARED, HINT_PLAN, MOVES, SHOW};
use super::pyramid;
use crate::message::PlaceKind;

/// Elevator's rules: Escalator's, the top six rows dealt face down.
pub(crate) static RULES: GolfPyramidRules = GolfPyramidRules::with_face_down_rows(6);

/// Elevator, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "elevator",
    name: "Elevator",
    summary: "A pyramid of 28, 21 face down; play a rank up or down, wrapping.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/elevator.md"),
    goal: "the pyramid is cleared",
    cleared: CLEARED,
    progress: Progress::StockAndCleared,
    moves: MOVES,
    turns_stock: true,
    show: SHOW,
    variants: STANDARD_ONLY,
    deal: |rules, deal| CoveredGame::deal(rules, &RULES, deal),
    hint: HINT_PLAN,
    layout: None,
    cover: Some(pyramid::SHAPE),
};

#[cfg(test)]
#[path = "elevator_tests.rs"]
mod tests;
