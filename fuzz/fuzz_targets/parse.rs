//! Fuzz target: any line given to the command parser gives a command or an
//! error that is one short line. Run: `cargo +nightly fuzz run parse`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use patience::text::parse::parse;

fuzz_target!(|data: &[u8]| {
    let line = String::from_utf8_lossy(data);
    if let Err(err) = parse(&line) {
        let text = err.to_string();
        assert!(!text.contains(['\n', '\r']), "not one line: {text:?}");
        assert!(text.chars().count() <= 200, "{} characters", text.len());
    }
});
