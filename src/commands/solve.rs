//! `patience solve` and `patience simulate`: their options (clap) and how
//! they run and print.

use super::json::{Simulation, SolvedDeal};
use super::progress::{BarSettings, Progress};
use crate::solver::simulate::{simulate, Limits, OutOfMemory, SeedRange, Strategy, Summary};
use crate::solver::workers::worker_pool;
use crate::solver::{
    solve_deal_within, Goal, Halt, Solution, Verdict, DEFAULT_MAX_MEMORY_MIB, DEFAULT_MAX_NODES,
    MAX_MEMORY_MIB,
};
use crate::command_line::{game_id, quietly_on_closed_pipe, BadNumber, Failure, VariantArgs};
use crate::deal::Deal;
use crate::exit_code::ExitCode;
use crate::games::Rules;
use crate::message::join_with_and;
use crate::shell_completions::GameNames;
use crate::text::command::move_command;
use crate::text::width::{continued, stdout_width};
use crate::words::{plural, tie};
use clap::{ArgGroup, Args, ValueEnum};
use rayon::prelude::*;
use std::io::{self, Write};
use std::time::Instant;

/// What `solve` and `simulate` both take: the variant, and the solver's
/// limits on one deal.
#[derive(Debug, Clone, Args)]
pub struct SolverArgs {
    /// The variant.
    #[command(flatten)]
    pub variant: VariantArgs,
    /// Give up on a deal (result `unknown`) after visiting this many positions (in simulate, with strategy solver).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_NODES, value_parser = crate::command_line::count)]
    pub max_nodes: u64,
    /// Give up on a deal (result `unknown`) rather than let the solver's tables hold more than this many MiB; each deal solved at once (with --seeds, or on each of simulate's worker threads) has its own.
    #[arg(long, value_name = "MIB", default_value_t = DEFAULT_MAX_MEMORY_MIB, value_parser = mebibytes)]
    pub max_memory: u64,
    /// Decide only won or lost, not a lost deal's most cards cleared, which the default search proves at a cost (1.9 to 2.8 times the positions in Black Hole, All in a Row and Golf; docs/commands.md); the cards cleared reported are then those of the best line seen. Black Hole, All in a Row, Golf, Eliminator, Pyramid and Tri Peaks; the other games' searches are the same either way.
    #[arg(long)]
    pub verdict: bool,
}

/// A `--max-memory` on the command line, or why the text is not one.
fn mebibytes(text: &str) -> Result<u64, BadNumber> {
    text.parse().map_err(|_| {
        BadNumber(format!(
            "give a whole number of MiB from 1 to {MAX_MEMORY_MIB}"
        ))
    })
}

/// A `--threads` on the command line, or why the text is not one.
fn thread_count(text: &str) -> Result<usize, BadNumber> {
    text.parse()
        .map_err(|_| BadNumber(format!("give a whole number from 1 to {MAX_THREADS}")))
}

impl SolverArgs {
    /// The rules of `game` in the chosen variant, once the game, the
    /// variant and the limits are checked; a usage error naming the first
    /// that is wrong.
    fn rules(&self, game: &str) -> Result<Rules, Failure> {
        let id = game_id(game)?;
        let rules = Rules::with_options(
            id,
            self.variant.variant.as_deref(),
            self.variant.foundations,
        )
        .map_err(|e| Failure::usage(e.to_string()))?;
        match self.limits().refusal() {
            Some(refusal) => Err(Failure::usage(refusal)),
            None => Ok(rules),
        }
    }

    /// What the solver establishes.
    fn goal(&self) -> Goal {
        if self.verdict {
            Goal::Verdict
        } else {
            Goal::MostCleared
        }
    }

    /// Solves `deal` within these limits, establishing this goal.
    fn solve(&self, rules: Rules, deal: &Deal) -> Solution {
        solve_deal_within(rules, deal, self.max_nodes, self.max_memory, self.goal())
    }

