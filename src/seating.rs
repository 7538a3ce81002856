//! Where each seat sits on screen, and what it is called.
//!
//! Seats are numbered clockwise, so seen from the player at the bottom the
//! next seat sits on the left, then across, then on the right. Positions
//! are given as a compass point on the table: the 4-seat table uses S, W,
//! N, E; Texas 88's six seats go S, SW, NW, N, NE, SE (partners two apart,
//! so the player's partners sit NW and NE); three-handed Euchre uses S, NW,
//! NE and two-handed S, N.

use bones_engine::{Rules, Seat, Team};

/// A place around the table, seen from the player (who is always `South`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Position {
    /// The player.
    South,
    /// Left, low (6 seats).
    SouthWest,
    /// Left.
    West,
    /// Left, high (6 seats).
    NorthWest,
    /// Across.
    North,
    /// Right, high (6 seats).
    NorthEast,
    /// Right.
    East,
    /// Right, low (6 seats).
    SouthEast,
}

impl Position {
    /// The CSS class naming this place.
    #[must_use]
    pub const fn class(self) -> &'static str {
        match self {
            Position::South => "pos-s",
            Position::SouthWest => "pos-sw",
            Position::West => "pos-w",
            Position::NorthWest => "pos-nw",
            Position::North => "pos-n",
            Position::NorthEast => "pos-ne",
            Position::East => "pos-e",
            Position::SouthEast => "pos-se",
        }
    }

    /// Whether a seat here shows its tiles as a column (the table's sides).
    #[must_use]
    pub const fn is_side(self) -> bool {
        matches!(
            self,
            Position::West
                | Position::East
                | Position::NorthWest
                | Position::NorthEast
                | Position::SouthWest
                | Position::SouthEast
        )
    }
}

/// The table as the player sees it: who sits where, and their names.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Seating {
    /// The player's seat.
    pub me: Seat,
    /// Seats at the table.
    pub players: u8,
    /// Sides: 2 partnerships, or 3 in three-handed Euchre (each alone).
    pub teams: u8,
}

/// Names of the bots, clockwise from the player's left.
const BOT_NAMES: [&str; 5] = ["Ada", "Ben", "Cleo", "Dev", "Eve"];

impl Seating {
    /// The 4-seat table with the player in `me`.
    #[must_use]
    pub const fn four(me: Seat) -> Seating {
        Seating {
            me,
            players: 4,
            teams: 2,
        }
    }

    /// The table of the game `rules` describes, the player in `me`.
    #[must_use]
    pub const fn for_rules(me: Seat, rules: &Rules) -> Seating {
        Seating {
            me,
            players: rules.players(),
            teams: rules.teams(),
        }
    }

    /// Places clockwise from the player (0 = the player).
    #[must_use]
    pub const fn steps(self, seat: Seat) -> u8 {
        (seat.get() + self.players - self.me.get()) % self.players
    }

    /// Where `seat` sits on screen.
    #[must_use]
    pub const fn position(self, seat: Seat) -> Position {
        let k = self.steps(seat);
        match (self.players, k) {
            (_, 0) => Position::South,
            (2, _) => Position::North,
            (3, 1) => Position::NorthWest,
            (3, _) => Position::NorthEast,
            (4, 1) => Position::West,
            (4, 2) => Position::North,
            (4, _) => Position::East,
            (_, 1) => Position::SouthWest,
            (_, 2) => Position::NorthWest,
            (_, 3) => Position::North,
            (_, 4) => Position::NorthEast,
            _ => Position::SouthEast,
        }
    }

