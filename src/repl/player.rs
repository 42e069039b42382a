//! The game at the prompt: `Player` hands each line to the session or to
//! the command's own handler, and composes the parts that carry them out:
//! the narrator (what is printed), the record keeper (the record and the
//! kept game), the rejecter (refusals and `--strict`) and the views for
//! the commands that read, analyse or name files.

use super::analysis::Analysis;
use super::analysis_memo::AnalysisMemo;
use super::files::{Files, Loaded};
use super::kept_copy::KeptCopy;
use super::lookup::Lookup;
use super::narrator::Narrator;
use super::record_keeper::RecordKeeper;
use super::recorder::Recorder;
use super::rejecter::Rejecter;
use super::{random_seed, Flow, LineSource, PlayerOptions, Read, HOW_TO_LEAVE};
use crate::deal::Deal;
use crate::exit_code::ExitCode;
use crate::games::{Board, View};
use crate::output::Output;
use crate::session::{Change, Session};
use crate::signals::PendingRecord;
use crate::text::escape;
use crate::text::parse::{parse, Command};
use std::io;

/// A game at the prompt: the session plus how to talk about it.
pub struct Player {
    session: Session,
    /// How a refused line is said, and whether the run stops there.
    rejecter: Rejecter,
    /// What the player sees printed of the game, and how it is said.
    narrator: Narrator,
    /// The record of this game and the copy kept for `patience resume`.
    keeper: RecordKeeper,
    /// The lines come from a file (`--script FILE`): `save` is refused,
    /// and hint and review judge a bounded number of positions.
    lines_are_data: bool,
    /// The last hint and review, and the positions judged so far.
    memo: AnalysisMemo,
}

impl Player {
    /// A player for a newly dealt `session`.
    pub fn new(session: Session, options: PlayerOptions) -> Player {
        Player::with(session, options, false)
    }

    /// A player for `session` replayed from a save: paused, so leaving it
    /// before anything happens records nothing.
    pub fn resumed(session: Session, options: PlayerOptions) -> Player {
        Player::with(session, options, true)
    }

    /// A player for `session`, `saved` when nothing in it is new yet.
    fn with(session: Session, options: PlayerOptions, saved: bool) -> Player {
        let PlayerOptions {
            strict,
            style,
            record,
            record_file,
            last_game,
            pending,
            lines_are_data,
        } = options;
        Player {
            keeper: RecordKeeper::new(
                &session,
                saved,
                Recorder::new(record, record_file, pending),
                KeptCopy::new(last_game),
            ),
            session,
            rejecter: Rejecter::new(strict),
            narrator: Narrator::new(style),
            lines_are_data,
            memo: AnalysisMemo::default(),
        }
    }

    /// The slot the signal handler records from.
    pub fn pending_record(&self) -> PendingRecord {
        self.keeper.recorder().pending_record()
    }

    /// The game in progress.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Prints the deal sentence and the board (and the ending, if the deal
    /// itself leaves no move).
    pub fn announce_deal(&self, out: &mut Output) -> io::Result<()> {
        self.narrator.announce_deal(&self.session, out)
    }

    /// Prints the sentence for a resumed saved game, the board and the
    /// ending if the game is over.
    pub fn announce_resume(&self, name: &str, out: &mut Output) -> io::Result<()> {
        self.narrator
            .announce_resume(&self.session, name, self.keeper.recorded(), out)
    }

    /// The card codes Tab may complete to: every card a move can name, the
    /// tops of the tableau, and the foundations' tops where there are
    /// several to tell apart.
    pub fn completion_cards(&self) -> Vec<String> {
        self.lookup().completion_cards()
    }

    /// The single place where the end of input (Ctrl-D at the terminal, or
    /// the end of a script or pipe) ends the game; the game record marks an
    /// unfinished game abandoned here. At a terminal it says so, so that the
    /// shell's prompt starts on a fresh line, and says what became of an
    /// unfinished game.
    pub fn end_of_input(&mut self, interactive: bool, out: &mut Output) -> io::Result<ExitCode> {
        if interactive {
            out.line("")?;
            out.line("End of input; leaving the game.")?;
        }
        self.keeper.leave(&self.session, interactive, out)?;
        Ok(ExitCode::Success)
    }

