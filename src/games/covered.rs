//! The engine of the games of covered cards (Pyramid, Tri Peaks): a tableau
//! of spots in rows, each card covered by cards of the row below
//! ([`CoverShape`], [`Tableau`]), some dealt face down and turned face up
//! once free; a stock turned one card at a time onto a waste pile, through
//! a number of passes (with the stock empty and a pass left, `deal` turns
//! the waste over to be the stock again, its first card turned first
//! again). The deal puts the deck's first cards on the spots, top row
//! first, and the rest in the stock, whose first card is turned onto the
//! waste at once.
//!
//! What the player does with free cards is each game's own, said by the
//! [`CoverRules`] its file implements: remove sets of free cards (tableau
//! cards no card covers, the stock's top where the game shows it, the
//! waste's top) that the rules accept ([`Action::RemoveSets`]), or play a
//! free face-up tableau card onto the waste where the rules let it go on
//! the waste's top ([`Action::PlayToWaste`]). The engine does the rest:
//! legal moves, checking, applying, what is hidden, the board.

use super::covered_shape::{CoverShape, Tableau};
use super::descriptor::ShowUsage;
use super::rank_relation::RankRelation;
use super::removal::subsets;
use super::resolve::{self, error, Asked, Target};
use super::view::CoveredView;
use super::{
    wrong_kind_of_move, Alike, AnyGame, Board, Event, Game, Layout, Move, MoveKey, RuleError,
    Rules, Step, View, Wording,
};
use crate::cards::Card;
use crate::deal::Deal;
use crate::message::{Message, PlaceKind};
use crate::words::plural;
use std::any::{Any, TypeId};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::{Mutex, PoisonError};

/// The words `show` takes, its help line and its help in the pyramids
/// that remove sets, whose stock's top shows (Pyramid, Cheops).
pub const SHOW_WITH_STOCK_TOP: ShowUsage = ShowUsage {
    words: &["stock", "waste", "row"],
    summary: "the board, or one part: show~3, show~waste, show~row~2",
    help: "show~[PART]: print the board again. Or read one part of it. \
show~N reads one position. show~row~N reads one row. show~stock reads the stock. \
show~waste reads the waste, bottom up. Example: show~row~7.",
    spoken: "show: reads the board; show~row~7 too.",
};

/// The [`ShowUsage`](super::descriptor::ShowUsage) of a game that plays
/// free cards onto the waste of a face-down stock (Tri Peaks, Escalator),
/// its examples reading row `$row`.
macro_rules! show_with_stock_face_down {
    ($row:literal) => {
        $crate::games::descriptor::ShowUsage {
            words: &["stock", "waste", "row"],
            summary: concat!(
                "the board, or one part: show~3, show~waste, show~row~",
                $row
            ),
            help: concat!(
                "show~[PART]: print the board again. Or read one part of it. \
show~N reads one position. show~row~N reads one row. show~stock counts the stock. \
show~waste reads the waste, bottom up. Example: show~row~",
                $row,
                "."
            ),
            spoken: concat!("show: the board; show~row~", $row, ", one row."),
        }
    };
}
pub(crate) use show_with_stock_face_down;

/// The [`MoveUsage`](super::descriptor::MoveUsage) of a game that plays
/// free cards onto the waste (Tri Peaks, Escalator): `$game` is the name
/// its `help remove` gives it, `$at` the position its examples play.
macro_rules! play_to_waste_moves {
    ($game:literal, $at:literal) => {
        $crate::games::descriptor::MoveUsage {
            shape: $crate::games::descriptor::MoveShape::Play,
            how: "plays free cards onto the waste",
            example: concat!("move ", $at),
            usage: "move P",
            summary: concat!(
                "play a free card onto the waste: move~",
                $at,
                "\n  ",
                $at,
                "                  a bare line does the same; deal turns the next stock card"
            ),
            spoken: concat!("move~", $at, ": plays card ", $at, " onto the waste."),
            remove_help: concat!(
                "remove: ",
                $game,
                " removes no cards. Play a free card onto the waste instead. Example: move~",
                $at,
                "."
            ),
            move_help: concat!(
                "move~P: play the free card at P. It goes on the waste. It must be one rank \
from its top card. Example: move~",
                $at,
                ". A number alone does the same:~",
                $at,
                "."
            ),
        }
    };
}
pub(crate) use play_to_waste_moves;

