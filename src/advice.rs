//! What a hint returns, as plain data: the suggested move, why it was
//! chosen, and the odds that say how sure it is. The solver's hint
//! produces these and the text layer words them; this module sits below
//! both, so the words never depend on the search.

use crate::games::Move;
use serde::Serialize;

/// Why the hint chose its move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The game is already won; there is nothing to suggest.
    Won,
    /// No legal move exists: the game is lost.
    Lost,
    /// Every legal move is as good as any other (Elevens and pairs-only
    /// Suit Elevens are confluent: the outcome never depends on the choice).
    AnyMove,
    /// Eliminator: the move starts a winning line; the deal can still be won.
    CanStillWin,
    /// Eliminator with no winning line: the move after which the best line
    /// clears the most cards, then the one leaving the most legal moves.
    KeepsOptions,
    /// The move won most often over sampled orders of the unseen cards.
    Sampled,
}

/// A hint: the move to suggest and how sure it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The suggested move, or `None` when the game is over.
    pub best: Option<Move>,
    /// Why this move.
    pub reason: Reason,
    /// The odds after the suggested move (for [`Reason::AnyMove`], of the
    /// position, which no choice changes); `None` when the game is over or
    /// no odds were computed.
    pub odds: Option<Odds>,
}

/// A share of the stock's possible orders in which a position can be won.
/// In JSON: its fields with `share`, `low` and `high` (the 95% interval).
#[derive(Copy, Clone, Debug, PartialEq, Serialize)]
#[serde(into = "OddsJson")]
pub struct Odds {
    /// Orders in which the solver found a win.
    pub wins: u32,
    /// Orders tried (sampled, or all of them when `exact`).
    pub orders: u32,
    /// Orders among `orders` that the solver's node limit left undecided:
    /// not counted in `wins`, so the share may be higher by up to this
    /// many, and the interval's high end counts them as won.
    pub undecided: u32,
    /// True when every possible order was tried and each was decided, so
    /// the share is exact rather than an estimate.
    pub exact: bool,
    /// True when the share is the player's own chance of winning (nothing
    /// is hidden, or the game is confluent: no choice changes the outcome);
    /// false when it is the share of orders in which *some* line wins, what
    /// a player who could see the stock would win: a ceiling on the
    /// player's own chance.
    pub players_own: bool,
}

impl Odds {
    /// Odds known for certain: won or lost whatever the stock.
    pub fn known(won: bool, players_own: bool) -> Odds {
        Odds {
            wins: u32::from(won),
            orders: 1,
            undecided: 0,
            exact: true,
            players_own,
        }
    }

    /// The share of the orders tried that were found won, 0 to 1: a floor
    /// on the estimate when some were undecided.
    pub fn share(&self) -> f64 {
        share(self.wins, self.orders)
    }

    /// True when orders the solver left undecided make the odds a range,
    /// from counting them all lost to counting them all won, rather than an
    /// estimate about one share.
    pub fn is_range(&self) -> bool {
        self.undecided > 0 && !self.exact
    }

    /// The share if every undecided order were won: the share itself when
    /// none is undecided.
    pub fn share_if_undecided_won(&self) -> f64 {
        share(self.wins + self.undecided, self.orders)
    }

    /// The 95% interval of the share (Wilson score interval); the share
    /// itself at both ends when exact. Undecided orders count as lost at the
    /// low end and as won at the high end, so the interval holds the true
    /// share whatever the undecided orders would have been.
    pub fn interval(&self) -> (f64, f64) {
        if self.exact {
            (self.share(), self.share())
        } else {
            // The Wilson bounds can miss an end by a rounding error at a
            // share of 0 or 1; the interval always holds the share itself.
            let orders = u64::from(self.orders);
            let (low, _) = wilson(u64::from(self.wins), orders);
            let (_, high) = wilson(u64::from(self.wins + self.undecided), orders);
            (low.min(self.share()), high.max(self.share()))
        }
    }

    /// Half the width of [`Odds::interval`].
    pub fn half_width(&self) -> f64 {
        let (low, high) = self.interval();
        (high - low) / 2.0
    }
}

/// [`Odds`] as JSON: the counts, the share and its 95% interval.
#[derive(Serialize)]
struct OddsJson {
    share: f64,
    low: f64,
    high: f64,
    wins: u32,
    orders: u32,
    undecided: u32,
    exact: bool,
    players_own: bool,
}

impl From<Odds> for OddsJson {
    fn from(odds: Odds) -> OddsJson {
        let (low, high) = odds.interval();
        OddsJson {
            share: odds.share(),
            low,
            high,
            wins: odds.wins,
            orders: odds.orders,
            undecided: odds.undecided,
            exact: odds.exact,
            players_own: odds.players_own,
        }
    }
}

fn share(wins: u32, orders: u32) -> f64 {
    if orders == 0 {
        0.0
    } else {
        f64::from(wins) / f64::from(orders)
    }
}

/// The 95% Wilson score interval for `k` successes in `n` trials. It
/// always holds its estimate `k / n`: its ends are exactly 0 when `k` is 0
/// and exactly 1 when `k` is `n` (where rounding would otherwise leave
/// 0.9999999999999999), and never cross the estimate.
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    const Z: f64 = 1.959_963_984_540_054;
    let p = k as f64 / n as f64;
    let (n_f, z2) = (n as f64, Z * Z);
    let centre = (p + z2 / (2.0 * n_f)) / (1.0 + z2 / n_f);
    let half = Z * (p * (1.0 - p) / n_f + z2 / (4.0 * n_f * n_f)).sqrt() / (1.0 + z2 / n_f);
    let low = if k == 0 {
        0.0
    } else {
        (centre - half).clamp(0.0, p)
    };
    let high = if k >= n {
        1.0
    } else {
        (centre + half).clamp(p, 1.0)
    };
    (low, high)
}
