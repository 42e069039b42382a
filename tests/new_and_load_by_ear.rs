//! `new` and `load` by ear: the game left is named, with how far it went
//! and how to get it back, then the new deal (or the saved game) is read
//! as a deal is read at the start. In a pseudo-terminal, as a player
//! meets it.

use crate::common;

use common::run;
use expectrl::Expect;
use patience::deal::Deal;
use patience::games::{Game, GameId, Rules};
use patience::session::Session;
use patience::text::command::move_command;

/// The command of the first legal move of `game`'s deal of `seed`.
fn first_move(game: GameId, seed: u64) -> String {
    let session = Session::new(Rules::standard(game), Deal::from_seed(seed));
    move_command(&session.game().distinct_moves()[0])
}

/// `patience ARGS --accessible` on a pseudo-terminal 79 columns wide, run
/// in the test's own directory (so a file named there is short to say).
fn by_ear_on_a_terminal(args: &[&str]) -> expectrl::session::OsSession {
    let mut command = common::command();
    command
        .current_dir(common::test_dir())
        .args(args)
        .arg("--accessible")
        .env("TERM", "xterm")
        .env("COLUMNS", "79");
    let mut session = expectrl::Session::spawn(command).expect("spawn patience on a pty");
    session.set_expect_timeout(Some(std::time::Duration::from_secs(30)));
    session
}

#[test]
fn new_by_ear_names_the_game_left_and_how_to_get_it_back_then_reads_the_new_deal() {
    let mut p = by_ear_on_a_terminal(&["golf", "--seed", "3"]);
    p.expect("> ").unwrap();
    p.send(format!("{}\r", first_move(GameId::Golf, 3)))
        .unwrap();
    p.expect("> ").unwrap();
    p.send("new 5\r").unwrap();
    p.expect("You left Golf, seed 3, 1 move made.").unwrap();
    p.expect("Undo goes back to it.").unwrap();
    // The new deal, read as the deal is read at the start.
    p.expect("Golf, seed 5.").unwrap();
    p.expect("Dealt 36 cards.").unwrap();
    p.expect("Column 1, bottom to top: ").unwrap();
    p.expect("Column 7, bottom to top: ").unwrap();
    p.expect("> ").unwrap();
    p.send("undo\r").unwrap();
    p.expect("Back to the game you left: Golf, seed 3, 1 move made.")
        .unwrap();
    p.expect("> ").unwrap();
    p.send("quit\r").unwrap();
    p.expect(expectrl::Eof).unwrap();
}

#[test]
fn load_by_ear_names_the_game_left_and_how_to_get_it_back_then_reads_the_saved_game() {
    let saving = common::run_in(
        &common::test_dir(),
        &["golf", "--seed", "5"],
        &format!("{}\nsave golf.txt\nquit\n", first_move(GameId::Golf, 5)),
    );
    assert_eq!(saving.status, 0, "{}", saving.stderr);
    let mut p = by_ear_on_a_terminal(&["golf", "--seed", "3"]);
    p.expect("> ").unwrap();
    p.send("load golf.txt\r").unwrap();
    p.expect("You left Golf, seed 3, 0 moves made.").unwrap();
    p.expect("Undo goes back to it.").unwrap();
    p.expect("Golf, seed 5 after 1 move.").unwrap();
    p.expect("Column 1, bottom to top: ").unwrap();
    p.expect("> ").unwrap();
    p.send("undo\r").unwrap();
    p.expect("Back to the game you left: Golf, seed 3, 0 moves made.")
        .unwrap();
    p.expect("> ").unwrap();
    p.send("quit\r").unwrap();
    p.expect(expectrl::Eof).unwrap();
}

#[test]
fn a_finished_game_left_by_new_is_said_won_or_lost_by_ear() {
    let seed = common::won_seed(GameId::Elevens);
    let line = common::winning_line("elevens", seed);
    let mut p = by_ear_on_a_terminal(&["elevens", "--seed", &seed.to_string()]);
    p.expect("> ").unwrap();
    p.send(line.join("\r") + "\rnew 3\r").unwrap();
    p.expect(
        format!(
            "You left Elevens, seed {seed}, won in {} moves.",
            line.len()
        )
        .as_str(),
    )
    .unwrap();
    p.expect("Undo goes back to it.").unwrap();
    p.expect("Elevens, seed 3.").unwrap();
    p.send("quit\r").unwrap();
    p.expect(expectrl::Eof).unwrap();
}

#[test]
fn sighted_new_says_only_that_an_unfinished_game_is_left() {
    let moved = run(
        &["golf", "--seed", "3"],
        &format!("{}\nnew 5\nquit\n", first_move(GameId::Golf, 3)),
    );
    assert!(
        moved
            .stdout
            .contains("This game is left unfinished; undo goes back to it."),
        "{}",
        moved.stdout
    );
    assert!(!moved.stdout.contains("You left"), "{}", moved.stdout);
    let untouched = run(&["golf", "--seed", "3"], "new 5\nquit\n");
    assert!(
        !untouched.stdout.contains("goes back"),
        "{}",
        untouched.stdout
    );
}
