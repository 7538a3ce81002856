//! `bones-cli replay FILE`: check every action of a game record and print
//! where the game stands.

use bones_engine::{Event, Game, GameRecord, RecordError};
use serde_json::error::Category;

use crate::args::{Command, Parsed, Positional, Spec};
use crate::console;
use crate::failure::Failure;
use crate::summary::{HandSummary, Summary};

/// `replay`: its command line and its runner.
pub static COMMAND: Command = Command {
    run,
    spec: Spec {
        name: "replay",
        about:
            "Replay a game record, checking every action, and print the resulting state as JSON.",
        positionals: &[Positional {
            name: "FILE",
            help: "the record (JSON, see docs/records.md); - reads standard input",
        }],
        options: &[],
        details: "\
Prints a pretty JSON summary on standard output: game, settings, hand number,
dealer, phase, whose turn and their legal actions, the contract, points and
tricks taken this hand, each scored hand's result, game scores, the winner.

On the first illegal action, prints which action (0-based index, notation,
seat) and the rule it breaks on standard error and exits 1. A record that
cannot be read or describes an impossible game gets a one-line error naming
the problem (with the JSON line and column where known) and exit code 3.
",
    },
};

/// Runs `replay`.
///
/// # Errors
/// Unreadable or invalid input, an illegal action, or failed output.
fn run(args: &Parsed) -> Result<(), Failure> {
    let (name, text) = console::read_input(args.positional(0))?;
    let record = parse_record(&name, &text)?;
    let summary = replay(&name, &record)?;
    let json = console::pretty_json(&summary)
        .map_err(|e| Failure::Internal(format!("cannot encode the summary: {e}")))?;
    console::print(&json)
}

/// Reads a record from JSON text; `name` says where the text came from.
///
/// # Errors
/// [`Failure::BadInput`]: malformed JSON, or JSON that is not a record
/// (unknown field, unknown tile or action, bad settings).
pub fn parse_record(name: &str, text: &str) -> Result<GameRecord, Failure> {
    serde_json::from_str(text).map_err(|e| {
        let what = match e.classify() {
            Category::Syntax | Category::Eof => "malformed JSON",
            Category::Data => "invalid record",
            Category::Io => "cannot read",
        };
        Failure::BadInput(format!("{name}: {what}: {e}"))
    })
}

/// Replays `record`, checking every action, and summarises the result.
///
/// # Errors
/// [`Failure::BadInput`] for a record that cannot start (settings, dealer,
/// an impossible deal); [`Failure::Illegal`] at the first illegal action.
pub fn replay(name: &str, record: &GameRecord) -> Result<Summary, Failure> {
    let players = record.rules.players();
    if let Some(dealer) = record.dealer.filter(|d| d.get() >= players) {
        return Err(Failure::BadInput(format!(
            "{name}: invalid record: dealer: {dealer} is not at the table (seats 0 to {})",
            players - 1
        )));
    }
    let mut game = record
        .start()
        .map_err(|e| Failure::BadInput(format!("{name}: invalid record: {e}")))?;
    let mut hands = Vec::new();
    for (index, &action) in record.actions.iter().enumerate() {
        let seat = game.turn();
        match game.apply(action) {
            Ok(events) => {
                for event in events {
                    if let Event::HandOver(result) = event {
                        hands.push(HandSummary::of(&result, game.rules(), game.scores()));
                    }
                }
            }
            Err(error) => {
                let error = RecordError::Illegal {
                    index,
                    action,
                    seat,
                    error,
                };
                return Err(Failure::Illegal {
                    message: format!("{name}: {error}"),
                    context: context(&game),
                });
            }
        }
    }
    Ok(Summary::of(&game, record.actions.len(), hands))
}

/// "note: hand 0, during the play; legal: 5-5, 5-3".
fn context(game: &Game) -> String {
    let legal = game.legal_actions();
    let legal = if legal.is_empty() {
        "none".to_owned()
    } else {
        legal
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!(
        "note: hand {}, {}; legal actions: {legal}",
        game.hand_number(),
        game.phase().during()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const STRAIGHT: &str = include_str!("../../../docs/examples/texas42-straight.json");

    fn bad_input(text: &str) -> String {
        match parse_record("t.json", text).and_then(|r| replay("t.json", &r)) {
            Err(Failure::BadInput(m)) => m,
            other => panic!("expected bad input, got {other:?}"),
        }
    }

    #[test]
    fn every_kind_of_bad_input_is_named() {
        assert_eq!(
            bad_input("{\"game\": \"texas42\",}"),
            "t.json: malformed JSON: trailing comma at line 1 column 20"
        );
        assert_eq!(
            bad_input("{\"game\": \"chess\"}"),
            "t.json: invalid record: \"chess\" is not a valid game \
             (expected texas42, texas88, big-game or euchre) at line 1 column 16"
        );
        assert_eq!(
            bad_input("{\"game\": \"euchre\", \"dealer\": 4}"),
            "t.json: invalid record: dealer: seat 4 is not at the table (seats 0 to 3)"
        );
        assert!(bad_input("{\"game\": \"texas42\", \"seed\": -1}")
            .starts_with("t.json: invalid record: invalid value: integer `-1`"));
    }

    /// Truncating or corrupting a real record anywhere gives an error or a
    /// summary, never a panic.
    #[test]
    fn corrupted_records_never_panic() {
        let bytes = STRAIGHT.as_bytes();
        for cut in 0..bytes.len() {
            let text = String::from_utf8_lossy(&bytes[..cut]);
            let _ = parse_record("t", &text).and_then(|r| replay("t", &r));
        }
        let swaps = [
            ("6", "8"),
            ("-", ":"),
            ("3", "0"),
            ("pass", "bid 30"),
            ("[", "{"),
        ];
        for (from, to) in swaps {
            for (at, _) in STRAIGHT.match_indices(from) {
                let text = format!("{}{to}{}", &STRAIGHT[..at], &STRAIGHT[at + from.len()..]);
                let _ = parse_record("t", &text).and_then(|r| replay("t", &r));
            }
        }
    }
}
