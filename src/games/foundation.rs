//! The foundation engine, shared by Eliminator, Black Hole, All in a Row and
//! Golf: face-up columns dealt as the game's [`DealLayout`] says, whose top
//! cards play to foundations that take a card one rank above or below their
//! top, suit ignored (the [`Succession`] says what happens at the king).
//! An empty foundation takes any card. Cards never move between columns or
//! leave a foundation; empty columns stay empty. A game with a talon (Golf)
//! may turn its next card onto the first foundation at any time. Won when
//! every column card is on a foundation.

use super::descriptor::{Budget, ShowUsage};
use super::foundation_shape::{DealLayout, FoundationStart, Succession};
use super::resolve::{self, error, Asked, Target};
use super::{
    wrong_kind_of_move, Alike, AnyGame, Board, Event, Game, Layout, Move, MoveKey, RuleError,
    Rules, Step, Stock, View, Wording,
};
use crate::cards::Card;
use crate::deal::Deal;
use crate::message::{Message, Place, PlaceKind};
use crate::words::plural;

/// The budget of the `hint` command where nothing is hidden (Eliminator,
/// All in a Row; Black Hole has its own): half decides the position, half
/// ranks the moves when it is lost or undecided. A review judges each move
/// with the same budget.
pub const SOLVED_HINT_BUDGET: Budget = Budget {
    samples: 1,
    nodes_per_solve: 2_000,
    total_nodes: 200_000,
};

/// The most foundations a game is played with (Eliminator's six).
pub const MAX_FOUNDATIONS: usize = 6;

/// How `show` works in a game of columns and one foundation (All in a
/// Row, Golf).
pub const ONE_FOUNDATION_SHOW: ShowUsage = ShowUsage {
    words: &["foundations"],
    summary: "the board, or one part: show~3, show~f1",
    help: "show~[PART]: print the board again. Or read one part of it. \
show~N reads one column, bottom to top. show~f1 reads the foundation. \
Example: show~3, or show~f1.",
    spoken: "show: reads the board; show~f1, a part.",
};

/// `help move` in a game of columns and one foundation (Black Hole, All in
/// a Row, Golf).
pub const FOUNDATION_MOVE_HELP: &str = "move~COL: play a column's top card. \
It goes to the foundation. Example: move~2. A number alone does the same:~2. \
move~2~f1 names the foundation too.";

/// The [`MoveUsage`](super::descriptor::MoveUsage) of a game of columns
/// whose tops are played to one foundation (All in a Row, Black Hole; Golf
/// adds its stock to the summary): `$game` is the name its `help remove`
/// gives it.
macro_rules! play_column_tops {
    ($game:literal) => {
        $crate::games::descriptor::MoveUsage {
            shape: $crate::games::descriptor::MoveShape::Play,
            how: "plays column tops to the foundation",
            example: "move COLUMN",
            usage: "move COL",
            summary: "play a column's top card to the foundation: move~2
  2                   a bare line does the same",
            spoken: "move~2: plays column 2's top card.",
            remove_help: concat!(
                "remove: ",
                $game,
                " removes no cards. Play a column's top card instead. Example: move~2."
            ),
            move_help: $crate::games::foundation::FOUNDATION_MOVE_HELP,
        }
    };
}
pub(crate) use play_column_tops;

/// Deals `deal` as `layout` says, onto one foundation: the `deal` of a
/// one-foundation game's descriptor.
pub fn deal_one_foundation(rules: Rules, layout: DealLayout, deal: &Deal) -> (AnyGame, Event) {
    let game = FoundationGame::new(rules, layout, deal, 1);
    (AnyGame::Foundation(game), Default::default())
}

/// A foundation game in progress.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FoundationGame {
    rules: Rules,
    layout: DealLayout,
    /// The columns as dealt, bottom first; `heights` says how much is left.
    columns: Vec<Vec<Card>>,
    heights: Vec<u8>,
    foundation_tops: [Option<Card>; MAX_FOUNDATIONS],
    under: [Option<Card>; 52],
    foundations: u8,
    talon: Stock,
    /// Cards played from the columns.
    played: u8,
}

impl FoundationGame {
    /// Deals `deal` as `layout` says, with `foundations` (1 to 6)
    /// foundations, under `rules`.
    pub fn new(
        rules: Rules,
        layout: DealLayout,
        deal: &Deal,
        foundations: usize,
    ) -> FoundationGame {
        assert!(
            (1..=MAX_FOUNDATIONS).contains(&foundations),
            "a foundation game has 1 to 6 foundations"
        );
        assert!(
            layout.talon == 0 || layout.start != FoundationStart::Empty || foundations == 1,
            "a talon turns onto the one foundation"
        );
        let dealt = layout.deal(deal.cards());
        let mut foundation_tops = [None; MAX_FOUNDATIONS];
        foundation_tops[0] = dealt.foundation;
        FoundationGame {
            rules,
            layout,
            heights: dealt.columns.iter().map(|c| c.len() as u8).collect(),
            columns: dealt.columns,
            foundation_tops,
            under: [None; 52],
            foundations: foundations as u8,
            talon: Stock::new(deal, 52 - layout.talon),
            played: 0,
        }
    }

