//! The id of one game played: a random 64-bit number written as 16
//! lowercase hexadecimal digits. A new deal gets a new id; `restart`, a save
//! and its replays keep it, so the record can tell the same game from
//! another game of the same deal.

use std::fmt;
use std::str::FromStr;

/// The id of one game played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayId(u64);

impl PlayId {
    /// A fresh random id.
    pub fn fresh() -> PlayId {
        PlayId(rand::random())
    }
}

impl fmt::Display for PlayId {
    /// Sixteen lowercase hexadecimal digits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

/// Why a text is not a game id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadPlayId;

impl fmt::Display for BadPlayId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a game id is 16 hexadecimal digits.")
    }
}

impl std::error::Error for BadPlayId {}

impl FromStr for PlayId {
    type Err = BadPlayId;

    /// Reads exactly sixteen hexadecimal digits (either case).
    fn from_str(text: &str) -> Result<PlayId, BadPlayId> {
        if text.len() == 16 && text.bytes().all(|b| b.is_ascii_hexdigit()) {
            u64::from_str_radix(text, 16)
                .map(PlayId)
                .map_err(|_| BadPlayId)
        } else {
            Err(BadPlayId)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_play_id_round_trips_through_its_sixteen_digits() {
        let id = PlayId(0x00ab_cdef_0123_4567);
        assert_eq!(id.to_string(), "00abcdef01234567");
        assert_eq!("00ABCDEF01234567".parse(), Ok(id));
    }

    #[test]
    fn anything_but_sixteen_hexadecimal_digits_is_not_a_play_id() {
        for text in [
            "",
            "123",
            "00abcdef0123456g",
            "+0abcdef01234567",
            "00abcdef012345678",
        ] {
            assert!(text.parse::<PlayId>().is_err(), "{text}");
        }
    }
}
