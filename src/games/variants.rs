//! A game's variants and the rules it is played by: [`Variant`], [`Rules`]
//! (a game and its variant) and the command-line options that choose them.
//! Which variants a game has is its descriptor's list
//! ([`GameDescriptor::variants`](super::GameDescriptor::variants)), so a
//! variant is added in its game's file alone.

use super::descriptor::VariantInfo;
use super::GameId;
use crate::message::{join_with_and, join_with_or};
use std::fmt;

/// Why the variant options do not fit the game, as [`Rules::with_options`]
/// reports it. The sentence names the games that take the option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// `--variant NAME` for a game without it, though another game has it
    /// (the name lowercased, as it was read).
    NotOffered(String, GameId),
    /// A variant name that no game has (lowercased, as it was read).
    NoSuchVariant(String),
    /// `--foundations` for a game without foundations to choose.
    FoundationsNotOffered(GameId),
    /// A number of foundations the game does not play with.
    FoundationCount(GameId, u8),
}

/// The games' variants chosen by name (not by `--foundations`), each
/// game's standard form left out: (game, variant).
fn named_variants() -> impl Iterator<Item = (GameId, &'static VariantInfo)> {
    GameId::ALL.into_iter().flat_map(|game| {
        game.descriptor()
            .variants
            .iter()
            .skip(1)
            .filter(|v| v.foundations.is_none())
            .map(move |v| (game, v))
    })
}

/// The ids of the games that have a variant called `name`, joined by "and".
fn games_with(name: &str) -> String {
    let ids: Vec<&str> = named_variants()
        .filter(|(_, v)| v.name == name)
        .map(|(game, _)| game.id())
        .collect();
    ids.join(" and ")
}

/// The ids of the games whose foundations `--foundations` chooses.
fn games_with_foundations() -> String {
    let ids: Vec<&str> = GameId::ALL
        .into_iter()
        .filter(|g| !foundation_counts(*g).is_empty())
        .map(GameId::id)
        .collect();
    ids.join(" and ")
}

/// The numbers of foundations `--foundations` may give `game`, fewest first.
fn foundation_counts(game: GameId) -> Vec<u8> {
    let mut counts: Vec<u8> = game
        .descriptor()
        .variants
        .iter()
        .filter_map(|v| v.foundations)
        .collect();
    counts.sort_unstable();
    counts
}

/// The variants there are, with the games of each but the standard:
/// "standard, pairs (suit-elevens only) and relaxed (pyramid only)".
fn variant_list() -> String {
    let mut names = vec!["standard".to_string()];
    let mut seen: Vec<&str> = Vec::new();
    for (_, variant) in named_variants() {
        if !seen.contains(&variant.name) {
            seen.push(variant.name);
            names.push(format!(
                "{} ({} only)",
                variant.name,
                games_with(variant.name)
            ));
        }
    }
    join_with_and(&names)
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::NotOffered(name, game) => write!(
                f,
                "The {name} variant is for {}, not {}.",
                games_with(name),
                game.id()
            ),
            VariantError::NoSuchVariant(name) => write!(
                f,
                "There is no variant called \"{name}\"; the variants are {}.",
                variant_list()
            ),
            VariantError::FoundationsNotOffered(game) => write!(
                f,
                "--foundations is for {}, not {}.",
                games_with_foundations(),
                game.id()
            ),
            VariantError::FoundationCount(game, n) => {
                let counts: Vec<String> =
                    foundation_counts(*game).iter().map(u8::to_string).collect();
                write!(
                    f,
                    "{} plays with {} foundations, not {n}.",
                    game.name(),
                    join_with_or(&counts)
                )
            }
        }
    }
}

impl std::error::Error for VariantError {}

/// A game's variant: which of the forms its descriptor lists
/// ([`GameDescriptor::variants`](super::GameDescriptor::variants)) it is
/// played in, the standard form first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Variant(u8);

impl Variant {
    /// Every game's standard form: the first of its variants.
    pub const STANDARD: Variant = Variant(0);

    /// The variant at `index` in a game's list of variants.
    pub const fn nth(index: u8) -> Variant {
        Variant(index)
    }

    /// Where the variant stands in its game's list.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// A game and its variant: everything needed, with a deal, to start playing.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Which game.
    pub game: GameId,
    /// Which variant of it.
    pub variant: Variant,
}

impl Rules {
    /// The standard form of `game`.
    pub fn standard(game: GameId) -> Rules {
        Rules {
            game,
            variant: Variant::STANDARD,
        }
    }

    /// Every rule set there is to play, from the registry: each game in
    /// each of the forms its descriptor lists, the standard form first, in
    /// the order of [`GameId::ALL`]. Tests and fuzz targets go over these,
    /// so a new game or variant is covered without an edit.
    pub fn every() -> Vec<Rules> {
        GameId::ALL
            .into_iter()
            .flat_map(|game| {
                (0..game.descriptor().variants.len()).map(move |i| Rules {
                    game,
                    variant: Variant(i as u8),
                })
            })
            .collect()
    }

