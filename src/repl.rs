//! The read-eval-print loop: where lines come from (rustyline on a terminal,
//! plain lines from a pipe or script), and the loop that hands each line to
//! the parser and the session and prints what the renderer makes of it.
//! The loop knows no game's rules.

use crate::deal::Deal;
use crate::games::Game;
use crate::message::join_with_and;
use crate::record;
use crate::savefile::{self, read_header_line, Header, HeaderLine, LineError, LoadError};
use crate::session::{action_command, move_command, Action, Change, Session};
use crate::signals::PendingRecord;
use crate::text::help;
use crate::text::parse::{parse, Command};
use crate::text::render::{self, Style};
use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};

/// The seed of the stock orders a hint samples. Fixed, so the same visible
/// position always gets the same hint, whatever the stock's real order.
const HINT_SEED: u64 = 0x05EE_D0F4_1417;

/// Exit status for a rejected command under `--strict`.
pub const EXIT_REJECTED: i32 = 65;

/// One read from a line source.
#[derive(Debug, PartialEq, Eq)]
pub enum Read {
    /// A line, without its line ending.
    Line(String),
    /// A line that was not valid UTF-8, with its 1-based line number.
    BadLine(usize),
    /// Ctrl-C at the prompt: the line is dropped, the game goes on.
    Interrupted,
    /// End of input (or Ctrl-D).
    End,
}

/// Where typed lines come from.
pub trait LineSource {
    /// Reads the next line, showing `prompt` if the source is interactive.
    fn read(&mut self, prompt: &str) -> io::Result<Read>;

    /// True if lines should be echoed after the prompt so that the output
    /// reads as a transcript (everything but a terminal).
    fn echoes(&self) -> bool;
}

/// Plain lines from a pipe, a file or a script: no line editor, no escape
/// codes. Accepts CRLF endings and a UTF-8 byte-order mark.
pub struct PlainLines<R> {
    reader: R,
    line_number: usize,
    buffer: Vec<u8>,
    pending: Option<String>,
}

impl<R: BufRead> PlainLines<R> {
    /// Reads lines from `reader`.
    pub fn new(reader: R) -> PlainLines<R> {
        PlainLines {
            reader,
            line_number: 0,
            buffer: Vec::new(),
            pending: None,
        }
    }

    /// Reads a saved game's header lines (`game`, `variant`, `seed`, `deck`,
    /// with comments and blank lines) up to the first command, which is kept
    /// to be read next. A script without a header gives an empty header.
    pub fn read_header(&mut self) -> Result<Header, LoadError> {
        let mut header = Header::default();
        loop {
            let line = match self.read("").map_err(LoadError::Io)? {
                Read::Line(line) => line,
                Read::BadLine(line) => {
                    return Err(LoadError::Line(LineError {
                        line,
                        reason: "the line is not valid UTF-8 text.".to_string(),
                    }))
                }
                Read::Interrupted | Read::End => return Ok(header),
            };
            match read_header_line(&mut header, &line, self.line_number).map_err(LoadError::Line)? {
                HeaderLine::Skip | HeaderLine::Header => {}
                HeaderLine::Command => {
                    self.pending = Some(line);
                    return Ok(header);
                }
            }
        }
    }
}

impl<R: BufRead> LineSource for PlainLines<R> {
    fn read(&mut self, _prompt: &str) -> io::Result<Read> {
        if let Some(line) = self.pending.take() {
            return Ok(Read::Line(line));
        }
        self.buffer.clear();
        if self.reader.read_until(b'\n', &mut self.buffer)? == 0 {
            return Ok(Read::End);
        }
        self.line_number += 1;
        let mut bytes = self.buffer.as_slice();
        if self.line_number == 1 {
            bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
        }
        bytes = bytes.strip_suffix(b"\n").unwrap_or(bytes);
        bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
        match std::str::from_utf8(bytes) {
            Ok(line) => Ok(Read::Line(line.to_string())),
            Err(_) => Ok(Read::BadLine(self.line_number)),
        }
    }

    fn echoes(&self) -> bool {
        true
    }
}

