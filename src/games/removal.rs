//! The removal games (Elevens, Suit Elevens, Eighteens): one engine for a grid
//! of one-card slots refilled from a stock, and a [`SetRule`] that says which
//! sets of cards may be removed.
//!
//! Shared mechanics: a vacated slot is refilled at once from the stock, in
//! ascending slot order when several are vacated together; once the stock is
//! empty, vacated slots stay empty. In Eighteens, any ace showing is discarded
//! automatically, lowest slot first, each slot refilled at once, until none shows.

use super::{
    wrong_kind_of_move, Board, Event, Game, GameId, Layout, Move, RuleError, Rules, Step, Stock,
    Variant,
};
use crate::cards::{Card, Rank, Suit};
use crate::deal::Deal;
use crate::message::{Message, PlaceKind};

/// The most slots any removal game has (Suit Elevens' 15).
pub const MAX_SLOTS: usize = 15;

/// Which sets of cards a removal game lets the player remove.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SetRule {
    /// Two cards summing to 11, or one J, one Q and one K of any suits.
    Elevens,
    /// Two or more cards of one suit summing to 11 (exactly two if
    /// `pairs_only`), or the J, Q and K of one suit.
    SuitElevens {
        /// The pairs variant: number sets have exactly two cards.
        pairs_only: bool,
    },
    /// One face card and three number cards of different ranks summing to 18.
    Eighteens,
}

impl SetRule {
    /// The set rule for a removal game's rules.
    pub fn for_rules(rules: Rules) -> SetRule {
        match rules.game {
            GameId::Elevens => SetRule::Elevens,
            GameId::SuitElevens => SetRule::SuitElevens {
                pairs_only: rules.variant == Variant::Pairs,
            },
            GameId::Eighteens => SetRule::Eighteens,
            other => panic!("{} is not a removal game", other.name()),
        }
    }

    /// How many slots the grid has.
    pub fn slots(self) -> usize {
        match self {
            SetRule::Elevens => 9,
            SetRule::SuitElevens { .. } => 15,
            SetRule::Eighteens => 12,
        }
    }

    /// How many slots make one row on screen.
    pub fn row_length(self) -> usize {
        match self {
            SetRule::Elevens => 3,
            SetRule::SuitElevens { .. } => 5,
            SetRule::Eighteens => 4,
        }
    }

    /// True if aces are discarded automatically rather than played (Eighteens).
    pub fn discards_aces(self) -> bool {
        self == SetRule::Eighteens
    }

    /// Checks whether `cards` (at least one, distinct) may be removed together.
    pub fn check(self, cards: &[Card]) -> Result<(), Message> {
        match self {
            SetRule::Elevens => check_elevens(cards),
            SetRule::SuitElevens { pairs_only } => check_suit_elevens(cards, pairs_only),
            SetRule::Eighteens => check_eighteens(cards),
        }
    }
}

fn pip_sum(cards: &[Card]) -> u32 {
    cards
        .iter()
        .filter_map(|c| c.rank().pip_value())
        .map(u32::from)
        .sum()
}

fn first_face(cards: &[Card]) -> Option<Card> {
    cards.iter().copied().find(|c| c.rank().is_face())
}

/// True if the cards are exactly one jack, one queen and one king.
fn is_jqk(cards: &[Card]) -> bool {
    let mut ranks: Vec<u8> = cards.iter().map(|c| c.rank().number()).collect();
    ranks.sort_unstable();
    ranks == [11, 12, 13]
}

fn alone(card: Card, what: &str) -> Message {
    Message::new()
        .card(card)
        .text(format!(" cannot be removed alone; {what}."))
}

fn sum_is_not(cards: &[Card], target: u32) -> Message {
    Message::new()
        .cards(cards)
        .text(format!(" sum to {}, not {target}.", pip_sum(cards)))
}

fn check_elevens(cards: &[Card]) -> Result<(), Message> {
    const WHAT: &str = "remove two cards summing to 11, or a jack, queen and king";
    match cards {
        [one] => Err(alone(*one, WHAT)),
        [_, _] => match first_face(cards) {
            Some(face) => Err(Message::new().card(face).text(
                " has no number value; a jack, queen and king are removed together as a set of three.",
            )),
            None if pip_sum(cards) == 11 => Ok(()),
            None => Err(sum_is_not(cards, 11)),
        },
        [_, _, _] if is_jqk(cards) => Ok(()),
        [_, _, _] if cards.iter().all(|c| c.rank().is_face()) => Err(Message::new()
            .cards(cards)
            .text(" are not one jack, one queen and one king.")),
        [_, _, _] => Err(Message::new()
            .cards(cards)
            .text(" are neither a pair summing to 11 nor a jack, queen and king.")),
        _ => Err(Message::from_text(format!(
            "Elevens removes two cards or three (a jack, queen and king), not {}.",
            cards.len()
        ))),
    }
}

