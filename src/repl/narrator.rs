//! What the player sees printed of the game as it changes: the deal, a
//! game resumed or returned to, the board as the verbosity asks, what a
//! change did and how the game ended; what was last said, for `again`;
//! and how it is all said (`words`, `verbosity`).

use super::{Flow, LEFT_FOR_A_NEW_GAME};
use crate::games::{Board, Game, Outcome, View};
use crate::output::Output;
use crate::record;
use crate::session::{Action, Change, Session};
use crate::text::board;
use crate::text::parse::Command;
use crate::text::render::{self, Style};
use crate::text::spoken;
use crate::text::verbosity::Verbosity;
use crate::words::plural;
use std::io;

/// Says what happens to the game, in the player's style, and remembers
/// what the last change said.
pub(super) struct Narrator {
    /// How cards and places are printed; `words` and `verbosity` change it.
    style: Style,
    /// What the last change of the game said (a move, an undo), for
    /// `again` to say once more; empty until then, when `again` repeats
    /// the deal.
    last_event: Vec<String>,
}

impl Narrator {
    /// A narrator that speaks in `style` and has said nothing yet.
    pub(super) fn new(style: Style) -> Narrator {
        Narrator {
            style,
            last_event: Vec::new(),
        }
    }

    /// How cards and places are printed now.
    pub(super) fn style(&self) -> &Style {
        &self.style
    }

    /// What the last change said, taken away: the game it spoke of is
    /// being left, and the next game has said nothing yet.
    pub(super) fn take_last_event(&mut self) -> Vec<String> {
        std::mem::take(&mut self.last_event)
    }

    /// Prints the deal sentence and the board of `session` (and the ending,
    /// if the deal itself leaves no move).
    pub(super) fn announce_deal(&self, session: &Session, out: &mut Output) -> io::Result<()> {
        out.lines(&self.deal_lines(session, out.width()))?;
        self.print_board(session, out)?;
        self.print_ending(session, out)
    }

    /// What a new deal says before the board: the game, the deal and what
    /// was dealt (in accessible mode in short sentences, the board then
    /// saying what is left).
    fn deal_lines(&self, session: &Session, width: usize) -> Vec<String> {
        let style = self.style.within(width);
        if style.accessible {
            spoken::deal_lines(session, &style)
        } else {
            render::deal_lines(session, &style)
        }
    }

    /// Prints the sentence for a game resumed from the save `name`, what
    /// the record holds of it if that is final (`recorded`), the board and
    /// the ending if the game is over.
    pub(super) fn announce_resume(
        &self,
        session: &Session,
        name: &str,
        recorded: Option<record::Result>,
        out: &mut Output,
    ) -> io::Result<()> {
        out.line(&format!(
            "Resumed {name}: {} after {}.",
            render::title(session),
            plural(session.move_count(), "move", "moves")
        ))?;
        if let Some(result) = recorded.filter(|r| r.is_final()) {
            out.line(&format!(
                "This game is in the record as {}; playing it again records nothing.",
                result.word()
            ))?;
        }
        self.print_board(session, out)?;
        self.print_ending(session, out)
    }

    /// `undo` straight after `new` or `load`: back to the game left,
    /// `session`, with what it last said (`last_event`); says so, then its
    /// board and ending.
    pub(super) fn announce_return(
        &mut self,
        session: &Session,
        last_event: Vec<String>,
        out: &mut Output,
    ) -> io::Result<()> {
        self.last_event = last_event;
        out.line(&format!(
            "Back to the game you left: {}.",
            game_and_moves(session)
        ))?;
        self.print_board(session, out)?;
        self.print_ending(session, out)
    }

    /// What accessible mode says of `left`, the game `new` or `load` is
    /// leaving, before the game that replaces it is read: which game it
    /// was and how to get it back ("You left Golf, seed 3, 4 moves made.",
    /// "Undo goes back to it."). Nothing sighted, where
    /// [`Narrator::say_left`] says an unfinished game is left.
    pub(super) fn leaving_lines(&self, left: &Session) -> Vec<String> {
        if !self.style.accessible {
            return Vec::new();
        }
        let moves = plural(left.move_count(), "move", "moves");
        let which = match left.game().outcome() {
            Outcome::Playing => game_and_moves(left),
            Outcome::Won => format!("{}, won in {moves}", render::title(left)),
            Outcome::Lost => format!("{}, lost after {moves}", render::title(left)),
        };
        vec![
            format!("You left {which}."),
            "Undo goes back to it.".to_string(),
        ]
    }

    /// Says that a game was left for another: `leaving` by ear (see
    /// [`Narrator::leaving_lines`]), whatever became of it; sighted, a
    /// sentence only when it was left `unfinished`.
    pub(super) fn say_left(
        &self,
        leaving: Vec<String>,
        unfinished: bool,
        out: &mut Output,
    ) -> io::Result<()> {
        if self.style.accessible {
            out.lines(&leaving)
        } else if unfinished {
            out.line(LEFT_FOR_A_NEW_GAME)
        } else {
            Ok(())
        }
    }

