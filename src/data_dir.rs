//! Where patience keeps its files between sessions (the command history):
//! `$PATIENCE_HOME` if set, else `$XDG_DATA_HOME/patience`, else
//! `~/.local/share/patience`.

use std::ffi::OsString;
use std::path::PathBuf;

/// The environment variables the data directory depends on, gathered once so
/// the choice can be tested without touching the real environment.
#[derive(Clone, Debug, Default)]
pub struct DataEnv {
    /// `PATIENCE_HOME`.
    pub patience_home: Option<OsString>,
    /// `XDG_DATA_HOME`.
    pub xdg_data_home: Option<OsString>,
    /// `HOME`.
    pub home: Option<OsString>,
}

impl DataEnv {
    /// The real process environment.
    pub fn from_process() -> DataEnv {
        DataEnv {
            patience_home: std::env::var_os("PATIENCE_HOME"),
            xdg_data_home: std::env::var_os("XDG_DATA_HOME"),
            home: std::env::var_os("HOME"),
        }
    }
}

/// A set, non-empty value as a path.
fn set(value: &Option<OsString>) -> Option<PathBuf> {
    value.as_ref().filter(|v| !v.is_empty()).map(PathBuf::from)
}

/// The data directory for `env`, or `None` if no variable names one. An
/// `XDG_DATA_HOME` that is not absolute is ignored, as the XDG base directory
/// specification asks.
pub fn data_dir(env: &DataEnv) -> Option<PathBuf> {
    set(&env.patience_home)
        .or_else(|| {
            set(&env.xdg_data_home)
                .filter(|p| p.is_absolute())
                .map(|p| p.join("patience"))
        })
        .or_else(|| set(&env.home).map(|h| h.join(".local/share/patience")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(patience: Option<&str>, xdg: Option<&str>, home: Option<&str>) -> DataEnv {
        DataEnv {
            patience_home: patience.map(OsString::from),
            xdg_data_home: xdg.map(OsString::from),
            home: home.map(OsString::from),
        }
    }

    #[test]
    fn patience_home_wins_over_xdg_and_home() {
        let dir = data_dir(&env(Some("/p"), Some("/x"), Some("/h")));
        assert_eq!(dir, Some(PathBuf::from("/p")));
    }

    #[test]
    fn xdg_data_home_gets_a_patience_folder() {
        let dir = data_dir(&env(None, Some("/x"), Some("/h")));
        assert_eq!(dir, Some(PathBuf::from("/x/patience")));
    }

    #[test]
    fn home_falls_back_to_local_share() {
        let dir = data_dir(&env(Some(""), Some("relative"), Some("/h")));
        assert_eq!(dir, Some(PathBuf::from("/h/.local/share/patience")));
        assert_eq!(data_dir(&env(None, None, None)), None);
    }
}
