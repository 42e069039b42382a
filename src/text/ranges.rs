//! Runs of alike places read as one range: a board late in a game, or a
//! deal of face-down cards, is not read one "Position N: empty." at a time
//! but "Positions 1 to 20 are empty.", in every game and every mode that
//! reads the board a place to a line.

use crate::message::{Place, PlaceKind};
use crate::words::capitalise;

/// What one place of the board holds, as a reading of the board says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlaceSaid {
    /// Nothing: the place is empty (its cards cleared).
    Empty,
    /// A face-down card, whose face the player cannot see.
    FaceDown,
    /// Cards, said in these lines.
    Lines(Vec<String>),
}

impl PlaceSaid {
    /// What a run of places of this kind "are", or `None` for a place
    /// whose cards are said one by one.
    fn state(&self) -> Option<&'static str> {
        match self {
            PlaceSaid::Empty => Some("empty"),
            PlaceSaid::FaceDown => Some("face down"),
            PlaceSaid::Lines(_) => None,
        }
    }
}

/// Places `from` to `to` (0-based, `from < to`) of `kind` as a subject:
/// "Positions 4 and 5", "Columns 1 to 20".
fn run_name(kind: PlaceKind, from: usize, to: usize) -> String {
    let nouns = capitalise(&format!("{}s", kind.noun()));
    let join = if to == from + 1 { "and" } else { "to" };
    format!("{nouns} {} {join} {}", from + 1, to + 1)
}

/// The lines of the places of `kind`, the first numbered `first` (0-based):
/// each place's own lines, but a run of two or more empty places, or of two
/// or more face-down places, said in one sentence ("Positions 1 to 20 are
/// empty.", "Positions 4 and 5 are face down."); a lone one as "Position
/// 3: empty." or "Position 14: face down."
pub fn with_ranges(kind: PlaceKind, first: usize, places: Vec<PlaceSaid>) -> Vec<String> {
    let mut lines = Vec::new();
    let mut i = 0;
    while i < places.len() {
        let Some(state) = places[i].state() else {
            if let PlaceSaid::Lines(said) = &places[i] {
                lines.extend(said.iter().cloned());
            }
            i += 1;
            continue;
        };
        let run = places[i..]
            .iter()
            .take_while(|place| place.state() == Some(state))
            .count();
        let (from, to) = (first + i, first + i + run - 1);
        lines.push(if run == 1 {
            format!("{}: {state}.", capitalise(&Place::at(kind, from).words()))
        } else {
            format!("{} are {state}.", run_name(kind, from, to))
        });
        i += run;
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(line: &str) -> PlaceSaid {
        PlaceSaid::Lines(vec![line.to_string()])
    }

    #[test]
    fn a_run_of_empty_places_is_one_sentence_and_a_lone_one_its_own_line() {
        let places = vec![
            PlaceSaid::Empty,
            PlaceSaid::Empty,
            PlaceSaid::Empty,
            card("Position 4: king of hearts."),
            PlaceSaid::Empty,
            PlaceSaid::FaceDown,
            PlaceSaid::FaceDown,
        ];
        assert_eq!(
            with_ranges(PlaceKind::Position, 0, places),
            [
                "Positions 1 to 3 are empty.",
                "Position 4: king of hearts.",
                "Position 5: empty.",
                "Positions 6 and 7 are face down."
            ]
        );
    }

    #[test]
    fn ranges_count_from_the_first_place_given_and_use_the_games_noun() {
        let places = vec![PlaceSaid::Empty, PlaceSaid::Empty];
        assert_eq!(
            with_ranges(PlaceKind::Column, 10, places),
            ["Columns 11 and 12 are empty."]
        );
    }
}
