//! A removal game's sets as the solver works with them, worked out once
//! for each rules value from the game's own [`SetRules::check`]: the
//! classes of interchangeable cards, the sets as counts of those classes
//! in the order the search tries them, which sets are played at once, and
//! how the counts pack into one word (docs/solver.md, "Shared by the
//! removal games").
//!
//! The candidates are the multisets of ranks (at most four of a rank) of
//! the sizes the game takes, asked about with representative cards, when
//! its suits never matter; the sets of cards themselves when they do. Two
//! kinds (ranks or cards) are interchangeable when putting one for the
//! other in any accepted set leaves it accepted: then whether a set may go
//! depends only on how many cards of each class it holds.

use crate::cards::{Card, Rank, Suit};
use crate::games::removal::{multisets, RemovalGoal, SetRules};
use std::any::{Any, TypeId};
use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, PoisonError};

/// The class of a card that no set can take and that the game discards
/// as it is dealt (Eighteens' aces): it passes by.
pub(crate) const PASSES: u8 = u8::MAX;

/// The most 64-set words a table's masks take.
const MAX_WORDS: usize = 4;

/// The most sets a game may have (a step is one byte).
const MAX_SETS: usize = 64 * MAX_WORDS;

/// The counts fill at most this many low bytes of a state's key; the deal
/// position takes the byte above them.
pub(crate) const COUNT_BYTES: u32 = 7;

/// One set the player may remove, as counts of classes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ClassSet {
    /// Each class the set takes cards of, ascending, with how many.
    pub classes: Vec<(u8, u8)>,
    /// The packed counts the set takes away.
    pub take: u64,
    /// How many cards it removes.
    pub cards: u8,
}

/// Which sets the counts of one byte of the packed word allow: for each
/// value of the byte, a mask of the sets whose need within it is met.
#[derive(Debug)]
struct ByteFilter {
    shift: u32,
    /// 256 rows of [`SetTable::words`] words.
    rows: Vec<u64>,
}

/// A removal game's sets and classes, as the search reads them.
#[derive(Debug)]
pub(crate) struct SetTable {
    /// How many slots the grid has.
    pub slots: u8,
    /// What winning takes.
    pub goal: RemovalGoal,
    /// Each card's class (by card index), or [`PASSES`].
    pub class_of: [u8; 52],
    /// One card of each class, packed: what dealing it adds.
    pub one: Vec<u64>,
    /// The sets, in the order the search tries them.
    pub sets: Vec<ClassSet>,
    /// True if no two sets share a class: the game is confluent.
    pub confluent: bool,
    /// The sets that share no class with another set, as bits.
    sole: [u64; MAX_WORDS],
    /// Every set, as bits.
    all: [u64; MAX_WORDS],
    /// How many words the masks take.
    words: usize,
    filters: Vec<ByteFilter>,
}

/// What the sets fitting some counts are: a bit per set, in set order.
pub(crate) type SetMask = [u64; MAX_WORDS];

impl SetTable {
    /// The table of `rules`, worked out the first time any search of the
    /// program's life asks for it.
    pub(crate) fn of(rules: &'static dyn SetRules) -> &'static SetTable {
        type Name = (usize, TypeId);
        static WORKED_OUT: Mutex<Vec<(Name, &'static SetTable)>> = Mutex::new(Vec::new());
        // The rules are statics: their address names them among the values
        // of their type, and their type among the rest (values of types
        // without data may all share one address).
        let at = std::ptr::from_ref(rules).cast::<()>() as usize;
        let name = (at, (rules as &dyn Any).type_id());
        let mut known = WORKED_OUT.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(&(_, table)) = known.iter().find(|(n, _)| *n == name) {
            return table;
        }
        let table: &'static SetTable = Box::leak(Box::new(SetTable::new(rules)));
        known.push((name, table));
        table
    }

    /// Works out the table of `rules`.
    pub(crate) fn new(rules: &dyn SetRules) -> SetTable {
        let kinds = Kinds::of(rules);
        let accepted = kinds.accepted_sets(rules);
        let classes = kinds.classes(&accepted);
        let slots = rules.grid().slots as u8;
        let class_of = std::array::from_fn(|i| {
            let card = Card::from_index(i).expect("a card index");
            kinds.kind(card).map_or(PASSES, |k| classes.of_kind[k])
        });
        let most: Vec<u8> = (0..classes.count)
            .map(|c| {
                let cards = class_of.iter().filter(|&&k| usize::from(k) == c).count();
                cards.min(usize::from(slots)) as u8
            })
            .collect();
        let shifts = pack(&most);
        let one: Vec<u64> = shifts.iter().map(|&s| 1 << s).collect();
        let sets = class_sets(&kinds, &classes, &accepted, &one);
        assert!(
            sets.len() <= MAX_SETS,
            "{rules:?} has {} sets; the solver takes at most {MAX_SETS}",
            sets.len()
        );
        let words = sets.len().div_ceil(64).max(1);
        let mut sole = [0; MAX_WORDS];
        let mut all = [0; MAX_WORDS];
        for (i, set) in sets.iter().enumerate() {
            all[i / 64] |= 1 << (i % 64);
            let shares = sets.iter().enumerate().any(|(j, other)| {
                j != i
                    && other
                        .classes
                        .iter()
                        .any(|(c, _)| set.classes.iter().any(|(d, _)| c == d))
            });
            if !shares {
                sole[i / 64] |= 1 << (i % 64);
            }
        }
        let filters = filters(&sets, &shifts, &most, words);
        SetTable {
            slots,
            goal: rules.goal(),
            class_of,
            one,
            confluent: sole == all,
            sets,
            sole,
            all,
            words,
            filters,
        }
    }

    /// The sets whose cards all show in `counts`.
    #[inline]
    pub(crate) fn fitting(&self, counts: u64) -> SetMask {
        let mut fit = self.all;
        for filter in &self.filters {
            let value = (counts >> filter.shift) as u8 as usize;
            let row = &filter.rows[value * self.words..][..self.words];
            for (f, r) in fit.iter_mut().zip(row) {
                *f &= r;
            }
        }
        fit
    }

    /// What progress counts to once the game is won.
    pub(crate) fn won_cleared(&self) -> usize {
        self.goal.total(usize::from(self.slots))
    }

    /// The first set of `mask` that shares no class with another set.
    #[inline]
    pub(crate) fn first_sole(&self, mask: &SetMask) -> Option<u8> {
        first(&std::array::from_fn(|w| mask[w] & self.sole[w]))
    }
}

/// The first set of `mask`, if any.
#[inline]
pub(crate) fn first(mask: &SetMask) -> Option<u8> {
    mask.iter()
        .enumerate()
        .find(|(_, &word)| word != 0)
        .map(|(w, word)| (w * 64) as u8 + word.trailing_zeros() as u8)
}

/// Appends every set of `mask` to `out`, in set order.
#[inline]
pub(crate) fn push_all(mask: &SetMask, out: &mut Vec<u8>) {
    for (w, &word) in mask.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            out.push((w * 64) as u8 + bits.trailing_zeros() as u8);
            bits &= bits - 1;
        }
    }
}

