//! Auctions, naming trump, and putting tiles down: the decisions before
//! the first trick.

use bones_engine::{
    Action, Bid, Declaration, GameKind, Pip, Rules, Suit, Table, Tile, TileSet, TrickRules, Trump,
    View,
};

use super::hand::{
    best_nello, best_trump, euchre_strength, is_laydown, rules_for, sevens_chance, trump_choices,
    NELLO_MAX_RISK,
};

/// Sampled deals for the Sevens estimate.
const SEVENS_SAMPLES: u32 = 48;

/// Sevens is bid when it makes at least this often.
const SEVENS_MIN_CHANCE: f32 = 0.7;

/// Points of safety kept below the estimate when bidding points.
pub(crate) const MARGIN: f32 = 4.0;

/// The contract the hand is aiming for in 42, 88 and the Big Game.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Plan {
    /// A trump hand worth this many points (and a laydown or not).
    Trump { value: f32, laydown: bool },
    /// Nel-O.
    Nello,
    /// Sevens.
    Sevens,
}

fn can(view: &View, action: Action) -> bool {
    view.legal.contains(&action)
}

fn teammate_holds_high_bid(view: &View) -> bool {
    let table = Table::for_rules(&view.rules);
    view.high_bid
        .is_some_and(|(s, _)| s != view.seat && table.team(s) == table.team(view.seat))
}

/// What the hand aims for, seen in the auction.
fn plan(view: &View, seed: u64) -> Plan {
    let rules = &view.rules;
    let hand = view.hand;
    let house = rules.texas42().copied();
    if house.is_some_and(|h| h.nello.is_some())
        && best_nello(rules.deck(), hand).1 <= NELLO_MAX_RISK
    {
        return Plan::Nello;
    }
    if house.is_some_and(|h| h.sevens)
        && sevens_chance(view, SEVENS_SAMPLES, seed) >= SEVENS_MIN_CHANCE
    {
        return Plan::Sevens;
    }
    let choices = trump_choices(rules);
    let (trump, value) = best_trump(rules, hand, &choices).unwrap_or((Trump::FollowMe, 0.0));
    Plan::Trump {
        value,
        laydown: is_laydown(rules, hand, trump),
    }
}

/// A bid (or pass) in 42, 88 or the Big Game.
pub fn bid(view: &View, seed: u64) -> Action {
    bid_with_margin(view, seed, MARGIN)
}

/// [`bid`] keeping `margin` points below the hand's worth instead of the
/// rule of thumb's own: the search levels bid 88 and the Big Game this
/// way, with margins measured for their own play (which makes more
/// contracts than the rule of thumb's).
pub fn bid_with_margin(view: &View, seed: u64, margin: f32) -> Action {
    let rules = &view.rules;
    let may_pass = can(view, Action::Pass);
    let doubles = (view.hand & rules.deck().doubles()).len();
    let mark = rules.mark_points();
    let bids: Vec<Bid> = view.legal_bids().collect();
    let lowest_points = view.lowest_points_bid();
    let lowest_marks = bids
        .iter()
        .filter(|b| matches!(b, Bid::Marks(_)))
        .min_by_key(|b| b.value(mark))
        .copied();
    let partner_high = teammate_holds_high_bid(view);

    // Doubles contracts first: they need the doubles, not a trump.
    if let Some(b) = bids.iter().find(|b| matches!(b, Bid::Plunge(_))) {
        if doubles >= 5 && !partner_high {
            return Action::Bid(*b);
        }
    }
    let plan = plan(view, seed);
    if let Some(b) = bids.iter().find(|b| matches!(b, Bid::Splash(_))) {
        let laydown = matches!(plan, Plan::Trump { laydown: true, .. });
        if doubles >= 4 && !laydown && !partner_high {
            return Action::Bid(*b);
        }
    }
    match plan {
        Plan::Nello | Plan::Sevens => {
            if can(view, Action::Bid(Bid::LowNo)) && plan == Plan::Nello {
                return Action::Bid(Bid::LowNo);
            }
            let nello_any = rules
                .texas42()
                .is_some_and(|h| h.nello == Some(bones_engine::NelloBid::AnyBid));
            let wanted = match (plan, nello_any, lowest_points) {
                (Plan::Nello, true, Some(n)) => Some(Bid::Points(n)),
                _ => lowest_marks.filter(|b| b.marks() == Some(1)),
            };
            if let Some(b) = wanted {
                if !partner_high {
                    return Action::Bid(b);
                }
            }
        }
        Plan::Trump { value, laydown } => {
            if laydown && !partner_high {
                if let Some(b) = lowest_marks.filter(|b| b.marks().is_some_and(|m| m <= 2)) {
                    return Action::Bid(b);
                }
            }
            let ceiling = value - margin;
            let partner_cap = if partner_high { ceiling - 8.0 } else { ceiling };
            if let Some(n) = lowest_points {
                if f32::from(n) <= partner_cap {
                    return Action::Bid(Bid::Points(n));
                }
            }
        }
    }
    if may_pass {
        return Action::Pass;
    }
    // Forced to bid: the dealer after three passes.
    if can(view, Action::Bid(Bid::LowNo)) && plan == Plan::Nello {
        return Action::Bid(Bid::LowNo);
    }
    match lowest_points {
        Some(n) => Action::Bid(Bid::Points(n)),
        None => view.legal.first().copied().unwrap_or(Action::Pass),
    }
}

