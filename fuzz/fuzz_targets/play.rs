//! Fuzz target: any bytes played as a script (through `PlainLines` and the
//! player loop, as `patience play GAME < FILE` does) never panic, every
//! non-UTF-8 line is reported, and all 52 cards stay accounted for.
//! The first byte picks the game and variant, the next eight the seed.
//! Run: `cargo +nightly fuzz run play`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use patience::deal::Deal;
use patience::games::{Game, GameId, Rules};
use patience::repl::{Output, PlainLines, Player, PlayerOptions};
use patience::session::Session;
use patience::text::parse::{parse, Command};

fn rules(pick: u8) -> Rules {
    match pick % 11 {
        0 => Rules::standard(GameId::Eighteens),
        1 => Rules::standard(GameId::Elevens),
        2 => Rules::standard(GameId::SweetSixteen),
        3 => Rules::with_options(GameId::Eliminator, None, Some(4)).unwrap(),
        4 => Rules::with_options(GameId::Eliminator, None, Some(5)).unwrap(),
        5 => Rules::standard(GameId::Eliminator),
        6 => Rules::standard(GameId::SuitElevens),
        7 => Rules::standard(GameId::BlackHole),
        8 => Rules::standard(GameId::AllInARow),
        9 => Rules::standard(GameId::Golf),
        _ => Rules::with_options(GameId::SuitElevens, Some("pairs"), None).unwrap(),
    }
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 9 {
        return;
    }
    let (head, script) = data.split_at(9);
    // save and load would write and read files in the working directory.
    let touches_files = script.split(|b| *b == b'\n').any(|line| {
        let line = String::from_utf8_lossy(line);
        matches!(parse(&line), Ok(Some(Command::Save(_) | Command::Load(_))))
    });
    if touches_files {
        return;
    }
    let seed = u64::from_le_bytes(head[1..9].try_into().unwrap());
    let session = Session::new(rules(head[0]), Deal::from_seed(seed));
    let mut player = Player::new(session, PlayerOptions::default());
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    {
        let mut out = Output::new(&mut stdout, &mut stderr);
        let mut source = PlainLines::new(script);
        let code = player
            .run(&mut source, &mut out)
            .expect("writing to memory");
        assert!(
            code == patience::exit_code::ExitCode::Success,
            "exit {code:?} without --strict"
        );
    }
    let stderr = String::from_utf8(stderr).expect("stderr is UTF-8");
    let bad_lines = script
        .split(|b| *b == b'\n')
        .filter(|l| std::str::from_utf8(l.strip_suffix(b"\r").unwrap_or(l)).is_err())
        .count();
    // A BOM on line 1 or a quit before the end can only lower the count.
    let reported = stderr
        .matches("is not valid UTF-8 text and was skipped.")
        .count();
    assert!(
        reported <= bad_lines,
        "{reported} reported, {bad_lines} bad"
    );

    let game = player.session().game();
    let board = game.board();
    let mut seen = [false; 52];
    let mut count = board.discarded.unwrap_or(0);
    let unseen = game.unseen();
    for card in board
        .tableau
        .iter()
        .chain(&board.foundations)
        .flatten()
        .chain(&unseen)
    {
        assert!(!seen[card.index()], "{card} twice");
        seen[card.index()] = true;
        count += 1;
    }
    assert_eq!(count, 52);
});
