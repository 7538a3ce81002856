//! The set of dominoes a game is played with.

use crate::tile::Tile;
use crate::tileset::{TileId, TileSet};

/// Which dominoes are in play.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Deck {
    /// 28 tiles, 0-0 to 6-6 (Texas 42, Domino Euchre).
    DoubleSix,
    /// 45 tiles, 0-0 to 8-8 (The Big Game).
    DoubleEight,
    /// Two double-six sets, 56 tiles (Texas 88).
    DoubleSixTwice,
}

const fn face_mask(faces: u32) -> u128 {
    (1u128 << faces) - 1
}

impl Deck {
    /// The highest pip value in the set.
    #[must_use]
    pub const fn max_pip(self) -> u8 {
        match self {
            Deck::DoubleSix | Deck::DoubleSixTwice => 6,
            Deck::DoubleEight => 8,
        }
    }

    /// How many copies of each face.
    #[must_use]
    pub const fn copies(self) -> u8 {
        match self {
            Deck::DoubleSixTwice => 2,
            _ => 1,
        }
    }

    /// Number of distinct faces.
    #[must_use]
    pub const fn faces(self) -> usize {
        match self {
            Deck::DoubleSix | Deck::DoubleSixTwice => 28,
            Deck::DoubleEight => 45,
        }
    }

    /// Number of physical tiles.
    #[must_use]
    pub const fn tile_count(self) -> usize {
        self.faces() * self.copies() as usize
    }

    /// Every physical tile of the set.
    #[must_use]
    pub const fn all(self) -> TileSet {
        match self {
            Deck::DoubleSix => TileSet::from_bits(face_mask(28)),
            Deck::DoubleEight => TileSet::from_bits(face_mask(45)),
            Deck::DoubleSixTwice => TileSet::from_bits(face_mask(28) | (face_mask(28) << 64)),
        }
    }

    /// Whether the set has this face.
    #[must_use]
    pub const fn has(self, tile: Tile) -> bool {
        tile.hi().get() <= self.max_pip()
    }

    /// Every physical tile bearing one of these faces (both copies in 88).
    #[must_use]
    pub fn ids_of(self, faces: impl IntoIterator<Item = Tile>) -> TileSet {
        faces
            .into_iter()
            .map(TileSet::copies_of)
            .fold(TileSet::EMPTY, |a, b| a | b)
            & self.all()
    }

    /// The distinct faces, lowest index first.
    pub fn tiles(self) -> impl Iterator<Item = Tile> {
        (0..self.faces() as u8).filter_map(Tile::from_index)
    }

    /// The id of `tile`'s copy `copy`, if the set has it.
    #[must_use]
    pub fn id(self, tile: Tile, copy: u8) -> Option<TileId> {
        (self.has(tile) && copy < self.copies()).then(|| TileId::new(tile, copy))
    }

    /// All counters of the set (both copies in 88).
    #[must_use]
    pub fn counters(self) -> TileSet {
        self.ids_of(self.tiles().filter(|t| t.is_counter()))
    }

    /// All doubles of the set (both copies in 88).
    #[must_use]
    pub fn doubles(self) -> TileSet {
        self.ids_of(self.tiles().filter(|t| t.is_double()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(Deck::DoubleSix.all().len(), 28);
        assert_eq!(Deck::DoubleEight.all().len(), 45);
        assert_eq!(Deck::DoubleSixTwice.all().len(), 56);
        assert_eq!(Deck::DoubleSix.counters().count(), 35);
        assert_eq!(Deck::DoubleSixTwice.counters().count(), 70);
        assert_eq!(Deck::DoubleEight.counters().count(), 55);
    }
}
