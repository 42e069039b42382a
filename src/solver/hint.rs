//! Hints that do not cheat: a good legal move chosen from what the player
//! can see. The hint reads the showing cards and the stock as a set
//! ([`Game::unseen`], in new-deck order); it never reads the stock's order.
//! Where the stock matters, it samples orders of the unseen cards from the
//! given seed, builds each sampled game with [`Game::with_stock_order`], and
//! ranks moves by how often the solver wins after them. Work is bounded by
//! sample and node budgets, never by the clock, so a hint is repeatable.

use super::{solve_position, Position, Solver, Verdict};
use crate::cards::Card;
use crate::deal::shuffle;
use crate::games::descriptor::HintStrategy;
use crate::games::{AnyGame, Game, GameId, Move, Outcome};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Why the hint chose its move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The game is already won; there is nothing to suggest.
    Won,
    /// No legal move exists: the game is lost.
    Lost,
    /// Every legal move is as good as any other (Elevens and pairs-only
    /// Suit Elevens are confluent: the outcome never depends on the choice).
    AnyMove,
    /// Eliminator: the move starts a winning line; the deal can still be won.
    CanStillWin,
    /// Eliminator with no winning line: the move after which the best line
    /// clears the most cards, then the one leaving the most legal moves.
    KeepsOptions,
    /// The move won most often over sampled orders of the unseen cards.
    Sampled,
}

/// A hint: the move to suggest and how sure it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The suggested move, or `None` when the game is over.
    pub best: Option<Move>,
    /// Why this move.
    pub reason: Reason,
    /// For [`Reason::Sampled`], the share of sampled stock orders the move
    /// wins (0 to 1); 1 for [`Reason::CanStillWin`]; otherwise `None`.
    pub confidence: Option<f64>,
    /// How many stock orders were sampled (0 when none were needed).
    pub samples: u32,
}

/// How much work one hint may do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most stock orders sampled.
    pub samples: u32,
    /// The node limit of each sampled solve.
    pub nodes_per_solve: u64,
    /// The total nodes all sampled solves together may use, which lowers the
    /// number of samples when there are many candidate moves.
    pub total_nodes: u64,
}

/// The budget of the `hint` command: about a tenth of a second at most in a
/// release build on a slow two-core machine.
pub const DEFAULT_BUDGET: Budget = Budget {
    samples: 16,
    nodes_per_solve: 2_000,
    total_nodes: 100_000,
};

/// The best move in `game` by [`DEFAULT_BUDGET`]; `seed` fixes the sampled
/// stock orders, so the same position and seed give the same hint.
pub fn hint(game: &AnyGame, seed: u64) -> Hint {
    hint_with_budget(game, seed, DEFAULT_BUDGET, &mut Solver::new())
}

fn over(reason: Reason) -> Hint {
    Hint {
        best: None,
        reason,
        confidence: None,
        samples: 0,
    }
}

/// [`hint`] with an explicit budget and a reusable solver.
pub fn hint_with_budget(game: &AnyGame, seed: u64, budget: Budget, solver: &mut Solver) -> Hint {
    match game.outcome() {
        Outcome::Won => return over(Reason::Won),
        Outcome::Lost => return over(Reason::Lost),
        Outcome::Playing => {}
    }
    let rules = game.rules();
    let moves = game.legal_moves();
    match (rules.game.descriptor().hint)(rules.variant) {
        HintStrategy::AnyMove => any_move(moves),
        HintStrategy::Solved => solved(game, moves, budget, solver),
        HintStrategy::Sampled => sampled(game, moves, seed, budget, solver),
    }
}

fn any_move(moves: Vec<Move>) -> Hint {
    Hint {
        best: moves.into_iter().next(),
        reason: Reason::AnyMove,
        confidence: None,
        samples: 0,
    }
}

