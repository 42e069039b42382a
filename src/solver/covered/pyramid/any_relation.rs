//! The search of a pyramid of seven rows and a stock for pairs by any
//! relation between ranks: a rank may go with itself, with several ranks,
//! and a rank removed alone may pair too, so no labelling turns the rules
//! into Pyramid's ([`super::Labels`]). The state, its steps and the record
//! of the points reached are those of Pyramid's search (docs/solver.md,
//! "Pyramid"), read through the relation's masks in place of labels that
//! sum to 13; the bounds are those that hold for any relation
//! (docs/solver.md, "Any relation"). Pyramid's own search is left as it
//! is: this one is asked only where no labelling exists.

use super::super::{ones, CoveredStart, Covering};
use super::super::{Place, MAX_STOCK};
use super::places::{Places, Sequence};
use super::{covering, free_spots, low, Labels, Step, SHAPE};
use crate::games::covered::Action;
use crate::games::covered_shape::MAX_SPOTS;
use crate::games::rank_relation::RankRelation;
use crate::games::CoverRules;
use crate::solver::search::{search, Found, Goal, Problem, Workspace};
use crate::solver::table::{Entry, KeyMap, Refusal};
use crate::solver::targets::{by_targets, Aim};
use std::cell::RefCell;

/// True if this search serves the rule set of `rule`: sets of one or two
/// free cards (the stock's top among them) that go together by their
/// ranks alone in either order, on a pyramid of seven rows, in one to
/// four passes, where Pyramid's search does not serve it (no labelling
/// turns the relation into Pyramid's).
pub(in crate::solver::covered) fn serves(rule: &dyn CoverRules, relation: RankRelation) -> bool {
    let sets_of_two = matches!(rule.action(), Action::RemoveSets { largest } if largest <= 2);
    sets_of_two
        && rule.shape() == SHAPE
        && rule.shows_stock_top()
        && (1..=4).contains(&rule.passes())
        && relation.is_symmetric()
        && Labels::of(relation).is_none()
}

/// The record of the points reached, kept by the solver from one search
/// to the next for its buckets (emptied for each search).
#[derive(Default)]
pub(crate) struct Record(KeyMap<u64, u8>);

/// Searches from `start` for `goal` within `max_nodes` states, the record
/// of the points reached taking at most `memory` bytes: for the most
/// cleared, by targets ([`by_targets`]).
pub(in crate::solver::covered) fn search_in(
    start: &CoveredStart,
    goal: Goal,
    memory: usize,
    max_nodes: u64,
    record: &mut Record,
    ws: &mut Workspace,
) -> Found<Step> {
    let step = 1 + u8::from(start.relation().alone_ranks() == 0 && !start.board_only());
    let all = start.cleared_when_won() as u8;
    let targets = start.rule().most_cleared_by_targets();
    by_targets((all, step), targets, goal, max_nodes, |aim, nodes| {
        let mut reached = std::mem::take(&mut record.0);
        reached.clear();
        reached.set_limit(memory);
        let tables = Tables::new(start, aim, reached);
        let found = search(tables.start(), nodes, ws);
        record.0 = tables.reached.into_inner();
        found
    })
}

/// What a search reads and never changes: the cards by place and the
/// relation's masks.
pub(super) struct Tables {
    covering: &'static Covering,
    /// True where the game is won with the pyramid cleared.
    board_only: bool,
    aim: Aim,
    /// For each rank, the ranks it pairs with, as bits `r`.
    with: [u16; 14],
    /// The ranks removed alone, as bits `r`.
    alone: u16,
    /// The ranks removed alone that pair with none: a free card of one is
    /// removed at once (nothing else takes it, and its going only frees
    /// cards).
    lone_only: u16,
    /// The cards by place, each as its rank.
    places: Places,
    /// For each rank, the spots and the sequence places holding a rank it
    /// pairs with.
    spots_with: [u32; 14],
    seq_with: [u32; 14],
    /// For each card (a spot `s` at bit `s`, a sequence place `i` at bit
    /// `MAX_SPOTS + i`), the cards it may pair with: those of a rank it
    /// pairs with, but never itself, nor a spot that covers it or that
    /// it covers ([`State::unmatched`]).
    joined: [u64; MAX_SPOTS + MAX_STOCK],
    /// The redeals left and the cards cleared at the start.
    start: (u8, u8),
    /// For each tableau and sequence left, the strongest point of the
    /// passes at which the search has met them ([`State::reach`]).
    reached: RefCell<KeyMap<u64, u8>>,
}

