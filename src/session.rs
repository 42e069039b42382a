//! A game in progress: the rules, the deal, the current state and the moves
//! played since the deal. The session turns a parsed command's targets into a
//! [`Move`] by looking at the board, and hands the move to the rules.

use crate::deal::Deal;
use crate::games::resolve::error;
use crate::games::{AnyGame, Asked, Event, Game, Move, RuleError, Rules};
use crate::play_id::PlayId;
use crate::text::in_play::InPlay;
use crate::text::parse::Command;

/// What an entry of the timeline did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A move.
    Move(Move),
    /// A return to the deal (which can itself be undone).
    Restart,
}

/// What a state-changing command did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// A move was made.
    Moved(Event),
    /// These actions were taken back, latest first.
    Undone(Vec<Action>),
    /// These actions were played again, in order.
    Redone(Vec<Action>),
    /// The game went back to the deal.
    Restarted,
}

/// How often the timeline keeps a whole state: every this many entries.
/// Other states are rebuilt by replaying from the nearest checkpoint, so the
/// timeline costs about one move per entry, not one state.
const CHECKPOINT_EVERY: usize = 32;

/// A game in progress and how it got there: the deal, and a timeline of
/// moves and restarts, of which the first `position` are in effect (the
/// rest can be redone).
#[derive(Clone, Debug)]
pub struct Session {
    rules: Rules,
    deal: Deal,
    start: AnyGame,
    opening: Event,
    timeline: Vec<Action>,
    /// `checkpoints[k]` is the state after the first `(k + 1) * CHECKPOINT_EVERY` entries.
    checkpoints: Vec<AnyGame>,
    position: usize,
    /// The timeline positions just after each restart entry, ascending.
    restarts: Vec<usize>,
    current: AnyGame,
    undos: usize,
    hints: usize,
    /// This game's id, kept by `restart`, saves and their replays.
    id: PlayId,
    /// True once an undo or restart hid again cards the player had seen (put
    /// dealt cards back into the stock): the player has seen part of the
    /// unseen cards' order.
    saw_stock: bool,
}

impl Session {
    /// Deals a new game.
    pub fn new(rules: Rules, deal: Deal) -> Session {
        let (start, opening) = AnyGame::new(rules, &deal);
        Session {
            rules,
            deal,
            current: start.clone(),
            start,
            opening,
            timeline: Vec::new(),
            checkpoints: Vec::new(),
            position: 0,
            restarts: Vec::new(),
            undos: 0,
            hints: 0,
            id: PlayId::fresh(),
            saw_stock: false,
        }
    }

    /// This game's id: fresh for a new deal, kept by `restart` and saves.
    pub fn id(&self) -> PlayId {
        self.id
    }

    /// Gives the session the id of the game it replays (from a save's header).
    pub fn set_id(&mut self, id: PlayId) {
        self.id = id;
    }

    /// True if the player had help: a hint, or an undo or restart that put
    /// cards dealt from the stock back into it (so their order was seen).
    pub fn assisted(&self) -> bool {
        self.saw_stock || self.hints > 0
    }

    /// Marks the game as assisted (a save's header says it was).
    pub fn mark_assisted(&mut self) {
        self.saw_stock = true;
    }

