//! What the three removal games' solvers share: the starting point (a
//! virtual deck whose dealt part holds the removed and showing cards and
//! whose rest is the stock in order), and turning a line of abstract
//! removals back into the player's `remove` moves on the real game.
//!
//! In every removal game legality depends only on which cards show, never
//! on the slots they occupy, and the showing cards are fixed by which cards
//! have been removed: after `n` removals the first `min(52, slots + n)` deck
//! cards have been dealt (Eighteens' discarded aces count as removals). So
//! the solvers keep no slots at all.
//!
//! Elevens and Eighteens also share their state and its dealing, a
//! [`CountedGrid`]: counts of the showing cards by class and the deal
//! position. Each game gives only its rules, as a [`CountedGame`].

use super::eighteens::{self, Eighteens};
use super::elevens::{self, Elevens};
use super::search::{search, Problem};
use super::suit_elevens::{self, Sets, SuitElevens, SuitPairs};
use super::{with_line, Room, Solution};
use crate::cards::{Card, CardSet};
use crate::games::{Game, GameId, Move, RemovalGame, Rules, Variant};
use std::cell::OnceCell;
use std::marker::PhantomData;

/// The removal games' solvers (to be replaced by one search over the sets
/// each game's rules allow).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum RemovalSolver {
    /// Elevens: pairs and J, Q, K trios, counts only.
    Elevens,
    /// Suit Elevens' standard form: same-suit sets.
    SuitElevens,
    /// Suit Elevens' pairs variant.
    SuitPairs,
    /// Eighteens: a face and three ranks.
    Eighteens,
}

impl RemovalSolver {
    fn of(rules: Rules) -> RemovalSolver {
        match (rules.game, rules.variant) {
            (GameId::Eighteens, _) => RemovalSolver::Eighteens,
            (GameId::SuitElevens, Variant::Pairs) => RemovalSolver::SuitPairs,
            (GameId::SuitElevens, _) => RemovalSolver::SuitElevens,
            _ => RemovalSolver::Elevens,
        }
    }
}

/// Suit Elevens' sets, made the first time a search needs them and kept
/// in the solver.
#[derive(Default)]
struct SuitSets {
    pairs: OnceCell<Sets>,
    sets: OnceCell<Sets>,
}

/// Decides `start` within `max_nodes` states; when won and `game` (the
/// real game at the start) is given, the line is the player's moves.
pub(crate) fn solve(
    start: &RemovalStart,
    max_nodes: u64,
    room: Room<'_>,
    game: Option<&RemovalGame>,
) -> Solution {
    room.workspace.set_limit(room.memory_cap);
    let ws = room.workspace;
    match start.solver {
        RemovalSolver::Elevens => {
            let found = search(Elevens::new(start), max_nodes, ws);
            with_line(&found, 52, |l| game.map(|g| realize(g, l, elevens::wants)))
        }
        RemovalSolver::SuitPairs => {
            let sets = room.kept.get::<SuitSets>();
            let pairs = sets.pairs.get_or_init(|| Sets::new(true));
            let found = search(SuitPairs(SuitElevens::new(start, pairs)), max_nodes, ws);
            with_line(&found, 52, |l| {
                game.map(|g| realize(g, l, suit_elevens::wants))
            })
        }
        RemovalSolver::SuitElevens => {
            let sets = room.kept.get::<SuitSets>();
            let sets = sets.sets.get_or_init(|| Sets::new(false));
            let found = search(SuitElevens::new(start, sets), max_nodes, ws);
            with_line(&found, 52, |l| {
                game.map(|g| realize(g, l, suit_elevens::wants))
            })
        }
        RemovalSolver::Eighteens => {
            let found = search(Eighteens::new(start), max_nodes, ws);
            with_line(&found, 52, |l| {
                game.map(|g| realize(g, l, eighteens::wants))
            })
        }
    }
}

/// A removal game's position with its stock order known.
#[derive(Clone, Debug)]
pub(crate) struct RemovalStart {
    /// Dealt cards first (removed, then showing), then the stock in order.
    pub deck: [Card; 52],
    /// How many deck cards have been dealt.
    pub next: u8,
    /// The showing cards.
    pub shown: CardSet,
    /// Which search decides it.
    solver: RemovalSolver,
}

impl RemovalStart {
    /// A position: the showing cards and the stock in `order`.
    pub fn from_game(game: &RemovalGame, order: &[Card]) -> RemovalStart {
        let mut shown = CardSet::EMPTY;
        for card in game.slots().iter().flatten() {
            shown.insert(*card);
        }
        let mut dealt = CardSet::EMPTY;
        order.iter().for_each(|c| {
            dealt.insert(*c);
        });
        let removed = Card::all().filter(|c| !shown.contains(*c) && !dealt.contains(*c));
        let cards: Vec<Card> = removed
            .chain(shown.iter())
            .chain(order.iter().copied())
            .collect();
        RemovalStart {
            deck: cards
                .try_into()
                .expect("removed, showing and stock make 52"),
            next: (52 - order.len()) as u8,
            shown,
            solver: RemovalSolver::of(game.rules()),
        }
    }
}

