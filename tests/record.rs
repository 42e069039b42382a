//! The record of games played, as the player meets it: a game counts once,
//! the moment it ends; replays of a save never count it again; scripts are
//! recorded only with `--record`; a game left unfinished is said, kept and
//! carried on by `patience resume`; help is marked; `stats` lists and prints
//! JSON.

use crate::common;

use common::run_in;
use expectrl::{Expect, Session};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A fresh data directory for one test.
fn home(name: &str) -> PathBuf {
    common::fresh_dir(name)
}

/// The lines of the record file (none if there is no file).
fn record_lines(home: &Path) -> Vec<String> {
    std::fs::read_to_string(home.join("records.tsv"))
        .unwrap_or_default()
        .lines()
        .map(String::from)
        .collect()
}

/// The column `n` (from 0) of a record line.
fn column(line: &str, n: usize) -> &str {
    line.split('\t').nth(n).unwrap()
}

/// The winning line of Elevens seed 8, as `patience solve` prints it.
fn winning_line() -> Vec<String> {
    let out = common::run(&["solve", "elevens", "--seed", "8"], "");
    assert!(out.stdout.starts_with("seed 8: won"), "{}", out.stdout);
    out.stdout.lines().skip(1).map(String::from).collect()
}

/// The winning line's first `n` moves as input lines.
fn first_moves(n: usize) -> String {
    winning_line()[..n]
        .iter()
        .map(|l| format!("{l}\n"))
        .collect()
}

/// The winning line's moves from the `n`th (from 0) on, as input lines.
fn moves_from(n: usize) -> String {
    winning_line()[n..]
        .iter()
        .map(|l| format!("{l}\n"))
        .collect()
}

/// The whole winning line as input lines.
fn win() -> String {
    first_moves(winning_line().len())
}

