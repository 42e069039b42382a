//! Turning events, boards and messages into printed lines. The renderer never
//! decides legality; it only says what the rules reported.

use crate::cards::Card;
use crate::games::descriptor::Progress;
use crate::games::{place_of, Event, Game, GameId, Outcome, Step};
use crate::message::{join_with_and, Message, Piece, Place, PlaceKind};
use crate::text::colour;
use crate::text::command::Command;
use crate::text::in_play::InPlay;
use crate::text::verbosity::Verbosity;
use crate::text::width::MAX_WIDTH;
use crate::words::{capitalise, plural, tie};

/// How cards and places are printed, and how much is said.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Style {
    /// Cards as words ("seven of hearts"), places with their nouns, events
    /// one sentence to a line, and the board one place to a line.
    pub words: bool,
    /// Suit symbols instead of letters (ignored in words mode).
    pub unicode: bool,
    /// Red cards in red (the text is the same either way).
    pub colour: bool,
    /// How much is said after each command.
    pub verbosity: Verbosity,
    /// The width of the screen in columns: the board is laid out within it.
    pub width: usize,
    /// Accessible mode: after a move only what changed is said (the board
    /// on `show`), moves and hints are named by their cards, and `help` and
    /// `rules` are read one sentence to a line.
    pub accessible: bool,
    /// After every move, name the cards that can be played now (the
    /// `announce` setting, off unless asked for).
    pub announce: bool,
}

impl Default for Style {
    /// Codes, plain, normal verbosity, [`MAX_WIDTH`] columns.
    fn default() -> Style {
        Style {
            words: false,
            unicode: false,
            colour: false,
            verbosity: Verbosity::default(),
            width: MAX_WIDTH,
            accessible: false,
            announce: false,
        }
    }
}

impl Style {
    /// The same style for a screen `width` columns wide.
    pub fn within(self, width: usize) -> Style {
        Style { width, ..self }
    }

    /// A card in this style.
    pub fn card(&self, card: Card) -> String {
        let text = if self.words {
            card.words()
        } else if self.unicode {
            card.unicode()
        } else {
            card.to_string()
        };
        if self.colour {
            colour::paint_card(card, text)
        } else {
            text
        }
    }

    /// True when the board must fit 40 columns: in words mode or when terse.
    pub fn narrow(&self) -> bool {
        self.words || self.verbosity == Verbosity::Terse
    }

    /// A list of cards joined with commas and "and".
    pub fn cards(&self, cards: &[Card]) -> String {
        let names: Vec<String> = cards.iter().map(|c| self.card(*c)).collect();
        join_with_and(&names)
    }

    /// A place in this style: "3" or "position 3", "pile 3".
    pub fn place(&self, place: Place) -> String {
        if self.words {
            place.words()
        } else {
            place.plain()
        }
    }

    /// A message as a sentence in this style: its first letter capitalised,
    /// so a sentence that opens with a card reads "Ten of spades cannot ...".
    pub fn sentence(&self, message: &Message) -> String {
        capitalise(&self.message(message))
    }

    /// A message in this style.
    pub fn message(&self, message: &Message) -> String {
        message
            .pieces
            .iter()
            .map(|piece| match piece {
                Piece::Text(text) => text.clone(),
                Piece::Card(card) => self.card(*card),
                Piece::Cards(cards) => self.cards(cards),
                Piece::Place(place) => self.place(*place),
            })
            .collect()
    }
}

/// The card and slot of each removal, deal or discard among `steps`.
fn cards_in_slots<'a>(steps: &'a [&Step]) -> impl Iterator<Item = (Card, usize)> + 'a {
    steps.iter().filter_map(|step| match step {
        Step::Removed { slot, card }
        | Step::Dealt { slot, card }
        | Step::AceDiscarded { slot, card } => Some((*card, *slot)),
        Step::Moved { .. }
        | Step::Played { .. }
        | Step::Turned { .. }
        | Step::ToWaste { .. }
        | Step::Redealt { .. }
        | Step::Uncovered { .. } => None,
    })
}

