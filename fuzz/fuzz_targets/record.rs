//! Fuzz target: any bytes read as the record of games played
//! (`record::read`, as `patience stats` does) give, never a panic, one
//! record or one damaged line for every line that is not blank (a CR
//! before the newline and a byte-order mark at the start are part of the
//! endings), warnings of one line each and no more than
//! `NAMED_DAMAGED_LINES + 1`; a line that parses as a record
//! (`Record::parse`) prints back as a line that parses to the same record;
//! and a record appended to the file, whatever its last line, is read
//! after all the others. Run: `cargo +nightly fuzz run record`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use patience::record::{append, read, read_counting_damage, Record, NAMED_DAMAGED_LINES};
use std::sync::OnceLock;
use tempfile::TempDir;

/// One scratch directory per fuzzing process, removed when it ends.
fn scratch() -> &'static TempDir {
    static DIR: OnceLock<TempDir> = OnceLock::new();
    DIR.get_or_init(|| TempDir::new().expect("a scratch directory"))
}

/// A record to append: an Elevens game won.
const NEXT: &str =
    "2026-05-01T12:00:00Z\televens\tstandard\tseed 4\twon\t52\t24\t0\t0\tclean\t000000000000000a";

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
    let (records, damaged) = read_counting_damage(&path).expect("the scratch file is readable");
    let (_, warnings) = read(&path).expect("the scratch file is readable");
    let body = data.strip_prefix("\u{feff}".as_bytes()).unwrap_or(data);
    let lines = body
        .split(|b| *b == b'\n')
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line))
        .filter(|line| !line.is_empty())
        .count();
    assert_eq!(records.len() + damaged.count, lines);
    assert!(warnings.len() <= NAMED_DAMAGED_LINES + 1, "{warnings:?}");
    for warning in &warnings {
        assert!(!warning.contains('\n'), "not one line: {warning:?}");
    }
    let next = Record::parse(NEXT).expect("a record");
    append(&path, &next).expect("the scratch file appends");
    let (after, _) = read_counting_damage(&path).expect("the scratch file is readable");
    assert_eq!(after[..after.len() - 1], records[..]);
    assert_eq!(after.last(), Some(&next));
});
