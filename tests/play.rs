//! End-to-end games through the built binary: for every game a scripted
//! winning game and a scripted lost game under `--strict`, compared as whole
//! transcripts; plus the command line's usage errors and shorthand.

use crate::common;

use common::{assert_transcript, deal_placing, deals, run};

/// A script of `moves`, one line each (the moves separated by ", ").
fn lines(moves: &str) -> String {
    moves.split(", ").map(|mv| format!("{mv}\n")).collect()
}

fn transcript(name: &str, args: &[&str], script: &str) {
    let result = run(args, script);
    assert_eq!(result.stderr, "", "{name}: nothing rejected");
    assert_eq!(result.status, 0, "{name}");
    assert_transcript(name, &result.stdout);
}

#[test]
fn a_scripted_game_of_elevens_is_won() {
    let cards: Vec<&str> = deals::ELEVENS_IN_PAIRS.split_whitespace().collect();
    let mut script = String::from("# pairs first, then the face cards\n");
    for pair in cards[..40].chunks(2) {
        script.push_str(&format!("remove {}\n", pair.join(" ").to_lowercase()));
    }
    for trio in cards[40..].chunks(3) {
        script.push_str(&format!("remove {}\nstatus\n", trio.join(" ")));
    }
    transcript(
        "elevens-won",
        &[
            "play",
            "elevens",
            "--strict",
            "--deck",
            deals::ELEVENS_IN_PAIRS,
        ],
        &script,
    );
}

#[test]
fn a_scripted_game_of_elevens_is_lost() {
    transcript(
        "elevens-lost",
        &[
            "elevens",
            "--strict",
            "--deck",
            &deal_starting("AC 10C 2D 2H 2S 3C 3D 3H 3S 4C 4D"),
        ],
        "status\nremove 1 2\nstatus\n",
    );
}

#[test]
fn a_scripted_game_of_suit_elevens_is_won() {
    let deck = deals::suit_elevens_in_sets();
    let cards: Vec<&str> = deck.split_whitespace().collect();
    let mut script = String::new();
    for suit in cards.chunks(13) {
        for pair in suit[..10].chunks(2) {
            script.push_str(&format!("remove {}\n", pair.join(" ")));
        }
        script.push_str(&format!("remove {}\n", suit[10..].join(" ")));
    }
    script.push_str("status\n");
    transcript(
        "suit-elevens-won",
        &["play", "suit-elevens", "--strict", "--deck", &deck],
        &script,
    );
}

#[test]
fn a_scripted_game_of_suit_elevens_pairs_is_lost() {
    // 2H 3H 6H would be a set in the standard game; the pairs variant has no move.
    transcript(
        "suit-elevens-pairs-lost",
        &[
            "suit",
            "--variant",
            "pairs",
            "--strict",
            "--deck",
            &deal_starting("AS 10S 2H 3H 6H AC 2C 3C 4C 5C AD 2D 3D 4D 3S 4H 4S"),
        ],
        "remove as 10s\nstatus\n",
    );
}

#[test]
fn a_scripted_game_of_eighteens_is_won() {
    let deck = deals::eighteens_in_sets();
    let script: String = deals::EIGHTEENS_SETS
        .iter()
        .map(|set| format!("remove {set}\n"))
        .collect();
    transcript(
        "eighteens-won",
        &["play", "eighteens", "--strict", "--deck", &deck],
        &script,
    );
}

#[test]
fn a_scripted_game_of_eighteens_is_lost() {
    transcript(
        "eighteens-lost",
        &[
            "eighteens",
            "--strict",
            "--deck",
            &deal_starting("KD 10S 5H 3C 2C 2D 2H 2S 3D 3H 3S 4C AH 4D 4H 4S 5C"),
        ],
        "remove kd 10s 5h 3c\nstatus\n",
    );
}

