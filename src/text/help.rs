//! The help screen, per-command help, and each game's rules text.

use crate::games::GameId;
use crate::text::commands::{find, CommandSpec, ScreenLine, COMMANDS};
use crate::text::width::{fit, hanging};
use crate::words::ties_from_tildes;

/// The short help screen as written: the commands of `game` and examples
/// that work in it (Elevens shows no `move`, Sweet Sixteen no `remove`),
/// with `~` joining the words of an example. Each command the game offers
/// gives a line: its usage, its short form in brackets, its summary.
fn overview_text(game: GameId) -> String {
    let mut text = String::from("Commands (short forms in brackets):");
    let mut lines: Vec<(&CommandSpec, ScreenLine)> = COMMANDS
        .iter()
        .filter(|spec| (spec.offered_in)(game))
        .filter_map(|spec| Some((spec, spec.screen?)))
        .collect();
    lines.sort_by_key(|(_, line)| line.rank);
    for (spec, ScreenLine { summary, .. }) in lines {
        let short = spec
            .short_form()
            .map(|s| format!("({s})"))
            .unwrap_or_default();
        let term = format!("{:<14} {short}", spec.usage.of(game));
        text.push_str(&format!("\n  {term:<20}{}", summary.of(game)));
    }
    text
}

/// Where the descriptions of the help screen start.
const DESCRIPTION_COLUMN: usize = 22;

/// The help screen of `game` laid out for a screen `width` columns wide:
/// each command's description wrapped in its column, or under the command
/// when the screen is narrow. Examples are never split.
pub fn overview(game: GameId, width: usize) -> Vec<String> {
    let text = overview_text(game);
    let mut rows: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        let (term, description) = line.split_at(DESCRIPTION_COLUMN.min(line.len()));
        match rows.last_mut() {
            Some((_, text)) if term.trim().is_empty() => {
                text.push(' ');
                text.push_str(description.trim());
            }
            _ if !line.starts_with("  ") => rows.push((String::new(), line.to_string())),
            _ => rows.push((term.trim_end().to_string(), description.trim().to_string())),
        }
    }
    rows.iter()
        .flat_map(|(term, text)| {
            let text = ties_from_tildes(text);
            if term.is_empty() {
                fit(&text, width)
            } else {
                hanging(term, &text, DESCRIPTION_COLUMN, width)
            }
        })
        .collect()
}

/// Help for one command in `game`, with an example that works in it;
/// `None` if `word` is not a command. The game's move command also says
/// that a rank alone names a card ([`RANK_ALONE`]).
pub fn command_help(word: &str, game: GameId) -> Option<String> {
    let text = command_text(word, game)?;
    Some(if find(word)?.name == game.descriptor().moves.word() {
        format!("{} {RANK_ALONE}", ties_from_tildes(text))
    } else {
        ties_from_tildes(text)
    })
}

/// What `help` of a game's move command adds about naming a card by its
/// rank alone (`remove king`), in sentences short enough to hear whole.
pub const RANK_ALONE: &str =
    "A card may be named by its rank alone. If two could go, you are asked which.";

/// Help for one command in `game` as written, with `~` joining the words of
/// examples.
fn command_text(word: &str, game: GameId) -> Option<&'static str> {
    find(word).map(|spec| spec.help.of(game))
}

/// The section of the patience(1) man page on the commands at the prompt,
/// in roff, made from [`COMMANDS`]: each command's usage and other words,
/// then its help; where the help differs between games, each version with
/// the games it is for.
pub fn man_section() -> String {
    let roff = |text: &str| {
        text.replace('\\', "\\e")
            .replace('-', "\\-")
            .replace('~', "\\ ")
    };
    let mut page = String::from(
        ".SH \"COMMANDS AT THE PROMPT\"\n\
Each command may be typed by its name or any of its other words, in any case.\n",
    );
    for spec in COMMANDS {
        let offered: Vec<GameId> = GameId::ALL
            .into_iter()
            .filter(|game| (spec.offered_in)(*game))
            .collect();
        let mut versions: Vec<(&str, Vec<&str>)> = Vec::new();
        for game in &offered {
            let help = spec.help.of(*game);
            match versions.iter_mut().find(|(text, _)| *text == help) {
                Some((_, games)) => games.push(game.name()),
                None => versions.push((help, vec![game.name()])),
            }
        }
        let words = match spec.aliases {
            [] => String::new(),
            aliases => format!(" (also {})", aliases.join(", ")),
        };
        page.push_str(&format!(".TP\n\\fB{}\\fR{}\n", spec.name, roff(&words)));
        let paragraphs: Vec<String> = versions
            .iter()
            .map(|(help, games)| match games.len() == GameId::ALL.len() {
                true => roff(help),
                false => format!("In {}: {}", games.join(", "), roff(help)),
            })
            .collect();
        page.push_str(&paragraphs.join("\n.br\n"));
        page.push('\n');
    }
    page
}

