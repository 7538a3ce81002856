//! Turning per-candidate averages into a decision: the best candidate,
//! near-ties settled by a secondary rule, and the evaluations a hint shows.

use bones_engine::Action;

use crate::{Decision, Evaluation};

/// One candidate's averages over the sampled worlds, from the deciding
/// seat's side (higher is better).
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) struct Scored {
    /// The candidate.
    pub action: Action,
    /// What is at stake (score difference, or make/set chance when shown).
    pub primary: f32,
    /// A finer measure that only orders candidates level on `primary`
    /// (expected points in the marks game); 0 when not computed.
    pub secondary: f32,
    /// The value shown to a player (`primary` in the units of the stakes).
    pub shown: f32,
}

/// Picks the best candidate. Candidates within `tie` of the best primary
/// value (and then level on the secondary one) count as tied; among tied
/// candidates `prefer` decides when it is one of them, else the one
/// `cost` rates cheapest (keep high trumps, don't give away counters).
pub(crate) fn decide(
    scored: &[Scored],
    tie: f32,
    prefer: Option<Action>,
    cost: impl Fn(Action) -> i32,
) -> Option<Decision> {
    let best_primary = scored
        .iter()
        .map(|s| s.primary)
        .fold(f32::NEG_INFINITY, f32::max);
    if !best_primary.is_finite() {
        return None;
    }
    let close: Vec<&Scored> = scored
        .iter()
        .filter(|s| s.primary >= best_primary - tie - 1e-6)
        .collect();
    let best_secondary = close
        .iter()
        .map(|s| s.secondary)
        .fold(f32::NEG_INFINITY, f32::max);
    let tied: Vec<&Scored> = close
        .into_iter()
        .filter(|s| s.secondary >= best_secondary - 1e-4)
        .collect();
    let chosen = match prefer.filter(|p| tied.iter().any(|s| s.action == *p)) {
        Some(p) => p,
        None => tied.iter().min_by_key(|s| cost(s.action))?.action,
    };
    Some(Decision {
        action: chosen,
        evaluations: evaluations(scored, chosen),
    })
}

/// Every candidate with its shown value, best first (the chosen one first
/// among equals).
pub(crate) fn evaluations(scored: &[Scored], chosen: Action) -> Vec<Evaluation> {
    let mut out: Vec<(Evaluation, f32, bool)> = scored
        .iter()
        .map(|s| {
            (
                Evaluation {
                    action: s.action,
                    value: s.shown,
                    make_chance: None,
                },
                s.primary,
                s.action == chosen,
            )
        })
        .collect();
    out.sort_by(|a, b| b.1.total_cmp(&a.1).then(b.2.cmp(&a.2)));
    out.into_iter().map(|(e, _, _)| e).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use bones_engine::Tile;

    fn play(s: &str) -> Action {
        Action::Play(s.parse::<Tile>().unwrap())
    }

    fn scored(a: &str, primary: f32, secondary: f32) -> Scored {
        Scored {
            action: play(a),
            primary,
            secondary,
            shown: primary,
        }
    }

    #[test]
    fn the_best_primary_wins_and_leads_the_evaluations() {
        let s = [scored("6-6", 0.5, 0.0), scored("5-0", 0.75, 0.0)];
        let d = decide(&s, 0.0, None, |_| 0).unwrap();
        assert_eq!(d.action, play("5-0"));
        assert_eq!(d.evaluations[0].action, play("5-0"));
        assert_eq!(d.evaluations.len(), 2);
    }

    #[test]
    fn ties_go_to_the_preferred_action_then_the_cheapest() {
        let s = [
            scored("6-6", 1.0, 3.0),
            scored("5-0", 1.0, 3.0),
            scored("4-1", 1.0, 2.0),
        ];
        let d = decide(&s, 0.0, Some(play("6-6")), |_| 0).unwrap();
        assert_eq!(d.action, play("6-6"));
        // 4-1 is level on primary but behind on secondary: never preferred.
        let d = decide(&s, 0.0, Some(play("4-1")), |a| i32::from(a == play("6-6"))).unwrap();
        assert_eq!(d.action, play("5-0"));
    }

    #[test]
    fn a_tie_margin_widens_the_tie() {
        let s = [scored("6-6", 0.9, 0.0), scored("5-0", 0.88, 0.0)];
        let d = decide(&s, 0.05, Some(play("5-0")), |_| 0).unwrap();
        assert_eq!(d.action, play("5-0"));
        let d = decide(&s, 0.0, Some(play("5-0")), |_| 0).unwrap();
        assert_eq!(d.action, play("6-6"));
    }

    #[test]
    fn no_candidates_no_decision() {
        assert!(decide(&[], 0.0, None, |_| 0).is_none());
    }
}
