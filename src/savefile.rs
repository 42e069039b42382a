//! Saved games: a replayable text file holding the game id, the variant, the
//! seed or deck, then one command per line, with `#` comments.
//!
//! ```text
//! # patience saved game; replay: patience play --script FILE
//! game elevens
//! variant standard
//! seed 42
//! id 3f09a1c2b4d5e6f7
//! remove 4 8
//! ```
//!
//! The header lines (`game`, `variant`, `seed`, `deck`, `id`, `assisted`)
//! come first; every
//! later line is a command as typed at the prompt. Files are written to a
//! temporary name in the same directory and renamed into place, so a failed
//! save never leaves a half-written file or harms an earlier one.

use crate::deal::Deal;
use crate::games::{GameId, Rules, VariantError};
use crate::play_id::PlayId;
use crate::session::Session;
use crate::text::command::move_command;
use crate::text::{escape, game_name};
use std::fmt;
use std::io::{self, Read, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// What a saved game's header says: the game, variant and deal, each optional
/// (a plain script may have no header at all).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// `game ID`.
    pub game: Option<GameId>,
    /// `variant NAME` (`standard`, `pairs`, `4-foundations`, ...).
    pub variant: Option<String>,
    /// The number of the `variant` line, for an error about the variant.
    pub variant_line: Option<usize>,
    /// `seed N` or `deck C1 ... C52`.
    pub deal: Option<Deal>,
    /// `id ID`: the game's id, so that replaying the save records nothing
    /// the record already holds.
    pub id: Option<PlayId>,
    /// `assisted yes`: the player had help before the game was saved.
    pub assisted: bool,
}

impl Header {
    /// True if no header line was given.
    pub fn is_empty(&self) -> bool {
        self.game.is_none()
            && self.variant.is_none()
            && self.deal.is_none()
            && self.id.is_none()
            && !self.assisted
    }

    /// Gives `session` the header's id and help mark, if it has them.
    pub fn identify(&self, session: &mut Session) {
        if let Some(id) = self.id {
            session.set_id(id);
        }
        if self.assisted {
            session.mark_assisted();
        }
    }

    /// [`Header::rules`], or an error naming the `variant` line.
    pub fn rules_or_line_error(&self, game: GameId) -> Result<Rules, LineError> {
        self.rules(game).map_err(|e| LineError {
            line: self.variant_line.unwrap_or(1),
            reason: e.to_string(),
        })
    }

    /// The rules the header names, given the game (the header's own, or the
    /// command line's when the header has none).
    pub fn rules(&self, game: GameId) -> Result<Rules, HeaderRulesError> {
        let (variant, foundations) = match self.variant.as_deref() {
            None | Some("standard") => (None, None),
            Some(name) => match name.strip_suffix("-foundations") {
                Some(n) => (
                    None,
                    Some(
                        n.parse::<u8>()
                            .map_err(|_| HeaderRulesError::NotAVariant(name.to_string()))?,
                    ),
                ),
                None => (Some(name), None),
            },
        };
        Rules::with_options(game, variant, foundations).map_err(HeaderRulesError::Rules)
    }
}

/// Why a header's variant line gives no rules for its game. The sentence
/// escapes the file's text (see [`escape`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeaderRulesError {
    /// A `-foundations` variant whose count is not a number, as written.
    NotAVariant(String),
    /// A variant the game does not take.
    Rules(VariantError),
}

impl fmt::Display for HeaderRulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeaderRulesError::NotAVariant(name) => write!(
                f,
                "\"{}\" is not a variant; try 4-foundations.",
                escape::untrusted(name)
            ),
            HeaderRulesError::Rules(error) => f.write_str(&escape::sentence(&error.to_string())),
        }
    }
}

