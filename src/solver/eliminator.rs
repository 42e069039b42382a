//! Eliminator: suits never matter, so a column is its ranks and a state is
//! the four column heights plus the foundations' top ranks. Foundations are
//! interchangeable, so they form a multiset and all empty foundations are
//! alike. Only cards some line can still play matter ([`Elim::playable`]):
//! a foundation with no such card one rank from its top (king and ace
//! adjacent) is dead, and all dead foundations are alike; one that can take
//! only rank n is keyed by n. Packed in 64 bits: 4 heights of 4 bits and
//! the 28 canonical values in ascending order, 5 bits each. docs/solver.md
//! proves each reduction, the bound on the cards still playable, and the
//! safe move.

use super::search::{race, search, Found, Halt, Problem, Verdict, Workspace, PRELIMINARY_FROM};
use crate::cards::Card;
use crate::games::{FoundationGame, Move};

const COLUMNS: usize = 4;
/// The canonical value of a foundation that can take nothing more.
const DEAD: u8 = 14;
/// Move ordering (search order only, never the answer of a complete
/// search): plays whose card leaves its new foundation the fewest
/// followers come first, and a card with a neighbour right under it in its
/// column (which can follow it at once) before those; measured on seeds 1
/// to 2,000 this visits 23% fewer states than taller columns first.
const ORDER: i32 = 1;
/// The full search's move order: openings first.
const FULL: Order = Order {
    open_first: true,
    open_most: false,
};
/// The order the full search races against: openings first, the card with
/// the most followers first. On the slowest deals of seeds 1 to 1,000,000
/// it needs 345,810 states where the full order needs 928,836 (seed
/// 509869), and 137,549 against 600,901 (seed 480178).
const RIVAL: Order = Order {
    open_first: true,
    open_most: true,
};
/// How far behind the full search the rival starts: most deals the full
/// search decides within it never pay for the rival (docs/solver.md).
const RIVAL_HEAD_START: u64 = 50_000;
/// The short searches [`solve`] tries first, and their node budgets.
const SHORT: [(Order, u64); 2] = [
    (
        Order {
            open_first: false,
            open_most: false,
        },
        200,
    ),
    (
        Order {
            open_first: false,
            open_most: true,
        },
        1_000,
    ),
];
/// The weight of a card with a neighbour right under it.
const CHAIN: i32 = 10;

/// An Eliminator position: the columns' ranks, heights and foundation tops.
#[derive(Clone, Debug)]
pub(crate) struct ElimStart {
    ranks: [[u8; 13]; COLUMNS],
    heights: [u8; COLUMNS],
    tops: [u8; 6],
    foundations: u8,
}

fn rank(card: Card) -> u8 {
    card.rank().number()
}

impl ElimStart {
    /// A fresh deal: card k goes on column k mod 4.
    pub fn from_deck(deck: &[Card; 52], foundations: usize) -> ElimStart {
        ElimStart {
            ranks: std::array::from_fn(|c| std::array::from_fn(|i| rank(deck[c + COLUMNS * i]))),
            heights: [13; COLUMNS],
            tops: [0; 6],
            foundations: foundations as u8,
        }
    }

    /// A position of the real game.
    pub fn from_game(game: &FoundationGame) -> ElimStart {
        let mut start = ElimStart {
            ranks: [[0; 13]; COLUMNS],
            heights: [0; COLUMNS],
            tops: [0; 6],
            foundations: game.foundation_count() as u8,
        };
        for c in 0..COLUMNS {
            let column = game.column(c);
            start.heights[c] = column.len() as u8;
            for (i, card) in column.iter().enumerate() {
                start.ranks[c][i] = rank(*card);
            }
        }
        for f in 0..game.foundation_count() {
            start.tops[f] = game.foundation_top(f).map_or(0, rank);
        }
        start
    }
}

/// A foundation's canonical value by its top (0 if empty) and whether
/// playable cards are left one rank above it and one below (`2 * above +
/// below`): 0 empty, [`DEAD`] if neither, `DEAD + n` if only rank n, else
/// the top.
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

/// The ranks one away from some rank of `m` (king and ace adjacent).
fn neighbours_of(m: u16) -> u16 {
    ((m << 1 | m >> 12) | (m >> 1 | m << 12)) & ALL
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
            let between = supply[up(at(i - 1))];
            let d = demand[usize::from(at(i))];
            best = [
                best[0].max(best[1] - between),
                best[0].max(best[1]) - between + d,
            ];
        }
        let between = supply[up(at(12))];
        for (b, &v) in best.iter().enumerate() {
            let shared = if b == 1 || first { between } else { 0 };
            most = most.max(v - shared);
        }
    }
    most
}