/// What the player does with free cards in a game of covered cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Remove sets of one to `largest` free cards that
    /// [`CoverRules::check_set`] accepts (Pyramid: a king alone, or two
    /// cards summing to 13): `remove 27 28`, `remove 5 waste`.
    RemoveSets {
        /// The most cards in one set.
        largest: usize,
    },
    /// Play a free face-up tableau card onto the waste where
    /// [`CoverRules::check_play`] lets it go on the waste's top (Tri Peaks:
    /// a rank up or down): `move 23`, or `23`.
    PlayToWaste,
}

/// When a game of covered cards is won.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Every card is removed: tableau, stock and waste (Pyramid's standard
    /// goal). [`Game::cleared`] counts the cards removed.
    EveryCard,
    /// The tableau is empty (Tri Peaks; Pyramid's relaxed goal).
    /// [`Game::cleared`] counts the tableau cards gone.
    Tableau,
}

/// What one game of covered cards adds to the shared engine: its tableau's
/// shape, its stock's passes, what the player does with free cards and
/// when the game is won.
pub trait CoverRules: fmt::Debug + Sync + Any {
    /// How the tableau is laid out.
    fn shape(&self) -> CoverShape;

    /// How many of the tableau's rows, from the top, are dealt face down,
    /// each card turning face up once free (Tri Peaks: the three rows of
    /// the peaks; Pyramid: none).
    fn face_down_rows(&self) -> usize;

    /// The passes through the stock in all (1: the stock is never turned
    /// over again).
    fn passes(&self) -> usize;

    /// True if the stock's top card is face up and may be used (Pyramid);
    /// false if the stock is face down (Tri Peaks).
    fn shows_stock_top(&self) -> bool;

    /// What the player does with free cards.
    fn action(&self) -> Action;

    /// The game's name as the rules' own sentences say it ("Cheops
    /// removes cards; ..."). Rules that several games share keep the
    /// default, "This game".
    fn name(&self) -> &'static str {
        "This game"
    }

    /// For [`Action::RemoveSets`]: checks whether `cards` (one to the
    /// largest set, distinct, each free) may be removed together. The
    /// default refuses every set, as a game that plays onto the waste
    /// does: "[name] removes no sets; play a card onto the waste."
    fn check_set(&self, _cards: &[Card]) -> Result<(), Message> {
        Err(Message::from_text(format!(
            "{} removes no sets; play a card onto the waste.",
            self.name()
        )))
    }

    /// For [`Action::PlayToWaste`]: checks whether `card` may go on the
    /// waste whose top card is `onto`. The default refuses every play, as
    /// a game that removes sets does: "[name] removes cards; it plays none
    /// onto the waste."
    fn check_play(&self, _card: Card, _onto: Card) -> Result<(), Message> {
        Err(Message::from_text(format!(
            "{} removes cards; it plays none onto the waste.",
            self.name()
        )))
    }

    /// When the game is won.
    fn goal(&self) -> Goal;

    /// True if the solver, asked for the most cards cleared, should first
    /// ask whether the deal is won, then whether a line clears all but one
    /// step's cards, and only then search for the most (docs/solver.md,
    /// "The most cleared, by targets"). It pays where most deals are won
    /// or lose by a step, and costs where most lose by more; the default
    /// is one search for the most.
    fn most_cleared_by_targets(&self) -> bool {
        false
    }

    /// Why no move is left, for the sentence that ends a lost game, before
    /// "; N cards remain on the tableau."
    fn why_stuck(&self) -> &'static str;
}

