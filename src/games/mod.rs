//! The rules module: one [`Game`] trait that every game implements, the
//! registry of game ids, and the moves, events and outcomes they share.
//!
//! The rules never print: they return [`Event`]s and [`RuleError`]s made of
//! [`Message`] pieces, and the text renderer decides how the player reads them.

pub mod all_in_a_row;
pub mod black_hole;
pub mod descriptor;
pub mod eighteens;
pub mod elevens;
pub mod eliminator;
pub mod foundation;
pub mod foundation_shape;
pub mod golf;
pub mod known_deals;
pub mod removal;
pub mod resolve;
pub mod suit_elevens;
pub mod sweet_sixteen;
#[cfg(test)]
pub(crate) mod test_support;

use crate::cards::Card;
use crate::deal::Deal;
use crate::message::{Message, PlaceKind};
use std::fmt;

pub use descriptor::{GameDescriptor, VariantOptions};
pub use foundation::FoundationGame;
pub use removal::{RemovalGame, SetRules};
pub use resolve::{Asked, Target};
pub use sweet_sixteen::SweetSixteen;

/// The eight games, by command-line id.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameId {
    /// Eighteens: a face card and three different ranks summing to 18.
    Eighteens,
    /// Elevens: pairs summing to 11, or J, Q and K.
    Elevens,
    /// Sweet Sixteen: build down in alternating colours until the stock is empty.
    SweetSixteen,
    /// Eliminator: play column tops to foundations one rank up or down.
    Eliminator,
    /// Suit Elevens: same-suit sets summing to 11, or J, Q and K of a suit.
    SuitElevens,
    /// Black Hole: 17 columns onto one foundation, a rank up or down, wrapping.
    BlackHole,
    /// All in a Row: 13 columns onto one foundation, a rank up or down, wrapping.
    AllInARow,
    /// Golf: 7 columns and a stock onto one foundation, never on a king.
    Golf,
}

impl GameId {
    /// Every game, in the order `patience list` shows them.
    pub const ALL: [GameId; 8] = [
        GameId::Eighteens,
        GameId::Elevens,
        GameId::SweetSixteen,
        GameId::Eliminator,
        GameId::SuitElevens,
        GameId::BlackHole,
        GameId::AllInARow,
        GameId::Golf,
    ];

    /// Everything about the game besides its rules engine: the one place
    /// that maps an id to its game's own module. A `const fn`, so that
    /// what all the games share can be worked out when the program is
    /// built ([`foundation_shape::LARGEST_LAYOUT`]).
    pub const fn descriptor(self) -> &'static GameDescriptor {
        match self {
            GameId::Eighteens => &eighteens::DESCRIPTOR,
            GameId::Elevens => &elevens::DESCRIPTOR,
            GameId::SweetSixteen => &sweet_sixteen::DESCRIPTOR,
            GameId::Eliminator => &eliminator::DESCRIPTOR,
            GameId::SuitElevens => &suit_elevens::DESCRIPTOR,
            GameId::BlackHole => &black_hole::DESCRIPTOR,
            GameId::AllInARow => &all_in_a_row::DESCRIPTOR,
            GameId::Golf => &golf::DESCRIPTOR,
        }
    }

    /// The command-line id: `eighteens`, `elevens`, `sweet-sixteen`, `eliminator`, `suit-elevens`.
    pub fn id(self) -> &'static str {
        self.descriptor().id
    }

    /// The game's name as a title: "Sweet Sixteen".
    pub fn name(self) -> &'static str {
        self.descriptor().name
    }

    /// A one-line summary for `patience list`.
    pub fn summary(self) -> &'static str {
        self.descriptor().summary
    }

    /// What a numbered place on this game's tableau is called.
    pub fn place_kind(self) -> PlaceKind {
        self.descriptor().place_kind
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Why the variant options do not fit the game, as [`Rules::with_options`]
/// reports it. The sentence names the games that take the option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// `--variant pairs` for a game without a pairs variant.
    PairsNotOffered(GameId),
    /// A variant name that no game has (lowercased, as it was read).
    NoSuchVariant(String),
    /// `--foundations` for a game without foundations to choose.
    FoundationsNotOffered(GameId),
    /// A number of foundations outside 4 to 6.
    FoundationCount(GameId, u8),
}

