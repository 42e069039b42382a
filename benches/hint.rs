//! Prints the worst and median time of `solver::hint::hint` (the `hint`
//! command's default budget) over positions of every game reached by seeded
//! random play, early positions with many moves included, and the half-width
//! of the odds' 95% interval in points (median and worst; 0 when exact):
//! `cargo bench --bench hint` (`HINT_GAMES=golf,eighteens` picks rule sets
//! by name: a game's id, and for a variant the id and the variant's name,
//! `pyramid relaxed`, `eliminator 4-foundations`; every rule set of the
//! registry, `Rules::every()`, by default). Timing is printed, never asserted.
//! `HINT_EACH=1` also prints each position's hint and odds, its time last,
//! so two builds' answers can be compared line by line with the times cut
//! off (docs/performance.md, "Hint time"). `HINT_REPEAT=3` times each
//! position's hint three times and keeps the fastest, so that the host
//! pausing the process during one of them is not taken for the hint's own
//! cost (1, one timing, by default).

use patience::deal::{bounded, Deal};
use patience::games::{AnyGame, Game, Outcome, Rules, Variant};
use patience::solver::hint::hint;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// Positions per game.
const POSITIONS: usize = 200;
/// Moves played at random before each measured position, in turn: many
/// early positions (the most moves to rank), some late ones.
const DEPTHS: [usize; 8] = [0, 0, 1, 2, 4, 8, 16, 30];

/// The position after `depth` random moves of the deal `seed`, if the game
/// is still being played there.
fn position(rules: Rules, seed: u64, depth: usize) -> Option<AnyGame> {
    let (mut game, _) = AnyGame::new(rules, &Deal::from_seed(seed));
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    for _ in 0..depth {
        let mut moves = game.legal_moves();
        if moves.is_empty() || game.outcome() != Outcome::Playing {
            break;
        }
        let i = bounded(&mut rng, moves.len() as u64) as usize;
        game.apply(&moves.swap_remove(i)).ok()?;
    }
    (game.outcome() == Outcome::Playing).then_some(game)
}

fn main() {
    // Every rule set from the registry, named by its game's id and, but
    // for the standard form, its variant's name ("pyramid relaxed").
    let cases: Vec<(String, Rules)> = Rules::every()
        .into_iter()
        .map(|rules| match rules.variant {
            Variant::STANDARD => (rules.game.id().to_string(), rules),
            _ => (
                format!("{} {}", rules.game.id(), rules.variant_name()),
                rules,
            ),
        })
        .collect();
    println!(
        "{:<26} {:>9} {:>10} {:>8} {:>9} {:>13} {:>12}",
        "game", "positions", "median ms", "p99 ms", "worst ms", "median +-pts", "worst +-pts"
    );
    let chosen = std::env::var("HINT_GAMES").ok();
    let each = std::env::var("HINT_EACH").is_ok_and(|v| v == "1");
    let repeat = std::env::var("HINT_REPEAT")
        .ok()
        .and_then(|v| v.parse::<u32>().ok())
        .unwrap_or(1)
        .max(1);
    let picked = |name: &str| {
        chosen
            .as_deref()
            .is_none_or(|names| names.split(',').any(|n| n == name))
    };
    for (name, rules) in cases {
        if !picked(&name) {
            continue;
        }
        let mut times = Vec::with_capacity(POSITIONS);
        let mut widths = Vec::with_capacity(POSITIONS);
        let mut seed = 0u64;
        while times.len() < POSITIONS {
            seed += 1;
            let depth = DEPTHS[seed as usize % DEPTHS.len()];
            let Some(game) = position(rules, seed, depth) else {
                continue;
            };
            let mut ms = f64::INFINITY;
            let mut h = None;
            for _ in 0..repeat {
                let started = Instant::now();
                let answer = hint(&game, seed);
                ms = ms.min(started.elapsed().as_secs_f64() * 1000.0);
                h = Some(std::hint::black_box(answer));
            }
            let h = h.expect("each position is hinted at least once");
            times.push(ms);
            if each {
                println!(
                    "{name} seed {seed} depth {depth}: {:?} {:?} {ms:.2} ms",
                    h.best, h.odds
                );
            }
            if let Some(odds) = h.odds {
                widths.push(100.0 * odds.half_width());
            }
        }
        times.sort_by(f64::total_cmp);
        widths.sort_by(f64::total_cmp);
        let median_width = widths.get(widths.len() / 2).copied().unwrap_or(0.0);
        let worst_width = widths.last().copied().unwrap_or(0.0);
        let median = times[times.len() / 2];
        let p99 = times[times.len() * 99 / 100];
        let worst = times[times.len() - 1];
        println!(
            "{name:<26} {:>9} {median:>10.2} {p99:>8.2} {worst:>9.2} {median_width:>13.1} {worst_width:>12.1}",
            times.len()
        );
    }
}
