//! What the player sees on the screen: line widths in pipes and terminals,
//! the wording of messages, `patience deck` and shell completions.

use crate::common;

use common::{patience, run};
use patience::games::GameId;

/// Runs bash's completion for `words` (the command line so far, the last
/// word being completed) with the script `patience completions bash` prints,
/// and returns what it offers.
fn bash_offers(words: &[&str]) -> Vec<String> {
    let script = patience()
        .args(["completions", "bash"])
        .output()
        .expect("the binary runs");
    assert!(script.status.success());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("patience.bash");
    std::fs::write(&path, &script.stdout).unwrap();
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let program = format!(
        "source '{}'\nCOMP_WORDS=({})\nCOMP_CWORD={}\nCOMP_LINE='{}'\nCOMP_POINT=${{#COMP_LINE}}\n\
         _patience patience '{}' '{}'\nprintf '%s\\n' \"${{COMPREPLY[@]}}\"\n",
        path.display(),
        quoted.join(" "),
        words.len() - 1,
        words.join(" "),
        words[words.len() - 1],
        words[words.len().saturating_sub(2)],
    );
    let output = std::process::Command::new("bash")
        .args(["--norc", "--noprofile", "-c", &program])
        .output()
        .expect("bash runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

#[test]
fn bash_completion_offers_play_for_pl() {
    assert_eq!(bash_offers(&["patience", "pl"]), ["play"]);
}

#[test]
fn bash_completion_offers_the_game_ids_after_play() {
    assert_eq!(
        bash_offers(&["patience", "play", "el"]),
        ["elevens", "eliminator", "elevator"]
    );
    assert_eq!(bash_offers(&["patience", "rules", "sw"]), ["sweet-sixteen"]);
}

#[test]
fn bash_completion_offers_the_games_as_the_first_word_and_after_solve_and_simulate() {
    // `patience GAME` is short for `patience play GAME`.
    assert_eq!(
        bash_offers(&["patience", "el"]),
        ["elevens", "eliminator", "elevator"]
    );
    assert_eq!(bash_offers(&["patience", "gol"]), ["golf"]);
    assert_eq!(
        bash_offers(&["patience", "solve", "el"]),
        ["elevens", "eliminator", "elevator"]
    );
    assert_eq!(
        bash_offers(&["patience", "simulate", "bla"]),
        ["black-hole"]
    );
    assert_eq!(bash_offers(&["patience", "pl"]), ["play"]);
}

#[test]
fn bash_completion_offers_the_options_of_a_command() {
    let offered = bash_offers(&["patience", "play", "--str"]);
    assert_eq!(offered, ["--strict"]);
}

#[test]
fn completion_scripts_are_written_for_zsh_and_fish_and_name_the_commands() {
    for shell in ["zsh", "fish"] {
        let out = run(&["completions", shell], "");
        assert_eq!(out.status, 0, "{shell}: {}", out.stderr);
        assert!(out.stdout.contains("simulate"), "{shell}");
        assert!(out.stdout.contains("no-record"), "{shell}");
    }
    let zsh = run(&["completions", "zsh"], "").stdout;
    assert!(zsh.contains("sweet-sixteen"), "zsh offers the game ids");
}

#[test]
fn completions_for_an_unknown_shell_are_a_usage_error() {
    let out = run(&["completions", "tcsh"], "");
    assert_eq!(out.status, 2);
    assert!(out.stdout.is_empty());
}

#[test]
fn deck_needs_no_game_since_the_order_is_the_same_for_every_game() {
    let plain = run(&["deck", "--seed", "42"], "");
    assert_eq!(plain.status, 0, "{}", plain.stderr);
    assert_eq!(plain.stdout.split_whitespace().count(), 52);
    assert!(
        plain.stdout.starts_with("QH 4S 4C 6C 10D"),
        "{}",
        plain.stdout
    );
    for game in ["elevens", "elim", "sweet-sixteen"] {
        assert_eq!(
            run(&["deck", game, "--seed", "42"], "").stdout,
            plain.stdout
        );
    }
}

#[test]
fn deck_with_an_unknown_game_is_still_a_usage_error() {
    let out = run(&["deck", "nosuch", "--seed", "42"], "");
    assert_eq!(out.status, 2);
    assert!(out.stdout.is_empty());
    assert!(out.stderr.contains("nosuch"), "{}", out.stderr);
}

/// Every command that only reads, every help topic, some rejected lines,
/// and the same again in words and verbose mode.
fn every_kind_of_text() -> String {
    let mut lines: Vec<String> = [
        "help",
        "show",
        "status",
        "rules",
        "moves",
        "hint",
        "stats",
        "show 1",
        "show row 1",
        "show f1",
        "show stock",
        "show foundations",
        "remove 99 98",
        "move 17 1",
        "move f1 2",
        "dance",
        "help dance",
        "undo",
        "redo",
        "remove 5c 5C",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for topic in [
        "remove",
        "move",
        "show",
        "status",
        "rules",
        "new",
        "restart",
        "help",
        "quit",
        "undo",
        "redo",
        "moves",
        "save",
        "load",
        "hint",
        "stats",
        "words",
        "verbosity",
    ] {
        lines.push(format!("help {topic}"));
    }
    let again = lines.clone();
    lines.push("words on".into());
    lines.extend(again.iter().cloned());
    lines.push("words off".into());
    lines.push("verbosity verbose".into());
    lines.extend(again);
    lines.join("\n") + "\n"
}

/// The lines of `text` wider than `width` columns (colour and bold
/// escapes take no width).
fn wider_than(width: usize, text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| patience::text::width::display_width(l) > width)
        .map(String::from)
        .collect()
}

#[test]
fn no_line_is_wider_than_79_columns_in_a_pipe_in_any_game() {
    for game in common::game_ids() {
        let out = run(&[game, "--seed", "7", "--no-record"], &every_kind_of_text());
        assert_eq!(out.status, 0, "{game}: {}", out.stderr);
        assert_eq!(wider_than(79, &out.stdout), Vec::<String>::new(), "{game}");
        assert_eq!(wider_than(79, &out.stderr), Vec::<String>::new(), "{game}");
        assert!(
            out.stdout.lines().any(|l| l.chars().count() > 60),
            "{game}: the pipe keeps the wide layout"
        );
    }
}

#[test]
fn the_recorded_transcripts_of_whole_games_fit_79_columns() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(wider_than(79, &text), Vec::<String>::new(), "{path:?}");
    }
}

