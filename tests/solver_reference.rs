//! The solvers' reductions checked against the plain reference search (no
//! reductions, memo on the full game state): same verdict and the same most
//! cards cleared, on positions reached by random play from seeded deals
//! (then a random stock order): the plain search on full states (slots,
//! suits, pile order) cannot finish whole deals, so each test starts where
//! at most `left` cards remain to clear and skips the few positions the
//! plain search still cannot finish, asserting that most were compared.
//!
//! The default counts keep `cargo test` quick in a debug build; the
//! `#[ignore]`d versions run thousands more (`cargo test --release -- --ignored`).

use patience::cards::Card;
use patience::deal::{bounded, shuffle, Deal};
use patience::games::{AnyGame, Game, GameId, Outcome, Rules, Variant};
use patience::solver::reference::reference;
use patience::solver::{solve_deal, solve_position, Goal, Solver, Verdict};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

const REFERENCE_LIMIT: usize = 20_000;

fn rules(game: GameId, variant: Variant) -> Rules {
    Rules { game, variant }
}

/// Whether the moves to a late position follow a winning line.
fn guided_by_default(rules: Rules) -> bool {
    // Random play rarely leaves a one-foundation game winnable.
    matches!(rules.game.descriptor().layout, Some(layout) if layout.columns != 4)
}

/// A late position of the deal `seed`: random legal moves until at most
/// `left` cards are left to clear (or the game ends), then the stock put in
/// a random order; returns the game and that order. Where `guided`, the
/// moves follow a winning line, if the deal has one, until one in forty
/// chances a move turns them random.
fn late_position(rules: Rules, seed: u64, left: usize, guided: bool) -> (AnyGame, Vec<Card>) {
    let (mut game, _) = AnyGame::new(rules, &Deal::from_seed(seed));
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let goal = rules.game.descriptor().cleared.total;
    let mut line = if guided {
        solve_deal(rules, &Deal::from_seed(seed), 2_000_000).line
    } else {
        Vec::new()
    }
    .into_iter();
    // At most 2,000 moves: Sweet Sixteen can shuttle a card forever.
    for _ in 0..2000 {
        if game.outcome() != Outcome::Playing || goal - game.cleared() <= left {
            break;
        }
        let mut moves = game.legal_moves();
        let next = line.next().filter(|_| bounded(&mut rng, 40) != 0);
        let mv = match next {
            Some(mv) => mv,
            None => {
                line = Vec::new().into_iter();
                let i = bounded(&mut rng, moves.len() as u64) as usize;
                moves.swap_remove(i)
            }
        };
        game.apply(&mv).unwrap();
    }
    let mut order = game.unseen();
    shuffle(&mut order, &mut rng);
    let game = game.with_unseen_order(&order);
    (game, order)
}

/// Solver and reference agree on late positions of deals `seeds`: the
/// exact search on the verdict and the most cards cleared, the search for
/// the verdict alone (`--verdict`) on the verdict, with a winning line that
/// wins when played.
fn agree_on_positions(
    rules: Rules,
    seeds: std::ops::Range<u64>,
    left: usize,
    guided: bool,
) -> (usize, usize) {
    let mut solver = Solver::new();
    let mut verdict_solver = Solver::new().with_goal(Goal::Verdict);
    let (mut compared, mut won) = (0, 0);
    for seed in seeds {
        let (game, order) = late_position(rules, seed, left, guided);
        let plain = reference(&game, REFERENCE_LIMIT);
        if plain.verdict == Verdict::Unknown {
            continue;
        }
        let fast = solve_position(&game, &order, 10_000_000, &mut solver);
        assert_eq!(fast.verdict, plain.verdict, "{rules:?} seed {seed}");
        assert_eq!(
            fast.cleared, plain.cleared,
            "{rules:?} seed {seed}: cleared"
        );
        let decided = solve_position(&game, &order, 10_000_000, &mut verdict_solver);
        assert_eq!(
            decided.verdict, plain.verdict,
            "{rules:?} seed {seed}: --verdict"
        );
        if decided.verdict == Verdict::Won {
            let mut played = game.clone();
            for mv in &decided.line {
                played.apply(mv).unwrap();
            }
            assert_eq!(played.outcome(), Outcome::Won, "{rules:?} seed {seed}");
        }
        compared += 1;
        won += usize::from(fast.verdict == Verdict::Won);
    }
    (compared, won)
}

