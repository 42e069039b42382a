//! A newcomer's first hour, as a new player meets it: the first lines, a
//! game never lost to one key (`new`, `load` and `restart` are one `undo`
//! away from what they left), one word and one count for one thing in
//! every game, one way to write a range of seeds, quoted text cut to one
//! length, Tab that offers what can be typed, and docs that are reference.

use crate::common;

use common::{empty_home, run, spawn_on_terminal};
use expectrl::Expect;
use patience::games::GameId;

/// The lines of the record in `home`.
fn record_lines(home: &std::path::Path) -> Vec<String> {
    std::fs::read_to_string(home.join("records.tsv"))
        .unwrap_or_default()
        .lines()
        .map(String::from)
        .collect()
}

#[test]
fn bare_patience_counts_every_game_in_words() {
    let out = run(&[], "");
    assert_eq!(out.status, 0);
    let count = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ]
    .get(GameId::ALL.len())
    .map_or_else(|| GameId::ALL.len().to_string(), |word| word.to_string());
    assert!(
        out.stdout
            .starts_with(&format!("patience plays {count} solitaire games")),
        "{}",
        out.stdout
    );
}

#[test]
fn the_first_prompt_at_a_terminal_says_how_to_get_help_and_a_pipe_is_not_told() {
    let home = empty_home("first-prompt");
    let mut p = spawn_on_terminal(&["elevens", "--seed", "42", "--no-record"], &home, &[]);
    p.expect("Stock: 43. Removed: 0.").unwrap();
    p.expect("Type help for the commands, or quit.").unwrap();
    p.expect("> ").unwrap();
    p.send("quit\r").unwrap();
    p.expect(expectrl::Eof).unwrap();
    let piped = run(&["elevens", "--seed", "42"], "status\n");
    assert!(!piped.stdout.contains("Type help"), "{}", piped.stdout);
}

#[test]
fn a_prefix_of_several_games_without_play_gets_the_answer_play_gives() {
    for prefix in ["el", "e", "s"] {
        let short = run(&[prefix], "");
        let long = run(&["play", prefix], "");
        assert_eq!(short.status, 2, "{prefix}");
        assert_eq!(short.stderr, long.stderr, "{prefix}");
        assert!(short.stderr.contains(" could be "), "{}", short.stderr);
    }
    assert_eq!(
        run(&["el"], "").stderr,
        "\"el\" could be elevens or eliminator or elevator; type more of the name.\n"
    );
}

