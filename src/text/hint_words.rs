//! The hint in words. By ear (`hint` in accessible mode) it is short: the
//! move named by its cards, then why in one plain sentence with the odds
//! as one clause, at most [`SPOKEN_HINT_WORDS`] words in all. `why` (or
//! `hint more`) says it whole, as `hint` does in words mode: the move, why,
//! the odds and how sure they are, then the command to type.

use crate::advice::{Hint, Odds, Reason};
use crate::games::{AnyGame, Game, Move, View};
use crate::text::command::Command;
use crate::text::odds::{chance_clause, plain_chance};
use crate::text::render::Style;
use crate::text::sentences::{Joined, Spoken};
use crate::text::spoken::{move_sentences, sentences_of};
use crate::text::width::MAX_WIDTH;
use crate::words::tie;

/// The most words the hint says by ear; `why` says the rest.
pub const SPOKEN_HINT_WORDS: usize = 25;

/// The most cards the hint names by ear: a larger set (Fifteens removes
/// up to nine) is said by its places, "Remove the 5 cards at positions 1,
/// 2, 4, 7 and 9.", and `why` names its cards.
pub const CARDS_NAMED_BY_EAR: usize = 4;

/// Why the hint chose its move, as the words say it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Why {
    /// No choice changes the outcome (a confluent game).
    AnyMove,
    /// Nothing is hidden and a winning line follows the move.
    CanStillWin,
    /// No winning line: the move clears the most cards; `proven` when the
    /// search showed none is left, not only that it found none.
    NoWin { proven: bool },
    /// The move won in the most of the stock orders sampled.
    MostOrders,
}

/// Why the hint chose its move, and the odds its words state (none where
/// they add nothing, as when nothing is hidden); `None` when there is no
/// move to suggest.
fn why(game: &impl Game, hint: &Hint) -> Option<(Why, Option<Odds>)> {
    let wins = hint.odds.map_or(0, |o| o.wins);
    let proven = |odds: &Option<Odds>| odds.is_some_and(|o| o.exact);
    let nothing_hidden = game.unseen().is_empty();
    Some(match (hint.reason, hint.odds) {
        (Reason::AnyMove, odds) => (Why::AnyMove, odds),
        (Reason::CanStillWin, _) => (Why::CanStillWin, None),
        (Reason::Sampled, Some(_)) if nothing_hidden && wins > 0 => (Why::CanStillWin, None),
        (Reason::KeepsOptions, odds) => (
            Why::NoWin {
                proven: proven(&odds),
            },
            None,
        ),
        (Reason::Sampled, odds @ Some(_)) if nothing_hidden => (
            Why::NoWin {
                proven: proven(&odds),
            },
            None,
        ),
        (Reason::Sampled, odds @ Some(_)) if wins == 0 => (Why::NoWin { proven: false }, odds),
        (Reason::Sampled, odds @ Some(_)) => (Why::MostOrders, odds),
        // A sampled hint always has odds, and a finished game no move.
        (Reason::Sampled, None) | (Reason::Won | Reason::Lost, _) => return None,
    })
}

/// The hint's sentence: the command to type and why, or that none exists.
/// The odds say whose chance they are and how sure (see [`super::odds`]);
/// with nothing hidden, the hint says plainly whether the deal can still
/// be won.
pub fn hint_sentence(game: &impl Game, hint: &Hint) -> String {
    let Some(best) = &hint.best else {
        return match hint.reason {
            Reason::Won => "The game is won; there is nothing to hint.".to_string(),
            _ => "No move is possible: the game is lost.".to_string(),
        };
    };
    let command = tie(&Command::of_move(best).to_string());
    format!("{command} - {}.", hint_reason(game, hint))
}

/// Why the hint chose its move, as clauses joined by "; " ("this deal can
/// still be won"), each short enough to be a sentence of its own on a
/// 40-column line; empty when there is no move to suggest. A move chosen
/// without a win is the one after which the best line clears the most
/// cards: "no winning line is left" when that is proven, "was found" when
/// the solver's budget ran out first, and with a stock still hidden the
/// odds follow, so a range that undecided orders leave wide is never read
/// as a loss.
pub fn hint_reason(game: &impl Game, hint: &Hint) -> String {
    let Some((why, odds)) = why(game, hint) else {
        return String::new();
    };
    let reason = match why {
        Why::AnyMove => "any move is as good as another".to_string(),
        Why::CanStillWin => "this deal can still be won".to_string(),
        Why::NoWin { proven } => format!(
            "no winning line {}; it leads to the most cards cleared",
            if proven { "is left" } else { "was found" }
        ),
        Why::MostOrders => "it wins in the most stock orders".to_string(),
    };
    match odds {
        Some(odds) => format!("{reason}; {}", chance_clause(&odds)),
        None => reason,
    }
}