fn check_suit_elevens(cards: &[Card], pairs_only: bool) -> Result<(), Message> {
    if let [one] = cards {
        return Err(alone(
            *one,
            "remove cards of one suit summing to 11, or the jack, queen and king of one suit",
        ));
    }
    let suit = cards[0].suit();
    if cards.iter().any(|c| c.suit() != suit) {
        return Err(Message::new()
            .cards(cards)
            .text(" are not all of one suit."));
    }
    let faces = cards.iter().filter(|c| c.rank().is_face()).count();
    if faces == cards.len() {
        return if is_jqk(cards) {
            Ok(())
        } else {
            Err(Message::new()
                .cards(cards)
                .text(" are not a jack, queen and king."))
        };
    }
    if let Some(face) = first_face(cards) {
        return Err(Message::new().card(face).text(
            " has no number value; the jack, queen and king of a suit are removed together.",
        ));
    }
    if pairs_only && cards.len() != 2 {
        return Err(Message::from_text(format!(
            "The pairs variant removes exactly two cards summing to 11, not {}.",
            cards.len()
        )));
    }
    if pip_sum(cards) == 11 {
        Ok(())
    } else {
        Err(sum_is_not(cards, 11))
    }
}

fn check_eighteens(cards: &[Card]) -> Result<(), Message> {
    if cards.len() != 4 {
        return Err(Message::from_text(format!(
            "Eighteens removes exactly four cards, a face card and three cards summing to 18, not {}.",
            cards.len()
        )));
    }
    let faces: Vec<Card> = cards
        .iter()
        .copied()
        .filter(|c| c.rank().is_face())
        .collect();
    if faces.len() != 1 {
        let count = if faces.is_empty() {
            "no face card".to_string()
        } else {
            format!("{} face cards", faces.len())
        };
        return Err(Message::new()
            .cards(cards)
            .text(format!(" include {count}; a set has exactly one.")));
    }
    let numbers: Vec<Card> = cards
        .iter()
        .copied()
        .filter(|c| !c.rank().is_face())
        .collect();
    for (i, a) in numbers.iter().enumerate() {
        if let Some(b) = numbers[i + 1..].iter().find(|b| b.rank() == a.rank()) {
            return Err(Message::new()
                .card(*a)
                .text(" and ")
                .card(*b)
                .text(" have the same rank; the three number cards must be of different ranks."));
        }
    }
    if pip_sum(&numbers) == 18 {
        Ok(())
    } else {
        Err(sum_is_not(&numbers, 18))
    }
}

/// A removal game in progress: the grid, the stock and the discard count.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RemovalGame {
    rules: Rules,
    rule: SetRule,
    slots: [Option<Card>; MAX_SLOTS],
    stock: Stock,
    discarded: u8,
}

impl RemovalGame {
    /// Deals the grid from `deal` (cards 1..N to slots 1..N, the rest to the
    /// stock) and, in Eighteens, discards any aces showing.
    pub fn new(rules: Rules, deal: &Deal) -> (RemovalGame, Event) {
        let rule = SetRule::for_rules(rules);
        let mut game = RemovalGame {
            rules,
            rule,
            slots: [None; MAX_SLOTS],
            stock: Stock::new(deal, 0),
            discarded: 0,
        };
        let mut event = Event::default();
        for slot in 0..rule.slots() {
            game.refill(slot, &mut event);
        }
        game.discard_aces(&mut event);
        (game, event)
    }

    /// The set rule in force.
    pub fn set_rule(&self) -> SetRule {
        self.rule
    }

    /// The card in 0-based `slot`, if any.
    pub fn card_at(&self, slot: usize) -> Option<Card> {
        self.slots.get(slot).copied().flatten()
    }

    /// The grid's slots, `None` where empty.
    pub fn slots(&self) -> &[Option<Card>] {
        &self.slots[..self.rule.slots()]
    }

    /// Cards removed or discarded so far.
    pub fn discarded(&self) -> usize {
        usize::from(self.discarded)
    }

