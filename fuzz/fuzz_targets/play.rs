//! Fuzz target: any bytes played as a script (through `PlainLines` and the
//! player loop, as `patience play GAME < FILE` does) never panic, every
//! line that is not UTF-8 or is too long is reported (once each, no more
//! and no fewer), and all 52 cards stay accounted for.
//! The first byte picks the rule set among `Rules::every()` (every game
//! and variant in the registry), the next eight the seed.
//! Run: `cargo +nightly fuzz run play`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use patience::deal::Deal;
use patience::games::{AnyGame, Game, GameId, Rules, View};
use patience::input::MAX_LINE_BYTES;
use patience::repl::{Output, PlainLines, Player, PlayerOptions};
use patience::session::Session;
use patience::text::parse::{parse, Command};

/// The lines of `script` the player reads, as `PlainLines` splits them,
/// up to and including a `quit`: how many are not UTF-8 and how many are
/// too long, which the player must each report once.
fn lines_to_report(script: &[u8]) -> (usize, usize) {
    let (mut bad, mut long) = (0, 0);
    let body = script.strip_suffix(b"\n").unwrap_or(script);
    if script.is_empty() {
        return (0, 0);
    }
    for (i, line) in body.split(|b| *b == b'\n').enumerate() {
        if line.len() > MAX_LINE_BYTES {
            long += 1;
            continue;
        }
        let mut text = line;
        if i == 0 {
            text = text.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(text);
        }
        text = text.strip_suffix(b"\r").unwrap_or(text);
        match std::str::from_utf8(text) {
            Err(_) => bad += 1,
            Ok(line) if matches!(parse(line), Ok(Some(Command::Quit))) => break,
            Ok(_) => {}
        }
    }
    (bad, long)
}

/// How many lines of `stderr` read "Line N " and then `ending`: the
/// reports of skipped lines, which no other message can look like.
fn reports(stderr: &str, ending: &str) -> usize {
    stderr
        .lines()
        .filter_map(|line| line.strip_prefix("Line ")?.strip_suffix(ending))
        .filter(|number| {
            let digits = number.trim_end();
            !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
        })
        .count()
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
    let every = Rules::every();
    let rules = every[usize::from(head[0]) % every.len()];
    let session = Session::new(rules, Deal::from_seed(seed));
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
    let (bad, long) = lines_to_report(script);
    let reported = (
        reports(&stderr, "is not valid UTF-8 text and was skipped."),
        reports(&stderr, &format!("is longer than {MAX_LINE_BYTES} bytes and was skipped.")),
    );
    assert_eq!(reported, (bad, long), "reports of bad and long lines");

    let game = player.session().game();
    let board = game.board();
    let mut seen = [false; 52];
    let mut count = board.discarded.unwrap_or(0);
    // A game of covered cards shows only the count of its stock and of its
    // face-down cards, and keeps a waste: those are read from the game.
    let elsewhere = match game {
        AnyGame::Covered(covered) => {
            let mut cards = covered.tableau().face_down();
            cards.extend(covered.stock());
            cards.extend(covered.waste());
            cards
        }
        _ => game.unseen(),
    };
    for card in board
        .tableau
        .iter()
        .chain(&board.foundations)
        .flatten()
        .chain(&elsewhere)
    {
        assert!(!seen[card.index()], "{card} twice");
        seen[card.index()] = true;
        count += 1;
    }
    // Pyramid's relaxed game counts only the pyramid's cards removed, not
    // the stock's and the waste's, so there its cards add up to 52 at most.
    if game.rules() == (Rules { game: GameId::Pyramid, variant: patience::games::pyramid::RELAXED }) {
        assert!(count <= 52, "{count} cards");
    } else {
        assert_eq!(count, 52);
    }
});
