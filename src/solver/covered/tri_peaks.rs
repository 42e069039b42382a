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
use crate::games::covered::{Action, Goal as CoverGoal};
use crate::games::rank_relation::RankRelation;
use crate::games::CoverRules;
use crate::solver::search::{search, Found, Goal, Problem, Workspace};
use crate::solver::table::{Entry, KeyMap, Refusal};
use crate::solver::targets::{by_targets, Aim};
use std::cell::RefCell;

/// Tri Peaks' record of the states met, which it keeps in place of the
/// search's table ([`Problem::OWN_RECORD`]): the spots left, and twelve
/// bytes of what it met with them ([`Met`]; sixteen-byte buckets). The
/// solver keeps one from search to search, so that the thousands of small
/// searches of a hint do not each grow one.
pub(crate) type Record = KeyMap<u32, [u32; 3]>;

/// What a Tri Peaks search reads and never changes.
pub(super) struct Tables {
    covering: Covering,
    /// What the search is after.
    aim: Aim,
    /// True if the search is after every card: the runs' test
    /// ([`State::too_few_runs`]) then passes over what cannot win.
    whole: bool,
    /// For each rank (0: none), the ranks a card of it goes onto and
    /// that go onto it, as bits `r`: one up and one down, round the cycle.
    near: [u16; 14],
    spot_rank: [u8; MAX_SPOTS],
    stock_rank: [u8; MAX_STOCK],
    stock_len: u8,
    /// For each stock position, the ranks (bit `r`) of the cards from it on.
    ranks_from: [u16; MAX_STOCK + 1],
    /// For each stock position and rank, the last position before it
    /// that holds the rank (`NOWHERE` if none does).
    last_before: [[u8; 14]; MAX_STOCK + 1],
    /// For each stock position, how many cards of each rank lie from it
    /// on.
    starts_from: [RankCounts; MAX_STOCK + 1],
    /// For each spot, the spots its card covers directly (each may be
    /// free once it is gone).
    covers: [u32; MAX_SPOTS],
    /// For each rank, the spots holding a rank one from it (none for
    /// rank 0, an empty waste).
    near_spots: [u32; 14],
    /// For each rank, the spots holding it.
    rank_spots: [u32; 14],
    /// For each spot, the spots whose card could come just before its
    /// card in a run: one rank from it, and not covered by it.
    could_precede: [u32; MAX_SPOTS],
    /// For each spot, the stock positions holding a rank one from its
    /// card's.
    fit_positions: [u32; MAX_SPOTS],
    start: (u32, u8, u8),
    /// The states the search has met, by their spots left: for each waste
    /// rank, the fewest stock cards turned with which they were met, and
    /// the fewest with any waste ([`Met`]).
    met: RefCell<Record>,
}

/// No stock position holds the rank.
const NOWHERE: u8 = u8::MAX;

/// Four bits for each of the thirteen ranks ([`RankCounts`]).
const PLACES_MASK: u64 = (1 << 52) - 1;

/// The lowest bit of each rank's four.
const RANK_LOWS: u64 = 0x1_1111_1111_1111;

/// The place of each rank index `r` (rank `r + 1`) in [`RankCounts`]:
/// `7 r` mod 13, so that places 0 to 12 hold rank indices 0, 2, 4, ...,
/// 12, 1, 3, ..., 11, each two above the one before.
const PLACE: [u8; 13] = {
    let mut place = [0; 13];
    let mut r = 0;
    while r < 13 {
        place[r] = (7 * r % 13) as u8;
        r += 1;
    }
    place
};

/// Counts of cards by rank, four bits for each rank, the rank of index
/// `r` at the place [`PLACE`] gives: ranks two apart are neighbours, so
/// the scan of [`predecessors_short`] from any rank reads a rotation of
/// the places in order. A deck holds four cards of a rank, so no count,
/// nor the sum of the counts of different cards, passes four.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct RankCounts(u64);

impl RankCounts {
    /// One card of `rank` (1 to 13).
    fn one(rank: u8) -> RankCounts {
        RankCounts(1 << (4 * PLACE[usize::from(rank - 1)]))
    }

    /// These counts and `other`'s together.
    fn plus(self, other: RankCounts) -> RankCounts {
        RankCounts(self.0 + other.0)
    }

    /// These counts less `other`'s, each at least as large.
    fn minus(self, other: RankCounts) -> RankCounts {
        RankCounts(self.0 - other.0)
    }

