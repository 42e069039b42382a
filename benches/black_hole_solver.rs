//! patience against black-hole-solver, Shlomi Fish's solver of Black Hole,
//! All in a Row and Golf, on the same random boards: one process a board,
//! the programs interleaved board by board (their order turning from board
//! to board) so that whatever else the machine does falls on both alike.
//! Each board is timed by the CPU time (user and system) of its process, as
//! `wait4` reports it (the wall time where there is no `wait4`).
//!
//! ```text
//! BLACK_HOLE_SOLVE=/path/to/black-hole-solve cargo bench --bench black_hole_solver
//! ```
//!
//! black-hole-solve runs as `black-hole-solve --game G --rank-reach-prune
//! BOARD` (its defaults otherwise: no limit on its states, the winning line
//! printed); patience as `patience solve GAME --board BOARD --verdict
//! --json` (won or lost and the winning line: the same work) and, for
//! comparison, without `--verdict` (the exact search, which also proves a
//! lost deal's most cards cleared). Without `BLACK_HOLE_SOLVE` it says so
//! and times patience alone. The verdicts of the two solvers are compared
//! on every board both decide, and each disagreement is named.
//!
//! Settings, all optional: `FIELD_BOARDS` (boards per game, default 200),
//! `FIELD_SEED` (the seed of the random deal numbers, default 29),
//! `FIELD_GAMES` (a comma-separated subset of `all-in-a-row,golf,black-hole`),
//! `FIELD_EXACT=0` (leave out patience's exact search), `FIELD_KEEP` (a
//! directory to write the boards to and leave them in, for profiling one
//! program on the same boards; by default they go to a temporary directory
//! removed at the end).

use patience::board_file;
use patience::deal::{bounded, Deal};
use patience::games::GameId;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// A game both programs solve: its id here and its name there.
struct Game {
    id: GameId,
    field_name: &'static str,
}

const GAMES: [Game; 3] = [
    Game {
        id: GameId::AllInARow,
        field_name: "all_in_a_row",
    },
    Game {
        id: GameId::Golf,
        field_name: "golf",
    },
    Game {
        id: GameId::BlackHole,
        field_name: "black_hole",
    },
];

/// What one program said of one board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    Won,
    Lost,
    /// Not decided (a limit, or output this bench does not know).
    Undecided,
}

/// One program's run on one board.
#[derive(Clone, Copy, Debug)]
struct Run {
    answer: Answer,
    /// The states it reports visiting.
    states: u64,
    /// CPU time (user and system) of the process, or its wall time where
    /// there is no `wait4`.
    time: Duration,
}

/// The programs timed, in the order of the columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Program {
    Field,
    Verdict,
    Exact,
}

impl Program {
    fn name(self) -> &'static str {
        match self {
            Program::Field => "black-hole-solve --rank-reach-prune",
            Program::Verdict => "patience solve --verdict",
            Program::Exact => "patience solve (exact)",
        }
    }
}

/// Runs `command` to its end, returning its standard output and its CPU
/// time (user and system, from `wait4`).
#[cfg(unix)]
fn timed(command: &mut Command) -> (String, Duration) {
    use std::io::Read;
    // Reaped by wait4 below, which also gives its CPU time.
    #[allow(clippy::zombie_processes)]
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the program starts");
    let mut out = String::new();
    child
        .stdout
        .take()
        .expect("stdout is piped")
        .read_to_string(&mut out)
        .expect("the output is text");
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: rusage is plain data that wait4 fills in; the pid is our
    // own child's, not yet reaped.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        let reaped = libc::wait4(pid, &mut status, 0, &mut usage);
        assert_eq!(reaped, pid, "wait4 reaps the child");
        usage
    };
    let seconds = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    (out, seconds(usage.ru_utime) + seconds(usage.ru_stime))
}

/// Runs `command` to its end, returning its standard output and its wall
/// time (no `wait4` here).
#[cfg(not(unix))]
fn timed(command: &mut Command) -> (String, Duration) {
    let started = std::time::Instant::now();
    let output = command
        .stderr(Stdio::null())
        .output()
        .expect("the program starts");
    (
        String::from_utf8(output.stdout).expect("the output is text"),
        started.elapsed(),
    )
}

