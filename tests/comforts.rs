//! End-to-end tests of the player comforts: undo and redo, the move list,
//! save and resume, load, the record of games played and its statistics.

use crate::common;

use common::run_in;
use std::path::PathBuf;

/// A fresh directory for one test's files and record.
fn temp_dir(name: &str) -> PathBuf {
    common::fresh_dir(name)
}

/// The last board printed (lines after the last sentence), for comparing states.
fn last_board(stdout: &str) -> String {
    let is_board_row = |line: &str| {
        let t = line.trim_start();
        let digits = t.chars().take_while(char::is_ascii_digit).count();
        (digits > 0 && t[digits..].starts_with(':'))
            || t.starts_with("Column ")
            || t.starts_with("Foundations:")
    };
    let lines: Vec<&str> = stdout.lines().collect();
    let end = lines
        .iter()
        .rposition(|l| l.starts_with("Stock:") || l.starts_with("On foundations:"))
        .unwrap();
    let start = lines[..end]
        .iter()
        .rposition(|l| !is_board_row(l))
        .map_or(0, |i| i + 1);
    lines[start..=end].join("\n")
}

/// Text with its line breaks folded to spaces: long sentences are wrapped
/// to fit 80 columns, and these tests check what they say.
fn unwrapped(text: &str) -> String {
    text.lines().collect::<Vec<_>>().join(" ")
}

#[test]
fn undo_and_redo_restore_the_board_and_stock() {
    let home = temp_dir("undo");
    let out = run_in(
        &home,
        &["elevens", "--seed", "42", "--no-record"],
        "show\nremove 4 8\nundo\nredo\nundo\nshow\n",
    );
    assert_eq!(out.stderr, "");
    assert!(out.stdout.contains("> undo\nTook back remove 4 8.\n"));
    assert!(out.stdout.contains("> redo\nPlayed again remove 4 8.\n"));
    let shows: Vec<&str> = out.stdout.split("> show\n").collect();
    assert_eq!(
        shows[1].lines().take(4).collect::<Vec<_>>(),
        shows[2].lines().take(4).collect::<Vec<_>>()
    );
}

#[test]
fn history_lists_the_commands_that_replay_the_game() {
    let home = temp_dir("moves");
    let out = run_in(
        &home,
        &["elevens", "--seed", "42", "--no-record"],
        "history\nremove 6c 5d\nhistory\n",
    );
    assert!(out.stdout.contains("> history\nNo moves yet.\n"));
    assert!(out
        .stdout
        .contains("> history\n1 move since the deal:\nremove 4 8\n"));
}

#[test]
fn a_saved_game_replays_to_the_same_state_with_play_script() {
    let home = temp_dir("save");
    let file = home.join("game.txt");
    let file_name = file.to_str().unwrap();
    let played = run_in(
        &home,
        &["eighteens", "--seed", "7", "--no-record"],
        &format!(
            "{}\nsave {file_name}\nshow\n",
            first_moves("eighteens", 7, 3)
        ),
    );
    assert_eq!(played.stderr, "");
    assert!(played
        .stdout
        .contains(&format!("Saved the game to {file_name} (")));
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(
        saved.contains("game eighteens\nvariant standard\nseed 7\n"),
        "{saved}"
    );
    let replayed = run_in(
        &home,
        &["play", "--script", file_name, "--strict", "--no-record"],
        "",
    );
    assert_eq!(replayed.status, 0, "{}", replayed.stderr);
    assert_eq!(last_board(&replayed.stdout), last_board(&played.stdout));
}

