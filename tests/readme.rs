//! The README's sample session and its list of games are real output:
//! these tests run them. The list is `patience list`'s, made from the
//! registry, so a game added needs no edit of the README but
//! `UPDATE_README=1 cargo test --test readme`, which writes the list anew;
//! and no prose that describes the crate counts its games, which would go
//! stale with the next one.

use crate::common;

#[test]
fn the_readme_sample_session_is_what_the_program_prints() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let start = readme
        .find("$ patience elevens --seed 42\n")
        .expect("sample in README");
    let block = &readme[start..];
    let block = &block[..block.find("```").unwrap()];
    // The session is typed at a terminal, which is told how to find the
    // commands before the first prompt; the pipe this test uses is not.
    let tip = patience::repl::FIRST_PROMPT_TIP;
    assert!(block.contains(&format!("\n{tip}\n> ")), "{block}");
    let expected: String = block
        .lines()
        .skip(1)
        .filter(|l| *l != tip)
        .map(|l| format!("{l}\n"))
        .collect();
    let script: String = block
        .lines()
        .filter_map(|l| l.strip_prefix("> "))
        .map(|l| format!("{l}\n"))
        .collect();
    // stderr interleaves with stdout in the README; merge them by line order.
    let result = common::run(&["elevens", "--seed", "42"], &script);
    let merged: String = expected
        .lines()
        .filter(|l| !result.stderr.lines().any(|e| e == *l))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(result.stdout, merged);
    for line in result.stderr.lines() {
        assert!(expected.contains(line), "{line}");
    }
}

/// The path of a file of the repository.
fn in_repository(path: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

#[test]
fn the_readme_lists_the_games_as_patience_list_does() {
    let path = in_repository("README.md");
    let readme = std::fs::read_to_string(&path).unwrap();
    let command = "$ patience list\n";
    let start = readme.find(command).expect("the list in README") + command.len();
    let end = start + readme[start..].find("```").expect("the list's block ends");
    let listed = common::run(&["list"], "");
    assert_eq!(listed.status, 0, "{}", listed.stderr);
    if std::env::var_os("UPDATE_README").is_some() {
        let updated = format!("{}{}{}", &readme[..start], listed.stdout, &readme[end..]);
        std::fs::write(&path, updated).unwrap();
    } else {
        assert_eq!(
            &readme[start..end],
            listed.stdout,
            "README.md's list of games is stale; run UPDATE_README=1 cargo test --test readme"
        );
    }
    for game in patience::games::GameId::ALL {
        assert!(listed.stdout.contains(game.id()), "{}", game.id());
    }
}

/// Each "N games" in `text` (a count in digits or in words, as in "for ten
/// games" or "8 solitaire games").
fn counts_of_games(text: &str) -> Vec<String> {
    const NUMBERS: [&str; 20] = [
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
        "thirty",
    ];
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric() && c != '-')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    words
        .windows(3)
        .filter_map(|w| {
            let count = &w[0];
            let is_count = count.chars().all(|c| c.is_ascii_digit())
                || NUMBERS
                    .iter()
                    .any(|n| count == n || count.starts_with(&format!("{n}-")));
            let of_games = w[1] == "games" || (w[1] == "solitaire" && w[2] == "games");
            (is_count && of_games).then(|| w.join(" "))
        })
        .collect()
}

#[test]
fn a_count_of_games_is_seen_in_words_and_digits() {
    assert_eq!(
        counts_of_games("A player for ten games: Elevens. It plays 8 solitaire games."),
        vec!["ten games elevens", "8 solitaire games"]
    );
    assert!(counts_of_games("Eighteens and the removal games; 52 cards").is_empty());
}

#[test]
fn the_readme_the_crate_description_and_the_crate_doc_count_no_games() {
    let readme = std::fs::read_to_string(in_repository("README.md")).unwrap();
    let manifest = std::fs::read_to_string(in_repository("Cargo.toml")).unwrap();
    let description = manifest
        .lines()
        .find(|line| line.starts_with("description = "))
        .expect("Cargo.toml has a description");
    let lib = std::fs::read_to_string(in_repository("src/lib.rs")).unwrap();
    let crate_doc: String = lib
        .lines()
        .filter_map(|line| line.strip_prefix("//!"))
        .collect::<Vec<_>>()
        .join("\n");
    for (name, text) in [
        ("README.md", readme.as_str()),
        ("Cargo.toml", description),
        ("src/lib.rs", crate_doc.as_str()),
    ] {
        let counts = counts_of_games(text);
        assert!(
            counts.is_empty(),
            "{name} counts the games, which goes stale when one is added: {counts:?}"
        );
    }
}
