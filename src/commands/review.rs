//! `patience review FILE`: a saved game reviewed, as text or JSON.

use super::progress::{BarSettings, Progress};
use crate::command_line::{quietly_on_closed_pipe, Failure};
use crate::display::accessible_asked;
use crate::exit_code::ExitCode;
use crate::review::text::{review_lines, Form};
use crate::review::{review, stock_known, MAX_REVIEWED_MOVES};
use crate::savefile;
use crate::text::escape;
use crate::text::width::{fit, stdout_width};
use clap::Args;
use std::io::{self, Write};
use std::path::PathBuf;

/// Options of `patience review`.
#[derive(Debug, Clone, Args)]
#[command(about = ReviewArgs::ABOUT)]
pub struct ReviewArgs {
    /// The saved game to review (as written by save at the prompt).
    pub file: PathBuf,
    /// Read the real stock order even if the game is not over: whether the deal could be won, and where that was lost.
    #[arg(long)]
    pub stock: bool,
    /// One sentence per move instead of a table (also set by --accessible or PATIENCE_ACCESSIBLE=1).
    #[arg(long)]
    pub words: bool,
    /// For screen readers: sentences, no table, no progress bar. Also set by PATIENCE_ACCESSIBLE=1.
    #[arg(long)]
    pub accessible: bool,
    /// Draw the progress bar with Unicode blocks, filled an eighth at a time, instead of ASCII.
    #[arg(long)]
    pub unicode: bool,
    /// Print one JSON object: the game, each move with its odds, the worst moves and what the real stock says.
    #[arg(long)]
    pub json: bool,
}

impl ReviewArgs {
    /// The description of `patience review` in help (see [`crate::cli::CliCommand`]).
    pub const ABOUT: &str = "Review a saved game: each move in order, judged against the fair hint, then a summary naming the worst moves first; once the game is over (or with --stock), where the real deal was lost";
}

/// Runs `patience review`.
pub fn run(args: &ReviewArgs) -> Result<ExitCode, Failure> {
    let session = savefile::load(&args.file).map_err(|e| Failure {
        status: ExitCode::Runtime,
        message: format!("Could not review {}: {e}", escape::path(&args.file)),
    })?;
    let reveal = args.stock || stock_known(&session);
    let progress = Progress::start(
        session.moves().len().min(MAX_REVIEWED_MOVES) as u64,
        "moves",
        &BarSettings::from_environment(args.unicode, args.accessible),
    );
    let review = review(&session, reveal, &|moves| progress.advance(moves));
    progress.finish();
    let text = if args.json {
        serde_json::to_string(&review).expect("a review serializes") + "\n"
    } else {
        let accessible = accessible_asked(args.accessible);
        let width = stdout_width();
        let form = if args.words || accessible {
            Form::Sentences(width)
        } else {
            Form::Table
        };
        review_lines(&review, form)
            .iter()
            .flat_map(|line| fit(line, width))
            .map(|line| line + "\n")
            .collect()
    };
    let mut out = io::stdout().lock();
    quietly_on_closed_pipe(out.write_all(text.as_bytes()).map(|_| ExitCode::Success))
}
