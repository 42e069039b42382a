//! The interactive path, driven through a pseudo-terminal: line editing,
//! Tab completion, history recall (and its file across sessions), Ctrl-C,
//! Ctrl-D, and colour on a real terminal.

use crate::common;

use expectrl::session::OsSession;
use expectrl::{Expect, Session};
use std::path::{Path, PathBuf};
use std::time::Duration;

const UP: &str = "\x1b[A";
const BACKSPACE: &str = "\x7f";
const CTRL_C: &str = "\x03";
const CTRL_D: &str = "\x04";

/// An empty data directory of the test's own.
fn data_dir(name: &str) -> PathBuf {
    let dir = common::test_dir().join(name);
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Elevens seed 42 (QH 4S 4C / 6C 10D 4H / QD 5D AH) on a terminal.
fn spawn(home: &Path, env: &[(&str, &str)], extra: &[&str]) -> OsSession {
    let mut command = common::command();
    command
        .args(["elevens", "--seed", "42"])
        .args(extra)
        .env("PATIENCE_HOME", home)
        .env("TERM", "xterm")
        .env_remove("NO_COLOR")
        .env_remove("PATIENCE_ACCESSIBLE");
    for (key, value) in env {
        command.env(key, value);
    }
    let mut session = Session::spawn(command).expect("spawn patience on a pty");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    session
}

/// Waits for the program to end and checks its exit status is 0.
fn ends_with_status_0(session: OsSession) {
    let status = session.get_process().wait().expect("wait");
    assert!(format!("{status:?}").ends_with(", 0)"), "{status:?}");
}

#[test]
fn an_interactive_game_edits_completes_recalls_and_survives_ctrl_c_and_ctrl_d() {
    let home = data_dir("game");
    let mut p = spawn(&home, &[("NO_COLOR", "1")], &[]);
    p.expect("> ").unwrap();

    // Line editing: a typo rubbed out with backspace.
    p.send(format!("shx{BACKSPACE}ow\r")).unwrap();
    p.expect("Stock: 43. Removed: 0.").unwrap();
    p.expect("> ").unwrap();

    // Tab completes a command word ("statu": "sta" would also match stats).
    p.send("statu\t").unwrap();
    p.send("\r").unwrap();
    p.expect("playing; stock 43").unwrap();
    p.expect("> ").unwrap();

    // Up arrow recalls the last line.
    p.send(format!("{UP}\r")).unwrap();
    p.expect("playing; stock 43").unwrap();
    p.expect("> ").unwrap();

    // Ctrl-C drops the line being typed; the game goes on unchanged.
    p.send(format!("remove 5 9{CTRL_C}")).unwrap();
    p.expect("> ").unwrap();
    p.send("status\r").unwrap();
    p.expect("0 moves made").unwrap();
    p.expect("> ").unwrap();

    // Tab completes the card codes showing (list style: one match fills in).
    p.send("remove 10\t").unwrap();
    p.send(" a\t").unwrap();
    p.send("\r").unwrap();
    p.expect("Removed 10D and AH").unwrap();
    p.expect("> ").unwrap();

    // Ctrl-D leaves, saying so on a fresh line, with status 0.
    p.send(CTRL_D).unwrap();
    p.expect("End of input; leaving the game.").unwrap();
    ends_with_status_0(p);

    let history = std::fs::read_to_string(home.join("history")).expect("history saved");
    assert!(history.contains("remove 10D AH"), "{history}");
    assert!(!history.contains("remove 5 9"), "{history}");
    // Ctrl-D left a game in progress: it is recorded as abandoned.
    let record = std::fs::read_to_string(home.join("records.tsv")).expect("game recorded");
    assert_eq!(record.lines().count(), 1, "{record}");
    assert!(
        record.contains("\televens\tstandard\tseed 42\tabandoned\t2\t1\t0\t0\tclean\t"),
        "{record}"
    );
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn history_is_recalled_in_the_next_session() {
    let home = data_dir("history");
    let mut first = spawn(&home, &[], &[]);
    first.expect("> ").unwrap();
    first.send("show 3\r").unwrap();
    first.expect("Position 3: 4C.").unwrap();
    first.expect("> ").unwrap();
    first.send(CTRL_D).unwrap();
    ends_with_status_0(first);

    let mut second = spawn(&home, &[], &[]);
    second.expect("> ").unwrap();
    second.send(format!("{UP}\r")).unwrap();
    second.expect("Position 3: 4C.").unwrap();
    second.send("quit\r").unwrap();
    ends_with_status_0(second);
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_history_that_cannot_be_saved_is_a_one_line_warning() {
    let home = data_dir("unwritable");
    std::fs::write(&home, "a file where the data directory should be").unwrap();
    let mut p = spawn(&home, &[], &[]);
    p.expect("> ").unwrap();
    p.send("quit\r").unwrap();
    p.expect("Warning: could not save the command history")
        .unwrap();
    ends_with_status_0(p);
    let _ = std::fs::remove_file(&home);
}

/// Everything printed up to the first prompt.
fn up_to_prompt(env: &[(&str, &str)], extra: &[&str]) -> String {
    let home = data_dir("colour");
    let mut p = spawn(&home, env, extra);
    let seen = p.expect("> ").unwrap();
    let text = String::from_utf8_lossy(seen.before()).into_owned();
    p.send("quit\r").unwrap();
    ends_with_status_0(p);
    let _ = std::fs::remove_dir_all(&home);
    text
}

#[test]
fn a_colour_terminal_gets_red_cards_with_their_codes_kept() {
    let text = up_to_prompt(&[], &[]);
    assert!(text.contains("\x1b[31mQH\x1b[0m"), "{text:?}");
    assert!(text.contains(" 2:4S"), "{text:?}");
}

#[test]
fn no_color_turns_colour_off_on_a_terminal() {
    let text = up_to_prompt(&[("NO_COLOR", "1")], &[]);
    assert!(!text.contains("\x1b[31m"), "{text:?}");
    assert!(text.contains(" 1:QH"), "{text:?}");
}

#[test]
fn color_never_and_accessible_turn_colour_off_on_a_terminal() {
    for flag in ["--color=never", "--accessible"] {
        let text = up_to_prompt(&[], &[flag]);
        assert!(!text.contains("\x1b[31m"), "{flag}: {text:?}");
    }
}

#[test]
fn term_dumb_gets_a_plain_prompt_and_no_escapes() {
    let home = data_dir("dumb");
    let mut p = spawn(&home, &[("TERM", "dumb")], &[]);
    let seen = p.expect("> ").unwrap();
    assert!(!seen.before().contains(&0x1b));
    p.send("show 1\r").unwrap();
    let shown = p.expect("Position 1: QH.").unwrap();
    assert!(!shown.before().contains(&0x1b));
    p.expect("> ").unwrap();
    p.send("quit\r").unwrap();
    ends_with_status_0(p);
    assert!(!home.join("history").exists(), "no line editor, no history");
}

/// Elevens seed 42 without colour, in a data directory named `name`,
/// waiting at its first prompt.
fn at_first_prompt(name: &str) -> (PathBuf, OsSession) {
    let home = data_dir(name);
    let mut p = spawn(&home, &[("NO_COLOR", "1")], &[]);
    p.expect("> ").unwrap();
    (home, p)
}

#[test]
fn lines_typed_ahead_in_one_burst_all_run_in_order() {
    let (home, mut p) = at_first_prompt("type-ahead");
    // Three lines arriving together, as when typed while the program was busy.
    p.send("undo\rstatus\rhistory\r").unwrap();
    p.expect("There is nothing to undo").unwrap();
    p.expect("0 moves made").unwrap();
    p.expect("No moves yet.").unwrap();
    p.expect("> ").unwrap();
    p.send("quit\r").unwrap();
    ends_with_status_0(p);
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_bracketed_paste_of_several_lines_runs_each_line_in_order() {
    let (home, mut p) = at_first_prompt("paste");
    // What a terminal sends for a paste of three lines, then Enter.
    p.send("\x1b[200~show 1\nshow 2\r\nshow 3\x1b[201~")
        .unwrap();
    p.send("\r").unwrap();
    p.expect("Position 1: QH.").unwrap();
    p.expect("Position 2: 4S.").unwrap();
    p.expect("Position 3: 4C.").unwrap();
    p.expect("> ").unwrap();
    p.send("quit\r").unwrap();
    ends_with_status_0(p);
    // Each pasted line is its own entry in the history.
    let history = std::fs::read_to_string(home.join("history")).expect("history saved");
    let lines: Vec<&str> = history.lines().filter(|l| l.starts_with("show")).collect();
    assert_eq!(lines, ["show 1", "show 2", "show 3"], "{history}");
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn the_first_ctrl_c_at_the_prompt_says_how_to_leave_and_only_the_first() {
    let (home, mut p) = at_first_prompt("ctrl-c");
    p.send(CTRL_C).unwrap();
    p.expect(patience::repl::HOW_TO_LEAVE).unwrap();
    p.expect("> ").unwrap();
    // Ctrl-C also drops anything typed after it (as a terminal's interrupt
    // flushes its input), so wait for the new prompt.
    p.send(CTRL_C).unwrap();
    let seen = p.expect("> ").unwrap();
    let text = String::from_utf8_lossy(seen.before()).into_owned();
    assert!(!text.contains("to leave"), "said again: {text:?}");
    p.send("status\r").unwrap();
    p.expect("0 moves made").unwrap();
    p.send("quit\r").unwrap();
    ends_with_status_0(p);
    let _ = std::fs::remove_dir_all(&home);
}

/// Sends `signal` (a name for kill(1)) to the program on the terminal.
fn kill(p: &OsSession, signal: &str) {
    let pid = p.get_process().pid().as_raw();
    common::send_signal(u32::try_from(pid).expect("a pid is positive"), signal);
}

/// The wait status of the ended program, as `Exited(Pid(..), 130)`. A
/// program still running after 10 seconds is killed and the test fails.
fn exit_status(session: &OsSession) -> String {
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        let status = session.get_process().status().expect("status");
        if !format!("{status:?}").starts_with("StillAlive") {
            return format!("{status:?}");
        }
        if std::time::Instant::now() > deadline {
            kill(session, "KILL");
            panic!("still running 10 seconds after the signal");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn kill_int_at_the_prompt_records_the_game_and_exits_130() {
    let (home, mut p) = at_first_prompt("kill-int");
    p.send("remove 4 8\r").unwrap();
    p.expect("Removed 6C and 5D").unwrap();
    p.expect("> ").unwrap();
    kill(&p, "INT");
    let status = exit_status(&p);
    assert!(status.ends_with(", 130)"), "{status}");
    let record = std::fs::read_to_string(home.join("records.tsv")).expect("game recorded");
    assert!(
        record.contains("\televens\tstandard\tseed 42\tabandoned\t2\t1\t0\t0\tclean\t"),
        "{record}"
    );
    let _ = std::fs::remove_dir_all(&home);
}
