//! A review of a game played: each move judged against the fair hint, from
//! what the player could see when making it, the worst moves first; and,
//! with the real stock known (the game is over, or it is asked for), whether
//! the deal could be won and the last move after which it no longer could,
//! with a winning line from the position before it.
//!
//! A review is bounded: it judges at most the first [`MAX_REVIEWED_MOVES`]
//! moves (only moves shuttled between piles make a game longer), a move
//! made from a position met before is judged once, and the real stock is
//! read a logarithmic number of times by bisection, whatever the length of
//! the game.

mod figures;
mod spoken;
pub mod text;

use crate::games::{AnyGame, Game, Move, Outcome, Rules, View};
use crate::session::Session;
use crate::solver::hint::{judge, Budget};
use crate::solver::odds::Odds;
use crate::solver::{solve_position, Solver, Verdict, DEFAULT_MAX_NODES};
use crate::text::command::move_command;
use crate::text::spoken::MoveCards;
use rayon::prelude::*;
use serde::Serialize;

/// A move that cost at least this many points is marked.
pub const MARK_POINTS: f64 = 5.0;

/// The most moves a review judges: the first 200 of a game. A real game of
/// any of the games is shorter; a longer one (moves shuttled between piles)
/// is reviewed for its first 200 moves, and the review says so. Judging a
/// move takes up to a hint's budget, so 200 is a few seconds on two cores
/// (docs/performance.md).
pub const MAX_REVIEWED_MOVES: usize = 200;

/// The seed of a review's sampled stock orders (one stream per move).
const REVIEW_SEED: u64 = 0x7265_7669_6577;

/// A review: one entry per move, the marked moves worst first, and what
/// the real stock says when it is known.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Review {
    /// The game's id (`eighteens`, ...).
    pub game: String,
    /// The game's variant (`standard`, `pairs`, `4-foundations`, ...).
    pub variant: String,
    /// How many moves the game has; `moves` holds the first of them, at
    /// most [`MAX_REVIEWED_MOVES`].
    pub moves_played: usize,
    /// The moves reviewed: every move from the deal, in order, up to
    /// [`MAX_REVIEWED_MOVES`].
    pub moves: Vec<MoveReview>,
    /// The numbers of the moves that surely cost at least [`MARK_POINTS`]
    /// ([`MoveReview::is_marked`]), the costliest first.
    pub worst: Vec<usize>,
    /// With the real stock known: whether the deal could be won and where
    /// that was lost; `None` when the stock was not revealed.
    pub real_stock: Option<RealStock>,
}

/// One move judged against the fair hint.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MoveReview {
    /// The move's number, from 1.
    pub number: usize,
    /// The move as the command that plays it.
    pub played: String,
    /// The odds of the position before the move.
    pub before: Option<Odds>,
    /// The odds after the move played.
    pub after_played: Option<Odds>,
    /// The fair hint's best move at the position before it.
    pub best: Option<String>,
    /// The odds after the fair hint's best move.
    pub after_best: Option<Odds>,
    /// What the move cost, in percentage points (the odds after the best
    /// move less those after the move played; never below 0). Orders the
    /// solver left undecided count for the move played and against the
    /// best move, so a cost is only what is sure.
    pub cost_points: f64,
    /// True when the cost is more than chance: the odds are exact, or the
    /// best move won more of the same sampled orders than a sign test at
    /// the 5% level allows by chance. Only a sure cost is marked.
    pub cost_is_sure: bool,
    /// The cards the move played took, for the review read as sentences
    /// ("you played the jack of spades onto the queen of hearts").
    #[serde(skip)]
    pub played_cards: MoveCards,
    /// The cards the fair hint's best move takes.
    #[serde(skip)]
    pub best_cards: Option<MoveCards>,
}

impl MoveReview {
    /// True when the move surely cost at least [`MARK_POINTS`].
    pub fn is_marked(&self) -> bool {
        self.cost_points >= MARK_POINTS && self.cost_is_sure
    }

    /// True when the move seemed to cost at least [`MARK_POINTS`], but the
    /// sampled orders cannot tell that from chance.
    pub fn seemed_costly(&self) -> bool {
        self.cost_points >= MARK_POINTS && !self.cost_is_sure
    }
}

