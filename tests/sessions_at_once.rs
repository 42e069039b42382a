//! Two sessions of the program at once, on one save or one data
//! directory: whatever order they end in, a win recorded stays won, and
//! neither takes away what the other kept.

use crate::common;

use patience::games::GameId;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::Stdio;

/// `resume save.txt --record` in `home`, its standard input and output
/// pipes, once it has read the save and looked its game up in the record
/// (its first line of output is out).
fn resumed_and_waiting(home: &Path) -> std::process::Child {
    let mut command = common::command_in(home, &["resume", "save.txt", "--record"]);
    command.stdin(Stdio::piped());
    let mut child = command.spawn().expect("patience starts");
    let mut first = String::new();
    BufReader::new(child.stdout.as_mut().expect("stdout is a pipe"))
        .read_line(&mut first)
        .expect("the resumed game prints");
    assert!(!first.is_empty(), "the resumed game printed nothing");
    child
}

/// Session A resumes a save and waits; session B resumes the same save and
/// wins it; then A takes a move back and quits (as the issue has it: A's
/// `deal` after B's win). In every game: the record counts the game once,
/// as won; `last-game.txt` does not keep it and `resume` does not offer it.
#[test]
fn a_recorded_win_stays_won_whatever_another_session_on_the_same_save_does() {
    for game in GameId::ALL {
        let seed = common::won_seed(game);
        let line = common::winning_line(game.id(), seed);
        let home = common::fresh_dir(game.id());
        let saved = common::run_in(
            &home,
            &["play", game.id(), "--seed", &seed.to_string()],
            &format!("{}\nsave save.txt\nquit\n", line[0]),
        );
        assert_eq!(saved.status, 0, "{game}: {}", saved.stderr);

        let mut a = resumed_and_waiting(&home);
        let rest: String = line[1..].iter().map(|mv| format!("{mv}\n")).collect();
        let b = common::run_in(&home, &["resume", "save.txt", "--record"], &rest);
        assert_eq!(b.status, 0, "{game}: {}", b.stderr);
        assert!(b.stdout.contains("You won"), "{game}: {}", b.stdout);
        let mut stdin = a.stdin.take().expect("stdin is a pipe");
        stdin.write_all(b"undo\nquit\n").expect("A reads its lines");
        drop(stdin);
        let a = a.wait_with_output().expect("A ends");
        assert!(
            a.status.success(),
            "{game}: {}",
            String::from_utf8_lossy(&a.stderr)
        );

        let stats = common::run_in(&home, &["stats"], "");
        assert!(
            stats.stdout.contains(": 1 played, 1 won (100.0%)"),
            "{game}: {}\n{}",
            stats.stdout,
            std::fs::read_to_string(home.join("records.tsv")).unwrap_or_default()
        );
        let list = common::run_in(&home, &["stats", "--list", "--json"], "");
        let games: serde_json::Value = serde_json::from_str(&list.stdout).unwrap();
        let results: Vec<&str> = games["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["result"].as_str().unwrap())
            .collect();
        assert_eq!(results, ["won"], "{game}");
        assert!(
            !home.join("last-game.txt").exists(),
            "{game}: the won game is kept for resume"
        );
        let resume = common::run_in(&home, &["resume"], "");
        assert_eq!(resume.status, 1, "{game}: {}", resume.stdout);
        assert!(
            resume.stderr.contains("There is no unfinished game"),
            "{game}: {}",
            resume.stderr
        );
    }
}
