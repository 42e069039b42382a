//! An upper bound on the cards a Sweet Sixteen class can still deal, from a
//! relaxed game that forgets which run each bottom belongs to.
//!
//! The relaxed state keeps, per chain and rank, only how many piles have
//! their top (level) at that rank and how many have their bottom there.
//! Its step takes a bottom `k` where levels `k` and `k + 1` of the same
//! chain are occupied, removes that bottom and one level `k + 1`, and adds
//! the next card of the stock as a level and a bottom. Every step of the
//! class search is such a step (a run with a bottom `k` below its highest
//! level covers levels `k` and `k + 1`), and it leads to the relaxed state
//! of the class it reaches, so no class deals more cards than its relaxed
//! state can (docs/solver.md). The relaxed states are few (each count is at
//! most 2, since a chain has two cards of each rank), and on the lost deals
//! measured the relaxed game deals exactly as many cards as the real one.

use super::search::Halt;
use super::table::KeyMap;
use crate::cards::Card;

/// The two bits of the count of pile levels (`bottom == false`) or bottoms
/// of rank `rank` on chain `chain`.
const fn shift(chain: usize, rank: usize, bottom: bool) -> u32 {
    (((chain * 13 + rank - 1) * 2 + bottom as usize) * 2) as u32
}

/// A relaxed state: the level and bottom counts, two bits each, 104 bits.
pub(crate) type RelaxedState = u128;

/// The relaxed state with one more pile topped at `level` and one more
/// bottom `bottom`, both on `chain`.
pub(crate) fn with_pile(state: RelaxedState, chain: usize, level: u8, bottom: u8) -> RelaxedState {
    state
        + (1 << shift(chain, usize::from(level), false))
        + (1 << shift(chain, usize::from(bottom), true))
}

fn count(state: RelaxedState, chain: usize, rank: usize, bottom: bool) -> u128 {
    state >> shift(chain, rank, bottom) & 3
}

/// What the relaxed search found.
pub(crate) struct Relaxed {
    /// True if no relaxed line deals every card: the deal is lost, and
    /// [`Relaxed::most`] bounds every class.
    pub lost: bool,
    /// Relaxed states visited.
    pub nodes: u64,
    /// What stopped the exploration when its table could grow no more.
    pub halt: Option<Halt>,
}

struct Frame {
    state: RelaxedState,
    next: u8,
    /// The next step to try, as `chain * 13 + rank - 1`.
    cursor: u8,
    /// The most cards (as the stock position) any line from here deals.
    most: u8,
}

/// Explores every relaxed state from `start` (stock position `next`, the
/// stock in `deck[next..]`), recording in `most` the furthest stock position
/// each one reaches. Stops, with `lost == false`, as soon as a relaxed line
/// deals every card, more than `budget` states are needed, or `most` can
/// grow no more (then with the reason in `halt`).
pub(crate) fn explore(
    start: RelaxedState,
    deck: &[Card; 52],
    next: u8,
    budget: u64,
    most: &mut KeyMap<RelaxedState, u8>,
) -> Relaxed {
    most.clear();
    let open = |most: &KeyMap<RelaxedState, u8>, halt: Option<Halt>| Relaxed {
        lost: false,
        nodes: most.len() as u64 + 1,
        halt,
    };
    let mut stack = vec![Frame {
        state: start,
        next,
        cursor: 0,
        most: next,
    }];
    while let Some(top) = stack.last_mut() {
        if top.next == 52 {
            return open(most, None);
        }
        let mut child = None;
        while top.cursor < 26 && child.is_none() {
            child = successor(top.state, 25 - top.cursor, deck[usize::from(top.next)]);
            top.cursor += 1;
        }
        match child {
            Some(state) => match most.get(state) {
                Some(reached) => top.most = top.most.max(reached),
                None => {
                    let next = top.next + 1;
                    stack.push(Frame {
                        state,
                        next,
                        cursor: 0,
                        most: next,
                    });
                }
            },
            None => {
                let done = stack.pop().expect("the frame just looked at");
                if let Err(refusal) = most.insert_with(done.state, done.most) {
                    return open(most, Some(refusal.into()));
                }
                if most.len() as u64 > budget {
                    return open(most, None);
                }
                if let Some(parent) = stack.last_mut() {
                    parent.most = parent.most.max(done.most);
                }
            }
        }
    }
    Relaxed {
        lost: true,
        nodes: most.len() as u64,
        halt: None,
    }
}

/// The relaxed step `which` (`chain * 13 + rank - 1`: take a bottom of that
/// rank, which needs levels `rank` and `rank + 1` of that chain occupied)
/// from `state`, with `card` dealt, if it is allowed.
fn successor(state: RelaxedState, which: u8, card: Card) -> Option<RelaxedState> {
    let (chain, rank) = (usize::from(which / 13), usize::from(which % 13) + 1);
    let allowed = rank < 13
        && count(state, chain, rank, true) > 0
        && count(state, chain, rank, false) > 0
        && count(state, chain, rank + 1, false) > 0;
    allowed.then(|| {
        let taken = state - (1 << shift(chain, rank, true)) - (1 << shift(chain, rank + 1, false));
        let (chain, rank) = crate::games::sweet_sixteen::classes::chain_and_rank(card);
        with_pile(taken, chain, rank, rank)
    })
}

/// Every relaxed state one step from `state`, with `card` dealt.
#[cfg(test)]
pub(crate) fn successors(state: RelaxedState, card: Card) -> impl Iterator<Item = RelaxedState> {
    (0..26).filter_map(move |which| successor(state, which, card))
}