    /// The limits as [`simulate`] takes them.
    fn limits(&self) -> Limits {
        Limits {
            max_nodes: self.max_nodes,
            max_memory_mib: self.max_memory,
            goal: self.goal(),
        }
    }
}

/// Options of `patience solve`.
#[derive(Debug, Clone, Args)]
#[command(about = SolveArgs::ABOUT)]
#[command(group(ArgGroup::new("which").required(true).args(["seed", "deck", "seeds", "board"])))]
pub struct SolveArgs {
    /// The game: eighteens, elevens, sweet-sixteen, eliminator, suit-elevens, black-hole, all-in-a-row, golf, pyramid, tri-peaks (any unique prefix).
    #[arg(value_parser = GameNames, hide_possible_values = true)]
    pub game: String,
    /// Solve the deal of this seed.
    #[arg(long, value_name = "N", value_parser = crate::command_line::seed_number)]
    pub seed: Option<u64>,
    /// Solve these 52 cards, in deal order, e.g. "7H 4C KD ...".
    #[arg(long, value_name = "CARDS")]
    pub deck: Option<String>,
    /// Solve every seed from FIRST to LAST, both included (1..100 is 100 deals), one line per deal.
    #[arg(long, value_name = "FIRST..LAST")]
    pub seeds: Option<String>,
    /// Solve the board in FILE (`-` for standard input), in the format of black-hole-solver and PySolFC: Eliminator, Black Hole, All in a Row and Golf (docs/boards.md).
    #[arg(long, value_name = "FILE")]
    pub board: Option<std::path::PathBuf>,
    /// The variant and the solver's limits.
    #[command(flatten)]
    pub solver: SolverArgs,
    /// Print one JSON object per deal: cleared, limit, line, nodes, result, seed.
    #[arg(long)]
    pub json: bool,
}

impl SolveArgs {
    /// The description of `patience solve` in help (see [`crate::cli::CliCommand`]).
    pub const ABOUT: &str = "Analyse a deal with full knowledge of the stock order (analysis, not play): won with a winning line, lost, or unknown";
}

/// How `simulate` chooses moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum StrategyArg {
    /// The exact full-knowledge result.
    Solver,
    /// Play every move by the fair hint.
    Hint,
    /// Pick uniformly among the legal moves (seeded per deal).
    Random,
}

/// Options of `patience simulate`.
#[derive(Debug, Clone, Args)]
#[command(about = SimulateArgs::ABOUT)]
#[command(group(ArgGroup::new("which").required(true).args(["deals", "seeds"])))]
pub struct SimulateArgs {
    /// The game: eighteens, elevens, sweet-sixteen, eliminator, suit-elevens, black-hole, all-in-a-row, golf, pyramid, tri-peaks (any unique prefix).
    #[arg(value_parser = GameNames, hide_possible_values = true)]
    pub game: String,
    /// Play the deals of the seeds from FIRST to LAST, both included (1..100 is 100 deals).
    #[arg(long, value_name = "FIRST..LAST", conflicts_with_all = ["deals", "first_seed"])]
    pub seeds: Option<String>,
    /// How many deals to play: seeds S to S+N-1 (from 1 unless --first-seed says otherwise).
    #[arg(long, value_name = "N", value_parser = crate::command_line::count)]
    pub deals: Option<u64>,
    /// The first seed of --deals.
    #[arg(long, value_name = "S", requires = "deals", value_parser = crate::command_line::seed_number)]
    pub first_seed: Option<u64>,
    /// How to play each deal.
    #[arg(long, value_enum, default_value_t = StrategyArg::Solver)]
    pub strategy: StrategyArg,
    /// The variant and the solver's limits.
    #[command(flatten)]
    pub solver: SolverArgs,
    /// Worker threads (default: one per core); the results never depend on it.
    #[arg(long, value_name = "T", value_parser = thread_count)]
    pub threads: Option<usize>,
    /// Print one JSON object with the totals.
    #[arg(long)]
    pub json: bool,
    /// Draw the progress bar with Unicode blocks, filled an eighth at a time, instead of ASCII.
    #[arg(long)]
    pub unicode: bool,
    /// For screen readers: no progress bar. Also set by PATIENCE_ACCESSIBLE=1.
    #[arg(long)]
    pub accessible: bool,
}