impl std::error::Error for HeaderRulesError {}

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
        let reason = escape::sentence(&self.reason);
        write!(f, "Line {}: {reason}", self.line)
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
    let word = word.to_ascii_lowercase();
    let given_twice = match word.as_str() {
        "game" => header.game.is_some().then_some("its game"),
        "variant" => header.variant.is_some().then_some("its variant"),
        "seed" | "deck" => header
            .deal
            .is_some()
            .then_some("its deal, by a seed or a deck line,"),
        _ => None,
    };
    if let Some(what) = given_twice {
        return Err(err(format!(
            "a saved game gives {what} once; this {word} line is a second."
        )));
    }
    match word.as_str() {
        "game" => {
            let game = game_name::resolve(rest).map_err(|e| err(e.to_string()))?;
            header.game = Some(game);
        }
        "variant" => {
            header.variant = Some(rest.to_ascii_lowercase());
            header.variant_line = Some(number);
        }
        "seed" => {
            let seed = rest.parse::<u64>().map_err(|_| {
                err(format!(
                    "\"{}\" is not a seed; a seed is a whole number from 0 to {}.",
                    escape::untrusted(rest),
                    u64::MAX
                ))
            })?;
            header.deal = Some(Deal::from_seed(seed));
        }
        "deck" => header.deal = Some(Deal::parse(rest).map_err(|e| err(e.to_string()))?),
        "id" => {
            let id = rest
                .parse()
                .map_err(|e: crate::play_id::BadPlayId| err(e.to_string()))?;
            header.id = Some(id);
        }
        "assisted" => {
            header.assisted = match rest.to_ascii_lowercase().as_str() {
                "yes" => true,
                "no" => false,
                _ => return Err(err(format!("\"{rest}\" is not yes or no."))),
            }
        }
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
    text.push_str(&format!("id {}\n", session.id()));
    if session.assisted() {
        text.push_str("assisted yes\n");
    }
    let moves = session.moves();
    text.push_str(&format!(
        "# {}\n",
        crate::words::plural(moves.len(), "move", "moves")
    ));
    for mv in moves {
        text.push_str(&move_command(mv));
        text.push('\n');
    }
    text
}

/// The most bytes a saved game may have, one limit for writing and reading
/// so that the program never refuses a file it wrote: 16 MiB, some 1.8
/// million moves (a real game is a few kilobytes; only moves shuttled
/// between piles make more). A larger file is refused before it is read,
/// so `resume /dev/zero`-like mistakes never fill memory, and a game too
/// long for it is not saved, with a sentence saying why.
pub const MAX_SAVE_BYTES: u64 = 16 << 20;

/// The text of a saved game of `session` ([`save_text`]), or an error if it
/// is larger than [`MAX_SAVE_BYTES`], so that a file the program writes can
/// always be read back.
pub fn checked_save_text(session: &Session) -> io::Result<String> {
    within_save_limit(save_text(session), session.move_count())
}

/// `text`, the save of a game of `moves` moves, if it is at most
/// [`MAX_SAVE_BYTES`]; else the sentence saying the game is too long.
fn within_save_limit(text: String, moves: usize) -> io::Result<String> {
    if text.len() as u64 > MAX_SAVE_BYTES {
        return Err(refusal(
            io::ErrorKind::FileTooLarge,
            &format!(
                "the game is too long to save: its {} make a file larger than 16 MiB, the most a saved game may be",
                crate::words::plural(moves, "move", "moves")
            ),
        ));
    }
    Ok(text)
}

/// Paths that name the program's own streams or the null device: a game
/// saved to one of them is written straight to it. Every other path that is
/// not a regular file (another device, a named pipe, a socket) is refused.
pub const STREAM_PATHS: [&str; 3] = ["/dev/stdout", "/dev/stderr", "/dev/null"];

/// The temporary file of the save being written, if any: removed by
/// [`remove_unfinished_save`] when a signal ends the program mid-save. The
/// lock is held while the file is created and while it is renamed into
/// place, so a signal sees either no file, an unfinished one, or none again.
static UNFINISHED_SAVE: Mutex<Option<PathBuf>> = Mutex::new(None);

