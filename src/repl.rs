//! The read-eval-print loop: it takes lines from a [`LineSource`] (see
//! `input.rs` and `terminal.rs`), hands each to the parser and the session,
//! and prints what the renderer makes of it through [`Output`]. The loop
//! knows no game's rules.
//!
//! [`Player`] (`repl/player.rs`) is the game at the prompt; it composes
//! parts with one job each: what is printed (`narrator.rs`), the commands
//! that only read (`lookup.rs`), analyse (`analysis.rs`) or name files
//! (`files.rs`), refusals and `--strict` (`rejecter.rs`), and the record and
//! the kept game (`record_keeper.rs`, over `recorder.rs`, `left_game.rs`,
//! `kept_copy.rs` and `file_failure.rs`).

mod analysis;
mod analysis_memo;
mod file_failure;
mod files;
mod kept_copy;
mod left_game;
mod lookup;
mod narrator;
mod player;
mod record_keeper;
mod recorder;
mod rejecter;

use crate::exit_code::ExitCode;
use crate::signals::PendingRecord;
use crate::text::render::Style;
use std::path::PathBuf;

pub use crate::input::{LineSource, PlainLines, Read};
pub use crate::output::Output;
pub use kept_copy::finished_elsewhere;
pub use player::Player;

/// Said once, before the first prompt, when the commands are typed at a
/// terminal: how to find the commands, and how to leave.
pub const FIRST_PROMPT_TIP: &str = "Type help for the commands, or quit.";

/// Said on the first Ctrl-C at the prompt, which only clears the line.
pub const HOW_TO_LEAVE: &str = "Ctrl-C clears the line; to leave, type quit or press Ctrl-D.";

/// What the loop does after a line.
#[derive(Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// Stop with this exit status.
    Exit(ExitCode),
}

/// Settings of the player that do not change the game.
#[derive(Clone, Debug, Default)]
pub struct PlayerOptions {
    /// Stop at the first rejected or unknown command with
    /// [`ExitCode::Rejected`].
    pub strict: bool,
    /// How cards and places are printed.
    pub style: Style,
    /// The record file to append this game to when it ends or is
    /// abandoned; `None` when the game is not recorded (`--no-record`,
    /// input that is not a terminal without `--record`, no data directory).
    pub record: Option<PathBuf>,
    /// The record file `stats` reads, whether or not this game is recorded.
    pub record_file: Option<PathBuf>,
    /// Where a game left unfinished is kept for `patience resume`; `None`
    /// when the game is not recorded.
    pub last_game: Option<PathBuf>,
    /// Where the record of the game in progress waits, for the signal
    /// handler to append on a hang-up.
    pub pending: PendingRecord,
    /// The lines come from a file (`--script FILE`): they are data, not the
    /// player's own typing, and may never write a file (`save` is refused).
    pub lines_are_data: bool,
}

/// Said when `new` or `load` leaves an unfinished game: how to get it back.
pub const LEFT_FOR_A_NEW_GAME: &str = "This game is left unfinished; undo goes back to it.";

/// A fresh seed for a deal the player did not choose: 1 to 999,999,999, so
/// that it is short enough to read aloud and type again.
pub fn random_seed() -> u64 {
    rand::random_range(1..1_000_000_000)
}

#[cfg(test)]
mod tests;