    /// The sum of the counts.
    fn total(self) -> usize {
        let bytes = (self.0 & 0x0f0f_0f0f_0f0f_0f0f) + (self.0 >> 4 & 0x0f0f_0f0f_0f0f_0f0f);
        (bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize
    }

    /// The place of the largest count, the lowest of equal ones (0 if all
    /// are 0), of counts of at most four.
    fn place_of_most(self) -> u8 {
        debug_assert!(
            (self.0 + 3 * RANK_LOWS) & (8 * RANK_LOWS) == 0,
            "a count over four"
        );
        // A count of at least `least` makes its place's four bits, with
        // `8 - least` added, reach eight (and no more than fifteen).
        for least in (1..=4).rev() {
            let reached = (self.0 + (8 - least) * RANK_LOWS) >> 3;
            if reached & RANK_LOWS != 0 {
                return ((reached & RANK_LOWS).trailing_zeros() / 4) as u8;
            }
        }
        0
    }

    /// The counts from place `place` on, place `place` first.
    fn rotated(self, place: u8) -> u64 {
        let shift = 4 * u32::from(place);
        (self.0 >> shift | self.0 << (52 - shift)) & PLACES_MASK
    }
}

/// What [`Tables::met`] keeps for a set of spots left: for each waste
/// rank `w` (0 to 13), the fewest stock cards turned with which such a
/// state was met plus one (0: never met), in six bits of which the sixth
/// stays clear, five ranks to a word (rank `w` in word `w / 5` from bit
/// `6 (w % 5)`), so that one subtraction compares a word's five at once.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Met([u32; 3]);

/// The lowest bit of each of a word's five fields ([`Met`]).
const FIELD_LOWS: u32 = 0x0104_1041;

/// The fields of each word of [`Met`] that hold a waste rank (the last
/// word's fifth holds none).
const WASTE_FIELDS: [u32; 3] = [FIELD_LOWS * 63, FIELD_LOWS * 63, (FIELD_LOWS * 63) >> 6];

/// Gathers the lowest bits of a word's five fields to bits 20 to 24: the
/// products of field `j`'s bit (at `6 j`) and this one's bits (at `5 k`)
/// fall at `5 (j + k) + j`, all different, and at `20 + j` for `k = 4 - j`.
const GATHER_FIELDS: u32 = 1 | 1 << 5 | 1 << 10 | 1 << 15 | 1 << 20;

impl Met {
    /// The fewest turned with which a state with waste rank `waste` was
    /// met, if one was.
    #[cfg(test)]
    pub(super) fn fewest(&self, waste: u8) -> Option<u8> {
        let w = usize::from(waste);
        ((self.0[w / 5] >> (6 * (w % 5)) & 63) as u8).checked_sub(1)
    }

    /// Keeps `turned` as the fewest turned with waste rank `waste`.
    pub(super) fn set(&mut self, waste: u8, turned: u8) {
        let w = usize::from(waste);
        let shift = 6 * (w % 5);
        self.0[w / 5] = self.0[w / 5] & !(63 << shift) | u32::from(turned + 1) << shift;
    }

    /// The waste ranks (bit `w`) with which a state was met with at most
    /// `turned` cards turned.
    pub(super) fn wastes_within(&self, turned: u8) -> u16 {
        // A field of `f` (at most 25) is 1 to `turned + 1` when
        // `33 + turned - f` and `f + 31` both reach 32.
        let limit = FIELD_LOWS * (33 + u32::from(turned));
        let mut wastes = 0;
        for (i, (&word, fields)) in self.0.iter().zip(WASTE_FIELDS).enumerate() {
            let word = word & fields;
            let within = (limit - word) & (word + FIELD_LOWS * 31) & (FIELD_LOWS * 32);
            wastes |= ((within >> 5).wrapping_mul(GATHER_FIELDS) >> 20 & 31) << (5 * i);
        }
        wastes as u16
    }
}

/// Searches from `start` for `goal` within `max_nodes` states, in the
/// kept `record` (empty, and left empty for the next search), which takes
/// at most `memory` bytes: for the most cleared, by targets
/// ([`by_targets`]; each play clears one card).
pub(super) fn search_in(
    start: &CoveredStart,
    goal: Goal,
    memory: usize,
    max_nodes: u64,
    record: &mut Record,
    ws: &mut Workspace,
) -> Found<SearchStep> {
    let all = start.cleared_when_won() as u8;
    let targets = start.rule().most_cleared_by_targets();
    by_targets((all, 1), targets, goal, max_nodes, |aim, nodes| {
        let mut met = std::mem::take(record);
        met.set_limit(memory);
        let tables = Tables::with_aim(start, aim, met);
        let found = search(tables.start(), nodes, ws);
        *record = tables.into_record();
        record.clear();
        found
    })
}

impl Tables {
    /// The tables of one search from `start` for `goal` (every card, or
    /// the most cleared), with `met` (empty) for its record of the states
    /// met.
    #[cfg(test)]
    pub(super) fn new(start: &CoveredStart, goal: Goal, met: Record) -> Tables {
        let all = start.cleared_when_won() as u8;
        let aim = match goal {
            Goal::Verdict => Aim::reach(all),
            Goal::MostCleared => Aim::most(all, 0),
        };
        Tables::with_aim(start, aim, met)
    }

