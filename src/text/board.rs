//! The board as lines, in three forms, and the pieces `show` can read alone.
//!
//! - Wide (codes, normal and verbose): rows of numbered cells, as before.
//! - Narrow (codes, terse): the same cells, fewer to a row, so that the board
//!   fits 40 columns; Eliminator columns show their top card and count.
//! - Words: one place per line ("Position 1: seven of hearts."), so that no
//!   line depends on column alignment and each reads well on its own.

use crate::cards::Card;
use crate::games::descriptor::Progress;
use crate::games::{Board, Game, GameId, Layout, Outcome};
use crate::message::{Place, PlaceKind};
use crate::text::command::{Command, Part};
use crate::text::covered_board;
use crate::text::render::Style;
use crate::text::spoken_board;
use crate::text::width::display_width;
use crate::words::{capitalise, plural, tie};
use std::fmt;

/// The widest a board may be in terse or words mode.
pub const NARROW_WIDTH: usize = 40;

/// A numbered cell of a row: " 3:7H", "12:QS+2" (two under it), " 4:--".
fn cell(number: usize, pile: &[Card], style: &Style) -> String {
    let top = pile
        .last()
        .map_or_else(|| "--".to_string(), |c| style.card(*c));
    let under = if pile.len() > 1 {
        format!("+{}", pile.len() - 1)
    } else {
        String::new()
    };
    format!("{number:>2}:{top}{under}")
}

/// Cells padded to `width` and joined into rows of `per_row`.
fn cell_rows(cells: &[String], per_row: usize, width: usize) -> Vec<String> {
    cells
        .chunks(per_row)
        .map(|row| {
            let padded: Vec<String> = row
                .iter()
                .map(|c| {
                    let pad = width.saturating_sub(display_width(c));
                    format!("{c}{}", " ".repeat(pad))
                })
                .collect();
            padded.join(" ").trim_end().to_string()
        })
        .collect()
}

/// The cell width of a grid or pile layout.
fn cell_width(layout: Layout) -> usize {
    match layout {
        Layout::Piles { .. } => 9,
        Layout::Grid { .. } | Layout::Columns | Layout::Covered(_) => 7,
    }
}

/// How many cells of `width` fit in `limit` columns, at most `columns`.
fn per_row_within(columns: usize, width: usize, limit: usize) -> usize {
    let mut per_row = columns;
    while per_row > 1 && per_row * (width + 1) - 1 > limit {
        per_row = per_row.div_ceil(2);
    }
    per_row
}

/// One place on its own line: "Position 3: seven of hearts.", "Pile 2: four
/// of clubs, 3 below.", "Column 4: empty."
pub fn item_line(place: Place, pile: &[Card], style: &Style) -> String {
    let name = capitalise(&place.words());
    match pile.split_last() {
        None => format!("{name}: empty."),
        Some((top, under)) if under.is_empty() || place.kind == PlaceKind::Foundation => {
            format!("{name}: {}.", style.card(*top))
        }
        Some((top, under)) => format!("{name}: {}, {} below.", style.card(*top), under.len()),
    }
}

/// One place as the board in words reads it: [`item_line`], or in
/// accessible mode the place whole ([`spoken_board::place_lines`]).
fn place_line(place: Place, pile: &[Card], style: &Style) -> Vec<String> {
    if style.accessible {
        spoken_board::place_lines(place, pile, style)
    } else {
        vec![item_line(place, pile, style)]
    }
}

/// The closing counts: the stock, and cards removed or played to the
/// foundations, the count `status` gives, named by its verb ("Played: 3."
/// beside "3 of 51 cards played to the foundation").
fn count_lines(board: &Board, style: &Style) -> Vec<String> {
    let descriptor = board.game.descriptor();
    let cleared = capitalise(descriptor.cleared.verb());
    let mut items = Vec::new();
    if descriptor.progress != Progress::Tableau {
        items.push(("Stock".to_string(), board.stock));
    }
    if let Some(count) = board.played.or(board.discarded) {
        items.push((cleared, count));
    }
    if style.words {
        items
            .into_iter()
            .map(|(what, n)| format!("{what}: {}.", plural(n, "card", "cards")))
            .collect()
    } else {
        let counts: Vec<String> = items
            .into_iter()
            .map(|(what, n)| format!("{what}: {n}."))
            .collect();
        let joined = counts.join(" ");
        if display_width(&joined) <= style.width {
            vec![joined]
        } else {
            counts
        }
    }
}

