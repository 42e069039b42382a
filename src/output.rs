//! Where output goes: lines to stdout and sentences to stderr, each kept
//! within the screen width. A closed stderr is never an error: what would
//! have gone there is dropped. A closed stdout ends the run (a closed pipe
//! is a normal end), unless the commands come from a script or a pipe:
//! then the rest of the output is dropped and the commands still run to the
//! end, so that the game and its record do not depend on whether someone
//! reads the output.

use crate::text::width::{wrap_text, Screen, MAX_WIDTH};
use std::io::{self, Write};

/// Where output goes: lines to stdout, rejections and errors to stderr.
pub struct Output<'a> {
    out: &'a mut dyn Write,
    err: &'a mut dyn Write,
    screen: Screen,
    /// A closed stdout is dropped rather than reported.
    out_may_close: bool,
    /// Stdout was found closed and is no longer written.
    out_closed: bool,
    /// Stderr was found closed and is no longer written.
    err_closed: bool,
    /// A write to stdout failed (a full disk, a terminal gone): the error
    /// that ends the run came from writing, not from reading commands.
    out_failed: bool,
}

impl<'a> Output<'a> {
    /// Output to these two streams, [`MAX_WIDTH`] columns wide.
    pub fn new(out: &'a mut dyn Write, err: &'a mut dyn Write) -> Output<'a> {
        Output {
            out,
            err,
            screen: Screen::Fixed(MAX_WIDTH),
            out_may_close: false,
            out_closed: false,
            err_closed: false,
            out_failed: false,
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

    /// The same output, but a closed stdout (a broken pipe) drops the rest
    /// of what would be printed there instead of failing.
    pub fn going_on_when_stdout_closes(self) -> Output<'a> {
        Output {
            out_may_close: true,
            ..self
        }
    }

    /// Writes to stdout with `write`, unless it was found closed.
    fn write_out(
        &mut self,
        write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
    ) -> io::Result<()> {
        let written = unless_closed(self.out, &mut self.out_closed, self.out_may_close, write);
        self.out_failed |= written.is_err();
        written
    }

    /// True if a write to stdout has failed: an error that ends the run
    /// is then said as one writing the output.
    pub fn writing_failed(&self) -> bool {
        self.out_failed
    }

    /// Writes to stderr with `write`, unless it was found closed; a closed
    /// stderr is dropped.
    fn write_err(
        &mut self,
        write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
    ) -> io::Result<()> {
        unless_closed(self.err, &mut self.err_closed, true, write)
    }

    /// Prints one line on stdout, broken into several if it is wider than
    /// [`Output::width`].
    pub fn line(&mut self, text: &str) -> io::Result<()> {
        let lines = wrap_text(text, self.width());
        self.write_out(|out| {
            for line in lines {
                writeln!(out, "{line}")?;
            }
            Ok(())
        })
    }

    /// Prints several lines on stdout.
    pub fn lines(&mut self, lines: &[String]) -> io::Result<()> {
        lines.iter().try_for_each(|l| self.line(l))
    }

    /// Prints a sentence on stderr, after flushing stdout so that the two
    /// streams interleave in order.
    pub fn error(&mut self, text: &str) -> io::Result<()> {
        self.flush()?;
        let lines = wrap_text(text, self.width());
        self.write_err(|err| {
            for line in lines {
                writeln!(err, "{line}")?;
            }
            err.flush()
        })
    }

    /// Prints a warning on stderr as one line, unbroken even if wide,
    /// because it names a file path that would not survive being broken.
    pub fn warning(&mut self, text: &str) -> io::Result<()> {
        self.flush()?;
        self.write_err(|err| {
            writeln!(err, "{text}")?;
            err.flush()
        })
    }

    /// Flushes stdout.
    pub fn flush(&mut self) -> io::Result<()> {
        self.write_out(|out| out.flush())
    }
}

/// Writes to `stream` with `write`, unless it is `closed`; if the write
/// finds it a broken pipe and it `may_close`, marks it closed and succeeds.
fn unless_closed(
    stream: &mut dyn Write,
    closed: &mut bool,
    may_close: bool,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    if *closed {
        return Ok(());
    }
    match write(stream) {
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe && may_close => {
            *closed = true;
            Ok(())
        }
        other => other,
    }
}

/// Prints a line on stderr for a command that is ending: a closed or broken
/// stderr is ignored, never a panic (as `eprintln!` would).
pub fn say_on_stderr(text: &str) {
    let _ = writeln!(io::stderr().lock(), "{text}");
}

/// Writes `text` to the file descriptor `fd` directly, without the lock of
/// Rust's standard streams and ignoring errors: for the signal path, which
/// must not wait on the main thread.
pub fn write_unlocked(fd: std::os::raw::c_int, text: &str) {
    let mut bytes = text.as_bytes();
    while !bytes.is_empty() {
        // SAFETY: the pointer and length describe the live slice `bytes`.
        let written = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        if written > 0 {
            bytes = &bytes[written as usize..];
        } else if written == 0 || io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A writer whose reader has gone.
    struct ClosedPipe;

    impl Write for ClosedPipe {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::ErrorKind::BrokenPipe.into())
        }
        fn flush(&mut self) -> io::Result<()> {
            Err(io::ErrorKind::BrokenPipe.into())
        }
    }

    #[test]
    fn a_closed_stdout_fails_unless_told_to_go_on() {
        let (mut out, mut err) = (ClosedPipe, Vec::new());
        let mut output = Output::new(&mut out, &mut err);
        assert_eq!(
            output.line("a").unwrap_err().kind(),
            io::ErrorKind::BrokenPipe
        );
        let mut output = Output::new(&mut out, &mut err).going_on_when_stdout_closes();
        output.line("a").unwrap();
        output.error("rejected").unwrap();
        assert_eq!(err, b"rejected\n");
    }

    #[test]
    fn a_closed_stderr_is_dropped() {
        let (mut out, mut err) = (Vec::new(), ClosedPipe);
        let mut output = Output::new(&mut out, &mut err);
        output.error("rejected").unwrap();
        output.line("still printed").unwrap();
        assert_eq!(out, b"still printed\n");
    }

    #[test]
    fn a_write_without_the_lock_arrives_whole_and_a_closed_pipe_is_ignored() {
        use std::io::Read;
        use std::os::fd::AsRawFd;
        let (mut reader, writer) = io::pipe().unwrap();
        write_unlocked(writer.as_raw_fd(), "Could not record the game.\n");
        drop(writer);
        let mut text = String::new();
        reader.read_to_string(&mut text).unwrap();
        assert_eq!(text, "Could not record the game.\n");
        let (reader, writer) = io::pipe().unwrap();
        drop(reader);
        write_unlocked(writer.as_raw_fd(), "nobody reads this\n");
    }
}
