//! The covered solver pinned to the plain reference search over the
//! engine's own rules ([`crate::solver::reference`]), one hand-made
//! position per rule.

use super::*;
use crate::deal::{bounded, Deal};
use crate::games::covered_shape::Tableau;
use crate::games::{AnyGame, Game, GameId, Rules, Variant};
use crate::solver::search::Verdict;
use crate::solver::{reference, Solver};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

pub(super) const STANDARD: Rules = Rules {
    game: GameId::Pyramid,
    variant: Variant::STANDARD,
};
pub(super) const RELAXED: Rules = Rules {
    game: GameId::Pyramid,
    variant: crate::games::pyramid::RELAXED,
};
pub(super) const TRI_PEAKS: Rules = Rules {
    game: GameId::TriPeaks,
    variant: Variant::STANDARD,
};
const RULE_SETS: [Rules; 3] = [STANDARD, RELAXED, TRI_PEAKS];

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(card).collect()
}

/// The rules value a covered rule set is played by, as its deal holds it.
pub(super) fn rule_of(rules: Rules) -> &'static dyn CoverRules {
    let (AnyGame::Covered(game), _) = AnyGame::new(rules, &Deal::from_seed(1)) else {
        panic!("{rules:?} is a game of covered cards")
    };
    game.cover_rules()
}

/// A position of a covered rule set: the engine's game, which the plain
/// search plays, and the solver's start from it.
pub(super) struct At {
    pub game: AnyGame,
    pub start: CoveredStart,
}

impl At {
    /// The position of `game`, every card known.
    pub fn of(game: AnyGame) -> At {
        let AnyGame::Covered(covered) = &game else {
            panic!("a game of covered cards")
        };
        let start = CoveredStart::from_game(covered);
        At { game, start }
    }

    /// The opening position of the deal of `seed`.
    pub fn dealt(rules: Rules, seed: u64) -> At {
        At::of(AnyGame::new(rules, &Deal::from_seed(seed)).0)
    }

    /// The same position with `redeals` redeals left.
    pub fn with_redeals(&self, redeals: u8) -> At {
        let game = CoveredGame::at(
            self.game.rules(),
            self.start.rule(),
            &self.start.tableau,
            &self.start.stock,
            &self.start.waste,
            redeals,
        );
        At::of(AnyGame::Covered(game))
    }

    /// True if the engine's rules allow `step` here.
    pub fn allows(&self, step: CoveredStep) -> bool {
        self.game.legal_moves().contains(&step.to_move())
    }

    /// The position after `step`, if the engine's rules allow it.
    pub fn after(&self, step: CoveredStep) -> Option<At> {
        let mut game = self.game.clone();
        game.apply(&step.to_move()).ok()?;
        Some(At::of(game))
    }

    /// Plays `line` under the engine's rules; panics on an illegal step,
    /// and returns the game where it ends.
    pub fn replay(&self, line: &[CoveredStep]) -> AnyGame {
        let mut game = self.game.clone();
        for (i, &step) in line.iter().enumerate() {
            game.apply(&step.to_move())
                .unwrap_or_else(|e| panic!("step {i} ({step:?}) is illegal: {e:?}"));
        }
        game
    }
}

impl std::ops::Deref for At {
    type Target = CoveredStart;

    fn deref(&self) -> &CoveredStart {
        &self.start
    }
}

/// The most cards the plain search clears from `at`, if it decides within
/// `limit` states.
pub(super) fn plain_most(at: &At, limit: u64) -> Option<usize> {
    let answer = reference::solve(&at.game, limit);
    (answer.verdict != Verdict::Unknown).then_some(answer.cleared)
}

/// A position of `rules` with the cards `spots` names on the tableau and no
/// others.
pub(super) fn position(
    rules: Rules,
    spots: &[(usize, &str)],
    stock: &str,
    waste: &str,
    redeals_left: u8,
) -> At {
    let mut tableau = [None; MAX_SPOTS];
    for &(spot, code) in spots {
        tableau[spot] = Some(card(code));
    }
    let game = CoveredGame::at(
        rules,
        rule_of(rules),
        &tableau,
        &cards(stock),
        &cards(waste),
        redeals_left,
    );
    At::of(AnyGame::Covered(game))
}

