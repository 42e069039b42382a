//! One summary from elsewhere checked before it is merged: that its game,
//! variant and strategy are patience's, that its seed ranges hold its
//! deals, that its counts agree with each other, that its time is one a
//! run could take, that simulate would accept its limits, and that its
//! figures are the ones its counts make. Each check says what is wrong in
//! a clause that follows the summary's name.

use super::shards::Shard;
use crate::command_line::{runtime, Failure};
use crate::commands::json::Simulation;
use crate::commands::report::Report;
use crate::games::{GameId, Rules};
use crate::solver::simulate::{coalesce, Limits, Strategy, Summary};
use crate::solver::Goal;
use crate::text::escape;
use crate::words::plural;

/// The longest time a summary may claim per deal, in seconds: a day. A
/// larger time (or one that is not a number) is no run of simulate's. A
/// merge adds deals as it adds times, so its own summary keeps within
/// this too, and the sum of any number of summaries stays a number.
const MAX_SECONDS_A_DEAL: f64 = 24.0 * 3600.0;

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

/// What is wrong with a summary: a clause that follows its name ("counts
/// 3 deals but its seed ranges hold 4 seeds").
struct Flaw(String);

/// One shard's summary as a report, once its words name what patience
/// has and its counts agree; else the first thing wrong, in a sentence.
pub fn checked(shard: &Shard) -> Result<Report, Failure> {
    let flawed = |Flaw(what): Flaw| runtime(format!("{} {what}.", shard.label));
    let s = &shard.simulation;
    let (rules, strategy) = what_it_names(s).map_err(flawed)?;
    seeds_agree(s).map_err(flawed)?;
    counts_agree(s, rules).map_err(flawed)?;
    time_is_possible(s).map_err(flawed)?;
    let limits = limits_simulate_takes(s, strategy).map_err(flawed)?;
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
    figures_agree(s, &report).map_err(flawed)?;
    Ok(report)
}

/// The rules and strategy the summary names, if patience has them.
fn what_it_names(s: &Simulation) -> Result<(Rules, Strategy), Flaw> {
    let Some(rules) = rules_named(&s.game, &s.variant) else {
        return Err(Flaw(format!(
            "names a game and variant patience does not have, \"{}\" \"{}\"",
            escape::untrusted(&s.game),
            escape::untrusted(&s.variant)
        )));
    };
    let Some(strategy) = [Strategy::Solver, Strategy::Hint, Strategy::Random]
        .into_iter()
        .find(|strategy| strategy.word() == s.strategy)
    else {
        return Err(Flaw(format!(
            "names a strategy patience does not have, \"{}\" (solver, hint or random)",
            escape::untrusted(&s.strategy)
        )));
    };
    Ok((rules, strategy))
}

/// That the seed ranges are ranges, hold the summary's deals, and start
/// at its first seed.
fn seeds_agree(s: &Simulation) -> Result<(), Flaw> {
    let mut seeds: u64 = 0;
    for range in &s.seed_ranges {
        let Some(count) = range.seeds() else {
            return Err(Flaw(format!(
                "has the seed range {} to {}, which is backwards or longer than a count can be",
                range.first, range.last
            )));
        };
        let Some(sum) = seeds.checked_add(count) else {
            return Err(Flaw(
                "has seed ranges longer than a count can be".to_string(),
            ));
        };
        seeds = sum;
    }
    if s.seed_ranges.is_empty() || seeds != s.deals {
        return Err(Flaw(format!(
            "counts {} but its seed ranges hold {}",
            plural(s.deals, "deal", "deals"),
            plural(seeds, "seed", "seeds")
        )));
    }
    let lowest = s.seed_ranges.iter().map(|r| r.first).min();
    if lowest != Some(s.first_seed) {
        return Err(Flaw(format!(
            "has first_seed {}, which is not the lowest seed of its ranges",
            s.first_seed
        )));
    }
    Ok(())
}

/// That the counts of results, deals and cards agree with each other and
/// with `rules`, the rule set the summary names.
fn counts_agree(s: &Simulation, rules: Rules) -> Result<(), Flaw> {
    let played = s
        .won
        .checked_add(s.lost)
        .and_then(|n| n.checked_add(s.unknown));
    if played != Some(s.deals) {
        return Err(Flaw(format!(
            "counts {} won, {} lost and {} unknown, which do not add up to its {}",
            s.won,
            s.lost,
            s.unknown,
            plural(s.deals, "deal", "deals")
        )));
    }
    if s.unknown_at_memory_cap > s.unknown {
        return Err(Flaw(format!(
            "counts {} unknown at the memory cap, more than its {} unknown",
            plural(s.unknown_at_memory_cap, "deal", "deals"),
            plural(s.unknown, "deal", "deals")
        )));
    }
    if s.no_move_deals > s.lost {
        return Err(Flaw(format!(
            "counts {} with no first move, more than its {} (a deal with no first move is lost)",
            plural(s.no_move_deals, "deal", "deals"),
            plural(s.lost, "lost deal", "lost deals")
        )));
    }
    cleared_agrees(s, rules)
}

/// That the cards cleared are no more than `rules` lets each deal clear.
/// (A won deal need not clear them all: Sweet Sixteen is won once its
/// stock is empty.)
fn cleared_agrees(s: &Simulation, rules: Rules) -> Result<(), Flaw> {
    let each = rules.game.descriptor().cleared_of(rules.variant).total as u64;
    if s.deals
        .checked_mul(each)
        .is_some_and(|most| s.cleared > most)
    {
        return Err(Flaw(format!(
            "counts {} cleared, more than the {each} a deal of {} can clear in each of its {}",
            plural(s.cleared, "card", "cards"),
            rules.game.name(),
            plural(s.deals, "deal", "deals")
        )));
    }
    Ok(())
}

/// That the summary's time is one a run of its deals could take.
fn time_is_possible(s: &Simulation) -> Result<(), Flaw> {
    if !(0.0..=MAX_SECONDS_A_DEAL * s.deals as f64).contains(&s.seconds) {
        return Err(Flaw(format!(
            "has a time of {} seconds for {}, which no run of simulate takes",
            short_seconds(s.seconds),
            plural(s.deals, "deal", "deals")
        )));
    }
    Ok(())
}

/// The summary's limits, if simulate would take them with its strategy.
fn limits_simulate_takes(s: &Simulation, strategy: Strategy) -> Result<Limits, Flaw> {
    let limits = Limits {
        max_nodes: s.max_nodes,
        max_memory_mib: s.max_memory,
        goal: if s.verdict_only {
            Goal::Verdict
        } else {
            Goal::MostCleared
        },
    };
    match limits.refusal().or_else(|| strategy.refusal(limits.goal)) {
        Some(refusal) => Err(Flaw(format!(
            "has limits that simulate refuses: {}",
            refusal.trim_end_matches('.')
        ))),
        None => Ok(limits),
    }
}

/// That the figures the summary gives are the ones its counts make.
fn figures_agree(s: &Simulation, report: &Report) -> Result<(), Flaw> {
    let expected = report.simulation();
    for (name, said, wanted) in [
        ("win_rate", s.win_rate, expected.win_rate),
        ("ci_low", s.ci_low, expected.ci_low),
        ("ci_high", s.ci_high, expected.ci_high),
        ("mean_cleared", s.mean_cleared, expected.mean_cleared),
    ] {
        if !agrees(said, wanted) {
            return Err(Flaw(format!(
                "has {name} {said}, but its counts make it {wanted}"
            )));
        }
    }
    Ok(())
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
}
