//! `bones-cli replay`: the summary of every documented example, and a
//! specific error with its own exit code for every kind of bad record.

mod common;

use common::{example, example_path, json, run, Run};
use serde_json::{json, Value};

/// Asserts a bad-input failure: exit 3, nothing on stdout, exactly one
/// line on stderr, equal to `expected`.
fn assert_bad_input(run: &Run, expected: &str) {
    assert_eq!(run.code, Some(3), "{run:?}");
    assert_eq!(run.stdout, "", "{run:?}");
    assert_eq!(run.stderr, format!("{expected}\n"), "{run:?}");
}

fn replay_stdin(record: &str) -> Run {
    run(&["replay", "-"], record)
}

#[test]
fn texas42_straight_example_summary() {
    let run = run(&["replay", &example_path("texas42-straight.json")], "");
    assert_eq!(run.code, Some(0), "{run:?}");
    assert_eq!(run.stderr, "");
    let s = json(&run);
    assert_eq!(s["game"], "texas42");
    assert_eq!(s["settings"]["nello"], false);
    assert_eq!(s["settings"]["target"], 7);
    assert_eq!(s["actions"], 29);
    // Hand 0 ended early (decided after 6 tricks); hand 1 is being bid.
    assert_eq!(s["hand"], 1);
    assert_eq!(s["dealer"], 0);
    assert_eq!(s["phase"], "bidding");
    assert_eq!(s["turn"], 1);
    assert_eq!(s["legal_actions"][0], "pass");
    assert_eq!(s["contract"], Value::Null);
    assert_eq!(s["points"], json!([0, 0]));
    let hand = &s["hands"][0];
    assert_eq!(
        hand["contract"],
        json!({"bidder": 2, "side": 0, "bid": "32", "declarer": 2,
               "declaration": "trump 5", "description": "fives trump"})
    );
    assert_eq!(hand["made"], true);
    assert_eq!(hand["outcome"], "seat 2 (team 0) made 32");
    assert_eq!(hand["points"], json!([36, 0]));
    assert_eq!(hand["tricks"], json!([6, 0]));
    assert_eq!(hand["tricks_played"], 6);
    assert_eq!(hand["hand_score"], json!([1, 0]));
    assert_eq!(hand["game_score"], json!([1, 0]));
    assert_eq!(s["scores"], json!([1, 0]));
    assert_eq!(s["winner"], Value::Null);
}

#[test]
fn texas42_nello_example_summary() {
    let s = json(&run(
        &["replay", &example_path("texas42-house-nello.json")],
        "",
    ));
    assert_eq!(s["settings"]["nello"], "one-mark");
    let hand = &s["hands"][0];
    assert_eq!(hand["contract"]["bid"], "1 mark");
    assert_eq!(hand["contract"]["declaration"], "nello own-suit");
    assert_eq!(hand["outcome"], "seat 0 (team 0) made 1 mark");
    // The bidder lost every trick; its partner sat out with 6-4 and 5-5.
    assert_eq!(hand["tricks"], json!([0, 7]));
    assert_eq!(hand["points"], json!([0, 22]));
    assert_eq!(s["scores"], json!([1, 0]));
}

#[test]
fn texas88_example_summary() {
    let s = json(&run(&["replay", &example_path("texas88.json")], ""));
    assert_eq!(s["game"], "texas88");
    assert_eq!(s["settings"]["scoring"], "points");
    assert_eq!(s["settings"]["target"], 500);
    let hand = &s["hands"][0];
    assert_eq!(hand["contract"]["bidder"], 3);
    assert_eq!(hand["contract"]["side"], 1);
    assert_eq!(hand["made"], true);
    // Every point of the 88, kitty counter 4-1 included, went to team 1.
    assert_eq!(hand["points"], json!([0, 88]));
    assert_eq!(hand["tricks"], json!([0, 9]));
    assert_eq!(s["scores"], json!([0, 88]));
    assert_eq!(s["dealer"], 0);
}

