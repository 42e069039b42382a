//! Sweet Sixteen: the search visits the game's classes of positions
//! ([`crate::games::sweet_sixteen::classes`]: a pile is a code of its chain, level
//! and bottom rank, and the moves that empty no pile connect the positions
//! of a class), and its steps are the moves that empty a pile (and deal a
//! card). A class is stored as its canonical member: 16 pile codes, one
//! byte each, sorted, so the `u128` key is the state itself. A line of classes is turned back into the
//! player's moves by a breadth-first search inside each class.

use super::search::{search, Found, Halt, Problem, Search, Verdict, Workspace, PRELIMINARY_FROM};
use super::sweet_bound::{self, RelaxedState};
use super::table::KeyMap;
use crate::cards::Card;
use crate::games::sweet_sixteen::classes::{
    bottom, canonical, chain, code, level, pile_code, pile_of,
};
use crate::games::sweet_sixteen::PILES;
use crate::games::{Game, Move, SweetSixteen};
use std::collections::{HashMap, VecDeque};

/// A Sweet Sixteen position with its stock order known.
#[derive(Clone, Debug)]
pub(crate) struct SweetStart {
    /// The stock in order occupies `deck[next..]`.
    deck: [Card; 52],
    next: u8,
    piles: [u8; PILES],
}

impl SweetStart {
    /// A fresh deal: cards 1..16 on the piles, the rest the stock.
    #[cfg(test)]
    pub fn from_deck(deck: &[Card; 52]) -> SweetStart {
        SweetStart {
            deck: *deck,
            next: PILES as u8,
            piles: std::array::from_fn(|p| pile_code(deck[p], 1)),
        }
    }

    /// A position of the real game with the stock in `order`.
    pub fn from_game(game: &SweetSixteen, order: &[Card]) -> SweetStart {
        let mut deck = [Card::from_index(0).expect("card 0"); 52];
        let next = 52 - order.len();
        deck[next..].copy_from_slice(order);
        SweetStart {
            deck,
            next: next as u8,
            piles: std::array::from_fn(|p| pile_of(game, p).unwrap_or(0)),
        }
    }
}

/// The relaxed game's states and how far each reaches, kept in the solver
/// from search to search.
#[derive(Default)]
pub(crate) struct Relaxed(pub KeyMap<RelaxedState, u8>);

fn sorted(mut piles: [u8; PILES]) -> [u8; PILES] {
    piles.sort_unstable();
    piles
}

/// The end of the run that starts at index `s` of sorted codes: the piles of
/// one chain on consecutive occupied levels.
fn run_end(piles: &[u8; PILES], s: usize) -> usize {
    let mut e = s + 1;
    while e < PILES
        && chain(piles[e]) == chain(piles[s])
        && level(piles[e]) <= level(piles[e - 1]) + 1
    {
        e += 1;
    }
    e
}

/// True if `bottoms` (ascending) can lie on `levels` (ascending, the same
/// number): paired in order, no bottom is below its level.
fn fits(bottoms: &[u8], levels: &[u8]) -> bool {
    bottoms.iter().zip(levels).all(|(b, l)| b >= l)
}

/// A few ranks in a fixed buffer (a run holds at most 16 piles).
#[derive(Clone, Copy, Default)]
struct Ranks {
    items: [u8; PILES],
    len: usize,
}

impl Ranks {
    fn push(&mut self, rank: u8, times: usize) {
        self.items[self.len..self.len + times].fill(rank);
        self.len += times;
    }

    fn as_slice(&self) -> &[u8] {
        &self.items[..self.len]
    }
}

