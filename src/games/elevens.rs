//! Elevens: nine cards in a 3 by 3 grid; remove pairs summing to 11, or a
//! jack, queen and king of any suits.

use super::descriptor::{
    Cleared, FastSolver, GameDescriptor, HintStrategy, MoveShape, MoveUsage, Progress,
    MOVE_HELP_FOR_REMOVAL, SHOW_STOCK_AND_ROWS,
};
use crate::message::PlaceKind;

/// How sets are removed in Elevens and Suit Elevens, and the help that says so.
pub const REMOVE_A_SET: MoveUsage = MoveUsage {
    shape: MoveShape::Remove,
    how: "removes cards by position or code",
    example: "remove 3 7",
    help_lines: "  remove P P ..  (r)  remove by position or card code: remove~3~7, remove~7h~4c
  3 7                 a bare line of positions does the same",
    remove_help: "remove~P~P~..: remove a set of cards. Name each card by its position number \
or its code. Example: remove~3~7, or remove~7h~4c. A bare line of positions does the \
same:~3~7.",
    move_help: MOVE_HELP_FOR_REMOVAL,
};

/// Elevens, as the program names, explains and solves it.
pub const DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "elevens",
    name: "Elevens",
    summary: "9 cards; remove pairs summing to 11, or a jack, queen and king.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/elevens.md"),
    goal: "all 52 cards are removed",
    cleared: Cleared {
        noun: "removed",
        total: 52,
    },
    progress: Progress::StockAndCleared,
    moves: REMOVE_A_SET,
    show: SHOW_STOCK_AND_ROWS,
    // Every set removed leaves the same cards to pair: no choice matters.
    hint: |_| HintStrategy::AnyMove,
    solver: |_| Some(FastSolver::Elevens),
};