impl SimulateArgs {
    /// The description of `patience simulate` in help (see [`crate::cli::CliCommand`]).
    pub const ABOUT: &str =
        "Play many deals by a strategy and report the win rate with a 95% interval";
}

/// The error for memory the system refused the solver's tables.
fn refused(label: &str, bytes: usize) -> Failure {
    Failure {
        status: ExitCode::Runtime,
        message: format!(
            "The system refused the {} MiB the solver's tables needed for {label}; a lower --max-memory makes such a deal unknown instead.",
            bytes.div_ceil(1 << 20)
        ),
    }
}

/// The error for a deal of `simulate` refused memory.
impl From<OutOfMemory> for Failure {
    fn from(err: OutOfMemory) -> Failure {
        refused(&format!("seed {}", err.seed), err.bytes)
    }
}

/// The word for what stopped an unknown search, as `--json` gives it.
fn limit_word(halt: Option<Halt>) -> Option<&'static str> {
    match halt? {
        Halt::NodeLimit => Some("nodes"),
        Halt::MemoryCap | Halt::OutOfMemory(_) => Some("memory"),
    }
}

/// Why `--seeds` could not be read, as a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadSeedRange(String);

impl std::fmt::Display for BadSeedRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadSeedRange {}

/// Reads `FIRST..LAST`, both ends included, the one form a range of seeds
/// takes on every command (and the form every summary prints it in, "seeds
/// 1 to 100"); `FIRST..=LAST` is refused, saying what to type.
pub fn parse_seed_range(text: &str) -> Result<SeedRange, BadSeedRange> {
    let shown = crate::text::escape::untrusted(text);
    if let Some((a, b)) = text.split_once("..=") {
        return Err(BadSeedRange(format!(
            "Write the range as {}..{}: a range of seeds includes both its ends.",
            crate::text::escape::untrusted(a.trim()),
            crate::text::escape::untrusted(b.trim())
        )));
    }
    let (a, b) = text.split_once("..").ok_or_else(|| {
        BadSeedRange(format!(
            "--seeds takes a range of seeds like 1..100 (both ends included), not \"{shown}\"."
        ))
    })?;
    let number = |s: &str| {
        s.trim().parse::<u64>().map_err(|_| {
            BadSeedRange(format!(
                "\"{}\" in --seeds is not a seed; seeds are whole numbers from 0 to 18446744073709551615.",
                crate::text::escape::untrusted(s.trim())
            ))
        })
    };
    let (first, last) = (number(a)?, number(b)?);
    if last < first {
        return Err(BadSeedRange(format!(
            "The range {shown} holds no seeds; its last seed must not come before its first."
        )));
    }
    Ok(SeedRange { first, last })
}

