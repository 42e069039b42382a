//! Where typed lines come from: the [`LineSource`] trait, and plain lines
//! from a pipe, a file or a script (the terminal's line editor is in
//! `terminal.rs`).

use crate::savefile::{read_header_line, Header, HeaderLine, LineError, LoadError};
use std::io::{self, BufRead, Read as _};

/// One read from a line source.
#[derive(Debug, PartialEq, Eq)]
pub enum Read {
    /// A line, without its line ending.
    Line(String),
    /// A line that was not valid UTF-8, with its 1-based line number.
    BadLine(usize),
    /// A line longer than [`MAX_LINE_BYTES`], with its 1-based line number
    /// (none for a line typed at the terminal, which is in view); it was
    /// read past and dropped without being kept.
    LongLine(Option<usize>),
    /// Ctrl-C at the prompt: the line is dropped, the game goes on.
    Interrupted,
    /// End of input (or Ctrl-D).
    End,
}

/// The longest line read from a pipe, a file or a script, in bytes. A
/// command or a `deck` line of 52 cards is a few hundred bytes; a longer line
/// is skipped in constant memory, so endless input without a line break
/// never fills memory.
pub const MAX_LINE_BYTES: usize = 4096;

impl Read {
    /// The sentence for a line that was skipped, or `None` for any other read.
    pub fn skipped_sentence(&self) -> Option<String> {
        match self {
            Read::BadLine(number) => Some(format!(
                "Line {number} is not valid UTF-8 text and was skipped."
            )),
            Read::LongLine(Some(number)) => Some(format!(
                "Line {number} is longer than {MAX_LINE_BYTES} bytes and was skipped."
            )),
            Read::LongLine(None) => Some(format!(
                "That line is longer than {MAX_LINE_BYTES} bytes and was skipped."
            )),
            Read::Line(_) | Read::Interrupted | Read::End => None,
        }
    }
}

/// Where typed lines come from.
pub trait LineSource {
    /// Reads the next line, showing `prompt` if the source is interactive.
    fn read(&mut self, prompt: &str) -> io::Result<Read>;

    /// True if lines should be echoed after the prompt so that the output
    /// reads as a transcript (everything but a terminal).
    fn echoes(&self) -> bool;

    /// The 1-based number of the line last read, for a source that is a
    /// script or a pipe; `None` for a terminal, where the line is in view.
    fn line_number(&self) -> Option<usize> {
        None
    }

    /// Offers what Tab may complete to: the commands of `game` and the card
    /// codes showing; sources without completion ignore them.
    fn offer(&mut self, game: crate::games::GameId, cards: Vec<String>) {
        let _ = (game, cards);
    }

    /// A one-line warning about opening the source (a terminal whose
    /// history file was refused), given once; said before the first prompt.
    fn warning(&mut self) -> Option<String> {
        None
    }

    /// Finishes with the source (a terminal saves its history here); returns
    /// what could not be saved, if anything.
    fn close(&mut self) -> Option<Unsaved> {
        None
    }
}

/// A file a line source could not write when it was closed (the
/// terminal's history): what it holds, where it is, and why it failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsaved {
    /// What was not saved, as words after "could not save".
    pub what: &'static str,
    /// The file, escaped for printing.
    pub file: String,
    /// Why, as `text::reason::io_reason` says it.
    pub reason: String,
}

impl Unsaved {
    /// The one-line warning. With `reason_said` (another file of the data
    /// directory failed for the same reason, and that was said) the
    /// reason is not said again.
    pub fn sentence(&self, reason_said: bool) -> String {
        if reason_said {
            format!(
                "Warning: could not save {} to {}, for the same reason.",
                self.what, self.file
            )
        } else {
            format!(
                "Warning: could not save {} to {}: {}.",
                self.what, self.file, self.reason
            )
        }
    }
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
                Read::LongLine(line) => {
                    return Err(LoadError::Line(LineError {
                        line: line.unwrap_or(self.line_number),
                        reason: format!("the line is longer than {MAX_LINE_BYTES} bytes."),
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

impl<R: BufRead> PlainLines<R> {
    /// Reads past the rest of the current line, keeping none of it.
    fn skip_rest_of_line(&mut self) -> io::Result<()> {
        loop {
            let buffer = self.reader.fill_buf()?;
            if buffer.is_empty() {
                return Ok(());
            }
            match buffer.iter().position(|b| *b == b'\n') {
                Some(end) => {
                    self.reader.consume(end + 1);
                    return Ok(());
                }
                None => {
                    let all = buffer.len();
                    self.reader.consume(all);
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
        let limit = MAX_LINE_BYTES as u64 + 1;
        if (&mut self.reader)
            .take(limit)
            .read_until(b'\n', &mut self.buffer)?
            == 0
        {
            return Ok(Read::End);
        }
        self.line_number += 1;
        if self.buffer.len() > MAX_LINE_BYTES && self.buffer.last() != Some(&b'\n') {
            self.skip_rest_of_line()?;
            return Ok(Read::LongLine(Some(self.line_number)));
        }
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

    fn line_number(&self) -> Option<usize> {
        Some(self.line_number)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of a script is read, the last too when no line break
    /// ends it: a file cut short, or written without a final newline.
    #[test]
    fn an_unterminated_last_line_is_read_as_a_line() {
        let mut lines = PlainLines::new(io::Cursor::new(b"first\r\nlast".to_vec()));
        for expected in ["first", "last"] {
            match lines.read("").unwrap() {
                Read::Line(line) => assert_eq!(line, expected),
                _ => panic!("{expected} was not read as a line"),
            }
        }
        assert!(matches!(lines.read("").unwrap(), Read::End));
        assert_eq!(lines.line_number(), Some(2));
    }
}
