//! The walk round the cycle of ranks of a foundation game with one
//! foundation and no talon (Black Hole, All in a Row): every card left
//! goes on the one before it, so the ranks played form one walk round the
//! cycle of 13, and the columns' order must fit it (docs/solver.md, "The
//! walk" and "The order of the columns"). A walk found to fit a state is
//! kept in it ([`Fit`]); the state after a play inherits it with the edge
//! played across crossed once less, and only the cuts through that edge
//! need looking at again.

use super::{bit, bits_of, FoundationStart, Foundations, ALL, MAX_HEIGHT};

/// The 13 edges of the cycle of ranks, as bits.
const EDGES: u32 = (1 << 13) - 1;

/// The walks of [`Foundations::walks`]: how often they cross each edge
/// (index r: edge r, which joins rank r and r + 1, edge 13 king and ace),
/// for an end at an odd rank before it, and an even rank from it on
/// (`odd`), and the other way round (`even`), with the signs of each.
pub(super) struct Walks {
    odd: [i32; 14],
    even: [i32; 14],
    odd_signs: Signs,
    even_signs: Signs,
}

/// The edges of one vector of the walk's crossings with fewer than none
/// and more than none (bit r - 1 for edge r).
#[derive(Default)]
struct Signs {
    negative: u32,
    positive: u32,
}

impl Signs {
    /// Counts edge `r`, crossed `e` times.
    fn add(&mut self, r: usize, e: i32) {
        self.negative |= u32::from(e < 0) << (r - 1);
        self.positive |= u32::from(e > 0) << (r - 1);
    }
}

/// Whether a walk carried across a play still fits ([`Foundations::refits`]).
enum Refit {
    Fits,
    /// It does not; a walk to another end might, unless it fails at the
    /// same cut ([`Cut`]), if that is where this one failed.
    Fails(Option<Cut>),
    /// No walk to any end fits.
    NoEnd,
}

/// A cut at edges `x` and `b` that some column needs crossed more often
/// than a walk did, with the pairs it parts.
struct Cut {
    x: usize,
    b: usize,
    parted: u128,
}

/// True if the walk to `end` crosses edge `r` as often as the `odd`
/// vector of [`Foundations::walks`] says.
fn takes_odd(r: usize, end: u8) -> bool {
    (r < usize::from(end)) == (end % 2 == 1)
}

/// A walk that fits a state: the rank it ends on and how often it crosses
/// each edge (index r: edge r). Once the state's own check has found it,
/// `crossed` is 0; the state after a play across edge x inherits it with
/// edge x crossed once less and `crossed` = x: the rest of the same walk,
/// if it still fits ([`Foundations::refits`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Fit {
    pub(super) end: u8,
    crossings: [i8; 14],
    pub(super) crossed: u8,
}

impl Fit {
    /// The fit a state's own check found, `None` if the fit was inherited
    /// (and the state's own check has not run).
    pub(super) fn own(self) -> Option<Fit> {
        (self.crossed == 0).then_some(self)
    }

    /// The most times a walk to any end, from the same top with the same
    /// cards left, crosses edge `r`. The walks to odd and even ends take
    /// their crossings from two vectors, `odd` and `even = odd + (-1)^r`
    /// ([`Foundations::walks`]): an end at odd t takes `odd` before t and
    /// `even` from t on, an even end the other way round. So this walk
    /// crosses edge r the lesser of the two times when it takes `odd` at
    /// an even r or `even` at an odd r, and once fewer than the other
    /// then.
    pub(super) fn most(&self, r: usize) -> i8 {
        self.crossings[r] + i8::from(takes_odd(r, self.end) == r.is_multiple_of(2))
    }

    /// How many times the walk to `end`, from the same top with the same
    /// cards left, crosses edge `r` (as [`Fit::most`] reads them).
    pub(super) fn crossings_to(&self, r: usize, end: u8) -> i8 {
        let e = self.crossings[r];
        // `even` is `odd` plus (-1)^r.
        let even_more = if r.is_multiple_of(2) { 1 } else { -1 };
        match (takes_odd(r, self.end), takes_odd(r, end)) {
            (true, false) => e + even_more,
            (false, true) => e - even_more,
            _ => e,
        }
    }

