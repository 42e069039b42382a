//! Pyramid: 28 cards face up in a pyramid of seven rows (1 to 7 cards),
//! each card covered by the two below it; the other 24 form the stock,
//! whose top card is face up, turned one at a time onto a waste pile, with
//! three passes through the stock in all. Remove a king alone, or two free
//! cards whose values sum to 13 (ace 1, jack 11, queen 12): an uncovered
//! pyramid card, the stock's top, the waste's top. Won when all 52 cards
//! are removed; `--variant relaxed` is won when the 28 pyramid cards are;
//! `--variant thirteen` (PySolFC's "Pyramid Thirteen") deals the top six
//! rows face down, each card turning up once free, and goes through the
//! stock once. The covered engine ([`super::covered`]) plays it.

use super::covered::{Action, CoverRules, CoveredGame, Goal, SHOW_WITH_STOCK_TOP};
use super::covered_shape::CoverShape;
use super::descriptor::{
    per_variant, Budget, Cleared, GameDescriptor, HintPlan, MoveShape, MoveUsage, Progress,
    VariantInfo, EVERY_CARD_REMOVED, MOVE_HELP_FOR_REMOVAL, REMOVED_OF_52, STANDARD_FORM,
};
use super::Variant;
use crate::cards::Card;
use crate::message::{Message, PlaceKind};

/// Pyramid's tableau: seven rows of 1 to 7 cards.
pub const SHAPE: CoverShape = CoverShape::Pyramid { rows: 7 };

/// The budget of the `hint` command in Pyramid, and of each move `review`
/// judges: up to 500 stock orders sampled, each searched for at most
/// 5,000 nodes, 40,000 in all, which keeps the standard game's hint near
/// 0.1 s (each of the search's states is a removal with the turns before
/// it, and the standard game's cost more than the relaxed game's;
/// docs/performance.md, "Pyramid and Tri Peaks").
pub const HINT_BUDGET: Budget = Budget {
    samples: 500,
    nodes_per_solve: 5_000,
    total_nodes: 40_000,
};

/// Pyramid's rules: pairs to 13 and kings alone, the stock's top shown;
/// `face_down_rows` of the pyramid's rows dealt face down, `passes`
/// through the stock, won at `goal`.
#[derive(Debug)]
pub struct PyramidRules {
    goal: Goal,
    passes: usize,
    face_down_rows: usize,
}

/// The standard game: every card removed, three passes.
static STANDARD_RULES: PyramidRules = PyramidRules {
    goal: Goal::EveryCard,
    passes: 3,
    face_down_rows: 0,
};
/// The relaxed game: the pyramid cleared.
static RELAXED_RULES: PyramidRules = PyramidRules {
    goal: Goal::Tableau,
    ..STANDARD_RULES
};
/// Pyramid Thirteen: the top six rows face down, one pass, every card
/// removed.
static THIRTEEN_RULES: PyramidRules = PyramidRules {
    goal: Goal::EveryCard,
    passes: 1,
    face_down_rows: 6,
};

/// `--variant relaxed`: won once the pyramid is cleared.
pub const RELAXED: Variant = Variant::nth(1);

/// `--variant thirteen`: the top six rows face down, one pass.
pub const THIRTEEN: Variant = Variant::nth(2);

/// The rules of each variant, in the order of the descriptor's list.
static BY_VARIANT: [&PyramidRules; 3] = [&STANDARD_RULES, &RELAXED_RULES, &THIRTEEN_RULES];

impl CoverRules for PyramidRules {
    fn shape(&self) -> CoverShape {
        SHAPE
    }

    fn face_down_rows(&self) -> usize {
        self.face_down_rows
    }

    fn passes(&self) -> usize {
        self.passes
    }

    fn shows_stock_top(&self) -> bool {
        true
    }

    fn action(&self) -> Action {
        Action::RemoveSets { largest: 2 }
    }

    fn name(&self) -> &'static str {
        "Pyramid"
    }

    fn check_set(&self, cards: &[Card]) -> Result<(), Message> {
        let value = |c: &Card| u32::from(c.rank().number());
        match cards {
            [king] if value(king) == 13 => Ok(()),
            [one] => Err(Message::new().card(*one).text(
                " cannot be removed alone; only a king is. Pair it with a card to sum to 13.",
            )),
            [a, b] if value(a) == 13 || value(b) == 13 => Err(Message::from_text(
                "A king is removed alone, never in a pair.",
            )),
            [a, b] if value(a) + value(b) == 13 => Ok(()),
            [a, b] => Err(Message::new()
                .cards(&[*a, *b])
                .text(format!(" sum to {}, not 13.", value(a) + value(b)))),
            _ => Err(Message::from_text(
                "Pyramid removes two cards summing to 13, or a king alone.",
            )),
        }
    }

    fn goal(&self) -> Goal {
        self.goal
    }

    fn why_stuck(&self) -> &'static str {
        "No free cards sum to 13, no king is free, and no pass through the stock is left"
    }
}

/// Pyramid, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "pyramid",
    name: "Pyramid",
    summary: "A pyramid of 28, a stock; remove pairs summing to 13, or kings.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/pyramid.md"),
    goal: EVERY_CARD_REMOVED,
    cleared: REMOVED_OF_52,
    progress: Progress::StockAndCleared,
    moves: MoveUsage {
        shape: MoveShape::Remove,
        how: "removes free cards by position, stock or waste",
        example: "remove 27 28",
        usage: "remove P [P]",
        summary: "remove a pair summing to 13, or a king: remove~27~28
  27 28               a bare line does too; stock and waste name their tops",
        spoken: "remove~27~28: removes those two cards.",
        remove_help: "remove~P~[P]: remove a pair or a king. A pair's values add up to 13. \
Name each card by its position or code. Say stock or waste for their tops. \
Examples: remove~27~28, remove~5~waste.",
        move_help: MOVE_HELP_FOR_REMOVAL,
    },
    turns_stock: true,
    show: SHOW_WITH_STOCK_TOP,
    variants: &[
        STANDARD_FORM,
        VariantInfo {
            name: "relaxed",
            help: "is won when the 28 pyramid cards are gone",
            goal: Some("the pyramid is cleared"),
            cleared: Some(Cleared {
                noun: "removed from the pyramid",
                total: 28,
            }),
            foundations: None,
        },
        VariantInfo {
            name: "thirteen",
            help: "deals the top six rows face down and goes through the stock once",
            goal: None,
            cleared: None,
            foundations: None,
        },
    ],
    deal: |rules, deal| CoveredGame::deal(rules, *per_variant(&BY_VARIANT, rules.variant), deal),
    hint: HintPlan::sampled(HINT_BUDGET),
    layout: None,
    cover: Some(SHAPE),
};

#[cfg(test)]
#[path = "pyramid_tests.rs"]
mod tests;
