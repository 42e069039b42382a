//! Rule tests for Cheops, each named after the rule or decision it pins
//! (docs/rules/cheops.md).

use super::super::test_support::{stock_top_of as stock_top, waste_of as waste, *};
use super::super::{AnyGame, Game, GameId, Move, Outcome, Rules, View, Wording};
use super::CheopsRules;
use crate::deal::Deal;
use crate::games::covered::CoverRules;

const STOCK: usize = Move::STOCK;
const WASTE: usize = Move::WASTE;

fn rules() -> Rules {
    Rules::standard(GameId::Cheops)
}

/// A deal whose stock pairs off as it is turned (each stock top with the
/// waste's top below it: twos to queens, two of a rank together) and whose
/// bottom row, AC 3C 5C 7C 9C JC KC, holds no two cards of one rank or of
/// next ranks: with the stock and waste gone, nothing is left to remove.
const STUCK_AT_THE_END: &str = "AD AH AS 3D 3H 3S 5D 5H 5S 7D 7H 7S 9D 9H 9S JD JH JS KD KH KS \
AC 3C 5C 7C 9C JC KC \
2C 2D 2H 2S 4C 4D 4H 4S 6C 6D 6H 6S 8C 8D 8H 8S 10C 10D 10H 10S QC QD QH QS";

#[test]
fn two_cards_are_removed_when_they_are_of_one_rank_or_of_next_ranks() {
    for a in every_card() {
        for b in every_card().filter(|&b| b != a) {
            let (x, y) = (a.rank().number(), b.rank().number());
            let pairs = x.abs_diff(y) <= 1;
            assert_eq!(CheopsRules.check_set(&[a, b]).is_ok(), pairs, "{a} {b}");
        }
    }
    for pair in [
        "5C 5H", "5C 6C", "6D 5S", "AC 2H", "QS KD", "KC KH", "10H JS",
    ] {
        assert!(CheopsRules.check_set(&cards(pair)).is_ok(), "{pair}");
    }
    assert_eq!(
        set_refusal(&CheopsRules, "8S 2C"),
        "8S and 2C are neither of one rank nor of next ranks."
    );
}

/// Decision: the ranks do not wrap. PySolFC's Cheops takes
/// `abs(cards[0].rank - c.rank) in (0, 1)`, and a king (12 there) and an
/// ace (0) are 12 apart.
#[test]
fn a_king_and_an_ace_are_not_next_to_each_other() {
    for king in every_card().filter(|c| c.rank().number() == 13) {
        for ace in every_card().filter(|c| c.rank().number() == 1) {
            let said = CheopsRules.check_set(&[king, ace]).unwrap_err().plain();
            assert_eq!(
                said,
                "A king and an ace are not next to each other; the ranks do not wrap."
            );
            assert!(CheopsRules.check_set(&[ace, king]).is_err());
        }
    }
}

/// Decision: no card goes alone, not even a king. PySolFC's Cheops gives
/// its foundation `max_accept=0` and its stacks the plain click handlers,
/// so Pyramid's king dropped alone is gone.
#[test]
fn no_card_is_removed_alone_not_even_a_king() {
    for one in every_card() {
        assert!(CheopsRules.check_set(&[one]).is_err(), "{one}");
    }
    // In play: STUCK_AT_THE_END's bottom row ends with KC at spot 28.
    let mut game = standard(GameId::Cheops, STUCK_AT_THE_END);
    let before = game.clone();
    let err = game.apply(&Move::Remove(vec![27])).unwrap_err();
    assert_eq!(
        err.to_string(),
        "KC cannot be removed alone; pair it with a card of its rank or the next rank up or down."
    );
    assert_eq!(game, before, "a refused move changed the game");
    assert!(game.legal_moves().iter().all(|mv| match mv {
        Move::Remove(places) => places.len() == 2,
        _ => true,
    }));
}

#[test]
fn a_card_cannot_pair_with_a_card_that_covers_it() {
    // AD at spot 1 (place 0) is covered by AH at 2 and AS at 3, of its
    // rank.
    let mut game = standard(GameId::Cheops, STUCK_AT_THE_END);
    let covered = Move::Remove(vec![0, 1]);
    assert!(!game.legal_moves().contains(&covered));
    let before = game.clone();
    let err = game.apply(&covered).unwrap_err().to_string();
    assert!(err.starts_with("AD is covered by AH and AS"), "{err}");
    assert_eq!(game, before, "a refused move changed the game");
}