pub(super) fn solve_for(at: &At, goal: SearchGoal) -> Solution<CoveredStep> {
    let mut solver = Solver::new().with_goal(goal);
    solve_start(&at.start, 10_000_000, &mut solver)
}

/// Decides `start` with `solver`, as [`Solver::run`] does.
pub(super) fn solve_start(
    start: &CoveredStart,
    max_nodes: u64,
    solver: &mut Solver,
) -> Solution<CoveredStep> {
    solve(start, max_nodes, solver.room())
}

/// The first player's step of each of the fast solver's steps from `at`
/// (the search's own: forced ones, runs of turns).
fn fast_steps(at: &At) -> Vec<CoveredStep> {
    fn firsts<S: LineStep>(steps: &[S]) -> Vec<CoveredStep> {
        steps.iter().map(|&s| player_line(&[s])[0]).collect()
    }
    let start = &at.start;
    match start.rule().action() {
        Action::RemoveSets { .. } => {
            let tables = pyramid::Tables::new(start, SearchGoal::MostCleared, Default::default());
            let mut out = Vec::new();
            crate::solver::search::Problem::steps(&tables.start(), &mut out);
            firsts(&out)
        }
        Action::PlayToWaste => {
            let tables = tri_peaks::Tables::new(start, SearchGoal::MostCleared, Default::default());
            let mut out = Vec::new();
            crate::solver::search::Problem::steps(&tables.start(), &mut out);
            firsts(&out)
        }
    }
}

/// Asserts the fast solver agrees with the plain search on `at`, for both
/// goals, and that a winning line replays to a win. `None` if the plain
/// search gave up past `limit` positions; else whether it is won.
pub(super) fn agrees(at: &At, limit: u64, context: &str) -> Option<bool> {
    let answer = reference::solve(&at.game, limit);
    let won = match answer.verdict {
        Verdict::Won => true,
        Verdict::Lost => false,
        Verdict::Unknown => return None,
    };
    assert_eq!(at.start.cleared(), at.game.cleared(), "{context}");
    for goal in [SearchGoal::MostCleared, SearchGoal::Verdict] {
        let fast = solve_for(at, goal);
        assert_eq!(fast.verdict, answer.verdict, "{context}, {goal:?}");
        if goal == SearchGoal::MostCleared || won {
            assert_eq!(fast.cleared, answer.cleared, "{context}, {goal:?}");
        }
        if won {
            assert!(at.replay(&fast.line).is_won(), "{context}, {goal:?}");
            let mut game = at.game.clone();
            for mv in &answer.line {
                game.apply(mv).expect("the plain search's line is legal");
            }
            assert!(game.is_won(), "{context}");
        } else {
            assert!(fast.line.is_empty());
        }
    }
    Some(won)
}

/// A position reached from the deal of `seed` by a random line of the
/// engine's rules, which removes or plays a card when it can with odds
/// `eager` in 8 and stops once `cleared` cards are cleared and at most
/// `stock` cards are left to turn (or no move is left).
pub(super) fn random_position(
    rules: Rules,
    seed: u64,
    cleared: usize,
    eager: u64,
    stock: usize,
) -> At {
    let mut game = AnyGame::new(rules, &Deal::from_seed(seed)).0;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while game.cleared() < cleared || game.stock_len() > stock {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let taking: Vec<Move> = moves
            .iter()
            .filter(|m| !matches!(m, Move::Turn))
            .cloned()
            .collect();
        let pool = if !taking.is_empty() && bounded(&mut rng, 8) < eager {
            taking
        } else {
            moves
        };
        let mv = pool[bounded(&mut rng, pool.len() as u64) as usize].clone();
        game.apply(&mv).unwrap();
    }
    At::of(game)
}

/// Compares the two searches on positions of `rules` from seeds `seeds`,
/// and checks that enough were compared and both outcomes occurred.
fn compare_on_random_positions(
    rules: Rules,
    seeds: std::ops::Range<u64>,
    cleared: usize,
    eager: u64,
    stock: usize,
) {
    let total = seeds.end - seeds.start;
    let (mut won, mut lost, mut skipped) = (0, 0, 0);
    for seed in seeds {
        let at = random_position(rules, seed, cleared, eager, stock);
        match agrees(&at, 20_000, &format!("{rules:?} seed {seed}")) {
            Some(true) => won += 1,
            Some(false) => lost += 1,
            None => skipped += 1,
        }
    }
    assert!(
        skipped * 5 <= total,
        "{rules:?}: {skipped} of {total} skipped ({won} won, {lost} lost)"
    );
    assert!(won > 0 && lost > 0, "{rules:?}: {won} won, {lost} lost");
}

