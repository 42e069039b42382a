//! The unfinished game kept for `patience resume` (`last-game.txt` in the
//! data directory): written when a recorded game is left unfinished, and
//! removed once that game is recorded as finished.

use super::file_failure::FileFailure;
use crate::savefile;
use crate::session::Session;
use std::io;
use std::path::{Path, PathBuf};

/// Where a game left unfinished is kept, if the game is recorded.
pub(super) struct KeptCopy {
    /// The file; `None` when the game is not recorded.
    path: Option<PathBuf>,
}

impl KeptCopy {
    /// Games are kept at `path`, or not at all.
    pub(super) fn new(path: Option<PathBuf>) -> KeptCopy {
        KeptCopy { path }
    }

    /// Keeps `session`, unfinished, for `patience resume`, saying nothing:
    /// `None` when games are not kept.
    pub(super) fn keep(&self, session: &Session) -> Option<Result<(), FileFailure>> {
        let path = self.path.as_ref()?;
        Some(
            keep_unfinished(session, path)
                .map_err(|err| FileFailure::new("keep the unfinished game in", path, &err)),
        )
    }

    /// Removes the kept copy of an unfinished game if it is `session`.
    pub(super) fn forget(&self, session: &Session) {
        let Some(path) = &self.path else {
            return;
        };
        if savefile::read_header(path).is_ok_and(|kept| kept.id == Some(session.id())) {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// True if `session`, the game kept at `kept` for `patience resume`, is
/// recorded as finished in the record at `record`: another session on its
/// save finished it after this copy was kept. Such a copy is removed, so
/// that a game recorded won or lost is never offered again.
pub fn finished_elsewhere(session: &Session, kept: &Path, record: &Path) -> bool {
    let this_game = crate::record::Record::of(session);
    let finished = crate::record::result_in(record, &this_game)
        .ok()
        .flatten()
        .is_some_and(crate::record::Result::is_final);
    if finished {
        let _ = std::fs::remove_file(kept);
    }
    finished
}

/// Saves an unfinished game at `path` (in the data directory, which is
/// made if need be) for `patience resume` to carry on. The file is the
/// program's own and holds only the last unfinished game, so it replaces
/// whatever game was kept there before (`savefile::save` would refuse a
/// save of another deal).
fn keep_unfinished(session: &Session, path: &Path) -> io::Result<()> {
    if let Some(dir) = path.parent() {
        crate::data_dir::create(dir)?;
    }
    savefile::write_atomically(path, &savefile::checked_save_text(session)?)
}