/// The board as lines: every place numbered, empty places as `--` (or
/// "empty"), then the stock and discard or foundation counts.
pub fn board_lines(board: &Board, style: &Style) -> Vec<String> {
    if style.accessible {
        return spoken_board::board_lines(board, style);
    }
    let mut lines = if style.words {
        let mut lines = spoken_board::tableau_lines(board, style, |place, pile, style| {
            vec![item_line(place, pile, style)]
        });
        lines.extend(
            board
                .foundations
                .iter()
                .enumerate()
                .map(|(i, pile)| item_line(Place::at(PlaceKind::Foundation, i), pile, style)),
        );
        lines
    } else {
        code_lines(board, style)
    };
    lines.extend(count_lines(board, style));
    lines.extend(covered_board::pile_lines(board, style));
    lines
}

/// The columns a board may take: the screen's width, and at most
/// [`NARROW_WIDTH`] when the style is narrow.
fn board_width(style: &Style) -> usize {
    if style.narrow() {
        style.width.min(NARROW_WIDTH)
    } else {
        style.width
    }
}

/// An Eliminator column in full: "Column 1: QH 10D AH ...", its cards
/// carried on under the first card where the line would be too wide.
fn column_lines(number: usize, column: &[Card], style: &Style) -> Vec<String> {
    let first = format!("Column {number}: ");
    let indent = " ".repeat(first.len());
    let Some((bottom, rest)) = column.split_first() else {
        return vec![format!("{first}--")];
    };
    let mut lines = Vec::new();
    let mut current = format!("{first}{}", style.card(*bottom));
    for card in rest.iter().map(|c| style.card(*c)) {
        if display_width(&current) + 1 + display_width(&card) > style.width {
            lines.push(std::mem::replace(&mut current, format!("{indent}{card}")));
        } else {
            current.push(' ');
            current.push_str(&card);
        }
    }
    lines.push(current);
    lines
}

/// The tableau and foundations in codes, wide or narrow as the style says,
/// within the screen's width.
fn code_lines(board: &Board, style: &Style) -> Vec<String> {
    let narrow = style.narrow();
    let limit = board_width(style);
    match board.layout {
        Layout::Grid { columns } | Layout::Piles { columns } => {
            let width = cell_width(board.layout);
            let per_row = per_row_within(columns, width, limit);
            let cells: Vec<String> = board
                .tableau
                .iter()
                .enumerate()
                .map(|(i, pile)| cell(i + 1, pile, style))
                .collect();
            cell_rows(&cells, per_row, width)
        }
        Layout::Covered(shape) => covered_board::code_lines(board, shape, style, limit),
        Layout::Columns => {
            let mut lines: Vec<String> = board
                .tableau
                .iter()
                .enumerate()
                .flat_map(|(i, column)| {
                    if narrow {
                        let top = cell(i + 1, column, style)
                            .split_once(':')
                            .map_or(String::new(), |(_, c)| c.to_string());
                        vec![format!("Column {}: {top}", i + 1)]
                    } else {
                        column_lines(i + 1, column, style)
                    }
                })
                .collect();
            let cells: Vec<String> = board
                .foundations
                .iter()
                .enumerate()
                .map(|(i, pile)| format!("f{}", cell(i + 1, pile, style).trim_start()))
                .collect();
            let wide = format!("Foundations: {}", cells.join("  "));
            if narrow || display_width(&wide) > limit {
                let per_row = per_row_within(cells.len(), 9, limit).min(3);
                lines.extend(cell_rows(&cells, per_row, 9));
            } else {
                lines.push(wide);
            }
            lines
        }
    }
}

