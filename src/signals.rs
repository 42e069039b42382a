//! Ending cleanly on a signal. A hang-up (the SSH link dropped), an
//! interrupt, a quit (Ctrl-\\ at a plain prompt) or a termination request
//! records the game in progress as abandoned, with a complete record line,
//! puts the terminal back as it was, then exits with status 128 plus the
//! signal number. So does an abort (SIGABRT: memory refused to an
//! allocation that cannot fail) and a panic, which end the program with
//! 134 once the game is recorded: no failure inside a command ends a game
//! unrecorded.
//!
//! The player keeps, in a [`PendingRecord`] slot, the record its game would
//! get if it were left now. A thread waits for signals and, on one, leaves
//! (see [`leave`]). Leaving never waits on anything without a deadline: the
//! terminal is restored and the record appended on helper threads, and
//! whatever they have not finished within [`LEAVE_DEADLINE`] is given up, so
//! a record file that cannot be written, a FIFO, another process holding
//! the record's lock or a stopped terminal never keep the program from
//! ending. Nothing on this path takes the lock of stdout or stderr, which
//! the main thread holds while it plays. Commands that keep no game exit
//! from the signal handler itself ([`exit_at_once_on_signal`]).

use crate::output::write_unlocked;
use crate::record::{self, Record};
use crate::terminal_state;
use signal_hook::consts::{SIGABRT, SIGHUP, SIGINT, SIGQUIT, SIGTERM};
use signal_hook::iterator::Signals;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex, Once};
use std::time::{Duration, Instant};

/// How long leaving on a signal waits, at most, for the terminal to be
/// restored and the game to be recorded before it exits anyway.
pub const LEAVE_DEADLINE: Duration = Duration::from_secs(2);

/// How long leaving waits, at most, for its last sentence to reach stderr.
const SAY_DEADLINE: Duration = Duration::from_millis(200);

/// The record to append if the game is left now, and where; shared between
/// the player and the signal path.
#[derive(Clone, Debug, Default)]
pub struct PendingRecord(Arc<Mutex<Slot>>);

/// What a [`PendingRecord`] holds.
#[derive(Debug, Default)]
struct Slot {
    /// The record and its file, if leaving now would record something.
    pending: Option<(PathBuf, Record)>,
    /// The program is leaving on a signal: nothing more is recorded.
    closed: bool,
}

impl Slot {
    /// Appends the pending record, if any, and empties the slot.
    fn append_pending(&mut self) -> Option<(PathBuf, std::io::Result<()>)> {
        let (path, record) = self.pending.take()?;
        let result = record::append(&path, &record);
        Some((path, result))
    }
}

impl PendingRecord {
    /// An empty slot.
    pub fn new() -> PendingRecord {
        PendingRecord::default()
    }

    /// Sets what would be recorded if the game were left now (`None`:
    /// nothing). Ignored once the program is leaving on a signal, so a game
    /// the signal path recorded is never recorded again.
    pub fn set(&self, pending: Option<(PathBuf, Record)>) {
        let mut slot = self.lock();
        if !slot.closed {
            slot.pending = pending;
        }
    }

    /// Appends the pending record, if any, and empties the slot. The lock is
    /// held while appending, so the game is recorded once and its line is
    /// never cut short by an exit on a signal.
    pub fn flush(&self) -> Option<(PathBuf, std::io::Result<()>)> {
        self.lock().append_pending()
    }

