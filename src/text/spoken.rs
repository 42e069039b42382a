//! Accessible mode's own sentences: moves named by their cards, the
//! orientation commands (`where`, `again`, `moves` read in words) and what
//! is said after a move at each verbosity. Every line is a whole sentence
//! that stands alone when heard.

use crate::advice::Hint;
use crate::cards::Card;
use crate::games::{AnyGame, Board, Event, Game, Move, Outcome, Step};
use crate::message::{join_with_and, Place, PlaceKind};
use crate::text::board::{distinct_legal_move_list, game_over_line, place_change_lines};
use crate::text::command::Command;
use crate::text::in_play::InPlay;
use crate::text::render::{hint_reason, remaining_clause, step_sentence, title, Style};
use crate::text::verbosity::Verbosity;
use crate::words::{capitalise, plural, tie};

/// The top card of tableau place `index`, if it has one.
fn top(game: &AnyGame, index: usize) -> Option<Card> {
    game.board().tableau.get(index)?.last().copied()
}

/// "the five of clubs at position 5", or "position 5" when it is empty.
fn card_at(game: &AnyGame, index: usize, style: &Style) -> String {
    let place = style.place(Place::at(game.board().place_kind, index));
    match top(game, index) {
        Some(card) => format!("the {} at {place}", style.card(card)),
        None => place,
    }
}

/// A move named by its cards, as a phrase: "remove the five of clubs at
/// position 5 and the six of hearts at position 8", "move the five of hearts
/// from pile 3 onto the six of clubs at pile 7", "play the two of spades from
/// column 2 to foundation 1".
pub fn move_phrase(game: &AnyGame, mv: &Move, style: &Style) -> String {
    match mv {
        Move::Remove(slots) => {
            let cards: Vec<String> = slots.iter().map(|s| card_at(game, *s, style)).collect();
            format!("remove {}", join_with_and(&cards))
        }
        Move::Build { from, to } => {
            let from_place = style.place(Place::at(PlaceKind::Pile, *from));
            let moved =
                top(game, *from).map_or(String::new(), |c| format!("the {} ", style.card(c)));
            format!(
                "move {moved}from {from_place} onto {}",
                card_at(game, *to, style)
            )
        }
        Move::Play { column, foundation } => {
            let played = card_at(game, *column, style);
            let onto = game.board().foundations[*foundation].last().copied();
            let f = style.place(Place::at(PlaceKind::Foundation, *foundation));
            match onto {
                Some(under) => format!("play {played} onto the {} at {f}", style.card(under)),
                None => format!("play {played} to empty {f}"),
            }
        }
        Move::Turn => "turn the next stock card onto the foundation".to_string(),
    }
}

/// The hint in words, naming the cards, then why and the command that
/// makes it: "Remove the five of clubs at position 5 and the six of hearts
/// at position 8." / "Why: this deal can still be won." / "Type remove 5 8."
pub fn hint_lines(game: &AnyGame, hint: &Hint, style: &Style) -> Vec<String> {
    let Some(best) = &hint.best else {
        return vec![crate::text::render::hint_sentence(game, hint)];
    };
    // The reason's clauses ("...; you win in about 2% ...") become sentences
    // of their own, so that no line stops at a semicolon.
    let reason = hint_reason(game, hint);
    let mut clauses = reason.split("; ");
    let mut lines = vec![format!("{}.", capitalise(&move_phrase(game, best, style)))];
    lines.push(format!("Why: {}.", clauses.next().unwrap_or_default()));
    lines.extend(clauses.map(|clause| format!("{}.", capitalise(clause))));
    lines.push(format!("Type {}.", Command::of_move(best)));
    lines
}

/// A move's cards alone, for a list where the command gives the places:
/// "six of clubs and five of diamonds", "five of hearts onto six of clubs",
/// "two of spades to empty foundation 1".
fn move_cards(game: &AnyGame, mv: &Move, style: &Style) -> String {
    let board = game.board();
    let top = |pile: &Vec<Card>| {
        pile.last()
            .map_or("nothing".to_string(), |c| style.card(*c))
    };
    match mv {
        Move::Remove(slots) => {
            let cards: Vec<String> = slots.iter().map(|s| top(&board.tableau[*s])).collect();
            join_with_and(&cards)
        }
        Move::Build { from, to } => {
            format!(
                "{} onto {}",
                top(&board.tableau[*from]),
                top(&board.tableau[*to])
            )
        }
        Move::Play { column, foundation } => match board.foundations[*foundation].last() {
            Some(under) => format!(
                "{} onto {}",
                top(&board.tableau[*column]),
                style.card(*under)
            ),
            None => format!(
                "{} to empty {}",
                top(&board.tableau[*column]),
                style.place(Place::at(PlaceKind::Foundation, *foundation))
            ),
        },
        Move::Turn => "the next stock card onto the foundation".to_string(),
    }
}

/// `moves` read in words: how many, then one move a line as the command
/// that makes it and its cards ("remove 4 8: six of clubs and five of
/// diamonds."), the fair hint's pick first and marked, the others in the
/// order of the layout.
pub fn move_list_lines(game: &AnyGame, hint: &Hint, style: &Style) -> Vec<String> {
    if let Some(over) = game_over_line(game) {
        return vec![over];
    }
    let mut moves = distinct_legal_move_list(game);
    let pick = hint
        .best
        .as_ref()
        .and_then(|best| moves.iter().position(|mv| mv == best));
    if let Some(i) = pick {
        let best = moves.remove(i);
        moves.insert(0, best);
    }
    let mut lines = vec![format!(
        "{}, best first:",
        capitalise(&plural(moves.len(), "legal move", "legal moves"))
    )];
    lines.extend(moves.iter().enumerate().map(|(i, mv)| {
        let marked = if i == 0 && pick.is_some() {
            ", the hint's pick"
        } else {
            ""
        };
        format!(
            "{}{marked}: {}.",
            tie(&Command::of_move(mv).to_string()),
            move_cards(game, mv, style)
        )
    }));
    lines
}

