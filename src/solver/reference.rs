//! The plain reference search the tests compare the solvers against: a
//! depth-first search over [`Game::legal_moves`] of the real [`AnyGame`],
//! with no reductions at all, memoised only on the full game state.

use super::Verdict;
use crate::games::{AnyGame, Game, Outcome};
use std::collections::HashSet;

/// What the reference search found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Reference {
    /// Won, lost, or unknown when `max_nodes` states were not enough.
    pub verdict: Verdict,
    /// The most cards cleared by any state reached (if not unknown: by the best line).
    pub cleared: usize,
}

/// Searches every line from `game` for a win, visiting at most `max_nodes`
/// distinct full states.
pub fn reference(game: &AnyGame, max_nodes: usize) -> Reference {
    let mut seen = HashSet::new();
    let mut best = game.cleared();
    let mut stack = vec![game.clone()];
    seen.insert(game.clone());
    while let Some(state) = stack.pop() {
        best = best.max(state.cleared());
        if state.outcome() == Outcome::Won {
            return Reference {
                verdict: Verdict::Won,
                cleared: best,
            };
        }
        for mv in state.legal_moves() {
            let mut next = state.clone();
            next.apply(&mv).expect("a listed move is legal");
            if seen.insert(next.clone()) {
                if seen.len() > max_nodes {
                    return Reference {
                        verdict: Verdict::Unknown,
                        cleared: best,
                    };
                }
                stack.push(next);
            }
        }
    }
    Reference {
        verdict: Verdict::Lost,
        cleared: best,
    }
}