    /// Notes whether going from `before` unseen cards to the current state
    /// hid again cards the player had seen ([`Game::unseen`]: the stock, and
    /// any face-down card).
    fn note_stock_seen(&mut self, before: usize) {
        if self.current.unseen().len() > before {
            self.saw_stock = true;
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
        &self.current
    }

    /// What the opening deal did (in Eighteens, it may discard aces).
    pub fn opening(&self) -> &Event {
        &self.opening
    }

    /// The moves that led from the deal to the current state (those since
    /// the last restart still in effect), in order: replaying them from the
    /// deal gives the current state.
    pub fn moves(&self) -> Vec<&Move> {
        let in_effect = &self.timeline[..self.position];
        let since_restart = in_effect
            .iter()
            .rposition(|a| *a == Action::Restart)
            .map_or(0, |i| i + 1);
        in_effect[since_restart..]
            .iter()
            .filter_map(|a| match a {
                Action::Move(mv) => Some(mv),
                Action::Restart => None,
            })
            .collect()
    }

    /// How many moves led from the deal to the current state: the length of
    /// [`Session::moves`], found without walking the timeline.
    pub fn move_count(&self) -> usize {
        let in_effect = self.restarts.partition_point(|&r| r <= self.position);
        match in_effect {
            0 => self.position,
            k => self.position - self.restarts[k - 1],
        }
    }

    /// How many moves the player has taken back in this game.
    pub fn undo_count(&self) -> usize {
        self.undos
    }

    /// How many hints the player has asked for in this game.
    pub fn hint_count(&self) -> usize {
        self.hints
    }

    /// Counts a hint asked for.
    pub fn count_hint(&mut self) {
        self.hints += 1;
    }

    /// Adds an entry after the current position (dropping any that could
    /// have been redone), with the state it leaves.
    fn push(&mut self, action: Action, after: AnyGame) {
        self.timeline.truncate(self.position);
        self.checkpoints.truncate(self.position / CHECKPOINT_EVERY);
        let kept = self.restarts.partition_point(|&r| r <= self.position);
        self.restarts.truncate(kept);
        let restart = action == Action::Restart;
        self.timeline.push(action);
        self.position += 1;
        if restart {
            self.restarts.push(self.position);
        }
        if self.position.is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push(after.clone());
        }
        self.current = after;
    }

    /// The state after the first `position` entries: the nearest checkpoint
    /// at or before it, with the entries since replayed.
    fn state_at(&self, position: usize) -> AnyGame {
        let done = position / CHECKPOINT_EVERY;
        let mut state = match done {
            0 => self.start.clone(),
            n => self.checkpoints[n - 1].clone(),
        };
        for action in &self.timeline[done * CHECKPOINT_EVERY..position] {
            match action {
                Action::Move(mv) => {
                    state
                        .apply(mv)
                        .expect("a move in the timeline replays as it was played");
                }
                Action::Restart => state = self.start.clone(),
            }
        }
        state
    }

    /// Makes a move, or says why it is illegal and changes nothing. Once the
    /// game is won or lost, no move is accepted.
    pub fn play(&mut self, mv: &Move) -> Result<Event, RuleError> {
        match self.game().outcome() {
            crate::games::Outcome::Playing => {}
            done => {
                return Err(error(format!(
                    "This game is {}; type undo, new, restart or quit.",
                    if done == crate::games::Outcome::Won {
                        "won"
                    } else {
                        "lost"
                    }
                )))
            }
        }
        let mut after = self.game().clone();
        let event = after.apply(mv)?;
        self.push(Action::Move(mv.clone()), after);
        Ok(event)
    }

    /// Returns to the deal. The restart is an entry of its own, so `undo`
    /// takes it back.
    pub fn restart(&mut self) {
        let before = self.current.unseen().len();
        self.push(Action::Restart, self.start.clone());
        self.note_stock_seen(before);
    }

    /// Takes back up to `count` entries (moves or restarts); returns the
    /// actions taken back, latest first, or an error if there is nothing to undo.
    pub fn undo(&mut self, count: usize) -> Result<Vec<Action>, RuleError> {
        if self.position == 0 {
            return Err(error("There is nothing to undo; this is the deal."));
        }
        let steps = count.min(self.position);
        let undone = self.timeline[self.position - steps..self.position]
            .iter()
            .rev()
            .cloned()
            .collect();
        let before = self.current.unseen().len();
        self.position -= steps;
        self.current = self.state_at(self.position);
        self.note_stock_seen(before);
        self.undos += steps;
        Ok(undone)
    }

    /// True when `undo` has something to take back (a move or a restart).
    pub fn can_undo(&self) -> bool {
        self.position > 0
    }

    /// Plays again up to `count` entries taken back by `undo`; returns them
    /// in order, or an error if there is nothing to redo.
    pub fn redo(&mut self, count: usize) -> Result<Vec<Action>, RuleError> {
        let available = self.timeline.len() - self.position;
        if available == 0 {
            return Err(error("There is nothing to redo."));
        }
        let steps = count.min(available);
        let redone = self.timeline[self.position..self.position + steps].to_vec();
        self.position += steps;
        self.current = self.state_at(self.position);
        Ok(redone)
    }

    /// True once anything has happened: a move, undo, restart, or the game
    /// being over (a deal can be lost before any move).
    pub fn touched(&self) -> bool {
        !self.timeline.is_empty() || self.game().outcome() != crate::games::Outcome::Playing
    }

