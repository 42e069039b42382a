//! The record of games played: one tab-separated line per finished or
//! abandoned game, appended to `records.tsv` in the data directory, and the
//! statistics read back from it.
//!
//! Columns: date (UTC, RFC 3339), game, variant, deal (`seed N` or
//! `deck C1 ... C52`), result (`won`, `lost`, `abandoned`), cards cleared,
//! moves, undos, hints, help (`assisted` or `clean`), and the game's id. A
//! line of the first nine columns alone (an older record) still reads: it
//! has no id, and it counts as assisted if it shows a hint. Each line is
//! written with one `write` call while the file is locked, so two games
//! ending at once never interleave.
//!
//! A game's id may appear on more than one line: an abandoned game carried
//! on later and finished gets a second line. A game counts once, with the
//! result of its last line, in the place of that line. A save can carry
//! any id, so an id alone never names a game: lines are the same game only
//! when their id, game, variant and deal all agree.
//!
//! The file is read a line at a time, each line at most 4,096 bytes, so a
//! damaged record costs no more memory than the games it holds; CRLF
//! endings and a byte-order mark (from an editor) are accepted, as in a
//! saved game.

use crate::deal::Deal;
use crate::games::{Game, GameId, Outcome};
use crate::input::{LineSource, PlainLines, Read};
use crate::play_id::PlayId;
use crate::savefile::Header;
use crate::session::Session;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;
use std::io::{self, Write};
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};

mod tally;

/// The record file's name inside the data directory.
pub const FILE_NAME: &str = "records.tsv";

/// How a recorded game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Result {
    /// Won.
    Won,
    /// Lost: no legal move was left.
    Lost,
    /// Left while still playable.
    Abandoned,
}

impl Result {
    /// The result as written in the record: `won`, `lost` or `abandoned`.
    pub fn word(self) -> &'static str {
        match self {
            Result::Won => "won",
            Result::Lost => "lost",
            Result::Abandoned => "abandoned",
        }
    }

    fn from_word(word: &str) -> Option<Result> {
        match word {
            "won" => Some(Result::Won),
            "lost" => Some(Result::Lost),
            "abandoned" => Some(Result::Abandoned),
            _ => None,
        }
    }

    /// True for a game that ended (won or lost), not one left unfinished.
    pub fn is_final(self) -> bool {
        self != Result::Abandoned
    }
}

/// One game played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// When it ended, RFC 3339 in UTC.
    pub date: String,
    /// The game.
    pub game: GameId,
    /// The variant's name (`standard`, `pairs`, `4-foundations`).
    pub variant: String,
    /// `seed N` or `deck C1 ... C52`.
    pub deal: String,
    /// How it ended.
    pub result: Result,
    /// Cards removed, dealt from the stock, or played to foundations.
    pub cleared: usize,
    /// Moves that led to the final state.
    pub moves: usize,
    /// Moves taken back.
    pub undos: usize,
    /// Hints asked for.
    pub hints: usize,
    /// True if the player had help: a hint, or seeing stock cards by taking
    /// back a deal.
    pub assisted: bool,
    /// The game's id; `None` on a line of the older nine-column form.
    pub id: Option<PlayId>,
}

impl Record {
    /// The record of `session` as it stands now.
    pub fn of(session: &Session) -> Record {
        let game = session.game();
        let result = match game.outcome() {
            Outcome::Won => Result::Won,
            Outcome::Lost => Result::Lost,
            Outcome::Playing => Result::Abandoned,
        };
        let deal = match session.deal().source() {
            crate::deal::DealSource::Seed(seed) => format!("seed {seed}"),
            crate::deal::DealSource::Custom => format!("deck {}", session.deal().codes()),
        };
        Record {
            date: date_of(std::time::SystemTime::now()),
            game: session.rules().game,
            variant: session.rules().variant_name(),
            deal,
            result,
            cleared: game.cleared(),
            moves: session.move_count(),
            undos: session.undo_count(),
            hints: session.hint_count(),
            assisted: session.assisted(),
            id: Some(session.id()),
        }
    }