/// Naming trump or a contract.
pub fn declare(view: &View, seed: u64) -> Action {
    let rules = &view.rules;
    let hand = view.hand;
    let legal_decl: Vec<Declaration> = view.legal_declarations().collect();
    let is_bidder = view.contract.is_some_and(|c| c.bidder == view.seat);
    let (mode, risk) = best_nello(rules.deck(), hand);
    let nello = Declaration::Nello(mode);
    let must_nello = legal_decl
        .iter()
        .all(|d| matches!(d, Declaration::Nello(_)));
    if legal_decl.contains(&nello) && (must_nello || (is_bidder && risk <= NELLO_MAX_RISK)) {
        return Action::Declare(nello);
    }
    if must_nello {
        if let Some(d) = legal_decl.first() {
            return Action::Declare(*d);
        }
    }
    let needs_all = view.contract.is_some_and(|c| c.bid.needs_every_trick());
    if legal_decl.contains(&Declaration::Sevens) && needs_all {
        let chance = sevens_chance(view, SEVENS_SAMPLES, seed);
        let choices = trump_choices(rules);
        let trump_lay =
            best_trump(rules, hand, &choices).is_some_and(|(t, _)| is_laydown(rules, hand, t));
        if chance >= SEVENS_MIN_CHANCE || (!trump_lay && chance >= 0.4) {
            return Action::Declare(Declaration::Sevens);
        }
    }
    let trumps: Vec<Trump> = legal_decl.iter().filter_map(|d| d.trump()).collect();
    match best_trump(rules, hand, &trumps) {
        Some((t, _)) => Action::Declare(Declaration::Trump(t)),
        None => view.legal.first().copied().unwrap_or(Action::Pass),
    }
}

/// How much a tile is worth keeping, with `tr` the intended trick rules.
fn keep_score(tr: &TrickRules, hand: TileSet, t: Tile, counters_matter: bool) -> f32 {
    let mut s = 0.0;
    if counters_matter {
        s += 10.0 * f32::from(t.count());
    }
    if tr.trumps().has_tile(t) {
        s += 50.0 + f32::from(tr.power(Suit::Trump, t)) - 200.0;
    } else {
        let led = tr.led_suit(t, false);
        s += (f32::from(tr.power(led, t)) - 100.0) * 0.5;
        if t.is_double() {
            s += 15.0;
        }
        // Keeping the last tile of a suit costs a void.
        let same_suit = (hand - tr.trumps())
            .tiles()
            .filter(|o| tr.led_suit(*o, false) == led)
            .count();
        if same_suit == 1 {
            s -= 3.0;
        }
    }
    s
}

/// Putting a tile down: 88's kitty, the Big Game's spare, the Euchre
/// dealer's discard. Keeps counters and trumps, puts back the weakest
/// side tile.
pub fn discard(view: &View) -> Action {
    let rules = &view.rules;
    let hand = view.hand;
    let tr = match (rules, view.contract.and_then(|c| c.declaration)) {
        (Rules::Euchre(_), Some(Declaration::Trump(Trump::Suit(p)))) => {
            TrickRules::euchre(p, false)
        }
        _ => {
            let choices = trump_choices(rules);
            let trump = best_trump(rules, hand, &choices).map_or(Trump::FollowMe, |(t, _)| t);
            rules_for(rules, trump)
        }
    };
    let counters_matter = rules.kind() != GameKind::Euchre;
    view.legal_discards()
        .map(|t| (t, keep_score(&tr, hand, t, counters_matter)))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map_or_else(
            || view.legal.first().copied().unwrap_or(Action::Pass),
            |(t, _)| Action::Discard(t),
        )
}

/// Domino Euchre bidding: order up, call or pass, alone when very strong.
pub fn euchre_bid(view: &View) -> Action {
    let rules = &view.rules;
    let players = rules.players();
    let table = Table::for_rules(rules);
    let me = view.seat;
    let (order_at, alone_at) = match players {
        2 => (4.0, f32::INFINITY),
        3 => (5.6, f32::INFINITY),
        _ => (5.2, 10.0),
    };
    let turned = view.turn_up;
    if view.euchre_round <= 1 {
        let Some(up) = turned else {
            return Action::Pass;
        };
        let p = up.hi();
        let mut s = if view.dealer == me {
            // The dealer adds the turn-up and drops its weakest tile.
            let with_up = view.hand | TileSet::single(bones_engine::TileId::new(up, 0));
            let tr = TrickRules::euchre(p, false);
            let worst = with_up
                .tiles()
                .min_by(|a, b| {
                    keep_score(&tr, with_up, *a, false)
                        .total_cmp(&keep_score(&tr, with_up, *b, false))
                })
                .and_then(|t| with_up.id_of(t));
            let mut h = with_up;
            if let Some(id) = worst {
                h.remove(id);
            }
            euchre_strength(h, p)
        } else {
            euchre_strength(view.hand, p)
        };
        if view.dealer != me {
            // The turn-up goes to the dealer's side.
            if table.team(view.dealer) == table.team(me) {
                s += 1.0;
            } else {
                s -= 0.8;
            }
        }
        if s >= alone_at && can(view, Action::Order { alone: true }) {
            return Action::Order { alone: true };
        }
        if s >= order_at && can(view, Action::Order { alone: false }) {
            return Action::Order { alone: false };
        }
        return Action::Pass;
    }
    // Round 2: the best other trump.
    let best = (0..=6u8)
        .filter_map(Pip::new)
        .filter(|&p| Some(p) != turned.map(Tile::hi))
        .map(|p| (p, euchre_strength(view.hand, p)))
        .max_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((p, s)) = best {
        let call = |alone| Action::Call { trump: p, alone };
        if s >= alone_at && can(view, call(true)) {
            return call(true);
        }
        if s >= order_at && can(view, call(false)) {
            return call(false);
        }
    }
    if can(view, Action::Pass) {
        Action::Pass
    } else {
        view.legal.first().copied().unwrap_or(Action::Pass)
    }
}