#[test]
fn pyramid_agrees_with_the_plain_search_on_random_positions() {
    compare_on_random_positions(STANDARD, 1..151, 30, 7, 24);
}

#[test]
fn relaxed_pyramid_agrees_with_the_plain_search_on_random_positions() {
    compare_on_random_positions(RELAXED, 1..151, 18, 7, 24);
}

#[test]
fn tri_peaks_agrees_with_the_plain_search_on_random_positions() {
    compare_on_random_positions(TRI_PEAKS, 1..151, 12, 6, 8);
}

/// Whole deals, whose positions the plain search cannot all finish, at
/// the default node limit: the verdict search decides every deal, every
/// winning line replays to a win under the plain rules, both goals give
/// the same verdict where both decide, and a lost deal's most cleared is
/// what its best line reaches, for the most cleared too.
#[test]
fn every_winning_line_of_whole_deals_replays_to_a_win() {
    // The full hundred run with `--ignored`. Tri Peaks' first lost deals
    // are seeds 59 and 61.
    whole_deals(1..62);
}

#[test]
#[ignore = "minutes in a debug build; run with --release -- --ignored"]
fn every_winning_line_of_a_hundred_whole_deals_replays_to_a_win() {
    whole_deals(1..101);
}

/// Checks [`every_winning_line_of_whole_deals_replays_to_a_win`] on
/// `seeds`.
fn whole_deals(seeds: impl Iterator<Item = u64> + Clone) {
    for kind in RULE_SETS {
        let (mut won, mut lost) = (0, 0);
        for seed in seeds.clone() {
            let at = At::dealt(kind, seed);
            let start = &at.start;
            let limit = crate::solver::DEFAULT_MAX_NODES;
            let most = solve_start(
                start,
                limit,
                &mut Solver::new().with_goal(SearchGoal::MostCleared),
            );
            let verdict = solve_start(
                start,
                limit,
                &mut Solver::new().with_goal(SearchGoal::Verdict),
            );
            assert!(verdict.nodes <= most.nodes, "{kind:?} seed {seed}");
            match verdict.verdict {
                Verdict::Won => {
                    won += 1;
                    assert_eq!(most.verdict, Verdict::Won, "{kind:?} seed {seed}");
                    for line in [&most.line, &verdict.line] {
                        assert!(at.replay(line).is_won(), "{kind:?} seed {seed}");
                    }
                    assert_eq!(most.cleared, start.cleared_when_won());
                }
                Verdict::Lost => {
                    lost += 1;
                    assert!(most.cleared < start.cleared_when_won());
                    assert!(verdict.cleared <= most.cleared);
                    assert_eq!(most.verdict, Verdict::Lost, "{kind:?} seed {seed}");
                }
                Verdict::Unknown => panic!("{kind:?} seed {seed} undecided"),
            }
        }
        assert!(won > 0 && lost > 0, "{kind:?}: {won} won, {lost} lost");
    }
}

#[test]
fn the_deal_puts_28_cards_on_the_tableau_and_turns_the_29th_onto_the_waste() {
    let deck = Deal::from_seed(7).cards().to_owned();
    for kind in RULE_SETS {
        let at = At::dealt(kind, 7);
        let start = &at.start;
        assert_eq!(start.tableau()[0], Some(deck[0]));
        assert_eq!(start.tableau()[27], Some(deck[27]));
        assert_eq!(start.waste(), &deck[28..29]);
        assert_eq!(start.stock(), &deck[29..]);
        assert_eq!(start.cleared(), 0);
    }
    let pyramid = At::dealt(STANDARD, 7).start;
    assert_eq!(pyramid.redeals_left(), 2, "three passes in all");
    let peaks = At::dealt(TRI_PEAKS, 7).start;
    assert_eq!(peaks.redeals_left(), 0, "one pass");
}

