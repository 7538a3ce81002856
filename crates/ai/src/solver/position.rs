//! A validated trick-play position with every hand visible.

use core::fmt;

use bones_engine::{Game, Goal, Phase, PlayState, Seat, Suit, Team, Tile, TileSet, TrickRules};

use super::query::{Play, Plays};

/// The most tricks a position may have left: every hand of every game here
/// holds at most 11 tiles; 16 leaves room for hand-made deals while
/// keeping the search's move lists fixed-size.
pub const MAX_TRICKS_LEFT: u8 = 16;

/// Why a position cannot be solved. Each names what is inconsistent; the
/// solver refuses such positions rather than search nonsense.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PositionError {
    /// The game is not in its trick-play phase.
    NotPlaying {
        /// The phase it is in.
        phase: Phase,
    },
    /// The goal names a side that is not at this table.
    UnknownTeam {
        /// The side named.
        team: Team,
        /// Sides at the table.
        teams: u8,
    },
    /// More tricks played than the hand has.
    TricksPlayed {
        /// Tricks played.
        played: u8,
        /// Tricks in the hand.
        per_hand: u8,
    },
    /// More tricks left than the solver handles ([`MAX_TRICKS_LEFT`]).
    TooManyTricksLeft {
        /// Tricks left.
        left: u8,
    },
    /// A tile that is not in the set these rules are for.
    NotInSet {
        /// The tile.
        tile: Tile,
    },
    /// A physical tile in two places (two hands, or a hand and the trick).
    TileTwice {
        /// The tile.
        tile: Tile,
    },
    /// A playing seat holds the wrong number of tiles for the tricks left.
    HandSize {
        /// The seat.
        seat: Seat,
        /// Tiles it holds.
        holds: u8,
        /// Tiles it should hold.
        expected: u8,
    },
    /// The trick in progress is complete, or continues after the last trick.
    TrickLength {
        /// Plays in the trick.
        plays: u8,
    },
    /// A play in the trick is by a seat out of turn or sitting out.
    OutOfTurn {
        /// The seat.
        seat: Seat,
    },
    /// The trick's led suit is not one its first tile can lead.
    LedSuit {
        /// The first tile.
        tile: Tile,
        /// The suit recorded.
        suit: Suit,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PositionError::NotPlaying { phase } => {
                write!(f, "there is no trick play to solve {}", phase.during())
            }
            PositionError::UnknownTeam { team, teams } => {
                write!(f, "the goal names {team}, but only {teams} sides play")
            }
            PositionError::TricksPlayed { played, per_hand } => {
                write!(f, "{played} tricks played, but a hand has only {per_hand}")
            }
            PositionError::TooManyTricksLeft { left } => write!(
                f,
                "{left} tricks left; the solver handles at most {MAX_TRICKS_LEFT}"
            ),
            PositionError::NotInSet { tile } => {
                write!(f, "{tile} is not in the set these rules are for")
            }
            PositionError::TileTwice { tile } => write!(f, "{tile} is in two places at once"),
            PositionError::HandSize {
                seat,
                holds,
                expected,
            } => write!(
                f,
                "{seat} holds {holds} tiles but should hold {expected} for the tricks left"
            ),
            PositionError::TrickLength { plays } => write!(
                f,
                "a trick in progress with {plays} plays: it is complete or past the last trick"
            ),
            PositionError::OutOfTurn { seat } => {
                write!(
                    f,
                    "{seat} played to the trick out of turn or while sitting out"
                )
            }
            PositionError::LedSuit { tile, suit } => {
                write!(f, "the trick records {suit} led, which {tile} cannot lead")
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// A trick-play position with every hand visible, checked for consistency:
/// the rules of the hand's tricks, the state, and the contract's goal
/// (whose side maximises).
///
/// Seats sitting out (the Nel-O partner, a lone Euchre maker's partner)
/// are ignored, whatever their hands hold.
#[derive(Copy, Clone, Debug)]
pub struct Position<'r> {
    rules: &'r TrickRules,
    state: PlayState,
    goal: Goal,
}

impl<'r> Position<'r> {
    /// Checks and wraps a position.
    ///
    /// # Errors
    /// [`PositionError`] naming the first inconsistency: a goal side not at
    /// the table, too many tricks played or left, a tile outside the set or
    /// in two places, a hand of the wrong size for the tricks left, or a
    /// trick in progress that could not have been played.
    pub fn new(
        rules: &'r TrickRules,
        state: PlayState,
        goal: Goal,
    ) -> Result<Position<'r>, PositionError> {
        validate(rules, &state, goal)?;
        Ok(Position { rules, state, goal })
    }

    /// The trick play of `game`, with every hand visible.
    ///
    /// # Errors
    /// [`PositionError::NotPlaying`] outside the trick-play phase.
    pub fn from_game(game: &'r Game) -> Result<Position<'r>, PositionError> {
        if game.phase() != Phase::Playing {
            return Err(PositionError::NotPlaying {
                phase: game.phase(),
            });
        }
        Position::new(game.trick_rules(), *game.play_state(), game.goal())
    }

    /// The trick rules.
    #[must_use]
    pub const fn rules(&self) -> &'r TrickRules {
        self.rules
    }

    /// The state.
    #[must_use]
    pub const fn state(&self) -> &PlayState {
        &self.state
    }

    /// The contract's goal.
    #[must_use]
    pub const fn goal(&self) -> Goal {
        self.goal
    }

    /// Whether every trick has been played.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// The seat to move.
    #[must_use]
    pub fn turn(&self) -> Seat {
        self.state.turn()
    }

    /// Whether the seat to move is on the bidding side (it maximises).
    #[must_use]
    pub fn maximizing(&self) -> bool {
        self.state.table().team(self.turn()) == self.goal.team()
    }

    /// The legal plays of the seat to move, exactly as
    /// [`Game::legal_actions`] lists them (one per face; a tile that may
    /// lead its lower suit twice). Empty once the hand is over.
    #[must_use]
    pub fn plays(&self) -> Plays {
        let mut plays = Plays::new();
        if self.is_over() {
            return plays;
        }
        let hand = self.state.hand(self.turn());
        let leading = self.state.trick().is_empty();
        for face in self.state.legal(self.rules).faces() {
            let tile = face.tile();
            let Some(id) = hand.id_of(tile) else { continue };
            plays.push(Play {
                tile: id,
                low: false,
            });
            if leading && self.rules.may_lead_low(tile) {
                plays.push(Play {
                    tile: id,
                    low: true,
                });
            }
        }
        plays
    }
}

