//! The progress bar of `simulate` and `patience review`: on standard
//! error, and only when that is a terminal; ASCII unless `--unicode`; none
//! under `TERM=dumb` or in accessible mode (`--accessible`,
//! `PATIENCE_ACCESSIBLE`), where a line redrawn in place is noise to a
//! screen reader. It shows the deals (or moves) done, the total and the
//! time left, is redrawn several times a second, and is erased when the run
//! ends or is interrupted (SIGHUP, SIGINT, SIGTERM: then the program exits
//! with 128 plus the signal number). Like every line the program writes,
//! it is at most 80 columns wide, and narrower on a narrower terminal.

use crate::display::accessible_asked;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle, TermLike};
use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
use signal_hook::iterator::Signals;
use std::io::{self, IsTerminal, Write};
use std::time::Duration;

/// What decides whether the bar is drawn, and with which characters.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BarSettings {
    /// True if standard error is a terminal.
    pub stderr_is_terminal: bool,
    /// The value of `TERM`.
    pub term: Option<String>,
    /// Accessible mode, from `--accessible` or `PATIENCE_ACCESSIBLE`.
    pub accessible: bool,
    /// `--unicode`: block characters, filled an eighth at a time.
    pub unicode: bool,
}

impl BarSettings {
    /// The settings from the flags and this process's environment.
    pub fn from_environment(unicode: bool, accessible: bool) -> BarSettings {
        BarSettings {
            stderr_is_terminal: std::io::stderr().is_terminal(),
            term: std::env::var("TERM").ok(),
            accessible: accessible_asked(accessible),
            unicode,
        }
    }

    /// True if a bar is drawn at all.
    pub fn wants_a_bar(&self) -> bool {
        self.stderr_is_terminal && self.term.as_deref() != Some("dumb") && !self.accessible
    }

    /// The characters of the filled part, the edge and the empty part.
    fn characters(&self) -> &'static str {
        if self.unicode {
            "█▉▊▋▌▍▎▏ "
        } else {
            "=>-"
        }
    }
}

/// The widest the bar's line may be.
const MAX_WIDTH: u16 = 80;

/// Standard error as indicatif draws on it, reporting the terminal's width
/// but never more than [`MAX_WIDTH`].
#[derive(Debug)]
struct NarrowStderr;

impl NarrowStderr {
    fn write(&self, text: &str) -> io::Result<()> {
        io::stderr().lock().write_all(text.as_bytes())
    }

    /// Moves the cursor `n` places in the direction `code` (A up, B down, C
    /// right, D left); a move of none writes nothing, since terminals read
    /// a count of 0 as 1.
    fn move_cursor(&self, n: usize, code: char) -> io::Result<()> {
        match n {
            0 => Ok(()),
            n => self.write(&format!("\x1b[{n}{code}")),
        }
    }
}

impl TermLike for NarrowStderr {
    fn width(&self) -> u16 {
        terminal_size::terminal_size_of(io::stderr())
            .map_or(MAX_WIDTH, |(width, _)| width.0.min(MAX_WIDTH))
    }

    fn move_cursor_up(&self, n: usize) -> io::Result<()> {
        self.move_cursor(n, 'A')
    }

    fn move_cursor_down(&self, n: usize) -> io::Result<()> {
        self.move_cursor(n, 'B')
    }

    fn move_cursor_right(&self, n: usize) -> io::Result<()> {
        self.move_cursor(n, 'C')
    }

    fn move_cursor_left(&self, n: usize) -> io::Result<()> {
        self.move_cursor(n, 'D')
    }

    fn write_line(&self, s: &str) -> io::Result<()> {
        self.write(&format!("{s}\n"))
    }

    fn write_str(&self, s: &str) -> io::Result<()> {
        self.write(s)
    }

    fn clear_line(&self) -> io::Result<()> {
        self.write("\r\x1b[2K")
    }

    fn flush(&self) -> io::Result<()> {
        io::stderr().flush()
    }
}

/// How often the bar is redrawn even when no deal has finished, so the
/// time left keeps moving.
const REDRAW_EVERY: Duration = Duration::from_millis(200);

/// The progress of a run: a bar on a terminal, nothing otherwise.
pub struct Progress {
    bar: Option<ProgressBar>,
}

impl Progress {
    /// Starts showing the progress of `total` things done, counted in
    /// `unit` (`deals`, `moves`), and has an interrupt erase the bar before
    /// the program exits.
    pub fn start(total: u64, unit: &str, settings: &BarSettings) -> Progress {
        let bar = settings.wants_a_bar().then(|| {
            let template = format!("[{{wide_bar}}] {{pos}}/{{len}} {unit}, ETA {{eta}}");
            let style = ProgressStyle::with_template(&template)
                .expect("the template is valid")
                .progress_chars(settings.characters());
            let target = ProgressDrawTarget::term_like_with_hz(Box::new(NarrowStderr), 20);
            let bar = ProgressBar::with_draw_target(Some(total), target).with_style(style);
            bar.enable_steady_tick(REDRAW_EVERY);
            bar
        });
        erase_on_signal(bar.clone());
        Progress { bar }
    }

    /// Counts `done` more things done.
    pub fn advance(&self, done: u64) {
        if let Some(bar) = &self.bar {
            bar.inc(done);
        }
    }

    /// Erases the bar.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// Starts a thread that, on SIGHUP, SIGINT, SIGQUIT or SIGTERM, erases
/// `bar` and exits with 128 plus the signal number. If signals cannot be
/// watched, or the thread cannot be started, the signals end the program
/// at once with the same statuses (leaving the bar drawn).
fn erase_on_signal(bar: Option<ProgressBar>) {
    let Ok(mut signals) = Signals::new([SIGHUP, SIGINT, SIGQUIT, SIGTERM]) else {
        crate::signals::exit_at_once_on_signal();
        return;
    };
    let handle = signals.handle();
    let watching = std::thread::Builder::new().spawn(move || {
        if let Some(signal) = signals.forever().next() {
            if let Some(bar) = &bar {
                bar.finish_and_clear();
            }
            std::process::exit(128 + signal);
        }
    });
    if watching.is_err() {
        handle.close();
        crate::signals::exit_at_once_on_signal();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a_terminal() -> BarSettings {
        BarSettings {
            stderr_is_terminal: true,
            term: Some("xterm".to_string()),
            ..BarSettings::default()
        }
    }

    #[test]
    fn the_bar_is_drawn_only_on_a_terminal_that_is_not_dumb_outside_accessible_mode() {
        assert!(a_terminal().wants_a_bar());
        let piped = BarSettings {
            stderr_is_terminal: false,
            ..a_terminal()
        };
        let dumb = BarSettings {
            term: Some("dumb".to_string()),
            ..a_terminal()
        };
        let accessible = BarSettings {
            accessible: true,
            ..a_terminal()
        };
        for settings in [piped, dumb, accessible] {
            assert!(!settings.wants_a_bar(), "{settings:?}");
        }
    }

    #[test]
    fn the_bar_is_ascii_unless_unicode_is_asked_for() {
        assert!(a_terminal().characters().is_ascii());
        let unicode = BarSettings {
            unicode: true,
            ..a_terminal()
        };
        assert!(!unicode.characters().is_ascii());
    }
}
