//! What makes each game itself, as data: one [`GameDescriptor`] per game,
//! exported by the game's own module and reached through
//! [`GameId::descriptor`](super::GameId::descriptor). Help, the renderer,
//! the parser's game-specific words and the solver read it instead of
//! matching on the game.

use super::covered_shape::CoverShape;
use super::foundation_shape::DealLayout;
use super::{AnyGame, Event, Rules, Variant};
use crate::deal::Deal;
use crate::message::PlaceKind;

/// Everything about a game that is not its rules engine: names, wording,
/// move usage and how hints treat it.
#[derive(Copy, Clone, Debug)]
pub struct GameDescriptor {
    /// The command-line id: `sweet-sixteen`.
    pub id: &'static str,
    /// The name as a title: "Sweet Sixteen".
    pub name: &'static str,
    /// A one-line summary for `patience list`.
    pub summary: &'static str,
    /// What a numbered place on the tableau is called.
    pub place_kind: PlaceKind,
    /// The rules document, `docs/rules/<id>.md`, whose "Rules" section
    /// `rules` prints.
    pub rules_doc: &'static str,
    /// What is true once the game is won, after "You won: ": short enough
    /// that the sentence fits a 40-column line.
    pub goal: &'static str,
    /// What [`Game::cleared`](super::Game::cleared) counts, and of how many.
    pub cleared: Cleared,
    /// Where the cards still to clear are, and what `status` reports.
    pub progress: Progress,
    /// How moves are typed, and the help that says so.
    pub moves: MoveUsage,
    /// True if the player turns a stock by hand, one card a time, with
    /// `deal` (Golf's talon onto its foundation): the one place the parser,
    /// the help and the rules ask whether `deal` is a move in this game.
    pub turns_stock: bool,
    /// What `show` reads in this game, and the help that says so.
    pub show: ShowUsage,
    /// The forms the game is played in, the standard form first: each
    /// variant's name (`--variant NAME`, records and saves), what it
    /// changes, and its goal where it differs.
    pub variants: &'static [VariantInfo],
    /// Deals a game of these rules: the game and the opening event (the deal
    /// itself, and in Eighteens any aces discarded at once).
    pub deal: fn(Rules, &Deal) -> (AnyGame, Event),
    /// How `hint` chooses a move, and how much work a hint and a review
    /// may do.
    pub hint: HintPlan,
    /// How a foundation game is laid out from a deck: boards in the
    /// field's format (`--board`, `deck --board`) read and write it. `None`
    /// for games without such boards.
    pub layout: Option<DealLayout>,
    /// How a game of covered cards lays out its tableau: boards
    /// (`--board`, `deck --board`) read and write its spots row by row, then
    /// its stock. `None` for other games.
    pub cover: Option<CoverShape>,
}

/// One form a game is played in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct VariantInfo {
    /// Its name: `standard`, `pairs`, `relaxed`, `4-foundations`. What
    /// `--variant` takes, and records and saves keep.
    pub name: &'static str,
    /// What it changes, after "`NAME` " in `--variant`'s help: "removes
    /// exactly two cards summing to 11 (or J, Q, K)". Empty for the
    /// standard form.
    pub help: &'static str,
    /// What is true once it is won, where it differs from the game's goal
    /// (Pyramid's relaxed form, won once the pyramid is cleared).
    pub goal: Option<&'static str>,
    /// What [`Game::cleared`](super::Game::cleared) counts in it, where it
    /// differs from the game's.
    pub cleared: Option<Cleared>,
    /// How many foundations it plays with, where `--foundations N` chooses
    /// it rather than `--variant` (Eliminator).
    pub foundations: Option<u8>,
}

/// The standard form, with the game's own goal.
pub const STANDARD_FORM: VariantInfo = VariantInfo {
    name: "standard",
    help: "",
    goal: None,
    cleared: None,
    foundations: None,
};

/// The variants of a game played only in its standard form.
pub const STANDARD_ONLY: &[VariantInfo] = &[STANDARD_FORM];

/// The entry of `per_variant` (one for each of a game's variants, in the
/// order of its list) for `variant`.
pub fn per_variant<T>(per_variant: &'static [T], variant: Variant) -> &'static T {
    per_variant.get(variant.index()).unwrap_or(&per_variant[0])
}

impl GameDescriptor {
    /// What is true once a game of `variant` is won, after "You won: ".
    pub fn goal_of(&self, variant: Variant) -> &'static str {
        self.variant(variant).goal.unwrap_or(self.goal)
    }

    /// What [`Game::cleared`](super::Game::cleared) counts in a game of
    /// `variant`, and of how many.
    pub fn cleared_of(&self, variant: Variant) -> Cleared {
        self.variant(variant).cleared.unwrap_or(self.cleared)
    }

    /// What `variant` of this game is (the standard form for a variant the
    /// game does not have, which [`Rules`] never holds).
    pub fn variant(&self, variant: Variant) -> &'static VariantInfo {
        self.variants
            .get(variant.index())
            .unwrap_or(&self.variants[0])
    }
}

/// What a game's measure of progress counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Cleared {
    /// The words after "N of 52 cards": "removed", "played to foundations".
    pub noun: &'static str,
    /// How many cards the measure counts to.
    pub total: usize,
}

impl Cleared {
    /// The verb of the noun ("played", "removed"), which labels the same
    /// count at the end of the board ("Played: 3."), short enough for a
    /// 20-column screen.
    pub fn verb(&self) -> &'static str {
        self.noun.split(' ').next().unwrap_or(self.noun)
    }
}

