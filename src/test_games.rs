//! Whole games for the unit tests: played by random legal actions, so
//! that code reading records meets every kind of hand.

use bones_engine::rng::SplitMix64;
use bones_engine::{BigGame, Euchre, Game, GameRecord, Rules, Texas42, Texas88};

/// Every table the page deals: straight and house 42, 88, the Big Game,
/// and Domino Euchre for 4, 3 and 2.
pub fn every_table() -> Vec<Rules> {
    let euchre = |players| {
        Rules::Euchre(Euchre {
            players,
            ..Euchre::default()
        })
    };
    vec![
        Rules::Texas42(Texas42::straight()),
        Rules::Texas42(Texas42::house()),
        Rules::Texas88(Texas88::default()),
        Rules::BigGame(BigGame::default()),
        euchre(4),
        euchre(3),
        euchre(2),
    ]
}

/// A whole game of `rules` dealt from `seed`, every action a legal one
/// drawn from `seed` too, as its record.
pub fn random_game(rules: Rules, seed: u64) -> GameRecord {
    let mut game = Game::new(rules, seed).unwrap();
    let mut rng = SplitMix64::new(seed);
    let mut actions = Vec::new();
    while game.winner().is_none() {
        let legal = game.legal_actions();
        let action = legal[rng.below(legal.len())];
        game.apply(action).unwrap();
        actions.push(action);
    }
    GameRecord::of(&Game::new(rules, seed).unwrap(), actions)
}
