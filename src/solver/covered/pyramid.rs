//! Pyramid's search state: which tableau spots and which stock cards are
//! left, where the waste ends and the stock begins, and the redeals left,
//! 59 bits in all.
//!
//! The stock and waste are one sequence, `seq`: the waste from bottom to top
//! followed by the stock in turning order. Turning a card and removing one
//! never change the order of the cards left, and a redeal turns the waste
//! over to be the stock in the order it was turned, which is the sequence's
//! order again; so a state needs only which of the sequence's cards are
//! left and the boundary `p` (the cards left before `p` are the waste, those
//! from `p` on the stock). `p` is kept just past the waste's top (0 for an
//! empty waste), so the states that differ only by removed cards around
//! the boundary are one.
//!
//! The search plays the rules as Pyramid's: each card carries a *label* in
//! place of its rank ([`Labels`]), so that the ranks that pair are labels
//! summing to 13 and the ranks removed alone are label 13, a king. The
//! rules it serves ([`serves`]) are those a labelling turns into
//! Pyramid's.

use super::{ones, verdict_only, CoveredStart, Covering};
use super::{CoveredStep, LineStep, Place, MAX_STOCK};
use crate::games::covered::Action;
use crate::games::covered_shape::CoverShape;
use crate::games::rank_relation::RankRelation;
use crate::games::CoverRules;
use crate::solver::search::{Goal, Problem};
use crate::solver::table::{Entry, KeyMap, Refusal};
use maps::{Basis, Kept, Maps};
use places::{Places, Sequence};
use std::cell::RefCell;
use std::sync::OnceLock;

/// The shape this search's free spots are worked out for ([`free_spots`]).
const SHAPE: CoverShape = CoverShape::Pyramid { rows: 7 };

/// True if this search serves the rule set of `rule`: sets of one or two
/// free cards (the stock's top among them) whose ranks a labelling turns
/// into Pyramid's ([`Labels::of`]), on a pyramid of seven rows, in one to
/// four passes.
pub(super) fn serves(rule: &dyn CoverRules, relation: RankRelation) -> bool {
    let sets_of_two = matches!(rule.action(), Action::RemoveSets { largest } if largest <= 2);
    sets_of_two
        && rule.shape() == SHAPE
        && rule.shows_stock_top()
        && (1..=4).contains(&rule.passes())
        && Labels::of(relation).is_some()
}

/// Each rank's label (index 0 unused): the search's rank. The ranks that
/// pair take labels that sum to 13, one pair of labels each (1 and 12, 2
/// and 11, ..); the ranks removed alone take 13, the king's; a rank that
/// neither pairs nor goes alone takes a label whose partner label no rank
/// has, so it never pairs. Two ranks with one label are alike to every
/// rule: both removed alone, never with anything.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Labels([u8; 14]);

impl Labels {
    /// The labelling that turns `relation` into Pyramid's, if there is one:
    /// each rank pairs with at most one partner rank, never itself, and a
    /// rank removed alone with none; there are labels enough for the ranks
    /// that never leave (at most one for each pair of labels no pair of
    /// ranks takes).
    pub(super) fn of(relation: RankRelation) -> Option<Labels> {
        let partner = relation.partners()?;
        let mut label = [0u8; 14];
        let mut next = 1u8;
        for rank in 1..=13u8 {
            let p = partner[usize::from(rank)];
            if relation.alone(rank) {
                label[usize::from(rank)] = 13;
            } else if p > rank {
                label[usize::from(rank)] = next;
                label[usize::from(p)] = 13 - next;
                next += 1;
            }
        }
        for rank in 1..=13u8 {
            if label[usize::from(rank)] == 0 {
                if next > 6 {
                    return None;
                }
                label[usize::from(rank)] = next;
                next += 1;
            }
        }
        Some(Labels(label))
    }

    /// The label of `rank` (0, no card, stays 0).
    fn of_rank(&self, rank: u8) -> u8 {
        self.0[usize::from(rank)]
    }
}

/// What a Pyramid search reads and never changes: the cards, by place.
pub(super) struct Tables {
    covering: Covering,
    /// True for the relaxed game (won with the pyramid cleared).
    board_only: bool,
    goal: Goal,
    /// The cards by place, each as its label.
    places: Places,
    /// The redeals left and the cards cleared at the start.
    start: (u8, u8),
    /// The start's tableau and sequence cards by rank ([`one_of`]).
    start_counts: (u64, u64),
    /// What `cleared` reaches when the game is won.
    target: u8,
    /// For each tableau and sequence left (the low 52 bits of a key), the
    /// strongest point of the passes ([`State::reach`]) at which the
    /// search has met them: a state met at a weaker point can reach
    /// nothing the stronger one cannot.
    reached: RefCell<KeyMap<u64, u8>>,
    /// The bag game's answers ([`Tables::bag`]), by tableau and counts.
    bag: RefCell<KeyMap<u64, u8>>,
    /// The brackets' answers ([`State::unpaired_within`]), by the sequence
    /// cards they concern and what is asked.
    brackets: RefCell<KeyMap<u64, u8>>,
    /// What the maps held when the search started ([`maps`]).
    kept: Kept,
}

