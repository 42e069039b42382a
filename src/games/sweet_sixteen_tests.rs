//! Rule tests for Sweet Sixteen, each named after the rule it pins.

use super::super::known_deals::SWEET_SIXTEEN_THREE_RUNS;
use super::super::test_support::*;
use super::super::{Alike, AnyGame, Game, GameId, Move, Outcome, Step, View, Wording};

const SWEET: GameId = GameId::SweetSixteen;

/// Sixteen red cards: no two tops differ in colour, so no move exists.
const ALL_RED: &str = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AD 2D 3D";

fn build(game: &AnyGame, card: &str, target: &str) -> Move {
    Move::Build {
        from: place_of(game, card),
        to: place_of(game, target),
    }
}

fn rejection(game: &AnyGame, mv: &Move) -> String {
    let mut after = game.clone();
    let err = after.apply(mv).unwrap_err();
    assert_eq!(&after, game, "a rejected move changed the game");
    err.to_string()
}

#[test]
fn sweet_sixteen_deals_sixteen_piles_of_one_and_keeps_36_in_the_stock() {
    let game = standard(SWEET, "");
    let board = game.board();
    assert_eq!(board.tableau.len(), 16);
    assert!(board.tableau.iter().all(|p| p.len() == 1));
    assert_eq!(game.stock_len(), 36);
}

#[test]
fn a_card_goes_on_a_card_one_rank_higher_of_the_other_colour() {
    let mut game = standard(SWEET, "5H 6C 9S 9C 9D 9H 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D");
    let event = game.apply(&build(&game, "5H", "6C")).unwrap();
    assert_eq!(game.board().tableau[1], vec![card("6C"), card("5H")]);
    assert_eq!(
        event.steps[0],
        Step::Moved {
            card: card("5H"),
            from: 0,
            onto: card("6C"),
            to: 1
        }
    );
}

#[test]
fn black_goes_on_red_as_well_as_red_on_black() {
    let game = standard(SWEET, "10S JH 9S 9C 9D 9H 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D");
    game.check(&build(&game, "10S", "JH")).unwrap();
}

#[test]
fn a_card_of_the_same_colour_is_rejected_in_sweet_sixteen() {
    let game = standard(SWEET, "5H 6D 9S 9C 9D 9H 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D");
    assert_eq!(
        rejection(&game, &build(&game, "5H", "6D")),
        "5H cannot go on 6D; both are the same colour."
    );
}

#[test]
fn a_card_not_one_rank_lower_is_rejected_in_sweet_sixteen() {
    let game = standard(SWEET, "5H 7C 9S 9C 9D 9H 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D");
    assert_eq!(
        rejection(&game, &build(&game, "5H", "7C")),
        "5H cannot go on 7C; only a six goes on a seven."
    );
    // Building up is not allowed either.
    assert_eq!(
        rejection(&game, &build(&game, "7C", "5H")),
        "7C cannot go on 5H; only a four goes on a five."
    );
}

#[test]
fn nothing_goes_on_an_ace_in_sweet_sixteen() {
    let game = standard(SWEET, "KS AH 9S 9C 9D 9H 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D");
    assert_eq!(
        rejection(&game, &build(&game, "KS", "AH")),
        "KS cannot go on AH; nothing goes on an ace."
    );
}

#[test]
fn a_card_cannot_move_onto_its_own_pile() {
    let game = standard(SWEET, "");
    assert_eq!(
        rejection(&game, &Move::Build { from: 2, to: 2 }),
        "3C is already on pile 3."
    );
}

#[test]
fn a_pile_beyond_sixteen_is_rejected() {
    let game = standard(SWEET, "");
    assert_eq!(
        rejection(&game, &Move::Build { from: 16, to: 0 }),
        "There is no pile 17; Sweet Sixteen has piles 1 to 16."
    );
}

#[test]
fn an_emptied_pile_is_refilled_at_once_from_the_stock() {
    let mut game = standard(SWEET, "5H 6C 9S 9C 9D 9H 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D KS");
    let event = game.apply(&build(&game, "5H", "6C")).unwrap();
    assert_eq!(game.board().tableau[0], vec![card("KS")]);
    assert_eq!(
        event.steps[1],
        Step::Dealt {
            slot: 0,
            card: card("KS")
        }
    );
    assert_eq!(game.stock_len(), 35);
    assert_eq!(game.cleared(), 1);
}

#[test]
fn moving_the_top_of_a_taller_pile_uncovers_the_card_below_without_dealing() {
    let mut game = standard(
        SWEET,
        "5H 6C 9S 9C 9D 9H 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D KS 7D",
    );
    game.apply(&build(&game, "5H", "6C")).unwrap(); // pile 1: KS; pile 2: 6C 5H
    let stock = game.stock_len();
    // 5H now moves on to... nothing; instead move 6C's pile top (5H) away is
    // impossible, so build 4C onto 5H and then move 4C back out is not legal.
    // Uncover by moving 5H (top of pile 2) is not possible either; instead
    // check that a build from a pile of two leaves one card and deals nothing.
    game.apply(&build(&game, "4C", "5H")).unwrap(); // pile 15 emptied, refilled with 7D
    assert_eq!(game.board().tableau[14], vec![card("7D")]);
    assert_eq!(game.stock_len(), stock - 1);
    assert_eq!(
        game.board().tableau[1],
        vec![card("6C"), card("5H"), card("4C")]
    );
}

