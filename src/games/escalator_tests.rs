//! Rule tests for Escalator, each named after the rule or decision it pins
//! (docs/rules/escalator.md).

use super::super::test_support::{play_to_waste as play, waste_of as waste, *};
use super::super::{AnyGame, Event, Game, GameId, Move, Outcome, Rules, Step, View, Wording};
use super::RULES;
use crate::cards::Card;
use crate::deal::{bounded, Deal};
use crate::games::covered::CoverRules;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn new(deal: &Deal) -> (AnyGame, Event) {
    AnyGame::new(Rules::standard(GameId::Escalator), deal)
}

/// A deck whose bottom row (positions 22 to 28) is `bottom`, with the
/// waste's first card `waste`, the other cards in new-deck order.
fn with_bottom_row(bottom: &[&str], waste: &str) -> Deal {
    let bottom: Vec<Card> = bottom.iter().map(|c| card(c)).collect();
    covered_deal_ending_in(&bottom, Some(card(waste)), None)
}

#[test]
fn escalator_deals_28_face_up_in_a_pyramid_row_by_row_and_turns_card_29_onto_the_waste() {
    let dealt = Deal::from_seed(7);
    let game = dealt_face_down(Rules::standard(GameId::Escalator), &dealt, 0, 21..28);
    let (_, opening) = new(&dealt);
    let shape = RULES.shape();
    assert_eq!(shape.row_lengths(), vec![1, 2, 3, 4, 5, 6, 7]);
    assert_eq!(shape.covering(0), vec![1, 2]);
    assert_eq!(shape.covering(15), vec![21, 22]);
    assert_eq!(shape.covering(20), vec![26, 27]);
    assert_eq!(waste(&game), vec![dealt.cards()[28]]);
    assert_eq!(game.stock_len(), 23);
    assert_turned(&opening, dealt.cards()[28], None);
    assert_all_cards_accounted_for(&game);
}

#[test]
fn a_card_is_free_once_both_cards_covering_it_are_gone() {
    // Spot 16 (0-based 15) is covered by spots 22 and 23 (21 and 22).
    let dealt = won_playing_spots_in_reverse();
    let (mut game, _) = new(&dealt);
    play_spots_in_reverse(&mut game, 22..28);
    assert!(!free_spots(&game).contains(&15));
    let before = game.clone();
    let said = game.apply(&play(15)).unwrap_err().to_string();
    assert_eq!(
        said,
        format!(
            "{} is covered by {}; only a card no card covers may be used.",
            dealt.cards()[15],
            dealt.cards()[21]
        )
    );
    assert_eq!(game, before, "a refused move changes nothing");
    let event = game.apply(&play(21)).unwrap();
    assert!(event.steps.contains(&Step::Uncovered {
        slot: 15,
        card: dealt.cards()[15],
        turned_up: false
    }));
    assert!(free_spots(&game).contains(&15));
}

/// PySolFC's test of whether Elevator's or Escalator's card at `spot`
/// (0-based) is blocked (`Elevator_RowStack.basicIsBlocked`): it steps
/// down row by row from the spot, and is blocked while any card of the
/// triangle below is left.
fn pysolfc_blocked(present: &[bool; 28], spot: usize) -> bool {
    const STEP: [usize; 21] = [
        1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6,
    ];
    let (mut i, mut n) = (spot, 1);
    while i < STEP.len() {
        i += STEP[i];
        n += 1;
        if (i..i + n).any(|j| present[j]) {
            return true;
        }
    }
    false
}

#[test]
fn pysolfcs_blocking_by_the_triangle_below_agrees_with_the_two_cards_covering() {
    let mut compared = 0;
    for seed in 1..=200 {
        let (mut game, _) = new(&Deal::from_seed(seed));
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while game.outcome() == Outcome::Playing {
            let board = game.board();
            let mut present = [false; 28];
            for (spot, pile) in board.tableau.iter().enumerate() {
                present[spot] = !pile.is_empty();
            }
            let free = board.covered.unwrap().free;
            for spot in (0..28).filter(|&s| present[s]) {
                assert_eq!(
                    free.contains(&spot),
                    !pysolfc_blocked(&present, spot),
                    "seed {seed}, position {}",
                    spot + 1
                );
                compared += 1;
            }
            let mut moves = game.legal_moves();
            let i = bounded(&mut rng, moves.len() as u64) as usize;
            game.apply(&moves.swap_remove(i)).unwrap();
        }
    }
    assert!(compared > 10_000, "{compared} cards compared");
}

