//! Eighteens: twelve cards in a 4 by 3 grid; remove a face card and three
//! number cards of different ranks summing to 18. Aces showing are discarded
//! at once.

use super::descriptor::{
    Cleared, FastSolver, GameDescriptor, HintStrategy, MoveShape, MoveUsage, Progress,
    MOVE_HELP_FOR_REMOVAL, SHOW_STOCK_AND_ROWS,
};
use crate::message::PlaceKind;

/// Eighteens, as the program names, explains and solves it.
pub const DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "eighteens",
    name: "Eighteens",
    summary: "12 cards; remove a face card and 3 different ranks summing to 18.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/eighteens.md"),
    goal: "all 52 cards are removed",
    cleared: Cleared {
        noun: "removed",
        total: 52,
    },
    progress: Progress::StockAndCleared,
    moves: MoveUsage {
        shape: MoveShape::Remove,
        how: "removes cards by position or code",
        example: "remove 3 7",
        help_lines: "  remove P P ..  (r)  remove by position or card code: remove~1~4~6~9
  1 4 6 9             a bare line of positions does the same",
        remove_help: "remove~P~P~..: remove a set of four cards. Name each card by its position \
number or its code. Example: remove~1~4~6~9. A bare line of positions does the same: \
1 4 6 9.",
        move_help: MOVE_HELP_FOR_REMOVAL,
    },
    show: SHOW_STOCK_AND_ROWS,
    hint: |_| HintStrategy::Sampled,
    solver: |_| Some(FastSolver::Eighteens),
};