/// "turned 7H onto the waste", "played 8S from 23 onto 7H on the waste":
/// a card gone to the waste.
fn to_waste_clause(
    card: Card,
    from: Option<usize>,
    onto: Option<Card>,
    at: impl Fn(usize) -> String,
    style: &Style,
) -> String {
    let how = match from {
        None => format!("turned {} from the stock", style.card(card)),
        Some(spot) => format!("played {} from {}", style.card(card), at(spot)),
    };
    match onto {
        Some(under) => format!("{how} onto {} on the waste", style.card(under)),
        None => format!("{how} to the waste"),
    }
}

/// "turned the waste over to be the stock; 1 more pass after this one":
/// a new pass through the stock.
fn redealt_clause(cards: usize, passes_left: usize) -> String {
    let after = match passes_left {
        0 => "this pass is the last".to_string(),
        n => format!("{} after this one", plural(n, "more pass", "more passes")),
    };
    format!(
        "turned the waste over to be the stock, {}; {after}",
        plural(cards, "card", "cards")
    )
}

/// "uncovered 9C at 15 and turned up 4D at 5": the cards a move freed.
fn uncovered_clause(steps: &[&Step], at: impl Fn(usize) -> String, style: &Style) -> String {
    let mut parts = Vec::new();
    for (turned, verb) in [(false, "uncovered"), (true, "turned up")] {
        let cards: Vec<String> = steps
            .iter()
            .filter_map(|step| match step {
                Step::Uncovered {
                    slot,
                    card,
                    turned_up,
                } if *turned_up == turned => {
                    Some(format!("{} at {}", style.card(*card), at(*slot)))
                }
                _ => None,
            })
            .collect();
        if !cards.is_empty() {
            parts.push(format!("{verb} {}", join_with_and(&cards)));
        }
    }
    parts.join(" and ")
}

/// Groups consecutive steps of the same kind into one clause each.
fn clauses(game: GameId, event: &Event, style: &Style) -> Vec<String> {
    let kind = game.place_kind();
    let at = |slot: usize| style.place(place_of(kind, slot));
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    let steps = &event.steps;
    while i < steps.len() {
        let same: Vec<&Step> = steps[i..]
            .iter()
            .take_while(|s| std::mem::discriminant(*s) == std::mem::discriminant(&steps[i]))
            .collect();
        i += same.len();
        // "dealt 5H to position 3 and KC to position 7".
        let listed = |verb: &str, preposition: &str| {
            let parts: Vec<String> = cards_in_slots(&same)
                .map(|(card, slot)| format!("{} {preposition} {}", style.card(card), at(slot)))
                .collect();
            format!("{verb} {}", join_with_and(&parts))
        };
        let clause = match same[0] {
            Step::Removed { .. } => {
                let cards: Vec<Card> = cards_in_slots(&same).map(|(card, _)| card).collect();
                format!("removed {}", style.cards(&cards))
            }
            Step::Dealt { .. } => listed("dealt", "to"),
            Step::AceDiscarded { .. } => listed("discarded", "from"),
            Step::Moved {
                card,
                from,
                onto,
                to,
            } => format!(
                "moved {} from {} onto {} at {}",
                style.card(*card),
                at(*from),
                style.card(*onto),
                at(*to)
            ),
            Step::Played {
                card,
                column,
                foundation,
                onto,
            } => {
                let f = style.place(Place::at(PlaceKind::Foundation, *foundation));
                match onto {
                    Some(under) => format!(
                        "played {} from {} onto {} at {f}",
                        style.card(*card),
                        at(*column),
                        style.card(*under)
                    ),
                    None => format!(
                        "played {} from {} to empty {f}",
                        style.card(*card),
                        at(*column)
                    ),
                }
            }
            Step::Turned { card, onto } => match onto {
                Some(under) => format!(
                    "turned {} from the stock onto {}",
                    style.card(*card),
                    style.card(*under)
                ),
                None => format!("turned {} from the stock", style.card(*card)),
            },
            Step::ToWaste { card, from, onto } => to_waste_clause(*card, *from, *onto, at, style),
            Step::Redealt { cards, passes_left } => redealt_clause(*cards, *passes_left),
            Step::Uncovered { .. } => uncovered_clause(&same, at, style),
        };
        out.push(clause);
    }
    out
}

