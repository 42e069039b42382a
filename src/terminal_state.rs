//! The terminal's settings as they were before the line editor changed
//! them, kept so that leaving on a signal can put them back. Rustyline
//! turns echo and line mode off and bracketed paste on while it reads a
//! line; a program that ends in the middle of that read would otherwise
//! leave the shell without echo, and a later paste wrapped in `ESC[200~`.

use crate::output::write_unlocked;
use std::sync::OnceLock;

/// What the terminal on standard input was set to before the line editor.
struct Saved {
    termios: libc::termios,
}

/// The settings remembered at the start, if standard input is a terminal.
static SAVED: OnceLock<Saved> = OnceLock::new();

/// Turns bracketed paste off (rustyline turns it on while reading a line).
const BRACKETED_PASTE_OFF: &str = "\x1b[?2004l";

/// Remembers the settings of the terminal on standard input. Call it before
/// the line editor first reads a line; only the first call counts, and it
/// does nothing if standard input is not a terminal.
pub fn remember() {
    let mut termios = std::mem::MaybeUninit::<libc::termios>::zeroed();
    // SAFETY: tcgetattr writes a whole termios into the pointer it is given
    // when it returns 0, and we read it only then.
    if unsafe { libc::tcgetattr(libc::STDIN_FILENO, termios.as_mut_ptr()) } == 0 {
        let termios = unsafe { termios.assume_init() };
        let _ = SAVED.set(Saved { termios });
    }
}

/// Puts the terminal back as remembered: its settings at once (echo and line
/// mode back, without waiting for output to drain), then bracketed paste
/// off on standard output. Errors are ignored: the terminal may be gone.
/// Takes no lock of the standard streams, so it may run while the main
/// thread holds them; the write may block on a stopped terminal, so the
/// signal path runs it on a thread it does not wait for beyond a deadline.
/// Does nothing if nothing was remembered.
pub fn restore() {
    let Some(saved) = SAVED.get() else {
        return;
    };
    // SAFETY: a valid termios, remembered by `remember`, on a plain fd.
    unsafe {
        libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &saved.termios);
    }
    write_unlocked(libc::STDOUT_FILENO, BRACKETED_PASTE_OFF);
}
