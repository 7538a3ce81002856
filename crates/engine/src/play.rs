//! The trick-playing phase as a small `Copy` state: the part of a hand the
//! AI searches. [`Game`](crate::Game) drives it for real play; the solver
//! copies it per node.

use crate::seat::{Seat, Team};
use crate::settings::Rules;
use crate::tileset::{TileId, TileSet};
use crate::trick::{Trick, TrickRules};

/// Who is at the table for the tricks of one hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Table {
    players: u8,
    teams: u8,
    /// Seats taking part (a Nel-O or Euchre-alone partner sits out).
    active: u8,
}

impl Table {
    /// `players` seats forming `teams` sides, all playing.
    ///
    /// # Panics
    /// If `players` is not 2..=6 or `teams` is not 2..=3.
    #[must_use]
    pub const fn new(players: u8, teams: u8) -> Table {
        assert!(players >= 2 && players as usize <= Seat::MAX);
        assert!(teams >= 2 && teams as usize <= Team::MAX);
        Table {
            players,
            teams,
            active: (1u8 << players) - 1,
        }
    }

    /// Every seat of the game `rules` describes, all playing.
    ///
    /// # Panics
    /// If `rules` fail [`Rules::validate`] on the number of players (a
    /// [`Game`](crate::Game) only ever holds validated rules).
    #[must_use]
    pub const fn for_rules(rules: &Rules) -> Table {
        Table::new(rules.players(), rules.teams())
    }

    /// The same table with `seat` sitting out.
    #[must_use]
    pub const fn without(self, seat: Seat) -> Table {
        Table {
            active: self.active & !seat.bit(),
            ..self
        }
    }

    /// Number of seats.
    #[must_use]
    pub const fn players(self) -> u8 {
        self.players
    }

    /// Number of sides.
    #[must_use]
    pub const fn teams(self) -> u8 {
        self.teams
    }

    /// Number of seats taking part.
    #[must_use]
    pub const fn active_count(self) -> u8 {
        self.active.count_ones() as u8
    }

    /// Whether `seat` takes part.
    #[must_use]
    pub const fn is_active(self, seat: Seat) -> bool {
        self.active & seat.bit() != 0
    }

    /// The next seat clockwise that takes part (the next seat at all if
    /// nobody takes part, rather than searching for ever).
    #[must_use]
    pub const fn next_active(self, seat: Seat) -> Seat {
        let mut s = seat.next(self.players);
        let mut tried = 1;
        while !self.is_active(s) && tried < self.players {
            s = s.next(self.players);
            tried += 1;
        }
        if self.is_active(s) {
            s
        } else {
            seat.next(self.players)
        }
    }

    /// The side `seat` plays for.
    #[must_use]
    pub const fn team(self, seat: Seat) -> Team {
        seat.team(self.teams)
    }

    /// The seat across the table: the partner in 4-player games. (In 88
    /// the seat opposite is an opponent, partners sitting two apart; only
    /// 4-player contracts ask for it.)
    #[must_use]
    pub const fn opposite(self, seat: Seat) -> Seat {
        seat.offset(self.players / 2, self.players)
    }
}

/// What the bidding side must do, which decides when a hand's outcome is
/// known.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Goal {
    /// Take at least `need` of the hand's `total` points.
    Points {
        /// The bidding side.
        team: Team,
        /// The bid.
        need: u16,
        /// Points in the whole hand.
        total: u16,
    },
    /// Take every trick.
    AllTricks {
        /// The bidding side.
        team: Team,
    },
    /// Lose every trick (Nel-O).
    NoTricks {
        /// The bidding side (its other player sits out).
        team: Team,
    },
    /// Take at least `need` tricks (Euchre).
    Tricks {
        /// The makers.
        team: Team,
        /// Tricks needed.
        need: u8,
    },
}

impl Goal {
    /// The bidding side.
    #[must_use]
    pub const fn team(self) -> Team {
        match self {
            Goal::Points { team, .. }
            | Goal::AllTricks { team }
            | Goal::NoTricks { team }
            | Goal::Tricks { team, .. } => team,
        }
    }

