//! Accessible mode as a listener meets it: whole won games of every game
//! read line by line, the spoken length of a game, the orientation
//! commands, braille-width lines, the pseudo-terminal path, and the sample
//! transcript in docs/accessibility.md regenerated from a real run.

use crate::common;

use common::{patience, run, winning_line, won_seed};
use expectrl::{Expect, Session};
use patience::games::GameId;
use std::time::Duration;

/// A won deal of each game, from the registry: (game id, seed).
fn won_deals() -> impl Iterator<Item = (&'static str, u64)> {
    GameId::ALL
        .into_iter()
        .map(|game| (game.id(), won_seed(game)))
}

/// The most lines said after a move in accessible mode at normal
/// verbosity: the cards removed two to a line, one line per card dealt,
/// discarded, moved or played (Eighteens: 2 for the 4 removed, 4 dealt,
/// and any aces discarded with their refills), one for the cards left, and
/// 4 when the move ends the game.
const MOST_LINES_AFTER_A_MOVE: usize = 12;

/// [`MOST_LINES_AFTER_A_MOVE`] for `game`: Fifteens' set may hold nine
/// cards, said three to a line, each leaving a place that is said: 3 + 9
/// lines, one for the cards left and 4 when the move ends the game.
fn most_lines_after_a_move(game: &str) -> usize {
    match game {
        "fifteens" => 17,
        _ => MOST_LINES_AFTER_A_MOVE,
    }
}

/// Plays the winning line of a deal with `mode` (`--accessible` or
/// `--words`) through a pipe; returns stdout.
fn play_won_game(game: &str, seed: u64, mode: &str) -> String {
    let input = winning_line(game, seed).join("\n") + "\nquit\n";
    let run = run(&[game, "--seed", &seed.to_string(), mode], &input);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(run.stdout.contains("You won"), "{}", run.stdout);
    run.stdout
}

/// True if `word` (punctuation trimmed) is a card code such as `10H`, `KD`.
fn is_card_code(word: &str) -> bool {
    let word = word.trim_matches(|c: char| !c.is_alphanumeric());
    word.len() >= 2
        && word.chars().any(|c| c.is_ascii_uppercase())
        && word.parse::<patience::cards::Card>().is_ok()
}

/// The lines said after the command line `> COMMAND` in `out`.
fn said_after<'a>(out: &'a str, command: &str) -> Vec<&'a str> {
    let echo = format!("> {command}");
    out.lines()
        .skip_while(|l| *l != echo)
        .skip(1)
        .take_while(|l| !l.starts_with("> "))
        .collect()
}

/// Everything a deal and its first winning move say in accessible mode at
/// `verbosity`, through a pipe.
fn first_move_said(game: &str, seed: u64, verbosity: &str) -> String {
    let first = &winning_line(game, seed)[0];
    let args = [game, "--seed", &seed.to_string(), "--accessible"];
    let run = run(
        &[&args[..], &["--verbosity", verbosity]].concat(),
        &format!("{first}\n"),
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    run.stdout
}

/// The spoken words of a text: what a screen reader reads aloud.
fn words(text: &str) -> usize {
    text.split_whitespace().count()
}

#[test]
fn a_whole_won_game_of_every_game_reads_as_sentences_without_codes_or_spacing() {
    for (game, seed) in won_deals() {
        let out = play_won_game(game, seed, "--accessible");
        // Lines said since the last command; none counted before the first.
        let mut said_since_move: Option<usize> = None;
        for line in out.lines() {
            if let Some(typed) = line.strip_prefix("> ") {
                assert!(!typed.is_empty());
                said_since_move = Some(0);
                continue;
            }
            if let Some(said) = said_since_move.as_mut() {
                *said += 1;
                let most = most_lines_after_a_move(game);
                assert!(
                    *said <= most,
                    "{game}: more than {most} lines after a move:\n{out}"
                );
            }
            assert!(
                line.ends_with(['.', ':', '?', '!']),
                "{game}: not a sentence or heading: {line:?}"
            );
            assert!(
                line.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit()),
                "{game}: {line:?}"
            );
            assert!(
                !line.contains("  ") && !line.starts_with(' ') && !line.contains('\t'),
                "{game}: relies on spacing: {line:?}"
            );
            assert!(
                !line.split_whitespace().any(is_card_code),
                "{game}: card code in {line:?}"
            );
            assert!(!line.contains("--"), "{game}: {line:?}");
        }
    }
}

