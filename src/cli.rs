//! The command line: clap definitions (declared once, with their help text)
//! and the top-level commands. Kept in the library so tests and the man page
//! generator can reach the same definitions `main.rs` parses.

use crate::board_file;
use crate::board_input;
use crate::command_line::{board_file_help, board_formats, game_help};
pub use crate::command_line::{
    count, exit_code_of, game_id, quietly_on_closed_pipe, seed_number, Failure, VariantArgs,
};
use crate::command_line::{runtime, Unreadable};
use crate::data_dir::{data_dir, DataEnv};
use crate::deal::Deal;
use crate::display::DisplayArgs;
use crate::display::{accessible_asked, Display};
use crate::exit_code::ExitCode;
use crate::games::{GameId, Rules};
use crate::message::join_with_and;
use crate::record;
use crate::repl::{self, Output, PlainLines, Player, PlayerOptions};
use crate::savefile::{self, Header, LoadError};
use crate::session::Session;
use crate::shell_completions::{self, GameNames, Shell};
use crate::stats_report;
use crate::terminal::{PromptedLines, Terminal, HISTORY_FILE};
use crate::text::colour::ColourEnv;
use crate::text::escape;
use crate::text::help;
use crate::text::reason::io_reason;
use crate::text::width::{hanging, stdout_width, wrap_text, Screen};
use crate::words::{capitalise, count_in_words, ties_from_tildes};
use anyhow::Context;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use std::io::{self, BufReader, IsTerminal, Write};
use std::path::PathBuf;

/// patience: plain, line-oriented solitaire.
#[derive(Debug, Parser)]
#[command(
    name = "patience",
    version,
    about = about(),
    after_help = "Start with: patience play elevens   (or just: patience elevens)\nList the games: patience list\nTo play by ear: patience elevens --accessible (or set PATIENCE_ACCESSIBLE=1)"
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Option<CliCommand>,
}

/// The top-level commands. Each command's options are made only when that
/// command is parsed or its help shown (`defer`): making all of them for
/// every run was a sixth of `patience solve`'s time on a small deal
/// (docs/performance.md, "Start-up"). Made later, a command's options type
/// sets the command's description again, so a command with an options type
/// takes its description from one `ABOUT` of that type, named both here
/// (what lists the commands shows) and on the type.
#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum CliCommand {
    /// `patience play` ([`PlayArgs`]).
    #[command(about = PlayArgs::ABOUT)]
    Play(PlayArgs),
    /// List the games with a one-line summary each.
    List {
        /// Say each game as a sentence, its name then its summary, with no
        /// columns to line up. Also set by PATIENCE_ACCESSIBLE=1.
        #[arg(long)]
        accessible: bool,
    },
    /// Print the rules of a game.
    Rules {
        /// The game (its help names every game: [`game_help`]).
        #[arg(value_parser = GameNames, hide_possible_values = true, help = game_help())]
        game: String,
        /// Read the rules as accessible mode does in a game: one sentence to
        /// a line, cards in words, nothing about the printed layout. Also
        /// set by PATIENCE_ACCESSIBLE=1.
        #[arg(long)]
        accessible: bool,
    },
    /// `patience deck` ([`DeckArgs`]).
    #[command(about = DeckArgs::ABOUT)]
    Deck(DeckArgs),
    /// `patience resume` ([`ResumeArgs`]).
    #[command(about = ResumeArgs::ABOUT)]
    Resume(ResumeArgs),
    /// `patience stats` ([`StatsArgs`]).
    #[command(about = StatsArgs::ABOUT)]
    Stats(StatsArgs),
    /// `patience solve` ([`crate::commands::solve::SolveArgs`]).
    #[command(about = crate::commands::solve::SolveArgs::ABOUT)]
    #[command(override_usage = "patience solve [OPTIONS] <GAME> --seed <N>\n       \
        patience solve [OPTIONS] <GAME> --deck <CARDS>\n       \
        patience solve [OPTIONS] <GAME> --seeds <FIRST..LAST>\n       \
        patience solve [OPTIONS] <GAME> --board <FILE>")]
    Solve(crate::commands::solve::SolveArgs),
    /// `patience simulate` ([`crate::commands::simulate::SimulateArgs`]).
    #[command(about = crate::commands::simulate::SimulateArgs::ABOUT)]
    Simulate(crate::commands::simulate::SimulateArgs),
    /// `patience merge` ([`crate::commands::merge::MergeArgs`]).
    #[command(about = crate::commands::merge::MergeArgs::ABOUT)]
    Merge(crate::commands::merge::MergeArgs),
    /// `patience review` ([`crate::commands::review::ReviewArgs`]).
    #[command(about = crate::commands::review::ReviewArgs::ABOUT)]
    Review(crate::commands::review::ReviewArgs),
    /// Print a shell completion script for bash, zsh or fish.
    Completions {
        /// The shell: bash, zsh or fish.
        shell: Shell,
        /// Accepted, as everywhere, and changes nothing: the script is
        /// read by the shell, not by a person. Also set by
        /// PATIENCE_ACCESSIBLE=1.
        #[arg(long)]
        accessible: bool,
    },
}

