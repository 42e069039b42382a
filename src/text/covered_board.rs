//! The board of a game of covered cards (Pyramid, Tri Peaks) as lines: the
//! rows drawn as a picture in codes where the screen is wide enough (each
//! card set over the two that cover it), row by row where it is not; in
//! words one place to a line, each saying whether its card is free,
//! covered or face down; then which cards are free, the stock and the
//! waste. Which cards are free is always said in words or numbers, never
//! left to the picture alone.

use crate::cards::Card;
use crate::games::covered_shape::CoverShape;
use crate::games::{Board, CoveredView};
use crate::message::{Place, PlaceKind};
use crate::text::render::Style;
use crate::text::width::display_width;
use crate::words::{capitalise, plural};

/// The width of one cell, "28:10H" and a space's worth of room.
const CELL: usize = 7;

/// A place's cell in codes: "22:7H", "5:##" face down, "3:--" gone.
fn cell(board: &Board, view: &CoveredView, spot: usize, style: &Style) -> String {
    let shown = match board.tableau[spot].last() {
        Some(card) => style.card(*card),
        None if view.face_down.contains(&spot) => "##".to_string(),
        None => "--".to_string(),
    };
    format!("{}:{shown}", spot + 1)
}

/// The places of each row, top row first.
fn rows(shape: CoverShape) -> Vec<Vec<usize>> {
    let mut first = 0;
    shape
        .row_lengths()
        .into_iter()
        .map(|len| {
            let row = (first..first + len).collect();
            first += len;
            row
        })
        .collect()
}

/// Each place's column on the screen, in half cells: the bottom row side
/// by side, each card above halfway between the two that cover it.
fn columns(shape: CoverShape) -> Vec<usize> {
    let mut at = vec![0; shape.spots()];
    for row in rows(shape).into_iter().rev() {
        for spot in row {
            let covering = shape.covering(spot);
            at[spot] = match covering.as_slice() {
                [] => 2 * (spot - shape.spot_at(shape.row_of(spot).0, 0)),
                many => many.iter().map(|&c| at[c]).sum::<usize>() / many.len(),
            };
        }
    }
    at
}

/// The tableau in codes within `limit` columns: the rows as a picture if
/// the widest fits, else each row's cells wrapped to the width; then the
/// free places.
pub fn code_lines(board: &Board, shape: CoverShape, style: &Style, limit: usize) -> Vec<String> {
    let Some(view) = &board.covered else {
        return Vec::new();
    };
    let widest = shape.row_lengths().into_iter().max().unwrap_or(0);
    let mut lines = Vec::new();
    if widest * (CELL + 1) - 1 <= limit {
        let at = columns(shape);
        for row in rows(shape) {
            let mut line = String::new();
            for spot in row {
                let x = at[spot] * (CELL + 1) / 2;
                let pad = x.saturating_sub(display_width(&line));
                line.push_str(&" ".repeat(pad.max(usize::from(!line.is_empty()))));
                line.push_str(&cell(board, view, spot, style));
            }
            lines.push(line);
        }
    } else {
        for row in rows(shape) {
            let cells: Vec<String> = row.iter().map(|&s| cell(board, view, s, style)).collect();
            let per_row = (limit + 1) / (CELL + 1);
            for chunk in cells.chunks(per_row.max(1)) {
                let padded: Vec<String> = chunk.iter().map(|c| format!("{c:<CELL$}")).collect();
                lines.push(padded.join(" ").trim_end().to_string());
            }
        }
    }
    lines.extend(free_lines(view, limit));
    lines
}

/// "Free: 22 23 24.", carried on over more lines where the width is short.
fn free_lines(view: &CoveredView, limit: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut current = "Free:".to_string();
    if view.free.is_empty() {
        return vec!["Free: none.".to_string()];
    }
    for (i, spot) in view.free.iter().enumerate() {
        let last = i + 1 == view.free.len();
        let word = format!("{}{}", spot + 1, if last { "." } else { "" });
        if display_width(&current) + 1 + word.len() > limit && current != "Free:" {
            lines.push(std::mem::take(&mut current));
            current = word;
        } else {
            current.push(' ');
            current.push_str(&word);
        }
    }
    lines.push(current);
    lines
}

/// One place in words, saying what the player may do with it: "Position
/// 22: seven of hearts, free.", "Position 5: queen of clubs, covered.",
/// "Position 3: face down.", "Position 9: empty."
pub fn item_line(board: &Board, spot: usize, style: &Style) -> String {
    let name = capitalise(&Place::at(board.place_kind, spot).words());
    let Some(view) = &board.covered else {
        return format!("{name}: empty.");
    };
    match board.tableau.get(spot).and_then(|p| p.last()) {
        Some(card) if view.free.contains(&spot) => format!("{name}: {}, free.", style.card(*card)),
        Some(card) => format!("{name}: {}, covered.", style.card(*card)),
        None if view.face_down.contains(&spot) => format!("{name}: face down."),
        None => format!("{name}: empty."),
    }
}

/// The lines of the places of `row` (1-based), in words or codes.
pub fn row_lines(board: &Board, shape: CoverShape, row: usize, style: &Style) -> Vec<String> {
    let spots = &rows(shape)[row];
    match &board.covered {
        Some(view) if !style.words => {
            let cells: Vec<String> = spots.iter().map(|&s| cell(board, view, s, style)).collect();
            vec![cells.join(" ")]
        }
        _ => spots.iter().map(|&s| item_line(board, s, style)).collect(),
    }
}

/// The number of rows of `shape`.
pub fn row_count(shape: CoverShape) -> usize {
    shape.row_lengths().len()
}

/// The stock's shown top, the waste and the passes left, in codes or
/// words: "Stock top: 9C.", "Waste: 7H, 3 cards.", "Redeals left: 2."
pub fn pile_lines(board: &Board, style: &Style) -> Vec<String> {
    let Some(view) = &board.covered else {
        return Vec::new();
    };
    let mut lines = Vec::new();
    if let Some(top) = view.stock_top {
        lines.push(format!("Stock top: {}.", style.card(top)));
    }
    lines.extend(waste_lines(&view.waste, style));
    lines.push(format!("Redeals left: {}.", view.passes_left));
    lines
}

/// "Waste: 7H, 3 cards." or "Waste: empty.": the waste by its top card.
pub fn waste_line(waste: &[Card], style: &Style) -> String {
    match waste.last() {
        None => "Waste: empty.".to_string(),
        Some(top) => format!(
            "Waste: {}, {}.",
            style.card(*top),
            plural(waste.len(), "card", "cards")
        ),
    }
}

/// [`waste_line`] within the style's width: "Waste: 10H," and "32 cards."
/// on two lines where the one is too wide.
fn waste_lines(waste: &[Card], style: &Style) -> Vec<String> {
    let line = waste_line(waste, style);
    match waste.last() {
        Some(top) if display_width(&line) > style.width => vec![
            format!("Waste: {},", style.card(*top)),
            format!("{}.", plural(waste.len(), "card", "cards")),
        ],
        _ => vec![line],
    }
}

/// The waste as a place, for `show waste` and what a move touched.
pub fn waste_place() -> Place {
    Place::at(PlaceKind::Waste, 0)
}
