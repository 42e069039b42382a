//! The fast exact solver of the covered games, with full knowledge of the
//! stock order and of the face-down cards (analysis, not play). Each
//! search has its own compact state ([`pyramid`](self::pyramid) for pairs
//! a labelling turns into Pyramid's, `pyramid::any_relation` for pairs by
//! any other relation on the same shape, [`tri_peaks`](self::tri_peaks)
//! for plays onto the waste) for the shared search; this file holds what
//! they share: the start of a search ([`CoveredStart`]), the steps a line
//! is made of ([`CoveredStep`]), the tableau's covering as bit masks, and
//! [`solve`].
//!
//! docs/solver.md ("Pyramid", "Any relation" and "Tri Peaks") says what
//! each search exploits and why it is sound.

mod pyramid;
mod tri_peaks;

use pyramid::any_relation;

use super::search::{Found, Goal as SearchGoal};
use super::{outcome, Room, Solution};
use crate::cards::Card;
use crate::games::covered::{Action, Goal};
use crate::games::covered_shape::{CoverShape, MAX_SPOTS};
use crate::games::rank_relation::RankRelation;
use crate::games::{CoverRules, CoveredGame, Move};

/// True if one of the covered games' searches serves `rule`'s rule set:
/// the Pyramid search for sets of one or two cards by partner ranks, the
/// search for any relation of pairs on Pyramid's shape where no labelling
/// turns the ranks into Pyramid's, the Tri Peaks search for plays a rank
/// up or down round the cycle (each says what of the rules it needs).
pub fn serves(game: &CoveredGame) -> bool {
    let (rule, relation) = (game.cover_rules(), game.relation());
    pyramid::serves(rule, relation)
        || any_relation::serves(rule, relation)
        || tri_peaks::serves(rule, relation)
}

/// The most cards the stock and waste of a covered start hold together.
pub const MAX_STOCK: usize = 24;

/// A position of a covered game, in the solver's terms: everything the
/// rules and the full-knowledge search need, and nothing of the engine.
#[derive(Clone, Debug)]
pub struct CoveredStart {
    /// The rules the position is played by, from which each search takes
    /// its shape, passes, goal and what goes with what.
    rule: &'static dyn CoverRules,
    /// What goes with what by rank under `rule`.
    relation: RankRelation,
    tableau: [Option<Card>; MAX_SPOTS],
    stock: Vec<Card>,
    waste: Vec<Card>,
    redeals_left: u8,
}

impl CoveredStart {
    /// The position of `game` as it lies, every card known (a hint or
    /// `simulate` gives the game its sampled unseen order first).
    pub fn from_game(game: &CoveredGame) -> CoveredStart {
        let mut tableau = [None; MAX_SPOTS];
        for (spot, card) in tableau.iter_mut().enumerate() {
            *card = game.tableau().card(spot);
        }
        CoveredStart::new(
            game.cover_rules(),
            game.relation(),
            tableau,
            game.stock(),
            game.waste(),
            u8::try_from(game.redeals_left()).unwrap_or(u8::MAX).min(3),
        )
    }

    /// A position in play under `rule`, whose ranks go together as
    /// `relation` says ([`crate::games::covered::relation_of`]): `tableau` by spot (`None` where the
    /// card is gone; face up or down does not matter to this solver),
    /// `stock` in the order it will be turned (the next card first), `waste`
    /// from bottom to top, and `redeals_left`, how many more times the
    /// waste may be turned over to be the stock (ignored where the rules
    /// give one pass).
    ///
    /// Panics if the stock and waste hold more than [`MAX_STOCK`] cards
    /// together where cards are removed from both (in a game of playing
    /// cards onto the waste, the stock alone), or `redeals_left` is over
    /// 3: no deal of a game with 28 spots does.
    pub fn new(
        rule: &'static dyn CoverRules,
        relation: RankRelation,
        tableau: [Option<Card>; MAX_SPOTS],
        stock: Vec<Card>,
        waste: Vec<Card>,
        redeals_left: u8,
    ) -> CoveredStart {
        let stock_and_waste = match rule.action() {
            Action::RemoveSets { .. } => stock.len() + waste.len(),
            // The waste also takes the tableau cards played onto it.
            Action::PlayToWaste => stock.len(),
        };
        assert!(
            stock_and_waste <= MAX_STOCK,
            "at most {MAX_STOCK} cards in the stock and waste"
        );
        assert!(redeals_left <= 3, "at most 3 redeals");
        let redeals_left = redeals_left.min(rule.passes().saturating_sub(1) as u8);
        CoveredStart {
            rule,
            relation,
            tableau,
            stock,
            waste,
            redeals_left,
        }
    }

