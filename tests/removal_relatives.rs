//! End-to-end games of the six removal games that came from PySolFC,
//! through the built binary under `--strict`, compared as whole
//! transcripts: for each a game won by the solver's line for a seed, and
//! a deal with no set at all, lost at once.

use crate::common::{assert_transcript, run};

/// Plays `args` with `script` on standard input; nothing may be refused.
fn transcript(name: &str, args: &[&str], script: &str) {
    let result = run(args, script);
    assert_eq!(result.stderr, "", "{name}: nothing rejected");
    assert_eq!(result.status, 0, "{name}");
    assert_transcript(name, &result.stdout);
}

/// A script of `moves` (separated by ", "), one a line, then `status`.
fn lines(moves: &str) -> String {
    let mut script: String = moves.split(", ").map(|mv| format!("{mv}\n")).collect();
    script.push_str("status\n");
    script
}

/// Wins `game` on the deal of `seed` with `moves`.
fn won(game: &str, seed: &str, moves: &str) {
    transcript(
        &format!("{game}-won"),
        &["play", game, "--seed", seed, "--strict"],
        &lines(moves),
    );
}

/// Loses `game` at once on a deal starting with `codes`, which hold no set.
fn lost(game: &str, codes: &str) {
    let deck = patience::deal::Deal::starting_with(codes).unwrap().codes();
    transcript(
        &format!("{game}-lost"),
        &["play", game, "--strict", "--deck", &deck],
        "status\n",
    );
}

#[test]
fn a_scripted_game_of_thirteens_is_won() {
    won("thirteens", "1", "remove 10, remove 2 4, remove 2 3, remove 4 8, remove 4 10, remove 4, remove 2 10, remove 3 4, remove 2 7, remove 1 6, remove 2 10, remove 2 10, remove 2 10, remove 8 10, remove 4 10, remove 1 4, remove 1 9, remove 9, remove 1 3, remove 1, remove 1 4, remove 2 4, remove 2 6, remove 4 7, remove 1 2, remove 5 9, remove 6 10, remove 3 8");
}

#[test]
fn a_scripted_game_of_thirteens_is_lost() {
    lost("thirteens", "AC 2C 3C 4C 5C AD 2D 3D 4D 5D");
}

#[test]
fn a_scripted_game_of_tens_is_won() {
    won("tens", "32", "remove 6 10, remove 1 6 12 13, remove 8 13, remove 1 12, remove 6 12, remove 1 5, remove 1 7, remove 4 7 9 12, remove 9 10, remove 1 12, remove 6 9, remove 4 6, remove 1 9, remove 6 10, remove 7 13, remove 1 3 4 10, remove 1 7, remove 1 9, remove 3 13, remove 10 12, remove 4 6, remove 2 5 8 11");
}

#[test]
fn a_scripted_game_of_tens_is_lost() {
    lost("tens", "AC 2C 3C 4C AD 2D 3D 4D AH 2H 3H 4H 10C");
}

#[test]
fn a_scripted_game_of_nines_is_won() {
    won("nines", "2", "remove 1 5, remove 1, remove 1 9, remove 3 5, remove 5, remove 2 4, remove 2 4 6 9, remove 2, remove 2 7, remove 7 9, remove 9, remove 3 4, remove 1 3, remove 4 8, remove 1 2 4 6, remove 3 4, remove 2 8, remove 1 4 5 8, remove 1 4, remove 6 8, remove 2 6, remove 2 8, remove 4 9, remove 1 3 5 7");
}

#[test]
fn a_scripted_game_of_nines_is_lost() {
    lost("nines", "AC 2C 3C AD 2D 3D AH 2H 3H");
}

#[test]
fn a_scripted_game_of_fifteens_is_won() {
    won("fifteens", "1", "remove 1 7, remove 1 13, remove 1 4 7 12, remove 4 5, remove 4 5, remove 4 6, remove 1 2 3 8 9, remove 2 3 10 13, remove 1 8 9, remove 2 6 8 9, remove 2 4 9, remove 6 9 11 13, remove 2 8, remove 3 5 11, remove 1 4 9 10, remove 6 7 12 14 15 16");
}

#[test]
fn a_scripted_game_of_fifteens_is_lost() {
    lost(
        "fifteens",
        "AC AD AH AS 2C 2D 2H 2S 10C 10D 10H 10S JC JD JH JS",
    );
}

#[test]
fn a_scripted_game_of_neptune_is_won() {
    won("neptune", "1", "remove 3 8, remove 1 6, remove 5 7, remove 2 7, remove 5 6, remove 1 6, remove 1 6, remove 1 2, remove 1 7, remove 1 6, remove 2 6, remove 1 7, remove 1 2, remove 2 5, remove 5 7, remove 2 5, remove 3 5, remove 2 3, remove 1 3, remove 4 5, remove 1 4, remove 2 4");
}

#[test]
fn a_scripted_game_of_neptune_is_lost() {
    lost("neptune", "AC 3C 5C 7C 9C JC KC AD");
}

#[test]
fn a_scripted_game_of_block_ten_is_won() {
    won("block-ten", "24", "remove 7 8, remove 3 4, remove 5 8, remove 2 3, remove 6 9, remove 7 9, remove 5 6, remove 6 9, remove 7 9, remove 2 7, remove 1 8, remove 4 5, remove 5 8, remove 2 8, remove 2 4, remove 2 7, remove 2 4, remove 2 8, remove 1 2, remove 1 2, remove 2 8, remove 1 8, remove 1 4, remove 2 7");
}

#[test]
fn a_scripted_game_of_block_ten_is_lost() {
    lost("block-ten", "AC 2C 3C 4C AD 2D 3D 4D 10C");
}
