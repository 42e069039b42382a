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
use crate::message::{join_with_and, Place, PlaceKind};
use crate::text::ranges::{with_ranges, PlaceSaid};
use crate::text::render::Style;
use crate::text::sentences::{Joined, Spoken};
use crate::text::width::{display_width, fit};
use crate::words::{capitalise, plural};

/// The room the widest numbered cell takes, "28:10H" and a space's worth.
const CELL: usize = 7;

/// How the rows are drawn as a picture, each card set halfway over the two
/// that cover it: the widest layout that fits the screen is used.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Picture {
    /// Numbered cells ("22:7H", "5:##"), `pitch` columns from one card of
    /// a row to the next.
    Numbered {
        /// Columns from one card of a row to the next.
        pitch: usize,
    },
    /// Card codes alone ("7H", "##", "--"), four columns apart; each row
    /// led by the number of its first place ("19: ") where `labelled`.
    Compact {
        /// Whether each row is led by the number of its first place.
        labelled: bool,
    },
}

impl Picture {
    /// The layouts, widest first: the picture at 79 columns as it has
    /// always been, numbered cells a column closer, then card codes alone.
    const WIDEST_FIRST: [Picture; 4] = [
        Picture::Numbered { pitch: CELL + 1 },
        Picture::Numbered { pitch: CELL },
        Picture::Compact { labelled: true },
        Picture::Compact { labelled: false },
    ];

    /// Columns from one card of a row to the next.
    fn pitch(self) -> usize {
        match self {
            Picture::Numbered { pitch } => pitch,
            Picture::Compact { .. } => 4,
        }
    }

    /// The columns a row's label takes ("19: "), if it has one.
    fn label(self) -> usize {
        match self {
            Picture::Compact { labelled: true } => 4,
            Picture::Compact { labelled: false } | Picture::Numbered { .. } => 0,
        }
    }

    /// The widest the picture of `shape` can be, whatever its cards: so
    /// that the layout chosen for a width never changes during a game.
    fn widest(self, shape: CoverShape) -> usize {
        let cell = match self {
            // "28:10H": the place's number, a colon and the longest code.
            Picture::Numbered { .. } => shape.spots().to_string().len() + 4,
            Picture::Compact { .. } => 3,
        };
        let right = columns(shape).into_iter().max().unwrap_or(0);
        self.label() + right * self.pitch() / 2 + cell
    }
}

/// A place's card in codes: its code, "##" face down, "--" gone.
fn shown(board: &Board, view: &CoveredView, spot: usize, style: &Style) -> String {
    match board.tableau[spot].last() {
        Some(card) => style.card(*card),
        None if view.face_down.contains(&spot) => "##".to_string(),
        None => "--".to_string(),
    }
}

/// A place's numbered cell in codes: "22:7H", "5:##" face down, "3:--" gone.
fn cell(board: &Board, view: &CoveredView, spot: usize, style: &Style) -> String {
    format!("{}:{}", spot + 1, shown(board, view, spot, style))
}