fn solved(game: &AnyGame, moves: Vec<Move>, budget: Budget, solver: &mut Solver) -> Hint {
    // Half the budget decides the position, the other half is shared by the
    // moves when it is lost, so a hint never visits more than `total_nodes`.
    let half = budget.total_nodes / 2;
    let whole = solve_position(game, &[], half, solver);
    if whole.verdict == Verdict::Won {
        return Hint {
            best: whole.line.into_iter().next(),
            reason: Reason::CanStillWin,
            confidence: Some(1.0),
            samples: 0,
        };
    }
    let per_move = half / moves.len().max(1) as u64;
    let best = moves.into_iter().rev().max_by_key(|mv| {
        let mut after = game.clone();
        after.apply(mv).expect("a listed move is legal");
        let options = after.legal_moves().len();
        let cleared = solver
            .run(&Position::from_game(&after, &[]), per_move, None)
            .cleared;
        // max_by_key keeps the last of equals; reversed, that is the first move.
        (cleared, options)
    });
    Hint {
        best,
        reason: Reason::KeepsOptions,
        confidence: None,
        samples: 0,
    }
}

/// What makes two moves equivalent for the solver: moves with the same
/// signature lead to equivalent positions, so one of them is sampled.
fn signature(game: &AnyGame, mv: &Move) -> Vec<u8> {
    match (game, mv) {
        (AnyGame::Removal(g), Move::Remove(slots)) if g.rules().game == GameId::Eighteens => {
            let mut ranks: Vec<u8> = slots
                .iter()
                .filter_map(|&s| g.card_at(s))
                .map(|c| c.rank().number().min(11))
                .collect();
            ranks.sort_unstable();
            ranks
        }
        (AnyGame::SweetSixteen(g), Move::Build { from, to }) => {
            let pile = |p: usize| {
                let top = g.top(p).expect("a build names two piles");
                [
                    top.rank().number(),
                    top.colour() as u8,
                    g.pile(p).len() as u8,
                ]
            };
            [pile(*from), pile(*to)].concat()
        }
        (AnyGame::Removal(g), Move::Remove(slots)) => slots
            .iter()
            .filter_map(|&s| g.card_at(s).map(|c| c.index() as u8))
            .collect(),
        (AnyGame::Removal(_) | AnyGame::SweetSixteen(_) | AnyGame::Eliminator(_), _) => Vec::new(),
    }
}

/// The moves that raise [`progress`], or all of them if none does.
///
/// Sweet Sixteen: a move that empties no pile can always be undone by one
/// move (the card goes back onto the pile it left, whose top is now one rank
/// higher and of the other colour), so it never changes whether the deal can
/// be won; only a move that empties a pile (and deals) does. Offering only
/// moves that raise (cards dealt, sum of squared pile lengths) makes a line
/// of hints climb a bounded measure, so it cannot come back to a position:
/// no more shuttling a card between two piles. Only when every legal move
/// lowers the measure is one of those offered; a move that keeps it (a card
/// from a pile of length `a` onto one of length `a - 1`) leads to the same
/// position up to suits and pile order, so it is offered only when there is
/// nothing else (and then the deal is stuck for good, though the rules do
/// not end it).
fn forward(game: &AnyGame, moves: Vec<Move>, now: (usize, usize)) -> Vec<Move> {
    match game {
        AnyGame::SweetSixteen(_) => {}
        AnyGame::Removal(_) | AnyGame::Eliminator(_) => return moves,
    }
    let after: Vec<(usize, usize)> = moves
        .iter()
        .map(|mv| {
            let mut after = game.clone();
            after.apply(mv).expect("a listed move is legal");
            progress(&after)
        })
        .collect();
    for keep in [
        |p: (usize, usize), now| p > now,
        |p: (usize, usize), now| p != now,
    ] {
        let kept: Vec<Move> = moves
            .iter()
            .zip(&after)
            .filter(|(_, &p)| keep(p, now))
            .map(|(mv, _)| mv.clone())
            .collect();
        if !kept.is_empty() {
            return kept;
        }
    }
    moves
}

