//! Exact search, fair hints and batch simulation.
//!
//! A game with a fast solver (named by the solver's own table, [`fast`]) has its own compact
//! state (never the generic [`Game`] trait on the hot path) that keeps only
//! what decides the game and merges states that are equivalent; one shared
//! depth-first search (`search`) with a transposition table and a node
//! limit runs them all. A line found in a game's own steps is turned back
//! into the player's moves at the end. `docs/solver.md` says what each
//! game's search exploits and why it is sound; [`reference`](mod@reference)
//! is the plain search the tests compare against, and the solver of a game
//! without a fast one.

pub mod covered;
pub mod fast;
mod foundation;
pub mod hint;
mod kept;
#[cfg(test)]
mod made_up_tests;
pub mod odds;
pub mod reference;
mod removal;
mod removal_sets;
mod search;
pub mod simulate;
mod sweet_bound;
mod sweet_sixteen;
mod table;
mod targets;
pub mod workers;

pub use search::{Goal, Halt, Verdict};

use crate::cards::Card;
use crate::deal::Deal;
use crate::games::{AnyGame, Game, Move, Rules};
use covered::{CoveredStart, CoveredStep};
use fast::{fast_solver, Engine};
use foundation::FoundationStart;
use kept::Kept;
use removal::RemovalStart;
use search::{Found, Workspace};
use sweet_sixteen::SweetStart;

/// The node limit when none is given: every Eliminator and Sweet Sixteen
/// deal among seeds 1 to 100,000 is decided well within it (the most any
/// needs is 352,224 states, Sweet Sixteen seed 76905), and the table for it
/// stays well under 256 MB (docs/performance.md).
pub const DEFAULT_MAX_NODES: u64 = 2_000_000;

/// The memory cap when none is given, in MiB: the tables of one deal's
/// search together never hold more, which fits a machine of 2 GiB with room
/// to spare. The default node limit never comes near it (docs/performance.md).
pub const DEFAULT_MAX_MEMORY_MIB: u64 = 512;

/// The largest memory cap accepted, in MiB (1 TiB).
pub const MAX_MEMORY_MIB: u64 = 1 << 20;

/// What the solver found for one position, its line in the player's moves
/// (or, inside a solver, in its own steps: `Solution<Step>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution<Step = Move> {
    /// Won, lost, or unknown at the node limit or the memory cap.
    pub verdict: Verdict,
    /// What stopped the search when the verdict is unknown.
    pub halt: Option<Halt>,
    /// Distinct states visited.
    pub nodes: u64,
    /// The most cards any line seen clears ([`crate::games::Game::cleared`]):
    /// for a lost deal, the most the best line clears.
    pub cleared: usize,
    /// A winning line (empty unless won and a line was asked for).
    pub line: Vec<Step>,
    /// True if the position had no legal move at all.
    pub no_move: bool,
}

/// A position with its stock order known, in the solver's own terms.
#[derive(Clone, Debug)]
pub struct Position {
    start: Start,
    /// True if the game had no legal move at all here, as its own rules
    /// say (a search's steps may leave out moves that lead nowhere); `None`
    /// where the engine's first steps say it exactly (the removal search,
    /// which steps over every kind of set, in a game not yet won), which
    /// spares working through every group of the shown cards by the rules.
    no_move: Option<bool>,
}

/// A position as the engine that decides it starts from.
#[derive(Clone, Debug)]
enum Start {
    Removal(RemovalStart),
    Sweet(SweetStart),
    /// Boxed: its start is several times the size of the others'.
    Foundation(Box<FoundationStart>),
    /// A game of covered cards.
    Covered(Box<CoveredStart>),
    /// A game without a fast solver, for the plain reference search.
    Plain(AnyGame),
}

impl Position {
    /// The opening position of the deal `deck` (52 cards in deal order).
    pub fn from_deck(rules: Rules, deck: &[Card; 52]) -> Position {
        let (game, _) = AnyGame::new(rules, &Deal::from_cards(*deck));
        Position::from_game(&game, &game.unseen_order())
    }

