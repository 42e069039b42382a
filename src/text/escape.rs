//! Untrusted text made safe to print: what the player typed, file names, and
//! text read from saved games and the record. Control characters, escape
//! sequences and bidirectional-text controls are shown as visible escapes
//! (`\e`, `\t`, `\u{202e}`), in the spirit of the way git quotes paths, so a
//! file can never retitle the terminal, clear the screen or reverse the text
//! around it. A quoted piece is also cut short, so that one long name never
//! makes a long error line.
//!
//! A backslash is left as it is: a name like `C:\games` reads naturally, and
//! the escapes are for reading, not for pasting back.

use std::path::Path;

/// The most characters any quoted piece takes in a message (a typed word,
/// a file name, a saved game's words, record fields), before `...`: enough
/// for a file's path, and short enough that a one-sentence error quoting
/// it stays within [`SENTENCE_LIMIT`]. The echo of a script line is not a
/// quote: it is the whole line (at most 4,096 bytes), escaped.
pub const QUOTE_LIMIT: usize = 60;

/// The most characters of a whole sentence that quotes untrusted text
/// (an error line), before `...`.
pub const SENTENCE_LIMIT: usize = 200;

/// The escape that shows `c`, or `None` if `c` may be printed as it is.
fn escape_of(c: char) -> Option<String> {
    let short = match c {
        '\x1b' => "\\e",
        '\t' => "\\t",
        '\n' => "\\n",
        '\r' => "\\r",
        '\0' => "\\0",
        '\x07' => "\\a",
        '\x08' => "\\b",
        '\x0b' => "\\v",
        '\x0c' => "\\f",
        _ if c.is_control() || is_invisible_control(c) => {
            return Some(format!("\\u{{{:x}}}", u32::from(c)))
        }
        _ => return None,
    };
    Some(short.to_string())
}

/// True if `c` is shown as an escape rather than printed: a control
/// character, or one of the invisible controls that change how a terminal
/// shows the text around them.
pub fn needs_escape(c: char) -> bool {
    escape_of(c).is_some()
}

/// Characters that are not control characters to Unicode but change how a
/// terminal shows the text around them: the bidirectional controls (an
/// override like U+202E reverses what follows), the directional marks, the
/// line and paragraph separators, and the characters that take no room at
/// all (a byte-order mark, U+FEFF, inside a line; the zero-width space and
/// the word joiner), which would make a word read as another, or a line
/// take more characters than it shows.
fn is_invisible_control(c: char) -> bool {
    matches!(
        c,
        '\u{061c}'
            | '\u{200b}'
            | '\u{200e}'
            | '\u{200f}'
            | '\u{202a}'..='\u{202e}'
            | '\u{2060}'
            | '\u{2066}'..='\u{2069}'
            | '\u{2028}'
            | '\u{2029}'
            | '\u{feff}'
    )
}

/// `text` with every control character, escape and bidirectional control
/// shown as a visible escape; nothing is cut. For lines echoed whole.
pub fn escaped(text: &str) -> String {
    capped(text, usize::MAX)
}

/// `text` escaped as [`escaped`] does, cut to at most `limit` characters
/// (an escape is never split) followed by `...` when anything was left out.
pub fn capped(text: &str, limit: usize) -> String {
    let mut shown = String::new();
    let mut count = 0;
    for c in text.chars() {
        let piece = escape_of(c).unwrap_or_else(|| c.to_string());
        let width = piece.chars().count();
        if count + width > limit {
            shown.push_str("...");
            return shown;
        }
        count += width;
        shown.push_str(&piece);
    }
    shown
}

/// Untrusted text as a message quotes it: escaped and cut to
/// [`QUOTE_LIMIT`] characters.
pub fn untrusted(text: &str) -> String {
    capped(text, QUOTE_LIMIT)
}

/// A sentence that may hold untrusted text (an error from a file's
/// contents), escaped and cut to [`SENTENCE_LIMIT`] characters.
pub fn sentence(text: &str) -> String {
    capped(text, SENTENCE_LIMIT)
}

/// A file name as a message quotes it: escaped and cut to [`QUOTE_LIMIT`]
/// characters. Bytes that are not UTF-8 show as U+FFFD.
pub fn path(path: &Path) -> String {
    untrusted(&path.to_string_lossy())
}

/// A word of a shell command as printed for pasting: left bare when it
/// holds only letters, digits and `-_./:=+,@%`; in double quotes when it
/// holds spaces besides (a deck of card codes, which a printed command may
/// break at a space with `\`, since the shell joins such a line inside
/// double quotes); else in single quotes, its control characters shown
/// escaped so nothing reaches the terminal raw.
pub fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./:=+,@%".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else if word.chars().all(|c| plain(c) || c == ' ') {
        format!("\"{word}\"")
    } else {
        format!("'{}'", escaped(&word.replace('\'', "'\\''")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shell_word_is_quoted_only_where_it_needs_to_be() {
        assert_eq!(shell_word("--seed"), "--seed");
        assert_eq!(shell_word("4-foundations"), "4-foundations");
        assert_eq!(shell_word("AH 8C"), "\"AH 8C\"");
        assert_eq!(shell_word(""), "\"\"");
        assert_eq!(shell_word("it's $HOME"), "'it'\\''s $HOME'");
        assert_eq!(shell_word("a\x1b[2J"), "'a\\e[2J'");
    }

    #[test]
    fn control_characters_and_escape_sequences_become_visible() {
        assert_eq!(
            escaped("a\x1b]0;owned\x07b\x1b[2J\tc\r\n\0\u{7f}\u{9b}"),
            "a\\e]0;owned\\ab\\e[2J\\tc\\r\\n\\0\\u{7f}\\u{9b}"
        );
    }

    #[test]
    fn bidirectional_controls_become_visible() {
        assert_eq!(
            escaped("txt.\u{202e}exe\u{2066}\u{200f}"),
            "txt.\\u{202e}exe\\u{2066}\\u{200f}"
        );
    }

    /// Found by `any_bytes_as_a_script_never_panic_and_bad_lines_are_numbered`:
    /// a byte-order mark inside a typed word reached the error line raw.
    #[test]
    fn characters_that_take_no_room_become_visible() {
        assert_eq!(
            escaped("\0\u{feff}\u{200b}16\u{2060}"),
            "\\0\\u{feff}\\u{200b}16\\u{2060}"
        );
    }

    #[test]
    fn plain_text_and_other_scripts_are_left_alone() {
        for text in [
            "save elevens.txt",
            "C:\\games",
            "héllo wörld",
            "♥ 10H",
            "日本",
        ] {
            assert_eq!(escaped(text), text);
        }
    }

    #[test]
    fn a_long_piece_is_cut_without_splitting_an_escape() {
        let long = "x".repeat(10_000);
        assert_eq!(untrusted(&long).chars().count(), QUOTE_LIMIT + 3);
        assert_eq!(capped("ab\x1bcd", 3), "ab...");
        assert_eq!(capped("ab\x1bcd", 4), "ab\\e...");
        assert_eq!(capped("abc", 3), "abc");
    }
}
