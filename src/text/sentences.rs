//! Lists said as sentences that each fit the screen, for accessible mode:
//! a screen reader reads each line as its own utterance and a braille
//! display shows one line at a time, so a list longer than the line is
//! never wrapped mid-sentence. It becomes several sentences instead, each
//! whole on its line: "Column 1, bottom to top: six of clubs, queen of
//! spades." / "Five of hearts, two of clubs."

use crate::message::join_with_and;
use crate::text::width::display_width;
use crate::words::capitalise;

/// How the items of one sentence are joined.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Joined {
    /// "a, b and c": a list the sentence names as a whole.
    WithAnd,
    /// "a, b, c": a sequence read in order, such as a column's cards.
    WithCommas,
    /// "a, b or c": choices.
    WithOr,
    /// "a b c": the pieces of one phrase ("five of hearts", "onto six of
    /// clubs"), which a short line may say as sentences of their own.
    WithSpaces,
    /// "a; b; c": the clauses of one thought, which a short line may say
    /// as sentences of their own.
    WithSemicolons,
}

/// A list to be said as sentences: the words that open the first
/// sentence, the words that open each later one, and how items are joined.
#[derive(Copy, Clone, Debug)]
pub struct Spoken<'a> {
    /// What opens the first sentence: "Removed", "Column 1, bottom to
    /// top:". When not even one item fits after it, and it ends with a
    /// colon, it is said as a heading on a line of its own.
    pub lead: &'a str,
    /// What opens each later sentence ("Removed" again, or "Also"); empty
    /// for a sentence that is the items alone, capitalised.
    pub again: &'a str,
    /// How the items of a sentence are joined.
    pub joined: Joined,
}

impl Spoken<'_> {
    /// `items` said in sentences no wider than `width` where one item
    /// allows it: as few sentences as fit, sharing the items as evenly as
    /// they can, the first opened by `lead` and the others by `again`. An
    /// item too long for any line is still said whole, in a sentence of
    /// its own.
    pub fn sentences(&self, items: &[String], width: usize) -> Vec<String> {
        let Some(first) = items.first() else {
            return Vec::new();
        };
        let fits =
            |lead: &str, chunk: &[String]| display_width(&self.sentence(lead, chunk)) <= width;
        if !fits(self.lead, std::slice::from_ref(first)) && self.lead.ends_with(':') {
            let heading = Spoken { lead: "", ..*self };
            let mut lines = vec![self.lead.to_string()];
            lines.extend(heading.sentences(items, width));
            return lines;
        }
        let greedy = self.greedy(items, width);
        let even = self.evenly(items, greedy.len());
        let lead_of = |i: usize| if i == 0 { self.lead } else { self.again };
        if even
            .iter()
            .enumerate()
            .all(|(i, chunk)| fits(lead_of(i), chunk))
        {
            even.iter()
                .enumerate()
                .map(|(i, chunk)| self.sentence(lead_of(i), chunk))
                .collect()
        } else {
            greedy
        }
    }

    /// As many items to each sentence as fit, in order: the fewest
    /// sentences, the last perhaps much shorter than the others.
    fn greedy(&self, items: &[String], width: usize) -> Vec<String> {
        let mut lines = Vec::new();
        let mut rest = items;
        let mut lead = self.lead;
        while !rest.is_empty() {
            let fits = |n: usize| display_width(&self.sentence(lead, &rest[..n])) <= width;
            let mut n = 1;
            while n < rest.len() && fits(n + 1) {
                n += 1;
            }
            lines.push(self.sentence(lead, &rest[..n]));
            rest = &rest[n..];
            lead = self.again;
        }
        lines
    }

    /// `items` in `count` chunks as even as can be, the longer ones first.
    fn evenly<'i>(&self, items: &'i [String], count: usize) -> Vec<&'i [String]> {
        let (size, extra) = (items.len() / count, items.len() % count);
        let mut chunks = Vec::with_capacity(count);
        let mut rest = items;
        for i in 0..count {
            let (chunk, after) = rest.split_at(size + usize::from(i < extra));
            chunks.push(chunk);
            rest = after;
        }
        chunks
    }

    /// One sentence: `lead`, then `items` joined, then a full stop; the
    /// items capitalised when nothing leads them.
    fn sentence(&self, lead: &str, items: &[String]) -> String {
        let list = match self.joined {
            Joined::WithAnd => join_with_and(items),
            Joined::WithCommas => items.join(", "),
            Joined::WithSpaces => items.join(" "),
            Joined::WithSemicolons => items.join("; "),
            Joined::WithOr => match items {
                [init @ .., last] if !init.is_empty() => {
                    format!("{} or {last}", init.join(", "))
                }
                _ => items.join(""),
            },
        };
        if lead.is_empty() {
            format!("{}.", capitalise(&list))
        } else {
            format!("{lead} {list}.")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cards removed, as a move says them.
    const REMOVED: Spoken = Spoken {
        lead: "Removed",
        again: "Removed",
        joined: Joined::WithAnd,
    };

    fn items(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn a_list_that_fits_is_one_sentence() {
        let cards = items(&["six of clubs", "king of spades", "two of spades"]);
        assert_eq!(
            REMOVED.sentences(&cards, 79),
            ["Removed six of clubs, king of spades and two of spades."]
        );
    }

    #[test]
    fn a_list_too_long_for_the_line_becomes_sentences_that_each_fit() {
        let cards = items(&[
            "six of clubs",
            "king of spades",
            "two of spades",
            "ten of hearts",
        ]);
        let said = REMOVED.sentences(&cards, 40);
        assert_eq!(
            said,
            [
                "Removed six of clubs and king of spades.",
                "Removed two of spades and ten of hearts."
            ]
        );
        assert!(said.iter().all(|s| s.len() <= 40));
        // Four cards too many for one line go two and two, not three and one.
        let longer = items(&[
            "seven of hearts",
            "three of diamonds",
            "eight of hearts",
            "queen of diamonds",
        ]);
        assert_eq!(
            REMOVED.sentences(&longer, 79),
            [
                "Removed seven of hearts and three of diamonds.",
                "Removed eight of hearts and queen of diamonds."
            ]
        );
    }

    #[test]
    fn a_lead_with_no_room_for_an_item_is_said_as_a_heading() {
        let column = Spoken {
            lead: "Column 10, bottom to top:",
            again: "",
            joined: Joined::WithCommas,
        };
        let cards = items(&["queen of diamonds", "seven of diamonds", "ace of clubs"]);
        assert_eq!(
            column.sentences(&cards, 40),
            [
                "Column 10, bottom to top:",
                "Queen of diamonds, seven of diamonds.",
                "Ace of clubs."
            ]
        );
        assert_eq!(
            column.sentences(&cards, 79),
            ["Column 10, bottom to top: queen of diamonds, seven of diamonds, ace of clubs."]
        );
    }
}