    /// The position of `game` with its stock in `order` (a permutation of
    /// the game's unseen cards; empty for Eliminator).
    pub fn from_game(game: &AnyGame, order: &[Card]) -> Position {
        let Some(engine) = fast_solver(game) else {
            return Position::by_reference(game, order);
        };
        let start = match (engine, game) {
            (Engine::Removal, AnyGame::Removal(g)) => {
                Start::Removal(RemovalStart::from_game(g, order))
            }
            (Engine::SweetSixteen, AnyGame::SweetSixteen(g)) => {
                Start::Sweet(SweetStart::from_game(g, order))
            }
            (Engine::Foundation, AnyGame::Foundation(g)) => Start::Foundation(Box::new(
                FoundationStart::from_game(&g.with_unseen_order(order)),
            )),
            (Engine::Covered, AnyGame::Covered(g)) => Start::Covered(Box::new(
                CoveredStart::from_game(&g.with_unseen_order(order)),
            )),
            (
                Engine::Removal | Engine::SweetSixteen | Engine::Foundation | Engine::Covered,
                AnyGame::Removal(_)
                | AnyGame::SweetSixteen(_)
                | AnyGame::Foundation(_)
                | AnyGame::Covered(_),
            ) => unreachable!("the table gives each engine's games its own solver"),
        };
        let by_engine = matches!(start, Start::Removal(_)) && !game.is_won();
        Position {
            start,
            no_move: (!by_engine).then(|| !game.has_legal_move()),
        }
    }

    /// The position of `game` with its stock in `order`, for the plain
    /// reference search: how a game without a fast solver is solved.
    pub fn by_reference(game: &AnyGame, order: &[Card]) -> Position {
        Position {
            start: Start::Plain(game.with_unseen_order(order)),
            no_move: Some(!game.has_legal_move()),
        }
    }
}

/// A solver with reusable memory; keep one per thread for batches.
///
/// Its tables together hold at most its memory cap; each engine shares the
/// cap out among the tables it uses (docs/solver.md), in fixed shares, so
/// where a search stops never depends on timing or threads. What an
/// engine keeps from search to search (its maps, a second workspace, the
/// tables it works out from a game's rules) the solver holds for it in
/// [`Kept`], without knowing what it is.
pub struct Solver {
    /// The most bytes the growing tables may hold together.
    memory_cap: usize,
    /// The shared search's table.
    workspace: Workspace,
    /// What the engines keep from search to search.
    kept: Kept,
    /// What each search establishes ([`Goal::MostCleared`] unless set).
    goal: Goal,
}

impl Default for Solver {
    fn default() -> Self {
        Solver {
            memory_cap: mib(DEFAULT_MAX_MEMORY_MIB),
            workspace: Workspace::default(),
            kept: Kept::default(),
            goal: Goal::default(),
        }
    }
}

/// `n` MiB in bytes (saturating on a small address space).
fn mib(n: u64) -> usize {
    usize::try_from(n.saturating_mul(1 << 20)).unwrap_or(usize::MAX)
}

impl<Step> Solution<Step> {
    /// The same solution with each step of its line turned by `to`.
    fn map_line<To>(self, to: impl FnMut(Step) -> To) -> Solution<To> {
        Solution {
            verdict: self.verdict,
            halt: self.halt,
            nodes: self.nodes,
            cleared: self.cleared,
            line: self.line.into_iter().map(to).collect(),
            no_move: self.no_move,
        }
    }
}

/// A search's result without its line, which is still in the search's own
/// steps.
fn outcome<S, Step>(found: &Found<S>, won_cleared: usize) -> Solution<Step> {
    Solution {
        verdict: found.verdict,
        halt: found.halt,
        nodes: found.nodes,
        cleared: if found.verdict == Verdict::Won {
            won_cleared
        } else {
            usize::from(found.best_cleared)
        },
        line: Vec::new(),
        no_move: found.stuck,
    }
}

impl Solver {
    /// What a search may use of this solver.
    pub(crate) fn room(&mut self) -> Room<'_> {
        Room {
            memory_cap: self.memory_cap,
            goal: self.goal,
            workspace: &mut self.workspace,
            kept: &mut self.kept,
        }
    }

    /// A solver with empty memory and the default memory cap.
    pub fn new() -> Solver {
        Solver::default()
    }

    /// A solver whose tables together hold at most `mib` MiB.
    pub fn with_memory_cap(mib_cap: u64) -> Solver {
        Solver {
            memory_cap: mib(mib_cap),
            ..Solver::default()
        }
    }

    /// This solver with its searches establishing `goal`: the verdict
    /// alone, or also a lost deal's most cards cleared.
    pub fn with_goal(self, goal: Goal) -> Solver {
        Solver { goal, ..self }
    }

    /// Decides `position` within `max_nodes` states. When `line_from` is
    /// given (the real game at the same position and stock order) and the
    /// position is won, the winning line is returned as the player's moves.
    pub fn run(
        &mut self,
        position: &Position,
        max_nodes: u64,
        line_from: Option<&AnyGame>,
    ) -> Solution {
        let room = self.room();
        let mut solution = match &position.start {
            Start::Removal(start) => {
                let game = match line_from {
                    Some(AnyGame::Removal(g)) => Some(g),
                    _ => None,
                };
                removal::solve(start, max_nodes, room, game)
            }
            Start::Sweet(start) => {
                room.workspace.set_limit(room.memory_cap / 2);
                let relaxed = &mut room.kept.get::<sweet_sixteen::Relaxed>().0;
                relaxed.set_limit(room.memory_cap / 2);
                let found = sweet_sixteen::solve(start, max_nodes, room.workspace, relaxed);
                with_line(&found, 36, |l| {
                    let Some(AnyGame::SweetSixteen(g)) = line_from else {
                        return None;
                    };
                    Some(sweet_sixteen::realize(g, start, l))
                })
            }
            Start::Foundation(start) => {
                let rival = &mut room.kept.get::<foundation::Rival>().0;
                room.workspace.set_limit(room.memory_cap / 2);
                rival.set_limit(room.memory_cap / 2);
                let found = foundation::solve(start, max_nodes, room.goal, (room.workspace, rival));
                with_line(&found, start.column_cards(), |l| {
                    Some(l.iter().map(|&s| foundation::to_move(s)).collect())
                })
            }
            Start::Covered(start) => {
                covered::solve(start, max_nodes, room).map_line(CoveredStep::to_move)
            }
            Start::Plain(game) => reference::solve(game, max_nodes),
        };
        // The game's own rules say whether it had a move where an engine's
        // steps may leave out moves that lead nowhere.
        if let Some(no_move) = position.no_move {
            solution.no_move = no_move;
        }
        solution
    }
}

