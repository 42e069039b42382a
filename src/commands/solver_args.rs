//! What `patience solve` and `patience simulate` both take: the variant and
//! the solver's limits on one deal (`SolverArgs`), checked against the
//! game, and the sentence for memory the system refused the solver.

use crate::command_line::{game_id, BadNumber, Failure, VariantArgs};
use crate::deal::Deal;
use crate::exit_code::ExitCode;
use crate::games::Rules;
use crate::solver::simulate::Limits;
use crate::solver::{
    solve_deal_within, Goal, Solution, DEFAULT_MAX_MEMORY_MIB, DEFAULT_MAX_NODES, MAX_MEMORY_MIB,
};
use clap::Args;

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
    /// Decide only won or lost, not a lost deal's most cards cleared, which the default search proves at a cost (about two to three times the positions; docs/commands.md); the cards cleared reported are then those of the best line seen. Only the games played onto foundations or a waste search less with it; the others' searches are the same either way.
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

impl SolverArgs {
    /// The rules of `game` in the chosen variant, once the game, the
    /// variant and the limits are checked; a usage error naming the first
    /// that is wrong.
    pub fn rules(&self, game: &str) -> Result<Rules, Failure> {
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
    pub fn goal(&self) -> Goal {
        if self.verdict {
            Goal::Verdict
        } else {
            Goal::MostCleared
        }
    }

    /// Solves `deal` within these limits, establishing this goal.
    pub fn solve(&self, rules: Rules, deal: &Deal) -> Solution {
        solve_deal_within(rules, deal, self.max_nodes, self.max_memory, self.goal())
    }

    /// The limits as [`simulate`] takes them.
    pub fn limits(&self) -> Limits {
        Limits {
            max_nodes: self.max_nodes,
            max_memory_mib: self.max_memory,
            goal: self.goal(),
        }
    }
}

/// The error for memory the system refused the solver's tables.
pub fn refused(label: &str, bytes: usize) -> Failure {
    Failure {
        status: ExitCode::Runtime,
        message: format!(
            "The system refused the {} MiB the solver's tables needed for {label}; a lower --max-memory makes such a deal unknown instead.",
            bytes.div_ceil(1 << 20)
        ),
    }
}
