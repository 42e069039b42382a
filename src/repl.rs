//! The read-eval-print loop: it takes lines from a [`LineSource`] (see
//! `input.rs` and `terminal.rs`), hands each to the parser and the session,
//! and prints what the renderer makes of it through [`Output`]. The loop
//! knows no game's rules.

mod analysis;
mod file_failure;
mod files;
mod kept_copy;
mod left_game;
mod lookup;
mod narrator;
mod record_keeper;
mod recorder;
mod rejecter;

use crate::deal::Deal;
use crate::exit_code::ExitCode;
use crate::games::View;
use crate::session::{Change, Session};
use crate::signals::PendingRecord;
use crate::text::escape;
use crate::text::parse::{parse, Command};
use crate::text::render::Style;
use analysis::Analysis;
use files::{Files, Loaded};
use kept_copy::KeptCopy;
use lookup::Lookup;
use narrator::Narrator;
use record_keeper::RecordKeeper;
use recorder::Recorder;
use rejecter::Rejecter;
use std::io;
use std::path::PathBuf;

pub use crate::input::{LineSource, PlainLines, Read};
pub use crate::output::Output;

/// Said once, before the first prompt, when the commands are typed at a
/// terminal: how to find the commands, and how to leave.
pub const FIRST_PROMPT_TIP: &str = "Type help for the commands, or quit.";

/// Said on the first Ctrl-C at the prompt, which only clears the line.
pub const HOW_TO_LEAVE: &str = "Ctrl-C clears the line; to leave, type quit or press Ctrl-D.";

/// What the loop does after a line.
#[derive(Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// Stop with this exit status.
    Exit(ExitCode),
}

/// Settings of the player that do not change the game.
#[derive(Clone, Debug, Default)]
pub struct PlayerOptions {
    /// Stop at the first rejected or unknown command with
    /// [`ExitCode::Rejected`].
    pub strict: bool,
    /// How cards and places are printed.
    pub style: Style,
    /// The record file to append this game to when it ends or is
    /// abandoned; `None` when the game is not recorded (`--no-record`,
    /// input that is not a terminal without `--record`, no data directory).
    pub record: Option<PathBuf>,
    /// The record file `stats` reads, whether or not this game is recorded.
    pub record_file: Option<PathBuf>,
    /// Where a game left unfinished is kept for `patience resume`; `None`
    /// when the game is not recorded.
    pub last_game: Option<PathBuf>,
    /// Where the record of the game in progress waits, for the signal
    /// handler to append on a hang-up.
    pub pending: PendingRecord,
    /// The lines come from a file (`--script FILE`): they are data, not the
    /// player's own typing, and may never write a file (`save` is refused).
    pub lines_are_data: bool,
}

