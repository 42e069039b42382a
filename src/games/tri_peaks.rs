//! Tri Peaks: 28 cards in three overlapping peaks (rows of 3, 6, 9 and
//! 10), the bottom row of 10 face up and the 18 above it face down; a card
//! turns face up when both cards covering it are gone. The stock's first
//! card starts the waste; the rest is turned one at a time, one pass. A
//! free face-up card goes onto the waste if it is one rank above or below
//! the waste's top, suit ignored, king and ace next to each other. Won when
//! the 28 tableau cards are gone; `--variant open` (PySolFC's "Three
//! Peaks (Open)") deals all 28 face up. The covered engine
//! ([`super::covered`]) plays it.

use super::covered::{
    play_to_waste_moves, show_with_stock_face_down, Action, CoverRules, CoveredGame, Goal,
};
use super::covered_shape::CoverShape;
use super::descriptor::{
    per_variant, Budget, Cleared, GameDescriptor, HintPlan, Progress, VariantInfo, STANDARD_FORM,
};
use super::foundation_shape::Succession;
use super::Variant;
use crate::cards::Card;
use crate::message::{Message, PlaceKind};

/// The budget of the `hint` command in Tri Peaks: up to
/// 500 orders of the face-down cards and the stock sampled, each searched
/// for at most 20,000 nodes, 200,000 in all, which keeps a hint within
/// about 0.1 s (300,000 gave odds a point narrower and took half as long
/// again; docs/performance.md, "Pyramid and Tri Peaks").
pub const HINT_BUDGET: Budget = Budget {
    samples: 500,
    nodes_per_solve: 20_000,
    total_nodes: 200_000,
};

/// The budget of a review's judging of one move: 150,000 nodes, so that a
/// 50-move game is reviewed within about 2 s on a loaded two-core machine.
/// A review waits for no single move, so it keeps a larger budget than a
/// hint's: 100,000 a move took a third less time but said its odds within
/// 40 points either way instead of 26
/// (docs/performance.md, "Pyramid and Tri Peaks").
pub const REVIEW_BUDGET: Budget = Budget {
    total_nodes: 150_000,
    ..HINT_BUDGET
};

/// The rules of Relaxed Golf on a covered tableau, which PySolFC's Three
/// Peaks, Elevator and Escalator share: a free face-up card is played onto
/// the waste one rank above or below its top, suits ignored, king and ace
/// next to each other; one pass through a face-down stock; won when the
/// tableau is clear. The tableau is `shape`, its top `face_down_rows` rows
/// dealt face down.
#[derive(Debug)]
pub struct RelaxedGolfRules {
    shape: CoverShape,
    face_down_rows: usize,
    /// [`CoverRules::most_cleared_by_targets`].
    by_targets: bool,
}

impl RelaxedGolfRules {
    /// Relaxed Golf on `shape`, its top `face_down_rows` rows dealt face
    /// down; the solver asks the most cleared in one search.
    pub const fn on(shape: CoverShape, face_down_rows: usize) -> RelaxedGolfRules {
        RelaxedGolfRules {
            shape,
            face_down_rows,
            by_targets: false,
        }
    }

    /// These rules, with the most cleared asked by targets
    /// ([`CoverRules::most_cleared_by_targets`]).
    const fn by_targets(self) -> RelaxedGolfRules {
        RelaxedGolfRules {
            by_targets: true,
            ..self
        }
    }
}

/// The standard game: the three rows of the peaks face down, the bottom
/// row of ten face up.
/// 97% of Tri Peaks' deals are won, and most lost ones clear all but one
/// card, so the solver asks the most cleared by targets (docs/solver.md).
pub(crate) static STANDARD_RULES: RelaxedGolfRules =
    RelaxedGolfRules::on(CoverShape::TriPeaks, 3).by_targets();
/// The open game: every card face up.
static OPEN_RULES: RelaxedGolfRules = RelaxedGolfRules::on(CoverShape::TriPeaks, 0).by_targets();

/// `--variant open`: all 28 cards dealt face up.
pub const OPEN: Variant = Variant::nth(1);

/// The rules of each variant, in the order of the descriptor's list.
static BY_VARIANT: [&RelaxedGolfRules; 2] = [&STANDARD_RULES, &OPEN_RULES];

impl CoverRules for RelaxedGolfRules {
    fn shape(&self) -> CoverShape {
        self.shape
    }

    /// Tri Peaks' three rows of the peaks (the bottom row of ten is face
    /// up), Elevator's six; none in the open games.
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

    /// PySolFC's Golf waste with ranks wrapping (`mod=13`).
    fn check_play(&self, card: Card, onto: Card) -> Result<(), Message> {
        if Succession::WRAPPING.takes(onto.rank(), card.rank()) {
            Ok(())
        } else {
            Err(Message::new()
                .card(card)
                .text(" cannot go on ")
                .card(onto)
                .text("; a card goes one rank above or below, with king and ace adjacent."))
        }
    }

    fn goal(&self) -> Goal {
        Goal::Tableau
    }

    fn most_cleared_by_targets(&self) -> bool {
        self.by_targets
    }

    fn why_stuck(&self) -> &'static str {
        "No free card is one rank from the waste's top and the stock is empty"
    }
}

/// Tri Peaks, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "tri-peaks",
    name: "Tri Peaks",
    summary: "3 peaks of 28, 18 face down; play a rank up or down, wrapping.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/tri-peaks.md"),
    goal: "the peaks are cleared",
    cleared: Cleared {
        noun: "played from the peaks",
        total: 28,
    },
    progress: Progress::StockAndCleared,
    moves: play_to_waste_moves!("Tri Peaks", "23"),
    turns_stock: true,
    show: show_with_stock_face_down!("4"),
    variants: &[
        STANDARD_FORM,
        VariantInfo {
            name: "open",
            help: "deals all 28 cards face up",
            goal: None,
            cleared: None,
            foundations: None,
        },
    ],
    deal: |rules, deal| CoveredGame::deal(rules, *per_variant(&BY_VARIANT, rules.variant), deal),
    hint: HintPlan {
        review: REVIEW_BUDGET,
        ..HintPlan::sampled(HINT_BUDGET)
    },
    layout: None,
    cover: Some(CoverShape::TriPeaks),
};

#[cfg(test)]
#[path = "tri_peaks_tests.rs"]
mod tests;