    /// This walk after a play from rank `from` to rank `to`, one apart
    /// round the cycle: the edge between them crossed once less.
    pub(super) fn across(self, from: u8, to: u8) -> Fit {
        let edge = if to == from % 13 + 1 { from } else { to };
        let mut crossings = self.crossings;
        crossings[usize::from(edge)] -= 1;
        Fit {
            crossings,
            crossed: edge,
            ..self
        }
    }
}

/// The order of the cards left in the columns, for the walk of one
/// foundation ([`Foundations::walk_check`]). Cutting the cycle of ranks
/// at two edges parts the ranks into two arcs, and a walk that crosses
/// those edges `k` times in all plays its cards in `k + 1` runs on
/// alternate sides, starting on the side of the top's rank. A column plays
/// top first, so read from the top's rank down the column (the top's
/// rank, then the column's cards from its top card down), each change of
/// side takes a crossing of its own. Two ranks next to each other in that
/// reading lie on different sides exactly when one of the two edges, not
/// both, lies on the path up the cycle from the first rank to the second.
/// So each pair of ranks next to each other in a column's reading is a
/// bit of the column's [`Slots`]: the top's rank and the top card at the
/// bottom card's bit, each other card and the card under it at the upper
/// card's bit. `by_edge[a]` has the pairs whose path takes edge a: a cut
/// at edges a and b parts the pairs of `by_edge[a] ^ by_edge[b]`, and
/// their count in a column is the crossings the column needs.
pub(super) struct ColumnOrder<'s> {
    start: &'s FoundationStart,
    /// The cards still in the columns.
    present: u128,
    /// Each column's top card.
    tops: u128,
    /// Every card left but a bottom card, with the card under it.
    pairs: u128,
    /// The foundation's top rank.
    top: usize,
    /// The most cards any column holds: no cut needs more crossings.
    tallest: usize,
    /// The pairs of every edge, once worked out for [`ColumnOrder::fits`].
    by_edge: Option<[u128; 14]>,
    /// The last cut found that a walk crossed too few times: the walks to
    /// other ends of the same state often fail at it too, so it is tried
    /// first.
    failed_cut: Option<(usize, usize)>,
}

impl ColumnOrder<'_> {
    /// The pairs whose path takes edge `a`.
    fn by_edge(&self, a: usize) -> u128 {
        let passed = self.start.paths_from[self.top][a] & self.tops;
        let slots = &self.start.slots;
        slots.bottoms_under(self.present, passed) | (self.start.pair_paths[a] & self.pairs)
    }

    /// True if the walk crossing each edge `crossings` times (index r:
    /// edge r) crosses every cut at two edges as often as its columns need:
    /// only cuts crossed fewer times than the tallest column holds cards
    /// can fail, and the cuts crossed least are tried first, after the cut
    /// that failed last.
    pub(super) fn fits(&mut self, crossings: &[i8; 14]) -> bool {
        if let Some((a, b)) = self.failed_cut {
            if self.cut_fails(a, b, crossings) {
                return false;
            }
        }
        let by_edge = match self.by_edge {
            Some(by_edge) => by_edge,
            None => *self.by_edge.insert(std::array::from_fn(|a| {
                if a == 0 {
                    0
                } else {
                    self.by_edge(a)
                }
            })),
        };
        let by_count = by_count(crossings);
        // A cut crossed never leaves the walk on one side, where the walk
        // reaches every card left (else it failed before): it fits.
        for k in 1..self.tallest {
            for low in 0..=k / 2 {
                let high = k - low;
                for a in bits_of(by_count[low]) {
                    let mut others = by_count[high];
                    if low == high {
                        others &= !((2u32 << a) - 1);
                    }
                    for b in bits_of(others) {
                        if self.parts_more(by_edge[a + 1] ^ by_edge[b + 1], k) {
                            self.failed_cut = Some((a + 1, b + 1));
                            return false;
                        }
                    }
                }
            }
        }
        true
    }

    /// True if the cut at edges `a` and `b`, crossed 1 to tallest - 1
    /// times by the walk crossing each edge `crossings` times, is crossed
    /// fewer times than some column needs.
    fn cut_fails(&self, a: usize, b: usize, crossings: &[i8; 14]) -> bool {
        let k = crossings[a] + crossings[b];
        if k < 1 || k as usize >= self.tallest {
            return false;
        }
        let parted = match &self.by_edge {
            Some(by_edge) => by_edge[a] ^ by_edge[b],
            None => self.by_edge(a) ^ self.by_edge(b),
        };
        self.parts_more(parted, k as usize)
    }

    /// True if some column needs more than `k` crossings of a cut that
    /// parts the pairs `parted`: some column still has pairs of them once
    /// the first `k` of each column's are taken out.
    fn parts_more(&self, mut parted: u128, k: usize) -> bool {
        for _ in 0..k {
            parted = self.start.slots.without_first_in_each(parted);
        }
        parted != 0
    }
}