/// Cards as codes separated by spaces, or `--` for none.
fn codes(cards: &[Card], style: &Style) -> String {
    if cards.is_empty() {
        "--".to_string()
    } else {
        cards
            .iter()
            .map(|c| style.card(*c))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// A whole pile, bottom to top: one line in codes ("Pile 3, bottom to top:
/// 4C 3H."), or in words a count line and then one line per card.
fn pile_lines(place: Place, pile: &[Card], style: &Style) -> Vec<String> {
    if style.accessible {
        return spoken_board::whole_lines(place, pile, style);
    }
    let name = capitalise(&place.words());
    if pile.len() <= 1 {
        return vec![item_line(place, pile, style)];
    }
    if !style.words {
        return vec![format!("{name}, bottom to top: {}.", codes(pile, style))];
    }
    let mut lines = vec![format!(
        "{name} holds {}, bottom to top.",
        plural(pile.len(), "card", "cards")
    )];
    lines.extend(pile.iter().enumerate().map(|(i, card)| {
        let end = match i {
            0 => " (bottom)",
            _ if i + 1 == pile.len() => " (top)",
            _ => "",
        };
        format!("{name}, card {}{end}: {}.", i + 1, style.card(*card))
    }));
    lines
}

/// Why `show` has no such part of the board to read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoSuchPart {
    /// A numbered part of a kind the game has none of ("position", "row").
    NoneOfThem {
        /// What the parts are called.
        noun: &'static str,
    },
    /// A number outside 1 to `count`.
    OutOfRange {
        /// What the parts are called.
        noun: &'static str,
        /// The number asked for.
        number: usize,
        /// How many there are.
        count: usize,
    },
    /// `show foundations` in a game without foundations.
    NoFoundations,
    /// `show stock` in a game that deals every card to its places.
    NoStock {
        /// The game.
        game: GameId,
        /// What its places are called.
        noun: &'static str,
    },
    /// `show waste` in a game without a waste pile.
    NoWaste {
        /// The game.
        game: GameId,
    },
    /// `show row N` in a game not laid out in rows.
    NoRows {
        /// The game.
        game: GameId,
        /// What its places are called.
        noun: &'static str,
    },
}

impl fmt::Display for NoSuchPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            NoSuchPart::NoneOfThem { noun } => write!(f, "This game has no {noun}s."),
            NoSuchPart::OutOfRange {
                noun,
                number,
                count,
            } => write!(
                f,
                "There is no {noun} {number}; {noun}s are numbered 1 to {count}."
            ),
            NoSuchPart::NoFoundations => write!(
                f,
                "This game has no foundations; {} gives the stock and removed counts.",
                tie("show stock")
            ),
            NoSuchPart::NoStock { game, noun } => write!(
                f,
                "{} deals every card to the {noun}s; there is no stock.",
                game.name()
            ),
            NoSuchPart::NoWaste { game } => {
                write!(f, "{} has no waste pile.", game.name())
            }
            NoSuchPart::NoRows { game, noun } => write!(
                f,
                "{} lays its cards out in {noun}s, not rows; {} reads {noun} 2.",
                game.name(),
                tie("show 2")
            ),
        }
    }
}

impl std::error::Error for NoSuchPart {}

/// Checks a 1-based `number` against `count` places named `noun`.
fn numbered(number: usize, count: usize, noun: &'static str) -> Result<usize, NoSuchPart> {
    if (1..=count).contains(&number) {
        Ok(number - 1)
    } else if count == 0 {
        Err(NoSuchPart::NoneOfThem { noun })
    } else {
        Err(NoSuchPart::OutOfRange {
            noun,
            number,
            count,
        })
    }
}

/// The lines for `show` of one part of the board, or a sentence saying why
/// there is no such part.
pub fn part_lines(board: &Board, part: Part, style: &Style) -> Result<Vec<String>, NoSuchPart> {
    let kind = board.place_kind;
    match part {
        Part::Place(number) if board.covered.is_some() => {
            let i = numbered(number, board.tableau.len(), kind.noun())?;
            let Layout::Covered(shape) = board.layout else {
                return Ok(vec![covered_board::item_line(board, i, style)]);
            };
            Ok(covered_board::spot_lines(board, shape, i, style))
        }
        Part::Place(number) => {
            let i = numbered(number, board.tableau.len(), kind.noun())?;
            Ok(pile_lines(Place::at(kind, i), &board.tableau[i], style))
        }
        Part::Waste => match &board.covered {
            Some(view) => Ok(pile_lines(covered_board::waste_place(), &view.waste, style)),
            None => Err(NoSuchPart::NoWaste { game: board.game }),
        },
        Part::Foundation(number) => {
            let i = numbered(number, board.foundations.len(), "foundation")?;
            let place = Place::at(PlaceKind::Foundation, i);
            Ok(pile_lines(place, &board.foundations[i], style))
        }
        Part::Foundations if board.foundations.is_empty() => Err(NoSuchPart::NoFoundations),
        Part::Foundations => Ok(board
            .foundations
            .iter()
            .enumerate()
            .flat_map(|(i, pile)| place_line(Place::at(PlaceKind::Foundation, i), pile, style))
            .collect()),
        Part::Stock if board.game.descriptor().progress == Progress::Tableau => {
            Err(NoSuchPart::NoStock {
                game: board.game,
                noun: kind.noun(),
            })
        }
        Part::Stock => {
            let mut lines = if style.accessible {
                spoken_board::count_lines(board)
            } else {
                count_lines(board, style)
            };
            lines.extend(covered_board::pile_lines(board, style));
            Ok(lines)
        }
        Part::Row(number) if matches!(board.layout, Layout::Covered(_)) => {
            let Layout::Covered(shape) = board.layout else {
                unreachable!("matched a covered layout")
            };
            let row = numbered(number, covered_board::row_count(shape), "row")?;
            Ok(covered_board::row_lines(board, shape, row, style))
        }
        Part::Row(number) => {
            let (Layout::Grid { columns } | Layout::Piles { columns }) = board.layout else {
                return Err(NoSuchPart::NoRows {
                    game: board.game,
                    noun: kind.noun(),
                });
            };
            let rows = board.tableau.len().div_ceil(columns);
            let row = numbered(number, rows, "row")?;
            let first = row * columns;
            let piles = board.tableau.iter().enumerate().skip(first).take(columns);
            if style.words {
                Ok(piles
                    .flat_map(|(i, pile)| place_line(Place::at(kind, i), pile, style))
                    .collect())
            } else {
                let cells: Vec<String> = piles.map(|(i, pile)| cell(i + 1, pile, style)).collect();
                let width = cell_width(board.layout);
                let per_row = per_row_within(columns, width, style.width);
                Ok(cell_rows(&cells, per_row, width))
            }
        }
    }
}

