//! Property tests for issue 6 (hardening): hostile input never panics, every
//! card stays accounted for, rejected commands change nothing, undo returns
//! to the deal, and damaged files are reported by line and never fatal.
//!
//! The default `cargo test` run keeps the case counts small (about 30 s in a
//! debug build). The same properties run for much longer as the fuzz
//! substitute, behind `--ignored`:
//!
//! ```text
//! PATIENCE_FUZZ_CASES=200000 cargo test --release --test integration properties:: -- --ignored
//! ```
//!
//! See `docs/reliability.md` for what was run and what it found.

use patience::cards::Card;
use patience::deal::Deal;
use patience::games::{AnyGame, Game, GameId, Rules, View};
use patience::record;
use patience::repl::{Output, PlainLines, Player, PlayerOptions};
use patience::savefile;
use patience::session::Session;
use patience::text::command::move_command;
use patience::text::parse::{parse, Command};
use patience::text::render::Style;
use proptest::prelude::*;
use proptest::test_runner::Config;

// ---------------------------------------------------------------------------
// Case counts
// ---------------------------------------------------------------------------

/// Cases for the default run of one property.
fn quick(cases: u32) -> Config {
    Config {
        cases,
        // Failures are reported with their input; no files are written
        // into the source tree.
        failure_persistence: None,
        ..Config::default()
    }
}

/// Cases for the long `--ignored` runs: `PATIENCE_FUZZ_CASES`, else 10,000.
fn fuzz() -> Config {
    let cases = std::env::var("PATIENCE_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 20_000,
        ..Config::default()
    }
}

// ---------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------

/// Every game and variant, from the registry (`Rules::every`): a new game
/// is fuzzed without an edit.
fn all_rules() -> Vec<Rules> {
    Rules::every()
}

#[test]
fn the_properties_cover_every_game_and_variant() {
    let rules = all_rules();
    // Each game's standard rules, and each variant its descriptor offers.
    let variants: usize = GameId::ALL
        .iter()
        .map(|g| g.descriptor().variants.len())
        .sum();
    assert_eq!(rules.len(), variants, "{rules:?}");
    for game in GameId::ALL {
        assert!(rules.iter().any(|r| r.game == game), "{game:?}");
    }
}

fn rules() -> impl Strategy<Value = Rules> {
    proptest::sample::select(all_rules())
}

/// Words the parser knows, and some it nearly knows.
const WORDS: &[&str] = &[
    "remove",
    "r",
    "rm",
    "move",
    "m",
    "mv",
    "show",
    "s",
    "board",
    "status",
    "st",
    "help",
    "h",
    "?",
    "rules",
    "new",
    "n",
    "restart",
    "quit",
    "q",
    "exit",
    "undo",
    "u",
    "redo",
    "moves",
    "history",
    "deal",
    "d",
    "stats",
    "REMOVE",
    "Move",
    "f1",
    "f0",
    "f6",
    "f7",
    "F99",
    "7h",
    "10S",
    "TD",
    "td",
    "1X",
    "AS",
    "kc",
    "0",
    "1",
    "16",
    "52",
    "-1",
    "+3",
    "#",
    ",",
    "ä",
    "🂡",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999",
];

/// Words that only the parser sees: a player given them would touch files.
const FILE_WORDS: &[&str] = &["save", "load", "SAVE"];

/// Lines built from command words, numbers, codes and separators. Lines
/// fed to a player never hold `save` or `load`, which would write or read
/// files in the working directory.
fn wordy_line() -> impl Strategy<Value = String> {
    words_line(WORDS)
}

/// Like [`wordy_line`], with `save` and `load` too (for the parser alone).
fn parser_line() -> impl Strategy<Value = String> {
    words_line(&[WORDS, FILE_WORDS].concat())
}

fn words_line(words: &[&'static str]) -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        proptest::sample::select(words.to_vec()).prop_map(str::to_string),
        any::<u64>().prop_map(|n| n.to_string()),
        "[ \t,\r\u{0}\u{a0}\u{2028}]{1,3}",
        any::<char>().prop_map(String::from),
    ];
    proptest::collection::vec(piece, 0..12).prop_map(|pieces| pieces.join(" "))
}

/// Lines of about 100,000 characters: one short piece repeated, optionally
/// after a command word, with a NUL somewhere.
fn long_line() -> impl Strategy<Value = String> {
    (
        proptest::option::of(proptest::sample::select(WORDS)),
        prop_oneof![
            Just("7h ".to_string()),
            Just("1 ".to_string()),
            Just("x".to_string()),
            Just("\u{0}".to_string()),
            Just("é".to_string()),
            Just("9".to_string()),
            any::<char>().prop_map(String::from),
        ],
        0usize..100_000,
    )
        .prop_map(|(word, piece, nul_at)| {
            let mut line = word.map(|w| format!("{w} ")).unwrap_or_default();
            while line.len() < 100_000 {
                line.push_str(&piece);
            }
            let at = (0..=nul_at.min(line.len()))
                .rev()
                .find(|&i| line.is_char_boundary(i))
                .unwrap_or(0);
            line.insert(at, '\u{0}');
            line
        })
}

