//! The shape of a game of covered cards (Pyramid, Tri Peaks): a tableau of
//! spots laid out in rows, each card covered by up to two cards of the row
//! below it, some dealt face down; a stock turned one card at a time onto a
//! waste pile, through a number of passes. A card is free once every card
//! covering it is gone, and a face-down card turns face up when it is free.
//! What the player may do with free cards (pair them, or play them onto the
//! waste) is each game's own; this file holds what both games share, so
//! the engine, its rendering and the solver read one shape.

use crate::cards::Card;

/// The most spots a covered tableau has (Pyramid's and Tri Peaks' 28).
pub const MAX_SPOTS: usize = 28;

/// The rows of Tri Peaks, top row first.
const TRI_PEAKS_ROWS: [usize; 4] = [3, 6, 9, 10];

/// Where a game of covered cards lays its spots, and how they cover one
/// another: spot `i` of row `r` is covered by the spots
/// [`CoverShape::covering`] names in row `r + 1`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CoverShape {
    /// Rows of 1 to `rows` cards, each card covered by the two below it
    /// (Pyramid: 7 rows, 28 cards).
    Pyramid {
        /// The number of rows.
        rows: usize,
    },
    /// Three peaks of four rows: 3, 6 and 9 cards in the rows of the peaks,
    /// and a bottom row of 10 that joins them (Tri Peaks: 28 cards).
    TriPeaks,
}

impl CoverShape {
    /// The number of cards in each row, top row first.
    pub fn row_lengths(self) -> Vec<usize> {
        (0..self.rows()).map(|row| self.row_len(row)).collect()
    }

    /// The number of rows.
    pub fn rows(self) -> usize {
        match self {
            CoverShape::Pyramid { rows } => rows,
            CoverShape::TriPeaks => TRI_PEAKS_ROWS.len(),
        }
    }

    /// The number of cards in `row` (0 at the top), without allocating:
    /// the engine asks it for every card of every state.
    fn row_len(self, row: usize) -> usize {
        match self {
            CoverShape::Pyramid { .. } => row + 1,
            CoverShape::TriPeaks => TRI_PEAKS_ROWS[row],
        }
    }

    /// The number of spots.
    pub fn spots(self) -> usize {
        (0..self.rows()).map(|row| self.row_len(row)).sum()
    }

    /// The row (0 at the top) and the place in the row of `spot`.
    pub fn row_of(self, spot: usize) -> (usize, usize) {
        let mut first = 0;
        for row in 0..self.rows() {
            let len = self.row_len(row);
            if spot < first + len {
                return (row, spot - first);
            }
            first += len;
        }
        panic!("spot {spot} is outside a {self:?} tableau")
    }

    /// The spot at place `at` of `row`.
    pub fn spot_at(self, row: usize, at: usize) -> usize {
        (0..row).map(|r| self.row_len(r)).sum::<usize>() + at
    }

    /// The spots that cover `spot`: none in the bottom row, else two.
    pub fn covering(self, spot: usize) -> Vec<usize> {
        self.covering_pair(spot)
            .map_or_else(Vec::new, |(left, right)| vec![left, right])
    }

    /// The two spots that cover `spot`, left first, or `None` in the bottom
    /// row; [`CoverShape::covering`] without allocating.
    pub fn covering_pair(self, spot: usize) -> Option<(usize, usize)> {
        let (row, at) = self.row_of(spot);
        if row + 1 == self.rows() {
            return None;
        }
        let left = match self {
            CoverShape::Pyramid { .. } => at,
            // A peak's rows of 1, 2 and 3 cards sit over 2, 3 and 4 cards
            // of the row below; the bottom row of 10 shares its cards
            // between neighbouring peaks.
            CoverShape::TriPeaks => match row {
                0 => 2 * at,
                1 => at + at / 2,
                _ => at,
            },
        };
        let below = self.spot_at(row + 1, left);
        Some((below, below + 1))
    }

    /// True if `spot` lies in the first `face_down_rows` rows, the rows a
    /// game deals face down.
    pub fn in_face_down_rows(self, spot: usize, face_down_rows: usize) -> bool {
        self.row_of(spot).0 < face_down_rows
    }
}

