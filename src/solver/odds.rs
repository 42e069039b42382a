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
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Tally {
    /// The verdict of each order tried, in the order tried: candidates
    /// tried on the same orders can be compared order by order
    /// ([`surely_better`]).
    pub verdicts: Vec<Verdict>,
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
        self.verdicts.push(verdict);
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

/// True when `best` does better than `played` by more than chance, over
/// the same orders tried in the same sequence: counting an undecided order
/// as lost for `best` and as won for `played` (only what is sure), the
/// orders only `best` wins outnumber those only `played` wins, and when the
/// orders were a sample, by more than a two-sided sign test at the 5% level
/// allows (six to none is the least that counts).
pub(crate) fn surely_better(best: &Tally, played: &Tally) -> bool {
    debug_assert_eq!(best.tried, played.tried, "compared on the same orders");
    let (mut only_best, mut only_played) = (0u32, 0u32);
    for (b, p) in best.verdicts.iter().zip(&played.verdicts) {
        match (*b == Verdict::Won, *p != Verdict::Lost) {
            (true, false) => only_best += 1,
            (false, true) => only_played += 1,
            _ => {}
        }
    }
    if only_best <= only_played {
        return false;
    }
    best.exhaustive || sign_test_p(only_best, only_best + only_played) < 0.05
}

/// The two-sided p-value of the sign test: the chance that `wins` or more
/// of `n` fair coin tosses (or as many fewer) come up heads, for `wins`
/// above half of `n`.
fn sign_test_p(wins: u32, n: u32) -> f64 {
    // ln C(n, k) - n ln 2, from k = 0 up, summed over the upper tail.
    let ln_half = -std::f64::consts::LN_2 * f64::from(n);
    let mut ln_choose = 0.0;
    let mut tail = 0.0;
    for k in 0..=n {
        if k >= wins {
            tail += (ln_choose + ln_half).exp();
        }
        ln_choose += f64::from(n - k).ln() - f64::from(k + 1).ln();
    }
    (2.0 * tail).min(1.0)
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

    /// A tally of the verdicts `w` (won), `l` (lost) and `u` (undecided).
    fn tally_of(verdicts: &str, exhaustive: bool) -> Tally {
        let mut tally = Tally {
            exhaustive,
            ..Tally::default()
        };
        for v in verdicts.chars() {
            let verdict = match v {
                'w' => Verdict::Won,
                'l' => Verdict::Lost,
                _ => Verdict::Unknown,
            };
            tally.add(verdict, 0);
        }
        tally
    }

    #[test]
    fn a_sign_test_gives_the_chance_of_as_lopsided_a_split() {
        assert_eq!(sign_test_p(1, 1), 1.0);
        assert!((sign_test_p(5, 5) - 2.0 / 32.0).abs() < 1e-12);
        assert!((sign_test_p(6, 6) - 2.0 / 64.0).abs() < 1e-12);
        assert!((sign_test_p(8, 10) - 2.0 * 56.0 / 1024.0).abs() < 1e-12);
        assert!(sign_test_p(1100, 2000) < 1e-5);
    }

    #[test]
    fn a_move_is_surely_worse_only_when_the_orders_say_more_than_chance() {
        // (best, played, every order tried, surely better)
        let cases = [
            // Six orders only the best move wins: more than chance.
            ("wwwwwwll", "llllllll", false, true),
            // Five are not, and neither is any split the other way.
            ("wwwwwlll", "llllllll", false, false),
            ("llllllll", "wwwwwwll", false, false),
            // An order undecided after the move played might be won: it
            // never counts against it; one undecided after the best move
            // might be lost.
            ("wwwwwwll", "uullllll", false, false),
            ("uuuuuull", "llllllll", false, false),
            // Every order tried: one order is a sure difference.
            ("wl", "ll", true, true),
        ];
        for (best, played, exhaustive, sure) in cases {
            assert_eq!(
                surely_better(&tally_of(best, exhaustive), &tally_of(played, exhaustive)),
                sure,
                "{best} against {played}"
            );
        }
    }

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