/// Any string: arbitrary Unicode, command-like lines, NUL bytes, and
/// 100,000-character lines.
fn any_line() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => any::<String>(),
        4 => parser_line(),
        1 => long_line(),
        1 => proptest::collection::vec(any::<u8>(), 0..64)
            .prop_map(|b| String::from_utf8_lossy(&b).into_owned()),
    ]
}

/// Input bytes for a script: valid lines, invalid UTF-8, CR, LF, a BOM, NULs.
fn script_bytes() -> impl Strategy<Value = Vec<u8>> {
    let chunk = prop_oneof![
        3 => wordy_line().prop_map(String::into_bytes),
        2 => proptest::collection::vec(any::<u8>(), 0..24),
        1 => Just(b"\xff\xfe".to_vec()),
        1 => Just(b"\xc3".to_vec()),
        1 => Just(b"\xed\xa0\x80".to_vec()),
        1 => Just(b"\xEF\xBB\xBF".to_vec()),
        2 => Just(b"\r\n".to_vec()),
        3 => Just(b"\n".to_vec()),
        1 => Just(b"\r".to_vec()),
        1 => Just(b"\0".to_vec()),
    ];
    proptest::collection::vec(chunk, 0..40).prop_map(|chunks| chunks.concat())
}

/// One typed line of a game, chosen against the board it is typed at.
#[derive(Clone, Debug)]
enum Step {
    /// One of the legal moves, as `moves` would print it.
    Legal(usize),
    /// `remove` with these targets.
    Remove(Vec<Tok>),
    /// `move FROM [TO]`.
    Move(Tok, Option<Tok>),
    /// A bare line of targets.
    Bare(Vec<Tok>),
    Undo(Option<usize>),
    Redo(Option<usize>),
    Restart,
    /// `deal`: turn a stock card (Golf; rejected by every other game).
    Deal,
    Show,
    Status,
    Moves,
    Help,
    Junk(String),
}

/// A target word.
#[derive(Clone, Debug)]
enum Tok {
    /// A place number (including 0 and numbers past the last place).
    Number(usize),
    /// Any card code.
    Card(usize),
    /// The code of the `n`th card showing on the tableau, when there is one.
    Showing(usize),
    /// A foundation `fN` (including f0 and f7..).
    Foundation(usize),
}

