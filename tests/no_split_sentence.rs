//! No sentence split over two lines, anywhere: every message kind (errors,
//! endings, review rows, the legal moves, hints and `why`, help, rules) of every game,
//! on pseudo-terminals 40, 60 and 79 columns wide, by ear and sighted.
//!
//! In both, a sentence that fits the line is never split over two, and no
//! card's name ("ace of / clubs") ever is; by ear, every line of a review
//! is whole sentences. (tests/by_ear.rs holds accessible
//! mode's help, rules, board, hint and moves to the stricter rule that every
//! line is whole sentences.)

use crate::common;

use common::{winning_line, won_seed};
use expectrl::{Expect, Session};
use patience::cards::{Rank, Suit};
use patience::games::GameId;
use patience::text::commands::COMMANDS;
use std::time::Duration;

/// The narrowest screen width, where most lines wrap.
const NARROWEST: [usize; 1] = [40];

/// The wider widths, read by their own test so the two run side by side
/// (each session plays a whole game and reviews it).
const WIDER: [usize; 2] = [60, 79];

/// Lines that each draw an error in some game: a command without its
/// places, places that name no card or the wrong cards, a count that is no
/// count, a row that is not there, a word that is no command.
const MISTAKES: [&str; 14] = [
    "m",
    "remove",
    "remove 1",
    "remove 1 2",
    "remove 22 23",
    "move 1 2",
    "move 1 f1",
    "1 2",
    "22 and 25",
    "remove zz",
    "undo 0",
    "show row 99",
    "remvoe 4 8",
    "redo",
];

/// What a player types: the mistakes (then `restart`), help and each command's help, the
/// rules, a hint and why, the legal moves, the winning line (its ending), then the
/// review of the game played.
fn commands(game: GameId, line: &[String]) -> Vec<String> {
    let mut typed: Vec<String> = MISTAKES.iter().map(|m| m.to_string()).collect();
    // A line that is a mistake in one game may be a move in another: back
    // to the deal before the winning line.
    typed.extend(["restart", "help"].map(String::from));
    typed.extend(
        COMMANDS
            .iter()
            .filter(|spec| (spec.offered_in)(game))
            .map(|spec| format!("help {}", spec.name)),
    );
    typed.extend(["rules", "hint", "why", "moves"].map(String::from));
    typed.extend(line.iter().cloned());
    typed.extend(["remove 1 2", "review"].map(String::from));
    typed
}

/// Plays `typed` on a pseudo-terminal `columns` wide with `mode` (such as
/// `--accessible`, or `--plain` sighted); returns each command typed with
/// the lines printed after it (stdout and stderr, as the screen shows them).
fn on_a_terminal(
    game: GameId,
    seed: u64,
    columns: usize,
    mode: &str,
    typed: &[String],
) -> Vec<(String, Vec<String>)> {
    let mut command = common::command();
    command
        .args([game.id(), "--seed", &seed.to_string(), mode])
        // Sighted, a plain prompt rather than the line editor, which
        // redraws the line at each key.
        .env(
            "TERM",
            if mode == "--accessible" {
                "xterm"
            } else {
                "dumb"
            },
        )
        .env("COLUMNS", columns.to_string());
    let mut p = Session::spawn(command).expect("spawn patience on a pty");
    p.set_expect_timeout(Some(Duration::from_secs(60)));
    // What is printed before each prompt belongs to the line typed before
    // it (the deal to ""), less the terminal's echo of that line.
    let mut said = Vec::new();
    let mut before = String::new();
    for line in typed.iter().map(String::as_str).chain(["quit"]) {
        let found = p.expect("> ").expect("a prompt");
        said.push(block(&before, &String::from_utf8_lossy(found.before())));
        p.send(format!("{line}\r")).unwrap();
        before = line.to_string();
    }
    let found = p.expect(expectrl::Eof).unwrap();
    said.push(block(&before, &String::from_utf8_lossy(found.before())));
    said
}

/// The lines printed after `typed`, without escapes, carriage returns and
/// the echo of the line typed.
fn block(typed: &str, printed: &str) -> (String, Vec<String>) {
    let text = common::without_escapes(printed).replace('\r', "");
    let lines = text
        .lines()
        .skip_while(|l| l.trim().is_empty() || (!typed.is_empty() && l.trim() == typed))
        .map(String::from)
        .collect();
    (typed.to_string(), lines)
}

/// The sentences of `lines`, each ending at a word that ends in ".", "?"
/// or "!", or at a heading: a line that ends in a colon.
fn sentences(lines: &[&String]) -> Vec<String> {
    let mut found = Vec::new();
    let mut current = String::new();
    for line in lines {
        let words: Vec<&str> = line.split_whitespace().collect();
        for (i, word) in words.iter().enumerate() {
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(word);
            let heading = i + 1 == words.len() && word.ends_with(':');
            if word.ends_with(['.', '?', '!']) || heading {
                found.push(std::mem::take(&mut current));
            }
        }
    }
    if !current.is_empty() {
        found.push(current);
    }
    found
}

