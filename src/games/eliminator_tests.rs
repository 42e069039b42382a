//! Rule tests for Eliminator, each named after the rule it pins.

use super::super::known_deals::eliminator_ascending;
use super::super::test_support::*;
use super::super::{Alike, AnyGame, Game, GameId, Move, Outcome, Rules, View, Wording};
use crate::deal::Deal;

const ELIM: GameId = GameId::Eliminator;

/// The deal that runs A, 2, ..., K, A, ... onto foundation 1.
fn ascending_deal() -> Deal {
    Deal::parse(&eliminator_ascending()).unwrap()
}

fn rejection(game: &AnyGame, mv: &Move) -> String {
    let mut after = game.clone();
    let err = after.apply(mv).unwrap_err();
    assert_eq!(&after, game, "a rejected move changed the game");
    err.to_string()
}

fn play(column: usize, foundation: usize) -> Move {
    Move::Play { column, foundation }
}

/// A game whose deal ends with `tail` (in deal order), the other cards first
/// in new-deck order; the last four cards of `tail` are the tops of columns 1-4.
fn with_tops(tail: &str) -> AnyGame {
    AnyGame::new(Rules::standard(ELIM), &with_tops_deal(tail)).0
}

#[test]
fn eliminator_deals_round_robin_so_the_last_four_cards_are_the_tops() {
    let deal = Deal::from_seed(5);
    let (game, _) = AnyGame::new(Rules::standard(ELIM), &deal);
    let board = game.board();
    for column in 0..4 {
        assert_eq!(board.tableau[column].len(), 13);
        assert_eq!(board.tableau[column][0], deal.cards()[column]);
        assert_eq!(board.tableau[column][12], deal.cards()[48 + column]);
    }
    assert_eq!(board.foundations.len(), 6);
    assert!(board.foundations.iter().all(Vec::is_empty));
    assert_eq!(game.stock_len(), 0);
}

#[test]
fn an_empty_foundation_takes_any_card() {
    let mut game = with_tops("7H KS 2D 9C");
    game.apply(&play(0, 3)).unwrap();
    assert_eq!(game.board().foundations[3], vec![card("7H")]);
    assert_eq!(game.cleared(), 1);
}

#[test]
fn a_card_one_rank_above_or_below_goes_on_a_foundation_whatever_its_suit() {
    let mut game = with_tops("8S 7H 6D 9C");
    game.apply(&play(1, 0)).unwrap(); // 7H
    game.check(&play(0, 0)).unwrap(); // 8S up
    game.check(&play(2, 0)).unwrap(); // 6D down
    assert!(rejection(&game, &play(3, 0)).starts_with("9C cannot go on 7H"));
}

#[test]
fn the_direction_may_change_within_a_foundation() {
    // Column 1 holds 7C under 8S; column 2 holds 7H on top.
    let mut game = with_tops("7C 2S 3S 4S 8S 7H 5D 10D");
    game.apply(&play(1, 0)).unwrap(); // 7H
    game.apply(&play(0, 0)).unwrap(); // 8S up
    game.apply(&play(0, 0)).unwrap(); // 7C down
    assert_eq!(
        game.board().foundations[0],
        vec![card("7H"), card("8S"), card("7C")]
    );
}

#[test]
fn king_and_ace_are_adjacent_on_the_foundations() {
    let mut game = with_tops("KS AH QD 2C");
    game.apply(&play(0, 0)).unwrap(); // KS
    game.check(&play(1, 0)).unwrap(); // A on K
    let mut game = with_tops("KS AH QD 2C");
    game.apply(&play(1, 0)).unwrap(); // AH
    game.check(&play(0, 0)).unwrap(); // K on A
}

#[test]
fn a_card_not_adjacent_in_rank_is_rejected_in_eliminator() {
    let mut game = with_tops("7H 9S 2D 4C");
    game.apply(&play(0, 0)).unwrap();
    assert_eq!(
        rejection(&game, &play(1, 0)),
        "9S cannot go on 7H at foundation 1; a card goes one rank above or below, with king and ace adjacent."
    );
}

#[test]
fn an_empty_column_stays_empty_and_cannot_be_played_from() {
    let mut game = AnyGame::new(Rules::standard(ELIM), &ascending_deal()).0;
    // Column 4 (index 3) is played first each round; empty it by playing the
    // whole ascending run to foundation 1.
    for turn in 0..52 {
        game.apply(&play(3 - turn % 4, 0)).unwrap();
        if turn == 48 {
            assert!(game.board().tableau[3].is_empty());
            assert_eq!(rejection(&game, &play(3, 1)), "Column 4 is empty.");
        }
    }
}