/// One deal's answer as a line of text or a JSON object.
fn describe(
    label: &str,
    seed: Option<u64>,
    s: &Solution,
    args: &SolveArgs,
    one_line: bool,
) -> String {
    let commands: Vec<String> = s.line.iter().map(move_command).collect();
    if args.json {
        let solved = SolvedDeal {
            cleared: s.cleared,
            limit: limit_word(s.halt),
            line: commands,
            nodes: s.nodes,
            result: s.verdict.word(),
            seed,
        };
        return serde_json::to_string(&solved).expect("a solved deal is plain data");
    }
    let moves = plural(commands.len(), "move", "moves");
    let nodes = plural(s.nodes as usize, "node", "nodes");
    let cards = plural(s.cleared, "card", "cards");
    match s.verdict {
        Verdict::Won if one_line => {
            // One record a deal, its later lines indented, within the width.
            let tied: Vec<String> = commands.iter().map(|c| tie(c)).collect();
            let text = format!("{label}: won in {moves} ({nodes}): {}", tied.join(", "));
            continued(&text, stdout_width()).join("\n")
        }
        Verdict::Won => format!("{label}: won in {moves} ({nodes})\n{}", commands.join("\n")),
        Verdict::Lost if args.solver.verdict => {
            format!("{label}: lost; the best line found clears {cards} ({nodes})")
        }
        Verdict::Lost => format!("{label}: lost; the best line clears {cards} ({nodes})"),
        Verdict::Unknown if s.halt.is_some_and(Halt::is_memory) => format!(
            "{label}: unknown: the memory cap of {} MiB was reached after {nodes}; \
             the best line found clears {cards}",
            args.solver.max_memory
        ),
        Verdict::Unknown => format!(
            "{label}: unknown: the limit of {} was reached; the best line found clears {cards}",
            plural(
                usize::try_from(args.solver.max_nodes).unwrap_or(usize::MAX),
                "node",
                "nodes"
            )
        ),
    }
}

/// Runs `patience solve`.
pub fn solve(args: &SolveArgs) -> Result<ExitCode, Failure> {
    let rules = args.solver.rules(&args.game)?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if let Some(text) = &args.seeds {
        let range = parse_seed_range(text).map_err(|e| Failure::usage(e.to_string()))?;
        return match solve_range(rules, range, args, &mut out) {
            Ok(finished) => finished,
            Err(err) => quietly_on_closed_pipe(Err(err)),
        };
    }
    let (label, seed, deal) = match (&args.board, &args.deck, args.seed) {
        (Some(path), _, _) => (
            "board".to_string(),
            None,
            crate::board_input::deal(path, rules.game)?,
        ),
        (None, Some(text), _) => (
            "deck".to_string(),
            None,
            Deal::parse(text).map_err(|e| Failure::usage(e.to_string()))?,
        ),
        (None, None, Some(seed)) => (format!("seed {seed}"), Some(seed), Deal::from_seed(seed)),
        (None, None, None) => unreachable!("clap requires --seed, --deck, --seeds or --board"),
    };
    let solution = args.solver.solve(rules, &deal);
    if let Some(Halt::OutOfMemory(bytes)) = solution.halt {
        return Err(refused(&format!("the {label}"), bytes));
    }
    quietly_on_closed_pipe(
        writeln!(out, "{}", describe(&label, seed, &solution, args, false))
            .map(|_| ExitCode::Success),
    )
}

/// Solves a range in parallel blocks, printing in seed order as it goes:
/// memory stays flat however long the range. A deal the system refuses
/// memory ends the run after the lines before it.
fn solve_range(
    rules: Rules,
    range: SeedRange,
    args: &SolveArgs,
    out: &mut impl Write,
) -> io::Result<Result<ExitCode, Failure>> {
    const BLOCK: u64 = 256;
    let mut first = range.first;
    loop {
        let last = range.last.min(first.saturating_add(BLOCK - 1));
        let answers: Vec<Result<String, Failure>> = (first..=last)
            .into_par_iter()
            .map(|seed| {
                let deal = Deal::from_seed(seed);
                let solution = args.solver.solve(rules, &deal);
                let label = format!("seed {seed}");
                match solution.halt {
                    Some(Halt::OutOfMemory(bytes)) => Err(refused(&label, bytes)),
                    _ => Ok(describe(&label, Some(seed), &solution, args, true)),
                }
            })
            .collect();
        for answer in answers {
            match answer {
                Ok(line) => writeln!(out, "{line}")?,
                Err(failure) => return Ok(Err(failure)),
            }
        }
        if last == range.last {
            return Ok(Ok(ExitCode::Success));
        }
        first = last + 1;
    }
}

fn strategy(arg: StrategyArg) -> Strategy {
    match arg {
        StrategyArg::Solver => Strategy::Solver,
        StrategyArg::Hint => Strategy::Hint,
        StrategyArg::Random => Strategy::Random,
    }
}

