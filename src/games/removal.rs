//! The removal games (Elevens, Suit Elevens, Eighteens): one engine for a grid
//! of one-card slots refilled from a stock, and the [`SetRules`] each game
//! implements in its own file to say which sets of cards may be removed.
//!
//! Shared mechanics: a vacated slot is refilled at once from the stock, in
//! ascending slot order when several are vacated together; once the stock is
//! empty, vacated slots stay empty. In Eighteens, any ace showing is discarded
//! automatically, lowest slot first, each slot refilled at once, until none shows.

use super::descriptor::Budget;
use super::{
    wrong_kind_of_move, Alike, AnyGame, Board, Event, Game, Layout, Move, MoveKey, RuleError,
    Rules, Step, Stock, View, Wording,
};
use crate::cards::{Card, Rank};
use crate::deal::Deal;
use crate::message::{Message, PlaceKind};
use crate::words::plural;
use std::any::Any;
use std::fmt;
use std::hash::{Hash, Hasher};

/// The budget of the `hint` command in the removal games: about a tenth of
/// a second at most in a release build on a slow two-core machine (the hint
/// bench's costliest Suit Elevens position took 78 to 86 ms, the fastest of
/// three timings, over three runs), enough for plus or minus 3 points
/// almost everywhere (docs/performance.md). Each sampled solve may take
/// 20,000 states, more than any of 2,000 Suit Elevens deals needs from the
/// opening (at most 19,337), so that few samples are left undecided to
/// widen the odds. A review judges each move with the same budget.
pub const HINT_BUDGET: Budget = Budget {
    samples: 2_000,
    nodes_per_solve: 20_000,
    total_nodes: 900_000,
};

/// The most slots any removal game has (Fifteens' 16).
pub const MAX_SLOTS: usize = 16;

/// A removal game's slot layout.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    /// How many slots the grid has.
    pub slots: usize,
    /// How many slots make one row on screen.
    pub columns: usize,
}

/// What winning a removal game takes, and so what its progress
/// ([`Game::cleared`]) counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RemovalGoal {
    /// Every card removed; progress counts the cards removed.
    AllRemoved,
    /// This many cards removed, the rest never able to leave (Block Ten's
    /// tens); progress counts the cards removed.
    Removed(u8),
    /// The stock dealt out, whatever still shows (Neptune); progress counts
    /// the cards dealt from the stock.
    StockDealt,
}

impl RemovalGoal {
    /// What progress counts to once the game is won, on a grid of `slots`.
    pub fn total(self, slots: usize) -> usize {
        match self {
            RemovalGoal::AllRemoved => 52,
            RemovalGoal::Removed(n) => usize::from(n),
            RemovalGoal::StockDealt => 52 - slots,
        }
    }
}

/// How many cards a removal game's sets hold: every set [`SetRules::check`]
/// accepts has `min..=max` cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SetSizes {
    /// The fewest cards of a set.
    pub min: usize,
    /// The most cards of a set.
    pub max: usize,
}

/// Which sets of cards a removal game lets the player remove, and the grid
/// it deals them to: what one removal game adds to the shared engine.
pub trait SetRules: fmt::Debug + Sync + Any {
    /// The grid the game deals to.
    fn grid(&self) -> Grid;

    /// True if aces are discarded automatically rather than played (Eighteens).
    fn discards_aces(&self) -> bool {
        false
    }

    /// How many cards a set may hold: [`SetRules::check`] refuses every set
    /// of another size. Finding sets and the solver read it.
    fn set_sizes(&self) -> SetSizes;

    /// True if [`SetRules::check`]'s answer can change with the suits of
    /// the cards (Suit Elevens); false if it reads their ranks alone, so
    /// that the solver may work with ranks.
    fn suits_matter(&self) -> bool;

    /// What winning takes: every card removed unless the game says
    /// otherwise.
    fn goal(&self) -> RemovalGoal {
        RemovalGoal::AllRemoved
    }

    /// Checks whether `cards` (at least one, distinct) may be removed together.
    fn check(&self, cards: &[Card]) -> Result<(), Message>;

    /// Calls `found` with the slots (ascending) of each removable set among
    /// the `shown` cards and their slots, until it returns true. By default
    /// every group of the sizes [`SetRules::set_sizes`] gives is checked.
    fn find_sets(&self, shown: &[(usize, Card)], found: &mut dyn FnMut(&[usize]) -> bool) {
        find_checked(shown, self.set_sizes(), self, found);
    }

    /// Why no set among the `shown` cards can be removed: the sentence that
    /// ends a lost game, before "; N cards remain."
    fn why_stuck(&self, shown: &[Card]) -> &'static str;

    /// What of the cards of a set decides how the game goes on once they
    /// are removed, for [`Alike::Outcome`]: by default the cards
    /// themselves, in the order named.
    fn outcome_key(&self, cards: &[Card]) -> Vec<usize> {
        cards.iter().map(|c| c.index()).collect()
    }
}

/// The sum of the number cards' pip values.
pub(crate) fn pip_sum(cards: &[Card]) -> u32 {
    cards
        .iter()
        .filter_map(|c| c.rank().pip_value())
        .map(u32::from)
        .sum()
}