#[test]
fn pyramid_removes_a_pair_that_sums_to_13() {
    // Spots 21 and 22 are side by side in the bottom row, both free.
    for (a, b, pairs) in [
        ("6H", "7C", true),
        ("AH", "QC", true),
        ("2S", "JD", true),
        ("6H", "6C", false),
        ("5H", "7C", false),
    ] {
        let start = position(STANDARD, &[(21, a), (22, b)], "", "", 0);
        let pair = CoveredStep::Remove(Place::Spot(21), Some(Place::Spot(22)));
        assert_eq!(start.allows(pair), pairs);
        assert_eq!(fast_steps(&start).contains(&pair), pairs, "{a} {b}");
        let solution = solve_for(&start, SearchGoal::MostCleared);
        assert_eq!(solution.verdict == Verdict::Won, pairs, "{a} {b}");
        assert_eq!(solution.cleared, if pairs { 52 } else { 50 });
    }
}

#[test]
fn pyramid_removes_a_free_king_alone_and_at_once() {
    let start = position(STANDARD, &[(27, "KS"), (21, "6H"), (22, "7C")], "", "", 0);
    let king = CoveredStep::Remove(Place::Spot(27), None);
    assert!(start.allows(king));
    assert_eq!(fast_steps(&start), vec![king], "the king goes first, alone");
    let solution = solve_for(&start, SearchGoal::MostCleared);
    assert_eq!(solution.verdict, Verdict::Won);
    assert_eq!(solution.line.len(), 2);
    // A king on the stock's top or the waste's top goes alone too.
    let start = position(STANDARD, &[], "KD", "KH", 0);
    assert_eq!(
        fast_steps(&start),
        vec![CoveredStep::Remove(Place::StockTop, None)]
    );
    assert_eq!(solve_for(&start, SearchGoal::Verdict).verdict, Verdict::Won);
}

#[test]
fn a_card_cannot_pair_with_a_card_covering_it() {
    // Spot 20 is covered by spots 26 and 27: the 6 under the 7 can never
    // pair with it, and nothing else is left to free it.
    let start = position(RELAXED, &[(20, "6H"), (27, "7C")], "", "", 0);
    assert!(!fast_steps(&start)
        .iter()
        .any(|s| matches!(s, CoveredStep::Remove(..))));
    assert!(start.game.legal_moves().is_empty());
    let solution = solve_for(&start, SearchGoal::MostCleared);
    assert_eq!(solution.verdict, Verdict::Lost);
    assert!(solution.no_move);
    assert_eq!(solution.cleared, 26);
    // With the 7 beside it instead (spot 19 is covered by 25 and 26), the
    // pair goes.
    let start = position(RELAXED, &[(20, "6H"), (19, "7C")], "", "", 0);
    assert_eq!(
        solve_for(&start, SearchGoal::MostCleared).verdict,
        Verdict::Won
    );
}

/// A removal of the stock's top and the waste's top, in either order.
fn takes_both_tops(step: CoveredStep) -> bool {
    matches!(
        step,
        CoveredStep::Remove(Place::StockTop, Some(Place::WasteTop))
            | CoveredStep::Remove(Place::WasteTop, Some(Place::StockTop))
    )
}

#[test]
fn the_stock_top_and_the_waste_top_pair() {
    let start = position(STANDARD, &[], "8C 2D", "5H", 0);
    let pair = CoveredStep::Remove(Place::StockTop, Some(Place::WasteTop));
    assert!(start.allows(pair));
    assert!(fast_steps(&start).into_iter().any(takes_both_tops));
    let solution = solve_for(&start, SearchGoal::MostCleared);
    assert_eq!(solution.verdict, Verdict::Lost, "the 2 has no jack");
    assert_eq!(solution.cleared, 51);
    // Once the 8 and 5 are gone, the jack on the stock's top and the 2
    // on the waste's top are the tops, and pair.
    let start = position(STANDARD, &[], "8C JD", "2D 5H", 0);
    let solution = solve_for(&start, SearchGoal::MostCleared);
    assert_eq!(solution.verdict, Verdict::Won);
    assert_eq!(solution.line.len(), 2);
    assert!(solution.line.iter().all(|&s| takes_both_tops(s)));
    assert!(start.replay(&solution.line).is_won());
}

