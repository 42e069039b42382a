//! Odds in words a player reads at a glance: "about 31%, likely between 27
//! and 35" for an estimate, "exactly 5 of the 24" when every stock order was
//! tried, and a plain yes or no when nothing is hidden.

use crate::advice::Odds;

/// The share in words, with its 95% interval when it is an estimate:
/// "about 31%, likely between 27 and 35"; "exactly 5 of the 24" when every
/// order was tried. A share that is not exact is never rounded to 100% or
/// 0% ("over 99%", "under 1%"). When the solver left some orders
/// undecided, only the range is stated, and why: "20% to 90%, as 40 of the
/// 50 orders tried were too long to decide".
pub fn share_words(odds: &Odds) -> String {
    if odds.is_range() {
        return format!(
            "{}, as {} of the {} orders tried were too long to decide",
            range_words(odds),
            odds.undecided,
            odds.orders
        );
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

/// The share of the stock's orders as a phrase naming the stock as
/// `stock` ("it", "the stock"): "about 31% of the ways it could lie, likely
/// between 28 and 34"; "exactly 5 of the 24 ways it could lie"; "all the
/// ways it could lie".
fn of_the_ways(odds: &Odds, stock: &str) -> String {
    let ways = format!("ways {stock} could lie");
    let words = share_words(odds);
    if odds.exact && words.starts_with("exactly") {
        return format!("{words} {ways}");
    }
    match words.split_once(", ") {
        Some((share, range)) => format!("{share} of the {ways}, {range}"),
        None if words == "none" => format!("none of the {ways}"),
        None if words == "all" => format!("all the {ways}"),
        None => format!("{words} of the {ways}"),
    }
}

/// What the odds of a move say, for the hint: whose chance it is and how
/// sure. "you win in about 31% of the ways the stock could lie, likely
/// between 28 and 34" when the share is the player's own chance; "with the stock face up you would win in ...; face down, your
/// chance is at most that" when it is what a player who could see the
/// stock would win.
pub fn chance_clause(odds: &Odds) -> String {
    if odds.players_own {
        format!("you win in {}", of_the_ways(odds, "the stock"))
    } else {
        let ways = of_the_ways(odds, "it");
        format!("with the stock face up you would win in {ways}; face down, your chance is at most that")
    }
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
            "with the stock face up you would win in about 31% of the ways it could lie, \
             likely between 28 and 34; face down, your chance is at most that"
        );
        assert_eq!(
            chance_clause(&odds(5, 24, true)),
            "you win in exactly 5 of the 24 ways the stock could lie"
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
        assert_eq!(
            share_words(&partly),
            "11% to 89%, as 30 of the 50 orders tried were too long to decide"
        );
        assert_eq!(percent(&partly), "11-89%");
        assert_eq!(
            chance_clause(&Odds {
                players_own: false,
                ..partly
            }),
            "with the stock face up you would win in 11% to 89% of the ways it could lie, \
             as 30 of the 50 orders tried were too long to decide; face down, your chance is \
             at most that"
        );
    }

    #[test]
    fn an_estimate_is_never_rounded_to_all_or_none() {
        assert!(share_words(&odds(2000, 2000, false)).starts_with("over 99%"));
        assert!(share_words(&odds(0, 2000, false)).starts_with("under 1%"));
    }
}
