//! The foundation games (Eliminator, Black Hole, All in a Row, Golf): suits
//! never matter, so a column is its ranks and a state is the column heights,
//! the foundations' top ranks and how far the talon has been turned.
//! Foundations are interchangeable, so they form a multiset and all empty
//! foundations are alike. Only cards some line can still play matter
//! ([`Foundations::playable`]): a foundation with no such card it takes is
//! dead, and all dead foundations are alike; one that can take only rank n
//! is keyed by n. Columns with the same bottom ranks that hold no more than
//! those are interchangeable, so the taller goes first in the key. Packed in
//! 64 bits: the heights (as few bits each as the layout's height needs),
//! the canonical values of the foundations in ascending order (5 bits
//! each), and the talon's position (5 bits, when there is a talon). docs/solver.md proves each reduction, the bound on the
//! cards still playable, and the safe move.

use super::search::{
    race, search, Found, Goal, Halt, Problem, Verdict, Workspace, PRELIMINARY_FROM,
};
use super::targets::{by_targets, Aim};
use crate::cards::Card;
use crate::games::foundation::MAX_FOUNDATIONS;
use crate::games::foundation_shape::LARGEST_LAYOUT;
use crate::games::{FoundationGame, Move};
use walk::Fit;

#[path = "foundation_walk.rs"]
mod walk;

/// The most columns of any game's layout.
const MAX_COLUMNS: usize = LARGEST_LAYOUT.columns;
/// The tallest column of any game's layout.
const MAX_HEIGHT: usize = LARGEST_LAYOUT.height;
/// The longest talon of any game's layout.
const MAX_TALON: usize = LARGEST_LAYOUT.talon;
/// The column of the step that turns the next talon card.
const TURN: u8 = u8::MAX;
/// The canonical value of a foundation that can take nothing more.
const DEAD: u8 = 14;
/// Eliminator's orders (search order only, never the answer of a
/// complete search). The full search: openings first, and plays whose card
/// leaves its new foundation the fewest followers first, a card with a
/// neighbour right under it in its column (which can follow it at once)
/// before those; measured on seeds 1 to 2,000 this visits 23% fewer states
/// than taller columns first. The rival: openings first, the card with the
/// most followers first; on the slowest deals of seeds 1 to 1,000,000 it
/// needs 345,810 states where the full order needs 928,836 (seed 509869),
/// and 137,549 against 600,901 (seed 480178). Before both, two short
/// searches with plays first.
const MANY_FOUNDATIONS: Orders = Orders {
    full: Order {
        open_first: true,
        open_most: false,
        plays_most: false,
    },
    rival: Some(Order {
        open_first: true,
        open_most: true,
        plays_most: false,
    }),
    short: &[
        (
            Order {
                open_first: false,
                open_most: false,
                plays_most: false,
            },
            200,
        ),
        (
            Order {
                open_first: false,
                open_most: true,
                plays_most: false,
            },
            1_000,
        ),
    ],
};
/// The orders of one foundation (Black Hole, All in a Row, Golf), where
/// every play goes on the same top: the full search alone, which plays
/// first the card with the most followers, a card that a neighbour right
/// under it can follow first of all (docs/solver.md has the measurements).
const ONE_FOUNDATION: Orders = Orders {
    full: Order {
        open_first: true,
        open_most: false,
        plays_most: true,
    },
    rival: None,
    short: &[],
};
/// How far behind the full search the rival starts: most deals the full
/// search decides within it never pay for the rival (docs/solver.md).
const RIVAL_HEAD_START: u64 = 50_000;
/// The weight of a card with a neighbour right under it.
const CHAIN: i32 = 10;

/// A foundation game's position: the columns' ranks and heights, the
/// foundation tops and the talon, with what the layout's succession lets a
/// foundation take.
#[derive(Clone, Debug)]
pub(crate) struct FoundationStart {
    ranks: [[u8; MAX_HEIGHT]; MAX_COLUMNS],
    /// The rank of each column's bottom card, as a rank set (empty if the
    /// column is).
    bottoms: [u16; MAX_COLUMNS],
    columns: u8,
    heights: [u8; MAX_COLUMNS],
    /// The bits of the key each height takes.
    height_bits: u8,
    /// The slots of the cards of each rank ([`Slots`]).
    rank_slots: [u128; 14],
    /// The rank of the card at each [`Slots`] bit (0 where none is).
    slot_rank: [u8; 128],
    /// For each rank t and edge a (index: t, a), the slots of the cards
    /// of the ranks y whose path up the cycle from t takes a: the ranks
    /// from a + 1 up to t - 1.
    paths_from: [[u128; 14]; 14],
    /// Where each column's cards lie in a [`Slots`] mask.
    slots: Slots,
    /// The pairs of columns `(a, b, k)`, `a < b`, whose bottom `k >= 1`
    /// cards have the same ranks ([`Foundations::canonical_heights`]).
    twins: Vec<(u8, u8, u8)>,
    /// The most bottom ranks any twin columns have in common.
    twin_depth: u8,
    /// The later column of each pair of twins (bit c).
    later_twins: u32,
    /// For [`walk::ColumnOrder`]: for each edge (index r: edge r), the
    /// pairs of cards next to each other in a column whose path up the
    /// cycle of ranks, from the upper card's rank to the lower's, takes
    /// it, each at the upper card's [`Slots`] bit.
    pair_paths: [u128; 14],
    /// The cards dealt to the columns: all of them cleared wins.
    column_cards: u8,
    tops: [u8; 6],
    foundations: u8,
    /// The talon's ranks, the next to turn first.
    talon: [u8; MAX_TALON],
    talon_len: u8,
    /// The ranks of the talon's cards from each place on (index: the
    /// cards turned), as a rank set.
    talon_ranks: [u16; MAX_TALON + 1],
    /// The talon's cards from each place on (index: the cards turned),
    /// counted by rank as [`Foundations::most_playable`] counts them as
    /// predecessors: none of a rank that takes nothing.
    talon_supply: [[u8; 14]; MAX_TALON + 1],
    /// The ranks that take nothing (Golf's king), as a rank set: they
    /// supply no predecessor.
    take_nothing: u16,
    /// The tops that take the rank one above them round the cycle, as a
    /// rank set (from the layout's succession).
    takes_above: u16,
    /// The tops that take the rank one below them round the cycle.
    takes_below: u16,
    /// True if the succession wraps ([`Foundations::walk_matters`]).
    wraps: bool,
    /// The layout's [`crate::games::DealLayout::most_cleared_by_targets`].
    by_targets: bool,
    /// The ranks each top rank takes (index 0, an empty foundation: all).
    takers: [u16; 14],
    /// The rank a top takes one above it (king to ace when wrapping), or 0.
    above: [u8; 14],
    /// The rank a top takes one below it (ace to king when wrapping), or 0.
    below: [u8; 14],
}

