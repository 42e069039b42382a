//! `patience solve` and `patience simulate` through the real binary:
//! winning lines replay to a win in `patience play --strict`, results do not
//! depend on `--threads`, and bad arguments are refused with one sentence.

use crate::common;

use patience::deal::Deal;
use patience::games::Rules;
use patience::solver::{solve_deal, Verdict, DEFAULT_MAX_NODES};
use patience::text::command::move_command;
use std::io::{BufRead, BufReader};
use std::process::Stdio;

use common::patience;

/// Every rule set from the registry (`Rules::every`), with the options
/// that choose it on the command line.
fn games() -> Vec<(Rules, Vec<String>)> {
    Rules::every()
        .into_iter()
        .map(|rules| {
            let info = rules.info();
            let options = match (info.foundations, info.name) {
                (Some(n), _) => vec!["--foundations".to_string(), n.to_string()],
                (None, "standard") => Vec::new(),
                (None, name) => vec!["--variant".to_string(), name.to_string()],
            };
            (rules, options)
        })
        .collect()
}

/// The first `count` won seeds of a game with their lines.
fn won_lines(rules: Rules, count: usize) -> Vec<(u64, String)> {
    (1..)
        .filter_map(|seed| {
            let s = solve_deal(rules, &Deal::from_seed(seed), DEFAULT_MAX_NODES);
            (s.verdict == Verdict::Won).then(|| {
                let lines: Vec<String> = s.line.iter().map(move_command).collect();
                (seed, lines.join("\n") + "\n")
            })
        })
        .take(count)
        .collect()
}

#[test]
fn winning_lines_replay_to_a_win_in_the_real_player() {
    for (rules, options) in games() {
        let game = rules.game;
        for (seed, script) in won_lines(rules, 4) {
            let output = patience()
                .args([
                    "play",
                    game.id(),
                    "--seed",
                    &seed.to_string(),
                    "--strict",
                    "--script",
                    "-",
                ])
                .args(&options)
                .write_stdin(script)
                .assert()
                .success();
            let text = String::from_utf8_lossy(&output.get_output().stdout).to_string();
            assert!(text.contains("You won"), "{game} seed {seed}:\n{text}");
        }
    }
}

#[test]
fn solve_prints_a_line_that_replays() {
    let out = patience()
        .args(["solve", "eliminator", "--seed", "5"])
        .assert()
        .success();
    let text = String::from_utf8_lossy(&out.get_output().stdout).to_string();
    let (head, line) = text.split_once('\n').unwrap();
    assert!(head.starts_with("seed 5: won in 52 moves"), "{head}");
    replays_to_a_win("eliminator", "5", line);
}

/// `line`, played as a script on `game`'s deal `seed` with `--strict`, wins.
fn replays_to_a_win(game: &str, seed: &str, line: &str) {
    patience()
        .args(["play", game, "--seed", seed, "--strict", "--script", "-"])
        .write_stdin(line.to_string())
        .assert()
        .success()
        .stdout(predicates::str::contains("You won"));
}

fn without_seconds(json: &[u8]) -> serde_json::Value {
    let mut value: serde_json::Value = serde_json::from_slice(json).unwrap();
    value
        .as_object_mut()
        .unwrap()
        .remove("seconds")
        .expect("a seconds key");
    value
}

#[test]
fn simulate_gives_the_same_figures_on_one_thread_or_two() {
    for (game, strategy, deals) in [
        ("suit-elevens", "solver", "3000"),
        ("sweet-sixteen", "solver", "200"),
        ("eighteens", "random", "300"),
        ("eighteens", "hint", "20"),
    ] {
        let run = |threads: &str| {
            let out = patience()
                .args(["simulate", game, "--deals", deals, "--strategy", strategy])
                .args(["--threads", threads, "--json", "--first-seed", "7"])
                .assert()
                .success();
            without_seconds(&out.get_output().stdout)
        };
        let one = run("1");
        assert_eq!(one, run("2"), "{game} {strategy}");
        let keys: Vec<&String> = one.as_object().unwrap().keys().collect();
        assert_eq!(keys.len(), 19, "{keys:?}");
        assert_eq!(
            one["deals"],
            serde_json::json!(deals.parse::<u64>().unwrap())
        );
    }
}

