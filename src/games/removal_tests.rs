//! Rule tests for Elevens, Suit Elevens and Eighteens, each named after the rule it pins.

use super::super::known_deals::{
    eighteens_in_sets, suit_elevens_in_sets, EIGHTEENS_SETS, ELEVENS_IN_PAIRS,
};
use super::super::test_support::*;
use super::super::{Alike, AnyGame, Game, GameId, Move, Outcome, Rules, Step, View, Wording};

const ELEVENS: GameId = GameId::Elevens;
const SUIT: GameId = GameId::SuitElevens;
const EIGHTEENS: GameId = GameId::Eighteens;

fn pairs_rules() -> Rules {
    Rules {
        game: SUIT,
        variant: crate::games::suit_elevens::PAIRS,
    }
}

fn shown(game: &AnyGame) -> Vec<String> {
    game.board()
        .tableau
        .iter()
        .map(|p| p.last().map_or("--".to_string(), |c| c.to_string()))
        .collect()
}

// ---- the shared engine ----

#[test]
fn elevens_deals_nine_slots_and_keeps_43_in_the_stock() {
    let game = standard(ELEVENS, "");
    assert_eq!(game.board().tableau.len(), 9);
    assert_eq!(game.stock_len(), 43);
}

#[test]
fn suit_elevens_deals_fifteen_slots_and_keeps_37_in_the_stock() {
    let game = standard(SUIT, "");
    assert_eq!(game.board().tableau.len(), 15);
    assert_eq!(game.stock_len(), 37);
}

#[test]
fn eighteens_deals_twelve_slots_and_keeps_40_in_the_stock() {
    let game = standard(EIGHTEENS, "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC");
    assert_eq!(game.board().tableau.len(), 12);
    assert_eq!(game.stock_len(), 40);
}

#[test]
fn cards_are_dealt_to_slots_in_deal_order() {
    let game = standard(ELEVENS, "7H 4C KD 2S 9D AH 10C 5S QH");
    assert_eq!(
        shown(&game),
        ["7H", "4C", "KD", "2S", "9D", "AH", "10C", "5S", "QH"]
    );
}

#[test]
fn vacated_slots_are_refilled_in_ascending_slot_order() {
    // 4C at slot 2 and 7H at slot 8 are removed; the stock's next cards are
    // 3S then 3H, so slot 2 gets 3S and slot 8 gets 3H.
    let mut game = standard(ELEVENS, "QH 4C KD 2S 9D AH 10C 7H 5S 3S 3H");
    let event = game.apply(&removal(&game, "7H 4C")).unwrap();
    assert_eq!(shown(&game)[1], "3S");
    assert_eq!(shown(&game)[7], "3H");
    let dealt: Vec<_> = event
        .steps
        .iter()
        .filter(|s| matches!(s, Step::Dealt { .. }))
        .collect();
    assert_eq!(
        dealt,
        [
            &Step::Dealt {
                slot: 1,
                card: card("3S")
            },
            &Step::Dealt {
                slot: 7,
                card: card("3H")
            }
        ]
    );
}

#[test]
fn once_the_stock_is_empty_vacated_slots_stay_empty() {
    let mut game = standard(ELEVENS, "");
    while game.stock_len() > 0 && game.outcome() == Outcome::Playing {
        let mv = game.legal_moves().remove(0);
        game.apply(&mv).unwrap();
    }
    if game.outcome() == Outcome::Playing {
        let mv = game.legal_moves().remove(0);
        let Move::Remove(slots) = mv.clone() else {
            unreachable!()
        };
        game.apply(&mv).unwrap();
        for slot in slots {
            assert!(game.board().tableau[slot].is_empty());
        }
    }
}

#[test]
fn the_grid_need_not_be_full_to_play() {
    // New-deck order: clubs A..K, diamonds A..K, ... Play first moves until the
    // stock runs out, then keep removing from a part-empty grid.
    let mut game = standard(ELEVENS, ELEVENS_IN_PAIRS);
    assert_eq!(play_first_moves(&mut game), Outcome::Won);
}

