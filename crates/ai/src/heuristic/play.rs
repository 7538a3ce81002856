//! Trick play by rules of thumb: lead doubles and other bosses early, pull
//! trumps when strong, feed counters to a teammate who has the trick, don't
//! spend a trump on a trick a teammate holds, discard the lowest
//! non-counter; in Nel-O the bidder ducks and the defenders try to make it
//! win; in Sevens the rule picks the tile.

use bones_engine::{
    Action, GameKind, Goal, Seat, Suit, Table, Tile, TileId, TileSet, TrickRules, View,
};

use crate::knowledge::{Holder, Knowledge};

/// What a seat knows while choosing a tile.
struct Ctx<'a> {
    view: &'a View,
    tr: TrickRules,
    table: Table,
    me: Seat,
    goal: Option<Goal>,
    counters_matter: bool,
    /// Faces with a copy this seat has not seen (copy-0 ids).
    unseen: TileSet,
    knowledge: Option<Knowledge>,
}

/// The faces a view has not seen, when the full [`Knowledge`] cannot be
/// built (a hand-made view whose counts do not add up).
fn crude_unseen(view: &View) -> TileSet {
    let deck = view.rules.deck();
    let mut seen = view.hand.faces();
    for t in &view.tricks {
        seen |= t.trick.tiles().faces();
    }
    seen |= view.trick.tiles().faces();
    deck.all().faces() - seen
}

