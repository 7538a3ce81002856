//! The games the bot sweeps run over, and the views they check: every
//! decision of seeded games (shared by `bots.rs` and `levels.rs`).

use bones_ai::{Bot, HeuristicBot, RandomBot};
use bones_engine::rng::SplitMix64;
use bones_engine::{Action, Euchre, EuchreLead, Game, GameKind, Phase, Rules, Texas42, View};

/// Every game, with each Euchre table size and both Euchre leads.
pub fn configs() -> Vec<(&'static str, Rules)> {
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

/// Views at every decision of seeded games whose seats are played by the
/// random bot, the rule-of-thumb bot or `player` (so the views cover the
/// level's own lines of play and arbitrary ones). `visit` sees each view
/// and the game it comes from; the first seed is `first_seed`.
pub fn decision_views(
    rules: Rules,
    count: usize,
    first_seed: u64,
    player: &mut dyn Bot,
    mut visit: impl FnMut(&View, &Game, u64, Action),
) {
    let mut seen = 0;
    let mut seed = first_seed;
    while seen < count {
        let mut game = Game::new(rules, seed).unwrap();
        let mut mix = SplitMix64::new(seed);
        let who = mix.next_u64();
        let mut step = 0u64;
        while game.phase() != Phase::GameOver && seen < count {
            step += 1;
            assert!(step < 100_000, "game {seed} does not end");
            let seat = game.turn().unwrap();
            let view = game.view(seat);
            let decision_seed = seed.wrapping_mul(1_000_003) ^ step;
            let mine = player.decide(&view, decision_seed).action;
            visit(&view, &game, decision_seed, mine);
            seen += 1;
            let action = match (who >> (2 * seat.index())) & 3 {
                0 => RandomBot.decide(&view, decision_seed).action,
                1 => HeuristicBot.decide(&view, decision_seed).action,
                _ => mine,
            };
            game.apply(action).unwrap();
        }
        seed += 1;
    }
}
