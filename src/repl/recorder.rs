//! Writing the record of games: what leaving a game would record, from
//! what the player knows of its place in the record ([`Standing`]), left in
//! the pending record that the signal thread appends on a hang-up, and
//! appended through that same slot.

use crate::record;
use crate::session::Session;
use crate::signals::PendingRecord;
use std::io;
use std::path::{Path, PathBuf};

/// What the player knows of one game's place in the record.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Standing {
    /// True while nothing has happened since the game was saved, resumed or
    /// left: leaving it now abandons nothing new.
    pub(super) saved: bool,
    /// What the record already holds for this game's id.
    pub(super) recorded: Option<record::Result>,
}

impl Standing {
    /// True when the record holds the game as finished: nothing more is
    /// recorded of it.
    pub(super) fn is_final(self) -> bool {
        self.recorded.is_some_and(record::Result::is_final)
    }
}

/// A record due: the record file and the line to append to it.
pub(super) type DueRecord = (PathBuf, record::Record);

/// The record files of the player's games, and the slot the signal thread
/// records from.
pub(super) struct Recorder {
    /// The record file to append this game to when it ends or is
    /// abandoned; `None` when the game is not recorded.
    record: Option<PathBuf>,
    /// The record file `stats` reads, whether or not this game is recorded.
    record_file: Option<PathBuf>,
    /// Where the record of the game in progress waits, for the signal
    /// handler to append on a hang-up.
    pending: PendingRecord,
}

impl Recorder {
    /// A recorder that appends to `record` (`None`: the game is not
    /// recorded), shows `stats` from `record_file`, and leaves what is due
    /// in `pending`.
    pub(super) fn new(
        record: Option<PathBuf>,
        record_file: Option<PathBuf>,
        pending: PendingRecord,
    ) -> Recorder {
        Recorder {
            record,
            record_file,
            pending,
        }
    }

    /// What the record holds for `session`: its id on its deal (nothing
    /// when the game is not recorded, or the record cannot be read).
    pub(super) fn look_up(&self, session: &Session) -> Option<record::Result> {
        let this_game = record::Record::of(session);
        self.record
            .as_ref()
            .and_then(|path| record::result_in(path, &this_game).ok().flatten())
    }

    /// What leaving `session` would record now, given what the player knows
    /// of it (`standing`): a finished game the record does not hold as
    /// finished; an unfinished game in which something happened since it
    /// was saved or resumed, unless the record already holds it. Nothing
    /// when recording is off.
    pub(super) fn due_record(&self, session: &Session, standing: Standing) -> Option<DueRecord> {
        let path = self.record.as_ref()?;
        if standing.is_final() {
            return None;
        }
        let record = record::Record::of(session);
        let due = match record.result {
            record::Result::Won | record::Result::Lost => true,
            record::Result::Abandoned => {
                session.touched() && !standing.saved && standing.recorded.is_none()
            }
        };
        due.then(|| (path.clone(), record))
    }

    /// Leaves `due` for the signal handler to append on a hang-up.
    pub(super) fn set_pending(&self, due: Option<DueRecord>) {
        self.pending.set(due);
    }

    /// Appends `due` now, through the slot the signal handler also records
    /// from: the file and how appending went, or `None` when nothing was
    /// due (or the signal path has taken the slot).
    pub(super) fn append(&self, due: Option<DueRecord>) -> Option<(PathBuf, io::Result<()>)> {
        self.pending.set(due);
        self.pending.flush()
    }

    /// The slot the signal handler records from.
    pub(super) fn pending_record(&self) -> PendingRecord {
        self.pending.clone()
    }

    /// True when this game is to be recorded.
    pub(super) fn is_recording(&self) -> bool {
        self.record.is_some()
    }

    /// The record file `stats` reads, if there is a data directory.
    pub(super) fn record_file(&self) -> Option<&Path> {
        self.record_file.as_deref()
    }
}