impl Tables {
    /// The tables of a search from `start` for `aim`, with `reached` as
    /// its (empty) record of the points reached.
    fn new(start: &CoveredStart, aim: Aim, reached: KeyMap<u64, u8>) -> Tables {
        let relation = start.relation();
        let places = Places::new(start, |card| card.rank().number());
        let mut with = [0u16; 14];
        let (mut spots_with, mut seq_with) = ([0; 14], [0; 14]);
        for rank in 1..=13u8 {
            let r = usize::from(rank);
            with[r] = relation.with(rank);
            for q in ones(with[r]) {
                spots_with[r] |= places.spots_of[q];
                seq_with[r] |= places.seq_of[q];
            }
        }
        let alone = relation.alone_ranks();
        let lone_only = ones(alone)
            .filter(|&r| with[r] == 0)
            .fold(0u16, |mask, r| mask | 1 << r);
        let covering = covering(start.rule().shape());
        let mut joined = [0u64; MAX_SPOTS + MAX_STOCK];
        for (u, joins) in joined.iter_mut().enumerate() {
            let (rank, own) = if u < MAX_SPOTS {
                let not_in_line = !(covering.below[u] | covering.above[u]);
                (places.spot_rank[u], not_in_line & !(1 << u))
            } else {
                (places.seq_rank[u - MAX_SPOTS], u32::MAX)
            };
            let r = usize::from(rank);
            *joins =
                (u64::from(spots_with[r] & own) | u64::from(seq_with[r]) << MAX_SPOTS) & !(1 << u);
        }
        Tables {
            covering,
            joined,
            board_only: start.board_only(),
            aim,
            with,
            alone,
            lone_only,
            places,
            spots_with,
            seq_with,
            start: (start.redeals_left, start.cleared() as u8),
            reached: RefCell::new(reached),
        }
    }

    pub(super) fn start(&self) -> State<'_> {
        let (redeals, cleared) = self.start;
        let places = &self.places;
        State {
            tables: self,
            tableau: places.tableau,
            seq: places.seq,
            p: places.p,
            redeals: if places.seq == 0 { 0 } else { redeals },
            cleared,
            matching: [UNMATCHED; MAX_SPOTS + MAX_STOCK],
        }
    }

    /// True if every step clears two cards: no rank goes alone, and every
    /// card counts (as [`search_in`] reads it of the start).
    fn two_a_step(&self) -> bool {
        self.alone == 0 && !self.board_only
    }

    /// True if a card of rank `a` pairs with one of rank `b`.
    fn pairs(&self, a: u8, b: u8) -> bool {
        self.with[usize::from(a)] & 1 << b != 0
    }

    /// True if a card of `rank` is removed alone.
    fn goes_alone(&self, rank: u8) -> bool {
        self.alone & 1 << rank != 0
    }
}

/// A position in the search: the spots and sequence places left, the
/// boundary between waste and stock, the redeals left.
#[derive(Copy, Clone)]
pub(super) struct State<'t> {
    tables: &'t Tables,
    tableau: u32,
    seq: u32,
    /// Where the stock begins in the sequence: just past the waste's top.
    p: u8,
    redeals: u8,
    cleared: u8,
    /// The largest matching of [`State::unmatched`] as this state's bound
    /// last found it, or as the state before it on the line left it: the
    /// next state's graph has a subset of its cards and joins, so what is
    /// left of it is a matching there to start from.
    matching: Matching,
}

/// A matching of the double cover of [`State::unmatched`]: the left card
/// matched to each right card, or [`UNMATCHED`].
type Matching = [u8; MAX_SPOTS + MAX_STOCK];

/// A right card of a [`Matching`] matched to none.
const UNMATCHED: u8 = u8::MAX;

impl Sequence for State<'_> {
    fn places(&self) -> &Places {
        &self.tables.places
    }

    fn seq(&self) -> u32 {
        self.seq
    }

    fn p(&self) -> u8 {
        self.p
    }

    fn redeals(&self) -> u8 {
        self.redeals
    }

    fn goes_alone(&self, rank: u8) -> bool {
        self.tables.goes_alone(rank)
    }

    fn only_alone(&self, rank: u8) -> bool {
        self.tables.lone_only & 1 << rank != 0
    }

    fn pairs(&self, a: u8, b: u8) -> bool {
        self.tables.pairs(a, b)
    }

    fn tableau_partners(&self, rank: u8) -> u32 {
        self.tables.spots_with[usize::from(rank)]
    }
}

