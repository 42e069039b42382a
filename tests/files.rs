//! Files as attack surface: saved games, scripts, the record and file names
//! are data from elsewhere. Replaying one never writes a file, saving never
//! follows a planted link or writes onto a device, untrusted text never
//! reaches the terminal raw, and no file or line can grow memory without end.

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

/// A fresh directory for one test, removed when dropped.
fn scratch() -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix("patience-files-")
        .tempdir()
        .unwrap()
}

/// The output of one run of the binary.
struct Run {
    status: i32,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

impl Run {
    fn stdout(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }
    /// Standard error with the lines that were wrapped to the screen width
    /// joined again by spaces.
    fn stderr(&self) -> String {
        let text = String::from_utf8_lossy(&self.stderr);
        text.lines().collect::<Vec<_>>().join(" ")
    }
    /// Asserts that neither stream holds an escape, a bell or a bidi override.
    fn assert_nothing_raw(&self) {
        for (name, bytes) in [("stdout", &self.stdout), ("stderr", &self.stderr)] {
            let text = String::from_utf8_lossy(bytes);
            assert!(
                !text.contains(['\x1b', '\x07', '\u{202e}', '\u{9b}']),
                "{name} holds raw control text: {text:?}"
            );
        }
    }
}

/// Runs `patience ARGS` in `dir` (also its data directory) with `input` on
/// stdin, killed if it takes more than 20 seconds.
fn run_in(dir: &Path, args: &[&str], input: &[u8]) -> Run {
    let output = common::patience()
        .current_dir(dir)
        .env("PATIENCE_HOME", dir.join("home"))
        .env("HOME", dir)
        .args(args)
        .write_stdin(input.to_vec())
        .timeout(Duration::from_secs(20))
        .output()
        .unwrap();
    Run {
        status: output.status.code().unwrap_or(-1),
        stdout: output.stdout,
        stderr: output.stderr,
    }
}

/// Runs Elevens seed 42, unrecorded, in `dir` with `input` on stdin.
fn elevens_42(dir: &Path, input: &[u8]) -> Run {
    run_in(dir, &["elevens", "--seed", "42", "--no-record"], input)
}

/// The text of a real saved game of Elevens seed 42 after one move.
fn a_saved_game(dir: &Path) -> String {
    let path = dir.join("made.txt");
    let run = run_in(
        dir,
        &["elevens", "--seed", "42", "--no-record"],
        format!("remove 4 8\nsave {}\n", path.display()).as_bytes(),
    );
    assert_eq!(run.status, 0, "{}", run.stderr());
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    text
}

/// The names in `dir`, sorted.
fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn replaying_a_hostile_save_as_a_script_writes_no_file() {
    let dir = scratch();
    let victim = dir.path().join("victim.txt");
    std::fs::write(&victim, "precious\n").unwrap();
    let hostile = dir.path().join("hostile.txt");
    std::fs::write(
        &hostile,
        format!(
            "game elevens\nseed 42\nremove 4 8\nsave {}\nsave fresh.txt\nsave /dev/stdout\nstatus\n",
            victim.display()
        ),
    )
    .unwrap();
    let run = run_in(
        dir.path(),
        &["play", "--script", hostile.to_str().unwrap(), "--no-record"],
        b"",
    );
    assert_eq!(run.status, 0);
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
    assert!(!dir.path().join("fresh.txt").exists());
    assert!(!run.stdout().contains("# patience saved game"));
    let stderr = run.stderr();
    assert_eq!(
        stderr.matches("a script file is data").count(),
        3,
        "{stderr}"
    );
    assert!(run.stdout().contains("Elevens, seed 42: playing"));
    // Under --strict the first such line stops the run with status 65.
    let run = run_in(
        dir.path(),
        &["play", "--script", hostile.to_str().unwrap(), "--strict"],
        b"",
    );
    assert_eq!(run.status, 65);
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
}

#[test]
fn resuming_or_loading_a_hostile_save_writes_no_file() {
    let dir = scratch();
    let hostile = dir.path().join("hostile.txt");
    std::fs::write(&hostile, "game elevens\nseed 42\nsave written.txt\n").unwrap();
    let run = run_in(dir.path(), &["resume", "hostile.txt"], b"");
    assert_eq!(run.status, 1);
    assert!(
        run.stderr().contains("save cannot be replayed"),
        "{}",
        run.stderr()
    );
    let run = run_in(
        dir.path(),
        &["elevens", "--seed", "1", "--no-record"],
        b"load hostile.txt\n",
    );
    assert!(run.stderr().contains("save cannot be replayed"));
    assert!(!dir.path().join("written.txt").exists());
}

#[test]
fn save_typed_on_standard_input_writes_the_file() {
    let dir = scratch();
    let run = run_in(
        dir.path(),
        &["play", "elevens", "--seed", "42", "--script", "-"],
        b"remove 4 8\nsave mine.txt\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr());
    assert!(std::fs::read_to_string(dir.path().join("mine.txt"))
        .unwrap()
        .contains("remove 4 8\n"));
}

#[test]
fn saving_onto_a_device_other_than_stdout_or_null_is_refused() {
    let dir = scratch();
    let run = elevens_42(
        dir.path(),
        b"save /dev/full\nsave /dev/zero\nsave /dev/null\nsave /dev/stdout\n",
    );
    let stderr = run.stderr();
    assert_eq!(
        stderr
            .matches("it is a device, not a regular file. The game goes on.")
            .count(),
        2,
        "{stderr}"
    );
    assert!(run
        .stdout()
        .contains("Saved the game to /dev/null (0 moves)."));
    assert!(run
        .stdout()
        .contains("game elevens\nvariant standard\nseed 42\n"));
    for device in ["/dev/full", "/dev/zero", "/dev/null"] {
        assert!(std::fs::metadata(device)
            .unwrap()
            .file_type()
            .is_char_device());
    }
}

#[test]
fn a_planted_link_at_a_guessable_temporary_name_is_never_followed() {
    let dir = scratch();
    let victim = dir.path().join("victim.txt");
    std::fs::write(&victim, "precious\n").unwrap();
    let mut child = common::command()
        .args(["elevens", "--seed", "42", "--no-record"])
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    // The name a save used to write through: .NAME.PID.tmp.
    let planted = dir.path().join(format!(".game.txt.{}.tmp", child.id()));
    std::os::unix::fs::symlink(&victim, &planted).unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"save game.txt\n").unwrap();
    drop(stdin);
    assert!(child.wait().unwrap().success());
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
    let saved = dir.path().join("game.txt");
    assert!(std::fs::symlink_metadata(&saved).unwrap().is_file());
    assert!(std::fs::read_to_string(&saved).unwrap().contains("seed 42"));
    assert!(std::fs::symlink_metadata(&planted).unwrap().is_symlink());
}

#[test]
fn a_save_keeps_the_mode_of_the_file_it_replaces() {
    let dir = scratch();
    let path = dir.path().join("private.txt");
    std::fs::write(&path, a_saved_game(dir.path())).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
    let run = elevens_42(dir.path(), b"remove 4 8\nremove 5 9\nsave private.txt\n");
    assert_eq!(run.status, 0, "{}", run.stderr());
    let meta = std::fs::metadata(&path).unwrap();
    assert_eq!(meta.permissions().mode() & 0o777, 0o600);
    assert!(std::fs::read_to_string(&path)
        .unwrap()
        .contains("remove 5 9"));
    // A new file gets the usual mode: 0666 less the umask.
    let mut child = common::command();
    child
        .args(["elevens", "--seed", "42", "--no-record"])
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::null());
    unsafe {
        child.pre_exec(|| {
            libc::umask(0o022);
            Ok(())
        });
    }
    let mut child = child.spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"save new.txt\n")
        .unwrap();
    assert!(child.wait().unwrap().success());
    let mode = std::fs::metadata(dir.path().join("new.txt"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o644);
}

