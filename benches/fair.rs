//! Prints the fair win rate (every move by the fair hint) against the hint's
//! budget, per game, on the deals of seeds S..S+N-1 (S from
//! `FAIR_FIRST_SEED`, default 1; N from `FAIR_DEALS`, default 100), beside
//! the full-knowledge solver's rate on the same deals:
//! `FAIR_DEALS=100 FAIR_GAMES=eighteens,sweet-sixteen cargo bench --bench
//! fair` (`FAIR_GAMES` defaults to Eighteens, Suit Elevens and Sweet
//! Sixteen; Golf may be named too). `FAIR_STRATEGIES` picks among `solver`,
//! `small`, `default` and `large` (all four by default), and `huge`
//! (sixteen times the default's states, four times a solve: named only,
//! never by default, as it is the slowest by far). Win rates carry
//! their 95% Wilson interval, and the deals won are printed as a count, so
//! runs over consecutive seed ranges add up exactly (docs/performance.md).
//! Timing is printed, never asserted.
//!
//! With `FAIR_SKIP_LOST=1` a hint strategy plays only the deals the solver
//! does not prove lost, and counts the rest as lost without playing them:
//! a deal no line wins with the stock known is lost whatever a fair player
//! does, so the count of deals won is the same, for a fraction of the time
//! where most deals are lost (Golf: about three in four).

use patience::games::{GameId, Rules, Variant};
use patience::solver::hint::{default_budget, Budget};
use patience::solver::simulate::{
    play_deal, simulate, simulate_with, Limits, OutOfMemory, Strategy, Summary,
};
use patience::solver::{Goal, Verdict, DEFAULT_MAX_MEMORY_MIB, DEFAULT_MAX_NODES};
use std::time::Instant;

/// The whole number in the environment variable `name`, or `default` if it
/// is unset or not a number.
fn number_from_env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// The deals of `first_seed..first_seed + deals` by `strategy`, each
/// deal the solver proves lost counted as lost without being played. Only
/// the counts of deals won and lost are those of playing them all (a
/// skipped deal's cards cleared are the solver's).
fn skipping_lost(
    rules: Rules,
    first_seed: u64,
    deals: u64,
    strategy: Strategy,
    limits: Limits,
) -> Result<Summary, OutOfMemory> {
    simulate_with(first_seed, deals, limits, &|_| {}, &|solver, seed| {
        let known = play_deal(rules, seed, Strategy::Solver, limits.max_nodes, solver)?;
        if known.verdict == Verdict::Lost {
            return Ok(known);
        }
        play_deal(rules, seed, strategy, limits.max_nodes, solver)
    })
}

fn main() {
    let deals = number_from_env("FAIR_DEALS", 100);
    let first_seed = number_from_env("FAIR_FIRST_SEED", 1);
    let small = Budget {
        samples: 16,
        nodes_per_solve: 2_000,
        total_nodes: 100_000,
    };
    println!(
        "{:<16} {:>8} {:>6} {:<34} {:>6} {:>8} {:>17} {:>9}",
        "game", "first", "deals", "strategy", "won", "won %", "95% interval", "seconds"
    );
    let chosen = std::env::var("FAIR_GAMES")
        .unwrap_or_else(|_| "eighteens,suit-elevens,sweet-sixteen".to_string());
    let strategies = std::env::var("FAIR_STRATEGIES")
        .unwrap_or_else(|_| "solver,small,default,large".to_string());
    let picked = |key: &str| strategies.split(',').any(|s| s == key);
    let skip_lost = number_from_env("FAIR_SKIP_LOST", 0) == 1;
    for game in [
        GameId::Eighteens,
        GameId::SuitElevens,
        GameId::SweetSixteen,
        GameId::Golf,
    ] {
        if !chosen.split(',').any(|id| id == game.id()) {
            continue;
        }
        let rules = Rules {
            game,
            variant: Variant::STANDARD,
        };
        let default = default_budget(game);
        let large = Budget {
            total_nodes: default.total_nodes * 4,
            nodes_per_solve: default.nodes_per_solve * 2,
            ..default
        };
        let huge = Budget {
            total_nodes: default.total_nodes * 16,
            nodes_per_solve: default.nodes_per_solve * 4,
            ..default
        };
        for (key, name, strategy) in [
            ("solver", "solver (full knowledge)", Strategy::Solver),
            (
                "small",
                "hint, 16 orders, 100k states",
                Strategy::HintWith(small),
            ),
            ("default", "hint, default (adaptive)", Strategy::Hint),
            (
                "large",
                "hint, 4x states, 2x per solve",
                Strategy::HintWith(large),
            ),
            (
                "huge",
                "hint, 16x states, 4x per solve",
                Strategy::HintWith(huge),
            ),
        ] {
            if !picked(key) {
                continue;
            }
            let started = Instant::now();
            let limits = Limits {
                max_nodes: DEFAULT_MAX_NODES,
                max_memory_mib: DEFAULT_MAX_MEMORY_MIB,
                goal: Goal::MostCleared,
            };
            let summary = if skip_lost && strategy != Strategy::Solver {
                skipping_lost(rules, first_seed, deals, strategy, limits)
            } else {
                simulate(rules, first_seed, deals, strategy, limits, &|_| {})
            }
            .expect("the system gives the solver the memory it asks for");
            let (low, high) = summary.interval();
            println!(
                "{:<16} {first_seed:>8} {:>6} {name:<34} {:>6} {:>8.1} {:>8.1}-{:<8.1} {:>9.1}",
                game.id(),
                deals,
                summary.won,
                100.0 * summary.won as f64 / deals as f64,
                100.0 * low,
                100.0 * high,
                started.elapsed().as_secs_f64()
            );
        }
    }
}
