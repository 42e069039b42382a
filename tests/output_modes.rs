//! Output through a pipe, run through the built binary: plain ASCII with no
//! escapes unless asked, colour only on request, accessible mode within 80
//! columns naming cards in words for every game, and a closed pipe ending
//! quietly.

use crate::common;

use patience::deal::Deal;
use patience::games::{AnyGame, Game, GameId, Rules};
// The numbers-only command for a move, so the typed lines name no card codes.
use patience::text::command::move_command;
use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

/// A script for `game` on `seed`: every kind of show, a rejected command, a
/// verbosity change, and the first legal move until the game ends (at most
/// 80 moves), then status.
fn script(game: GameId, seed: u64) -> String {
    let mut lines: Vec<String> = [
        "show",
        "show 1",
        "show 2",
        "show stock",
        "show foundations",
        "show f1",
        "show row 1",
        "remove 99",
        "verbosity verbose",
    ]
    .map(String::from)
    .to_vec();
    let mut state = AnyGame::new(Rules::standard(game), &Deal::from_seed(seed)).0;
    for _ in 0..80 {
        let Some(mv) = state.legal_moves().first().cloned() else {
            break;
        };
        lines.push(move_command(&mv));
        state.apply(&mv).unwrap();
        if lines.len() == 14 {
            lines.push("verbosity terse".into());
        }
    }
    lines.push("show 1".into());
    lines.push("status".into());
    lines.join("\n") + "\n"
}

/// Runs `patience GAME --seed SEED ARGS` on `input`; returns stdout and stderr.
fn run(
    game: GameId,
    seed: u64,
    args: &[&str],
    env: &[(&str, &str)],
    input: &str,
) -> (Vec<u8>, Vec<u8>) {
    let mut command = common::patience();
    command
        .args([game.id(), "--seed", &seed.to_string()])
        .args(args)
        .env_remove("NO_COLOR")
        .env_remove("PATIENCE_ACCESSIBLE")
        .env("TERM", "xterm");
    for (key, value) in env {
        command.env(key, value);
    }
    let output = command.write_stdin(input).output().unwrap();
    assert!(output.status.success(), "{game}: {output:?}");
    (output.stdout, output.stderr)
}

#[test]
fn piped_output_of_every_game_is_ascii_without_escapes() {
    for game in GameId::ALL {
        let input = script(game, 7) + "help\nrules\nwords on\nshow\n";
        for (out, err) in [
            run(game, 7, &[], &[], &input),
            run(game, 7, &["--words"], &[], &input),
        ] {
            for bytes in [out, err] {
                assert!(!bytes.contains(&0x1b), "{game}: an escape byte");
                assert!(bytes.iter().all(|b| *b < 0x80), "{game}: a byte above 0x7F");
            }
        }
    }
}

#[test]
fn unicode_adds_suit_symbols() {
    let (out, _) = run(GameId::Elevens, 42, &["--unicode"], &[], "show\n");
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains(" 1:Q\u{2665}"), "{text}");
    assert!(!text.contains('\x1b'));
}

#[test]
fn no_color_keeps_even_auto_colour_off() {
    let (out, _) = run(
        GameId::Elevens,
        42,
        &["--color", "auto"],
        &[("NO_COLOR", "1")],
        "",
    );
    assert!(!out.contains(&0x1b));
}

#[test]
fn color_always_colours_red_cards_in_a_pipe_and_keeps_the_text() {
    let (out, _) = run(
        GameId::Elevens,
        42,
        &["--color", "always"],
        &[("NO_COLOR", "1")],
        "",
    );
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains(" 1:\x1b[31mQH\x1b[0m "), "{text:?}");
    assert!(
        text.contains(" 2:4S "),
        "black cards stay as they are: {text:?}"
    );
    let plain: String = text.replace("\x1b[31m", "").replace("\x1b[0m", "");
    let (uncoloured, _) = run(GameId::Elevens, 42, &[], &[], "");
    assert_eq!(plain.as_bytes(), uncoloured, "colour only adds");
}

/// True if `word` (stripped of punctuation) is a card code like 7H or 10s.
fn is_card_code(word: &str) -> bool {
    let word = word.trim_matches(|c: char| !c.is_ascii_alphanumeric());
    word.parse::<patience::cards::Card>().is_ok()
}

#[test]
fn accessible_output_of_every_game_is_under_80_columns_and_names_cards_in_words() {
    for game in GameId::ALL {
        for seed in [1, 42] {
            let input = script(game, seed);
            let (out, err) = run(game, seed, &["--accessible"], &[], &input);
            let (out, err) = (
                String::from_utf8(out).unwrap(),
                String::from_utf8(err).unwrap(),
            );
            assert!(out.contains(" of "), "{game}: cards in words");
            for line in out.lines().chain(err.lines()) {
                assert!(line.chars().count() < 80, "{game} {seed}: {line}");
                if line.starts_with("> ") {
                    continue; // the command as typed, echoed
                }
                assert!(
                    !line.split_whitespace().any(is_card_code),
                    "{game} {seed}: a bare card code in {line:?}"
                );
            }
            let from_env = run(game, seed, &[], &[("PATIENCE_ACCESSIBLE", "1")], &input);
            assert_eq!(String::from_utf8(from_env.0).unwrap(), out, "{game}");
        }
    }
}

#[test]
fn closing_the_pipe_after_one_line_ends_quietly() {
    let mut child = common::command()
        .args(["elevens", "--seed", "42"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("Elevens, seed 42"), "{first}");
    // The reader is gone; the program goes on writing into the closed pipe.
    let mut stdin = child.stdin.take().unwrap();
    for _ in 0..2000 {
        if stdin.write_all(b"show\n").is_err() {
            break;
        }
    }
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    assert_eq!(output.status.code(), Some(0));
}

#[test]
fn control_characters_typed_in_a_script_are_never_echoed_raw() {
    let output = common::command()
        .args(["elevens", "--seed", "1", "--no-record", "--script", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            child
                .stdin
                .take()
                .unwrap()
                .write_all(b"dance\x1b[31m\nhelp \x07x\nsave /nonexistent/\x1bq\n")?;
            child.wait_with_output()
        })
        .unwrap();
    assert!(!output.stdout.contains(&0x1b), "stdout has an escape byte");
    assert!(!output.stderr.contains(&0x1b), "stderr has an escape byte");
    assert!(!output.stderr.contains(&0x07), "stderr has a bell");
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains("There is no command \"dance\\e[31m\""),
        "{stderr}"
    );
}
