//! What must go before what, in the last pass of a game where every card
//! must go (docs/solver.md, "Pyramid", "The order of the last pass"): a
//! state in which some card can never go is lost.
//!
//! Cards are bits of a `u64`: tableau spot `s` at bit `s`, sequence place
//! `i` at bit [`MAX_SPOTS`]` + i`. For each card the check keeps a set of
//! cards that every winning line removes strictly before it, and grows the
//! sets in one pass over the cards:
//! - a tableau card goes after the cards covering it, and a waste card
//!   after the waste cards above it (only the waste's top is free, and in
//!   the last pass nothing is turned under it);
//! - a card goes at once with its partner, so everything before the one is
//!   before the other; two sequence cards go together only as the waste's
//!   top and the stock's top, next to each other among the cards left, so
//!   the sequence cards between them (and what goes before those) go
//!   first; two waste cards never pair (what is turned onto the waste's
//!   top comes from the stock);
//! - a partner that must go before a card, or after it, cannot be its
//!   partner; a card goes after everything that goes before each partner
//!   it may still take; a card with one partner left takes it, and that
//!   partner then goes after what the card goes after, and with no other
//!   card;
//! - and everything before a card before `x` is before `x`.
//!
//! A card (not removed alone) with no partner left, a partner two cards
//! must each take, or a card that must go before itself, never goes.

use super::super::{ones, MAX_STOCK};
use super::{low, State};
use crate::games::covered_shape::MAX_SPOTS;

/// The bit of sequence place 0 among the cards.
const SEQ: usize = MAX_SPOTS;

/// The label of the cards removed alone (a king's).
const ALONE: u8 = 13;

impl State<'_> {
    /// In the last pass, where every card must go: true if some card can
    /// never go, by what must go before what (the module's doc). Asked of
    /// such states only.
    #[inline]
    pub(super) fn some_card_stuck(&self) -> bool {
        let t = self.tables;
        let c = &t.covering;
        let places = &t.places;
        let waste = self.seq & low(self.p);
        let cards = u64::from(self.tableau) | u64::from(self.seq) << SEQ;
        let waste_cards = u64::from(waste) << SEQ;
        // The cards that go before each card, as far as known.
        let mut before = [0u64; MAX_SPOTS + MAX_STOCK];
        for s in ones(self.tableau) {
            before[s] = u64::from(c.below[s] & self.tableau);
        }
        for i in ones(waste) {
            before[SEQ + i] = u64::from(waste & !low(i as u8 + 1)) << SEQ;
        }
        let of_label = |l: u8| {
            let l = usize::from(l);
            u64::from(places.spots_of[l] & self.tableau)
                | u64::from(places.seq_of[l] & self.seq) << SEQ
        };
        let label = |x: usize| {
            if x < SEQ {
                places.spot_rank[x]
            } else {
                places.seq_rank[x - SEQ]
            }
        };
        // The partners some card must take, its only one left.
        let mut taken = 0u64;
        for x in ones(cards) {
            let l = label(x);
            if l == ALONE {
                continue;
            }
            let mut candidates = of_label(ALONE - l) & !(1 << x);
            if waste_cards & 1 << x != 0 {
                candidates &= !waste_cards;
            }
            // What goes before x whichever partner it takes, and the
            // partners it may still take.
            let (mut common, mut partners) = (u64::MAX, 0u64);
            for y in ones(candidates) {
                let mut first = before[x] | before[y];
                if x >= SEQ && y >= SEQ {
                    let (a, b) = (x.min(y), x.max(y));
                    let between = ((1u64 << b) - 1) & !((1u64 << (a + 1)) - 1) & cards;
                    first |= between;
                    for z in ones(between) {
                        first |= before[z];
                    }
                }
                if first & (1 << x | 1 << y) == 0 {
                    partners |= 1 << y;
                    common &= first;
                }
            }
            if partners == 0 {
                return true;
            }
            if partners & (partners - 1) == 0 {
                if taken & partners != 0 {
                    return true;
                }
                taken |= partners;
                let y = partners.trailing_zeros() as usize;
                before[y] |= common & !(1 << y);
            }
            let mut grown = before[x] | common;
            let mut new = grown & !before[x];
            while new != 0 {
                let mut more = 0;
                for z in ones(new) {
                    more |= before[z];
                }
                new = more & !grown;
                grown |= more;
            }
            if grown & 1 << x != 0 {
                return true;
            }
            before[x] = grown;
        }
        false
    }
}
