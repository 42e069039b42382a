//! Which line of the record decides each game, found in memory that does
//! not grow with the record's text: the lines are read twice, keeping
//! between the two readings one number (8 bytes) for each line that has an
//! id, and a count for each game on more than one line.
//!
//! A game may be on several lines: an abandoned game carried on later and
//! finished, or one save played by two sessions at once. Its result is the
//! best its lines give, a win over a loss over leaving it, so that no order
//! of sessions takes a recorded win away; it counts once, in the place of
//! the last line that gives that result. A line without an id (the older
//! form) is a game of its own.

use super::{Record, Result};
use std::hash::{Hash, Hasher};
use std::io;

impl Result {
    /// How much a line with this result says of its game: a win over a
    /// loss over leaving it unfinished. Two bits.
    fn strength(self) -> u64 {
        match self {
            Result::Abandoned => 0,
            Result::Lost => 1,
            Result::Won => 2,
        }
    }

    /// The better of two results of one game ([`Result::strength`]).
    pub fn best(self, other: Result) -> Result {
        if other.strength() >= self.strength() {
            other
        } else {
            self
        }
    }
}

/// The bits of a [`mark`] that hold the line's result; the rest name its
/// game.
const RESULT_BITS: u64 = 3;

/// A line as one number: its game (id, game, variant and deal, hashed to
/// 62 bits, as likely to meet another game's as two games' random ids are
/// to be the same) in the high bits and its result's strength in the low
/// two; `None` for a line without an id.
fn mark(record: &Record) -> Option<u64> {
    let key = record.game_key()?;
    let mut hasher = std::hash::DefaultHasher::new();
    key.hash(&mut hasher);
    Some(hasher.finish() & !RESULT_BITS | record.result.strength())
}

/// The games on more than one line: each one's mark with its best result
/// (sorted), and how many of its lines give that result and are still to
/// be read.
struct Deciders {
    marks: Vec<u64>,
    left: Vec<u32>,
}

impl Deciders {
    /// The games on more than one line among the lines `marks` stands for.
    fn of(mut marks: Vec<u64>) -> io::Result<Deciders> {
        marks.sort_unstable();
        let mut kept = 0;
        let mut left = Vec::new();
        let mut start = 0;
        while start < marks.len() {
            let game = marks[start] & !RESULT_BITS;
            let end = start
                + marks[start..]
                    .iter()
                    .take_while(|&&m| m & !RESULT_BITS == game)
                    .count();
            if end - start > 1 {
                // Sorted, so the best result comes last.
                let best = marks[end - 1];
                let giving_it = marks[start..end].iter().filter(|&&m| m == best).count();
                left.try_reserve(1).map_err(|_| out_of_memory())?;
                left.push(u32::try_from(giving_it).unwrap_or(u32::MAX));
                marks[kept] = best;
                kept += 1;
            }
            start = end;
        }
        marks.truncate(kept);
        marks.shrink_to_fit();
        Ok(Deciders { marks, left })
    }

    /// True if `record`, read in order, decides its game: the only line
    /// about it, or the last of its lines that give its best result.
    fn decides(&mut self, record: &Record) -> bool {
        let Some(mark) = mark(record) else {
            return true;
        };
        let game = mark & !RESULT_BITS;
        match self
            .marks
            .binary_search_by(|m| (m & !RESULT_BITS).cmp(&game))
        {
            Err(_) => true,
            Ok(i) if self.marks[i] != mark => false,
            Ok(i) => {
                self.left[i] = self.left[i].saturating_sub(1);
                self.left[i] == 0
            }
        }
    }
}

/// The error for memory the system refused while the record was summed.
fn out_of_memory() -> io::Error {
    io::Error::from(io::ErrorKind::OutOfMemory)
}

/// The lines of a record, read from the start each time it is called, each
/// given to the function (which may stop the reading with an error).
pub(super) type Lines<'a> =
    dyn FnMut(&mut dyn FnMut(&Record) -> io::Result<()>) -> io::Result<()> + 'a;

/// Gives `each`, in order, the line that decides each game among the lines
/// `lines` reads (twice) that `wanted` keeps, with its number among the
/// records read (from 0). Memory is a number for each
/// such line with an id; memory the system refuses is an error of kind
/// `OutOfMemory`, never an abort.
pub(super) fn each_deciding(
    lines: &mut Lines<'_>,
    wanted: &dyn Fn(&Record) -> bool,
    each: &mut dyn FnMut(usize, &Record) -> io::Result<()>,
) -> io::Result<()> {
    let mut marks: Vec<u64> = Vec::new();
    lines(&mut |record| {
        if let Some(mark) = mark(record).filter(|_| wanted(record)) {
            if marks.len() == marks.capacity() {
                marks
                    .try_reserve(marks.len().max(1 << 10))
                    .map_err(|_| out_of_memory())?;
            }
            marks.push(mark);
        }
        Ok(())
    })?;
    let mut deciders = Deciders::of(marks)?;
    let mut number = 0;
    lines(&mut |record| {
        if wanted(record) && deciders.decides(record) {
            each(number, record)?;
        }
        number += 1;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(result: &str, id: &str) -> Record {
        let cleared = if result == "won" { 52 } else { 2 };
        Record::parse(&format!(
            "2026-01-02T03:04:05Z\televens\tstandard\tseed 4\t{result}\t{cleared}\t30\t0\t0\tclean\t{id}"
        ))
        .unwrap()
    }

    /// The (id's last digit, result) of the deciding lines of `records`.
    fn decided(records: &[Record]) -> Vec<(char, &'static str)> {
        let mut found = Vec::new();
        let mut lines = |each: &mut dyn FnMut(&Record) -> io::Result<()>| {
            records.iter().try_for_each(&mut *each)
        };
        each_deciding(&mut lines, &|_| true, &mut |_, record| {
            let id = record.id.unwrap().to_string();
            found.push((id.chars().last().unwrap(), record.result.word()));
            Ok(())
        })
        .unwrap();
        found
    }

    #[test]
    fn a_win_stays_won_whatever_lines_follow_it() {
        let (a, b) = ("000000000000000a", "000000000000000b");
        let cases = [
            (vec![("won", a), ("abandoned", a)], vec![('a', "won")]),
            (vec![("won", a), ("lost", a)], vec![('a', "won")]),
            (vec![("lost", a), ("won", a)], vec![('a', "won")]),
            (vec![("abandoned", a), ("lost", a)], vec![('a', "lost")]),
            (vec![("lost", a), ("abandoned", a)], vec![('a', "lost")]),
            (
                vec![("won", a), ("lost", b), ("abandoned", a)],
                vec![('a', "won"), ('b', "lost")],
            ),
            (
                vec![("abandoned", a), ("lost", b), ("won", a), ("abandoned", a)],
                vec![('b', "lost"), ('a', "won")],
            ),
            (
                vec![("abandoned", a), ("abandoned", b), ("abandoned", a)],
                vec![('b', "abandoned"), ('a', "abandoned")],
            ),
        ];
        for (lines, expected) in cases {
            let records: Vec<Record> = lines.iter().map(|(r, id)| line(r, id)).collect();
            assert_eq!(decided(&records), expected, "{lines:?}");
        }
    }

    #[test]
    fn the_best_result_is_a_win_over_a_loss_over_leaving() {
        use super::Result::*;
        assert_eq!(Won.best(Lost), Won);
        assert_eq!(Lost.best(Won), Won);
        assert_eq!(Abandoned.best(Lost), Lost);
        assert_eq!(Lost.best(Abandoned), Lost);
        assert_eq!(Abandoned.best(Abandoned), Abandoned);
    }
}
