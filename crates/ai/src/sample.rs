//! The hidden-hand sampler: deals the tiles a seat cannot see to the other
//! holders uniformly at random among all deals consistent with what the
//! seat knows ([`Knowledge`]).
//!
//! # How
//! Hidden tiles fall into a few *types*: tiles with the same set of
//! possible holders (voids and the kitty rules make these differ). A deal
//! is then a table `n[type][holder]` with fixed row sums (tiles per type)
//! and column sums (hidden tiles per holder), and each table stands for
//! `Π_type count! / Π n!` deals. The sampler counts the deals below each
//! partial table once per view (memoised on the capacities left), then
//! draws a table type by type with exactly the right probability and
//! shuffles each type's tiles into its row: uniform over consistent deals,
//! no rejection, no allocation per sample beyond buffers it reuses.
//!
//! The most permissive type is counted last in closed form (a multinomial),
//! so the usual case — few voids — costs little. When the count would take
//! too much work (many voids in a 6-player hand), the sampler falls back to
//! a sequential draw: tile by tile, a holder with probability proportional
//! to its free places, keeping the rest feasible with a small max-flow
//! check. That fallback always yields a consistent deal but is only
//! approximately uniform; [`Sampler::is_exact`] tells which is in use.
//!
//! A second quota (two Splash bids in one auction) and the points of
//! counters in 88's discards are enforced by rejection: both are rare.

use std::collections::HashMap;

use bones_engine::rng::SplitMix64;
use bones_engine::{Seat, TileId, TileSet, View};

use crate::knowledge::{Holder, Inconsistent, Knowledge, World, FACES, HOLDERS};

/// Compositions the exact count may visit before the sampler falls back.
const COUNT_BUDGET: u64 = 4_000_000;

/// Draws per sample before a rejected constraint gives up and returns the
/// consistent deal found when the sampler was built.
const MAX_REJECTIONS: u32 = 10_000;

/// One group of hidden tiles with the same possible holders.
#[derive(Copy, Clone, Debug)]
struct TileType {
    /// Holders that may take these tiles, each with room for some.
    holders: [u8; HOLDERS],
    n_holders: u8,
    /// Whether these tiles count toward the first quota.
    in_quota: bool,
    /// Range in `Sampler::faces`.
    start: usize,
    len: usize,
}

impl TileType {
    fn holders(&self) -> &[u8] {
        &self.holders[..usize::from(self.n_holders)]
    }
}

/// Weights a sampled world by how likely the public actions were had it
/// been the real one (inference from bids and plays). Later bots plug
/// player models in here; [`Uniform`] gives every world the same weight.
pub trait Inference {
    /// A non-negative weight for `world`, seen from `view`.
    fn weight(&self, view: &View, world: &World) -> f64;
}

/// Every consistent world equally likely.
#[derive(Copy, Clone, Debug, Default)]
pub struct Uniform;

impl Inference for Uniform {
    fn weight(&self, _: &View, _: &World) -> f64 {
        1.0
    }
}

/// Samples the hidden tiles of one view. Build once per decision, draw as
/// many worlds as the search needs.
///
/// ```
/// use bones_ai::sample::Sampler;
/// use bones_engine::rng::SplitMix64;
/// use bones_engine::{Game, Rules};
///
/// let game = Game::new(Rules::default(), 3).unwrap();
/// let view = game.view(game.turn().unwrap());
/// let mut sampler = Sampler::new(&view).unwrap();
/// let world = sampler.sample(&mut SplitMix64::new(1));
/// assert_eq!(world.hands[view.seat.index()], view.hand);
/// assert!(sampler.knowledge().admits(&world).is_ok());
/// ```
#[derive(Clone, Debug)]
pub struct Sampler {
    knowledge: Knowledge,
    types: Vec<TileType>,
    /// Face index of every hidden physical tile, grouped by type.
    faces: Vec<u8>,
    capacity: [u8; HOLDERS],
    /// The quota the exact count enforces: holder index, tiles needed.
    quota: Option<(usize, u8)>,
    memo: HashMap<u64, f64>,
    steps: u64,
    exact: bool,
    fact: [f64; 65],
    /// A consistent world, returned if rejection ever runs too long.
    fallback: World,
    /// Per holder, faces dealt in the current draw (reused).
    dealt: [[u8; FACES]; HOLDERS],
    /// Whether this seat's hand ids can be kept as they are.
    keep_my_ids: bool,
}