/// Options of `patience resume`.
#[derive(Debug, Clone, Args)]
#[command(about = ResumeArgs::ABOUT)]
pub struct ResumeArgs {
    /// The saved game, written by `save FILE` at the prompt; without it, the
    /// last game left unfinished (kept in the data directory).
    pub file: Option<PathBuf>,
    /// How the game is played and shown.
    #[command(flatten)]
    pub player: PlayerArgs,
}

impl ResumeArgs {
    /// The description of `patience resume` in help (see [`crate::cli::CliCommand`]).
    pub const ABOUT: &str = "Replay a saved game and carry on playing it (from the terminal, or from standard input); without FILE, the last game left unfinished";
}

/// Options of `play` and `resume` that do not change the game: strictness,
/// recording and the display.
#[derive(Debug, Clone, Args)]
pub struct PlayerArgs {
    /// Stop at the first rejected or unknown command, exiting with status 65;
    /// from a script or a pipe, the message names the line by its number.
    #[arg(long)]
    pub strict: bool,
    /// Do not add this game to the record of games played.
    #[arg(long)]
    pub no_record: bool,
    /// Record this game even though its commands do not come from a terminal (a pipe or --script).
    #[arg(long, conflicts_with = "no_record")]
    pub record: bool,
    /// How the game is shown.
    #[command(flatten)]
    pub display: DisplayArgs,
}

/// Options of `patience stats`.
#[derive(Debug, Clone, Args)]
#[command(about = StatsArgs::ABOUT)]
pub struct StatsArgs {
    /// Only this game, by its name or any prefix that names one game (`pyr`); every game when left out.
    #[arg(value_parser = GameNames, hide_possible_values = true)]
    pub game: Option<String>,
    /// List the games played, oldest first: game, deal, result, date and the command that plays the deal again.
    #[arg(long)]
    pub list: bool,
    /// Print JSON instead of sentences (see docs/commands.md for the schema).
    #[arg(long)]
    pub json: bool,
    /// Accepted as everywhere, so a player who always gives it is never
    /// refused: the summary is already a sentence a game, and the list a
    /// line a game with no columns to line up.
    #[arg(long)]
    pub accessible: bool,
}

impl StatsArgs {
    /// The description of `patience stats` in help (see [`crate::cli::CliCommand`]).
    pub const ABOUT: &str = "Show the record of games played: played, won, won without help, win percentage and streaks per game; or list the games";
}

/// Which deal to play.
#[derive(Debug, Clone, Args)]
pub struct DealArgs {
    /// Deal from this seed (0 to 18446744073709551615); the same seed gives the same deal everywhere.
    #[arg(long, value_name = "N", conflicts_with = "deck", value_parser = seed_number)]
    pub seed: Option<u64>,
    /// Deal these 52 cards, in deal order, e.g. "7H 4C KD ...".
    #[arg(long, value_name = "CARDS")]
    pub deck: Option<String>,
    /// Deal the board in FILE (`-` for standard input), in the game's
    /// format (its help names the games of each: [`board_file_help`]).
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with_all = ["seed", "deck"],
        help = board_file_help("Deal")
    )]
    pub board: Option<PathBuf>,
}

/// Options of `patience play`.
#[derive(Debug, Clone, Args)]
#[command(about = PlayArgs::ABOUT)]
pub struct PlayArgs {
    /// The game (its help names every game: [`game_help`]); may be left
    /// out when --script names a saved game.
    #[arg(
        value_parser = GameNames,
        hide_possible_values = true,
        help = format!("{}. May be left out when --script names a saved game", game_help())
    )]
    pub game: Option<String>,
    /// The deal.
    #[command(flatten)]
    pub deal: DealArgs,
    /// The variant.
    #[command(flatten)]
    pub variant: VariantArgs,
    /// Read commands from FILE (`-` for standard input) instead of the terminal.
    /// A FILE is data: its lines cannot save (pipe it on standard input to let them).
    #[arg(long, value_name = "FILE")]
    pub script: Option<PathBuf>,
    /// How the game is played and shown.
    #[command(flatten)]
    pub player: PlayerArgs,
}

