//! Boards in the field's format: the text black-hole-solver and the PySolFC
//! tools read and write for the foundation games (Eliminator, Black Hole,
//! All in a Row, Golf). Reading gives the 52 cards in deal order, through
//! the game's [`DealLayout::deck`], which is how the rest of the program
//! names a deal; writing lays a deal out through [`DealLayout::deal`].
//!
//! ```text
//! Talon: 3S TS 9H ...        Golf only: the stock, the next card to turn first
//! Foundations: 2S            the foundation's card, or - when it starts empty
//! QD 5C 2D 4S 6S             one line a column, bottom card first:
//! QC 4D 9C 5D 4H             the last card on a line is the playable one
//! ```
//!
//! Accepted beyond what black-hole-solver accepts: the Talon line before or
//! after the Foundations line (as it does), blank lines before the columns
//! and after them, spaces and tabs anywhere between cards, `\r\n` line
//! ends, card codes in any case and `10` for ten, and a `: ` before a
//! column's cards (as fc-solve boards have). Every line of a board is
//! checked: a bad one is refused with a sentence that names its line and
//! card, and quotes the file's text only escaped ([`escape::untrusted`]).
//! Writing follows black-hole-solver exactly: `T` for ten, single spaces,
//! upper case, the Talon line first.
//!
//! The games of covered cards (Pyramid, Tri Peaks) have boards of their
//! own, read and written by their [`CoverShape`] ([`covered`]).

use crate::cards::{Card, CardSet};
use crate::deal::Deal;
use crate::games::covered_shape::CoverShape;
use crate::games::foundation_shape::{DealLayout, Dealt, FoundationStart};
use crate::games::GameId;
use crate::text::escape;
use crate::words::{capitalise, plural, tie};
use std::fmt;

mod covered;

/// Why a board was refused: the line it is about (1-based), if one, and
/// the reason, as a clause that may quote the file's text (escaped).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardError {
    /// The line at fault, counting from 1; `None` for the board as a whole.
    pub line: Option<usize>,
    /// What is wrong, starting in lower case, ending with a full stop.
    pub reason: String,
}

impl BoardError {
    fn at(line: usize, reason: impl Into<String>) -> BoardError {
        BoardError {
            line: Some(line),
            reason: reason.into(),
        }
    }

    fn whole(reason: impl Into<String>) -> BoardError {
        BoardError {
            line: None,
            reason: reason.into(),
        }
    }

    /// The error as one sentence about the board called `source` ("the
    /// board b.txt", "the board on standard input"), already escaped.
    pub fn sentence(&self, source: &str) -> String {
        match self.line {
            Some(line) => format!("Line {line} of {source}: {}", self.reason),
            None => format!("{}: {}", capitalise(source), self.reason),
        }
    }
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.sentence("the board"))
    }
}

impl std::error::Error for BoardError {}

/// A game that has no boards in this format, as a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoBoards(pub GameId);

impl fmt::Display for NoBoards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let with: Vec<&str> = GameId::ALL
            .into_iter()
            .filter(|g| layout_of(*g).is_ok())
            .map(GameId::id)
            .collect();
        write!(
            f,
            "{} has no boards; --board is for {}.",
            self.0.name(),
            or_list(&with)
        )
    }
}

impl std::error::Error for NoBoards {}

fn or_list(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// How a board of a game is laid out: a foundation game's columns, or a
/// game of covered cards' rows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BoardShape {
    /// The field's format, by the game's [`DealLayout`].
    Foundation(DealLayout),
    /// Rows and a stock, by the game's [`CoverShape`].
    Covered(CoverShape),
}

/// The shape a board of `game` is read and written by, or why it has none.
pub fn layout_of(game: GameId) -> Result<BoardShape, NoBoards> {
    let descriptor = game.descriptor();
    match (descriptor.layout, descriptor.cover) {
        (Some(layout), _) => Ok(BoardShape::Foundation(layout)),
        (None, Some(shape)) => Ok(BoardShape::Covered(shape)),
        (None, None) => Err(NoBoards(game)),
    }
}

/// A card as the field writes it: rank `A 2-9 T J Q K`, suit `C D H S`.
pub fn field_code(card: Card) -> String {
    let rank = match card.rank().code() {
        "10" => "T",
        other => other,
    };
    format!("{rank}{}", card.suit().letter())
}