/// Checks agreement; unless `some_won` is false (random play in Eliminator
/// with 4 or 5 foundations rarely leaves a winnable position), both won and
/// lost positions must have been compared.
fn check_with(
    game: GameId,
    variant: Variant,
    seeds: std::ops::Range<u64>,
    left: usize,
    some_won: bool,
) {
    let n = seeds.end - seeds.start;
    let rules = rules(game, variant);
    let (compared, won) = agree_on_positions(rules, seeds, left, guided_by_default(rules));
    report(game, variant, n, compared, won, some_won);
}

/// Checks agreement on positions reached along winning lines (random play
/// in Cheops leaves no winnable position): both won and lost positions
/// must have been compared.
fn check_guided(game: GameId, variant: Variant, seeds: std::ops::Range<u64>, left: usize) {
    let n = seeds.end - seeds.start;
    let (compared, won) = agree_on_positions(rules(game, variant), seeds, left, true);
    report(game, variant, n, compared, won, true);
}

/// Asserts that most positions were compared, and both won and lost ones
/// unless `some_won` is false.
fn report(game: GameId, variant: Variant, n: u64, compared: usize, won: usize, some_won: bool) {
    eprintln!("{game:?} {variant:?}: {compared} of {n} compared, {won} won");
    assert!(
        compared as u64 * 10 >= n * 8 && (won > 0 || !some_won) && won < compared,
        "{game:?} {variant:?}: {compared} of {n} compared, {won} won"
    );
}

fn check(game: GameId, variant: Variant, seeds: std::ops::Range<u64>, left: usize) {
    check_with(game, variant, seeds, left, true);
}

#[test]
fn elevens_greedy_agrees_with_the_plain_search() {
    check(GameId::Elevens, Variant::STANDARD, 1..301, 22);
}

#[test]
fn suit_elevens_pairs_greedy_agrees_with_the_plain_search() {
    check(
        GameId::SuitElevens,
        patience::games::suit_elevens::PAIRS,
        1..301,
        22,
    );
}

#[test]
fn suit_elevens_sets_search_agrees_with_the_plain_search() {
    check(GameId::SuitElevens, Variant::STANDARD, 1..301, 22);
}

#[test]
fn eighteens_rank_counts_agree_with_the_plain_search() {
    check(GameId::Eighteens, Variant::STANDARD, 1..201, 22);
}

#[test]
fn sweet_sixteen_pile_multisets_agree_with_the_plain_search() {
    check(GameId::SweetSixteen, Variant::STANDARD, 1..201, 6);
}

#[test]
fn eliminator_sorted_foundations_agree_with_the_plain_search() {
    check(GameId::Eliminator, Variant::STANDARD, 1..201, 16);
    check_with(
        GameId::Eliminator,
        patience::games::eliminator::FIVE_FOUNDATIONS,
        1..101,
        16,
        false,
    );
    check_with(
        GameId::Eliminator,
        patience::games::eliminator::FOUR_FOUNDATIONS,
        1..101,
        16,
        false,
    );
}

#[test]
#[ignore = "thousands of positions; run with --release -- --ignored"]
fn thousands_of_elevens_positions_agree_with_the_plain_search() {
    check(GameId::Elevens, Variant::STANDARD, 1000..6000, 30);
}

#[test]
#[ignore = "thousands of positions; run with --release -- --ignored"]
fn thousands_of_suit_elevens_positions_agree_with_the_plain_search() {
    check(
        GameId::SuitElevens,
        patience::games::suit_elevens::PAIRS,
        1000..6000,
        30,
    );
    check(GameId::SuitElevens, Variant::STANDARD, 1000..6000, 26);
}

