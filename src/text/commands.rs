//! The one table of commands at the prompt. Each entry carries a command's
//! name, aliases, usage, its line on the help screen, its help, the games
//! that have it, and how its arguments are read; parsing, `help`, Tab
//! completion and did-you-mean are all made from [`COMMANDS`]. Adding a
//! command is one entry here, one [`Command`] variant and its handler in
//! the loop.

use crate::games::descriptor::MoveShape;
use crate::games::GameId;
use crate::text::arguments::{Args, ParseError};
use crate::text::command::Command;
use crate::text::suggest::closest;
use crate::text::verbosity::Verbosity;

/// Text that is the same in every game, or depends on the game.
#[derive(Copy, Clone)]
pub enum Text {
    /// The same in every game.
    Fixed(&'static str),
    /// Chosen by the game.
    ByGame(fn(GameId) -> &'static str),
}

impl Text {
    /// The text in `game`.
    pub fn of(self, game: GameId) -> &'static str {
        match self {
            Text::Fixed(text) => text,
            Text::ByGame(choose) => choose(game),
        }
    }
}

/// A command's line on the help screen.
#[derive(Copy, Clone)]
pub struct ScreenLine {
    /// Its place on the screen, where commands stand grouped by purpose
    /// (moves, looking, going back, files, settings) rather than in the
    /// order of [`COMMANDS`].
    pub rank: u8,
    /// What it says beside the usage, with `~` joining the words of
    /// examples. A further line of the screen may follow after a newline.
    pub summary: Text,
}

/// What Tab offers for a command's arguments.
#[derive(Copy, Clone)]
pub enum Completes {
    /// The card codes showing: a move's places, and anything unknown.
    Cards,
    /// The commands of the game: `help`'s topic.
    Commands,
    /// These words for the first argument, then cards: `show`'s parts.
    FirstArgument(fn(GameId) -> Vec<&'static str>),
    /// These words for every argument: `words on|off`.
    Words(fn(GameId) -> Vec<&'static str>),
}

/// One command at the prompt.
#[derive(Copy, Clone)]
pub struct CommandSpec {
    /// The word that names it, as help and completion offer it.
    pub name: &'static str,
    /// Other words for it; the first of at most two characters is shown on
    /// the help screen as its short form.
    pub aliases: &'static [&'static str],
    /// How it is typed, with its arguments: `undo [N]`.
    pub usage: Text,
    /// Its line on the help screen; `None` for a command the help screen
    /// names in another's line (`redo` in `undo`'s).
    pub screen: Option<ScreenLine>,
    /// What `help NAME` says, with `~` joining the words of examples:
    /// short sentences, each fitting a 40-column line, so accessible mode
    /// can say them one to a line.
    pub help: Text,
    /// Its sentence in accessible mode's help list, fitting a 40-column
    /// line: "undo: takes back the last move."
    pub spoken: Text,
    /// Whether the help screen and completion offer it in a game (every
    /// command is read in every game; a move of the other kind of game is
    /// refused by the game with a sentence).
    pub offered_in: fn(GameId) -> bool,
    /// What Tab offers for its arguments.
    pub completes: Completes,
    /// Reads its arguments into the command.
    pub parse: fn(Args) -> Result<Command, ParseError>,
}

impl CommandSpec {
    /// Whether `word` (any case) names this command.
    pub fn is_named(&self, word: &str) -> bool {
        let word = word.to_ascii_lowercase();
        self.name == word || self.aliases.contains(&word.as_str())
    }

    /// The short form the help screen shows: the first alias of at most
    /// two characters.
    pub fn short_form(&self) -> Option<&'static str> {
        self.aliases
            .iter()
            .copied()
            .find(|a| a.chars().count() <= 2)
    }
}

fn every_game(_: GameId) -> bool {
    true
}

/// The word that makes a move in `game`: `remove` in the removal games,
/// `move` in Sweet Sixteen and Eliminator.
pub fn move_word(game: GameId) -> &'static str {
    game.descriptor().moves.word()
}

/// The words `show` takes in `game` besides numbers: Eliminator has
/// foundations and no stock or rows; the other games the reverse.
pub fn show_words(game: GameId) -> &'static [&'static str] {
    game.descriptor().show.words
}

