//! What a typed line means: [`Command`], the places it points at
//! ([`Target`], [`Part`]), and their formatting back to the text that reads
//! as the same command, so that a move can be printed as a line to type.

use crate::games::Move;
use crate::text::verbosity::Verbosity;
use std::fmt;

/// Something a command points at: a numbered place, a card, or a
/// foundation. The rules own it (they resolve targets to moves); here it
/// is printed back as typed.
pub use crate::games::Target;

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Number(n) => write!(f, "{n}"),
            Target::Card(card) => write!(f, "{card}"),
            Target::Rank(rank) => f.write_str(rank.name()),
            Target::Foundation(n) => write!(f, "f{n}"),
            Target::Stock => f.write_str("stock"),
            Target::Waste => f.write_str("waste"),
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
    /// `show waste`: the waste pile, bottom to top (a game of covered cards).
    Waste,
}

impl fmt::Display for Part {
    /// The words after `show`: `3`, `f2`, `stock`, `foundations`, `row 2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Part::Place(n) => Target::Number(*n).fmt(f),
            Part::Foundation(n) => Target::Foundation(*n).fmt(f),
            Part::Stock => f.write_str("stock"),
            Part::Foundations => f.write_str("foundations"),
            Part::Row(n) => write!(f, "row {n}"),
            Part::Waste => f.write_str("waste"),
        }
    }
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
    /// `deal`: turn the next stock card onto the foundation (Golf).
    Deal,
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
    /// `why` (or `hint more`): the hint whole, with all its reasons, the
    /// odds and how sure they are, and the command that makes its move.
    Why,
    /// `show N`, `show fN`, `show stock`, `show foundations`, `show row
    /// N`, `show waste`.
    ShowPart(Part),
    /// `words on|off`, or `words` alone to hear the setting.
    Words(Option<bool>),
    /// `verbosity terse|normal|verbose`, or `verbosity` alone to hear it.
    Verbosity(Option<Verbosity>),
    /// `playable on|off`: after every move, name the cards playable now;
    /// `playable` alone to hear the setting.
    Announce(Option<bool>),
    /// `where`: the game, the cards left, the moves made and whether any
    /// move is possible.
    Where,
    /// `again`: what the last command that changed the game said.
    Again,
    /// `review [stock]`: the moves so far judged against the fair hint;
    /// `stock` also reads the real stock order.
    Review(bool),
}

impl Command {
    /// The command that makes `mv`, with places numbered from 1:
    /// `remove 3 7`, `move 4 9`, `move 2 f1`, `remove 5 waste`, `move 23
    /// waste`.
    pub fn of_move(mv: &Move) -> Command {
        match mv {
            Move::Remove(slots) => Command::Remove(slots.iter().map(|&s| target_of(s)).collect()),
            Move::Play { column, foundation } if *foundation == Move::WASTE => Command::Move {
                from: Target::Number(column + 1),
                to: Some(Target::Waste),
            },
            Move::Build { from, to } => Command::Move {
                from: Target::Number(from + 1),
                to: Some(Target::Number(to + 1)),
            },
            Move::Play { column, foundation } => Command::Move {
                from: Target::Number(column + 1),
                to: Some(Target::Foundation(foundation + 1)),
            },
            Move::Turn => Command::Deal,
        }
    }
}

/// The target that names a move's 0-based `slot`: its number from 1, or
/// `stock` or `waste` for [`Move::STOCK`] and [`Move::WASTE`].
fn target_of(slot: usize) -> Target {
    match slot {
        Move::STOCK => Target::Stock,
        Move::WASTE => Target::Waste,
        _ => Target::Number(slot + 1),
    }
}

/// The command that replays `mv`, as the player would type it:
/// `remove 3 7`, `move 3 7` or `move 2 f1` (places numbered from 1).
pub fn move_command(mv: &Move) -> String {
    Command::of_move(mv).to_string()
}

/// Writes `word` and then each of `targets`, separated by spaces.
fn write_targets(f: &mut fmt::Formatter<'_>, word: &str, targets: &[Target]) -> fmt::Result {
    f.write_str(word)?;
    for (i, target) in targets.iter().enumerate() {
        if i > 0 || !word.is_empty() {
            f.write_str(" ")?;
        }
        write!(f, "{target}")?;
    }
    Ok(())
}

impl fmt::Display for Command {
    /// The line that reads as this command, with the full command word:
    /// `remove 3 7`, `move 2 f1`, `undo 2`, `show row 2`, `words on`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Remove(targets) => write_targets(f, "remove", targets),
            Command::Move { from, to: None } => write!(f, "move {from}"),
            Command::Move { from, to: Some(to) } => write!(f, "move {from} {to}"),
            Command::Bare(targets) => write_targets(f, "", targets),
            Command::Deal => f.write_str("deal"),
            Command::Show => f.write_str("show"),
            Command::Status => f.write_str("status"),
            Command::Help(None) => f.write_str("help"),
            Command::Help(Some(topic)) => write!(f, "help {topic}"),
            Command::Rules => f.write_str("rules"),
            Command::New(None) => f.write_str("new"),
            Command::New(Some(seed)) => write!(f, "new {seed}"),
            Command::Restart => f.write_str("restart"),
            Command::Quit => f.write_str("quit"),
            Command::Undo(n) => write!(f, "undo {n}"),
            Command::Redo(n) => write!(f, "redo {n}"),
            Command::LegalMoves => f.write_str("moves"),
            Command::History => f.write_str("history"),
            Command::Save(file) => write!(f, "save {file}"),
            Command::Load(file) => write!(f, "load {file}"),
            Command::Stats => f.write_str("stats"),
            Command::Hint => f.write_str("hint"),
            Command::Why => f.write_str("why"),
            Command::ShowPart(part) => write!(f, "show {part}"),
            Command::Words(None) => f.write_str("words"),
            Command::Words(Some(true)) => f.write_str("words on"),
            Command::Words(Some(false)) => f.write_str("words off"),
            Command::Announce(None) => f.write_str("playable"),
            Command::Announce(Some(true)) => f.write_str("playable on"),
            Command::Announce(Some(false)) => f.write_str("playable off"),
            Command::Verbosity(None) => f.write_str("verbosity"),
            Command::Verbosity(Some(level)) => write!(f, "verbosity {level}"),
            Command::Where => f.write_str("where"),
            Command::Again => f.write_str("again"),
            Command::Review(false) => f.write_str("review"),
            Command::Review(true) => f.write_str("review stock"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_commands_replay_the_move() {
        assert_eq!(move_command(&Move::Remove(vec![2, 6])), "remove 3 7");
        assert_eq!(move_command(&Move::Build { from: 0, to: 15 }), "move 1 16");
        assert_eq!(
            move_command(&Move::Play {
                column: 1,
                foundation: 0
            }),
            "move 2 f1"
        );
        assert_eq!(move_command(&Move::Turn), "deal");
        assert_eq!(
            move_command(&Move::Remove(vec![4, Move::STOCK])),
            "remove 5 stock"
        );
        assert_eq!(
            move_command(&Move::Remove(vec![Move::STOCK, Move::WASTE])),
            "remove stock waste"
        );
        assert_eq!(
            move_command(&Move::Play {
                column: 22,
                foundation: Move::WASTE
            }),
            "move 23 waste"
        );
    }
}
