//! The interactive terminal: rustyline with Tab completion of command words
//! and the card codes showing, history kept in the data directory across
//! sessions, and inline hints only where they cannot confuse (see
//! [`TerminalOptions`]). Lines typed ahead while the program was busy are
//! kept, and a paste of several lines runs them one by one, in order. Also
//! the plain prompt used on a `TERM=dumb` terminal.
//!
//! What the editor holds is untrusted text as much as a file is: the
//! history file is checked before it is read (a regular file, at most
//! [`MAX_HISTORY_BYTES`]) and its lines cleaned of control characters; keys
//! that would type a control character are ignored, a paste's control
//! characters are never drawn and are dropped from the line; and a line
//! stops taking keys at [`MAX_LINE_BYTES`], the bound a piped line has,
//! and is then skipped, so a huge paste costs no more than one long line.

use crate::games::GameId;
use crate::input::{LineSource, PlainLines, Read, Unsaved, MAX_LINE_BYTES};
use crate::text::colour;
use crate::text::commands::{commands_of, find, Completes};
use crate::text::escape;
use crate::text::reason::io_reason;
use rustyline::completion::Completer;
use rustyline::config::ColorMode;
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::{Hinter, HistoryHinter};
use rustyline::history::{DefaultHistory, History};
use rustyline::validate::Validator;
use rustyline::{
    Cmd, CompletionType, ConditionalEventHandler, Config, Context, Editor, Event, EventContext,
    EventHandler, GraphemeClusterMode, Helper, KeyCode, KeyEvent, Modifiers, RepeatCount,
};
use std::borrow::Cow;
use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// The name of the history file in the data directory.
pub const HISTORY_FILE: &str = "history";

/// How many lines of history are kept.
const HISTORY_SIZE: usize = 1000;

/// The largest history file read: 8 MiB. The most the editor writes is
/// [`HISTORY_SIZE`] lines of at most [`MAX_LINE_BYTES`], each byte of which
/// may be written as two (a backslash is doubled), so its own file is
/// never refused.
pub const MAX_HISTORY_BYTES: u64 = 8 << 20;

const _: () = assert!(HISTORY_SIZE * (2 * MAX_LINE_BYTES + 1) + 4 <= MAX_HISTORY_BYTES as usize);

/// True for a character the editor never holds: the control characters,
/// escapes and invisible controls that [`escape`] shows escaped.
fn is_control(c: char) -> bool {
    escape::needs_escape(c)
}

/// `line` as the editor may hold it: a tab becomes a space (it separates
/// words, as a space does) and every other control character is dropped.
fn cleaned(line: &str) -> Cow<'_, str> {
    if !line.chars().any(is_control) {
        return Cow::Borrowed(line);
    }
    Cow::Owned(
        line.chars()
            .filter_map(|c| match c {
                '\t' => Some(' '),
                c if is_control(c) => None,
                c => Some(c),
            })
            .collect(),
    )
}

/// What the editor draws for `line`, which a paste may have filled with
/// control characters: the line breaks and tabs the editor lays out
/// itself, the line and paragraph separators as a space (the editor gives
/// them a column), and no other control character, each of which the
/// editor gives no column. The widths agree with the editor's layout
/// because it measures each character by itself
/// ([`GraphemeClusterMode::WcWidth`]).
fn drawn(line: &str) -> Cow<'_, str> {
    let hidden = |c: char| is_control(c) && c != '\n' && c != '\t';
    if !line.chars().any(hidden) {
        return Cow::Borrowed(line);
    }
    Cow::Owned(
        line.chars()
            .filter_map(|c| match c {
                '\u{2028}' | '\u{2029}' => Some(' '),
                c if hidden(c) => None,
                c => Some(c),
            })
            .collect(),
    )
}

/// The keys the editor takes, checked before it acts on them: a key that
/// would type a control character is ignored, and so is quoted insert
/// (Ctrl-V, Ctrl-Q), which would type one raw; a character that would make
/// the line longer than [`MAX_LINE_BYTES`] is ignored and the line marked
/// `cut_off`, to be skipped when it is entered.
struct KeyFilter {
    cut_off: Arc<AtomicBool>,
}