    /// Closes the slot for good (see [`PendingRecord::set`]) and appends
    /// what was pending: the signal path's part.
    fn close_and_flush(&self) -> Option<(PathBuf, std::io::Result<()>)> {
        let mut slot = self.lock();
        slot.closed = true;
        slot.append_pending()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Slot> {
        // A poisoned lock still holds a usable value: recording must not panic.
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// The slot the signal thread records from: the game in progress, once
/// there is one.
static WATCHED: Mutex<Option<PendingRecord>> = Mutex::new(None);

/// Started once: the thread that waits for signals.
static WATCHING: Once = Once::new();

/// The signals that ask the program to end: each ends it with 128 plus
/// its number, once the game in progress is recorded.
const ENDING: [i32; 4] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM];

/// How long an abort waits, at most, for the watching thread to record the
/// game and end the program before it goes on to end it unrecorded: long
/// enough for [`leave`] to give up on the record and say so.
const ABORT_WAITS: Duration = Duration::from_secs(3);

/// Has the thread that waits for SIGHUP, SIGINT, SIGQUIT and SIGTERM leave
/// (see [`leave`]) with `pending`, the game in progress, recording it: the
/// thread is started on the first call, and a later call only changes
/// what it records. An abort (SIGABRT) and a panic leave the same way,
/// ending with 134. If the thread cannot be started, the signals end the
/// program at once, unrecorded, with the same statuses.
pub fn record_on_signal(pending: PendingRecord) {
    *WATCHED.lock().unwrap_or_else(|p| p.into_inner()) = Some(pending);
    WATCHING.call_once(|| {
        let Ok(mut signals) = Signals::new(ENDING.into_iter().chain([SIGABRT])) else {
            exit_at_once_on_signal();
            return;
        };
        let handle = signals.handle();
        let watching = std::thread::Builder::new().spawn(move || {
            if let Some(signal) = signals.forever().next() {
                leave(signal, &watched());
            }
        });
        if watching.is_err() {
            handle.close();
            exit_at_once_on_signal();
            return;
        }
        hold_an_abort_for_the_record();
        leave_on_panic();
    });
}

/// The slot of the game in progress, as the watching thread records it.
fn watched() -> PendingRecord {
    WATCHED
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .clone()
        .unwrap_or_default()
}

/// Has an abort in any thread wait, at most [`ABORT_WAITS`], for the
/// watching thread (told of the SIGABRT first) to record the game and end
/// the program: the C library's abort ends the program as soon as the
/// signal's handlers return.
fn hold_an_abort_for_the_record() {
    // SAFETY: the action only sleeps (nanosleep is async-signal-safe); it
    // is registered after the watching thread's, so that one runs first.
    let _ = unsafe {
        signal_hook::low_level::register(SIGABRT, || {
            let wait = libc::timespec {
                tv_sec: ABORT_WAITS.as_secs() as libc::time_t,
                tv_nsec: 0,
            };
            libc::nanosleep(&wait, std::ptr::null_mut());
        })
    };
}

/// Has a panic anywhere, once it is said, leave as an abort does: the game
/// in progress is recorded and the program ends with 134.
fn leave_on_panic() {
    let said = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        said(info);
        leave(SIGABRT, &watched());
    }));
}

/// Has SIGHUP, SIGINT, SIGQUIT and SIGTERM end the program with status 128
/// plus the signal's number through the watching thread and [`leave`]: for `play`
/// and `resume`, from their start, so reading a board or a script's header
/// ends the same way as the game, which records itself later through
/// [`record_on_signal`].
pub fn exit_on_signal() {
    record_on_signal(PendingRecord::new());
}

/// Has SIGHUP, SIGINT, SIGQUIT and SIGTERM end the program at once with
/// status 128 plus the signal's number, as `play` does, rather than by the signal's
/// default action: for the commands that keep no game, write no save and
/// leave the terminal's settings alone (all but `play`, `resume` and
/// `simulate`, whose progress bar erases itself first), so a command
/// reading a file or searching for minutes ends the same way. With nothing
/// to record or put back, the handler itself ends the program and no thread
/// is started: starting one was a tenth of the time `patience solve` takes
/// on a small deal (docs/performance.md, "Start-up"). If a handler cannot
/// be set, that signal's default action still ends the program.
pub fn exit_at_once_on_signal() {
    for signal in ENDING {
        let status = crate::exit_code::ExitCode::Signal(signal).code();
        // SAFETY: the action only calls _exit, which is async-signal-safe
        // and has no preconditions.
        let _ = unsafe { signal_hook::low_level::register(signal, move || exit_now(status)) };
    }
}