impl PlayArgs {
    /// The description of `patience play` in help (see [`crate::cli::CliCommand`]).
    pub const ABOUT: &str =
        "Play a game at the prompt, or from a script (`patience GAME` is short for this)";
}

/// Options of `patience deck`.
#[derive(Debug, Clone, Args)]
#[command(about = DeckArgs::ABOUT)]
pub struct DeckArgs {
    /// The game, if given, is checked; the deal order is the same for every game.
    #[arg(value_parser = GameNames, hide_possible_values = true)]
    pub game: Option<String>,
    /// The seed to shuffle from.
    #[arg(long, value_name = "N", value_parser = seed_number)]
    pub seed: u64,
    /// Print the deal as a board of GAME in its format (its help names the
    /// games of each: [`board_formats`]).
    #[arg(
        long,
        requires = "game",
        help = format!("Print the deal as a board of GAME in its format {}", board_formats())
    )]
    pub board: bool,
    /// For screen readers: the cards in words, numbered, in sentences that
    /// each fit the line. A --board is a file for another program and is
    /// printed as it is. Also set by PATIENCE_ACCESSIBLE=1.
    #[arg(long)]
    pub accessible: bool,
}

impl DeckArgs {
    /// The description of `patience deck` in help (see [`crate::cli::CliCommand`]).
    pub const ABOUT: &str = "Print a deal as 52 card codes on one line, in deal order (the same for every game); with --board, as a board of GAME";
}

/// Parses the command line (after [`expand_shorthand`]), with `--help`
/// wrapped to the screen's width: 79 columns into a pipe.
/// No styles of clap's own: what clap prints is then plain text, and an
/// escape sequence in it can only be one typed in an argument, which
/// [`report_clap`] shows escaped.
pub fn parse(args: Vec<String>) -> Result<Cli, clap::Error> {
    let matches = Cli::command()
        .term_width(stdout_width())
        .styles(clap::builder::Styles::plain())
        .try_get_matches_from(args)?;
    Cli::from_arg_matches(&matches)
}

/// Prints a clap error: help and version as clap lays them out (on stdout),
/// usage errors on stderr within the screen's width (clap does not wrap
/// them) and with control characters in what was typed shown as visible
/// escapes (`text::escape`), never stripped: the value is quoted as given.
/// Returns the exit status: success for help and version (a runtime error,
/// said in a sentence, if they could not be written; a closed pipe is no
/// error), else a usage error.
pub fn report_clap(err: &clap::Error) -> ExitCode {
    // `ansi()` keeps escape sequences where `to_string()` would strip them
    // as styling; the parser's styles are plain, so all there are were typed.
    let text = err.render().ansi().to_string();
    if err.use_stderr() {
        say_escaped(text.trim_end());
        return ExitCode::Usage;
    }
    let written = io::stdout()
        .lock()
        .write_all(text.as_bytes())
        .and_then(|()| io::stdout().lock().flush());
    match quietly_on_closed_pipe(written.map(|()| ExitCode::Success)) {
        Ok(status) => status,
        Err(failure) => {
            say_escaped(&failure.message);
            failure.status
        }
    }
}

/// Prints the error that ended the program on stderr, as one sentence:
/// its context first ("Could not open the script moves.txt: there is no
/// such file or directory."), within the screen's width, control
/// characters (in a file name, say) shown as visible escapes. A closed
/// stderr is not an error.
pub fn report(error: &anyhow::Error) {
    say_escaped(&format!("{error:#}"));
}

/// Prints `text` on stderr line by line, each line's control characters
/// shown as visible escapes and wrapped to the screen's width (the line
/// breaks of the text itself stay breaks, never a literal `\n`). A closed
/// stderr is not an error.
fn say_escaped(text: &str) {
    let mut err = io::stderr().lock();
    for line in text
        .lines()
        .flat_map(|line| wrap_text(&escape::escaped(line), stdout_width()))
    {
        if writeln!(err, "{line}").is_err() {
            return;
        }
    }
}

/// The names of the commands (`play`, `list`, ... and `help`), from the
/// clap definitions (their options left unmade).
fn command_names() -> Vec<String> {
    Cli::command()
        .get_subcommands()
        .map(|sub| sub.get_name().to_string())
        .chain(["help".to_string()])
        .collect()
}

