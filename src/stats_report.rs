//! What `patience stats` prints from the record: a sentence per game and
//! variant, or the list of games played; each also as JSON (one derived
//! type per schema, documented in docs/commands.md).

use crate::games::GameId;
use crate::record::{self, Record, Stats};
use crate::text::escape;
use crate::text::width::fit;
use crate::words::tie;
use serde::Serialize;
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::path::Path;

/// The indentation of a game's later lines in the list.
const INDENT: &str = "   ";

/// The totals of one game and variant, as `stats --json` prints them.
#[derive(Debug, Serialize)]
pub struct Totals {
    /// The game's id (`elevens`).
    pub game: &'static str,
    /// The variant's name (`standard`, `pairs`, `4-foundations`).
    pub variant: String,
    /// The numbers.
    #[serde(flatten)]
    pub stats: Stats,
    /// The share of games won, as a percentage with one decimal.
    pub win_percent: f64,
}

/// `stats --json`: the totals per game and variant.
#[derive(Debug, Serialize)]
pub struct Summary {
    /// One entry per game and variant played, in the order of the games.
    pub totals: Vec<Totals>,
}

/// One game played, as `stats --list --json` prints it.
#[derive(Debug, Serialize)]
pub struct PastGame {
    /// Its number in the list, from 1, oldest first.
    pub number: usize,
    /// The game's id (16 hexadecimal digits), or `null` on an older record line.
    pub id: Option<String>,
    /// When it was last left (RFC 3339, UTC).
    pub date: String,
    /// The game's id (`elevens`).
    pub game: &'static str,
    /// The variant's name.
    pub variant: String,
    /// The seed, or `null` for a deal given as a deck.
    pub seed: Option<u64>,
    /// The 52 card codes of a deal given as a deck, else `null`.
    pub deck: Option<String>,
    /// `won`, `lost` or `abandoned`.
    pub result: record::Result,
    /// True if the player had help (a hint, or stock cards seen by undo).
    pub assisted: bool,
    /// Cards cleared.
    pub cleared: usize,
    /// Moves from the deal to the final state.
    pub moves: usize,
    /// Moves taken back.
    pub undos: usize,
    /// Hints asked for.
    pub hints: usize,
    /// The command that plays the deal again.
    pub replay: String,
}

/// `stats --list --json`: the games played, oldest first.
#[derive(Debug, Serialize)]
pub struct PastGames {
    /// The games, each counted once.
    pub games: Vec<PastGame>,
}

/// What `patience stats` prints: the totals, or with `list` the games
/// played, of every game or of `only` that one, as sentences within `width` columns or with `json` as one line
/// of JSON, written to `out` as the record at `path` is read. `warn` is
/// given the warnings for its damaged lines first. The record is read in
/// memory that does not grow with its text ([`record::each_game`]).
/// The outer result is the reading of the record (an error of kind
/// `OutOfMemory` when the system refuses memory); the inner one the
/// writing of `out`.
pub fn print(
    path: &Path,
    only: Option<GameId>,
    list: bool,
    json: bool,
    width: usize,
    warn: &mut dyn FnMut(&str),
    out: &mut dyn Write,
) -> io::Result<io::Result<()>> {
    let mut warn_first = |damaged: &record::Damaged| {
        for warning in damaged.warnings(path) {
            warn(&warning);
        }
    };
    let wanted = |record: &record::Record| only.is_none_or(|game| record.game == game);
    if !list {
        let table = record::stats_in(path, &wanted, &mut warn_first)?;
        let lines = match (json, only) {
            (true, _) => summary_json(&table),
            (false, _) if table.is_empty() => no_games(only, path, width),
            (false, _) => summary_lines(&table, path, width),
        };
        return Ok(lines.iter().try_for_each(|line| writeln!(out, "{line}")));
    }
    let mut listed = Listed {
        out,
        only,
        json,
        width,
        count: 0,
        failed: None,
    };
    let read = record::each_game(path, &wanted, &mut warn_first, &mut |game| listed.add(game));
    if let Some(failed) = listed.failed.take() {
        return Ok(Err(failed));
    }
    read?;
    Ok(listed.end(path))
}

/// The list of games as it is written: where, how, how many so far, and
/// the first failure to write.
struct Listed<'a> {
    out: &'a mut dyn Write,
    /// The one game listed, if not every game.
    only: Option<GameId>,
    json: bool,
    width: usize,
    count: usize,
    failed: Option<io::Error>,
}

