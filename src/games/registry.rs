//! The registry of games: each game's id, and the one match from an id to
//! its game's own module ([`GameId::descriptor`]). Adding a game adds a
//! variant here, its arm in the match and its place in [`GameId::ALL`].

use super::descriptor::GameDescriptor;
use super::{
    all_in_a_row, black_hole, block_ten, eighteens, elevator, elevens, eliminator, escalator,
    fifteens, golf, neptune, nines, pyramid, suit_elevens, sweet_sixteen, tens, thirteens,
    tri_peaks,
};
use crate::message::PlaceKind;
use std::fmt;

/// The games, by command-line id.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameId {
    /// Eighteens: a face card and three different ranks summing to 18.
    Eighteens,
    /// Elevens: pairs summing to 11, or J, Q and K.
    Elevens,
    /// Sweet Sixteen: build down in alternating colours until the stock is empty.
    SweetSixteen,
    /// Eliminator: play column tops to foundations one rank up or down.
    Eliminator,
    /// Suit Elevens: same-suit sets summing to 11, or J, Q and K of a suit.
    SuitElevens,
    /// Black Hole: 17 columns onto one foundation, a rank up or down, wrapping.
    BlackHole,
    /// All in a Row: 13 columns onto one foundation, a rank up or down, wrapping.
    AllInARow,
    /// Golf: 7 columns and a stock onto one foundation, never on a king.
    Golf,
    /// Pyramid: remove pairs summing to 13 and kings from a pyramid and a stock.
    Pyramid,
    /// Tri Peaks: play free cards a rank up or down onto the waste.
    TriPeaks,
    /// Thirteens: pairs summing to 13, or a king alone.
    Thirteens,
    /// Tens: pairs summing to 10, or four 10s, jacks, queens or kings.
    Tens,
    /// Nines: pairs summing to 9, a nine alone, or 10, J, Q and K.
    Nines,
    /// Fifteens: cards ace to 9 summing to 15, or 10, J, Q and K.
    Fifteens,
    /// Neptune: pairs one rank apart until the stock is dealt out.
    Neptune,
    /// Block Ten: pairs summing to 10, or two of a face rank; tens stay.
    BlockTen,
    /// Escalator: play free cards of a face-up pyramid a rank up or down
    /// onto the waste.
    Escalator,
    /// Elevator: Escalator with the pyramid's top six rows face down.
    Elevator,
}

impl GameId {
    /// Every game, in the order `patience list` shows them.
    pub const ALL: [GameId; 18] = [
        GameId::Eighteens,
        GameId::Elevens,
        GameId::SweetSixteen,
        GameId::Eliminator,
        GameId::SuitElevens,
        GameId::BlackHole,
        GameId::AllInARow,
        GameId::Golf,
        GameId::Pyramid,
        GameId::TriPeaks,
        GameId::Thirteens,
        GameId::Tens,
        GameId::Nines,
        GameId::Fifteens,
        GameId::Neptune,
        GameId::BlockTen,
        GameId::Escalator,
        GameId::Elevator,
    ];

    /// Everything about the game besides its rules engine: the one place
    /// that maps an id to its game's own module. A `const fn`, so that
    /// what all the games share can be worked out when the program is
    /// built ([`foundation_shape::LARGEST_LAYOUT`]). Each game's
    /// `DESCRIPTOR` is a `static`, not a `const`: a constant's data, its
    /// rules document included, is copied into every codegen unit that
    /// uses it (twelve copies of each document in the release binary),
    /// where a static is in the binary once.
    pub const fn descriptor(self) -> &'static GameDescriptor {
        match self {
            GameId::Eighteens => &eighteens::DESCRIPTOR,
            GameId::Elevens => &elevens::DESCRIPTOR,
            GameId::SweetSixteen => &sweet_sixteen::DESCRIPTOR,
            GameId::Eliminator => &eliminator::DESCRIPTOR,
            GameId::SuitElevens => &suit_elevens::DESCRIPTOR,
            GameId::BlackHole => &black_hole::DESCRIPTOR,
            GameId::AllInARow => &all_in_a_row::DESCRIPTOR,
            GameId::Golf => &golf::DESCRIPTOR,
            GameId::Pyramid => &pyramid::DESCRIPTOR,
            GameId::TriPeaks => &tri_peaks::DESCRIPTOR,
            GameId::Thirteens => &thirteens::DESCRIPTOR,
            GameId::Tens => &tens::DESCRIPTOR,
            GameId::Nines => &nines::DESCRIPTOR,
            GameId::Fifteens => &fifteens::DESCRIPTOR,
            GameId::Neptune => &neptune::DESCRIPTOR,
            GameId::BlockTen => &block_ten::DESCRIPTOR,
            GameId::Escalator => &escalator::DESCRIPTOR,
            GameId::Elevator => &elevator::DESCRIPTOR,
        }
    }

    /// The command-line id, such as `sweet-sixteen`.
    pub fn id(self) -> &'static str {
        self.descriptor().id
    }

    /// The game's name as a title: "Sweet Sixteen".
    pub fn name(self) -> &'static str {
        self.descriptor().name
    }

    /// A one-line summary for `patience list`.
    pub fn summary(self) -> &'static str {
        self.descriptor().summary
    }

    /// What a numbered place on this game's tableau is called.
    pub fn place_kind(self) -> PlaceKind {
        self.descriptor().place_kind
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The names of the games whose `deal` turns a stock card by hand, joined
/// as "Golf, Pyramid and Tri Peaks".
pub(crate) fn games_taking_deal() -> String {
    let names: Vec<String> = GameId::ALL
        .into_iter()
        .filter(|g| g.descriptor().turns_stock)
        .map(|g| g.name().to_string())
        .collect();
    crate::message::join_with_and(&names)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Deal;
    use crate::games::{AnyGame, Game, Move, Rules};

    #[test]
    fn each_game_id_maps_to_the_descriptor_of_its_own_game() {
        for game in GameId::ALL {
            let descriptor = game.descriptor();
            assert_eq!(game.id(), descriptor.id);
            assert!(
                descriptor
                    .rules_doc
                    .starts_with(&format!("# {}", descriptor.name)),
                "{game:?}'s rules document is another game's"
            );
        }
    }

    /// `deal` is offered, parsed and helped where the descriptor says a
    /// stock turns; the rules offer a turn in exactly those games.
    #[test]
    fn a_descriptor_turns_a_stock_exactly_where_the_rules_offer_a_turn() {
        for game in GameId::ALL {
            let (dealt, _) = AnyGame::new(Rules::standard(game), &Deal::from_seed(1));
            assert_eq!(
                game.descriptor().turns_stock,
                dealt.legal_moves().contains(&Move::Turn),
                "{game:?}"
            );
        }
        assert!(games_taking_deal().contains("Golf"));
    }
}