/// Whether `word` (punctuation trimmed) names a rank: "seven", "Ace".
fn rank_word(word: &str) -> bool {
    let word = word.trim_matches(|c: char| !c.is_alphanumeric());
    word.len() >= 3 && Rank::from_word(word).is_some()
}

/// Whether `word` (punctuation trimmed) names a suit: "spades,".
fn suit_word(word: &str) -> bool {
    Suit::from_word(word.trim_matches(|c: char| !c.is_alphanumeric())).is_some()
}

/// The faults of one block of lines at `width`: a line wider than the
/// screen, a card's name split over two lines, and a sentence that fits a
/// line printed over two.
fn split_anywhere(lines: &[String], width: usize) -> Vec<String> {
    let mut faults = Vec::new();
    for line in lines {
        if line.chars().count() > width {
            faults.push(format!("wider than {width}: {line:?}"));
        }
    }
    for pair in lines.windows(2) {
        let end: Vec<&str> = pair[0].split_whitespace().rev().take(2).collect();
        let start: Vec<&str> = pair[1].split_whitespace().take(2).collect();
        let split = match (end.as_slice(), start.as_slice()) {
            ([last, ..], [of, suit, ..]) => rank_word(last) && *of == "of" && suit_word(suit),
            _ => false,
        } || match (end.as_slice(), start.as_slice()) {
            ([of, rank, ..], [suit, ..]) => *of == "of" && rank_word(rank) && suit_word(suit),
            _ => false,
        };
        if split {
            faults.push(format!(
                "a card's name split: {:?} / {:?}",
                pair[0], pair[1]
            ));
        }
    }
    // Only prose is checked for sentences: a line indented or with a run
    // of spaces is part of a table or a picture.
    let prose: Vec<&String> = lines
        .iter()
        .filter(|l| !l.starts_with(' ') && !l.contains("  ") && !l.trim().is_empty())
        .collect();
    for sentence in sentences(&prose) {
        // A list of commands ("2 legal moves now: move 9 f1 ...") ends in
        // no full stop: it is not a sentence.
        if !sentence.ends_with(['.', '?', '!']) {
            continue;
        }
        if sentence.chars().count() <= width && !prose.iter().any(|l| l.contains(&sentence)) {
            faults.push(format!("a sentence that fits is split: {sentence:?}"));
        }
    }
    faults
}

/// The lines of `lines` that are not whole sentences, as every line of a
/// review by ear must be: each starts a sentence and ends one, or is a
/// heading ending in a colon ("Move 125:"), so no sentence goes on past
/// its line.
fn not_whole_sentences(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter(|line| !line.trim().is_empty())
        .filter(|line| {
            let starts = line
                .chars()
                .next()
                .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit());
            !(starts && line.ends_with(['.', ':']))
        })
        .map(|line| format!("not whole sentences by ear: {line:?}"))
        .collect()
}

/// Reads `game` at each of `widths` in `mode` and gathers every fault
/// found.
fn faults_of(game: GameId, mode: &str, widths: &[usize]) -> Vec<String> {
    let seed = won_seed(game);
    let typed = commands(game, &winning_line(game.id(), seed));
    let mut faults = Vec::new();
    for &width in widths {
        let said = on_a_terminal(game, seed, width, mode, &typed);
        assert!(
            said.iter()
                .any(|(_, lines)| lines.iter().any(|l| l.contains("You won"))),
            "{game} at {width}: the game was not won: {:#?}",
            &said[said.len().saturating_sub(6)..]
        );
        assert!(
            said.iter()
                .any(|(typed, lines)| typed == "review" && lines.len() > 2),
            "{game} at {width}: no review: {:#?}",
            &said[said.len().saturating_sub(3)..]
        );
        for (typed, lines) in &said {
            let mut found = split_anywhere(lines, width);
            if mode == "--accessible" && typed == "review" {
                found.extend(not_whole_sentences(lines));
            }
            faults.extend(
                found
                    .into_iter()
                    .map(|f| format!("{game} {mode} at {width}, after {typed:?}: {f}")),
            );
        }
    }
    faults
}

/// Every fault of every game in both modes at `widths`.
fn faults_at(modes: &[&str], widths: &[usize]) -> Vec<String> {
    modes
        .iter()
        .flat_map(|mode| {
            GameId::ALL
                .into_iter()
                .flat_map(move |game| faults_of(game, mode, widths))
        })
        .collect()
}

#[test]
fn by_ear_every_message_of_every_game_at_40_columns_splits_no_sentence_that_fits() {
    let faults = faults_at(&["--accessible"], &NARROWEST);
    assert!(faults.is_empty(), "{} faults: {faults:#?}", faults.len());
}

#[test]
fn sighted_every_message_of_every_game_at_40_columns_splits_no_sentence_that_fits() {
    let faults = faults_at(&["--words"], &NARROWEST);
    assert!(faults.is_empty(), "{} faults: {faults:#?}", faults.len());
}

#[test]
fn by_ear_and_sighted_every_message_of_every_game_at_60_and_79_columns_splits_no_sentence_that_fits(
) {
    let faults = faults_at(&["--accessible", "--words"], &WIDER);
    assert!(faults.is_empty(), "{} faults: {faults:#?}", faults.len());
}