    /// The tables of a search from `start` for `aim`, with `met` (empty)
    /// for its record of the states met.
    fn with_aim(start: &CoveredStart, aim: Aim, met: Record) -> Tables {
        let spot_rank = spot_ranks(&start.tableau);
        let tableau = present_spots(&start.tableau);
        let mut stock_rank = [0; MAX_STOCK];
        for (i, card) in start.stock.iter().enumerate() {
            stock_rank[i] = card.rank().number();
        }
        let relation = start.relation();
        let near: [u16; 14] = std::array::from_fn(|r| relation.with(r as u8));
        let mut near_spots = [0; 14];
        for (rank, spots) in near_spots.iter_mut().enumerate().skip(1) {
            for s in ones(tableau) {
                if near[rank] & 1 << spot_rank[s] != 0 {
                    *spots |= 1 << s;
                }
            }
        }
        let mut rank_spots = [0; 14];
        for s in ones(tableau) {
            rank_spots[usize::from(spot_rank[s])] |= 1 << s;
        }
        let stock_len = start.stock.len();
        let mut ranks_from = [0; MAX_STOCK + 1];
        for i in (0..stock_len).rev() {
            ranks_from[i] = ranks_from[i + 1] | 1 << stock_rank[i];
        }
        let mut last_before = [[NOWHERE; 14]; MAX_STOCK + 1];
        for i in 0..stock_len {
            last_before[i + 1] = last_before[i];
            last_before[i + 1][usize::from(stock_rank[i])] = i as u8;
        }
        let mut starts_from = [RankCounts::default(); MAX_STOCK + 1];
        for i in (0..stock_len).rev() {
            starts_from[i] = starts_from[i + 1].plus(RankCounts::one(stock_rank[i]));
        }
        let mut positions_of = [0; 14];
        for (i, &rank) in stock_rank[..stock_len].iter().enumerate() {
            positions_of[usize::from(rank)] |= 1 << i;
        }
        let mut fit_positions = [0; MAX_SPOTS];
        for s in ones(tableau) {
            for rank in ones(near[usize::from(spot_rank[s])]) {
                fit_positions[s] |= positions_of[rank];
            }
        }
        let covering = Covering::new(start.rule().shape());
        let mut could_precede = [0; MAX_SPOTS];
        for s in ones(tableau) {
            could_precede[s] = near_spots[usize::from(spot_rank[s])] & !covering.above[s];
        }
        let mut covers = [0; MAX_SPOTS];
        for (s, &direct) in covering.direct.iter().enumerate() {
            for c in ones(direct) {
                covers[c] |= 1 << s;
            }
        }
        let waste = start.waste.last().map_or(0, |c| c.rank().number());
        let mut of_rank = [0; 14];
        for rank in ones(tableau)
            .map(|s| spot_rank[s])
            .chain(stock_rank[..stock_len].iter().copied())
        {
            of_rank[usize::from(rank)] += 1;
        }
        of_rank[usize::from(waste)] += 1;
        assert!(
            of_rank[1..].iter().all(|&n| n <= 4),
            "a deck holds four cards of a rank"
        );
        Tables {
            starts_from,
            covers,
            last_before,
            met: RefCell::new(met),
            covering,
            aim,
            whole: verdict_only(aim.goal) && usize::from(aim.target) == start.cleared_when_won(),
            near,
            spot_rank,
            stock_rank,
            stock_len: stock_len as u8,
            ranks_from,
            near_spots,
            rank_spots,
            could_precede,
            fit_positions,
            start: (tableau, waste, start.cleared() as u8),
        }
    }