/// The setting a switch command's arguments ask for: `on`, `off` (any
/// case), or nothing to hear it.
fn on_or_off(args: Args) -> Result<Option<bool>, ParseError> {
    match args.words {
        [] => Ok(None),
        [word] if word.eq_ignore_ascii_case("on") => Ok(Some(true)),
        [word] if word.eq_ignore_ascii_case("off") => Ok(Some(false)),
        _ => Err(args.bad(format!("{} takes on or off.", args.command))),
    }
}

/// Every command at the prompt. Their order is the order completion
/// offers them in, and settles ties between did-you-mean suggestions.
pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec {
        name: "remove",
        aliases: &["r", "rm"],
        usage: Text::Fixed("remove P P .."),
        screen: Some(ScreenLine {
            rank: 0,
            summary: Text::ByGame(remove_summary),
        }),
        help: Text::ByGame(remove_help),
        spoken: Text::ByGame(remove_spoken),
        offered_in: |game| move_word(game) == "remove",
        completes: Completes::Cards,
        parse: |args| {
            if args.words.is_empty() {
                return Err(args.bad("remove needs the positions or cards to remove."));
            }
            args.targets().map(Command::Remove)
        },
    },
    CommandSpec {
        name: "move",
        aliases: &["m", "mv"],
        usage: Text::ByGame(move_usage),
        screen: Some(ScreenLine {
            rank: 0,
            summary: Text::ByGame(move_summary),
        }),
        help: Text::ByGame(move_help),
        spoken: Text::ByGame(move_spoken),
        offered_in: |game| move_word(game) == "move",
        completes: Completes::Cards,
        parse: |args| match args.targets()?.as_slice() {
            [from] => Ok(Command::Move {
                from: *from,
                to: None,
            }),
            [from, to] => Ok(Command::Move {
                from: *from,
                to: Some(*to),
            }),
            _ => Err(args.bad("move takes a place to move from and a place to move to.")),
        },
    },
    CommandSpec {
        name: "deal",
        aliases: &["d"],
        usage: Text::Fixed("deal"),
        screen: Some(ScreenLine {
            rank: 0,
            summary: Text::ByGame(deal_summary),
        }),
        help: Text::ByGame(deal_help),
        spoken: Text::Fixed("deal: turns the next stock card."),
        offered_in: |game| game.descriptor().turns_stock,
        completes: Completes::Cards,
        parse: |args| match args.words {
            [] => Ok(Command::Deal),
            _ => Err(args.bad("deal takes nothing after it: type deal alone.")),
        },
    },
    CommandSpec {
        name: "show",
        aliases: &["s", "board"],
        usage: Text::Fixed("show [PART]"),
        screen: Some(ScreenLine {
            rank: 1,
            summary: Text::ByGame(show_summary),
        }),
        help: Text::ByGame(show_help),
        spoken: Text::ByGame(show_spoken),
        offered_in: every_game,
        completes: Completes::FirstArgument(|game| show_words(game).to_vec()),
        parse: |args| match args.words {
            [] => Ok(Command::Show),
            _ => args.part().map(Command::ShowPart),
        },
    },
    CommandSpec {
        name: "status",
        aliases: &["st"],
        usage: Text::Fixed("status"),
        screen: Some(ScreenLine {
            rank: 2,
            summary: Text::Fixed("one line: playing, won or lost, and the counts"),
        }),
        help: Text::Fixed(
            "status: say playing, won or lost. With the game, the deal and the counts. \
Example: status.",
        ),
        spoken: Text::Fixed("status: says playing, won or lost."),
        offered_in: every_game,
        completes: Completes::Cards,
        parse: |args| args.none().map(|()| Command::Status),
    },
    CommandSpec {
        name: "help",
        aliases: &["?", "h"],
        usage: Text::Fixed("help [COMMAND]"),
        screen: Some(ScreenLine {
            rank: 14,
            summary: Text::Fixed("this list, or one command explained"),
        }),
        help: Text::Fixed(
            "help~[COMMAND]: list the commands. Or explain one command. Example: help~move.",
        ),
        spoken: Text::Fixed("help, with a command: explains it."),
        offered_in: every_game,
        completes: Completes::Commands,
        parse: |args| {
            Ok(Command::Help(
                args.words.first().map(|w| w.to_ascii_lowercase()),
            ))
        },
    },
    CommandSpec {
        name: "rules",
        aliases: &[],
        usage: Text::Fixed("rules"),
        screen: Some(ScreenLine {
            rank: 10,
            summary: Text::Fixed("the rules of this game"),
        }),
        help: Text::Fixed("rules: print the rules of this game. Example: rules."),
        spoken: Text::Fixed("rules: reads the rules of this game."),
        offered_in: every_game,
        completes: Completes::Cards,
        parse: |args| args.none().map(|()| Command::Rules),
    },
    CommandSpec {
        name: "new",
        aliases: &["n"],
        usage: Text::Fixed("new [SEED]"),
        screen: Some(ScreenLine {
            rank: 8,
            summary: Text::Fixed("a new deal, from SEED if given"),
        }),
        help: Text::Fixed(
            "new~[SEED]: deal a new game. It is of this kind. It deals SEED if given. \
Else a random seed, which is shown. Example: new~42.",
        ),
        spoken: Text::Fixed("new: deals again; new~42 deals seed 42."),
        offered_in: every_game,
        completes: Completes::Cards,
        parse: |args| match args.words {
            [] => Ok(Command::New(None)),
            [seed] => seed.parse().map(|s| Command::New(Some(s))).map_err(|_| {
                args.bad(format!(
                    "\"{}\" is not a seed; a seed is a whole number from 0 to {}.",
                    crate::text::arguments::shown(seed),
                    u64::MAX
                ))
            }),
            _ => Err(args.bad("new takes at most one seed.")),
        },
    },
    CommandSpec {
        name: "restart",
        aliases: &[],
        usage: Text::Fixed("restart"),
        screen: Some(ScreenLine {
            rank: 7,
            summary: Text::Fixed("this deal again from the start"),
        }),
        help: Text::Fixed("restart: play this deal from the start. Example: restart."),
        spoken: Text::Fixed("restart: plays this deal from the start."),
        offered_in: every_game,
        completes: Completes::Cards,
        parse: |args| args.none().map(|()| Command::Restart),
    },
    CommandSpec {
        name: "quit",
        aliases: &["q", "exit"],
        usage: Text::Fixed("quit"),
        screen: Some(ScreenLine {
            rank: 15,
            summary: Text::Fixed("leave the game"),
        }),
        help: Text::Fixed("quit: leave the game. End of input does the same. Example: quit."),
        spoken: Text::Fixed("quit: leaves the game."),
        offered_in: every_game,
        completes: Completes::Cards,
        parse: |args| args.none().map(|()| Command::Quit),
    },
    CommandSpec {
        name: "undo",
        aliases: &["u"],
        usage: Text::Fixed("undo [N]"),
        screen: Some(ScreenLine {
            rank: 6,
            summary: Text::Fixed("take back the last move (or N moves); redo~[N] replays"),
        }),
        help: Text::Fixed(
            "undo~[N]: take back the last move. Or the last N moves, back to the deal. \
Cards dealt go back to the stock. So redo deals the same cards. \
Undo after the end reopens the game. Example: undo~2.",
        ),
        spoken: Text::Fixed("undo: takes back the last move."),
        offered_in: every_game,
        completes: Completes::Cards,
        parse: |args| args.count().map(Command::Undo),
    },
    CommandSpec {
        name: "redo",
        aliases: &[],
        usage: Text::Fixed("redo [N]"),
        screen: None,
        help: Text::Fixed(
            "redo~[N]: play a move taken back again. Or the last N taken back. \
A new move drops what redo could play. Example: redo.",
        ),
        spoken: Text::Fixed("redo: plays a move taken back again."),
        offered_in: every_game,
        completes: Completes::Cards,
        parse: |args| args.count().map(Command::Redo),
    },
    CommandSpec {
        name: "moves",
        aliases: &["legal"],
        usage: Text::Fixed("moves"),
        screen: Some(ScreenLine {
            rank: 3,
            summary: Text::Fixed("the legal moves now, as commands you can type"),
        }),
        help: Text::Fixed(
            "moves: list the legal moves now. Each is the command that makes it. \
So any line can be typed back. history lists the moves made. Example: moves.",
        ),
        spoken: Text::Fixed("moves: reads the legal moves."),
        offered_in: every_game,
        completes: Completes::Cards,
        parse: |args| args.none().map(|()| Command::LegalMoves),
    },
    CommandSpec {
        name: "history",
        aliases: &[],
        usage: Text::Fixed("history"),
        screen: Some(ScreenLine {
            rank: 4,
            summary: Text::Fixed("the moves since the deal, as commands"),
        }),
        help: Text::Fixed(
            "history: list the moves since the deal. Each is the command that replays it. \
moves lists the legal moves now. Example: history.",
        ),
        spoken: Text::Fixed("history: reads the moves made."),
        offered_in: every_game,
        completes: Completes::Cards,
        parse: |args| args.none().map(|()| Command::History),
    },
    CommandSpec {
        name: "save",
        aliases: &[],
        usage: Text::Fixed("save FILE"),
        screen: Some(ScreenLine {
            rank: 9,
            summary: Text::Fixed("save the game; load~FILE switches to a saved game"),
        }),
        help: Text::Fixed(
            "save~FILE: write the game to FILE. It is a text file that replays the game. \
It holds the game, variant and deal. Then it holds one command a line. \
Replay it: patience~play~--script~FILE. Carry it on: patience~resume~FILE. \
Example: save~elevens.txt.",
        ),
        spoken: Text::Fixed("save~FILE: saves the game to FILE."),
        offered_in: every_game,
        completes: Completes::Cards,
        parse: |args| args.file_name().map(Command::Save),
    },
    CommandSpec {
        name: "load",
        aliases: &[],
        usage: Text::Fixed("load FILE"),
        screen: None,
        help: Text::Fixed(
            "load~FILE: switch to the game in FILE. Only if it replays cleanly. \
Else the game in progress goes on. Example: load~elevens.txt.",
        ),
        spoken: Text::Fixed("load~FILE: plays the game in FILE."),
        offered_in: every_game,
        completes: Completes::Cards,
        parse: |args| args.file_name().map(Command::Load),
    },
    CommandSpec {
        name: "stats",
        aliases: &[],
        usage: Text::Fixed("stats"),
        screen: Some(ScreenLine {
            rank: 11,
            summary: Text::Fixed("your record at this game"),
        }),
        help: Text::Fixed(
            "stats: your record at this game. And at this variant. Played, won, win rate and \
streaks. And this game's moves, undos and hints. Example: stats.",
        ),
        spoken: Text::Fixed("stats: reads your record at this game."),
        offered_in: every_game,
        completes: Completes::Cards,
        parse: |args| args.none().map(|()| Command::Stats),
    },
    CommandSpec {
        name: "hint",
        aliases: &[],
        usage: Text::Fixed("hint [more]"),
        screen: Some(ScreenLine {
            rank: 5,
            summary: Text::Fixed("a good move from what you can see; why~says why"),
        }),
        help: Text::Fixed(
            "hint~[more]: suggest a move to type. It says so when no move is left. \
The hint uses only what you can see. It knows which cards are in the stock. \
It never knows their order. Where that order matters, it gives odds. \
They say how sure they are. For example: about 37%. \
Some odds are your chance of winning. Others are what you could win face up. \
That is a ceiling on your chance. Odds too uncertain to guide say so. \
With no win left, it says so. It then picks the move that clears most. \
By ear it is short: the move, then why. hint~more or why says it whole. \
Example: hint.",
        ),
        spoken: Text::Fixed("hint: suggests a move, naming its cards."),
        offered_in: every_game,
        completes: Completes::Words(|_| vec!["more"]),
        parse: |args| match args.words {
            [] => Ok(Command::Hint),
            [word] if word.eq_ignore_ascii_case("more") => Ok(Command::Why),
            _ => Err(args.bad("hint takes nothing, or the word more.")),
        },
    },
    CommandSpec {
        name: "why",
        aliases: &[],
        usage: Text::Fixed("why"),
        screen: None,
        help: Text::Fixed(
            "why: say the hint whole. hint~more does the same. First the move. \
Then why the hint picks it. Then the odds and how sure they are. \
Then the command to type. Example: why.",
        ),
        spoken: Text::Fixed("why, or hint~more: says the hint whole."),
        offered_in: every_game,
        completes: Completes::Cards,
        parse: |args| args.none().map(|()| Command::Why),
    },
    CommandSpec {
        name: "words",
        aliases: &[],
        usage: Text::Fixed("words on|off"),
        screen: Some(ScreenLine {
            rank: 12,
            summary: Text::Fixed("cards as words (seven of hearts) or codes (7H)"),
        }),
        help: Text::Fixed(
            "words~on|off: cards as words or codes. words~on says seven of hearts for 7H. \
It puts one place on a line. words~off goes back to codes. \
words alone says which is on. Example: words~on.",
        ),
        spoken: Text::Fixed("words on or off: card names or codes."),
        offered_in: every_game,
        completes: Completes::Words(|_| vec!["on", "off"]),
        parse: |args| on_or_off(args).map(Command::Words),
    },
    CommandSpec {
        name: "verbosity",
        aliases: &[],
        usage: Text::Fixed("verbosity LEVEL"),
        screen: Some(ScreenLine {
            rank: 13,
            summary: Text::Fixed("terse, normal or verbose: how much is said after a move"),
        }),
        help: Text::Fixed(
            "verbosity~LEVEL: how much is said. It is said after a move. LEVEL is terse, normal \
or verbose. Terse says only what happened. Normal adds the board. By ear, what is left. \
Verbose adds the moves possible. verbosity alone says the level. \
Example: verbosity~terse.",
        ),
        spoken: Text::Fixed("verbosity: terse, normal or verbose."),
        offered_in: every_game,
        completes: Completes::Words(|_| Verbosity::ALL.iter().map(|level| level.name()).collect()),
        parse: |args| match args.words {
            [] => Ok(Command::Verbosity(None)),
            [word] => word
                .parse()
                .map(|level| Command::Verbosity(Some(level)))
                .map_err(|()| {
                    args.bad(format!(
                        "\"{}\" is not a verbosity; the levels are terse, normal and verbose.",
                        crate::text::arguments::shown(word)
                    ))
                }),
            _ => Err(args.bad("verbosity takes one level: terse, normal or verbose.")),
        },
    },
    CommandSpec {
        name: "playable",
        aliases: &[],
        usage: Text::Fixed("playable on|off"),
        screen: Some(ScreenLine {
            rank: 13,
            summary: Text::Fixed("name the playable cards after every move"),
        }),
        help: Text::Fixed(
            "playable~on|off: name playable cards. It names them after each move. \
It is off at first. Or start with --announce-playable. playable alone says which is on. \
Example: playable~on.",
        ),
        spoken: Text::Fixed("playable on: say the cards you can play."),
        offered_in: every_game,
        completes: Completes::Words(|_| vec!["on", "off"]),
        parse: |args| on_or_off(args).map(Command::Announce),
    },
    CommandSpec {
        name: "where",
        aliases: &[],
        usage: Text::Fixed("where, again"),
        screen: Some(ScreenLine {
            rank: 11,
            summary: Text::Fixed("where you are; again~repeats what the last move said"),
        }),
        help: Text::Fixed(
            "where: say the game and deal. Then what is left and the moves made. \
Then what is playable now. Example: where.",
        ),
        spoken: Text::Fixed("where: where you are, what is playable."),
        offered_in: every_game,
        completes: Completes::Cards,
        parse: |args| args.none().map(|()| Command::Where),
    },
    CommandSpec {
        name: "again",
        aliases: &[],
        usage: Text::Fixed("again"),
        screen: None,
        help: Text::Fixed(
            "again: say the last move once more. Or the last undo or restart. \
Before any move, the deal. Example: again.",
        ),
        spoken: Text::Fixed("again: says the last move once more."),
        offered_in: every_game,
        completes: Completes::Cards,
        parse: |args| args.none().map(|()| Command::Again),
    },
    CommandSpec {
        name: "review",
        aliases: &[],
        usage: Text::Fixed("review [stock]"),
        screen: Some(ScreenLine {
            rank: 5,
            summary: Text::Fixed("your moves so far judged against the hint"),
        }),
        help: Text::Fixed(
            "review~[stock]: judge your moves so far. Each is set against the fair hint. \
Your odds before it and after it. And after the hint's best move. Then what it cost. \
The worst moves come first. A cost that could be chance says so. \
After the game it reads the real stock. It says whether the deal could be won. \
And the last move after which it could. It gives a winning line. \
review~stock says so during the game. That counts as help. Example: review.",
        ),
        spoken: Text::Fixed("review: judges your moves so far."),
        offered_in: every_game,
        completes: Completes::Words(|_| vec!["stock"]),
        parse: |args| match args.words {
            [] => Ok(Command::Review(false)),
            [word] if word.eq_ignore_ascii_case("stock") => Ok(Command::Review(true)),
            _ => Err(args.bad("review takes nothing, or the word stock.")),
        },
    },
];

