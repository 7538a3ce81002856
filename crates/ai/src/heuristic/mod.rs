//! The heuristic bot: the baseline player and the "Easy/Normal" level.
//!
//! Rules of thumb for every game and decision, reading nothing but the
//! seat's [`View`] (so it cannot see a hidden tile):
//! - **Bidding** (42, 88, Big Game): a points estimate per trump (42: about
//!   14 + 6 × doubles + 3 × trumps, rescaled for the other games); bid the
//!   lowest legal bid the estimate supports with a margin, a mark bid on a
//!   hand that should take every trick, pass otherwise; don't outbid a
//!   teammate without a much better hand; a forced dealer bids the
//!   minimum. House 42: Nel-O on a hand of low tiles, Low-No likewise,
//!   Splash with 4 doubles, Plunge with 5, Sevens when playing the forced
//!   tricks out on sampled deals makes it at least 70% of the time.
//! - **Kitty, spare, Euchre discard**: keep counters and trumps, put back
//!   the weakest side tile.
//! - **Euchre**: order up, call or pass from trump strength (top trumps,
//!   side doubles, short suits), alone when very strong.
//! - **Play**: lead bosses early, pull trumps when strong, feed counters
//!   to a teammate who has the trick (the `play` module).
//!
//! Deterministic: the only randomness is the sampled deals of the Sevens
//! estimate, drawn from the decision's seed.

pub(crate) mod bidding;
pub mod hand;
mod play;

use bones_engine::{Action, GameKind, Phase, View};

use crate::{Bot, Decision};

/// The rule-of-thumb player. It reads only the [`View`] it is given.
#[derive(Copy, Clone, Debug, Default)]
pub struct HeuristicBot;

impl HeuristicBot {
    /// The action for `view` (which must be this seat's turn).
    #[must_use]
    pub fn choose(view: &View, seed: u64) -> Action {
        let euchre = view.rules.kind() == GameKind::Euchre;
        let chosen = match view.phase {
            Phase::Bidding if euchre => bidding::euchre_bid(view),
            Phase::Bidding => bidding::bid(view, seed),
            Phase::Discarding => bidding::discard(view),
            Phase::Declaring => bidding::declare(view, seed),
            Phase::Playing => play::play(view),
            Phase::GameOver => Action::Pass,
        };
        // Whatever the rules of thumb say, only a listed action is played.
        if view.legal.contains(&chosen) {
            chosen
        } else {
            view.legal.first().copied().unwrap_or(chosen)
        }
    }
}

impl Bot for HeuristicBot {
    fn name(&self) -> &str {
        "heuristic"
    }

    fn decide(&mut self, view: &View, seed: u64) -> Decision {
        Decision::just(HeuristicBot::choose(view, seed))
    }
}
