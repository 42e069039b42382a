//! The commands that judge the play: `hint`, a good move from what can be
//! seen, and `review`, the moves so far judged against the fair hint. Both
//! count as help in the game's record.

use super::analysis_memo::AnalysisMemo;
use super::record_keeper::RecordKeeper;
use super::rejecter::Rejecter;
use super::Flow;
use crate::output::Output;
use crate::review::text::{review_lines, Form};
use crate::session::Session;
use crate::text::hint_words;
use crate::text::render::Style;
use std::io;

/// The seed of the stock orders a hint samples. Fixed, so the same visible
/// position always gets the same hint, whatever the stock's real order.
pub(super) const HINT_SEED: u64 = 0x05EE_D0F4_1417;

/// The game in progress as the analysing commands see it.
pub(super) struct Analysis<'a> {
    /// The game judged; asking for help is counted in it.
    pub(super) session: &'a mut Session,
    /// Keeps the pending record in step with the help counted.
    pub(super) keeper: &'a RecordKeeper,
    /// How cards and places are printed.
    pub(super) style: &'a Style,
    /// The last hint and review, reused while the position is unchanged.
    pub(super) memo: &'a mut AnalysisMemo,
    /// The lines come from a script, whose analysis work is bounded.
    pub(super) bounded: bool,
    /// How a hint or review refused at the bound is said.
    pub(super) rejecter: &'a Rejecter,
}

impl Analysis<'_> {
    /// `hint`: a good move from what can be seen; counted against the game.
    /// By ear it is short (the move and why); in words mode whole; in codes
    /// one line.
    pub(super) fn hint(self, out: &mut Output) -> io::Result<Flow> {
        self.say_hint(false, out)
    }

    /// `why` (or `hint more`): the hint whole, its reasons, odds and
    /// command. Asking why of the hint just given at this position is not
    /// another hint; asked afresh, it is counted as one.
    pub(super) fn why(self, out: &mut Output) -> io::Result<Flow> {
        self.say_hint(true, out)
    }

    /// The hint for the position now, short by ear unless `whole`.
    fn say_hint(self, whole: bool, out: &mut Output) -> io::Result<Flow> {
        let given = self.memo.has_hint_for(self.session);
        let found = self.memo.hint(self.session, self.bounded, || {
            crate::solver::hint::hint(self.session.game(), HINT_SEED)
        });
        let hint = match found {
            Ok(hint) => hint,
            Err(bound) => return self.rejecter.reject(out, &bound.sentence()),
        };
        if !(whole && given) {
            self.session.count_hint();
            self.keeper.update_pending(self.session);
        }
        let style = self.style.within(out.width());
        let game = self.session.game();
        if style.accessible && !whole {
            out.lines(&hint_words::spoken_hint_lines(game, &hint, &style))?;
        } else if style.words {
            out.lines(&hint_words::hint_lines(game, &hint, &style))?;
        } else {
            out.line(&hint_words::hint_sentence(game, &hint))?;
        }
        Ok(Flow::Continue)
    }

    /// `review [stock]`: the moves so far judged against the fair hint;
    /// reading the real stock before the game is over counts as help.
    pub(super) fn review(self, stock: bool, out: &mut Output) -> io::Result<Flow> {
        let known = crate::review::stock_known(self.session);
        // No progress bar here: the player holds standard error while it
        // plays, and the review is bounded (`MAX_REVIEWED_MOVES`).
        let session = &*self.session;
        let found = self.memo.review(session, stock || known, self.bounded, || {
            crate::review::review(session, stock || known, &|_| {})
        });
        let review = match found {
            Ok(review) => review,
            Err(bound) => return self.rejecter.reject(out, &bound.sentence()),
        };
        if stock && !known {
            self.session.mark_assisted();
            self.keeper.update_pending(self.session);
        }
        let form = if self.style.words {
            Form::Sentences(out.width())
        } else {
            Form::Table
        };
        out.lines(&review_lines(&review, form))?;
        Ok(Flow::Continue)
    }
}
