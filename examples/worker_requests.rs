//! Writes AI worker requests, one JSON line each, for timing the worker in
//! a browser (`tests/e2e/bench-worker.mjs` sends them to the built
//! worker and times each reply).
//!
//! ```text
//! cargo run --example worker_requests -- hard > /tmp/requests.jsonl
//! ```
//!
//! Arguments: the level (default `hard`) and how many deals per game and
//! moment (default 6). The positions come from seeded games played by the
//! rule-of-thumb bot: the first bid of a hand, the declarer's first lead,
//! and a play in the middle of the hand (the first play of trick 4), for
//! Texas 42 (house rules), Texas 88, the Big Game and 4-player Euchre.

use bones::protocol::{decision_seed, BotKind, BotRequest, GameId, Ticket};
use bones_ai::{Bot, HeuristicBot};
use bones_engine::{Game, GameKind, Phase, Rules, Texas42, View};

/// A moment of a hand worth timing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Moment {
    Bid,
    Lead,
    MidHand,
}

impl Moment {
    const ALL: [Moment; 3] = [Moment::Bid, Moment::Lead, Moment::MidHand];

    fn name(self) -> &'static str {
        match self {
            Moment::Bid => "bid",
            Moment::Lead => "lead",
            Moment::MidHand => "mid-hand",
        }
    }

    fn here(self, view: &View) -> bool {
        match self {
            Moment::Bid => view.phase == Phase::Bidding && view.auction.is_empty(),
            Moment::Lead => {
                view.phase == Phase::Playing && view.tricks.is_empty() && view.trick.is_empty()
            }
            Moment::MidHand => {
                view.phase == Phase::Playing && view.tricks.len() == 3 && view.trick.is_empty()
            }
        }
    }
}

/// Plays `rules` from `seed` with the rule-of-thumb bot until `moment`;
/// the view of the seat to act there.
fn view_at(rules: Rules, seed: u64, moment: Moment) -> Option<View> {
    let mut game = Game::new(rules, seed).ok()?;
    let mut bot = HeuristicBot;
    for step in 0..2_000u64 {
        let seat = game.turn()?;
        let view = game.view(seat);
        if moment.here(&view) && view.legal.len() > 1 {
            return Some(view);
        }
        let action = bot.decide(&view, seed ^ step).action;
        game.apply(action).ok()?;
    }
    None
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let level = args
        .first()
        .and_then(|s| BotKind::from_name(s))
        .unwrap_or(BotKind::Hard);
    let deals: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(6);
    let games = [
        Rules::Texas42(Texas42::house()),
        Rules::default_for(GameKind::Texas88),
        Rules::default_for(GameKind::BigGame),
        Rules::default_for(GameKind::Euchre),
    ];
    let mut turn = 0u32;
    for rules in games {
        for moment in Moment::ALL {
            let mut found = 0;
            for seed in 1..=200u64 {
                if found == deals {
                    break;
                }
                let Some(view) = view_at(rules, seed, moment) else {
                    continue;
                };
                found += 1;
                turn += 1;
                let request = BotRequest {
                    ticket: Ticket {
                        game: GameId(1),
                        turn,
                        seat: view.seat,
                        attempt: 0,
                    },
                    seed: decision_seed(seed, turn, 0),
                    view,
                    bot: level,
                    fault: None,
                };
                let line = serde_json::json!({
                    "game": rules.kind().name(),
                    "moment": moment.name(),
                    "request": request,
                });
                println!("{line}");
            }
        }
    }
}
