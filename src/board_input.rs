//! A board named on the command line (`--board FILE`, or `-` for standard
//! input) read into a deal for `play` and `solve`. The file is data: it is
//! read, bounded, and parsed by [`crate::board_file`]; nothing is written,
//! and its text reaches the terminal only escaped.

use crate::board_file;
use crate::command_line::{runtime, Failure, Unreadable};
use crate::deal::Deal;
use crate::games::GameId;
use crate::savefile::open_script;
use crate::text::escape;
use std::io::{self, Read};
use std::path::Path;

/// The most bytes a board may have; a board is a few hundred.
pub const MAX_BOARD_BYTES: u64 = 64 << 10;

/// True if `path` is `-`, standard input.
pub fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// A usage error unless `game` has boards in the field's format.
pub fn check_game(game: GameId) -> Result<(), Failure> {
    board_file::layout_of(game)
        .map(|_| ())
        .map_err(|e| Failure::usage(e.to_string()))
}

/// The bytes at `path` (`-`: standard input), at most [`MAX_BOARD_BYTES`];
/// a device or a directory is refused, a pipe is read.
fn read(path: &Path) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    let limit = MAX_BOARD_BYTES + 1;
    if is_stdin(path) {
        io::stdin().lock().take(limit).read_to_end(&mut bytes)?;
    } else {
        open_script(path)?.take(limit).read_to_end(&mut bytes)?;
    }
    if bytes.len() as u64 > MAX_BOARD_BYTES {
        return Err(io::Error::new(
            io::ErrorKind::FileTooLarge,
            "it is larger than 64 KiB, far larger than a board",
        ));
    }
    Ok(bytes)
}

/// The deal of the board of `game` at `path` (`-`: standard input): a
/// usage error for a game without boards, a runtime error (status 1) for a
/// board that cannot be read or is refused, in one sentence naming the line
/// and the card.
pub fn deal(path: &Path, game: GameId) -> Result<Deal, Failure> {
    check_game(game)?;
    let source = if is_stdin(path) {
        "the board on standard input".to_string()
    } else {
        format!("the board {}", escape::path(path))
    };
    let bytes =
        read(path).map_err(|e| runtime(format!("Could not read {source}: {}", Unreadable(e))))?;
    board_file::parse(&bytes, game).map_err(|e| runtime(e.sentence(&source)))
}
