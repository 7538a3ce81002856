//! Putting tiles down: the 88 kitty, the Big Game's spare, the Euchre
//! dealer's discard.
//!
//! - **88 and the Big Game** (the bidder, before naming trump): for each
//!   of the hand's best trumps, the tiles the rule of thumb would put back
//!   under it ([`put_back`]) — the candidate keeps that trump's hand —
//!   played out on the same sampled deals with that trump; the first tile
//!   of the best candidate goes down. Putting the Big Game's spare itself
//!   back is declining it. The second 88 tile is chosen the same way
//!   once the first is down.
//! - **Euchre** (the dealer, trump known): every tile in hand is a
//!   candidate, simulated on the same deals.

use bones_engine::{Action, Declaration, GameKind, Rules, Tile, TileSet, Trump, View};

use super::choose::{self, Scored};
use super::declare::ranked_trumps;
use super::stakes::Stakes;
use super::trial::{keep_value, put_back, Ask, Trial};
use super::worlds::decision_worlds;
use super::SearchBot;
use crate::heuristic::hand::{rules_for, trump_choices};
use crate::knowledge::World;
use crate::Decision;

/// One way to put tiles down: the tiles, and the declaration they suit.
struct Candidate {
    first: Tile,
    down: TileSet,
    declaration: Declaration,
}

/// The discard for a view in the discarding phase.
pub(crate) fn decide(bot: &mut SearchBot, view: &View, seed: u64) -> Option<Decision> {
    let rules = view.rules;
    let contract = view.contract?;
    let legal: Vec<Tile> = view.legal_discards().collect();
    if legal.len() <= 1 {
        return legal.first().map(|&t| Decision::just(Action::Discard(t)));
    }
    let hand = view.hand;
    let candidates: Vec<Candidate> = if rules.kind() == GameKind::Euchre {
        let declaration = contract.declaration?;
        legal
            .iter()
            .filter_map(|&t| {
                let id = hand.id_of(t)?;
                Some(Candidate {
                    first: t,
                    down: TileSet::single(id),
                    declaration,
                })
            })
            .collect()
    } else {
        kitty_candidates(bot, &rules, hand, &legal)
    };
    if candidates.is_empty() {
        return None;
    }
    let worlds = decision_worlds(bot, view, bot.bid_worlds(&rules), seed)?;
    let budget = bot.budget(&rules);
    let bidders = view.table.team(view.seat) == view.table.team(contract.bidder);
    let mut best: Vec<(Action, f32, f32)> = Vec::new();
    for c in &candidates {
        let mut trial = Trial::new(
            &rules,
            contract.bidder,
            contract.bid,
            contract.declarer,
            c.declaration,
        );
        let already = view.own_discards.count() as u16;
        trial.credit = if rules.kind() == GameKind::Euchre {
            0
        } else {
            already + c.down.count() as u16
        };
        let stakes = Stakes::of(&rules, trial.goal, contract.bid);
        let ask = match stakes {
            Stakes::Binary { target, .. } => Ask::Reach(target),
            _ => Ask::Value(stakes.objective()),
        };
        let (mut sum, mut total) = (0f64, 0f64);
        for (world, w) in &worlds {
            let mut world: World = *world;
            world.hands[view.seat.index()] = hand - c.down;
            let Some(count) = trial.solve(
                &mut bot.solver,
                &rules,
                &world,
                view.dealer,
                None,
                ask,
                budget,
            ) else {
                continue;
            };
            sum += f64::from(*w) * f64::from(stakes.value(count));
            total += f64::from(*w);
        }
        if total <= 0.0 {
            continue;
        }
        let expected = (sum / total) as f32;
        let mine = if bidders { expected } else { -expected };
        let action = Action::Discard(c.first);
        let shown = stakes.shown(expected, bidders);
        match best.iter_mut().find(|(a, _, _)| *a == action) {
            Some(slot) if slot.1 >= mine => {}
            Some(slot) => *slot = (action, mine, shown),
            None => best.push((action, mine, shown)),
        }
    }
    let scored: Vec<Scored> = best
        .into_iter()
        .map(|(action, primary, shown)| Scored {
            action,
            primary,
            secondary: 0.0,
            shown,
        })
        .collect();
    // Among equals, the tile the rule of thumb values least.
    let tr = match contract.declaration.and_then(|d| d.trump()) {
        Some(_) if rules.kind() == GameKind::Euchre => contract.trick_rules(&rules),
        Some(t) => rules_for(&rules, t),
        None => rules_for(&rules, Trump::FollowMe),
    };
    choose::decide(&scored, 0.0, None, |a| match a {
        Action::Discard(t) => keep_value(&rules, &tr, hand, t),
        _ => 0,
    })
}

/// 88 and the Big Game: for each of the hand's best trumps, what the rule
/// puts back under it.
fn kitty_candidates(
    bot: &SearchBot,
    rules: &Rules,
    hand: TileSet,
    legal: &[Tile],
) -> Vec<Candidate> {
    let k = hand.len().saturating_sub(usize::from(rules.hand_size()));
    if k == 0 {
        return Vec::new();
    }
    let choices = trump_choices(rules);
    let keep = usize::from(bot.config.bid_trumps) + 1;
    let mut out: Vec<Candidate> = Vec::new();
    for trump in ranked_trumps(rules, hand, &choices, keep) {
        let tr = rules_for(rules, trump);
        let (down, _) = put_back(rules, &tr, hand, k);
        // The first to go: the least valuable of them that may go now.
        let Some(first) = down
            .tiles()
            .filter(|t| legal.contains(t))
            .min_by_key(|&t| keep_value(rules, &tr, hand, t))
        else {
            continue;
        };
        if out
            .iter()
            .any(|c| c.down == down && c.declaration == Declaration::Trump(trump))
        {
            continue;
        }
        out.push(Candidate {
            first,
            down,
            declaration: Declaration::Trump(trump),
        });
    }
    out
}