fn codes(cards: &[Card]) -> String {
    let codes: Vec<String> = cards.iter().map(|&c| field_code(c)).collect();
    codes.join(" ")
}

/// `deal` laid out as a board of `shape`, each line ending in a newline.
pub fn write(deal: &Deal, shape: &BoardShape) -> String {
    match shape {
        BoardShape::Foundation(layout) => write_field(deal, layout),
        BoardShape::Covered(cover) => covered::write(deal, *cover),
    }
}

/// `deal` laid out as a board of `layout`: the Talon line (games with a
/// talon), the Foundations line, then one line a column.
fn write_field(deal: &Deal, layout: &DealLayout) -> String {
    let dealt = layout.deal(deal.cards());
    let mut text = String::new();
    if layout.talon > 0 {
        text.push_str(&format!("Talon: {}\n", codes(&dealt.talon)));
    }
    let foundation = dealt.foundation.map_or("-".to_string(), field_code);
    text.push_str(&format!("Foundations: {foundation}\n"));
    for column in &dealt.columns {
        text.push_str(&codes(column));
        text.push('\n');
    }
    text
}

/// A card read from the board, with the line it is on.
#[derive(Copy, Clone, Debug)]
struct Placed {
    card: Card,
    line: usize,
}

/// The board's lines, sorted into their parts, before the game's rules
/// about them are checked.
#[derive(Default)]
struct Parts {
    /// The Foundations line's number and its card (`None` for `-`).
    foundation: Option<(usize, Option<Card>)>,
    /// The Talon line's number and its cards.
    talon: Option<(usize, Vec<Card>)>,
    /// Each column's line number and cards, bottom first.
    columns: Vec<(usize, Vec<Card>)>,
}

/// The header lines a board may have, by their (case-insensitive) label.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Label {
    Talon,
    Foundations,
}

impl Label {
    fn word(self) -> &'static str {
        match self {
            Label::Talon => "Talon",
            Label::Foundations => "Foundations",
        }
    }
}

/// The label of a header line and the text after its colon, if `line` is
/// one.
fn header(line: &str) -> Option<(Label, &str)> {
    let (label, rest) = line.split_once(':')?;
    [Label::Talon, Label::Foundations]
        .into_iter()
        .find(|l| label.trim().eq_ignore_ascii_case(l.word()))
        .map(|l| (l, rest))
}

/// The cards on one line, or a sentence about the first word that is none.
fn cards_of(text: &str, number: usize) -> Result<Vec<Card>, BoardError> {
    text.split_whitespace()
        .map(|word| {
            word.parse::<Card>().map_err(|_| {
                BoardError::at(
                    number,
                    format!(
                        "\"{}\" is not a card; a card is a rank (A, 2-9, T, J, Q, K) and a suit (C, D, H, S), like 7H or TS.",
                        escape::untrusted(word)
                    ),
                )
            })
        })
        .collect()
}

/// The text of the board, refused if it is not text: not UTF-8, or with
/// NUL bytes (a binary file).
fn text_of(bytes: &[u8]) -> Result<&str, BoardError> {
    let line_of = |at: usize| bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
    let text = std::str::from_utf8(bytes).map_err(|e| {
        BoardError::at(
            line_of(e.valid_up_to()),
            "the board is not text: this line is not UTF-8.",
        )
    })?;
    match text.find('\0') {
        Some(at) => Err(BoardError::at(
            line_of(at),
            "the board is not text: this line has a NUL byte.",
        )),
        None => Ok(text),
    }
}