    /// Reads a record line (eleven columns, or the older nine); `None` if
    /// it is not one. Every field is checked, so nothing read from the file
    /// reaches the terminal unless it is a game, variant and deal this
    /// program knows, and the counts are checked against each other and
    /// the rule set, so no line a game could not have written counts.
    pub fn parse(line: &str) -> Option<Record> {
        let fields: Vec<&str> = line.split('\t').collect();
        let (first_nine, help, id) = match fields[..] {
            [ref nine @ .., help, id] if fields.len() == 11 => (nine, Some(help), Some(id)),
            ref nine if fields.len() == 9 => (nine, None, None),
            _ => return None,
        };
        let [date, game, variant, deal, result, cleared, moves, undos, hints] = first_nine[..]
        else {
            return None;
        };
        if !is_written_date(date) {
            return None;
        }
        let game = GameId::ALL.into_iter().find(|g| g.id() == game)?;
        let rules = Header {
            variant: Some(variant.to_string()),
            ..Header::default()
        }
        .rules(game)
        .ok()
        .filter(|rules| rules.variant_name() == variant)?;
        if !is_written_deal(deal) {
            return None;
        }
        let hints: usize = hints.parse().ok()?;
        let assisted = match help {
            None => hints > 0,
            Some("assisted") => true,
            Some("clean") => false,
            Some(_) => return None,
        };
        let id = match id {
            None => None,
            Some(id) => Some(id.parse().ok()?),
        };
        let record = Record {
            date: date.to_string(),
            game,
            variant: variant.to_string(),
            deal: deal.to_string(),
            result: Result::from_word(result)?,
            cleared: cleared.parse().ok()?,
            moves: moves.parse().ok()?,
            undos: undos.parse().ok()?,
            hints,
            assisted,
            id,
        };
        record.could_be_written(rules).then_some(record)
    }

    /// True if a game of `rules` could end as this line says: no more
    /// cards cleared than the rule set counts
    /// ([`GameDescriptor::cleared_of`](crate::games::GameDescriptor::cleared_of)),
    /// help marked whenever a hint was asked for, and a win made in at
    /// least one move. A line that says otherwise is damage.
    fn could_be_written(&self, rules: crate::games::Rules) -> bool {
        let most_cleared = rules.game.descriptor().cleared_of(rules.variant).total;
        self.cleared <= most_cleared
            && (self.assisted || self.hints == 0)
            && (self.result != Result::Won || self.moves > 0)
    }

    /// The game this line is about: its id, with the game, variant and deal
    /// it was played on; `None` for a line of the older form, without an
    /// id, which is a game of its own.
    fn game_key(&self) -> Option<(PlayId, GameId, &str, &str)> {
        let id = self.id?;
        Some((id, self.game, &self.variant, &self.deal))
    }

    /// True if `self` and `other` are lines about the same game: the same
    /// id on the same game, variant and deal. A save whose id belongs to
    /// another deal is a game of its own.
    pub fn is_same_game(&self, other: &Record) -> bool {
        self.game_key().is_some() && self.game_key() == other.game_key()
    }

    /// The command that plays this deal again, each word quoted for a
    /// shell where it needs it:
    /// `patience play elevens --seed 42`, with the variant's option.
    pub fn replay_command(&self) -> String {
        let mut words = vec!["patience", "play", self.game.id()];
        if let Some(n) = self.variant.strip_suffix("-foundations") {
            words.extend(["--foundations", n]);
        } else if self.variant != "standard" {
            words.extend(["--variant", &self.variant]);
        }
        match self.deal.strip_prefix("seed ") {
            Some(seed) => words.extend(["--seed", seed]),
            None => words.extend(["--deck", self.deal.trim_start_matches("deck ")]),
        }
        words
            .into_iter()
            .map(crate::text::escape::shell_word)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl fmt::Display for Record {
    /// The record as one tab-separated line, without the newline.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
            self.date,
            self.game.id(),
            self.variant,
            self.deal,
            self.result.word(),
            self.cleared,
            self.moves,
            self.undos,
            self.hints,
        )?;
        match self.id {
            Some(id) => {
                let help = if self.assisted { "assisted" } else { "clean" };
                write!(f, "\t{help}\t{id}")
            }
            // A record without an id keeps the older nine-column form.
            None => Ok(()),
        }
    }
}

