//! The exit statuses of `patience`, as one type: every place that ends the
//! program names one of these rather than a number.

/// How the program ends, and the status the shell sees.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ExitCode {
    /// 0: it did what was asked (a game left or ended, a report printed).
    Success,
    /// 1: a runtime error, such as a file that cannot be read.
    Runtime,
    /// 2: a usage error: bad arguments, an unknown game.
    Usage,
    /// 65 (`EX_DATAERR`): a rejected or unknown command under `--strict`.
    Rejected,
    /// 128 + N: ended by signal N (SIGHUP, SIGINT, SIGTERM) or a terminal
    /// that hung up, after recording the game.
    Signal(i32),
}

impl ExitCode {
    /// One of each kind of status, in the order the man page's EXIT STATUS
    /// section lists them (a signal stands for every signal).
    pub const KINDS: [ExitCode; 5] = [
        ExitCode::Success,
        ExitCode::Runtime,
        ExitCode::Usage,
        ExitCode::Rejected,
        ExitCode::Signal(0),
    ];

    /// The status as the man page writes it ("65", or "128+N" for any
    /// signal) and what it means.
    pub fn described(self) -> (String, &'static str) {
        let meaning = match self {
            ExitCode::Success => "It did what was asked: a game left or ended, a report printed.",
            ExitCode::Runtime => "A runtime error, such as a script or saved game that cannot be read, or a bad board.",
            ExitCode::Usage => "A usage error: bad arguments, an unknown game, a bad deck.",
            ExitCode::Rejected => "Under --strict, a rejected or unknown command stopped the script (EX_DATAERR).",
            ExitCode::Signal(_) => "Ended by signal N (SIGHUP 1, SIGINT 2, SIGTERM 15) or a terminal that hung up, after recording the game.",
        };
        let status = match self {
            ExitCode::Signal(_) => "128+N".to_string(),
            other => other.code().to_string(),
        };
        (status, meaning)
    }

    /// The status as the shell sees it.
    pub fn code(self) -> i32 {
        match self {
            ExitCode::Success => 0,
            ExitCode::Runtime => 1,
            ExitCode::Usage => 2,
            ExitCode::Rejected => 65,
            ExitCode::Signal(signal) => 128 + signal,
        }
    }
}

impl From<ExitCode> for std::process::ExitCode {
    fn from(code: ExitCode) -> std::process::ExitCode {
        // Every status above is within 0..=255 for the signals handled.
        std::process::ExitCode::from(u8::try_from(code.code()).unwrap_or(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_exit_code_has_the_documented_status() {
        assert_eq!(ExitCode::Success.code(), 0);
        assert_eq!(ExitCode::Runtime.code(), 1);
        assert_eq!(ExitCode::Usage.code(), 2);
        assert_eq!(ExitCode::Rejected.code(), 65);
        assert_eq!(ExitCode::Signal(1).code(), 129);
        assert_eq!(ExitCode::Signal(15).code(), 143);
    }
}