fn rank(card: Card) -> u8 {
    card.rank().number()
}

impl FoundationStart {
    /// The position of `game`, its talon in the order the game holds.
    pub fn from_game(game: &FoundationGame) -> FoundationStart {
        let columns = game.column_count();
        let succession = game.succession();
        let mut start = FoundationStart {
            ranks: [[0; MAX_HEIGHT]; MAX_COLUMNS],
            bottoms: [0; MAX_COLUMNS],
            columns: columns as u8,
            heights: [0; MAX_COLUMNS],
            height_bits: (usize::BITS - game.layout().height.leading_zeros()) as u8,
            rank_slots: [0; 14],
            slot_rank: [0; 128],
            paths_from: [[0; 14]; 14],
            slots: Slots::new(columns, game.layout().height),
            twins: Vec::new(),
            twin_depth: 0,
            later_twins: 0,
            pair_paths: [0; 14],
            column_cards: game.layout().column_cards() as u8,
            tops: [0; 6],
            foundations: game.foundation_count() as u8,
            talon: [0; MAX_TALON],
            talon_len: 0,
            talon_ranks: [0; MAX_TALON + 1],
            talon_supply: [[0; 14]; MAX_TALON + 1],
            take_nothing: 0,
            takes_above: succession.takes_above(),
            takes_below: succession.takes_below(),
            wraps: succession.wraps,
            by_targets: game.layout().most_cleared_by_targets,
            takers: [ALL; 14],
            above: [0; 14],
            below: [0; 14],
        };
        for c in 0..columns {
            let column = game.column(c);
            start.heights[c] = column.len() as u8;
            for (i, card) in column.iter().enumerate() {
                start.ranks[c][i] = rank(*card);
                if i == 0 {
                    start.bottoms[c] = bit(rank(*card));
                }
                start.rank_slots[usize::from(rank(*card))] |= start.slots.card(c, i);
                start.slot_rank[start.slots.card(c, i).trailing_zeros() as usize] = rank(*card);
            }
        }
        for t in 1..14 {
            for a in 1..14 {
                // The ranks from a + 1 up to t - 1, round the cycle.
                start.paths_from[t][a] = (0..(t + 12 - a) % 13)
                    .map(|i| start.rank_slots[(a + i) % 13 + 1])
                    .fold(0, |m, slots| m | slots);
            }
        }
        start.twins = start.twins();
        for &(_, b, common) in &start.twins {
            start.twin_depth = start.twin_depth.max(common);
            start.later_twins |= 1 << b;
        }
        for c in 0..columns {
            for j in 1..usize::from(start.heights[c]) {
                let (upper, lower) = (start.ranks[c][j], start.ranks[c][j - 1]);
                for k in 0..(usize::from(lower) + 13 - usize::from(upper)) % 13 {
                    let edge = (usize::from(upper) - 1 + k) % 13 + 1;
                    start.pair_paths[edge] |= start.slots.card(c, j);
                }
            }
        }
        for f in 0..game.foundation_count() {
            start.tops[f] = game.foundation_top(f).map_or(0, rank);
        }
        let talon = game.talon();
        start.talon_len = talon.len() as u8;
        for (slot, card) in start.talon.iter_mut().zip(talon) {
            *slot = rank(card);
        }
        for i in (0..usize::from(start.talon_len)).rev() {
            start.talon_ranks[i] = start.talon_ranks[i + 1] | bit(start.talon[i]);
        }
        for t in 1..14u8 {
            start.takers[usize::from(t)] = (1..14u8)
                .filter(|&r| succession.takes_number(t, r))
                .fold(0, |m, r| m | bit(r));
            let (up, down) = (t % 13 + 1, (t + 11) % 13 + 1);
            start.above[usize::from(t)] = if succession.takes_number(t, up) {
                up
            } else {
                0
            };
            start.below[usize::from(t)] = if succession.takes_number(t, down) {
                down
            } else {
                0
            };
        }
        start.take_nothing = (1..14u8)
            .filter(|&t| start.takers[usize::from(t)] == 0)
            .fold(0, |m, t| m | bit(t));
        for i in (0..usize::from(start.talon_len)).rev() {
            let r = start.talon[i];
            start.talon_supply[i] = start.talon_supply[i + 1];
            if start.take_nothing & bit(r) == 0 {
                start.talon_supply[i][usize::from(r)] += 1;
            }
        }
        start
    }