/// A covered tableau in play: which spots still hold their card and which
/// of those are face up. The cards are the deal's first [`CoverShape::spots`],
/// spot by spot, top row first.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tableau {
    shape: CoverShape,
    cards: [Option<Card>; MAX_SPOTS],
    face_up: u32,
    /// The spots still holding a card, one bit a spot.
    present: u32,
}

impl Tableau {
    /// Deals `cards` (one for each spot, top row first) as `shape` says,
    /// its first `face_down_rows` rows face down.
    pub fn deal(shape: CoverShape, face_down_rows: usize, cards: &[Card]) -> Tableau {
        assert_eq!(cards.len(), shape.spots(), "one card for each spot");
        let mut tableau = Tableau {
            shape,
            cards: [None; MAX_SPOTS],
            face_up: 0,
            present: 0,
        };
        for (spot, &card) in cards.iter().enumerate() {
            tableau.cards[spot] = Some(card);
            tableau.present |= 1 << spot;
            if !shape.in_face_down_rows(spot, face_down_rows) {
                tableau.face_up |= 1 << spot;
            }
        }
        tableau
    }

    /// A tableau of `shape` at a position of a test's making: `cards` by
    /// spot, `None` where the card is gone; a card of the first
    /// `face_down_rows` rows, dealt face down, is face up once free.
    #[cfg(test)]
    pub(crate) fn at(shape: CoverShape, face_down_rows: usize, cards: &[Option<Card>]) -> Tableau {
        let mut tableau = Tableau {
            shape,
            cards: [None; MAX_SPOTS],
            face_up: 0,
            present: 0,
        };
        for (spot, &card) in cards.iter().enumerate().take(shape.spots()) {
            if let Some(card) = card {
                tableau.cards[spot] = Some(card);
                tableau.present |= 1 << spot;
            }
        }
        for spot in 0..shape.spots() {
            if !shape.in_face_down_rows(spot, face_down_rows) || tableau.is_free(spot) {
                tableau.face_up |= 1 << spot;
            }
        }
        tableau
    }

    /// How the tableau is laid out.
    pub fn shape(&self) -> CoverShape {
        self.shape
    }

    /// The card at `spot`, if it is still there.
    pub fn card(&self, spot: usize) -> Option<Card> {
        self.cards.get(spot).copied().flatten()
    }

    /// True if `spot`'s card is there and face up.
    pub fn is_face_up(&self, spot: usize) -> bool {
        self.card(spot).is_some() && self.face_up & (1 << spot) != 0
    }

    /// True if `spot` holds a card and no card covers it.
    pub fn is_free(&self, spot: usize) -> bool {
        let present = |s: usize| self.present & (1 << s) != 0;
        spot < MAX_SPOTS
            && present(spot)
            && self
                .shape
                .covering_pair(spot)
                .is_none_or(|(left, right)| !present(left) && !present(right))
    }

    /// The free face-up cards, by spot: what the player may use.
    pub fn free(&self) -> Vec<(usize, Card)> {
        (0..self.shape.spots())
            .filter(|&s| self.is_free(s) && self.is_face_up(s))
            .filter_map(|s| self.card(s).map(|c| (s, c)))
            .collect()
    }

    /// The cards still on the tableau.
    pub fn len(&self) -> usize {
        self.present.count_ones() as usize
    }

    /// True once every card has left the tableau.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Takes the free card at `spot` away, and turns face up every card it
    /// was the last to cover: the spots turned, in spot order.
    pub fn take(&mut self, spot: usize) -> Vec<usize> {
        assert!(self.is_free(spot), "only a free card is taken");
        self.cards[spot] = None;
        self.present &= !(1 << spot);
        let turned: Vec<usize> = (0..self.shape.spots())
            .filter(|&s| self.is_free(s) && !self.is_face_up(s))
            .collect();
        for &s in &turned {
            self.face_up |= 1 << s;
        }
        turned
    }

    /// The face-down cards, in spot order: unseen by the player.
    pub fn face_down(&self) -> Vec<Card> {
        (0..self.shape.spots())
            .filter(|&s| !self.is_face_up(s))
            .filter_map(|s| self.card(s))
            .collect()
    }