/// What goes with what by rank under `rule`: the ranks a set of one or two
/// cards may hold ([`Action::RemoveSets`]), or the ranks a card may go onto
/// ([`Action::PlayToWaste`]), as [`CoverRules::check_set`] and
/// [`CoverRules::check_play`] say. Worked out once for each rules value in
/// the program's life (asking the rules 182 times, with a sentence for each
/// refusal, costs more than dealing), and named by its type and address:
/// two values of a type without data may share an address, but they are
/// then alike in every way.
pub fn relation_of(rule: &'static dyn CoverRules) -> RankRelation {
    type Known = Vec<((TypeId, usize), RankRelation)>;
    static WORKED_OUT: Mutex<Known> = Mutex::new(Vec::new());
    let any: &dyn Any = rule;
    let name = (
        any.type_id(),
        std::ptr::from_ref(rule).cast::<()>() as usize,
    );
    let mut known = WORKED_OUT.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(&(_, relation)) = known.iter().find(|(n, _)| *n == name) {
        return relation;
    }
    let relation = work_out_relation(rule);
    known.push((name, relation));
    relation
}

/// [`relation_of`], asking the rules.
fn work_out_relation(rule: &dyn CoverRules) -> RankRelation {
    match rule.action() {
        Action::RemoveSets { .. } => RankRelation::of_sets(|cards| rule.check_set(cards).is_ok()),
        Action::PlayToWaste => {
            RankRelation::of_plays(|card, onto| rule.check_play(card, onto).is_ok())
        }
    }
}

/// The stock and the waste, kept in one array of a deck's size so that a
/// state is small and cloned without allocating: the stock from the front
/// (its top the last), the waste from the back (its top the first).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
struct Piles {
    cards: [Option<Card>; 52],
    stock: u8,
    waste: u8,
}

/// One of the two piles of [`Piles`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Which {
    Stock,
    Waste,
}

impl Piles {
    const EMPTY: Piles = Piles {
        cards: [None; 52],
        stock: 0,
        waste: 0,
    };

    fn len(&self, which: Which) -> usize {
        usize::from(match which {
            Which::Stock => self.stock,
            Which::Waste => self.waste,
        })
    }

    fn is_empty(&self, which: Which) -> bool {
        self.len(which) == 0
    }

    /// The index of the pile's top card, if it has one.
    fn top_index(&self, which: Which) -> Option<usize> {
        match which {
            Which::Stock => self.len(which).checked_sub(1),
            Which::Waste => (self.waste > 0).then(|| 52 - self.len(which)),
        }
    }

    fn top(&self, which: Which) -> Option<Card> {
        self.top_index(which).and_then(|i| self.cards[i])
    }

    fn push(&mut self, which: Which, card: Card) {
        let i = match which {
            Which::Stock => self.len(which),
            Which::Waste => 51 - self.len(which),
        };
        self.cards[i] = Some(card);
        match which {
            Which::Stock => self.stock += 1,
            Which::Waste => self.waste += 1,
        }
    }

    fn pop(&mut self, which: Which) -> Option<Card> {
        let i = self.top_index(which)?;
        let card = self.cards[i].take();
        match which {
            Which::Stock => self.stock -= 1,
            Which::Waste => self.waste -= 1,
        }
        card
    }

    /// The pile's cards, bottom first.
    fn cards(&self, which: Which) -> Vec<Card> {
        match which {
            Which::Stock => self.cards[..self.len(which)]
                .iter()
                .flatten()
                .copied()
                .collect(),
            Which::Waste => self.cards[52 - self.len(which)..]
                .iter()
                .rev()
                .flatten()
                .copied()
                .collect(),
        }
    }
}

/// Why a play may not take the stock's top: `deal` turns it.
const PLAY_FROM_STOCK: &str =
    "Deal turns the stock's next card onto the waste; a move plays a free card.";

/// Why a play may not take the waste's top: cards go onto it.
const PLAY_FROM_WASTE: &str = "Cards are played onto the waste; its top card stays there.";

