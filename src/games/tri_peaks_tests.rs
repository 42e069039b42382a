//! Rule tests for Tri Peaks, each named after the rule or decision it pins
//! (docs/rules/tri-peaks.md).

use super::super::test_support::{play_to_waste as play, *};
use super::super::{AnyGame, Event, Game, GameId, Move, Outcome, Rules, Step, View, Wording};
use super::{OPEN, OPEN_RULES, STANDARD_RULES};
use crate::cards::Card;
use crate::deal::Deal;
use crate::games::covered::CoverRules;

fn new(deal: &Deal) -> (AnyGame, Event) {
    AnyGame::new(Rules::standard(GameId::TriPeaks), deal)
}

#[test]
fn tri_peaks_deals_18_face_down_and_the_bottom_10_face_up_in_spots_1_to_28_row_by_row() {
    let dealt = Deal::from_seed(7);
    let (game, _) = new(&dealt);
    let board = game.board();
    let covered = board.covered.as_ref().unwrap();
    assert_eq!(covered.face_down, (0..18).collect::<Vec<_>>());
    assert_eq!(covered.free, (18..28).collect::<Vec<_>>());
    assert_eq!(board.tableau.len(), 28);
    for spot in 0..18 {
        assert!(board.tableau[spot].is_empty(), "spot {} hidden", spot + 1);
    }
    for spot in 18..28 {
        assert_eq!(board.tableau[spot], vec![dealt.cards()[spot]]);
    }
    // Rows of 3, 6, 9 and 10, top first; the cards are the deal's first 28.
    let shape = STANDARD_RULES.shape();
    assert_eq!(shape.row_lengths(), vec![3, 6, 9, 10]);
    // Each peak's top sits over two cards of the row below, and the bottom
    // row of 10 is shared by the peaks' rows of 9.
    assert_eq!(shape.covering(0), vec![3, 4]);
    assert_eq!(shape.covering(2), vec![7, 8]);
    assert_eq!(shape.covering(4), vec![10, 11]);
    assert_eq!(shape.covering(5), vec![12, 13]);
    assert_eq!(shape.covering(11), vec![20, 21]);
    assert_eq!(shape.covering(12), vec![21, 22]);
    assert_eq!(shape.covering(17), vec![26, 27]);
    assert!(shape.covering(18).is_empty());
    let mut unseen = dealt.cards()[..18].to_vec();
    unseen.extend(&dealt.cards()[29..]);
    unseen.sort();
    assert_eq!(game.unseen(), unseen);
    assert_all_cards_accounted_for(&game);
}

#[test]
fn the_first_stock_card_is_turned_onto_the_waste_at_the_deal() {
    let dealt = Deal::from_seed(3);
    let (game, opening) = new(&dealt);
    let first = dealt.cards()[28];
    assert_eq!(game.board().covered.unwrap().waste, vec![first]);
    assert_eq!(game.stock_len(), 23);
    assert_turned(&opening, first, None);
}

#[test]
fn a_card_turns_face_up_when_both_cards_covering_it_are_gone() {
    // Spot 10 (0-based 9) is covered by spots 19 and 20 (18 and 19).
    let dealt = won_playing_spots_in_reverse();
    let (mut game, _) = new(&dealt);
    for spot in (19..28).rev() {
        let event = game.apply(&play(spot)).unwrap();
        assert!(
            !event
                .steps
                .iter()
                .any(|s| matches!(s, Step::Uncovered { slot: 9, .. })),
            "spot 19 still covers spot 10: {:?}",
            event.steps
        );
    }
    assert!(game.board().tableau[9].is_empty(), "still face down");
    assert!(game.board().covered.unwrap().face_down.contains(&9));
    let hidden = dealt.cards()[9];
    let event = game.apply(&play(18)).unwrap();
    assert!(event.steps.contains(&Step::Uncovered {
        slot: 9,
        card: hidden,
        turned_up: true
    }));
    assert_eq!(game.board().tableau[9], vec![hidden]);
    assert!(free_spots(&game).contains(&9));
}

#[test]
fn a_free_face_up_card_one_rank_above_or_below_the_waste_top_plays_whatever_its_suit() {
    let waste = card("7C");
    let bottom = ["6H", "8S", "6D", "8D", "5C", "9C", "7H", "2S", "KD", "AH"].map(card);
    let (game, _) = new(&covered_deal_ending_in(&bottom, Some(waste), None));
    let legal = game.legal_moves();
    for (spot, fits) in (18..28).zip([
        true, true, true, true, false, false, false, false, false, false,
    ]) {
        assert_eq!(legal.contains(&play(spot)), fits, "spot {}", spot + 1);
        assert_eq!(game.check(&play(spot)).is_ok(), fits, "spot {}", spot + 1);
    }
    let said = game.check(&play(22)).unwrap_err().to_string();
    assert_eq!(
        said,
        "5C cannot go on 7C; a card goes one rank above or below, with king and ace adjacent."
    );
    let mut after = game.clone();
    let event = after.apply(&play(19)).unwrap();
    assert!(event.steps.contains(&Step::ToWaste {
        card: card("8S"),
        from: Some(19),
        onto: Some(waste)
    }));
    assert_eq!(
        after.board().covered.unwrap().waste,
        vec![waste, card("8S")]
    );
}