/// What the real stock order says about the game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RealStock {
    /// Whether the deal could be won from the start: `won`, `lost` or
    /// `unknown` (the solver's limit was reached).
    pub deal: Verdict,
    /// Whether the game can still be won after the last move reviewed.
    pub at_the_end: Verdict,
    /// True when the game reviewed was won.
    pub won: bool,
    /// The number of the move after which the deal could no longer be won.
    pub lost_after: Option<usize>,
    /// A winning line from the position before that move, as commands.
    pub winning_line: Vec<String>,
    /// True when the game hid no card at the deal (Black Hole, All in a
    /// Row, Eliminator): there is no stock, so no "real stock" to speak of.
    #[serde(skip)]
    pub nothing_hidden: bool,
}

/// How much work a review may do per move, as the game's descriptor says
/// (a hint's, or less where judging is slow: docs/performance.md).
pub fn review_budget(rules: Rules) -> Budget {
    rules.game.descriptor().hint.review
}

/// What a move cost in percentage points: the odds after the best move
/// less those after the move played, never below 0. Orders the solver left
/// undecided count as lost after the best move and as won after the move
/// played, so the cost is only what is sure.
fn cost_points(after_best: Option<Odds>, after_played: Option<Odds>) -> f64 {
    match (after_best, after_played) {
        (Some(best), Some(played)) => {
            (100.0 * (best.share() - played.share_if_undecided_won())).max(0.0)
        }
        _ => 0.0,
    }
}

/// Reviews the moves of `session` from its deal, the first
/// [`MAX_REVIEWED_MOVES`] of them. The real stock order is read only when
/// `reveal` is true. `judged` is told how many more moves have been judged
/// as the review goes on, for a progress bar.
pub fn review(session: &Session, reveal: bool, judged: &(dyn Fn(u64) + Sync)) -> Review {
    let rules = session.rules();
    let all: Vec<&Move> = session.moves();
    let moves = &all[..all.len().min(MAX_REVIEWED_MOVES)];
    let positions = positions(session, moves);
    let first_seen = first_seen(&positions, moves);
    let budget = review_budget(rules);
    let distinct: Vec<MoveReview> = (0..moves.len())
        .filter(|&i| first_seen[i] == i)
        .collect::<Vec<usize>>()
        .par_iter()
        .map_init(Solver::new, |solver, &i| {
            let seed = REVIEW_SEED ^ (i as u64);
            let verdict = judge(&positions[i], moves[i], seed, budget, solver);
            let after_best = verdict.hint.odds;
            let cost = cost_points(after_best, verdict.played);
            let same = first_seen.iter().filter(|&&first| first == i).count();
            judged(same as u64);
            let board = positions[i].board();
            MoveReview {
                number: i + 1,
                played: move_command(moves[i]),
                before: verdict.before,
                after_played: verdict.played,
                best: verdict.hint.best.as_ref().map(move_command),
                after_best,
                cost_points: cost,
                cost_is_sure: verdict.beyond_chance && cost > 0.0,
                played_cards: MoveCards::of(&board, moves[i]),
                best_cards: verdict.hint.best.as_ref().map(|b| MoveCards::of(&board, b)),
            }
        })
        .collect();
    let reviewed: Vec<MoveReview> = (0..moves.len())
        .map(|i| {
            let first = distinct
                .iter()
                .find(|m| m.number == first_seen[i] + 1)
                .expect("every first move was judged");
            MoveReview {
                number: i + 1,
                ..first.clone()
            }
        })
        .collect();
    let mut worst: Vec<&MoveReview> = reviewed.iter().filter(|m| m.is_marked()).collect();
    worst.sort_by(|a, b| b.cost_points.total_cmp(&a.cost_points));
    Review {
        game: rules.game.id().to_string(),
        variant: rules.variant_name(),
        moves_played: all.len(),
        worst: worst.iter().map(|m| m.number).collect(),
        real_stock: reveal.then(|| real_stock(session, &all)),
        moves: reviewed,
    }
}

