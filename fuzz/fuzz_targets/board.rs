//! Fuzz target: any bytes read as a board (`board_file::parse`, as
//! `patience play GAME --board FILE` does) give a deal or one sentence
//! with no control character in it, never a panic; a deal read prints
//! back (`board_file::write`) as a board that reads to the same deal.
//! The first byte picks the game. Run: `cargo +nightly fuzz run board`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use patience::board_file::{layout_of, parse, write};
use patience::games::GameId;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, board)) = data.split_first() else {
        return;
    };
    let games: Vec<GameId> = GameId::ALL
        .into_iter()
        .filter(|&g| layout_of(g).is_ok())
        .collect();
    let game = games[usize::from(pick) % games.len()];
    match parse(board, game) {
        Ok(deal) => {
            let layout = layout_of(game).expect("a game with boards");
            let printed = write(&deal, &layout);
            let again = parse(printed.as_bytes(), game).expect("a printed board reads back");
            assert_eq!(again.cards(), deal.cards(), "{printed}");
        }
        Err(error) => {
            let sentence = error.sentence("the board");
            assert!(
                !sentence.chars().any(char::is_control),
                "{sentence:?}"
            );
        }
    }
});
