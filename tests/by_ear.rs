//! Every game by ear, as a blind player meets it: through a pipe and on
//! pseudo-terminals 40, 60 and 79 columns wide, in accessible mode, the
//! help (the list and each command's), the rules, `show`, `hint`, `where`,
//! `moves` and a whole won game. After every move the new top of every
//! place the move touched is named in words; `show` gives every card; no
//! line is wider than the screen, and no sentence is ever split over two
//! lines, since a screen reader reads each line as an utterance of its own.

use crate::common;

use common::{winning_line, won_seed};
use expectrl::{Expect, Session};
use patience::cards::Card;
use patience::deal::Deal;
use patience::games::{Board, Game, GameId, Rules, View};
use patience::text::commands::COMMANDS;
use patience::text::parse::parse;
use std::time::Duration;

/// The screen widths a test reads every game at, on a pseudo-terminal.
const WIDTHS: [usize; 3] = [40, 60, 79];

/// The width of a pipe: always 79.
const PIPE_WIDTH: usize = 79;

/// What a blind player types in `game`: help and each command's help, the
/// rules, the board, a hint and why, where, the legal moves, then the
/// winning line.
fn commands(game: GameId, line: &[String]) -> Vec<String> {
    let mut typed = vec!["help".to_string()];
    typed.extend(
        COMMANDS
            .iter()
            .filter(|spec| (spec.offered_in)(game))
            .map(|spec| format!("help {}", spec.name)),
    );
    typed.extend(["rules", "show", "hint", "why", "where", "moves", "status"].map(String::from));
    typed.extend(line.iter().cloned());
    typed
}

/// Plays `typed` in accessible mode on a pseudo-terminal `columns` wide,
/// one command at each prompt; returns the screen's text, one line a line.
fn on_a_terminal(game: GameId, seed: u64, columns: usize, typed: &[String]) -> String {
    let mut command = common::command();
    command
        .args([game.id(), "--seed", &seed.to_string(), "--accessible"])
        .env("TERM", "xterm")
        .env("COLUMNS", columns.to_string());
    let mut p = Session::spawn(command).expect("spawn patience on a pty");
    p.set_expect_timeout(Some(Duration::from_secs(30)));
    let mut screen = String::new();
    for line in typed.iter().map(String::as_str).chain(["quit"]) {
        let found = p.expect("> ").expect("a prompt");
        screen.push_str(&String::from_utf8_lossy(found.before()));
        screen.push_str("> ");
        p.send(format!("{line}\r")).unwrap();
    }
    let found = p.expect(expectrl::Eof).unwrap();
    screen.push_str(&String::from_utf8_lossy(found.before()));
    common::without_escapes(&screen).replace('\r', "")
}

/// Plays `typed` in accessible mode through a pipe; returns stdout.
fn through_a_pipe(game: GameId, seed: u64, typed: &[String]) -> String {
    common::by_ear_through_a_pipe(game.id(), seed, typed)
}

/// The lines said, with the prompt lines (`> COMMAND`) apart: each
/// command typed and the lines said after it, the deal first (after "").
fn by_command(screen: &str) -> Vec<(String, Vec<String>)> {
    let mut said = vec![(String::new(), Vec::new())];
    for line in screen.lines() {
        match line.strip_prefix("> ") {
            Some(typed) => said.push((typed.trim().to_string(), Vec::new())),
            None => said.last_mut().unwrap().1.push(line.to_string()),
        }
    }
    said
}

/// Whether `line` begins a sentence: a capital, a digit, or a command word
/// (the spoken help and `moves` open a line with the command to type).
fn begins_a_sentence(line: &str) -> bool {
    let first = line.split([' ', ':', ',']).next().unwrap_or("");
    line.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit())
        || COMMANDS.iter().any(|spec| spec.name == first)
}

/// The places in `said` where a sentence is split over two lines, or a line
/// is wider than `width`: every line must end a sentence or be a heading
/// (end in a colon), and the line after a heading must begin a sentence.
fn split_sentences(said: &[String], width: usize) -> Vec<String> {
    let mut faults = Vec::new();
    for (i, line) in said.iter().enumerate() {
        if line.chars().count() > width {
            faults.push(format!("wider than {width}: {line:?}"));
        }
        if !line.ends_with(['.', ':', '?', '!']) {
            faults.push(format!("a sentence goes on after {line:?}"));
        }
        if !begins_a_sentence(line) {
            let before = i.checked_sub(1).map_or("", |b| said[b].as_str());
            faults.push(format!("{line:?} goes on from {before:?}"));
        }
    }
    faults
}

/// The name of a place as said: "column 16", "position 5".
fn place_name(board: &Board, index: usize) -> String {
    format!("{} {}", board.place_kind.noun(), index + 1)
}

