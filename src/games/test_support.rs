//! Helpers shared by the rule tests of every game.

use super::{AnyGame, Game, GameId, Move, Outcome, Rules};
use crate::cards::Card;
use crate::deal::Deal;

/// Parses a card code, panicking on a typo in a test.
pub fn card(code: &str) -> Card {
    code.parse().expect("test card code")
}

/// A deal that starts with `codes`, the rest in new-deck order.
pub fn deal(codes: &str) -> Deal {
    Deal::starting_with(codes).expect("test deal")
}

/// A new game of `rules` whose deal starts with `codes`.
pub fn new_game(rules: Rules, codes: &str) -> AnyGame {
    AnyGame::new(rules, &deal(codes)).0
}

/// A new standard game of `id` whose deal starts with `codes`.
pub fn standard(id: GameId, codes: &str) -> AnyGame {
    new_game(Rules::standard(id), codes)
}

/// The 0-based tableau place whose top card is `code`.
pub fn place_of(game: &AnyGame, code: &str) -> usize {
    let wanted = card(code);
    game.board()
        .tableau
        .iter()
        .position(|pile| pile.last() == Some(&wanted))
        .unwrap_or_else(|| panic!("{code} is not showing"))
}

/// The removal of the cards named by `codes`, located on the board.
pub fn removal(game: &AnyGame, codes: &str) -> Move {
    let mut slots: Vec<usize> = codes
        .split_whitespace()
        .map(|c| place_of(game, c))
        .collect();
    slots.sort_unstable();
    Move::Remove(slots)
}

/// Plays the first legal move until the game ends, or for at most 1,000
/// moves (Sweet Sixteen can shuttle a card between two piles forever);
/// returns the outcome.
pub fn play_first_moves(game: &mut AnyGame) -> Outcome {
    for _ in 0..1000 {
        if game.outcome() != Outcome::Playing {
            break;
        }
        let mv = game.legal_moves().remove(0);
        game.apply(&mv).expect("a listed move is legal");
    }
    game.outcome()
}

/// Every card exactly once across tableau, stock and discards/foundations.
pub fn assert_all_cards_accounted_for(game: &AnyGame) {
    let board = game.board();
    let on_table: usize = board.tableau.iter().map(Vec::len).sum::<usize>()
        + board.foundations.iter().map(Vec::len).sum::<usize>();
    let mut seen = crate::cards::CardSet::EMPTY;
    for card in board.tableau.iter().chain(&board.foundations).flatten() {
        assert!(seen.insert(*card), "{card} shows twice");
    }
    for card in game.unseen() {
        assert!(seen.insert(card), "{card} is both showing and in the stock");
    }
    let gone = board.discarded.unwrap_or(0);
    match game.rules().game {
        GameId::SweetSixteen | GameId::Eliminator => {
            assert_eq!(on_table + board.stock, 52)
        }
        GameId::Eighteens | GameId::Elevens | GameId::SuitElevens => {
            assert_eq!(on_table + board.stock + gone, 52)
        }
    }
}
