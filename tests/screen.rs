//! What the player sees on the screen: line widths in pipes and terminals,
//! the wording of messages, `patience deck` and shell completions.

mod common;

use common::{patience, run};

/// Runs bash's completion for `words` (the command line so far, the last
/// word being completed) with the script `patience completions bash` prints,
/// and returns what it offers.
fn bash_offers(words: &[&str]) -> Vec<String> {
    let script = patience()
        .args(["completions", "bash"])
        .output()
        .expect("the binary runs");
    assert!(script.status.success());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("patience.bash");
    std::fs::write(&path, &script.stdout).unwrap();
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let program = format!(
        "source '{}'\nCOMP_WORDS=({})\nCOMP_CWORD={}\nCOMP_LINE='{}'\nCOMP_POINT=${{#COMP_LINE}}\n\
         _patience patience '{}' '{}'\nprintf '%s\\n' \"${{COMPREPLY[@]}}\"\n",
        path.display(),
        quoted.join(" "),
        words.len() - 1,
        words.join(" "),
        words[words.len() - 1],
        words[words.len().saturating_sub(2)],
    );
    let output = std::process::Command::new("bash")
        .args(["--norc", "--noprofile", "-c", &program])
        .output()
        .expect("bash runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

#[test]
fn bash_completion_offers_play_for_pl() {
    assert_eq!(bash_offers(&["patience", "pl"]), ["play"]);
}

#[test]
fn bash_completion_offers_the_game_ids_after_play() {
    assert_eq!(
        bash_offers(&["patience", "play", "el"]),
        ["elevens", "eliminator"]
    );
    assert_eq!(bash_offers(&["patience", "rules", "sw"]), ["sweet-sixteen"]);
}

#[test]
fn bash_completion_offers_the_options_of_a_command() {
    let offered = bash_offers(&["patience", "play", "--str"]);
    assert_eq!(offered, ["--strict"]);
}

#[test]
fn completion_scripts_are_written_for_zsh_and_fish_and_name_the_commands() {
    for shell in ["zsh", "fish"] {
        let out = run(&["completions", shell], "");
        assert_eq!(out.status, 0, "{shell}: {}", out.stderr);
        assert!(out.stdout.contains("simulate"), "{shell}");
        assert!(out.stdout.contains("no-record"), "{shell}");
    }
    let zsh = run(&["completions", "zsh"], "").stdout;
    assert!(zsh.contains("sweet-sixteen"), "zsh offers the game ids");
}

#[test]
fn completions_for_an_unknown_shell_are_a_usage_error() {
    let out = run(&["completions", "tcsh"], "");
    assert_eq!(out.status, 2);
    assert!(out.stdout.is_empty());
}

#[test]
fn deck_needs_no_game_since_the_order_is_the_same_for_every_game() {
    let plain = run(&["deck", "--seed", "42"], "");
    assert_eq!(plain.status, 0, "{}", plain.stderr);
    assert_eq!(plain.stdout.split_whitespace().count(), 52);
    assert!(
        plain.stdout.starts_with("QH 4S 4C 6C 10D"),
        "{}",
        plain.stdout
    );
    for game in ["elevens", "elim", "sweet-sixteen"] {
        assert_eq!(
            run(&["deck", game, "--seed", "42"], "").stdout,
            plain.stdout
        );
    }
}

#[test]
fn deck_with_an_unknown_game_is_still_a_usage_error() {
    let out = run(&["deck", "nosuch", "--seed", "42"], "");
    assert_eq!(out.status, 2);
    assert!(out.stdout.is_empty());
    assert!(out.stderr.contains("nosuch"), "{}", out.stderr);
}
