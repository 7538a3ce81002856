//! `bones-cli selfplay`: every game plays to its end with consistent,
//! reproducible counts; bad options are usage errors naming the choices.

mod common;

use common::{json, run};
use serde_json::Value;

/// `(arguments, game, players, sides, tiles per hand)` for every game.
const GAMES: [(&[&str], &str, u64, usize, u64); 7] = [
    (&["--game", "texas42"], "texas42", 4, 2, 7),
    (
        &["--game", "texas42", "--preset", "house"],
        "texas42",
        4,
        2,
        7,
    ),
    (&["--game", "texas88"], "texas88", 6, 2, 9),
    (&["--game", "big-game"], "big-game", 4, 2, 11),
    (&["--game", "euchre"], "euchre", 4, 2, 5),
    (&["--game", "euchre", "--players", "3"], "euchre", 3, 3, 5),
    (&["--game", "euchre", "--players", "2"], "euchre", 2, 2, 5),
];

fn selfplay_json(game_args: &[&str], games: &str, seed: &str) -> Value {
    let mut args = vec!["selfplay"];
    args.extend_from_slice(game_args);
    args.extend_from_slice(&["--games", games, "--seed", seed, "--json"]);
    let run = run(&args, "");
    assert_eq!(run.code, Some(0), "{run:?}");
    assert_eq!(run.stdout.lines().count(), 1, "one JSON object: {run:?}");
    json(&run)
}

fn count(v: &Value, key: &str) -> u64 {
    v[key]
        .as_u64()
        .unwrap_or_else(|| panic!("{key} is a count: {v}"))
}

/// The totals without the timings, which vary from run to run.
fn counts(mut v: Value) -> Value {
    let obj = v.as_object_mut().expect("an object");
    for timing in [
        "seconds",
        "games_per_second",
        "hands_per_second",
        "actions_per_second",
    ] {
        assert!(obj.remove(timing).is_some_and(|t| t.is_f64()), "{timing}");
    }
    v
}

#[test]
fn every_game_plays_to_the_end_with_consistent_counts() {
    for (args, game, players, sides, hand_size) in GAMES {
        let v = selfplay_json(args, "12", "7");
        assert_eq!(v["game"], game, "{v}");
        assert_eq!(count(&v, "players"), players, "{v}");
        assert_eq!(count(&v, "seed"), 7);
        assert_eq!(count(&v, "games"), 12);
        let hands = count(&v, "hands");
        assert!(hands >= 12, "every game scores at least one hand: {v}");
        let wins: Vec<u64> = v["wins"]
            .as_array()
            .expect("wins per side")
            .iter()
            .map(|w| w.as_u64().expect("a count"))
            .collect();
        assert_eq!(wins.len(), sides, "{v}");
        assert_eq!(wins.iter().sum::<u64>(), 12, "one winner per game: {v}");
        let tricks = count(&v, "tricks");
        assert!(tricks >= hands, "a scored hand has at least one trick: {v}");
        assert!(tricks <= hands * hand_size, "{v}");
        // Each trick has at least 2 plays, each hand at least one bid.
        assert!(count(&v, "actions") >= 2 * tricks + hands, "{v}");
        assert!(v["games_per_second"].as_f64().is_some_and(|r| r > 0.0));
    }
}

#[test]
fn the_same_seed_plays_the_same_games() {
    for (args, ..) in GAMES {
        let first = counts(selfplay_json(args, "8", "12345"));
        let again = counts(selfplay_json(args, "8", "12345"));
        assert_eq!(first, again);
        let other = counts(selfplay_json(args, "8", "54321"));
        assert_ne!(first["actions"], other["actions"], "{args:?}");
    }
}

#[test]
fn the_text_report_has_the_same_counts() {
    let args = ["--game", "euchre", "--players", "3"];
    let v = selfplay_json(&args, "5", "1");
    let mut all = vec!["selfplay"];
    all.extend_from_slice(&args);
    all.extend_from_slice(&["--games", "5", "--seed", "1"]);
    let text = run(&all, "");
    assert_eq!(text.code, Some(0));
    let wins = v["wins"].as_array().unwrap();
    for line in [
        "game:     euchre, 3 players, seed 1".to_owned(),
        "games:    5".to_owned(),
        format!(
            "hands:    {} scored, {} thrown in",
            v["hands"], v["thrown_in"]
        ),
        format!("tricks:   {}", v["tricks"]),
        format!("actions:  {}", v["actions"]),
        format!(
            "wins:     side 0: {}, side 1: {}, side 2: {}",
            wins[0], wins[1], wins[2]
        ),
    ] {
        assert!(
            text.stdout.lines().any(|l| l == line),
            "{line:?} in {}",
            text.stdout
        );
    }
    assert!(text.stdout.contains(" games/s, "));
}

fn usage_error(args: &[&str]) -> String {
    let mut all = vec!["selfplay"];
    all.extend_from_slice(args);
    let run = run(&all, "");
    assert_eq!(run.code, Some(2), "{run:?}");
    assert_eq!(run.stdout, "");
    let mut lines = run.stderr.lines();
    let first = lines.next().unwrap_or_default().to_owned();
    assert_eq!(
        lines.next(),
        Some("Run `bones-cli selfplay --help` for usage.")
    );
    first
}

#[test]
fn bad_options_name_the_valid_choices() {
    assert_eq!(
        usage_error(&["--game", "chess", "--games", "1", "--seed", "1"]),
        "bones-cli: error: --game: \"chess\" is not a valid game \
         (expected texas42, texas88, big-game or euchre)"
    );
    assert_eq!(
        usage_error(&["--game", "texas42", "--preset", "wild", "--games", "1", "--seed", "1"]),
        "bones-cli: error: --preset: \"wild\" is not a valid preset (expected straight or house)"
    );
    assert_eq!(
        usage_error(&["--game", "euchre", "--preset", "house", "--games", "1", "--seed", "1"]),
        "bones-cli: error: --preset applies to texas42 only, not euchre"
    );
    assert_eq!(
        usage_error(&[
            "--game",
            "euchre",
            "--players",
            "5",
            "--games",
            "1",
            "--seed",
            "1"
        ]),
        "bones-cli: error: --players: Domino Euchre is for 2, 3 or 4 players, not 5"
    );
    assert_eq!(
        usage_error(&[
            "--game",
            "texas88",
            "--players",
            "4",
            "--games",
            "1",
            "--seed",
            "1"
        ]),
        "bones-cli: error: --players: Texas 88 is played by 6 players, not 4"
    );
    assert_eq!(
        usage_error(&["--game", "texas42", "--seed", "1"]),
        "bones-cli: error: missing --games N"
    );
    assert_eq!(
        usage_error(&["--game", "texas42", "--games", "0", "--seed", "1"]),
        "bones-cli: error: --games: play at least 1 game"
    );
    assert_eq!(
        usage_error(&["--game", "texas42", "--games", "1", "--seed", "-1"]),
        "bones-cli: error: --seed: \"-1\" is not valid (invalid digit found in string)"
    );
    assert_eq!(
        usage_error(&["--game", "texas42", "--games", "1", "--seed", "1", "--fast"]),
        "bones-cli: error: unknown option --fast \
         (options: --game, --preset, --players, --games, --seed, --json, --help)"
    );
}