/// Where the cards not yet cleared wait, which decides the closing clause of
/// a move ("41 cards left in the stock") and the `status` line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// A stock, and a count of cards cleared: status shows both.
    StockAndCleared,
    /// A stock whose emptying is the progress: status shows the stock.
    Stock,
    /// No stock: every card is dealt to the tableau at once, and status
    /// shows the cards cleared.
    Tableau,
}

/// The shape of a game's moves at the prompt.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MoveShape {
    /// `remove P P ..`: a set of places.
    Remove,
    /// `move FROM TO`: a top card onto another place.
    Build,
    /// `move COLUMN [fN]`: a top card to a foundation.
    Play,
}

/// How a game's moves are typed, and the help that says so.
#[derive(Copy, Clone, Debug)]
pub struct MoveUsage {
    /// The shape of a move.
    pub shape: MoveShape,
    /// What a move does, after the game's name: "moves one card at a time".
    pub how: &'static str,
    /// A move as typed: "move FROM TO".
    pub example: &'static str,
    /// The move command as the help screen shows it: `move FROM TO`.
    pub usage: &'static str,
    /// What the help screen says beside the usage, `~` joining the words of
    /// an example; a further line of the screen may follow a newline.
    pub summary: &'static str,
    /// The move as accessible mode's help says it, one sentence, `~`
    /// joining the words of an example.
    pub spoken: &'static str,
    /// `help remove` in this game.
    pub remove_help: &'static str,
    /// `help move` in this game.
    pub move_help: &'static str,
}

impl MoveUsage {
    /// The word that makes a move: `remove` or `move`.
    pub fn word(&self) -> &'static str {
        match self.shape {
            MoveShape::Remove => "remove",
            MoveShape::Build | MoveShape::Play => "move",
        }
    }
}

/// What `show` reads in a game.
#[derive(Copy, Clone, Debug)]
pub struct ShowUsage {
    /// The words `show` takes besides numbers.
    pub words: &'static [&'static str],
    /// What the help screen says beside `show [PART]`, `~` joining the
    /// words of an example.
    pub summary: &'static str,
    /// `help show` in this game.
    pub help: &'static str,
    /// `show` as accessible mode's help says it, one sentence.
    pub spoken: &'static str,
}

/// The goal of the games won once every card is removed (the removal
/// games, Pyramid, Cheops), after "You won: ".
pub const EVERY_CARD_REMOVED: &str = "all 52 cards are removed";

/// What [`Game::cleared`](super::Game::cleared) counts in the games won
/// once every card is removed: the cards removed, of 52.
pub const REMOVED_OF_52: Cleared = Cleared {
    noun: "removed",
    total: 52,
};

/// The words `show` takes, its help line and its help in the games with a
/// stock laid out in rows.
pub const SHOW_STOCK_AND_ROWS: ShowUsage = ShowUsage {
    words: &["stock", "row"],
    summary: "the board, or one part: show~3, show~stock, show~row~2",
    help: "show~[PART]: print the board again. Or read one part of it. \
show~N reads one position or pile. A pile is read from bottom to top. \
show~stock counts stock and removed. show~row~N reads one row. \
Example: show~3, or show~row~2.",
    spoken: "show: reads the board; show~3, a part.",
};

/// `help move` in the games that move no cards.
pub const MOVE_HELP_FOR_REMOVAL: &str = "move: this game moves no cards. \
Remove a set of cards instead. Example: remove~3~7.";

/// How `hint` and `review` treat a game: how the hint chooses a move in
/// each variant, how much work one hint may do, and how much a review may
/// do to judge one move.
#[derive(Copy, Clone, Debug)]
pub struct HintPlan {
    /// How `hint` chooses a move in each variant.
    pub strategy: fn(Variant) -> HintStrategy,
    /// The `hint` command's budget.
    pub budget: Budget,
    /// The budget of a review's judging of one move.
    pub review: Budget,
}

impl HintPlan {
    /// Every variant hints with `strategy`, a hint and a review's judging
    /// of a move each doing at most `budget`.
    const fn one_budget(strategy: fn(Variant) -> HintStrategy, budget: Budget) -> HintPlan {
        HintPlan {
            strategy,
            budget,
            review: budget,
        }
    }

    /// [`HintStrategy::AnyMove`] in every variant, within `budget`.
    pub const fn any_move(budget: Budget) -> HintPlan {
        HintPlan::one_budget(|_| HintStrategy::AnyMove, budget)
    }

    /// [`HintStrategy::Sampled`] in every variant, within `budget`.
    pub const fn sampled(budget: Budget) -> HintPlan {
        HintPlan::one_budget(|_| HintStrategy::Sampled, budget)
    }

    /// [`HintStrategy::Solved`] in every variant, within `budget`.
    pub const fn solved(budget: Budget) -> HintPlan {
        HintPlan::one_budget(|_| HintStrategy::Solved, budget)
    }
}

/// How much work one hint may do, counted in the solver's states so that a
/// hint is the same on every machine.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most stock orders sampled.
    pub samples: u32,
    /// The node limit of each sampled solve.
    pub nodes_per_solve: u64,
    /// The total nodes all sampled solves together may use; sampling stops
    /// at the end of the round that reaches it.
    pub total_nodes: u64,
}

/// How `hint` chooses a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HintStrategy {
    /// Every legal move is as good as any other: offer the first.
    AnyMove,
    /// Sample the orders the stock could lie in and solve each.
    Sampled,
    /// Nothing is hidden: solve the position, and if it is lost keep the
    /// most cards in play.
    Solved,
}