impl Tables {
    /// The tables of a search from `start` for `goal`, whose map of the
    /// points reached takes at most `memory` bytes, and its maps of the
    /// bag game's and the brackets' answers half that each.
    #[cfg(test)]
    pub(super) fn new(start: &CoveredStart, goal: Goal, memory: usize) -> Tables {
        Tables::with_maps(start, goal, memory, Maps::default())
    }

    /// [`Tables::new`] in `maps` kept from earlier searches, keeping the
    /// answers that hold for `start` ([`maps`]).
    fn with_maps(start: &CoveredStart, goal: Goal, memory: usize, maps: Maps) -> Tables {
        let board_only = start.board_only();
        let labels = Labels::of(start.relation())
            .expect("the Pyramid search serves rules a labelling turns into Pyramid's");
        let places = Places::new(start, |card| labels.of_rank(card.rank().number()));
        let (maps, kept) = maps.ready(Basis {
            memory,
            board_only,
            spot_rank: places.spot_rank,
            seq_rank: places.seq_rank,
        });
        let seq_len = places.seq.count_ones() as usize;
        Tables {
            covering: covering(start.rule().shape()).clone(),
            board_only,
            goal,
            start: (start.redeals_left, start.cleared() as u8),
            start_counts: (
                ones(places.tableau)
                    .map(|s| one_of(places.spot_rank[s]))
                    .sum(),
                places.seq_rank[..seq_len].iter().map(|&r| one_of(r)).sum(),
            ),
            places,
            target: start.cleared_when_won() as u8,
            reached: RefCell::new(maps.reached),
            bag: RefCell::new(maps.bag),
            brackets: RefCell::new(maps.brackets),
            kept,
        }
    }

    /// The maps, to keep for the next search, and false if kept answers
    /// may have changed this search ([`maps`]).
    fn into_maps(self) -> (Maps, bool) {
        Maps::back(
            self.reached.into_inner(),
            self.bag.into_inner(),
            self.brackets.into_inner(),
            self.kept,
        )
    }

    /// The most cards the bag game can still remove from `tableau` with
    /// stock and waste cards `counts` (three bits a rank, ace to queen):
    /// the real game with the stock and waste's order forgotten, so that
    /// any of their cards may pair with a free tableau card at any time.
    /// Every line of the real game is a line of the bag game, so this
    /// bounds what any line can still clear (docs/solver.md, "Pyramid").
    /// Kings of the stock and waste are not counted. `None` if the map of
    /// answers is full.
    fn bag(&self, tableau: u32, on_tableau: u64, counts: u64) -> Option<u8> {
        let (counts, spare) = if self.board_only {
            (usable(on_tableau, counts), 0)
        } else {
            spare_pairs(on_tableau, counts)
        };
        let key = u64::from(tableau) | counts << 28;
        if let Some(known) = self.bag.borrow().get(key) {
            return Some(known + spare);
        }
        let count = |rank: u8| count_of(counts, rank) as u8;
        let free = free_spots(tableau);
        let best = if let Some(king) = ones(free).find(|&s| self.places.spot_rank[s] == 13) {
            1 + self.bag(tableau & !(1 << king), on_tableau - one_of(13), counts)?
        } else {
            // Left as it is, the tableau keeps its cards, and in the
            // standard game the stock and waste's cards pair off.
            let mut best = if self.board_only {
                0
            } else {
                (1..=6).map(|r| 2 * count(r).min(count(13 - r))).sum()
            };
            let most = tableau.count_ones() as u8
                + if self.board_only {
                    0
                } else {
                    (1..=12).map(count).sum()
                };
            let seq_gain = u8::from(!self.board_only);
            'moves: for s in ones(free) {
                let rank = self.places.spot_rank[s];
                let partner = 13 - rank;
                let partners =
                    free & self.places.spots_of[usize::from(partner)] & !low(s as u8 + 1);
                for t in ones(partners) {
                    let on_tableau = on_tableau - one_of(rank) - one_of(partner);
                    let rest = tableau & !(1 << s | 1 << t);
                    best = best.max(2 + self.bag(rest, on_tableau, counts)?);
                }
                if count(partner) > 0 {
                    let (rest, on_tableau) = (counts - one_of(partner), on_tableau - one_of(rank));
                    best =
                        best.max(1 + seq_gain + self.bag(tableau & !(1 << s), on_tableau, rest)?);
                }
                if best == most {
                    break 'moves;
                }
            }
            best
        };
        self.bag.borrow_mut().set(key, best).ok()?;
        Some(best + spare)
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
            on_tableau: self.start_counts.0,
            in_seq: self.start_counts.1,
        }
    }
}

