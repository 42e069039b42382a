//! Reading a typed line into a [`Command`]. The parser knows the command words
//! and the shapes of their arguments (positions, card codes, foundations), but
//! no game's rules: the session resolves targets against the board.

use crate::cards::Card;
use crate::games::GameId;
use crate::text::escape::escaped;
use crate::text::suggest::closest;
use crate::text::verbosity::Verbosity;
use std::fmt;

/// Something a command points at: a numbered place, a card, or a foundation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// A position, pile or column number as typed (from 1).
    Number(usize),
    /// A card code, to be found on the board.
    Card(Card),
    /// An Eliminator foundation, typed `f1`..`f6` (from 1).
    Foundation(usize),
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Number(n) => write!(f, "{n}"),
            Target::Card(card) => write!(f, "{card}"),
            Target::Foundation(n) => write!(f, "f{n}"),
        }
    }
}

/// A part of the board that `show` can read alone.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// `show N`: one position, pile or column (a whole pile, bottom to top).
    Place(usize),
    /// `show fN`: one foundation, bottom to top.
    Foundation(usize),
    /// `show stock`: the stock and removed counts.
    Stock,
    /// `show foundations`: every foundation's top card.
    Foundations,
    /// `show row N`: one row of the layout.
    Row(usize),
}

/// A command read from one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `remove P P [P..]`: the removal games' move.
    Remove(Vec<Target>),
    /// `move FROM [TO]`: Sweet Sixteen's and Eliminator's move.
    Move {
        /// The pile or column the card leaves.
        from: Target,
        /// Where it goes; Eliminator picks a foundation when omitted.
        to: Option<Target>,
    },
    /// A bare line of targets, taken as the game's move.
    Bare(Vec<Target>),
    /// `show`: print the board.
    Show,
    /// `status`: one line saying playing, won or lost.
    Status,
    /// `help [COMMAND]`.
    Help(Option<String>),
    /// `rules`: the rules of the game being played.
    Rules,
    /// `new [SEED]`: a new deal of the same game.
    New(Option<u64>),
    /// `restart`: the same deal from the start.
    Restart,
    /// `quit`.
    Quit,
    /// `undo [N]`: take back N moves (1 if not given).
    Undo(usize),
    /// `redo [N]`: play again N moves taken back (1 if not given).
    Redo(usize),
    /// `moves`: the legal moves now, as commands that can be typed back.
    LegalMoves,
    /// `history`: the moves so far, as the commands that replay them.
    History,
    /// `save FILE`: write the game as a replayable file.
    Save(String),
    /// `load FILE`: switch to a saved game, if it replays cleanly.
    Load(String),
    /// `stats`: the record of this game and variant.
    Stats,
    /// `hint`: a good legal move, chosen from what the player can see.
    Hint,
    /// `review [stock]`: the moves so far judged against the fair hint;
    /// `stock` also reads the real stock order.
    Review(bool),
    /// `show N`, `show fN`, `show stock`, `show foundations`, `show row N`.
    ShowPart(Part),
    /// `words on|off`, or `words` alone to hear the setting.
    Words(Option<bool>),
    /// `verbosity terse|normal|verbose`, or `verbosity` alone to hear it.
    Verbosity(Option<Verbosity>),
}

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
            ParseError::BadArguments { command, problem } => {
                write!(f, "{problem} Type help {command} for an example.")
            }
        }
    }
}

impl std::error::Error for ParseError {}

/// Every command word with its aliases, for help and completion.
pub const COMMANDS: &[(&str, &[&str])] = &[
    ("remove", &["r", "rm"]),
    ("move", &["m", "mv"]),
    ("show", &["s", "board"]),
    ("status", &["st"]),
    ("help", &["h", "?"]),
    ("rules", &[]),
    ("new", &["n"]),
    ("restart", &[]),
    ("quit", &["q", "exit"]),
    ("undo", &["u"]),
    ("redo", &[]),
    ("moves", &["legal"]),
    ("history", &[]),
    ("save", &[]),
    ("load", &[]),
    ("stats", &[]),
    ("hint", &[]),
    ("review", &[]),
    ("words", &[]),
    ("verbosity", &[]),
];

