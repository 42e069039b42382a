//! Escalator (PySolFC's game 281): Relaxed Golf on a pyramid. 28 cards
//! face up in Pyramid's seven rows (1 to 7 cards), each covered by the two
//! below it; the other 24 form a face-down stock, whose first card starts
//! the waste and the rest is turned one at a time, one pass. A free card
//! goes onto the waste if it is one rank above or below the waste's top,
//! suit ignored, king and ace next to each other. Won when the 28 pyramid
//! cards are gone. Elevator ([`super::elevator`]) is the same game with the
//! top six rows face down. The covered engine ([`super::covered`]) plays
//! both.

use super::covered::{play_to_waste_moves, show_with_stock_face_down, CoveredGame};
use super::descriptor::{Budget, Cleared, GameDescriptor, HintPlan, Progress, STANDARD_ONLY};
use super::pyramid;
use super::tri_peaks::{self, RelaxedGolfRules};
use crate::message::PlaceKind;

/// The budget of the `hint` command in Escalator and Elevator, and of each
/// move `review` judges: up to 500 orders of the hidden cards sampled,
/// each searched for at most 20,000 nodes, 200,000 in all, as in Tri Peaks,
/// whose search these games share (docs/performance.md, "Escalator,
/// Elevator and the covered variants").
pub const HINT_BUDGET: Budget = tri_peaks::HINT_BUDGET;

/// Escalator's rules: Relaxed Golf on Pyramid's shape, every card face
/// up.
pub(crate) static RULES: RelaxedGolfRules = RelaxedGolfRules::on(pyramid::SHAPE, 0);

/// Escalator, as the program names, explains and solves it; Elevator's
/// descriptor is this one but for its names, rules document and deal.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "escalator",
    name: "Escalator",
    summary: "A pyramid of 28 face up; play a rank up or down, wrapping.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/escalator.md"),
    goal: "the pyramid is cleared",
    cleared: Cleared {
        noun: "played from the pyramid",
        total: 28,
    },
    progress: Progress::StockAndCleared,
    // Elevator shares this help: "this game" names either.
    moves: play_to_waste_moves!("this game", "28"),
    turns_stock: true,
    show: show_with_stock_face_down!("7"),
    variants: STANDARD_ONLY,
    deal: |rules, deal| CoveredGame::deal(rules, &RULES, deal),
    hint: HintPlan {
        review: tri_peaks::REVIEW_BUDGET,
        ..HintPlan::sampled(HINT_BUDGET)
    },
    layout: None,
    cover: Some(pyramid::SHAPE),
};

#[cfg(test)]
#[path = "escalator_tests.rs"]
mod tests;
