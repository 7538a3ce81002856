//! Hand evaluation: what a hand is worth under each trump, whether it can
//! take every trick, whether it suits Nel-O, Sevens or Euchre's trumps.
//!
//! The points estimate starts from the regression AI.md quotes for 42
//! (a hand is worth about 14 + 6 × doubles + 3 × trumps to its bidder),
//! rescaled for the other games' sets and table sizes.

use bones_engine::rng::SplitMix64;
use bones_engine::{
    Deck, DoublesMode, Goal, LowLead, Pip, PlayState, Rules, Seat, Suit, Table, Tile, TileSet,
    TrickRules, Trump, View,
};

use crate::sample::Sampler;

/// The coefficients of the points estimate for one game.
struct Scale {
    base: f32,
    per_double: f32,
    per_trump: f32,
}

fn scale(rules: &Rules) -> Scale {
    match rules {
        // 7 of 28 tiles, a side of 2, 42 points.
        Rules::Texas42(_) => Scale {
            base: 14.0,
            per_double: 6.0,
            per_trump: 3.0,
        },
        // 9 of 56 tiles, a side of 3, 88 points.
        Rules::Texas88(_) => Scale {
            base: 30.0,
            per_double: 5.0,
            per_trump: 3.0,
        },
        // 11 of 45 tiles, a side of 2, 66 points.
        Rules::BigGame(_) => Scale {
            base: 10.0,
            per_double: 5.0,
            per_trump: 3.0,
        },
        Rules::Euchre(_) => Scale {
            base: 0.0,
            per_double: 1.0,
            per_trump: 1.0,
        },
    }
}

/// The trick rules of a normal hand with `trump` under `rules`.
#[must_use]
pub fn rules_for(rules: &Rules, trump: Trump) -> TrickRules {
    let trumps = rules.trumps();
    let low = match rules {
        Rules::BigGame(_) => LowLead::BigGameCounters,
        _ => LowLead::Never,
    };
    TrickRules::with_trump(
        rules.deck(),
        trump,
        trumps.doubles,
        trumps.follow_me_doubles,
        low,
    )
}

/// Every trump the rules let a declarer name.
#[must_use]
pub fn trump_choices(rules: &Rules) -> Vec<Trump> {
    let mut out: Vec<Trump> = (0..=rules.deck().max_pip())
        .filter_map(Pip::new)
        .map(Trump::Suit)
        .collect();
    out.push(Trump::Doubles);
    out.push(Trump::FollowMe);
    if rules.trumps().sevens_trump {
        out.push(Trump::SevenTiles);
    }
    out
}

/// Estimated points the bidding side takes with `hand` and `trump`.
#[must_use]
pub fn hand_value(rules: &Rules, hand: TileSet, trump: Trump) -> f32 {
    let s = scale(rules);
    let deck = rules.deck();
    let doubles = (hand & deck.doubles()).len() as f32;
    let tr = rules_for(rules, trump);
    let trumps = hand & tr.trumps();
    let t = trumps.len() as f32;
    let mut v = s.base + s.per_double * doubles + s.per_trump * t;
    match trump {
        Trump::FollowMe => v -= 6.0,
        // Doubles as trumps count twice above; measured in play they are
        // worth less than a suit: 4 doubles make a 30-39 bid under half
        // the time at full value.
        Trump::Doubles => v -= 8.0,
        // Holding the top trump matters: without it the lead can be lost.
        Trump::Suit(_) | Trump::SevenTiles
            if !trumps.is_empty() && top_trumps(&tr, deck, hand) == 0 =>
        {
            v -= 3.0;
        }
        _ => {}
    }
    if trumps.is_empty() && trump != Trump::FollowMe {
        v -= 10.0;
    }
    v
}

/// The best trump for `hand` among `choices`, and its value.
#[must_use]
pub fn best_trump(rules: &Rules, hand: TileSet, choices: &[Trump]) -> Option<(Trump, f32)> {
    let mut best: Option<(Trump, f32)> = None;
    for &t in choices {
        let v = hand_value(rules, hand, t);
        if best.is_none_or(|(_, bv)| v > bv) {
            best = Some((t, v));
        }
    }
    best
}

/// How many of the highest trumps `hand` holds in an unbroken run from the
/// top.
#[must_use]
pub fn top_trumps(rules: &TrickRules, deck: Deck, hand: TileSet) -> usize {
    let mut trumps: Vec<Tile> = deck
        .tiles()
        .filter(|t| rules.trumps().has_tile(*t))
        .collect();
    trumps.sort_by_key(|t| core::cmp::Reverse(rules.power(Suit::Trump, *t)));
    trumps.iter().take_while(|t| hand.has_tile(**t)).count()
}

/// Whether `hand` should take every trick with `trump` (a mark bid):
/// enough top trumps to draw the others, and no side tile that can lose.
#[must_use]
pub fn is_laydown(rules: &Rules, hand: TileSet, trump: Trump) -> bool {
    let deck = rules.deck();
    let tr = rules_for(rules, trump);
    let trumps = hand & tr.trumps();
    let total_trumps =
        deck.tiles().filter(|t| tr.trumps().has_tile(*t)).count() * usize::from(deck.copies());
    let top = top_trumps(&tr, deck, hand);
    let outstanding = total_trumps - trumps.len();
    // Drawing trumps: each lead of a top trump pulls up to one per opponent
    // round; with the top `top` trumps we can lead that many rounds safely.
    let drawn = top >= 3 || top >= outstanding.div_ceil(2);
    if trumps.len() < 4 || !drawn {
        return false;
    }
    // Every side tile must be the top of its suit (a double, or a tile
    // right below a double held).
    (hand - tr.trumps())
        .tiles()
        .all(|t| is_side_boss(&tr, deck, hand, t))
}

