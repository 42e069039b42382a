//! Where patience keeps its files between sessions (the record, the
//! command history, the game kept for `patience resume`):
//! `$PATIENCE_HOME` if set, else `$XDG_DATA_HOME/patience`, else
//! `~/.local/share/patience`; making that directory, and the lock each of
//! its shared files is written under.

use crate::text::escape;
use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};

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

/// Makes the directory `dir` (the data directory, or the folder of a file
/// in it) and its parents if need be. When something in the way is not a
/// directory (`PATIENCE_HOME` names a file), the error says which, in a
/// clause ("/home/me/notes is a file, not a directory") rather than the
/// system's "File exists".
pub fn create(dir: &Path) -> io::Result<()> {
    std::fs::create_dir_all(dir).map_err(|err| {
        let blocking = dir
            .ancestors()
            .find(|place| std::fs::metadata(place).is_ok_and(|meta| !meta.is_dir()));
        match blocking {
            Some(place) => io::Error::new(
                io::ErrorKind::NotADirectory,
                format!("{} is a file, not a directory", escape::path(place)),
            ),
            None => err,
        }
    })
}

/// How long a file of the data directory (the record, the history) waits
/// for another program to release its lock before it gives up with an
/// error, as a database waits on a busy file.
pub const LOCK_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// Takes the exclusive lock on `file`, trying again until [`LOCK_WAIT`] has
/// passed, then giving up with a sentence.
pub fn lock_within(file: &std::fs::File) -> io::Result<()> {
    let deadline = std::time::Instant::now() + LOCK_WAIT;
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(()),
            Err(std::fs::TryLockError::Error(err)) => return Err(err),
            Err(std::fs::TryLockError::WouldBlock) if std::time::Instant::now() < deadline => {
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
            Err(std::fs::TryLockError::WouldBlock) => {
                return Err(io::Error::new(
                    io::ErrorKind::WouldBlock,
                    format!(
                        "another program kept it locked for {} seconds",
                        LOCK_WAIT.as_secs()
                    ),
                ))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_data_directory_that_is_a_file_is_said_to_be_one() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("notes");
        std::fs::write(&file, "x").unwrap();
        let err = create(&file.join("deeper")).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("{} is a file, not a directory", file.display())
        );
        create(&dir.path().join("a/b")).unwrap();
        assert!(dir.path().join("a/b").is_dir());
    }

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
