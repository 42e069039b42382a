//! Accessible mode's own sentences: moves named by their cards, the
//! orientation commands (`where`, `again`, `moves` read in words) and what
//! is said after a move at each verbosity. Every line is a whole sentence
//! that stands alone when heard.

use crate::advice::Hint;
use crate::cards::Card;
use crate::games::{place_of, AnyGame, Board, Event, Game, Move, Outcome, Step, View};
use crate::message::{Place, PlaceKind};
use crate::text::board::{changed_places, game_over_line, legal_moves_line};
use crate::text::command::Command;
use crate::text::covered_board;
use crate::text::in_play::InPlay;
use crate::text::render::{deal_sentence, title, Style};
use crate::text::sentences::{Joined, Spoken};
use crate::text::spoken_board::{left_sentence, shows};
use crate::text::verbosity::Verbosity;
use crate::words::{capitalise, plural, tie};

/// The top card of the place a move's 0-based `index` names, if it has
/// one: a tableau place, or the stock or the waste.
fn top(board: &Board, index: usize) -> Option<Card> {
    board.top_at(index)
}

/// The top card of tableau place `index` in words, or "nothing".
fn top_words(board: &Board, index: usize, style: &Style) -> String {
    top(board, index).map_or_else(|| "nothing".to_string(), |card| style.card(card))
}

/// Where a card played to foundation `foundation` goes, as a phrase: "the
/// foundation" in a game with one, "foundation 2" in a game with several.
fn foundation_phrase(board: &Board, foundation: usize, style: &Style) -> String {
    if foundation == Move::WASTE {
        "the waste".to_string()
    } else if board.foundations.len() == 1 {
        "the foundation".to_string()
    } else {
        style.place(Place::at(PlaceKind::Foundation, foundation))
    }
}

/// A move named by its cards, in sentences that each fit the style's
/// width: "Remove six of clubs and five of diamonds.", "Move three of
/// spades to pile 8.", "Put two of hearts on the foundation.", "Deal the
/// next stock card." The command that makes it says the places.
pub fn move_sentences(game: &AnyGame, mv: &Move, style: &Style) -> Vec<String> {
    let board = game.board();
    match mv {
        Move::Remove(slots) => {
            let cards: Vec<String> = slots
                .iter()
                .map(|slot| top_words(&board, *slot, style))
                .collect();
            Spoken {
                lead: "Remove",
                again: "With",
                joined: Joined::WithAnd,
            }
            .sentences(&cards, style.width)
        }
        Move::Build { from, to } => vec![format!(
            "Move {} to {}.",
            top_words(&board, *from, style),
            style.place(Place::at(board.place_kind, *to))
        )],
        Move::Play { column, foundation } => vec![format!(
            "Put {} on {}.",
            top_words(&board, *column, style),
            foundation_phrase(&board, *foundation, style)
        )],
        Move::Turn => vec![format!("{}.", capitalise(&turn_phrase(&board)))],
    }
}

/// What `deal` does now: "deal the next stock card", or in a game of
/// covered cards with the stock empty "turn the waste over to be the stock".
fn turn_phrase(board: &Board) -> String {
    if board.covered.is_some() && board.stock == 0 {
        "turn the waste over to be the stock".to_string()
    } else {
        "deal the next stock card".to_string()
    }
}

/// A line of clauses ("Black Hole, seed 3: playing; 1 move made.") said as
/// sentences of their own, one a line: "Black Hole, seed 3: playing.", "1
/// move made."
pub fn sentences_of(line: &str) -> Vec<String> {
    line.trim_end_matches('.')
        .split("; ")
        .map(|clause| format!("{}.", capitalise(clause)))
        .collect()
}

/// The cards a move takes, read from the board before it is made: what
/// the words of a move name, in `moves` and in a review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveCards {
    /// Cards removed together, in the order the move names them.
    Removed(Vec<Card>),
    /// A card moved onto a pile (`built`) or played onto a foundation or
    /// the waste: onto the card on top there, or to a place left empty.
    Onto {
        /// The card that goes.
        card: Card,
        /// True for a card built onto a pile, false for one played.
        built: bool,
        /// The card it goes onto, or the empty place it goes to.
        onto: Result<Card, Place>,
    },
    /// The next stock card dealt.
    Dealt,
    /// The waste turned over to be the stock.
    TurnedOver,
}