/// True if `date` is a date as this program writes one ([`date_of`]):
/// RFC 3339 in UTC to the second, nothing before or after it. A date
/// with an annotation, a fraction or an offset is no honest record's.
fn is_written_date(date: &str) -> bool {
    date.parse::<jiff::Timestamp>()
        .is_ok_and(|stamp| stamp.subsec_nanosecond() == 0 && stamp.to_string() == date)
}

/// True if `deal` is a deal as this program writes one: `seed N` with N a
/// `u64` in its plain decimal form (no sign, no leading zero), or `deck `
/// and 52 distinct card codes split by single spaces, the separator a save
/// or record writes; no other white space (a tab, CR, U+0085, U+2028) is
/// read as a separator, so nothing but codes and spaces reaches the
/// terminal from it.
fn is_written_deal(deal: &str) -> bool {
    match (deal.strip_prefix("seed "), deal.strip_prefix("deck ")) {
        (Some(seed), _) => seed.parse::<u64>().is_ok_and(|n| n.to_string() == seed),
        (None, Some(codes)) => Deal::parse(codes).is_ok_and(|deal| deal.codes() == codes),
        (None, None) => false,
    }
}

/// The record file in `dir`.
pub fn path_in(dir: &Path) -> PathBuf {
    dir.join(FILE_NAME)
}

/// The date recorded for a game that ends at `now`: RFC 3339 in UTC, to the
/// second. A clock outside what can be written (before the year -9999 or
/// after 9999) gives the nearest date that can; this never panics.
pub fn date_of(now: std::time::SystemTime) -> String {
    use jiff::Timestamp;
    let exact = Timestamp::try_from(now).unwrap_or(if now < std::time::UNIX_EPOCH {
        Timestamp::MIN
    } else {
        Timestamp::MAX
    });
    Timestamp::from_second(exact.as_second())
        .unwrap_or(exact)
        .to_string()
}

/// How long [`append`] waits for another program to release the record
/// before it gives up with an error, as a database waits on a busy file.
pub use crate::data_dir::LOCK_WAIT;

/// Appends `record` to the file at `path`, creating the file and its
/// directory if needed. The line goes out in one write under an exclusive
/// lock (waited for at most [`LOCK_WAIT`]), so concurrent games never
/// interleave partial lines. A file whose last line has no newline (cut
/// short, or written by an editor) gets one first, so the record is never
/// glued onto it. If the write fails (a full disk), the file is cut back to
/// its old length, so no half line is left for the next record to be
/// glued onto. A path that is not a regular file (a pipe, a device) is
/// refused rather than opened, since opening a pipe would wait forever.
pub fn append(path: &Path, record: &Record) -> io::Result<()> {
    if let Some(dir) = path.parent() {
        crate::data_dir::create(dir)?;
    }
    match std::fs::metadata(path) {
        Ok(meta) if !meta.is_file() => {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "it is not a regular file",
            ))
        }
        _ => {}
    }
    let file = std::fs::OpenOptions::new()
        .create(true)
        .read(true)
        .append(true)
        .open(path)?;
    crate::data_dir::lock_within(&file)?;
    let result = file.metadata().and_then(|meta| {
        let line = if ends_a_line(&file, meta.len())? {
            format!("{record}\n")
        } else {
            format!("\n{record}\n")
        };
        let written = (&file)
            .write_all(line.as_bytes())
            .and_then(|_| file.sync_data());
        if written.is_err() {
            // Roll back the part of the line that did get written.
            let _ = file.set_len(meta.len());
        }
        written
    });
    file.unlock()?;
    result
}

/// True if the file of `len` bytes is empty or ends with a newline, so that
/// a line appended to it is a line of its own.
fn ends_a_line(file: &std::fs::File, len: u64) -> io::Result<bool> {
    if len == 0 {
        return Ok(true);
    }
    let mut last = [0];
    file.read_exact_at(&mut last, len - 1)?;
    Ok(last[0] == b'\n')
}