fn tok() -> impl Strategy<Value = Tok> {
    prop_oneof![
        3 => (0usize..20).prop_map(Tok::Number),
        1 => (0usize..52).prop_map(Tok::Card),
        3 => (0usize..64).prop_map(Tok::Showing),
        2 => (0usize..9).prop_map(Tok::Foundation),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    let count = proptest::option::of(prop_oneof![1usize..4, 0usize..100]);
    prop_oneof![
        12 => (0usize..1000).prop_map(Step::Legal),
        2 => proptest::collection::vec(tok(), 0..5).prop_map(Step::Remove),
        2 => (tok(), proptest::option::of(tok())).prop_map(|(a, b)| Step::Move(a, b)),
        2 => proptest::collection::vec(tok(), 1..4).prop_map(Step::Bare),
        3 => count.clone().prop_map(Step::Undo),
        2 => count.prop_map(Step::Redo),
        1 => Just(Step::Restart),
        2 => Just(Step::Deal),
        1 => Just(Step::Show),
        1 => Just(Step::Status),
        1 => Just(Step::Moves),
        1 => Just(Step::Help),
        1 => wordy_line().prop_map(Step::Junk),
    ]
}

/// The text of `step` on this board, as a player would type it.
fn line_for(step: &Step, game: &AnyGame) -> String {
    let showing: Vec<Card> = game
        .board()
        .tableau
        .iter()
        .filter_map(|p| p.last().copied())
        .collect();
    let word = |t: &Tok| match t {
        Tok::Number(n) => n.to_string(),
        Tok::Card(i) => Card::from_index(*i).unwrap().to_string().to_lowercase(),
        Tok::Showing(i) => match showing.get(*i % showing.len().max(1)) {
            Some(card) => card.to_string(),
            None => "AS".to_string(),
        },
        Tok::Foundation(n) => format!("f{n}"),
    };
    let words = |ts: &[Tok]| ts.iter().map(word).collect::<Vec<_>>().join(" ");
    let counted = |name: &str, n: &Option<usize>| match n {
        Some(n) => format!("{name} {n}"),
        None => name.to_string(),
    };
    match step {
        Step::Legal(i) => {
            let legal = game.legal_moves();
            match legal.get(i % legal.len().max(1)) {
                Some(mv) => move_command(mv),
                None => "status".to_string(),
            }
        }
        Step::Remove(ts) => format!("remove {}", words(ts)),
        Step::Move(a, b) => match b {
            Some(b) => format!("move {} {}", word(a), word(b)),
            None => format!("move {}", word(a)),
        },
        Step::Bare(ts) => words(ts),
        Step::Undo(n) => counted("undo", n),
        Step::Redo(n) => counted("redo", n),
        Step::Restart => "restart".to_string(),
        Step::Deal => "deal".to_string(),
        Step::Show => "show".to_string(),
        Step::Status => "status".to_string(),
        Step::Moves => "moves".to_string(),
        Step::Help => "help move".to_string(),
        Step::Junk(line) => line.clone(),
    }
}

// ---------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------

/// All 52 cards are accounted for exactly once: tableau, stock (its unseen
/// cards) and foundations hold no card twice, and with the removal games'
/// discard count they make 52. A game of covered cards shows only the
/// count of its stock and of its face-down cards, so they are read from
/// the game; its hidden cards must be among them.
fn assert_cards_accounted_for(game: &AnyGame, context: &str) {
    let board = game.board();
    let unseen = game.unseen();
    assert_eq!(game.stock_len(), board.stock, "{context}: stock length");
    let mut cards: Vec<Card> = board
        .tableau
        .iter()
        .chain(board.foundations.iter())
        .flatten()
        .copied()
        .collect();
    match game {
        AnyGame::Covered(covered) => {
            let hidden: Vec<Card> = covered
                .tableau()
                .face_down()
                .into_iter()
                .chain(covered.stock())
                .collect();
            for card in &unseen {
                assert!(hidden.contains(card), "{context}: {card} unseen but shown");
            }
            cards.extend(covered.waste());
            cards.extend(hidden);
        }
        _ => {
            assert_eq!(board.stock, unseen.len(), "{context}: stock count");
            cards.extend(&unseen);
        }
    }
    let mut seen = [false; 52];
    for card in &cards {
        assert!(!seen[card.index()], "{context}: {card} appears twice");
        seen[card.index()] = true;
    }
    let count = cards.len();
    match game {
        AnyGame::Removal(_) => assert!(board.discarded.is_some(), "{context}"),
        // Pyramid's standard game counts every card removed; a game won when
        // the tableau is gone counts the tableau cards gone, not the cards
        // removed from the stock and the waste.
        AnyGame::Covered(_) => {
            assert!(
                board.discarded.is_some() != board.played.is_some(),
                "{context}"
            );
            if let Some(discarded) = board.discarded {
                assert_eq!(count + discarded, 52, "{context}: {count} cards placed");
            }
            return;
        }
        _ => assert_eq!(board.discarded, None, "{context}"),
    }
    let discarded = board.discarded.unwrap_or(0);
    assert_eq!(
        count + discarded,
        52,
        "{context}: {count} cards placed and {discarded} discarded"
    );
}

/// A model of the timeline: the states in effect and those that can be redone.
struct Timeline {
    states: Vec<AnyGame>,
    position: usize,
}

impl Timeline {
    fn push(&mut self, state: AnyGame) {
        self.states.truncate(self.position + 1);
        self.states.push(state);
        self.position += 1;
    }
    fn current(&self) -> &AnyGame {
        &self.states[self.position]
    }
}

/// Plays `steps` on a deal of `seed`, checking after every line that the
/// cards are all there, that a rejected or non-move line changes nothing,
/// and that the session agrees with a plain model of undo and redo; then
/// undoes one line at a time back to the deal, and redoes it all.
fn play_checked(rules: Rules, seed: u64, steps: &[Step]) {
    let deal = Deal::from_seed(seed);
    let fresh = Session::new(rules, deal.clone());
    let mut session = fresh.clone();
    let mut model = Timeline {
        states: vec![fresh.game().clone()],
        position: 0,
    };
    let mut moves_model: Vec<String> = Vec::new();
    assert_cards_accounted_for(session.game(), "the deal");
    for (i, step) in steps.iter().enumerate() {
        let line = line_for(step, session.game());
        let context = format!("{} seed {seed}, line {}: {line:?}", rules.game, i + 1);
        let before = session.game().clone();
        let moves_before: Vec<String> = session.moves().into_iter().map(move_command).collect();
        let outcome = match parse(&line) {
            Ok(Some(command)) => session.apply_command(&command).map(|r| (command, r)),
            Ok(None) | Err(_) => None,
        };
        match outcome {
            Some((command, Ok(_))) => match command {
                Command::Undo(n) => model.position -= n.min(model.position),
                Command::Redo(n) => {
                    model.position = (model.position + n).min(model.states.len() - 1)
                }
                Command::Restart => model.push(fresh.game().clone()),
                _ => {
                    assert_eq!(
                        session.moves().len(),
                        moves_before.len() + 1,
                        "{context}: an accepted move adds one move"
                    );
                    model.push(session.game().clone());
                }
            },
            Some((command, Err(_))) => {
                assert_eq!(session.game(), &before, "{context}: rejected, yet changed");
                let after: Vec<String> = session.moves().into_iter().map(move_command).collect();
                assert_eq!(
                    after, moves_before,
                    "{context}: rejected, yet moves changed"
                );
                match command {
                    Command::Undo(_) => assert_eq!(model.position, 0, "{context}"),
                    Command::Redo(_) => {
                        assert_eq!(model.position, model.states.len() - 1, "{context}")
                    }
                    _ => {}
                }
            }
            None => {
                assert_eq!(
                    session.game(),
                    &before,
                    "{context}: not a move, yet changed"
                );
                let after: Vec<String> = session.moves().into_iter().map(move_command).collect();
                assert_eq!(after, moves_before, "{context}");
            }
        }
        assert_eq!(session.game(), model.current(), "{context}: undo model");
        assert_cards_accounted_for(session.game(), &context);
        moves_model = session.moves().into_iter().map(move_command).collect();
    }

    // Replaying the moves from the deal gives the same state (what `save` relies on).
    let saved = savefile::save_text(&session);
    let replayed = savefile::replay(saved.as_bytes())
        .unwrap_or_else(|e| panic!("{} seed {seed}: replaying {moves_model:?}: {e}", rules.game));
    assert_eq!(
        replayed.game(),
        session.game(),
        "{} seed {seed}",
        rules.game
    );

    // Undo one line at a time back to the deal.
    let end = session.game().clone();
    let mut undone = 0;
    loop {
        match session.apply_command(&parse("undo").unwrap().unwrap()) {
            Some(Ok(_)) => {
                undone += 1;
                model.position -= 1;
                assert_eq!(session.game(), model.current(), "undo {undone}");
                assert_cards_accounted_for(session.game(), "undoing");
            }
            Some(Err(_)) => break,
            None => unreachable!("undo changes the game"),
        }
    }
    assert_eq!(model.position, 0);
    assert_eq!(session.game(), fresh.game(), "undo back to the deal");
    assert!(session.moves().is_empty());
    // And redo all of it.
    if undone > 0 {
        let redo = format!("redo {undone}");
        session
            .apply_command(&parse(&redo).unwrap().unwrap())
            .unwrap()
            .unwrap();
        assert_eq!(session.game(), &end, "redo after undo to the deal");
    }
}

/// The parser gives a command or an error whose text is one line.
fn parse_checked(line: &str) {
    if let Err(err) = parse(line) {
        let text = err.to_string();
        assert!(!text.is_empty());
        assert!(
            !text.contains(['\n', '\r']),
            "the error for {:?} is not one line: {text:?}",
            preview(line)
        );
        assert!(
            text.chars().count() <= 200,
            "the error for {:?} is {} characters long",
            preview(line),
            text.chars().count()
        );
    }
}

fn preview(line: &str) -> String {
    let shown: String = line.chars().take(60).collect();
    if shown.len() < line.len() {
        format!("{shown}... ({} bytes)", line.len())
    } else {
        shown
    }
}

/// What a script's lines are, as `PlainLines` should read them: the
/// numbers of the lines that are not UTF-8, up to the first `quit`.
fn expected_bad_lines(bytes: &[u8]) -> Vec<usize> {
    let mut bad = Vec::new();
    if bytes.is_empty() {
        return bad;
    }
    let body = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    for (i, line) in body.split(|b| *b == b'\n').enumerate() {
        let mut line = line;
        if i == 0 {
            line = line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line);
        }
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        match std::str::from_utf8(line) {
            Err(_) => bad.push(i + 1),
            Ok(text) => {
                if let Ok(Some(Command::Quit)) = parse(text) {
                    break;
                }
            }
        }
    }
    bad
}