/// The places of each row, top row first.
pub(crate) fn rows(shape: CoverShape) -> Vec<Vec<usize>> {
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

/// The rows drawn as `picture`, one line a row.
fn drawn(
    board: &Board,
    view: &CoveredView,
    shape: CoverShape,
    picture: Picture,
    style: &Style,
) -> Vec<String> {
    let at = columns(shape);
    rows(shape)
        .into_iter()
        .map(|row| {
            let mut line = match picture.label() {
                0 => String::new(),
                _ => format!("{:>2}: ", row[0] + 1),
            };
            let left = picture.label();
            for spot in row {
                let x = left + at[spot] * picture.pitch() / 2;
                let pad = x.saturating_sub(display_width(&line));
                let gap = usize::from(display_width(&line) > left);
                line.push_str(&" ".repeat(pad.max(gap)));
                line.push_str(&match picture {
                    Picture::Numbered { .. } => cell(board, view, spot, style),
                    Picture::Compact { .. } => shown(board, view, spot, style),
                });
            }
            line
        })
        .collect()
}

/// The rows as a picture within `limit` columns, in the widest layout that
/// fits (with a line saying where the rows start when the picture gives no
/// numbers); `None` when not even the most compact fits.
fn picture_lines(
    board: &Board,
    view: &CoveredView,
    shape: CoverShape,
    style: &Style,
    limit: usize,
) -> Option<Vec<String>> {
    let picture = Picture::WIDEST_FIRST
        .into_iter()
        .find(|picture| picture.widest(shape) <= limit)?;
    let mut lines = drawn(board, view, shape, picture, style);
    if picture == (Picture::Compact { labelled: false }) {
        let starts: Vec<String> = rows(shape)
            .iter()
            .map(|row| (row[0] + 1).to_string())
            .collect();
        lines.extend(fit(
            &format!("Rows start at {}.", join_with_and(&starts)),
            limit,
        ));
    }
    Some(lines)
}

/// The tableau in codes within `limit` columns: the rows as a picture in
/// the widest layout that fits, else (below 40 columns) each row's cells
/// wrapped to the width; then the free places.
pub fn code_lines(board: &Board, shape: CoverShape, style: &Style, limit: usize) -> Vec<String> {
    let Some(view) = &board.covered else {
        return Vec::new();
    };
    let mut lines = picture_lines(board, view, shape, style, limit).unwrap_or_else(|| {
        let mut lines = Vec::new();
        for row in rows(shape) {
            let cells: Vec<String> = row.iter().map(|&s| cell(board, view, s, style)).collect();
            let per_row = (limit + 1) / (CELL + 1);
            for chunk in cells.chunks(per_row.max(1)) {
                let padded: Vec<String> = chunk.iter().map(|c| format!("{c:<CELL$}")).collect();
                lines.push(padded.join(" ").trim_end().to_string());
            }
        }
        lines
    });
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

/// What place `spot` holds, for a reading that says runs of empty or
/// face-down places as one range.
fn said(board: &Board, spot: usize, style: &Style) -> PlaceSaid {
    match board.tableau.get(spot).and_then(|p| p.last()) {
        Some(_) => PlaceSaid::Lines(vec![item_line(board, spot, style)]),
        None if board.is_face_down(spot) => PlaceSaid::FaceDown,
        None => PlaceSaid::Empty,
    }
}

/// The places `spots` (consecutive, in order) in words, one to a line, runs
/// of empty or face-down places said as one range.
fn places_in_words(board: &Board, spots: &[usize], style: &Style) -> Vec<String> {
    let first = spots.first().copied().unwrap_or(0);
    let places = spots.iter().map(|&s| said(board, s, style)).collect();
    with_ranges(board.place_kind, first, places)
}

/// The whole tableau in words: each place on its line, runs of empty or
/// face-down places as one range ("Positions 1 to 18 are face down.").
pub fn tableau_lines(board: &Board, style: &Style) -> Vec<String> {
    let spots: Vec<usize> = (0..board.tableau.len()).collect();
    places_in_words(board, &spots, style)
}

/// A place as the lines about it name it: "queen of diamonds at position
/// 17" in words, "17:QD" in codes; "face-down position 10", "10:##".
fn named(board: &Board, spot: usize, style: &Style) -> String {
    let place = Place::at(board.place_kind, spot);
    match (board.tableau[spot].last(), style.words) {
        (Some(card), true) => format!("{} at {}", style.card(*card), place.words()),
        (None, true) => format!("face-down {}", place.words()),
        (Some(card), false) => format!("{}:{}", spot + 1, style.card(*card)),
        (None, false) => format!("{}:##", spot + 1),
    }
}

/// The places still holding a card among `spots`, as [`named`].
fn present(board: &Board, spots: &[usize], style: &Style) -> Vec<String> {
    spots
        .iter()
        .filter(|&&s| board.tableau[s].last().is_some() || board.is_face_down(s))
        .map(|&s| named(board, s, style))
        .collect()
}

/// The places `spot` covers: those of the row above whose covering places
/// include it.
fn covered_by_it(shape: CoverShape, spot: usize) -> Vec<usize> {
    (0..shape.spots())
        .filter(|&s| shape.covering(s).contains(&spot))
        .collect()
}

/// The places whose card stayed while whether it is free changed, between
/// two boards of a game of covered cards (an undo, a redo, a restart): "Position
/// 19 is covered again: three of hearts.", "Position 20 is free: jack of
/// diamonds." A place whose card changed is said by what it shows instead.
pub fn freedom_lines(before: &Board, after: &Board, style: &Style) -> Vec<String> {
    let (Some(was), Some(now)) = (&before.covered, &after.covered) else {
        return Vec::new();
    };
    let mut lines = Vec::new();
    for (spot, (then, pile)) in before.tableau.iter().zip(&after.tableau).enumerate() {
        let Some(card) = pile.last().filter(|_| then == pile) else {
            continue;
        };
        let place = capitalise(&style.place(Place::at(after.place_kind, spot)));
        match (was.free.contains(&spot), now.free.contains(&spot)) {
            (true, false) => {
                lines.push(format!("{place} is covered again: {}.", style.card(*card)))
            }
            (false, true) => lines.push(format!("{place} is free: {}.", style.card(*card))),
            _ => {}
        }
    }
    lines
}

/// `show N` in a game of covered cards: the place ([`item_line`]), its row
/// and its place in the row, then the cards that cover it and those it
/// covers, each named with its place (and its card, where face up): "Row 5
/// of 7, place 2 of 5.", "Covered by queen of diamonds at position 17 and
/// eight of diamonds at position 18.", "It covers nine of clubs at position
/// 7 and five of clubs at position 8." What covers what comes from the
/// game's shape, so it holds in every game of covered cards.
pub fn spot_lines(board: &Board, shape: CoverShape, spot: usize, style: &Style) -> Vec<String> {
    let (row, at) = shape.row_of(spot);
    let mut lines = vec![
        item_line(board, spot, style),
        format!(
            "Row {} of {}, place {} of {}.",
            row + 1,
            shape.rows(),
            at + 1,
            shape.row_lengths()[row]
        ),
    ];
    if board.tableau[spot].is_empty() && !board.is_face_down(spot) {
        return lines;
    }
    let width = style.width;
    let covering = present(board, &shape.covering(spot), style);
    let (lead, again) = ("Covered by", "And by");
    lines.extend(
        Spoken {
            lead,
            again,
            joined: Joined::WithAnd,
        }
        .sentences(&covering, width),
    );
    let covered = present(board, &covered_by_it(shape, spot), style);
    let (lead, again) = ("It covers", "And");
    lines.extend(
        Spoken {
            lead,
            again,
            joined: Joined::WithAnd,
        }
        .sentences(&covered, width),
    );
    lines
}

/// `show row N` (`row` from 0): a heading naming the row and its places,
/// then its places, in words one to a line (runs of empty or face-down
/// places as one range), in codes as one line of cells.
pub fn row_lines(board: &Board, shape: CoverShape, row: usize, style: &Style) -> Vec<String> {
    let spots = &rows(shape)[row];
    let (first, last) = (spots[0] + 1, spots[spots.len() - 1] + 1);
    let mut lines = vec![format!(
        "Row {} of {}, {}s {first} to {last}:",
        row + 1,
        shape.rows(),
        board.place_kind.noun()
    )];
    match &board.covered {
        Some(view) if !style.words => {
            let cells: Vec<String> = spots.iter().map(|&s| cell(board, view, s, style)).collect();
            lines.extend(fit(&cells.join(" "), style.width));
        }
        _ => lines.extend(places_in_words(board, spots, style)),
    }
    lines
}

/// The number of rows of `shape`.
pub fn row_count(shape: CoverShape) -> usize {
    shape.rows()
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
    // A game that never turns its waste over says nothing of redeals.
    if view.passes > 1 {
        lines.push(format!("Redeals left: {}.", view.passes_left));
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Deal;
    use crate::games::{AnyGame, Game, GameId, Layout, Rules, View};

    /// A board of every game of covered cards: at the deal, and after a
    /// few moves, so that some places are gone and some turned up.
    fn boards() -> Vec<(GameId, CoverShape, Board)> {
        let mut boards = Vec::new();
        for game in GameId::ALL {
            let Some(shape) = game.descriptor().cover else {
                continue;
            };
            let (mut dealt, _) = AnyGame::new(Rules::standard(game), &Deal::from_seed(4));
            for _ in 0..3 {
                boards.push((game, shape, dealt.board()));
                for _ in 0..8 {
                    let Some(mv) = dealt.legal_moves().first().cloned() else {
                        break;
                    };
                    dealt.apply(&mv).unwrap();
                }
            }
        }
        assert!(!boards.is_empty(), "no game of covered cards");
        boards
    }

    /// The columns where each piece of `line` starts and ends, and its text.
    fn pieces(line: &str) -> Vec<(usize, usize, String)> {
        let mut found = Vec::new();
        let mut start = None;
        for (i, c) in line.chars().chain([' ']).enumerate() {
            match (c == ' ', start) {
                (false, None) => start = Some(i),
                (true, Some(s)) => {
                    found.push((s, i, line.chars().skip(s).take(i - s).collect()));
                    start = None;
                }
                _ => {}
            }
        }
        found
    }

    #[test]
    fn at_every_width_from_40_to_79_each_row_keeps_its_line_and_its_shape() {
        for (game, shape, board) in boards() {
            for width in 40..=79 {
                let style = Style::default().within(width);
                let lines = code_lines(&board, shape, &style, width);
                let mut centres = vec![0.0; shape.spots()];
                for (row, spots) in rows(shape).iter().enumerate() {
                    let line = &lines[row];
                    assert!(display_width(line) <= width, "{game} at {width}: {line}");
                    // A row's label ("19:") is not one of its cards.
                    let cards: Vec<_> = pieces(line)
                        .into_iter()
                        .filter(|(_, _, text)| !(text.ends_with(':') && text.len() <= 3))
                        .collect();
                    assert_eq!(cards.len(), spots.len(), "{game} at {width}: {line:?}");
                    for (&spot, (from, to, _)) in spots.iter().zip(&cards) {
                        centres[spot] = (from + to) as f64 / 2.0;
                    }
                }
                for spot in 0..shape.spots() {
                    if let Some((left, right)) = shape.covering_pair(spot) {
                        let (l, r, c) = (centres[left], centres[right], centres[spot]);
                        assert!(
                            l < c && c < r,
                            "{game} at {width}: place {} not over {} and {}:\n{}",
                            spot + 1,
                            left + 1,
                            right + 1,
                            lines.join("\n")
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn at_79_columns_the_picture_is_the_wide_one_with_numbered_cells() {
        for (game, shape, board) in boards() {
            let lines = code_lines(&board, shape, &Style::default(), 79);
            let last = &lines[shape.rows() - 1];
            assert!(
                last.starts_with(&format!(
                    "{}:",
                    shape.spots() - shape.row_lengths()[shape.rows() - 1] + 1
                )),
                "{game}: {last}"
            );
        }
    }

    fn words() -> Style {
        Style {
            words: true,
            ..Style::default()
        }
    }

    #[test]
    fn show_n_names_its_row_and_what_covers_it_and_what_it_covers_from_the_shape() {
        for (game, shape, board) in boards() {
            for spot in 0..shape.spots() {
                let said = spot_lines(&board, shape, spot, &words()).join(" ");
                let (row, at) = shape.row_of(spot);
                assert!(
                    said.contains(&format!(
                        "Row {} of {}, place {} of",
                        row + 1,
                        shape.rows(),
                        at + 1
                    )),
                    "{game}: {said}"
                );
                if board.tableau[spot].is_empty() && !board.is_face_down(spot) {
                    continue;
                }
                let over = shape.covering(spot);
                let under: Vec<usize> = (0..shape.spots())
                    .filter(|s| shape.covering(*s).contains(&spot))
                    .collect();
                for (others, verb) in [(over, "Covered by"), (under, "covers")] {
                    for other in others {
                        let place = format!("position {}", other + 1);
                        let there =
                            board.tableau[other].last().is_some() || board.is_face_down(other);
                        let named = said.contains(&format!("{place} "))
                            || said.contains(&format!("{place}."));
                        assert_eq!(named, there, "{game} {}: {verb} {place}: {said}", spot + 1);
                        if let Some(card) = board.tableau[other].last() {
                            assert!(
                                said.contains(&format!("{} at {place}", card.words())),
                                "{game}: {said}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn show_row_reads_a_heading_and_runs_of_face_down_places_as_one_range() {
        let (game, shape, board) = boards()
            .into_iter()
            .find(|(_, _, b)| !b.covered.as_ref().unwrap().face_down.is_empty())
            .unwrap();
        let lines = row_lines(&board, shape, 0, &words());
        assert!(lines[0].starts_with("Row 1 of "), "{game}: {lines:?}");
        assert!(
            lines.iter().any(|l| l.ends_with("are face down.")) || lines.len() == 2,
            "{game}: {lines:?}"
        );
        let Layout::Covered(_) = board.layout else {
            panic!("{game} is laid out in rows")
        };
    }

    #[test]
    fn a_game_that_never_turns_its_waste_over_says_nothing_of_redeals() {
        for (game, _, board) in boards() {
            let view = board.covered.as_ref().unwrap();
            let said = pile_lines(&board, &words()).join(" ");
            assert_eq!(
                said.contains("Redeals left"),
                view.passes > 1,
                "{game}: {said}"
            );
        }
    }
}