fn stats(home: &Path) -> String {
    let out = run_in(home, &["stats"], "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    out.stdout
}

const SEED_8: [&str; 4] = ["elevens", "--seed", "8", "--record"];

#[test]
fn a_win_then_restart_and_a_move_is_recorded_once_as_won() {
    let home = home("win-restart");
    let out = run_in(
        &home,
        &SEED_8,
        &format!("{}restart\nremove 4 8\nquit\n", win()),
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    let lines = record_lines(&home);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(column(&lines[0], 4), "won");
    assert_eq!(
        stats(&home),
        "Elevens: 1 played, 1 won (100.0%), 1 without help, win streak 1 (best 1).\n"
    );
}

#[test]
fn stats_straight_after_a_win_counts_the_game_just_won() {
    let home = home("stats-after-win");
    let out = run_in(&home, &SEED_8, &format!("{}stats\n", win()));
    assert!(
        out.stdout.contains(
            "> stats\nElevens: 1 played, 1 won (100.0%), 1 without help, win streak 1 (best 1).\n"
        ),
        "{}",
        out.stdout
    );
}

#[test]
fn a_lost_deal_is_recorded_once_the_moment_it_is_dealt() {
    let home = home("lost-deal");
    let deck = patience::deal::Deal::starting_with("2C 2D 2H 2S 3C 3D 3H 3S 4C")
        .unwrap()
        .codes();
    let out = run_in(
        &home,
        &["elevens", "--deck", &deck, "--record"],
        "stats\nquit\n",
    );
    assert!(out.stdout.contains("> stats\nElevens: 1 played, 0 won"));
    let lines = record_lines(&home);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(column(&lines[0], 4), "lost");
}

#[test]
fn replaying_a_save_of_a_finished_game_records_nothing_again() {
    let home = home("replay-finished");
    let save = home.join("won.txt");
    let save_name = save.to_str().unwrap();
    run_in(&home, &SEED_8, &format!("{}save {save_name}\n", win()));
    assert!(std::fs::read_to_string(&save).unwrap().contains("\nid "));
    for _ in 0..3 {
        let out = run_in(&home, &["resume", save_name, "--record"], "quit\n");
        assert_eq!(out.status, 0, "{}", out.stderr);
        assert!(
            out.stdout
                .contains("This game is in the record as won; playing it again records nothing."),
            "{}",
            out.stdout
        );
    }
    run_in(&home, &["play", "--script", save_name, "--record"], "");
    assert_eq!(record_lines(&home).len(), 1);
    assert!(stats(&home).contains("1 played, 1 won (100.0%)"));
}

#[test]
fn a_save_taken_before_the_end_and_finished_again_is_the_same_game() {
    let home = home("replay-unfinished");
    let save = home.join("midway.txt");
    let save_name = save.to_str().unwrap();
    let rest = moves_from(3);
    // The save is taken after three moves; the game goes on and is won.
    run_in(
        &home,
        &SEED_8,
        &format!("{}save {save_name}\n{rest}", first_moves(3)),
    );
    assert_eq!(record_lines(&home).len(), 1);
    // The save, resumed and won again: the record already holds this game.
    let out = run_in(&home, &["resume", save_name, "--record"], &rest);
    assert!(out.stdout.contains("You won"), "{}", out.stdout);
    assert_eq!(record_lines(&home).len(), 1);
}

#[test]
fn a_save_of_an_unfinished_game_resumed_and_finished_records_once() {
    let home = home("resume-finish");
    let save = home.join("midway.txt");
    let save_name = save.to_str().unwrap();
    let rest = moves_from(3);
    run_in(
        &home,
        &SEED_8,
        &format!("{}save {save_name}\nquit\n", first_moves(3)),
    );
    assert!(record_lines(&home).is_empty(), "a saved game is paused");
    run_in(&home, &["resume", save_name, "--record"], &rest);
    let lines = record_lines(&home);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(column(&lines[0], 4), "won");
}

#[test]
fn resuming_a_save_and_quitting_at_once_records_nothing() {
    let home = home("resume-quit");
    let save = home.join("paused.txt");
    let save_name = save.to_str().unwrap();
    run_in(
        &home,
        &SEED_8,
        &format!("{}save {save_name}\n", first_moves(2)),
    );
    let out = run_in(&home, &["resume", save_name, "--record"], "quit\n");
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(
        out.stdout
            .contains("This game is left unfinished; patience resume carries it on."),
        "{}",
        out.stdout
    );
    assert!(record_lines(&home).is_empty(), "{:?}", record_lines(&home));
}

#[test]
fn scripted_input_is_recorded_only_with_the_record_option() {
    let home = home("scripts");
    let out = run_in(&home, &["elevens", "--seed", "42"], "remove 4 8\nquit\n");
    assert_eq!(out.status, 0);
    assert!(out
        .stdout
        .contains("> quit\nThis game is left unfinished and not recorded.\n"));
    run_in(
        &home,
        &["play", "elevens", "--seed", "42", "--script", "-"],
        "remove 4 8\n",
    );
    assert!(!home.join("records.tsv").exists());
    assert!(
        !home.join("last-game.txt").exists(),
        "scripts leave no files"
    );
    run_in(
        &home,
        &["elevens", "--seed", "42", "--record"],
        "remove 4 8\n",
    );
    assert_eq!(record_lines(&home).len(), 1);
    let both = run_in(
        &home,
        &["elevens", "--seed", "42", "--record", "--no-record"],
        "",
    );
    assert_eq!(both.status, 2, "{}", both.stderr);
    assert!(
        both.stderr.contains("cannot be used with"),
        "{}",
        both.stderr
    );
}

#[test]
fn quitting_a_game_with_moves_says_it_is_abandoned_and_resume_carries_it_on() {
    let home = home("quit-resume");
    let out = run_in(&home, &SEED_8, &format!("{}quit\n", first_moves(3)));
    assert!(
        out.stdout.ends_with(
            "> quit\nThis game is recorded as abandoned; patience resume carries it on.\n"
        ),
        "{}",
        out.stdout
    );
    assert_eq!(column(&record_lines(&home)[0], 4), "abandoned");
    assert!(stats(&home).contains("1 played, 0 won"));

    // Carried on without a FILE, and won: the game counts once, as won.
    let rest = moves_from(3);
    let out = run_in(&home, &["resume", "--record"], &rest);
    assert!(
        out.stdout
            .starts_with("Resumed the last unfinished game: Elevens, seed 8 after 3 moves."),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("You won"));
    assert_eq!(record_lines(&home).len(), 2);
    assert_eq!(
        stats(&home),
        "Elevens: 1 played, 1 won (100.0%), 1 without help, win streak 1 (best 1).\n"
    );

    // A finished game is not kept: there is nothing left to resume.
    let out = run_in(&home, &["resume"], "");
    assert_eq!(out.status, 1);
    assert!(
        out.stderr
            .starts_with("There is no unfinished game to resume in "),
        "{}",
        out.stderr
    );
}

#[test]
fn the_last_game_left_unfinished_replaces_the_one_kept_before() {
    let home = home("keep-last");
    let first = run_in(&home, &SEED_8, &format!("{}quit\n", first_moves(2)));
    assert_eq!(first.status, 0, "{}", first.stderr);
    let second = run_in(
        &home,
        &["elevens", "--seed", "42", "--record"],
        "remove 4 8\nquit\n",
    );
    assert_eq!(second.status, 0, "{}", second.stderr);
    assert!(second.stderr.is_empty(), "{}", second.stderr);
    let out = run_in(&home, &["resume", "--no-record"], "");
    assert!(
        out.stdout
            .starts_with("Resumed the last unfinished game: Elevens, seed 42 after 1 move."),
        "{}",
        out.stdout
    );
}

#[test]
fn a_game_abandoned_twice_is_recorded_once() {
    let home = home("abandon-twice");
    run_in(&home, &SEED_8, &format!("{}quit\n", first_moves(2)));
    let third = &winning_line()[2];
    run_in(&home, &["resume", "--record"], &format!("{third}\nquit\n"));
    assert_eq!(record_lines(&home).len(), 1);
    let kept = std::fs::read_to_string(home.join("last-game.txt")).unwrap();
    assert!(
        kept.contains("# 3 moves"),
        "the kept game has the new move: {kept}"
    );
}

#[test]
fn new_in_a_game_with_moves_says_so_before_the_next_deal() {
    let home = home("new");
    let out = run_in(&home, &SEED_8, "remove 4 8\nnew 3\n");
    assert!(
        out.stdout.contains(
            "> new 3\nThis game is left unfinished; undo goes back to it.\nElevens, seed 3: dealt"
        ),
        "{}",
        out.stdout
    );
    assert_eq!(record_lines(&home).len(), 1);
}

#[test]
fn a_hint_or_an_undo_of_a_deal_marks_the_game_assisted() {
    let home = home("assisted");
    run_in(&home, &SEED_8, &format!("hint\n{}", win()));
    run_in(&home, &SEED_8, &format!("remove 4 8\nundo\n{}", win()));
    let lines = record_lines(&home);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines.iter().all(|l| column(l, 9) == "assisted"),
        "{lines:?}"
    );
    assert_eq!(
        stats(&home),
        "Elevens: 2 played, 2 won (100.0%), 0 without help, win streak 2 (best 2).\n"
    );
}

#[test]
fn an_undo_that_puts_nothing_back_in_the_stock_is_not_help() {
    use patience::games::{Game, GameId, Rules};
    let home = home("undo-clean");
    // Eliminator shows every card: taking a move back reveals nothing.
    let session = patience::session::Session::new(
        Rules::standard(GameId::Eliminator),
        patience::deal::Deal::from_seed(5),
    );
    let first = patience::text::command::move_command(&session.game().legal_moves()[0]);
    run_in(
        &home,
        &["eliminator", "--seed", "5", "--record"],
        &format!("{first}\nundo\n{first}\nquit\n"),
    );
    let lines = record_lines(&home);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(column(&lines[0], 9), "clean");
}

#[test]
fn help_marked_before_a_save_stays_marked_after_resume() {
    let home = home("assisted-save");
    let save = home.join("helped.txt");
    let save_name = save.to_str().unwrap();
    let rest = moves_from(1);
    run_in(
        &home,
        &SEED_8,
        &format!("{}hint\nsave {save_name}\nquit\n", first_moves(1)),
    );
    assert!(std::fs::read_to_string(&save)
        .unwrap()
        .contains("\nassisted yes\n"));
    run_in(&home, &["resume", save_name, "--record"], &rest);
    let lines = record_lines(&home);
    assert_eq!(column(lines.last().unwrap(), 9), "assisted");
}

#[test]
fn stats_list_names_each_game_and_the_command_that_replays_it() {
    let home = home("list");
    let deck = common::deals::suit_elevens_in_sets();
    run_in(&home, &SEED_8, &win());
    run_in(
        &home,
        &[
            "suit-elevens",
            "--variant",
            "pairs",
            "--deck",
            &deck,
            "--record",
        ],
        "remove 1 2\n",
    );
    // The first move of seed 8 again, as a new game: abandoned.
    run_in(&home, &SEED_8, &first_moves(1));
    let out = run_in(&home, &["stats", "--list"], "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert!(
        lines.iter().all(|l| l.chars().count() < 80),
        "{}",
        out.stdout
    );
    assert!(lines[0].starts_with("1. Elevens, seed 8: won without help, 24 moves, "));
    assert_eq!(lines[1], "   patience play elevens --seed 8");
    assert!(
        lines[2].starts_with("2. Suit Elevens (pairs), custom deck: abandoned, 1 move, "),
        "{}",
        out.stdout
    );
    assert!(lines
        .last()
        .unwrap()
        .ends_with("patience play elevens --seed 8"));

    // The deck's command, broken over lines, gives the same deal in a shell.
    let start = lines.iter().position(|l| l.starts_with("2. ")).unwrap() + 1;
    let end = lines.iter().position(|l| l.starts_with("3. ")).unwrap();
    let command = lines[start..end].join("\n");
    let empty_script = home.join("empty-script.txt");
    std::fs::write(&empty_script, "").unwrap();
    let replayed = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!(
            "{command} --no-record --script {}",
            empty_script.display()
        ))
        .env("PATH", format!("{}:/usr/bin:/bin", bin_dir().display()))
        .env("PATIENCE_HOME", common::home())
        .output()
        .unwrap();
    let out = String::from_utf8(replayed.stdout).unwrap();
    assert!(replayed.status.success(), "{command}\n{out}");
    let first_nine: Vec<&str> = deck.split(' ').take(9).collect();
    assert!(
        out.contains(&format!(" 1:{}", first_nine[0])),
        "{command}\n{out}"
    );
}

