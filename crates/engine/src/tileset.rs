//! Physical tiles ([`TileId`]) and bitsets of them ([`TileSet`]).

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub, SubAssign};

use crate::tile::Tile;

/// One physical tile in a deal: a face plus which copy of it (Texas 88 plays
/// two double-six sets; every other game has copy 0 only). The id is
/// `face index + 64 * copy`, so a face never depends on which set is in play.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TileId(u8);

impl TileId {
    /// The id of copy `copy` (0 or 1) of `tile`.
    ///
    /// # Panics
    /// If `copy > 1`.
    #[must_use]
    pub const fn new(tile: Tile, copy: u8) -> TileId {
        assert!(copy < 2, "a face has at most two copies");
        TileId(tile.index() + 64 * copy)
    }

    /// The face.
    #[must_use]
    pub const fn tile(self) -> Tile {
        match Tile::from_index(self.0 & 63) {
            Some(t) => t,
            None => unreachable!(),
        }
    }

    /// Which copy of the face (0 or 1).
    #[must_use]
    pub const fn copy(self) -> u8 {
        self.0 >> 6
    }

    /// The bit index, `0..128`.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }
}

impl fmt::Display for TileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.tile().fmt(f)
    }
}

/// A set of physical tiles, one bit per [`TileId`]. Every set here fits:
/// hands, tricks, the kitty, the whole deck. `Copy`, allocation-free.
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct TileSet(u128);

/// The bits that name a tile: both copies of the 45 faces. A set never
/// holds any other bit, so every id it yields names a tile.
const TILE_BITS: u128 = ((1 << Tile::COUNT) - 1) | (((1 << Tile::COUNT) - 1) << 64);

impl TileSet {
    /// No tiles.
    pub const EMPTY: TileSet = TileSet(0);

    /// The set with these raw bits (bit `i` is `TileId` `i`); bits that
    /// name no tile (64 + face index for faces 45 to 63) are dropped.
    #[must_use]
    pub const fn from_bits(bits: u128) -> TileSet {
        TileSet(bits & TILE_BITS)
    }

    /// The raw bits.
    #[must_use]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set holding only `id`.
    #[must_use]
    pub const fn single(id: TileId) -> TileSet {
        TileSet(1 << id.0)
    }

    /// Both copies of `tile` (whether or not a game uses the second).
    #[must_use]
    pub const fn copies_of(tile: Tile) -> TileSet {
        TileSet((1 << tile.index()) | (1 << (tile.index() + 64)))
    }

    /// Whether `id` is in the set.
    #[must_use]
    pub const fn contains(self, id: TileId) -> bool {
        self.0 & (1 << id.0) != 0
    }

    /// Whether any copy of `tile` is in the set.
    #[must_use]
    pub const fn has_tile(self, tile: Tile) -> bool {
        self.0 & Self::copies_of(tile).0 != 0
    }

    /// How many copies of `tile` the set holds.
    #[must_use]
    pub const fn copies(self, tile: Tile) -> u32 {
        (self.0 & Self::copies_of(tile).0).count_ones()
    }

    /// The lowest-numbered copy of `tile` in the set.
    #[must_use]
    pub const fn id_of(self, tile: Tile) -> Option<TileId> {
        let hit = self.0 & Self::copies_of(tile).0;
        if hit == 0 {
            None
        } else {
            Some(TileId(hit.trailing_zeros() as u8))
        }
    }

    /// Adds `id`.
    pub fn insert(&mut self, id: TileId) {
        self.0 |= 1 << id.0;
    }

    /// Removes `id`.
    pub fn remove(&mut self, id: TileId) {
        self.0 &= !(1 << id.0);
    }

    /// Number of tiles.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest id in the set.
    #[must_use]
    pub const fn first(self) -> Option<TileId> {
        if self.0 == 0 {
            None
        } else {
            Some(TileId(self.0.trailing_zeros() as u8))
        }
    }

    /// The set of faces present, as copy-0 ids (two copies of a face
    /// collapse into one).
    #[must_use]
    pub const fn faces(self) -> TileSet {
        TileSet((self.0 | (self.0 >> 64)) & (u64::MAX as u128))
    }

