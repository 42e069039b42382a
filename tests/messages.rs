//! Messages and exit statuses at the edges: errors from the system said
//! once in the program's own words, what leaving a game says when the
//! record cannot be written, output that cannot be written, signals
//! during the commands other than `play`, summaries `merge` must refuse,
//! and the words of number errors and the node limit.

use crate::common;

use expectrl::Expect;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

/// Stdout, stderr and the status of a finished child.
struct Ended {
    status: std::process::ExitStatus,
    stdout: String,
    stderr: String,
}

/// Runs `command` with `input` on stdin to its end.
fn ended(mut command: std::process::Command, input: &str) -> Ended {
    command.stdout(Stdio::piped());
    ended_writing_where_it_was_told(command, input)
}

/// Runs `command` with `input` on stdin to its end, its stdout left as it
/// was set up.
fn ended_writing_where_it_was_told(mut command: std::process::Command, input: &str) -> Ended {
    command.stderr(Stdio::piped());
    let output = common::output_with_input(command, input.as_bytes());
    Ended {
        status: output.status,
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// A recorded game of Elevens seed 1, its data directory `home`: one move,
/// then `quit`.
fn one_move_then_quit(home: &Path) -> std::process::Command {
    let mut command = common::command();
    command
        .args(["elevens", "--seed", "1", "--record"])
        .env("PATIENCE_HOME", home);
    command
}

/// Checks that `said` is in words: no system error code, no temporary
/// file, no sentence twice.
fn said_once_in_words(said: &str) {
    for raw in [
        "os error",
        ".tmp",
        ".patience-save",
        "File exists",
        "File too large",
    ] {
        assert!(!said.contains(raw), "{raw:?} in {said:?}");
    }
    let sentences: Vec<&str> = said
        .split_inclusive(['.', '\n'])
        .map(str::trim)
        .filter(|s| s.len() > 1)
        .collect();
    for (i, sentence) in sentences.iter().enumerate() {
        assert!(
            !sentences[..i].contains(sentence),
            "said twice: {sentence:?} in {said:?}"
        );
    }
}

/// Leaves SIGXFSZ at its default action in the process `command` starts,
/// as a shell leaves it, after [`common::limit`] has ignored it.
fn sigxfsz_at_its_default(command: &mut std::process::Command) {
    // SAFETY: signal is async-signal-safe, and nothing else runs between
    // fork and exec here.
    unsafe {
        command.pre_exec(|| {
            libc::signal(libc::SIGXFSZ, libc::SIG_DFL);
            Ok(())
        });
    }
}

#[test]
fn raw_os_error_strings_become_one_sentence_in_the_programs_voice_said_once() {
    // Where no file can be made (even by root).
    let out = ended(one_move_then_quit(Path::new("/proc")), "remove 3 5\nquit\n");
    said_once_in_words(&out.stderr);
    assert!(
        out.stderr.contains("Could not record the game"),
        "{}",
        out.stderr
    );

    // A data directory that is a file.
    let file = common::fresh_dir("file").join("data");
    std::fs::write(&file, "").unwrap();
    let out = ended(one_move_then_quit(&file), "remove 3 5\nquit\n");
    said_once_in_words(&out.stderr);
    assert!(
        out.stderr.contains("is a file, not a directory"),
        "{}",
        out.stderr
    );

    // Files may not grow at all (`ulimit -f 0`), SIGXFSZ ignored.
    let mut command = one_move_then_quit(&common::home());
    common::limit(&mut command, common::Limit::FileSize(0));
    let out = ended(command, "remove 3 5\nquit\n");
    said_once_in_words(&out.stderr);
    assert!(
        out.stderr.contains("larger than this program may write"),
        "{}",
        out.stderr
    );

    // Worker threads the system will not start: 256 stacks under a cap of
    // about 195 MiB of address space.
    let mut command = common::command();
    command.args(["simulate", "elevens", "--deals", "10", "--threads", "256"]);
    common::limit(&mut command, common::Limit::AddressSpace(200_000 * 1024));
    let out = ended(command, "");
    assert_eq!(out.status.code(), Some(1), "{}", out.stderr);
    said_once_in_words(&out.stderr);
    assert!(
        out.stderr.contains("Could not start the worker threads"),
        "{}",
        out.stderr
    );
}

/// Under a cap on address space, `simulate` asks for its threads' room
/// before it starts any: with more threads than the cap holds it says so,
/// every time, instead of starting some and aborting when one of them
/// cannot get its signal stack. Two threads still run.
#[test]
fn simulate_refuses_threads_the_address_space_cannot_hold_before_starting_any() {
    let cap = common::Limit::AddressSpace(200_000 * 1024);
    for _ in 0..3 {
        for threads in ["60", "100", "256"] {
            let mut command = common::command();
            command.args(["simulate", "elevens", "--deals", "40", "--threads", threads]);
            common::limit(&mut command, cap);
            let out = ended(command, "");
            assert_eq!(out.status.code(), Some(1), "{threads}: {}", out.stderr);
            said_once_in_words(&out.stderr);
            assert!(
                out.stderr
                    .contains("Could not start the worker threads: there is not enough memory."),
                "{}",
                out.stderr
            );
        }
    }
    let mut command = common::command();
    command.args(["simulate", "elevens", "--deals", "40", "--threads", "2"]);
    common::limit(&mut command, cap);
    let out = ended(command, "");
    assert_eq!(out.status.code(), Some(0), "{}", out.stderr);
    assert!(out.stdout.contains("games         40"), "{}", out.stdout);
}

/// Under a cap on address space, every count of threads from 2 to 60, each
/// with work to do, either runs or says it could not start them: never an
/// abort. (A thread's first allocation took the allocator an arena of 64
/// MiB beyond the room asked for, and glibc ended the program with "failed
/// to register TLS destructor".) Twice over, as the failure came and went.
#[test]
fn thread_start_up_under_an_address_space_cap_never_aborts() {
    let cap = common::Limit::AddressSpace(200_000 * 1024);
    for threads in (2..=60).chain(2..=60) {
        let threads = threads.to_string();
        let mut command = common::command();
        command.args([
            "simulate",
            "eighteens",
            "--deals",
            "200",
            "--threads",
            &threads,
        ]);
        common::limit(&mut command, cap);
        let out = ended(command, "");
        match out.status.code() {
            Some(0) => assert!(out.stdout.contains("games         200"), "{}", out.stdout),
            Some(1) => assert!(
                out.stderr.contains("Could not start the worker threads:"),
                "{threads}: {}",
                out.stderr
            ),
            other => panic!("{threads} threads: {other:?} {}", out.stderr),
        }
    }
}

/// At a terminal the history is saved last, in the same data directory: a
/// data directory that is a file fails the record, the kept game and the
/// history for one reason, which is said once.
#[test]
fn at_a_terminal_a_data_directory_that_is_a_file_is_said_once() {
    let file = common::fresh_dir("file-at-a-terminal").join("data");
    std::fs::write(&file, "").unwrap();
    let mut p = common::spawn_on_terminal(&["elevens", "--seed", "1"], &file, &[]);
    p.expect("> ").unwrap();
    p.send("remove 3 5\r").unwrap();
    p.expect("Removed").unwrap();
    p.expect("> ").unwrap();
    p.send("quit\r").unwrap();
    let seen = p.expect(expectrl::Eof).unwrap();
    let mut bytes = seen.before().to_vec();
    seen.matches().for_each(|m| bytes.extend_from_slice(m));
    // Words as a screen reader hears them, whatever the wrapping.
    let said = String::from_utf8_lossy(&bytes)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert_eq!(
        said.matches("is a file, not a directory").count(),
        1,
        "{said}"
    );
    assert!(said.contains("Could not record the game in"), "{said}");
    assert!(
        said.contains("could not save the command history to")
            && said.contains("/history, for the same reason."),
        "{said}"
    );
}

/// In a shell, `ulimit -f 0` leaves SIGXFSZ at its default action, which
/// killed the program in the middle of a save: the temporary file stayed
/// and the game was lost.
#[test]
fn past_the_file_size_limit_a_save_and_the_record_are_sentences_not_a_kill() {
    let dir = common::fresh_dir("size-limit");
    let mut command = one_move_then_quit(&common::home());
    command.current_dir(&dir);
    common::limit(&mut command, common::Limit::FileSize(0));
    sigxfsz_at_its_default(&mut command);
    let out = ended(command, "remove 3 5\nsave game.txt\nstatus\nquit\n");
    assert_eq!(out.status.code(), Some(0), "{}", out.stderr);
    for said in [
        "Could not save to game.txt",
        "larger than this program may write",
        "The game goes on.",
        "Could not record the game",
    ] {
        assert!(out.stderr.contains(said), "{said}: {}", out.stderr);
    }
    // The game went on after the failed save: `status` answered.
    assert!(out.stdout.contains("1 move made"), "{}", out.stdout);
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    assert!(left.is_empty(), "files left behind: {left:?}");
}

#[test]
fn with_the_record_locked_quit_says_only_what_happened() {
    let home = common::home();
    std::fs::create_dir_all(&home).unwrap();
    let holder = std::fs::File::create(home.join("records.tsv")).unwrap();
    holder.lock().unwrap();
    let out = ended(one_move_then_quit(&home), "remove 3 5\nquit\n");
    drop(holder);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.contains("Could not record the game"),
        "{}",
        out.stderr
    );
    assert!(
        !out.stdout.contains("recorded as abandoned"),
        "the game was not recorded: {}",
        out.stdout
    );
    assert!(
        out.stdout.contains(
            "This game is left unfinished and not recorded; patience resume carries it on."
        ),
        "{}",
        out.stdout
    );
}

/// Runs `patience ARGS` with stdout on `/dev/full`.
fn onto_a_full_disk(args: &[&str], input: &str) -> Ended {
    let mut command = common::command();
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    command.args(args).stdout(full);
    ended_writing_where_it_was_told(command, input)
}

#[test]
fn help_version_and_help_play_onto_a_full_disk_exit_1_with_the_sentence() {
    for args in [
        &["--help"][..],
        &["-V"],
        &["help", "play"],
        &["play", "--help"],
        &["list"],
    ] {
        let out = onto_a_full_disk(args, "");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(
            out.stderr, "Could not write the output: the disk is full.\n",
            "{args:?}"
        );
    }
}

#[test]
fn play_with_stdout_on_a_full_disk_says_what_it_was_doing() {
    let out = onto_a_full_disk(&["elevens", "--seed", "1"], "quit\n");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        out.stderr,
        "Could not write the output: the disk is full.\n"
    );
}

