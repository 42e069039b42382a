//! Signals end the program cleanly: a hang-up, an interrupt or a termination
//! request in the middle of a game records it as abandoned with a complete
//! record line, puts the terminal back as it was, and exits with 128 plus the
//! signal number, within a bounded time even when the record cannot be
//! written. A terminal that hangs up (the SSH link drops: the pseudo-terminal's
//! master closes) is the same as SIGHUP, every time.

use crate::common;

use std::ffi::CStr;
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Read, Write};
use std::os::fd::{AsRawFd, FromRawFd};
use std::os::unix::fs::OpenOptionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

/// How long a signalled program may take to end; leaving waits at most two
/// seconds for the record, so this leaves room for a busy machine.
const END_WITHIN: Duration = Duration::from_secs(10);

/// The record line of Elevens seed 42 abandoned after `remove 4 8`.
const ABANDONED_AFTER_ONE_MOVE: &str =
    "\televens\tstandard\tseed 42\tabandoned\t2\t1\t0\t0\tclean\t";

/// A fresh, missing data directory for one test.
fn home(name: &str) -> PathBuf {
    let home = common::test_dir().join(name);
    let _ = std::fs::remove_dir_all(&home);
    let _ = std::fs::remove_file(&home);
    home
}

/// Waits for `child` to end, at most [`END_WITHIN`]; its exit code. A
/// program still running then is killed and the test fails.
fn exit_code(child: &mut Child, what: &str) -> i32 {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status.code().unwrap_or(-1);
        }
        if start.elapsed() > END_WITHIN {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{what}: still running {END_WITHIN:?} after the signal");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn kill(child: &Child, signal: &str) {
    common::send_signal(child.id(), signal);
}

/// Plays `remove 4 8` on Elevens seed 42 from a pipe, sends `signal`, and
/// returns the exit code and stderr.
fn signal_after_a_move(home: &Path, signal: &str) -> (i32, String) {
    let mut child = common::command()
        .args(["elevens", "--seed", "42", "--record"])
        .env("PATIENCE_HOME", home)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"remove 4 8\n").unwrap();
    stdin.flush().unwrap();
    // Wait until the move has been played and reported.
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    while !line.starts_with("Removed 6C and 5D") {
        line.clear();
        assert!(
            stdout.read_line(&mut line).unwrap() > 0,
            "the move is reported"
        );
    }
    kill(&child, signal);
    let code = exit_code(&mut child, signal);
    drop(stdin);
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    (code, stderr)
}

fn signal_mid_game(signal: &str, expected_status: i32) {
    let home = home(signal);
    let (code, _) = signal_after_a_move(&home, signal);
    assert_eq!(code, expected_status, "{signal}");
    let record = std::fs::read_to_string(home.join("records.tsv")).unwrap();
    assert_eq!(record.lines().count(), 1, "{record}");
    assert!(record.ends_with('\n'), "the record line is complete");
    assert!(record.contains(ABANDONED_AFTER_ONE_MOVE), "{record}");
    std::fs::remove_dir_all(&home).unwrap();
}

#[test]
fn a_game_interrupted_by_a_hang_up_is_recorded_as_abandoned() {
    signal_mid_game("HUP", 129);
}

#[test]
fn an_interrupt_in_script_mode_records_the_game_and_ends_cleanly() {
    signal_mid_game("INT", 130);
}

#[test]
fn a_termination_request_records_the_game_and_ends_cleanly() {
    signal_mid_game("TERM", 143);
}

/// SIGQUIT (Ctrl-\\ at a plain prompt, or `kill -QUIT`) is a request to
/// end like SIGTERM: the game is recorded and the program exits 131.
#[test]
fn a_quit_signal_records_the_game_and_exits_131() {
    signal_mid_game("QUIT", 131);
}

/// SIGABRT is what an abort raises (memory refused to an allocation that
/// cannot fail, a panic that cannot unwind): the game in progress is
/// recorded before the program ends, with 134.
#[test]
fn an_abort_records_the_game_before_the_program_ends_with_134() {
    signal_mid_game("ABRT", 134);
}

/// At a plain prompt (`TERM=dumb`, no line editor) the terminal sends
/// SIGQUIT for Ctrl-\\: the game is recorded, the terminal left as it was,
/// and the program exits 131.
#[test]
fn ctrl_backslash_at_a_plain_prompt_records_the_game_and_exits_131() {
    let home = home("pty-quit");
    let mut pty = OnPty::spawn(&home, "dumb");
    let prompt = pty.expect("> ", 0);
    pty.send("remove 4 8\r");
    let reported = pty.expect("Removed 6C and 5D", prompt);
    pty.expect("> ", reported);
    pty.send("\x1c");
    assert_eq!(exit_code(&mut pty.child, "Ctrl-\\"), 131);
    let after = termios_of(&pty.master);
    assert_eq!(after.c_lflag, pty.initial.c_lflag);
    let record = std::fs::read_to_string(home.join("records.tsv")).unwrap();
    assert!(record.contains(ABANDONED_AFTER_ONE_MOVE), "{record}");
}