#[test]
fn a_game_is_lost_when_no_move_exists_even_with_cards_in_the_stock() {
    let game = standard(ELEVENS, "2C 2D 2H 2S 3C 3D 3H 3S 4C");
    assert_eq!(game.stock_len(), 43);
    assert_eq!(game.outcome(), Outcome::Lost);
    assert_eq!(
        game.stuck_reason().to_string(),
        "No pair sums to 11 and no jack, queen and king show together; 52 cards remain."
    );
}

#[test]
fn a_position_beyond_the_grid_is_rejected() {
    let game = standard(ELEVENS, "");
    assert_eq!(
        rejection(&game, &Move::Remove(vec![0, 11])),
        "There is no position 12; Elevens has positions 1 to 9."
    );
}

#[test]
fn a_position_named_twice_is_rejected() {
    let game = standard(ELEVENS, "");
    assert_eq!(
        rejection(&game, &Move::Remove(vec![2, 2])),
        "Position 3 is named twice."
    );
}

#[test]
fn an_empty_position_is_rejected() {
    let mut game = standard(ELEVENS, ELEVENS_IN_PAIRS);
    assert_eq!(play_first_moves(&mut game), Outcome::Won);
    assert_eq!(
        rejection(&game, &Move::Remove(vec![0, 1])),
        "Position 1 is empty."
    );
}

#[test]
fn a_move_of_another_game_is_rejected_by_a_removal_game() {
    let game = standard(ELEVENS, "");
    assert_eq!(
        rejection(&game, &Move::Build { from: 0, to: 1 }),
        "Elevens removes cards by position or code: remove 3 7."
    );
}

// ---- Elevens ----

#[test]
fn a_pair_summing_to_eleven_is_removed_in_elevens() {
    let mut game = standard(ELEVENS, "7H 4C KD 2S 9D AH 10C 5S QH");
    let event = game.apply(&removal(&game, "7H 4C")).unwrap();
    assert_eq!(game.cleared(), 2);
    assert!(event.steps.contains(&Step::Removed {
        slot: 0,
        card: card("7H")
    }));
}

#[test]
fn every_pair_summing_to_eleven_is_accepted_in_elevens() {
    for pair in ["AC 10D", "2C 9D", "3C 8D", "4C 7D", "5C 6D"] {
        let game = standard(ELEVENS, &format!("{pair} 2H 2S 3H 3S 4H 4S 5H"));
        game.check(&removal(&game, pair)).unwrap();
    }
}

#[test]
fn suits_are_ignored_in_elevens() {
    let game = standard(ELEVENS, "5H 6H 5C 6S 2S 2D 2H 3C 3S");
    game.check(&removal(&game, "5H 6H")).unwrap();
    game.check(&removal(&game, "5C 6H")).unwrap();
}

#[test]
fn a_pair_not_summing_to_eleven_is_rejected_in_elevens() {
    let game = standard(ELEVENS, "7H 5C KD 2S 9D AH 10C 5S QH");
    assert_eq!(
        rejection(&game, &removal(&game, "7H 5C")),
        "7H and 5C sum to 12, not 11."
    );
}

#[test]
fn jack_queen_and_king_of_any_suits_are_removed_together_in_elevens() {
    let mut game = standard(ELEVENS, "JH QS KD 2S 9D AH 10C 5S 3H");
    game.apply(&removal(&game, "JH QS KD")).unwrap();
    assert_eq!(game.cleared(), 3);
}

#[test]
fn two_jacks_and_a_queen_are_not_a_set_in_elevens() {
    let game = standard(ELEVENS, "JH QS JD 2S 9D AH 10C 5S 3H");
    assert_eq!(
        rejection(&game, &removal(&game, "JH QS JD")),
        "JH, QS and JD are not one jack, one queen and one king."
    );
}

#[test]
fn a_face_card_cannot_pair_in_elevens() {
    let game = standard(ELEVENS, "KH AS JD 2S 9D AH 10C 5S 3H");
    assert_eq!(
        rejection(&game, &removal(&game, "KH AS")),
        "KH has no number value; a jack, queen and king are removed together as a set of three."
    );
}