    fn refill(&mut self, slot: usize, event: &mut Event) {
        if let Some(card) = self.stock.draw() {
            self.slots[slot] = Some(card);
            event.steps.push(Step::Dealt { slot, card });
        }
    }

    fn discard_aces(&mut self, event: &mut Event) {
        if !self.rule.discards_aces() {
            return;
        }
        while let Some(slot) = self
            .slots()
            .iter()
            .position(|c| c.is_some_and(|c| c.rank() == Rank::ACE))
        {
            let card = self.slots[slot].take().expect("an ace was found here");
            self.discarded += 1;
            event.steps.push(Step::AceDiscarded { slot, card });
            self.refill(slot, event);
        }
    }

    /// Checks the slots named by a remove and returns their cards.
    fn cards_for(&self, slots: &[usize]) -> Result<Vec<Card>, RuleError> {
        if slots.is_empty() {
            return Err(RuleError::new(Message::from_text(
                "Name the positions or cards to remove.",
            )));
        }
        let mut cards = Vec::with_capacity(slots.len());
        for (i, &slot) in slots.iter().enumerate() {
            if slot >= self.rule.slots() {
                return Err(RuleError::new(Message::from_text(format!(
                    "There is no position {}; {} has positions 1 to {}.",
                    slot.saturating_add(1),
                    self.rules.game.name(),
                    self.rule.slots()
                ))));
            }
            if slots[..i].contains(&slot) {
                return Err(RuleError::new(Message::from_text(format!(
                    "Position {} is named twice.",
                    slot + 1
                ))));
            }
            match self.slots[slot] {
                Some(card) => cards.push(card),
                None => {
                    return Err(RuleError::new(Message::from_text(format!(
                        "Position {} is empty.",
                        slot + 1
                    ))))
                }
            }
        }
        Ok(cards)
    }

    /// Calls `found` with each removable set's slots (ascending) until it returns true.
    fn find_sets(&self, mut found: impl FnMut(&[usize]) -> bool) {
        let shown: Vec<(usize, Card)> = self
            .slots()
            .iter()
            .enumerate()
            .filter_map(|(slot, card)| card.map(|c| (slot, c)))
            .collect();
        match self.rule {
            SetRule::Elevens => find_elevens_sets(&shown, &mut found),
            SetRule::SuitElevens { pairs_only } => {
                find_suit_elevens_sets(&shown, pairs_only, &mut found)
            }
            SetRule::Eighteens => find_eighteens_sets(&shown, &mut found),
        }
    }
}

/// Visits every subset of `items` of size `min..=max`, in lexicographic order
/// of indices, until `visit` returns true. Returns true if it stopped early.
fn subsets<T: Copy>(
    items: &[T],
    min: usize,
    max: usize,
    chosen: &mut Vec<T>,
    visit: &mut impl FnMut(&[T]) -> bool,
) -> bool {
    if chosen.len() >= min && visit(chosen) {
        return true;
    }
    if chosen.len() == max {
        return false;
    }
    for (i, &item) in items.iter().enumerate() {
        chosen.push(item);
        let stop = subsets(&items[i + 1..], min, max, chosen, visit);
        chosen.pop();
        if stop {
            return true;
        }
    }
    false
}

/// Visits each set of `size` cards among `shown` that `rule` accepts.
fn find_checked(
    shown: &[(usize, Card)],
    min: usize,
    max: usize,
    rule: SetRule,
    found: &mut impl FnMut(&[usize]) -> bool,
) -> bool {
    subsets(shown, min, max, &mut Vec::new(), &mut |set| {
        let cards: Vec<Card> = set.iter().map(|(_, c)| *c).collect();
        if rule.check(&cards).is_ok() {
            let slots: Vec<usize> = set.iter().map(|(s, _)| *s).collect();
            found(&slots)
        } else {
            false
        }
    })
}

fn find_elevens_sets(shown: &[(usize, Card)], found: &mut impl FnMut(&[usize]) -> bool) {
    find_checked(shown, 2, 3, SetRule::Elevens, found);
}

fn find_suit_elevens_sets(
    shown: &[(usize, Card)],
    pairs_only: bool,
    found: &mut impl FnMut(&[usize]) -> bool,
) {
    let rule = SetRule::SuitElevens { pairs_only };
    for suit in Suit::ALL {
        let of_suit: Vec<(usize, Card)> = shown
            .iter()
            .copied()
            .filter(|(_, c)| c.suit() == suit)
            .collect();
        // Number sets summing to 11 have at most four cards (A+2+3+5); the
        // J, Q, K trio has three.
        let max = if pairs_only { 3 } else { 4 };
        if find_checked(&of_suit, 2, max, rule, found) {
            return;
        }
    }
}