/// The most worker threads `--threads` accepts.
pub const MAX_THREADS: usize = 256;

/// Runs `patience simulate`.
pub fn simulate_command(args: &SimulateArgs) -> Result<ExitCode, Failure> {
    let rules = args.solver.rules(&args.game)?;
    if let Some(refusal) = strategy(args.strategy).refusal(args.solver.goal()) {
        return Err(Failure::usage(refusal));
    }
    let range = simulated_range(args)?;
    let deals = range.seeds().ok_or_else(|| {
        Failure::usage(
            "That range holds 2^64 deals, more than simulate can count; split it into shards (docs/scale.md).",
        )
    })?;
    if let Some(threads) = args.threads {
        if !(1..=MAX_THREADS).contains(&threads) {
            return Err(Failure::usage(format!(
                "--threads must be from 1 to {MAX_THREADS}, not {threads}."
            )));
        }
    }
    let pool = worker_pool(args.threads).map_err(|e| Failure {
        status: ExitCode::Runtime,
        message: format!(
            "Could not start the worker threads: {}.",
            crate::text::reason::io_reason(&e)
        ),
    })?;
    let progress = Progress::start(
        deals,
        "deals",
        &BarSettings::from_environment(args.unicode, args.accessible),
    );
    let strategy = strategy(args.strategy);
    let started = Instant::now();
    let summary = pool.install(|| {
        simulate(
            rules,
            range.first,
            deals,
            strategy,
            args.solver.limits(),
            &|deals| progress.advance(deals),
        )
    });
    let seconds = started.elapsed().as_secs_f64();
    progress.finish();
    let report = Report {
        rules,
        strategy,
        limits: args.solver.limits(),
        seed_ranges: vec![range],
        summary: summary?,
        seconds,
        timings: 1,
    };
    report.print(args.json)
}

/// The seeds `simulate` plays: `--seeds FIRST..LAST`, or `--deals N` from
/// `--first-seed` (1 unless given).
fn simulated_range(args: &SimulateArgs) -> Result<SeedRange, Failure> {
    match (&args.seeds, args.deals) {
        (Some(text), _) => parse_seed_range(text).map_err(|e| Failure::usage(e.to_string())),
        (None, Some(0)) => Err(Failure::usage("--deals must be at least 1.")),
        (None, Some(deals)) => {
            let first = args.first_seed.unwrap_or(1);
            SeedRange::from_count(first, deals).ok_or_else(|| {
                Failure::usage(format!(
                    "--first-seed {first} with --deals {deals} runs past the last seed, 18446744073709551615."
                ))
            })
        }
        (None, None) => unreachable!("clap requires --deals or --seeds"),
    }
}

/// A finished simulation, or several merged, ready to print.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The game and variant.
    pub rules: Rules,
    /// How moves were chosen.
    pub strategy: Strategy,
    /// Each deal's limits.
    pub limits: Limits,
    /// The seeds played, in order, as few ranges as possible (at least one).
    pub seed_ranges: Vec<SeedRange>,
    /// The totals.
    pub summary: Summary,
    /// The wall-clock time of the run, or the sum of the runs' times.
    pub seconds: f64,
    /// How many summaries' times `seconds` adds up: 1 for simulate itself.
    pub timings: u64,
}

impl Report {
    /// The report as `--json` prints it.
    pub fn simulation(&self) -> Simulation {
        let s = &self.summary;
        let (ci_low, ci_high) = s.interval();
        Simulation {
            game: self.rules.game.id().to_string(),
            variant: self.rules.variant_name(),
            strategy: self.strategy.word().to_string(),
            max_nodes: self.limits.max_nodes,
            max_memory: self.limits.max_memory_mib,
            verdict_only: self.limits.goal == Goal::Verdict,
            deals: s.deals,
            first_seed: self.seed_ranges[0].first,
            seed_ranges: self.seed_ranges.clone(),
            won: s.won,
            lost: s.lost,
            unknown: s.unknown,
            unknown_at_memory_cap: s.at_memory_cap,
            win_rate: s.win_rate(),
            ci_low,
            ci_high,
            mean_cleared: s.mean_cleared(),
            cleared: s.cleared,
            no_move_deals: s.no_move_deals,
            seconds: self.seconds,
        }
    }