impl MoveCards {
    /// The cards `mv` takes on `board`, the board before it.
    pub fn of(board: &Board, mv: &Move) -> MoveCards {
        let onto = |under: Option<Card>, place: Place| under.ok_or(place);
        match mv {
            Move::Remove(slots) => {
                MoveCards::Removed(slots.iter().filter_map(|slot| top(board, *slot)).collect())
            }
            Move::Build { from, to } => MoveCards::Onto {
                card: top(board, *from).expect("a card is moved"),
                built: true,
                onto: onto(top(board, *to), Place::at(board.place_kind, *to)),
            },
            Move::Play { column, foundation } => {
                let under = match *foundation {
                    Move::WASTE => top(board, Move::WASTE),
                    f => board
                        .foundations
                        .get(f)
                        .and_then(|pile| pile.last().copied()),
                };
                MoveCards::Onto {
                    card: top(board, *column).expect("a card is played"),
                    built: false,
                    onto: onto(under, place_of(PlaceKind::Foundation, *foundation)),
                }
            }
            Move::Turn if board.covered.is_some() && board.stock == 0 => MoveCards::TurnedOver,
            Move::Turn => MoveCards::Dealt,
        }
    }
}

/// A move's cards alone, for a list where the command gives the places:
/// ["six of clubs", "five of diamonds"] for a removal, ["five of hearts",
/// "onto six of clubs"] for a card moved or played, ["two of spades", "to
/// empty foundation 1"], ["the next stock card"]; and how they are joined.
fn move_cards(board: &Board, mv: &Move, style: &Style) -> (Vec<String>, Joined) {
    match MoveCards::of(board, mv) {
        MoveCards::Removed(cards) => (
            cards.into_iter().map(|card| style.card(card)).collect(),
            Joined::WithAnd,
        ),
        MoveCards::Onto { card, onto, .. } => {
            let onto = match onto {
                Ok(under) => format!("onto {}", style.card(under)),
                Err(place) => format!("to empty {}", style.place(place)),
            };
            (vec![style.card(card), onto], Joined::WithSpaces)
        }
        MoveCards::Dealt => (vec!["the next stock card".to_string()], Joined::WithAnd),
        MoveCards::TurnedOver => (vec!["the waste turned over".to_string()], Joined::WithAnd),
    }
}

/// `moves` read in words: how many, then each move as the command that
/// makes it and its cards ("remove 4 8: six of clubs and five of
/// diamonds."), in sentences that fit the line; the fair hint's pick
/// first, the others in the order of the layout.
pub fn move_list_lines(game: &AnyGame, hint: &Hint, style: &Style) -> Vec<String> {
    if let Some(over) = game_over_line(game) {
        return vec![over];
    }
    let board = game.board();
    let mut moves = game.distinct_moves();
    let pick = hint
        .best
        .as_ref()
        .and_then(|best| moves.iter().position(|mv| mv == best));
    if let Some(i) = pick {
        let best = moves.remove(i);
        moves.insert(0, best);
    }
    let first = if pick.is_some() {
        ", the hint's pick first"
    } else {
        ""
    };
    let mut lines = vec![format!(
        "{}{first}:",
        capitalise(&plural(moves.len(), "legal move", "legal moves"))
    )];
    for mv in &moves {
        let lead = format!("{}:", tie(&Command::of_move(mv).to_string()));
        let (cards, joined) = move_cards(&board, mv, style);
        lines.extend(
            Spoken {
                lead: &lead,
                again: "",
                joined,
            }
            .sentences(&cards, style.width),
        );
    }
    lines
}

/// Whether a move is possible now, as a sentence.
fn moves_possible(game: &AnyGame) -> String {
    match game.outcome() {
        Outcome::Won => "The game is won.".to_string(),
        Outcome::Lost => "No move is possible; the game is lost.".to_string(),
        Outcome::Playing => legal_moves_line(game),
    }
}

/// How many cards a list of what is playable names one by one.
const NAMED_PLAYABLE: usize = 6;

