//! Everything a player can do, and its text notation.
//!
//! The notation is what records, the CLI and the bot protocol speak:
//!
//! | action | notation |
//! |---|---|
//! | pass | `pass` |
//! | bid points / marks | `bid 30`, `bid 2m` |
//! | Splash, Plunge, Low-No | `splash 2m`, `plunge 4m`, `low-no` |
//! | name trump | `trump 5`, `trump doubles`, `trump follow-me`, `trump sevens` |
//! | Nel-O, Sevens | `nello own-suit` (or `high`, `low`), `sevens` |
//! | discard (kitty, spare, Euchre dealer) | `discard 6-1` |
//! | Euchre round 1 / 2 | `order`, `order alone`, `call 4`, `call 4 alone` |
//! | play a tile | `6-4` (or `play 6-4`) |
//! | lead a tile as its lower suit | `7-3 low` |

use core::fmt;
use core::str::FromStr;

use crate::bid::Bid;
use crate::error::ParseError;
use crate::pip::Pip;
use crate::tile::Tile;
use crate::trump::{Declaration, DoublesMode, Trump};

/// One decision by the seat to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Pass in the auction.
    Pass,
    /// Bid (42, 88, Big Game).
    Bid(Bid),
    /// Name trump or a contract.
    Declare(Declaration),
    /// Put a tile face down (88 kitty, Big Game spare, Euchre dealer).
    Discard(Tile),
    /// Euchre round 1: accept the turned-up trump.
    Order {
        /// The orderer's partner sits out.
        alone: bool,
    },
    /// Euchre round 2: name a trump other than the turned-down one.
    Call {
        /// The trump named.
        trump: Pip,
        /// The caller's partner sits out.
        alone: bool,
    },
    /// Play a tile (leading: its normal suit).
    Play(Tile),
    /// Lead a tile as its lower suit (Big Game 7-3 / 8-2; Euchre when the
    /// leader names the suit).
    PlayLow(Tile),
}

impl Action {
    /// The tile played, if this is a play.
    #[must_use]
    pub const fn played_tile(self) -> Option<Tile> {
        match self {
            Action::Play(t) | Action::PlayLow(t) => Some(t),
            _ => None,
        }
    }

    /// A Euchre make (order up or call) whose maker's partner sits out:
    /// the one test for both shapes, so no caller lists the pair.
    #[must_use]
    pub const fn goes_alone(self) -> bool {
        matches!(
            self,
            Action::Order { alone: true } | Action::Call { alone: true, .. }
        )
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let alone = |a: bool| if a { " alone" } else { "" };
        match *self {
            Action::Pass => f.write_str("pass"),
            Action::Bid(Bid::Points(n)) => write!(f, "bid {n}"),
            Action::Bid(Bid::Marks(m)) => write!(f, "bid {m}m"),
            Action::Bid(Bid::Splash(m)) => write!(f, "splash {m}m"),
            Action::Bid(Bid::Plunge(m)) => write!(f, "plunge {m}m"),
            Action::Bid(Bid::LowNo) => f.write_str("low-no"),
            Action::Bid(Bid::Make { alone: a }) => write!(f, "make{}", alone(a)),
            Action::Declare(Declaration::Trump(t)) => write!(f, "trump {t}"),
            Action::Declare(Declaration::Nello(d)) => write!(f, "nello {}", d.word()),
            Action::Declare(Declaration::Sevens) => f.write_str("sevens"),
            Action::Discard(t) => write!(f, "discard {t}"),
            Action::Order { alone: a } => write!(f, "order{}", alone(a)),
            Action::Call { trump, alone: a } => write!(f, "call {trump}{}", alone(a)),
            Action::Play(t) => write!(f, "{t}"),
            Action::PlayLow(t) => write!(f, "{t} low"),
        }
    }
}

fn parse_marks(s: &str) -> Option<u8> {
    s.strip_suffix('m')?.parse().ok()
}

fn parse_doubles(s: &str) -> Option<DoublesMode> {
    DoublesMode::ALL.into_iter().find(|d| d.word() == s)
}

