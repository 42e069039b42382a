//! The opt-in move announcement: after every move, the cards that can be
//! played now, named, from `--announce-playable` or `playable on` at the prompt;
//! nothing of the kind unless asked for.

use crate::common;

use common::run;
use patience::deal::Deal;
use patience::games::{Game, GameId, Rules};
use patience::session::Session;
use patience::text::command::Command;

/// The lines said after `> COMMAND`, the first time it is typed.
fn said_after(out: &str, command: &str) -> Vec<String> {
    let echo = format!("> {command}");
    out.lines()
        .skip_while(|l| *l != echo)
        .skip(1)
        .take_while(|l| !l.starts_with("> "))
        .map(String::from)
        .collect()
}

/// The first legal move of every game's deal of seed 4, as typed.
fn first_moves() -> Vec<(GameId, String)> {
    GameId::ALL
        .into_iter()
        .filter_map(|game| {
            let session = Session::new(Rules::standard(game), Deal::from_seed(4));
            let mv = session.game().legal_moves().first().cloned()?;
            Some((game, Command::of_move(&mv).to_string()))
        })
        .collect()
}

#[test]
fn playable_on_at_the_prompt_names_the_playable_cards_after_every_move_in_every_game() {
    for (game, first) in first_moves() {
        let input = format!("{first}\nundo\nplayable on\n{first}\nquit\n");
        let out = run(&[game.id(), "--seed", "4", "--accessible"], &input).stdout;
        let before = said_after(&out, &first);
        assert!(
            !before.iter().any(|l| l.starts_with("Playable now")),
            "{game}: {before:#?}"
        );
        let after: Vec<String> = out
            .split("> playable on\n")
            .nth(1)
            .map(|rest| said_after(&format!("> x\n{rest}"), &first))
            .unwrap();
        let ended = after
            .iter()
            .any(|l| l.contains("You won") || l.contains("lost"));
        assert!(
            ended
                || after
                    .iter()
                    .any(|l| l.starts_with("Playable now:") || l.starts_with("No move")),
            "{game}: {after:#?}"
        );
    }
}

#[test]
fn announce_playable_flag_turns_it_on_from_the_start_sighted_too() {
    let out = run(
        &["pyramid", "--seed", "4", "--announce-playable"],
        "remove 25\nplayable\n",
    )
    .stdout;
    let after = said_after(&out, "remove 25");
    assert!(
        after
            .iter()
            .any(|l| l.starts_with("Playable now: 3D at 22")),
        "{after:#?}"
    );
    assert_eq!(
        said_after(&out, "playable"),
        ["Playable is on: after every move, the cards playable now are named."]
    );
    let plain = run(&["pyramid", "--seed", "4"], "remove 25\n").stdout;
    assert!(!plain.contains("Playable now"), "{plain}");
}