    /// Whether every tile of `other` is in `self`.
    #[must_use]
    pub const fn is_superset(self, other: TileSet) -> bool {
        other.0 & !self.0 == 0
    }

    /// The ids in increasing order.
    #[must_use]
    pub const fn iter(self) -> TileSetIter {
        TileSetIter(self.0)
    }

    /// The faces in increasing order, with a face listed once per copy.
    pub fn tiles(self) -> impl Iterator<Item = Tile> {
        self.iter().map(TileId::tile)
    }

    /// Total points of the counters in the set.
    #[must_use]
    pub fn count(self) -> u32 {
        self.tiles().map(|t| u32::from(t.count())).sum()
    }
}

/// Iterator over a [`TileSet`]'s ids, lowest first.
#[derive(Clone, Debug)]
pub struct TileSetIter(u128);

impl Iterator for TileSetIter {
    type Item = TileId;

    fn next(&mut self) -> Option<TileId> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(TileId(i))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for TileSetIter {}

impl IntoIterator for TileSet {
    type Item = TileId;
    type IntoIter = TileSetIter;

    fn into_iter(self) -> TileSetIter {
        self.iter()
    }
}

impl FromIterator<TileId> for TileSet {
    fn from_iter<I: IntoIterator<Item = TileId>>(iter: I) -> TileSet {
        let mut set = TileSet::EMPTY;
        for id in iter {
            set.insert(id);
        }
        set
    }
}

impl From<TileId> for TileSet {
    fn from(id: TileId) -> TileSet {
        TileSet::single(id)
    }
}

macro_rules! set_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl $trait for TileSet {
            type Output = TileSet;
            fn $method(self, rhs: TileSet) -> TileSet {
                TileSet(self.0 $op rhs.0)
            }
        }
        impl $assign_trait for TileSet {
            fn $assign_method(&mut self, rhs: TileSet) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

set_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
set_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);

impl BitXor for TileSet {
    type Output = TileSet;
    fn bitxor(self, rhs: TileSet) -> TileSet {
        TileSet(self.0 ^ rhs.0)
    }
}

/// Set difference: the tiles of `self` not in `rhs`.
impl Sub for TileSet {
    type Output = TileSet;
    fn sub(self, rhs: TileSet) -> TileSet {
        TileSet(self.0 & !rhs.0)
    }
}

impl SubAssign for TileSet {
    fn sub_assign(&mut self, rhs: TileSet) {
        self.0 &= !rhs.0;
    }
}

/// Every tile id (both copies of all 45 faces) not in the set; intersect
/// with [`Deck::all`](crate::Deck::all) for one game's tiles.
impl Not for TileSet {
    type Output = TileSet;
    fn not(self) -> TileSet {
        TileSet(!self.0 & TILE_BITS)
    }
}

impl fmt::Debug for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.tiles()).finish()
    }
}

impl fmt::Display for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, t) in self.tiles().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            t.fmt(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    #[test]
    fn ids_keep_face_and_copy() {
        let id = TileId::new(t("6-4"), 1);
        assert_eq!(id.tile(), t("6-4"));
        assert_eq!(id.copy(), 1);
    }

    #[test]
    fn raw_bits_and_complements_hold_only_tiles() {
        let all = TileSet::from_bits(u128::MAX);
        assert_eq!(all.len(), 2 * Tile::COUNT);
        assert_eq!(all.tiles().count(), 90, "every id names a tile");
        assert_eq!(!TileSet::EMPTY, all);
        assert!((!all).is_empty());
        assert_eq!(format!("{}", TileSet::from_bits(1 << 50)), "");
    }

    #[test]
    fn set_operations() {
        let a: TileSet = [TileId::new(t("6-6"), 0), TileId::new(t("6-6"), 1)]
            .into_iter()
            .collect();
        assert_eq!(a.len(), 2);
        assert_eq!(a.copies(t("6-6")), 2);
        assert_eq!(a.faces().len(), 1);
        assert_eq!(a.id_of(t("6-6")), Some(TileId::new(t("6-6"), 0)));
        let b = TileSet::single(TileId::new(t("6-6"), 0));
        assert_eq!((a - b).len(), 1);
        assert!(a.is_superset(b));
        assert_eq!(a.iter().count(), 2);
    }
}
