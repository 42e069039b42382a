//! How the engines keep cards: the stock as a dealing queue ([`Stock`]),
//! and a stack kept as its top card and the card beneath each card
//! ([`stack_cards`]).

use crate::cards::Card;
use crate::deal::Deal;

/// The cards of a stack kept as its top card and, for every card, the card
/// beneath it (Sweet Sixteen's piles, Eliminator's foundations), bottom first.
pub(crate) fn stack_cards(top: Option<Card>, under: &[Option<Card>; 52]) -> Vec<Card> {
    let mut cards = Vec::new();
    let mut next = top;
    while let Some(card) = next {
        cards.push(card);
        next = under[card.index()];
    }
    cards.reverse();
    cards
}

/// The stock as a dealing queue: the deal's cards from `next` on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Stock {
    cards: [Card; 52],
    next: u8,
}

impl Stock {
    /// The stock holding `deal` from index `first` on.
    pub(crate) fn new(deal: &Deal, first: usize) -> Stock {
        Stock {
            cards: *deal.cards(),
            next: first as u8,
        }
    }

    /// Deals the top card, if any.
    pub(crate) fn draw(&mut self) -> Option<Card> {
        let card = *self.cards.get(usize::from(self.next))?;
        self.next += 1;
        Some(card)
    }

    /// Cards left.
    pub(crate) fn len(&self) -> usize {
        52 - usize::from(self.next)
    }

    /// True when no cards are left.
    pub(crate) fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Cards dealt from the stock so far, counting the opening deal.
    pub(crate) fn dealt(&self) -> usize {
        usize::from(self.next)
    }

    /// The cards left, in new-deck order.
    pub(crate) fn unseen(&self) -> Vec<Card> {
        let mut cards = self.cards[usize::from(self.next)..].to_vec();
        cards.sort();
        cards
    }

    /// The cards left, the next to deal first.
    pub(crate) fn order(&self) -> Vec<Card> {
        self.cards[usize::from(self.next)..].to_vec()
    }

    /// The same stock with its remaining cards in `order`.
    pub(crate) fn reordered(&self, order: &[Card]) -> Stock {
        assert_eq!(
            order.len(),
            self.len(),
            "a stock order must hold the stock's cards"
        );
        let mut stock = self.clone();
        stock.cards[usize::from(self.next)..].copy_from_slice(order);
        stock
    }
}
