//! A game's variants and the rules it is played by: [`Variant`], [`Rules`]
//! (a game and its variant) and the command-line options that choose them.

use super::descriptor::VariantOptions;
use super::GameId;
use std::fmt;

/// Why the variant options do not fit the game, as [`Rules::with_options`]
/// reports it. The sentence names the games that take the option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// `--variant pairs` for a game without a pairs variant.
    PairsNotOffered(GameId),
    /// `--variant relaxed` for a game without a relaxed goal.
    RelaxedNotOffered(GameId),
    /// A variant name that no game has (lowercased, as it was read).
    NoSuchVariant(String),
    /// `--foundations` for a game without foundations to choose.
    FoundationsNotOffered(GameId),
    /// A number of foundations outside 4 to 6.
    FoundationCount(GameId, u8),
}

/// The ids of the games whose options `wants` accepts, joined by "and".
fn games_taking(wants: fn(&VariantOptions) -> bool) -> String {
    let ids: Vec<&str> = GameId::ALL
        .into_iter()
        .filter(|g| wants(&g.descriptor().options))
        .map(GameId::id)
        .collect();
    ids.join(" and ")
}

/// The ids of the games with a relaxed goal, joined by "and".
fn games_relaxed() -> String {
    let ids: Vec<&str> = GameId::ALL
        .into_iter()
        .filter(|g| g.descriptor().relaxed.is_some())
        .map(GameId::id)
        .collect();
    ids.join(" and ")
}

/// The variants there are, with the games of each but the standard:
/// "standard and pairs (suit-elevens only)".
fn variant_list() -> String {
    let mut names = vec!["standard".to_string()];
    for (variant, games) in [
        ("pairs", games_taking(|o| o.pairs)),
        ("relaxed", games_relaxed()),
    ] {
        if !games.is_empty() {
            names.push(format!("{variant} ({games} only)"));
        }
    }
    crate::message::join_with_and(&names)
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::PairsNotOffered(game) => write!(
                f,
                "The pairs variant is for {}, not {}.",
                games_taking(|o| o.pairs),
                game.id()
            ),
            VariantError::RelaxedNotOffered(game) => write!(
                f,
                "The relaxed variant is for {}, not {}.",
                games_relaxed(),
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
                games_taking(|o| o.foundations),
                game.id()
            ),
            VariantError::FoundationCount(game, n) => write!(
                f,
                "{} plays with 4, 5 or 6 foundations, not {n}.",
                game.name()
            ),
        }
    }
}

impl std::error::Error for VariantError {}