#[test]
fn a_scripted_game_of_sweet_sixteen_is_won() {
    let mut script = String::new();
    for target in 1..=3 {
        for _ in 0..12 {
            script.push_str(&format!("move 5 {target}\n"));
        }
    }
    transcript(
        "sweet-sixteen-won",
        &[
            "play",
            "sweet-sixteen",
            "--strict",
            "--deck",
            deals::SWEET_SIXTEEN_THREE_RUNS,
        ],
        &script,
    );
}

#[test]
fn a_scripted_game_of_sweet_sixteen_is_lost() {
    transcript(
        "sweet-sixteen-lost",
        &[
            "sweet",
            "--strict",
            "--deck",
            &deal_starting("5H 6C 2H 3H 4H 6H 7H 8H 9H 10H JH QH KH AD 2D 3D 4D"),
        ],
        "move 5h 6c\nstatus\n",
    );
}

#[test]
fn a_scripted_game_of_eliminator_is_won() {
    let mut script = String::new();
    for _ in 0..13 {
        for column in (1..=4).rev() {
            script.push_str(&format!("move {column} f1\n"));
        }
    }
    script.push_str("status\n");
    transcript(
        "eliminator-won",
        &[
            "play",
            "eliminator",
            "--strict",
            "--deck",
            &deals::eliminator_ascending(),
        ],
        &script,
    );
}

#[test]
fn a_scripted_game_of_eliminator_with_four_foundations_is_lost() {
    // The last eight cards dealt: 2s under 7s on the four columns.
    let deck = deal_ending("2C 2D 2H 2S 7C 7D 7H 7S");
    transcript(
        "eliminator-lost",
        &["elim", "--foundations", "4", "--strict", "--deck", &deck],
        "move 1\nmove 2\n3 f3\nmove 7s f4\nstatus\n",
    );
}

#[test]
fn every_game_has_a_won_and_a_lost_transcript() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts");
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    for game in common::game_ids() {
        for end in ["won", "lost"] {
            assert!(
                names
                    .iter()
                    .any(|name| name.starts_with(&format!("{game}-"))
                        && name.ends_with(&format!("-{end}.out"))),
                "{game} has no {end} transcript in tests/transcripts"
            );
        }
    }
}

/// A script of `move N` lines, one for each column in `columns`, where a
/// column of 0 stands for `deal` (turning the next stock card).
fn moves(columns: &[u8]) -> String {
    columns
        .iter()
        .map(|&column| match column {
            0 => "deal\n".to_string(),
            n => format!("move {n}\n"),
        })
        .chain(["status\n".to_string()])
        .collect()
}

#[test]
fn a_scripted_game_of_golf_is_won() {
    // The winning line `patience solve golf --seed 4` found.
    let line = [
        0, 3, 1, 4, 0, 0, 1, 6, 3, 6, 0, 7, 5, 0, 0, 2, 5, 1, 6, 3, 4, 0, 0, 2, 3, 5, 0, 4, 3, 2,
        7, 5, 1, 0, 4, 0, 6, 0, 6, 7, 7, 1, 7, 0, 0, 0, 5, 0, 4, 2, 2,
    ];
    transcript(
        "golf-won",
        &["play", "golf", "--strict", "--seed", "4"],
        &moves(&line),
    );
}

#[test]
fn a_scripted_game_of_golf_is_lost_with_queens_under_a_king() {
    // The tops of the columns are cards 29 to 35, the stock 37 to 52: the
    // last card turned is a king, and nothing goes on a king, so the
    // queens on top are stuck.
    let deck = deal_placing(&[(29, "QC QD QH QS 5C 5D 5H"), (52, "KC")]);
    transcript(
        "golf-lost",
        &["golf", "--strict", "--deck", &deck],
        &moves(&[0; 16]),
    );
}

