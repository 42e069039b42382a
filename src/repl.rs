//! The read-eval-print loop: it takes lines from a [`LineSource`] (see
//! `input.rs` and `terminal.rs`), hands each to the parser and the session,
//! and prints what the renderer makes of it through [`Output`]. The loop
//! knows no game's rules.

use crate::deal::Deal;
use crate::games::Game;
use crate::message::join_with_and;
use crate::record;
use crate::savefile;
use crate::session::{action_command, move_command, Action, Change, Session};
use crate::signals::PendingRecord;
use crate::text::board;
use crate::text::help;
use crate::text::parse::{parse, printable, shown, Command};
use crate::text::render::{self, plural, Style};
use crate::text::verbosity::Verbosity;
use std::io;
use std::path::{Path, PathBuf};

/// The seed of the stock orders a hint samples. Fixed, so the same visible
/// position always gets the same hint, whatever the stock's real order.
const HINT_SEED: u64 = 0x05EE_D0F4_1417;

pub use crate::input::{LineSource, PlainLines, Read};
pub use crate::output::Output;
pub use crate::terminal::Terminal;

/// Said on the first Ctrl-C at the prompt, which only clears the line.
pub const HOW_TO_LEAVE: &str = "Ctrl-C clears the line; to leave, type quit or press Ctrl-D.";

/// Exit status for a rejected command under `--strict`.
pub const EXIT_REJECTED: i32 = 65;

/// What the loop does after a line.
#[derive(Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// Stop with this exit status.
    Exit(i32),
}

/// Settings of the player that do not change the game.
#[derive(Clone, Debug, Default)]
pub struct PlayerOptions {
    /// Stop at the first rejected or unknown command with [`EXIT_REJECTED`].
    pub strict: bool,
    /// How cards and places are printed.
    pub style: Style,
    /// The record file to append finished and abandoned games to; `None`
    /// with `--no-record` or when there is no data directory.
    pub record: Option<PathBuf>,
    /// Where the record of the game in progress waits, for the signal
    /// handler to append on a hang-up.
    pub pending: PendingRecord,
}

/// A game at the prompt: the session plus how to talk about it.
pub struct Player {
    session: Session,
    options: PlayerOptions,
    saved: bool,
}

impl Player {
    /// A player for `session`.
    pub fn new(session: Session, options: PlayerOptions) -> Player {
        Player {
            session,
            options,
            saved: false,
        }
    }

    /// The slot the signal handler records from.
    pub fn pending_record(&self) -> PendingRecord {
        self.options.pending.clone()
    }

    /// The game in progress.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Prints the deal sentence and the board (and the ending, if the deal
    /// itself leaves no move).
    pub fn announce_deal(&self, out: &mut Output) -> io::Result<()> {
        out.lines(&render::deal_lines(&self.session, &self.options.style))?;
        self.print_board(out)?;
        self.print_ending(out)
    }

    /// Prints the sentence for a resumed saved game, the board and the
    /// ending if the game is over.
    pub fn announce_resume(&self, name: &str, out: &mut Output) -> io::Result<()> {
        out.line(&format!(
            "Resumed {name}: {} after {}.",
            render::title(&self.session),
            plural(self.session.move_count(), "move", "moves")
        ))?;
        self.print_board(out)?;
        self.print_ending(out)
    }

    fn print_board(&self, out: &mut Output) -> io::Result<()> {
        out.lines(&render::board_lines(
            &self.session.game().board(),
            &self.options.style,
        ))?;
        if self.options.style.verbosity == Verbosity::Verbose {
            out.line(&board::legal_moves_line(self.session.game()))?;
        }
        Ok(())
    }

    fn print_ending(&self, out: &mut Output) -> io::Result<()> {
        match render::ending_lines(self.session.game(), &self.options.style) {
            Some(lines) => out.lines(&lines),
            None => Ok(()),
        }
    }

    /// After a change of state: the board as the verbosity asks (none when
    /// terse; what changed where when verbose), then the ending if the game
    /// is over.
    fn report_position(&self, before: &crate::games::Board, out: &mut Output) -> io::Result<()> {
        let style = &self.options.style;
        match style.verbosity {
            Verbosity::Terse => {}
            Verbosity::Normal => self.print_board(out)?,
            Verbosity::Verbose => {
                let after = self.session.game().board();
                out.lines(&board::change_lines(before, &after, style))?;
                self.print_board(out)?;
            }
        }
        self.print_ending(out)
    }

    /// The card codes Tab may complete to: every card showing.
    pub fn completion_cards(&self) -> Vec<String> {
        let board = self.session.game().board();
        board
            .tableau
            .iter()
            .chain(&board.foundations)
            .filter_map(|pile| pile.last().map(|c| c.to_string()))
            .collect()
    }

