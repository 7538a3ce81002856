//! `bones-cli bot`: real views piped through the binary get legal actions
//! (the same ones the bot gives in-process), malformed lines get an error
//! line and the process goes on, views changed in one place get an error
//! or a legal action (never a dead process), and views survive the JSON
//! round trip.

mod common;

use bones_ai::{Bot, HeuristicBot, RandomBot};
use bones_engine::rng::SplitMix64;
use bones_engine::{Action, Game, GameKind, Phase, Rules, Scoring, Seat, Texas42, View};
use common::hostile::{mutate, tables, Mutable};
use common::run;
use serde_json::Value;

/// Views at decisions of seeded games (random and heuristic players
/// mixed), a few per phase.
fn real_views(rules: Rules, games: u64) -> Vec<View> {
    let mut views = Vec::new();
    for seed in 0..games {
        let mut game = Game::new(rules, seed).unwrap();
        let mut rng = SplitMix64::new(seed);
        let mut steps = 0;
        while game.phase() != Phase::GameOver && steps < 400 {
            steps += 1;
            let view = game.view(game.turn().unwrap());
            if rng.below(5) == 0 {
                views.push(view.clone());
            }
            let action = if rng.below(2) == 0 {
                HeuristicBot.decide(&view, steps).action
            } else {
                RandomBot.decide(&view, steps).action
            };
            game.apply(action).unwrap();
        }
    }
    views
}

/// The view's JSON with its tile sets sorted (sets of tiles list copy 0
/// of every face before copy 1, so 88's sets may come back reordered).
fn sorted_sets(mut v: Value) -> Value {
    let sort = |a: &mut Value| {
        if let Some(items) = a.as_array_mut() {
            items.sort_by_key(|t| t.as_str().unwrap_or_default().to_owned());
        }
    };
    sort(&mut v["hand"]);
    sort(&mut v["own_discards"]);
    if let Some(shown) = v["shown"].as_array_mut() {
        shown.iter_mut().for_each(sort);
    }
    v
}

#[test]
fn views_round_trip_through_json() {
    for rules in tables() {
        for view in real_views(rules, 3) {
            let text = serde_json::to_string(&view).unwrap();
            let back: View = serde_json::from_str(&text).unwrap();
            // Texas 88's two copies of a face are numbered per hand and per
            // trick when read back; everything else is identical.
            if rules.kind() == GameKind::Texas88 {
                let again = serde_json::to_value(&back).unwrap();
                let first: Value = serde_json::from_str(&text).unwrap();
                assert_eq!(sorted_sets(again), sorted_sets(first));
            } else {
                assert_eq!(back, view);
            }
        }
    }
}

#[test]
fn piped_views_get_the_bots_legal_actions_and_bad_lines_get_errors() {
    let mut input = String::new();
    // (view, seed) per request line; None for a line that must fail.
    let mut expected: Vec<Option<(View, u64)>> = Vec::new();
    for rules in tables() {
        for (i, view) in real_views(rules, 2).into_iter().enumerate() {
            let seed = i as u64 * 7;
            let line = if i % 2 == 0 {
                serde_json::json!({"view": view, "seed": seed})
            } else {
                serde_json::json!({ "view": view })
            };
            input.push_str(&line.to_string());
            input.push('\n');
            expected.push(Some((view, if i % 2 == 0 { seed } else { 5 })));
        }
        // Malformed lines between the real ones.
        input.push_str("this is not json\n");
        expected.push(None);
        input.push_str("{\"view\": 3}\n");
        expected.push(None);
        input.push('\n'); // blank: skipped, no reply
    }
    // A seat that is not to act has no legal actions.
    let game = Game::new(Rules::default(), 1).unwrap();
    let idle = game.view(Seat::new(2).unwrap());
    input.push_str(&serde_json::json!({ "view": idle }).to_string());
    input.push('\n');
    expected.push(None);
    // An unknown field.
    let active = game.view(game.turn().unwrap());
    input.push_str(&serde_json::json!({"view": active, "extra": 1}).to_string());
    input.push('\n');
    expected.push(None);

    let out = run(&["bot", "--bot", "heuristic", "--seed", "5"], &input);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), expected.len(), "one reply per request line");
    let mut answered = 0;
    for (line, want) in lines.iter().zip(&expected) {
        let reply: Value = serde_json::from_str(line).expect("each reply is JSON");
        match want {
            Some((view, seed)) => {
                let action: Action = reply["action"]
                    .as_str()
                    .unwrap_or_else(|| panic!("no action in {line}"))
                    .parse()
                    .unwrap();
                assert!(view.legal.contains(&action), "{action} is not legal");
                assert_eq!(action, HeuristicBot.decide(view, *seed).action);
                assert!(reply["evaluations"].is_array());
                answered += 1;
            }
            None => {
                assert!(reply["error"].is_string(), "expected an error: {line}");
            }
        }
    }
    assert!(answered > 100, "only {answered} real views");
}

