//! `bones-cli arena`: the JSON report's figures, duplicate rounding, and
//! refusal of bad options.

mod common;

use common::run;
use serde_json::Value;

fn last_json(stdout: &str) -> Value {
    let last = stdout.lines().last().expect("some output");
    serde_json::from_str(last).expect("the last line is one JSON object")
}

/// A short Euchre arena (heuristic against random, seed 3) on `threads`
/// threads: its exit must be clean; returns the JSON report.
fn euchre_json_report(threads: &str) -> Value {
    let out = run(
        &[
            "arena",
            "--game",
            "euchre",
            "--a",
            "heuristic",
            "--b",
            "random",
            "--matches",
            "9",
            "--seed",
            "3",
            "--threads",
            threads,
            "--json",
        ],
        "",
    );
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    last_json(&out.stdout)
}

#[test]
fn json_report_has_the_figures() {
    let r = euchre_json_report("2");
    // 9 matches round up to 5 duplicate pairs.
    assert_eq!(r["matches"], 10);
    let rate = r["win_rate"].as_f64().unwrap();
    let ci = r["ci95"].as_array().unwrap();
    let (lo, hi) = (ci[0].as_f64().unwrap(), ci[1].as_f64().unwrap());
    assert!(lo <= rate && rate <= hi, "{rate} in [{lo}, {hi}]");
    assert!(r["hands"].as_u64().unwrap() >= 10);
    for side in ["side_a", "side_b"] {
        assert!(r[side]["score_per_hand"].is_f64());
        assert!(r[side]["bid_made_rate"].is_f64());
        assert!(r[side]["decision_ms_p50"].is_f64());
        assert!(r[side]["decision_ms_p99"].is_f64());
    }
    // The same run with one thread gives the same results.
    let r1 = euchre_json_report("1");
    assert_eq!(r1["wins_a"], r["wins_a"]);
    assert_eq!(r1["hands"], r["hands"]);
}

#[test]
fn text_report_names_the_win_rate_and_three_handed_seats() {
    let out = run(
        &[
            "arena",
            "--game",
            "euchre",
            "--players",
            "3",
            "--a",
            "heuristic",
            "--b",
            "random",
            "--matches",
            "3",
            "--seed",
            "1",
        ],
        "",
    );
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(out.stdout.contains("A won "), "{}", out.stdout);
    assert!(out.stdout.contains("A by seat: "), "{}", out.stdout);
    assert!(out.stdout.contains("equal bots: 33.3%"), "{}", out.stdout);
}

#[test]
fn bad_options_are_usage_errors() {
    for (args, says) in [
        (
            vec!["--game", "texas42", "--a", "nobody", "--b", "random"],
            "unknown bot",
        ),
        (
            vec![
                "--game", "texas88", "--preset", "house", "--a", "random", "--b", "random",
            ],
            "--preset",
        ),
        (
            vec![
                "--game",
                "texas42",
                "--a",
                "random",
                "--b",
                "random",
                "--threads",
                "0",
            ],
            "--threads",
        ),
    ] {
        let mut all = vec!["arena", "--matches", "2", "--seed", "1"];
        all.extend(args);
        let out = run(&all, "");
        assert_eq!(out.code, Some(2), "{all:?}: {}", out.stderr);
        assert!(out.stderr.contains(says), "{}", out.stderr);
    }
}