    /// The pairs of columns whose bottom cards have the same ranks, with how
    /// many of them do.
    fn twins(&self) -> Vec<(u8, u8, u8)> {
        let columns = usize::from(self.columns);
        let mut twins = Vec::new();
        for a in 0..columns {
            for b in a + 1..columns {
                let common = self.ranks[a][..usize::from(self.heights[a])]
                    .iter()
                    .zip(&self.ranks[b][..usize::from(self.heights[b])])
                    .take_while(|(x, y)| x == y)
                    .count();
                if common > 0 {
                    twins.push((a as u8, b as u8, common as u8));
                }
            }
        }
        twins
    }

    /// The cards dealt to the columns: all of them played wins.
    pub fn column_cards(&self) -> usize {
        usize::from(self.column_cards)
    }

    /// The move orders that suit the game.
    fn orders(&self) -> &'static Orders {
        if self.foundations == 1 {
            &ONE_FOUNDATION
        } else {
            &MANY_FOUNDATIONS
        }
    }

    /// True if a top of rank `top` (0 when empty) takes a card of rank `r`.
    fn takes(&self, top: u8, r: u8) -> bool {
        self.takers[usize::from(top)] & bit(r) != 0
    }

    /// The ranks of `candidates` (a rank set) that some card of `cards` (a
    /// [`Slots`] mask) has.
    fn ranks_among(&self, cards: u128, candidates: u16) -> u16 {
        bits_of(u32::from(candidates))
            .filter(|&r| self.rank_slots[r + 1] & cards != 0)
            .fold(0, |m, r| m | 1 << r)
    }

    /// The ranks that go on some rank of `m` (the bit-set form of
    /// [`FoundationStart::takes`], by shifts round the cycle of 13: it
    /// runs on every state).
    fn takers_of(&self, m: u16) -> u16 {
        let (up, down) = (m & self.takes_above, m & self.takes_below);
        ((up << 1 | up >> 12) | (down >> 1 | down << 12)) & ALL
    }
}

/// A foundation's canonical value by its top (0 if empty) and whether
/// playable cards it takes are left one rank above it and one below (`2 *
/// above + below`): 0 empty, [`DEAD`] if neither, `DEAD + n` if only rank
/// n, else the top. A side the succession closes never has cards left.
const CANONICAL: [[u8; 4]; 14] = {
    let mut c = [[0; 4]; 14];
    let mut t = 1;
    while t < 14 {
        let up = t % 13 + 1;
        let down = (t + 11) % 13 + 1;
        c[t] = [DEAD, DEAD + down as u8, DEAD + up as u8, t as u8];
        t += 1;
    }
    c
};

/// Every rank, as a rank set.
const ALL: u16 = (1 << 13) - 1;

/// Rank `r` (1..=13) as a bit of a 13-bit rank set.
fn bit(r: u8) -> u16 {
    1 << (r - 1)
}

/// Hall's deficiency of the matching of `demand[r]` cards of each rank r to
/// distinct predecessors, `supply[y]` of each rank y, r and y one apart:
/// the most that `d(X) - s(N(X))` reaches over sets X of ranks. Ranks two
/// apart share the supply between them, so in the order 1, 3, 5, ..., 13, 2,
/// 4, ..., 12 each rank shares one supply with the next, round a cycle, and
/// a dynamic programme over whether each rank is in X finds the maximum.
fn deficiency(demand: &[i32; 14], supply: &[i32; 14]) -> i32 {
    // The rank at position i of the cycle, and the supply after it.
    let at = |i: usize| (2 * i % 13 + 1) as u8;
    let mut most = 0;
    for first in [false, true] {
        // best[b]: the best sum so far with the current rank in X iff b.
        let mut best = [i32::MIN / 2; 2];
        best[usize::from(first)] = if first { demand[usize::from(at(0))] } else { 0 };
        for i in 1..13 {
            let between = supply[next_round(at(i - 1))];
            let d = demand[usize::from(at(i))];
            best = [
                best[0].max(best[1] - between),
                best[0].max(best[1]) - between + d,
            ];
        }
        let between = supply[next_round(at(12))];
        for (b, &v) in best.iter().enumerate() {
            let shared = if b == 1 || first { between } else { 0 };
            most = most.max(v - shared);
        }
    }
    most
}

/// The indices of the bits set in `set`, lowest first.
fn bits_of(mut set: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let i = set.trailing_zeros() as usize;
            set &= set - 1;
            i
        })
    })
}

/// The cards of the columns as bits of a `u128`, for
/// [`Foundations::playable`]: column c takes `height + 1` bits from bit
/// `c * (height + 1)`, its top card lowest (card i, counted from the bottom,
/// at `height - 1 - i` within them) and a guard bit, never a card, highest.
/// Each column's bits then count from its top down, and an addition or a
/// subtraction of one at each column's lowest bit stops at its guard
/// (every layout fits: Black Hole's 17 columns of 3 take 68 bits).
#[derive(Clone, Debug)]
struct Slots {
    height: usize,
    /// Each column's lowest bit.
    lowest: u128,
    /// Each column's guard bit.
    guards: u128,
    /// Every bit a card of some column could take.
    cards: u128,
    /// The column of each bit.
    column: [u8; 128],
}

