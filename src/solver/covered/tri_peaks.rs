//! Tri Peaks' search state: the spots left, how many stock cards have been
//! turned, and the rank on the waste's top, 37 bits. Suits never matter,
//! and the waste's cards under its top never come back, so its top's rank
//! is all of the waste a state keeps. The face-down cards are known to this
//! solver, so face up or down does not matter either: a free card is face
//! up.

use super::{
    ones, present_spots, spot_ranks, verdict_only, CoveredStart, CoveredStep, Covering, SearchStep,
};
use super::{MAX_SPOTS, MAX_STOCK};
use crate::solver::search::{Goal, Problem};
use crate::solver::table::{KeyMap, Refusal};
use std::cell::RefCell;

/// What a Tri Peaks search reads and never changes.
pub(super) struct Tables {
    covering: Covering,
    goal: Goal,
    spot_rank: [u8; MAX_SPOTS],
    stock_rank: [u8; MAX_STOCK],
    stock_len: u8,
    /// For each stock position, the ranks (bit `r`) of the cards from it on.
    ranks_from: [u16; MAX_STOCK + 1],
    /// For each stock position and rank, the first position from it on
    /// that holds the rank (`NOWHERE` if none does).
    next_of: [[u8; 14]; MAX_STOCK + 1],
    /// For each stock position, how many cards of each rank (index
    /// `r - 1`) lie from it on.
    starts_from: [[i32; 13]; MAX_STOCK + 1],
    /// For each rank, the stock positions holding it.
    positions_of: [u32; 14],
    /// For each spot, the spots its card covers directly (each may be
    /// free once it is gone).
    covers: [u32; MAX_SPOTS],
    /// For each rank, the spots holding a rank one from it.
    near_spots: [u32; 14],
    start: (u32, u8, u8),
    /// The states the search has met, by their spots left: for each waste
    /// rank, the fewest stock cards turned with which they were met, and
    /// the fewest with any waste ([`Met`]).
    met: RefCell<KeyMap<u64, u128>>,
}

/// No stock position holds the rank.
const NOWHERE: u8 = u8::MAX;

/// Four bits for each of the thirteen ranks: [`State::firsts`].
const FIRSTS_MASK: u64 = (1 << 52) - 1;

/// The lowest bit of each rank's four.
const RANK_LOWS: u64 = 0x1_1111_1111_1111;

/// The count of rank index `r` in `counts`, four bits for each rank.
fn count_of(counts: u64, r: usize) -> i32 {
    (counts >> (4 * r) & 15) as i32
}

/// The ranks (bits `r - 1`) with a count in `counts`, four bits for each.
fn ranks_counted(counts: u64) -> u16 {
    let mut ranks = 0;
    for bit in ones((counts | counts >> 1 | counts >> 2 | counts >> 3) & RANK_LOWS) {
        ranks |= 1 << (bit / 4);
    }
    ranks
}