#[test]
fn a_single_card_is_rejected_in_elevens() {
    let game = standard(ELEVENS, "KH AS JD 2S 9D AH 10C 5S 3H");
    assert_eq!(
        rejection(&game, &removal(&game, "AS")),
        "AS cannot be removed alone; remove two cards summing to 11, or a jack, queen and king."
    );
}

#[test]
fn three_number_cards_summing_to_eleven_are_rejected_in_elevens() {
    let game = standard(ELEVENS, "2H 4S 5D 2S 9D AH 10C 5S 3H");
    assert_eq!(
        rejection(&game, &removal(&game, "2H 4S 5D")),
        "2H, 4S and 5D are neither a pair summing to 11 nor a jack, queen and king."
    );
}

#[test]
fn four_cards_are_rejected_in_elevens() {
    let game = standard(ELEVENS, "2H 9S 5D 6S 9D AH 10C 5S 3H");
    assert_eq!(
        rejection(&game, &removal(&game, "2H 9S 5D 6S")),
        "Elevens removes two cards or three (a jack, queen and king), not 4."
    );
}

#[test]
fn elevens_is_won_when_all_52_cards_are_removed() {
    let mut won = 0;
    for seed in 0..200 {
        let (mut game, _) = AnyGame::new(
            Rules::standard(ELEVENS),
            &crate::deal::Deal::from_seed(seed),
        );
        if play_first_moves(&mut game) == Outcome::Won {
            assert_eq!(game.cleared(), 52);
            assert!(game.board().tableau.iter().all(Vec::is_empty));
            won += 1;
        } else {
            assert!(game.cleared() < 52);
        }
    }
    assert!(won > 0, "some of 200 deals of Elevens are won");
}

// ---- Suit Elevens ----

#[test]
fn a_same_suit_set_of_three_summing_to_eleven_is_removed_in_suit_elevens() {
    let mut game = standard(SUIT, "2H 3H 6H");
    game.apply(&removal(&game, "2H 3H 6H")).unwrap();
    assert_eq!(game.cleared(), 3);
}

#[test]
fn a_same_suit_set_of_four_summing_to_eleven_is_removed_in_suit_elevens() {
    let game = standard(SUIT, "AS 2S 3S 5S");
    game.check(&removal(&game, "AS 2S 3S 5S")).unwrap();
}

#[test]
fn ace_and_ten_of_one_suit_are_removed_in_suit_elevens() {
    let game = standard(SUIT, "AS 10S");
    game.check(&removal(&game, "AS 10S")).unwrap();
}

#[test]
fn cards_of_mixed_suits_are_rejected_in_suit_elevens() {
    let game = standard(SUIT, "7H 4C");
    assert_eq!(
        rejection(&game, &removal(&game, "7H 4C")),
        "7H and 4C are not all of one suit."
    );
}

#[test]
fn a_same_suit_set_not_summing_to_eleven_is_rejected_in_suit_elevens() {
    let game = standard(SUIT, "2H 3H 7H");
    assert_eq!(
        rejection(&game, &removal(&game, "2H 3H 7H")),
        "2H, 3H and 7H sum to 12, not 11."
    );
}

#[test]
fn jqk_of_one_suit_is_removed_in_suit_elevens() {
    let game = standard(SUIT, "JD QD KD");
    game.check(&removal(&game, "JD QD KD")).unwrap();
}

#[test]
fn jqk_of_mixed_suits_is_rejected_in_suit_elevens() {
    let game = standard(SUIT, "JH QS KH");
    assert_eq!(
        rejection(&game, &removal(&game, "JH QS KH")),
        "JH, QS and KH are not all of one suit."
    );
}

#[test]
fn face_cards_never_count_towards_eleven_in_suit_elevens() {
    let game = standard(SUIT, "AH KH");
    assert_eq!(
        rejection(&game, &removal(&game, "AH KH")),
        "KH has no number value; the jack, queen and king of a suit are removed together."
    );
}