fn parse_trump(s: &str) -> Option<Trump> {
    match s {
        "doubles" => Some(Trump::Doubles),
        "follow-me" => Some(Trump::FollowMe),
        "sevens" => Some(Trump::SevenTiles),
        _ => s.parse().ok().map(Trump::Suit),
    }
}

impl FromStr for Action {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Action, ParseError> {
        let bad = || {
            ParseError::new(
                "action",
                s,
                "e.g. pass, bid 30, bid 2m, splash 2m, plunge 4m, low-no, trump 5, \
                 trump doubles, trump follow-me, trump sevens, nello own-suit, sevens, \
                 discard 6-1, order, call 4 alone, 6-4, 7-3 low",
            )
        };
        let words: Vec<&str> = s.split_whitespace().collect();
        let words = match words.as_slice() {
            ["play", rest @ ..] => rest,
            all => all,
        };
        let action = match *words {
            ["pass"] => Action::Pass,
            ["bid", n] => match parse_marks(n) {
                Some(m) => Action::Bid(Bid::Marks(m)),
                None => Action::Bid(Bid::Points(n.parse().map_err(|_| bad())?)),
            },
            ["splash", m] => Action::Bid(Bid::Splash(parse_marks(m).ok_or_else(bad)?)),
            ["plunge", m] => Action::Bid(Bid::Plunge(parse_marks(m).ok_or_else(bad)?)),
            ["low-no"] => Action::Bid(Bid::LowNo),
            ["trump", t] => Action::Declare(Declaration::Trump(parse_trump(t).ok_or_else(bad)?)),
            ["nello", d] => Action::Declare(Declaration::Nello(parse_doubles(d).ok_or_else(bad)?)),
            ["sevens"] => Action::Declare(Declaration::Sevens),
            ["discard", t] => Action::Discard(t.parse()?),
            ["order"] => Action::Order { alone: false },
            ["order", "alone"] => Action::Order { alone: true },
            ["call", t] => Action::Call {
                trump: t.parse()?,
                alone: false,
            },
            ["call", t, "alone"] => Action::Call {
                trump: t.parse()?,
                alone: true,
            },
            [t] => Action::Play(t.parse().map_err(|_| bad())?),
            [t, "low"] => Action::PlayLow(t.parse()?),
            _ => return Err(bad()),
        };
        Ok(action)
    }
}

#[cfg(feature = "serde")]
crate::serde_via_str!(Action, "an action such as \"bid 30\" or \"6-4\"");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for s in [
            "pass",
            "bid 30",
            "bid 2m",
            "splash 2m",
            "plunge 4m",
            "low-no",
            "trump 0",
            "trump doubles",
            "trump follow-me",
            "trump sevens",
            "nello own-suit",
            "nello low",
            "sevens",
            "discard 6-1",
            "order",
            "order alone",
            "call 4",
            "call 4 alone",
            "6-4",
            "7-3 low",
        ] {
            let a: Action = s.parse().unwrap();
            assert_eq!(a.to_string(), s);
        }
        assert_eq!("play 4-6".parse::<Action>().unwrap().to_string(), "6-4");
    }

    #[test]
    fn only_a_lone_make_goes_alone() {
        for s in [
            "pass",
            "bid 30",
            "bid 2m",
            "trump 4",
            "sevens",
            "discard 6-1",
            "order",
            "call 4",
            "6-4",
            "7-3 low",
        ] {
            assert!(!s.parse::<Action>().unwrap().goes_alone(), "{s}");
        }
        for s in ["order alone", "call 4 alone"] {
            assert!(s.parse::<Action>().unwrap().goes_alone(), "{s}");
        }
        assert!(Bid::Make { alone: true }.goes_alone());
        for b in [
            Bid::Make { alone: false },
            Bid::Points(30),
            Bid::Marks(2),
            Bid::LowNo,
        ] {
            assert!(!b.goes_alone(), "{b}");
        }
    }

    #[test]
    fn junk_is_refused_with_the_input_named() {
        for s in [
            "",
            "bid",
            "bid x",
            "trump 9",
            "nello sideways",
            "9-9",
            "call 4 together",
        ] {
            let e = s.parse::<Action>().unwrap_err();
            assert!(e.to_string().contains("action") || e.to_string().contains("tile"));
        }
    }
}