    /// What this variant of the game is: its name, what it changes, its
    /// goal where it differs.
    pub fn info(self) -> &'static VariantInfo {
        self.game.descriptor().variant(self.variant)
    }

    /// Checks the command-line variant options against the game:
    /// `--variant NAME` (`standard`, or a variant the game lists) and
    /// `--foundations N` (a number of foundations the game plays with).
    pub fn with_options(
        game: GameId,
        variant: Option<&str>,
        foundations: Option<u8>,
    ) -> Result<Rules, VariantError> {
        let variants = game.descriptor().variants;
        let mut rules = Rules::standard(game);
        match variant.map(|v| v.trim().to_ascii_lowercase()) {
            None => {}
            Some(v) if v == "standard" => {}
            Some(v) => {
                let at = variants
                    .iter()
                    .position(|info| info.name == v && info.foundations.is_none());
                match at {
                    Some(at) => rules.variant = Variant(at as u8),
                    None if named_variants().any(|(_, info)| info.name == v) => {
                        return Err(VariantError::NotOffered(v, game))
                    }
                    None => return Err(VariantError::NoSuchVariant(v)),
                }
            }
        }
        if let Some(n) = foundations {
            if foundation_counts(game).is_empty() {
                return Err(VariantError::FoundationsNotOffered(game));
            }
            let at = variants.iter().position(|info| info.foundations == Some(n));
            match at {
                Some(at) => rules.variant = Variant(at as u8),
                None => return Err(VariantError::FoundationCount(game, n)),
            }
        }
        Ok(rules)
    }

    /// The variant's name as it appears in records and save files:
    /// `standard`, `pairs`, or `4-foundations`.
    pub fn variant_name(self) -> String {
        self.info().name.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_variant_error_names_the_games_that_take_the_option() {
        let said = |variant, foundations| {
            Rules::with_options(GameId::Elevens, variant, foundations)
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            said(Some("pairs"), None),
            "The pairs variant is for suit-elevens, not elevens."
        );
        let no_such = said(Some(" Triples "), None);
        assert!(
            no_such
                .starts_with("There is no variant called \"triples\"; the variants are standard"),
            "{no_such}"
        );
        assert!(no_such.contains("pairs (suit-elevens only)"), "{no_such}");
        assert!(no_such.contains("relaxed (pyramid only)"), "{no_such}");
        assert!(!no_such.contains("foundations"), "{no_such}");
        assert_eq!(
            said(None, Some(5)),
            "--foundations is for eliminator, not elevens."
        );
        assert_eq!(
            Rules::with_options(GameId::Eliminator, None, Some(9)),
            Err(VariantError::FoundationCount(GameId::Eliminator, 9))
        );
        assert_eq!(
            VariantError::FoundationCount(GameId::Eliminator, 9).to_string(),
            "Eliminator plays with 4, 5 or 6 foundations, not 9."
        );
    }

    #[test]
    fn pairs_variant_is_only_for_suit_elevens() {
        let pairs = Rules::with_options(GameId::SuitElevens, Some("pairs"), None).unwrap();
        assert_eq!(pairs.info().name, "pairs");
        assert_ne!(pairs.variant, Variant::STANDARD);
        assert!(Rules::with_options(GameId::Elevens, Some("pairs"), None).is_err());
        assert!(Rules::with_options(GameId::SuitElevens, Some("triples"), None).is_err());
    }

    #[test]
    fn every_rule_set_is_one_the_command_line_asks_for_and_each_game_is_there() {
        let every = Rules::every();
        for rules in &every {
            let info = rules.info();
            let (variant, foundations) = match (info.foundations, info.name) {
                (Some(n), _) => (None, Some(n)),
                (None, "standard") => (None, None),
                (None, name) => (Some(name), None),
            };
            assert_eq!(
                Rules::with_options(rules.game, variant, foundations),
                Ok(*rules)
            );
            assert_eq!(rules.variant_name(), info.name);
        }
        for game in GameId::ALL {
            assert!(every.contains(&Rules::standard(game)), "{game:?}");
            assert_eq!(game.descriptor().variants[0].name, "standard", "{game:?}");
        }
        let distinct: std::collections::HashSet<_> = every.iter().collect();
        assert_eq!(distinct.len(), every.len());
        let names: std::collections::HashSet<_> =
            every.iter().map(|r| (r.game, r.info().name)).collect();
        assert_eq!(
            names.len(),
            every.len(),
            "each variant of a game has its own name"
        );
    }

    #[test]
    fn foundations_option_takes_four_to_six_for_eliminator_only() {
        for n in 4..=6 {
            let rules = Rules::with_options(GameId::Eliminator, None, Some(n)).unwrap();
            assert_eq!(rules.info().foundations, Some(n));
        }
        assert_eq!(
            Rules::with_options(GameId::Eliminator, None, Some(6)),
            Ok(Rules::standard(GameId::Eliminator)),
            "six foundations are the standard form"
        );
        assert!(Rules::with_options(GameId::Eliminator, None, Some(3)).is_err());
        assert!(Rules::with_options(GameId::Eliminator, None, Some(7)).is_err());
        assert!(Rules::with_options(GameId::Elevens, None, Some(6)).is_err());
    }
}
