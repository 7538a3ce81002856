//! What one seat knows about the tiles it cannot see, derived from its
//! [`View`] alone: how many copies of each face are still hidden, who may
//! hold each of them, and how many hidden tiles each holder has.
//!
//! The facts used, all public or the seat's own:
//! - its own hand and its own discards;
//! - every tile played this hand;
//! - hand sizes;
//! - failures to follow: a play reveals that the player held no tile the
//!   rules would have made it play instead (a void in the led suit; in
//!   Sevens, no tile closer to seven), worked out with
//!   [`View::trick_rules`];
//! - tiles shown (a Plunge bidder's doubles) and what a bid proves (Splash
//!   needs three doubles, Plunge shows every double the bidder held);
//! - Euchre's turn-up: face up, so out of play unless the dealer took it, in
//!   which case the dealer holds it or put it down as its discard;
//! - 88's kitty and the Big Game's spare: unseen until the bidder takes
//!   them; then the bidder's discards are unseen but out of play, and they
//!   are non-counters unless the points credited to the bidding side at the
//!   start of play say otherwise.
//!
//! A hidden tile sits with a *holder*: a seat, the kitty (88's kitty or
//! discards, the Big Game's spare or discard, the Euchre dealer's discard),
//! or Euchre's undealt tiles. [`Knowledge::admits`] checks a whole
//! [`World`] against every constraint; the sampler only produces worlds it
//! admits, and the tests check that the real deal is always admitted.
//!
//! Texas 88 has two copies of every face. The engine numbers copies per
//! hand or per trick when a view is read back from JSON, so the two copies
//! of a face are treated as interchangeable: everything here counts faces.

use core::fmt;

use bones_engine::{
    Bid, Game, GameKind, Phase, Rules, Seat, Team, Tile, TileId, TileSet, TrickRules, View,
};

/// Number of holders: six seats, the kitty, Euchre's undealt tiles.
pub const HOLDERS: usize = Seat::MAX + 2;

/// Faces are indexed below this (the double-eight set has 45).
pub(crate) const FACES: usize = 64;

/// Where a hidden tile may be.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Holder {
    /// In a seat's hand.
    Seat(Seat),
    /// Face down beside the hands: 88's kitty or the bidder's discards, the
    /// Big Game's spare or discard, the Euchre dealer's discard.
    Kitty,
    /// Euchre's undealt tiles.
    Undealt,
}

impl Holder {
    /// Index `0..HOLDERS`: seats first, then kitty, then undealt.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Holder::Seat(s) => s.index(),
            Holder::Kitty => Seat::MAX,
            Holder::Undealt => Seat::MAX + 1,
        }
    }

    /// The holder with this index.
    #[must_use]
    pub fn from_index(i: usize) -> Option<Holder> {
        match i {
            _ if i < Seat::MAX => Seat::new(i as u8).map(Holder::Seat),
            _ if i == Seat::MAX => Some(Holder::Kitty),
            _ if i == Seat::MAX + 1 => Some(Holder::Undealt),
            _ => None,
        }
    }
}

impl fmt::Display for Holder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Holder::Seat(s) => s.fmt(f),
            Holder::Kitty => f.write_str("the kitty"),
            Holder::Undealt => f.write_str("the undealt tiles"),
        }
    }
}

/// A complete assignment of every tile: what each seat holds now, what
/// lies hidden in the kitty (or discards), and Euchre's undealt tiles.
/// Tiles this seat knows to be out of play (its own discards, a turn-up
/// left on the table, tiles played) are in none of these.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct World {
    /// Each seat's tiles now, this seat's own included; usable with
    /// [`View::play_state_with`].
    pub hands: [TileSet; Seat::MAX],
    /// Hidden tiles in the kitty or discards.
    pub kitty: TileSet,
    /// Euchre's undealt tiles.
    pub undealt: TileSet,
}

impl World {
    /// The tiles a holder has.
    #[must_use]
    pub const fn of(&self, holder: Holder) -> TileSet {
        match holder {
            Holder::Seat(s) => self.hands[s.index()],
            Holder::Kitty => self.kitty,
            Holder::Undealt => self.undealt,
        }
    }

