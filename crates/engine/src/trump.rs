//! What the declarer names: a trump, or a contract with its own play rules.

use core::fmt;

use crate::pip::Pip;

/// Where doubles rank inside their suit in hands with a trump.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum DoublesRank {
    /// The double is the highest tile of its suit.
    #[default]
    High,
    /// The double is the lowest tile of its suit (below `x-0`).
    Low,
}

/// Where doubles go when no suit is trump (follow-me, Nel-O).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum DoublesMode {
    /// Highest of their suit.
    #[default]
    High,
    /// Lowest of their suit.
    Low,
    /// The doubles form a suit of their own (6-6 high); a led double calls
    /// for doubles.
    OwnSuit,
}

impl DoublesMode {
    /// All three modes.
    pub const ALL: [DoublesMode; 3] = [DoublesMode::OwnSuit, DoublesMode::High, DoublesMode::Low];

    /// The notation word: `high`, `low`, `own-suit`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            DoublesMode::High => "high",
            DoublesMode::Low => "low",
            DoublesMode::OwnSuit => "own-suit",
        }
    }
}

impl From<DoublesRank> for DoublesMode {
    fn from(r: DoublesRank) -> DoublesMode {
        match r {
            DoublesRank::High => DoublesMode::High,
            DoublesRank::Low => DoublesMode::Low,
        }
    }
}

/// A trump choice for a normal hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Trump {
    /// Every tile showing this number is a trump.
    Suit(Pip),
    /// The doubles are trumps, 6-6 high down to 0-0.
    Doubles,
    /// "Sevens as trump": 6-1, 5-2, 4-3 are trumps, in that order.
    SevenTiles,
    /// Follow me: no trump.
    FollowMe,
}

impl fmt::Display for Trump {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Trump::Suit(p) => write!(f, "{p}"),
            Trump::Doubles => f.write_str("doubles"),
            Trump::SevenTiles => f.write_str("sevens"),
            Trump::FollowMe => f.write_str("follow-me"),
        }
    }
}

/// What the declarer names after the auction.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Declaration {
    /// A normal hand with this trump.
    Trump(Trump),
    /// Nel-O: the bidder must lose every trick; the partner sits out; no
    /// trump; doubles placed as chosen.
    Nello(DoublesMode),
    /// Sevens: every player must play the tile closest to 7 pips; the bidder
    /// must take every trick.
    Sevens,
}

impl Declaration {
    /// The trump, if the declaration is a normal trump hand.
    #[must_use]
    pub const fn trump(self) -> Option<Trump> {
        match self {
            Declaration::Trump(t) => Some(t),
            _ => None,
        }
    }

    /// A short human description ("fives trump", "Nel-O, doubles own suit").
    #[must_use]
    pub fn describe(self) -> String {
        match self {
            Declaration::Trump(Trump::Suit(p)) => format!("{} trump", p.suit_name()),
            Declaration::Trump(Trump::Doubles) => "doubles trump".into(),
            Declaration::Trump(Trump::SevenTiles) => "sevens trump".into(),
            Declaration::Trump(Trump::FollowMe) => "follow me (no trump)".into(),
            Declaration::Nello(DoublesMode::OwnSuit) => "Nel-O, doubles a suit".into(),
            Declaration::Nello(DoublesMode::High) => "Nel-O, doubles high".into(),
            Declaration::Nello(DoublesMode::Low) => "Nel-O, doubles low".into(),
            // In full: "Sevens" alone reads like "sevens trump", a trump.
            Declaration::Sevens => "Sevens (closest to 7)".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The closest-to-7 contract is never named like the sevens trump suit
    /// (the log read "Cleo: Sevens" beside "sevens trump").
    #[test]
    fn the_sevens_contract_and_the_sevens_trump_read_apart() {
        assert_eq!(Declaration::Sevens.describe(), "Sevens (closest to 7)");
        assert_eq!(
            Declaration::Trump(Trump::SevenTiles).describe(),
            "sevens trump"
        );
    }
}