#[test]
fn eliminator_is_won_when_all_52_cards_are_on_foundations() {
    let mut game = AnyGame::new(Rules::standard(ELIM), &ascending_deal()).0;
    for turn in 0..52 {
        assert_eq!(game.outcome(), Outcome::Playing);
        game.apply(&play(3 - turn % 4, 0)).unwrap();
        assert_all_cards_accounted_for(&game);
    }
    assert_eq!(game.outcome(), Outcome::Won);
    assert_eq!(game.cleared(), 52);
}

#[test]
fn eliminator_is_lost_when_no_top_card_fits_a_foundation() {
    // Four foundations of 2s, all tops 5s... with 6 foundations, fill all six
    // with cards that no top fits.
    let mut game = AnyGame::new(
        Rules {
            game: ELIM,
            variant: crate::games::eliminator::FOUR_FOUNDATIONS,
        },
        &with_tops_deal("2C 2D 2H 2S 7C 7D 7H 7S"),
    )
    .0;
    for column in 0..4 {
        game.apply(&play(column, column)).unwrap(); // 7s on four foundations
    }
    // The tops are now 2s: nothing goes on a 7.
    assert_eq!(game.outcome(), Outcome::Lost);
    assert_eq!(
        game.stuck_reason().to_string(),
        "No column's top card is one rank from a foundation's top card; 48 cards remain in the columns."
    );
}

fn with_tops_deal(tail: &str) -> Deal {
    let tail: Vec<&str> = tail.split_whitespace().collect();
    let mut rest: Vec<String> = Deal::starting_with(&tail.join(" "))
        .unwrap()
        .cards()
        .iter()
        .skip(tail.len())
        .map(|c| c.to_string())
        .collect();
    rest.extend(tail.iter().map(|s| s.to_string()));
    Deal::parse(&rest.join(" ")).unwrap()
}

#[test]
fn the_foundations_option_sets_how_many_foundations_exist() {
    let rules = Rules::with_options(ELIM, None, Some(4)).unwrap();
    let (game, _) = AnyGame::new(rules, &Deal::from_seed(1));
    assert_eq!(game.board().foundations.len(), 4);
    assert_eq!(
        rejection(&game, &play(0, 4)),
        "There is no foundation f5; this game has foundations f1 to f4."
    );
}

#[test]
fn a_column_beyond_four_is_rejected() {
    let (game, _) = AnyGame::new(Rules::standard(ELIM), &Deal::from_seed(1));
    assert_eq!(
        rejection(&game, &play(4, 0)),
        "There is no column 5; Eliminator has columns 1 to 4."
    );
}

#[test]
fn move_column_prefers_a_non_empty_foundation_that_takes_the_card() {
    let mut game = with_tops("7H 8S 2D 4C");
    game.apply(&play(0, 2)).unwrap(); // 7H to foundation 3
    let AnyGame::Foundation(elim) = &game else {
        unreachable!()
    };
    assert_eq!(elim.foundation_for(1), Some(2)); // 8S joins 7H
    assert_eq!(elim.foundation_for(2), Some(0)); // 2D starts foundation 1
}

#[test]
fn cards_are_never_lost_or_duplicated_in_eliminator() {
    for seed in 0..40 {
        let (mut game, _) = AnyGame::new(Rules::standard(ELIM), &Deal::from_seed(seed));
        let mut turn = 0;
        while game.outcome() == Outcome::Playing && turn < 100 {
            let legal = game.legal_moves();
            game.apply(&legal[turn % legal.len()]).unwrap();
            assert_all_cards_accounted_for(&game);
            turn += 1;
        }
    }
}

/// A card played to any of several empty foundations leaves the same
/// position: the moves are alike, `moves` lists the first, and a bare
/// `move 2` plays there; a foundation with cards stands for itself.
#[test]
fn a_card_played_to_any_empty_foundation_is_one_move_the_first_empty_one() {
    let game = AnyGame::new(Rules::standard(ELIM), &Deal::from_seed(5)).0;
    for alike in [Alike::Position, Alike::Outcome] {
        assert_eq!(
            game.move_key(&play(0, 5), alike),
            game.move_key(&play(0, 0), alike)
        );
        assert_ne!(
            game.move_key(&play(1, 0), alike),
            game.move_key(&play(0, 0), alike)
        );
    }
    assert_eq!(
        game.distinct_moves(),
        (0..4).map(|c| play(c, 0)).collect::<Vec<_>>()
    );
    let AnyGame::Foundation(g) = &game else {
        unreachable!()
    };
    assert_eq!(g.foundation_for(2), Some(g.standing_for(3)));
    let mut after = game.clone();
    after.apply(&play(0, 2)).unwrap();
    let AnyGame::Foundation(g) = &after else {
        unreachable!()
    };
    assert_eq!(g.standing_for(2), 2, "a foundation with cards");
    assert_eq!(g.standing_for(4), 0, "the first empty one");
    assert_eq!(
        g.standing_for(9),
        9,
        "no such foundation stands for another"
    );
}
