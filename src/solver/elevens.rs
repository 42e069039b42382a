//! Elevens: confluent, so one greedy playout decides a deal.
//!
//! Suits never matter, so a state is the counts of showing ranks and how
//! many deck cards have been dealt. A move removes one card of rank `r` and
//! one of `11 - r`, or one jack, queen and king. Two different moves use
//! disjoint ranks, and removing cards only deals more cards, so a move
//! available now stays available after any other: the moves commute
//! (diamond property), every line ends in the same state, and the first
//! move found is as good as any (see docs/solver.md).

use super::removal::{RemovalStart, Want};
use super::search::Problem;
use crate::cards::Card;

/// The step that removes a jack, queen and king; steps 1 to 5 remove a card
/// of that rank with one of rank `11 - r`.
pub(crate) const FACES: u8 = 11;
const SLOTS: u8 = 9;

/// An Elevens state: showing rank counts and the deal position.
#[derive(Clone)]
pub(crate) struct Elevens<'a> {
    deck: &'a [Card; 52],
    counts: [u8; 14],
    shown: u8,
    next: u8,
}

impl<'a> Elevens<'a> {
    /// The state at `start`, with the grid filled.
    pub fn new(start: &'a RemovalStart) -> Elevens<'a> {
        let mut state = Elevens {
            deck: &start.deck,
            counts: [0; 14],
            shown: 0,
            next: start.next,
        };
        for card in start.shown.iter() {
            state.counts[usize::from(card.rank().number())] += 1;
            state.shown += 1;
        }
        state.fill();
        state
    }

    fn fill(&mut self) {
        while self.shown < SLOTS && self.next < 52 {
            let card = self.deck[usize::from(self.next)];
            self.next += 1;
            self.counts[usize::from(card.rank().number())] += 1;
            self.shown += 1;
        }
    }
}

/// The cards a step removes.
pub(crate) fn wants(step: u8) -> Vec<Want> {
    if step == FACES {
        vec![Want::Rank(11), Want::Rank(12), Want::Rank(13)]
    } else {
        vec![Want::Rank(step), Want::Rank(11 - step)]
    }
}

impl Problem for Elevens<'_> {
    type Step = u8;
    const CONFLUENT: bool = true;

    fn key(&self) -> u128 {
        0
    }

    fn is_won(&self) -> bool {
        self.next == 52 && self.shown == 0
    }

    fn cleared(&self) -> u8 {
        self.next - self.shown
    }

    fn steps(&self, out: &mut Vec<u8>) {
        let c = &self.counts;
        if let Some(r) = (1..=5u8).find(|&r| c[usize::from(r)] > 0 && c[usize::from(11 - r)] > 0) {
            out.push(r);
        } else if c[11] > 0 && c[12] > 0 && c[13] > 0 {
            out.push(FACES);
        }
    }

    fn apply(&self, step: u8) -> Self {
        let mut next = self.clone();
        let ranks: &[u8] = if step == FACES {
            &[11, 12, 13]
        } else {
            &[step, 11 - step]
        };
        for &r in ranks {
            next.counts[usize::from(r)] -= 1;
            next.shown -= 1;
        }
        next.fill();
        next
    }
}
