//! Sweet Sixteen's classes of positions, which its rules and its solver
//! share. A pile is always a run built down in alternating colours on its
//! first card, so a pile is its top class (rank and colour: suits within a
//! colour never matter) and its bottom rank, and pile positions never
//! matter. The classes fall into two *chains*, `(1, c), (2, !c), ...,
//! (13, ..)`: a card only ever goes on the next class of its own chain, so
//! on each chain a pile is an interval `[level, bottom]` of ranks, kept as
//! one byte, its code.
//!
//! A move that empties no pile moves a top from level `k` to level `k + 1`;
//! all it does is swap the two piles' bottoms, and the move back is always
//! legal. So the positions those moves connect form one class, and the
//! class is known without visiting its members: per chain, how many piles
//! have their top at each level, and for each run of consecutive occupied
//! levels the multiset of the bottoms of its piles (every placement of
//! those bottoms with each bottom at or above its pile's level is
//! reachable; docs/solver.md has the proof). A class is kept as its
//! canonical member (the largest bottoms on the highest levels of each
//! run): 16 pile codes, sorted.
//!
//! The rules use the classes to end a game in which no card can ever be
//! dealt again ([`can_still_deal`]); the solver (`solver::sweet_sixteen`)
//! searches over them.

use super::{SweetSixteen, PILES};
use crate::cards::{Card, Colour};
use crate::games::Game;

/// The number of pile codes: two chains of 91 (level, bottom) pairs.
pub(crate) const CODES: usize = 182;

/// A pile's code: its chain, then its level (top rank), then its bottom
/// rank, so sorting codes groups each chain's piles by level.
#[inline]
pub(crate) const fn code(chain: usize, level: u8, bottom: u8) -> u8 {
    let skipped = (level as usize - 1) * 14 - (level as usize - 1) * level as usize / 2;
    (chain * 91 + skipped + (bottom - level) as usize) as u8
}

/// Each code's chain, level and bottom rank.
pub(crate) const TABLES: [[u8; 3]; CODES] = {
    let mut t = [[0u8; 3]; CODES];
    let mut chain = 0;
    while chain < 2 {
        let mut level = 1;
        while level <= 13 {
            let mut bottom = level;
            while bottom <= 13 {
                let c = code(chain, level, bottom) as usize;
                t[c] = [chain as u8, level, bottom];
                bottom += 1;
            }
            level += 1;
        }
        chain += 1;
    }
    t
};

/// The chain of the pile of code `c`.
#[inline]
pub(crate) fn chain(c: u8) -> u8 {
    TABLES[usize::from(c)][0]
}

/// The level (top rank) of the pile of code `c`.
#[inline]
pub(crate) fn level(c: u8) -> u8 {
    TABLES[usize::from(c)][1]
}

/// The bottom rank of the pile of code `c`.
#[inline]
pub(crate) fn bottom(c: u8) -> u8 {
    TABLES[usize::from(c)][2]
}

/// The chain of a card: 1 for the chain of the red ace (red odd ranks,
/// black even ranks), 0 for the other.
#[inline]
fn card_chain(card: Card) -> usize {
    usize::from((card.colour() == Colour::Red) ^ card.rank().number().is_multiple_of(2))
}

/// The chain and rank of a card.
pub(crate) fn chain_and_rank(card: Card) -> (usize, u8) {
    (card_chain(card), card.rank().number())
}

/// The code of a pile whose top is `card` with `len` cards.
#[inline]
pub(crate) fn pile_code(card: Card, len: u8) -> u8 {
    let rank = card.rank().number();
    code(card_chain(card), rank, rank + len - 1)
}

/// The code of the real game's pile `p`, if it has cards.
pub(crate) fn pile_of(game: &SweetSixteen, p: usize) -> Option<u8> {
    Some(pile_code(game.top(p)?, game.pile(p).len() as u8))
}

/// Sorts `piles` into the canonical member of its class: in each run, the
/// bottoms are placed in ascending order on the ascending levels (the
/// largest bottoms on the highest levels). Returns how many distinct lone
/// cards the class can play (per run, the distinct bottoms below its
/// highest level), the search's measure of a class's promise.
pub(crate) fn canonical(piles: &mut [u8; PILES]) -> u8 {
    // Insertion sort: a step changes two or three codes of a sorted state.
    for k in 1..PILES {
        let mut m = k;
        while m > 0 && piles[m - 1] > piles[m] {
            piles.swap(m - 1, m);
            m -= 1;
        }
    }
    let mut info: [[u8; 3]; PILES] = std::array::from_fn(|i| TABLES[usize::from(piles[i])]);
    let mut lone = 0;
    let mut s = 0;
    while s < PILES {
        let [c, _, _] = info[s];
        // The run s..e, and whether its bottoms already ascend.
        let mut e = s + 1;
        let mut ascending = true;
        while e < PILES && info[e][0] == c && info[e][1] <= info[e - 1][1] + 1 {
            ascending &= info[e - 1][2] <= info[e][2];
            e += 1;
        }
        if !ascending {
            let mut bottoms = [0u8; PILES];
            for i in s..e {
                bottoms[i - s] = info[i][2];
            }
            bottoms[..e - s].sort_unstable();
            for i in s..e {
                info[i][2] = bottoms[i - s];
                piles[i] = code(usize::from(c), info[i][1], bottoms[i - s]);
            }
        }
        let high = info[e - 1][1];
        let mut last = 0;
        for &[_, _, k] in &info[s..e] {
            if k != last && k < high {
                lone += 1;
                last = k;
            }
        }
        s = e;
    }
    lone
}

/// True if a card can still be dealt in `game`: some position that its
/// moves emptying no pile reach has a move that empties a pile (a run holds
/// a bottom below its highest level). When false, the rules let play go on,
/// shuttling cards between piles, but no card will ever be dealt again.
pub(crate) fn can_still_deal(game: &SweetSixteen) -> bool {
    if game.stock_len() == 0 {
        return false;
    }
    let mut piles =
        std::array::from_fn(|p| pile_of(game, p).expect("piles are full while the stock lasts"));
    canonical(&mut piles) > 0
}