impl Listed<'_> {
    /// Writes `game`, the next in the list; a failure to write is kept and
    /// stops the reading.
    fn add(&mut self, game: &Record) -> io::Result<()> {
        self.count += 1;
        let written = if self.json {
            let opening = if self.count == 1 { "{\"games\":[" } else { "," };
            write!(self.out, "{opening}{}", json(&past_game(self.count, game)))
        } else {
            game_lines(self.count, game, self.width)
                .iter()
                .try_for_each(|line| writeln!(self.out, "{line}"))
        };
        written.map_err(|err| {
            let stop = io::Error::other("the list could not be written");
            self.failed = Some(err);
            stop
        })
    }

    /// Ends the list: the closing of the JSON, or the sentence for a record
    /// with no games.
    fn end(self, path: &Path) -> io::Result<()> {
        match (self.json, self.count) {
            (true, 0) => writeln!(self.out, "{}", json(&PastGames { games: Vec::new() })),
            (true, _) => writeln!(self.out, "]}}"),
            (false, 0) => no_games(self.only, path, self.width)
                .iter()
                .try_for_each(|line| writeln!(self.out, "{line}")),
            (false, _) => Ok(()),
        }
    }
}

/// A sentence per game and variant: "Elevens: 2 played, 1 won (50.0%), ...",
/// every line within `width` columns.
pub fn summary_lines(
    table: &BTreeMap<(GameId, String), Stats>,
    path: &Path,
    width: usize,
) -> Vec<String> {
    if table.is_empty() {
        return no_games(None, path, width);
    }
    table
        .iter()
        .flat_map(|((game, variant), stats)| {
            let line = format!("{}: {}", record::label(*game, variant), stats.sentence());
            fit(&line, width)
        })
        .collect()
}

/// The sentence for a record with no games (of `only`, where given),
/// naming its file (escaped: the data directory's name comes from the
/// environment).
fn no_games(only: Option<GameId>, path: &Path, width: usize) -> Vec<String> {
    let of = only.map_or(String::new(), |game| format!(" of {}", game.name()));
    fit(
        &format!("No games{of} recorded yet in {}.", escape::path(path)),
        width,
    )
}

/// The totals as one line of JSON.
pub fn summary_json(table: &BTreeMap<(GameId, String), Stats>) -> Vec<String> {
    let totals = table
        .iter()
        .map(|((game, variant), stats)| Totals {
            game: game.id(),
            variant: variant.clone(),
            win_percent: (stats.win_percent() * 10.0).round() / 10.0,
            stats: stats.clone(),
        })
        .collect();
    vec![json(&Summary { totals })]
}

/// Two or more lines for game number `number` of the list: what it was
/// and how it ended, then the command that plays its deal again (a long
/// one broken with `\`), every line within `width` columns. These lines
/// are printed as they are, never wrapped again: a command broken
/// anywhere but at its own ` \` would no longer paste as one command.
fn game_lines(number: usize, game: &Record, width: usize) -> Vec<String> {
    let deal = match game.deal.strip_prefix("seed ") {
        Some(seed) => format!("seed {seed}"),
        None => "custom deck".to_string(),
    };
    let result = match (game.result, game.assisted) {
        (record::Result::Won, false) => "won without help",
        (record::Result::Won, true) => "won with help",
        (record::Result::Lost, _) => "lost",
        (record::Result::Abandoned, _) => "abandoned",
    };
    // The number is tied to the game's name, so it never stands alone.
    let sentence = format!(
        "{}{}, {deal}: {result}, {}, {}.",
        tie(&format!("{number}. ")),
        record::label(game.game, &game.variant),
        crate::words::plural(game.moves, "move", "moves"),
        game.date
    );
    let pieces = match fit(&sentence, width) {
        one if one.len() == 1 => one,
        _ => fit(&sentence, width - INDENT.len()),
    };
    let mut lines = Vec::new();
    for (k, piece) in pieces.into_iter().enumerate() {
        lines.push(if k == 0 {
            piece
        } else {
            format!("{INDENT}{piece}")
        });
    }
    lines.extend(shell_lines(&game.replay_command(), INDENT, width));
    lines
}

