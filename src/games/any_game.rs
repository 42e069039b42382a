//! [`AnyGame`]: any of the games, behind one type for the session, the
//! player and the solver, each engine one variant. A new engine adds its
//! variant and its arms here.

use super::{
    Alike, Asked, Board, CoveredGame, Event, FoundationGame, Game, Move, MoveKey, Outcome,
    RemovalGame, RuleError, Rules, SweetSixteen, Target, View, Wording,
};
use crate::cards::Card;
use crate::deal::Deal;
use crate::message::Message;

/// Any of the games, behind one type for the session and the player.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyGame {
    /// Elevens, Suit Elevens or Eighteens.
    Removal(RemovalGame),
    /// Sweet Sixteen.
    SweetSixteen(SweetSixteen),
    /// Eliminator, Black Hole, All in a Row and Golf.
    Foundation(FoundationGame),
    /// The games of covered cards: a tableau in rows, a stock and a waste.
    Covered(CoveredGame),
}

impl AnyGame {
    /// Deals a new game, returning it and the opening event (the deal itself,
    /// and in Eighteens any aces discarded at once).
    pub fn new(rules: Rules, deal: &Deal) -> (AnyGame, Event) {
        (rules.game.descriptor().deal)(rules, deal)
    }
}

macro_rules! delegate {
    ($self:ident, $game:ident => $body:expr) => {
        match $self {
            AnyGame::Removal($game) => $body,
            AnyGame::SweetSixteen($game) => $body,
            AnyGame::Foundation($game) => $body,
            AnyGame::Covered($game) => $body,
        }
    };
}

impl Game for AnyGame {
    fn rules(&self) -> Rules {
        delegate!(self, g => g.rules())
    }
    fn legal_moves(&self) -> Vec<Move> {
        delegate!(self, g => g.legal_moves())
    }
    fn has_legal_move(&self) -> bool {
        delegate!(self, g => g.has_legal_move())
    }
    fn check(&self, mv: &Move) -> Result<(), RuleError> {
        delegate!(self, g => g.check(mv))
    }
    fn resolve(&self, asked: Asked, targets: &[Target]) -> Result<Move, RuleError> {
        delegate!(self, g => g.resolve(asked, targets))
    }
    fn apply(&mut self, mv: &Move) -> Result<Event, RuleError> {
        delegate!(self, g => g.apply(mv))
    }
    fn move_key(&self, mv: &Move, alike: Alike) -> MoveKey {
        delegate!(self, g => g.move_key(mv, alike))
    }
    fn distinct_moves(&self) -> Vec<Move> {
        delegate!(self, g => g.distinct_moves())
    }
    fn shuttle_measure(&self) -> Option<usize> {
        delegate!(self, g => g.shuttle_measure())
    }
    fn is_won(&self) -> bool {
        delegate!(self, g => g.is_won())
    }
    fn outcome(&self) -> Outcome {
        delegate!(self, g => g.outcome())
    }
    fn stock_len(&self) -> usize {
        delegate!(self, g => g.stock_len())
    }
    fn cleared(&self) -> usize {
        delegate!(self, g => g.cleared())
    }
    fn unseen(&self) -> Vec<Card> {
        delegate!(self, g => g.unseen())
    }
    fn unseen_order(&self) -> Vec<Card> {
        delegate!(self, g => g.unseen_order())
    }
    fn with_unseen_order(&self, order: &[Card]) -> Self {
        match self {
            AnyGame::Removal(g) => AnyGame::Removal(g.with_unseen_order(order)),
            AnyGame::SweetSixteen(g) => AnyGame::SweetSixteen(g.with_unseen_order(order)),
            AnyGame::Foundation(g) => AnyGame::Foundation(g.with_unseen_order(order)),
            AnyGame::Covered(g) => AnyGame::Covered(g.with_unseen_order(order)),
        }
    }
}

impl View for AnyGame {
    fn board(&self) -> Board {
        delegate!(self, g => g.board())
    }
}

impl Wording for AnyGame {
    fn stuck_reason(&self) -> Message {
        delegate!(self, g => g.stuck_reason())
    }
}