#[test]
fn two_face_cards_of_a_suit_are_not_a_set_in_suit_elevens() {
    let game = standard(SUIT, "JH QH");
    assert_eq!(
        rejection(&game, &removal(&game, "JH QH")),
        "JH and QH are not a jack, queen and king."
    );
}

#[test]
fn the_pairs_variant_rejects_three_card_sets_in_suit_elevens() {
    let game = new_game(pairs_rules(), "2H 3H 6H");
    assert_eq!(
        rejection(&game, &removal(&game, "2H 3H 6H")),
        "The pairs variant removes exactly two cards summing to 11, not 3."
    );
}

#[test]
fn the_pairs_variant_accepts_a_pair_and_the_jqk_of_a_suit() {
    let game = new_game(pairs_rules(), "5H 6H JC QC KC");
    game.check(&removal(&game, "5H 6H")).unwrap();
    game.check(&removal(&game, "JC QC KC")).unwrap();
}

#[test]
fn the_pairs_variant_lists_no_three_card_number_sets() {
    let game = new_game(pairs_rules(), "2H 3H 6H");
    assert!(game
        .legal_moves()
        .iter()
        .all(|m| matches!(m, Move::Remove(s) if s.len() == 2 || s.len() == 3)));
    let standard_game = standard(SUIT, "2H 3H 6H");
    assert!(standard_game
        .legal_moves()
        .contains(&removal(&standard_game, "2H 3H 6H")));
    assert!(!game.legal_moves().contains(&removal(&game, "2H 3H 6H")));
}

#[test]
fn suit_elevens_is_won_when_all_52_cards_are_removed() {
    let order = suit_elevens_in_sets();
    for rules in [Rules::standard(SUIT), pairs_rules()] {
        let mut game = new_game(rules, &order);
        assert_eq!(play_first_moves(&mut game), Outcome::Won);
        assert_eq!(game.cleared(), 52);
    }
}

// ---- Eighteens ----

#[test]
fn a_face_card_and_three_different_ranks_summing_to_18_are_removed_in_eighteens() {
    let mut game = standard(
        EIGHTEENS,
        "KD 10S 5H 3C 2C 2D 2H 2S 3D 3H 3S 4C 9H 9S 9D 9C",
    );
    game.apply(&removal(&game, "KD 10S 5H 3C")).unwrap();
    assert_eq!(game.cleared(), 4);
    assert_eq!(shown(&game)[..4], ["9H", "9S", "9D", "9C"]);
}

#[test]
fn six_six_six_is_never_a_set_in_eighteens() {
    let game = standard(EIGHTEENS, "KD 6S 6H 6C 2C 2D 2H 2S 3D 3H 3S 4C");
    assert_eq!(
        rejection(&game, &removal(&game, "KD 6S 6H 6C")),
        "6S and 6H have the same rank; the three number cards must be of different ranks."
    );
}

#[test]
fn two_number_cards_of_one_rank_are_rejected_in_eighteens() {
    let game = standard(EIGHTEENS, "KD 8S 8H 2C 2D 2H 2S 3C 3D 3H 3S 4C");
    assert_eq!(
        rejection(&game, &removal(&game, "KD 8S 8H 2C")),
        "8S and 8H have the same rank; the three number cards must be of different ranks."
    );
}

#[test]
fn a_set_needs_exactly_one_face_card_in_eighteens() {
    let game = standard(EIGHTEENS, "KD QS 10H 8C 9S 5H 4C 2D 2H 2S 3D 3H");
    assert_eq!(
        rejection(&game, &removal(&game, "KD QS 10H 8C")),
        "KD, QS, 10H and 8C include 2 face cards; a set has exactly one."
    );
    assert_eq!(
        rejection(&game, &removal(&game, "10H 8C 9S 5H")),
        "10H, 8C, 9S and 5H include no face card; a set has exactly one."
    );
}

