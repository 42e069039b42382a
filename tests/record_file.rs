//! The record file (`records.tsv`) as data that other programs and people
//! touch: a last line without its newline, lines from an editor that writes
//! CRLF endings or a byte-order mark, a hostile save that borrows another
//! game's id, and a damaged record many megabytes long.

use crate::common;

use std::path::Path;

/// A fresh data directory for one test.
fn home() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary directory")
}

/// Runs `patience ARGS` with `home` as its data directory and `input` on
/// standard input; with `memory`, its address space is capped at that many
/// bytes (`RLIMIT_AS`, as `ulimit -v` sets it).
fn run(home: &Path, args: &[&str], input: &str, memory: Option<u64>) -> common::Run {
    let mut command = common::command_in(home, args);
    if let Some(bytes) = memory {
        common::limit(&mut command, common::Limit::AddressSpace(bytes));
    }
    common::run_command(command, input)
}

/// A whole record line, without its newline: an Elevens game of `deal`
/// with `result` and the id `id`.
fn record_line(deal: &str, result: &str, id: &str) -> String {
    format!("2026-01-02T03:04:05Z\televens\tstandard\t{deal}\t{result}\t52\t24\t0\t0\tclean\t{id}")
}

/// Plays the first move of Elevens seed 42 and quits, recorded: one
/// abandoned game.
fn abandon_a_game(home: &Path) {
    let out = run(
        home,
        &["elevens", "--seed", "42", "--record"],
        "remove 5 9\nquit\n",
        None,
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("recorded as abandoned"),
        "{}",
        out.stdout
    );
}

/// The `stats` line for standard Elevens, checking that nothing was
/// skipped.
fn elevens_stats(home: &Path) -> String {
    let out = run(home, &["stats"], "", None);
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert_eq!(out.stderr, "", "no line is skipped");
    out.stdout
        .lines()
        .find(|line| line.starts_with("Elevens:"))
        .unwrap_or_else(|| panic!("no Elevens line in {}", out.stdout))
        .to_string()
}

#[test]
fn a_record_whose_last_line_has_no_newline_keeps_that_game_and_the_next() {
    let home = home();
    let records = home.path().join("records.tsv");
    std::fs::write(&records, record_line("seed 4", "won", "000000000000000a")).unwrap();
    abandon_a_game(home.path());
    let text = std::fs::read_to_string(&records).unwrap();
    assert_eq!(text.lines().count(), 2, "{text:?}");
    assert!(text.ends_with('\n'));
    assert!(
        elevens_stats(home.path()).starts_with("Elevens: 2 played, 1 won"),
        "{text}"
    );
}

#[test]
fn record_lines_with_crlf_endings_or_a_byte_order_mark_are_read() {
    let home = home();
    let records = home.path().join("records.tsv");
    let text = format!(
        "\u{feff}{}\r\n{}\r\n",
        record_line("seed 4", "won", "000000000000000a"),
        record_line("seed 5", "lost", "000000000000000b")
    );
    std::fs::write(&records, text).unwrap();
    assert!(elevens_stats(home.path()).starts_with("Elevens: 2 played, 1 won"));
    // A game recorded after them is a third.
    abandon_a_game(home.path());
    assert!(elevens_stats(home.path()).starts_with("Elevens: 3 played, 1 won"));
}

