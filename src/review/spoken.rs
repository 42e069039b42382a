//! A review read as sentences, in words and accessible mode: each move
//! named by its cards ("Move 5: you played the jack of spades onto the
//! queen of hearts."), then its odds and what it cost, every line whole
//! sentences that fit the screen, so that a screen reader never reads
//! half a sentence and a braille line never ends inside one.

use super::figures::{points, short, what_the_odds_are, SUMMARY_MOVES};
use super::{MoveReview, RealStock, Review, MARK_POINTS, MAX_REVIEWED_MOVES};
use crate::cards::Card;
use crate::solver::Verdict;
use crate::text::sentences::{Joined, Spoken};
use crate::text::spoken::MoveCards;
use crate::text::width::display_width;
use crate::words::{capitalise, plural, tie};

/// Clauses said as sentences that fit `width`: as many to a sentence,
/// joined by semicolons, as the line holds.
fn clauses(items: &[String], width: usize) -> Vec<String> {
    Spoken {
        lead: "",
        again: "",
        joined: Joined::WithSemicolons,
    }
    .sentences(items, width)
}

/// A move's words: the verb as done ("removed") and as the hint says it
/// ("remove"), and what it took, as items that a short line may say in
/// sentences of their own, most plainly first.
struct Phrase {
    /// The verb in the past: "you removed".
    done: &'static str,
    /// The verb as a hint says it: "remove".
    bare: &'static str,
    /// Ways to say what it took, each as items, how they are joined and
    /// what opens a later sentence: "the seven and the four of clubs"
    /// before "the seven of clubs" and "the four of clubs".
    ways: Vec<Way>,
}