impl Slots {
    /// The bits of `columns` columns that hold at most `height` cards.
    fn new(columns: usize, height: usize) -> Slots {
        let width = height + 1;
        assert!(columns * width <= 128, "a layout's columns fit in 128 bits");
        let mut slots = Slots {
            height,
            lowest: 0,
            guards: 0,
            cards: 0,
            column: [0; 128],
        };
        for c in 0..columns {
            slots.lowest |= 1 << (c * width);
            slots.guards |= 1 << (c * width + height);
            slots.cards |= ((1 << height) - 1) << (c * width);
            slots.column[c * width..(c + 1) * width].fill(c as u8);
        }
        slots
    }

    /// The column of bit `slot`.
    fn column_of(&self, slot: u32) -> usize {
        usize::from(self.column[slot as usize])
    }

    /// The bit of card `i` (from the bottom) of column `c`.
    fn card(&self, c: usize, i: usize) -> u128 {
        1 << (c * (self.height + 1) + self.height - 1 - i)
    }

    /// The cards of `passable` that lie, in each column, above every bit
    /// not in it: each column's run of ones from its lowest bit.
    fn runs_from_top(&self, passable: u128) -> u128 {
        // Adding one at a column's lowest bit clears its run of ones and
        // carries at most into its guard, which `passable` never holds.
        passable & !(passable + self.lowest)
    }

    /// The card of `set` nearest the top of each column.
    fn first_in_each(&self, set: u128) -> u128 {
        // With the guards set, the borrow of subtracting one at each
        // column's lowest bit stops within the column.
        let set = set | self.guards;
        set & !(set - self.lowest) & !self.guards
    }

    /// `set` with the card nearest the top of each column taken out.
    fn without_first_in_each(&self, set: u128) -> u128 {
        // With the guards set, the borrow of subtracting one at each
        // column's lowest bit stops within the column, at its first card.
        let set = set | self.guards;
        set & (set - self.lowest) & !self.guards
    }

    /// The bottom card's bit of each column of `present` (the cards still
    /// in the columns) whose top card is one of `tops`.
    fn bottoms_under(&self, present: u128, tops: u128) -> u128 {
        // A column's cards run from its top card to its bottom card, so
        // adding one at the top card carries to the guard just above the
        // bottom card, and no further.
        ((present + tops) & self.guards) >> 1
    }
}

/// The rank one above `r` round the cycle of 13 (king to ace).
fn next_round(r: u8) -> usize {
    usize::from(r % 13 + 1)
}

/// A state of a foundation game.
#[derive(Clone)]
pub(crate) struct Foundations<'a> {
    start: &'a FoundationStart,
    heights: [u8; MAX_COLUMNS],
    tops: [u8; 6],
    /// Talon cards turned so far.
    turned: u8,
    /// Column cards played so far.
    cleared: u8,
    /// Cards of each rank still in the columns.
    left: [u8; 14],
    /// The ranks with cards left in the columns, as a rank set.
    ranks_left: u16,
    /// The cards still in the columns, as [`Slots`].
    present: u128,
    /// The column heights packed as the key holds them, the first column
    /// highest, each in [`FoundationStart::height_bits`] bits.
    heights_key: u64,
    /// The columns holding no more cards than
    /// [`FoundationStart::twin_depth`] (bit c): only they can be swapped
    /// with their twins.
    short: u32,
    /// [`Foundations::last_card_ranks`], worked out again only when a
    /// column empties.
    last_cards: u16,
    /// Of those, the ones some line could still play ([`Foundations::playable`]).
    live: [u8; 14],
    /// The move order ([`solve`] tries several; search order only).
    order: Order,
    /// What the search must establish (which states it may pass over),
    /// the cards cleared that win it (every column card, or fewer in a
    /// search for a target, [`crate::solver::targets`]), and the cards some
    /// line is known to clear.
    aim: Aim,
    /// The ranks a line that clears every column may still end on, as far
    /// as the walks of this state and the states before it on the line
    /// show ([`Foundations::walk_check`]): a line from here is the end of
    /// a line from each of them, so an end ruled out for one is ruled out
    /// here.
    ends: u16,
    /// The walk that fits this state once its check has run, or the one
    /// that fitted the state before it, carried across the play ([`Fit`]).
    fit: Option<Fit>,
}

/// A move order: plays onto cards before or after the plays that open an
/// empty foundation, and whether those openings put the card with the most
/// followers first (else the fewest, like the plays onto cards).
#[derive(Copy, Clone, Debug)]
struct Order {
    open_first: bool,
    open_most: bool,
    /// Plays onto cards put the card with the most followers first.
    plays_most: bool,
}

/// The orders [`solve`] runs: short searches first, each with its node
/// budget, then the full search, raced against a rival if there is one.
struct Orders {
    full: Order,
    rival: Option<Order>,
    short: &'static [(Order, u64)],
}

