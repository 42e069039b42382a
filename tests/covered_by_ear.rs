//! The games of covered cards (Pyramid, Tri Peaks and any other whose
//! registry entry has a cover shape) by ear, through a pipe: what covers
//! what (`show N`, `show row N`), runs of empty or face-down places said as
//! one range, and every change an undo, redo or `deal` makes said aloud.

use crate::common;

use common::{run, said_after};
use patience::deal::Deal;
use patience::games::covered_shape::CoverShape;
use patience::games::{Game, GameId, Move, Rules, Step, View};
use patience::session::Session;
use patience::text::command::Command;

/// Every game of covered cards, from the registry, with its shape.
fn covered_games() -> Vec<(GameId, CoverShape)> {
    let games: Vec<_> = GameId::ALL
        .into_iter()
        .filter_map(|game| game.descriptor().cover.map(|shape| (game, shape)))
        .collect();
    assert!(games.len() >= 2, "Pyramid and Tri Peaks at least");
    games
}

/// Plays `typed` in accessible mode through a pipe on deal `seed`.
fn by_ear(game: GameId, seed: u64, typed: &[String]) -> String {
    common::by_ear_through_a_pipe(game.id(), seed, typed)
}

/// The commands of the first `n` legal moves from the deal of `seed`, and
/// the session after them.
fn first_moves(game: GameId, seed: u64, n: usize) -> (Vec<String>, Session) {
    let mut session = Session::new(Rules::standard(game), Deal::from_seed(seed));
    let mut typed = Vec::new();
    for _ in 0..n {
        let Some(mv) = session.game().legal_moves().first().cloned() else {
            break;
        };
        typed.push(Command::of_move(&mv).to_string());
        session.play(&mv).unwrap();
    }
    (typed, session)
}

#[test]
fn show_n_names_the_row_the_place_in_it_and_what_covers_it_and_what_it_covers() {
    for (game, shape) in covered_games() {
        let (typed, session) = first_moves(game, 4, 3);
        let board = session.game().board();
        // A place in the middle of the layout, with places above and below.
        let spot = (0..shape.spots())
            .find(|&s| {
                let (row, _) = shape.row_of(s);
                row > 0 && row + 1 < shape.rows() && !board.tableau[s].is_empty()
            })
            .or_else(|| {
                (0..shape.spots())
                    .find(|&s| shape.row_of(s).0 > 0 && shape.row_of(s).0 + 1 < shape.rows())
            })
            .unwrap();
        let mut all = typed.clone();
        let show = format!("show {}", spot + 1);
        all.push(show.clone());
        let out = by_ear(game, 4, &all);
        let said = said_after(&out, &show, 0).join(" ");
        let (row, at) = shape.row_of(spot);
        let place = format!(
            "Row {} of {}, place {} of {}.",
            row + 1,
            shape.rows(),
            at + 1,
            shape.row_lengths()[row]
        );
        assert!(said.contains(&place), "{game}: {said}");
        for cover in shape.covering(spot) {
            let name = format!("position {}", cover + 1);
            assert!(said.contains(&name), "{game}: {name} covers it: {said}");
            if let Some(card) = board.tableau[cover].last() {
                assert!(said.contains(&card.words()), "{game}: {card}: {said}");
            }
        }
        assert!(said.contains("Covered by"), "{game}: {said}");
        assert!(said.contains("It covers"), "{game}: {said}");
    }
}

#[test]
fn show_row_n_reads_one_row_with_a_heading_naming_its_places() {
    for (game, shape) in covered_games() {
        let last = shape.rows();
        let out = by_ear(game, 4, &[format!("show row {last}")]);
        let said = said_after(&out, &format!("show row {last}"), 0);
        let first = shape.spots() - shape.row_lengths()[last - 1] + 1;
        assert_eq!(
            said[0],
            format!(
                "Row {last} of {last}, positions {first} to {}:",
                shape.spots()
            ),
            "{game}"
        );
        assert_eq!(
            said.len(),
            1 + shape.row_lengths()[last - 1],
            "{game}: {said:?}"
        );
        let args = [game.id(), "--seed", "4", "--accessible"];
        let refused = run(&args, &format!("show row {}\n", last + 1)).stderr;
        let sentence = format!(
            "There is no row {}; rows are numbered 1 to {last}.",
            last + 1
        );
        assert!(refused.contains(&sentence), "{game}: {refused}");
    }
}

#[test]
fn runs_of_face_down_or_empty_places_are_said_as_one_range() {
    // Tri Peaks deals 18 places face down: one sentence, not 18.
    let out = by_ear(GameId::TriPeaks, 4, &["show".to_string()]);
    let said = said_after(&out, "show", 0);
    assert!(
        said.contains(&"Positions 1 to 18 are face down.".to_string()),
        "{said:#?}"
    );
    assert!(
        !said.iter().any(|l| l.ends_with(": face down.")),
        "{said:#?}"
    );
    // Late in a game, the cleared places are ranges too.
    for (game, _) in covered_games() {
        let (typed, session) = first_moves(game, 4, 20);
        let board = session.game().board();
        let mut all = typed;
        all.push("show".to_string());
        let said = said_after(&by_ear(game, 4, &all), "show", 0);
        let empty = (0..board.tableau.len())
            .filter(|&s| board.tableau[s].is_empty() && !board.is_face_down(s))
            .count();
        let empty_lines = said.iter().filter(|l| l.contains("empty")).count();
        assert!(empty_lines <= empty, "{game}: {said:#?}");
        let runs = (1..board.tableau.len()).any(|s| {
            [s - 1, s]
                .iter()
                .all(|&p| board.tableau[p].is_empty() && !board.is_face_down(p))
        });
        if runs {
            assert!(
                said.iter().any(|l| l.ends_with("are empty.")),
                "{game}: {said:#?}"
            );
        }
    }
}

