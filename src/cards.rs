//! Cards, ranks, suits and colours, with their two-character codes ("10H",
//! "TD" on input) and their names in words ("ten of hearts").

use std::fmt;
use std::str::FromStr;

/// A suit. The order (clubs, diamonds, hearts, spades) is the order of a new deck.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    /// Clubs, black.
    Clubs,
    /// Diamonds, red.
    Diamonds,
    /// Hearts, red.
    Hearts,
    /// Spades, black.
    Spades,
}

/// A card's colour, used by Sweet Sixteen's alternating-colour rule.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// Hearts and diamonds.
    Red,
    /// Clubs and spades.
    Black,
}

impl Suit {
    /// All four suits in new-deck order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit's index, 0 to 3, in new-deck order.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The one-letter code: `C`, `D`, `H` or `S`.
    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// The plural name, as in "seven of hearts".
    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    /// The suit a word names, any case: "spades", or "spade" as a card
    /// is dictated ("the seven of spade").
    pub fn from_word(word: &str) -> Option<Suit> {
        let lower = word.to_ascii_lowercase();
        Suit::ALL
            .into_iter()
            .find(|suit| suit.name() == lower || suit.name().strip_suffix('s') == Some(&lower))
    }

    /// The suit symbol, for `--unicode` output.
    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '\u{2663}',
            Suit::Diamonds => '\u{2666}',
            Suit::Hearts => '\u{2665}',
            Suit::Spades => '\u{2660}',
        }
    }

    /// Red for hearts and diamonds, black for clubs and spades.
    pub fn colour(self) -> Colour {
        match self {
            Suit::Diamonds | Suit::Hearts => Colour::Red,
            Suit::Clubs | Suit::Spades => Colour::Black,
        }
    }

    /// The suit of a letter (any case) or of a suit symbol, black or
    /// white: `--unicode` prints `6♣`, and a player may type it back.
    fn from_code_char(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'C' | '\u{2663}' | '\u{2667}' => Some(Suit::Clubs),
            'D' | '\u{2666}' | '\u{2662}' => Some(Suit::Diamonds),
            'H' | '\u{2665}' | '\u{2661}' => Some(Suit::Hearts),
            'S' | '\u{2660}' | '\u{2664}' => Some(Suit::Spades),
            _ => None,
        }
    }
}