/// The kinds of card a game's sets are made of: ranks when its suits never
/// matter, else the cards themselves; a kind no set can hold that the game
/// discards as dealt has none.
struct Kinds {
    by_card: bool,
    discards_aces: bool,
}

impl Kinds {
    fn of(rules: &dyn SetRules) -> Kinds {
        Kinds {
            by_card: rules.suits_matter(),
            discards_aces: rules.discards_aces(),
        }
    }

    /// How many kinds there are, and at most how many of a kind a set holds.
    fn count_and_cap(&self) -> (usize, u8) {
        if self.by_card {
            (52, 1)
        } else {
            (13, 4)
        }
    }

    /// The kind of `card`, or `None` if it passes by.
    fn kind(&self, card: Card) -> Option<usize> {
        if self.discards_aces && card.rank() == Rank::ACE {
            None
        } else if self.by_card {
            Some(card.index())
        } else {
            Some(usize::from(card.rank().number() - 1))
        }
    }

    /// Cards with these counts of each kind.
    fn cards(&self, counts: &[u8]) -> Vec<Card> {
        let mut cards = Vec::new();
        self.cards_into(counts, &mut cards);
        cards
    }

    /// [`Kinds::cards`] into `cards`, emptied first.
    fn cards_into(&self, counts: &[u8], cards: &mut Vec<Card>) {
        cards.clear();
        for (kind, &count) in counts.iter().enumerate() {
            if self.by_card {
                cards.extend((count > 0).then(|| Card::from_index(kind).expect("a card")));
            } else {
                let rank = Rank::new(kind as u8 + 1).expect("a rank");
                cards.extend(
                    Suit::ALL[..usize::from(count)]
                        .iter()
                        .map(|&s| Card::new(rank, s)),
                );
            }
        }
    }

    /// Every multiset of kinds the rules accept as a set, save those
    /// holding a card that passes by.
    fn accepted_sets(&self, rules: &dyn SetRules) -> Vec<Vec<u8>> {
        let (count, cap) = self.count_and_cap();
        let mut accepted = Vec::new();
        let mut cards = Vec::new();
        multisets(count, cap, rules.set_sizes(), &mut |counts| {
            self.cards_into(counts, &mut cards);
            if cards.iter().all(|&c| self.kind(c).is_some()) && rules.check(&cards).is_ok() {
                accepted.push(counts.to_vec());
            }
        });
        accepted
    }

