//! Tri Peaks' search state: the spots left, how many stock cards have been
//! turned, and the rank on the waste's top, 37 bits. Suits never matter,
//! and the waste's cards under its top never come back, so its top's rank
//! is all of the waste a state keeps. The face-down cards are known to this
//! solver, so face up or down does not matter either: a free card is face
//! up.

use super::pyramid::ones;
use super::{
    present_spots, spot_ranks, verdict_only, CoveredStart, CoveredStep, Covering, SearchStep,
};
use super::{MAX_SPOTS, MAX_STOCK};
use crate::solver::search::{Goal, Problem};

/// What a Tri Peaks search reads and never changes.
pub(super) struct Tables {
    covering: Covering,
    goal: Goal,
    spot_rank: [u8; MAX_SPOTS],
    stock_rank: [u8; MAX_STOCK],
    stock_len: u8,
    /// For each stock position, the ranks (bit `r`) of the cards from it on.
    ranks_from: [u16; MAX_STOCK + 1],
    /// For each stock position, how many cards of each rank lie from it on.
    counts_from: [[u8; 14]; MAX_STOCK + 1],
    /// For each rank, the spots holding a rank one from it.
    near_spots: [u32; 14],
    start: (u32, u8, u8),
}

impl Tables {
    pub(super) fn new(start: &CoveredStart, goal: Goal) -> Tables {
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
        let mut counts_from = [[0; 14]; MAX_STOCK + 1];
        for i in (0..stock_len).rev() {
            counts_from[i] = counts_from[i + 1];
            counts_from[i][usize::from(stock_rank[i])] += 1;
        }
        let waste = start.waste.last().map_or(0, |c| c.rank().number());
        Tables {
            counts_from,
            covering: Covering::new(start.kind.shape()),
            goal,
            spot_rank,
            stock_rank,
            stock_len: stock_len as u8,
            ranks_from,
            near_spots,
            start: (tableau, waste, start.cleared() as u8),
        }
    }

    pub(super) fn start(&self) -> State<'_> {
        let (tableau, waste, cleared) = self.start;
        State {
            tables: self,
            tableau,
            turned: 0,
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
    /// Stock cards turned so far.
    turned: u8,
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

/// The most runs of a mask of ranks (bits `r - 1`): its arcs on the circle
/// of ranks, each as a mask, at most six.
fn arcs(ranks: u16) -> ([u16; 7], usize) {
    let mut out = [0; 7];
    if ranks == ALL_RANKS {
        out[0] = ALL_RANKS;
        return (out, 1);
    }
    let mut n = 0;
    let mut rest = ranks;
    while rest != 0 {
        // Grow an arc from any rank left until it stops growing.
        let mut arc = rest & rest.wrapping_neg();
        loop {
            let grown = (arc | beside(arc)) & ranks;
            if grown == arc {
                break;
            }
            arc = grown;
        }
        out[n] = arc;
        n += 1;
        rest &= !arc;
    }
    (out, n)
}

impl State<'_> {
    /// True if the cards left cannot all be played in the runs the waste
    /// can still start (docs/solver.md, "Tri Peaks"). A run plays cards
    /// of ranks one apart from a waste top one rank from its first card:
    /// the waste's top now, or a stock card still to be turned, each
    /// starting one run. So every card with no card left that could come
    /// just before it (one rank from it and not covered by it) starts a
    /// run of its own; every arc of the circle of ranks left needs a run
    /// too; and each of those runs needs a start of its own one rank from
    /// it. False if such starts can be matched to them all.
    pub(super) fn too_few_runs(&self) -> bool {
        let t = self.tables;
        let c = &t.covering;
        let mut ranks = 0u16;
        let mut demands = [0u16; MAX_SPOTS + 7];
        let mut n = 0;
        let mut first_ranks = 0u16;
        for s in ones(self.tableau) {
            let rank = t.spot_rank[s];
            ranks |= 1 << (rank - 1);
            if t.near_spots[usize::from(rank)] & self.tableau & !c.above[s] == 0 {
                demands[n] = beside(1 << (rank - 1));
                n += 1;
                first_ranks |= 1 << (rank - 1);
            }
        }
        let (arcs, arc_count) = arcs(ranks);
        for &arc in &arcs[..arc_count] {
            if arc & first_ranks == 0 {
                demands[n] = beside(arc);
                n += 1;
            }
        }
        let mut free = t.counts_from[usize::from(self.turned)];
        if self.waste != 0 {
            free[usize::from(self.waste)] += 1;
        }
        // Hall's condition for each demand alone and for all of them: each
        // has a start beside it, and there are starts enough for all.
        let mut beside_any = 0u16;
        for (r, &count) in free.iter().enumerate().skip(1) {
            if count > 0 {
                beside_any |= 1 << (r - 1);
            }
        }
        let total: usize = free[1..].iter().map(|&k| usize::from(k)).sum();
        n > total || demands[..n].iter().any(|&d| d & beside_any == 0)
    }
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
        for s in ones(t.covering.free(self.tableau)) {
            let rank = t.spot_rank[s];
            fitting |= neighbours(rank);
            if fits(rank, self.waste) {
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
        // Turns stop only where a free card then fits the waste.
        for to in self.turned..t.stock_len {
            if fitting & 1 << t.stock_rank[usize::from(to)] != 0 {
                let turns = to + 1 - self.turned;
                out.push(SearchStep::TurnTo { to, turns });
            }
        }
    }

    fn apply(&self, step: SearchStep) -> Self {
        let mut next = *self;
        match step {
            SearchStep::One(CoveredStep::Play(s)) => {
                next.tableau &= !(1 << s);
                next.waste = self.tables.spot_rank[usize::from(s)];
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
        let bound = self.bound();
        bound <= best
            || (verdict_only(self.tables.goal) && (bound < MAX_SPOTS as u8 || self.too_few_runs()))
    }
}
