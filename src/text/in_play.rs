//! A game in play as the renderer sees it: the rules, the deal, the state
//! and the moves, without the timeline behind undo and redo. The session
//! provides it; the text layer reads it and never reaches up into the
//! session itself.

use crate::deal::Deal;
use crate::games::{AnyGame, Event, Move, Rules};

/// What the renderer reads of a game in play.
pub trait InPlay {
    /// The game and variant.
    fn rules(&self) -> Rules;
    /// The deal being played.
    fn deal(&self) -> &Deal;
    /// The current state.
    fn game(&self) -> &AnyGame;
    /// What the opening deal did (in Eighteens, it may discard aces).
    fn opening(&self) -> &Event;
    /// The moves from the deal to the current state, in order.
    fn moves(&self) -> Vec<&Move>;
}