/// The ids of the games whose options `wants` accepts, joined by "and".
fn games_taking(wants: fn(&VariantOptions) -> bool) -> String {
    let ids: Vec<&str> = GameId::ALL
        .into_iter()
        .filter(|g| wants(&g.descriptor().options))
        .map(GameId::id)
        .collect();
    ids.join(" and ")
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::PairsNotOffered(game) => write!(
                f,
                "The pairs variant is for {}, not {}.",
                games_taking(|o| o.pairs),
                game.id()
            ),
            VariantError::NoSuchVariant(name) => write!(
                f,
                "There is no variant called \"{name}\"; the variants are standard and pairs ({} only).",
                games_taking(|o| o.pairs)
            ),
            VariantError::FoundationsNotOffered(game) => write!(
                f,
                "--foundations is for {}, not {}.",
                games_taking(|o| o.foundations),
                game.id()
            ),
            VariantError::FoundationCount(game, n) => write!(
                f,
                "{} plays with 4, 5 or 6 foundations, not {n}.",
                game.name()
            ),
        }
    }
}

impl std::error::Error for VariantError {}

/// A game's variant. Each game has one standard form; Suit Elevens also plays
/// with pairs only, and Eliminator with 4 or 5 foundations instead of 6.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// The rules as the issue and the rule document state them.
    Standard,
    /// Suit Elevens with sets of exactly two cards (plus the J, Q, K trio).
    Pairs,
    /// Eliminator with this many foundations (4 or 5; 6 is standard).
    Foundations(u8),
}

/// A game and its variant: everything needed, with a deal, to start playing.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Which game.
    pub game: GameId,
    /// Which variant of it.
    pub variant: Variant,
}

impl Rules {
    /// The standard form of `game`.
    pub fn standard(game: GameId) -> Rules {
        Rules {
            game,
            variant: Variant::Standard,
        }
    }

    /// Every rule set there is to play, from the registry: each game in
    /// its standard form, then the variants its descriptor offers that play
    /// differently (pairs; 4 and 5 foundations, 6 being the standard), in
    /// the order of [`GameId::ALL`]. Tests and fuzz targets go over these,
    /// so a new game or variant is covered without an edit.
    pub fn every() -> Vec<Rules> {
        let mut all = Vec::new();
        for game in GameId::ALL {
            all.push(Rules::standard(game));
            let offered = game.descriptor().options;
            if offered.pairs {
                all.push(Rules {
                    game,
                    variant: Variant::Pairs,
                });
            }
            if offered.foundations {
                for n in [4, 5] {
                    all.push(Rules {
                        game,
                        variant: Variant::Foundations(n),
                    });
                }
            }
        }
        all
    }

    /// Checks the command-line variant options against the game:
    /// `--variant pairs` (or `standard`) and `--foundations 4..=6`.
    pub fn with_options(
        game: GameId,
        variant: Option<&str>,
        foundations: Option<u8>,
    ) -> Result<Rules, VariantError> {
        let mut rules = Rules::standard(game);
        let offered = game.descriptor().options;
        match variant.map(|v| v.trim().to_ascii_lowercase()) {
            None => {}
            Some(v) if v == "standard" => {}
            Some(v) if v == "pairs" && offered.pairs => rules.variant = Variant::Pairs,
            Some(v) if v == "pairs" => return Err(VariantError::PairsNotOffered(game)),
            Some(v) => return Err(VariantError::NoSuchVariant(v)),
        }
        if let Some(n) = foundations {
            if !offered.foundations {
                return Err(VariantError::FoundationsNotOffered(game));
            }
            if !(4..=6).contains(&n) {
                return Err(VariantError::FoundationCount(game, n));
            }
            if n != 6 {
                rules.variant = Variant::Foundations(n);
            }
        }
        Ok(rules)
    }

    /// The number of Eliminator foundations (6 unless the variant says otherwise).
    pub fn foundations(self) -> usize {
        match self.variant {
            Variant::Foundations(n) => usize::from(n),
            Variant::Standard | Variant::Pairs => 6,
        }
    }