/// Has a write past the file size limit (`ulimit -f`) fail with `EFBIG`,
/// which the program says in words like a full disk, rather than SIGXFSZ
/// ending it mid-write: by its default action the signal kills the program
/// with a save's temporary file left behind and the game in progress lost.
pub fn size_limit_fails_writes() {
    // SAFETY: ignoring a signal installs no handler and touches no memory
    // of the program's; SIGXFSZ is sent only for a write past the limit.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}

/// Leaves the program as signal `signal` asks: restores the terminal, and
/// removes an unfinished save's temporary file and records the pending game
/// (the two on their own threads), waits for both until [`LEAVE_DEADLINE`]
/// at most, says on stderr if the game could not be
/// recorded, and exits with status 128 + `signal` whatever happened. Called
/// by the signal thread, and by the player when its terminal hangs up
/// (reads and writes fail with `EIO`) before SIGHUP arrives.
pub fn leave(signal: i32, pending: &PendingRecord) -> ! {
    let deadline = Instant::now() + LEAVE_DEADLINE;
    let restored = in_background(terminal_state::restore);
    let slot = pending.clone();
    let recorded = in_background(move || {
        crate::savefile::remove_unfinished_save();
        slot.close_and_flush()
    });
    let _ = restored.recv_timeout(deadline.saturating_duration_since(Instant::now()));
    let problem = match recorded.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
        Ok(Some((path, Err(err)))) => Some(format!(
            "Could not record the game in {}: {}.",
            crate::text::escape::path(&path),
            crate::text::reason::io_reason(&err)
        )),
        Ok(_) => None,
        Err(_) => Some(format!(
            "Left without recording the game: the record file did not answer within {} seconds.",
            LEAVE_DEADLINE.as_secs()
        )),
    };
    if let Some(sentence) = problem {
        let said =
            in_background(move || write_unlocked(libc::STDERR_FILENO, &format!("{sentence}\n")));
        let _ = said.recv_timeout(SAY_DEADLINE);
    }
    exit_now(crate::exit_code::ExitCode::Signal(signal).code())
}

/// Runs `work` on a new thread; its result arrives on the receiver. When
/// no thread can be started (the system is out of memory, as after an
/// abort), `work` runs here and now instead: leaving must never fail.
fn in_background<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Receiver<T> {
    let (sender, receiver) = mpsc::channel();
    let work = std::sync::Arc::new(Mutex::new(Some((work, sender))));
    let on_the_thread = work.clone();
    let started = std::thread::Builder::new().spawn(move || run_once(&on_the_thread));
    if started.is_err() {
        run_once(&work);
    }
    receiver
}

/// Runs the work in `slot`, if no one has, and sends its result.
fn run_once<T>(slot: &Mutex<Option<(impl FnOnce() -> T, mpsc::Sender<T>)>>) {
    let taken = slot.lock().unwrap_or_else(|p| p.into_inner()).take();
    if let Some((work, sender)) = taken {
        let _ = sender.send(work());
    }
}

/// Ends the process at once with `status`. Unlike `std::process::exit`, it
/// does not flush stdout first, which could block on a full pipe or a
/// stopped terminal.
fn exit_now(status: i32) -> ! {
    // SAFETY: _exit ends the process; it has no preconditions.
    unsafe { libc::_exit(status) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Deal;
    use crate::games::{GameId, Rules};
    use crate::session::Session;

    #[test]
    fn a_game_the_signal_path_recorded_is_never_recorded_again() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("records.tsv");
        let session = Session::new(Rules::standard(GameId::Elevens), Deal::from_seed(42));
        let pending = PendingRecord::new();
        pending.set(Some((path.clone(), Record::of(&session))));
        assert!(matches!(pending.close_and_flush(), Some((_, Ok(())))));
        // The player, not knowing yet, sets and records the game again.
        pending.set(Some((path.clone(), Record::of(&session))));
        assert!(pending.flush().is_none());
        let record = std::fs::read_to_string(&path).unwrap();
        assert_eq!(record.lines().count(), 1, "{record}");
    }
}
