//! `patience merge`: adds up the summaries that `patience simulate --json`
//! printed for shards of one range of seeds, as if one run had played them
//! all. The files come from elsewhere (other machines, other people), so
//! each summary is checked before anything is printed: that it is one
//! simulate prints, that its counts agree with each other, that every
//! summary is of the same game, variant, strategy and limits, and that no
//! two share a seed. The merged figures are printed by the same code that
//! prints simulate's, from the added counts.

use super::json::Simulation;
use super::report::Report;
use crate::command_line::{runtime, Failure};
use crate::exit_code::ExitCode;
use crate::games::{GameId, Rules};
use crate::solver::simulate::{coalesce, Limits, SeedRange, Strategy, Summary};
use crate::solver::Goal;
use crate::text::escape;
use crate::text::reason::io_reason;
use crate::words::plural;
use clap::Args;
use std::fs::File;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

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
}

impl MergeArgs {
    /// The description of `patience merge` in help (see [`crate::cli::CliCommand`]).
    pub const ABOUT: &str = "Add up the summaries of `simulate --json` over shards of one range of seeds, as one run over them all would print them";
}

/// The most bytes one file may hold: far more than any summary (a few
/// hundred bytes, more for a merge with many gaps).
const MAX_FILE_BYTES: u64 = 16 << 20;

/// The most cards one deal can clear: a whole deck.
const CARDS: u64 = 52;

/// The longest time a summary may claim per deal, in seconds: a day. A
/// larger time (or one that is not a number) is no run of simulate's. A
/// merge adds deals as it adds times, so its own summary keeps within
/// this too, and the sum of any number of summaries stays a number.
const MAX_SECONDS_A_DEAL: f64 = 24.0 * 3600.0;

/// One summary read from a file, and the words that name it.
struct Shard {
    /// The file, or the file and the line the summary starts on when the
    /// file holds several.
    label: String,
    /// The summary as read.
    simulation: Simulation,
}

/// Runs `patience merge`.
pub fn run(args: &MergeArgs) -> Result<ExitCode, Failure> {
    let mut shards = Vec::new();
    for path in &args.files {
        shards.extend(read_shards(path)?);
    }
    merged(&shards)?.print(args.json)
}

/// How a message names `path`: escaped, or "standard input" for `-`.
fn file_label(path: &Path) -> String {
    if path == Path::new("-") {
        "standard input".to_string()
    } else {
        escape::path(path)
    }
}

/// Opens `path` to read summaries from, and says whether it is a pipe. A
/// pipe (`<(...)` in a shell, or a named pipe) is opened without waiting
/// for a writer, so that a named pipe nothing writes to reads as empty at
/// once instead of blocking for ever.
fn open_shards(path: &Path) -> io::Result<(File, bool)> {
    use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
    use std::os::unix::io::AsRawFd;
    if !std::fs::metadata(path)?.file_type().is_fifo() {
        return Ok((File::open(path)?, false));
    }
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)?;
    // Once open, reads wait for what a writer sends, as on any pipe.
    // SAFETY: fcntl on a descriptor this function owns.
    let cleared = unsafe {
        let flags = libc::fcntl(file.as_raw_fd(), libc::F_GETFL);
        flags >= 0 && libc::fcntl(file.as_raw_fd(), libc::F_SETFL, flags & !libc::O_NONBLOCK) == 0
    };
    if !cleared {
        return Err(io::Error::last_os_error());
    }
    Ok((file, true))
}