fn adjacent(a: u8, b: u8) -> bool {
    a.abs_diff(b) == 1 || a.abs_diff(b) == 12
}

fn up(r: u8) -> usize {
    usize::from(r % 13 + 1)
}

fn down(r: u8) -> usize {
    usize::from((r + 11) % 13 + 1)
}

/// An Eliminator state.
#[derive(Clone)]
pub(crate) struct Elim<'a> {
    start: &'a ElimStart,
    heights: [u8; COLUMNS],
    tops: [u8; 6],
    /// Cards of each rank still in the columns.
    left: [u8; 14],
    /// Of those, the ones some line could still play ([`Elim::playable`]).
    live: [u8; 14],
    /// The move order ([`solve`] tries several; search order only).
    order: Order,
}

/// A move order: plays onto cards before or after the plays that open an
/// empty foundation, and whether those openings put the card with the most
/// followers first (else the fewest, like the plays onto cards).
#[derive(Copy, Clone, Debug)]
struct Order {
    open_first: bool,
    open_most: bool,
}

impl<'a> Elim<'a> {
    /// The state at `start`.
    pub fn new(start: &'a ElimStart) -> Elim<'a> {
        let mut left = [0; 14];
        for c in 0..COLUMNS {
            for &r in &start.ranks[c][..usize::from(start.heights[c])] {
                left[usize::from(r)] += 1;
            }
        }
        let mut state = Elim {
            start,
            heights: start.heights,
            tops: start.tops,
            left,
            live: left,
            order: FULL,
        };
        state.live = state.playable();
        state
    }

    /// A foundation's canonical value: 0 empty, [`DEAD`] if nothing left can
    /// go on it, else its top rank.
    fn canonical(&self, f: usize) -> u8 {
        let t = self.tops[f];
        let above = usize::from(self.live[up(t)] > 0);
        let below = usize::from(self.live[down(t)] > 0);
        CANONICAL[usize::from(t)][above * 2 + below]
    }

    /// Cards left in the columns one rank from `t`.
    fn neighbours(&self, t: u8) -> u8 {
        self.live[up(t)] + self.live[down(t)]
    }

    /// How many cards could follow the top of column `c` on a foundation.
    fn score(&self, c: usize) -> i32 {
        let r = self.column_top(c).expect("a step plays a column top");
        let h = usize::from(self.heights[c]);
        let chain = h >= 2 && adjacent(self.start.ranks[c][h - 2], r);
        i32::from(self.neighbours(r)) - CHAIN * i32::from(chain)
    }

    /// How many cards of each rank could ever be played (docs/solver.md
    /// proves every card any line plays is counted): a least fixpoint, where
    /// a card counts if every card above it counts and a neighbour rank is a
    /// foundation top or a counted card (which, counted before it, is not
    /// under it); when that is stuck, each empty foundation in turn may take
    /// any card that shows.
    fn playable(&self) -> [u8; 14] {
        let mut reach = 0u16;
        let mut openings = 0;
        for &t in &self.tops[..usize::from(self.start.foundations)] {
            match t {
                0 => openings += 1,
                t => reach |= bit(t),
            }
        }
        let mut near = neighbours_of(reach);
        if near == ALL {
            return self.left;
        }
        // The cards counted so far: all of column c above `under[c]`.
        let mut under = self.heights;
        let card = |c: usize, under: u8| bit(self.start.ranks[c][usize::from(under - 1)]);
        // Row by row, so that many ranks come within reach early.
        loop {
            let mut progressed = false;
            for (c, u) in under.iter_mut().enumerate() {
                if *u > 0 && near & card(c, *u) != 0 {
                    reach |= card(c, *u);
                    near = neighbours_of(reach);
                    *u -= 1;
                    progressed = true;
                    if near == ALL {
                        // Every card has a neighbour rank within reach.
                        return self.left;
                    }
                }
            }
            if progressed {
                continue;
            }
            if under == [0; COLUMNS] || openings == 0 {
                break;
            }
            // An empty foundation may take any card that shows.
            openings -= 1;
            for (c, u) in under.iter_mut().enumerate() {
                if *u > 0 {
                    reach |= card(c, *u);
                    *u -= 1;
                }
            }
            near = neighbours_of(reach);
        }
        let mut live = self.left;
        for (ranks, &u) in self.start.ranks.iter().zip(&under) {
            for &r in &ranks[..usize::from(u)] {
                live[usize::from(r)] -= 1;
            }
        }
        live
    }

    /// The most cards any line from here can still play: every playable card
    /// but the ones that open the empty foundations goes on a distinct
    /// predecessor one rank away (a foundation top or another playable
    /// card), so at most `empty` of them can lack one: Hall's deficiency of
    /// that matching on ranks bounds how many are played (docs/solver.md).
    fn most_playable(&self) -> u8 {
        let mut empty = 0;
        let mut supply = self.live.map(i32::from);
        for &t in &self.tops[..usize::from(self.start.foundations)] {
            match t {
                0 => empty += 1,
                t => supply[usize::from(t)] += 1,
            }
        }
        let total: u8 = self.live.iter().sum();
        let lacking = deficiency(&self.live.map(i32::from), &supply);
        total - (lacking.max(empty) - empty) as u8
    }

    fn column_top(&self, c: usize) -> Option<u8> {
        let h = usize::from(self.heights[c]);
        (h > 0).then(|| self.start.ranks[c][h - 1])
    }
}

/// Solves from `start`: short searches in other move orders first (each
/// finds quickly many wins the others are slow to, docs/solver.md), then
/// the full search, raced against a search in the [`RIVAL`] order that
/// starts [`RIVAL_HEAD_START`] states behind ([`race`]: the answer never
/// depends on which runs first). A search that ends within its budget is
/// complete, so its verdict and most cards cleared stand; all the searches'
/// states count against `max_nodes`. Under [`PRELIMINARY_FROM`] states (the
/// hints' small budgets) there is just the full search.
pub(crate) fn solve(
    start: &ElimStart,
    max_nodes: u64,
    workspaces: (&mut Workspace, &mut Workspace),
) -> Found<(u8, u8)> {
    let (ws, rival_ws) = workspaces;
    if max_nodes < PRELIMINARY_FROM {
        return search(Elim::new(start), max_nodes, ws);
    }
    let mut spent = 0;
    let mut best = 0;
    for (order, budget) in SHORT {
        let found = search(
            Elim {
                order,
                ..Elim::new(start)
            },
            budget,
            ws,
        );
        spent += found.nodes;
        if found.verdict != Verdict::Unknown || found.halt.is_some_and(Halt::is_memory) {
            return Found {
                nodes: spent,
                ..found
            };
        }
        best = best.max(found.best_cleared);
    }
    let rival = Elim {
        order: RIVAL,
        ..Elim::new(start)
    };
    let found = race(
        Elim::new(start),
        rival,
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
    Move::Play {
        column: usize::from(step.0),
        foundation: usize::from(step.1),
    }
}

impl Problem for Elim<'_> {
    type Step = (u8, u8);

    type Key = u64;

    fn key(&self) -> u64 {
        // The foundations as a multiset: their canonical values (0..=27, five
        // bits each) in ascending order, missing foundations (4 or 5 in play)
        // as 31 at the end.
        let mut values = [31u8; 6];
        for (f, value) in values[..usize::from(self.start.foundations)]
            .iter_mut()
            .enumerate()
        {
            *value = self.canonical(f);
        }
        let foundations = sort_six(values)
            .iter()
            .fold(0u64, |k, &v| k << 5 | u64::from(v));
        let heights = self
            .heights
            .iter()
            .fold(0u64, |k, &h| k << 4 | u64::from(h));
        heights << 30 | foundations
    }

    fn is_won(&self) -> bool {
        self.heights == [0; COLUMNS]
    }

    fn cleared(&self) -> u8 {
        52 - self.heights.iter().sum::<u8>()
    }

    fn steps(&self, out: &mut Vec<(u8, u8)>) {
        let n = usize::from(self.start.foundations);
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
        // A card that is the last one left next to a foundation's top goes
        // there at once (docs/solver.md proves this never loses a win).
        // Each play is sorted by its column's order, then by how many cards
        // its foundation's top still had next to it (fewest first).
        let mut plays = [(0i32, 0u8, 0u8); COLUMNS * 6];
        let mut count = 0;
        let mut order = [0i32; COLUMNS];
        for (c, key) in order.iter_mut().enumerate() {
            let Some(r) = self.column_top(c) else {
                continue;
            };
            *key = ORDER * self.score(c) * 16 - i32::from(self.heights[c]);
            for &(_, f) in &live[..lives] {
                let t = self.tops[usize::from(f)];
                if adjacent(r, t) {
                    let next = self.neighbours(t);
                    if next == 1 {
                        out.push((c as u8, f));
                        return;
                    }
                    plays[count] = (*key * 16 + i32::from(next), c as u8, f);
                    count += 1;
                }
            }
        }
        let plays = &mut plays[..count];
        plays.sort_by_key(|&(key, _, _)| key);
        let plays = plays.iter().map(|&(_, c, f)| (c, f));
        let Some(f) = empty else {
            out.extend(plays);
            return;
        };
        let sign = if self.order.open_most { -1 } else { 1 };
        let mut columns: [u8; COLUMNS] = [0, 1, 2, 3];
        columns.sort_by_key(|&c| sign * order[usize::from(c)]);
        let openings = columns
            .into_iter()
            .filter(|&c| self.heights[usize::from(c)] > 0)
            .map(|c| (c, f));
        if self.order.open_first {
            out.extend(openings.chain(plays));
        } else {
            out.extend(plays.chain(openings));
        }
    }

    fn apply(&self, (c, f): (u8, u8)) -> Self {
        let mut next = self.clone();
        let r = self
            .column_top(usize::from(c))
            .expect("a step plays a column top");
        next.heights[usize::from(c)] -= 1;
        next.left[usize::from(r)] -= 1;
        next.tops[usize::from(f)] = r;
        next.live = next.playable();
        next
    }

    fn bound(&self) -> u8 {
        self.cleared() + self.most_playable()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The race's answer is the same on one thread and on two, and it is
    /// the rule's: the search that decides at the earlier time (the rival's
    /// time counting from the head start, ties to the full search), with
    /// the states both visit in step up to then.
    #[test]
    fn the_race_gives_the_earlier_decision_on_any_number_of_threads() {
        let (head_start, max_nodes) = (300, 6_000);
        let first_limit = (max_nodes + head_start) / 2;
        let pools = [1, 2].map(|n| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(n)
                .build()
                .expect("a thread pool")
        });
        let (mut ws, mut rival_ws) = (Workspace::default(), Workspace::default());
        let mut winners = [0; 3];
        for seed in 1..=400 {
            let start = ElimStart::from_deck(&crate::deal::shuffled_deck(seed), 6);
            let rival = || Elim {
                order: RIVAL,
                ..Elim::new(&start)
            };
            let [one, two] = pools.each_ref().map(|pool| {
                pool.install(|| {
                    race(
                        Elim::new(&start),
                        rival(),
                        head_start,
                        max_nodes,
                        (&mut ws, &mut rival_ws),
                    )
                })
            });
            assert_eq!(one, two, "seed {seed}");
            let full = search(Elim::new(&start), first_limit, &mut ws);
            let other = search(rival(), first_limit - head_start, &mut ws);
            let full_at = (full.verdict != Verdict::Unknown).then_some(full.nodes);
            let other_at = (other.verdict != Verdict::Unknown).then_some(head_start + other.nodes);
            let (expected, at, winner) = match (full_at, other_at) {
                (Some(f), o) if o.is_none_or(|o| f <= o) => (full, f, 0),
                (_, Some(o)) => (other, o, 1),
                _ => (full, first_limit, 2),
            };
            winners[winner] += 1;
            assert_eq!(one.verdict, expected.verdict, "seed {seed}");
            assert_eq!(one.line, expected.line, "seed {seed}");
            assert_eq!(one.nodes, at + at.saturating_sub(head_start), "seed {seed}");
            assert!(one.nodes <= max_nodes, "seed {seed}");
        }
        assert!(winners[0] > 10 && winners[1] > 10, "{winners:?}");
    }

    /// By the 0-1 principle a network that sorts every sequence of zeros and
    /// ones sorts every sequence.
    #[test]
    fn the_key_sorts_any_six_foundation_values() {
        for bits in 0u8..64 {
            let values: [u8; 6] = std::array::from_fn(|i| bits >> i & 1);
            let mut expected = values;
            expected.sort_unstable();
            assert_eq!(sort_six(values), expected, "{bits:06b}");
        }
        assert_eq!(sort_six([27, 0, 14, 31, 3, 3]), [0, 3, 3, 14, 27, 31]);
    }

    /// The most `d(X) - s(N(X))` reaches, over all 8,192 sets X of ranks.
    fn brute_deficiency(demand: &[i32; 14], supply: &[i32; 14]) -> i32 {
        (0u16..1 << 13)
            .map(|x| {
                let near = neighbours_of(x);
                (1..14u8)
                    .map(|r| {
                        let d = if x & bit(r) != 0 {
                            demand[usize::from(r)]
                        } else {
                            0
                        };
                        let s = if near & bit(r) != 0 {
                            supply[usize::from(r)]
                        } else {
                            0
                        };
                        d - s
                    })
                    .sum::<i32>()
            })
            .max()
            .expect("the empty set at least")
    }

    #[test]
    fn the_cycle_programme_finds_halls_deficiency() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..2000 {
            let mut next = |n: u64| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                (x % n) as i32
            };
            let mut demand = [0; 14];
            let mut supply = [0; 14];
            for r in 1..14 {
                demand[r] = next(5);
                supply[r] = demand[r] + next(3) * next(2);
            }
            assert_eq!(
                deficiency(&demand, &supply),
                brute_deficiency(&demand, &supply),
                "{demand:?} {supply:?}"
            );
        }
    }
}
