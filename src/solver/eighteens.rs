//! Eighteens: suits never matter and the jack, queen and king are
//! interchangeable (a set needs exactly one face card, any face), and aces
//! leave by themselves. So a state is the counts of showing number ranks
//! (2 to 10), the count of showing face cards, and the deal position,
//! packed into 46 bits. A move is a face card and one of the eight rank
//! trios of three different ranks summing to 18.

use super::removal::{CountedGame, CountedGrid, Want};
use crate::cards::Card;

/// The count index for face cards.
const FACE: u8 = 11;

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

/// The count indices each step removes: a face and its trio.
static TAKEN: [[u8; 4]; 8] = {
    let mut taken = [[0; 4]; 8];
    let mut i = 0;
    while i < TRIOS.len() {
        let [a, b, c] = TRIOS[i];
        taken[i] = [FACE, a, b, c];
        i += 1;
    }
    taken
};

/// Eighteens' rules on a [`CountedGrid`]: number cards count under their
/// rank (2 to 10) and every face at [`FACE`], twelve show; an ace is
/// discarded as it is dealt and its slot refilled, so aces simply pass by.
pub(crate) struct Rules;

/// An Eighteens state: showing cards by rank (2..=10), faces at index 11,
/// and the deal position.
pub(crate) type Eighteens<'a> = CountedGrid<'a, Rules, 12>;

impl CountedGame<12> for Rules {
    const SLOTS: u8 = 12;

    #[inline]
    fn class(card: Card) -> Option<usize> {
        match card.rank().number() {
            1 => None,
            r if r > 10 => Some(usize::from(FACE)),
            r => Some(usize::from(r)),
        }
    }

    fn key(counts: &[u8; 12], dealt: u8) -> u64 {
        let counts = counts[2..].iter().fold(0u64, |k, &c| k << 4 | u64::from(c));
        counts << 6 | u64::from(dealt)
    }

    fn steps(counts: &[u8; 12], out: &mut Vec<u8>) {
        if counts[usize::from(FACE)] == 0 {
            return;
        }
        for (i, trio) in TRIOS.iter().enumerate() {
            if trio.iter().all(|&r| counts[usize::from(r)] > 0) {
                out.push(i as u8);
            }
        }
    }

    fn taken(step: u8) -> &'static [u8] {
        &TAKEN[usize::from(step)]
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
