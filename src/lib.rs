//! # bones (the web app)
//!
//! The page where a person plays Texas 42 against three bots. This library
//! holds everything the two binaries share: the page's components and
//! store (`app`), and the AI worker with the request/reply types both
//! sides speak (`worker`).
//!
//! The app holds no game rules: the [`store`]'s reducer applies engine
//! actions, and legality, refusal messages and scores come from
//! `bones-engine`. The bots run in a web worker ([`worker`]) and see one
//! seat's view only.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod bot_client;
pub mod coach;
pub mod coach_client;
pub mod components;
pub mod daily;
pub mod haptics;
pub mod history;
pub mod local_storage;
pub mod media;
pub mod motion;
pub mod persist;
pub mod pips;
pub mod prefs;
pub mod protocol;
pub mod pwa;
pub mod query;
pub mod rules_text;
pub mod seating;
pub mod setup;
pub mod share;
pub mod sound;
pub mod stats;
pub mod store;
#[cfg(test)]
mod test_games;
pub mod text;
pub mod tile_names;
pub mod tour;
pub mod worker;