/// A game of covered cards in progress.
#[derive(Clone, Debug)]
pub struct CoveredGame {
    rules: Rules,
    rule: &'static dyn CoverRules,
    /// What goes with what by rank under `rule` ([`relation_of`]), worked
    /// out once at the deal.
    relation: RankRelation,
    tableau: Tableau,
    /// The stock (its next card on top) and the waste (its top the card
    /// turned or played last).
    piles: Piles,
    /// The times the waste may still be turned over to be the stock.
    redeals_left: u8,
    /// Cards removed from play (in a game of removing sets).
    removed: u8,
}

impl CoveredGame {
    /// Deals `deal` as `rule` says: its first cards to the spots, top row
    /// first; the rest to the stock, the first of them the first turned;
    /// then the stock's first card turned onto the waste. The opening
    /// event is that turn.
    pub fn new(rules: Rules, rule: &'static dyn CoverRules, deal: &Deal) -> (CoveredGame, Event) {
        let shape = rule.shape();
        let spots = shape.spots();
        let mut piles = Piles::EMPTY;
        for &card in deal.cards()[spots..].iter().rev() {
            piles.push(Which::Stock, card);
        }
        let mut game = CoveredGame {
            rules,
            rule,
            relation: relation_of(rule),
            tableau: Tableau::deal(shape, rule.face_down_rows(), &deal.cards()[..spots]),
            piles,
            redeals_left: rule.passes().saturating_sub(1) as u8,
            removed: 0,
        };
        let mut event = Event::default();
        game.turn(&mut event);
        (game, event)
    }

    /// A game of `rule` at a position of a test's making: `tableau` by
    /// spot (`None` where the card is gone), `stock` with the next card to
    /// turn first, `waste` bottom first, and the redeals left. A card the
    /// shape deals face down is face up once free; every card not on the
    /// table counts as removed.
    #[cfg(test)]
    pub(crate) fn at(
        rules: Rules,
        rule: &'static dyn CoverRules,
        tableau: &[Option<Card>],
        stock: &[Card],
        waste: &[Card],
        redeals_left: u8,
    ) -> CoveredGame {
        let mut piles = Piles::EMPTY;
        for &card in stock.iter().rev() {
            piles.push(Which::Stock, card);
        }
        for &card in waste {
            piles.push(Which::Waste, card);
        }
        let tableau = Tableau::at(rule.shape(), rule.face_down_rows(), tableau);
        let left = tableau.len() + stock.len() + waste.len();
        CoveredGame {
            rules,
            rule,
            relation: relation_of(rule),
            tableau,
            piles,
            redeals_left: redeals_left.min(rule.passes().saturating_sub(1) as u8),
            removed: match rule.action() {
                Action::RemoveSets { .. } => (52 - left) as u8,
                Action::PlayToWaste => 0,
            },
        }
    }

    /// [`CoveredGame::new`] as any game: what a covered game's descriptor deals.
    pub fn deal(rules: Rules, rule: &'static dyn CoverRules, deal: &Deal) -> (AnyGame, Event) {
        let (game, event) = CoveredGame::new(rules, rule, deal);
        (AnyGame::Covered(game), event)
    }

    /// The tableau: which spots hold which cards, face up or down.
    pub fn tableau(&self) -> &Tableau {
        &self.tableau
    }

    /// The stock's cards, the next to turn first (what the solver knows;
    /// the player sees at most the top).
    pub fn stock(&self) -> Vec<Card> {
        let mut cards = self.piles.cards(Which::Stock);
        cards.reverse();
        cards
    }

    /// The waste's cards, bottom first.
    pub fn waste(&self) -> Vec<Card> {
        self.piles.cards(Which::Waste)
    }

    /// The times the waste may still be turned over to be the stock.
    pub fn redeals_left(&self) -> usize {
        usize::from(self.redeals_left)
    }

