//! What the two searches of a pyramid and a stock share (Pyramid's, on
//! labels, and [`super::any_relation`]'s, on ranks by any relation): the
//! cards by place ([`Places`]), and the steps of the stock and waste
//! sequence ([`Sequence`]): its tops, a removal as the cards lie, the
//! removals of a sequence card once turned up, the turns of every pass,
//! and the sequence after a step (docs/solver.md, "Pyramid", says why
//! these are all the steps a search needs).

use super::super::{ones, present_spots, CoveredStart, Place, MAX_STOCK};
use super::{low, normal_boundary, Step, Turned};
use crate::cards::Card;
use crate::games::covered_shape::MAX_SPOTS;

/// The cards of a search's start by place, each as the search's rank (a
/// label in Pyramid's search, the rank itself in the other), and for each
/// rank the spots and the sequence places holding it.
pub(super) struct Places {
    /// Each spot's rank (0 where there is no card).
    pub spot_rank: [u8; MAX_SPOTS],
    /// Each sequence place's rank: the waste from bottom to top, then the
    /// stock in turning order.
    pub seq_rank: [u8; MAX_STOCK],
    /// For each rank, the spots holding it.
    pub spots_of: [u32; 14],
    /// For each rank, the sequence places holding it.
    pub seq_of: [u32; 14],
    /// The spots holding a card at the start.
    pub tableau: u32,
    /// The sequence places at the start: every one up to its length.
    pub seq: u32,
    /// The start's boundary, just past the waste's top.
    pub p: u8,
}

impl Places {
    /// The places of `start`, each card read as `rank_of` says.
    pub fn new(start: &CoveredStart, rank_of: impl Fn(&Card) -> u8) -> Places {
        let spot_rank: [u8; MAX_SPOTS] = start.tableau.map(|c| c.as_ref().map_or(0, &rank_of));
        let mut seq_rank = [0; MAX_STOCK];
        for (i, card) in start.waste.iter().chain(&start.stock).enumerate() {
            seq_rank[i] = rank_of(card);
        }
        let (mut spots_of, mut seq_of) = ([0; 14], [0; 14]);
        let tableau = present_spots(&start.tableau);
        for s in ones(tableau) {
            spots_of[usize::from(spot_rank[s])] |= 1 << s;
        }
        let seq_len = start.waste.len() + start.stock.len();
        for (i, &rank) in seq_rank[..seq_len].iter().enumerate() {
            seq_of[usize::from(rank)] |= 1 << i;
        }
        let seq = low(seq_len as u8);
        Places {
            spot_rank,
            seq_rank,
            spots_of,
            seq_of,
            tableau,
            seq,
            // A start's waste may be empty with the stock not: then `p` is 0.
            p: normal_boundary(seq, start.waste.len() as u8),
        }
    }

    /// The sequence `seq` with its boundary `p`, moved to the earliest
    /// places that hold the same ranks in the same order, with as many
    /// cards before the boundary. Suits never matter, and the cards taken
    /// out of the sequence are out of play, so the two are one position:
    /// the game from each reads only the ranks left in order and how many
    /// of them are the waste's (docs/solver.md, "Pyramid").
    #[inline]
    pub fn same_ranks_earliest(&self, seq: u32, p: u8) -> (u32, u8) {
        let waste = (seq & low(p)).count_ones();
        let (mut earliest, mut after, mut placed) = (0u32, 0u32, 0u32);
        let mut boundary = 0;
        for i in ones(seq) {
            let at = (self.seq_of[usize::from(self.seq_rank[i])] & !after).trailing_zeros();
            earliest |= 1 << at;
            after = low(at as u8 + 1);
            placed += 1;
            if placed == waste {
                boundary = at as u8 + 1;
            }
        }
        (earliest, boundary)
    }

    /// The sequence left, its boundary and the redeals left after `step`
    /// from the sequence `seq` with `redeals` left: the boundary just past
    /// the waste's top, no redeal once the sequence is empty, and the
    /// sequence moved to the earliest places with its ranks
    /// ([`Places::same_ranks_earliest`]).
    #[inline]
    pub fn after(&self, seq: u32, redeals: u8, step: &Step) -> (u32, u8, u8) {
        let seq = seq & !step.seq;
        let redeals = if seq == 0 {
            0
        } else {
            redeals - u8::from(step.redeal)
        };
        let (seq, p) = self.same_ranks_earliest(seq, normal_boundary(seq, step.at));
        (seq, p, redeals)
    }
}

