//! The declarer's lead with its next play made without seeing the hidden
//! hands: a step of αμ (Cazenave & Ventos) against PIMC's strategy fusion.
//!
//! PIMC values a lead by solving every sampled world with every hand
//! visible, so it assumes the declarer will know the world at its next
//! play. Here each world is played on from the lead by the solver's
//! choices for the other seats (each side's best, with every hand
//! visible) up to the declarer's next turn; worlds that show the declarer
//! the same plays are ones it cannot tell apart, and it must make the
//! same next play in all of them. A lead's value is, summed over those
//! groups, the best single next play's share of the group's worlds made.
//! It is never above the PIMC value, and lower when making the contract
//! needs a guess the first trick does not settle.

use bones_engine::{Action, Goal, TrickRules, View};

use crate::knowledge::World;
use crate::solver::{Budget, Position, Solver, Target};

/// The plays a world showed the declarer since its lead, and the weight
/// of its worlds made by each of the declarer's next plays.
type Group = (Vec<Action>, Vec<(Action, f64)>);

/// The weighted share of `worlds` in which the bidding side reaches
/// `target` after this seat leads `lead`, when its next play must be the
/// same in every world that showed it the same plays. `None` when the
/// lead is not in the hand.
#[allow(clippy::too_many_arguments)]
pub(super) fn lead_value(
    solver: &mut Solver,
    view: &View,
    tr: &TrickRules,
    goal: Goal,
    target: Target,
    budget: Budget,
    worlds: &[(World, f32)],
    lead: Action,
) -> Option<f64> {
    let me = view.seat;
    let face = lead.played_tile()?;
    let id = view.hand.id_of(face)?;
    let low = matches!(lead, Action::PlayLow(_));
    let bidders = view.table.team(me);
    // Per observation (the plays seen since the lead): the weight of its
    // worlds made by each of the declarer's next plays.
    let mut groups: Vec<Group> = Vec::new();
    let mut total = 0.0;
    for (world, weight) in worlds {
        let w = f64::from(*weight);
        let mut state = view.play_state_with(world.hands);
        state.play(tr, id, low);
        let mut seen = Vec::new();
        let mut lost = false;
        while state.turn() != me {
            let Ok(pos) = Position::new(tr, state, goal) else {
                lost = true;
                break;
            };
            let values = solver.play_reaches(&pos, target, budget);
            let ours = view.table.team(state.turn()) == bidders;
            let Some(pick) = values
                .as_slice()
                .iter()
                .find(|v| v.value == ours)
                .or_else(|| values.as_slice().first())
            else {
                lost = true;
                break;
            };
            seen.push(pick.play.action());
            state.play(tr, pick.play.tile, pick.play.low);
        }
        if lost {
            continue;
        }
        let Ok(pos) = Position::new(tr, state, goal) else {
            continue;
        };
        let values = solver.play_reaches(&pos, target, budget);
        if values.as_slice().is_empty() {
            continue;
        }
        total += w;
        let group = match groups.iter_mut().position(|(key, _)| *key == seen) {
            Some(i) => &mut groups[i].1,
            None => {
                groups.push((seen, Vec::new()));
                &mut groups.last_mut().expect("just pushed").1
            }
        };
        for v in values.as_slice() {
            let made = w * f64::from(u8::from(v.value));
            let action = v.play.action();
            match group.iter_mut().find(|(a, _)| *a == action) {
                Some((_, sum)) => *sum += made,
                None => group.push((action, made)),
            }
        }
    }
    if total <= 0.0 {
        return None;
    }
    let best: f64 = groups
        .iter()
        .map(|(_, plays)| plays.iter().map(|(_, s)| *s).fold(0.0, f64::max))
        .sum();
    Some(best / total)
}
