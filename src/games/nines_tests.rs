//! Rule tests for Nines, each named after the rule or decision it
//! pins (docs/rules/nines.md).

use super::super::removal::SetRules;
use super::super::test_support::*;
use super::super::GameId;
use super::NinesSets;

const NINES: GameId = GameId::Nines;

#[test]
fn nines_finds_exactly_the_sets_it_accepts() {
    assert_finds_exactly_the_sets_it_accepts(&NinesSets);
}

#[test]
fn nines_removes_a_set_named_by_codes_in_any_order() {
    assert_eq!(removes(NINES, "10H JC QD KS 2C", "KS 10H QD JC"), 4);
}

#[test]
fn nines_says_suits_never_matter_and_every_suit_of_a_set_answers_alike() {
    assert!(!NinesSets.suits_matter());
    // Four pairs, the nine, and 10-J-Q-K.
    assert_eq!(answers_by_suit(&NinesSets), (Vec::new(), 6));
}

#[test]
fn nines_deals_nine_slots_in_rows_of_three_and_keeps_43_in_the_stock() {
    assert_grid(NINES, 9, 3);
}

#[test]
fn a_pair_summing_to_nine_is_removed_in_nines() {
    assert_eq!(removes(NINES, "AH 8C 2C", "AH 8C"), 2);
    assert_eq!(removes(NINES, "4H 5C 2C", "4H 5C"), 2);
}

#[test]
fn a_pair_not_summing_to_nine_is_rejected_in_nines() {
    assert_eq!(
        refused(NINES, "4H 4C 2C", "4H 4C"),
        "4H and 4C sum to 8, not 9."
    );
}

#[test]
fn a_nine_is_removed_alone_in_nines() {
    assert_eq!(removes(NINES, "9H 2C", "9H"), 1);
}

#[test]
fn a_nine_never_pairs_in_nines() {
    assert_eq!(
        refused(NINES, "9H 9C 2C", "9H 9C"),
        "9H is removed alone; a nine pairs with nothing."
    );
}

#[test]
fn one_each_of_ten_jack_queen_and_king_is_removed_in_nines() {
    assert_eq!(removes(NINES, "KH 2C QD 10S JC", "10S JC QD KH"), 4);
}

#[test]
fn two_jacks_among_four_are_no_set_in_nines() {
    assert_eq!(
        refused(NINES, "JH JC QD KS 10S", "JH JC QD KS"),
        "JH, JC, QD and KS are not one 10, one jack, one queen and one king."
    );
}

#[test]
fn nines_is_won_when_all_52_cards_are_removed() {
    assert_won_with_every_card_removed(NINES);
}

// ---- Fifteens ----
