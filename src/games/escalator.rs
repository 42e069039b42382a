//! Escalator (PySolFC's game 281): Relaxed Golf on a pyramid. 28 cards
//! face up in Pyramid's seven rows (1 to 7 cards), each covered by the two
//! below it; the other 24 form a face-down stock, whose first card starts
//! the waste and the rest is turned one at a time, one pass. A free card
//! goes onto the waste if it is one rank above or below the waste's top,
//! suit ignored, king and ace next to each other. Won when the 28 pyramid
//! cards are gone. Elevator ([`super::elevator`]) is the same game with the
//! top six rows face down. The covered engine ([`super::covered`]) plays
//! both.

use super::covered::CoveredGame;
use super::descriptor::{
    Budget, Cleared, GameDescriptor, HintPlan, HintStrategy, MoveShape, MoveUsage, Progress,
    ShowUsage, STANDARD_ONLY,
};
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
    moves: MoveUsage {
        shape: MoveShape::Play,
        how: "plays free cards onto the waste",
        example: "move 28",
        usage: "move P",
        summary: "play a free card onto the waste: move~28
  28                  a bare line does the same; deal turns the next stock card",
        spoken: "move~28: plays card 28 onto the waste.",
        remove_help: "remove: this game removes no cards. Play a free card onto the waste \
instead. Example: move~28.",
        move_help: "move~P: play the free card at P. It goes on the waste. It \
must be one rank from its top card. Example: move~28. A number alone does the same:~28.",
    },
    turns_stock: true,
    show: ShowUsage {
        words: &["stock", "waste", "row"],
        summary: "the board, or one part: show~3, show~waste, show~row~7",
        help: "show~[PART]: print the board again. Or read one part of it. \
show~N reads one position. show~row~N reads one row. show~stock counts the stock. \
show~waste reads the waste, bottom up. Example: show~row~7.",
        spoken: "show: the board; show~row~7, one row.",
    },
    variants: STANDARD_ONLY,
    deal: |rules, deal| CoveredGame::deal(rules, &RULES, deal),
    hint: HintPlan {
        strategy: |_| HintStrategy::Sampled,
        budget: HINT_BUDGET,
        review: tri_peaks::REVIEW_BUDGET,
    },
    layout: None,
    cover: Some(pyramid::SHAPE),
};

#[cfg(test)]
#[path = "escalator_tests.rs"]
mod tests;