/// black-hole-solve's answer: `Solved!`, `Unsolved!` or `Intractable!`,
/// then "Total number of states checked is N."
fn field_run(binary: &Path, game: &Game, board: &Path) -> Run {
    let (out, time) = timed(
        Command::new(binary)
            .args(["--game", game.field_name, "--rank-reach-prune"])
            .arg(board),
    );
    let answer = match out.lines().next() {
        Some("Solved!") => Answer::Won,
        Some("Unsolved!") => Answer::Lost,
        _ => Answer::Undecided,
    };
    let states = out
        .lines()
        .find_map(|l| l.strip_prefix("Total number of states checked is "))
        .and_then(|n| n.trim_end_matches('.').parse().ok())
        .unwrap_or(0);
    Run {
        answer,
        states,
        time,
    }
}

/// patience's answer, from `solve --json`.
fn patience_run(game: &Game, board: &Path, verdict: bool) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_patience"));
    command
        .args(["solve", game.id.id(), "--json", "--board"])
        .arg(board);
    if verdict {
        command.arg("--verdict");
    }
    let (out, time) = timed(&mut command);
    let json: serde_json::Value = serde_json::from_str(&out).expect("solve --json prints JSON");
    let answer = match json["result"].as_str() {
        Some("won") => Answer::Won,
        Some("lost") => Answer::Lost,
        _ => Answer::Undecided,
    };
    Run {
        answer,
        states: json["nodes"].as_u64().unwrap_or(0),
        time,
    }
}

/// The median of `values` (the lower of the middle two), in their unit.
fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values
        .get((values.len().max(1) - 1) / 2)
        .copied()
        .unwrap_or(0.0)
}

/// What the machine is doing: its cores and load averages.
fn machine() -> String {
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let load = std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".into());
    format!("{cores} cores, load average {load}")
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let boards = env_number("FIELD_BOARDS", 200);
    let seed = env_number("FIELD_SEED", 29);
    let exact = std::env::var("FIELD_EXACT").map_or(true, |v| v != "0");
    let chosen = std::env::var("FIELD_GAMES").ok();
    let field = std::env::var_os("BLACK_HOLE_SOLVE").map(std::path::PathBuf::from);
    let temporary = tempfile::tempdir().expect("a temporary directory");
    let kept = std::env::var_os("FIELD_KEEP").map(std::path::PathBuf::from);
    if let Some(kept) = &kept {
        std::fs::create_dir_all(kept).expect("FIELD_KEEP is a directory that can be made");
    }
    let dir = kept.as_deref().unwrap_or(temporary.path());

    match &field {
        Some(binary) => {
            let version = Command::new(binary)
                .arg("--version")
                .output()
                .map(|o| String::from_utf8_lossy(&o.stdout).replace('\n', "; "))
                .unwrap_or_else(|e| panic!("BLACK_HOLE_SOLVE={binary:?} does not run: {e}"));
            println!("black-hole-solve: {} ({version})", binary.display());
        }
        None => println!(
            "BLACK_HOLE_SOLVE is not set: timing patience alone (set it to the path of \
             black-hole-solve to compare)."
        ),
    }
    println!(
        "patience {} (release build of this tree)",
        env!("CARGO_PKG_VERSION")
    );
    println!("{boards} random boards a game (deal numbers from ChaCha8 seed {seed}), one process a board, CPU time (user + system) of each process");
    println!("machine at the start: {}", machine());

    let mut programs = Vec::new();
    if field.is_some() {
        programs.push(Program::Field);
    }
    programs.push(Program::Verdict);
    if exact {
        programs.push(Program::Exact);
    }

    for game in &GAMES {
        if chosen
            .as_deref()
            .is_some_and(|c| !c.split(',').any(|g| g.trim() == game.id.id()))
        {
            continue;
        }
        let layout = board_file::layout_of(game.id).expect("the game has boards");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        // runs[p][b]: program p on board b.
        let mut runs: Vec<Vec<Run>> = vec![Vec::new(); programs.len()];
        let mut deals = Vec::new();
        for b in 0..boards {
            let deal_number = 1 + bounded(&mut rng, 999_999_999);
            deals.push(deal_number);
            let path = dir.join(format!("{}-{deal_number}.txt", game.id.id()));
            std::fs::write(
                &path,
                board_file::write(&Deal::from_seed(deal_number), &layout),
            )
            .expect("the board is written");
            // Each board starts with the next program in turn.
            for i in 0..programs.len() {
                let p = (i + b as usize) % programs.len();
                let run = match programs[p] {
                    Program::Field => field_run(field.as_deref().expect("set"), game, &path),
                    Program::Verdict => patience_run(game, &path, true),
                    Program::Exact => patience_run(game, &path, false),
                };
                runs[p].push(run);
            }
        }
        report(game, &programs, &runs, &deals);
    }
    println!("machine at the end: {}", machine());
}

