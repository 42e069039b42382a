//! The tests share one harness and one list of games: only `tests/common`
//! names the built binary, and no test or bench writes the games out by
//! hand (they come from the registry, `GameId::ALL`), so a new game is
//! tested everywhere the others are without an edit. The tests are one
//! target, `tests/integration.rs`, and every file beside it is one of its
//! modules.

use crate::common;

use patience::games::GameId;
use std::path::{Path, PathBuf};

/// Every Rust file under `dir`, with its text.
fn sources(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            found.push((path, text));
        }
    }
    found
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A file in `tests/` that `tests/integration.rs` does not declare (`mod
/// NAME;`) would never be built or run: Cargo.toml turns off the target a
/// file. Each Rust file but the target's own is a module, and so is each
/// directory with a `mod.rs`.
#[test]
fn every_file_in_tests_is_a_module_of_the_one_test_target() {
    let tests = root().join("tests");
    let target = std::fs::read_to_string(tests.join("integration.rs")).unwrap();
    let mut declared: Vec<&str> = target
        .lines()
        .filter_map(|line| line.strip_prefix("mod ")?.strip_suffix(';'))
        .collect();
    let mut present = Vec::new();
    for entry in std::fs::read_dir(&tests).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let module = if path.is_dir() {
            path.join("mod.rs").exists()
        } else {
            path.extension().is_some_and(|e| e == "rs") && name != "integration"
        };
        if module {
            present.push(name);
        }
    }
    declared.sort_unstable();
    present.sort_unstable();
    assert!(declared.contains(&"common") && declared.contains(&"harness"));
    assert_eq!(
        declared, present,
        "declare each file of tests/ in tests/integration.rs"
    );
}

#[test]
fn only_the_shared_harness_names_the_binary() {
    let harness = root().join("tests/common/mod.rs");
    let names = [
        concat!("CARGO_BIN_EXE_", "patience"),
        concat!("cargo_", "bin("),
    ];
    let strays: Vec<String> = sources(&root().join("tests"))
        .into_iter()
        .filter(|(path, text)| *path != harness && names.iter().any(|n| text.contains(n)))
        .map(|(path, _)| path.display().to_string())
        .collect();
    assert!(strays.is_empty(), "use tests/common instead: {strays:?}");
}

/// Whether `text` writes every game's id as a string literal within a
/// short stretch: a list of the games by hand.
fn lists_the_games(text: &str) -> bool {
    let quoted: Vec<String> = GameId::ALL
        .iter()
        .map(|g| format!("\"{}\"", g.id()))
        .collect();
    text.match_indices(&quoted[0]).any(|(at, _)| {
        let start = at.saturating_sub(300);
        let end = (at + 300).min(text.len());
        let window = text.get(start..end).unwrap_or("");
        quoted.iter().all(|q| window.contains(q.as_str()))
    })
}

#[test]
fn no_test_or_bench_lists_the_games_by_hand() {
    let quoted: Vec<String> = GameId::ALL
        .iter()
        .map(|g| format!("\"{}\"", g.id()))
        .collect();
    assert!(lists_the_games(&format!("[{}]", quoted.join(", "))));
    assert!(!lists_the_games(&format!("[{}]", quoted[1..].join(", "))));
    let mut files = sources(&root().join("tests"));
    files.extend(sources(&root().join("benches")));
    let by_hand: Vec<String> = files
        .into_iter()
        .filter(|(_, text)| lists_the_games(text))
        .map(|(path, _)| path.display().to_string())
        .collect();
    assert!(
        by_hand.is_empty(),
        "take the games from GameId::ALL: {by_hand:?}"
    );
}

#[test]
fn every_test_has_a_data_directory_of_its_own() {
    // The shared harness is held to it too: its own directories are made
    // inside the test's temporary directory, never beside it.
    let harness = root().join("tests/harness.rs");
    let shared = [
        concat!("env::", "temp_dir()"),
        concat!("Command::new(", "common::binary())"),
    ];
    let strays: Vec<String> = sources(&root().join("tests"))
        .into_iter()
        .filter(|(path, _)| *path != harness)
        .filter(|(_, text)| {
            shared.iter().any(|s| text.contains(s))
                || (text.contains("common::binary()") && !text.contains("common::home()"))
        })
        .map(|(path, _)| path.display().to_string())
        .collect();
    assert!(
        strays.is_empty(),
        "start the binary with common::command() or common::patience(), and keep files in common::test_dir(): {strays:?}"
    );
}

#[test]
fn each_test_thread_gets_its_own_data_directory_removed_when_it_ends() {
    let on_a_thread = || {
        std::thread::spawn(|| {
            let dir = common::test_dir();
            std::fs::create_dir_all(common::home()).unwrap();
            assert!(common::home().starts_with(&dir));
            dir
        })
        .join()
        .unwrap()
    };
    let (first, second) = (on_a_thread(), on_a_thread());
    assert_ne!(first, second);
    assert!(!first.exists() && !second.exists(), "{first:?} {second:?}");
    assert_ne!(common::test_dir(), first);
}
