//! Accessible mode as a newcomer finds it: named by bare `patience` and by
//! `patience --help`, and accepted by the commands that print for a player
//! (`list`, `stats`, `rules`, `simulate`, `review`, `play`, `resume`), with
//! `PATIENCE_ACCESSIBLE=1` doing the same.

use crate::common;

use common::run;
use patience::games::GameId;

#[test]
fn bare_patience_and_its_help_name_the_accessible_mode() {
    let bare = run(&[], "");
    assert!(bare.stdout.contains("--accessible"), "{}", bare.stdout);
    assert!(
        bare.stdout.contains("PATIENCE_ACCESSIBLE=1"),
        "{}",
        bare.stdout
    );
    let help = run(&["--help"], "");
    assert!(
        help.stdout.contains("patience elevens --accessible"),
        "{}",
        help.stdout
    );
}

#[test]
fn list_with_accessible_says_each_game_in_whole_sentences() {
    let by_flag = run(&["list", "--accessible"], "");
    assert_eq!(by_flag.status, 0, "{}", by_flag.stderr);
    let by_env = common::patience()
        .args(["list"])
        .env("PATIENCE_ACCESSIBLE", "1")
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(by_env.stdout).unwrap(), by_flag.stdout);
    for game in GameId::ALL {
        let name = format!("{} ({}):", game.name(), game.id());
        assert!(by_flag.stdout.contains(&name), "{name}: {}", by_flag.stdout);
    }
    for line in by_flag.stdout.lines() {
        assert!(line.ends_with('.'), "a sentence goes on after {line:?}");
        assert!(!line.contains("  "), "columns in {line:?}");
    }
}

#[test]
fn stats_rules_simulate_and_review_accept_accessible() {
    let home = common::fresh_dir("accessible-flag");
    for args in [
        vec!["stats", "--accessible"],
        vec!["rules", "pyramid", "--accessible"],
        vec!["simulate", "tri-peaks", "--seeds", "1..2", "--accessible"],
    ] {
        let out = common::patience()
            .args(&args)
            .env("PATIENCE_HOME", &home)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{args:?}: {stderr}");
        assert!(
            !stderr.contains("unexpected argument"),
            "{args:?}: {stderr}"
        );
    }
    let review = run(&["review", "no-such-save", "--accessible"], "");
    assert!(
        !review.stderr.contains("unexpected argument"),
        "{}",
        review.stderr
    );
}

#[test]
fn every_pointer_to_help_after_a_mistake_leads_to_a_command_the_game_has() {
    use patience::text::commands::COMMANDS;
    for game in GameId::ALL {
        let typed = "m\nmove\nremove\nr\n1 zz\n22 and zz\nmove 1\nremove zz\n";
        let out = run(&[game.id(), "--seed", "4", "--accessible"], typed);
        let mut pointers = 0;
        for line in out.stderr.lines() {
            let Some(rest) = line.split("Type help ").nth(1) else {
                continue;
            };
            let name = rest.split(' ').next().unwrap();
            let spec = COMMANDS.iter().find(|spec| spec.name == name).unwrap();
            assert!((spec.offered_in)(game), "{game}: {line}");
            pointers += 1;
        }
        assert!(pointers >= 4, "{game}: {}", out.stderr);
    }
}

