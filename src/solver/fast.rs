//! The solver's own table of which rule sets have a fast solver, and which
//! one. A rule set without one is solved by the plain reference search
//! ([`super::reference`]), which also returns a winning line, so a new
//! game is solved before it has a fast solver of its own. The fast solvers
//! stay pinned to the reference search by `tests/solver_reference.rs`.

use super::covered::{CoveredKind, PyramidGoal};
use crate::games::{GameId, Rules, Variant};

/// The game-specific solvers, by the game they decide.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FastSolver {
    /// One of the removal games' solvers, over the shared removal start.
    Removal(RemovalSolver),
    /// Sweet Sixteen: the moves that empty a pile.
    SweetSixteen,
    /// The foundation games (Eliminator, Black Hole, All in a Row, Golf):
    /// columns, foundations and a talon, raced two ways.
    Foundation,
    /// The covered games (Pyramid, Tri Peaks): a tableau of covered
    /// spots, a stock and a waste, by the rules of this kind.
    Covered(CoveredKind),
}

/// The removal games' solvers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RemovalSolver {
    /// Elevens: pairs and J, Q, K trios, counts only.
    Elevens,
    /// Suit Elevens' standard form: same-suit sets.
    SuitElevens,
    /// Suit Elevens' pairs variant.
    SuitPairs,
    /// Eighteens: a face and three ranks.
    Eighteens,
}

/// The fast solver of `rules`; `None` means the plain reference search.
pub fn fast_solver(rules: Rules) -> Option<FastSolver> {
    match rules.game {
        GameId::Eighteens => Some(FastSolver::Removal(RemovalSolver::Eighteens)),
        GameId::Elevens => Some(FastSolver::Removal(RemovalSolver::Elevens)),
        GameId::SuitElevens => match rules.variant {
            Variant::Pairs => Some(FastSolver::Removal(RemovalSolver::SuitPairs)),
            Variant::Standard | Variant::Foundations(_) | Variant::Relaxed => {
                Some(FastSolver::Removal(RemovalSolver::SuitElevens))
            }
        },
        GameId::SweetSixteen => Some(FastSolver::SweetSixteen),
        GameId::Eliminator | GameId::BlackHole | GameId::AllInARow | GameId::Golf => {
            Some(FastSolver::Foundation)
        }
        GameId::Pyramid => Some(FastSolver::Covered(CoveredKind::Pyramid(
            match rules.variant {
                Variant::Relaxed => PyramidGoal::Board,
                Variant::Standard | Variant::Pairs | Variant::Foundations(_) => {
                    PyramidGoal::AllCards
                }
            },
        ))),
        GameId::TriPeaks => Some(FastSolver::Covered(CoveredKind::TriPeaks)),
    }
}