    /// `Some(made)` once the outcome can no longer change, even if tricks
    /// remain; `None` while it is open.
    #[must_use]
    pub fn decided(self, s: &PlayState) -> Option<bool> {
        let team = self.team();
        // Saturating: a state built by `PlayState::resume` may be
        // inconsistent, and deciding must not panic on it.
        let theirs_tricks = s.tricks_played.saturating_sub(s.tricks_won[team.index()]);
        match self {
            Goal::Points { need, total, .. } => {
                let ours = s.points[team.index()];
                let theirs: u16 = s
                    .points
                    .iter()
                    .fold(0u16, |a, &p| a.saturating_add(p))
                    .saturating_sub(ours);
                if ours >= need {
                    Some(true)
                } else if theirs > total.saturating_sub(need) {
                    Some(false)
                } else {
                    s.is_over().then_some(false)
                }
            }
            Goal::AllTricks { .. } => {
                if theirs_tricks > 0 {
                    Some(false)
                } else {
                    s.is_over().then_some(true)
                }
            }
            Goal::NoTricks { .. } => {
                if s.tricks_won[team.index()] > 0 {
                    Some(false)
                } else {
                    s.is_over().then_some(true)
                }
            }
            Goal::Tricks { need, .. } => {
                let ours = s.tricks_won[team.index()];
                if ours >= need && s.is_over() {
                    Some(true)
                } else if s.tricks_per_hand.saturating_sub(theirs_tricks) < need {
                    Some(false)
                } else {
                    s.is_over().then_some(ours >= need)
                }
            }
        }
    }
}

/// A trick that is complete.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlayedTrick {
    /// The plays.
    pub trick: Trick,
    /// Who took it.
    pub winner: Seat,
    /// Points it scored (counters plus the trick's own points).
    pub points: u8,
}

/// The state of trick play: hands, the trick in progress, what each side
/// has taken. Small and `Copy` for the search loop.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayState {
    pub(crate) hands: [TileSet; Seat::MAX],
    pub(crate) trick: Trick,
    pub(crate) table: Table,
    pub(crate) trick_points: u8,
    pub(crate) tricks_per_hand: u8,
    pub(crate) tricks_played: u8,
    pub(crate) points: [u16; Team::MAX],
    pub(crate) tricks_won: [u8; Team::MAX],
}

impl PlayState {
    /// A state before the first lead. `points` are credited in advance (88's
    /// kitty counters); `trick_points` is what each trick is worth besides
    /// its counters.
    #[must_use]
    pub fn new(
        hands: [TileSet; Seat::MAX],
        table: Table,
        leader: Seat,
        trick_points: u8,
        tricks_per_hand: u8,
        points: [u16; Team::MAX],
    ) -> PlayState {
        PlayState {
            hands,
            trick: Trick::new(leader),
            table,
            trick_points,
            tricks_per_hand,
            tricks_played: 0,
            points,
            tricks_won: [0; Team::MAX],
        }
    }

    /// A state in the middle of a hand: `trick` in progress (possibly empty),
    /// `tricks_played` complete, with the points and tricks each side has.
    #[must_use]
    #[allow(clippy::too_many_arguments)]
    pub fn resume(
        hands: [TileSet; Seat::MAX],
        table: Table,
        trick: Trick,
        trick_points: u8,
        tricks_per_hand: u8,
        tricks_played: u8,
        points: [u16; Team::MAX],
        tricks_won: [u8; Team::MAX],
    ) -> PlayState {
        PlayState {
            hands,
            trick,
            table,
            trick_points,
            tricks_per_hand,
            tricks_played,
            points,
            tricks_won,
        }
    }

    /// The seat to play.
    #[must_use]
    pub fn turn(&self) -> Seat {
        match self.trick.plays().last() {
            None => self.trick.leader(),
            Some((last, _)) => self.table.next_active(last),
        }
    }

    /// A seat's tiles.
    #[must_use]
    pub const fn hand(&self, seat: Seat) -> TileSet {
        self.hands[seat.index()]
    }

    /// Every seat's tiles.
    #[must_use]
    pub const fn hands(&self) -> &[TileSet; Seat::MAX] {
        &self.hands
    }

    /// The trick in progress.
    #[must_use]
    pub const fn trick(&self) -> &Trick {
        &self.trick
    }

    /// Who is playing.
    #[must_use]
    pub const fn table(&self) -> Table {
        self.table
    }

