//! The commands that only read the game: `show`, `status`, `help`,
//! `rules`, `moves`, `where`, `history` and `stats`, and the cards Tab
//! offers. None of them changes the game or its record.

use super::analysis::HINT_SEED;
use super::file_failure::FileFailure;
use super::narrator::Narrator;
use super::recorder::Recorder;
use super::rejecter::Rejecter;
use super::Flow;
use crate::cards::Card;
use crate::games::View;
use crate::output::Output;
use crate::record;
use crate::session::Session;
use crate::text::board;
use crate::text::command::move_command;
use crate::text::help;
use crate::text::parse::{shown, suggest_command, Part};
use crate::text::render;
use crate::text::spoken;
use crate::words::plural;
use std::io;

/// The game in progress as the reading commands see it.
pub(super) struct Lookup<'a> {
    /// The game read.
    pub(super) session: &'a Session,
    /// Prints the board, and knows the style.
    pub(super) narrator: &'a Narrator,
    /// Says why a command was refused (an unknown part or help topic).
    pub(super) rejecter: &'a Rejecter,
    /// The record `stats` reads, and whether this game is recorded.
    pub(super) recorder: &'a Recorder,
}

impl Lookup<'_> {
    /// The card codes Tab may complete to: the tops of the tableau, and the
    /// foundations' tops where there are several to tell apart (a game with
    /// one never asks for it, and its top card is not a move).
    pub(super) fn completion_cards(&self) -> Vec<String> {
        let board = self.session.game().board();
        let foundations: &[Vec<Card>] = if board.foundations.len() > 1 {
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

    /// `show`: the board.
    pub(super) fn show(&self, out: &mut Output) -> io::Result<Flow> {
        self.narrator.print_board(self.session, out)?;
        Ok(Flow::Continue)
    }

    /// `show PART`: one part of the board.
    pub(super) fn show_part(&self, part: Part, out: &mut Output) -> io::Result<Flow> {
        let style = self.narrator.style().within(out.width());
        match board::part_lines(&self.session.game().board(), part, &style) {
            Ok(lines) => out.lines(&lines)?,
            Err(no_such_part) => return self.rejecter.reject(out, &no_such_part.to_string()),
        }
        Ok(Flow::Continue)
    }

    /// `status`: one line on the game.
    /// In accessible mode each clause of the line is a sentence of its own,
    /// short enough for the line.
    pub(super) fn status(&self, out: &mut Output) -> io::Result<Flow> {
        let line = render::status_line(self.session);
        if self.narrator.style().accessible {
            out.lines(&spoken::sentences_of(&line))?;
        } else {
            out.line(&line)?;
        }
        Ok(Flow::Continue)
    }

    /// `help [COMMAND]`: the help screen, or one command's help.
    pub(super) fn help(&self, topic: Option<&str>, out: &mut Output) -> io::Result<Flow> {
        let game = self.session.rules().game;
        let accessible = self.narrator.style().accessible;
        let Some(topic) = topic else {
            if accessible {
                out.lines(&help::spoken_overview(game))?;
            } else {
                out.lines(&help::overview(game, out.width()))?;
            }
            return Ok(Flow::Continue);
        };
        match help::command_help(topic, game) {
            Some(text) if accessible => out.lines(&help::one_sentence_a_line(&text))?,
            Some(text) => out.line(&text)?,
            None => {
                let next = match suggest_command(topic) {
                    Some(meant) => format!("did you mean help {meant}?"),
                    None => "type help for the list.".to_string(),
                };
                let sentence = format!("There is no command \"{}\"; {next}", shown(topic));
                return self.rejecter.reject(out, &sentence);
            }
        }
        Ok(Flow::Continue)
    }

    /// `rules`: the rules of the game played.
    pub(super) fn rules(&self, out: &mut Output) -> io::Result<Flow> {
        let game = self.session.rules().game;
        if self.narrator.style().accessible {
            out.lines(&help::spoken_rules(game))?;
        } else {
            out.line(&help::rules_flowing(game))?;
        }
        Ok(Flow::Continue)
    }

    /// `moves`: the legal moves now; in accessible mode in words, the
    /// hint's pick first.
    pub(super) fn legal_moves(&self, out: &mut Output) -> io::Result<Flow> {
        let style = self.narrator.style().within(out.width());
        let game = self.session.game();
        if style.accessible {
            let hint = crate::solver::hint::hint(game, HINT_SEED);
            out.lines(&spoken::move_list_lines(game, &hint, &style))?;
        } else {
            out.lines(&board::legal_move_lines(game))?;
        }
        Ok(Flow::Continue)
    }

    /// `where`: the game, the cards left, the moves made, and whether any
    /// move is possible.
    pub(super) fn where_am_i(&self, out: &mut Output) -> io::Result<Flow> {
        let style = self.narrator.style().within(out.width());
        out.lines(&spoken::where_lines(self.session, &style))?;
        Ok(Flow::Continue)
    }

    /// `history`: the moves since the deal, as commands.
    pub(super) fn history(&self, out: &mut Output) -> io::Result<Flow> {
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
        Ok(Flow::Continue)
    }

    /// `stats`: the record at this game, and this game's counts.
    pub(super) fn stats(&self, out: &mut Output) -> io::Result<Flow> {
        let rules = self.session.rules();
        let label = record::label(rules.game, &rules.variant_name());
        match self.recorder.record_file() {
            None => out.line("There is no record of games: no data directory.")?,
            Some(path) => {
                let variant = rules.variant_name();
                let this_game = |record: &record::Record| {
                    record.game == rules.game && record.variant == variant
                };
                let mut warnings = Vec::new();
                let read = record::stats_in(path, &this_game, &mut |damaged| {
                    warnings = damaged.warnings(path);
                });
                for warning in warnings {
                    out.error(&warning)?;
                }
                match read {
                    Ok(mut table) => {
                        let stats = table.remove(&(rules.game, variant)).unwrap_or_default();
                        out.line(&format!("{label}: {}", stats.sentence()))?;
                    }
                    Err(err) => {
                        out.error(&FileFailure::new("read the record", path, &err).sentence())?
                    }
                }
            }
        }
        let s = self.session;
        out.line(&format!(
            "This game: {} made, {} taken back, {} asked for.",
            plural(s.move_count(), "move", "moves"),
            plural(s.undo_count(), "move", "moves"),
            plural(s.hint_count(), "hint", "hints"),
        ))?;
        if !self.recorder.is_recording() {
            out.line("This game is not recorded.")?;
        }
        Ok(Flow::Continue)
    }
}
