//! The display options of `patience play` (`--words`, `--unicode`,
//! `--color`, `--accessible`, `--verbosity`) and how they settle, with the
//! environment (`NO_COLOR`, `TERM`, `PATIENCE_ACCESSIBLE`), into a
//! [`Style`] and the terminal's options.

use crate::terminal::TerminalOptions;
use crate::text::colour::{colour_wanted, ColourChoice, ColourEnv};
use crate::text::render::Style;
use crate::text::verbosity::Verbosity;
use clap::Args;

/// How the game is shown.
#[derive(Debug, Clone, Default, Args)]
pub struct DisplayArgs {
    /// Name cards in words ("seven of hearts") and places as "position 3",
    /// one sentence and one place to a line. The words command switches it
    /// during play.
    #[arg(long)]
    pub words: bool,
    /// Show suit symbols instead of the letters C, D, H, S.
    #[arg(long)]
    pub unicode: bool,
    /// Colour red suits: auto (only on a terminal, and not with NO_COLOR set
    /// or TERM=dumb), always or never. Colour only adds to the text.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColourChoice::Auto, alias = "colour")]
    pub color: ColourChoice,
    /// For screen readers: words on, no colour, no inline hints, every line
    /// a whole sentence, and after a move only what changed (the board on
    /// show). Also set by PATIENCE_ACCESSIBLE=1.
    #[arg(long)]
    pub accessible: bool,
    /// After every move, name the cards that can be played now (as `where`
    /// does). The playable command switches it during play.
    #[arg(long = "announce-playable")]
    pub announce: bool,
    /// How much is said after a move: terse (what happened), normal (and the
    /// board; in accessible mode the cards left) or verbose (and the legal
    /// move count).
    #[arg(long, value_enum, value_name = "LEVEL", default_value_t = Verbosity::Normal)]
    pub verbosity: Verbosity,
}

/// The display settled: the style the renderer uses, whether accessible mode
/// is on, and what the terminal may show.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Display {
    /// How cards and places are printed and how much is said.
    pub style: Style,
    /// Accessible mode (from the flag or `PATIENCE_ACCESSIBLE`).
    pub accessible: bool,
    /// Options of the interactive terminal.
    pub terminal: TerminalOptions,
}

/// True if `PATIENCE_ACCESSIBLE` asks for accessible mode: set, not empty
/// and not `0`.
pub fn accessible_from_env(value: Option<&str>) -> bool {
    value.is_some_and(|v| !v.is_empty() && v != "0")
}

/// True if a command that prints is to print by ear: its `--accessible`
/// (`flag`) was given, or this process's `PATIENCE_ACCESSIBLE` asks for it.
pub fn accessible_asked(flag: bool) -> bool {
    flag || accessible_from_env(std::env::var("PATIENCE_ACCESSIBLE").ok().as_deref())
}

impl DisplayArgs {
    /// Settles the options against the environment. Accessible mode turns
    /// words on and colour off; an explicit `--color always` still wins,
    /// because a flag given for this run outranks a general preference.
    pub fn settle(&self, env: &ColourEnv, accessible_env: Option<&str>) -> Display {
        let accessible = self.accessible || accessible_from_env(accessible_env);
        let colour = match self.color {
            ColourChoice::Auto if accessible => false,
            choice => colour_wanted(choice, env),
        };
        Display {
            style: Style {
                words: self.words || accessible,
                unicode: self.unicode,
                colour,
                verbosity: self.verbosity,
                accessible,
                announce: self.announce,
                ..Style::default()
            },
            accessible,
            terminal: TerminalOptions {
                hints: colour && !accessible,
                one_a_line: accessible,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::colour::a_colour_terminal as terminal;

    #[test]
    fn accessible_mode_turns_on_words_and_off_colour_and_hints() {
        let args = DisplayArgs {
            accessible: true,
            ..DisplayArgs::default()
        };
        let display = args.settle(&terminal(), None);
        assert!(display.accessible && display.style.words);
        assert!(!display.style.colour && !display.terminal.hints);
    }

    #[test]
    fn patience_accessible_1_means_accessible_and_0_does_not() {
        let args = DisplayArgs::default();
        assert!(args.settle(&terminal(), Some("1")).accessible);
        assert!(!args.settle(&terminal(), Some("0")).accessible);
        assert!(!args.settle(&terminal(), Some("")).accessible);
    }

    #[test]
    fn an_explicit_color_always_wins_over_accessible_mode() {
        let args = DisplayArgs {
            accessible: true,
            color: ColourChoice::Always,
            ..DisplayArgs::default()
        };
        assert!(args.settle(&terminal(), None).style.colour);
    }

    #[test]
    fn hints_show_only_with_colour() {
        let args = DisplayArgs::default();
        assert!(args.settle(&terminal(), None).terminal.hints);
        let piped = ColourEnv {
            stdout_is_terminal: false,
            ..terminal()
        };
        assert!(!args.settle(&piped, None).terminal.hints);
    }
}