    /// The variant's name as it appears in records and save files:
    /// `standard`, `pairs`, or `4-foundations`.
    pub fn variant_name(self) -> String {
        match self.variant {
            Variant::Standard => "standard".to_string(),
            Variant::Pairs => "pairs".to_string(),
            Variant::Foundations(n) => format!("{n}-foundations"),
        }
    }
}

/// A move, in 0-based indices. The text layer turns typed positions (from 1)
/// and card codes into these.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Remove the cards at these slots (Elevens, Suit Elevens, Eighteens), in ascending order.
    Remove(Vec<usize>),
    /// Move the top card of pile `from` onto pile `to` (Sweet Sixteen).
    Build {
        /// The pile the card leaves.
        from: usize,
        /// The pile it goes onto.
        to: usize,
    },
    /// Play the top card of `column` onto `foundation` (the foundation games).
    Play {
        /// The tableau column.
        column: usize,
        /// The foundation.
        foundation: usize,
    },
    /// Turn the next talon card onto the foundation (Golf's `deal`).
    Turn,
}

/// How alike two moves must be to count as one: the one notion of move
/// equivalence, asked of the game ([`Game::move_key`]) by whatever needs
/// it, in two strengths.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Alike {
    /// They leave the same position: the same places named in another
    /// order (`remove 7 3` is `remove 3 7`), or a card played to any of
    /// several empty foundations. A typed move is confirmed against the
    /// legal moves by it, `moves` lists the first of each such set, and
    /// `move 2` plays to the first empty foundation.
    Position,
    /// They leave positions that play alike whatever the stock holds, as
    /// the solver sees them (Eighteens' sets of the same ranks, its face
    /// cards all alike; Sweet Sixteen's builds between piles of the same
    /// top ranks, colours and lengths): the hint samples one of each such
    /// set.
    Outcome,
}

/// What makes a move itself, at some strength of [`Alike`]: two moves of a
/// game are alike exactly when their keys are equal.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveKey(pub Vec<usize>);

impl MoveKey {
    /// The key of `mv` by the places it names, in a canonical order: the
    /// key of [`Alike::Position`] in a game where no two different moves
    /// leave the same position.
    pub fn of_places(mv: &Move) -> MoveKey {
        MoveKey(match mv {
            Move::Remove(slots) => {
                let mut sorted = slots.clone();
                sorted.sort_unstable();
                sorted
            }
            Move::Build { from, to } => vec![*from, *to],
            Move::Play { column, foundation } => vec![*column, *foundation],
            Move::Turn => vec![usize::MAX],
        })
    }
}

/// One thing that happened during a move, in the order it happened.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// The player removed `card` from slot `slot`.
    Removed {
        /// The 0-based slot.
        slot: usize,
        /// The card removed.
        card: Card,
    },
    /// An ace was discarded automatically from `slot` (Eighteens).
    AceDiscarded {
        /// The 0-based slot.
        slot: usize,
        /// The ace.
        card: Card,
    },
    /// `card` was dealt from the stock into `slot`.
    Dealt {
        /// The 0-based slot or pile.
        slot: usize,
        /// The card dealt.
        card: Card,
    },
    /// `card` moved from pile `from` onto `onto` at pile `to` (Sweet Sixteen).
    Moved {
        /// The card moved.
        card: Card,
        /// The 0-based pile it left.
        from: usize,
        /// The card it now covers.
        onto: Card,
        /// The 0-based pile it joined.
        to: usize,
    },
    /// `card` went from `column` to `foundation`, covering `onto` if any (Eliminator).
    Played {
        /// The card played.
        card: Card,
        /// The 0-based column it left.
        column: usize,
        /// The 0-based foundation.
        foundation: usize,
        /// The card it covers, or `None` on an empty foundation.
        onto: Option<Card>,
    },
    /// `card` was turned from the talon onto the foundation, covering
    /// `onto` if any (Golf).
    Turned {
        /// The card turned.
        card: Card,
        /// The card it covers.
        onto: Option<Card>,
    },
}

/// What a move (or the opening deal) did, step by step.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Event {
    /// The steps in the order they happened.
    pub steps: Vec<Step>,
}

/// Whether the game goes on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// A legal move exists.
    Playing,
    /// The game's goal is reached.
    Won,
    /// No legal move exists and the goal is not reached.
    Lost,
}

