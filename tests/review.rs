//! `review` through the binary: at the prompt and as `patience review FILE`,
//! each move judged against the fair hint, a known blunder pinned in a deal
//! of each game, the real stock's verdict, sentences in accessible mode and
//! JSON for tools.

use crate::common;

use common::{patience, run};
use patience::deal::Deal;
use patience::games::{Game, GameId, Move, Rules, View};
use patience::session::Session;
use patience::text::command::Command;
use patience::text::spoken::MoveCards;
use std::io::Write;

/// A saved game of `game` from `seed` with `moves`, as `save` writes it.
fn save_file(game: &str, seed: u64, moves: &[&str]) -> tempfile::NamedTempFile {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    writeln!(file, "game {game}\nvariant standard\nseed {seed}").unwrap();
    for mv in moves {
        writeln!(file, "{mv}").unwrap();
    }
    file
}

/// `patience review FILE ARGS`: stdout, after checking it succeeded quietly.
fn review(file: &tempfile::NamedTempFile, args: &[&str]) -> String {
    let out = patience()
        .arg("review")
        .arg(file.path())
        .args(args)
        .env("COLUMNS", "200")
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8(out.stdout).unwrap()
}

/// Text with its wrapping undone: words joined by single spaces.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The review as JSON.
fn review_json(file: &tempfile::NamedTempFile, args: &[&str]) -> serde_json::Value {
    let mut all = vec!["--json"];
    all.extend_from_slice(args);
    serde_json::from_str(&review(file, &all)).expect("one JSON object")
}

/// The blunder is the worst move, and it surely cost at least `points`.
fn assert_worst(review: &serde_json::Value, number: u64, played: &str, points: f64) {
    assert_eq!(review["worst"][0], number, "{review}");
    let m = &review["moves"][(number - 1) as usize];
    assert_eq!(m["played"], played);
    assert!(m["cost_points"].as_f64().unwrap() >= points, "{m}");
    assert_eq!(m["cost_is_sure"], true, "{m}");
    assert_ne!(m["best"], played);
}

#[test]
fn an_eighteens_blunder_is_the_worst_move_and_named_first() {
    let file = save_file("eighteens", 1, &["remove 1 2 3 4"]);
    assert_worst(&review_json(&file, &[]), 1, "remove 1 2 3 4", 25.0);
    let text = flat(&review(&file, &[]));
    assert!(
        text.contains("Your worst move was 1, remove 1 2 3 4: it took your chances from about "),
        "{text}"
    );
}

#[test]
fn a_suit_elevens_blunder_is_the_worst_move() {
    let moves = [
        "remove 2 6",
        "remove 7 9",
        "remove 4 15",
        "remove 10 15",
        "remove 5 8 10",
        "remove 4 11 12",
    ];
    let file = save_file("suit-elevens", 3, &moves);
    assert_worst(&review_json(&file, &[]), 6, "remove 4 11 12", 50.0);
}

/// Seed 12's opening: `move 4 11` wins 20 of the 41 stock orders a review
/// samples there, where the hint's move wins 31 of the same orders.
#[test]
fn a_sweet_sixteen_blunder_is_the_worst_move() {
    let file = save_file("sweet-sixteen", 12, &["move 4 11"]);
    assert_worst(&review_json(&file, &[]), 1, "move 4 11", 20.0);
}

/// Seed 8's second move seems to cost 14 points: the hint's move wins 20
/// of the 21 stock orders a review samples there, the move played 14 and
/// 3 undecided. So few orders can split that way by chance, so the move
/// is not marked, and the review says why.
#[test]
fn a_cost_the_sampled_orders_cannot_tell_from_chance_is_not_marked() {
    let file = save_file("sweet-sixteen", 8, &["move 1 5", "move 2 7"]);
    let judged = review_json(&file, &[]);
    let m = &judged["moves"][1];
    assert!(m["cost_points"].as_f64().unwrap() >= 10.0, "{m}");
    assert_eq!(m["cost_is_sure"], false, "{m}");
    assert_eq!(judged["worst"], serde_json::json!([]));
    let table = review(&file, &[]);
    assert!(
        table.lines().any(|l| l.starts_with("   2?  move 2 7")),
        "{table}"
    );
    let text = flat(&table);
    assert!(
        text.contains(
            "No move surely cost 5 points or more against the fair hint. Move 2 seemed to \
             cost 14 points, but on the stock orders tried that could be chance, so it is \
             not marked."
        ),
        "{text}"
    );
    let spoken = flat(&review(&file, &["--accessible"]));
    assert!(
        spoken.contains("; it seemed to cost 14 points; that could be chance."),
        "{spoken}"
    );
    assert!(
        spoken.contains("Seemed to cost 5 points or more: move 2."),
        "{spoken}"
    );
}