    /// The record of the states met, for the next search.
    fn into_record(self) -> Record {
        self.met.into_inner()
    }

    pub(super) fn start(&self) -> State<'_> {
        let (tableau, waste, cleared) = self.start;
        let mut cards = RankCounts::default();
        for s in ones(tableau) {
            cards = cards.plus(RankCounts::one(self.spot_rank[s]));
        }
        let mut start = State {
            tables: self,
            tableau,
            free: self.covering.free(tableau),
            turned: 0,
            taken_before: 0,
            turns_taken: false,
            cards,
            firsts: RankCounts::default(),
            demands: 0,
            waste,
            cleared,
        };
        start.firsts = start.count_firsts();
        start.demands = start.firsts.total() as u8;
        start
    }
}

/// True if this search serves the rule set of `rule`: free cards played
/// onto the waste a rank up or down, king and ace next to each other
/// ([`RankRelation::is_round_the_cycle`]: its bound on runs counts ranks
/// round the cycle), in one pass, won when the tableau is clear.
pub(super) fn serves(rule: &dyn CoverRules, relation: RankRelation) -> bool {
    rule.action() == Action::PlayToWaste
        && rule.passes() == 1
        && rule.goal() == CoverGoal::Tableau
        && rule.shape().spots() <= MAX_SPOTS
        && relation.is_round_the_cycle()
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
    /// The spots whose cards the wastes of the states met with these spots
    /// left and no more cards turned take, when this state was met: those
    /// plays need not be taken again ([`Problem::meet`]).
    taken_before: u32,
    /// True if a state with these spots left and no more cards turned was
    /// met before this one: it took the turns this one could take.
    turns_taken: bool,
    /// The cards left by rank.
    cards: RankCounts,
    /// The cards left that must start a run (no card left one rank from
    /// them that they do not cover) by rank, updated by each play.
    firsts: RankCounts,
    /// How many cards `firsts` counts.
    demands: u8,
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
                let near = t.near[usize::from(rank)];
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

impl State<'_> {
    /// The cards left that must start a run, by rank ([`State::firsts`]).
    fn count_firsts(&self) -> RankCounts {
        let t = self.tables;
        let mut firsts = RankCounts::default();
        for s in ones(self.tableau) {
            if t.could_precede[s] & self.tableau == 0 {
                firsts = firsts.plus(RankCounts::one(t.spot_rank[s]));
            }
        }
        firsts
    }

    /// True if the cards left cannot all be played in the runs the waste
    /// can still start (docs/solver.md, "Tri Peaks"). A run plays cards
    /// of ranks one apart from a waste top one rank from its first card:
    /// the waste's top now (for a free card that fits it: the next step
    /// plays one onto it or turns it under), or a stock card still to be
    /// turned, each starting one run. So every card left is played just
    /// after a card one rank from it: a start, or a card left that it does
    /// not cover, and no card comes just before two. True if the cards
    /// with no card left that could come just before them outnumber the
    /// starts, or if the ranks show that no such choice exists
    /// ([`predecessors_short`]).
    pub(super) fn too_few_runs(&self) -> bool {
        let t = self.tables;
        let turned = usize::from(self.turned);
        let stock_left = usize::from(t.stock_len - self.turned);
        // The waste's top starts a run only for a free card that fits it
        // now: with none, it starts none.
        let fits = self.free & t.near_spots[usize::from(self.waste)];
        let waste = if fits != 0 { self.waste } else { 0 };
        let total = stock_left + usize::from(waste != 0);
        // The cards left, and those that must start a run, by rank.
        let packed_firsts = self.firsts;
        let demands = usize::from(self.demands);
        if demands > total {
            return true;
        }
        let mut starts = t.starts_from[turned];
        let (mut wanting, mut firsts) = (self.cards, packed_firsts);
        if waste != 0 {
            let rank = t.spot_rank[fits.trailing_zeros() as usize];
            if fits & !t.rank_spots[usize::from(rank)] == 0 {
                // The waste can come just before cards of one rank only:
                // one of them has it, one that must start a run if one
                // does, and wants no other.
                wanting = wanting.minus(RankCounts::one(rank));
                let mut wanting_starts = demands;
                if ones(fits).any(|c| t.could_precede[c] & self.tableau == 0) {
                    firsts = firsts.minus(RankCounts::one(rank));
                    wanting_starts -= 1;
                }
                if wanting_starts > stock_left {
                    return true;
                }
            } else {
                starts = starts.plus(RankCounts::one(waste));
            }
        }
        predecessors_short(self.cards, wanting, firsts, starts)
    }
}

