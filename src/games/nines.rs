//! Nines: nine cards in a 3 by 3 grid; remove two cards summing to 9, a
//! nine alone, or one each of 10, jack, queen and king.

use super::descriptor::{
    GameDescriptor, HintPlan, Progress, EVERY_CARD_REMOVED, REMOVED_OF_52, SHOW_STOCK_AND_ROWS,
    STANDARD_ONLY,
};
use super::elevens::REMOVE_A_SET;
use super::removal::{
    alone, in_tens_to_kings, is_ten_to_king, pip_sum, sum_is_not, Grid, RemovalGame, SetRules,
    SetSizes, HINT_BUDGET,
};
use crate::cards::Card;
use crate::message::{Message, PlaceKind};

/// Nines, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "nines",
    name: "Nines",
    summary: "9 cards; remove pairs summing to 9, a 9 alone, or 10, J, Q, K.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/nines.md"),
    goal: EVERY_CARD_REMOVED,
    cleared: REMOVED_OF_52,
    progress: Progress::StockAndCleared,
    moves: REMOVE_A_SET,
    turns_stock: false,
    show: SHOW_STOCK_AND_ROWS,
    variants: STANDARD_ONLY,
    deal: |rules, deal| RemovalGame::deal(rules, &NinesSets, deal),
    // No two sets share a rank: no choice matters (docs/solver.md).
    hint: HintPlan::any_move(HINT_BUDGET),
    layout: None,
    cover: None,
};

/// What a set of Nines is made of, said when one is refused.
const WHAT: &str = "remove two cards summing to 9, a nine alone, or a 10, jack, queen and king";

/// Nines' sets: two cards summing to 9, a nine alone, or one each of 10,
/// jack, queen and king, on a grid of nine slots in rows of three.
#[derive(Debug)]
pub struct NinesSets;

impl SetRules for NinesSets {
    fn grid(&self) -> Grid {
        Grid {
            slots: 9,
            columns: 3,
        }
    }

    /// A nine alone, a pair, or four from 10 to king.
    fn set_sizes(&self) -> SetSizes {
        SetSizes { min: 1, max: 4 }
    }

    /// Values and ranks: no suits.
    fn suits_matter(&self) -> bool {
        false
    }

    fn check(&self, cards: &[Card]) -> Result<(), Message> {
        let nine = cards.iter().find(|c| c.rank().number() == 9);
        match (cards, nine) {
            ([_], Some(_)) => Ok(()),
            ([one], None) => Err(alone(*one, WHAT)),
            (_, Some(nine)) => Err(Message::new()
                .card(*nine)
                .text(" is removed alone; a nine pairs with nothing.")),
            ([_, _], None) => match cards.iter().find(|c| in_tens_to_kings(c)) {
                Some(card) => Err(Message::new()
                    .card(*card)
                    .text(" leaves only in a set of one 10, one jack, one queen and one king.")),
                None if pip_sum(cards) == 9 => Ok(()),
                None => Err(sum_is_not(cards, 9)),
            },
            ([_, _, _, _], None) => {
                if is_ten_to_king(cards) {
                    Ok(())
                } else {
                    Err(Message::new()
                        .cards(cards)
                        .text(" are not one 10, one jack, one queen and one king."))
                }
            }
            _ => Err(Message::from_text(format!(
                "Nines removes a nine alone, two cards or four, not {}.",
                cards.len()
            ))),
        }
    }

    fn why_stuck(&self, _shown: &[Card]) -> &'static str {
        "No two cards sum to 9, no nine shows and no 10, jack, queen and king show together"
    }
}

#[cfg(test)]
#[path = "nines_tests.rs"]
mod tests;