/// What can be played now, in one sentence (in more where the line is too
/// short for it): "Playable now: two of hearts at column 16 and four of
/// clubs at column 3." Each card that some legal move takes is named once
/// with its place, up to [`NAMED_PLAYABLE`]; the next stock card where it
/// can be turned.
pub fn playable_lines(game: &AnyGame, style: &Style) -> Vec<String> {
    if game.outcome() != Outcome::Playing {
        return vec![moves_possible(game)];
    }
    let board = game.board();
    let mut slots: Vec<usize> = Vec::new();
    let mut turn = false;
    for mv in game.distinct_moves() {
        match mv {
            Move::Remove(taken) => slots.extend(taken),
            Move::Build { from, .. } => slots.push(from),
            Move::Play { column, .. } => slots.push(column),
            Move::Turn => turn = true,
        }
    }
    slots.sort_unstable();
    slots.dedup();
    // One card more than the limit is named: "Also 1 other card" would
    // say no fewer words.
    let named = if slots.len() == NAMED_PLAYABLE + 1 {
        slots.len()
    } else {
        NAMED_PLAYABLE
    };
    let mut items: Vec<String> = slots
        .iter()
        .take(named)
        .map(|slot| {
            format!(
                "{} at {}",
                top_words(&board, *slot, style),
                style.place(place_of(board.place_kind, *slot))
            )
        })
        .collect();
    if slots.len() > named {
        items.push(plural(slots.len() - named, "other card", "other cards"));
    }
    if turn && board.covered.is_some() && board.stock == 0 {
        items.push("the waste, turned over".to_string());
    } else if turn {
        items.push("the next stock card".to_string());
    }
    Spoken {
        lead: "Playable now:",
        again: "Also",
        joined: Joined::WithAnd,
    }
    .sentences(&items, style.width)
}

/// The answer to `where`: the game and deal, the cards left, the moves
/// made, and what is playable now, each a sentence of its own.
pub fn where_lines(session: &impl InPlay, style: &Style) -> Vec<String> {
    let game = session.game();
    let mut lines = vec![
        format!("{}.", title(session)),
        left_sentence(&game.board()),
        format!(
            "{} made.",
            capitalise(&plural(session.moves().len(), "move", "moves"))
        ),
    ];
    lines.extend(playable_lines(game, style));
    lines
}

/// A new deal in accessible mode, before the board is read: the game and
/// deal, how many cards were dealt, and in Eighteens the aces discarded at
/// once: "Eighteens, seed 2.", "Dealt 14 cards.", "Discarded ace of hearts
/// and ace of diamonds."
pub fn deal_lines(session: &impl InPlay, style: &Style) -> Vec<String> {
    let plain = deal_sentence(
        session,
        &Style {
            words: false,
            ..*style
        },
    );
    let dealt = plain
        .split(';')
        .next()
        .and_then(|first| first.rsplit_once(": "))
        .map_or(String::new(), |(_, dealt)| dealt.to_string());
    let mut lines = vec![
        format!("{}.", title(session)),
        format!("{}.", capitalise(&dealt)),
    ];
    lines.extend(discarded_lines(&session.opening().steps, style));
    lines
}

/// The aces an event discarded by itself (Eighteens), said by their cards:
/// "Discarded ace of hearts and ace of diamonds."; nothing if none was.
fn discarded_lines(steps: &[Step], style: &Style) -> Vec<String> {
    let aces: Vec<String> = steps
        .iter()
        .filter_map(|step| match step {
            Step::AceDiscarded { card, .. } => Some(style.card(*card)),
            _ => None,
        })
        .collect();
    Spoken {
        lead: "Discarded",
        again: "Discarded",
        joined: Joined::WithAnd,
    }
    .sentences(&aces, style.width)
}

/// Every place a move's steps touched, in the order first touched: the
/// places cards were removed from, dealt to, discarded from, moved from and
/// to, played from and to.
fn touched_places(kind: PlaceKind, steps: &[Step]) -> Vec<Place> {
    let mut places: Vec<Place> = Vec::new();
    for step in steps {
        let touched = match *step {
            Step::Removed { slot, .. }
            | Step::Dealt { slot, .. }
            | Step::AceDiscarded { slot, .. } => vec![place_of(kind, slot)],
            Step::Moved { from, to, .. } => vec![Place::at(kind, from), Place::at(kind, to)],
            Step::Played {
                column, foundation, ..
            } => vec![
                Place::at(kind, column),
                Place::at(PlaceKind::Foundation, foundation),
            ],
            Step::Turned { .. } => vec![Place::at(PlaceKind::Foundation, 0)],
            // A card turned from the stock changes the stock's top too.
            Step::ToWaste { from, .. } => match from {
                Some(spot) => vec![Place::at(kind, spot), Place::at(PlaceKind::Waste, 0)],
                None => vec![
                    Place::at(PlaceKind::Stock, 0),
                    Place::at(PlaceKind::Waste, 0),
                ],
            },
            Step::Redealt { .. } => vec![
                Place::at(PlaceKind::Stock, 0),
                Place::at(PlaceKind::Waste, 0),
            ],
            Step::Uncovered { slot, .. } => vec![Place::at(kind, slot)],
        };
        for place in touched {
            if !places.contains(&place) {
                places.push(place);
            }
        }
    }
    places
}

