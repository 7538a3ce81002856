//! Naming trump or a contract: every candidate simulated on the same
//! sampled worlds, the best on average chosen (one trump for all worlds:
//! the declarer cannot see the other hands).

use bones_engine::{Action, Declaration, Rules, TileSet, Trump, View};

use super::choose::{self, Scored};
use super::stakes::Stakes;
use super::trial::{Ask, Trial};
use super::worlds::decision_worlds;
use super::{SearchBot, Tiebreak};
use crate::heuristic::hand::hand_value;
use crate::heuristic::HeuristicBot;
use crate::solver::{Objective, Target};
use crate::Decision;

/// The declaration for a view in the declaring phase.
pub(crate) fn decide(bot: &mut SearchBot, view: &View, seed: u64) -> Option<Decision> {
    let rules = view.rules;
    let contract = view.contract?;
    let legal: Vec<Declaration> = view.legal_declarations().collect();
    let trumps: Vec<Trump> = legal.iter().filter_map(|d| d.trump()).collect();
    let keep = usize::from(bot.config.bid_trumps) + 2;
    let mut candidates: Vec<Declaration> = ranked_trumps(&rules, view.hand, &trumps, keep)
        .into_iter()
        .map(Declaration::Trump)
        .collect();
    candidates.extend(legal.iter().filter(|d| d.trump().is_none()));
    if candidates.len() <= 1 {
        return candidates
            .first()
            .map(|&d| Decision::just(Action::Declare(d)));
    }
    let worlds = decision_worlds(bot, view, bot.bid_worlds(&rules), seed)?;
    let budget = bot.budget(&rules);
    let mut scored = Vec::with_capacity(candidates.len());
    for d in candidates {
        let mut trial = Trial::new(&rules, contract.bidder, contract.bid, view.seat, d);
        trial.credit = view.own_discards.count() as u16;
        let stakes = Stakes::of(&rules, trial.goal, contract.bid);
        let ask = match stakes {
            // A points bid: aim a little above the bid, so that the trump
            // chosen makes it with room to spare (the bidder's side cannot
            // see the hands as the simulation does).
            Stakes::Binary { target, .. } if target.objective == Objective::Points => {
                let margin =
                    bot.config.policy.declare_margin * f32::from(rules.hand_total()) / 42.0;
                let aim = target.at_least + margin.round() as u16;
                Ask::Reach(Target::points(aim.min(rules.hand_total())))
            }
            Stakes::Binary { target, .. } => Ask::Reach(target),
            _ => Ask::Value(stakes.objective()),
        };
        let tiebreak = bot.config.tiebreak == Tiebreak::Points
            && matches!(stakes, Stakes::Binary { target, .. } if target.objective == Objective::Points);
        let (mut sum, mut points, mut total) = (0f64, 0f64, 0f64);
        for (world, w) in &worlds {
            let solve = |bot: &mut SearchBot, ask| {
                trial.solve(
                    &mut bot.solver,
                    &rules,
                    world,
                    view.dealer,
                    None,
                    ask,
                    budget,
                )
            };
            let Some(count) = solve(bot, ask) else {
                continue;
            };
            if tiebreak {
                points += f64::from(*w)
                    * f64::from(solve(bot, Ask::Value(Objective::Points)).unwrap_or(0));
            }
            sum += f64::from(*w) * f64::from(stakes.value(count));
            total += f64::from(*w);
        }
        if total <= 0.0 {
            continue;
        }
        let expected = (sum / total) as f32;
        scored.push(Scored {
            action: Action::Declare(d),
            primary: expected,
            secondary: (points / total) as f32,
            shown: stakes.shown(expected, true),
        });
    }
    let prefer = bot
        .config
        .heuristic_ties
        .then(|| HeuristicBot::choose(view, seed));
    // Among equals, the order the rule of thumb ranks them in.
    let order: Vec<Action> = scored.iter().map(|s| s.action).collect();
    choose::decide(&scored, 0.0, prefer, |a| {
        order.iter().position(|&o| o == a).unwrap_or(0) as i32
    })
}

/// The `keep` trumps of `choices` the rule of thumb rates best for
/// `hand`, best first.
pub(crate) fn ranked_trumps(
    rules: &Rules,
    hand: TileSet,
    choices: &[Trump],
    keep: usize,
) -> Vec<Trump> {
    let mut rated: Vec<(Trump, f32)> = choices
        .iter()
        .map(|&t| (t, hand_value(rules, hand, t)))
        .collect();
    rated.sort_by(|a, b| b.1.total_cmp(&a.1));
    rated
        .into_iter()
        .take(keep.max(1))
        .map(|(t, _)| t)
        .collect()
}