/// In the relaxed game, stock and waste `counts` with each rank's count
/// cut to the cards of its partner rank `on_tableau` (both by rank, as
/// [`one_of`] counts): a stock or waste card goes only with a tableau card
/// of its partner rank, so the bag game removes as many cards either way,
/// and more states share an answer.
fn usable(on_tableau: u64, counts: u64) -> u64 {
    let mut usable = 0;
    for rank in 1..=12u8 {
        let partners = count_of(on_tableau, 13 - rank);
        usable += count_of(counts, rank).min(partners) * one_of(rank);
    }
    usable
}

/// In the standard game, stock and waste `counts` without the pairs of
/// two partner ranks that no line of the bag game needs for the tableau
/// (both ranks have more cards than the tableau cards of their partner
/// rank `on_tableau`), and the cards those pairs hold: every line leaves
/// at least one card of each rank for the end, where they pair off, so
/// each such pair adds two cards to every line's count and changes
/// nothing else (docs/solver.md, "Pyramid"), and more states share an
/// answer.
fn spare_pairs(on_tableau: u64, counts: u64) -> (u64, u8) {
    let (mut counts, mut spare) = (counts, 0);
    for rank in 1..=6u8 {
        let partner = 13 - rank;
        let beyond = |r: u8, p: u8| count_of(counts, r).saturating_sub(count_of(on_tableau, p));
        let pairs = beyond(rank, partner).min(beyond(partner, rank));
        counts -= pairs * (one_of(rank) + one_of(partner));
        spare += 2 * pairs as u8;
    }
    (counts, spare)
}

/// One card of `rank` in a count of cards by rank: three bits a rank, the
/// ace's lowest (at most four cards of a rank, as a deal has), and the
/// king's at the top, with room for up to 27 (several ranks removed alone
/// may share the label 13: [`Labels`]).
fn one_of(rank: u8) -> u64 {
    1 << (3 * (rank - 1))
}

/// The cards of `rank` in `counts`, a count by rank as [`one_of`] counts.
fn count_of(counts: u64, rank: u8) -> u64 {
    if rank == 13 {
        counts >> 36
    } else {
        counts >> (3 * (rank - 1)) & 7
    }
}

/// The largest matching between the spots `left` and `right`, a spot `s`
/// of `left` joined to those of `right` in `joins(s)` (augmenting paths;
/// each side holds at most four cards).
fn tableau_matching(left: u32, right: u32, joins: impl Fn(usize) -> u32) -> u32 {
    // The left spot each right spot is matched to, by right spot.
    let mut matched_to = [usize::MAX; 32];
    let mut size = 0;
    for s in ones(left) {
        let mut tried = 0u32;
        if augment(s, right, &joins, &mut matched_to, &mut tried) {
            size += 1;
        }
    }
    size
}

/// Looks for an augmenting path from the left spot `s`.
fn augment(
    s: usize,
    right: u32,
    joins: &impl Fn(usize) -> u32,
    matched_to: &mut [usize; 32],
    tried: &mut u32,
) -> bool {
    for t in ones(joins(s) & right & !*tried) {
        *tried |= 1 << t;
        if matched_to[t] == usize::MAX || augment(matched_to[t], right, joins, matched_to, tried) {
            matched_to[t] = s;
            return true;
        }
    }
    false
}

/// The cards of one rank left in play, by where they lie, for
/// [`last_pass_pairs`].
#[derive(Copy, Clone, Debug)]
struct Side {
    tableau: u32,
    waste: u32,
    stock: u32,
}

/// The largest matching between `a_t` tableau and `a_s` stock and waste
/// cards of one rank and `b_t` and `b_s` of its partner rank, where a
/// stock or waste card is joined to every card and the tableau cards to
/// each other as a graph whose largest matching is `tt`: by König's
/// theorem, the smallest vertex cover. A cover that leaves out a stock or
/// waste card of one side holds the whole other side; one that holds them
/// all covers the tableau's joins with `tt` more.
fn pairs(a_t: u32, a_s: u32, b_t: u32, b_s: u32, tt: u32) -> u32 {
    (a_t + a_s).min(b_t + b_s).min(a_s + b_s + tt)
}