/// Reads the summaries in `path` (`-` for standard input).
fn read_shards(path: &Path) -> Result<Vec<Shard>, Failure> {
    let label = file_label(path);
    let unreadable = |err: io::Error| {
        runtime(format!(
            "Could not read {label}: {}.",
            escape::sentence(&io_reason(&err))
        ))
    };
    let (reader, is_pipe): (Box<dyn Read>, bool) = if path == Path::new("-") {
        (Box::new(io::stdin().lock()), false)
    } else {
        let (file, is_pipe) = open_shards(path).map_err(unreadable)?;
        (Box::new(file), is_pipe)
    };
    let mut bytes = Vec::new();
    reader
        .take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    if is_pipe && bytes.is_empty() {
        return Err(runtime(format!(
            "{label} is a named pipe that nothing was written to."
        )));
    }
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(runtime(format!(
            "{label} holds more than {} MiB, far more than summaries from patience simulate --json.",
            MAX_FILE_BYTES >> 20
        )));
    }
    let mut found = Vec::new();
    let mut stream = serde_json::Deserializer::from_slice(&bytes).into_iter::<Simulation>();
    loop {
        let start = stream.byte_offset();
        let line = line_of(&bytes, start);
        let opening = bytes[start..].iter().find(|b| !b.is_ascii_whitespace());
        if opening.is_some_and(|&b| b != b'{') {
            // serde would also take a struct from a JSON array, by position.
            return Err(runtime(format!(
                "{label} could not be read as a summary: line {line} holds something other than a JSON object."
            )));
        }
        let Some(next) = stream.next() else { break };
        let simulation = next.map_err(|err| {
            runtime(format!(
                "{label} could not be read as a summary: {}",
                full_stop(&escape::sentence(&err.to_string()))
            ))
        })?;
        found.push((line, simulation));
    }
    match found.len() {
        0 => Err(runtime(format!(
            "{label} holds no summary from patience simulate --json."
        ))),
        1 => Ok(found
            .into_iter()
            .map(|(_, simulation)| Shard {
                label: label.clone(),
                simulation,
            })
            .collect()),
        _ => Ok(found
            .into_iter()
            .map(|(line, simulation)| Shard {
                label: format!("{label} line {line}"),
                simulation,
            })
            .collect()),
    }
}

/// `text` ended by a full stop, unless it was cut short (`...`).
fn full_stop(text: &str) -> String {
    if text.ends_with("...") {
        text.to_string()
    } else {
        format!("{text}.")
    }
}

