//! Hints that do not cheat: a good legal move chosen from what the player
//! can see, with odds that say what they measure and how sure they are.
//!
//! The hint reads the showing cards and the stock as a set
//! ([`Game::unseen`], in new-deck order); it never reads the stock's order.
//! Everything it computes starts from the *visible* game: the position with
//! its stock put in new-deck order, so the real order cannot reach even a
//! tie-break. Where the stock matters, it samples orders of the unseen cards
//! (or, when there are few, enumerates every order), builds each with
//! [`Game::with_unseen_order`], and ranks moves by how often the solver wins
//! after them. Sampling is adaptive: it goes on until the best move's 95%
//! interval is within [`TARGET_HALF_WIDTH`] or the node budget is spent.
//! Work is bounded by nodes, never by the clock, so a hint is repeatable.

use super::odds::{orders, surely_better, Odds, Tally};
use super::{solve_position, Position, Solver, Verdict};
use crate::games::descriptor::HintStrategy;
use crate::games::{Alike, AnyGame, Game, GameId, Move, MoveKey, Outcome};

pub use crate::advice::{Hint, Reason};

/// How narrow the 95% interval of the odds should be, as a share: sampling
/// stops once the best move's interval is within plus or minus this.
pub const TARGET_HALF_WIDTH: f64 = 0.03;

pub use crate::games::descriptor::Budget;

/// The `hint` command's budget for a game, as its descriptor gives it.
pub fn default_budget(game: GameId) -> Budget {
    game.descriptor().hint.budget
}

/// The best move in `game` by [`default_budget`]; `seed` fixes the sampled
/// stock orders, so the same visible position and seed give the same hint.
pub fn hint(game: &AnyGame, seed: u64) -> Hint {
    let budget = default_budget(game.rules().game);
    hint_with_budget(game, seed, budget, &mut Solver::new())
}

fn over(reason: Reason) -> Hint {
    Hint {
        best: None,
        reason,
        odds: None,
    }
}

/// [`hint`] with an explicit budget and a reusable solver.
pub fn hint_with_budget(game: &AnyGame, seed: u64, budget: Budget, solver: &mut Solver) -> Hint {
    match game.outcome() {
        Outcome::Won => return over(Reason::Won),
        Outcome::Lost => return over(Reason::Lost),
        Outcome::Playing => {}
    }
    // The game as the player sees it: the stock in new-deck order.
    let visible = game.with_unseen_order(&game.unseen());
    let moves = visible.legal_moves();
    let rules = visible.rules();
    match (rules.game.descriptor().hint.strategy)(rules.variant) {
        HintStrategy::AnyMove => Hint {
            best: moves.into_iter().next(),
            reason: Reason::AnyMove,
            odds: position_odds(&visible, seed, budget, solver),
        },
        HintStrategy::Solved => solved(&visible, moves, budget, solver),
        HintStrategy::Sampled => sampled(&visible, moves, seed, budget, solver),
    }
}

/// A game whose descriptor says nothing is hidden (Eliminator, Black Hole,
/// All in a Row): the solver decides the position itself.
fn is_solved_outright(game: &AnyGame) -> bool {
    let rules = game.rules();
    (rules.game.descriptor().hint.strategy)(rules.variant) == HintStrategy::Solved
}

/// A game whose descriptor says any move is as good as another (Elevens,
/// pairs-only Suit Elevens): the outcome never depends on the order of
/// moves, so the share of stock orders that win is the player's own chance.
fn is_confluent(game: &AnyGame) -> bool {
    let rules = game.rules();
    (rules.game.descriptor().hint.strategy)(rules.variant) == HintStrategy::AnyMove
}

