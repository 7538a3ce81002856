//! What the page and the AI worker say to each other. Defined once here and
//! used by both binaries, so the two sides cannot drift apart.
//!
//! A request carries one seat's [`View`] — never the whole game — so a bot
//! in the worker cannot see hidden tiles even by accident. Every request is
//! tagged with the game it belongs to and the turn number (how many actions
//! the game had when it was asked), so a reply that arrives after the game
//! moved on (a new game, an undo, a restart) is recognised and dropped.

use bones_ai::Decision;
use bones_engine::{Action, Seat, View};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

/// Which game a message belongs to: a new number for every game started
/// in this page.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameId(pub u32);

impl GameId {
    /// The id of the game started after this one.
    #[must_use]
    pub const fn next(self) -> GameId {
        GameId(self.0.wrapping_add(1))
    }
}

/// Identifies one decision: the game, the turn (actions applied so far) and
/// the attempt (a refused reply is asked again with a fresh seed).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ticket {
    /// The game.
    pub game: GameId,
    /// Actions applied in that game when the bot was asked.
    pub turn: u32,
    /// The seat asked to act.
    pub seat: Seat,
    /// 0 for the first request of this turn, then 1, 2... after refusals.
    pub attempt: u8,
}

/// Which bot plays a seat: a name in the AI crate's registry
/// ([`bones_ai::BOTS`]). The four levels are what players choose from; the
/// random and heuristic bots are there for tests and comparisons.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BotKind {
    /// The rule-of-thumb bot.
    #[default]
    Heuristic,
    /// Uniformly random legal actions (a baseline, and a fast bot for tests).
    Random,
    /// Level Easy.
    Easy,
    /// Level Normal.
    Normal,
    /// Level Hard.
    Hard,
    /// Level Expert.
    Expert,
}

impl BotKind {
    /// The playing levels offered to players, weakest first.
    pub const LEVELS: [BotKind; 4] = [
        BotKind::Easy,
        BotKind::Normal,
        BotKind::Hard,
        BotKind::Expert,
    ];

    /// Every kind, levels last.
    pub const ALL: [BotKind; 6] = [
        BotKind::Heuristic,
        BotKind::Random,
        BotKind::Easy,
        BotKind::Normal,
        BotKind::Hard,
        BotKind::Expert,
    ];

    /// The registry name (`bones_ai::bot_by_name`), also used in URLs and
    /// saved preferences.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            BotKind::Heuristic => "heuristic",
            BotKind::Random => "random",
            BotKind::Easy => "easy",
            BotKind::Normal => "normal",
            BotKind::Hard => "hard",
            BotKind::Expert => "expert",
        }
    }

    /// The name shown to players.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            BotKind::Heuristic => "Rules of thumb",
            BotKind::Random => "Random",
            BotKind::Easy => "Easy",
            BotKind::Normal => "Normal",
            BotKind::Hard => "Hard",
            BotKind::Expert => "Expert",
        }
    }

    /// The kind called `name`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<BotKind> {
        BotKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Whether the AI crate has a bot of this name (the worker asks it by
    /// name; a unit test checks every level offered is there).
    #[must_use]
    pub fn is_registered(self) -> bool {
        bones_ai::BOTS.iter().any(|b| b.name == self.name())
    }

    /// The levels players choose from, weakest first. A fixed list rather
    /// than a look-up in the AI crate's registry: the page must not link
    /// the bots themselves (they run in the worker), and reading the
    /// registry would pull every bot's code into the page's wasm.
    #[must_use]
    pub fn offered_levels() -> Vec<BotKind> {
        BotKind::LEVELS.to_vec()
    }

    /// The level a new player starts with.
    #[must_use]
    pub const fn default_level() -> BotKind {
        BotKind::Normal
    }
}

/// Deliberate faults, for the browser tests that check the page survives a
/// misbehaving worker. Never set in normal play.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fault {
    /// The worker panics (and so dies) instead of answering.
    Panic,
    /// The worker answers with an action that is not legal.
    Illegal,
}

/// Page → worker: choose an action for `ticket.seat`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotRequest {
    /// Which decision this is.
    pub ticket: Ticket,
    /// What the seat to act may know.
    pub view: View,
    /// Drives every random choice of the bot.
    pub seed: u64,
    /// Which bot decides.
    pub bot: BotKind,
    /// A fault to inject (tests only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fault: Option<Fault>,
}

/// One candidate the bot weighed, and its value.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Weighed {
    /// The candidate.
    pub action: Action,
    /// The bot's estimate of its worth.
    pub value: f32,
    /// A searched bid's chance of making (the measure its bar is in).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub make_chance: Option<f32>,
}

