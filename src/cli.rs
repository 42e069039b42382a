//! The command line: clap definitions (declared once, with their help text)
//! and the top-level commands. Kept in the library so tests and the man page
//! generator can reach the same definitions `main.rs` parses.

use crate::data_dir::{data_dir, DataEnv};
use crate::deal::Deal;
use crate::display::DisplayArgs;
use crate::games::{GameId, Rules};
use crate::repl::{self, Output, PlainLines, Player, PlayerOptions, Terminal};
use crate::session::Session;
use crate::terminal::{PromptedLines, HISTORY_FILE};
use crate::text::colour::ColourEnv;
use crate::text::help;
use clap::{Args, Parser, Subcommand};
use std::io::{self, BufReader, IsTerminal, Write};
use std::path::PathBuf;

/// Exit status for a usage error (bad arguments, unknown game).
pub const EXIT_USAGE: i32 = 2;
/// Exit status for a runtime error (a file that cannot be read).
pub const EXIT_RUNTIME: i32 = 1;

/// patience: plain, line-oriented solitaire.
#[derive(Debug, Parser)]
#[command(
    name = "patience",
    version,
    about = "A plain, line-oriented solitaire player: Eighteens, Elevens, Sweet Sixteen, Eliminator, Suit Elevens.",
    after_help = "Start with: patience play elevens   (or just: patience elevens)\nList the games: patience list"
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Option<CliCommand>,
}

/// The top-level commands.
#[derive(Debug, Subcommand)]
pub enum CliCommand {
    /// Play a game at the prompt, or from a script (`patience GAME` is short for this).
    Play(PlayArgs),
    /// List the games with a one-line summary each.
    List,
    /// Print the rules of a game.
    Rules {
        /// The game: eighteens, elevens, sweet-sixteen, eliminator, suit-elevens (any unique prefix).
        game: String,
    },
    /// Print a deal as 52 card codes on one line, in deal order.
    Deck(DeckArgs),
}

/// Which deal to play.
#[derive(Debug, Clone, Args)]
pub struct DealArgs {
    /// Deal from this seed (0 to 18446744073709551615); the same seed gives the same deal everywhere.
    #[arg(long, value_name = "N", conflicts_with = "deck")]
    pub seed: Option<u64>,
    /// Deal these 52 cards, in deal order, e.g. "7H 4C KD ...".
    #[arg(long, value_name = "CARDS")]
    pub deck: Option<String>,
}

/// Which variant of the game.
#[derive(Debug, Clone, Args)]
pub struct VariantArgs {
    /// Suit Elevens only: `pairs` removes exactly two cards summing to 11 (or J, Q, K).
    #[arg(long, value_name = "NAME")]
    pub variant: Option<String>,
    /// Eliminator only: play with 4, 5 or 6 foundations (6 is standard).
    #[arg(long, value_name = "N")]
    pub foundations: Option<u8>,
}

/// Options of `patience play`.
#[derive(Debug, Clone, Args)]
pub struct PlayArgs {
    /// The game: eighteens, elevens, sweet-sixteen, eliminator, suit-elevens (any unique prefix).
    pub game: String,
    /// The deal.
    #[command(flatten)]
    pub deal: DealArgs,
    /// The variant.
    #[command(flatten)]
    pub variant: VariantArgs,
    /// Read commands from FILE (`-` for standard input) instead of the terminal.
    #[arg(long, value_name = "FILE")]
    pub script: Option<PathBuf>,
    /// Stop at the first rejected or unknown command, exiting with status 65.
    #[arg(long)]
    pub strict: bool,
    /// How the game is shown.
    #[command(flatten)]
    pub display: DisplayArgs,
}

/// Options of `patience deck`.
#[derive(Debug, Clone, Args)]
pub struct DeckArgs {
    /// The game (the deal order is the same for every game; the id is checked).
    pub game: String,
    /// The seed to shuffle from.
    #[arg(long, value_name = "N")]
    pub seed: u64,
}

/// The command names, for telling `patience GAME` from `patience COMMAND`.
const SUBCOMMANDS: &[&str] = &["play", "list", "rules", "deck", "help"];

/// The arguments with `play` inserted when the first one is a game, so that
/// `patience elevens --seed 3` means `patience play elevens --seed 3`.
pub fn expand_shorthand(args: Vec<String>) -> Vec<String> {
    match args.get(1) {
        Some(first) if !first.starts_with('-') && !SUBCOMMANDS.contains(&first.as_str()) => {
            let mut expanded = args.clone();
            expanded.insert(1, "play".to_string());
            expanded
        }
        _ => args,
    }
}

/// An error that ends the program with a status.
#[derive(Debug)]
pub struct Failure {
    /// The exit status.
    pub status: i32,
    /// The sentence for stderr.
    pub message: String,
}

impl Failure {
    fn usage(message: impl Into<String>) -> Failure {
        Failure {
            status: EXIT_USAGE,
            message: message.into(),
        }
    }
}

/// Finds a game by id or prefix, as a usage error if it is unknown.
pub fn game_id(text: &str) -> Result<GameId, Failure> {
    GameId::resolve(text).map_err(|e| Failure::usage(e.to_string()))
}

