//! Elevator (PySolFC's game 40): Escalator ([`super::escalator`]) with the
//! top six rows of the pyramid, 21 cards, dealt face down, each turning
//! face up once both cards covering it are gone; the bottom row of seven
//! is face up. A free face-up card goes onto the waste if it is one rank
//! above or below the waste's top, suit ignored, king and ace next to each
//! other; one pass through a face-down stock; won when the 28 pyramid
//! cards are gone. The covered engine ([`super::covered`]) plays it.

use super::covered::CoveredGame;
use super::descriptor::GameDescriptor;
use super::tri_peaks::RelaxedGolfRules;
use super::{escalator, pyramid};

/// Elevator's rules: Escalator's, the top six rows dealt face down.
pub(crate) static RULES: RelaxedGolfRules = RelaxedGolfRules::on(pyramid::SHAPE, 6);

/// Elevator, as the program names, explains and solves it: Escalator's
/// descriptor (its goal, moves, `show`, hints and boards) but for its
/// names, its rules document and its deal.
pub static DESCRIPTOR: GameDescriptor = GameDescriptor {
    id: "elevator",
    name: "Elevator",
    summary: "A pyramid of 28, 21 face down; play a rank up or down, wrapping.",
    rules_doc: include_str!("../../docs/rules/elevator.md"),
    deal: |rules, deal| CoveredGame::deal(rules, &RULES, deal),
    ..escalator::DESCRIPTOR
};

#[cfg(test)]
#[path = "elevator_tests.rs"]
mod tests;
