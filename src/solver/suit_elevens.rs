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

/// Every number set of every suit, as masks: set by set in the order of
/// [`NUMBER_SETS`] (two-card sets first), the four suits within each, so
/// the set of index `i` is [`NUMBER_SETS`]`[i / 4]` in suit `i % 4`.
fn number_sets() -> Vec<u64> {
    NUMBER_SETS
        .iter()
        .flat_map(|ranks| (0..4).map(move |s| mask(s, ranks)))
        .collect()
}

/// For each mask of one suit's showing ranks 1 to 10 (bit `r - 1` for
/// rank `r`), the number sets among them, with the set of index `n` in
/// [`NUMBER_SETS`] at bit `4 * n`: shifted left by the suit, the bits of
/// the four suits interleave into the indices of [`number_sets`].
fn fitting_by_ranks() -> Vec<u64> {
    let rank_masks: Vec<u16> = NUMBER_SETS
        .iter()
        .map(|ranks| ranks.iter().fold(0, |m, &r| m | 1 << (r - 1)))
        .collect();
    (0..1u16 << 10)
        .map(|showing| {
            rank_masks
                .iter()
                .enumerate()
                .filter(|&(_, &set)| showing & set == set)
                .fold(0, |fit, (n, _)| fit | 1 << (4 * n))
        })
        .collect()
}

/// The removable sets of a variant, built once per search.
pub(crate) struct Sets {
    trios: [u64; 4],
    /// The masks of [`number_sets`].
    numbers: Vec<u64>,
    /// [`fitting_by_ranks`].
    fitting: Vec<u64>,
    /// The indices of [`number_sets`] the variant allows: the two-card sets
    /// alone, or all of them.
    allowed: u64,
    pairs_only: bool,
}

impl Sets {
    /// The sets of the pairs variant (`true`) or of sets of two or more.
    pub fn new(pairs_only: bool) -> Sets {
        let pairs = NUMBER_SETS.iter().filter(|ranks| ranks.len() == 2).count();
        let allowed_sets = if pairs_only { pairs } else { NUMBER_SETS.len() };
        Sets {
            trios: trios(),
            numbers: number_sets(),
            fitting: fitting_by_ranks(),
            allowed: (1 << (4 * allowed_sets)) - 1,
            pairs_only,
        }
    }

    /// The indices into [`Sets::numbers`] of the allowed number sets that
    /// all show in `shown`, as bits.
    fn showing_numbers(&self, shown: u64) -> u64 {
        let fitting = (0..4).fold(0, |fit, suit| {
            let ranks = (shown >> (13 * suit)) & 0x3ff;
            fit | self.fitting[ranks as usize] << suit
        });
        fitting & self.allowed
    }
}

/// A Suit Elevens state.
#[derive(Clone)]
pub(crate) struct SuitElevens<'a> {
    deck: &'a [Card; 52],
    sets: &'a Sets,
    shown: u64,
    /// How many cards show (the ones of `shown`).
    count: u8,
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
            count: shown.count_ones() as u8,
            next: start.next,
        };
        state.fill();
        state
    }

    fn fill(&mut self) {
        while self.count < SLOTS && self.next < 52 {
            self.shown |= 1 << self.deck[usize::from(self.next)].index();
            self.count += 1;
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
        self.next - self.count
    }

    fn steps(&self, out: &mut Vec<u64>) {
        if let Some(&trio) = self.sets.trios.iter().find(|&&t| self.shows(t)) {
            out.push(trio);
            return;
        }
        let mut showing = self.sets.showing_numbers(self.shown);
        while showing != 0 {
            out.push(self.sets.numbers[showing.trailing_zeros() as usize]);
            showing &= showing - 1;
        }
    }

    fn apply(&self, step: u64) -> Self {
        let mut next = self.clone();
        next.shown &= !step;
        next.count -= step.count_ones() as u8;
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
        if let Some(&trio) = sets.trios.iter().find(|&&t| self.0.shows(t)) {
            out.push(trio);
            return;
        }
        let showing = sets.showing_numbers(self.0.shown);
        if showing != 0 {
            out.push(sets.numbers[showing.trailing_zeros() as usize]);
        }
    }

    fn apply(&self, step: u64) -> Self {
        SuitPairs(self.0.apply(step))
    }
}
