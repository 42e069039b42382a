//! Cards typed in the words the program says them in: "seven of spades",
//! "7 of spades", "the Seven of Spades", so that a player who hears the
//! game can answer it in the same words (and dictate them). Each such
//! phrase becomes the card's code before the command's arguments are read,
//! and an "and" between two cards or places is dropped: `remove seven of
//! spades and six of hearts` reads as `remove 7S 6H`.

use crate::cards::{Card, Rank, Suit};
use crate::text::arguments::parse_target;

/// The card that `rank`, `of`, `suit` name, any case: ("seven", "of",
/// "spades") or ("7", "of", "spade").
fn card_named(rank: &str, of: &str, suit: &str) -> Option<Card> {
    if !of.eq_ignore_ascii_case("of") {
        return None;
    }
    Some(Card::new(Rank::from_word(rank)?, Suit::from_word(suit)?))
}

/// `words` with every card said in words made its code, a "the" before one
/// (or before a rank named alone, "the king") dropped, and an "and" between two words that each name a card or a place
/// dropped; every other word as it was.
pub fn with_card_codes<'a>(words: &[&'a str]) -> Vec<std::borrow::Cow<'a, str>> {
    use std::borrow::Cow;
    let mut out: Vec<Cow<'a, str>> = Vec::with_capacity(words.len());
    let mut i = 0;
    while i < words.len() {
        let card = |at: usize| match words.get(at..at + 3) {
            Some([rank, of, suit]) => card_named(rank, of, suit),
            _ => None,
        };
        let rank_alone = |at: usize| words.get(at).is_some_and(|w| Rank::from_name(w).is_some());
        if words[i].eq_ignore_ascii_case("the") && (card(i + 1).is_some() || rank_alone(i + 1)) {
            i += 1;
            continue;
        }
        match card(i) {
            Some(card) => {
                out.push(Cow::Owned(card.to_string()));
                i += 3;
            }
            None => {
                out.push(Cow::Borrowed(words[i]));
                i += 1;
            }
        }
    }
    let names_a_target = |word: Option<&Cow<str>>| word.is_some_and(|w| parse_target(w).is_some());
    let mut kept = Vec::with_capacity(out.len());
    for (at, word) in out.iter().enumerate() {
        let between = at > 0 && names_a_target(out.get(at - 1)) && names_a_target(out.get(at + 1));
        if !(word.eq_ignore_ascii_case("and") && between) {
            kept.push(word.clone());
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(line: &str) -> Vec<String> {
        let words: Vec<&str> = line.split(' ').collect();
        with_card_codes(&words)
            .into_iter()
            .map(String::from)
            .collect()
    }

    #[test]
    fn a_card_said_in_words_or_with_its_rank_as_a_number_reads_as_its_code() {
        assert_eq!(said("remove seven of spades"), ["remove", "7S"]);
        assert_eq!(said("remove 7 of spades"), ["remove", "7S"]);
        assert_eq!(said("remove the Ten of Hearts"), ["remove", "10H"]);
        assert_eq!(said("remove queen of spade"), ["remove", "QS"]);
    }

    #[test]
    fn and_between_two_cards_or_places_is_dropped_and_kept_elsewhere() {
        assert_eq!(
            said("remove seven of spades and six of hearts"),
            ["remove", "7S", "6H"]
        );
        assert_eq!(said("22 and 25"), ["22", "25"]);
        assert_eq!(said("help and"), ["help", "and"]);
    }

    #[test]
    fn the_before_a_rank_named_alone_is_dropped_and_and_between_ranks() {
        assert_eq!(said("remove the King and ten"), ["remove", "King", "ten"]);
    }

    #[test]
    fn words_that_name_no_card_are_left_as_typed() {
        assert_eq!(said("seven of wands"), ["seven", "of", "wands"]);
        assert_eq!(said("the stock"), ["the", "stock"]);
    }
}