/// Verbose mode's account of what changed where, one line per place, and
/// then the stock.
pub fn change_lines(before: &Board, after: &Board, style: &Style) -> Vec<String> {
    let mut lines = place_change_lines(before, after, style);
    if before.stock != after.stock {
        lines.push(format!(
            "The stock went from {} to {}.",
            before.stock,
            plural(after.stock, "card", "cards")
        ));
    }
    lines
}

/// Each place whose cards differ between two boards of one game, tableau
/// first, with its cards before and after.
pub fn changed_places<'a>(
    before: &'a Board,
    after: &'a Board,
) -> Vec<(Place, &'a [Card], &'a [Card])> {
    let places = [
        (after.place_kind, &before.tableau, &after.tableau),
        (
            PlaceKind::Foundation,
            &before.foundations,
            &after.foundations,
        ),
    ];
    let mut changed = Vec::new();
    for (kind, old, new) in places {
        for (i, (was, now)) in old.iter().zip(new).enumerate() {
            if was != now {
                changed.push((Place::at(kind, i), was.as_slice(), now.as_slice()));
            }
        }
    }
    if let (Some(was), Some(now)) = (&before.covered, &after.covered) {
        if was.waste != now.waste {
            let waste = covered_board::waste_place();
            changed.push((waste, was.waste.as_slice(), now.waste.as_slice()));
        }
        // The stock's top where the game shows it (Pyramid's): an undone
        // `deal` puts the card back on it.
        if was.stock_top != now.stock_top {
            let stock = Place::at(PlaceKind::Stock, 0);
            changed.push((stock, before.pile(stock), after.pile(stock)));
        }
    }
    changed
}

/// One line for each place whose top card changed: "Position 5 changed
/// from 10D to KD."
pub fn place_change_lines(before: &Board, after: &Board, style: &Style) -> Vec<String> {
    let top = |pile: &[Card]| {
        pile.last()
            .map_or_else(|| "empty".to_string(), |c| style.card(*c))
    };
    changed_places(before, after)
        .into_iter()
        .map(|(place, was, now)| {
            format!(
                "{} changed from {} to {}.",
                capitalise(&place.words()),
                top(was),
                top(now)
            )
        })
        .collect()
}

/// The number of distinct legal moves ([`Game::distinct_moves`]: a card
/// played to any of several empty foundations is one move).
pub fn distinct_legal_moves(game: &impl Game) -> usize {
    game.distinct_moves().len()
}

/// The answer to `moves`: how many legal moves there are, then each as the
/// command that makes it, one a line, so any line can be typed back. A game
/// that is over says so instead (Sweet Sixteen's moves between piles are
/// legal by the rules, but a game that can never deal again is lost).
pub fn legal_move_lines(game: &impl Game) -> Vec<String> {
    if let Some(over) = game_over_line(game) {
        return vec![over];
    }
    let moves = game.distinct_moves();
    let mut lines = vec![format!(
        "{} now:",
        plural(moves.len(), "legal move", "legal moves")
    )];
    lines.extend(moves.iter().map(|mv| Command::of_move(mv).to_string()));
    lines
}