/// As [`pairs`] in the last pass, where two waste cards are not joined.
/// A smallest cover holds a whole side, or every stock card and a cover
/// of the tableau and waste cards: both sides' waste cards and `tt` more;
/// or, leaving out a waste card of one side, the other side's tableau
/// cards (joined to it) and the smaller of this side's tableau cards and
/// the other side's waste cards (all joined to each other).
fn last_pass_pairs(a: Side, b: Side, tt: u32) -> u32 {
    let rest = (a.waste + b.waste + tt)
        .min(b.tableau + a.tableau.min(b.waste))
        .min(a.tableau + b.tableau.min(a.waste));
    let all_a = a.tableau + a.waste + a.stock;
    let all_b = b.tableau + b.waste + b.stock;
    all_a.min(all_b).min(a.stock + b.stock + rest)
}

/// The free spots among `present`, at once for every row: the spot `i`
/// of row `r` (spot `r(r+1)/2 + i`, the top row first) is covered by the
/// spots `r + 1` and `r + 2` after it, the cards `i` and `i + 1` of the
/// next row.
fn free_spots(present: u32) -> u32 {
    let mut covered = 0;
    for row in 0..6 {
        let first = row * (row + 1) / 2;
        let spots = ((1u32 << (row + 1)) - 1) << first;
        covered |= (present >> (row + 1) | present >> (row + 2)) & spots;
    }
    present & !covered
}

/// The covering of Pyramid's tableau (of `shape`, the one shape every
/// Pyramid start has), worked out once rather than for every search.
fn covering(shape: CoverShape) -> &'static Covering {
    static COVERING: OnceLock<Covering> = OnceLock::new();
    debug_assert_eq!(shape, SHAPE);
    COVERING.get_or_init(|| Covering::new(shape))
}

/// The bits below `p`.
fn low(p: u8) -> u32 {
    (1u32 << p) - 1
}

/// The boundary just past the waste's top, for the cards `seq` left and a
/// boundary `p` anywhere past that top and not past the stock's.
fn normal_boundary(seq: u32, p: u8) -> u8 {
    let waste = seq & low(p);
    (32 - waste.leading_zeros()) as u8
}

/// The turns that bring a stock or waste card to the waste's top before a
/// step removes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Turned {
    /// With a redeal first: the turns through the rest of the stock before
    /// the waste is turned over.
    redeal_after: Option<u8>,
    /// The turns (after the redeal, if any) that bring the card up.
    turns: u8,
}

/// One step of Pyramid's search: a removal, with the turns (and redeal)
/// that first bring its stock or waste card to the waste's top.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Step {
    /// The turns before the removal, if any.
    turned: Option<Turned>,
    /// The removal as the player takes it, its places read after the turns.
    remove: (Place, Option<Place>),
    /// The spots the removal takes.
    spots: u32,
    /// The sequence places the removal takes.
    seq: u32,
    /// True if the step redeals.
    redeal: bool,
    /// A boundary past the waste's top and not past the stock's top when
    /// the cards go ([`normal_boundary`] finds the state's from it).
    at: u8,
}

impl LineStep for Step {
    fn push_player_steps(self, out: &mut Vec<CoveredStep>) {
        if let Some(turned) = self.turned {
            if let Some(before) = turned.redeal_after {
                out.extend(std::iter::repeat_n(CoveredStep::Turn, usize::from(before)));
                out.push(CoveredStep::Redeal);
            }
            out.extend(std::iter::repeat_n(
                CoveredStep::Turn,
                usize::from(turned.turns),
            ));
        }
        out.push(CoveredStep::Remove(self.remove.0, self.remove.1));
    }
}

/// A Pyramid position in the search.
#[derive(Copy, Clone)]
pub(super) struct State<'t> {
    tables: &'t Tables,
    /// The spots still holding their card.
    tableau: u32,
    /// The sequence places (waste then stock) still holding their card.
    seq: u32,
    /// Where the stock begins in the sequence: just past the waste's top.
    p: u8,
    redeals: u8,
    cleared: u8,
    /// The tableau's cards by rank ([`one_of`]).
    on_tableau: u64,
    /// The sequence's cards by rank ([`one_of`]).
    in_seq: u64,
}

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

    /// The king's label, 13, goes alone.
    fn goes_alone(&self, rank: u8) -> bool {
        rank == 13
    }

    /// The king's label pairs with nothing.
    fn only_alone(&self, rank: u8) -> bool {
        rank == 13
    }

    /// Labels that sum to 13 pair.
    fn pairs(&self, a: u8, b: u8) -> bool {
        a + b == 13
    }

    /// The spots of the partner label (none for the king's: no card has
    /// label 0).
    fn tableau_partners(&self, rank: u8) -> u32 {
        self.tables.places.spots_of[usize::from(13 - rank)]
    }
}