/// The folder of the built binary, for running the listed commands by name.
fn bin_dir() -> PathBuf {
    common::binary().parent().unwrap().to_path_buf()
}

#[test]
fn stats_json_gives_the_totals_and_the_list_of_games() {
    let home = home("json");
    run_in(&home, &SEED_8, &format!("hint\n{}", win()));
    run_in(&home, &SEED_8, &first_moves(2));
    let out = run_in(&home, &["stats", "--json"], "");
    let totals: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(
        totals,
        serde_json::json!({"totals": [{
            "game": "elevens", "variant": "standard", "played": 2, "won": 1,
            "won_without_help": 0, "best_streak": 1, "current_streak": 0,
            "win_percent": 50.0
        }]})
    );
    let out = run_in(&home, &["stats", "--list", "--json"], "");
    let list: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let games = list["games"].as_array().unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0]["result"], "won");
    assert_eq!(games[0]["assisted"], true);
    assert_eq!(games[0]["seed"], 8);
    assert_eq!(games[0]["deck"], serde_json::Value::Null);
    assert_eq!(games[0]["replay"], "patience play elevens --seed 8");
    assert_eq!(games[1]["result"], "abandoned");
    assert_eq!(games[1]["moves"], 2);
    assert_eq!(games[1]["id"].as_str().unwrap().len(), 16);
}

