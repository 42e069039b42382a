//! Eighteens: suits never matter and the jack, queen and king are
//! interchangeable (a set needs exactly one face card, any face), and aces
//! leave by themselves. So a state is the counts of showing number ranks
//! (2 to 10), the count of showing face cards, and the deal position,
//! packed into 38 bits. A move is a face card and one of the eight rank
//! trios of three different ranks summing to 18.

use super::removal::{RemovalStart, Want};
use super::search::Problem;
use crate::cards::Card;

const SLOTS: u8 = 12;
/// The count index for face cards.
const FACE: usize = 11;

/// The trios of different ranks from 2 to 10 summing to 18.
pub(crate) const TRIOS: [[u8; 3]; 8] = [
    [2, 6, 10],
    [2, 7, 9],
    [3, 5, 10],
    [3, 6, 9],
    [3, 7, 8],
    [4, 5, 9],
    [4, 6, 8],
    [5, 6, 7],
];

/// An Eighteens state.
#[derive(Clone)]
pub(crate) struct Eighteens<'a> {
    deck: &'a [Card; 52],
    /// Showing cards by rank (2..=10), faces at index 11.
    counts: [u8; 12],
    shown: u8,
    next: u8,
}

fn slot_of(card: Card) -> Option<usize> {
    match card.rank().number() {
        1 => None,
        r if r > 10 => Some(FACE),
        r => Some(usize::from(r)),
    }
}

impl<'a> Eighteens<'a> {
    /// The state at `start`, with the grid filled and aces discarded.
    pub fn new(start: &'a RemovalStart) -> Eighteens<'a> {
        let mut state = Eighteens {
            deck: &start.deck,
            counts: [0; 12],
            shown: 0,
            next: start.next,
        };
        for card in start.shown.iter() {
            if let Some(i) = slot_of(card) {
                state.counts[i] += 1;
                state.shown += 1;
            }
        }
        state.fill();
        state
    }

    /// Deals into empty slots; an ace is discarded as it shows and its slot
    /// refilled, so aces simply pass by.
    fn fill(&mut self) {
        while self.shown < SLOTS && self.next < 52 {
            let card = self.deck[usize::from(self.next)];
            self.next += 1;
            if let Some(i) = slot_of(card) {
                self.counts[i] += 1;
                self.shown += 1;
            }
        }
    }
}

/// The cards a step (an index into [`TRIOS`]) removes.
pub(crate) fn wants(step: u8) -> Vec<Want> {
    let trio = TRIOS[usize::from(step)];
    vec![
        Want::Face,
        Want::Rank(trio[0]),
        Want::Rank(trio[1]),
        Want::Rank(trio[2]),
    ]
}

impl Problem for Eighteens<'_> {
    type Step = u8;

    fn key(&self) -> u128 {
        let counts = self.counts[2..]
            .iter()
            .fold(0u128, |k, &c| k << 4 | u128::from(c));
        counts << 6 | u128::from(self.next)
    }

    fn is_won(&self) -> bool {
        self.next == 52 && self.shown == 0
    }

    fn cleared(&self) -> u8 {
        self.next - self.shown
    }

    fn steps(&self, out: &mut Vec<u8>) {
        if self.counts[FACE] == 0 {
            return;
        }
        for (i, trio) in TRIOS.iter().enumerate() {
            if trio.iter().all(|&r| self.counts[usize::from(r)] > 0) {
                out.push(i as u8);
            }
        }
    }

    fn apply(&self, step: u8) -> Self {
        let mut next = self.clone();
        next.counts[FACE] -= 1;
        for &r in &TRIOS[usize::from(step)] {
            next.counts[usize::from(r)] -= 1;
        }
        next.shown -= 4;
        next.fill();
        next
    }
}
