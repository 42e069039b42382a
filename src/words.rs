//! Small pieces of English that every layer which words something shares:
//! the renderer, the file formats (board files, saves, records) and the
//! command lines. They know nothing of games, files or screens, so each
//! layer takes them from here rather than from another layer above it.

/// The no-break space that joins the words of a [`tie`]d phrase.
pub const TIE: char = '\u{a0}';

/// "1 card", "2 cards": `n` with the noun in the right number. Every count
/// said with its noun goes through here, whatever the count's type, so the
/// program's counts agree in number everywhere.
pub fn plural<N>(n: N, one: &str, many: &str) -> String
where
    N: Copy + PartialEq + From<u8> + std::fmt::Display,
{
    format!("{n} {}", agreeing(n, one, many))
}

/// `one` or `many` as the count `n` asks, without the count: the verb
/// that agrees with a count said elsewhere ("1 of 33 orders was").
pub fn agreeing<'a, N>(n: N, one: &'a str, many: &'a str) -> &'a str
where
    N: PartialEq + From<u8>,
{
    if n == N::from(1) {
        one
    } else {
        many
    }
}

/// `n` as a word ("eight") up to twelve, in digits beyond.
pub fn count_in_words(n: usize) -> String {
    const WORDS: [&str; 13] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| w.to_string())
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

/// `name` with the possessive ending: `Golf's`, but `Tri Peaks'` for a
/// name ending in s.
pub fn possessive(name: &str) -> String {
    if name.ends_with('s') {
        format!("{name}'")
    } else {
        format!("{name}'s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_takes_the_noun_in_its_number() {
        assert_eq!(plural(1, "card", "cards"), "1 card");
        assert_eq!(plural(0, "card", "cards"), "0 cards");
        assert_eq!(plural(2, "move is", "moves are"), "2 moves are");
        assert_eq!(plural(1u64, "deal", "deals"), "1 deal");
        assert_eq!(plural(33u32, "order", "orders"), "33 orders");
        assert_eq!(agreeing(1u32, "was", "were"), "was");
        assert_eq!(agreeing(2usize, "was", "were"), "were");
    }

    #[test]
    fn capitalising_changes_only_the_first_letter() {
        assert_eq!(capitalise("seven of hearts"), "Seven of hearts");
        assert_eq!(capitalise("élan"), "Élan");
        assert_eq!(capitalise(""), "");
    }

    #[test]
    fn a_name_ending_in_s_takes_an_apostrophe_alone() {
        assert_eq!(possessive("Tri Peaks"), "Tri Peaks'");
        assert_eq!(possessive("Golf"), "Golf's");
    }

    #[test]
    fn a_tied_phrase_has_no_plain_spaces_and_tildes_tie_the_same_way() {
        assert_eq!(tie("move 2 f1"), "move\u{a0}2\u{a0}f1");
        assert_eq!(ties_from_tildes("move~2~f1"), tie("move 2 f1"));
    }
}