#[test]
fn after_a_move_accessible_mode_says_what_changed_and_not_the_board() {
    let run = run(&["elevens", "--seed", "42", "--accessible"], "remove 5 9\n");
    assert_eq!(
        said_after(&run.stdout, "remove 5 9"),
        [
            "Removed ten of diamonds and ace of hearts.",
            "Position 5 shows king of diamonds.",
            "Position 9 shows ace of spades.",
            "Stock: 41 cards.",
        ]
    );
}

/// The words a whole won game of `game` spoke in accessible mode before
/// each move named what every place it touched shows now (the table in
/// docs/accessibility.md): naming them replaced words that said less, so
/// no game may speak more. A game added since has no figure (`None`).
fn words_before_touched_places_were_named(game: GameId) -> Option<usize> {
    const MEASURED: [(GameId, usize); 8] = [
        (GameId::Eighteens, 736),
        (GameId::Elevens, 844),
        (GameId::SweetSixteen, 1335),
        (GameId::Eliminator, 1322),
        (GameId::SuitElevens, 833),
        (GameId::BlackHole, 1395),
        (GameId::AllInARow, 1388),
        (GameId::Golf, 1248),
    ];
    MEASURED
        .iter()
        .find(|(measured, _)| *measured == game)
        .map(|(_, words)| *words)
}

/// Prints the words of a whole won game of every game, accessible and with
/// the board after every move (`--words`, sighted normal mode in words):
/// the figures of the table in docs/accessibility.md
/// (`cargo test --test integration accessible::a_whole_won_game -- --nocapture`).
#[test]
fn a_whole_won_game_says_at_most_half_the_words_the_board_after_every_move_would() {
    for game in GameId::ALL {
        let (id, seed) = (game.id(), won_seed(game));
        let accessible = words(&play_won_game(id, seed, "--accessible"));
        let with_boards = words(&play_won_game(id, seed, "--words"));
        let sighted = words(&play_won_game(id, seed, "--no-record"));
        let before = words_before_touched_places_were_named(game);
        let ceiling = before.map_or("none".to_string(), |n| n.to_string());
        // docs/accessibility.md's table of words per won game is made
        // from these lines.
        println!(
            "| {id} | {seed} | {accessible} | {ceiling} | {with_boards} | {sighted} | {moves} |",
            moves = winning_line(id, seed).len()
        );
        assert!(
            2 * accessible <= with_boards,
            "{id}: {accessible} is not at most half of {with_boards}"
        );
        // A game added since the ceilings were measured has none.
        if let Some(before) = before {
            assert!(
                accessible <= before,
                "{id}: {accessible} words, more than the {before} said before"
            );
        }
    }
}

#[test]
fn each_verbosity_says_the_same_kind_of_thing_in_every_game() {
    for (game, seed) in won_deals() {
        let said = |level: &str| -> Vec<String> {
            first_move_said(game, seed, level)
                .lines()
                .skip_while(|l| !l.starts_with("> "))
                .skip(1)
                .map(str::to_string)
                .collect()
        };
        let (terse, normal, verbose) = (said("terse"), said("normal"), said("verbose"));
        assert!(!terse.is_empty(), "{game}");
        assert_eq!(normal[..terse.len()], terse[..], "{game}");
        assert_eq!(normal.len(), terse.len() + 1, "{game}: {normal:?}");
        let left = normal.last().unwrap();
        assert!(
            left.starts_with("Stock: ") || left.ends_with(" cards left."),
            "{game}: {left}"
        );
        assert_eq!(verbose[..normal.len()], normal[..], "{game}");
        assert!(verbose.last().unwrap().ends_with(" possible."), "{game}");
    }
}