/// Hard's reply to a 42 bidding view gives each bid its chance of making
/// beside its value: in the points game the value is points, while the bar
/// a bid must clear is a chance. Nothing else carries one.
#[test]
fn a_searched_bid_carries_its_chance_of_making() {
    let rules = Rules::Texas42(Texas42 {
        scoring: Scoring::Points,
        target: 250,
        ..Texas42::default()
    });
    let mut input = String::new();
    for seed in 0..4 {
        let mut game = Game::new(rules, seed).unwrap();
        while game.phase() != Phase::GameOver {
            let view = game.view(game.turn().unwrap());
            if matches!(view.phase, Phase::Bidding | Phase::Playing) {
                input.push_str(&serde_json::json!({ "view": view, "seed": seed }).to_string());
                input.push('\n');
            }
            if view.phase == Phase::Playing {
                break;
            }
            game.apply(HeuristicBot.decide(&view, seed).action).unwrap();
        }
    }
    let out = run(&["bot", "--bot", "hard"], &input);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let (mut bids, mut in_points) = (0, 0);
    for line in out.stdout.lines() {
        let reply: Value = serde_json::from_str(line).expect("each reply is JSON");
        for e in reply["evaluations"].as_array().expect("evaluations") {
            let action: Action = e["action"].as_str().unwrap().parse().unwrap();
            let chance = &e["make_chance"];
            if matches!(action, Action::Bid(_)) {
                let chance = chance
                    .as_f64()
                    .unwrap_or_else(|| panic!("no chance: {line}"));
                assert!((0.0..=1.0).contains(&chance), "{line}");
                bids += 1;
                let value = e["value"].as_f64().unwrap();
                in_points += usize::from(!(0.0..=1.0).contains(&value));
            } else {
                assert!(chance.is_null(), "{action} has no chance of making: {line}");
            }
        }
    }
    assert!(bids >= 20, "{bids} bids weighed");
    assert!(in_points > 0, "the points game values bids in points");
}

#[test]
fn an_unknown_bot_is_a_usage_error() {
    let out = run(&["bot", "--bot", "nobody"], "");
    assert_eq!(out.code, Some(2));
    assert!(
        out.stderr.contains("unknown bot \"nobody\""),
        "{}",
        out.stderr
    );
}

/// The fenced block that follows the line `marker` in `doc`.
fn block_after(doc: &str, marker: &str) -> String {
    let start = doc.find(marker).expect("the marker is in the document");
    let rest = &doc[start + marker.len()..];
    let open = rest.find("```").expect("a fenced block follows");
    let body_start = open + rest[open..].find('\n').expect("fence line ends") + 1;
    let body_len = rest[body_start..].find("```").expect("the block is closed");
    rest[body_start..body_start + body_len].to_owned()
}

#[test]
fn the_documented_session_is_what_the_binary_answers() {
    let doc = std::fs::read_to_string(common::repo_root().join("docs/bot-protocol.md"))
        .expect("docs/bot-protocol.md exists");
    let requests = block_after(&doc, "<!-- session: requests -->");
    let replies = block_after(&doc, "<!-- session: replies -->");
    let out = run(&["bot", "--bot", "heuristic", "--seed", "0"], &requests);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(out.stdout, replies);
}

/// Hostile views: thousands of real views each changed in one place, piped
/// through the heuristic bot and the Hard level. The process never dies
/// and answers every line, with an error or one of the (changed) view's own
/// legal actions.
#[test]
fn mutated_views_get_an_error_or_a_legal_action_and_never_kill_the_process() {
    let mut rng = SplitMix64::new(2026);
    let mut lines = Vec::new();
    for rules in tables() {
        for view in real_views(rules, 3) {
            let view = Mutable::new(serde_json::to_value(&view).unwrap());
            for _ in 0..8 {
                lines.push(serde_json::json!({ "view": mutate(&view, &mut rng) }).to_string());
            }
        }
    }
    for (bot, every) in [("heuristic", 1), ("hard", 8)] {
        let input: Vec<&str> = lines.iter().step_by(every).map(String::as_str).collect();
        let out = run(&["bot", "--bot", bot], &(input.join("\n") + "\n"));
        assert_eq!(out.code, Some(0), "{bot}: {}", out.stderr);
        let replies: Vec<&str> = out.stdout.lines().collect();
        assert_eq!(replies.len(), input.len(), "{bot}: one reply per line");
        let (mut errors, mut actions) = (0, 0);
        for (request, reply) in input.iter().zip(&replies) {
            let reply: Value = serde_json::from_str(reply).unwrap();
            if reply["error"].is_string() {
                errors += 1;
                continue;
            }
            let request: Value = serde_json::from_str(request).unwrap();
            let view: View = serde_json::from_value(request["view"].clone())
                .expect("only a view that reads gets an action");
            let action: Action = reply["action"].as_str().unwrap().parse().unwrap();
            assert!(
                view.legal.contains(&action),
                "{bot}: {action} is not legal in {request}"
            );
            actions += 1;
        }
        // Both kinds of line occur: the changes are not all fatal.
        assert!(
            errors > 50 && actions > 50,
            "{bot}: {errors} errors, {actions} actions"
        );
    }
}