#[test]
fn a_free_card_one_rank_above_or_below_the_waste_top_plays_whatever_its_suit() {
    let (game, _) = new(&with_bottom_row(
        &["6H", "8S", "6D", "8D", "5C", "9C", "2S"],
        "7C",
    ));
    let legal = game.legal_moves();
    for (spot, fits) in (21..28).zip([true, true, true, true, false, false, false]) {
        assert_eq!(legal.contains(&play(spot)), fits, "position {}", spot + 1);
        assert_eq!(
            game.check(&play(spot)).is_ok(),
            fits,
            "position {}",
            spot + 1
        );
    }
    assert_eq!(
        game.check(&play(25)).unwrap_err().to_string(),
        "5C cannot go on 7C; a card goes one rank above or below, with king and ace adjacent."
    );
    let mut after = game.clone();
    let event = after.apply(&play(22)).unwrap();
    assert!(event.steps.contains(&Step::ToWaste {
        card: card("8S"),
        from: Some(22),
        onto: Some(card("7C"))
    }));
    assert_eq!(waste(&after), vec![card("7C"), card("8S")]);
}

#[test]
fn king_and_ace_are_adjacent_both_ways() {
    assert!(RULES.check_play(card("AH"), card("KS")).is_ok());
    assert!(RULES.check_play(card("KH"), card("AS")).is_ok());
    assert!(RULES.check_play(card("QH"), card("KS")).is_ok());
    assert!(RULES.check_play(card("2H"), card("AS")).is_ok());
    assert!(RULES.check_play(card("QH"), card("AS")).is_err());
    assert!(RULES.check_play(card("2H"), card("KS")).is_err());
    // In play: an ace onto a king, then a king onto the ace.
    let (mut game, _) = new(&with_bottom_row(
        &["3C", "3D", "3H", "4C", "4D", "AH", "KD"],
        "KS",
    ));
    game.apply(&play(26)).unwrap();
    game.apply(&play(27)).unwrap();
    assert_eq!(waste(&game), vec![card("KS"), card("AH"), card("KD")]);
}

#[test]
fn deal_turns_the_next_stock_card_at_any_time_even_with_a_card_to_play() {
    let dealt = won_playing_spots_in_reverse();
    let (mut game, _) = new(&dealt);
    assert_each_turn_puts_the_next_stock_card_on_the_waste(&mut game, &dealt);
}

#[test]
fn one_pass_deal_with_the_stock_empty_is_refused_and_there_is_no_redeal() {
    assert_the_stock_is_gone_through_once(
        Rules::standard(GameId::Escalator),
        &Deal::from_seed(4),
        "The stock is empty; Escalator goes through it once.",
    );
}

#[test]
fn the_stock_is_face_down_neither_shown_nor_used() {
    let (game, _) = new(&Deal::from_seed(5));
    assert_eq!(game.board().covered.unwrap().stock_top, None);
    assert!(!RULES.shows_stock_top());
    assert!(game
        .legal_moves()
        .iter()
        .all(|mv| matches!(mv, Move::Turn | Move::Play { column: 0..28, .. })));
    assert_eq!(
        game.check(&play(Move::STOCK)).unwrap_err().to_string(),
        "Deal turns the stock's next card onto the waste; a move plays a free card."
    );
    assert_eq!(
        game.check(&play(Move::WASTE)).unwrap_err().to_string(),
        "Cards are played onto the waste; its top card stays there."
    );
    assert_eq!(
        game.check(&Move::Remove(vec![Move::STOCK]))
            .unwrap_err()
            .to_string(),
        "Escalator plays free cards onto the waste: move 28."
    );
}

#[test]
fn escalator_is_won_when_the_28_pyramid_cards_are_gone_whatever_the_stock_holds() {
    let (mut game, _) = new(&won_playing_spots_in_reverse());
    play_spots_in_reverse(&mut game, 0..28);
    assert_eq!(game.stock_len(), 23);
    assert_eq!(game.outcome(), Outcome::Won);
    assert_eq!(game.cleared(), 28);
    assert_all_cards_accounted_for(&game);
}

#[test]
fn escalator_is_lost_when_no_card_plays_and_the_stock_is_empty() {
    // The stock ends on a king; the bottom row holds 3s to 6s, none next
    // to it, and covers the rest.
    let bottom = cards_of_ranks(&[3, 3, 4, 4, 5, 5, 6], &[]);
    let last = card("KS");
    let (mut game, _) = new(&covered_deal_ending_in(&bottom, None, Some(last)));
    turn_stock_cards(&mut game, 23);
    assert_eq!(waste(&game).last(), Some(&last));
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.outcome(), Outcome::Lost);
    assert_eq!(
        game.stuck_reason().to_string(),
        "No free card is one rank from the waste's top and the stock is empty; \
28 cards remain on the tableau."
    );
}

#[test]
fn played_counts_the_pyramid_cards_played_not_the_cards_turned() {
    assert_cleared_counts_cards_played_not_turned(Rules::standard(GameId::Escalator));
    let cleared = GameId::Escalator.descriptor().cleared;
    assert_eq!(
        (cleared.noun, cleared.total),
        ("played from the pyramid", 28)
    );
}

#[test]
fn the_hint_never_reads_the_stock_order() {
    // Cards 30 to 52 are the stock under the waste's first card.
    assert_the_hint_reads_no_hidden_card(Rules::standard(GameId::Escalator), &[(29, 52)]);
}
