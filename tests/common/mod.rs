//! Helpers shared by the end-to-end tests: running the built binary and
//! comparing whole transcripts with the files in `tests/transcripts/`.
#![allow(dead_code)]

use assert_cmd::Command;
use std::path::PathBuf;

/// The built `patience` binary, with a clean environment for output settings.
pub fn patience() -> Command {
    let mut cmd = Command::cargo_bin("patience").expect("the binary is built");
    cmd.env_remove("NO_COLOR")
        .env_remove("PATIENCE_ACCESSIBLE")
        .env(
            "PATIENCE_HOME",
            std::env::temp_dir().join("patience-tests-home"),
        );
    cmd
}

/// The path of the built `patience` binary, for tests that start it with
/// std's `Command` (signals, pipes, pseudo-terminals, shells).
pub fn binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_patience"))
}

/// Every game's id, from the registry, in its order: a test that goes over
/// the games covers a new game without being edited.
pub fn game_ids() -> impl Iterator<Item = &'static str> {
    patience::games::GameId::ALL
        .into_iter()
        .map(|game| game.id())
}

/// The output of a run: status, stdout and stderr as text.
pub struct Run {
    /// Exit status.
    pub status: i32,
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
}

/// Runs `patience ARGS` with `input` on stdin.
pub fn run(args: &[&str], input: &str) -> Run {
    let output = patience()
        .args(args)
        .write_stdin(input.to_string())
        .output()
        .expect("the binary runs");
    Run {
        status: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    }
}

/// Compares `actual` with `tests/transcripts/NAME.out`. With the environment
/// variable `UPDATE_TRANSCRIPTS=1`, writes the file instead (review the diff!).
pub fn assert_transcript(name: &str, actual: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/transcripts")
        .join(format!("{name}.out"));
    if std::env::var_os("UPDATE_TRANSCRIPTS").is_some() {
        std::fs::write(&path, actual).expect("write transcript");
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}; run with UPDATE_TRANSCRIPTS=1", path.display()));
    if expected != actual {
        panic!(
            "transcript {name} differs.\n--- expected\n{expected}\n--- actual\n{actual}\n(UPDATE_TRANSCRIPTS=1 rewrites it)"
        );
    }
}

/// Deals that are won by construction.
#[allow(unused_imports)]
pub use patience::games::known_deals as deals;

/// A JSON summary of `simulate --json` or `merge --json` up to its one
/// timing, `seconds` (its last field): what a merge of shards and one run
/// over their seeds must print alike.
pub fn without_seconds(line: &str) -> &str {
    &line[..line.rfind(",\"seconds\":").expect("a summary has seconds")]
}

/// Sends the signal named `name` (`HUP`, `INT`, `TERM` or `KILL`, as
/// kill(1) names them) to process `pid` through kill(2), so no test needs
/// a `kill` program (a minimal system has none: procps ships it).
#[cfg(unix)]
pub fn send_signal(pid: u32, name: &str) {
    let signal = match name {
        "HUP" => libc::SIGHUP,
        "INT" => libc::SIGINT,
        "TERM" => libc::SIGTERM,
        "KILL" => libc::SIGKILL,
        other => panic!("no signal named {other} in the tests"),
    };
    let pid = libc::pid_t::try_from(pid).expect("a process id fits pid_t");
    // SAFETY: kill(2) only reads its two integer arguments.
    let sent = unsafe { libc::kill(pid, signal) };
    assert_eq!(
        sent,
        0,
        "kill -{name} {pid}: {}",
        std::io::Error::last_os_error()
    );
}

/// `patience ARGS` on a pseudo-terminal, as a player starts it: `TERM=xterm`,
/// no colour, the data directory `home`, then `env` on top.
pub fn spawn_on_terminal(
    args: &[&str],
    home: &std::path::Path,
    env: &[(&str, &str)],
) -> expectrl::session::OsSession {
    let mut command = std::process::Command::new(binary());
    command
        .args(args)
        .env("PATIENCE_HOME", home)
        .env("TERM", "xterm")
        .env("NO_COLOR", "1")
        .env_remove("PATIENCE_ACCESSIBLE")
        .env_remove("COLUMNS");
    for (key, value) in env {
        command.env(key, value);
    }
    let mut session = expectrl::Session::spawn(command).expect("spawn patience on a pty");
    session.set_expect_timeout(Some(std::time::Duration::from_secs(30)));
    session
}

/// An empty data directory of the test's own, named `name`.
pub fn empty_home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("patience-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}