/// True if the cards left that want a predecessor (`wanting`: the cards
/// left, `cards`, less one that the waste's top comes just before) cannot
/// each have one of its own (docs/solver.md, "Tri Peaks"): a start
/// (`starts`) or a card left one rank from it, and for the cards that must
/// start a run (`firsts`, counted in `wanting` too) a start. Hall's
/// condition, on the sets of ranks whose cards come one rank apart: a
/// set of cards with fewer predecessors than cards cannot have one each.
/// Such a set is a stretch of the cycle that takes the ranks alternately
/// as those of the cards and those of their predecessors (ranks r, r + 2,
/// r + 4, ... of cards, r - 1, r + 1, r + 3, ... of predecessors), from a
/// predecessor rank to a predecessor rank; each card rank of it takes
/// either its cards that must start a run alone or all its cards, and
/// each predecessor rank offers its starts, and its cards if a card rank
/// beside it takes all. One scan of thirteen steps from a cut at the rank
/// that offers the most predecessors (the first of equal ones in the
/// places' order) finds the stretch with the most cards over predecessors
/// among those that do not cross the cut.
fn predecessors_short(
    cards: RankCounts,
    wanting: RankCounts,
    firsts: RankCounts,
    starts: RankCounts,
) -> bool {
    let offered = cards.plus(starts);
    let cut = offered.place_of_most();
    let scan = Scan {
        offered: bytes(offered.rotated(cut)),
        wanting: bytes(wanting.rotated(cut)),
        starts: bytes(starts.rotated(cut)),
        firsts: bytes(firsts.rotated(cut)),
    };
    // Read from memory, one load a count (kept in registers, each count
    // would take a shift and a mask).
    let scan = std::hint::black_box(&scan);
    // The most cards over predecessors of a stretch ending at the current
    // card rank (the predecessor rank after it not yet counted), with that
    // rank taking its firsts alone, or all its cards (none at the start:
    // no stretch is shorter than none).
    let mut most = (0, 0);
    // Written out step by step, so that each reads constant places.
    macro_rules! any_short {
        ($($k:literal)*) => { false $(|| scan.short($k, &mut most))* };
    }
    any_short!(0 1 2 3 4 5 6 7 8 9 10 11 12)
}

/// The counts a scan of [`predecessors_short`] reads, rotated so that the
/// cut's rank is at place 0: step `k` reads place `k` (the predecessor
/// rank before its card rank), place `k + 7` (the card rank, one above),
/// and place `k + 1` (the predecessor rank after it, the next step's),
/// places counted modulo 13. `cards` are read as predecessors, `wanting`
/// and `firsts` as the cards that want one.
struct Scan {
    offered: [u8; 16],
    wanting: [u8; 16],
    starts: [u8; 16],
    firsts: [u8; 16],
}

/// Counts by place (rotated [`RankCounts`]) one to a byte, so that the
/// scan reads each with one load: places 0, 2, ..., 12 in bytes 0 to 6,
/// places 1, 3, ..., 11 in bytes 8 to 13 ([`Scan::count`]).
fn bytes(places: u64) -> [u8; 16] {
    const LOWS: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    let mut bytes = [0; 16];
    bytes[..8].copy_from_slice(&(places & LOWS).to_le_bytes());
    bytes[8..].copy_from_slice(&(places >> 4 & LOWS).to_le_bytes());
    bytes
}

impl Scan {
    /// Step `k` of the scan: updates `most` (the most cards over
    /// predecessors of a stretch ending at the card rank taking its firsts
    /// alone, and taking all its cards) and says if a stretch ending there
    /// has too few predecessors. Always inlined, so that thirteen calls
    /// with constant `k` read constant places.
    #[inline(always)]
    fn short(&self, k: usize, most: &mut (i32, i32)) -> bool {
        let (only_firsts, all) = *most;
        let (lead_offered, lead_starts) = (count(&self.offered, k), count(&self.starts, k));
        let before = 0.max(only_firsts);
        // Cards of the lead rank offered only if the card rank before
        // takes all its cards.
        let only_firsts =
            (before - lead_starts).max(all - lead_offered) + count(&self.firsts, k + 7);
        let all = before.max(all) - lead_offered + count(&self.wanting, k + 7);
        *most = (only_firsts, all);
        only_firsts > count(&self.starts, k + 1) || all > count(&self.offered, k + 1)
    }
}

