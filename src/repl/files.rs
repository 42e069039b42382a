//! The files the player names at the prompt: `save FILE` writes the game,
//! unless the lines are a script's, and `load FILE` reads a saved game
//! back, refusing one that does not replay cleanly.

use super::record_keeper::RecordKeeper;
use super::rejecter::Rejecter;
use super::Flow;
use crate::output::Output;
use crate::savefile;
use crate::session::Session;
use crate::text::escape;
use crate::text::reason::io_reason;
use crate::words::plural;
use std::io;

/// The game in progress as `save` and `load` see it.
pub(super) struct Files<'a> {
    /// The game saved.
    pub(super) session: &'a Session,
    /// Told when the game is saved: leaving it then abandons nothing new.
    pub(super) keeper: &'a mut RecordKeeper,
    /// Says why a file could not be saved or loaded.
    pub(super) rejecter: &'a Rejecter,
    /// The lines come from a file (`--script FILE`): they are data, not
    /// the player's own typing, and may never write a file.
    pub(super) lines_are_data: bool,
}

/// What `load FILE` found.
pub(super) enum Loaded {
    /// The saved game, replayed, and the file's name as it is printed.
    Game(Box<Session>, String),
    /// The file was refused, and the loop goes on as this says.
    Refused(Flow),
}

impl Files<'_> {
    /// `save FILE`: writes the game, unless the lines are a script's.
    pub(super) fn save(self, file: &str, out: &mut Output) -> io::Result<Flow> {
        let name = escape::untrusted(file);
        if self.lines_are_data {
            return self.rejecter.reject(
                out,
                &format!(
                    "Did not save to {name}: a script file is data and never writes files; pipe it on standard input to let it save."
                ),
            );
        }
        match savefile::save(self.session, &savefile::typed_path(file)) {
            Ok(()) => {
                self.keeper.saved_now();
                out.line(&format!(
                    "Saved the game to {name} ({}).",
                    plural(self.session.move_count(), "move", "moves")
                ))?;
                Ok(Flow::Continue)
            }
            Err(err) => {
                let goes_on = self.rejecter.goes_on(" The game goes on.");
                self.rejecter.reject(
                    out,
                    &format!("Could not save to {name}: {}.{goes_on}", io_reason(&err)),
                )
            }
        }
    }

    /// `load FILE`: the saved game, if it replays cleanly; else says why
    /// not, and the game in progress goes on.
    pub(super) fn load(self, file: &str, out: &mut Output) -> io::Result<Loaded> {
        match savefile::load(&savefile::typed_path(file)) {
            Ok(session) => Ok(Loaded::Game(Box::new(session), escape::untrusted(file))),
            Err(err) => {
                let goes_on = self.rejecter.goes_on(" The game in progress goes on.");
                let sentence =
                    format!("Could not load {}: {err}{goes_on}", escape::untrusted(file));
                self.rejecter.reject(out, &sentence).map(Loaded::Refused)
            }
        }
    }
}
