//! The text layer: reading typed lines into commands, and rendering what
//! happened as lines for the player.

pub mod arguments;
pub mod board;
pub mod card_words;
pub mod colour;
pub mod command;
pub mod commands;
pub mod covered_board;
pub mod escape;
pub mod game_name;
pub mod help;
pub mod hint_words;
pub mod in_play;
pub mod odds;
pub mod parse;
pub mod ranges;
pub mod reason;
pub mod render;
pub mod sentences;
pub mod spoken;
pub mod spoken_board;
pub mod spoken_cli;
pub mod suggest;
pub mod verbosity;
pub mod width;
