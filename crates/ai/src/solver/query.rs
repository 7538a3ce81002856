//! What a solve is asked, and what it answers.

use core::fmt;

use bones_engine::{Action, Goal, Pip, PlayState, Tile, TileId};

/// What the solver counts for the bidding side. The bidding side's seats
/// play to make it as large as possible; every other seat (in three-handed
/// Euchre: both non-makers together) plays to make it small.
///
/// Every count is for the whole hand: what the side has already taken
/// (88's kitty counters included) plus what it takes from here on, with
/// every trick played out (a hand that the rules stop early counts the
/// tricks as if played on; that never changes whether a contract is made).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Objective {
    /// Points: counters plus each trick's own points (42: 0..=42).
    Points,
    /// Tricks the bidding side takes (Euchre, every-trick contracts).
    Tricks,
    /// Tricks the bidding side does *not* take (Nel-O: the bidder plays
    /// to lose them all).
    TricksLost,
}

impl Objective {
    /// The objective a contract is decided on: points for a points bid,
    /// tricks for Euchre and the every-trick contracts, tricks lost for
    /// Nel-O.
    #[must_use]
    pub const fn of_goal(goal: Goal) -> Objective {
        match goal {
            Goal::Points { .. } => Objective::Points,
            Goal::AllTricks { .. } | Goal::Tricks { .. } => Objective::Tricks,
            Goal::NoTricks { .. } => Objective::TricksLost,
        }
    }

    /// The count so far in `state` for the side `goal` names.
    #[must_use]
    pub fn so_far(self, state: &PlayState, goal: Goal) -> u16 {
        let team = goal.team();
        match self {
            Objective::Points => state.points(team),
            Objective::Tricks => u16::from(state.tricks(team)),
            Objective::TricksLost => {
                u16::from(state.tricks_played().saturating_sub(state.tricks(team)))
            }
        }
    }
}

impl fmt::Display for Objective {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Objective::Points => "points",
            Objective::Tricks => "tricks",
            Objective::TricksLost => "tricks lost",
        })
    }
}

/// A yes/no question: does the bidding side end the hand with at least
/// `at_least` of `objective`? Answered by a null-window search, much faster
/// than an exact value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Target {
    /// What is counted.
    pub objective: Objective,
    /// The threshold, for the whole hand.
    pub at_least: u16,
}

impl Target {
    /// The bid itself: a points bid reaches its points; Splash, Plunge,
    /// Sevens and mark bids take every trick; Nel-O loses every trick;
    /// Euchre makers take their 3 tricks.
    #[must_use]
    pub fn contract(goal: Goal, tricks_per_hand: u8) -> Target {
        match goal {
            Goal::Points { need, .. } => Target {
                objective: Objective::Points,
                at_least: need,
            },
            Goal::AllTricks { .. } => Target {
                objective: Objective::Tricks,
                at_least: u16::from(tricks_per_hand),
            },
            Goal::NoTricks { .. } => Target {
                objective: Objective::TricksLost,
                at_least: u16::from(tricks_per_hand),
            },
            Goal::Tricks { need, .. } => Target {
                objective: Objective::Tricks,
                at_least: u16::from(need),
            },
        }
    }

    /// The bidding side takes every trick (Euchre's march).
    #[must_use]
    pub const fn every_trick(tricks_per_hand: u8) -> Target {
        Target {
            objective: Objective::Tricks,
            at_least: tricks_per_hand as u16,
        }
    }

    /// At least `n` points.
    #[must_use]
    pub const fn points(n: u16) -> Target {
        Target {
            objective: Objective::Points,
            at_least: n,
        }
    }

    /// At least `n` tricks.
    #[must_use]
    pub const fn tricks(n: u8) -> Target {
        Target {
            objective: Objective::Tricks,
            at_least: n as u16,
        }
    }
}

/// How much work a solve may do.
///
/// Texas 42, Euchre and any hand a few tricks from its end solve exactly in
/// well under a millisecond; Texas 88 and the Big Game from their first
/// tricks can take far longer (see the [module docs](super)), so a bot
/// gives them a node budget.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Budget {
    /// Search to the end of the hand, however long it takes: the answer is
    /// always exact.
    Unlimited,
    /// At most about this many nodes (tile plays). The solver first tries
    /// an exact search with a quarter of them (late in a hand that is
    /// usually enough); failing that, it deepens one trick at a time,
    /// estimating the rest of the hand where the depth stops it, while
    /// nodes remain. An unfinished deeper search is dropped and the answer
    /// is that of the deepest finished one. The first trick's search
    /// always finishes (it may overrun a tiny budget), so every answer
    /// looks at least one trick ahead.
    Nodes(u64),
}

/// A solve's answer, with how it was reached.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Solution<T> {
    /// The answer: a count for the whole hand, or whether the target is
    /// reached.
    pub value: T,
    /// Whether the search reached the end of the hand everywhere (no
    /// estimate was used). Always true with [`Budget::Unlimited`].
    pub exact: bool,
    /// Tricks searched ahead by the deepest finished search (counting the
    /// trick in progress).
    pub depth: u8,
    /// Nodes (tile plays) searched, the unfinished search included.
    pub nodes: u64,
}