/// True once process `pid` has a handler for `signal` (its bit in the
/// SigCgt mask of /proc/PID/status).
fn catches(pid: u32, signal: i32) -> bool {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("SigCgt:"))
        .and_then(|mask| u64::from_str_radix(mask.trim(), 16).ok())
        .is_some_and(|mask| mask & (1 << (signal - 1)) != 0)
}

/// Sends `signal` to `child` once it handles it, and returns how it ended.
fn signalled(mut child: Child, signal: i32, what: &str) -> std::process::ExitStatus {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !catches(child.id(), signal) {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("{what} never handles signal {signal}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    unsafe {
        libc::kill(child.id() as i32, signal);
    }
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("{what} did not end on signal {signal}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// A saved Sweet Sixteen game of 41 moves (a card moved back and forth),
/// long enough that reviewing it takes a while.
fn long_save() -> std::path::PathBuf {
    let deck = patience::deal::Deal::starting_with("6C 6S 5H")
        .unwrap()
        .codes();
    let path = common::test_dir().join("long.txt");
    let mut script = String::from("move 3 1\n");
    for _ in 0..20 {
        script.push_str("move 1 2\nmove 2 1\n");
    }
    script.push_str(&format!("save {}\n", path.display()));
    let out = common::run(&["sweet-sixteen", "--deck", &deck], &script);
    assert!(out.stdout.contains("(41 moves)"), "{}", out.stdout);
    path
}

#[test]
fn solve_review_merge_and_a_scripts_header_exit_128_plus_n_on_a_signal() {
    let save = long_save();
    for signal in [libc::SIGHUP, libc::SIGTERM, libc::SIGINT] {
        let starts: [(&str, Vec<&str>); 4] = [
            (
                "solve",
                vec!["solve", "elevens", "--seeds", "1..1000000000"],
            ),
            ("review", vec!["review", save.to_str().unwrap()]),
            ("merge", vec!["merge", "-"]),
            ("play --script", vec!["play", "--script", "/dev/stdin"]),
        ];
        for (what, args) in starts {
            // Standard input is a pipe nobody writes to: merge and the
            // script's header wait on it.
            let child = common::command()
                .args(&args)
                .stdin(Stdio::piped())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap();
            let status = signalled(child, signal, what);
            assert_eq!(
                (status.code(), status.signal()),
                (Some(128 + signal), None),
                "{what} on signal {signal}"
            );
        }
    }
}

/// One summary of `simulate elevens --deals 20 --json` from `first`, as a
/// JSON value.
fn summary(first: u64) -> serde_json::Value {
    let out = common::run(
        &[
            "simulate",
            "elevens",
            "--deals",
            "20",
            "--first-seed",
            &first.to_string(),
            "--json",
        ],
        "",
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    serde_json::from_str(&out.stdout).unwrap()
}

/// Writes `summaries` each to a file and merges them.
fn merged(summaries: &[serde_json::Value], extra: &[&str]) -> common::Run {
    let dir = common::fresh_dir("shards");
    let mut args = vec!["merge".to_string()];
    for (i, summary) in summaries.iter().enumerate() {
        let path = dir.join(format!("shard-{i}.json"));
        std::fs::write(&path, summary.to_string()).unwrap();
        args.push(path.display().to_string());
    }
    args.extend(extra.iter().map(|s| s.to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    common::run(&args, "")
}

/// Fields of a summary and the values they are given.
type Fields = Vec<(&'static str, serde_json::Value)>;

#[test]
fn merge_refuses_impossible_shards() {
    let good = summary(1);
    let won = good["won"].as_u64().unwrap();
    assert!(won > 0, "{good}");
    let json = |value: f64| serde_json::json!(value);
    let cases: [(&str, Fields, &str); 6] = [
        (
            "seconds",
            vec![("seconds", json(1e308))],
            "a time of 1e308 seconds",
        ),
        ("seconds", vec![("seconds", json(-1.0))], "seconds"),
        (
            "cleared",
            vec![
                ("cleared", serde_json::json!(100_000)),
                ("mean_cleared", json(5000.0)),
            ],
            "cards cleared",
        ),
        (
            "no_move_deals",
            vec![("no_move_deals", serde_json::json!(20))],
            "no first move",
        ),
        (
            "max_nodes",
            vec![("max_nodes", serde_json::json!(0))],
            "--max-nodes",
        ),
        (
            "max_memory",
            vec![("max_memory", serde_json::json!(0))],
            "--max-memory",
        ),
    ];
    let other = summary(21);
    for (field, values, named) in cases {
        // Both shards alike, so only the check of each shard refuses them.
        let (mut bad, mut also_bad) = (good.clone(), other.clone());
        for (name, value) in values {
            bad[name] = value.clone();
            also_bad[name] = value;
        }
        let out = merged(&[bad, also_bad], &[]);
        assert_eq!(out.status, 1, "{field}: {}", out.stdout);
        assert_eq!(out.stdout, "", "{field}");
        assert!(out.stderr.contains(named), "{field}: {}", out.stderr);
        // However large the value, the sentence fits the line: a time of
        // 1e308 seconds is said so, not as 309 digits.
        let too_wide: Vec<&str> = out.stderr.lines().filter(|l| l.len() > 79).collect();
        assert!(too_wide.is_empty(), "{field}: {}", out.stderr);
    }
    // Two shards at the most time a summary may claim (a day a deal) add
    // up to a time that prints as a number, and that merge reads back.
    let mut slow = good.clone();
    slow["seconds"] = json(20.0 * 86_400.0);
    let mut also_slow = other.clone();
    also_slow["seconds"] = json(20.0 * 86_400.0);
    let out = merged(&[slow, also_slow], &["--json"]);
    assert_eq!(out.status, 0, "{}", out.stderr);
    let again: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert!(again["seconds"].is_f64(), "{}", out.stdout);
    assert_eq!(merged(&[again], &[]).status, 0);
}

#[test]
fn merge_wraps_its_seed_range_line() {
    let shards: Vec<serde_json::Value> = (1..=5).map(|i| summary(i * 100_000_000_000)).collect();
    let out = merged(&shards, &[]);
    assert_eq!(out.status, 0, "{}", out.stderr);
    let too_wide: Vec<&str> = out.stdout.lines().filter(|l| l.len() > 79).collect();
    assert!(too_wide.is_empty(), "{}", out.stdout);
    assert!(
        out.stdout.contains("500000000000 to 500000000019"),
        "{}",
        out.stdout
    );
}

#[test]
fn number_errors_name_the_least_number_each_option_takes() {
    for (args, said) in [
        (&["simulate", "elevens", "--deals", "x"][..], "from 1 to"),
        (
            &["solve", "elevens", "--seed", "1", "--max-nodes", "x"],
            "from 1 to",
        ),
        (
            &["simulate", "elevens", "--deals", "5", "--threads", "x"],
            "from 1 to 256",
        ),
        (
            &["solve", "elevens", "--seed", "1", "--max-memory", "x"],
            "from 1 to 1048576",
        ),
    ] {
        let out = common::run(args, "");
        assert_eq!(out.status, 2, "{args:?}");
        assert!(out.stderr.contains(said), "{args:?}: {}", out.stderr);
        assert!(!out.stderr.contains("from 0"), "{args:?}: {}", out.stderr);
        assert!(
            !out.stderr.contains("invalid digit"),
            "{args:?}: {}",
            out.stderr
        );
    }
}

#[test]
fn solve_with_max_nodes_1_names_its_limit_not_two_nodes() {
    let out = common::run(&["solve", "elevens", "--seed", "5", "--max-nodes", "1"], "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(!out.stdout.contains("2 nodes"), "{}", out.stdout);
    assert!(
        out.stdout
            .contains("unknown: the limit of 1 node was reached"),
        "{}",
        out.stdout
    );
}

/// `--record` with HOME, PATIENCE_HOME and XDG_DATA_HOME all unset says why
/// the game is not recorded, in the sentence `stats` gives, before play.
#[test]
fn record_with_no_data_directory_says_why_the_game_is_not_recorded() {
    let mut command = common::command();
    command
        .env_remove("HOME")
        .env_remove("PATIENCE_HOME")
        .env_remove("XDG_DATA_HOME")
        .args(["play", "elevens", "--seed", "1", "--record"]);
    let out = ended(command, "remove 3 5\nquit\n");
    assert_eq!(out.status.code(), Some(0), "{}", out.stderr);
    assert!(
        out.stderr.contains(
            "This game is not recorded. There is no data directory for the record: set PATIENCE_HOME or HOME."
        ),
        "{}",
        out.stderr
    );
    assert!(out.stdout.contains("not recorded"), "{}", out.stdout);
}