    /// How the game was dealt.
    pub fn layout(&self) -> DealLayout {
        self.layout
    }

    /// The number of columns.
    pub fn column_count(&self) -> usize {
        self.columns.len()
    }

    /// The number of foundations in play.
    pub fn foundation_count(&self) -> usize {
        usize::from(self.foundations)
    }

    /// Which card a foundation takes in this game.
    pub fn succession(&self) -> Succession {
        self.layout.succession
    }

    /// The cards of 0-based `column`, bottom first.
    pub fn column(&self, column: usize) -> Vec<Card> {
        self.columns[column][..usize::from(self.heights[column])].to_vec()
    }

    /// The playable top card of 0-based `column`, if it has cards.
    pub fn column_top(&self, column: usize) -> Option<Card> {
        let height = usize::from(*self.heights.get(column)?);
        height.checked_sub(1).map(|i| self.columns[column][i])
    }

    /// The top card of 0-based `foundation`, if it has cards.
    pub fn foundation_top(&self, foundation: usize) -> Option<Card> {
        self.foundation_tops.get(foundation).copied().flatten()
    }

    /// The cards of 0-based `foundation`, bottom first.
    pub fn foundation(&self, foundation: usize) -> Vec<Card> {
        super::stack_cards(self.foundation_top(foundation), &self.under)
    }

    /// The talon's cards still to turn, the next first (what the solver
    /// knows; the player sees only how many).
    pub fn talon(&self) -> Vec<Card> {
        let mut rest = self.talon.clone();
        std::iter::from_fn(|| rest.draw()).collect()
    }

    /// True if `card` may go on 0-based `foundation`.
    pub fn foundation_takes(&self, foundation: usize, card: Card) -> bool {
        match self.foundation_top(foundation) {
            None => foundation < self.foundation_count(),
            Some(top) => self.layout.succession.takes(top.rank(), card.rank()),
        }
    }

    /// The foundation a bare `move COLUMN` plays to: the first non-empty
    /// foundation that takes the column's top card, else the first empty
    /// one (which stands for them all: [`FoundationGame::standing_for`]).
    pub fn foundation_for(&self, column: usize) -> Option<usize> {
        let card = self.column_top(column)?;
        (0..self.foundation_count())
            .find(|&f| self.foundation_top(f).is_some() && self.foundation_takes(f, card))
            .or_else(|| self.first_empty_foundation())
    }

    /// The first foundation in play with no cards, if any.
    fn first_empty_foundation(&self) -> Option<usize> {
        (0..self.foundation_count()).find(|&f| self.foundation_top(f).is_none())
    }

    /// The foundation that stands for 0-based `foundation` when a card is
    /// played there: a card played to any empty foundation leaves the same
    /// position, so the first empty one stands for every empty one; any
    /// other foundation stands for itself.
    pub fn standing_for(&self, foundation: usize) -> usize {
        let empty =
            foundation < self.foundation_count() && self.foundation_top(foundation).is_none();
        match (empty, self.first_empty_foundation()) {
            (true, Some(first)) => first,
            _ => foundation,
        }
    }

    /// The game's name, for its sentences.
    fn name(&self) -> &'static str {
        self.rules.game.name()
    }

    fn check_play(&self, column: usize, foundation: usize) -> Result<(), RuleError> {
        let columns = self.column_count();
        if column >= columns {
            return Err(RuleError::new(Message::from_text(format!(
                "There is no column {}; {} has columns 1 to {columns}.",
                column.saturating_add(1),
                self.name()
            ))));
        }
        if foundation >= self.foundation_count() {
            return Err(RuleError::new(Message::from_text(
                match self.foundation_count() {
                    1 => format!(
                        "There is no foundation f{}; {} has one foundation, f1.",
                        foundation.saturating_add(1),
                        self.name()
                    ),
                    n => format!(
                        "There is no foundation f{}; this game has foundations f1 to f{n}.",
                        foundation.saturating_add(1),
                    ),
                },
            )));
        }
        let card = self
            .column_top(column)
            .ok_or_else(|| error(format!("Column {} is empty.", column + 1)))?;
        match self.foundation_top(foundation) {
            Some(top) if !self.foundation_takes(foundation, card) => Err(RuleError::new(
                Message::new()
                    .card(card)
                    .text(" cannot go on ")
                    .card(top)
                    .text(" at ")
                    .place(Place::at(PlaceKind::Foundation, foundation))
                    .text(self.layout.succession.rule_text(top.rank())),
            )),
            _ => Ok(()),
        }
    }

    fn check_turn(&self) -> Result<(), RuleError> {
        if self.layout.talon == 0 {
            return Err(wrong_kind_of_move(self.rules.game));
        }
        if self.talon.is_empty() {
            return Err(error(
                "The stock is empty; play a column's top card instead.".to_string(),
            ));
        }
        if self.is_won() {
            return Err(error(
                "The columns are empty: the game is won, and the stock is not turned.".to_string(),
            ));
        }
        Ok(())
    }
}