/// A terminal: rustyline with a prompt, line editing and history.
pub struct Terminal {
    editor: rustyline::DefaultEditor,
}

impl Terminal {
    /// A line editor on the terminal.
    pub fn new() -> io::Result<Terminal> {
        let editor = rustyline::DefaultEditor::new().map_err(io::Error::other)?;
        Ok(Terminal { editor })
    }
}

impl LineSource for Terminal {
    fn read(&mut self, prompt: &str) -> io::Result<Read> {
        match self.editor.readline(prompt) {
            Ok(line) => {
                if !line.trim().is_empty() {
                    let _ = self.editor.add_history_entry(line.as_str());
                }
                Ok(Read::Line(line))
            }
            Err(rustyline::error::ReadlineError::Interrupted) => Ok(Read::Interrupted),
            Err(rustyline::error::ReadlineError::Eof) => Ok(Read::End),
            Err(rustyline::error::ReadlineError::Io(err)) => Err(err),
            Err(other) => Err(io::Error::other(other)),
        }
    }

    fn echoes(&self) -> bool {
        false
    }
}

/// Where output goes: lines to stdout, rejections and errors to stderr.
pub struct Output<'a> {
    out: &'a mut dyn Write,
    err: &'a mut dyn Write,
}

impl<'a> Output<'a> {
    /// Output to these two streams.
    pub fn new(out: &'a mut dyn Write, err: &'a mut dyn Write) -> Output<'a> {
        Output { out, err }
    }

    /// Prints one line on stdout.
    pub fn line(&mut self, text: &str) -> io::Result<()> {
        writeln!(self.out, "{text}")
    }

    /// Prints several lines on stdout.
    pub fn lines(&mut self, lines: &[String]) -> io::Result<()> {
        lines.iter().try_for_each(|l| self.line(l))
    }

    /// Prints a sentence on stderr, after flushing stdout so that the two
    /// streams interleave in order.
    pub fn error(&mut self, text: &str) -> io::Result<()> {
        self.out.flush()?;
        writeln!(self.err, "{text}")?;
        self.err.flush()
    }

    /// Flushes stdout.
    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// What the loop does after a line.
#[derive(Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// Stop with this exit status.
    Exit(i32),
}

/// Settings of the player that do not change the game.
#[derive(Clone, Debug, Default)]
pub struct PlayerOptions {
    /// Stop at the first rejected or unknown command with [`EXIT_REJECTED`].
    pub strict: bool,
    /// How cards and places are printed.
    pub style: Style,
    /// The record file to append finished and abandoned games to; `None`
    /// with `--no-record` or when there is no data directory.
    pub record: Option<PathBuf>,
    /// Where the record of the game in progress waits, for the signal
    /// handler to append on a hang-up.
    pub pending: PendingRecord,
}

/// A game at the prompt: the session plus how to talk about it.
pub struct Player {
    session: Session,
    options: PlayerOptions,
    saved: bool,
}

impl Player {
    /// A player for `session`.
    pub fn new(session: Session, options: PlayerOptions) -> Player {
        Player {
            session,
            options,
            saved: false,
        }
    }

    /// The slot the signal handler records from.
    pub fn pending_record(&self) -> PendingRecord {
        self.options.pending.clone()
    }

    /// The game in progress.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Prints the deal sentence and the board (and the ending, if the deal
    /// itself leaves no move).
    pub fn announce_deal(&self, out: &mut Output) -> io::Result<()> {
        out.line(&render::deal_sentence(&self.session, &self.options.style))?;
        self.print_position(out)
    }

    /// Prints the sentence for a resumed saved game and the board.
    pub fn announce_resume(&self, name: &str, out: &mut Output) -> io::Result<()> {
        let moves = self.session.moves().len();
        out.line(&format!(
            "Resumed {name}: {} after {moves} {}.",
            render::title(&self.session),
            if moves == 1 { "move" } else { "moves" }
        ))?;
        self.print_position(out)
    }

    /// Prints the board, then the ending if the game is over.
    fn print_position(&self, out: &mut Output) -> io::Result<()> {
        self.print_board(out)?;
        if let Some(ending) = render::ending(self.session.game(), &self.options.style) {
            out.line(&ending)?;
        }
        Ok(())
    }

