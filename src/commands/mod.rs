//! The command-line programs other than play: `patience solve`,
//! `simulate`, `merge` and `review`, each its options (clap), how it runs
//! the library and how it prints; with what they share, the progress bar
//! and the JSON types of their output. They sit at the top beside the loop
//! (`repl.rs`) and `cli.rs`, which dispatches to them; the search library
//! (`solver/`) and the review itself (`review/`) know nothing of them.

pub mod in_order;
pub mod json;
pub mod merge;
pub mod progress;
pub mod report;
pub mod review;
pub mod seed_range;
pub mod simulate;
pub mod solve;
pub mod solver_args;