    /// The rules this position is played by.
    pub fn rule(&self) -> &'static dyn CoverRules {
        self.rule
    }

    /// What goes with what by rank under the rules.
    pub fn relation(&self) -> RankRelation {
        self.relation
    }

    /// The tableau by spot, `None` where the card is gone.
    pub fn tableau(&self) -> &[Option<Card>; MAX_SPOTS] {
        &self.tableau
    }

    /// The stock, the next card to be turned first.
    pub fn stock(&self) -> &[Card] {
        &self.stock
    }

    /// The waste, bottom to top.
    pub fn waste(&self) -> &[Card] {
        &self.waste
    }

    /// How many more times the waste may be turned over to be the stock.
    pub fn redeals_left(&self) -> u8 {
        self.redeals_left
    }

    /// True if the game is won once the tableau is clear, whatever is left
    /// in the stock and waste; false if every card must go.
    pub fn board_only(&self) -> bool {
        match self.rule.goal() {
            Goal::Tableau => true,
            Goal::EveryCard => false,
        }
    }

    /// What a solution's `cleared` counts when the game is won: every card,
    /// or the tableau's.
    pub fn cleared_when_won(&self) -> usize {
        if self.board_only() {
            self.rule.shape().spots()
        } else {
            52
        }
    }

    /// The cards the game counts as cleared in this position: the cards
    /// gone of 52 where every card must go, otherwise the tableau's cards
    /// gone.
    pub fn cleared(&self) -> usize {
        let on_tableau = self.tableau.iter().flatten().count();
        if self.board_only() {
            self.rule.shape().spots() - on_tableau
        } else {
            52 - on_tableau - self.stock.len() - self.waste.len()
        }
    }
}

/// A card a Pyramid removal takes, by where it lies now.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// The tableau card at this spot (0 to 27, top row first; the player
    /// numbers them 1 to 28).
    Spot(u8),
    /// The stock's top card: the next one `deal` would turn.
    StockTop,
    /// The waste's top card.
    WasteTop,
}

/// One step of a line the solver returns, with the places read in the
/// position just before the step.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CoveredStep {
    /// Pyramid: remove a king alone (`None`), or two free cards whose
    /// values sum to 13. Both places are read before either card goes, so
    /// `Remove(StockTop, Some(WasteTop))` takes the stock's top and the
    /// waste's top as they lie together.
    Remove(Place, Option<Place>),
    /// Tri Peaks: play the free card at this spot onto the waste.
    Play(u8),
    /// Both games: turn the stock's top card onto the waste (`deal`).
    Turn,
    /// Pyramid: with the stock empty and a redeal left, turn the waste over
    /// to be the stock again, the first card turned first again (`deal`
    /// with the stock empty). The solver redeals only a waste that holds
    /// cards.
    Redeal,
}

impl CoveredStep {
    /// The engine's move for this step: a removal names its places
    /// (ascending, [`Move::STOCK`] and [`Move::WASTE`] for the piles'
    /// tops), a play goes onto [`Move::WASTE`], and both a turn and a
    /// redeal are the engine's `deal`, [`Move::Turn`].
    pub fn to_move(self) -> Move {
        let slot = |place: Place| match place {
            Place::Spot(s) => usize::from(s),
            Place::StockTop => Move::STOCK,
            Place::WasteTop => Move::WASTE,
        };
        match self {
            CoveredStep::Remove(a, b) => {
                let mut places: Vec<usize> = [Some(a), b].into_iter().flatten().map(slot).collect();
                places.sort_unstable();
                Move::Remove(places)
            }
            CoveredStep::Play(s) => Move::Play {
                column: usize::from(s),
                foundation: Move::WASTE,
            },
            CoveredStep::Turn | CoveredStep::Redeal => Move::Turn,
        }
    }
}

/// Decides `start` within `max_nodes` distinct states, establishing the
/// solver's goal, in the solver's reusable memory and under its cap.
///
/// Each game keeps its own record of the states met in place of the search
/// table: Tri Peaks' takes the whole cap; Pyramid's (the strongest points
/// of the passes reached) takes half, and its maps of the bag game's and
/// the brackets' answers a quarter each, kept in the solver from search to
/// search with the answers that still hold.
pub(crate) fn solve(start: &CoveredStart, max_nodes: u64, room: Room<'_>) -> Solution<CoveredStep> {
    let (cap, goal, ws) = (room.memory_cap, room.goal, room.workspace);
    match start.rule.action() {
        Action::RemoveSets { .. } if any_relation::serves(start.rule, start.relation) => {
            let record = room.kept.get::<any_relation::Record>();
            let found = any_relation::search_in(start, goal, cap, max_nodes, record, ws);
            solution(found, start)
        }
        Action::RemoveSets { .. } => {
            let maps = room.kept.get::<pyramid::maps::Maps>();
            let (found, _) = pyramid::maps::search_in(start, goal, cap / 2, max_nodes, maps, ws);
            solution(found, start)
        }
        Action::PlayToWaste => {
            let record = room.kept.get::<tri_peaks::Record>();
            let found = tri_peaks::search_in(start, goal, cap, max_nodes, record, ws);
            solution(found, start)
        }
    }
}