#[test]
fn a_scripted_game_of_pyramid_is_won() {
    // The winning line `patience solve pyramid --seed 2` found: through
    // the stock twice first, then the pyramid, the stock and the waste.
    let script = format!(
        "{}{}",
        "deal\n".repeat(46),
        lines(
            "remove 25, remove 27 waste, remove 28 waste, remove 24 waste, remove 26 waste, \
             remove 21 waste, remove 19 23, remove 18 waste, deal, deal, deal, deal, deal, \
             remove stock waste, deal, remove 13 17, remove 12 waste, deal, remove 8 20, \
             remove 14 waste, remove 9 waste, deal, deal, deal, deal, remove 5 22, \
             remove 16 waste, deal, deal, deal, remove 11 stock, deal, remove 7 15, \
             remove 4 10, remove 6, remove 2 waste, remove waste, remove stock waste, \
             remove 3 waste, remove waste, remove stock waste, remove stock waste, \
             remove 1 stock"
        )
    );
    transcript(
        "pyramid-won",
        &["play", "pyramid", "--strict", "--seed", "2"],
        &format!("{script}status\n"),
    );
}

#[test]
fn a_scripted_game_of_pyramid_is_lost_with_aces_and_twos_across_the_bottom() {
    // The bottom row (cards 22 to 28) is aces and twos, which never make
    // 13 together; the last stock card, the waste's top once the three
    // passes are used, is a three. So after 73 deals nothing is left.
    let deck = deal_placing(&[(22, "AC AD AH AS 2C 2D 2H"), (52, "3C")]);
    transcript(
        "pyramid-lost",
        &["pyramid", "--strict", "--deck", &deck],
        &format!("{}status\n", "deal\n".repeat(73)),
    );
}

#[test]
fn relaxed_pyramids_board_counts_a_stock_and_waste_pair_removed_and_status_the_pyramid() {
    // Seed 1's stock top and waste top sum to 13.
    let result = run(
        &["play", "pyramid", "--variant", "relaxed", "--seed", "1"],
        "remove stock waste\nshow\nstatus\n",
    );
    assert_eq!(result.stderr, "");
    assert_eq!(result.status, 0);
    assert!(
        result.stdout.contains("Stock: 22. Removed: 2.\n"),
        "{}",
        result.stdout
    );
    assert!(
        result
            .stdout
            .contains("stock 22;\n0 of 28 cards removed from the pyramid; 1 move made."),
        "{}",
        result.stdout
    );
}

#[test]
fn a_scripted_game_of_tri_peaks_is_won() {
    // The winning line `patience solve tri-peaks --seed 57` found: most of
    // the stock first, then the peaks, bottom row up.
    let script = format!(
        "{}{}",
        "deal\n".repeat(17),
        lines(
            "move 28 waste, move 27 waste, deal, move 18 waste, deal, move 25 waste, deal, \
             move 22 waste, move 24 waste, move 26 waste, move 17 waste, deal, \
             move 23 waste, move 20 waste, move 19 waste, move 10 waste, move 14 waste, \
             move 15 waste, move 9 waste, move 21 waste, move 13 waste, move 7 waste, \
             move 16 waste, move 6 waste, move 2 waste, move 12 waste, move 11 waste, \
             move 8 waste, move 5 waste, move 4 waste, deal, move 3 waste, deal, \
             move 1 waste"
        )
    );
    transcript(
        "tri-peaks-won",
        &["play", "tri-peaks", "--strict", "--seed", "57"],
        &format!("{script}status\n"),
    );
}

#[test]
fn a_scripted_game_of_tri_peaks_is_lost_with_the_stock_ending_on_a_king() {
    // The bottom row (cards 19 to 28) is threes to sevens; the last stock
    // card, the waste's top once the stock is turned, is a king. So after
    // 23 deals no free card fits and the stock is empty.
    let deck = deal_placing(&[(19, "3C 3D 4C 4D 5C 5D 6C 6D 7C 7D"), (52, "KS")]);
    transcript(
        "tri-peaks-lost",
        &["tri-peaks", "--strict", "--deck", &deck],
        &format!("{}status\n", "deal\n".repeat(23)),
    );
}

