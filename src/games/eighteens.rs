//! Eighteens: twelve cards in a 4 by 3 grid; remove a face card and three
//! number cards of different ranks summing to 18. Aces showing are discarded
//! at once.

use super::descriptor::{
    GameDescriptor, HintPlan, MoveShape, MoveUsage, Progress, EVERY_CARD_REMOVED,
    MOVE_HELP_FOR_REMOVAL, REMOVED_OF_52, SHOW_STOCK_AND_ROWS, STANDARD_ONLY,
};
use super::removal::{
    pip_sum, subsets, sum_is_not, Grid, RemovalGame, SetRules, SetSizes, HINT_BUDGET,
};
use crate::cards::Card;
use crate::message::{Message, PlaceKind};

/// Eighteens, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "eighteens",
    name: "Eighteens",
    summary: "12 cards; remove a face card and 3 different ranks summing to 18.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/eighteens.md"),
    goal: EVERY_CARD_REMOVED,
    cleared: REMOVED_OF_52,
    progress: Progress::StockAndCleared,
    moves: MoveUsage {
        shape: MoveShape::Remove,
        how: "removes cards by position or code",
        example: "remove 3 7",
        usage: "remove P P ..",
        summary: "remove by position or card code: remove~1~4~6~9
  1 4 6 9             a bare line of positions does the same",
        spoken: "remove~1~4~6~9: removes those four.",
        remove_help: "remove~P~P~..: remove four cards. Name each card by its position or \
code. Example: remove~1~4~6~9. Positions alone do the same:~1~4~6~9.",
        move_help: MOVE_HELP_FOR_REMOVAL,
    },
    turns_stock: false,
    show: SHOW_STOCK_AND_ROWS,
    variants: STANDARD_ONLY,
    deal: |rules, deal| RemovalGame::deal(rules, &EighteensSets, deal),
    hint: HintPlan::sampled(HINT_BUDGET),
    layout: None,
    cover: None,
};

/// Eighteens' sets: one face card and three number cards of different ranks
/// summing to 18, on a grid of twelve slots in rows of four; aces are
/// discarded as they show.
#[derive(Debug)]
pub struct EighteensSets;

impl SetRules for EighteensSets {
    fn grid(&self) -> Grid {
        Grid {
            slots: 12,
            columns: 4,
        }
    }

    fn discards_aces(&self) -> bool {
        true
    }

    /// A face card and three number cards.
    fn set_sizes(&self) -> SetSizes {
        SetSizes { min: 4, max: 4 }
    }

    /// Pip values and faces: ranks alone.
    fn suits_matter(&self) -> bool {
        false
    }

    /// Sets of the same ranks play alike, whatever their suits, and so do
    /// the face cards, any of which makes a set: the ranks, face cards
    /// counted as one rank.
    fn outcome_key(&self, cards: &[Card]) -> Vec<usize> {
        let mut ranks: Vec<usize> = cards
            .iter()
            .map(|c| usize::from(c.rank().number().min(11)))
            .collect();
        ranks.sort_unstable();
        ranks
    }

    fn check(&self, cards: &[Card]) -> Result<(), Message> {
        if cards.len() != 4 {
            return Err(Message::from_text(format!(
                "Eighteens removes exactly four cards, a face card and three cards summing to 18, not {}.",
                cards.len()
            )));
        }
        let faces: Vec<Card> = cards
            .iter()
            .copied()
            .filter(|c| c.rank().is_face())
            .collect();
        if faces.len() != 1 {
            let count = if faces.is_empty() {
                "no face card".to_string()
            } else {
                format!("{} face cards", faces.len())
            };
            return Err(Message::new()
                .cards(cards)
                .text(format!(" include {count}; a set has exactly one.")));
        }
        let numbers: Vec<Card> = cards
            .iter()
            .copied()
            .filter(|c| !c.rank().is_face())
            .collect();
        for (i, a) in numbers.iter().enumerate() {
            if let Some(b) = numbers[i + 1..].iter().find(|b| b.rank() == a.rank()) {
                return Err(Message::new().card(*a).text(" and ").card(*b).text(
                    " have the same rank; the three number cards must be of different ranks.",
                ));
            }
        }
        if pip_sum(&numbers) == 18 {
            Ok(())
        } else {
            Err(sum_is_not(&numbers, 18))
        }
    }

    /// Each face card with each group of the other cards of a set's size
    /// but one: a set holds exactly one face card.
    fn find_sets(&self, shown: &[(usize, Card)], found: &mut dyn FnMut(&[usize]) -> bool) {
        let sizes = self.set_sizes();
        let faces: Vec<(usize, Card)> = shown
            .iter()
            .copied()
            .filter(|(_, c)| c.rank().is_face())
            .collect();
        let numbers: Vec<(usize, Card)> = shown
            .iter()
            .copied()
            .filter(|(_, c)| !c.rank().is_face())
            .collect();
        for &(face_slot, face) in &faces {
            let stop = subsets(
                &numbers,
                sizes.min - 1,
                sizes.max - 1,
                &mut Vec::new(),
                &mut |trio| {
                    let mut cards: Vec<Card> = trio.iter().map(|(_, c)| *c).collect();
                    cards.push(face);
                    if self.check(&cards).is_err() {
                        return false;
                    }
                    let mut slots: Vec<usize> = trio.iter().map(|(s, _)| *s).collect();
                    slots.push(face_slot);
                    slots.sort_unstable();
                    found(&slots)
                },
            );
            if stop {
                return;
            }
        }
    }

    fn why_stuck(&self, shown: &[Card]) -> &'static str {
        if shown.iter().any(|c| c.rank().is_face()) {
            "No three different ranks showing sum to 18"
        } else {
            "No face card is showing"
        }
    }
}