/// A rank from ace (1) to king (13).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    /// The ace.
    pub const ACE: Rank = Rank(1);
    /// The jack.
    pub const JACK: Rank = Rank(11);
    /// The queen.
    pub const QUEEN: Rank = Rank(12);
    /// The king.
    pub const KING: Rank = Rank(13);

    /// The rank numbered `n` (1 = ace, 11 = jack, 12 = queen, 13 = king), if in range.
    pub fn new(n: u8) -> Option<Rank> {
        (1..=13).contains(&n).then_some(Rank(n))
    }

    /// The rank's number, 1 (ace) to 13 (king).
    pub fn number(self) -> u8 {
        self.0
    }

    /// The value used for sums: ace 1, two to ten at face value, and `None`
    /// for jack, queen and king, which have no number value in these games.
    pub fn pip_value(self) -> Option<u8> {
        (self.0 <= 10).then_some(self.0)
    }

    /// True for jack, queen and king.
    pub fn is_face(self) -> bool {
        self.0 >= 11
    }

    /// The code printed for this rank: `A`, `2`..`10`, `J`, `Q`, `K`.
    pub fn code(self) -> &'static str {
        const CODES: [&str; 13] = [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        CODES[usize::from(self.0 - 1)]
    }

    /// The rank in words: "ace", "two", ... "king".
    pub fn name(self) -> &'static str {
        const NAMES: [&str; 13] = [
            "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
            "queen", "king",
        ];
        NAMES[usize::from(self.0 - 1)]
    }

    /// The rank in words, more than one of it: "aces", "sixes", "kings".
    pub fn plural_name(self) -> String {
        match self.name() {
            "six" => "sixes".to_string(),
            name => format!("{name}s"),
        }
    }

    /// The rank its name alone names ("king", "Ten", any case), and not its
    /// code: a bare number is a place, and a bare letter a card code's.
    pub fn from_name(word: &str) -> Option<Rank> {
        (1..=13)
            .filter_map(Rank::new)
            .find(|rank| rank.name().eq_ignore_ascii_case(word))
    }

    /// The rank a word names, as a player says it or types it: its name
    /// ("seven", "King", any case) or its code ("7", "10", "T", "k").
    pub fn from_word(word: &str) -> Option<Rank> {
        Rank::from_name(word).or_else(|| Rank::from_code(word))
    }

    fn from_code(code: &str) -> Option<Rank> {
        let n = match code.to_ascii_uppercase().as_str() {
            "A" => 1,
            "T" | "10" => 10,
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            digit if digit.len() == 1 => match digit.as_bytes()[0] {
                b @ b'2'..=b'9' => b - b'0',
                _ => return None,
            },
            _ => return None,
        };
        Rank::new(n)
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// One card of the standard 52-card deck, stored as its index in new-deck order
/// (`suit * 13 + rank - 1`), so a card is one byte and sets of cards fit in a `u64`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// The card of this rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(suit as u8 * 13 + rank.0 - 1)
    }

    /// The card at `index` (0..52) in new-deck order, if in range.
    pub fn from_index(index: usize) -> Option<Card> {
        (index < 52).then_some(Card(index as u8))
    }

    /// The card's index, 0..52, in new-deck order.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The card's rank.
    pub fn rank(self) -> Rank {
        Rank(self.0 % 13 + 1)
    }

    /// The card's suit.
    pub fn suit(self) -> Suit {
        Suit::ALL[usize::from(self.0 / 13)]
    }

    /// The card's colour.
    pub fn colour(self) -> Colour {
        self.suit().colour()
    }

    /// The card's name in words: "ten of hearts".
    pub fn words(self) -> String {
        format!("{} of {}", self.rank().name(), self.suit().name())
    }

    /// The code with a suit symbol instead of a letter: "10♥".
    pub fn unicode(self) -> String {
        format!("{}{}", self.rank().code(), self.suit().symbol())
    }

    /// All 52 cards in new-deck order: clubs ace to king, then diamonds, hearts, spades.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..52u8).map(Card)
    }
}

impl fmt::Display for Card {
    /// The two- or three-character code: `10H`, `JC`, `AS`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().code(), self.suit().letter())
    }
}

/// Why a card code could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadCardCode(pub String);

/// The most characters of a bad code its error quotes, as much as any
/// message quotes of a word from outside: a longer one is cut, with
/// `...`, so the sentence keeps to its lines.
const QUOTED_CODE_LIMIT: usize = 60;

/// `code` as its error quotes it: cut after [`QUOTED_CODE_LIMIT`]
/// characters.
fn quoted(code: &str) -> std::borrow::Cow<'_, str> {
    match code.char_indices().nth(QUOTED_CODE_LIMIT) {
        Some((end, _)) => format!("{}...", &code[..end]).into(),
        None => code.into(),
    }
}

impl fmt::Display for BadCardCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a card code; a code is a rank (A, 2-10 or T, J, Q, K) and a suit (C, D, H, S), like 7H or 10S.",
            quoted(&self.0)
        )
    }
}

impl std::error::Error for BadCardCode {}

impl FromStr for Card {
    type Err = BadCardCode;

    /// Reads a card code, case-insensitively: `7h`, `10S`, `TD`, `ac`; the
    /// suit may be a symbol as `--unicode` prints it (`6♣`, `10♥`), with
    /// or without the emoji variation selector some keyboards add.
    fn from_str(s: &str) -> Result<Card, BadCardCode> {
        let bad = || BadCardCode(s.to_string());
        let code = s.strip_suffix('\u{FE0F}').unwrap_or(s);
        let suit_char = code.chars().last().ok_or_else(bad)?;
        let suit = Suit::from_code_char(suit_char).ok_or_else(bad)?;
        let rank_code = &code[..code.len() - suit_char.len_utf8()];
        let rank = Rank::from_code(rank_code).ok_or_else(bad)?;
        Ok(Card::new(rank, suit))
    }
}

