//! # bones-ai
//!
//! The players Bones seats at the table. Every bot sees exactly one seat's
//! [`View`] — never the whole game — so no bot can cheat, by design rather
//! than by discipline: the full state is not in its reach.
//!
//! Bots are deterministic: the same view and seed give the same decision,
//! so a decision can be replayed, tested and compared. Budgets are counted
//! in work (samples, nodes), never in wall-clock time, for the same reason.
//!
//! ```
//! use bones_ai::{Bot, RandomBot};
//! use bones_engine::{Game, Rules};
//!
//! let game = Game::new(Rules::default(), 1).unwrap();
//! let seat = game.turn().unwrap();
//! let decision = RandomBot.decide(&game.view(seat), 7);
//! assert!(game.legal_actions().contains(&decision.action));
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod heuristic;
pub mod knowledge;
pub mod level;
mod random;
pub mod review;
pub mod sample;
pub mod search;
pub mod solver;

pub use heuristic::HeuristicBot;
pub use level::Level;
pub use random::RandomBot;
pub use search::{DeepNodes, SearchBot, SearchConfig};

use bones_engine::{Action, View};

/// What a bot chose, and (when the bot weighed them) how it rated each
/// candidate: the hint and the bidding advisor show these to a player.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The action chosen; always one of the view's legal actions.
    pub action: Action,
    /// Candidates with the bot's estimate of their value, best first, in
    /// the units of what is at stake (make probability, expected points).
    /// Empty when the bot does not evaluate alternatives.
    pub evaluations: Vec<Evaluation>,
}

impl Decision {
    /// A decision with no evaluations.
    #[must_use]
    pub fn just(action: Action) -> Decision {
        Decision {
            action,
            evaluations: Vec::new(),
        }
    }
}

/// One candidate action and its estimated value.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Evaluation {
    /// The candidate.
    pub action: Action,
    /// Its estimated value for the deciding seat's side.
    pub value: f32,
    /// For a searched bid, its chance of making: a bid must clear a chance
    /// ([`search::BidPolicy`]) even where `value` is in points, so a hint
    /// shows it to explain a pass. `None` for every other candidate.
    pub make_chance: Option<f32>,
}

/// A player: given one seat's view, choose one of its legal actions.
pub trait Bot {
    /// A short name for logs and the arena ("random", "heuristic", ...).
    fn name(&self) -> &str;

    /// Chooses an action for `view.seat`, which must be to act
    /// (`view.legal` is non-empty). `seed` drives every random choice, so
    /// the same view and seed give the same decision.
    ///
    /// # Panics
    /// May panic if `view.legal` is empty (it is not this seat's turn).
    fn decide(&mut self, view: &View, seed: u64) -> Decision;
}

/// A bot the arena, the CLI and the app can ask for by name.
#[derive(Copy, Clone)]
pub struct BotEntry {
    /// The name (`random`, `heuristic`, ...).
    pub name: &'static str,
    /// One line for `--help` and menus.
    pub about: &'static str,
    /// Builds a fresh instance.
    pub make: fn() -> Box<dyn Bot + Send>,
}

impl core::fmt::Debug for BotEntry {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("BotEntry")
            .field("name", &self.name)
            .finish()
    }
}

/// Every bot, weakest first. Adding a level is one line here.
pub static BOTS: &[BotEntry] = &[
    BotEntry {
        name: "random",
        about: "a uniformly random legal action (the floor)",
        make: || Box::new(RandomBot),
    },
    BotEntry {
        name: "heuristic",
        about: "rules of thumb for every game (the baseline)",
        make: || Box::new(HeuristicBot),
    },
    BotEntry {
        name: "easy",
        about: "level Easy: the rules of thumb",
        make: || Level::Easy.bot(),
    },
    BotEntry {
        name: "normal",
        about: "level Normal: a light sampling search",
        make: || Level::Normal.bot(),
    },
    BotEntry {
        name: "hard",
        about: "level Hard: sampling search with a perfect-information solver",
        make: || Level::Hard.bot(),
    },
    BotEntry {
        name: "expert",
        about: "level Expert: Hard with more worlds, points tie-breaks and bid inference",
        make: || Level::Expert.bot(),
    },
];

/// A bot name [`bot_by_name`] does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBot {
    /// The name asked for.
    pub name: String,
}

impl core::fmt::Display for UnknownBot {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let names: Vec<&str> = BOTS.iter().map(|b| b.name).collect();
        write!(
            f,
            "unknown bot \"{}\" (bots: {})",
            self.name.chars().take(40).collect::<String>(),
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownBot {}

/// A fresh bot of the named kind.
///
/// ```
/// let bot = bones_ai::bot_by_name("heuristic").unwrap();
/// assert_eq!(bot.name(), "heuristic");
/// assert!(bones_ai::bot_by_name("grandmaster").is_err());
/// ```
///
/// # Errors
/// [`UnknownBot`] naming the bots there are.
pub fn bot_by_name(name: &str) -> Result<Box<dyn Bot + Send>, UnknownBot> {
    BOTS.iter()
        .find(|b| b.name == name)
        .map(|b| (b.make)())
        .ok_or_else(|| UnknownBot {
            name: name.to_owned(),
        })
}