#[test]
fn three_cards_summing_to_other_than_18_are_rejected_in_eighteens() {
    let game = standard(EIGHTEENS, "KD 10S 5H 2C 2D 2H 2S 3C 3D 3H 3S 4C");
    assert_eq!(
        rejection(&game, &removal(&game, "KD 10S 5H 2C")),
        "10S, 5H and 2C sum to 17, not 18."
    );
}

#[test]
fn eighteens_removes_exactly_four_cards() {
    let game = standard(EIGHTEENS, "KD 10S 8H 2C 2D 2H 2S 3C 3D 3H 3S 4C");
    assert_eq!(
        rejection(&game, &removal(&game, "10S 8H")),
        "Eighteens removes exactly four cards, a face card and three cards summing to 18, not 2."
    );
}

#[test]
fn aces_showing_after_the_deal_are_discarded_lowest_slot_first_in_eighteens() {
    // Slots 2 and 5 hold aces; the stock's next cards are 9S then 9H.
    let game_and_event = AnyGame::new(
        Rules::standard(EIGHTEENS),
        &deal("2C AH 3C 4C AS 5C 6C 7C 8C 9C 10C JC 9S 9H"),
    );
    let (game, event) = game_and_event;
    assert_eq!(
        event.steps[12..],
        [
            Step::AceDiscarded {
                slot: 1,
                card: card("AH")
            },
            Step::Dealt {
                slot: 1,
                card: card("9S")
            },
            Step::AceDiscarded {
                slot: 4,
                card: card("AS")
            },
            Step::Dealt {
                slot: 4,
                card: card("9H")
            },
        ]
    );
    assert_eq!(game.board().discarded, Some(2));
    assert_eq!(game.stock_len(), 38);
}

#[test]
fn an_ace_dealt_to_refill_an_ace_is_discarded_too_in_eighteens() {
    let (game, _) = AnyGame::new(
        Rules::standard(EIGHTEENS),
        &deal("AH 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC AS AD 9S"),
    );
    assert_eq!(shown(&game)[0], "9S");
    assert_eq!(game.board().discarded, Some(3));
}

#[test]
fn aces_dealt_after_a_removal_are_discarded_in_eighteens() {
    let mut game = standard(
        EIGHTEENS,
        "KD 10S 5H 3C 2C 2D 2H 2S 3D 3H 3S 4C AH 9C AS 9D 9H 9S",
    );
    let event = game.apply(&removal(&game, "KD 10S 5H 3C")).unwrap();
    assert_eq!(shown(&game)[..4], ["9H", "9C", "9S", "9D"]);
    assert_eq!(game.board().discarded, Some(6));
    assert!(event.steps.contains(&Step::AceDiscarded {
        slot: 0,
        card: card("AH")
    }));
}

#[test]
fn eighteens_is_won_when_all_52_cards_are_discarded() {
    let mut game = standard(EIGHTEENS, &eighteens_in_sets());
    for set in EIGHTEENS_SETS {
        assert_eq!(game.outcome(), Outcome::Playing);
        game.apply(&removal(&game, set)).unwrap();
        assert_all_cards_accounted_for(&game);
    }
    assert_eq!(game.outcome(), Outcome::Won);
    assert_eq!(game.cleared(), 52);
}

#[test]
fn eighteens_is_lost_when_no_face_card_shows() {
    let game = standard(EIGHTEENS, "2C 3C 4C 5C 6C 7C 8C 9C 10C 2D 3D 4D");
    assert_eq!(game.outcome(), Outcome::Lost);
    assert_eq!(
        game.stuck_reason().to_string(),
        "No face card is showing; 52 cards remain."
    );
}

#[test]
fn legal_moves_are_all_accepted_and_cover_a_known_set() {
    for id in [ELEVENS, SUIT, EIGHTEENS] {
        for seed in 0..30 {
            let (game, _) = AnyGame::new(Rules::standard(id), &crate::deal::Deal::from_seed(seed));
            for mv in game.legal_moves() {
                game.check(&mv).unwrap();
            }
            assert_eq!(game.has_legal_move(), !game.legal_moves().is_empty());
        }
    }
}