#[test]
fn saving_over_a_file_that_is_not_this_games_save_is_refused() {
    let dir = scratch();
    std::fs::write(dir.path().join("notes.txt"), "my notes\n").unwrap();
    std::fs::write(dir.path().join("other.txt"), a_saved_game(dir.path())).unwrap();
    let run = run_in(
        dir.path(),
        &["elevens", "--seed", "7", "--no-record"],
        b"save notes.txt\nsave other.txt\nsave mine.txt\nsave mine.txt\nstatus\n",
    );
    let stderr = run.stderr();
    assert_eq!(
        stderr
            .matches("that file exists and is not a save of this game")
            .count(),
        2,
        "{stderr}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("notes.txt")).unwrap(),
        "my notes\n"
    );
    assert!(std::fs::read_to_string(dir.path().join("other.txt"))
        .unwrap()
        .contains("seed 42"));
    assert_eq!(
        run.stdout().matches("Saved the game to mine.txt").count(),
        2
    );
}

#[test]
fn a_tilde_in_a_saved_file_name_means_the_home_directory() {
    let dir = scratch();
    let run = elevens_42(
        dir.path(),
        b"remove 4 8\nsave ~/tilde.txt\nload ~/tilde.txt\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr());
    assert!(dir.path().join("tilde.txt").is_file());
    assert!(run
        .stdout()
        .contains("Saved the game to ~/tilde.txt (1 move)."));
    assert!(run.stdout().contains("Resumed ~/tilde.txt"));
}

#[test]
fn a_failed_save_under_strict_stops_without_saying_the_game_goes_on() {
    let dir = scratch();
    let run = run_in(
        dir.path(),
        &["elevens", "--seed", "42", "--no-record", "--strict"],
        b"save /nonexistent/dir/game.txt\nstatus\n",
    );
    assert_eq!(run.status, 65);
    let stderr = run.stderr();
    assert!(
        stderr.starts_with("Line 1: Could not save to /nonexistent/dir/game.txt: "),
        "{stderr}"
    );
    assert!(!stderr.contains("goes on"), "{stderr}");
    assert!(!run.stdout().contains("playing"));
}

#[test]
fn a_signal_during_a_save_leaves_no_temporary_file() {
    // Saves run back to back; the signal lands while one is being written
    // in most rounds (a save is mostly its fsync). Before the temporary file
    // was removed on a signal, most rounds left one behind.
    let dir = scratch();
    let saves = "save game.txt\n".repeat(100_000);
    for round in 0..5 {
        let mut child = common::command()
            .args(["elevens", "--seed", "42", "--no-record"])
            .current_dir(dir.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let input = saves.clone();
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(input.as_bytes());
        });
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        let mut saved = 0;
        while saved < 20 + round * 7 {
            line.clear();
            assert!(stdout.read_line(&mut line).unwrap() > 0);
            if line.starts_with("Saved the game") {
                saved += 1;
            }
        }
        common::send_signal(child.id(), "TERM");
        // Read on to the end: a closed pipe would end it before the signal.
        std::io::copy(&mut stdout, &mut std::io::sink()).unwrap();
        assert_eq!(child.wait().unwrap().code(), Some(143));
        let _ = writer.join();
        assert_eq!(names_in(dir.path()), ["game.txt"], "round {round}");
    }
}