fn unfinished_save() -> std::sync::MutexGuard<'static, Option<PathBuf>> {
    // A poisoned lock still holds a usable value: saving must not panic.
    UNFINISHED_SAVE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Removes the temporary file of a save cut short, for the signal handler to
/// call just before the program exits. The save in progress is stopped for
/// good: it can no longer rename its file into place.
pub fn remove_unfinished_save() {
    let mut slot = unfinished_save();
    if let Some(temp) = slot.take() {
        let _ = std::fs::remove_file(temp);
    }
    // Keep the lock until the exit, so the save cannot finish half-way.
    std::mem::forget(slot);
}

/// A path as the player typed it, with a leading `~` or `~/` meaning the
/// home directory (`$HOME`), as a shell would read it.
pub fn typed_path(typed: &str) -> PathBuf {
    let home = std::env::var_os("HOME").filter(|home| !home.is_empty());
    match (typed.strip_prefix('~'), home) {
        (Some(rest), Some(home)) if rest.is_empty() || rest.starts_with('/') => {
            PathBuf::from(home).join(rest.trim_start_matches('/'))
        }
        _ => PathBuf::from(typed),
    }
}

/// An error whose message is `sentence` (no final stop).
fn refusal(kind: io::ErrorKind, sentence: &str) -> io::Error {
    io::Error::new(kind, sentence.to_string())
}

/// Why a path that is not a regular file cannot be read or written as a
/// saved game.
fn not_a_file(meta: &std::fs::Metadata) -> io::Error {
    use std::os::unix::fs::FileTypeExt;
    let kind = meta.file_type();
    let what = if meta.is_dir() {
        "a directory"
    } else if kind.is_fifo() {
        "a named pipe"
    } else if kind.is_socket() {
        "a socket"
    } else {
        "a device"
    };
    refusal(
        io::ErrorKind::InvalidInput,
        &format!("it is {what}, not a regular file"),
    )
}

/// How the temporary file of a save starts; the id of the process writing
/// it follows, then a `-`.
const TEMP_PREFIX: &str = ".patience-save-";

/// Removes from `dir` the temporary files of saves whose process has
/// ended (killed while it wrote): named by [`write_atomically`], regular
/// files, with the id of a process that no longer runs. A live process's
/// file, and any file this cannot tell is one, is left alone.
fn remove_stale_temporaries(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|name| name.strip_prefix(TEMP_PREFIX))
            .filter(|rest| rest.ends_with(".tmp"))
            .and_then(|rest| rest.split_once('-'))
            .and_then(|(pid, _)| pid.parse::<libc::pid_t>().ok())
        else {
            continue;
        };
        let is_file = entry.file_type().is_ok_and(|kind| kind.is_file());
        if is_file && pid > 0 && !process_runs(pid) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// True unless the system says no process `pid` exists.
fn process_runs(pid: libc::pid_t) -> bool {
    // SAFETY: kill with signal 0 only checks that the process exists.
    let sent = unsafe { libc::kill(pid, 0) };
    sent == 0 || io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
}