/// A removal game played on a [`CountedGrid`] of `N` counts: how it files
/// cards and its moves, which see only the counts.
pub(crate) trait CountedGame<const N: usize> {
    /// How many cards the grid shows.
    const SLOTS: u8;

    /// Whether the game is confluent (see [`Problem::CONFLUENT`]).
    const CONFLUENT: bool = false;

    /// The count index of `card`, or `None` for a card discarded as soon as
    /// it is dealt (its slot is refilled at once).
    fn class(card: Card) -> Option<usize>;

    /// The state's key (see [`Problem::key`]) from the showing counts and
    /// how many deck cards have been dealt.
    fn key(counts: &[u8; N], dealt: u8) -> u64;

    /// Appends the canonical moves with these showing counts to `out`.
    fn steps(counts: &[u8; N], out: &mut Vec<u8>);

    /// The count indices of the cards `step` removes, one card from each.
    fn taken(step: u8) -> &'static [u8];
}

/// A removal game's state as counts of the showing cards by class (see
/// [`CountedGame::class`]) and the deal position: a move removes cards,
/// and the freed slots are refilled from the deck in order.
pub(crate) struct CountedGrid<'a, G, const N: usize> {
    deck: &'a [Card; 52],
    counts: [u8; N],
    shown: u8,
    next: u8,
    game: PhantomData<G>,
}

// A derive would require `G: Clone`; the game is only a marker.
impl<G, const N: usize> Clone for CountedGrid<'_, G, N> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G, const N: usize> Copy for CountedGrid<'_, G, N> {}

impl<'a, G: CountedGame<N>, const N: usize> CountedGrid<'a, G, N> {
    /// The state at `start`, with the grid filled.
    pub fn new(start: &'a RemovalStart) -> Self {
        let mut grid = CountedGrid {
            deck: &start.deck,
            counts: [0; N],
            shown: 0,
            next: start.next,
            game: PhantomData,
        };
        for card in start.shown.iter() {
            grid.add(card);
        }
        grid.fill();
        grid
    }

    /// Counts `card` as showing, unless the game discards it.
    #[inline]
    fn add(&mut self, card: Card) {
        if let Some(i) = G::class(card) {
            self.counts[i] += 1;
            self.shown += 1;
        }
    }

    /// Deals into the empty slots while the deck lasts.
    #[inline]
    fn fill(&mut self) {
        while self.shown < G::SLOTS && self.next < 52 {
            let card = self.deck[usize::from(self.next)];
            self.next += 1;
            self.add(card);
        }
    }
}

impl<G: CountedGame<N>, const N: usize> Problem for CountedGrid<'_, G, N> {
    type Step = u8;
    type Key = u64;
    const CONFLUENT: bool = G::CONFLUENT;

    fn key(&self) -> u64 {
        G::key(&self.counts, self.next)
    }

    fn is_won(&self) -> bool {
        self.next == 52 && self.shown == 0
    }

    /// Discarded cards count as cleared.
    fn cleared(&self) -> u8 {
        self.next - self.shown
    }

    fn steps(&self, out: &mut Vec<u8>) {
        G::steps(&self.counts, out);
    }

    fn apply(&self, step: u8) -> Self {
        let mut next = *self;
        let taken = G::taken(step);
        for &i in taken {
            next.counts[usize::from(i)] -= 1;
        }
        next.shown -= taken.len() as u8;
        next.fill();
        next
    }
}

/// A card a realized removal must take: this card, any card of this rank, or
/// any face card.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Want {
    /// Exactly this card.
    Card(Card),
    /// Any showing card of this rank (1 to 13).
    Rank(u8),
    /// Any showing jack, queen or king.
    Face,
}

impl Want {
    fn takes(self, card: Card) -> bool {
        match self {
            Want::Card(c) => c == card,
            Want::Rank(r) => card.rank().number() == r,
            Want::Face => card.rank().is_face(),
        }
    }
}

/// Plays a line of abstract removals on `game`, choosing for each the
/// lowest showing slots that fit, and returns the player's moves.
pub(crate) fn realize<S: Copy>(
    game: &RemovalGame,
    line: &[S],
    wants: impl Fn(S) -> Vec<Want>,
) -> Vec<Move> {
    let mut game = game.clone();
    line.iter()
        .map(|&step| {
            let mut slots: Vec<usize> = Vec::new();
            for want in wants(step) {
                let slot = (0..game.slots().len())
                    .find(|&s| {
                        !slots.contains(&s) && game.card_at(s).is_some_and(|c| want.takes(c))
                    })
                    .expect("the solver's removal fits the showing cards");
                slots.push(slot);
            }
            slots.sort_unstable();
            let mv = Move::Remove(slots);
            game.apply(&mv)
                .expect("the solver's removal is legal in the real game");
            mv
        })
        .collect()
}
