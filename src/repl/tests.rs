//! The player at the prompt, line by line: what each verbosity prints
//! after a move, the style commands, refusals and Tab's cards.

use super::*;
use crate::deal::Deal;
use crate::games::{GameId, Rules};
use crate::session::Session;
use crate::text::verbosity::Verbosity;

/// Plays `lines` on Elevens seed 42 with `style`; returns stdout and stderr.
fn play(style: Style, lines: &[&str]) -> (String, String) {
    let session = Session::new(Rules::standard(GameId::Elevens), Deal::from_seed(42));
    let options = PlayerOptions {
        strict: false,
        style,
        ..PlayerOptions::default()
    };
    let mut player = Player::new(session, options);
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    let mut out = Output::new(&mut stdout, &mut stderr);
    for line in lines {
        player.handle_line(line, &mut out).unwrap();
    }
    (
        String::from_utf8(stdout).unwrap(),
        String::from_utf8(stderr).unwrap(),
    )
}

fn verbosity(level: Verbosity) -> Style {
    Style {
        verbosity: level,
        ..Style::default()
    }
}

#[test]
fn terse_prints_only_the_event_sentence_after_a_move() {
    let (out, _) = play(verbosity(Verbosity::Terse), &["remove 5 9"]);
    assert_eq!(
        out,
        "Removed 10D and AH; dealt KD to 5 and AS to 9; 41 cards left in the stock.\n"
    );
}

#[test]
fn terse_still_prints_the_board_on_show() {
    let (out, _) = play(verbosity(Verbosity::Terse), &["show"]);
    assert_eq!(out.lines().count(), 4);
}

#[test]
fn normal_prints_the_sentence_and_the_board_after_a_move() {
    let (out, _) = play(Style::default(), &["remove 5 9"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 1 + 4);
    assert_eq!(lines[2], " 4:6C    5:KD    6:4H");
}

#[test]
fn verbose_adds_what_changed_where_and_the_legal_move_count() {
    let (out, _) = play(verbosity(Verbosity::Verbose), &["remove 5 9"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[1], "Position 5 changed from 10D to KD.");
    assert_eq!(lines[3], "The stock went from 43 to 41 cards.");
    assert_eq!(lines.last(), Some(&"1 move is possible."), "{out}");
}

#[test]
fn the_words_command_switches_cards_to_words_and_back() {
    let (out, _) = play(
        Style::default(),
        &["words on", "show 1", "words off", "show 1"],
    );
    assert_eq!(
        out,
        "Words are on: cards are named in words, like seven of hearts.\n\
         Position 1: queen of hearts.\n\
         Words are off: cards are named by code, like 7H.\n\
         Position 1: QH.\n"
    );
}

#[test]
fn the_verbosity_command_sets_and_reports_the_level() {
    let (out, err) = play(
        Style::default(),
        &["verbosity terse", "verbosity", "verbosity loud"],
    );
    assert_eq!(out, "Verbosity is terse.\nVerbosity is terse.\n");
    assert!(err.starts_with("\"loud\" is not a verbosity"), "{err}");
}

#[test]
fn a_show_of_a_missing_part_is_rejected_on_stderr_and_changes_nothing() {
    let (out, err) = play(Style::default(), &["show 12", "show 1"]);
    assert_eq!(
        err,
        "There is no position 12; positions are numbered 1 to 9.\n"
    );
    assert_eq!(out, "Position 1: QH.\n");
}

#[test]
fn output_breaks_lines_wider_than_80_columns() {
    let (out, _) = play(Style::default(), &["help show"]);
    assert!(out.lines().count() > 1);
    assert!(out.lines().all(|l| l.chars().count() < 80), "{out}");
}

#[test]
fn tab_completion_is_offered_the_cards_showing() {
    let session = Session::new(Rules::standard(GameId::Elevens), Deal::from_seed(42));
    let player = Player::new(session, PlayerOptions::default());
    assert_eq!(
        player.completion_cards(),
        ["QH", "4S", "4C", "6C", "10D", "4H", "QD", "5D", "AH"]
    );
}
