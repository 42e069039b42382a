//! A sentence for the player, kept as pieces (text, cards, places) so that the
//! renderer can print cards as codes, symbols or words without the rules
//! knowing how the player reads them.

use crate::cards::Card;

/// What kind of place a number names.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PlaceKind {
    /// A slot of a grid game (Elevens, Suit Elevens, Eighteens).
    Position,
    /// A Sweet Sixteen pile.
    Pile,
    /// An Eliminator tableau column.
    Column,
    /// An Eliminator foundation.
    Foundation,
    /// The stock of a game of covered cards, named by its top card
    /// (Pyramid): one place, never numbered.
    Stock,
    /// The waste pile of a game of covered cards: one place, never
    /// numbered.
    Waste,
}

impl PlaceKind {
    /// The noun for this kind of place: "position", "pile", "column", "foundation".
    pub fn noun(self) -> &'static str {
        match self {
            PlaceKind::Position => "position",
            PlaceKind::Pile => "pile",
            PlaceKind::Column => "column",
            PlaceKind::Foundation => "foundation",
            PlaceKind::Stock => "stock",
            PlaceKind::Waste => "waste",
        }
    }

    /// True for a kind there is only one of, named without a number (the
    /// stock, the waste).
    pub fn is_single(self) -> bool {
        match self {
            PlaceKind::Stock | PlaceKind::Waste => true,
            PlaceKind::Position | PlaceKind::Pile | PlaceKind::Column | PlaceKind::Foundation => {
                false
            }
        }
    }
}

/// A place on the table, numbered from 1 as the player sees it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    /// The kind of place.
    pub kind: PlaceKind,
    /// Its number, from 1.
    pub number: usize,
}

impl Place {
    /// The place of `kind` at 0-based `index` (numbered `index + 1`).
    pub fn at(kind: PlaceKind, index: usize) -> Place {
        Place {
            kind,
            number: index + 1,
        }
    }
}

impl Place {
    /// The place as printed in code style: a bare number for a grid position
    /// ("3"), the noun and number for anything else ("pile 3", "foundation 2").
    pub fn plain(self) -> String {
        match self.kind {
            PlaceKind::Position => self.number.to_string(),
            kind if kind.is_single() => kind.noun().to_string(),
            kind => format!("{} {}", kind.noun(), self.number),
        }
    }

    /// The place in words: the noun and number ("position 3"), or the
    /// noun alone for a place there is one of ("waste").
    pub fn words(self) -> String {
        if self.kind.is_single() {
            self.kind.noun().to_string()
        } else {
            format!("{} {}", self.kind.noun(), self.number)
        }
    }
}

/// One piece of a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Plain text, printed as it is.
    Text(String),
    /// A card, printed in the player's chosen style.
    Card(Card),
    /// A list of cards joined as "7H, 4C and 9S".
    Cards(Vec<Card>),
    /// A place, printed as "3" or "position 3" depending on the style.
    Place(Place),
}

/// A sentence made of pieces. Build it with the chained methods:
/// `Message::new().card(a).text(" and ").card(b).text(" sum to 12, not 11.")`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Message {
    /// The pieces, in order.
    pub pieces: Vec<Piece>,
}

impl Message {
    /// An empty message.
    pub fn new() -> Message {
        Message::default()
    }

    /// A message that is only text.
    pub fn from_text(text: impl Into<String>) -> Message {
        Message::new().text(text)
    }

    /// Appends plain text.
    pub fn text(mut self, text: impl Into<String>) -> Message {
        self.pieces.push(Piece::Text(text.into()));
        self
    }

    /// Appends a card.
    pub fn card(mut self, card: Card) -> Message {
        self.pieces.push(Piece::Card(card));
        self
    }

    /// Appends a list of cards, joined with commas and "and".
    pub fn cards(mut self, cards: &[Card]) -> Message {
        self.pieces.push(Piece::Cards(cards.to_vec()));
        self
    }

    /// Appends a place.
    pub fn place(mut self, place: Place) -> Message {
        self.pieces.push(Piece::Place(place));
        self
    }

    /// Appends all the pieces of another message.
    pub fn append(mut self, other: Message) -> Message {
        self.pieces.extend(other.pieces);
        self
    }

    /// The sentence with cards as codes and places as numbers, for logs and tests.
    pub fn plain(&self) -> String {
        let mut out = String::new();
        for piece in &self.pieces {
            match piece {
                Piece::Text(text) => out.push_str(text),
                Piece::Card(card) => out.push_str(&card.to_string()),
                Piece::Cards(cards) => {
                    let codes: Vec<String> = cards.iter().map(Card::to_string).collect();
                    out.push_str(&join_with_and(&codes));
                }
                Piece::Place(place) => out.push_str(&place.plain()),
            }
        }
        out
    }
}

impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.plain())
    }
}

/// Joins items as "a", "a and b", "a, b and c".
pub fn join_with_and(items: &[String]) -> String {
    join_with(items, "and")
}

/// Joins items as "a", "a or b", "a, b or c".
pub fn join_with_or(items: &[String]) -> String {
    join_with(items, "or")
}

/// Joins items with commas and `word` before the last.
fn join_with(items: &[String], word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {word} {}", init.join(", "), last),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_are_joined_with_commas_and_and() {
        let words = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(join_with_and(&words(&["a"])), "a");
        assert_eq!(join_with_and(&words(&["a", "b"])), "a and b");
        assert_eq!(join_with_and(&words(&["a", "b", "c"])), "a, b and c");
        assert_eq!(join_with_or(&words(&["4", "5", "6"])), "4, 5 or 6");
    }
}