/// What `moves` says once the game is over, or `None` while it goes on.
pub fn game_over_line(game: &impl Game) -> Option<String> {
    match game.outcome() {
        Outcome::Won => Some("The game is won; no move is left to make.".into()),
        Outcome::Lost => Some("The game is lost; no move can be made.".into()),
        Outcome::Playing => None,
    }
}

/// Verbose mode's sentence counting the legal moves, the same at the deal
/// and after a move, in every mode: "3 moves are possible."
pub fn legal_moves_line(game: &impl Game) -> String {
    match distinct_legal_moves(game) {
        0 => "No move is possible.".to_string(),
        n => format!("{} possible.", plural(n, "move is", "moves are")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Deal;
    use crate::games::{AnyGame, GameId, Move, Rules, View};
    use crate::text::verbosity::Verbosity;

    fn game(id: GameId, seed: u64) -> AnyGame {
        AnyGame::new(Rules::standard(id), &Deal::from_seed(seed)).0
    }

    fn words() -> Style {
        Style {
            words: true,
            ..Style::default()
        }
    }

    fn terse() -> Style {
        Style {
            verbosity: Verbosity::Terse,
            ..Style::default()
        }
    }

    /// Every board met while playing the first legal move of a few deals of
    /// every game, to the end or for 150 moves (Sweet Sixteen can move a card
    /// back and forth for ever).
    fn boards_in_play() -> Vec<Board> {
        let mut boards = Vec::new();
        for id in GameId::ALL {
            for seed in 0..6 {
                let mut g = game(id, seed);
                boards.push(g.board());
                for _ in 0..150 {
                    let Some(mv) = g.legal_moves().first().cloned() else {
                        break;
                    };
                    g.apply(&mv).unwrap();
                    boards.push(g.board());
                }
            }
        }
        boards
    }

    #[test]
    fn every_board_fits_40_columns_in_terse_and_words_mode_and_80_otherwise() {
        let unicode_terse = Style {
            unicode: true,
            ..terse()
        };
        for board in boards_in_play() {
            for style in [words(), terse(), unicode_terse] {
                for line in board_lines(&board, &style) {
                    assert!(display_width(&line) <= NARROW_WIDTH, "{line}");
                }
            }
            for line in board_lines(&board, &Style::default()) {
                assert!(display_width(&line) < 80, "{line}");
            }
        }
    }

    #[test]
    fn every_board_in_codes_fits_any_screen_from_20_to_79_columns() {
        for board in boards_in_play() {
            for width in [79, 60, 40, 30, 20] {
                for style in [Style::default(), terse()] {
                    for line in board_lines(&board, &style.within(width)) {
                        assert!(display_width(&line) <= width, "{width}: {line}");
                    }
                }
            }
        }
    }

    #[test]
    fn an_eliminator_column_too_wide_for_the_screen_carries_on_under_its_first_card() {
        let board = game(GameId::Eliminator, 42).board();
        let lines = board_lines(&board, &Style::default().within(40));
        assert_eq!(lines[0], "Column 1: QH 10D AH 9C QC 3H 6D 7H 3C 7C");
        assert_eq!(lines[1], "          6S JH 5H");
        assert!(lines.contains(&"f1:--     f2:--     f3:--".to_string()));
    }

    #[test]
    fn a_words_board_puts_one_place_per_line() {
        let lines = board_lines(&game(GameId::Elevens, 42).board(), &words());
        assert_eq!(lines.len(), 9 + 2);
        assert_eq!(lines[0], "Position 1: queen of hearts.");
        assert_eq!(lines[8], "Position 9: ace of hearts.");
        assert_eq!(lines[9..], ["Stock: 43 cards.", "Removed: 0 cards."]);
    }

    #[test]
    fn a_words_board_names_piles_below_the_top_and_empty_places() {
        let place = Place::at(PlaceKind::Pile, 2);
        let pile: Vec<Card> = ["8S", "7H"].map(|c| c.parse().unwrap()).to_vec();
        assert_eq!(
            item_line(place, &pile, &words()),
            "Pile 3: seven of hearts, 1 below."
        );
        assert_eq!(item_line(place, &[], &words()), "Pile 3: empty.");
    }

    #[test]
    fn terse_sweet_sixteen_shows_four_piles_to_a_row() {
        let lines = board_lines(&game(GameId::SweetSixteen, 42).board(), &terse());
        assert_eq!(lines.len(), 4 + 1);
        assert_eq!(lines[0], " 1:QH      2:4S      3:4C      4:6C");
        let wide = board_lines(&game(GameId::SweetSixteen, 42).board(), &Style::default());
        assert_eq!(wide.len(), 2 + 1);
    }

    #[test]
    fn terse_eliminator_shows_column_tops_with_counts() {
        let lines = board_lines(&game(GameId::Eliminator, 42).board(), &terse());
        assert_eq!(
            lines,
            [
                "Column 1: 5H+12",
                "Column 2: 9D+12",
                "Column 3: 10S+12",
                "Column 4: 10H+12",
                "f1:--     f2:--     f3:--",
                "f4:--     f5:--     f6:--",
                "Played: 0."
            ]
        );
    }

    #[test]
    fn show_n_reads_a_whole_column_bottom_to_top() {
        let board = game(GameId::Eliminator, 42).board();
        let codes = part_lines(&board, Part::Place(1), &Style::default()).unwrap();
        assert_eq!(
            codes,
            ["Column 1, bottom to top: QH 10D AH 9C QC 3H 6D 7H 3C 7C 6S JH 5H."]
        );
        let said = part_lines(&board, Part::Place(1), &words()).unwrap();
        assert_eq!(said.len(), 14);
        assert_eq!(said[0], "Column 1 holds 13 cards, bottom to top.");
        assert_eq!(said[1], "Column 1, card 1 (bottom): queen of hearts.");
        assert_eq!(said[13], "Column 1, card 13 (top): five of hearts.");
    }

    #[test]
    fn show_n_reads_one_slot_of_a_grid() {
        let board = game(GameId::Elevens, 42).board();
        assert_eq!(
            part_lines(&board, Part::Place(5), &words()).unwrap(),
            ["Position 5: ten of diamonds."]
        );
    }

    #[test]
    fn show_row_reads_one_row_of_the_layout() {
        let board = game(GameId::Elevens, 42).board();
        assert_eq!(
            part_lines(&board, Part::Row(2), &Style::default()).unwrap(),
            [" 4:6C    5:10D   6:4H"]
        );
        assert_eq!(part_lines(&board, Part::Row(2), &words()).unwrap().len(), 3);
    }

    #[test]
    fn show_of_a_missing_part_says_what_exists() {
        let board = game(GameId::Elevens, 42).board();
        let style = Style::default();
        assert_eq!(
            part_lines(&board, Part::Place(10), &style)
                .unwrap_err()
                .to_string(),
            "There is no position 10; positions are numbered 1 to 9."
        );
        assert_eq!(
            part_lines(&board, Part::Row(4), &style)
                .unwrap_err()
                .to_string(),
            "There is no row 4; rows are numbered 1 to 3."
        );
        assert_eq!(
            part_lines(&board, Part::Foundations, &style),
            Err(NoSuchPart::NoFoundations)
        );
        assert_eq!(
            part_lines(&board, Part::Foundation(1), &style)
                .unwrap_err()
                .to_string(),
            "This game has no foundations."
        );
        let elim = game(GameId::Eliminator, 42).board();
        assert_eq!(
            part_lines(&elim, Part::Stock, &style)
                .unwrap_err()
                .to_string(),
            "Eliminator deals every card to the columns; there is no stock."
        );
        assert!(matches!(
            part_lines(&elim, Part::Row(1), &style),
            Err(NoSuchPart::NoRows { .. })
        ));
    }

    #[test]
    fn show_foundations_lists_every_foundation() {
        let board = game(GameId::Eliminator, 42).board();
        let lines = part_lines(&board, Part::Foundations, &words()).unwrap();
        assert_eq!(lines.len(), 6);
        assert_eq!(lines[5], "Foundation 6: empty.");
    }

    #[test]
    fn verbose_changes_name_each_place_that_changed_and_the_stock() {
        let mut g = game(GameId::Elevens, 42);
        let before = g.board();
        g.apply(&Move::Remove(vec![4, 8])).unwrap();
        assert_eq!(
            change_lines(&before, &g.board(), &Style::default()),
            [
                "Position 5 changed from 10D to KD.",
                "Position 9 changed from AH to AS.",
                "The stock went from 43 to 41 cards."
            ]
        );
    }

    #[test]
    fn a_card_playable_to_several_empty_foundations_counts_as_one_move() {
        let g = game(GameId::Eliminator, 42);
        assert_eq!(g.legal_moves().len(), 24);
        assert_eq!(distinct_legal_moves(&g), 4);
        assert_eq!(legal_moves_line(&g), "4 moves are possible.");
    }
}
