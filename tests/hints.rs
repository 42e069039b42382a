//! The `hint` command through the binary: it names a legal move as the
//! command to type, never reads the stock order, and is counted.

mod common;

use common::run;

/// The hint's line for a game, from the transcript.
fn hint_line(args: &[&str]) -> String {
    let result = run(args, "hint\n");
    let out = result.stdout;
    let after = out.split("> hint\n").nth(1).expect("the hint is answered");
    after.lines().next().unwrap().to_string()
}

#[test]
fn a_hint_is_a_command_the_game_accepts_in_every_game() {
    for game in common::game_ids() {
        for seed in ["1", "2", "3"] {
            let line = hint_line(&[game, "--seed", seed]);
            if line.starts_with("No move is possible") {
                continue;
            }
            let command = line.split(" - ").next().unwrap();
            let replay = run(&[game, "--seed", seed, "--strict"], &format!("{command}\n"));
            assert_eq!(
                replay.status, 0,
                "{game} {seed}: {command}: {}",
                replay.stderr
            );
        }
    }
}

#[test]
fn two_deals_that_differ_only_in_stock_order_get_the_same_hint() {
    for (game, shown) in [
        ("eighteens", 12),
        ("suit-elevens", 15),
        ("sweet-sixteen", 16),
        ("elevens", 9),
    ] {
        let mut compared = 0;
        for seed in 1..40u64 {
            let deal = patience::deal::Deal::from_seed(seed).codes();
            let cards: Vec<&str> = deal.split(' ').collect();
            // In Eighteens an ace among the cards dealt is discarded and
            // refilled from the stock, so what shows would depend on the
            // stock's order: such deals are not "the same position".
            if game == "eighteens" && cards[..shown].iter().any(|c| c.starts_with('A')) {
                continue;
            }
            if compared == 3 {
                break;
            }
            compared += 1;
            let mut reordered: Vec<&str> = cards[..shown].to_vec();
            let mut stock: Vec<&str> = cards[shown..].to_vec();
            stock.reverse();
            reordered.extend(stock);
            let a = hint_line(&[game, "--deck", &cards.join(" ")]);
            let b = hint_line(&[game, "--deck", &reordered.join(" ")]);
            assert_eq!(a, b, "{game} seed {seed}");
        }
        assert_eq!(compared, 3, "{game}: three deals compared");
    }
}

#[test]
fn eliminator_hints_say_when_the_deal_can_still_be_won() {
    let line = hint_line(&["eliminator", "--seed", "5"]);
    assert_eq!(line, "move 1 f1 - this deal can still be won.");
}

#[test]
fn a_lost_game_has_no_hint_and_says_so() {
    let deck = patience::deal::Deal::starting_with("2C 2D 2H 2S 3C 3D 3H 3S 4C")
        .unwrap()
        .codes();
    assert_eq!(
        hint_line(&["elevens", "--deck", &deck]),
        "No move is possible: the game is lost."
    );
}

#[test]
fn hints_are_counted_in_the_games_record() {
    let result = run(&["elevens", "--seed", "42"], "hint\nhint\nstats\n");
    assert!(result
        .stdout
        .contains("0 moves made, 0 moves taken back, 2 hints asked for."));
}
