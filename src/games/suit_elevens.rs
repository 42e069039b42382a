//! Suit Elevens: fifteen cards in a 5 by 3 grid; remove cards of one suit
//! summing to 11 (exactly two in the pairs variant), or the jack, queen and
//! king of one suit.

use super::descriptor::{
    Cleared, FastSolver, GameDescriptor, HintStrategy, Progress, SHOW_STOCK_AND_ROWS,
};
use super::Variant;
use crate::message::PlaceKind;

/// Suit Elevens, as the program names, explains and solves it.
pub const DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "suit-elevens",
    name: "Suit Elevens",
    summary: "15 cards; remove sets of one suit summing to 11, or its J, Q, K.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/suit-elevens.md"),
    goal: "all 52 cards are removed",
    cleared: Cleared {
        noun: "removed",
        total: 52,
    },
    progress: Progress::StockAndCleared,
    moves: super::elevens::REMOVE_A_SET,
    show: SHOW_STOCK_AND_ROWS,
    // With pairs only, as in Elevens, no choice of set matters.
    hint: |variant| match variant {
        Variant::Pairs => HintStrategy::AnyMove,
        Variant::Standard | Variant::Foundations(_) => HintStrategy::Sampled,
    },
    solver: |variant| match variant {
        Variant::Pairs => Some(FastSolver::SuitPairs),
        Variant::Standard | Variant::Foundations(_) => Some(FastSolver::SuitElevens),
    },
};