/// The odds of a position as it stands, from what the player can see: the
/// share of the stock's possible orders in which it can be won. For a
/// confluent game this is the player's own chance; otherwise it is what a
/// player who could see the stock would win, a ceiling on the fair chance.
/// `None` only when the solver could not decide a position with nothing
/// hidden within the budget.
pub fn position_odds(
    game: &AnyGame,
    seed: u64,
    budget: Budget,
    solver: &mut Solver,
) -> Option<Odds> {
    let visible = game.with_unseen_order(&game.unseen());
    if visible.outcome() != Outcome::Playing || is_solved_outright(&visible) {
        let won = match visible.outcome() {
            Outcome::Won => Some(true),
            Outcome::Lost => Some(false),
            Outcome::Playing => {
                match solve_position(&visible, &[], budget.total_nodes, solver).verdict {
                    Verdict::Won => Some(true),
                    Verdict::Lost => Some(false),
                    Verdict::Unknown => None,
                }
            }
        };
        return won.map(|won| Odds::known(won, true));
    }
    let candidates = [Candidate {
        mv: None,
        steady: (0, 0),
        pinned: true,
    }];
    let tallies = tally(&visible, &candidates, seed, budget, solver);
    Some(tallies[0].odds(is_confluent(&visible)))
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
            odds: Some(Odds::known(true, true)),
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
        odds: (whole.verdict == Verdict::Lost).then(|| Odds::known(false, true)),
    }
}

