//! Each game's names and wording as the player meets them, taken from the
//! game's own descriptor: the game list comes from the registry
//! (`GameId::ALL`), never a hand-written list.

use crate::common;

use common::run;
use patience::games::descriptor::Progress;
use patience::games::GameId;

#[test]
fn status_names_each_game_and_counts_what_its_descriptor_says() {
    for game in GameId::ALL {
        let descriptor = game.descriptor();
        // The first seed from 3 whose deal is still in play (a deal of
        // Block Ten or Neptune can be lost as it is dealt).
        let status = (3..40)
            .map(|seed| {
                let seed = seed.to_string();
                let out = run(&[descriptor.id, "--seed", &seed, "--no-record"], "status\n");
                assert_eq!(out.status, 0, "{}", out.stderr);
                let status = out
                    .stdout
                    .lines()
                    .skip_while(|l| *l != "> status")
                    .nth(1)
                    .expect("a status line")
                    .to_string();
                (seed, status)
            })
            .find(|(seed, status)| {
                status.starts_with(&format!("{}, seed {seed}: playing; ", descriptor.name))
            })
            .map(|(_, status)| status)
            .expect("a deal in play among seeds 3 to 39");
        let counts_cleared = status.contains(&format!(
            "of {} cards {}",
            descriptor.cleared.total, descriptor.cleared.noun
        ));
        let counts_stock = status.contains("; stock ");
        let (cleared, stock) = match descriptor.progress {
            Progress::StockAndCleared => (true, true),
            Progress::Stock => (false, true),
            Progress::Tableau => (true, false),
        };
        assert_eq!((counts_cleared, counts_stock), (cleared, stock), "{status}");
    }
}

#[test]
fn help_gives_each_game_the_move_usage_of_its_descriptor() {
    for game in GameId::ALL {
        let usage = game.descriptor().moves;
        let out = run(&[game.id(), "--seed", "3", "--no-record"], "help\n");
        assert_eq!(out.status, 0, "{}", out.stderr);
        let command = usage.usage.split_whitespace().next().unwrap();
        assert_eq!(command, usage.word(), "{game:?}");
        let first_summary_line = usage.summary.lines().next().unwrap().replace('~', " ");
        assert!(
            out.stdout.lines().any(
                |l| l.starts_with(&format!("  {command} ")) && l.ends_with(&first_summary_line)
            ),
            "{game:?}: {}",
            out.stdout
        );
    }
}

#[test]
fn a_game_without_a_stock_or_rows_says_so_in_its_own_words() {
    let out = run(
        &["eliminator", "--seed", "3", "--no-record"],
        "show stock\nshow row 2\n",
    );
    assert_eq!(
        out.stderr,
        "Eliminator deals every card to the columns; there is no stock.\n\
         Eliminator lays its cards out in columns, not rows; show 2 reads column 2.\n"
    );
}
