//! Reading a typed line into a [`Command`]. The parser splits the line into
//! words and hands the arguments to the command's entry in the table
//! ([`crate::text::commands`]), which knows their shapes (positions, card
//! codes, foundations), but no game's rules: the session resolves targets
//! against the board.

pub use crate::text::arguments::{parse_target, shown, ParseError};
use crate::text::arguments::{targets, Args};
use crate::text::card_words::with_card_codes;
pub use crate::text::command::{Command, Part, Target};
use crate::text::commands::find;
pub use crate::text::commands::{
    canonical_command, commands_of, move_word, show_words, suggest_command, COMMANDS,
};
use crate::text::escape::escaped;

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
    // A card said in words ("seven of spades") reads as its code.
    let spoken = with_card_codes(&words);
    let words: Vec<&str> = spoken.iter().map(AsRef::as_ref).collect();
    // Commas separate words like spaces do, so a line of commas is blank.
    let Some((first, rest)) = words.split_first() else {
        return Ok(None);
    };
    let rest_of_line = line[line.find(char::is_whitespace).unwrap_or(line.len())..].trim();
    let Some(spec) = find(first) else {
        if parse_target(first).is_some() {
            return targets("move", &words).map(|t| Some(Command::Bare(t)));
        }
        return Err(unknown_command(first, rest_of_line));
    };
    let args = Args {
        command: spec.name,
        words: rest,
        rest_of_line,
    };
    (spec.parse)(args).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::verbosity::Verbosity;

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
                text.contains(&format!(
                    "\"{}...\"",
                    "x".repeat(crate::text::escape::QUOTE_LIMIT)
                )),
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
            err.sentence_in(crate::games::GameId::Elevens),
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

    mod printed_commands {
        use super::*;
        use crate::cards::Card;
        use proptest::prelude::*;

        fn target() -> impl Strategy<Value = Target> {
            prop_oneof![
                (0..100usize).prop_map(Target::Number),
                (0..52usize).prop_map(|i| Target::Card(Card::from_index(i).unwrap())),
                (0..10usize).prop_map(Target::Foundation),
            ]
        }

        fn part() -> impl Strategy<Value = Part> {
            prop_oneof![
                (0..100usize).prop_map(Part::Place),
                (0..10usize).prop_map(Part::Foundation),
                Just(Part::Stock),
                Just(Part::Foundations),
                (0..10usize).prop_map(Part::Row),
            ]
        }

        /// Every command the parser can give, with arguments it reads back.
        fn command() -> impl Strategy<Value = Command> {
            let topic = proptest::sample::select(
                COMMANDS
                    .iter()
                    .map(|spec| spec.name.to_string())
                    .collect::<Vec<_>>(),
            );
            let file = "[a-z0-9_.][a-z0-9 _.]{0,10}[a-z0-9_.]";
            prop_oneof![
                proptest::collection::vec(target(), 1..5).prop_map(Command::Remove),
                (target(), proptest::option::of(target()))
                    .prop_map(|(from, to)| Command::Move { from, to }),
                (target(), proptest::collection::vec(target(), 0..4)).prop_map(|(first, rest)| {
                    // A bare line starts with a target that is not a
                    // command word: a number is never one.
                    let first = match first {
                        Target::Card(_) => Target::Number(1),
                        other => other,
                    };
                    Command::Bare(std::iter::once(first).chain(rest).collect())
                }),
                Just(Command::Show),
                Just(Command::Status),
                proptest::option::of(topic).prop_map(Command::Help),
                Just(Command::Rules),
                proptest::option::of(any::<u64>()).prop_map(Command::New),
                Just(Command::Restart),
                Just(Command::Quit),
                (1..1000usize).prop_map(Command::Undo),
                (1..1000usize).prop_map(Command::Redo),
                Just(Command::LegalMoves),
                Just(Command::History),
                file.prop_map(Command::Save),
                file.prop_map(Command::Load),
                Just(Command::Stats),
                Just(Command::Where),
                Just(Command::Again),
                any::<bool>().prop_map(Command::Review),
                Just(Command::Hint),
                Just(Command::Why),
                part().prop_map(Command::ShowPart),
                proptest::option::of(any::<bool>()).prop_map(Command::Words),
                proptest::option::of(proptest::sample::select(Verbosity::ALL.to_vec()))
                    .prop_map(Command::Verbosity),
            ]
        }

        proptest! {
            #[test]
            fn a_printed_command_parses_back_to_itself(command in command()) {
                let line = command.to_string();
                prop_assert_eq!(parse(&line), Ok(Some(command)), "{}", line);
            }
        }

        #[test]
        fn every_command_in_the_table_is_printed_with_its_own_name() {
            for spec in COMMANDS {
                let typed = format!("{} 1", spec.name);
                let printed = match parse(&typed).or_else(|_| parse(spec.name)) {
                    Ok(Some(command)) => command.to_string(),
                    other => panic!("{}: {other:?}", spec.name),
                };
                let word = printed.split(' ').next().unwrap();
                assert_eq!(word, spec.name);
            }
        }
    }
}
