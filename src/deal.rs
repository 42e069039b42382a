//! Deals: a seeded, value-stable shuffle of the 52 cards, or an explicit deck
//! given as 52 codes in deal order.
//!
//! A seed's deal must never change across platforms or versions, so the shuffle
//! is written here against `ChaCha8Rng::next_u64` (whose output stream is
//! value-stable) with an unbiased bounded draw, and golden tests pin it.

use crate::cards::{BadCardCode, Card, CardSet};
use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt;

/// Where a deal came from: a seed, or an explicit deck typed by the user.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DealSource {
    /// Shuffled from this seed.
    Seed(u64),
    /// Given card by card with `--deck`.
    Custom,
}

impl fmt::Display for DealSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealSource::Seed(seed) => write!(f, "seed {seed}"),
            DealSource::Custom => f.write_str("custom"),
        }
    }
}

/// The 52 cards in deal order, and where they came from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Deal {
    cards: [Card; 52],
    source: DealSource,
}

impl Deal {
    /// The deal shuffled from `seed`: the same on every machine and version.
    pub fn from_seed(seed: u64) -> Deal {
        Deal {
            cards: shuffled_deck(seed),
            source: DealSource::Seed(seed),
        }
    }

    /// Reads an explicit deck: exactly 52 distinct card codes separated by
    /// spaces or commas, in deal order.
    pub fn parse(text: &str) -> Result<Deal, DeckError> {
        let mut cards = Vec::with_capacity(52);
        let mut seen = CardSet::EMPTY;
        let mut duplicates = Vec::new();
        for word in text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
        {
            let card: Card = word.parse().map_err(DeckError::BadCode)?;
            if !seen.insert(card) && !duplicates.contains(&card) {
                duplicates.push(card);
            }
            if cards.len() == 52 {
                // More than 52 codes: some card is repeated. Stop reading here
                // rather than collect an unbounded list.
                break;
            }
            cards.push(card);
        }
        if !duplicates.is_empty() {
            return Err(DeckError::Duplicates(duplicates));
        }
        if cards.len() != 52 {
            let missing: Vec<Card> = Card::all().filter(|c| !seen.contains(*c)).collect();
            return Err(DeckError::WrongCount {
                found: cards.len(),
                missing,
            });
        }
        Ok(Deal {
            cards: cards.try_into().expect("52 cards counted above"),
            source: DealSource::Custom,
        })
    }

    /// A deal whose first cards are `codes` in that order, followed by the
    /// remaining cards in new-deck order. Handy for building a position in
    /// tests and examples; the deal counts as custom.
    pub fn starting_with(codes: &str) -> Result<Deal, DeckError> {
        let mut given = Vec::new();
        let mut seen = CardSet::EMPTY;
        for word in codes.split_whitespace() {
            let card: Card = word.parse().map_err(DeckError::BadCode)?;
            if !seen.insert(card) {
                return Err(DeckError::Duplicates(vec![card]));
            }
            given.push(card);
        }
        let rest = Card::all().filter(|c| !seen.contains(*c));
        let all: Vec<String> = given
            .into_iter()
            .chain(rest)
            .map(|c| c.to_string())
            .collect();
        Deal::parse(&all.join(" "))
    }

    /// The deal of these 52 cards, in deal order (a deck already checked,
    /// such as a solver's).
    pub fn from_cards(cards: [Card; 52]) -> Deal {
        Deal {
            cards,
            source: DealSource::Custom,
        }
    }

    /// The cards in deal order.
    pub fn cards(&self) -> &[Card; 52] {
        &self.cards
    }

    /// Where the deal came from.
    pub fn source(&self) -> DealSource {
        self.source
    }

    /// The deal as 52 codes on one line, separated by single spaces.
    pub fn codes(&self) -> String {
        let codes: Vec<String> = self.cards.iter().map(Card::to_string).collect();
        codes.join(" ")
    }
}

/// Why an explicit deck was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    /// A word that is not a card code.
    BadCode(BadCardCode),
    /// Cards given more than once, in the order first repeated.
    Duplicates(Vec<Card>),
    /// All codes distinct, but not 52 of them.
    WrongCount {
        /// How many cards were given.
        found: usize,
        /// The cards not given, in new-deck order.
        missing: Vec<Card>,
    },
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::BadCode(bad) => write!(f, "The deck has a bad code: {bad}"),
            DeckError::Duplicates(cards) => write!(
                f,
                "The deck is not 52 distinct cards: duplicate {}.",
                join_cards(cards)
            ),
            DeckError::WrongCount { found, missing } => write!(
                f,
                "The deck has {}, not 52: missing {}.",
                crate::words::plural(*found, "card", "cards"),
                join_cards(missing)
            ),
        }
    }
}

impl std::error::Error for DeckError {}

fn join_cards(cards: &[Card]) -> String {
    let codes: Vec<String> = cards.iter().map(Card::to_string).collect();
    codes.join(", ")
}

/// The new deck shuffled by Fisher-Yates from a ChaCha8 stream seeded with
/// `seed` (via the value-stable `seed_from_u64`).
pub fn shuffled_deck(seed: u64) -> [Card; 52] {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut deck: [Card; 52] = std::array::from_fn(|i| Card::from_index(i).expect("i < 52"));
    shuffle(&mut deck, &mut rng);
    deck
}