impl Game for FoundationGame {
    fn rules(&self) -> Rules {
        self.rules
    }

    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        for column in 0..self.column_count() {
            let Some(card) = self.column_top(column) else {
                continue;
            };
            for foundation in 0..self.foundation_count() {
                if self.foundation_takes(foundation, card) {
                    moves.push(Move::Play { column, foundation });
                }
            }
        }
        if !self.talon.is_empty() && !self.is_won() {
            moves.push(Move::Turn);
        }
        moves
    }

    fn check(&self, mv: &Move) -> Result<(), RuleError> {
        match *mv {
            Move::Play { column, foundation } => self.check_play(column, foundation),
            Move::Turn => self.check_turn(),
            Move::Remove(_) | Move::Build { .. } => Err(wrong_kind_of_move(self.rules.game)),
        }
    }

    /// As [`resolve::by_legal_moves`], but `move 2` (a column and no
    /// foundation) plays to the foundation [`FoundationGame::foundation_for`]
    /// picks.
    fn resolve(&self, asked: Asked, targets: &[Target]) -> Result<Move, RuleError> {
        let (Asked::Move | Asked::Bare, [from]) = (asked, targets) else {
            return resolve::by_legal_moves(self, asked, targets);
        };
        let column = resolve::place(self, *from)?;
        let foundation = if column >= self.column_count() {
            // Let the rules report the bad column.
            0
        } else {
            match (self.column_top(column), self.foundation_for(column)) {
                (None, _) => return Err(error(format!("Column {} is empty.", column + 1))),
                // With one foundation, the rules say why it does not fit.
                (Some(_), None) if self.foundation_count() == 1 => 0,
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

    /// A card played to any of several empty foundations is one move
    /// ([`FoundationGame::standing_for`]), at either strength: suits never
    /// matter to the solver, and it already treats empty foundations alike.
    fn move_key(&self, mv: &Move, alike: Alike) -> MoveKey {
        match (mv, alike) {
            (&Move::Play { column, foundation }, Alike::Position | Alike::Outcome) => {
                MoveKey(vec![column, self.standing_for(foundation)])
            }
            (_, Alike::Position | Alike::Outcome) => MoveKey::of_places(mv),
        }
    }

    fn apply(&mut self, mv: &Move) -> Result<Event, RuleError> {
        self.check(mv)?;
        let (card, step) = match *mv {
            Move::Play { column, foundation } => {
                let card = self.column_top(column).expect("checked: column has a top");
                self.heights[column] -= 1;
                self.played += 1;
                let onto = self.foundation_tops[foundation];
                let step = Step::Played {
                    card,
                    column,
                    foundation,
                    onto,
                };
                (card, (step, foundation))
            }
            Move::Turn => {
                let card = self.talon.draw().expect("checked: the talon has cards");
                let onto = self.foundation_tops[0];
                (card, (Step::Turned { card, onto }, 0))
            }
            Move::Remove(_) | Move::Build { .. } => unreachable!("check accepts only plays"),
        };
        let (step, foundation) = step;
        self.under[card.index()] = self.foundation_tops[foundation];
        self.foundation_tops[foundation] = Some(card);
        Ok(Event { steps: vec![step] })
    }

    fn is_won(&self) -> bool {
        usize::from(self.played) == self.layout.column_cards()
    }

    fn has_legal_move(&self) -> bool {
        (!self.talon.is_empty() && !self.is_won())
            || (0..self.column_count()).any(|column| {
                self.column_top(column).is_some_and(|card| {
                    (0..self.foundation_count()).any(|f| self.foundation_takes(f, card))
                })
            })
    }

    fn stock_len(&self) -> usize {
        self.talon.len()
    }

    fn cleared(&self) -> usize {
        usize::from(self.played)
    }

    fn unseen(&self) -> Vec<Card> {
        self.talon.unseen()
    }

    fn unseen_order(&self) -> Vec<Card> {
        self.talon.order()
    }

    fn with_unseen_order(&self, order: &[Card]) -> Self {
        FoundationGame {
            talon: self.talon.reordered(order),
            ..self.clone()
        }
    }
}

impl View for FoundationGame {
    fn board(&self) -> Board {
        Board {
            game: self.rules.game,
            layout: Layout::Columns,
            place_kind: PlaceKind::Column,
            tableau: (0..self.column_count()).map(|c| self.column(c)).collect(),
            stock: self.talon.len(),
            discarded: None,
            played: Some(self.cleared()),
            foundations: (0..self.foundation_count())
                .map(|f| self.foundation(f))
                .collect(),
            covered: None,
        }
    }
}

impl Wording for FoundationGame {
    fn stuck_reason(&self) -> Message {
        let left = self.layout.column_cards() - self.cleared();
        let which = if self.foundation_count() == 1 {
            "the"
        } else {
            "a"
        };
        let stock = if self.layout.talon > 0 {
            " and the stock is empty"
        } else {
            ""
        };
        let left = plural(left, "card remains", "cards remain");
        Message::from_text(format!(
            "No column's top card is one rank from {which} foundation's top card{stock}; {left} in the columns."
        ))
    }
}
