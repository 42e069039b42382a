//! Fifteens: sixteen cards in a 4 by 4 grid; remove any number of cards
//! ace to 9 summing to 15, or one each of 10, jack, queen and king.

use super::descriptor::{
    GameDescriptor, HintPlan, Progress, EVERY_CARD_REMOVED, REMOVED_OF_52, SHOW_STOCK_AND_ROWS,
    STANDARD_ONLY,
};
use super::elevens::REMOVE_A_SET;
use super::removal::{
    alone, in_tens_to_kings, is_ten_to_king, pip_sum, ranks_key, sum_is_not, Grid, RemovalGame,
    SetRules, SetSizes, HINT_BUDGET, TENS_TO_KINGS,
};
use crate::cards::Card;
use crate::message::{Message, PlaceKind};

/// Fifteens, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "fifteens",
    name: "Fifteens",
    summary: "16 cards; remove cards A-9 summing to 15, or a 10, J, Q, K.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/fifteens.md"),
    goal: EVERY_CARD_REMOVED,
    cleared: REMOVED_OF_52,
    progress: Progress::StockAndCleared,
    moves: REMOVE_A_SET,
    turns_stock: false,
    show: SHOW_STOCK_AND_ROWS,
    variants: STANDARD_ONLY,
    deal: |rules, deal| RemovalGame::deal(rules, &FifteensSets, deal),
    hint: HintPlan::sampled(HINT_BUDGET),
    layout: None,
    cover: None,
};

/// The sum a set of cards ace to 9 makes.
const TARGET: u32 = 15;

/// Fifteens' sets: any number of cards ace to 9 summing to 15, or one
/// each of 10, jack, queen and king, on a grid of sixteen slots in rows of
/// four.
#[derive(Debug)]
pub struct FifteensSets;

impl SetRules for FifteensSets {
    fn grid(&self) -> Grid {
        Grid {
            slots: 16,
            columns: 4,
        }
    }

    /// Two cards at least (none counts 15 alone), nine at most (four
    /// aces, four 2s and a 3).
    fn set_sizes(&self) -> SetSizes {
        SetSizes { min: 2, max: 9 }
    }

    /// Values and ranks: no suits.
    fn suits_matter(&self) -> bool {
        false
    }

    /// Sets of the same ranks play alike, whatever their suits.
    fn outcome_key(&self, cards: &[Card]) -> Vec<usize> {
        ranks_key(cards)
    }

    fn check(&self, cards: &[Card]) -> Result<(), Message> {
        if let [one] = cards {
            return Err(alone(
                *one,
                "remove cards ace to 9 summing to 15, or a 10, jack, queen and king",
            ));
        }
        if cards.iter().any(in_tens_to_kings) {
            return if is_ten_to_king(cards) {
                Ok(())
            } else {
                Err(Message::new().cards(cards).text(
                    " are not one 10, one jack, one queen and one king, the only set a 10 or a face card leaves in.",
                ))
            };
        }
        if pip_sum(cards) == TARGET {
            Ok(())
        } else {
            Err(sum_is_not(cards, TARGET))
        }
    }

    /// The groups of cards ace to 9 summing to 15, grown card by card and
    /// given up once past 15, then each 10, jack, queen and king.
    fn find_sets(&self, shown: &[(usize, Card)], found: &mut dyn FnMut(&[usize]) -> bool) {
        let numbers: Vec<(usize, u32)> = shown
            .iter()
            .filter(|(_, c)| !in_tens_to_kings(c))
            .map(|&(slot, c)| (slot, u32::from(c.rank().number())))
            .collect();
        if sums_to_target(&numbers, 0, &mut Vec::new(), found) {
            return;
        }
        let of_rank = |rank: u8| -> Vec<usize> {
            shown
                .iter()
                .filter(|(_, c)| c.rank().number() == rank)
                .map(|&(slot, _)| slot)
                .collect()
        };
        let [tens, jacks, queens, kings] = TENS_TO_KINGS.map(of_rank);
        for &t in &tens {
            for &j in &jacks {
                for &q in &queens {
                    for &k in &kings {
                        let mut slots = [t, j, q, k];
                        slots.sort_unstable();
                        if found(&slots) {
                            return;
                        }
                    }
                }
            }
        }
    }

    fn why_stuck(&self, _shown: &[Card]) -> &'static str {
        "No cards ace to 9 sum to 15 and no 10, jack, queen and king show together"
    }
}

/// Calls `found` with the slots of each group of `numbers` (slot and value,
/// slots ascending) from the `from`th on that, with `chosen`, sums to 15;
/// true once `found` has said to stop.
fn sums_to_target(
    numbers: &[(usize, u32)],
    sum: u32,
    chosen: &mut Vec<usize>,
    found: &mut dyn FnMut(&[usize]) -> bool,
) -> bool {
    for (i, &(slot, value)) in numbers.iter().enumerate() {
        let total = sum + value;
        if total > TARGET {
            continue;
        }
        chosen.push(slot);
        let stop = if total == TARGET {
            chosen.len() >= 2 && found(chosen)
        } else {
            sums_to_target(&numbers[i + 1..], total, chosen, found)
        };
        chosen.pop();
        if stop {
            return true;
        }
    }
    false
}

#[cfg(test)]
#[path = "fifteens_tests.rs"]
mod tests;
