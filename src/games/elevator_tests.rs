//! Rule tests for Elevator, each named after the rule or decision it pins
//! (docs/rules/elevator.md); Escalator's tests pin the rules the two share.

use super::super::escalator;
use super::super::test_support::{play_to_waste as play, *};
use super::super::{AnyGame, Game, GameId, Move, Outcome, Rules, Step, View};
use super::RULES;
use crate::deal::Deal;
use crate::games::covered::{relation_of, CoverRules};

fn new(deal: &Deal) -> AnyGame {
    AnyGame::new(Rules::standard(GameId::Elevator), deal).0
}

#[test]
fn elevator_plays_by_escalators_rules_but_for_the_rows_dealt_face_down() {
    let escalator: &dyn CoverRules = &escalator::RULES;
    assert_eq!(RULES.shape(), escalator.shape());
    assert_eq!(RULES.passes(), escalator.passes());
    assert_eq!(RULES.shows_stock_top(), escalator.shows_stock_top());
    assert_eq!(RULES.action(), escalator.action());
    assert_eq!(RULES.goal(), escalator.goal());
    assert_eq!(relation_of(&RULES), relation_of(escalator));
    assert_eq!(RULES.why_stuck(), escalator.why_stuck());
    assert_eq!((RULES.face_down_rows(), escalator.face_down_rows()), (6, 0));
    let (elevator, escalator) = (
        GameId::Elevator.descriptor(),
        GameId::Escalator.descriptor(),
    );
    assert_eq!(elevator.goal, escalator.goal);
    assert_eq!(elevator.cleared, escalator.cleared);
    // One deal, one line: what wins Escalator wins Elevator.
    let dealt = won_playing_spots_in_reverse();
    let mut game = new(&dealt);
    let (mut open, _) = AnyGame::new(Rules::standard(GameId::Escalator), &dealt);
    for spot in (0..28).rev() {
        game.apply(&play(spot)).unwrap();
        open.apply(&play(spot)).unwrap();
        assert_eq!(game.cleared(), open.cleared());
    }
    assert_eq!(game.outcome(), Outcome::Won);
    assert_eq!(open.outcome(), Outcome::Won);
}

#[test]
fn elevator_deals_the_top_six_rows_face_down_and_the_bottom_seven_face_up() {
    let dealt = Deal::from_seed(7);
    let game = dealt_face_down(Rules::standard(GameId::Elevator), &dealt, 21, 21..28);
    let covered = game.board().covered.unwrap();
    assert_eq!(covered.waste, vec![dealt.cards()[28]]);
    assert_eq!(covered.stock_top, None);
    assert_eq!(game.stock_len(), 23);
}

#[test]
fn a_face_down_card_turns_face_up_when_both_cards_covering_it_are_gone() {
    // Position 16 (0-based 15) is covered by 22 and 23 (21 and 22).
    let dealt = won_playing_spots_in_reverse();
    let mut game = new(&dealt);
    for spot in (22..28).rev() {
        let event = game.apply(&play(spot)).unwrap();
        assert!(
            !event
                .steps
                .iter()
                .any(|s| matches!(s, Step::Uncovered { slot: 15, .. })),
            "position 22 still covers 16"
        );
    }
    assert!(game.board().covered.unwrap().face_down.contains(&15));
    let event = game.apply(&play(21)).unwrap();
    assert!(event.steps.contains(&Step::Uncovered {
        slot: 15,
        card: dealt.cards()[15],
        turned_up: true
    }));
    assert_eq!(game.board().tableau[15], vec![dealt.cards()[15]]);
    assert!(free_spots(&game).contains(&15));
}

#[test]
fn a_face_down_card_cannot_be_played() {
    let game = new(&Deal::from_seed(11));
    assert!(!game
        .legal_moves()
        .iter()
        .any(|mv| matches!(mv, Move::Play { column, .. } if *column < 21)));
    let before = game.clone();
    let mut tried = game.clone();
    assert_eq!(
        tried.apply(&play(15)).unwrap_err().to_string(),
        "Position 16 is face down; it turns up once no card covers it."
    );
    assert_eq!(tried, before, "a refused move changes nothing");
}

#[test]
fn the_hint_never_reads_the_face_down_cards_or_the_stock_order() {
    // Cards 1 to 21 are the face-down rows; 30 to 52 the stock under the
    // waste's first card.
    assert_the_hint_reads_no_hidden_card(Rules::standard(GameId::Elevator), &[(0, 21), (29, 52)]);
}