impl Sampler {
    /// A sampler for `view`'s hidden tiles.
    ///
    /// # Errors
    /// [`Inconsistent`] if the view's counts do not add up or no deal
    /// satisfies every constraint.
    pub fn new(view: &View) -> Result<Sampler, Inconsistent> {
        Sampler::from_knowledge(Knowledge::from_view(view)?)
    }

    /// A sampler for what `knowledge` describes.
    ///
    /// # Errors
    /// [`Inconsistent`] if no deal satisfies every constraint.
    pub fn from_knowledge(knowledge: Knowledge) -> Result<Sampler, Inconsistent> {
        let mut capacity = [0u8; HOLDERS];
        for (h, c) in capacity.iter_mut().enumerate() {
            if let Some(holder) = Holder::from_index(h) {
                *c = knowledge.capacity(holder);
            }
        }
        let first_quota = knowledge.quotas().first().copied();
        let quota = first_quota.map(|q| (q.seat.index(), q.min));
        // Group hidden tiles by (possible holders, counts toward the quota).
        let masks = knowledge.allowed_masks();
        let counts = knowledge.unseen_counts();
        let mut keys: Vec<(u8, bool)> = Vec::new();
        for f in 0..FACES {
            if counts[f] == 0 {
                continue;
            }
            let in_quota = first_quota.is_some_and(|q| {
                bones_engine::Tile::from_index(f as u8).is_some_and(|t| q.faces.has_tile(t))
            });
            let key = (masks[f] & holders_with_room(&capacity), in_quota);
            if !keys.contains(&key) {
                keys.push(key);
            }
        }
        // Most constrained first; the widest type last, counted in closed form.
        keys.sort_by_key(|&(m, q)| (m.count_ones(), q, m));
        let mut types = Vec::with_capacity(keys.len());
        let mut faces = Vec::new();
        for &(mask, in_quota) in &keys {
            let start = faces.len();
            for f in 0..FACES {
                if counts[f] == 0 {
                    continue;
                }
                let q = first_quota.is_some_and(|q| {
                    bones_engine::Tile::from_index(f as u8).is_some_and(|t| q.faces.has_tile(t))
                });
                if (masks[f] & holders_with_room(&capacity), q) == (mask, in_quota) {
                    for _ in 0..counts[f] {
                        faces.push(f as u8);
                    }
                }
            }
            let mut holders = [0u8; HOLDERS];
            let mut n = 0u8;
            for h in 0..HOLDERS {
                if mask & (1 << h) != 0 {
                    holders[usize::from(n)] = h as u8;
                    n += 1;
                }
            }
            types.push(TileType {
                holders,
                n_holders: n,
                in_quota,
                start,
                len: faces.len() - start,
            });
        }
        let mut fact = [1.0f64; 65];
        for i in 1..65 {
            fact[i] = fact[i - 1] * i as f64;
        }
        let trick_ids = knowledge.trick_ids();
        let keep_my_ids = (knowledge.my_hand() & trick_ids).is_empty();
        let need = quota.map_or(0, |(_, m)| m);
        let mut sampler = Sampler {
            knowledge,
            types,
            faces,
            capacity,
            quota,
            memo: HashMap::new(),
            steps: 0,
            exact: true,
            fact,
            fallback: World::default(),
            dealt: [[0; FACES]; HOLDERS],
            keep_my_ids,
        };
        let total = sampler.count(0, capacity, need);
        if sampler.steps > COUNT_BUDGET {
            sampler.exact = false;
            sampler.memo = HashMap::new();
            let first = sampler.types.first().map_or(0, |t| t.len as u8);
            if !sampler.feasible_with(0, first, &capacity) {
                return Err(Inconsistent("no deal satisfies every constraint".into()));
            }
        } else if total <= 0.0 {
            return Err(Inconsistent("no deal satisfies every constraint".into()));
        }
        // Find one world meeting the constraints enforced by rejection, so
        // that `sample` can always return a consistent one.
        let mut rng = SplitMix64::new(0x5EED_B0E5);
        for _ in 0..MAX_REJECTIONS {
            let world = sampler.draw(&mut rng);
            if sampler.rejected_ok(&world) {
                sampler.fallback = world;
                return Ok(sampler);
            }
        }
        Err(Inconsistent(
            "no deal found that satisfies every constraint".into(),
        ))
    }

    /// What the seat knows.
    #[must_use]
    pub const fn knowledge(&self) -> &Knowledge {
        &self.knowledge
    }

    /// Whether samples are exactly uniform (false: the sequential fallback
    /// is in use, see the module docs).
    #[must_use]
    pub const fn is_exact(&self) -> bool {
        self.exact
    }

