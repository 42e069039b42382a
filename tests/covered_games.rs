//! End-to-end games of the covered engine's rule sets from PySolFC beside
//! Pyramid and Tri Peaks: Escalator, Elevator, Tri Peaks' open variant and
//! Pyramid Thirteen (`pyramid --variant thirteen`), through the built
//! binary: a won and a lost game of each under `--strict`, compared as
//! whole transcripts; hints that never read a hidden card; the cards a
//! move turns up, said in accessible mode; the rules of each variant from
//! `rules`; a save resumed and the game's record.

use crate::common;

use common::{assert_transcript, deal_placing, run};

/// A script of `moves`, one line each (the moves separated by ", "), then
/// `status`.
fn script(moves: &str) -> String {
    moves
        .split(", ")
        .map(|mv| format!("{mv}\n"))
        .chain(["status\n".to_string()])
        .collect()
}

fn transcript(name: &str, args: &[&str], script: &str) {
    let result = run(args, script);
    assert_eq!(result.stderr, "", "{name}: nothing rejected");
    assert_eq!(result.status, 0, "{name}");
    assert_transcript(name, &result.stdout);
}

/// `count` deals, each turning the next stock card, then `status`.
fn deals(count: usize) -> String {
    format!("{}status\n", "deal\n".repeat(count))
}

/// The winning line `patience solve escalator --seed 20` found (the first
/// seed Escalator wins); Elevator deals the same cards, so the same line
/// wins `elevator --seed 20`.
const ESCALATOR_SEED_20: &str = "move 27 waste, move 26 waste, move 23 waste, deal, \
move 28 waste, move 22 waste, move 21 waste, move 25 waste, deal, move 19 waste, \
move 24 waste, deal, move 18 waste, move 20 waste, deal, move 16 waste, deal, deal, \
move 13 waste, move 17 waste, move 15 waste, deal, deal, move 12 waste, move 14 waste, \
move 11 waste, deal, move 7 waste, deal, deal, move 8 waste, move 10 waste, deal, deal, \
deal, deal, deal, move 9 waste, move 6 waste, move 4 waste, deal, move 5 waste, deal, \
move 3 waste, move 2 waste, deal, deal, move 1 waste";

/// A deck whose pyramid's bottom row (cards 22 to 28) holds threes to
/// sixes and whose stock ends on a king: once the stock is turned the
/// king is the waste's top, and none of the bottom row is next to it.
fn stuck_on_a_king() -> String {
    deal_placing(&[(22, "3C 3D 4C 4D 5C 5D 6C"), (52, "KS")])
}

#[test]
fn a_scripted_game_of_escalator_is_won() {
    transcript(
        "escalator-won",
        &["play", "escalator", "--strict", "--seed", "20"],
        &script(ESCALATOR_SEED_20),
    );
}

#[test]
fn a_scripted_game_of_escalator_is_lost_with_the_stock_ending_on_a_king() {
    transcript(
        "escalator-lost",
        &["escalator", "--strict", "--deck", &stuck_on_a_king()],
        &deals(23),
    );
}

#[test]
fn a_scripted_game_of_elevator_is_won_turning_up_each_card_as_it_is_freed() {
    transcript(
        "elevator-won",
        &["play", "elevator", "--strict", "--seed", "20"],
        &script(ESCALATOR_SEED_20),
    );
}

#[test]
fn a_scripted_game_of_elevator_is_lost_with_the_stock_ending_on_a_king() {
    transcript(
        "elevator-lost",
        &["elevator", "--strict", "--deck", &stuck_on_a_king()],
        &deals(23),
    );
}

#[test]
fn a_scripted_game_of_open_tri_peaks_is_won() {
    // The winning line `patience solve tri-peaks --variant open --seed 1`
    // found.
    transcript(
        "tri-peaks-open-won",
        &[
            "play",
            "tri-peaks",
            "--variant",
            "open",
            "--strict",
            "--seed",
            "1",
        ],
        &script(
            "move 23 waste, move 24 waste, move 21 waste, deal, move 19 waste, \
             move 20 waste, move 26 waste, move 27 waste, move 22 waste, move 25 waste, \
             deal, move 16 waste, move 28 waste, move 15 waste, move 14 waste, deal, \
             move 11 waste, move 18 waste, deal, move 10 waste, move 4 waste, deal, \
             move 17 waste, deal, deal, move 13 waste, move 12 waste, move 7 waste, \
             move 5 waste, move 6 waste, move 1 waste, deal, move 8 waste, move 9 waste, \
             deal, deal, deal, move 3 waste, deal, deal, move 2 waste",
        ),
    );
}

