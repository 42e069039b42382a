//! What a game's rules take and give: moves ([`Move`]) and how alike two
//! of them are ([`Alike`], [`MoveKey`]), the steps a move takes
//! ([`Event`], [`Step`]), whether the game goes on ([`Outcome`]), and why a
//! move is refused ([`RuleError`]).

use super::GameId;
use crate::cards::Card;
use crate::message::{Message, Place, PlaceKind};
use std::fmt;

/// A move, in 0-based indices. The text layer turns typed positions (from 1)
/// and card codes into these.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Remove the cards at these slots (Elevens, Suit Elevens, Eighteens), in ascending order.
    Remove(Vec<usize>),
    /// Move the top card of pile `from` onto pile `to` (Sweet Sixteen).
    Build {
        /// The pile the card leaves.
        from: usize,
        /// The pile it goes onto.
        to: usize,
    },
    /// Play the top card of `column` onto `foundation` (the foundation games).
    Play {
        /// The tableau column.
        column: usize,
        /// The foundation.
        foundation: usize,
    },
    /// Turn the next talon card onto the foundation (Golf's `deal`), or
    /// the stock's next card onto the waste (a game of covered cards, where
    /// with the stock empty and a pass left it turns the waste over to be
    /// the stock again).
    Turn,
}

impl Move {
    /// The place number a move gives the stock's top card, beside the
    /// tableau's 0-based places (Pyramid's `remove 5 stock`): beyond any
    /// tableau, never shown as a number ([`place_of`]).
    pub const STOCK: usize = 1 << 16;
    /// The place number a move gives the waste pile ([`Move::STOCK`]'s
    /// neighbour): its top card removed (`remove 5 waste`), or a card
    /// played onto it (`move 23 waste`).
    pub const WASTE: usize = Move::STOCK + 1;
}

/// The place a move's 0-based `slot` names in a game whose tableau places
/// are of `kind`: the stock or the waste for [`Move::STOCK`] and
/// [`Move::WASTE`], else the tableau place.
pub fn place_of(kind: PlaceKind, slot: usize) -> Place {
    match slot {
        Move::STOCK => Place::at(PlaceKind::Stock, 0),
        Move::WASTE => Place::at(PlaceKind::Waste, 0),
        _ => Place::at(kind, slot),
    }
}

/// How alike two moves must be to count as one: the one notion of move
/// equivalence, asked of the game ([`Game::move_key`]) by whatever needs
/// it, in two strengths.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Alike {
    /// They leave the same position: the same places named in another
    /// order (`remove 7 3` is `remove 3 7`), or a card played to any of
    /// several empty foundations. A typed move is confirmed against the
    /// legal moves by it, `moves` lists the first of each such set, and
    /// `move 2` plays to the first empty foundation.
    Position,
    /// They leave positions that play alike whatever the stock holds, as
    /// the solver sees them (Eighteens' sets of the same ranks, its face
    /// cards all alike; Sweet Sixteen's builds between piles of the same
    /// top ranks, colours and lengths): the hint samples one of each such
    /// set.
    Outcome,
}

/// What makes a move itself, at some strength of [`Alike`]: two moves of a
/// game are alike exactly when their keys are equal.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveKey(pub Vec<usize>);

impl MoveKey {
    /// The key of `mv` by the places it names, in a canonical order: the
    /// key of [`Alike::Position`] in a game where no two different moves
    /// leave the same position.
    pub fn of_places(mv: &Move) -> MoveKey {
        MoveKey(match mv {
            Move::Remove(slots) => {
                let mut sorted = slots.clone();
                sorted.sort_unstable();
                sorted
            }
            Move::Build { from, to } => vec![*from, *to],
            Move::Play { column, foundation } => vec![*column, *foundation],
            Move::Turn => vec![usize::MAX],
        })
    }
}

/// One thing that happened during a move, in the order it happened.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// The player removed `card` from slot `slot`.
    Removed {
        /// The 0-based slot.
        slot: usize,
        /// The card removed.
        card: Card,
    },
    /// An ace was discarded automatically from `slot` (Eighteens).
    AceDiscarded {
        /// The 0-based slot.
        slot: usize,
        /// The ace.
        card: Card,
    },
    /// `card` was dealt from the stock into `slot`.
    Dealt {
        /// The 0-based slot or pile.
        slot: usize,
        /// The card dealt.
        card: Card,
    },
    /// `card` moved from pile `from` onto `onto` at pile `to` (Sweet Sixteen).
    Moved {
        /// The card moved.
        card: Card,
        /// The 0-based pile it left.
        from: usize,
        /// The card it now covers.
        onto: Card,
        /// The 0-based pile it joined.
        to: usize,
    },
    /// `card` went from `column` to `foundation`, covering `onto` if any (Eliminator).
    Played {
        /// The card played.
        card: Card,
        /// The 0-based column it left.
        column: usize,
        /// The 0-based foundation.
        foundation: usize,
        /// The card it covers, or `None` on an empty foundation.
        onto: Option<Card>,
    },
    /// `card` was turned from the talon onto the foundation, covering
    /// `onto` if any (Golf).
    Turned {
        /// The card turned.
        card: Card,
        /// The card it covers.
        onto: Option<Card>,
    },
    /// `card` went onto the waste pile, covering `onto` if any: from the
    /// tableau place `from` (Tri Peaks' play), or turned from the stock
    /// when `from` is `None` (`deal` in a game of covered cards).
    ToWaste {
        /// The card.
        card: Card,
        /// The 0-based tableau place it left, or `None` for the stock.
        from: Option<usize>,
        /// The card it covers on the waste.
        onto: Option<Card>,
    },
    /// The waste was turned over to be the stock again, its first card
    /// turned first again: a new pass through the stock.
    Redealt {
        /// The cards turned over.
        cards: usize,
        /// The passes through the stock left after this one, not counting it.
        passes_left: usize,
    },
    /// `card` at tableau place `slot` is free now that the cards covering
    /// it are gone; `turned_up` if it was face down and is turned face up.
    Uncovered {
        /// The 0-based place.
        slot: usize,
        /// The card now free.
        card: Card,
        /// True if it was face down until now.
        turned_up: bool,
    },
}

/// What a move (or the opening deal) did, step by step.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Event {
    /// The steps in the order they happened.
    pub steps: Vec<Step>,
}

/// Whether the game goes on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// A legal move exists.
    Playing,
    /// The game's goal is reached.
    Won,
    /// No legal move exists and the goal is not reached.
    Lost,
}

impl Outcome {
    /// The word used by `status`: `playing`, `won` or `lost`.
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Playing => "playing",
            Outcome::Won => "won",
            Outcome::Lost => "lost",
        }
    }
}

/// Why a move is illegal, as one sentence that names the cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError(pub Message);

impl RuleError {
    /// A rule error with this message.
    pub fn new(message: Message) -> RuleError {
        RuleError(message)
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for RuleError {}

/// The message for a move of the wrong kind for this game.
pub(crate) fn wrong_kind_of_move(game: GameId) -> RuleError {
    let usage = game.descriptor().moves;
    let (how, example) = (usage.how, usage.example);
    // The example follows a colon, so wrapping keeps it on one line.
    RuleError::new(Message::from_text(format!(
        "{} {how}: {example}.",
        game.name()
    )))
}
