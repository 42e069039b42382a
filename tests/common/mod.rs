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

/// Deals that are won by construction, with the scripts that win them.
pub mod deals {
    /// Elevens: all pairs, then all face cards.
    pub const ELEVENS_WIN: &str = "AC 10C 2C 9C 3C 8C 4C 7C 5C 6C AD 10D 2D 9D 3D 8D 4D 7D 5D 6D \
        AH 10H 2H 9H 3H 8H 4H 7H 5H 6H AS 10S 2S 9S 3S 8S 4S 7S 5S 6S \
        JC QC KC JD QD KD JH QH KH JS QS KS";

    /// Suit Elevens: each suit as A+10, 2+9, 3+8, 4+7, 5+6 and J, Q, K.
    pub fn suit_elevens_win() -> String {
        let mut order = Vec::new();
        for suit in ["C", "D", "H", "S"] {
            for rank in [
                "A", "10", "2", "9", "3", "8", "4", "7", "5", "6", "J", "Q", "K",
            ] {
                order.push(format!("{rank}{suit}"));
            }
        }
        order.join(" ")
    }

    /// Eighteens: twelve sets in order, then the four aces.
    pub const EIGHTEENS_SETS: [&str; 12] = [
        "JC 2C 6C 10C",
        "QC 3C 7C 8C",
        "KC 4C 5C 9C",
        "JD 2D 6D 10D",
        "QD 3D 7D 8D",
        "KD 4D 5D 9D",
        "JH 2H 6H 10H",
        "QH 3H 7H 8H",
        "KH 4H 5H 9H",
        "JS 2S 6S 10S",
        "QS 3S 7S 8S",
        "KS 4S 5S 9S",
    ];

    /// Sweet Sixteen: three runs fed through pile 5 onto the kings at piles 1-3.
    pub const SWEET_SIXTEEN_WIN: &str = "KS KH KC KD QH JD 10C 9D 8C 7D 6C 5D 4C 3D 2C AD \
        JS 10H 9S 8H 7S 6H 5S 4H 3S 2H AS \
        QS JH 10S 9H 8S 7H 6S 5H 4S 3H 2S AH \
        QD JC 10D 9C 8D 7C 6D 5C 4D 3C 2D AC QC";

    /// Eliminator: played from the column tops in reverse deal order, the
    /// cards run A, 2, ..., K, A, ... onto one foundation.
    pub fn eliminator_win() -> String {
        let ranks = [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        let mut cards: Vec<String> = (0..52)
            .map(|i| format!("{}{}", ranks[i % 13], ["C", "D", "H", "S"][i / 13]))
            .collect();
        cards.reverse();
        cards.join(" ")
    }
}
