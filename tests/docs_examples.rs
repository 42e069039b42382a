//! The example sessions in `docs/rules/*.md` are real output: each command
//! block that runs `./target/debug/patience` is run again with the built
//! binary and its output compared with the block that follows it.
//! `UPDATE_TRANSCRIPTS=1` rewrites the output blocks instead.

use crate::common;

use std::path::PathBuf;
use std::process::Command;

/// The fenced code blocks of a Markdown text, as (start, end) byte ranges of
/// their contents.
fn code_blocks(text: &str) -> Vec<(usize, usize)> {
    let mut blocks = Vec::new();
    let mut open: Option<usize> = None;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if line.trim_end() == "```" || (open.is_none() && line.starts_with("```")) {
            match open.take() {
                None => open = Some(offset + line.len()),
                Some(start) => blocks.push((start, offset)),
            }
        }
        offset += line.len();
    }
    blocks
}

fn run_example(script: &str) -> String {
    let binary = common::binary();
    let binary = binary.to_str().expect("the binary's path is UTF-8");
    let script: String = script
        .lines()
        .filter(|l| !l.starts_with("cargo build"))
        .map(|l| l.replace("./target/debug/patience", binary) + "\n")
        .collect();
    let output = Command::new("bash")
        .arg("-c")
        .arg(&script)
        .env("PATIENCE_HOME", common::home())
        .env_remove("NO_COLOR")
        .output()
        .expect("bash runs");
    assert!(output.status.success(), "{script}");
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn the_example_sessions_in_the_rule_documents_are_real_output() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/rules");
    let update = std::env::var_os("UPDATE_TRANSCRIPTS").is_some();
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let mut text = std::fs::read_to_string(&path).unwrap();
        let blocks = code_blocks(&text);
        // Work backwards so rewriting a block keeps earlier offsets valid.
        for pair in blocks.windows(2).rev() {
            let (cmd, out) = (pair[0], pair[1]);
            let command = &text[cmd.0..cmd.1];
            if !command.contains("./target/debug/patience") {
                continue;
            }
            let actual = run_example(command);
            if update {
                text.replace_range(out.0..out.1, &actual);
            } else {
                assert_eq!(
                    &text[out.0..out.1],
                    actual,
                    "{}: the example after\n{command}",
                    path.display()
                );
            }
            checked += 1;
        }
        if update {
            std::fs::write(&path, text).unwrap();
        }
    }
    assert!(
        checked >= 5,
        "every rule document has an example ({checked})"
    );
}

#[test]
fn docs_commands_md_lists_every_command_of_the_table_with_its_other_words() {
    let docs = include_str!("../docs/commands.md");
    let start = docs.find("## At the prompt").unwrap();
    let section = &docs[start..];
    let table: Vec<&str> = section
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .collect();
    for spec in patience::text::commands::COMMANDS {
        let row = table
            .iter()
            .find(|row| row.starts_with(&format!("| `{}", spec.name)))
            .unwrap_or_else(|| panic!("no row for {}", spec.name));
        for alias in spec.aliases {
            let listed = table.iter().any(|r| {
                r.starts_with(&format!("| `{}", spec.name)) && r.contains(&format!("`{alias}`"))
            });
            assert!(listed, "{}: {alias} in {row}", spec.name);
        }
    }
}