/// Each pass frees one more pyramid card whose partner lies further back
/// in the stock than the card that freed it: three passes clear the
/// pyramid, two do not.
#[test]
fn pyramid_gives_three_passes_then_is_stuck() {
    // Spot 14 is covered by 19 and 20, spot 20 by 26 and 27.
    let spots = [(14, "9S"), (20, "8H"), (27, "7D")];
    let (stock, waste) = ("2C 5C 3C 6C", "4C");
    let three = position(RELAXED, &spots, stock, waste, 2);
    let solution = solve_for(&three, SearchGoal::MostCleared);
    assert_eq!(solution.verdict, Verdict::Won);
    let redeals = solution.line.iter().filter(|&&s| s == CoveredStep::Redeal);
    assert_eq!(redeals.count(), 2);
    assert!(three.replay(&solution.line).is_won());
    let two = position(RELAXED, &spots, stock, waste, 1);
    let solution = solve_for(&two, SearchGoal::MostCleared);
    assert_eq!(solution.verdict, Verdict::Lost);
    assert_eq!(solution.cleared, 27, "the 9 is left");
    for passes in [&two, &three] {
        assert_eq!(
            agrees(passes, 100_000, "passes"),
            Some(std::ptr::eq(passes, &three))
        );
    }
    // With the stock empty, the waste is turned over only while a redeal
    // is left (the search redeals only to remove a card: here the 6 goes
    // with the free 7).
    for (redeals, can) in [(0, false), (1, true)] {
        let start = position(RELAXED, &spots, "", "6C 2C", redeals);
        let redeal = CoveredStep::Redeal;
        assert_eq!(fast_steps(&start).contains(&redeal), can);
        assert_eq!(start.allows(redeal), can);
    }
}

#[test]
fn tri_peaks_plays_one_rank_up_or_down_with_king_and_ace_adjacent() {
    for (waste, free, fits) in [
        ("KH", "AS", true),
        ("AH", "KS", true),
        ("KH", "QS", true),
        ("7H", "8H", true),
        ("7H", "6C", true),
        ("KH", "2S", false),
        ("7H", "7C", false),
        ("7H", "9C", false),
    ] {
        let start = position(TRI_PEAKS, &[(27, free)], "", waste, 0);
        let play = CoveredStep::Play(27);
        assert_eq!(
            fast_steps(&start).contains(&play),
            fits,
            "{free} on {waste}"
        );
        assert_eq!(start.allows(play), fits);
        let solution = solve_for(&start, SearchGoal::MostCleared);
        assert_eq!(solution.verdict == Verdict::Won, fits, "{free} on {waste}");
    }
}

#[test]
fn tri_peaks_has_one_pass_through_the_stock() {
    // The 5 is in the stock but already passed: no redeal brings it back.
    let start = position(TRI_PEAKS, &[(27, "6D")], "9C", "5H 2S", 3);
    assert_eq!(start.start.redeals_left(), 0);
    assert_eq!(start.game.legal_moves(), vec![Move::Turn]);
    assert!(fast_steps(&start).is_empty(), "a turn to nothing that fits");
    let solution = solve_for(&start, SearchGoal::MostCleared);
    assert_eq!(solution.verdict, Verdict::Lost);
    let at = start.after(CoveredStep::Turn).expect("one turn");
    assert!(at.game.legal_moves().is_empty(), "no redeal in Tri Peaks");
}

/// Two threes with no two or four left on the tableau each need a start
/// of their own (the waste's top or a stock card): with one start the
/// verdict search passes over the position at once, with two it wins.
#[test]
fn tri_peaks_cards_left_need_as_many_runs_as_the_waste_can_start() {
    let spots = [(26, "3H"), (27, "3S")];
    let one = position(TRI_PEAKS, &spots, "", "4C", 0);
    let tables = tri_peaks::Tables::new(&one.start, SearchGoal::Verdict, Default::default());
    assert!(tables.start().too_few_runs());
    assert_eq!(agrees(&one, 1_000, "one start"), Some(false));
    let two = position(TRI_PEAKS, &spots, "2D", "4C", 0);
    let tables = tri_peaks::Tables::new(&two.start, SearchGoal::Verdict, Default::default());
    assert!(!tables.start().too_few_runs());
    assert_eq!(agrees(&two, 1_000, "two starts"), Some(true));
    // Ranks in two arcs (3 and 9) need two runs even with a card beside
    // each: the waste's 4 starts one, and nothing starts the other. The
    // runs' test lets this through (the nine and the ten can each come
    // just before the other; docs/solver.md says why no test of arcs is
    // asked), and the search finds it lost.
    let arcs = position(
        TRI_PEAKS,
        &[(26, "3H"), (27, "9S"), (25, "10S")],
        "",
        "4C",
        0,
    );
    assert_eq!(agrees(&arcs, 1_000, "two arcs"), Some(false));
}