#[test]
fn cards_are_never_lost_or_duplicated_in_the_removal_games() {
    for id in [ELEVENS, SUIT, EIGHTEENS] {
        for seed in 0..30 {
            let (mut game, _) =
                AnyGame::new(Rules::standard(id), &crate::deal::Deal::from_seed(seed));
            assert_all_cards_accounted_for(&game);
            while game.outcome() == Outcome::Playing {
                let mv = game.legal_moves().pop().unwrap();
                game.apply(&mv).unwrap();
                assert_all_cards_accounted_for(&game);
            }
        }
    }
}

/// Plays a deal to the end choosing moves with `pick` (given the number of
/// legal moves and the turn); returns the outcome and cards removed.
fn play_out(rules: Rules, seed: u64, pick: impl Fn(usize, usize) -> usize) -> (Outcome, usize) {
    let (mut game, _) = AnyGame::new(rules, &crate::deal::Deal::from_seed(seed));
    let mut turn = 0;
    while game.outcome() == Outcome::Playing {
        let legal = game.legal_moves();
        game.apply(&legal[pick(legal.len(), turn)]).unwrap();
        turn += 1;
    }
    (game.outcome(), game.cleared())
}

#[test]
fn the_order_of_moves_never_changes_the_result_in_elevens_or_pairs_suit_elevens() {
    for rules in [Rules::standard(ELEVENS), pairs_rules()] {
        for seed in 0..300 {
            let first = play_out(rules, seed, |_, _| 0);
            let last = play_out(rules, seed, |n, _| n - 1);
            let mixed = play_out(rules, seed, |n, turn| (turn * 7 + seed as usize) % n);
            assert_eq!(first, last, "{rules:?} seed {seed}");
            assert_eq!(first, mixed, "{rules:?} seed {seed}");
        }
    }
}

#[test]
fn the_order_of_moves_can_change_the_result_in_suit_elevens_with_sets() {
    let differs = (0..300).any(|seed| {
        let rules = Rules::standard(SUIT);
        play_out(rules, seed, |_, _| 0) != play_out(rules, seed, |n, _| n - 1)
    });
    assert!(
        differs,
        "some deal of Suit Elevens depends on the choice of sets"
    );
}

#[test]
fn a_single_card_is_rejected_in_suit_elevens() {
    let game = standard(SUIT, "AS 10S");
    assert_eq!(
        rejection(&game, &removal(&game, "AS")),
        "AS cannot be removed alone; remove cards of one suit summing to 11, or the jack, queen and king of one suit."
    );
}

#[test]
fn suit_elevens_is_lost_when_no_suit_has_a_set() {
    let game = standard(SUIT, "AC 2C 3C 4C AD 2D 3D 4D AH 2H 3H 4H AS 2S 3S");
    assert_eq!(game.outcome(), Outcome::Lost);
    assert_eq!(
        game.stuck_reason().to_string(),
        "No cards of one suit sum to 11 and no suit shows its jack, queen and king; 52 cards remain."
    );
}

#[test]
fn each_set_rule_finds_exactly_the_sets_it_accepts() {
    use super::super::eighteens::EighteensSets;
    use super::super::elevens::ElevensSets;
    use super::super::suit_elevens::SuitElevensSets;
    use super::SetRules;
    let rules: [&dyn SetRules; 4] = [
        &ElevensSets,
        &SuitElevensSets { pairs_only: false },
        &SuitElevensSets { pairs_only: true },
        &EighteensSets,
    ];
    let mut sets_seen = 0;
    for rule in rules {
        for seed in 1..60 {
            let (found, accepted) = sets_found_and_accepted(rule, seed, 4);
            assert_eq!(found, accepted, "{rule:?} seed {seed}");
            sets_seen += found.len();
        }
    }
    assert!(sets_seen > 100, "only {sets_seen} sets in all");
}