/// The ranks of `cards`, ascending: the outcome key of a set in a game
/// whose suits never matter and whose ranks each play their own part.
pub(crate) fn ranks_key(cards: &[Card]) -> Vec<usize> {
    let mut ranks: Vec<usize> = cards
        .iter()
        .map(|c| usize::from(c.rank().number()))
        .collect();
    ranks.sort_unstable();
    ranks
}

/// The first face card among `cards`.
pub(crate) fn first_face(cards: &[Card]) -> Option<Card> {
    cards.iter().copied().find(|c| c.rank().is_face())
}

/// True if the cards are one each of the rank numbers `ranks`
/// (ascending), and no other.
fn one_of_each(cards: &[Card], ranks: &[u8]) -> bool {
    let mut held: Vec<u8> = cards.iter().map(|c| c.rank().number()).collect();
    held.sort_unstable();
    held == ranks
}

/// True if the cards are exactly one jack, one queen and one king.
pub(crate) fn is_jqk(cards: &[Card]) -> bool {
    one_of_each(cards, &[11, 12, 13])
}

/// The rank numbers 10 to king.
pub(crate) const TENS_TO_KINGS: [u8; 4] = [10, 11, 12, 13];

/// True if `card` is a 10, jack, queen or king: in Nines and Fifteens it
/// leaves only with one each of the four.
pub(crate) fn in_tens_to_kings(card: &Card) -> bool {
    card.rank().number() >= 10
}

/// True if the cards are exactly one 10, one jack, one queen and one king.
pub(crate) fn is_ten_to_king(cards: &[Card]) -> bool {
    one_of_each(cards, &TENS_TO_KINGS)
}

/// "7H cannot be removed alone; {what}."
pub(crate) fn alone(card: Card, what: &str) -> Message {
    Message::new()
        .card(card)
        .text(format!(" cannot be removed alone; {what}."))
}

/// "7H 4C sum to 12, not {target}."
pub(crate) fn sum_is_not(cards: &[Card], target: u32) -> Message {
    Message::new()
        .cards(cards)
        .text(format!(" sum to {}, not {target}.", pip_sum(cards)))
}

/// A removal game in progress: the grid, the stock and the discard count.
#[derive(Clone, Debug)]
pub struct RemovalGame {
    rules: Rules,
    rule: &'static dyn SetRules,
    slots: [Option<Card>; MAX_SLOTS],
    stock: Stock,
    discarded: u8,
}

impl RemovalGame {
    /// Deals the grid of `rule` from `deal` (cards 1..N to slots 1..N, the
    /// rest to the stock) and, in Eighteens, discards any aces showing.
    pub fn new(rules: Rules, rule: &'static dyn SetRules, deal: &Deal) -> (RemovalGame, Event) {
        let mut game = RemovalGame {
            rules,
            rule,
            slots: [None; MAX_SLOTS],
            stock: Stock::new(deal, 0),
            discarded: 0,
        };
        let mut event = Event::default();
        for slot in 0..rule.grid().slots {
            game.refill(slot, &mut event);
        }
        game.discard_aces(&mut event);
        (game, event)
    }

    /// [`RemovalGame::new`] as any game: what a removal game's descriptor deals.
    pub fn deal(rules: Rules, rule: &'static dyn SetRules, deal: &Deal) -> (AnyGame, Event) {
        let (game, event) = RemovalGame::new(rules, rule, deal);
        (AnyGame::Removal(game), event)
    }

    /// The card in 0-based `slot`, if any.
    pub fn card_at(&self, slot: usize) -> Option<Card> {
        self.slots.get(slot).copied().flatten()
    }

    /// The grid's slots, `None` where empty.
    pub fn slots(&self) -> &[Option<Card>] {
        &self.slots[..self.rule.grid().slots]
    }

