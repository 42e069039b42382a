//! The help screen, per-command help, and each game's rules text.

use crate::games::GameId;
use crate::text::parse::canonical_command;
use crate::text::width::{fit, hanging, ties_from_tildes};

/// The lines of the help screen that name the moves of `game`.
fn move_lines(game: GameId) -> &'static str {
    match game {
        GameId::Elevens | GameId::SuitElevens => {
            "  remove P P ..  (r)  remove by position or card code: remove~3~7, remove~7h~4c
  3 7                 a bare line of positions does the same"
        }
        GameId::Eighteens => {
            "  remove P P ..  (r)  remove by position or card code: remove~1~4~6~9
  1 4 6 9             a bare line of positions does the same"
        }
        GameId::SweetSixteen => {
            "  move FROM TO   (m)  move a top card onto another pile: move~3~7, move~5h~6c
  3 7                 a bare line of two piles does the same"
        }
        GameId::Eliminator => {
            "  move COL [fN]  (m)  play a column's top card to a foundation: move~2~f1
  2 f1                a bare line does the same; move~2 picks the foundation"
        }
    }
}

/// The help screen line for `show`, with the parts `game` has.
fn show_line(game: GameId) -> &'static str {
    match game {
        GameId::Eliminator => {
            "  show [PART]    (s)  the board, or one part: show~3, show~f1, show~foundations"
        }
        _ => "  show [PART]    (s)  the board, or one part: show~3, show~stock, show~row~2",
    }
}

/// The short help screen as written: the commands of `game` and examples
/// that work in it (Elevens shows no `move`, Sweet Sixteen no `remove`),
/// with `~` joining the words of an example.
fn overview_text(game: GameId) -> String {
    format!(
        "\
Commands (short forms in brackets):
{moves}
{show}
  status         (st) one line: playing, won or lost, and the counts
  moves               the legal moves now, as commands you can type
  history             the moves since the deal, as commands
  hint                a good move, using only what you can see
  review [stock]      your moves so far judged against the hint
  undo [N]       (u)  take back the last move (or N moves); redo~[N] replays
  restart             this deal again from the start
  new [SEED]     (n)  a new deal, from SEED if given
  save FILE           save the game; load~FILE switches to a saved game
  rules               the rules of this game
  stats               your record at this game
  words on|off        cards as words (seven of hearts) or codes (7H)
  verbosity LEVEL     terse, normal or verbose: how much is said after a move
  help [COMMAND] (?)  this list, or one command explained
  quit           (q)  leave the game",
        moves = move_lines(game),
        show = show_line(game),
    )
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

/// Help for `remove` in `game`.
fn remove_help(game: GameId) -> &'static str {
    match game {
        GameId::Elevens | GameId::SuitElevens => {
            "remove~P~P~..: remove a set of cards. Name each card by its position number \
or its code. Example: remove~3~7, or remove~7h~4c. A bare line of positions does the \
same:~3~7."
        }
        GameId::Eighteens => {
            "remove~P~P~..: remove a set of four cards. Name each card by its position \
number or its code. Example: remove~1~4~6~9. A bare line of positions does the same: \
1 4 6 9."
        }
        GameId::SweetSixteen => {
            "remove: Sweet Sixteen removes no cards; move a pile's top card onto another \
pile instead. Example: move~3~7."
        }
        GameId::Eliminator => {
            "remove: Eliminator removes no cards; play a column's top card to a foundation \
instead. Example: move~2~f1."
        }
    }
}

/// Help for `move` in `game`.
fn move_help(game: GameId) -> &'static str {
    match game {
        GameId::SweetSixteen => {
            "move~FROM~TO: move the top card of pile FROM onto pile TO. Name a pile by its \
number or its top card. Example: move~3~7, or move~5h~6c. A bare line of two piles does \
the same:~3~7."
        }
        GameId::Eliminator => {
            "move~COLUMN~[fN]: play the top card of a column to a foundation. Example: \
move~2~f1. move~2 alone picks the first foundation that takes the card, preferring one \
that already has cards. A bare line does the same:~2~f1."
        }
        GameId::Elevens | GameId::SuitElevens | GameId::Eighteens => {
            "move: this game moves no cards; remove a set of cards instead. \
Example: remove~3~7."
        }
    }
}

/// Help for `show` in `game`.
fn show_help(game: GameId) -> &'static str {
    match game {
        GameId::Eliminator => {
            "show~[PART]: print the board again, or read one part of it. show~N reads \
one column from bottom to top; show~fN one foundation; show~foundations every \
foundation. Example: show~3, or show~f1."
        }
        _ => {
            "show~[PART]: print the board again, or read one part of it. show~N reads \
one position or pile (a whole pile from bottom to top); show~stock the stock and removed \
counts; show row N one row of the layout. Example: show~3, or show~row~2."
        }
    }
}

/// Help for one command in `game`, with an example that works in it;
/// `None` if `word` is not a command.
pub fn command_help(word: &str, game: GameId) -> Option<String> {
    command_text(word, game).map(ties_from_tildes)
}

