//! Closed standard streams: a closed stderr is never a crash, and a closed
//! stdout does not change what a script does (its moves, its exit status,
//! its record), it only drops the output nobody reads.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    common::fresh_dir(name)
}

/// The write end of a pipe whose reader has gone, as after `| head -1`.
fn closed_pipe() -> Stdio {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    writer.into()
}

/// `patience ARGS` with data in `home`; the caller sets the streams.
fn patience(home: &Path, args: &[&str]) -> Command {
    let mut command = common::command();
    command
        .args(args)
        .env("PATIENCE_HOME", home)
        .env_remove("NO_COLOR")
        .env_remove("PATIENCE_ACCESSIBLE")
        .stdin(Stdio::null());
    command
}

fn status(mut command: Command) -> i32 {
    command.status().unwrap().code().unwrap_or(-1)
}

#[test]
fn errors_with_stderr_a_closed_pipe_keep_their_exit_status() {
    let home = scratch("stderr-errors");
    let mut resume = patience(&home, &["resume", "/nonexistent/saved.txt"]);
    resume.stdout(Stdio::null()).stderr(closed_pipe());
    assert_eq!(status(resume), 1, "resume of a missing file");
    let mut play = patience(&home, &["play", "nosuchgame"]);
    play.stdout(Stdio::null()).stderr(closed_pipe());
    assert_eq!(status(play), 2, "an unknown game");
    let mut usage = patience(&home, &["play", "elevens", "--seed", "many"]);
    usage.stdout(Stdio::null()).stderr(closed_pipe());
    assert_eq!(status(usage), 2, "a bad argument");
    std::fs::remove_dir_all(&home).unwrap();
}

#[test]
fn stats_on_a_damaged_record_with_stderr_a_closed_pipe_still_prints_the_table() {
    let home = scratch("stderr-stats");
    std::fs::write(
        home.join("records.tsv"),
        "2026-01-01T00:00:00Z\televens\tstandard\tseed 1\twon\t52\t20\t0\t0\nnot a record\n",
    )
    .unwrap();
    let output = patience(&home, &["stats"])
        .stdout(Stdio::piped())
        .stderr(closed_pipe())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.starts_with("Elevens: "), "{stdout}");
    std::fs::remove_dir_all(&home).unwrap();
}

/// A script with a rejected line in the middle; it saves the game near its
/// end and then takes the move back, so that what it records is known.
fn script(dir: &Path) -> PathBuf {
    let path = dir.join("script.txt");
    let saved = dir.join("saved.txt");
    std::fs::write(
        &path,
        format!(
            "remove 4 8\nremove 98 99\nshow\nsave {}\nundo\n",
            saved.display()
        ),
    )
    .unwrap();
    path
}

/// The record file's lines without their dates and game ids.
fn undated_records(home: &Path) -> Vec<String> {
    std::fs::read_to_string(home.join("records.tsv"))
        .unwrap_or_default()
        .lines()
        .map(|line| {
            // Neither the date nor the game's random id (the last column).
            let fields: Vec<&str> = line.split('\t').collect();
            fields[1..fields.len().saturating_sub(1).max(1)].join("\t")
        })
        .collect()
}

/// The script's lines on standard input (`--script -`): the player's own
/// lines, which may `save` (lines read from a file named by `--script
/// FILE` are data and may not).
fn script_on_stdin(dir: &Path) -> Stdio {
    std::fs::File::open(script(dir)).unwrap().into()
}

/// Runs the script on Elevens seed 42, recorded, with stdout a closed pipe
/// or not; the exit status, and whether the script got as far as its `save`.
fn run_script(dir: &Path, stdout_closed: bool, extra: &[&str]) -> (i32, bool) {
    let mut args = vec![
        "play", "elevens", "--seed", "42", "--record", "--script", "-",
    ];
    args.extend(extra);
    let mut command = patience(&dir.join("home"), &args);
    command
        .stdin(script_on_stdin(dir))
        .stdout(if stdout_closed {
            closed_pipe()
        } else {
            Stdio::null()
        })
        .stderr(Stdio::null());
    let code = status(command);
    (code, dir.join("saved.txt").exists())
}

#[test]
fn a_script_with_stdout_a_closed_pipe_runs_to_its_end_and_records_the_same_game() {
    let open = scratch("script-open");
    let closed = scratch("script-closed");
    assert_eq!(run_script(&open, false, &[]), (0, true));
    assert_eq!(
        run_script(&closed, true, &[]),
        (0, true),
        "every line ran, past the rejected one"
    );
    assert_eq!(
        undated_records(&closed.join("home")),
        undated_records(&open.join("home")),
        "the same record whether or not the output is read"
    );
    std::fs::remove_dir_all(&open).unwrap();
    std::fs::remove_dir_all(&closed).unwrap();
}

#[test]
fn a_strict_script_with_stdout_a_closed_pipe_still_stops_with_65_at_a_rejected_line() {
    let dir = scratch("script-strict");
    assert_eq!(
        run_script(&dir, true, &["--strict"]),
        (65, false),
        "stopped at the rejected line, before the save"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_script_with_stderr_a_closed_pipe_runs_to_its_end() {
    let dir = scratch("script-stderr");
    let mut command = patience(
        &dir.join("home"),
        &["elevens", "--seed", "42", "--script", "-"],
    );
    command
        .stdin(script_on_stdin(&dir))
        .stdout(Stdio::null())
        .stderr(closed_pipe());
    assert_eq!(status(command), 0);
    assert!(
        dir.join("saved.txt").exists(),
        "the lines after the rejected one ran"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