impl State<'_> {
    /// The free cards, by place, with their ranks: the free spots, then
    /// the stock's top, then the waste's top.
    fn free_cards(&self) -> ([(Place, u8); 9], usize) {
        let mut cards = [(Place::StockTop, 0); 9];
        let mut n = 0;
        let t = self.tables;
        for s in ones(free_spots(self.tableau)) {
            cards[n] = (Place::Spot(s as u8), t.places.spot_rank[s]);
            n += 1;
        }
        if let Some(i) = self.stock_top() {
            cards[n] = (Place::StockTop, t.places.seq_rank[i]);
            n += 1;
        }
        if let Some(i) = self.waste_top() {
            cards[n] = (Place::WasteTop, t.places.seq_rank[i]);
            n += 1;
        }
        (cards, n)
    }

    /// The cards of `rank` still in play.
    fn left_of(&self, rank: u8) -> u32 {
        (count_of(self.on_tableau, rank) + count_of(self.in_seq, rank)) as u32
    }

    /// The cards left that no line from here can remove, as spots and
    /// sequence places (see docs/solver.md, "Pyramid").
    fn dead(&self) -> (u32, u32) {
        let t = self.tables;
        let c = &t.covering;
        // Only the tableau cards with no partner in the sequence can die.
        let mut alone = 0u32;
        for rank in 1..=12u8 {
            if count_of(self.in_seq, 13 - rank) == 0 {
                alone |= t.places.spots_of[usize::from(rank)];
            }
        }
        let mut dead = 0u32;
        loop {
            let before = dead;
            for s in ones(self.tableau & alone & !dead) {
                let partner = usize::from(13 - t.places.spot_rank[s]);
                let partners = self.tableau & t.places.spots_of[partner] & !dead;
                if partners & !(c.below[s] | c.above[s]) == 0 {
                    dead |= 1 << s | (c.above[s] & self.tableau);
                }
            }
            if dead == before {
                break;
            }
        }
        let mut dead_seq = 0;
        let on_tableau = self.live_counts(dead, 0).0;
        for rank in 1..13u8 {
            let partner = 13 - rank;
            if count_of(on_tableau, partner) + count_of(self.in_seq, partner) == 0 {
                dead_seq |= self.seq & t.places.seq_of[usize::from(rank)];
            }
        }
        (dead, dead_seq)
    }
}

/// The fewest waste cards with which the last pass asks what must go
/// before what ([`order`]): with fewer, the waste orders too little to
/// leave a card stuck that the other bounds let through, and the check
/// costs more than it saves (docs/solver.md).
const ORDER_FROM_WASTE: u32 = 4;

impl State<'_> {
    /// A bound on what any line from here clears, from the cards no line
    /// can remove ([`State::dead`]) and those no set of pairs can take
    /// ([`State::unpaired`]).
    fn pairs_bound(&self) -> u8 {
        let (dead, dead_seq) = self.dead();
        self.pairs_bound_given(dead, dead_seq)
    }

    /// [`State::pairs_bound`] with the cards [`State::dead`] finds.
    fn pairs_bound_given(&self, dead: u32, dead_seq: u32) -> u8 {
        let left = if self.tables.board_only {
            self.tableau.count_ones()
        } else {
            self.tableau.count_ones() + self.seq.count_ones()
        };
        let dead_count = if self.tables.board_only {
            dead.count_ones()
        } else {
            dead.count_ones() + dead_seq.count_ones()
        };
        self.cleared + (left - dead_count - self.unpaired(dead, dead_seq)) as u8
    }

    /// The tableau's cards and the sequence's by rank ([`one_of`]),
    /// without the spots `dead` and the sequence places `dead_seq`.
    fn live_counts(&self, dead: u32, dead_seq: u32) -> (u64, u64) {
        let t = self.tables;
        let (mut on_tableau, mut in_seq) = (self.on_tableau, self.in_seq);
        for s in ones(dead) {
            on_tableau -= one_of(t.places.spot_rank[s]);
        }
        for i in ones(dead_seq) {
            in_seq -= one_of(t.places.seq_rank[i]);
        }
        (on_tableau, in_seq)
    }

    /// A bound on what any line from here clears, from the bag game
    /// ([`Tables::bag`]); `None` if its map of answers is full.
    fn bag_bound(&self) -> Option<u8> {
        let t = self.tables;
        let kings = count_of(self.in_seq, 13);
        let counts = self.in_seq - (kings << 36);
        let kings = if t.board_only { 0 } else { kings as u8 };
        Some(self.cleared + t.bag(self.tableau, self.on_tableau, counts)? + kings)
    }

    /// How many of the live cards (those [`State::dead`] leaves, counted
    /// as the game counts them) no set of pairs can take: every removal
    /// but a king's takes a card of some rank and one of its partner rank,
    /// so the pairs of a line are a matching between the two, in which two
    /// tableau cards are joined only if neither covers the other and a
    /// stock or waste card is joined to any card. See docs/solver.md,
    /// "Pyramid".
    fn unpaired(&self, dead: u32, dead_seq: u32) -> u32 {
        let t = self.tables;
        let c = &t.covering;
        let mut unpaired = 0;
        let (on_tableau, in_seq) = self.live_counts(dead, dead_seq);
        let live_seq = self.seq & !dead_seq;
        for r in 1..=6 {
            let q = 13 - r;
            let (at, bt) = (
                self.tableau & t.places.spots_of[r] & !dead,
                self.tableau & t.places.spots_of[q] & !dead,
            );
            let count = |counts: u64, rank: usize| count_of(counts, rank as u8) as u32;
            let (a_s, b_s) = (count(in_seq, r), count(in_seq, q));
            let (a_t, b_t) = (count(on_tableau, r), count(on_tableau, q));
            // The cards left unpaired with `tt` pairs of tableau cards at most.
            let unpaired_with = |tt: u32| {
                if t.board_only {
                    let covered = (0..=tt)
                        .map(|m| 2 * m + (a_t - m).min(b_s) + (b_t - m).min(a_s))
                        .max()
                        .unwrap_or(0);
                    a_t + b_t - covered
                } else if self.redeals == 0 {
                    // In the last pass two waste cards never pair: only the
                    // waste's top is free, and the cards turned onto it come
                    // from the stock.
                    let waste = live_seq & low(self.p);
                    let (a_w, b_w) = (
                        (waste & t.places.seq_of[r]).count_ones(),
                        (waste & t.places.seq_of[q]).count_ones(),
                    );
                    let a = Side {
                        tableau: a_t,
                        waste: a_w,
                        stock: a_s - a_w,
                    };
                    let b = Side {
                        tableau: b_t,
                        waste: b_w,
                        stock: b_s - b_w,
                    };
                    a_t + b_t + a_s + b_s - 2 * last_pass_pairs(a, b, tt)
                } else {
                    a_t + b_t + a_s + b_s - 2 * pairs(a_t, a_s, b_t, b_s, tt)
                }
            };
            unpaired += if a_t == 0 || b_t == 0 {
                unpaired_with(0)
            } else {
                unpaired_with(tableau_matching(at, bt, |s| !(c.below[s] | c.above[s])))
            };
        }
        unpaired
    }
}