#[test]
fn a_pipe_keeps_the_79_column_layout_whatever_columns_says() {
    for game in common::game_ids() {
        let args = [game, "--seed", "7", "--no-record"];
        let plain = run(&args, &every_kind_of_text());
        let narrow = patience()
            .args(args)
            .env("COLUMNS", "40")
            .write_stdin(every_kind_of_text())
            .output()
            .unwrap();
        assert_eq!(String::from_utf8(narrow.stdout).unwrap(), plain.stdout);
        assert_eq!(String::from_utf8(narrow.stderr).unwrap(), plain.stderr);
    }
}

#[test]
fn patience_list_fits_79_columns() {
    let out = run(&["list"], "");
    assert_eq!(
        out.stdout.lines().count(),
        patience::games::GameId::ALL.len(),
        "{}",
        out.stdout
    );
    assert_eq!(wider_than(79, &out.stdout), Vec::<String>::new());
}

#[test]
fn help_into_a_pipe_fits_79_columns_for_every_command() {
    use clap::CommandFactory;
    let mut commands: Vec<Vec<String>> = vec![vec!["--help".into()], vec!["help".into()]];
    for sub in patience::cli::Cli::command().get_subcommands() {
        commands.push(vec![sub.get_name().to_string(), "--help".into()]);
    }
    assert!(commands.len() > 9);
    for args in commands {
        let out = patience()
            .args(&args)
            .env("COLUMNS", "200")
            .output()
            .unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains("Usage"), "{args:?}");
        assert_eq!(wider_than(79, &text), Vec::<String>::new(), "{args:?}");
    }
}

#[test]
fn errors_on_the_command_line_fit_79_columns() {
    for args in [
        vec!["play", "nosuchgame"],
        vec!["rules", "x"],
        vec![
            "resume",
            "/no/such/directory/at/all/with/a/rather/long/name/saved-game.txt",
        ],
        vec!["solve"],
    ] {
        let out = run(&args, "");
        assert_ne!(out.status, 0, "{args:?}");
        assert_eq!(
            wider_than(79, &out.stderr),
            Vec::<String>::new(),
            "{args:?}"
        );
    }
}