#[test]
fn simulate_json_interval_holds_its_estimate_when_every_deal_is_won() {
    // Eliminator seeds 1 to 10 are all won; the Wilson upper end for 10 of
    // 10 rounds to 0.9999999999999999 unless pinned.
    let out = patience()
        .args(["simulate", "eliminator", "--deals", "10", "--json"])
        .assert()
        .success();
    let json = without_seconds(&out.get_output().stdout);
    assert_eq!(json["won"], 10);
    assert_eq!(json["win_rate"], 1.0);
    assert_eq!(json["ci_high"], 1.0);
    assert!(json["ci_low"].as_f64().unwrap() < 1.0);
    let text = patience()
        .args(["simulate", "eliminator", "--deals", "10"])
        .assert()
        .success();
    let text = String::from_utf8_lossy(&text.get_output().stdout).into_owned();
    assert!(
        text.contains("win rate      100.00% (95% interval 72.25% to 100.00%)"),
        "{text}"
    );
}

#[test]
fn simulate_json_interval_starts_at_0_when_no_deal_is_won() {
    let out = patience()
        .args([
            "simulate",
            "eliminator",
            "--deals",
            "40",
            "--strategy",
            "random",
        ])
        .args(["--json"])
        .assert()
        .success();
    let json = without_seconds(&out.get_output().stdout);
    assert_eq!(json["won"], 0);
    assert_eq!(json["ci_low"], 0.0);
    assert!(json["ci_high"].as_f64().unwrap() > 0.0);
}

#[test]
fn solve_json_gives_one_object_per_deal() {
    let seeds: Vec<u64> = solved("elevens", "1..5", &[])
        .iter()
        .map(|deal| deal["seed"].as_u64().unwrap())
        .collect();
    assert_eq!(seeds, vec![1, 2, 3, 4, 5]);
}

/// The keys of a JSON object line, in the order printed.
fn keys_in_order(line: &str) -> Vec<String> {
    let value: serde_json::Value = serde_json::from_str(line).unwrap();
    let mut keys: Vec<(usize, String)> = value
        .as_object()
        .unwrap()
        .keys()
        .map(|key| (line.find(&format!("\"{key}\":")).unwrap(), key.clone()))
        .collect();
    keys.sort();
    keys.into_iter().map(|(_, key)| key).collect()
}

#[test]
fn every_json_output_of_solve_and_simulate_has_its_documented_fields_in_order() {
    let docs = include_str!("../docs/commands.md");
    let solved = patience()
        .args(["solve", "eliminator", "--seed", "2", "--json"])
        .output()
        .unwrap();
    let solved = String::from_utf8(solved.stdout).unwrap();
    let solve_keys = keys_in_order(solved.trim_end());
    assert_eq!(
        solve_keys,
        ["cleared", "limit", "line", "nodes", "result", "seed"]
    );
    let simulated = patience()
        .args([
            "simulate",
            "elevens",
            "--deals",
            "2",
            "--strategy",
            "random",
            "--json",
        ])
        .output()
        .unwrap();
    let simulated = String::from_utf8(simulated.stdout).unwrap();
    let simulate_keys = keys_in_order(simulated.trim_end());
    assert_eq!(
        simulate_keys,
        [
            "game",
            "variant",
            "strategy",
            "max_nodes",
            "max_memory",
            "verdict_only",
            "deals",
            "first_seed",
            "seed_ranges",
            "won",
            "lost",
            "unknown",
            "unknown_at_memory_cap",
            "win_rate",
            "ci_low",
            "ci_high",
            "mean_cleared",
            "cleared",
            "no_move_deals",
            "seconds"
        ]
    );
    for key in solve_keys.iter().chain(&simulate_keys) {
        assert!(docs.contains(&format!("\"{key}\":")), "{key} is documented");
    }
}

