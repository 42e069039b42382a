//! Batch simulation: play seeds `first..first + deals` by a strategy, spread
//! over all cores, and count wins. Each deal's result depends only on its
//! seed, and the totals are sums of integers, so the figures do not depend
//! on the number of threads.

use super::hint::{default_budget, hint_with_budget, Budget};
use super::{Goal, Halt, Position, Solver, Verdict};
use crate::deal::{bounded, shuffled_deck, Deal};
use crate::games::{AnyGame, Game, Outcome, Rules};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

pub use crate::advice::wilson;

/// How moves are chosen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// The exact result with full knowledge of the stock.
    Solver,
    /// Every move by the fair hint.
    Hint,
    /// Every move by the fair hint with this budget (for measuring how the
    /// fair win rate grows with the hint's budget).
    HintWith(Budget),
    /// A uniform choice among the legal moves, seeded per deal.
    Random,
}

impl Strategy {
    /// Why simulate refuses this strategy with `goal` (a sentence naming
    /// the option), or `None`: only the solver's search has a goal.
    pub fn refusal(self, goal: Goal) -> Option<String> {
        match (self, goal) {
            (Strategy::Solver, _) | (_, Goal::MostCleared) => None,
            (Strategy::Hint | Strategy::HintWith(_) | Strategy::Random, Goal::Verdict) => Some(
                "--verdict changes only the solver's search; give it with --strategy solver (the default).".to_string(),
            ),
        }
    }

    /// `solver`, `hint` or `random`.
    pub fn word(self) -> &'static str {
        match self {
            Strategy::Solver => "solver",
            Strategy::Hint | Strategy::HintWith(_) => "hint",
            Strategy::Random => "random",
        }
    }
}

/// The most moves a played (hint or random) game may take before it counts
/// as lost: a Sweet Sixteen player can shuttle a card between two piles for
/// ever while a deal is still possible (a game that can never deal again is
/// lost by its rules, and stops at once).
pub const MOVE_CAP: usize = 1000;

/// One deal's result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DealResult {
    /// Won, lost or unknown (only the solver leaves a deal unknown).
    pub verdict: Verdict,
    /// [`Game::cleared`] at the end (for the solver, of the best line).
    pub cleared: u32,
    /// True if the deal had no legal first move.
    pub no_move: bool,
    /// True if the deal is unknown because the solver's tables reached the
    /// memory cap.
    pub at_memory_cap: bool,
}

/// The system refused the memory the solver's tables needed for a deal.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OutOfMemory {
    /// The deal's seed.
    pub seed: u64,
    /// The bytes the tables asked for.
    pub bytes: usize,
}

/// Totals over many deals.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Deals played.
    pub deals: u64,
    /// Deals won.
    pub won: u64,
    /// Deals lost.
    pub lost: u64,
    /// Deals left unknown at the node limit.
    pub unknown: u64,
    /// The sum of cards cleared.
    pub cleared: u64,
    /// Deals with no legal first move.
    pub no_move_deals: u64,
    /// Unknown deals stopped by the memory cap rather than the node limit.
    pub at_memory_cap: u64,
}

impl Summary {
    /// Counts one deal.
    pub fn count(mut self, r: DealResult) -> Summary {
        self.deals += 1;
        match r.verdict {
            Verdict::Won => self.won += 1,
            Verdict::Lost => self.lost += 1,
            Verdict::Unknown => self.unknown += 1,
        }
        self.cleared += u64::from(r.cleared);
        self.no_move_deals += u64::from(r.no_move);
        self.at_memory_cap += u64::from(r.at_memory_cap);
        self
    }

    /// The totals of two disjoint batches of one run, whose counts fit a
    /// `u64` as the run's deal count does.
    pub fn merge(self, o: Summary) -> Summary {
        self.checked_merge(o)
            .expect("the counts of one run fit in 64 bits")
    }

    /// The totals of two disjoint batches, or `None` if a count would pass
    /// `u64::MAX` (batches merged from files may claim anything).
    pub fn checked_merge(self, o: Summary) -> Option<Summary> {
        Some(Summary {
            deals: self.deals.checked_add(o.deals)?,
            won: self.won.checked_add(o.won)?,
            lost: self.lost.checked_add(o.lost)?,
            unknown: self.unknown.checked_add(o.unknown)?,
            cleared: self.cleared.checked_add(o.cleared)?,
            no_move_deals: self.no_move_deals.checked_add(o.no_move_deals)?,
            at_memory_cap: self.at_memory_cap.checked_add(o.at_memory_cap)?,
        })
    }