/// Sorts the lines of a board of `game` into its parts, refusing words that
/// are not cards and lines out of place.
fn parts(text: &str, game: GameId, layout: &DealLayout) -> Result<Parts, BoardError> {
    let name = game.name();
    let whose = crate::words::possessive(name);
    let mut parts = Parts::default();
    let mut last_line = 0;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    for (index, raw) in text.lines().enumerate() {
        let number = index + 1;
        last_line = number;
        let line = raw.trim();
        let done = parts.columns.len() == layout.columns;
        if let Some((label, rest)) = header(line) {
            if !parts.columns.is_empty() {
                return Err(BoardError::at(
                    number,
                    format!(
                        "the {} line must come before the columns, not after them.",
                        label.word()
                    ),
                ));
            }
            match label {
                Label::Foundations if parts.foundation.is_some() => {
                    return Err(BoardError::at(
                        number,
                        "a second Foundations line; a board has one.",
                    ))
                }
                Label::Talon if parts.talon.is_some() => {
                    return Err(BoardError::at(
                        number,
                        "a second Talon line; a board has one.",
                    ))
                }
                Label::Foundations => {
                    let cards = match rest.trim() {
                        "-" => None,
                        _ => match cards_of(rest, number)?.as_slice() {
                            [card] => Some(*card),
                            _ => {
                                return Err(BoardError::at(
                                    number,
                                    format!(
                                        "the Foundations line holds one card or -, not \"{}\".",
                                        escape::untrusted(rest.trim())
                                    ),
                                ))
                            }
                        },
                    };
                    starts_as_the_game_does(game, layout, cards, number)?;
                    parts.foundation = Some((number, cards));
                }
                Label::Talon => parts.talon = Some((number, cards_of(rest, number)?)),
            }
            continue;
        }
        if parts.foundation.is_none() {
            if line.is_empty() {
                continue;
            }
            return Err(BoardError::at(
                number,
                format!(
                    "a board starts with its Foundations line ({} when empty), not \"{}\".",
                    empty_foundation(),
                    escape::untrusted(line)
                ),
            ));
        }
        if done || (parts.columns.is_empty() && line.is_empty()) {
            if line.is_empty() {
                continue;
            }
            return Err(BoardError::at(
                number,
                format!(
                    "{name} has {} columns, so this line is one too many.",
                    layout.columns
                ),
            ));
        }
        let cards = line.strip_prefix(':').unwrap_or(line);
        parts.columns.push((number, cards_of(cards, number)?));
    }
    if parts.foundation.is_some() && parts.columns.len() < layout.columns {
        return Err(BoardError::at(
            last_line,
            format!(
                "the board ends after {} of {whose} {} columns.",
                parts.columns.len(),
                layout.columns
            ),
        ));
    }
    Ok(parts)
}

/// The Foundations line of a foundation that starts empty, quoted and
/// kept on one line when a message is wrapped.
fn empty_foundation() -> String {
    tie("\"Foundations: -\"")
}

/// Refuses a Foundations card (`None` for `-`) on line `number` that
/// `game` does not start with.
fn starts_as_the_game_does(
    game: GameId,
    layout: &DealLayout,
    foundation: Option<Card>,
    number: usize,
) -> Result<(), BoardError> {
    let name = game.name();
    let whose = crate::words::possessive(name);
    let shown = |card: Option<Card>| card.map_or("-".to_string(), field_code);
    let reason = match (layout.start, foundation) {
        (FoundationStart::Fixed(fixed), Some(card)) if card == fixed => return Ok(()),
        (FoundationStart::Empty, None) | (FoundationStart::Turned, Some(_)) => return Ok(()),
        (FoundationStart::Fixed(fixed), other) => format!(
            "{whose} foundation starts with the {}, not {}.",
            field_code(fixed),
            shown(other)
        ),
        (FoundationStart::Empty, Some(card)) => format!(
            "{whose} foundation starts empty ({}), not with the {}.",
            empty_foundation(),
            field_code(card)
        ),
        (FoundationStart::Turned, None) => format!(
            "{whose} foundation starts with the first card turned from the stock, so the Foundations line needs a card, not -."
        ),
    };
    Err(BoardError::at(number, reason))
}

/// The cards of `placed` that are not on the board, in new-deck order, as
/// a clause: " (the board has no 7H, 8C)"; empty if none are missing.
fn missing_clause(placed: &[Placed]) -> String {
    let mut seen = CardSet::EMPTY;
    for p in placed {
        seen.insert(p.card);
    }
    let missing: Vec<String> = Card::all()
        .filter(|&c| !seen.contains(c))
        .map(field_code)
        .collect();
    match missing.len() {
        0 => String::new(),
        n if n <= 8 => format!(" (the board has no {})", missing.join(", ")),
        n => format!(
            " (the board lacks {}: {}, ...)",
            plural_cards(n),
            missing[..8].join(", ")
        ),
    }
}

