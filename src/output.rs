//! Where output goes: lines to stdout and sentences to stderr, each kept
//! within the screen width.

use crate::text::width::{fit, MAX_WIDTH};
use std::io::{self, Write};

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

    /// Prints one line on stdout, broken into several if it is wider than
    /// [`MAX_WIDTH`].
    pub fn line(&mut self, text: &str) -> io::Result<()> {
        for line in text.split('\n').flat_map(|l| fit(l, MAX_WIDTH)) {
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
        for line in text.split('\n').flat_map(|l| fit(l, MAX_WIDTH)) {
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
