//! A game as the player types its name: an id, any unique prefix of one,
//! in any case, with spaces or underscores for hyphens; a name that is no
//! game's gets the game meant, by did-you-mean ([`closest`]), or the list.
//! The games themselves know only their ids ([`GameId::id`]); reading a
//! typed name, and the sentence that refuses one, are the text layer's.

use crate::games::GameId;
use crate::text::parse::shown;
use crate::text::suggest::closest;
use std::fmt;

/// Finds a game by id, case-insensitively, accepting any unique prefix
/// (`elim`, `SWEET`). Spaces and underscores count as hyphens.
pub fn resolve(text: &str) -> Result<GameId, UnknownGame> {
    let wanted = as_game_id(text);
    if let Some(exact) = GameId::ALL.iter().find(|g| g.id() == wanted) {
        return Ok(*exact);
    }
    let matches: Vec<GameId> = GameId::ALL
        .into_iter()
        .filter(|g| !wanted.is_empty() && g.id().starts_with(&wanted))
        .collect();
    match matches.as_slice() {
        [one] => Ok(*one),
        [] => Err(UnknownGame {
            given: text.to_string(),
            candidates: closest(&wanted, GameId::ALL.map(GameId::id))
                .and_then(|id| GameId::ALL.into_iter().find(|g| g.id() == id))
                .map_or_else(|| GameId::ALL.to_vec(), |meant| vec![meant]),
        }),
        _ => Err(UnknownGame {
            given: text.to_string(),
            candidates: matches,
        }),
    }
}

/// `text` as a game id is matched: trimmed, lowercased, spaces and
/// underscores read as hyphens ("Black Hole" is `black-hole`).
fn as_game_id(text: &str) -> String {
    text.trim().to_ascii_lowercase().replace([' ', '_'], "-")
}

/// A game name that matched no game, or more than one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame {
    /// What the user typed.
    pub given: String,
    /// The games it could mean: those it is a prefix of; or, when it is the
    /// prefix of none, the one game it is a misspelling of, else all of them.
    pub candidates: Vec<GameId>,
}

impl UnknownGame {
    /// True when what was typed begins the ids of several games (`el`: a
    /// game's name cut short, not a word meant as a command).
    pub fn is_ambiguous_prefix(&self) -> bool {
        let wanted = as_game_id(&self.given);
        self.candidates.len() > 1 && self.candidates.iter().all(|g| g.id().starts_with(&wanted))
    }
}

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let given = shown(&self.given);
        let ids: Vec<&str> = self.candidates.iter().map(|g| g.id()).collect();
        match self.candidates.as_slice() {
            // A unique prefix is a match, so one candidate is a suggestion.
            [meant] => write!(
                f,
                "There is no game called \"{given}\"; did you mean {meant}?"
            ),
            // Every game is too many to name in one sentence: the list
            // is one command away.
            all if all.len() == GameId::ALL.len() => write!(
                f,
                "There is no game called \"{given}\"; patience list names the {} games.",
                all.len()
            ),
            _ => write!(
                f,
                "\"{given}\" could be {}; type more of the name.",
                ids.join(" or ")
            ),
        }
    }
}

impl std::error::Error for UnknownGame {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_is_found_by_its_own_id() {
        for game in GameId::ALL {
            assert_eq!(resolve(game.id()), Ok(game));
        }
    }

    #[test]
    fn game_ids_match_case_insensitively() {
        assert_eq!(resolve("ELEVENS"), Ok(GameId::Elevens));
        assert_eq!(resolve("Sweet-Sixteen"), Ok(GameId::SweetSixteen));
    }

    #[test]
    fn a_unique_prefix_names_a_game() {
        assert_eq!(resolve("elim"), Ok(GameId::Eliminator));
        assert_eq!(resolve("eig"), Ok(GameId::Eighteens));
        assert_eq!(resolve("sw"), Ok(GameId::SweetSixteen));
        assert_eq!(resolve("su"), Ok(GameId::SuitElevens));
        assert_eq!(resolve("eleve"), Ok(GameId::Elevens));
        assert_eq!(resolve("elevat"), Ok(GameId::Elevator));
    }

    #[test]
    fn an_exact_id_wins_over_a_longer_id_it_prefixes() {
        // "elevens" is a whole id; nothing else starts with it, but the rule holds.
        assert_eq!(resolve("elevens"), Ok(GameId::Elevens));
    }

    #[test]
    fn an_ambiguous_prefix_lists_the_candidates() {
        let err = resolve("el").unwrap_err();
        assert_eq!(
            err.candidates,
            vec![GameId::Elevens, GameId::Eliminator, GameId::Elevator]
        );
        assert_eq!(
            err.to_string(),
            "\"el\" could be elevens or eliminator or elevator; type more of the name."
        );
        let err = resolve("e").unwrap_err();
        let starting_with_e = GameId::ALL.iter().filter(|g| g.id().starts_with('e'));
        assert_eq!(err.candidates.len(), starting_with_e.count());
    }

    #[test]
    fn a_misspelt_id_suggests_the_game_meant() {
        let err = resolve("elevns").unwrap_err();
        assert_eq!(err.candidates, vec![GameId::Elevens]);
        assert_eq!(
            err.to_string(),
            "There is no game called \"elevns\"; did you mean elevens?"
        );
        let err = resolve("sweet_sixten").unwrap_err();
        assert_eq!(err.candidates, vec![GameId::SweetSixteen]);
    }

    #[test]
    fn an_unknown_id_points_to_the_list_of_every_game() {
        let err = resolve("klondike").unwrap_err();
        assert_eq!(err.candidates.len(), GameId::ALL.len());
        assert_eq!(
            err.to_string(),
            format!(
                "There is no game called \"klondike\"; patience list names the {} games.",
                GameId::ALL.len()
            )
        );
        assert!(resolve("").is_err());
    }
}
