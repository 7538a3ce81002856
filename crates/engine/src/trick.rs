//! Suit membership, following and trick winners, precomputed per hand.
//!
//! Once trump (or a contract) is known, everything about a trick is a table
//! lookup: which tiles follow a led suit is a [`TileSet`] mask, and which
//! tile wins is the largest `power` byte for the led suit. The search loop of
//! the AI plays millions of tiles through these tables.

use core::fmt;

use crate::deck::Deck;
use crate::pip::Pip;
use crate::seat::Seat;
use crate::tile::Tile;
use crate::tileset::{TileId, TileSet};
use crate::trump::{DoublesMode, DoublesRank, Trump};

/// The suit a trick was led in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Suit {
    /// The tiles showing this number (less any trumps).
    Number(Pip),
    /// The doubles, when they form a suit of their own.
    Doubles,
    /// The trumps.
    Trump,
}

impl Suit {
    /// Number of distinct suits (0..=8, doubles, trump).
    pub const COUNT: usize = 11;

    const fn index(self) -> usize {
        match self {
            Suit::Number(p) => p.get() as usize,
            Suit::Doubles => 9,
            Suit::Trump => 10,
        }
    }

    /// The suit's name in a sentence: "fives", "doubles", "trumps".
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Number(p) => p.suit_name(),
            Suit::Doubles => "doubles",
            Suit::Trump => "trumps",
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which non-trump tiles a leader may lead as their *lower* suit.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LowLead {
    /// None: a tile always leads its higher end.
    Never,
    /// The Big Game: 7-3 and 8-2, when not trumps.
    BigGameCounters,
    /// Domino Euchre with "leader names the suit": any non-trump non-double.
    AnyTile,
}

/// Power bands: a trump beats any tile of the led suit, which beats any
/// tile that neither follows nor trumps.
const TRUMP_BAND: u8 = 200;
const SUIT_BAND: u8 = 100;
/// Rank of a high double inside its suit (above any other end).
const HIGH_DOUBLE: u8 = 20;

/// The fixed rules of one hand's tricks: suits, following, ranking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrickRules {
    deck: Deck,
    closest_to_seven: bool,
    trump: TileSet,
    follow: [TileSet; Suit::COUNT],
    power: [[u8; 64]; Suit::COUNT],
    lead: [Suit; 64],
    low_lead: TileSet,
    /// Sevens contract: tiles grouped by their distance from 7 pips.
    by_distance: [TileSet; 10],
}

impl TrickRules {
    /// A normal hand of Texas 42, Texas 88 or the Big Game with `trump`.
    #[must_use]
    pub fn with_trump(
        deck: Deck,
        trump: Trump,
        doubles: DoublesRank,
        follow_me_doubles: DoublesMode,
        low_lead: LowLead,
    ) -> TrickRules {
        let in_suit = |t: Tile, p: Pip| suit_rank(t, p, doubles.into());
        match trump {
            Trump::Suit(p) => Self::build(deck, |t| in_suit(t, p), doubles.into(), low_lead),
            Trump::Doubles => Self::build(
                deck,
                |t| t.is_double().then(|| t.hi().get()),
                DoublesMode::High,
                low_lead,
            ),
            Trump::SevenTiles => Self::build(
                deck,
                |t| (t.pips() == 7 && t.hi().get() <= 6).then(|| t.hi().get() - 3),
                doubles.into(),
                low_lead,
            ),
            Trump::FollowMe => Self::build(deck, |_| None, follow_me_doubles, low_lead),
        }
    }

    /// A Nel-O hand: no trump, doubles where the bidder placed them.
    #[must_use]
    pub fn nello(deck: Deck, doubles: DoublesMode) -> TrickRules {
        Self::build(deck, |_| None, doubles, LowLead::Never)
    }

    /// A Sevens hand: no suits; the tile closest to 7 pips must be played
    /// and wins, the first played winning a tie.
    #[must_use]
    pub fn sevens(deck: Deck) -> TrickRules {
        let mut rules = Self::build(deck, |_| None, DoublesMode::High, LowLead::Never);
        rules.closest_to_seven = true;
        for tile in deck.tiles() {
            let d = seven_distance(tile);
            rules.by_distance[d as usize] |= deck.ids_of([tile]);
            for row in &mut rules.power {
                row[tile.index() as usize] = SUIT_BAND - d;
            }
        }
        rules
    }