/// Writes `text` to `path` safely: into a new temporary file beside it (an
/// unpredictable name, created exclusively, so a planted link is never
/// followed), flushed to disk, renamed over `path`, and the directory flushed
/// too. The file keeps the mode of the one it replaces. On any error the
/// temporary file is removed and whatever was at `path` before is left as it
/// was. The [`STREAM_PATHS`] are written directly; a directory, a device or
/// a pipe is refused. A temporary file a killed save left beside it is
/// removed ([`remove_stale_temporaries`]).
pub fn write_atomically(path: &Path, text: &str) -> io::Result<()> {
    if STREAM_PATHS.iter().any(|stream| path == Path::new(stream)) {
        let mut stream = std::fs::OpenOptions::new().append(true).open(path)?;
        stream.write_all(text.as_bytes())?;
        return stream.flush();
    }
    let mode = match std::fs::metadata(path) {
        Ok(meta) if meta.is_file() => Some(meta.permissions()),
        Ok(meta) if meta.is_dir() => {
            return Err(refusal(io::ErrorKind::IsADirectory, "it is a directory"))
        }
        Ok(meta) => return Err(not_a_file(&meta)),
        Err(err) if err.kind() == io::ErrorKind::NotFound => None,
        Err(err) => return Err(err),
    };
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    if path.file_name().is_none() {
        return Err(refusal(
            io::ErrorKind::InvalidInput,
            "the path names no file",
        ));
    }
    let temp = {
        let mut slot = unfinished_save();
        let prefix = format!("{TEMP_PREFIX}{}-", std::process::id());
        let temp = tempfile::Builder::new()
            .prefix(&prefix)
            .suffix(".tmp")
            .permissions(std::fs::Permissions::from_mode(0o666))
            .tempfile_in(dir)
            .map_err(crate::text::reason::unwrapped)?;
        *slot = Some(temp.path().to_path_buf());
        temp
    };
    let written = (|| {
        if let Some(mode) = mode {
            temp.as_file().set_permissions(mode)?;
        }
        temp.as_file().write_all(text.as_bytes())?;
        temp.as_file().sync_all()
    })();
    let mut slot = unfinished_save();
    *slot = None;
    written?;
    temp.persist(path)
        .map_err(|err| crate::text::reason::unwrapped(err.error))?;
    drop(slot);
    // Flush the rename itself; some file systems cannot flush a directory,
    // and the file is in place either way.
    if let Ok(dir) = std::fs::File::open(dir) {
        let _ = dir.sync_all();
    }
    remove_stale_temporaries(dir);
    Ok(())
}

/// Refuses to save over a file that is not a saved game of this game's deal
/// (the same game, variant and deal): saving over this game's own save, or a
/// new name, is fine; saving over anything else is the player's mistake.
fn check_overwrite(session: &Session, path: &Path) -> io::Result<()> {
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_file() => {}
        _ => return Ok(()),
    }
    let ours = read_bounded(path)
        .ok()
        .and_then(|bytes| header_of(&bytes).ok())
        .is_some_and(|header| {
            let rules = session.rules();
            header.game == Some(rules.game)
                && header.rules(rules.game) == Ok(rules)
                && header.deal.as_ref() == Some(session.deal())
        });
    if ours {
        Ok(())
    } else {
        Err(refusal(
            io::ErrorKind::AlreadyExists,
            "that file exists and is not a save of this game; choose another name, or remove the file first",
        ))
    }
}

/// Saves the session to `path` (see [`write_atomically`]), unless `path` is
/// an existing file that is not this game's save.
pub fn save(session: &Session, path: &Path) -> io::Result<()> {
    check_overwrite(session, path)?;
    write_atomically(path, &checked_save_text(session)?)
}

/// The header of the saved game at `path` (read as [`load`] reads it), for
/// what it says without the moves being replayed.
pub fn read_header(path: &Path) -> Result<Header, LoadError> {
    let bytes = read_bounded(path).map_err(LoadError::Io)?;
    header_of(&bytes).map_err(LoadError::Line)
}

/// The header of a saved game's text (the lines before the first command).
fn header_of(bytes: &[u8]) -> Result<Header, LineError> {
    let mut header = Header::default();
    for (number, line) in text_lines(bytes) {
        if let HeaderLine::Command = read_header_line(&mut header, line?, number)? {
            break;
        }
    }
    Ok(header)
}

/// Opens the script file at `path` to be read line by line: a regular file,
/// a pipe, or `/dev/null` (an empty script); any other device (`/dev/zero`,
/// a disk) is refused, since it is no script and may never end.
pub fn open_script(path: &Path) -> io::Result<std::fs::File> {
    let meta = std::fs::metadata(path)?;
    use std::os::unix::fs::{FileTypeExt, MetadataExt};
    let device = meta.file_type().is_block_device() || meta.file_type().is_char_device();
    let is_null = || {
        std::fs::metadata("/dev/null")
            .is_ok_and(|null| meta.file_type().is_char_device() && meta.rdev() == null.rdev())
    };
    if meta.is_dir() || (device && !is_null()) {
        return Err(not_a_file(&meta));
    }
    std::fs::File::open(path)
}

