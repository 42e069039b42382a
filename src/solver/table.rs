//! The transposition tables: open-addressing maps from 64- or 128-bit
//! state keys to a small value, reused from deal to deal (cleared in time
//! proportional to their size, and shrunk back after a deal that needed a
//! large one). A set of keys is the map with no value. A game whose states
//! pack into 64 bits uses 64-bit keys: its table takes half the memory, and
//! its lookups miss the cache less often.

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

impl<K: TableKey, V: Copy + Default> Default for KeyMap<K, V> {
    fn default() -> Self {
        #[cfg(all(target_os = "linux", target_env = "gnu"))]
        return_large_tables_to_the_system();
        KeyMap {
            buckets: vec![(K::EMPTY, V::default()); INITIAL],
            len: 0,
        }
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
    /// Empties the map, keeping its memory unless it grew large.
    pub(crate) fn clear(&mut self) {
        if self.len == 0 {
            return;
        }
        if self.buckets.len() > INITIAL * 16 {
            self.buckets = vec![(K::EMPTY, V::default()); INITIAL];
        } else {
            self.buckets.fill((K::EMPTY, V::default()));
        }
        self.len = 0;
    }

    /// How many keys the map holds.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// The bucket of `key`, or the empty bucket where it would go.
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
    /// `key` was already there.
    pub(crate) fn insert_with(&mut self, key: K, value: V) -> bool {
        if (self.len + 1) * 2 > self.buckets.len() {
            self.grow();
        }
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
        match self.probe(key) {
            Slot::Found(i) => Some(self.buckets[i].1),
            Slot::Vacant(_) => None,
        }
    }

    fn grow(&mut self) {
        let doubled = vec![(K::EMPTY, V::default()); self.buckets.len() * 2];
        let old = std::mem::replace(&mut self.buckets, doubled);
        self.len = 0;
        for (key, value) in old.into_iter().filter(|&(k, _)| k != K::EMPTY) {
            self.insert_with(key, value);
        }
    }
}

impl<K: TableKey> KeySet<K> {
    /// Adds `key`; returns false if it was already there.
    pub(crate) fn insert(&mut self, key: K) -> bool {
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
            assert!(set.insert(k * 0x1_0000_0001));
        }
        for k in 0..5000u128 {
            assert!(!set.insert(k * 0x1_0000_0001));
        }
        set.clear();
        assert!(set.insert(7));
    }

    #[test]
    fn a_map_keeps_the_first_value_of_each_key() {
        let mut map: KeyMap<u128, u8> = KeyMap::default();
        for k in 0..5000u128 {
            assert!(map.insert_with(k << 70 | k, (k % 251) as u8));
        }
        assert!(!map.insert_with(7 << 70 | 7, 99));
        assert_eq!(map.len(), 5000);
        for k in 0..5000u128 {
            assert_eq!(map.get(k << 70 | k), Some((k % 251) as u8));
        }
        assert_eq!(map.get(5001), None);
    }

    #[test]
    fn a_set_of_64_bit_keys_holds_each_key_once() {
        let mut set: KeySet<u64> = KeySet::default();
        for k in 0..5000u64 {
            assert!(set.insert(k << 40 | k));
        }
        for k in 0..5000u64 {
            assert!(!set.insert(k << 40 | k));
        }
        assert_eq!(set.len(), 5000);
    }
}
