//! The plain reference search: a depth-first search over
//! [`Game::legal_moves`] of the real [`AnyGame`], with no reductions at all,
//! memoised only on the full game state. The tests compare the fast solvers
//! against it, and a game without a fast solver is solved by it.

use super::{Halt, Solution, Verdict};
use crate::games::{AnyGame, Game, Move, Outcome};
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
    let found = search(game, max_nodes);
    Reference {
        verdict: found.verdict,
        cleared: found.cleared,
    }
}

/// Decides `game` by the reference search, with a winning line when it is
/// won: the solver of a game that has no fast one.
pub fn solve(game: &AnyGame, max_nodes: u64) -> Solution {
    let found = search(game, usize::try_from(max_nodes).unwrap_or(usize::MAX));
    Solution {
        verdict: found.verdict,
        // The plain search is bounded by nodes only (no tables to cap).
        halt: (found.verdict == Verdict::Unknown).then_some(Halt::NodeLimit),
        nodes: found.nodes as u64,
        cleared: found.cleared,
        line: found.line,
        no_move: !game.has_legal_move(),
    }
}

/// The reference search's verdict, the states it visited, the most cards
/// cleared and, when won, the winning line.
struct Found {
    verdict: Verdict,
    nodes: usize,
    cleared: usize,
    line: Vec<Move>,
}

fn search(game: &AnyGame, max_nodes: usize) -> Found {
    let mut seen = HashSet::new();
    let mut best = game.cleared();
    // Each state reached, with the state it came from and the move that
    // reached it, so that a win can be traced back to the start.
    let mut reached: Vec<Option<(usize, Move)>> = vec![None];
    let mut stack = vec![(game.clone(), 0)];
    seen.insert(game.clone());
    let mut verdict = Verdict::Lost;
    let mut line = Vec::new();
    'search: while let Some((state, at)) = stack.pop() {
        best = best.max(state.cleared());
        if state.outcome() == Outcome::Won {
            verdict = Verdict::Won;
            line = line_to(&reached, at);
            break;
        }
        for mv in state.legal_moves() {
            let mut next = state.clone();
            next.apply(&mv).expect("a listed move is legal");
            if seen.insert(next.clone()) {
                if seen.len() > max_nodes {
                    verdict = Verdict::Unknown;
                    break 'search;
                }
                reached.push(Some((at, mv)));
                stack.push((next, reached.len() - 1));
            }
        }
    }
    Found {
        verdict,
        nodes: seen.len(),
        cleared: best,
        line,
    }
}

/// The moves from the start to the state reached as `at`.
fn line_to(reached: &[Option<(usize, Move)>], mut at: usize) -> Vec<Move> {
    let mut line = Vec::new();
    while let Some((parent, mv)) = &reached[at] {
        line.push(mv.clone());
        at = *parent;
    }
    line.reverse();
    line
}