/// Why the hint chose its move in plain clauses, the first that matters
/// most: ["no winning line was found", "it clears the most cards"], then
/// the odds as one clause where they can guide ("your chance is about
/// 31%").
fn plain_reasons(game: &impl Game, hint: &Hint) -> Vec<String> {
    let Some((why, odds)) = why(game, hint) else {
        return Vec::new();
    };
    let mut clauses: Vec<String> = match why {
        Why::AnyMove => vec!["any move is as good as another".to_string()],
        Why::CanStillWin => vec!["this deal can still be won".to_string()],
        Why::NoWin { proven } => vec![
            format!(
                "no winning line {}",
                if proven { "is left" } else { "was found" }
            ),
            "it clears the most cards".to_string(),
        ],
        Why::MostOrders => vec!["it wins most often".to_string()],
    };
    clauses.extend(odds.as_ref().and_then(plain_chance));
    clauses
}

/// How many words `lines` say.
fn words_in(lines: &[String]) -> usize {
    lines
        .iter()
        .map(|line| line.split_whitespace().count())
        .sum()
}

/// A removal of more cards than the line holds in one sentence, or than
/// [`CARDS_NAMED_BY_EAR`], said by its places: "Remove the 5 cards at
/// positions 1, 2, 4, 7 and 9."; any other move named by its cards.
fn move_by_ear(game: &AnyGame, best: &Move, style: &Style) -> Vec<String> {
    let by_cards = move_sentences(game, best, &style.within(MAX_WIDTH));
    match best {
        Move::Remove(slots) if slots.len() > CARDS_NAMED_BY_EAR || by_cards.len() > 1 => {
            let kind = game.board().place_kind;
            let lead = format!("Remove the {} cards at {}s", slots.len(), kind.noun());
            let numbers: Vec<String> = slots.iter().map(|s| (s + 1).to_string()).collect();
            Spoken {
                lead: &lead,
                again: "And",
                joined: Joined::WithAnd,
            }
            .sentences(&numbers, style.width)
        }
        _ => move_sentences(game, best, style),
    }
}

/// Why, as sentences that fit `width`: the clauses of one thought joined
/// by semicolons, as many to a sentence as the line holds.
fn why_sentences(reasons: &[String], width: usize) -> Vec<String> {
    Spoken {
        lead: "",
        again: "",
        joined: Joined::WithSemicolons,
    }
    .sentences(reasons, width)
}

/// The hint by ear: the move named by its cards ("Deal the next stock
/// card."), then why and the odds in one sentence ("No winning line was
/// found; it clears the most cards."): two sentences on a line of 79
/// columns, and at most [`SPOKEN_HINT_WORDS`] words. Where the move leaves
/// too few words, or why would not be one sentence, the last clauses are
/// left to `why` (the odds first). On a narrower line each sentence too
/// long for it is said as several, each clause or part of the move a
/// sentence of its own, in the same words.
pub fn spoken_hint_lines(game: &AnyGame, hint: &Hint, style: &Style) -> Vec<String> {
    let Some(best) = &hint.best else {
        return vec![hint_sentence(game, hint)];
    };
    let wide = style.within(MAX_WIDTH);
    let said = words_in(&move_by_ear(game, best, &wide));
    let mut reasons = plain_reasons(game, hint);
    while reasons.len() > 1 {
        let why = why_sentences(&reasons, MAX_WIDTH);
        if why.len() == 1 && said + words_in(&why) <= SPOKEN_HINT_WORDS {
            break;
        }
        reasons.pop();
    }
    let mut lines = move_by_ear(game, best, style);
    lines.extend(why_sentences(&reasons, style.width));
    lines
}

