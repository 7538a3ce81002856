//! The trick rules of one hand, recompiled for the search: every physical
//! tile of the set gets a dense index below 64, so a hand is a `u64` (also
//! in Texas 88, whose engine ids run to 128 and whose `TileSet` is a
//! `u128`, slow on 32-bit WebAssembly), and every question the search asks
//! about suits and ranks is one array lookup or one mask.

use bones_engine::{Pip, Suit, Tile, TileId, TileSet, TrickRules};

/// Rows of the power table: number suits 0..=8, doubles, trumps.
pub(crate) const ROWS: usize = 11;
/// "This tile may not be led as its lower suit."
pub(crate) const NO_ROW: u8 = u8::MAX;
/// Dense tile indices are below this (the largest set has 56 tiles).
pub(crate) const MAX_TILES: usize = 64;
/// Distances from 7 pips a tile can have (0-0 is 7 away, 8-8 is 9).
const DISTANCES: usize = 10;

/// The row of the power table for a led suit.
pub(crate) const fn row_of(suit: Suit) -> u8 {
    match suit {
        Suit::Number(p) => p.get(),
        Suit::Doubles => 9,
        Suit::Trump => 10,
    }
}

/// The led suit of a power-table row.
fn suit_of(row: usize) -> Suit {
    match row {
        9 => Suit::Doubles,
        10 => Suit::Trump,
        n => Pip::new(n as u8).map_or(Suit::Trump, Suit::Number),
    }
}

/// Iterates the set bits of a mask, lowest first.
#[derive(Clone, Copy)]
pub(crate) struct Bits(pub u64);

impl Iterator for Bits {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(i)
    }
}

/// One hand's trick rules, in dense-index form.
#[derive(Clone, Debug)]
pub(crate) struct Tables {
    /// The rules these tables were built from (a solve under other rules
    /// rebuilds them).
    pub rules: TrickRules,
    /// Engine id of each dense index.
    pub id_of: [TileId; MAX_TILES],
    /// Dense index of each engine id (`u8::MAX`: not in this set).
    pub dense: [u8; 128],
    /// Points of each tile as a counter (0, 5 or 10).
    pub count: [u8; MAX_TILES],
    /// The row a tile leads normally.
    pub lead_row: [u8; MAX_TILES],
    /// The row a tile leads as its lower suit, or [`NO_ROW`].
    pub low_row: [u8; MAX_TILES],
    /// `power[row][tile]`: how strongly a tile contends for a trick led in
    /// `row` (0: it cannot win it).
    pub power: [[u8; MAX_TILES]; ROWS],
    /// Tiles that must follow a trick led in each row.
    pub follow: [u64; ROWS],
    /// `above[row][t]`: tiles with more power than `t` in `row` (they beat
    /// it whoever plays first).
    pub above: [[u64; MAX_TILES]; ROWS],
    /// `at_least[row][t]`: contenders with at least `t`'s power in `row`.
    pub at_least: [[u64; MAX_TILES]; ROWS],
    /// Tiles that can lead each row (normally or as their lower suit).
    pub leads_into: [u64; ROWS],
    /// For each tile, the tiles that may be interchangeable with it: same
    /// counter value and same leads (the search checks the rest per node).
    pub may_match: [u64; MAX_TILES],
    /// Sevens contract: play is by distance from 7 pips, not by suit.
    pub sevens: bool,
    /// Sevens: tiles at each distance from 7 pips.
    pub by_distance: [u64; DISTANCES],
    /// Counters worth 5.
    pub fives: u64,
    /// Counters worth 10.
    pub tens: u64,
    /// The trumps.
    pub trumps: u64,
    /// The trumps, strongest first.
    pub trump_order: [u8; MAX_TILES],
    /// Number of trumps.
    pub trump_len: u8,
    /// The other copy of each face (Texas 88), or `u8::MAX`.
    pub twin: [u8; MAX_TILES],
}

