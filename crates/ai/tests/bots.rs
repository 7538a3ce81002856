//! Every bot returns a legal action on views from seeded random games of
//! every game, and the same view and seed give the same decision. The bots
//! receive only a `View`, so they cannot read a hidden tile.

use bones_ai::{bot_by_name, Bot, HeuristicBot, Level, RandomBot, BOTS};
use bones_engine::rng::SplitMix64;
use bones_engine::{Euchre, EuchreLead, Game, GameKind, Phase, Rules, Texas42, View};

/// Decisions checked per bot and configuration.
const DECISIONS: usize = 10_000;

fn configs() -> Vec<(&'static str, Rules)> {
    let euchre = |players, lead| {
        Rules::Euchre(Euchre {
            players,
            lead,
            ..Euchre::default()
        })
    };
    vec![
        ("straight 42", Rules::Texas42(Texas42::straight())),
        ("house 42", Rules::Texas42(Texas42::house())),
        ("88", Rules::default_for(GameKind::Texas88)),
        ("big game", Rules::default_for(GameKind::BigGame)),
        ("euchre 4", euchre(4, EuchreLead::HigherEnd)),
        ("euchre 3", euchre(3, EuchreLead::HigherEnd)),
        ("euchre 2", euchre(2, EuchreLead::HigherEnd)),
        ("euchre 4, leader names", euchre(4, EuchreLead::LeaderNames)),
    ]
}

/// Views at every decision of seeded games in which each seat is played
/// by a random bot or the bot under test (so the views cover both the
/// bot's own lines of play and arbitrary ones).
fn decision_views(rules: Rules, count: usize, mut visit: impl FnMut(&View, &Game)) {
    let mut seen = 0;
    let mut seed = 0u64;
    while seen < count {
        let mut game = Game::new(rules, seed).unwrap();
        let mut mix = SplitMix64::new(seed);
        let heuristic_seats = mix.next_u64();
        let mut step = 0u64;
        while game.phase() != Phase::GameOver && seen < count {
            step += 1;
            assert!(step < 100_000, "game {seed} does not end");
            let seat = game.turn().unwrap();
            let view = game.view(seat);
            visit(&view, &game);
            seen += 1;
            let action = if heuristic_seats >> seat.index() & 1 == 1 {
                HeuristicBot.decide(&view, step).action
            } else {
                RandomBot.decide(&view, seed ^ step).action
            };
            game.apply(action).unwrap();
        }
        seed += 1;
    }
}

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
            let mut n = 0u64;
            decision_views(rules, DECISIONS, |view, game| {
                n += 1;
                let d = bot.decide(view, n);
                assert!(
                    game.check(d.action).is_ok(),
                    "{} in {name}: {} is illegal: {:?}\n{view:?}",
                    entry.name,
                    d.action,
                    game.check(d.action)
                );
                assert!(view.legal.contains(&d.action));
                assert_eq!(d, again.decide(view, n), "{} in {name}", entry.name);
            });
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
