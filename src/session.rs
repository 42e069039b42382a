//! A game in progress: the rules, the deal, the current state and the moves
//! played since the deal. The session turns a parsed command's targets into a
//! [`Move`] by looking at the board, and hands the move to the rules.

use crate::cards::Card;
use crate::deal::Deal;
use crate::games::{AnyGame, Event, Game, GameId, Move, RuleError, Rules};
use crate::message::Message;
use crate::text::parse::{Command, Target};

/// A game in progress and how it got there.
#[derive(Clone, Debug)]
pub struct Session {
    rules: Rules,
    deal: Deal,
    game: AnyGame,
    opening: Event,
    moves: Vec<Move>,
}

impl Session {
    /// Deals a new game.
    pub fn new(rules: Rules, deal: Deal) -> Session {
        let (game, opening) = AnyGame::new(rules, &deal);
        Session {
            rules,
            deal,
            game,
            opening,
            moves: Vec::new(),
        }
    }

    /// The game and variant.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The deal being played.
    pub fn deal(&self) -> &Deal {
        &self.deal
    }

    /// The current state.
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// What the opening deal did (in Eighteens, it may discard aces).
    pub fn opening(&self) -> &Event {
        &self.opening
    }

    /// The moves played since the deal, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Makes a move, or says why it is illegal and changes nothing. Once the
    /// game is won or lost, no move is accepted.
    pub fn play(&mut self, mv: &Move) -> Result<Event, RuleError> {
        match self.game.outcome() {
            crate::games::Outcome::Playing => {}
            done => {
                return Err(error(format!(
                    "This game is {}; type new, restart or quit.",
                    if done == crate::games::Outcome::Won {
                        "won"
                    } else {
                        "lost"
                    }
                )))
            }
        }
        let event = self.game.apply(mv)?;
        self.moves.push(mv.clone());
        Ok(event)
    }

    /// Returns to the deal, forgetting the moves.
    pub fn restart(&mut self) {
        *self = Session::new(self.rules, self.deal.clone());
    }

    /// Turns a move command (`remove`, `move` or a bare line) into a move on
    /// this board, or says in one sentence why it names nothing playable.
    /// Other commands are not moves and give `None`.
    pub fn resolve(&self, command: &Command) -> Option<Result<Move, RuleError>> {
        let game = self.rules.game;
        let resolved = match (game, command) {
            (GameId::SweetSixteen | GameId::Eliminator, Command::Remove(_)) => {
                Err(crate::games::wrong_kind_of_move(game))
            }
            (GameId::SweetSixteen, Command::Move { from, to }) => self.resolve_build(*from, *to),
            (GameId::SweetSixteen, Command::Bare(targets)) => match targets.as_slice() {
                [from, to] => self.resolve_build(*from, Some(*to)),
                _ => Err(error("Sweet Sixteen moves name two piles: move FROM TO.")),
            },
            (GameId::Eliminator, Command::Move { from, to }) => self.resolve_play(*from, *to),
            (GameId::Eliminator, Command::Bare(targets)) => match targets.as_slice() {
                [from] => self.resolve_play(*from, None),
                [from, to] => self.resolve_play(*from, Some(*to)),
                _ => Err(error(
                    "Eliminator moves name a column and a foundation: move COLUMN fN.",
                )),
            },
            (_, Command::Move { .. }) => Err(crate::games::wrong_kind_of_move(game)),
            (_, Command::Remove(targets) | Command::Bare(targets)) => self.resolve_removal(targets),
            _ => return None,
        };
        Some(resolved)
    }

    fn tops(&self) -> Vec<Option<Card>> {
        self.game
            .board()
            .tableau
            .iter()
            .map(|pile| pile.last().copied())
            .collect()
    }

    /// A tableau place from a number (from 1) or the card on top of it.
    fn place(&self, target: Target) -> Result<usize, RuleError> {
        let noun = self.rules.game.place_kind().noun();
        match target {
            Target::Number(0) => Err(error(format!(
                "There is no {noun} 0; {noun}s are numbered from 1."
            ))),
            Target::Number(n) => Ok(n - 1),
            Target::Card(card) => self
                .tops()
                .iter()
                .position(|top| *top == Some(card))
                .ok_or_else(|| {
                    let where_ = match self.rules.game {
                        GameId::SweetSixteen => " on top of a pile",
                        GameId::Eliminator => " on top of a column",
                        _ => "",
                    };
                    RuleError::new(
                        Message::new()
                            .card(card)
                            .text(format!(" is not showing{where_}.")),
                    )
                }),
            Target::Foundation(n) => {
                Err(error(format!("f{n} is a foundation; name a {noun} here.")))
            }
        }
    }

    fn resolve_removal(&self, targets: &[Target]) -> Result<Move, RuleError> {
        let mut slots = Vec::with_capacity(targets.len());
        for target in targets {
            if let Target::Foundation(_) = target {
                return Err(error(format!(
                    "{} has no foundations; name positions or cards.",
                    self.rules.game.name()
                )));
            }
            slots.push(self.place(*target)?);
        }
        Ok(Move::Remove(slots))
    }

    fn resolve_build(&self, from: Target, to: Option<Target>) -> Result<Move, RuleError> {
        let Some(to) = to else {
            return Err(error(
                "Sweet Sixteen needs a pile to move to: move FROM TO.",
            ));
        };
        Ok(Move::Build {
            from: self.place(from)?,
            to: self.place(to)?,
        })
    }