impl State<'_> {
    /// The free card (spot, stock's top or waste's top) of a rank removed
    /// alone that pairs with none, if any: it is removed at once.
    fn lone_card(&self, free: u32) -> Option<Place> {
        let t = self.tables;
        let lone = |rank: u8| t.lone_only & 1 << rank != 0;
        if let Some(s) = ones(free).find(|&s| lone(t.places.spot_rank[s])) {
            return Some(Place::Spot(s as u8));
        }
        if self.stock_top().is_some_and(|i| lone(t.places.seq_rank[i])) {
            return Some(Place::StockTop);
        }
        self.waste_top()
            .filter(|&i| lone(t.places.seq_rank[i]))
            .map(|_| Place::WasteTop)
    }

    /// The removals of free tableau cards: two that pair (the lower spots
    /// first), and one alone where its rank goes alone.
    fn tableau_removals(&self, free: u32, out: &mut Vec<Step>) {
        let t = self.tables;
        let mut spots = [0u8; MAX_SPOTS];
        let mut n = 0;
        for s in ones(free) {
            spots[n] = s as u8;
            n += 1;
        }
        for i in 0..n {
            for j in i + 1..n {
                let (a, b) = (spots[i], spots[j]);
                if t.pairs(
                    t.places.spot_rank[usize::from(a)],
                    t.places.spot_rank[usize::from(b)],
                ) {
                    out.push(self.removal(Place::Spot(a), Some(Place::Spot(b))));
                }
            }
        }
        for s in ones(free) {
            if t.goes_alone(t.places.spot_rank[s]) {
                out.push(self.removal(Place::Spot(s as u8), None));
            }
        }
    }

    /// The state after `step`.
    fn after(&self, step: Step) -> Self {
        let mut next = *self;
        next.tableau &= !step.spots;
        next.cleared += step.spots.count_ones() as u8;
        if !self.tables.board_only {
            next.cleared += step.seq.count_ones() as u8;
        }
        (next.seq, next.p, next.redeals) = self.tables.places.after(self.seq, self.redeals, &step);
        next
    }

    /// How far this state is from the end of its passes (as Pyramid's
    /// search measures it): a state can reach by turning every state with
    /// its cards and a weaker point.
    fn reach(&self) -> u8 {
        self.redeals * 32 + (31 - self.p)
    }
}

