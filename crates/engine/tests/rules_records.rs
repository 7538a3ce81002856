//! Settings and game records as JSON (the `serde` feature): the defaults
//! RULES.md names (points game to 250 in 42, 500 in 88; 88's marks game to
//! 7), options that do not apply refused, and records that replay or name
//! the first illegal action. Run with `--features serde` (the workspace
//! build turns it on).

#![cfg(feature = "serde")]

mod common;

use bones_engine::{GameKind, GameRecord, Rules, Scoring, SettingsSpec};
use common::*;

fn settings(json: &str) -> SettingsSpec {
    serde_json::from_str(json).unwrap()
}

#[test]
fn points_scoring_defaults_to_the_rules_target() {
    let r = settings(r#"{"scoring": "points"}"#)
        .resolve(GameKind::Texas42)
        .unwrap();
    assert_eq!((r.scoring(), r.target()), (Scoring::Points, 250));
    let r = settings(r#"{"scoring": "marks"}"#)
        .resolve(GameKind::Texas88)
        .unwrap();
    assert_eq!(
        (r.scoring(), r.target(), r.win_by()),
        (Scoring::Marks, 7, 2)
    );
    let r = settings("{}").resolve(GameKind::Texas88).unwrap();
    assert_eq!((r.scoring(), r.target()), (Scoring::Points, 500));
    let r = settings("{}").resolve(GameKind::BigGame).unwrap();
    assert_eq!(r.target(), 400);
    let r = settings("{}").resolve(GameKind::Euchre).unwrap();
    assert_eq!(r.target(), 5);
}

#[test]
fn the_house_preset_turns_every_contract_on_and_options_override_it() {
    let r = settings(r#"{"preset": "house", "splash": 3, "nello": false}"#)
        .resolve(GameKind::Texas42)
        .unwrap();
    let Rules::Texas42(s) = r else { panic!() };
    assert_eq!(s.splash, Some(3));
    assert_eq!(s.plunge, Some(4));
    assert!(s.nello.is_none());
    assert!(s.low_no && s.sevens && s.trumps.sevens_trump);
}

#[test]
fn settings_of_another_game_or_out_of_range_are_refused() {
    let e = settings(r#"{"lead": "leader-names"}"#)
        .resolve(GameKind::Texas42)
        .unwrap_err();
    assert_eq!(e.to_string(), "\"lead\" is not a setting of Texas 42");
    let e = settings(r#"{"nello": true}"#)
        .resolve(GameKind::Texas88)
        .unwrap_err();
    assert_eq!(e.to_string(), "\"nello\" is not a setting of Texas 88");
    let e = settings(r#"{"players": 5}"#)
        .resolve(GameKind::Euchre)
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "Domino Euchre is for 2, 3 or 4 players, not 5"
    );
    let e = settings(r#"{"splash": 4}"#)
        .resolve(GameKind::Texas42)
        .unwrap_err();
    assert_eq!(e.to_string(), "Splash is worth 2 or 3 marks, not 4");
    assert!(serde_json::from_str::<SettingsSpec>(r#"{"colour": "red"}"#).is_err());
}

const RECORD: &str = r#"{
    "game": "texas42",
    "deal": {"hands": [
        ["6-6", "6-5", "6-4", "6-3", "6-2", "6-1", "6-0"],
        ["5-5", "5-4", "5-3", "5-2", "5-1", "5-0", "4-4"],
        ["4-3", "4-2", "4-1", "4-0", "3-3", "3-2", "3-1"],
        ["3-0", "2-2", "2-1", "2-0", "1-1", "1-0", "0-0"]
    ]},
    "actions": ["bid 30", "pass", "pass", "pass", "trump 6",
                "6-6", "5-5", "4-1", "2-1", "6-4", "5-0", "3-2", "1-0"]
}"#;

#[test]
fn a_record_replays_and_round_trips() {
    let record: GameRecord = serde_json::from_str(RECORD).unwrap();
    let game = record.replay().unwrap();
    // 37 points in two tricks: the bid of 30 is made and the hand over.
    assert_eq!(game.scores(), [1, 0, 0]);
    assert_eq!(game.hand_number(), 1);
    let json = serde_json::to_string(&record).unwrap();
    let again: GameRecord = serde_json::from_str(&json).unwrap();
    assert_eq!(again, record);
    assert_eq!(again.replay().unwrap(), game);
}

#[test]
fn a_record_names_its_first_illegal_action() {
    let bad = RECORD.replace("\"5-5\", \"4-1\"", "\"5-5\", \"6-0\"");
    let record: GameRecord = serde_json::from_str(&bad).unwrap();
    let e = record.replay().unwrap_err();
    assert_eq!(
        e.to_string(),
        "action 7 (\"6-0\" by seat 2) is illegal: you do not hold 6-0"
    );
    let bad = RECORD.replace("\"6-6\", \"6-5\"", "\"6-6\", \"6-6\"");
    let e = serde_json::from_str::<GameRecord>(&bad)
        .unwrap()
        .start()
        .unwrap_err();
    assert_eq!(e.to_string(), "deal 0: 6-6 is dealt twice");
}

#[test]
fn a_view_round_trips_through_json() {
    let record: GameRecord = serde_json::from_str(RECORD).unwrap();
    let mut partial = record.clone();
    partial.actions.truncate(7);
    let game = partial.replay().unwrap();
    let view = game.view(seat(2));
    let json = serde_json::to_string(&view).unwrap();
    let back: bones_engine::View = serde_json::from_str(&json).unwrap();
    assert_eq!(back, view);
    assert_eq!(back.legal.len(), 7, "seat 2 may play any of its tiles");
}
