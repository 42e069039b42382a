//! The width of the screen, decided in one place, and keeping every printed
//! line within it.
//!
//! The width is 79 columns into a pipe or file, so that scripts see the same
//! layout everywhere. On a terminal it is `COLUMNS` when set, else the
//! terminal's own width, and never more than 79 (nor less than 20).
//!
//! A line that is too wide is broken after a sentence or clause where it can
//! be (so each piece still reads on its own), and between words only where
//! it must; no word is ever split. A phrase that must stay on one line (a
//! command such as `move 2 f1`) is [`tie`](crate::words::tie)d: its spaces become no-break
//! spaces, which the wrapping does not break and which print as spaces.

use crate::cards::{Rank, Suit};
use crate::words::TIE;
use std::io::IsTerminal;
use textwrap::core::Word;
use textwrap::wrap_algorithms::wrap_first_fit;
use textwrap::{Options, WordSeparator, WordSplitter, WrapAlgorithm};

/// No printed line is wider than this, in any mode.
pub const MAX_WIDTH: usize = 79;

/// The narrowest screen the layout adapts to; a narrower one is treated as
/// this wide.
pub const MIN_WIDTH: usize = 20;

/// Where the width of printed lines comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Always this many columns (tests, and any writer that is not stdout).
    Fixed(usize),
    /// Standard output: [`stdout_width`], read afresh each time, so a
    /// terminal resized during a game is followed.
    Stdout,
}

impl Screen {
    /// The width in columns now.
    pub fn width(self) -> usize {
        match self {
            Screen::Fixed(width) => width,
            Screen::Stdout => stdout_width(),
        }
    }
}

/// The width of standard output: [`MAX_WIDTH`] unless it is a terminal,
/// else as [`terminal_width`] decides from `COLUMNS` and the terminal.
pub fn stdout_width() -> usize {
    if !std::io::stdout().is_terminal() {
        return MAX_WIDTH;
    }
    let columns = std::env::var("COLUMNS").ok();
    let measured = terminal_size::terminal_size().map(|(width, _)| usize::from(width.0));
    terminal_width(columns.as_deref(), measured)
}

/// The width of a terminal: `COLUMNS` if it is a positive number, else the
/// measured width, else [`MAX_WIDTH`]; kept within [`MIN_WIDTH`] and
/// [`MAX_WIDTH`].
pub fn terminal_width(columns: Option<&str>, measured: Option<usize>) -> usize {
    columns
        .and_then(|text| text.trim().parse::<usize>().ok())
        .filter(|&width| width > 0)
        .or(measured.filter(|&width| width > 0))
        .unwrap_or(MAX_WIDTH)
        .clamp(MIN_WIDTH, MAX_WIDTH)
}

/// The width of `text` on screen, not counting colour escape sequences.
pub fn display_width(text: &str) -> usize {
    textwrap::core::display_width(text)
}

/// `line` as printed: ties back to spaces.
fn untie(line: &str) -> String {
    line.replace(TIE, " ")
}

/// Splits `text` into words that each end after a sentence (". ") or a
/// clause ("; ", ": "), keeping the punctuation with the clause before it.
/// A one-word label ("Why: ") is not a clause: it stays with what it
/// introduces, so it never stands alone on a line.
fn clauses(text: &str) -> Vec<Word<'_>> {
    let mut pieces = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    for i in 0..bytes.len().saturating_sub(1) {
        let label = bytes[i] == b':' && !text[start..i].contains(' ');
        if matches!(bytes[i], b'.' | b';' | b':') && bytes[i + 1] == b' ' && !label {
            pieces.push(Word::from(&text[start..i + 2]));
            start = i + 2;
        }
    }
    pieces.push(Word::from(&text[start..]));
    pieces
}

/// The words of one wrapped line joined again with their spaces.
fn joined(words: &[Word]) -> String {
    let mut line = String::new();
    for (i, word) in words.iter().enumerate() {
        if i > 0 {
            line.push_str(words[i - 1].whitespace);
        }
        line.push_str(word.word);
    }
    line
}

