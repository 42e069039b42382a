//! `patience simulate`: its options, many deals played by a strategy on
//! worker threads with a progress bar, and the totals printed as a
//! [`Report`].

use super::progress::{BarSettings, Progress};
use super::report::Report;
use super::seed_range::parse_seed_range;
use super::solver_args::{could_not_start_threads, refused, SolverArgs};
use crate::command_line::{game_help, BadNumber, Failure};
use crate::display::accessible_asked;
use crate::exit_code::ExitCode;
use crate::shell_completions::GameNames;
use crate::solver::simulate::{simulate, OutOfMemory, SeedRange, Strategy};
use crate::solver::workers::worker_pool;
use clap::{ArgGroup, Args, ValueEnum};
use std::time::Instant;

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
    /// The game (its help names every game: [`game_help`]).
    #[arg(value_parser = GameNames, hide_possible_values = true, help = game_help())]
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
    /// For screen readers: no progress bar, and the summary in short
    /// sentences, one a line, with no columns to line up. Also set by
    /// PATIENCE_ACCESSIBLE=1.
    #[arg(long)]
    pub accessible: bool,
}

impl SimulateArgs {
    /// The description of `patience simulate` in help (see [`crate::cli::CliCommand`]).
    pub const ABOUT: &str =
        "Play many deals by a strategy and report the win rate with a 95% interval";
}

/// The error for a deal of `simulate` refused memory.
impl From<OutOfMemory> for Failure {
    fn from(err: OutOfMemory) -> Failure {
        refused(&format!("seed {}", err.seed), err.bytes)
    }
}

/// A `--threads` on the command line, or why the text is not one.
fn thread_count(text: &str) -> Result<usize, BadNumber> {
    text.parse()
        .map_err(|_| BadNumber(format!("give a whole number from 1 to {MAX_THREADS}")))
}

/// The library's strategy for the one chosen on the command line.
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
pub fn run(args: &SimulateArgs) -> Result<ExitCode, Failure> {
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
    let pool = worker_pool(args.threads).map_err(|e| could_not_start_threads(&e))?;
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
    report.print(args.json, accessible_asked(args.accessible))
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
