//! Domino Euchre's bidding by simulation: order up (round 1) or call a
//! trump (round 2), alone or not, or pass.
//!
//! Each way of making is played out on the same sampled deals: the maker
//! leads, the dealer takes the turn-up and puts its weakest tile down
//! when it is ordered up, a lone maker's partner sits out. Its value is
//! the expected hand score (1 for 3 or 4 tricks, 2 for all five, 4 alone,
//! and 2 to the other side for a euchre). The best make is taken when its
//! value clears the [`BidPolicy::euchre_make`](super::BidPolicy) bar (with
//! a partner, the higher `euchre_make_partnered`), else a pass: everyone
//! passing scores nothing, and a pass leaves the others a chance to make.
//! The bar is not an expected score, so a pass comes without a value.

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
        let bar = policy.make_bar(&rules);
        // A pass is not valued, as a 42 pass is not: its bar is what a
        // make must beat, no expected score (shown as one, "Pass +0.00"
        // headed a hint over "Order up +0.56"). Level with it, pass.
        let best = scored
            .iter()
            .map(|s| s.primary)
            .fold(f32::NEG_INFINITY, f32::max);
        if best <= bar {
            return Some(Decision {
                action: Action::Pass,
                evaluations: choose::evaluations(&scored, Action::Pass),
            });
        }
    }
    // Among equals: with a partner, then alone.
    choose::decide(&scored, 0.0, None, |a| match a {
        Action::Order { alone } | Action::Call { alone, .. } => i32::from(alone),
        _ => 2,
    })
}

#[cfg(test)]
mod tests {
    use bones_engine::{Action, Euchre, Game, Rules, View};

    use crate::level::Level;
    use crate::search::{BidPolicy, PassBar, SearchBot, SearchConfig};
    use crate::Bot;

    /// Hard's work, minimal, with these two thresholds.
    fn config(solo: f32, partnered: f32) -> SearchConfig {
        let hard = Level::Hard.search_config().unwrap().minimal();
        SearchConfig {
            policy: BidPolicy {
                euchre_make: solo,
                euchre_make_partnered: partnered,
                ..hard.policy
            },
            ..hard
        }
    }

    /// The first auction view of deals `0..deals` at each table size,
    /// with its number of players and seed.
    fn first_views(deals: u64) -> impl Iterator<Item = (u8, u64, View)> {
        [2, 3, 4].into_iter().flat_map(move |players| {
            (0..deals).map(move |seed| {
                let rules = Rules::Euchre(Euchre {
                    players,
                    ..Euchre::default()
                });
                let game = Game::new(rules, seed).unwrap();
                (players, seed, game.view(game.turn().unwrap()))
            })
        })
    }

    /// A pass is no expected score: the values are the makes' only, the
    /// chosen make's first (a pass listed at +0.00 headed the hint above
    /// "Order up +0.56").
    #[test]
    fn a_pass_comes_without_a_value() {
        for (players, seed, view) in first_views(4) {
            let makes = view.legal.iter().filter(|&&a| a != Action::Pass).count();
            for bar in [10.0, -10.0] {
                let d = SearchBot::new("t", config(bar, bar)).decide(&view, 1);
                let listed: Vec<Action> = d.evaluations.iter().map(|e| e.action).collect();
                assert_eq!(
                    d.action == Action::Pass,
                    bar > 0.0,
                    "{players} players, seed {seed}"
                );
                assert!(!listed.contains(&Action::Pass), "{listed:?}");
                assert_eq!(listed.len(), makes, "{listed:?}");
                if d.action != Action::Pass {
                    assert_eq!(listed[0], d.action);
                }
            }
        }
    }

    /// A table with a partner passes at `euchre_make_partnered`, one
    /// without at `euchre_make`: a threshold no make can reach means
    /// pass, one every make clears means make.
    #[test]
    fn the_pass_threshold_is_the_one_for_the_table() {
        for (players, seed, view) in first_views(6) {
            assert!(view.legal.contains(&Action::Pass));
            let partnered = players == 4;
            let decide = |solo, with_partner| {
                SearchBot::new("t", config(solo, with_partner))
                    .decide(&view, 1)
                    .action
            };
            let (never, always) = (10.0, -10.0);
            let (pass_here, make_here) = if partnered {
                (decide(always, never), decide(never, always))
            } else {
                (decide(never, always), decide(always, never))
            };
            assert_eq!(pass_here, Action::Pass, "{players} players, seed {seed}");
            assert_ne!(make_here, Action::Pass, "{players} players, seed {seed}");
        }
    }

    /// The bar a pass states is the table's, going alone's higher by
    /// `euchre_alone` and only where going alone is legal (with a
    /// partner); Hard's passes fall short of it, each make of its own.
    #[test]
    fn a_pass_states_the_tables_bar() {
        let policy = BidPolicy::DEFAULT;
        let mut bot = SearchBot::new("t", Level::Hard.search_config().unwrap().minimal());
        let mut passes = 0;
        for (players, seed, view) in first_views(8) {
            let bar = policy.pass_bar(&view);
            let (above, alone_above) = if players == 4 {
                let make = policy.euchre_make_partnered;
                (make, Some(make + policy.euchre_alone))
            } else {
                (policy.euchre_make, None)
            };
            assert_eq!(
                bar,
                PassBar::EuchrePoints { above, alone_above },
                "{players} players, seed {seed}"
            );
            let d = bot.decide(&view, seed);
            if d.action != Action::Pass {
                continue;
            }
            passes += 1;
            for e in &d.evaluations {
                let bar = if e.action.goes_alone() {
                    alone_above.unwrap()
                } else {
                    above
                };
                assert!(e.value <= bar, "{players} players, seed {seed}: {e:?}");
            }
        }
        assert!(passes > 0);
    }
}