    /// True if a failure to write a file was already said for `reason`
    /// (as [`io_reason`](crate::text::reason::io_reason) words it), so
    /// that another file failing for it need not say it again.
    pub fn has_said(&self, reason: &str) -> bool {
        self.keeper.failures().has_said(reason)
    }

    /// `undo` straight after `new` or `load`: back to the game left, as it
    /// was; the deal left for it had no change, so nothing is recorded.
    fn back_to_left_game(&mut self, out: &mut Output) -> io::Result<Flow> {
        let Some((session, last_event)) = self.keeper.take_back_left_game() else {
            return Ok(Flow::Continue);
        };
        self.session = session;
        self.keeper.update_pending(&self.session);
        self.narrator
            .announce_return(&self.session, last_event, out)?;
        Ok(Flow::Continue)
    }

    /// Records the game being left, without a word: a finished game the
    /// record does not hold yet, or an unfinished one as abandoned; a
    /// recorded unfinished game is kept for `patience resume`. A failure to
    /// record is a warning, never fatal.
    pub fn finish(&mut self, out: &mut Output) -> io::Result<()> {
        self.keeper.leave(&self.session, false, out)
    }

    /// Leaves the current game for `session`, a new deal or one replayed
    /// from a save (see `RecordKeeper::switch`), saying which game was left
    /// and how to get it back.
    fn switch_to(&mut self, session: Session, from_save: bool, out: &mut Output) -> io::Result<()> {
        let left = std::mem::replace(&mut self.session, session);
        let last_event = self.narrator.take_last_event();
        let leaving = self.narrator.leaving_lines(&left);
        let unfinished = self
            .keeper
            .switch(left, last_event, &self.session, from_save, out)?;
        self.narrator.say_left(leaving, unfinished, out)
    }

    /// Handles one typed line: the session applies a change of state, and
    /// every other command has its own handler below.
    pub fn handle_line(&mut self, line: &str, out: &mut Output) -> io::Result<Flow> {
        let command = match parse(line) {
            Ok(None) => return Ok(Flow::Continue),
            Ok(Some(command)) => command,
            Err(err) => {
                return self
                    .rejecter
                    .reject(out, &err.sentence_in(self.session.rules().game))
            }
        };
        if matches!(command, Command::Undo(_)) && self.keeper.has_left_game() {
            return self.back_to_left_game(out);
        }
        let before = self.session.game().board();
        if let Some(result) = self.session.apply_command(&command) {
            return match result {
                Ok(change) => self.changed(&change, &before, out),
                Err(err) => self
                    .rejecter
                    .reject(out, &self.narrator.style().sentence(&err.0)),
            };
        }
        match command {
            Command::Show => self.lookup().show(out),
            Command::Status => self.lookup().status(out),
            Command::Help(topic) => self.lookup().help(topic.as_deref(), out),
            Command::Rules => self.lookup().rules(out),
            Command::New(seed) => self.new_deal(seed, out),
            Command::LegalMoves => self.lookup().legal_moves(out),
            Command::History => self.lookup().history(out),
            Command::Save(file) => self.files().save(&file, out),
            Command::Load(file) => self.load(&file, out),
            Command::Stats => self.lookup().stats(out),
            Command::Hint => self.analysis().hint(out),
            Command::Why => self.analysis().why(out),
            Command::Quit => self.quit(out),
            Command::ShowPart(part) => self.lookup().show_part(part, out),
            Command::Where => self.lookup().where_am_i(out),
            Command::Again => self.narrator.again(&self.session, out),
            Command::Review(stock) => self.analysis().review(stock, out),
            Command::Words(_) | Command::Verbosity(_) | Command::Announce(_) => {
                self.narrator.set_style(&command, out)
            }
            Command::Remove(_)
            | Command::Deal
            | Command::Move { .. }
            | Command::Bare(_)
            | Command::Undo(_)
            | Command::Redo(_)
            | Command::Restart => unreachable!("the session handles state changes"),
        }
    }