#[test]
fn tri_peaks_in_accessible_mode_says_the_card_a_move_turns_up_and_undo_turns_it_down() {
    // Seed 1: 2S at 23 goes on AC, then 3C at 24 frees position 14.
    let result = run(
        &["tri-peaks", "--seed", "1", "--accessible"],
        "23\n24\nundo\n",
    );
    assert_eq!(result.stderr, "");
    let said = result.stdout;
    for sentence in [
        "Put two of spades on the waste.",
        "Put three of clubs on the waste.",
        "Position 14 turns up two of hearts.",
        "Took back move 24 waste.",
        "Position 14 is face down.",
        "Position 24 shows three of clubs.",
    ] {
        assert!(said.contains(sentence), "{sentence}\n{said}");
    }
}

#[test]
fn pyramid_in_accessible_mode_says_the_cards_a_move_frees_and_the_stocks_new_top() {
    // The bottom row pairs off left to right (AC QC, 2C JC, ...), and the
    // stock's first two cards are AH, turned at the deal, then QH.
    let deck = deal_placing(&[(22, "AC QC 2C JC 3C 10C KC"), (29, "AH QH 2H")]);
    let result = run(
        &["pyramid", "--accessible", "--deck", &deck],
        "22 23\nremove 24 25\ndeal\n",
    );
    assert_eq!(result.stderr, "");
    let said = result.stdout;
    for sentence in [
        "Removed ace of clubs and queen of clubs.",
        "Position 16 is free: ",
        "Removed two of clubs and jack of clubs.",
        "Position 17 is free: ",
        "Position 18 is free: ",
        "Turned queen of hearts on the waste.",
        "Stock shows two of hearts.",
        "Stock: 22 cards.",
    ] {
        assert!(said.contains(sentence), "{sentence}\n{said}");
    }
}

#[test]
fn a_scripted_game_of_black_hole_is_won() {
    // The winning line `patience solve black-hole --seed 2` found.
    let line = [
        16, 5, 3, 1, 4, 17, 8, 3, 9, 17, 1, 2, 11, 6, 17, 7, 12, 11, 10, 9, 13, 12, 15, 4, 6, 16,
        7, 12, 8, 10, 14, 5, 10, 13, 3, 1, 14, 4, 5, 11, 13, 6, 15, 2, 14, 16, 9, 7, 15, 2, 8,
    ];
    transcript(
        "black-hole-won",
        &["play", "black-hole", "--strict", "--seed", "2"],
        &moves(&line),
    );
}

#[test]
fn a_scripted_game_of_black_hole_is_lost() {
    // The ace of spades starts the foundation; the other 51 cards go
    // round-robin into 17 fans, so cards 36 to 52 are the tops. Only the
    // 2 of clubs can go; the 9 under it and the other tops are no rank
    // from it.
    let deck = deal_placing(&[
        (1, "AS"),
        (19, "9C"),
        (36, "2C 5C 5D 5H 5S 6C 6D 6H 6S 7C 7D 7H 7S 8C 8D 8H 8S"),
    ]);
    transcript(
        "black-hole-lost",
        &["black", "--strict", "--deck", &deck],
        &moves(&[1]),
    );
}

#[test]
fn a_scripted_game_of_all_in_a_row_is_won() {
    // The winning line `patience solve all-in-a-row --seed 3` found.
    let line = [
        5, 2, 1, 2, 4, 10, 8, 2, 4, 9, 11, 12, 5, 6, 3, 1, 5, 9, 7, 11, 2, 13, 6, 3, 1, 12, 7, 12,
        6, 1, 4, 3, 10, 4, 13, 3, 11, 7, 10, 12, 13, 13, 6, 8, 7, 8, 11, 5, 8, 9, 9, 10,
    ];
    transcript(
        "all-in-a-row-won",
        &["play", "all-in-a-row", "--strict", "--seed", "3"],
        &moves(&line),
    );
}

