//! The transposition table: bounds on the value still to be won from a
//! position at the start of a trick, keyed by a Zobrist hash of who holds
//! which tile and who leads.
//!
//! Only trick starts are stored. Within a trick every play removes a
//! different tile, so two lines can only meet again at a trick start; and a
//! value "still to be won" does not depend on the points already taken, so
//! one entry serves every way of reaching the position.
//!
//! Each solve starts a new generation: entries of older generations count
//! as empty (and are replaced first), so a solve never depends on what the
//! solver did before, and clearing costs nothing.

use bones_engine::rng::SplitMix64;

use super::tables::MAX_TILES;

/// Entries per bucket (a bucket is one 64-byte cache line).
const BUCKET: usize = 4;
/// `draft` bit: the bounds are exact, searched to the end of the hand.
pub(crate) const EXACT: u8 = 0x80;
/// `best` value meaning "no move stored".
pub(crate) const NO_MOVE: u8 = u8::MAX;

/// One stored position.
#[derive(Copy, Clone, Default, Debug)]
#[repr(C, align(16))]
pub(crate) struct Entry {
    key: u64,
    generation: u16,
    /// Lower and upper bounds on the value still to be won.
    pub lower: u8,
    pub upper: u8,
    /// The move that proved the lower bound (or was best), or [`NO_MOVE`].
    pub best: u8,
    /// Tricks searched below this position; [`EXACT`] set when that
    /// reached the end of the hand.
    pub draft: u8,
}

impl Entry {
    /// Whether the bounds answer a search of `depth` tricks (`exact`: the
    /// search must reach the end of the hand).
    #[inline]
    pub fn usable(&self, depth: u8, exact: bool) -> bool {
        if self.draft & EXACT != 0 {
            true
        } else {
            !exact && self.draft >= depth
        }
    }
}

/// One cache line of entries.
#[derive(Copy, Clone, Default, Debug)]
#[repr(C, align(64))]
struct Bucket([Entry; BUCKET]);

/// A fixed-size table of [`Entry`] buckets.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    buckets: Vec<Bucket>,
    /// Buckets - 1 (a power of two minus one).
    mask: usize,
    generation: u16,
}

impl Table {
    /// A table of about `bytes` (rounded down to a power of two buckets; at
    /// least one bucket).
    pub fn new(bytes: usize) -> Table {
        let entry = core::mem::size_of::<Entry>();
        let buckets = (bytes / (entry * BUCKET)).max(1);
        let buckets = 1usize << (usize::BITS - 1 - buckets.leading_zeros());
        Table {
            buckets: vec![Bucket::default(); buckets],
            mask: buckets - 1,
            generation: 1,
        }
    }

    /// Bytes the entries take.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * core::mem::size_of::<Bucket>()
    }

    /// Forgets everything (in O(1), except once every 65535 calls).
    pub fn new_generation(&mut self) {
        if self.generation == u16::MAX {
            self.buckets.fill(Bucket::default());
            self.generation = 1;
        } else {
            self.generation += 1;
        }
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        // The high bits pick the bucket; the whole key is compared.
        (key >> 32) as usize & self.mask
    }

    /// The entry for `key`, if stored in this generation.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.buckets[self.bucket(key)]
            .0
            .iter()
            .find(|e| e.key == key && e.generation == self.generation)
            .copied()
    }

    /// Stores bounds for `key`. An entry for the same key with the same
    /// draft is tightened; a deeper one is kept; otherwise the slot is an
    /// empty or stale one, or the shallowest in the bucket.
    #[inline]
    pub fn store(&mut self, key: u64, draft: u8, lower: u8, upper: u8, best: u8) {
        let generation = self.generation;
        let b = self.bucket(key);
        let bucket = &mut self.buckets[b].0;
        if let Some(e) = bucket
            .iter_mut()
            .find(|e| e.key == key && e.generation == generation)
        {
            if e.draft > draft {
                return;
            }
            if e.draft == draft {
                let lo = e.lower.max(lower);
                let hi = e.upper.min(upper);
                if lo <= hi {
                    e.lower = lo;
                    e.upper = hi;
                    if best != NO_MOVE {
                        e.best = best;
                    }
                    return;
                }
            }
            *e = Entry {
                key,
                generation,
                lower,
                upper,
                best,
                draft,
            };
            return;
        }
        let mut slot = 0;
        let mut slot_draft = u16::MAX;
        for (i, e) in bucket.iter().enumerate() {
            if e.generation != generation {
                slot = i;
                break;
            }
            let d = u16::from(e.draft & !EXACT);
            if d < slot_draft {
                slot = i;
                slot_draft = d;
            }
        }
        bucket[slot] = Entry {
            key,
            generation,
            lower,
            upper,
            best,
            draft,
        };
    }
}

/// Random keys for the Zobrist hash: one per (seat, tile), one per leader.
#[derive(Clone, Debug)]
pub(crate) struct Zobrist {
    pub held: [[u64; MAX_TILES]; 6],
    pub leader: [u64; 6],
}

impl Zobrist {
    /// Fixed keys (from a fixed seed: hashing is deterministic).
    pub fn new() -> Zobrist {
        let mut rng = SplitMix64::new(0x5EED_B0E5_4288_6600);
        let mut held = [[0; MAX_TILES]; 6];
        for row in &mut held {
            for k in row.iter_mut() {
                *k = rng.next_u64();
            }
        }
        let mut leader = [0; 6];
        for k in &mut leader {
            *k = rng.next_u64();
        }
        Zobrist { held, leader }
    }
}