fn past_game(number: usize, record: &Record) -> PastGame {
    PastGame {
        number,
        id: record.id.map(|id| id.to_string()),
        date: record.date.clone(),
        game: GameId::id(record.game),
        variant: record.variant.clone(),
        seed: record
            .deal
            .strip_prefix("seed ")
            .and_then(|s| s.parse().ok()),
        deck: record.deal.strip_prefix("deck ").map(str::to_string),
        result: record.result,
        assisted: record.assisted,
        cleared: record.cleared,
        moves: record.moves,
        undos: record.undos,
        hints: record.hints,
        replay: record.replay_command(),
    }
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("the report's types serialize")
}

/// A shell command as lines no wider than `width`, each after `indent`:
/// where it must break, a line ends in ` \`, which the shell joins again
/// (inside double quotes too, where only spaces follow on the next line).
/// A line is broken only before a piece that would not fit, so every ` \`
/// is followed by a line holding the rest of the command; a piece longer
/// than a whole line (which no command from an honest record holds) gets a
/// line of its own rather than be split.
fn shell_lines(command: &str, indent: &str, width: usize) -> Vec<String> {
    let room = width.saturating_sub(indent.len() + " \\".len());
    let mut lines = Vec::new();
    let mut line = String::new();
    for piece in breakable_pieces(command) {
        if !line.is_empty() && line.len() + 1 + piece.len() > room {
            lines.push(format!("{indent}{line} \\"));
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(piece);
    }
    lines.push(format!("{indent}{line}"));
    lines
}

/// `command` split at the spaces where a line may break with ` \`: every
/// space but those inside single quotes (where the shell would keep the
/// backslash and the line break).
fn breakable_pieces(command: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let (mut start, mut quoted) = (0, false);
    for (at, c) in command.char_indices() {
        match c {
            '\'' => quoted = !quoted,
            ' ' if !quoted => {
                pieces.push(&command[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    pieces.push(&command[start..]);
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::width::{MAX_WIDTH, MIN_WIDTH};

    #[test]
    fn a_long_line_of_the_list_breaks_within_the_width_with_later_lines_indented() {
        let line = "2026-01-02T03:04:05Z\televens\tstandard\tseed 4\twon\t52\t30\t0\t1";
        let mut record = Record::parse(line).unwrap();
        record.game = GameId::Eliminator;
        record.variant = "4-foundations".to_string();
        record.deal = format!("deck {}", crate::deal::Deal::from_seed(9).codes());
        let records = vec![record; 100];
        // At 20 columns an indented date is wider than the line; it is
        // left whole, as every word is.
        for width in [MAX_WIDTH, 40] {
            let lines: Vec<String> = records
                .iter()
                .enumerate()
                .flat_map(|(i, record)| game_lines(i + 1, record, width))
                .collect();
            assert!(
                lines.iter().all(|l| l.chars().count() <= width),
                "{lines:#?}"
            );
            let last = lines.iter().rposition(|l| l.starts_with("100. "));
            let last = last.unwrap_or_else(|| panic!("{lines:#?}"));
            assert!(lines[last + 1].starts_with(INDENT), "{lines:#?}");
            let summary = summary_lines(&record::stats(&records), Path::new("records.tsv"), width);
            assert!(
                summary.iter().all(|l| l.chars().count() <= width),
                "{summary:#?}"
            );
        }
    }

    /// The lines of `shell_lines` joined as the shell joins them.
    fn joined(lines: &[String]) -> String {
        lines
            .iter()
            .map(|l| l.trim_start().trim_end_matches(" \\"))
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn a_long_command_breaks_into_lines_the_shell_joins_again() {
        let deck = crate::deal::Deal::from_seed(3).codes();
        let command = format!("patience play elevens --deck \"{deck}\"");
        for width in [MAX_WIDTH, 40, MIN_WIDTH] {
            let lines = shell_lines(&command, "   ", width);
            assert!(lines.len() > 1);
            assert!(lines.iter().all(|l| l.len() <= width), "{lines:?}");
            assert_eq!(joined(&lines), command);
        }
    }

    #[test]
    fn a_piece_longer_than_a_line_stands_alone_and_no_continuation_is_left_empty() {
        let long = "9".repeat(200);
        for command in [
            format!("patience play elevens --seed {long}"),
            format!("patience play '{long} x y' --seed 1"),
        ] {
            let lines = shell_lines(&command, "   ", 40);
            assert_eq!(joined(&lines), command);
            for pair in lines.windows(2) {
                assert!(pair[0].ends_with(" \\"), "{lines:?}");
                assert!(!pair[1].trim().is_empty(), "{lines:?}");
            }
        }
    }
}