#[test]
fn a_scripted_game_of_all_in_a_row_is_lost() {
    // 13 columns of four: cards 40 to 52 are the tops. The 2 of clubs
    // starts the foundation; the 9 under it and the other tops are no
    // rank from it.
    let deck = deal_placing(&[(27, "9C"), (40, "2C 5C 5D 5H 5S 6C 6D 6H 6S 7C 7D 7H 7S")]);
    transcript(
        "all-in-a-row-lost",
        &["all", "--strict", "--deck", &deck],
        &moves(&[1]),
    );
}

/// 52 codes starting with `codes`, the rest in new-deck order.
fn deal_starting(codes: &str) -> String {
    patience::deal::Deal::starting_with(codes).unwrap().codes()
}

/// 52 codes ending with `codes`, the rest in new-deck order before them.
fn deal_ending(codes: &str) -> String {
    let deal = patience::deal::Deal::starting_with(codes).unwrap();
    let n = codes.split_whitespace().count();
    let cards = deal.codes();
    let all: Vec<&str> = cards.split(' ').collect();
    let mut order: Vec<&str> = all[n..].to_vec();
    order.extend(&all[..n]);
    order.join(" ")
}

#[test]
fn strict_mode_stops_at_the_first_rejected_command_with_status_65() {
    let result = run(
        &["elevens", "--seed", "42", "--strict"],
        "remove 2 3\nshow\n",
    );
    assert_eq!(result.status, 65);
    assert_eq!(result.stderr, "Line 1: 4S and 4C sum to 8, not 11.\n");
    assert!(!result.stdout.contains("> show"));
}

#[test]
fn strict_mode_stops_at_an_unknown_command_with_status_65() {
    let result = run(&["elevens", "--seed", "42", "--strict"], "dance\nshow\n");
    assert_eq!(result.status, 65);
    assert_eq!(
        result.stderr,
        "Line 1: There is no command \"dance\"; type help for the list.\n"
    );
}

#[test]
fn without_strict_a_rejected_command_changes_nothing_and_play_goes_on() {
    let result = run(&["elevens", "--seed", "42"], "remove 2 3\nstatus\n");
    assert_eq!(result.status, 0);
    assert_eq!(result.stderr, "4S and 4C sum to 8, not 11.\n");
    assert!(result
        .stdout
        .contains("playing; stock 43; 0 of 52 cards removed; 0 moves made."));
}

#[test]
fn script_lines_are_echoed_after_the_prompt_and_comments_ignored() {
    let result = run(
        &["elevens", "--seed", "42"],
        "# a comment\n\nremove 6c 5d\n",
    );
    assert!(result.stdout.contains("> # a comment\n"));
    assert!(
        result.stdout.contains("> remove 6c 5d\nRemoved 6C and 5D"),
        "{}",
        result.stdout
    );
}

