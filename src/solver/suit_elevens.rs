//! Suit Elevens: a state is the set of showing cards (a 52-bit mask) and
//! the deal position; every possible removal is one of 48 fixed card sets
//! (per suit: 11 number sets summing to 11, and the jack, queen and king).
//!
//! The pairs variant is confluent: each number card has exactly one
//! partner and each trio is unique, so two different possible removals are
//! disjoint and commute, and a greedy playout decides the deal. With sets
//! of two or more, the search branches, but the J, Q, K of a suit can only
//! ever leave together, so removing that trio when it shows is always safe
//! and is played at once without branching (see docs/solver.md).

use super::removal::{RemovalStart, Want};
use super::search::Problem;
use crate::cards::Card;

const SLOTS: u8 = 15;

/// The rank sets of one suit, other than J, Q, K, that sum to 11.
const NUMBER_SETS: [&[u8]; 11] = [
    &[1, 10],
    &[2, 9],
    &[3, 8],
    &[4, 7],
    &[5, 6],
    &[1, 2, 8],
    &[1, 3, 7],
    &[1, 4, 6],
    &[2, 3, 6],
    &[2, 4, 5],
    &[1, 2, 3, 5],
];

fn mask(suit: usize, ranks: &[u8]) -> u64 {
    ranks
        .iter()
        .fold(0, |m, &r| m | 1 << (suit * 13 + usize::from(r) - 1))
}

/// The J, Q, K of each suit.
fn trios() -> [u64; 4] {
    std::array::from_fn(|s| mask(s, &[11, 12, 13]))
}

/// Every number set of every suit, two-card sets first, as masks.
fn number_sets(pairs_only: bool) -> Vec<u64> {
    let sets = NUMBER_SETS
        .iter()
        .filter(|ranks| !pairs_only || ranks.len() == 2);
    sets.flat_map(|ranks| (0..4).map(move |s| mask(s, ranks)))
        .collect()
}

/// The removable sets of a variant, built once per search.
pub(crate) struct Sets {
    trios: [u64; 4],
    numbers: Vec<u64>,
    pairs_only: bool,
}

impl Sets {
    /// The sets of the pairs variant (`true`) or of sets of two or more.
    pub fn new(pairs_only: bool) -> Sets {
        Sets {
            trios: trios(),
            numbers: number_sets(pairs_only),
            pairs_only,
        }
    }
}

/// A Suit Elevens state.
#[derive(Clone)]
pub(crate) struct SuitElevens<'a> {
    deck: &'a [Card; 52],
    sets: &'a Sets,
    shown: u64,
    next: u8,
}

impl<'a> SuitElevens<'a> {
    /// The state at `start`, with the grid filled.
    pub fn new(start: &'a RemovalStart, sets: &'a Sets) -> SuitElevens<'a> {
        let shown = start.shown.iter().fold(0, |m, c| m | 1u64 << c.index());
        let mut state = SuitElevens {
            deck: &start.deck,
            sets,
            shown,
            next: start.next,
        };
        state.fill();
        state
    }

    fn fill(&mut self) {
        while (self.shown.count_ones() as u8) < SLOTS && self.next < 52 {
            self.shown |= 1 << self.deck[usize::from(self.next)].index();
            self.next += 1;
        }
    }

    fn shows(&self, set: u64) -> bool {
        self.shown & set == set
    }
}

/// The cards a step (a set's mask) removes.
pub(crate) fn wants(step: u64) -> Vec<Want> {
    Card::all()
        .filter(|c| step & 1 << c.index() != 0)
        .map(Want::Card)
        .collect()
}

/// The pairs variant: a greedy playout with the same states.
#[derive(Clone)]
pub(crate) struct SuitPairs<'a>(pub SuitElevens<'a>);

impl Problem for SuitElevens<'_> {
    type Step = u64;
    type Key = u64;

    /// The 52-bit mask of showing cards, with the deal position above it.
    fn key(&self) -> u64 {
        self.shown | u64::from(self.next) << 52
    }

    fn is_won(&self) -> bool {
        self.next == 52 && self.shown == 0
    }

    fn cleared(&self) -> u8 {
        self.next - self.shown.count_ones() as u8
    }

    fn steps(&self, out: &mut Vec<u64>) {
        if let Some(&trio) = self.sets.trios.iter().find(|&&t| self.shows(t)) {
            out.push(trio);
            return;
        }
        out.extend(self.sets.numbers.iter().filter(|&&s| self.shows(s)));
    }

    fn apply(&self, step: u64) -> Self {
        let mut next = self.clone();
        next.shown &= !step;
        next.fill();
        next
    }
}

impl Problem for SuitPairs<'_> {
    type Step = u64;
    type Key = u64;
    const CONFLUENT: bool = true;

    fn key(&self) -> u64 {
        self.0.key()
    }

    fn is_won(&self) -> bool {
        self.0.is_won()
    }

    fn cleared(&self) -> u8 {
        self.0.cleared()
    }

    fn steps(&self, out: &mut Vec<u64>) {
        debug_assert!(self.0.sets.pairs_only);
        let sets = self.0.sets;
        let found = sets.trios.iter().chain(&sets.numbers);
        out.extend(found.copied().find(|&s| self.0.shows(s)));
    }

    fn apply(&self, step: u64) -> Self {
        SuitPairs(self.0.apply(step))
    }
}
