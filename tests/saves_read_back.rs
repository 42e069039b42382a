//! What the program writes, it reads back: a saved game of any length the
//! program will write is resumed, loaded, reviewed and saved over again,
//! and so is the unfinished game it keeps for `patience resume`.

use crate::common;

use patience::deal::Deal;
use patience::games::{GameId, Rules};
use patience::savefile::save_text;
use patience::session::Session;
use patience::text::parse::parse;

/// Moves in the long game: 130,000 lines of `move 1 2` make a save of
/// 1.1 MiB, more than a mebibyte.
const MOVES: usize = 130_000;

/// The text the program saves for a Sweet Sixteen game of [`MOVES`] moves
/// on a deck that starts 6C 6S 5H: the 5H shuttles between the black
/// sixes, and is on pile 2 at the end. The session is played in this
/// process (through the same commands the prompt takes), once for all the
/// tests, so that they do not wait for the binary to print 130,000 boards;
/// the text is the program's own, from `save_text`.
fn long_game_save() -> &'static str {
    static SAVE: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    SAVE.get_or_init(|| {
        let deal = Deal::starting_with("6C 6S 5H").unwrap();
        let mut session = Session::new(Rules::standard(GameId::SweetSixteen), deal);
        let mut play = |line: &str| {
            let command = parse(line).unwrap().unwrap();
            session.apply_command(&command).unwrap().unwrap();
        };
        play("move 3 1");
        for i in 1..MOVES {
            play(if i % 2 == 1 { "move 1 2" } else { "move 2 1" });
        }
        save_text(&session)
    })
}

#[test]
fn a_long_game_the_program_saved_resumes_saves_again_loads_and_reviews() {
    let dir = tempfile::tempdir().unwrap();
    let text = long_game_save();
    assert!(text.len() > 1 << 20, "{} bytes", text.len());
    std::fs::write(dir.path().join("long.txt"), text).unwrap();

    // Resumed, it takes a move, saves over its own file and loads it.
    let out = common::run_in(
        dir.path(),
        &["resume", "long.txt", "--no-record", "--verbosity", "terse"],
        "move 2 1\nsave long.txt\nload long.txt\nquit\n",
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert_eq!(out.stderr, "");
    let resumed = "Resumed long.txt: Sweet Sixteen, custom after";
    assert!(
        out.stdout.contains(&format!("{resumed} {MOVES} moves.")),
        "{}",
        out.stdout
    );
    let more = MOVES + 1;
    assert!(
        out.stdout
            .contains(&format!("Saved the game to long.txt ({more} moves).")),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.contains(&format!("{resumed} {more} moves.")),
        "{}",
        out.stdout
    );

    // Reviewed.
    let out = common::run_in(dir.path(), &["review", "long.txt"], "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(out.stdout.starts_with("Review of "), "{}", out.stdout);
}

#[test]
fn a_long_unfinished_game_kept_for_resume_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("long.txt"), long_game_save()).unwrap();
    let out = common::run_in(
        dir.path(),
        &["resume", "long.txt", "--record", "--verbosity", "terse"],
        "move 2 1\nquit\n",
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("patience resume carries it on"),
        "{}\n{}",
        out.stdout,
        out.stderr
    );
    let kept = std::fs::metadata(dir.path().join("last-game.txt")).unwrap();
    assert!(kept.len() > 1 << 20);
    let out = common::run_in(dir.path(), &["resume", "--verbosity", "terse"], "quit\n");
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains(&format!(
            "Resumed the last unfinished game: Sweet Sixteen, custom after {} moves.",
            MOVES + 1
        )),
        "{}\n{}",
        out.stdout,
        out.stderr
    );
}
