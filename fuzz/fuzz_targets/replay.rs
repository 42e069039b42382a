//! Fuzz target: any bytes loaded as a saved game give a session or an error
//! naming a line within the file. Run: `cargo +nightly fuzz run replay`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use patience::savefile::replay;

fuzz_target!(|data: &[u8]| {
    if let Err(err) = replay(data) {
        let lines = data.split(|b| *b == b'\n').count();
        assert!(
            (1..=lines).contains(&err.line),
            "line {} of {lines}",
            err.line
        );
    }
});