/// The largest record file read: 256 MiB, some two million games.
pub const MAX_RECORD_BYTES: u64 = 256 << 20;

/// How many damaged lines the warnings name one by one; the rest are
/// counted in one more sentence.
pub const NAMED_DAMAGED_LINES: usize = 3;

/// The lines of a record file that are not game records (blank lines
/// aside): how many, and the numbers of the first [`NAMED_DAMAGED_LINES`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Damaged {
    /// How many lines were skipped.
    pub count: usize,
    /// The 1-based numbers of the first of them, at most
    /// [`NAMED_DAMAGED_LINES`].
    pub first: Vec<usize>,
}

impl Damaged {
    fn add(&mut self, line: usize) {
        self.count += 1;
        if self.first.len() < NAMED_DAMAGED_LINES {
            self.first.push(line);
        }
    }

    /// The warnings for the damaged lines of the record at `path`: one for
    /// each of the first few, then one counting the rest.
    pub fn warnings(&self, path: &Path) -> Vec<String> {
        let name = crate::text::escape::path(path);
        let mut warnings: Vec<String> = self
            .first
            .iter()
            .map(|line| format!("Skipped line {line} of {name}: it is not a game record."))
            .collect();
        let more = self.count - self.first.len();
        if more > 0 {
            let lines = if more == 1 { "line" } else { "lines" };
            warnings.push(format!(
                "Skipped {more} more {lines} of {name} that are not game records either ({} in all).",
                self.count
            ));
        }
        warnings
    }
}

/// Opens the record file at `path` to be read, refused if it is not a
/// regular file (a named pipe would block) or is over
/// [`MAX_RECORD_BYTES`]; `None` for a missing file, which has no records.
fn open(path: &Path) -> io::Result<Option<std::fs::File>> {
    match crate::savefile::open_regular(
        path,
        MAX_RECORD_BYTES,
        "it is larger than 256 MiB, far larger than a record of games",
    ) {
        Ok(file) => Ok(Some(file)),
        Err(err) if err.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(err) => Err(err),
    }
}

/// Reads `file` from its start a line at a time (each at most
/// [`crate::input::MAX_LINE_BYTES`]), at most its first `up_to` lines,
/// giving `each` every record in order (an error from `each` stops the
/// reading), and returns the damaged lines, which are skipped, and how
/// many lines were read.
fn scan(
    file: &std::fs::File,
    up_to: usize,
    each: &mut dyn FnMut(&Record) -> io::Result<()>,
) -> io::Result<(Damaged, usize)> {
    use std::io::Seek;
    let mut reader = io::BufReader::new(file);
    reader.seek(io::SeekFrom::Start(0))?;
    let mut lines = PlainLines::new(reader);
    let mut damaged = Damaged::default();
    let read_so_far = |lines: &PlainLines<_>| lines.line_number().unwrap_or_default();
    while read_so_far(&lines) < up_to {
        match lines.read("")? {
            Read::Line(line) if line.is_empty() => {}
            Read::Line(line) => match Record::parse(&line) {
                Some(record) => each(&record)?,
                None => damaged.add(read_so_far(&lines)),
            },
            Read::BadLine(line) | Read::LongLine(Some(line)) => damaged.add(line),
            Read::LongLine(None) | Read::Interrupted => {}
            Read::End => break,
        }
    }
    let read = read_so_far(&lines);
    Ok((damaged, read))
}

/// Reads the record file at `path` whole, once, giving `each` every record
/// in order; returns its damaged lines. A missing file has no records. A
/// path that is not a regular file or a file over [`MAX_RECORD_BYTES`] is
/// an error.
fn scan_path(path: &Path, each: &mut dyn FnMut(&Record) -> io::Result<()>) -> io::Result<Damaged> {
    match open(path)? {
        Some(file) => Ok(scan(&file, usize::MAX, each)?.0),
        None => Ok(Damaged::default()),
    }
}

