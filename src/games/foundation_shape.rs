//! The shape of a foundation game (Eliminator, Black Hole, All in a Row,
//! Golf): how a deck of 52 is dealt into columns, a foundation card and a
//! talon, and which card a foundation takes. The rules engine, the board
//! files of the field's format and the solver all read the same shape, so a
//! deal, a board and a solver start always agree.

use super::GameId;
use crate::cards::{Card, Rank};

/// How the single (or first) foundation starts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FoundationStart {
    /// Empty: the first card played may be any card (Eliminator, All in a Row).
    Empty,
    /// This card, taken out of the deck before the columns are dealt (Black
    /// Hole's ace of spades).
    Fixed(Card),
    /// The first card after the columns, turned up from the talon (Golf).
    Turned,
}

/// Which card goes on a foundation's top card: one rank above or below,
/// suit ignored, as data. The rules that share the foundation engine
/// differ only at the king: whether king and ace are next to each other,
/// and whether anything goes on a king. Every succession is a part of the
/// cycle of ranks one apart (king next to ace): the solver's bounds rely
/// on that (docs/solver.md).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Succession {
    /// King and ace are next to each other: an ace goes on a king (if
    /// anything goes on a king) and a king on an ace.
    pub wraps: bool,
    /// Something goes on a king: a queen, and an ace when the succession
    /// wraps. Without it a king closes the foundation.
    pub onto_king: bool,
}

impl Succession {
    /// King and ace are next to each other both ways (Eliminator, Black
    /// Hole, All in a Row; PySolFC's Relaxed Golf).
    pub const WRAPPING: Succession = Succession {
        wraps: true,
        onto_king: true,
    };

    /// No wrapping, and nothing goes on a king (Golf, which PySolFC calls
    /// Dead King Golf).
    pub const KING_CLOSES: Succession = Succession {
        wraps: false,
        onto_king: false,
    };

    /// No wrapping, but a queen goes on a king (PySolFC's Golf).
    pub const QUEEN_ON_KING: Succession = Succession {
        wraps: false,
        onto_king: true,
    };

    /// True if `card` may go on a foundation whose top card has rank `top`.
    pub fn takes(self, top: Rank, card: Rank) -> bool {
        self.takes_number(top.number(), card.number())
    }

    /// [`Succession::takes`] on rank numbers, 1 (ace) to 13 (king), for
    /// the solver's compact states.
    pub fn takes_number(self, top: u8, card: u8) -> bool {
        let apart = top.abs_diff(card);
        (top != 13 || self.onto_king) && (apart == 1 || (self.wraps && apart == 12))
    }

    /// The tops that take the rank one above them round the cycle (the
    /// king: the ace), as a rank set (bit r - 1 for rank r).
    pub fn takes_above(self) -> u16 {
        self.tops_taking(|t| t % 13 + 1)
    }

    /// The tops that take the rank one below them round the cycle (the
    /// ace: the king), as a rank set.
    pub fn takes_below(self) -> u16 {
        self.tops_taking(|t| (t + 11) % 13 + 1)
    }

    /// The ranks `t` whose top takes the rank `next(t)`, as a rank set.
    fn tops_taking(self, next: impl Fn(u8) -> u8) -> u16 {
        (1..14u8)
            .filter(|&t| self.takes_number(t, next(t)))
            .fold(0, |set, t| set | 1 << (t - 1))
    }

    /// Why a card does not go on a top of rank `top` under this
    /// succession, as the end of a sentence ("; ...").
    pub fn rule_text(self, top: Rank) -> &'static str {
        match (top == Rank::KING, self.onto_king, self.wraps) {
            (true, false, false) => "; nothing goes on a king, and king and ace are not adjacent.",
            (true, false, true) => "; nothing goes on a king, though a king goes on an ace.",
            (true, true, false) => {
                "; only a queen goes on a king, and king and ace are not adjacent."
            }
            (_, _, true) => "; a card goes one rank above or below, with king and ace adjacent.",
            (_, _, false) => {
                "; a card goes one rank above or below, and king and ace are not adjacent."
            }
        }
    }
}

/// Where a foundation game's cards go when a deck is dealt: the columns
/// round-robin (card k of the column cards goes on column k mod
/// `columns`, so the last `columns` dealt are the playable tops), then the
/// foundation's turned card if any, then the talon, first card first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DealLayout {
    /// The number of columns.
    pub columns: usize,
    /// The cards in each column at the deal.
    pub height: usize,
    /// How the foundation starts.
    pub start: FoundationStart,
    /// The cards left face down in the talon once the deal is done.
    pub talon: usize,
    /// Which card a foundation takes.
    pub succession: Succession,
    /// True if the solver, asked for the most cards cleared, should first
    /// ask whether the deal is won, then whether a line clears all but one
    /// card, and only then search for the most (docs/solver.md, "The most
    /// cleared, by targets"): it pays where most deals are won or lose by
    /// a card, and costs where most lose by more. Read only by the solver's
    /// search with one foundation.
    pub most_cleared_by_targets: bool,
}

