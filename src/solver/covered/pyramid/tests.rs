//! Pyramid's prunings pinned to the plain search, and a probe of single
//! deals for measuring.

use super::super::*;
use crate::deal::Deal;

/// Solves the deals `PYRAMID_SEEDS` names (comma-separated) under both
/// rule sets and prints each one's verdict, states and time. Run with
/// `PYRAMID_SEEDS=10,38 cargo test --release --lib pyramid::tests::probe -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement: run in a release build"]
fn probe() {
    let seeds: Vec<u64> = std::env::var("PYRAMID_SEEDS")
        .unwrap_or_default()
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .collect();
    let goal = match std::env::var("COVERED_GOAL").as_deref() {
        Ok("most") => Goal::MostCleared,
        _ => Goal::Verdict,
    };
    for goal_kind in [PyramidGoal::AllCards, PyramidGoal::Board] {
        let kind = CoveredKind::Pyramid(goal_kind);
        let mut solver = Solver::new().with_goal(goal);
        for &seed in &seeds {
            let start = CoveredStart::from_deck(kind, Deal::from_seed(seed).cards());
            let timer = std::time::Instant::now();
            let solution = solve(&start, crate::solver::DEFAULT_MAX_NODES, &mut solver);
            println!(
                "{kind:?} {goal:?} seed {seed}: {} states {} cleared {} in {:.1} ms",
                solution.verdict.word(),
                solution.nodes,
                solution.cleared,
                timer.elapsed().as_secs_f64() * 1000.0
            );
        }
    }
}

#[test]
#[ignore = "a look at one deal"]
fn show() {
    let seeds: Vec<u64> = std::env::var("PYRAMID_SEEDS")
        .unwrap_or_default()
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .collect();
    for seed in seeds {
        let deck = Deal::from_seed(seed).cards().to_owned();
        let r: Vec<u8> = deck.iter().map(|c| c.rank().number()).collect();
        println!("seed {seed}");
        let mut s = 0;
        for row in 1..=7 {
            println!("{}{:?}", " ".repeat(7 - row), &r[s..s + row]);
            s += row;
        }
        println!("seq {:?}", &r[28..]);
    }
}