    /// The game's set rules: what the solver reads to know its sets.
    pub fn set_rules(&self) -> &'static dyn SetRules {
        self.rule
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
            if slot >= self.rule.grid().slots {
                return Err(RuleError::new(Message::from_text(format!(
                    "There is no position {}; {} has positions 1 to {}.",
                    slot.saturating_add(1),
                    self.rules.game.name(),
                    self.rule.grid().slots
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

    /// Calls `found` with each removable set's slots (ascending) until it
    /// returns true; none once the game is won, which ends it even where
    /// sets are left (a goal short of every card).
    fn find_sets(&self, mut found: impl FnMut(&[usize]) -> bool) {
        if self.is_won() {
            return;
        }
        let shown: Vec<(usize, Card)> = self
            .slots()
            .iter()
            .enumerate()
            .filter_map(|(slot, card)| card.map(|c| (slot, c)))
            .collect();
        self.rule.find_sets(&shown, &mut found);
    }
}

/// Visits every subset of `items` of size `min..=max`, in lexicographic order
/// of indices, until `visit` returns true. Returns true if it stopped early.
pub(crate) fn subsets<T: Copy>(
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

/// Calls `visit` with every multiset of `kinds` kinds of card, at most
/// `cap` of each kind, whose size is within `sizes`, as its count of each
/// kind: the candidate sets a game's rules are asked about, by rank (13
/// kinds, at most 4 of each) or by card (52 kinds, one of each).
pub(crate) fn multisets(kinds: usize, cap: u8, sizes: SetSizes, visit: &mut impl FnMut(&[u8])) {
    /// Visits `counts` and every multiset it grows into by kinds from
    /// `kind` on: each multiset once, however many kinds it leaves out.
    fn grow(
        kind: usize,
        size: usize,
        counts: &mut [u8],
        cap: u8,
        sizes: SetSizes,
        visit: &mut impl FnMut(&[u8]),
    ) {
        if size >= sizes.min {
            visit(counts);
        }
        for next in kind..counts.len() {
            for count in 1..=usize::from(cap).min(sizes.max - size) {
                counts[next] = count as u8;
                grow(next + 1, size + count, counts, cap, sizes, visit);
            }
            counts[next] = 0;
        }
    }
    grow(0, 0, &mut vec![0; kinds], cap, sizes, visit);
}

/// Visits each set of `sizes` cards among `shown` that `rule` accepts,
/// until `found` returns true. Returns true if it stopped early.
pub(crate) fn find_checked<R: SetRules + ?Sized>(
    shown: &[(usize, Card)],
    sizes: SetSizes,
    rule: &R,
    found: &mut dyn FnMut(&[usize]) -> bool,
) -> bool {
    subsets(shown, sizes.min, sizes.max, &mut Vec::new(), &mut |set| {
        let cards: Vec<Card> = set.iter().map(|(_, c)| *c).collect();
        if rule.check(&cards).is_ok() {
            let slots: Vec<usize> = set.iter().map(|(s, _)| *s).collect();
            found(&slots)
        } else {
            false
        }
    })
}

// The set rule follows from `rules`, so equality and hashing leave it out.
impl PartialEq for RemovalGame {
    fn eq(&self, other: &Self) -> bool {
        (self.rules, &self.slots, &self.stock, self.discarded)
            == (other.rules, &other.slots, &other.stock, other.discarded)
    }
}

impl Eq for RemovalGame {}

impl Hash for RemovalGame {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.rules, &self.slots, &self.stock, self.discarded).hash(state);
    }
}

impl Game for RemovalGame {
    fn rules(&self) -> Rules {
        self.rules
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

    /// Sets alike in outcome are those the set rule gives one key
    /// ([`SetRules::outcome_key`]); in position, only the same places.
    fn move_key(&self, mv: &Move, alike: Alike) -> MoveKey {
        match (mv, alike) {
            (Move::Remove(slots), Alike::Outcome) => {
                let cards: Vec<Card> = slots.iter().filter_map(|&s| self.card_at(s)).collect();
                MoveKey(self.rule.outcome_key(&cards))
            }
            (_, Alike::Position | Alike::Outcome) => MoveKey::of_places(mv),
        }
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
        self.cleared() >= self.rule.goal().total(self.rule.grid().slots)
    }

    fn stock_len(&self) -> usize {
        self.stock.len()
    }

    /// The cards removed, or in a game won by dealing out the stock, the
    /// cards dealt from it.
    fn cleared(&self) -> usize {
        match self.rule.goal() {
            RemovalGoal::AllRemoved | RemovalGoal::Removed(_) => self.discarded(),
            RemovalGoal::StockDealt => 52 - self.rule.grid().slots - self.stock.len(),
        }
    }

    fn unseen(&self) -> Vec<Card> {
        self.stock.unseen()
    }

    fn unseen_order(&self) -> Vec<Card> {
        self.stock.order()
    }

    fn with_unseen_order(&self, order: &[Card]) -> Self {
        RemovalGame {
            stock: self.stock.reordered(order),
            ..self.clone()
        }
    }
}

impl View for RemovalGame {
    fn board(&self) -> Board {
        Board {
            game: self.rules.game,
            layout: Layout::Grid {
                columns: self.rule.grid().columns,
            },
            place_kind: PlaceKind::Position,
            tableau: self
                .slots()
                .iter()
                .map(|c| c.iter().copied().collect())
                .collect(),
            stock: self.stock.len(),
            // The count the sighted board closes with is the game's
            // progress: the cards removed, or the cards dealt where that is
            // the goal (`played`, which the board prefers).
            discarded: Some(self.discarded()),
            played: (self.rule.goal() == RemovalGoal::StockDealt).then(|| self.cleared()),
            foundations: Vec::new(),
            covered: None,
        }
    }
}

impl Wording for RemovalGame {
    fn stuck_reason(&self) -> Message {
        let shown: Vec<Card> = self.slots().iter().flatten().copied().collect();
        let remain = 52 - self.discarded();
        let why = self.rule.why_stuck(&shown);
        let remain = plural(remain, "card remains", "cards remain");
        Message::from_text(format!("{why}; {remain}."))
    }
}

#[cfg(test)]
#[path = "removal_tests.rs"]
mod tests;