impl State<'_> {
    /// The cards left that no line from here can remove, as spots and
    /// sequence places: a tableau card whose every partner left on the
    /// tableau covers it or is covered by it (or is dead) and that no
    /// sequence card pairs with, with every card it covers; a sequence
    /// card with no live tableau card to pair with and no sequence card
    /// (in the last pass, a waste card no stock card: two waste cards are
    /// never free together, as only the waste's top is free and what is
    /// turned onto it comes from the stock).
    fn dead(&self) -> (u32, u32) {
        let t = self.tables;
        let c = t.covering;
        let mut dying = 0u32;
        for rank in 1..=13u8 {
            let r = usize::from(rank);
            if !t.goes_alone(rank) && self.seq & t.seq_with[r] == 0 {
                dying |= t.places.spots_of[r];
            }
        }
        let mut dead = 0u32;
        loop {
            let before = dead;
            for s in ones(self.tableau & dying & !dead) {
                let partners =
                    self.tableau & t.spots_with[usize::from(t.places.spot_rank[s])] & !dead;
                if partners & !(c.below[s] | c.above[s] | 1 << s) == 0 {
                    dead |= 1 << s | (c.above[s] & self.tableau);
                }
            }
            if dead == before {
                break;
            }
        }
        let live = self.tableau & !dead;
        let stock = self.seq & !low(self.p);
        let last = self.redeals == 0;
        let mut dead_seq = 0;
        for i in ones(self.seq) {
            let r = usize::from(t.places.seq_rank[i]);
            if t.goes_alone(t.places.seq_rank[i]) || live & t.spots_with[r] != 0 {
                continue;
            }
            let takers = if last && i < usize::from(self.p) {
                stock
            } else {
                self.seq & !(1 << i)
            };
            if takers & t.seq_with[r] == 0 {
                dead_seq |= 1 << i;
            }
        }
        (dead, dead_seq)
    }

    /// A bound on what any line from here clears: every card left but the
    /// dead ones ([`State::dead`]) and the most of those that cannot pair
    /// off by each count of them ([`State::odd_groups`],
    /// [`State::stranded`], [`State::unmatched`]). The largest matching of
    /// [`State::unmatched`] starts from `matching` and is left in it; it is
    /// not looked for when the bound of the other counts is `enough`
    /// already (it could only lower the bound), and that bound is returned.
    fn any_bound(&self, matching: &mut Matching, enough: impl Fn(u8) -> bool) -> u8 {
        let (dead, dead_seq) = self.dead();
        let left = if self.tables.board_only {
            (self.tableau & !dead).count_ones()
        } else {
            (self.tableau & !dead).count_ones() + (self.seq & !dead_seq).count_ones()
        };
        let bound = |unpaired: u32| {
            let mut clears = (left - unpaired) as u8;
            // Where no rank goes alone and every card must go, each step
            // clears two cards.
            if self.tables.two_a_step() {
                clears &= !1;
            }
            self.cleared + clears
        };
        let unpaired = self
            .odd_groups(dead, dead_seq)
            .max(self.stranded(dead, dead_seq));
        if enough(bound(unpaired)) {
            return bound(unpaired);
        }
        bound(unpaired.max(self.unmatched(dead, dead_seq, matching)))
    }

    /// Where every card must go, how many of the live sequence cards (not
    /// in `dead_seq`) that no live tableau card (not in `dead`) pairs with
    /// no set of pairs within
    /// the sequence takes: two sequence cards go together only as the
    /// waste's top and the stock's top, next to each other among the cards
    /// left, so such pairs never cross, and in the last pass never join
    /// two waste cards (as in Pyramid's search, docs/solver.md, "Pyramid").
    fn stranded(&self, dead: u32, dead_seq: u32) -> u32 {
        let t = self.tables;
        if t.board_only {
            return 0;
        }
        let (live, live_seq) = (self.tableau & !dead, self.seq & !dead_seq);
        let mut forced_ranks = 0u16;
        for r in 1..=13usize {
            if live_seq & t.places.seq_of[r] != 0
                && !t.goes_alone(r as u8)
                && live & t.spots_with[r] == 0
            {
                forced_ranks |= 1 << r;
            }
        }
        if forced_ranks == 0 {
            return 0;
        }
        let mut wanted = forced_ranks;
        for r in ones(forced_ranks) {
            wanted |= t.with[r];
        }
        // The cards of those ranks and their partners, in sequence order.
        let last = self.redeals == 0;
        let mut rank = [0u8; MAX_STOCK];
        let (mut forced, mut waste, mut n) = (0u32, 0u32, 0);
        for i in ones(live_seq) {
            let r = t.places.seq_rank[i];
            if wanted & 1 << r == 0 {
                continue;
            }
            rank[n] = r;
            forced |= u32::from(forced_ranks & 1 << r != 0) << n;
            waste |= u32::from(last && i < usize::from(self.p)) << n;
            n += 1;
        }
        // most[i][j]: the most forced cards of places i..j that pairs
        // within those places take, no two crossing.
        let mut most = [[0u8; MAX_STOCK + 1]; MAX_STOCK + 1];
        for i in (0..n).rev() {
            let own = u8::from(forced & 1 << i != 0);
            for j in i + 1..=n {
                let mut best = most[i + 1][j];
                for k in i + 1..j {
                    let theirs = u8::from(forced & 1 << k != 0);
                    let both_waste = waste & (1 << i | 1 << k) == (1 << i | 1 << k);
                    if own + theirs == 0 || both_waste || !t.pairs(rank[i], rank[k]) {
                        continue;
                    }
                    best = best.max(own + theirs + most[i + 1][k] + most[k + 1][j]);
                }
                most[i][j] = best;
            }
        }
        forced.count_ones() - u32::from(most[0][n])
    }

    /// Where every card must go, how many of the live cards (those not in
    /// `dead` and `dead_seq`) no set of pairs can take, by their largest
    /// fractional matching: cards are joined where their ranks pair, two
    /// tableau cards only if neither covers the other, and in the last
    /// pass two waste cards never. Each card of a set of pairs is matched
    /// on both sides of the graph's double cover, so that cover's largest
    /// matching, found by augmenting paths, leaves at most as many cards
    /// unmatched on one side as the set of pairs leaves unpaired. 0 where
    /// the tableau alone must go. The search starts from what is left of
    /// `matching` in this graph (its pairs of cards still joined), and
    /// leaves the largest matching there: an augmenting path is looked for
    /// once from each left card that matching leaves free, which finds
    /// the largest matching from any matching to start from (a card with
    /// no augmenting path never gains one as others are matched), so the
    /// count is the same as from an empty one.
    fn unmatched(&self, dead: u32, dead_seq: u32, matching: &mut Matching) -> u32 {
        let t = self.tables;
        if t.board_only {
            return 0;
        }
        let (live, live_seq) = (self.tableau & !dead, self.seq & !dead_seq);
        let waste = if self.redeals == 0 {
            self.seq & low(self.p)
        } else {
            0
        };
        let cards = u64::from(live) | u64::from(live_seq) << MAX_SPOTS;
        let waste = u64::from(waste) << MAX_SPOTS;
        let mut joins = [0u64; MAX_SPOTS + MAX_STOCK];
        for u in ones(cards) {
            let apart = if waste & 1 << u != 0 { !waste } else { !0 };
            joins[u] = t.joined[u] & cards & apart;
        }
        let (mut matched_left, mut matched_right) = (0u64, 0u64);
        for (v, holder) in matching.iter_mut().enumerate() {
            let u = usize::from(*holder);
            if *holder != UNMATCHED && (cards & 1 << v == 0 || joins[u] & 1 << v == 0) {
                *holder = UNMATCHED;
            } else if *holder != UNMATCHED {
                matched_left |= 1 << u;
                matched_right |= 1 << v;
            }
        }
        let mut free = cards & !matched_right;
        let mut unmatched = 0;
        for u in ones(cards & !matched_left) {
            let mut tried = 0u64;
            if !augment(u, &joins, matching, (&mut free, &mut tried)) {
                unmatched += 1;
            }
        }
        unmatched
    }

    /// How many groups of the live cards (those not in `dead` and
    /// `dead_seq`) cannot pair off: two cards pair only if their ranks go
    /// together, so the live cards fall into groups by the ranks joined
    /// through ranks with live cards, and no pair takes cards of two
    /// groups. Where every card must go, a group of an odd number of cards
    /// leaves one; where the tableau must, a group of an odd number of
    /// tableau cards and no sequence card does. A group holding a rank
    /// removed alone may leave none.
    fn odd_groups(&self, dead: u32, dead_seq: u32) -> u32 {
        let t = self.tables;
        let (live, live_seq) = (self.tableau & !dead, self.seq & !dead_seq);
        let mut present = 0u16;
        for rank in 1..=13 {
            if live & t.places.spots_of[rank] != 0 || live_seq & t.places.seq_of[rank] != 0 {
                present |= 1 << rank;
            }
        }
        let mut odd = 0;
        let mut rest = present;
        while rest != 0 {
            // The ranks joined to the lowest left, each new rank's
            // partners looked at once.
            let mut group = rest & rest.wrapping_neg();
            let mut new = group;
            while new != 0 {
                new = ones(new).fold(0, |g, r| g | t.with[r]) & present & !group;
                group |= new;
            }
            rest &= !group;
            if group & t.alone != 0 {
                continue;
            }
            let (spots, places) = ones(group).fold((0, 0), |(spots, places), r| {
                (spots | t.places.spots_of[r], places | t.places.seq_of[r])
            });
            let (tableau, seq) = (
                (live & spots).count_ones(),
                (live_seq & places).count_ones(),
            );
            let unpaired = if t.board_only {
                seq == 0 && tableau % 2 == 1
            } else {
                (tableau + seq) % 2 == 1
            };
            odd += u32::from(unpaired);
        }
        odd
    }
}

