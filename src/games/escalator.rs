//! Escalator (PySolFC's game 281): Relaxed Golf on a pyramid. 28 cards
//! face up in Pyramid's seven rows (1 to 7 cards), each covered by the two
//! below it; the other 24 form a face-down stock, whose first card starts
//! the waste and the rest is turned one at a time, one pass. A free card
//! goes onto the waste if it is one rank above or below the waste's top,
//! suit ignored, king and ace next to each other. Won when the 28 pyramid
//! cards are gone. Elevator ([`super::elevator`]) is the same game with the
//! top six rows face down. The covered engine ([`super::covered`]) plays
//! both.

use super::covered::{Action, CoverRules, CoveredGame, Goal};
use super::covered_shape::CoverShape;
use super::descriptor::{
    Budget, Cleared, GameDescriptor, HintPlan, HintStrategy, MoveShape, MoveUsage, Progress,
    ShowUsage, STANDARD_ONLY,
};
use super::{pyramid, tri_peaks};
use crate::cards::Card;
use crate::message::{Message, PlaceKind};

/// The budget of the `hint` command in Escalator and Elevator, and of each
/// move `review` judges: up to 500 orders of the hidden cards sampled,
/// each searched for at most 20,000 nodes, 200,000 in all, as in Tri Peaks,
/// whose search these games share (docs/performance.md, "Escalator,
/// Elevator and the covered variants").
pub const HINT_BUDGET: Budget = tri_peaks::HINT_BUDGET;

/// The rules of Relaxed Golf on Pyramid's shape: a free card is played a
/// rank up or down onto the waste, wrapping; one pass through a face-down
/// stock; won when the pyramid is cleared. `face_down_rows` of the
/// pyramid's rows, from the top, are dealt face down (Escalator none,
/// Elevator six).
#[derive(Debug)]
pub struct GolfPyramidRules {
    face_down_rows: usize,
}

impl GolfPyramidRules {
    /// The rules with the top `face_down_rows` rows dealt face down.
    pub const fn with_face_down_rows(face_down_rows: usize) -> GolfPyramidRules {
        GolfPyramidRules { face_down_rows }
    }
}

/// Escalator's rules: every card face up.
pub(crate) static RULES: GolfPyramidRules = GolfPyramidRules::with_face_down_rows(0);

impl CoverRules for GolfPyramidRules {
    fn shape(&self) -> CoverShape {
        pyramid::SHAPE
    }

    fn face_down_rows(&self) -> usize {
        self.face_down_rows
    }

    fn passes(&self) -> usize {
        1
    }

    /// The stock is face down, as PySolFC's Golf talon is.
    fn shows_stock_top(&self) -> bool {
        false
    }

    fn action(&self) -> Action {
        Action::PlayToWaste
    }

    fn check_set(&self, _cards: &[Card]) -> Result<(), Message> {
        Err(Message::from_text(
            "This game removes no sets; play a card onto the waste.",
        ))
    }

    fn check_play(&self, card: Card, onto: Card) -> Result<(), Message> {
        tri_peaks::one_rank_either_way(card, onto)
    }

    fn goal(&self) -> Goal {
        Goal::Tableau
    }

    fn why_stuck(&self) -> &'static str {
        tri_peaks::NO_PLAY_AND_NO_STOCK
    }
}

/// How moves are typed in Escalator and Elevator: a free card played onto
/// the waste by its position.
pub const MOVES: MoveUsage = MoveUsage {
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
};

/// What `show` reads in Escalator and Elevator: the pyramid's rows, the
/// stock's count and the waste.
pub const SHOW: ShowUsage = ShowUsage {
    words: &["stock", "waste", "row"],
    summary: "the board, or one part: show~3, show~waste, show~row~7",
    help: "show~[PART]: print the board again. Or read one part of it. \
show~N reads one position. show~row~N reads one row. show~stock counts the stock. \
show~waste reads the waste, bottom up. Example: show~row~7.",
    spoken: "show: the board; show~row~7, one row.",
};

/// What Escalator and Elevator count as cleared: the pyramid's cards
/// played, of 28.
pub const CLEARED: Cleared = Cleared {
    noun: "played from the pyramid",
    total: 28,
};

/// How `hint` and `review` treat Escalator and Elevator: the hidden cards
/// sampled, with Tri Peaks' budget for a hint and for each move a review
/// judges.
pub const HINT_PLAN: HintPlan = HintPlan {
    strategy: |_| HintStrategy::Sampled,
    budget: HINT_BUDGET,
    review: tri_peaks::REVIEW_BUDGET,
};

/// Escalator, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "escalator",
    name: "Escalator",
    summary: "A pyramid of 28 face up; play a rank up or down, wrapping.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/escalator.md"),
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
#[path = "escalator_tests.rs"]
mod tests;