/// Calls `each` with every way to take `size` of `pool` (ascending) from
/// the values `min` or more, as (taken, left), both ascending.
fn choices(pool: &[u8], min: u8, size: usize, each: &mut impl FnMut(&[u8], &[u8])) {
    fn go(
        pool: &[u8],
        size: usize,
        taken: Ranks,
        left: Ranks,
        each: &mut impl FnMut(&[u8], &[u8]),
    ) {
        if taken.len == size {
            let mut left = left;
            for &v in pool {
                left.push(v, 1);
            }
            each(taken.as_slice(), left.as_slice());
            return;
        }
        let Some(&value) = pool.first() else {
            return;
        };
        let same = pool.iter().take_while(|&&v| v == value).count();
        for n in (0..=same.min(size - taken.len)).rev() {
            let (mut t, mut l) = (taken, left);
            t.push(value, n);
            l.push(value, same - n);
            go(&pool[same..], size, t, l, each);
        }
    }
    let below = pool.iter().take_while(|&&v| v < min).count();
    let mut left = Ranks::default();
    for &v in &pool[..below] {
        left.push(v, 1);
    }
    go(&pool[below..], size, Ranks::default(), left, each);
}

/// A step of the search: the class reached, with its count of lone cards
/// (steps are tried from the most promising).
#[derive(Clone, Copy)]
pub(crate) struct Child {
    piles: [u8; PILES],
    lone: u8,
}

impl Child {
    fn of(mut piles: [u8; PILES]) -> Child {
        let lone = canonical(&mut piles);
        Child { piles, lone }
    }
}

/// A Sweet Sixteen class of positions, as its canonical member.
#[derive(Clone)]
pub(crate) struct Sweet<'a> {
    deck: &'a [Card; 52],
    next: u8,
    piles: [u8; PILES],
    /// The furthest stock position each relaxed state reaches, when the
    /// relaxed game is lost ([`sweet_bound`]); the search's bound.
    most: Option<&'a KeyMap<RelaxedState, u8>>,
}

/// The relaxed state of a position ([`sweet_bound`]).
fn relax(piles: &[u8; PILES]) -> RelaxedState {
    piles.iter().fold(0, |state, &p| {
        sweet_bound::with_pile(state, usize::from(chain(p)), level(p), bottom(p))
    })
}

impl<'a> Sweet<'a> {
    /// The class of `start`.
    pub fn new(start: &'a SweetStart) -> Sweet<'a> {
        let mut piles = start.piles;
        canonical(&mut piles);
        Sweet {
            deck: &start.deck,
            next: start.next,
            piles,
            most: None,
        }
    }

    /// The code of the card the next move that empties a pile deals.
    fn dealt(&self) -> u8 {
        pile_code(self.deck[usize::from(self.next)], 1)
    }

    /// The steps of the run `s..e` of chain `c`.
    fn run_steps(&self, c: usize, s: usize, e: usize, out: &mut Vec<Child>) {
        let piles = &self.piles;
        let high = level(piles[e - 1]);
        let mut last = 0;
        for p in s..e {
            let k = bottom(piles[p]);
            if k == last || k >= high {
                continue;
            }
            last = k;
            // The piles topped at level k + 1.
            let q = (s..e).find(|&i| level(piles[i]) == k + 1).expect("run");
            let more = q + 1 < e && level(piles[q + 1]) == k + 1;
            let mut child = *piles;
            if more || k + 1 == high {
                // The lone k lands on pile q, which keeps its bottom.
                child[p] = code(c, level(piles[p]), bottom(piles[q]));
                child[q] = self.dealt();
                out.push(Child::of(child));
                continue;
            }
            // q was alone on level k + 1: the run splits into s..q and
            // q+1..e, and each way to share the bottoms is a step.
            // The run's bottoms are ascending (canonical), less the lone k.
            let mut pool = Ranks::default();
            for i in (s..e).filter(|&i| i != p) {
                pool.push(bottom(piles[i]), 1);
            }
            let mut lower = Ranks::default();
            for &pile in &piles[s..q] {
                lower.push(level(pile), 1);
            }
            let mut upper = Ranks::default();
            for &pile in &piles[q + 1..e] {
                upper.push(level(pile), 1);
            }
            let (lower, upper) = (lower.as_slice(), upper.as_slice());
            choices(pool.as_slice(), k + 2, upper.len(), &mut |up, down| {
                // The landing pile (bottom above k) is in the lower part.
                if down.last().is_some_and(|&b| b > k) && fits(down, lower) && fits(up, upper) {
                    let mut child = *piles;
                    for (i, (&l, &b)) in lower.iter().zip(down).enumerate() {
                        child[s + i] = code(c, l, b);
                    }
                    for (i, (&l, &b)) in upper.iter().zip(up).enumerate() {
                        child[q + 1 + i] = code(c, l, b);
                    }
                    child[q] = self.dealt();
                    out.push(Child::of(child));
                }
            });
        }
    }
}

impl Problem for Sweet<'_> {
    type Step = Child;
    type Key = u128;

