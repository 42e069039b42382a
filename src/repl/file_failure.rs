//! Files of the data directory the player could not write or read: the
//! sentence that says so, and the reasons already said, so that another
//! file failing for the same reason need not say it again.

use crate::output::Output;
use crate::text::escape;
use crate::text::reason::io_reason;
use std::io;
use std::path::Path;

/// A file the player's game could not be written to: what was being done,
/// the file, and why, in words.
pub(super) struct FileFailure {
    /// What could not be done, as words after "Could not".
    doing: &'static str,
    /// The file, escaped for printing.
    pub(super) file: String,
    /// Why, as [`io_reason`] says it.
    pub(super) reason: String,
}

impl FileFailure {
    /// Could not do `doing` with `path`, for `err`.
    pub(super) fn new(doing: &'static str, path: &Path, err: &io::Error) -> FileFailure {
        FileFailure {
            doing,
            file: escape::path(path),
            reason: io_reason(err),
        }
    }

    /// "Could not record the game in FILE: REASON."
    pub(super) fn sentence(&self) -> String {
        format!("Could not {} {}: {}.", self.doing, self.file, self.reason)
    }
}

/// The reasons files of the data directory could not be written, as each
/// was said: a later failure for the same reason (the history, saved last)
/// need not say it again.
#[derive(Default)]
pub(super) struct FailuresSaid {
    reasons: Vec<String>,
}

impl FailuresSaid {
    /// Says `sentence`, a failure to write a file for `reason`, on stderr,
    /// and remembers the reason (see [`FailuresSaid::has_said`]).
    pub(super) fn say(&mut self, out: &mut Output, sentence: &str, reason: &str) -> io::Result<()> {
        if !self.has_said(reason) {
            self.reasons.push(reason.to_string());
        }
        out.error(sentence)
    }

    /// Says `failure` in its own sentence (see [`FailuresSaid::say`]).
    pub(super) fn say_failure(
        &mut self,
        out: &mut Output,
        failure: &FileFailure,
    ) -> io::Result<()> {
        self.say(out, &failure.sentence(), &failure.reason)
    }

    /// True if a failure to write a file was already said for `reason`
    /// (as [`io_reason`] words it).
    pub(super) fn has_said(&self, reason: &str) -> bool {
        self.reasons.iter().any(|said| said == reason)
    }
}
