//! The summaries `patience merge` reads: each file (or standard input)
//! read bounded, a pipe that nothing writes to said at once, and every JSON
//! object in it taken as a summary of `patience simulate --json`, named by
//! its file and, when the file holds several, its line.

use crate::command_line::{runtime, Failure};
use crate::commands::json::Simulation;
use crate::text::escape;
use crate::text::reason::io_reason;
use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

/// The most bytes one file may hold: far more than any summary (a few
/// hundred bytes, more for a merge with many gaps).
const MAX_FILE_BYTES: u64 = 16 << 20;

/// One summary read from a file, and the words that name it.
pub struct Shard {
    /// The file, or the file and the line the summary starts on when the
    /// file holds several.
    pub label: String,
    /// The summary as read.
    pub simulation: Simulation,
}

/// How a message names `path`: escaped, or "standard input" for `-`.
fn file_label(path: &Path) -> String {
    if path == Path::new("-") {
        "standard input".to_string()
    } else {
        escape::path(path)
    }
}

/// Opens `path` to read summaries from, and says whether it is a pipe. A
/// pipe (`<(...)` in a shell, or a named pipe) is opened without waiting
/// for a writer, so that a named pipe nothing writes to reads as empty at
/// once instead of blocking for ever.
fn open_shards(path: &Path) -> io::Result<(File, bool)> {
    use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
    use std::os::unix::io::AsRawFd;
    if !std::fs::metadata(path)?.file_type().is_fifo() {
        return Ok((File::open(path)?, false));
    }
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)?;
    // Once open, reads wait for what a writer sends, as on any pipe.
    // SAFETY: fcntl on a descriptor this function owns.
    let cleared = unsafe {
        let flags = libc::fcntl(file.as_raw_fd(), libc::F_GETFL);
        flags >= 0 && libc::fcntl(file.as_raw_fd(), libc::F_SETFL, flags & !libc::O_NONBLOCK) == 0
    };
    if !cleared {
        return Err(io::Error::last_os_error());
    }
    Ok((file, true))
}

/// Reads the summaries in `path` (`-` for standard input).
pub fn read_shards(path: &Path) -> Result<Vec<Shard>, Failure> {
    let label = file_label(path);
    let unreadable = |err: io::Error| {
        runtime(format!(
            "Could not read {label}: {}.",
            escape::sentence(&io_reason(&err))
        ))
    };
    let (reader, is_pipe): (Box<dyn Read>, bool) = if path == Path::new("-") {
        (Box::new(io::stdin().lock()), false)
    } else {
        let (file, is_pipe) = open_shards(path).map_err(unreadable)?;
        (Box::new(file), is_pipe)
    };
    let mut bytes = Vec::new();
    reader
        .take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    if is_pipe && bytes.is_empty() {
        return Err(runtime(format!(
            "{label} is a named pipe that nothing was written to."
        )));
    }
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(runtime(format!(
            "{label} holds more than {} MiB, far more than summaries from patience simulate --json.",
            MAX_FILE_BYTES >> 20
        )));
    }
    let mut found = Vec::new();
    let mut lines = Lines::default();
    let mut stream = serde_json::Deserializer::from_slice(&bytes).into_iter::<Simulation>();
    loop {
        let start = stream.byte_offset();
        let line = lines.of_value_after(&bytes, start);
        let opening = bytes[start..].iter().find(|b| !b.is_ascii_whitespace());
        if opening.is_some_and(|&b| b != b'{') {
            // serde would also take a struct from a JSON array, by position.
            return Err(runtime(format!(
                "{label} could not be read as a summary: line {line} holds something other than a JSON object."
            )));
        }
        let Some(next) = stream.next() else { break };
        let simulation = next.map_err(|err| {
            runtime(format!(
                "{label} could not be read as a summary: {}",
                full_stop(&escape::sentence(&err.to_string()))
            ))
        })?;
        found.push((line, simulation));
    }
    match found.len() {
        0 => Err(runtime(format!(
            "{label} holds no summary from patience simulate --json."
        ))),
        1 => Ok(found
            .into_iter()
            .map(|(_, simulation)| Shard {
                label: label.clone(),
                simulation,
            })
            .collect()),
        _ => Ok(found
            .into_iter()
            .map(|(line, simulation)| Shard {
                label: format!("{label} line {line}"),
                simulation,
            })
            .collect()),
    }
}

/// `text` ended by a full stop, unless it was cut short (`...`).
fn full_stop(text: &str) -> String {
    if text.ends_with("...") {
        text.to_string()
    } else {
        format!("{text}.")
    }
}

/// The lines of a text read front to back, each byte counted once, so
/// that naming the line of every summary in a file of many takes time in
/// proportion to the file, not to its size times the summaries.
#[derive(Default)]
struct Lines {
    /// How far the text has been counted.
    counted_to: usize,
    /// The line breaks before `counted_to`.
    breaks: usize,
}

impl Lines {
    /// The line (from 1) on which the value after `offset` starts; each
    /// `offset` asked is at or after the one asked before.
    fn of_value_after(&mut self, bytes: &[u8], offset: usize) -> usize {
        let start = offset
            + bytes[offset..]
                .iter()
                .take_while(|b| b.is_ascii_whitespace())
                .count();
        let from = self.counted_to.min(start);
        self.breaks += bytes[from..start].iter().filter(|&&b| b == b'\n').count();
        self.counted_to = start;
        1 + self.breaks
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_summary_starts_on_the_line_after_the_whitespace_before_it() {
        let text = b"{}\n\n  {}\n";
        let mut lines = Lines::default();
        assert_eq!(lines.of_value_after(text, 0), 1);
        assert_eq!(lines.of_value_after(text, 2), 3);
        assert_eq!(lines.of_value_after(text, 8), 4);
    }

    /// Naming the line of each of 40,000 summaries in one file once read
    /// the file from its start for each, quadratic in the summaries: each
    /// byte is now counted once. The text's start is changed once counted,
    /// so a count that went back over it would see the line breaks put
    /// there.
    #[test]
    fn each_byte_is_counted_once_however_many_summaries_a_file_holds() {
        let mut lines = Lines::default();
        assert_eq!(lines.of_value_after(b"{}\n{}\n{}", 3), 2);
        assert_eq!(lines.of_value_after(b"\n\n\n{}\n{}", 6), 3);
    }
}