    /// A world drawn uniformly among those consistent with the view.
    pub fn sample(&mut self, rng: &mut SplitMix64) -> World {
        for _ in 0..MAX_REJECTIONS {
            let world = self.draw(rng);
            if self.rejected_ok(&world) {
                return world;
            }
        }
        self.fallback
    }

    /// A world and its weight under `inference` (importance sampling: a
    /// search averages results weighted by it).
    pub fn sample_weighted(
        &mut self,
        rng: &mut SplitMix64,
        view: &View,
        inference: &dyn Inference,
    ) -> (World, f64) {
        let world = self.sample(rng);
        let w = inference.weight(view, &world);
        (world, if w.is_finite() && w > 0.0 { w } else { 0.0 })
    }

    /// Constraints not built into the draw.
    fn rejected_ok(&self, world: &World) -> bool {
        let quotas = self.knowledge.quotas();
        let skip = usize::from(self.exact);
        for q in quotas.iter().skip(skip) {
            let hidden = world.hands[q.seat.index()] - self.knowledge.shown(q.seat);
            let n = hidden.tiles().filter(|t| q.faces.has_tile(*t)).count();
            if n < usize::from(q.min) {
                return false;
            }
        }
        match self.knowledge.kitty_points() {
            Some(p) => world.kitty.count() == u32::from(p),
            None => true,
        }
    }

    // ----- counting -----

    fn key(i: usize, r: &[u8; HOLDERS], need: u8) -> u64 {
        let mut k = i as u64;
        k = (k << 4) | u64::from(need & 15);
        for &c in r {
            k = (k << 6) | u64::from(c & 63);
        }
        k
    }

    /// Deals of types `i..` into the room `r`, with `need` quota tiles
    /// still owed.
    fn count(&mut self, i: usize, r: [u8; HOLDERS], need: u8) -> f64 {
        if i == self.types.len() {
            return if need == 0 && r.iter().all(|&c| c == 0) {
                1.0
            } else {
                0.0
            };
        }
        if i + 1 == self.types.len() {
            return self.last_type(i, &r, need);
        }
        if self.steps > COUNT_BUDGET {
            return 0.0;
        }
        let key = Self::key(i, &r, need);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let t = self.types[i];
        let mut r = r;
        let sum = self.compositions(i, &t, 0, t.len as u8, &mut r, 1.0, need, None);
        let v = sum * self.fact[t.len];
        self.memo.insert(key, v);
        v
    }

    /// The last type takes exactly the room left: one table, a multinomial.
    fn last_type(&self, i: usize, r: &[u8; HOLDERS], need: u8) -> f64 {
        let t = &self.types[i];
        let mut total = 0usize;
        let mut denom = 1.0;
        for (h, &c) in r.iter().enumerate() {
            if c == 0 {
                continue;
            }
            if !t.holders().contains(&(h as u8)) {
                return 0.0;
            }
            total += usize::from(c);
            denom *= self.fact[usize::from(c)];
        }
        let got = match self.quota {
            Some((qh, _)) if t.in_quota => r[qh],
            _ => 0,
        };
        if total != t.len || got < need {
            return 0.0;
        }
        self.fact[t.len] / denom
    }

    /// Sums `weight / Π n! × count(rest)` over the ways to place `left`
    /// tiles of type `t` among its holders from position `pos` on. With
    /// `pick = Some((target, acc, out))`, stops at the composition where
    /// the running sum passes `target` and records it in `out`.
    #[allow(clippy::too_many_arguments)]
    fn compositions(
        &mut self,
        i: usize,
        t: &TileType,
        pos: usize,
        left: u8,
        r: &mut [u8; HOLDERS],
        weight: f64,
        need: u8,
        mut pick: Option<&mut Pick>,
    ) -> f64 {
        let hs = t.holders();
        if pos == hs.len() {
            if left > 0 {
                return 0.0;
            }
            self.steps += 1;
            let v = weight * self.count(i + 1, *r, need);
            if let Some(p) = pick {
                p.acc += v * self.fact[t.len];
                if v > 0.0 {
                    p.last = p.current;
                    if p.acc > p.target && !p.done {
                        p.done = true;
                        p.chosen = p.current;
                    }
                }
            }
            return v;
        }
        let h = usize::from(hs[pos]);
        let room_after: u32 = hs[pos + 1..]
            .iter()
            .map(|&x| u32::from(r[usize::from(x)]))
            .sum();
        let lo = u32::from(left).saturating_sub(room_after) as u8;
        let hi = left.min(r[h]);
        let mut sum = 0.0;
        for n in lo..=hi {
            if pick.as_ref().is_some_and(|p| p.done) || self.steps > COUNT_BUDGET {
                break;
            }
            let owed = match self.quota {
                Some((qh, _)) if t.in_quota && qh == h => need.saturating_sub(n),
                _ => need,
            };
            r[h] -= n;
            if let Some(p) = pick.as_deref_mut() {
                p.current[h] = n;
            }
            sum += self.compositions(
                i,
                t,
                pos + 1,
                left - n,
                r,
                weight / self.fact[usize::from(n)],
                owed,
                pick.as_deref_mut(),
            );
            r[h] += n;
        }
        if let Some(p) = pick {
            p.current[h] = 0;
        }
        sum
    }

