//! The rules module: one [`Game`] trait that every game implements, the
//! registry of game ids, and the moves, events and outcomes they share,
//! each concern in a file of its own: the registry (`registry.rs`), the
//! variants (`variants.rs`), moves and events (`moves.rs`), the board
//! (`view.rs`), the trait (`game.rs`), [`AnyGame`] (`any_game.rs`) and the
//! stock (`stock.rs`); every game and engine in its own file. This file
//! only declares them and names what the rest of the program uses.
//!
//! The rules never print: they return [`Event`]s and [`RuleError`]s made of
//! [`Message`](crate::message::Message) pieces, and the text renderer
//! decides how the player reads them. The games import nothing above them
//! (cards, deals and messages only; `tests/module_graph.rs` holds it).

pub mod all_in_a_row;
pub mod any_game;
pub mod black_hole;
pub mod block_ten;
pub mod cheops;
pub mod covered;
pub mod covered_shape;
pub mod descriptor;
pub mod eighteens;
pub mod elevator;
pub mod elevens;
pub mod eliminator;
pub mod escalator;
pub mod fifteens;
pub mod foundation;
pub mod foundation_shape;
pub mod game;
pub mod golf;
pub mod known_deals;
pub mod moves;
pub mod neptune;
pub mod nines;
pub mod pyramid;
pub mod rank_relation;
pub mod rank_target;
pub mod registry;
pub mod relaxed_golf;
pub mod removal;
pub mod resolve;
mod stock;
pub mod suit_elevens;
pub mod sweet_sixteen;
pub mod tens;
#[cfg(test)]
pub(crate) mod test_support;
pub mod thirteens;
pub mod tri_peaks;
pub mod variants;
pub mod view;

pub use any_game::AnyGame;
pub use covered::{CoverRules, CoveredGame};
pub use descriptor::{GameDescriptor, VariantInfo};
pub use foundation::FoundationGame;
pub use game::{Game, Wording};
pub(crate) use moves::wrong_kind_of_move;
pub use moves::{place_of, Alike, Event, Move, MoveKey, Outcome, RuleError, Step};
pub(crate) use registry::games_taking_deal;
pub use registry::GameId;
pub use removal::{RemovalGame, SetRules};
pub use resolve::{Asked, Target};
pub(crate) use stock::{stack_cards, Stock};
pub use sweet_sixteen::SweetSixteen;
pub use variants::{Rules, Variant, VariantError};
pub use view::{Board, CoveredView, Layout, View};
