//! `patience merge` through the real binary: shards of a range merge into
//! what one run over the range prints, and files that are not summaries of
//! one range are refused with one sentence, exit status 1 and nothing on
//! stdout.

use crate::common;

use common::{run, without_seconds};
use std::path::{Path, PathBuf};

/// `patience simulate elevens --json` over `deals` deals from `first`, with
/// `extra` arguments.
fn simulate(first: u64, deals: u64, extra: &[&str]) -> String {
    let (first, deals) = (first.to_string(), deals.to_string());
    let mut args = vec![
        "simulate",
        "elevens",
        "--first-seed",
        &first,
        "--deals",
        &deals,
        "--json",
    ];
    args.extend(extra);
    let out = run(&args, "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    out.stdout
}

/// Writes `text` to `name` in `dir` and gives its path as text.
fn file(dir: &Path, name: &str, text: &str) -> String {
    let path: PathBuf = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

/// Runs `patience merge ARGS` and returns its output.
fn merge(args: &[&str], input: &str) -> common::Run {
    let mut all = vec!["merge"];
    all.extend(args);
    run(&all, input)
}

#[test]
fn contiguous_shards_merge_to_the_json_of_one_run_but_for_the_time() {
    let dir = tempfile::tempdir().unwrap();
    let whole = simulate(1, 60, &[]);
    let a = file(dir.path(), "a.json", &simulate(1, 25, &[]));
    let b = file(dir.path(), "b.json", &simulate(26, 5, &[]));
    let c = file(dir.path(), "c.json", &simulate(31, 30, &["--threads", "1"]));
    // In any order of the files.
    let merged = merge(&[&c, &a, &b, "--json"], "");
    assert_eq!(merged.status, 0, "{}", merged.stderr);
    assert_eq!(merged.stderr, "");
    assert_eq!(without_seconds(&merged.stdout), without_seconds(&whole));
    // A merge merges again, and standard input holds several summaries.
    let ab = file(
        dir.path(),
        "ab.json",
        &merge(&[&a, &b, "--json"], "").stdout,
    );
    let again = merge(&[&ab, &c, "--json"], "");
    assert_eq!(without_seconds(&again.stdout), without_seconds(&whole));
    let stdin = std::fs::read_to_string(&c).unwrap() + &std::fs::read_to_string(&a).unwrap();
    let piped = merge(&["-", &b, "--json"], &stdin);
    assert_eq!(without_seconds(&piped.stdout), without_seconds(&whole));
}

#[test]
fn the_merged_time_is_the_sum_of_the_times_merged() {
    let dir = tempfile::tempdir().unwrap();
    let seconds = |line: &str| -> f64 {
        serde_json::from_str::<serde_json::Value>(line).unwrap()["seconds"]
            .as_f64()
            .unwrap()
    };
    let (a, b) = (simulate(1, 20, &[]), simulate(21, 20, &[]));
    let merged = merge(
        &[
            &file(dir.path(), "a.json", &a),
            &file(dir.path(), "b.json", &b),
            "--json",
        ],
        "",
    );
    // Equal to the nanosecond, the resolution the times are measured in: the
    // merge adds them as durations, the test as floating-point numbers.
    let sum = seconds(&a) + seconds(&b);
    assert!(
        (seconds(&merged.stdout) - sum).abs() < 1e-9,
        "{} against {sum}",
        merged.stdout
    );
}

#[test]
fn merged_text_is_simulates_text_with_the_time_said_to_be_a_sum() {
    let dir = tempfile::tempdir().unwrap();
    let whole = run(&["simulate", "eighteens", "--deals", "30"], "");
    let a = file(
        dir.path(),
        "a.json",
        &run(&["simulate", "eighteens", "--deals", "12", "--json"], "").stdout,
    );
    let b = file(
        dir.path(),
        "b.json",
        &run(
            &[
                "simulate",
                "eighteens",
                "--deals",
                "18",
                "--first-seed",
                "13",
                "--json",
            ],
            "",
        )
        .stdout,
    );
    let merged = merge(&[&a, &b], "");
    assert_eq!(merged.status, 0, "{}", merged.stderr);
    let (whole_lines, merged_lines): (Vec<&str>, Vec<&str>) = (
        whole.stdout.lines().collect(),
        merged.stdout.lines().collect(),
    );
    assert_eq!(whole_lines.len(), merged_lines.len());
    assert_eq!(
        whole_lines[..whole_lines.len() - 1],
        merged_lines[..merged_lines.len() - 1]
    );
    let time = merged_lines.last().unwrap();
    assert!(
        time.starts_with("time ") && time.ends_with(" s, the times of the 2 summaries added"),
        "{time}"
    );
}

#[test]
fn shards_with_gaps_merge_and_say_which_seeds_they_cover() {
    let dir = tempfile::tempdir().unwrap();
    let a = file(dir.path(), "a.json", &simulate(1, 10, &[]));
    let b = file(dir.path(), "b.json", &simulate(21, 10, &[]));
    let c = file(dir.path(), "c.json", &simulate(11, 5, &[]));
    let text = merge(&[&a, &b, &c], "");
    assert_eq!(text.status, 0, "{}", text.stderr);
    assert!(
        text.stdout
            .starts_with("Elevens (standard), strategy solver, seeds 1 to 15 and 21 to 30\n"),
        "{}",
        text.stdout
    );
    assert!(
        text.stdout.contains("\ngames         25\n"),
        "{}",
        text.stdout
    );
    let json = merge(&[&a, &b, &c, "--json"], "");
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(
        value["seed_ranges"],
        serde_json::json!([{"first": 1, "last": 15}, {"first": 21, "last": 30}])
    );
    assert_eq!(value["first_seed"], 1);
    assert_eq!(value["deals"], 25);
}

/// Asserts that `patience merge ARGS` refuses with status 1, nothing on
/// stdout, and a message holding `sentence`, with no control character.
fn refused(args: &[&str], input: &str, sentence: &str) {
    let out = merge(args, input);
    assert_eq!(out.status, 1, "{args:?}: {}", out.stderr);
    assert_eq!(out.stdout, "", "{args:?}");
    let said = out.stderr.replace('\n', " ");
    assert!(said.contains(sentence), "{args:?}: {said}");
    assert!(
        !out.stderr
            .trim_end()
            .chars()
            .any(|c| c.is_control() && c != '\n'),
        "{:?}",
        out.stderr
    );
    assert!(said.trim_end().ends_with('.'), "{said}");
}

#[test]
fn summaries_of_different_games_strategies_or_limits_do_not_merge() {
    let dir = tempfile::tempdir().unwrap();
    let a = file(dir.path(), "a.json", &simulate(1, 5, &[]));
    let other_game = file(
        dir.path(),
        "game.json",
        &run(
            &[
                "simulate",
                "eighteens",
                "--deals",
                "5",
                "--first-seed",
                "6",
                "--json",
            ],
            "",
        )
        .stdout,
    );
    refused(
        &[&a, &other_game],
        "",
        "game.json holds Eighteens (standard) but",
    );
    for (name, extra, differs) in [
        (
            "strategy.json",
            &["--strategy", "random"][..],
            "strategy random",
        ),
        (
            "nodes.json",
            &["--max-nodes", "1000"][..],
            "--max-nodes 1000",
        ),
        (
            "memory.json",
            &["--max-memory", "64"][..],
            "--max-memory 64",
        ),
    ] {
        let other = file(dir.path(), name, &simulate(6, 5, extra));
        refused(&[&a, &other], "", &format!("{name} holds {differs} but"));
    }
    let suit = |variant: &str| {
        run(
            &[
                "simulate",
                "suit-elevens",
                "--variant",
                variant,
                "--deals",
                "2",
                "--first-seed",
                if variant == "pairs" { "3" } else { "1" },
                "--json",
            ],
            "",
        )
        .stdout
    };
    refused(
        &["-"],
        &(suit("standard") + &suit("pairs")),
        "standard input line 2 holds Suit Elevens (pairs) but standard input line 1 Suit Elevens (standard);",
    );
}

#[test]
fn shards_that_share_a_seed_do_not_merge() {
    let dir = tempfile::tempdir().unwrap();
    let a = file(dir.path(), "a.json", &simulate(1, 10, &[]));
    let b = file(dir.path(), "b.json", &simulate(10, 5, &[]));
    refused(
        &[&a, &b],
        "",
        "b.json has seeds 10 to 14, which overlap seeds 1 to 10 in",
    );
    refused(&[&a, &a], "", "a.json has seeds 1 to 10, which overlap");
}

/// A valid summary with `from` replaced by `to`.
fn edited(from: &str, to: &str) -> String {
    let line = simulate(1, 10, &[]);
    assert!(line.contains(from), "{line}");
    line.replacen(from, to, 1)
}

/// A valid summary with the number `field` set to `value`.
fn with(field: &str, value: serde_json::Value) -> String {
    let mut summary: serde_json::Value = serde_json::from_str(&simulate(1, 10, &[])).unwrap();
    summary[field] = value;
    summary.to_string()
}

#[test]
fn files_that_are_not_summaries_get_one_sentence_each() {
    let dir = tempfile::tempdir().unwrap();
    let cases: Vec<(String, &str)> = vec![
        (
            String::new(),
            "holds no summary from patience simulate --json.",
        ),
        (
            "not json".into(),
            "line 1 holds something other than a JSON object.",
        ),
        (
            "{\"game\" \"elevens\"}".into(),
            "could not be read as a summary: expected `:`",
        ),
        ("[1, 2]".into(), "holds something other than a JSON object."),
        ("{\"game\":\"elevens\"}".into(), "missing field `variant`"),
        (
            edited("\"won\":", "\"won\":\"many\",\"x\":"),
            "invalid type: string \"many\", expected u64",
        ),
        (
            edited("\"deals\":10", "\"deals\":1e400"),
            "could not be read as a summary",
        ),
        (
            edited("\"deals\":10", "\"deals\":184467440737095516150"),
            "could not be read as a summary",
        ),
        (edited("\"deals\":10", "\"deals\":-10"), "expected u64"),
        (
            edited(
                "\"game\":\"elevens\"",
                "\"game\":\"\\u001b]0;owned\\u0007\"",
            ),
            "\"\\e]0;owned\\a\"",
        ),
        (
            edited("\"game\":", "\"\\u001b[2J\":1,\"game\":"),
            "unknown field `\\e[2J`",
        ),
        (
            edited("\"strategy\":\"solver\"", "\"strategy\":\"luck\""),
            "names a strategy patience does not have, \"luck\"",
        ),
        (
            edited("\"variant\":\"standard\"", "\"variant\":\"pairs\""),
            "names a game and variant patience does not have",
        ),
        (
            edited("\"deals\":10", "\"deals\":11"),
            "counts 11 deals but its seed ranges hold 10 seeds.",
        ),
        (
            edited("\"last\":10", "\"last\":0"),
            "seed range 1 to 0, which is backwards",
        ),
        (
            edited(
                "\"seed_ranges\":[{\"first\":1,\"last\":10}]",
                "\"seed_ranges\":[{\"first\":1,\"last\":5},{\"first\":3,\"last\":7}]",
            ),
            "lists seeds 1 to 5 and 3 to 7, which overlap.",
        ),
        (
            edited("\"first_seed\":1", "\"first_seed\":2"),
            "has first_seed 2, which is not the lowest seed",
        ),
        (
            with("lost", 11.into()),
            "which do not add up to its 10 deals.",
        ),
        (
            with("unknown_at_memory_cap", 1.into()),
            "counts 1 deal unknown at the memory cap, more than its 0 deals unknown.",
        ),
        (
            with("win_rate", 0.9.into()),
            "has win_rate 0.9, but its counts make it",
        ),
        (
            with("ci_high", 1.into()),
            "has ci_high 1, but its counts make it",
        ),
        (with("cleared", 401.into()), "has mean_cleared"),
        (
            with("cleared", 521.into()),
            "counts 521 cards cleared, more than the 52 a deal of Elevens can clear in each of its 10 deals.",
        ),
        (
            with("no_move_deals", 11.into()),
            "counts 11 deals with no first move, more than its",
        ),
        (
            with("seconds", (-1.5).into()),
            "has a time of -1.5 seconds for 10 deals, which no run of simulate takes.",
        ),
        (
            with("seed_ranges", serde_json::json!([])),
            "counts 10 deals but its seed ranges hold 0 seeds.",
        ),
        (
            with("seed_ranges", serde_json::json!([{"first": 1}])),
            "missing field `last`",
        ),
        (
            format!("{} {{", simulate(1, 10, &[]).trim_end()),
            "could not be read as a summary: EOF while parsing",
        ),
    ];
    for (i, (text, sentence)) in cases.iter().enumerate() {
        let path = file(dir.path(), &format!("bad{i}.json"), text);
        refused(&[&path], "", &format!("bad{i}.json "));
        refused(&[&path], "", sentence);
    }
    refused(&["-"], "", "standard input holds no summary");
    let missing = dir.path().join("missing.json");
    refused(
        &[missing.to_str().unwrap()],
        "",
        "missing.json: there is no such file or directory.",
    );
    refused(&[dir.path().to_str().unwrap()], "", "is a directory.");
}

/// A Tri Peaks summary of `deals` deals from seed 1 whose counts say
/// `cleared` cards, its mean agreeing, so that only the rule set can tell
/// the count is impossible.
fn tri_peaks_clearing(deals: u64, cleared: u64) -> String {
    let deals_text = deals.to_string();
    let args = ["simulate", "tri-peaks", "--deals", &deals_text, "--json"];
    let out = run(&args, "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    let mut summary: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    summary["cleared"] = cleared.into();
    summary["mean_cleared"] = (cleared as f64 / deals as f64).into();
    summary.to_string()
}

/// Tri Peaks clears at most 28 cards a deal (its goal is the tableau), so
/// a summary of 10 deals counting 520 cleared (52 a deal, a whole deck)
/// is refused, however its own figures agree; 280 is merged.
#[test]
fn merge_checks_cleared_counts_against_the_rule_set_the_summary_names() {
    let dir = tempfile::tempdir().unwrap();
    let whole_decks = file(dir.path(), "decks.json", &tri_peaks_clearing(10, 520));
    refused(
        &[&whole_decks],
        "",
        "counts 520 cards cleared, more than the 28 a deal of Tri Peaks can clear in each of its 10 deals.",
    );
    let most = file(dir.path(), "most.json", &tri_peaks_clearing(10, 280));
    let merged = merge(&[&most], "");
    assert_eq!(merged.status, 0, "{}", merged.stderr);
}

#[test]
fn a_file_name_with_control_characters_is_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let path = file(dir.path(), "a\x1b[31mb.json", "");
    refused(&[&path], "", "a\\e[31mb.json holds no summary");
}

#[test]
fn counts_that_add_past_the_largest_number_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    // Two honest-looking halves of the whole seed space: each holds 2^63
    // seeds, together one more than a count can hold.
    let half = |first: u64, last: u64| {
        let deals = last - first + 1;
        format!(
            "{{\"game\":\"elevens\",\"variant\":\"standard\",\"strategy\":\"random\",\"max_nodes\":1,\"max_memory\":1,\
             \"deals\":{deals},\"first_seed\":{first},\"seed_ranges\":[{{\"first\":{first},\"last\":{last}}}],\
             \"won\":0,\"lost\":{deals},\"unknown\":0,\"unknown_at_memory_cap\":0,\"win_rate\":0.0,\
             \"ci_low\":0.0,\"ci_high\":{high},\"mean_cleared\":0.0,\"cleared\":0,\"no_move_deals\":0,\"seconds\":1.0}}",
            high = patience::advice::wilson(0, deals).1
        )
    };
    let a = file(dir.path(), "a.json", &half(0, u64::MAX / 2));
    let b = file(dir.path(), "b.json", &half(u64::MAX / 2 + 1, u64::MAX));
    refused(
        &[&a, &b],
        "",
        "The merged counts would pass 18446744073709551615",
    );
}

#[test]
fn merge_of_a_named_pipe_with_no_writer_never_blocks() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("shards");
    common::mkfifo(&fifo);
    let out = common::patience()
        .args(["merge", fifo.to_str().unwrap()])
        .timeout(std::time::Duration::from_secs(20))
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stderr).replace('\n', " ");
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.ends_with("shards is a named pipe that nothing was written to. "),
        "{said}"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn merge_reads_a_pipe_that_has_a_writer() {
    let shard = simulate(1, 5, &[]);
    // Standard input is a pipe; /dev/stdin names it as a file would.
    let out = merge(&["/dev/stdin", "--json"], &shard);
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert_eq!(without_seconds(&out.stdout), without_seconds(&shard));
}
