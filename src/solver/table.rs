//! The transposition tables: open-addressing maps from 128-bit state keys
//! to a small value, reused from deal to deal (cleared in time proportional
//! to their size, and shrunk back after a deal that needed a large one). A
//! set of keys is the map with no value.

/// The mark of an empty bucket; no state key may equal it.
const EMPTY: u128 = u128::MAX;
/// The size a table starts at and shrinks back to.
const INITIAL: usize = 1 << 10;

/// A map from state keys to values of type `V`.
pub(crate) struct KeyMap<V> {
    buckets: Vec<(u128, V)>,
    len: usize,
}

/// A set of state keys.
pub(crate) type KeySet = KeyMap<()>;

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

impl<V: Copy + Default> Default for KeyMap<V> {
    fn default() -> Self {
        #[cfg(all(target_os = "linux", target_env = "gnu"))]
        return_large_tables_to_the_system();
        KeyMap {
            buckets: vec![(EMPTY, V::default()); INITIAL],
            len: 0,
        }
    }
}

fn hash(key: u128) -> u64 {
    let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
    let mixed = folded.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    mixed ^ (mixed >> 29)
}

/// Where a probe for a key ended.
enum Slot {
    /// The key is in this bucket.
    Found(usize),
    /// The key is absent; this empty bucket is where it would go.
    Vacant(usize),
}

impl<V: Copy + Default> KeyMap<V> {
    /// Empties the map, keeping its memory unless it grew large.
    pub(crate) fn clear(&mut self) {
        if self.len == 0 {
            return;
        }
        if self.buckets.len() > INITIAL * 16 {
            self.buckets = vec![(EMPTY, V::default()); INITIAL];
        } else {
            self.buckets.fill((EMPTY, V::default()));
        }
        self.len = 0;
    }

    /// How many keys the map holds.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// The bucket of `key`, or the empty bucket where it would go.
    fn probe(&self, key: u128) -> Slot {
        debug_assert_ne!(key, EMPTY, "a state key may not be the empty mark");
        let mask = self.buckets.len() - 1;
        let mut i = hash(key) as usize & mask;
        loop {
            match self.buckets[i].0 {
                k if k == key => return Slot::Found(i),
                EMPTY => return Slot::Vacant(i),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Adds `key` with `value`; returns false (and changes nothing) if
    /// `key` was already there.
    pub(crate) fn insert_with(&mut self, key: u128, value: V) -> bool {
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
    pub(crate) fn get(&self, key: u128) -> Option<V> {
        match self.probe(key) {
            Slot::Found(i) => Some(self.buckets[i].1),
            Slot::Vacant(_) => None,
        }
    }

    fn grow(&mut self) {
        let doubled = vec![(EMPTY, V::default()); self.buckets.len() * 2];
        let old = std::mem::replace(&mut self.buckets, doubled);
        self.len = 0;
        for (key, value) in old.into_iter().filter(|&(k, _)| k != EMPTY) {
            self.insert_with(key, value);
        }
    }
}

impl KeySet {
    /// Adds `key`; returns false if it was already there.
    pub(crate) fn insert(&mut self, key: u128) -> bool {
        self.insert_with(key, ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_new_once_and_the_set_clears() {
        let mut set = KeySet::default();
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
        let mut map: KeyMap<u8> = KeyMap::default();
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
}