/// Plays `game` seed 7 on a pseudo-terminal `columns` wide with `env`,
/// typing `lines` and then `quit`; returns what appeared on the terminal
/// after the first prompt (by then the terminal has its size), without
/// carriage returns.
fn on_a_terminal(game: &str, columns: u16, env: &[(&str, &str)], lines: &str) -> String {
    use expectrl::{Eof, Expect};
    let home = tempfile::tempdir().unwrap();
    let env: Vec<(&str, &str)> = [("TERM", "dumb")]
        .into_iter()
        .chain(env.iter().copied())
        .collect();
    let mut session =
        common::spawn_on_terminal(&[game, "--seed", "7", "--no-record"], home.path(), &env);
    session
        .get_process_mut()
        .set_window_size(columns, 24)
        .unwrap();
    session.expect("> ").unwrap();
    for line in lines.lines().chain(["quit"]) {
        session.send_line(line).unwrap();
    }
    let rest = session.expect(Eof).unwrap();
    let mut seen = rest.before().to_vec();
    rest.matches().for_each(|m| seen.extend_from_slice(m));
    // The lines were typed ahead, so the terminal echoed them early and
    // each answer follows its prompt on the same line: drop the prompts.
    String::from_utf8_lossy(&seen)
        .replace('\r', "")
        .lines()
        .map(|line| line.trim_start_matches("> "))
        .collect::<Vec<_>>()
        .join("\n")
}

const ON_A_TERMINAL: &str = "show\nhelp\nhelp move\nhelp show\nstatus\nrules\nhint\nmoves\n\
    dance\nshow row 1\nwords on\nshow\nverbosity verbose\nhelp save\n";

#[test]
fn a_40_column_terminal_reflows_the_board_and_every_text_in_every_game() {
    for id in GameId::ALL {
        let game = id.id();
        let seen = on_a_terminal(game, 40, &[], ON_A_TERMINAL);
        assert_eq!(
            wider_than(40, &seen),
            Vec::<String>::new(),
            "{game}\n{seen}"
        );
        assert!(seen.contains("Commands (short forms"), "{game}: {seen}");
        // The examples of the move command's summary: what follows its
        // first colon, ties as spaces.
        let summary = id.descriptor().moves.summary;
        let first_line = summary.lines().next().unwrap_or_default();
        let example = first_line
            .split_once(": ")
            .map_or(first_line, |(_, examples)| examples)
            .replace('~', " ");
        assert!(!example.is_empty(), "{game}");
        assert!(seen.contains(&example), "{game}: {example}: {seen}");
    }
    let sweet = on_a_terminal("sweet-sixteen", 40, &[], "show\n");
    assert!(
        sweet
            .lines()
            .any(|l| l.starts_with(" 1:") && l.contains(" 4:") && !l.contains(" 5:")),
        "four piles to a row: {sweet}"
    );
}

#[test]
fn columns_sets_the_width_on_a_terminal() {
    let seen = on_a_terminal("sweet-sixteen", 79, &[("COLUMNS", "40")], ON_A_TERMINAL);
    assert_eq!(wider_than(40, &seen), Vec::<String>::new(), "{seen}");
    let wide = on_a_terminal("sweet-sixteen", 79, &[], ON_A_TERMINAL);
    assert!(!wider_than(60, &wide).is_empty(), "{wide}");
    assert_eq!(wider_than(79, &wide), Vec::<String>::new(), "{wide}");
}

#[test]
fn a_terminal_wider_than_79_columns_still_gets_79() {
    let seen = on_a_terminal("eliminator", 200, &[], ON_A_TERMINAL);
    assert_eq!(wider_than(79, &seen), Vec::<String>::new(), "{seen}");
}

/// A whole deck that starts with `codes`, the rest in a fixed order.
fn deck_starting(codes: &str) -> String {
    patience::deal::Deal::starting_with(codes)
        .expect("a valid start")
        .codes()
}

/// The script that removes the first `pairs` pairs of the Elevens deal in
/// pairs.
fn elevens_pairs(pairs: usize) -> String {
    let cards: Vec<&str> = common::deals::ELEVENS_IN_PAIRS.split_whitespace().collect();
    cards[..2 * pairs]
        .chunks(2)
        .map(|pair| format!("remove {}\n", pair.join(" ")))
        .collect()
}

/// What `game` seed 3 says on stderr to `input`.
fn says(game: &str, input: &str) -> String {
    run(&[game, "--seed", "3", "--no-record"], input).stderr
}

