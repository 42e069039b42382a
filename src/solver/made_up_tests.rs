//! Rule sets made up here and registered nowhere, built from the covered
//! engine's parameters alone. A Pyramid whose pairs sum to 11, with each
//! jack, queen and king removed alone, two passes through the stock, won
//! when every card is gone: the solver has no line about it, yet the fast
//! solver, the hint and review's judging of a move serve it as they serve
//! Pyramid, and agree with the plain reference search over the engine's
//! own rules. A Pyramid whose pairs are two cards of the same or next
//! rank, won with the pyramid cleared, which no labelling turns into
//! Pyramid's: the search for any relation of pairs serves it. And the same
//! with three cards of one rank taken too, which no fast search serves:
//! the plain reference search solves it.

use super::hint::{hint_with_budget, judge};
use super::{fast, reference, Position, Solver, Verdict};
use crate::cards::Card;
use crate::deal::{bounded, Deal};
use crate::games::covered::{Action, CoverRules, Goal as CoverGoal};
use crate::games::covered_shape::CoverShape;
use crate::games::{pyramid, AnyGame, CoveredGame, Game, GameId, Move, Outcome, Rules};
use crate::message::Message;
use crate::solver::Goal;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Pairs summing to 11; a jack, queen or king alone.
#[derive(Debug)]
struct ElevensPyramid;

impl CoverRules for ElevensPyramid {
    fn shape(&self) -> CoverShape {
        CoverShape::Pyramid { rows: 7 }
    }

    fn face_down_rows(&self) -> usize {
        0
    }

    fn passes(&self) -> usize {
        2
    }

    fn shows_stock_top(&self) -> bool {
        true
    }

    fn action(&self) -> Action {
        Action::RemoveSets { largest: 2 }
    }

    fn check_set(&self, cards: &[Card]) -> Result<(), Message> {
        let value = |c: &Card| c.rank().number();
        match cards {
            [face] if value(face) > 10 => Ok(()),
            [a, b] if value(a) <= 10 && value(b) <= 10 && value(a) + value(b) == 11 => Ok(()),
            _ => Err(Message::from_text("Not a pair summing to 11, nor a face.")),
        }
    }

    fn check_play(&self, _card: Card, _onto: Card) -> Result<(), Message> {
        Err(Message::from_text("Nothing is played onto the waste."))
    }

    fn goal(&self) -> CoverGoal {
        CoverGoal::EveryCard
    }

    fn why_stuck(&self) -> &'static str {
        "No free cards sum to 11 and no face is free"
    }
}

static ELEVENS_PYRAMID: ElevensPyramid = ElevensPyramid;

/// Pairs of the same rank or ranks one apart (a rank goes with three
/// others, so no rank has one partner); nothing alone; one pass; won with
/// the pyramid cleared. With `largest` 3, three cards of one rank go
/// together too.
#[derive(Debug)]
struct NearPyramid {
    largest: usize,
}

impl CoverRules for NearPyramid {
    fn shape(&self) -> CoverShape {
        CoverShape::Pyramid { rows: 7 }
    }

    fn face_down_rows(&self) -> usize {
        0
    }

    fn passes(&self) -> usize {
        1
    }

    fn shows_stock_top(&self) -> bool {
        true
    }

    fn action(&self) -> Action {
        Action::RemoveSets {
            largest: self.largest,
        }
    }

    fn check_set(&self, cards: &[Card]) -> Result<(), Message> {
        match cards {
            [a, b] if a.rank().number().abs_diff(b.rank().number()) <= 1 => Ok(()),
            [a, b, c] if self.largest == 3 && a.rank() == b.rank() && b.rank() == c.rank() => {
                Ok(())
            }
            _ => Err(Message::from_text(
                "Not two cards of one rank or next ranks.",
            )),
        }
    }

    fn check_play(&self, _card: Card, _onto: Card) -> Result<(), Message> {
        Err(Message::from_text("Nothing is played onto the waste."))
    }

    fn goal(&self) -> CoverGoal {
        CoverGoal::Tableau
    }

    fn why_stuck(&self) -> &'static str {
        "No two free cards are of one rank or next ranks"
    }
}

static NEAR_PYRAMID: NearPyramid = NearPyramid { largest: 2 };
static NEAR_PYRAMID_WITH_THREES: NearPyramid = NearPyramid { largest: 3 };

/// Tri Peaks' plays on Pyramid's shape, every card face up, the top six
/// rows face down when `hidden`.
#[derive(Debug)]
struct PlaysOnAPyramid {
    hidden: bool,
}

impl CoverRules for PlaysOnAPyramid {
    fn shape(&self) -> CoverShape {
        CoverShape::Pyramid { rows: 7 }
    }