/// PySolFC's `startGame` deals the pyramid, then turns the first stock
/// card onto the waste; its talon is a `FaceUpWasteTalonStack`, so the
/// stock's top shows and may be taken.
#[test]
fn the_deal_turns_the_first_stock_card_onto_the_waste_and_the_stocks_top_shows() {
    dealt_with_the_stock_top_shown(rules());
}

#[test]
fn the_stock_top_and_the_waste_top_pair_with_each_other_and_with_pyramid_cards() {
    // Waste 2C, stock top 2D; KC at spot 28 pairs with neither, JC at 27
    // with neither, 3C at 23 with both.
    let game = standard(GameId::Cheops, STUCK_AT_THE_END);
    assert_eq!(waste(&game), vec![card("2C")]);
    assert_eq!(stock_top(&game), Some(card("2D")));
    let moves = game.legal_moves();
    for pair in [[STOCK, WASTE], [22, STOCK], [22, WASTE]] {
        assert!(moves.contains(&Move::Remove(pair.to_vec())), "{pair:?}");
    }
    for pair in [[27, STOCK], [26, WASTE]] {
        assert!(!moves.contains(&Move::Remove(pair.to_vec())), "{pair:?}");
    }
    let mut after = game.clone();
    after.apply(&Move::Remove(vec![STOCK, WASTE])).unwrap();
    assert_eq!(stock_top(&after), Some(card("2H")));
    assert!(waste(&after).is_empty());
    assert_all_cards_accounted_for(&after);
}

/// PySolFC's Cheops talon has `max_rounds=1`: the stock is gone through
/// once, and the waste is never turned over.
#[test]
fn the_stock_is_gone_through_once_then_deal_is_refused() {
    assert_the_stock_is_gone_through_once(
        rules(),
        &Deal::from_seed(9),
        "The stock is empty; Cheops goes through it once.",
    );
}

#[test]
fn the_game_is_lost_when_no_two_free_cards_pair_and_the_stock_is_empty() {
    let mut game = standard(GameId::Cheops, STUCK_AT_THE_END);
    let line = stock_pairs_line();
    for mv in &line[..line.len() - 1] {
        game.apply(mv).unwrap();
        assert_eq!(game.outcome(), Outcome::Playing);
    }
    game.apply(&line[line.len() - 1]).unwrap();
    assert_eq!(game.stock_len(), 0);
    assert!(waste(&game).is_empty());
    assert_eq!(game.outcome(), Outcome::Lost);
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.cleared(), 24);
    assert_eq!(
        game.stuck_reason().plain(),
        "No two free cards are of one rank or next ranks, and the stock is empty; \
28 cards remain on the tableau."
    );
}

/// PySolFC's Cheops keeps `Game.isGameWon`: every card on the
/// foundation. A winning line the solver finds, played by the rules.
#[test]
fn the_game_is_won_when_all_52_cards_are_removed() {
    let dealt = Deal::from_seed(2);
    let line = crate::solver::solve_deal(rules(), &dealt, 2_000_000).line;
    let mut game = AnyGame::new(rules(), &dealt).0;
    let (last, rest) = line.split_last().expect("seed 2 is won");
    for mv in rest {
        game.apply(mv).unwrap_or_else(|e| panic!("{mv:?}: {e}"));
        assert_eq!(game.outcome(), Outcome::Playing);
    }
    game.apply(last).unwrap();
    assert_eq!(game.outcome(), Outcome::Won);
    assert_eq!(game.cleared(), 52);
    assert_eq!(game.stock_len(), 0);
    assert!(game.board().tableau.iter().all(Vec::is_empty));
}

#[test]
fn cheops_plays_no_card_onto_the_waste() {
    let said = CheopsRules
        .check_play(card("5C"), card("6C"))
        .unwrap_err()
        .plain();
    assert_eq!(said, "Cheops removes cards; it plays none onto the waste.");
}

/// Suits never matter: the rank relation the engine and the solver read
/// is the same whichever suits ask it.
#[test]
fn suits_never_matter() {
    for a in every_card() {
        for b in every_card().filter(|&b| b != a && b.rank() == a.rank()) {
            for c in every_card().filter(|&c| c != a && c != b) {
                assert_eq!(
                    CheopsRules.check_set(&[a, c]).is_ok(),
                    CheopsRules.check_set(&[b, c]).is_ok(),
                    "{a} {b} {c}"
                );
            }
        }
    }
}
