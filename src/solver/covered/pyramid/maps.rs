//! The maps Pyramid's searches fill, kept by the solver from one search
//! to the next: a hint runs hundreds of small searches of one position,
//! and made afresh each would grow its maps from empty and work out the
//! bag game's answers again for the tableau every search shares.
//!
//! A search's record of the points reached ([`Tables`]'s `reached`) is
//! emptied for each search, keeping its buckets. The bag game's answers
//! depend on nothing but the ranks of the tableau's cards, and the
//! brackets' on nothing but the ranks of the sequence's (both maps are
//! keyed by which of those cards are left and what is asked), so each
//! map's answers are kept for the next search whose ranks agree, wherever
//! both have a card, with those they were worked out from; a search whose
//! ranks do not agree (the next deal of `solve --seeds`, another sampled
//! stock order) empties the map first. Every answer is the one the search
//! would have worked out; the only thing kept answers could change is
//! whether a map is full, so a search in which a map holding kept answers
//! refuses a key is run again on empty maps, exactly as a search with maps
//! of its own (docs/solver.md, "Pyramid").

use super::{Step, Tables};
use crate::games::covered_shape::MAX_SPOTS;
use crate::solver::covered::{CoveredStart, MAX_STOCK};
use crate::solver::search::{search, Found, Goal, Workspace};
use crate::solver::table::KeyMap;

/// The maps of Pyramid's searches, kept between searches, with what their
/// kept answers were worked out from.
#[derive(Default)]
pub(crate) struct Maps {
    pub(super) reached: KeyMap<u64, u8>,
    pub(super) bag: KeyMap<u64, u8>,
    pub(super) brackets: KeyMap<u64, u8>,
    /// What the kept answers were worked out from (`None` while the maps
    /// are new).
    basis: Option<Basis>,
}

/// What a search's maps are limited by and its kept answers read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Basis {
    /// The record's memory; the bag game's and the brackets' maps take
    /// half of it each.
    pub memory: usize,
    /// True for the relaxed game.
    pub board_only: bool,
    /// The rank of the card at each spot (0: no card).
    pub spot_rank: [u8; MAX_SPOTS],
    /// The rank of the card at each place of the sequence (0: no card).
    pub seq_rank: [u8; MAX_STOCK],
}

/// What a search's maps held when it started: whether any answers were
/// kept, and how many keys each map of answers had refused.
#[derive(Copy, Clone, Debug, Default)]
pub(super) struct Kept {
    basis: Option<Basis>,
    answers: bool,
    refused: (u64, u64),
}

impl Maps {
    /// The maps made ready for a search on `basis`, and what they keep.
    pub(super) fn ready(mut self, basis: Basis) -> (Maps, Kept) {
        match &mut self.basis {
            Some(kept) if kept.memory == basis.memory && kept.board_only == basis.board_only => {
                if !join(&mut kept.spot_rank, &basis.spot_rank) {
                    self.bag.clear();
                    kept.spot_rank = basis.spot_rank;
                }
                if !join(&mut kept.seq_rank, &basis.seq_rank) {
                    self.brackets.clear();
                    kept.seq_rank = basis.seq_rank;
                }
                self.reached.clear();
            }
            _ => {
                self = Maps {
                    reached: limited(basis.memory),
                    bag: limited(basis.memory / 2),
                    brackets: limited(basis.memory / 2),
                    basis: Some(basis),
                }
            }
        }
        let kept = Kept {
            basis: self.basis,
            answers: self.bag.len() > 0 || self.brackets.len() > 0,
            refused: (self.bag.refused(), self.brackets.refused()),
        };
        (self, kept)
    }

    /// The maps back from a search that started with `kept`, and false if
    /// a map holding kept answers refused a key in it (then the search may
    /// have gone otherwise than with maps of its own).
    pub(super) fn back(
        reached: KeyMap<u64, u8>,
        bag: KeyMap<u64, u8>,
        brackets: KeyMap<u64, u8>,
        kept: Kept,
    ) -> (Maps, bool) {
        let refused = (bag.refused(), brackets.refused()) != kept.refused;
        let maps = Maps {
            reached,
            bag,
            brackets,
            basis: kept.basis,
        };
        (maps, !(kept.answers && refused))
    }
}

/// Joins the ranks `new` into `kept` and returns true if the two agree
/// wherever both have a card; otherwise changes nothing and returns false.
fn join(kept: &mut [u8], new: &[u8]) -> bool {
    let agree = kept
        .iter()
        .zip(new)
        .all(|(&k, &n)| k == 0 || n == 0 || k == n);
    if agree {
        for (k, &n) in kept.iter_mut().zip(new) {
            if *k == 0 {
                *k = n;
            }
        }
    }
    agree
}

/// An empty map that takes at most `memory` bytes.
fn limited(memory: usize) -> KeyMap<u64, u8> {
    let mut map = KeyMap::default();
    map.set_limit(memory);
    map
}