/// A set of cards as a 52-bit mask; cheap to copy, compare and hash.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);

    /// True if `card` is in the set.
    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    /// Adds `card`; returns false if it was already there.
    pub fn insert(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 |= 1 << card.0;
        !had
    }

    /// The number of cards in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True if the set has no cards.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards in new-deck order.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        Card::all().filter(move |c| self.contains(*c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rank_is_named_alone_by_its_word_and_never_by_its_code() {
        assert_eq!(Rank::from_name("King"), Some(Rank::KING));
        assert_eq!(Rank::from_name("ten"), Rank::new(10));
        assert_eq!(Rank::from_name("7"), None);
        assert_eq!(Rank::from_name("k"), None);
        assert_eq!(Rank::new(6).unwrap().plural_name(), "sixes");
        assert_eq!(Rank::ACE.plural_name(), "aces");
    }

    #[test]
    fn every_card_round_trips_through_its_code() {
        for card in Card::all() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
            assert_eq!(card.to_string().to_lowercase().parse::<Card>(), Ok(card));
        }
    }

    #[test]
    fn suit_symbols_are_read_as_their_suits() {
        for card in Card::all() {
            assert_eq!(card.unicode().parse::<Card>(), Ok(card));
        }
        let white = ["6\u{2667}", "6\u{2662}", "6\u{2661}", "6\u{2664}"];
        let read: Vec<String> = white
            .iter()
            .map(|code| code.parse::<Card>().unwrap().to_string())
            .collect();
        assert_eq!(read, ["6C", "6D", "6H", "6S"]);
        assert_eq!(
            "q\u{2665}\u{FE0F}".parse::<Card>().unwrap().to_string(),
            "QH"
        );
        assert!("\u{2665}".parse::<Card>().is_err());
        assert!("7\u{2665}\u{2665}".parse::<Card>().is_err());
    }

    #[test]
    fn t_is_accepted_for_ten_on_input_and_printed_as_10() {
        let card: Card = "td".parse().unwrap();
        assert_eq!(card.to_string(), "10D");
    }

    #[test]
    fn bad_codes_are_rejected_with_the_code_named() {
        for bad in ["", "1X", "11H", "H", "7", "7X", "0S", "ZZZ", "7H7", "é"] {
            let err = bad.parse::<Card>().unwrap_err();
            assert!(err.to_string().contains(&format!("\"{bad}\"")), "{bad}");
        }
    }

    #[test]
    fn cards_read_as_words() {
        assert_eq!("10H".parse::<Card>().unwrap().words(), "ten of hearts");
        assert_eq!("AS".parse::<Card>().unwrap().words(), "ace of spades");
        assert_eq!("QC".parse::<Card>().unwrap().words(), "queen of clubs");
    }

    #[test]
    fn face_cards_have_no_pip_value_and_ace_is_one() {
        assert_eq!(Rank::ACE.pip_value(), Some(1));
        assert_eq!(Rank::new(10).unwrap().pip_value(), Some(10));
        for face in [Rank::JACK, Rank::QUEEN, Rank::KING] {
            assert_eq!(face.pip_value(), None);
            assert!(face.is_face());
        }
    }

    #[test]
    fn hearts_and_diamonds_are_red_clubs_and_spades_black() {
        assert_eq!(Suit::Hearts.colour(), Colour::Red);
        assert_eq!(Suit::Diamonds.colour(), Colour::Red);
        assert_eq!(Suit::Clubs.colour(), Colour::Black);
        assert_eq!(Suit::Spades.colour(), Colour::Black);
    }
}
