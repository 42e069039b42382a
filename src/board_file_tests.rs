use super::*;

/// The four games that have boards, from the registry.
fn board_games() -> Vec<GameId> {
    GameId::ALL
        .into_iter()
        .filter(|g| g.descriptor().layout.is_some())
        .collect()
}

fn board_of(game: GameId, seed: u64) -> String {
    write(&Deal::from_seed(seed), &layout_of(game).unwrap())
}

/// The field's layout of a foundation game.
fn field_layout(game: GameId) -> DealLayout {
    game.descriptor().layout.unwrap()
}

fn parsed(text: &str, game: GameId) -> Result<Deal, BoardError> {
    parse(text.as_bytes(), game)
}

/// The refusal of a board, with its tied phrases (kept on one line when
/// wrapped) spaced as printed.
fn refusal(text: &str, game: GameId) -> BoardError {
    let err = parsed(text, game).expect_err("the board is refused");
    BoardError {
        line: err.line,
        reason: err.reason.replace('\u{a0}', " "),
    }
}

/// Seed 1's board of `game` with line `index` (0-based) replaced.
fn with_line(game: GameId, index: usize, line: &str) -> String {
    let mut lines: Vec<String> = board_of(game, 1).lines().map(String::from).collect();
    lines[index] = line.to_string();
    lines.join("\n") + "\n"
}

#[test]
fn the_five_foundation_games_have_boards_and_the_others_do_not() {
    let ids: Vec<&str> = board_games().into_iter().map(GameId::id).collect();
    assert_eq!(ids.len(), 5, "{ids:?}");
    for id in [
        "eliminator",
        "black-hole",
        "all-in-a-row",
        "golf",
        "relaxed-golf",
    ] {
        assert!(ids.contains(&id), "{id}");
    }
    let err = parsed("Foundations: -\n", GameId::Elevens).unwrap_err();
    assert!(err.to_string().contains("Elevens has no boards"), "{err}");
}

#[test]
fn every_board_written_reads_back_as_the_same_layout_for_many_seeds() {
    for game in board_games() {
        let layout = field_layout(game);
        for seed in 0..300 {
            let deal = Deal::from_seed(seed);
            let text = write_field(&deal, &layout);
            let back = parsed(&text, game).unwrap_or_else(|e| panic!("{game:?} {seed}: {e}"));
            assert_eq!(layout.deal(back.cards()), layout.deal(deal.cards()));
            // The board names the deck exactly, except where the deck's
            // order of a fixed foundation card does not show on the board.
            if !matches!(layout.start, FoundationStart::Fixed(_)) {
                assert_eq!(back.cards(), deal.cards(), "{game:?} {seed}");
            }
            assert_eq!(write_field(&back, &layout), text, "{game:?} {seed}");
        }
    }
}

#[test]
fn a_golf_board_has_the_talon_first_then_the_turned_card_then_seven_columns_of_five() {
    let text = board_of(GameId::Golf, 2);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 9);
    let talon: Vec<&str> = lines[0]
        .strip_prefix("Talon: ")
        .unwrap()
        .split(' ')
        .collect();
    assert_eq!(talon.len(), 16);
    let dealt = GOLF.deal(Deal::from_seed(2).cards());
    assert_eq!(talon[0], field_code(dealt.talon[0]));
    assert_eq!(
        lines[1],
        format!("Foundations: {}", field_code(dealt.foundation.unwrap()))
    );
    for (line, column) in lines[2..].iter().zip(&dealt.columns) {
        assert_eq!(line.split(' ').count(), 5);
        assert!(line.ends_with(&field_code(*column.last().unwrap())));
    }
}

const GOLF: DealLayout = crate::games::golf::LAYOUT;

#[test]
fn boards_are_written_with_t_for_ten_in_upper_case() {
    for game in board_games() {
        let text = board_of(game, 5);
        assert!(!text.contains("10"), "{text}");
        assert!(text.contains('T'), "{text}");
        assert_eq!(
            text,
            text.to_uppercase()
                .replace("TALON", "Talon")
                .replace("FOUNDATIONS", "Foundations")
        );
    }
    let black_hole = board_of(GameId::BlackHole, 5);
    assert!(black_hole.starts_with("Foundations: AS\n"));
    assert_eq!(black_hole.lines().count(), 18);
    let eliminator = board_of(GameId::Eliminator, 5);
    assert!(eliminator.starts_with("Foundations: -\n"));
    assert!(eliminator
        .lines()
        .skip(1)
        .all(|l| l.split(' ').count() == 13));
}