/// A state of a search of a pyramid and a stock, as the sequence's steps
/// read it: its places, its sequence left, boundary and redeals, and
/// which ranks go together.
pub(super) trait Sequence {
    /// The cards by place.
    fn places(&self) -> &Places;

    /// The sequence places still holding their card.
    fn seq(&self) -> u32;

    /// Where the stock begins in the sequence: just past the waste's top.
    fn p(&self) -> u8;

    /// The redeals left.
    fn redeals(&self) -> u8;

    /// True if a card of `rank` is removed alone.
    fn goes_alone(&self, rank: u8) -> bool;

    /// True if a card of `rank` is removed alone and pairs with nothing.
    fn only_alone(&self, rank: u8) -> bool;

    /// True if a card of rank `a` pairs with one of rank `b`.
    fn pairs(&self, a: u8, b: u8) -> bool;

    /// The spots holding a card that pairs with a card of `rank`.
    fn tableau_partners(&self, rank: u8) -> u32;

    /// The sequence place of the stock's top card.
    fn stock_top(&self) -> Option<usize> {
        let stock = self.seq() & !low(self.p());
        (stock != 0).then(|| stock.trailing_zeros() as usize)
    }

    /// The sequence place of the waste's top card.
    fn waste_top(&self) -> Option<usize> {
        (self.p() > 0).then(|| usize::from(self.p()) - 1)
    }

    /// The removal of the cards at `a` and `b` as they lie, with no turn.
    fn removal(&self, a: Place, b: Option<Place>) -> Step {
        let (mut spots, mut seq) = (0, 0);
        for place in [Some(a), b].into_iter().flatten() {
            match place {
                Place::Spot(s) => spots |= 1 << s,
                Place::StockTop => seq |= 1 << self.stock_top().expect("the stock has a top"),
                Place::WasteTop => seq |= 1 << self.waste_top().expect("the waste has a top"),
            }
        }
        Step {
            turned: None,
            remove: (a, b),
            spots,
            seq,
            redeal: false,
            at: self.p(),
        }
    }

    /// Pushes the removals of the sequence card at place `i` once `turned`
    /// brings it to the waste's top (`None`: it is the top now): alone if
    /// its rank goes alone, with the stock's top card then if the two
    /// pair, and with each free tableau card of `free` it pairs with, the
    /// lowest spots (the bottom rows) first.
    fn take_from_waste(&self, i: usize, free: u32, turned: Option<Turned>, out: &mut Vec<Step>) {
        let rank = self.places().seq_rank[i];
        let step = |remove: (Place, Option<Place>), spots: u32, seq: u32| Step {
            turned,
            remove,
            spots,
            seq: seq | 1 << i,
            redeal: turned.is_some_and(|t| t.redeal_after.is_some()),
            at: i as u8 + 1,
        };
        if self.goes_alone(rank) {
            out.push(step((Place::WasteTop, None), 0, 0));
            if self.only_alone(rank) {
                return;
            }
        }
        let above = self.seq() & !low(i as u8 + 1);
        if above != 0 {
            let next = above.trailing_zeros() as usize;
            if self.pairs(rank, self.places().seq_rank[next]) {
                out.push(step((Place::WasteTop, Some(Place::StockTop)), 0, 1 << next));
            }
        }
        let mut partners = free & self.tableau_partners(rank);
        while partners != 0 {
            let s = 31 - partners.leading_zeros();
            partners &= !(1 << s);
            out.push(step(
                (Place::WasteTop, Some(Place::Spot(s as u8))),
                1 << s,
                0,
            ));
        }
    }

    /// Pushes the removals of each stock card turned to the waste's top in
    /// order ([`Sequence::take_from_waste`]), then, with a redeal left, of
    /// each waste card below the top turned up in the next pass.
    fn turned_removals(&self, free: u32, out: &mut Vec<Step>) {
        let stock = self.seq() & !low(self.p());
        for (turns, i) in ones(stock).enumerate() {
            let turned = Turned {
                redeal_after: None,
                turns: turns as u8 + 1,
            };
            self.take_from_waste(i, free, Some(turned), out);
        }
        if self.redeals() > 0 {
            let rest = stock.count_ones() as u8;
            let below_top = self.seq() & low(self.p().saturating_sub(1));
            for (turns, i) in ones(below_top).enumerate() {
                let turned = Turned {
                    redeal_after: Some(rest),
                    turns: turns as u8 + 1,
                };
                self.take_from_waste(i, free, Some(turned), out);
            }
        }
    }
}
