//! Golf: 35 cards are dealt round-robin into 7 columns of five, all face
//! up; the other 17 form the stock, face down, and the first of them is
//! turned up to start the one foundation. A column's top card goes to the
//! foundation if it is one rank above or below the foundation's top card,
//! suit ignored; king and ace are not adjacent, and nothing goes on a king.
//! At any time the next stock card may be turned onto the foundation. Won
//! when all 35 column cards are on the foundation; lost when no column card
//! can be played and the stock is empty. The foundation engine
//! ([`super::foundation`]) plays it.

use super::descriptor::{
    Budget, Cleared, GameDescriptor, HintPlan, HintStrategy, MoveShape, MoveUsage, Progress,
    ShowUsage, STANDARD_ONLY,
};
use super::foundation::{deal_one_foundation, FOUNDATION_MOVE_HELP};
use super::foundation_shape::{DealLayout, FoundationStart, Succession};
use crate::message::PlaceKind;

/// How Golf is dealt: 7 columns of five, round-robin, then the next card
/// turned up to start the foundation and the last 16 left in the stock.
pub const LAYOUT: DealLayout = DealLayout {
    columns: 7,
    height: 5,
    start: FoundationStart::Turned,
    talon: 16,
    succession: Succession::KING_CLOSES,
};

/// The budget of the `hint` command in Golf, whose sampled solves are the
/// costliest of the sampled games: from the opening, half of Golf's deals
/// take over 37,000 states to decide (docs/performance.md). A review judges
/// each move with the same budget.
pub const HINT_BUDGET: Budget = Budget {
    samples: 2_000,
    nodes_per_solve: 20_000,
    total_nodes: 150_000,
};

#[cfg(test)]
#[path = "golf_tests.rs"]
mod tests;

/// Golf, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "golf",
    name: "Golf",
    summary: "7 columns, a stock; play tops a rank up or down, none on a king.",
    place_kind: PlaceKind::Column,
    rules_doc: include_str!("../../docs/rules/golf.md"),
    goal: "the columns are empty",
    cleared: Cleared {
        noun: "played to the foundation",
        total: 35,
    },
    progress: Progress::StockAndCleared,
    moves: MoveUsage {
        shape: MoveShape::Play,
        how: "plays column tops to the foundation",
        example: "move COLUMN",
        usage: "move COL",
        summary: "play a column's top card to the foundation: move~2
  2                   a bare line does the same; deal turns the next stock card",
        spoken: "move~2: plays column 2's top card.",
        remove_help: "remove: Golf removes no cards. Play a column's top card instead. \
Example: move~2.",
        move_help: FOUNDATION_MOVE_HELP,
    },
    // The talon is turned by hand, onto the foundation.
    turns_stock: LAYOUT.talon > 0,
    show: ShowUsage {
        words: &["foundations", "stock"],
        summary: "the board, or one part: show~3, show~f1, show~stock",
        help: "show~[PART]: print the board again. Or read one part of it. \
show~N reads one column, bottom to top. show~f1 reads the foundation. \
show~stock reads the stock. Example: show~3, or show~stock.",
        spoken: "show: reads the board; show~stock too.",
    },
    variants: STANDARD_ONLY,
    deal: |rules, deal| deal_one_foundation(rules, LAYOUT, deal),
    // The stock is hidden: the hint samples its order, as in the removal
    // games, and never reads the real one.
    hint: HintPlan {
        strategy: |_| HintStrategy::Sampled,
        budget: HINT_BUDGET,
        review: HINT_BUDGET,
    },
    layout: Some(LAYOUT),
    cover: None,
};