#[test]
fn escape_sequences_in_a_save_file_reach_the_terminal_escaped() {
    let dir = scratch();
    std::fs::write(
        dir.path().join("title.txt"),
        "game \x1b]0;owned\x07\x1b[2J\u{202e}\nseed 42\n",
    )
    .unwrap();
    let run = run_in(dir.path(), &["resume", "title.txt"], b"");
    assert_eq!(run.status, 1);
    run.assert_nothing_raw();
    assert!(
        run.stderr().contains("\\e]0;owned\\a\\e[2J\\u{202e}"),
        "{}",
        run.stderr()
    );
    let run = run_in(
        dir.path(),
        &["play", "--script", "title.txt", "--no-record"],
        b"",
    );
    assert_eq!(run.status, 1);
    run.assert_nothing_raw();
    assert!(run.stderr().contains("\\e]0;owned"), "{}", run.stderr());
}

#[test]
fn a_file_name_with_escape_sequences_is_shown_escaped() {
    let dir = scratch();
    let run = elevens_42(
        dir.path(),
        "save \x1b[2J/\u{202e}x.txt\nload \x1b]0;t\x07.txt\n".as_bytes(),
    );
    run.assert_nothing_raw();
    let stderr = run.stderr();
    assert!(
        stderr.contains("Could not save to \\e[2J/\\u{202e}x.txt: "),
        "{stderr}"
    );
    assert!(
        stderr.contains("Could not load \\e]0;t\\a.txt: "),
        "{stderr}"
    );
    let name = "\x1b]0;t\x07.txt";
    let run = run_in(dir.path(), &["resume", name], b"");
    run.assert_nothing_raw();
    assert!(run
        .stderr()
        .starts_with("Could not resume \\e]0;t\\a.txt: "));
    let run = run_in(dir.path(), &["play", "elevens", "--script", name], b"");
    run.assert_nothing_raw();
    assert!(run
        .stderr()
        .starts_with("Could not open the script \\e]0;t\\a.txt: "));
}

