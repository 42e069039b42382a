//! The transposition tables: open-addressing maps from 64- or 128-bit
//! state keys to a small value, reused from deal to deal (cleared in time
//! proportional to the keys they held, and shrunk back after a deal that
//! needed a large one). A set of keys is the map with no value. A game whose states
//! pack into 64 bits uses 64-bit keys: its table takes half the memory, and
//! its lookups miss the cache less often.
//!
//! A table never grows past its memory limit: growing needs the old and
//! the new buckets at once, and both together must fit. The new buckets are
//! asked of the system fallibly, so a refusal is an error the search
//! reports, never an abort.

/// The size a table starts at and shrinks back to.
const INITIAL: usize = 1 << 10;

/// A state key a table can hold.
pub(crate) trait TableKey: Copy + Eq {
    /// The mark of an empty bucket; no state key may equal it.
    const EMPTY: Self;

    /// Where the key's probe starts (all bits mixed in).
    fn hash(self) -> u64;
}

fn mix(folded: u64) -> u64 {
    let mixed = folded.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    mixed ^ (mixed >> 29)
}

impl TableKey for u32 {
    const EMPTY: u32 = u32::MAX;

    fn hash(self) -> u64 {
        mix(u64::from(self))
    }
}

impl TableKey for u64 {
    const EMPTY: u64 = u64::MAX;

    fn hash(self) -> u64 {
        mix(self)
    }
}

impl TableKey for u128 {
    const EMPTY: u128 = u128::MAX;

    fn hash(self) -> u64 {
        mix((self as u64) ^ ((self >> 64) as u64).rotate_left(29))
    }
}

/// A map from state keys of type `K` to values of type `V`.
pub(crate) struct KeyMap<K, V> {
    buckets: Vec<(K, V)>,
    len: usize,
    /// The most bytes the buckets may take, counting the old and new
    /// buckets together while the table grows.
    limit: usize,
    /// How many new keys the map has refused since it was made.
    refused: u64,
}

/// Why a table could not take another key.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// Growing would pass the table's memory limit.
    AtLimit,
    /// The system refused the memory for larger buckets (this many bytes).
    NoMemory(usize),
}

/// A set of state keys.
pub(crate) type KeySet<K> = KeyMap<K, ()>;

/// Tables larger than this are mapped from the system on their own and
/// unmapped when freed.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const OWN_MAPPING_FROM: i32 = 4 << 20;
/// Free memory glibc keeps at the top of a heap instead of returning it
/// (fixing the mapping threshold would otherwise fix this one at 128 KiB,
/// and the smaller tables would be returned and faulted in again deal after
/// deal).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const KEPT_AT_HEAP_TOP: i32 = 32 << 20;

/// Makes glibc give large freed tables back to the system. By default glibc
/// maps a large block on its own, but after such a block is freed it raises
/// its threshold to that size, so the next tables come from the heap and
/// their pages stay resident once freed: over a million deals the two
/// threads' resident memory crept to 102 MB although one deal alone needs
/// at most 57 MB. A fixed threshold disables that adjustment
/// (docs/performance.md has the measurements).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn return_large_tables_to_the_system() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // SAFETY: mallopt only changes tuning values of the allocator, under
        // the allocator's own lock; M_MMAP_THRESHOLD takes any value up to
        // 32 MiB on 64-bit systems and M_TRIM_THRESHOLD any value. A refusal
        // (result 0) only means the default behaviour stays.
        unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, OWN_MAPPING_FROM);
            libc::mallopt(libc::M_TRIM_THRESHOLD, KEPT_AT_HEAP_TOP);
        }
    });
}

/// An empty map holds no buckets until its first key: a solver keeps
/// several tables, a search uses one or two, and a small search (one deal
/// of `patience solve`) would spend more on filling unused buckets than on
/// searching (docs/performance.md, "Start-up").
impl<K: TableKey, V: Copy + Default> Default for KeyMap<K, V> {
    fn default() -> Self {
        KeyMap {
            buckets: Vec::new(),
            len: 0,
            limit: usize::MAX,
            refused: 0,
        }
    }
}

/// A key's place in a map, found by one probe ([`KeyMap::entry`]).
pub(crate) enum Entry<'m, K, V> {
    /// The key is there, with this value.
    Occupied(&'m mut V),
    /// The key is not there.
    Vacant(VacantEntry<'m, K, V>),
}

/// The place where an absent key would go ([`Entry::Vacant`]).
pub(crate) struct VacantEntry<'m, K, V> {
    map: &'m mut KeyMap<K, V>,
    key: K,
    /// The empty bucket the probe ended at (`None` if the map has no
    /// buckets yet).
    bucket: Option<usize>,
}

