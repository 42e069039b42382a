//! The README's sample session is real output: this test runs it.

use crate::common;

#[test]
fn the_readme_sample_session_is_what_the_program_prints() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let start = readme
        .find("$ patience elevens --seed 42\n")
        .expect("sample in README");
    let block = &readme[start..];
    let block = &block[..block.find("```").unwrap()];
    // The session is typed at a terminal, which is told how to find the
    // commands before the first prompt; the pipe this test uses is not.
    let tip = patience::repl::FIRST_PROMPT_TIP;
    assert!(block.contains(&format!("\n{tip}\n> ")), "{block}");
    let expected: String = block
        .lines()
        .skip(1)
        .filter(|l| *l != tip)
        .map(|l| format!("{l}\n"))
        .collect();
    let script: String = block
        .lines()
        .filter_map(|l| l.strip_prefix("> "))
        .map(|l| format!("{l}\n"))
        .collect();
    // stderr interleaves with stdout in the README; merge them by line order.
    let result = common::run(&["elevens", "--seed", "42"], &script);
    let merged: String = expected
        .lines()
        .filter(|l| !result.stderr.lines().any(|e| e == *l))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(result.stdout, merged);
    for line in result.stderr.lines() {
        assert!(expected.contains(line), "{line}");
    }
}
