//! What `hint` and `review` found, kept while the position they judged is
//! unchanged, so that a script repeating them does the work once; and the
//! work a script (`--script FILE`) has had done, bounded.

use crate::advice::Hint;
use crate::deal::Deal;
use crate::games::{Move, Rules};
use crate::review::Review;
use crate::session::Session;

/// The most positions hint and review may judge afresh for one script
/// (a hint judges one, a review one for each move it judges): some
/// minutes of work at most, and far more than any game asks for.
pub const SCRIPT_JUDGING_BOUND: u64 = 2_000;

/// The game and moves that lead to a position: the same key, the same
/// position.
#[derive(Clone, PartialEq, Eq)]
struct PositionKey {
    /// The game and variant.
    rules: Rules,
    /// The cards as dealt.
    deal: Deal,
    /// The moves from the deal.
    moves: Vec<Move>,
}

impl PositionKey {
    /// The key of `session`'s position now.
    fn of(session: &Session) -> PositionKey {
        PositionKey {
            rules: session.rules(),
            deal: session.deal().clone(),
            moves: session.moves().into_iter().cloned().collect(),
        }
    }
}

/// The last hint and review, each with the position it judged, and the
/// positions judged afresh so far.
#[derive(Default)]
pub struct AnalysisMemo {
    /// The last hint worked out, and for what.
    hint: Option<(PositionKey, Hint)>,
    /// The last review worked out, for what, and whether with the real
    /// stock.
    review: Option<(PositionKey, bool, Review)>,
    /// The positions judged afresh so far.
    judged: u64,
}

/// Why a hint or review was not worked out: the script reached
/// [`SCRIPT_JUDGING_BOUND`].
pub struct BoundReached;

impl BoundReached {
    /// The sentence said for it.
    pub fn sentence(&self) -> String {
        format!(
            "This script has had {SCRIPT_JUDGING_BOUND} positions judged by hint and review, the most one script may; no more are worked out for it."
        )
    }
}

impl AnalysisMemo {
    /// The hint for `session`'s position: the one kept if the position is
    /// the one it was worked out for, else `work`'s, counted against the
    /// bound when `bounded`.
    pub fn hint(
        &mut self,
        session: &Session,
        bounded: bool,
        work: impl FnOnce() -> Hint,
    ) -> Result<Hint, BoundReached> {
        let key = PositionKey::of(session);
        if let Some((kept, hint)) = &self.hint {
            if *kept == key {
                return Ok(hint.clone());
            }
        }
        self.spend(bounded, 1)?;
        let hint = work();
        self.hint = Some((key, hint.clone()));
        Ok(hint)
    }

    /// Whether the hint kept is the one for `session`'s position now: it
    /// was worked out, and given, since the position last changed.
    pub fn has_hint_for(&self, session: &Session) -> bool {
        self.hint
            .as_ref()
            .is_some_and(|(kept, _)| *kept == PositionKey::of(session))
    }

    /// The review of `session`'s moves (with the real stock if `reveal`):
    /// the one kept if nothing changed since, else `work`'s, counted
    /// against the bound when `bounded`.
    pub fn review(
        &mut self,
        session: &Session,
        reveal: bool,
        bounded: bool,
        work: impl FnOnce() -> Review,
    ) -> Result<Review, BoundReached> {
        let key = PositionKey::of(session);
        if let Some((kept, kept_reveal, review)) = &self.review {
            if *kept == key && *kept_reveal == reveal {
                return Ok(review.clone());
            }
        }
        let moves = key.moves.len().min(crate::review::MAX_REVIEWED_MOVES) as u64;
        self.spend(bounded, moves.max(1))?;
        let review = work();
        self.review = Some((key, reveal, review.clone()));
        Ok(review)
    }

    /// Counts `positions` judged, unless that passes the bound.
    fn spend(&mut self, bounded: bool, positions: u64) -> Result<(), BoundReached> {
        let judged = self.judged.saturating_add(positions);
        if bounded && judged > SCRIPT_JUDGING_BOUND {
            return Err(BoundReached);
        }
        self.judged = judged;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advice::Reason;
    use crate::games::GameId;
    use crate::text::parse::parse;

    /// A hint that took no work, standing in for a search.
    fn worked_out() -> Hint {
        Hint {
            best: None,
            reason: Reason::Lost,
            odds: None,
        }
    }

    fn elevens() -> Session {
        Session::new(Rules::standard(GameId::Elevens), Deal::from_seed(1))
    }

    fn apply(session: &mut Session, line: &str) {
        let command = parse(line).unwrap().unwrap();
        session.apply_command(&command).unwrap().unwrap();
    }

    #[test]
    fn a_hint_is_worked_out_once_while_the_position_is_unchanged() {
        let mut memo = AnalysisMemo::default();
        let mut session = elevens();
        let mut searches = 0;
        for _ in 0..5 {
            memo.hint(&session, true, || {
                searches += 1;
                worked_out()
            })
            .unwrap_or_else(|_| panic!("within the bound"));
        }
        assert_eq!(searches, 1);
        apply(&mut session, "remove 3 5");
        memo.hint(&session, true, || {
            searches += 1;
            worked_out()
        })
        .unwrap_or_else(|_| panic!("within the bound"));
        assert_eq!(searches, 2);
    }

    #[test]
    fn a_script_judges_at_most_the_bound_of_positions_afresh() {
        let mut memo = AnalysisMemo::default();
        let mut session = elevens();
        let mut given = 0;
        // A move and its undo: each hint is at a position just left.
        for turn in 0..=SCRIPT_JUDGING_BOUND {
            if turn % 2 == 1 {
                apply(&mut session, "remove 3 5");
            } else if turn > 0 {
                apply(&mut session, "undo");
            }
            if memo.hint(&session, true, worked_out).is_ok() {
                given += 1;
            }
        }
        assert_eq!(given, SCRIPT_JUDGING_BOUND);
        // Typed at the prompt, or read from a pipe, nothing is bounded.
        assert!(memo.hint(&elevens(), false, worked_out).is_ok());
    }
}
