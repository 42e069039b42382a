//! Helpers shared by the end-to-end tests: running the built binary and
//! comparing whole transcripts with the files in `tests/transcripts/`.

use assert_cmd::Command;
use std::path::PathBuf;

thread_local! {
    /// The running test's own temporary directory: every test runs on a
    /// thread of its own (even with `--test-threads=1`), so this is made
    /// on the test's first use and removed when the test ends.
    static TEST_DIR: tempfile::TempDir = tempfile::Builder::new()
        .prefix("patience-test-")
        .tempdir()
        .expect("a temporary directory");
}

/// The running test's own temporary directory, removed when it ends.
pub fn test_dir() -> PathBuf {
    TEST_DIR.with(|dir| dir.path().to_path_buf())
}

/// The running test's own data directory (`PATIENCE_HOME`), inside
/// [`test_dir`]: not made until the program makes it, so no test sees
/// another's record, history or unfinished game, and nothing is left to
/// grow from one run to the next.
pub fn home() -> PathBuf {
    test_dir().join("home")
}

/// A fresh, empty directory `name` inside the running test's
/// [`test_dir`], for its files (or a data directory of its own).
pub fn fresh_dir(name: &str) -> PathBuf {
    let dir = test_dir().join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("make the directory");
    dir
}

/// The built `patience` binary as std's `Command` (for signals, pipes and
/// pseudo-terminals), with a clean environment for output settings and
/// the running test's own data directory ([`home`]).
pub fn command() -> std::process::Command {
    let mut cmd = std::process::Command::new(binary());
    cmd.env_remove("NO_COLOR")
        .env_remove("PATIENCE_ACCESSIBLE")
        .env("PATIENCE_HOME", home());
    cmd
}

/// The built `patience` binary, with a clean environment for output
/// settings and the running test's own data directory ([`home`]).
pub fn patience() -> Command {
    Command::from_std(command())
}

/// The path of the built `patience` binary, for a test that starts it
/// through a shell (then `PATIENCE_HOME` is set to [`home`] by hand);
/// any other test starts it with [`command`] or [`patience`].
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

