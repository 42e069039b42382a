//! A review as lines for the player: a table of moves, or in words mode
//! (and accessible mode) sentences ([`super::spoken`]); the worst moves
//! first, and what the real stock says.

use super::figures::{points, short, what_the_odds_are, SUMMARY_MOVES};
use super::{MoveReview, RealStock, Review, MARK_POINTS, MAX_REVIEWED_MOVES};
use crate::advice::Odds;
use crate::solver::Verdict;
use crate::text::odds::percent;
use crate::words::{capitalise, plural};

/// How a review is printed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// A table of moves, for a sighted player reading codes.
    Table,
    /// Sentences, each whole on a line of this many columns: words and
    /// accessible mode (see [`super::spoken`]).
    Sentences(usize),
}

/// The review's lines, as a table or as sentences.
pub fn review_lines(review: &Review, form: Form) -> Vec<String> {
    if let Form::Sentences(width) = form {
        return super::spoken::review_lines(review, width);
    }
    let mut lines = vec![heading(review)];
    if review.moves.is_empty() {
        return lines;
    }
    lines.extend(summary(review));
    lines.extend(table(review));
    if let Some(real) = &review.real_stock {
        lines.push(real_stock_sentence(real, review));
    }
    lines
}

/// What the review covers and what its odds measure.
fn heading(review: &Review) -> String {
    let count = review.moves.len();
    if count == 0 {
        return "No moves to review yet.".to_string();
    }
    let covers = if count < review.moves_played {
        format!(
            "the first {count} of {} moves (a review judges at most {MAX_REVIEWED_MOVES})",
            review.moves_played
        )
    } else {
        plural(count, "move", "moves")
    };
    let (own, widest) = what_the_odds_are(review);
    let measure = if own {
        "Odds are your chance of winning"
    } else {
        "Odds are the share of the ways the stock could lie in which some line wins: \
         what a player who could see the stock would win, a ceiling on your chance"
    };
    let width = if widest > 0.0 {
        format!(
            " (estimates, each within {} either way, 95%)",
            points((100.0 * widest).ceil())
        )
    } else {
        " (exact)".to_string()
    };
    format!("Review of {covers}. {measure}{width}.")
}

/// The worst moves, costliest first, or that no move cost much; then the
/// moves that only seemed to, which are not marked.
fn summary(review: &Review) -> Vec<String> {
    let seemed: Vec<&MoveReview> = review.moves.iter().filter(|m| m.seemed_costly()).collect();
    let mut lines = worst_lines(review, !seemed.is_empty());
    if let Some(line) = seemed_line(&seemed) {
        lines.push(line);
    }
    lines
}

/// "Move 11 seemed to cost 10 points, but on the stock orders tried that
/// could be chance, so it is not marked."; `None` when no move only seemed
/// costly.
fn seemed_line(seemed: &[&MoveReview]) -> Option<String> {
    let (what, it) = match seemed {
        [] => return None,
        [m] => (
            format!("Move {} seemed to cost {}", m.number, points(m.cost_points)),
            "it is",
        ),
        [rest @ .., last] => {
            let numbers: Vec<String> = rest.iter().map(|m| m.number.to_string()).collect();
            (
                format!(
                    "Moves {} and {} seemed to cost {} or more",
                    numbers.join(", "),
                    last.number,
                    points(MARK_POINTS)
                ),
                "they are",
            )
        }
    };
    Some(format!(
        "{what}, but on the stock orders tried that could be chance, so {it} not marked."
    ))
}

/// The marked moves, costliest first, or that none cost much (`surely`
/// when some only seemed to).
fn worst_lines(review: &Review, surely: bool) -> Vec<String> {
    if review.worst.is_empty() {
        let surely = if surely { "surely " } else { "" };
        return vec![format!(
            "No move {surely}cost {} or more against the fair hint.",
            points(MARK_POINTS)
        )];
    }
    review
        .worst
        .iter()
        .take(SUMMARY_MOVES)
        .enumerate()
        .map(|(rank, &number)| {
            let m = &review.moves[number - 1];
            let lead = if rank == 0 {
                "Your worst move was"
            } else {
                "Next worst was"
            };
            let kept = match &m.best {
                Some(best) => format!("; {best} kept {}", short(&m.after_best)),
                None => String::new(),
            };
            format!(
                "{lead} {}, {}: it took your chances from {} to {}{kept}.",
                m.number,
                m.played,
                short(&m.before),
                short(&m.after_played)
            )
        })
        .collect()
}

fn cell(odds: &Option<Odds>) -> String {
    odds.as_ref().map_or("?".to_string(), percent)
}

/// The moves as a table: number, move, odds before, after it, after the
/// hint's move, the hint's move; a `*` marks a move that surely cost
/// [`MARK_POINTS`] or more, a `?` one that only seemed to.
fn table(review: &Review) -> Vec<String> {
    let played = review
        .moves
        .iter()
        .map(|m| m.played.len())
        .max()
        .unwrap_or(0)
        .max(6);
    let mut lines = vec![format!(
        "{:>5}  {:<played$}  {:>6}  {:>6}  {:>6}  hint's move",
        "move", "played", "before", "after", "best"
    )];
    for m in &review.moves {
        let mark = if m.is_marked() {
            "*"
        } else if m.seemed_costly() {
            "?"
        } else {
            " "
        };
        lines.push(
            format!(
                "{:>4}{mark}  {:<played$}  {:>6}  {:>6}  {:>6}  {}",
                m.number,
                m.played,
                cell(&m.before),
                cell(&m.after_played),
                cell(&m.after_best),
                m.best.as_deref().unwrap_or("-")
            )
            .trim_end()
            .to_string(),
        );
    }
    lines
}

/// What the real stock says, in one sentence; in a game that hides no
/// card, without "with the real stock", since it has none.
fn real_stock_sentence(real: &RealStock, review: &Review) -> String {
    let said = real_stock_said(real, review);
    match said.strip_prefix("With the real stock, ") {
        Some(rest) if real.nothing_hidden => capitalise(rest),
        _ => said,
    }
}

/// What the real stock says, as a game with a stock says it.
fn real_stock_said(real: &RealStock, review: &Review) -> String {
    let last = review.moves.len();
    match (real.deal, real.at_the_end, real.lost_after) {
        (Verdict::Lost, _, _) => "With the real stock, no line could win this deal.".to_string(),
        (Verdict::Unknown, _, _) => {
            "With the real stock, the solver could not decide this deal within its limit."
                .to_string()
        }
        (_, Verdict::Won, _) if real.won => {
            "With the real stock, this deal could be won, and you won it.".to_string()
        }
        (_, Verdict::Won, _) => format!(
            "With the real stock, this deal could be won, and still could after move {last}."
        ),
        (_, _, Some(k)) => {
            let m = &review.moves[k - 1];
            format!(
                "With the real stock, this deal could be won until move {k}, {}; after it no \
                 line wins. A winning line from before it: {}.",
                m.played,
                real.winning_line.join(", ")
            )
        }
        _ => "With the real stock, this deal could be won, but the solver could not decide \
              where that was lost within its limit."
            .to_string(),
    }
}