#[test]
fn a_scripted_game_of_open_tri_peaks_is_lost_with_the_stock_ending_on_a_king() {
    // The bottom row (cards 19 to 28) is threes to sevens; the peaks
    // above, all face up, are covered by it.
    let deck = deal_placing(&[(19, "3C 3D 4C 4D 5C 5D 6C 6D 7C 7D"), (52, "KS")]);
    transcript(
        "tri-peaks-open-lost",
        &[
            "tri-peaks",
            "--variant",
            "open",
            "--strict",
            "--deck",
            &deck,
        ],
        &deals(23),
    );
}

#[test]
fn a_scripted_game_of_pyramid_thirteen_is_won() {
    // The winning line `patience solve pyramid --variant thirteen --seed
    // 5` found (the first seed Pyramid Thirteen wins).
    transcript(
        "pyramid-thirteen-won",
        &[
            "play",
            "pyramid",
            "--variant",
            "thirteen",
            "--strict",
            "--seed",
            "5",
        ],
        &script(
            "remove 27 waste, deal, deal, deal, remove 23 waste, deal, remove 24 waste, \
             remove 17 26, remove 20 waste, deal, remove 28 waste, remove stock, deal, \
             remove 22 waste, remove 16, remove 11 25, remove 18 21, deal, remove 19 waste, \
             deal, deal, remove 15 waste, deal, deal, deal, remove waste, remove stock waste, \
             remove stock, deal, remove stock waste, deal, remove 13 waste, deal, \
             remove 14 waste, remove 9 12, remove 7 8, remove 5 10, remove 4 waste, \
             remove 2 stock, deal, remove stock waste, remove 6 stock, remove 3 waste, \
             remove 1 waste",
        ),
    );
}

#[test]
fn a_scripted_game_of_pyramid_thirteen_is_lost_after_one_pass_with_aces_and_twos_across_the_bottom()
{
    // The bottom row is aces and twos, which never make 13 together, and
    // the last stock card, the waste's top after the one pass, is a three.
    let deck = deal_placing(&[(22, "AC AD AH AS 2C 2D 2H"), (52, "3C")]);
    transcript(
        "pyramid-thirteen-lost",
        &[
            "pyramid",
            "--variant",
            "thirteen",
            "--strict",
            "--deck",
            &deck,
        ],
        &deals(23),
    );
}