/// Whether side tile `t` cannot be beaten in its own suit by a tile
/// outside `hand`.
fn is_side_boss(tr: &TrickRules, deck: Deck, hand: TileSet, t: Tile) -> bool {
    let led = tr.led_suit(t, false);
    let p = tr.power(led, t);
    deck.tiles()
        .filter(|o| !hand.has_tile(*o) || deck.copies() > 1 && *o == t)
        .all(|o| tr.power(led, o) <= p || (tr.trumps().has_tile(o)))
}

/// How risky `hand` is for Nel-O with doubles in `mode`: for each suit the
/// hand can be made to follow, the number of outside tiles ranked below
/// its lowest tile there (an opponent leading one of them forces it to
/// win), plus the danger of its opening lead.
#[must_use]
pub fn nello_risk(deck: Deck, hand: TileSet, mode: DoublesMode) -> u32 {
    let tr = TrickRules::nello(deck, mode);
    let mut risk = 0;
    let mut suits: Vec<Suit> = (0..=deck.max_pip())
        .filter_map(Pip::new)
        .map(Suit::Number)
        .collect();
    suits.push(Suit::Doubles);
    for suit in suits {
        let mine = hand & tr.suit(suit);
        let Some(lowest) = mine.tiles().map(|t| tr.power(suit, t)).min() else {
            continue;
        };
        let below = deck
            .tiles()
            .filter(|t| tr.suit(suit).has_tile(*t) && !hand.has_tile(*t))
            .filter(|t| tr.power(suit, *t) < lowest)
            .count();
        risk += below as u32;
    }
    // The bidder leads the first trick: its safest lead should have tiles
    // above it outside the hand (someone must follow higher).
    let lead_danger = hand
        .tiles()
        .map(|t| {
            let led = tr.led_suit(t, false);
            let p = tr.power(led, t);
            let above = deck
                .tiles()
                .filter(|o| !hand.has_tile(*o) && tr.suit(led).has_tile(*o))
                .filter(|o| tr.power(led, *o) > p)
                .count();
            u32::from(above < 3)
        })
        .min()
        .unwrap_or(1);
    risk + 2 * lead_danger
}

/// The best doubles mode for a Nel-O with `hand`, and its risk.
#[must_use]
pub fn best_nello(deck: Deck, hand: TileSet) -> (DoublesMode, u32) {
    DoublesMode::ALL
        .into_iter()
        .map(|m| (m, nello_risk(deck, hand, m)))
        .min_by_key(|&(_, r)| r)
        .unwrap_or((DoublesMode::OwnSuit, u32::MAX))
}

/// Nel-O risk at or below this is worth a mark bid.
pub const NELLO_MAX_RISK: u32 = 2;

/// The chance that `view.seat`'s side takes every trick of a Sevens
/// contract it would lead, estimated by playing the (forced) tricks out on
/// `samples` sampled deals.
#[must_use]
pub fn sevens_chance(view: &View, samples: u32, seed: u64) -> f32 {
    let Ok(mut sampler) = Sampler::new(view) else {
        return 0.0;
    };
    let rules = &view.rules;
    let tr = TrickRules::sevens(rules.deck());
    let table = Table::for_rules(rules);
    let team = table.team(view.seat);
    let goal = Goal::AllTricks { team };
    let mut rng = SplitMix64::new(seed ^ 0x5E7E_7500);
    let mut made = 0;
    for _ in 0..samples {
        let world = sampler.sample(&mut rng);
        let mut state = PlayState::new(
            world.hands,
            table,
            view.seat,
            rules.trick_points(),
            rules.hand_size(),
            [0; 3],
        );
        let mut result = None;
        for _ in 0..usize::from(rules.hand_size()) * Seat::MAX {
            let Some(id) = state.legal(&tr).first() else {
                break;
            };
            state.play(&tr, id, false);
            if let Some(r) = goal.decided(&state) {
                result = Some(r);
                break;
            }
        }
        made += u32::from(result == Some(true));
    }
    made as f32 / samples.max(1) as f32
}

/// Domino Euchre: how strong `hand` is with trump `p` (about one point per
/// trick it should take).
#[must_use]
pub fn euchre_strength(hand: TileSet, p: Pip) -> f32 {
    let tr = TrickRules::euchre(p, false);
    let deck = Deck::DoubleSix;
    let mut trumps: Vec<Tile> = deck.tiles().filter(|t| tr.trumps().has_tile(*t)).collect();
    trumps.sort_by_key(|t| core::cmp::Reverse(tr.power(Suit::Trump, *t)));
    const WEIGHTS: [f32; 8] = [3.0, 2.5, 2.0, 1.7, 1.5, 1.3, 1.2, 1.1];
    let mut s = 0.0;
    for (rank, t) in trumps.iter().enumerate() {
        if hand.has_tile(*t) {
            s += WEIGHTS[rank.min(7)];
        }
    }
    let n_trumps = (hand & tr.trumps()).len();
    for t in (hand - tr.trumps()).tiles() {
        if t.is_double() {
            s += 0.9;
        } else if is_side_boss(&tr, deck, hand, t) {
            s += 0.5;
        }
    }
    // Short side suits let trumps ruff.
    if n_trumps >= 2 {
        let side_suits = (0..=6u8)
            .filter_map(Pip::new)
            .filter(|&q| q != p)
            .filter(|&q| (hand - tr.trumps()).tiles().any(|t| t.hi() == q))
            .count();
        s += 0.3 * (4usize.saturating_sub(side_suits)) as f32;
    }
    s
}
