//! The page's components, one function component per file. Leaf components
//! take plain data and emit domain values (`Callback<Tile>`,
//! `Callback<Action>`); only [`App`] touches the store.

pub mod advisor;
pub mod announcer;
mod app;
pub mod bidding;
pub mod boot_notices;
mod choice;
mod clipboard;
pub mod dealt;
pub mod declare;
pub mod dialog;
pub mod domino;
pub mod euchre_bidding;
mod focus;
pub mod game_log;
pub mod game_menu;
pub mod game_over;
pub mod hand;
pub mod hand_summary;
pub mod hint;
pub mod kitty;
pub mod last_trick;
pub mod lay_down;
pub mod lead_choice;
pub mod notice;
pub mod persistence;
pub mod review;
pub mod rules_page;
pub mod score_pad;
pub mod seat;
pub mod settings;
pub mod setup_screen;
pub mod still_out;
pub mod table;
pub mod tally;
pub mod top_bar;
pub mod trick;
pub mod undo;
pub mod update_offer;
pub mod walkthrough;

pub use app::App;