    /// A Domino Euchre hand with trump `t`: `t-t` high, then the double of
    /// the suit below (6-6 when `t` is blank), then `t-6 .. t-0`.
    #[must_use]
    pub fn euchre(trump: Pip, leader_names_suit: bool) -> TrickRules {
        let below = Pip::new((trump.get() + 6) % 7).unwrap_or(trump);
        let rank = |t: Tile| {
            if t.is_double() && t.hi() == trump {
                Some(30)
            } else if t.is_double() && t.hi() == below {
                Some(25)
            } else {
                t.other_end(trump).map(|o| 1 + o.get())
            }
        };
        let low = if leader_names_suit {
            LowLead::AnyTile
        } else {
            LowLead::Never
        };
        Self::build(Deck::DoubleSix, rank, DoublesMode::High, low)
    }

    fn build(
        deck: Deck,
        trump_rank: impl Fn(Tile) -> Option<u8>,
        doubles: DoublesMode,
        low_lead: LowLead,
    ) -> TrickRules {
        let mut r = TrickRules {
            deck,
            closest_to_seven: false,
            trump: TileSet::EMPTY,
            follow: [TileSet::EMPTY; Suit::COUNT],
            power: [[0; 64]; Suit::COUNT],
            lead: [Suit::Trump; 64],
            low_lead: TileSet::EMPTY,
            by_distance: [TileSet::EMPTY; 10],
        };
        for tile in deck.tiles() {
            let ids = deck.ids_of([tile]);
            let i = tile.index() as usize;
            if let Some(rank) = trump_rank(tile) {
                r.trump |= ids;
                r.follow[Suit::Trump.index()] |= ids;
                for row in &mut r.power {
                    row[i] = TRUMP_BAND + rank;
                }
                r.lead[i] = Suit::Trump;
                continue;
            }
            if tile.is_double() && doubles == DoublesMode::OwnSuit {
                r.follow[Suit::Doubles.index()] |= ids;
                r.power[Suit::Doubles.index()][i] = SUIT_BAND + tile.hi().get();
                r.lead[i] = Suit::Doubles;
                continue;
            }
            for end in [tile.hi(), tile.lo()] {
                let suit = Suit::Number(end);
                r.follow[suit.index()] |= ids;
                r.power[suit.index()][i] = SUIT_BAND + suit_rank(tile, end, doubles).unwrap_or(0);
            }
            r.lead[i] = Suit::Number(tile.hi());
            let low_ok = match low_lead {
                LowLead::Never => false,
                LowLead::BigGameCounters => {
                    (tile.hi().get(), tile.lo().get()) == (7, 3)
                        || (tile.hi().get(), tile.lo().get()) == (8, 2)
                }
                LowLead::AnyTile => !tile.is_double(),
            };
            if low_ok {
                r.low_lead |= ids;
            }
        }
        r
    }

    /// The set these rules were built for.
    #[must_use]
    pub const fn deck(&self) -> Deck {
        self.deck
    }

    /// The trump tiles (empty in no-trump hands).
    #[must_use]
    pub const fn trumps(&self) -> TileSet {
        self.trump
    }

    /// Whether this is a Sevens (closest to seven) hand.
    #[must_use]
    pub const fn is_sevens(&self) -> bool {
        self.closest_to_seven
    }

    /// The tiles that belong to `suit` (trumps belong only to the trump suit).
    #[must_use]
    pub const fn suit(&self, suit: Suit) -> TileSet {
        self.follow[suit.index()]
    }

    /// The suit `tile` leads; `low` asks for its lower end (see
    /// [`TrickRules::may_lead_low`]).
    #[must_use]
    pub fn led_suit(&self, tile: Tile, low: bool) -> Suit {
        if low && self.may_lead_low(tile) {
            Suit::Number(tile.lo())
        } else {
            self.lead[tile.index() as usize]
        }
    }

    /// Whether `tile` may be led as its lower suit.
    #[must_use]
    pub const fn may_lead_low(&self, tile: Tile) -> bool {
        self.low_lead.has_tile(tile)
    }

    /// The tiles of `hand` that may be played to a trick led in `led`
    /// (`None`: this play leads). This is the one rule of following.
    #[must_use]
    pub fn legal(&self, hand: TileSet, led: Option<Suit>) -> TileSet {
        if self.closest_to_seven {
            return self
                .by_distance
                .iter()
                .map(|&d| hand & d)
                .find(|s| !s.is_empty())
                .unwrap_or(TileSet::EMPTY);
        }
        match led {
            None => hand,
            Some(suit) => {
                let following = hand & self.follow[suit.index()];
                if following.is_empty() {
                    hand
                } else {
                    following
                }
            }
        }
    }