/// Feeds `bytes` to a player through `PlainLines`, as a script on stdin.
fn run_script(rules: Rules, seed: u64, bytes: &[u8], strict: bool) -> (i32, String, String) {
    let session = Session::new(rules, Deal::from_seed(seed));
    let options = PlayerOptions {
        strict,
        style: Style::default(),
        record: None,
        ..PlayerOptions::default()
    };
    let mut player = Player::new(session, options);
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let code = {
        let mut out = Output::new(&mut stdout, &mut stderr);
        let mut source = PlainLines::new(bytes);
        player
            .run(&mut source, &mut out)
            .expect("writing to memory")
    };
    assert_cards_accounted_for(player.session().game(), "after the script");
    (
        code.code(),
        String::from_utf8(stdout).expect("stdout is UTF-8"),
        String::from_utf8(stderr).expect("stderr is UTF-8"),
    )
}

fn script_checked(rules: Rules, seed: u64, bytes: &[u8]) {
    let (code, _, stderr) = run_script(rules, seed, bytes, false);
    assert_eq!(code, 0);
    let reported: Vec<usize> = stderr
        .lines()
        .filter_map(|l| l.strip_prefix("Line "))
        .filter_map(|l| l.strip_suffix(" is not valid UTF-8 text and was skipped."))
        .map(|n| n.parse().unwrap())
        .collect();
    assert_eq!(reported, expected_bad_lines(bytes), "stderr: {stderr}");

    // Under --strict, the first problem ends the run with one sentence.
    let (code, _, stderr) = run_script(rules, seed, bytes, true);
    match code {
        0 => {}
        // One sentence, wrapped to fit 80 columns when it is long.
        65 => {
            assert!(!stderr.is_empty());
            assert!(stderr.lines().all(|l| l.chars().count() <= 79), "{stderr}");
            // A sentence ends with a full stop, or a question for "did you mean".
            assert!(stderr.trim_end().ends_with(['.', '?']), "{stderr}");
        }
        other => panic!("exit {other} under --strict"),
    }
    if let Some(first) = expected_bad_lines(bytes).first() {
        if code == 65 && stderr.contains("UTF-8") {
            assert_eq!(
                stderr.trim_end(),
                format!("Line {first} is not valid UTF-8 text and was skipped.")
            );
        }
    }
}

