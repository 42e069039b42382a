//! Fuzz target: any bytes loaded as a saved game give a session or an error
//! naming a line within the file; a session is one its own save replays to
//! again, move for move, with no more moves than the file has lines.
//! Run: `cargo +nightly fuzz run replay`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use patience::savefile::{replay, save_text};
use patience::text::command::move_command;

fuzz_target!(|data: &[u8]| {
    let lines = data.split(|b| *b == b'\n').count();
    match replay(data) {
        Ok(session) => {
            let again = replay(save_text(&session).as_bytes())
                .unwrap_or_else(|err| panic!("a replayed game saves to text that replays: {err}"));
            assert_eq!(again.game(), session.game());
            let commands = |moves: Vec<_>| -> Vec<String> { moves.into_iter().map(move_command).collect() };
            assert_eq!(commands(again.moves()), commands(session.moves()));
            assert!(session.move_count() <= lines, "{} moves", session.move_count());
        }
        Err(err) => assert!(
            (1..=lines).contains(&err.line),
            "line {} of {lines}",
            err.line
        ),
    }
});