#[test]
fn solve_says_one_node_in_the_singular() {
    let deck = deck_starting("KS KH KD KC QS QH QD QC 2S");
    let out = run(&["solve", "elevens", "--deck", &deck], "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("clears 0 cards (1 node)"),
        "{}",
        out.stdout
    );
}

#[test]
fn a_save_of_one_move_says_1_move() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("one.txt");
    let script = format!("remove 4 8\nsave {}\n", file.display());
    let out = run(&["elevens", "--seed", "42", "--no-record"], &script);
    assert_eq!(out.stderr, "");
    assert!(out.stdout.contains("(1 move)"), "{}", out.stdout);
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains("\n# 1 move\n"), "{saved}");
}

#[test]
fn a_foundation_named_as_a_source_is_explained_in_a_sentence_that_starts_well() {
    assert_eq!(
        says("eliminator", "move f1 2\n"),
        "Foundation f1 cannot be moved from; name a column.\n"
    );
    assert_eq!(
        says("sweet-sixteen", "move f1 2\n"),
        "Sweet Sixteen has no foundations; name a pile.\n"
    );
}

#[test]
fn status_names_no_stock_in_eliminator_and_counts_sweet_sixteen_once() {
    let elim = run(&["eliminator", "--seed", "3", "--no-record"], "status\n");
    assert!(
        elim.stdout.contains(
            "Eliminator, seed 3: playing; 0 of 52 cards played to foundations; 0 moves made."
        ),
        "{}",
        elim.stdout
    );
    assert!(!elim.stdout.contains("stock 0"));
    let sweet = run(&["sweet-sixteen", "--seed", "3", "--no-record"], "status\n");
    assert!(
        sweet
            .stdout
            .contains("Sweet Sixteen, seed 3: playing; stock 36; 0 moves made."),
        "{}",
        sweet.stdout
    );
}

#[test]
fn a_hint_with_the_stock_empty_says_the_deal_can_still_be_won_not_100_percent() {
    let deck = common::deals::suit_elevens_in_sets();
    let cards: Vec<&str> = deck.split_whitespace().collect();
    let mut script = String::new();
    for suit in cards.chunks(13).take(3) {
        for pair in suit[..10].chunks(2) {
            script.push_str(&format!("remove {}\n", pair.join(" ")));
        }
        script.push_str(&format!("remove {}\n", suit[10..].join(" ")));
    }
    script.push_str("status\nhint\n");
    let out = run(
        &["suit-elevens", "--deck", &deck, "--no-record", "--strict"],
        &script,
    );
    assert_eq!(out.stderr, "");
    assert!(out.stdout.contains("stock 0;"), "{}", out.stdout);
    let hint = out.stdout.lines().last().unwrap();
    assert!(hint.ends_with(" - this deal can still be won."), "{hint}");
    assert!(!out.stdout.contains("100%"));
}

#[test]
fn game_over_goes_on_in_lower_case_and_at_the_deal_does_not_offer_undo() {
    let deck = deck_starting("KS KH KD KC QS QH QD QC 2S");
    let out = run(&["elevens", "--deck", &deck, "--no-record"], "");
    assert!(
        out.stdout.contains("Game over: no pair sums to 11"),
        "{}",
        out.stdout
    );
    assert!(out
        .stdout
        .contains("\nType new for another deal, or quit.\n"));
    assert!(!out.stdout.contains("undo"), "{}", out.stdout);
}

#[test]
fn a_card_named_twice_is_named_by_its_code() {
    let out = run(
        &["elevens", "--seed", "42", "--no-record"],
        "remove 4c 4C\n",
    );
    assert_eq!(out.stderr, "4C is named twice.\n");
}

#[test]
fn undo_of_many_moves_counts_them_in_a_short_sentence() {
    let script = elevens_pairs(20) + "undo 2\nredo 2\nundo 100\nredo 100\n";
    let out = run(
        &[
            "elevens",
            "--deck",
            common::deals::ELEVENS_IN_PAIRS,
            "--no-record",
        ],
        &script,
    );
    assert_eq!(out.stderr, "");
    let said: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| l.starts_with("Took back") || l.starts_with("Played again"))
        .collect();
    assert_eq!(said.len(), 4, "{said:?}");
    assert!(said[0].starts_with("Took back remove ") && said[0].contains(" and remove "));
    assert!(said[1].starts_with("Played again remove "));
    assert_eq!(said[2], "Took back 20 moves, back to the deal.");
    assert_eq!(said[3], "Played again 20 moves.");
}