/// Any bytes replay to a session or an error on a line of the file.
/// A game that replays is one its own save replays to again, move for
/// move, with no more moves than the file has lines and every card in
/// place.
fn replay_checked(bytes: &[u8]) {
    let lines = bytes.split(|b| *b == b'\n').count();
    match savefile::replay(bytes) {
        Ok(session) => {
            let again = savefile::replay(savefile::save_text(&session).as_bytes())
                .unwrap_or_else(|err| panic!("a replayed game saves to text that replays: {err}"));
            assert_eq!(again.game(), session.game());
            let commands =
                |s: &Session| -> Vec<String> { s.moves().into_iter().map(move_command).collect() };
            assert_eq!(commands(&again), commands(&session));
            assert!(
                session.move_count() <= lines,
                "{} moves",
                session.move_count()
            );
            assert_cards_accounted_for(session.game(), "replayed");
        }
        Err(err) => {
            assert!(
                (1..=lines).contains(&err.line),
                "line {} of {lines}: {err}",
                err.line
            );
            assert!(!err.to_string().contains('\n'), "{err}");
        }
    }
}

/// A real saved game cut at every byte replays or names a line within it.
fn truncation_checked(rules: Rules, seed: u64, picks: &[usize]) {
    let mut session = Session::new(rules, Deal::from_seed(seed));
    for pick in picks {
        // A Sweet Sixteen game that can never deal again is lost with moves
        // left; a lost game takes no move.
        if session.game().outcome() != patience::games::Outcome::Playing {
            break;
        }
        let legal = session.game().legal_moves();
        let Some(mv) = legal.get(pick % legal.len().max(1)) else {
            break;
        };
        session.play(mv).unwrap();
    }
    let full: Vec<String> = session.moves().into_iter().map(move_command).collect();
    let text = savefile::save_text(&session);
    let bytes = text.as_bytes();
    for cut in 0..=bytes.len() {
        let part = &bytes[..cut];
        let lines = part.split(|b| *b == b'\n').count();
        match savefile::replay(part) {
            Ok(replayed) => {
                let got: Vec<String> = replayed.moves().into_iter().map(move_command).collect();
                assert!(got.len() <= full.len(), "cut at {cut}");
                // Every whole line replays the same move; only a cut last
                // line may name another one ("move 12 f1" cut to "move 1").
                let whole = got.len().saturating_sub(1);
                assert_eq!(got[..whole], full[..whole], "cut at {cut}");
                assert_cards_accounted_for(replayed.game(), "replayed");
            }
            Err(err) => assert!(
                (1..=lines).contains(&err.line),
                "cut at {cut}: line {} of {lines}: {err}",
                err.line
            ),
        }
    }
    assert_eq!(savefile::replay(bytes).unwrap().game(), session.game());
}

