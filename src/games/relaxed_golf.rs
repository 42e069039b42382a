//! Relaxed Golf (PySolFC's game 260, also called Putt Putt): Golf with
//! king and ace next to each other. 35 cards are dealt round-robin into 7
//! columns of five, all face up; the other 17 form the stock, and the
//! first of them is turned up to start the one foundation. A column's top
//! card goes to the foundation if it is one rank above or below the
//! foundation's top card, suit ignored, wrapping: a king or a two goes on
//! an ace, a queen or an ace on a king. At any time the next stock card
//! may be turned onto the foundation. Won when all 35 column cards are on
//! the foundation. Golf's layout and descriptor ([`super::golf`]) serve it
//! but for its name, its rules and its succession; the foundation engine
//! ([`super::foundation`]) plays it.

use super::descriptor::{GameDescriptor, MoveUsage, STANDARD_ONLY};
use super::foundation::deal_one_foundation;
use super::foundation_shape::{DealLayout, Succession};
use super::golf;

/// How Relaxed Golf is dealt: Golf's layout, with king and ace adjacent.
pub const LAYOUT: DealLayout = DealLayout {
    succession: Succession::WRAPPING,
    most_cleared_by_targets: false,
    ..golf::LAYOUT
};

#[cfg(test)]
#[path = "relaxed_golf_tests.rs"]
mod tests;

/// Relaxed Golf, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "relaxed-golf",
    name: "Relaxed Golf",
    summary: "7 columns, a stock; play tops a rank up or down, wrapping.",
    rules_doc: include_str!("../../docs/rules/relaxed-golf.md"),
    moves: MoveUsage {
        remove_help: "remove: Relaxed Golf removes no cards. Play a column's top card instead. \
Example: move~2.",
        ..golf::DESCRIPTOR.moves
    },
    variants: STANDARD_ONLY,
    deal: |rules, deal| deal_one_foundation(rules, LAYOUT, deal),
    layout: Some(LAYOUT),
    ..golf::DESCRIPTOR
};