/// `patience ARGS` with `PATIENCE_ACCESSIBLE=1` and no flag: standard
/// output, the run having ended well.
fn by_environment(args: &[&str]) -> String {
    let out = common::patience()
        .args(args)
        .env("PATIENCE_ACCESSIBLE", "1")
        .output()
        .unwrap();
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// True if `word` is a card code (`7H`, `10S`, `KD`).
fn is_card_code(word: &str) -> bool {
    let word = word.trim_matches(|c: char| !c.is_ascii_alphanumeric());
    word.parse::<patience::cards::Card>().is_ok() && word == word.to_ascii_uppercase()
}

/// Each line of `out` a whole sentence with no card code and no columns.
fn sentences_without_codes(what: &str, out: &str) {
    assert!(!out.trim().is_empty(), "{what}: nothing said");
    for line in out.lines() {
        assert!(
            line.ends_with('.') || line.ends_with(':'),
            "{what}: {line:?}"
        );
        assert!(!line.contains("  "), "{what}: columns in {line:?}");
        assert!(
            !line.split(' ').any(is_card_code),
            "{what}: a card code in {line:?}"
        );
    }
}

#[test]
fn solve_with_accessible_says_the_verdict_and_each_move_of_the_line_in_words() {
    let args = ["solve", "elevens", "--seed", "2", "--accessible"];
    let out = run(&args, "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert!(lines[0].starts_with("Seed 2: won in "), "{lines:#?}");
    let moves = run(&["solve", "elevens", "--seed", "2"], "").stdout;
    let commands: Vec<&str> = moves.lines().skip(1).collect();
    for (n, command) in commands.iter().enumerate() {
        let heading = format!("Move {}: {command}.", n + 1);
        let at = lines.iter().position(|l| *l == heading);
        let at = at.unwrap_or_else(|| panic!("{heading} not in {lines:#?}"));
        assert!(lines[at + 1].starts_with("Remove "), "{}", lines[at + 1]);
    }
    let spoken: String = lines
        .iter()
        .filter(|l| !l.starts_with("Move "))
        .map(|l| format!("{l}\n"))
        .collect();
    sentences_without_codes("solve", &spoken);
    assert_eq!(by_environment(&args[..4]), out.stdout);
    // A range says each deal the same way; JSON is JSON either way.
    let range = run(&["solve", "golf", "--seeds", "1..2", "--accessible"], "");
    assert!(range.stdout.starts_with("Seed 1: "), "{}", range.stdout);
    assert!(range.stdout.contains("\nSeed 2: "), "{}", range.stdout);
    let json = ["solve", "golf", "--seed", "1", "--json"];
    let with_flag = [&json[..], &["--accessible"]].concat();
    assert_eq!(run(&with_flag, "").stdout, run(&json, "").stdout);
}

#[test]
fn deck_with_accessible_reads_the_52_cards_in_words_in_numbered_sentences() {
    let args = ["deck", "--seed", "7", "--accessible"];
    let out = run(&args, "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    sentences_without_codes("deck", &out.stdout);
    assert!(out.stdout.starts_with("Cards 1 to "), "{}", out.stdout);
    assert_eq!(out.stdout.matches(" of ").count(), 52, "{}", out.stdout);
    let codes = run(&["deck", "--seed", "7"], "").stdout;
    let first: patience::cards::Card = codes.split(' ').next().unwrap().parse().unwrap();
    assert!(out.stdout.contains(&first.words()), "{}", out.stdout);
    assert_eq!(by_environment(&args[..3]), out.stdout);
    // A board is a file for another program, printed as it is.
    let board = ["deck", "golf", "--seed", "7", "--board"];
    let with_flag = [&board[..], &["--accessible"]].concat();
    assert_eq!(run(&with_flag, "").stdout, run(&board, "").stdout);
}

/// The lines of a summary by ear but its time, which differs run to run.
fn without_time(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.starts_with("Time: "))
        .map(String::from)
        .collect()
}

#[test]
fn simulate_with_accessible_says_the_summary_in_sentences() {
    let args = ["simulate", "golf", "--seeds", "1..3", "--accessible"];
    let out = run(&args, "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    let said: Vec<&str> = out.stdout.lines().collect();
    assert!(said.contains(&"Game: Golf, standard."), "{said:#?}");
    assert!(said.contains(&"Seeds 1 to 3."), "{said:#?}");
    assert!(
        said.iter()
            .any(|l| l.starts_with("3 games: ") && l.contains(" won")),
        "{said:#?}"
    );
    assert!(
        said.iter().any(|l| l.starts_with("Win rate: ")),
        "{said:#?}"
    );
    sentences_without_codes("simulate", &out.stdout);
    for line in &said {
        assert!(line.chars().count() <= 40, "{line:?}");
    }
    let by_env = by_environment(&args[..4]);
    assert_eq!(without_time(&by_env), without_time(&out.stdout));
}

#[test]
fn merge_with_accessible_says_the_merged_summary_as_simulate_does() {
    let dir = common::test_dir();
    let shard = |first: &str, name: &str| {
        let seeds = format!("{first}..{}", first.parse::<u64>().unwrap() + 1);
        let json = run(&["simulate", "golf", "--seeds", &seeds, "--json"], "").stdout;
        let path = dir.join(name);
        std::fs::write(&path, json).unwrap();
        path.to_string_lossy().to_string()
    };
    let (a, b) = (shard("1", "a.json"), shard("3", "b.json"));
    let merged = run(&["merge", &a, &b, "--accessible"], "");
    assert_eq!(merged.status, 0, "{}", merged.stderr);
    let whole = run(&["simulate", "golf", "--seeds", "1..4", "--accessible"], "");
    assert_eq!(without_time(&merged.stdout), without_time(&whole.stdout));
    assert!(
        merged.stdout.contains("runs added."),
        "the time is a sum: {}",
        merged.stdout
    );
    assert_eq!(
        without_time(&by_environment(&["merge", &a, &b])),
        without_time(&merged.stdout)
    );
}

#[test]
fn completions_accept_accessible_change_nothing_and_say_so_in_their_help() {
    for shell in ["bash", "zsh", "fish"] {
        let plain = run(&["completions", shell], "");
        let flagged = run(&["completions", shell, "--accessible"], "");
        assert_eq!(flagged.status, 0, "{}", flagged.stderr);
        assert_eq!(flagged.stdout, plain.stdout, "{shell}");
        assert_eq!(by_environment(&["completions", shell]), plain.stdout);
    }
    let help = run(&["completions", "--help"], "");
    let flat = help.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("--accessible"), "{}", help.stdout);
    assert!(flat.contains("changes nothing"), "{}", help.stdout);
}

#[test]
fn every_command_that_prints_takes_accessible() {
    let dir = common::test_dir();
    let save = dir.join("game.txt");
    let saved = run(
        &["elevens", "--seed", "2"],
        &format!("save {}\nquit\n", save.display()),
    );
    assert_eq!(saved.status, 0, "{}", saved.stderr);
    let save = save.to_string_lossy().to_string();
    let commands: Vec<Vec<&str>> = vec![
        vec!["list"],
        vec!["rules", "golf"],
        vec!["stats"],
        vec!["stats", "--list"],
        vec!["deck", "--seed", "1"],
        vec!["solve", "golf", "--seed", "1"],
        vec!["simulate", "golf", "--seeds", "1..2"],
        vec!["review", &save],
        vec!["completions", "bash"],
    ];
    for args in commands {
        let flagged = [&args[..], &["--accessible"]].concat();
        let out = run(&flagged, "");
        assert_eq!(out.status, 0, "{flagged:?}: {}", out.stderr);
        assert!(!out.stdout.is_empty(), "{flagged:?}");
    }
}

#[test]
fn accessible_typed_before_the_command_is_taken_as_after_it() {
    let before = run(&["--accessible", "elevens", "--seed", "2"], "quit\n");
    let after = run(&["elevens", "--seed", "2", "--accessible"], "quit\n");
    assert_eq!(before.status, 0, "{}", before.stderr);
    assert_eq!(before.stdout, after.stdout);
    assert!(
        before.stdout.starts_with("Elevens, seed 2."),
        "{}",
        before.stdout
    );
    let list = run(&["--accessible", "list"], "");
    assert_eq!(list.stdout, run(&["list", "--accessible"], "").stdout);
    let alone = run(&["--accessible"], "");
    assert_eq!(alone.status, 0, "{}", alone.stderr);
    assert_eq!(alone.stdout, run(&[], "").stdout);
}