/// What one search may use of its solver: the memory cap to share out
/// among its tables, the goal, the shared search's workspace and what the
/// engines keep from search to search.
pub(crate) struct Room<'s> {
    /// The most bytes the search's tables may hold together.
    pub memory_cap: usize,
    /// What the search establishes.
    pub goal: Goal,
    /// The shared search's table.
    pub workspace: &'s mut Workspace,
    /// What the engines keep from search to search.
    pub kept: &'s mut Kept,
}

fn with_line<S>(
    found: &Found<S>,
    won_cleared: usize,
    line: impl FnOnce(&[S]) -> Option<Vec<Move>>,
) -> Solution {
    let mut solution = outcome(found, won_cleared);
    if found.verdict == Verdict::Won {
        solution.line = line(&found.line).unwrap_or_default();
    }
    solution
}

/// Decides a deal with full knowledge of the stock and returns a winning
/// line when there is one, with the default memory cap.
pub fn solve_deal(rules: Rules, deal: &Deal, max_nodes: u64) -> Solution {
    solve_deal_within(
        rules,
        deal,
        max_nodes,
        DEFAULT_MAX_MEMORY_MIB,
        Goal::MostCleared,
    )
}

/// [`solve_deal`] with the solver's tables held to `max_memory_mib` MiB,
/// establishing `goal`.
pub fn solve_deal_within(
    rules: Rules,
    deal: &Deal,
    max_nodes: u64,
    max_memory_mib: u64,
    goal: Goal,
) -> Solution {
    // One game serves as the start and as the game the line is played on.
    let (game, _) = AnyGame::new(rules, deal);
    Solver::with_memory_cap(max_memory_mib).with_goal(goal).run(
        &Position::from_game(&game, &game.unseen_order()),
        max_nodes,
        Some(&game),
    )
}

/// Decides `game` as if its stock lay in `order`; a winning line is in the
/// moves of `game.with_unseen_order(order)`.
pub fn solve_position(
    game: &AnyGame,
    order: &[Card],
    max_nodes: u64,
    solver: &mut Solver,
) -> Solution {
    let real = game.with_unseen_order(order);
    solver.run(&Position::from_game(game, order), max_nodes, Some(&real))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;

    /// The solver's "no legal first move" is the game's own: for Sweet
    /// Sixteen, whose search steps only over moves that empty a pile, too.
    #[test]
    fn the_solver_reports_no_first_move_exactly_when_the_game_has_none() {
        let red = "AH AD 2H 2D 3H 3D 4H 4D 5H 5D 6H 6D 7H 7D 8H 8D";
        let mut deals: Vec<Deal> = (1..200).map(Deal::from_seed).collect();
        deals.push(Deal::starting_with(red).unwrap());
        let mut without = 0;
        for game in GameId::ALL {
            let rules = Rules::standard(game);
            for deal in &deals {
                let (real, _) = AnyGame::new(rules, deal);
                let solution = solve_deal(rules, deal, 10_000);
                assert_eq!(solution.no_move, !real.has_legal_move(), "{game:?}");
                without += usize::from(solution.no_move);
            }
        }
        let rules = Rules::standard(GameId::SweetSixteen);
        assert!(solve_deal(rules, &Deal::starting_with(red).unwrap(), 10_000).no_move);
        assert!(without > 10);
    }
}
