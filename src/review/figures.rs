//! The figures a review says in every form, the table and the sentences:
//! odds without their interval, costs in points that agree with their
//! noun, and what the odds measure.

use super::Review;
use crate::advice::Odds;
use crate::text::odds::{range_words, share_words};
use crate::words::plural;

/// How many of the worst moves the summary names.
pub const SUMMARY_MOVES: usize = 3;

/// Whether every figure of the review is the player's own chance (rather
/// than what a player who could see the stock would win), and how far the
/// widest 95% interval reaches either side of its estimate.
pub fn what_the_odds_are(review: &Review) -> (bool, f64) {
    let all: Vec<&Odds> = review
        .moves
        .iter()
        .flat_map(|m| [&m.before, &m.after_played, &m.after_best])
        .flatten()
        .collect();
    let widest = all.iter().map(|o| o.half_width()).fold(0.0, f64::max);
    (all.iter().all(|o| o.players_own), widest)
}

/// A cost in whole points, its noun agreeing: "1 point", "12 points".
pub fn points(cost: f64) -> String {
    plural(cost.round() as u64, "point", "points")
}

/// "about 42%", "exactly 5 of the 24" or "all", without the interval;
/// "9% to 100%" when some orders were undecided.
pub fn short(odds: &Option<Odds>) -> String {
    match odds {
        None => "unknown".to_string(),
        Some(odds) if odds.is_range() => range_words(odds),
        Some(odds) => {
            let words = share_words(odds);
            let words = words.split(", likely").next().unwrap_or_default();
            match words {
                "all" => "100%".to_string(),
                "none" => "0%".to_string(),
                other => other.to_string(),
            }
        }
    }
}