/// How every text is wrapped to `width`: between words at ASCII spaces
/// only, first fit, and never inside a word: not even at a hyphen, so a
/// date (`2026-11-26T09:33:56Z`), a game's id (`sweet-sixteen`) or an
/// option stays whole.
fn options(width: usize) -> Options<'static> {
    Options::new(width)
        .break_words(false)
        .word_separator(WordSeparator::AsciiSpace)
        .word_splitter(WordSplitter::NoHyphenation)
        .wrap_algorithm(WrapAlgorithm::FirstFit)
}

/// Splits `text` into its sentences, each ending after ". ", "? " or "! "
/// (the space left off); the last runs to the end of the text.
fn sentences(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    for i in 0..bytes.len().saturating_sub(1) {
        if matches!(bytes[i], b'.' | b'?' | b'!') && bytes[i + 1] == b' ' && i + 1 > start {
            found.push(text[start..=i].trim());
            start = i + 2;
        }
    }
    let last = text[start.min(text.len())..].trim();
    if !last.is_empty() {
        found.push(last);
    }
    found.retain(|s| !s.is_empty());
    found
}

/// `word` without colour escape sequences (`ESC [ ... m`), lower case and
/// without the punctuation after it: what it says.
fn bare_word(word: &str) -> String {
    let mut plain = String::new();
    let mut chars = word.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            chars.by_ref().find(|c| c.is_ascii_alphabetic());
        } else {
            plain.push(c);
        }
    }
    plain
        .trim_end_matches(['.', ',', ';', ':', '?', '!', ')'])
        .trim_start_matches('(')
        .to_ascii_lowercase()
}

/// `text` with each card named in words ("ten of clubs", "Queen of
/// hearts,") [`tie`](crate::words::tie)d, so that no wrapping splits a
/// card's name.
pub fn tie_card_names(text: &str) -> String {
    let words: Vec<&str> = text.split(' ').collect();
    let mut tied = vec![false; words.len()];
    for i in 0..words.len().saturating_sub(2) {
        let rank = bare_word(words[i]);
        // A rank's name, never its code: "ten", not "10".
        let names_a_card = rank.len() >= 3
            && Rank::from_word(&rank).is_some()
            && words[i + 1] == "of"
            && Suit::from_word(&bare_word(words[i + 2])).is_some();
        if names_a_card {
            tied[i] = true;
            tied[i + 1] = true;
        }
    }
    let mut out = String::with_capacity(text.len());
    for (i, word) in words.iter().enumerate() {
        out.push_str(word);
        if i + 1 < words.len() {
            out.push(if tied[i] { TIE } else { ' ' });
        }
    }
    out
}

/// One sentence wider than `width`, as lines: broken after its clauses,
/// and any clause still too wide broken between words (never within a
/// card's name or a tied phrase).
fn long_sentence(sentence: &str, width: usize) -> Vec<String> {
    let words = options(width);
    let pieces = clauses(sentence);
    wrap_first_fit(&pieces, &[width as f64])
        .into_iter()
        .flat_map(|clauses| {
            let piece = joined(clauses);
            let piece = piece.trim_end();
            if display_width(piece) <= width {
                vec![piece.to_string()]
            } else {
                textwrap::wrap(piece, &words)
                    .into_iter()
                    .map(|l| l.into_owned())
                    .collect()
            }
        })
        .collect()
}