#[test]
fn a_hostile_saves_id_never_touches_the_record_of_another_deal() {
    let home = home();
    abandon_a_game(home.path());
    let records = home.path().join("records.tsv");
    let first = std::fs::read_to_string(&records).unwrap();
    let id = first.trim_end().rsplit('\t').next().unwrap().to_string();
    // A save of seed 8 carrying the seed-42 game's id, played to a win.
    let solved = common::run(&["solve", "elevens", "--seed", "8"], "");
    assert!(
        solved.stdout.starts_with("seed 8: won"),
        "{}",
        solved.stdout
    );
    let moves: Vec<&str> = solved.stdout.lines().skip(1).collect();
    let save = format!("game elevens\nseed 8\nid {id}\n{}\n", moves.join("\n"));
    std::fs::write(home.path().join("hostile.txt"), save).unwrap();
    let out = run(
        home.path(),
        &["play", "--script", "hostile.txt", "--record"],
        "",
        None,
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    // Both games stand: the seed-42 game abandoned, the seed-8 game won.
    let list = run(home.path(), &["stats", "--list"], "", None);
    assert!(
        list.stdout.contains("Elevens, seed 42: abandoned"),
        "{}",
        list.stdout
    );
    assert!(
        list.stdout.contains("Elevens, seed 8: won"),
        "{}",
        list.stdout
    );
    assert!(elevens_stats(home.path()).starts_with("Elevens: 2 played, 1 won"));
}

/// The most address space the program is given in the damaged-record
/// tests: 256 MiB, where the record it reads is 8 MiB (a reader that keeps
/// a sentence for every damaged line needs some 60 times the file).
const MEMORY_CAP: u64 = 256 << 20;

/// The damaged record: `x` and a newline, 4 Mi times (8 MiB).
const DAMAGED_LINES: usize = 4 << 20;

#[test]
fn a_damaged_record_of_8_mib_is_read_in_bounded_memory_with_capped_warnings() {
    let home = home();
    let records = home.path().join("records.tsv");
    let lines = DAMAGED_LINES;
    std::fs::write(&records, "x\n".repeat(lines)).unwrap();
    let stats = run(home.path(), &["stats"], "", Some(MEMORY_CAP));
    assert_eq!(stats.status, 0, "{}", stats.stderr);
    let warnings: Vec<&str> = stats.stderr.lines().collect();
    assert!(warnings.len() <= 4, "{} warning lines", warnings.len());
    for n in 1..=3 {
        assert!(
            stats.stderr.contains(&format!("Skipped line {n} of ")),
            "{}",
            stats.stderr
        );
    }
    assert!(
        stats.stderr.contains(&format!("({lines} in all)")),
        "{}",
        stats.stderr
    );
    assert!(
        stats.stdout.contains("No games recorded yet"),
        "{}",
        stats.stdout
    );
}

#[test]
fn a_game_starts_and_is_recorded_whatever_the_record_holds() {
    let home = home();
    let records = home.path().join("records.tsv");
    std::fs::write(&records, "x\n".repeat(DAMAGED_LINES)).unwrap();
    let out = run(
        home.path(),
        &["elevens", "--seed", "42", "--record"],
        "remove 5 9\nquit\n",
        Some(MEMORY_CAP),
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("recorded as abandoned"),
        "{}",
        out.stdout
    );
    let text = std::fs::read(&records).unwrap();
    let last = text[..text.len() - 1]
        .rsplit(|b| *b == b'\n')
        .next()
        .unwrap();
    assert!(last.starts_with(b"20"), "the game is the last line");
}

/// A record of `games` Tri Peaks games, each on one line with its own id,
/// won, lost or left in turn (a win clears the 28 cards of the peaks).
fn tri_peaks_record(games: usize) -> String {
    let mut text = String::new();
    for n in 0..games {
        let (result, cleared) = [("won", 28), ("lost", 11), ("abandoned", 3)][n % 3];
        text.push_str(&format!(
            "2026-01-02T03:04:05Z\ttri-peaks\tstandard\tseed {n}\t{result}\t{cleared}\t40\t0\t0\tclean\t{n:016x}\n"
        ));
    }
    text
}

/// The address space `stats` is given over a record of some 4 MiB: a
/// reader that keeps every record needs four to five times the file on top
/// of the program's own 14 MiB or so, and the record is summed keeping 8
/// bytes a game.
const RECORD_SUM_CAP: u64 = 24 << 20;

/// `stats` at the prompt and `stats --list` sum a record in memory that does
/// not grow with its text, so a large record never ends the game in
/// progress: under a cap on address space, the game goes on after `stats`
/// and is recorded and kept when left.
#[test]
fn stats_sums_a_large_record_in_bounded_memory_and_never_costs_the_game() {
    let home = home();
    let games = 45_000;
    std::fs::write(home.path().join("records.tsv"), tri_peaks_record(games)).unwrap();
    let out = run(
        home.path(),
        &["play", "tri-peaks", "--seed", "1", "--record"],
        "deal\nstats\nquit\n",
        Some(RECORD_SUM_CAP),
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(
        out.stdout
            .contains(&format!("{games} played, {} won", games / 3)),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.contains("recorded as abandoned"),
        "{}",
        out.stdout
    );
    assert!(home.path().join("last-game.txt").exists());

    let mut list = common::command_in(home.path(), &["stats", "--list", "--json"]);
    list.stdout(std::process::Stdio::null());
    common::limit(&mut list, common::Limit::AddressSpace(RECORD_SUM_CAP));
    let listed = common::run_command(list, "");
    assert_eq!(listed.status, 0, "{}", listed.stderr);
}

/// A line no game could have written is damage, not a game: a clean game
/// with hints (18446744073709551615 of them), more cards cleared than the
/// game has (999 in Elevens, 29 in Tri Peaks or relaxed Pyramid, whose
/// goal is 28 cards), a win in no move. Each is skipped and counted in the
/// warnings, as other junk is, and counts for nothing.
#[test]
fn contradictory_record_lines_are_skipped_as_damaged() {
    let home = home();
    let line = |game: &str, variant: &str, result: &str, fields: &str, help: &str, id: u64| {
        format!("2026-01-02T03:04:05Z\t{game}\t{variant}\tseed 4\t{result}\t{fields}\t{help}\t{id:016x}\n")
    };
    let good = line("elevens", "standard", "won", "52\t24\t0\t0", "clean", 1);
    let contradictory = [
        line(
            "elevens",
            "standard",
            "won",
            "52\t24\t0\t18446744073709551615",
            "clean",
            2,
        ),
        line("elevens", "standard", "lost", "999\t24\t0\t0", "clean", 3),
        line("elevens", "standard", "won", "52\t0\t0\t0", "clean", 4),
        line("tri-peaks", "standard", "lost", "29\t30\t0\t0", "clean", 5),
        line("pyramid", "relaxed", "lost", "29\t30\t0\t0", "clean", 6),
    ];
    let text: String = std::iter::once(good).chain(contradictory.clone()).collect();
    std::fs::write(home.path().join("records.tsv"), text).unwrap();
    let stats = run(home.path(), &["stats"], "", None);
    assert_eq!(stats.status, 0, "{}", stats.stderr);
    assert_eq!(
        stats.stdout.trim_end(),
        "Elevens: 1 played, 1 won (100.0%), 1 without help, win streak 1 (best 1).",
        "{}",
        stats.stdout
    );
    assert!(
        stats
            .stderr
            .contains(&format!("({} in all)", contradictory.len())),
        "{}",
        stats.stderr
    );
    for n in 2..=4 {
        assert!(
            stats.stderr.contains(&format!("Skipped line {n} of ")),
            "{}",
            stats.stderr
        );
    }
}

/// The record is read only up to 256 MiB, far more than a lifetime of
/// games: a file one byte over is refused unread, in one sentence, by
/// `stats` and `stats --list`. (Sparse, so the test writes nothing.)
#[test]
fn a_record_one_byte_over_256_mib_is_refused_unread() {
    let home = home();
    let file = std::fs::File::create(home.path().join("records.tsv")).unwrap();
    file.set_len((256 << 20) + 1).unwrap();
    for args in [&["stats"][..], &["stats", "--list"][..]] {
        let mut command = common::command_in(home.path(), args);
        common::limit(&mut command, common::Limit::AddressSpace(RECORD_SUM_CAP));
        let out = common::run_command(command, "");
        assert_eq!(out.status, 1, "{args:?}: {}", out.stderr);
        assert!(
            out.stderr
                .contains("it is larger than 256 MiB, far larger than a record of games"),
            "{args:?}: {}",
            out.stderr
        );
    }
}
