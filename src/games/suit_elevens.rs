//! Suit Elevens: fifteen cards in a 5 by 3 grid; remove cards of one suit
//! summing to 11 (exactly two in the pairs variant), or the jack, queen and
//! king of one suit.

use super::descriptor::{
    per_variant, GameDescriptor, HintPlan, HintStrategy, Progress, VariantInfo, EVERY_CARD_REMOVED,
    REMOVED_OF_52, SHOW_STOCK_AND_ROWS, STANDARD_FORM,
};
use super::removal::{
    alone, find_checked, first_face, is_jqk, pip_sum, sum_is_not, Grid, RemovalGame, SetRules,
    SetSizes, HINT_BUDGET,
};
use super::Variant;
use crate::cards::{Card, Suit};
use crate::message::{Message, PlaceKind};

/// `--variant pairs`: sets of exactly two cards (and the J, Q, K).
pub const PAIRS: Variant = Variant::nth(1);

/// The sets of each variant, in the order of the descriptor's list: sets
/// of two or more, and pairs only.
static BY_VARIANT: [SuitElevensSets; 2] = [
    SuitElevensSets { pairs_only: false },
    SuitElevensSets { pairs_only: true },
];

/// How the hint chooses a move in each variant: with pairs only, as in
/// Elevens, no choice of set matters.
static HINTS: [HintStrategy; 2] = [HintStrategy::Sampled, HintStrategy::AnyMove];

/// Suit Elevens, as the program names, explains and solves it.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "suit-elevens",
    name: "Suit Elevens",
    summary: "15 cards; remove sets of one suit summing to 11, or its J, Q, K.",
    place_kind: PlaceKind::Position,
    rules_doc: include_str!("../../docs/rules/suit-elevens.md"),
    goal: EVERY_CARD_REMOVED,
    cleared: REMOVED_OF_52,
    progress: Progress::StockAndCleared,
    moves: super::elevens::REMOVE_A_SET,
    turns_stock: false,
    show: SHOW_STOCK_AND_ROWS,
    variants: &[
        STANDARD_FORM,
        VariantInfo {
            name: "pairs",
            help: "removes exactly two cards summing to 11 (or J, Q, K)",
            goal: None,
            cleared: None,
            foundations: None,
        },
    ],
    deal: |rules, deal| {
        RemovalGame::deal(
            rules,
            per_variant::<SuitElevensSets>(&BY_VARIANT, rules.variant),
            deal,
        )
    },
    // With pairs only, as in Elevens, no choice of set matters.
    hint: HintPlan {
        strategy: |variant| *per_variant(&HINTS, variant),
        budget: HINT_BUDGET,
        review: HINT_BUDGET,
    },
    layout: None,
    cover: None,
};

/// Suit Elevens' sets: two or more cards of one suit summing to 11 (exactly
/// two if `pairs_only`), or the J, Q and K of one suit, on a grid of fifteen
/// slots in rows of five.
#[derive(Debug)]
pub struct SuitElevensSets {
    /// The pairs variant: number sets have exactly two cards.
    pub pairs_only: bool,
}

impl SetRules for SuitElevensSets {
    fn grid(&self) -> Grid {
        Grid {
            slots: 15,
            columns: 5,
        }
    }

    /// Number sets summing to 11 have at most four cards (A+2+3+5), two
    /// in the pairs variant; the J, Q, K trio has three.
    fn set_sizes(&self) -> SetSizes {
        SetSizes {
            min: 2,
            max: if self.pairs_only { 3 } else { 4 },
        }
    }

    /// A set is of one suit.
    fn suits_matter(&self) -> bool {
        true
    }

    fn check(&self, cards: &[Card]) -> Result<(), Message> {
        if let [one] = cards {
            return Err(alone(
                *one,
                "remove cards of one suit summing to 11, or the jack, queen and king of one suit",
            ));
        }
        let suit = cards[0].suit();
        if cards.iter().any(|c| c.suit() != suit) {
            return Err(Message::new()
                .cards(cards)
                .text(" are not all of one suit."));
        }
        let faces = cards.iter().filter(|c| c.rank().is_face()).count();
        if faces == cards.len() {
            return if is_jqk(cards) {
                Ok(())
            } else {
                Err(Message::new()
                    .cards(cards)
                    .text(" are not a jack, queen and king."))
            };
        }
        if let Some(face) = first_face(cards) {
            return Err(Message::new().card(face).text(
                " has no number value; the jack, queen and king of a suit are removed together.",
            ));
        }
        if self.pairs_only && cards.len() != 2 {
            return Err(Message::from_text(format!(
                "The pairs variant removes exactly two cards summing to 11, not {}.",
                cards.len()
            )));
        }
        if pip_sum(cards) == 11 {
            Ok(())
        } else {
            Err(sum_is_not(cards, 11))
        }
    }

    /// Each suit's cards alone: a set is of one suit.
    fn find_sets(&self, shown: &[(usize, Card)], found: &mut dyn FnMut(&[usize]) -> bool) {
        for suit in Suit::ALL {
            let of_suit: Vec<(usize, Card)> = shown
                .iter()
                .copied()
                .filter(|(_, c)| c.suit() == suit)
                .collect();
            if find_checked(&of_suit, self.set_sizes(), self, found) {
                return;
            }
        }
    }

    fn why_stuck(&self, _shown: &[Card]) -> &'static str {
        if self.pairs_only {
            "No two cards of one suit sum to 11 and no suit shows its jack, queen and king"
        } else {
            "No cards of one suit sum to 11 and no suit shows its jack, queen and king"
        }
    }
}
