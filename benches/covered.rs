//! Prints what the Pyramid and Tri Peaks solver does over many deals, per
//! rule set and goal, on one thread: the deals won and left unknown, the
//! mean cards cleared, the states searched, the deal needing the most
//! states, the slowest deal and the time, and the states and time of the
//! won deals alone. Timing is printed, never asserted.
//!
//! ```text
//! cargo bench --bench covered
//! COVERED_SEEDS=100000 cargo bench --bench covered
//! COVERED_SEEDS=10,38 COVERED_KIND=pyramid COVERED_GOAL=verdict cargo bench --bench covered
//! ```
//!
//! `COVERED_SEEDS` is the last seed of the range from 1 (1,000 unless
//! set), or a list of seeds separated by commas, each then printed on a
//! line of its own (verdict, states, cleared, time). The rule sets are
//! every covered game's, from the registry; `COVERED_KIND` keeps one game's
//! (`pyramid`) or one rule set (`pyramid relaxed`); `COVERED_GOAL` is
//! `verdict` or `most` (both unless set).

use patience::deal::shuffled_deck;
use patience::games::Rules;
use patience::solver::{Goal, Position, Solver, Verdict, DEFAULT_MAX_NODES};
use std::time::{Duration, Instant};

/// The deals to solve, and whether each gets a line of its own.
struct Seeds {
    seeds: Vec<u64>,
    each: bool,
}

fn seeds() -> Seeds {
    let given = std::env::var("COVERED_SEEDS").unwrap_or_default();
    if given.contains(',') {
        let seeds = given
            .split(',')
            .map(|s| s.trim().parse().expect("COVERED_SEEDS: seeds are numbers"))
            .collect();
        return Seeds { seeds, each: true };
    }
    let last = if given.is_empty() {
        1_000
    } else {
        given
            .trim()
            .parse()
            .expect("COVERED_SEEDS: a last seed, or seeds separated by commas")
    };
    Seeds {
        seeds: (1..=last).collect(),
        each: false,
    }
}

/// Every rule set of a game of covered cards, from the registry, named
/// "ID" or "ID VARIANT"; `COVERED_KIND` keeps those of one game id, or one
/// such name.
fn rule_sets() -> Vec<(String, Rules)> {
    let kind = std::env::var("COVERED_KIND").unwrap_or_default();
    Rules::every()
        .into_iter()
        .filter(|rules| rules.game.descriptor().cover.is_some())
        .map(|rules| {
            let name = match rules.variant_name().as_str() {
                "standard" => rules.game.id().to_string(),
                variant => format!("{} {variant}", rules.game.id()),
            };
            (name, rules)
        })
        .filter(|(name, rules)| kind.is_empty() || kind == rules.game.id() || kind == *name)
        .collect()
}

fn goals() -> Vec<Goal> {
    match std::env::var("COVERED_GOAL").as_deref() {
        Ok("verdict") => vec![Goal::Verdict],
        Ok("most") => vec![Goal::MostCleared],
        _ => vec![Goal::Verdict, Goal::MostCleared],
    }
}

/// What one rule set and goal did over the deals.
#[derive(Default)]
struct Totals {
    won: u64,
    unknown: u64,
    cleared: u64,
    states: u64,
    most_states: (u64, u64),
    slowest: (Duration, u64),
    won_states: u64,
    won_time: Duration,
}

fn main() {
    let Seeds { seeds, each } = seeds();
    for (name, rules) in rule_sets() {
        let name = name.as_str();
        for goal in goals() {
            let mut solver = Solver::new().with_goal(goal);
            let mut totals = Totals::default();
            let all = Instant::now();
            for &seed in &seeds {
                let position = Position::from_deck(rules, &shuffled_deck(seed));
                let timer = Instant::now();
                let solution = solver.run(&position, DEFAULT_MAX_NODES, None);
                let took = timer.elapsed();
                if each {
                    println!(
                        "{name} {goal:?} seed {seed}: {} states {} cleared {} in {:.1} ms",
                        solution.verdict.word(),
                        solution.nodes,
                        solution.cleared,
                        took.as_secs_f64() * 1000.0
                    );
                }
                if took > totals.slowest.0 {
                    totals.slowest = (took, seed);
                }
                if solution.nodes > totals.most_states.0 {
                    totals.most_states = (solution.nodes, seed);
                }
                totals.states += solution.nodes;
                totals.cleared += solution.cleared as u64;
                match solution.verdict {
                    Verdict::Won => {
                        totals.won += 1;
                        totals.won_states += solution.nodes;
                        totals.won_time += took;
                    }
                    Verdict::Unknown => totals.unknown += 1,
                    Verdict::Lost => {}
                }
            }
            report(name, goal, seeds.len() as u64, &totals, all.elapsed());
        }
    }
}

fn report(name: &str, goal: Goal, deals: u64, totals: &Totals, elapsed: Duration) {
    println!(
        "{name} {goal:?}, {deals} deals: won {} ({:.2}%), unknown {}, mean cleared {:.2}, \
         states {}, most states {} (seed {}), slowest {:.1} ms (seed {}), total {:.2} s",
        totals.won,
        100.0 * totals.won as f64 / deals as f64,
        totals.unknown,
        totals.cleared as f64 / deals as f64,
        totals.states,
        totals.most_states.0,
        totals.most_states.1,
        totals.slowest.0.as_secs_f64() * 1000.0,
        totals.slowest.1,
        elapsed.as_secs_f64()
    );
    println!(
        "  of which won deals: states {}, time {:.2} s",
        totals.won_states,
        totals.won_time.as_secs_f64()
    );
}