/// A bot's decision in transferable form ([`Decision`] itself is not
/// serializable: the AI crate stays free of serde).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotDecision {
    /// The action chosen.
    pub action: Action,
    /// What the bot weighed, best first (may be empty).
    pub evaluations: Vec<Weighed>,
}

impl From<Decision> for BotDecision {
    fn from(d: Decision) -> BotDecision {
        BotDecision {
            action: d.action,
            evaluations: d
                .evaluations
                .into_iter()
                .map(|e| Weighed {
                    action: e.action,
                    value: e.value,
                    make_chance: e.make_chance,
                })
                .collect(),
        }
    }
}

/// How a request ended, in the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BotOutcome {
    /// The bot decided.
    Decided(BotDecision),
    /// The request could not be served (no legal action in the view: it
    /// was not this seat's turn).
    Refused(String),
    /// The bot panicked; the worker closes itself after sending this.
    Crashed(String),
}

/// Worker → page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotReply {
    /// The request this answers.
    pub ticket: Ticket,
    /// What happened.
    pub outcome: BotOutcome,
}

/// Page → worker: everything the AI worker is asked. A bot's move, or a
/// question from the coach (hint, bidding advice, hand review; see
/// [`crate::coach`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WorkerRequest {
    /// Choose an action for a bot's seat.
    Bot(BotRequest),
    /// Answer the coach's question about the player's own game.
    Coach(crate::coach::CoachRequest),
}

/// Worker → page: the answer to a [`WorkerRequest`] of the same kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WorkerReply {
    /// A bot's decision.
    Bot(BotReply),
    /// The coach's answer.
    Coach(crate::coach::CoachReply),
}

/// The worker messages' encoding: JSON text. The engine's types serialize
/// through self-describing forms (untagged settings switches, optional
/// fields) that a binary codec such as bincode cannot read back, and a
/// whole [`View`] is a few kilobytes of JSON at most.
#[derive(Debug)]
pub struct JsonCodec;

impl gloo_worker::Codec for JsonCodec {
    fn encode<I: Serialize>(input: I) -> JsValue {
        match serde_json::to_string(&input) {
            Ok(text) => JsValue::from_str(&text),
            // Our message types always serialize; an empty string makes
            // the other side report a decode error instead of this side
            // aborting.
            Err(_) => JsValue::from_str(""),
        }
    }

    fn decode<O: for<'de> Deserialize<'de>>(input: JsValue) -> O {
        let text = input.as_string().unwrap_or_default();
        match serde_json::from_str(&text) {
            Ok(value) => value,
            // gloo-worker's codec cannot return an error. Both ends are
            // built from this crate, and the round trip of every message
            // type is unit-tested, so this is a build mismatch (a stale
            // cached worker): say so plainly.
            Err(e) => wasm_bindgen::throw_str(&format!(
                "Bones: a worker message could not be read ({e}); reload the page"
            )),
        }
    }
}

/// The seed a bot decides a turn with: a function of the game's seed, the
/// turn and the attempt, so a seeded game replays exactly and a refused
/// reply is retried with a different seed.
#[must_use]
pub fn decision_seed(game_seed: u64, turn: u32, attempt: u8) -> u64 {
    let mut rng = bones_engine::rng::SplitMix64::new(
        game_seed ^ (u64::from(turn) << 8) ^ u64::from(attempt) ^ 0xB0_4E5,
    );
    rng.next_u64()
}

/// The bots a worker has made so far, one of each kind, kept between
/// requests: a search bot's solver owns tables worth reusing.
#[derive(Default)]
pub struct BotPool {
    bots: Vec<(BotKind, Box<dyn bones_ai::Bot + Send>)>,
}

impl core::fmt::Debug for BotPool {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let kinds: Vec<BotKind> = self.bots.iter().map(|(k, _)| *k).collect();
        f.debug_struct("BotPool").field("bots", &kinds).finish()
    }
}

impl BotPool {
    /// Runs a request with the chosen bot, as the worker does; the page
    /// uses the same function natively in tests.
    pub fn decide(&mut self, request: &BotRequest) -> BotOutcome {
        if request.view.legal.is_empty() {
            return BotOutcome::Refused(format!(
                "{} has no legal action in this view: it is not its turn",
                request.ticket.seat
            ));
        }
        let kind = request.bot;
        let index = match self.bots.iter().position(|(k, _)| *k == kind) {
            Some(i) => i,
            None => match bones_ai::bot_by_name(kind.name()) {
                Ok(bot) => {
                    self.bots.push((kind, bot));
                    self.bots.len() - 1
                }
                Err(e) => return BotOutcome::Refused(e.to_string()),
            },
        };
        let decision = self.bots[index].1.decide(&request.view, request.seed);
        BotOutcome::Decided(decision.into())
    }
}

