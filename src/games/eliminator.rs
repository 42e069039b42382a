//! Eliminator: four columns of thirteen face-up cards, dealt round-robin (card
//! k goes on column k mod 4, so the last four cards dealt are the playable
//! tops), and six foundations (four or five in its variants), empty at the
//! start. A column's top card plays to a foundation: an empty one takes any
//! card; otherwise the card must be one rank above or below the foundation's
//! top card, suit ignored, with king and ace adjacent. Won when all 52 cards
//! are on foundations. The foundation engine ([`super::foundation`]) plays
//! it.

use super::descriptor::{
    Cleared, GameDescriptor, HintPlan, MoveShape, MoveUsage, Progress, ShowUsage, VariantInfo,
};
use super::foundation::{FoundationGame, SOLVED_HINT_BUDGET};
use super::foundation_shape::{DealLayout, FoundationStart, Succession};
use super::{AnyGame, Variant};
use crate::message::PlaceKind;

/// `--foundations 4`.
pub const FOUR_FOUNDATIONS: Variant = Variant::nth(1);
/// `--foundations 5`.
pub const FIVE_FOUNDATIONS: Variant = Variant::nth(2);

/// Eliminator played with `foundations` foundations, named `name`:
/// `--foundations N` chooses it.
const fn with_foundations(name: &'static str, foundations: u8) -> VariantInfo {
    VariantInfo {
        name,
        help: "",
        goal: None,
        cleared: None,
        foundations: Some(foundations),
    }
}

/// How Eliminator is dealt: four columns of 13, round-robin.
pub const LAYOUT: DealLayout = DealLayout {
    columns: 4,
    height: 13,
    start: FoundationStart::Empty,
    talon: 0,
    succession: Succession::WRAPPING,
    most_cleared_by_targets: false,
};

#[cfg(test)]
#[path = "eliminator_tests.rs"]
mod tests;

/// Eliminator, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "eliminator",
    name: "Eliminator",
    summary: "4 columns; play tops to foundations a rank up or down, wrapping.",
    place_kind: PlaceKind::Column,
    rules_doc: include_str!("../../docs/rules/eliminator.md"),
    goal: "all 52 cards are played",
    cleared: Cleared {
        noun: "played to foundations",
        total: 52,
    },
    progress: Progress::Tableau,
    moves: MoveUsage {
        shape: MoveShape::Play,
        how: "plays column tops to foundations",
        example: "move COLUMN fN",
        usage: "move COL [fN]",
        summary: "play a column's top card to a foundation: move~2~f1
  2 f1                a bare line does the same; move~2 picks the foundation",
        spoken: "move~2~f1: column 2 to foundation 1.",
        remove_help: "remove: Eliminator removes no cards. Play a column's top card instead. \
Example: move~2~f1.",
        move_help: "move~COL~[fN]: play a column's top card. Add fN to name the \
foundation. Example: move~2~f1. move~2 alone picks the foundation. \
It prefers one that already has cards. A line alone does the same:~2~f1.",
    },
    turns_stock: false,
    show: ShowUsage {
        words: &["foundations"],
        summary: "the board, or one part: show~3, show~f1, show~foundations",
        help: "show~[PART]: print the board again. Or read one part of it. \
show~N reads one column, bottom to top. show~fN reads one foundation. \
show~foundations reads every one. Example: show~3, or show~f1.",
        spoken: "show: reads the board; show~f1, a part.",
    },
    variants: &[
        with_foundations("standard", 6),
        with_foundations("4-foundations", 4),
        with_foundations("5-foundations", 5),
    ],
    deal: |rules, deal| {
        let foundations = rules.info().foundations.map_or(6, usize::from);
        let game = FoundationGame::new(rules, LAYOUT, deal, foundations);
        (AnyGame::Foundation(game), Default::default())
    },
    // Nothing is hidden in Eliminator: the position can be solved outright.
    hint: HintPlan::solved(SOLVED_HINT_BUDGET),
    layout: Some(LAYOUT),
    cover: None,
};
