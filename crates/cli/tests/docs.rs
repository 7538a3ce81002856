//! `docs/records.md` and `docs/examples/` cannot drift from the tool:
//! every example replays, every example is described, and the record and
//! output quoted in the document are the real ones.

mod common;

use common::{example, example_names, example_path, repo_root, run};

fn records_md() -> String {
    std::fs::read_to_string(repo_root().join("docs/records.md")).expect("docs/records.md exists")
}

/// The fenced block that follows the line `marker` in `doc`.
fn block_after(doc: &str, marker: &str) -> String {
    let start = doc
        .find(marker)
        .unwrap_or_else(|| panic!("docs/records.md has {marker}"));
    let rest = &doc[start + marker.len()..];
    let open = rest.find("```").expect("a fenced block follows");
    let body_start = open + rest[open..].find('\n').expect("fence line ends") + 1;
    let body_len = rest[body_start..].find("```").expect("the block is closed");
    rest[body_start..body_start + body_len].to_owned()
}

#[test]
fn every_example_replays_without_error() {
    let names = example_names();
    assert!(names.len() >= 6, "{names:?}");
    for name in names {
        assert!(
            name.ends_with(".json"),
            "only records in docs/examples: {name}"
        );
        let run = run(&["replay", &example_path(&name)], "");
        assert_eq!(run.code, Some(0), "{name}: {run:?}");
        assert_eq!(run.stderr, "", "{name}");
    }
}

#[test]
fn every_example_is_described_in_records_md() {
    let doc = records_md();
    for name in example_names() {
        assert!(
            doc.contains(&format!("examples/{name}")),
            "records.md names {name}"
        );
    }
}

#[test]
fn the_quoted_record_is_the_example_file() {
    let doc = records_md();
    let quoted = block_after(&doc, "<!-- example: euchre.json -->");
    assert_eq!(quoted, example("euchre.json"));
}

#[test]
fn the_quoted_replay_output_is_what_replay_prints() {
    let doc = records_md();
    let quoted = block_after(&doc, "<!-- replay-output: euchre.json -->");
    let run = run(&["replay", &example_path("euchre.json")], "");
    assert_eq!(run.code, Some(0));
    assert_eq!(quoted, run.stdout);
}

#[test]
fn the_quoted_selfplay_counts_are_what_selfplay_prints() {
    let doc = std::fs::read_to_string(repo_root().join("docs/cli.md")).expect("docs/cli.md exists");
    let command = "$ bones-cli selfplay --game euchre --players 3 --games 5 --seed 1 --json\n";
    let start = doc
        .find(command)
        .expect("docs/cli.md quotes a selfplay run")
        + command.len();
    let quoted = doc[start..].lines().next().unwrap_or_default();
    let mut quoted: serde_json::Value =
        serde_json::from_str(quoted).expect("the quoted output is JSON");
    let args: Vec<&str> = command[12..].split_whitespace().collect();
    let run = run(&args, "");
    assert_eq!(run.code, Some(0));
    let mut actual: serde_json::Value = serde_json::from_str(&run.stdout).expect("JSON output");
    for timing in [
        "seconds",
        "games_per_second",
        "hands_per_second",
        "actions_per_second",
    ] {
        quoted.as_object_mut().and_then(|o| o.remove(timing));
        actual.as_object_mut().and_then(|o| o.remove(timing));
    }
    assert_eq!(quoted, actual);
}