#[test]
fn a_bidi_override_typed_at_the_prompt_is_echoed_and_quoted_escaped() {
    let dir = scratch();
    let run = elevens_42(dir.path(), "remove \u{202e}7h 4\n\u{202e}show\n".as_bytes());
    run.assert_nothing_raw();
    assert!(run.stdout().contains("> remove \\u{202e}7h 4\n"));
    assert!(run.stderr().contains("\"\\u{202e}7h\""), "{}", run.stderr());
    assert!(
        run.stderr().contains("\"\\u{202e}show\""),
        "{}",
        run.stderr()
    );
}

#[test]
fn escape_sequences_in_arguments_are_quoted_escaped_in_usage_errors() {
    let dir = scratch();
    let cases: [&[&str]; 4] = [
        &["play", "el\x1b]0;x\x07"],
        &["play", "elevens", "--deck", "7H \x1b[2J 4C"],
        &["play", "elevens", "--variant", "\x1b[2J"],
        &["rules", "\u{202e}ab"],
    ];
    for args in cases {
        let run = run_in(dir.path(), args, b"");
        assert_eq!(run.status, 2, "{args:?}");
        run.assert_nothing_raw();
        assert!(
            run.stderr().contains("\\e") || run.stderr().contains("\\u{202e}"),
            "{}",
            run.stderr()
        );
    }
}

/// A record line of Elevens with `variant` as its variant.
fn record_line(variant: &str) -> String {
    format!("2026-01-01T00:00:00Z\televens\t{variant}\tseed 1\twon\t52\t10\t0\t0\n")
}

#[test]
fn a_hostile_variant_in_the_record_is_skipped_and_never_printed_raw() {
    let dir = scratch();
    let home = dir.path().join("home");
    std::fs::create_dir_all(&home).unwrap();
    let huge = "v".repeat(20_000_000);
    let text = record_line("\x1b]0;owned\x07") + &record_line(&huge) + &record_line("standard");
    std::fs::write(home.join("records.tsv"), text).unwrap();
    let run = run_in(dir.path(), &["stats"], b"");
    assert_eq!(run.status, 0, "{}", run.stderr());
    run.assert_nothing_raw();
    let (stdout, stderr) = (run.stdout(), run.stderr());
    assert!(stdout.contains("Elevens: 1 played"), "{stdout}");
    assert!(
        stderr.contains("Skipped line 1 of ") && stderr.contains("Skipped line 2 of "),
        "{stderr}"
    );
    assert!(
        stdout.lines().chain(stderr.lines()).all(|l| l.len() < 200),
        "a line is too long"
    );
}

#[test]
fn a_long_file_name_gives_a_short_error_line() {
    let dir = scratch();
    let name = "n".repeat(100_000);
    let run = run_in(dir.path(), &["resume", &name], b"");
    assert_eq!(run.status, 1);
    assert_eq!(run.stderr().lines().count(), 1);
    assert!(run.stderr().len() < 250, "{}", run.stderr().len());
    let run = run_in(dir.path(), &["play", "elevens", "--script", &name], b"");
    assert!(run.stderr().len() < 250, "{}", run.stderr().len());
}

