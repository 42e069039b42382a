//! All in a Row: the 52 cards are dealt round-robin into 13 columns of
//! four, all face up, and one foundation starts empty. A column's top card
//! goes to the foundation: the first may be any card, then each must be one
//! rank above or below the foundation's top card, suit ignored, with king
//! and ace adjacent. Won when all 52 cards are on the foundation. The
//! foundation engine ([`super::foundation`]) plays it.

use super::descriptor::{Cleared, GameDescriptor, HintPlan, Progress, STANDARD_ONLY};
use super::foundation::{
    deal_one_foundation, play_column_tops, ONE_FOUNDATION_SHOW, SOLVED_HINT_BUDGET,
};
use super::foundation_shape::{DealLayout, FoundationStart, Succession};
use crate::message::PlaceKind;

/// How All in a Row is dealt: 13 columns of four, round-robin, and an
/// empty foundation.
pub const LAYOUT: DealLayout = DealLayout {
    columns: 13,
    height: 4,
    start: FoundationStart::Empty,
    talon: 0,
    succession: Succession::WRAPPING,
    most_cleared_by_targets: false,
};

#[cfg(test)]
#[path = "all_in_a_row_tests.rs"]
mod tests;

/// All in a Row, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "all-in-a-row",
    name: "All in a Row",
    summary: "13 columns of 4; play tops a rank up or down, wrapping.",
    place_kind: PlaceKind::Column,
    rules_doc: include_str!("../../docs/rules/all-in-a-row.md"),
    goal: "all 52 cards are played",
    cleared: Cleared {
        noun: "played to the foundation",
        total: 52,
    },
    progress: Progress::Tableau,
    moves: play_column_tops!("All in a Row"),
    turns_stock: false,
    show: ONE_FOUNDATION_SHOW,
    variants: STANDARD_ONLY,
    deal: |rules, deal| deal_one_foundation(rules, LAYOUT, deal),
    // Nothing is hidden in All in a Row: the position can be solved outright.
    hint: HintPlan::solved(SOLVED_HINT_BUDGET),
    layout: Some(LAYOUT),
    cover: None,
};