/// The moves that raise [`progress`], or all of them if none does.
///
/// In a game whose moves can undo one another ([`Game::shuttle_measure`]
/// is some measure: Sweet Sixteen), such a move never changes whether the
/// deal can be won. Offering only moves that raise (cards cleared, the
/// measure) makes a line of hints climb a bounded measure, so it cannot
/// come back to a position: no more shuttling a card back and forth. Only
/// when every legal move lowers the measure is one of those offered; a
/// move that keeps it is offered only when there is nothing else. In a
/// game whose every move is one way, all moves are offered.
fn forward(game: &AnyGame, moves: Vec<Move>, now: (usize, usize)) -> Vec<Move> {
    if game.shuttle_measure().is_none() {
        return moves;
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
/// moves: cards cleared, then the game's [`Game::shuttle_measure`] (0 in a
/// game whose every move is one way), which prefers the move of a move
/// and its inverse that goes forward.
fn progress(game: &AnyGame) -> (usize, usize) {
    (game.cleared(), game.shuttle_measure().unwrap_or(0))
}

/// One move being ranked (`None`: the position as it stands), with its
/// static tie-break measured on the visible game. A pinned candidate is
/// sampled to the end even when it falls behind (a review's move played).
struct Candidate {
    mv: Option<Move>,
    steady: (usize, usize),
    pinned: bool,
}

/// Solves every candidate on the same stock orders, round after round,
/// until the leader's interval is within [`TARGET_HALF_WIDTH`] (when the
/// orders are samples), every order has been tried, or the budget is spent. A candidate whose interval lies
/// wholly below the leader's stops being sampled. Returns one tally per
/// candidate; the leader is the one with the most wins among those sampled
/// to the end.
fn tally(
    visible: &AnyGame,
    candidates: &[Candidate],
    seed: u64,
    budget: Budget,
    solver: &mut Solver,
) -> Vec<Tally> {
    const ROUND: u32 = 16;
    let mut tallies = vec![Tally::default(); candidates.len()];
    let mut active: Vec<usize> = (0..candidates.len()).collect();
    let mut nodes = 0u64;
    let mut orders = orders(visible.unseen(), seed, budget.samples);
    'rounds: loop {
        for _ in 0..ROUND {
            let Some(order) = orders.next() else {
                // Every order tried: the counts of those still sampled are exact.
                if orders.is_exhaustive() {
                    for &i in &active {
                        tallies[i].exhaustive = true;
                    }
                }
                break 'rounds;
            };
            let sampled = visible.with_unseen_order(&order);
            for &i in &active {
                let mut after = sampled.clone();
                if let Some(mv) = &candidates[i].mv {
                    after.apply(mv).expect("a listed move is legal");
                }
                let rest = after.unseen_order();
                let solution = solver.run(
                    &Position::from_game(&after, &rest),
                    budget.nodes_per_solve,
                    None,
                );
                nodes += solution.nodes;
                tallies[i].add(solution.verdict, solution.cleared);
            }
            if nodes >= budget.total_nodes {
                break;
            }
        }
        let lead = leader(&tallies, candidates, &active);
        let floor = tallies[lead].interval().0;
        active.retain(|&i| i == lead || candidates[i].pinned || tallies[i].interval().1 >= floor);
        // When every order can be tried, an exact count is worth the rest.
        let narrow = !orders.is_exhaustive() && tallies[lead].half_width() <= TARGET_HALF_WIDTH;
        if nodes >= budget.total_nodes || narrow {
            break;
        }
    }
    let lead = leader(&tallies, candidates, &active);
    for (i, t) in tallies.iter_mut().enumerate() {
        t.lead = i == lead;
    }
    tallies
}

/// The move with the most wins, then the most cards cleared, then the most
/// static progress; the first of equals (the position itself only when no
/// move is ranked).
fn leader(tallies: &[Tally], candidates: &[Candidate], active: &[usize]) -> usize {
    let moves = active.iter().filter(|&&i| candidates[i].mv.is_some());
    let pool: Vec<usize> = if moves.clone().next().is_some() {
        moves.copied().collect()
    } else {
        active.to_vec()
    };
    *pool
        .iter()
        .rev()
        .max_by_key(|&&i| (tallies[i].wins, tallies[i].cleared, candidates[i].steady))
        .expect("a playing game has a candidate")
}

/// One candidate per class of moves alike in outcome ([`Alike::Outcome`],
/// as the game says) among those [`forward`] offers, with each class's key.
fn move_candidates(visible: &AnyGame, moves: Vec<Move>) -> (Vec<MoveKey>, Vec<Candidate>) {
    let moves = forward(visible, moves, progress(visible));
    let mut signatures: Vec<MoveKey> = Vec::new();
    let mut candidates: Vec<Candidate> = Vec::new();
    for mv in moves {
        let sig = visible.move_key(&mv, Alike::Outcome);
        if !signatures.contains(&sig) {
            let mut after = visible.clone();
            after.apply(&mv).expect("a listed move is legal");
            signatures.push(sig);
            candidates.push(Candidate {
                mv: Some(mv),
                steady: progress(&after),
                pinned: false,
            });
        }
    }
    (signatures, candidates)
}

fn sampled(
    visible: &AnyGame,
    moves: Vec<Move>,
    seed: u64,
    budget: Budget,
    solver: &mut Solver,
) -> Hint {
    let (_, mut candidates) = move_candidates(visible, moves);
    let tallies = tally(visible, &candidates, seed, budget, solver);
    let best = tallies
        .iter()
        .position(|t| t.lead)
        .expect("one candidate leads");
    Hint {
        odds: Some(tallies[best].odds(false)),
        best: candidates.swap_remove(best).mv,
        reason: Reason::Sampled,
    }
}

/// A move judged against the fair hint, for a review: the odds of the
/// position before it, after it, and the hint at that position (whose odds
/// are those after its best move). All three are counted on the same stock
/// orders, so their differences are not sampling noise between runs.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    /// The odds of the position before the move.
    pub before: Option<Odds>,
    /// The odds after the move played.
    pub played: Option<Odds>,
    /// The fair hint at the position before the move.
    pub hint: Hint,
    /// True when chance cannot explain the best move doing better than the
    /// move played: nothing was sampled (the odds say all there is), or the
    /// best move surely did better on the orders both were tried on
    /// ([`super::odds::surely_better`]).
    pub beyond_chance: bool,
}