/// A game at the prompt: the session plus how to talk about it.
pub struct Player {
    session: Session,
    /// How a refused line is said, and whether the run stops there.
    rejecter: Rejecter,
    /// What the player sees printed of the game, and how it is said.
    narrator: Narrator,
    /// The record of this game and the copy kept for `patience resume`.
    keeper: RecordKeeper,
    /// The lines come from a file (`--script FILE`): `save` is refused.
    lines_are_data: bool,
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
    /// several to tell apart (a game with one never asks for it, and its
    /// top card is not a move).
    pub fn completion_cards(&self) -> Vec<String> {
        let board = self.session.game().board();
        let foundations: &[Vec<crate::cards::Card>] = if board.foundations.len() > 1 {
            &board.foundations
        } else {
            &[]
        };
        board
            .tableau
            .iter()
            .chain(foundations)
            .filter_map(|pile| pile.last().map(|c| c.to_string()))
            .collect()
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
    /// from a save (see `RecordKeeper::switch`).
    fn switch_to(&mut self, session: Session, from_save: bool, out: &mut Output) -> io::Result<()> {
        let left = std::mem::replace(&mut self.session, session);
        let last_event = self.narrator.take_last_event();
        self.keeper
            .switch(left, last_event, &self.session, from_save, out)
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
            Command::Quit => self.quit(out),
            Command::ShowPart(part) => self.lookup().show_part(part, out),
            Command::Where => self.lookup().where_am_i(out),
            Command::Again => self.narrator.again(&self.session, out),
            Command::Review(stock) => self.analysis().review(stock, out),
            Command::Words(_) | Command::Verbosity(_) => self.narrator.set_style(&command, out),
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
    fn changed(
        &mut self,
        change: &Change,
        before: &crate::games::Board,
        out: &mut Output,
    ) -> io::Result<Flow> {
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
            Loaded::Game(session, name) => (session, name),
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

/// Said when `new` or `load` leaves an unfinished game: how to get it back.
pub const LEFT_FOR_A_NEW_GAME: &str = "This game is left unfinished; undo goes back to it.";

/// A fresh seed for a deal the player did not choose: 1 to 999,999,999, so
/// that it is short enough to read aloud and type again.
pub fn random_seed() -> u64 {
    rand::random_range(1..1_000_000_000)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{GameId, Rules};
    use crate::text::verbosity::Verbosity;

    /// Plays `lines` on Elevens seed 42 with `style`; returns stdout and stderr.
    fn play(style: Style, lines: &[&str]) -> (String, String) {
        let session = Session::new(Rules::standard(GameId::Elevens), Deal::from_seed(42));
        let options = PlayerOptions {
            strict: false,
            style,
            ..PlayerOptions::default()
        };
        let mut player = Player::new(session, options);
        let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
        let mut out = Output::new(&mut stdout, &mut stderr);
        for line in lines {
            player.handle_line(line, &mut out).unwrap();
        }
        (
            String::from_utf8(stdout).unwrap(),
            String::from_utf8(stderr).unwrap(),
        )
    }

    fn verbosity(level: Verbosity) -> Style {
        Style {
            verbosity: level,
            ..Style::default()
        }
    }

    #[test]
    fn terse_prints_only_the_event_sentence_after_a_move() {
        let (out, _) = play(verbosity(Verbosity::Terse), &["remove 5 9"]);
        assert_eq!(
            out,
            "Removed 10D and AH; dealt KD to 5 and AS to 9; 41 cards left in the stock.\n"
        );
    }

    #[test]
    fn terse_still_prints_the_board_on_show() {
        let (out, _) = play(verbosity(Verbosity::Terse), &["show"]);
        assert_eq!(out.lines().count(), 4);
    }

    #[test]
    fn normal_prints_the_sentence_and_the_board_after_a_move() {
        let (out, _) = play(Style::default(), &["remove 5 9"]);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 1 + 4);
        assert_eq!(lines[2], " 4:6C    5:KD    6:4H");
    }

    #[test]
    fn verbose_adds_what_changed_where_and_the_legal_move_count() {
        let (out, _) = play(verbosity(Verbosity::Verbose), &["remove 5 9"]);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[1], "Position 5 changed from 10D to KD.");
        assert_eq!(lines[3], "The stock went from 43 to 41 cards.");
        assert_eq!(lines.last(), Some(&"1 move is possible."), "{out}");
    }

    #[test]
    fn the_words_command_switches_cards_to_words_and_back() {
        let (out, _) = play(
            Style::default(),
            &["words on", "show 1", "words off", "show 1"],
        );
        assert_eq!(
            out,
            "Words are on: cards are named in words, like seven of hearts.\n\
             Position 1: queen of hearts.\n\
             Words are off: cards are named by code, like 7H.\n\
             Position 1: QH.\n"
        );
    }

    #[test]
    fn the_verbosity_command_sets_and_reports_the_level() {
        let (out, err) = play(
            Style::default(),
            &["verbosity terse", "verbosity", "verbosity loud"],
        );
        assert_eq!(out, "Verbosity is terse.\nVerbosity is terse.\n");
        assert!(err.starts_with("\"loud\" is not a verbosity"), "{err}");
    }

    #[test]
    fn a_show_of_a_missing_part_is_rejected_on_stderr_and_changes_nothing() {
        let (out, err) = play(Style::default(), &["show 12", "show 1"]);
        assert_eq!(
            err,
            "There is no position 12; positions are numbered 1 to 9.\n"
        );
        assert_eq!(out, "Position 1: QH.\n");
    }

    #[test]
    fn output_breaks_lines_wider_than_80_columns() {
        let (out, _) = play(Style::default(), &["help show"]);
        assert!(out.lines().count() > 1);
        assert!(out.lines().all(|l| l.chars().count() < 80), "{out}");
    }

    #[test]
    fn tab_completion_is_offered_the_cards_showing() {
        let session = Session::new(Rules::standard(GameId::Elevens), Deal::from_seed(42));
        let player = Player::new(session, PlayerOptions::default());
        assert_eq!(
            player.completion_cards(),
            ["QH", "4S", "4C", "6C", "10D", "4H", "QD", "5D", "AH"]
        );
    }
}