    fn print_board(&self, out: &mut Output) -> io::Result<()> {
        out.lines(&render::board_lines(
            &self.session.game().board(),
            &self.options.style,
        ))
    }

    fn reject(&self, out: &mut Output, sentence: &str) -> io::Result<Flow> {
        out.error(sentence)?;
        Ok(if self.options.strict {
            Flow::Exit(EXIT_REJECTED)
        } else {
            Flow::Continue
        })
    }

    /// What would be recorded if the game were left now: nothing if
    /// recording is off, nothing happened, or the game was just saved.
    fn record_if_left(&self) -> Option<(PathBuf, record::Record)> {
        let path = self.options.record.as_ref()?;
        (self.session.touched() && !self.saved)
            .then(|| (path.clone(), record::Record::of(&self.session)))
    }

    /// Updates the record the signal handler would append on a hang-up.
    fn update_pending(&self) {
        self.options.pending.set(self.record_if_left());
    }

    /// Records the game being left (finished or abandoned), unless nothing
    /// happened in it, it was just saved, or recording is off. A failure to
    /// record is a warning, never fatal.
    pub fn finish(&mut self, out: &mut Output) -> io::Result<()> {
        self.update_pending();
        if let Some((path, Err(err))) = self.options.pending.flush() {
            out.error(&format!(
                "Could not record the game in {}: {err}.",
                path.display()
            ))?;
        }
        self.saved = true;
        Ok(())
    }

    /// Leaves the current game (recording it) for `session`.
    fn switch_to(&mut self, session: Session, out: &mut Output) -> io::Result<()> {
        self.finish(out)?;
        self.session = session;
        self.saved = false;
        self.update_pending();
        Ok(())
    }

    fn print_change(&self, change: &Change, out: &mut Output) -> io::Result<()> {
        let style = &self.options.style;
        let commands = |actions: &[Action]| {
            let names: Vec<String> = actions.iter().map(action_command).collect();
            join_with_and(&names)
        };
        match change {
            Change::Moved(event) => {
                out.line(&render::move_sentence(self.session.game(), event, style))?
            }
            Change::Undone(actions) => out.line(&format!("Took back {}.", commands(actions)))?,
            Change::Redone(actions) => out.line(&format!("Played again {}.", commands(actions)))?,
            Change::Restarted => out.line("Back to the deal; undo takes the restart back.")?,
        }
        self.print_position(out)
    }

