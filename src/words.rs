//! Small pieces of English that every layer which words something shares:
//! the renderer, the file formats (board files, saves, records) and the
//! command lines. They know nothing of games, files or screens, so each
//! layer takes them from here rather than from another layer above it.

/// The no-break space that joins the words of a [`tie`]d phrase.
pub const TIE: char = '\u{a0}';

/// "1 card", "2 cards": `n` with the noun in the right number.
pub fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// `text` with its first letter in upper case.
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `phrase` kept on one line when wrapped (its spaces print as spaces):
/// the wrapping in `text::width` never breaks at a [`TIE`].
pub fn tie(phrase: &str) -> String {
    phrase.replace(' ', &TIE.to_string())
}

/// `text` with the phrases written with `~` between their words tied, as
/// TeX does: "Example: move~2~f1." For texts written in this program, never
/// for text from elsewhere.
pub fn ties_from_tildes(text: &str) -> String {
    text.replace('~', &TIE.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_takes_the_noun_in_its_number() {
        assert_eq!(plural(1, "card", "cards"), "1 card");
        assert_eq!(plural(0, "card", "cards"), "0 cards");
        assert_eq!(plural(2, "move is", "moves are"), "2 moves are");
    }

    #[test]
    fn capitalising_changes_only_the_first_letter() {
        assert_eq!(capitalise("seven of hearts"), "Seven of hearts");
        assert_eq!(capitalise("élan"), "Élan");
        assert_eq!(capitalise(""), "");
    }

    #[test]
    fn a_tied_phrase_has_no_plain_spaces_and_tildes_tie_the_same_way() {
        assert_eq!(tie("move 2 f1"), "move\u{a0}2\u{a0}f1");
        assert_eq!(ties_from_tildes("move~2~f1"), tie("move 2 f1"));
    }
}
