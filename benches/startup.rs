//! Start-up time: from launching `patience play GAME --seed 1` to the first
//! board printed and the end of (empty) input, for every game. Prints the
//! median and fastest of 200 runs of the binary this bench was built with.
//! Run with `cargo bench --bench startup`.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn main() {
    let binary = env!("CARGO_BIN_EXE_patience");
    const RUNS: usize = 200;
    for game in patience::games::GameId::ALL.map(|game| game.id()) {
        let mut times: Vec<Duration> = (0..RUNS)
            .map(|_| {
                let start = Instant::now();
                let status = Command::new(binary)
                    .args(["play", game, "--seed", "1"])
                    .stdin(Stdio::null())
                    .stdout(Stdio::null())
                    .status()
                    .expect("the binary runs");
                assert!(status.success());
                start.elapsed()
            })
            .collect();
        times.sort();
        println!(
            "startup {game:<14} median {:>6.2} ms   fastest {:>6.2} ms   ({RUNS} runs)",
            times[RUNS / 2].as_secs_f64() * 1e3,
            times[0].as_secs_f64() * 1e3
        );
    }
}