/// One way to say what a move took: its items, how they are joined, and
/// the word that opens a later sentence ("And the jack of spades.").
type Way = (Vec<String>, Joined, &'static str);

/// "the seven of clubs".
fn the(card: Card) -> String {
    format!("the {}", card.words())
}

impl Phrase {
    fn of(cards: &MoveCards) -> Phrase {
        match cards {
            MoveCards::Removed(cards) => {
                let mut ways = Vec::new();
                if let [.., last] = cards.as_slice() {
                    if cards.len() > 1 && cards.iter().all(|c| c.suit() == last.suit()) {
                        // One suit: "the seven and the four of clubs".
                        let mut ranks: Vec<String> = cards
                            .iter()
                            .map(|c| format!("the {}", c.rank().name()))
                            .collect();
                        ranks.pop();
                        ranks.push(the(*last));
                        let said = crate::message::join_with_and(&ranks);
                        ways.push((vec![said], Joined::WithAnd, "And"));
                    }
                }
                ways.push((
                    cards.iter().map(|c| the(*c)).collect(),
                    Joined::WithAnd,
                    "And",
                ));
                let (done, bare) = ("removed", "remove");
                Phrase { done, bare, ways }
            }
            MoveCards::Onto { card, built, onto } => {
                let onto = match onto {
                    Ok(under) => format!("onto {}", the(*under)),
                    Err(place) => format!("to empty {}", place.words()),
                };
                let (done, bare) = if *built {
                    ("moved", "move")
                } else {
                    ("played", "play")
                };
                let ways = vec![(vec![the(*card), onto], Joined::WithSpaces, "")];
                Phrase { done, bare, ways }
            }
            MoveCards::Dealt => Phrase {
                done: "dealt",
                bare: "deal",
                ways: vec![(
                    vec!["a card from the stock".to_string()],
                    Joined::WithSpaces,
                    "",
                )],
            },
            MoveCards::TurnedOver => Phrase {
                done: "turned",
                bare: "turn",
                ways: vec![(vec!["the waste over".to_string()], Joined::WithSpaces, "")],
            },
        }
    }

    /// The phrase after `heading` ("Move 5:"), opened by `verb`, in the
    /// first of its ways whose sentences all fit `width`: "Move 5: you
    /// removed the seven and the four of clubs."; where even one item
    /// does not fit after the heading, the heading on a line of its own
    /// and the sentences after it ("You removed the queen of diamonds.").
    fn said(&self, heading: &str, verb: &str, width: usize) -> Vec<String> {
        let fits = |lines: &[String]| lines.iter().all(|l| display_width(l) <= width);
        let say = |lead: &str, (items, joined, again): &Way| {
            Spoken {
                lead,
                again,
                joined: *joined,
            }
            .sentences(items, width)
        };
        let led = format!("{heading} {verb}");
        let alone = capitalise(verb);
        let mut last = Vec::new();
        for way in &self.ways {
            let lines = say(&led, way);
            if fits(&lines) {
                return lines;
            }
            last = std::iter::once(heading.to_string())
                .chain(say(&alone, way))
                .collect();
            if fits(&last) {
                return last;
            }
        }
        last
    }
}

/// The review's lines as sentences that each fit `width`.
pub fn review_lines(review: &Review, width: usize) -> Vec<String> {
    let mut lines = heading(review, width);
    if review.moves.is_empty() {
        return lines;
    }
    lines.extend(summary(review, width));
    for m in &review.moves {
        lines.extend(move_lines(m, width));
    }
    if let Some(real) = &review.real_stock {
        lines.extend(real_stock_lines(real, review, width));
    }
    lines
}

/// What the review covers and what its odds measure, in short sentences.
fn heading(review: &Review, width: usize) -> Vec<String> {
    let count = review.moves.len();
    if count == 0 {
        return vec!["No moves to review yet.".to_string()];
    }
    let mut said = if count < review.moves_played {
        vec![
            format!(
                "Review of the first {count} of {} moves.",
                review.moves_played
            ),
            format!("A review judges at most {MAX_REVIEWED_MOVES}."),
        ]
    } else {
        vec![format!("Review of {}.", plural(count, "move", "moves"))]
    };
    said.push("Each move is set against the fair hint.".to_string());
    let (own, widest) = what_the_odds_are(review);
    if own {
        said.push("Odds are your chance of winning.".to_string());
    } else {
        said.push("Odds are what you would win face up.".to_string());
        said.push("That is a ceiling on your chance.".to_string());
    }
    said.push(if widest > 0.0 {
        format!(
            "Each is an estimate within {}.",
            plural((100.0 * widest).ceil() as u64, "point", "points")
        )
    } else {
        "They are exact.".to_string()
    });
    said.iter()
        .flat_map(|s| clauses(&[trimmed(s)], width))
        .collect()
}

/// A sentence without its full stop, as a clause.
fn trimmed(sentence: &str) -> String {
    sentence.trim_end_matches('.').to_string()
}

/// The worst moves by number and cost, costliest first, or that none cost
/// much; then the moves that only seemed to, which are not marked.
fn summary(review: &Review, width: usize) -> Vec<String> {
    let seemed: Vec<&MoveReview> = review.moves.iter().filter(|m| m.seemed_costly()).collect();
    let mut lines = Vec::new();
    if review.worst.is_empty() {
        let surely = if seemed.is_empty() { "" } else { "surely " };
        lines.extend(clauses(
            &[format!(
                "no move {surely}cost {} or more",
                points(MARK_POINTS)
            )],
            width,
        ));
    }
    for (rank, &number) in review.worst.iter().take(SUMMARY_MOVES).enumerate() {
        let m = &review.moves[number - 1];
        let lead = if rank == 0 {
            "your worst move was"
        } else {
            "next worst was"
        };
        lines.extend(clauses(
            &[
                format!("{lead} move {}", m.number),
                format!("it cost {}", points(m.cost_points)),
            ],
            width,
        ));
    }
    if !seemed.is_empty() {
        let numbers: Vec<String> = seemed
            .iter()
            .map(|m| format!("move {}", m.number))
            .collect();
        let lead = format!("Seemed to cost {} or more:", points(MARK_POINTS));
        lines.extend(
            Spoken {
                lead: &lead,
                again: "And",
                joined: Joined::WithAnd,
            }
            .sentences(&numbers, width),
        );
        lines.extend(clauses(
            &["that could be chance".to_string(), "not marked".to_string()],
            width,
        ));
    }
    lines
}

/// One move: what it did, named by its cards; the odds before and after
/// it; the hint's move, named by its cards, where it was another; what it
/// cost.
fn move_lines(m: &MoveReview, width: usize) -> Vec<String> {
    let heading = format!("Move {}:", m.number);
    let played = Phrase::of(&m.played_cards);
    let mut lines = played.said(&heading, &format!("you {}", played.done), width);
    let same = m.best.as_deref() == Some(m.played.as_str());
    let mut odds = Vec::new();
    if same {
        odds.push("it was the hint's move".to_string());
    }
    odds.push(format!("before it {}", short(&m.before)));
    odds.push(format!("after it {}", short(&m.after_played)));
    let cost = cost_clauses(m);
    match &m.best_cards {
        Some(best) if !same => {
            lines.extend(clauses(&odds, width));
            let hint = Phrase::of(best);
            lines.extend(hint.said("The hint:", hint.bare, width));
            let mut after = vec![format!("after it {}", short(&m.after_best))];
            after.extend(cost);
            lines.extend(clauses(&after, width));
        }
        _ => {
            odds.extend(cost);
            lines.extend(clauses(&odds, width));
        }
    }
    lines
}

/// What a move cost, as clauses: "it cost 12 points", or "it seemed to
/// cost 6 points" and "that could be chance"; none under half a point.
fn cost_clauses(m: &MoveReview) -> Vec<String> {
    if m.cost_points < 0.5 {
        Vec::new()
    } else if m.cost_is_sure {
        vec![format!("it cost {}", points(m.cost_points))]
    } else {
        vec![
            format!("it seemed to cost {}", points(m.cost_points)),
            "that could be chance".to_string(),
        ]
    }
}

/// What the real stock says, in sentences; in a game that hides no card
/// the deal is simply what it is, with no stock to speak of.
fn real_stock_lines(real: &RealStock, review: &Review, width: usize) -> Vec<String> {
    let last = review.moves.len();
    let said: Vec<String> = match (real.deal, real.at_the_end, real.lost_after) {
        (Verdict::Lost, _, _) => vec!["no line could win this deal".to_string()],
        (Verdict::Unknown, _, _) => vec![
            "the solver could not decide this deal".to_string(),
            "it reached its limit".to_string(),
        ],
        (_, Verdict::Won, _) if real.won => vec![
            "this deal could be won".to_string(),
            "you won it".to_string(),
        ],
        (_, Verdict::Won, _) => vec![
            "this deal could be won".to_string(),
            format!("it still could after move {last}"),
        ],
        (_, _, Some(k)) => vec![
            format!("this deal could be won until move {k}"),
            "after it no line wins".to_string(),
        ],
        _ => vec![
            "this deal could be won".to_string(),
            "where it was lost is unknown".to_string(),
        ],
    };
    let mut lines = Vec::new();
    if !real.nothing_hidden {
        lines.push("With the real stock:".to_string());
    }
    lines.extend(clauses(&said, width));
    if real.lost_after.is_some() {
        let line: Vec<String> = real
            .winning_line
            .iter()
            .map(String::as_str)
            .map(tie)
            .collect();
        lines.extend(
            Spoken {
                lead: "A winning line from before it:",
                again: "Then",
                joined: Joined::WithCommas,
            }
            .sentences(&line, width),
        );
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;

    fn card(code: &str) -> Card {
        code.parse().unwrap()
    }

    fn said(cards: MoveCards, width: usize) -> Vec<String> {
        let phrase = Phrase::of(&cards);
        phrase.said("Move 5:", &format!("you {}", phrase.done), width)
    }

    #[test]
    fn a_move_is_named_by_its_cards() {
        let onto = MoveCards::Onto {
            card: card("JS"),
            built: false,
            onto: Ok(card("QH")),
        };
        assert_eq!(
            said(onto.clone(), 79),
            ["Move 5: you played the jack of spades onto the queen of hearts."]
        );
        assert_eq!(
            said(onto, 40),
            [
                "Move 5: you played the jack of spades.",
                "Onto the queen of hearts."
            ]
        );
        assert_eq!(
            said(MoveCards::Removed(vec![card("7C"), card("4C")]), 79),
            ["Move 5: you removed the seven and the four of clubs."]
        );
        assert_eq!(
            said(MoveCards::Dealt, 40),
            ["Move 5: you dealt a card from the stock."]
        );
    }

    #[test]
    fn a_move_too_long_for_its_heading_puts_the_heading_on_a_line_of_its_own() {
        let phrase = Phrase::of(&MoveCards::Removed(vec![card("QD"), card("JS")]));
        assert_eq!(
            phrase.said("Move 125:", "you removed", 40),
            [
                "Move 125:",
                "You removed the queen of diamonds.",
                "And the jack of spades."
            ]
        );
        assert_eq!(
            phrase.said("Move 125:", "you removed", 79),
            ["Move 125: you removed the queen of diamonds and the jack of spades."]
        );
    }

    #[test]
    fn a_count_of_points_agrees_with_its_noun() {
        assert_eq!(points(1.2), "1 point");
        assert_eq!(points(0.6), "1 point");
        assert_eq!(points(12.0), "12 points");
    }

    fn about(wins: u32) -> Option<crate::advice::Odds> {
        Some(crate::advice::Odds {
            wins,
            orders: 1000,
            undecided: 0,
            exact: false,
            players_own: true,
        })
    }

    fn row() -> MoveReview {
        MoveReview {
            number: 5,
            played: "move 3 waste".to_string(),
            before: about(400),
            after_played: about(390),
            best: Some("remove 4 9".to_string()),
            after_best: about(402),
            cost_points: 1.2,
            cost_is_sure: true,
            played_cards: MoveCards::Onto {
                card: card("JS"),
                built: false,
                onto: Ok(card("QH")),
            },
            best_cards: Some(MoveCards::Removed(vec![card("7C"), card("4C")])),
        }
    }

    #[test]
    fn a_row_names_the_move_played_and_the_hints_by_their_cards() {
        assert_eq!(
            move_lines(&row(), 79),
            [
                "Move 5: you played the jack of spades onto the queen of hearts.",
                "Before it about 40%; after it about 39%.",
                "The hint: remove the seven and the four of clubs.",
                "After it about 40%; it cost 1 point."
            ]
        );
    }

    #[test]
    fn a_row_on_a_40_column_line_is_whole_sentences_that_each_fit() {
        let lines = move_lines(&row(), 40);
        assert_eq!(
            lines,
            [
                "Move 5: you played the jack of spades.",
                "Onto the queen of hearts.",
                "Before it about 40%; after it about 39%.",
                "The hint:",
                "Remove the seven and the four of clubs.",
                "After it about 40%; it cost 1 point."
            ]
        );
    }

    #[test]
    fn a_row_of_the_hints_own_move_says_so_and_no_hint_after_it() {
        let m = MoveReview {
            best: Some("move 3 waste".to_string()),
            cost_points: 0.0,
            ..row()
        };
        assert_eq!(
            move_lines(&m, 79)[1],
            "It was the hint's move; before it about 40%; after it about 39%."
        );
        assert_eq!(move_lines(&m, 79).len(), 2);
    }
}