#[test]
fn resume_replays_a_saved_game_and_continues_with_standard_input() {
    let home = temp_dir("resume");
    let file = home.join("game.txt");
    let file_name = file.to_str().unwrap();
    run_in(
        &home,
        &["elevens", "--seed", "42", "--no-record"],
        &format!("remove 4 8\nsave {file_name}\n"),
    );
    let out = run_in(
        &home,
        &["resume", file_name, "--no-record"],
        "history\nstatus\n",
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(unwrapped(&out.stdout).starts_with(&format!(
        "Resumed {file_name}: Elevens, seed 42 after 1 move. "
    )));
    assert!(out.stdout.contains("1 move since the deal:\nremove 4 8\n"));
    assert!(out
        .stdout
        .contains("playing; stock 41; 2 of 52 cards removed"));
}

#[test]
fn resume_rejects_a_corrupt_save_file_with_the_line_number() {
    let home = temp_dir("corrupt");
    let file = home.join("bad.txt");
    std::fs::write(&file, "game elevens\nseed 42\nremove 4 8\nremove 1 1\n").unwrap();
    let out = run_in(&home, &["resume", file.to_str().unwrap()], "");
    assert_eq!(out.status, 1);
    assert_eq!(
        unwrapped(&out.stderr),
        format!(
            "Could not resume {}: Line 4: Position 1 is named twice.",
            file.display()
        )
    );
    assert_eq!(out.stdout, "");
}

#[test]
fn load_switches_only_to_a_game_that_replays_cleanly() {
    let home = temp_dir("load");
    let good = home.join("good.txt");
    let bad = home.join("bad.txt");
    std::fs::write(&good, "game elevens\nseed 42\nremove 4 8\n").unwrap();
    std::fs::write(&bad, "game elevens\nseed 42\nremove 1 2\n").unwrap();
    let out = run_in(
        &home,
        &["elevens", "--seed", "1", "--no-record"],
        &format!(
            "load {}\nstatus\nload {}\nstatus\n",
            bad.display(),
            good.display()
        ),
    );
    assert_eq!(
        unwrapped(&out.stderr),
        format!(
            "Could not load {}: Line 3: QH has no number value; a jack, queen and king are removed together as a set of three. The game in progress goes on.",
            bad.display()
        )
    );
    let statuses: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| l.contains("; stock "))
        .collect();
    assert!(
        statuses[0].starts_with("Elevens, seed 1: playing; stock 43"),
        "{statuses:?}"
    );
    assert!(
        statuses[1].starts_with("Elevens, seed 42: playing; stock 41"),
        "{statuses:?}"
    );
}

#[test]
fn saving_into_a_missing_directory_keeps_the_game_going() {
    let home = temp_dir("save-missing");
    let out = run_in(
        &home,
        &["elevens", "--seed", "42", "--no-record"],
        "save /nonexistent/dir/game.txt\nstatus\n",
    );
    let said = unwrapped(&out.stderr);
    assert!(
        said.starts_with("Could not save to /nonexistent/dir/game.txt: "),
        "{said}"
    );
    assert!(said.ends_with(". The game goes on."), "{said}");
    assert!(out.stdout.contains("Elevens, seed 42: playing"));
}

#[test]
fn a_finished_game_is_recorded_and_counted_in_stats() {
    let home = temp_dir("record");
    let lost = common::deals::ELEVENS_IN_PAIRS.replacen("AC 10C", "10C AC", 1);
    run_in(
        &home,
        &["elevens", "--deck", &lost, "--record"],
        "remove 1 2\nquit\n",
    );
    run_in(
        &home,
        &["elevens", "--seed", "42", "--record"],
        "remove 4 8\n",
    );
    let record = std::fs::read_to_string(home.join("records.tsv")).unwrap();
    let lines: Vec<&str> = record.lines().collect();
    assert_eq!(lines.len(), 2, "{record}");
    assert!(lines[0].contains("\televens\tstandard\tdeck 10C AC "));
    assert!(
        lines[1].contains("\televens\tstandard\tseed 42\tabandoned\t2\t1\t0\t0"),
        "{}",
        lines[1]
    );
    let stats = run_in(&home, &["stats"], "");
    assert_eq!(
        stats.stdout,
        "Elevens: 2 played, 0 won (0.0%), 0 without help, win streak 0 (best 0).\n"
    );
}

#[test]
fn a_game_with_nothing_done_is_not_recorded_and_no_record_skips_recording() {
    let home = temp_dir("no-record");
    run_in(&home, &["elevens", "--seed", "42"], "show\nquit\n");
    run_in(
        &home,
        &["elevens", "--seed", "42", "--no-record"],
        "remove 4 8\n",
    );
    assert!(!home.join("records.tsv").exists());
}