    /// The real deal of `game` as `view.seat` would describe it: every
    /// hand, the hidden part of the kitty or discards (less what this seat
    /// put down itself), Euchre's undealt tiles. For tests and
    /// diagnostics that check what the sampler and the player model make
    /// of the truth; a bot never has the game.
    #[must_use]
    pub fn actual(game: &Game, view: &View) -> World {
        let rules = game.rules();
        let mut world = World::default();
        for s in Seat::all(rules.players()) {
            world.hands[s.index()] = game.hand(s);
        }
        let mut hidden_discards = game.discards();
        for t in view.own_discards.tiles() {
            if let Some(id) = hidden_discards.id_of(t) {
                hidden_discards.remove(id);
            }
        }
        world.kitty = match rules.kind() {
            GameKind::Texas88 | GameKind::BigGame if game.phase() == Phase::Bidding => {
                game.dealt().kitty()
            }
            GameKind::Texas42 => TileSet::EMPTY,
            _ => hidden_discards,
        };
        if rules.kind() == GameKind::Euchre {
            world.undealt = game.dealt().undealt();
        }
        world
    }
}

/// A seat must hold at least `min` tiles of a set of faces (a Splash
/// bidder's doubles, less those it has played).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Quota {
    /// Who.
    pub seat: Seat,
    /// The faces that count (copy-0 ids).
    pub faces: TileSet,
    /// How many of its hidden tiles must be among them.
    pub min: u8,
}

/// A view that cannot describe a real deal: counts that do not add up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inconsistent(pub String);

impl fmt::Display for Inconsistent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the view is inconsistent: {}", self.0)
    }
}

impl std::error::Error for Inconsistent {}

/// Everything one seat knows about the hidden tiles.
#[derive(Clone, Debug)]
pub struct Knowledge {
    rules: Rules,
    me: Seat,
    my_hand: TileSet,
    /// Hidden copies of each face.
    unseen: [u8; FACES],
    /// Per face, a bit per holder that may hold it.
    allowed: [u8; FACES],
    /// Hidden tiles each holder has (seats: besides their shown tiles).
    capacity: [u8; HOLDERS],
    /// Tiles shown in each seat's hand (fixed there).
    shown: [TileSet; Seat::MAX],
    /// Faces each seat has shown it cannot hold (voids).
    excluded: [TileSet; Seat::MAX],
    quotas: Vec<Quota>,
    /// When the bidder's discards held counters, their points.
    kitty_points: Option<u16>,
    /// Ids in the trick in progress (sampled hands must not reuse them).
    trick_ids: TileSet,
}

/// The face of `id` as a copy-0 id.
fn face_id(tile: Tile) -> TileId {
    TileId::new(tile, 0)
}

fn face_counts(set: TileSet) -> [u8; FACES] {
    let mut c = [0u8; FACES];
    for t in set.tiles() {
        c[usize::from(t.index())] += 1;
    }
    c
}

impl Knowledge {
    /// Works out what `view.seat` knows.
    ///
    /// # Errors
    /// [`Inconsistent`] when the view's counts cannot come from a real deal
    /// (a hand of the wrong size, a tile seen more often than the set has
    /// copies...).
    pub fn from_view(view: &View) -> Result<Knowledge, Inconsistent> {
        let rules = view.rules;
        let players = rules.players();
        let me = view.seat;
        if me.get() >= players {
            return Err(Inconsistent(format!("{me} is not at a table of {players}")));
        }
        if !rules.deck().all().is_superset(view.hand) {
            return Err(Inconsistent("the hand holds a tile not in the set".into()));
        }
        let seen = Seen::of(view)?;
        let capacity = capacities(view, &seen)?;
        let excluded = voids(view);
        let (quotas, plunged) = bid_proofs(view, &seen);
        let discards = DiscardBounds::of(view);
        let allowed = holders_allowed(view, &seen, &capacity, &excluded, &plunged, &discards);
        Ok(Knowledge {
            rules,
            me,
            my_hand: view.hand,
            unseen: seen.unseen,
            allowed,
            capacity,
            shown: seen.shown,
            excluded,
            quotas,
            kitty_points: discards.kitty_points,
            trick_ids: view.trick.tiles(),
        })
    }

    /// The rules.
    #[must_use]
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Whose knowledge this is.
    #[must_use]
    pub const fn seat(&self) -> Seat {
        self.me
    }

