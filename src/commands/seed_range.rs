//! `--seeds FIRST..LAST`, the one form a range of seeds takes on `solve`
//! and `simulate`, read into a [`SeedRange`] or refused in a sentence.

use crate::solver::simulate::SeedRange;
use crate::text::escape::untrusted;

/// Why `--seeds` could not be read, as a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadSeedRange(String);

impl std::fmt::Display for BadSeedRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadSeedRange {}

/// Reads `FIRST..LAST`, both ends included, the one form a range of seeds
/// takes on every command (and the form every summary prints it in, "seeds
/// 1 to 100"); `FIRST..=LAST` is refused, saying what to type.
pub fn parse_seed_range(text: &str) -> Result<SeedRange, BadSeedRange> {
    let shown = untrusted(text);
    if let Some((a, b)) = text.split_once("..=") {
        return Err(BadSeedRange(format!(
            "Write the range as {}..{}: a range of seeds includes both its ends.",
            untrusted(a.trim()),
            untrusted(b.trim())
        )));
    }
    let (a, b) = text.split_once("..").ok_or_else(|| {
        BadSeedRange(format!(
            "--seeds takes a range of seeds like 1..100 (both ends included), not \"{shown}\"."
        ))
    })?;
    let number = |s: &str| {
        s.trim().parse::<u64>().map_err(|_| {
            BadSeedRange(format!(
                "\"{}\" in --seeds is not a seed; seeds are whole numbers from 0 to 18446744073709551615.",
                untrusted(s.trim())
            ))
        })
    };
    let (first, last) = (number(a)?, number(b)?);
    if last < first {
        return Err(BadSeedRange(format!(
            "The range {shown} holds no seeds; its last seed must not come before its first."
        )));
    }
    Ok(SeedRange { first, last })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_range_includes_both_ends_and_the_other_form_is_refused_saying_what_to_type() {
        assert_eq!(
            parse_seed_range("1..4"),
            Ok(SeedRange { first: 1, last: 4 })
        );
        assert_eq!(
            parse_seed_range("5..5"),
            Ok(SeedRange { first: 5, last: 5 })
        );
        assert_eq!(
            parse_seed_range("0..18446744073709551615"),
            Ok(SeedRange {
                first: 0,
                last: u64::MAX
            })
        );
        assert_eq!(
            parse_seed_range("2..=3").unwrap_err().to_string(),
            "Write the range as 2..3: a range of seeds includes both its ends."
        );
        assert!(parse_seed_range("6..5")
            .unwrap_err()
            .to_string()
            .contains("holds no seeds"));
        assert!(parse_seed_range("7")
            .unwrap_err()
            .to_string()
            .contains("like 1..100"));
        assert!(parse_seed_range("1..x")
            .unwrap_err()
            .to_string()
            .contains("\"x\""));
        assert!(parse_seed_range("1..18446744073709551616").is_err());
    }
}