#[test]
fn a_script_file_is_read_with_the_script_option() {
    let dir = common::test_dir();
    let path = dir.join("moves.txt");
    std::fs::write(&path, "status\r\nquit\r\nstatus\r\n").unwrap();
    let result = run(
        &[
            "elevens",
            "--seed",
            "42",
            "--script",
            path.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(result.status, 0);
    assert_eq!(
        result.stdout.matches("> status").count(),
        1,
        "quit stops the script"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_error_that_ends_the_program_is_one_sentence_with_its_context_first() {
    let missing = run(&["elevens", "--script", "/nonexistent/moves.txt"], "");
    // One sentence, wrapped to 79 columns.
    assert_eq!(
        missing.stderr.replace('\n', " ").trim_end(),
        "Could not open the script /nonexistent/moves.txt: there is no such file or directory."
    );
    assert_eq!(missing.status, 1);
    let home = tempfile::tempdir().unwrap();
    std::fs::create_dir(home.path().join("records.tsv")).unwrap();
    let output = common::patience()
        .env("PATIENCE_HOME", home.path())
        .arg("stats")
        .output()
        .unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap().replace('\n', " ");
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr.starts_with("Could not read the record ")
            && stderr.ends_with("records.tsv: it is a directory, not a regular file. "),
        "{stderr}"
    );
    let usage = run(&["nosuchgame"], "");
    assert_eq!(usage.status, 2, "a usage error keeps its status");
}

#[test]
fn a_missing_script_file_is_a_runtime_error() {
    let result = run(&["elevens", "--script", "/nonexistent/moves.txt"], "");
    assert_eq!(result.status, 1);
    assert!(result
        .stderr
        .starts_with("Could not open the script /nonexistent/moves.txt"));
}

#[test]
fn game_ids_take_any_unique_prefix_in_any_case() {
    for (prefix, name) in [
        ("ELIM", "Eliminator"),
        ("sw", "Sweet Sixteen"),
        ("Suit", "Suit Elevens"),
        ("eig", "Eighteens"),
        ("eleve", "Elevens"),
    ] {
        let result = run(&["play", prefix, "--seed", "1"], "");
        assert!(
            result.stdout.starts_with(&format!("{name}, seed 1:")),
            "{prefix}"
        );
    }
}

#[test]
fn an_ambiguous_game_id_is_a_usage_error_listing_the_candidates() {
    let result = run(&["play", "el"], "");
    assert_eq!(result.status, 2);
    assert_eq!(
        result.stderr,
        "\"el\" could be elevens or eliminator or elevator; type more of the name.\n"
    );
}

#[test]
fn an_unknown_game_id_is_a_usage_error_pointing_to_the_list_of_games() {
    let result = run(&["klondike"], "");
    assert_eq!(result.status, 2);
    assert!(result.stderr.contains("patience list names the"));
    let list = run(&["list"], "");
    assert!(list.stdout.contains("eighteens"), "{}", list.stdout);
}

#[test]
fn a_deck_with_a_duplicate_card_is_rejected_naming_it() {
    let deck = deal_starting("").replace("QS", "7H");
    let result = run(&["elevens", "--deck", &deck], "");
    assert_eq!(result.status, 2);
    assert_eq!(
        result.stderr,
        "The deck is not 52 distinct cards: duplicate 7H.\n"
    );
}

#[test]
fn a_deck_missing_a_card_is_rejected_naming_it() {
    let deck = deal_starting("").replace(" QS", "");
    let result = run(&["elevens", "--deck", &deck], "");
    assert_eq!(result.status, 2);
    assert_eq!(
        result.stderr,
        "The deck has 51 cards, not 52: missing QS.\n"
    );
}

#[test]
fn a_deck_with_a_bad_code_is_rejected_naming_it() {
    let deck = deal_starting("").replace("QS", "1X");
    let result = run(&["elevens", "--deck", &deck], "");
    assert_eq!(result.status, 2);
    assert!(
        result.stderr.contains("\"1X\" is not a card code"),
        "{}",
        result.stderr
    );
}

#[test]
fn deck_prints_the_deal_of_a_seed_as_52_codes() {
    let result = run(&["deck", "elevens", "--seed", "1"], "");
    assert_eq!(result.status, 0);
    assert_eq!(result.stdout.split_whitespace().count(), 52);
    assert!(result.stdout.starts_with("6C AH 3H QH 8C"));
    assert!(result.stdout.ends_with('\n') && result.stdout.lines().count() == 1);
}

#[test]
fn without_a_seed_a_random_seed_is_chosen_and_shown() {
    let result = run(&["elevens"], "status\n");
    let first = result.stdout.lines().next().unwrap();
    let seed: u64 = first
        .strip_prefix("Elevens, seed ")
        .and_then(|rest| rest.split(':').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no seed shown in {first}"));
    // The shown seed replays the same deal.
    let again = run(&["elevens", "--seed", &seed.to_string()], "status\n");
    assert_eq!(again.stdout, result.stdout);
}

#[test]
fn list_names_every_game_with_a_summary() {
    let result = run(&["list"], "");
    assert_eq!(
        result.stdout.lines().count(),
        patience::games::GameId::ALL.len()
    );
    for id in common::game_ids() {
        assert!(result.stdout.contains(&format!("{id} ")), "{id}");
    }
}

#[test]
fn rules_prints_the_rules_of_a_game() {
    let result = run(&["rules", "sweet"], "");
    assert_eq!(result.status, 0);
    assert!(result.stdout.starts_with("Sweet Sixteen\n\n"));
}

#[test]
fn patience_alone_shows_how_to_start() {
    let result = run(&[], "");
    assert_eq!(result.status, 0);
    assert!(result.stdout.contains("patience play elevens"));
}

#[test]
fn the_variant_options_are_checked_against_the_game() {
    let result = run(&["elevens", "--variant", "pairs"], "");
    assert_eq!(result.status, 2);
    assert_eq!(
        result.stderr,
        "The pairs variant is for suit-elevens, not elevens.\n"
    );
    let result = run(&["eliminator", "--foundations", "7"], "");
    assert_eq!(result.status, 2);
    assert_eq!(
        result.stderr,
        "Eliminator plays with 4, 5 or 6 foundations, not 7.\n"
    );
}

#[test]
fn each_variant_mistake_is_a_usage_error_with_its_own_sentence() {
    let result = run(&["elevens", "--variant", "triples"], "");
    assert_eq!(result.status, 2);
    let said = result.stderr.replace('\n', " ");
    assert!(
        said.starts_with("There is no variant called \"triples\"; the variants are standard"),
        "{said}"
    );
    assert!(said.contains("pairs (suit-elevens only)"), "{said}");
    let result = run(&["elevens", "--foundations", "5"], "");
    assert_eq!(result.status, 2);
    assert_eq!(
        result.stderr,
        "--foundations is for eliminator, not elevens.\n"
    );
}

#[test]
fn a_saved_game_with_a_variant_its_game_lacks_is_refused_with_a_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "game eliminator\nvariant x-foundations\nseed 1\n",
            "\"x-foundations\" is not a variant; try 4-foundations.\n",
        ),
        (
            "game elevens\nvariant pairs\nseed 1\n",
            "The pairs variant is for suit-elevens, not elevens.\n",
        ),
    ];
    for (saved, sentence) in cases {
        let path = dir.path().join("saved.txt");
        std::fs::write(&path, saved).unwrap();
        let result = run(&["play", "--script", path.to_str().unwrap()], "");
        assert_eq!(result.status, 2, "{saved}");
        assert_eq!(result.stderr, sentence, "{saved}");
    }
}

#[test]
fn a_seed_out_of_range_is_a_usage_error() {
    let result = run(&["elevens", "--seed", "18446744073709551616"], "");
    assert_eq!(result.status, 2);
}

#[test]
fn moves_after_the_game_ends_are_rejected() {
    let result = run(
        &[
            "elevens",
            "--deck",
            &deal_starting("AC 10C 2D 2H 2S 3C 3D 3H 3S 4C 4D"),
        ],
        "remove 1 2\nremove 1 2\nrestart\nstatus\n",
    );
    assert_eq!(
        result.stderr,
        "This game is lost; type undo, new, restart or quit.\n"
    );
    assert!(result.stdout.contains("playing; stock 43"));
}

#[test]
fn new_with_a_seed_deals_that_seed() {
    let result = run(&["elevens", "--seed", "1"], "new 42\nstatus\n");
    assert!(result.stdout.contains("Elevens, seed 42: dealt 9 cards"));
    assert!(result.stdout.contains("Elevens, seed 42: playing"));
}