/// True if `word` names a command (`play`, `list`, ... or `help`), as
/// opposed to a game: asked of the clap definitions without making any.
fn is_command(word: &str) -> bool {
    word == "help" || CliCommand::has_subcommand(word)
}

/// The arguments with `play` inserted when the first one is a game, so that
/// `patience elevens --seed 3` means `patience play elevens --seed 3`. A
/// word that begins several games' names (`el`) is a game too, answered as
/// `patience play el` is. A word that is no game and more like a command
/// than a game (`lsit`) is left for clap, which suggests the command.
/// `--accessible` before the command (`patience --accessible elevens`), as
/// a newcomer told to play by ear may type it, goes after it, since every
/// command that prints takes it; alone it is bare `patience`.
pub fn expand_shorthand(mut args: Vec<String>) -> Vec<String> {
    if args.get(1).is_some_and(|first| first == "--accessible") {
        args.remove(1);
        let mut expanded = expand_shorthand(args);
        if expanded
            .get(1)
            .is_some_and(|command| !command.starts_with('-') && command != "help")
        {
            expanded.push("--accessible".to_string());
        }
        return expanded;
    }
    let misspelt_command = |word: &str| {
        let commands = command_names();
        let known = commands
            .iter()
            .map(String::as_str)
            .chain(crate::text::game_name::names().map(|(name, _)| name));
        crate::text::game_name::resolve(word).is_err_and(|unknown| !unknown.is_ambiguous_prefix())
            && crate::text::suggest::closest(word, known)
                .is_some_and(|w| commands.iter().any(|name| name == w))
    };
    match args.get(1) {
        Some(first)
            if !first.starts_with('-') && !is_command(first) && !misspelt_command(first) =>
        {
            let mut expanded = args.clone();
            expanded.insert(1, "play".to_string());
            expanded
        }
        _ => args,
    }
}

/// What `patience --help` says the program is: a player for the games of
/// the registry, counted and named.
fn about() -> String {
    let names: Vec<String> = GameId::ALL
        .into_iter()
        .map(|game| game.name().to_string())
        .collect();
    format!(
        "A plain, line-oriented solitaire player for {} games: {}.",
        count_in_words(GameId::ALL.len()),
        join_with_and(&names)
    )
}

/// What bare `patience` says: how many games it plays, counted from the
/// registry, and how to start one.
fn introduction() -> String {
    format!(
        "patience plays {} solitaire games at a plain prompt.\n\
         Start a game with: patience~play~elevens   (or: patience~elevens)\n\
         List the games with: patience~list\n\
         To play by ear: patience~elevens~--accessible (or set PATIENCE_ACCESSIBLE=1).\n\
         More: patience~--help",
        count_in_words(GameId::ALL.len())
    )
}

/// Runs a parsed command line; returns the exit status.
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    crate::signals::size_limit_fails_writes();
    match &cli.command {
        // Its progress bar erases itself first.
        Some(CliCommand::Simulate(_)) => {}
        // A game to record, a save to clean up, a terminal to put back.
        Some(CliCommand::Play(_) | CliCommand::Resume(_)) => crate::signals::exit_on_signal(),
        // Nothing to record, clean up or put back.
        None
        | Some(
            CliCommand::List { .. }
            | CliCommand::Rules { .. }
            | CliCommand::Deck(_)
            | CliCommand::Stats(_)
            | CliCommand::Solve(_)
            | CliCommand::Merge(_)
            | CliCommand::Review(_)
            | CliCommand::Completions { .. },
        ) => crate::signals::exit_at_once_on_signal(),
    }
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let result = match cli.command {
        None => print(&mut out, &ties_from_tildes(&introduction())).map(|_| ExitCode::Success),
        Some(CliCommand::List { accessible }) => {
            list(accessible_asked(accessible), &mut out).map(|_| ExitCode::Success)
        }
        Some(CliCommand::Rules { game, accessible }) => {
            let id = game_id(&game)?;
            let text = if accessible_asked(accessible) {
                let mut lines = vec![format!("The rules of {}:", id.name())];
                lines.extend(help::spoken_rules(id));
                lines.join("\n")
            } else {
                format!("{}\n\n{}", id.name(), help::rules_flowing(id))
            };
            print(&mut out, &text).map(|_| ExitCode::Success)
        }
        Some(CliCommand::Deck(args)) => deck(&args, &mut out)?,
        Some(CliCommand::Play(args)) => {
            drop(out);
            return play(&args);
        }
        Some(CliCommand::Resume(args)) => {
            drop(out);
            return resume(&args);
        }
        Some(CliCommand::Stats(args)) => stats(&args, &mut out)?,
        Some(CliCommand::Solve(args)) => {
            drop(out);
            return Ok(crate::commands::solve::run(&args)?);
        }
        Some(CliCommand::Simulate(args)) => {
            drop(out);
            return Ok(crate::commands::simulate::run(&args)?);
        }
        Some(CliCommand::Merge(args)) => {
            drop(out);
            return Ok(crate::commands::merge::run(&args)?);
        }
        Some(CliCommand::Review(args)) => {
            drop(out);
            return Ok(crate::commands::review::run(&args)?);
        }
        Some(CliCommand::Completions { shell, .. }) => {
            shell_completions::write_script(shell, Cli::command(), &mut out)
                .map(|_| ExitCode::Success)
        }
    };
    Ok(quietly_on_closed_pipe(result)?)
}