/// The winning line `patience solve` gives for a deck, as commands.
fn winning_line(game: &str, deck: &str) -> Vec<String> {
    let out = run(&["solve", game, "--deck", deck, "--json"], "");
    let json: serde_json::Value = serde_json::from_str(out.stdout.trim()).unwrap();
    assert_eq!(json["result"], "won", "{}", out.stdout);
    json["line"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect()
}

/// Elevens dealt in pairs on a pseudo-terminal with its data directory
/// `home_name`, after the first move of its winning line: the session, that
/// line and the data directory.
fn elevens_in_pairs_one_move_in(
    home_name: &str,
) -> (
    expectrl::session::OsSession,
    Vec<String>,
    std::path::PathBuf,
) {
    let deck = common::deals::ELEVENS_IN_PAIRS;
    let line = winning_line("elevens", deck);
    let home = empty_home(home_name);
    let mut p = spawn_on_terminal(&["elevens", "--deck", deck], &home, &[]);
    p.expect("> ").unwrap();
    p.send(format!("{}\r", line[0])).unwrap();
    p.expect("> ").unwrap();
    (p, line, home)
}

#[test]
fn new_is_one_undo_away_from_the_game_it_left_which_then_counts_once() {
    let (mut p, line, home) = elevens_in_pairs_one_move_in("new-undo");
    // `n 2`, one key from `m 2`, leaves the game; it says how to get it back.
    p.send("n 2\r").unwrap();
    p.expect("This game is left unfinished; undo goes back to it.")
        .unwrap();
    p.expect("Elevens, seed 2: dealt").unwrap();
    p.expect("> ").unwrap();
    // Nothing is recorded while the game can still come back.
    assert_eq!(record_lines(&home), Vec::<String>::new());
    p.send("undo\r").unwrap();
    p.expect("Back to the game you left: Elevens, custom, 1 move made.")
        .unwrap();
    p.expect("> ").unwrap();
    // A bare `n` and `restart` are one undo away too.
    p.send("n\r").unwrap();
    p.expect("undo goes back to it.").unwrap();
    p.expect("> ").unwrap();
    p.send("u\r").unwrap();
    p.expect("1 move made.").unwrap();
    p.expect("> ").unwrap();
    p.send("restart\r").unwrap();
    p.expect("undo takes the restart back").unwrap();
    p.expect("> ").unwrap();
    p.send("undo\r").unwrap();
    p.expect("> ").unwrap();
    for command in &line[1..] {
        p.send(format!("{command}\r")).unwrap();
        p.expect("> ").unwrap();
    }
    p.send("status\r").unwrap();
    p.expect("Elevens, custom: won").unwrap();
    p.expect("> ").unwrap();
    p.send("quit\r").unwrap();
    p.expect(expectrl::Eof).unwrap();
    let lines = record_lines(&home);
    // The bare `n` deals at random, and a deal lost at the deal is a
    // finished game, recorded as lost with nothing cleared: that one line
    // may stand beside the game that was left and won, which counts once.
    let (left, dealt): (Vec<&String>, Vec<&String>) =
        lines.iter().partition(|line| line.contains("\tdeck "));
    assert_eq!(left.len(), 1, "{lines:?}");
    assert!(left[0].contains("\twon\t"), "{lines:?}");
    assert!(dealt.len() <= 1, "{lines:?}");
    for line in dealt {
        assert!(line.contains("\tseed "), "{lines:?}");
        assert!(line.contains("\tlost\t0\t0\t"), "{lines:?}");
    }
}

/// What the bare `n` above meets on about one deal in twelve (8,260 of
/// Elevens' seeds 1 to 100,000 have no first move), which made that test
/// fail 3 times in 40 while it asked for one record line: `new` to a deal
/// with no first move finishes that deal at once, recorded lost with
/// nothing cleared, and `undo` still goes back to the game left, which is
/// recorded once when it ends.
#[test]
fn new_to_a_deal_lost_at_its_deal_records_it_and_undo_still_goes_back() {
    let (mut p, line, home) = elevens_in_pairs_one_move_in("new-lost-at-deal");
    // Elevens seed 12 deals no pair summing to 11 and no jack, queen and king.
    p.send("new 12\r").unwrap();
    p.expect("This game is left unfinished; undo goes back to it.")
        .unwrap();
    p.expect("Game over: no pair sums to 11").unwrap();
    p.expect("> ").unwrap();
    p.send("undo\r").unwrap();
    p.expect("Back to the game you left: Elevens, custom, 1 move made.")
        .unwrap();
    p.expect("> ").unwrap();
    for command in &line[1..] {
        p.send(format!("{command}\r")).unwrap();
        p.expect("> ").unwrap();
    }
    p.send("quit\r").unwrap();
    p.expect(expectrl::Eof).unwrap();
    let lines = record_lines(&home);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].contains("\tseed 12\tlost\t0\t0\t"), "{lines:?}");
    assert!(lines[1].contains("\tdeck "), "{lines:?}");
    assert!(lines[1].contains("\twon\t"), "{lines:?}");
}

#[test]
fn a_game_left_by_new_is_recorded_once_play_goes_on_in_the_next_deal() {
    let home = empty_home("new-play-on");
    let script = "remove 4 8\nnew 2\nstatus\nremove 5 9\nundo\nstatus\n";
    let out = common::patience()
        .args(["elevens", "--seed", "42", "--record"])
        .env("PATIENCE_HOME", &home)
        .write_stdin(script)
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("This game is left unfinished; undo goes back to it."));
    // Once seed 2 has had a move, undo takes back that move, not the new deal.
    assert!(stdout.contains("Took back remove 5 9"), "{stdout}");
    assert!(stdout.contains("Elevens, seed 2: playing"), "{stdout}");
    let lines = record_lines(&home);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].contains("seed 42\tabandoned"), "{lines:?}");
    assert!(lines[1].contains("seed 2\tabandoned"), "{lines:?}");
}

#[test]
fn quitting_straight_after_new_records_the_game_left_and_says_so() {
    let home = empty_home("new-quit");
    let out = common::patience()
        .args(["elevens", "--seed", "42", "--record"])
        .env("PATIENCE_HOME", &home)
        .write_stdin("remove 4 8\nnew 2\nquit\n")
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap().replace('\n', " ");
    assert!(
        stdout.contains(
            "The game you left for this deal is recorded as abandoned; patience resume carries it on."
        ),
        "{stdout}"
    );
    let lines = record_lines(&home);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("seed 42\tabandoned"), "{lines:?}");
}