    /// How strongly `tile` contends for a trick led in `led`: the largest
    /// power wins, the first played winning ties (identical tiles in 88).
    #[must_use]
    pub const fn power(&self, led: Suit, tile: Tile) -> u8 {
        self.power[led.index()][tile.index() as usize]
    }
}

/// Rank of `tile` inside number suit `p` (higher is stronger), or `None` if
/// the tile does not show `p`.
fn suit_rank(tile: Tile, p: Pip, doubles: DoublesMode) -> Option<u8> {
    let other = tile.other_end(p)?;
    Some(if tile.is_double() {
        match doubles {
            DoublesMode::Low => 0,
            DoublesMode::High | DoublesMode::OwnSuit => HIGH_DOUBLE,
        }
    } else {
        1 + other.get()
    })
}

fn seven_distance(tile: Tile) -> u8 {
    tile.pips().abs_diff(7)
}

/// A trick in progress or complete: who led, the led suit, and the plays in
/// order. `Copy` and allocation-free.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Trick {
    leader: Seat,
    led: Suit,
    len: u8,
    seats: [Seat; Seat::MAX],
    tiles: [TileId; Seat::MAX],
}

impl Trick {
    /// An empty trick to be led by `leader`.
    #[must_use]
    pub const fn new(leader: Seat) -> Trick {
        Trick {
            leader,
            led: Suit::Trump,
            len: 0,
            seats: [leader; Seat::MAX],
            tiles: [TileId::new(Tile::new(Pip::ALL[0], Pip::ALL[0]), 0); Seat::MAX],
        }
    }

    /// The seat that leads (or led) this trick.
    #[must_use]
    pub const fn leader(&self) -> Seat {
        self.leader
    }

    /// The led suit, once a tile is down.
    #[must_use]
    pub const fn led(&self) -> Option<Suit> {
        if self.len == 0 {
            None
        } else {
            Some(self.led)
        }
    }

    /// Number of tiles played.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether no tile is down yet.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The plays in order: who, and which tile.
    pub fn plays(&self) -> impl Iterator<Item = (Seat, TileId)> + '_ {
        self.seats[..self.len()]
            .iter()
            .copied()
            .zip(self.tiles[..self.len()].iter().copied())
    }

    /// The tiles played so far.
    #[must_use]
    pub fn tiles(&self) -> TileSet {
        self.tiles[..self.len()].iter().copied().collect()
    }

    /// Adds a play. The first play fixes the led suit.
    ///
    /// # Panics
    /// If the trick already holds six plays.
    pub fn push(&mut self, seat: Seat, tile: TileId, led: Suit) {
        if self.len == 0 {
            self.led = led;
        }
        self.seats[self.len as usize] = seat;
        self.tiles[self.len as usize] = tile;
        self.len += 1;
    }

    /// The seat currently winning and its index in play order.
    #[must_use]
    pub fn winning(&self, rules: &TrickRules) -> Option<(usize, Seat)> {
        let mut best: Option<(usize, u8)> = None;
        for (i, id) in self.tiles[..self.len()].iter().enumerate() {
            let p = rules.power(self.led, id.tile());
            if best.is_none_or(|(_, bp)| p > bp) {
                best = Some((i, p));
            }
        }
        best.map(|(i, _)| (i, self.seats[i]))
    }

    /// Points of the counters in the trick.
    #[must_use]
    pub fn counters(&self) -> u32 {
        self.tiles().count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    #[test]
    fn trump_belongs_only_to_the_trump_suit() {
        let r = TrickRules::with_trump(
            Deck::DoubleSix,
            Trump::Suit(Pip::ALL[4]),
            DoublesRank::High,
            DoublesMode::High,
            LowLead::Never,
        );
        let six_four = TileSet::copies_of(t("6-4"));
        assert!(!(r.suit(Suit::Trump) & six_four).is_empty());
        assert!((r.suit(Suit::Number(Pip::ALL[6])) & six_four).is_empty());
        assert_eq!(r.suit(Suit::Trump).len(), 7);
        assert_eq!(r.suit(Suit::Number(Pip::ALL[6])).len(), 6);
    }
}
