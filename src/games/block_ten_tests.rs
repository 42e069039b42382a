//! Rule tests for Block Ten, each named after the rule or decision it
//! pins (docs/rules/block-ten.md).

use super::super::removal::SetRules;
use super::super::test_support::*;
use super::super::{Game, GameId, Outcome, View, Wording};
use super::BlockTenSets;

const BLOCK_TEN: GameId = GameId::BlockTen;

#[test]
fn block_ten_finds_exactly_the_sets_it_accepts() {
    assert_finds_exactly_the_sets_it_accepts(&BlockTenSets);
}

#[test]
fn block_ten_removes_a_set_named_by_codes_in_any_order() {
    assert_eq!(removes(BLOCK_TEN, "7H 3C 2D", "3C 7H"), 2);
}

#[test]
fn block_ten_says_suits_never_matter_and_every_suit_of_a_set_answers_alike() {
    assert!(!BlockTenSets.suits_matter());
    // Five pairs (two 5s among them) and three face pairs.
    assert_eq!(answers_by_suit(&BlockTenSets), (Vec::new(), 8));
}

#[test]
fn block_ten_deals_nine_slots_in_rows_of_three_and_keeps_43_in_the_stock() {
    assert_grid(BLOCK_TEN, 9, 3);
}

#[test]
fn a_pair_summing_to_ten_is_removed_in_block_ten() {
    assert_eq!(removes(BLOCK_TEN, "AH 9C 2C", "AH 9C"), 2);
    assert_eq!(removes(BLOCK_TEN, "5H 5C 2C", "5H 5C"), 2);
}

#[test]
fn two_jacks_are_removed_in_block_ten() {
    assert_eq!(removes(BLOCK_TEN, "JH JC 2C", "JH JC"), 2);
    assert_eq!(removes(BLOCK_TEN, "KH KC 2C", "KH KC"), 2);
}

#[test]
fn a_jack_and_a_queen_are_no_set_in_block_ten() {
    assert_eq!(
        refused(BLOCK_TEN, "JH QC 2C", "JH QC"),
        "JH and QC are not two of one rank; face cards go in pairs of a rank."
    );
}

#[test]
fn a_ten_is_never_removed_in_block_ten() {
    assert_eq!(
        refused(BLOCK_TEN, "10H 10C 2C", "10H 10C"),
        "10H can never be removed; a ten blocks its position for the rest of the game."
    );
    let game = standard(BLOCK_TEN, "10H 10C 10D 10S AC AD AH 2C 2D");
    assert_eq!(game.outcome(), Outcome::Lost);
    assert_eq!(
        game.stuck_reason().to_string(),
        "No two cards sum to 10 and no two jacks, queens or kings show; 52 cards remain."
    );
}

#[test]
fn block_ten_is_won_when_every_card_but_the_tens_is_removed() {
    let won = won_by_first_moves(BLOCK_TEN);
    assert!(!won.is_empty(), "some of 300 deals of Block Ten are won");
    for game in won {
        assert_eq!(game.cleared(), 48);
        let left: Vec<u8> = game
            .board()
            .tableau
            .iter()
            .flatten()
            .map(|c| c.rank().number())
            .collect();
        assert_eq!(left, [10, 10, 10, 10]);
    }
}
