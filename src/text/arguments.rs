//! The shapes of a command's arguments (positions, card codes, foundations,
//! counts, file names, parts of the board) and the sentence said when they
//! are wrong. Each command's entry in [`crate::text::commands`] reads its
//! arguments with these.

use crate::cards::{Card, Rank};
use crate::games::GameId;
use crate::text::command::{Part, Target};
use std::fmt;

/// Why a line could not be read as a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// The first word is not a command.
    UnknownCommand {
        /// The word, as shown back (see [`shown`]).
        word: String,
        /// The line the player probably meant, if a command is close.
        suggestion: Option<String>,
    },
    /// A word where a place was wanted that names none (`move 2 fx`).
    NotATarget {
        /// The command word, as the player should type it.
        command: &'static str,
        /// The word, as shown back (see [`shown`]).
        word: String,
    },
    /// The command is known but its arguments are not right.
    BadArguments {
        /// The command word, as the player should type it.
        command: &'static str,
        /// What is wrong, as a sentence.
        problem: String,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::UnknownCommand {
                word,
                suggestion: Some(meant),
            } => write!(f, "There is no command \"{word}\"; did you mean {meant}?"),
            ParseError::UnknownCommand {
                word,
                suggestion: None,
            } => write!(f, "There is no command \"{word}\"; type help for the list."),
            ParseError::NotATarget { command, word } => {
                f.write_str(&not_a_target(word, "place", command))
            }
            ParseError::BadArguments { command, problem } => {
                write!(f, "{problem} Type help {command} for an example.")
            }
        }
    }
}

impl ParseError {
    /// The sentence, with places named as `game` names them ("\"fx\" is
    /// neither a column number nor a card code like 7H.").
    /// A pointer to help always leads to a command the game has: a line of
    /// places in Pyramid points to `help remove`, and `move` in a game
    /// that only removes cards says so.
    pub fn sentence_in(&self, game: GameId) -> String {
        match self {
            ParseError::NotATarget { command, word } => not_a_target(
                word,
                game.place_kind().noun(),
                its_move_command(command, game),
            ),
            ParseError::BadArguments { command, .. }
                if its_move_command(command, game) != *command =>
            {
                let word = game.descriptor().moves.word();
                format!(
                    "{} has no {command} command. It uses {word}. Type help {word} for an example.",
                    game.name()
                )
            }
            ParseError::UnknownCommand { .. } | ParseError::BadArguments { .. } => self.to_string(),
        }
    }
}

/// `command`, or where it is a move command the game does not have (`move`
/// in a game that removes cards), the game's own.
fn its_move_command(command: &'static str, game: GameId) -> &'static str {
    let word = game.descriptor().moves.word();
    if matches!(command, "move" | "remove") && command != word {
        word
    } else {
        command
    }
}

/// The sentence for a word that names no place, calling places `noun`.
fn not_a_target(word: &str, noun: &str, command: &str) -> String {
    format!(
        "\"{word}\" is neither a {noun} number nor a card code like 7H. Type help {command} for an example."
    )
}

impl std::error::Error for ParseError {}

/// The arguments of one command as typed.
#[derive(Copy, Clone, Debug)]
pub struct Args<'a> {
    /// The command's name (not the alias typed), for error sentences.
    pub command: &'static str,
    /// The words after the command word (spaces and commas separate them).
    pub words: &'a [&'a str],
    /// The rest of the line after the command word, trimmed, as typed.
    pub rest_of_line: &'a str,
}