    /// This seat's hand.
    #[must_use]
    pub const fn my_hand(&self) -> TileSet {
        self.my_hand
    }

    /// Hidden copies of `tile`.
    #[must_use]
    pub fn unseen_copies(&self, tile: Tile) -> u8 {
        self.unseen[usize::from(tile.index())]
    }

    /// The faces with a hidden copy (copy-0 ids).
    #[must_use]
    pub fn unseen_faces(&self) -> TileSet {
        self.rules
            .deck()
            .tiles()
            .filter(|t| self.unseen_copies(*t) > 0)
            .map(face_id)
            .collect()
    }

    /// Total hidden tiles.
    #[must_use]
    pub fn unseen_total(&self) -> usize {
        self.unseen.iter().map(|&n| usize::from(n)).sum()
    }

    /// Whether `holder` may hold a hidden copy of `tile`.
    #[must_use]
    pub fn may_hold(&self, holder: Holder, tile: Tile) -> bool {
        self.allowed[usize::from(tile.index())] & (1 << holder.index()) != 0
    }

    /// The holder bits allowed for each face.
    pub(crate) const fn allowed_masks(&self) -> &[u8; FACES] {
        &self.allowed
    }

    /// Hidden counts per face.
    pub(crate) const fn unseen_counts(&self) -> &[u8; FACES] {
        &self.unseen
    }

    /// How many hidden tiles `holder` has.
    #[must_use]
    pub const fn capacity(&self, holder: Holder) -> u8 {
        self.capacity[holder.index()]
    }

    /// Tiles shown in `seat`'s hand.
    #[must_use]
    pub const fn shown(&self, seat: Seat) -> TileSet {
        self.shown[seat.index()]
    }

    /// Faces `seat` has shown it cannot hold (copy-0 ids): its voids.
    #[must_use]
    pub const fn excluded(&self, seat: Seat) -> TileSet {
        self.excluded[seat.index()]
    }

    /// Minimum holdings that bids prove.
    #[must_use]
    pub fn quotas(&self) -> &[Quota] {
        &self.quotas
    }

    /// Points of counters the bidder put down, when the view shows any.
    #[must_use]
    pub const fn kitty_points(&self) -> Option<u16> {
        self.kitty_points
    }

    /// Ids in the trick in progress.
    pub(crate) const fn trick_ids(&self) -> TileSet {
        self.trick_ids
    }

    /// Checks `world` against everything this seat knows.
    ///
    /// # Errors
    /// The first constraint the world breaks, in words.
    pub fn admits(&self, world: &World) -> Result<(), String> {
        let players = self.rules.players();
        let deck = self.rules.deck();
        if face_counts(world.hands[self.me.index()]) != face_counts(self.my_hand) {
            return Err(format!("{} does not hold its own hand", self.me));
        }
        let mut hidden = [0u8; FACES];
        for h in 0..HOLDERS {
            let Some(holder) = Holder::from_index(h) else {
                continue;
            };
            if holder == Holder::Seat(self.me) {
                continue;
            }
            let mut tiles = world.of(holder);
            if let Holder::Seat(s) = holder {
                if s.get() >= players {
                    if !tiles.is_empty() {
                        return Err(format!("{s} is not at the table but holds tiles"));
                    }
                    continue;
                }
                let shown = face_counts(self.shown[s.index()]);
                let mut held = face_counts(tiles);
                for (f, &n) in shown.iter().enumerate() {
                    if held[f] < n {
                        return Err(format!("{s} does not hold a tile it showed"));
                    }
                    held[f] -= n;
                }
                tiles = TileSet::EMPTY;
                for t in deck.tiles() {
                    for copy in 0..held[usize::from(t.index())] {
                        tiles.insert(TileId::new(t, copy.min(1)));
                    }
                }
            }
            if !deck.all().is_superset(tiles) {
                return Err(format!("{holder} holds a tile not in the set"));
            }
            if tiles.len() != usize::from(self.capacity[h]) {
                return Err(format!(
                    "{holder} holds {} hidden tiles, not {}",
                    tiles.len(),
                    self.capacity[h]
                ));
            }
            for t in tiles.tiles() {
                if !self.may_hold(holder, t) {
                    return Err(format!("{holder} cannot hold {t}"));
                }
                hidden[usize::from(t.index())] += 1;
            }
        }
        if hidden != self.unseen {
            return Err("the hidden tiles are not exactly the unseen ones".into());
        }
        for q in &self.quotas {
            let hand = world.hands[q.seat.index()] - self.shown[q.seat.index()];
            let n = hand.tiles().filter(|t| q.faces.has_tile(*t)).count();
            if n < usize::from(q.min) {
                return Err(format!(
                    "{} holds {n} of the tiles its bid proves, not {}",
                    q.seat, q.min
                ));
            }
        }
        if let Some(p) = self.kitty_points {
            if world.kitty.count() != u32::from(p) {
                return Err(format!("the discards do not hold {p} points of counters"));
            }
        }
        Ok(())
    }
}

