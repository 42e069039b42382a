//! When the game at the prompt is recorded and kept for `patience resume`:
//! a game recorded as it ends or is left, the pending record following the
//! game as it changes, and the game `new` or `load` left, which waits one
//! `undo` away before it is recorded.

use super::file_failure::{FailuresSaid, FileFailure};
use super::kept_copy::KeptCopy;
use super::left_game::LeftGame;
use super::recorder::{DueRecord, Recorder, Standing};
use crate::games::{Game, Outcome};
use crate::output::Output;
use crate::record;
use crate::session::Session;
use std::io;

/// What the player knows of the record and of the game kept for `patience
/// resume`, for the game in progress (handed to each method) and the game
/// it left.
pub(super) struct RecordKeeper {
    /// The record files, and the slot the signal thread records from.
    recorder: Recorder,
    /// Where a game left unfinished is kept.
    kept_copy: KeptCopy,
    /// What the player knows of this game's place in the record.
    standing: Standing,
    /// True once the game, as it stands, has been left (kept and
    /// recorded): leaving it again does nothing and says nothing.
    left: bool,
    /// The game `new` or `load` left, until the next change of state:
    /// `undo` straight after brings it back, and only once it can no longer
    /// come back is it recorded as left.
    left_game: Option<LeftGame>,
    /// The reasons files could not be written, as each was said.
    failures: FailuresSaid,
}

impl RecordKeeper {
    /// A keeper of `session`, newly dealt (or `saved`: replayed from a
    /// save, so leaving it before anything happens records nothing), that
    /// records through `recorder` and keeps it unfinished in `kept_copy`.
    pub(super) fn new(
        session: &Session,
        saved: bool,
        recorder: Recorder,
        kept_copy: KeptCopy,
    ) -> RecordKeeper {
        let recorded = recorder.look_up(session);
        RecordKeeper {
            recorder,
            kept_copy,
            standing: Standing { saved, recorded },
            left: false,
            left_game: None,
            failures: FailuresSaid::default(),
        }
    }

    /// The record files, and the slot the signal thread records from.
    pub(super) fn recorder(&self) -> &Recorder {
        &self.recorder
    }

    /// What the record already holds for this game's id.
    pub(super) fn recorded(&self) -> Option<record::Result> {
        self.standing.recorded
    }

    /// The reasons files could not be written, as each was said.
    pub(super) fn failures(&self) -> &FailuresSaid {
        &self.failures
    }

    /// The game was just saved: leaving it now abandons nothing new.
    pub(super) fn saved_now(&mut self) {
        self.standing.saved = true;
    }

    /// True while the game `new` or `load` left can still come back.
    pub(super) fn has_left_game(&self) -> bool {
        self.left_game.is_some()
    }

    /// `session` changed state: it has something new to leave. Before
    /// anything is printed, a game left by `new` can no longer come back
    /// and is recorded, and a game that ended is recorded now.
    pub(super) fn changed(&mut self, session: &Session, out: &mut Output) -> io::Result<()> {
        self.standing.saved = false;
        self.left = false;
        self.record_left_game(session, false, out)?;
        self.settle(session, out)
    }

    /// What would be recorded if `session`, this game, were left now (see
    /// [`Recorder::due_record`]).
    fn record_if_left(&self, session: &Session) -> Option<DueRecord> {
        self.recorder.due_record(session, self.standing)
    }

    /// Updates the record the signal handler would append on a hang-up:
    /// the game left by `new` while it can still come back (the deal after
    /// it has had no change, so it has nothing to record), else this game,
    /// `session`.
    pub(super) fn update_pending(&self, session: &Session) {
        let due = match &self.left_game {
            Some(left) => left.due_record(&self.recorder),
            None => self.record_if_left(session),
        };
        self.recorder.set_pending(due);
    }

    /// What the record holds for `session`, this game, read again: another
    /// session on the same save may have recorded it since this one looked
    /// (a win recorded there stays won, so this one records nothing more of
    /// it, and keeps nothing for `patience resume`).
    fn look_again(&mut self, session: &Session) {
        if let Some(found) = self.recorder.look_up(session) {
            let known = self.standing.recorded;
            self.standing.recorded = Some(known.map_or(found, |known| known.best(found)));
        }
    }

    /// After a change of state: a game that has just ended is recorded at
    /// once (a failure to record is a warning, never fatal); the pending
    /// record follows the game.
    pub(super) fn settle(&mut self, session: &Session, out: &mut Output) -> io::Result<()> {
        if session.game().outcome() != Outcome::Playing {
            self.look_again(session);
            if let Some(Err(failure)) = self.record_due(session) {
                self.failures.say_failure(out, &failure)?;
            }
        }
        self.update_pending(session);
        Ok(())
    }

    /// Records `session` as it stands if it is due (see `record_if_left`),
    /// saying nothing: `Some(Ok(()))` once recorded, `Some(Err(..))` if it
    /// could not be, `None` if nothing was due. Once a finished game is
    /// recorded, the kept unfinished copy of it is removed.
    fn record_due(&mut self, session: &Session) -> Option<Result<(), FileFailure>> {
        let due = self.record_if_left(session);
        let result = due.as_ref().map(|(_, record)| record.result);
        let (path, appended) = self.recorder.append(due)?;
        Some(match appended {
            Ok(()) => {
                self.standing.recorded = result;
                if result.is_some_and(record::Result::is_final) {
                    self.kept_copy.forget(session);
                }
                Ok(())
            }
            Err(err) => Err(FileFailure::new("record the game in", &path, &err)),
        })
    }

