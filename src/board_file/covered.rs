//! Boards of the games of covered cards (Pyramid, Tri Peaks): the tableau
//! one row a line, top row first, each row left to right, then a `Stock:`
//! line listing the stock, the first card turned first (the card the deal
//! turns onto the waste). Read and written by the game's [`CoverShape`],
//! so a game of covered cards adds nothing here.
//!
//! ```text
//! AH
//! 8C 8D
//! TS KD 3C
//! ...
//! Stock: 5D 2D 6H ...
//! ```
//!
//! The Stock line may come before the rows or after them; blank lines,
//! spaces and tabs between cards, `\r\n`, lower case and `10` are
//! accepted, as in the foundation games' boards. A face-down card is
//! written like any other: a board is the whole deal.

use super::{cards_of, codes, missing_clause, plural_cards, text_of, BoardError, Placed};
use crate::cards::Card;
use crate::deal::Deal;
use crate::games::covered_shape::CoverShape;
use crate::games::GameId;
use crate::text::escape;

/// `deal` as a board of `shape`: the rows, then the Stock line.
pub fn write(deal: &Deal, shape: CoverShape) -> String {
    let mut text = String::new();
    let mut first = 0;
    for len in shape.row_lengths() {
        text.push_str(&codes(&deal.cards()[first..first + len]));
        text.push('\n');
        first += len;
    }
    text.push_str(&format!("Stock: {}\n", codes(&deal.cards()[first..])));
    text
}

/// The Stock line's text after its label, if `line` is one.
fn stock_line(line: &str) -> Option<&str> {
    let (label, rest) = line.split_once(':')?;
    label.trim().eq_ignore_ascii_case("stock").then_some(rest)
}

/// Reads a board of `game`, laid out as `shape`: the 52 cards in deal
/// order, or a sentence naming the line and the card at fault.
pub fn parse(bytes: &[u8], game: GameId, shape: CoverShape) -> Result<Deal, BoardError> {
    let name = game.name();
    let lengths = shape.row_lengths();
    let text = text_of(bytes)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut rows: Vec<(usize, Vec<Card>)> = Vec::new();
    let mut stock: Option<(usize, Vec<Card>)> = None;
    let mut last_line = 0;
    for (index, raw) in text.lines().enumerate() {
        let number = index + 1;
        last_line = number;
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        if let Some(rest) = stock_line(line) {
            if stock.is_some() {
                return Err(BoardError::at(
                    number,
                    "a second Stock line; a board has one.",
                ));
            }
            stock = Some((number, cards_of(rest, number)?));
            continue;
        }
        if line.contains(':') {
            return Err(BoardError::at(
                number,
                format!(
                    "\"{}\" is no line of a {name} board; its lines are the rows and one \"Stock: ...\" line.",
                    escape::untrusted(line)
                ),
            ));
        }
        if rows.len() == lengths.len() {
            return Err(BoardError::at(
                number,
                format!(
                    "{name} has {} rows, so this line is one too many.",
                    lengths.len()
                ),
            ));
        }
        rows.push((number, cards_of(line, number)?));
    }
    if rows.len() < lengths.len() {
        return Err(BoardError::at(
            last_line.max(1),
            format!(
                "the board ends after {} of {name}'s {} rows.",
                rows.len(),
                lengths.len()
            ),
        ));
    }
    let Some((stock_at, stock)) = stock else {
        return Err(BoardError::whole(format!(
            "there is no Stock line; {name}'s {} stock cards go on one (\"Stock: ...\", the first card turned first).",
            52 - shape.spots()
        )));
    };
    let mut placed: Vec<Placed> = Vec::with_capacity(52);
    for (line, cards) in &rows {
        placed.extend(cards.iter().map(|&card| Placed { card, line: *line }));
    }
    placed.extend(stock.iter().map(|&card| Placed {
        card,
        line: stock_at,
    }));
    for (row, ((line, cards), &len)) in rows.iter().zip(&lengths).enumerate() {
        if cards.len() != len {
            return Err(BoardError::at(
                *line,
                format!(
                    "row {} holds {}, but {name}'s row {} has {len}{}.",
                    row + 1,
                    plural_cards(cards.len()),
                    row + 1,
                    missing_clause(&placed)
                ),
            ));
        }
    }
    if stock.len() != 52 - shape.spots() {
        return Err(BoardError::at(
            stock_at,
            format!(
                "the Stock line lists {}, but {name}'s stock holds {}{}.",
                plural_cards(stock.len()),
                52 - shape.spots(),
                missing_clause(&placed)
            ),
        ));
    }
    super::refuse_repeats(&placed)?;
    let deck: Vec<Card> = placed.iter().map(|p| p.card).collect();
    let deck: [Card; 52] = deck
        .try_into()
        .map_err(|_| BoardError::whole("the board does not hold the 52 cards."))?;
    Ok(Deal::from_cards(deck))
}