    // ----- drawing -----

    /// One draw, before rejection.
    fn draw(&mut self, rng: &mut SplitMix64) -> World {
        for row in &mut self.dealt {
            *row = [0; FACES];
        }
        let mut r = self.capacity;
        let mut need = self.quota.map_or(0, |(_, m)| m);
        for i in 0..self.types.len() {
            let t = self.types[i];
            let mut split = [0u8; HOLDERS];
            if self.exact {
                self.exact_split(i, &t, &mut r, &mut need, &mut split, rng);
            } else {
                self.sequential_split(i, &t, &mut r, &mut split, rng);
            }
            // Shuffle the type's tiles and deal them out by the split.
            let tiles = &mut self.faces[t.start..t.start + t.len];
            rng.shuffle(tiles);
            let mut k = 0;
            for &h in t.holders() {
                let h = usize::from(h);
                for _ in 0..split[h] {
                    self.dealt[h][usize::from(tiles[k])] += 1;
                    k += 1;
                }
            }
        }
        self.build_world()
    }

    fn exact_split(
        &mut self,
        i: usize,
        t: &TileType,
        r: &mut [u8; HOLDERS],
        need: &mut u8,
        split: &mut [u8; HOLDERS],
        rng: &mut SplitMix64,
    ) {
        if i + 1 == self.types.len() {
            for &h in t.holders() {
                let h = usize::from(h);
                split[h] = r[h];
                r[h] = 0;
            }
            *need = 0;
            return;
        }
        let total = self.count(i, *r, *need);
        let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        let mut pick = Pick {
            target: u * total,
            acc: 0.0,
            current: [0; HOLDERS],
            chosen: [0; HOLDERS],
            last: [0; HOLDERS],
            done: false,
        };
        let mut room = *r;
        self.compositions(i, t, 0, t.len as u8, &mut room, 1.0, *need, Some(&mut pick));
        let chosen = if pick.done { pick.chosen } else { pick.last };
        for &h in t.holders() {
            let h = usize::from(h);
            split[h] = chosen[h];
            r[h] -= chosen[h];
            if let Some((qh, _)) = self.quota {
                if t.in_quota && qh == h {
                    *need = need.saturating_sub(chosen[h]);
                }
            }
        }
    }

    /// The fallback: each tile to a holder in proportion to its room,
    /// never leaving the rest infeasible.
    fn sequential_split(
        &mut self,
        i: usize,
        t: &TileType,
        r: &mut [u8; HOLDERS],
        split: &mut [u8; HOLDERS],
        rng: &mut SplitMix64,
    ) {
        for placed in 0..t.len {
            let mut candidates = [false; HOLDERS];
            for &h in t.holders() {
                candidates[usize::from(h)] = r[usize::from(h)] > 0;
            }
            loop {
                let weight: u32 = (0..HOLDERS)
                    .filter(|&h| candidates[h])
                    .map(|h| u32::from(r[h]))
                    .sum();
                if weight == 0 {
                    return;
                }
                let mut x = rng.below(weight as usize) as u32;
                let mut h = 0;
                for c in 0..HOLDERS {
                    if !candidates[c] {
                        continue;
                    }
                    if x < u32::from(r[c]) {
                        h = c;
                        break;
                    }
                    x -= u32::from(r[c]);
                }
                r[h] -= 1;
                split[h] += 1;
                let this_left = (t.len - placed - 1) as u8;
                if self.feasible_with(i, this_left, r) {
                    break;
                }
                r[h] += 1;
                split[h] -= 1;
                candidates[h] = false;
            }
        }
    }

    /// Whether types `i..` (with `first_left` tiles left of type `i`) fit
    /// the room `r`.
    fn feasible_with(&self, i: usize, first_left: u8, r: &[u8; HOLDERS]) -> bool {
        let mut supply = [(0u8, 0u8); FACES];
        let mut n = 0;
        for (k, t) in self.types.iter().enumerate().skip(i).take(FACES) {
            let count = if k == i { first_left } else { t.len as u8 };
            let mut mask = 0u8;
            for &h in t.holders() {
                mask |= 1 << h;
            }
            supply[n] = (count, mask);
            n += 1;
        }
        max_flow_fits(&supply[..n], r)
    }