/// A step of a search, which stands for one or more of the player's steps.
trait LineStep: Copy {
    /// Appends the player's steps this step stands for to `out`.
    fn push_player_steps(self, out: &mut Vec<CoveredStep>);
}

/// A step of Tri Peaks' search: a player's step, or several turns taken
/// at once.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum SearchStep {
    /// One step as the player takes it.
    One(CoveredStep),
    /// Turn the stock until the card at the stock's place `to` is the
    /// waste's top: `turns` turns.
    TurnTo { to: u8, turns: u8 },
}

impl LineStep for SearchStep {
    fn push_player_steps(self, out: &mut Vec<CoveredStep>) {
        match self {
            SearchStep::One(step) => out.push(step),
            SearchStep::TurnTo { turns, .. } => {
                out.extend(std::iter::repeat_n(CoveredStep::Turn, usize::from(turns)));
            }
        }
    }
}

/// A line of search steps as the player's steps.
fn player_line<S: LineStep>(line: &[S]) -> Vec<CoveredStep> {
    let mut steps = Vec::new();
    for &step in line {
        step.push_player_steps(&mut steps);
    }
    steps
}

/// The solution of `start` that `found` is, its line in the player's
/// steps; a won deal clears what [`CoveredKind::cleared_when_won`] counts.
fn solution<S: LineStep>(found: Found<S>, start: &CoveredStart) -> Solution<CoveredStep> {
    let mut solution = outcome(&found, start.cleared_when_won());
    solution.line = player_line(&found.line);
    solution
}

/// The tableau's covering as bit masks over spots.
#[derive(Clone, Debug)]
struct Covering {
    /// The spots that cover each spot directly: it is free once none of
    /// them is left.
    direct: [u32; MAX_SPOTS],
    /// Every spot that must go before each spot is free (the direct
    /// coverers, theirs, and so on).
    below: [u32; MAX_SPOTS],
    /// Every spot that cannot be free while each spot's card is left (the
    /// spots it covers, the spots they cover, and so on).
    above: [u32; MAX_SPOTS],
}

impl Covering {
    fn new(shape: CoverShape) -> Covering {
        let spots = shape.spots();
        let mut covering = Covering {
            direct: [0; MAX_SPOTS],
            below: [0; MAX_SPOTS],
            above: [0; MAX_SPOTS],
        };
        // Coverers lie in later rows, so going from the last spot back,
        // each spot's coverers have their own cones already.
        for s in (0..spots).rev() {
            for c in shape.covering(s) {
                covering.direct[s] |= 1 << c;
                covering.below[s] |= 1 << c | covering.below[c];
            }
        }
        for s in 0..spots {
            for c in 0..spots {
                if covering.below[c] & 1 << s != 0 {
                    covering.above[s] |= 1 << c;
                }
            }
        }
        covering
    }

    /// The free spots among `present`.
    fn free(&self, present: u32) -> u32 {
        let mut free = 0;
        let mut rest = present;
        while rest != 0 {
            let s = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if present & self.direct[s] == 0 {
                free |= 1 << s;
            }
        }
        free
    }
}

/// The set bits of `mask` (32 or 64 bits), lowest first.
fn ones(mask: impl Into<u64>) -> impl Iterator<Item = usize> {
    let mut mask = mask.into();
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            bit
        })
    })
}

/// The spots holding a card in `tableau`, as a mask.
fn present_spots(tableau: &[Option<Card>; MAX_SPOTS]) -> u32 {
    tableau
        .iter()
        .enumerate()
        .filter(|(_, card)| card.is_some())
        .fold(0, |mask, (s, _)| mask | 1 << s)
}

/// The rank of each spot's card (0 where there is none).
fn spot_ranks(tableau: &[Option<Card>; MAX_SPOTS]) -> [u8; MAX_SPOTS] {
    tableau.map(|card| card.map_or(0, |c| c.rank().number()))
}

/// Whether a search for `goal` passes over a state that cannot win
/// although it might still clear more than the best so far.
fn verdict_only(goal: SearchGoal) -> bool {
    match goal {
        SearchGoal::MostCleared => false,
        SearchGoal::Verdict => true,
    }
}

#[cfg(test)]
mod tests;
