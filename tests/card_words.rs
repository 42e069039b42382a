//! A card named by its rank alone ("king", "ten"), as a player answers what
//! the program says: the one card of that rank the command can take, in
//! every game that takes cards; two or more that it could take named in one
//! sentence, with nothing changed; none said in a sentence. Through a pipe,
//! and once in a pseudo-terminal.

use crate::common;

use common::run;
use expectrl::Expect;
use patience::deal::Deal;
use patience::games::{Alike, Game, GameId, Move, Rules, View};
use patience::session::Session;
use patience::text::command::{move_command, Command, Target};

/// The target that names the card on top of `target`'s place by its rank
/// alone, where that place has a card showing; else `target` as it is.
fn by_rank(session: &Session, target: Target) -> Target {
    let board = session.game().board();
    let slot = match target {
        Target::Number(n) => n - 1,
        Target::Stock => Move::STOCK,
        Target::Waste => Move::WASTE,
        _ => return target,
    };
    board
        .top_at(slot)
        .map_or(target, |card| Target::Rank(card.rank()))
}

/// `mv`'s command with each card it takes named by its rank alone
/// (`remove king queen`, `move seven f1`), or `None` where that names no
/// rank (`deal`).
fn said_by_rank(session: &Session, mv: &Move) -> Option<Command> {
    let command = match Command::of_move(mv) {
        Command::Remove(targets) => Some(Command::Remove(
            targets.into_iter().map(|t| by_rank(session, t)).collect(),
        )),
        Command::Move { from, to } => Some(Command::Move {
            from: by_rank(session, from),
            to: to.map(|to| match to {
                Target::Number(_) => by_rank(session, to),
                other => other,
            }),
        }),
        _ => None,
    }?;
    let named = |t: &Target| matches!(t, Target::Rank(_));
    let by_rank = match &command {
        Command::Remove(targets) => targets.iter().any(named),
        Command::Move { from, to } => named(from) || to.as_ref().is_some_and(named),
        _ => false,
    };
    by_rank.then_some(command)
}

/// A position and a line said there by rank alone.
struct Found {
    /// The deal's seed.
    seed: u64,
    /// The moves that lead to the position, as commands.
    before: Vec<String>,
    /// The line said by rank alone.
    said: String,
    /// What the session answers it: the move, or the sentence refusing it.
    answer: Result<Move, String>,
}

/// A position of `game` and a line said there by rank alone: the first
/// such position where `wanted` holds,
/// looking at the deals of seeds 1 to 60 and up to `depth` moves into each
/// (each move the first legal one).
fn find(
    game: GameId,
    depth: usize,
    wanted: impl Fn(&Session, &Move, &Result<Move, String>) -> bool,
) -> Option<Found> {
    for seed in 1..=60 {
        let mut session = Session::new(Rules::standard(game), Deal::from_seed(seed));
        let mut before = Vec::new();
        for _ in 0..=depth {
            let moves = session.game().distinct_moves();
            for mv in &moves {
                let Some(command) = said_by_rank(&session, mv) else {
                    continue;
                };
                let answer = session
                    .resolve(&command)
                    .expect("a move command")
                    .map_err(|err| err.0.plain());
                if wanted(&session, mv, &answer) {
                    return Some(Found {
                        seed,
                        before,
                        said: command.to_string(),
                        answer,
                    });
                }
            }
            let Some(first) = moves.first() else { break };
            before.push(move_command(first));
            session.play(first).unwrap();
        }
    }
    None
}

/// The lines said on stdout after the last prompt line `> COMMAND`.
fn said_after_last(out: &str, command: &str) -> Vec<String> {
    let echo = format!("> {command}");
    let lines: Vec<&str> = out.lines().collect();
    let start = lines
        .iter()
        .rposition(|l| *l == echo)
        .unwrap_or_else(|| panic!("{echo} not in {out}"));
    lines[start + 1..]
        .iter()
        .take_while(|l| !l.starts_with("> "))
        .map(|l| l.to_string())
        .collect()
}

/// `typed` played by ear through a pipe on `game`'s deal of `seed`.
fn by_ear(game: GameId, seed: u64, typed: &[String]) -> common::Run {
    let input = typed.join("\n") + "\nquit\n";
    run(
        &[game.id(), "--seed", &seed.to_string(), "--accessible"],
        &input,
    )
}

#[test]
fn a_rank_named_alone_plays_the_one_card_of_it_the_move_can_take_in_every_game_that_takes_cards() {
    for game in GameId::ALL {
        let found = find(game, 8, |session, mv, answer| {
            answer.as_ref().is_ok_and(|got| {
                session.game().move_key(got, Alike::Position)
                    == session.game().move_key(mv, Alike::Position)
            })
        });
        let Found {
            seed,
            before: mut typed,
            said,
            answer,
        } = found.unwrap_or_else(|| panic!("{game}: no move said by rank alone resolves"));
        let by_code = move_command(answer.as_ref().unwrap());
        let rank_said = {
            typed.push(said.clone());
            let run = by_ear(game, seed, &typed);
            assert_eq!(run.stderr, "", "{game} seed {seed}: {said}");
            said_after_last(&run.stdout, &said)
        };
        typed.pop();
        typed.push(by_code.clone());
        let by_place = said_after_last(&by_ear(game, seed, &typed).stdout, &by_code);
        assert_eq!(
            rank_said, by_place,
            "{game} seed {seed}: {said} against {by_code}"
        );
        assert!(!rank_said.is_empty(), "{game}: {said}");
    }
}