/// The largest of each dimension over the layouts of every game: what a
/// fixed-size state that holds any foundation game's deal must hold.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LayoutBounds {
    /// The most columns of any layout.
    pub columns: usize,
    /// The tallest column of any layout.
    pub height: usize,
    /// The longest talon of any layout.
    pub talon: usize,
}

/// [`LayoutBounds`] over every game in [`GameId::ALL`] whose descriptor has
/// a layout, worked out when the program is built, so that a game added to
/// the registry with a larger layout raises them by itself.
pub const LARGEST_LAYOUT: LayoutBounds = {
    let mut bounds = LayoutBounds {
        columns: 0,
        height: 0,
        talon: 0,
    };
    let mut i = 0;
    while i < GameId::ALL.len() {
        if let Some(layout) = GameId::ALL[i].descriptor().layout {
            if layout.columns > bounds.columns {
                bounds.columns = layout.columns;
            }
            if layout.height > bounds.height {
                bounds.height = layout.height;
            }
            if layout.talon > bounds.talon {
                bounds.talon = layout.talon;
            }
        }
        i += 1;
    }
    bounds
};

/// A deal laid out: the columns (bottom card first), the foundation's
/// starting card, and the talon (the next card to turn first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dealt {
    /// Each column, bottom first: its last card is the playable one.
    pub columns: Vec<Vec<Card>>,
    /// The foundation's card at the start, if it starts with one.
    pub foundation: Option<Card>,
    /// The talon, the next card to turn first.
    pub talon: Vec<Card>,
}

impl DealLayout {
    /// The number of cards dealt to the columns.
    pub fn column_cards(&self) -> usize {
        self.columns * self.height
    }

    /// Lays out `deck` (52 cards in deal order).
    pub fn deal(&self, deck: &[Card; 52]) -> Dealt {
        let rest: Vec<Card> = match self.start {
            FoundationStart::Fixed(fixed) => deck.iter().copied().filter(|&c| c != fixed).collect(),
            FoundationStart::Empty | FoundationStart::Turned => deck.to_vec(),
        };
        let n = self.column_cards();
        let columns = (0..self.columns)
            .map(|c| {
                (0..self.height)
                    .map(|i| rest[c + self.columns * i])
                    .collect()
            })
            .collect();
        let (foundation, talon_from) = match self.start {
            FoundationStart::Empty => (None, n),
            FoundationStart::Fixed(fixed) => (Some(fixed), n),
            FoundationStart::Turned => (Some(rest[n]), n + 1),
        };
        Dealt {
            columns,
            foundation,
            talon: rest[talon_from..].to_vec(),
        }
    }

