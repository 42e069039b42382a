//! A card named by its rank alone ("king", "ten"), as a player says what
//! they hear: it means the one card of that rank showing that the command
//! can take in this position. Where two or more could be taken, the
//! sentence names them and nothing changes until the player says which;
//! where none can, a sentence says so (the rules' own reason where only
//! one card of the rank is showing). Every game that takes cards gets it
//! from here, through the game's own [`Game::resolve`].

use super::descriptor::MoveShape;
use super::resolve::{error, on_top, Asked, Target};
use super::{Alike, Game, Move, MoveKey, Outcome, RuleError};
use crate::cards::{Card, Rank};
use crate::message::{join_with_and, Message, Place, PlaceKind};
use crate::words::{capitalise, count_in_words};

/// The most ways of reading a line's ranks as cards that are tried: four
/// ranks named alone (4^4 = 256 readings) are far inside it, and a line of
/// a dozen is refused in a sentence rather than tried one reading at a time.
const MOST_READINGS: usize = 4096;

/// Where a card the player can see lies: the places a move can name it in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Spot {
    /// On top of a tableau place (0-based).
    Tableau(usize),
    /// On top of a foundation (0-based).
    Foundation(usize),
    /// The stock's shown top (a game of covered cards).
    Stock,
    /// The waste's top (a game of covered cards).
    Waste,
}

/// The move `targets` name in `game`, asked for as `asked`, with each rank
/// named alone ([`Target::Rank`]) read as the card of that rank showing
/// that makes the line a legal move; see the module's introduction. A line
/// that names no rank alone is the game's [`Game::resolve`] as it is.
pub fn resolve_naming_ranks<G: Game>(
    game: &G,
    asked: Asked,
    targets: &[Target],
) -> Result<Move, RuleError> {
    let ranks: Vec<(usize, Rank)> = targets
        .iter()
        .enumerate()
        .filter_map(|(at, target)| match target {
            Target::Rank(rank) => Some((at, *rank)),
            _ => None,
        })
        .collect();
    let shape = game.rules().game.descriptor().moves.shape;
    // `remove` in a game that moves cards, or `move` in one that removes
    // them: the game names its own move, whatever the cards.
    let wrong_kind = matches!(
        (shape, asked),
        (MoveShape::Remove, Asked::Move) | (MoveShape::Build | MoveShape::Play, Asked::Remove)
    );
    if ranks.is_empty() || wrong_kind {
        return game.resolve(asked, targets);
    }
    let board = game.board();
    let kind = board.place_kind;
    // A foundation game's second place is the foundation played to.
    let on_foundation =
        |at: usize| shape == MoveShape::Play && at > 0 && !board.foundations.is_empty();
    let choices: Vec<Vec<(Card, Spot)>> = ranks
        .iter()
        .map(|&(at, rank)| {
            showing(&board, on_foundation(at))
                .into_iter()
                .filter(|(card, _)| card.rank() == rank)
                .collect()
        })
        .collect();
    if let Some(none) = choices.iter().position(Vec::is_empty) {
        let (at, rank) = ranks[none];
        let where_ = if on_foundation(at) {
            " on a foundation".to_string()
        } else {
            on_top(kind)
        };
        return Err(error(format!("No {} is showing{where_}.", rank.name())));
    }
    let count = choices
        .iter()
        .try_fold(1usize, |n, cards| n.checked_mul(cards.len()))
        .filter(|&n| n <= MOST_READINGS)
        .ok_or_else(|| error("Too many cards are named by rank alone; name some by suit."))?;
    let readings: Vec<Vec<Card>> = (0..count).map(|n| reading(&choices, n)).collect();
    let typed = |cards: &[Card]| -> Vec<Target> {
        let mut typed = targets.to_vec();
        for ((at, _), card) in ranks.iter().zip(cards) {
            typed[*at] = Target::Card(*card);
        }
        typed
    };
    if count == 1 || game.outcome() != Outcome::Playing {
        // One card of each rank showing: the rules say whether it can be
        // taken, and why not. A finished game says it is over.
        return game.resolve(asked, &typed(&readings[0]));
    }
    let mut legal: Vec<(&[Card], Move, MoveKey)> = Vec::new();
    for cards in &readings {
        if (1..cards.len()).any(|i| cards[..i].contains(&cards[i])) {
            continue;
        }
        if let Ok(mv) = game.resolve(asked, &typed(cards)) {
            let key = game.move_key(&mv, Alike::Position);
            if legal.iter().all(|(_, _, seen)| *seen != key) {
                legal.push((cards, mv, key));
            }
        }
    }
    let verb = match shape {
        MoveShape::Remove => "removed",
        MoveShape::Build => "moved",
        MoveShape::Play => "played",
    };
    match legal.as_slice() {
        [(_, mv, _)] => Ok(mv.clone()),
        [] => Err(none_can_be(&ranks, &choices, verb, kind)),
        [_, _, ..] => Err(asking_which(&ranks, &choices, &legal, verb, kind)),
    }
}

