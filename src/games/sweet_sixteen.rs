//! Sweet Sixteen: sixteen piles of one card each and a stock of 36. Move the
//! top card of a pile onto the top card of another pile when it is one rank
//! lower and of the other colour (no wrap: nothing goes on an ace). A pile
//! emptied by a move is refilled at once from the stock. Won the moment the
//! stock is empty; lost when no card can ever be dealt again while the stock
//! holds cards: no move is possible, or only moves that shuttle cards
//! between piles without ever emptying one.

use super::descriptor::{
    Budget, Cleared, GameDescriptor, HintPlan, MoveShape, MoveUsage, Progress, SHOW_STOCK_AND_ROWS,
    STANDARD_ONLY,
};
use super::{
    wrong_kind_of_move, Alike, AnyGame, Board, Event, Game, GameId, Layout, Move, MoveKey, Outcome,
    RuleError, Rules, Step, Stock, View, Wording,
};
use crate::cards::Card;
use crate::deal::Deal;
use crate::message::{Message, Place, PlaceKind};
use crate::words::plural;

pub mod classes;

/// The number of piles.
pub const PILES: usize = 16;

/// The budget of the `hint` command in Sweet Sixteen, whose states cost
/// about ten times a removal game's to search: a tenth of a second at most.
pub const HINT_BUDGET: Budget = Budget {
    samples: 2_000,
    nodes_per_solve: 2_000,
    total_nodes: 80_000,
};

/// The budget of a review's judging of one move: half a hint's, as Sweet
/// Sixteen is the slowest game to judge, so that a 50-move game is reviewed
/// within 2 s on a loaded two-core machine (docs/performance.md).
pub const REVIEW_BUDGET: Budget = Budget {
    total_nodes: HINT_BUDGET.total_nodes / 2,
    ..HINT_BUDGET
};

/// A Sweet Sixteen game in progress. Each pile is kept as its top card and,
/// for every card, the card beneath it, so a state is about 70 bytes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SweetSixteen {
    tops: [Option<Card>; PILES],
    under: [Option<Card>; 52],
    stock: Stock,
}

/// True if `card` may go on `target`: one rank lower and the other colour.
pub fn builds_on(card: Card, target: Card) -> bool {
    card.rank().number() + 1 == target.rank().number() && card.colour() != target.colour()
}

