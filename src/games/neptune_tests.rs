//! Rule tests for Neptune, each named after the rule or decision it
//! pins (docs/rules/neptune.md).

use super::super::removal::SetRules;
use super::super::test_support::*;
use super::super::{Game, GameId, View};
use super::NeptuneSets;

const NEPTUNE: GameId = GameId::Neptune;

#[test]
fn neptune_finds_exactly_the_sets_it_accepts() {
    assert_finds_exactly_the_sets_it_accepts(&NeptuneSets);
}

#[test]
fn neptune_removes_a_set_named_by_codes_in_any_order() {
    assert_eq!(
        removes(NEPTUNE, "7H 8C 2C 3D 4C 5D 9C 10D", "8C 7H"),
        2,
        "two cards dealt from the stock"
    );
}

#[test]
fn neptune_says_suits_never_matter_and_every_suit_of_a_set_answers_alike() {
    assert!(!NeptuneSets.suits_matter());
    // Ace-2 to queen-king.
    assert_eq!(answers_by_suit(&NeptuneSets), (Vec::new(), 12));
}

#[test]
fn neptune_deals_eight_slots_in_rows_of_four_and_keeps_44_in_the_stock() {
    assert_grid(NEPTUNE, 8, 4);
}

#[test]
fn two_cards_one_rank_apart_are_removed_in_neptune() {
    for pair in ["AH 2C", "10H JC", "QH KC", "8D 7S"] {
        let game = standard(NEPTUNE, pair);
        game.check(&removal(&game, pair)).unwrap();
    }
}

#[test]
fn a_king_and_an_ace_are_not_one_rank_apart_in_neptune() {
    assert_eq!(
        refused(NEPTUNE, "KH AC", "KH AC"),
        "KH and AC are not one rank apart; a king and an ace do not go round the corner."
    );
}

#[test]
fn two_cards_two_ranks_apart_are_rejected_in_neptune() {
    assert_eq!(
        refused(NEPTUNE, "5H 7C", "5H 7C"),
        "5H and 7C are not one rank apart."
    );
}

#[test]
fn a_king_alone_is_rejected_in_neptune() {
    assert_eq!(
        refused(NEPTUNE, "KH QC", "KH"),
        "KH cannot be removed alone; remove two cards one rank apart."
    );
}

#[test]
fn neptune_is_won_once_the_stock_is_dealt_out_with_cards_still_showing() {
    let won = won_by_first_moves(NEPTUNE);
    assert!(!won.is_empty(), "some of 300 deals of Neptune are won");
    let mut showing_at_the_win = 0;
    for game in won {
        assert_eq!(game.stock_len(), 0);
        assert_eq!(game.cleared(), 44);
        showing_at_the_win += usize::from(game.board().tableau.iter().any(|p| !p.is_empty()));
    }
    assert!(showing_at_the_win > 0);
}

#[test]
fn neptune_counts_the_cards_dealt_from_the_stock() {
    let mut game = standard(NEPTUNE, "7H 8C 2C 3D 4C 5D 9C 10D");
    assert_eq!(game.cleared(), 0);
    game.apply(&removal(&game, "7H 8C")).unwrap();
    assert_eq!(game.cleared(), 2);
    assert_eq!(game.stock_len(), 42);
    let board = game.board();
    // The cards removed are kept too; the board says the cards dealt.
    assert_eq!((board.discarded, board.played), (Some(2), Some(2)));
}

// ---- Block Ten ----

#[test]
fn sets_of_the_same_ranks_are_alike_in_outcome_in_neptune() {
    use super::super::Alike;
    let game = standard(NEPTUNE, "6H 7C 6D 7S 8C");
    let key = |codes| game.move_key(&removal(&game, codes), Alike::Outcome);
    assert_eq!(key("6H 7C"), key("6D 7S"));
    assert_ne!(key("6H 7C"), key("7C 8C"));
}
