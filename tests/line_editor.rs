//! The line editor on a pseudo-terminal, against what it reads and what is
//! pasted into it: a history file that is a device, a named pipe or far
//! too large is refused once and play goes on without history; control
//! characters from the history file, a paste or a key are never drawn nor
//! kept; and a line longer than 4,096 bytes is cut off as it is typed and
//! skipped, as it is on a pipe.

use crate::common;

use expectrl::session::OsSession;
use expectrl::{Eof, Expect};
use std::path::Path;
use std::time::Duration;

const UP: &str = "\x1b[A";
const PASTE_START: &str = "\x1b[200~";
const PASTE_END: &str = "\x1b[201~";

/// Elevens seed 42 on a terminal (no colour), with its data directory in
/// `home`.
fn spawn(home: &Path) -> OsSession {
    common::spawn_on_terminal(&["elevens", "--seed", "42", "--no-record"], home, &[])
}

/// Everything the program prints from now to its end, after `input` is
/// typed; checks that it ends with status 0.
fn rest_of_session(mut p: OsSession, input: &str) -> String {
    p.send(input).unwrap();
    let rest = p.expect(Eof).unwrap();
    let text = String::from_utf8_lossy(rest.as_bytes()).into_owned();
    let status = p.get_process().wait().expect("wait");
    assert!(
        format!("{status:?}").ends_with(", 0)"),
        "{status:?}: {text:?}"
    );
    text
}

/// Plays `show 1` at the first prompt and quits; returns all the program
/// printed.
fn show_1_and_quit(home: &Path) -> String {
    let mut p = spawn(home);
    let start = p.expect("> ").unwrap();
    let mut text = String::from_utf8_lossy(start.before()).into_owned();
    text += &rest_of_session(p, "show 1\rquit\r");
    assert!(text.contains("Position 1: QH."), "{text:?}");
    text
}

/// The warning said when the history file is refused, for a file whose
/// problem is `why`.
fn refusal(home: &Path, why: &str) -> String {
    format!(
        "Warning: the command history {} was not read: {why}; playing on without history.",
        home.join("history").display()
    )
}

/// Occurrences of `part` in `text`.
fn count(text: &str, part: &str) -> usize {
    text.matches(part).count()
}

#[test]
fn a_history_file_linked_to_dev_zero_is_refused_once_and_play_goes_on() {
    let home = tempfile::tempdir().unwrap();
    let history = home.path().join("history");
    std::os::unix::fs::symlink("/dev/zero", &history).unwrap();
    let text = show_1_and_quit(home.path());
    let warning = refusal(home.path(), "it is a device, not a regular file");
    assert_eq!(count(&text, &warning), 1, "{text:?}");
    assert_eq!(
        std::fs::read_link(&history).unwrap(),
        Path::new("/dev/zero")
    );
}

#[test]
fn a_history_file_that_is_a_named_pipe_is_refused_once_without_blocking() {
    let home = tempfile::tempdir().unwrap();
    let history = home.path().join("history");
    common::mkfifo(&history);
    let text = show_1_and_quit(home.path());
    let warning = refusal(home.path(), "it is a named pipe, not a regular file");
    assert_eq!(count(&text, &warning), 1, "{text:?}");
}

#[test]
fn a_history_file_larger_than_the_program_writes_is_refused_and_left_alone() {
    let home = tempfile::tempdir().unwrap();
    let history = home.path().join("history");
    let big = format!("#V2\n{}", "show 1\n".repeat((9 << 20) / 7));
    std::fs::write(&history, &big).unwrap();
    let text = show_1_and_quit(home.path());
    let warning = refusal(
        home.path(),
        "it is larger than 8 MiB, more than the history this program keeps",
    );
    assert_eq!(count(&text, &warning), 1, "{text:?}");
    assert_eq!(std::fs::read_to_string(&history).unwrap(), big);
}

/// True if `text` holds a character that acts on a terminal: an escape, a
/// bell, a C1 control or a bidi override.
fn holds_raw_controls(text: &str) -> bool {
    text.contains(['\x07', '\u{9b}', '\u{202e}'])
        || text.contains("\x1b]")
        || text.contains("\x1b[2J")
}

#[test]
fn control_characters_in_the_history_file_are_never_drawn_or_kept() {
    let home = tempfile::tempdir().unwrap();
    let history = home.path().join("history");
    std::fs::write(&history, "#V2\nshow 1\x1b]0;owned\x07\x1b[2J\n").unwrap();
    let mut p = spawn(home.path());
    p.expect("> ").unwrap();
    let text = rest_of_session(p, &format!("{UP}\rquit\r"));
    assert!(!holds_raw_controls(&text), "{text:?}");
    let kept = std::fs::read_to_string(&history).unwrap();
    assert!(!kept.contains(['\x1b', '\x07']), "{kept:?}");
}