#[test]
fn big_game_example_summary() {
    let s = json(&run(&["replay", &example_path("big-game.json")], ""));
    assert_eq!(s["game"], "big-game");
    let hand = &s["hands"][0];
    assert_eq!(hand["contract"]["bid"], "46");
    assert_eq!(hand["contract"]["declaration"], "trump 8");
    assert_eq!(hand["made"], false);
    assert_eq!(hand["outcome"], "seat 1 (team 1) was set on 46");
    assert_eq!(hand["points"], json!([22, 44]));
    assert_eq!(hand["tricks_played"], 11);
    // Set: the opponents score the bid plus what they took.
    assert_eq!(hand["hand_score"], json!([68, 0]));
}

#[test]
fn euchre_example_summary() {
    let s = json(&run(&["replay", &example_path("euchre.json")], ""));
    assert_eq!(
        s["settings"],
        json!({"players": 4, "target": 5, "lead": "higher-end"})
    );
    assert_eq!(s["legal_actions"], json!(["pass", "order", "order alone"]));
    let hand = &s["hands"][0];
    assert_eq!(hand["contract"]["bid"], "make");
    assert_eq!(hand["contract"]["description"], "fours trump");
    assert_eq!(hand["outcome"], "seat 1 (team 1) made it with 3 tricks");
    assert_eq!(hand["points"], Value::Null);
    assert_eq!(hand["tricks"], json!([2, 3]));
    assert_eq!(s["scores"], json!([0, 1]));
}

#[test]
fn seeded_three_player_euchre_example_plays_to_a_winner() {
    let s = json(&run(
        &["replay", &example_path("euchre-3-players-seeded.json")],
        "",
    ));
    assert_eq!(s["phase"], "game-over");
    assert_eq!(s["turn"], Value::Null);
    assert_eq!(s["legal_actions"], json!([]));
    assert_eq!(s["hands"].as_array().map(Vec::len), Some(3));
    assert_eq!(s["scores"], json!([6, 2, 4]));
    assert_eq!(s["winner"], 0);
    // Three sides: a euchred maker gives 2 to each opponent.
    assert_eq!(s["hands"][2]["hand_score"], json!([2, 2, 0]));
    assert_eq!(
        s["hands"][2]["outcome"],
        "seat 2 (team 2) was euchred with 1 trick"
    );
}

#[test]
fn standard_input_gives_the_same_summary_as_the_file() {
    let from_file = run(&["replay", &example_path("texas88.json")], "");
    let from_stdin = replay_stdin(&example("texas88.json"));
    assert_eq!(from_stdin.code, Some(0));
    assert_eq!(from_stdin.stdout, from_file.stdout);
}

#[test]
fn an_illegal_play_names_index_seat_action_and_rule() {
    let mut record: Value = serde_json::from_str(&example("texas42-straight.json")).unwrap();
    // Action 7 is seat 0's answer to the 5-5 lead (fives are trump); it
    // holds one trump, 5-0, and tries 6-4 instead.
    assert_eq!(record["actions"][7], "5-0");
    record["actions"][7] = json!("6-4");
    let run = replay_stdin(&record.to_string());
    assert_eq!(run.code, Some(1), "{run:?}");
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        "bones-cli: error: <stdin>: action 7 (\"6-4\" by seat 0) is illegal: \
         you must follow trumps: 6-4 is not one of them\n\
         note: hand 0, during the play; legal actions: 5-0\n"
    );
}

#[test]
fn an_illegal_bid_names_the_rule() {
    let record = r#"{"game": "texas42", "seed": 3, "actions": ["bid 31", "bid 30"]}"#;
    let run = replay_stdin(record);
    assert_eq!(run.code, Some(1));
    let first = run.stderr.lines().next().unwrap_or_default();
    assert_eq!(
        first,
        "bones-cli: error: <stdin>: action 1 (\"bid 30\" by seat 1) is illegal: \
         a bid must beat the high bid: 30 does not beat 31"
    );
}

#[test]
fn an_action_after_the_game_is_over_is_illegal() {
    let mut record: Value = serde_json::from_str(&example("euchre-3-players-seeded.json")).unwrap();
    let actions = record["actions"].as_array_mut().unwrap();
    let index = actions.len();
    actions.push(json!("pass"));
    let run = replay_stdin(&record.to_string());
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stderr,
        format!(
            "bones-cli: error: <stdin>: action {index} (\"pass\") is illegal: the game is over\n\
             note: hand 2, after the game is over; legal actions: none\n"
        )
    );
}