/// Reads a board of `game` from the bytes of a file: the 52 cards in deal
/// order, or a sentence naming the line and the card at fault.
pub fn parse(bytes: &[u8], game: GameId) -> Result<Deal, BoardError> {
    match layout_of(game).map_err(|e| BoardError::whole(e.to_string()))? {
        BoardShape::Foundation(layout) => parse_field(bytes, game, layout),
        BoardShape::Covered(shape) => covered::parse(bytes, game, shape),
    }
}

/// Reads a board of `game` in the field's format, laid out as `layout`.
fn parse_field(bytes: &[u8], game: GameId, layout: DealLayout) -> Result<Deal, BoardError> {
    let name = game.name();
    let whose = crate::words::possessive(name);
    let parts = parts(text_of(bytes)?, game, &layout)?;
    let Some((foundation_line, foundation)) = parts.foundation else {
        return Err(BoardError::whole(format!(
            "there is no Foundations line ({} when the foundation starts empty).",
            empty_foundation()
        )));
    };
    let mut placed: Vec<Placed> = Vec::with_capacity(52);
    let talon_line = parts.talon.as_ref().map(|(line, _)| *line);
    if let Some((line, cards)) = &parts.talon {
        placed.extend(cards.iter().map(|&card| Placed { card, line: *line }));
    }
    if let Some(card) = foundation {
        placed.push(Placed {
            card,
            line: foundation_line,
        });
    }
    for (line, cards) in &parts.columns {
        placed.extend(cards.iter().map(|&card| Placed { card, line: *line }));
    }

    let talon: &[Card] = parts.talon.as_ref().map_or(&[], |(_, cards)| cards);
    match talon_line {
        None if layout.talon > 0 => {
            return Err(BoardError::at(
                foundation_line,
                format!(
                    "there is no Talon line before this Foundations line; {whose} {} stock cards go on one (\"Talon: ...\", the next card to turn first).",
                    layout.talon
                ),
            ))
        }
        Some(line) if talon.len() != layout.talon => {
            let reason = if layout.talon == 0 {
                format!(
                    "{name} has no stock, but the Talon line lists {}{}.",
                    plural_cards(talon.len()),
                    missing_clause(&placed)
                )
            } else {
                format!(
                    "the Talon line lists {}, but {whose} stock holds {}{}.",
                    plural_cards(talon.len()),
                    layout.talon,
                    missing_clause(&placed)
                )
            };
            return Err(BoardError::at(line, reason));
        }
        _ => {}
    }

    if let Some((line, cards)) = parts
        .columns
        .iter()
        .find(|(_, cards)| cards.len() != layout.height)
    {
        return Err(BoardError::at(
            *line,
            format!(
                "this column holds {}, but {name} deals {} to each of its {} columns{}.",
                plural_cards(cards.len()),
                layout.height,
                layout.columns,
                missing_clause(&placed)
            ),
        ));
    }

    refuse_repeats(&placed)?;

    let dealt = Dealt {
        columns: parts.columns.into_iter().map(|(_, cards)| cards).collect(),
        foundation,
        talon: talon.to_vec(),
    };
    let deck: [Card; 52] = layout
        .deck(&dealt)
        .try_into()
        .map_err(|_| BoardError::whole("the board does not hold the 52 cards."))?;
    Ok(Deal::from_cards(deck))
}

/// Refuses a card placed twice, naming the line it is on the second time.
fn refuse_repeats(placed: &[Placed]) -> Result<(), BoardError> {
    let mut in_line_order = placed.to_vec();
    in_line_order.sort_by_key(|p| p.line);
    let mut first_line: [Option<usize>; 52] = [None; 52];
    for p in &in_line_order {
        match first_line[p.card.index()] {
            Some(first) => {
                return Err(BoardError::at(
                    p.line,
                    format!(
                        "the {} is on the board twice, first on line {first}{}.",
                        field_code(p.card),
                        missing_clause(placed)
                    ),
                ))
            }
            None => first_line[p.card.index()] = Some(p.line),
        }
    }
    Ok(())
}

fn plural_cards(n: usize) -> String {
    plural(n, "card", "cards")
}

#[cfg(test)]
#[path = "board_file_tests.rs"]
mod tests;