/// The sum of the counts in `counts`, four bits for each.
fn total_count(counts: u64) -> usize {
    let bytes = (counts & 0x0f0f_0f0f_0f0f_0f0f) + (counts >> 4 & 0x0f0f_0f0f_0f0f_0f0f);
    (bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize
}

/// [`State::firsts`] not yet counted.
const FIRSTS_UNKNOWN: u64 = u64::MAX;

/// What [`Tables::met`] keeps for a set of spots left: five bits for each
/// waste rank (0 to 13) and five for any waste, each the fewest stock cards
/// turned with which such a state was met plus one (0: never met).
struct Met(u128);

impl Met {
    /// The field of states with waste rank `waste`.
    fn with_waste(waste: u8) -> u32 {
        5 * u32::from(waste)
    }

    /// The field of states with any waste.
    const ANY: u32 = 70;

    /// The fewest turned in `field`, if such a state was met.
    fn fewest(&self, field: u32) -> Option<u8> {
        ((self.0 >> field & 31) as u8).checked_sub(1)
    }

    /// Sets `field` to `turned`.
    fn set(&mut self, field: u32, turned: u8) {
        self.0 = self.0 & !(31 << field) | u128::from(turned + 1) << field;
    }

    /// Where the cards that must start a run ([`State::firsts`]) of these
    /// spots left are kept, past the fields of the fewest turned.
    const FIRSTS: u32 = 76;

    /// The cards that must start a run of these spots left.
    fn firsts(&self) -> u64 {
        (self.0 >> Self::FIRSTS) as u64 & FIRSTS_MASK
    }

    /// Keeps `firsts` as the cards that must start a run of these spots.
    fn set_firsts(&mut self, firsts: u64) {
        self.0 = self.0 & !(u128::from(FIRSTS_MASK) << Self::FIRSTS)
            | u128::from(firsts) << Self::FIRSTS;
    }
}

impl Tables {
    /// The tables of a search from `start` for `goal`, with `met` (empty)
    /// for its record of the states met.
    pub(super) fn new(start: &CoveredStart, goal: Goal, met: KeyMap<u64, u128>) -> Tables {
        let spot_rank = spot_ranks(&start.tableau);
        let tableau = present_spots(&start.tableau);
        let mut stock_rank = [0; MAX_STOCK];
        for (i, card) in start.stock.iter().enumerate() {
            stock_rank[i] = card.rank().number();
        }
        let mut near_spots = [0; 14];
        for (rank, near) in near_spots.iter_mut().enumerate().skip(1) {
            for s in ones(tableau) {
                if neighbours(rank as u8) & 1 << spot_rank[s] != 0 {
                    *near |= 1 << s;
                }
            }
        }
        let stock_len = start.stock.len();
        let mut ranks_from = [0; MAX_STOCK + 1];
        for i in (0..stock_len).rev() {
            ranks_from[i] = ranks_from[i + 1] | 1 << stock_rank[i];
        }
        let mut next_of = [[NOWHERE; 14]; MAX_STOCK + 1];
        for i in (0..stock_len).rev() {
            next_of[i] = next_of[i + 1];
            next_of[i][usize::from(stock_rank[i])] = i as u8;
        }
        let mut starts_from = [[0; 13]; MAX_STOCK + 1];
        for i in (0..stock_len).rev() {
            starts_from[i] = starts_from[i + 1];
            starts_from[i][usize::from(stock_rank[i] - 1)] += 1;
        }
        let mut positions_of = [0; 14];
        for (i, &rank) in stock_rank[..stock_len].iter().enumerate() {
            positions_of[usize::from(rank)] |= 1 << i;
        }
        let covering = Covering::new(start.kind.shape());
        let mut covers = [0; MAX_SPOTS];
        for (s, &direct) in covering.direct.iter().enumerate() {
            for c in ones(direct) {
                covers[c] |= 1 << s;
            }
        }
        let waste = start.waste.last().map_or(0, |c| c.rank().number());
        Tables {
            starts_from,
            positions_of,
            covers,
            next_of,
            met: RefCell::new(met),
            covering,
            goal,
            spot_rank,
            stock_rank,
            stock_len: stock_len as u8,
            ranks_from,
            near_spots,
            start: (tableau, waste, start.cleared() as u8),
        }
    }

    /// The record of the states met, for the next search.
    pub(super) fn into_record(self) -> KeyMap<u64, u128> {
        self.met.into_inner()
    }

    pub(super) fn start(&self) -> State<'_> {
        let (tableau, waste, cleared) = self.start;
        let mut cards = 0;
        for s in ones(tableau) {
            cards += 1 << (4 * (self.spot_rank[s] - 1));
        }
        State {
            tables: self,
            tableau,
            free: self.covering.free(tableau),
            turned: 0,
            met_wastes: 0,
            cards,
            firsts: FIRSTS_UNKNOWN,
            waste,
            cleared,
        }
    }
}

/// The ranks one from `rank`, king and ace adjacent, as bits `r`.
fn neighbours(rank: u8) -> u16 {
    let up = rank % 13 + 1;
    let down = (rank + 11) % 13 + 1;
    1 << up | 1 << down
}

/// True if a card of rank `card` may go onto a waste topped by `waste`
/// (0: an empty waste takes nothing).
fn fits(card: u8, waste: u8) -> bool {
    waste != 0 && neighbours(waste) & 1 << card != 0
}

/// A Tri Peaks position in the search.
#[derive(Copy, Clone)]
pub(super) struct State<'t> {
    tables: &'t Tables,
    /// The spots still holding their card.
    tableau: u32,
    /// The spots of `tableau` whose card is free (covered by none).
    free: u32,
    /// Stock cards turned so far.
    turned: u8,
    /// The waste ranks (bit `r`) of the states met with these spots left
    /// and no more cards turned, when this state was met: the steps they
    /// take need not be taken again ([`Problem::meet`]).
    met_wastes: u16,
    /// The cards left by rank, four bits for each (rank `r` at bit
    /// `4 * (r - 1)`).
    cards: u64,
    /// The cards left that must start a run (no card left one rank from
    /// them that they do not cover) by rank, four bits for each (rank `r`
    /// at bit `4 * (r - 1)`), or [`FIRSTS_UNKNOWN`]: counted once for a
    /// set of spots left and kept in [`Tables::met`].
    firsts: u64,
    /// The rank on the waste's top (0 for an empty waste).
    waste: u8,
    cleared: u8,
}

