//! End-to-end games of the covered engine's rule sets from PySolFC beside
//! Pyramid and Tri Peaks, Escalator and Elevator, through the built
//! binary: a won and a lost game of each under `--strict`, compared as
//! whole transcripts; the cards a move turns up, said in accessible mode.

mod common;

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