/// How many cards are still in play, as a sentence: "41 cards left in
/// the stock.", "51 cards left in the columns."
fn cards_left(game: &AnyGame) -> String {
    format!("{}.", capitalise(&remaining_clause(game)))
}

/// Whether a move is possible now, as a sentence.
fn moves_possible(game: &AnyGame) -> String {
    match game.outcome() {
        Outcome::Won => "The game is won.".to_string(),
        Outcome::Lost => "No move is possible; the game is lost.".to_string(),
        Outcome::Playing => {
            let n = distinct_legal_move_list(game).len();
            format!("{} possible.", plural(n, "move is", "moves are"))
        }
    }
}

/// The answer to `where`: the game and deal, the cards left, the moves
/// made, and whether any move is possible, each a sentence of its own.
pub fn where_lines(session: &impl InPlay) -> Vec<String> {
    let game = session.game();
    vec![
        format!("{}.", title(session)),
        cards_left(game),
        format!(
            "{} made.",
            capitalise(&plural(session.moves().len(), "move", "moves"))
        ),
        moves_possible(game),
    ]
}

/// An accepted move in accessible mode: the cards removed, two to a
/// sentence so that each fits a line ("Removed ten of diamonds and ace of
/// hearts."; the player chose them, so their places are not repeated), then one sentence for each other step (a card dealt, discarded, moved or
/// played), then the cards left.
pub fn event_lines(game: &AnyGame, event: &Event, style: &Style) -> Vec<String> {
    let id = game.rules().game;
    let removed: Vec<Card> = event
        .steps
        .iter()
        .filter_map(|step| match step {
            Step::Removed { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    let mut lines: Vec<String> = removed
        .chunks(2)
        .map(|pair| format!("Removed {}.", style.cards(pair)))
        .collect();
    lines.extend(
        event
            .steps
            .iter()
            .filter(|step| !matches!(step, Step::Removed { .. }))
            .map(|step| step_sentence(id, step, style)),
    );
    lines.push(cards_left(game));
    lines
}

/// What accessible mode says after a change, at each verbosity: terse says
/// only the event's own lines; normal adds the cards left; verbose adds how
/// many moves are possible. `event` is the event's lines with the cards-left
/// sentence last (as [`event_lines`] gives them).
pub fn after_move(mut event: Vec<String>, game: &AnyGame, style: &Style) -> Vec<String> {
    match style.verbosity {
        Verbosity::Terse => {
            event.pop();
        }
        Verbosity::Normal => {}
        Verbosity::Verbose => {
            if game.outcome() == Outcome::Playing {
                event.push(moves_possible(game));
            }
        }
    }
    event
}

/// What accessible mode says after an undo, redo or restart: the sentence,
/// one line for each place whose top card changed ("Position 4 changed from
/// king of diamonds to six of clubs."), then as after a move the cards left
/// unless terse and at verbose the moves possible.
pub fn after_other_change(
    sentence: String,
    before: &Board,
    game: &AnyGame,
    style: &Style,
) -> Vec<String> {
    let mut lines = vec![sentence];
    lines.extend(place_change_lines(before, &game.board(), style));
    lines.push(cards_left(game));
    after_move(lines, game, style)
}

/// The lines that end a game in accessible mode, or `None` while it goes
/// on: the ending sentence, then what to do next in sentences short enough
/// to hear (and to fit a braille line) whole.
pub fn ending_lines(game: &AnyGame, style: &Style, can_undo: bool) -> Option<Vec<String>> {
    let ending = crate::text::render::ending(game, style)?;
    let next: &[&str] = if can_undo {
        &[
            "Type undo to take back the last move.",
            "Type new for another deal, or restart.",
            "Type quit to leave.",
        ]
    } else {
        &["Type new for another deal, or quit."]
    };
    let mut lines = vec![ending];
    lines.extend(next.iter().map(|line| line.to_string()));
    Some(lines)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Deal;
    use crate::games::{GameId, Rules};
    use crate::session::Session;

    fn words() -> Style {
        Style {
            words: true,
            accessible: true,
            ..Style::default()
        }
    }

    fn session(game: GameId, codes: &str) -> Session {
        Session::new(Rules::standard(game), Deal::starting_with(codes).unwrap())
    }

    #[test]
    fn a_removal_is_named_by_its_cards_and_places() {
        let s = session(GameId::Elevens, "QH 4C KD 2S 9D AH 10C 7H 5S 3S 3H");
        assert_eq!(
            move_phrase(s.game(), &Move::Remove(vec![1, 7]), &words()),
            "remove the four of clubs at position 2 and the seven of hearts at position 8"
        );
    }

    #[test]
    fn a_build_names_the_card_moved_and_the_card_it_goes_onto() {
        let s = session(
            GameId::SweetSixteen,
            "5H 6C 9S 9C 9D 9H 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D KS",
        );
        assert_eq!(
            move_phrase(s.game(), &Move::Build { from: 0, to: 1 }, &words()),
            "move the five of hearts from pile 1 onto the six of clubs at pile 2"
        );
    }

    #[test]
    fn where_says_game_cards_left_moves_made_and_moves_possible() {
        let s = Session::new(Rules::standard(GameId::Elevens), Deal::from_seed(42));
        assert_eq!(
            where_lines(&s),
            [
                "Elevens, seed 42.",
                "43 cards left in the stock.",
                "0 moves made.",
                "2 moves are possible."
            ]
        );
    }
}