/// Whether `line` names `place` ("column 1" and not "column 16").
fn names(line: &str, place: &str) -> bool {
    let line = line.to_lowercase();
    line.match_indices(place)
        .any(|(at, _)| !line[at + place.len()..].starts_with(|c: char| c.is_ascii_digit()))
}

/// What a place shows now, as said: its top card in words, or "empty".
fn top_words(pile: &[Card]) -> String {
    pile.last().map_or("empty".to_string(), |card| card.words())
}

/// Checks that after every move of the winning line, the lines said name
/// the new top of every place the move changed: each tableau place by its
/// name with its top card (or "empty"), each foundation's new top card.
/// The boards come from replaying the same commands in the library.
fn every_touched_place_is_named(game: GameId, seed: u64, said: &[(String, Vec<String>)]) {
    let mut session = patience::session::Session::new(Rules::standard(game), Deal::from_seed(seed));
    let mut checked = 0;
    for (typed, lines) in said {
        let Ok(Some(command)) = parse(typed) else {
            continue;
        };
        if session.resolve(&command).is_none() {
            continue;
        }
        let before = session.game().board();
        session.apply_command(&command).unwrap().unwrap();
        let after = session.game().board();
        for (i, (was, now)) in before.tableau.iter().zip(&after.tableau).enumerate() {
            if was != now {
                let (place, top) = (place_name(&after, i), top_words(now));
                assert!(
                    lines.iter().any(|l| names(l, &place) && l.contains(&top)),
                    "{game} {typed}: {place} now shows {top}, unsaid in {lines:#?}"
                );
            }
        }
        for (was, now) in before.foundations.iter().zip(&after.foundations) {
            if was != now {
                let top = top_words(now);
                assert!(
                    lines.iter().any(|l| l.contains(&top)),
                    "{game} {typed}: the foundation's {top} unsaid in {lines:#?}"
                );
            }
        }
        checked += 1;
    }
    assert!(session.game().is_won(), "{game}: the line was not played");
    assert!(checked > 10, "{game}: only {checked} moves checked");
}

/// Checks that `show` said every card on the table, each column bottom to
/// top, and every foundation's top card.
fn show_gives_every_card(game: GameId, seed: u64, said: &[(String, Vec<String>)]) {
    let board = patience::games::AnyGame::new(Rules::standard(game), &Deal::from_seed(seed))
        .0
        .board();
    let (_, shown) = said.iter().find(|(typed, _)| typed == "show").unwrap();
    let heard = shown.join(" ").to_lowercase();
    for (i, pile) in board.tableau.iter().enumerate() {
        // An empty or face-down place may be said in a range of them
        // ("Positions 1 to 18 are face down.").
        if pile.is_empty() {
            continue;
        }
        let place = place_name(&board, i);
        let from = heard
            .match_indices(&place)
            .map(|(at, _)| at)
            .find(|&at| !heard[at + place.len()..].starts_with(|c: char| c.is_ascii_digit()))
            .unwrap_or_else(|| panic!("{game}: {place} not read: {heard}"));
        let mut at = from;
        for card in pile {
            let found = heard[at..]
                .find(&card.words())
                .unwrap_or_else(|| panic!("{game}: {card} of {place} not read in order"));
            at += found;
        }
    }
    for pile in &board.foundations {
        assert!(heard.contains(&top_words(pile)), "{game}: {heard}");
    }
}

/// Checks one game's transcript at one width: no sentence split, every
/// touched place named after every move, every card given by `show`.
fn check(game: GameId, seed: u64, screen: &str, width: usize) {
    assert!(screen.contains("You won"), "{game} at {width}: {screen}");
    let said = by_command(screen);
    let faults: Vec<String> = said
        .iter()
        .flat_map(|(typed, lines)| {
            split_sentences(lines, width)
                .into_iter()
                .map(move |fault| format!("after {typed:?}: {fault}"))
        })
        .collect();
    assert!(faults.is_empty(), "{game} at {width}: {faults:#?}");
    every_touched_place_is_named(game, seed, &said);
    show_gives_every_card(game, seed, &said);
}

#[test]
fn through_a_pipe_every_game_by_ear_names_what_each_move_touched_and_splits_no_sentence() {
    for game in GameId::ALL {
        let seed = won_seed(game);
        let typed = commands(game, &winning_line(game.id(), seed));
        check(game, seed, &through_a_pipe(game, seed, &typed), PIPE_WIDTH);
    }
}

#[test]
fn on_terminals_40_60_and_79_wide_every_game_by_ear_splits_no_sentence() {
    for game in GameId::ALL {
        let seed = won_seed(game);
        let typed = commands(game, &winning_line(game.id(), seed));
        for width in WIDTHS {
            check(game, seed, &on_a_terminal(game, seed, width, &typed), width);
        }
    }
}