const ELIMINATOR_BLUNDER: [&str; 6] = [
    "move 1 f1",
    "move 2 f2",
    "move 3 f3",
    "move 1 f4",
    "move 4 f5",
    "move 3 f6",
];

#[test]
fn an_eliminator_blunder_costs_the_whole_game_exactly() {
    let file = save_file("eliminator", 2, &ELIMINATOR_BLUNDER);
    let judged = review_json(&file, &[]);
    assert_worst(&judged, 6, "move 3 f6", 100.0);
    let m = &judged["moves"][5];
    assert_eq!(m["after_played"]["exact"], true);
    assert_eq!(m["after_played"]["share"], 0.0);
    assert_eq!(m["after_best"]["share"], 1.0);
}

/// In a game with nothing hidden, the last of `moves` loses a deal that
/// `best` keeps: it costs the whole game, exactly.
fn assert_exact_blunder(game: &str, seed: u64, moves: &[&str], best: &str) {
    let file = save_file(game, seed, moves);
    let judged = review_json(&file, &[]);
    let number = moves.len() as u64;
    assert_worst(&judged, number, moves[moves.len() - 1], 100.0);
    let m = &judged["moves"][moves.len() - 1];
    assert_eq!(m["best"], best);
    assert_eq!(m["after_played"]["exact"], true);
}

/// Black Hole, seed 2: the fifth move loses a deal `move 4 f1` keeps.
const BLACK_HOLE_BLUNDER: [&str; 5] = [
    "move 16 f1",
    "move 5 f1",
    "move 3 f1",
    "move 1 f1",
    "move 15 f1",
];

#[test]
fn a_black_hole_blunder_costs_the_whole_game_exactly() {
    assert_exact_blunder("black-hole", 2, &BLACK_HOLE_BLUNDER, "move 4 f1");
}

#[test]
fn an_all_in_a_row_blunder_costs_the_whole_game_exactly() {
    let moves = ["move 1 f1", "move 1 f1", "move 9 f1"];
    assert_exact_blunder("all-in-a-row", 2, &moves, "move 2 f1");
}

/// Golf, seed 4, along a winning line to move 27; then turning the stock
/// instead of playing column 4 leaves few of the stock's orders winnable.
#[test]
fn a_golf_blunder_is_the_worst_move() {
    let moves = [
        "deal",
        "move 3 f1",
        "move 1 f1",
        "move 4 f1",
        "deal",
        "deal",
        "move 1 f1",
        "move 6 f1",
        "move 3 f1",
        "move 6 f1",
        "deal",
        "move 7 f1",
        "move 5 f1",
        "deal",
        "deal",
        "move 2 f1",
        "move 5 f1",
        "move 1 f1",
        "move 6 f1",
        "move 3 f1",
        "move 4 f1",
        "deal",
        "deal",
        "move 2 f1",
        "move 3 f1",
        "move 5 f1",
        "deal",
        "deal",
    ];
    let file = save_file("golf", 4, &moves);
    let judged = review_json(&file, &[]);
    assert_worst(&judged, 28, "deal", 40.0);
    assert_eq!(judged["moves"][27]["best"], "move 4 f1");
}

/// Elevens is confluent: no choice changes the outcome, so no move costs
/// anything and the odds are the player's own chance.
#[test]
fn an_elevens_review_marks_no_move_since_no_choice_matters() {
    let file = save_file("elevens", 3, &["remove 1 4"]);
    let judged = review_json(&file, &[]);
    assert_eq!(judged["worst"], serde_json::json!([]));
    for m in judged["moves"].as_array().unwrap() {
        assert_eq!(m["cost_points"], 0.0);
        assert_eq!(m["after_played"]["players_own"], true);
    }
    assert!(flat(&review(&file, &[])).contains("No move cost 5 points or more"));
}