/// The bytes of the regular file at `path`, refused if it is anything else
/// (a pipe or a device would block or never end) or larger than
/// [`MAX_SAVE_BYTES`].
pub fn read_bounded(path: &Path) -> io::Result<Vec<u8>> {
    read_regular(
        path,
        MAX_SAVE_BYTES,
        "it is larger than 16 MiB, larger than any game this program saves",
    )
}

/// The bytes of the regular file at `path`, refused if it is anything else
/// (a pipe or a device would block or never end) or larger than `max`
/// bytes, with `too_large` as the reason then. Never reads more than
/// `max + 1` bytes.
pub fn read_regular(path: &Path, max: u64, too_large: &'static str) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    open_regular(path, max, too_large)?
        .take(max + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(refusal(io::ErrorKind::FileTooLarge, too_large));
    }
    Ok(bytes)
}

/// Opens the regular file at `path` to be read, refused if it is anything
/// else (a pipe or a device would block or never end) or larger than `max`
/// bytes, with `too_large` as the reason then. The type is checked before
/// the file is opened, so a named pipe is never opened.
pub fn open_regular(path: &Path, max: u64, too_large: &'static str) -> io::Result<std::fs::File> {
    let meta = std::fs::metadata(path)?;
    if !meta.is_file() {
        return Err(not_a_file(&meta));
    }
    if meta.len() > max {
        return Err(refusal(io::ErrorKind::FileTooLarge, too_large));
    }
    std::fs::File::open(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header_of(text: &str) -> Result<Header, LineError> {
        super::header_of(text.as_bytes())
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
    fn a_save_is_written_only_if_it_can_be_read_back() {
        let limit = MAX_SAVE_BYTES as usize;
        assert!(within_save_limit("x".repeat(limit), 1).is_ok());
        let err = within_save_limit("x".repeat(limit + 1), 1_900_000).unwrap_err();
        assert_eq!(
            err.to_string(),
            "the game is too long to save: its 1900000 moves make a file larger than 16 MiB, the most a saved game may be"
        );
        // The reader takes exactly what the writer allows.
        let dir = std::env::temp_dir().join(format!("patience-limit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("full.txt");
        std::fs::write(&path, "#".repeat(limit)).unwrap();
        assert!(read_bounded(&path).is_ok());
        std::fs::write(&path, "#".repeat(limit + 1)).unwrap();
        assert!(read_bounded(&path).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn saving_onto_a_device_is_refused_and_leaves_the_device_alone() {
        let err = write_atomically(Path::new("/dev/full"), "game elevens\n").unwrap_err();
        assert_eq!(err.to_string(), "it is a device, not a regular file");
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
            LoadError::Io(err) => write!(f, "{}.", crate::text::reason::io_reason(err)),
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
        let game = session.rules().game;
        let command = match parse(line).map_err(|e| err(e.sentence_in(game)))? {
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
    let rules = header.rules_or_line_error(game)?;
    let mut session = Session::new(rules, deal);
    header.identify(&mut session);
    Ok(session)
}

/// Loads the saved game at `path`.
/// The file must be a regular file of at most [`MAX_SAVE_BYTES`].
pub fn load(path: &Path) -> Result<Session, LoadError> {
    let bytes = read_bounded(path).map_err(LoadError::Io)?;
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
                "There is no command \"frobnicate\"",
            ),
            ("seed 42\nremove 1 2\n", 2, "does not say which game"),
            ("game elevens\nremove 1 2\n", 2, "does not give the deal"),
            ("game elevens\nseed 42\nnew 3\n", 3, "cannot be replayed"),
            (
                "game elevens\nvariant pairs\nseed 1\n",
                2,
                "pairs variant is for suit-elevens",
            ),
            (
                "game elevens\nseed 42\n\u{FFFD}\n",
                3,
                "There is no command",
            ),
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
