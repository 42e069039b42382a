//! What the record and saved games keep, pinned end to end through the
//! built binary: each of these was held by a unit test alone, so a bug in
//! the path from the prompt to the file could pass the whole suite.

use crate::common;

use common::{deals, run};
use std::path::PathBuf;

/// The record's lines in the test's own data directory.
fn record_lines() -> Vec<String> {
    let text = std::fs::read_to_string(common::home().join("records.tsv")).unwrap_or_default();
    text.lines().map(str::to_string).collect()
}

/// The columns of a record line.
fn columns(line: &str) -> Vec<&str> {
    line.split('\t').collect()
}

/// Three legal removals by code on the deck of Elevens in pairs.
const THREE_PAIRS: &str = "remove ac 10c\nremove 2c 9c\nremove 3c 8c\n";

#[test]
fn undo_3_counts_as_three_undos_in_the_record_and_the_this_game_line() {
    let out = run(
        &["elevens", "--deck", deals::ELEVENS_IN_PAIRS, "--record"],
        &format!("{THREE_PAIRS}undo 3\nstats\nquit\n"),
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(
        out.stdout
            .contains("This game: 0 moves made, 3 moves taken back, 0 hints asked for."),
        "{}",
        out.stdout
    );
    let lines = record_lines();
    assert_eq!(lines.len(), 1, "{lines:?}");
    let fields = columns(&lines[0]);
    // date, game, variant, deal, result, cleared, moves, undos, hints, help, id
    assert_eq!(
        (fields[4], fields[6], fields[7], fields[8]),
        ("abandoned", "0", "3", "0"),
        "{}",
        lines[0]
    );
    let list = run(&["stats", "--list", "--json"], "");
    let games: serde_json::Value = serde_json::from_str(&list.stdout).unwrap();
    assert_eq!(games["games"][0]["undos"], 3, "{}", list.stdout);
}

/// Writes `text` as a saved game in the test's directory.
fn save_file(name: &str, text: &str) -> PathBuf {
    let path = common::test_dir().join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_save_with_an_illegal_line_is_refused_naming_that_line() {
    // 6C and AH, dealt at 1 and 2 of seed 1, sum to 7.
    let path = save_file(
        "illegal.txt",
        "game elevens\nseed 1\n# a comment\nremove 3 5\nremove 1 2\nremove 5 9\n",
    );
    let file = path.to_str().unwrap();
    let said = "Line 5: 6C and AH sum to 7, not 11.";
    let resumed = run(&["resume", file], "");
    assert_eq!(resumed.status, 1);
    assert_eq!(
        resumed.stderr.replace('\n', " ").trim_end(),
        format!("Could not resume {file}: {said}")
    );
    let reviewed = run(&["review", file], "");
    assert_eq!(reviewed.status, 1);
    assert!(
        reviewed.stderr.replace('\n', " ").contains(said),
        "{}",
        reviewed.stderr
    );
    let loaded = run(
        &["elevens", "--seed", "2"],
        &format!("load {file}\nstatus\n"),
    );
    assert!(
        loaded.stderr.replace('\n', " ").contains(said),
        "{}",
        loaded.stderr
    );
    assert!(
        loaded.stdout.contains("Elevens, seed 2: playing"),
        "the game in progress goes on: {}",
        loaded.stdout
    );
}

#[test]
fn assisted_yes_in_a_save_marks_the_game_assisted_on_load_and_resume() {
    let assisted = save_file(
        "assisted.txt",
        &format!(
            "game elevens\ndeck {}\nid 00000000000000a1\nassisted yes\nremove ac 10c\n",
            deals::ELEVENS_IN_PAIRS
        ),
    );
    let file = assisted.to_str().unwrap();
    // Loaded at the prompt, played on and left: recorded as assisted.
    let out = run(
        &["elevens", "--seed", "2", "--record"],
        &format!("load {file}\nremove 2c 9c\nquit\n"),
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    let lines = record_lines();
    let line = lines
        .iter()
        .find(|line| line.ends_with("00000000000000a1"))
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert_eq!(columns(line)[9], "assisted", "{line}");

    // Resumed and won without a hint: the win is not one without help.
    std::fs::remove_file(common::home().join("records.tsv")).unwrap();
    let cards: Vec<&str> = deals::ELEVENS_IN_PAIRS.split_whitespace().collect();
    let mut script = String::new();
    for pair in cards[2..40].chunks(2) {
        script.push_str(&format!("remove {}\n", pair.join(" ")));
    }
    for trio in cards[40..].chunks(3) {
        script.push_str(&format!("remove {}\n", trio.join(" ")));
    }
    let out = run(&["resume", file, "--record", "--strict"], &script);
    assert_eq!(out.status, 0, "{}", out.stderr);
    let stats = run(&["stats"], "");
    assert!(
        stats
            .stdout
            .contains("Elevens: 1 played, 1 won (100.0%), 0 without help"),
        "{}",
        stats.stdout
    );
}

/// A record line of Elevens seed 4 with `result` and the id `id`: a won
/// game has cleared all 52 cards.
fn line(result: &str, id: &str) -> String {
    let cleared = if result == "won" { 52 } else { 2 };
    format!(
        "2026-01-02T03:04:05Z\televens\tstandard\tseed 4\t{result}\t{cleared}\t30\t0\t0\tclean\t{id}"
    )
}

/// The (id, result) of each game `stats --list --json` lists, in order.
fn listed() -> Vec<(String, String)> {
    let list = run(&["stats", "--list", "--json"], "");
    let games: serde_json::Value = serde_json::from_str(&list.stdout).unwrap();
    games["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            let field = |name: &str| g[name].as_str().unwrap().to_string();
            (field("id"), field("result"))
        })
        .collect()
}

/// A game on several lines counts once, with its best result (a win over
/// a loss over leaving it: no later line takes a recorded win away), in
/// the place of the last line that gives it.
#[test]
fn a_games_best_record_line_decides_its_result_and_its_last_such_line_its_place() {
    let (a, b) = ("000000000000000a", "000000000000000b");
    let home = common::home();
    std::fs::create_dir_all(&home).unwrap();
    let record = |lines: &[String]| {
        std::fs::write(home.join("records.tsv"), lines.join("\n") + "\n").unwrap();
    };
    let pair = |id: &str, result: &str| (id.to_string(), result.to_string());

    record(&[line("abandoned", a), line("lost", b), line("abandoned", a)]);
    assert_eq!(listed(), [pair(b, "lost"), pair(a, "abandoned")]);

    record(&[line("won", a), line("lost", b), line("abandoned", a)]);
    assert_eq!(listed(), [pair(a, "won"), pair(b, "lost")]);
    let stats = run(&["stats"], "");
    assert!(
        stats
            .stdout
            .contains("Elevens: 2 played, 1 won (50.0%), 1 without help, win streak 0 (best 1)."),
        "{}",
        stats.stdout
    );

    // A game abandoned and then carried on to a win counts once, as won.
    record(&[line("abandoned", a), line("won", a)]);
    let stats = run(&["stats"], "");
    assert!(
        stats
            .stdout
            .contains("Elevens: 1 played, 1 won (100.0%), 1 without help, win streak 1 (best 1)."),
        "{}",
        stats.stdout
    );
}

/// A bad `variant` line is named by its own number, wherever the header
/// ends and whether or not commands follow: by `resume`, by `load` at the
/// prompt, and by `play --script`, which names the file too.
#[test]
fn a_bad_variant_in_a_save_is_named_by_its_own_line() {
    let flat = |text: &str| text.split_whitespace().collect::<Vec<&str>>().join(" ");
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in [
        (
            "moves.txt",
            "# patience saved game\ngame eliminator\nvariant bogus\nseed 4\n\nf1\n",
        ),
        (
            "header.txt",
            "# patience saved game\ngame eliminator\nvariant bogus\nseed 4\n",
        ),
    ] {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        let path = path.to_str().unwrap();
        let sentence = "Line 3: There is no variant called \"bogus\"";
        let resumed = common::run(&["resume", path], "");
        assert_eq!(resumed.status, 1, "{}", resumed.stderr);
        assert!(
            flat(&resumed.stderr).contains(sentence),
            "{}",
            resumed.stderr
        );
        let scripted = common::run(&["play", "--script", path], "");
        assert_eq!(scripted.status, 1, "{}", scripted.stderr);
        assert!(
            flat(&scripted.stderr).contains(&format!("{name}: {sentence}")),
            "{}",
            scripted.stderr
        );
        let loaded = common::run(
            &["play", "elevens", "--seed", "1", "--no-record"],
            &format!("load {path}\n"),
        );
        assert!(
            flat(&format!("{}{}", loaded.stdout, loaded.stderr)).contains(sentence),
            "{}{}",
            loaded.stdout,
            loaded.stderr
        );
    }
}
