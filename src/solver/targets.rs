//! The most cleared, asked by targets (docs/solver.md, "The most
//! cleared, by targets"): a search for the verdict first, which ends a won
//! deal; for a lost deal a search for a line clearing all but one step's
//! cards; and only if none does, the search for the most cleared above the
//! best line either saw. Shared by the engines whose searches take an
//! [`Aim`] (the covered games' and the one-foundation games').

use super::search::{Found, Goal, Verdict, PRELIMINARY_FROM};

/// What one search is after.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Aim {
    /// The verdict (every state that cannot reach `target` passed over) or
    /// the most cleared.
    pub goal: Goal,
    /// What `cleared` reaches when the search is won.
    pub target: u8,
    /// Cards some line is known to clear: a state that cannot clear more
    /// is passed over.
    pub floor: u8,
}

impl Aim {
    /// A search for a line that clears `target` cards, passing over every
    /// state that cannot.
    pub fn reach(target: u8) -> Aim {
        Aim {
            goal: Goal::Verdict,
            target,
            floor: 0,
        }
    }

    /// A search for the most cleared, won at `target` cards, passing over
    /// every state that cannot clear more than `floor`.
    pub fn most(target: u8, floor: u8) -> Aim {
        Aim {
            goal: Goal::MostCleared,
            target,
            floor,
        }
    }

    /// True if a state from which no line clears more than `bound` is
    /// passed over, `best` being the most a line of this search has
    /// cleared.
    pub fn prunes(&self, bound: u8, best: u8) -> bool {
        bound <= best.max(self.floor) || (self.goal == Goal::Verdict && bound < self.target)
    }
}

/// Searches for `goal` within `max_nodes` states, `run` making one search
/// for an aim within a number of states; `all` is what `cleared` reaches
/// when the game is won, `step` the cards one step clears where every step
/// clears as many (else 1). One search, for `goal` itself, unless
/// `targets`: the rules ask the most cleared by targets
/// ([`crate::games::CoverRules::most_cleared_by_targets`],
/// [`crate::games::DealLayout::most_cleared_by_targets`]).
///
/// By targets, the verdict is searched first (but by a hint's small searches, below
/// [`PRELIMINARY_FROM`] states, which search for the most cleared at
/// once): a won deal is then done. Where the most cleared is asked of a
/// lost deal, a search like the verdict's asks next whether a line clears
/// all but one step's cards (the verdict's search proved that none clears
/// more), and if one does, that is the most; if none does, the search for
/// the most cleared passes over every state that cannot beat the best line
/// either search saw. The same answer as one search for the most cleared,
/// found sooner: a search for a target prunes every state that cannot
/// reach it, and a lost deal's most cleared is mostly all but one step's.
pub(crate) fn by_targets<S>(
    (all, step): (u8, u8),
    targets: bool,
    goal: Goal,
    max_nodes: u64,
    mut run: impl FnMut(Aim, u64) -> Found<S>,
) -> Found<S> {
    if goal == Goal::MostCleared && (max_nodes < PRELIMINARY_FROM || !targets) {
        // One search for the most cleared (a hint's small searches too).
        return run(Aim::most(all, 0), max_nodes);
    }
    let decided = run(Aim::reach(all), max_nodes);
    if goal == Goal::Verdict || decided.verdict != Verdict::Lost {
        return decided;
    }
    let mut nodes = decided.nodes;
    let mut floor = decided.best_cleared;
    if let Some(next) = all.checked_sub(step).filter(|&next| next > floor) {
        let near = run(Aim::reach(next), max_nodes.saturating_sub(nodes));
        nodes += near.nodes;
        match near.verdict {
            Verdict::Won => {
                return Found {
                    verdict: Verdict::Lost,
                    nodes,
                    best_cleared: next,
                    line: Vec::new(),
                    ..near
                };
            }
            Verdict::Unknown => return Found { nodes, ..near },
            Verdict::Lost => floor = floor.max(near.best_cleared),
        }
    }
    let mut most = run(Aim::most(all, floor), max_nodes.saturating_sub(nodes));
    most.nodes += nodes;
    most.best_cleared = most.best_cleared.max(floor);
    most
}
