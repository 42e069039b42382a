//! The `patience` binary: parses the command line and dispatches to the library.

use clap::Parser;
use patience::cli::{self, Cli};
use patience::output::say_on_stderr;

fn main() {
    let args = cli::expand_shorthand(std::env::args().collect());
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(err) => {
            // clap prints help and version to stdout (status 0) and usage
            // errors to stderr (status 2); a closed pipe is not an error.
            let _ = err.print();
            std::process::exit(err.exit_code());
        }
    };
    match cli::run(cli) {
        Ok(status) => std::process::exit(status),
        Err(failure) => {
            // Not eprintln!, which panics when stderr is a closed pipe.
            say_on_stderr(&failure.message);
            std::process::exit(failure.status);
        }
    }
}
