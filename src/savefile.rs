//! Saved games: a replayable text file holding the game id, the variant, the
//! seed or deck, then one command per line, with `#` comments.
//!
//! ```text
//! # patience saved game; replay: patience play --script FILE
//! game elevens
//! variant standard
//! seed 42
//! remove 4 8
//! ```
//!
//! The header lines (`game`, `variant`, `seed`, `deck`) come first; every
//! later line is a command as typed at the prompt. Files are written to a
//! temporary name in the same directory and renamed into place, so a failed
//! save never leaves a half-written file or harms an earlier one.

use crate::deal::Deal;
use crate::games::{GameId, Rules};
use crate::session::{move_command, Session};
use std::fmt;
use std::io::{self, Write};
use std::path::Path;

/// What a saved game's header says: the game, variant and deal, each optional
/// (a plain script may have no header at all).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// `game ID`.
    pub game: Option<GameId>,
    /// `variant NAME` (`standard`, `pairs`, `4-foundations`, ...).
    pub variant: Option<String>,
    /// `seed N` or `deck C1 ... C52`.
    pub deal: Option<Deal>,
}

impl Header {
    /// True if no header line was given.
    pub fn is_empty(&self) -> bool {
        self.game.is_none() && self.variant.is_none() && self.deal.is_none()
    }

    /// The rules the header names, given the game (the header's own, or the
    /// command line's when the header has none).
    pub fn rules(&self, game: GameId) -> Result<Rules, String> {
        let (variant, foundations) =
            match self.variant.as_deref() {
                None | Some("standard") => (None, None),
                Some(name) => match name.strip_suffix("-foundations") {
                    Some(n) => (
                        None,
                        Some(n.parse::<u8>().map_err(|_| {
                            format!("\"{name}\" is not a variant; try 4-foundations.")
                        })?),
                    ),
                    None => (Some(name), None),
                },
            };
        Rules::with_options(game, variant, foundations)
    }
}

/// A problem with one line of a saved game or script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineError {
    /// The 1-based line number.
    pub line: usize,
    /// What is wrong, as a sentence.
    pub reason: String,
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Line {}: {}", self.line, self.reason)
    }
}

/// What one line of a script is, as far as the header is concerned.
pub enum HeaderLine {
    /// A blank line or a comment.
    Skip,
    /// A header line, already applied to the header.
    Header,
    /// The first line that is not a header: the commands start here.
    Command,
}