/// The hint's line after `before`, from the transcript, joined to one line.
fn hint_line(args: &[&str]) -> String {
    let out = run(args, "hint\n").stdout;
    let after = out.split("> hint\n").nth(1).expect("the hint is answered");
    let answer = after.split("\n>").next().unwrap();
    answer.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The 0-based ranges `(start, end)` of a deal's cards a game hides.
type Hidden = &'static [(usize, usize)];

/// The deal of `seed` with the cards at each 0-based range `(start, end)`
/// of `hidden` put in reverse order: the same position to the player when
/// those are the cards hidden.
fn with_hidden_reversed(seed: u64, hidden: Hidden) -> (String, String) {
    let deal = patience::deal::Deal::from_seed(seed).codes();
    let cards: Vec<&str> = deal.split(' ').collect();
    let mut reordered = cards.clone();
    for &(start, end) in hidden {
        reordered[start..end].reverse();
    }
    assert_ne!(reordered, cards);
    (cards.join(" "), reordered.join(" "))
}

#[test]
fn hints_never_read_the_face_down_cards_or_the_stocks_order() {
    // Cards 1 to 29 and 30 to 52 are the tableau, the waste's first card
    // and the stock: Escalator and open Tri Peaks hide the stock under the
    // waste; Elevator its top six rows (cards 1 to 21) too; Pyramid
    // Thirteen its top six rows and the stock under its shown top (cards
    // 31 to 52).
    let cases: [(&[&str], Hidden); 4] = [
        (&["escalator"], &[(29, 52)]),
        (&["tri-peaks", "--variant", "open"], &[(29, 52)]),
        (&["elevator"], &[(0, 21), (29, 52)]),
        (&["pyramid", "--variant", "thirteen"], &[(0, 21), (30, 52)]),
    ];
    for (game, hidden) in cases {
        for seed in [3, 12] {
            let (real, reordered) = with_hidden_reversed(seed, hidden);
            let with_deck = |deck: &str| {
                let mut args = game.to_vec();
                args.extend(["--deck", deck]);
                hint_line(&args.iter().map(|s| &s[..]).collect::<Vec<_>>())
            };
            let (a, b) = (with_deck(&real), with_deck(&reordered));
            assert!(!a.is_empty());
            assert_eq!(a, b, "{game:?} seed {seed}");
        }
    }
}

#[test]
fn elevator_in_accessible_mode_says_the_card_a_move_turns_up_and_undo_turns_it_down() {
    // Seed 1: 2S at 23 goes on AC, then 3C at 24 frees position 17.
    let result = run(
        &["elevator", "--seed", "1", "--accessible"],
        "23\n24\nundo\n",
    );
    assert_eq!(result.stderr, "");
    for sentence in [
        "Put two of spades on the waste.",
        "Put three of clubs on the waste.",
        "Position 17 turns up six of diamonds.",
        "Took back move 24 waste.",
        "Position 17 is face down.",
    ] {
        assert!(
            result.stdout.contains(sentence),
            "{sentence}\n{}",
            result.stdout
        );
    }
}

#[test]
fn pyramid_thirteen_in_accessible_mode_reads_the_face_down_rows_and_the_stocks_top() {
    let result = run(
        &[
            "pyramid",
            "--variant",
            "thirteen",
            "--seed",
            "1",
            "--accessible",
        ],
        "show row 6\nshow stock\n",
    );
    assert_eq!(result.stderr, "");
    let said = result.stdout;
    let row = said.split("> show row 6\n").nth(1).unwrap();
    // The row's six face-down places are one range, said once.
    assert!(
        row.contains("Positions 16 to 21 are face down.\n"),
        "{said}"
    );
    assert!(said.contains("> show stock\nStock: 23 cards.\n"), "{said}");
    assert!(said.contains("Stock top: queen of clubs.\n"), "{said}");
}

#[test]
fn rules_give_each_variant_in_plain_and_accessible_mode() {
    for (game, says) in [
        ("tri-peaks", "In the open variant, all 28 are face up."),
        ("pyramid", "The thirteen variant hides six rows."),
        ("escalator", "28 cards are dealt face up in a pyramid."),
        ("elevator", "Cards 1 to 21 are face down."),
    ] {
        let plain = run(&["rules", game], "");
        assert_eq!(plain.status, 0, "{game}");
        let plain = plain
            .stdout
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        assert!(plain.contains(says), "{game}: {plain}");
        let spoken = run(&["rules", game, "--accessible"], "").stdout;
        assert!(
            spoken.lines().any(|line| line == says),
            "{game}: {says} on a line of its own: {spoken}"
        );
    }
}

#[test]
fn a_saved_game_of_each_resumes_where_it_was_and_a_game_is_recorded_with_its_variant() {
    for (game, variant, moves) in [
        (&["escalator"][..], "standard", "23\n24\n"),
        (&["elevator"], "standard", "23\n24\n"),
        (&["tri-peaks", "--variant", "open"], "open", "23\n24\n"),
        (
            &["pyramid", "--variant", "thirteen"],
            "thirteen",
            "remove stock waste\n",
        ),
    ] {
        let file = common::test_dir().join(format!("{}-{variant}.txt", game[0]));
        let file = file.to_str().unwrap();
        let mut args = game.to_vec();
        args.extend(["--seed", "1", "--no-record"]);
        let played = run(&args, &format!("{moves}save {file}\nshow\n"));
        assert_eq!(played.status, 0, "{game:?}: {}", played.stderr);
        let resumed = run(&["resume", file, "--no-record"], "show\n");
        assert_eq!(resumed.status, 0, "{game:?}: {}", resumed.stderr);
        let last_board = |out: &str| out.rsplit("> show\n").next().unwrap().to_string();
        assert_eq!(
            last_board(&resumed.stdout),
            last_board(&played.stdout),
            "{game:?}"
        );
        let mut args = game.to_vec();
        args.extend(["--seed", "1", "--record"]);
        let recorded = run(&args, &format!("{moves}quit\n"));
        assert_eq!(recorded.status, 0, "{game:?}: {}", recorded.stderr);
        let record = std::fs::read_to_string(common::home().join("records.tsv")).unwrap();
        let line = record.lines().last().unwrap();
        // date, game, variant, deal, result, ...
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(
            (fields[1], fields[2], fields[4]),
            (game[0], variant, "abandoned"),
            "{line}"
        );
    }
}