impl Outcome {
    /// The word used by `status`: `playing`, `won` or `lost`.
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Playing => "playing",
            Outcome::Won => "won",
            Outcome::Lost => "lost",
        }
    }
}

/// Why a move is illegal, as one sentence that names the cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError(pub Message);

impl RuleError {
    /// A rule error with this message.
    pub fn new(message: Message) -> RuleError {
        RuleError(message)
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for RuleError {}

/// How the tableau is laid out on screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Slots of one card each, `columns` to a row.
    Grid {
        /// Slots per row.
        columns: usize,
    },
    /// Piles shown by their top card, `columns` to a row.
    Piles {
        /// Piles per row.
        columns: usize,
    },
    /// Columns shown whole, one to a line, bottom card first.
    Columns,
}

/// Everything the player can see, for rendering.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Which game this is, for wording that names it or its parts.
    pub game: GameId,
    /// How to lay the tableau out.
    pub layout: Layout,
    /// What a numbered tableau place is called.
    pub place_kind: PlaceKind,
    /// Each tableau place's cards from bottom to top; empty for an empty place.
    pub tableau: Vec<Vec<Card>>,
    /// Cards left in the stock.
    pub stock: usize,
    /// Cards removed or discarded so far (the removal games).
    pub discarded: Option<usize>,
    /// Cards played from the tableau to the foundations so far (the
    /// foundation games): the game's own count of progress, the one
    /// `status` gives ([`Game::cleared`]), which leaves out a card the
    /// foundation starts with and Golf's cards turned from the stock.
    pub played: Option<usize>,
    /// Each foundation's cards from bottom to top (Eliminator).
    pub foundations: Vec<Vec<Card>>,
}

/// The rules of one game in progress. States are small and cheap to clone.
pub trait Game: Clone {
    /// Which game and variant this is.
    fn rules(&self) -> Rules;

    /// Everything the player can see.
    fn board(&self) -> Board;

    /// Every legal move (possibly with moves that differ only in equal cards).
    fn legal_moves(&self) -> Vec<Move>;

    /// True if at least one legal move exists.
    fn has_legal_move(&self) -> bool {
        !self.legal_moves().is_empty()
    }

    /// Checks a move without making it.
    fn check(&self, mv: &Move) -> Result<(), RuleError>;

    /// The move the player means by `targets`, asked for as `asked`: the
    /// legal move made of the places they name (see
    /// [`resolve::by_legal_moves`]), or one sentence saying why there is none.
    fn resolve(&self, asked: Asked, targets: &[Target]) -> Result<Move, RuleError> {
        resolve::by_legal_moves(self, asked, targets)
    }

    /// Makes a legal move and says what happened, or says why it is illegal
    /// and changes nothing.
    fn apply(&mut self, mv: &Move) -> Result<Event, RuleError>;

    /// The key of `mv` (a legal move, or one typed) at the strength
    /// `alike`: moves with equal keys are alike. Where no two moves leave
    /// the same position, the key of [`Alike::Position`] is
    /// [`MoveKey::of_places`].
    fn move_key(&self, mv: &Move, alike: Alike) -> MoveKey;

    /// For a game whose moves can undo one another (Sweet Sixteen), a
    /// measure of the position such that of a move that clears no card and
    /// its inverse at most one raises it: a line of hints that raises
    /// ([`Game::cleared`], this measure) at every move never comes back to a
    /// position, and among equally good moves the hint prefers the one that
    /// raises it most. `None` in a game whose every move is one way.
    fn shuttle_measure(&self) -> Option<usize> {
        None
    }

    /// The legal moves, one of each set alike in [`Alike::Position`] (the
    /// first in [`Game::legal_moves`]'s order): what `moves` lists.
    fn distinct_moves(&self) -> Vec<Move> {
        let mut keys = Vec::new();
        let mut moves = self.legal_moves();
        moves.retain(|mv| {
            let key = self.move_key(mv, Alike::Position);
            let new = !keys.contains(&key);
            if new {
                keys.push(key);
            }
            new
        });
        moves
    }

    /// True once the game's goal is reached.
    fn is_won(&self) -> bool;

