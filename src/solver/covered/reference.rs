//! A plain exhaustive search over the covered games' rules, written
//! separately from the fast solver and as simply as it can be: the whole
//! position (cards by spot, the stock and the waste as lists), the legal
//! steps read straight from the rules, and a memo of every position's most
//! cards cleared. No reductions, no forced steps, no bounds. The tests pin
//! the fast solver to it.

use super::{CoveredKind, CoveredStart, CoveredStep, Place, PyramidGoal, MAX_SPOTS};
use crate::cards::Card;
use std::collections::HashMap;

/// A whole position under the plain rules.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct Plain {
    pub kind: CoveredKind,
    pub tableau: [Option<Card>; MAX_SPOTS],
    /// The next card to turn first.
    pub stock: Vec<Card>,
    /// Bottom to top.
    pub waste: Vec<Card>,
    pub redeals_left: u8,
}

/// A card's value in Pyramid's sums, and its rank in Tri Peaks.
fn value(card: Card) -> u8 {
    card.rank().number()
}

impl Plain {
    pub fn from_start(start: &CoveredStart) -> Plain {
        Plain {
            kind: start.kind(),
            tableau: *start.tableau(),
            stock: start.stock().to_vec(),
            waste: start.waste().to_vec(),
            redeals_left: start.redeals_left(),
        }
    }

    pub fn to_start(&self) -> CoveredStart {
        CoveredStart::new(
            self.kind,
            self.tableau,
            self.stock.clone(),
            self.waste.clone(),
            self.redeals_left,
        )
    }

    /// True if `spot` holds a card and none of the cards covering it is left.
    fn is_free(&self, spot: usize) -> bool {
        self.tableau[spot].is_some()
            && self
                .kind
                .shape()
                .covering(spot)
                .into_iter()
                .all(|c| self.tableau[c].is_none())
    }

    /// The card a Pyramid removal may take at `place`, if it may take one.
    fn card_at(&self, place: Place) -> Option<Card> {
        match place {
            Place::Spot(s) => self.tableau[usize::from(s)].filter(|_| self.is_free(s.into())),
            Place::StockTop => self.stock.first().copied(),
            Place::WasteTop => self.waste.last().copied(),
        }
    }

    /// Every legal step, straight from the rules.
    pub fn legal(&self) -> Vec<CoveredStep> {
        let mut steps = Vec::new();
        match self.kind {
            CoveredKind::Pyramid(_) => {
                let mut places: Vec<Place> = (0..MAX_SPOTS as u8).map(Place::Spot).collect();
                places.push(Place::StockTop);
                places.push(Place::WasteTop);
                let free: Vec<(Place, Card)> = places
                    .into_iter()
                    .filter_map(|p| self.card_at(p).map(|c| (p, c)))
                    .collect();
                for (i, &(a, card_a)) in free.iter().enumerate() {
                    if value(card_a) == 13 {
                        steps.push(CoveredStep::Remove(a, None));
                    }
                    for &(b, card_b) in &free[i + 1..] {
                        if value(card_a) + value(card_b) == 13 {
                            steps.push(CoveredStep::Remove(a, Some(b)));
                        }
                    }
                }
                if !self.stock.is_empty() {
                    steps.push(CoveredStep::Turn);
                } else if self.redeals_left > 0 && !self.waste.is_empty() {
                    // An empty waste has nothing to turn over (the engine
                    // refuses `deal` there).
                    steps.push(CoveredStep::Redeal);
                }
            }
            CoveredKind::TriPeaks => {
                if let Some(&top) = self.waste.last() {
                    for s in 0..MAX_SPOTS {
                        let Some(card) = self.tableau[s].filter(|_| self.is_free(s)) else {
                            continue;
                        };
                        let apart = value(card).abs_diff(value(top));
                        if apart == 1 || apart == 12 {
                            steps.push(CoveredStep::Play(s as u8));
                        }
                    }
                }
                if !self.stock.is_empty() {
                    steps.push(CoveredStep::Turn);
                }
            }
        }
        steps
    }

