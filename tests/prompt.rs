//! The prompt as a player meets it in the first week: did-you-mean for
//! mistyped commands and games, help and Tab completion that fit the game
//! being played, `moves` (the legal moves now) and `history`, suit symbols
//! typed back, `--strict` naming the failing line, and Sweet Sixteen ending
//! a game that can never deal again.

use crate::common;

use common::run;
use expectrl::{Expect, Session};
use std::time::Duration;

/// Every line of `text` is at most 79 columns wide.
fn fits_79_columns(text: &str) -> bool {
    text.lines().all(|line| line.chars().count() <= 79)
}

#[test]
fn a_mistyped_command_suggests_the_command_meant() {
    let out = run(
        &["elevens", "--seed", "42", "--no-record"],
        "hnit\nremvoe 4 8\nhelp hnit\ndance\n",
    );
    assert_eq!(out.status, 0);
    assert_eq!(
        out.stderr,
        "There is no command \"hnit\"; did you mean hint?\n\
         There is no command \"remvoe\"; did you mean remove 4 8?\n\
         There is no command \"hnit\"; did you mean help hint?\n\
         There is no command \"dance\"; type help for the list.\n"
    );
}

#[test]
fn a_suggestion_too_long_for_one_line_names_only_the_command() {
    let positions = "1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7 8 9";
    let out = run(
        &["elevens", "--seed", "42", "--no-record"],
        &format!("remvoe {positions}\n"),
    );
    assert_eq!(
        out.stderr,
        "There is no command \"remvoe\"; did you mean remove?\n"
    );
}

#[test]
fn a_mistyped_game_suggests_the_game_meant() {
    for args in [&["elevns"][..], &["play", "elevns", "--seed", "3"]] {
        let out = run(args, "");
        assert_eq!(out.status, 2);
        assert_eq!(
            out.stderr,
            "There is no game called \"elevns\"; did you mean elevens?\n"
        );
    }
    let out = run(&["rules", "sweet-sixten"], "");
    assert_eq!(out.status, 2);
    assert!(out.stderr.contains("did you mean sweet-sixteen?"));
}

#[test]
fn a_mistyped_subcommand_is_not_taken_for_a_game() {
    let out = run(&["stast"], "");
    assert_eq!(out.status, 2);
    assert!(out.stderr.contains("unrecognized subcommand 'stast'"));
    assert!(out.stderr.contains("'stats'"), "{}", out.stderr);
    assert!(!out.stderr.contains("no game"), "{}", out.stderr);
}

#[test]
fn the_unknown_game_error_fits_79_columns() {
    let out = run(&["klondike"], "");
    assert_eq!(out.status, 2);
    assert!(fits_79_columns(&out.stderr), "{}", out.stderr);
    assert_eq!(
        out.stderr.replace('\n', " "),
        format!(
            "There is no game called \"klondike\"; patience list names the {} games. ",
            patience::games::GameId::ALL.len()
        )
    );
}

/// What `help` prints in `game`.
fn help_screen(game: &str) -> String {
    let out = run(&[game, "--seed", "1", "--no-record"], "help\n");
    let start = out.stdout.find("> help\n").expect("help echoed") + "> help\n".len();
    out.stdout[start..].to_string()
}

#[test]
fn help_lists_only_the_commands_of_the_game_being_played() {
    let elevens = help_screen("elevens");
    assert!(elevens.contains("remove 3 7"), "{elevens}");
    assert!(!elevens.contains("move 2 f1") && !elevens.contains("f1"));
    assert!(!elevens.contains("foundations"), "{elevens}");
    let sweet = help_screen("sweet-sixteen");
    assert!(sweet.contains("move 3 7") && !sweet.contains("remove 3 7"));
    assert!(!sweet.contains("f1"), "{sweet}");
    let eliminator = help_screen("eliminator");
    assert!(eliminator.contains("move 2 f1") && !eliminator.contains("remove"));
    assert!(!eliminator.contains("show stock"), "{eliminator}");
    for screen in [elevens, sweet, eliminator] {
        assert!(fits_79_columns(&screen), "{screen}");
        assert!(screen.contains("  moves ") && screen.contains("  history "));
    }
}