/// The canonical command word for `word` (an alias or the word itself).
pub fn canonical_command(word: &str) -> Option<&'static str> {
    let word = word.to_ascii_lowercase();
    COMMANDS
        .iter()
        .find(|(name, aliases)| *name == word || aliases.contains(&word.as_str()))
        .map(|(name, _)| *name)
}

/// The command a mistyped word was probably meant to be (`hnit`: hint).
pub fn suggest_command(word: &str) -> Option<&'static str> {
    closest(word, COMMANDS.iter().map(|(name, _)| *name))
}

/// The word that makes a move in `game`: `remove` in the removal games,
/// `move` in Sweet Sixteen and Eliminator.
pub fn move_word(game: GameId) -> &'static str {
    match game {
        GameId::Eighteens | GameId::Elevens | GameId::SuitElevens => "remove",
        GameId::SweetSixteen | GameId::Eliminator => "move",
    }
}

/// The command words `game` accepts, in the order of [`COMMANDS`]: all of
/// them but the other kind of game's move word.
pub fn commands_of(game: GameId) -> impl Iterator<Item = &'static str> {
    let other = match move_word(game) {
        "remove" => "move",
        _ => "remove",
    };
    COMMANDS
        .iter()
        .map(|(name, _)| *name)
        .filter(move |name| *name != other)
}

/// The words `show` takes in `game` besides numbers: Eliminator has
/// foundations and no stock or rows; the other games the reverse.
pub fn show_words(game: GameId) -> &'static [&'static str] {
    match game {
        GameId::Eliminator => &["foundations"],
        _ => &["stock", "row"],
    }
}

/// The sentence for an unknown first word: with a suggestion when a command
/// is close, repeating the rest of the line (`remvoe 4 8`: remove 4 8) when
/// the sentence still fits 79 columns.
fn unknown_command(first: &str, rest_of_line: &str) -> ParseError {
    let word = shown(first);
    let suggestion = suggest_command(first).map(|name| {
        let whole = format!("{name} {rest_of_line}").trim_end().to_string();
        let sentence = ParseError::UnknownCommand {
            word: word.clone(),
            suggestion: Some(whole.clone()),
        };
        if escaped(rest_of_line) == rest_of_line && sentence.to_string().chars().count() <= 79 {
            whole
        } else {
            name.to_string()
        }
    });
    ParseError::UnknownCommand { word, suggestion }
}

/// A typed word as an error message quotes it: at most 40 characters, so
/// that a 100,000-character word still gives a one-line sentence, and with
/// control characters made visible (see [`crate::text::escape`]).
pub fn shown(word: &str) -> String {
    crate::text::escape::capped(word, 40)
}

/// Reads one target word: `3`, `7h`, `10S`, `f2`.
pub fn parse_target(word: &str) -> Option<Target> {
    if !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()) {
        return word.parse().ok().map(Target::Number);
    }
    if let Some(digits) = word.strip_prefix(['f', 'F']) {
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            return digits.parse().ok().map(Target::Foundation);
        }
    }
    word.parse::<Card>().ok().map(Target::Card)
}

fn targets(command: &'static str, words: &[&str]) -> Result<Vec<Target>, ParseError> {
    words
        .iter()
        .map(|word| {
            parse_target(word).ok_or_else(|| ParseError::BadArguments {
                command,
                problem: format!(
                    "\"{}\" is neither a position number nor a card code like 7H.",
                    shown(word)
                ),
            })
        })
        .collect()
}

/// A count for undo and redo: 1 when not given, else a whole number from 1.
fn count(command: &'static str, rest: &[&str]) -> Result<usize, ParseError> {
    match rest {
        [] => Ok(1),
        [n] => match n.parse::<usize>() {
            Ok(n) if n > 0 => Ok(n),
            _ => Err(ParseError::BadArguments {
                command,
                problem: format!(
                    "\"{}\" is not a count; give a whole number from 1.",
                    shown(n)
                ),
            }),
        },
        _ => Err(ParseError::BadArguments {
            command,
            problem: format!("{command} takes at most one count."),
        }),
    }
}