#[test]
fn an_undo_in_accessible_mode_says_which_places_changed_back_and_not_the_board() {
    let run = run(
        &["elevens", "--seed", "42", "--accessible"],
        "remove 5 9\nundo\n",
    );
    assert_eq!(
        said_after(&run.stdout, "undo"),
        [
            "Took back remove 5 9.",
            "Position 5 shows ten of diamonds.",
            "Position 9 shows ace of hearts.",
            "Stock: 43 cards.",
        ]
    );
}

#[test]
fn help_for_one_command_in_accessible_mode_puts_each_sentence_on_a_line_of_its_own() {
    let run = run(&["elevens", "--accessible", "--seed", "1"], "help undo\n");
    let said = said_after(&run.stdout, "help undo");
    assert_eq!(said.first(), Some(&"undo [N]: take back the last move."));
    assert_eq!(said.last(), Some(&"Example: undo 2."));
    assert!(said.len() >= 4, "{said:?}");
}

#[test]
fn where_says_the_game_the_cards_left_the_moves_made_and_what_is_playable() {
    let run = run(
        &["elevens", "--seed", "42", "--accessible"],
        "remove 5 9\nwhere\n",
    );
    assert_eq!(
        said_after(&run.stdout, "where"),
        [
            "Elevens, seed 42.",
            "Stock: 41 cards.",
            "1 move made.",
            "Playable now: six of clubs at position 4 and five of diamonds at position 8."
        ]
    );
}

#[test]
fn again_repeats_what_the_last_move_said_and_the_deal_before_any_move() {
    let run = run(
        &["elevens", "--seed", "42", "--accessible"],
        "again\nremove 5 9\nshow 1\nagain\n",
    );
    let out = run.stdout;
    let deal = &out[..out.find("> again").unwrap()];
    assert!(
        deal.starts_with("Elevens, seed 42.\nDealt 9 cards.\n"),
        "{out}"
    );
    assert!(out.contains(&format!("> again\n{deal}> remove")), "{out}");
    let event = "Removed ten of diamonds and ace of hearts.\nPosition 5 shows king of diamonds.\nPosition 9 shows ace of spades.\nStock: 41 cards.\n";
    assert!(out.ends_with(&format!("> again\n{event}")), "{out}");
}