impl ConditionalEventHandler for KeyFilter {
    fn handle(
        &self,
        event: &Event,
        count: RepeatCount,
        _positive: bool,
        context: &EventContext<'_>,
    ) -> Option<Cmd> {
        let KeyEvent(code, modifiers) = *event.get(0)?;
        match code {
            KeyCode::Char('V' | 'Q') if modifiers == Modifiers::CTRL => Some(Cmd::Noop),
            KeyCode::Char(c) if modifiers.difference(Modifiers::SHIFT).is_empty() => {
                let added = c.len_utf8() * usize::from(count.max(1));
                if is_control(c) {
                    Some(Cmd::Noop)
                } else if context.line().len() + added > MAX_LINE_BYTES {
                    self.cut_off.store(true, Ordering::Relaxed);
                    Some(Cmd::Noop)
                } else {
                    None
                }
            }
            _ => None,
        }
    }
}

/// Splits a line into words the way the parser does (spaces and commas).
fn is_separator(c: char) -> bool {
    c.is_whitespace() || c == ','
}

/// What Tab offers at `pos` in `line` while `game` is played: the byte
/// where the word being typed starts, and the words it may become. The
/// first word completes to a command of the game (or a card, for a bare
/// move); after `help` a command; after `show` a part the game has; after
/// `words` on or off; after `verbosity` a level; and anywhere else one of
/// `cards`, the codes showing on the board.
pub fn completions(line: &str, pos: usize, game: GameId, cards: &[String]) -> (usize, Vec<String>) {
    let before = &line[..pos];
    let start = before.rfind(is_separator).map_or(0, |i| i + 1);
    let typed = before[start..].to_ascii_lowercase();
    let earlier: Vec<&str> = before[..start]
        .split(is_separator)
        .filter(|w| !w.is_empty())
        .collect();
    let commands = || commands_of(game).map(String::from);
    let fixed = |words: Vec<&str>| words.into_iter().map(String::from).collect::<Vec<_>>();
    let Some(first) = earlier.first() else {
        let options: Vec<String> = commands().chain(cards.iter().cloned()).collect();
        return (start, matching(options, &typed));
    };
    let completes = find(first).map_or(Completes::Cards, |spec| spec.completes);
    let options: Vec<String> = match completes {
        Completes::Commands => commands().collect(),
        Completes::FirstArgument(words) if earlier.len() == 1 => fixed(words(game)),
        Completes::Words(words) => fixed(words(game)),
        Completes::FirstArgument(_) | Completes::Cards => cards.to_vec(),
    };
    (start, matching(options, &typed))
}

/// Those of `options` that start with `typed` (any case).
fn matching(options: Vec<String>, typed: &str) -> Vec<String> {
    options
        .into_iter()
        .filter(|o| o.to_ascii_lowercase().starts_with(typed))
        .collect()
}

/// What the terminal may show beyond the prompt and the typed line.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct TerminalOptions {
    /// Show the rest of a matching history line, dimmed, after the cursor.
    /// Only with colour (an undimmed hint looks like typed text) and never
    /// in accessible mode (a screen reader would read it as typed).
    pub hints: bool,
    /// List what Tab offers one item a line, as accessible mode says
    /// everything, rather than in a grid of columns.
    pub one_a_line: bool,
}

/// One thing Tab offers: what is put in the line, and how it is listed.
/// Listed one a line, an offer takes nearly the screen's width (its text,
/// then spaces), so the line editor's grid has room for one column only.
pub struct Offer {
    replacement: String,
    display: String,
}

impl rustyline::completion::Candidate for Offer {
    fn display(&self) -> &str {
        &self.display
    }

    fn replacement(&self) -> &str {
        &self.replacement
    }
}

/// `words` as offers, listed one a line on a screen `columns` wide when
/// `one_a_line`, else as they are.
fn offers(words: Vec<String>, one_a_line: bool, columns: usize) -> Vec<Offer> {
    words
        .into_iter()
        .map(|word| {
            // The grid leaves two columns between items: an item two short
            // of the width leaves room for one a line.
            let width = columns.saturating_sub(2);
            let display = if one_a_line && word.chars().count() < width {
                format!("{word:width$}")
            } else {
                word.clone()
            };
            Offer {
                replacement: word,
                display,
            }
        })
        .collect()
}

