//! The [`Game`] trait: the rules of one game in progress, which every
//! engine implements and the session, the solver and the text layer ask;
//! and [`Wording`], what a game says of a position in words. What the
//! player sees is the [`View`] (`view.rs`).

use super::resolve::{self, Asked, Target};
use super::{Alike, Event, Move, MoveKey, Outcome, RuleError, Rules, View};
use crate::cards::Card;
use crate::message::Message;

/// The rules of one game in progress: what may be played, what playing it
/// does, and what the player cannot see. Every game also has a [`View`]
/// (what the player sees) and a [`Wording`] (what it says of a position in
/// words). States are small and cheap to clone.
pub trait Game: Clone + View + Wording {
    /// Which game and variant this is.
    fn rules(&self) -> Rules;

    /// Every legal move (possibly with moves that differ only in equal cards).
    fn legal_moves(&self) -> Vec<Move>;

    /// True if at least one legal move exists.
    fn has_legal_move(&self) -> bool {
        !self.legal_moves().is_empty()
    }

    /// Checks a move without making it.
    fn check(&self, mv: &Move) -> Result<(), RuleError>;

    /// The move the player means by `targets`, asked for as `asked`: the
    /// legal move made of the places they name (see
    /// [`resolve::by_legal_moves`]), or one sentence saying why there is none.
    fn resolve(&self, asked: Asked, targets: &[Target]) -> Result<Move, RuleError> {
        resolve::by_legal_moves(self, asked, targets)
    }

    /// Makes a legal move and says what happened, or says why it is illegal
    /// and changes nothing.
    fn apply(&mut self, mv: &Move) -> Result<Event, RuleError>;

    /// The key of `mv` (a legal move, or one typed) at the strength
    /// `alike`: moves with equal keys are alike. Where no two moves leave
    /// the same position, the key of [`Alike::Position`] is
    /// [`MoveKey::of_places`].
    fn move_key(&self, mv: &Move, alike: Alike) -> MoveKey;

    /// For a game whose moves can undo one another (Sweet Sixteen), a
    /// measure of the position such that of a move that clears no card and
    /// its inverse at most one raises it: a line of hints that raises
    /// ([`Game::cleared`], this measure) at every move never comes back to a
    /// position, and among equally good moves the hint prefers the one that
    /// raises it most. `None` in a game whose every move is one way.
    fn shuttle_measure(&self) -> Option<usize> {
        None
    }

    /// The legal moves, one of each set alike in [`Alike::Position`] (the
    /// first in [`Game::legal_moves`]'s order): what `moves` lists.
    fn distinct_moves(&self) -> Vec<Move> {
        let mut keys = Vec::new();
        let mut moves = self.legal_moves();
        moves.retain(|mv| {
            let key = self.move_key(mv, Alike::Position);
            let new = !keys.contains(&key);
            if new {
                keys.push(key);
            }
            new
        });
        moves
    }

    /// True once the game's goal is reached.
    fn is_won(&self) -> bool;

    /// Playing, won or lost: won once the goal is reached, lost as soon as
    /// no legal move exists, else playing.
    fn outcome(&self) -> Outcome {
        if self.is_won() {
            Outcome::Won
        } else if self.has_legal_move() {
            Outcome::Playing
        } else {
            Outcome::Lost
        }
    }

    /// Cards left in the stock.
    fn stock_len(&self) -> usize;

    /// The game's measure of progress: cards removed (removal games), dealt
    /// from the stock (Sweet Sixteen) or played to foundations (Eliminator).
    fn cleared(&self) -> usize;

    /// The cards the player cannot see (the stock's, and in a game with
    /// face-down cards those too), in new-deck order: what the player knows
    /// of them without knowing where they lie.
    fn unseen(&self) -> Vec<Card>;

    /// The unseen cards in the order they lie, as
    /// [`Game::with_unseen_order`] takes them (the stock's next card first):
    /// `game.with_unseen_order(&game.unseen_order())` is `game`. For the
    /// solver and a review, which know the real deal; a fair hint never asks.
    fn unseen_order(&self) -> Vec<Card>;

    /// The same visible position with the unseen cards in `order` (a
    /// permutation of [`Game::unseen`], in the order
    /// [`Game::unseen_order`] gives); used to sample where they could lie.
    fn with_unseen_order(&self, order: &[Card]) -> Self;
}

/// What a game says in words about a position, beyond the reasons its rules
/// give for refusing a move: the prose of a game in progress.
pub trait Wording {
    /// Why no move is possible, for the message that ends a lost game.
    fn stuck_reason(&self) -> Message;
}