/// A Tri Peaks state met with the same spots left as one met before is
/// passed over when that one can do all it can: the same waste rank with
/// no more cards turned, or fewer turned and a turn short of this state's
/// position that shows its waste's rank.
#[test]
fn tri_peaks_passes_over_a_state_with_more_turned_than_one_met() {
    use crate::solver::search::Problem;
    // Each waste here takes a free card no other takes, so that no state
    // is passed over for its steps alone.
    let spots = [(24, "4D"), (25, "10S"), (26, "3S"), (27, "6H")];
    let start = position(TRI_PEAKS, &spots, "5C 9D 5H 2S", "7C", 0);
    let tables = tri_peaks::Tables::new(&start.start, SearchGoal::Verdict, Default::default());
    let mut at = tables.start();
    let turn_to = |to: u8| SearchStep::TurnTo { to, turns: to + 1 };
    let play = SearchStep::One(CoveredStep::Play(27));
    assert_eq!(at.meet(), Ok(true));
    // The second five: the first shows a five with fewer turned.
    assert_eq!(at.apply(turn_to(2)).meet(), Ok(false));
    // The first five, the nine and the two: nothing shows them sooner.
    let mut five = at.apply(turn_to(0));
    assert_eq!(five.meet(), Ok(true));
    assert_eq!(five.meet(), Ok(false), "met again");
    assert_eq!(at.apply(turn_to(1)).meet(), Ok(true));
    assert_eq!(at.apply(turn_to(3)).meet(), Ok(true));
    // The six played onto the five after a turn, and onto the seven with
    // none: the same spots and waste, the second with fewer turned.
    assert_eq!(five.apply(play).meet(), Ok(true));
    assert_eq!(at.apply(play).meet(), Ok(true));
    assert_eq!(five.apply(play).meet(), Ok(false));
    assert_eq!(agrees(&start, 10_000, "turns"), Some(true));
}

/// True if Tri Peaks' runs' test passes over `start` at once.
fn too_few_runs(at: &At) -> bool {
    tri_peaks::Tables::new(&at.start, SearchGoal::Verdict, Default::default())
        .start()
        .too_few_runs()
}

/// Every card left is played just after a start or a card left one rank
/// from it, and no card comes just before two: three threes with one two
/// and one four to start from cannot all go, although each has a start
/// beside it and there are three starts; nor can three fives with one
/// four left and one six to turn. One more two to turn wins.
#[test]
fn tri_peaks_cards_left_need_a_card_or_start_before_each() {
    let threes = [(25, "3H"), (26, "3S"), (27, "3D")];
    let two_starts = position(TRI_PEAKS, &threes, "2D 4C", "9C", 0);
    assert!(too_few_runs(&two_starts));
    assert_eq!(agrees(&two_starts, 1_000, "two starts beside"), Some(false));
    let three_starts = position(TRI_PEAKS, &threes, "2D 4C 2S", "9C", 0);
    assert!(!too_few_runs(&three_starts));
    assert_eq!(
        agrees(&three_starts, 1_000, "three starts beside"),
        Some(true)
    );
    let fives = [(24, "5H"), (25, "5S"), (26, "5D"), (27, "4C")];
    let one_four = position(TRI_PEAKS, &fives, "6D", "KC", 0);
    assert!(too_few_runs(&one_four));
    assert_eq!(agrees(&one_four, 1_000, "one four"), Some(false));
}