    /// After the session changed the state (a move, undo, redo, restart).
    fn changed(&mut self, change: &Change, before: &Board, out: &mut Output) -> io::Result<Flow> {
        // Before anything is printed: a game left by `new` can no longer
        // come back and is recorded, a game that ended is recorded now,
        // and a hang-up from now on records the game as it now stands.
        self.keeper.changed(&self.session, out)?;
        self.narrator
            .print_change(&self.session, change, before, out)?;
        Ok(Flow::Continue)
    }

    /// The game in progress as the commands that only read it see it.
    fn lookup(&self) -> Lookup<'_> {
        Lookup {
            session: &self.session,
            narrator: &self.narrator,
            rejecter: &self.rejecter,
            recorder: self.keeper.recorder(),
        }
    }

    /// The game in progress as `save` and `load` see it.
    fn files(&mut self) -> Files<'_> {
        Files {
            session: &self.session,
            keeper: &mut self.keeper,
            rejecter: &self.rejecter,
            lines_are_data: self.lines_are_data,
        }
    }

    /// The game in progress as `hint` and `review` see it.
    fn analysis(&mut self) -> Analysis<'_> {
        Analysis {
            session: &mut self.session,
            keeper: &self.keeper,
            style: self.narrator.style(),
            memo: &mut self.memo,
            bounded: self.lines_are_data,
            rejecter: &self.rejecter,
        }
    }

    /// `new [SEED]`: leaves this game for a new deal.
    fn new_deal(&mut self, seed: Option<u64>, out: &mut Output) -> io::Result<Flow> {
        let seed = seed.unwrap_or_else(random_seed);
        let session = Session::new(self.session.rules(), Deal::from_seed(seed));
        self.switch_to(session, false, out)?;
        self.announce_deal(out)?;
        self.keeper.settle(&self.session, out)?;
        Ok(Flow::Continue)
    }

    /// `load FILE`: leaves this game for a saved one that replays cleanly.
    fn load(&mut self, file: &str, out: &mut Output) -> io::Result<Flow> {
        let (session, name) = match self.files().load(file, out)? {
            Loaded::Game(session, name) => (*session, name),
            Loaded::Refused(flow) => return Ok(flow),
        };
        self.switch_to(session, true, out)?;
        self.announce_resume(&name, out)?;
        self.keeper.settle(&self.session, out)?;
        Ok(Flow::Continue)
    }

    /// `quit`: leaves the game and ends the run.
    fn quit(&mut self, out: &mut Output) -> io::Result<Flow> {
        self.keeper.leave(&self.session, true, out)?;
        Ok(Flow::Exit(ExitCode::Success))
    }

    /// Reads and handles lines until `quit` or the end of input; returns the
    /// exit status.
    pub fn run(&mut self, source: &mut dyn LineSource, out: &mut Output) -> io::Result<ExitCode> {
        let prompt = "> ";
        self.keeper.settle(&self.session, out)?;
        let mut told_how_to_leave = false;
        loop {
            out.flush()?;
            source.offer(self.session.rules().game, self.completion_cards());
            let line = match source.read(prompt)? {
                Read::Line(line) => line,
                skipped @ (Read::BadLine(_) | Read::LongLine(_)) => {
                    // The sentence names the line itself.
                    self.rejecter.at_line(None);
                    let sentence = skipped.skipped_sentence().unwrap_or_default();
                    let flow = self.rejecter.reject(out, &sentence)?;
                    if let Flow::Exit(code) = flow {
                        return Ok(code);
                    }
                    continue;
                }
                Read::Interrupted => {
                    if !told_how_to_leave {
                        out.line(HOW_TO_LEAVE)?;
                        told_how_to_leave = true;
                    }
                    continue;
                }
                Read::End => return self.end_of_input(!source.echoes(), out),
            };
            self.rejecter.at_line(source.line_number());
            if source.echoes() && !line.trim().is_empty() {
                out.line(&format!("{prompt}{}", escape::escaped(&line)))?;
            }
            if let Flow::Exit(code) = self.handle_line(&line, out)? {
                self.finish(out)?;
                out.flush()?;
                return Ok(code);
            }
            self.keeper.update_pending(&self.session);
        }
    }
}