#[test]
fn moves_reads_the_legal_moves_in_words_with_the_hints_pick_first() {
    let run = run(
        &["elevens", "--seed", "42", "--accessible"],
        "moves\nhint\n",
    );
    let out = run.stdout;
    assert!(
        out.contains(
            "> moves\n2 legal moves, the hint's pick first:\n\
             remove 4 8: six of clubs and five of diamonds.\n\
             remove 5 9: ten of diamonds and ace of hearts.\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("> hint\nRemove six of clubs and five of diamonds.\n"),
        "{out}"
    );
}

#[test]
fn help_and_rules_in_accessible_mode_are_whole_sentences_with_no_layout_talk() {
    for (game, _) in won_deals() {
        let run = run(
            &[game, "--accessible", "--seed", "1"],
            "help\nrules\nhelp hint\nhelp undo\n",
        );
        let said: Vec<&str> = run
            .stdout
            .lines()
            .skip_while(|l| *l != "> help")
            .filter(|l| !l.starts_with("> "))
            .collect();
        assert!(said.len() > 20, "{game}");
        for line in said {
            assert!(
                !line.contains("  ") && !line.starts_with(' '),
                "{game}: {line:?}"
            );
            assert!(
                !line.contains(":--") && !line.contains("+N"),
                "{game}: {line:?}"
            );
            assert!(
                !line.split_whitespace().any(is_card_code),
                "{game}: {line:?}"
            );
        }
    }
}

/// Spawns `patience ARGS` on a pseudo-terminal `columns` wide, accessible.
fn spawn_accessible(args: &[&str], columns: &str) -> expectrl::session::OsSession {
    let mut command = common::command();
    command
        .args(args)
        .arg("--accessible")
        .env("TERM", "xterm")
        .env("COLUMNS", columns)
        .env_remove("NO_COLOR")
        .env_remove("PATIENCE_ACCESSIBLE");
    let mut session = Session::spawn(command).expect("spawn patience on a pty");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    session
}

#[test]
fn on_a_40_column_terminal_no_line_of_a_whole_accessible_game_is_wider_than_40() {
    let (game, seed) = ("elevens", 2);
    let mut p = spawn_accessible(&[game, "--seed", &seed.to_string()], "40");
    p.expect("> ").unwrap();
    let typed = winning_line(game, seed).join("\r") + "\rquit\r";
    p.send(typed).unwrap();
    let found = p.expect(expectrl::Eof).unwrap();
    let mut said = String::from_utf8_lossy(found.before()).to_string();
    for matched in found.matches() {
        said.push_str(&String::from_utf8_lossy(matched));
    }
    assert!(said.contains("You won"), "{said}");
    for line in said.lines() {
        let line = line.trim_end_matches('\r');
        let printable = common::without_escapes(line);
        assert!(printable.chars().count() <= 40, "{printable:?}");
    }
}

#[test]
fn the_accessible_prompt_echoes_each_key_without_redrawing_the_line() {
    let mut p = spawn_accessible(&["elevens", "--seed", "42"], "79");
    p.expect("> ").unwrap();
    p.send("where\r").unwrap();
    let found = p.expect("Elevens, seed 42.").unwrap();
    let typed = String::from_utf8_lossy(found.before()).to_string();
    // Each key is echoed alone: "where" arrives whole, never a repaint of
    // the prompt and the line so far ("> w", "> wh", ...).
    assert!(typed.contains("where"), "{typed:?}");
    assert!(!typed.contains("> w"), "the line was redrawn: {typed:?}");
    assert!(
        !typed.contains("\x1b[2m"),
        "an inline hint was shown: {typed:?}"
    );
    p.send("quit\r").unwrap();
    p.expect(expectrl::Eof).unwrap();
}

/// A sample transcript in docs/accessibility.md: the game played, its
/// seed, and the commands piped in.
struct Sample {
    game: GameId,
    seed: &'static str,
    commands: &'static str,
}

/// The samples: a removal game (Elevens) and a column game (Black Hole).
const SAMPLES: [Sample; 2] = [
    Sample {
        game: GameId::Elevens,
        seed: "42",
        commands: "where\nhint\nwhy\nremove 4 8\nagain\nshow 5\nmoves\nverbosity verbose\n\
                   remove 5 9\nstatus\nquit\n",
    },
    Sample {
        game: GameId::BlackHole,
        seed: "3",
        commands: "where\nhint\nmove 9\nmove 6\nshow 6\nagain\nundo\nmoves\nstatus\nquit\n",
    },
];

/// Where the generated sample of `game` ends in docs/accessibility.md.
const SAMPLE_END: &str = "```\n<!-- end of sample -->";

#[test]
fn the_sample_transcripts_in_the_accessibility_doc_are_what_the_program_prints() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/accessibility.md");
    for sample in SAMPLES {
        let run = patience()
            .args([sample.game.id(), "--seed", sample.seed, "--accessible"])
            .write_stdin(sample.commands)
            .output()
            .expect("the binary runs");
        let said = String::from_utf8(run.stdout).unwrap();
        let doc = std::fs::read_to_string(&path).unwrap();
        let marker = format!(
            "<!-- sample {}: generated by tests/accessible.rs -->\n```\n",
            sample.game.id()
        );
        let start = doc.find(&marker).expect("the sample's start marker") + marker.len();
        let end = start
            + doc[start..]
                .find(SAMPLE_END)
                .expect("the sample's end marker");
        if std::env::var_os("UPDATE_ACCESSIBILITY_DOC").is_some() {
            let updated = format!("{}{said}{}", &doc[..start], &doc[end..]);
            std::fs::write(&path, updated).unwrap();
            continue;
        }
        assert_eq!(
            doc[start..end],
            said,
            "docs/accessibility.md's {} sample is stale; UPDATE_ACCESSIBILITY_DOC=1 rewrites it",
            sample.game
        );
    }
}