    fn key(&self) -> u128 {
        u128::from_le_bytes(self.piles)
    }

    fn is_won(&self) -> bool {
        self.next == 52
    }

    fn cleared(&self) -> u8 {
        self.next - PILES as u8
    }

    /// The moves that empty a pile: a lone card of rank `k` onto a pile
    /// topped at level `k + 1` of its chain. Some member of the class has a
    /// lone `k` whenever a pile of the run has bottom `k` and level `k + 1`
    /// is in the run. The pile it lands on keeps its bottom and drops to
    /// level `k`; if it was the only pile at level `k + 1`, the run splits
    /// there, and each way to share the bottoms between the two parts that
    /// some member reaches is a separate step.
    fn steps(&self, out: &mut Vec<Child>) {
        let begin = out.len();
        let mut s = 0;
        while s < PILES {
            let e = run_end(&self.piles, s);
            self.run_steps(usize::from(chain(self.piles[s])), s, e, out);
            s = e;
        }
        out[begin..].sort_by_key(|child| std::cmp::Reverse(child.lone));
    }

    /// The furthest the relaxed state reaches, if the relaxed game was
    /// explored (it then was explored from every class's relaxed state).
    fn bound(&self) -> u8 {
        self.most.map_or(u8::MAX, |most| {
            let reached = most
                .get(relax(&self.piles))
                .expect("the relaxed game was explored from every class");
            reached - PILES as u8
        })
    }

    fn apply(&self, step: Child) -> Self {
        Sweet {
            deck: self.deck,
            next: self.next + 1,
            piles: step.piles,
            most: self.most,
        }
    }
}

/// The states the class search may take before [`solve`] turns to the
/// relaxed game: most won deals are decided well within it (on seeds 1 to
/// 20,000, 17,291 of 17,296), and the relaxed game would only cost them time.
const FIRST_TRY: u64 = 50_000;

/// Solves from `start`. With a node limit of [`PRELIMINARY_FROM`] or more,
/// when the class search has not decided within [`FIRST_TRY`] states, the
/// relaxed game ([`sweet_bound`]) is explored, within a quarter of the
/// limit. If even the relaxed game cannot deal every card, the deal is lost
/// and a new class search only looks for the most cards dealt, skipping
/// every class whose relaxed state cannot beat the best found so far;
/// otherwise the first class search goes on. Every search's states count
/// against `max_nodes`. A search whose table can grow no more ends the
/// solve as unknown; the relaxed game stopped so is only left unexplored.
pub(crate) fn solve(
    start: &SweetStart,
    max_nodes: u64,
    ws: &mut Workspace,
    most: &mut KeyMap<RelaxedState, u8>,
) -> Found<Child> {
    let state = Sweet::new(start);
    if max_nodes < PRELIMINARY_FROM {
        return search(state, max_nodes, ws);
    }
    let mut first = Search::new(state.clone(), ws);
    let tried = first.run(FIRST_TRY);
    if tried.verdict != Verdict::Unknown || tried.halt.is_some_and(Halt::is_memory) {
        return tried;
    }
    let relaxed = sweet_bound::explore(
        relax(&state.piles),
        &start.deck,
        start.next,
        max_nodes / 4,
        most,
    );
    if let Some(halt @ Halt::OutOfMemory(_)) = relaxed.halt {
        return Found {
            halt: Some(halt),
            nodes: relaxed.nodes + tried.nodes,
            ..tried
        };
    }
    if !relaxed.lost {
        let found = first.run(max_nodes - relaxed.nodes);
        return Found {
            nodes: relaxed.nodes + found.nodes,
            halt: found.halt.map(|h| relaxed.halt.map_or(h, |r| r.graver(h))),
            ..found
        };
    }
    let bounded = Sweet {
        most: Some(most),
        ..state
    };
    let found = search(bounded, max_nodes - relaxed.nodes - tried.nodes, ws);
    Found {
        nodes: tried.nodes + relaxed.nodes + found.nodes,
        best_cleared: found.best_cleared.max(tried.best_cleared),
        ..found
    }
}