    /// The rules of this game's own.
    pub fn cover_rules(&self) -> &'static dyn CoverRules {
        self.rule
    }

    /// What goes with what by rank under this game's rules.
    pub fn relation(&self) -> RankRelation {
        self.relation
    }

    /// The number of spots.
    fn spots(&self) -> usize {
        self.rule.shape().spots()
    }

    /// True while the stock holds cards the player has never seen: on the
    /// first pass, every stock card but a shown top.
    fn first_pass(&self) -> bool {
        usize::from(self.redeals_left) + 1 >= self.rule.passes()
    }

    /// The stock's cards the player cannot see, the next to turn first:
    /// on the first pass, all but a shown top; after a redeal none (every
    /// card has been through the waste, in the order it comes back).
    fn hidden_stock(&self) -> Vec<Card> {
        if !self.first_pass() {
            return Vec::new();
        }
        let shown = usize::from(self.rule.shows_stock_top() && !self.piles.is_empty(Which::Stock));
        self.stock().split_off(shown)
    }

    /// The free cards a set may take, by the place a move names them:
    /// free face-up tableau cards, the stock's shown top, the waste's top.
    fn free_places(&self) -> Vec<(usize, Card)> {
        let mut free = self.tableau.free();
        if self.rule.shows_stock_top() {
            free.extend(self.piles.top(Which::Stock).map(|c| (Move::STOCK, c)));
        }
        free.extend(self.piles.top(Which::Waste).map(|c| (Move::WASTE, c)));
        free
    }

    /// True if `deal` turns a card or the waste over.
    fn can_turn(&self) -> bool {
        !self.piles.is_empty(Which::Stock)
            || (self.redeals_left > 0 && !self.piles.is_empty(Which::Waste))
    }

    /// Turns the stock's next card onto the waste, or with the stock empty
    /// turns the waste over to be the stock.
    fn turn(&mut self, event: &mut Event) {
        if let Some(card) = self.piles.pop(Which::Stock) {
            let onto = self.piles.top(Which::Waste);
            self.piles.push(Which::Waste, card);
            event.steps.push(Step::ToWaste {
                card,
                from: None,
                onto,
            });
        } else {
            let cards = self.piles.len(Which::Waste);
            while let Some(card) = self.piles.pop(Which::Waste) {
                self.piles.push(Which::Stock, card);
            }
            self.redeals_left -= 1;
            event.steps.push(Step::Redealt {
                cards,
                passes_left: usize::from(self.redeals_left),
            });
        }
    }

    /// Calls `found` with each removable set's places (ascending) until it
    /// returns true.
    fn find_sets(&self, largest: usize, mut found: impl FnMut(&[usize]) -> bool) {
        let free = self.free_places();
        subsets(&free, 1, largest, &mut Vec::new(), &mut |set| {
            let cards: Vec<Card> = set.iter().map(|(_, c)| *c).collect();
            if self.rule.check_set(&cards).is_ok() {
                let places: Vec<usize> = set.iter().map(|(p, _)| *p).collect();
                found(&places)
            } else {
                false
            }
        });
    }

    /// The free face-up tableau places whose card may go on the waste.
    fn plays(&self) -> impl Iterator<Item = usize> + '_ {
        self.tableau
            .free()
            .into_iter()
            .filter(|&(_, card)| self.takes(card))
            .map(|(spot, _)| spot)
    }

    /// True if `card` may go on the waste: any card on an empty waste.
    fn takes(&self, card: Card) -> bool {
        self.piles
            .top(Which::Waste)
            .is_none_or(|top| self.rule.check_play(card, top).is_ok())
    }

    /// The card a move may use at tableau place `spot`, or why not.
    fn free_card(&self, spot: usize) -> Result<Card, RuleError> {
        let spots = self.spots();
        if spot >= spots {
            return Err(error(format!(
                "There is no position {}; {} has positions 1 to {spots}.",
                spot.saturating_add(1),
                self.rules.game.name()
            )));
        }
        let Some(card) = self.tableau.card(spot) else {
            return Err(error(format!("Position {} is empty.", spot + 1)));
        };
        if !self.tableau.is_face_up(spot) {
            return Err(error(format!(
                "Position {} is face down; it turns up once no card covers it.",
                spot + 1
            )));
        }
        let covering: Vec<Card> = self
            .rule
            .shape()
            .covering(spot)
            .into_iter()
            .filter_map(|s| self.tableau.card(s))
            .collect();
        if !covering.is_empty() {
            return Err(RuleError::new(
                Message::new()
                    .card(card)
                    .text(" is covered by ")
                    .cards(&covering)
                    .text("; only a card no card covers may be used."),
            ));
        }
        Ok(card)
    }

    /// The card a removal may use at `place`: a tableau place, the stock's
    /// top or the waste's top.
    fn removable_card(&self, place: usize) -> Result<Card, RuleError> {
        match place {
            Move::STOCK if !self.rule.shows_stock_top() => Err(error(format!(
                "{}'s stock is face down; deal turns its next card onto the waste.",
                self.rules.game.name()
            ))),
            Move::STOCK => self
                .piles
                .top(Which::Stock)
                .ok_or_else(|| error("The stock is empty.")),
            Move::WASTE => self
                .piles
                .top(Which::Waste)
                .ok_or_else(|| error("The waste is empty.")),
            spot => self.free_card(spot),
        }
    }

    fn check_remove(&self, places: &[usize]) -> Result<(), RuleError> {
        let Action::RemoveSets { largest } = self.rule.action() else {
            return Err(wrong_kind_of_move(self.rules.game));
        };
        if places.is_empty() {
            return Err(error("Name the cards to remove."));
        }
        if places.len() > largest {
            return Err(error(format!(
                "{} removes at most {} at once.",
                self.rules.game.name(),
                plural(largest, "card", "cards")
            )));
        }
        let mut cards = Vec::with_capacity(places.len());
        for (i, &place) in places.iter().enumerate() {
            if places[..i].contains(&place) {
                let named = super::moves::place_of(PlaceKind::Position, place);
                return Err(RuleError::new(
                    Message::new().place(named).text(" is named twice."),
                ));
            }
            cards.push(self.removable_card(place)?);
        }
        self.rule.check_set(&cards).map_err(RuleError::new)
    }

    fn check_play(&self, spot: usize, onto: usize) -> Result<(), RuleError> {
        if self.rule.action() != Action::PlayToWaste {
            return Err(wrong_kind_of_move(self.rules.game));
        }
        if onto != Move::WASTE {
            return Err(error(format!(
                "{} plays cards onto the waste only: move {}.",
                self.rules.game.name(),
                spot.saturating_add(1)
            )));
        }
        // The piles' tops are no tableau places: a move names neither.
        let card = match spot {
            Move::STOCK => return Err(error(PLAY_FROM_STOCK)),
            Move::WASTE => return Err(error(PLAY_FROM_WASTE)),
            spot => self.free_card(spot)?,
        };
        match self.piles.top(Which::Waste) {
            Some(top) => self.rule.check_play(card, top).map_err(RuleError::new),
            None => Ok(()),
        }
    }

    fn check_turn(&self) -> Result<(), RuleError> {
        if self.can_turn() {
            return Ok(());
        }
        let passes = self.rule.passes();
        Err(error(if self.piles.is_empty(Which::Waste) {
            "The stock and the waste are empty.".to_string()
        } else if passes == 1 {
            format!(
                "The stock is empty; {} goes through it once.",
                self.rules.game.name()
            )
        } else {
            format!("The stock is empty and all {passes} passes through it are used.",)
        }))
    }

    /// Takes the card at tableau place `spot`, and adds a step for each
    /// card that is free now and was not before.
    fn take(&mut self, spot: usize, freed: &mut Vec<Step>) {
        let before = self.tableau.clone();
        self.tableau.take(spot);
        for (slot, card) in self.tableau.free() {
            if !before.is_free(slot) {
                freed.push(Step::Uncovered {
                    slot,
                    card,
                    turned_up: !before.is_face_up(slot),
                });
            }
        }
    }
}

