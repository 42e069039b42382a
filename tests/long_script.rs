//! Long scripts: a script of a million lines runs to the end in linear
//! time and flat memory. The built binary reads the script on stdin; its
//! output is counted, not kept; its peak memory comes from `wait4`. That
//! the work grows in proportion to the lines is checked by counting it,
//! not timing it: the allocations of the player loop run in this process,
//! for a script and one four times as long.
//!
//! The default run plays 20,000 lines. The figures in `docs/reliability.md`
//! come from the ignored test, run in release:
//!
//! ```text
//! cargo test --release --test integration long_script:: -- --ignored --nocapture
//! ```

#![cfg(unix)]

use crate::common;

use patience::cards::Card;
use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// One block of the mixed script: shown boards, status lines, rejected
/// commands, comments, blank lines, CRLF endings. No move is accepted, so
/// the game's state never grows.
const MIXED: &[(&str, bool)] = &[
    ("show", false),
    ("status\r", false),
    ("# a comment", false),
    ("", false),
    ("remove 98 99", true),
    ("undo\r", true),
    ("moves", false),
    ("   \r", false),
    ("r 1 1", true),
    ("redo", true),
];

/// What one run of the binary did.
struct Figures {
    lines: usize,
    echoed: usize,
    stdout_lines: usize,
    stderr_lines: usize,
    status: i32,
    elapsed: Duration,
    peak_rss_kib: i64,
}

/// Writes a script with `write` (straight to a file, so that this process
/// stays small: a child forked from it starts with its pages, and they
/// would count in the child's peak memory), then runs `patience ARGS` on
/// it and counts what it printed.
fn run(args: &[&str], write: impl FnOnce(&mut dyn Write)) -> Figures {
    let dir = common::test_dir();
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let path = dir.join(format!(
        "script-{}.txt",
        RUNS.fetch_add(1, Ordering::Relaxed)
    ));
    {
        let mut file = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
        write(&mut file);
        file.flush().unwrap();
    }
    let lines = BufReader::new(std::fs::File::open(&path).unwrap())
        .split(b'\n')
        .count();
    let started = Instant::now();
    // Reaped by wait4 below, which also gives its peak memory.
    #[allow(clippy::zombie_processes)]
    let mut child = common::command()
        .args(args)
        // Recording stays on, as for a player: keeping the game's record
        // current after every line must not make a long script quadratic.
        .arg("--record")
        .env("PATIENCE_HOME", &dir)
        .stdin(std::fs::File::open(&path).unwrap())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let count = |stream: Box<dyn std::io::Read + Send>| {
        std::thread::spawn(move || {
            let (mut lines, mut echoed) = (0, 0);
            for line in BufReader::new(stream).split(b'\n') {
                let line = line.unwrap();
                lines += 1;
                if line.starts_with(b"> ") {
                    echoed += 1;
                }
            }
            (lines, echoed)
        })
    };
    let out = count(Box::new(child.stdout.take().unwrap()));
    let err = count(Box::new(child.stderr.take().unwrap()));
    let mut status = 0;
    // SAFETY: rusage is plain data; wait4 fills it and reaps our own child.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as libc::pid_t, "wait4 reaps the child");
    let elapsed = started.elapsed();
    let (stdout_lines, echoed) = out.join().unwrap();
    let (stderr_lines, _) = err.join().unwrap();
    std::fs::remove_file(&path).unwrap();
    Figures {
        lines,
        echoed,
        stdout_lines,
        stderr_lines,
        status: if libc::WIFEXITED(status) {
            libc::WEXITSTATUS(status)
        } else {
            -1
        },
        elapsed,
        peak_rss_kib: usage.ru_maxrss,
    }
}

/// Writes the mixed script of `lines` lines; gives how many of them are
/// rejected and how many are not blank.
fn mixed_script(lines: usize, out: &mut dyn Write) -> (usize, usize) {
    let (mut rejected, mut nonblank) = (0, 0);
    for (line, is_rejected) in MIXED.iter().cycle().take(lines) {
        writeln!(out, "{line}").unwrap();
        rejected += usize::from(*is_rejected);
        nonblank += usize::from(!line.trim().is_empty());
    }
    (rejected, nonblank)
}