#[test]
fn a_hint_in_accessible_mode_ends_each_line_with_a_whole_sentence() {
    for game in GameId::ALL {
        let out = run(&[game.id(), "--seed", "5", "--accessible"], "hint\n");
        assert_eq!(out.status, 0, "{}", out.stderr);
        let said: Vec<&str> = out
            .stdout
            .split("> hint\n")
            .nth(1)
            .unwrap_or("")
            .lines()
            .collect();
        assert!(!said.is_empty(), "{game}: {}", out.stdout);
        // No line stops at a comma or a semicolon: a clause too long for
        // the line is a sentence of its own.
        for line in &said {
            assert!(!line.ends_with(';'), "{game}: {line:?}");
        }
        assert!(said.last().unwrap().ends_with('.'), "{game}: {said:?}");
    }
}

#[test]
fn accessible_verbose_mode_counts_the_moves_one_way_and_the_deal_states_the_stock_once() {
    let counted = |line: &str| {
        let words: Vec<&str> = line.split(' ').collect();
        matches!(
            words.as_slice(),
            [n, "moves", "are", "possible."] if n.parse::<usize>().is_ok()
        ) || line == "1 move is possible."
    };
    for (game, seed) in won_deals() {
        let said = first_move_said(game, seed, "verbose");
        let (deal, after) = said.split_once("> ").unwrap();
        let deal: Vec<&str> = deal.lines().collect();
        assert!(counted(deal.last().unwrap()), "{game}: {deal:?}");
        assert!(counted(after.lines().last().unwrap()), "{game}: {after}");
        // The stock's count, said once; a game whose stock's top shows
        // (Pyramid) says that card on a line of its own, "Stock top: ...".
        let stock_lines = deal
            .iter()
            .filter(|l| l.contains("tock") && !l.starts_with("Stock top: "))
            .count();
        let has_stock = !said.contains(" cards left.");
        assert_eq!(stock_lines, usize::from(has_stock), "{game}: {deal:?}");
    }
}

/// What `patience GAME --seed N ARGS` says after the first move of the
/// won deal's winning line, through a pipe, in words.
fn words_after_the_first_move(game: &str, seed: u64, args: &[&str]) -> usize {
    let first = &winning_line(game, seed)[0];
    let seed = seed.to_string();
    let run = run(
        &[&[game, "--seed", &seed][..], args].concat(),
        &format!("{first}\n"),
    );
    let (_, after) = run.stdout.split_once(&format!("> {first}\n")).unwrap();
    words(after)
}

#[test]
fn a_move_by_ear_speaks_no_more_words_than_the_sighted_output_prints() {
    for (game, seed) in won_deals() {
        let by_ear = words_after_the_first_move(game, seed, &["--accessible"]);
        let sighted = words_after_the_first_move(game, seed, &[]);
        assert!(
            by_ear <= sighted,
            "{game}: {by_ear} words against {sighted}"
        );
    }
}

/// Pyramid with the bottom row pairing off left to right (AC QC, 2C JC,
/// ...) and 5D, 6D, 7D at positions 16 to 18 in the row above it: each
/// removal frees exactly the cards it uncovers, named with their place.
#[test]
fn by_ear_a_move_names_each_card_it_frees_with_its_exact_place() {
    let deck = common::deal_placing(&[(16, "5D 6D 7D"), (22, "AC QC 2C JC 3C 10C KC")]);
    let out = run(
        &["pyramid", "--accessible", "--deck", &deck],
        "remove 22 23\nremove 24 25\nquit\n",
    );
    assert_eq!(out.stderr, "");
    let first = common::said_after(&out.stdout, "remove 22 23", 0);
    assert_eq!(
        first,
        [
            "Removed ace of clubs and queen of clubs.",
            "Position 16 is free: five of diamonds.",
            "Position 22 is empty.",
            "Position 23 is empty.",
            "Stock: 23 cards."
        ],
        "position 16 alone is freed: 22 and 23 cover it"
    );
    let second = common::said_after(&out.stdout, "remove 24 25", 0);
    assert_eq!(
        second,
        [
            "Removed two of clubs and jack of clubs.",
            "Position 17 is free: six of diamonds.",
            "Position 18 is free: seven of diamonds.",
            "Position 24 is empty.",
            "Position 25 is empty.",
            "Stock: 23 cards."
        ]
    );
}