/// A tile play at the root: a tile, and whether it leads its lower suit.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Play {
    /// The physical tile (in Texas 88, the lowest copy the seat holds).
    pub tile: TileId,
    /// Lead the tile's lower suit (Big Game 7-3 and 8-2; Euchre when the
    /// leader names the suit).
    pub low: bool,
}

impl Play {
    /// A placeholder for unused slots of fixed-capacity lists.
    const NONE: Play = Play {
        tile: TileId::new(Tile::new(Pip::ALL[0], Pip::ALL[0]), 0),
        low: false,
    };

    /// The face played.
    #[must_use]
    pub const fn face(self) -> Tile {
        self.tile.tile()
    }

    /// The engine action for this play.
    #[must_use]
    pub const fn action(self) -> Action {
        if self.low {
            Action::PlayLow(self.tile.tile())
        } else {
            Action::Play(self.tile.tile())
        }
    }
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.action().fmt(f)
    }
}

/// The most plays a root can have (validated hands hold at most 16 tiles,
/// each perhaps led two ways).
pub const MAX_PLAYS: usize = 32;

/// A fixed-capacity list of root plays: building it never allocates.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Plays {
    items: [Play; MAX_PLAYS],
    len: u8,
}

impl Plays {
    pub(crate) fn new() -> Plays {
        Plays {
            items: [Play::NONE; MAX_PLAYS],
            len: 0,
        }
    }

    pub(crate) fn push(&mut self, play: Play) {
        if let Some(slot) = self.items.get_mut(usize::from(self.len)) {
            *slot = play;
            self.len += 1;
        }
    }

    /// The plays, in the order of [`Game::legal_actions`](bones_engine::Game::legal_actions).
    #[must_use]
    pub fn as_slice(&self) -> &[Play] {
        &self.items[..usize::from(self.len)]
    }

    /// Number of plays.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there is no play (the hand is over).
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `play` is among them.
    #[must_use]
    pub fn contains(&self, play: Play) -> bool {
        self.as_slice().contains(&play)
    }
}

/// The value of one root play.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayValue<T> {
    /// The play.
    pub play: Play,
    /// Its value for the bidding side: a count for the whole hand, or
    /// whether the target is reached.
    pub value: T,
}

/// The value of every legal play at the root, for the seat to move.
///
/// Values are always in the bidding side's terms (higher is better for the
/// bidders); [`PlayValues::maximizing`] says whether the seat to move is a
/// bidder, and [`PlayValues::best`] picks accordingly. Plays that the
/// solver proves interchangeable (equivalent tiles) share one search and
/// one value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PlayValues<T> {
    pub(crate) items: [PlayValue<T>; MAX_PLAYS],
    pub(crate) len: u8,
    /// Whether the seat to move is on the bidding side (it wants the
    /// highest value; otherwise the lowest).
    pub maximizing: bool,
    /// Whether every value is exact (see [`Solution::exact`]).
    pub exact: bool,
    /// Tricks searched ahead by the deepest finished search.
    pub depth: u8,
    /// Nodes searched for all plays together.
    pub nodes: u64,
}

impl<T: Copy + Ord + Default> PlayValues<T> {
    pub(crate) fn new(maximizing: bool) -> PlayValues<T> {
        PlayValues {
            items: [PlayValue {
                play: Play::NONE,
                value: T::default(),
            }; MAX_PLAYS],
            len: 0,
            maximizing,
            exact: true,
            depth: 0,
            nodes: 0,
        }
    }

    pub(crate) fn push(&mut self, play: Play, value: T) {
        if let Some(slot) = self.items.get_mut(usize::from(self.len)) {
            *slot = PlayValue { play, value };
            self.len += 1;
        }
    }

    /// Each legal play with its value, in the order of
    /// [`Game::legal_actions`](bones_engine::Game::legal_actions).
    #[must_use]
    pub fn as_slice(&self) -> &[PlayValue<T>] {
        &self.items[..usize::from(self.len)]
    }

    /// The value of `play`, if it is a legal play here.
    #[must_use]
    pub fn value_of(&self, play: Play) -> Option<T> {
        self.as_slice()
            .iter()
            .find(|v| v.play == play)
            .map(|v| v.value)
    }

    /// The best value for the seat to move (the minimax value of the
    /// position), or `None` if the hand is over.
    #[must_use]
    pub fn best_value(&self) -> Option<T> {
        let values = self.as_slice().iter().map(|v| v.value);
        if self.maximizing {
            values.max()
        } else {
            values.min()
        }
    }

    /// The first play with the best value for the seat to move.
    #[must_use]
    pub fn best(&self) -> Option<PlayValue<T>> {
        let best = self.best_value()?;
        self.as_slice().iter().find(|v| v.value == best).copied()
    }
}
