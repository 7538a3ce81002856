//! Pip values: the number on one end of a tile, and the suit it names.

use core::fmt;
use core::str::FromStr;

use crate::error::ParseError;

/// The number of pips on one end of a tile, `0..=8`. Every pip value is also
/// a suit (all tiles showing it).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pip(u8);

impl Pip {
    /// The highest pip value of any set Bones plays (double-eight).
    pub const MAX: Pip = Pip(8);

    /// All pip values from blank to eight.
    pub const ALL: [Pip; 9] = [
        Pip(0),
        Pip(1),
        Pip(2),
        Pip(3),
        Pip(4),
        Pip(5),
        Pip(6),
        Pip(7),
        Pip(8),
    ];

    /// A pip value, if `n <= 8`.
    #[must_use]
    pub const fn new(n: u8) -> Option<Pip> {
        if n <= Self::MAX.0 {
            Some(Pip(n))
        } else {
            None
        }
    }

    /// The number of pips.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The suit's name as players say it ("fives", "blanks"), for messages
    /// such as "you must follow fives".
    #[must_use]
    pub const fn suit_name(self) -> &'static str {
        const NAMES: [&str; 9] = [
            "blanks", "aces", "deuces", "treys", "fours", "fives", "sixes", "sevens", "eights",
        ];
        NAMES[self.0 as usize]
    }

    /// The number as a word ("five", "blank").
    #[must_use]
    pub const fn word(self) -> &'static str {
        const WORDS: [&str; 9] = [
            "blank", "one", "two", "three", "four", "five", "six", "seven", "eight",
        ];
        WORDS[self.0 as usize]
    }
}

impl fmt::Display for Pip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Pip {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Pip, ParseError> {
        s.parse::<u8>()
            .ok()
            .and_then(Pip::new)
            .ok_or_else(|| ParseError::new("pip value", s, "a number from 0 to 8"))
    }
}
