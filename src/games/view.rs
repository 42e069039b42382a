//! What the player can see of a game, for rendering: the [`View`] every
//! game gives, the [`Board`], and how its tableau is laid out
//! ([`Layout`]).

use super::GameId;
use crate::cards::Card;
use crate::message::PlaceKind;

/// How the tableau is laid out on screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Slots of one card each, `columns` to a row.
    Grid {
        /// Slots per row.
        columns: usize,
    },
    /// Piles shown by their top card, `columns` to a row.
    Piles {
        /// Piles per row.
        columns: usize,
    },
    /// Columns shown whole, one to a line, bottom card first.
    Columns,
}

/// Everything the player can see, for rendering.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Which game this is, for wording that names it or its parts.
    pub game: GameId,
    /// How to lay the tableau out.
    pub layout: Layout,
    /// What a numbered tableau place is called.
    pub place_kind: PlaceKind,
    /// Each tableau place's cards from bottom to top; empty for an empty place.
    pub tableau: Vec<Vec<Card>>,
    /// Cards left in the stock.
    pub stock: usize,
    /// Cards removed or discarded so far (the removal games).
    pub discarded: Option<usize>,
    /// Cards played from the tableau to the foundations so far (the
    /// foundation games): the game's own count of progress, the one
    /// `status` gives ([`Game::cleared`](super::Game::cleared)), which
    /// leaves out a card the foundation starts with and Golf's cards turned
    /// from the stock.
    pub played: Option<usize>,
    /// Each foundation's cards from bottom to top (Eliminator).
    pub foundations: Vec<Vec<Card>>,
}

/// What the player sees of a game in progress: the board the renderer lays
/// out and `show` reads.
pub trait View {
    /// Everything the player can see.
    fn board(&self) -> Board;
}
