//! The board as lines, in three forms, and the pieces `show` can read alone.
//!
//! - Wide (codes, normal and verbose): rows of numbered cells, as before.
//! - Narrow (codes, terse): the same cells, fewer to a row, so that the board
//!   fits 40 columns; Eliminator columns show their top card and count.
//! - Words: one place per line ("Position 1: seven of hearts."), so that no
//!   line depends on column alignment and each reads well on its own.

use crate::cards::Card;
use crate::games::{Board, Game, Layout, Move};
use crate::message::{Place, PlaceKind};
use crate::text::parse::Part;
use crate::text::render::{capitalise, plural, Style};

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
                    let pad = width.saturating_sub(super::width::display_width(c));
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
        _ => 7,
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

/// The closing counts: the stock, and cards removed or on foundations.
fn count_lines(board: &Board, style: &Style) -> Vec<String> {
    let mut items = Vec::new();
    if board.layout != Layout::Columns {
        items.push(("Stock", board.stock));
    }
    if let Some(discarded) = board.discarded {
        items.push(("Removed", discarded));
    }
    if !board.foundations.is_empty() {
        items.push((
            "On foundations",
            board.foundations.iter().map(Vec::len).sum(),
        ));
    }
    if style.words {
        items
            .into_iter()
            .map(|(what, n)| format!("{what}: {}.", plural(n, "card", "cards")))
            .collect()
    } else {
        let joined: Vec<String> = items
            .into_iter()
            .map(|(what, n)| format!("{what}: {n}."))
            .collect();
        vec![joined.join(" ")]
    }
}

