//! Eliminator: four columns of thirteen face-up cards, dealt round-robin (card
//! k goes on column k mod 4, so the last four cards dealt are the playable
//! tops). A move plays a column's top card to a foundation: an empty
//! foundation takes any card; otherwise the card must be one rank above or
//! below the foundation's top card, suit ignored, with king and ace adjacent.
//! Cards never move between columns or leave a foundation; empty columns stay
//! empty. Won when all 52 cards are on foundations.

use super::descriptor::{
    Cleared, FastSolver, GameDescriptor, HintStrategy, MoveShape, MoveUsage, Progress, ShowUsage,
    VariantOptions,
};
use super::foundation_shape::{DealLayout, FoundationStart, Succession};
use super::resolve::{self, error, Asked, Target};
use super::{
    wrong_kind_of_move, AnyGame, Board, Event, Game, GameId, Layout, Move, RuleError, Rules, Step,
    Variant,
};
use crate::cards::{Card, Rank};
use crate::deal::Deal;
use crate::message::{Message, Place, PlaceKind};

/// The number of tableau columns.
pub const COLUMNS: usize = 4;
/// The most foundations the game is played with.
pub const MAX_FOUNDATIONS: usize = 6;

/// True if ranks `a` and `b` are one apart, counting king and ace as adjacent.
pub fn ranks_adjacent(a: Rank, b: Rank) -> bool {
    let (a, b) = (a.number(), b.number());
    a.abs_diff(b) == 1 || a.abs_diff(b) == 12
}

/// An Eliminator game in progress.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Eliminator {
    deal: [Card; 52],
    heights: [u8; COLUMNS],
    foundation_tops: [Option<Card>; MAX_FOUNDATIONS],
    under: [Option<Card>; 52],
    foundations: u8,
    played: u8,
}

impl Eliminator {
    /// Deals the 52 cards round-robin into four columns, with `foundations`
    /// (4 to 6) empty foundations.
    pub fn new(deal: &Deal, foundations: usize) -> (Eliminator, Event) {
        assert!(
            (4..=MAX_FOUNDATIONS).contains(&foundations),
            "Eliminator has 4 to 6 foundations"
        );
        let game = Eliminator {
            deal: *deal.cards(),
            heights: [13; COLUMNS],
            foundation_tops: [None; MAX_FOUNDATIONS],
            under: [None; 52],
            foundations: foundations as u8,
            played: 0,
        };
        (game, Event::default())
    }

    /// The number of foundations in play.
    pub fn foundation_count(&self) -> usize {
        usize::from(self.foundations)
    }

    /// The cards of 0-based `column`, bottom first.
    pub fn column(&self, column: usize) -> Vec<Card> {
        (0..usize::from(self.heights[column]))
            .map(|i| self.deal[column + COLUMNS * i])
            .collect()
    }

    /// The playable top card of 0-based `column`, if it has cards.
    pub fn column_top(&self, column: usize) -> Option<Card> {
        let height = usize::from(*self.heights.get(column)?);
        (height > 0).then(|| self.deal[column + COLUMNS * (height - 1)])
    }

    /// The top card of 0-based `foundation`, if it has cards.
    pub fn foundation_top(&self, foundation: usize) -> Option<Card> {
        self.foundation_tops.get(foundation).copied().flatten()
    }

    /// The cards of 0-based `foundation`, bottom first.
    pub fn foundation(&self, foundation: usize) -> Vec<Card> {
        super::stack_cards(self.foundation_top(foundation), &self.under)
    }

    /// True if `card` may go on 0-based `foundation`.
    pub fn foundation_takes(&self, foundation: usize, card: Card) -> bool {
        match self.foundation_top(foundation) {
            None => foundation < self.foundation_count(),
            Some(top) => ranks_adjacent(card.rank(), top.rank()),
        }
    }

    /// The foundation a bare `move COLUMN` plays to: the first non-empty
    /// foundation that takes the column's top card, else the first empty one.
    pub fn foundation_for(&self, column: usize) -> Option<usize> {
        let card = self.column_top(column)?;
        let open = 0..self.foundation_count();
        open.clone()
            .find(|&f| self.foundation_top(f).is_some() && self.foundation_takes(f, card))
            .or_else(|| open.clone().find(|&f| self.foundation_top(f).is_none()))
    }
}

impl Game for Eliminator {
    fn rules(&self) -> Rules {
        let variant = match self.foundations {
            6 => Variant::Standard,
            n => Variant::Foundations(n),
        };
        Rules {
            game: GameId::Eliminator,
            variant,
        }
    }