/// Reads `line` (number `number`) into `header` if it is a header line.
/// Header lines are accepted only before the first command.
pub fn read_header_line(
    header: &mut Header,
    line: &str,
    number: usize,
) -> Result<HeaderLine, LineError> {
    let text = line.trim();
    if text.is_empty() || text.starts_with('#') {
        return Ok(HeaderLine::Skip);
    }
    let (word, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    let rest = rest.trim();
    let err = |reason: String| LineError {
        line: number,
        reason,
    };
    match word.to_ascii_lowercase().as_str() {
        "game" => {
            let game = GameId::resolve(rest).map_err(|e| err(e.to_string()))?;
            header.game = Some(game);
        }
        "variant" => header.variant = Some(rest.to_ascii_lowercase()),
        "seed" => {
            let seed = rest.parse::<u64>().map_err(|_| {
                err(format!(
                    "\"{rest}\" is not a seed; a seed is a whole number from 0 to {}.",
                    u64::MAX
                ))
            })?;
            header.deal = Some(Deal::from_seed(seed));
        }
        "deck" => header.deal = Some(Deal::parse(rest).map_err(|e| err(e.to_string()))?),
        _ => return Ok(HeaderLine::Command),
    }
    Ok(HeaderLine::Header)
}

/// The text of a saved game: header, then the moves that lead from the deal
/// to the current state.
pub fn save_text(session: &Session) -> String {
    let rules = session.rules();
    let mut text = String::from(
        "# patience saved game.\n\
         # Replay it: patience play --script FILE\n\
         # Continue it: patience resume FILE\n",
    );
    text.push_str(&format!("game {}\n", rules.game.id()));
    text.push_str(&format!("variant {}\n", rules.variant_name()));
    match session.deal().source() {
        crate::deal::DealSource::Seed(seed) => text.push_str(&format!("seed {seed}\n")),
        crate::deal::DealSource::Custom => {
            text.push_str(&format!("deck {}\n", session.deal().codes()))
        }
    }
    let moves = session.moves();
    text.push_str(&format!("# {} moves\n", moves.len()));
    for mv in moves {
        text.push_str(&move_command(mv));
        text.push('\n');
    }
    text
}

/// Writes `text` to `path` safely: into a temporary file beside it, flushed
/// to disk, then renamed over `path`. On any error the temporary file is
/// removed and whatever was at `path` before is left as it was. A path that
/// is a device or pipe is written directly; a directory is refused.
pub fn write_atomically(path: &Path, text: &str) -> io::Result<()> {
    if let Ok(meta) = std::fs::metadata(path) {
        if meta.is_dir() {
            return Err(io::Error::new(
                io::ErrorKind::IsADirectory,
                "it is a directory",
            ));
        }
        if !meta.is_file() {
            // A device or a pipe (/dev/stdout, /dev/full): write to it as it
            // is; renaming over it would replace the device itself.
            let mut file = std::fs::OpenOptions::new().write(true).open(path)?;
            file.write_all(text.as_bytes())?;
            return file.flush();
        }
    }
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?;
    let mut temp_name = std::ffi::OsString::from(".");
    temp_name.push(name);
    temp_name.push(format!(".{}.tmp", std::process::id()));
    let temp = dir.join(temp_name);
    let result = (|| {
        let mut file = std::fs::File::create(&temp)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        std::fs::rename(&temp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    result
}

/// Saves the session to `path` (see [`write_atomically`]).
pub fn save(session: &Session, path: &Path) -> io::Result<()> {
    write_atomically(path, &save_text(session))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header_of(text: &str) -> Result<Header, LineError> {
        let mut header = Header::default();
        for (i, line) in text.lines().enumerate() {
            if let HeaderLine::Command = read_header_line(&mut header, line, i + 1)? {
                break;
            }
        }
        Ok(header)
    }

    #[test]
    fn a_saved_header_names_game_variant_and_deal() {
        let session = Session::new(
            Rules::with_options(GameId::SuitElevens, Some("pairs"), None).unwrap(),
            Deal::from_seed(9),
        );
        let header = header_of(&save_text(&session)).unwrap();
        assert_eq!(header.game, Some(GameId::SuitElevens));
        assert_eq!(header.rules(GameId::SuitElevens).unwrap(), session.rules());
        assert_eq!(header.deal, Some(Deal::from_seed(9)));
    }

    #[test]
    fn a_custom_deck_is_saved_as_its_52_codes() {
        let deal = Deal::parse(&Deal::from_seed(3).codes()).unwrap();
        let session = Session::new(
            Rules::with_options(GameId::Eliminator, None, Some(5)).unwrap(),
            deal.clone(),
        );
        let header = header_of(&save_text(&session)).unwrap();
        assert_eq!(header.deal, Some(deal));
        assert_eq!(header.rules(GameId::Eliminator).unwrap(), session.rules());
    }

    #[test]
    fn a_bad_header_line_is_reported_with_its_number() {
        let err = header_of("# saved\ngame elevens\nseed twelve\n").unwrap_err();
        assert_eq!(err.line, 3);
        assert!(err
            .to_string()
            .starts_with("Line 3: \"twelve\" is not a seed"));
        let err = header_of("game klondike\n").unwrap_err();
        assert_eq!(err.line, 1);
    }

    #[test]
    fn saving_onto_a_full_disk_gives_an_error_and_leaves_the_device_alone() {
        let err = write_atomically(Path::new("/dev/full"), "game elevens\n").unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::StorageFull);
        assert!(!std::fs::metadata("/dev/full").unwrap().is_file());
    }

    #[test]
    fn saving_onto_a_directory_is_refused() {
        let err = write_atomically(&std::env::temp_dir(), "x").unwrap_err();
        assert_eq!(err.to_string(), "it is a directory");
    }

    #[test]
    fn saving_where_no_file_can_be_created_fails_cleanly() {
        assert!(write_atomically(Path::new("/proc/patience-save.txt"), "x").is_err());
        assert!(write_atomically(Path::new("/nonexistent/dir/save.txt"), "x").is_err());
    }

    #[test]
    fn writing_atomically_replaces_the_file_whole() {
        let dir = std::env::temp_dir().join(format!("patience-save-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("game.txt");
        write_atomically(&path, "first\n").unwrap();
        write_atomically(&path, "second\n").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "second\n");
        let leftovers: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(leftovers.len(), 1, "no temporary file is left behind");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failed_write_leaves_the_earlier_file_intact() {
        let dir = std::env::temp_dir().join(format!("patience-save-fail-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("game.txt");
        write_atomically(&path, "kept\n").unwrap();
        // A directory cannot be renamed over by a file: the rename fails.
        let blocked = dir.join("blocked");
        std::fs::create_dir_all(blocked.join("inner")).unwrap();
        assert!(write_atomically(&blocked, "lost\n").is_err());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "kept\n");
        assert!(write_atomically(&dir.join("missing/game.txt"), "x").is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// Why a saved game could not be loaded.
#[derive(Debug)]
pub enum LoadError {
    /// The file could not be read.
    Io(io::Error),
    /// A line does not parse or does not replay legally.
    Line(LineError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Io(err) => write!(f, "{err}."),
            LoadError::Line(err) => err.fmt(f),
        }
    }
}

impl std::error::Error for LoadError {}

/// Splits file bytes into lines as scripts are read: a UTF-8 byte-order mark
/// and CRLF endings are accepted; a line that is not UTF-8 is an error.
fn text_lines(bytes: &[u8]) -> impl Iterator<Item = (usize, Result<&str, LineError>)> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let bytes = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    bytes.split(|b| *b == b'\n').enumerate().map(|(i, line)| {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        let text = std::str::from_utf8(line).map_err(|_| LineError {
            line: i + 1,
            reason: "the line is not valid UTF-8 text.".to_string(),
        });
        (i + 1, text)
    })
}

/// Replays a saved game's text into a session: the header must name the
/// game and the deal; every command must parse and replay legally.
/// Commands that only show things are allowed and change nothing; `new`,
/// `load`, `save` and `quit` are refused, since a saved game is one deal.
pub fn replay(bytes: &[u8]) -> Result<Session, LineError> {
    use crate::text::parse::{parse, Command};
    let mut header = Header::default();
    let mut session: Option<Session> = None;
    let mut last_line = 0;
    for (number, line) in text_lines(bytes) {
        last_line = number;
        let line = line?;
        let session = match &mut session {
            Some(session) => session,
            None => match read_header_line(&mut header, line, number)? {
                HeaderLine::Skip | HeaderLine::Header => continue,
                HeaderLine::Command => session.insert(start(&header, number)?),
            },
        };
        let err = |reason: String| LineError {
            line: number,
            reason,
        };
        let command = match parse(line).map_err(|e| err(e.to_string()))? {
            None => continue,
            Some(command) => command,
        };
        if let Some(result) = session.apply_command(&command) {
            result.map_err(|e| err(e.to_string()))?;
            continue;
        }
        if let Command::New(_) | Command::Load(_) | Command::Save(_) | Command::Quit = command {
            let word = line.split_whitespace().next().unwrap_or_default();
            return Err(err(format!(
                "{word} cannot be replayed from a saved game, which holds one deal."
            )));
        }
    }
    match session {
        Some(session) => Ok(session),
        None => start(&header, last_line.max(1)),
    }
}

/// The session a header describes, or an error naming what is missing.
fn start(header: &Header, line: usize) -> Result<Session, LineError> {
    let err = |reason: String| LineError { line, reason };
    let game = header.game.ok_or_else(|| {
        err(
            "the file does not say which game it is; a saved game starts with a game line."
                .to_string(),
        )
    })?;
    let deal = header.deal.clone().ok_or_else(|| {
        err("the file does not give the deal; a saved game has a seed or deck line.".to_string())
    })?;
    let rules = header.rules(game).map_err(err)?;
    Ok(Session::new(rules, deal))
}

/// Loads the saved game at `path`.
pub fn load(path: &Path) -> Result<Session, LoadError> {
    let bytes = std::fs::read(path).map_err(LoadError::Io)?;
    replay(&bytes).map_err(LoadError::Line)
}

#[cfg(test)]
mod replay_tests {
    use super::*;
    use crate::games::Game;

    fn played(game: GameId, seed: u64, moves: usize) -> Session {
        let mut session = Session::new(Rules::standard(game), Deal::from_seed(seed));
        for turn in 0..moves {
            // A Sweet Sixteen game that can never deal again is lost with
            // moves left; a lost game takes no move.
            if session.game().outcome() != crate::games::Outcome::Playing {
                break;
            }
            let legal = session.game().legal_moves();
            let Some(mv) = legal.get(turn % legal.len().max(1)) else {
                break;
            };
            session.play(mv).unwrap();
        }
        session
    }

    #[test]
    fn save_then_replay_reproduces_the_same_final_state_in_every_game() {
        for game in GameId::ALL {
            for seed in 0..10 {
                let session = played(game, seed, 15);
                let replayed = replay(save_text(&session).as_bytes()).unwrap();
                assert_eq!(replayed.game(), session.game(), "{game} seed {seed}");
                assert_eq!(replayed.rules(), session.rules());
            }
        }
    }

    #[test]
    fn a_move_that_does_not_replay_is_reported_with_its_line_number() {
        let text = "game elevens\nseed 42\nremove 4 8\nremove 4s 4c\n";
        let err = replay(text.as_bytes()).unwrap_err();
        assert_eq!(err.to_string(), "Line 4: 4S and 4C sum to 8, not 11.");
    }

    #[test]
    fn a_corrupt_save_file_gives_a_line_numbered_error() {
        let cases = [
            (
                "game elevens\nseed 42\nfrobnicate\n",
                3,
                "\"frobnicate\" is not a command",
            ),
            ("seed 42\nremove 1 2\n", 2, "does not say which game"),
            ("game elevens\nremove 1 2\n", 2, "does not give the deal"),
            ("game elevens\nseed 42\nnew 3\n", 3, "cannot be replayed"),
            (
                "game elevens\nvariant pairs\nseed 1\n",
                3,
                "pairs variant is for suit-elevens",
            ),
            ("game elevens\nseed 42\n\u{FFFD}\n", 3, "is not a command"),
        ];
        for (text, line, reason) in cases {
            let err = replay(text.as_bytes()).unwrap_err();
            assert_eq!(err.line, line, "{text}");
            assert!(err.reason.contains(reason), "{text}: {err}");
        }
        let err = replay(b"game elevens\nseed 42\n\xff\xfe\n").unwrap_err();
        assert_eq!(err.to_string(), "Line 3: the line is not valid UTF-8 text.");
    }

    #[test]
    fn a_saved_file_with_crlf_endings_and_a_byte_order_mark_replays() {
        let session = played(GameId::Eighteens, 3, 5);
        let text = format!("\u{FEFF}{}", save_text(&session).replace('\n', "\r\n"));
        assert_eq!(replay(text.as_bytes()).unwrap().game(), session.game());
    }
}