/// A Tri Peaks state met after one with the same spots left and no more
/// cards turned takes no step that one took: no turn (that one turns to
/// the same cards), and no play of a card that one's waste takes too
/// (that play leaves the same spots and waste with no more turned). Nor
/// does it turn to a card that takes only free cards its own waste takes.
#[test]
fn tri_peaks_takes_no_step_a_state_met_before_with_fewer_turned_took() {
    use crate::solver::search::Problem;
    let spots = [(25, "10D"), (26, "6H"), (27, "4S")];
    let start = position(TRI_PEAKS, &spots, "5C 9D 3S", "7C", 0);
    let tables = tri_peaks::Tables::new(&start.start, SearchGoal::Verdict, Default::default());
    let steps = |state: &tri_peaks::State| {
        let mut out = Vec::new();
        state.steps(&mut out);
        out
    };
    let play = |s: u8| SearchStep::One(CoveredStep::Play(s));
    let mut at = tables.start();
    let mut five = at.apply(SearchStep::TurnTo { to: 0, turns: 1 });
    // No turn to the three: it takes only the four, which the five takes.
    let all = vec![play(27), play(26), SearchStep::TurnTo { to: 1, turns: 1 }];
    assert_eq!(steps(&five), all, "met first");
    assert_eq!(at.meet(), Ok(true));
    assert_eq!(five.meet(), Ok(true));
    // The seven takes the six too; both turn to the nine.
    assert_eq!(steps(&five), vec![play(27)]);
    assert_eq!(agrees(&start, 10_000, "steps taken before"), Some(true));
}

/// A Tri Peaks state all of whose steps a state met before with the same
/// spots left and no more cards turned took is passed over: after the
/// seven, a nine takes only the eight, which the seven takes too; a five
/// takes the four as well, which the seven does not.
#[test]
fn tri_peaks_passes_over_a_state_whose_steps_were_all_taken_before() {
    use crate::solver::search::Problem;
    let spots = [(25, "8H"), (26, "6H"), (27, "4S")];
    let start = position(TRI_PEAKS, &spots, "5C 9D 3S", "7C", 0);
    let tables = tri_peaks::Tables::new(&start.start, SearchGoal::Verdict, Default::default());
    let mut at = tables.start();
    assert_eq!(at.meet(), Ok(true));
    assert_eq!(
        at.apply(SearchStep::TurnTo { to: 1, turns: 2 }).meet(),
        Ok(false)
    );
    assert_eq!(
        at.apply(SearchStep::TurnTo { to: 0, turns: 1 }).meet(),
        Ok(true)
    );
    assert_eq!(agrees(&start, 10_000, "all steps taken before"), Some(true));
}

/// Tri Peaks' record compares the fewest turned of its fourteen waste
/// ranks at once: it finds the same wastes met within each count of cards
/// turned as a look at one waste at a time.
#[test]
fn tri_peaks_record_finds_the_wastes_met_within_a_count_turned() {
    let mut rng = ChaCha8Rng::seed_from_u64(30);
    for _ in 0..2000 {
        let mut met = tri_peaks::Met::default();
        for waste in 0..14 {
            if bounded(&mut rng, 2) == 0 {
                met.set(waste, bounded(&mut rng, MAX_STOCK as u64 + 1) as u8);
            }
        }
        for turned in 0..=MAX_STOCK as u8 {
            let one_at_a_time = (0..14)
                .filter(|&waste| met.fewest(waste).is_some_and(|fewest| fewest <= turned))
                .fold(0, |wastes, waste| wastes | 1 << waste);
            assert_eq!(met.wastes_within(turned), one_at_a_time, "{met:?}");
        }
    }
}

/// Positions with much of the stock left, where many states share their
/// spots left with others turned further (the pruning of
/// [`tri_peaks_passes_over_a_state_with_more_turned_than_one_met`]).
#[test]
fn tri_peaks_agrees_with_the_plain_search_with_much_stock_left() {
    compare_on_random_positions(TRI_PEAKS, 151..231, 19, 7, 12);
}