/// Help for one command in `game` as written, with `~` joining the words of
/// examples.
fn command_text(word: &str, game: GameId) -> Option<&'static str> {
    Some(match canonical_command(word)? {
        "remove" => remove_help(game),
        "move" => move_help(game),
        "show" => show_help(game),
        "status" => {
            "status: one line saying playing, won or lost, with the game, the deal, \
the stock and the cards cleared. Example: status."
        }
        "rules" => "rules: print the rules of the game being played. Example: rules.",
        "new" => {
            "new~[SEED]: deal a new game of the same kind, from SEED if given, else \
from a random seed that is shown. Example: new~42."
        }
        "restart" => "restart: play the same deal again from the start. Example: restart.",
        "help" => "help~[COMMAND]: list the commands, or explain one. Example: help~move.",
        "quit" => "quit: leave the game. End of input does the same. Example: quit.",
        "undo" => {
            "undo~[N]: take back the last move, or the last N, as far back as the deal. \
Cards dealt by a move taken back return to the stock in order, so redo deals the same \
cards. Undo after a win or loss reopens the game. Example: undo~2."
        }
        "redo" => {
            "redo~[N]: play again the last move taken back, or the last N. \
A new move drops the moves that could be redone. Example: redo."
        }
        "moves" => {
            "moves: list the legal moves now, each as the command that makes it, so any \
line can be typed back. history lists the moves already made. Example: moves."
        }
        "history" => {
            "history: list the moves since the deal, as the commands that would replay \
them. moves lists the legal moves now. Example: history."
        }
        "save" => {
            "save~FILE: write the game to FILE as a replayable text file: the game, \
variant and deal, then one command per line. Replay it with patience~play~--script~FILE, \
or continue it with patience~resume~FILE. Example: save~elevens.txt."
        }
        "load" => {
            "load~FILE: switch to the game saved in FILE, if it replays cleanly; \
otherwise the game in progress is untouched. Example: load~elevens.txt."
        }
        "hint" => {
            "hint: a good legal move, as the command to type, or word that none \
exists. The hint uses only what you can see: the cards showing, and which cards are still \
in the stock but not their order. Where the stock matters it gives the odds with how \
sure they are (about 37%, likely between 34 and 41), and says what they measure: your own \
chance, or what a player who could see the stock would win, a ceiling on yours. \
Example: hint."
        }
        "review" => {
            "review~[stock]: each move so far judged against the fair hint: your \
chances before it, after it, and after the hint's best move, and what it cost; the \
worst moves first. Once the game is over it also says, from the real stock order, \
whether the deal could be won and the last move after which it no longer could, with a \
winning line; review~stock says so during the game, which counts as help. Example: \
review."
        }
        "stats" => {
            "stats: your record at this game and variant (played, won, win \
percentage, streaks), and this game's moves, undos and hints. Example: stats."
        }
        "words" => {
            "words~on|off: print cards as words (seven of hearts) and places as \
position 3, one sentence and one place to a line; words~off goes back to codes. \
words alone says which is on. Example: words~on."
        }
        "verbosity" => {
            "verbosity~terse|normal|verbose: how much is said after a move. terse: only \
what happened (the board on show); normal: that and the board; verbose: also the \
number of legal moves and what changed where. verbosity alone says the level. \
Example: verbosity~terse."
        }
        _ => return None,
    })
}

/// The rules of `game` as documented in `docs/rules/<id>.md` (its "Rules"
/// section), so the program and the documentation never disagree.
pub fn rules_text(game: GameId) -> &'static str {
    let doc = match game {
        GameId::Eighteens => include_str!("../../docs/rules/eighteens.md"),
        GameId::Elevens => include_str!("../../docs/rules/elevens.md"),
        GameId::SweetSixteen => include_str!("../../docs/rules/sweet-sixteen.md"),
        GameId::Eliminator => include_str!("../../docs/rules/eliminator.md"),
        GameId::SuitElevens => include_str!("../../docs/rules/suit-elevens.md"),
    };
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
            for (name, _) in crate::text::parse::COMMANDS {
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
        let examples = |game| match game {
            GameId::Elevens | GameId::SuitElevens => ["remove 3 7,", "remove 7h 4c", "show row 2"],
            GameId::Eighteens => ["remove 1 4 6 9", "show row 2", "show stock"],
            GameId::SweetSixteen => ["move 3 7,", "move 5h 6c", "show row 2"],
            GameId::Eliminator => ["move 2 f1", "show f1,", "show foundations"],
        };
        for game in GameId::ALL {
            for width in [79, 40, 30] {
                let text = overview(game, width).join("\n");
                for example in examples(game) {
                    assert!(text.contains(example), "{game} {width}: {example}\n{text}");
                }
            }
        }
    }

    #[test]
    fn the_help_screen_fits_one_short_screen_and_names_the_games_commands() {
        for game in GameId::ALL {
            let text = overview(game, 79).join("\n");
            assert!(text.lines().count() <= 22);
            for name in crate::text::parse::commands_of(game) {
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