#[test]
fn load_is_one_undo_away_from_the_game_it_left() {
    let home = empty_home("load-undo");
    std::fs::create_dir_all(&home).unwrap();
    let save = home.join("other.txt");
    let out = run(
        &["elevens", "--seed", "7"],
        &format!("save {}\n", save.display()),
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    let out = run(
        &["elevens", "--seed", "42"],
        &format!("remove 4 8\nload {}\nundo\nstatus\n", save.display()),
    );
    assert!(out
        .stdout
        .contains("Back to the game you left: Elevens, seed 42, 1 move made."));
    assert!(
        out.stdout.contains("Elevens, seed 42: playing"),
        "{}",
        out.stdout
    );
}

#[test]
fn a_range_of_seeds_is_written_one_way_with_both_ends_included() {
    let seeds_of = |range: &str| -> Vec<String> {
        let out = run(&["solve", "elevens", "--seeds", range, "--json"], "");
        assert_eq!(out.status, 0, "{}", out.stderr);
        out.stdout
            .lines()
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["seed"].to_string())
            .collect()
    };
    assert_eq!(seeds_of("2..3"), ["2", "3"]);
    assert_eq!(seeds_of("2..2"), ["2"]);
    let other = run(&["solve", "elevens", "--seeds", "2..=3"], "");
    assert_eq!(other.status, 2);
    assert_eq!(
        other.stderr,
        "Write the range as 2..3: a range of seeds includes both its ends.\n"
    );
    let simulated = run(&["simulate", "elevens", "--seeds", "2..3"], "");
    assert!(
        simulated
            .stdout
            .starts_with("Elevens (standard), strategy solver, seeds 2 to 3\n"),
        "{}",
        simulated.stdout
    );
    let json = run(&["simulate", "elevens", "--seeds", "2..3", "--json"], "");
    let merged = run(&["merge", "-"], &json.stdout);
    assert!(merged.stdout.contains("seeds 2 to 3"), "{}", merged.stdout);
    let deals = run(&["simulate", "elevens", "--deals", "3", "--json"], "");
    assert!(
        deals
            .stdout
            .contains("\"seed_ranges\":[{\"first\":1,\"last\":3}]"),
        "{}",
        deals.stdout
    );
    let refused = run(&["simulate", "elevens", "--seeds", "1..=3"], "");
    assert_eq!(refused.status, 2);
    assert!(refused.stderr.contains("Write the range as 1..3"));
}

/// The count at the end of the board after `lines`, and the count `status`
/// gives then, for `game` seed `seed`.
fn board_and_status_counts(game: &str, seed: &str, lines: &str) -> (String, String) {
    let out = run(&[game, "--seed", seed], &format!("{lines}show\nstatus\n"));
    assert_eq!(out.status, 0, "{}", out.stderr);
    let board = out
        .stdout
        .lines()
        .rev()
        .find_map(|l| l.split("Played: ").nth(1))
        .expect("the board counts the cards played")
        .trim_end_matches('.')
        .to_string();
    let status = out
        .stdout
        .split(&format!("seed {seed}: playing; "))
        .last()
        .unwrap()
        .split(" of ")
        .next()
        .unwrap()
        .rsplit(' ')
        .next()
        .unwrap()
        .to_string();
    (board, status)
}

#[test]
fn status_and_board_give_one_count_said_one_way_in_black_hole_and_golf() {
    assert_eq!(
        board_and_status_counts("black-hole", "1", ""),
        ("0".to_string(), "0".to_string())
    );
    assert_eq!(
        board_and_status_counts("black-hole", "1", "move 7\n"),
        ("1".to_string(), "1".to_string())
    );
    assert_eq!(
        board_and_status_counts("golf", "1", "deal\n"),
        ("0".to_string(), "0".to_string())
    );
    let golf = run(&["golf", "--seed", "1"], "move 4\nstatus\n");
    assert!(golf.stdout.contains("Played: 1."), "{}", golf.stdout);
    assert!(golf
        .stdout
        .contains("1 of 35 cards played to the foundation"));
    assert!(!golf.stdout.contains("On foundations"), "{}", golf.stdout);
}

