//! Domino Euchre's bidding by simulation: order up (round 1) or call a
//! trump (round 2), alone or not, or pass.
//!
//! Each way of making is played out on the same sampled deals: the maker
//! leads, the dealer takes the turn-up and puts its weakest tile down
//! when it is ordered up, a lone maker's partner sits out. Its value is
//! the expected hand score (1 for 3 or 4 tricks, 2 for all five, 4 alone,
//! and 2 to the other side for a euchre). Passing is valued at the
//! [`BidPolicy::euchre_make`](super::BidPolicy) threshold: everyone
//! passing scores nothing, and a pass leaves the others a chance to make.

use bones_engine::{Action, Bid, Declaration, Pip, Trump, View};

use super::choose::{self, Scored};
use super::stakes::Stakes;
use super::trial::{Ask, Trial};
use super::worlds::decision_worlds;
use super::SearchBot;
use crate::Decision;

/// The bid for a Domino Euchre auction view.
pub(crate) fn bid(bot: &mut SearchBot, view: &View, seed: u64) -> Option<Decision> {
    let rules = view.rules;
    let me = view.seat;
    let makes: Vec<(Action, Pip, bool)> = view
        .legal
        .iter()
        .filter_map(|&a| match a {
            Action::Order { alone } => view.turn_up.map(|t| (a, t.hi(), alone)),
            Action::Call { trump, alone } => Some((a, trump, alone)),
            _ => None,
        })
        .collect();
    if makes.is_empty() {
        return None;
    }
    let worlds = decision_worlds(bot, view, bot.bid_worlds(&rules), seed)?;
    let budget = bot.budget(&rules);
    let policy = bot.config.policy;
    let mut scored = Vec::with_capacity(makes.len() + 1);
    for (action, pip, alone) in makes {
        let trial = Trial::new(
            &rules,
            me,
            Bid::Make { alone },
            me,
            Declaration::Trump(Trump::Suit(pip)),
        );
        let stakes = Stakes::of(&rules, trial.goal, Bid::Make { alone });
        // Ordering up in round 1 gives the dealer the turn-up.
        let turn_up = match action {
            Action::Order { .. } => view.turn_up,
            _ => None,
        };
        let (mut sum, mut total) = (0f64, 0f64);
        for (world, w) in &worlds {
            let Some(tricks) = trial.solve(
                &mut bot.solver,
                &rules,
                world,
                view.dealer,
                turn_up,
                Ask::Value(stakes.objective()),
                budget,
            ) else {
                continue;
            };
            sum += f64::from(*w) * f64::from(stakes.value(tricks));
            total += f64::from(*w);
        }
        if total <= 0.0 {
            continue;
        }
        let expected = (sum / total) as f32;
        scored.push(Scored {
            action,
            // Going alone must be worth its extra risk.
            primary: if alone {
                expected - policy.euchre_alone
            } else {
                expected
            },
            secondary: 0.0,
            shown: expected,
        });
    }
    if view.legal.contains(&Action::Pass) {
        scored.push(Scored {
            action: Action::Pass,
            primary: policy.euchre_make,
            secondary: 0.0,
            shown: 0.0,
        });
    }
    // Among equals: pass, then make with a partner, then alone.
    choose::decide(&scored, 0.0, None, |a| match a {
        Action::Pass => 0,
        Action::Order { alone } | Action::Call { alone, .. } => 1 + i32::from(alone),
        _ => 3,
    })
}
