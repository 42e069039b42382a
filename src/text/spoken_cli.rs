//! What the command-line programs other than `play` say in accessible
//! mode, where they print cards: a deal's cards in words (`patience deck`)
//! and a line of moves named by their cards (`patience solve`). Each line
//! is a whole sentence that fits the width, so a screen reader never reads
//! half of one and a braille line holds one whole.

use crate::cards::Card;
use crate::deal::Deal;
use crate::games::{AnyGame, Game, Move, Rules};
use crate::message::join_with_and;
use crate::text::command::move_command;
use crate::text::render::Style;
use crate::text::spoken::move_sentences;
use crate::text::width::display_width;
use crate::words::tie;

/// `cards` in deal order, in words, numbered: "Cards 1 to 3: ace of
/// hearts, seven of clubs and king of spades.", as many cards to a
/// sentence as fit `width` (one at least: "Card 52: ten of hearts.").
pub fn deal_lines(cards: &[Card], width: usize) -> Vec<String> {
    let sentence = |first: usize, chunk: &[Card]| {
        let words: Vec<String> = chunk.iter().map(|card| card.words()).collect();
        let numbers = match chunk.len() {
            1 => format!("Card {}", first + 1),
            n => format!("Cards {} to {}", first + 1, first + n),
        };
        format!("{numbers}: {}.", join_with_and(&words))
    };
    let mut lines = Vec::new();
    let mut first = 0;
    while first < cards.len() {
        let mut end = first + 1;
        while end < cards.len() && display_width(&sentence(first, &cards[first..=end])) <= width {
            end += 1;
        }
        lines.push(sentence(first, &cards[first..end]));
        first = end;
    }
    lines
}

/// The moves of `line`, played in turn from the deal `deal` of `rules`,
/// each as its number and the command that makes it ("Move 1: remove 3
/// 7.") and then named by its cards as a hint names a move ("Remove six of
/// clubs and five of diamonds."), in sentences that fit `width`. The line
/// stops at a move the game refuses (none is, for a line the solver found).
pub fn line_lines(rules: Rules, deal: &Deal, line: &[Move], width: usize) -> Vec<String> {
    let style = Style {
        words: true,
        accessible: true,
        width,
        ..Style::default()
    };
    let (mut game, _) = AnyGame::new(rules, deal);
    let mut lines = Vec::new();
    for (number, mv) in line.iter().enumerate() {
        lines.push(format!("Move {}: {}.", number + 1, tie(&move_command(mv))));
        lines.extend(move_sentences(&game, mv, &style));
        if game.apply(mv).is_err() {
            break;
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;

    #[test]
    fn a_deal_is_said_in_numbered_sentences_that_each_fit_the_line() {
        let deal = Deal::from_seed(1);
        for (width, opening) in [(40, "Card 1: "), (79, "Cards 1 to ")] {
            let lines = deal_lines(deal.cards(), width);
            assert!(lines[0].starts_with(opening), "{lines:#?}");
            let said: usize = lines.iter().map(|l| l.matches(" of ").count()).sum();
            assert_eq!(said, 52, "{lines:#?}");
            for line in &lines {
                assert!(display_width(line) <= width, "{line:?}");
                assert!(line.ends_with('.'), "{line:?}");
            }
        }
        let last = deal_lines(&deal.cards()[..1], 10);
        assert_eq!(last, [format!("Card 1: {}.", deal.cards()[0].words())]);
    }

    #[test]
    fn a_line_of_moves_names_each_by_its_number_its_command_and_its_cards() {
        let rules = Rules::standard(GameId::Elevens);
        let deal = Deal::from_seed(42);
        let (game, _) = AnyGame::new(rules, &deal);
        let line: Vec<Move> = game.legal_moves().into_iter().take(1).collect();
        let lines = line_lines(rules, &deal, &line, 79);
        assert_eq!(
            lines[0],
            format!("Move 1: {}.", tie(&move_command(&line[0])))
        );
        assert!(lines[1].starts_with("Remove "), "{lines:#?}");
        assert!(lines[1].contains(" of "), "{lines:#?}");
    }
}
