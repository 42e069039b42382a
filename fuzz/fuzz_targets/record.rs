//! Fuzz target: any bytes read as the record of games played
//! (`record::read`, as `patience stats` does) give one record or one
//! warning per non-empty line, never a panic; a line that parses as a
//! record (`Record::parse`) prints back as a line that parses to the same
//! record. Run: `cargo +nightly fuzz run record`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use patience::record::{read, Record};
use std::sync::OnceLock;
use tempfile::TempDir;

/// One scratch directory per fuzzing process, removed when it ends.
fn scratch() -> &'static TempDir {
    static DIR: OnceLock<TempDir> = OnceLock::new();
    DIR.get_or_init(|| TempDir::new().expect("a scratch directory"))
}

fuzz_target!(|data: &[u8]| {
    if let Some(record) = std::str::from_utf8(data).ok().and_then(Record::parse) {
        let printed = record.to_string();
        assert_eq!(
            Record::parse(&printed).as_ref(),
            Some(&record),
            "{printed:?}"
        );
    }
    let path = scratch().path().join("records.tsv");
    std::fs::write(&path, data).expect("the scratch file is writable");
    let (records, warnings) = read(&path).expect("the scratch file is readable");
    let lines = data
        .split(|b| *b == b'\n')
        .filter(|line| !line.is_empty())
        .count();
    assert_eq!(records.len() + warnings.len(), lines);
    for warning in &warnings {
        assert!(!warning.contains('\n'), "not one line: {warning:?}");
    }
});