impl<'a> Ctx<'a> {
    fn new(view: &'a View, tr: TrickRules) -> Ctx<'a> {
        let knowledge = Knowledge::from_view(view).ok();
        let unseen = knowledge
            .as_ref()
            .map_or_else(|| crude_unseen(view), Knowledge::unseen_faces);
        Ctx {
            view,
            tr,
            table: view.table,
            me: view.seat,
            goal: view.goal(),
            counters_matter: view.rules.kind() != GameKind::Euchre,
            unseen,
            knowledge,
        }
    }

    fn my_team_bids(&self) -> bool {
        self.goal
            .is_some_and(|g| g.team() == self.table.team(self.me))
    }

    fn is_teammate(&self, s: Seat) -> bool {
        self.table.team(s) == self.table.team(self.me)
    }

    fn strength(&self, t: Tile) -> u8 {
        self.tr.power(self.tr.led_suit(t, false), t)
    }

    fn is_trump(&self, t: Tile) -> bool {
        self.tr.trumps().has_tile(t)
    }

    /// What giving `t` away (or spending it) costs: counters, trumps and
    /// high tiles cost most.
    fn cost(&self, t: Tile) -> i32 {
        let mut c = i32::from(self.strength(t)) / 10;
        if self.counters_matter {
            c += 4 * i32::from(t.count());
        }
        if self.is_trump(t) {
            c += 60;
        }
        if t.is_double() {
            c += 3;
        }
        c
    }

    /// Seats still to play after this one in the current trick.
    fn later_seats(&self) -> Vec<Seat> {
        let left = usize::from(self.table.active_count()).saturating_sub(self.view.trick.len() + 1);
        let mut out = Vec::with_capacity(left);
        let mut s = self.me;
        for _ in 0..left {
            s = self.table.next_active(s);
            out.push(s);
        }
        out
    }

    fn may_hold(&self, s: Seat, t: Tile) -> bool {
        match &self.knowledge {
            Some(k) => k.may_hold(Holder::Seat(s), t),
            None => self.unseen.has_tile(t),
        }
    }

    /// Whether `s` has shown (or must have) no tile of suit `led`.
    fn void_in(&self, s: Seat, led: Suit) -> bool {
        (self.unseen & self.tr.suit(led))
            .tiles()
            .all(|t| !self.may_hold(s, t))
    }

    /// Whether some seat in `seats` could beat power `p` in a trick led in
    /// `led`.
    fn beatable(&self, led: Suit, p: u8, seats: &[Seat]) -> bool {
        self.unseen.tiles().any(|f| {
            self.tr.power(led, f) > p
                && seats.iter().any(|&s| {
                    self.may_hold(s, f) && (self.tr.suit(led).has_tile(f) || self.void_in(s, led))
                })
        })
    }

    fn opponents_among(&self, seats: &[Seat]) -> Vec<Seat> {
        seats
            .iter()
            .copied()
            .filter(|&s| !self.is_teammate(s))
            .collect()
    }

    /// Every opponent at the table (for leads).
    fn opponents(&self) -> Vec<Seat> {
        Seat::all(self.table.players())
            .filter(|&s| self.table.is_active(s) && !self.is_teammate(s))
            .collect()
    }

    /// Unseen tiles that outrank `t` when it is led as `led`.
    fn outranking(&self, led: Suit, t: Tile) -> usize {
        let p = self.tr.power(led, t);
        self.unseen
            .tiles()
            .filter(|f| self.tr.suit(led).has_tile(*f) && self.tr.power(led, *f) > p)
            .count()
    }
}

/// The tile to play (or lead).
pub fn play(view: &View) -> Action {
    let first = view.legal.first().copied().unwrap_or(Action::Pass);
    let Some(tr) = view.trick_rules() else {
        return first;
    };
    let plays: Vec<(Action, Tile)> = view
        .legal
        .iter()
        .filter_map(|a| a.played_tile().map(|t| (*a, t)))
        .collect();
    if plays.len() <= 1 || tr.is_sevens() {
        // Sevens: the rule picks the tile (ties differ in nothing that
        // matters for the trick).
        return plays.first().map_or(first, |p| p.0);
    }
    let ctx = Ctx::new(view, tr);
    let choice = match ctx.goal {
        Some(Goal::NoTricks { .. }) if ctx.my_team_bids() => nello_bidder(&ctx, &plays),
        Some(Goal::NoTricks { .. }) => nello_defender(&ctx, &plays),
        _ if view.trick.is_empty() => lead(&ctx, &plays),
        _ => follow(&ctx, &plays),
    };
    choice.unwrap_or(first)
}

fn min_by_key<T: Copy, K: Ord>(items: &[T], key: impl Fn(&T) -> K) -> Option<T> {
    let mut best: Option<(T, K)> = None;
    for &i in items {
        let k = key(&i);
        if best.as_ref().is_none_or(|(_, bk)| k < *bk) {
            best = Some((i, k));
        }
    }
    best.map(|(i, _)| i)
}

fn tiles_only(plays: &[(Action, Tile)]) -> Vec<(Action, Tile)> {
    // One entry per tile: the normal play (leading low is chosen apart).
    plays
        .iter()
        .copied()
        .filter(|(a, _)| matches!(a, Action::Play(_)))
        .collect()
}

/// Leading in a normal hand.
fn lead(ctx: &Ctx, plays: &[(Action, Tile)]) -> Option<Action> {
    let tiles = tiles_only(plays);
    let opponents = ctx.opponents();
    let my_trumps: Vec<(Action, Tile)> = tiles
        .iter()
        .copied()
        .filter(|p| ctx.is_trump(p.1))
        .collect();
    let unseen_trumps = (ctx.unseen & ctx.tr.trumps()).len();
    // Pull trumps when strong: the highest trump, if it is the boss or we
    // hold more trumps than are out.
    if ctx.my_team_bids() && !my_trumps.is_empty() && unseen_trumps > 0 {
        let top = min_by_key(&my_trumps, |p| core::cmp::Reverse(ctx.strength(p.1)))?;
        let boss = ctx.outranking(Suit::Trump, top.1) == 0;
        if boss || my_trumps.len() > unseen_trumps {
            return Some(top.0);
        }
    }
    // A boss side tile: doubles first, counters next (they come home).
    let bosses: Vec<(Action, Tile)> = tiles
        .iter()
        .copied()
        .filter(|p| !ctx.is_trump(p.1))
        .filter(|p| {
            let led = ctx.tr.led_suit(p.1, false);
            !ctx.beatable(led, ctx.tr.power(led, p.1), &opponents)
        })
        .collect();
    if let Some(b) = min_by_key(&bosses, |p| {
        (
            core::cmp::Reverse(p.1.is_double()),
            core::cmp::Reverse(p.1.count()),
        )
    }) {
        return Some(with_best_suit(ctx, plays, b));
    }
    // A 7-3 or 8-2 that is boss in its lower suit (the Big Game).
    for &(a, t) in plays {
        if let Action::PlayLow(_) = a {
            let led = ctx.tr.led_suit(t, true);
            if !ctx.beatable(led, ctx.tr.power(led, t), &opponents) {
                return Some(a);
            }
        }
    }
    // Otherwise give the lead away cheaply: the lowest non-counter side tile.
    let side: Vec<(Action, Tile)> = tiles
        .iter()
        .copied()
        .filter(|p| !ctx.is_trump(p.1))
        .collect();
    let pool = if side.is_empty() { &tiles } else { &side };
    min_by_key(pool, |p| ctx.cost(p.1)).map(|p| with_best_suit(ctx, plays, p))
}

/// For a tile that may lead either suit (Big Game 7-3 / 8-2, Euchre when
/// the leader names it), the suit where fewer unseen tiles outrank it.
fn with_best_suit(ctx: &Ctx, plays: &[(Action, Tile)], chosen: (Action, Tile)) -> Action {
    let low = Action::PlayLow(chosen.1);
    if !plays.iter().any(|p| p.0 == low) {
        return chosen.0;
    }
    let high_led = ctx.tr.led_suit(chosen.1, false);
    let low_led = ctx.tr.led_suit(chosen.1, true);
    if ctx.outranking(low_led, chosen.1) < ctx.outranking(high_led, chosen.1) {
        low
    } else {
        chosen.0
    }
}

/// Following in a normal hand.
fn follow(ctx: &Ctx, plays: &[(Action, Tile)]) -> Option<Action> {
    let trick = &ctx.view.trick;
    let led = trick.led()?;
    let (_, winner) = trick.winning(&ctx.tr)?;
    let best = trick
        .plays()
        .map(|(_, id): (Seat, TileId)| ctx.tr.power(led, id.tile()))
        .max()
        .unwrap_or(0);
    let later = ctx.later_seats();
    let later_opponents = ctx.opponents_among(&later);
    let winners: Vec<(Action, Tile)> = plays
        .iter()
        .copied()
        .filter(|p| ctx.tr.power(led, p.1) > best)
        .collect();
    let losers: Vec<(Action, Tile)> = plays
        .iter()
        .copied()
        .filter(|p| ctx.tr.power(led, p.1) <= best)
        .collect();
    let trick_counters = trick.counters();
    let cheapest = |set: &[(Action, Tile)]| min_by_key(set, |p| ctx.cost(p.1)).map(|p| p.0);
    let secure = |p: u8| !ctx.beatable(led, p, &later_opponents);

    if ctx.is_teammate(winner) {
        if secure(best) {
            // Feed counters to the teammate, never with a trump.
            let feed: Vec<(Action, Tile)> = plays
                .iter()
                .copied()
                .filter(|p| !ctx.is_trump(p.1) && p.1.is_counter())
                .collect();
            if ctx.counters_matter {
                if let Some(p) = min_by_key(&feed, |p| core::cmp::Reverse(p.1.count())) {
                    return Some(p.0);
                }
            }
            return cheapest(&losers).or_else(|| cheapest(plays));
        }
        // The teammate may be overtaken: make it safe if that is cheap.
        let safe: Vec<(Action, Tile)> = winners
            .iter()
            .copied()
            .filter(|p| secure(ctx.tr.power(led, p.1)) && !ctx.is_trump(p.1))
            .collect();
        if let Some(a) = cheapest(&safe) {
            return Some(a);
        }
        return cheapest(&losers).or_else(|| cheapest(plays));
    }
    // An opponent has the trick.
    if !winners.is_empty() {
        if later_opponents.is_empty() {
            return min_by_key(&winners, |p| ctx.cost(p.1) - 8 * i32::from(p.1.count()))
                .map(|p| p.0);
        }
        let safe: Vec<(Action, Tile)> = winners
            .iter()
            .copied()
            .filter(|p| secure(ctx.tr.power(led, p.1)))
            .collect();
        if let Some(a) = cheapest(&safe) {
            return Some(a);
        }
        let worth_it = trick_counters >= 5
            || matches!(
                ctx.goal,
                Some(Goal::AllTricks { .. }) | Some(Goal::Tricks { .. })
            );
        if worth_it || losers.is_empty() {
            return min_by_key(&winners, |p| core::cmp::Reverse(ctx.tr.power(led, p.1)))
                .map(|p| p.0);
        }
    }
    cheapest(&losers).or_else(|| cheapest(plays))
}

/// Nel-O, the bidder: never take a trick.
fn nello_bidder(ctx: &Ctx, plays: &[(Action, Tile)]) -> Option<Action> {
    let trick = &ctx.view.trick;
    let Some(led) = trick.led() else {
        // Lead the tile with the fewest unseen tiles below it in its suit
        // (they are what the others could duck with).
        return min_by_key(plays, |p| {
            let led = ctx.tr.led_suit(p.1, false);
            let pw = ctx.tr.power(led, p.1);
            let below = ctx
                .unseen
                .tiles()
                .filter(|f| ctx.tr.suit(led).has_tile(*f) && ctx.tr.power(led, *f) < pw)
                .count();
            (below, pw)
        })
        .map(|p| p.0);
    };
    let best = trick
        .plays()
        .map(|(_, id)| ctx.tr.power(led, id.tile()))
        .max()
        .unwrap_or(0);
    let under: Vec<(Action, Tile)> = plays
        .iter()
        .copied()
        .filter(|p| ctx.tr.power(led, p.1) <= best)
        .collect();
    // Shed the most dangerous tile that still ducks.
    min_by_key(&under, |p| core::cmp::Reverse(ctx.strength(p.1)))
        .or_else(|| min_by_key(plays, |p| ctx.tr.power(led, p.1)))
        .map(|p| p.0)
}

/// Nel-O, a defender: make the bidder take a trick.
fn nello_defender(ctx: &Ctx, plays: &[(Action, Tile)]) -> Option<Action> {
    let trick = &ctx.view.trick;
    let bidder = ctx.view.contract.map(|c| c.bidder);
    let Some(led) = trick.led() else {
        // Lead low: the bidder must follow above it if it can.
        return min_by_key(plays, |p| ctx.strength(p.1)).map(|p| p.0);
    };
    let (_, winner) = trick.winning(&ctx.tr)?;
    let best = trick
        .plays()
        .map(|(_, id)| ctx.tr.power(led, id.tile()))
        .max()
        .unwrap_or(0);
    let bidder_played = trick.plays().any(|(s, _)| Some(s) == bidder);
    if bidder_played && Some(winner) == bidder {
        // Stay under the bidder's tile, shedding the highest such tile.
        let under: Vec<(Action, Tile)> = plays
            .iter()
            .copied()
            .filter(|p| ctx.tr.power(led, p.1) <= best)
            .collect();
        return min_by_key(&under, |p| core::cmp::Reverse(ctx.strength(p.1)))
            .or_else(|| min_by_key(plays, |p| ctx.tr.power(led, p.1)))
            .map(|p| p.0);
    }
    if bidder_played {
        // The bidder is safe this trick: shed a high tile.
        return min_by_key(plays, |p| core::cmp::Reverse(ctx.strength(p.1))).map(|p| p.0);
    }
    // The bidder plays later: keep the trick low so it may have to win.
    min_by_key(plays, |p| ctx.tr.power(led, p.1)).map(|p| p.0)
}