    /// Handles the commands that change how the player is spoken to:
    /// `words` and `verbosity`, each confirming in a sentence.
    fn set_style(&mut self, command: &Command, out: &mut Output) -> io::Result<()> {
        let style = &mut self.options.style;
        match command {
            Command::Words(Some(on)) => style.words = *on,
            Command::Verbosity(Some(level)) => style.verbosity = *level,
            _ => {}
        }
        match command {
            Command::Words(_) if style.words => {
                out.line("Words are on: cards are named in words, like seven of hearts.")
            }
            Command::Words(_) => out.line("Words are off: cards are named by code, like 7H."),
            Command::Verbosity(_) => out.line(&format!("Verbosity is {}.", style.verbosity)),
            _ => Ok(()),
        }
    }

    /// The single place where the end of input (Ctrl-D at the terminal, or
    /// the end of a script or pipe) ends the game; the game record marks an
    /// unfinished game abandoned here. At a terminal it says so, so that the
    /// shell's prompt starts on a fresh line.
    pub fn end_of_input(&mut self, interactive: bool, out: &mut Output) -> io::Result<i32> {
        self.finish(out)?;
        if interactive {
            out.line("")?;
            out.line("End of input; leaving the game.")?;
        }
        Ok(0)
    }

    fn reject(&self, out: &mut Output, sentence: &str) -> io::Result<Flow> {
        out.error(sentence)?;
        Ok(if self.options.strict {
            Flow::Exit(EXIT_REJECTED)
        } else {
            Flow::Continue
        })
    }

    /// What would be recorded if the game were left now: nothing if
    /// recording is off, nothing happened, or the game was just saved.
    fn record_if_left(&self) -> Option<(PathBuf, record::Record)> {
        let path = self.options.record.as_ref()?;
        (self.session.touched() && !self.saved)
            .then(|| (path.clone(), record::Record::of(&self.session)))
    }

    /// Updates the record the signal handler would append on a hang-up.
    fn update_pending(&self) {
        self.options.pending.set(self.record_if_left());
    }

    /// Records the game being left (finished or abandoned), unless nothing
    /// happened in it, it was just saved, or recording is off. A failure to
    /// record is a warning, never fatal.
    pub fn finish(&mut self, out: &mut Output) -> io::Result<()> {
        self.update_pending();
        if let Some((path, Err(err))) = self.options.pending.flush() {
            out.error(&format!(
                "Could not record the game in {}: {err}.",
                path.display()
            ))?;
        }
        self.saved = true;
        Ok(())
    }

    /// Leaves the current game (recording it) for `session`.
    fn switch_to(&mut self, session: Session, out: &mut Output) -> io::Result<()> {
        self.finish(out)?;
        self.session = session;
        self.saved = false;
        self.update_pending();
        Ok(())
    }

    /// Reports a change of state: what happened, then the position.
    fn print_change(
        &self,
        change: &Change,
        before: &crate::games::Board,
        out: &mut Output,
    ) -> io::Result<()> {
        let style = &self.options.style;
        let commands = |actions: &[Action]| {
            let names: Vec<String> = actions.iter().map(action_command).collect();
            join_with_and(&names)
        };
        match change {
            Change::Moved(event) => {
                out.lines(&render::move_lines(self.session.game(), event, style))?
            }
            Change::Undone(actions) => out.line(&format!("Took back {}.", commands(actions)))?,
            Change::Redone(actions) => out.line(&format!("Played again {}.", commands(actions)))?,
            Change::Restarted => out.line("Back to the deal; undo takes the restart back.")?,
        }
        self.report_position(before, out)
    }

