//! # bones-engine
//!
//! The rules of the partnership domino games Bones plays, exactly as
//! `RULES.md` gives them: **Texas 42** with its house-rule contracts (Nel-O,
//! Low-No, Splash, Plunge, Sevens), **Texas 88**, **The Big Game** and
//! **Domino Euchre** for 2, 3 or 4 players.
//!
//! Pure Rust, no I/O, no clock, no global randomness: deals come from a seed
//! or are given explicitly, so a game is reproducible from
//! `(rules, seed or deals, actions)` ([`GameRecord`]).
//!
//! - [`Game`] is the validated state. [`Game::legal_actions`] and
//!   [`Game::apply`] share one source of legality; an illegal action returns
//!   an [`Illegal`] naming the rule and changes nothing.
//! - [`Game::view`] gives what one seat may know ([`View`]).
//! - [`PlayState`] + [`TrickRules`] are the allocation-free trick-play core
//!   the AI searches.
//! - Where RULES.md leaves a choice open, the engine's reading is listed
//!   (with the test that pins it) in the [`score`] module's docs.
//!
//! ```
//! use bones_engine::{Action, Game, Phase, Rules, Texas42};
//!
//! let mut game = Game::new(Rules::Texas42(Texas42::house()), 42).unwrap();
//! // Seat 0 bids first; a bid below 30 names the rule it breaks.
//! let err = game.apply("bid 29".parse().unwrap()).unwrap_err();
//! assert!(err.to_string().contains("30 to 41"));
//! game.apply("bid 30".parse().unwrap()).unwrap();
//! assert_eq!(game.phase(), Phase::Bidding);
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod action;
mod auction;
mod bid;
mod contract;
mod deal;
mod deck;
mod error;
mod game;
mod laydown;
mod pip;
mod play;
mod record;
pub mod rng;
pub mod score;
mod seat;
mod settings;
mod tile;
mod tileset;
mod trick;
mod trump;
mod view;

#[cfg(feature = "serde")]
mod serde_impls;
#[cfg(feature = "serde")]
mod serde_util;

pub use action::Action;
pub use bid::Bid;
pub use contract::Contract;
pub use deal::{Deal, DealSpec};
pub use deck::Deck;
pub use error::{DealError, Illegal, ParseError, SettingsError};
pub use game::{Actions, Event, Events, Game, HandResult, Phase, MAX_ACTIONS};
pub use pip::Pip;
pub use play::{Goal, PlayState, PlayedTrick, Table};
pub use record::{GameRecord, RecordError};
pub use seat::{Seat, Team};
#[cfg(feature = "serde")]
pub use settings::SettingsSpec;
pub use settings::{
    AllPass, BigGame, Euchre, EuchreLead, GameKind, NelloBid, Preset, Rules, Scoring, Texas42,
    Texas88, TrumpOptions,
};
pub use tile::Tile;
pub use tileset::{TileId, TileSet, TileSetIter};
pub use trick::{LowLead, Suit, Trick, TrickRules};
pub use trump::{Declaration, DoublesMode, DoublesRank, Trump};
pub use view::View;
