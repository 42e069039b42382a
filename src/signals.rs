//! Ending cleanly on a signal. A hang-up (the SSH link dropped), an
//! interrupt or a termination request records the game in progress as
//! abandoned, with a complete record line, then exits with status 128 plus
//! the signal number.
//!
//! The player keeps, in a [`PendingRecord`] slot, the record its game would
//! get if it were left now. A thread waits for signals and, on one, takes the
//! slot and appends the record. The slot's lock is held for the whole append
//! by whichever side records, so a game is never recorded twice and a line is
//! never cut short by the exit.

use crate::record::{self, Record};
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// The record to append if the game is left now, and where; shared between
/// the player and the signal thread.
#[derive(Clone, Debug, Default)]
pub struct PendingRecord(Arc<Mutex<Option<(PathBuf, Record)>>>);

impl PendingRecord {
    /// An empty slot.
    pub fn new() -> PendingRecord {
        PendingRecord::default()
    }

    /// Sets what would be recorded if the game were left now (`None`: nothing).
    pub fn set(&self, pending: Option<(PathBuf, Record)>) {
        *self.lock() = pending;
    }

    /// Appends the pending record, if any, and empties the slot. The lock is
    /// held while appending.
    pub fn flush(&self) -> Option<(PathBuf, std::io::Result<()>)> {
        let mut slot = self.lock();
        let (path, record) = slot.take()?;
        let result = record::append(&path, &record);
        Some((path, result))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<(PathBuf, Record)>> {
        // A poisoned lock still holds a usable value: recording must not panic.
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Starts the thread that records the pending game and exits on SIGHUP,
/// SIGINT or SIGTERM. If signals cannot be watched, the program goes on
/// without (the default actions still end it).
pub fn record_on_signal(pending: PendingRecord) {
    let Ok(mut signals) = Signals::new([SIGHUP, SIGINT, SIGTERM]) else {
        return;
    };
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            if let Some((path, Err(err))) = pending.flush() {
                eprintln!("Could not record the game in {}: {err}.", path.display());
            }
            crate::savefile::remove_unfinished_save();
            std::process::exit(128 + signal);
        }
    });
}