/// `line` as one or more lines no wider than `width`: unchanged if it fits.
/// Else whole sentences go to a line, as many as fit, so that a sentence
/// that fits a line is never split over two; a sentence wider than the
/// line starts a line of its own and is broken after its clauses, a clause
/// still too wide between words. No word, card name ("ten of clubs") or
/// tied phrase is ever split; a single word wider than `width` (a long file
/// name) is left whole. Leading indentation of a piece is not kept.
pub fn fit(line: &str, width: usize) -> Vec<String> {
    if display_width(line) <= width {
        return vec![untie(line)];
    }
    let text = tie_card_names(line);
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    for sentence in sentences(&text) {
        let joined = if current.is_empty() {
            sentence.to_string()
        } else {
            format!("{current} {sentence}")
        };
        if display_width(&joined) <= width {
            current = joined;
            continue;
        }
        if !current.is_empty() {
            lines.push(std::mem::take(&mut current));
        }
        if display_width(sentence) <= width {
            current = sentence.to_string();
        } else {
            lines.extend(long_sentence(sentence, width));
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines.iter().map(|l| untie(l)).collect()
}

/// `text` as lines no wider than `width`: each of its lines [`fit`].
pub fn wrap_text(text: &str, width: usize) -> Vec<String> {
    text.split('\n').flat_map(|line| fit(line, width)).collect()
}

/// `text` as lines no wider than `width`, the second and later indented by
/// two spaces so that a reader (or `grep '^seed'`) can tell where each
/// record starts.
pub fn continued(text: &str, width: usize) -> Vec<String> {
    textwrap::wrap(text, options(width).subsequent_indent("  "))
        .into_iter()
        .map(|l| untie(&l))
        .collect()
}

/// `text` wrapped to `width` with every line but the first indented by
/// `indent` columns, and the first starting with `first` (padded to
/// `indent`, or on a line of its own if it is wider): the layout of a list
/// of terms and their descriptions. Below `indent + 24` columns the
/// description goes under its term, indented by 4 (by 2 below 40 columns).
pub fn hanging(first: &str, text: &str, indent: usize, width: usize) -> Vec<String> {
    let (first_prefix, rest_prefix, mut lines) =
        if width >= indent + 24 && display_width(first) < indent {
            let pad = indent - display_width(first);
            (
                format!("{first}{}", " ".repeat(pad)),
                " ".repeat(indent),
                vec![],
            )
        } else {
            let under = " ".repeat(if width >= 40 { 4 } else { 2 }.min(indent));
            let words: Vec<&str> = first.split_whitespace().collect();
            let lead = &first[..first.len() - first.trim_start().len()];
            let lines = if words.is_empty() {
                vec![]
            } else {
                vec![untie(&format!("{lead}{}", words.join(" ")))]
            };
            (under.clone(), under, lines)
        };
    let options = options(width)
        .wrap_algorithm(WrapAlgorithm::new_optimal_fit())
        .initial_indent(&first_prefix)
        .subsequent_indent(&rest_prefix);
    lines.extend(
        textwrap::wrap(text, &options)
            .into_iter()
            .map(|l| untie(l.trim_end())),
    );
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{tie, ties_from_tildes};

    #[test]
    fn escape_sequences_take_no_width() {
        assert_eq!(display_width("\x1b[31m7H\x1b[0m"), 2);
        assert_eq!(display_width("10\u{2665}"), 3);
    }

    #[test]
    fn a_line_that_fits_is_left_alone() {
        assert_eq!(fit("  1:7H   2:4C", 79), ["  1:7H   2:4C"]);
    }

    #[test]
    fn a_wide_line_breaks_after_a_clause_first() {
        let line = "Removed KD, QH and JC; dealt 9S to 3, KD to 8 and 4C to 9; 29 cards left in the stock.";
        assert_eq!(
            fit(line, 60),
            [
                "Removed KD, QH and JC; dealt 9S to 3, KD to 8 and 4C to 9;",
                "29 cards left in the stock."
            ]
        );
    }

    #[test]
    fn a_one_word_label_stays_with_what_it_introduces() {
        let line = "Why: with the stock face up you would win in 1% to 100% of the ways it could lie, as 8 of the 9 orders tried were too long to decide.";
        assert_eq!(
            fit(line, 79),
            [
                "Why: with the stock face up you would win in 1% to 100% of the ways it could",
                "lie, as 8 of the 9 orders tried were too long to decide."
            ]
        );
        assert_eq!(
            fit(
                "Removed 2 cards: the five and six; 40 left in the stock.",
                40
            ),
            [
                "Removed 2 cards: the five and six;",
                "40 left in the stock."
            ]
        );
    }

    #[test]
    fn a_word_is_never_split_at_its_hyphens() {
        let line = "won without help, 30 moves, 2026-11-26T09:33:56Z.";
        assert_eq!(
            fit(line, 40),
            ["won without help, 30 moves,", "2026-11-26T09:33:56Z."]
        );
        assert_eq!(
            continued("seed 2: sweet-sixteen all-in-a-row", 20),
            ["seed 2:", "  sweet-sixteen", "  all-in-a-row"]
        );
    }

    #[test]
    fn a_sentence_that_fits_a_line_is_never_split() {
        let line = "Removed seven of hearts. Position 5 shows king of diamonds; stock: 41 cards.";
        assert_eq!(
            fit(line, 60),
            [
                "Removed seven of hearts.",
                "Position 5 shows king of diamonds; stock: 41 cards."
            ]
        );
    }

    #[test]
    fn a_card_name_is_never_split_even_in_a_sentence_wider_than_the_line() {
        let line = "King of clubs is covered by two of hearts and three of spades; \
remove them first.";
        let lines = fit(line, 40);
        assert_eq!(
            lines,
            [
                "King of clubs is covered by",
                "two of hearts and three of spades;",
                "remove them first."
            ]
        );
        for name in ["King of clubs", "two of hearts", "three of spades"] {
            assert!(lines.iter().any(|l| l.contains(name)), "{name}: {lines:?}");
        }
        let coloured =
            "Jack of spades cannot go on \x1b[31mace of hearts\x1b[0m; it must be one rank up.";
        let lines = fit(coloured, 40);
        assert!(
            lines.iter().any(|l| l.contains("\x1b[31mace of hearts")),
            "{lines:?}"
        );
    }

    #[test]
    fn a_wide_clause_breaks_between_words() {
        let line = "one two three four five six";
        assert_eq!(fit(line, 10), ["one two", "three four", "five six"]);
        assert!(fit(&"word ".repeat(40), 79).iter().all(|l| l.len() <= 79));
    }

    #[test]
    fn a_tied_phrase_is_never_split_and_prints_with_spaces() {
        let line = format!("The hint is {} - it wins.", tie("remove 10H 4C 5S"));
        let lines = fit(&line, 20);
        assert!(
            lines.contains(&"remove 10H 4C 5S -".to_string()),
            "{lines:?}"
        );
        assert!(lines.iter().all(|l| !l.contains(TIE)));
    }

    #[test]
    fn a_continued_record_indents_its_later_lines() {
        let text = format!("seed 2: won: {}, {}", tie("remove 5 9"), tie("remove 3 4"));
        assert_eq!(
            continued(&text, 24),
            ["seed 2: won: remove 5 9,", "  remove 3 4"]
        );
    }

    #[test]
    fn the_terminal_width_is_columns_else_measured_within_20_and_79() {
        assert_eq!(terminal_width(Some("40"), Some(120)), 40);
        assert_eq!(terminal_width(None, Some(50)), 50);
        assert_eq!(terminal_width(None, Some(200)), 79);
        assert_eq!(terminal_width(Some("5"), None), 20);
        assert_eq!(terminal_width(Some("wide"), Some(60)), 60);
        assert_eq!(terminal_width(Some("0"), None), 79);
        assert_eq!(terminal_width(None, None), 79);
    }

    #[test]
    fn a_hanging_description_lines_up_under_its_column_or_goes_under_its_term() {
        let text = ties_from_tildes("take back the last move (or N moves); redo~[N] replays");
        let text = text.as_str();
        assert_eq!(
            hanging("  undo [N]", text, 22, 60),
            [
                "  undo [N]            take back the last move (or N moves);",
                "                      redo [N] replays"
            ]
        );
        assert_eq!(
            hanging("  undo [N]", text, 22, 40),
            [
                "  undo [N]",
                "    take back the last move (or N",
                "    moves); redo [N] replays"
            ]
        );
    }
}
