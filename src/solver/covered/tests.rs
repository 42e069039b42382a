//! The covered solver pinned to the plain search ([`super::reference`]) and
//! to the rules, one hand-made position per rule.

use super::reference::{self, Plain};
use super::*;
use crate::deal::{bounded, Deal};
use crate::games::covered_shape::Tableau;
use crate::solver::search::Verdict;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

const STANDARD: CoveredKind = CoveredKind::Pyramid(PyramidGoal::AllCards);
const RELAXED: CoveredKind = CoveredKind::Pyramid(PyramidGoal::Board);
const KINDS: [CoveredKind; 3] = [STANDARD, RELAXED, CoveredKind::TriPeaks];

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(card).collect()
}

/// A position with the cards `spots` names on the tableau and no others.
pub(super) fn position(
    kind: CoveredKind,
    spots: &[(usize, &str)],
    stock: &str,
    waste: &str,
    redeals_left: u8,
) -> CoveredStart {
    let mut tableau = [None; MAX_SPOTS];
    for &(spot, code) in spots {
        tableau[spot] = Some(card(code));
    }
    CoveredStart::new(kind, tableau, cards(stock), cards(waste), redeals_left)
}

fn solve_for(start: &CoveredStart, goal: Goal) -> Solution<CoveredStep> {
    let mut solver = Solver::new().with_goal(goal);
    solve(start, 10_000_000, &mut solver)
}

/// The first player's step of each of the fast solver's steps from `start`
/// (the search's own: forced ones, runs of turns).
fn fast_steps(start: &CoveredStart) -> Vec<CoveredStep> {
    fn firsts<S: LineStep>(steps: &[S]) -> Vec<CoveredStep> {
        steps.iter().map(|&s| player_line(&[s])[0]).collect()
    }
    match start.kind() {
        CoveredKind::Pyramid(_) => {
            let tables = pyramid::Tables::new(start, Goal::MostCleared, Default::default());
            let mut out = Vec::new();
            crate::solver::search::Problem::steps(&tables.start(), &mut out);
            firsts(&out)
        }
        CoveredKind::TriPeaks => {
            let tables = tri_peaks::Tables::new(start, Goal::MostCleared, Default::default());
            let mut out = Vec::new();
            crate::solver::search::Problem::steps(&tables.start(), &mut out);
            firsts(&out)
        }
    }
}

/// Plays `line` from `start` under the plain rules; panics on an illegal
/// step, and returns where it ends.
fn replay(start: &CoveredStart, line: &[CoveredStep]) -> Plain {
    let mut at = Plain::from_start(start);
    for (i, &step) in line.iter().enumerate() {
        at = at
            .apply(step)
            .unwrap_or_else(|| panic!("step {i} ({step:?}) is illegal under the plain rules"));
    }
    at
}

/// Asserts the fast solver agrees with the plain search on `plain`, for
/// both goals, and that a winning line replays to a win. `None` if the
/// plain search gave up past `limit` positions; else whether it is won.
pub(super) fn agrees(plain: &Plain, limit: usize, context: &str) -> Option<bool> {
    let answer = reference::solve(plain, limit)?;
    let start = plain.to_start();
    assert_eq!(start.cleared(), plain.cleared(), "{context}");
    for goal in [Goal::MostCleared, Goal::Verdict] {
        let fast = solve_for(&start, goal);
        let verdict = if answer.won {
            Verdict::Won
        } else {
            Verdict::Lost
        };
        assert_eq!(fast.verdict, verdict, "{context}, {goal:?}");
        if goal == Goal::MostCleared || answer.won {
            assert_eq!(fast.cleared, answer.cleared, "{context}, {goal:?}");
        }
        assert_eq!(fast.no_move, plain.legal().is_empty(), "{context}");
        if answer.won {
            assert!(replay(&start, &fast.line).is_won(), "{context}, {goal:?}");
            assert!(replay(&start, &answer.line).is_won(), "{context}");
        } else {
            assert!(fast.line.is_empty());
        }
    }
    Some(answer.won)
}