/// The solver knows the face-down cards; its lines still play each card
/// only once the player's tableau has turned it face up (a card is free
/// exactly when face up, since a face-down card turns up when freed).
#[test]
fn face_down_cards_are_irrelevant_to_the_full_knowledge_solver() {
    let mut checked = 0;
    for seed in 1..41 {
        let deck = Deal::from_seed(seed).cards().to_owned();
        let start = At::dealt(TRI_PEAKS, seed);
        let solution = solve_for(&start, SearchGoal::MostCleared);
        let mut tableau = Tableau::deal(CoverShape::TriPeaks, 3, &deck[..28]);
        for step in &solution.line {
            if let CoveredStep::Play(s) = *step {
                let s = usize::from(s);
                assert!(tableau.is_face_up(s) && tableau.is_free(s), "seed {seed}");
                tableau.take(s);
                checked += 1;
            }
        }
    }
    assert!(checked > 28 * 10);
}

/// The waste's top starts a run only for a free card that fits it now:
/// the next step plays such a card onto it, or turns it under. With no
/// free card fitting it, it starts none: a three under an eight and a
/// nine, with a four on the waste and a seven to turn, is lost, and the
/// runs' test says so; with the three free it is won. With free cards of
/// one rank fitting it, it comes before one of them and no other card:
/// two free threes over a five, a four on the waste and two twos to turn
/// are lost (the five is freed only after the waste's four is gone);
/// with a six in place of a two, won.
#[test]
fn tri_peaks_waste_starts_a_run_only_for_a_free_card_that_fits_it() {
    let kind = TRI_PEAKS;
    let covered = position(kind, &[(17, "3H"), (26, "8S"), (27, "9D")], "7C", "4C", 0);
    assert!(too_few_runs(&covered));
    assert_eq!(agrees(&covered, 1_000, "no free card fits"), Some(false));
    let free = position(kind, &[(25, "3H"), (26, "8S"), (27, "9D")], "7C", "4C", 0);
    assert!(!too_few_runs(&free));
    assert_eq!(agrees(&free, 1_000, "a free card fits"), Some(true));
    let threes = [(17, "5D"), (26, "3S"), (27, "3H")];
    let twos = position(kind, &threes, "2C 2D", "4C", 0);
    assert!(too_few_runs(&twos));
    assert_eq!(agrees(&twos, 1_000, "one rank fits"), Some(false));
    let six = position(kind, &threes, "2C 6D", "4C", 0);
    assert!(!too_few_runs(&six));
    assert_eq!(agrees(&six, 1_000, "a six to turn"), Some(true));
}

/// The rules that ask the most cleared by targets: Tri Peaks (both
/// forms) and Cheops, whose deals are mostly won; Escalator and
/// Elevator, whose deals are mostly lost by more than a card, ask it
/// in one search, as every other rule set does.
#[test]
fn tri_peaks_and_cheops_ask_the_most_cleared_by_targets_escalator_does_not() {
    for (game, by_targets) in [
        (GameId::TriPeaks, true),
        (GameId::Cheops, true),
        (GameId::Escalator, false),
        (GameId::Elevator, false),
        (GameId::Pyramid, false),
    ] {
        for rules in Rules::every().into_iter().filter(|r| r.game == game) {
            let at = At::dealt(rules, 1);
            assert_eq!(at.rule().most_cleared_by_targets(), by_targets, "{rules:?}");
        }
    }
}

/// By targets, Tri Peaks' most cleared is the one search's: the same
/// verdict and the same most cleared on every deal of seeds 1 to 150
/// of both forms, lost deals among them.
#[test]
fn tri_peaks_most_cleared_by_targets_is_what_one_search_finds() {
    let mut lost = 0;
    for rules in Rules::every()
        .into_iter()
        .filter(|r| r.game == GameId::TriPeaks)
    {
        for seed in 1..=150 {
            let at = At::dealt(rules, seed);
            let by_targets = solve_for(&at, SearchGoal::MostCleared);
            let tables =
                tri_peaks::Tables::new(&at.start, SearchGoal::MostCleared, Default::default());
            let one =
                crate::solver::search::search(tables.start(), 10_000_000, &mut Default::default());
            assert_eq!(by_targets.verdict, one.verdict, "{rules:?} seed {seed}");
            let most = match one.verdict {
                Verdict::Won => at.start.cleared_when_won(),
                _ => usize::from(one.best_cleared),
            };
            assert_eq!(by_targets.cleared, most, "{rules:?} seed {seed}");
            lost += usize::from(one.verdict == Verdict::Lost);
        }
    }
    assert!(
        lost > 0,
        "some deals are lost, so the later targets are asked"
    );
}