#[test]
fn with_the_data_directory_a_file_every_signal_still_ends_the_program() {
    let home = home("home-is-a-file");
    std::fs::write(&home, "a file where the data directory should be").unwrap();
    for (signal, status) in [("TERM", 143), ("INT", 130), ("HUP", 129), ("QUIT", 131)] {
        let (code, stderr) = signal_after_a_move(&home, signal);
        assert_eq!(code, status, "{signal}: {stderr}");
        assert!(
            stderr.contains("Could not record the game"),
            "{signal}: {stderr}"
        );
    }
    std::fs::remove_file(&home).unwrap();
}

#[test]
fn a_fifo_as_the_record_file_does_not_keep_sigterm_from_ending_the_program() {
    let home = home("fifo");
    std::fs::create_dir_all(&home).unwrap();
    let fifo = std::ffi::CString::new(
        home.join("records.tsv")
            .into_os_string()
            .into_encoded_bytes(),
    )
    .unwrap();
    assert_eq!(unsafe { libc::mkfifo(fifo.as_ptr(), 0o600) }, 0);
    let started = Instant::now();
    let (code, stderr) = signal_after_a_move(&home, "TERM");
    assert_eq!(code, 143, "{stderr}");
    assert!(stderr.contains("record"), "one sentence says so: {stderr}");
    assert!(started.elapsed() < END_WITHIN);
    std::fs::remove_dir_all(&home).unwrap();
}

#[test]
fn a_record_locked_by_another_process_does_not_keep_sigterm_from_ending_the_program() {
    let home = home("locked");
    std::fs::create_dir_all(&home).unwrap();
    let path = home.join("records.tsv");
    let holder = File::create(&path).unwrap();
    holder.lock().unwrap();
    let (code, stderr) = signal_after_a_move(&home, "TERM");
    assert_eq!(code, 143, "{stderr}");
    assert!(stderr.contains("record"), "one sentence says so: {stderr}");
    holder.unlock().unwrap();
    let record = std::fs::read_to_string(&path).unwrap();
    assert!(
        record.is_empty() || record.ends_with('\n'),
        "no half-written line: {record:?}"
    );
    std::fs::remove_dir_all(&home).unwrap();
}

/// The program on a pseudo-terminal of its own, as over SSH: the terminal
/// is its controlling terminal, in a session of its own, and the test holds
/// the only master side.
struct OnPty {
    master: File,
    child: Child,
    seen: Vec<u8>,
    /// The terminal's settings before the program started.
    initial: libc::termios,
}