/// Judges `played` (a legal move of `game`) against the fair hint, from
/// what the player could see before making it.
pub fn judge(
    game: &AnyGame,
    played: &Move,
    seed: u64,
    budget: Budget,
    solver: &mut Solver,
) -> Judged {
    let visible = game.with_unseen_order(&game.unseen());
    let moves = visible.legal_moves();
    if visible.outcome() != Outcome::Playing
        || is_confluent(&visible)
        || is_solved_outright(&visible)
    {
        let hint = hint_with_budget(&visible, seed, budget, solver);
        let before = position_odds(&visible, seed, budget, solver);
        // Confluent: no move changes the odds. Eliminator: nothing hidden,
        // so the odds after a move are those of the position it leaves.
        let played = if is_confluent(&visible) {
            before
        } else {
            let mut after = visible.clone();
            match after.apply(played) {
                Ok(_) => position_odds(&after, seed, budget, solver),
                Err(_) => None,
            }
        };
        return Judged {
            before,
            played,
            hint,
            beyond_chance: true,
        };
    }
    let (signatures, mut candidates) = move_candidates(&visible, moves);
    let class = visible.move_key(played, Alike::Outcome);
    let played_at = match signatures.iter().position(|s| *s == class) {
        Some(i) => i,
        None => {
            let mut after = visible.clone();
            after.apply(played).expect("a reviewed move is legal");
            candidates.push(Candidate {
                mv: Some(played.clone()),
                steady: progress(&after),
                pinned: true,
            });
            candidates.len() - 1
        }
    };
    candidates[played_at].pinned = true;
    candidates.push(Candidate {
        mv: None,
        steady: (0, 0),
        pinned: true,
    });
    let tallies = tally(&visible, &candidates, seed, budget, solver);
    let best = tallies
        .iter()
        .position(|t| t.lead)
        .expect("one candidate leads");
    // The move played stands for its class: when the class leads, say so.
    if best == played_at {
        candidates[best].mv = Some(played.clone());
    }
    Judged {
        before: Some(tallies[tallies.len() - 1].odds(false)),
        played: Some(tallies[played_at].odds(false)),
        beyond_chance: surely_better(&tallies[best], &tallies[played_at]),
        hint: Hint {
            odds: Some(tallies[best].odds(false)),
            best: candidates.swap_remove(best).mv,
            reason: Reason::Sampled,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::{bounded, shuffle, Deal};
    use crate::games::Rules;
    use rand_chacha::rand_core::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    const SMALL: Budget = Budget {
        samples: 6,
        nodes_per_solve: 500,
        total_nodes: 20_000,
    };

    fn all_rules() -> Vec<Rules> {
        let mut rules: Vec<Rules> = GameId::ALL.into_iter().map(Rules::standard).collect();
        rules.push(Rules {
            game: GameId::SuitElevens,
            variant: crate::games::suit_elevens::PAIRS,
        });
        rules.push(Rules {
            game: GameId::Eliminator,
            variant: crate::games::eliminator::FOUR_FOUNDATIONS,
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
                    if let Some(odds) = hint.odds {
                        assert!((0.0..=1.0).contains(&odds.share()));
                        let (low, high) = odds.interval();
                        assert!(low <= odds.share() && odds.share() <= high);
                    }
                }
            }
        }
    }

    /// Whatever the real stock order (reversed, rotated, shuffled), the
    /// same visible position gets the same move, reason and odds: the hint
    /// starts from the visible game, so even its tie-break cannot see it.
    #[test]
    fn the_hint_is_the_same_whatever_the_real_stock_order() {
        let mut solver = Solver::new();
        for rules in all_rules() {
            for seed in 1..6 {
                for game in positions(rules, seed, 4) {
                    let expected = hint_with_budget(&game, 9, SMALL, &mut solver);
                    let unseen = game.unseen();
                    let mut reversed = unseen.clone();
                    reversed.reverse();
                    let mut rotated = unseen.clone();
                    rotated.rotate_left(unseen.len() / 3);
                    let mut shuffled = unseen.clone();
                    shuffle(&mut shuffled, &mut ChaCha8Rng::seed_from_u64(seed));
                    for order in [reversed, rotated, shuffled] {
                        let other = game.with_unseen_order(&order);
                        assert_eq!(
                            expected,
                            hint_with_budget(&other, 9, SMALL, &mut solver),
                            "{rules:?} seed {seed}"
                        );
                    }
                }
            }
        }
    }

    fn eighteens_opening(seed: u64) -> AnyGame {
        AnyGame::new(Rules::standard(GameId::Eighteens), &Deal::from_seed(seed)).0
    }

    #[test]
    fn sampling_goes_on_until_the_interval_is_within_three_points() {
        let mut solver = Solver::new();
        for seed in 1..4 {
            let hint = hint_with_budget(
                &eighteens_opening(seed),
                1,
                crate::games::removal::HINT_BUDGET,
                &mut solver,
            );
            let odds = hint.odds.unwrap();
            assert!(!odds.exact);
            assert!(odds.half_width() <= TARGET_HALF_WIDTH, "{odds:?}");
            assert!(
                odds.orders > 16 && odds.orders < crate::games::removal::HINT_BUDGET.samples,
                "{odds:?}"
            );
        }
    }

    #[test]
    fn sampling_stops_when_the_budget_is_spent_and_the_interval_says_how_wide() {
        let budget = Budget {
            samples: 2_000,
            nodes_per_solve: 2_000,
            total_nodes: 20_000,
        };
        let hint = hint_with_budget(&eighteens_opening(2), 1, budget, &mut Solver::new());
        let odds = hint.odds.unwrap();
        assert!(odds.half_width() > TARGET_HALF_WIDTH, "{odds:?}");
        assert!(odds.orders < 200, "{odds:?}");
    }

    /// A sample the node limit leaves undecided is neither a win nor a
    /// loss: the odds count it, and their interval reaches from counting
    /// every such sample lost to counting every one won.
    #[test]
    fn undecided_samples_widen_the_odds_instead_of_counting_as_lost() {
        let starved = Budget {
            samples: 64,
            nodes_per_solve: 3,
            total_nodes: u64::MAX,
        };
        let odds = hint_with_budget(&eighteens_opening(2), 1, starved, &mut Solver::new())
            .odds
            .unwrap();
        assert!(odds.undecided > odds.orders / 2, "{odds:?}");
        let (low, high) = odds.interval();
        assert!(low <= odds.share() && high - low > 0.5, "{odds:?}");
        let decided = Budget {
            nodes_per_solve: 20_000,
            ..starved
        };
        let odds = hint_with_budget(&eighteens_opening(2), 1, decided, &mut Solver::new())
            .odds
            .unwrap();
        assert_eq!(odds.undecided, 0, "{odds:?}");
        assert!(odds.interval().1 - odds.interval().0 < 0.5, "{odds:?}");
    }

    /// The sampled share is what a player who could see the stock would
    /// win; only in a confluent game is it the player's own chance.
    #[test]
    fn a_sampled_share_is_a_ceiling_and_a_confluent_share_the_players_own() {
        let eighteens = hint(&eighteens_opening(1), 1);
        assert_eq!(eighteens.reason, Reason::Sampled);
        assert!(!eighteens.odds.unwrap().players_own);
        let (elevens, _) = AnyGame::new(Rules::standard(GameId::Elevens), &Deal::from_seed(1));
        let elevens = hint(&elevens, 1);
        assert_eq!(elevens.reason, Reason::AnyMove);
        let odds = elevens.odds.unwrap();
        assert!(odds.players_own && odds.half_width() <= TARGET_HALF_WIDTH);
    }

    /// With few cards unseen every order is tried, and the odds are exact
    /// (with a budget that decides every order: Golf's positions with few
    /// cards unseen may still hold most column cards).
    #[test]
    fn odds_are_exact_when_every_stock_order_is_tried() {
        let budget = Budget {
            nodes_per_solve: 200_000,
            total_nodes: u64::MAX,
            ..crate::games::removal::HINT_BUDGET
        };
        let mut solver = Solver::new();
        let mut checked = 0;
        for rules in all_rules() {
            for seed in 1..20 {
                for game in positions(rules, seed, 1) {
                    let unseen = game.unseen().len();
                    if game.outcome() != Outcome::Playing || unseen > 5 {
                        continue;
                    }
                    let Some(odds) = hint_with_budget(&game, 3, budget, &mut solver).odds else {
                        continue;
                    };
                    let count: u32 = (1..=unseen as u32).product();
                    if !is_solved_outright(&game) {
                        assert_eq!(odds.orders, count, "{rules:?} seed {seed}");
                    }
                    assert!(odds.exact, "{rules:?} seed {seed}: {odds:?}");
                    assert_eq!(odds.half_width(), 0.0);
                    checked += 1;
                }
            }
        }
        assert!(checked > 20, "{checked} positions with few cards unseen");
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
                    let order = game.unseen_order();
                    let rest = solve_position(&game, &order, 1_000_000, &mut solver);
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