    /// Won deals over all deals (0 when there are none).
    pub fn win_rate(&self) -> f64 {
        ratio(self.won, self.deals)
    }

    /// The mean cards cleared per deal.
    pub fn mean_cleared(&self) -> f64 {
        ratio(self.cleared, self.deals)
    }

    /// The 95% Wilson interval of the win rate, counting unknown deals as
    /// lost for the lower bound and as won for the upper.
    pub fn interval(&self) -> (f64, f64) {
        let (low, _) = wilson(self.won, self.deals);
        let (_, high) = wilson(self.won + self.unknown, self.deals);
        (low, high)
    }
}

fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

/// Plays the deal of `seed` by `strategy`; an error if the system refused
/// the solver's tables memory.
pub fn play_deal(
    rules: Rules,
    seed: u64,
    strategy: Strategy,
    max_nodes: u64,
    solver: &mut Solver,
) -> Result<DealResult, OutOfMemory> {
    let deck = shuffled_deck(seed);
    if strategy == Strategy::Solver {
        let s = solver.run(&Position::from_deck(rules, &deck), max_nodes, None);
        if let Some(Halt::OutOfMemory(bytes)) = s.halt {
            return Err(OutOfMemory { seed, bytes });
        }
        return Ok(DealResult {
            verdict: s.verdict,
            cleared: s.cleared as u32,
            no_move: s.no_move,
            at_memory_cap: s.halt == Some(Halt::MemoryCap),
        });
    }
    let (mut game, _) = AnyGame::new(rules, &Deal::from_seed(seed));
    let no_move = !game.has_legal_move();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for step in 0..MOVE_CAP as u64 {
        // A Sweet Sixteen deal that can never deal again is lost by the
        // game's own rules, so it stops here too.
        if game.outcome() != Outcome::Playing {
            break;
        }
        let mv = match strategy {
            Strategy::Random => {
                let mut moves = game.legal_moves();
                let i = bounded(&mut rng, moves.len() as u64) as usize;
                moves.swap_remove(i)
            }
            Strategy::Hint | Strategy::HintWith(_) | Strategy::Solver => {
                let budget = match strategy {
                    Strategy::HintWith(budget) => budget,
                    _ => default_budget(rules.game),
                };
                let hint_seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ step;
                hint_with_budget(&game, hint_seed, budget, solver)
                    .best
                    .expect("a playing game has a hint")
            }
        };
        game.apply(&mv).expect("the strategy picks a legal move");
    }
    Ok(DealResult {
        verdict: if game.outcome() == Outcome::Won {
            Verdict::Won
        } else {
            Verdict::Lost
        },
        cleared: game.cleared() as u32,
        no_move,
        at_memory_cap: false,
    })
}

/// A range of seeds, both ends included.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeedRange {
    /// The first seed.
    pub first: u64,
    /// The last seed.
    pub last: u64,
}

impl SeedRange {
    /// The seeds `first..first + deals`; `None` if there are none or they
    /// would run past `u64::MAX`.
    pub fn from_count(first: u64, deals: u64) -> Option<SeedRange> {
        let last = first.checked_add(deals.checked_sub(1)?)?;
        Some(SeedRange { first, last })
    }

    /// How many seeds the range holds; `None` for the whole of `u64`
    /// (2^64 seeds), and for a range whose last seed comes before its
    /// first.
    pub fn seeds(self) -> Option<u64> {
        self.last.checked_sub(self.first)?.checked_add(1)
    }
}

/// `ranges` in order with the touching and overlapping ones joined: the
/// seeds they cover, said as few ranges as possible.
pub fn coalesce(mut ranges: Vec<SeedRange>) -> Vec<SeedRange> {
    ranges.sort();
    let mut joined: Vec<SeedRange> = Vec::with_capacity(ranges.len());
    for range in ranges {
        match joined.last_mut() {
            Some(prev) if range.first <= prev.last.saturating_add(1) => {
                prev.last = prev.last.max(range.last);
            }
            _ => joined.push(range),
        }
    }
    joined
}

