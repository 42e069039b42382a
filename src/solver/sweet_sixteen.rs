//! Sweet Sixteen: a pile is always a run built down in alternating colours
//! on its first card, so below the top only the pile's length matters (it
//! says when the pile empties and what shows when the top leaves: one rank
//! higher, the other colour). Suits within a colour never matter, and pile
//! positions never matter (any top may go on any pile, and an emptied pile
//! is refilled where it stands). So a pile is a (top colour, bottom rank,
//! top rank) triple numbered 0..182, a state is the sorted multiset of the
//! 16 piles, one byte each: the `u128` key is the state itself, and the
//! deal position is implied (it is the sum of the pile lengths). A line is
//! found in these terms and then played on the real piles, taking any pile
//! that matches.

use super::search::Problem;
use crate::cards::{Card, Colour};
use crate::games::{Game, Move, SweetSixteen};

const PILES: usize = 16;
/// The number of pile descriptors.
const KINDS: usize = 182;

/// A pile's descriptor: the top colour, then the (bottom, top) rank pair.
const fn descriptor(red: bool, top: u8, len: u8) -> u8 {
    let bottom = top + len - 1;
    (red as u8) * 91 + (bottom - 1) * bottom / 2 + (top - 1)
}

/// Each descriptor's top rank, top colour (1 = red) and length.
const TABLES: [[u8; KINDS]; 3] = {
    let mut t = [[0u8; KINDS]; 3];
    let mut red = 0;
    while red < 2 {
        let mut top = 1;
        while top <= 13 {
            let mut len = 1;
            while top + len - 1 <= 13 {
                let d = descriptor(red == 1, top, len) as usize;
                t[0][d] = top;
                t[1][d] = red;
                t[2][d] = len;
                len += 1;
            }
            top += 1;
        }
        red += 1;
    }
    t
};

fn top(d: u8) -> u8 {
    TABLES[0][usize::from(d)]
}

fn red(d: u8) -> bool {
    TABLES[1][usize::from(d)] == 1
}

fn len(d: u8) -> u8 {
    TABLES[2][usize::from(d)]
}

fn card_pile(card: Card) -> u8 {
    descriptor(card.colour() == Colour::Red, card.rank().number(), 1)
}

/// The class (rank and colour) of a top card, 0..28.
fn class(rank: u8, red: bool) -> usize {
    usize::from(rank) * 2 + usize::from(red)
}

/// The class of a pile's top card.
fn class_of(d: u8) -> usize {
    class(top(d), red(d))
}

/// A Sweet Sixteen position with its stock order known.
#[derive(Clone, Debug)]
pub(crate) struct SweetStart {
    /// The stock in order occupies `deck[next..]`.
    deck: [Card; 52],
    next: u8,
    piles: [u8; PILES],
}

impl SweetStart {
    /// A fresh deal: cards 1..16 on the piles, the rest the stock.
    pub fn from_deck(deck: &[Card; 52]) -> SweetStart {
        SweetStart {
            deck: *deck,
            next: PILES as u8,
            piles: std::array::from_fn(|p| card_pile(deck[p])),
        }
    }

    /// A position of the real game with the stock in `order`.
    pub fn from_game(game: &SweetSixteen, order: &[Card]) -> SweetStart {
        let mut deck = [Card::from_index(0).expect("card 0"); 52];
        let next = 52 - order.len();
        deck[next..].copy_from_slice(order);
        SweetStart {
            deck,
            next: next as u8,
            piles: std::array::from_fn(|p| pile_of(game, p).unwrap_or(0)),
        }
    }
}

/// The descriptor of the real game's pile `p`, if it has cards.
fn pile_of(game: &SweetSixteen, p: usize) -> Option<u8> {
    let t = game.top(p)?;
    Some(descriptor(
        t.colour() == Colour::Red,
        t.rank().number(),
        game.pile(p).len() as u8,
    ))
}

/// A Sweet Sixteen state: the piles' descriptors, sorted.
#[derive(Clone)]
pub(crate) struct Sweet<'a> {
    deck: &'a [Card; 52],
    next: u8,
    piles: [u8; PILES],
}

impl<'a> Sweet<'a> {
    /// The state at `start`.
    pub fn new(start: &'a SweetStart) -> Sweet<'a> {
        let mut piles = start.piles;
        piles.sort_unstable();
        Sweet {
            deck: &start.deck,
            next: start.next,
            piles,
        }
    }
}

/// Plays a line of steps from `start` on the real game, taking the first
/// real pile that matches each step's piles, and returns the player's moves.
pub(crate) fn realize(game: &SweetSixteen, start: &SweetStart, line: &[(u8, u8)]) -> Vec<Move> {
    let mut game = game.clone();
    let mut state = Sweet::new(start);
    line.iter()
        .map(|&(i, j)| {
            let (from, to) = (state.piles[usize::from(i)], state.piles[usize::from(j)]);
            let find = |d: u8| {
                (0..PILES)
                    .find(|&p| pile_of(&game, p) == Some(d))
                    .expect("the solver's pile is on the table")
            };
            let mv = Move::Build {
                from: find(from),
                to: find(to),
            };
            game.apply(&mv)
                .expect("the solver's move is legal in the real game");
            state = state.apply((i, j));
            mv
        })
        .collect()
}

/// Sorts a nearly sorted array by insertion.
fn settle(piles: &mut [u8; PILES]) {
    for k in 1..PILES {
        let mut m = k;
        while m > 0 && piles[m - 1] > piles[m] {
            piles.swap(m - 1, m);
            m -= 1;
        }
    }
}

impl Problem for Sweet<'_> {
    type Step = (u8, u8);

    fn key(&self) -> u128 {
        u128::from_le_bytes(self.piles)
    }

    fn is_won(&self) -> bool {
        self.next == 52
    }

    fn cleared(&self) -> u8 {
        self.next - PILES as u8
    }

    fn steps(&self, out: &mut Vec<(u8, u8)>) {
        let mut by_class = [0u16; 28];
        for (p, &d) in self.piles.iter().enumerate() {
            by_class[class_of(d)] |= 1 << p;
        }
        // Moves that empty a pile (and deal a card) first; equal piles sit
        // side by side, so skipping a repeat skips an equivalent move.
        for emptying in [true, false] {
            for (i, &from) in self.piles.iter().enumerate() {
                if (len(from) == 1) != emptying || (i > 0 && self.piles[i - 1] == from) {
                    continue;
                }
                let wanted = top(from) + 1;
                if wanted > 13 {
                    continue;
                }
                let mut targets = by_class[class(wanted, !red(from))];
                let mut last = None;
                while targets != 0 {
                    let j = targets.trailing_zeros() as usize;
                    targets &= targets - 1;
                    let to = self.piles[j];
                    // A card from a pile of length `a` onto one of length
                    // `a - 1` swaps the two piles: the same state.
                    if last != Some(to) && len(to) + 1 != len(from) {
                        out.push((i as u8, j as u8));
                        last = Some(to);
                    }
                }
            }
        }
    }

    fn apply(&self, (i, j): (u8, u8)) -> Self {
        let (i, j) = (usize::from(i), usize::from(j));
        let (from, to) = (self.piles[i], self.piles[j]);
        let mut next = self.clone();
        next.piles[j] = descriptor(red(from), top(from), len(to) + 1);
        next.piles[i] = if len(from) == 1 {
            next.next += 1;
            card_pile(self.deck[usize::from(self.next)])
        } else {
            descriptor(!red(from), top(from) + 1, len(from) - 1)
        };
        settle(&mut next.piles);
        next
    }
}