/// The records in the file at `path`, in order, and the warnings for its
/// damaged lines (which are skipped): a sentence for each of the first
/// [`NAMED_DAMAGED_LINES`], and one counting the rest. Memory grows with
/// the records, never with the damage. A missing file has no records. A
/// path that is not a regular file (a named pipe would block) or a file
/// over [`MAX_RECORD_BYTES`] is an error.
pub fn read(path: &Path) -> io::Result<(Vec<Record>, Vec<String>)> {
    let (records, damaged) = read_counting_damage(path)?;
    Ok((records, damaged.warnings(path)))
}

/// The records in the file at `path`, in order, and its damaged lines, as
/// [`read`] reads them.
pub fn read_counting_damage(path: &Path) -> io::Result<(Vec<Record>, Damaged)> {
    let mut records = Vec::new();
    let damaged = scan_path(path, &mut |record| {
        records.push(record.clone());
        Ok(())
    })?;
    Ok((records, damaged))
}

/// How the record file at `path` holds the game `game` is about (see
/// [`Record::is_same_game`]): the best result of its lines (a win over a
/// loss over leaving it), or `None` if it is not there. Reads the file
/// keeping no record but the one looked for, so a game starts whatever the
/// record holds.
pub fn result_in(path: &Path, game: &Record) -> io::Result<Option<Result>> {
    let mut result: Option<Result> = None;
    scan_path(path, &mut |record| {
        if record.is_same_game(game) {
            result = Some(result.map_or(record.result, |so_far| so_far.best(record.result)));
        }
        Ok(())
    })?;
    Ok(result)
}

/// Gives `each`, in order, each game of the record file at `path` that
/// `wanted` keeps, once, as the line that decides it (see [`games`]);
/// `damaged` is given the file's damaged lines first, once the file has
/// been read through. The file is read twice, keeping a number for each
/// line in between, never the records: a record at the size limit is
/// summed in some 40 MB. Memory the system refuses is an error of kind
/// `OutOfMemory`; an error from `each` stops the reading.
pub fn each_game(
    path: &Path,
    wanted: &dyn Fn(&Record) -> bool,
    damaged: &mut dyn FnMut(&Damaged),
    each: &mut dyn FnMut(&Record) -> io::Result<()>,
) -> io::Result<()> {
    let Some(file) = open(path)? else {
        return Ok(());
    };
    // The second reading stops where the first did, so a line another
    // program appends in between is never half counted.
    let mut lines_read: Option<usize> = None;
    let mut lines = |each: &mut dyn FnMut(&Record) -> io::Result<()>| {
        let (damage, read) = scan(&file, lines_read.unwrap_or(usize::MAX), each)?;
        if lines_read.is_none() {
            lines_read = Some(read);
            damaged(&damage);
        }
        Ok(())
    };
    tally::each_deciding(&mut lines, wanted, &mut |_, record| each(record))
}

/// Statistics per game and variant of the record file at `path`, of the
/// games `wanted` keeps, counting each game once, as [`each_game`] reads
/// them; `damaged` is given the damaged lines.
pub fn stats_in(
    path: &Path,
    wanted: &dyn Fn(&Record) -> bool,
    damaged: &mut dyn FnMut(&Damaged),
) -> io::Result<BTreeMap<(GameId, String), Stats>> {
    let mut table = BTreeMap::new();
    each_game(path, wanted, damaged, &mut |record| {
        add_to(&mut table, record);
        Ok(())
    })?;
    Ok(table)
}

/// Counts `record`, a game, in `table`.
fn add_to(table: &mut BTreeMap<(GameId, String), Stats>, record: &Record) {
    table
        .entry((record.game, record.variant.clone()))
        .or_default()
        .add(record.result, record.assisted);
}

/// Statistics for one game and variant.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// Games played (won, lost or abandoned).
    pub played: usize,
    /// Games won.
    pub won: usize,
    /// Games won without help (no hint, no stock cards seen by taking back a deal).
    pub won_without_help: usize,
    /// The longest run of consecutive wins.
    pub best_streak: usize,
    /// The run of wins ending with the latest game.
    pub current_streak: usize,
}