/// A static measure of progress that breaks ties between equally good
/// moves: cards cleared, then (Sweet Sixteen) the sum of the squares of the
/// pile lengths. A Sweet Sixteen move that empties no pile takes a card from
/// a pile of length `a` onto one of length `b` and changes that sum by
/// `2(b - a + 1)`, and its inverse by the negative of that, so of a move and
/// its inverse at most one raises the sum, and moves that lengthen the
/// longer build are preferred.
fn progress(game: &AnyGame) -> (usize, usize) {
    let squares = match game {
        AnyGame::SweetSixteen(g) => (0..16).map(|p| g.pile(p).len().pow(2)).sum(),
        AnyGame::Removal(_) | AnyGame::Eliminator(_) => 0,
    };
    (game.cleared(), squares)
}

fn sampled(
    game: &AnyGame,
    moves: Vec<Move>,
    seed: u64,
    budget: Budget,
    solver: &mut Solver,
) -> Hint {
    let now = progress(game);
    let moves = forward(game, moves, now);
    let mut candidates: Vec<(Vec<u8>, Move)> = Vec::new();
    for mv in moves {
        let sig = signature(game, &mv);
        if !candidates.iter().any(|(s, _)| *s == sig) {
            candidates.push((sig, mv));
        }
    }
    let per_sample = budget.nodes_per_solve * candidates.len() as u64;
    let samples = budget
        .samples
        .min((budget.total_nodes / per_sample.max(1)) as u32)
        .max(1);
    let unseen: Vec<Card> = game.unseen();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut wins = vec![0u32; candidates.len()];
    let mut cleared = vec![0u64; candidates.len()];
    for _ in 0..samples {
        let mut order = unseen.clone();
        shuffle(&mut order, &mut rng);
        let sampled = game.with_stock_order(&order);
        for (i, (_, mv)) in candidates.iter().enumerate() {
            let mut after = sampled.clone();
            after.apply(mv).expect("a listed move is legal");
            let rest = &order[order.len() - after.stock_len()..];
            let solution = solver.run(
                &Position::from_game(&after, rest),
                budget.nodes_per_solve,
                None,
            );
            if solution.verdict == Verdict::Won {
                wins[i] += 1;
            }
            cleared[i] += solution.cleared as u64;
        }
    }
    let steady: Vec<(usize, usize)> = candidates
        .iter()
        .map(|(_, mv)| {
            let mut after = game.clone();
            after.apply(mv).expect("a listed move is legal");
            progress(&after)
        })
        .collect();
    let best = (0..candidates.len())
        .rev()
        .max_by_key(|&i| (wins[i], cleared[i], steady[i]))
        .expect("a playing game has a legal move");
    Hint {
        best: Some(candidates.swap_remove(best).1),
        reason: Reason::Sampled,
        confidence: Some(f64::from(wins[best]) / f64::from(samples)),
        samples,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::{bounded, Deal};
    use crate::games::{Rules, Variant};

    const SMALL: Budget = Budget {
        samples: 6,
        nodes_per_solve: 500,
        total_nodes: 20_000,
    };

    fn all_rules() -> Vec<Rules> {
        let mut rules: Vec<Rules> = GameId::ALL.into_iter().map(Rules::standard).collect();
        rules.push(Rules {
            game: GameId::SuitElevens,
            variant: Variant::Pairs,
        });
        rules.push(Rules {
            game: GameId::Eliminator,
            variant: Variant::Foundations(4),
        });
        rules
    }

    /// Positions along a random line of the deal `seed`.
    fn positions(rules: Rules, seed: u64, every: usize) -> Vec<AnyGame> {
        let (mut game, _) = AnyGame::new(rules, &Deal::from_seed(seed));
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut found = Vec::new();
        for step in 0..200 {
            if step % every == 0 {
                found.push(game.clone());
            }
            let mut moves = game.legal_moves();
            if moves.is_empty() || game.outcome() != Outcome::Playing {
                found.push(game);
                break;
            }
            let i = bounded(&mut rng, moves.len() as u64) as usize;
            game.apply(&moves.swap_remove(i)).unwrap();
        }
        found
    }

    #[test]
    fn a_hint_is_always_a_legal_move_or_says_the_game_is_over() {
        let mut solver = Solver::new();
        for rules in all_rules() {
            for seed in 1..8 {
                for game in positions(rules, seed, 3) {
                    let hint = hint_with_budget(&game, seed, SMALL, &mut solver);
                    match &hint.best {
                        Some(mv) => assert!(game.check(mv).is_ok(), "{rules:?} {seed}: {mv:?}"),
                        None => assert_ne!(game.outcome(), Outcome::Playing),
                    }
                    if let Some(c) = hint.confidence {
                        assert!((0.0..=1.0).contains(&c));
                    }
                }
            }
        }
    }

    #[test]
    fn positions_that_differ_only_in_stock_order_get_the_same_hint() {
        let mut solver = Solver::new();
        for rules in all_rules() {
            for seed in 1..6 {
                for game in positions(rules, seed, 4) {
                    let mut order = game.unseen();
                    order.reverse();
                    let other = game.with_stock_order(&order);
                    assert_eq!(
                        hint_with_budget(&game, 9, SMALL, &mut solver),
                        hint_with_budget(&other, 9, SMALL, &mut solver),
                        "{rules:?} seed {seed}"
                    );
                }
            }
        }
    }

    /// A line of hints never comes back to a position while a card can
    /// still be dealt: a repeat happens only once the deal is stuck for good
    /// (with the real stock order, no line deals another card).
    #[test]
    fn sweet_sixteen_played_by_hints_repeats_a_position_only_when_stuck() {
        let mut solver = Solver::new();
        let rules = Rules::standard(GameId::SweetSixteen);
        let mut stuck = 0;
        for seed in 1..=12 {
            let deal = Deal::from_seed(seed);
            let (mut game, _) = AnyGame::new(rules, &deal);
            let mut seen = std::collections::HashSet::new();
            let mut step = 0;
            loop {
                let AnyGame::SweetSixteen(g) = &game else {
                    unreachable!()
                };
                if !seen.insert((0..16).map(|p| g.pile(p)).collect::<Vec<_>>()) {
                    let order = &deal.cards()[52 - game.stock_len()..];
                    let rest = solve_position(&game, order, 1_000_000, &mut solver);
                    assert_eq!(rest.verdict, Verdict::Lost, "seed {seed} move {step}");
                    assert_eq!(rest.cleared, game.cleared(), "seed {seed} move {step}");
                    stuck += 1;
                    break;
                }
                let Some(mv) = hint_with_budget(&game, seed ^ step, SMALL, &mut solver).best else {
                    break;
                };
                game.apply(&mv).unwrap();
                step += 1;
            }
        }
        assert!(stuck < 12, "some deals end by the rules");
    }

    #[test]
    fn a_lost_game_gets_no_move_and_the_reason() {
        let (game, _) = AnyGame::new(
            Rules::standard(GameId::Elevens),
            &Deal::starting_with("KC KD KH KS QC QD QH QS 2C").unwrap(),
        );
        let hint = hint(&game, 1);
        assert_eq!(hint.best, None);
        assert_eq!(hint.reason, Reason::Lost);
    }

    #[test]
    fn eliminator_hints_start_a_winning_line_when_one_exists() {
        let (game, _) = AnyGame::new(Rules::standard(GameId::Eliminator), &Deal::from_seed(5));
        let hint = hint(&game, 1);
        assert_eq!(hint.reason, Reason::CanStillWin);
        let mut after = game.clone();
        after.apply(&hint.best.unwrap()).unwrap();
        let rest = super::super::solve_position(&after, &[], 10_000_000, &mut Solver::new());
        assert_eq!(rest.verdict, Verdict::Won);
    }
}