#[test]
fn help_for_a_command_gives_an_example_that_works_in_the_game() {
    let out = run(
        &["elevens", "--seed", "42", "--no-record"],
        "help move\nhelp show\n",
    );
    assert!(!out.stdout.contains("f1"), "{}", out.stdout);
    assert!(out.stdout.contains("remove 3 7"), "{}", out.stdout);
    let out = run(&["eliminator", "--seed", "1", "--no-record"], "help move\n");
    assert!(out.stdout.contains("move 2 f1"), "{}", out.stdout);
}

#[test]
fn moves_lists_the_legal_moves_as_commands_that_can_be_typed_back() {
    let out = run(
        &["elevens", "--seed", "42", "--no-record"],
        "moves\nremove 5 9\n",
    );
    assert_eq!(out.status, 0);
    assert!(
        out.stdout
            .contains("> moves\n2 legal moves now:\nremove 4 8\nremove 5 9\n"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("Removed 10D and AH"));
    // Every line `moves` prints is accepted when typed back, in any game.
    // The first seed from 7 with a move (a deal of Block Ten can be lost
    // as it is dealt).
    for game in common::game_ids().filter(|game| *game != "elevens") {
        let (seed, listed) = (7..40)
            .map(|seed| {
                let seed = seed.to_string();
                let out = run(&[game, "--seed", &seed, "--no-record"], "moves\n");
                let listed: Vec<String> = out
                    .stdout
                    .lines()
                    .skip_while(|l| *l != "> moves")
                    .skip(2)
                    .map(String::from)
                    .collect();
                (seed, listed)
            })
            .find(|(_, listed)| !listed.is_empty())
            .expect("a deal with a move among seeds 7 to 39");
        for line in listed {
            let typed = run(
                &[game, "--seed", &seed, "--no-record", "--strict"],
                &format!("{line}\n"),
            );
            assert_eq!(typed.status, 0, "{game}: {line}: {}", typed.stderr);
        }
    }
}

#[test]
fn history_lists_the_moves_made_and_legal_is_another_name_for_moves() {
    let out = run(
        &["elevens", "--seed", "42", "--no-record"],
        "remove 5 9\nhistory\nlegal\n",
    );
    assert!(out
        .stdout
        .contains("> history\n1 move since the deal:\nremove 5 9\n"));
    assert!(out.stdout.contains("> legal\n"), "{}", out.stdout);
    assert!(out.stdout.contains("legal move now:\n") || out.stdout.contains("legal moves now:\n"));
}

/// Elevens seed 42 on a pseudo-terminal.
fn spawn_elevens() -> expectrl::session::OsSession {
    let mut command = common::command();
    command
        .args(["elevens", "--seed", "42", "--no-record"])
        .env("TERM", "xterm")
        .env("NO_COLOR", "1")
        .env_remove("PATIENCE_ACCESSIBLE");
    let mut session = Session::spawn(command).expect("spawn patience on a pty");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    session
}

#[test]
fn tab_at_the_prompt_offers_only_what_the_game_being_played_accepts() {
    let mut p = spawn_elevens();
    p.expect("> ").unwrap();
    // "mo" could be move or moves, but Elevens has no move: Tab fills in moves.
    p.send("mo\t").unwrap();
    p.send("\r").unwrap();
    p.expect("2 legal moves now:").unwrap();
    p.expect("> ").unwrap();
    // "show fo" would complete to foundations in Eliminator; Elevens has none,
    // so the line stays as typed and is read as it stands.
    p.send("show fo\t").unwrap();
    p.send("\r").unwrap();
    p.expect("show takes a number").unwrap();
    p.expect("> ").unwrap();
    p.send("quit\r").unwrap();
    p.expect(expectrl::Eof).unwrap();
}

#[test]
fn suit_symbols_printed_with_unicode_are_accepted_when_typed_back() {
    let out = run(
        &[
            "elevens",
            "--seed",
            "42",
            "--unicode",
            "--strict",
            "--no-record",
        ],
        "remove 6\u{2663} 5\u{2666}\nremove 10\u{2666} a\u{2665}\n",
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(out.stdout.contains("Removed 6\u{2663} and 5\u{2666}"));
    assert!(out.stdout.contains("Removed 10\u{2666} and A\u{2665}"));
    // The plain ASCII game reads them too, and a symbol of the wrong card
    // is rejected naming the card.
    let out = run(
        &["elevens", "--seed", "42", "--no-record"],
        "remove 6\u{2663} 5\u{2666}\nremove 7\u{2660} 4\u{2665}\n",
    );
    assert!(out.stdout.contains("Removed 6C and 5D"), "{}", out.stdout);
    assert_eq!(out.stderr, "7S is not showing.\n");
}

#[test]
fn under_strict_the_failing_line_of_a_script_is_named_by_its_number() {
    let script = "remove 6c 5d\n\n# a comment\nremove 4s 4c\nstatus\n";
    let out = run(
        &["elevens", "--seed", "42", "--strict", "--no-record"],
        script,
    );
    assert_eq!(out.status, 65);
    assert_eq!(out.stderr, "Line 4: 4S and 4C sum to 8, not 11.\n");
    assert!(!out.stdout.contains("> status"));
    // Without --strict the echoed line above the sentence is the context.
    let out = run(&["elevens", "--seed", "42", "--no-record"], script);
    assert_eq!(out.status, 0);
    assert_eq!(out.stderr, "4S and 4C sum to 8, not 11.\n");
}

#[test]
fn under_strict_a_saved_games_line_number_counts_its_header() {
    let dir = common::test_dir();
    let file = dir.join("game.txt");
    std::fs::write(
        &file,
        "game elevens\nvariant standard\nseed 42\nremove 4 8\nhnit\n",
    )
    .unwrap();
    let out = run(
        &[
            "play",
            "--script",
            file.to_str().unwrap(),
            "--strict",
            "--no-record",
        ],
        "",
    );
    assert_eq!(out.status, 65);
    assert_eq!(
        out.stderr,
        "Line 5: There is no command \"hnit\"; did you mean hint?\n"
    );
}

/// A Sweet Sixteen deck where, after `move 3 1` (6C onto 7D), only 6C can
/// move, between 7D and 7H: no card can ever be dealt again.
fn only_shuttles_deck() -> String {
    patience::deal::Deal::starting_with("7D 7H 6C AH AD 2H 2D 3H 3D 4H 4D 6H 6D 8H 8D 9H JH")
        .unwrap()
        .codes()
}

#[test]
fn a_sweet_sixteen_game_with_only_moves_between_piles_left_ends_as_lost() {
    let deck = only_shuttles_deck();
    let out = run(
        &["sweet-sixteen", "--deck", &deck, "--no-record"],
        "move 3 1\nhint\nmoves\nmove 1 2\nstatus\n",
    );
    assert_eq!(out.status, 0);
    let stdout = out.stdout.replace('\n', " ");
    assert!(
        stdout.contains(
            "Game over: no card can ever be dealt again; only moves between piles are left, \
             and 35 cards are still in the stock."
        ),
        "{}",
        out.stdout
    );
    assert!(out
        .stdout
        .contains("> hint\nNo move is possible: the game is lost.\n"));
    assert!(out
        .stdout
        .contains("> moves\nThe game is lost; no move can be made.\n"));
    assert_eq!(
        out.stderr,
        "This game is lost; type undo, new, restart or quit.\n"
    );
    assert!(stdout.contains("Sweet Sixteen, custom: lost; stock 35"));
    // solve on the same deal agrees: the deal is lost.
    let solved = run(&["solve", "sweet-sixteen", "--deck", &deck], "");
    assert_eq!(solved.status, 0, "{}", solved.stderr);
    assert!(solved.stdout.starts_with("deck: lost"), "{}", solved.stdout);
}