/// The same places named in another order are the same move; in outcome,
/// an Eighteens set is its ranks (any face card alike), while another
/// removal game's set is its cards.
#[test]
fn a_set_is_alike_in_position_by_its_places_and_in_outcome_by_what_the_rules_count() {
    let game = standard(
        EIGHTEENS,
        "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH 2S 3S 4S 5S JS",
    );
    let places = |codes: &str| removal(&game, codes);
    let reversed = |mv: Move| match mv {
        Move::Remove(mut slots) => {
            slots.reverse();
            Move::Remove(slots)
        }
        other => other,
    };
    let set = places("5H 6H 7H JH");
    assert_eq!(
        game.move_key(&reversed(set.clone()), Alike::Position),
        game.move_key(&set, Alike::Position)
    );
    for (other, alike) in [
        ("5H 6H 7H QH", true),
        ("5H 6H 7H KH", true),
        ("4H 6H 8H JH", false),
    ] {
        assert_eq!(
            game.move_key(&places(other), Alike::Outcome) == game.move_key(&set, Alike::Outcome),
            alike,
            "{other}"
        );
    }
    let elevens = standard(ELEVENS, "2H 9H 2S 9S 3H 8H 3S 8S 4H");
    assert_ne!(
        elevens.move_key(&removal(&elevens, "2H 9H"), Alike::Outcome),
        elevens.move_key(&removal(&elevens, "2S 9S"), Alike::Outcome)
    );
}

// ---- what the solver reads of a game's sets ----

#[test]
fn elevens_says_suits_never_matter_and_every_suit_of_a_set_answers_alike() {
    use super::super::elevens::ElevensSets;
    use super::SetRules;
    assert!(!ElevensSets.suits_matter());
    assert_eq!(answers_by_suit(&ElevensSets), (Vec::new(), 6));
}

#[test]
fn eighteens_says_suits_never_matter_and_every_suit_of_a_set_answers_alike() {
    use super::super::eighteens::EighteensSets;
    use super::SetRules;
    assert!(!EighteensSets.suits_matter());
    // Eight rank trios and A+7+10 and A+8+9 (whose aces never show:
    // Eighteens discards them), each with any of three face ranks.
    assert_eq!(answers_by_suit(&EighteensSets), (Vec::new(), 10 * 3));
}

#[test]
fn suit_elevens_says_suits_matter_and_they_do_in_both_variants() {
    use super::super::suit_elevens::SuitElevensSets;
    use super::SetRules;
    for pairs_only in [false, true] {
        let rule = SuitElevensSets { pairs_only };
        assert!(rule.suits_matter());
        let (changing, _) = answers_by_suit(&rule);
        assert!(changing.contains(&vec![1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0]));
    }
}

#[test]
fn a_set_rule_finds_sets_only_of_the_sizes_it_declares() {
    use super::super::eighteens::EighteensSets;
    use super::super::elevens::ElevensSets;
    use super::super::suit_elevens::SuitElevensSets;
    use super::{multisets, SetRules, SetSizes};
    let rules: [&dyn SetRules; 4] = [
        &ElevensSets,
        &SuitElevensSets { pairs_only: false },
        &SuitElevensSets { pairs_only: true },
        &EighteensSets,
    ];
    for rule in rules {
        let sizes = rule.set_sizes();
        let every = SetSizes { min: 1, max: 6 };
        let mut outside = 0;
        multisets(13, 4, every, &mut |counts| {
            let size: usize = counts.iter().map(|&c| usize::from(c)).sum();
            if (sizes.min..=sizes.max).contains(&size) {
                return;
            }
            let cards: Vec<crate::cards::Card> = counts
                .iter()
                .enumerate()
                .flat_map(|(kind, &n)| {
                    let rank = crate::cards::Rank::new(kind as u8 + 1).unwrap();
                    crate::cards::Suit::ALL[..usize::from(n)]
                        .iter()
                        .map(move |&s| crate::cards::Card::new(rank, s))
                })
                .collect();
            assert!(rule.check(&cards).is_err(), "{rule:?} {cards:?}");
            outside += 1;
        });
        assert!(outside > 1000);
    }
}