#[test]
fn lower_case_ten_as_10_tabs_crlf_blank_lines_and_colon_prefixes_are_accepted() {
    for game in board_games() {
        let text = board_of(game, 9);
        let expected = parsed(&text, game).unwrap();
        let loose: String = text
            .lines()
            .map(|line| {
                let words: Vec<String> = line
                    .split(' ')
                    .map(|w| match w.strip_prefix('T') {
                        Some(suit) if suit.len() == 1 => format!("10{suit}"),
                        _ => w.to_lowercase(),
                    })
                    .collect();
                let line = words.join("\t ");
                if line.starts_with("talon") || line.starts_with("foundations") {
                    format!("{line}  \r\n")
                } else {
                    format!(": {line}\r\n")
                }
            })
            .collect();
        let loose = format!("\n\n{loose}\n\n");
        assert_eq!(parsed(&loose, game), Ok(expected), "{loose}");
    }
}

#[test]
fn the_talon_line_may_follow_the_foundations_line() {
    let text = board_of(GameId::Golf, 4);
    let mut lines: Vec<&str> = text.lines().collect();
    lines.swap(0, 1);
    let swapped = lines.join("\n");
    assert_eq!(parsed(&swapped, GameId::Golf), parsed(&text, GameId::Golf));
}

#[test]
fn a_word_that_is_not_a_card_is_named_with_its_line() {
    let text = with_line(GameId::BlackHole, 3, "KD 1H 4C");
    let err = refusal(&text, GameId::BlackHole);
    assert_eq!(err.line, Some(4));
    assert!(
        err.to_string()
            .starts_with("Line 4 of the board: \"1H\" is not a card"),
        "{err}"
    );
}

#[test]
fn a_duplicated_card_is_named_with_both_lines_and_the_card_it_displaced() {
    let text = board_of(GameId::Eliminator, 1);
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let first: Vec<String> = lines[1].split(' ').map(String::from).collect();
    let mut third: Vec<String> = lines[3].split(' ').map(String::from).collect();
    let lost = third[0].clone();
    third[0] = first[5].clone();
    lines[3] = third.join(" ");
    let err = refusal(&lines.join("\n"), GameId::Eliminator);
    assert_eq!(err.line, Some(4));
    assert_eq!(
        err.reason,
        format!(
            "the {} is on the board twice, first on line 2 (the board has no {lost}).",
            first[5]
        )
    );
}

#[test]
fn a_short_column_names_its_line_and_the_missing_card() {
    let text = board_of(GameId::BlackHole, 1);
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let (rest, gone) = lines[6].rsplit_once(' ').unwrap();
    let gone = gone.to_string();
    lines[6] = rest.to_string();
    let err = refusal(&lines.join("\n"), GameId::BlackHole);
    assert_eq!(err.line, Some(7));
    assert_eq!(
        err.reason,
        format!("this column holds 2 cards, but Black Hole deals 3 to each of its 17 columns (the board has no {gone}).")
    );
}

#[test]
fn too_few_and_too_many_columns_are_named() {
    let text = board_of(GameId::AllInARow, 1);
    let short: Vec<&str> = text.lines().take(13).collect();
    let err = refusal(&short.join("\n"), GameId::AllInARow);
    assert_eq!(err.line, Some(13));
    assert!(
        err.reason
            .contains("ends after 12 of All in a Row's 13 columns"),
        "{err}"
    );
    let long = format!("{text}AH\n");
    let err = refusal(&long, GameId::AllInARow);
    assert_eq!(err.line, Some(15));
    assert!(
        err.reason
            .contains("13 columns, so this line is one too many"),
        "{err}"
    );
    // A Black Hole board is no All in a Row board.
    let err = refusal(&board_of(GameId::BlackHole, 1), GameId::AllInARow);
    assert_eq!(err.line, Some(1));
    assert!(err.reason.contains("starts empty"), "{err}");
}