/// The rustyline helper: completion, and hints when allowed.
struct PatienceHelper {
    game: Option<GameId>,
    cards: Vec<String>,
    hinter: Option<HistoryHinter>,
    one_a_line: bool,
}

impl Completer for PatienceHelper {
    type Candidate = Offer;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Offer>)> {
        let (start, words) = match self.game {
            Some(game) => completions(line, pos, game, &self.cards),
            None => (pos, Vec::new()),
        };
        let columns = terminal_size::terminal_size().map_or(80, |(w, _)| usize::from(w.0));
        Ok((start, offers(words, self.one_a_line, columns)))
    }
}

impl Hinter for PatienceHelper {
    type Hint = String;

    fn hint(&self, line: &str, pos: usize, ctx: &Context<'_>) -> Option<String> {
        self.hinter.as_ref()?.hint(line, pos, ctx)
    }
}

impl Highlighter for PatienceHelper {
    fn highlight<'l>(&self, line: &'l str, _pos: usize) -> Cow<'l, str> {
        drawn(line)
    }

    fn highlight_hint<'h>(&self, hint: &'h str) -> Cow<'h, str> {
        Cow::Owned(colour::dim(hint))
    }
}

impl Validator for PatienceHelper {}

impl Helper for PatienceHelper {}

/// A terminal: rustyline with a prompt, line editing, completion and history.
pub struct Terminal {
    editor: Editor<PatienceHelper, DefaultHistory>,
    history: Option<PathBuf>,
    /// Why the history file was not read, until it is said.
    history_refused: Option<String>,
    /// The lines after the first of a multi-line paste, still to be read.
    pasted: VecDeque<Read>,
    /// How many lines this session added to the history (the last of the
    /// editor's): only these are added to the file on leaving.
    added: usize,
    /// Set when a key was ignored because the line was full.
    cut_off: Arc<AtomicBool>,
}

impl Terminal {
    /// A line editor on the terminal, with history loaded from (and later
    /// saved to) `history` if given. A history file that is not a regular
    /// file or is larger than [`MAX_HISTORY_BYTES`] is not read, nor written
    /// over: play goes on without history, and [`LineSource::warning`] says
    /// so once. A history file that cannot be read is treated as empty.
    pub fn new(options: TerminalOptions, history: Option<PathBuf>) -> io::Result<Terminal> {
        let config = Config::builder()
            .completion_type(CompletionType::List)
            .max_history_size(HISTORY_SIZE)
            .map_err(io::Error::other)?
            .auto_add_history(false)
            // The helper decides what is drawn (and colours only hints,
            // which it gives only with colour on), so it is always used...
            .color_mode(ColorMode::Forced)
            // ...and measures characters as the editor's layout does.
            .grapheme_cluster_mode(GraphemeClusterMode::WcWidth)
            .build();
        debug_assert_eq!(
            config.max_history_size(),
            history_config().max_history_size()
        );
        let mut editor = Editor::with_config(config).map_err(io::Error::other)?;
        editor.set_helper(Some(PatienceHelper {
            game: None,
            cards: Vec::new(),
            hinter: options.hints.then(HistoryHinter::new),
            one_a_line: options.one_a_line,
        }));
        let cut_off = Arc::new(AtomicBool::new(false));
        editor.bind_sequence(
            Event::Any,
            EventHandler::Conditional(Box::new(KeyFilter {
                cut_off: cut_off.clone(),
            })),
        );
        let mut history_refused = None;
        let history = history.filter(|path| match load_history(path) {
            Ok(lines) => {
                for line in lines {
                    let _ = editor.add_history_entry(line);
                }
                true
            }
            Err(refused) => {
                history_refused = Some(format!(
                    "Warning: the command history {} was not read: {refused}; playing on without history.",
                    escape::path(path)
                ));
                false
            }
        });
        crate::terminal_state::remember();
        Ok(Terminal {
            editor,
            history,
            history_refused,
            pasted: VecDeque::new(),
            added: 0,
            cut_off,
        })
    }

    /// Keeps a line in the history, unless it is blank.
    fn remember_line(&mut self, line: &str) {
        if !line.trim().is_empty() && matches!(self.editor.add_history_entry(line), Ok(true)) {
            self.added += 1;
        }
    }

    /// The lines this session added to the history, oldest first.
    fn lines_added(&self) -> Vec<String> {
        let history = self.editor.history();
        let added = self.added.min(history.len());
        history
            .iter()
            .skip(history.len() - added)
            .cloned()
            .collect()
    }
}

