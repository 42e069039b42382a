//! When to colour, and how. Colour only ever adds to the text: a red card is
//! the same code or words wrapped in a red escape sequence, so nothing is lost
//! when colour is off, stripped, or read aloud.

use crate::cards::{Card, Colour};

/// The `--color` choice.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ColourChoice {
    /// Colour when stdout is a terminal, `NO_COLOR` is unset or empty, and
    /// `TERM` is not `dumb`.
    #[default]
    Auto,
    /// Always colour, even into a pipe: an explicit request wins over the
    /// environment.
    Always,
    /// Never colour.
    Never,
}

/// What the colour decision looks at, gathered once so it can be tested
/// without touching the real environment.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ColourEnv {
    /// True if stdout is a terminal.
    pub stdout_is_terminal: bool,
    /// The value of `NO_COLOR`, if set.
    pub no_color: Option<String>,
    /// The value of `TERM`, if set.
    pub term: Option<String>,
}

impl ColourEnv {
    /// The real process environment.
    pub fn from_process() -> ColourEnv {
        use std::io::IsTerminal;
        ColourEnv {
            stdout_is_terminal: std::io::stdout().is_terminal(),
            no_color: std::env::var("NO_COLOR").ok(),
            term: std::env::var("TERM").ok(),
        }
    }

    /// True if `TERM` is `dumb`.
    pub fn term_is_dumb(&self) -> bool {
        self.term.as_deref() == Some("dumb")
    }
}

/// Decides whether to colour. `always` and `never` are obeyed as given;
/// `auto` colours only a terminal, and not when `NO_COLOR` is set to a
/// non-empty value or `TERM` is `dumb`.
pub fn colour_wanted(choice: ColourChoice, env: &ColourEnv) -> bool {
    match choice {
        ColourChoice::Always => true,
        ColourChoice::Never => false,
        ColourChoice::Auto => {
            env.stdout_is_terminal
                && env.no_color.as_deref().is_none_or(str::is_empty)
                && !env.term_is_dumb()
        }
    }
}

/// The escape sequence that starts red text.
const RED: &str = "\x1b[31m";
/// The escape sequence that ends coloured text.
const RESET: &str = "\x1b[0m";

/// `text` naming `card`, wrapped in red if the card is red; black cards are
/// left as they are, in the terminal's own colour.
pub fn paint_card(card: Card, text: String) -> String {
    match card.colour() {
        Colour::Red => format!("{RED}{text}{RESET}"),
        Colour::Black => text,
    }
}

/// `text` dimmed, for rustyline's inline hints.
pub fn dim(text: &str) -> String {
    format!("\x1b[2m{text}{RESET}")
}

/// A colour terminal with nothing in the environment against colour, for tests.
#[cfg(test)]
pub(crate) fn a_colour_terminal() -> ColourEnv {
    ColourEnv {
        stdout_is_terminal: true,
        no_color: None,
        term: Some("xterm".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn terminal() -> ColourEnv {
        a_colour_terminal()
    }

    #[test]
    fn auto_colours_a_terminal() {
        assert!(colour_wanted(ColourChoice::Auto, &terminal()));
    }

    #[test]
    fn auto_never_colours_a_pipe() {
        let env = ColourEnv {
            stdout_is_terminal: false,
            ..terminal()
        };
        assert!(!colour_wanted(ColourChoice::Auto, &env));
    }

    #[test]
    fn a_non_empty_no_color_turns_auto_colour_off() {
        let env = ColourEnv {
            no_color: Some("1".into()),
            ..terminal()
        };
        assert!(!colour_wanted(ColourChoice::Auto, &env));
    }

    #[test]
    fn an_empty_no_color_is_ignored() {
        let env = ColourEnv {
            no_color: Some(String::new()),
            ..terminal()
        };
        assert!(colour_wanted(ColourChoice::Auto, &env));
    }

    #[test]
    fn term_dumb_turns_auto_colour_off() {
        let env = ColourEnv {
            term: Some("dumb".into()),
            ..terminal()
        };
        assert!(!colour_wanted(ColourChoice::Auto, &env));
    }

    #[test]
    fn color_always_wins_over_no_color_term_dumb_and_a_pipe() {
        let env = ColourEnv {
            stdout_is_terminal: false,
            no_color: Some("1".into()),
            term: Some("dumb".into()),
        };
        assert!(colour_wanted(ColourChoice::Always, &env));
    }

    #[test]
    fn color_never_wins_over_a_terminal() {
        assert!(!colour_wanted(ColourChoice::Never, &terminal()));
    }

    #[test]
    fn colour_wraps_red_cards_and_keeps_their_text() {
        let seven: Card = "7H".parse().unwrap();
        assert_eq!(paint_card(seven, "7H".into()), "\x1b[31m7H\x1b[0m");
        let spade: Card = "7S".parse().unwrap();
        assert_eq!(paint_card(spade, "7S".into()), "7S");
    }
}
