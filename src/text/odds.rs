//! Odds in words a player reads at a glance: "about 31%, likely between 27
//! and 35" for an estimate, "exactly 5 in 24" when every stock order was
//! tried, a plain yes or no when nothing is hidden, and, when the odds are
//! too wide to guide a move, a short clause that says so. A hint says its
//! odds as clauses short enough that each, as a sentence of its own, fits
//! a 40-column line.

use crate::advice::Odds;
use crate::words::{agreeing, plural};

/// Odds whose 95% interval reaches further than this either side of the
/// share (15 points) are too uncertain to guide a move: the hint says so
/// rather than give a range such as 0% to 100%.
pub const TOO_UNCERTAIN: f64 = 0.15;

/// What a hint says instead of odds that are [`TOO_UNCERTAIN`].
pub const UNCERTAIN_CLAUSE: &str = "the odds are too uncertain to estimate";

/// The share in words, with its 95% interval when it is an estimate:
/// "about 31%, likely between 27 and 35"; "exactly 5 of the 24" when every
/// order was tried. A share that is not exact is never rounded to 100% or
/// 0% ("over 99%", "under 1%"). When the solver left some orders
/// undecided, only the range is stated: "20% to 90%".
pub fn share_words(odds: &Odds) -> String {
    if odds.is_range() {
        return range_words(odds);
    }
    if odds.exact {
        return match (odds.wins, odds.orders) {
            (0, _) => "none".to_string(),
            (w, n) if w == n => "all".to_string(),
            (w, n) => format!("exactly {w} of the {n}"),
        };
    }
    let (low, high) = percents(odds);
    let centre = estimate(odds.share());
    if high - low < 1.0 {
        centre
    } else {
        format!("{centre}, likely between {low:.0} and {high:.0}")
    }
}

/// The range of odds some of whose orders were undecided, as a sentence
/// says it: "20% to 90%" (a screen reader reads "20-90%" as a subtraction).
pub fn range_words(odds: &Odds) -> String {
    let (low, high) = percents(odds);
    format!("{low:.0}% to {high:.0}%")
}

/// The ends of the 95% interval in whole percents, widened outwards.
fn percents(odds: &Odds) -> (f64, f64) {
    let (low, high) = odds.interval();
    ((100.0 * low).floor(), (100.0 * high).ceil())
}

/// A percentage that is an estimate: "about 40%", "over 99%", "under 1%".
fn estimate(fraction: f64) -> String {
    let percent = (100.0 * fraction).round();
    if percent >= 100.0 {
        "over 99%".to_string()
    } else if percent <= 0.0 {
        "under 1%".to_string()
    } else {
        format!("about {percent:.0}%")
    }
}

/// A percentage in a review's columns: "42%" when exact, "~42%" when an
/// estimate, "20-90%" when the solver left some orders undecided.
pub fn percent(odds: &Odds) -> String {
    let percent = (100.0 * odds.share()).round();
    if odds.is_range() {
        let (low, high) = percents(odds);
        format!("{low:.0}-{high:.0}%")
    } else if odds.exact {
        format!("{percent:.0}%")
    } else {
        format!("~{percent:.0}%")
    }
}

/// How many of the orders tried the solver could not decide, as a clause:
/// "1 of 33 orders was left undecided", a sentence that fits a 40-column
/// line while fewer than 1,000 orders are undecided.
fn undecided_clause(odds: &Odds) -> String {
    format!(
        "{} of {} {} left undecided",
        odds.undecided,
        plural(odds.orders, "order", "orders"),
        agreeing(odds.undecided, "was", "were")
    )
}

/// The share and what qualifies it, for a hint: ("about 31%", "likely
/// between 28% and 34%"), ("exactly 5 in 24", none), ("20% to 45%", "2 of
/// 118 orders were left undecided").
fn share_and_detail(odds: &Odds) -> (String, Option<String>) {
    if odds.is_range() {
        return (range_words(odds), Some(undecided_clause(odds)));
    }
    if odds.exact {
        return (format!("exactly {} in {}", odds.wins, odds.orders), None);
    }
    let (low, high) = percents(odds);
    let likely = (high - low >= 1.0).then(|| format!("likely between {low:.0}% and {high:.0}%"));
    (estimate(odds.share()), likely)
}

/// What the odds of a move say, for the hint, as clauses joined by "; ",
/// each short enough to be a sentence that fits a 40-column line: whose
/// chance it is and how sure. "your chance is about 31%; likely between
/// 28% and 34%" when the share is the player's own chance; "with the stock
/// face up: about 31%; likely between 28% and 34%; face down, your chance
/// is at most that" when it is what a player who could see the stock would
/// win; "the odds are too uncertain to estimate" when the interval reaches
/// more than [`TOO_UNCERTAIN`] either side.
pub fn chance_clause(odds: &Odds) -> String {
    if odds.half_width() > TOO_UNCERTAIN {
        return UNCERTAIN_CLAUSE.to_string();
    }
    let every = odds.exact && odds.wins == odds.orders;
    let none = odds.exact && odds.wins == 0;
    let mut clauses = match (odds.players_own, every, none) {
        (true, true, _) => vec!["you win whatever the stock's order".to_string()],
        (true, _, true) => vec!["you lose whatever the stock's order".to_string()],
        (false, true, _) => vec!["face up, every stock order wins".to_string()],
        (false, _, true) => vec!["even face up, no stock order wins".to_string()],
        (own, false, false) => {
            let (share, detail) = share_and_detail(odds);
            let lead = if own {
                "your chance is"
            } else {
                "with the stock face up:"
            };
            std::iter::once(format!("{lead} {share}"))
                .chain(detail)
                .collect()
        }
    };
    if !odds.players_own && !none {
        clauses.push("face down, your chance is at most that".to_string());
    }
    clauses.join("; ")
}