/// The command `word` (a name or an alias, any case) names.
pub fn find(word: &str) -> Option<&'static CommandSpec> {
    COMMANDS.iter().find(|spec| spec.is_named(word))
}

/// The canonical command word for `word` (an alias or the word itself).
pub fn canonical_command(word: &str) -> Option<&'static str> {
    find(word).map(|spec| spec.name)
}

/// The command a mistyped word was probably meant to be (`hnit`: hint).
pub fn suggest_command(word: &str) -> Option<&'static str> {
    closest(word, COMMANDS.iter().map(|spec| spec.name))
}

/// The command words `game` offers, in the order of [`COMMANDS`]: all of
/// them but the other kind of game's move word.
pub fn commands_of(game: GameId) -> impl Iterator<Item = &'static str> {
    COMMANDS
        .iter()
        .filter(move |spec| (spec.offered_in)(game))
        .map(|spec| spec.name)
}

fn move_usage(game: GameId) -> &'static str {
    game.descriptor().moves.usage
}

/// Whether `deal` turns onto a waste pile (a game of covered cards) or
/// onto the foundation (Golf).
fn turns_onto_waste(game: GameId) -> bool {
    game.descriptor().cover.is_some()
}

fn deal_summary(game: GameId) -> &'static str {
    if turns_onto_waste(game) {
        "turn the next stock card onto the waste"
    } else {
        "turn the next stock card onto the foundation"
    }
}