    /// The position after `step`, or `None` if the rules do not allow it.
    /// The two cards of a pair may be named in either order.
    pub fn apply(&self, step: CoveredStep) -> Option<Plain> {
        let swapped = match step {
            CoveredStep::Remove(a, Some(b)) => CoveredStep::Remove(b, Some(a)),
            _ => step,
        };
        let legal = self.legal();
        if !legal.contains(&step) && !legal.contains(&swapped) {
            return None;
        }
        let mut next = self.clone();
        match step {
            CoveredStep::Remove(a, b) => {
                for place in [Some(a), b].into_iter().flatten() {
                    match place {
                        Place::Spot(s) => next.tableau[usize::from(s)] = None,
                        Place::StockTop => {
                            next.stock.remove(0);
                        }
                        Place::WasteTop => {
                            next.waste.pop();
                        }
                    }
                }
            }
            CoveredStep::Play(s) => {
                let card = next.tableau[usize::from(s)].take()?;
                next.waste.push(card);
            }
            CoveredStep::Turn => {
                let card = next.stock.remove(0);
                next.waste.push(card);
            }
            CoveredStep::Redeal => {
                next.stock = std::mem::take(&mut next.waste);
                next.redeals_left -= 1;
            }
        }
        Some(next)
    }

    /// The cards the game counts as cleared.
    pub fn cleared(&self) -> usize {
        let on_tableau = self.tableau.iter().filter(|c| c.is_some()).count();
        match self.kind {
            CoveredKind::Pyramid(PyramidGoal::AllCards) => {
                52 - on_tableau - self.stock.len() - self.waste.len()
            }
            _ => 28 - on_tableau,
        }
    }

    /// True if the game is won.
    pub fn is_won(&self) -> bool {
        let board_clear = self.tableau.iter().all(Option::is_none);
        match self.kind {
            CoveredKind::Pyramid(PyramidGoal::AllCards) => {
                board_clear && self.stock.is_empty() && self.waste.is_empty()
            }
            _ => board_clear,
        }
    }
}

/// What the plain search found.
#[derive(Debug)]
pub(super) struct Answer {
    pub won: bool,
    /// The most cards any line clears.
    pub cleared: usize,
    /// A winning line when won.
    pub line: Vec<CoveredStep>,
    /// Positions visited.
    pub positions: usize,
}

/// Searches every line from `start`, or gives up (`None`) past `limit`
/// positions.
pub(super) fn solve(start: &Plain, limit: usize) -> Option<Answer> {
    let mut memo = HashMap::new();
    let best = most_cleared(start, &mut memo, limit)?;
    let won = start.is_won() || best_wins(start, best);
    let mut line = Vec::new();
    if won {
        let mut at = start.clone();
        while !at.is_won() {
            let step = at
                .legal()
                .into_iter()
                .find(|&s| {
                    let next = at.apply(s).unwrap();
                    next.is_won() || memo.get(&next) == Some(&best)
                })
                .expect("a won position has a step that keeps winning");
            at = at.apply(step).unwrap();
            line.push(step);
        }
    }
    Some(Answer {
        won,
        cleared: best,
        line,
        positions: memo.len(),
    })
}

/// True if `best` cleared from `start` is a win: the count a won game has.
fn best_wins(start: &Plain, best: usize) -> bool {
    let all = match start.kind {
        CoveredKind::Pyramid(PyramidGoal::AllCards) => 52,
        _ => 28,
    };
    best == all
}

fn most_cleared(at: &Plain, memo: &mut HashMap<Plain, usize>, limit: usize) -> Option<usize> {
    if at.is_won() {
        return Some(at.cleared());
    }
    if let Some(&best) = memo.get(at) {
        return Some(best);
    }
    if memo.len() >= limit {
        return None;
    }
    let mut best = at.cleared();
    for step in at.legal() {
        let next = at.apply(step).expect("a legal step applies");
        best = best.max(most_cleared(&next, memo, limit)?);
    }
    memo.insert(at.clone(), best);
    Some(best)
}
