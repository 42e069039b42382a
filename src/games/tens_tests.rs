//! Rule tests for Tens, each named after the rule or decision it
//! pins (docs/rules/tens.md).

use super::super::removal::SetRules;
use super::super::test_support::*;
use super::super::GameId;
use super::TensSets;

const TENS: GameId = GameId::Tens;

#[test]
fn tens_finds_exactly_the_sets_it_accepts() {
    assert_finds_exactly_the_sets_it_accepts(&TensSets);
}

#[test]
fn tens_removes_a_set_named_by_codes_in_any_order() {
    assert_eq!(removes(TENS, "KH 2C KC 3C KD KS", "KS KC KH KD"), 4);
}

#[test]
fn tens_says_suits_never_matter_and_every_suit_of_a_set_answers_alike() {
    assert!(!TensSets.suits_matter());
    // Five pairs (two 5s among them) and four fours of a kind.
    assert_eq!(answers_by_suit(&TensSets), (Vec::new(), 9));
}

#[test]
fn tens_deals_thirteen_slots_in_rows_of_seven_and_keeps_39_in_the_stock() {
    assert_grid(TENS, 13, 7);
}

#[test]
fn a_pair_summing_to_ten_is_removed_in_tens() {
    assert_eq!(removes(TENS, "AH 9C 2C", "AH 9C"), 2);
    assert_eq!(removes(TENS, "3H 7C 2C", "3H 7C"), 2);
}

#[test]
fn two_fives_are_a_pair_in_tens() {
    assert_eq!(removes(TENS, "5H 5C 2C", "5H 5C"), 2);
}

#[test]
fn four_tens_are_removed_together_in_tens() {
    assert_eq!(removes(TENS, "10H 2C 10C 3C 10D 10S", "10H 10C 10D 10S"), 4);
}

#[test]
fn three_kings_are_no_set_in_tens() {
    assert_eq!(
        refused(TENS, "KH KC KD 2C", "KH KC KD"),
        "Tens removes two cards or four of a kind, not 3."
    );
}

#[test]
fn four_fives_are_no_set_in_tens() {
    assert_eq!(
        refused(TENS, "5H 5C 5D 5S", "5H 5C 5D 5S"),
        "5H, 5C, 5D and 5S are four of a kind, but only tens, jacks, queens and kings go four at a time."
    );
}

#[test]
fn a_ten_or_face_card_never_pairs_in_tens() {
    assert_eq!(
        refused(TENS, "10H KC 2C", "10H KC"),
        "10H leaves only with the other three of its rank: tens, jacks, queens and kings go four at a time."
    );
}

#[test]
fn tens_is_won_when_all_52_cards_are_removed() {
    assert_won_with_every_card_removed(TENS);
}

// ---- Nines ----