fn deal_help(game: GameId) -> &'static str {
    if !game.descriptor().turns_stock {
        "deal: not in this game. It has no stock to turn by hand. \
Example: help, for the commands it has."
    } else if turns_onto_waste(game) {
        "deal: turn the next stock card. It goes on the waste. rules says how many \
passes there are. Example: deal, or~d."
    } else {
        "deal: turn the next stock card. It goes on the foundation, any rank. \
It becomes the card to play on. Example: deal, or~d."
    }
}

fn show_summary(game: GameId) -> &'static str {
    game.descriptor().show.summary
}

fn show_help(game: GameId) -> &'static str {
    game.descriptor().show.help
}

fn show_spoken(game: GameId) -> &'static str {
    game.descriptor().show.spoken
}

/// The move's sentence in the spoken help, under the move word of `shape`
/// (`remove` or `move`); empty in a game whose moves have the other shape,
/// which the spoken help does not list.
fn move_sentence(game: GameId, word: &str) -> &'static str {
    let moves = game.descriptor().moves;
    if moves.word() == word {
        moves.spoken
    } else {
        ""
    }
}

fn remove_spoken(game: GameId) -> &'static str {
    move_sentence(game, "remove")
}

fn move_spoken(game: GameId) -> &'static str {
    move_sentence(game, "move")
}

