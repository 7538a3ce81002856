//! Every bot returns a legal action on views from seeded games of every
//! game, and the same view and seed give the same decision. The bots
//! receive only a `View`, so they cannot read a hidden tile.

mod sweep;

use bones_ai::{bot_by_name, Level, BOTS};
use sweep::{configs, decision_views};

/// Decisions checked per bot and configuration.
const DECISIONS: usize = 10_000;

/// The search levels decide slowly at their real budgets; `levels.rs`
/// sweeps them as many views with their least-work configuration.
fn is_search_level(name: &str) -> bool {
    name.parse::<Level>()
        .is_ok_and(|l| l.search_config().is_some())
}

#[test]
fn every_bot_plays_only_legal_actions_and_is_deterministic() {
    for entry in BOTS.iter().filter(|b| !is_search_level(b.name)) {
        for (name, rules) in configs() {
            let mut bot = (entry.make)();
            let mut again = (entry.make)();
            decision_views(
                rules,
                DECISIONS,
                0,
                bot.as_mut(),
                |view, game, seed, action| {
                    assert!(
                        game.check(action).is_ok(),
                        "{} in {name}: {action} is illegal: {:?}\n{view:?}",
                        entry.name,
                        game.check(action)
                    );
                    assert!(view.legal.contains(&action));
                    assert_eq!(
                        again.decide(view, seed).action,
                        action,
                        "{} in {name}",
                        entry.name
                    );
                },
            );
        }
    }
}

#[test]
fn names_find_bots() {
    for entry in BOTS {
        assert_eq!(bot_by_name(entry.name).unwrap().name(), entry.name);
    }
    let err = bot_by_name("nobody").err().unwrap();
    assert!(err.to_string().contains("random, heuristic"), "{err}");
}