/// The hint whole, in words: the move named by its cards, then why, then
/// the command that makes it: "Remove six of clubs and five of diamonds." /
/// "Why: any move is as good as another." / "Your chance is about 2%." /
/// "Likely between 0% and 7%." / "Type remove 4 8." What `hint` says in
/// words mode, and `why` in words and accessible mode.
pub fn hint_lines(game: &AnyGame, hint: &Hint, style: &Style) -> Vec<String> {
    let Some(best) = &hint.best else {
        return vec![hint_sentence(game, hint)];
    };
    // The reason's clauses ("...; you win in about 2% ...") become sentences
    // of their own, so that no line stops at a semicolon.
    let reason = hint_reason(game, hint);
    let (why, rest) = reason.split_once("; ").unwrap_or((&reason, ""));
    let mut lines = move_sentences(game, best, style);
    lines.push(format!("Why: {why}."));
    if !rest.is_empty() {
        lines.extend(sentences_of(rest));
    }
    lines.push(format!(
        "Type {}.",
        tie(&Command::of_move(best).to_string())
    ));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Deal;
    use crate::games::{GameId, Move, Rules};
    use crate::session::Session;

    fn by_ear(width: usize) -> Style {
        Style {
            words: true,
            accessible: true,
            ..Style::default()
        }
        .within(width)
    }

    fn elevens() -> Session {
        Session::new(
            Rules::standard(GameId::Elevens),
            Deal::starting_with("QH 4C KD 2S 9D AH 10C 7H 5S 3S 3H").unwrap(),
        )
    }

    fn sampled(wins: u32, players_own: bool) -> Hint {
        Hint {
            best: Some(Move::Remove(vec![1, 7])),
            reason: Reason::Sampled,
            odds: Some(Odds {
                wins,
                orders: 1000,
                undecided: 0,
                exact: false,
                players_own,
            }),
        }
    }

    #[test]
    fn by_ear_a_hint_is_its_move_then_why_with_the_odds_in_one_clause() {
        let s = elevens();
        assert_eq!(
            spoken_hint_lines(s.game(), &sampled(310, false), &by_ear(79)),
            [
                "Remove four of clubs and seven of hearts.",
                "It wins most often; your chance is at best about 31%."
            ]
        );
        assert_eq!(
            spoken_hint_lines(s.game(), &sampled(0, false), &by_ear(79)),
            [
                "Remove four of clubs and seven of hearts.",
                "No winning line was found; it clears the most cards."
            ]
        );
    }

    #[test]
    fn by_ear_on_a_40_column_line_each_clause_of_why_is_a_sentence_that_fits() {
        let s = elevens();
        let said = spoken_hint_lines(s.game(), &sampled(310, false), &by_ear(40));
        assert_eq!(
            said,
            [
                "Remove four of clubs.",
                "With seven of hearts.",
                "It wins most often.",
                "Your chance is at best about 31%."
            ]
        );
    }

    #[test]
    fn by_ear_a_set_of_more_than_4_cards_is_said_by_its_places() {
        let s = Session::new(
            Rules::standard(GameId::Fifteens),
            Deal::starting_with("AC 2D 3H 4S 5C 9D 10C 7H 8S 3S JH QH KH 6D 6S 9C").unwrap(),
        );
        let hint = Hint {
            best: Some(Move::Remove(vec![0, 1, 2, 3, 4])),
            ..sampled(310, false)
        };
        assert_eq!(
            spoken_hint_lines(s.game(), &hint, &by_ear(79)),
            [
                "Remove the 5 cards at positions 1, 2, 3, 4 and 5.",
                "It wins most often; your chance is at best about 31%."
            ]
        );
        // `why` names them.
        let whole = hint_lines(s.game(), &hint, &by_ear(79)).join(" ");
        assert!(
            whole.starts_with("Remove ace of clubs, two of diamonds"),
            "{whole}"
        );
    }

    #[test]
    fn by_ear_a_hint_never_says_more_than_25_words_leaving_the_odds_to_why() {
        let s = elevens();
        let hint = Hint {
            best: Some(Move::Remove(vec![0, 1, 2, 3])),
            ..sampled(0, false)
        };
        let said = spoken_hint_lines(s.game(), &hint, &by_ear(79));
        assert!(words_in(&said) <= SPOKEN_HINT_WORDS, "{said:#?}");
        assert_eq!(
            said,
            [
                "Remove queen of hearts, four of clubs, king of diamonds and two of spades.",
                "No winning line was found; it clears the most cards."
            ]
        );
        // `why` says them.
        let whole = hint_lines(s.game(), &hint, &by_ear(79)).join(" ");
        assert!(whole.contains("under 1%"), "{whole}");
    }
}