impl<'a> Foundations<'a> {
    /// The state at `start`.
    pub fn new(start: &'a FoundationStart) -> Foundations<'a> {
        let mut left = [0; 14];
        for c in 0..usize::from(start.columns) {
            for &r in &start.ranks[c][..usize::from(start.heights[c])] {
                left[usize::from(r)] += 1;
            }
        }
        let present = (0..usize::from(start.columns))
            .flat_map(|c| (0..usize::from(start.heights[c])).map(move |i| (c, i)))
            .fold(0, |m, (c, i)| m | start.slots.card(c, i));
        let mut state = Foundations {
            start,
            heights: start.heights,
            cleared: start.column_cards - start.heights.iter().sum::<u8>(),
            tops: start.tops,
            turned: 0,
            left,
            ranks_left: (1..14u8)
                .filter(|&r| left[usize::from(r)] > 0)
                .fold(0, |m, r| m | bit(r)),
            present,
            heights_key: start.heights[..usize::from(start.columns)]
                .iter()
                .fold(0, |k, &h| k << start.height_bits | u64::from(h)),
            last_cards: 0,
            short: (0..usize::from(start.columns))
                .filter(|&c| start.heights[c] <= start.twin_depth)
                .fold(0, |m, c| m | 1 << c),
            live: left,
            order: start.orders().full,
            aim: Aim::most(start.column_cards, 0),
            ends: ALL,
            fit: None,
        };
        state.last_cards = state.bottom_ranks();
        state.live = state.playable();
        state
    }

    fn columns(&self) -> usize {
        usize::from(self.start.columns)
    }

    /// The talon's ranks still to turn, the next first.
    fn talon(&self) -> &[u8] {
        &self.start.talon[usize::from(self.turned)..usize::from(self.start.talon_len)]
    }

    /// A foundation's canonical value: 0 empty, [`DEAD`] if nothing left can
    /// go on it, else its top rank.
    fn canonical(&self, f: usize) -> u8 {
        let t = usize::from(self.tops[f]);
        let above = usize::from(self.live[usize::from(self.start.above[t])] > 0);
        let below = usize::from(self.live[usize::from(self.start.below[t])] > 0);
        CANONICAL[t][above * 2 + below]
    }

    /// Playable cards left in the columns that go on a top of rank `t`.
    fn neighbours(&self, t: u8) -> u8 {
        let t = usize::from(t);
        self.live[usize::from(self.start.above[t])] + self.live[usize::from(self.start.below[t])]
    }

    /// Where the top of column `c` comes in the move order, lowest first:
    /// by how many cards could follow it on a foundation (fewest first, or
    /// most first in the order [`Order::plays_most`]), a card that a
    /// neighbour right under it can follow at once first.
    fn score(&self, c: usize) -> i32 {
        let r = self.column_top(c).expect("a step plays a column top");
        let h = usize::from(self.heights[c]);
        let chain = h >= 2 && self.start.takes(r, self.start.ranks[c][h - 2]);
        let followers = i32::from(self.neighbours(r));
        if self.order.plays_most {
            -followers - CHAIN * i32::from(chain)
        } else {
            followers - CHAIN * i32::from(chain)
        }
    }

    /// How many cards of each rank could ever be played (docs/solver.md
    /// proves every card any line plays is counted): a least fixpoint, where
    /// a card counts if every card above it counts and it goes on a rank
    /// within reach: a foundation top, a talon card still to turn, or a
    /// counted card (which, counted before it, is not under it); when that
    /// is stuck, each empty foundation in turn may take any card that shows.
    fn playable(&self) -> [u8; 14] {
        match self.playable_cards() {
            None => self.left,
            Some(counted) => {
                // The cards left less the few not counted, by rank.
                let mut live = self.left;
                let mut uncounted = self.present & !counted;
                while uncounted != 0 {
                    let slot = uncounted.trailing_zeros() as usize;
                    live[usize::from(self.start.slot_rank[slot])] -= 1;
                    uncounted &= uncounted - 1;
                }
                live
            }
        }
    }

    /// True if every card left could be played ([`Foundations::playable`]
    /// counts them all).
    fn all_playable(&self) -> bool {
        self.playable_cards()
            .is_none_or(|counted| counted == self.present)
    }

    /// The cards of [`Foundations::playable`], as [`Slots`]; `None` when
    /// the fixpoint sees early that they are all the cards left.
    fn playable_cards(&self) -> Option<u128> {
        let mut reach = 0u16;
        let mut openings = 0;
        for &t in &self.tops[..usize::from(self.start.foundations)] {
            match t {
                0 => openings += 1,
                t => reach |= bit(t),
            }
        }
        reach |= self.start.talon_ranks[usize::from(self.turned)];
        let start = self.start;
        // Once every rank with cards left goes on a rank within reach, every
        // card counts (each, top down, goes on a rank within reach).
        let wanted = self.ranks_left;
        let mut near = start.takers_of(reach);
        if near & wanted == wanted {
            return None;
        }
        // The cards counted so far are, in each column, those above the
        // first card not counted; the least fixpoint does not depend on the
        // order the cards are counted in, so all the columns go as deep as
        // the ranks within reach let them at once, and then again with the
        // ranks of the cards they passed, until no rank comes within reach.
        let slots = &start.slots;
        // The walk passes the places of the cards already played, and the
        // cards an empty foundation takes.
        let mut passable = slots.cards & !self.present;
        // The cards whose ranks go on a rank within reach (`near_ranks`).
        let mut near_cards = 0u128;
        let mut near_ranks = 0u16;
        loop {
            for r in bits_of(u32::from(near & !near_ranks)) {
                near_cards |= start.rank_slots[r + 1];
            }
            near_ranks = near;
            let counted =
                slots.runs_from_top(passable | (near_cards & self.present)) & self.present;
            // A card counted now that was not before has a rank near.
            reach |= start.ranks_among(counted, near & wanted & !reach);
            near = start.takers_of(reach);
            if near & wanted == wanted {
                return None;
            }
            if near != near_ranks {
                continue;
            }
            // Stuck: an empty foundation may take any card that shows.
            let showing = slots.first_in_each(self.present & !counted);
            if openings == 0 || showing == 0 {
                return Some(counted);
            }
            openings -= 1;
            passable |= showing;
            reach |= start.ranks_among(showing, wanted & !reach);
            near = start.takers_of(reach);
        }
    }

    /// The most cards any line from here can still play: every playable card
    /// but the ones that open the empty foundations goes on a distinct
    /// predecessor it follows (a foundation top, a talon card still to turn,
    /// or another playable card), so at most `empty` of them can lack one:
    /// Hall's deficiency of that matching on ranks bounds how many are
    /// played (docs/solver.md). The matching lets ranks one apart round the
    /// cycle (king and ace too) follow each other, and a rank that takes
    /// nothing (Golf's king) supplies none: for a succession that does not
    /// wrap, that can only allow more, so the bound stays sound.
    fn most_playable(&self) -> u8 {
        let mut empty = 0;
        let talon = &self.start.talon_supply[usize::from(self.turned)];
        let mut supply: [i32; 14] =
            std::array::from_fn(|r| i32::from(self.live[r]) + i32::from(talon[r]));
        for &t in &self.tops[..usize::from(self.start.foundations)] {
            match t {
                0 => empty += 1,
                t => supply[usize::from(t)] += 1,
            }
        }
        for r in bits_of(u32::from(self.start.take_nothing)) {
            supply[r + 1] = 0;
        }
        let total: u8 = self.live.iter().sum();
        let lacking = deficiency(&self.live.map(i32::from), &supply);
        total - (lacking.max(empty) - empty) as u8
    }

    /// False if no line from here clears every column: no walk round the
    /// cycle plays the cards left in an order the columns allow (where the
    /// walk matters), some card left can never be played, or the matching
    /// of [`Foundations::most_playable`] leaves more cards without a
    /// predecessor than there are empty foundations (which a walk rules out
    /// by itself: each card follows the one before it on the walk).
    /// Narrows [`Foundations::ends`] to the ends still possible.
    fn can_win(&mut self) -> bool {
        if self.walk_matters() {
            self.all_playable() && self.walk_narrows()
        } else {
            self.all_playable() && self.cleared() + self.most_playable() == self.start.column_cards
        }
    }

    /// The column heights with the cards left in twin columns put in the
    /// earlier column: if columns `a < b` have the same bottom `k` ranks
    /// and neither holds more than `k` cards, what is left of each is a
    /// prefix of the same ranks, so swapping their heights gives a state
    /// with the same columns in another order, which has the same lines
    /// (docs/solver.md). Each swap puts the taller first.
    /// The heights come packed as the key holds them
    /// ([`Foundations::heights_key`]).
    fn canonical_heights(&self) -> u64 {
        let bits = self.start.height_bits;
        let mask = (1u64 << bits) - 1;
        let shift = |c: u8| u32::from(bits) * u32::from(self.start.columns - 1 - c);
        let mut heights = self.heights_key;
        if self.short & self.start.later_twins == 0 {
            return heights;
        }
        for &(a, b, common) in &self.start.twins {
            let (at_a, at_b) = (shift(a), shift(b));
            let (ha, hb) = (heights >> at_a & mask, heights >> at_b & mask);
            if ha < hb && hb <= u64::from(common) {
                heights ^= (ha ^ hb) << at_a | (ha ^ hb) << at_b;
            }
        }
        heights
    }

    /// The columns (bit c) whose play gives way to another column's: a card
    /// of the same rank shows on a column that holds more cards (or as
    /// many, and comes earlier), and the cards under the first have the
    /// ranks of the cards right under the other. Playing the other instead
    /// is never worse: the first card and the cards under it stay to be
    /// played in the places of their twins (docs/solver.md), so only the
    /// other is tried.
    /// Only the columns that show a rank of `ranks` (a rank set) are looked
    /// at, with `showing` from [`Foundations::showing_columns`].
    fn dominated_columns(&self, showing: &[u32; 13], ranks: u16) -> u32 {
        let cards = |c: usize| &self.start.ranks[c][..usize::from(self.heights[c])];
        let gives_way = |c: usize, other: usize| {
            let (h, taller) = (self.heights[c], self.heights[other]);
            (taller > h || (taller == h && other < c)) && cards(other).ends_with(cards(c))
        };
        let mut dominated = 0;
        for same in bits_of(u32::from(ranks))
            .map(|r| showing[r])
            .filter(|same| same.count_ones() > 1)
        {
            for c in bits_of(same) {
                if bits_of(same & !(1 << c)).any(|other| gives_way(c, other)) {
                    dominated |= 1 << c;
                }
            }
        }
        dominated
    }

    /// The columns (bit c) that show each rank (index: the rank less one).
    /// At least the ranks of `ranks` (a rank set) are filled in: with more
    /// columns than the two ranks each foundation takes (Black Hole, All
    /// in a Row, Golf), only they, from the tops' bits; else (Eliminator's
    /// four columns) every column's top, which is cheaper there.
    fn showing_columns(&self, ranks: u16) -> [u32; 13] {
        let mut showing = [0u32; 13];
        if 2 * self.start.foundations >= self.start.columns {
            for c in 0..self.columns() {
                if let Some(r) = self.column_top(c) {
                    showing[usize::from(r - 1)] |= 1 << c;
                }
            }
            return showing;
        }
        let slots = &self.start.slots;
        let tops = slots.first_in_each(self.present);
        for r in bits_of(u32::from(ranks)) {
            let mut cards = tops & self.start.rank_slots[r + 1];
            while cards != 0 {
                showing[r] |= 1 << slots.column_of(cards.trailing_zeros());
                cards &= cards - 1;
            }
        }
        showing
    }

    /// The ranks of the cards at the bottom of the columns not yet empty,
    /// as a rank set: a line that clears every column plays one of them
    /// last.
    fn last_card_ranks(&self) -> u16 {
        self.last_cards
    }

    /// [`Foundations::last_card_ranks`] worked out from the heights.
    fn bottom_ranks(&self) -> u16 {
        // Columns past the layout's hold no cards.
        self.heights
            .iter()
            .zip(&self.start.bottoms)
            .fold(0, |m, (&h, &b)| m | if h > 0 { b } else { 0 })
    }

    /// True if the search is for a line that clears every column: a
    /// state that cannot is passed over ([`Foundations::can_win`]).
    fn clears_all(&self) -> bool {
        self.aim.goal == Goal::Verdict && self.aim.target == self.start.column_cards
    }

    fn column_top(&self, c: usize) -> Option<u8> {
        let h = usize::from(self.heights[c]);
        (h > 0).then(|| self.start.ranks[c][h - 1])
    }
}

/// The workspace of the search in the [`RIVAL`] order, kept in the solver
/// from search to search.
#[derive(Default)]
pub(crate) struct Rival(pub Workspace);

/// Solves from `start`: short searches in other move orders first (each
/// finds quickly many wins the others are slow to, docs/solver.md), then
/// the full search, raced against a search in the [`RIVAL`] order that
/// starts [`RIVAL_HEAD_START`] states behind ([`race`]: the answer never
/// depends on which runs first). A search that ends within its budget is
/// complete, so its verdict and most cards cleared stand; all the searches'
/// states count against `max_nodes`. Under [`PRELIMINARY_FROM`] states (the
/// hints' small budgets) there is just the full search.
pub(crate) fn solve(
    start: &FoundationStart,
    max_nodes: u64,
    goal: Goal,
    workspaces: (&mut Workspace, &mut Workspace),
) -> Found<(u8, u8)> {
    let (ws, rival_ws) = workspaces;
    let all = start.column_cards;
    let state = |order: Order| Foundations {
        order,
        aim: match goal {
            Goal::Verdict => Aim::reach(all),
            Goal::MostCleared => Aim::most(all, 0),
        },
        ..Foundations::new(start)
    };
    let orders = start.orders();
    if max_nodes < PRELIMINARY_FROM {
        return search(state(orders.full), max_nodes, ws);
    }
    let mut spent = 0;
    let mut best = 0;
    for &(order, budget) in orders.short {
        let found = search(state(order), budget, ws);
        spent += found.nodes;
        if found.verdict != Verdict::Unknown || found.halt.is_some_and(Halt::is_memory) {
            return Found {
                nodes: spent,
                ..found
            };
        }
        best = best.max(found.best_cleared);
    }
    let Some(rival) = orders.rival else {
        // One foundation: the most cleared by targets where the layout
        // asks so (docs/solver.md, "The most cleared, by targets").
        return by_targets((all, 1), start.by_targets, goal, max_nodes, |aim, nodes| {
            search(
                Foundations {
                    aim,
                    ..state(orders.full)
                },
                nodes,
                ws,
            )
        });
    };
    let found = race(
        state(orders.full),
        state(rival),
        RIVAL_HEAD_START,
        max_nodes - spent,
        (ws, rival_ws),
    );
    Found {
        nodes: spent + found.nodes,
        best_cleared: found.best_cleared.max(best),
        ..found
    }
}

/// The compare-exchanges of a sorting network for six values (12, depth 5).
const NETWORK: [(usize, usize); 12] = [
    (0, 5),
    (1, 3),
    (2, 4),
    (1, 2),
    (3, 4),
    (0, 3),
    (2, 5),
    (0, 1),
    (2, 3),
    (4, 5),
    (1, 2),
    (3, 4),
];

/// `values` in ascending order, without branches.
fn sort_six(mut values: [u8; 6]) -> [u8; 6] {
    for (i, j) in NETWORK {
        let (low, high) = (values[i].min(values[j]), values[i].max(values[j]));
        values[i] = low;
        values[j] = high;
    }
    values
}

/// A step as the player's move.
pub(crate) fn to_move(step: (u8, u8)) -> Move {
    match step {
        (TURN, _) => Move::Turn,
        (column, foundation) => Move::Play {
            column: usize::from(column),
            foundation: usize::from(foundation),
        },
    }
}

impl Problem for Foundations<'_> {
    type Step = (u8, u8);