    fn resolve_play(&self, from: Target, to: Option<Target>) -> Result<Move, RuleError> {
        let AnyGame::Eliminator(elim) = &self.game else {
            unreachable!("Eliminator's session holds an Eliminator game")
        };
        let column = self.place(from)?;
        let foundation = match to {
            Some(Target::Foundation(0)) => {
                return Err(error(
                    "There is no foundation f0; foundations are numbered from f1.",
                ))
            }
            Some(Target::Foundation(n)) => n - 1,
            Some(Target::Card(card)) => (0..elim.foundation_count())
                .find(|&f| elim.foundation_top(f) == Some(card))
                .ok_or_else(|| {
                    RuleError::new(
                        Message::new()
                            .card(card)
                            .text(" is not on top of a foundation."),
                    )
                })?,
            Some(Target::Number(n)) => {
                return Err(error(format!(
                    "Name a foundation as f1 to f{}, not {n}.",
                    elim.foundation_count()
                )))
            }
            None => {
                if column >= crate::games::eliminator::COLUMNS {
                    // Let the rules report the bad column.
                    0
                } else {
                    match (elim.column_top(column), elim.foundation_for(column)) {
                        (None, _) => return Err(error(format!("Column {} is empty.", column + 1))),
                        (Some(card), None) => {
                            return Err(RuleError::new(Message::new().card(card).text(
                                " fits no foundation; each foundation's top is not one rank away.",
                            )))
                        }
                        (Some(_), Some(f)) => f,
                    }
                }
            }
        };
        Ok(Move::Play { column, foundation })
    }
}

fn error(text: impl Into<String>) -> RuleError {
    RuleError::new(Message::from_text(text))
}

/// The command that replays `mv`, as the player would type it:
/// `remove 3 7`, `move 3 7` or `move 2 f1` (places numbered from 1).
pub fn move_command(mv: &Move) -> String {
    match mv {
        Move::Remove(slots) => {
            let places: Vec<String> = slots.iter().map(|s| (s + 1).to_string()).collect();
            format!("remove {}", places.join(" "))
        }
        Move::Build { from, to } => format!("move {} {}", from + 1, to + 1),
        Move::Play { column, foundation } => format!("move {} f{}", column + 1, foundation + 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parse::parse;

    fn session(game: GameId, codes: &str) -> Session {
        Session::new(Rules::standard(game), Deal::starting_with(codes).unwrap())
    }

    fn resolve(session: &Session, line: &str) -> Result<Move, String> {
        let command = parse(line).unwrap().unwrap();
        session
            .resolve(&command)
            .expect("a move command")
            .map_err(|e| e.to_string())
    }

    #[test]
    fn positions_are_typed_from_one() {
        let s = session(GameId::Elevens, "7H 4C");
        assert_eq!(resolve(&s, "remove 1 2"), Ok(Move::Remove(vec![0, 1])));
        assert_eq!(resolve(&s, "1 2"), Ok(Move::Remove(vec![0, 1])));
    }

    #[test]
    fn card_codes_are_found_on_the_board() {
        let s = session(GameId::Elevens, "7H 4C");
        assert_eq!(resolve(&s, "remove 4c 7h"), Ok(Move::Remove(vec![1, 0])));
        assert_eq!(
            resolve(&s, "remove 4c ks"),
            Err("KS is not showing.".into())
        );
    }

    #[test]
    fn position_zero_is_rejected() {
        let s = session(GameId::Elevens, "");
        assert_eq!(
            resolve(&s, "remove 0 1"),
            Err("There is no position 0; positions are numbered from 1.".into())
        );
    }

    #[test]
    fn the_wrong_kind_of_move_is_rejected() {
        let s = session(GameId::Elevens, "");
        assert!(resolve(&s, "move 1 2").unwrap_err().contains("remove P P"));
        let s = session(GameId::SweetSixteen, "");
        assert!(resolve(&s, "remove 1 2")
            .unwrap_err()
            .contains("move FROM TO"));
    }

    #[test]
    fn sweet_sixteen_moves_name_two_piles_or_cards() {
        let s = session(GameId::SweetSixteen, "5H 6C");
        assert_eq!(
            resolve(&s, "move 5h 6c"),
            Ok(Move::Build { from: 0, to: 1 })
        );
        assert_eq!(resolve(&s, "1 2"), Ok(Move::Build { from: 0, to: 1 }));
        assert!(resolve(&s, "move 1").is_err());
    }

    #[test]
    fn eliminator_move_without_a_foundation_picks_one() {
        let s = Session::new(Rules::standard(GameId::Eliminator), Deal::from_seed(3));
        assert_eq!(
            resolve(&s, "move 2"),
            Ok(Move::Play {
                column: 1,
                foundation: 0
            })
        );
        assert_eq!(
            resolve(&s, "2 f3"),
            Ok(Move::Play {
                column: 1,
                foundation: 2
            })
        );
        assert!(resolve(&s, "move 2 3").unwrap_err().contains("f1 to f6"));
    }

    #[test]
    fn move_commands_replay_the_move() {
        assert_eq!(move_command(&Move::Remove(vec![2, 6])), "remove 3 7");
        assert_eq!(move_command(&Move::Build { from: 0, to: 15 }), "move 1 16");
        assert_eq!(
            move_command(&Move::Play {
                column: 1,
                foundation: 0
            }),
            "move 2 f1"
        );
    }
}