#[test]
fn an_older_nine_column_record_still_counts() {
    let home = home("old-lines");
    std::fs::write(
        home.join("records.tsv"),
        "2026-01-02T03:04:05Z\televens\tstandard\tseed 4\twon\t52\t30\t0\t0\n\
         2026-01-03T03:04:05Z\televens\tstandard\tseed 5\twon\t52\t30\t0\t2\n",
    )
    .unwrap();
    let out = run_in(&home, &["stats"], "");
    assert_eq!(out.stderr, "");
    assert_eq!(
        out.stdout,
        "Elevens: 2 played, 2 won (100.0%), 1 without help, win streak 2 (best 2).\n"
    );
    let list = run_in(&home, &["stats", "--list"], "");
    assert!(list
        .stdout
        .contains("2. Elevens, seed 5: won with help, 30 moves"));
}

#[test]
fn a_save_with_a_bad_id_is_refused_with_its_line_number() {
    let home = home("bad-id");
    let save = home.join("bad.txt");
    std::fs::write(&save, "game elevens\nseed 8\nid 12xyz\nremove 4 8\n").unwrap();
    let out = run_in(&home, &["resume", save.to_str().unwrap()], "");
    assert_eq!(out.status, 1);
    assert!(
        out.stderr
            .replace('\n', " ")
            .ends_with("Line 3: a game id is 16 hexadecimal digits. "),
        "{}",
        out.stderr
    );
    assert!(record_lines(&home).is_empty());
}

#[test]
fn a_record_line_with_an_unknown_variant_is_skipped_with_a_warning() {
    let home = home("bad-variant");
    std::fs::write(
        home.join("records.tsv"),
        "2026-01-02T03:04:05Z\televens\t\x1b[31mred\tseed 4\twon\t52\t30\t0\t0\tclean\t0123456789abcdef\n",
    )
    .unwrap();
    let out = run_in(&home, &["stats", "--list"], "");
    assert!(
        out.stderr.starts_with("Skipped line 1 of "),
        "{}",
        out.stderr
    );
    assert!(!out.stdout.contains('\x1b'));
}