fn remove_summary(game: GameId) -> &'static str {
    let moves = game.descriptor().moves;
    match moves.shape {
        MoveShape::Remove => moves.summary,
        MoveShape::Build | MoveShape::Play => "",
    }
}

fn move_summary(game: GameId) -> &'static str {
    let moves = game.descriptor().moves;
    match moves.shape {
        MoveShape::Build | MoveShape::Play => moves.summary,
        MoveShape::Remove => "",
    }
}

fn remove_help(game: GameId) -> &'static str {
    game.descriptor().moves.remove_help
}

fn move_help(game: GameId) -> &'static str {
    game.descriptor().moves.move_help
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_two_commands_share_a_word() {
        let mut words: Vec<&str> = COMMANDS
            .iter()
            .flat_map(|spec| std::iter::once(spec.name).chain(spec.aliases.iter().copied()))
            .collect();
        let count = words.len();
        words.sort_unstable();
        words.dedup();
        assert_eq!(words.len(), count);
    }

    #[test]
    fn every_game_is_offered_exactly_one_move_word() {
        for game in GameId::ALL {
            let moves: Vec<&str> = commands_of(game)
                .filter(|name| ["remove", "move"].contains(name))
                .collect();
            assert_eq!(moves, [move_word(game)], "{game}");
        }
    }

    #[test]
    fn hint_more_and_why_are_one_command_and_hint_takes_only_more() {
        use crate::text::parse::parse;
        assert_eq!(parse("why"), Ok(Some(Command::Why)));
        assert_eq!(parse("hint more"), Ok(Some(Command::Why)));
        assert_eq!(parse("HINT More"), Ok(Some(Command::Why)));
        assert_eq!(parse("hint"), Ok(Some(Command::Hint)));
        assert_eq!(Command::Why.to_string(), "why");
        let refused = parse("hint everything").unwrap_err().to_string();
        assert!(
            refused.starts_with("hint takes nothing, or the word more."),
            "{refused}"
        );
        assert!(parse("why not").is_err());
    }
}