#[test]
fn tri_peaks_rules_remove_no_set() {
    let said = STANDARD_RULES
        .check_set(&[card("6C"), card("7C")])
        .unwrap_err()
        .plain();
    assert_eq!(
        said,
        "This game removes no sets; play a card onto the waste."
    );
}

#[test]
fn king_and_ace_are_adjacent_both_ways() {
    assert!(STANDARD_RULES.check_play(card("AH"), card("KS")).is_ok());
    assert!(STANDARD_RULES.check_play(card("KH"), card("AS")).is_ok());
    assert!(STANDARD_RULES.check_play(card("QH"), card("KS")).is_ok());
    assert!(STANDARD_RULES.check_play(card("2H"), card("AS")).is_ok());
    assert!(STANDARD_RULES.check_play(card("QH"), card("AS")).is_err());
    assert!(STANDARD_RULES.check_play(card("2H"), card("KS")).is_err());
    // In play: an ace onto a king, then a king onto the ace.
    let bottom = ["AH", "KD"].map(card);
    let mut tableau: Vec<Card> = (0..52)
        .filter_map(Card::from_index)
        .filter(|c| !bottom.contains(c) && *c != card("KS"))
        .filter(|c| c.rank().number() != 12 && c.rank().number() != 2)
        .take(26)
        .collect();
    tableau.extend(bottom);
    let (mut game, _) = new(&covered_deal(&tableau, card("KS"), &[], None));
    game.apply(&play(26)).unwrap();
    game.apply(&play(27)).unwrap();
    assert_eq!(
        game.board().covered.unwrap().waste,
        vec![card("KS"), card("AH"), card("KD")]
    );
}

#[test]
fn a_face_down_or_covered_card_cannot_be_played() {
    let (game, _) = new(&Deal::from_seed(11));
    assert!(!game
        .legal_moves()
        .iter()
        .any(|mv| matches!(mv, Move::Play { column, .. } if *column < 18)));
    assert_eq!(
        game.check(&play(0)).unwrap_err().to_string(),
        "Position 1 is face down; it turns up once no card covers it."
    );
    // Every covered card of Tri Peaks is face down: spot 10 (0-based 9),
    // covered by 19 and 20, stays down while 19 is left, though 20 is gone
    // and its other neighbour, 11, is face up and free.
    let (mut game, _) = new(&won_playing_spots_in_reverse());
    play_spots_in_reverse(&mut game, 19..28);
    assert!(free_spots(&game).contains(&10));
    assert!(!free_spots(&game).contains(&9));
    assert!(!game.legal_moves().contains(&play(9)));
    let before = game.clone();
    assert_eq!(
        game.apply(&play(9)).unwrap_err().to_string(),
        "Position 10 is face down; it turns up once no card covers it."
    );
    assert_eq!(game, before, "a refused move changes nothing");
}

#[test]
fn deal_turns_the_next_stock_card_at_any_time() {
    let dealt = won_playing_spots_in_reverse();
    let (mut game, _) = new(&dealt);
    assert_each_turn_puts_the_next_stock_card_on_the_waste(&mut game, &dealt);
}

#[test]
fn one_pass_deal_with_the_stock_empty_is_refused_and_there_is_no_redeal() {
    assert_the_stock_is_gone_through_once(
        Rules::standard(GameId::TriPeaks),
        &Deal::from_seed(4),
        "The stock is empty; Tri Peaks goes through it once.",
    );
}

#[test]
fn tri_peaks_is_won_when_the_28_tableau_cards_are_gone_whatever_the_stock_holds() {
    let (mut game, _) = new(&won_playing_spots_in_reverse());
    play_spots_in_reverse(&mut game, 0..28);
    assert_eq!(game.stock_len(), 23);
    assert!(game.is_won());
    assert_eq!(game.outcome(), Outcome::Won);
    assert_eq!(game.cleared(), 28);
    assert_all_cards_accounted_for(&game);
}

