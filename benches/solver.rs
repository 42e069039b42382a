//! Prints each game's solver throughput (deals per second, one thread) on
//! fixed seeds, and the slowest single deal (its seed, time and states):
//! `cargo bench --bench solver`. Timing is printed, never asserted. The
//! deals run in a rayon pool of one thread, so Eliminator's race of two
//! searches runs them one after the other, as in a batch on a busy pool.

use patience::deal::shuffled_deck;
use patience::games::{GameId, Rules, Variant};
use patience::solver::{Position, Solver, Verdict, DEFAULT_MAX_NODES};
use std::time::Instant;

fn main() {
    let cases = [
        ("elevens", GameId::Elevens, Variant::STANDARD, 200_000),
        (
            "suit-elevens pairs",
            GameId::SuitElevens,
            patience::games::suit_elevens::PAIRS,
            200_000,
        ),
        (
            "suit-elevens sets",
            GameId::SuitElevens,
            Variant::STANDARD,
            50_000,
        ),
        ("eighteens", GameId::Eighteens, Variant::STANDARD, 50_000),
        (
            "sweet-sixteen",
            GameId::SweetSixteen,
            Variant::STANDARD,
            2_000,
        ),
        ("eliminator 6", GameId::Eliminator, Variant::STANDARD, 2_000),
        (
            "eliminator 4",
            GameId::Eliminator,
            patience::games::eliminator::FOUR_FOUNDATIONS,
            1_000,
        ),
        // 300 boards each, as black-hole-solver was timed (issue 14).
        ("black-hole", GameId::BlackHole, Variant::STANDARD, 300),
        ("all-in-a-row", GameId::AllInARow, Variant::STANDARD, 300),
        ("golf", GameId::Golf, Variant::STANDARD, 300),
        ("pyramid", GameId::Pyramid, Variant::STANDARD, 2_000),
        (
            "pyramid relaxed",
            GameId::Pyramid,
            patience::games::pyramid::RELAXED,
            2_000,
        ),
        ("tri-peaks", GameId::TriPeaks, Variant::STANDARD, 2_000),
        ("cheops", GameId::Cheops, Variant::STANDARD, 200),
    ];
    println!(
        "{:<20} {:>8} {:>8} {:>14} {:>10} {:>12} {:>10} {:>10}",
        "game", "deals", "won", "deals/second", "ms/deal", "slowest seed", "ms", "states"
    );
    let one_thread = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a pool of one thread");
    for (name, game, variant, deals) in cases {
        let rules = Rules { game, variant };
        let mut solver = Solver::new();
        let (rate, won, (ms, seed, nodes)) = one_thread.install(|| {
            let started = Instant::now();
            let mut won = 0;
            let mut slowest = (0.0f64, 0u64, 0u64);
            for seed in 1..=deals {
                let one = Instant::now();
                let position = Position::from_deck(rules, &shuffled_deck(seed));
                let solution = solver.run(&position, DEFAULT_MAX_NODES, None);
                won += u64::from(solution.verdict == Verdict::Won);
                let ms = one.elapsed().as_secs_f64() * 1000.0;
                if ms > slowest.0 {
                    slowest = (ms, seed, solution.nodes);
                }
            }
            (deals as f64 / started.elapsed().as_secs_f64(), won, slowest)
        });
        let per_deal = 1000.0 / rate;
        println!(
            "{name:<20} {deals:>8} {won:>8} {rate:>14.0} {per_deal:>10.2} {seed:>12} {ms:>10.1} {nodes:>10}"
        );
    }
}