/// A game's variant. Each game has one standard form; Suit Elevens also plays
/// with pairs only, Eliminator with 4 or 5 foundations instead of 6, and a
/// game with a relaxed goal to it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// The rules as the issue and the rule document state them.
    Standard,
    /// Suit Elevens with sets of exactly two cards (plus the J, Q, K trio).
    Pairs,
    /// Eliminator with this many foundations (4 or 5; 6 is standard).
    Foundations(u8),
    /// A game won at a nearer goal than its standard form's (Pyramid won
    /// once the pyramid is cleared): the descriptor's
    /// [`RelaxedGoal`](super::descriptor::RelaxedGoal).
    Relaxed,
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
            variant: Variant::Standard,
        }
    }

    /// Every rule set there is to play, from the registry: each game in
    /// its standard form, then the variants its descriptor offers that play
    /// differently (pairs; 4 and 5 foundations, 6 being the standard), in
    /// the order of [`GameId::ALL`]. Tests and fuzz targets go over these,
    /// so a new game or variant is covered without an edit.
    pub fn every() -> Vec<Rules> {
        let mut all = Vec::new();
        for game in GameId::ALL {
            all.push(Rules::standard(game));
            let offered = game.descriptor().options;
            if offered.pairs {
                all.push(Rules {
                    game,
                    variant: Variant::Pairs,
                });
            }
            if game.descriptor().relaxed.is_some() {
                all.push(Rules {
                    game,
                    variant: Variant::Relaxed,
                });
            }
            if offered.foundations {
                for n in [4, 5] {
                    all.push(Rules {
                        game,
                        variant: Variant::Foundations(n),
                    });
                }
            }
        }
        all
    }

    /// Checks the command-line variant options against the game:
    /// `--variant pairs`, `relaxed` (or `standard`) and `--foundations 4..=6`.
    pub fn with_options(
        game: GameId,
        variant: Option<&str>,
        foundations: Option<u8>,
    ) -> Result<Rules, VariantError> {
        let mut rules = Rules::standard(game);
        let offered = game.descriptor().options;
        match variant.map(|v| v.trim().to_ascii_lowercase()) {
            None => {}
            Some(v) if v == "standard" => {}
            Some(v) if v == "pairs" && offered.pairs => rules.variant = Variant::Pairs,
            Some(v) if v == "pairs" => return Err(VariantError::PairsNotOffered(game)),
            Some(v) if v == "relaxed" && game.descriptor().relaxed.is_some() => {
                rules.variant = Variant::Relaxed
            }
            Some(v) if v == "relaxed" => return Err(VariantError::RelaxedNotOffered(game)),
            Some(v) => return Err(VariantError::NoSuchVariant(v)),
        }
        if let Some(n) = foundations {
            if !offered.foundations {
                return Err(VariantError::FoundationsNotOffered(game));
            }
            if !(4..=6).contains(&n) {
                return Err(VariantError::FoundationCount(game, n));
            }
            if n != 6 {
                rules.variant = Variant::Foundations(n);
            }
        }
        Ok(rules)
    }

    /// The number of Eliminator foundations (6 unless the variant says otherwise).
    pub fn foundations(self) -> usize {
        match self.variant {
            Variant::Foundations(n) => usize::from(n),
            Variant::Standard | Variant::Pairs | Variant::Relaxed => 6,
        }
    }

    /// The variant's name as it appears in records and save files:
    /// `standard`, `pairs`, or `4-foundations`.
    pub fn variant_name(self) -> String {
        match self.variant {
            Variant::Standard => "standard".to_string(),
            Variant::Pairs => "pairs".to_string(),
            Variant::Foundations(n) => format!("{n}-foundations"),
            Variant::Relaxed => "relaxed".to_string(),
        }
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
        assert_eq!(
            no_such.contains("relaxed ("),
            GameId::ALL.iter().any(|g| g.descriptor().relaxed.is_some())
        );
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
        assert_eq!(
            Rules::with_options(GameId::SuitElevens, Some("pairs"), None)
                .unwrap()
                .variant,
            Variant::Pairs
        );
        assert!(Rules::with_options(GameId::Elevens, Some("pairs"), None).is_err());
        assert!(Rules::with_options(GameId::SuitElevens, Some("triples"), None).is_err());
    }

    #[test]
    fn every_rule_set_is_one_the_command_line_asks_for_and_each_game_is_there() {
        let every = Rules::every();
        for rules in &every {
            let (variant, foundations) = match rules.variant {
                Variant::Standard => (None, None),
                Variant::Pairs => (Some("pairs"), None),
                Variant::Foundations(n) => (None, Some(n)),
                Variant::Relaxed => (Some("relaxed"), None),
            };
            assert_eq!(
                Rules::with_options(rules.game, variant, foundations),
                Ok(*rules)
            );
        }
        for game in GameId::ALL {
            assert!(every.contains(&Rules::standard(game)), "{game:?}");
        }
        let distinct: std::collections::HashSet<_> = every.iter().collect();
        assert_eq!(distinct.len(), every.len());
    }

    #[test]
    fn foundations_option_takes_four_to_six_for_eliminator_only() {
        for n in 4..=6 {
            let rules = Rules::with_options(GameId::Eliminator, None, Some(n)).unwrap();
            assert_eq!(rules.foundations(), usize::from(n));
        }
        assert!(Rules::with_options(GameId::Eliminator, None, Some(3)).is_err());
        assert!(Rules::with_options(GameId::Eliminator, None, Some(7)).is_err());
        assert!(Rules::with_options(GameId::Elevens, None, Some(6)).is_err());
    }
}