/// Runs one request with a fresh bot of the chosen kind.
#[must_use]
pub fn decide(request: &BotRequest) -> BotOutcome {
    BotPool::default().decide(request)
}

#[cfg(test)]
mod tests {
    use super::*;
    use bones_engine::{Game, Rules, Texas42};

    fn request(bot: BotKind) -> BotRequest {
        let game = Game::new(Rules::Texas42(Texas42::house()), 9).unwrap();
        let seat = game.turn().unwrap();
        BotRequest {
            ticket: Ticket {
                game: GameId(3),
                turn: 0,
                seat,
                attempt: 0,
            },
            view: game.view(seat),
            seed: decision_seed(9, 0, 0),
            bot,
            fault: None,
        }
    }

    #[test]
    fn requests_and_replies_survive_the_json_codec() {
        let req = request(BotKind::Heuristic);
        let text = serde_json::to_string(&req).unwrap();
        let back: BotRequest = serde_json::from_str(&text).unwrap();
        assert_eq!(back, req);

        let reply = BotReply {
            ticket: req.ticket,
            outcome: decide(&req),
        };
        let text = serde_json::to_string(&reply).unwrap();
        assert_eq!(serde_json::from_str::<BotReply>(&text).unwrap(), reply);
    }

    #[test]
    fn every_registered_bot_answers_with_a_legal_action() {
        for bot in BotKind::ALL.into_iter().filter(|k| k.is_registered()) {
            let req = request(bot);
            match decide(&req) {
                BotOutcome::Decided(d) => assert!(req.view.legal.contains(&d.action)),
                other => panic!("{bot:?} did not decide: {other:?}"),
            }
        }
    }

    #[test]
    fn every_level_offered_is_registered_in_the_ai_crate() {
        for level in BotKind::offered_levels() {
            assert!(level.is_registered(), "{level:?} is not in bones_ai::BOTS");
        }
        assert!(BotKind::offered_levels().contains(&BotKind::default_level()));
    }

    #[test]
    fn a_pool_keeps_one_bot_per_kind_and_serves_every_game() {
        use bones_engine::GameKind;
        let mut pool = BotPool::default();
        let levels = BotKind::offered_levels();
        for &kind in levels.iter().take(2) {
            for game in GameKind::ALL {
                let g = Game::new(Rules::default_for(game), 4).unwrap();
                let seat = g.turn().unwrap();
                let mut req = request(kind);
                req.view = g.view(seat);
                req.ticket.seat = seat;
                match pool.decide(&req) {
                    BotOutcome::Decided(d) => {
                        assert!(req.view.legal.contains(&d.action), "{game:?}")
                    }
                    other => panic!("{kind:?} on {game:?}: {other:?}"),
                }
            }
        }
        assert_eq!(
            pool.bots.len(),
            levels.len().min(2),
            "one bot per kind, reused"
        );
    }

    #[test]
    fn a_view_without_legal_actions_is_refused_not_decided() {
        let game = Game::new(Rules::default(), 9).unwrap();
        let waiting = game.turn().unwrap().next(4);
        let mut req = request(BotKind::Random);
        req.view = game.view(waiting);
        req.ticket.seat = waiting;
        assert!(matches!(decide(&req), BotOutcome::Refused(m) if m.contains("not its turn")));
    }

    #[test]
    fn worker_messages_say_their_kind_in_json() {
        // The bench script (tests/e2e/bench-worker.mjs) writes this form.
        let req = WorkerRequest::Bot(request(BotKind::Random));
        let text = serde_json::to_string(&req).unwrap();
        assert!(text.starts_with(r#"{"bot":{"ticket":"#), "{text}");
        assert_eq!(serde_json::from_str::<WorkerRequest>(&text).unwrap(), req);
        let coach = WorkerReply::Coach(crate::coach::CoachReply {
            ticket: crate::coach::CoachTicket {
                game: GameId(2),
                turn: 7,
                kind: crate::coach::CoachKind::Review,
            },
            answer: crate::coach::CoachAnswer::Refused("not over".into()),
        });
        let text = serde_json::to_string(&coach).unwrap();
        assert!(text.starts_with(r#"{"coach":"#), "{text}");
        assert_eq!(serde_json::from_str::<WorkerReply>(&text).unwrap(), coach);
    }

    #[test]
    fn decision_seeds_differ_by_turn_and_attempt() {
        let a = decision_seed(1, 5, 0);
        assert_ne!(a, decision_seed(1, 6, 0));
        assert_ne!(a, decision_seed(1, 5, 1));
        assert_eq!(a, decision_seed(1, 5, 0));
    }
}