/// Where the summaries of `patience list` start.
const LIST_COLUMN: usize = 14;

fn list(by_ear: bool, out: &mut impl Write) -> io::Result<()> {
    let width = stdout_width();
    if by_ear {
        // Each clause of the summary a sentence of its own, so that no
        // line stops at a semicolon.
        let said = GameId::ALL.map(|game| {
            let clauses: Vec<String> = game.summary().split("; ").map(capitalise).collect();
            let summary = clauses.join(". ");
            format!("{} ({}): {summary}", game.name(), game.id())
        });
        return print(out, &said.join("\n"));
    }
    for game in GameId::ALL {
        for line in hanging(game.id(), game.summary(), LIST_COLUMN, width) {
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}

/// Prints `text` on `out` (standard output) within the screen's width.
fn print(out: &mut (impl Write + ?Sized), text: &str) -> io::Result<()> {
    wrap_text(text, stdout_width())
        .iter()
        .try_for_each(|line| writeln!(out, "{line}"))
}

/// Said when there is no data directory to keep the record in.
const NO_DATA_DIR: &str = "There is no data directory for the record: set PATIENCE_HOME or HOME.";

/// The record file in the data directory, if there is one.
fn record_file() -> Option<PathBuf> {
    data_dir(&DataEnv::from_process()).map(|dir| record::path_in(&dir))
}

/// Whether this game is recorded: commands typed at a terminal are, unless
/// `--no-record`; a script or a pipe only with `--record`.
fn records_game(args: &PlayerArgs, from_terminal: bool) -> bool {
    !args.no_record && (args.record || from_terminal)
}

/// The player options as the arguments ask, with the display settled
/// against the environment (`NO_COLOR`, `TERM`, `PATIENCE_ACCESSIBLE`).
/// `from_terminal` says whether the commands come from a terminal;
/// `lines_are_data` is true when they come from a file named by
/// `--script FILE`, which may not write files.
fn player_options(
    args: &PlayerArgs,
    from_terminal: bool,
    lines_are_data: bool,
) -> (PlayerOptions, Display, ColourEnv) {
    let colour_env = ColourEnv::from_process();
    let accessible_env = std::env::var("PATIENCE_ACCESSIBLE").ok();
    let display = args.display.settle(&colour_env, accessible_env.as_deref());
    let dir = data_dir(&DataEnv::from_process());
    if dir.is_none() && records_game(args, from_terminal) {
        crate::output::say_on_stderr(&format!("This game is not recorded. {NO_DATA_DIR}"));
    }
    let recorded_dir = dir.as_ref().filter(|_| records_game(args, from_terminal));
    let options = PlayerOptions {
        strict: args.strict,
        style: display.style,
        record: recorded_dir.map(|d| record::path_in(d)),
        record_file: dir.as_ref().map(|d| record::path_in(d)),
        last_game: recorded_dir.map(|d| d.join(LAST_GAME_FILE)),
        pending: Default::default(),
        lines_are_data,
    };
    (options, display, colour_env)
}

/// The file in the data directory that keeps the last game left
/// unfinished, for `patience resume` without a FILE.
pub const LAST_GAME_FILE: &str = "last-game.txt";

/// Where commands come from when no script is named: rustyline when stdin
/// and stdout are both terminals (a plain prompt when `TERM=dumb`), plain
/// lines from stdin otherwise.
fn standard_input(
    display: &Display,
    colour_env: &ColourEnv,
) -> io::Result<Box<dyn repl::LineSource>> {
    if io::stdin().is_terminal() && io::stdout().is_terminal() {
        if colour_env.term_is_dumb() {
            Ok(Box::new(PromptedLines::new(io::stdin().lock())))
        } else {
            let history = data_dir(&DataEnv::from_process()).map(|d| d.join(HISTORY_FILE));
            Ok(Box::new(Terminal::new(display.terminal, history)?))
        }
    } else {
        Ok(Box::new(PlainLines::new(io::stdin().lock())))
    }
}

/// Prints the introduction (and, when the commands are typed at a terminal,
/// how to find them), runs the loop on `source`, closes it (saving
/// history), and turns I/O errors into failures. A closed stdout ends the
/// run quietly when the commands are typed at a terminal; when they come
/// from a script or a pipe (`runs_to_end`), they all still run and only the
/// output is dropped. A terminal that hangs up (reads or writes fail with
/// `EIO`) is left as on SIGHUP: the game recorded, status 129.
fn drive(
    player: &mut Player,
    source: io::Result<Box<dyn repl::LineSource>>,
    runs_to_end: bool,
    intro: impl FnOnce(&Player, &mut Output) -> io::Result<()>,
) -> Result<ExitCode, Failure> {
    let pending = player.pending_record();
    crate::signals::record_on_signal(pending.clone());
    // Asked now: once a terminal has hung up, it is no longer seen as one.
    let on_terminal = io::stdin().is_terminal() || io::stdout().is_terminal();
    let stdout = io::stdout();
    let stderr = io::stderr();
    let mut out_lock = stdout.lock();
    let mut err_lock = stderr.lock();
    let mut out = Output::new(&mut out_lock, &mut err_lock).on(Screen::Stdout);
    if runs_to_end {
        out = out.going_on_when_stdout_closes();
    }
    let result = source.and_then(|mut source| {
        intro(player, &mut out)?;
        if let Some(warning) = source.warning() {
            out.warning(&warning)?;
        }
        if !runs_to_end {
            out.line(repl::FIRST_PROMPT_TIP)?;
        }
        let status = player.run(source.as_mut(), &mut out)?;
        if let Some(unsaved) = source.close() {
            out.warning(&unsaved.sentence(player.has_said(&unsaved.reason)))?;
        }
        Ok(status)
    });
    match result {
        Err(err) if on_terminal && is_hang_up(&err) => {
            crate::signals::leave(signal_hook::consts::SIGHUP, &pending)
        }
        Err(err) if !out.writing_failed() && err.kind() != io::ErrorKind::BrokenPipe => Err(
            runtime(format!("Could not read the commands: {}.", io_reason(&err))),
        ),
        other => quietly_on_closed_pipe(other),
    }
}

/// True for the error a terminal gives once it has hung up.
fn is_hang_up(err: &io::Error) -> bool {
    err.raw_os_error() == Some(libc::EIO)
}

/// True when the commands are not typed at a terminal: a script file, or
/// standard input that is a pipe or a file.
fn commands_run_to_end(script: Option<&PathBuf>) -> bool {
    script.is_some_and(|path| path.as_os_str() != "-") || !io::stdin().is_terminal()
}

/// Settles one setting given both on the command line and in a saved
/// script's header: they must agree.
fn agree<T: PartialEq>(
    from_args: Option<T>,
    from_header: Option<T>,
    what: &str,
) -> Result<Option<T>, Failure> {
    match (from_args, from_header) {
        (Some(a), Some(h)) if a != h => Err(Failure::usage(format!(
            "The command line and the script's header give different {what}s."
        ))),
        (a, h) => Ok(a.or(h)),
    }
}

/// Prints the deal of `patience deck`: 52 codes, or with `--board` a board
/// of the game.
fn deck(args: &DeckArgs, out: &mut impl Write) -> Result<io::Result<ExitCode>, Failure> {
    let game = args.game.as_deref().map(game_id).transpose()?;
    let deal = Deal::from_seed(args.seed);
    let text = match game.filter(|_| args.board) {
        Some(game) => {
            let layout = board_file::layout_of(game).map_err(|e| Failure::usage(e.to_string()))?;
            board_file::write(&deal, &layout)
        }
        None if accessible_asked(args.accessible) => {
            let lines = crate::text::spoken_cli::deal_lines(deal.cards(), stdout_width());
            return Ok(print(out, &lines.join("\n")).map(|_| ExitCode::Success));
        }
        None => format!("{}\n", deal.codes()),
    };
    Ok(out.write_all(text.as_bytes()).map(|_| ExitCode::Success))
}

/// A usage error if `--board -` and the commands would both read standard
/// input.
fn board_and_commands_apart(args: &PlayArgs) -> Result<(), Failure> {
    let board_on_stdin = args
        .deal
        .board
        .as_deref()
        .is_some_and(board_input::is_stdin);
    let commands_on_stdin = args.script.as_deref().is_none_or(board_input::is_stdin);
    if board_on_stdin && commands_on_stdin {
        return Err(Failure::usage(
            "--board - and the commands would both read standard input; give the board as a file, or the commands with --script FILE.",
        ));
    }
    Ok(())
}

fn play(args: &PlayArgs) -> anyhow::Result<ExitCode> {
    board_and_commands_apart(args)?;
    let mut header = Header::default();
    let mut script_lines = None;
    if let Some(path) = args.script.as_ref().filter(|p| p.as_os_str() != "-") {
        let file = savefile::open_script(path)
            .map_err(Unreadable)
            .with_context(|| format!("Could not open the script {}", escape::path(path)))?;
        let mut lines = PlainLines::new(BufReader::new(file));
        header = match lines.read_header() {
            Ok(header) => header,
            Err(LoadError::Io(err)) => {
                return Err(Unreadable(err))
                    .with_context(|| format!("Could not read the script {}", escape::path(path)))
            }
            Err(err) => return Err(err).with_context(|| escape::path(path)),
        };
        script_lines = Some(lines);
    }
    let args_game = args.game.as_deref().map(game_id).transpose()?;
    let game = agree(args_game, header.game, "game")?.ok_or_else(|| match &args.script {
        Some(path) if path.as_os_str() != "-" => Failure::usage(format!(
            "{} does not say which game it is, as a saved game does on its game line; name one: patience play GAME --script FILE.",
            escape::path(path)
        )),
        _ => Failure::usage(
            "Name a game: patience play GAME, or give a saved game with --script FILE.",
        ),
    })?;
    let args_rules = if args.variant.variant.is_some() || args.variant.foundations.is_some() {
        Some(
            Rules::with_options(
                game,
                args.variant.variant.as_deref(),
                args.variant.foundations,
            )
            .map_err(|e| Failure::usage(e.to_string()))?,
        )
    } else {
        None
    };
    let header_rules = match (&header.variant, &args.script) {
        (Some(_), Some(path)) => Some(
            header
                .rules_or_line_error(game)
                .map_err(LoadError::Line)
                .with_context(|| escape::path(path))?,
        ),
        _ => None,
    };
    let rules = agree(args_rules, header_rules, "variant")?.unwrap_or(Rules::standard(game));
    let args_deal = match (&args.deal.board, &args.deal.deck, args.deal.seed) {
        (Some(path), _, _) => Some(board_input::deal(path, game)?),
        (None, Some(text), _) => {
            Some(Deal::parse(text).map_err(|e| Failure::usage(e.to_string()))?)
        }
        (None, None, Some(seed)) => Some(Deal::from_seed(seed)),
        (None, None, None) => None,
    };
    let deal = agree(args_deal, header.deal.clone(), "deal")?
        .unwrap_or_else(|| Deal::from_seed(repl::random_seed()));
    let mut session = Session::new(rules, deal);
    header.identify(&mut session);
    let from_terminal = args.script.is_none() && io::stdin().is_terminal();
    let (options, display, colour_env) =
        player_options(&args.player, from_terminal, script_lines.is_some());
    let mut player = Player::new(session, options);
    let source: io::Result<Box<dyn repl::LineSource>> = match (script_lines, &args.script) {
        (Some(lines), _) => Ok(Box::new(lines)),
        (None, Some(_)) => Ok(Box::new(PlainLines::new(io::stdin().lock()))),
        (None, None) => standard_input(&display, &colour_env),
    };
    let runs_to_end = commands_run_to_end(args.script.as_ref());
    Ok(drive(&mut player, source, runs_to_end, |player, out| {
        player.announce_deal(out)
    })?)
}

fn resume(args: &ResumeArgs) -> anyhow::Result<ExitCode> {
    let load = |path: &PathBuf| {
        savefile::load(path).with_context(|| format!("Could not resume {}", escape::path(path)))
    };
    let (session, name) = match &args.file {
        Some(file) => (load(file)?, escape::path(file)),
        None => {
            let dir = data_dir(&DataEnv::from_process()).ok_or_else(|| {
                runtime(
                    "There is no data directory to resume from: set PATIENCE_HOME or HOME.".into(),
                )
            })?;
            let nothing_kept = || {
                anyhow::Error::new(runtime(format!(
                    "There is no unfinished game to resume in {}; start one with: patience play GAME.",
                    escape::path(&dir)
                )))
            };
            let path = dir.join(LAST_GAME_FILE);
            if !path.exists() {
                return Err(nothing_kept());
            }
            let session = load(&path)?;
            // Another session on its save may have finished it since.
            if repl::finished_elsewhere(&session, &path, &record::path_in(&dir)) {
                return Err(nothing_kept());
            }
            (session, "the last unfinished game".to_string())
        }
    };
    let (options, display, colour_env) =
        player_options(&args.player, io::stdin().is_terminal(), false);
    let mut player = Player::resumed(session, options);
    Ok(drive(
        &mut player,
        standard_input(&display, &colour_env),
        commands_run_to_end(None),
        |player, out| player.announce_resume(&name, out),
    )?)
}

fn stats(args: &StatsArgs, out: &mut impl Write) -> anyhow::Result<io::Result<ExitCode>> {
    let only = args.game.as_deref().map(game_id).transpose()?;
    let path = record_file().ok_or_else(|| runtime(NO_DATA_DIR.into()))?;
    // Each line is made for the width and printed as it is: JSON is one
    // line for a program to read, and a listed command must not be broken
    // anywhere but where it says so.
    let written = stats_report::print(
        &path,
        only,
        args.list,
        args.json,
        stdout_width(),
        &mut |warning| crate::output::say_on_stderr(warning),
        out,
    )
    .map_err(Unreadable)
    .with_context(|| format!("Could not read the record {}", escape::path(&path)))?;
    Ok(written.map(|_| ExitCode::Success))
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

    /// The help of every GAME argument names every game, and the top-level
    /// description every game by name: both are made from the registry, so
    /// a game added is in them with no edit here.
    #[test]
    fn the_help_names_every_game_of_the_registry() {
        let mut command = Cli::command();
        command.build();
        let about = command.get_about().unwrap().to_string();
        let game_arguments: Vec<String> = command
            .get_subcommands()
            .flat_map(|sub| sub.get_arguments())
            .filter(|arg| arg.get_id() == "game")
            .map(|arg| arg.get_help().unwrap().to_string())
            .filter(|help| help.starts_with("The game:"))
            .collect();
        assert_eq!(
            game_arguments.len(),
            4,
            "rules, play, solve and simulate: {game_arguments:?}"
        );
        for game in GameId::ALL {
            assert!(about.contains(game.name()), "{about}");
            for help in &game_arguments {
                assert!(
                    help.contains(&format!("{},", game.id()))
                        || help.contains(&format!("{} (", game.id())),
                    "{help}"
                );
            }
        }
    }

    /// Every `--board` help names each game a board of the field's format
    /// is for, from the registry.
    #[test]
    fn the_board_help_names_every_foundation_game() {
        let mut command = Cli::command();
        command.build();
        let helps: Vec<String> = command
            .get_subcommands()
            .flat_map(|sub| sub.get_arguments())
            .filter(|arg| arg.get_id() == "board")
            .map(|arg| arg.get_help().unwrap().to_string())
            .collect();
        assert_eq!(helps.len(), 3, "play, deck and solve: {helps:?}");
        for game in GameId::ALL {
            let is_foundation_game = game.descriptor().layout.is_some();
            for help in &helps {
                assert_eq!(help.contains(game.name()), is_foundation_game, "{help}");
            }
        }
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

    #[test]
    fn accessible_before_the_command_goes_after_it_and_alone_is_bare_patience() {
        assert_eq!(
            expand_shorthand(args("patience --accessible elevens --seed 3")),
            args("patience play elevens --seed 3 --accessible")
        );
        assert_eq!(
            expand_shorthand(args("patience --accessible list")),
            args("patience list --accessible")
        );
        assert_eq!(
            expand_shorthand(args("patience --accessible")),
            args("patience")
        );
        assert_eq!(
            expand_shorthand(args("patience --accessible --help")),
            args("patience --help")
        );
    }

    #[test]
    fn a_misspelt_command_is_not_taken_for_a_game() {
        assert_eq!(
            expand_shorthand(args("patience lsit")),
            args("patience lsit")
        );
        assert_eq!(
            expand_shorthand(args("patience elevns")),
            args("patience play elevns")
        );
    }
}
