//! Turning what the player typed into a move: the places a command names,
//! read against the board, and the legal move they stand for. The default
//! in [`Game::resolve`] calls [`by_legal_moves`];
//! a game overrides it only where typing leaves a choice to the rules
//! (Eliminator's `move 2` picks a foundation).

use super::descriptor::MoveShape;
use super::{wrong_kind_of_move, Alike, Game, Move, Outcome, RuleError};
use crate::cards::{Card, Rank};
use crate::message::{Message, PlaceKind};

/// Something a command points at: a numbered place, a card, or a foundation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// A position, pile or column number as typed (from 1).
    Number(usize),
    /// A card code, to be found on the board.
    Card(Card),
    /// A rank alone ("king"): the one card of that rank showing that the
    /// command can take ([`super::rank_target`]).
    Rank(Rank),
    /// An Eliminator foundation, typed `f1`..`f6` (from 1).
    Foundation(usize),
    /// The stock's top card, typed `stock` (Pyramid: `remove 5 stock`).
    Stock,
    /// The waste pile, typed `waste`: its top card (`remove 5 waste`), or
    /// where a card goes (`move 23 waste`).
    Waste,
}

/// How the player asked for a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// With the word `remove`.
    Remove,
    /// With the word `move`: a place to move from, and perhaps one to move to.
    Move,
    /// With a bare line of targets.
    Bare,
    /// With the word `deal`: turn the next talon card (Golf).
    Deal,
}

/// The move `targets` name in `game`, by the shape of the game's moves: the
/// legal move made of those places, or the rules' reason why that move is
/// illegal. A finished game gives the move as typed, for the session to
/// say that the game is over.
pub fn by_legal_moves<G: Game>(
    game: &G,
    asked: Asked,
    targets: &[Target],
) -> Result<Move, RuleError> {
    let candidate = typed_move(game, asked, targets)?;
    confirmed(game, candidate)
}

/// `candidate` if it is among the legal moves of `game`, up to moves that
/// leave the same position ([`Alike::Position`]: `remove 7 3` is the legal
/// `remove 3 7`), or the game is over; else why it is not.
pub fn confirmed<G: Game>(game: &G, candidate: Move) -> Result<Move, RuleError> {
    if game.outcome() != Outcome::Playing {
        return Ok(candidate);
    }
    let wanted = game.move_key(&candidate, Alike::Position);
    if game
        .legal_moves()
        .iter()
        .any(|mv| game.move_key(mv, Alike::Position) == wanted)
    {
        return Ok(candidate);
    }
    Err(game
        .check(&candidate)
        .err()
        .unwrap_or_else(|| RuleError::new(Message::from_text("That move is not possible now."))))
}

/// The move of the game's shape made of the places `targets` name, legal or not.
fn typed_move<G: Game>(game: &G, asked: Asked, targets: &[Target]) -> Result<Move, RuleError> {
    let descriptor = game.rules().game.descriptor();
    let shape = descriptor.moves.shape;
    let noun = descriptor.place_kind.noun();
    let (name, example) = (descriptor.name, descriptor.moves.example);
    match (shape, asked, targets) {
        (_, Asked::Deal, _) if descriptor.turns_stock => Ok(Move::Turn),
        (_, Asked::Deal, _) => Err(error(format!(
            "{name} has no stock to turn by hand; deal is for {}.",
            super::games_taking_deal()
        ))),
        (MoveShape::Remove, Asked::Remove | Asked::Bare, _) => removal(game, targets),
        (MoveShape::Remove, Asked::Move, _)
        | (MoveShape::Build | MoveShape::Play, Asked::Remove, _) => {
            Err(wrong_kind_of_move(game.rules().game))
        }
        (MoveShape::Build, Asked::Move | Asked::Bare, [from, to]) => Ok(Move::Build {
            from: place(game, *from)?,
            to: place(game, *to)?,
        }),
        (MoveShape::Build, Asked::Move, _) => Err(error(format!(
            "{name} needs a {noun} to move to: {example}."
        ))),
        (MoveShape::Build, Asked::Bare, _) => {
            Err(error(format!("{name} moves name two {noun}s: {example}.")))
        }
        (MoveShape::Play, Asked::Move | Asked::Bare, [from, to]) => Ok(Move::Play {
            column: place(game, *from)?,
            foundation: foundation(game, *from, *to)?,
        }),
        (MoveShape::Play, Asked::Move | Asked::Bare, [_]) => Err(error(format!(
            "{name} needs a foundation to play to: {example}."
        ))),
        (MoveShape::Play, Asked::Move | Asked::Bare, _) => Err(error(format!(
            "{name} moves name a {noun} and a foundation: {example}."
        ))),
    }
}

