//! The `hint` command through the binary: it names a legal move as the
//! command to type, never reads the stock order, and is counted.

use crate::common;

use common::{run, said_after};
use patience::games::descriptor::{GameDescriptor, MoveShape};
use patience::games::GameId;

/// The hint's line for a game, from the transcript.
fn hint_line(args: &[&str]) -> String {
    hint_line_after(args, "")
}

/// The hint's line for a game after the commands `before` (each ending in a
/// newline), from the transcript.
fn hint_line_after(args: &[&str], before: &str) -> String {
    let result = run(args, &format!("{before}hint\n"));
    let out = result.stdout;
    let after = out.split("> hint\n").nth(1).expect("the hint is answered");
    // A long answer wraps to the width; it ends at the next prompt.
    flat(after.split("\n>").next().unwrap())
}

/// The legal moves `moves` lists for a game, one command a line.
fn legal_moves(args: &[&str]) -> Vec<String> {
    let out = run(args, "moves\n").stdout;
    let listed = out.split("> moves\n").nth(1).expect("moves is answered");
    listed.lines().skip(1).map(str::to_string).collect()
}

#[test]
fn a_hint_is_a_command_the_game_accepts_in_every_game() {
    for game in common::game_ids() {
        let mut checked = 0;
        for seed in 1..=20u64 {
            let seed = seed.to_string();
            let args = [game, "--seed", seed.as_str()];
            let line = hint_line(&args);
            if line.starts_with("No move is possible") {
                assert!(legal_moves(&args).is_empty(), "{game} {seed}: {line}");
                continue;
            }
            let command = line.split(" - ").next().unwrap();
            assert!(
                legal_moves(&args).iter().any(|legal| legal == command),
                "{game} {seed}: the hint {command:?} is no legal move: {line}"
            );
            let replay = run(
                &[game, "--seed", &seed, "--strict"],
                &format!("{command}\nstatus\n"),
            );
            assert_eq!(
                replay.status, 0,
                "{game} {seed}: {command}: {}",
                replay.stderr
            );
            assert!(
                replay.stdout.contains("1 move made"),
                "{game} {seed}: {command} made no move: {}",
                replay.stdout
            );
            checked += 1;
            if checked == 3 {
                break;
            }
        }
        assert_eq!(checked, 3, "{game}: three hints checked");
    }
}

