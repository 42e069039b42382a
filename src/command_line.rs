//! What the top-level commands (`cli.rs`) and the programs in `commands/`
//! share: the variant arguments, the readers of numbers on the command
//! line, and [`Failure`], an error that ends the program with its status.

use crate::board_file::{layout_of, BoardShape};
use crate::exit_code::ExitCode;
use crate::games::GameId;
use crate::message::join_with_and;
use crate::text::reason::io_reason;
use crate::text::{escape, game_name};
use clap::Args;
use std::fmt;
use std::io;

/// Which variant of the game.
#[derive(Debug, Clone, Args)]
pub struct VariantArgs {
    /// The variant (its help names each game's: [`variant_help`]).
    #[arg(long, value_name = "NAME", help = variant_help())]
    pub variant: Option<String>,
    /// Eliminator only: play with 4, 5 or 6 foundations (6 is standard).
    #[arg(long, value_name = "N", value_parser = foundation_count)]
    pub foundations: Option<u8>,
}

/// The help of `--variant`: each game's variants chosen by name, from the
/// registry: "Suit Elevens: `pairs` removes exactly two cards summing to 11
/// (or J, Q, K); Pyramid: `relaxed` is won when the 28 pyramid cards are
/// gone".
pub fn variant_help() -> String {
    let said: Vec<String> = GameId::ALL
        .into_iter()
        .filter_map(|game| {
            let named: Vec<String> = game
                .descriptor()
                .variants
                .iter()
                .skip(1)
                .filter(|v| v.foundations.is_none())
                .map(|v| format!("`{}` {}", v.name, v.help))
                .collect();
            (!named.is_empty()).then(|| format!("{}: {}", game.name(), named.join(", ")))
        })
        .collect();
    said.join("; ")
}

/// The help of a GAME argument: every game's id, from the registry, that
/// a prefix will do, and the games' other names. Without a full stop, as
/// clap ends no help with one.
pub fn game_help() -> String {
    let ids: Vec<&str> = GameId::ALL.into_iter().map(GameId::id).collect();
    let also: Vec<String> = GameId::ALSO_CALLED
        .iter()
        .map(|(name, game)| format!("{name} is {}", game.id()))
        .collect();
    format!(
        "The game: {} (any unique prefix; {})",
        ids.join(", "),
        join_with_and(&also)
    )
}

/// The end of a `--board` option's help, from the registry: where the
/// formats are described, and which games each is for (black-hole-solver's
/// and PySolFC's for the foundation games, named; rows and a Stock line for
/// the games of covered cards).
pub fn board_formats() -> String {
    let foundation_games: Vec<String> = GameId::ALL
        .into_iter()
        .filter(|&game| matches!(layout_of(game), Ok(BoardShape::Foundation(_))))
        .map(|game| game.name().to_string())
        .collect();
    format!(
        "(docs/boards.md): black-hole-solver's and PySolFC's for {}; rows and a Stock line for the games of covered cards",
        join_with_and(&foundation_games)
    )
}

/// The help of a `--board FILE` that reads a board to `verb` (`Deal`,
/// `Solve`): the file, and the formats of [`board_formats`].
pub fn board_file_help(verb: &str) -> String {
    format!(
        "{verb} the board in FILE (`-` for standard input), in the game's format {}",
        board_formats()
    )
}

/// Why a number on the command line could not be read: what to give instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadNumber(pub String);

impl fmt::Display for BadNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadNumber {}

/// A seed on the command line, or why the text is not one (in place of
/// the standard library's "number too large to fit in target type").
pub fn seed_number(text: &str) -> Result<u64, BadNumber> {
    text.parse()
        .map_err(|_| BadNumber(format!("a seed is a whole number from 0 to {}", u64::MAX)))
}

/// A count or limit on the command line (`--deals`, `--max-nodes`), which
/// is from 1, or why the text is not one (0 itself is refused by the
/// command, naming its option).
pub fn count(text: &str) -> Result<u64, BadNumber> {
    text.parse()
        .map_err(|_| BadNumber(format!("give a whole number from 1 to {}", u64::MAX)))
}

/// The number of Eliminator foundations on the command line, or why the
/// text is not one (a number in range is checked with the rules).
fn foundation_count(text: &str) -> Result<u8, BadNumber> {
    text.parse()
        .map_err(|_| BadNumber("Eliminator plays with 4, 5 or 6 foundations".to_string()))
}

/// An error that ends the program with a status.
#[derive(Debug)]
pub struct Failure {
    /// The exit status.
    pub status: ExitCode,
    /// The sentence for stderr.
    pub message: String,
}

impl Failure {
    /// A usage error (status 2) saying `message`, which may quote the
    /// arguments: it is escaped and cut short (see [`escape::sentence`]).
    pub fn usage(message: impl Into<String>) -> Failure {
        Failure {
            status: ExitCode::Usage,
            message: escape::sentence(&message.into()),
        }
    }
}

/// Finds a game by id or prefix, as a usage error if it is unknown: one
/// sentence, which [`report`] wraps to the screen's width.
pub fn game_id(text: &str) -> Result<GameId, Failure> {
    game_name::resolve(text).map_err(|e| Failure::usage(e.to_string()))
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Failure {}

/// An error reading a file, said in words ("there is no such file or
/// directory.") as the last clause of a sentence whose context names the
/// file.
#[derive(Debug)]
pub struct Unreadable(pub io::Error);

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", io_reason(&self.0))
    }
}

/// The I/O error is said in [`Unreadable`]'s own words, so it is not
/// given again as a source.
impl std::error::Error for Unreadable {}

/// The exit status for an error that reached `main`: a [`Failure`]'s own
/// (a usage error, say), else a runtime error.
pub fn exit_code_of(error: &anyhow::Error) -> ExitCode {
    error
        .chain()
        .find_map(|cause| cause.downcast_ref::<Failure>())
        .map_or(ExitCode::Runtime, |failure| failure.status)
}

/// A failure caused by a file's contents or by reading it: status 1.
pub fn runtime(message: String) -> Failure {
    Failure {
        status: ExitCode::Runtime,
        message,
    }
}

/// Treats a closed stdout as a normal end: the reader has all it wanted.
pub fn quietly_on_closed_pipe(result: io::Result<ExitCode>) -> Result<ExitCode, Failure> {
    match result {
        Ok(status) => Ok(status),
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => Ok(ExitCode::Success),
        Err(err) => Err(Failure {
            status: ExitCode::Runtime,
            message: format!("Could not write the output: {}.", io_reason(&err)),
        }),
    }
}
