//! Boards in the field's format (black-hole-solver, PySolFC) as the player
//! meets them: `deck GAME --board` writes one, `play --board` and
//! `solve --board` read one from a file or through a real pipe, and a bad
//! board is refused in one sentence naming the line and the card, with the
//! file's text escaped and nothing written.

use crate::common;

use common::{patience, run, Run};
use std::path::PathBuf;
use std::process::Stdio;

/// A fresh folder for one test's files.
fn folder(name: &str) -> PathBuf {
    common::fresh_dir(name)
}

/// The board `patience deck GAME --seed N --board` prints.
fn board(game: &str, seed: u64) -> String {
    let out = run(&["deck", game, "--seed", &seed.to_string(), "--board"], "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(out.stderr.is_empty(), "{}", out.stderr);
    out.stdout
}

/// `patience deck GAME --seed N --board | patience ARGS --board -`, two
/// processes joined by a real pipe; the second one's output.
fn piped_into(game: &str, seed: u64, args: &[&str]) -> Run {
    let mut deck = common::command()
        .args(["deck", game, "--seed", &seed.to_string(), "--board"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let output = common::command()
        .args(args)
        .args(["--board", "-"])
        .stdin(deck.stdout.take().unwrap())
        .output()
        .unwrap();
    assert!(deck.wait().unwrap().success());
    Run {
        status: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// Writes `bytes` to a file in `dir`; its path as a string.
fn file(dir: &std::path::Path, name: &str, bytes: &[u8]) -> String {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn deck_board_prints_each_game_in_the_field_s_format() {
    let golf = board("golf", 2);
    let lines: Vec<&str> = golf.lines().collect();
    assert_eq!(lines.len(), 9, "{golf}");
    assert!(lines[0].starts_with("Talon: "));
    assert_eq!(lines[0].split(' ').count(), 17, "{golf}");
    assert!(lines[1].starts_with("Foundations: "));
    assert_eq!(lines[1].split(' ').count(), 2);
    assert!(lines[2..].iter().all(|l| l.split(' ').count() == 5));

    let black_hole = board("black-hole", 2);
    assert!(black_hole.starts_with("Foundations: AS\n"), "{black_hole}");
    assert_eq!(black_hole.lines().count(), 18);
    let all_in_a_row = board("all-in-a-row", 2);
    assert!(all_in_a_row.starts_with("Foundations: -\n"));
    assert_eq!(all_in_a_row.lines().count(), 14);
    let eliminator = board("elim", 2);
    assert!(eliminator.starts_with("Foundations: -\n"));
    assert_eq!(eliminator.lines().count(), 5);
    // The same 52 cards as the deal's codes, ten as T.
    let codes = run(&["deck", "--seed", "2"], "").stdout;
    let mut from_board: Vec<String> = eliminator
        .lines()
        .skip(1)
        .flat_map(|l| l.split(' '))
        .map(|c| c.replace('T', "10"))
        .collect();
    let mut from_codes: Vec<String> = codes.split_whitespace().map(String::from).collect();
    from_board.sort();
    from_codes.sort();
    assert_eq!(from_board, from_codes);
}

#[test]
fn deck_board_needs_a_game_that_has_boards() {
    let out = run(&["deck", "--seed", "2", "--board"], "");
    assert_eq!(out.status, 2);
    assert!(out.stdout.is_empty());
    let out = run(&["deck", "elevens", "--seed", "2", "--board"], "");
    assert_eq!(out.status, 2);
    assert!(out.stdout.is_empty());
    assert!(
        out.stderr.contains("Elevens has no boards;"),
        "{}",
        out.stderr
    );
}

#[test]
fn a_board_piped_into_solve_gets_the_seed_s_verdict() {
    for seed in 1..=12 {
        let by_seed = run(&["solve", "eliminator", "--seed", &seed.to_string()], "");
        let by_board = piped_into("eliminator", seed, &["solve", "eliminator"]);
        assert_eq!(by_board.status, 0, "{}", by_board.stderr);
        let label = format!("seed {seed}:");
        assert_eq!(
            by_board.stdout.strip_prefix("board:"),
            by_seed.stdout.strip_prefix(&label),
            "seed {seed}"
        );
    }
}

#[test]
fn black_hole_and_golf_boards_solve_as_their_seeds_do_within_a_node_limit() {
    for game in ["black-hole", "golf", "all-in-a-row"] {
        for seed in [3, 4] {
            let limit = ["--max-nodes", "3000"];
            let by_seed = run(
                &[
                    &["solve", game, "--seed", &seed.to_string()][..],
                    &limit[..],
                ]
                .concat(),
                "",
            );
            let by_board = piped_into(game, seed, &[&["solve", game][..], &limit[..]].concat());
            assert_eq!(by_board.status, 0, "{}", by_board.stderr);
            let label = format!("seed {seed}:");
            assert_eq!(
                by_board.stdout.strip_prefix("board:"),
                by_seed.stdout.strip_prefix(&label),
                "{game} seed {seed}"
            );
        }
    }
}

#[test]
fn solve_board_json_has_no_seed() {
    let dir = folder("json");
    let path = file(&dir, "e.txt", board("eliminator", 5).as_bytes());
    let out = run(&["solve", "eliminator", "--board", &path, "--json"], "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(out.stdout.contains("\"seed\":null"), "{}", out.stdout);
}

#[test]
fn play_board_deals_the_board_and_plays_it() {
    let dir = folder("play");
    let text = board("golf", 2);
    let path = file(&dir, "golf.txt", text.as_bytes());
    let out = run(&["play", "golf", "--board", &path], "status\nquit\n");
    assert_eq!(out.status, 0, "{}", out.stderr);
    let by_seed = run(&["play", "golf", "--seed", "2"], "status\nquit\n");
    // The same board as the seed's, under the name of a custom deal.
    let board_lines = |s: &str| -> Vec<String> {
        s.lines()
            .filter(|l| l.starts_with("Column") || l.starts_with("Foundations"))
            .map(String::from)
            .collect()
    };
    assert_eq!(board_lines(&out.stdout), board_lines(&by_seed.stdout));
    assert!(out.stdout.starts_with("Golf, custom:"), "{}", out.stdout);
    // Black Hole through a pipe, its commands from a script file.
    let script = file(&dir, "script.txt", b"status\n");
    let out = piped_into(
        "black-hole",
        4,
        &["play", "black-hole", "--script", &script],
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    let by_seed = run(
        &["play", "black-hole", "--seed", "4", "--script", &script],
        "",
    );
    assert_eq!(board_lines(&out.stdout), board_lines(&by_seed.stdout));
}

#[test]
fn a_board_game_is_recorded_and_saved_as_its_deck_as_a_deck_deal_is() {
    let dir = folder("record");
    let home = dir.join("home");
    let path = file(&dir, "e.txt", board("eliminator", 6).as_bytes());
    let save = dir.join("saved.txt");
    // Won by the solver's line, then saved.
    let solved = run(&["solve", "eliminator", "--board", &path], "");
    assert!(solved.stdout.starts_with("board: won"), "{}", solved.stdout);
    let line: String = solved
        .stdout
        .lines()
        .skip(1)
        .map(|l| format!("{l}\n"))
        .collect();
    let output = patience()
        .env("PATIENCE_HOME", &home)
        .args(["play", "eliminator", "--board", &path, "--record"])
        .write_stdin(format!("{line}save {}\nquit\n", save.display()))
        .output()
        .unwrap();
    assert!(output.status.success());
    let saved = std::fs::read_to_string(&save).unwrap();
    let codes = run(&["deck", "--seed", "6"], "").stdout;
    assert!(saved.contains(codes.trim()), "{saved}");
    let list = patience()
        .env("PATIENCE_HOME", &home)
        .args(["stats", "--list"])
        .output()
        .unwrap();
    let list = String::from_utf8(list.stdout).unwrap();
    assert!(list.contains("Eliminator, custom deck: won"), "{list}");
    assert!(list.contains("--deck"), "{list}");
}

#[test]
fn board_from_standard_input_with_commands_from_standard_input_is_refused() {
    let text = board("golf", 2);
    for args in [
        &["play", "golf", "--board", "-"][..],
        &["play", "golf", "--board", "-", "--script", "-"][..],
    ] {
        let out = run(args, &text);
        assert_eq!(out.status, 2, "{args:?}");
        assert!(out.stdout.is_empty());
        assert!(
            out.stderr
                .contains("--board - and the commands would both read standard input"),
            "{}",
            out.stderr
        );
    }
}

#[test]
fn board_conflicts_with_seed_deck_and_seeds() {
    let dir = folder("conflicts");
    let path = file(&dir, "e.txt", board("eliminator", 1).as_bytes());
    let codes = run(&["deck", "--seed", "1"], "").stdout;
    for args in [
        vec!["play", "eliminator", "--board", &path, "--seed", "1"],
        vec![
            "play",
            "eliminator",
            "--board",
            &path,
            "--deck",
            codes.trim(),
        ],
        vec!["solve", "eliminator", "--board", &path, "--seed", "1"],
        vec!["solve", "eliminator", "--board", &path, "--seeds", "1..3"],
        vec![
            "solve",
            "eliminator",
            "--board",
            &path,
            "--deck",
            codes.trim(),
        ],
    ] {
        let out = run(&args, "");
        assert_eq!(out.status, 2, "{args:?}");
        assert!(out.stderr.contains("cannot be used with"), "{}", out.stderr);
    }
}

/// The games with boards, from the registry, as the refusal lists them:
/// "eliminator, black-hole, all-in-a-row or golf".
fn games_with_boards() -> String {
    let ids: Vec<&str> = patience::games::GameId::ALL
        .into_iter()
        .filter(|g| g.descriptor().layout.is_some() || g.descriptor().cover.is_some())
        .map(|g| g.id())
        .collect();
    match ids.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

#[test]
fn a_game_without_boards_is_a_usage_error() {
    let dir = folder("noboards");
    let path = file(&dir, "e.txt", board("eliminator", 1).as_bytes());
    for cmd in ["play", "solve"] {
        let out = run(&[cmd, "elevens", "--board", &path], "");
        assert_eq!(out.status, 2, "{cmd}");
        assert!(out.stdout.is_empty(), "{}", out.stdout);
        assert!(
            out.stderr.replace('\n', " ").contains(&format!(
                "Elevens has no boards; --board is for {}.",
                games_with_boards()
            )),
            "{}",
            out.stderr
        );
    }
}

/// Seed 1's board of `game` with its line `index` (0-based) replaced.
fn changed(game: &str, index: usize, line: &str) -> String {
    let mut lines: Vec<String> = board(game, 1).lines().map(String::from).collect();
    lines[index] = line.to_string();
    lines.join("\n") + "\n"
}

#[test]
fn bad_boards_are_refused_in_one_sentence_naming_line_and_card() {
    let dir = folder("bad");
    let black_hole = board("black-hole", 1);
    let fans: Vec<&str> = black_hole.lines().collect();
    let repeated = fans[2].split(' ').next().unwrap();
    let dup = changed(
        "black-hole",
        5,
        &format!("{} {repeated}", fans[5].rsplit_once(' ').unwrap().0),
    );
    let lost = fans[5].rsplit_once(' ').unwrap().1;
    let cases: Vec<(&str, String, String)> = vec![
        (
            "black-hole",
            changed("black-hole", 3, "KD 1H 4C"),
            "Line 4 of the board BOARD: \"1H\" is not a card".to_string(),
        ),
        (
            "black-hole",
            dup,
            format!("Line 6 of the board BOARD: the {repeated} is on the board twice, first on line 3 (the board has no {lost})."),
        ),
        (
            "black-hole",
            changed("black-hole", 0, "Foundations: 7H"),
            "Line 1 of the board BOARD: Black Hole's foundation starts with the AS, not 7H.".to_string(),
        ),
        (
            "golf",
            board("golf", 1).lines().skip(1).map(|l| format!("{l}\n")).collect(),
            "Line 1 of the board BOARD: there is no Talon line".to_string(),
        ),
        (
            "eliminator",
            board("eliminator", 1).lines().take(4).map(|l| format!("{l}\n")).collect(),
            "Line 4 of the board BOARD: the board ends after 3 of Eliminator's 4 columns.".to_string(),
        ),
        (
            "all-in-a-row",
            changed("all-in-a-row", 4, "AH 2H 3H"),
            "Line 5 of the board BOARD: this column holds 3 cards, but All in a Row deals 4".to_string(),
        ),
    ];
    for (i, (game, text, expected)) in cases.into_iter().enumerate() {
        let path = file(&dir, &format!("bad{i}.txt"), text.as_bytes());
        let before: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        for cmd in ["play", "solve"] {
            let out = run(&[cmd, game, "--board", &path], "quit\n");
            assert_eq!(out.status, 1, "{cmd} {expected}");
            assert!(out.stdout.is_empty(), "{}", out.stdout);
            let said = out.stderr.replace('\n', " ");
            assert!(
                said.starts_with(&expected.replace("BOARD", &path)),
                "{said}\nexpected: {expected}"
            );
            // One sentence: one full stop, at the end.
            assert!(said.trim_end().ends_with('.'), "{said}");
            assert_eq!(said.matches("Line ").count(), 1, "{said}");
        }
        let after: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(before.len(), after.len(), "nothing is written");
    }
}

#[test]
fn a_board_on_standard_input_is_named_so_and_a_missing_file_is_a_runtime_error() {
    let out = run(
        &["solve", "eliminator", "--board", "-"],
        "Foundations: -\nAH ZZ\n",
    );
    assert_eq!(out.status, 1);
    assert!(
        out.stderr
            .starts_with("Line 2 of the board on standard input: \"ZZ\" is not a card"),
        "{}",
        out.stderr
    );
    let out = run(
        &["solve", "eliminator", "--board", "/no/such/board.txt"],
        "",
    );
    assert_eq!(out.status, 1);
    assert_eq!(
        out.stderr.replace('\n', " "),
        "Could not read the board /no/such/board.txt: there is no such file or directory. "
    );
    let out = run(&["solve", "eliminator", "--board", "/dev/zero"], "");
    assert_eq!(out.status, 1);
    assert!(out.stderr.contains("a device"), "{}", out.stderr);
    let huge = format!("Foundations: -\n{}", "AH ".repeat(30_000));
    let out = run(&["solve", "eliminator", "--board", "-"], &huge);
    assert_eq!(out.status, 1);
    assert!(
        out.stderr.replace('\n', " ").starts_with(
            "Could not read the board on standard input: it is larger than 64 KiB, far larger than a board."
        ),
        "{}",
        out.stderr
    );
}

#[test]
fn a_board_with_control_characters_never_reaches_the_terminal_raw() {
    let dir = folder("control");
    let mut text = changed("eliminator", 2, "\x1b]0;owned\x07 \x1b[2J\u{202e}");
    text.push_str("\x1b[31m\n");
    let path = file(&dir, "evil.txt", text.as_bytes());
    let out = run(&["play", "eliminator", "--board", &path], "quit\n");
    assert_eq!(out.status, 1);
    assert!(out.stdout.is_empty());
    assert!(!out.stderr.contains('\x1b'), "{:?}", out.stderr);
    assert!(!out.stderr.contains('\x07'), "{:?}", out.stderr);
    assert!(
        out.stderr.contains("\"\\e]0;owned\\a\" is not a card"),
        "{}",
        out.stderr
    );
    // Binary junk is not text.
    let junk = file(&dir, "junk.bin", &[0x00, 0xff, 0x1b, 0x9b, b'\n']);
    let out = run(&["solve", "eliminator", "--board", &junk], "");
    assert_eq!(out.status, 1);
    assert!(out.stderr.contains("is not text"), "{:?}", out.stderr);
    assert!(!out.stderr.contains('\x1b'));
}

#[test]
fn a_board_written_by_hand_in_the_loose_forms_is_read() {
    let dir = folder("loose");
    let text = board("eliminator", 3);
    let loose: String = text
        .lines()
        .map(|l| {
            if l.starts_with("Foundations") {
                format!("{l}\r\n")
            } else {
                format!(": {}\r\n", l.to_lowercase().replace('t', "10"))
            }
        })
        .collect();
    let path = file(&dir, "loose.txt", format!("\n{loose}\n").as_bytes());
    let strict = file(&dir, "strict.txt", text.as_bytes());
    let a = run(&["solve", "eliminator", "--board", &path], "");
    let b = run(&["solve", "eliminator", "--board", &strict], "");
    assert_eq!(a.status, 0, "{}", a.stderr);
    assert_eq!(a.stdout, b.stdout);
    let mut command = common::command();
    command
        .args(["solve", "eliminator", "--board", "-"])
        .stdout(Stdio::piped());
    let out = common::output_with_input(command, loose.as_bytes());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), b.stdout);
}