    /// Playing, won or lost: won once the goal is reached, lost as soon as
    /// no legal move exists, else playing.
    fn outcome(&self) -> Outcome {
        if self.is_won() {
            Outcome::Won
        } else if self.has_legal_move() {
            Outcome::Playing
        } else {
            Outcome::Lost
        }
    }

    /// Cards left in the stock.
    fn stock_len(&self) -> usize;

    /// The game's measure of progress: cards removed (removal games), dealt
    /// from the stock (Sweet Sixteen) or played to foundations (Eliminator).
    fn cleared(&self) -> usize;

    /// Why no move is possible, for the message that ends a lost game.
    fn stuck_reason(&self) -> Message;

    /// The stock's cards in new-deck order: what the player knows of the
    /// stock without knowing its order.
    fn unseen(&self) -> Vec<Card>;

    /// The same visible position with the stock in `order` (a permutation of
    /// [`Game::unseen`]); used to sample what the stock could be.
    fn with_stock_order(&self, order: &[Card]) -> Self;
}

/// Any of the eight games, behind one type for the session and the player.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyGame {
    /// Elevens, Suit Elevens or Eighteens.
    Removal(RemovalGame),
    /// Sweet Sixteen.
    SweetSixteen(SweetSixteen),
    /// Eliminator, Black Hole, All in a Row and Golf.
    Foundation(FoundationGame),
}

impl AnyGame {
    /// Deals a new game, returning it and the opening event (the deal itself,
    /// and in Eighteens any aces discarded at once).
    pub fn new(rules: Rules, deal: &Deal) -> (AnyGame, Event) {
        (rules.game.descriptor().deal)(rules, deal)
    }
}

macro_rules! delegate {
    ($self:ident, $game:ident => $body:expr) => {
        match $self {
            AnyGame::Removal($game) => $body,
            AnyGame::SweetSixteen($game) => $body,
            AnyGame::Foundation($game) => $body,
        }
    };
}

impl Game for AnyGame {
    fn rules(&self) -> Rules {
        delegate!(self, g => g.rules())
    }
    fn board(&self) -> Board {
        delegate!(self, g => g.board())
    }
    fn legal_moves(&self) -> Vec<Move> {
        delegate!(self, g => g.legal_moves())
    }
    fn has_legal_move(&self) -> bool {
        delegate!(self, g => g.has_legal_move())
    }
    fn check(&self, mv: &Move) -> Result<(), RuleError> {
        delegate!(self, g => g.check(mv))
    }
    fn resolve(&self, asked: Asked, targets: &[Target]) -> Result<Move, RuleError> {
        delegate!(self, g => g.resolve(asked, targets))
    }
    fn apply(&mut self, mv: &Move) -> Result<Event, RuleError> {
        delegate!(self, g => g.apply(mv))
    }
    fn move_key(&self, mv: &Move, alike: Alike) -> MoveKey {
        delegate!(self, g => g.move_key(mv, alike))
    }
    fn distinct_moves(&self) -> Vec<Move> {
        delegate!(self, g => g.distinct_moves())
    }
    fn shuttle_measure(&self) -> Option<usize> {
        delegate!(self, g => g.shuttle_measure())
    }
    fn is_won(&self) -> bool {
        delegate!(self, g => g.is_won())
    }
    fn outcome(&self) -> Outcome {
        delegate!(self, g => g.outcome())
    }
    fn stock_len(&self) -> usize {
        delegate!(self, g => g.stock_len())
    }
    fn cleared(&self) -> usize {
        delegate!(self, g => g.cleared())
    }
    fn stuck_reason(&self) -> Message {
        delegate!(self, g => g.stuck_reason())
    }
    fn unseen(&self) -> Vec<Card> {
        delegate!(self, g => g.unseen())
    }
    fn with_stock_order(&self, order: &[Card]) -> Self {
        match self {
            AnyGame::Removal(g) => AnyGame::Removal(g.with_stock_order(order)),
            AnyGame::SweetSixteen(g) => AnyGame::SweetSixteen(g.with_stock_order(order)),
            AnyGame::Foundation(g) => AnyGame::Foundation(g.with_stock_order(order)),
        }
    }
}