    /// Tricks complete so far.
    #[must_use]
    pub const fn tricks_played(&self) -> u8 {
        self.tricks_played
    }

    /// Tricks in the whole hand.
    #[must_use]
    pub const fn tricks_per_hand(&self) -> u8 {
        self.tricks_per_hand
    }

    /// Points each trick scores besides its counters (the solver counts
    /// what is still to be won).
    #[must_use]
    pub const fn trick_points(&self) -> u8 {
        self.trick_points
    }

    /// Points a side has taken (with any credited in advance).
    #[must_use]
    pub const fn points(&self, team: Team) -> u16 {
        self.points[team.index()]
    }

    /// Tricks a side has taken.
    #[must_use]
    pub const fn tricks(&self, team: Team) -> u8 {
        self.tricks_won[team.index()]
    }

    /// Points each side has taken.
    #[must_use]
    pub const fn all_points(&self) -> [u16; Team::MAX] {
        self.points
    }

    /// Tricks each side has taken.
    #[must_use]
    pub const fn all_tricks(&self) -> [u8; Team::MAX] {
        self.tricks_won
    }

    /// Whether every trick has been played.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        self.tricks_played >= self.tricks_per_hand
    }

    /// The tiles the seat to move may play.
    #[must_use]
    pub fn legal(&self, rules: &TrickRules) -> TileSet {
        rules.legal(self.hands[self.turn().index()], self.trick.led())
    }

    /// Plays `tile` for the seat to move (`low`: lead its lower suit) and,
    /// if that completes the trick, scores it and returns it.
    ///
    /// This does not check legality: [`Game::apply`](crate::Game::apply)
    /// does, and the search only plays tiles from [`PlayState::legal`].
    ///
    /// # Panics
    /// In debug builds, if the seat to move does not hold `tile`; and if the
    /// trick in progress already holds six plays (only possible in a state
    /// [`PlayState::resume`] was given inconsistently).
    pub fn play(&mut self, rules: &TrickRules, tile: TileId, low: bool) -> Option<PlayedTrick> {
        let seat = self.turn();
        debug_assert!(
            self.hands[seat.index()].contains(tile),
            "{seat} does not hold {tile}"
        );
        self.hands[seat.index()].remove(tile);
        let led = rules.led_suit(tile.tile(), low);
        self.trick.push(seat, tile, led);
        if self.trick.len() < usize::from(self.table.active_count()) {
            return None;
        }
        let (_, winner) = self.trick.winning(rules)?;
        let points = self.trick.counters() as u8 + self.trick_points;
        let team = self.table.team(winner);
        // Saturating: `resume` accepts any counts, and play must not panic.
        self.points[team.index()] = self.points[team.index()].saturating_add(u16::from(points));
        self.tricks_won[team.index()] = self.tricks_won[team.index()].saturating_add(1);
        self.tricks_played = self.tricks_played.saturating_add(1);
        let done = PlayedTrick {
            trick: self.trick,
            winner,
            points,
        };
        self.trick = Trick::new(winner);
        Some(done)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn team(n: u8) -> Team {
        Team::new(n).unwrap()
    }

    /// A resumed state may carry any counts; deciding on it must not
    /// overflow (it used to, in debug builds).
    #[test]
    fn deciding_an_inconsistent_resumed_state_does_not_panic() {
        let odd = PlayState::resume(
            [TileSet::EMPTY; Seat::MAX],
            Table::new(4, 2),
            Trick::new(Seat::FIRST),
            1,
            7,
            1,
            [u16::MAX, u16::MAX, 0],
            [5, 0, 0],
        );
        let goals = [
            Goal::Points {
                team: team(1),
                need: 50,
                total: 42,
            },
            Goal::AllTricks { team: team(0) },
            Goal::NoTricks { team: team(0) },
            Goal::Tricks {
                team: team(1),
                need: 3,
            },
        ];
        for goal in goals {
            let _decided: Option<bool> = goal.decided(&odd);
        }
        // Team 0 "won" more tricks than were played: none lost, so open.
        assert_eq!(goals[1].decided(&odd), None);
        assert_eq!(goals[2].decided(&odd), Some(false), "team 0 took a trick");
    }
}
