//! Tiles (dominoes) as faces: `h-l` with `h >= l`.

use core::fmt;
use core::str::FromStr;

use crate::error::ParseError;
use crate::pip::Pip;

/// The face of one domino, `h-l` with `h >= l`, packed as its index in the
/// double-eight set (`h * (h + 1) / 2 + l`). The double-six tiles are exactly
/// the indices below 28, so one numbering serves every set.
///
/// Texas 88 plays two copies of each face; a physical tile is a
/// [`TileId`](crate::TileId), while actions and views name faces.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tile(u8);

/// `(high, low)` for each face index.
const ENDS: [(u8, u8); Tile::COUNT] = {
    let mut ends = [(0u8, 0u8); Tile::COUNT];
    let mut hi = 0u8;
    while hi <= 8 {
        let mut lo = 0u8;
        while lo <= hi {
            ends[(hi * (hi + 1) / 2 + lo) as usize] = (hi, lo);
            lo += 1;
        }
        hi += 1;
    }
    ends
};

impl Tile {
    /// Number of distinct faces in a double-eight set.
    pub const COUNT: usize = 45;

    /// The tile with these two ends, in either order.
    #[must_use]
    pub const fn new(a: Pip, b: Pip) -> Tile {
        let (hi, lo) = if a.get() >= b.get() {
            (a.get(), b.get())
        } else {
            (b.get(), a.get())
        };
        Tile(hi * (hi + 1) / 2 + lo)
    }

    /// The tile with these two ends, if both are `0..=8`.
    #[must_use]
    pub const fn from_ends(a: u8, b: u8) -> Option<Tile> {
        match (Pip::new(a), Pip::new(b)) {
            (Some(a), Some(b)) => Some(Tile::new(a, b)),
            _ => None,
        }
    }

    /// The tile with this face index, if below [`Tile::COUNT`].
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Tile> {
        if (index as usize) < Self::COUNT {
            Some(Tile(index))
        } else {
            None
        }
    }

    /// The face index, `0..45`.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The higher end.
    #[must_use]
    pub const fn hi(self) -> Pip {
        Pip::ALL[ENDS[self.0 as usize].0 as usize]
    }

    /// The lower end.
    #[must_use]
    pub const fn lo(self) -> Pip {
        Pip::ALL[ENDS[self.0 as usize].1 as usize]
    }

    /// Whether both ends are equal.
    #[must_use]
    pub const fn is_double(self) -> bool {
        let (hi, lo) = ENDS[self.0 as usize];
        hi == lo
    }

    /// Total pips on both ends.
    #[must_use]
    pub const fn pips(self) -> u8 {
        let (hi, lo) = ENDS[self.0 as usize];
        hi + lo
    }

    /// Whether one of the ends shows `pip`.
    #[must_use]
    pub const fn has(self, pip: Pip) -> bool {
        let (hi, lo) = ENDS[self.0 as usize];
        hi == pip.get() || lo == pip.get()
    }

    /// The end that is not `pip`, if the tile shows `pip` (a double gives `pip`).
    #[must_use]
    pub const fn other_end(self, pip: Pip) -> Option<Pip> {
        let (hi, lo) = ENDS[self.0 as usize];
        if hi == pip.get() {
            Some(Pip::ALL[lo as usize])
        } else if lo == pip.get() {
            Some(Pip::ALL[hi as usize])
        } else {
            None
        }
    }

    /// Points the tile scores when taken in a trick: a *counter* is a tile
    /// whose pips total 5 (worth 5) or 10 (worth 10).
    #[must_use]
    pub const fn count(self) -> u8 {
        match self.pips() {
            5 => 5,
            10 => 10,
            _ => 0,
        }
    }

    /// Whether the tile scores points (see [`Tile::count`]).
    #[must_use]
    pub const fn is_counter(self) -> bool {
        self.count() > 0
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.hi(), self.lo())
    }
}

impl FromStr for Tile {
    type Err = ParseError;

    /// Reads `h-l` (either order; `:` also separates).
    fn from_str(s: &str) -> Result<Tile, ParseError> {
        let bad = || ParseError::new("tile", s, "two numbers 0..=8 such as 6-4");
        let (a, b) = s.trim().split_once(['-', ':']).ok_or_else(bad)?;
        let a = a.trim().parse::<u8>().map_err(|_| bad())?;
        let b = b.trim().parse::<u8>().map_err(|_| bad())?;
        Tile::from_ends(a, b).ok_or_else(bad)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_round_trip_through_ends() {
        for i in 0..Tile::COUNT as u8 {
            let t = Tile::from_index(i).unwrap();
            assert_eq!(Tile::new(t.hi(), t.lo()), t);
            assert!(t.hi() >= t.lo());
        }
    }

    #[test]
    fn double_six_faces_are_the_first_28() {
        let max = (0..Tile::COUNT as u8)
            .map(|i| Tile::from_index(i).unwrap())
            .filter(|t| t.hi().get() <= 6)
            .map(Tile::index)
            .max();
        assert_eq!(max, Some(27));
    }

    #[test]
    fn parses_either_order_and_rejects_junk() {
        assert_eq!("4-6".parse::<Tile>().unwrap().to_string(), "6-4");
        assert_eq!("6:4".parse::<Tile>().unwrap().to_string(), "6-4");
        assert!("9-1".parse::<Tile>().is_err());
        assert!("64".parse::<Tile>().is_err());
        assert!("".parse::<Tile>().is_err());
    }

    #[test]
    fn counters_are_the_tiles_of_five_and_ten_pips() {
        let t = |s: &str| s.parse::<Tile>().unwrap();
        assert_eq!(t("5-5").count(), 10);
        assert_eq!(t("6-4").count(), 10);
        assert_eq!(t("8-2").count(), 10);
        assert_eq!(t("7-3").count(), 10);
        assert_eq!(t("5-0").count(), 5);
        assert_eq!(t("4-1").count(), 5);
        assert_eq!(t("3-2").count(), 5);
        assert_eq!(t("6-6").count(), 0);
    }
}
