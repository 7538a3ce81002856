//! Dealing: seeded shuffles and explicit deals (tests, shared deals).

use crate::error::DealError;
use crate::rng::SplitMix64;
use crate::seat::Seat;
use crate::settings::Rules;
use crate::tile::Tile;
use crate::tileset::{TileId, TileSet};

/// One hand's deal, validated: every tile of the set exactly once per copy.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Deal {
    hands: [TileSet; Seat::MAX],
    kitty: TileSet,
    turn_up: Option<TileId>,
    undealt: TileSet,
}

impl Deal {
    /// A shuffled deal from `seed`, the same on every platform.
    #[must_use]
    pub fn random(rules: &Rules, seed: u64) -> Deal {
        let mut ids: arrayvec::ArrayVec<TileId, 64> = rules.deck().all().iter().collect();
        SplitMix64::new(seed).shuffle(&mut ids);
        let mut rest = ids.into_iter();
        let mut hands = [TileSet::EMPTY; Seat::MAX];
        for hand in hands.iter_mut().take(usize::from(rules.players())) {
            *hand = rest.by_ref().take(usize::from(rules.hand_size())).collect();
        }
        let kitty = rest
            .by_ref()
            .take(usize::from(rules.kitty_size()))
            .collect();
        let turn_up = if matches!(rules, Rules::Euchre(_)) {
            rest.next()
        } else {
            None
        };
        Deal {
            hands,
            kitty,
            turn_up,
            undealt: rest.collect(),
        }
    }

    /// Validates an explicit deal. Games with a kitty or spare may leave it
    /// out: it is then the tiles no hand holds.
    ///
    /// ```
    /// use bones_engine::{Deal, DealSpec, GameKind, Rules, Tile};
    ///
    /// let rules = Rules::default_for(GameKind::Euchre);
    /// let hand = |s: &str| s.split(' ').map(|t| t.parse::<Tile>().unwrap()).collect();
    /// let mut spec = DealSpec {
    ///     hands: vec![
    ///         hand("5-5 4-4 6-5 5-4 5-3"),
    ///         hand("6-6 6-4 6-3 6-2 6-1"),
    ///         hand("3-3 3-2 3-1 3-0 4-3"),
    ///         hand("2-2 2-1 2-0 1-1 1-0"),
    ///     ],
    ///     kitty: None,
    ///     turn_up: Some("5-2".parse().unwrap()),
    /// };
    /// assert_eq!(Deal::from_spec(&rules, &spec).unwrap().undealt().len(), 7);
    /// spec.turn_up = Some("6-6".parse().unwrap());
    /// let err = Deal::from_spec(&rules, &spec).unwrap_err();
    /// assert_eq!(err.to_string(), "6-6 is dealt twice");
    /// ```
    ///
    /// # Errors
    /// Wrong number of hands or tiles, a tile not in the set, a tile dealt
    /// more often than the set has copies, a missing or unexpected turn-up.
    pub fn from_spec(rules: &Rules, spec: &DealSpec) -> Result<Deal, DealError> {
        let deck = rules.deck();
        if spec.hands.len() != usize::from(rules.players()) {
            return Err(DealError::Players {
                got: spec.hands.len(),
                want: rules.players(),
            });
        }
        let mut used = TileSet::EMPTY;
        let mut take = |tile: Tile| -> Result<TileId, DealError> {
            if !deck.has(tile) {
                return Err(DealError::NotInSet {
                    tile,
                    game: rules.kind(),
                });
            }
            let copy = used.copies(tile) as u8;
            let id = deck.id(tile, copy).ok_or(DealError::Duplicate {
                tile,
                copies: deck.copies(),
            })?;
            used.insert(id);
            Ok(id)
        };
        let mut hands = [TileSet::EMPTY; Seat::MAX];
        for (i, tiles) in spec.hands.iter().enumerate() {
            if tiles.len() != usize::from(rules.hand_size()) {
                return Err(DealError::HandSize {
                    seat: Seat::new(i as u8).unwrap_or(Seat::FIRST),
                    got: tiles.len(),
                    want: rules.hand_size(),
                });
            }
            for &t in tiles {
                hands[i].insert(take(t)?);
            }
        }
        let turn_up = match (spec.turn_up, rules) {
            (Some(t), Rules::Euchre(_)) => Some(take(t)?),
            (None, Rules::Euchre(_)) => return Err(DealError::MissingTurnUp),
            (Some(_), _) => return Err(DealError::UnexpectedTurnUp),
            (None, _) => None,
        };
        let kitty = match &spec.kitty {
            Some(tiles) => {
                if tiles.len() != usize::from(rules.kitty_size()) {
                    return Err(DealError::KittySize {
                        got: tiles.len(),
                        want: rules.kitty_size(),
                    });
                }
                let mut kitty = TileSet::EMPTY;
                for &t in tiles {
                    kitty.insert(take(t)?);
                }
                kitty
            }
            // Games with a kitty deal the whole set, so the kitty is the rest.
            None if rules.kitty_size() > 0 => deck.all() - used,
            None => TileSet::EMPTY,
        };
        Ok(Deal {
            hands,
            kitty,
            turn_up,
            undealt: deck.all() - used - kitty,
        })
    }

