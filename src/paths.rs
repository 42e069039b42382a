//! Where patience keeps its files: the data directory for the game record
//! and the line-editor history.

use std::path::PathBuf;

/// The data directory: `$PATIENCE_HOME` if set and not empty, else
/// `$XDG_DATA_HOME/patience` if that is an absolute path, else
/// `$HOME/.local/share/patience`. `None` when none of these can be found.
pub fn data_dir() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(home) = var("PATIENCE_HOME") {
        return Some(PathBuf::from(home));
    }
    if let Some(xdg) = var("XDG_DATA_HOME").map(PathBuf::from) {
        if xdg.is_absolute() {
            return Some(xdg.join("patience"));
        }
    }
    var("HOME").map(|home| PathBuf::from(home).join(".local/share/patience"))
}
