//! The board as accessible mode reads it: every place whole, in words, one
//! place to a line (a long column in sentences that each fit the line), so
//! a listener learns from `show` everything a sighted player sees; what a
//! place shows after a move; and how many cards are left, said one way
//! everywhere.

use crate::cards::Card;
use crate::games::descriptor::Progress;
use crate::games::Board;
use crate::message::{Place, PlaceKind};
use crate::text::covered_board;
use crate::text::ranges::{with_ranges, PlaceSaid};
use crate::text::render::Style;
use crate::text::sentences::{Joined, Spoken};
use crate::words::{capitalise, plural};

/// One place read whole: "Position 3: seven of hearts.", "Column 4:
/// empty.", "Column 1, bottom to top: six of clubs, queen of spades, five
/// of hearts." (in more sentences when the line is too short for it). A
/// foundation on the board is read by its top card alone: nothing under it
/// can be played (`show f1` reads it whole, through [`whole_lines`]).
pub fn place_lines(place: Place, pile: &[Card], style: &Style) -> Vec<String> {
    match (place.kind, pile.last()) {
        (PlaceKind::Foundation, Some(top)) => {
            vec![format!(
                "{}: {}.",
                capitalise(&place.words()),
                style.card(*top)
            )]
        }
        _ => whole_lines(place, pile, style),
    }
}

/// A place read whole, bottom to top, its cards in sentences that fit the
/// style's width.
pub fn whole_lines(place: Place, pile: &[Card], style: &Style) -> Vec<String> {
    let name = capitalise(&place.words());
    match pile {
        [] => vec![format!("{name}: empty.")],
        [card] => vec![format!("{name}: {}.", style.card(*card))],
        cards => {
            let lead = format!("{name}, bottom to top:");
            let names: Vec<String> = cards.iter().map(|c| style.card(*c)).collect();
            Spoken {
                lead: &lead,
                again: "",
                joined: Joined::WithCommas,
            }
            .sentences(&names, style.width)
        }
    }
}

/// What a place of `board` shows now, after a move or an undo: "Column 16
/// shows three of hearts.", "Column 16 is empty.", "Position 14 is face
/// down." (a covered game's card whose face the player cannot see).
pub fn shows(board: &Board, place: Place, style: &Style) -> String {
    let name = capitalise(&place.words());
    let face_down = place.kind == board.place_kind
        && board
            .covered
            .as_ref()
            .is_some_and(|view| view.face_down.contains(&(place.number - 1)));
    match board.pile(place).last() {
        Some(top) => format!("{name} shows {}.", style.card(*top)),
        None if face_down => format!("{name} is face down."),
        None => format!("{name} is empty."),
    }
}

/// How many cards are left to clear, said the same way after a move, in
/// `where` and on the board: "Stock: 41 cards." where the game's progress
/// is its stock, "51 cards left." where every card is dealt to the table.
pub fn left_sentence(board: &Board) -> String {
    match board.game.descriptor().progress {
        Progress::Stock | Progress::StockAndCleared => {
            format!("Stock: {}.", plural(board.stock, "card", "cards"))
        }
        Progress::Tableau => {
            let left: usize = board.tableau.iter().map(Vec::len).sum();
            format!("{} left.", capitalise(&plural(left, "card", "cards")))
        }
    }
}

/// The counts that close the board: what is left ([`left_sentence`]), then
/// the cards removed or on the foundations.
pub fn count_lines(board: &Board) -> Vec<String> {
    let mut lines = vec![left_sentence(board)];
    if let Some(discarded) = board.discarded {
        lines.push(format!("Removed: {}.", plural(discarded, "card", "cards")));
    }
    if !board.foundations.is_empty() {
        let on: usize = board.foundations.iter().map(Vec::len).sum();
        lines.push(format!("On foundations: {}.", plural(on, "card", "cards")));
    }
    if let Some(played) = board.played.filter(|_| board.covered.is_some()) {
        lines.push(format!("Played: {}.", plural(played, "card", "cards")));
    }
    lines
}

/// The tableau in words, each place said by `line`, but a run of two or
/// more empty places (or face-down ones, in a game of covered cards) said
/// as one range: "Columns 2 to 5 are empty." (see [`with_ranges`]).
pub fn tableau_lines(
    board: &Board,
    style: &Style,
    line: impl Fn(Place, &[Card], &Style) -> Vec<String>,
) -> Vec<String> {
    if board.covered.is_some() {
        return covered_board::tableau_lines(board, style);
    }
    let places = board
        .tableau
        .iter()
        .enumerate()
        .map(|(i, pile)| match pile.as_slice() {
            [] => PlaceSaid::Empty,
            cards => PlaceSaid::Lines(line(Place::at(board.place_kind, i), cards, style)),
        })
        .collect();
    with_ranges(board.place_kind, 0, places)
}

/// The whole board read aloud: each tableau place whole, one to a line
/// (runs of empty or face-down places as one range), then each
/// foundation's top card, then the counts.
pub fn board_lines(board: &Board, style: &Style) -> Vec<String> {
    let tableau = tableau_lines(board, style, place_lines);
    if board.covered.is_some() {
        let mut lines = tableau;
        lines.extend(count_lines(board));
        lines.extend(covered_board::pile_lines(board, style));
        return lines;
    }
    let foundations = board
        .foundations
        .iter()
        .enumerate()
        .flat_map(|(i, pile)| place_lines(Place::at(PlaceKind::Foundation, i), pile, style));
    tableau
        .into_iter()
        .chain(foundations)
        .chain(count_lines(board))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Deal;
    use crate::games::{AnyGame, GameId, Rules, View};

    fn accessible(width: usize) -> Style {
        Style {
            words: true,
            accessible: true,
            width,
            ..Style::default()
        }
    }

    fn board(game: GameId, seed: u64) -> Board {
        AnyGame::new(Rules::standard(game), &Deal::from_seed(seed))
            .0
            .board()
    }

    #[test]
    fn the_board_read_aloud_names_every_card_of_every_column() {
        for game in GameId::ALL {
            let board = board(game, 7);
            let said = board_lines(&board, &accessible(79))
                .join(" ")
                .to_lowercase();
            for card in board.tableau.iter().flatten() {
                assert!(said.contains(&card.words()), "{game}: {card} in {said}");
            }
        }
    }

    #[test]
    fn a_column_is_read_bottom_to_top_on_one_line_when_it_fits() {
        let board = board(GameId::BlackHole, 2);
        let lines = board_lines(&board, &accessible(79));
        let first: Vec<String> = board.tableau[0].iter().map(|c| c.words()).collect();
        assert_eq!(
            lines[0],
            format!("Column 1, bottom to top: {}.", first.join(", "))
        );
        assert_eq!(lines.len(), 17 + 1 + 2);
    }

    #[test]
    fn at_40_columns_a_long_column_becomes_sentences_that_each_fit() {
        for width in [40, 60, 79] {
            let lines = board_lines(&board(GameId::Eliminator, 1), &accessible(width));
            for line in &lines {
                assert!(line.chars().count() <= width, "{width}: {line}");
                assert!(line.ends_with(['.', ':']), "{line}");
            }
        }
    }

    #[test]
    fn what_is_left_is_the_stock_or_the_cards_on_the_table() {
        assert_eq!(
            left_sentence(&board(GameId::Elevens, 42)),
            "Stock: 43 cards."
        );
        assert_eq!(left_sentence(&board(GameId::Golf, 4)), "Stock: 16 cards.");
        assert_eq!(
            left_sentence(&board(GameId::BlackHole, 2)),
            "51 cards left."
        );
    }
}