/// Prints one game's table: each program's verdicts, time and states, and
/// its ratio to black-hole-solve's.
fn report(game: &Game, programs: &[Program], runs: &[Vec<Run>], deals: &[u64]) {
    let boards = deals.len();
    println!();
    println!("{} ({boards} boards)", game.id.name());
    println!(
        "  {:<38} {:>5} {:>5} {:>5} {:>10} {:>10} {:>12} {:>12} {:>9} {:>9}",
        "program",
        "won",
        "lost",
        "undec",
        "total s",
        "median ms",
        "states/board",
        "median st.",
        "x total",
        "x median"
    );
    let totals: Vec<f64> = runs
        .iter()
        .map(|r| r.iter().map(|x| x.time.as_secs_f64()).sum())
        .collect();
    let medians: Vec<f64> = runs
        .iter()
        .map(|r| {
            median(
                &mut r
                    .iter()
                    .map(|x| x.time.as_secs_f64() * 1e3)
                    .collect::<Vec<_>>(),
            )
        })
        .collect();
    let field = programs.iter().position(|&p| p == Program::Field);
    for (p, program) in programs.iter().enumerate() {
        let count = |a: Answer| runs[p].iter().filter(|r| r.answer == a).count();
        let states: Vec<f64> = runs[p].iter().map(|r| r.states as f64).collect();
        let mean_states = states.iter().sum::<f64>() / boards.max(1) as f64;
        let ratio = |mine: f64, theirs: f64| {
            if program == &Program::Field || mine == 0.0 {
                "".to_string()
            } else {
                format!("{:.1}", theirs / mine)
            }
        };
        let (x_total, x_median) = match field {
            Some(f) => (ratio(totals[p], totals[f]), ratio(medians[p], medians[f])),
            None => (String::new(), String::new()),
        };
        println!(
            "  {:<38} {:>5} {:>5} {:>5} {:>10.3} {:>10.2} {:>12.0} {:>12.0} {:>9} {:>9}",
            program.name(),
            count(Answer::Won),
            count(Answer::Lost),
            count(Answer::Undecided),
            totals[p],
            medians[p],
            mean_states,
            median(&mut states.clone()),
            x_total,
            x_median
        );
    }
    let Some(f) = field else {
        return;
    };
    for (p, program) in programs.iter().enumerate() {
        if p == f {
            continue;
        }
        let mut decided = 0;
        let mut disagree = Vec::new();
        for (b, (ours, theirs)) in runs[p].iter().zip(&runs[f]).enumerate() {
            if ours.answer == Answer::Undecided || theirs.answer == Answer::Undecided {
                continue;
            }
            decided += 1;
            if ours.answer != theirs.answer {
                disagree.push(deals[b]);
            }
        }
        println!(
            "  {}: the same verdict as black-hole-solve on {} of the {decided} boards both decide{}",
            program.name(),
            decided - disagree.len(),
            if disagree.is_empty() {
                String::new()
            } else {
                format!("; DIFFERENT on deals {disagree:?}")
            }
        );
    }
    let slowest = (0..boards).max_by(|&a, &b| runs[f][a].time.cmp(&runs[f][b].time));
    if let Some(b) = slowest {
        println!(
            "  black-hole-solve's slowest board: deal {} ({:.3} s, {} states)",
            deals[b],
            runs[f][b].time.as_secs_f64(),
            runs[f][b].states
        );
    }
}
