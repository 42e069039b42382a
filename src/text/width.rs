//! Keeping every printed line within the screen width. Lines are measured in
//! characters, not counting colour escape sequences; a line that is too wide
//! is broken after a sentence or clause where it can be (so each piece still
//! reads on its own), and between words only where it must.

/// No printed line is wider than this, in any mode.
pub const MAX_WIDTH: usize = 79;

/// The width of `text` on screen: its characters, less escape sequences.
pub fn display_width(text: &str) -> usize {
    let mut width = 0;
    let mut in_escape = false;
    for c in text.chars() {
        if in_escape {
            in_escape = !c.is_ascii_alphabetic();
        } else if c == '\x1b' {
            in_escape = true;
        } else {
            width += 1;
        }
    }
    width
}

/// Splits `text` into pieces that each end after a sentence (". ") or a
/// clause ("; ", ": "), keeping the punctuation with the piece before it.
fn clauses(text: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    for i in 0..bytes.len().saturating_sub(1) {
        if matches!(bytes[i], b'.' | b';' | b':') && bytes[i + 1] == b' ' {
            pieces.push(&text[start..=i]);
            start = i + 2;
        }
    }
    pieces.push(&text[start..]);
    pieces
}

/// Packs `words` (or clauses) into lines no wider than `width`, joined by spaces.
fn pack<'a>(items: impl IntoIterator<Item = &'a str>, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    for item in items {
        if !current.is_empty() && display_width(&current) + 1 + display_width(item) > width {
            lines.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push(' ');
        }
        current.push_str(item);
    }
    lines.push(current);
    lines
}

/// `line` as one or more lines no wider than `width`: unchanged if it fits;
/// else broken after sentences and clauses, and any piece still too wide
/// broken between words. Leading indentation of a piece is not kept.
pub fn fit(line: &str, width: usize) -> Vec<String> {
    if display_width(line) <= width {
        return vec![line.to_string()];
    }
    pack(clauses(line), width)
        .into_iter()
        .flat_map(|piece| {
            if display_width(&piece) <= width {
                vec![piece]
            } else {
                pack(piece.split(' ').filter(|w| !w.is_empty()), width)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn a_wide_clause_breaks_between_words() {
        let line = "one two three four five six";
        assert_eq!(fit(line, 10), ["one two", "three four", "five six"]);
        assert!(fit(&"word ".repeat(40), 79).iter().all(|l| l.len() <= 79));
    }
}
