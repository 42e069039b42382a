//! Rule tests for Black Hole, each named after the rule it pins.

use super::super::test_support::{play_to_foundation as play, *};
use super::super::{AnyGame, Game, GameId, Move, Outcome, Rules, View};
use super::LAYOUT;
use crate::cards::Card;
use crate::deal::Deal;

const BLACK_HOLE: GameId = GameId::BlackHole;

fn new(deal: &Deal) -> AnyGame {
    AnyGame::new(Rules::standard(BLACK_HOLE), deal).0
}

/// The 51 ranks of a line that wins: 2 up to king, then ace up to king
/// three times.
fn winning_ranks() -> Vec<u8> {
    (2..=13).chain((0..3).flat_map(|_| 1..=13)).collect()
}

/// A deal whose fans, emptied in order, play `ranks` (the rest of the 51
/// cards after them in rank order, so any line of 51 ranks can be given).
fn deal_playing(ranks: &[u8]) -> Deal {
    foundation_deal_playing(&LAYOUT, Some(card("AS")), ranks)
}

#[test]
fn black_hole_deals_the_ace_of_spades_to_the_foundation_and_the_rest_round_robin_into_17_fans() {
    let deal = Deal::from_seed(5);
    let game = new(&deal);
    let board = game.board();
    let rest: Vec<Card> = deal
        .cards()
        .iter()
        .copied()
        .filter(|&c| c != card("AS"))
        .collect();
    assert_eq!(board.foundations, vec![vec![card("AS")]]);
    assert_eq!(board.tableau.len(), 17);
    for fan in 0..17 {
        assert_eq!(
            board.tableau[fan],
            vec![rest[fan], rest[17 + fan], rest[34 + fan]]
        );
    }
    assert_eq!(game.stock_len(), 0);
    assert_all_cards_accounted_for(&game);
}

#[test]
fn a_card_one_rank_from_the_top_goes_on_whatever_its_suit() {
    // Fan 1 plays 2C onto the ace; fan 2's top is then a 3 or an ace.
    let mut game = new(&deal_playing(&[2, 2, 2, 3]));
    game.apply(&play(0)).unwrap();
    assert_eq!(game.board().foundations[0], vec![card("AS"), card("2C")]);
    // 2D (fan 1's next card) is not one rank from 2C.
    assert!(game.check(&play(0)).is_err());
}

#[test]
fn king_and_ace_are_next_to_each_other_in_black_hole() {
    // A king plays onto the ace of spades, and an ace onto that king.
    let mut game = new(&deal_playing(&[13, 1, 2]));
    play_from_column(&mut game, 0, 2);
    assert_eq!(
        first_foundation(&game),
        vec![card("AS"), card("KC"), card("AC")]
    );
}

#[test]
fn a_card_not_one_rank_away_is_refused_and_changes_nothing() {
    let err = rejection(&new(&deal_playing(&[5])), &play(0));
    assert!(
        err.starts_with("5C cannot go on AS at foundation 1"),
        "{err}"
    );
    assert!(err.contains("king and ace adjacent"), "{err}");
}

#[test]
fn black_hole_has_one_foundation_f1() {
    let game = new(&deal_playing(&[2]));
    let err = game
        .check(&Move::Play {
            column: 0,
            foundation: 1,
        })
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "There is no foundation f2; Black Hole has one foundation, f1."
    );
    assert!(game
        .legal_moves()
        .iter()
        .all(|mv| matches!(mv, Move::Play { foundation: 0, .. })));
}

#[test]
fn cleared_counts_the_cards_played_from_the_fans() {
    let mut game = new(&deal_playing(&winning_ranks()));
    assert_eq!(game.cleared(), 0);
    game.apply(&play(0)).unwrap();
    assert_eq!(game.cleared(), 1);
    assert_eq!(game.board().foundations[0].len(), 2);
}

#[test]
fn black_hole_is_won_when_every_card_is_on_the_foundation() {
    let mut game = new(&deal_playing(&winning_ranks()));
    empty_columns_in_order(&mut game, &LAYOUT);
    assert_eq!(game.outcome(), Outcome::Won);
    assert_eq!(game.board().foundations[0].len(), 52);
    assert_eq!(game.cleared(), 51);
}

#[test]
fn black_hole_is_lost_when_no_fan_top_is_one_rank_from_the_foundation() {
    // Every fan's top is a 5 to a 9: none is next to the ace of spades.
    let tops = [5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 8, 9];
    let under: Vec<u8> = [
        (1, 3),
        (2, 4),
        (3, 4),
        (4, 4),
        (9, 3),
        (10, 4),
        (11, 4),
        (12, 4),
        (13, 4),
    ]
    .iter()
    .flat_map(|&(rank, n)| std::iter::repeat_n(rank, n))
    .collect();
    let ranks: Vec<u8> = (0..17)
        .flat_map(|j| [tops[j], under[2 * j], under[2 * j + 1]])
        .collect();
    let game = new(&deal_playing(&ranks));
    let tops: Vec<Card> = game
        .board()
        .tableau
        .iter()
        .map(|f| *f.last().unwrap())
        .collect();
    assert!(
        tops.iter().all(|c| (5..=9).contains(&c.rank().number())),
        "{tops:?}"
    );
    assert_eq!(game.outcome(), Outcome::Lost);
    assert!(game.legal_moves().is_empty());
}

#[test]
fn a_black_hole_hint_says_whether_the_deal_can_still_be_won() {
    let game = new(&deal_playing(&winning_ranks()));
    assert_the_hint_says_the_deal_can_still_be_won(&game);
}