#[test]
fn with_the_stock_revealed_a_review_names_the_move_that_lost_the_deal_and_a_winning_line() {
    let file = save_file("eliminator", 2, &ELIMINATOR_BLUNDER);
    let judged = review_json(&file, &["--stock"]);
    let real = &judged["real_stock"];
    assert_eq!(real["deal"], "won");
    assert_eq!(real["at_the_end"], "lost");
    assert_eq!(real["lost_after"], 6);
    let line: Vec<String> = real["winning_line"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect();
    assert!(!line.is_empty());
    // The line wins from the position before move 6.
    let mut script: String = ELIMINATOR_BLUNDER[..5].join("\n") + "\n";
    script.push_str(&(line.join("\n") + "\nstatus\n"));
    let played = run(
        &["eliminator", "--seed", "2", "--strict", "--no-record"],
        &script,
    );
    assert_eq!(played.status, 0, "{}", played.stderr);
    assert!(played.stdout.contains("won"), "{}", played.stdout);
    let text = flat(&review(&file, &["--stock"]));
    assert!(
        text.contains("This deal could be won until move 6, move 3 f6; after it no line wins."),
        "{text}"
    );
}

#[test]
fn without_the_stock_revealed_a_game_in_progress_is_not_judged_by_its_real_stock() {
    let file = save_file("eighteens", 1, &["remove 1 2 3 4"]);
    assert_eq!(
        review_json(&file, &[])["real_stock"],
        serde_json::Value::Null
    );
    assert!(!review(&file, &[]).contains("With the real stock"));
}

#[test]
fn an_accessible_review_reads_as_sentences_without_a_table() {
    let file = save_file("eighteens", 1, &["remove 1 2 3 4"]);
    let text = flat(&review(&file, &["--accessible"]));
    assert!(!text.contains("played before after best"), "{text}");
    assert!(text.ends_with('.'), "{text}");
    assert!(text.contains("Move 1: you removed the "), "{text}");
    assert!(text.contains(" Before it about "), "{text}");
}

#[test]
fn an_accessible_review_says_a_range_of_odds_in_words() {
    // Golf's opening leaves most sampled orders undecided, so its odds are
    // ranges; read aloud, "0-80%" would be a subtraction.
    let file = save_file("golf", 5, &["move 3", "deal", "move 1"]);
    let text = flat(&review(&file, &["--accessible"]));
    assert!(
        text.contains("Move 2: you dealt a card from the stock."),
        "{text}"
    );
    assert!(text.contains("% to "), "{text}");
    assert!(
        !text.split(' ').any(|w| w.contains('-') && w.contains('%')),
        "{text}"
    );
}

#[test]
fn review_at_the_prompt_judges_the_moves_so_far() {
    let out = run(
        &["eighteens", "--seed", "1", "--no-record", "--strict"],
        "remove 1 2 3 4\nreview\n",
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    let answer = out.stdout.split("> review\n").nth(1).unwrap();
    assert!(answer.starts_with("Review of 1 move."), "{answer}");
    assert!(
        answer.contains("Your worst move was 1, remove 1 2 3 4"),
        "{answer}"
    );
}

#[test]
fn review_stock_at_the_prompt_reads_the_real_stock_and_counts_as_help() {
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("game.txt");
    let save = format!("save {}\n", saved.to_str().unwrap());
    let args = ["eighteens", "--seed", "1", "--no-record"];
    let out = run(&args, &format!("remove 1 2 3 4\nreview\n{save}"));
    assert!(!flat(&out.stdout).contains("With the real stock"));
    assert!(!std::fs::read_to_string(&saved)
        .unwrap()
        .contains("assisted yes"));
    let out = run(&args, &format!("remove 1 2 3 4\nreview stock\n{save}"));
    assert!(
        flat(&out.stdout).contains("With the real stock, no line could win this deal."),
        "{}",
        out.stdout
    );
    assert!(std::fs::read_to_string(&saved)
        .unwrap()
        .contains("assisted yes"));
    let script = ELIMINATOR_BLUNDER.join("\n") + "\nreview stock\n";
    let out = run(&["eliminator", "--seed", "2", "--no-record"], &script);
    assert!(
        flat(&out.stdout).contains("could be won until move 6, move 3 f6"),
        "{}",
        out.stdout
    );
}

#[test]
fn review_with_junk_arguments_says_so_and_changes_nothing() {
    let out = run(
        &["eighteens", "--seed", "1", "--no-record"],
        "review everything\nhistory\n",
    );
    assert!(
        flat(&out.stderr)
            .contains("review takes nothing, or the word stock. Type help review for an example."),
        "{}",
        out.stderr
    );
    // Nothing was reviewed and the game goes on untouched.
    assert!(!out.stdout.contains("Review of"));
    assert!(out.stdout.contains(
        "> history
"
    ));
}

#[test]
fn reviewing_a_file_that_is_not_a_saved_game_is_a_runtime_error_in_one_sentence() {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    writeln!(file, "this is not a saved game").unwrap();
    let out = patience().arg("review").arg(file.path()).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.starts_with("Could not review "), "{err}");
    assert!(
        flat(&err).ends_with(
            "the file does not say which game it is; a saved game starts with a game line."
        ),
        "{err}"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn review_at_an_accessible_prompt_reads_as_sentences_without_a_table() {
    let out = run(
        &["eighteens", "--seed", "1", "--no-record", "--accessible"],
        "remove 1 2 3 4\nreview\n",
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    let answer = flat(out.stdout.split("> review\n").nth(1).unwrap());
    assert!(!answer.contains("played before after best"), "{answer}");
    assert!(answer.contains("Move 1: you removed the "), "{answer}");
    assert!(answer.contains(" Before it about "), "{answer}");
}

/// A saved Sweet Sixteen game of `moves` moves on a deck that starts
/// 6C 6S 5H, where the 5H shuttles between the black sixes.
fn shuttle_save(moves: usize) -> tempfile::NamedTempFile {
    let deck = patience::deal::Deal::starting_with("6C 6S 5H")
        .unwrap()
        .codes();
    let mut file = tempfile::NamedTempFile::new().unwrap();
    writeln!(
        file,
        "game sweet-sixteen\nvariant standard\ndeck {deck}\nmove 3 1"
    )
    .unwrap();
    for i in 1..moves {
        writeln!(file, "{}", if i % 2 == 1 { "move 1 2" } else { "move 2 1" }).unwrap();
    }
    file
}

#[test]
fn a_review_of_a_long_game_judges_its_first_200_moves_and_says_so() {
    let file = shuttle_save(300);
    let text = flat(&review(&file, &[]));
    assert!(
        text.starts_with("Review of the first 200 of 300 moves (a review judges at most 200)."),
        "{text}"
    );
    let json = review_json(&file, &[]);
    assert_eq!(json["moves"].as_array().unwrap().len(), 200, "{json}");
    assert_eq!(json["moves_played"], 300, "{json}");
}

#[test]
fn review_shows_its_progress_on_a_terminal_and_erases_it() {
    use expectrl::{Eof, Expect, Regex, Session};
    let file = shuttle_save(300);
    let spawn = |term: &str| {
        let mut command = common::command();
        command.arg("review").arg(file.path()).env("TERM", term);
        let mut session = Session::spawn(command).unwrap();
        session.set_expect_timeout(Some(std::time::Duration::from_secs(120)));
        session
    };
    let mut p = spawn("xterm");
    p.expect(Regex(r"\] \d+/200 moves, ETA")).unwrap();
    let rest = p.expect(Eof).unwrap();
    let text = String::from_utf8_lossy(rest.as_bytes()).into_owned();
    let erased = text.rfind("\x1b[2K").unwrap_or_else(|| panic!("{text:?}"));
    let review = text.find("Review of the first 200").expect("the review");
    assert!(
        erased < review,
        "the bar is erased before the review: {text:?}"
    );

    let mut p = spawn("dumb");
    let all = p.expect(Eof).unwrap();
    let text = String::from_utf8_lossy(all.as_bytes()).into_owned();
    assert!(text.contains("Review of the first 200"), "{text:?}");
    assert!(
        !text.contains("moves, ETA") && !text.contains('\x1b'),
        "{text:?}"
    );
}

/// `review` and `hint` lines in a script reuse what was worked out while
/// the position is unchanged: 250 of each after ten moves print the same
/// review and hint each time, and judge 11 positions, far under the bound
/// a script's analysis has (2,000 positions judged afresh), where working
/// each out again judged 2,750 (and took some 90 s in a debug build).
#[test]
fn review_and_hint_lines_in_a_script_reuse_the_work_while_the_position_is_unchanged() {
    let seed = common::won_seed(patience::games::GameId::Elevens);
    let line = common::winning_line("elevens", seed);
    assert!(line.len() >= 10, "{line:?}");
    let mut script = line[..10].join("\n");
    script.push('\n');
    script.push_str(&"review\nhint\n".repeat(250));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("script.txt");
    std::fs::write(&path, &script).unwrap();
    let seed = seed.to_string();
    let out = run(
        &[
            "play",
            "elevens",
            "--seed",
            &seed,
            "--no-record",
            "--script",
            path.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(!out.stderr.contains("positions judged"), "{}", out.stderr);
    let reviews: Vec<&str> = out.stdout.split("> review\n").skip(1).collect();
    assert_eq!(reviews.len(), 250);
    assert!(reviews.windows(2).all(|pair| pair[0] == pair[1]));
}

/// The first `count` legal moves of `game`'s deal of `seed` that are not
/// `deal`, with a `deal` between them where none is left: the commands,
/// and each move named by its cards as a review by ear names it.
fn first_moves(game: GameId, seed: u64, count: usize) -> Vec<(String, String)> {
    let mut session = Session::new(Rules::standard(game), Deal::from_seed(seed));
    let mut played = Vec::new();
    while played.len() < count {
        let moves = session.game().legal_moves();
        let mv = moves
            .iter()
            .find(|m| !matches!(m, Move::Turn))
            .or(moves.first())
            .cloned()
            .unwrap_or_else(|| panic!("{game} {seed}: no move left"));
        let said = match MoveCards::of(&session.game().board(), &mv) {
            MoveCards::Removed(cards) => match cards.as_slice() {
                [one] => format!("you removed the {}", one.words()),
                [a, b] if a.suit() == b.suit() => {
                    format!("you removed the {} and the {}", a.rank().name(), b.words())
                }
                [a, b] => format!("you removed the {} and the {}", a.words(), b.words()),
                more => panic!("{game}: a set of {} cards", more.len()),
            },
            MoveCards::Onto {
                card,
                onto: Ok(under),
                ..
            } => format!("you played the {} onto the {}", card.words(), under.words()),
            MoveCards::Dealt => "you dealt a card from the stock".to_string(),
            other => panic!("{game}: not expected here: {other:?}"),
        };
        played.push((Command::of_move(&mv).to_string(), said));
        session.play(&mv).unwrap();
    }
    played
}

/// By ear, each move of a game of `game` is named by its cards, and every
/// line of the review is whole sentences within the pipe's 79 columns.
fn assert_review_by_ear_names_the_cards(game: GameId, seed: u64) {
    let moves = first_moves(game, seed, 3);
    let typed: Vec<&str> = moves.iter().map(|(typed, _)| typed.as_str()).collect();
    let file = save_file(game.id(), seed, &typed);
    let text = review(&file, &["--accessible"]);
    for (n, (_, said)) in moves.iter().enumerate() {
        let sentence = format!("Move {}: {said}.", n + 1);
        assert!(
            text.lines().any(|l| l == sentence),
            "{sentence} unsaid in {text}"
        );
    }
    for line in text.lines() {
        assert!(line.chars().count() <= 79, "{line}");
        assert!(line.ends_with('.') || line.ends_with(':'), "{line}");
    }
    assert!(!text.contains(" 1 points"), "{text}");
}

#[test]
fn a_pyramid_review_by_ear_names_each_move_by_its_cards() {
    assert_review_by_ear_names_the_cards(GameId::Pyramid, 4);
}

#[test]
fn a_tri_peaks_review_by_ear_names_each_move_by_its_cards() {
    assert_review_by_ear_names_the_cards(GameId::TriPeaks, 57);
}

/// Black Hole hides no card: with the deal read whole, the review speaks
/// of no stock, in a table or by ear.
#[test]
fn a_game_with_no_stock_is_reviewed_without_the_real_stock() {
    let file = save_file("black-hole", 2, &BLACK_HOLE_BLUNDER);
    for mode in [&["--stock"][..], &["--stock", "--accessible"]] {
        let text = flat(&review(&file, mode));
        assert!(!text.to_lowercase().contains("stock"), "{text}");
        assert!(
            text.contains("This deal could be won until move 5"),
            "{text}"
        );
    }
    let spoken = flat(&review(&file, &["--stock", "--accessible"]));
    assert!(spoken.contains("Move 5: you played the "), "{spoken}");
}