#[test]
fn quitting_at_a_terminal_keeps_the_game_and_resume_carries_it_on() {
    let home = home("pty");
    let spawn = |args: &[&str]| {
        let mut command = common::command();
        command
            .args(args)
            .env("PATIENCE_HOME", &home)
            .env("TERM", "dumb")
            .env_remove("NO_COLOR")
            .env_remove("PATIENCE_ACCESSIBLE");
        let mut session = Session::spawn(command).expect("spawn patience on a pty");
        session.set_expect_timeout(Some(Duration::from_secs(20)));
        session
    };
    // At a terminal the game is recorded without --record.
    let mut p = spawn(&["elevens", "--seed", "42"]);
    p.expect("> ").unwrap();
    p.send("remove 4 8\r").unwrap();
    p.expect("Removed 6C and 5D").unwrap();
    p.expect("> ").unwrap();
    p.send("quit\r").unwrap();
    p.expect("This game is recorded as abandoned; patience resume carries it on.")
        .unwrap();
    let status = p.get_process().wait().unwrap();
    assert!(format!("{status:?}").ends_with(", 0)"), "{status:?}");
    assert_eq!(column(&record_lines(&home)[0], 4), "abandoned");

    let mut p = spawn(&["resume"]);
    p.expect("Resumed the last unfinished game: Elevens, seed 42 after 1 move.")
        .unwrap();
    p.expect("> ").unwrap();
    p.send("status\r").unwrap();
    p.expect("1 move made").unwrap();
    p.expect("> ").unwrap();
    p.send("quit\r").unwrap();
    p.expect("This game is left unfinished; patience resume carries it on.")
        .unwrap();
    p.get_process().wait().unwrap();
    assert_eq!(record_lines(&home).len(), 1);
}

#[test]
fn a_hang_up_after_a_win_and_a_restart_records_nothing_more() {
    use std::io::{BufRead, BufReader, Write};
    let home = home("hang-up-after-win");
    let mut child = common::command()
        .args(SEED_8)
        .env("PATIENCE_HOME", &home)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(format!("{}restart\nremove 4 8\n", win()).as_bytes())
        .unwrap();
    stdin.flush().unwrap();
    // Wait until the move after the restart has been played and reported.
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    let mut restarted = false;
    loop {
        line.clear();
        assert!(
            stdout.read_line(&mut line).unwrap() > 0,
            "the move is reported"
        );
        restarted |= line.starts_with("Back to the deal");
        if restarted && line.starts_with("Removed 9D and 2S") {
            break;
        }
    }
    common::send_signal(child.id(), "HUP");
    assert_eq!(child.wait().unwrap().code(), Some(129));
    drop(stdin);
    let lines = record_lines(&home);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(column(&lines[0], 4), "won");
}

/// `stats GAME` sums one game (any prefix that names one game): its
/// sentence alone, its games alone in the list and the JSON, a sentence
/// naming the game when it has none, and a prefix of several games refused
/// in one sentence with exit 2.
#[test]
fn stats_takes_a_game_and_sums_that_game_alone() {
    let home = home("stats-one-game");
    run_in(&home, &SEED_8, &win());
    run_in(
        &home,
        &["pyramid", "--seed", "1", "--record"],
        "remove 22 25\nquit\n",
    );
    let all = run_in(&home, &["stats"], "");
    assert_eq!(all.stdout.lines().count(), 2, "{}", all.stdout);
    let pyramid = run_in(&home, &["stats", "pyr"], "");
    assert_eq!(pyramid.status, 0, "{}", pyramid.stderr);
    assert_eq!(
        pyramid.stdout,
        "Pyramid: 1 played, 0 won (0.0%), 0 without help, win streak 0 (best 0).\n"
    );
    let listed = run_in(&home, &["stats", "elevens", "--list"], "");
    assert!(
        listed.stdout.starts_with("1. Elevens, seed 8: won"),
        "{}",
        listed.stdout
    );
    assert!(!listed.stdout.contains("Pyramid"), "{}", listed.stdout);
    let json = run_in(&home, &["stats", "pyramid", "--json"], "");
    assert!(json.stdout.contains("\"pyramid\""), "{}", json.stdout);
    assert!(!json.stdout.contains("\"elevens\""), "{}", json.stdout);
    let none = run_in(&home, &["stats", "golf"], "");
    assert_eq!(none.status, 0);
    assert!(
        none.stdout.starts_with("No games of Golf recorded yet in"),
        "{}",
        none.stdout
    );
    let several = run_in(&home, &["stats", "e"], "");
    assert_eq!(several.status, 2);
    assert!(several.stderr.contains("could be"), "{}", several.stderr);
    assert_eq!(several.stdout, "");
}