    /// Handles one typed line.
    pub fn handle_line(&mut self, line: &str, out: &mut Output) -> io::Result<Flow> {
        let command = match parse(line) {
            Ok(None) => return Ok(Flow::Continue),
            Ok(Some(command)) => command,
            Err(err) => return self.reject(out, &err.to_string()),
        };
        let style = self.options.style;
        if let Some(result) = self.session.apply_command(&command) {
            return match result {
                Ok(change) => {
                    self.saved = false;
                    // Before anything is printed: a hang-up from now on
                    // records the game as it now stands.
                    self.update_pending();
                    self.print_change(&change, out)?;
                    Ok(Flow::Continue)
                }
                Err(err) => self.reject(out, &style.message(&err.0)),
            };
        }
        match command {
            Command::Show => self.print_board(out)?,
            Command::Status => out.line(&render::status_line(&self.session))?,
            Command::Help(None) => out.line(help::OVERVIEW)?,
            Command::Help(Some(topic)) => match help::command_help(&topic) {
                Some(text) => out.line(text)?,
                None => {
                    let shown: String = topic.chars().take(40).collect();
                    return self.reject(
                        out,
                        &format!("There is no command \"{shown}\"; type help for the list."),
                    );
                }
            },
            Command::Rules => out.line(help::rules_text(self.session.rules().game))?,
            Command::New(seed) => {
                let seed = seed.unwrap_or_else(random_seed);
                let session = Session::new(self.session.rules(), Deal::from_seed(seed));
                self.switch_to(session, out)?;
                self.announce_deal(out)?;
            }
            Command::Moves => {
                let moves = self.session.moves();
                if moves.is_empty() {
                    out.line("No moves yet.")?;
                } else {
                    let count = moves.len();
                    out.line(&format!(
                        "{count} {} since the deal:",
                        if count == 1 { "move" } else { "moves" }
                    ))?;
                    for mv in moves {
                        out.line(&move_command(mv))?;
                    }
                }
            }
            Command::Save(name) => {
                let path = Path::new(&name);
                match savefile::save(&self.session, path) {
                    Ok(()) => {
                        self.saved = true;
                        let count = self.session.moves().len();
                        out.line(&format!(
                            "Saved the game to {name} ({count} {}).",
                            if count == 1 { "move" } else { "moves" }
                        ))?;
                    }
                    Err(err) => {
                        return self.reject(
                            out,
                            &format!("Could not save to {name}: {err}. The game goes on."),
                        )
                    }
                }
            }
            Command::Load(name) => match savefile::load(Path::new(&name)) {
                Ok(session) => {
                    self.switch_to(session, out)?;
                    self.announce_resume(&name, out)?;
                }
                Err(err) => {
                    return self.reject(
                        out,
                        &format!("Could not load {name}: {err} The game in progress goes on."),
                    )
                }
            },
            Command::Stats => self.print_stats(out)?,
            Command::Hint => {
                self.session.count_hint();
                let hint = crate::solver::hint::hint(self.session.game(), HINT_SEED);
                out.line(&render::hint_sentence(self.session.rules().game, &hint))?;
            }
            Command::Quit => return Ok(Flow::Exit(0)),
            Command::Remove(_)
            | Command::Move { .. }
            | Command::Bare(_)
            | Command::Undo(_)
            | Command::Redo(_)
            | Command::Restart => unreachable!("the session handles state changes"),
        }
        Ok(Flow::Continue)
    }

    fn print_stats(&self, out: &mut Output) -> io::Result<()> {
        let rules = self.session.rules();
        let label = record::label(rules.game, &rules.variant_name());
        match &self.options.record {
            None => out.line("The record of games is off.")?,
            Some(path) => match record::read(path) {
                Ok((records, warnings)) => {
                    for warning in warnings {
                        out.error(&warning)?;
                    }
                    let stats = record::stats(&records)
                        .remove(&(rules.game, rules.variant_name()))
                        .unwrap_or_default();
                    out.line(&format!("{label}: {}", stats.sentence()))?;
                }
                Err(err) => out.error(&format!(
                    "Could not read the record {}: {err}.",
                    path.display()
                ))?,
            },
        }
        let s = &self.session;
        out.line(&format!(
            "This game: {} made, {} taken back, {} asked for.",
            plural(s.moves().len(), "move"),
            plural(s.undo_count(), "move"),
            plural(s.hint_count(), "hint"),
        ))
    }

    /// Reads and handles lines until `quit` or the end of input; returns the
    /// exit status.
    pub fn run(&mut self, source: &mut dyn LineSource, out: &mut Output) -> io::Result<i32> {
        let prompt = "> ";
        self.update_pending();
        loop {
            out.flush()?;
            let line = match source.read(prompt)? {
                Read::Line(line) => line,
                Read::BadLine(number) => {
                    let flow = self.reject(
                        out,
                        &format!("Line {number} is not valid UTF-8 text and was skipped."),
                    )?;
                    if let Flow::Exit(code) = flow {
                        return Ok(code);
                    }
                    continue;
                }
                Read::Interrupted => continue,
                Read::End => {
                    self.finish(out)?;
                    return Ok(0);
                }
            };
            if source.echoes() && !line.trim().is_empty() {
                out.line(&format!("{prompt}{line}"))?;
            }
            if let Flow::Exit(code) = self.handle_line(&line, out)? {
                self.finish(out)?;
                out.flush()?;
                return Ok(code);
            }
            self.update_pending();
        }
    }
}

fn plural(n: usize, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

/// A fresh seed for a deal the player did not choose: 1 to 999,999,999, so
/// that it is short enough to read aloud and type again.
pub fn random_seed() -> u64 {
    rand::random_range(1..1_000_000_000)
}
