//! Rule tests for Golf, each named after the rule it pins.

use super::super::test_support::{first_foundation as foundation, play_to_foundation as play, *};
use super::super::{AnyGame, Game, GameId, Move, Outcome, Rules, View};
use super::{LAYOUT, QUEENS_ON_KINGS};
use crate::deal::Deal;

fn new(deal: &Deal) -> AnyGame {
    AnyGame::new(Rules::standard(GameId::Golf), deal).0
}

/// A deal whose columns, emptied in order, play cards of `ranks`, with the
/// foundation started by a club of rank `start`.
fn deal_playing(start: u8, ranks: &[u8]) -> Deal {
    foundation_deal_playing(&LAYOUT, cards_of_ranks(&[start], &[]).pop(), ranks)
}

/// The 35 ranks of a line that wins from an ace: up to the queen, down to
/// the ace, up to the queen again, then the jack and the ten.
/// A game of Golf with a queen on a king (`--variant queens-on-kings`).
fn with_queens_on_kings(deal: &Deal) -> AnyGame {
    let rules = Rules {
        game: GameId::Golf,
        variant: QUEENS_ON_KINGS,
    };
    AnyGame::new(rules, deal).0
}

fn winning_ranks() -> Vec<u8> {
    (2..=12)
        .chain((1..=11).rev())
        .chain(2..=12)
        .chain([11, 10])
        .collect()
}

#[test]
fn golf_deals_7_columns_of_5_then_turns_the_first_stock_card_onto_the_foundation() {
    let deal = Deal::from_seed(5);
    let game = new(&deal);
    let board = game.board();
    assert_eq!(board.tableau.len(), 7);
    for column in 0..7 {
        let dealt: Vec<_> = (0..5).map(|i| deal.cards()[column + 7 * i]).collect();
        assert_eq!(board.tableau[column], dealt);
    }
    assert_eq!(board.foundations, vec![vec![deal.cards()[35]]]);
    assert_eq!(game.stock_len(), 16);
    let mut unseen = deal.cards()[36..].to_vec();
    unseen.sort();
    assert_eq!(game.unseen(), unseen);
    assert_all_cards_accounted_for(&game);
}

#[test]
fn a_card_one_rank_from_the_top_goes_on_whatever_its_suit_in_golf() {
    let mut game = new(&deal_playing(5, &[6, 5, 4]));
    play_from_column(&mut game, 0, 3);
    assert_eq!(
        foundation(&game),
        vec![card("5C"), card("6C"), card("5D"), card("4C")]
    );
}

#[test]
fn nothing_goes_on_a_king_in_golf() {
    let mut game = new(&deal_playing(12, &[13, 12]));
    game.apply(&play(0)).unwrap(); // KC on QC
    let err = rejection(&game, &play(0));
    assert!(
        err.starts_with("QD cannot go on KC at foundation 1"),
        "{err}"
    );
    assert!(err.contains("nothing goes on a king"), "{err}");
}

#[test]
fn an_ace_does_not_go_on_a_king_nor_a_king_on_an_ace() {
    let on_king = new(&deal_playing(13, &[1]));
    assert!(on_king.check(&play(0)).is_err());
    let on_ace = new(&deal_playing(1, &[13]));
    let err = on_ace.check(&play(0)).unwrap_err().to_string();
    assert!(err.contains("king and ace are not adjacent"), "{err}");
}

#[test]
fn deal_turns_the_next_stock_card_onto_the_foundation_at_any_time() {
    assert_deal_turns_a_stock_card_onto_the_foundation(Rules::standard(GameId::Golf));
}

#[test]
fn deal_with_the_stock_empty_is_refused_and_changes_nothing() {
    let mut game = new(&deal_playing(1, &winning_ranks()));
    for _ in 0..16 {
        game.apply(&Move::Turn).unwrap();
    }
    let err = rejection(&game, &Move::Turn);
    assert_eq!(err, "The stock is empty; play a column's top card instead.");
}

#[test]
fn golf_is_won_when_all_35_column_cards_are_on_the_foundation() {
    let mut game = new(&deal_playing(1, &winning_ranks()));
    empty_columns_in_order(&mut game, &LAYOUT);
    assert_eq!(game.outcome(), Outcome::Won);
    assert_eq!(game.cleared(), 35);
    assert_eq!(game.stock_len(), 16, "the stock is left as it was");
    assert!(
        game.legal_moves().is_empty(),
        "no stock card turns once won"
    );
    assert!(game.check(&Move::Turn).is_err());
}

#[test]
fn golf_goes_on_while_the_stock_has_cards() {
    // The foundation starts on a king: no column card fits, but the stock
    // can still turn.
    let game = new(&deal_playing(13, &[1]));
    assert_eq!(game.outcome(), Outcome::Playing);
    assert_eq!(game.legal_moves(), vec![Move::Turn]);
}

#[test]
fn golf_is_lost_when_no_column_card_fits_and_the_stock_is_empty() {
    // The stock's last card is a king: once it is turned, nothing fits.
    let start = card("6C");
    let talon = cards_of_ranks(&[2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 13], &[start]);
    let mut game = new(&foundation_deal(&LAYOUT, &[], Some(start), &talon));
    turn_stock_cards(&mut game, 16);
    assert_eq!(foundation(&game).last(), Some(&card("KC")));
    assert_lost_with_the_stock_empty(&game);
}

#[test]
fn queens_on_kings_is_the_variant_named_queens_on_kings_and_deals_as_golf() {
    let rules = Rules::with_options(GameId::Golf, Some("Queens-On-Kings"), None).unwrap();
    assert_eq!(rules.variant, QUEENS_ON_KINGS);
    assert_eq!(rules.variant_name(), "queens-on-kings");
    let deal = Deal::from_seed(5);
    assert_eq!(with_queens_on_kings(&deal).board(), new(&deal).board());
}

#[test]
fn a_queen_goes_on_a_king_with_queens_on_kings() {
    let mut game = with_queens_on_kings(&deal_playing(12, &[13, 12, 11]));
    play_from_column(&mut game, 0, 3);
    assert_eq!(
        foundation(&game),
        vec![card("QC"), card("KC"), card("QD"), card("JC")]
    );
}

#[test]
fn only_a_queen_goes_on_a_king_and_no_ace_with_queens_on_kings() {
    let on_king = with_queens_on_kings(&deal_playing(13, &[1]));
    let err = rejection(&on_king, &play(0));
    assert!(
        err.contains("only a queen goes on a king, and king and ace are not adjacent"),
        "{err}"
    );
    let on_ace = with_queens_on_kings(&deal_playing(1, &[13]));
    assert!(on_ace.check(&play(0)).is_err());
}

#[test]
fn queens_on_kings_wins_a_line_that_golf_loses_at_its_king() {
    // Up to the king, down from it to the ace, up again, then down.
    let ranks: Vec<u8> = (2..=13).chain((1..=12).rev()).chain(2..=12).collect();
    assert_eq!(ranks.len(), 35);
    let deal = deal_playing(1, &ranks);
    let mut game = with_queens_on_kings(&deal);
    empty_columns_in_order(&mut game, &LAYOUT);
    assert_eq!(game.outcome(), Outcome::Won);
    let mut golf = new(&deal);
    for _ in 0..12 {
        golf.apply(&play(
            golf.board()
                .tableau
                .iter()
                .position(|c| !c.is_empty())
                .unwrap(),
        ))
        .unwrap();
    }
    assert_eq!(
        foundation(&golf).last().map(|c| c.rank()),
        Some(crate::cards::Rank::KING)
    );
    assert!(golf.check(&play(2)).is_err(), "nothing goes on Golf's king");
}
