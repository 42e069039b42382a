//! Fuzz target: any bytes written to a file and loaded as a saved game
//! (`savefile::load`, as `patience resume FILE` and `load FILE` do) give a
//! session or one sentence naming a line within the file; never a panic.
//! A game that loads saves back to text that replays to the same game.
//! Run: `cargo +nightly fuzz run load`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use patience::savefile::{load, replay, save_text, LoadError};
use std::sync::OnceLock;
use tempfile::TempDir;

/// One scratch directory per fuzzing process, removed when it ends.
fn scratch() -> &'static TempDir {
    static DIR: OnceLock<TempDir> = OnceLock::new();
    DIR.get_or_init(|| TempDir::new().expect("a scratch directory"))
}

fuzz_target!(|data: &[u8]| {
    let path = scratch().path().join("game.txt");
    std::fs::write(&path, data).expect("the scratch file is writable");
    match load(&path) {
        Ok(session) => {
            let again = replay(save_text(&session).as_bytes())
                .unwrap_or_else(|err| panic!("a loaded game saves to a file that replays: {err}"));
            assert_eq!(again.game(), session.game());
        }
        Err(LoadError::Line(err)) => {
            let lines = data.split(|b| *b == b'\n').count();
            assert!(
                (1..=lines).contains(&err.line),
                "line {} of {lines}",
                err.line
            );
            assert!(!err.reason.contains('\n'), "not one line: {:?}", err.reason);
        }
        Err(LoadError::Io(err)) => panic!("the scratch file is readable: {err}"),
    }
});