    fn board(&self) -> Board {
        Board {
            game: GameId::Eliminator,
            layout: Layout::Columns,
            place_kind: PlaceKind::Column,
            tableau: (0..COLUMNS).map(|c| self.column(c)).collect(),
            stock: 0,
            discarded: None,
            foundations: (0..self.foundation_count())
                .map(|f| self.foundation(f))
                .collect(),
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        for column in 0..COLUMNS {
            let Some(card) = self.column_top(column) else {
                continue;
            };
            for foundation in 0..self.foundation_count() {
                if self.foundation_takes(foundation, card) {
                    moves.push(Move::Play { column, foundation });
                }
            }
        }
        moves
    }

    fn check(&self, mv: &Move) -> Result<(), RuleError> {
        let Move::Play { column, foundation } = *mv else {
            return Err(wrong_kind_of_move(GameId::Eliminator));
        };
        if column >= COLUMNS {
            return Err(RuleError::new(Message::from_text(format!(
                "There is no column {}; Eliminator has columns 1 to {COLUMNS}.",
                column.saturating_add(1)
            ))));
        }
        if foundation >= self.foundation_count() {
            return Err(RuleError::new(Message::from_text(format!(
                "There is no foundation f{}; this game has foundations f1 to f{}.",
                foundation.saturating_add(1),
                self.foundation_count()
            ))));
        }
        let card = self.column_top(column).ok_or_else(|| {
            RuleError::new(Message::from_text(format!(
                "Column {} is empty.",
                column + 1
            )))
        })?;
        match self.foundation_top(foundation) {
            Some(top) if !ranks_adjacent(card.rank(), top.rank()) => Err(RuleError::new(
                Message::new()
                    .card(card)
                    .text(" cannot go on ")
                    .card(top)
                    .text(" at ")
                    .place(Place::at(PlaceKind::Foundation, foundation))
                    .text("; a card goes one rank above or below, with king and ace adjacent."),
            )),
            _ => Ok(()),
        }
    }

    /// As [`resolve::by_legal_moves`], but `move 2` (a column and no
    /// foundation) plays to the foundation [`Eliminator::foundation_for`] picks.
    fn resolve(&self, asked: Asked, targets: &[Target]) -> Result<Move, RuleError> {
        let (Asked::Move | Asked::Bare, [from]) = (asked, targets) else {
            return resolve::by_legal_moves(self, asked, targets);
        };
        let column = resolve::place(self, *from)?;
        let foundation = if column >= COLUMNS {
            // Let the rules report the bad column.
            0
        } else {
            match (self.column_top(column), self.foundation_for(column)) {
                (None, _) => return Err(error(format!("Column {} is empty.", column + 1))),
                (Some(card), None) => {
                    return Err(RuleError::new(Message::new().card(card).text(
                        " fits no foundation; each foundation's top is not one rank away.",
                    )))
                }
                (Some(_), Some(f)) => f,
            }
        };
        resolve::confirmed(self, Move::Play { column, foundation })
    }

    fn apply(&mut self, mv: &Move) -> Result<Event, RuleError> {
        self.check(mv)?;
        let Move::Play { column, foundation } = *mv else {
            unreachable!("check accepts only plays")
        };
        let card = self.column_top(column).expect("checked: column has a top");
        let onto = self.foundation_tops[foundation];
        self.heights[column] -= 1;
        self.under[card.index()] = onto;
        self.foundation_tops[foundation] = Some(card);
        self.played += 1;
        Ok(Event {
            steps: vec![Step::Played {
                card,
                column,
                foundation,
                onto,
            }],
        })
    }

    fn is_won(&self) -> bool {
        self.played == 52
    }

    fn has_legal_move(&self) -> bool {
        (0..COLUMNS).any(|column| {
            self.column_top(column).is_some_and(|card| {
                (0..self.foundation_count()).any(|f| self.foundation_takes(f, card))
            })
        })
    }

    fn stock_len(&self) -> usize {
        0
    }

    fn cleared(&self) -> usize {
        usize::from(self.played)
    }

    fn stuck_reason(&self) -> Message {
        let left = 52 - self.cleared();
        Message::from_text(format!(
            "No column's top card is one rank from a foundation's top card; {left} {} remain in the columns.",
            if left == 1 { "card" } else { "cards" }
        ))
    }

    fn unseen(&self) -> Vec<Card> {
        Vec::new()
    }

    fn with_stock_order(&self, order: &[Card]) -> Self {
        assert!(order.is_empty(), "Eliminator has no stock");
        self.clone()
    }
}

#[cfg(test)]
#[path = "eliminator_tests.rs"]
mod tests;

/// Eliminator, as the program names, explains and solves it.
pub const DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "eliminator",
    name: "Eliminator",
    summary: "4 columns; play tops to foundations a rank up or down, wrapping.",
    place_kind: PlaceKind::Column,
    rules_doc: include_str!("../../docs/rules/eliminator.md"),
    goal: "all 52 cards are on the foundations",
    cleared: Cleared {
        noun: "played to foundations",
        total: 52,
    },
    progress: Progress::Tableau,
    moves: MoveUsage {
        shape: MoveShape::Play,
        how: "plays column tops to foundations",
        example: "move COLUMN fN",
        usage: "move COL [fN]",
        summary: "play a column's top card to a foundation: move~2~f1
  2 f1                a bare line does the same; move~2 picks the foundation",
        spoken: "move: plays a column's top card to a foundation, as in move~2~f1.",
        remove_help:
            "remove: Eliminator removes no cards; play a column's top card to a foundation \
instead. Example: move~2~f1.",
        move_help: "move~COLUMN~[fN]: play the top card of a column to a foundation. Example: \
move~2~f1. move~2 alone picks the first foundation that takes the card, preferring one \
that already has cards. A bare line does the same:~2~f1.",
    },
    show: ShowUsage {
        words: &["foundations"],
        summary: "the board, or one part: show~3, show~f1, show~foundations",
        help: "show~[PART]: print the board again, or read one part of it. show~N reads \
one column from bottom to top; show~fN one foundation; show~foundations every \
foundation. Example: show~3, or show~f1.",
        spoken: "show: reads the board; show~3 and show~f1 read one part.",
    },
    options: VariantOptions {
        pairs: false,
        foundations: true,
    },
    deal: |rules, deal| {
        let (game, event) = Eliminator::new(deal, rules.foundations());
        (AnyGame::Eliminator(game), event)
    },
    // Nothing is hidden in Eliminator: the position can be solved outright.
    hint: |_| HintStrategy::Solved,
    solver: |_| Some(FastSolver::Eliminator),
    layout: Some(DealLayout {
        columns: COLUMNS,
        height: 13,
        start: FoundationStart::Empty,
        talon: 0,
        succession: Succession::Wrapping,
    }),
};
