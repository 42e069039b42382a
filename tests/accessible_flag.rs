//! Accessible mode as a newcomer finds it: named by bare `patience` and by
//! `patience --help`, and accepted by the commands that print for a player
//! (`list`, `stats`, `rules`, `simulate`, `review`, `play`, `resume`), with
//! `PATIENCE_ACCESSIBLE=1` doing the same.

use crate::common;

use common::run;
use patience::games::GameId;

#[test]
fn bare_patience_and_its_help_name_the_accessible_mode() {
    let bare = run(&[], "");
    assert!(bare.stdout.contains("--accessible"), "{}", bare.stdout);
    assert!(
        bare.stdout.contains("PATIENCE_ACCESSIBLE=1"),
        "{}",
        bare.stdout
    );
    let help = run(&["--help"], "");
    assert!(
        help.stdout.contains("patience elevens --accessible"),
        "{}",
        help.stdout
    );
}

#[test]
fn list_with_accessible_says_each_game_in_whole_sentences() {
    let by_flag = run(&["list", "--accessible"], "");
    assert_eq!(by_flag.status, 0, "{}", by_flag.stderr);
    let by_env = common::patience()
        .args(["list"])
        .env("PATIENCE_ACCESSIBLE", "1")
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(by_env.stdout).unwrap(), by_flag.stdout);
    for game in GameId::ALL {
        let name = format!("{} ({}):", game.name(), game.id());
        assert!(by_flag.stdout.contains(&name), "{name}: {}", by_flag.stdout);
    }
    for line in by_flag.stdout.lines() {
        assert!(line.ends_with('.'), "a sentence goes on after {line:?}");
        assert!(!line.contains("  "), "columns in {line:?}");
    }
}

#[test]
fn stats_rules_simulate_and_review_accept_accessible() {
    let home = common::fresh_dir("accessible-flag");
    for args in [
        vec!["stats", "--accessible"],
        vec!["rules", "pyramid", "--accessible"],
        vec!["simulate", "tri-peaks", "--seeds", "1..2", "--accessible"],
    ] {
        let out = common::patience()
            .args(&args)
            .env("PATIENCE_HOME", &home)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{args:?}: {stderr}");
        assert!(
            !stderr.contains("unexpected argument"),
            "{args:?}: {stderr}"
        );
    }
    let review = run(&["review", "no-such-save", "--accessible"], "");
    assert!(
        !review.stderr.contains("unexpected argument"),
        "{}",
        review.stderr
    );
}

#[test]
fn every_pointer_to_help_after_a_mistake_leads_to_a_command_the_game_has() {
    use patience::text::commands::COMMANDS;
    for game in GameId::ALL {
        let typed = "m\nmove\nremove\nr\n1 zz\n22 and zz\nmove 1\nremove zz\n";
        let out = run(&[game.id(), "--seed", "4", "--accessible"], typed);
        let mut pointers = 0;
        for line in out.stderr.lines() {
            let Some(rest) = line.split("Type help ").nth(1) else {
                continue;
            };
            let name = rest.split(' ').next().unwrap();
            let spec = COMMANDS.iter().find(|spec| spec.name == name).unwrap();
            assert!((spec.offered_in)(game), "{game}: {line}");
            pointers += 1;
        }
        assert!(pointers >= 4, "{game}: {}", out.stderr);
    }
}