    /// The game `new` or `load` left can no longer come back: it is
    /// recorded as leaving it would have recorded it, saying so first with
    /// `announce` (at `quit` or the end of input); `session` is the game
    /// in progress.
    fn record_left_game(
        &mut self,
        session: &Session,
        announce: bool,
        out: &mut Output,
    ) -> io::Result<()> {
        let Some(left) = self.left_game.take() else {
            return Ok(());
        };
        left.record(&self.recorder, &mut self.failures, announce, out)?;
        self.update_pending(session);
        Ok(())
    }

    /// Leaves `left`, the game in progress, which said `last_event` last,
    /// for `session`, a new deal or one replayed from a save (`from_save`).
    /// The game left is kept until the next change of state, so that `undo`
    /// brings it back (an unfinished one is kept for `patience resume` too);
    /// a game left before it can no longer come back and is recorded now.
    /// Gives whether the game left is unfinished, for the narrator to say.
    pub(super) fn switch(
        &mut self,
        left: Session,
        last_event: Vec<String>,
        session: &Session,
        from_save: bool,
        out: &mut Output,
    ) -> io::Result<bool> {
        self.record_left_game(&left, false, out)?;
        let unfinished = self.is_unfinished(&left);
        let kept = if unfinished {
            match self.kept_copy.keep(&left) {
                Some(Ok(())) => true,
                Some(Err(failure)) => {
                    self.failures.say_failure(out, &failure)?;
                    false
                }
                None => false,
            }
        } else {
            false
        };
        self.left_game = Some(LeftGame {
            session: left,
            standing: self.standing,
            last_event,
            kept,
        });
        self.standing = Standing {
            saved: from_save,
            recorded: self.recorder.look_up(session),
        };
        self.left = false;
        self.update_pending(session);
        Ok(unfinished)
    }

    /// `undo` straight after `new` or `load`: the game left, as it was,
    /// and what it last said; the deal left for it had no change, so
    /// nothing is recorded. The caller makes it the game in progress and
    /// then updates the pending record.
    pub(super) fn take_back_left_game(&mut self) -> Option<(Session, Vec<String>)> {
        let left = self.left_game.take()?;
        self.standing = left.standing;
        self.left = false;
        Some((left.session, left.last_event))
    }

    /// True when something happened in `session`, this game, it goes on,
    /// and the record does not hold it as finished: leaving it would lose
    /// play.
    fn is_unfinished(&self, session: &Session) -> bool {
        session.touched()
            && session.game().outcome() == Outcome::Playing
            && !self.standing.is_final()
    }

    /// Leaves `session`, the game in progress: an unfinished game in which
    /// anything happened (and that the record does not hold as finished)
    /// is kept for `patience resume` when it is recorded, and recorded as
    /// abandoned if it is not in the record yet; with `announce`, one line
    /// then says what became of it. What could not be done is said first,
    /// once: a reason both failures share is said in one sentence. Leaving
    /// the same game again with nothing changed (`quit` then the end of the
    /// run) does nothing.
    pub(super) fn leave(
        &mut self,
        session: &Session,
        announce: bool,
        out: &mut Output,
    ) -> io::Result<()> {
        self.record_left_game(session, announce, out)?;
        if self.left {
            return Ok(());
        }
        self.look_again(session);
        let unfinished = self.is_unfinished(session);
        let kept = unfinished.then(|| self.kept_copy.keep(session)).flatten();
        let abandons = unfinished && self.record_if_left(session).is_some();
        let recorded = self.record_due(session);
        match (&kept, &recorded) {
            (Some(Err(keeping)), Some(Err(recording))) if keeping.reason == recording.reason => {
                let sentence = format!(
                    "Could not record the game in {}, nor keep it for patience resume: {}.",
                    recording.file, keeping.reason
                );
                self.failures.say(out, &sentence, &keeping.reason)?;
            }
            _ => {
                for failure in [&kept, &recorded].into_iter().flatten() {
                    if let Err(failure) = failure {
                        self.failures.say_failure(out, failure)?;
                    }
                }
            }
        }
        if unfinished && announce {
            let recording = self.recorder.is_recording();
            let recorded_now = abandons && matches!(recorded, Some(Ok(())));
            let kept = matches!(kept, Some(Ok(())));
            out.line(&leaving_sentence(recording, abandons, recorded_now, kept))?;
        }
        self.standing.saved = true;
        self.left = true;
        self.update_pending(session);
        Ok(())
    }
}

/// The line said on leaving an unfinished game: whether it is recorded
/// (`recording`), whether it was due to be recorded now as abandoned
/// (`abandons`) and was (`recorded_now`), and whether `patience resume`
/// can carry it on (`kept`). Only what happened is said.
fn leaving_sentence(recording: bool, abandons: bool, recorded_now: bool, kept: bool) -> String {
    let what = match (recording, abandons, recorded_now) {
        (false, _, _) => return "This game is left unfinished and not recorded.".to_string(),
        (true, true, true) => "This game is recorded as abandoned",
        (true, true, false) => "This game is left unfinished and not recorded",
        (true, false, _) => "This game is left unfinished",
    };
    let next = if kept {
        "; patience resume carries it on."
    } else {
        "."
    };
    format!("{what}{next}")
}