// The rules of the game's own follow from `rules`, so equality and hashing
// leave them out.
impl PartialEq for CoveredGame {
    fn eq(&self, other: &Self) -> bool {
        let key = |g: &CoveredGame| {
            (
                g.rules,
                g.tableau.clone(),
                g.piles,
                g.redeals_left,
                g.removed,
            )
        };
        key(self) == key(other)
    }
}

impl Eq for CoveredGame {}

impl Hash for CoveredGame {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (
            self.rules,
            &self.tableau,
            self.piles,
            self.redeals_left,
            self.removed,
        )
            .hash(state);
    }
}

impl Game for CoveredGame {
    fn rules(&self) -> Rules {
        self.rules
    }

    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        match self.rule.action() {
            Action::RemoveSets { largest } => self.find_sets(largest, |places| {
                moves.push(Move::Remove(places.to_vec()));
                false
            }),
            Action::PlayToWaste => moves.extend(self.plays().map(|column| Move::Play {
                column,
                foundation: Move::WASTE,
            })),
        }
        if self.can_turn() {
            moves.push(Move::Turn);
        }
        moves
    }

    fn has_legal_move(&self) -> bool {
        if self.can_turn() {
            return true;
        }
        match self.rule.action() {
            Action::RemoveSets { largest } => {
                let mut any = false;
                self.find_sets(largest, |_| {
                    any = true;
                    true
                });
                any
            }
            Action::PlayToWaste => self.plays().next().is_some(),
        }
    }

    fn check(&self, mv: &Move) -> Result<(), RuleError> {
        match mv {
            Move::Remove(places) => self.check_remove(places),
            Move::Play { column, foundation } => self.check_play(*column, *foundation),
            Move::Turn => self.check_turn(),
            Move::Build { .. } => Err(wrong_kind_of_move(self.rules.game)),
        }
    }

    /// As [`resolve::by_legal_moves`], but in a game that plays onto the
    /// waste `move 23` (or `23`, or `move 23 waste`) plays place 23's card
    /// there.
    fn resolve(&self, asked: Asked, targets: &[Target]) -> Result<Move, RuleError> {
        if self.rule.action() != Action::PlayToWaste {
            return resolve::by_legal_moves(self, asked, targets);
        }
        let from = match (asked, targets) {
            (Asked::Move | Asked::Bare, [from] | [from, Target::Waste]) => *from,
            (Asked::Move | Asked::Bare, [_, _]) => {
                return Err(error(format!(
                    "{} plays onto the waste; name only the position: {}.",
                    self.rules.game.name(),
                    self.rules.game.descriptor().moves.example
                )))
            }
            (Asked::Move | Asked::Bare, _) => {
                return Err(error(format!(
                    "{} moves name one position: {}.",
                    self.rules.game.name(),
                    self.rules.game.descriptor().moves.example
                )))
            }
            (Asked::Remove | Asked::Deal, _) => {
                return resolve::by_legal_moves(self, asked, targets)
            }
        };
        let column = resolve::place(self, from)?;
        resolve::confirmed(
            self,
            Move::Play {
                column,
                foundation: Move::WASTE,
            },
        )
    }

    /// No two moves leave the same position: the places named, in order.
    fn move_key(&self, mv: &Move, alike: Alike) -> MoveKey {
        match alike {
            Alike::Position | Alike::Outcome => MoveKey::of_places(mv),
        }
    }

    fn apply(&mut self, mv: &Move) -> Result<Event, RuleError> {
        self.check(mv)?;
        let mut event = Event::default();
        let mut freed = Vec::new();
        match mv {
            Move::Remove(places) => {
                let mut sorted = places.clone();
                sorted.sort_unstable();
                for place in sorted {
                    let card = match place {
                        Move::STOCK => self.piles.pop(Which::Stock),
                        Move::WASTE => self.piles.pop(Which::Waste),
                        spot => {
                            let card = self.tableau.card(spot);
                            self.take(spot, &mut freed);
                            card
                        }
                    }
                    .expect("checked: the place has a card");
                    event.steps.push(Step::Removed { slot: place, card });
                    self.removed += 1;
                }
            }
            &Move::Play { column, .. } => {
                let card = self.tableau.card(column).expect("checked: a free card");
                self.take(column, &mut freed);
                let onto = self.piles.top(Which::Waste);
                self.piles.push(Which::Waste, card);
                event.steps.push(Step::ToWaste {
                    card,
                    from: Some(column),
                    onto,
                });
            }
            Move::Turn => self.turn(&mut event),
            Move::Build { .. } => unreachable!("check refuses builds"),
        }
        event.steps.extend(freed);
        Ok(event)
    }

    fn is_won(&self) -> bool {
        match self.rule.goal() {
            Goal::EveryCard => {
                self.tableau.is_empty()
                    && self.piles.is_empty(Which::Stock)
                    && self.piles.is_empty(Which::Waste)
            }
            Goal::Tableau => self.tableau.is_empty(),
        }
    }

    fn stock_len(&self) -> usize {
        self.piles.len(Which::Stock)
    }

    fn cleared(&self) -> usize {
        match self.rule.goal() {
            Goal::EveryCard => usize::from(self.removed),
            Goal::Tableau => self.spots() - self.tableau.len(),
        }
    }

    fn unseen(&self) -> Vec<Card> {
        let mut cards = self.unseen_order();
        cards.sort();
        cards
    }

    /// The face-down tableau cards in place order, then the stock's
    /// hidden cards, the next to turn first.
    fn unseen_order(&self) -> Vec<Card> {
        let mut cards = self.tableau.face_down();
        cards.extend(self.hidden_stock());
        cards
    }

    fn with_unseen_order(&self, order: &[Card]) -> Self {
        let face_down = self.tableau.face_down().len();
        let hidden = self.hidden_stock().len();
        assert_eq!(
            order.len(),
            face_down + hidden,
            "an unseen order must hold the unseen cards"
        );
        let (down, stock) = order.split_at(face_down);
        let mut game = self.clone();
        game.tableau = self.tableau.with_face_down(down);
        // The hidden cards lie under any shown top, the next first.
        let shown = self.piles.len(Which::Stock) - hidden;
        for (i, &card) in stock.iter().enumerate() {
            game.piles.cards[self.piles.len(Which::Stock) - 1 - shown - i] = Some(card);
        }
        game
    }
}