#[test]
fn golf_never_asks_for_its_one_foundation_by_number() {
    let out = run(&["golf", "--seed", "1"], "move 2 3\n4 2\n");
    assert_eq!(
        out.stderr,
        "Golf has one foundation, so name only the column: move 2.\n\
         Golf has one foundation, so name only the column: move 4.\n"
    );
    for game in ["black-hole", "all-in-a-row"] {
        let out = run(&[game, "--seed", "1"], "move 2 3\n");
        assert!(out
            .stderr
            .contains("has one foundation, so name only the column: move 2."));
    }
    let eliminator = run(&["eliminator", "--seed", "1"], "move 2 3\n");
    assert!(eliminator
        .stderr
        .contains("Name a foundation as f1 to f6, not 3."));
}

#[test]
fn each_game_names_its_places_in_errors_with_its_own_noun() {
    for game in GameId::ALL {
        let noun = game.place_kind().noun();
        let out = run(&[game.id(), "--seed", "1"], "move 2 fx\n2 fx\n");
        let wanted = format!("\"fx\" is neither a {noun} number nor a card code like 7H.");
        assert_eq!(
            out.stderr.matches(&wanted).count(),
            2,
            "{game:?}: {}",
            out.stderr
        );
    }
}

#[test]
fn black_hole_speaks_of_columns_only() {
    let out = run(
        &["black-hole", "--seed", "1"],
        "help\nhelp move\nhelp show\nhelp remove\nrules\nmove 99\nremove 1\n",
    );
    let said = format!("{}{}", out.stdout, out.stderr).to_lowercase();
    assert!(!said.contains("fan"), "{said}");
    assert!(said.contains("column"));
    let listed = run(&["list"], "").stdout;
    let line = listed
        .lines()
        .find(|l| l.starts_with("black-hole"))
        .unwrap();
    assert!(!line.contains("fan"), "{line}");
}

#[test]
fn every_quoted_piece_is_cut_to_the_same_length_and_a_script_line_echoes_whole() {
    let limit = patience::text::escape::QUOTE_LIMIT;
    let word = "x".repeat(200);
    let cut = format!("\"{}...\"", "x".repeat(limit));
    let typed = run(&["elevens", "--seed", "1"], &format!("remove {word}\n"));
    assert!(typed.stderr.contains(&cut), "{}", typed.stderr);
    let file = run(&["elevens", "--seed", "1"], &format!("load {word}\n"));
    assert!(
        file.stderr.contains(&format!("{}...", "x".repeat(limit))),
        "{}",
        file.stderr
    );
    assert!(
        !file.stderr.contains(&"x".repeat(limit + 1)),
        "{}",
        file.stderr
    );
    // The echo of the script line is the line as it was read, never cut
    // (wrapped to the width, the long word whole on a line of its own).
    assert!(
        typed.stdout.contains(&format!("> remove\n{word}\n")),
        "{}",
        typed.stdout
    );
    for doc in [
        include_str!("../docs/commands.md"),
        include_str!("../docs/reliability.md"),
    ] {
        assert!(doc.contains(&format!("{limit} characters")));
        assert!(!doc.contains("cut to 100") && !doc.contains("cut to 40"));
    }
}

#[test]
fn tab_in_golf_offers_columns_and_the_stock_never_the_foundation_card() {
    let home = empty_home("golf-tab");
    let mut p = spawn_on_terminal(&["golf", "--seed", "1", "--no-record"], &home, &[]);
    p.expect("> ").unwrap();
    // The foundation shows 10H: Tab must not make "10" a move of it.
    p.send("10\t\r").unwrap();
    p.expect("There is no column 10; Golf has columns 1 to 7.")
        .unwrap();
    p.expect("> ").unwrap();
    p.send("show st\t\r").unwrap();
    p.expect("Stock: 16.").unwrap();
    p.expect("> ").unwrap();
    p.send("quit\r").unwrap();
    p.expect(expectrl::Eof).unwrap();
}

#[test]
fn tab_in_accessible_mode_lists_one_item_a_line() {
    let home = empty_home("accessible-tab");
    let mut p = spawn_on_terminal(
        &["elevens", "--seed", "42", "--no-record", "--accessible"],
        &home,
        &[("COLUMNS", "79")],
    );
    p.expect("> ").unwrap();
    p.send("remove \t\t").unwrap();
    let listed = p.expect("> remove ").unwrap();
    let text = String::from_utf8_lossy(listed.before()).to_string();
    let codes = ["QH", "4S", "4C", "6C", "10D", "4H", "QD", "5D", "AH"];
    for code in codes {
        assert!(
            text.lines().any(|l| l.trim() == code),
            "{code} on a line of its own: {text:?}"
        );
    }
    p.send("\x15quit\r").unwrap();
    p.expect(expectrl::Eof).unwrap();
}