/// Every play of the hand so far: the tricks taken, then the one on the
/// table.
fn all_plays(view: &View) -> impl Iterator<Item = &bones_engine::Trick> + Clone {
    view.tricks
        .iter()
        .map(|p| &p.trick)
        .chain(core::iter::once(&view.trick))
}

/// What the seat has seen, counted off the set: the copies of each face
/// still hidden, and what each other seat has played and shows.
struct Seen {
    /// Hidden copies of each face.
    unseen: [u8; FACES],
    /// Faces each seat has played this hand.
    played_by: [TileSet; Seat::MAX],
    /// Tiles each other seat shows (a Plunge bidder's doubles).
    shown: [TileSet; Seat::MAX],
    /// Euchre's turn-up, taken by another seat (the dealer) and not yet
    /// played: its holder, or the dealer's discard.
    turn_up_holder: Option<(Tile, Seat)>,
}

impl Seen {
    fn of(view: &View) -> Result<Seen, Inconsistent> {
        let deck = view.rules.deck();
        let me = view.seat;
        let mut unseen = face_counts(deck.all());
        let mut take = |tile: Tile, what: &str| -> Result<(), Inconsistent> {
            let slot = unseen
                .get_mut(usize::from(tile.index()))
                .filter(|n| **n > 0)
                .ok_or_else(|| {
                    Inconsistent(format!("{tile} is seen more often than it exists ({what})"))
                })?;
            *slot -= 1;
            Ok(())
        };
        for t in view.hand.tiles() {
            take(t, "in hand")?;
        }
        for t in view.own_discards.tiles() {
            take(t, "discarded")?;
        }
        let mut played_by = [TileSet::EMPTY; Seat::MAX];
        for trick in all_plays(view) {
            for (seat, id) in trick.plays() {
                take(id.tile(), "played")?;
                played_by[seat.index()] |= TileSet::single(face_id(id.tile()));
            }
        }
        let mut shown = [TileSet::EMPTY; Seat::MAX];
        for s in Seat::all(view.rules.players()).filter(|&s| s != me) {
            shown[s.index()] = view.shown[s.index()];
            for t in view.shown[s.index()].tiles() {
                take(t, "shown")?;
            }
        }
        // Euchre's turn-up: on the table unless the dealer took it.
        let mut turn_up_holder = None;
        if let (GameKind::Euchre, Some(up)) = (view.rules.kind(), view.turn_up) {
            match view.turn_up_taken_by {
                Some(dealer) if dealer == me => {} // in my hand or my discards
                Some(dealer) => {
                    let played = all_plays(view).any(|t| t.tiles().has_tile(up));
                    if !played {
                        turn_up_holder = Some((up, dealer));
                    }
                }
                None => take(up, "turned up")?,
            }
        }
        Ok(Seen {
            unseen,
            played_by,
            shown,
            turn_up_holder,
        })
    }
}

/// Voids: a play shows the player held no tile the rules would have made
/// it play instead.
fn voids(view: &View) -> [TileSet; Seat::MAX] {
    let mut excluded = [TileSet::EMPTY; Seat::MAX];
    if let Some(trick_rules) = view.trick_rules() {
        for trick in all_plays(view) {
            for (i, (seat, id)) in trick.plays().enumerate() {
                let led = if i == 0 { None } else { trick.led() };
                excluded[seat.index()] |=
                    preferred_over(&trick_rules, view.rules.deck().tiles(), id, led);
            }
        }
    }
    excluded
}

