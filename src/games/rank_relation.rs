//! What goes with what by rank, as a game's own rules say: worked out by
//! asking the rules about one card of each rank (suits never matter in the
//! games that use it; a test of each game holds that), so the engines and
//! the solver read one rule, the game's own, and never write it again.

use crate::cards::{Card, Rank, Suit};

/// A relation between ranks (1, ace, to 13, king): which ranks go with
/// which, and which ranks go alone. Bit `r` of a mask stands for rank `r`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RankRelation {
    /// For each rank, the ranks it goes with (index 0 unused).
    with: [u16; 14],
    /// The ranks that go alone.
    alone: u16,
}

/// Every rank, 1 to 13.
fn ranks() -> impl Iterator<Item = u8> {
    1..=13
}

/// A card of rank `rank` (1 to 13) in `suit`.
fn card(rank: u8, suit: Suit) -> Card {
    Card::new(Rank::new(rank).expect("ranks run 1 to 13"), suit)
}

impl RankRelation {
    /// The sets of one or two cards a game of removing sets accepts, by
    /// rank, from its own check of a set (`accepts`): a card of each rank
    /// alone, and every two ranks together (two cards of one rank in two
    /// suits).
    pub fn of_sets(accepts: impl Fn(&[Card]) -> bool) -> RankRelation {
        let mut relation = RankRelation {
            with: [0; 14],
            alone: 0,
        };
        for a in ranks() {
            if accepts(&[card(a, Suit::Clubs)]) {
                relation.alone |= 1 << a;
            }
            for b in ranks() {
                if accepts(&[card(a, Suit::Clubs), card(b, Suit::Diamonds)]) {
                    relation.with[usize::from(a)] |= 1 << b;
                }
            }
        }
        relation
    }

    /// The plays a game of playing cards onto a pile accepts, by rank, from
    /// its own check of a play (`accepts(card, onto)`): rank `a` goes with
    /// rank `b` when a card of rank `a` may go onto one of rank `b`.
    pub fn of_plays(accepts: impl Fn(Card, Card) -> bool) -> RankRelation {
        let mut relation = RankRelation {
            with: [0; 14],
            alone: 0,
        };
        for a in ranks() {
            for b in ranks() {
                if accepts(card(a, Suit::Clubs), card(b, Suit::Diamonds)) {
                    relation.with[usize::from(a)] |= 1 << b;
                }
            }
        }
        relation
    }

    /// The ranks `rank` goes with, as bits `r`.
    pub fn with(&self, rank: u8) -> u16 {
        self.with[usize::from(rank)]
    }

    /// True if `a` goes with `b`.
    pub fn goes_with(&self, a: u8, b: u8) -> bool {
        self.with(a) & 1 << b != 0
    }

    /// True if a card of `rank` goes alone.
    pub fn alone(&self, rank: u8) -> bool {
        self.alone & 1 << rank != 0
    }

    /// The ranks that go alone, as bits `r`.
    pub fn alone_ranks(&self) -> u16 {
        self.alone
    }

    /// For a relation in which each rank goes with at most one rank other
    /// than itself and that one goes with it too, and no rank that goes
    /// alone goes with any (Pyramid's pairs summing to 13 and its kings):
    /// each rank's partner (0 for none). `None` for any other relation.
    pub fn partners(&self) -> Option<[u8; 14]> {
        let mut partner = [0u8; 14];
        for a in ranks() {
            let with = self.with(a);
            if with == 0 {
                continue;
            }
            if with.count_ones() != 1 || self.alone(a) {
                return None;
            }
            let b = with.trailing_zeros() as u8;
            if b == a || self.with(b) != 1 << a {
                return None;
            }
            partner[usize::from(a)] = b;
        }
        Some(partner)
    }

    /// True if `a` goes with `b` whenever `b` goes with `a`, as two cards
    /// removed together do (a set has no order).
    pub fn is_symmetric(&self) -> bool {
        ranks().all(|a| ranks().all(|b| self.goes_with(a, b) == self.goes_with(b, a)))
    }

    /// True if each rank goes with exactly the ranks one above and one
    /// below it, king and ace next to each other (Tri Peaks' plays).
    pub fn is_round_the_cycle(&self) -> bool {
        ranks().all(|r| self.with(r) == 1 << (r % 13 + 1) | 1 << ((r + 11) % 13 + 1))
            && self.alone == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sum_to(total: u8) -> impl Fn(&[Card]) -> bool {
        move |cards: &[Card]| match cards {
            [king] => king.rank().number() == 13,
            [a, b] => a.rank().number() + b.rank().number() == total,
            _ => false,
        }
    }

    #[test]
    fn pairs_summing_to_thirteen_with_kings_alone_have_partners() {
        let relation = RankRelation::of_sets(sum_to(13));
        let partners = relation.partners().expect("each rank has one partner");
        assert_eq!(partners[1], 12);
        assert_eq!(partners[6], 7);
        assert_eq!(partners[13], 0);
        assert!(relation.alone(13) && !relation.alone(12));
        assert!(!relation.is_round_the_cycle());
    }

    #[test]
    fn a_rank_that_pairs_with_itself_or_with_two_ranks_has_no_partner() {
        // Pairs summing to 12 pair a six with a six.
        assert_eq!(RankRelation::of_sets(sum_to(12)).partners(), None);
        let near = RankRelation::of_sets(|cards: &[Card]| match cards {
            [a, b] => a.rank().number().abs_diff(b.rank().number()) <= 1,
            _ => false,
        });
        assert_eq!(near.partners(), None);
    }

    #[test]
    fn sets_are_symmetric_and_plays_one_rank_up_are_not() {
        assert!(RankRelation::of_sets(sum_to(13)).is_symmetric());
        let near = RankRelation::of_sets(|cards: &[Card]| match cards {
            [a, b] => a.rank().number().abs_diff(b.rank().number()) <= 1,
            _ => false,
        });
        assert!(near.is_symmetric());
        let up =
            RankRelation::of_plays(|card, onto| card.rank().number() == onto.rank().number() + 1);
        assert!(!up.is_symmetric());
    }

    #[test]
    fn plays_a_rank_up_or_down_with_king_and_ace_adjacent_go_round_the_cycle() {
        let wrapping = RankRelation::of_plays(|card, onto| {
            let d = card.rank().number().abs_diff(onto.rank().number());
            d == 1 || d == 12
        });
        assert!(wrapping.is_round_the_cycle());
        assert!(wrapping.goes_with(13, 1) && wrapping.goes_with(1, 13));
        let straight = RankRelation::of_plays(|card, onto| {
            card.rank().number().abs_diff(onto.rank().number()) == 1
        });
        assert!(!straight.is_round_the_cycle());
    }
}