impl Tables {
    /// Compiles `rules`.
    pub fn new(rules: &TrickRules) -> Tables {
        let mut t = Tables {
            rules: rules.clone(),
            id_of: [TileId::new(Tile::new(Pip::ALL[0], Pip::ALL[0]), 0); MAX_TILES],
            dense: [u8::MAX; 128],
            count: [0; MAX_TILES],
            lead_row: [NO_ROW; MAX_TILES],
            low_row: [NO_ROW; MAX_TILES],
            power: [[0; MAX_TILES]; ROWS],
            follow: [0; ROWS],
            above: [[0; MAX_TILES]; ROWS],
            at_least: [[0; MAX_TILES]; ROWS],
            leads_into: [0; ROWS],
            may_match: [0; MAX_TILES],
            sevens: rules.is_sevens(),
            by_distance: [0; DISTANCES],
            fives: 0,
            tens: 0,
            trumps: 0,
            trump_order: [0; MAX_TILES],
            trump_len: 0,
            twin: [u8::MAX; MAX_TILES],
        };
        let all = rules.deck().all();
        let mut n = 0usize;
        for id in all {
            // Every set has at most 56 tiles, so `n` stays below 64.
            t.dense[usize::from(id.index())] = n as u8;
            t.id_of[n] = id;
            n += 1;
        }
        let dense_mask = |set: TileSet| -> u64 {
            set.iter()
                .map(|id| t.dense[usize::from(id.index())])
                .filter(|&d| d != u8::MAX)
                .fold(0u64, |m, d| m | 1 << d)
        };
        let follow: Vec<u64> = (0..ROWS)
            .map(|r| dense_mask(rules.suit(suit_of(r))))
            .collect();
        t.follow.copy_from_slice(&follow);
        t.trumps = dense_mask(rules.trumps());
        for d in 0..n {
            let tile = t.id_of[d].tile();
            t.count[d] = tile.count();
            match tile.count() {
                5 => t.fives |= 1 << d,
                10 => t.tens |= 1 << d,
                _ => {}
            }
            t.lead_row[d] = row_of(rules.led_suit(tile, false));
            t.low_row[d] = if rules.may_lead_low(tile) {
                row_of(rules.led_suit(tile, true))
            } else {
                NO_ROW
            };
            for (r, row) in t.power.iter_mut().enumerate() {
                row[d] = rules.power(suit_of(r), tile);
            }
            t.by_distance[usize::from(tile.pips().abs_diff(7))] |= 1 << d;
        }
        for r in 0..ROWS {
            for d in 0..n {
                let p = t.power[r][d];
                for u in 0..n {
                    let q = t.power[r][u];
                    if q > p {
                        t.above[r][d] |= 1 << u;
                    }
                    if q >= p && q > 0 {
                        t.at_least[r][d] |= 1 << u;
                    }
                }
            }
        }
        let trump_row = usize::from(row_of(Suit::Trump));
        let mut order: Vec<u8> = Bits(t.trumps).collect();
        order.sort_by_key(|&d| core::cmp::Reverse(t.power[trump_row][usize::from(d)]));
        t.trump_order[..order.len()].copy_from_slice(&order);
        t.trump_len = order.len() as u8;
        for d in 0..n {
            let id = t.id_of[d];
            if id.copy() == 0 {
                if let Some(other) = rules.deck().id(id.tile(), 1) {
                    let o = t.dense[usize::from(other.index())];
                    t.twin[d] = o;
                    t.twin[usize::from(o)] = d as u8;
                }
            }
        }
        for d in 0..n {
            t.leads_into[usize::from(t.lead_row[d])] |= 1 << d;
            if t.low_row[d] != NO_ROW {
                t.leads_into[usize::from(t.low_row[d])] |= 1 << d;
            }
        }
        for a in 0..n {
            for b in 0..n {
                let same = if t.sevens {
                    t.count[a] == t.count[b]
                        && t.id_of[a].tile().pips().abs_diff(7)
                            == t.id_of[b].tile().pips().abs_diff(7)
                } else {
                    t.count[a] == t.count[b]
                        && t.lead_row[a] == t.lead_row[b]
                        && t.low_row[a] == t.low_row[b]
                        && (t.trumps >> a & 1) == (t.trumps >> b & 1)
                };
                if same {
                    t.may_match[a] |= 1 << b;
                }
            }
        }
        t
    }

    /// The dense mask of an engine tile set (tiles outside the set dropped:
    /// positions are validated before they get here).
    pub fn mask(&self, set: TileSet) -> u64 {
        set.iter()
            .map(|id| self.dense[usize::from(id.index())])
            .filter(|&d| d != u8::MAX)
            .fold(0u64, |m, d| m | 1 << d)
    }

    /// The tiles of `hand` that may be played to a trick led in `led`
    /// (`None`: leading) — [`TrickRules::legal`] in dense form.
    #[inline]
    pub fn legal(&self, hand: u64, led: Option<u8>) -> u64 {
        if self.sevens {
            return self.closest_to_seven(hand);
        }
        match led {
            None => hand,
            Some(row) => {
                let following = hand & self.follow[usize::from(row)];
                if following == 0 {
                    hand
                } else {
                    following
                }
            }
        }
    }

    /// Sevens: the tiles of `hand` closest to 7 pips.
    #[inline]
    pub fn closest_to_seven(&self, hand: u64) -> u64 {
        for group in self.by_distance {
            if hand & group != 0 {
                return hand & group;
            }
        }
        0
    }

    /// Points of the counters in a dense mask.
    #[inline]
    pub fn counters(&self, mask: u64) -> i32 {
        5 * (mask & self.fives).count_ones() as i32 + 10 * (mask & self.tens).count_ones() as i32
    }
}