#[test]
fn the_whole_seed_range_streams_without_allocating_it() {
    let mut child = common::command()
        .args(["solve", "elevens", "--seeds", "0..18446744073709551615"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(first.starts_with("seed 0: "), "{first}");
}

fn refused(args: &[&str], sentence: &str) {
    patience()
        .args(args)
        .assert()
        .code(2)
        .stderr(predicates::str::contains(sentence));
}

#[test]
fn solve_and_simulate_refuse_a_bad_variant_or_limit_with_the_same_sentence() {
    let cases: [(&[&str], &str); 4] = [
        (&["--max-nodes", "0"], "--max-nodes must be at least 1.\n"),
        (
            &["--max-memory", "0"],
            "--max-memory takes MiB from 1 to 1048576, not 0.\n",
        ),
        (
            &["--variant", "pairs"],
            "The pairs variant is for suit-elevens, not elevens.\n",
        ),
        (
            &["--foundations", "5"],
            "--foundations is for eliminator, not elevens.\n",
        ),
    ];
    for (options, sentence) in cases {
        for command in [
            &["solve", "elevens", "--seed", "1"][..],
            &["simulate", "elevens", "--deals", "1"][..],
        ] {
            patience()
                .args(command)
                .args(options)
                .assert()
                .code(2)
                .stderr(sentence);
        }
    }
}

#[test]
fn bad_arguments_are_refused_with_a_sentence() {
    refused(
        &["solve", "elevens", "--seeds", "5..=5"],
        "Write the range as 5..5",
    );
    refused(&["solve", "elevens", "--seeds", "9..3"], "holds no seeds");
    refused(&["solve", "elevens", "--seeds", "abc"], "like 1..100");
    refused(
        &["solve", "elevens", "--seed", "1", "--max-nodes", "0"],
        "--max-nodes must be at least 1.",
    );
    refused(
        &["solve", "klondike", "--seed", "1"],
        "There is no game called",
    );
    refused(
        &["solve", "elevens", "--seed", "1", "--variant", "pairs"],
        "pairs variant is for suit-elevens",
    );
    refused(
        &["simulate", "elevens", "--deals", "0"],
        "--deals must be at least 1.",
    );
    refused(
        &["simulate", "elevens", "--deals", "5", "--threads", "0"],
        "--threads must be from 1",
    );
    refused(
        &[
            "simulate",
            "elevens",
            "--deals",
            "2",
            "--first-seed",
            "18446744073709551615",
        ],
        "runs past the last seed",
    );
    patience().args(["solve", "elevens"]).assert().code(2);
}

#[test]
fn solve_help_says_it_is_analysis_with_full_knowledge() {
    patience()
        .args(["--help"])
        .assert()
        .success()
        .stdout(predicates::str::contains(
            "full knowledge of the stock order",
        ));
}

#[test]
fn solve_seeds_shards_concatenated_in_order_are_the_whole_range() {
    // Uneven shards, one across the 256-deal blocks solve works in.
    for json in [true, false] {
        let lines = |range: &str| {
            let mut args = vec!["solve", "elevens", "--seeds", range];
            if json {
                args.push("--json");
            }
            let out = patience().args(&args).assert().success();
            String::from_utf8(out.get_output().stdout.clone()).unwrap()
        };
        let shards: String = ["1..7", "8..263", "264..300"]
            .into_iter()
            .map(lines)
            .collect();
        assert_eq!(shards, lines("1..300"), "json {json}");
    }
}

/// `solve GAME --seeds A..B --json` (with `extra` options) as one object a
/// deal.
fn solved(game: &str, seeds: &str, extra: &[&str]) -> Vec<serde_json::Value> {
    let out = patience()
        .args(["solve", game, "--seeds", seeds, "--json"])
        .args(extra)
        .assert()
        .success();
    String::from_utf8_lossy(&out.get_output().stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn solve_verdict_gives_the_same_verdicts_and_a_lost_deal_says_its_count_is_only_the_best_seen() {
    for game in ["black-hole", "all-in-a-row", "golf", "eliminator"] {
        let exact = solved(game, "1..40", &[]);
        let verdict = solved(game, "1..40", &["--verdict"]);
        for (e, v) in exact.iter().zip(&verdict) {
            assert_eq!(e["seed"], v["seed"]);
            assert_eq!(e["result"], v["result"], "{game} seed {}", e["seed"]);
            // A lost deal's count under --verdict is that of a line seen,
            // so never more than the most any line clears.
            assert!(v["cleared"].as_u64() <= e["cleared"].as_u64());
        }
    }
    let lost = solved("golf", "1..40", &[])
        .into_iter()
        .find(|d| d["result"] == "lost")
        .expect("a lost Golf deal among the first 40");
    let seed = lost["seed"].to_string();
    patience()
        .args(["solve", "golf", "--seed", &seed, "--verdict"])
        .assert()
        .success()
        .stdout(predicates::str::contains(format!(
            "seed {seed}: lost; the best line found clears"
        )));
}

#[test]
fn solve_verdict_wins_with_a_line_that_replays() {
    let out = patience()
        .args(["solve", "all-in-a-row", "--seed", "1", "--verdict"])
        .assert()
        .success();
    let text = String::from_utf8_lossy(&out.get_output().stdout).to_string();
    let (head, line) = text.split_once('\n').unwrap();
    assert!(head.starts_with("seed 1: won in"), "{head}");
    replays_to_a_win("all-in-a-row", "1", line);
}

#[test]
fn simulate_verdict_is_refused_with_a_strategy_that_does_not_search() {
    refused(
        &[
            "simulate",
            "golf",
            "--deals",
            "1",
            "--strategy",
            "random",
            "--verdict",
        ],
        "--verdict changes only the solver's search;",
    );
}

/// `solve --seeds` killed by TERM as soon as its first line is out leaves
/// whole lines, in seed order from the first, and far fewer than a batch
/// of deals: each deal's line is written (and flushed) as soon as it and
/// every earlier seed are decided, so an interrupt loses only the deals
/// still running, never a batch at a time.
#[test]
fn an_interrupted_solve_seeds_keeps_every_line_decided_before_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("solved.jsonl");
    let mut child = common::command()
        .args(["solve", "pyramid", "--seeds", "1..1000000", "--json"])
        .stdout(std::fs::File::create(&path).unwrap())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(300);
    while !std::fs::read(&path).unwrap().contains(&b'\n') {
        assert!(std::time::Instant::now() < deadline, "no line in 300 s");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    common::send_signal(child.id(), "TERM");
    child.wait().unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.ends_with('\n'), "{text}");
    let seeds: Vec<u64> = text
        .lines()
        .map(|line| {
            serde_json::from_str::<serde_json::Value>(line).unwrap()["seed"]
                .as_u64()
                .unwrap()
        })
        .collect();
    let expected: Vec<u64> = (1..=seeds.len() as u64).collect();
    assert_eq!(seeds, expected);
    assert!(
        seeds.len() < 64,
        "{} lines at the first sight of one",
        seeds.len()
    );
}

/// `simulate` says whose rate it gives, a short sentence a line after its
/// heading: the solver's, which sees every hidden card, with the flag for a
/// fair player's; the hint's, a fair player's, with the flag back; and in a
/// game that hides nothing, that the solver's rate is the best line's.
#[test]
fn simulate_says_which_player_its_rate_is_of_and_the_flag_for_the_other() {
    let said = |args: &[&str]| {
        let out = common::run(args, "");
        assert_eq!(out.status, 0, "{}", out.stderr);
        out.stdout
            .lines()
            .skip(1)
            .take_while(|line| !line.starts_with("games "))
            .map(String::from)
            .collect::<Vec<String>>()
    };
    assert_eq!(
        said(&["simulate", "tri-peaks", "--deals", "3"]),
        [
            "The solver sees every hidden card.",
            "This is the most a player could win.",
            "A fair player's rate: --strategy hint."
        ]
    );
    assert_eq!(
        said(&["simulate", "golf", "--deals", "2", "--strategy", "hint"]),
        [
            "A fair player: every move the hint's.",
            "The hint sees no hidden card.",
            "For the best line: --strategy solver."
        ]
    );
    assert_eq!(
        said(&["simulate", "black-hole", "--deals", "2"]),
        [
            "Every card is face up from the deal.",
            "This is what the best line wins."
        ]
    );
}
