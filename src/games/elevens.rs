//! Elevens: nine cards in a 3 by 3 grid; remove pairs summing to 11, or a
//! jack, queen and king of any suits.

use super::descriptor::{
    GameDescriptor, HintPlan, MoveShape, MoveUsage, Progress, EVERY_CARD_REMOVED,
    MOVE_HELP_FOR_REMOVAL, REMOVED_OF_52, SHOW_STOCK_AND_ROWS, STANDARD_ONLY,
};
use super::removal::{
    alone, first_face, is_jqk, pip_sum, sum_is_not, Grid, RemovalGame, SetRules, SetSizes,
    HINT_BUDGET,
};
use crate::cards::Card;
use crate::message::{Message, PlaceKind};

/// How sets are removed in Elevens and Suit Elevens, and the help that says so.
pub const REMOVE_A_SET: MoveUsage = MoveUsage {
    shape: MoveShape::Remove,
    how: "removes cards by position or code",
    example: "remove 3 7",
    usage: "remove P P ..",
    summary: "remove by position or card code: remove~3~7, remove~7h~4c
  3 7                 a bare line of positions does the same",
    spoken: "remove~3~7: removes those two cards.",
    remove_help: "remove~P~P~..: remove a set of cards. Name each card by its position or \
code. Example: remove~3~7, or remove~7h~4c. Positions alone do the same:~3~7.",
    move_help: MOVE_HELP_FOR_REMOVAL,
};

/// Elevens, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "elevens",
    name: "Elevens",
    summary: "9 cards; remove pairs summing to 11, or a jack, queen and king.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/elevens.md"),
    goal: EVERY_CARD_REMOVED,
    cleared: REMOVED_OF_52,
    progress: Progress::StockAndCleared,
    moves: REMOVE_A_SET,
    turns_stock: false,
    show: SHOW_STOCK_AND_ROWS,
    variants: STANDARD_ONLY,
    deal: |rules, deal| RemovalGame::deal(rules, &ElevensSets, deal),
    // Every set removed leaves the same cards to pair: no choice matters.
    hint: HintPlan::any_move(HINT_BUDGET),
    layout: None,
    cover: None,
};

/// Elevens' sets: two cards summing to 11, or one J, one Q and one K of any
/// suits, on a grid of nine slots in rows of three.
#[derive(Debug)]
pub struct ElevensSets;

impl SetRules for ElevensSets {
    fn grid(&self) -> Grid {
        Grid {
            slots: 9,
            columns: 3,
        }
    }

    /// A pair, or a jack, queen and king.
    fn set_sizes(&self) -> SetSizes {
        SetSizes { min: 2, max: 3 }
    }

    /// Pip values and faces: ranks alone.
    fn suits_matter(&self) -> bool {
        false
    }

    fn check(&self, cards: &[Card]) -> Result<(), Message> {
        const WHAT: &str = "remove two cards summing to 11, or a jack, queen and king";
        match cards {
            [one] => Err(alone(*one, WHAT)),
            [_, _] => match first_face(cards) {
                Some(face) => Err(Message::new().card(face).text(
                    " has no number value; a jack, queen and king are removed together as a set of three.",
                )),
                None if pip_sum(cards) == 11 => Ok(()),
                None => Err(sum_is_not(cards, 11)),
            },
            [_, _, _] if is_jqk(cards) => Ok(()),
            [_, _, _] if cards.iter().all(|c| c.rank().is_face()) => Err(Message::new()
                .cards(cards)
                .text(" are not one jack, one queen and one king.")),
            [_, _, _] => Err(Message::new()
                .cards(cards)
                .text(" are neither a pair summing to 11 nor a jack, queen and king.")),
            _ => Err(Message::from_text(format!(
                "Elevens removes two cards or three (a jack, queen and king), not {}.",
                cards.len()
            ))),
        }
    }

    fn why_stuck(&self, _shown: &[Card]) -> &'static str {
        "No pair sums to 11 and no jack, queen and king show together"
    }
}