impl View for CoveredGame {
    fn board(&self) -> Board {
        let shape = self.rule.shape();
        let spots = shape.spots();
        let shown = |spot: usize| self.tableau.is_face_up(spot);
        Board {
            game: self.rules.game,
            layout: Layout::Covered(shape),
            place_kind: PlaceKind::Position,
            tableau: (0..spots)
                .map(|s| {
                    self.tableau
                        .card(s)
                        .filter(|_| shown(s))
                        .into_iter()
                        .collect()
                })
                .collect(),
            stock: self.piles.len(Which::Stock),
            // A game of removing sets counts every card it removed, stock
            // and waste cards too, whatever its goal counts; a game of
            // playing onto the waste counts the tableau cards played.
            discarded: match self.rule.action() {
                Action::RemoveSets { .. } => Some(usize::from(self.removed)),
                Action::PlayToWaste => None,
            },
            played: match self.rule.action() {
                Action::RemoveSets { .. } => None,
                Action::PlayToWaste => Some(self.cleared()),
            },
            foundations: Vec::new(),
            covered: Some(CoveredView {
                face_down: (0..spots)
                    .filter(|&s| self.tableau.card(s).is_some() && !shown(s))
                    .collect(),
                free: self.tableau.free().into_iter().map(|(s, _)| s).collect(),
                waste: self.piles.cards(Which::Waste),
                stock_top: self
                    .piles
                    .top(Which::Stock)
                    .filter(|_| self.rule.shows_stock_top()),
                passes_left: self.redeals_left(),
                passes: self.rule.passes(),
            }),
        }
    }
}

impl Wording for CoveredGame {
    fn stuck_reason(&self) -> Message {
        let left = plural(self.tableau.len(), "card remains", "cards remain");
        Message::from_text(format!("{}; {left} on the tableau.", self.rule.why_stuck()))
    }
}

#[cfg(test)]
#[path = "covered_tests.rs"]
mod tests;
