//! Fuzz target: any bytes as the line editor's history file
//! (`terminal::load_history`, as the prompt reads it at a terminal) load,
//! never a panic, as lines the editor may hold: none with a control
//! character, an escape or a bidi control, none over 4,096 bytes, none
//! blank, and at most 1,000. Run: `cargo +nightly fuzz run history`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use patience::input::MAX_LINE_BYTES;
use patience::terminal::load_history;
use patience::text::escape::needs_escape;
use std::sync::OnceLock;
use tempfile::TempDir;

/// One scratch directory per fuzzing process, removed when it ends.
fn scratch() -> &'static TempDir {
    static DIR: OnceLock<TempDir> = OnceLock::new();
    DIR.get_or_init(|| TempDir::new().expect("a scratch directory"))
}

fuzz_target!(|data: &[u8]| {
    let path = scratch().path().join("history");
    std::fs::write(&path, data).expect("the scratch file is writable");
    let lines = load_history(&path).expect("a small regular file is read");
    assert!(lines.len() <= 1000);
    for line in &lines {
        assert!(!line.chars().any(needs_escape), "{line:?}");
        assert!(line.len() <= MAX_LINE_BYTES, "{} bytes", line.len());
        assert!(!line.trim().is_empty());
    }
});
