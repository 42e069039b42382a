//! Rule tests for Thirteens, each named after the rule or decision it
//! pins (docs/rules/thirteens.md).

use super::super::removal::SetRules;
use super::super::test_support::*;
use super::super::GameId;
use super::ThirteensSets;

const THIRTEENS: GameId = GameId::Thirteens;

#[test]
fn thirteens_finds_exactly_the_sets_it_accepts() {
    assert_finds_exactly_the_sets_it_accepts(&ThirteensSets);
}

#[test]
fn thirteens_removes_a_set_named_by_codes_in_any_order() {
    assert_eq!(removes(THIRTEENS, "6H 2C 3C 4C 5C 7C", "7C 6H"), 2);
}

#[test]
fn thirteens_says_suits_never_matter_and_every_suit_of_a_set_answers_alike() {
    assert!(!ThirteensSets.suits_matter());
    // Six pairs and the king.
    assert_eq!(answers_by_suit(&ThirteensSets), (Vec::new(), 7));
}

#[test]
fn thirteens_deals_ten_slots_in_rows_of_five_and_keeps_42_in_the_stock() {
    assert_grid(THIRTEENS, 10, 5);
}

#[test]
fn a_pair_summing_to_thirteen_is_removed_in_thirteens() {
    assert_eq!(removes(THIRTEENS, "6H 7C 2C 3C 4C", "6H 7C"), 2);
    assert_eq!(removes(THIRTEENS, "3H 10C 2C 4C 5C", "3H 10C"), 2);
}

#[test]
fn a_jack_pairs_with_a_2_and_a_queen_with_an_ace_in_thirteens() {
    assert_eq!(removes(THIRTEENS, "JH 2C 3C 4C 5C", "JH 2C"), 2);
    assert_eq!(removes(THIRTEENS, "QH AC 3C 4C 5C", "QH AC"), 2);
}

#[test]
fn a_pair_not_summing_to_thirteen_is_rejected_in_thirteens() {
    assert_eq!(
        refused(THIRTEENS, "JH 3C 4C 5C", "JH 3C"),
        "JH and 3C sum to 14, not 13 (a jack counts 11, a queen 12)."
    );
}

#[test]
fn a_king_is_removed_alone_in_thirteens() {
    assert_eq!(removes(THIRTEENS, "KH 2C 3C", "KH"), 1);
}

#[test]
fn a_king_never_pairs_in_thirteens() {
    assert_eq!(
        refused(THIRTEENS, "KH KC AC", "KH KC"),
        "KH is removed alone; a king pairs with nothing."
    );
    assert_eq!(
        refused(THIRTEENS, "5H 2C", "5H"),
        "5H cannot be removed alone; remove two cards summing to 13, or a king alone."
    );
}

#[test]
fn thirteens_is_won_when_all_52_cards_are_removed() {
    assert_won_with_every_card_removed(THIRTEENS);
}

// ---- Tens ----
