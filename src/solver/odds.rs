//! Odds that say how sure they are: a share of the stock's possible orders,
//! counted over sampled or enumerated orders, with its 95% interval, and the
//! orders themselves (every one when there are few, else seeded samples).

use super::Verdict;
use crate::cards::Card;
use crate::deal::shuffle;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

pub use crate::advice::Odds;

/// What the solver found for one candidate over the orders tried so far.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub(crate) struct Tally {
    /// Orders won.
    pub wins: u32,
    /// Orders tried.
    pub tried: u32,
    /// Orders the node limit left undecided (counted as not won).
    pub undecided: u32,
    /// The cards cleared by the best lines, summed over the orders.
    pub cleared: u64,
    /// True once every possible order has been tried.
    pub exhaustive: bool,
    /// True for the candidate that leads.
    pub lead: bool,
}

impl Tally {
    /// Counts one solved order.
    pub fn add(&mut self, verdict: Verdict, cleared: usize) {
        self.tried += 1;
        self.cleared += cleared as u64;
        match verdict {
            Verdict::Won => self.wins += 1,
            Verdict::Unknown => self.undecided += 1,
            Verdict::Lost => {}
        }
    }

    /// The odds counted so far.
    pub fn odds(&self, players_own: bool) -> Odds {
        Odds {
            wins: self.wins,
            orders: self.tried,
            undecided: self.undecided,
            exact: self.exhaustive && self.undecided == 0,
            players_own,
        }
    }

    /// The 95% interval counted so far.
    pub fn interval(&self) -> (f64, f64) {
        self.odds(false).interval()
    }

    /// Half the width of [`Tally::interval`].
    pub fn half_width(&self) -> f64 {
        self.odds(false).half_width()
    }
}

/// The stock orders a hint tries: every permutation of the unseen cards
/// when there are at most `limit`, in a seeded random order (so that any
/// prefix is a fair sample, drawn without replacement); else up to `limit`
/// seeded shuffles.
pub(crate) struct Orders {
    unseen: Vec<Card>,
    /// Every permutation, as indices into `unseen`, last first.
    all: Option<Vec<Vec<u8>>>,
    rng: ChaCha8Rng,
    left: u32,
}

/// The orders of `unseen` to try, at most `limit` of them.
pub(crate) fn orders(unseen: Vec<Card>, seed: u64, limit: u32) -> Orders {
    let count = (1..=unseen.len() as u64).try_fold(1u64, |acc, k| acc.checked_mul(k));
    let exhaustive = count.is_some_and(|c| c <= u64::from(limit));
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let all = exhaustive.then(|| {
        let mut all = Vec::new();
        let mut next = Some((0..unseen.len() as u8).collect::<Vec<u8>>());
        while let Some(p) = next {
            next = next_permutation(p.clone());
            all.push(p);
        }
        shuffle(&mut all, &mut rng);
        all
    });
    Orders {
        all,
        rng,
        left: limit,
        unseen,
    }
}

impl Orders {
    /// True when the orders are every possible order.
    pub fn is_exhaustive(&self) -> bool {
        self.all.is_some()
    }
}

impl Iterator for Orders {
    type Item = Vec<Card>;

    fn next(&mut self) -> Option<Vec<Card>> {
        if let Some(all) = &mut self.all {
            let indices = all.pop()?;
            return Some(indices.iter().map(|&i| self.unseen[i as usize]).collect());
        }
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let mut order = self.unseen.clone();
        shuffle(&mut order, &mut self.rng);
        Some(order)
    }
}

/// The next permutation in lexicographic order, or `None` after the last.
fn next_permutation(mut p: Vec<u8>) -> Option<Vec<u8>> {
    let i = (1..p.len()).rev().find(|&i| p[i - 1] < p[i])?;
    let j = (i..p.len()).rev().find(|&j| p[j] > p[i - 1])?;
    p.swap(i - 1, j);
    p[i..].reverse();
    Some(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn few_unseen_cards_are_enumerated_in_every_order_once() {
        let cards: Vec<Card> = crate::deal::Deal::from_seed(1).cards()[..4].to_vec();
        let all: Vec<Vec<Card>> = orders(cards.clone(), 7, 100).collect();
        assert_eq!(all.len(), 24);
        let distinct: std::collections::HashSet<_> = all.iter().collect();
        assert_eq!(distinct.len(), 24);
        assert!(orders(cards.clone(), 7, 100).is_exhaustive());
        assert!(!orders(cards, 7, 10).is_exhaustive());
    }

    #[test]
    fn an_empty_stock_has_exactly_one_order() {
        assert_eq!(orders(Vec::new(), 1, 5).count(), 1);
    }

    #[test]
    fn the_interval_narrows_with_more_orders_and_is_a_point_when_exact() {
        let odds = |wins, orders| Odds {
            wins,
            orders,
            undecided: 0,
            exact: false,
            players_own: false,
        };
        let wide = odds(5, 16).interval();
        let narrow = odds(320, 1024).interval();
        assert!(wide.0 < 0.31 && wide.1 > 0.31 && wide.1 - wide.0 > 0.4);
        assert!(narrow.1 - narrow.0 < 0.06);
        let exact = Odds {
            exact: true,
            ..odds(5, 24)
        };
        assert_eq!(exact.interval(), (5.0 / 24.0, 5.0 / 24.0));
        for (wins, orders) in [(0, 7), (7, 7), (1000, 1000), (0, 2000)] {
            let (low, high) = odds(wins, orders).interval();
            let share = odds(wins, orders).share();
            assert!(low <= share && share <= high, "{wins}/{orders}");
        }
    }
}