/// A damaged line of a record file.
#[derive(Clone, Debug)]
enum Damage {
    /// Any bytes (without a newline).
    Bytes(Vec<u8>),
    /// An intact line cut short at this byte.
    Cut(usize),
    /// An intact line with one byte replaced.
    Flip(usize, u8),
    /// An intact line with a Unicode space or separator put in before this
    /// character (no-break space, line or paragraph separator, next line,
    /// vertical tab, form feed, ideographic space, byte-order mark).
    Space(usize, char),
}

/// The characters [`Damage::Space`] puts into a line.
const ODD_SPACES: [char; 8] = [
    '\u{a0}', '\u{2028}', '\u{2029}', '\u{85}', '\u{b}', '\u{c}', '\u{3000}', '\u{feff}',
];

fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        proptest::collection::vec(any::<u8>(), 0..80).prop_map(Damage::Bytes),
        (0usize..200).prop_map(Damage::Cut),
        (0usize..200, any::<u8>()).prop_map(|(at, b)| Damage::Flip(at, b)),
        (0usize..200, proptest::sample::select(ODD_SPACES.to_vec()))
            .prop_map(|(at, c)| Damage::Space(at, c)),
    ]
}

/// A whole record line a game of `game` could write: no more cards
/// cleared than its rule set counts, and a win in at least one move.
fn intact_record(game: GameId, seed: u64, moves: usize) -> String {
    let result = match moves % 3 {
        0 if moves > 0 => "won",
        0 | 1 => "lost",
        _ => "abandoned",
    };
    let variant = match game {
        GameId::Eliminator if seed.is_multiple_of(2) => "5-foundations",
        GameId::SuitElevens if seed.is_multiple_of(2) => "pairs",
        _ => "standard",
    };
    let rules = patience::savefile::Header {
        variant: Some(variant.to_string()),
        ..Default::default()
    }
    .rules(game)
    .expect("a variant of the game");
    let most_cleared = game.descriptor().cleared_of(rules.variant).total;
    format!(
        "2026-05-{:02}T12:{:02}:00Z\t{}\t{variant}\tseed {seed}\t{result}\t{}\t{moves}\t{}\t{}",
        1 + seed % 28,
        moves % 60,
        game.id(),
        moves % (most_cleared + 1),
        moves / 2,
        moves % 5
    )
}

/// One line of a generated record file: the game it records, whether it is
/// damaged and how, and whether it ends with CRLF.
type RecordLine = (GameId, u64, usize, Option<Damage>, bool);

/// How a generated record file begins and ends.
#[derive(Clone, Copy, Debug)]
struct RecordFile {
    /// A UTF-8 byte-order mark before the first line, as an editor writes.
    byte_order_mark: bool,
    /// A newline after the last line.
    final_newline: bool,
}

