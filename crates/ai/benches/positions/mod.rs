//! Fixed benchmark positions: seeded deals whose auction is won and whose
//! trump is named the way a sensible player would, by a simple rule, so the
//! solver is measured on realistic contracts rather than random ones.
//!
//! The rule (from `shared/AI.md`'s solved-deal figure): a hand with trump
//! `t` is worth about `14 + 6 × doubles + 3 × trumps` points in 42. Each
//! seat rates its best trump so; the best-rated seat bids its rating
//! (clamped to the ladder; in 88 and the Big Game, the minimum bid plus
//! what the hand rates above a typical hand of that size) and names that
//! trump; everyone else passes. The kitty (88), spare (Big Game)
//! and Euchre's turn-up are kept when useful and the lowest non-trump
//! non-counters go face down. Euchre: a seat makes trump when it holds
//! three of it (the dealer counting the turn-up).

#![allow(dead_code)]

use bones_engine::{
    Action, Bid, Declaration, Game, GameKind, Phase, Pip, Rules, Seat, Tile, TileSet, Trump,
};

/// A seat's best trump and the hand's rough worth in 42 points with it.
fn rate(hand: TileSet, max_pip: u8) -> (Trump, i32) {
    let doubles = hand.tiles().filter(|t| t.is_double()).count() as i32;
    let mut best = (Trump::Suit(Pip::ALL[0]), i32::MIN);
    for p in 0..=max_pip {
        let pip = Pip::ALL[usize::from(p)];
        let trumps = hand.tiles().filter(|t| t.has(pip)).count() as i32;
        let has_double = hand.tiles().any(|t| t.is_double() && t.has(pip));
        // Ties go to the suit whose double is held, then the higher suit.
        let score = (14 + 6 * doubles + 3 * trumps) * 4 + 2 * i32::from(has_double);
        if score >= best.1 {
            best = (Trump::Suit(pip), score);
        }
    }
    if doubles >= 4 {
        let score = (14 + 9 * doubles) * 4;
        if score > best.1 {
            best = (Trump::Doubles, score);
        }
    }
    (best.0, best.1 / 4)
}

/// How much a seat wants to keep a tile when it must put some face down.
fn keep_value(tile: Tile, trump: Trump) -> i32 {
    let is_trump = match trump {
        Trump::Suit(p) => tile.has(p),
        Trump::Doubles => tile.is_double(),
        _ => false,
    };
    i32::from(is_trump) * 100
        + i32::from(tile.is_double()) * 50
        + i32::from(tile.count()) * 3
        + i32::from(tile.pips())
}

/// A game at its first lead, with a sensible contract; `None` if the rule
/// finds no bidder (Euchre: everyone passes twice) in this seed's first
/// hands.
pub fn opening(rules: Rules, seed: u64) -> Option<Game> {
    let mut game = Game::new(rules, seed).ok()?;
    let players = rules.players();
    let max_pip = rules.deck().max_pip();
    // The bidder and its trump, rated on the dealt hands.
    let mut plan: Option<(Seat, Trump, i32)> = None;
    let mut hand_no = u32::MAX;
    for _ in 0..400 {
        if game.phase() == Phase::Playing {
            return Some(game);
        }
        if game.hand_number() != hand_no {
            hand_no = game.hand_number();
            plan = Seat::all(players)
                .map(|s| {
                    let (t, v) = rate(game.hand(s), max_pip);
                    (s, t, v)
                })
                .max_by_key(|&(s, _, v)| (v, -i32::from(s.get())));
        }
        let (bidder, trump, worth) = plan?;
        let seat = game.turn()?;
        let legal = game.legal_actions();
        // Euchre's trump is the one made, not the one rated.
        let trump = match game.contract().and_then(|c| c.declaration) {
            Some(Declaration::Trump(t)) => t,
            _ => trump,
        };
        let action = match game.phase() {
            Phase::Bidding => bid(&game, seat, bidder, worth, &legal),
            Phase::Discarding => legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::Discard(_)))
                .min_by_key(|a| match a {
                    Action::Discard(t) => keep_value(*t, trump),
                    _ => i32::MAX,
                }),
            Phase::Declaring => {
                let want = Action::Declare(Declaration::Trump(trump));
                legal
                    .contains(&want)
                    .then_some(want)
                    .or(legal.first().copied())
            }
            Phase::Playing | Phase::GameOver => None,
        }?;
        game.apply(action).ok()?;
    }
    None
}