    /// The same tableau with its face-down cards replaced by `order`, in
    /// spot order: a sample of where the unseen cards could lie.
    pub fn with_face_down(&self, order: &[Card]) -> Tableau {
        let mut tableau = self.clone();
        let spots: Vec<usize> = (0..self.shape.spots())
            .filter(|&s| self.card(s).is_some() && !self.is_face_up(s))
            .collect();
        assert_eq!(spots.len(), order.len(), "one card for each face-down spot");
        for (s, &card) in spots.into_iter().zip(order) {
            tableau.cards[s] = Some(card);
        }
        tableau
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Deal;

    const PYRAMID: CoverShape = CoverShape::Pyramid { rows: 7 };

    #[test]
    fn pyramid_rows_hold_1_to_7_cards_each_covered_by_the_two_below_it() {
        assert_eq!(PYRAMID.row_lengths(), vec![1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(PYRAMID.spots(), 28);
        assert_eq!(PYRAMID.covering(0), vec![1, 2]);
        assert_eq!(PYRAMID.covering(4), vec![7, 8]);
        // The last card of row 6 is covered by the last two of row 7.
        assert_eq!(PYRAMID.covering(20), vec![26, 27]);
        assert!((21..28).all(|s| PYRAMID.covering(s).is_empty()));
    }

    #[test]
    fn tri_peaks_rows_are_3_6_9_and_10_with_neighbouring_peaks_sharing_the_bottom_row() {
        let peaks = CoverShape::TriPeaks;
        assert_eq!(peaks.spots(), 28);
        // The peaks' tops, each over two cards of its own peak.
        assert_eq!(peaks.covering(0), vec![3, 4]);
        assert_eq!(peaks.covering(2), vec![7, 8]);
        // Row 2 (6 cards) over row 3 (9 cards): each peak's two over its three.
        assert_eq!(peaks.covering(3), vec![9, 10]);
        assert_eq!(peaks.covering(4), vec![10, 11]);
        assert_eq!(peaks.covering(5), vec![12, 13]);
        assert_eq!(peaks.covering(8), vec![16, 17]);
        // Row 3 (9 cards) over the bottom row of 10, which the peaks share.
        assert_eq!(peaks.covering(11), vec![20, 21]);
        assert_eq!(peaks.covering(12), vec![21, 22]);
        assert_eq!(peaks.covering(17), vec![26, 27]);
        assert!((18..28).all(|s| peaks.covering(s).is_empty()));
        // Every spot above the bottom row is covered by exactly two.
        let face_down = (0..28).filter(|&s| peaks.in_face_down_rows(s, 3)).count();
        assert_eq!(
            face_down, 18,
            "18 in the top three rows, the bottom row of 10 apart"
        );
    }

    #[test]
    fn a_face_down_card_turns_up_when_both_cards_covering_it_are_gone() {
        let deal = Deal::from_seed(1);
        let mut tableau = Tableau::deal(CoverShape::TriPeaks, 3, &deal.cards()[..28]);
        assert_eq!(tableau.free().len(), 10);
        assert!(!tableau.is_face_up(9));
        assert_eq!(tableau.take(18), Vec::<usize>::new(), "one of two gone");
        assert!(!tableau.is_face_up(9));
        assert_eq!(tableau.take(19), vec![9]);
        assert!(tableau.is_face_up(9) && tableau.is_free(9));
        assert_eq!(tableau.face_down().len(), 17);
    }

    #[test]
    fn a_pyramid_card_is_free_only_once_both_cards_below_it_are_gone() {
        let deal = Deal::from_seed(2);
        let mut tableau = Tableau::deal(PYRAMID, 0, &deal.cards()[..28]);
        assert!(tableau.face_down().is_empty());
        assert_eq!(tableau.free().len(), 7);
        tableau.take(21);
        assert!(!tableau.is_free(15));
        tableau.take(22);
        assert!(tableau.is_free(15));
        assert_eq!(tableau.len(), 26);
    }

    #[test]
    fn the_face_down_cards_can_be_sampled_without_touching_the_face_up_ones() {
        let deal = Deal::from_seed(3);
        let tableau = Tableau::deal(CoverShape::TriPeaks, 3, &deal.cards()[..28]);
        let mut order = tableau.face_down();
        order.reverse();
        let sampled = tableau.with_face_down(&order);
        assert_eq!(sampled.face_down(), order);
        assert_eq!(sampled.free(), tableau.free());
        assert_eq!(sampled.with_face_down(&tableau.face_down()), tableau);
    }
}
