//! Rule tests for Relaxed Golf, each named after the rule it pins.

use super::super::test_support::{first_foundation as foundation, play_to_foundation as play, *};
use super::super::{golf, AnyGame, Game, GameId, Move, Outcome, Rules, View};
use super::LAYOUT;
use crate::deal::Deal;

fn new(deal: &Deal) -> AnyGame {
    AnyGame::new(Rules::standard(GameId::RelaxedGolf), deal).0
}

/// A deal whose columns, emptied in order, play cards of `ranks`, with the
/// foundation started by a club of rank `start`.
fn deal_playing(start: u8, ranks: &[u8]) -> Deal {
    foundation_deal_playing(&LAYOUT, cards_of_ranks(&[start], &[]).pop(), ranks)
}

/// The 35 ranks of a line that wins from an ace only by going round the
/// cycle: down from the ace through the king to the two, then down again
/// from the ace through the king to the three, then the two to the ace
/// and on to the king, so that king and ace meet four times.
fn wrapping_ranks() -> Vec<u8> {
    (2..=13)
        .rev()
        .chain([1])
        .chain((3..=13).rev())
        .chain([2, 1, 13, 1, 2, 3, 4, 5, 6, 7, 8])
        .collect()
}

#[test]
fn relaxed_golf_is_dealt_as_golf_is() {
    let deal = Deal::from_seed(5);
    let relaxed = new(&deal).board();
    let golf = AnyGame::new(Rules::standard(GameId::Golf), &deal).0.board();
    assert_eq!(relaxed.tableau, golf.tableau);
    assert_eq!(relaxed.foundations, golf.foundations);
    assert_eq!(relaxed.stock, 16);
    assert_eq!(
        (LAYOUT.columns, LAYOUT.height, LAYOUT.start, LAYOUT.talon),
        (
            golf::LAYOUT.columns,
            golf::LAYOUT.height,
            golf::LAYOUT.start,
            golf::LAYOUT.talon
        )
    );
}

#[test]
fn a_king_or_a_two_goes_on_an_ace_in_relaxed_golf() {
    for rank in [13, 2] {
        let mut game = new(&deal_playing(1, &[rank]));
        game.apply(&play(0)).unwrap();
        assert_eq!(foundation(&game).len(), 2, "rank {rank} on an ace");
    }
}

#[test]
fn a_queen_or_an_ace_goes_on_a_king_in_relaxed_golf() {
    for rank in [12, 1] {
        let mut game = new(&deal_playing(13, &[rank]));
        game.apply(&play(0)).unwrap();
        assert_eq!(foundation(&game).len(), 2, "rank {rank} on a king");
    }
}

#[test]
fn a_card_not_one_rank_away_round_the_cycle_is_refused_and_changes_nothing() {
    for (top, rank) in [(13, 2), (1, 12), (5, 7), (13, 13)] {
        let err = rejection(&new(&deal_playing(top, &[rank])), &play(0));
        assert!(err.contains(" cannot go on "), "{err}");
        assert!(err.contains("with king and ace adjacent"), "{err}");
    }
}

#[test]
fn deal_turns_the_next_stock_card_onto_the_foundation_at_any_time_in_relaxed_golf() {
    assert_deal_turns_a_stock_card_onto_the_foundation(Rules::standard(GameId::RelaxedGolf));
}

#[test]
fn relaxed_golf_is_won_when_all_35_column_cards_are_on_the_foundation_and_the_stock_turns_no_more()
{
    let ranks = wrapping_ranks();
    assert_eq!(ranks.len(), 35);
    let mut game = new(&deal_playing(1, &ranks));
    empty_columns_in_order(&mut game, &LAYOUT);
    assert_eq!(game.outcome(), Outcome::Won);
    assert_eq!(game.cleared(), 35);
    assert_eq!(game.stock_len(), 16, "the stock is left as it was");
    // PySolFC's Golf_Talon.canDealCards: no deal once the game is won.
    assert!(game.legal_moves().is_empty());
    assert!(game.check(&Move::Turn).is_err());
    // The same line is lost in Golf at its first card: a king on an ace.
    let golf = AnyGame::new(Rules::standard(GameId::Golf), &deal_playing(1, &ranks)).0;
    assert!(golf.check(&play(0)).is_err());
}

#[test]
fn relaxed_golf_is_lost_when_no_column_card_fits_and_the_stock_is_empty() {
    // The stock's last card is a seven; the columns' tops are tens and
    // jacks, which are not one rank from it, even round the cycle.
    let start = card("6C");
    let talon = cards_of_ranks(&[2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 7], &[start]);
    let columns: [[u8; 5]; 7] = [
        [10, 6, 6, 6, 7],
        [10, 7, 7, 8, 8],
        [10, 8, 8, 9, 9],
        [10, 9, 9, 12, 12],
        [11, 12, 12, 13, 13],
        [11, 13, 13, 1, 1],
        [11, 1, 1, 5, 11],
    ];
    let mut taken = vec![start];
    taken.extend(&talon);
    let line = cards_of_ranks(&columns.concat(), &taken);
    let mut game = new(&foundation_deal(&LAYOUT, &line, Some(start), &talon));
    turn_stock_cards(&mut game, 16);
    assert_eq!(foundation(&game).last().map(|c| c.rank().number()), Some(7));
    assert_lost_with_the_stock_empty(&game);
}
