//! What reaches the terminal from elsewhere: record lines, the data
//! directory's name (`$PATIENCE_HOME`) and what was typed on the command
//! line. None of it is ever printed raw, and a command `stats --list`
//! prints to play a deal again pastes as exactly one command, within the
//! width, whatever the record holds.

use crate::common;

use expectrl::{Eof, Expect, Session};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A record line as the program writes one, with `date` and `deal`.
fn record_line(date: &str, game: &str, variant: &str, deal: &str, id: u64) -> String {
    format!("{date}\t{game}\t{variant}\t{deal}\twon\t52\t30\t0\t0\tclean\t{id:016x}")
}

/// An honest record line of Elevens seed `seed`.
fn honest(seed: u64, id: u64) -> String {
    record_line(
        "2026-11-26T09:33:56Z",
        "elevens",
        "standard",
        &format!("seed {seed}"),
        id,
    )
}

/// The 52 codes of seed `seed`, as `patience deck` prints them.
fn deck(seed: u64) -> String {
    patience::deal::Deal::from_seed(seed).codes()
}

/// Writes `lines` as the record in the test's data directory.
fn write_record(lines: &[String]) -> PathBuf {
    let home = common::home();
    std::fs::create_dir_all(&home).unwrap();
    let path = home.join("records.tsv");
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    path
}

/// The characters that must never reach the terminal from a file: control
/// characters but the line break, and the invisible ones `text::escape`
/// shows escaped.
fn raw_controls(text: &str) -> Vec<char> {
    text.chars()
        .filter(|&c| {
            (c.is_control() && c != '\n')
                || matches!(c, '\u{2028}' | '\u{2029}' | '\u{202e}' | '\u{feff}')
        })
        .collect()
}

#[test]
fn stats_list_prints_no_record_text_raw() {
    for separator in ['\r', '\u{b}', '\u{c}', '\u{85}', '\u{2028}'] {
        let joined = deck(3).replacen(' ', &separator.to_string(), 1);
        write_record(&[
            record_line(
                "2026-11-26T09:33:56Z",
                "elevens",
                "standard",
                &format!("deck {joined}"),
                10,
            ),
            honest(42, 11),
        ]);
        for args in [
            &["stats", "--list"][..],
            &["stats", "--list", "--json"],
            &["stats"],
        ] {
            let out = common::run(args, "");
            assert_eq!(out.status, 0, "{args:?}");
            let shown = format!("{}{}", out.stdout, out.stderr);
            assert_eq!(
                raw_controls(&shown),
                Vec::<char>::new(),
                "{separator:?} {args:?}: {shown:?}"
            );
        }
        let list = common::run(&["stats", "--list"], "");
        assert!(
            list.stderr.contains("Skipped line 1 of "),
            "{separator:?}: a deck split on anything but spaces is no record: {}",
            list.stderr
        );
        assert!(list.stdout.contains("seed 42"), "{}", list.stdout);
    }
}

/// The commands `stats --list` printed in `list`, each as its lines:
/// from a line starting `patience` to the first that does not end in ` \`.
fn listed_commands(list: &str) -> Vec<Vec<String>> {
    let mut commands: Vec<Vec<String>> = Vec::new();
    let mut open = false;
    for line in list.lines() {
        if open {
            commands.last_mut().unwrap().push(line.to_string());
        } else if line.trim_start().starts_with("patience ") {
            commands.push(vec![line.to_string()]);
        } else {
            continue;
        }
        open = line.ends_with(" \\");
    }
    commands
}

/// A stand-in for `patience` on the PATH that prints, for each time it is
/// run, its arguments one to a line after a line `run`.
fn stand_in_dir() -> PathBuf {
    let dir = common::fresh_dir("bin");
    let script = dir.join("patience");
    std::fs::write(
        &script,
        "#!/bin/sh\necho run\nfor a in \"$@\"; do echo \"$a\"; done\n",
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    dir
}

/// What the shell runs when `lines` are pasted into it: each run of the
/// stand-in, as its arguments; and whatever the shell said on stderr.
fn pasted(lines: &[String], bin: &Path) -> (Vec<Vec<String>>, String) {
    let path = format!("{}:/usr/bin:/bin", bin.display());
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg(lines.join("\n"))
        .env("PATH", path)
        .output()
        .unwrap();
    let mut runs: Vec<Vec<String>> = Vec::new();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        if line == "run" {
            runs.push(Vec::new());
        } else if let Some(run) = runs.last_mut() {
            run.push(line.to_string());
        }
    }
    (runs, String::from_utf8_lossy(&out.stderr).into_owned())
}