/// The edges of `crossings` crossed n times, for n below the tallest
/// column a layout has (bit r - 1 for edge r).
pub(super) fn by_count(crossings: &[i8; 14]) -> [u32; MAX_HEIGHT] {
    let mut by_count = [0u32; MAX_HEIGHT];
    for (r, &e) in crossings.iter().enumerate().skip(1) {
        if let Some(count) = by_count.get_mut(e as usize) {
            *count |= 1 << (r - 1);
        }
    }
    by_count
}

/// The edges of `crossings` crossed at least once (bit r - 1 for edge r).
fn taken(crossings: &[i8; 14]) -> u32 {
    crossings
        .iter()
        .enumerate()
        .skip(1)
        .fold(0, |m, (r, &e)| m | u32::from(e > 0) << (r - 1))
}

/// What [`Foundations::walk_check`] found: the ends still possible, and
/// the walk to the first of them.
pub(super) struct Walked {
    pub ends: u16,
    pub fit: Option<Fit>,
}

impl Foundations<'_> {
    /// Narrows [`Foundations::ends`] to the ranks a winning line may still
    /// end on ([`Foundations::walk_check`]) and keeps the walk that fits;
    /// false if there are none.
    pub(super) fn walk_narrows(&mut self) -> bool {
        let walked = self.walk_check(self.ends);
        self.ends = walked.ends;
        self.fit = walked.fit;
        self.ends != 0
    }

    /// True if one foundation that wraps, with a top and no talon, takes
    /// every card: then the ranks played form one walk round the cycle.
    pub(super) fn walk_matters(&self) -> bool {
        self.start.foundations == 1
            && self.tops[0] != 0
            && self.talon().is_empty()
            && self.start.wraps
    }

    /// The ranks of `ends` a winning line may still end on, as far as the
    /// walk of the ranks played shows, and the walk to the first: each end
    /// is tried in turn (rank order) until one has a walk
    /// ([`Foundations::walk_to`]) whose order fits the columns
    /// ([`ColumnOrder::fits`]); the ends that failed before it are left
    /// out, it and those after it stay. Empty if no end of `ends` works:
    /// then no line clears every column. A line that clears every column
    /// plays last the bottom card of some column, so only their ranks are
    /// tried. The end of a walk inherited from the state before
    /// ([`Fit`]) is the first of `ends` if it is still there, and it is
    /// tried by the cuts through the edge played across alone.
    pub(super) fn walk_check(&self, ends: u16) -> Walked {
        let ends = ends & self.last_card_ranks();
        if self.ranks_left == 0 {
            return Walked { ends, fit: None };
        }
        let mut order: Option<ColumnOrder> = None;
        // The ends known to fail before they are tried.
        let mut ruled_out = 0;
        if let Some(fit) = self
            .fit
            .filter(|f| f.crossed != 0 && ends & bit(f.end) != 0)
        {
            debug_assert_eq!(ends & (bit(fit.end) - 1), 0, "the first end left");
            match self.refits(&fit, &mut order) {
                Refit::Fits => {
                    let fit = Fit { crossed: 0, ..fit };
                    return Walked {
                        ends,
                        fit: Some(fit),
                    };
                }
                Refit::NoEnd => return Walked { ends: 0, fit: None },
                Refit::Fails(cut) => {
                    ruled_out = bit(fit.end);
                    if let (Some(cut), Some(order)) = (cut, &order) {
                        ruled_out |= self.failing_at(&cut, &fit, order, ends);
                    }
                }
            }
        }
        let none = Walked { ends: 0, fit: None };
        let Some(walks) = self.walks() else {
            return none;
        };
        // The ends tried (or ruled out) before the first that works.
        let mut failed = 0;
        for end in bits_of(u32::from(ends)).map(|i| i as u8 + 1) {
            if ruled_out & bit(end) == 0 {
                if let Some(crossings) = self.walk_to(&walks, end) {
                    let order = order.get_or_insert_with(|| self.column_order());
                    if order.fits(&crossings) {
                        let fit = Fit {
                            end,
                            crossings,
                            crossed: 0,
                        };
                        return Walked {
                            ends: ends & !failed,
                            fit: Some(fit),
                        };
                    }
                }
            }
            failed |= bit(end);
        }
        none
    }

    /// Whether `fit`, the walk that fitted the state before with the edge
    /// played across crossed once less, fits this state. Every other edge
    /// is crossed as often as before, so the walk still exists if that
    /// edge is crossed no fewer than no times and, when it is crossed no
    /// more, the edges taken still join the top to every rank left. A cut
    /// not at that edge parts each column's reading as before (the old and
    /// the new top lie on one side of it, and the card played left the
    /// reading of its column with the old top) and is crossed as before,
    /// so only the cuts at that edge are counted again. A cut that some
    /// column needs crossed more often than the walk to any end could
    /// ([`Fit::most`]) rules out every end.
    fn refits<'s>(&'s self, fit: &Fit, order: &mut Option<ColumnOrder<'s>>) -> Refit {
        let x = usize::from(fit.crossed);
        let e = &fit.crossings;
        if e[x] < 0 || (e[x] == 0 && !self.reaches_every_rank_left(taken(e))) {
            return Refit::Fails(None);
        }
        // The edges b whose cut with x is crossed 1 to tallest - 1 times.
        let (fewest, most) = (1 - e[x], self.tallest() as i8 - 1 - e[x]);
        let cuts = e.iter().enumerate().skip(1).fold(0u32, |m, (b, &n)| {
            m | u32::from(fewest <= n && n <= most) << b
        }) & !(1 << x);
        if cuts == 0 {
            return Refit::Fits;
        }
        let order = order.get_or_insert_with(|| self.column_order());
        let at_x = order.by_edge(x);
        for b in bits_of(cuts) {
            let parted = at_x ^ order.by_edge(b);
            if order.parts_more(parted, (e[x] + e[b]) as usize) {
                order.failed_cut = Some((x, b));
                let most = fit.most(x) + fit.most(b);
                return if order.parts_more(parted, most as usize) {
                    Refit::NoEnd
                } else {
                    Refit::Fails(Some(Cut { x, b, parted }))
                };
            }
        }
        Refit::Fits
    }

    /// The ends of `ends` whose walks cross `cut`, where the walk `fit`
    /// to another end failed, fewer times than a column needs: each fails
    /// there too, at once if its walk crosses the cut at all (a cut crossed
    /// never leaves a rank of the column's unreached).
    fn failing_at(&self, cut: &Cut, fit: &Fit, order: &ColumnOrder, ends: u16) -> u16 {
        bits_of(u32::from(ends))
            .map(|i| i as u8 + 1)
            .filter(|&end| {
                let k = fit.crossings_to(cut.x, end) + fit.crossings_to(cut.b, end);
                order.parts_more(cut.parted, k.max(0) as usize)
            })
            .fold(0, |m, end| m | bit(end))
    }

    /// The walks round the cycle of ranks, from the top's rank and one
    /// rank to the next, that visit every rank as many times as cards of it
    /// are left: the ranks the cards left must be played in, with their
    /// order in the columns ignored (docs/solver.md). By Euler, such a walk
    /// ending at rank `end` exists exactly when the edges of the cycle can
    /// be taken a whole number of times each, `e`, with every rank's degree
    /// twice its visits less one at each end, and the edges taken join
    /// every rank visited; on a cycle of 13 (odd) those degrees fix `e`.
    /// `None` if no end has a walk (the parity of the degrees rules out
    /// every end).
    pub(super) fn walks(&self) -> Option<Walks> {
        let from = usize::from(self.tops[0]);
        // With no end, e[13] = 0 and e[r] = degree(r) - e[r - 1] give
        // `base` (each rank's degree twice its visits, plus one at the
        // top). An end at t lowers degree(t) by one, which changes e[r] by
        // -(-1)^(r - t) from t on, and e[13] = x closes the cycle when 2x
        // is the alternating sum base[13] + (-1)^t: so e[r] = base[r] -
        // [r >= t] (-1)^(r - t) + (-1)^r x.
        let mut base = [0i32; 14];
        for r in 1..14 {
            let degree = 2 * i32::from(self.left[r]) + i32::from(r == from);
            base[r] = degree - base[r - 1];
        }
        if base[13] % 2 == 0 {
            // The sum is odd whatever the end.
            return None;
        }
        // Writing x for an odd end, `odd[r]` = base[r] + (-1)^r x and
        // `even[r]` = odd[r] + (-1)^r: an end at odd t takes e[r] =
        // odd[r] before t and even[r] from t on, an end at even t (whose x
        // is one more) even[r] before t and odd[r] from t on. So each
        // vector's edges with e < 0 and e > 0 are worked out once, and
        // each end takes a part of each.
        let x = (base[13] - 1) / 2;
        let mut walks = Walks {
            odd: [0; 14],
            even: [0; 14],
            odd_signs: Signs::default(),
            even_signs: Signs::default(),
        };
        for (r, &base) in base.iter().enumerate().skip(1) {
            let alternate = 1 - 2 * (r as i32 % 2);
            walks.odd[r] = base + alternate * x;
            walks.even[r] = walks.odd[r] + alternate;
            walks.odd_signs.add(r, walks.odd[r]);
            walks.even_signs.add(r, walks.even[r]);
        }
        Some(walks)
    }

    /// If a walk of `walks` ends at rank `end` (its edges crossed fewer
    /// than no times rule it out, and the edges it takes must join the top
    /// to every rank with cards left), how often it crosses each edge.
    pub(super) fn walk_to(&self, walks: &Walks, end: u8) -> Option<[i8; 14]> {
        let end = usize::from(end);
        let before = (1u32 << (end - 1)) - 1;
        let from_end = EDGES & !before;
        let (first, then) = if end % 2 == 1 {
            (&walks.odd_signs, &walks.even_signs)
        } else {
            (&walks.even_signs, &walks.odd_signs)
        };
        if first.negative & before | then.negative & from_end != 0 {
            return None;
        }
        let taken = first.positive & before | then.positive & from_end;
        if !self.reaches_every_rank_left(taken) {
            return None;
        }
        let (first, then) = if end % 2 == 1 {
            (&walks.odd, &walks.even)
        } else {
            (&walks.even, &walks.odd)
        };
        // Each rank's degree is at most 2 x 8 + 1 (two decks), so a walk's
        // crossings fit a byte.
        Some(std::array::from_fn(|r| {
            let e = if r < end { first[r] } else { then[r] };
            e as i8
        }))
    }

    /// True if every rank with cards left is reached from the top along
    /// the edges `taken` (bit r - 1 for edge r): the edges taken on from
    /// the top's rank upwards and downwards, read off the cycle's edges
    /// written twice.
    fn reaches_every_rank_left(&self, taken: u32) -> bool {
        let twice = taken | taken << 13;
        let p = usize::from(self.tops[0]) - 1;
        let up = (twice >> p).trailing_ones().min(12);
        let down = (twice << (19 - p)).leading_ones().min(12);
        let reached = if up + down >= 12 {
            ALL
        } else {
            let arc = ((1u32 << (up + down + 1)) - 1) << ((p + 13 - down as usize) % 13);
            ((arc | arc >> 13) & u32::from(ALL)) as u16
        };
        self.ranks_left & !reached == 0
    }

    /// The columns' cards as [`ColumnOrder`] reads them.
    pub(super) fn column_order(&self) -> ColumnOrder<'_> {
        let slots = &self.start.slots;
        ColumnOrder {
            start: self.start,
            present: self.present,
            tops: slots.first_in_each(self.present),
            pairs: self.present & !(slots.guards >> 1),
            top: usize::from(self.tops[0]),
            tallest: self.tallest(),
            by_edge: None,
            failed_cut: None,
        }
    }

    /// The most cards any column holds.
    fn tallest(&self) -> usize {
        // Columns past the layout's hold no cards.
        usize::from(*self.heights.iter().max().unwrap_or(&0))
    }
}