/// What the player's move did, named by its cards, one short sentence
/// each ("Removed ten of diamonds and ace of hearts.", "Moved three of
/// spades to pile 8.", "Put two of hearts on the foundation.", "Turned
/// seven of spades from the stock."), then any aces discarded; with the
/// places whose new top card these sentences name.
fn action_lines(board: &Board, event: &Event, style: &Style) -> (Vec<String>, Vec<Place>) {
    let removed: Vec<String> = event
        .steps
        .iter()
        .filter_map(|step| match step {
            Step::Removed { card, .. } => Some(style.card(*card)),
            _ => None,
        })
        .collect();
    let mut lines = Spoken {
        lead: "Removed",
        again: "Removed",
        joined: Joined::WithAnd,
    }
    .sentences(&removed, style.width);
    let mut named = Vec::new();
    for step in &event.steps {
        match *step {
            Step::Moved { card, to, .. } => {
                let place = Place::at(board.place_kind, to);
                lines.push(format!(
                    "Moved {} to {}.",
                    style.card(card),
                    style.place(place)
                ));
                named.push(place);
            }
            Step::Played {
                card, foundation, ..
            } => {
                lines.push(format!(
                    "Put {} on {}.",
                    style.card(card),
                    foundation_phrase(board, foundation, style)
                ));
                named.push(Place::at(PlaceKind::Foundation, foundation));
            }
            Step::Turned { card, .. } => {
                lines.push(format!("Turned {} from the stock.", style.card(card)));
                named.push(Place::at(PlaceKind::Foundation, 0));
            }
            Step::ToWaste { card, from, .. } => {
                let verb = match from {
                    Some(_) => "Put",
                    None => "Turned",
                };
                lines.push(format!("{verb} {} on the waste.", style.card(card)));
                named.push(Place::at(PlaceKind::Waste, 0));
            }
            Step::Redealt { cards, passes_left } => {
                lines.push(format!(
                    "The waste is the stock again: {}.",
                    plural(cards, "card", "cards")
                ));
                lines.push(match passes_left {
                    0 => "This pass is the last.".to_string(),
                    n => format!(
                        "{} after this one.",
                        capitalise(&plural(n, "more pass", "more passes"))
                    ),
                });
                // The stock's new top is said where the game shows it.
                named.push(Place::at(PlaceKind::Waste, 0));
            }
            Step::Uncovered {
                slot,
                card,
                turned_up,
            } => {
                // The place first, so that the longest card's name still
                // fits 40 columns: "Position 14 turns up two of hearts."
                let verb = if turned_up { "turns up" } else { "is free:" };
                let place = Place::at(board.place_kind, slot);
                lines.push(format!(
                    "{} {verb} {}.",
                    capitalise(&style.place(place)),
                    style.card(card)
                ));
                named.push(place);
            }
            Step::Removed { .. } | Step::Dealt { .. } | Step::AceDiscarded { .. } => {}
        }
    }
    lines.extend(discarded_lines(&event.steps, style));
    (lines, named)
}