    /// Carries out a command that changes the game: a move (`remove`, `move`
    /// or a bare line), `undo`, `redo` or `restart`. Gives `None` for every
    /// other command, which the caller handles.
    pub fn apply_command(&mut self, command: &Command) -> Option<Result<Change, RuleError>> {
        let change = match command {
            Command::Undo(n) => self.undo(*n).map(Change::Undone),
            Command::Redo(n) => self.redo(*n).map(Change::Redone),
            Command::Restart => {
                self.restart();
                Ok(Change::Restarted)
            }
            _ => {
                let mv = self.resolve(command)?;
                mv.and_then(|mv| self.play(&mv)).map(Change::Moved)
            }
        };
        Some(change)
    }

    /// Turns a move command (`remove`, `move` or a bare line) into a move on
    /// this board, or says in one sentence why it names nothing playable; a
    /// rank named alone ("king") is the one card of it showing that the
    /// command can take (`games::rank_target`). Other commands are not
    /// moves and give `None`.
    pub fn resolve(&self, command: &Command) -> Option<Result<Move, RuleError>> {
        let (asked, targets) = match command {
            Command::Remove(targets) => (Asked::Remove, targets.clone()),
            Command::Move { from, to } => (
                Asked::Move,
                [Some(*from), *to].into_iter().flatten().collect(),
            ),
            Command::Bare(targets) => (Asked::Bare, targets.clone()),
            Command::Deal => (Asked::Deal, Vec::new()),
            _ => return None,
        };
        Some(crate::games::rank_target::resolve_naming_ranks(
            self.game(),
            asked,
            &targets,
        ))
    }
}

impl Action {
    /// The command that replays this action: a move's command, or `restart`.
    pub fn command(&self) -> Command {
        match self {
            Action::Move(mv) => Command::of_move(mv),
            Action::Restart => Command::Restart,
        }
    }
}

impl InPlay for Session {
    fn rules(&self) -> Rules {
        Session::rules(self)
    }

    fn deal(&self) -> &Deal {
        Session::deal(self)
    }

    fn game(&self) -> &AnyGame {
        Session::game(self)
    }

    fn opening(&self) -> &Event {
        Session::opening(self)
    }

