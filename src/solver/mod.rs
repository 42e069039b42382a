//! Exact search, fair hints and batch simulation.
//!
//! Each game has its own compact state (never the generic [`Game`] trait on
//! the hot path) that keeps only what decides the game and merges states
//! that are equivalent; one shared depth-first search ([`search`]) with a
//! transposition table and a node limit runs them all. A line found in a
//! game's own steps is turned back into the player's moves at the end.
//! `docs/solver.md` says what each game's search exploits and why it is
//! sound; [`reference`] is the plain search the tests compare against.

pub mod cli;
mod eighteens;
mod elevens;
mod eliminator;
pub mod hint;
pub mod odds;
pub mod reference;
mod removal;
mod search;
pub mod simulate;
mod suit_elevens;
mod sweet_bound;
mod sweet_sixteen;
mod table;

pub use search::Verdict;
pub(crate) use sweet_sixteen::can_still_deal;

use crate::cards::Card;
use crate::deal::Deal;
use crate::games::{AnyGame, GameId, Move, Rules, Variant};
use eighteens::Eighteens;
use elevens::Elevens;
use eliminator::ElimStart;
use removal::RemovalStart;
use search::{search, Found, Workspace};
use suit_elevens::{Sets, SuitElevens, SuitPairs};
use sweet_sixteen::SweetStart;
use table::KeyMap;

/// The node limit when none is given: every Eliminator and Sweet Sixteen
/// deal among seeds 1 to 100,000 is decided well within it (the most any
/// needs is 352,224 states, Sweet Sixteen seed 76905), and the table for it
/// stays well under 256 MB (docs/performance.md).
pub const DEFAULT_MAX_NODES: u64 = 2_000_000;

/// What the solver found for one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Won, lost, or unknown at the node limit.
    pub verdict: Verdict,
    /// Distinct states visited.
    pub nodes: u64,
    /// The most cards any line seen clears ([`crate::games::Game::cleared`]):
    /// for a lost deal, the most the best line clears.
    pub cleared: usize,
    /// A winning line (empty unless won and a line was asked for).
    pub line: Vec<Move>,
    /// True if the position had no legal move at all.
    pub no_move: bool,
}

/// A position with its stock order known, in the solver's own terms.
#[derive(Clone, Debug)]
pub struct Position {
    rules: Rules,
    start: Start,
}

#[derive(Clone, Debug)]
enum Start {
    Removal(RemovalStart),
    Sweet(SweetStart),
    Elim(ElimStart),
}

impl Position {
    /// The opening position of the deal `deck` (52 cards in deal order).
    pub fn from_deck(rules: Rules, deck: &[Card; 52]) -> Position {
        let start = match rules.game {
            GameId::SweetSixteen => Start::Sweet(SweetStart::from_deck(deck)),
            GameId::Eliminator => Start::Elim(ElimStart::from_deck(deck, rules.foundations())),
            _ => Start::Removal(RemovalStart::from_deck(deck)),
        };
        Position { rules, start }
    }

    /// The position of `game` with its stock in `order` (a permutation of
    /// the game's unseen cards; empty for Eliminator).
    pub fn from_game(game: &AnyGame, order: &[Card]) -> Position {
        use crate::games::Game;
        let start = match game {
            AnyGame::Removal(g) => Start::Removal(RemovalStart::from_game(g, order)),
            AnyGame::SweetSixteen(g) => Start::Sweet(SweetStart::from_game(g, order)),
            AnyGame::Eliminator(g) => Start::Elim(ElimStart::from_game(g)),
        };
        Position {
            rules: game.rules(),
            start,
        }
    }
}

/// A solver with reusable memory; keep one per thread for batches.
pub struct Solver {
    workspace: Workspace,
    /// The second search of a race (Eliminator).
    rival: Workspace,
    pairs: Sets,
    sets: Sets,
    /// Sweet Sixteen's relaxed states and how far each reaches.
    relaxed: KeyMap<u128, u8>,
}

impl Default for Solver {
    fn default() -> Self {
        Solver {
            workspace: Workspace::default(),
            rival: Workspace::default(),
            pairs: Sets::new(true),
            sets: Sets::new(false),
            relaxed: KeyMap::default(),
        }
    }
}

/// A search's result with the line still in the game's own steps.
fn outcome<S>(found: &Found<S>, won_cleared: usize) -> Solution {
    Solution {
        verdict: found.verdict,
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
    /// A solver with empty memory.
    pub fn new() -> Solver {
        Solver::default()
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
        let ws = &mut self.workspace;
        match &position.start {
            Start::Removal(start) => {
                let game = match line_from {
                    Some(AnyGame::Removal(g)) => Some(g),
                    _ => None,
                };
                match position.rules.game {
                    GameId::Elevens => {
                        let found = search(Elevens::new(start), max_nodes, ws);
                        with_line(&found, 52, |l| {
                            game.map(|g| removal::realize(g, l, elevens::wants))
                        })
                    }
                    GameId::SuitElevens if position.rules.variant == Variant::Pairs => {
                        let found = search(
                            SuitPairs(SuitElevens::new(start, &self.pairs)),
                            max_nodes,
                            ws,
                        );
                        with_line(&found, 52, |l| {
                            game.map(|g| removal::realize(g, l, suit_elevens::wants))
                        })
                    }
                    GameId::SuitElevens => {
                        let found = search(SuitElevens::new(start, &self.sets), max_nodes, ws);
                        with_line(&found, 52, |l| {
                            game.map(|g| removal::realize(g, l, suit_elevens::wants))
                        })
                    }
                    _ => {
                        let found = search(Eighteens::new(start), max_nodes, ws);
                        with_line(&found, 52, |l| {
                            game.map(|g| removal::realize(g, l, eighteens::wants))
                        })
                    }
                }
            }
            Start::Sweet(start) => {
                let found = sweet_sixteen::solve(start, max_nodes, ws, &mut self.relaxed);
                let mut solution = with_line(&found, 36, |l| match line_from {
                    Some(AnyGame::SweetSixteen(g)) => Some(sweet_sixteen::realize(g, start, l)),
                    _ => None,
                });
                // The search's steps are only the moves that empty a pile.
                solution.no_move = !start.has_move();
                solution
            }
            Start::Elim(start) => {
                let found = eliminator::solve(start, max_nodes, (ws, &mut self.rival));
                with_line(&found, 52, |l| {
                    Some(l.iter().map(|&s| eliminator::to_move(s)).collect())
                })
            }
        }
    }
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

/// False if no move can ever make progress in `game` again although its
/// rules let play go on: a Sweet Sixteen position where no card can be dealt
/// any more, only shuttled between piles. True for every other game.
pub fn can_progress(game: &AnyGame) -> bool {
    match game {
        AnyGame::SweetSixteen(g) => sweet_sixteen::can_still_deal(g),
        _ => true,
    }
}

/// Decides a deal with full knowledge of the stock and returns a winning
/// line when there is one.
pub fn solve_deal(rules: Rules, deal: &Deal, max_nodes: u64) -> Solution {
    let (game, _) = AnyGame::new(rules, deal);
    Solver::new().run(
        &Position::from_deck(rules, deal.cards()),
        max_nodes,
        Some(&game),
    )
}

/// Decides `game` as if its stock lay in `order`; a winning line is in the
/// moves of `game.with_stock_order(order)`.
pub fn solve_position(
    game: &AnyGame,
    order: &[Card],
    max_nodes: u64,
    solver: &mut Solver,
) -> Solution {
    use crate::games::Game;
    let real = game.with_stock_order(order);
    solver.run(&Position::from_game(game, order), max_nodes, Some(&real))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;

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