/// The names of the games whose `deal` turns a stock card by hand, joined
/// by "and".
pub(crate) fn games_taking_deal() -> String {
    let names: Vec<&str> = GameId::ALL
        .into_iter()
        .filter(|g| g.descriptor().turns_stock)
        .map(GameId::name)
        .collect();
    names.join(" and ")
}

/// The message for a move of the wrong kind for this game.
pub(crate) fn wrong_kind_of_move(game: GameId) -> RuleError {
    let usage = game.descriptor().moves;
    let (how, example) = (usage.how, usage.example);
    // The example follows a colon, so wrapping keeps it on one line.
    RuleError::new(Message::from_text(format!(
        "{} {how}: {example}.",
        game.name()
    )))
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_id_maps_to_the_descriptor_of_its_own_game() {
        for game in GameId::ALL {
            let descriptor = game.descriptor();
            assert_eq!(game.id(), descriptor.id);
            assert!(
                descriptor
                    .rules_doc
                    .starts_with(&format!("# {}", descriptor.name)),
                "{game:?}'s rules document is another game's"
            );
        }
    }

    /// `deal` is offered, parsed and helped where the descriptor says a
    /// stock turns; the rules offer a turn in exactly those games.
    #[test]
    fn a_descriptor_turns_a_stock_exactly_where_the_rules_offer_a_turn() {
        for game in GameId::ALL {
            let (dealt, _) = AnyGame::new(Rules::standard(game), &Deal::from_seed(1));
            assert_eq!(
                game.descriptor().turns_stock,
                dealt.legal_moves().contains(&Move::Turn),
                "{game:?}"
            );
        }
        assert_eq!(games_taking_deal(), "Golf");
    }

    #[test]
    fn each_variant_error_names_the_games_that_take_the_option() {
        let said = |variant, foundations| {
            Rules::with_options(GameId::Elevens, variant, foundations)
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            said(Some("pairs"), None),
            "The pairs variant is for suit-elevens, not elevens."
        );
        assert_eq!(
            said(Some(" Triples "), None),
            "There is no variant called \"triples\"; the variants are standard and pairs (suit-elevens only)."
        );
        assert_eq!(
            said(None, Some(5)),
            "--foundations is for eliminator, not elevens."
        );
        assert_eq!(
            Rules::with_options(GameId::Eliminator, None, Some(9)),
            Err(VariantError::FoundationCount(GameId::Eliminator, 9))
        );
        assert_eq!(
            VariantError::FoundationCount(GameId::Eliminator, 9).to_string(),
            "Eliminator plays with 4, 5 or 6 foundations, not 9."
        );
    }

    #[test]
    fn pairs_variant_is_only_for_suit_elevens() {
        assert_eq!(
            Rules::with_options(GameId::SuitElevens, Some("pairs"), None)
                .unwrap()
                .variant,
            Variant::Pairs
        );
        assert!(Rules::with_options(GameId::Elevens, Some("pairs"), None).is_err());
        assert!(Rules::with_options(GameId::SuitElevens, Some("triples"), None).is_err());
    }

    #[test]
    fn every_rule_set_is_one_the_command_line_asks_for_and_each_game_is_there() {
        let every = Rules::every();
        for rules in &every {
            let (variant, foundations) = match rules.variant {
                Variant::Standard => (None, None),
                Variant::Pairs => (Some("pairs"), None),
                Variant::Foundations(n) => (None, Some(n)),
            };
            assert_eq!(
                Rules::with_options(rules.game, variant, foundations),
                Ok(*rules)
            );
        }
        for game in GameId::ALL {
            assert!(every.contains(&Rules::standard(game)), "{game:?}");
        }
        let distinct: std::collections::HashSet<_> = every.iter().collect();
        assert_eq!(distinct.len(), every.len());
    }

    #[test]
    fn foundations_option_takes_four_to_six_for_eliminator_only() {
        for n in 4..=6 {
            let rules = Rules::with_options(GameId::Eliminator, None, Some(n)).unwrap();
            assert_eq!(rules.foundations(), usize::from(n));
        }
        assert!(Rules::with_options(GameId::Eliminator, None, Some(3)).is_err());
        assert!(Rules::with_options(GameId::Eliminator, None, Some(7)).is_err());
        assert!(Rules::with_options(GameId::Elevens, None, Some(6)).is_err());
    }
}