/// Whether hidden tiles may lie in a kitty: 88's kitty and the Big Game's
/// spare, or the bidder's discards once taken.
fn kitty_game(kind: GameKind) -> bool {
    matches!(kind, GameKind::Texas88 | GameKind::BigGame)
}

/// How many hidden tiles each holder has: each other seat its hand less
/// what it shows; the kitty (or Euchre's discard) and Euchre's undealt
/// tiles the rest.
fn capacities(view: &View, seen: &Seen) -> Result<[u8; HOLDERS], Inconsistent> {
    let rules = view.rules;
    let deck = rules.deck();
    let players = rules.players();
    let me = view.seat;
    let mut capacity = [0u8; HOLDERS];
    let mut seat_total = 0usize;
    for s in Seat::all(players).filter(|&s| s != me) {
        let size = usize::from(view.hand_sizes[s.index()]);
        let hidden = size
            .checked_sub(seen.shown[s.index()].len())
            .ok_or_else(|| Inconsistent(format!("{s} shows more tiles than it holds")))?;
        capacity[s.index()] = hidden as u8;
        seat_total += hidden;
    }
    if usize::from(view.hand_sizes[me.index()]) != view.hand.len() {
        return Err(Inconsistent(
            "this seat's hand size does not match its hand".into(),
        ));
    }
    let hidden_total: usize = seen.unseen.iter().map(|&n| usize::from(n)).sum();
    let rest = hidden_total.checked_sub(seat_total).ok_or_else(|| {
        Inconsistent(format!(
            "the other seats hold {seat_total} hidden tiles but only {hidden_total} are unseen"
        ))
    })?;
    match rules.kind() {
        GameKind::Euchre => {
            let undealt = deck.tile_count() - usize::from(players) * 5 - 1;
            let kitty = rest
                .checked_sub(undealt)
                .filter(|&k| k <= 1)
                .ok_or_else(|| {
                    Inconsistent(format!(
                        "{rest} tiles unaccounted for, expected {undealt} or one more"
                    ))
                })?;
            capacity[Holder::Undealt.index()] = undealt as u8;
            capacity[Holder::Kitty.index()] = kitty as u8;
        }
        kind if kitty_game(kind) => {
            if rest > usize::from(rules.kitty_size()) {
                return Err(Inconsistent(format!(
                    "{rest} tiles unaccounted for; the kitty has {}",
                    rules.kitty_size()
                )));
            }
            capacity[Holder::Kitty.index()] = rest as u8;
        }
        _ => {
            if rest != 0 {
                return Err(Inconsistent(format!("{rest} tiles unaccounted for")));
            }
        }
    }
    Ok(capacity)
}

/// What bids prove of another seat's hand: a Splash bidder held three
/// doubles (a quota on those still hidden), a Plunge bidder showed every
/// double it held (so it hides none).
fn bid_proofs(view: &View, seen: &Seen) -> (Vec<Quota>, [bool; Seat::MAX]) {
    let doubles = view.rules.deck().doubles().faces();
    let mut quotas = Vec::new();
    let mut plunged = [false; Seat::MAX];
    for &(seat, action) in &view.auction {
        match action {
            bones_engine::Action::Bid(Bid::Plunge(_)) => plunged[seat.index()] = true,
            bones_engine::Action::Bid(Bid::Splash(_)) if seat != view.seat => {
                let had = (seen.played_by[seat.index()] & doubles).len()
                    + (seen.shown[seat.index()].faces() & doubles).len();
                let min = 3usize.saturating_sub(had) as u8;
                if min > 0 && !quotas.iter().any(|q: &Quota| q.seat == seat) {
                    quotas.push(Quota {
                        seat,
                        faces: doubles,
                        min,
                    });
                }
            }
            _ => {}
        }
    }
    (quotas, plunged)
}

/// What another seat's bid-and-discard says, in 88 and the Big Game: the
/// bidder's discards are non-counters unless the points credited at the
/// start of play show counters were put down.
struct DiscardBounds {
    /// Faces the kitty (the discards) may hold.
    kitty_faces: TileSet,
    /// Faces the bidder may hold.
    bidder_faces: TileSet,
    /// When the bidder's discards held counters, their points.
    kitty_points: Option<u16>,
}

