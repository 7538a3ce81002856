//! Error types: each names what was wrong, in words a player understands.

use core::fmt;

use crate::action::Action;
use crate::bid::Bid;
use crate::game::Phase;
use crate::seat::Seat;
use crate::settings::GameKind;
use crate::tile::Tile;
use crate::trick::Suit;

/// Text that is not a valid tile, action, game name...
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    what: &'static str,
    input: String,
    expected: &'static str,
}

impl ParseError {
    pub(crate) fn new(what: &'static str, input: &str, expected: &'static str) -> ParseError {
        ParseError {
            what,
            input: input.chars().take(60).collect(),
            expected,
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a valid {} (expected {})",
            self.input, self.what, self.expected
        )
    }
}

impl std::error::Error for ParseError {}

/// A setting out of range, or one that does not apply to the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsError(String);

impl SettingsError {
    pub(crate) fn new(msg: impl Into<String>) -> SettingsError {
        SettingsError(msg.into())
    }
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SettingsError {}

/// An explicit deal that cannot have come from the set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealError {
    /// The deal lists the wrong number of hands.
    Players {
        /// Hands given.
        got: usize,
        /// Players in the game.
        want: u8,
    },
    /// A hand has the wrong number of tiles.
    HandSize {
        /// Whose hand.
        seat: Seat,
        /// Tiles given.
        got: usize,
        /// Tiles dealt in this game.
        want: u8,
    },
    /// The kitty or spare has the wrong number of tiles.
    KittySize {
        /// Tiles given.
        got: usize,
        /// Tiles this game puts aside.
        want: u8,
    },
    /// A tile that the set does not have (a 7 in a double-six game).
    NotInSet {
        /// The tile.
        tile: Tile,
        /// The game.
        game: GameKind,
    },
    /// A tile dealt more often than the set has copies.
    Duplicate {
        /// The tile.
        tile: Tile,
        /// Copies in the set.
        copies: u8,
    },
    /// Domino Euchre needs a turn-up tile.
    MissingTurnUp,
    /// A turn-up was given for a game without one.
    UnexpectedTurnUp,
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::Players { got, want } => {
                write!(f, "the deal has {got} hands; this game has {want} players")
            }
            DealError::HandSize { seat, got, want } => {
                write!(f, "{seat} is dealt {got} tiles; each hand has {want}")
            }
            DealError::KittySize { got, want } => {
                write!(f, "the kitty has {got} tiles; this game sets aside {want}")
            }
            DealError::NotInSet { tile, game } => {
                write!(
                    f,
                    "{tile} is not in the set {} is played with",
                    game.title()
                )
            }
            DealError::Duplicate { tile, copies: 1 } => write!(f, "{tile} is dealt twice"),
            DealError::Duplicate { tile, copies } => {
                write!(f, "{tile} is dealt more than {copies} times")
            }
            DealError::MissingTurnUp => f.write_str("Domino Euchre deals need a turn_up tile"),
            DealError::UnexpectedTurnUp => {
                f.write_str("only Domino Euchre deals have a turn_up tile")
            }
        }
    }
}

impl std::error::Error for DealError {}

