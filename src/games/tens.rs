//! Tens: thirteen cards in rows of seven; remove two cards ace to 9
//! summing to 10, or all four tens, jacks, queens or kings.

use super::descriptor::{
    GameDescriptor, HintPlan, Progress, EVERY_CARD_REMOVED, REMOVED_OF_52, SHOW_STOCK_AND_ROWS,
    STANDARD_ONLY,
};
use super::elevens::REMOVE_A_SET;
use super::removal::{
    alone, find_checked, pip_sum, sum_is_not, Grid, RemovalGame, SetRules, SetSizes, HINT_BUDGET,
};
use crate::cards::Card;
use crate::message::{Message, PlaceKind};

/// Tens, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "tens",
    name: "Tens",
    summary: "13 cards; remove pairs summing to 10, or four 10s, Js, Qs or Ks.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/tens.md"),
    goal: EVERY_CARD_REMOVED,
    cleared: REMOVED_OF_52,
    progress: Progress::StockAndCleared,
    moves: REMOVE_A_SET,
    turns_stock: false,
    show: SHOW_STOCK_AND_ROWS,
    variants: STANDARD_ONLY,
    deal: |rules, deal| RemovalGame::deal(rules, &TensSets, deal),
    // No two sets share a rank: no choice matters (docs/solver.md).
    hint: HintPlan::any_move(HINT_BUDGET),
    layout: None,
    cover: None,
};

/// What a set of Tens is made of, said when one is refused.
const WHAT: &str = "remove two cards summing to 10, or four 10s, jacks, queens or kings";

/// Tens' sets: two cards ace to 9 summing to 10, or all four cards of one
/// rank from 10 to king, on a grid of thirteen slots in rows of seven.
#[derive(Debug)]
pub struct TensSets;

/// True if `card` leaves only with the other three of its rank.
fn in_fours(card: &Card) -> bool {
    card.rank().number() >= 10
}

impl SetRules for TensSets {
    fn grid(&self) -> Grid {
        Grid {
            slots: 13,
            columns: 7,
        }
    }

    /// A pair, or four of a kind.
    fn set_sizes(&self) -> SetSizes {
        SetSizes { min: 2, max: 4 }
    }

    /// Values and ranks: no suits.
    fn suits_matter(&self) -> bool {
        false
    }

    fn check(&self, cards: &[Card]) -> Result<(), Message> {
        match cards {
            [one] => Err(alone(*one, WHAT)),
            [_, _] => match cards.iter().find(|c| in_fours(c)) {
                Some(card) => Err(Message::new().card(*card).text(
                    " leaves only with the other three of its rank: tens, jacks, queens and kings go four at a time.",
                )),
                None if pip_sum(cards) == 10 => Ok(()),
                None => Err(sum_is_not(cards, 10)),
            },
            [first, ..] if cards.len() == 4 => {
                let same = cards.iter().all(|c| c.rank() == first.rank());
                if same && in_fours(first) {
                    Ok(())
                } else if same {
                    Err(Message::new().cards(cards).text(
                        " are four of a kind, but only tens, jacks, queens and kings go four at a time.",
                    ))
                } else {
                    Err(Message::new()
                        .cards(cards)
                        .text(" are not four of one rank."))
                }
            }
            _ => Err(Message::from_text(format!(
                "Tens removes two cards or four of a kind, not {}.",
                cards.len()
            ))),
        }
    }

    /// The pairs, then each rank from 10 to king showing all four: the
    /// four-card groups of other ranks are never sets.
    fn find_sets(&self, shown: &[(usize, Card)], found: &mut dyn FnMut(&[usize]) -> bool) {
        let pairs = SetSizes { min: 2, max: 2 };
        if find_checked(shown, pairs, self, found) {
            return;
        }
        for rank in 10..=13 {
            let slots: Vec<usize> = shown
                .iter()
                .filter(|(_, c)| c.rank().number() == rank)
                .map(|&(slot, _)| slot)
                .collect();
            if slots.len() == self.set_sizes().max && found(&slots) {
                return;
            }
        }
    }

    fn why_stuck(&self, _shown: &[Card]) -> &'static str {
        "No two cards sum to 10 and no four tens, jacks, queens or kings show"
    }
}

#[cfg(test)]
#[path = "tens_tests.rs"]
mod tests;