/// What the help screen says in accessible mode: a heading, then one
/// short sentence for each command `game` offers, from the command table,
/// grouped by purpose as the help screen groups them (a command the screen
/// names in another's line, such as `redo`, follows that command).
pub fn spoken_overview(game: GameId) -> Vec<String> {
    let mut rank = 0;
    let mut ranked: Vec<(u8, &CommandSpec)> = Vec::new();
    for spec in COMMANDS {
        rank = spec.screen.map_or(rank, |line| line.rank);
        if (spec.offered_in)(game) {
            ranked.push((rank, spec));
        }
    }
    ranked.sort_by_key(|(rank, _)| *rank);
    let mut lines = vec!["Commands, one to a line:".to_string()];
    lines.extend(
        ranked
            .into_iter()
            .map(|(_, spec)| ties_from_tildes(spec.spoken.of(game))),
    );
    lines
}

/// `text` one sentence to a line, for accessible mode: a sentence is never
/// broken where a paragraph happens to wrap.
pub fn one_sentence_a_line(text: &str) -> Vec<String> {
    text.split_inclusive(". ")
        .map(|sentence| sentence.trim().to_string())
        .filter(|sentence| !sentence.is_empty())
        .collect()
}

/// Sentences of the rules that describe what only a sighted player sees,
/// and what accessible mode says instead.
const SPOKEN_INSTEAD: &[(&str, &str)] = &[
    (
        "An empty position shows two dashes, like 5:--.",
        "An empty position is read as empty.",
    ),
    (
        "The board shows each foundation's top card, with +N for the cards beneath it.",
        "The board reads each foundation's top. show f1 reads all of foundation 1.",
    ),
    (
        "Each column is shown bottom to top.",
        "Each column is read bottom to top.",
    ),
    (
        "The board shows each pile's top card.",
        "The board reads each pile bottom to top.",
    ),
    (
        "A count like +2 after it tells how many cards lie beneath.",
        "",
    ),
];

/// `word` with a card code in capitals ("KD", "10S,") said in words; any
/// other word, and typed examples in lower case ("remove kd"), as it is.
fn card_in_words(word: &str) -> String {
    let code = word.trim_end_matches(['.', ',', ';', ':']);
    let is_code = code.chars().any(|c| c.is_ascii_uppercase())
        && code
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        && code.len() >= 2;
    match code.parse::<crate::cards::Card>() {
        Ok(card) if is_code => format!("{}{}", card.words(), &word[code.len()..]),
        _ => word.to_string(),
    }
}

/// The rules of `game` for accessible mode: one sentence to a line (never
/// a sentence broken across lines where the document wraps it), card codes
/// said in words, and sentences about what only a sighted player sees
/// replaced by what the player hears.
pub fn spoken_rules(game: GameId) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in rules_text(game).split("\n\n") {
        let text: Vec<String> = paragraph.split_whitespace().map(card_in_words).collect();
        for sentence in one_sentence_a_line(&text.join(" ")) {
            let said = SPOKEN_INSTEAD
                .iter()
                .find(|(seen, _)| *seen == sentence)
                .map_or(sentence.as_str(), |(_, heard)| heard);
            lines.extend(one_sentence_a_line(said));
        }
    }
    lines
}