impl State<'_> {
    /// In the standard game, a bound on what any line from here clears:
    /// every card left but those [`State::stranded`] counts.
    fn bracket_bound(&self) -> u8 {
        self.bracket_bound_given(self.dead().0)
    }

    /// [`State::bracket_bound`] with the tableau cards [`State::dead`]
    /// finds.
    fn bracket_bound_given(&self, dead: u32) -> u8 {
        let left = self.tableau.count_ones() + self.seq.count_ones();
        self.cleared + (left as u8 - self.stranded(dead))
    }

    /// In the standard game, how many stock and waste cards must go with
    /// another stock or waste card (no card of their partner rank is left
    /// on the tableau but the `dead` ones, which never go) and cannot: two stock or waste cards go together
    /// only as the waste's top and the stock's top, next to each other
    /// among the cards left, so the pairs a line takes within the
    /// sequence never cross (and in the last pass never join two waste
    /// cards).
    fn stranded(&self, dead: u32) -> u8 {
        // The ranks whose cards in the sequence must all pair there, and
        // those of which some must: more than their partner rank's live
        // tableau cards can take, `short` cards in all.
        let (mut forced_ranks, mut over_ranks, mut short) = (0u32, 0u32, 0u32);
        let live = self.live_counts(dead, 0).0;
        for rank in 1..=12u8 {
            let in_seq = count_of(self.in_seq, rank) as u32;
            let takers = count_of(live, 13 - rank) as u32;
            if in_seq > takers {
                over_ranks |= 1 << rank;
                short += in_seq - takers;
                if takers == 0 {
                    forced_ranks |= 1 << rank;
                }
            }
        }
        if over_ranks == 0 {
            return 0;
        }
        let all = self.unpaired_within(forced_ranks, None);
        if all > 0 || over_ranks == forced_ranks {
            return all;
        }
        // Pairs of a set that does not cross take at least `short` of the
        // cards of those ranks; summed over the ranks, as one search over
        // the intervals cannot count each rank apart.
        self.unpaired_within(over_ranks, Some(short))
    }

    /// Of the sequence cards of `forced_ranks`, how many no set of pairs
    /// within the sequence that do not cross (nor, in the last pass, join
    /// two waste cards) takes; or with `short`, by how many such a set
    /// falls short of taking `short` of them. Answers are kept: many states
    /// share their sequence and differ only on the tableau.
    fn unpaired_within(&self, forced_ranks: u32, short: Option<u32>) -> u8 {
        let t = self.tables;
        if forced_ranks == 0 {
            return 0;
        }
        let mut wanted = forced_ranks;
        for rank in ones(forced_ranks) {
            wanted |= 1 << (13 - rank);
        }
        // The answer depends only on these cards, the last pass's boundary
        // among them and what is asked: a tableau move leaves it as it was.
        let mut cards = 0;
        for rank in ones(wanted) {
            cards |= t.places.seq_of[rank];
        }
        let cards = self.seq & cards;
        let last = self.redeals == 0;
        let waste_end = if last {
            self.p.min(32 - cards.leading_zeros() as u8)
        } else {
            0
        };
        let key = u64::from(cards)
            | u64::from(forced_ranks >> 1) << 24
            | u64::from(waste_end) << 36
            | u64::from(last) << 41
            | u64::from(short.map_or(0, |s| s + 1)) << 42;
        if let Some(known) = t.brackets.borrow().get(key) {
            return known;
        }
        let answer = self.count_unpaired_within(forced_ranks, wanted, short);
        // A map that cannot grow only stops keeping answers.
        let _ = t.brackets.borrow_mut().set(key, answer);
        answer
    }

    /// [`State::unpaired_within`] counted afresh, the partner ranks of
    /// `forced_ranks` with them in `wanted`.
    fn count_unpaired_within(&self, forced_ranks: u32, wanted: u32, short: Option<u32>) -> u8 {
        let t = self.tables;
        // The cards of those ranks, in sequence order (the others take no
        // part in a pair that helps, nor cross one).
        let last = self.redeals == 0;
        let mut rank = [0u8; MAX_STOCK];
        let (mut at_rank, mut forced, mut waste) = ([0u32; 14], 0u32, 0u32);
        let mut n = 0;
        for i in ones(self.seq) {
            let r = t.places.seq_rank[i];
            if wanted & 1 << r == 0 {
                continue;
            }
            rank[n] = r;
            at_rank[usize::from(r)] |= 1 << n;
            if forced_ranks & 1 << r != 0 {
                forced |= 1 << n;
            }
            if last && i < usize::from(self.p) {
                waste |= 1 << n;
            }
            n += 1;
        }
        // A greedy pass first: each card goes with the forced card on top of
        // a stack of those not yet paired if the two pair, and a forced card
        // that does not is stacked (so the pairs never cross). If it pairs
        // every forced card, none is left unpaired (and `short` of them are
        // taken).
        let (mut stack, mut height) = ([0usize; MAX_STOCK], 0);
        for i in 0..n {
            let pairs_top = height > 0 && {
                let j = stack[height - 1];
                rank[i] + rank[j] == 13 && waste & (1 << i | 1 << j) != (1 << i | 1 << j)
            };
            if pairs_top {
                height -= 1;
            } else if forced & 1 << i != 0 {
                stack[height] = i;
                height += 1;
            }
        }
        if height == 0 {
            return 0;
        }
        // most[i][j]: the most forced cards of places i..j that pairs
        // within those places take.
        let mut most = [[0u8; MAX_STOCK + 1]; MAX_STOCK + 1];
        for i in (0..n).rev() {
            let own = u8::from(forced & 1 << i != 0);
            let mut partners = at_rank[usize::from(13 - rank[i])] & !low(i as u8 + 1);
            if own == 0 {
                partners &= forced;
            }
            if waste & 1 << i != 0 {
                partners &= !waste;
            }
            for j in i + 1..=n {
                let mut best = most[i + 1][j];
                for k in ones(partners & low(j as u8)) {
                    let with =
                        own + u8::from(forced & 1 << k != 0) + most[i + 1][k] + most[k + 1][j];
                    best = best.max(with);
                }
                most[i][j] = best;
            }
        }
        let needed = short.unwrap_or(forced.count_ones()) as u8;
        needed.saturating_sub(most[0][n])
    }
}

