//! The solver's memory cap through the real binary: a deal whose tables
//! reach `--max-memory` is `unknown` and says so, memory the system refuses
//! is one sentence and exit status 1 (never an abort), and the cap is
//! checked like any other argument.

use crate::common;

use common::{patience, run};

/// A Sweet Sixteen deck in suit order: with a high node limit its search
/// grows to hundreds of MB (docs/performance.md).
fn suit_ordered_deck() -> String {
    let ranks = [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ];
    let cards: Vec<String> = ["C", "D", "H", "S"]
        .iter()
        .flat_map(|suit| ranks.iter().map(move |rank| format!("{rank}{suit}")))
        .collect();
    cards.join(" ")
}

#[test]
fn a_deal_that_reaches_the_memory_cap_is_unknown_and_says_so() {
    let deck = suit_ordered_deck();
    let args = [
        "solve",
        "sweet-sixteen",
        "--deck",
        &deck,
        "--max-nodes",
        "20000000",
        "--max-memory",
        "16",
    ];
    let text = run(&args, "");
    assert_eq!(text.status, 0, "{}", text.stderr);
    assert!(
        text.stdout
            .starts_with("deck: unknown: the memory cap of 16 MiB was reached after "),
        "{}",
        text.stdout
    );
    let json = run(&[&args[..], &["--json"]].concat(), "");
    let object: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(object["result"], "unknown");
    assert_eq!(object["limit"], "memory");
}

#[test]
fn a_deal_stopped_by_the_node_limit_names_that_limit_in_json() {
    let json = run(
        &[
            "solve",
            "sweet-sixteen",
            "--seed",
            "76905",
            "--max-nodes",
            "10",
            "--json",
        ],
        "",
    );
    let object: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(object["result"], "unknown");
    assert_eq!(object["limit"], "nodes");
    let decided = run(&["solve", "elevens", "--seed", "1", "--json"], "");
    let object: serde_json::Value = serde_json::from_str(&decided.stdout).unwrap();
    assert_eq!(object["limit"], serde_json::Value::Null);
}

/// Runs `patience ARGS` under `ulimit -v 200000` (about 195 MiB of address
/// space) in a child shell.
fn under_ulimit(args: &str) -> std::process::Output {
    let binary = common::binary();
    std::process::Command::new("bash")
        .arg("-c")
        .arg(format!(
            "ulimit -v 200000; exec '{}' {args}",
            binary.display()
        ))
        .env("PATIENCE_HOME", common::home())
        .output()
        .expect("bash runs")
}

#[test]
fn memory_the_system_refuses_is_a_sentence_and_status_1_not_an_abort() {
    let deck = suit_ordered_deck();
    let output = under_ulimit(&format!(
        "solve sweet-sixteen --deck '{deck}' --max-nodes 20000000"
    ));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    // Wrapped to the width like every error: read it as one sentence.
    assert_eq!(
        stderr.trim_end().replace('\n', " "),
        "The system refused the 128 MiB the solver's tables needed for the deck; \
         a lower --max-memory makes such a deal unknown instead."
    );
    assert!(output.stdout.is_empty());
}

#[test]
fn a_cap_that_fits_the_system_turns_the_refusal_into_unknown() {
    let deck = suit_ordered_deck();
    let output = under_ulimit(&format!(
        "solve sweet-sixteen --deck '{deck}' --max-nodes 20000000 --max-memory 64"
    ));
    assert_eq!(output.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.starts_with("deck: unknown: the memory cap of 64 MiB was reached"),
        "{stdout}"
    );
}

#[test]
fn simulate_counts_the_deals_stopped_by_the_memory_cap() {
    let args = [
        "simulate",
        "sweet-sixteen",
        "--deals",
        "300",
        "--max-nodes",
        "100000000",
        "--max-memory",
        "1",
    ];
    let text = run(&args, "");
    assert_eq!(text.status, 0, "{}", text.stderr);
    assert!(
        text.stdout
            .contains("\nunknown       5 (5 at the memory cap of 1 MiB)\n"),
        "{}",
        text.stdout
    );
    let json = run(&[&args[..], &["--json"]].concat(), "");
    let object: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(object["unknown_at_memory_cap"], 5);
    let default = run(
        &["simulate", "sweet-sixteen", "--deals", "300", "--json"],
        "",
    );
    let object: serde_json::Value = serde_json::from_str(&default.stdout).unwrap();
    assert_eq!(object["unknown_at_memory_cap"], 0);
}

#[test]
fn a_memory_cap_out_of_range_is_refused_with_a_sentence() {
    for (command, cap) in [("solve", "0"), ("simulate", "0"), ("solve", "1048577")] {
        let extra: &[&str] = if command == "solve" {
            &["--seed", "1"]
        } else {
            &["--deals", "1"]
        };
        let text = run(
            &[&[command, "elevens", "--max-memory", cap][..], extra].concat(),
            "",
        );
        assert_eq!(text.status, 2, "{command} {cap}");
        assert_eq!(
            text.stderr.trim_end(),
            format!("--max-memory takes MiB from 1 to 1048576, not {cap}.")
        );
    }
    let text = patience()
        .args(["solve", "elevens", "--seed", "1", "--max-memory", "lots"])
        .output()
        .unwrap();
    assert_eq!(text.status.code(), Some(2));
}

#[test]
fn a_race_stopped_by_the_memory_cap_gives_the_same_answer_on_one_thread_or_two() {
    // Eliminator's two racing searches run side by side on two threads and
    // one after the other on one; each table's share of the cap is fixed,
    // so where they stop does not depend on which.
    let solve = |threads: &str| {
        let output = patience()
            .args(["solve", "eliminator", "--foundations", "4", "--seed", "4"])
            .args(["--max-nodes", "100000000", "--max-memory", "1", "--json"])
            .env("RAYON_NUM_THREADS", threads)
            .output()
            .unwrap();
        assert!(output.status.success());
        serde_json::from_slice::<serde_json::Value>(&output.stdout).unwrap()
    };
    let one = solve("1");
    assert_eq!(one["result"], "unknown");
    assert_eq!(one["limit"], "memory");
    assert_eq!(one, solve("2"));
}