/// The count at `place` (modulo 13) of counts spread by [`bytes`].
#[inline(always)]
fn count(bytes: &[u8; 16], place: usize) -> i32 {
    let place = place % 13;
    i32::from(bytes[place % 2 * 8 + place / 2])
}

impl Problem for State<'_> {
    type Step = SearchStep;
    type Key = u64;

    fn key(&self) -> u64 {
        u64::from(self.tableau) | u64::from(self.turned) << 28 | u64::from(self.waste) << 33
    }

    fn is_won(&self) -> bool {
        self.cleared >= self.tables.aim.target
    }

    fn cleared(&self) -> u8 {
        self.cleared
    }

    fn steps(&self, out: &mut Vec<SearchStep>) {
        let t = self.tables;
        // Each play's spot under how many cards it uncovers, so that
        // plays that uncover more cards come first (then higher spots).
        let mut plays = [0u16; MAX_SPOTS];
        let mut n = 0;
        let playable = self.free & t.near_spots[usize::from(self.waste)] & !self.taken_before;
        for s in ones(playable) {
            let uncovers = (t.covering.above[s] & self.tableau).count_ones() as u16;
            plays[n] = uncovers << 5 | s as u16;
            n += 1;
        }
        plays[..n].sort_unstable_by(|a, b| b.cmp(a));
        for &play in &plays[..n] {
            out.push(SearchStep::One(CoveredStep::Play((play & 31) as u8)));
        }
        if self.turns_taken {
            return;
        }
        // Turns stop only where a free card then fits the waste.
        let mut positions = 0u32;
        for s in ones(self.free) {
            positions |= t.fit_positions[s];
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
        (next.taken_before, next.turns_taken) = (0, false);
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
                let rank = t.spot_rank[usize::from(s)];
                next.waste = rank;
                next.cards = next.cards.minus(RankCounts::one(rank));
                // This card must have started a run if no card one rank
                // from it was left that it does not cover; each card one
                // rank from it left (none covers it, as it is free) had it
                // as a card that could come before, and must start a run
                // now if it has no other.
                if t.could_precede[usize::from(s)] & self.tableau == 0 {
                    next.firsts = next.firsts.minus(RankCounts::one(rank));
                    next.demands -= 1;
                }
                for c in ones(t.near_spots[usize::from(rank)] & next.tableau) {
                    if t.could_precede[c] & next.tableau == 0 {
                        let rank = t.spot_rank[c];
                        next.firsts = next.firsts.plus(RankCounts::one(rank));
                        next.demands += 1;
                    }
                }
                debug_assert_eq!(next.firsts, next.count_firsts());
                debug_assert_eq!(usize::from(next.demands), next.firsts.total());
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
        let t = self.tables;
        if t.whole {
            self.too_few_runs()
        } else {
            t.aim.prunes(self.bound(), best)
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
        let mut record = t.met.borrow_mut();
        let seen = match record.entry(self.tableau) {
            Entry::Occupied(seen) => seen,
            Entry::Vacant(place) => {
                let mut met = Met::default();
                met.set(self.waste, self.turned);
                place.insert(met.0)?;
                return Ok(true);
            }
        };
        let mut met = Met(*seen);
        // The wastes met with no more turned: all a state met with the
        // same waste, or with fewer turned than a card of this waste's
        // rank, can be.
        let before = met.wastes_within(self.turned);
        if before != 0 {
            if before & 1 << self.waste != 0 {
                return Ok(false);
            }
            // A turn from a state met with no more turned than a card of
            // this waste's rank before the last card this state turned.
            let shown =
                t.last_before[usize::from(self.turned.saturating_sub(1))][usize::from(self.waste)];
            if shown != NOWHERE && met.wastes_within(shown) != 0 {
                return Ok(false);
            }
            self.turns_taken = true;
            let mut taken = 0u32;
            for waste in ones(before) {
                taken |= t.near_spots[waste];
            }
            self.taken_before = taken;
            // Every step this state has was taken before.
            if self.free & t.near_spots[usize::from(self.waste)] & !taken == 0 {
                return Ok(false);
            }
        }
        met.set(self.waste, self.turned);
        *seen = met.0;
        Ok(true)
    }
}