/// An accepted move in accessible mode: what the player did, named by its
/// cards (see [`action_lines`]); then what each other place the move
/// touched shows now, a sentence each ("Position 5 shows king of
/// diamonds.", "Column 16 is empty."); then the cards left. Every sentence
/// fits a 40-column line.
pub fn event_lines(game: &AnyGame, event: &Event, style: &Style) -> Vec<String> {
    let board = game.board();
    let (mut lines, named) = action_lines(&board, event, style);
    lines.extend(
        touched_places(board.place_kind, &event.steps)
            .into_iter()
            .filter(|place| !named.contains(place))
            // A stock is said only where its top card shows (Pyramid's):
            // the count of a face-down or empty one follows anyway.
            .filter(|place| place.kind != PlaceKind::Stock || !board.pile(*place).is_empty())
            .map(|place| shows(&board, place, style)),
    );
    lines.push(left_sentence(&board));
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
/// what each place whose cards changed shows now ("Position 4 shows six of
/// clubs.", "Stock shows ten of diamonds."), each card covered again or
/// freed ("Position 19 is covered again: three of hearts."), then as after a move the cards left unless terse and at
/// verbose the moves possible.
pub fn after_other_change(
    sentence: String,
    before: &Board,
    game: &AnyGame,
    style: &Style,
) -> Vec<String> {
    let after = game.board();
    let mut lines = vec![sentence];
    lines.extend(
        changed_places(before, &after)
            .into_iter()
            .map(|(place, _, _)| shows(&after, place, style)),
    );
    lines.extend(covered_board::freedom_lines(before, &after, style));
    lines.push(left_sentence(&after));
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
    fn a_hinted_removal_is_named_by_its_cards() {
        let s = session(GameId::Elevens, "QH 4C KD 2S 9D AH 10C 7H 5S 3S 3H");
        assert_eq!(
            move_sentences(s.game(), &Move::Remove(vec![1, 7]), &words()),
            ["Remove four of clubs and seven of hearts."]
        );
    }

    #[test]
    fn a_hinted_build_names_the_card_moved_and_the_pile_it_goes_to() {
        let s = session(
            GameId::SweetSixteen,
            "5H 6C 9S 9C 9D 9H 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D KS",
        );
        assert_eq!(
            move_sentences(s.game(), &Move::Build { from: 0, to: 1 }, &words()),
            ["Move five of hearts to pile 2."]
        );
    }

    #[test]
    fn where_says_game_cards_left_moves_made_and_what_is_playable() {
        let s = Session::new(Rules::standard(GameId::Elevens), Deal::from_seed(42));
        assert_eq!(
            where_lines(&s, &words()),
            [
                "Elevens, seed 42.",
                "Stock: 43 cards.",
                "0 moves made.",
                "Playable now: six of clubs at position 4 and ten of diamonds at position 5.",
                "Also five of diamonds at position 8 and ace of hearts at position 9."
            ]
        );
    }

    #[test]
    fn after_a_move_each_place_it_touched_says_what_it_shows_now() {
        let mut s = Session::new(Rules::standard(GameId::BlackHole), Deal::from_seed(2));
        let event = s.play(&Move::Play {
            column: 15,
            foundation: 0,
        });
        assert_eq!(
            event_lines(s.game(), &event.unwrap(), &words()),
            [
                "Put two of hearts on the foundation.",
                "Column 16 shows three of hearts.",
                "50 cards left."
            ]
        );
    }

    #[test]
    fn every_sentence_after_a_move_fits_40_columns_in_every_game() {
        let narrow = words().within(40);
        for game in GameId::ALL {
            for seed in 0..4 {
                let mut s = Session::new(Rules::standard(game), Deal::from_seed(seed));
                for line in deal_lines(&s, &narrow) {
                    assert!(line.chars().count() <= 40, "{game}: {line}");
                }
                for _ in 0..120 {
                    let Some(mv) = s.game().legal_moves().first().cloned() else {
                        break;
                    };
                    for line in hint_sentences_of(&s, &mv, &narrow) {
                        assert!(line.chars().count() <= 40, "{game}: {line}");
                    }
                    let event = s.play(&mv).unwrap();
                    for line in event_lines(s.game(), &event, &narrow) {
                        assert!(line.chars().count() <= 40, "{game}: {line}");
                    }
                }
            }
        }
    }

    #[test]
    fn where_names_a_seventh_playable_card_rather_than_one_other_card() {
        let mut found = 0;
        for game in GameId::ALL {
            for seed in 0..60 {
                let s = Session::new(Rules::standard(game), Deal::from_seed(seed));
                let said = playable_lines(s.game(), &words()).join(" ");
                let named = said.matches(" at ").count();
                assert!(!said.contains("1 other card"), "{game} {seed}: {said}");
                if named == NAMED_PLAYABLE + 1 {
                    found += 1;
                }
            }
        }
        assert!(found > 0, "no deal with seven playable cards");
    }

    fn hint_sentences_of(s: &Session, mv: &Move, style: &Style) -> Vec<String> {
        move_sentences(s.game(), mv, style)
    }
}
