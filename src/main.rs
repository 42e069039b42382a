//! The `patience` binary: parses the command line and dispatches to the library.

use patience::cli;

fn main() {
    let args = cli::expand_shorthand(std::env::args().collect());
    let cli = match cli::parse(args) {
        Ok(cli) => cli,
        Err(err) => {
            // clap prints help and version to stdout (status 0) and usage
            // errors to stderr (status 2); a closed pipe is not an error.
            std::process::exit(cli::report_clap(&err).code());
        }
    };
    match cli::run(cli) {
        Ok(status) => std::process::exit(status.code()),
        Err(error) => {
            cli::report(&error);
            std::process::exit(cli::exit_code_of(&error).code());
        }
    }
}