#[test]
#[ignore = "thousands of positions; run with --release -- --ignored"]
fn thousands_of_eighteens_positions_agree_with_the_plain_search() {
    check(GameId::Eighteens, Variant::STANDARD, 1000..6000, 28);
}

#[test]
#[ignore = "thousands of positions; run with --release -- --ignored"]
fn thousands_of_sweet_sixteen_positions_agree_with_the_plain_search() {
    check(GameId::SweetSixteen, Variant::STANDARD, 1000..6000, 10);
}

#[test]
fn black_hole_agrees_with_the_plain_search() {
    check(GameId::BlackHole, Variant::STANDARD, 1..101, 16);
}

#[test]
fn all_in_a_row_agrees_with_the_plain_search() {
    check(GameId::AllInARow, Variant::STANDARD, 1..101, 16);
}

#[test]
fn golf_agrees_with_the_plain_search() {
    check(GameId::Golf, Variant::STANDARD, 1..101, 12);
}

#[test]
fn pyramid_agrees_with_the_plain_search() {
    check(GameId::Pyramid, Variant::STANDARD, 1..101, 20);
}

#[test]
fn relaxed_pyramid_agrees_with_the_plain_search() {
    check(
        GameId::Pyramid,
        patience::games::pyramid::RELAXED,
        1..101,
        12,
    );
}

#[test]
fn tri_peaks_agrees_with_the_plain_search() {
    check(GameId::TriPeaks, Variant::STANDARD, 1..101, 12);
}

#[test]
fn cheops_agrees_with_the_plain_search() {
    check_guided(GameId::Cheops, Variant::STANDARD, 1..101, 16);
}

#[test]
#[ignore = "a thousand deals' positions; run with --release -- --ignored"]
fn cheops_agrees_with_the_plain_search_on_seeds_1_to_1000() {
    // Late positions, as for every game: the plain search on full states
    // decides no whole deal of Cheops within its limit.
    check_guided(GameId::Cheops, Variant::STANDARD, 1..1001, 20);
}

#[test]
#[ignore = "thousands of positions; run with --release -- --ignored"]
fn thousands_of_eliminator_positions_agree_with_the_plain_search() {
    check(GameId::Eliminator, Variant::STANDARD, 1000..4000, 18);
    check_with(
        GameId::Eliminator,
        patience::games::eliminator::FIVE_FOUNDATIONS,
        1000..4000,
        18,
        false,
    );
    check_with(
        GameId::Eliminator,
        patience::games::eliminator::FOUR_FOUNDATIONS,
        1000..4000,
        18,
        false,
    );
}

#[test]
#[ignore = "thousands of positions; run with --release -- --ignored"]
fn thousands_of_black_hole_positions_agree_with_the_plain_search() {
    check(GameId::BlackHole, Variant::STANDARD, 1000..4000, 18);
}

#[test]
#[ignore = "thousands of positions; run with --release -- --ignored"]
fn thousands_of_all_in_a_row_positions_agree_with_the_plain_search() {
    check(GameId::AllInARow, Variant::STANDARD, 1000..4000, 18);
}

#[test]
#[ignore = "thousands of positions; run with --release -- --ignored"]
fn thousands_of_golf_positions_agree_with_the_plain_search() {
    check(GameId::Golf, Variant::STANDARD, 1000..4000, 14);
}

#[test]
#[ignore = "thousands of positions; run with --release -- --ignored"]
fn thousands_of_covered_positions_agree_with_the_plain_search() {
    check(GameId::Pyramid, Variant::STANDARD, 1000..4000, 22);
    check(
        GameId::Pyramid,
        patience::games::pyramid::RELAXED,
        1000..4000,
        14,
    );
    check(GameId::TriPeaks, Variant::STANDARD, 1000..4000, 14);
}
