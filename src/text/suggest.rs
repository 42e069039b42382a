//! Did-you-mean: the known word nearest to a mistyped one, for command words
//! at the prompt and game names on the command line.

/// How alike two words must be (Jaro similarity, 0 to 1) before one is
/// offered for the other: the threshold clap uses for its suggestions.
const LIKENESS: f64 = 0.7;

/// The word of `known` most like `typed` (case ignored), if any is alike
/// enough to be what was meant. Ties go to the earlier word.
pub fn closest<'a>(typed: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let typed = typed.to_lowercase();
    let mut best: Option<(f64, &str)> = None;
    for word in known {
        let likeness = strsim::jaro(&typed, &word.to_lowercase());
        if likeness > LIKENESS && best.is_none_or(|(most, _)| likeness > most) {
            best = Some((likeness, word));
        }
    }
    best.map(|(_, word)| word)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_transposed_or_dropped_letter_finds_the_word_meant() {
        let words = ["hint", "help", "remove", "redo", "restart"];
        assert_eq!(closest("hnit", words), Some("hint"));
        assert_eq!(closest("remvoe", words), Some("remove"));
        assert_eq!(closest("RESTRAT", words), Some("restart"));
        let games = ["eighteens", "elevens", "sweet-sixteen", "eliminator"];
        assert_eq!(closest("elevns", games), Some("elevens"));
        assert_eq!(closest("sweet-sixten", games), Some("sweet-sixteen"));
    }

    #[test]
    fn a_word_like_nothing_known_gets_no_suggestion() {
        let words = ["hint", "help", "remove", "redo", "restart"];
        assert_eq!(closest("dance", words), None);
        assert_eq!(closest("", words), None);
        assert_eq!(closest("xyzzy", words), None);
    }
}