/// Looks for an augmenting path from the card `u` of the double cover's
/// left side ([`State::unmatched`]), a free right card joined to it first;
/// `free` holds the right cards matched to none, `tried` those the path
/// has passed.
fn augment(
    u: usize,
    joins: &[u64; MAX_SPOTS + MAX_STOCK],
    matched_to: &mut Matching,
    (free, tried): (&mut u64, &mut u64),
) -> bool {
    let at_once = joins[u] & *free;
    if at_once != 0 {
        let v = at_once.trailing_zeros() as usize;
        matched_to[v] = u as u8;
        *free &= !(1 << v);
        return true;
    }
    for v in ones(joins[u] & !*tried) {
        if *tried & 1 << v != 0 {
            continue;
        }
        *tried |= 1 << v;
        let holder = usize::from(matched_to[v]);
        if augment(holder, joins, matched_to, (&mut *free, &mut *tried)) {
            matched_to[v] = u as u8;
            return true;
        }
    }
    false
}

impl Problem for State<'_> {
    type Step = Step;
    type Key = u64;

    fn key(&self) -> u64 {
        u64::from(self.tableau)
            | u64::from(self.seq) << 28
            | u64::from(self.p) << 52
            | u64::from(self.redeals) << 57
    }

    fn is_won(&self) -> bool {
        self.cleared >= self.tables.aim.target
    }

    fn cleared(&self) -> u8 {
        self.cleared
    }

    fn steps(&self, out: &mut Vec<Step>) {
        let free = free_spots(self.tableau);
        if let Some(lone) = self.lone_card(free) {
            out.push(self.removal(lone, None));
            return;
        }
        // The waste's top where it lies, then the tableau's removals, then
        // each stock card turned to the waste's top in order, then with a
        // redeal left each waste card below the top in the next pass: the
        // steps of Pyramid's search (docs/solver.md, "Pyramid").
        self.tableau_removals(free, out);
        if let Some(top) = self.waste_top() {
            self.take_from_waste(top, free, None, out);
        }
        self.turned_removals(free, out);
    }

    fn apply(&self, step: Step) -> Self {
        self.after(step)
    }

    fn bound(&self) -> u8 {
        self.any_bound(&mut self.matching.clone(), |_| false)
    }

    fn hopeless(&mut self, best: u8) -> bool {
        let t = self.tables;
        let mut matching = self.matching;
        let bound = self.any_bound(&mut matching, |bound| t.aim.prunes(bound, best));
        self.matching = matching;
        t.aim.prunes(bound, best)
    }

    /// The map of the strongest points met is the search's record of the
    /// states met.
    const OWN_RECORD: bool = true;

    fn meet(&mut self) -> Result<bool, Refusal> {
        let reach = self.reach();
        let cards = u64::from(self.tableau) | u64::from(self.seq) << 28;
        match self.tables.reached.borrow_mut().entry(cards) {
            Entry::Occupied(seen) if *seen >= reach => Ok(false),
            Entry::Occupied(seen) => {
                *seen = reach;
                Ok(true)
            }
            Entry::Vacant(place) => place.insert(reach).map(|()| true),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::tests::At;
    use super::*;
    use crate::games::{GameId, Rules};

    /// Pyramid's pairs have a labelling, so its own search takes them;
    /// Cheops' same-or-next-rank pairs have none, so this search does.
    #[test]
    fn this_search_serves_only_relations_no_labelling_turns_into_pyramids() {
        for (game, served) in [(GameId::Pyramid, false), (GameId::Cheops, true)] {
            let at = At::dealt(Rules::standard(game), 1);
            assert_eq!(serves(at.rule(), at.relation()), served, "{game:?}");
            assert_eq!(Labels::of(at.relation()).is_none(), served, "{game:?}");
        }
    }

    /// The largest matching the bound starts from what the state before
    /// left ([`State::unmatched`]) leaves as many cards unmatched as one
    /// started afresh, on every state of lines through Cheops' deals (each
    /// step the search would take, chosen in turn by the seed): a pair the
    /// carried matching kept though a card or join was gone would match
    /// too many.
    #[test]
    fn a_matching_carried_from_the_state_before_counts_as_one_made_afresh() {
        let (mut compared, mut unmatched_states) = (0, 0);
        for seed in 1..=100u64 {
            let at = At::dealt(Rules::standard(GameId::Cheops), seed);
            let all = at.start.cleared_when_won() as u8;
            let tables = Tables::new(&at.start, Aim::reach(all), KeyMap::default());
            let mut state = tables.start();
            let mut steps = Vec::new();
            for depth in 0u64.. {
                let (dead, dead_seq) = state.dead();
                let mut carried = state.matching;
                let mut afresh = [UNMATCHED; MAX_SPOTS + MAX_STOCK];
                let unmatched = state.unmatched(dead, dead_seq, &mut carried);
                assert_eq!(
                    unmatched,
                    state.unmatched(dead, dead_seq, &mut afresh),
                    "seed {seed}, depth {depth}"
                );
                compared += 1;
                unmatched_states += usize::from(unmatched > 0);
                state.matching = carried;
                steps.clear();
                state.steps(&mut steps);
                if steps.is_empty() {
                    break;
                }
                let pick = (seed * 7 + depth * 3) % steps.len() as u64;
                state = state.apply(steps[pick as usize]);
            }
        }
        assert!(compared > 1_000, "{compared} states compared");
        assert!(unmatched_states > 0, "no state left a card unmatched");
    }
}
