//! `bones-cli bot`: a bot behind a JSON-lines protocol on standard input
//! and output, so any program can ask a Bones bot for a decision (see
//! `docs/bot-protocol.md`).
//!
//! One request per line: `{"view": <View>, "seed": <optional u64>}`. One
//! reply per request, on one line: `{"action": "<notation>",
//! "evaluations": [{"action": "<notation>", "value": <number>}, ...]}`, or
//! `{"error": "<why>"}` when the line cannot be answered; the process then
//! goes on with the next line. Blank lines are skipped.

use std::io::{self, BufRead, Write};

use bones_ai::{bot_by_name, Bot};
use bones_engine::{Seat, View};
use serde::{Deserialize, Serialize};

use crate::args::{Command, Opt, Parsed, Spec};
use crate::failure::Failure;

/// `bot`: its command line and its runner.
pub static COMMAND: Command = Command {
    run,
    spec: Spec {
        name: "bot",
        about: "Answer decision requests on stdin with a bot's actions on stdout (JSON lines).",
        positionals: &[],
        options: &[
            Opt {
                long: "bot",
                value: Some("NAME"),
                required: false,
                help: "which bot answers (random, heuristic, easy, normal, hard, expert; default heuristic)",
            },
            Opt {
                long: "seed",
                value: Some("SEED"),
                required: false,
                help: "seed for requests that carry none (default 0)",
            },
        ],
        details: "\
Protocol (docs/bot-protocol.md): each input line is a request
  {\"view\": VIEW, \"seed\": 7}
where VIEW is the JSON of the seat's view (what `Game::view` gives, with
its legal actions) and seed is optional. Each request gets one output line:
  {\"action\": \"bid 30\", \"evaluations\": [{\"action\": \"bid 30\", \"value\": 0.62}]}
evaluations lists the candidates the bot weighed, best first (empty when
it weighs none). A line that is not a valid request, or a view with no
legal action, gets {\"error\": \"...\"} and the next line is read. The same
view and seed always give the same answer. Ends at the end of input.

Example:
  bones-cli bot --bot heuristic < requests.jsonl > replies.jsonl
",
    },
};

/// One request line.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Request {
    view: View,
    #[serde(default)]
    seed: Option<u64>,
}

#[derive(Serialize)]
struct Evaluation {
    action: String,
    value: f32,
    #[serde(skip_serializing_if = "Option::is_none")]
    make_chance: Option<f32>,
}

#[derive(Serialize)]
struct Reply {
    action: String,
    evaluations: Vec<Evaluation>,
}

#[derive(Serialize)]
struct ErrorReply {
    error: String,
}

fn run(args: &Parsed) -> Result<(), Failure> {
    let name: String = args.get("bot")?.unwrap_or_else(|| "heuristic".to_owned());
    let seed: u64 = args.get("seed")?.unwrap_or(0);
    let mut bot = bot_by_name(&name).map_err(|e| args.usage(e.to_string()))?;
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = io::stdout().lock();
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) => return Ok(()),
            Ok(_) => {}
            Err(e) => {
                return Err(Failure::BadInput(format!(
                    "cannot read standard input: {e}"
                )))
            }
        }
        let reply = match core::str::from_utf8(&line) {
            Ok(text) if text.trim().is_empty() => continue,
            Ok(text) => answer(bot.as_mut(), text, seed),
            Err(_) => error_line("the line is not UTF-8 text"),
        };
        let written = writeln!(out, "{reply}").and_then(|()| out.flush());
        match written {
            Ok(()) => {}
            // The reader has gone: nothing more to answer.
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => return Ok(()),
            Err(e) => return Err(Failure::Internal(format!("cannot write output: {e}"))),
        }
    }
}

fn error_line(message: &str) -> String {
    serde_json::to_string(&ErrorReply {
        error: message.to_owned(),
    })
    .unwrap_or_else(|_| "{\"error\": \"unprintable error\"}".to_owned())
}

/// The reply line to one request line.
fn answer(bot: &mut dyn Bot, text: &str, default_seed: u64) -> String {
    let request: Request = match serde_json::from_str(text) {
        Ok(r) => r,
        Err(e) => return error_line(&format!("not a valid request: {e}")),
    };
    if let Err(e) = check_view(&request.view) {
        return error_line(&e);
    }
    let decision = bot.decide(&request.view, request.seed.unwrap_or(default_seed));
    let reply = Reply {
        action: decision.action.to_string(),
        evaluations: decision
            .evaluations
            .iter()
            .map(|e| Evaluation {
                action: e.action.to_string(),
                value: if e.value.is_finite() { e.value } else { 0.0 },
                make_chance: e.make_chance.filter(|c| c.is_finite()),
            })
            .collect(),
    };
    serde_json::to_string(&reply).unwrap_or_else(|e| error_line(&format!("cannot encode: {e}")))
}

/// Refuses views no real game produces in ways a bot could trip on.
fn check_view(view: &View) -> Result<(), String> {
    let rules = &view.rules;
    let players = rules.players();
    if view.legal.is_empty() {
        return Err("the view has no legal actions: it is not this seat's turn".into());
    }
    if view.seat.get() >= players {
        return Err(format!("{} is not at a table of {players}", view.seat));
    }
    if view.turn != Some(view.seat) {
        return Err(format!("it is not {}'s turn", view.seat));
    }
    let table = view.table;
    let active = Seat::all(Seat::MAX as u8)
        .filter(|&s| table.is_active(s))
        .count();
    let within = Seat::all(Seat::MAX as u8).all(|s| s.get() < players || !table.is_active(s));
    if table.players() != players
        || table.teams() != rules.teams()
        || active != usize::from(table.active_count())
        || active < 2
        || !within
    {
        return Err("the view's table does not match its rules".into());
    }
    if !rules.deck().all().is_superset(view.hand) {
        return Err("the hand holds a tile not in the set".into());
    }
    let tricks = view
        .tricks
        .iter()
        .map(|t| &t.trick)
        .chain(core::iter::once(&view.trick));
    for trick in tricks {
        if trick.len() > usize::from(table.active_count()) {
            return Err("a trick has more plays than players".into());
        }
        for (seat, id) in trick.plays() {
            if seat.get() >= players {
                return Err(format!("{seat} plays in a trick but is not at the table"));
            }
            if !rules.deck().has(id.tile()) {
                return Err(format!("{} is not in the set", id.tile()));
            }
        }
    }
    if view.tricks.len() > usize::from(rules.hand_size()) {
        return Err("more tricks than a hand has".into());
    }
    Ok(())
}