impl State<'_> {
    /// The spots left that no line from here can play (docs/solver.md,
    /// "Tri Peaks").
    fn dead(&self) -> u32 {
        let t = self.tables;
        let c = &t.covering;
        // Ranks the waste can still show by a turn, or shows now.
        let turnable = t.ranks_from[usize::from(self.turned)] | 1 << self.waste;
        let mut dead = 0u32;
        loop {
            let before = dead;
            for s in ones(self.tableau & !dead) {
                let rank = t.spot_rank[s];
                let near = neighbours(rank);
                if near & turnable != 0 {
                    continue;
                }
                let helpers = t.near_spots[usize::from(rank)];
                if helpers & self.tableau & !dead & !c.above[s] == 0 {
                    dead |= 1 << s | (c.above[s] & self.tableau);
                }
            }
            if dead == before {
                break;
            }
        }
        dead
    }
}

/// All thirteen ranks as bits `r - 1`.
const ALL_RANKS: u16 = 0x1fff;

/// The ranks one from those of `ranks` (bits `r - 1`), king and ace
/// adjacent.
fn beside(ranks: u16) -> u16 {
    ((ranks << 1 | ranks >> 12) | (ranks >> 1 | ranks << 12)) & ALL_RANKS
}

/// How many arcs of the circle of ranks `ranks` (bits `r - 1`) hold no
/// rank of `first_ranks`, each needing a run of its own; `None` if one of
/// them has no rank of `start_ranks` beside it to start that run.
fn arcs_without_firsts(ranks: u16, first_ranks: u16, start_ranks: u16) -> Option<usize> {
    if ranks == ALL_RANKS {
        return Some(usize::from(first_ranks == 0));
    }
    // An arc begins at a rank whose rank below is not in `ranks`; going
    // up from there, it runs to the first rank missing (twice round, so an
    // arc over the king and the ace is one).
    let twice = u32::from(ranks) | u32::from(ranks) << 13;
    let below = (ranks << 1 | ranks >> 12) & ALL_RANKS;
    let mut count = 0;
    for first in ones(u32::from(ranks & !below)) {
        let len = (!(twice >> first)).trailing_zeros();
        let run = ((1u32 << len) - 1) << first;
        let arc = ((run | run >> 13) & u32::from(ALL_RANKS)) as u16;
        if arc & first_ranks == 0 {
            if beside(arc) & start_ranks == 0 {
                return None;
            }
            count += 1;
        }
    }
    Some(count)
}

impl State<'_> {
    /// The cards left that must start a run, by rank ([`State::firsts`]).
    fn count_firsts(&self) -> u64 {
        let t = self.tables;
        let mut firsts = 0;
        for s in ones(self.tableau) {
            let rank = t.spot_rank[s];
            if t.near_spots[usize::from(rank)] & self.tableau & !t.covering.above[s] == 0 {
                firsts += 1 << (4 * (rank - 1));
            }
        }
        firsts
    }

    /// True if the cards left cannot all be played in the runs the waste
    /// can still start (docs/solver.md, "Tri Peaks"). A run plays cards
    /// of ranks one apart from a waste top one rank from its first card:
    /// the waste's top now, or a stock card still to be turned, each
    /// starting one run. So every card left is played just after a card
    /// one rank from it: a start, or a card left that it does not cover,
    /// and no card comes just before two. True if the ranks show that no
    /// such choice exists ([`predecessors_short`]), or if every card with
    /// no card left that could come just before it, and every arc of the
    /// circle of ranks left with none, cannot each have a start of its own
    /// one rank from it.
    pub(super) fn too_few_runs(&self) -> bool {
        let t = self.tables;
        let turned = usize::from(self.turned);
        let total = usize::from(t.stock_len - self.turned) + usize::from(self.waste != 0);
        // The cards left, and those that must start a run, by rank.
        let packed_firsts = if self.firsts == FIRSTS_UNKNOWN {
            self.count_firsts()
        } else {
            self.firsts
        };
        let demands = total_count(packed_firsts);
        if demands > total {
            return true;
        }
        let mut starts = t.starts_from[turned];
        if self.waste != 0 {
            starts[usize::from(self.waste - 1)] += 1;
        }
        if predecessors_short(self.cards, packed_firsts, &starts) {
            return true;
        }
        // Each arc with no card that must start a run still needs a run.
        let start_ranks = (t.ranks_from[turned] | 1 << self.waste) >> 1;
        let (ranks, first_ranks) = (ranks_counted(self.cards), ranks_counted(packed_firsts));
        match arcs_without_firsts(ranks, first_ranks, start_ranks) {
            Some(arcs) => demands + arcs > total,
            None => true,
        }
    }
}