/// For each move, the index of the first move made from the same position
/// with the same move (itself, the first time): a position met again, as
/// when a card shuttles between two piles, is judged once.
fn first_seen(positions: &[AnyGame], moves: &[&Move]) -> Vec<usize> {
    let mut firsts: Vec<usize> = Vec::new();
    (0..moves.len())
        .map(|i| {
            let same = |&j: &usize| positions[j] == positions[i] && moves[j] == moves[i];
            match firsts.iter().copied().find(same) {
                Some(j) => j,
                None => {
                    firsts.push(i);
                    i
                }
            }
        })
        .collect()
}

/// True when a review may read the real stock without being asked: the
/// game is over.
pub fn stock_known(session: &Session) -> bool {
    session.game().outcome() != Outcome::Playing
}

/// The game before each of `moves` (the first moves of the session's game).
fn positions(session: &Session, moves: &[&Move]) -> Vec<AnyGame> {
    let (mut game, _) = AnyGame::new(session.rules(), session.deal());
    let mut all = Vec::with_capacity(moves.len());
    for mv in moves {
        all.push(game.clone());
        game.apply(mv).expect("the session's moves replay");
    }
    all
}

/// The game after the first `count` of `moves`, replayed from the deal.
fn position_after(session: &Session, moves: &[&Move], count: usize) -> AnyGame {
    let (mut game, _) = AnyGame::new(session.rules(), session.deal());
    for mv in &moves[..count] {
        game.apply(mv).expect("the session's moves replay");
    }
    game
}

/// Decides `game` (a position of the game played, so its unseen cards lie
/// as they really do) with its real stock order.
fn decide(game: &AnyGame, solver: &mut Solver) -> (Verdict, Vec<Move>) {
    let order = game.unseen_order();
    let solution = solve_position(game, &order, DEFAULT_MAX_NODES, solver);
    (solution.verdict, solution.line)
}

/// Whether the deal could be won and the last move after which it no
/// longer could, over all the game's `moves`. A position that can be won
/// with the real stock can be won from every earlier position, so the move
/// is found by bisection, each position replayed from the deal.
fn real_stock(session: &Session, moves: &[&Move]) -> RealStock {
    let mut solver = Solver::new();
    let at = |count: usize| position_after(session, moves, count);
    let start = at(0);
    let (deal, _) = decide(&start, &mut solver);
    let last = moves.len();
    let end = at(last);
    let (at_the_end, _) = decide(&end, &mut solver);
    let mut found = RealStock {
        deal,
        at_the_end,
        won: end.outcome() == Outcome::Won,
        lost_after: None,
        winning_line: Vec::new(),
        nothing_hidden: start.unseen().is_empty(),
    };
    if deal != Verdict::Won || at_the_end != Verdict::Lost {
        return found;
    }
    // The game after `low` moves can be won, after `high` it cannot.
    let (mut low, mut high) = (0, last);
    while high - low > 1 {
        let mid = (low + high) / 2;
        match decide(&at(mid), &mut solver).0 {
            Verdict::Won => low = mid,
            Verdict::Lost => high = mid,
            Verdict::Unknown => return found,
        }
    }
    let (_, line) = decide(&at(low), &mut solver);
    found.lost_after = Some(high);
    found.winning_line = line.iter().map(move_command).collect();
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn odds(wins: u32, undecided: u32, orders: u32) -> Option<Odds> {
        Some(Odds {
            wins,
            orders,
            undecided,
            exact: false,
            players_own: false,
        })
    }

    /// The cost in whole points (float shares differ from exact hundredths
    /// in the last bits).
    fn cost(best: Option<Odds>, played: Option<Odds>) -> i64 {
        cost_points(best, played).round() as i64
    }

    #[test]
    fn a_cost_counts_only_what_is_sure_when_orders_are_undecided() {
        assert_eq!(cost(odds(60, 0, 100), odds(20, 0, 100)), 40);
        // Undecided orders after the move played might all be wins.
        assert_eq!(cost(odds(60, 0, 100), odds(20, 30, 100)), 10);
        // Undecided orders after the best move might all be losses.
        assert_eq!(cost(odds(20, 50, 100), odds(10, 0, 100)), 10);
        assert_eq!(cost_points(odds(20, 0, 100), odds(10, 40, 100)), 0.0);
        assert_eq!(cost_points(None, odds(10, 0, 100)), 0.0);
    }
}
