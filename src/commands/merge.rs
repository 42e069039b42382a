//! `patience merge`: adds up the summaries that `patience simulate --json`
//! printed for shards of one range of seeds, as if one run had played them
//! all. The files come from elsewhere (other machines, other people), so
//! each summary is checked before anything is printed: that it is one
//! simulate prints, that its counts agree with each other, that every
//! summary is of the same game, variant, strategy and limits, and that no
//! two share a seed. The merged figures are printed by the same code that
//! prints simulate's, from the added counts.

mod check;
mod shards;

use crate::command_line::{runtime, Failure};
use crate::commands::report::Report;
use crate::display::accessible_asked;
use crate::exit_code::ExitCode;
use crate::solver::simulate::{coalesce, SeedRange, Summary};
use crate::solver::Goal;
use check::checked;
use clap::Args;
use shards::{read_shards, Shard};
use std::path::PathBuf;

/// Options of `patience merge`.
#[derive(Debug, Clone, Args)]
#[command(about = MergeArgs::ABOUT)]
pub struct MergeArgs {
    /// Files of summaries printed by `patience simulate --json` (or `patience merge --json`), one or more to a file; `-` reads standard input.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Print the merged summary as one JSON object, in the form of `simulate --json`.
    #[arg(long)]
    pub json: bool,
    /// For screen readers: the summary in short sentences, one a line, with
    /// no columns to line up. Also set by PATIENCE_ACCESSIBLE=1.
    #[arg(long)]
    pub accessible: bool,
}

impl MergeArgs {
    /// The description of `patience merge` in help (see [`crate::cli::CliCommand`]).
    pub const ABOUT: &str = "Add up the summaries of `simulate --json` over shards of one range of seeds, as one run over them all would print them";
}

/// Runs `patience merge`.
pub fn run(args: &MergeArgs) -> Result<ExitCode, Failure> {
    let mut shards = Vec::new();
    for path in &args.files {
        shards.extend(read_shards(path)?);
    }
    merged(&shards)?.print(args.json, accessible_asked(args.accessible))
}

/// The shards added into one report, or the first reason they cannot be.
fn merged(shards: &[Shard]) -> Result<Report, Failure> {
    let reports = shards
        .iter()
        .map(checked)
        .collect::<Result<Vec<Report>, Failure>>()?;
    let (first, first_report) = (&shards[0], &reports[0]);
    for (shard, report) in shards.iter().zip(&reports).skip(1) {
        if let Some((theirs, ours)) = difference(report, first_report) {
            return Err(runtime(format!(
                "{} holds {theirs} but {} {ours}; only shards of one range, with the same game, variant, strategy and limits, merge.",
                shard.label, first.label
            )));
        }
    }
    no_shared_seeds(shards)?;
    let mut summary = Summary::default();
    for report in &reports {
        summary = summary.checked_merge(report.summary).ok_or_else(|| {
            runtime(format!(
                "The merged counts would pass {}, the most a count can be.",
                u64::MAX
            ))
        })?;
    }
    Ok(Report {
        seed_ranges: coalesce(
            reports
                .iter()
                .flat_map(|r| r.seed_ranges.iter().copied())
                .collect(),
        ),
        summary,
        seconds: reports.iter().map(|r| r.seconds).sum(),
        timings: reports.iter().map(|r| r.timings).sum(),
        ..first_report.clone()
    })
}

/// What sets `a` apart from `b` that shards of one range share, as the
/// words for each (`--max-nodes 1000`); `None` if nothing does.
fn difference(a: &Report, b: &Report) -> Option<(String, String)> {
    let name = |r: &Report| format!("{} ({})", r.rules.game.name(), r.rules.variant_name());
    let strategy = |r: &Report| format!("strategy {}", r.strategy.word());
    let nodes = |r: &Report| format!("--max-nodes {}", r.limits.max_nodes);
    let memory = |r: &Report| format!("--max-memory {}", r.limits.max_memory_mib);
    let goal = |r: &Report| match r.limits.goal {
        Goal::Verdict => "--verdict".to_string(),
        Goal::MostCleared => "no --verdict".to_string(),
    };
    [
        (a.rules != b.rules).then(|| (name(a), name(b))),
        (a.strategy != b.strategy).then(|| (strategy(a), strategy(b))),
        (a.limits.max_nodes != b.limits.max_nodes).then(|| (nodes(a), nodes(b))),
        (a.limits.max_memory_mib != b.limits.max_memory_mib).then(|| (memory(a), memory(b))),
        (a.limits.goal != b.limits.goal).then(|| (goal(a), goal(b))),
    ]
    .into_iter()
    .flatten()
    .next()
}

/// An error unless every seed is in one shard's ranges at most (a file
/// that lists a seed twice is caught too).
fn no_shared_seeds(shards: &[Shard]) -> Result<(), Failure> {
    let mut ranges: Vec<(SeedRange, usize)> = shards
        .iter()
        .enumerate()
        .flat_map(|(i, shard)| shard.simulation.seed_ranges.iter().map(move |&r| (r, i)))
        .collect();
    ranges.sort();
    for pair in ranges.windows(2) {
        let ((a, i), (b, j)) = (pair[0], pair[1]);
        if b.first <= a.last {
            let (a_label, b_label) = (&shards[i].label, &shards[j].label);
            return Err(runtime(if i == j {
                format!(
                    "{a_label} lists seeds {} to {} and {} to {}, which overlap.",
                    a.first, a.last, b.first, b.last
                )
            } else {
                format!(
                    "{b_label} has seeds {} to {}, which overlap seeds {} to {} in {a_label}; the shards of a range must not share a seed.",
                    b.first, b.last, a.first, a.last
                )
            }));
        }
    }
    Ok(())
}