/// Searches from `start` for `goal` within `max_nodes` states, its record
/// of the points reached taking at most `memory` bytes, in the kept
/// `maps`: the same answer as a search with maps of its own, and true if
/// the search was run again on empty maps to find it.
pub(crate) fn search_in(
    start: &CoveredStart,
    goal: Goal,
    memory: usize,
    max_nodes: u64,
    maps: &mut Maps,
    ws: &mut Workspace,
) -> (Found<Step>, bool) {
    let tables = Tables::with_maps(start, goal, memory, std::mem::take(maps));
    let found = search(tables.start(), max_nodes, ws);
    let (back, same) = tables.into_maps();
    *maps = back;
    if same {
        return (found, false);
    }
    let tables = Tables::with_maps(start, goal, memory, Maps::default());
    let found = search(tables.start(), max_nodes, ws);
    *maps = tables.into_maps().0;
    (found, true)
}

#[cfg(test)]
mod tests {
    use super::super::super::tests::{random_position, RELAXED, STANDARD};
    use super::*;
    use crate::deal::shuffle;
    use crate::games::Rules;
    use rand_chacha::rand_core::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    const KINDS: [Rules; 2] = [STANDARD, RELAXED];

    /// What a search with maps of its own finds.
    fn on_its_own(start: &CoveredStart, goal: Goal, memory: usize, nodes: u64) -> Found<Step> {
        let tables = Tables::new(start, goal, memory);
        search(tables.start(), nodes, &mut Workspace::default())
    }

    /// A hint's searches: positions of the deal `seed` with the stock and
    /// waste in sampled orders, some with a tableau pair taken first (as
    /// a hint's candidate moves), the tableau's cards always the same.
    fn a_hints_starts(kind: Rules, seed: u64, orders: usize) -> Vec<CoveredStart> {
        let start = random_position(kind, seed, 4, 6, 22).start;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut starts = Vec::new();
        for _ in 0..orders {
            let mut sampled = start.clone();
            let mut sequence: Vec<_> = sampled
                .waste
                .iter()
                .chain(&sampled.stock)
                .copied()
                .collect();
            shuffle(&mut sequence, &mut rng);
            let waste = sampled.waste.len();
            sampled.stock = sequence.split_off(waste);
            sampled.waste = sequence;
            starts.push(sampled.clone());
            let bottom_row = (21..28).filter(|&s| sampled.tableau[s].is_some());
            for s in bottom_row.take(2) {
                let mut taken = sampled.clone();
                taken.tableau[s] = None;
                starts.push(taken);
            }
        }
        starts
    }

    #[test]
    fn ranks_join_where_they_agree_and_refuse_where_both_have_a_card_that_differs() {
        let mut kept = [0, 5, 7, 0];
        assert!(join(&mut kept, &[3, 5, 0, 0]));
        assert_eq!(kept, [3, 5, 7, 0]);
        assert!(!join(&mut kept, &[0, 6, 7, 1]));
        assert_eq!(kept, [3, 5, 7, 0]);
    }

    /// Searches in kept maps, through a hint's many searches of one deal
    /// and on into other deals (whose ranks disagree), each find exactly
    /// what a search with maps of its own finds.
    #[test]
    fn a_search_in_kept_maps_finds_what_a_search_with_maps_of_its_own_finds() {
        let memory = 64 << 20;
        for kind in KINDS {
            for goal in [Goal::MostCleared, Goal::Verdict] {
                let (mut maps, mut ws) = (Maps::default(), Workspace::default());
                let mut kept_answers = 0;
                for seed in 1..6 {
                    for start in a_hints_starts(kind, seed, 6) {
                        kept_answers += usize::from(maps.bag.len() > 0);
                        let (kept, _) = search_in(&start, goal, memory, 3_000, &mut maps, &mut ws);
                        let own = on_its_own(&start, goal, memory, 3_000);
                        assert_eq!(kept, own, "{kind:?} {goal:?} seed {seed}");
                    }
                }
                assert!(
                    kept_answers > 20,
                    "{kind:?} {goal:?}: {kept_answers} searches kept answers"
                );
            }
        }
    }

    /// When kept answers fill a map of answers so that it refuses a key a
    /// search with maps of its own would have kept, the search is run
    /// again on empty maps, and finds what that search finds.
    #[test]
    fn a_search_whose_kept_answers_fill_a_map_is_run_again_on_empty_maps() {
        // The bag game's map holds 512 answers (1,024 buckets of 16 bytes
        // in its 32 KiB).
        let memory = 64 << 10;
        let mut run_again = 0;
        for kind in KINDS {
            let (mut maps, mut ws) = (Maps::default(), Workspace::default());
            for start in a_hints_starts(kind, 3, 20) {
                let goal = Goal::MostCleared;
                let (kept, again) = search_in(&start, goal, memory, 400, &mut maps, &mut ws);
                assert_eq!(kept, on_its_own(&start, goal, memory, 400), "{kind:?}");
                run_again += usize::from(again);
            }
        }
        assert!(run_again > 0, "no kept answers filled a map");
    }
}
