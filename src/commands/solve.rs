//! `patience solve`: its options, one deal (a seed, a deck or a board)
//! solved and printed with its winning line, or a range of seeds solved in
//! parallel blocks and printed a line a deal in seed order; as text or
//! JSON.

use super::in_order::in_seed_order;
use super::json::SolvedDeal;
use super::seed_range::parse_seed_range;
use super::solver_args::{could_not_start_threads, refused, SolverArgs};
use crate::command_line::{board_file_help, game_help, quietly_on_closed_pipe, Failure};
use crate::deal::Deal;
use crate::display::accessible_asked;
use crate::exit_code::ExitCode;
use crate::games::Rules;
use crate::shell_completions::GameNames;
use crate::solver::simulate::SeedRange;
use crate::solver::workers::worker_pool;
use crate::solver::{Halt, Solution, Verdict};
use crate::text::command::move_command;
use crate::text::spoken::sentences_of;
use crate::text::spoken_cli::line_lines;
use crate::text::width::{continued, fit, stdout_width};
use crate::words::{plural, tie};
use clap::{ArgGroup, Args};
use std::io::{self, Write};

/// Options of `patience solve`.
#[derive(Debug, Clone, Args)]
#[command(about = SolveArgs::ABOUT)]
#[command(group(ArgGroup::new("which").required(true).args(["seed", "deck", "seeds", "board"])))]
pub struct SolveArgs {
    /// The game (its help names every game: [`game_help`]).
    #[arg(value_parser = GameNames, hide_possible_values = true, help = game_help())]
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
    /// Solve the board in FILE (`-` for standard input), in the game's
    /// format (its help names the games of each: [`board_file_help`]).
    #[arg(long, value_name = "FILE", help = board_file_help("Solve"))]
    pub board: Option<std::path::PathBuf>,
    /// The variant and the solver's limits.
    #[command(flatten)]
    pub solver: SolverArgs,
    /// Print one JSON object per deal: cleared, limit, line, nodes, result, seed.
    #[arg(long)]
    pub json: bool,
    /// For screen readers: each deal's answer in sentences, and each move
    /// of a winning line as its command and then its cards in words. JSON
    /// is the same either way. Also set by PATIENCE_ACCESSIBLE=1.
    #[arg(long)]
    pub accessible: bool,
}

impl SolveArgs {
    /// The description of `patience solve` in help (see [`crate::cli::CliCommand`]).
    pub const ABOUT: &str = "Analyse a deal with full knowledge of the stock order (analysis, not play): won with a winning line, lost, or unknown";
}

/// The word for what stopped an unknown search, as `--json` gives it.
fn limit_word(halt: Option<Halt>) -> Option<&'static str> {
    match halt? {
        Halt::NodeLimit => Some("nodes"),
        Halt::MemoryCap | Halt::OutOfMemory(_) => Some("memory"),
    }
}

/// One deal, `deal` of `rules`, as `describe` needs it: what it is
/// called, its seed if it has one, and its cards.
struct Solved<'a> {
    /// "seed 3", "deck" or "board".
    label: &'a str,
    /// The seed, for JSON.
    seed: Option<u64>,
    /// The game and variant.
    rules: Rules,
    /// The cards dealt.
    deal: &'a Deal,
}

/// One deal's answer as a line of text or a JSON object; by ear
/// (`accessible`), as sentences, the winning line's moves named by their
/// cards, every line within the screen's width.
fn describe(
    deal: &Solved,
    s: &Solution,
    args: &SolveArgs,
    one_line: bool,
    accessible: bool,
) -> String {
    let label = deal.label;
    let seed = deal.seed;
    let commands: Vec<String> = s.line.iter().map(move_command).collect();
    if accessible && !args.json {
        let width = stdout_width();
        let mut lines = sentences_of(&headline(label, s, args));
        lines.extend(line_lines(deal.rules, deal.deal, &s.line, width));
        return lines
            .iter()
            .flat_map(|line| fit(line, width))
            .collect::<Vec<String>>()
            .join("\n");
    }
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
    match s.verdict {
        Verdict::Won if one_line => {
            // One record a deal, its later lines indented, within the width.
            let tied: Vec<String> = commands.iter().map(|c| tie(c)).collect();
            let text = format!("{}: {}", headline(label, s, args), tied.join(", "));
            continued(&text, stdout_width()).join("\n")
        }
        Verdict::Won => format!("{}\n{}", headline(label, s, args), commands.join("\n")),
        Verdict::Lost | Verdict::Unknown => headline(label, s, args),
    }
}

/// What was found of one deal, without its winning line: "seed 3: won in
/// 40 moves (1234 nodes)", "seed 4: lost; the best line clears 30 cards
/// (500 nodes)".
fn headline(label: &str, s: &Solution, args: &SolveArgs) -> String {
    let moves = plural(s.line.len(), "move", "moves");
    let nodes = plural(s.nodes as usize, "node", "nodes");
    let cards = plural(s.cleared, "card", "cards");
    match s.verdict {
        Verdict::Won => format!("{label}: won in {moves} ({nodes})"),
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
pub fn run(args: &SolveArgs) -> Result<ExitCode, Failure> {
    let rules = args.solver.rules(&args.game)?;
    if let Some(text) = &args.seeds {
        let range = parse_seed_range(text).map_err(|e| Failure::usage(e.to_string()))?;
        return match solve_range(rules, range, args, &mut io::stdout()) {
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
    let solved = Solved {
        label: &label,
        seed,
        rules,
        deal: &deal,
    };
    let accessible = accessible_asked(args.accessible);
    quietly_on_closed_pipe(
        writeln!(
            io::stdout(),
            "{}",
            describe(&solved, &solution, args, false, accessible)
        )
        .map(|_| ExitCode::Success),
    )
}

/// Why printing a range of deals stopped before its end.
enum Stopped {
    /// Standard output failed (a closed pipe ends the run quietly).
    Output(io::Error),
    /// A deal the system refused memory ends the run, with this sentence.
    Refused(Failure),
}

/// Solves a range on worker threads, printing each deal's line (flushed)
/// in seed order as soon as it and every earlier seed are decided, so an
/// interrupt loses only the deals still running and memory stays flat
/// however long the range. A deal the system refuses memory ends the run
/// after the lines before it.
fn solve_range(
    rules: Rules,
    range: SeedRange,
    args: &SolveArgs,
    out: &mut (impl Write + Send),
) -> io::Result<Result<ExitCode, Failure>> {
    let pool = match worker_pool(None) {
        Ok(pool) => pool,
        Err(err) => return Ok(Err(could_not_start_threads(&err))),
    };
    let accessible = accessible_asked(args.accessible);
    let solve = |seed: u64| {
        let deal = Deal::from_seed(seed);
        let solution = args.solver.solve(rules, &deal);
        let label = format!("seed {seed}");
        let solved = Solved {
            label: &label,
            seed: Some(seed),
            rules,
            deal: &deal,
        };
        match solution.halt {
            Some(Halt::OutOfMemory(bytes)) => Err(refused(&label, bytes)),
            _ => Ok(describe(&solved, &solution, args, true, accessible)),
        }
    };
    let print = |answer: Result<String, Failure>| {
        let line = answer.map_err(Stopped::Refused)?;
        writeln!(out, "{line}")
            .and_then(|()| out.flush())
            .map_err(Stopped::Output)
    };
    match in_seed_order(&pool, range, solve, print) {
        Ok(()) => Ok(Ok(ExitCode::Success)),
        Err(Stopped::Refused(failure)) => Ok(Err(failure)),
        Err(Stopped::Output(err)) => Err(err),
    }
}