/// A Sweet Sixteen deck where 5H shuttles between the black sixes on piles
/// 1 and 2 for ever.
fn shuttle_deck() -> String {
    let first: [Card; 3] = [
        "6C".parse().unwrap(),
        "6S".parse().unwrap(),
        "5H".parse().unwrap(),
    ];
    let rest = Card::all().filter(|c| !first.contains(c));
    let deck: Vec<String> = first
        .into_iter()
        .chain(rest)
        .map(|c| c.to_string())
        .collect();
    deck.join(" ")
}

/// Writes a script of `moves` legal moves on [`shuttle_deck`].
fn shuttle_script(moves: usize, out: &mut dyn Write) {
    writeln!(out, "move 3 1").unwrap();
    for i in 1..moves {
        writeln!(out, "{}", if i % 2 == 1 { "move 1 2" } else { "move 2 1" }).unwrap();
    }
}

fn check_mixed(lines: usize) -> Figures {
    let mut counts = (0, 0);
    let figures = run(&["play", "elevens", "--seed", "7"], |out| {
        counts = mixed_script(lines, out)
    });
    let (rejected, nonblank) = counts;
    assert_eq!(figures.status, 0);
    assert_eq!(figures.lines, lines);
    assert_eq!(figures.echoed, nonblank, "every non-blank line is echoed");
    assert_eq!(
        figures.stderr_lines, rejected,
        "every rejection is one line"
    );
    figures
}

fn check_shuttle(moves: usize) -> Figures {
    let deck = shuttle_deck();
    let figures = run(&["play", "sweet-sixteen", "--deck", &deck], |out| {
        shuttle_script(moves, out)
    });
    assert_eq!(figures.status, 0);
    assert_eq!(figures.echoed, moves);
    assert_eq!(figures.stderr_lines, 0, "every shuttle move is legal");
    figures
}

#[test]
fn a_long_mixed_script_runs_to_the_end() {
    check_mixed(20_000);
}

#[test]
fn a_long_run_of_legal_moves_runs_to_the_end() {
    check_shuttle(5_000);
}

fn report(name: &str, figures: &Figures) {
    println!(
        "{name:>8} {:>9} lines {:>8.2} s {:>8.0} ns/line {:>8} KiB peak RSS {:>9} lines out",
        figures.lines,
        figures.elapsed.as_secs_f64(),
        figures.elapsed.as_nanos() as f64 / figures.lines as f64,
        figures.peak_rss_kib,
        figures.stdout_lines,
    );
}

/// The figures for 250k, 500k and 1M lines: time per line stays level and
/// the mixed script's memory stays flat. Memory for moves grows with the
/// moves kept for undo; the bytes per move are printed.
#[test]
#[ignore = "slow in a debug build; run in release with --nocapture for the figures"]
fn a_million_line_script_runs_in_linear_time_and_flat_memory() {
    let sizes = [250_000, 500_000, 1_000_000];
    let mixed: Vec<Figures> = sizes.iter().map(|&n| check_mixed(n)).collect();
    for figures in &mixed {
        report("mixed", figures);
    }
    let growth = mixed[2].peak_rss_kib - mixed[0].peak_rss_kib;
    assert!(
        growth < 4 * 1024,
        "memory grew by {growth} KiB from 250k to 1M lines without a move"
    );
    let shuttles: Vec<Figures> = sizes.iter().map(|&n| check_shuttle(n)).collect();
    for figures in &shuttles {
        report("moves", figures);
    }
    let per_move = (shuttles[2].peak_rss_kib - shuttles[0].peak_rss_kib) as f64 * 1024.0
        / (sizes[2] - sizes[0]) as f64;
    println!("memory per move kept for undo: {per_move:.0} bytes");
}

/// Counts the allocations made on each thread, so that a test can count
/// the work of a run on its own thread whatever other tests do at once.
struct CountingAllocator;