#[test]
fn two_cards_of_a_rank_that_can_be_played_are_named_in_one_sentence_and_nothing_changes() {
    let found = GameId::ALL.into_iter().find_map(|game| {
        find(game, 8, |_, _, answer| {
            answer
                .as_ref()
                .is_err_and(|said| said.contains("; say which."))
        })
        .map(|found| (game, found))
    });
    let (game, found) = found.expect("some game has two cards of a rank that can be played");
    let Found {
        seed,
        before: mut typed,
        said,
        ..
    } = found;
    typed.push(said.clone());
    typed.push("where".to_string());
    let run = by_ear(game, seed, &typed);
    // "Two kings can be played: king of spades at column 3 and king of
    // hearts at column 7; say which.", in words, wrapped (if at all) only
    // after a clause.
    let refusal = run.stderr.trim_end().replace('\n', " ");
    let refusal = refusal.as_str();
    let first = refusal.split(' ').next().unwrap();
    assert!(
        ["Two", "Three", "Four"].contains(&first),
        "{game}: {refusal}"
    );
    assert!(refusal.contains(" can be "), "{refusal}");
    assert!(refusal.matches(" of ").count() >= 2, "{refusal}");
    assert!(refusal.contains(" and "), "{refusal}");
    assert!(refusal.ends_with("; say which."), "{refusal}");
    // Nothing changed: as many moves made as before the line.
    let whereabouts = said_after_last(&run.stdout, "where");
    let made = format!(
        "{} made.",
        match typed.len() - 2 {
            1 => "1 move".to_string(),
            n => format!("{n} moves"),
        }
    );
    assert!(whereabouts.contains(&made), "{made} in {whereabouts:#?}");
}

#[test]
fn a_rank_with_no_card_showing_and_one_none_of_whose_cards_can_be_played_are_each_a_sentence() {
    // Golf seed 3: no king on top of a column at the deal.
    let session = Session::new(Rules::standard(GameId::Golf), Deal::from_seed(3));
    let tops: Vec<_> = session
        .game()
        .board()
        .tableau
        .iter()
        .filter_map(|column| column.last().map(|card| card.rank().name()))
        .collect();
    let missing = ["king", "queen", "ace", "two", "three"]
        .into_iter()
        .find(|rank| !tops.contains(rank))
        .expect("seven tops leave a rank out");
    let typed = [format!("move {missing}")];
    let run = by_ear(GameId::Golf, 3, &typed);
    assert!(
        run.stderr
            .contains(&format!("No {missing} is showing on top of a column.")),
        "{}",
        run.stderr
    );
    let found = find(GameId::Golf, 8, |_, _, answer| {
        answer
            .as_ref()
            .is_err_and(|said| said.starts_with("Neither ") || said.starts_with("None of"))
    });
    if let Some(Found {
        seed,
        before: mut typed,
        said,
        ..
    }) = found
    {
        typed.push(said.clone());
        let run = by_ear(GameId::Golf, seed, &typed);
        assert!(
            run.stderr.contains("showing can be played now: "),
            "{said}: {}",
            run.stderr
        );
    }
}

#[test]
fn a_bare_number_is_always_a_place_and_never_a_rank() {
    use patience::text::parse::parse;
    assert_eq!(
        parse("move 7").unwrap(),
        Some(Command::Move {
            from: Target::Number(7),
            to: None
        })
    );
    assert_eq!(
        parse("7").unwrap(),
        Some(Command::Bare(vec![Target::Number(7)]))
    );
    let king = Target::Rank(patience::cards::Rank::KING);
    assert_eq!(parse("king").unwrap(), Some(Command::Bare(vec![king])));
    assert_eq!(
        parse("remove the King and ten").unwrap(),
        parse("remove king ten").unwrap()
    );
}

#[test]
fn a_rank_named_alone_plays_by_ear_in_a_pseudo_terminal() {
    let Found {
        seed, said, answer, ..
    } = find(GameId::Golf, 0, |_, _, answer| answer.is_ok())
        .expect("a Golf deal with a move said by rank alone");
    let session = Session::new(Rules::standard(GameId::Golf), Deal::from_seed(seed));
    let Ok(Move::Play { column, .. }) = answer else {
        panic!("{answer:?}")
    };
    let card = session.game().board().tableau[column]
        .last()
        .copied()
        .unwrap();
    let home = common::empty_home("home");
    let seed = seed.to_string();
    let mut p = common::spawn_on_terminal(&["golf", "--seed", &seed, "--accessible"], &home, &[]);
    p.expect("> ").unwrap();
    p.send(format!("{said}\r")).unwrap();
    let put = format!("Put {} on the foundation.", card.words());
    p.expect(put.as_str()).unwrap();
    p.send("quit\r").unwrap();
    p.expect(expectrl::Eof).unwrap();
}