/// A position reached from the deal of `seed` by a random line of the
/// plain rules, which removes or plays a card when it can with odds
/// `eager` in 8 and stops once `cleared` cards are cleared (or no step is
/// left).
pub(super) fn random_position(
    kind: CoveredKind,
    seed: u64,
    cleared: usize,
    eager: u64,
    stock: usize,
) -> Plain {
    let deck = Deal::from_seed(seed).cards().to_owned();
    let mut at = Plain::from_start(&CoveredStart::from_deck(kind, &deck));
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while at.cleared() < cleared || at.stock.len() > stock {
        let steps = at.legal();
        if steps.is_empty() {
            break;
        }
        let taking: Vec<CoveredStep> = steps
            .iter()
            .copied()
            .filter(|s| matches!(s, CoveredStep::Remove(..) | CoveredStep::Play(_)))
            .collect();
        let pool = if !taking.is_empty() && bounded(&mut rng, 8) < eager {
            taking
        } else {
            steps
        };
        let step = pool[bounded(&mut rng, pool.len() as u64) as usize];
        at = at.apply(step).unwrap();
    }
    at
}

/// Compares the two searches on positions of `kind` from seeds `seeds`,
/// and checks that enough were compared and both outcomes occurred.
fn compare_on_random_positions(
    kind: CoveredKind,
    seeds: std::ops::Range<u64>,
    cleared: usize,
    eager: u64,
    stock: usize,
) {
    let total = seeds.end - seeds.start;
    let (mut won, mut lost, mut skipped) = (0, 0, 0);
    for seed in seeds {
        let plain = random_position(kind, seed, cleared, eager, stock);
        match agrees(&plain, 20_000, &format!("{kind:?} seed {seed}")) {
            Some(true) => won += 1,
            Some(false) => lost += 1,
            None => skipped += 1,
        }
    }
    assert!(
        skipped * 5 <= total,
        "{kind:?}: {skipped} of {total} skipped ({won} won, {lost} lost)"
    );
    assert!(won > 0 && lost > 0, "{kind:?}: {won} won, {lost} lost");
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
    compare_on_random_positions(CoveredKind::TriPeaks, 1..151, 12, 6, 8);
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
    for kind in KINDS {
        let (mut won, mut lost) = (0, 0);
        for seed in seeds.clone() {
            let start = CoveredStart::from_deck(kind, Deal::from_seed(seed).cards());
            let limit = crate::solver::DEFAULT_MAX_NODES;
            let most = solve(
                &start,
                limit,
                &mut Solver::new().with_goal(Goal::MostCleared),
            );
            let verdict = solve(&start, limit, &mut Solver::new().with_goal(Goal::Verdict));
            assert!(verdict.nodes <= most.nodes, "{kind:?} seed {seed}");
            match verdict.verdict {
                Verdict::Won => {
                    won += 1;
                    assert_eq!(most.verdict, Verdict::Won, "{kind:?} seed {seed}");
                    for line in [&most.line, &verdict.line] {
                        assert!(replay(&start, line).is_won(), "{kind:?} seed {seed}");
                    }
                    assert_eq!(most.cleared, kind.cleared_when_won());
                }
                Verdict::Lost => {
                    lost += 1;
                    assert!(most.cleared < kind.cleared_when_won());
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
    for kind in KINDS {
        let start = CoveredStart::from_deck(kind, &deck);
        assert_eq!(start.tableau()[0], Some(deck[0]));
        assert_eq!(start.tableau()[27], Some(deck[27]));
        assert_eq!(start.waste(), &deck[28..29]);
        assert_eq!(start.stock(), &deck[29..]);
        assert_eq!(start.cleared(), 0);
    }
    let pyramid = CoveredStart::from_deck(STANDARD, &deck);
    assert_eq!(pyramid.redeals_left(), 2, "three passes in all");
    let peaks = CoveredStart::from_deck(CoveredKind::TriPeaks, &deck);
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
        assert_eq!(Plain::from_start(&start).legal().contains(&pair), pairs);
        assert_eq!(fast_steps(&start).contains(&pair), pairs, "{a} {b}");
        let solution = solve_for(&start, Goal::MostCleared);
        assert_eq!(solution.verdict == Verdict::Won, pairs, "{a} {b}");
        assert_eq!(solution.cleared, if pairs { 52 } else { 50 });
    }
}

#[test]
fn pyramid_removes_a_free_king_alone_and_at_once() {
    let start = position(STANDARD, &[(27, "KS"), (21, "6H"), (22, "7C")], "", "", 0);
    let king = CoveredStep::Remove(Place::Spot(27), None);
    assert!(Plain::from_start(&start).legal().contains(&king));
    assert_eq!(fast_steps(&start), vec![king], "the king goes first, alone");
    let solution = solve_for(&start, Goal::MostCleared);
    assert_eq!(solution.verdict, Verdict::Won);
    assert_eq!(solution.line.len(), 2);
    // A king on the stock's top or the waste's top goes alone too.
    let start = position(STANDARD, &[], "KD", "KH", 0);
    assert_eq!(
        fast_steps(&start),
        vec![CoveredStep::Remove(Place::StockTop, None)]
    );
    assert_eq!(solve_for(&start, Goal::Verdict).verdict, Verdict::Won);
}

#[test]
fn a_card_cannot_pair_with_a_card_covering_it() {
    // Spot 20 is covered by spots 26 and 27: the 6 under the 7 can never
    // pair with it, and nothing else is left to free it.
    let start = position(RELAXED, &[(20, "6H"), (27, "7C")], "", "", 0);
    assert!(!fast_steps(&start)
        .iter()
        .any(|s| matches!(s, CoveredStep::Remove(..))));
    assert!(Plain::from_start(&start).legal().is_empty());
    let solution = solve_for(&start, Goal::MostCleared);
    assert_eq!(solution.verdict, Verdict::Lost);
    assert!(solution.no_move);
    assert_eq!(solution.cleared, 26);
    // With the 7 beside it instead (spot 19 is covered by 25 and 26), the
    // pair goes.
    let start = position(RELAXED, &[(20, "6H"), (19, "7C")], "", "", 0);
    assert_eq!(solve_for(&start, Goal::MostCleared).verdict, Verdict::Won);
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
    assert!(Plain::from_start(&start).legal().contains(&pair));
    assert!(fast_steps(&start).into_iter().any(takes_both_tops));
    let solution = solve_for(&start, Goal::MostCleared);
    assert_eq!(solution.verdict, Verdict::Lost, "the 2 has no jack");
    assert_eq!(solution.cleared, 51);
    // Once the 8 and 5 are gone, the jack on the stock's top and the 2
    // on the waste's top are the tops, and pair.
    let start = position(STANDARD, &[], "8C JD", "2D 5H", 0);
    let solution = solve_for(&start, Goal::MostCleared);
    assert_eq!(solution.verdict, Verdict::Won);
    assert_eq!(solution.line.len(), 2);
    assert!(solution.line.iter().all(|&s| takes_both_tops(s)));
    assert!(replay(&start, &solution.line).is_won());
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
    let solution = solve_for(&three, Goal::MostCleared);
    assert_eq!(solution.verdict, Verdict::Won);
    let redeals = solution.line.iter().filter(|&&s| s == CoveredStep::Redeal);
    assert_eq!(redeals.count(), 2);
    assert!(replay(&three, &solution.line).is_won());
    let two = position(RELAXED, &spots, stock, waste, 1);
    let solution = solve_for(&two, Goal::MostCleared);
    assert_eq!(solution.verdict, Verdict::Lost);
    assert_eq!(solution.cleared, 27, "the 9 is left");
    for passes in [&two, &three] {
        assert_eq!(
            agrees(&Plain::from_start(passes), 100_000, "passes"),
            Some(passes == &three)
        );
    }
    // With the stock empty, the waste is turned over only while a redeal
    // is left (the search redeals only to remove a card: here the 6 goes
    // with the free 7).
    for (redeals, can) in [(0, false), (1, true)] {
        let start = position(RELAXED, &spots, "", "6C 2C", redeals);
        let redeal = CoveredStep::Redeal;
        assert_eq!(fast_steps(&start).contains(&redeal), can);
        assert_eq!(Plain::from_start(&start).legal().contains(&redeal), can);
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
        let start = position(CoveredKind::TriPeaks, &[(27, free)], "", waste, 0);
        let play = CoveredStep::Play(27);
        assert_eq!(
            fast_steps(&start).contains(&play),
            fits,
            "{free} on {waste}"
        );
        assert_eq!(Plain::from_start(&start).legal().contains(&play), fits);
        let solution = solve_for(&start, Goal::MostCleared);
        assert_eq!(solution.verdict == Verdict::Won, fits, "{free} on {waste}");
    }
}

#[test]
fn tri_peaks_has_one_pass_through_the_stock() {
    // The 5 is in the stock but already passed: no redeal brings it back.
    let start = position(CoveredKind::TriPeaks, &[(27, "6D")], "9C", "5H 2S", 3);
    assert_eq!(start.redeals_left(), 0);
    assert_eq!(Plain::from_start(&start).legal(), vec![CoveredStep::Turn]);
    assert!(fast_steps(&start).is_empty(), "a turn to nothing that fits");
    let solution = solve_for(&start, Goal::MostCleared);
    assert_eq!(solution.verdict, Verdict::Lost);
    let at = Plain::from_start(&start)
        .apply(CoveredStep::Turn)
        .expect("one turn");
    assert!(at.legal().is_empty(), "no redeal in Tri Peaks");
}

/// Two threes with no two or four left on the tableau each need a start
/// of their own (the waste's top or a stock card): with one start the
/// verdict search passes over the position at once, with two it wins.
#[test]
fn tri_peaks_cards_left_need_as_many_runs_as_the_waste_can_start() {
    let spots = [(26, "3H"), (27, "3S")];
    let one = position(CoveredKind::TriPeaks, &spots, "", "4C", 0);
    let tables = tri_peaks::Tables::new(&one, Goal::Verdict, Default::default());
    assert!(tables.start().too_few_runs());
    assert_eq!(
        agrees(&Plain::from_start(&one), 1_000, "one start"),
        Some(false)
    );
    let two = position(CoveredKind::TriPeaks, &spots, "2D", "4C", 0);
    let tables = tri_peaks::Tables::new(&two, Goal::Verdict, Default::default());
    assert!(!tables.start().too_few_runs());
    assert_eq!(
        agrees(&Plain::from_start(&two), 1_000, "two starts"),
        Some(true)
    );
    // Ranks in two arcs (3 and 9) need two runs even with a card beside
    // each: the waste's 4 starts one, and nothing starts the other. The
    // runs' test lets this through (the nine and the ten can each come
    // just before the other; docs/solver.md says why no test of arcs is
    // asked), and the search finds it lost.
    let arcs = position(
        CoveredKind::TriPeaks,
        &[(26, "3H"), (27, "9S"), (25, "10S")],
        "",
        "4C",
        0,
    );
    assert_eq!(
        agrees(&Plain::from_start(&arcs), 1_000, "two arcs"),
        Some(false)
    );
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
    let start = position(CoveredKind::TriPeaks, &spots, "5C 9D 5H 2S", "7C", 0);
    let tables = tri_peaks::Tables::new(&start, Goal::Verdict, Default::default());
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
    assert_eq!(
        agrees(&Plain::from_start(&start), 10_000, "turns"),
        Some(true)
    );
}

/// True if Tri Peaks' runs' test passes over `start` at once.
fn too_few_runs(start: &CoveredStart) -> bool {
    tri_peaks::Tables::new(start, Goal::Verdict, Default::default())
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
    let two_starts = position(CoveredKind::TriPeaks, &threes, "2D 4C", "9C", 0);
    assert!(too_few_runs(&two_starts));
    assert_eq!(
        agrees(&Plain::from_start(&two_starts), 1_000, "two starts beside"),
        Some(false)
    );
    let three_starts = position(CoveredKind::TriPeaks, &threes, "2D 4C 2S", "9C", 0);
    assert!(!too_few_runs(&three_starts));
    assert_eq!(
        agrees(
            &Plain::from_start(&three_starts),
            1_000,
            "three starts beside"
        ),
        Some(true)
    );
    let fives = [(24, "5H"), (25, "5S"), (26, "5D"), (27, "4C")];
    let one_four = position(CoveredKind::TriPeaks, &fives, "6D", "KC", 0);
    assert!(too_few_runs(&one_four));
    assert_eq!(
        agrees(&Plain::from_start(&one_four), 1_000, "one four"),
        Some(false)
    );
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
    let start = position(CoveredKind::TriPeaks, &spots, "5C 9D 3S", "7C", 0);
    let tables = tri_peaks::Tables::new(&start, Goal::Verdict, Default::default());
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
    assert_eq!(
        agrees(&Plain::from_start(&start), 10_000, "steps taken before"),
        Some(true)
    );
}

/// A Tri Peaks state all of whose steps a state met before with the same
/// spots left and no more cards turned took is passed over: after the
/// seven, a nine takes only the eight, which the seven takes too; a five
/// takes the four as well, which the seven does not.
#[test]
fn tri_peaks_passes_over_a_state_whose_steps_were_all_taken_before() {
    use crate::solver::search::Problem;
    let spots = [(25, "8H"), (26, "6H"), (27, "4S")];
    let start = position(CoveredKind::TriPeaks, &spots, "5C 9D 3S", "7C", 0);
    let tables = tri_peaks::Tables::new(&start, Goal::Verdict, Default::default());
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
    assert_eq!(
        agrees(&Plain::from_start(&start), 10_000, "all steps taken before"),
        Some(true)
    );
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
    compare_on_random_positions(CoveredKind::TriPeaks, 151..231, 19, 7, 12);
}

/// The solver knows the face-down cards; its lines still play each card
/// only once the player's tableau has turned it face up (a card is free
/// exactly when face up, since a face-down card turns up when freed).
#[test]
fn face_down_cards_are_irrelevant_to_the_full_knowledge_solver() {
    let mut checked = 0;
    for seed in 1..41 {
        let deck = Deal::from_seed(seed).cards().to_owned();
        let start = CoveredStart::from_deck(CoveredKind::TriPeaks, &deck);
        let solution = solve_for(&start, Goal::MostCleared);
        let mut tableau = Tableau::deal(CoverShape::TriPeaks, &deck[..28]);
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
    let kind = CoveredKind::TriPeaks;
    let covered = position(kind, &[(17, "3H"), (26, "8S"), (27, "9D")], "7C", "4C", 0);
    assert!(too_few_runs(&covered));
    assert_eq!(
        agrees(&Plain::from_start(&covered), 1_000, "no free card fits"),
        Some(false)
    );
    let free = position(kind, &[(25, "3H"), (26, "8S"), (27, "9D")], "7C", "4C", 0);
    assert!(!too_few_runs(&free));
    assert_eq!(
        agrees(&Plain::from_start(&free), 1_000, "a free card fits"),
        Some(true)
    );
    let threes = [(17, "5D"), (26, "3S"), (27, "3H")];
    let twos = position(kind, &threes, "2C 2D", "4C", 0);
    assert!(too_few_runs(&twos));
    assert_eq!(
        agrees(&Plain::from_start(&twos), 1_000, "one rank fits"),
        Some(false)
    );
    let six = position(kind, &threes, "2C 6D", "4C", 0);
    assert!(!too_few_runs(&six));
    assert_eq!(
        agrees(&Plain::from_start(&six), 1_000, "a six to turn"),
        Some(true)
    );
}

#[test]
#[ignore = "calibration"]
fn calibrate() {
    for (kind, cleared, eager, stock) in [
        (STANDARD, 30, 7, 24),
        (STANDARD, 34, 7, 24),
        (RELAXED, 14, 7, 24),
        (RELAXED, 18, 7, 24),
        (CoveredKind::TriPeaks, 8, 6, 10),
        (CoveredKind::TriPeaks, 12, 6, 8),
        (CoveredKind::TriPeaks, 14, 6, 6),
    ] {
        let mut sizes = Vec::new();
        for seed in 1..60 {
            let plain = random_position(kind, seed, cleared, eager, stock);
            let n = reference::solve(&plain, 200_000).map_or(999_999, |a| a.positions);
            sizes.push(n);
        }
        sizes.sort();
        println!(
            "{kind:?} {cleared} {eager} {stock}: median {} p80 {} max {}",
            sizes[30], sizes[47], sizes[58]
        );
    }
}