/// How many cards are left where the game keeps them, as a closing clause.
pub(crate) fn remaining_clause(game: &impl Game) -> String {
    let rules = game.rules();
    let descriptor = rules.game.descriptor();
    match descriptor.progress {
        Progress::Tableau => {
            let left = descriptor.cleared_of(rules.variant).total - game.cleared();
            format!(
                "{} left in the {}s",
                plural(left, "card", "cards"),
                descriptor.place_kind.noun()
            )
        }
        Progress::Stock | Progress::StockAndCleared => format!(
            "{} left in the stock",
            plural(game.stock_len(), "card", "cards")
        ),
    }
}

/// One step as a sentence of its own, for words mode: "Dealt three of
/// spades to position 2."
pub(crate) fn step_sentence(game: GameId, step: &Step, style: &Style) -> String {
    let at = |slot: usize| style.place(place_of(game.place_kind(), slot));
    let card = |card: &Card| style.card(*card);
    match step {
        Step::Removed { slot, card: c } => format!("Removed {} from {}.", card(c), at(*slot)),
        Step::Dealt { slot, card: c } => format!("Dealt {} to {}.", card(c), at(*slot)),
        Step::AceDiscarded { slot, card: c } => {
            format!("Discarded {} from {}.", card(c), at(*slot))
        }
        _ => format!(
            "{}.",
            capitalise(&clauses(game, &Event { steps: vec![*step] }, style)[0])
        ),
    }
}

/// The lines for an accepted move. In words mode, one sentence per step and
/// one for what is left, so each line stands alone; otherwise the single
/// [`move_sentence`].
pub fn move_lines(game: &impl Game, event: &Event, style: &Style) -> Vec<String> {
    if !style.words {
        return vec![move_sentence(game, event, style)];
    }
    let id = game.rules().game;
    let mut lines: Vec<String> = event
        .steps
        .iter()
        .map(|step| step_sentence(id, step, style))
        .collect();
    lines.push(format!("{}.", capitalise(&remaining_clause(game))));
    lines
}

/// The sentence for an accepted move: "Removed 7H and 4C; dealt 9S to 3 and
/// KD to 8; 29 cards left in the stock."
pub fn move_sentence(game: &impl Game, event: &Event, style: &Style) -> String {
    let mut parts = clauses(game.rules().game, event, style);
    parts.push(remaining_clause(game));
    format!("{}.", capitalise(&parts.join("; ")))
}

/// The lines for a new deal. In words mode the deal, each ace discarded and
/// what is left are sentences of their own; otherwise the single
/// [`deal_sentence`].
pub fn deal_lines(session: &impl InPlay, style: &Style) -> Vec<String> {
    if !style.words {
        return vec![deal_sentence(session, style)];
    }
    let plain_style = Style {
        words: false,
        ..*style
    };
    let first = deal_sentence(session, &plain_style);
    let opening = first.split(';').next().unwrap_or(&first);
    let mut lines = vec![format!("{opening}.")];
    let id = session.rules().game;
    lines.extend(
        session
            .opening()
            .steps
            .iter()
            .filter(|s| matches!(s, Step::AceDiscarded { .. }))
            .map(|s| step_sentence(id, s, style)),
    );
    lines.push(format!(
        "{}.",
        capitalise(&remaining_clause(session.game()))
    ));
    lines
}

/// The sentence for a new deal: "Elevens, seed 42: dealt 9 cards; 43 cards
/// left in the stock." In Eighteens it also names any aces discarded.
pub fn deal_sentence(session: &impl InPlay, style: &Style) -> String {
    let game = session.game();
    let dealt = session
        .opening()
        .steps
        .iter()
        .filter(|s| matches!(s, Step::Dealt { .. }))
        .count()
        // Without dealing steps (the foundation games), every card not in
        // the stock (or turned to a waste pile) was laid out at once.
        .max(52 - game.stock_len() - waste_len(game));
    let mut parts = vec![format!("dealt {}", plural(dealt, "card", "cards"))];
    // A game of covered cards turns its stock's first card at the deal.
    let turned: Vec<Step> = session
        .opening()
        .steps
        .iter()
        .filter(|s| matches!(s, Step::ToWaste { .. }))
        .copied()
        .collect();
    if !turned.is_empty() {
        parts.extend(clauses(
            session.rules().game,
            &Event { steps: turned },
            style,
        ));
    }
    let discards: Vec<String> = session
        .opening()
        .steps
        .iter()
        .filter_map(|s| match s {
            Step::AceDiscarded { slot, card } => Some(format!(
                "{} from {}",
                style.card(*card),
                style.place(Place::at(PlaceKind::Position, *slot))
            )),
            _ => None,
        })
        .collect();
    if !discards.is_empty() {
        parts.push(format!(
            "discarded {} and refilled",
            join_with_and(&discards)
        ));
    }
    parts.push(remaining_clause(game));
    format!("{}: {}.", title(session), parts.join("; "))
}