#[test]
fn resume_and_script_refuse_an_endless_device_at_once() {
    let dir = scratch();
    let started = Instant::now();
    let run = run_in(dir.path(), &["resume", "/dev/zero"], b"");
    assert_eq!(run.status, 1);
    assert_eq!(
        run.stderr(),
        "Could not resume /dev/zero: it is a device, not a regular file."
    );
    let run = run_in(
        dir.path(),
        &["play", "elevens", "--script", "/dev/zero"],
        b"",
    );
    assert_eq!(run.status, 1);
    assert_eq!(
        run.stderr(),
        "Could not open the script /dev/zero: it is a device, not a regular file."
    );
    let run = run_in(
        dir.path(),
        &["elevens", "--no-record", "--strict"],
        b"load /dev/zero\n",
    );
    assert_eq!(run.status, 65);
    assert!(run.stderr().contains("it is a device"));
    assert!(started.elapsed() < Duration::from_secs(15));
}

#[test]
fn a_saved_game_larger_than_16_mebibytes_is_refused_unread() {
    let dir = scratch();
    let mut text = a_saved_game(dir.path());
    text.push_str(&"# padding\n".repeat(1_700_000));
    std::fs::write(dir.path().join("big.txt"), text).unwrap();
    let run = run_in(dir.path(), &["resume", "big.txt"], b"");
    assert_eq!(run.status, 1);
    assert_eq!(
        run.stderr(),
        "Could not resume big.txt: it is larger than 16 MiB, larger than any game this program saves."
    );
}

#[test]
fn an_endless_line_on_standard_input_is_skipped_in_bounded_memory() {
    let dir = scratch();
    let mut input = vec![b'x'; 50_000_000];
    input.extend_from_slice(b"\nstatus\n");
    let run = elevens_42(dir.path(), &input);
    assert_eq!(run.status, 0);
    assert_eq!(
        run.stderr(),
        "Line 1 is longer than 4096 bytes and was skipped."
    );
    assert!(run.stdout().contains("Elevens, seed 42: playing"));
    let run = run_in(
        dir.path(),
        &["elevens", "--seed", "42", "--no-record", "--strict"],
        &input,
    );
    assert_eq!(run.status, 65);
}

#[test]
fn a_named_pipe_given_to_save_load_or_resume_never_blocks() {
    let dir = scratch();
    let fifo = dir.path().join("pipe");
    common::mkfifo(&fifo);
    let started = Instant::now();
    let run = elevens_42(dir.path(), b"save pipe\nload pipe\nstatus\n");
    let stderr = run.stderr();
    assert!(
        stderr.contains("Could not save to pipe: it is a named pipe, not a regular file."),
        "{stderr}"
    );
    assert!(
        stderr.contains("Could not load pipe: it is a named pipe, not a regular file."),
        "{stderr}"
    );
    assert!(run.stdout().contains("playing"));
    let run = run_in(dir.path(), &["resume", "pipe"], b"");
    assert_eq!(run.status, 1);
    assert!(run.stderr().contains("it is a named pipe"));
    assert!(started.elapsed() < Duration::from_secs(15));
}