/// "an ace", "an eight", "a seven".
fn with_article(name: &str) -> String {
    let article = if name.starts_with(['a', 'e']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {name}")
}

impl SweetSixteen {
    /// Deals cards 1..16 to piles 1..16; the other 36 form the stock.
    pub fn new(deal: &Deal) -> (SweetSixteen, Event) {
        let mut game = SweetSixteen {
            tops: [None; PILES],
            under: [None; 52],
            stock: Stock::new(deal, 0),
        };
        let mut event = Event::default();
        for pile in 0..PILES {
            game.refill(pile, &mut event);
        }
        (game, event)
    }

    /// The top card of 0-based `pile`, if any.
    pub fn top(&self, pile: usize) -> Option<Card> {
        self.tops.get(pile).copied().flatten()
    }

    /// The cards of 0-based `pile`, bottom first.
    pub fn pile(&self, pile: usize) -> Vec<Card> {
        super::stack_cards(self.top(pile), &self.under)
    }

    fn refill(&mut self, pile: usize, event: &mut Event) {
        if let Some(card) = self.stock.draw() {
            self.tops[pile] = Some(card);
            self.under[card.index()] = None;
            event.steps.push(Step::Dealt { slot: pile, card });
        }
    }

    fn pile_place(pile: usize) -> Place {
        Place::at(PlaceKind::Pile, pile)
    }

    fn checked_top(&self, pile: usize) -> Result<Card, RuleError> {
        if pile >= PILES {
            return Err(RuleError::new(Message::from_text(format!(
                "There is no pile {}; Sweet Sixteen has piles 1 to {PILES}.",
                pile.saturating_add(1)
            ))));
        }
        self.tops[pile].ok_or_else(|| {
            RuleError::new(Message::from_text(format!("Pile {} is empty.", pile + 1)))
        })
    }
}

/// "5H cannot go on 7C; only a six goes on a seven.": `card` refused on
/// `target` for the reason `why`.
fn cannot_go_on(card: Card, target: Card, why: &str) -> RuleError {
    RuleError::new(
        Message::new()
            .card(card)
            .text(" cannot go on ")
            .card(target)
            .text(format!("; {why}.")),
    )
}

impl Game for SweetSixteen {
    fn rules(&self) -> Rules {
        Rules::standard(GameId::SweetSixteen)
    }

    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        for (from, card) in self.tops.iter().enumerate() {
            let Some(card) = card else { continue };
            for (to, target) in self.tops.iter().enumerate() {
                if target.is_some_and(|t| builds_on(*card, t)) {
                    moves.push(Move::Build { from, to });
                }
            }
        }
        moves
    }

    fn check(&self, mv: &Move) -> Result<(), RuleError> {
        let Move::Build { from, to } = *mv else {
            return Err(wrong_kind_of_move(GameId::SweetSixteen));
        };
        let card = self.checked_top(from)?;
        let target = self.checked_top(to)?;
        if from == to {
            return Err(RuleError::new(
                Message::new()
                    .card(card)
                    .text(" is already on ")
                    .place(Self::pile_place(from))
                    .text("."),
            ));
        }
        if card.rank().number() + 1 != target.rank().number() {
            let why = if target.rank().number() == 1 {
                "nothing goes on an ace".to_string()
            } else {
                let below = crate::cards::Rank::new(target.rank().number() - 1)
                    .expect("rank above ace has one below");
                format!(
                    "only {} goes on {}",
                    with_article(below.name()),
                    with_article(target.rank().name())
                )
            };
            return Err(cannot_go_on(card, target, &why));
        }
        if card.colour() == target.colour() {
            return Err(cannot_go_on(card, target, "both are the same colour"));
        }
        Ok(())
    }

    /// Builds alike in outcome move a card between piles of the same top
    /// ranks, colours and lengths: the positions they leave differ only in
    /// suits within a colour and the order of the piles, which the
    /// solver's classes ignore.
    fn move_key(&self, mv: &Move, alike: Alike) -> MoveKey {
        match (mv, alike) {
            (Move::Build { from, to }, Alike::Outcome) => {
                let pile = |p: usize| {
                    let top = self.top(p).expect("a build names two piles");
                    [
                        usize::from(top.rank().number()),
                        top.colour() as usize,
                        self.pile(p).len(),
                    ]
                };
                MoveKey([pile(*from), pile(*to)].concat())
            }
            (_, Alike::Position | Alike::Outcome) => MoveKey::of_places(mv),
        }
    }

    /// The sum of the squares of the pile lengths. A move that empties no
    /// pile can always be undone by one move (the card goes back onto the
    /// pile it left, whose top is now one rank higher and of the other
    /// colour), so it never changes whether the deal can be won; only a move
    /// that empties a pile (and deals) does. Such a move takes a card from a
    /// pile of length `a` onto one of length `b` and changes the sum by
    /// `2(b - a + 1)`, and its inverse by the negative of that, so of a move
    /// and its inverse at most one raises the sum, and moves that lengthen
    /// the longer build are preferred. A move that keeps it (a card from a
    /// pile of length `a` onto one of length `a - 1`) leads to the same
    /// position up to suits and pile order.
    fn shuttle_measure(&self) -> Option<usize> {
        Some((0..PILES).map(|p| self.pile(p).len().pow(2)).sum())
    }

    fn apply(&mut self, mv: &Move) -> Result<Event, RuleError> {
        self.check(mv)?;
        let Move::Build { from, to } = *mv else {
            unreachable!("check accepts only builds")
        };
        let card = self.tops[from].expect("checked: pile has a top");
        let onto = self.tops[to].expect("checked: pile has a top");
        self.tops[from] = self.under[card.index()];
        self.under[card.index()] = Some(onto);
        self.tops[to] = Some(card);
        let mut event = Event {
            steps: vec![Step::Moved {
                card,
                from,
                onto,
                to,
            }],
        };
        if self.tops[from].is_none() {
            self.refill(from, &mut event);
        }
        Ok(event)
    }

    fn is_won(&self) -> bool {
        self.stock.is_empty()
    }

    /// Won once the stock is empty; lost once no card can ever be dealt
    /// again (the class analysis the solver searches over decides it, so
    /// play, `hint` and `solve` agree); else playing. With no legal move, no card can be
    /// dealt, so this covers the blocked game too.
    fn outcome(&self) -> Outcome {
        if self.is_won() {
            Outcome::Won
        } else if classes::can_still_deal(self) {
            Outcome::Playing
        } else {
            Outcome::Lost
        }
    }

    fn has_legal_move(&self) -> bool {
        let tops = self.tops.iter().flatten();
        tops.clone()
            .any(|card| tops.clone().any(|target| builds_on(*card, *target)))
    }

    fn stock_len(&self) -> usize {
        self.stock.len()
    }

    fn cleared(&self) -> usize {
        self.stock.dealt() - PILES
    }

    fn unseen(&self) -> Vec<Card> {
        self.stock.unseen()
    }

    fn unseen_order(&self) -> Vec<Card> {
        self.stock.order()
    }

    fn with_unseen_order(&self, order: &[Card]) -> Self {
        SweetSixteen {
            stock: self.stock.reordered(order),
            ..self.clone()
        }
    }
}

