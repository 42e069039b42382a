//! The end-to-end tests: one test target whose modules are the files beside
//! this one, as ripgrep and cargo lay theirs out, so the crate and the test
//! helpers are linked once rather than once a file. A test's name is its
//! module and its function (`play::a_scripted_game_of_elevens_is_won`), so
//! `cargo test --test integration play::` runs one file's tests.
//! `tests/harness.rs` checks that every file here is one of these modules.

mod common;

mod accessible;
mod accessible_flag;
mod announce;
mod boards;
mod by_ear;
mod card_words;
mod comforts;
mod covered_by_ear;
mod covered_games;
mod docs_examples;
mod files;
mod games;
mod harness;
mod help;
mod hints;
mod line_editor;
mod long_script;
mod man_page;
mod merge;
mod messages;
mod module_graph;
mod new_and_load_by_ear;
mod newcomer;
mod no_split_sentence;
mod output_modes;
mod play;
mod progress;
mod prompt;
mod properties;
mod readme;
mod record;
mod record_file;
mod records_and_saves;
mod removal_relatives;
mod removal_relatives_reference;
mod review;
mod saves_read_back;
mod scale;
mod screen;
mod sessions_at_once;
mod signals;
mod solver_cli;
mod solver_memory;
mod solver_reference;
mod streams;
mod terminal;
mod untrusted_output;
