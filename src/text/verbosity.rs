//! How much the player is told after each command.

use std::fmt;
use std::str::FromStr;

/// The `--verbosity` level and the `verbosity` command's argument.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Verbosity {
    /// After a move, only the event sentence; the board only on `show`.
    Terse,
    /// After a move, the event sentence and the board.
    #[default]
    Normal,
    /// Also the number of legal moves and what changed where.
    Verbose,
}

impl Verbosity {
    /// Every level, from least to most said.
    pub const ALL: [Verbosity; 3] = [Verbosity::Terse, Verbosity::Normal, Verbosity::Verbose];

    /// The level's name: `terse`, `normal` or `verbose`.
    pub fn name(self) -> &'static str {
        match self {
            Verbosity::Terse => "terse",
            Verbosity::Normal => "normal",
            Verbosity::Verbose => "verbose",
        }
    }
}

impl fmt::Display for Verbosity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Verbosity {
    type Err = ();

    /// Reads `terse`, `normal` or `verbose`, in any case.
    fn from_str(text: &str) -> Result<Verbosity, ()> {
        let text = text.to_ascii_lowercase();
        Verbosity::ALL
            .into_iter()
            .find(|v| v.name() == text)
            .ok_or(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verbosity_names_read_back_in_any_case() {
        for level in Verbosity::ALL {
            assert_eq!(level.name().parse(), Ok(level));
            assert_eq!(level.name().to_uppercase().parse(), Ok(level));
        }
        assert_eq!("loud".parse::<Verbosity>(), Err(()));
    }
}