#[test]
fn the_foundations_line_must_come_first_and_only_once() {
    let text = board_of(GameId::Eliminator, 1);
    let body: String = text.lines().skip(1).map(|l| format!("{l}\n")).collect();
    let err = refusal(&body, GameId::Eliminator);
    assert_eq!(err.line, Some(1));
    assert!(
        err.reason
            .starts_with("a board starts with its Foundations line"),
        "{err}"
    );
    let late = format!("{body}Foundations: -\n");
    let err = refusal(&format!("Foundations: -\n{late}"), GameId::Eliminator);
    assert_eq!(err.line, Some(6));
    assert!(err.reason.contains("must come before the columns"), "{err}");
    let twice = format!("Foundations: -\n{text}");
    assert_eq!(refusal(&twice, GameId::Eliminator).line, Some(2));
    let err = refusal("", GameId::Eliminator);
    assert_eq!(err.line, None);
    assert!(
        err.to_string()
            .starts_with("The board: there is no Foundations line"),
        "{err}"
    );
}

#[test]
fn golf_needs_its_talon_line_of_sixteen_and_the_others_have_none() {
    let text = board_of(GameId::Golf, 1);
    let without: String = text.lines().skip(1).map(|l| format!("{l}\n")).collect();
    let err = refusal(&without, GameId::Golf);
    assert_eq!(err.line, Some(1));
    assert!(err.reason.contains("no Talon line"), "{err}");
    let (talon, _) = text.lines().next().unwrap().rsplit_once(' ').unwrap();
    let short = with_line(GameId::Golf, 0, talon);
    let err = refusal(&short, GameId::Golf);
    assert_eq!(err.line, Some(1));
    assert!(
        err.reason.starts_with(
            "the Talon line lists 15 cards, but Golf's stock holds 16 (the board has no "
        ),
        "{err}"
    );
    let err = refusal(
        &format!("Talon: 2C\n{}", board_of(GameId::BlackHole, 1)),
        GameId::BlackHole,
    );
    assert_eq!(err.line, Some(1));
    assert!(err.reason.starts_with("Black Hole has no stock"), "{err}");
    // An empty Talon line says no more than none.
    let empty = format!("Talon:\n{}", board_of(GameId::BlackHole, 1));
    assert!(parsed(&empty, GameId::BlackHole).is_ok());
    let err = refusal(
        &format!("{}Talon: 2C\n", board_of(GameId::BlackHole, 1)),
        GameId::BlackHole,
    );
    assert_eq!(err.line, Some(19));
    assert!(
        err.reason
            .contains("Talon line must come before the columns"),
        "{err}"
    );
}

#[test]
fn each_game_s_foundation_rule_is_checked() {
    let err = refusal(
        &with_line(GameId::BlackHole, 0, "Foundations: 7H"),
        GameId::BlackHole,
    );
    assert_eq!(err.line, Some(1));
    assert!(
        err.reason
            .starts_with("Black Hole's foundation starts with the AS, not 7H"),
        "{err}"
    );
    let err = refusal(
        &with_line(GameId::BlackHole, 0, "Foundations: -"),
        GameId::BlackHole,
    );
    assert!(err.reason.contains("not -"), "{err}");
    let err = refusal(
        &with_line(GameId::AllInARow, 0, "Foundations: AS"),
        GameId::AllInARow,
    );
    assert!(
        err.reason
            .contains("starts empty (\"Foundations: -\"), not with the AS"),
        "{err}"
    );
    let err = refusal(&with_line(GameId::Golf, 1, "Foundations: -"), GameId::Golf);
    assert_eq!(err.line, Some(2));
    assert!(err.reason.contains("needs a card, not -"), "{err}");
    let err = refusal(
        &with_line(GameId::Golf, 1, "Foundations: 2C 3C"),
        GameId::Golf,
    );
    assert!(err.reason.contains("one card or -, not \"2C 3C\""), "{err}");
}

#[test]
fn a_file_that_is_not_text_is_refused_with_its_line() {
    let mut bytes = b"Foundations: -\nAH 2H\n".to_vec();
    bytes.extend_from_slice(&[0xff, 0xfe, b'\n']);
    let err = parse(&bytes, GameId::Eliminator).unwrap_err();
    assert_eq!(err.line, Some(3));
    assert!(err.reason.contains("not text"), "{err}");
    let err = parse(b"Foundations: -\n\0\0\0", GameId::Eliminator).unwrap_err();
    assert_eq!(err.line, Some(2));
    assert!(err.reason.contains("NUL"), "{err}");
}

