//! The solver's one table of which rule sets have a fast solver: each
//! engine's fast search, and which of the rule sets its games are played by
//! it serves. A search takes everything that makes a game itself from the
//! game's rules (shapes, what pairs or follows what, passes, goals), so the
//! table never names a game: a rule set that an engine's parameters express
//! is served as soon as it is registered. A rule set without a fast solver
//! is solved by the plain reference search ([`super::reference`]), which
//! also returns a winning line. The fast solvers stay pinned to the
//! reference search by `tests/solver_reference.rs`.

use super::covered;
use crate::games::AnyGame;

/// The engines' fast searches.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Engine {
    /// The removal games: sets taken from a grid refilled from the stock.
    Removal,
    /// Sweet Sixteen's building game: the moves that empty a pile.
    SweetSixteen,
    /// The foundation games: columns, foundations and a talon.
    Foundation,
    /// The games of covered cards: a tableau of covered spots, a stock and
    /// a waste.
    Covered,
}

/// The fast solver of `game`'s rule set; `None` means the plain reference
/// search.
pub fn fast_solver(game: &AnyGame) -> Option<Engine> {
    match game {
        AnyGame::Removal(_) => Some(Engine::Removal),
        AnyGame::SweetSixteen(_) => Some(Engine::SweetSixteen),
        AnyGame::Foundation(_) => Some(Engine::Foundation),
        AnyGame::Covered(g) => covered::serves(g).then_some(Engine::Covered),
    }
}
