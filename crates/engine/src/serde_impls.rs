//! Serde for types whose JSON form differs from their fields: tiles as
//! `"6-4"`, tile sets as lists of tiles, tricks as lists of plays.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::pip::Pip;
use crate::seat::Seat;
use crate::tile::Tile;
use crate::tileset::{TileId, TileSet};
use crate::trick::{Suit, Trick};

crate::serde_via_str!(Tile, "a tile such as \"6-4\"");

impl Serialize for Pip {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.get())
    }
}

impl<'de> Deserialize<'de> for Pip {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Pip, D::Error> {
        let n = u8::deserialize(d)?;
        Pip::new(n).ok_or_else(|| D::Error::custom(format!("{n} is not a pip value (0 to 8)")))
    }
}

/// Adds `tile` as its first copy not yet in `set`.
fn add_copy<E: serde::de::Error>(set: &mut TileSet, tile: Tile) -> Result<TileId, E> {
    let copy = set.copies(tile) as u8;
    if copy >= 2 {
        return Err(E::custom(format!("{tile} appears more than twice")));
    }
    let id = TileId::new(tile, copy);
    set.insert(id);
    Ok(id)
}

impl Serialize for TileSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.tiles())
    }
}

impl<'de> Deserialize<'de> for TileSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<TileSet, D::Error> {
        let tiles = Vec::<Tile>::deserialize(d)?;
        let mut set = TileSet::EMPTY;
        for t in tiles {
            add_copy::<D::Error>(&mut set, t)?;
        }
        Ok(set)
    }
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum SuitSpec {
    Number(Pip),
    Doubles,
    Trump,
}

impl Serialize for Suit {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            Suit::Number(p) => SuitSpec::Number(p),
            Suit::Doubles => SuitSpec::Doubles,
            Suit::Trump => SuitSpec::Trump,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Suit {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Suit, D::Error> {
        Ok(match SuitSpec::deserialize(d)? {
            SuitSpec::Number(p) => Suit::Number(p),
            SuitSpec::Doubles => Suit::Doubles,
            SuitSpec::Trump => Suit::Trump,
        })
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TrickSpec {
    leader: Seat,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    led: Option<Suit>,
    plays: Vec<(Seat, Tile)>,
}

impl Serialize for Trick {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        TrickSpec {
            leader: self.leader(),
            led: self.led(),
            plays: self.plays().map(|(seat, id)| (seat, id.tile())).collect(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Trick {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Trick, D::Error> {
        let spec = TrickSpec::deserialize(d)?;
        if spec.plays.len() > Seat::MAX {
            return Err(D::Error::custom("a trick has at most 6 plays"));
        }
        let mut trick = Trick::new(spec.leader);
        let mut seen = TileSet::EMPTY;
        let led = spec.led.unwrap_or(Suit::Trump);
        for (seat, tile) in spec.plays {
            let id = add_copy::<D::Error>(&mut seen, tile)?;
            trick.push(seat, id, led);
        }
        Ok(trick)
    }
}