    /// Turns the dealt faces into tile ids, keeping ids unique among the
    /// hands and the trick in progress.
    fn build_world(&self) -> World {
        let k = &self.knowledge;
        let deck = k.rules().deck();
        let me = k.seat();
        let mut used = k.trick_ids();
        let mut world = World::default();
        if self.keep_my_ids {
            world.hands[me.index()] = k.my_hand();
            used |= k.my_hand();
        }
        let give = |set: &mut TileSet, face: u8, used: &mut TileSet| {
            let Some(tile) = bones_engine::Tile::from_index(face) else {
                return;
            };
            for copy in 0..deck.copies() {
                let id = TileId::new(tile, copy);
                if !used.contains(id) {
                    used.insert(id);
                    set.insert(id);
                    return;
                }
            }
        };
        if !self.keep_my_ids {
            for t in k.my_hand().tiles() {
                give(&mut world.hands[me.index()], t.index(), &mut used);
            }
        }
        for s in Seat::all(k.rules().players()).filter(|&s| s != me) {
            for t in k.shown(s).tiles() {
                give(&mut world.hands[s.index()], t.index(), &mut used);
            }
        }
        for h in 0..HOLDERS {
            for (f, &n) in self.dealt[h].iter().enumerate() {
                for _ in 0..n {
                    let slot = match Holder::from_index(h) {
                        Some(Holder::Seat(s)) => &mut world.hands[s.index()],
                        Some(Holder::Kitty) => &mut world.kitty,
                        Some(Holder::Undealt) | None => &mut world.undealt,
                    };
                    give(slot, f as u8, &mut used);
                }
            }
        }
        world
    }
}

/// Running state of a weighted pick among compositions.
#[derive(Copy, Clone, Debug)]
struct Pick {
    target: f64,
    acc: f64,
    current: [u8; HOLDERS],
    chosen: [u8; HOLDERS],
    last: [u8; HOLDERS],
    done: bool,
}

/// Nodes of the feasibility flow network: source, types, holders, sink.
const NODES: usize = FACES + HOLDERS + 2;

/// Whether supplies `(count, holder mask)` can all be placed in the room
/// `r`: a max-flow (Edmonds-Karp on a small dense graph, on the stack).
fn max_flow_fits(supply: &[(u8, u8)], r: &[u8; HOLDERS]) -> bool {
    let n = supply.len().min(FACES);
    let need: u32 = supply.iter().map(|&(c, _)| u32::from(c)).sum();
    let source = 0;
    let sink = n + HOLDERS + 1;
    let holder = |h: usize| n + 1 + h;
    let mut cap = [[0u8; NODES]; NODES];
    for (t, &(count, mask)) in supply.iter().take(n).enumerate() {
        cap[source][t + 1] = count;
        for h in 0..HOLDERS {
            if mask & (1 << h) != 0 {
                cap[t + 1][holder(h)] = u8::MAX;
            }
        }
    }
    for (h, &c) in r.iter().enumerate() {
        cap[holder(h)][sink] = c;
    }
    let mut total = 0u32;
    loop {
        let mut prev = [usize::MAX; NODES];
        let mut queue = [0usize; NODES];
        let (mut head, mut tail) = (0, 1);
        queue[0] = source;
        prev[source] = source;
        while head < tail && prev[sink] == usize::MAX {
            let u = queue[head];
            head += 1;
            for v in 0..=sink {
                if prev[v] == usize::MAX && cap[u][v] > 0 {
                    prev[v] = u;
                    queue[tail] = v;
                    tail += 1;
                }
            }
        }
        if prev[sink] == usize::MAX {
            break;
        }
        let mut push = u8::MAX;
        let mut v = sink;
        while v != source {
            push = push.min(cap[prev[v]][v]);
            v = prev[v];
        }
        let mut v = sink;
        while v != source {
            let u = prev[v];
            cap[u][v] -= push;
            cap[v][u] = cap[v][u].saturating_add(push);
            v = u;
        }
        total += u32::from(push);
    }
    total == need
}

fn holders_with_room(capacity: &[u8; HOLDERS]) -> u8 {
    let mut m = 0u8;
    for (h, &c) in capacity.iter().enumerate() {
        if c > 0 {
            m |= 1 << h;
        }
    }
    m
}