#[test]
fn a_damaged_record_line_is_skipped_with_a_warning() {
    let home = temp_dir("damaged");
    run_in(
        &home,
        &["elevens", "--seed", "42", "--record"],
        "remove 4 8\n",
    );
    let path = home.join("records.tsv");
    let mut text = std::fs::read_to_string(&path).unwrap();
    text.push_str("this is not a record\n");
    std::fs::write(&path, text).unwrap();
    let stats = run_in(&home, &["stats"], "");
    assert_eq!(stats.status, 0);
    assert!(stats.stderr.starts_with("Skipped line 2 of "));
    assert!(stats.stdout.starts_with("Elevens: 1 played"));
}

#[test]
fn two_processes_appending_records_at_once_lose_no_line() {
    let home = temp_dir("concurrent");
    let children: Vec<_> = (0..16)
        .map(|i| {
            common::command()
                .args([
                    "elevens",
                    "--seed",
                    &i.to_string(),
                    "--script",
                    "-",
                    "--record",
                ])
                .env("PATIENCE_HOME", &home)
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    // Every game ends at once: each is lost or abandoned after `restart`.
    for mut child in children {
        use std::io::Write;
        child.stdin.take().unwrap().write_all(b"restart\n").unwrap();
        assert!(child.wait().unwrap().success());
    }
    let text = std::fs::read_to_string(home.join("records.tsv")).unwrap();
    assert_eq!(text.lines().count(), 16);
    for line in text.lines() {
        assert_eq!(line.split('\t').count(), 11, "{line}");
    }
}

#[test]
fn stats_at_the_prompt_shows_this_games_record_and_counts() {
    let home = temp_dir("prompt-stats");
    let out = run_in(
        &home,
        &["elevens", "--seed", "42"],
        "remove 4 8\nundo\nstats\n",
    );
    assert!(
        out.stdout.contains(
            "> stats\nElevens: 0 played, 0 won (0.0%), 0 without help, win streak 0 (best 0).\n\
         This game: 0 moves made, 1 move taken back, 0 hints asked for.\n"
        ),
        "{}",
        out.stdout
    );
}

/// The commands of the first `n` legal moves of a seeded game, found by
/// replaying through the library (any legal line will do).
fn first_moves(game: &str, seed: u64, n: usize) -> String {
    use patience::games::{Game, Rules};
    let rules = Rules::standard(patience::text::game_name::resolve(game).unwrap());
    let mut session = patience::session::Session::new(rules, patience::deal::Deal::from_seed(seed));
    let mut lines = Vec::new();
    for _ in 0..n {
        let Some(mv) = session.game().legal_moves().into_iter().next() else {
            break;
        };
        lines.push(patience::text::command::move_command(&mv));
        session.play(&mv).unwrap();
    }
    lines.join("\n")
}

#[test]
fn saving_onto_a_device_is_refused_and_the_game_goes_on() {
    let home = temp_dir("save-full");
    let out = run_in(
        &home,
        &["elevens", "--seed", "42", "--no-record"],
        "remove 4 8\nsave /dev/full\nstatus\n",
    );
    let said = unwrapped(&out.stderr);
    assert!(
        said.starts_with("Could not save to /dev/full: it is a device, not a regular file."),
        "{said}"
    );
    assert!(out.stdout.contains("Elevens, seed 42: playing; stock 41"));
    assert!(!std::fs::metadata("/dev/full").unwrap().is_file());
}

#[test]
fn a_failed_save_leaves_the_earlier_file_at_that_path_intact() {
    let home = temp_dir("save-keep");
    let file = home.join("game.txt");
    std::fs::write(&file, "earlier\n").unwrap();
    // Make the rename fail: the temporary file cannot be created because the
    // directory path runs through a regular file.
    let blocked = home.join("game.txt").join("inner.txt");
    let out = run_in(
        &home,
        &["elevens", "--seed", "42", "--no-record"],
        &format!("save {}\nstatus\n", blocked.display()),
    );
    assert!(unwrapped(&out.stderr).ends_with("The game goes on."));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "earlier\n");
    assert!(out.stdout.contains("playing"));
}
