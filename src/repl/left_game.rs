//! The game `new` or `load` left, which waits one `undo` away: what the
//! player knew of it, so that `undo` brings it back as it was, and its
//! record once it can no longer come back.

use super::file_failure::{FailuresSaid, FileFailure};
use super::recorder::{DueRecord, Recorder, Standing};
use crate::output::Output;
use crate::session::Session;
use std::io;

/// A game left for another by `new` or `load`, with what the player knew
/// of it.
pub(super) struct LeftGame {
    /// The game as it was left.
    pub(super) session: Session,
    /// What the player knew of its place in the record.
    pub(super) standing: Standing,
    /// What it last said, for `again`.
    pub(super) last_event: Vec<String>,
    /// Whether it was kept for `patience resume` when it was left.
    pub(super) kept: bool,
}

impl LeftGame {
    /// What leaving the game would record (see [`Recorder::due_record`]).
    pub(super) fn due_record(&self, recorder: &Recorder) -> Option<DueRecord> {
        recorder.due_record(&self.session, self.standing)
    }

    /// The game can no longer come back: it is recorded through `recorder`
    /// as leaving it would have recorded it, saying so with `announce` (at
    /// `quit` or the end of input). A failure to record is a warning, never
    /// fatal.
    pub(super) fn record(
        &self,
        recorder: &Recorder,
        failures: &mut FailuresSaid,
        announce: bool,
        out: &mut Output,
    ) -> io::Result<()> {
        let due = self.due_record(recorder);
        let was_due = due.is_some();
        let appended = match recorder.append(due) {
            Some((path, Err(err))) => {
                let failure = FileFailure::new("record the game in", &path, &err);
                failures.say_failure(out, &failure)?;
                false
            }
            Some((_, Ok(()))) => true,
            None => false,
        };
        if announce && was_due {
            let what = if appended {
                "is recorded as abandoned"
            } else {
                "is left unfinished and not recorded"
            };
            let next = if self.kept {
                "; patience resume carries it on."
            } else {
                "."
            };
            out.line(&format!("The game you left for this deal {what}{next}"))?;
        }
        Ok(())
    }
}