impl Args<'_> {
    /// The error for these arguments, saying `problem`.
    pub fn bad(&self, problem: impl Into<String>) -> ParseError {
        ParseError::BadArguments {
            command: self.command,
            problem: problem.into(),
        }
    }

    /// Nothing, or an error if any word follows the command.
    pub fn none(&self) -> Result<(), ParseError> {
        if self.words.is_empty() {
            Ok(())
        } else {
            Err(self.bad(format!("{} takes no arguments.", self.command)))
        }
    }

    /// Every word as a target.
    pub fn targets(&self) -> Result<Vec<Target>, ParseError> {
        targets(self.command, self.words)
    }

    /// A count for undo and redo: 1 when not given, else a whole number from 1.
    pub fn count(&self) -> Result<usize, ParseError> {
        match self.words {
            [] => Ok(1),
            [n] => match n.parse::<usize>() {
                Ok(n) if n > 0 => Ok(n),
                _ => Err(self.bad(format!(
                    "\"{}\" is not a count; give a whole number from 1.",
                    shown(n)
                ))),
            },
            _ => Err(self.bad(format!("{} takes at most one count.", self.command))),
        }
    }

    /// The rest of the line as a file name.
    pub fn file_name(&self) -> Result<String, ParseError> {
        if self.rest_of_line.is_empty() {
            Err(self.bad(format!("{} needs a file name.", self.command)))
        } else {
            Ok(self.rest_of_line.to_string())
        }
    }

    /// The part of the board `show` reads: `N`, `fN`, `stock`,
    /// `foundations`, `row N`, `waste`.
    pub fn part(&self) -> Result<Part, ParseError> {
        let bad = || self.bad("show takes a number, fN, stock, waste, foundations, or row N.");
        let lower: Vec<String> = self.words.iter().map(|w| w.to_ascii_lowercase()).collect();
        let words: Vec<&str> = lower.iter().map(String::as_str).collect();
        match words.as_slice() {
            ["stock"] => Ok(Part::Stock),
            ["waste" | "w"] => Ok(Part::Waste),
            ["foundations" | "f"] => Ok(Part::Foundations),
            ["row", n] => n.parse().map(Part::Row).map_err(|_| bad()),
            [word] => match parse_target(word) {
                Some(Target::Number(n)) => Ok(Part::Place(n)),
                Some(Target::Foundation(n)) => Ok(Part::Foundation(n)),
                _ => Err(bad()),
            },
            _ => Err(bad()),
        }
    }
}

/// A typed word as an error message quotes it: cut to
/// [`crate::text::escape::QUOTE_LIMIT`] characters, as every quoted piece
/// is, so that a 100,000-character word still gives a one-line sentence,
/// and with control characters made visible (see [`crate::text::escape`]).
pub fn shown(word: &str) -> String {
    crate::text::escape::untrusted(word)
}

/// Reads one target word: `3`, `7h`, `10S`, `f2`, `stock`, `waste` (or
/// `w`), or a rank's name alone (`king`, `ten`), which the game reads as
/// the one card of that rank it can take. A bare number is always a place.
pub fn parse_target(word: &str) -> Option<Target> {
    if word.eq_ignore_ascii_case("stock") {
        return Some(Target::Stock);
    }
    if word.eq_ignore_ascii_case("waste") || word.eq_ignore_ascii_case("w") {
        return Some(Target::Waste);
    }
    if !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()) {
        return word.parse().ok().map(Target::Number);
    }
    if let Some(digits) = word.strip_prefix(['f', 'F']) {
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            return digits.parse().ok().map(Target::Foundation);
        }
    }
    if let Some(rank) = Rank::from_name(word) {
        return Some(Target::Rank(rank));
    }
    word.parse::<Card>().ok().map(Target::Card)
}

/// Every one of `words` as a target, or the sentence naming the first that
/// is not one; `command` is the command to ask help for.
pub fn targets(command: &'static str, words: &[&str]) -> Result<Vec<Target>, ParseError> {
    words
        .iter()
        .enumerate()
        .map(|(at, word)| {
            parse_target(word).ok_or_else(|| ParseError::NotATarget {
                command,
                word: shown(&card_phrase_at(words, at).unwrap_or_else(|| word.to_string())),
            })
        })
        .collect()
}

/// The words around `at` when they are a card said in words with a suit
/// that is none ("seven of wands", stopped at "of"), quoted whole.
fn card_phrase_at(words: &[&str], at: usize) -> Option<String> {
    let (Some(rank), Some(suit)) = (at.checked_sub(1).map(|i| words[i]), words.get(at + 1)) else {
        return None;
    };
    (words[at].eq_ignore_ascii_case("of") && Rank::from_word(rank).is_some())
        .then(|| format!("{rank} of {suit}"))
}