impl OnPty {
    /// Starts Elevens seed 42 on a new pseudo-terminal with `TERM` set to
    /// `term` (`xterm`: the line editor; `dumb`: a plain prompt).
    fn spawn(home: &Path, term: &str) -> OnPty {
        // SAFETY: plain libc calls on a descriptor we own; the name buffer
        // is large enough and NUL-terminated by ptsname_r on success.
        let (master, slave_name) = unsafe {
            let master = libc::posix_openpt(libc::O_RDWR | libc::O_NOCTTY | libc::O_CLOEXEC);
            assert!(master >= 0, "{}", std::io::Error::last_os_error());
            assert_eq!(libc::grantpt(master), 0);
            assert_eq!(libc::unlockpt(master), 0);
            let mut name = [0 as libc::c_char; 128];
            assert_eq!(libc::ptsname_r(master, name.as_mut_ptr(), name.len()), 0);
            let name = CStr::from_ptr(name.as_ptr()).to_str().unwrap().to_owned();
            (File::from_raw_fd(master), name)
        };
        let slave = OpenOptions::new()
            .read(true)
            .write(true)
            .custom_flags(libc::O_NOCTTY)
            .open(&slave_name)
            .unwrap();
        let mut command = common::command();
        command
            .args(["elevens", "--seed", "42"])
            .env("PATIENCE_HOME", home)
            .env("TERM", term)
            .env("NO_COLOR", "1")
            .env_remove("PATIENCE_ACCESSIBLE")
            .stdin(slave.try_clone().unwrap())
            .stdout(slave.try_clone().unwrap())
            .stderr(slave);
        // SAFETY: only async-signal-safe calls between fork and exec.
        unsafe {
            command.pre_exec(|| {
                if libc::setsid() < 0 || libc::ioctl(0, libc::TIOCSCTTY, 0) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let initial = termios_of(&master);
        let child = command.spawn().unwrap();
        // The command's copies of the slave side are closed here.
        drop(command);
        OnPty {
            master,
            child,
            seen: Vec::new(),
            initial,
        }
    }

    /// Reads what the program prints until `text` has appeared after
    /// `from` (a position in everything seen); the position after it.
    fn expect(&mut self, text: &str, from: usize) -> usize {
        let deadline = Instant::now() + END_WITHIN;
        loop {
            if let Some(at) = self.seen[from.min(self.seen.len())..]
                .windows(text.len())
                .position(|w| w == text.as_bytes())
            {
                return from + at + text.len();
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "{text:?} never came: {:?}",
                String::from_utf8_lossy(&self.seen)
            );
            let mut poll = libc::pollfd {
                fd: self.master.as_raw_fd(),
                events: libc::POLLIN,
                revents: 0,
            };
            // SAFETY: one valid pollfd.
            if unsafe { libc::poll(&mut poll, 1, left.as_millis() as i32) } > 0 {
                let mut buffer = [0u8; 4096];
                match self.master.read(&mut buffer) {
                    Ok(n) if n > 0 => self.seen.extend_from_slice(&buffer[..n]),
                    _ => std::thread::sleep(Duration::from_millis(10)),
                }
            }
        }
    }

    /// Types `text` at the terminal.
    fn send(&mut self, text: &str) {
        self.master.write_all(text.as_bytes()).unwrap();
    }
}

/// A terminal's settings, read through its master side.
fn termios_of(master: &File) -> libc::termios {
    let mut termios = std::mem::MaybeUninit::<libc::termios>::zeroed();
    // SAFETY: tcgetattr fills the termios when it returns 0.
    unsafe {
        assert_eq!(
            libc::tcgetattr(master.as_raw_fd(), termios.as_mut_ptr()),
            0,
            "{}",
            std::io::Error::last_os_error()
        );
        termios.assume_init()
    }
}

/// Plays a move on a pseudo-terminal with `TERM=term`, hangs up, and checks
/// the exit status and the record, `runs` times. When the link drops,
/// reads and writes fail with EIO and SIGHUP arrives, in either order; the
/// three timings put the hang-up at the prompt, right after the move is
/// reported, and in the middle of output.
fn hang_up_after_a_move(term: &str, runs: usize) {
    for run in 0..runs {
        let home = home(&format!("pty-hang-up-{term}-{run}"));
        let mut pty = OnPty::spawn(&home, term);
        let prompt = pty.expect("> ", 0);
        pty.send("remove 4 8\r");
        let reported = pty.expect("Removed 6C and 5D", prompt);
        match run % 3 {
            0 => {
                pty.expect("> ", reported);
            }
            1 => {}
            _ => pty.send("show\rstatus\rhelp\r"),
        }
        let OnPty {
            master, mut child, ..
        } = pty;
        drop(master);
        let code = exit_code(&mut child, "hang-up");
        assert_eq!(code, 129, "run {run}");
        let record = std::fs::read_to_string(home.join("records.tsv"))
            .unwrap_or_else(|e| panic!("run {run}: no record: {e}"));
        assert_eq!(record.lines().count(), 1, "run {run}: {record}");
        assert!(
            record.contains(ABANDONED_AFTER_ONE_MOVE),
            "run {run}: {record}"
        );
        std::fs::remove_dir_all(&home).unwrap();
    }
}

#[test]
fn a_hang_up_in_a_game_with_moves_exits_129_and_records_it_every_time() {
    hang_up_after_a_move("xterm", 21);
}

#[test]
fn a_hang_up_at_a_plain_prompt_exits_129_and_records_the_game_every_time() {
    hang_up_after_a_move("dumb", 9);
}

#[test]
fn sigterm_at_the_prompt_restores_echo_and_bracketed_paste_then_exits_143() {
    let home = home("pty-term");
    let mut pty = OnPty::spawn(&home, "xterm");
    let before = pty.initial;
    assert!(
        before.c_lflag & libc::ECHO != 0,
        "a terminal starts with echo"
    );
    // The line editor turns raw mode and bracketed paste on, then prompts.
    let prompt = pty.expect("> ", 0);
    kill(&pty.child, "TERM");
    // Bracketed paste is turned off again on the way out.
    pty.expect("\x1b[?2004l", prompt);
    assert_eq!(exit_code(&mut pty.child, "TERM"), 143);
    let after = termios_of(&pty.master);
    assert!(after.c_lflag & libc::ECHO != 0, "echo is back on");
    assert!(after.c_lflag & libc::ICANON != 0, "line mode is back on");
    assert_eq!(after.c_lflag, before.c_lflag);
    assert_eq!(after.c_iflag, before.c_iflag);
    assert_eq!(after.c_oflag, before.c_oflag);
    let _ = std::fs::remove_dir_all(&home);
}