#[test]
fn tri_peaks_which_never_redeals_says_nothing_of_redeals() {
    let out = by_ear(GameId::TriPeaks, 4, &["show".to_string()]);
    assert!(!out.contains("Redeals"), "{out}");
    let out = by_ear(GameId::Pyramid, 4, &["show".to_string()]);
    assert!(out.contains("Redeals left: 2."), "{out}");
}

/// A deal of `game` and the moves up to one that frees a card already face
/// up (a card covered by the cards the move removed): the commands and the
/// freed place (from 0) with its card.
fn a_move_that_frees_a_face_up_card(game: GameId) -> (u64, Vec<String>, usize, String) {
    for seed in 1..200 {
        let mut session = Session::new(Rules::standard(game), Deal::from_seed(seed));
        let mut typed = Vec::new();
        for _ in 0..40 {
            let moves = session.game().legal_moves();
            let Some(mv) = moves
                .iter()
                .find(|m| !matches!(m, Move::Turn))
                .or(moves.first())
                .cloned()
            else {
                break;
            };
            typed.push(Command::of_move(&mv).to_string());
            let event = session.play(&mv).unwrap();
            let freed = event.steps.iter().find_map(|step| match step {
                Step::Uncovered {
                    slot,
                    card,
                    turned_up: false,
                } => Some((*slot, card.words())),
                _ => None,
            });
            if let Some((slot, card)) = freed {
                return (seed, typed, slot, card);
            }
        }
    }
    panic!("{game}: no move frees a face-up card in 200 deals");
}

#[test]
fn undo_and_redo_say_each_card_covered_again_or_freed() {
    let (seed, mut typed, slot, card) = a_move_that_frees_a_face_up_card(GameId::Pyramid);
    typed.extend(["undo".to_string(), "redo".to_string()]);
    let out = by_ear(GameId::Pyramid, seed, &typed);
    let undone = said_after(&out, "undo", 0);
    let again = format!("Position {} is covered again: {card}.", slot + 1);
    assert!(undone.contains(&again), "{again} unsaid in {undone:#?}");
    let redone = said_after(&out, "redo", 0);
    let freed = format!("Position {} is free: {card}.", slot + 1);
    assert!(redone.contains(&freed), "{freed} unsaid in {redone:#?}");
}

#[test]
fn undo_of_deal_names_the_stock_top_again_and_a_redeal_the_new_top_and_passes_left() {
    let session = Session::new(Rules::standard(GameId::Pyramid), Deal::from_seed(4));
    let top = session.game().board().covered.unwrap().stock_top.unwrap();
    let typed = ["deal".to_string(), "undo".to_string()];
    let out = by_ear(GameId::Pyramid, 4, &typed);
    let undone = said_after(&out, "undo", 0);
    let stock = format!("Stock shows {}.", top.words());
    assert!(undone.contains(&stock), "{stock} unsaid in {undone:#?}");
    // Deal the whole stock, then turn the waste over: the new top is said.
    let stock = session.game().board().stock;
    // The waste turned over holds the whole stock and the card the deal
    // put on the waste; after it, a second full pass and a second redeal.
    let second = stock + 1 + stock + 1;
    let typed: Vec<String> = vec!["deal".to_string(); second + 1];
    let out = by_ear(GameId::Pyramid, 4, &typed);
    // Pyramid goes through the stock three times: the passes left are
    // said exactly, pinned by ear.
    let last = said_after(&out, "deal", second);
    assert!(
        last.contains(&"This pass is the last.".to_string()),
        "{last:#?}"
    );
    let redeal = said_after(&out, "deal", stock);
    assert!(
        redeal.contains(&"1 more pass after this one.".to_string()),
        "{redeal:#?}"
    );
    assert!(
        redeal
            .iter()
            .any(|l| l.starts_with("The waste is the stock again")),
        "{redeal:#?}"
    );
    assert!(
        redeal.iter().any(|l| l.starts_with("Stock shows ")),
        "the new stock top unsaid in {redeal:#?}"
    );
}

#[test]
fn a_card_said_in_words_is_accepted_wherever_a_card_is() {
    // Pyramid seed 4: the king of hearts is free at 25; the jack of spades
    // at 26 is free too.
    let typed = [
        "remove the king of hearts".to_string(),
        "undo".to_string(),
        "remove K of hearts".to_string(),
        "remove seven of wands".to_string(),
    ];
    let args = ["pyramid", "--seed", "4", "--accessible"];
    let pyramid = run(&args, &(typed.join("\n") + "\nquit\n"));
    let first = said_after(&pyramid.stdout, &typed[0], 0);
    assert_eq!(first[0], "Removed king of hearts.", "{first:#?}");
    let again = said_after(&pyramid.stdout, &typed[2], 0);
    assert_eq!(again[0], "Removed king of hearts.", "{again:#?}");
    let refused = &pyramid.stderr;
    assert!(
        refused.contains("\"seven of wands\" is neither a position number"),
        "{refused}"
    );
    // Two cards joined by "and", as they are said.
    let session = Session::new(Rules::standard(GameId::Elevens), Deal::from_seed(42));
    let board = session.game().board();
    let (four, eight) = (board.tableau[3][0], board.tableau[7][0]);
    let said = format!("remove {} and {}", four.words(), eight.words());
    let elevens = run(
        &["elevens", "--seed", "42", "--accessible"],
        &format!("{said}\nquit\n"),
    );
    let lines = said_after(&elevens.stdout, &said, 0);
    let removed = format!("Removed {} and {}.", four.words(), eight.words());
    assert_eq!(lines[0], removed, "{}{}", elevens.stdout, elevens.stderr);
}