/// Checks that every command in `list` pastes as exactly one command and
/// that the commands give, in order, the arguments in `expected`.
fn commands_paste_as_one_each(list: &str, expected: &[Vec<String>]) {
    let bin = stand_in_dir();
    let commands = listed_commands(list);
    assert_eq!(commands.len(), expected.len(), "{list}");
    for (lines, expected) in commands.iter().zip(expected) {
        for pair in lines.windows(2) {
            assert!(
                !pair[1].trim().is_empty(),
                "a line after a continuation is empty: {lines:#?}"
            );
        }
        let (runs, stderr) = pasted(lines, &bin);
        assert_eq!(runs.len(), 1, "{lines:#?} ran {runs:?}; {stderr}");
        // A deck broken across lines inside its quotes keeps the next
        // line's indentation as spaces between codes, which a deck may have.
        let args: Vec<String> = runs[0]
            .iter()
            .map(|arg| arg.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect();
        assert_eq!(&args, expected, "{lines:#?}");
        assert_eq!(stderr, "", "{lines:#?}");
    }
}

/// The honest games the two tests below list, and the arguments each
/// listed command must give.
fn honest_games() -> (Vec<String>, Vec<Vec<String>>) {
    let words = |text: &str| -> Vec<String> { text.split(' ').map(String::from).collect() };
    let lines = vec![
        honest(42, 1),
        record_line(
            "2026-11-26T09:33:56Z",
            "eliminator",
            "4-foundations",
            &format!("deck {}", deck(9)),
            2,
        ),
        record_line(
            "-009999-01-02T01:59:59Z",
            "suit-elevens",
            "pairs",
            &format!("seed {}", u64::MAX),
            3,
        ),
    ];
    let mut eliminator = words("play eliminator --foundations 4 --deck");
    eliminator.push(deck(9));
    let expected = vec![
        words("play elevens --seed 42"),
        eliminator,
        words(&format!(
            "play suit-elevens --variant pairs --seed {}",
            u64::MAX
        )),
    ];
    (lines, expected)
}

#[test]
fn a_listed_replay_command_pastes_as_exactly_one_command() {
    let (mut lines, expected) = honest_games();
    // A seed no honest record holds: 80 digits that still read as 42.
    let zeros = "0".repeat(80);
    lines.push(record_line(
        "2026-11-26T09:33:56Z",
        "elevens",
        "standard",
        &format!("seed {zeros}42"),
        4,
    ));
    write_record(&lines);
    let out = common::run(&["stats", "--list"], "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(!out.stdout.contains(&zeros), "{}", out.stdout);
    assert!(out.stderr.contains("Skipped line 4 of "), "{}", out.stderr);
    commands_paste_as_one_each(&out.stdout, &expected);
    let too_wide: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| l.chars().count() > 79)
        .collect();
    assert!(too_wide.is_empty(), "{too_wide:#?}");
}

#[test]
fn a_long_date_annotation_never_gives_a_line_over_79_columns() {
    let annotated = format!("2026-11-26T09:33:56Z[{}]", "a".repeat(5000));
    for date in [
        annotated.as_str(),
        "2026-11-26T09:33:56.5Z",
        "2026-11-26T10:33:56+01:00",
    ] {
        write_record(&[
            record_line(date, "elevens", "standard", "seed 7", 1),
            honest(42, 2),
        ]);
        for args in [&["stats", "--list"][..], &["stats"]] {
            let out = common::run(args, "");
            let shown = format!("{}{}", out.stdout, out.stderr);
            // A warning naming the record's path is the one line left whole.
            let too_wide: Vec<&str> = shown
                .lines()
                .filter(|l| l.chars().count() > 79 && !l.starts_with("Skipped line "))
                .collect();
            assert!(too_wide.is_empty(), "{date:.40} {args:?}: {too_wide:.200?}");
            assert!(!shown.contains("seed 7"), "{date:.40}: {shown}");
            assert!(out.stderr.contains("Skipped line 1 of "), "{}", out.stderr);
        }
    }
}

/// What `patience ARGS` printed on a pseudo-terminal with `COLUMNS` set to
/// `columns` (a terminal's width comes from `COLUMNS` when it is set).
fn on_a_terminal(args: &[&str], columns: u16) -> String {
    let mut command = common::command();
    command
        .args(args)
        .env("TERM", "dumb")
        .env("COLUMNS", columns.to_string());
    let mut session = Session::spawn(command).expect("spawn patience on a pty");
    session.set_expect_timeout(Some(Duration::from_secs(30)));
    let seen = session.expect(Eof).unwrap();
    let mut bytes = seen.before().to_vec();
    seen.matches().for_each(|m| bytes.extend_from_slice(m));
    String::from_utf8_lossy(&bytes).replace('\r', "")
}

/// Found by trying the program as a newcomer: at 40 columns the list split
/// the date of a game, "2026-11-" / "26T09:33:56Z".
#[test]
fn at_40_columns_stats_list_splits_no_token() {
    let (lines, expected) = honest_games();
    write_record(&lines);
    let seen = on_a_terminal(&["stats", "--list"], 40);
    let too_wide: Vec<&str> = seen.lines().filter(|l| l.chars().count() > 40).collect();
    assert!(too_wide.is_empty(), "{seen}");
    for token in [
        "2026-11-26T09:33:56Z.",
        "-009999-01-02T01:59:59Z.",
        "(4-foundations),",
        "suit-elevens",
        "--foundations",
    ] {
        assert!(
            seen.split_whitespace().any(|word| word == token),
            "{token} is split: {seen}"
        );
    }
    commands_paste_as_one_each(&seen, &expected);
}

/// A data directory named with a colour escape, inside the test's own.
fn hostile_home(inside: &str) -> PathBuf {
    common::test_dir().join(inside).join("home\x1b[31m")
}

/// Checks that `shown` holds `expected` and never the escape character.
fn escaped_in(shown: &str, expected: &str) {
    assert!(
        !shown.contains('\x1b'),
        "an escape reached the terminal: {shown:?}"
    );
    assert!(shown.contains(expected), "{expected:?} not in {shown:?}");
}

#[test]
fn patience_home_is_printed_escaped() {
    // The record is empty: stats and stats --list name the file.
    let home = hostile_home("empty");
    for args in [&["stats"][..], &["stats", "--list"]] {
        let out = common::patience()
            .args(args)
            .env("PATIENCE_HOME", &home)
            .output()
            .unwrap();
        let shown = String::from_utf8_lossy(&out.stdout).into_owned();
        escaped_in(&shown, "No games recorded yet in");
        escaped_in(&shown, "home\\e[31m/records.tsv");
    }

    // The record is a directory: stats at the prompt cannot read it.
    let home = hostile_home("unreadable");
    std::fs::create_dir_all(home.join("records.tsv")).unwrap();
    let out = common::patience()
        .args(["elevens", "--seed", "1"])
        .env("PATIENCE_HOME", &home)
        .write_stdin("stats\n")
        .output()
        .unwrap();
    let shown = String::from_utf8_lossy(&out.stderr).into_owned();
    escaped_in(&shown, "Could not read the record");
    escaped_in(&shown, "home\\e[31m/records.tsv");

    // The data directory is inside a file: the unfinished game cannot be
    // kept there.
    let blocked = common::fresh_dir("blocked").join("file\x1b[31m");
    std::fs::write(&blocked, "").unwrap();
    let out = common::patience()
        .args(["elevens", "--seed", "1", "--record"])
        .env("PATIENCE_HOME", blocked.join("home"))
        .write_stdin("remove 3 5\nquit\n")
        .output()
        .unwrap();
    let shown = String::from_utf8_lossy(&out.stderr).into_owned();
    escaped_in(&shown, "file\\e[31m");

    // The history file is a directory: it is refused before the first
    // prompt, and play goes on without history.
    let home = hostile_home("history");
    std::fs::create_dir_all(home.join("history")).unwrap();
    let mut command = common::command();
    command
        .args(["elevens", "--seed", "1", "--no-record"])
        .env("PATIENCE_HOME", &home)
        .env("TERM", "xterm")
        .env("NO_COLOR", "1");
    let mut session = Session::spawn(command).expect("spawn patience on a pty");
    session.set_expect_timeout(Some(Duration::from_secs(30)));
    let start = session.expect("> ").unwrap();
    let mut bytes = start.before().to_vec();
    session.send("quit\r").unwrap();
    let seen = session.expect(Eof).unwrap();
    bytes.extend_from_slice(seen.before());
    seen.matches().for_each(|m| bytes.extend_from_slice(m));
    let shown = String::from_utf8_lossy(&bytes).into_owned();
    let warning = shown
        .lines()
        .find(|line| line.contains("the command history"))
        .unwrap_or_else(|| panic!("no warning: {shown:?}"));
    escaped_in(warning, "home\\e[31m/history");
    // A history that is a directory is said in words, not as the system's
    // "Is a directory (os error 21)".
    assert!(
        warning.ends_with(
            "was not read: it is a directory, not a regular file; playing on without history."
        ),
        "{warning:?}"
    );
}

#[test]
fn argument_errors_quote_the_value_escaped() {
    for (args, quoted) in [
        (vec!["completions", "\x1b[31mzsh"], "'\\e[31mzsh'"),
        (vec!["solve", "elevens", "--seed", "\x1b[1m5"], "'\\e[1m5'"),
        (
            vec!["simulate", "elevens", "--deals", "\x1b]0;owned\x07"],
            "'\\e]0;owned\\a'",
        ),
    ] {
        let out = common::run(&args, "");
        assert_eq!(out.status, 2, "{args:?}");
        escaped_in(&out.stderr, quoted);
    }
}