#[test]
fn a_save_that_gives_its_deal_or_game_twice_is_refused() {
    let dir = scratch();
    let deck = String::from_utf8(
        common::patience()
            .args(["deck", "elevens", "--seed", "3"])
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    let cases = [
        (
            format!("game elevens\nseed 42\ndeck {deck}"),
            "Line 3: a saved game gives its deal, by a seed or a deck line, once; this deck line is a second.",
        ),
        (
            "game elevens\ngame eighteens\nseed 42\n".to_string(),
            "Line 2: a saved game gives its game once; this game line is a second.",
        ),
        (
            "game elevens\nseed 1\nseed 42\n".to_string(),
            "Line 3: a saved game gives its deal, by a seed or a deck line, once; this seed line is a second.",
        ),
    ];
    for (text, sentence) in cases {
        std::fs::write(dir.path().join("twice.txt"), &text).unwrap();
        let run = run_in(dir.path(), &["resume", "twice.txt"], b"");
        assert_eq!(run.status, 1, "{text}");
        assert_eq!(
            run.stderr(),
            format!("Could not resume twice.txt: {sentence}")
        );
    }
}

/// Runs a game of Elevens seed 42 with one move, its data directory in
/// `home`, and writes to files limited to `limit` bytes (see
/// [`play_on_a_full_disk`]).
fn play_with_file_size_limit(home: &Path, limit: Option<u64>) -> Run {
    play_on_a_full_disk(home, limit, &["--record"], "remove 4 8\n")
}

/// Runs a game of Elevens seed 42 in `dir` (also its data directory) with
/// `input`, its writes to files limited to `limit` bytes
/// ([`common::Limit::FileSize`], as a full disk would).
fn play_on_a_full_disk(dir: &Path, limit: Option<u64>, extra: &[&str], input: &str) -> Run {
    let args: Vec<&str> = ["elevens", "--seed", "42"]
        .into_iter()
        .chain(extra.iter().copied())
        .collect();
    let mut command = common::command_in(dir, &args);
    if let Some(bytes) = limit {
        common::limit(&mut command, common::Limit::FileSize(bytes));
    }
    std::fs::create_dir_all(dir).unwrap();
    let output = common::output_with_input(command, input.as_bytes());
    Run {
        status: output.status.code().unwrap_or(-1),
        stdout: output.stdout,
        stderr: output.stderr,
    }
}

#[test]
fn a_record_append_that_fails_on_a_full_disk_is_rolled_back() {
    let dir = scratch();
    let home = dir.path().join("home");
    let records = home.join("records.tsv");
    assert_eq!(play_with_file_size_limit(&home, None).status, 0);
    let first = std::fs::read(&records).unwrap();
    // Room for 20 more bytes: the next line is cut, the write fails.
    let run = play_with_file_size_limit(&home, Some(first.len() as u64 + 20));
    assert_eq!(run.status, 0);
    assert!(
        run.stderr().contains("Could not record the game in ")
            && run.stderr().contains("larger than this program may write"),
        "{}",
        run.stderr()
    );
    assert_eq!(
        std::fs::read(&records).unwrap(),
        first,
        "no half line is left"
    );
    // Once there is room again, the next record is a whole line of its own.
    assert_eq!(play_with_file_size_limit(&home, None).status, 0);
    let text = std::fs::read_to_string(&records).unwrap();
    assert_eq!(text.lines().count(), 2, "{text}");
    assert!(text.lines().all(|l| l
        .contains("\televens\tstandard\tseed 42\tabandoned\t2\t1\t0\t0\tclean\t")
        && l.len() < 100));
}

#[test]
fn a_save_that_fails_on_a_full_disk_keeps_the_earlier_file_and_the_game() {
    let dir = scratch();
    let run = play_on_a_full_disk(dir.path(), None, &[], "save game.txt\n");
    assert_eq!(run.status, 0, "{}", run.stderr());
    let earlier = std::fs::read(dir.path().join("game.txt")).unwrap();
    let run = play_on_a_full_disk(
        dir.path(),
        Some(100),
        &[],
        "remove 4 8\nsave game.txt\nstatus\n",
    );
    assert_eq!(run.status, 0);
    assert_eq!(
        run.stderr(),
        "Could not save to game.txt: the file would be larger than this program may write. The game goes on."
    );
    assert!(run.stdout().contains("Elevens, seed 42: playing; stock 41"));
    assert_eq!(std::fs::read(dir.path().join("game.txt")).unwrap(), earlier);
    let names = names_in(dir.path());
    assert!(names.iter().all(|n| !n.starts_with('.')), "{names:?}");
}

#[test]
fn a_record_that_is_a_named_pipe_is_refused_without_blocking() {
    let dir = scratch();
    let home = dir.path().join("home");
    std::fs::create_dir_all(&home).unwrap();
    common::mkfifo(&home.join("records.tsv"));
    let run = run_in(
        dir.path(),
        &["elevens", "--seed", "42", "--record"],
        b"remove 4 8\n",
    );
    assert_eq!(run.status, 0);
    assert!(
        run.stderr().contains(": it is not a regular file."),
        "{}",
        run.stderr()
    );
}

#[test]
fn a_record_locked_by_another_program_is_given_up_after_a_few_seconds() {
    let dir = scratch();
    let home = dir.path().join("home");
    std::fs::create_dir_all(&home).unwrap();
    let records = home.join("records.tsv");
    let holder = std::fs::File::create(&records).unwrap();
    holder.lock().unwrap();
    let started = Instant::now();
    let run = run_in(
        dir.path(),
        &["elevens", "--seed", "42", "--record"],
        b"remove 4 8\n",
    );
    let waited = started.elapsed();
    assert_eq!(run.status, 0);
    assert!(
        run.stderr()
            .contains("another program kept it locked for 5 seconds."),
        "{}",
        run.stderr()
    );
    assert!(waited >= Duration::from_secs(5) && waited < Duration::from_secs(15));
    assert_eq!(std::fs::read(&records).unwrap(), b"");
    drop(holder);
}

/// A save killed while it wrote leaves its temporary file; the next save
/// into that directory removes it, and leaves alone the temporary file of
/// a save still running in another process, and any other file.
#[test]
fn a_temporary_file_a_killed_save_left_is_removed_at_the_next_save() {
    let dir = scratch();
    let mut ended = std::process::Command::new("true").spawn().unwrap();
    let dead = ended.id();
    ended.wait().unwrap();
    let mut running = std::process::Command::new("sleep")
        .arg("30")
        .spawn()
        .unwrap();
    let live = running.id();
    let stale = format!(".patience-save-{dead}-a1b2c3.tmp");
    let busy = format!(".patience-save-{live}-d4e5f6.tmp");
    for name in [&stale, &busy, &".patience-save-xyz.tmp".to_string()] {
        std::fs::write(dir.path().join(name), "half a save").unwrap();
    }
    let run = elevens_42(dir.path(), b"remove 4 8\nsave game.txt\n");
    running.kill().unwrap();
    running.wait().unwrap();
    assert_eq!(run.status, 0, "{}", run.stderr());
    let names = names_in(dir.path());
    assert!(!names.contains(&stale), "{names:?}");
    assert!(names.contains(&busy), "{names:?}");
    assert!(
        names.contains(&".patience-save-xyz.tmp".to_string()),
        "{names:?}"
    );
    assert!(names.contains(&"game.txt".to_string()), "{names:?}");
}

/// `--script` says what it was doing and of which file: an unreadable
/// script (`/proc/self/mem`) is "Could not read the script ...", a file
/// that names no game says so (not "give a saved game with --script"), and
/// `/dev/null` is an empty script, not a refused device.
#[test]
fn script_errors_name_what_was_being_done_and_dev_null_is_an_empty_script() {
    let dir = scratch();
    let flat = |bytes: &[u8]| {
        let text = String::from_utf8_lossy(bytes).into_owned();
        text.split_whitespace().collect::<Vec<&str>>().join(" ")
    };
    let mem = run_in(dir.path(), &["play", "--script", "/proc/self/mem"], b"");
    assert_eq!(mem.status, 1);
    assert!(
        flat(&mem.stderr).starts_with("Could not read the script /proc/self/mem: "),
        "{}",
        mem.stderr()
    );
    std::fs::write(dir.path().join("notes.txt"), "hello\n").unwrap();
    let notes = run_in(dir.path(), &["play", "--script", "notes.txt"], b"");
    assert_eq!(notes.status, 2);
    assert!(
        flat(&notes.stderr).starts_with("notes.txt does not say which game it is"),
        "{}",
        notes.stderr()
    );
    let null = run_in(
        dir.path(),
        &[
            "play",
            "elevens",
            "--seed",
            "42",
            "--no-record",
            "--script",
            "/dev/null",
        ],
        b"",
    );
    assert_eq!(null.status, 0, "{}", null.stderr());
}