    type Key = u64;

    fn key(&self) -> u64 {
        // The foundations as a multiset: their canonical values (0..=27, five
        // bits each) in ascending order; the unused of the six sort last as
        // 31 and are left out. Heights above them, the talon's position
        // below. At most 17 x 2 + 5 + 5 bits (Black Hole), 13 x 3 + 5 (All in
        // a Row), 4 x 4 + 30 (Eliminator): never all ones.
        let n = usize::from(self.start.foundations);
        let mut values = [31u8; 6];
        for (f, value) in values[..n].iter_mut().enumerate() {
            *value = self.canonical(f);
        }
        let heights = self.canonical_heights();
        let key = if n == 1 {
            heights << 5 | u64::from(values[0])
        } else {
            sort_six(values)[..n]
                .iter()
                .fold(heights, |k, &v| k << 5 | u64::from(v))
        };
        if self.start.talon_len == 0 {
            key
        } else {
            key << 5 | u64::from(self.turned)
        }
    }

    fn is_won(&self) -> bool {
        // Every column card, or a target short of it.
        self.present == 0
            || (self.aim.target < self.start.column_cards && self.cleared() >= self.aim.target)
    }

    fn cleared(&self) -> u8 {
        self.cleared
    }

    fn steps(&self, out: &mut Vec<(u8, u8)>) {
        let n = usize::from(self.start.foundations);
        let turn = (!self.talon().is_empty()).then_some((TURN, 0));
        // The live foundations, one per distinct top (the first of equals),
        // and the first empty one: the only targets worth trying.
        let mut live = [(0u8, 0u8); 6];
        let mut lives = 0;
        let mut empty = None;
        for f in 0..n {
            match self.canonical(f) {
                DEAD => {}
                0 => {
                    empty = empty.or(Some(f as u8));
                }
                v => {
                    if !live[..lives].iter().any(|&(w, _)| w == v) {
                        live[lives] = (v, f as u8);
                        lives += 1;
                    }
                }
            }
        }
        // Plays onto cards first: opening an empty foundation is the costly move.
        // With no talon left to turn, a card that is the last one left next
        // to a foundation's top goes there at once (docs/solver.md proves
        // this never loses a win). Each play is sorted by its column's
        // order, then by how many cards its foundation's top still had next
        // to it (fewest first). Turning the talon comes last. The plays go
        // straight into `out` and are sorted there.
        let begin = out.len();
        let mut order = [0i32; MAX_COLUMNS];
        // The columns whose top card some target takes: with an empty
        // foundation, every column that shows a card.
        let ranks = if empty.is_some() {
            ALL
        } else {
            live[..lives].iter().fold(0, |m, &(_, f)| {
                m | self.start.takers[usize::from(self.tops[usize::from(f)])]
            })
        };
        let showing = self.showing_columns(ranks);
        let candidates = bits_of(u32::from(ranks)).fold(0, |m, r| m | showing[r]);
        let tried_columns = candidates & !self.dominated_columns(&showing, ranks);
        let tried = |c: usize| tried_columns & 1 << c != 0;
        for c in bits_of(tried_columns) {
            let key = &mut order[c];
            let r = self.start.ranks[c][usize::from(self.heights[c]) - 1];
            *key = self.score(c) * 16 - i32::from(self.heights[c]);
            for &(_, f) in &live[..lives] {
                let t = self.tops[usize::from(f)];
                if self.start.takes(t, r) {
                    if self.neighbours(t) == 1 && turn.is_none() {
                        out.truncate(begin);
                        out.push((c as u8, f));
                        return;
                    }
                    out.push((c as u8, f));
                }
            }
        }
        let mut next = [0i32; MAX_FOUNDATIONS];
        for (f, followers) in next[..n].iter_mut().enumerate() {
            *followers = i32::from(self.neighbours(self.tops[f]));
        }
        // A stable sort: plays with equal keys keep the order they were made in.
        out[begin..].sort_by_key(|&(c, f)| order[usize::from(c)] * 16 + next[usize::from(f)]);
        let plays = out.len() - begin;
        let Some(f) = empty else {
            out.extend(turn);
            return;
        };
        let sign = if self.order.open_most { -1 } else { 1 };
        let mut columns: [u8; MAX_COLUMNS] = std::array::from_fn(|c| c as u8);
        let columns = &mut columns[..self.columns()];
        columns.sort_by_key(|&c| sign * order[usize::from(c)]);
        let openings = columns
            .iter()
            .filter(|&&c| tried(usize::from(c)))
            .map(|&c| (c, f));
        out.extend(openings);
        if self.order.open_first {
            out[begin..].rotate_left(plays);
        }
        out.extend(turn);
    }