/// The rules of `game` as printed to a sighted player: [`rules_text`] with
/// each paragraph's lines joined into one, so that wrapping to the screen
/// puts whole sentences on a line and never splits one that fits (a list or
/// a table is kept as written).
pub fn rules_flowing(game: GameId) -> String {
    rules_text(game)
        .split("\n\n")
        .map(|paragraph| {
            let laid_out = paragraph
                .lines()
                .any(|line| line.starts_with(['-', '|', ' ']));
            if laid_out {
                paragraph.to_string()
            } else {
                paragraph.split_whitespace().collect::<Vec<_>>().join(" ")
            }
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// The rules of `game` as documented in `docs/rules/<id>.md` (its "Rules"
/// section), so the program and the documentation never disagree.
pub fn rules_text(game: GameId) -> &'static str {
    let doc = game.descriptor().rules_doc;
    let start = doc.find("## Rules\n").map_or(0, |i| i + "## Rules\n".len());
    let rest = &doc[start..];
    let end = rest.find("\n## ").unwrap_or(rest.len());
    rest[..end].trim()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_has_help_with_an_example_in_every_game() {
        for game in GameId::ALL {
            for spec in COMMANDS {
                let name = spec.name;
                let text = command_help(name, game).unwrap();
                assert!(text.contains("xample"), "{name}");
            }
            assert!(command_help("dance", game).is_none());
        }
    }

    #[test]
    fn help_for_a_move_shows_only_the_moves_of_the_game_played() {
        assert!(!command_help("move", GameId::Elevens)
            .unwrap()
            .contains("f1"));
        assert!(!command_help("move", GameId::SweetSixteen)
            .unwrap()
            .contains("f1"));
        assert!(command_help("move", GameId::Eliminator)
            .unwrap()
            .contains(&ties_from_tildes("move~2~f1")));
        assert!(!command_help("show", GameId::Elevens)
            .unwrap()
            .contains("foundation"));
    }

    #[test]
    fn spoken_rules_say_a_whole_sentence_a_line_with_no_layout_talk_or_card_codes() {
        for game in GameId::ALL {
            for line in spoken_rules(game) {
                assert!(line.ends_with(['.', ':']), "{game}: {line}");
                assert!(
                    !line.contains(":--") && !line.contains("+N"),
                    "{game}: {line}"
                );
                assert!(
                    !line.contains(" KD") && !line.contains(" 6H"),
                    "{game}: {line}"
                );
            }
        }
    }

    #[test]
    fn spoken_rules_and_help_are_sentences_that_each_fit_40_columns() {
        let mut long = Vec::new();
        for game in GameId::ALL {
            let help = COMMANDS.iter().flat_map(|spec| {
                one_sentence_a_line(&command_help(spec.name, game).unwrap_or_default())
            });
            let spoken = spoken_rules(game).into_iter().chain(spoken_overview(game));
            long.extend(
                spoken
                    .chain(help)
                    .filter(|line| crate::text::width::display_width(line) > 40)
                    .map(|line| format!("{game}: {line}")),
            );
        }
        assert!(long.is_empty(), "{long:#?}");
    }

    #[test]
    fn every_sighted_only_sentence_replaced_in_spoken_rules_is_in_some_rules_text() {
        let all: Vec<String> = GameId::ALL
            .into_iter()
            .map(|game| {
                rules_text(game)
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        for (seen, _) in SPOKEN_INSTEAD {
            assert!(all.iter().any(|text| text.contains(seen)), "{seen}");
        }
    }

    #[test]
    fn the_spoken_help_names_every_command_of_the_game_one_sentence_a_line() {
        for game in GameId::ALL {
            let lines = spoken_overview(game);
            for name in crate::text::commands::commands_of(game) {
                assert!(lines.iter().any(|l| l.contains(name)), "{game}: {name}");
            }
            assert!(lines.iter().all(|l| l.ends_with(['.', ':'])));
            assert!(lines.iter().all(|l| !l.contains("  ")));
        }
    }

    #[test]
    fn every_game_has_a_rules_section() {
        for game in GameId::ALL {
            let text = rules_text(game);
            assert!(text.len() > 200, "{game}");
            assert!(!text.contains("## "), "{game}");
        }
    }

    #[test]
    fn the_help_screen_fits_79_columns_and_any_narrower_screen() {
        for game in GameId::ALL {
            for width in [79, 60, 40, 20] {
                let lines = overview(game, width);
                assert!(
                    lines.iter().all(|l| l.chars().count() <= width),
                    "{game} {width}: {lines:#?}"
                );
            }
            assert_eq!(
                overview(game, 79).len(),
                overview_text(game).lines().count()
            );
        }
    }

    #[test]
    fn the_help_screen_keeps_each_example_on_one_line() {
        // Each example is written with `~` joining its words in the
        // game's own help lines (the descriptor's, and the table's).
        let examples = |game| {
            let summaries: String = COMMANDS
                .iter()
                .filter(|spec| (spec.offered_in)(game))
                .filter_map(|spec| spec.screen)
                .map(|line| format!("{} ", line.summary.of(game)))
                .collect();
            let tied: Vec<String> = summaries
                .split_whitespace()
                .filter(|word| word.contains('~'))
                .map(|word| word.replace('~', " "))
                .collect();
            tied
        };
        for game in GameId::ALL {
            assert!(!examples(game).is_empty(), "{game}");
            for width in [79, 40, 30] {
                let text = overview(game, width).join("\n");
                for example in examples(game) {
                    assert!(text.contains(&example), "{game} {width}: {example}\n{text}");
                }
            }
        }
    }

    #[test]
    fn the_help_screen_fits_one_short_screen_and_names_the_games_commands() {
        for game in GameId::ALL {
            let text = overview(game, 79).join("\n");
            assert!(text.lines().count() <= 22);
            for name in crate::text::commands::commands_of(game) {
                assert!(text.contains(name), "{game}: {name}");
            }
            let other = match crate::text::parse::move_word(game) {
                "remove" => "move ",
                _ => "remove ",
            };
            let offered = |l: &str| l.trim_start().starts_with(other);
            assert!(!text.lines().any(offered), "{game}: {other}");
        }
    }
}