/// The cards on a game of covered cards' waste pile; none in other games.
fn waste_len(game: &impl Game) -> usize {
    game.board().covered.map_or(0, |c| c.waste.len())
}

/// The game, its variant if not standard, and the deal: "Suit Elevens
/// (pairs), seed 42" or "Elevens, custom".
pub fn title(session: &impl InPlay) -> String {
    let rules = session.rules();
    let variant = match rules.variant_name().as_str() {
        "standard" => String::new(),
        other => format!(" ({other})"),
    };
    format!(
        "{}{variant}, {}",
        rules.game.name(),
        session.deal().source()
    )
}

/// What the game's progress measure counts, for status lines.
pub fn cleared_noun(game: GameId) -> &'static str {
    game.descriptor().cleared.noun
}

/// The `status` line: exactly one of playing, won or lost, with the game,
/// the deal, what is left and the moves made: "stock 41; 2 of 52 cards
/// removed" in the removal games, "stock 36" in Sweet Sixteen (its progress
/// is the stock), "3 of 52 cards played to foundations" in Eliminator
/// (which has no stock).
pub fn status_line(session: &impl InPlay) -> String {
    let game = session.game();
    let id = session.rules().game;
    let stock = format!("stock {}", game.stock_len());
    let counted = id.descriptor().cleared_of(session.rules().variant);
    let cleared = format!(
        "{} of {} cards {}",
        game.cleared(),
        counted.total,
        counted.noun
    );
    let progress = match id.descriptor().progress {
        Progress::Stock => stock,
        Progress::Tableau => cleared,
        Progress::StockAndCleared => format!("{stock}; {cleared}"),
    };
    format!(
        "{}: {}; {progress}; {} made.",
        title(session),
        game.outcome().word(),
        plural(session.moves().len(), "move", "moves"),
    )
}

/// What the player can do once a game has ended, when a move can be taken
/// back.
pub const AFTER_THE_END: &str =
    "Type undo to take back the last move, new for another deal, restart to play this one again, or quit.";

/// What the player can do once a game has ended at the deal, with nothing
/// to take back.
pub const AFTER_THE_END_AT_THE_DEAL: &str = "Type new for another deal, or quit.";

/// The lines that end a game, or `None` while it goes on: the ending
/// sentence, then what to do next on a line of its own (`undo` only if
/// `can_undo`).
pub fn ending_lines(game: &impl Game, style: &Style, can_undo: bool) -> Option<Vec<String>> {
    let next = if can_undo {
        AFTER_THE_END
    } else {
        AFTER_THE_END_AT_THE_DEAL
    };
    Some(vec![ending(game, style)?, next.to_string()])
}

/// The sentence that ends a game, or `None` while it goes on.
pub fn ending(game: &impl Game, style: &Style) -> Option<String> {
    match game.outcome() {
        Outcome::Playing => None,
        Outcome::Won => {
            let rules = game.rules();
            Some(format!(
                "You won: {}.",
                rules.game.descriptor().goal_of(rules.variant)
            ))
        }
        Outcome::Lost => Some(format!(
            "Game over: {}",
            lower_first(&style.message(&game.stuck_reason()))
        )),
    }
}

/// `text` with its first letter in lower case, for a sentence that goes on
/// after a colon.
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// How many entries of a list of undone or redone actions are named one by
/// one; more are counted.
const NAMED_ACTIONS: usize = 3;