impl<K: TableKey, V: Copy + Default> VacantEntry<'_, K, V> {
    /// Adds the key with `value`; an error (changing nothing) if the map
    /// is full and cannot grow.
    pub(crate) fn insert(self, value: V) -> Result<(), Refusal> {
        let map = self.map;
        match self.bucket {
            Some(i) if (map.len + 1) * 2 <= map.buckets.len() => {
                map.buckets[i] = (self.key, value);
                map.len += 1;
            }
            _ => {
                map.grow()?;
                map.insert_with_room(self.key, value);
            }
        }
        Ok(())
    }
}

/// Where a probe for a key ended.
enum Slot {
    /// The key is in this bucket.
    Found(usize),
    /// The key is absent; this empty bucket is where it would go.
    Vacant(usize),
}

impl<K: TableKey, V: Copy + Default> KeyMap<K, V> {
    /// Empties the map in time proportional to the keys it held. Buckets
    /// far more than those keys needed (an earlier, larger search grew
    /// them), or more than a small table's, are given back for as many as
    /// the keys needed: a hint runs thousands of searches, mostly small,
    /// and refilling buckets it did not use cost more than the searches.
    pub(crate) fn clear(&mut self) {
        if self.len == 0 {
            return;
        }
        let fitted = (self.len * 2)
            .next_power_of_two()
            .clamp(INITIAL, INITIAL * 16);
        if self.buckets.len() > fitted * 4 || self.buckets.len() > INITIAL * 16 {
            self.buckets = vec![(K::EMPTY, V::default()); fitted];
        } else {
            self.buckets.fill((K::EMPTY, V::default()));
        }
        self.len = 0;
    }

    /// Sets the most bytes the map's buckets may take; a map already
    /// larger keeps its buckets but grows no more.
    pub(crate) fn set_limit(&mut self, bytes: usize) {
        self.limit = bytes;
    }

    /// How many keys the map holds.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// How many new keys the map has refused (at its limit, or refused
    /// memory by the system) since it was made, cleared or not.
    pub(crate) fn refused(&self) -> u64 {
        self.refused
    }

    /// The bucket of `key`, or the empty bucket where it would go.
    #[inline]
    fn probe(&self, key: K) -> Slot {
        debug_assert!(key != K::EMPTY, "a state key may not be the empty mark");
        let mask = self.buckets.len() - 1;
        let mut i = key.hash() as usize & mask;
        loop {
            let k = self.buckets[i].0;
            if k == key {
                return Slot::Found(i);
            }
            if k == K::EMPTY {
                return Slot::Vacant(i);
            }
            i = (i + 1) & mask;
        }
    }

    /// Adds `key` with `value`; returns false (and changes nothing) if
    /// `key` was already there, and an error (changing nothing) if the map
    /// is full and cannot grow.
    #[inline]
    pub(crate) fn insert_with(&mut self, key: K, value: V) -> Result<bool, Refusal> {
        if (self.len + 1) * 2 > self.buckets.len() {
            return self.insert_growing(key, value);
        }
        Ok(self.insert_with_room(key, value))
    }

    /// [`Self::insert_with`] into a map at its load limit: grows it first
    /// unless `key` is already there.
    #[cold]
    #[inline(never)]
    fn insert_growing(&mut self, key: K, value: V) -> Result<bool, Refusal> {
        if self.get(key).is_some() {
            return Ok(false);
        }
        self.grow()?;
        Ok(self.insert_with_room(key, value))
    }

    /// Adds `key` with `value` to a map with room for it.
    #[inline]
    fn insert_with_room(&mut self, key: K, value: V) -> bool {
        match self.probe(key) {
            Slot::Found(_) => false,
            Slot::Vacant(i) => {
                self.buckets[i] = (key, value);
                self.len += 1;
                true
            }
        }
    }

    /// The value of `key`, if it is there.
    pub(crate) fn get(&self, key: K) -> Option<V> {
        if self.buckets.is_empty() {
            return None;
        }
        match self.probe(key) {
            Slot::Found(i) => Some(self.buckets[i].1),
            Slot::Vacant(_) => None,
        }
    }