/// The board as lines: every place numbered, empty places as `--` (or
/// "empty"), then the stock and discard or foundation counts.
pub fn board_lines(board: &Board, style: &Style) -> Vec<String> {
    let mut lines = if style.words {
        let mut lines: Vec<String> = board
            .tableau
            .iter()
            .enumerate()
            .map(|(i, pile)| item_line(Place::at(board.place_kind, i), pile, style))
            .collect();
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
    lines
}

/// The tableau and foundations in codes, wide or narrow as the style says.
fn code_lines(board: &Board, style: &Style) -> Vec<String> {
    let narrow = style.narrow();
    match board.layout {
        Layout::Grid { columns } | Layout::Piles { columns } => {
            let width = cell_width(board.layout);
            let per_row = if narrow {
                per_row_within(columns, width, NARROW_WIDTH)
            } else {
                columns
            };
            let cells: Vec<String> = board
                .tableau
                .iter()
                .enumerate()
                .map(|(i, pile)| cell(i + 1, pile, style))
                .collect();
            cell_rows(&cells, per_row, width)
        }
        Layout::Columns => {
            let mut lines: Vec<String> = board
                .tableau
                .iter()
                .enumerate()
                .map(|(i, column)| {
                    let cards = if narrow {
                        cell(i + 1, column, style)
                            .split_once(':')
                            .map_or(String::new(), |(_, c)| c.to_string())
                    } else {
                        codes(column, style)
                    };
                    format!("Column {}: {cards}", i + 1)
                })
                .collect();
            let cells: Vec<String> = board
                .foundations
                .iter()
                .enumerate()
                .map(|(i, pile)| format!("f{}", cell(i + 1, pile, style).trim_start()))
                .collect();
            if narrow {
                lines.extend(cell_rows(&cells, 3, 9));
            } else {
                lines.push(format!("Foundations: {}", cells.join("  ")));
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

/// Checks a 1-based `number` against `count` places named `noun`.
fn numbered(number: usize, count: usize, noun: &str) -> Result<usize, String> {
    if (1..=count).contains(&number) {
        Ok(number - 1)
    } else if count == 0 {
        Err(format!("This game has no {noun}s."))
    } else {
        Err(format!(
            "There is no {noun} {number}; {noun}s are numbered 1 to {count}."
        ))
    }
}

/// The lines for `show` of one part of the board, or a sentence saying why
/// there is no such part.
pub fn part_lines(board: &Board, part: Part, style: &Style) -> Result<Vec<String>, String> {
    let kind = board.place_kind;
    match part {
        Part::Place(number) => {
            let i = numbered(number, board.tableau.len(), kind.noun())?;
            Ok(pile_lines(Place::at(kind, i), &board.tableau[i], style))
        }
        Part::Foundation(number) => {
            let i = numbered(number, board.foundations.len(), "foundation")?;
            let place = Place::at(PlaceKind::Foundation, i);
            Ok(pile_lines(place, &board.foundations[i], style))
        }
        Part::Foundations if board.foundations.is_empty() => Err(
            "This game has no foundations; show stock gives the stock and removed counts.".into(),
        ),
        Part::Foundations => Ok(board
            .foundations
            .iter()
            .enumerate()
            .map(|(i, pile)| item_line(Place::at(PlaceKind::Foundation, i), pile, style))
            .collect()),
        Part::Stock if board.layout == Layout::Columns => {
            Err("Eliminator deals every card to the columns; there is no stock.".into())
        }
        Part::Stock => Ok(count_lines(board, style)),
        Part::Row(number) => {
            let (Layout::Grid { columns } | Layout::Piles { columns }) = board.layout else {
                return Err(
                    "Eliminator lays its cards out in columns, not rows; show 2 reads column 2."
                        .into(),
                );
            };
            let rows = board.tableau.len().div_ceil(columns);
            let row = numbered(number, rows, "row")?;
            let first = row * columns;
            let piles = board.tableau.iter().enumerate().skip(first).take(columns);
            if style.words {
                Ok(piles
                    .map(|(i, pile)| item_line(Place::at(kind, i), pile, style))
                    .collect())
            } else {
                let cells: Vec<String> = piles.map(|(i, pile)| cell(i + 1, pile, style)).collect();
                Ok(cell_rows(&cells, columns, cell_width(board.layout)))
            }
        }
    }
}

/// Verbose mode's account of what changed where, one line per place, and
/// then the stock.
pub fn change_lines(before: &Board, after: &Board, style: &Style) -> Vec<String> {
    let top = |pile: &Vec<Card>| {
        pile.last()
            .map_or_else(|| "empty".to_string(), |c| style.card(*c))
    };
    let mut lines = Vec::new();
    let places = [
        (before.place_kind, &before.tableau, &after.tableau),
        (
            PlaceKind::Foundation,
            &before.foundations,
            &after.foundations,
        ),
    ];
    for (kind, old, new) in places {
        for (i, (was, now)) in old.iter().zip(new).enumerate() {
            if was != now {
                lines.push(format!(
                    "{} changed from {} to {}.",
                    capitalise(&Place::at(kind, i).words()),
                    top(was),
                    top(now)
                ));
            }
        }
    }
    if before.stock != after.stock {
        lines.push(format!(
            "The stock went from {} to {}.",
            before.stock,
            plural(after.stock, "card", "cards")
        ));
    }
    lines
}

/// The number of distinct legal moves, counting a card played to any of
/// several empty foundations as one move (they lead to the same position).
pub fn distinct_legal_moves(game: &impl Game) -> usize {
    let board = game.board();
    let first_empty = board.foundations.iter().position(Vec::is_empty);
    game.legal_moves()
        .iter()
        .filter(|mv| match mv {
            Move::Play { foundation, .. } => {
                !board.foundations[*foundation].is_empty() || Some(*foundation) == first_empty
            }
            _ => true,
        })
        .count()
}

/// Verbose mode's line counting the legal moves: "3 legal moves."
pub fn legal_moves_line(game: &impl Game) -> String {
    match distinct_legal_moves(game) {
        0 => "No legal moves.".to_string(),
        n => format!("{}.", plural(n, "legal move", "legal moves")),
    }
}
