//! Rule tests for All in a Row, each named after the rule it pins.

use super::super::test_support::{play_to_foundation as play, *};
use super::super::{AnyGame, Game, GameId, Move, Outcome, Rules, View};
use super::LAYOUT;
use crate::deal::Deal;

fn new(deal: &Deal) -> AnyGame {
    AnyGame::new(Rules::standard(GameId::AllInARow), deal).0
}

/// A deal whose columns, emptied in order, play cards of `ranks`.
fn deal_playing(ranks: &[u8]) -> Deal {
    foundation_deal_playing(&LAYOUT, None, ranks)
}

/// The 52 ranks of a line that wins: ace up to king, four times.
fn winning_ranks() -> Vec<u8> {
    (0..4).flat_map(|_| 1..=13).collect()
}

#[test]
fn all_in_a_row_deals_round_robin_into_13_columns_of_4() {
    let deal = Deal::from_seed(5);
    let game = new(&deal);
    let board = game.board();
    assert_eq!(board.tableau.len(), 13);
    for column in 0..13 {
        let dealt: Vec<_> = (0..4).map(|i| deal.cards()[column + 13 * i]).collect();
        assert_eq!(board.tableau[column], dealt);
    }
    assert_eq!(board.foundations, vec![Vec::new()]);
    assert_eq!(game.stock_len(), 0);
    assert_all_cards_accounted_for(&game);
}

#[test]
fn the_empty_foundation_takes_any_top_card_first() {
    let game = new(&Deal::from_seed(9));
    assert_eq!(game.legal_moves(), (0..13).map(play).collect::<Vec<_>>());
    let mut after = game.clone();
    after.apply(&play(7)).unwrap();
    assert_eq!(after.board().foundations[0].len(), 1);
}

#[test]
fn after_the_first_card_only_a_card_one_rank_away_goes_on() {
    // Column 1 plays 5C, then offers 5D, then 6C.
    let mut game = new(&deal_playing(&[5, 5, 6]));
    game.apply(&play(0)).unwrap();
    let err = rejection(&game, &play(0));
    assert!(
        err.starts_with("5D cannot go on 5C at foundation 1"),
        "{err}"
    );
}

#[test]
fn king_and_ace_are_next_to_each_other_in_all_in_a_row() {
    let mut game = new(&deal_playing(&[13, 1, 13]));
    play_from_column(&mut game, 0, 3);
    assert_eq!(
        first_foundation(&game),
        vec![card("KC"), card("AC"), card("KD")]
    );
}

#[test]
fn all_in_a_row_has_one_foundation_f1() {
    let game = new(&Deal::from_seed(1));
    let err = game
        .check(&Move::Play {
            column: 0,
            foundation: 1,
        })
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "There is no foundation f2; All in a Row has one foundation, f1."
    );
}

#[test]
fn all_in_a_row_is_won_when_all_52_cards_are_on_the_foundation() {
    let mut game = new(&deal_playing(&winning_ranks()));
    empty_columns_in_order(&mut game, &LAYOUT);
    assert_eq!(game.outcome(), Outcome::Won);
    assert_eq!(game.cleared(), 52);
}

#[test]
fn all_in_a_row_is_lost_when_no_top_card_is_one_rank_from_the_foundation() {
    // Column 1 plays 5C; the other tops are 5s, 8s, 9s, 10s and jacks.
    let tops = [5, 5, 5, 8, 8, 8, 8, 9, 9, 9, 9, 10, 10];
    let under: Vec<u8> = [
        (1, 4),
        (2, 4),
        (3, 4),
        (4, 4),
        (5, 1),
        (6, 4),
        (7, 4),
        (10, 2),
        (11, 4),
        (12, 4),
        (13, 4),
    ]
    .iter()
    .flat_map(|&(rank, n)| std::iter::repeat_n(rank, n))
    .collect();
    let ranks: Vec<u8> = (0..13)
        .flat_map(|j| [tops[j], under[3 * j], under[3 * j + 1], under[3 * j + 2]])
        .collect();
    let mut game = new(&deal_playing(&ranks));
    assert_eq!(game.outcome(), Outcome::Playing);
    game.apply(&play(0)).unwrap();
    // Column 1's next card is an ace, the others' tops 5 to 10: no 4 or 6.
    game.apply(&play(0)).unwrap_err();
    assert_eq!(game.outcome(), Outcome::Lost);
    assert!(game.legal_moves().is_empty());
}

#[test]
fn an_all_in_a_row_hint_says_whether_the_deal_can_still_be_won() {
    let game = new(&deal_playing(&winning_ranks()));
    assert_the_hint_says_the_deal_can_still_be_won(&game);
}