    /// Handles one typed line.
    pub fn handle_line(&mut self, line: &str, out: &mut Output) -> io::Result<Flow> {
        let command = match parse(line) {
            Ok(None) => return Ok(Flow::Continue),
            Ok(Some(command)) => command,
            Err(err) => return self.reject(out, &err.to_string()),
        };
        let style = self.options.style;
        let before = self.session.game().board();
        if let Some(result) = self.session.apply_command(&command) {
            return match result {
                Ok(change) => {
                    self.saved = false;
                    // Before anything is printed: a hang-up from now on
                    // records the game as it now stands.
                    self.update_pending();
                    self.print_change(&change, &before, out)?;
                    Ok(Flow::Continue)
                }
                Err(err) => self.reject(out, &style.sentence(&err.0)),
            };
        }
        match command {
            Command::Show => self.print_board(out)?,
            Command::Status => out.line(&render::status_line(&self.session))?,
            Command::Help(None) => out.line(help::OVERVIEW)?,
            Command::Help(Some(topic)) => match help::command_help(&topic) {
                Some(text) => out.line(text)?,
                None => {
                    return self.reject(
                        out,
                        &format!(
                            "There is no command \"{}\"; type help for the list.",
                            shown(&topic)
                        ),
                    );
                }
            },
            Command::Rules => out.line(help::rules_text(self.session.rules().game))?,
            Command::New(seed) => {
                let seed = seed.unwrap_or_else(random_seed);
                let session = Session::new(self.session.rules(), Deal::from_seed(seed));
                self.switch_to(session, out)?;
                self.announce_deal(out)?;
            }
            Command::Moves => {
                let moves = self.session.moves();
                if moves.is_empty() {
                    out.line("No moves yet.")?;
                } else {
                    out.line(&format!(
                        "{} since the deal:",
                        plural(moves.len(), "move", "moves")
                    ))?;
                    for mv in moves {
                        out.line(&move_command(mv))?;
                    }
                }
            }
            Command::Save(file) => {
                let name = printable(&file);
                match savefile::save(&self.session, Path::new(&file)) {
                    Ok(()) => {
                        self.saved = true;
                        out.line(&format!(
                            "Saved the game to {name} ({}).",
                            plural(self.session.move_count(), "move", "moves")
                        ))?;
                    }
                    Err(err) => {
                        return self.reject(
                            out,
                            &format!("Could not save to {name}: {err}. The game goes on."),
                        )
                    }
                }
            }
            Command::Load(file) => match savefile::load(Path::new(&file)) {
                Ok(session) => {
                    let name = printable(&file);
                    self.switch_to(session, out)?;
                    self.announce_resume(&name, out)?;
                }
                Err(err) => {
                    return self.reject(
                        out,
                        &format!(
                            "Could not load {}: {err} The game in progress goes on.",
                            printable(&file)
                        ),
                    )
                }
            },
            Command::Stats => self.print_stats(out)?,
            Command::Hint => {
                self.session.count_hint();
                let hint = crate::solver::hint::hint(self.session.game(), HINT_SEED);
                out.line(&render::hint_sentence(self.session.rules().game, &hint))?;
            }
            Command::Quit => return Ok(Flow::Exit(0)),
            Command::ShowPart(part) => {
                match board::part_lines(&self.session.game().board(), part, &style) {
                    Ok(lines) => out.lines(&lines)?,
                    Err(sentence) => return self.reject(out, &sentence),
                }
            }
            Command::Words(_) | Command::Verbosity(_) => self.set_style(&command, out)?,
            Command::Remove(_)
            | Command::Move { .. }
            | Command::Bare(_)
            | Command::Undo(_)
            | Command::Redo(_)
            | Command::Restart => unreachable!("the session handles state changes"),
        }
        Ok(Flow::Continue)
    }

    fn print_stats(&self, out: &mut Output) -> io::Result<()> {
        let rules = self.session.rules();
        let label = record::label(rules.game, &rules.variant_name());
        match &self.options.record {
            None => out.line("The record of games is off.")?,
            Some(path) => match record::read(path) {
                Ok((records, warnings)) => {
                    for warning in warnings {
                        out.error(&warning)?;
                    }
                    let stats = record::stats(&records)
                        .remove(&(rules.game, rules.variant_name()))
                        .unwrap_or_default();
                    out.line(&format!("{label}: {}", stats.sentence()))?;
                }
                Err(err) => out.error(&format!(
                    "Could not read the record {}: {err}.",
                    path.display()
                ))?,
            },
        }
        let s = &self.session;
        out.line(&format!(
            "This game: {} made, {} taken back, {} asked for.",
            plural(s.move_count(), "move", "moves"),
            plural(s.undo_count(), "move", "moves"),
            plural(s.hint_count(), "hint", "hints"),
        ))
    }

    /// Reads and handles lines until `quit` or the end of input; returns the
    /// exit status.
    pub fn run(&mut self, source: &mut dyn LineSource, out: &mut Output) -> io::Result<i32> {
        let prompt = "> ";
        let mut told_how_to_leave = false;
        self.update_pending();
        loop {
            out.flush()?;
            source.offer(self.completion_cards());
            let line = match source.read(prompt)? {
                Read::Line(line) => line,
                Read::BadLine(number) => {
                    let flow = self.reject(
                        out,
                        &format!("Line {number} is not valid UTF-8 text and was skipped."),
                    )?;
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
            if source.echoes() && !line.trim().is_empty() {
                out.line(&format!("{prompt}{}", printable(&line)))?;
            }
            if let Flow::Exit(code) = self.handle_line(&line, out)? {
                self.finish(out)?;
                out.flush()?;
                return Ok(code);
            }
            self.update_pending();
        }
    }
}

/// A fresh seed for a deal the player did not choose: 1 to 999,999,999, so
/// that it is short enough to read aloud and type again.
pub fn random_seed() -> u64 {
    rand::random_range(1..1_000_000_000)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{GameId, Rules};

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
        assert_eq!(lines.last(), Some(&"1 legal move."), "{out}");
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