/// The odds of a move as one plain clause, for the hint by ear: "your
/// chance is about 31%" when the share is the player's own, "your chance is
/// at best about 31%" when it is what a player who could see the stock
/// would win (a ceiling); "you win whatever the stock's order", "it can win
/// whatever the stock's order". `None` when the odds are [`TOO_UNCERTAIN`]
/// to guide a move, or when no order wins at all (the hint's reason says
/// so already): `why` gives them whole.
pub fn plain_chance(odds: &Odds) -> Option<String> {
    if odds.half_width() > TOO_UNCERTAIN {
        return None;
    }
    let every = odds.exact && odds.wins == odds.orders;
    let none = odds.exact && odds.wins == 0;
    Some(match (odds.players_own, every, none) {
        (true, true, _) => "you win whatever the stock's order".to_string(),
        (true, _, true) => "you lose whatever the stock's order".to_string(),
        (false, true, _) => "it can win whatever the stock's order".to_string(),
        (false, _, true) => return None,
        (own, false, false) => {
            let (share, _) = share_and_detail(odds);
            let bound = if own { "" } else { "at best " };
            format!("your chance is {bound}{share}")
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn odds(wins: u32, orders: u32, exact: bool) -> Odds {
        Odds {
            wins,
            orders,
            undecided: 0,
            exact,
            players_own: true,
        }
    }

    #[test]
    fn an_estimate_reads_with_its_interval() {
        assert_eq!(
            share_words(&odds(310, 1000, false)),
            "about 31%, likely between 28 and 34"
        );
    }

    #[test]
    fn an_exact_share_reads_as_a_count() {
        assert_eq!(share_words(&odds(5, 24, true)), "exactly 5 of the 24");
        assert_eq!(share_words(&odds(24, 24, true)), "all");
    }

    #[test]
    fn a_ceiling_says_it_is_one() {
        let ceiling = Odds {
            players_own: false,
            ..odds(310, 1000, false)
        };
        assert_eq!(
            chance_clause(&ceiling),
            "with the stock face up: about 31%; likely between 28% and 34%; \
             face down, your chance is at most that"
        );
        assert_eq!(
            chance_clause(&odds(5, 24, true)),
            "your chance is exactly 5 in 24"
        );
    }

    #[test]
    fn undecided_orders_widen_the_odds_to_a_range_that_says_why() {
        let partly = Odds {
            undecided: 30,
            ..odds(10, 50, false)
        };
        let (low, high) = partly.interval();
        let decided_only = odds(10, 50, false).interval();
        let all_won = odds(40, 50, false).interval();
        assert_eq!((low, high), (decided_only.0, all_won.1));
        assert_eq!(share_words(&partly), "11% to 89%");
        assert_eq!(percent(&partly), "11-89%");
        let one = Odds {
            undecided: 1,
            ..odds(300, 330, false)
        };
        assert_eq!(
            chance_clause(&one),
            "your chance is 87% to 94%; 1 of 330 orders was left undecided"
        );
    }

    #[test]
    fn odds_wider_than_15_points_either_way_say_they_are_too_uncertain() {
        let partly = Odds {
            undecided: 30,
            players_own: false,
            ..odds(10, 50, false)
        };
        assert_eq!(chance_clause(&partly), UNCERTAIN_CLAUSE);
        let few = odds(3, 6, false);
        assert!(few.half_width() > TOO_UNCERTAIN);
        assert_eq!(chance_clause(&few), UNCERTAIN_CLAUSE);
    }

    #[test]
    fn every_clause_of_the_odds_is_a_sentence_that_fits_40_columns() {
        for own in [true, false] {
            for (wins, orders, undecided, exact) in [
                (310, 1000, 0, false),
                (999, 1000, 0, false),
                (0, 2000, 0, false),
                (5, 24, 0, true),
                (720, 720, 0, true),
                (0, 720, 0, true),
                (100, 118, 2, false),
                (3, 6, 3, false),
            ] {
                let odds = Odds {
                    undecided,
                    players_own: own,
                    ..odds(wins, orders, exact)
                };
                for clause in chance_clause(&odds).split("; ") {
                    // The clause and its full stop fit a 40-column line.
                    assert!(clause.len() < 40, "{clause}");
                }
            }
        }
    }

    #[test]
    fn an_estimate_is_never_rounded_to_all_or_none() {
        assert!(share_words(&odds(2000, 2000, false)).starts_with("over 99%"));
        assert!(share_words(&odds(0, 2000, false)).starts_with("under 1%"));
    }

    #[test]
    fn the_plain_chance_is_one_clause_that_says_whose_chance_and_no_interval() {
        assert_eq!(
            plain_chance(&odds(310, 1000, false)).as_deref(),
            Some("your chance is about 31%")
        );
        let ceiling = Odds {
            players_own: false,
            ..odds(310, 1000, false)
        };
        assert_eq!(
            plain_chance(&ceiling).as_deref(),
            Some("your chance is at best about 31%")
        );
        assert_eq!(
            plain_chance(&odds(5, 24, true)).as_deref(),
            Some("your chance is exactly 5 in 24")
        );
        assert_eq!(
            plain_chance(&odds(24, 24, true)).as_deref(),
            Some("you win whatever the stock's order")
        );
        // Too uncertain to guide: left to `why`, which says so.
        assert_eq!(plain_chance(&odds(3, 6, false)), None);
    }
}