    /// The name shown for `seat`: "You" for the player.
    #[must_use]
    pub const fn name(self, seat: Seat) -> &'static str {
        match self.steps(seat) {
            0 => "You",
            k => BOT_NAMES[(k - 1) as usize],
        }
    }

    /// "You pass" but "Ada passes": the verb for `seat` as the subject,
    /// given its two forms.
    #[must_use]
    pub fn verb(self, seat: Seat, plain: &'static str, third_person: &'static str) -> &'static str {
        if seat == self.me {
            plain
        } else {
            third_person
        }
    }

    /// The player's side.
    #[must_use]
    pub const fn my_team(self) -> Team {
        self.me.team(self.teams)
    }

    /// The side `seat` plays for.
    #[must_use]
    pub const fn team_of(self, seat: Seat) -> Team {
        seat.team(self.teams)
    }

    /// Whether `seat` plays on the player's side.
    #[must_use]
    pub const fn is_partner_or_me(self, seat: Seat) -> bool {
        seat.team(self.teams).index() == self.my_team().index()
    }

    /// Whether every player plays alone (three-handed Euchre).
    #[must_use]
    pub const fn each_alone(self) -> bool {
        self.teams == self.players
    }

    /// "Us" or "Them"; when everyone plays alone, "You" or the player's
    /// name.
    #[must_use]
    pub const fn team_name(self, team: Team) -> &'static str {
        if self.each_alone() {
            match Seat::new(team.index() as u8) {
                Some(seat) => self.name(seat),
                None => "?",
            }
        } else if team.index() == self.my_team().index() {
            "Us"
        } else {
            "Them"
        }
    }

    /// The sides, the player's first.
    pub fn teams_from_mine(self) -> impl Iterator<Item = Team> {
        let mine = self.my_team().index() as u8;
        let teams = self.teams;
        (0..teams).filter_map(move |k| Team::new((mine + k) % teams))
    }

    /// The names of a side's players, the player first ("You and Ben",
    /// "Ada, Cleo and Eve").
    #[must_use]
    pub fn members(self, team: Team) -> String {
        let names: Vec<&str> = self
            .clockwise_from_me()
            .filter(|s| self.team_of(*s) == team)
            .map(|s| self.name(s))
            .collect();
        match names.as_slice() {
            [] => String::new(),
            [one] => (*one).to_owned(),
            [init @ .., last] => format!("{} and {last}", init.join(", ")),
        }
    }

    /// Every seat, starting with the player and going clockwise.
    pub fn clockwise_from_me(self) -> impl Iterator<Item = Seat> {
        let Seating { me, players, .. } = self;
        (0..players).map(move |k| me.offset(k, players))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(n: u8) -> Seat {
        Seat::new(n).unwrap()
    }

    #[test]
    fn clockwise_goes_left_then_across_then_right() {
        let s = Seating::four(seat(0));
        assert_eq!(s.position(seat(0)), Position::South);
        assert_eq!(s.position(seat(1)), Position::West);
        assert_eq!(s.position(seat(2)), Position::North);
        assert_eq!(s.position(seat(3)), Position::East);
        let from_two = Seating::four(seat(2));
        assert_eq!(from_two.position(seat(3)), Position::West);
        assert_eq!(from_two.position(seat(0)), Position::North);
        assert_eq!(from_two.name(seat(2)), "You");
        assert_eq!(from_two.verb(seat(2), "deal", "deals"), "deal");
        assert_eq!(from_two.verb(seat(1), "deal", "deals"), "deals");
    }

    #[test]
    fn the_player_and_the_partner_are_us() {
        let s = Seating::four(seat(0));
        assert!(s.is_partner_or_me(seat(2)));
        assert!(!s.is_partner_or_me(seat(1)));
        assert_eq!(s.team_name(seat(3).team(2)), "Them");
        assert_eq!(s.team_name(seat(2).team(2)), "Us");
        let order: Vec<u8> = s.clockwise_from_me().map(Seat::get).collect();
        assert_eq!(order, vec![0, 1, 2, 3]);
    }

    #[test]
    fn every_table_size_gives_distinct_places() {
        for players in 2..=6u8 {
            let s = Seating {
                me: seat(0),
                players,
                teams: 2,
            };
            let mut places: Vec<Position> = s.clockwise_from_me().map(|x| s.position(x)).collect();
            places.dedup();
            assert_eq!(places.len(), usize::from(players));
        }
    }

    #[test]
    fn texas_88_partners_sit_two_apart_at_the_top_corners() {
        let rules = Rules::default_for(bones_engine::GameKind::Texas88);
        let s = Seating::for_rules(seat(0), &rules);
        let places: Vec<Position> = s.clockwise_from_me().map(|x| s.position(x)).collect();
        assert_eq!(
            places,
            [
                Position::South,
                Position::SouthWest,
                Position::NorthWest,
                Position::North,
                Position::NorthEast,
                Position::SouthEast
            ]
        );
        assert!(s.is_partner_or_me(seat(2)) && s.is_partner_or_me(seat(4)));
        assert!(!s.is_partner_or_me(seat(3)));
        assert_eq!(s.members(s.my_team()), "You, Ben and Dev");
        assert_eq!(s.members(seat(1).team(2)), "Ada, Cleo and Eve");
    }

    #[test]
    fn three_handed_euchre_is_each_for_themselves() {
        let rules = Rules::Euchre(bones_engine::Euchre {
            players: 3,
            ..bones_engine::Euchre::default()
        });
        let s = Seating::for_rules(seat(0), &rules);
        assert!(s.each_alone());
        assert_eq!(s.position(seat(1)), Position::NorthWest);
        assert_eq!(s.position(seat(2)), Position::NorthEast);
        let names: Vec<&str> = s.teams_from_mine().map(|t| s.team_name(t)).collect();
        assert_eq!(names, ["You", "Ada", "Ben"]);
        assert!(!s.is_partner_or_me(seat(2)));
        assert_eq!(s.members(seat(1).team(3)), "Ada");
    }
}