#[test]
fn control_characters_in_a_paste_or_typed_are_never_drawn_or_kept() {
    let home = tempfile::tempdir().unwrap();
    let mut p = spawn(home.path());
    p.expect("> ").unwrap();
    let input = format!(
        "{PASTE_START}show 1\x07\u{9b}\u{202e}{PASTE_END}\rshow\u{202e} 2\u{9b}\r\u{85}quit\r"
    );
    let text = rest_of_session(p, &input);
    assert!(
        !holds_raw_controls(&text) && !text.contains('\u{85}'),
        "{text:?}"
    );
    assert!(text.contains("Position 1: QH."), "{text:?}");
    assert!(text.contains("Position 2: 4S."), "{text:?}");
    let kept = std::fs::read_to_string(home.path().join("history")).unwrap();
    let lines: Vec<&str> = kept.lines().skip(1).collect();
    assert_eq!(lines, ["show 1", "show 2", "quit"], "{kept:?}");
}

/// The sentence for a line over the limit at the terminal.
const TOO_LONG: &str = "That line is longer than 4096 bytes and was skipped.";

/// Types `text` from another thread, so that what the program draws is read
/// while it is typed and neither side waits on a full terminal buffer.
fn type_in_background(p: &OsSession, text: String) -> std::thread::JoinHandle<()> {
    use std::io::{ErrorKind, Write};
    use std::os::fd::{AsRawFd, FromRawFd};
    // SAFETY: dup of the session's open terminal; the copy is owned here.
    let mut terminal = unsafe {
        let fd = libc::dup(p.as_raw_fd());
        assert!(fd >= 0, "dup");
        std::fs::File::from_raw_fd(fd)
    };
    std::thread::spawn(move || {
        let mut rest = text.as_bytes();
        while !rest.is_empty() {
            match terminal.write(rest) {
                Ok(n) => rest = &rest[n..],
                Err(err)
                    if matches!(err.kind(), ErrorKind::WouldBlock | ErrorKind::Interrupted) =>
                {
                    std::thread::sleep(Duration::from_millis(1))
                }
                Err(err) => panic!("typing: {err}"),
            }
        }
    })
}

#[test]
fn a_paste_of_300000_characters_is_cut_at_4096_bytes_and_skipped() {
    let home = tempfile::tempdir().unwrap();
    let mut p = spawn(home.path());
    p.expect("> ").unwrap();
    // Typed (or pasted without brackets) key by key.
    let typing = type_in_background(&p, format!("{}\r", "x".repeat(300_000)));
    let seen = p.expect(TOO_LONG).unwrap();
    typing.join().unwrap();
    let drawn = seen.before().len();
    assert!(drawn < 1 << 20, "{drawn} bytes drawn for one line");
    p.expect("> ").unwrap();
    // Pasted in brackets, in one piece.
    let paste = format!("{PASTE_START}{}{PASTE_END}\r", "y".repeat(5000));
    let typing = type_in_background(&p, paste);
    p.expect(TOO_LONG).unwrap();
    typing.join().unwrap();
    p.expect("> ").unwrap();
    // A line of exactly 4096 bytes is read.
    let longest = format!("show 1{}\r", " ".repeat(4090));
    let typing = type_in_background(&p, longest);
    let seen = p.expect("Position 1: QH.").unwrap();
    typing.join().unwrap();
    assert!(!String::from_utf8_lossy(seen.before()).contains(TOO_LONG));
    p.expect("> ").unwrap();
    rest_of_session(p, "quit\r");
}

/// Two sessions at once on one data directory: A starts, B starts, A
/// quits, B quits. Each adds the lines it typed to the history file, so
/// both sessions' lines are there, each once, and a third session recalls
/// B's last line first.
#[test]
fn two_sessions_at_once_keep_both_their_lines_in_the_history() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(home.path().join("history"), "#V2\nstatus\n").unwrap();
    let mut a = spawn(home.path());
    a.expect("> ").unwrap();
    let mut b = spawn(home.path());
    b.expect("> ").unwrap();
    a.send("show 1\r").unwrap();
    a.expect("Position 1:").unwrap();
    b.send("show 2\r").unwrap();
    b.expect("Position 2:").unwrap();
    rest_of_session(a, "moves\rquit\r");
    rest_of_session(b, "show 3\rquit\r");
    let history = std::fs::read_to_string(home.path().join("history")).unwrap();
    let lines: Vec<&str> = history.lines().collect();
    for line in ["status", "show 1", "moves", "show 2", "show 3"] {
        assert_eq!(
            lines.iter().filter(|l| **l == line).count(),
            1,
            "{line}: {history:?}"
        );
    }
    assert_eq!(
        lines.iter().filter(|l| **l == "quit").count(),
        2,
        "{history:?}"
    );
    let mut c = spawn(home.path());
    c.expect("> ").unwrap();
    c.send(format!("{UP}{UP}\r")).unwrap();
    c.expect("Position 3:").unwrap();
    rest_of_session(c, "quit\r");
}