impl Stats {
    /// Adds one game, in the order played.
    pub fn add(&mut self, result: Result, assisted: bool) {
        self.played += 1;
        if result == Result::Won {
            self.won += 1;
            if !assisted {
                self.won_without_help += 1;
            }
            self.current_streak += 1;
            self.best_streak = self.best_streak.max(self.current_streak);
        } else {
            self.current_streak = 0;
        }
    }

    /// The share of games won, as a percentage.
    pub fn win_percent(&self) -> f64 {
        if self.played == 0 {
            0.0
        } else {
            100.0 * self.won as f64 / self.played as f64
        }
    }

    /// One sentence: "12 played, 3 won (25.0%), 2 without help, win streak
    /// 1 (best 2)." The win streak is the current one.
    pub fn sentence(&self) -> String {
        format!(
            "{} played, {} won ({:.1}%), {} without help, win streak {} (best {}).",
            self.played,
            self.won,
            self.win_percent(),
            self.won_without_help,
            self.current_streak,
            self.best_streak
        )
    }
}

/// The games in `records`, one each, in order: for a game on several
/// lines (see [`Record::is_same_game`]), the line that decides it, the
/// last of those giving its best result (a win over a loss over leaving
/// it), so that no order of sessions takes a recorded win away; a line
/// without an id is a game of its own.
pub fn games(records: &[Record]) -> Vec<&Record> {
    let mut decided = Vec::new();
    let mut lines =
        |each: &mut dyn FnMut(&Record) -> io::Result<()>| records.iter().try_for_each(&mut *each);
    // Nothing fails in memory but memory itself, which a slice of records
    // already held; the games found until then are given.
    let _ = tally::each_deciding(&mut lines, &|_| true, &mut |number, _| {
        decided.push(&records[number]);
        Ok(())
    });
    decided
}

/// Statistics per game and variant, in the order of `GameId::ALL` then
/// variant name, counting each game once (see [`games`]).
pub fn stats(records: &[Record]) -> BTreeMap<(GameId, String), Stats> {
    let mut table = BTreeMap::new();
    for record in games(records) {
        add_to(&mut table, record);
    }
    table
}