    fn moves(&self) -> Vec<&Move> {
        Session::moves(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{GameId, View};
    use crate::text::command::move_command;
    use crate::text::parse::parse;

    #[test]
    fn every_legal_move_typed_as_its_command_resolves_to_itself() {
        for game in GameId::ALL {
            for seed in 1..40 {
                let mut s = Session::new(Rules::standard(game), Deal::from_seed(seed));
                for _ in 0..6 {
                    let moves = s.game().legal_moves();
                    for mv in &moves {
                        let typed = move_command(mv);
                        let command = parse(&typed).unwrap().unwrap();
                        assert_eq!(
                            s.resolve(&command).unwrap().as_ref(),
                            Ok(mv),
                            "{game:?} seed {seed}: {typed}"
                        );
                    }
                    let Some(first) = moves.first() else { break };
                    s.play(first).unwrap();
                }
            }
        }
    }

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
        assert!(resolve(&s, "move 1 2").unwrap_err().contains("remove 3 7"));
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

    fn apply(session: &mut Session, line: &str) -> Result<Change, String> {
        let command = parse(line).unwrap().unwrap();
        session
            .apply_command(&command)
            .expect("a state-changing command")
            .map_err(|e| e.to_string())
    }

    #[test]
    fn undo_and_redo_round_trip_the_exact_state_in_every_game() {
        for game in GameId::ALL {
            for seed in 0..20 {
                let mut s = Session::new(Rules::standard(game), Deal::from_seed(seed));
                let mut states = vec![s.game().clone()];
                for turn in 0..12 {
                    // A Sweet Sixteen game that can never deal again is lost
                    // with moves left; a lost game takes no move.
                    if s.game().outcome() != crate::games::Outcome::Playing {
                        break;
                    }
                    let legal = s.game().legal_moves();
                    let Some(mv) = legal.get(turn % legal.len().max(1)) else {
                        break;
                    };
                    s.play(mv).unwrap();
                    states.push(s.game().clone());
                }
                let made = states.len() - 1;
                for back in (0..made).rev() {
                    s.undo(1).unwrap();
                    assert_eq!(s.game(), &states[back], "{game} seed {seed}");
                }
                assert!(s.undo(1).is_err());
                if made == 0 {
                    continue;
                }
                s.redo(made).unwrap();
                assert_eq!(s.game(), &states[made]);
                assert_eq!(s.moves().len(), made);
            }
        }
    }

    #[test]
    fn undo_and_redo_across_many_checkpoints_restore_each_state() {
        // Sweet Sixteen lets a card shuttle between two piles: a long timeline.
        let mut s = session(
            GameId::SweetSixteen,
            "6C 7D 7H 9C 9D 9H 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D KS",
        );
        s.play(&Move::Build { from: 0, to: 1 }).unwrap(); // 6C onto 7D; KS dealt to pile 1
        let mut states = vec![s.game().clone()];
        for turn in 0..200 {
            let (from, to) = if turn % 2 == 0 { (1, 2) } else { (2, 1) };
            s.play(&Move::Build { from, to }).unwrap();
            states.push(s.game().clone());
        }
        for back in [1, 31, 32, 33, 100, 200] {
            s.undo(back).unwrap();
            assert_eq!(s.game(), &states[200 - back], "undo {back}");
            s.redo(back).unwrap();
            assert_eq!(s.game(), &states[200], "redo {back}");
        }
        s.undo(150).unwrap();
        s.restart();
        s.undo(1).unwrap();
        assert_eq!(s.game(), &states[50]);
    }

    #[test]
    fn the_move_count_matches_the_moves_through_undo_redo_and_restart() {
        let mut s = Session::new(Rules::standard(GameId::SweetSixteen), Deal::from_seed(3));
        let script = [
            "play", "play", "restart", "play", "undo", "undo", "redo", "play", "restart", "undo",
            "undo", "redo", "redo", "play", "restart", "restart", "undo",
        ];
        for (turn, step) in script.iter().enumerate() {
            match *step {
                "play" => {
                    let legal = s.game().legal_moves();
                    if let Some(mv) = legal.get(turn % legal.len().max(1)) {
                        s.play(mv).unwrap();
                    }
                }
                "restart" => s.restart(),
                "undo" => {
                    let _ = s.undo(1);
                }
                _ => {
                    let _ = s.redo(1);
                }
            }
            assert_eq!(s.move_count(), s.moves().len(), "after {turn}: {step}");
        }
    }

    #[test]
    fn redo_deals_the_same_cards_again() {
        let mut s = session(GameId::Elevens, "QH 4C KD 2S 9D AH 10C 7H 5S 3S 3H");
        apply(&mut s, "remove 7h 4c").unwrap();
        let after_move = s.game().clone();
        apply(&mut s, "undo").unwrap();
        assert_eq!(s.game().stock_len(), 43);
        apply(&mut s, "redo").unwrap();
        assert_eq!(s.game(), &after_move);
        assert_eq!(s.game().board().tableau[1], vec!["3S".parse().unwrap()]);
    }

    #[test]
    fn undo_after_a_loss_reopens_the_game() {
        let mut s = session(GameId::Elevens, "AC 10C 2D 2H 2S 3C 3D 3H 3S 4C 4D");
        apply(&mut s, "remove 1 2").unwrap();
        assert_eq!(s.game().outcome(), crate::games::Outcome::Lost);
        apply(&mut s, "undo").unwrap();
        assert_eq!(s.game().outcome(), crate::games::Outcome::Playing);
    }

    #[test]
    fn restart_returns_to_the_deal_and_can_be_undone() {
        let mut s = session(GameId::Elevens, "QH 4C KD 2S 9D AH 10C 7H 5S 3S 3H");
        apply(&mut s, "remove 7h 4c").unwrap();
        let played = s.game().clone();
        apply(&mut s, "restart").unwrap();
        assert_eq!(s.game().stock_len(), 43);
        assert!(s.moves().is_empty());
        let undone = apply(&mut s, "undo").unwrap();
        assert_eq!(undone, Change::Undone(vec![Action::Restart]));
        assert_eq!(s.game(), &played);
        assert_eq!(s.moves().len(), 1);
    }

    #[test]
    fn a_new_move_after_undo_drops_the_redo_list() {
        let mut s = session(GameId::Elevens, "QH 4C KD 2S 9D AH 10C 7H 5S 3S 3H");
        apply(&mut s, "remove 7h 4c").unwrap();
        apply(&mut s, "undo").unwrap();
        apply(&mut s, "remove 7h 4c").unwrap();
        assert_eq!(
            apply(&mut s, "redo"),
            Err("There is nothing to redo.".into())
        );
    }

    #[test]
    fn undo_counts_more_than_available_stop_at_the_deal() {
        let mut s = session(GameId::Elevens, "QH 4C KD 2S 9D AH 10C 7H 5S 3S 3H");
        apply(&mut s, "remove 7h 4c").unwrap();
        let undone = apply(&mut s, "undo 5").unwrap();
        assert_eq!(
            undone,
            Change::Undone(vec![Action::Move(Move::Remove(vec![7, 1]))])
        );
        assert!(s.moves().is_empty());
        assert_eq!(s.undo_count(), 1);
    }
}

#[cfg(test)]
mod eliminator_target_tests {
    use super::*;
    use crate::games::GameId;
    use crate::text::parse::parse;

    fn resolve(session: &Session, line: &str) -> Result<Move, String> {
        let command = parse(line).unwrap().unwrap();
        session
            .resolve(&command)
            .unwrap()
            .map_err(|e| e.to_string())
    }

    #[test]
    fn a_card_never_leaves_a_foundation() {
        let s = Session::new(Rules::standard(GameId::Eliminator), Deal::from_seed(3));
        assert_eq!(
            resolve(&s, "move f1 2"),
            Err("Foundation f1 cannot be moved from; name a column.".into())
        );
    }

    #[test]
    fn move_column_says_when_the_card_fits_no_foundation() {
        // Four foundations hold 7s; column tops are 2s.
        let codes = "AC 3C 4C 5C 6C 8C 9C 10C JC QC KC AD 3D 4D 5D 6D 8D 9D 10D JD QD KD \
            AH 3H 4H 5H 6H 8H 9H 10H JH QH KH AS 3S 4S 5S 6S 8S 9S 10S JS QS KS \
            2C 2D 2H 2S 7C 7D 7H 7S";
        let rules = Rules::with_options(GameId::Eliminator, None, Some(4)).unwrap();
        let mut s = Session::new(rules, Deal::parse(codes).unwrap());
        for line in ["move 1", "move 2", "move 3", "move 4"] {
            let mv = resolve(&s, line).unwrap();
            s.play(&mv).unwrap();
        }
        assert_eq!(
            resolve(&s, "move 1"),
            Err("2C fits no foundation; each foundation's top is not one rank away.".into())
        );
    }

    #[test]
    fn deal_in_a_game_without_a_stock_to_turn_names_golf() {
        for game in [GameId::Elevens, GameId::Eliminator, GameId::BlackHole] {
            let s = Session::new(Rules::standard(game), Deal::from_seed(3));
            assert_eq!(
                resolve(&s, "deal"),
                Err(format!(
                    "{} has no stock to turn by hand; deal is for {}.",
                    game.name(),
                    crate::games::games_taking_deal()
                )),
            );
        }
        assert!(crate::games::games_taking_deal().contains("Golf"));
        let s = Session::new(Rules::standard(GameId::Golf), Deal::from_seed(3));
        assert_eq!(resolve(&s, "d"), Ok(Move::Turn));
    }

    #[test]
    fn taking_back_a_deal_or_restarting_after_one_marks_the_game_assisted() {
        let played = || {
            let mut s = Session::new(Rules::standard(GameId::Elevens), Deal::from_seed(42));
            let mv = resolve(&s, "remove 4 8").unwrap();
            s.play(&mv).unwrap();
            s
        };
        let mut undone = played();
        assert!(!undone.assisted());
        undone.undo(1).unwrap();
        assert!(undone.assisted());
        let mut restarted = played();
        restarted.restart();
        assert!(restarted.assisted());
        let mut redone = played();
        redone.redo(1).unwrap_err();
        assert!(!redone.assisted());
    }

    #[test]
    fn a_restart_keeps_the_games_id_and_a_new_deal_gets_another() {
        let mut s = Session::new(Rules::standard(GameId::Elevens), Deal::from_seed(42));
        let id = s.id();
        s.restart();
        assert_eq!(s.id(), id);
        let other = Session::new(Rules::standard(GameId::Elevens), Deal::from_seed(42));
        assert_ne!(other.id(), id);
    }
}