    /// Whether this is a deal of `rules`: each player's hand, the kitty and
    /// the turn-up of the right size, the other seats empty, and every tile
    /// of the set exactly once per copy. [`Deal::random`] and
    /// [`Deal::from_spec`] only make such deals for the rules they are given;
    /// this catches a deal handed to a game of other rules.
    #[must_use]
    pub fn fits(&self, rules: &Rules) -> bool {
        let players = usize::from(rules.players());
        let sizes_ok = self.hands.iter().enumerate().all(|(i, h)| {
            let want = if i < players {
                usize::from(rules.hand_size())
            } else {
                0
            };
            h.len() == want
        });
        let turn_up = self.turn_up.map_or(TileSet::EMPTY, TileSet::single);
        let parts = self
            .hands
            .iter()
            .copied()
            .chain([self.kitty, turn_up, self.undealt]);
        let mut seen = TileSet::EMPTY;
        let mut disjoint = true;
        for part in parts {
            disjoint &= (seen & part).is_empty();
            seen |= part;
        }
        sizes_ok
            && disjoint
            && seen == rules.deck().all()
            && self.kitty.len() == usize::from(rules.kitty_size())
            && self.turn_up.is_some() == matches!(rules, Rules::Euchre(_))
    }

    /// The raw form of this deal.
    #[must_use]
    pub fn to_spec(&self, rules: &Rules) -> DealSpec {
        DealSpec {
            hands: self.hands[..usize::from(rules.players())]
                .iter()
                .map(|h| h.tiles().collect())
                .collect(),
            kitty: (rules.kitty_size() > 0).then(|| self.kitty.tiles().collect()),
            turn_up: self.turn_up.map(TileId::tile),
        }
    }

    /// A seat's dealt tiles.
    #[must_use]
    pub const fn hand(&self, seat: Seat) -> TileSet {
        self.hands[seat.index()]
    }

    /// Every seat's dealt tiles.
    #[must_use]
    pub const fn hands(&self) -> [TileSet; Seat::MAX] {
        self.hands
    }

    /// 88's kitty or the Big Game's spare.
    #[must_use]
    pub const fn kitty(&self) -> TileSet {
        self.kitty
    }

    /// Euchre's turn-up.
    #[must_use]
    pub const fn turn_up(&self) -> Option<TileId> {
        self.turn_up
    }

    /// Tiles nobody was dealt (Euchre).
    #[must_use]
    pub const fn undealt(&self) -> TileSet {
        self.undealt
    }
}

/// A deal as written in a record: hands in seat order; `kitty` for 88's
/// kitty or the Big Game's spare (computed from the hands when omitted);
/// `turn_up` for Euchre.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct DealSpec {
    /// Each seat's tiles, seat 0 first.
    pub hands: Vec<Vec<Tile>>,
    /// The kitty or spare.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub kitty: Option<Vec<Tile>>,
    /// Euchre's turned-up tile.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub turn_up: Option<Tile>,
}
