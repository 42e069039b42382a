//! How a line the player cannot have is refused: said on standard error,
//! and under `--strict` ending the run, naming the script's line.

use super::Flow;
use crate::exit_code::ExitCode;
use crate::output::Output;
use std::io;

/// Says why a line was refused, and whether the run goes on after it.
pub(super) struct Rejecter {
    /// Stop at the first rejected or unknown command with
    /// [`ExitCode::Rejected`] (`--strict`).
    strict: bool,
    /// The number of the script line being handled, if the lines come from
    /// a script or a pipe: `--strict` names it when it stops.
    line: Option<usize>,
}

impl Rejecter {
    /// A rejecter that stops the run at the first refusal when `strict`.
    pub(super) fn new(strict: bool) -> Rejecter {
        Rejecter { strict, line: None }
    }

    /// The line handled next is the script's line `number` (`None` when the
    /// lines are not numbered, or the sentence names the line itself).
    pub(super) fn at_line(&mut self, number: Option<usize>) {
        self.line = number;
    }

    /// `sentence` saying the game goes on after a failure, or nothing under
    /// `--strict`, where the failure ends the run.
    pub(super) fn goes_on<'a>(&self, sentence: &'a str) -> &'a str {
        if self.strict {
            ""
        } else {
            sentence
        }
    }

    /// Says why a line was rejected. Under `--strict` the run stops there,
    /// and a script's line is named by its number ("Line 5: ...").
    pub(super) fn reject(&self, out: &mut Output, sentence: &str) -> io::Result<Flow> {
        if !self.strict {
            out.error(sentence)?;
            return Ok(Flow::Continue);
        }
        match self.line {
            Some(number) => out.error(&format!("Line {number}: {sentence}"))?,
            None => out.error(sentence)?,
        }
        Ok(Flow::Exit(ExitCode::Rejected))
    }
}