    /// The classes of interchangeable kinds among the `accepted` sets.
    fn classes(&self, accepted: &[Vec<u8>]) -> Classes {
        let (count, cap) = self.count_and_cap();
        let known: HashSet<&[u8]> = accepted.iter().map(Vec::as_slice).collect();
        // `swaps[a][b]`: a card of kind `a` in an accepted set may be
        // replaced by one of kind `b`.
        let mut swaps = vec![vec![true; count]; count];
        let mut other = Vec::with_capacity(count);
        for set in accepted {
            for a in (0..count).filter(|&a| set[a] > 0) {
                for b in (0..count).filter(|&b| b != a && set[b] < cap) {
                    other.clone_from(set);
                    other[a] -= 1;
                    other[b] += 1;
                    if !known.contains(other.as_slice()) {
                        swaps[a][b] = false;
                        swaps[b][a] = false;
                    }
                }
            }
        }
        // Each kind joins the first class all of whose kinds it may stand
        // for; the passing kinds have none.
        let mut members: Vec<Vec<usize>> = Vec::new();
        let mut of_kind = vec![PASSES; count];
        let passing: Vec<bool> = (0..count).map(|k| self.passes(k)).collect();
        for kind in (0..count).filter(|&k| !passing[k]) {
            let class = members
                .iter()
                .position(|m| m.iter().all(|&o| swaps[kind][o]))
                .unwrap_or_else(|| {
                    members.push(Vec::new());
                    members.len() - 1
                });
            members[class].push(kind);
            of_kind[kind] = class as u8;
        }
        Classes {
            count: members.len(),
            of_kind,
        }
    }

    /// True if cards of `kind` pass by.
    fn passes(&self, kind: usize) -> bool {
        let card = if self.by_card {
            Card::from_index(kind).expect("a card")
        } else {
            Card::new(Rank::new(kind as u8 + 1).expect("a rank"), Suit::Clubs)
        };
        self.kind(card).is_none()
    }
}

/// Which class each kind is in.
struct Classes {
    count: usize,
    of_kind: Vec<u8>,
}

/// Where a set comes in the order tried: its size, its cards' ranks
/// ascending, their suits in that order.
type SetOrder = (usize, Vec<u8>, Vec<usize>);

/// The sets as counts of classes, each once, in the order the search
/// tries them: by size, then by ranks, then by suits (of the set's first
/// cards in that order).
fn class_sets(
    kinds: &Kinds,
    classes: &Classes,
    accepted: &[Vec<u8>],
    one: &[u64],
) -> Vec<ClassSet> {
    let mut first: HashMap<Vec<(u8, u8)>, SetOrder> = HashMap::new();
    for set in accepted {
        let mut cards = kinds.cards(set);
        cards.sort_by_key(|c| (c.rank(), c.suit().index()));
        let order = (
            cards.len(),
            cards.iter().map(|c| c.rank().number()).collect(),
            cards.iter().map(|c| c.suit().index()).collect(),
        );
        let mut counts = vec![0u8; classes.count];
        for (kind, &n) in set.iter().enumerate() {
            if n > 0 {
                counts[usize::from(classes.of_kind[kind])] += n;
            }
        }
        let key: Vec<(u8, u8)> = counts
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(c, &n)| (c as u8, n))
            .collect();
        let entry = first.entry(key).or_insert_with(|| order.clone());
        if order < *entry {
            *entry = order;
        }
    }
    let mut sets: Vec<_> = first.into_iter().collect();
    sets.sort_by(|a, b| a.1.cmp(&b.1));
    sets.into_iter()
        .map(|(classes, (cards, _, _))| ClassSet {
            take: classes
                .iter()
                .map(|&(c, n)| one[usize::from(c)] * u64::from(n))
                .sum(),
            cards: cards as u8,
            classes,
        })
        .collect()
}

/// Where each class's count lies in the packed word: fields just wide
/// enough for the class's most showing at once, none across a byte.
fn pack(most: &[u8]) -> Vec<u32> {
    let mut at = 0;
    let mut shifts = Vec::with_capacity(most.len());
    for &m in most {
        let width = u8::BITS - m.leading_zeros();
        if at % 8 + width > 8 {
            at = at.next_multiple_of(8);
        }
        shifts.push(at);
        at += width;
    }
    assert!(
        at <= 8 * COUNT_BYTES,
        "the classes' counts take more than {COUNT_BYTES} bytes"
    );
    shifts
}

/// A filter for each byte of the packed word that some set takes from.
fn filters(sets: &[ClassSet], shifts: &[u32], most: &[u8], words: usize) -> Vec<ByteFilter> {
    (0..COUNT_BYTES)
        .filter_map(|byte| {
            let in_byte = |c: u8| shifts[usize::from(c)] / 8 == byte;
            if !sets
                .iter()
                .any(|s| s.classes.iter().any(|&(c, _)| in_byte(c)))
            {
                return None;
            }
            let mut rows = vec![0u64; 256 * words];
            for value in 0..256u32 {
                for (i, set) in sets.iter().enumerate() {
                    let met = set
                        .classes
                        .iter()
                        .filter(|&&(c, _)| in_byte(c))
                        .all(|&(c, n)| {
                            let c = usize::from(c);
                            let width = u8::BITS - most[c].leading_zeros();
                            let count = (value >> (shifts[c] % 8)) & ((1 << width) - 1);
                            count >= u32::from(n)
                        });
                    if met {
                        rows[value as usize * words + i / 64] |= 1 << (i % 64);
                    }
                }
            }
            Some(ByteFilter {
                shift: byte * 8,
                rows,
            })
        })
        .collect()
}

#[cfg(test)]
#[path = "removal_sets_tests.rs"]
mod tests;