/// Fisher-Yates: for i from the last index down to 1, swap item i with an
/// item drawn uniformly from 0..=i.
pub fn shuffle<T, R: Rng>(items: &mut [T], rng: &mut R) {
    for i in (1..items.len()).rev() {
        let j = bounded(rng, i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

/// A uniform draw from `0..n` (n > 0) by Lemire's multiply-and-reject method:
/// unbiased, and usually one `next_u64` per draw.
pub fn bounded<R: Rng>(rng: &mut R, n: u64) -> u64 {
    debug_assert!(n > 0);
    let mut product = u128::from(rng.next_u64()) * u128::from(n);
    let mut low = product as u64;
    if low < n {
        let threshold = n.wrapping_neg() % n;
        while low < threshold {
            product = u128::from(rng.next_u64()) * u128::from(n);
            low = product as u64;
        }
    }
    (product >> 64) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new_deck_codes() -> String {
        Card::all()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Golden deals: these must never change, on any platform or version.
    #[test]
    fn golden_deals_are_pinned() {
        let golden = [
            (0, "10D 7D JC 7S 4C 6D 2D 8H 5D QC 5C QD 6C AC 3H 10C 10S 5H 2C 9C 8C 5S 7H 4D KC 2S 2H 8S 9D JS 3S AH QH AS 3D 6S QS 4H AD 8D 6H KS 7C 10H 9S KH KD 4S 3C 9H JD JH"),
            (1, "6C AH 3H QH 8C 7D 9H 4D 3D KC QD 10C 9C 2H 3S AS 6D KD JS 10D 4S 7S 2S 3C 6S 9S 8S 2C AC QC 2D JH QS 7H 6H 10H 5S 5D 10S 4C JD KS 5H KH 7C 9D 8H AD JC 4H 5C 8D"),
            (42, "QH 4S 4C 6C 10D 4H QD 5D AH KD AS QS 9C KC AC 9H QC 9S 7D 6H 3H 7S 5S 4D 6D 3S 8S 2C 7H KS 10C 5C 3C 3D 2S 8D 7C 2H JD KH 6S JS JC 8H JH 2D 8C AD 5H 9D 10S 10H"),
            (u64::MAX, "KC 10S JH 10C 8H 5H 5D JC AS 8C 6D KD 2H 7C JD 3C JS AH AD 5C 8D QH 6C 9S 5S 2S 4D KS 9C 8S 4C 7H QD 10D 2C 4H 3D 7S 3H 4S AC 9H 3S 2D 6S QC KH 6H QS 7D 9D 10H"),
        ];
        for (seed, codes) in golden {
            assert_eq!(Deal::from_seed(seed).codes(), codes, "seed {seed}");
        }
    }

    #[test]
    fn a_seed_always_gives_the_same_deal() {
        assert_eq!(Deal::from_seed(7), Deal::from_seed(7));
        assert_ne!(Deal::from_seed(7).cards(), Deal::from_seed(8).cards());
    }

    #[test]
    fn a_seeded_deal_holds_all_52_cards_once() {
        for seed in 0..200 {
            let deal = Deal::from_seed(seed);
            let mut seen = CardSet::EMPTY;
            for card in deal.cards() {
                assert!(seen.insert(*card));
            }
            assert_eq!(seen.len(), 52);
        }
    }

    #[test]
    fn an_explicit_deck_round_trips_through_its_codes() {
        let deal = Deal::from_seed(99);
        let parsed = Deal::parse(&deal.codes()).unwrap();
        assert_eq!(parsed.cards(), deal.cards());
        assert_eq!(parsed.source(), DealSource::Custom);
    }

    #[test]
    fn a_deck_with_a_duplicate_names_the_duplicate() {
        let text = new_deck_codes().replace("QS", "7H");
        let err = Deal::parse(&text).unwrap_err();
        assert_eq!(
            err.to_string(),
            "The deck is not 52 distinct cards: duplicate 7H."
        );
    }

    #[test]
    fn a_short_deck_names_the_missing_cards() {
        let text = new_deck_codes().replace(" QS", "");
        let err = Deal::parse(&text).unwrap_err();
        assert_eq!(
            err.to_string(),
            "The deck has 51 cards, not 52: missing QS."
        );
    }

    #[test]
    fn a_deck_with_a_bad_code_names_the_code() {
        let text = new_deck_codes().replace("QS", "1X");
        let err = Deal::parse(&text).unwrap_err();
        assert!(err.to_string().contains("\"1X\""), "{err}");
    }

    #[test]
    fn a_deck_with_more_than_52_codes_names_a_duplicate_without_reading_on() {
        let text = format!("{} {}", new_deck_codes(), "7H ".repeat(100_000));
        let err = Deal::parse(&text).unwrap_err();
        assert_eq!(
            err.to_string(),
            "The deck is not 52 distinct cards: duplicate 7H."
        );
    }

    #[test]
    fn bounded_draws_stay_in_range() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for n in 1..100 {
            for _ in 0..50 {
                assert!(bounded(&mut rng, n) < n);
            }
        }
    }
}