/// A record file of intact and damaged lines, with or without a byte-order
/// mark, CRLF endings and a final newline: `read` keeps every intact line,
/// in order; every other non-blank line is counted as damaged, the first
/// few by number, in warnings of one line each and never more than
/// `NAMED_DAMAGED_LINES + 1` of them; a damaged line that still reads (a
/// Unicode space inside a deck) prints back as the same record; and a
/// record appended to the file, whatever its last line, is read after all
/// the others.
fn records_checked(file: RecordFile, lines: &[RecordLine]) {
    let mut text: Vec<u8> = Vec::new();
    if file.byte_order_mark {
        text.extend_from_slice("\u{feff}".as_bytes());
    }
    let mut intact = Vec::new();
    // For each line: whether it was written intact, and whether the reader
    // sees anything on it (blank lines are passed over).
    let mut candidates = Vec::new();
    for (i, (game, seed, moves, damage, crlf)) in lines.iter().enumerate() {
        let good = intact_record(*game, *seed, *moves);
        let line = match damage {
            None => {
                intact.push(good.clone());
                good.into_bytes()
            }
            Some(Damage::Bytes(b)) => b.iter().copied().filter(|b| *b != b'\n').collect(),
            Some(Damage::Cut(at)) => good.as_bytes()[..*at % good.len()].to_vec(),
            Some(Damage::Flip(at, b)) => {
                let mut bytes = good.into_bytes();
                let at = at % bytes.len();
                bytes[at] = if *b == b'\n' { b'\t' } else { *b };
                bytes
            }
            Some(Damage::Space(at, c)) => {
                let mut chars: Vec<char> = good.chars().collect();
                chars.insert(at % chars.len(), *c);
                chars.into_iter().collect::<String>().into_bytes()
            }
        };
        text.extend_from_slice(&line);
        if *crlf {
            text.push(b'\r');
        }
        if i + 1 < lines.len() || file.final_newline {
            text.push(b'\n');
        }
        // What the reader sees of the line: one CR at its end is part of
        // the ending, and so is a byte-order mark at the start of the file.
        let mut seen = line.as_slice();
        if !*crlf {
            seen = seen.strip_suffix(b"\r").unwrap_or(seen);
        }
        if i == 0 && !file.byte_order_mark {
            seen = seen.strip_prefix("\u{feff}".as_bytes()).unwrap_or(seen);
        }
        candidates.push((damage.is_none(), !seen.is_empty()));
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("records.tsv");
    std::fs::write(&path, &text).unwrap();
    let (records, damaged) = record::read_counting_damage(&path).expect("the file reads");
    let (_, warnings) = record::read(&path).expect("the file reads");

    let kept: Vec<String> = records.iter().map(|r| r.to_string()).collect();
    // Every intact line is kept, in order (damaged lines that still read as
    // records may sit between them).
    let mut rest = kept.iter();
    for line in &intact {
        assert!(
            rest.any(|k| k == line),
            "intact line lost: {line}\nkept: {kept:#?}"
        );
    }
    for record in &records {
        assert_eq!(
            record::Record::parse(&record.to_string()).as_ref(),
            Some(record)
        );
    }
    // Every non-blank line is either kept or counted as damaged.
    let seen = candidates.iter().filter(|(_, seen)| *seen).count();
    assert_eq!(kept.len() + damaged.count, seen, "{damaged:?}");
    assert_eq!(
        damaged.first.len(),
        damaged.count.min(record::NAMED_DAMAGED_LINES)
    );
    for number in &damaged.first {
        let (was_intact, _) = candidates[number - 1];
        assert!(!was_intact, "an intact line was skipped: line {number}");
    }
    assert!(
        warnings.len() <= record::NAMED_DAMAGED_LINES + 1,
        "{warnings:#?}"
    );
    assert!(warnings.iter().all(|w| !w.contains('\n')), "{warnings:#?}");

    // A game recorded now is read after all the others, whatever the last
    // line was.
    let next = record::Record::parse(&intact_record(GameId::Golf, 7, 30)).unwrap();
    record::append(&path, &next).expect("the record appends");
    let (after, again) = record::read_counting_damage(&path).expect("the file reads");
    drop(dir);
    assert_eq!(after[..after.len() - 1], records[..]);
    assert_eq!(after.last(), Some(&next));
    assert_eq!(again, damaged);
}

fn record_lines() -> impl Strategy<Value = (RecordFile, Vec<RecordLine>)> {
    let line = (
        proptest::sample::select(GameId::ALL.to_vec()),
        0u64..1_000_000,
        0usize..400,
        proptest::option::weighted(0.4, damage()),
        proptest::bool::weighted(0.3),
    );
    let file =
        (any::<bool>(), any::<bool>()).prop_map(|(byte_order_mark, final_newline)| RecordFile {
            byte_order_mark,
            final_newline,
        });
    (file, proptest::collection::vec(line, 0..30))
}

/// A history file for the line editor: real lines (the form rustyline
/// writes, `#V2` first, backslashes and line breaks escaped), with control
/// characters, escape sequences, long lines and random bytes among them.
fn history_bytes() -> impl Strategy<Value = Vec<u8>> {
    let piece = prop_oneof![
        Just("show 1".to_string()),
        Just("remove 5 9".to_string()),
        Just("show 1\x1b]0;owned\x07\x1b[2J".to_string()),
        Just("\u{9b}31m\u{202e}\u{85}\u{2028}".to_string()),
        Just("\\n\\\\ \t\r".to_string()),
        Just("x".repeat(5000)),
        "\\PC{0,40}",
        any::<String>(),
    ];
    let line = proptest::collection::vec(piece, 1..4).prop_map(|parts| parts.concat());
    let text = (any::<bool>(), proptest::collection::vec(line, 0..40)).prop_map(|(v2, lines)| {
        let header = if v2 { "#V2\n" } else { "" };
        format!("{header}{}", lines.join("\n")).into_bytes()
    });
    prop_oneof![
        4 => text,
        1 => proptest::collection::vec(any::<u8>(), 0..400),
    ]
}

/// A history file of any bytes loads, never a panic, as lines the editor
/// may hold: no control character, none over 4,096 bytes, none blank, at
/// most 1,000.
fn history_checked(bytes: &[u8]) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("history");
    std::fs::write(&path, bytes).unwrap();
    let lines = patience::terminal::load_history(&path).expect("a small regular file is read");
    drop(dir);
    assert!(lines.len() <= 1000);
    for line in &lines {
        assert!(
            !line.chars().any(patience::text::escape::needs_escape),
            "{line:?}"
        );
        assert!(line.len() <= patience::input::MAX_LINE_BYTES);
        assert!(!line.trim().is_empty());
    }
}

// ---------------------------------------------------------------------------
// The default run (a few seconds each in a debug build)
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(quick(2000))]

    #[test]
    fn any_string_parses_to_a_command_or_a_one_line_error(line in any_line()) {
        parse_checked(&line);
    }
}

