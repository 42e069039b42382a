//! patience: a plain, line-oriented solitaire player for the games of
//! [`games::GameId::ALL`] (`patience list` names them).
//!
//! The library holds everything; `main.rs` only parses the command line and
//! dispatches. Data flows one way: a typed line is parsed into a command
//! ([`text::parse`]), the [`session::Session`] applies it through the rules
//! ([`games`]), and the renderer ([`text::render`]) turns what happened into lines.

pub mod advice;
pub mod board_file;
pub mod board_input;
pub mod cards;
pub mod cli;
pub mod command_line;
pub mod commands;
pub mod data_dir;
pub mod deal;
pub mod display;
pub mod exit_code;
pub mod games;
pub mod history_file;
pub mod input;
pub mod message;
pub mod output;
pub mod play_id;
pub mod record;
pub mod repl;
pub mod review;
pub mod savefile;
pub mod session;
pub mod shell_completions;
pub mod signals;
pub mod solver;
pub mod stats_report;
pub mod terminal;
pub mod terminal_state;
pub mod text;
pub mod words;