/// The rules and the deal chosen by the options; a random seed when none is given.
pub fn chosen_game(
    game: &str,
    deal: &DealArgs,
    variant: &VariantArgs,
) -> Result<(Rules, Deal), Failure> {
    let id = game_id(game)?;
    let rules = Rules::with_options(id, variant.variant.as_deref(), variant.foundations)
        .map_err(Failure::usage)?;
    let deal = match (&deal.deck, deal.seed) {
        (Some(text), _) => Deal::parse(text).map_err(|e| Failure::usage(e.to_string()))?,
        (None, Some(seed)) => Deal::from_seed(seed),
        (None, None) => Deal::from_seed(repl::random_seed()),
    };
    Ok((rules, deal))
}

/// Runs a parsed command line; returns the exit status.
pub fn run(cli: Cli) -> Result<i32, Failure> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let result = match cli.command {
        None => writeln!(
            out,
            "patience plays five solitaire games at a plain prompt.\n\
             Start a game with: patience play elevens   (or: patience elevens)\n\
             List the games with: patience list\n\
             More: patience --help"
        )
        .map(|_| 0),
        Some(CliCommand::List) => list(&mut out).map(|_| 0),
        Some(CliCommand::Rules { game }) => {
            let id = game_id(&game)?;
            writeln!(out, "{}\n\n{}", id.name(), help::rules_text(id)).map(|_| 0)
        }
        Some(CliCommand::Deck(args)) => {
            game_id(&args.game)?;
            writeln!(out, "{}", Deal::from_seed(args.seed).codes()).map(|_| 0)
        }
        Some(CliCommand::Play(args)) => {
            drop(out);
            return play(&args);
        }
    };
    quietly_on_closed_pipe(result)
}

/// Treats a closed stdout as a normal end: the reader has all it wanted.
pub fn quietly_on_closed_pipe(result: io::Result<i32>) -> Result<i32, Failure> {
    match result {
        Ok(status) => Ok(status),
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => Ok(0),
        Err(err) => Err(Failure {
            status: EXIT_RUNTIME,
            message: format!("Could not write the output: {err}."),
        }),
    }
}

fn list(out: &mut impl Write) -> io::Result<()> {
    for game in GameId::ALL {
        writeln!(out, "{:<14}{}", game.id(), game.summary())?;
    }
    Ok(())
}

fn play(args: &PlayArgs) -> Result<i32, Failure> {
    let (rules, deal) = chosen_game(&args.game, &args.deal, &args.variant)?;
    let colour_env = ColourEnv::from_process();
    let accessible_env = std::env::var("PATIENCE_ACCESSIBLE").ok();
    let display = args.display.settle(&colour_env, accessible_env.as_deref());
    let options = PlayerOptions {
        strict: args.strict,
        style: display.style,
    };
    let mut player = Player::new(Session::new(rules, deal), options);
    let stdout = io::stdout();
    let stderr = io::stderr();
    let mut out_lock = stdout.lock();
    let mut err_lock = stderr.lock();
    let mut out = Output::new(&mut out_lock, &mut err_lock);
    let result = (|| -> io::Result<i32> {
        let mut source: Box<dyn repl::LineSource> = match &args.script {
            Some(path) if path.as_os_str() == "-" => Box::new(PlainLines::new(io::stdin().lock())),
            Some(path) => {
                let file = std::fs::File::open(path).map_err(|e| {
                    io::Error::new(
                        e.kind(),
                        format!("Could not open the script {}: {e}", path.display()),
                    )
                })?;
                Box::new(PlainLines::new(BufReader::new(file)))
            }
            None if io::stdin().is_terminal() && io::stdout().is_terminal() => {
                if colour_env.term_is_dumb() {
                    Box::new(PromptedLines::new(io::stdin().lock()))
                } else {
                    let history = data_dir(&DataEnv::from_process()).map(|d| d.join(HISTORY_FILE));
                    Box::new(Terminal::new(display.terminal, history)?)
                }
            }
            None => Box::new(PlainLines::new(io::stdin().lock())),
        };
        player.announce_deal(&mut out)?;
        let status = player.run(source.as_mut(), &mut out)?;
        if let Some(warning) = source.close() {
            out.warning(&warning)?;
        }
        Ok(status)
    })();
    match result {
        Err(err) if err.kind() != io::ErrorKind::BrokenPipe => Err(Failure {
            status: EXIT_RUNTIME,
            message: format!("{err}."),
        }),
        other => quietly_on_closed_pipe(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn the_clap_definitions_are_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn a_game_as_first_argument_means_play() {
        assert_eq!(
            expand_shorthand(args("patience elim --seed 3")),
            args("patience play elim --seed 3")
        );
        assert_eq!(
            expand_shorthand(args("patience list")),
            args("patience list")
        );
        assert_eq!(
            expand_shorthand(args("patience --help")),
            args("patience --help")
        );
        assert_eq!(expand_shorthand(args("patience")), args("patience"));
    }
}