impl DiscardBounds {
    fn of(view: &View) -> DiscardBounds {
        let deck = view.rules.deck();
        let mut bounds = DiscardBounds {
            kitty_faces: deck.all().faces(),
            bidder_faces: deck.all().faces(),
            kitty_points: None,
        };
        let bidder = view.contract.map(|c| c.bidder);
        if kitty_game(view.rules.kind())
            && view.phase != Phase::Bidding
            && bidder != Some(view.seat)
        {
            let counters = deck.counters().faces();
            match credited_points(view) {
                Some(p) if p > 0 => {
                    bounds.kitty_points = Some(p);
                    // Counters went down only because the bidder had
                    // nothing else: it holds only counters.
                    bounds.bidder_faces = counters;
                }
                _ => bounds.kitty_faces = deck.all().faces() - counters,
            }
        }
        bounds
    }
}

/// Per face still hidden, a bit per holder that may hold it: a seat not
/// void in it (nor a Plunge bidder, for a double; nor the bidder, for a
/// face its discards rule out), a kitty with room and admitting it,
/// Euchre's undealt tiles; a taken turn-up only its dealer or the discard.
fn holders_allowed(
    view: &View,
    seen: &Seen,
    capacity: &[u8; HOLDERS],
    excluded: &[TileSet; Seat::MAX],
    plunged: &[bool; Seat::MAX],
    discards: &DiscardBounds,
) -> [u8; FACES] {
    let deck = view.rules.deck();
    let doubles = deck.doubles().faces();
    let bidder = view.contract.map(|c| c.bidder);
    let mut allowed = [0u8; FACES];
    for t in deck.tiles() {
        let f = usize::from(t.index());
        if seen.unseen[f] == 0 {
            continue;
        }
        let fid = TileSet::single(face_id(t));
        let mut mask = 0u8;
        for s in Seat::all(view.rules.players()).filter(|&s| s != view.seat) {
            let i = s.index();
            let void = !(excluded[i] & fid).is_empty();
            let plunge_no_double = plunged[i] && !(doubles & fid).is_empty();
            let bidder_bar = bidder == Some(s) && (discards.bidder_faces & fid).is_empty();
            if !void && !plunge_no_double && !bidder_bar {
                mask |= 1 << i;
            }
        }
        if capacity[Holder::Kitty.index()] > 0 && !(discards.kitty_faces & fid).is_empty() {
            mask |= 1 << Holder::Kitty.index();
        }
        if capacity[Holder::Undealt.index()] > 0 {
            mask |= 1 << Holder::Undealt.index();
        }
        if let Some((up, dealer)) = seen.turn_up_holder {
            if up == t {
                let dealer_ok = (excluded[dealer.index()] & fid).is_empty();
                mask &= 1 << Holder::Kitty.index();
                if dealer_ok {
                    mask |= 1 << dealer.index();
                }
            }
        }
        allowed[f] = mask;
    }
    allowed
}

/// Faces among `faces` the rules would have made the player of `played`
/// play instead (`led`: the suit led, `None` for the lead itself): holding
/// one of them, it could not have played `played`.
fn preferred_over(
    rules: &TrickRules,
    faces: impl Iterator<Item = Tile>,
    played: TileId,
    led: Option<bones_engine::Suit>,
) -> TileSet {
    let played_set = TileSet::single(played);
    let mut out = TileSet::EMPTY;
    for t in faces {
        // The other copy of the played face never outranks it in legality.
        if t == played.tile() {
            continue;
        }
        let candidate = face_id(t);
        let choice = rules.legal(played_set | TileSet::single(candidate), led);
        if !choice.contains(played) {
            out.insert(candidate);
        }
    }
    out
}

/// Points the bidding side was credited before the first trick (88's
/// kitty counters), from its points less what its tricks scored.
fn credited_points(view: &View) -> Option<u16> {
    if view.phase != Phase::Playing {
        return None;
    }
    let teams = view.rules.teams();
    let team: Team = view.contract?.bidder.team(teams);
    let won: u16 = view
        .tricks
        .iter()
        .filter(|t| t.winner.team(teams) == team)
        .map(|t| u16::from(t.points))
        .sum();
    Some(view.points[team.index()].saturating_sub(won))
}