impl View for SweetSixteen {
    fn board(&self) -> Board {
        Board {
            game: GameId::SweetSixteen,
            layout: Layout::Piles { columns: 8 },
            place_kind: PlaceKind::Pile,
            tableau: (0..PILES).map(|p| self.pile(p)).collect(),
            stock: self.stock.len(),
            discarded: None,
            played: None,
            foundations: Vec::new(),
            covered: None,
        }
    }
}

impl Wording for SweetSixteen {
    fn stuck_reason(&self) -> Message {
        let left = self.stock.len();
        let left = plural(left, "card is", "cards are");
        Message::from_text(if self.has_legal_move() {
            format!(
                "No card can ever be dealt again; only moves between piles are left, and {left} still in the stock."
            )
        } else {
            format!(
                "No top card is one rank below a top card of the other colour; {left} still in the stock."
            )
        })
    }
}

#[cfg(test)]
#[path = "sweet_sixteen_tests.rs"]
mod tests;

/// Sweet Sixteen, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "sweet-sixteen",
    name: "Sweet Sixteen",
    summary: "16 piles; build down in alternate colours to empty the stock.",
    place_kind: PlaceKind::Pile,
    rules_doc: include_str!("../../docs/rules/sweet-sixteen.md"),
    goal: "the stock is empty",
    cleared: Cleared {
        noun: "dealt from the stock",
        total: 52,
    },
    progress: Progress::Stock,
    moves: MoveUsage {
        shape: MoveShape::Build,
        how: "moves one card at a time",
        example: "move FROM TO",
        usage: "move FROM TO",
        summary: "move a top card onto another pile: move~3~7, move~5h~6c
  3 7                 a bare line of two piles does the same",
        spoken: "move~3~7: moves pile 3's top to pile 7.",
        remove_help: "remove: Sweet Sixteen removes no cards. Move a pile's top card instead. \
Example: move~3~7.",
        move_help: "move~FROM~TO: move a pile's top card. It goes onto pile TO. \
Name a pile by its number or top card. Example: move~3~7, or move~5h~6c. \
Two piles alone do the same:~3~7.",
    },
    turns_stock: false,
    show: SHOW_STOCK_AND_ROWS,
    variants: STANDARD_ONLY,
    deal: |_, deal| {
        let (game, event) = SweetSixteen::new(deal);
        (AnyGame::SweetSixteen(game), event)
    },
    hint: HintPlan {
        review: REVIEW_BUDGET,
        ..HintPlan::sampled(HINT_BUDGET)
    },
    layout: None,
    cover: None,
};