/// The moves of a concrete position (sorted codes), as index pairs (from,
/// to): a top onto the next level of its chain, one per pair of codes.
fn moves(piles: &[u8; PILES]) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    for (i, &from) in piles.iter().enumerate() {
        if i > 0 && piles[i - 1] == from {
            continue;
        }
        for (j, &to) in piles.iter().enumerate() {
            if j > 0 && piles[j - 1] == to {
                continue;
            }
            if chain(to) == chain(from) && level(to) == level(from) + 1 {
                out.push((i as u8, j as u8));
            }
        }
    }
    out
}

/// A concrete position after the move (from, to), dealing the next card
/// from `deck` if the move empties a pile; the result is sorted.
fn play(piles: &[u8; PILES], deck: &[Card; 52], next: u8, (i, j): (u8, u8)) -> [u8; PILES] {
    let (i, j) = (usize::from(i), usize::from(j));
    let (from, to) = (piles[i], piles[j]);
    let c = usize::from(chain(from));
    let mut after = *piles;
    after[j] = code(c, level(from), bottom(to));
    after[i] = if bottom(from) == level(from) {
        pile_code(deck[usize::from(next)], 1)
    } else {
        code(c, level(to), bottom(from))
    };
    sorted(after)
}

/// The position a position was reached from, and the move.
type Reached = ([u8; PILES], (u8, u8));

/// The concrete moves, within the class of `piles`, that end with a move
/// emptying a pile into the class `target`: a breadth-first search over
/// the moves that empty no pile.
fn reach(piles: [u8; PILES], deck: &[Card; 52], next: u8, target: &[u8; PILES]) -> Vec<(u8, u8)> {
    let start = sorted(piles);
    // Each position reached, with the position and move it was reached by.
    let mut seen: HashMap<[u8; PILES], Option<Reached>> = HashMap::new();
    seen.insert(start, None);
    let mut queue = VecDeque::from([start]);
    while let Some(here) = queue.pop_front() {
        for step in moves(&here) {
            let from = here[usize::from(step.0)];
            let mut after = play(&here, deck, next, step);
            if bottom(from) == level(from) {
                canonical(&mut after);
                if after == *target {
                    let mut line = vec![step];
                    let mut at = here;
                    while let Some(Some((before, step))) = seen.get(&at) {
                        line.push(*step);
                        at = *before;
                    }
                    line.reverse();
                    return line;
                }
            } else if let std::collections::hash_map::Entry::Vacant(slot) = seen.entry(after) {
                slot.insert(Some((here, step)));
                queue.push_back(after);
            }
        }
    }
    unreachable!("every step of the search is reached within its class")
}

