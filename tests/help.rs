//! `help` and `rules` as every player meets them: in every game and every
//! mode, `help` lists every command the game accepts (walked from the one
//! command table), and `patience rules GAME` honours accessible mode and
//! reads as the game's own `rules` does.

use crate::common;

use common::{patience, run};
use patience::games::GameId;
use patience::text::commands::COMMANDS;
use std::collections::HashSet;

/// The ways a player may be spoken to: codes, words, accessible, terse.
const MODES: [&[&str]; 4] = [
    &[],
    &["--words"],
    &["--accessible"],
    &["--verbosity", "terse"],
];

/// What `patience GAME ARGS` says after `> COMMAND`, piped.
fn said_to(game: GameId, args: &[&str], command: &str) -> String {
    let args = [&[game.id(), "--seed", "1"][..], args].concat();
    let out = run(&args, &format!("{command}\n"));
    assert_eq!(out.status, 0, "{}", out.stderr);
    let echo = format!("> {command}\n");
    out.stdout
        .split_once(&echo)
        .expect("the command's echo")
        .1
        .to_string()
}

#[test]
fn help_in_every_game_lists_every_command_it_accepts_in_every_mode() {
    for game in GameId::ALL {
        for mode in MODES {
            let said = said_to(game, mode, "help");
            let words: HashSet<&str> = said.split(|c: char| !c.is_ascii_alphabetic()).collect();
            for spec in COMMANDS.iter().filter(|spec| (spec.offered_in)(game)) {
                assert!(
                    words.contains(spec.name),
                    "{game} {mode:?}: help leaves out {}:\n{said}",
                    spec.name
                );
            }
        }
    }
}

#[test]
fn patience_rules_honours_accessible_mode_and_reads_as_the_games_own_rules() {
    for game in GameId::ALL {
        let in_game = said_to(game, &["--accessible"], "rules");
        let flag = run(&["rules", game.id(), "--accessible"], "");
        assert_eq!(flag.status, 0, "{}", flag.stderr);
        let env = patience()
            .args(["rules", game.id()])
            .env("PATIENCE_ACCESSIBLE", "1")
            .output()
            .unwrap();
        let env = String::from_utf8(env.stdout).unwrap();
        let heading = format!("The rules of {}:\n", game.name());
        assert_eq!(flag.stdout, format!("{heading}{in_game}"), "{game}");
        assert_eq!(env, flag.stdout, "{game}");
        let sighted = run(&["rules", game.id()], "").stdout;
        assert_ne!(sighted, flag.stdout, "{game}");
    }
}
