//! Trick play by perfect-information Monte Carlo: sample the hidden hands,
//! solve every sampled world for every legal play, and play what does
//! best on average for what is at stake.
//!
//! Every legal play is valued on the *same* worlds (common random
//! numbers: one solve per world values every play), so the comparison
//! between plays is not blurred by which worlds each happened to get.
//!
//! - Marks game: the chance of making (bidders) or setting (defenders) the
//!   contract, by a null-window search per world; optionally expected
//!   points as the tie-break (a second, full-window solve per world).
//! - Points game: the expected score difference of the hand, from the
//!   points each play leads to.
//! - Nel-O: the chance the bidder loses every trick; every-trick
//!   contracts: the chance they take them all.
//! - Euchre: the expected hand score (1, 2 or 4 for the makers, 2 for a
//!   euchre), from the tricks each play leads to.

use bones_engine::{Action, Goal, View};

use super::choose::{self, Scored};
use super::stakes::{is_bidding_side, Stakes};
use super::worlds::decision_worlds;
use super::{SearchBot, Tiebreak};
use crate::heuristic::HeuristicBot;
use crate::solver::{Objective, Position, Target};
use crate::Decision;

/// The PIMC decision for a trick-play view, or `None` when the view
/// cannot be searched (the caller then falls back to the rule of thumb).
pub(crate) fn decide(bot: &mut SearchBot, view: &View, seed: u64) -> Option<Decision> {
    let tr = view.trick_rules()?;
    let goal = view.goal()?;
    let contract = view.contract?;
    let rules = view.rules;
    let legal: Vec<Action> = view
        .legal
        .iter()
        .copied()
        .filter(|a| a.played_tile().is_some())
        .collect();
    if legal.len() <= 1 {
        return legal.first().map(|&a| Decision::just(a));
    }
    let stakes = Stakes::of(&rules, goal, contract.bid);
    let bidders = is_bidding_side(goal, view.table.team(view.seat));
    let (n, budget, tiebreak) = bot.play_work(&rules, view.tricks.len());
    // The second question, when the marks game's make-or-set needs one.
    let tiebreak = match (stakes, goal, tiebreak) {
        (Stakes::Binary { .. }, Goal::Points { .. }, Tiebreak::Points) => Some(None),
        (Stakes::Binary { .. }, Goal::Points { need, total, .. }, Tiebreak::Margin(m)) => {
            let m = (u16::from(m) * total).div_ceil(42);
            let aim = if bidders {
                (need + m).min(total)
            } else {
                need.saturating_sub(m).max(1)
            };
            Some(Some(Target::points(aim)))
        }
        _ => None,
    };
    let worlds = decision_worlds(bot, view, n, seed)?;
    let mut primary = vec![0f64; legal.len()];
    let mut secondary = vec![0f64; legal.len()];
    let mut total = 0f64;
    for (world, weight) in &worlds {
        let Ok(pos) = Position::new(&tr, view.play_state_with(world.hands), goal) else {
            continue;
        };
        let w = f64::from(*weight);
        let mut found = vec![None::<f32>; legal.len()];
        match stakes {
            Stakes::Binary { target, .. } => {
                let values = bot.solver.play_reaches(&pos, target, budget);
                for pv in values.as_slice() {
                    if let Some(i) = legal.iter().position(|&a| a == pv.play.action()) {
                        found[i] = Some(stakes.value(u16::from(pv.value)));
                    }
                }
            }
            _ => {
                let values = bot.solver.play_values(&pos, stakes.objective(), budget);
                for pv in values.as_slice() {
                    if let Some(i) = legal.iter().position(|&a| a == pv.play.action()) {
                        found[i] = Some(stakes.value(pv.value));
                    }
                }
            }
        }
        if found.iter().any(Option::is_none) {
            // The sampled position disagrees with the view's legal plays:
            // leave the world out rather than score a play as missing.
            continue;
        }
        match tiebreak {
            Some(None) => {
                let values = bot.solver.play_values(&pos, Objective::Points, budget);
                for pv in values.as_slice() {
                    if let Some(i) = legal.iter().position(|&a| a == pv.play.action()) {
                        secondary[i] += w * f64::from(pv.value);
                    }
                }
            }
            Some(Some(target)) => {
                let values = bot.solver.play_reaches(&pos, target, budget);
                for pv in values.as_slice() {
                    if let Some(i) = legal.iter().position(|&a| a == pv.play.action()) {
                        secondary[i] += w * f64::from(u8::from(pv.value));
                    }
                }
            }
            None => {}
        }
        for (sum, v) in primary.iter_mut().zip(&found) {
            *sum += w * f64::from(v.unwrap_or(0.0));
        }
        total += w;
    }
    if total <= 0.0 {
        return None;
    }
    let sign = if bidders { 1.0 } else { -1.0 };
    let scored: Vec<Scored> = legal
        .iter()
        .enumerate()
        .map(|(i, &action)| {
            let expected = (primary[i] / total) as f32;
            Scored {
                action,
                primary: sign * expected,
                secondary: sign * (secondary[i] / total) as f32,
                shown: stakes.shown(expected, bidders),
            }
        })
        .collect();
    let prefer = bot
        .config
        .heuristic_ties
        .then(|| HeuristicBot::choose(view, seed));
    let tie = bot.config.tie_margin * stakes_unit(stakes);
    choose::decide(&scored, tie, prefer, |a| tile_cost(view, a))
}

/// A natural unit of the stakes, to size the near-tie margin: one mark,
/// one Euchre point, or a tenth of a points hand.
fn stakes_unit(stakes: Stakes) -> f32 {
    match stakes {
        Stakes::Binary { worth, .. } => 2.0 * worth,
        Stakes::Points { total, .. } => f32::from(total) / 10.0,
        Stakes::Euchre { .. } => 1.0,
    }
}

/// What playing `action` gives up, for settling ties: trumps and high
/// tiles are worth keeping, counters are worth not handing over, doubles
/// take tricks later.
pub(crate) fn tile_cost(view: &View, action: Action) -> i32 {
    let Some(tile) = action.played_tile() else {
        return 0;
    };
    let Some(tr) = view.trick_rules() else {
        return 0;
    };
    let led = tr.led_suit(tile, matches!(action, Action::PlayLow(_)));
    let mut cost = i32::from(tr.power(led, tile)) % 100 / 4;
    if view.rules.kind() != bones_engine::GameKind::Euchre {
        cost += 4 * i32::from(tile.count());
    }
    if tr.trumps().has_tile(tile) {
        cost += 60;
    }
    if tile.is_double() {
        cost += 3;
    }
    cost
}