/// The rest of the line after the command word, as a file name.
fn file_name(command: &'static str, rest_of_line: &str) -> Result<String, ParseError> {
    let name = rest_of_line.trim();
    if name.is_empty() {
        Err(ParseError::BadArguments {
            command,
            problem: format!("{command} needs a file name."),
        })
    } else {
        Ok(name.to_string())
    }
}

fn no_arguments(command: &'static str, rest: &[&str]) -> Result<(), ParseError> {
    if rest.is_empty() {
        Ok(())
    } else {
        Err(ParseError::BadArguments {
            command,
            problem: format!("{command} takes no arguments."),
        })
    }
}

/// Reads the arguments of `show`: `N`, `fN`, `stock`, `foundations`, `row N`.
fn show_part(rest: &[&str]) -> Result<Part, ParseError> {
    let bad = || ParseError::BadArguments {
        command: "show",
        problem: "show takes a number, fN, stock, foundations, or row N.".into(),
    };
    let lower: Vec<String> = rest.iter().map(|w| w.to_ascii_lowercase()).collect();
    let words: Vec<&str> = lower.iter().map(String::as_str).collect();
    match words.as_slice() {
        ["stock"] => Ok(Part::Stock),
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

/// Reads a line. Blank lines and lines starting with `#` give `Ok(None)`.
pub fn parse(line: &str) -> Result<Option<Command>, ParseError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let words: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    // Commas separate words like spaces do, so a line of commas is blank.
    let Some((first, rest)) = words.split_first() else {
        return Ok(None);
    };
    let rest_of_line = line[line.find(char::is_whitespace).unwrap_or(line.len())..].trim();
    let Some(command) = canonical_command(first) else {
        if parse_target(first).is_some() {
            return targets("move", &words).map(|t| Some(Command::Bare(t)));
        }
        return Err(unknown_command(first, rest_of_line));
    };
    let parsed = match command {
        "remove" => {
            if rest.is_empty() {
                return Err(ParseError::BadArguments {
                    command: "remove",
                    problem: "remove needs the positions or cards to remove.".into(),
                });
            }
            Command::Remove(targets("remove", rest)?)
        }
        "move" => {
            let parsed = targets("move", rest)?;
            match parsed.as_slice() {
                [from] => Command::Move {
                    from: *from,
                    to: None,
                },
                [from, to] => Command::Move {
                    from: *from,
                    to: Some(*to),
                },
                _ => {
                    return Err(ParseError::BadArguments {
                        command: "move",
                        problem: "move takes a place to move from and a place to move to.".into(),
                    })
                }
            }
        }
        "help" => Command::Help(rest.first().map(|w| w.to_ascii_lowercase())),
        "new" => match rest {
            [] => Command::New(None),
            [seed] => Command::New(Some(seed.parse().map_err(|_| {
                ParseError::BadArguments {
                    command: "new",
                    problem: format!(
                        "\"{}\" is not a seed; a seed is a whole number from 0 to {}.",
                        shown(seed),
                        u64::MAX
                    ),
                }
            })?)),
            _ => {
                return Err(ParseError::BadArguments {
                    command: "new",
                    problem: "new takes at most one seed.".into(),
                })
            }
        },
        "show" if rest.is_empty() => Command::Show,
        "show" => Command::ShowPart(show_part(rest)?),
        "status" => {
            no_arguments("status", rest)?;
            Command::Status
        }
        "rules" => {
            no_arguments("rules", rest)?;
            Command::Rules
        }
        "restart" => {
            no_arguments("restart", rest)?;
            Command::Restart
        }
        "quit" => {
            no_arguments("quit", rest)?;
            Command::Quit
        }
        "undo" => Command::Undo(count("undo", rest)?),
        "redo" => Command::Redo(count("redo", rest)?),
        "moves" => {
            no_arguments("moves", rest)?;
            Command::LegalMoves
        }
        "history" => {
            no_arguments("history", rest)?;
            Command::History
        }
        "save" => Command::Save(file_name("save", rest_of_line)?),
        "load" => Command::Load(file_name("load", rest_of_line)?),
        "stats" => {
            no_arguments("stats", rest)?;
            Command::Stats
        }
        "hint" => {
            no_arguments("hint", rest)?;
            Command::Hint
        }
        "review" => match rest {
            [] => Command::Review(false),
            [word] if word.eq_ignore_ascii_case("stock") => Command::Review(true),
            _ => {
                return Err(ParseError::BadArguments {
                    command: "review",
                    problem: "review takes nothing, or the word stock.".to_string(),
                })
            }
        },
        "words" => Command::Words(match rest {
            [] => None,
            [word] if word.eq_ignore_ascii_case("on") => Some(true),
            [word] if word.eq_ignore_ascii_case("off") => Some(false),
            _ => {
                return Err(ParseError::BadArguments {
                    command: "words",
                    problem: "words takes on or off.".into(),
                })
            }
        }),
        "verbosity" => Command::Verbosity(match rest {
            [] => None,
            [word] => Some(word.parse().map_err(|()| ParseError::BadArguments {
                command: "verbosity",
                problem: format!(
                    "\"{}\" is not a verbosity; the levels are terse, normal and verbose.",
                    shown(word)
                ),
            })?),
            _ => {
                return Err(ParseError::BadArguments {
                    command: "verbosity",
                    problem: "verbosity takes one level: terse, normal or verbose.".into(),
                })
            }
        }),
        other => unreachable!("command table and parser disagree on {other}"),
    };
    Ok(Some(parsed))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(code: &str) -> Target {
        Target::Card(code.parse().unwrap())
    }

    #[test]
    fn blank_lines_and_comments_are_ignored() {
        assert_eq!(parse(""), Ok(None));
        assert_eq!(parse("   \t"), Ok(None));
        assert_eq!(parse("# a comment"), Ok(None));
        assert_eq!(parse("  # indented comment"), Ok(None));
    }

    #[test]
    fn a_long_word_is_quoted_short_in_the_error() {
        // Found by tests/properties.rs: a 100,000-character word was quoted
        // whole, giving a 100,000-character error line.
        let long = "x".repeat(100_000);
        for line in [
            format!("remove {long}"),
            format!("undo {long}"),
            format!("new {long}"),
            long.clone(),
        ] {
            let text = parse(&line).unwrap_err().to_string();
            assert!(text.len() < 200, "{}", &text[..200]);
            assert!(
                text.contains(&format!("\"{}...\"", "x".repeat(40))),
                "{text}"
            );
        }
        assert_eq!(shown("7X"), "7X");
        assert_eq!(shown("a\u{1b}[31mb\u{0}"), "a\\e[31mb\\0");
    }

    #[test]
    fn a_line_of_commas_is_blank() {
        // Found by tests/properties.rs: this line used to panic.
        assert_eq!(parse(","), Ok(None));
        assert_eq!(parse(" ,, \t, "), Ok(None));
    }

    #[test]
    fn remove_takes_positions_or_card_codes() {
        assert_eq!(
            parse("remove 3 7"),
            Ok(Some(Command::Remove(vec![
                Target::Number(3),
                Target::Number(7)
            ])))
        );
        assert_eq!(
            parse("REMOVE 7h 4C"),
            Ok(Some(Command::Remove(vec![card("7H"), card("4C")])))
        );
        assert_eq!(
            parse("r 1,2"),
            Ok(Some(Command::Remove(vec![
                Target::Number(1),
                Target::Number(2)
            ])))
        );
    }

    #[test]
    fn a_bare_line_of_positions_is_the_games_move() {
        assert_eq!(
            parse("3 7 9 12"),
            Ok(Some(Command::Bare(vec![
                Target::Number(3),
                Target::Number(7),
                Target::Number(9),
                Target::Number(12)
            ])))
        );
        assert_eq!(
            parse("2 f1"),
            Ok(Some(Command::Bare(vec![
                Target::Number(2),
                Target::Foundation(1)
            ])))
        );
    }

    #[test]
    fn move_takes_one_or_two_places() {
        assert_eq!(
            parse("move 2 f3"),
            Ok(Some(Command::Move {
                from: Target::Number(2),
                to: Some(Target::Foundation(3))
            }))
        );
        assert_eq!(
            parse("m 4"),
            Ok(Some(Command::Move {
                from: Target::Number(4),
                to: None
            }))
        );
        assert!(parse("move").is_err());
        assert!(parse("move 1 2 3").is_err());
    }

    #[test]
    fn aliases_name_the_same_commands() {
        assert_eq!(parse("q"), Ok(Some(Command::Quit)));
        assert_eq!(parse("exit"), Ok(Some(Command::Quit)));
        assert_eq!(parse("?"), Ok(Some(Command::Help(None))));
        assert_eq!(
            parse("help remove"),
            Ok(Some(Command::Help(Some("remove".into()))))
        );
        assert_eq!(parse("s"), Ok(Some(Command::Show)));
        assert_eq!(parse("n 42"), Ok(Some(Command::New(Some(42)))));
    }

    #[test]
    fn an_unknown_command_suggests_help() {
        let err = parse("dance wildly").unwrap_err();
        assert_eq!(
            err.to_string(),
            "There is no command \"dance\"; type help for the list."
        );
    }

    #[test]
    fn a_bad_target_names_the_word() {
        let err = parse("remove 3 zz").unwrap_err();
        assert_eq!(
            err.to_string(),
            "\"zz\" is neither a position number nor a card code like 7H. Type help remove for an example."
        );
    }

    #[test]
    fn a_bad_seed_is_rejected() {
        assert!(parse("new -1").is_err());
        assert!(parse("new 99999999999999999999999").is_err());
    }

    #[test]
    fn commands_without_arguments_reject_extra_words() {
        assert!(parse("quit now").is_err());
        assert!(parse("restart 3").is_err());
    }

    #[test]
    fn undo_and_redo_take_an_optional_count() {
        assert_eq!(parse("undo"), Ok(Some(Command::Undo(1))));
        assert_eq!(parse("u 3"), Ok(Some(Command::Undo(3))));
        assert_eq!(parse("redo 2"), Ok(Some(Command::Redo(2))));
        assert!(parse("undo 0").is_err());
        assert!(parse("undo x").is_err());
        assert!(parse("undo 1 2").is_err());
    }

    #[test]
    fn save_and_load_take_the_rest_of_the_line_as_a_file_name() {
        assert_eq!(
            parse("save my game.txt"),
            Ok(Some(Command::Save("my game.txt".into())))
        );
        assert_eq!(
            parse("load  a.txt "),
            Ok(Some(Command::Load("a.txt".into())))
        );
        assert!(parse("save").is_err());
    }

    #[test]
    fn show_reads_one_part_of_the_board() {
        assert_eq!(parse("show"), Ok(Some(Command::Show)));
        assert_eq!(parse("show 3"), Ok(Some(Command::ShowPart(Part::Place(3)))));
        assert_eq!(
            parse("s f2"),
            Ok(Some(Command::ShowPart(Part::Foundation(2))))
        );
        assert_eq!(
            parse("show Stock"),
            Ok(Some(Command::ShowPart(Part::Stock)))
        );
        assert_eq!(
            parse("show foundations"),
            Ok(Some(Command::ShowPart(Part::Foundations)))
        );
        assert_eq!(
            parse("show row 2"),
            Ok(Some(Command::ShowPart(Part::Row(2))))
        );
        assert!(parse("show row").is_err());
        assert!(parse("show 7h").is_err());
        assert!(parse("show me everything").is_err());
    }

    #[test]
    fn words_takes_on_off_or_nothing() {
        assert_eq!(parse("words on"), Ok(Some(Command::Words(Some(true)))));
        assert_eq!(parse("WORDS OFF"), Ok(Some(Command::Words(Some(false)))));
        assert_eq!(parse("words"), Ok(Some(Command::Words(None))));
        assert!(parse("words maybe").is_err());
    }

    #[test]
    fn verbosity_takes_a_level_or_nothing() {
        assert_eq!(
            parse("verbosity terse"),
            Ok(Some(Command::Verbosity(Some(Verbosity::Terse))))
        );
        assert_eq!(parse("verbosity"), Ok(Some(Command::Verbosity(None))));
        let err = parse("verbosity loud").unwrap_err();
        assert_eq!(
            err.to_string(),
            "\"loud\" is not a verbosity; the levels are terse, normal and verbose. Type help verbosity for an example."
        );
    }

    #[test]
    fn a_number_too_large_for_a_position_is_not_a_target() {
        assert!(parse("remove 99999999999999999999999999").is_err());
    }
}