    /// Prints the board of `session` (and, when verbose, how many moves are
    /// possible).
    pub(super) fn print_board(&self, session: &Session, out: &mut Output) -> io::Result<()> {
        out.lines(&board::board_lines(
            &session.game().board(),
            &self.style.within(out.width()),
        ))?;
        if self.style.verbosity == Verbosity::Verbose {
            out.line(&board::legal_moves_line(session.game()))?;
        }
        Ok(())
    }

    fn print_ending(&self, session: &Session, out: &mut Output) -> io::Result<()> {
        let can_undo = session.can_undo();
        match render::ending_lines(session.game(), &self.style, can_undo) {
            Some(lines) => out.lines(&lines),
            None => Ok(()),
        }
    }

    /// After a change of state: the board as the verbosity asks (none when
    /// terse; what changed where when verbose), then the ending if the game
    /// is over.
    fn report_position(
        &self,
        session: &Session,
        before: &Board,
        out: &mut Output,
    ) -> io::Result<()> {
        let style = &self.style;
        match style.verbosity {
            Verbosity::Terse => {}
            Verbosity::Normal => self.print_board(session, out)?,
            Verbosity::Verbose => {
                let after = session.game().board();
                out.lines(&board::change_lines(before, &after, style))?;
                self.print_board(session, out)?;
            }
        }
        self.print_ending(session, out)
    }

    /// Reports a change of state of `session`, whose board was `before`:
    /// what happened, then the position; keeps what happened for `again`.
    /// In accessible mode only what changed is said, as the verbosity asks,
    /// and never the board.
    pub(super) fn print_change(
        &mut self,
        session: &Session,
        change: &Change,
        before: &Board,
        out: &mut Output,
    ) -> io::Result<()> {
        let style = self.style.within(out.width());
        let game = session.game();
        let at_deal = !session.can_undo();
        let sentence = match change {
            Change::Moved(event) => {
                self.last_event = if style.accessible {
                    spoken::after_move(spoken::event_lines(game, event, &style), game, &style)
                } else {
                    render::move_lines(game, event, &style)
                };
                None
            }
            Change::Undone(actions) => Some(render::actions_sentence(
                "Took back",
                &commands_of(actions),
                at_deal,
            )),
            Change::Redone(actions) => Some(render::actions_sentence(
                "Played again",
                &commands_of(actions),
                false,
            )),
            Change::Restarted => Some("Back to the deal; undo takes the restart back.".to_string()),
        };
        if let Some(sentence) = sentence {
            self.last_event = if style.accessible {
                spoken::after_other_change(sentence, before, game, &style)
            } else {
                vec![sentence]
            };
        }
        if style.accessible {
            if let Some(ending) = spoken::ending_lines(game, &style, session.can_undo()) {
                self.last_event.extend(ending);
            } else if style.announce {
                self.last_event.extend(spoken::playable_lines(game, &style));
            }
            return out.lines(&self.last_event);
        }
        out.lines(&self.last_event)?;
        self.report_position(session, before, out)?;
        if style.announce && game.outcome() == Outcome::Playing {
            out.lines(&spoken::playable_lines(game, &style))?;
        }
        Ok(())
    }

    /// `again`: what the last change said, or the deal of `session` before
    /// any.
    pub(super) fn again(&self, session: &Session, out: &mut Output) -> io::Result<Flow> {
        if self.last_event.is_empty() {
            out.lines(&self.deal_lines(session, out.width()))?;
            if self.style.accessible {
                self.print_board(session, out)?;
            }
        } else {
            out.lines(&self.last_event)?;
        }
        Ok(Flow::Continue)
    }

    /// Handles the commands that change how the player is spoken to:
    /// `words` and `verbosity`, each confirming in a sentence.
    pub(super) fn set_style(&mut self, command: &Command, out: &mut Output) -> io::Result<Flow> {
        let style = &mut self.style;
        match command {
            Command::Words(Some(on)) => style.words = *on,
            Command::Verbosity(Some(level)) => style.verbosity = *level,
            Command::Announce(Some(on)) => style.announce = *on,
            _ => {}
        }
        match command {
            Command::Words(_) if style.words => {
                out.line("Words are on: cards are named in words, like seven of hearts.")?
            }
            Command::Words(_) => out.line("Words are off: cards are named by code, like 7H.")?,
            Command::Verbosity(_) => out.line(&format!("Verbosity is {}.", style.verbosity))?,
            Command::Announce(_) if style.announce => {
                out.line("Playable is on: after every move, the cards playable now are named.")?
            }
            Command::Announce(_) => {
                out.line("Playable is off: the playable cards are named only by where.")?
            }
            _ => {}
        }
        Ok(Flow::Continue)
    }
}

/// A game and how far it went: "Golf, seed 3, 4 moves made".
fn game_and_moves(session: &Session) -> String {
    format!(
        "{}, {} made",
        render::title(session),
        plural(session.move_count(), "move", "moves")
    )
}

/// The commands that replay `actions`.
fn commands_of(actions: &[Action]) -> Vec<Command> {
    actions.iter().map(Action::command).collect()
}
