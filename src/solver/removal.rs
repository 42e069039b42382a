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

use crate::cards::{Card, CardSet};
use crate::games::{Game, Move, RemovalGame};

/// A removal game's position with its stock order known.
#[derive(Clone, Debug)]
pub(crate) struct RemovalStart {
    /// Dealt cards first (removed, then showing), then the stock in order.
    pub deck: [Card; 52],
    /// How many deck cards have been dealt.
    pub next: u8,
    /// The showing cards.
    pub shown: CardSet,
}

impl RemovalStart {
    /// A fresh deal: nothing dealt yet; the solver fills the grid.
    pub fn from_deck(deck: &[Card; 52]) -> RemovalStart {
        RemovalStart {
            deck: *deck,
            next: 0,
            shown: CardSet::EMPTY,
        }
    }

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
        }
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