/// The sentence for more than one legal move read from the ranks
/// (`legal`, each with the cards it read them as): the first rank read as
/// different cards, each of those cards with where it lies, and a request
/// to say which ("Two kings can be played: king of spades at column 3 and
/// king of hearts at column 7; say which.").
fn asking_which(
    ranks: &[(usize, Rank)],
    choices: &[Vec<(Card, Spot)>],
    legal: &[(&[Card], Move, MoveKey)],
    verb: &str,
    kind: PlaceKind,
) -> RuleError {
    let first = legal[0].0;
    let at = (0..ranks.len())
        .find(|&i| legal.iter().any(|(cards, ..)| cards[i] != first[i]))
        .unwrap_or(0);
    let found: Vec<(Card, Spot)> = choices[at]
        .iter()
        .filter(|(card, _)| legal.iter().any(|(cards, ..)| cards[at] == *card))
        .copied()
        .collect();
    let lead = format!(
        "{} {} can be {verb}: ",
        capitalise(&count_in_words(found.len())),
        ranks[at].1.plural_name()
    );
    RuleError::new(
        Message::from_text(lead)
            .append(listed(&found, kind))
            .text("; say which."),
    )
}

/// The `n`th way of reading each rank as one of its `choices` (the first
/// rank's choice changing fastest).
fn reading(choices: &[Vec<(Card, Spot)>], mut n: usize) -> Vec<Card> {
    choices
        .iter()
        .map(|cards| {
            let card = cards[n % cards.len()].0;
            n /= cards.len();
            card
        })
        .collect()
}

/// Why no reading of the ranks is a legal move, where some rank has more
/// than one card showing: with one rank named alone, each of its cards and
/// where it lies ("Neither king showing can be played now: king of spades
/// at column 3 and king of hearts at column 7."); with several, the ranks.
fn none_can_be(
    ranks: &[(usize, Rank)],
    choices: &[Vec<(Card, Spot)>],
    verb: &str,
    kind: PlaceKind,
) -> RuleError {
    match (ranks, choices) {
        ([(_, rank)], [cards]) => {
            let lead = match cards.len() {
                2 => format!("Neither {} showing", rank.name()),
                n => format!(
                    "None of the {} {} showing",
                    count_in_words(n),
                    rank.plural_name()
                ),
            };
            RuleError::new(
                Message::from_text(format!("{lead} can be {verb} now: "))
                    .append(listed(cards, kind))
                    .text("."),
            )
        }
        _ => {
            let names: Vec<String> = ranks.iter().map(|(_, r)| r.name().to_string()).collect();
            error(format!(
                "No {} showing can be {verb} together now.",
                join_with_and(&names)
            ))
        }
    }
}

/// `cards` with where each lies, joined as a list: "king of spades at
/// column 3 and king of hearts on the waste".
fn listed(cards: &[(Card, Spot)], kind: PlaceKind) -> Message {
    let mut message = Message::new();
    for (i, (card, spot)) in cards.iter().enumerate() {
        if i > 0 {
            message = message.text(if i + 1 == cards.len() { " and " } else { ", " });
        }
        message = message.card(*card);
        message = match *spot {
            Spot::Tableau(slot) => message.text(" at ").place(Place::at(kind, slot)),
            Spot::Foundation(f) => message
                .text(" at ")
                .place(Place::at(PlaceKind::Foundation, f)),
            Spot::Stock => message.text(" on the stock"),
            Spot::Waste => message.text(" on the waste"),
        };
    }
    message
}