    /// The place of `key`: its value to read and change if it is there,
    /// or where it would go, found by one probe.
    #[inline]
    pub(crate) fn entry(&mut self, key: K) -> Entry<'_, K, V> {
        let bucket = if self.buckets.is_empty() {
            None
        } else {
            match self.probe(key) {
                Slot::Found(i) => return Entry::Occupied(&mut self.buckets[i].1),
                Slot::Vacant(i) => Some(i),
            }
        };
        Entry::Vacant(VacantEntry {
            map: self,
            key,
            bucket,
        })
    }

    /// Sets the value of `key`, adding the key if it is new; an error
    /// (changing nothing) if it is new and the map is full and cannot grow.
    pub(crate) fn set(&mut self, key: K, value: V) -> Result<(), Refusal> {
        match self.entry(key) {
            Entry::Occupied(old) => {
                *old = value;
                Ok(())
            }
            Entry::Vacant(place) => place.insert(value),
        }
    }

    /// Doubles the buckets (or makes the first [`INITIAL`]), if the old and
    /// new together fit the limit and the system grants the memory;
    /// otherwise changes nothing.
    fn grow(&mut self) -> Result<(), Refusal> {
        let grown = self.try_grow();
        if grown.is_err() {
            self.refused += 1;
        }
        grown
    }

    /// [`Self::grow`] without counting a refusal.
    fn try_grow(&mut self) -> Result<(), Refusal> {
        #[cfg(all(target_os = "linux", target_env = "gnu"))]
        return_large_tables_to_the_system();
        let bucket = std::mem::size_of::<(K, V)>();
        let count = (self.buckets.len() * 2).max(INITIAL);
        let bytes = count.saturating_mul(bucket);
        if bytes.saturating_add(self.buckets.len() * bucket) > self.limit {
            return Err(Refusal::AtLimit);
        }
        let mut doubled = Vec::new();
        doubled
            .try_reserve_exact(count)
            .map_err(|_| Refusal::NoMemory(bytes))?;
        doubled.resize(count, (K::EMPTY, V::default()));
        let old = std::mem::replace(&mut self.buckets, doubled);
        self.len = 0;
        for (key, value) in old.into_iter().filter(|&(k, _)| k != K::EMPTY) {
            self.insert_with_room(key, value);
        }
        Ok(())
    }
}

