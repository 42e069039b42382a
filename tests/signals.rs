//! Signals end the program cleanly: a hang-up, an interrupt or a termination
//! request in the middle of a game records it as abandoned with a complete
//! record line, and exits with 128 plus the signal number.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

fn signal_mid_game(signal: &str, expected_status: i32) {
    let home =
        std::env::temp_dir().join(format!("patience-signal-{signal}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let mut child = Command::new(env!("CARGO_BIN_EXE_patience"))
        .args(["elevens", "--seed", "42", "--record"])
        .env("PATIENCE_HOME", &home)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
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
    let status = Command::new("kill")
        .args([&format!("-{signal}"), &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let exit = child.wait().unwrap();
    assert_eq!(exit.code(), Some(expected_status), "{signal}");
    drop(stdin);
    let record = std::fs::read_to_string(home.join("records.tsv")).unwrap();
    assert_eq!(record.lines().count(), 1, "{record}");
    assert!(record.ends_with('\n'), "the record line is complete");
    assert!(
        record.contains("\televens\tstandard\tseed 42\tabandoned\t2\t1\t0\t0\tclean\t"),
        "{record}"
    );
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