/// An action the rules do not allow now. The game is left unchanged; the
/// message names the rule, addressed to the player who tried it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The game is over.
    GameOver,
    /// The action belongs to another phase ("you cannot play a tile during
    /// the bidding").
    WrongPhase {
        /// The action tried.
        action: Action,
        /// The phase the game is in.
        phase: Phase,
    },
    /// The action belongs to another game.
    WrongGame {
        /// The action tried.
        action: Action,
        /// The game being played.
        game: GameKind,
    },
    /// The tile is not in the player's hand.
    NotInHand {
        /// The tile.
        tile: Tile,
    },
    /// The player holds a tile of the led suit and must play one.
    MustFollow {
        /// The led suit.
        suit: Suit,
        /// The tile tried.
        tile: Tile,
    },
    /// Sevens: a tile closer to 7 pips must be played.
    MustPlayClosestToSeven {
        /// The tile tried.
        tile: Tile,
        /// A tile that must be played instead.
        closest: Tile,
    },
    /// Only the leader, and only with certain tiles, may lead a lower suit.
    NoLowLead {
        /// The tile tried.
        tile: Tile,
        /// Why not.
        reason: &'static str,
    },
    /// A bid outside the game's ladder.
    BidOutOfRange {
        /// The bid tried.
        bid: Bid,
        /// The ladder, in words.
        range: &'static str,
    },
    /// A bid that does not beat the high bid.
    BidTooLow {
        /// The bid tried.
        bid: Bid,
        /// The bid to beat.
        high: Bid,
    },
    /// After a mark bid each higher bid is exactly one mark more.
    MarkStep {
        /// The bid tried.
        bid: Bid,
        /// The only mark level allowed now.
        next: u8,
    },
    /// Opening mark bids go no higher than 2 marks (Plunge excepted).
    OpeningMarks {
        /// The bid tried.
        bid: Bid,
    },
    /// A house-rule contract these settings leave out.
    ContractOff {
        /// The contract's name.
        name: &'static str,
    },
    /// Splash / Plunge need doubles in hand.
    NeedsDoubles {
        /// The contract.
        name: &'static str,
        /// Doubles needed.
        need: u8,
        /// Doubles held.
        have: u8,
    },
    /// Splash / Plunge are bid at one level only.
    ContractLevel {
        /// The bid tried.
        bid: Bid,
        /// The marks it must be for now.
        marks: u8,
    },
    /// Low-No is the dealer's bid after three passes.
    LowNoNotNow,
    /// The dealer may not pass when everyone else has (forced bid).
    DealerMustBid,
    /// Nel-O needs a bigger winning bid.
    NelloNeedsMarkBid,
    /// Sevens is declared only on a mark bid.
    SevensNeedsMarkBid,
    /// After Splash or Plunge the partner names a trump, not a contract.
    PartnerNamesTrump,
    /// After Low-No the dealer plays Nel-O.
    LowNoIsNello,
    /// A trump number the set does not have.
    NoSuchTrump {
        /// The number named.
        pip: u8,
    },
    /// Counters must be kept: only non-counters are put back.
    MustKeepCounters {
        /// The counter tried.
        tile: Tile,
    },
    /// Going alone needs a partner to sit out (4-player Euchre only).
    NoAlone,
    /// Euchre: ordering up belongs to round 1, calling a trump to round 2.
    EuchreRound {
        /// The action tried.
        action: Action,
        /// The round being bid.
        round: u8,
    },
    /// Round 2 of Euchre: the turned-down trump cannot be named.
    TurnedDown {
        /// The trump turned down.
        pip: u8,
    },
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::GameOver => f.write_str("the game is over"),
            Illegal::WrongPhase { action, phase } => {
                write!(f, "\"{action}\" is not possible {}", phase.during())
            }
            Illegal::WrongGame { action, game } => {
                write!(f, "\"{action}\" is not an action of {}", game.title())
            }
            Illegal::NotInHand { tile } => write!(f, "you do not hold {tile}"),
            Illegal::MustFollow { suit, tile } => {
                write!(f, "you must follow {suit}: {tile} is not one of them")
            }
            Illegal::MustPlayClosestToSeven { tile, closest } => write!(
                f,
                "Sevens: you must play the tile closest to 7 pips ({closest}), not {tile}"
            ),
            Illegal::NoLowLead { tile, reason } => {
                write!(f, "{tile} cannot lead its lower suit: {reason}")
            }
            Illegal::BidOutOfRange { bid, range } => {
                write!(f, "{bid} is not a bid here: bids are {range}")
            }
            Illegal::BidTooLow { bid, high } => {
                write!(
                    f,
                    "a bid must beat the high bid: {bid} does not beat {high}"
                )
            }
            Illegal::MarkStep { bid, next } => write!(
                f,
                "after a mark bid, each higher bid is exactly one mark more: \
                 {bid} is not {next} marks"
            ),
            Illegal::OpeningMarks { bid } => write!(
                f,
                "the highest opening mark bid is 2 marks (Plunge excepted): {bid} is too high"
            ),
            Illegal::ContractOff { name } => {
                write!(f, "{name} is not played with these settings")
            }
            Illegal::NeedsDoubles { name, need, have } => write!(
                f,
                "{name} needs at least {need} doubles in hand; you hold {have}"
            ),
            Illegal::ContractLevel { bid, marks } => {
                write!(f, "{bid} can only be bid at {marks} marks now")
            }
            Illegal::LowNoNotNow => {
                f.write_str("Low-No is bid only by the dealer, after three passes")
            }
            Illegal::DealerMustBid => {
                f.write_str("everyone else passed: the dealer must bid (forced bid)")
            }
            Illegal::NelloNeedsMarkBid => {
                f.write_str("Nel-O needs a winning bid of at least 1 mark")
            }
            Illegal::SevensNeedsMarkBid => f.write_str("Sevens is played only on a mark bid"),
            Illegal::PartnerNamesTrump => {
                f.write_str("after Splash or Plunge the partner names a trump, not a contract")
            }
            Illegal::LowNoIsNello => f.write_str("Low-No is a Nel-O: choose where the doubles go"),
            Illegal::NoSuchTrump { pip } => write!(f, "there is no suit {pip} in this set"),
            Illegal::MustKeepCounters { tile } => write!(
                f,
                "counters must be kept: {tile} cannot be put back while you hold a non-counter"
            ),
            Illegal::NoAlone => f.write_str("going alone needs a partner (4-player Euchre)"),
            Illegal::EuchreRound { action, round: 1 } => write!(
                f,
                "\"{action}\" belongs to round 2 of the bidding; in round 1 order up \
                 the turned-up trump or pass"
            ),
            Illegal::EuchreRound { action, .. } => write!(
                f,
                "\"{action}\" belongs to round 1 of the bidding; in round 2 call a trump \
                 other than the turned-down one, or pass"
            ),
            Illegal::TurnedDown { pip } => write!(
                f,
                "{} were turned down in round 1; name another trump",
                crate::pip::Pip::new(*pip).map_or("that suit", |p| p.suit_name())
            ),
        }
    }
}

impl std::error::Error for Illegal {}
