//! The recipe of docs/scale.md, run as the document gives it: GNU parallel
//! spreads a range of seeds over made-up hosts reached through the
//! document's stand-in for ssh (which runs the remote command here with
//! `sh -c`, as sshd would), and over `:`, this machine; the merged
//! `simulate` summaries must be one run's over the range, byte for byte but
//! for `seconds`, and the shards' `solve` lines the range's lines.
//!
//! The tests need GNU parallel, which a machine with only Rust lacks, so
//! plain `cargo test` lists them as ignored, each saying what it needs;
//! `.ci/run` installs parallel and runs them with
//! `cargo test --test integration scale:: -- --ignored`. Run that way without parallel,
//! a test fails, saying so, rather than passing having run nothing.

use crate::common;

use common::without_seconds;
use std::path::Path;
use std::process::Command;

const DOC: &str = include_str!("../docs/scale.md");

/// The ```sh block that follows `marker` in docs/scale.md.
fn block_after(marker: &str) -> &'static str {
    let start = DOC.find(marker).unwrap_or_else(|| panic!("{marker}"));
    let rest = &DOC[start..];
    let open = rest.find("```sh\n").expect("a sh block follows") + "```sh\n".len();
    let len = rest[open..].find("```\n").expect("the block ends");
    &rest[open..open + len]
}

/// Fails, saying what to do, unless `parallel` is GNU parallel.
fn require_gnu_parallel() {
    let version = Command::new("parallel").arg("--version").output();
    let gnu = version
        .as_ref()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).starts_with("GNU parallel"));
    assert!(
        gnu,
        "GNU parallel is not installed: install it (Debian: apt-get install parallel) \
         to run the recipe of docs/scale.md; .ci/run installs it."
    );
}

/// Runs `script` with `sh -e` in `dir`, the built `patience` first on the
/// PATH and `SHELL` unset, as on a CI machine (the stand-in for ssh must
/// set it, as sshd does); returns its stdout, after checking it succeeded.
fn sh(dir: &Path, script: &str) -> String {
    let bin = common::binary();
    let path = format!(
        "{}:{}",
        bin.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = Command::new("sh")
        .args(["-ec", script])
        .current_dir(dir)
        .env("PATH", path)
        .env("PATIENCE_HOME", common::home())
        .env_remove("PARALLEL_SSH")
        .env_remove("SHELL")
        .env_remove("NO_COLOR")
        .output()
        .expect("sh runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{script}\n{stderr}");
    String::from_utf8(out.stdout).unwrap()
}

/// Runs the recipe over `hosts` on seeds `first..last` of Eighteens in
/// shards of `size`, and checks its outputs against one run each.
fn recipe_matches_one_run(dir: &Path, hosts: &str, first: u64, last: u64, size: u64) {
    let settings =
        format!("hosts={hosts}\ngame=eighteens\nfirst={first} last={last} size={size}\n");
    let text = sh(
        dir,
        &(settings + block_after("runs the next block: the recipe.")),
    );
    assert!(
        text.starts_with(&format!(
            "Eighteens (standard), strategy solver, seeds {first} to {last}\n"
        )),
        "{text}"
    );
    let shards = std::fs::read_to_string(dir.join("shards.txt")).unwrap();
    assert_eq!(
        shards.lines().count() as u64,
        (last - first + 1).div_ceil(size),
        "{shards}"
    );
    let whole = sh(
        dir,
        &format!("patience simulate eighteens --seeds {first}..{last} --json"),
    );
    let merged = std::fs::read_to_string(dir.join("merged.json")).unwrap();
    assert_eq!(without_seconds(&merged), without_seconds(&whole));
    let lines = std::fs::read_to_string(dir.join("solve.jsonl")).unwrap();
    let one_run = sh(
        dir,
        &format!("patience solve eighteens --seeds {first}..{last} --json"),
    );
    assert_eq!(lines, one_run);
}

#[test]
#[ignore = "needs GNU parallel"]
fn the_recipe_spreads_a_range_over_hosts_through_ssh_and_merges_it_exactly() {
    require_gnu_parallel();
    let dir = tempfile::tempdir().unwrap();
    // The document's stand-in for ssh, wrapped to log the hosts it reaches.
    let stand_in = block_after("runs the next block: the stand-in for ssh.");
    let log_hosts = "mv fake-ssh fake-ssh.doc\n\
        printf '#!/bin/sh\\necho \"$1\" >> \"%s/hosts.log\"\\nexec \"%s/fake-ssh.doc\" \"$@\"\\n' \"$PWD\" \"$PWD\" > fake-ssh\n\
        chmod +x fake-ssh\n";
    sh(dir.path(), &format!("{stand_in}{log_hosts}"));
    // The stand-in is used through PARALLEL_SSH, which the block exports
    // for the shell it runs in; each run of the recipe sets it again.
    let ssh = format!(
        "export PARALLEL_SSH=\"{}/fake-ssh\"\n",
        dir.path().display()
    );
    let hosts = format!("1/alpha,1/beta,1/gamma\n{ssh}");
    recipe_matches_one_run(dir.path(), &hosts, 5, 150, 31);
    let log = std::fs::read_to_string(dir.path().join("hosts.log")).unwrap();
    for host in ["alpha", "beta", "gamma"] {
        assert!(
            log.lines().any(|l| l == host),
            "{host} played a shard: {log}"
        );
    }
}

#[test]
#[ignore = "needs GNU parallel"]
fn the_recipe_runs_on_this_machine_alone() {
    require_gnu_parallel();
    let dir = tempfile::tempdir().unwrap();
    recipe_matches_one_run(dir.path(), ":", 1, 97, 20);
    recipe_matches_one_run(dir.path(), "2/:", 1, 40, 40);
}
