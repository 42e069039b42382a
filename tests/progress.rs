//! `simulate`'s progress bar, on a pseudo-terminal: ASCII with the deals
//! done and the time left, Unicode blocks only with `--unicode`, nothing
//! under `TERM=dumb` or in accessible mode, nothing when standard error is
//! not a terminal, and erased by Ctrl-C before the program exits with 130.

use crate::common;

use expectrl::session::OsSession;
use expectrl::{Eof, Expect, Regex, Session};
use std::time::Duration;

const CTRL_C: &str = "\x03";

/// Environment variables to set for a run.
type Env<'a> = &'a [(&'a str, &'a str)];

/// A `simulate` run long enough to interrupt, on a terminal.
fn spawn(env: &[(&str, &str)], extra: &[&str]) -> OsSession {
    spawn_deals("20000000", env, extra)
}

/// A `simulate` run of `deals` deals on a terminal.
fn spawn_deals(deals: &str, env: &[(&str, &str)], extra: &[&str]) -> OsSession {
    let mut command = common::command();
    command
        .args(["simulate", "eighteens", "--strategy", "random"])
        .args(["--deals", deals, "--threads", "1"])
        .args(extra)
        .env("TERM", "xterm")
        .env_remove("PATIENCE_ACCESSIBLE");
    for (key, value) in env {
        command.env(key, value);
    }
    let mut session = Session::spawn(command).expect("spawn patience on a pty");
    session.set_expect_timeout(Some(Duration::from_secs(30)));
    session
}

/// Presses Ctrl-C, and returns what is printed after it and the exit status.
fn interrupt(mut session: OsSession) -> (Vec<u8>, String) {
    session.send(CTRL_C).unwrap();
    let rest = session.expect(Eof).unwrap().as_bytes().to_vec();
    let status = session.get_process().wait().expect("wait");
    (rest, format!("{status:?}"))
}

/// The bar as drawn: `[` bar `] done/total deals, ETA time`.
const BAR: &str = r"\] \d+/20000000 deals, ETA \d+[smhd]";

#[test]
fn simulate_draws_an_ascii_progress_bar_with_the_time_left_on_a_terminal() {
    let mut p = spawn(&[], &[]);
    let first = p.expect(Regex(BAR)).unwrap();
    let drawn = [first.before(), first.as_bytes()].concat();
    assert!(drawn.is_ascii(), "{:?}", String::from_utf8_lossy(&drawn));
    let more = p.expect(Regex(r"\[=*>-+\] [1-9]\d*/20000000")).unwrap();
    assert!(more.before().is_ascii());
    interrupt(p);
}

#[test]
fn ctrl_c_during_simulate_erases_the_bar_and_exits_130() {
    let mut p = spawn(&[], &[]);
    p.expect(Regex(BAR)).unwrap();
    let (rest, status) = interrupt(p);
    assert!(status.ends_with(", 130)"), "{status}");
    let text = String::from_utf8_lossy(&rest).into_owned();
    let erased = text.rfind("\x1b[2K").unwrap_or_else(|| panic!("{text:?}"));
    assert_eq!(
        text[erased + 4..].trim_matches(['\r', '\n']),
        "",
        "nothing after the erase: {text:?}"
    );
}

#[test]
fn the_bar_is_drawn_in_unicode_blocks_only_with_unicode() {
    let mut p = spawn(&[], &["--unicode"]);
    p.expect(Regex(r"\[[█▉▊▋▌▍▎▏]+ +\] [1-9]\d*/20000000 deals"))
        .unwrap();
    interrupt(p);
}

/// The deals of a run to its end: long enough that a terminal sees the
/// bar drawn many times over.
const DEALS_TO_THE_END: &str = "300";

/// Runs a `simulate` of [`DEALS_TO_THE_END`] deals on a terminal to its
/// end; returns all it printed and its exit status.
fn run_to_the_end(env: Env, extra: &[&str]) -> (String, String) {
    let mut session = spawn_deals(DEALS_TO_THE_END, env, extra);
    session.set_expect_timeout(Some(Duration::from_secs(600)));
    let seen = session.expect(Eof).unwrap();
    let mut bytes = seen.before().to_vec();
    seen.matches().for_each(|m| bytes.extend_from_slice(m));
    let status = session.get_process().wait().expect("wait");
    (
        String::from_utf8_lossy(&bytes).into_owned(),
        format!("{status:?}"),
    )
}

#[test]
fn no_bar_under_term_dumb_or_in_accessible_mode() {
    // Each run goes to its end, so none can pass by being looked at before
    // its bar would have been drawn; and the same run on a terminal that
    // wants a bar draws one, so the runs are long enough to show it.
    let (drawn, _) = run_to_the_end(&[], &[]);
    assert!(drawn.contains("deals, ETA"), "{drawn:?}");
    let cases: [(Env, &[&str]); 3] = [
        (&[("TERM", "dumb")], &[]),
        (&[], &["--accessible"]),
        (&[("PATIENCE_ACCESSIBLE", "1")], &[]),
    ];
    for (env, extra) in cases {
        let (text, status) = run_to_the_end(env, extra);
        assert!(status.ends_with(", 0)"), "{env:?} {extra:?}: {status}");
        // The summary: the table, or by ear its sentences.
        let summary = if env == [("TERM", "dumb")] {
            format!("games         {DEALS_TO_THE_END}")
        } else {
            format!("{DEALS_TO_THE_END} games: ")
        };
        assert!(
            text.contains(&summary),
            "{env:?} {extra:?}: ran to its end: {text:?}"
        );
        assert!(!text.contains("ETA"), "{env:?} {extra:?}: {text:?}");
        assert!(!text.contains('\x1b'), "{env:?} {extra:?}: {text:?}");
    }
}

#[test]
fn no_bar_when_standard_error_is_not_a_terminal() {
    let output = common::command()
        .args(["simulate", "eighteens", "--strategy", "random"])
        .args(["--deals", "300"])
        .env("TERM", "xterm")
        .output()
        .unwrap();
    assert!(output.status.success());
    assert!(output.stderr.is_empty(), "{:?}", output.stderr);
    assert!(String::from_utf8_lossy(&output.stdout).contains("games         300"));
}

/// The widest bar line drawn once the terminal is `cols` columns wide.
fn widest_bar_line(cols: u16) -> usize {
    let mut p = spawn(&[], &[]);
    p.get_process_mut().set_window_size(cols, 24).unwrap();
    // Let a few redraws happen at the new width, then look at the last.
    p.expect(Regex(BAR)).unwrap();
    std::thread::sleep(Duration::from_millis(600));
    let seen = p.expect(Regex(BAR)).unwrap();
    let drawn = String::from_utf8_lossy(&[seen.before(), seen.as_bytes()].concat()).into_owned();
    interrupt(p);
    // Each redraw erases the line, then writes the bar; the match ends
    // with the time left, the end of the line.
    let last = drawn.rsplit("\x1b[2K").next().unwrap_or_default();
    assert!(last.starts_with('['), "{last:?}");
    last.chars().count()
}

#[test]
fn the_bar_is_at_most_80_columns_wide_and_fits_a_narrower_terminal() {
    let wide = widest_bar_line(200);
    assert!(
        (70..=80).contains(&wide),
        "{wide} columns on a 200-column terminal"
    );
    let narrow = widest_bar_line(60);
    assert!(
        (50..=60).contains(&narrow),
        "{narrow} columns on a 60-column terminal"
    );
}