    fn face_down_rows(&self) -> usize {
        if self.hidden {
            6
        } else {
            0
        }
    }

    fn passes(&self) -> usize {
        1
    }

    fn shows_stock_top(&self) -> bool {
        false
    }

    fn action(&self) -> Action {
        Action::PlayToWaste
    }

    fn check_set(&self, _cards: &[Card]) -> Result<(), Message> {
        Err(Message::from_text("Cards are played onto the waste."))
    }

    fn check_play(&self, card: Card, onto: Card) -> Result<(), Message> {
        match card.rank().number().abs_diff(onto.rank().number()) {
            1 | 12 => Ok(()),
            _ => Err(Message::from_text("Not a rank up or down.")),
        }
    }

    fn goal(&self) -> CoverGoal {
        CoverGoal::Tableau
    }

    fn why_stuck(&self) -> &'static str {
        "No free card is a rank from the waste's top"
    }
}

static PLAYS_ON_A_PYRAMID: [PlaysOnAPyramid; 2] = [
    PlaysOnAPyramid { hidden: false },
    PlaysOnAPyramid { hidden: true },
];

/// The made-up game dealt from `seed`, under Pyramid's name and budgets.
fn dealt(seed: u64) -> AnyGame {
    dealt_by(&ELEVENS_PYRAMID, seed)
}

/// The made-up game of `rule` dealt from `seed`, under Pyramid's name and
/// budgets.
fn dealt_by(rule: &'static dyn CoverRules, seed: u64) -> AnyGame {
    let rules = Rules::standard(GameId::Pyramid);
    CoveredGame::deal(rules, rule, &Deal::from_seed(seed)).0
}