/// The sentence for moves taken back ("Took back remove 4 8.") or played
/// again ("Played again ..."), `verb` saying which: up to three are named
/// as commands; more are counted ("Took back 24 moves."), so the sentence
/// stays short; then `at_deal` adds that the game is back at the deal.
pub fn actions_sentence(verb: &str, actions: &[Command], at_deal: bool) -> String {
    if actions.len() <= NAMED_ACTIONS {
        let names: Vec<String> = actions.iter().map(|a| tie(&a.to_string())).collect();
        return format!("{verb} {}.", join_with_and(&names));
    }
    let restarts = actions.iter().filter(|a| **a == Command::Restart).count();
    let moves = plural(actions.len() - restarts, "move", "moves");
    let what = match restarts {
        0 => moves,
        n => format!("{moves} and {}", plural(n, "restart", "restarts")),
    };
    let where_ = if at_deal { ", back to the deal" } else { "" };
    format!("{verb} {what}{where_}.")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Deal;
    use crate::games::{Rules, View};
    use crate::session::Session;
    use crate::text::board::board_lines;

    fn session(game: GameId, codes: &str) -> Session {
        Session::new(Rules::standard(game), Deal::starting_with(codes).unwrap())
    }

    #[test]
    fn a_move_sentence_names_removed_and_dealt_cards_and_the_stock() {
        let mut s = session(GameId::Elevens, "QH 4C KD 2S 9D AH 10C 7H 5S 3S 3H");
        let mv = s.resolve(&crate::text::parse::parse("remove 7h 4c").unwrap().unwrap());
        let event = s.play(&mv.unwrap().unwrap()).unwrap();
        assert_eq!(
            move_sentence(s.game(), &event, &Style::default()),
            "Removed 4C and 7H; dealt 3S to 2 and 3H to 8; 41 cards left in the stock."
        );
        let words = Style {
            words: true,
            ..Style::default()
        };
        assert_eq!(
            move_sentence(s.game(), &event, &words),
            "Removed four of clubs and seven of hearts; dealt three of spades to position 2 and three of hearts to position 8; 41 cards left in the stock."
        );
    }

    #[test]
    fn words_mode_puts_each_step_of_a_move_on_its_own_line() {
        let mut s = session(GameId::Elevens, "QH 4C KD 2S 9D AH 10C 7H 5S 3S 3H");
        let mv = s.resolve(&crate::text::parse::parse("remove 7h 4c").unwrap().unwrap());
        let event = s.play(&mv.unwrap().unwrap()).unwrap();
        let words = Style {
            words: true,
            ..Style::default()
        };
        assert_eq!(
            move_lines(s.game(), &event, &words),
            [
                "Removed four of clubs from position 2.",
                "Removed seven of hearts from position 8.",
                "Dealt three of spades to position 2.",
                "Dealt three of hearts to position 8.",
                "41 cards left in the stock."
            ]
        );
        assert_eq!(move_lines(s.game(), &event, &Style::default()).len(), 1);
    }

    #[test]
    fn words_mode_puts_each_ace_discarded_at_the_deal_on_its_own_line() {
        let s = session(GameId::Eighteens, "AH 4C KD 2S 9D 5H 10C 7H 5S 3S 3H QD JC");
        let words = Style {
            words: true,
            ..Style::default()
        };
        let lines = deal_lines(&s, &words);
        assert!(
            lines[0].starts_with("Eighteens, custom: dealt"),
            "{lines:?}"
        );
        assert_eq!(lines[1], "Discarded ace of hearts from position 1.");
        assert_eq!(lines.last().unwrap(), "39 cards left in the stock.");
    }

    #[test]
    fn an_ending_puts_what_to_do_next_on_its_own_line() {
        let s = session(GameId::Elevens, "KS KH KD KC QS QH QD QC 2S");
        let lines = ending_lines(s.game(), &Style::default(), true).unwrap();
        assert_eq!(lines.len(), 2);
        assert!(lines[0].starts_with("Game over: "), "{}", lines[0]);
        assert_eq!(lines[1], AFTER_THE_END);
    }

    #[test]
    fn the_reason_after_game_over_goes_on_in_lower_case() {
        let s = session(GameId::Elevens, "KS KH KD KC QS QH QD QC 2S");
        let lines = ending_lines(s.game(), &Style::default(), true).unwrap();
        assert!(
            lines[0].starts_with("Game over: no pair sums"),
            "{}",
            lines[0]
        );
    }

    #[test]
    fn a_game_lost_at_the_deal_does_not_suggest_undo() {
        let s = session(GameId::Elevens, "KS KH KD KC QS QH QD QC 2S");
        let lines = ending_lines(s.game(), &Style::default(), false).unwrap();
        assert_eq!(lines[1], "Type new for another deal, or quit.");
        assert!(!lines[1].contains("undo"));
    }

    #[test]
    fn colour_adds_escapes_around_red_cards_without_changing_the_text() {
        let colour = Style {
            colour: true,
            ..Style::default()
        };
        let heart: Card = "7H".parse().unwrap();
        let club: Card = "7C".parse().unwrap();
        assert_eq!(colour.card(heart), "\x1b[31m7H\x1b[0m");
        assert_eq!(colour.card(club), "7C");
        assert_eq!(Style::default().card(heart), "7H");
    }

    #[test]
    fn unicode_adds_suit_symbols_but_words_win() {
        let unicode = Style {
            unicode: true,
            ..Style::default()
        };
        let heart: Card = "10H".parse().unwrap();
        assert_eq!(unicode.card(heart), "10\u{2665}");
        let both = Style {
            words: true,
            ..unicode
        };
        assert_eq!(both.card(heart), "ten of hearts");
    }

    #[test]
    fn a_sentence_that_opens_with_a_card_in_words_starts_with_a_capital() {
        let words = Style {
            words: true,
            ..Style::default()
        };
        let card: Card = "7H".parse().unwrap();
        let message = Message::new().card(card).text(" is not showing.");
        assert_eq!(words.sentence(&message), "Seven of hearts is not showing.");
    }

    #[test]
    fn a_grid_board_numbers_every_slot_and_counts_stock_and_removed() {
        let s = session(GameId::Elevens, "7H 4C KD 2S 9D AH 10C 5S QH");
        assert_eq!(
            board_lines(&s.game().board(), &Style::default()),
            [
                " 1:7H    2:4C    3:KD",
                " 4:2S    5:9D    6:AH",
                " 7:10C   8:5S    9:QH",
                "Stock: 43. Removed: 0."
            ]
        );
    }

    #[test]
    fn an_empty_eliminator_column_shows_as_two_dashes() {
        // Played from the tops in reverse deal order, this deal runs A, 2, ...
        // onto foundation 1; column 4 is empty after 49 plays.
        let mut s = Session::new(
            Rules::standard(GameId::Eliminator),
            Deal::parse(&crate::games::known_deals::eliminator_ascending()).unwrap(),
        );
        for turn in 0..49 {
            let column = 3 - turn % 4;
            s.play(&crate::games::Move::Play {
                column,
                foundation: 0,
            })
            .unwrap();
        }
        let lines = board_lines(&s.game().board(), &Style::default());
        assert_eq!(lines[3], "Column 4: --");
        assert_eq!(
            lines[4],
            "Foundations: f1:10S+48  f2:--  f3:--  f4:--  f5:--  f6:--"
        );
    }

    #[test]
    fn a_sweet_sixteen_pile_shows_its_top_and_how_many_cards_lie_beneath() {
        let mut s = session(
            GameId::SweetSixteen,
            "5H 6C 9S 9C 9D 9H 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D KS",
        );
        s.play(&crate::games::Move::Build { from: 0, to: 1 })
            .unwrap();
        let lines = board_lines(&s.game().board(), &Style::default());
        assert_eq!(
            lines[0],
            " 1:KS      2:5H+1    3:9S      4:9C      5:9D      6:9H      7:2C      8:2D"
        );
        assert_eq!(lines.len(), 3, "two rows of eight and the stock line");
    }

    #[test]
    fn the_status_line_says_exactly_one_of_playing_won_lost() {
        let s = Session::new(Rules::standard(GameId::Eliminator), Deal::from_seed(3));
        let line = status_line(&s);
        let words = ["playing", "won", "lost"];
        let found: Vec<&str> = words
            .into_iter()
            .filter(|w| line.split(|c: char| !c.is_alphabetic()).any(|x| x == *w))
            .collect();
        assert_eq!(found, ["playing"], "{line}");
    }
}