/// The auction: the planned bidder bids its worth, the rest pass (a dealer
/// forced to bid takes the lowest bid).
fn bid(game: &Game, seat: Seat, bidder: Seat, worth: i32, legal: &[Action]) -> Option<Action> {
    let rules = game.rules();
    if rules.kind() == GameKind::Euchre {
        return euchre_bid(game, seat, legal);
    }
    let pass = legal.contains(&Action::Pass).then_some(Action::Pass);
    if seat != bidder {
        return pass.or_else(|| lowest_bid(legal));
    }
    // The rating is in 42 points for a 7-tile hand; bigger hands rate
    // higher without being worth more of their bigger totals, so 88 and
    // the Big Game bid up from their minimum by what the hand rates above
    // a typical one.
    let want = match rules.kind() {
        GameKind::Texas88 => {
            let v = (60 + worth - 34).clamp(60, 88);
            Bid::Points((v - v % 2) as u8)
        }
        GameKind::BigGame => Bid::Points((42 + worth - 38).clamp(42, 66) as u8),
        _ => Bid::Points(worth.clamp(30, 41) as u8),
    };
    let want = Action::Bid(want);
    if legal.contains(&want) {
        Some(want)
    } else {
        lowest_bid(legal).or(pass)
    }
}

fn lowest_bid(legal: &[Action]) -> Option<Action> {
    legal
        .iter()
        .copied()
        .find(|a| matches!(a, Action::Bid(Bid::Points(_))))
}

/// Euchre: order up (round 1) or call (round 2) holding three trumps.
fn euchre_bid(game: &Game, seat: Seat, legal: &[Action]) -> Option<Action> {
    let hand = game.hand(seat);
    let up = game.turn_up();
    let trumps = |p: Pip| {
        let mut n = hand.tiles().filter(|t| t.has(p)).count();
        if seat == game.dealer() && up.is_some_and(|t| t.has(p)) && game.euchre_round() == 1 {
            n += 1;
        }
        n
    };
    let order = Action::Order { alone: false };
    if legal.contains(&order) {
        let p = up?.hi();
        return Some(if trumps(p) >= 3 { order } else { Action::Pass });
    }
    let call = legal
        .iter()
        .copied()
        .filter_map(|a| match a {
            Action::Call {
                trump,
                alone: false,
            } => Some((trumps(trump), trump, a)),
            _ => None,
        })
        .max_by_key(|&(n, p, _)| (n, p));
    match call {
        Some((n, _, a)) if n >= 3 => Some(a),
        _ => legal.contains(&Action::Pass).then_some(Action::Pass),
    }
}

/// The first `count` seeds (from 1) that give an opening position.
pub fn openings(rules: Rules, count: usize) -> Vec<Game> {
    (1..)
        .filter_map(|seed| opening(rules, seed))
        .take(count)
        .collect()
}

/// `game` after `tricks` more tricks of random legal plays (seeded), if the
/// hand is still being played then.
pub fn play_on(game: &Game, tricks: u8, seed: u64) -> Option<Game> {
    let mut game = game.clone();
    let hand = game.hand_number();
    let target = game.play_state().tricks_played() + tricks;
    let mut rng = bones_engine::rng::SplitMix64::new(seed ^ 0x0B0E5);
    while game.play_state().tricks_played() < target {
        let legal = game.legal_actions();
        let a = *legal.get(rng.below(legal.len().max(1)))?;
        game.apply(a).ok()?;
        if game.phase() != Phase::Playing || game.hand_number() != hand {
            return None;
        }
    }
    Some(game)
}