/// Plays a line of classes from `start` on the real game and returns the
/// player's moves: inside each class a breadth-first search finds the moves
/// that lead to the next, and each is played on the first real pile that
/// matches.
pub(crate) fn realize(game: &SweetSixteen, start: &SweetStart, line: &[Child]) -> Vec<Move> {
    let mut game = game.clone();
    let mut played = Vec::new();
    for (next, target) in (start.next..).zip(line) {
        let mut here = sorted(std::array::from_fn(|p| {
            pile_of(&game, p).expect("piles are full while the stock lasts")
        }));
        for step in reach(here, &start.deck, next, &target.piles) {
            let (from, to) = (here[usize::from(step.0)], here[usize::from(step.1)]);
            let find = |c: u8| {
                (0..PILES)
                    .find(|&p| pile_of(&game, p) == Some(c))
                    .expect("the solver's pile is on the table")
            };
            let mv = Move::Build {
                from: find(from),
                to: find(to),
            };
            game.apply(&mv)
                .expect("the solver's move is legal in the real game");
            here = play(&here, &start.deck, next, step);
            played.push(mv);
        }
    }
    played
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::shuffled_deck;
    use std::collections::HashSet;

    fn canonical_of(mut piles: [u8; PILES]) -> [u8; PILES] {
        canonical(&mut piles);
        piles
    }

    fn empties_a_pile(piles: &[u8; PILES], (i, _): (u8, u8)) -> bool {
        let from = piles[usize::from(i)];
        bottom(from) == level(from)
    }

    /// The positions connected to `start` by moves that empty no pile,
    /// found by playing them (at most `cap`).
    fn members(start: [u8; PILES], deck: &[Card; 52], cap: usize) -> HashSet<[u8; PILES]> {
        let mut seen = HashSet::from([start]);
        let mut queue = vec![start];
        while let Some(p) = queue.pop() {
            for step in moves(&p) {
                if !empties_a_pile(&p, step) && seen.len() < cap {
                    let after = play(&p, deck, 0, step);
                    if seen.insert(after) {
                        queue.push(after);
                    }
                }
            }
        }
        seen
    }

    /// Calls `each` with positions along random games of deals 1..=100
    /// (random legal moves, mostly ones that empty a pile, up to 80 of
    /// them) and along random lines of the search's steps, with the deal
    /// position.
    fn random_positions(mut each: impl FnMut(&[Card; 52], [u8; PILES], u8)) {
        for seed in 1..=100 {
            let deck = shuffled_deck(seed);
            let start = SweetStart::from_deck(&deck);
            let mut here = sorted(start.piles);
            let mut next = start.next;
            let mut rng = seed;
            for _ in 0..80 {
                let all = moves(&here);
                if all.is_empty() || next == 52 {
                    break;
                }
                each(&deck, here, next);
                rng = rng
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                // Mostly moves that empty a pile, so piles grow long.
                let emptying: Vec<_> = all.iter().filter(|&&m| empties_a_pile(&here, m)).collect();
                let step = if !emptying.is_empty() && rng >> 62 != 0 {
                    *emptying[(rng >> 33) as usize % emptying.len()]
                } else {
                    all[(rng >> 33) as usize % all.len()]
                };
                let emptying = empties_a_pile(&here, step);
                here = play(&here, &deck, next, step);
                next += u8::from(emptying);
            }
            // And along a random line of the search's own steps, whose
            // classes hold long piles.
            let mut state = Sweet::new(&start);
            while !state.is_won() {
                let mut steps = Vec::new();
                state.steps(&mut steps);
                if steps.is_empty() {
                    break;
                }
                each(&deck, state.piles, state.next);
                rng = rng
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                state = state.apply(steps[(rng >> 33) as usize % steps.len()]);
            }
        }
    }

    /// Every member of a class (all positions the moves that empty no pile
    /// connect) has the same canonical member, and the canonical member is
    /// one of them: so a class is exactly the positions with one canonical
    /// member.
    #[test]
    fn a_class_is_exactly_the_positions_connected_by_moves_that_empty_no_pile() {
        let (mut checked, mut large) = (0, 0);
        random_positions(|deck, here, _| {
            let all = members(here, deck, 200_000);
            let class = canonical_of(here);
            assert!(all.iter().all(|&p| canonical_of(p) == class));
            assert!(all.contains(&class), "the canonical member is a member");
            checked += 1;
            large += usize::from(all.len() >= 10);
        });
        assert!(
            checked > 1000 && large > 100,
            "{checked} positions, {large} large"
        );
    }

    /// A class can still deal exactly when some member has a move that
    /// empties a pile.
    #[test]
    fn a_card_can_still_be_dealt_exactly_when_some_member_can_empty_a_pile() {
        let (mut can, mut cannot) = (0, 0);
        random_positions(|deck, here, _| {
            let reachable = members(here, deck, 200_000)
                .iter()
                .any(|p| moves(p).into_iter().any(|step| empties_a_pile(p, step)));
            let mut piles = here;
            assert_eq!(canonical(&mut piles) > 0, reachable);
            can += usize::from(reachable);
            cannot += usize::from(!reachable);
        });
        assert!(can > 1000 && cannot > 10, "{can} can deal, {cannot} cannot");
    }

    /// The search's steps from a class are exactly the classes its members
    /// reach by one move that empties a pile, found by playing every such
    /// move from every member.
    #[test]
    fn the_steps_of_a_class_are_exactly_the_classes_its_members_reach_by_emptying_a_pile() {
        let mut compared = 0;
        random_positions(|deck, here, next| {
            let played: HashSet<[u8; PILES]> = members(here, deck, 200_000)
                .into_iter()
                .flat_map(|p| {
                    moves(&p)
                        .into_iter()
                        .filter(move |&step| empties_a_pile(&p, step))
                        .map(move |step| canonical_of(play(&p, deck, next, step)))
                })
                .collect();
            let state = Sweet {
                deck,
                next,
                piles: canonical_of(here),
                most: None,
            };
            let mut steps = Vec::new();
            state.steps(&mut steps);
            let stepped: HashSet<[u8; PILES]> = steps.iter().map(|c| c.piles).collect();
            assert_eq!(stepped, played);
            compared += stepped.len();
        });
        assert!(compared > 5000, "{compared} steps compared");
    }

    /// Every step of the class search is a step of the relaxed game, to the
    /// relaxed state of the class it reaches (and every member of a class has
    /// the class's relaxed state). So no class deals more cards than its
    /// relaxed state can, which is what makes the relaxed game a bound.
    #[test]
    fn every_step_of_the_class_search_is_a_step_of_the_relaxed_game() {
        let mut compared = 0;
        random_positions(|deck, here, next| {
            assert_eq!(relax(&here), relax(&canonical_of(here)));
            if next == 52 {
                return;
            }
            let state = Sweet {
                deck,
                next,
                piles: canonical_of(here),
                most: None,
            };
            let relaxed: HashSet<RelaxedState> =
                sweet_bound::successors(relax(&state.piles), deck[usize::from(next)]).collect();
            let mut steps = Vec::new();
            state.steps(&mut steps);
            for child in &steps {
                assert!(relaxed.contains(&relax(&child.piles)));
            }
            compared += steps.len();
        });
        assert!(compared > 5000, "{compared} steps compared");
    }

    /// On whole deals the relaxed game calls lost, the class search is lost
    /// too, and with the relaxed bound it finds the same most cards dealt as
    /// without it; the bound at the start is at least that many.
    #[test]
    fn the_relaxed_bound_keeps_the_most_cards_dealt() {
        let (mut ws, mut most) = (Workspace::default(), KeyMap::default());
        let (mut bounded, mut open_lost) = (0, 0);
        for seed in 1..=300 {
            let deck = shuffled_deck(seed);
            let start = SweetStart::from_deck(&deck);
            let plain = search(Sweet::new(&start), 20_000, &mut ws);
            if plain.verdict == Verdict::Unknown {
                continue;
            }
            let root = relax(&Sweet::new(&start).piles);
            let relaxed = sweet_bound::explore(root, &deck, start.next, u64::MAX, &mut most);
            if !relaxed.lost {
                open_lost += usize::from(plain.verdict == Verdict::Lost);
                continue;
            }
            assert_eq!(plain.verdict, Verdict::Lost, "seed {seed}");
            let with_bound = Sweet {
                most: Some(&most),
                ..Sweet::new(&start)
            };
            assert!(with_bound.bound() >= plain.best_cleared, "seed {seed}");
            let found = search(with_bound, 20_000, &mut ws);
            assert_eq!(found.verdict, Verdict::Lost, "seed {seed}");
            assert_eq!(found.best_cleared, plain.best_cleared, "seed {seed}");
            assert!(found.nodes <= plain.nodes, "seed {seed}");
            bounded += 1;
        }
        assert!(bounded >= 20, "{bounded} lost deals bounded");
        assert!(open_lost >= 1, "no lost deal the relaxed game wins");
    }
}