/// Every card the player sees on top of a place a move can take it from:
/// the tableau's and, in a game of covered cards, the stock's shown top and
/// the waste's; or, `on_foundation`, the foundations' tops a card is
/// played onto.
fn showing(board: &super::Board, on_foundation: bool) -> Vec<(Card, Spot)> {
    let tops = |piles: &[Vec<Card>], spot: fn(usize) -> Spot| -> Vec<(Card, Spot)> {
        piles
            .iter()
            .enumerate()
            .filter_map(|(i, pile)| pile.last().map(|card| (*card, spot(i))))
            .collect()
    };
    if on_foundation {
        return tops(&board.foundations, Spot::Foundation);
    }
    let mut shown = tops(&board.tableau, Spot::Tableau);
    if let Some(covered) = &board.covered {
        shown.extend(covered.stock_top.map(|card| (card, Spot::Stock)));
        shown.extend(covered.waste.last().map(|card| (*card, Spot::Waste)));
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Deal;
    use crate::games::{AnyGame, GameId, View};

    /// `game` dealt with `codes` first, in deal order.
    fn dealt(game: GameId, codes: &str) -> AnyGame {
        let deal = Deal::starting_with(codes).unwrap();
        AnyGame::new(crate::games::Rules::standard(game), &deal).0
    }

    fn rank(name: &str) -> Target {
        Target::Rank(Rank::from_name(name).unwrap())
    }

    fn card(code: &str) -> Target {
        Target::Card(code.parse().unwrap())
    }

    fn said(result: Result<Move, RuleError>) -> String {
        result.unwrap_err().0.plain()
    }

    #[test]
    fn ranks_named_alone_are_the_one_card_of_each_the_command_can_take() {
        let elevens = dealt(GameId::Elevens, "JS QH KD 2C 3C 4C 5C 6C 7C");
        let typed = [rank("jack"), rank("queen"), rank("king")];
        assert_eq!(
            resolve_naming_ranks(&elevens, Asked::Remove, &typed),
            Ok(Move::Remove(vec![0, 1, 2]))
        );
        // Mixed with a code and a place.
        let typed = [card("JS"), Target::Number(2), rank("king")];
        assert_eq!(
            resolve_naming_ranks(&elevens, Asked::Remove, &typed),
            Ok(Move::Remove(vec![0, 1, 2]))
        );
    }

    #[test]
    fn a_rank_two_cards_of_which_can_be_taken_names_them_and_asks_which() {
        let elevens = dealt(GameId::Elevens, "5C 6C 5D 2S 3S 4S 7S 8S 9S");
        let typed = [rank("five"), rank("six")];
        assert_eq!(
            said(resolve_naming_ranks(&elevens, Asked::Remove, &typed)),
            "Two fives can be removed: 5C at 1 and 5D at 3; say which."
        );
        let typed = [card("5D"), rank("six")];
        assert_eq!(
            resolve_naming_ranks(&elevens, Asked::Remove, &typed),
            Ok(Move::Remove(vec![2, 1]))
        );
    }

    #[test]
    fn a_rank_none_of_whose_cards_can_be_taken_names_each_one_showing() {
        let elevens = dealt(GameId::Elevens, "5C 6C 5D 2S 3S 4S 7S 8S 9S");
        assert_eq!(
            said(resolve_naming_ranks(
                &elevens,
                Asked::Remove,
                &[rank("five")]
            )),
            "Neither five showing can be removed now: 5C at 1 and 5D at 3."
        );
        let three = dealt(GameId::Elevens, "5C 6C 5D 5H 3S 4S 7S 8S 9S");
        assert_eq!(
            said(resolve_naming_ranks(&three, Asked::Remove, &[rank("five")])),
            "None of the three fives showing can be removed now: 5C at 1, 5D at 3 and 5H at 4."
        );
    }

    #[test]
    fn a_rank_with_one_card_showing_gets_the_rules_own_reason() {
        let elevens = dealt(GameId::Elevens, "5C 6C 2D 2S 3S 4S 7S 8S 9S");
        let by_codes = elevens.resolve(Asked::Remove, &[card("5C"), card("2D")]);
        assert!(by_codes.is_err(), "five and two do not sum to eleven");
        assert_eq!(
            resolve_naming_ranks(&elevens, Asked::Remove, &[rank("five"), card("2D")]),
            by_codes
        );
    }

    #[test]
    fn a_rank_with_no_card_showing_is_said_so_where_cards_are_named() {
        let elevens = dealt(GameId::Elevens, "5C 6C 2D 2S 3S 4S 7S 8S 9S");
        assert_eq!(
            said(resolve_naming_ranks(
                &elevens,
                Asked::Remove,
                &[rank("king")]
            )),
            "No king is showing."
        );
        let golf = dealt(GameId::Golf, "");
        let top = golf.board().tableau[0].last().copied().unwrap();
        let missing = (1..=13)
            .filter_map(Rank::new)
            .find(|r| {
                golf.board()
                    .tableau
                    .iter()
                    .all(|c| c.last().map(|c| c.rank()) != Some(*r))
            })
            .expect("seven columns leave a rank off the tops");
        assert_ne!(top.rank(), missing);
        assert_eq!(
            said(resolve_naming_ranks(
                &golf,
                Asked::Move,
                &[Target::Rank(missing)]
            )),
            format!("No {} is showing on top of a column.", missing.name())
        );
    }

    #[test]
    fn a_line_of_many_ranks_named_alone_is_refused_in_a_sentence() {
        let elevens = dealt(GameId::Elevens, "5C 6C 5D 5H 5S 4S 7S 8S 9S");
        let typed = vec![rank("five"); 7];
        assert_eq!(
            said(resolve_naming_ranks(&elevens, Asked::Remove, &typed)),
            "Too many cards are named by rank alone; name some by suit."
        );
    }
}