    /// The deck that [`DealLayout::deal`] lays out as `dealt`: the inverse
    /// of dealing, for a layout of the right shape holding each card once
    /// (the board reader checks that first). A fixed foundation card goes
    /// first in the deck.
    pub fn deck(&self, dealt: &Dealt) -> Vec<Card> {
        let mut deck = Vec::with_capacity(52);
        if let (FoundationStart::Fixed(_), Some(card)) = (self.start, dealt.foundation) {
            deck.push(card);
        }
        for i in 0..self.height {
            for column in &dealt.columns {
                deck.extend(column.get(i).copied());
            }
        }
        if let (FoundationStart::Turned, Some(card)) = (self.start, dealt.foundation) {
            deck.push(card);
        }
        deck.extend(dealt.talon.iter().copied());
        deck
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Deal;

    const GOLF_LIKE: DealLayout = DealLayout {
        columns: 7,
        height: 5,
        start: FoundationStart::Turned,
        talon: 16,
        succession: Succession::KING_CLOSES,
        most_cleared_by_targets: false,
    };

    #[test]
    fn dealing_then_reading_back_gives_the_same_deck() {
        let deal = Deal::from_seed(7);
        let dealt = GOLF_LIKE.deal(deal.cards());
        assert_eq!(dealt.columns.len(), 7);
        assert!(dealt.columns.iter().all(|c| c.len() == 5));
        assert_eq!(dealt.talon.len(), 16);
        assert_eq!(GOLF_LIKE.deck(&dealt), deal.cards().to_vec());
    }

    #[test]
    fn columns_are_dealt_round_robin_so_the_last_cards_dealt_are_the_tops() {
        let deal = Deal::from_seed(3);
        let dealt = GOLF_LIKE.deal(deal.cards());
        assert_eq!(dealt.columns[0][0], deal.cards()[0]);
        assert_eq!(dealt.columns[6][4], deal.cards()[34]);
        assert_eq!(dealt.foundation, Some(deal.cards()[35]));
        assert_eq!(dealt.talon[0], deal.cards()[36]);
    }

    #[test]
    fn the_largest_layout_is_the_largest_of_each_games_layout() {
        let layouts: Vec<DealLayout> = GameId::ALL
            .iter()
            .filter_map(|g| g.descriptor().layout)
            .collect();
        let most = |f: fn(&DealLayout) -> usize| layouts.iter().map(f).max().unwrap();
        assert_eq!(LARGEST_LAYOUT.columns, most(|l| l.columns));
        assert_eq!(LARGEST_LAYOUT.height, most(|l| l.height));
        assert_eq!(LARGEST_LAYOUT.talon, most(|l| l.talon));
        // Black Hole's 17 fans, Eliminator's columns of 13, Golf's talon.
        assert_eq!(
            LARGEST_LAYOUT,
            LayoutBounds {
                columns: 17,
                height: 13,
                talon: 16
            }
        );
    }

    #[test]
    fn a_king_takes_an_ace_only_when_the_succession_wraps() {
        let two = Rank::new(2).unwrap();
        assert!(Succession::WRAPPING.takes(Rank::KING, Rank::ACE));
        assert!(Succession::WRAPPING.takes(Rank::ACE, Rank::KING));
        assert!(Succession::WRAPPING.takes(Rank::KING, Rank::QUEEN));
        for no_wrap in [Succession::KING_CLOSES, Succession::QUEEN_ON_KING] {
            assert!(!no_wrap.takes(Rank::KING, Rank::ACE));
            assert!(!no_wrap.takes(Rank::ACE, Rank::KING));
            assert!(no_wrap.takes(Rank::QUEEN, Rank::KING));
            assert!(no_wrap.takes(two, Rank::ACE));
        }
    }

    #[test]
    fn nothing_goes_on_a_king_when_the_king_closes() {
        let closes = Succession::KING_CLOSES;
        assert!((1..14).all(|r| !closes.takes_number(13, r)));
        let wrapping_but_closed = Succession {
            onto_king: false,
            ..Succession::WRAPPING
        };
        assert!((1..14).all(|r| !wrapping_but_closed.takes_number(13, r)));
        assert!(wrapping_but_closed.takes(Rank::ACE, Rank::KING));
    }

    #[test]
    fn only_a_queen_goes_on_a_king_in_golf_with_a_queen_on_a_king() {
        let queen = Succession::QUEEN_ON_KING;
        assert_eq!(
            (1..14)
                .filter(|&r| queen.takes_number(13, r))
                .collect::<Vec<_>>(),
            vec![12]
        );
    }

    /// Every rank but the king takes the ranks one above and one below it
    /// (the ace the two alone unless the succession wraps), whatever the
    /// succession; the rank sets of the tops that take the rank above and
    /// below say the same.
    #[test]
    fn the_tops_taking_each_neighbour_agree_with_the_rule() {
        for wraps in [false, true] {
            for onto_king in [false, true] {
                let s = Succession { wraps, onto_king };
                for t in 1..14u8 {
                    let (up, down) = (t % 13 + 1, (t + 11) % 13 + 1);
                    assert_eq!(s.takes_above() >> (t - 1) & 1 == 1, s.takes_number(t, up));
                    assert_eq!(s.takes_below() >> (t - 1) & 1 == 1, s.takes_number(t, down));
                    let expected = (t != 13 || onto_king) && (wraps || (t != 13 && t != 1));
                    if (2..12).contains(&t) {
                        assert!(s.takes_number(t, up) && s.takes_number(t, down));
                    } else {
                        let wrap_side = if t == 13 { up } else { down };
                        assert_eq!(s.takes_number(t, wrap_side), expected, "{s:?} {t}");
                    }
                    assert!(
                        (1..14).all(|r| !s.takes_number(t, r) || matches!(t.abs_diff(r), 1 | 12))
                    );
                }
            }
        }
    }

    /// A refused play names the rule at the king: what goes on it, and
    /// whether king and ace are next to each other.
    #[test]
    fn a_refused_play_says_what_the_succession_allows_at_the_top() {
        let (seven, king) = (Rank::new(7).unwrap(), Rank::KING);
        let cases = [
            (
                Succession::KING_CLOSES,
                king,
                "; nothing goes on a king, and king and ace are not adjacent.",
            ),
            (
                Succession::QUEEN_ON_KING,
                king,
                "; only a queen goes on a king, and king and ace are not adjacent.",
            ),
            (
                Succession::QUEEN_ON_KING,
                seven,
                "; a card goes one rank above or below, and king and ace are not adjacent.",
            ),
            (
                Succession::WRAPPING,
                king,
                "; a card goes one rank above or below, with king and ace adjacent.",
            ),
        ];
        for (succession, top, text) in cases {
            assert_eq!(succession.rule_text(top), text, "{succession:?} {top:?}");
        }
    }
}