#[test]
fn places_and_commands_that_do_not_exist_are_said_in_one_voice() {
    assert_eq!(
        says("sweet-sixteen", "move 17 1\n"),
        "There is no pile 17; Sweet Sixteen has piles 1 to 16.\n"
    );
    assert_eq!(
        says("eliminator", "move 5 f1\nmove 1 f9\n"),
        "There is no column 5; Eliminator has columns 1 to 4.\n\
         There is no foundation f9; this game has foundations f1 to f6.\n"
    );
    assert_eq!(
        says("elevens", "dance\nhelp dance\n"),
        "There is no command \"dance\"; type help for the list.\n\
         There is no command \"dance\"; type help for the list.\n"
    );
}

#[test]
fn errors_from_the_system_and_from_numbers_are_in_our_own_words() {
    let missing = run(&["resume", "/no/such/saved-game.txt"], "");
    assert_eq!(missing.status, 1);
    assert_eq!(
        missing.stderr,
        "Could not resume /no/such/saved-game.txt: there is no such file or directory.\n"
    );
    let script = run(&["elevens", "--script", "/no/such/script.txt"], "");
    assert!(!script.stderr.contains("os error"), "{}", script.stderr);
    let huge = run(&["elevens", "--seed", "99999999999999999999999"], "");
    assert_eq!(huge.status, 2);
    assert!(!huge.stderr.contains("target type"), "{}", huge.stderr);
    assert!(
        huge.stderr.contains("a seed is a whole number"),
        "{}",
        huge.stderr
    );
}

#[test]
fn a_range_of_solved_deals_keeps_79_columns_and_starts_each_record_with_its_seed() {
    let out = run(&["solve", "elevens", "--seeds", "1..5"], "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert_eq!(wider_than(79, &out.stdout), Vec::<String>::new());
    let records: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| !l.starts_with("  "))
        .collect();
    assert_eq!(records.len(), 5, "{}", out.stdout);
    assert!(
        records.iter().all(|l| l.starts_with("seed ")),
        "{records:?}"
    );
    assert!(out.stdout.contains("\n  remove "), "{}", out.stdout);
}

#[test]
fn a_move_of_another_game_is_explained_with_an_example() {
    assert_eq!(
        says("elevens", "move 1 2\n"),
        "Elevens removes cards by position or code: remove 3 7.\n"
    );
}

#[test]
fn help_on_a_narrow_terminal_wraps_to_its_width() {
    use expectrl::{Eof, Expect, Session};
    let mut command = common::command();
    command.args(["play", "--help"]).env("COLUMNS", "40");
    let mut session = Session::spawn(command).expect("spawn patience on a pty");
    session.set_expect_timeout(Some(std::time::Duration::from_secs(30)));
    let found = session.expect(Eof).unwrap();
    let mut seen = found.before().to_vec();
    found.matches().for_each(|m| seen.extend_from_slice(m));
    let text = String::from_utf8_lossy(&seen).replace('\r', "");
    assert!(text.contains("--no-record"), "{text}");
    assert_eq!(wider_than(40, &text), Vec::<String>::new(), "{text}");
}

#[test]
fn a_usage_error_keeps_its_line_breaks_and_shows_no_escaped_newline() {
    let out = run(&["play", "elevens", "--seed", "x"], "");
    assert_eq!(out.status, 2);
    assert!(!out.stderr.contains("\\n"), "{}", out.stderr);
    assert!(
        out.stderr
            .lines()
            .any(|l| l.starts_with("For more information")),
        "{}",
        out.stderr
    );
}

#[test]
fn command_line_errors_never_send_escapes_typed_in_an_argument() {
    for args in [
        vec!["play", "elevens", "--seed", "\x1b[31mred"],
        vec!["resume", "/no/such/\x1b[2Jfile"],
        vec!["rules", "\x1b]0;title\x07"],
    ] {
        let out = run(&args, "");
        assert_ne!(out.status, 0, "{args:?}");
        assert!(!out.stderr.contains('\x1b'), "{args:?}: {:?}", out.stderr);
        assert!(!out.stderr.contains('\x07'), "{args:?}: {:?}", out.stderr);
    }
}
