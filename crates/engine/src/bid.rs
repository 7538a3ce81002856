//! Bids: how much the bidding side undertakes.

use core::fmt;

use crate::deck::Deck;
use crate::tileset::TileSet;

/// A bid in the auction (or, in Euchre, the maker's undertaking).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Bid {
    /// Take at least this many points (42: 30..=41; 88: 60..=88 even; Big
    /// Game: 42..=66).
    Points(u8),
    /// Take every trick, for this many marks (42: 1 mark = 42, 2 = 84;
    /// 88: 2 = 176, 3 = 264, 4 = 352).
    Marks(u8),
    /// Splash (at least 3 doubles): partner names trump and leads; every
    /// trick, for this many marks.
    Splash(u8),
    /// Plunge (at least 4 doubles): as Splash, for this many marks; the
    /// only bid that may open above 2 marks.
    Plunge(u8),
    /// Low-No: the dealer, after three passes, plays Nel-O for 1 mark.
    LowNo,
    /// Domino Euchre: the maker takes at least 3 tricks, perhaps alone.
    Make {
        /// The maker's partner sits out.
        alone: bool,
    },
}

impl Bid {
    /// The marks a mark-level bid is for (Low-No is 1 mark); `None` for a
    /// points bid or a Euchre make.
    #[must_use]
    pub const fn marks(self) -> Option<u8> {
        match self {
            Bid::Marks(m) | Bid::Splash(m) | Bid::Plunge(m) => Some(m),
            Bid::LowNo => Some(1),
            Bid::Points(_) | Bid::Make { .. } => None,
        }
    }

    /// Whether the bidding side must take every trick.
    #[must_use]
    pub const fn needs_every_trick(self) -> bool {
        matches!(self, Bid::Marks(_) | Bid::Splash(_) | Bid::Plunge(_))
    }

    /// The tiles of `hand` (the bidder's when it bids) that the bid lays
    /// face up for every seat: a Plunge shows every double; other bids
    /// show nothing.
    #[must_use]
    pub fn shown_from(self, hand: TileSet, deck: Deck) -> TileSet {
        match self {
            Bid::Plunge(_) => hand & deck.doubles(),
            _ => TileSet::EMPTY,
        }
    }

    /// The bid's worth in points, a mark being `mark_points` (42 or 88).
    #[must_use]
    pub const fn value(self, mark_points: u16) -> u16 {
        match self {
            Bid::Points(n) => n as u16,
            Bid::Marks(m) | Bid::Splash(m) | Bid::Plunge(m) => m as u16 * mark_points,
            Bid::LowNo => mark_points,
            Bid::Make { .. } => 0,
        }
    }

    /// A Euchre make whose maker's partner sits out.
    #[must_use]
    pub const fn goes_alone(self) -> bool {
        matches!(self, Bid::Make { alone: true })
    }
}

impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let marks = |m: u8| if m == 1 { "mark" } else { "marks" };
        match *self {
            Bid::Points(n) => write!(f, "{n}"),
            Bid::Marks(m) => write!(f, "{m} {}", marks(m)),
            Bid::Splash(m) => write!(f, "Splash ({m} {})", marks(m)),
            Bid::Plunge(m) => write!(f, "Plunge ({m} {})", marks(m)),
            Bid::LowNo => f.write_str("Low-No"),
            Bid::Make { alone: false } => f.write_str("make"),
            Bid::Make { alone: true } => f.write_str("make alone"),
        }
    }
}