#[test]
fn tri_peaks_is_lost_when_no_card_plays_and_the_stock_is_empty() {
    // The stock ends on a king; the bottom row holds 3s to 7s, none next
    // to it, and the face-down cards never turn up.
    let bottom = cards_of_ranks(&[3, 3, 4, 4, 5, 5, 6, 6, 7, 7], &[]);
    let last = card("KS");
    let (mut game, _) = new(&covered_deal_ending_in(&bottom, None, Some(last)));
    turn_stock_cards(&mut game, 23);
    assert_eq!(game.board().covered.unwrap().waste.last(), Some(&last));
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.outcome(), Outcome::Lost);
    assert_eq!(
        game.stuck_reason().to_string(),
        "No free card is one rank from the waste's top and the stock is empty; \
28 cards remain on the tableau."
    );
}

#[test]
fn cleared_counts_the_tableau_cards_played_not_the_cards_turned() {
    assert_cleared_counts_cards_played_not_turned(Rules::standard(GameId::TriPeaks));
    assert_eq!(GameId::TriPeaks.descriptor().cleared.total, 28);
}

#[test]
fn the_hidden_cards_are_the_face_down_ones_and_the_stock_and_a_sample_keeps_the_board() {
    let (game, _) = new(&Deal::from_seed(9));
    let order = game.unseen_order();
    assert_eq!(order.len(), 18 + 23);
    let mut other = order.clone();
    other.rotate_left(5);
    let sampled = game.with_unseen_order(&other);
    assert_eq!(sampled.board(), game.board());
    assert_eq!(sampled.unseen(), game.unseen());
    assert_eq!(sampled.unseen_order(), other);
}

fn open() -> Rules {
    Rules {
        game: GameId::TriPeaks,
        variant: OPEN,
    }
}

#[test]
fn the_open_variant_deals_all_28_cards_face_up() {
    // Face up is not free: the peaks still cover their cards.
    dealt_face_down(open(), &Deal::from_seed(7), 0, 18..28);
    assert_eq!(OPEN_RULES.face_down_rows(), 0);
    assert_eq!(STANDARD_RULES.face_down_rows(), 3);
    assert_eq!(
        Rules::with_options(GameId::TriPeaks, Some("open"), None),
        Ok(open())
    );
    assert_eq!(open().variant_name(), "open");
}

#[test]
fn in_the_open_variant_a_covered_card_is_played_only_once_both_cards_covering_it_are_gone() {
    // Spot 10 (0-based 9) is covered by spots 19 and 20 (18 and 19).
    let dealt = won_playing_spots_in_reverse();
    let (mut game, _) = AnyGame::new(open(), &dealt);
    play_spots_in_reverse(&mut game, 19..28);
    let before = game.clone();
    let said = game.apply(&play(9)).unwrap_err().to_string();
    let (covered, covering) = (dealt.cards()[9], dealt.cards()[18]);
    assert_eq!(
        said,
        format!("{covered} is covered by {covering}; only a card no card covers may be used.")
    );
    assert_eq!(game, before, "a refused move changes nothing");
    let event = game.apply(&play(18)).unwrap();
    assert!(event.steps.contains(&Step::Uncovered {
        slot: 9,
        card: dealt.cards()[9],
        turned_up: false
    }));
    assert!(free_spots(&game).contains(&9));
}

#[test]
fn the_open_variant_keeps_the_stock_face_down_and_its_order_hidden() {
    let dealt = Deal::from_seed(12);
    let (game, _) = AnyGame::new(open(), &dealt);
    assert_eq!(game.board().covered.unwrap().stock_top, None);
    let mut stock = dealt.cards()[29..].to_vec();
    stock.sort();
    assert_eq!(game.unseen(), stock, "the stock under the waste alone");
    // Cards 30 to 52 are the stock under the waste's first card.
    assert_the_hint_reads_no_hidden_card(open(), &[(29, 52)]);
}

#[test]
fn the_open_variant_plays_and_is_won_and_lost_by_the_standard_rules() {
    for (card, onto) in [("AH", "KS"), ("KH", "AS"), ("5C", "6D"), ("5C", "7D")] {
        let (card, onto) = (self::card(card), self::card(onto));
        assert_eq!(
            OPEN_RULES.check_play(card, onto).is_ok(),
            STANDARD_RULES.check_play(card, onto).is_ok()
        );
    }
    assert_eq!(OPEN_RULES.passes(), 1);
    assert_eq!(OPEN_RULES.goal(), STANDARD_RULES.goal());
    let (mut game, _) = AnyGame::new(open(), &won_playing_spots_in_reverse());
    play_spots_in_reverse(&mut game, 0..28);
    assert_eq!(game.outcome(), Outcome::Won);
    assert_eq!(game.stock_len(), 23, "won with the stock left");
    let (mut game, _) = AnyGame::new(open(), &Deal::from_seed(4));
    for _ in 0..23 {
        game.apply(&Move::Turn).unwrap();
    }
    assert_eq!(
        game.check(&Move::Turn).unwrap_err().to_string(),
        "The stock is empty; Tri Peaks goes through it once."
    );
}