#[test]
fn two_deals_that_differ_only_in_stock_order_get_the_same_hint() {
    for (game, shown) in [
        ("eighteens", 12),
        ("suit-elevens", 15),
        ("sweet-sixteen", 16),
        ("elevens", 9),
        ("golf", 36),
        ("relaxed-golf", 36),
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
fn tri_peaks_hints_sample_the_face_down_cards_and_the_stock_never_the_real_order() {
    // Tri Peaks hides its 18 face-down cards (deal cards 1-18) and its
    // stock but the card turned at the deal (cards 30-52): two deals that
    // differ only there are the same position to the player.
    let deal = patience::deal::Deal::from_seed(12).codes();
    let cards: Vec<&str> = deal.split(' ').collect();
    let mut reordered: Vec<&str> = cards[..18].iter().rev().copied().collect();
    reordered.extend(&cards[18..29]);
    reordered.extend(cards[29..].iter().rev());
    assert_ne!(reordered, cards);
    let a = hint_line(&["tri-peaks", "--deck", &cards.join(" ")]);
    let b = hint_line(&["tri-peaks", "--deck", &reordered.join(" ")]);
    assert_eq!(a, b);
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

/// The two numbers of "likely between A% and B%" in a hint line.
fn interval(line: &str) -> (u32, u32) {
    let rest = line
        .split("likely between ")
        .nth(1)
        .unwrap_or_else(|| panic!("no interval in {line}"));
    let mut words = rest.split([' ', ';', '.', ',']);
    let low = words.next().unwrap().trim_end_matches('%').parse().unwrap();
    assert_eq!(words.next(), Some("and"), "{line}");
    let high = words.next().unwrap().trim_end_matches('%').parse().unwrap();
    (low, high)
}

#[test]
fn a_sampled_hint_names_its_figure_a_ceiling_on_the_players_chance() {
    let line = hint_line(&["eighteens", "--seed", "1"]);
    assert!(
        line.contains(" - it wins in the most stock orders; with the stock face up: about ")
            && line.ends_with("; face down, your chance is at most that."),
        "{line}"
    );
}

#[test]
fn hint_odds_carry_an_interval_within_three_points_either_side() {
    for game in ["eighteens", "elevens", "suit-elevens"] {
        let line = hint_line(&[game, "--seed", "2"]);
        let (low, high) = interval(&line);
        // Plus or minus 3 points, each end rounded outwards to a whole point.
        assert!(high - low <= 8, "{game}: {line}");
    }
}

#[test]
fn an_elevens_hint_gives_the_players_own_chance() {
    let line = hint_line(&["elevens", "--seed", "3"]);
    assert!(
        line.contains("any move is as good as another; your chance is about ")
            && line.contains("%; likely between "),
        "{line}"
    );
}

/// Golf's opening is too costly to solve for most stock orders within a
/// hint's budget: those orders are not counted as lost, so the odds would
/// run from counting them all lost to counting them all won. Wider than 15
/// points either way, they guide nobody, and the hint says so in one short
/// clause instead of a range such as 0% to 100%.
#[test]
fn a_hint_whose_odds_are_too_wide_to_guide_says_so_in_one_short_clause() {
    for before in ["", "deal\n"] {
        let line = hint_line_after(&["golf", "--seed", "2"], before);
        assert!(
            line.ends_with("; the odds are too uncertain to estimate."),
            "{line}"
        );
        assert!(!line.contains('%') && !line.contains("face down"), "{line}");
    }
}

/// A few stock orders too long to decide leave the odds a range narrow
/// enough to guide; the hint gives it and says how many orders were
/// undecided, the count and its verb agreeing: "1 of 33 orders was".
#[test]
fn a_hint_with_some_orders_undecided_counts_them_in_words_that_agree() {
    let line = hint_line(&["sweet-sixteen", "--seed", "1"]);
    assert!(
        line.contains("% to ") && line.contains("; 1 of 33 orders was left undecided;"),
        "{line}"
    );
}

/// With nothing hidden and no winning line, the hint says whether the
/// search proved the loss or only ran out of budget first, and why it picked
/// its move.
#[test]
fn a_hint_without_a_win_says_whether_the_loss_is_proven() {
    assert_eq!(
        hint_line(&["black-hole", "--seed", "1"]),
        "move 7 f1 - no winning line is left; it leads to the most cards cleared."
    );
    // `patience solve black-hole --seed 166` wins it in 194,459
    // states, more than the hint's budget.
    let line = hint_line(&["black-hole", "--seed", "166"]);
    assert!(
        line.ends_with(" - no winning line was found; it leads to the most cards cleared."),
        "{line}"
    );
}

/// With the stock hidden, a hint whose sampled orders showed no win still
/// says what its odds are: "no winning line was found" alone would let a
/// player read orders too long to decide as a loss.
#[test]
fn a_sampled_hint_that_found_no_win_still_gives_its_odds() {
    let line = hint_line(&["golf", "--seed", "4"]);
    assert_eq!(
        line,
        "deal - no winning line was found; it leads to the most cards cleared; \
         the odds are too uncertain to estimate."
    );
}

#[test]
fn an_accessible_why_never_leaves_why_alone_on_a_line() {
    let result = run(&["golf", "--seed", "2", "--accessible"], "why\n");
    let out = result.stdout;
    let answer = out.split("> why\n").nth(1).expect("why is answered");
    let why = answer
        .lines()
        .find(|line| line.starts_with("Why:"))
        .unwrap_or_else(|| panic!("no Why line: {answer}"));
    assert!(why.len() > "Why:".len() + 20, "{answer}");
    assert!(answer.lines().all(|line| line.len() <= 79), "{answer}");
}

/// The sentences of `lines`: each word that ends in a full stop ends one.
fn sentences_in(lines: &[String]) -> usize {
    lines
        .iter()
        .flat_map(|line| line.split_whitespace())
        .filter(|word| word.ends_with(['.', '?', '!']))
        .count()
}

/// By ear, through a pipe (79 columns), in each game of `family`: `hint`
/// is at most two sentences and 25 words, the move and then why; `why` and
/// `hint more` say the same whole hint, its reasons and the command to
/// type. A game whose deal has no move (the hint says so) is dealt again.
fn assert_short_by_ear_and_whole_on_why(family: &[GameId]) {
    assert!(!family.is_empty());
    let typed = ["hint", "why", "hint more"].map(String::from);
    for game in family {
        let (seed, out) = (1..=10)
            .map(|seed| (seed, common::by_ear_through_a_pipe(game.id(), seed, &typed)))
            .find(|(_, out)| !said_after(out, "hint", 0)[0].starts_with("No move is possible"))
            .unwrap_or_else(|| panic!("{game}: no deal from 1 to 10 has a move"));
        let hint = said_after(&out, "hint", 0);
        let words: usize = hint.iter().map(|l| l.split_whitespace().count()).sum();
        assert!(
            sentences_in(&hint) <= 2 && words <= 25,
            "{game} {seed}: {} sentences, {words} words: {hint:#?}",
            sentences_in(&hint)
        );
        assert!(hint.iter().all(|l| l.ends_with('.')), "{game}: {hint:#?}");
        assert!(!hint.iter().any(|l| l.starts_with("Type ")), "{hint:#?}");
        let why = said_after(&out, "why", 0);
        // The same move first, unless a set too large to name by ear is
        // said by its places.
        let by_places = hint[0].starts_with("Remove the ") && hint[0].contains(" cards at ");
        assert!(by_places || why[0] == hint[0], "{game}: {hint:#?} {why:#?}");
        assert!(
            why.iter().any(|l| l.starts_with("Why: ")),
            "{game}: {why:#?}"
        );
        assert!(why.last().unwrap().starts_with("Type "), "{game}: {why:#?}");
        assert_eq!(said_after(&out, "hint more", 0), why, "{game}");
    }
}

/// The games whose descriptor says they are of a family.
fn family(is: impl Fn(&GameDescriptor) -> bool) -> Vec<GameId> {
    GameId::ALL
        .into_iter()
        .filter(|game| is(game.descriptor()))
        .collect()
}

#[test]
fn by_ear_a_hint_is_at_most_two_sentences_and_25_words_in_every_removal_game() {
    assert_short_by_ear_and_whole_on_why(&family(|d| {
        d.moves.shape == MoveShape::Remove && d.cover.is_none()
    }));
}

#[test]
fn by_ear_a_hint_is_at_most_two_sentences_and_25_words_in_every_building_game() {
    assert_short_by_ear_and_whole_on_why(&family(|d| d.moves.shape == MoveShape::Build));
}

#[test]
fn by_ear_a_hint_is_at_most_two_sentences_and_25_words_in_every_foundation_game() {
    assert_short_by_ear_and_whole_on_why(&family(|d| d.layout.is_some()));
}

#[test]
fn by_ear_a_hint_is_at_most_two_sentences_and_25_words_in_every_game_of_covered_cards() {
    assert_short_by_ear_and_whole_on_why(&family(|d| d.cover.is_some()));
}

#[test]
fn every_game_is_of_one_family_whose_by_ear_hint_is_tested() {
    for game in GameId::ALL {
        let d = game.descriptor();
        let families = [
            d.moves.shape == MoveShape::Remove && d.cover.is_none(),
            d.moves.shape == MoveShape::Build,
            d.layout.is_some(),
            d.cover.is_some(),
        ];
        assert_eq!(families.iter().filter(|f| **f).count(), 1, "{game}");
    }
}

/// Golf, seed 4: the brief's own example, said in plain words.
#[test]
fn by_ear_a_hint_without_a_win_says_so_in_one_plain_sentence() {
    let out = common::by_ear_through_a_pipe("golf", 4, &["hint".into()]);
    assert_eq!(
        said_after(&out, "hint", 0),
        [
            "Deal the next stock card.",
            "No winning line was found; it clears the most cards."
        ]
    );
}

/// `why` and `hint more` say the hint whole in every mode (codes: the one
/// line `hint` prints), and asking why of the hint just given is not
/// counted as another hint; a `why` at a new position is one.
#[test]
fn why_and_hint_more_say_the_hint_whole_and_count_only_a_new_hint() {
    let line = hint_line(&["elevens", "--seed", "3"]);
    let out = run(&["elevens", "--seed", "3"], "why\nhint more\n");
    assert_eq!(
        flat(
            out.stdout
                .split("> why\n")
                .nth(1)
                .unwrap()
                .split("\n>")
                .next()
                .unwrap()
        ),
        line
    );
    assert!(out.stdout.contains("> hint more\n"), "{}", out.stdout);
    let counted = |input: &str| {
        let out = run(&["elevens", "--seed", "3"], &format!("{input}stats\n"));
        let stats = out.stdout.split("> stats\n").nth(1).unwrap().to_string();
        stats
    };
    assert!(counted("hint\nwhy\nhint more\n").contains("1 hint"));
    assert!(counted("why\n").contains("1 hint"));
    assert!(counted("hint\nremove 1 4\nwhy\n").contains("2 hints"));
}

/// Text with its wrapping undone.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