#[test]
fn malformed_json_is_refused_with_its_position() {
    let record = "{\n  \"game\": \"texas42\",\n  \"actions\": [\"pass\" \"bid 30\"]\n}\n";
    assert_bad_input(
        &replay_stdin(record),
        "bones-cli: error: <stdin>: malformed JSON: expected `,` or `]` at line 3 column 22",
    );
    assert_bad_input(
        &replay_stdin("{\"game\": \"texas42\""),
        "bones-cli: error: <stdin>: malformed JSON: EOF while parsing an object at line 1 column 18",
    );
    assert_bad_input(
        &replay_stdin(""),
        "bones-cli: error: <stdin>: malformed JSON: EOF while parsing a value at line 1 column 0",
    );
}

#[test]
fn unknown_fields_are_refused() {
    assert_bad_input(
        &replay_stdin("{\"game\": \"euchre\", \"sede\": 4}"),
        "bones-cli: error: <stdin>: invalid record: unknown field `sede`, expected one of \
         `game`, `settings`, `seed`, `dealer`, `deal`, `deals`, `actions` at line 1 column 25",
    );
    assert_bad_input(
        &replay_stdin("{}"),
        "bones-cli: error: <stdin>: invalid record: missing field `game` at line 1 column 2",
    );
}

/// A 2-player Euchre deal, one hand per line, with `hands` and `turn_up`
/// substituted.
fn euchre_deal(hands: &str, turn_up: &str) -> String {
    format!(
        "{{\n  \"game\": \"euchre\",\n  \"settings\": {{\"players\": 2}},\n  \
         \"deal\": {{\n    \"hands\": [\n{hands}\n    ]{turn_up}\n  }}\n}}\n"
    )
}

const HAND_0: &str = r#"      ["6-6", "6-5", "6-4", "6-3", "6-2"],"#;
const HAND_1: &str = r#"      ["5-5", "5-4", "5-3", "5-2", "5-1"]"#;
const TURN_UP: &str = ",\n    \"turn_up\": \"4-4\"";

#[test]
fn the_well_formed_euchre_deal_replays() {
    let run = replay_stdin(&euchre_deal(&format!("{HAND_0}\n{HAND_1}"), TURN_UP));
    assert_eq!(run.code, Some(0), "{run:?}");
    assert_eq!(json(&run)["legal_actions"], json!(["pass", "order"]));
}

#[test]
fn an_unknown_tile_is_refused_with_its_position() {
    let hand = r#"      ["5-5", "5-4", "9-3", "5-2", "5-1"]"#;
    assert_bad_input(
        &replay_stdin(&euchre_deal(&format!("{HAND_0}\n{hand}"), TURN_UP)),
        "bones-cli: error: <stdin>: invalid record: \"9-3\" is not a valid tile \
         (expected two numbers 0..=8 such as 6-4) at line 7 column 26",
    );
    let hand = r#"      ["5-5", "5-4", "7-3", "5-2", "5-1"]"#;
    assert_bad_input(
        &replay_stdin(&euchre_deal(&format!("{HAND_0}\n{hand}"), TURN_UP)),
        "bones-cli: error: <stdin>: invalid record: deal 0: \
         7-3 is not in the set Domino Euchre is played with",
    );
}

#[test]
fn a_duplicated_tile_is_refused() {
    let hand = r#"      ["5-5", "5-4", "6-5", "5-2", "5-1"]"#;
    assert_bad_input(
        &replay_stdin(&euchre_deal(&format!("{HAND_0}\n{hand}"), TURN_UP)),
        "bones-cli: error: <stdin>: invalid record: deal 0: 6-5 is dealt twice",
    );
    // The turn-up is a dealt tile too.
    assert_bad_input(
        &replay_stdin(&euchre_deal(
            &format!("{HAND_0}\n{HAND_1}"),
            ",\n    \"turn_up\": \"5-5\"",
        )),
        "bones-cli: error: <stdin>: invalid record: deal 0: 5-5 is dealt twice",
    );
}