/// The line (from 1) on which the value after `offset` starts.
fn line_of(bytes: &[u8], offset: usize) -> usize {
    let start = offset
        + bytes[offset..]
            .iter()
            .take_while(|b| b.is_ascii_whitespace())
            .count();
    1 + bytes[..start].iter().filter(|&&b| b == b'\n').count()
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

/// The rules whose game has the id `game` and whose variant is named
/// `variant` as [`Rules::variant_name`] names it.
fn rules_named(game: &str, variant: &str) -> Option<Rules> {
    let game = GameId::ALL.into_iter().find(|g| g.id() == game)?;
    let foundations = variant
        .strip_suffix("-foundations")
        .and_then(|n| n.parse().ok());
    let named = foundations.is_none().then_some(variant);
    Rules::with_options(game, named, foundations)
        .ok()
        .filter(|rules| rules.variant_name() == variant)
}

/// True if `said` is `expected` up to the rounding of printing and reading.
fn agrees(said: f64, expected: f64) -> bool {
    (said - expected).abs() <= 1e-9 * expected.abs().max(1.0)
}

/// `seconds` as a summary's time is said in an error: as written when it
/// is of a size a run could take, else in exponent form (`1e308`), so a
/// hostile time never prints as a line of hundreds of digits.
fn short_seconds(seconds: f64) -> String {
    if seconds.abs() < 1e9 {
        format!("{seconds}")
    } else {
        format!("{seconds:e}")
    }
}

/// One shard's summary as a report, once its words name what patience
/// has and its counts agree; else the first thing wrong, in a sentence.
fn checked(shard: &Shard) -> Result<Report, Failure> {
    let (label, s) = (&shard.label, &shard.simulation);
    let bad = |what: String| Err(runtime(format!("{label} {what}.")));
    let Some(rules) = rules_named(&s.game, &s.variant) else {
        return bad(format!(
            "names a game and variant patience does not have, \"{}\" \"{}\"",
            escape::untrusted(&s.game),
            escape::untrusted(&s.variant)
        ));
    };
    let Some(strategy) = [Strategy::Solver, Strategy::Hint, Strategy::Random]
        .into_iter()
        .find(|strategy| strategy.word() == s.strategy)
    else {
        return bad(format!(
            "names a strategy patience does not have, \"{}\" (solver, hint or random)",
            escape::untrusted(&s.strategy)
        ));
    };
    let mut seeds: u64 = 0;
    for range in &s.seed_ranges {
        let Some(count) = range.seeds() else {
            return bad(format!(
                "has the seed range {} to {}, which is backwards or longer than a count can be",
                range.first, range.last
            ));
        };
        let Some(sum) = seeds.checked_add(count) else {
            return bad("has seed ranges longer than a count can be".to_string());
        };
        seeds = sum;
    }
    if s.seed_ranges.is_empty() || seeds != s.deals {
        return bad(format!(
            "counts {} but its seed ranges hold {}",
            plural(s.deals, "deal", "deals"),
            plural(seeds, "seed", "seeds")
        ));
    }
    let lowest = s.seed_ranges.iter().map(|r| r.first).min();
    if lowest != Some(s.first_seed) {
        return bad(format!(
            "has first_seed {}, which is not the lowest seed of its ranges",
            s.first_seed
        ));
    }
    let played = s
        .won
        .checked_add(s.lost)
        .and_then(|n| n.checked_add(s.unknown));
    if played != Some(s.deals) {
        return bad(format!(
            "counts {} won, {} lost and {} unknown, which do not add up to its {}",
            s.won,
            s.lost,
            s.unknown,
            plural(s.deals, "deal", "deals")
        ));
    }
    if s.unknown_at_memory_cap > s.unknown {
        return bad(format!(
            "counts {} unknown at the memory cap, more than its {} unknown",
            plural(s.unknown_at_memory_cap, "deal", "deals"),
            plural(s.unknown, "deal", "deals")
        ));
    }
    if s.no_move_deals > s.lost {
        return bad(format!(
            "counts {} with no first move, more than its {} (a deal with no first move is lost)",
            plural(s.no_move_deals, "deal", "deals"),
            plural(s.lost, "lost deal", "lost deals")
        ));
    }
    if s.deals
        .checked_mul(CARDS)
        .is_some_and(|most| s.cleared > most)
    {
        return bad(format!(
            "counts {} cleared, more than the {CARDS} of each of its {}",
            plural(s.cleared, "card", "cards"),
            plural(s.deals, "deal", "deals")
        ));
    }
    if !(0.0..=MAX_SECONDS_A_DEAL * s.deals as f64).contains(&s.seconds) {
        return bad(format!(
            "has a time of {} seconds for {}, which no run of simulate takes",
            short_seconds(s.seconds),
            plural(s.deals, "deal", "deals")
        ));
    }
    let limits = Limits {
        max_nodes: s.max_nodes,
        max_memory_mib: s.max_memory,
        goal: if s.verdict_only {
            Goal::Verdict
        } else {
            Goal::MostCleared
        },
    };
    if let Some(refusal) = limits.refusal().or_else(|| strategy.refusal(limits.goal)) {
        return bad(format!(
            "has limits that simulate refuses: {}",
            refusal.trim_end_matches('.')
        ));
    }
    let report = Report {
        rules,
        strategy,
        limits,
        seed_ranges: coalesce(s.seed_ranges.clone()),
        summary: Summary {
            deals: s.deals,
            won: s.won,
            lost: s.lost,
            unknown: s.unknown,
            cleared: s.cleared,
            no_move_deals: s.no_move_deals,
            at_memory_cap: s.unknown_at_memory_cap,
        },
        seconds: s.seconds,
        timings: 1,
    };
    let expected = report.simulation();
    for (name, said, wanted) in [
        ("win_rate", s.win_rate, expected.win_rate),
        ("ci_low", s.ci_low, expected.ci_low),
        ("ci_high", s.ci_high, expected.ci_high),
        ("mean_cleared", s.mean_cleared, expected.mean_cleared),
    ] {
        if !agrees(said, wanted) {
            return bad(format!(
                "has {name} {said}, but its counts make it {wanted}"
            ));
        }
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_name_reads_back_as_its_rules() {
        for game in GameId::ALL {
            for rules in [
                Rules::with_options(game, None, None),
                Rules::with_options(game, Some("pairs"), None),
                Rules::with_options(game, None, Some(4)),
                Rules::with_options(game, None, Some(5)),
            ]
            .into_iter()
            .flatten()
            {
                assert_eq!(
                    rules_named(game.id(), &rules.variant_name()),
                    Some(rules),
                    "{}",
                    rules.variant_name()
                );
            }
        }
        assert_eq!(rules_named("elevens", "6-foundations"), None);
        assert_eq!(rules_named("elevens", "pairs"), None);
        assert_eq!(rules_named("eleven", "standard"), None);
    }

    #[test]
    fn a_summary_starts_on_the_line_after_the_whitespace_before_it() {
        let text = b"{}\n\n  {}\n";
        assert_eq!(line_of(text, 0), 1);
        assert_eq!(line_of(text, 2), 3);
    }
}