/// The limits of each deal's search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The solver's node limit per deal.
    pub max_nodes: u64,
    /// The memory cap, in MiB, of one deal's tables (each worker thread
    /// solves one deal at a time).
    pub max_memory_mib: u64,
    /// What the solver establishes (with strategy solver): the verdict
    /// alone, or also a lost deal's most cards cleared.
    pub goal: Goal,
}

impl Limits {
    /// Why these limits cannot be searched with, in a sentence naming the
    /// option (`--max-nodes must be at least 1.`); `None` if they can. One
    /// rule for `solve` and `simulate`, which refuse such limits, and for
    /// `merge`, which refuses a summary that claims them.
    pub fn refusal(&self) -> Option<String> {
        if self.max_nodes == 0 {
            return Some("--max-nodes must be at least 1.".to_string());
        }
        if !(1..=super::MAX_MEMORY_MIB).contains(&self.max_memory_mib) {
            return Some(format!(
                "--max-memory takes MiB from 1 to {}, not {}.",
                super::MAX_MEMORY_MIB,
                self.max_memory_mib
            ));
        }
        None
    }
}

/// Plays `deals` deals from `first_seed` on, calling `progress` with the
/// number of deals just finished (from any thread).
pub fn simulate(
    rules: Rules,
    first_seed: u64,
    deals: u64,
    strategy: Strategy,
    limits: Limits,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Summary, OutOfMemory> {
    simulate_with(first_seed, deals, limits, progress, &|solver, seed| {
        play_deal(rules, seed, strategy, limits.max_nodes, solver)
    })
}

/// Like [`simulate`], with each deal's result from `play` (given a solver
/// with the memory cap and goal of `limits`, one per worker thread, and the
/// seed).
pub fn simulate_with(
    first_seed: u64,
    deals: u64,
    limits: Limits,
    progress: &(dyn Fn(u64) + Sync),
    play: &(dyn Fn(&mut Solver, u64) -> Result<DealResult, OutOfMemory> + Sync),
) -> Result<Summary, OutOfMemory> {
    (0..deals)
        .into_par_iter()
        .map_init(
            || Solver::with_memory_cap(limits.max_memory_mib).with_goal(limits.goal),
            |solver, i| {
                let result = play(solver, first_seed + i);
                progress(1);
                result
            },
        )
        .try_fold(Summary::default, |summary, result| {
            result.map(|r| summary.count(r))
        })
        .try_reduce(Summary::default, |a, b| Ok(a.merge(b)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(first: u64, last: u64) -> SeedRange {
        SeedRange { first, last }
    }

    #[test]
    fn touching_ranges_join_and_gaps_stay() {
        assert_eq!(
            coalesce(vec![range(11, 20), range(1, 10), range(31, 40)]),
            [range(1, 20), range(31, 40)]
        );
        assert_eq!(
            coalesce(vec![range(5, u64::MAX), range(0, 4)]),
            [range(0, u64::MAX)]
        );
        assert_eq!(coalesce(vec![]), []);
    }

    #[test]
    fn a_range_counts_its_seeds_both_ends_included() {
        assert_eq!(range(1, 1).seeds(), Some(1));
        assert_eq!(range(0, u64::MAX - 1).seeds(), Some(u64::MAX));
        assert_eq!(range(0, u64::MAX).seeds(), None);
        assert_eq!(range(2, 1).seeds(), None);
        assert_eq!(SeedRange::from_count(1, 1000), Some(range(1, 1000)));
        assert_eq!(SeedRange::from_count(1, 0), None);
        assert_eq!(SeedRange::from_count(u64::MAX, 2), None);
    }

    #[test]
    fn the_interval_holds_its_estimate_and_ends_exactly_at_0_and_1() {
        for n in 1..=5000u64 {
            assert_eq!(wilson(n, n).1, 1.0, "{n} of {n}");
            assert_eq!(wilson(0, n).0, 0.0, "0 of {n}");
            for k in [0, 1, n / 3, n / 2, n - 1, n] {
                let (low, high) = wilson(k, n);
                let p = k as f64 / n as f64;
                assert!(low <= p && p <= high, "{k} of {n}: {low} {p} {high}");
            }
        }
    }
}