/// The history file at `path` as the lines the editor may hold: each
/// cleaned of control characters, any line over [`MAX_LINE_BYTES`] left
/// out, at most [`HISTORY_SIZE`] (the last). An error says why the file is
/// refused unread: it is not a regular file (a device, a named pipe, a
/// directory), or it is larger than [`MAX_HISTORY_BYTES`]. A missing or
/// unreadable file is no history.
pub fn load_history(path: &Path) -> Result<Vec<String>, String> {
    match crate::savefile::open_regular(
        path,
        MAX_HISTORY_BYTES,
        "it is larger than 8 MiB, more than the history this program keeps",
    ) {
        Ok(_) => {}
        Err(err)
            if matches!(
                err.kind(),
                io::ErrorKind::InvalidInput | io::ErrorKind::FileTooLarge
            ) =>
        {
            return Err(io_reason(&err))
        }
        Err(_) => return Ok(Vec::new()),
    }
    let mut history = DefaultHistory::with_config(&history_config());
    // A line that is not UTF-8 ends the reading: the lines before it stay.
    let _ = history.load(path);
    Ok(history
        .iter()
        .map(|line| cleaned(line).into_owned())
        .filter(|line| !line.trim().is_empty() && line.len() <= MAX_LINE_BYTES)
        .collect())
}

/// How the editor keeps history: the last [`HISTORY_SIZE`] lines, added
/// by the program (not every line read).
fn history_config() -> Config {
    Config::builder()
        .max_history_size(HISTORY_SIZE)
        .expect("a history size above 0")
        .auto_add_history(false)
        .build()
}

/// A read line as what it holds: one line, or several when a paste of
/// several lines (bracketed paste keeps their line breaks) was entered;
/// each cleaned of control characters, and a line over [`MAX_LINE_BYTES`]
/// skipped.
fn pasted_lines(text: &str) -> VecDeque<Read> {
    text.split('\n')
        .map(|line| {
            let line = cleaned(line.trim_end_matches('\r'));
            if line.len() > MAX_LINE_BYTES {
                Read::LongLine(None)
            } else {
                Read::Line(line.into_owned())
            }
        })
        .collect()
}

impl LineSource for Terminal {
    fn read(&mut self, prompt: &str) -> io::Result<Read> {
        if let Some(read) = self.pasted.pop_front() {
            return Ok(read);
        }
        self.cut_off.store(false, Ordering::Relaxed);
        match self.editor.readline(prompt) {
            Ok(_) if self.cut_off.load(Ordering::Relaxed) => Ok(Read::LongLine(None)),
            Ok(text) => {
                let mut lines = pasted_lines(&text);
                for read in &lines {
                    if let Read::Line(line) = read {
                        let line = line.clone();
                        self.remember_line(&line);
                    }
                }
                let first = lines.pop_front().unwrap_or(Read::Line(String::new()));
                self.pasted = lines;
                Ok(first)
            }
            Err(ReadlineError::Interrupted) => Ok(Read::Interrupted),
            Err(ReadlineError::Eof) => Ok(Read::End),
            Err(ReadlineError::Io(err)) => Err(err),
            // Keep the error number: a hang-up is told by EIO.
            Err(ReadlineError::Errno(errno)) => Err(io::Error::from_raw_os_error(errno as i32)),
            Err(other) => Err(io::Error::other(other)),
        }
    }

    fn echoes(&self) -> bool {
        false
    }

    fn warning(&mut self) -> Option<String> {
        self.history_refused.take()
    }

    fn offer(&mut self, game: GameId, cards: Vec<String>) {
        if let Some(helper) = self.editor.helper_mut() {
            helper.game = Some(game);
            helper.cards = cards;
        }
    }

    fn close(&mut self) -> Option<Unsaved> {
        let path = self.history.as_ref()?;
        let saved = match path.parent() {
            Some(dir) => crate::data_dir::create(dir),
            None => Ok(()),
        }
        .and_then(|()| {
            crate::history_file::add_lines(
                path,
                &self.lines_added(),
                HISTORY_SIZE,
                MAX_HISTORY_BYTES,
                cleaned,
            )
        });
        saved.err().map(|err| Unsaved {
            what: "the command history",
            file: escape::path(path),
            reason: io_reason(&err),
        })
    }
}