/// The ranks (index `r - 1`) a scan of [`predecessors_short`] visits from
/// each cut (a predecessor rank): for each card rank in turn, the predecessor rank before it
/// (one below), the card rank, and the predecessor rank after it (one
/// above), the card ranks going up by two from one above the cut, so that
/// thirteen steps visit each rank once as the cards' and the predecessors'.
const SCANS: [[(u8, u8, u8); 13]; 13] = {
    let mut scans = [[(0, 0, 0); 13]; 13];
    let mut cut = 0;
    while cut < 13 {
        let mut k = 0;
        while k < 13 {
            let lead = (cut + 2 * k) % 13;
            scans[cut][k] = (lead as u8, ((lead + 1) % 13) as u8, ((lead + 2) % 13) as u8);
            k += 1;
        }
        cut += 1;
    }
    scans
};

/// True if the cards left (`cards`, by rank index `r - 1`) cannot each
/// have a predecessor of its own (docs/solver.md, "Tri Peaks"): a start
/// (`starts`) or a card left one rank from it, and for the cards that must
/// start a run (`firsts`, counted in `cards` too) a start. Hall's
/// condition, on the sets of ranks whose cards come one rank apart: a
/// set of cards with fewer predecessors than cards cannot have one each.
/// Such a set is a stretch of the cycle that takes the ranks alternately
/// as those of the cards and those of their predecessors (ranks r, r + 2,
/// r + 4, ... of cards, r - 1, r + 1, r + 3, ... of predecessors), from a
/// predecessor rank to a predecessor rank; each card rank of it takes
/// either its cards that must start a run alone or all its cards, and
/// each predecessor rank offers its starts, and its cards if a card rank
/// beside it takes all. One scan of thirteen steps from a cut at the rank
/// that offers the most predecessors finds the stretch with the most
/// cards over predecessors among those that do not cross the cut.
fn predecessors_short(cards: u64, firsts: u64, starts: &[i32; 13]) -> bool {
    let mut cut = 0;
    let mut most = -1;
    for (r, &starts_here) in starts.iter().enumerate() {
        let offered = count_of(cards, r) + starts_here;
        if offered > most {
            most = offered;
            cut = r;
        }
    }
    // The most cards over predecessors of a stretch ending at the current
    // card rank (the predecessor rank after it not yet counted), with that
    // rank taking its firsts alone, or all its cards.
    let (mut only_firsts, mut all) = (i32::MIN / 2, i32::MIN / 2);
    for &(lead, rank, trail) in &SCANS[cut] {
        let (lead, rank, trail) = (usize::from(lead), usize::from(rank), usize::from(trail));
        let lead_cards = count_of(cards, lead);
        let before = 0.max(only_firsts);
        only_firsts = before.max(all - lead_cards) - starts[lead] + count_of(firsts, rank);
        all = before.max(all) - starts[lead] - lead_cards + count_of(cards, rank);
        let trail_starts = starts[trail];
        if only_firsts > trail_starts || all > trail_starts + count_of(cards, trail) {
            return true;
        }
    }
    false
}

