//! The most cleared, asked by targets (docs/solver.md, "Any relation"):
//! a search for the verdict first, which ends a won deal; for a lost deal
//! a search for a line clearing all but one step's cards; and only if none
//! does, the search for the most cleared above the best line either saw.
//! Shared by the covered searches that take an [`Aim`].

use super::{verdict_only, CoveredStart};
use crate::solver::search::{Found, Goal, Verdict, PRELIMINARY_FROM};

/// What one search is after.
#[derive(Copy, Clone, Debug)]
pub(super) struct Aim {
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
        bound <= best.max(self.floor) || (verdict_only(self.goal) && bound < self.target)
    }
}

/// Searches `start` for `goal` within `max_nodes` states, `run` making one
/// search for an aim within a number of states; `step` is the cards one
/// step clears where every step clears as many (else 1). One search, for
/// `goal` itself, unless the rules ask the most cleared by targets
/// ([`crate::games::CoverRules::most_cleared_by_targets`]).
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
pub(super) fn by_targets<S>(
    start: &CoveredStart,
    step: u8,
    goal: Goal,
    max_nodes: u64,
    mut run: impl FnMut(Aim, u64) -> Found<S>,
) -> Found<S> {
    let all = start.cleared_when_won() as u8;
    let targets = start.rule().most_cleared_by_targets();
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

#[cfg(test)]
mod tests {
    use super::super::tests::{solve_for, At};
    use super::super::tri_peaks;
    use crate::games::{GameId, Rules};
    use crate::solver::search::{search, Goal, Verdict, Workspace};

    /// The rules that ask the most cleared by targets: Tri Peaks (both
    /// forms) and Cheops, whose deals are mostly won; Escalator and
    /// Elevator, whose deals are mostly lost by more than a card, ask it
    /// in one search, as every other rule set does.
    #[test]
    fn tri_peaks_and_cheops_ask_the_most_cleared_by_targets_escalator_does_not() {
        for (game, by_targets) in [
            (GameId::TriPeaks, true),
            (GameId::Cheops, true),
            (GameId::Escalator, false),
            (GameId::Elevator, false),
            (GameId::Pyramid, false),
        ] {
            for rules in Rules::every().into_iter().filter(|r| r.game == game) {
                let at = At::dealt(rules, 1);
                assert_eq!(at.rule().most_cleared_by_targets(), by_targets, "{rules:?}");
            }
        }
    }

    /// By targets, Tri Peaks' most cleared is the one search's: the same
    /// verdict and the same most cleared on every deal of seeds 1 to 150
    /// of both forms, lost deals among them.
    #[test]
    fn tri_peaks_most_cleared_by_targets_is_what_one_search_finds() {
        let mut lost = 0;
        for rules in Rules::every()
            .into_iter()
            .filter(|r| r.game == GameId::TriPeaks)
        {
            for seed in 1..=150 {
                let at = At::dealt(rules, seed);
                let by_targets = solve_for(&at, Goal::MostCleared);
                let tables =
                    tri_peaks::Tables::new(&at.start, Goal::MostCleared, Default::default());
                let one = search(tables.start(), 10_000_000, &mut Workspace::default());
                assert_eq!(by_targets.verdict, one.verdict, "{rules:?} seed {seed}");
                let most = match one.verdict {
                    Verdict::Won => at.start.cleared_when_won(),
                    _ => usize::from(one.best_cleared),
                };
                assert_eq!(by_targets.cleared, most, "{rules:?} seed {seed}");
                lost += usize::from(one.verdict == Verdict::Lost);
            }
        }
        assert!(
            lost > 0,
            "some deals are lost, so the later targets are asked"
        );
    }
}
