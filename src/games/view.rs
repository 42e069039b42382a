//! What the player can see of a game, for rendering: the [`View`] every
//! game gives, the [`Board`], and how its tableau is laid out
//! ([`Layout`]).

use super::covered_shape::CoverShape;
use super::GameId;
use crate::cards::Card;
use crate::message::{Place, PlaceKind};

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
    /// One card to a place, in rows of the shape's lengths, each card
    /// covered by cards of the row below (Pyramid, Tri Peaks).
    Covered(CoverShape),
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
    /// In a game of covered cards, what else the player sees: which
    /// places are face down, which are free, the waste and the stock's top.
    pub covered: Option<CoveredView>,
}

/// What the player sees of a game of covered cards besides each place's
/// card: a face-down card's place has no card in [`Board::tableau`] (its
/// card is hidden), and is listed here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoveredView {
    /// The 0-based places whose card is face down.
    pub face_down: Vec<usize>,
    /// The 0-based places whose card no card covers, face up: the cards
    /// the player may use.
    pub free: Vec<usize>,
    /// The waste pile, bottom first.
    pub waste: Vec<Card>,
    /// The stock's top card where the game shows it (Pyramid), else `None`.
    pub stock_top: Option<Card>,
    /// The passes through the stock left after this one.
    pub passes_left: usize,
    /// The passes through the stock in all: 1 where the waste is never
    /// turned over (Tri Peaks), so that nothing speaks of redeals there.
    pub passes: usize,
}

impl Board {
    /// The cards of `place` the player sees, bottom first: a tableau place
    /// or foundation, the waste, or the stock's shown top card.
    pub fn pile(&self, place: Place) -> &[Card] {
        let index = place.number - 1;
        let piles = match place.kind {
            PlaceKind::Foundation => &self.foundations,
            PlaceKind::Position | PlaceKind::Pile | PlaceKind::Column => &self.tableau,
            PlaceKind::Waste => return self.covered.as_ref().map_or(&[], |c| &c.waste),
            PlaceKind::Stock => {
                return self
                    .covered
                    .as_ref()
                    .and_then(|c| c.stock_top.as_ref())
                    .map_or(&[], std::slice::from_ref)
            }
        };
        piles.get(index).map_or(&[], Vec::as_slice)
    }

    /// The top card a move's 0-based `slot` names: a tableau place's, or
    /// the stock's or the waste's for [`Move::STOCK`](super::Move::STOCK) and
    /// [`Move::WASTE`](super::Move::WASTE).
    pub fn top_at(&self, slot: usize) -> Option<Card> {
        self.pile(super::moves::place_of(self.place_kind, slot))
            .last()
            .copied()
    }

    /// True if tableau place `index` holds a face-down card.
    pub fn is_face_down(&self, index: usize) -> bool {
        self.covered
            .as_ref()
            .is_some_and(|c| c.face_down.contains(&index))
    }
}

/// What the player sees of a game in progress: the board the renderer lays
/// out and `show` reads.
pub trait View {
    /// Everything the player can see.
    fn board(&self) -> Board;
}