fn find_eighteens_sets(shown: &[(usize, Card)], found: &mut impl FnMut(&[usize]) -> bool) {
    let faces: Vec<(usize, Card)> = shown
        .iter()
        .copied()
        .filter(|(_, c)| c.rank().is_face())
        .collect();
    let numbers: Vec<(usize, Card)> = shown
        .iter()
        .copied()
        .filter(|(_, c)| !c.rank().is_face())
        .collect();
    for &(face_slot, face) in &faces {
        let stop = subsets(&numbers, 3, 3, &mut Vec::new(), &mut |trio| {
            let mut cards: Vec<Card> = trio.iter().map(|(_, c)| *c).collect();
            cards.push(face);
            if check_eighteens(&cards).is_err() {
                return false;
            }
            let mut slots: Vec<usize> = trio.iter().map(|(s, _)| *s).collect();
            slots.push(face_slot);
            slots.sort_unstable();
            found(&slots)
        });
        if stop {
            return;
        }
    }
}

impl Game for RemovalGame {
    fn rules(&self) -> Rules {
        self.rules
    }

    fn board(&self) -> Board {
        Board {
            layout: Layout::Grid {
                columns: self.rule.row_length(),
            },
            place_kind: PlaceKind::Position,
            tableau: self
                .slots()
                .iter()
                .map(|c| c.iter().copied().collect())
                .collect(),
            stock: self.stock.len(),
            discarded: Some(self.discarded()),
            foundations: Vec::new(),
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.find_sets(|slots| {
            moves.push(Move::Remove(slots.to_vec()));
            false
        });
        moves
    }

    fn has_legal_move(&self) -> bool {
        let mut any = false;
        self.find_sets(|_| {
            any = true;
            true
        });
        any
    }

    fn check(&self, mv: &Move) -> Result<(), RuleError> {
        let Move::Remove(slots) = mv else {
            return Err(wrong_kind_of_move(self.rules.game));
        };
        let cards = self.cards_for(slots)?;
        self.rule.check(&cards).map_err(RuleError::new)
    }

    fn apply(&mut self, mv: &Move) -> Result<Event, RuleError> {
        self.check(mv)?;
        let Move::Remove(slots) = mv else {
            unreachable!("check accepts only removals")
        };
        let mut sorted = slots.clone();
        sorted.sort_unstable();
        let mut event = Event::default();
        for &slot in &sorted {
            let card = self.slots[slot].take().expect("checked: slot is occupied");
            event.steps.push(Step::Removed { slot, card });
        }
        self.discarded += sorted.len() as u8;
        for &slot in &sorted {
            self.refill(slot, &mut event);
        }
        self.discard_aces(&mut event);
        Ok(event)
    }

    fn is_won(&self) -> bool {
        self.discarded == 52
    }

    fn stock_len(&self) -> usize {
        self.stock.len()
    }

    fn cleared(&self) -> usize {
        self.discarded()
    }

    fn stuck_reason(&self) -> Message {
        let shown: Vec<Card> = self.slots().iter().flatten().copied().collect();
        let remain = 52 - self.discarded();
        let why = match self.rule {
            SetRule::Elevens => "No pair sums to 11 and no jack, queen and king show together",
            SetRule::SuitElevens { pairs_only: false } => {
                "No cards of one suit sum to 11 and no suit shows its jack, queen and king"
            }
            SetRule::SuitElevens { pairs_only: true } => {
                "No two cards of one suit sum to 11 and no suit shows its jack, queen and king"
            }
            SetRule::Eighteens if shown.iter().any(|c| c.rank().is_face()) => {
                "No three different ranks showing sum to 18"
            }
            SetRule::Eighteens => "No face card is showing",
        };
        Message::from_text(format!(
            "{why}; {remain} {} remain.",
            if remain == 1 { "card" } else { "cards" }
        ))
    }

    fn unseen(&self) -> Vec<Card> {
        self.stock.unseen()
    }

    fn with_stock_order(&self, order: &[Card]) -> Self {
        RemovalGame {
            stock: self.stock.reordered(order),
            ..self.clone()
        }
    }
}

#[cfg(test)]
#[path = "removal_tests.rs"]
mod tests;
