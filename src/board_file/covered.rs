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
    let text = text_of(bytes)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let (rows, stock) = read_lines(text, name, shape)?.whole(name, shape)?;
    let mut placed: Vec<Placed> = Vec::with_capacity(52);
    for line in rows.iter().chain([&stock]) {
        placed.extend(line.cards.iter().map(|&card| Placed {
            card,
            line: line.number,
        }));
    }
    check_counts(&rows, &stock, name, shape, &placed)?;
    super::refuse_repeats(&placed)?;
    let deck: Vec<Card> = placed.iter().map(|p| p.card).collect();
    let deck: [Card; 52] = deck
        .try_into()
        .map_err(|_| BoardError::whole("the board does not hold the 52 cards."))?;
    Ok(Deal::from_cards(deck))
}

/// The cards of one line of a board, and the line's number.
struct CardLine {
    number: usize,
    cards: Vec<Card>,
}

/// A board's lines as read, before their counts are checked: the rows in
/// order, the Stock line if there was one, and the number of the last
/// line.
struct BoardLines {
    rows: Vec<CardLine>,
    stock: Option<CardLine>,
    last_line: usize,
}

/// Reads `text` a line at a time into rows and the Stock line, refusing a
/// line that is neither, a second Stock line, a row past `shape`'s last
/// and a word that is no card, each at its line.
fn read_lines(text: &str, name: &str, shape: CoverShape) -> Result<BoardLines, BoardError> {
    let rows_wanted = shape.rows();
    let mut lines = BoardLines {
        rows: Vec::new(),
        stock: None,
        last_line: 0,
    };
    for (index, raw) in text.lines().enumerate() {
        let number = index + 1;
        lines.last_line = number;
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        if let Some(rest) = stock_line(line) {
            if lines.stock.is_some() {
                return Err(BoardError::at(
                    number,
                    "a second Stock line; a board has one.",
                ));
            }
            let cards = cards_of(rest, number)?;
            lines.stock = Some(CardLine { number, cards });
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
        if lines.rows.len() == rows_wanted {
            return Err(BoardError::at(
                number,
                format!("{name} has {rows_wanted} rows, so this line is one too many."),
            ));
        }
        let cards = cards_of(line, number)?;
        lines.rows.push(CardLine { number, cards });
    }
    Ok(lines)
}

impl BoardLines {
    /// The rows and the Stock line, once every row of `shape` and the
    /// Stock line are there; else a sentence saying which is missing.
    fn whole(self, name: &str, shape: CoverShape) -> Result<(Vec<CardLine>, CardLine), BoardError> {
        let whose = crate::words::possessive(name);
        if self.rows.len() < shape.rows() {
            return Err(BoardError::at(
                self.last_line.max(1),
                format!(
                    "the board ends after {} of {whose} {} rows.",
                    self.rows.len(),
                    shape.rows()
                ),
            ));
        }
        let Some(stock) = self.stock else {
            return Err(BoardError::whole(format!(
                "there is no Stock line; {whose} {} stock cards go on one (\"Stock: ...\", the first card turned first).",
                52 - shape.spots()
            )));
        };
        Ok((self.rows, stock))
    }
}

/// Refuses a row that holds other than its row of `shape`'s cards, then a
/// Stock line that lists other than the stock's, naming the cards missing
/// from the board (`placed`).
fn check_counts(
    rows: &[CardLine],
    stock: &CardLine,
    name: &str,
    shape: CoverShape,
    placed: &[Placed],
) -> Result<(), BoardError> {
    let whose = crate::words::possessive(name);
    for (row, (line, len)) in rows.iter().zip(shape.row_lengths()).enumerate() {
        if line.cards.len() != len {
            return Err(BoardError::at(
                line.number,
                format!(
                    "row {} holds {}, but {whose} row {} has {len}{}.",
                    row + 1,
                    plural_cards(line.cards.len()),
                    row + 1,
                    missing_clause(placed)
                ),
            ));
        }
    }
    if stock.cards.len() != 52 - shape.spots() {
        return Err(BoardError::at(
            stock.number,
            format!(
                "the Stock line lists {}, but {whose} stock holds {}{}.",
                plural_cards(stock.cards.len()),
                52 - shape.spots(),
                missing_clause(placed)
            ),
        ));
    }
    Ok(())
}