#[test]
fn a_wrong_hand_size_is_refused() {
    let hand = r#"      ["5-5", "5-4", "5-3", "5-2"]"#;
    assert_bad_input(
        &replay_stdin(&euchre_deal(&format!("{HAND_0}\n{hand}"), TURN_UP)),
        "bones-cli: error: <stdin>: invalid record: deal 0: seat 1 is dealt 4 tiles; each hand has 5",
    );
}

#[test]
fn a_wrong_number_of_hands_is_refused() {
    let third = r#"      ["4-4", "4-3", "4-2", "4-1", "4-0"]"#;
    assert_bad_input(
        &replay_stdin(&euchre_deal(&format!("{HAND_0}\n{HAND_1},\n{third}"), ",\n    \"turn_up\": \"3-3\"")),
        "bones-cli: error: <stdin>: invalid record: deal 0: the deal has 3 hands; this game has 2 players",
    );
    assert_bad_input(
        &replay_stdin(&euchre_deal(&format!("{HAND_0}\n{HAND_1}"), "")),
        "bones-cli: error: <stdin>: invalid record: deal 0: Domino Euchre deals need a turn_up tile",
    );
}

#[test]
fn bad_settings_are_refused() {
    assert_bad_input(
        &replay_stdin(r#"{"game": "euchre", "settings": {"players": 5}}"#),
        "bones-cli: error: <stdin>: invalid record: Domino Euchre is for 2, 3 or 4 players, not 5",
    );
    assert_bad_input(
        &replay_stdin(r#"{"game": "texas42", "settings": {"target": 0}}"#),
        "bones-cli: error: <stdin>: invalid record: target 0 is out of range for Texas 42: 1 to 21",
    );
    assert_bad_input(
        &replay_stdin(r#"{"game": "big-game", "settings": {"nello": true}}"#),
        "bones-cli: error: <stdin>: invalid record: \"nello\" is not a setting of The Big Game",
    );
    assert_bad_input(
        &replay_stdin(r#"{"game": "euchre", "settings": {"lead": "sideways"}}"#),
        "bones-cli: error: <stdin>: invalid record: unknown variant `sideways`, \
         expected `higher-end` or `leader-names` at line 1 column 50",
    );
    assert_bad_input(
        &replay_stdin(r#"{"game": "texas42", "dealer": 4}"#),
        "bones-cli: error: <stdin>: invalid record: dealer: seat 4 is not at the table (seats 0 to 3)",
    );
}

#[test]
fn a_missing_file_is_bad_input_and_a_bad_command_line_is_a_usage_error() {
    let missing = run(&["replay", "docs/examples/no-such-record.json"], "");
    assert_eq!(missing.code, Some(3));
    assert!(
        missing
            .stderr
            .starts_with("bones-cli: error: docs/examples/no-such-record.json: cannot read: "),
        "{missing:?}"
    );
    let no_file = run(&["replay"], "");
    assert_eq!(no_file.code, Some(2));
    assert_eq!(
        no_file.stderr,
        "bones-cli: error: missing FILE\nRun `bones-cli replay --help` for usage.\n"
    );
    let two = run(&["replay", "a.json", "b.json"], "");
    assert_eq!(two.code, Some(2));
    assert!(two
        .stderr
        .starts_with("bones-cli: error: unexpected argument \"b.json\"\n"));
}

#[test]
fn help_is_printed_for_the_tool_and_each_subcommand() {
    let top = run(&["--help"], "");
    assert_eq!(top.code, Some(0));
    assert!(top.stdout.contains("  replay "));
    assert!(top.stdout.contains("  selfplay "));
    assert!(top
        .stdout
        .contains("  1  the record contains an illegal action"));
    for sub in ["replay", "selfplay"] {
        let help = run(&[sub, "--help"], "");
        assert_eq!(help.code, Some(0), "{help:?}");
        assert!(
            help.stdout.contains(&format!("Usage: bones-cli {sub}")),
            "{help:?}"
        );
        assert_eq!(run(&["help", sub], "").stdout, help.stdout);
    }
    let unknown = run(&["frob"], "");
    assert_eq!(unknown.code, Some(2));
    assert_eq!(
        unknown.stderr,
        "bones-cli: error: unknown subcommand \"frob\" (subcommands: replay, selfplay, arena, bot)\n\
         Run `bones-cli --help` for usage.\n"
    );
    assert_eq!(run(&[], "").code, Some(2));
}