impl Problem for State<'_> {
    type Step = SearchStep;
    type Key = u64;

    fn key(&self) -> u64 {
        u64::from(self.tableau) | u64::from(self.turned) << 28 | u64::from(self.waste) << 33
    }

    fn is_won(&self) -> bool {
        self.tableau == 0
    }

    fn cleared(&self) -> u8 {
        self.cleared
    }

    fn steps(&self, out: &mut Vec<SearchStep>) {
        let t = self.tables;
        let mut fitting = 0u16;
        let mut plays = [(0u32, 0u8); MAX_SPOTS];
        let mut n = 0;
        for s in ones(self.free) {
            let rank = t.spot_rank[s];
            fitting |= neighbours(rank);
            if fits(rank, self.waste) && neighbours(rank) & self.met_wastes == 0 {
                // Plays that uncover more cards first.
                let uncovers = (t.covering.above[s] & self.tableau).count_ones();
                plays[n] = (uncovers, s as u8);
                n += 1;
            }
        }
        plays[..n].sort_unstable_by(|a, b| b.cmp(a));
        for &(_, s) in &plays[..n] {
            out.push(SearchStep::One(CoveredStep::Play(s)));
        }
        if self.met_wastes != 0 {
            return;
        }
        // Turns stop only where a free card then fits the waste.
        let mut positions = 0u32;
        for rank in ones(u32::from(fitting)) {
            positions |= t.positions_of[rank];
        }
        // A turn whose waste takes only free cards that this state's waste
        // or an earlier turn's takes too, with no more turned, leads to a
        // state that [`Problem::meet`] passes over (this state and those
        // turns are met first): a later card of a rank turned to before,
        // or of this waste's rank, among them.
        let mut taken = t.near_spots[usize::from(self.waste)];
        for to in ones(positions >> self.turned) {
            let to = to as u8 + self.turned;
            let takes = self.free & t.near_spots[usize::from(t.stock_rank[usize::from(to)])];
            if takes & !taken == 0 {
                continue;
            }
            taken |= takes;
            let turns = to + 1 - self.turned;
            out.push(SearchStep::TurnTo { to, turns });
        }
    }

    fn apply(&self, step: SearchStep) -> Self {
        let mut next = *self;
        next.met_wastes = 0;
        match step {
            SearchStep::One(CoveredStep::Play(s)) => {
                let t = self.tables;
                next.tableau &= !(1 << s);
                next.free &= !(1 << s);
                for c in ones(t.covers[usize::from(s)]) {
                    if t.covering.direct[c] & next.tableau == 0 {
                        next.free |= 1 << c;
                    }
                }
                next.waste = self.tables.spot_rank[usize::from(s)];
                next.cards -= 1 << (4 * (next.waste - 1));
                next.firsts = FIRSTS_UNKNOWN;
                next.cleared += 1;
            }
            SearchStep::TurnTo { to, .. } => {
                next.waste = self.tables.stock_rank[usize::from(to)];
                next.turned = to + 1;
            }
            SearchStep::One(_) => {
                unreachable!("Tri Peaks only plays cards and turns the stock")
            }
        }
        next
    }

    fn bound(&self) -> u8 {
        self.cleared + (self.tableau & !self.dead()).count_ones() as u8
    }

    fn hopeless(&mut self, best: u8) -> bool {
        // A dead card is a card left that must start a run with no start
        // beside it: the runs' test finds every state the dead cards bound
        // would pass over.
        if verdict_only(self.tables.goal) {
            self.too_few_runs()
        } else {
            self.bound() <= best
        }
    }

    const OWN_RECORD: bool = true;

    /// False if the search has met a state with these spots left that can
    /// do all this one can (docs/solver.md, "Tri Peaks"): one with the same
    /// waste rank and no more cards turned, or one with fewer turned from
    /// which a turn short of this state's stock position shows this
    /// waste's rank. Otherwise true, and this state is recorded.
    fn meet(&mut self) -> Result<bool, Refusal> {
        let t = self.tables;
        let mut met = t.met.borrow_mut();
        let entry = met.get(u64::from(self.tableau));
        let mut seen = Met(entry.unwrap_or(0));
        let same = Met::with_waste(self.waste);
        if seen
            .fewest(same)
            .is_some_and(|fewest| fewest <= self.turned)
        {
            return Ok(false);
        }
        let any = seen.fewest(Met::ANY);
        if let Some(fewest) = any {
            // A turn from there to a card of this waste's rank before the
            // last card this state turned.
            let next = t.next_of[usize::from(fewest)][usize::from(self.waste)];
            if fewest <= self.turned && next != NOWHERE && next + 1 < self.turned {
                return Ok(false);
            }
        }
        if any.is_some_and(|fewest| fewest <= self.turned) {
            let mut taken = 0u32;
            for waste in 0..14 {
                if seen
                    .fewest(Met::with_waste(waste))
                    .is_some_and(|fewest| fewest <= self.turned)
                {
                    self.met_wastes |= 1 << waste;
                    taken |= t.near_spots[usize::from(waste)];
                }
            }
            // Every step this state has was taken before.
            if self.free & t.near_spots[usize::from(self.waste)] & !taken == 0 {
                return Ok(false);
            }
        }
        if entry.is_some() {
            self.firsts = seen.firsts();
        } else {
            if self.firsts == FIRSTS_UNKNOWN {
                self.firsts = self.count_firsts();
            }
            seen.set_firsts(self.firsts);
        }
        seen.set(same, self.turned);
        if any.is_none_or(|fewest| self.turned < fewest) {
            seen.set(Met::ANY, self.turned);
        }
        met.set(u64::from(self.tableau), seen.0)?;
        Ok(true)
    }
}
