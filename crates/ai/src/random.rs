//! The random bot: a uniformly random legal action. The floor every other
//! bot is measured against, and the driver of self-play tests.

use bones_engine::rng::SplitMix64;
use bones_engine::View;

use crate::{Bot, Decision};

/// Plays a uniformly random legal action.
#[derive(Copy, Clone, Debug, Default)]
pub struct RandomBot;

impl Bot for RandomBot {
    fn name(&self) -> &str {
        "random"
    }

    fn decide(&mut self, view: &View, seed: u64) -> Decision {
        let i = SplitMix64::new(seed).below(view.legal.len());
        Decision::just(view.legal[i])
    }
}