thread_local! {
    /// Allocations made on this thread, and their bytes.
    static ALLOCATED: std::cell::Cell<(u64, u64)> = const { std::cell::Cell::new((0, 0)) };
}

// SAFETY: every call is passed on to the system allocator unchanged; the
// count is a thread-local cell that needs no allocation of its own.
unsafe impl std::alloc::GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        let _ = ALLOCATED.try_with(|n| {
            let (calls, bytes) = n.get();
            n.set((calls + 1, bytes + layout.size() as u64));
        });
        unsafe { std::alloc::System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        unsafe { std::alloc::System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new_size: usize) -> *mut u8 {
        let _ = ALLOCATED.try_with(|n| {
            let (calls, bytes) = n.get();
            n.set((calls + 1, bytes + new_size as u64));
        });
        unsafe { std::alloc::System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static COUNTER: CountingAllocator = CountingAllocator;

/// The allocations (calls, bytes) of playing `script` on `rules` and
/// `deal` through the player loop, as `patience play` reads a pipe, with
/// the game recorded: the work of the run, counted exactly, so that two
/// sizes can be compared without timing anything.
fn work_of(
    deal: &patience::deal::Deal,
    rules: patience::games::Rules,
    script: &[u8],
) -> (u64, u64) {
    use patience::repl::{Output, PlainLines, Player, PlayerOptions};
    let record = common::test_dir().join("records.tsv");
    let session = patience::session::Session::new(rules, deal.clone());
    let options = PlayerOptions {
        record: Some(record.clone()),
        record_file: Some(record),
        ..PlayerOptions::default()
    };
    let (mut out, mut err) = (std::io::sink(), std::io::sink());
    let before = ALLOCATED.with(|n| n.get());
    let mut player = Player::new(session, options);
    let mut output = Output::new(&mut out, &mut err);
    player
        .run(&mut PlainLines::new(script), &mut output)
        .expect("writing to a sink");
    let after = ALLOCATED.with(|n| n.get());
    (after.0 - before.0, after.1 - before.1)
}

/// The work of `lines` lines over the work of a quarter as many, each
/// less the work of an empty script: 4 when each line costs the same,
/// 16 if a line cost as much as all the lines before it.
fn growth(
    script: impl Fn(usize, &mut dyn Write),
    deal: &patience::deal::Deal,
    rules: patience::games::Rules,
    lines: usize,
) -> (f64, f64) {
    let text = |n: usize| {
        let mut bytes = Vec::new();
        script(n, &mut bytes);
        bytes
    };
    let none = work_of(deal, rules, b"");
    let small = work_of(deal, rules, &text(lines / 4));
    let large = work_of(deal, rules, &text(lines));
    let ratio = |pick: fn((u64, u64)) -> u64| {
        (pick(large) - pick(none)) as f64 / (pick(small) - pick(none)) as f64
    };
    (ratio(|w| w.0), ratio(|w| w.1))
}

#[test]
fn a_long_script_does_work_in_proportion_to_its_lines() {
    use patience::games::{GameId, Rules};
    let seven = patience::deal::Deal::from_seed(7);
    let mixed = growth(
        |n, out| {
            mixed_script(n, out);
        },
        &seven,
        Rules::standard(GameId::Elevens),
        8_000,
    );
    let shuttle = patience::deal::Deal::parse(&shuttle_deck()).unwrap();
    let moves = growth(
        |n, out| shuttle_script(n, out),
        &shuttle,
        Rules::standard(GameId::SweetSixteen),
        8_000,
    );
    for (name, (calls, bytes)) in [("mixed", mixed), ("moves", moves)] {
        println!("{name}: four times the lines: {calls:.3} times the allocations, {bytes:.3} times the bytes");
        assert!(
            (3.9..=4.1).contains(&calls) && (3.9..=4.1).contains(&bytes),
            "{name}: four times the lines took {calls:.2} times the allocations and {bytes:.2} times the bytes"
        );
    }
}
