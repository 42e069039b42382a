//! What `patience simulate` and `patience merge` print: a finished
//! simulation, or several merged, as text or as the JSON of
//! [`Simulation`].

use super::json::Simulation;
use crate::command_line::{quietly_on_closed_pipe, Failure};
use crate::deal::Deal;
use crate::exit_code::ExitCode;
use crate::games::{AnyGame, Game, Rules};
use crate::message::join_with_and;
use crate::solver::simulate::{Limits, SeedRange, Strategy, Summary};
use crate::solver::Goal;
use crate::text::sentences::{Joined, Spoken};
use crate::text::width::{continued, stdout_width};
use crate::words::{plural, tie};
use std::io::{self, Write};

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

    /// Prints the report on stdout, as JSON, as sentences (`by_ear`) or
    /// as text; a closed pipe is a normal end.
    pub fn print(&self, json: bool, by_ear: bool) -> Result<ExitCode, Failure> {
        let text = if json {
            serde_json::to_string(&self.simulation()).expect("a simulation is plain data")
        } else if by_ear {
            self.sentences(stdout_width()).join("\n")
        } else {
            self.text()
        };
        let stdout = io::stdout();
        let mut out = stdout.lock();
        quietly_on_closed_pipe(writeln!(out, "{text}").map(|_| ExitCode::Success))
    }

    /// Each range of seeds played: "1 to 100".
    fn ranges(&self) -> Vec<String> {
        self.seed_ranges
            .iter()
            .map(|r| format!("{} to {}", r.first, r.last))
            .collect()
    }

    /// The report by ear: what was played and how, then each figure, a
    /// short sentence a line with no columns to line up ("3 games: 1 won
    /// and 2 lost.", "Win rate: 33.33%."), each within `width` where a
    /// 40-column line allows.
    fn sentences(&self, width: usize) -> Vec<String> {
        let s = &self.summary;
        let (low, high) = s.interval();
        let pct = percent;
        let ranges = self.ranges();
        let mut lines = vec![
            format!(
                "Game: {}, {}.",
                self.rules.game.name(),
                self.rules.variant_name()
            ),
            format!("Strategy: {}.", self.strategy.word()),
        ];
        lines.extend(
            player(self.rules, self.strategy)
                .iter()
                .map(|s| s.to_string()),
        );
        if self.limits.goal == Goal::Verdict {
            lines.push("Won or lost only.".to_string());
        }
        lines.extend(
            Spoken {
                lead: "Seeds",
                again: "And seeds",
                joined: Joined::WithAnd,
            }
            .sentences(&ranges, width),
        );
        let mut counts = vec![format!("{} won", s.won), format!("{} lost", s.lost)];
        if s.unknown > 0 {
            counts.push(format!("{} unknown", s.unknown));
        }
        lines.push(format!(
            "{}: {}.",
            plural(s.deals, "game", "games"),
            join_with_and(&counts)
        ));
        if s.at_memory_cap > 0 {
            lines.push(format!(
                "Unknown at the memory cap of {} MiB: {}.",
                self.limits.max_memory_mib, s.at_memory_cap
            ));
        }
        lines.push(format!("Win rate: {}.", pct(s.win_rate())));
        lines.push(format!("95% interval: {} to {}.", pct(low), pct(high)));
        lines.push(format!("Mean cleared: {:.2} cards.", s.mean_cleared()));
        if self.limits.goal == Goal::Verdict {
            lines.push("That is by the best lines seen.".to_string());
        }
        lines.push(match s.no_move_deals {
            0 => "Every deal has a first move.".to_string(),
            n => format!(
                "No first move in {} ({}).",
                plural(n, "deal", "deals"),
                pct(n as f64 / s.deals as f64)
            ),
        });
        lines.push(match self.timings {
            1 => format!("Time: {:.2} seconds.", self.seconds),
            n => format!("Time: {:.2} seconds, {n} runs added.", self.seconds),
        });
        lines
    }

    fn text(&self) -> String {
        let s = &self.summary;
        let (low, high) = s.interval();
        let pct = percent;
        let ranges: Vec<String> = self.ranges().iter().map(|r| tie(r)).collect();
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
            player(self.rules, self.strategy).join("\n"),
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

/// The sentences that say which player the rate is of, each within 40
/// columns: the solver sees every hidden card and so gives the most any
/// player could win, with the flag for a fair player's rate; in a game
/// that hides no card, the solver's is the best line's.
fn player(rules: Rules, strategy: Strategy) -> &'static [&'static str] {
    let (game, _) = AnyGame::new(rules, &Deal::from_seed(1));
    let hides_cards = !game.unseen().is_empty();
    match (strategy, hides_cards) {
        (Strategy::Solver, true) => &[
            "The solver sees every hidden card.",
            "This is the most a player could win.",
            "A fair player's rate: --strategy hint.",
        ],
        (Strategy::Solver, false) => &[
            "Every card is face up from the deal.",
            "This is what the best line wins.",
        ],
        (Strategy::Hint | Strategy::HintWith(_), true) => &[
            "A fair player: every move the hint's.",
            "The hint sees no hidden card.",
            "For the best line: --strategy solver.",
        ],
        (Strategy::Hint | Strategy::HintWith(_), false) => &[
            "Every move is the hint's.",
            "Every card is face up from the deal.",
            "For the best line: --strategy solver.",
        ],
        (Strategy::Random, _) => &[
            "A random legal move at every turn.",
            "A fair player's rate: --strategy hint.",
        ],
    }
}

/// A share as a percentage with two decimals: "33.33%".
fn percent(share: f64) -> String {
    format!("{:.2}%", share * 100.0)
}