fn validate(rules: &TrickRules, s: &PlayState, goal: Goal) -> Result<(), PositionError> {
    let table = s.table();
    if goal.team().index() >= usize::from(table.teams()) {
        return Err(PositionError::UnknownTeam {
            team: goal.team(),
            teams: table.teams(),
        });
    }
    if s.tricks_played() > s.tricks_per_hand() {
        return Err(PositionError::TricksPlayed {
            played: s.tricks_played(),
            per_hand: s.tricks_per_hand(),
        });
    }
    let left = s.tricks_per_hand() - s.tricks_played();
    if left > MAX_TRICKS_LEFT {
        return Err(PositionError::TooManyTricksLeft { left });
    }
    let trick = s.trick();
    if trick.len() >= usize::from(table.active_count()) || (left == 0 && !trick.is_empty()) {
        return Err(PositionError::TrickLength {
            plays: trick.len() as u8,
        });
    }
    let deck = rules.deck().all();
    let mut seen = TileSet::EMPTY;
    let mut place = |set: TileSet| -> Result<(), PositionError> {
        if let Some(id) = (set - deck).first() {
            return Err(PositionError::NotInSet { tile: id.tile() });
        }
        if let Some(id) = (set & seen).first() {
            return Err(PositionError::TileTwice { tile: id.tile() });
        }
        seen |= set;
        Ok(())
    };
    let mut expected_seat = trick.leader();
    for (i, (seat, id)) in trick.plays().enumerate() {
        if seat != expected_seat || !table.is_active(seat) || seat.get() >= table.players() {
            return Err(PositionError::OutOfTurn { seat });
        }
        if i == 0 {
            let tile = id.tile();
            let suit = trick.led().unwrap_or(Suit::Trump);
            let ok = rules.led_suit(tile, false) == suit
                || (rules.may_lead_low(tile) && rules.led_suit(tile, true) == suit);
            if !ok {
                return Err(PositionError::LedSuit { tile, suit });
            }
        }
        place(TileSet::single(id))?;
        expected_seat = table.next_active(seat);
    }
    if !table.is_active(trick.leader()) || trick.leader().get() >= table.players() {
        return Err(PositionError::OutOfTurn {
            seat: trick.leader(),
        });
    }
    for seat in Seat::all(table.players()).filter(|&q| table.is_active(q)) {
        let hand = s.hand(seat);
        place(hand)?;
        let done = trick.plays().any(|(q, _)| q == seat);
        let expected = left - u8::from(done);
        if hand.len() != usize::from(expected) {
            return Err(PositionError::HandSize {
                seat,
                holds: hand.len() as u8,
                expected,
            });
        }
    }
    Ok(())
}