/// A terminal that cannot be driven by a line editor (`TERM=dumb`): the
/// prompt is printed and plain lines are read, with the terminal's own echo.
pub struct PromptedLines<R> {
    lines: PlainLines<R>,
}

impl<R: BufRead> PromptedLines<R> {
    /// Reads lines from `reader`, prompting on stdout.
    pub fn new(reader: R) -> PromptedLines<R> {
        PromptedLines {
            lines: PlainLines::new(reader),
        }
    }
}

impl<R: BufRead> LineSource for PromptedLines<R> {
    fn read(&mut self, prompt: &str) -> io::Result<Read> {
        let mut out = io::stdout();
        out.write_all(prompt.as_bytes())?;
        out.flush()?;
        self.lines.read(prompt)
    }

    fn echoes(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards() -> Vec<String> {
        ["QH", "10D", "4C", "AH"].map(String::from).to_vec()
    }

    #[test]
    fn tab_completes_a_command_word() {
        assert_eq!(
            completions("sho", 3, GameId::Elevens, &cards()),
            (0, vec!["show".to_string()])
        );
        let (_, all) = completions("", 0, GameId::Elevens, &cards());
        assert!(all.contains(&"verbosity".to_string()) && all.contains(&"quit".to_string()));
    }

    #[test]
    fn tab_completes_the_card_codes_showing() {
        assert_eq!(
            completions("remove 10d a", 12, GameId::Elevens, &cards()),
            (11, vec!["AH".to_string()])
        );
        assert_eq!(
            completions("r 1", 3, GameId::Elevens, &cards()),
            (2, vec!["10D".to_string()])
        );
    }

    #[test]
    fn tab_completes_the_arguments_of_show_words_and_verbosity() {
        assert_eq!(
            completions("show st", 7, GameId::Elevens, &cards()).1,
            ["stock"]
        );
        assert_eq!(
            completions("words o", 7, GameId::Elevens, &cards()).1,
            ["on", "off"]
        );
        assert_eq!(
            completions("verbosity t", 11, GameId::Elevens, &cards()).1,
            ["terse"]
        );
        assert_eq!(
            completions("help ver", 8, GameId::Elevens, &cards()).1,
            ["verbosity"]
        );
    }

    #[test]
    fn tab_completes_why_and_hints_more() {
        assert_eq!(
            completions("hint m", 6, GameId::Pyramid, &cards()).1,
            ["more"]
        );
        assert_eq!(
            completions("wh", 2, GameId::Pyramid, &cards()).1,
            ["why", "where"]
        );
        assert_eq!(
            completions("help wh", 7, GameId::Pyramid, &cards()).1,
            ["why", "where"]
        );
    }

    #[test]
    fn tab_offers_only_the_commands_and_parts_of_the_game_played() {
        let show = |game| completions("show ", 5, game, &cards()).1;
        assert_eq!(show(GameId::Elevens), ["stock", "row"]);
        assert_eq!(show(GameId::SweetSixteen), ["stock", "row"]);
        assert_eq!(show(GameId::Eliminator), ["foundations"]);
        let first = |game| completions("", 0, game, &cards()).1;
        assert!(!first(GameId::Elevens).contains(&"move".to_string()));
        assert!(first(GameId::Elevens).contains(&"remove".to_string()));
        assert!(!first(GameId::Eliminator).contains(&"remove".to_string()));
        assert!(first(GameId::Eliminator).contains(&"move".to_string()));
    }

    #[test]
    fn tab_completes_an_aliass_arguments_as_its_commands() {
        for game in GameId::ALL {
            for spec in crate::text::commands::COMMANDS {
                let named = format!("{} ", spec.name);
                let expected = completions(&named, named.len(), game, &cards()).1;
                for alias in spec.aliases {
                    let line = format!("{} ", alias.to_uppercase());
                    let offered = completions(&line, line.len(), game, &cards()).1;
                    assert_eq!(offered, expected, "{game}: {alias}");
                }
            }
        }
        let help = completions("? ", 2, GameId::Eliminator, &cards()).1;
        assert!(help.contains(&"move".to_string()) && !help.contains(&"remove".to_string()));
    }
}