#[test]
fn only_the_top_card_of_a_pile_moves_and_the_card_below_becomes_the_top() {
    // 6C on 7D, then 6C moves on to 7H, uncovering 7D: no card is dealt.
    let mut game = standard(SWEET, "6C 7D 7H 9C 9D 9H 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D KS");
    game.apply(&build(&game, "6C", "7D")).unwrap(); // pile 1 refilled with KS
    let stock = game.stock_len();
    game.apply(&build(&game, "6C", "7H")).unwrap();
    assert_eq!(game.board().tableau[1], vec![card("7D")]);
    assert_eq!(game.board().tableau[2], vec![card("7H"), card("6C")]);
    assert_eq!(game.stock_len(), stock);
}

#[test]
fn sweet_sixteen_is_lost_when_no_move_is_possible_while_the_stock_holds_cards() {
    let game = standard(SWEET, ALL_RED);
    assert_eq!(game.outcome(), Outcome::Lost);
    assert_eq!(
        game.stuck_reason().to_string(),
        "No top card is one rank below a top card of the other colour; 36 cards are still in the stock."
    );
}

#[test]
fn sweet_sixteen_is_won_the_moment_the_stock_is_empty() {
    let mut game = standard(SWEET, SWEET_SIXTEEN_THREE_RUNS);
    for turn in 0..36 {
        assert_eq!(game.outcome(), Outcome::Playing, "turn {turn}");
        game.apply(&Move::Build {
            from: 4,
            to: turn / 12,
        })
        .unwrap();
        assert_all_cards_accounted_for(&game);
    }
    assert_eq!(game.stock_len(), 0);
    assert_eq!(game.outcome(), Outcome::Won);
    assert_eq!(game.cleared(), 36);
    // QC, the last card dealt, is still on pile 5: the win needs no further move.
    assert_eq!(game.board().tableau[4], vec![card("QC")]);
}

#[test]
fn cards_are_never_lost_or_duplicated_in_sweet_sixteen() {
    for seed in 0..40 {
        let (mut game, _) = AnyGame::new(
            crate::games::Rules::standard(SWEET),
            &crate::deal::Deal::from_seed(seed),
        );
        let mut moves = 0;
        while game.outcome() == Outcome::Playing && moves < 500 {
            let legal = game.legal_moves();
            let mv = legal[moves % legal.len()].clone();
            game.apply(&mv).unwrap();
            assert_all_cards_accounted_for(&game);
            moves += 1;
        }
    }
}

/// After `move 3 1` (6C onto 7D) only 6C can move, between 7D and 7H: no
/// pile can ever empty again, so no card can be dealt.
const ONLY_SHUTTLES: &str = "7D 7H 6C AH AD 2H 2D 3H 3D 4H 4D 6H 6D 8H 8D 9H JH";

#[test]
fn sweet_sixteen_is_lost_when_only_moves_between_piles_are_left() {
    let mut game = standard(SWEET, ONLY_SHUTTLES);
    assert_eq!(game.outcome(), Outcome::Playing);
    game.apply(&Move::Build { from: 2, to: 0 }).unwrap();
    // A move is still legal by the building rule: 6C onto 7H.
    assert!(game.has_legal_move());
    assert_eq!(game.legal_moves(), vec![Move::Build { from: 0, to: 1 }]);
    assert_eq!(game.outcome(), Outcome::Lost);
    assert_eq!(
        game.stuck_reason().to_string(),
        "No card can ever be dealt again; only moves between piles are left, and 35 cards are still in the stock."
    );
    // Shuttling changes nothing: the game stays lost after the move.
    game.apply(&Move::Build { from: 0, to: 1 }).unwrap();
    assert_eq!(game.outcome(), Outcome::Lost);
}

#[test]
fn sweet_sixteen_goes_on_while_some_line_of_moves_can_still_deal() {
    // 6C can shuttle between 7D and 7H, and 5H onto 6C empties its pile.
    let game = standard(SWEET, "7D 7H 6C 5H 2H 2D 3H 3D 4H 4D 6H 6D 8H 8D 9H JH");
    assert_eq!(game.outcome(), Outcome::Playing);
}

/// Builds between piles of the same top ranks, colours and lengths leave
/// positions that differ only in suits within a colour and the order of
/// the piles: alike in outcome, though not in position.
#[test]
fn builds_between_piles_of_the_same_classes_and_lengths_are_alike_in_outcome() {
    let game = standard(SWEET, "5H 6C 5D 6S 4C AH 2H 3H 7H 8H 9H 10H JH QH KH AD");
    let first = build(&game, "5H", "6C");
    for (other, alike) in [
        (build(&game, "5D", "6S"), true),
        (build(&game, "5H", "6S"), true),
        (build(&game, "5D", "6C"), true),
    ] {
        assert_eq!(
            game.move_key(&other, Alike::Outcome) == game.move_key(&first, Alike::Outcome),
            alike
        );
        assert_ne!(
            game.move_key(&other, Alike::Position),
            game.move_key(&first, Alike::Position)
        );
    }
    let mut longer = game.clone();
    longer.apply(&build(&game, "5D", "6S")).unwrap();
    assert_ne!(
        longer.move_key(&build(&longer, "4C", "5D"), Alike::Outcome),
        longer.move_key(&build(&longer, "4C", "5H"), Alike::Outcome),
        "a pile's length counts"
    );
}
