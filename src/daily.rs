//! The deal of the day: one game a day that everyone is dealt alike.
//!
//! A day's deal is the game's seed written as the date, `20261202` for
//! 2 December 2026. The seed is all a deal is (hand *n* is shuffled from
//! the seed and *n* alone), so everyone who plays a game with the same
//! rules on the same day holds the same hands, with no server to ask;
//! and the bots' choices come from the seed and the turn, so players who
//! play alike see the same game. Written as the date, the seed says
//! itself which day it is in a record, a deal link or the recent games,
//! with nothing stored beside it. A random seed is a date by chance about
//! once in 10^12 games.

use core::fmt;

use bones_engine::{Game, GameRecord, Rules};

/// A calendar day, from the year 2000 to 9999 (eight digits as a seed).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day {
    year: u16,
    month: u8,
    day: u8,
}

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

fn days_in_month(year: u16, month: u8) -> u8 {
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Day {
    /// The day, if it is one (month 1 to 12, a day the month has).
    #[must_use]
    pub fn new(year: u16, month: u8, day: u8) -> Option<Day> {
        let real = (2000..=9999).contains(&year)
            && (1..=12).contains(&month)
            && (1..=days_in_month(year, month)).contains(&day);
        real.then_some(Day { year, month, day })
    }

    /// Today by this device's clock, in its own time zone: the day the
    /// player's calendar shows.
    #[must_use]
    pub fn today() -> Option<Day> {
        let now = js_sys::Date::new_0();
        let year = u16::try_from(now.get_full_year()).ok()?;
        let month = u8::try_from(now.get_month() + 1).ok()?;
        let day = u8::try_from(now.get_date()).ok()?;
        Day::new(year, month, day)
    }

    /// The seed of this day's deal.
    #[must_use]
    pub fn seed(self) -> u64 {
        u64::from(self.year) * 10_000 + u64::from(self.month) * 100 + u64::from(self.day)
    }

    /// The record a game of this day's deal on `rules` starts from (none
    /// if the engine refuses the rules): what the recent games and the
    /// statistics look a played deal up by.
    #[must_use]
    pub fn start(self, rules: Rules) -> Option<GameRecord> {
        let game = Game::new(rules, self.seed()).ok()?;
        Some(GameRecord::of(&game, Vec::new()))
    }

    /// The day whose deal `seed` is, if it is one.
    #[must_use]
    pub fn of_seed(seed: u64) -> Option<Day> {
        let year = u16::try_from(seed / 10_000).ok()?;
        let month = u8::try_from(seed / 100 % 100).ok()?;
        let day = u8::try_from(seed % 100).ok()?;
        Day::new(year, month, day)
    }

    /// "2 Dec 2026": for lists and buttons.
    #[must_use]
    pub fn short(self) -> String {
        format!("{} {} {}", self.day, &self.month_name()[..3], self.year)
    }

    fn month_name(self) -> &'static str {
        MONTHS[usize::from(self.month - 1)]
    }
}

/// "2 December 2026".
impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.day, self.month_name(), self.year)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_days_seed_is_its_date_and_reads_back() {
        let day = Day::new(2026, 12, 2).unwrap();
        assert_eq!(day.seed(), 20_261_202);
        assert_eq!(Day::of_seed(20_261_202), Some(day));
        assert_eq!(day.to_string(), "2 December 2026");
        assert_eq!(day.short(), "2 Dec 2026");
        // Every day of a leap year and the next goes there and back, and
        // the seeds rise with the days.
        let mut last = 0;
        for year in [2028, 2029] {
            for month in 1..=12 {
                for d in 1..=days_in_month(year, month) {
                    let day = Day::new(year, month, d).unwrap();
                    assert!(day.seed() > last);
                    last = day.seed();
                    assert_eq!(Day::of_seed(day.seed()), Some(day));
                }
            }
        }
    }

    #[test]
    fn only_real_days_are_days() {
        assert_eq!(Day::new(2026, 2, 29), None);
        assert!(Day::new(2028, 2, 29).is_some());
        assert_eq!(Day::new(2100, 2, 29), None, "a century is not leap");
        assert!(Day::new(2000, 2, 29).is_some(), "unless it is a 400th");
        assert_eq!(Day::new(2026, 4, 31), None);
        assert_eq!(Day::new(2026, 13, 1), None);
        assert_eq!(Day::new(2026, 0, 1), None);
        assert_eq!(Day::new(2026, 1, 0), None);
        assert_eq!(Day::new(1999, 12, 31), None);
        // Seeds that are not dates: the small ones of `?seed=`, a month
        // or day out of range, more than eight digits, random ones.
        for seed in [
            0,
            42,
            2024,
            20_261_232,
            20_261_302,
            20_260_002,
            20_260_100,
            99_999_999,
            120_261_202,
            u64::MAX,
            0x9E37_79B9_7F4A_7C15,
        ] {
            assert_eq!(Day::of_seed(seed), None, "{seed}");
        }
    }
}
