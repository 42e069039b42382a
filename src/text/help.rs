//! The help screen, per-command help, and each game's rules text.

use crate::games::GameId;
use crate::text::parse::canonical_command;
use crate::text::width::{fit, hanging, ties_from_tildes};

/// The short help screen listing every command.
pub const OVERVIEW: &str = "\
Commands (short forms in brackets):
  remove P P ..  (r)  remove by position or code: remove~3~7, remove~7h~4c
  move FROM TO   (m)  Sweet Sixteen: move~3~7. Eliminator: move~2~f1, or move~2
  3 7                 a bare line of places is the game's move
  show [PART]    (s)  the board, or one part: show~3, show~f1, show~stock,
                      show~foundations, show~row~2
  status         (st) one line: playing, won or lost, and the counts
  rules               the rules of this game
  new [SEED]     (n)  a new deal, from SEED if given
  restart             this deal again from the start
  undo [N]       (u)  take back the last move (or N); redo~[N] replays
  moves               the moves since the deal, as commands
  save FILE           save the game; load~FILE switches to a saved game
  hint                a good move, using only what you can see
  stats               your record at this game
  help [COMMAND] (?)  this list, or one command explained
  quit           (q)  leave the game
  words on|off        cards as words (seven of hearts) or codes (7H)
  verbosity LEVEL     terse, normal or verbose: how much is said after a move";

/// Where the descriptions of [`OVERVIEW`] start.
const DESCRIPTION_COLUMN: usize = 22;

/// The help screen laid out for a screen `width` columns wide: each
/// command's description wrapped in its column, or under the command when
/// the screen is narrow. Examples (joined by `~` in [`OVERVIEW`]) are never
/// split.
pub fn overview(width: usize) -> Vec<String> {
    let mut rows: Vec<(String, String)> = Vec::new();
    for line in OVERVIEW.lines() {
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

/// Help for one command, with an example; `None` if `word` is not a
/// command. Examples are tied so that wrapping never splits them.
pub fn command_help(word: &str) -> Option<String> {
    command_text(word).map(ties_from_tildes)
}

/// Help for one command as written, with `~` joining the words of examples.
fn command_text(word: &str) -> Option<&'static str> {
    Some(match canonical_command(word)? {
        "remove" => {
            "remove~P~P~..: remove a set of cards in Elevens, Suit Elevens or Eighteens. \
Name each card by its position number or its code. Example: remove~3~7, or remove~7h~4c. \
A bare line of positions does the same: 3 7."
        }
        "move" => {
            "move~FROM~TO: in Sweet Sixteen, move the top card of pile FROM onto pile TO, \
example move~3~7. In Eliminator, play the top card of a column to a foundation, example \
move~2~f1; move~2 alone picks the first foundation that takes the card, preferring one \
that already has cards."
        }
        "show" => {
            "show~[PART]: print the board again, or read one part of it. show~N reads \
one position, pile or column (a whole pile from bottom to top); show~fN one foundation; \
show~stock the stock and removed counts; show~foundations every foundation; show~row~N \
one row of the layout. Example: show~3, or show~row~2."
        }
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
        "quit" => {
            "quit: leave the game. End of input does the same. An unfinished game with \
moves is recorded as abandoned, and patience resume carries it on. Example: quit."
        }
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
            "moves: list the moves since the deal, as the commands that would replay \
them. Example: moves."
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
in the stock but not their order. Where the stock matters it says how often the move wins \
over sampled orders of the stock. Example: hint."
        }
        "stats" => {
            "stats: your record at this game and variant (played, won, win \
percentage, wins without help, streaks), and this game's moves, undos and hints. A \
game counts the moment it ends. Example: stats."
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
    fn every_command_has_help_with_an_example() {
        for (name, _) in crate::text::parse::COMMANDS {
            let text = command_help(name).unwrap();
            assert!(text.contains("xample"), "{name}");
        }
        assert!(command_help("dance").is_none());
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
        for width in [79, 60, 40, 20] {
            let lines = overview(width);
            assert!(
                lines.iter().all(|l| l.chars().count() <= width),
                "{lines:#?}"
            );
        }
        assert_eq!(overview(79).len(), OVERVIEW.lines().count());
    }

    #[test]
    fn the_help_screen_keeps_each_example_on_one_line() {
        for width in [79, 40, 30] {
            let text = overview(width).join("\n");
            for example in ["remove 3 7,", "remove 7h 4c", "move 2 f1", "show row 2"] {
                assert!(text.contains(example), "{width}: {example}\n{text}");
            }
        }
    }

    #[test]
    fn the_help_screen_fits_one_short_screen_and_names_every_command() {
        assert!(OVERVIEW.lines().count() <= 22);
        for (name, _) in crate::text::parse::COMMANDS {
            assert!(OVERVIEW.contains(name), "{name}");
        }
    }
}