    fn apply(&self, (c, f): (u8, u8)) -> Self {
        let mut next = self.clone();
        if c == TURN {
            next.fit = None;
            next.tops[0] = self.talon()[0];
            next.turned += 1;
        } else {
            let r = self
                .column_top(usize::from(c))
                .expect("a step plays a column top");
            let c = usize::from(c);
            next.heights[c] -= 1;
            next.cleared += 1;
            next.heights_key -= 1 << (self.start.height_bits * (self.start.columns - 1 - c as u8));
            if next.heights[c] <= self.start.twin_depth {
                next.short |= 1 << c;
            }
            if next.heights[c] == 0 {
                next.last_cards = next.bottom_ranks();
            }
            next.present &= !self.start.slots.card(c, usize::from(next.heights[c]));
            next.left[usize::from(r)] -= 1;
            next.fit = self
                .fit
                .and_then(Fit::own)
                .map(|fit| fit.across(self.tops[0], r));
            if next.left[usize::from(r)] == 0 {
                next.ranks_left &= !bit(r);
            }
            next.tops[usize::from(f)] = r;
        }
        next.live = if self.clears_all() {
            // A state that cannot win is passed over before its steps are
            // made ([`Foundations::can_win`] counts the playable cards
            // then), and one that can has every card left playable.
            next.left
        } else {
            next.playable()
        };
        next
    }

    fn bound(&self) -> u8 {
        let bound = self.cleared() + self.most_playable();
        if bound == self.start.column_cards
            && self.walk_matters()
            && self.walk_check(self.ends).ends == 0
        {
            bound - 1
        } else {
            bound
        }
    }

    fn hopeless(&mut self, best: u8) -> bool {
        if self.clears_all() {
            return !self.can_win();
        }
        let bound = self.cleared() + self.most_playable();
        let bound =
            if bound == self.start.column_cards && self.walk_matters() && !self.walk_narrows() {
                bound - 1
            } else {
                bound
            };
        self.aim.prunes(bound, best)
    }
}

#[cfg(test)]
#[path = "foundation_tests.rs"]
mod tests;
