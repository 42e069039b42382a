//! Errors from the operating system in the program's own words: "there is
//! no such file or directory" rather than "No such file or directory (os
//! error 2)". The sentence around it names the file and what was being done.
//! Every message that reports an I/O error says it through [`io_reason`],
//! so no "(os error N)" and no temporary file's name ever reaches the
//! player.

use std::io::{self, ErrorKind};

/// Why an operation on a file failed, as a clause without a capital or a
/// full stop. An error the program made itself keeps its own words; a
/// system error wrapped by a library (tempfile adds the path of its
/// temporary file to it, rayon its own type) is said as the system error.
pub fn io_reason(err: &io::Error) -> String {
    if err.raw_os_error().is_none() {
        if let Some(inner) = err.get_ref() {
            let text = inner.to_string();
            match os_code_in(&text) {
                Some(code) => return io_reason(&io::Error::from_raw_os_error(code)),
                None => return text,
            }
        }
    }
    let said = match err.kind() {
        ErrorKind::NotFound => "there is no such file or directory",
        ErrorKind::PermissionDenied => "permission is denied",
        ErrorKind::IsADirectory => "it is a directory",
        ErrorKind::NotADirectory => "a part of the path is not a directory",
        ErrorKind::AlreadyExists => "it already exists",
        ErrorKind::StorageFull => "the disk is full",
        ErrorKind::QuotaExceeded => "the disk quota is used up",
        ErrorKind::FileTooLarge => "the file would be larger than this program may write",
        ErrorKind::ReadOnlyFilesystem => "the file system is read-only",
        ErrorKind::InvalidFilename => "the name is too long or not allowed",
        ErrorKind::BrokenPipe => "the reader has gone away",
        ErrorKind::OutOfMemory => "there is not enough memory",
        ErrorKind::WouldBlock => "the system is out of a resource it needs (memory or processes)",
        ErrorKind::ResourceBusy => "it is busy",
        _ => return without_os_code(&err.to_string()),
    };
    said.to_string()
}

/// An error from the system with any library's wrapping taken off (the
/// temporary file's path that tempfile adds, say): the system's own error
/// when the wrapping names its code, else `err` as it is.
pub fn unwrapped(err: io::Error) -> io::Error {
    let code = err
        .get_ref()
        .filter(|_| err.raw_os_error().is_none())
        .and_then(|inner| os_code_in(&inner.to_string()));
    match code {
        Some(code) => io::Error::from_raw_os_error(code),
        None => err,
    }
}

/// The code N of a system error's text, "... (os error N)...", if it holds one.
fn os_code_in(text: &str) -> Option<i32> {
    let after = &text[text.find(" (os error ")? + " (os error ".len()..];
    after[..after.find(')')?].parse().ok()
}

/// `text` without a trailing " (os error N)" and with a lower-case first
/// letter.
fn without_os_code(text: &str) -> String {
    let text = match text.rfind(" (os error ") {
        Some(at) => &text[..at],
        _ => text,
    };
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_file_is_said_without_the_os_error_number() {
        let err = std::fs::read("/no/such/file/anywhere").unwrap_err();
        assert_eq!(io_reason(&err), "there is no such file or directory");
    }

    #[test]
    fn an_os_error_without_words_of_our_own_loses_its_code() {
        let err = io::Error::from_raw_os_error(libc_enotty());
        let said = io_reason(&err);
        assert!(!said.contains("os error"), "{said}");
        assert!(said.starts_with(char::is_lowercase), "{said}");
    }

    #[test]
    fn an_error_the_program_made_keeps_its_words() {
        let err = io::Error::new(ErrorKind::IsADirectory, "the path names a directory");
        assert_eq!(io_reason(&err), "the path names a directory");
    }

    #[test]
    fn a_system_error_wrapped_with_a_temporary_path_is_said_in_words() {
        let dir = std::path::Path::new("/nonexistent/patience-dir");
        let err = tempfile::NamedTempFile::new_in(dir).unwrap_err();
        assert!(err.to_string().contains(" at path "), "{err}");
        assert_eq!(io_reason(&err), "there is no such file or directory");
    }

    #[test]
    fn a_wrapped_system_error_loses_its_path_and_its_code() {
        let dir = std::path::Path::new("/nonexistent/patience-dir");
        let err = unwrapped(tempfile::NamedTempFile::new_in(dir).unwrap_err());
        assert_eq!(err.raw_os_error(), Some(2));
        assert!(!err.to_string().contains("patience-dir"), "{err}");
    }

    #[test]
    fn the_errors_of_a_full_disk_a_size_limit_and_a_busy_system_are_said_in_words() {
        for (code, said) in [
            (28, "the disk is full"),
            (27, "the file would be larger than this program may write"),
            (
                11,
                "the system is out of a resource it needs (memory or processes)",
            ),
            (21, "it is a directory"),
        ] {
            assert_eq!(io_reason(&io::Error::from_raw_os_error(code)), said);
        }
    }

    /// ENOTTY ("Inappropriate ioctl for device") on Linux and the BSDs.
    fn libc_enotty() -> i32 {
        25
    }
}
