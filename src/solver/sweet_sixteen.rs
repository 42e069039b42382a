//! Sweet Sixteen: a pile is always a run built down in alternating colours
//! on its first card, so below the top only the pile's length matters (it
//! says when the pile empties and what shows when the top leaves: one rank
//! higher, the other colour). Suits within a colour never matter, and pile
//! positions never matter (any top may go on any pile, and an emptied pile
//! is refilled where it stands). So a state is the multiset of piles, each
//! a (top colour, bottom rank, top rank) triple numbered 0..182, sorted and
//! packed one byte per pile into a `u128`; the deal position is implied (it
//! is the sum of the pile lengths).

use super::search::Problem;
use crate::cards::{Card, Colour};
use crate::games::{Move, SweetSixteen};

const PILES: usize = 16;

/// A Sweet Sixteen position with its stock order known.
#[derive(Clone, Debug)]
pub(crate) struct SweetStart {
    /// The stock in order occupies `deck[next..]`.
    deck: [Card; 52],
    next: u8,
    rank: [u8; PILES],
    red: [bool; PILES],
    len: [u8; PILES],
}

fn red(card: Card) -> bool {
    card.colour() == Colour::Red
}

impl SweetStart {
    /// A fresh deal: cards 1..16 on the piles, the rest the stock.
    pub fn from_deck(deck: &[Card; 52]) -> SweetStart {
        SweetStart {
            deck: *deck,
            next: PILES as u8,
            rank: std::array::from_fn(|p| deck[p].rank().number()),
            red: std::array::from_fn(|p| red(deck[p])),
            len: [1; PILES],
        }
    }

    /// A position of the real game with the stock in `order`.
    pub fn from_game(game: &SweetSixteen, order: &[Card]) -> SweetStart {
        let mut deck = [Card::from_index(0).expect("card 0"); 52];
        let next = 52 - order.len();
        deck[next..].copy_from_slice(order);
        let mut start = SweetStart {
            deck,
            next: next as u8,
            rank: [0; PILES],
            red: [false; PILES],
            len: [0; PILES],
        };
        for p in 0..PILES {
            if let Some(top) = game.top(p) {
                start.rank[p] = top.rank().number();
                start.red[p] = red(top);
                start.len[p] = game.pile(p).len() as u8;
            }
        }
        start
    }
}

/// A Sweet Sixteen state.
#[derive(Clone)]
pub(crate) struct Sweet<'a> {
    deck: &'a [Card; 52],
    next: u8,
    rank: [u8; PILES],
    red: [bool; PILES],
    len: [u8; PILES],
}

impl<'a> Sweet<'a> {
    /// The state at `start`.
    pub fn new(start: &'a SweetStart) -> Sweet<'a> {
        Sweet {
            deck: &start.deck,
            next: start.next,
            rank: start.rank,
            red: start.red,
            len: start.len,
        }
    }

    /// The pile's number in 0..182: top colour, then the (bottom, top)
    /// rank pair with top <= bottom.
    fn descriptor(&self, p: usize) -> u8 {
        let top = self.rank[p];
        let bottom = top + self.len[p] - 1;
        let pair = (bottom - 1) * bottom / 2 + (top - 1);
        u8::from(self.red[p]) * 91 + pair
    }
}

/// A step as the player's move.
pub(crate) fn to_move(step: (u8, u8)) -> Move {
    Move::Build {
        from: usize::from(step.0),
        to: usize::from(step.1),
    }
}

impl Problem for Sweet<'_> {
    type Step = (u8, u8);

    fn key(&self) -> u128 {
        let mut d: [u8; PILES] = std::array::from_fn(|p| self.descriptor(p));
        d.sort_unstable();
        u128::from_le_bytes(d)
    }

    fn is_won(&self) -> bool {
        self.next == 52
    }

    fn cleared(&self) -> u8 {
        self.next - PILES as u8
    }

    fn steps(&self, out: &mut Vec<(u8, u8)>) {
        let mut seen: [u16; 64] = [0; 64];
        let mut n_seen = 0;
        // Moves that empty a pile (and deal a card) first.
        for emptying in [true, false] {
            for i in 0..PILES {
                if (self.len[i] == 1) != emptying {
                    continue;
                }
                for j in 0..PILES {
                    if self.rank[i] + 1 != self.rank[j] || self.red[i] == self.red[j] {
                        continue;
                    }
                    let pair = u16::from(self.descriptor(i)) << 8 | u16::from(self.descriptor(j));
                    if seen[..n_seen].contains(&pair) {
                        continue;
                    }
                    if n_seen < seen.len() {
                        seen[n_seen] = pair;
                        n_seen += 1;
                    }
                    out.push((i as u8, j as u8));
                }
            }
        }
    }

    fn apply(&self, (i, j): (u8, u8)) -> Self {
        let (i, j) = (usize::from(i), usize::from(j));
        let mut next = self.clone();
        next.rank[j] = self.rank[i];
        next.red[j] = self.red[i];
        next.len[j] += 1;
        if self.len[i] == 1 {
            let card = self.deck[usize::from(self.next)];
            next.next += 1;
            next.rank[i] = card.rank().number();
            next.red[i] = red(card);
        } else {
            next.len[i] -= 1;
            next.rank[i] += 1;
            next.red[i] = !self.red[i];
        }
        next
    }
}
