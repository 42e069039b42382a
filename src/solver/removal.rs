//! The removal engine's search: one search for every removal game, over
//! the sets the game's own rules accept ([`SetTable`]).
//!
//! In every removal game legality depends only on which cards show, never
//! on the slots they occupy, and the showing cards are fixed by which cards
//! have been removed: after `n` removals the first `min(52, slots + n)` deck
//! cards have been dealt (cards that pass by count as removals). So the
//! state keeps no slots: only the counts of the showing cards by class,
//! packed into one word, and the deal position. A set that shares no class
//! with another set is played at once; a game none of whose sets share a
//! class is confluent, and one greedy playout decides it (docs/solver.md).

use super::removal_sets::{first, push_all, SetTable, PASSES};
use super::search::{search, Found, Problem};
use super::{with_line, Room, Solution};
use crate::cards::{Card, CardSet};
use crate::games::removal::RemovalGoal;
use crate::games::{Game, Move, RemovalGame, SetRules};

/// Decides `start` within `max_nodes` states; when won and `game` (the
/// real game at the start) is given, the line is the player's moves.
pub(crate) fn solve(
    start: &RemovalStart,
    max_nodes: u64,
    room: Room<'_>,
    game: Option<&RemovalGame>,
) -> Solution {
    room.workspace.set_limit(room.memory_cap);
    let table = SetTable::of(start.rules);
    let adds = table.adds(&start.deck);
    let grid = Grid::new(start, table, &adds);
    let found: Found<u8> = if table.confluent {
        search(Confluent(grid), max_nodes, room.workspace)
    } else {
        search(grid, max_nodes, room.workspace)
    };
    with_line(&found, table.won_cleared(), |line| {
        game.map(|g| realize(g, table, line))
    })
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
    /// The game's set rules, which the search's sets are worked out from.
    rules: &'static dyn SetRules,
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
            rules: game.set_rules(),
        }
    }
}

impl SetTable {
    /// What dealing each deck card adds to the packed counts: none for a
    /// card that passes by.
    fn adds(&self, deck: &[Card; 52]) -> [u64; 52] {
        std::array::from_fn(|i| match self.class_of[deck[i].index()] {
            PASSES => 0,
            class => self.one[usize::from(class)],
        })
    }
}

/// A removal game's state: the counts of the showing cards by class,
/// packed, and the deal position; a step removes one of the table's sets,
/// and the freed slots are refilled from the deck in order.
#[derive(Copy, Clone)]
pub(crate) struct Grid<'a> {
    table: &'a SetTable,
    /// What dealing each deck card adds to `counts` (0: it passes by).
    adds: &'a [u64; 52],
    counts: u64,
    /// How many cards show.
    shown: u8,
    /// How many deck cards have been dealt.
    next: u8,
}

impl<'a> Grid<'a> {
    /// The state at `start`, with the grid filled.
    fn new(start: &RemovalStart, table: &'a SetTable, adds: &'a [u64; 52]) -> Grid<'a> {
        let mut grid = Grid {
            table,
            adds,
            counts: 0,
            shown: 0,
            next: start.next,
        };
        for card in start.shown.iter() {
            let class = table.class_of[card.index()];
            if class != PASSES {
                grid.counts += table.one[usize::from(class)];
                grid.shown += 1;
            }
        }
        grid.fill();
        grid
    }

    /// Deals into the empty slots while the deck lasts.
    #[inline]
    fn fill(&mut self) {
        while self.shown < self.table.slots && self.next < 52 {
            let add = self.adds[usize::from(self.next)];
            self.next += 1;
            self.counts += add;
            self.shown += u8::from(add != 0);
        }
    }
}

impl Problem for Grid<'_> {
    type Step = u8;
    type Key = u64;

    /// The packed counts with the deal position in the byte above them.
    fn key(&self) -> u64 {
        self.counts | u64::from(self.next) << (8 * super::removal_sets::COUNT_BYTES)
    }

    fn is_won(&self) -> bool {
        match self.table.goal {
            RemovalGoal::AllRemoved => self.next == 52 && self.shown == 0,
            RemovalGoal::Removed(cards) => self.next - self.shown >= cards,
            RemovalGoal::StockDealt => self.next == 52,
        }
    }

    /// The cards removed (those that passed by among them), or where the
    /// goal is to deal out the stock, the cards dealt from it.
    fn cleared(&self) -> u8 {
        match self.table.goal {
            RemovalGoal::AllRemoved | RemovalGoal::Removed(_) => self.next - self.shown,
            RemovalGoal::StockDealt => self.next.saturating_sub(self.table.slots),
        }
    }

    /// A set sharing no class with another set alone when one fits, else
    /// every set that fits.
    fn steps(&self, out: &mut Vec<u8>) {
        let fitting = self.table.fitting(self.counts);
        match self.table.first_sole(&fitting) {
            Some(sole) => out.push(sole),
            None => push_all(&fitting, out),
        }
    }

    fn apply(&self, step: u8) -> Self {
        let set = &self.table.sets[usize::from(step)];
        let mut next = *self;
        next.counts -= set.take;
        next.shown -= set.cards;
        next.fill();
        next
    }
}

/// A game none of whose sets share a class: the same states, searched by
/// one greedy playout (see [`Problem::CONFLUENT`]).
#[derive(Copy, Clone)]
pub(crate) struct Confluent<'a>(Grid<'a>);

impl Problem for Confluent<'_> {
    type Step = u8;
    type Key = u64;
    const CONFLUENT: bool = true;

    fn key(&self) -> u64 {
        self.0.key()
    }

    fn is_won(&self) -> bool {
        self.0.is_won()
    }

    fn cleared(&self) -> u8 {
        self.0.cleared()
    }

    /// The first set that fits.
    fn steps(&self, out: &mut Vec<u8>) {
        out.extend(first(&self.0.table.fitting(self.0.counts)));
    }

    fn apply(&self, step: u8) -> Self {
        Confluent(self.0.apply(step))
    }
}

/// Plays a line of sets on `game`, taking for each of a set's classes the
/// lowest showing slots of that class, and returns the player's moves.
fn realize(game: &RemovalGame, table: &SetTable, line: &[u8]) -> Vec<Move> {
    let mut game = game.clone();
    line.iter()
        .map(|&step| {
            let mut slots: Vec<usize> = Vec::new();
            for &(class, count) in &table.sets[usize::from(step)].classes {
                let of_class = (0..game.slots().len()).filter(|&s| {
                    game.card_at(s)
                        .is_some_and(|c| table.class_of[c.index()] == class)
                });
                slots.extend(of_class.take(usize::from(count)));
            }
            slots.sort_unstable();
            let mv = Move::Remove(slots);
            game.apply(&mv)
                .expect("the solver's removal is legal in the real game");
            mv
        })
        .collect()
}