/// A case `any_bytes_as_a_script_never_panic_and_bad_lines_are_numbered`
/// found: a byte-order mark inside an unknown word reached the error line
/// raw, so the line held 80 characters where it showed 79.
#[test]
fn a_byte_order_mark_inside_a_word_is_shown_and_counted() {
    for game in GameId::ALL {
        script_checked(
            Rules::standard(game),
            1,
            "\0\u{feff}\u{0}16871933781806209979\n".as_bytes(),
        );
    }
}

proptest! {
    #![proptest_config(quick(160))]

    #[test]
    fn any_bytes_as_a_script_never_panic_and_bad_lines_are_numbered(
        rules in rules(),
        seed in any::<u64>(),
        bytes in script_bytes(),
    ) {
        script_checked(rules, seed, &bytes);
    }

    #[test]
    fn random_commands_keep_every_card_and_undo_to_the_deal(
        rules in rules(),
        seed in any::<u64>(),
        steps in proptest::collection::vec(step(), 0..120),
    ) {
        play_checked(rules, seed, &steps);
    }

    #[test]
    fn a_truncated_saved_game_replays_or_names_a_line(
        rules in rules(),
        seed in any::<u64>(),
        picks in proptest::collection::vec(any::<usize>(), 0..25),
    ) {
        truncation_checked(rules, seed, &picks);
    }

    #[test]
    fn a_damaged_record_file_keeps_every_intact_line(
        (file, lines) in record_lines(),
    ) {
        records_checked(file, &lines);
    }

    #[test]
    fn a_history_file_of_any_bytes_loads_as_clean_lines(bytes in history_bytes()) {
        history_checked(&bytes);
    }
}

proptest! {
    #![proptest_config(quick(2000))]

    #[test]
    fn any_bytes_replayed_as_a_saved_game_never_panic(
        bytes in prop_oneof![
            script_bytes(),
            (rules(), any::<u64>(), script_bytes()).prop_map(|(r, seed, tail)| {
                let mut text = savefile::save_text(&Session::new(r, Deal::from_seed(seed)))
                    .into_bytes();
                text.extend_from_slice(&tail);
                text
            }),
        ],
    ) {
        replay_checked(&bytes);
    }
}

/// Every game and variant is played by the default run, whatever the draw.
#[test]
fn every_game_and_variant_survives_a_long_random_session() {
    let steps: Vec<Step> = (0..300)
        .map(|i| match i % 10 {
            0 => Step::Undo(Some(i % 4)),
            1 => Step::Remove(vec![Tok::Showing(i), Tok::Number(i % 17)]),
            2 => Step::Move(Tok::Showing(i), Some(Tok::Foundation(i % 8))),
            3 => Step::Redo(None),
            4 if i % 50 == 4 => Step::Restart,
            6 if i % 20 == 6 => Step::Deal,
            5 => Step::Bare(vec![Tok::Showing(i), Tok::Showing(i / 3)]),
            _ => Step::Legal(i * 7),
        })
        .collect();
    for rules in all_rules() {
        for seed in 0..4 {
            play_checked(rules, seed, &steps);
        }
    }
}

// ---------------------------------------------------------------------------
// The fuzz substitute: the same properties, many more cases, `--ignored`
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(fuzz())]

    #[test]
    #[ignore = "long-running fuzz substitute; set PATIENCE_FUZZ_CASES"]
    fn fuzz_parser(line in any_line()) {
        parse_checked(&line);
    }

    #[test]
    #[ignore = "long-running fuzz substitute; set PATIENCE_FUZZ_CASES"]
    fn fuzz_script_bytes(rules in rules(), seed in any::<u64>(), bytes in script_bytes()) {
        script_checked(rules, seed, &bytes);
    }

    #[test]
    #[ignore = "long-running fuzz substitute; set PATIENCE_FUZZ_CASES"]
    fn fuzz_play(
        rules in rules(),
        seed in any::<u64>(),
        steps in proptest::collection::vec(step(), 0..400),
    ) {
        play_checked(rules, seed, &steps);
    }

    #[test]
    #[ignore = "long-running fuzz substitute; set PATIENCE_FUZZ_CASES"]
    fn fuzz_replay(bytes in script_bytes()) {
        replay_checked(&bytes);
    }

    #[test]
    #[ignore = "long-running fuzz substitute; set PATIENCE_FUZZ_CASES"]
    fn fuzz_record_file((file, lines) in record_lines()) {
        records_checked(file, &lines);
    }

    #[test]
    #[ignore = "long-running fuzz substitute; set PATIENCE_FUZZ_CASES"]
    fn fuzz_history_file(bytes in history_bytes()) {
        history_checked(&bytes);
    }
}
