//! Rule tests for Fifteens, each named after the rule or decision it
//! pins (docs/rules/fifteens.md).

use super::super::removal::SetRules;
use super::super::test_support::*;
use super::super::{Game, GameId};
use super::FifteensSets;

const FIFTEENS: GameId = GameId::Fifteens;

#[test]
fn fifteens_finds_exactly_the_sets_it_accepts() {
    assert_finds_exactly_the_sets_it_accepts(&FifteensSets);
}

#[test]
fn fifteens_removes_a_set_named_by_codes_in_any_order() {
    assert_eq!(removes(FIFTEENS, "4H 5C 6D 2C", "6D 4H 5C"), 3);
}

#[test]
fn fifteens_says_suits_never_matter_and_every_suit_of_a_set_answers_alike() {
    assert!(!FifteensSets.suits_matter());
    // 109 multisets of ranks ace to 9 summing to 15 (at most four of a
    // rank, two cards at least), and 10-J-Q-K.
    assert_eq!(answers_by_suit(&FifteensSets), (Vec::new(), 110));
}

#[test]
fn fifteens_deals_sixteen_slots_in_rows_of_four_and_keeps_36_in_the_stock() {
    assert_grid(FIFTEENS, 16, 4);
}

#[test]
fn a_pair_summing_to_fifteen_is_removed_in_fifteens() {
    assert_eq!(removes(FIFTEENS, "6H 9C 2C", "6H 9C"), 2);
}

#[test]
fn three_cards_summing_to_fifteen_are_removed_in_fifteens() {
    assert_eq!(removes(FIFTEENS, "4H 5C 6D 2C", "4H 5C 6D"), 3);
}

#[test]
fn nine_cards_summing_to_fifteen_are_removed_in_fifteens() {
    let nine = "AC AD AH AS 2C 2D 2H 2S 3C";
    assert_eq!(removes(FIFTEENS, nine, nine), 9);
}

#[test]
fn cards_not_summing_to_fifteen_are_rejected_in_fifteens() {
    assert_eq!(
        refused(FIFTEENS, "4H 5C 7D", "4H 5C 7D"),
        "4H, 5C and 7D sum to 16, not 15."
    );
}

#[test]
fn one_each_of_ten_jack_queen_and_king_is_removed_in_fifteens() {
    assert_eq!(removes(FIFTEENS, "QH 10C KD JS 2C", "10C JS QH KD"), 4);
}

#[test]
fn a_ten_never_counts_toward_fifteen_in_fifteens() {
    assert_eq!(
        refused(FIFTEENS, "10H 5C 2C", "10H 5C"),
        "10H and 5C are not one 10, one jack, one queen and one king, the only set a 10 or a face card leaves in."
    );
}

#[test]
fn cards_summing_past_fifteen_are_rejected_and_change_nothing_in_fifteens() {
    // rejection() asserts the game is unchanged.
    assert_eq!(
        refused(FIFTEENS, "9H 8C 2C", "9H 8C"),
        "9H and 8C sum to 17, not 15."
    );
}

#[test]
fn fifteens_is_won_when_all_52_cards_are_removed() {
    assert_won_with_every_card_removed(FIFTEENS);
}

// ---- Neptune ----

#[test]
fn sets_of_the_same_ranks_are_alike_in_outcome_in_fifteens() {
    use super::super::Alike;
    let game = standard(FIFTEENS, "6H 9C 6D 9S 7C");
    let key = |codes| game.move_key(&removal(&game, codes), Alike::Outcome);
    assert_eq!(key("6H 9C"), key("6D 9S"));
}