#[test]
fn the_readme_says_how_to_open_the_man_page() {
    let readme = include_str!("../README.md");
    assert!(readme.contains("`man -l docs/patience.1`"));
    assert!(std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/patience.1")).exists());
}

/// The docs of the repository, each with its name.
fn docs() -> Vec<(String, String)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md")];
    for dir in ["docs", "docs/rules"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "md") {
                files.push(path);
            }
        }
    }
    files
        .into_iter()
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect()
}

#[test]
fn docs_are_reference_without_dates_commits_or_files_outside_the_repository() {
    for (name, text) in docs() {
        for (i, line) in text.lines().enumerate() {
            let lower = line.to_lowercase();
            for phrase in [
                "commit ",
                "earlier build",
                "other engineers",
                "bugs found",
                "the seed says",
                "the seed:",
                "shared/",
                "design.md suggests",
            ] {
                assert!(!lower.contains(phrase), "{name}:{}: {line}", i + 1);
            }
            // A calendar date (not a record's timestamp, which has a T).
            let bytes = line.as_bytes();
            for at in 0..bytes.len().saturating_sub(9) {
                let date = &bytes[at..at + 10];
                let is_date = date[..4].iter().all(u8::is_ascii_digit)
                    && date[4] == b'-'
                    && date[5..7].iter().all(u8::is_ascii_digit)
                    && date[7] == b'-'
                    && date[8..10].iter().all(u8::is_ascii_digit);
                let timestamp = bytes.get(at + 10) == Some(&b'T');
                assert!(!is_date || timestamp, "{name}:{}: {line}", i + 1);
            }
        }
    }
}

#[test]
fn docs_commands_md_gives_each_command_form_one_row() {
    let docs = include_str!("../docs/commands.md");
    let start = docs.find("## At the prompt").unwrap();
    let mut forms: Vec<String> = Vec::new();
    for row in docs[start..]
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .skip(2)
    {
        let first = row.split(" | ").next().unwrap().trim_start_matches("| ");
        for form in first.split(", ") {
            let form = form.trim_matches('`').replace("\\|", "|");
            let expanded: Vec<String> = match form.split_once(' ') {
                Some((word, rest)) if rest.contains('|') => {
                    rest.split('|').map(|alt| format!("{word} {alt}")).collect()
                }
                _ => vec![form],
            };
            for one in expanded {
                assert!(!forms.contains(&one), "{one} has two rows");
                forms.push(one);
            }
        }
    }
}

/// The command that makes a game's moves (`remove` or `move`) and `deal`,
/// as each game's own `help` says it has them; a game without one says so
/// in its help rather than describing another game's command.
fn games_with_command(command: &str) -> Vec<GameId> {
    GameId::ALL
        .into_iter()
        .filter(|game| {
            let out = run(&[game.id(), "--seed", "1"], &format!("help {command}\n"));
            let first = out
                .stdout
                .lines()
                .skip_while(|l| !l.starts_with("> help"))
                .nth(1)
                .unwrap_or_default()
                .to_string();
            assert!(first.starts_with(command), "{game:?}: {first}");
            !first.contains(" no ")
        })
        .collect()
}

/// docs/commands.md's rows for `remove`, `move` and `deal` name every game
/// that has the command, as the game's own help says, and `help deal` in a
/// game with no stock to turn says so instead of describing Golf's.
#[test]
fn the_command_table_names_every_game_each_move_command_serves() {
    let doc = include_str!("../docs/commands.md");
    let row = |start: &str| -> &str {
        doc.lines()
            .find(|l| l.starts_with(start))
            .unwrap_or_else(|| panic!("no row {start}"))
    };
    for (command, start) in [
        ("remove", "| `remove P P ..`"),
        ("move", "| `move FROM TO`"),
        ("deal", "| `deal`"),
    ] {
        let games = games_with_command(command);
        assert!(!games.is_empty(), "{command}");
        let listed = row(start);
        for game in games {
            assert!(
                listed.contains(game.name()),
                "{command}: {} is not in {listed}",
                game.name()
            );
        }
    }
    let elevens = run(&["elevens", "--seed", "1"], "help deal\n");
    assert!(
        elevens
            .stdout
            .contains("deal: not in this game. It has no stock to turn by hand."),
        "{}",
        elevens.stdout
    );
}