impl<K: TableKey> KeySet<K> {
    /// Adds `key`; returns false if it was already there, and an error if
    /// the set is full and cannot grow.
    #[inline]
    pub(crate) fn insert(&mut self, key: K) -> Result<bool, Refusal> {
        self.insert_with(key, ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_new_once_and_the_set_clears() {
        let mut set: KeySet<u128> = KeySet::default();
        for k in 0..5000u128 {
            assert_eq!(set.insert(k * 0x1_0000_0001), Ok(true));
        }
        for k in 0..5000u128 {
            assert_eq!(set.insert(k * 0x1_0000_0001), Ok(false));
        }
        set.clear();
        assert_eq!(set.insert(7), Ok(true));
    }

    #[test]
    fn a_cleared_table_is_empty_and_shrinks_only_when_little_of_it_was_used() {
        let mut set: KeySet<u64> = KeySet::default();
        // Half full at 8,192 buckets: cleared in place.
        (0..4000u64).for_each(|k| assert_eq!(set.insert(k), Ok(true)));
        let grown = set.buckets.len();
        assert_eq!(grown, INITIAL * 8);
        set.clear();
        assert_eq!((set.len(), set.buckets.len()), (0, grown));
        // A few keys in the same buckets: the next clear starts small.
        (0..100u64).for_each(|k| assert_eq!(set.insert(k), Ok(true)));
        set.clear();
        assert_eq!((set.len(), set.buckets.len()), (0, INITIAL));
        // A large table gives back all but a small table's buckets.
        (0..40_000u64).for_each(|k| assert_eq!(set.insert(k), Ok(true)));
        set.clear();
        assert_eq!((set.len(), set.buckets.len()), (0, INITIAL * 16));
        (0..4000u64).for_each(|k| assert_eq!(set.insert(k), Ok(true)));
    }

    #[test]
    fn a_new_table_holds_no_buckets_until_its_first_key() {
        let mut map: KeyMap<u128, u8> = KeyMap::default();
        assert_eq!((map.len(), map.buckets.len()), (0, 0));
        assert_eq!(map.get(7), None);
        map.clear();
        assert_eq!(map.buckets.len(), 0);
        assert_eq!(map.insert_with(7, 3), Ok(true));
        assert_eq!((map.len(), map.buckets.len()), (1, INITIAL));
        assert_eq!(map.get(7), Some(3));
    }

    #[test]
    fn a_new_table_under_a_limit_too_small_for_its_first_buckets_refuses_keys() {
        let mut set: KeySet<u64> = KeySet::default();
        set.set_limit(INITIAL * 8 - 1);
        assert_eq!(set.insert(7), Err(Refusal::AtLimit));
        assert_eq!(set.len(), 0);
    }

    #[test]
    fn a_map_keeps_the_first_value_of_each_key() {
        let mut map: KeyMap<u128, u8> = KeyMap::default();
        for k in 0..5000u128 {
            assert_eq!(map.insert_with(k << 70 | k, (k % 251) as u8), Ok(true));
        }
        assert_eq!(map.insert_with(7 << 70 | 7, 99), Ok(false));
        assert_eq!(map.len(), 5000);
        for k in 0..5000u128 {
            assert_eq!(map.get(k << 70 | k), Some((k % 251) as u8));
        }
        assert_eq!(map.get(5001), None);
    }

    #[test]
    fn an_entry_reads_and_changes_a_key_or_adds_it_once() {
        let mut map: KeyMap<u32, [u32; 3]> = KeyMap::default();
        for k in 0..3000u32 {
            match map.entry(k * 7) {
                Entry::Vacant(place) => assert_eq!(place.insert([k, 1, 2]), Ok(())),
                Entry::Occupied(_) => panic!("{k} is new"),
            }
        }
        assert_eq!(map.len(), 3000);
        match map.entry(7) {
            Entry::Occupied(value) => {
                assert_eq!(*value, [1, 1, 2]);
                value[2] = 9;
            }
            Entry::Vacant(_) => panic!("7 is there"),
        }
        assert_eq!(map.len(), 3000);
        for k in 0..3000u32 {
            assert_eq!(map.get(k * 7), Some([k, 1, if k == 1 { 9 } else { 2 }]));
        }
        assert_eq!(map.get(1), None);
    }

    #[test]
    fn an_entry_refused_at_the_limit_adds_nothing() {
        let mut map: KeyMap<u32, [u32; 3]> = KeyMap::default();
        map.set_limit(INITIAL * 16 - 1);
        match map.entry(7) {
            Entry::Vacant(place) => assert_eq!(place.insert([1, 2, 3]), Err(Refusal::AtLimit)),
            Entry::Occupied(_) => panic!("the map is empty"),
        }
        assert_eq!((map.len(), map.get(7)), (0, None));
    }

    #[test]
    fn a_set_of_64_bit_keys_holds_each_key_once() {
        let mut set: KeySet<u64> = KeySet::default();
        for k in 0..5000u64 {
            assert_eq!(set.insert(k << 40 | k), Ok(true));
        }
        for k in 0..5000u64 {
            assert_eq!(set.insert(k << 40 | k), Ok(false));
        }
        assert_eq!(set.len(), 5000);
    }

    #[test]
    fn a_table_at_its_memory_limit_refuses_new_keys_and_keeps_the_old() {
        // 4096 buckets of 16 bytes (64 KiB) with the 32 KiB they grew from
        // fit 96 KiB; the next doubling (128 KiB with 64 KiB) does not.
        let mut set: KeySet<u128> = KeySet::default();
        set.set_limit(96 << 10);
        let mut k = 0u128;
        while set.insert(k).is_ok() {
            k += 1;
        }
        assert_eq!(k, 2048);
        assert_eq!(set.insert(k), Err(Refusal::AtLimit));
        assert_eq!(set.len(), 2048);
        for old in 0..2048u128 {
            assert_eq!(set.insert(old), Ok(false));
        }
        assert_eq!(set.insert(k), Err(Refusal::AtLimit));
    }

    #[test]
    fn a_map_counts_the_keys_it_refused_and_keeps_the_count_when_cleared() {
        let mut map: KeyMap<u64, u8> = KeyMap::default();
        map.set_limit(INITIAL * 16);
        for k in 0..(INITIAL as u64 / 2) {
            assert_eq!(map.insert_with(k, 1), Ok(true));
        }
        assert_eq!(map.refused(), 0);
        assert_eq!(map.insert_with(1 << 40, 1), Err(Refusal::AtLimit));
        assert_eq!(map.set(1 << 41, 1), Err(Refusal::AtLimit));
        // A key already there is no refusal.
        assert_eq!(map.insert_with(3, 1), Ok(false));
        assert_eq!(map.refused(), 2);
        map.clear();
        assert_eq!(map.insert_with(1 << 40, 1), Ok(true));
        assert_eq!(map.refused(), 2);
    }
}
