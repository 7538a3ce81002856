//! Helpers for the solver tests: positions from seeded random games steered
//! to a kind of contract, and a brute-force minimax written separately and
//! simply (plain recursion over `PlayState`: no table, no pruning, no
//! equivalent tiles, no bounds) for the solver to agree with.

// Each test file uses a different subset of these helpers.
#![allow(dead_code)]

use bones_ai::solver::Objective;
use bones_engine::rng::SplitMix64;
use bones_engine::{
    Action, AllPass, Bid, Declaration, DoublesMode, DoublesRank, Euchre, EuchreLead, Game,
    GameKind, Goal, NelloBid, Phase, PlayState, Rules, Scoring, Team, Texas42, Texas88, TrickRules,
};

/// Texas 42 with every contract on, played out to the last trick (no early
/// end), Nel-O on any bid, points scoring: every kind of hand is reachable.
pub fn texas42(follow_me_doubles: DoublesMode, doubles: DoublesRank) -> Rules {
    let mut s = Texas42::house();
    s.scoring = Scoring::Points;
    s.target = 250;
    s.early_end = false;
    s.nello = Some(NelloBid::AnyBid);
    s.all_pass = AllPass::ForcedBid;
    s.trumps.follow_me_doubles = follow_me_doubles;
    s.trumps.doubles = doubles;
    Rules::Texas42(s)
}

/// Texas 88, points scoring (hands are played out).
pub fn texas88() -> Rules {
    Rules::Texas88(Texas88::default())
}

/// The Big Game.
pub fn big_game() -> Rules {
    Rules::default_for(GameKind::BigGame)
}

/// Domino Euchre for `players`.
pub fn euchre(players: u8, lead: EuchreLead) -> Rules {
    Rules::Euchre(Euchre {
        players,
        lead,
        ..Euchre::default()
    })
}

/// Plays a seeded random game to its first trick, choosing among the
/// actions `prefer` accepts whenever there are any (bids, declarations,
/// Euchre calls), then random tiles until at most `tricks_left` tricks
/// remain and `extra_plays` more tiles are down in the trick in progress.
/// `None` when the hand ends first (a Nel-O set, a game won) — callers try
/// the next seed.
pub fn random_position(
    rules: Rules,
    seed: u64,
    prefer: &dyn Fn(&Action) -> bool,
    tricks_left: u8,
    extra_plays: u8,
) -> Option<Game> {
    let mut game = Game::new(rules, seed).ok()?;
    let mut rng = SplitMix64::new(seed.wrapping_mul(0x9E37_79B9) ^ 0x5A5A);
    // Bidding, discarding and declaring, steered.
    for _ in 0..200 {
        if game.phase() == Phase::Playing {
            break;
        }
        let legal = game.legal_actions();
        let wanted: Vec<Action> = legal.iter().copied().filter(|a| prefer(a)).collect();
        let pool: &[Action] = if wanted.is_empty() { &legal } else { &wanted };
        if pool.is_empty() {
            return None;
        }
        let a = pool[rng.below(pool.len())];
        game.apply(a).ok()?;
    }
    if game.phase() != Phase::Playing {
        return None;
    }
    let hand = game.hand_number();
    let mut extra = None;
    for _ in 0..200 {
        let s = game.play_state();
        let left = s.tricks_per_hand() - s.tricks_played();
        if left <= tricks_left && s.trick().is_empty() && extra.is_none() {
            extra = Some(extra_plays.min(s.table().active_count() - 1));
        }
        if extra == Some(0) {
            break;
        }
        let legal = game.legal_actions();
        let a = legal[rng.below(legal.len())];
        game.apply(a).ok()?;
        if let Some(n) = extra.as_mut() {
            *n -= 1;
        }
        if game.phase() != Phase::Playing || game.hand_number() != hand {
            return None;
        }
    }
    (game.phase() == Phase::Playing && game.hand_number() == hand).then_some(game)
}

/// The count `objective` measures for `team` in a finished (or any) state.
pub fn measure(s: &PlayState, objective: Objective, team: Team) -> u16 {
    match objective {
        Objective::Points => s.points(team),
        Objective::Tricks => u16::from(s.tricks(team)),
        Objective::TricksLost => u16::from(s.tricks_played() - s.tricks(team)),
    }
}

/// Plain minimax: `team`'s seats maximise `objective` at the end of the
/// hand, every other seat minimises it; every legal tile (every copy),
/// each lead-low choice, all tricks played out.
pub fn brute_force(rules: &TrickRules, s: &PlayState, objective: Objective, team: Team) -> u16 {
    if s.is_over() {
        return measure(s, objective, team);
    }
    let maximize = s.table().team(s.turn()) == team;
    let leading = s.trick().is_empty();
    let mut best: Option<u16> = None;
    for id in s.legal(rules) {
        for low in [false, true] {
            if low && !(leading && rules.may_lead_low(id.tile())) {
                continue;
            }
            let mut child = *s;
            child.play(rules, id, low);
            let v = brute_force(rules, &child, objective, team);
            best = Some(match best {
                None => v,
                Some(b) if maximize => b.max(v),
                Some(b) => b.min(v),
            });
        }
    }
    best.unwrap_or_else(|| measure(s, objective, team))
}

/// The objective a goal is decided on.
pub fn natural(goal: Goal) -> Objective {
    Objective::of_goal(goal)
}

/// A points bid, then `declaration`.
pub fn points_bid_then(declaration: fn(&Declaration) -> bool) -> impl Fn(&Action) -> bool {
    move |a| match a {
        Action::Bid(b) => matches!(b, Bid::Points(_)),
        Action::Declare(d) => declaration(d),
        _ => false,
    }
}

/// A mark bid, then `declaration`.
pub fn mark_bid_then(declaration: fn(&Declaration) -> bool) -> impl Fn(&Action) -> bool {
    move |a| match a {
        Action::Bid(b) => matches!(b, Bid::Marks(_)),
        Action::Declare(d) => declaration(d),
        _ => false,
    }
}

/// Euchre: make trump (ordering up or calling), alone or not.
pub fn euchre_make(alone: bool) -> impl Fn(&Action) -> bool {
    move |a| match a {
        Action::Order { alone: x } | Action::Call { alone: x, .. } => *x == alone,
        _ => false,
    }
}

/// No preference: uniformly random legal actions.
pub fn anything(_: &Action) -> bool {
    false
}
