//! Fixed decision views for timing the levels: seeded games played by the
//! rule-of-thumb bot, with the views of three moments kept — the first
//! bid of a hand, the opening lead, and a lead in mid-hand (half the
//! tricks played). Shared by the decision benchmark and the WebAssembly
//! timing harness (`examples/wasm_timing.rs`), so both time the same
//! decisions.

#![allow(dead_code)]

use bones_ai::{Bot, HeuristicBot};
use bones_engine::{Euchre, Game, GameKind, Phase, Rules, Texas42, View};

/// A moment of a hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Moment {
    /// The first bid of the hand (Euchre: the first order-up decision).
    Bid,
    /// The first lead.
    OpeningLead,
    /// A lead with half the tricks played.
    MidHand,
}

impl Moment {
    pub const ALL: [Moment; 3] = [Moment::Bid, Moment::OpeningLead, Moment::MidHand];

    pub fn name(self) -> &'static str {
        match self {
            Moment::Bid => "bid",
            Moment::OpeningLead => "opening-lead",
            Moment::MidHand => "mid-hand",
        }
    }
}

/// The games timed, by name.
pub fn games() -> Vec<(&'static str, Rules)> {
    let euchre = |players| {
        Rules::Euchre(Euchre {
            players,
            ..Euchre::default()
        })
    };
    vec![
        ("texas42", Rules::Texas42(Texas42::straight())),
        ("texas42-house", Rules::Texas42(Texas42::house())),
        ("texas88", Rules::default_for(GameKind::Texas88)),
        ("big-game", Rules::default_for(GameKind::BigGame)),
        ("euchre4", euchre(4)),
        ("euchre3", euchre(3)),
        ("euchre2", euchre(2)),
    ]
}

/// `count` views of `moment` in games of `rules` (one per seeded hand).
pub fn views(rules: Rules, moment: Moment, count: usize) -> Vec<View> {
    let mut out = Vec::with_capacity(count);
    let mut seed = 0u64;
    while out.len() < count && seed < 10 * count as u64 + 100 {
        let mut game = Game::new(rules, seed).expect("valid rules");
        seed += 1;
        let mid = usize::from(rules.hand_size()) / 2;
        let mut bot = HeuristicBot;
        for step in 0..1_000u64 {
            let Some(seat) = game.turn() else { break };
            if game.hand_number() > 0 || game.phase() == Phase::GameOver {
                break;
            }
            let view = game.view(seat);
            let wanted = match moment {
                Moment::Bid => view.phase == Phase::Bidding && view.auction.is_empty(),
                Moment::OpeningLead => view.phase == Phase::Playing && view.tricks.is_empty(),
                Moment::MidHand => {
                    view.phase == Phase::Playing
                        && view.tricks.len() == mid
                        && view.trick.is_empty()
                }
            };
            if wanted && view.legal.len() > 1 {
                out.push(view);
                break;
            }
            let action = bot.decide(&view, step).action;
            game.apply(action)
                .expect("the rule-of-thumb bot plays legal actions");
        }
    }
    out
}
