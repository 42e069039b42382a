//! Golf: 35 cards are dealt round-robin into 7 columns of five, all face
//! up; the other 17 form the stock, face down, and the first of them is
//! turned up to start the one foundation. A column's top card goes to the
//! foundation if it is one rank above or below the foundation's top card,
//! suit ignored; king and ace are not adjacent, and nothing goes on a king
//! (PySolFC's Dead King Golf; `dead-king-golf` names it too). `--variant
//! queens-on-kings` lets a queen go on a king, as PySolFC's Golf does. At
//! any time the next stock card may be turned onto the foundation. Won
//! when all 35 column cards are on the foundation; lost when no column card
//! can be played and the stock is empty. The foundation engine
//! ([`super::foundation`]) plays it.

use super::descriptor::{
    per_variant, Budget, Cleared, GameDescriptor, HintPlan, MoveUsage, Progress, ShowUsage,
    VariantInfo, STANDARD_FORM,
};
use super::foundation::{deal_one_foundation, play_column_tops};
use super::foundation_shape::{DealLayout, FoundationStart, Succession};
use super::Variant;
use crate::message::PlaceKind;

/// How Golf is dealt: 7 columns of five, round-robin, then the next card
/// turned up to start the foundation and the last 16 left in the stock.
pub const LAYOUT: DealLayout = DealLayout {
    columns: 7,
    height: 5,
    start: FoundationStart::Turned,
    talon: 16,
    succession: Succession::KING_CLOSES,
    most_cleared_by_targets: false,
};

/// `--variant queens-on-kings`: a queen goes on a king, as in PySolFC's
/// Golf (its game 36); king and ace are still not adjacent.
pub const QUEENS_ON_KINGS: Variant = Variant::nth(1);

/// How each variant is dealt and played, in the order of the descriptor's
/// list: the same layout, but a queen goes on a king in the second.
static LAYOUTS: [DealLayout; 2] = [
    LAYOUT,
    DealLayout {
        succession: Succession::QUEEN_ON_KING,
        ..LAYOUT
    },
];

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

/// Golf, as the program names, explains and solves it: its layout and
/// descriptor serve Relaxed Golf too ([`super::relaxed_golf`]), which
/// differs in its name, its rules and its succession.
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
        summary: "play a column's top card to the foundation: move~2
  2                   a bare line does the same; deal turns the next stock card",
        ..play_column_tops!("Golf")
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
    variants: &[
        STANDARD_FORM,
        VariantInfo {
            name: "queens-on-kings",
            help: "lets a queen go on a king (PySolFC's Golf)",
            goal: None,
            cleared: None,
            foundations: None,
        },
    ],
    deal: |rules, deal| deal_one_foundation(rules, *per_variant(&LAYOUTS, rules.variant), deal),
    // The stock is hidden: the hint samples its order, as in the removal
    // games, and never reads the real one.
    hint: HintPlan::sampled(HINT_BUDGET),
    layout: Some(LAYOUT),
    cover: None,
};
