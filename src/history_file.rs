//! The command history file (`history` in the data directory) as sessions
//! share it: each session adds the lines typed in it to what the file
//! holds then, under the file's lock, so two sessions at once keep both
//! their lines rather than the last to leave writing over the other's. The
//! file is in the form the line editor reads (a `#V2` line, then a line
//! each, backslashes and line breaks escaped), and is cut back to its last
//! lines when it holds more than are kept, or rewritten cleaned when a
//! line in it holds a control character, by writing it whole to a new file
//! renamed into place.

use crate::data_dir::lock_within;
use std::borrow::Cow;
use std::fs::{File, OpenOptions};
use std::io::{self, Read, Write};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::Path;

/// The first line of the form the line editor reads.
const HEADER: &[u8] = b"#V2";

/// How many times adding lines starts again because another session
/// replaced the file while this one waited for its lock.
const TRIES: usize = 5;

/// `line` as the history file holds it: a backslash doubled, a line break
/// written `\n`.
fn escaped(line: &str) -> String {
    line.replace('\\', "\\\\").replace('\n', "\\n")
}

/// Adds `lines` (typed in this session, oldest first) to the history file
/// at `path`, created if missing with only its owner able to read it,
/// keeping its last `keep` lines; a file over `max_bytes` is cut back too,
/// and a file with a line `clean` changes (a control character) or that is
/// not UTF-8 is written again with every line cleaned. The file is locked while it is read and written (waiting at most
/// [`crate::data_dir::LOCK_WAIT`]); a file that is not a regular file is
/// refused.
pub fn add_lines(
    path: &Path,
    lines: &[String],
    keep: usize,
    max_bytes: u64,
    clean: fn(&str) -> Cow<'_, str>,
) -> io::Result<()> {
    if lines.is_empty() {
        return Ok(());
    }
    for _ in 0..TRIES {
        if let Ok(meta) = std::fs::metadata(path) {
            if !meta.is_file() {
                return Err(io::Error::new(
                    io::ErrorKind::InvalidInput,
                    "it is not a regular file",
                ));
            }
        }
        let file = OpenOptions::new()
            .read(true)
            .append(true)
            .create(true)
            .mode(0o600)
            .open(path)?;
        lock_within(&file)?;
        // Another session may have cut the file back and renamed a new
        // one into place while this one waited: add to that one instead.
        if !is_still_at(&file, path)? {
            let _ = file.unlock();
            continue;
        }
        let added = add_locked(&file, path, lines, Limits { keep, max_bytes }, clean);
        let _ = file.unlock();
        return added;
    }
    Err(io::Error::new(
        io::ErrorKind::WouldBlock,
        "other sessions kept replacing it",
    ))
}

/// True if `file` is the file at `path` now.
fn is_still_at(file: &File, path: &Path) -> io::Result<bool> {
    let (open, named) = (file.metadata()?, std::fs::metadata(path)?);
    Ok(open.dev() == named.dev() && open.ino() == named.ino())
}

/// How much of the history the file keeps.
#[derive(Clone, Copy)]
struct Limits {
    /// The most lines kept (the last).
    keep: usize,
    /// The most bytes the file may hold before it is cut back.
    max_bytes: u64,
}

/// Adds `lines` to `file`, the locked history file at `path`: appended
/// when the file is in the editor's form, clean, and has room for them,
/// else the file's lines (cleaned) and these, the last `keep`, written
/// whole and renamed into place.
fn add_locked(
    mut file: &File,
    path: &Path,
    lines: &[String],
    Limits { keep, max_bytes }: Limits,
    clean: fn(&str) -> Cow<'_, str>,
) -> io::Result<()> {
    let mut bytes = Vec::new();
    file.take(max_bytes + 1).read_to_end(&mut bytes)?;
    let mut old: Vec<Vec<u8>> = bytes
        .split(|&b| b == b'\n')
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line).to_vec())
        .filter(|line| !line.is_empty())
        .collect();
    let in_form = old.first().is_some_and(|first| first == HEADER);
    if in_form {
        old.remove(0);
    }
    let mut clean_already = in_form;
    for line in &mut old {
        let text = String::from_utf8_lossy(line);
        let cleaned = clean(&text);
        if in_form && matches!((&text, &cleaned), (Cow::Borrowed(_), Cow::Borrowed(_))) {
            continue;
        }
        clean_already = false;
        // Lines of an older form hold no escapes: escape them now.
        *line = if in_form {
            cleaned.into_owned().into_bytes()
        } else {
            escaped(&cleaned).into_bytes()
        };
    }
    old.retain(|line| !line.iter().all(u8::is_ascii_whitespace));
    let new: Vec<Vec<u8>> = lines.iter().map(|l| escaped(l).into_bytes()).collect();
    let fits = (bytes.len() as u64) <= max_bytes && old.len() + new.len() <= keep;
    if (clean_already || bytes.is_empty()) && fits {
        let mut text = Vec::new();
        if bytes.is_empty() {
            text.extend_from_slice(HEADER);
            text.push(b'\n');
        } else if bytes.last() != Some(&b'\n') {
            text.push(b'\n');
        }
        for line in &new {
            text.extend_from_slice(line);
            text.push(b'\n');
        }
        return file.write_all(&text);
    }
    let all: Vec<Vec<u8>> = old.into_iter().chain(new).collect();
    let mut text = String::from_utf8_lossy(HEADER).into_owned();
    text.push('\n');
    for line in &all[all.len().saturating_sub(keep)..] {
        text.push_str(&String::from_utf8_lossy(line));
        text.push('\n');
    }
    crate::savefile::write_atomically(path, &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cleans nothing.
    fn as_is(line: &str) -> Cow<'_, str> {
        Cow::Borrowed(line)
    }

    /// Drops the escape character.
    fn without_escapes(line: &str) -> Cow<'_, str> {
        match line.contains('\x1b') {
            true => Cow::Owned(line.replace('\x1b', "")),
            false => Cow::Borrowed(line),
        }
    }

    #[test]
    fn a_file_with_a_control_character_is_written_again_cleaned() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history");
        std::fs::write(&path, "#V2\nshow\x1b 1\nstatus\n").unwrap();
        add_lines(&path, &lines(&["moves"]), 10, 1 << 20, without_escapes).unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "#V2\nshow 1\nstatus\nmoves\n"
        );
    }

    fn lines(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn lines_are_added_to_what_the_file_holds_in_the_editors_form() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history");
        add_lines(&path, &lines(&["show 1", "a\\b"]), 10, 1 << 20, as_is).unwrap();
        add_lines(&path, &lines(&["show 2"]), 10, 1 << 20, as_is).unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "#V2\nshow 1\na\\\\b\nshow 2\n"
        );
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }

    #[test]
    fn a_file_past_the_lines_kept_is_cut_back_to_its_last_lines() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history");
        std::fs::write(&path, "#V2\none\ntwo\nthree").unwrap();
        add_lines(&path, &lines(&["four", "five"]), 3, 1 << 20, as_is).unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "#V2\nthree\nfour\nfive\n"
        );
        // A file of the older form, without `#V2`, is rewritten in the
        // editor's form.
        std::fs::write(&path, "old\\line\n").unwrap();
        add_lines(&path, &lines(&["new"]), 3, 1 << 20, as_is).unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "#V2\nold\\\\line\nnew\n"
        );
    }

    #[test]
    fn a_history_that_is_not_a_regular_file_is_never_written() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history");
        std::os::unix::fs::symlink("/dev/null", &path).unwrap();
        assert!(add_lines(&path, &lines(&["x"]), 3, 1 << 20, as_is).is_err());
    }
}