impl State<'_> {
    /// How far this state is from the end of its passes, as one number:
    /// more redeals left is stronger, and in the same pass an earlier
    /// boundary is stronger. A state can reach, by turning (and
    /// redealing), every state with its cards and a weaker point.
    fn reach(&self) -> u8 {
        self.redeals * 32 + (31 - self.p)
    }

    /// False if the search has met this state's cards at a point at least
    /// as strong (then this state is passed over: docs/solver.md,
    /// "Pyramid", says why); otherwise true, and its point is recorded as
    /// the strongest yet. Every step of the search removes cards, so no
    /// state it leads to has the cards of the state it leaves. An error if
    /// the record is full and cannot grow.
    fn first_at_its_point(&self) -> Result<bool, Refusal> {
        let reach = self.reach();
        match self.tables.reached.borrow_mut().entry(self.cards()) {
            Entry::Occupied(seen) if *seen >= reach => Ok(false),
            Entry::Occupied(seen) => {
                *seen = reach;
                Ok(true)
            }
            Entry::Vacant(place) => place.insert(reach).map(|()| true),
        }
    }
}

impl State<'_> {
    /// The steps that no rule forces (all of them, as
    /// [`Problem::steps`]'s comment says).
    fn unforced_steps(&self, out: &mut Vec<Step>) {
        let t = self.tables;
        let free = free_spots(self.tableau);
        // The waste's top where it lies, then the tableau's pairs, then
        // each stock card turned to the waste's top in order, then with a
        // redeal left each waste card below the top in the next pass
        // (docs/solver.md, "Pyramid", says why these are all the steps a
        // search needs and why this order).
        if let Some(top) = self.waste_top() {
            self.take_from_waste(top, free, None, out);
        }
        let mut spots = [0u8; 28];
        let mut n = 0;
        for s in ones(free) {
            spots[n] = s as u8;
            n += 1;
        }
        for i in (0..n).rev() {
            for j in (i + 1..n).rev() {
                let (a, b) = (spots[i], spots[j]);
                if t.places.spot_rank[usize::from(a)] + t.places.spot_rank[usize::from(b)] == 13 {
                    out.push(self.removal(Place::Spot(a), Some(Place::Spot(b))));
                }
            }
        }
        self.turned_removals(free, out);
    }

    /// The state after `step`.
    fn after(&self, step: Step) -> Self {
        let mut next = *self;

        next.tableau &= !step.spots;
        let t = self.tables;
        for s in ones(step.spots) {
            next.on_tableau -= one_of(t.places.spot_rank[s]);
        }
        for i in ones(step.seq) {
            next.in_seq -= one_of(t.places.seq_rank[i]);
        }
        next.cleared += step.spots.count_ones() as u8;
        if !self.tables.board_only {
            next.cleared += step.seq.count_ones() as u8;
        }
        (next.seq, next.p, next.redeals) = t.places.after(self.seq, self.redeals, &step);
        next
    }

    /// The cards left, tableau and sequence, as the low 52 bits of a key.
    fn cards(&self) -> u64 {
        u64::from(self.tableau) | u64::from(self.seq) << 28
    }
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
        self.cleared == self.tables.target
    }

    fn cleared(&self) -> u8 {
        self.cleared
    }

    fn steps(&self, out: &mut Vec<Step>) {
        let (cards, n) = self.free_cards();
        let cards = &cards[..n];
        // A free king is removed at once, alone.
        if let Some(&(king, _)) = cards.iter().find(|&&(_, rank)| rank == 13) {
            out.push(self.removal(king, None));
            return;
        }
        // Every card left of two ranks that pair is free, as many of one
        // as of the other: they are removed at once.
        let mut free_of = [0u32; 14];
        for &(_, rank) in cards {
            free_of[usize::from(rank)] += 1;
        }
        for rank in 1..=6u8 {
            let partner = 13 - rank;
            let (r, p) = (usize::from(rank), usize::from(partner));
            if free_of[r] > 0
                && free_of[r] == free_of[p]
                && self.left_of(rank) == free_of[r]
                && self.left_of(partner) == free_of[p]
            {
                let first = |wanted: u8| cards.iter().find(|&&(_, r)| r == wanted).unwrap().0;
                out.push(self.removal(first(rank), Some(first(partner))));
                return;
            }
        }
        self.unforced_steps(out);
    }

    fn apply(&self, step: Step) -> Self {
        self.after(step)
    }
    fn bound(&self) -> u8 {
        let mut bound = self.pairs_bound();
        if !self.tables.board_only {
            bound = bound.min(self.bracket_bound());
        }
        self.bag_bound().map_or(bound, |bag| bag.min(bound))
    }

    fn hopeless(&mut self, best: u8) -> bool {
        let t = self.tables;
        let prunes = |bound: u8| bound <= best || (verdict_only(t.goal) && bound < t.target);
        // The pairs are asked first: they cost the least, and a state they
        // pass over needs no new answers of the bag game, asked next; then
        // the brackets, in the standard game's verdict search alone (they
        // seldom settle a search for the most cleared, and cost more there
        // than they save); last, in its last pass, what must go before
        // what ([`order`]).
        let (dead, dead_seq) = self.dead();
        let every_card = !t.board_only && verdict_only(t.goal);
        prunes(self.pairs_bound_given(dead, dead_seq))
            || self.bag_bound().is_some_and(prunes)
            || (every_card && prunes(self.bracket_bound_given(dead)))
            || (every_card
                && self.redeals == 0
                && (self.seq & low(self.p)).count_ones() >= ORDER_FROM_WASTE
                && self.some_card_stuck())
    }

    /// The map of the strongest points met is the search's record of the
    /// states met: a state with the same key has the same cards and point.
    const OWN_RECORD: bool = true;

    fn meet(&mut self) -> Result<bool, Refusal> {
        self.first_at_its_point()
    }
}

pub(super) mod any_relation;
pub(super) mod maps;
mod order;
pub(super) mod places;
#[cfg(test)]
mod tests;