/// A removal of the places `targets` name.
fn removal<G: Game>(game: &G, targets: &[Target]) -> Result<Move, RuleError> {
    let mut slots = Vec::with_capacity(targets.len());
    for target in targets {
        if let Target::Foundation(_) = target {
            return Err(error(format!(
                "{} has no foundations; name positions or cards.",
                game.rules().game.name()
            )));
        }
        let slot = place(game, *target)?;
        if let (Target::Card(card), true) = (target, slots.contains(&slot)) {
            return Err(RuleError::new(
                Message::new().card(*card).text(" is named twice."),
            ));
        }
        slots.push(slot);
    }
    Ok(Move::Remove(slots))
}

/// A tableau place (0-based) from a number (from 1) or the card on top of
/// it; in a game of covered cards also the stock's or the waste's top
/// ([`Move::STOCK`], [`Move::WASTE`]), named or by its card.
pub fn place<G: Game>(game: &G, target: Target) -> Result<usize, RuleError> {
    let board = game.board();
    let kind = game.rules().game.place_kind();
    let noun = kind.noun();
    let name = game.rules().game.name();
    match target {
        Target::Stock | Target::Waste if board.covered.is_none() => Err(error(format!(
            "{name} has no {} to name; name a {noun}.",
            if target == Target::Stock {
                "stock card"
            } else {
                "waste"
            }
        ))),
        Target::Stock => Ok(Move::STOCK),
        Target::Waste => Ok(Move::WASTE),
        Target::Card(card)
            if board.covered.is_some()
                && !board.tableau.iter().any(|p| p.last() == Some(&card)) =>
        {
            [Move::STOCK, Move::WASTE]
                .into_iter()
                .find(|&pile| board.top_at(pile) == Some(card))
                .ok_or_else(|| RuleError::new(Message::new().card(card).text(" is not showing.")))
        }
        Target::Number(0) => Err(error(format!(
            "There is no {noun} 0; {noun}s are numbered from 1."
        ))),
        // A number past the tableau never names a place: in a game of
        // covered cards the numbers just past it stand for the stock and
        // the waste inside the program, and are no one's to type.
        Target::Number(n) if board.covered.is_some() && n > board.tableau.len() => {
            Err(error(format!(
                "There is no {noun} {n}; {name} has {noun}s 1 to {}.",
                board.tableau.len()
            )))
        }
        Target::Number(n) => Ok(n - 1),
        Target::Card(card) => board
            .tableau
            .iter()
            .position(|place| place.last() == Some(&card))
            .ok_or_else(|| {
                RuleError::new(
                    Message::new()
                        .card(card)
                        .text(format!(" is not showing{}.", on_top(kind))),
                )
            }),
        Target::Rank(rank) => Err(say_which(rank, noun)),
        Target::Foundation(_) if board.foundations.is_empty() => Err(error(format!(
            "{} has no foundations; name a {noun}.",
            game.rules().game.name()
        ))),
        Target::Foundation(n) => Err(error(format!(
            "Foundation f{n} cannot be moved from; name a {noun}."
        ))),
    }
}

/// A foundation (0-based) from `f1`.. or the card on top of it, for a move
/// from `from`. A game with one foundation never asks for it by number.
fn foundation<G: Game>(game: &G, from: Target, target: Target) -> Result<usize, RuleError> {
    let foundations = game.board().foundations;
    match target {
        Target::Foundation(0) => Err(error(
            "There is no foundation f0; foundations are numbered from f1.",
        )),
        Target::Foundation(n) => Ok(n - 1),
        Target::Card(card) => foundations
            .iter()
            .position(|f| f.last() == Some(&card))
            .ok_or_else(|| {
                RuleError::new(
                    Message::new()
                        .card(card)
                        .text(" is not on top of a foundation."),
                )
            }),
        Target::Rank(rank) => Err(say_which(rank, "foundation")),
        Target::Stock | Target::Waste => Err(error(format!(
            "{} has no {target:?} to play to; name a foundation.",
            game.rules().game.name()
        ))),
        Target::Number(_) if foundations.len() == 1 => {
            let id = game.rules().game;
            Err(error(format!(
                "{} has one foundation, so name only the {}: move {from}.",
                id.name(),
                id.place_kind().noun()
            )))
        }
        Target::Number(n) => Err(error(format!(
            "Name a foundation as f1 to f{}, not {n}.",
            foundations.len()
        ))),
    }
}

/// Where a card the player names must be to be named, after "is not
/// showing": nothing more for a grid's positions, " on top of a column"
/// where a place holds a pile of cards.
pub(crate) fn on_top(kind: PlaceKind) -> String {
    match kind {
        PlaceKind::Position | PlaceKind::Foundation | PlaceKind::Stock | PlaceKind::Waste => {
            String::new()
        }
        PlaceKind::Pile | PlaceKind::Column => format!(" on top of a {}", kind.noun()),
    }
}

/// A rank alone where no one card of it was chosen for it (see
/// [`super::rank_target`], which chooses one before this is asked).
fn say_which(rank: Rank, noun: &str) -> RuleError {
    error(format!(
        "Say which {}: name its suit or its {noun}.",
        rank.name()
    ))
}

/// A rule error of plain text.
pub(crate) fn error(text: impl Into<String>) -> RuleError {
    RuleError::new(Message::from_text(text))
}
