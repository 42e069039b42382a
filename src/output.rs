//! Where output goes: lines to stdout and sentences to stderr, each kept
//! within the screen width.

use crate::text::width::{wrap_text, Screen, MAX_WIDTH};
use std::io::{self, Write};

/// Where output goes: lines to stdout, rejections and errors to stderr.
pub struct Output<'a> {
    out: &'a mut dyn Write,
    err: &'a mut dyn Write,
    screen: Screen,
}

impl<'a> Output<'a> {
    /// Output to these two streams, [`MAX_WIDTH`] columns wide.
    pub fn new(out: &'a mut dyn Write, err: &'a mut dyn Write) -> Output<'a> {
        Output {
            out,
            err,
            screen: Screen::Fixed(MAX_WIDTH),
        }
    }

    /// The same output, as wide as `screen` says.
    pub fn on(self, screen: Screen) -> Output<'a> {
        Output { screen, ..self }
    }

    /// The width lines are kept within, in columns.
    pub fn width(&self) -> usize {
        self.screen.width()
    }

    /// Prints one line on stdout, broken into several if it is wider than
    /// [`Output::width`].
    pub fn line(&mut self, text: &str) -> io::Result<()> {
        for line in wrap_text(text, self.width()) {
            writeln!(self.out, "{line}")?;
        }
        Ok(())
    }

    /// Prints several lines on stdout.
    pub fn lines(&mut self, lines: &[String]) -> io::Result<()> {
        lines.iter().try_for_each(|l| self.line(l))
    }

    /// Prints a sentence on stderr, after flushing stdout so that the two
    /// streams interleave in order.
    pub fn error(&mut self, text: &str) -> io::Result<()> {
        self.out.flush()?;
        for line in wrap_text(text, self.width()) {
            writeln!(self.err, "{line}")?;
        }
        self.err.flush()
    }

    /// Prints a warning on stderr as one line, unbroken even if wide,
    /// because it names a file path that would not survive being broken.
    pub fn warning(&mut self, text: &str) -> io::Result<()> {
        self.out.flush()?;
        writeln!(self.err, "{text}")?;
        self.err.flush()
    }

    /// Flushes stdout.
    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}
