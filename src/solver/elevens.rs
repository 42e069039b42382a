//! Elevens: confluent, so one greedy playout decides a deal.
//!
//! Suits never matter, so a state is the counts of showing ranks and how
//! many deck cards have been dealt. A move removes one card of rank `r` and
//! one of `11 - r`, or one jack, queen and king. Two different moves use
//! disjoint ranks, and removing cards only deals more cards, so a move
//! available now stays available after any other: the moves commute
//! (diamond property), every line ends in the same state, and the first
//! move found is as good as any (see docs/solver.md).

use super::removal::{CountedGame, CountedGrid, Want};
use crate::cards::Card;

/// The step that removes a jack, queen and king; steps 1 to 5 remove a card
/// of that rank with one of rank `11 - r`.
pub(crate) const FACES: u8 = 11;

/// Elevens' rules on a [`CountedGrid`]: every card counts under its rank (1
/// to 13), nine show.
pub(crate) struct Rules;

/// An Elevens state: showing rank counts and the deal position.
pub(crate) type Elevens<'a> = CountedGrid<'a, Rules, 14>;

impl CountedGame<14> for Rules {
    const SLOTS: u8 = 9;
    const CONFLUENT: bool = true;

    #[inline]
    fn class(card: Card) -> Option<usize> {
        Some(usize::from(card.rank().number()))
    }

    fn key(_: &[u8; 14], _: u8) -> u64 {
        0
    }

    fn steps(c: &[u8; 14], out: &mut Vec<u8>) {
        if let Some(r) = (1..=5u8).find(|&r| c[usize::from(r)] > 0 && c[usize::from(11 - r)] > 0) {
            out.push(r);
        } else if c[11] > 0 && c[12] > 0 && c[13] > 0 {
            out.push(FACES);
        }
    }

    fn taken(step: u8) -> &'static [u8] {
        match step {
            FACES => &[11, 12, 13],
            1 => &[1, 10],
            2 => &[2, 9],
            3 => &[3, 8],
            4 => &[4, 7],
            5 => &[5, 6],
            _ => unreachable!("Elevens has no step {step}"),
        }
    }
}

/// The cards a step removes.
pub(crate) fn wants(step: u8) -> Vec<Want> {
    Rules::taken(step).iter().map(|&r| Want::Rank(r)).collect()
}
