//! Seats at the table and the teams they form.

use core::fmt;

/// A seat at the table, `0..6`, numbered clockwise. In every partnership
/// game the teams alternate seats, so a seat's team is `seat % teams`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8", into = "u8"))]
pub struct Seat(u8);

impl Seat {
    /// The most seats any game here has (Texas 88).
    pub const MAX: usize = 6;

    /// Seat 0.
    pub const FIRST: Seat = Seat(0);

    /// The last seat at a table of `players` (the first dealer, so that
    /// seat 0 bids first).
    #[must_use]
    pub const fn last(players: u8) -> Seat {
        Seat(players.saturating_sub(1) % Self::MAX as u8)
    }

    /// Seat `n`, if `n < 6`.
    #[must_use]
    pub const fn new(n: u8) -> Option<Seat> {
        if (n as usize) < Self::MAX {
            Some(Seat(n))
        } else {
            None
        }
    }

    /// The seat number, `0..6`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat number as a byte.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The next seat clockwise at a table of `players`.
    ///
    /// # Panics
    /// If `players` is 0.
    #[must_use]
    pub const fn next(self, players: u8) -> Seat {
        Seat((self.0 + 1) % players)
    }

    /// The seat `k` places clockwise at a table of `players`.
    ///
    /// # Panics
    /// If `players` is 0.
    #[must_use]
    pub const fn offset(self, k: u8, players: u8) -> Seat {
        Seat((self.0 + k % players) % players)
    }

    /// The team this seat plays for when there are `teams` teams.
    ///
    /// # Panics
    /// If `teams` is 0.
    #[must_use]
    pub const fn team(self, teams: u8) -> Team {
        Team(self.0 % teams)
    }

    /// This seat's bit in a seat mask.
    #[must_use]
    pub const fn bit(self) -> u8 {
        1 << self.0
    }

    /// Seats `0..players`.
    pub fn all(players: u8) -> impl Iterator<Item = Seat> + Clone {
        (0..players).map(Seat)
    }
}

impl TryFrom<u8> for Seat {
    type Error = String;
    fn try_from(n: u8) -> Result<Seat, String> {
        Seat::new(n).ok_or_else(|| format!("seat {n} does not exist (seats are 0 to 5)"))
    }
}

impl From<Seat> for u8 {
    fn from(s: Seat) -> u8 {
        s.0
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// A side: a partnership, or one player in three-handed Euchre.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8", into = "u8"))]
pub struct Team(u8);

impl Team {
    /// The most teams any game has (three-handed Euchre).
    pub const MAX: usize = 3;

    /// Team `n`, if `n < 3`.
    #[must_use]
    pub const fn new(n: u8) -> Option<Team> {
        if (n as usize) < Self::MAX {
            Some(Team(n))
        } else {
            None
        }
    }

    /// The team number.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Teams `0..teams`.
    pub fn all(teams: u8) -> impl Iterator<Item = Team> + Clone {
        (0..teams).map(Team)
    }

    /// Whether `seat` plays for this team when there are `teams` teams.
    ///
    /// # Panics
    /// If `teams` is 0.
    #[must_use]
    pub const fn has(self, seat: Seat, teams: u8) -> bool {
        seat.0 % teams == self.0
    }
}

impl TryFrom<u8> for Team {
    type Error = String;
    fn try_from(n: u8) -> Result<Team, String> {
        Team::new(n).ok_or_else(|| format!("team {n} does not exist (teams are 0 to 2)"))
    }
}

impl From<Team> for u8 {
    fn from(t: Team) -> u8 {
        t.0
    }
}

impl fmt::Display for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "team {}", self.0)
    }
}
