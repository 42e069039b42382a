//! The removal engine's fast search against the plain reference search
//! (no reductions, memo on the full game state) on whole deals of the six
//! removal games that came from PySolFC: every deal of seeds 1 to 1,000
//! the reference search finishes within its node limit has the same
//! verdict and the same most cards cleared, with a winning line that wins
//! when played. The reference search counts every order of the same sets
//! and every slot a card lies in, so some deals are past it; each test
//! says how many it must decide.
//!
//! The default run takes seeds 1 to 40 of each; the `#[ignore]`d test
//! seeds 1 to 1,000 (`cargo test --release --test integration
//! removal_relatives_reference:: -- --ignored --nocapture`, which prints how
//! many each game's reference search decided).

use patience::deal::Deal;
use patience::games::{AnyGame, Game, GameId, Outcome, Rules};
use patience::solver::reference::reference;
use patience::solver::{solve_deal, Verdict};

/// The most states the reference search may visit for one deal.
const REFERENCE_LIMIT: usize = 20_000;

/// Compares the two searches on seeds `1..=last` of `game`; returns how
/// many deals the reference search decided, and how many of them won.
fn agree(game: GameId, last: u64) -> (u64, u64) {
    let rules = Rules::standard(game);
    let (mut decided, mut won) = (0, 0);
    for seed in 1..=last {
        let deal = Deal::from_seed(seed);
        let (dealt, _) = AnyGame::new(rules, &deal);
        let plain = reference(&dealt, REFERENCE_LIMIT);
        if plain.verdict == Verdict::Unknown {
            continue;
        }
        let fast = solve_deal(rules, &deal, 10_000_000);
        assert_eq!(fast.verdict, plain.verdict, "{game:?} seed {seed}");
        assert_eq!(fast.cleared, plain.cleared, "{game:?} seed {seed}: cleared");
        if fast.verdict == Verdict::Won {
            let mut played = dealt.clone();
            for mv in &fast.line {
                played.apply(mv).unwrap();
            }
            assert_eq!(played.outcome(), Outcome::Won, "{game:?} seed {seed}");
            won += 1;
        }
        decided += 1;
    }
    (decided, won)
}

/// Seeds 1 to `last` of `game`: at least `least` decided by the reference
/// search, won deals among them (Fifteens wins nearly every deal, so lost
/// ones are not asked for).
fn check(game: GameId, last: u64, least: u64) {
    let (decided, won) = agree(game, last);
    eprintln!("{game:?}: {decided} of {last} decided, {won} won");
    assert!(
        decided >= least,
        "{game:?}: only {decided} of {last} decided"
    );
    assert!(won > 0, "{game:?}: none of {decided} won");
}

/// The six games, each with how many of seeds 1 to 40 and 1 to 1,000 the
/// reference search decides within [`REFERENCE_LIMIT`] states (measured;
/// the searches are deterministic).
const GAMES: [(GameId, u64, u64); 6] = [
    (GameId::Thirteens, 39, 900),
    (GameId::Tens, 35, 877),
    (GameId::Nines, 36, 945),
    (GameId::Fifteens, 39, 970),
    (GameId::Neptune, 37, 847),
    (GameId::BlockTen, 38, 949),
];

#[test]
fn the_removal_relatives_agree_with_the_plain_search_on_seeds_1_to_40() {
    for (game, least, _) in GAMES {
        check(game, 40, least);
    }
}

#[test]
#[ignore = "about eight minutes in a release build; run with --ignored"]
fn the_removal_relatives_agree_with_the_plain_search_on_seeds_1_to_1000() {
    for (game, _, least) in GAMES {
        check(game, 1000, least);
    }
}