    /// Prints the report on stdout, as JSON or as text; a closed pipe is
    /// a normal end.
    pub fn print(&self, json: bool) -> Result<ExitCode, Failure> {
        let text = if json {
            serde_json::to_string(&self.simulation()).expect("a simulation is plain data")
        } else {
            self.text()
        };
        let stdout = io::stdout();
        let mut out = stdout.lock();
        quietly_on_closed_pipe(writeln!(out, "{text}").map(|_| ExitCode::Success))
    }

    fn text(&self) -> String {
        let s = &self.summary;
        let (low, high) = s.interval();
        let pct = |x: f64| format!("{:.2}%", x * 100.0);
        let ranges: Vec<String> = self
            .seed_ranges
            .iter()
            .map(|r| tie(&format!("{} to {}", r.first, r.last)))
            .collect();
        // Many seed ranges (a merge with gaps) make a long first line: it
        // is wrapped to the width, as a sentence is.
        let heading = format!(
            "{} ({}), strategy {}{}, seeds {}",
            self.rules.game.name(),
            self.rules.variant_name(),
            self.strategy.word(),
            match self.limits.goal {
                Goal::Verdict => " (won or lost only)",
                Goal::MostCleared => "",
            },
            join_with_and(&ranges)
        );
        [
            continued(&heading, stdout_width()).join("\n"),
            format!("games         {}", s.deals),
            format!("won           {}", s.won),
            format!("lost          {}", s.lost),
            match s.at_memory_cap {
                0 => format!("unknown       {}", s.unknown),
                capped => format!(
                    "unknown       {} ({capped} at the memory cap of {} MiB)",
                    s.unknown, self.limits.max_memory_mib
                ),
            },
            format!(
                "win rate      {} (95% interval {} to {})",
                pct(s.win_rate()),
                pct(low),
                pct(high)
            ),
            match self.limits.goal {
                Goal::Verdict => format!(
                    "mean cleared  {:.2} (by the best lines seen; --verdict leaves the most unproved)",
                    s.mean_cleared()
                ),
                Goal::MostCleared => format!("mean cleared  {:.2}", s.mean_cleared()),
            },
            format!(
                "no first move {} ({})",
                pct(s.no_move_deals as f64 / s.deals as f64),
                plural(s.no_move_deals, "deal", "deals")
            ),
            match self.timings {
                1 => format!("time          {:.2} s", self.seconds),
                n => format!(
                    "time          {:.2} s, the times of the {n} summaries added",
                    self.seconds
                ),
            },
        ]
        .join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_range_includes_both_ends_and_the_other_form_is_refused_saying_what_to_type() {
        assert_eq!(
            parse_seed_range("1..4"),
            Ok(SeedRange { first: 1, last: 4 })
        );
        assert_eq!(
            parse_seed_range("5..5"),
            Ok(SeedRange { first: 5, last: 5 })
        );
        assert_eq!(
            parse_seed_range("0..18446744073709551615"),
            Ok(SeedRange {
                first: 0,
                last: u64::MAX
            })
        );
        assert_eq!(
            parse_seed_range("2..=3").unwrap_err().to_string(),
            "Write the range as 2..3: a range of seeds includes both its ends."
        );
        assert!(parse_seed_range("6..5")
            .unwrap_err()
            .to_string()
            .contains("holds no seeds"));
        assert!(parse_seed_range("7")
            .unwrap_err()
            .to_string()
            .contains("like 1..100"));
        assert!(parse_seed_range("1..x")
            .unwrap_err()
            .to_string()
            .contains("\"x\""));
        assert!(parse_seed_range("1..18446744073709551616").is_err());
    }
}