#[test]
fn the_file_s_text_is_quoted_only_escaped_and_cut_short() {
    let text = with_line(GameId::Eliminator, 2, "\x1b]0;owned\x07 \x1b[2J");
    let err = refusal(&text, GameId::Eliminator);
    assert!(!err.to_string().contains('\x1b'), "{err:?}");
    assert!(
        err.reason.starts_with("\"\\e]0;owned\\a\" is not a card"),
        "{err}"
    );
    let long = format!("Foundations: -\n{}\n", "X".repeat(5000));
    let err = refusal(&long, GameId::Eliminator);
    assert!(err.to_string().len() < 300, "{err}");
    let bidi = "\u{202e}Foundations: -\n";
    let err = refusal(bidi, GameId::Eliminator);
    assert!(err.reason.contains("\\u{202e}"), "{err}");
}

#[test]
fn a_leading_byte_order_mark_is_skipped() {
    let text = format!("\u{feff}{}", board_of(GameId::Eliminator, 3));
    assert_eq!(
        parsed(&text, GameId::Eliminator),
        Ok(Deal::from_seed(3).cards()).map(|c| Deal::from_cards(*c))
    );
}

/// A game of covered cards' board, read and written by the shape alone:
/// `Elevens` stands in for the game's name, as no registered game need be
/// one for the format to be tested.
mod covered_boards {
    use super::*;

    const PYRAMID: CoverShape = CoverShape::Pyramid { rows: 7 };

    fn read(text: &str, shape: CoverShape) -> Result<Deal, BoardError> {
        covered::parse(text.as_bytes(), GameId::Elevens, shape)
    }

    #[test]
    fn a_covered_board_is_its_rows_top_first_then_the_stock_first_turned_first() {
        let deal = Deal::from_seed(4);
        let text = covered::write(&deal, PYRAMID);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 8);
        assert_eq!(lines[0], field_code(deal.cards()[0]));
        assert_eq!(lines[6].split(' ').count(), 7);
        assert!(lines[7].starts_with(&format!("Stock: {} ", field_code(deal.cards()[28]))));
        for shape in [PYRAMID, CoverShape::TriPeaks] {
            for seed in 0..100 {
                let deal = Deal::from_seed(seed);
                let text = covered::write(&deal, shape);
                assert_eq!(read(&text, shape).unwrap().cards(), deal.cards());
            }
        }
    }

    #[test]
    fn a_covered_board_takes_the_stock_line_first_blank_lines_and_lower_case() {
        let deal = Deal::from_seed(9);
        let text = covered::write(&deal, CoverShape::TriPeaks);
        let lines: Vec<&str> = text.lines().collect();
        let moved = format!(
            "\r\n{}\r\n\r\n{}\r\n",
            lines[4].to_lowercase(),
            lines[..4].join("\r\n")
        );
        assert_eq!(
            read(&moved, CoverShape::TriPeaks).unwrap().cards(),
            deal.cards()
        );
    }

    #[test]
    fn a_bad_covered_board_is_refused_naming_its_line() {
        let deal = Deal::from_seed(9);
        let text = covered::write(&deal, PYRAMID);
        let mut lines: Vec<String> = text.lines().map(String::from).collect();
        lines[2] = "TS KD".to_string();
        let err = read(&lines.join("\n"), PYRAMID).unwrap_err();
        assert_eq!(err.line, Some(3));
        assert!(
            err.reason
                .starts_with("row 3 holds 2 cards, but Elevens' row 3 has 3"),
            "{err}"
        );
        let no_stock: String = text.lines().take(7).collect::<Vec<_>>().join("\n");
        let err = read(&no_stock, PYRAMID).unwrap_err();
        assert!(err.reason.starts_with("there is no Stock line"), "{err}");
        let twice = text.replacen(
            &field_code(deal.cards()[1]),
            &field_code(deal.cards()[0]),
            1,
        );
        let err = read(&twice, PYRAMID).unwrap_err();
        assert_eq!(err.line, Some(2), "{err}");
        assert!(err.reason.contains("is on the board twice"), "{err}");
        let err = read("Waste: 7H\n", PYRAMID).unwrap_err();
        assert_eq!(err.line, Some(1));
        assert!(
            err.reason.contains("is no line of a Elevens board"),
            "{err}"
        );
    }
}