/// Runs `command` to its end with `input` on its standard input (a pipe,
/// written from a thread of its own, so a child that prints a lot before
/// it reads everything never blocks), and returns what `wait_with_output`
/// gives: stdout and stderr as the caller set them up (`Stdio::piped()` to
/// have them).
pub fn output_with_input(mut command: std::process::Command, input: &[u8]) -> std::process::Output {
    use std::io::Write;
    let mut child = command
        .stdin(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin is a pipe");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        // A child that ends before reading it all closes the pipe: fine.
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("the child is waited for");
    writer.join().expect("the writer thread ends");
    output
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

/// Plays `typed` (then `quit`) in accessible mode through a pipe on the
/// deal of `seed` of `game` (its id); returns stdout, the run having ended
/// well.
pub fn by_ear_through_a_pipe(game: &str, seed: u64, typed: &[String]) -> String {
    let input = typed.join("\n") + "\nquit\n";
    let run = run(&[game, "--seed", &seed.to_string(), "--accessible"], &input);
    assert_eq!(run.status, 0, "{}", run.stderr);
    run.stdout
}

/// The lines said after the `n`th (from 0) prompt line `> COMMAND` of a
/// transcript through a pipe, up to the next prompt.
pub fn said_after(out: &str, command: &str, n: usize) -> Vec<String> {
    let echo = format!("> {command}");
    let lines: Vec<&str> = out.lines().collect();
    let start = (0..lines.len())
        .filter(|&i| lines[i] == echo)
        .nth(n)
        .unwrap_or_else(|| panic!("{echo} #{n} not in {out}"));
    lines[start + 1..]
        .iter()
        .take_while(|l| !l.starts_with("> "))
        .map(|l| l.to_string())
        .collect()
}

/// `patience ARGS` as std's `Command`, run in `dir`, which is also its
/// data directory (so a save named without a directory lands there).
pub fn command_in(dir: &std::path::Path, args: &[&str]) -> std::process::Command {
    let mut command = self::command();
    command
        .args(args)
        .current_dir(dir)
        .env("PATIENCE_HOME", dir)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    command
}

/// Runs `command` (set up by [`command_in`] or [`command`], perhaps with a
/// [`limit`]) with `input` on stdin; its output as text, any invalid UTF-8
/// replaced.
pub fn run_command(command: std::process::Command, input: &str) -> Run {
    let output = output_with_input(command, input.as_bytes());
    Run {
        status: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Runs `patience ARGS` in `dir`, also its data directory, with `input`
/// on stdin.
pub fn run_in(dir: &std::path::Path, args: &[&str], input: &str) -> Run {
    run_command(command_in(dir, args), input)
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

/// 52 codes with each run of `codes` placed from its position (counted
/// from 1) on, and the other cards in new-deck order around them.
pub fn deal_placing(placed: &[(usize, &str)]) -> String {
    let all: Vec<&str> = placed.iter().map(|(_, codes)| *codes).collect();
    let deck = patience::deal::Deal::starting_with(&all.join(" "))
        .unwrap()
        .codes();
    let cards: Vec<&str> = deck.split(' ').collect();
    let count = all.join(" ").split_whitespace().count();
    let mut rest = cards[count..].iter();
    let mut order: Vec<&str> = vec![""; 52];
    for (position, codes) in placed {
        for (i, code) in codes.split_whitespace().enumerate() {
            order[position - 1 + i] = code;
        }
    }
    for slot in order.iter_mut().filter(|slot| slot.is_empty()) {
        *slot = rest.next().unwrap();
    }
    order.join(" ")
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

/// Sends the signal named `name` (`HUP`, `INT`, `QUIT`, `ABRT`, `TERM`
/// or `KILL`, as
/// kill(1) names them) to process `pid` through kill(2), so no test needs
/// a `kill` program (a minimal system has none: procps ships it).
#[cfg(unix)]
pub fn send_signal(pid: u32, name: &str) {
    let signal = match name {
        "HUP" => libc::SIGHUP,
        "INT" => libc::SIGINT,
        "QUIT" => libc::SIGQUIT,
        "ABRT" => libc::SIGABRT,
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

/// `text` without its control sequences (`ESC [ ... letter`) and its other
/// control characters but newlines: what a reader hears and a line shows.
pub fn without_escapes(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            if chars.next() == Some('[') {
                for c in chars.by_ref() {
                    if c.is_ascii_alphabetic() {
                        break;
                    }
                }
            }
        } else if c == '\n' || !c.is_control() {
            out.push(c);
        }
    }
    out
}

/// The seeds the tests have long played as each game's won deal:
/// the figures measured on them (docs/accessibility.md) stay comparable.
const PINNED_WON_SEEDS: [(patience::games::GameId, u64); 9] = [
    (patience::games::GameId::Elevens, 2),
    (patience::games::GameId::Eighteens, 2),
    (patience::games::GameId::SweetSixteen, 1),
    (patience::games::GameId::Eliminator, 1),
    (patience::games::GameId::SuitElevens, 3),
    (patience::games::GameId::BlackHole, 3),
    (patience::games::GameId::AllInARow, 11),
    (patience::games::GameId::Golf, 4),
    // The first seed from 1 whose deal the plain reference search wins
    // within 100,000 positions (it visits 78,087).
    (patience::games::GameId::TriPeaks, 57),
];

/// A seed whose deal `game` wins (checked by playing the solver's line):
/// the pinned one, or for a game without one the first seed from 1 that
/// `patience solve` says is won, so that a new game needs no entry here.
pub fn won_seed(game: patience::games::GameId) -> u64 {
    if let Some((_, seed)) = PINNED_WON_SEEDS.iter().find(|(pinned, _)| *pinned == game) {
        return *seed;
    }
    (1..=200)
        .find(|seed| {
            let run = run(&["solve", game.id(), "--seed", &seed.to_string()], "");
            run.stdout
                .lines()
                .next()
                .is_some_and(|first| first.contains(": won in "))
        })
        .unwrap_or_else(|| panic!("no deal of {game} from seed 1 to 200 is won"))
}

/// The winning line `patience solve` prints for a won deal of `game`, one
/// move a line.
pub fn winning_line(game: &str, seed: u64) -> Vec<String> {
    let run = run(&["solve", game, "--seed", &seed.to_string()], "");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let mut lines = run.stdout.lines();
    assert!(lines.next().unwrap().contains("won"), "{}", run.stdout);
    lines.map(str::to_string).collect()
}

/// A limit on a resource of a child process, set between `fork` and `exec`.
#[cfg(unix)]
#[derive(Clone, Copy, Debug)]
pub enum Limit {
    /// `RLIMIT_AS`, the address space in bytes, as `ulimit -v` sets it (in
    /// KiB): memory the child asks for past it is refused.
    AddressSpace(u64),
    /// `RLIMIT_FSIZE`, the largest file the child may write, in bytes; with
    /// SIGXFSZ ignored, a write past it fails with EFBIG, as a write fails
    /// on a full disk, without mount rights.
    FileSize(u64),
}

/// Sets `limit` on the process `command` starts (between `fork` and
/// `exec`); run it with [`output_with_input`].
#[cfg(unix)]
pub fn limit(command: &mut std::process::Command, limit: Limit) {
    use std::os::unix::process::CommandExt;
    let (resource, bytes) = match limit {
        Limit::AddressSpace(bytes) => (libc::RLIMIT_AS, bytes),
        Limit::FileSize(bytes) => (libc::RLIMIT_FSIZE, bytes),
    };
    // SAFETY: signal and setrlimit are async-signal-safe, and nothing else
    // runs between fork and exec here.
    unsafe {
        command.pre_exec(move || {
            libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            let rlimit = libc::rlimit {
                rlim_cur: bytes,
                rlim_max: bytes,
            };
            if libc::setrlimit(resource, &rlimit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

/// Makes a named pipe at `path`, through mkfifo(3), so no test needs a
/// `mkfifo` program.
#[cfg(unix)]
pub fn mkfifo(path: &std::path::Path) {
    use std::os::unix::ffi::OsStrExt;
    let name = std::ffi::CString::new(path.as_os_str().as_bytes()).expect("a path without NUL");
    // SAFETY: mkfifo only reads the name, a NUL-terminated string.
    let made = unsafe { libc::mkfifo(name.as_ptr(), 0o600) };
    assert_eq!(
        made,
        0,
        "mkfifo {}: {}",
        path.display(),
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

/// An empty data directory `name` inside the running test's
/// [`test_dir`] (so removed when the test ends), not made until the
/// program makes it.
pub fn empty_home(name: &str) -> PathBuf {
    let dir = test_dir().join(name);
    let _ = std::fs::remove_dir_all(&dir);
    dir
}