/// A position of `rule`'s game reached from the deal of `seed` by a random
/// line that removes a set when it can with odds 7 in 8, until `cleared`
/// cards are gone or no move is left.
fn random_position_by(rule: &'static dyn CoverRules, seed: u64, cleared: usize) -> AnyGame {
    let mut game = dealt_by(rule, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while game.cleared() < cleared {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let removals: Vec<Move> = moves
            .iter()
            .filter(|m| **m != Move::Turn)
            .cloned()
            .collect();
        let pool = if !removals.is_empty() && bounded(&mut rng, 8) < 7 {
            removals
        } else {
            moves
        };
        let mv = pool[bounded(&mut rng, pool.len() as u64) as usize].clone();
        game.apply(&mv).expect("a listed move is legal");
    }
    game
}

#[test]
fn a_made_up_pyramid_whose_pairs_sum_to_11_has_a_fast_solver() {
    assert_eq!(fast::fast_solver(&dealt(1)), Some(fast::Engine::Covered));
}

#[test]
fn the_fast_solver_agrees_with_the_plain_search_on_the_made_up_pyramid() {
    agrees_on_random_positions(&ELEVENS_PYRAMID, 34);
}

#[test]
fn a_made_up_pyramid_of_next_rank_pairs_has_a_fast_solver_that_agrees_with_the_plain_search() {
    assert_eq!(
        fast::fast_solver(&dealt_by(&NEAR_PYRAMID, 1)),
        Some(fast::Engine::Covered)
    );
    agrees_on_random_positions(&NEAR_PYRAMID, 14);
}

/// The fast solver and the plain search agree on positions of `rule`'s
/// game with `cleared` cards gone, seeds 1 to 120, both won and lost ones
/// among them.
fn agrees_on_random_positions(rule: &'static dyn CoverRules, cleared: usize) {
    let (mut won, mut lost) = (0, 0);
    for seed in 1..121 {
        let game = random_position_by(rule, seed, cleared);
        let order = game.unseen_order();
        let plain = reference::solve(&game, 30_000);
        if plain.verdict == Verdict::Unknown {
            continue;
        }
        for goal in [Goal::MostCleared, Goal::Verdict] {
            let mut solver = Solver::new().with_goal(goal);
            let fast = solver.run(&Position::from_game(&game, &order), 1_000_000, Some(&game));
            assert_eq!(fast.verdict, plain.verdict, "seed {seed} {goal:?}");
            if goal == Goal::MostCleared || fast.verdict == Verdict::Won {
                assert_eq!(fast.cleared, plain.cleared, "seed {seed} {goal:?}");
            }
            if fast.verdict == Verdict::Won {
                let mut played = game.clone();
                for mv in &fast.line {
                    played.apply(mv).expect("the line is legal");
                }
                assert!(played.is_won(), "seed {seed} {goal:?}");
            }
        }
        match plain.verdict {
            Verdict::Won => won += 1,
            _ => lost += 1,
        }
    }
    assert!(won >= 10 && lost >= 10, "{won} won, {lost} lost");
}

#[test]
fn the_hint_and_the_review_serve_the_made_up_pyramid() {
    let budget = pyramid::HINT_BUDGET;
    let mut solver = Solver::new();
    let mut game = dealt(3);
    let mut hinted = 0;
    while game.outcome() == Outcome::Playing && hinted < 12 {
        let hint = hint_with_budget(&game, 7, budget, &mut solver);
        let best = hint.best.expect("a game in play has a move to suggest");
        assert!(game.legal_moves().contains(&best), "{best:?}");
        assert!(hint.odds.is_some());
        let judged = judge(&game, &best, 7, budget, &mut solver);
        assert!(judged.before.is_some() && judged.played.is_some());
        game.apply(&best).expect("the hint's move is legal");
        hinted += 1;
    }
    assert!(hinted >= 5, "{hinted} hints");
}

/// A rule set no fast search serves is solved by the plain reference
/// search, through the same entry points as any other: its verdict and
/// most cleared are the plain search's, and a winning line wins.
#[test]
fn a_game_without_a_fast_solver_is_solved_by_the_reference_search() {
    let rules = Rules::standard(GameId::Pyramid);
    let (mut won, mut lost) = (0, 0);
    for seed in 1..41 {
        let mut game =
            CoveredGame::deal(rules, &NEAR_PYRAMID_WITH_THREES, &Deal::from_seed(seed)).0;
        assert_eq!(fast::fast_solver(&game), None);
        // Far enough into the game that the plain search finishes.
        while game.cleared() < 16 && game.has_legal_move() {
            let first = game.legal_moves()[0].clone();
            game.apply(&first).expect("a listed move is legal");
        }
        let order = game.unseen_order();
        let solution = Solver::new().run(&Position::from_game(&game, &order), 200_000, None);
        let plain = reference::solve(&game, 200_000);
        assert_eq!(solution.verdict, plain.verdict, "seed {seed}");
        assert_eq!(solution.cleared, plain.cleared, "seed {seed}");
        assert_eq!(solution.no_move, !game.has_legal_move(), "seed {seed}");
        match solution.verdict {
            Verdict::Won => {
                let mut played = game.clone();
                for mv in &solution.line {
                    played.apply(mv).expect("the line is legal");
                }
                assert!(played.is_won(), "seed {seed}");
                won += 1;
            }
            Verdict::Lost => lost += 1,
            Verdict::Unknown => {}
        }
    }
    assert!(won > 3 && lost > 3, "won {won}, lost {lost}");
}

/// Tri Peaks' plays on Pyramid's shape, face up or with the top six rows
/// face down: the fast solver serves both, agrees with the plain search,
/// and plays a face-down card only once it has turned up.
#[test]
fn plays_onto_the_waste_on_a_made_up_pyramid_are_served_by_the_fast_solver() {
    let rules = Rules::standard(GameId::TriPeaks);
    for rule in &PLAYS_ON_A_PYRAMID {
        let (mut won, mut lost) = (0, 0);
        for seed in 1..121 {
            let mut game = CoveredGame::deal(rules, rule, &Deal::from_seed(seed)).0;
            assert_eq!(fast::fast_solver(&game), Some(fast::Engine::Covered));
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while game.cleared() < 14 && game.has_legal_move() {
                let moves = game.legal_moves();
                let plays: Vec<Move> = moves
                    .iter()
                    .filter(|m| **m != Move::Turn)
                    .cloned()
                    .collect();
                let pool = if plays.is_empty() { moves } else { plays };
                let mv = pool[bounded(&mut rng, pool.len() as u64) as usize].clone();
                game.apply(&mv).expect("a listed move is legal");
            }
            let order = game.unseen_order();
            let plain = reference::solve(&game.with_unseen_order(&order), 20_000);
            if plain.verdict == Verdict::Unknown {
                continue;
            }
            let real = game.with_unseen_order(&order);
            let fast =
                Solver::new().run(&Position::from_game(&game, &order), 1_000_000, Some(&real));
            assert_eq!(fast.verdict, plain.verdict, "{rule:?} seed {seed}");
            assert_eq!(fast.cleared, plain.cleared, "{rule:?} seed {seed}");
            if fast.verdict == Verdict::Won {
                let mut played = real.clone();
                for mv in &fast.line {
                    played
                        .apply(mv)
                        .expect("the line is legal, face-down cards included");
                }
                assert!(played.is_won(), "{rule:?} seed {seed}");
                won += 1;
            } else {
                lost += 1;
            }
        }
        assert!(won >= 3 && lost >= 3, "{rule:?}: {won} won, {lost} lost");
    }
}
