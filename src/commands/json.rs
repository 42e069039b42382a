//! The JSON outputs of `patience solve --json` and `patience simulate
//! --json`, one serde type per output, so that each has one schema
//! (documented in docs/commands.md). Fields are declared in the order they
//! are printed. `patience merge` reads simulate's back with the same type.

use crate::solver::simulate::SeedRange;
use serde::{Deserialize, Serialize};

/// One deal's answer: a line of `patience solve --json`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SolvedDeal {
    /// The most cards any line seen clears (for a won deal, all of them).
    pub cleared: usize,
    /// What stopped an unknown search: `nodes` (the node limit) or `memory`
    /// (the memory cap); `null` for a deal decided.
    pub limit: Option<&'static str>,
    /// The winning line as commands to type (`remove 3 7`); empty unless won.
    pub line: Vec<String>,
    /// Distinct positions the search visited.
    pub nodes: u64,
    /// `won`, `lost`, or `unknown` (a limit was reached first).
    pub result: &'static str,
    /// The seed of the deal, or `null` for a deal given with `--deck`.
    pub seed: Option<u64>,
}

/// The summary of a batch: the line of `patience simulate --json`, and of
/// `patience merge --json`, which reads it back (so no field it does not
/// know is taken).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a summary from patience simulate --json"
)]
pub struct Simulation {
    /// The game's id (`elevens`).
    pub game: String,
    /// The variant's name (`standard`, `pairs`, `5-foundations`).
    pub variant: String,
    /// How moves were chosen: `solver`, `hint` or `random`.
    pub strategy: String,
    /// The solver's node limit per deal (`--max-nodes`).
    pub max_nodes: u64,
    /// The memory cap of one deal's tables, in MiB (`--max-memory`).
    pub max_memory: u64,
    /// True if the solver decided only won or lost (`--verdict`): then
    /// `cleared` counts the best lines it saw, not the most a line clears.
    /// Absent (false) in summaries written before the option.
    #[serde(default)]
    pub verdict_only: bool,
    /// How many deals were played.
    pub deals: u64,
    /// The seed of the first deal.
    pub first_seed: u64,
    /// The seeds played, in order, as few ranges as possible: one for a
    /// run of simulate, more for a merge of shards with gaps between them.
    pub seed_ranges: Vec<SeedRange>,
    /// Deals won.
    pub won: u64,
    /// Deals lost.
    pub lost: u64,
    /// Deals the solver could not settle within its node limit.
    pub unknown: u64,
    /// Of the unknown deals, those stopped by the memory cap.
    pub unknown_at_memory_cap: u64,
    /// Won over all deals, from 0 to 1.
    pub win_rate: f64,
    /// The low end of the 95% interval of the win rate.
    pub ci_low: f64,
    /// The high end of the 95% interval of the win rate.
    pub ci_high: f64,
    /// Cards cleared per deal, on average.
    pub mean_cleared: f64,
    /// Cards cleared in all deals together (what `mean_cleared` is made of).
    pub cleared: u64,
    /// Deals with no legal move at the start.
    pub no_move_deals: u64,
    /// Wall-clock time of the batch, in seconds; for a merge, the sum of
    /// the merged batches' times.
    pub seconds: f64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solved_deal_prints_its_fields_in_the_documented_order() {
        let deal = SolvedDeal {
            cleared: 6,
            limit: None,
            line: vec!["remove 3 7".into()],
            nodes: 4,
            result: "lost",
            seed: None,
        };
        assert_eq!(
            serde_json::to_string(&deal).unwrap(),
            r#"{"cleared":6,"limit":null,"line":["remove 3 7"],"nodes":4,"result":"lost","seed":null}"#
        );
    }
}