/// The label for a game and variant: "Suit Elevens (pairs)". The variant
/// comes from the record file, so it is escaped and cut short.
pub fn label(game: GameId, variant: &str) -> String {
    if variant == "standard" {
        game.name().to_string()
    } else {
        format!(
            "{} ({})",
            game.name(),
            crate::text::escape::untrusted(variant)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Deal;
    use crate::games::Rules;

    fn temp_path(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("patience-record-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        path_in(&dir)
    }

    #[test]
    fn a_record_line_round_trips() {
        let session = Session::new(Rules::standard(GameId::Elevens), Deal::from_seed(4));
        let record = Record::of(&session);
        assert_eq!(record.result, Result::Abandoned);
        assert_eq!(Record::parse(&record.to_string()), Some(record));
    }

    #[test]
    fn a_custom_deck_is_recorded_with_its_codes() {
        let deal = Deal::parse(&Deal::from_seed(4).codes()).unwrap();
        let session = Session::new(Rules::standard(GameId::Eliminator), deal);
        let record = Record::of(&session);
        assert!(record.deal.starts_with("deck ") && record.deal.split(' ').count() == 53);
        assert_eq!(Record::parse(&record.to_string()), Some(record));
    }

    #[test]
    fn appended_records_are_read_back_in_order() {
        let path = temp_path("append");
        let session = Session::new(Rules::standard(GameId::Elevens), Deal::from_seed(4));
        for _ in 0..3 {
            append(&path, &Record::of(&session)).unwrap();
        }
        let (records, warnings) = read(&path).unwrap();
        assert_eq!(records.len(), 3);
        assert!(warnings.is_empty());
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
    }

    #[test]
    fn a_damaged_record_line_is_skipped_with_a_warning() {
        let path = temp_path("damaged");
        let session = Session::new(Rules::standard(GameId::Elevens), Deal::from_seed(4));
        append(&path, &Record::of(&session)).unwrap();
        let mut text = std::fs::read_to_string(&path).unwrap();
        text.push_str("garbage\tline\n");
        text.push_str(&text.clone()[..20]); // a truncated last line
        std::fs::write(&path, &text).unwrap();
        let (records, warnings) = read(&path).unwrap();
        assert_eq!(records.len(), 1);
        assert_eq!(warnings.len(), 2);
        assert!(warnings[0].starts_with("Skipped line 2 of "));
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
    }

    #[test]
    fn a_date_is_written_for_any_clock_without_panicking() {
        use std::time::{Duration, UNIX_EPOCH};
        let cases = [
            (UNIX_EPOCH, "1970-01-01T00:00:00Z"),
            (UNIX_EPOCH - Duration::from_secs(1), "1969-12-31T23:59:59Z"),
            (
                UNIX_EPOCH + Duration::from_millis(1_700_000_000_999),
                "2023-11-14T22:13:20Z",
            ),
            (
                UNIX_EPOCH + Duration::from_secs(1 << 40),
                "9999-12-30T22:00:00Z",
            ),
            (
                UNIX_EPOCH - Duration::from_secs(1 << 40),
                "-009999-01-02T01:59:59Z",
            ),
        ];
        for (time, expected) in cases {
            let date = date_of(time);
            assert_eq!(date, expected);
            assert!(date.parse::<jiff::Timestamp>().is_ok(), "{date}");
        }
    }

    #[test]
    fn a_missing_record_file_has_no_records() {
        let (records, warnings) = read(&temp_path("missing")).unwrap();
        assert!(records.is_empty() && warnings.is_empty());
    }

    fn line(result: &str, id: &str) -> String {
        let cleared = if result == "won" { 52 } else { 2 };
        format!(
            "2026-01-02T03:04:05Z\televens\tstandard\tseed 4\t{result}\t{cleared}\t30\t0\t0\tclean\t{id}"
        )
    }

    #[test]
    fn a_game_on_several_lines_counts_once_with_its_last_result_in_its_last_place() {
        let a = "000000000000000a";
        let b = "000000000000000b";
        let records: Vec<Record> = [line("abandoned", a), line("won", b), line("won", a)]
            .iter()
            .map(|l| Record::parse(l).unwrap())
            .collect();
        let games = games(&records);
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].id, Some(b.parse().unwrap()));
        assert_eq!(games[1].result, Result::Won);
        let path = temp_path("several");
        for record in &records {
            append(&path, record).unwrap();
        }
        assert_eq!(result_in(&path, &records[0]).unwrap(), Some(Result::Won));
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
        let stats = &stats(&records)[&(GameId::Elevens, "standard".to_string())];
        assert_eq!((stats.played, stats.won, stats.best_streak), (2, 2, 2));
    }

    #[test]
    fn the_same_id_on_another_deal_is_another_game() {
        let a = "000000000000000a";
        let records: Vec<Record> = [
            line("abandoned", a),
            line("won", a).replace("seed 4", "seed 5"),
        ]
        .iter()
        .map(|l| Record::parse(l).unwrap())
        .collect();
        assert!(!records[0].is_same_game(&records[1]));
        assert_eq!(games(&records).len(), 2);
    }

    #[test]
    fn damaged_lines_past_the_first_few_are_counted_in_one_warning() {
        let path = temp_path("many-damaged");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let good = line("won", "000000000000000a");
        std::fs::write(&path, format!("x\n{good}\ny\nz\n\nw\nv")).unwrap();
        let (records, warnings) = read(&path).unwrap();
        assert_eq!(records.len(), 1);
        assert_eq!(warnings.len(), 4, "{warnings:?}");
        assert!(warnings[2].starts_with("Skipped line 4 of "));
        assert!(
            warnings[3].ends_with(" that are not game records either (5 in all)."),
            "{}",
            warnings[3]
        );
        assert!(warnings[3].starts_with("Skipped 2 more lines of "));
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
    }

    #[test]
    fn a_record_appended_after_a_line_without_its_newline_starts_a_line() {
        let path = temp_path("unterminated");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let first = line("won", "000000000000000a");
        std::fs::write(&path, &first).unwrap();
        let second = Record::parse(&line("lost", "000000000000000b")).unwrap();
        append(&path, &second).unwrap();
        let (records, warnings) = read(&path).unwrap();
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(records.len(), 2);
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
    }

    #[test]
    fn an_older_nine_column_line_reads_without_an_id_and_is_written_back_the_same() {
        let old = "2026-01-02T03:04:05Z\televens\tstandard\tseed 4\twon\t52\t30\t0\t1";
        let record = Record::parse(old).unwrap();
        assert_eq!(record.id, None);
        assert!(record.assisted, "a hint counts as help");
        assert_eq!(record.to_string(), old);
    }

    #[test]
    fn a_line_with_an_unknown_variant_help_word_or_id_is_not_a_record() {
        let good = line("won", "000000000000000a");
        assert!(Record::parse(&good).is_some());
        for bad in [
            good.replace("standard", "pairs"),
            good.replace("seed 4", "seed four"),
            good.replace("clean", "maybe"),
            good.replace("000000000000000a", "xyz"),
            format!("{good}\textra"),
        ] {
            assert_eq!(Record::parse(&bad), None, "{bad}");
        }
    }

    /// A line with `result`, cleared `cleared`, moves `moves`, hints
    /// `hints` and help word `help`, of `rules` on seed 4.
    fn line_of(rules: Rules, result: &str, counts: [u64; 3], hints: u64, help: &str) -> String {
        let [cleared, moves, undos] = counts;
        format!(
            "2026-01-02T03:04:05Z\t{}\t{}\tseed 4\t{result}\t{cleared}\t{moves}\t{undos}\t{hints}\t{help}\t000000000000000a",
            rules.game.id(),
            rules.variant_name()
        )
    }

    /// In every rule set: more cards cleared than the rule set counts, a
    /// clean game with hints, or a win in no move is no line the program
    /// writes, and reads as damage; the line at the edge of each rule is
    /// a record.
    #[test]
    fn a_line_no_game_could_write_is_not_a_record_in_any_rule_set() {
        for rules in Rules::every() {
            let total = rules.game.descriptor().cleared_of(rules.variant).total as u64;
            let record = |line: String| Record::parse(&line);
            assert!(record(line_of(rules, "won", [total, 1, 0], 0, "clean")).is_some());
            assert!(record(line_of(rules, "lost", [total, 9, 0], 3, "assisted")).is_some());
            for bad in [
                line_of(rules, "lost", [total + 1, 9, 0], 0, "clean"),
                line_of(rules, "abandoned", [999, 9, 0], 0, "clean"),
                line_of(rules, "won", [total, 9, 0], 1, "clean"),
                line_of(rules, "won", [total, 9, 0], u64::MAX, "clean"),
                line_of(rules, "won", [total, 0, 0], 0, "clean"),
            ] {
                assert_eq!(record(bad.clone()), None, "{bad}");
            }
        }
    }

    #[test]
    fn the_replay_command_gives_the_variant_and_the_deal() {
        let mut record = Record::parse(&line("won", "000000000000000a")).unwrap();
        assert_eq!(record.replay_command(), "patience play elevens --seed 4");
        record.game = GameId::Eliminator;
        record.variant = "4-foundations".to_string();
        assert_eq!(
            record.replay_command(),
            "patience play eliminator --foundations 4 --seed 4"
        );
    }

    #[test]
    fn streaks_count_consecutive_wins() {
        let mut stats = Stats::default();
        for result in [
            Result::Won,
            Result::Won,
            Result::Lost,
            Result::Won,
            Result::Abandoned,
            Result::Won,
        ] {
            stats.add(result, false);
        }
        assert_eq!(stats.played, 6);
        assert_eq!(stats.won, 4);
        assert_eq!(stats.best_streak, 2);
        assert_eq!(stats.current_streak, 1);
        assert_eq!(
            stats.sentence(),
            "6 played, 4 won (66.7%), 4 without help, win streak 1 (best 2)."
        );
    }
}
