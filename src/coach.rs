//! The coach: what the page asks the AI worker to help the player get
//! better, and the answers in transferable form.
//!
//! - **Hint**: the Hard level's decision for the player's own view, with
//!   its value for each candidate ([`ValueScale`] says what the values
//!   mean; the page works it out from the view it asked about).
//! - **Bidding advice**: the make probability of the player's hand per
//!   trump at each bid level, from the simulation the bots bid by
//!   ([`bones_ai::search::bid_advice`]).
//! - **Hand review**: once a hand is over, each of the player's plays
//!   against the perfect-information best play
//!   ([`bones_ai::review::review_hand`]), and the player's bid (or pass)
//!   against the advisor's table at that turn, worked out from what the
//!   player could see then (hindsight would praise every lucky bid); in
//!   Domino Euchre, whose makes the advisor does not price, against the
//!   values the hint gave at that turn; and the trump the player named
//!   against the hint's values for the trumps Hard weighed.
//!
//! Like a bot's request, a hint or advice request carries the player's
//! [`View`] only. A review carries the game's record up to the end of the
//! hand reviewed: that hand is over and every tile of it has been shown.
//!
//! The answering side ([`answer`]) is only called by the worker, so the
//! page's wasm links none of the search.

use bones_ai::review::{review_budget, review_hand, HandReview, Judged, PlayReview, ReviewedTrick};
use bones_ai::search::{best_chance, bid_advice, BidAdvice, PassBar};
use bones_ai::solver::Objective;
use bones_ai::Level;
use bones_engine::{Action, Bid, Declaration, GameKind, GameRecord, Phase, Seat, View};
use serde::{Deserialize, Serialize};

pub use bones_ai::search::ValueScale;

use crate::protocol::{
    decision_seed, BotDecision, BotKind, BotOutcome, BotPool, BotRequest, GameId, Ticket, Weighed,
};

/// Which question a coach request asks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CoachKind {
    /// The AI's choice for the player's move.
    Hint,
    /// The bidding advisor's table.
    Advice,
    /// The review of a finished hand.
    Review,
}

/// Identifies one coach question: the game, the turn it was asked at and
/// what it asks, so an answer that arrives after the game moved on is
/// recognised and dropped.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CoachTicket {
    /// The game.
    pub game: GameId,
    /// Actions applied in that game when it was asked.
    pub turn: u32,
    /// The question.
    pub kind: CoachKind,
}

/// What the coach is asked.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CoachAsk {
    /// The Hard level's decision for this view (the player's, on its turn).
    Hint {
        /// The player's view.
        view: View,
        /// Drives the sampling.
        seed: u64,
    },
    /// The advisor's table for this bidding view.
    Advice {
        /// The player's view.
        view: View,
        /// Drives the sampling.
        seed: u64,
    },
    /// The review of `seat`'s plays in hand `hand` of the record.
    Review {
        /// The game up to (at least) the end of the hand.
        record: GameRecord,
        /// The hand (0-based, as in [`bones_engine::HandResult::hand`]).
        hand: u32,
        /// The player.
        seat: Seat,
    },
}

/// Page → worker: a coach question.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CoachRequest {
    /// Which question this is.
    pub ticket: CoachTicket,
    /// The question.
    pub ask: CoachAsk,
}

/// One row of the advisor's table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdviceLine {
    /// The bid.
    pub bid: Bid,
    /// Make probability with each of [`Advice::trumps`] (0 to 1).
    pub chances: Vec<f32>,
}

impl AdviceLine {
    /// The best chance of the row and its column (the trump giving it;
    /// the last of equals), `None` for an empty row.
    #[must_use]
    pub fn best(&self) -> Option<(usize, f32)> {
        best_chance(&self.chances)
    }
}

/// The advisor's table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Advice {
    /// The trumps simulated, the hand's best first.
    pub trumps: Vec<Declaration>,
    /// One line per bid level, lowest first.
    pub lines: Vec<AdviceLine>,
    /// Sampled deals the chances are over.
    pub worlds: u32,
}

impl From<BidAdvice> for Advice {
    fn from(a: BidAdvice) -> Advice {
        Advice {
            trumps: a.trumps.into_iter().map(Declaration::Trump).collect(),
            lines: a
                .rows
                .into_iter()
                .map(|r| AdviceLine {
                    bid: r.bid,
                    chances: r.chances,
                })
                .collect(),
            worlds: u32::try_from(a.worlds).unwrap_or(u32::MAX),
        }
    }
}

/// What a review's counts count, for the player's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CountUnit {
    /// Points taken.
    Points,
    /// Tricks taken.
    Tricks,
    /// Tricks lost (a Nel-O bidder's side).
    TricksLost,
}

/// The attempt number the coach's seeds are drawn with (bots use 0, 1,
/// 2). The hint, the advisor and the review of a turn draw the same
/// hidden hands: at a bidding turn the advisor's best trump for each bid
/// is the hint's chance for it (with two seeds they told a player 36 was
/// even odds and 40% at the same turn), and the review shows what they
/// showed.
pub const COACH_SEED_SALT: u8 = 0xC1;

/// The player's Domino Euchre bidding turn in a reviewed hand (ordering
/// up, calling trump or passing), with the Hard level's value of each
/// choice as its hint gave it at that turn, worked out from what the
/// player could see then.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EuchreBidLine {
    /// What the player did.
    pub action: Action,
    /// Hard's expected hand score of each make (a pass has none), best
    /// first.
    pub evaluations: Vec<Weighed>,
    /// The expected score Hard orders up or calls above.
    pub above: f32,
    /// The one it goes alone above, where going alone was legal.
    pub alone_above: Option<f32>,
}

impl EuchreBidLine {
    /// The bar `action` is held to: going alone's, or a make's.
    #[must_use]
    pub fn bar(&self, action: Action) -> f32 {
        match (action.goes_alone(), self.alone_above) {
            (true, Some(alone)) => alone,
            _ => self.above,
        }
    }
}

/// The trump the player named in a reviewed hand, with the Hard level's
/// value of each trump it weighed, as its hint gave them at that turn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrumpLine {
    /// The declaration made.
    pub action: Action,
    /// Hard's value of each trump it weighed (the one named among them),
    /// best first.
    pub evaluations: Vec<Weighed>,
}

/// The player's bid (or pass) in a reviewed hand, with the advisor's
/// table for that turn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BidLine {
    /// What the player did: a pass or a points bid (other contracts are
    /// not in the advisor's table, and are not reviewed).
    pub action: Action,
    /// The advisor's table at that turn.
    pub advice: Advice,
}

/// A reviewed hand.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// The hand (0-based).
    pub hand: u32,
    /// Whether the player's side bid.
    pub bidders: bool,
    /// What the counts count.
    pub unit: CountUnit,
    /// The contract's threshold for the bidding side.
    pub need: u16,
    /// What the plays were judged by (coarser than `unit` where the score
    /// is).
    pub judged: Judged,
    /// The tricks as played.
    pub tricks: Vec<ReviewedTrick>,
    /// The player's plays.
    pub plays: Vec<PlayReview>,
    /// The player's bidding turns of the hand where it passed or bid
    /// points (Texas 42, Texas 88 and the Big Game), in order: one in 42
    /// and 88; the Big Game's auction goes round until all but one pass,
    /// so a player may have several.
    #[serde(default)]
    pub bids: Vec<BidLine>,
    /// The player's Domino Euchre bidding turns of the hand, in order
    /// (one per round it spoke in).
    #[serde(default)]
    pub euchre_bids: Vec<EuchreBidLine>,
    /// The trump the player named, where Hard's hint valued it.
    #[serde(default)]
    pub trump: Option<TrumpLine>,
}

impl From<HandReview> for Review {
    fn from(r: HandReview) -> Review {
        Review {
            hand: r.hand,
            bidders: r.bidders,
            unit: match r.objective {
                Objective::Points => CountUnit::Points,
                Objective::Tricks => CountUnit::Tricks,
                Objective::TricksLost => CountUnit::TricksLost,
            },
            need: r.target.at_least,
            judged: r.judged,
            tricks: r.tricks,
            plays: r.plays,
            bids: Vec::new(),
            euchre_bids: Vec::new(),
            trump: None,
        }
    }
}

/// The coach's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CoachAnswer {
    /// A hint: the AI's choice, with each candidate's value, best first
    /// (what the values mean: [`ValueScale::of`] the view asked about).
    Hint(BotDecision),
    /// The advisor's table.
    Advice(Advice),
    /// A hand review.
    Review(Review),
    /// The question could not be answered (why, in words).
    Refused(String),
}

impl CoachAnswer {
    /// Why this is not the answer a component asked for: the coach's
    /// refusal in its words, or that it answered another question.
    #[must_use]
    pub fn refusal(self) -> String {
        match self {
            CoachAnswer::Refused(why) => why,
            _ => "the coach answered another question".to_owned(),
        }
    }
}

/// Worker → page: the answer to a coach question.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CoachReply {
    /// The question this answers.
    pub ticket: CoachTicket,
    /// The answer.
    pub answer: CoachAnswer,
}

/// The level whose judgement the coach gives.
pub const COACH_LEVEL: Level = Level::Hard;

/// Answers a coach question, as the worker does (`pool` keeps the Hard
/// bot between hints). Only the worker calls this.
pub fn answer(pool: &mut BotPool, request: &CoachRequest) -> CoachAnswer {
    match &request.ask {
        CoachAsk::Hint { view, seed } => {
            match hint(pool, request.ticket.game, request.ticket.turn, view, *seed) {
                Ok(decision) => CoachAnswer::Hint(decision),
                Err(why) => CoachAnswer::Refused(why),
            }
        }
        CoachAsk::Advice { view, seed } => {
            let Some(config) = COACH_LEVEL.search_config() else {
                return CoachAnswer::Refused("the coach's level has no search".into());
            };
            match bid_advice(view, &config, *seed) {
                Some(advice) => CoachAnswer::Advice(advice.into()),
                None => CoachAnswer::Refused("no bidding advice for this turn".into()),
            }
        }
        CoachAsk::Review { record, hand, seat } => {
            match review_hand(record, *hand, *seat, review_budget(&record.rules)) {
                Ok(review) => {
                    let turns = turns_before_play(record, *hand, *seat);
                    let game = request.ticket.game;
                    CoachAnswer::Review(Review {
                        bids: bid_lines(record, &turns),
                        euchre_bids: euchre_bid_lines(pool, game, record, &turns),
                        trump: trump_line(pool, game, record, &turns),
                        ..review.into()
                    })
                }
                Err(e) => CoachAnswer::Refused(e.to_string()),
            }
        }
    }
}

/// One of the player's turns before a hand's first trick (bidding,
/// putting tiles down, naming trump).
struct TurnBeforePlay {
    /// The actions applied before it, as a hint or the advisor numbers it.
    turn: u32,
    /// What the player did.
    action: Action,
    /// What the player could see.
    view: View,
}

/// The player's turns of hand `hand` in `record` before its first trick,
/// in order, from one replay; none when the record does not replay (what
/// it showed up to the fault is not to be trusted).
fn turns_before_play(record: &GameRecord, hand: u32, seat: Seat) -> Vec<TurnBeforePlay> {
    let Ok(mut game) = record.start() else {
        return Vec::new();
    };
    let mut turns = Vec::new();
    for (turn, &action) in record.actions.iter().enumerate() {
        let this_hand = game.hand_number() == hand;
        // A hand's first trick ends what is read of it.
        let playing = matches!(game.phase(), Phase::Playing | Phase::GameOver);
        if game.hand_number() > hand || (this_hand && playing) {
            break;
        }
        if this_hand && game.turn() == Some(seat) {
            let Ok(turn) = u32::try_from(turn) else {
                break;
            };
            turns.push(TurnBeforePlay {
                turn,
                action,
                view: game.view(seat),
            });
        }
        if game.apply(action).is_err() {
            return Vec::new();
        }
    }
    turns
}

/// The player's bidding `turns` of a hand of `record`, each with the
/// advisor's table as it stood then (the same seed as the advisor's, so
/// the same table). Turns with another contract (Nel-O, Splash...) are
/// not in the advisor's table and are left out.
fn bid_lines(record: &GameRecord, turns: &[TurnBeforePlay]) -> Vec<BidLine> {
    let Some(config) = COACH_LEVEL.search_config() else {
        return Vec::new();
    };
    turns
        .iter()
        .filter(|t| matches!(t.action, Action::Pass | Action::Bid(Bid::Points(_))))
        .filter_map(|t| {
            let seed = decision_seed(record.seed.unwrap_or(0), t.turn, COACH_SEED_SALT);
            let advice = bid_advice(&t.view, &config, seed)?;
            Some(BidLine {
                action: t.action,
                advice: advice.into(),
            })
        })
        .collect()
}

/// The player's Domino Euchre bidding `turns` of a hand of `record`, each
/// valued as the hint valued it then (the Hard level, the hint's seed).
/// Empty in the other games.
fn euchre_bid_lines(
    pool: &mut BotPool,
    game_id: GameId,
    record: &GameRecord,
    turns: &[TurnBeforePlay],
) -> Vec<EuchreBidLine> {
    let Some(config) = COACH_LEVEL.search_config() else {
        return Vec::new();
    };
    if record.rules.kind() != GameKind::Euchre {
        return Vec::new();
    }
    turns
        .iter()
        .filter(|t| {
            matches!(
                t.action,
                Action::Pass | Action::Order { .. } | Action::Call { .. }
            )
        })
        .filter_map(|t| {
            let PassBar::EuchrePoints { above, alone_above } = config.policy.pass_bar(&t.view)
            else {
                return None;
            };
            let hint = hint_at(pool, game_id, record, t)?;
            Some(EuchreBidLine {
                action: t.action,
                evaluations: hint.evaluations,
                above,
                alone_above,
            })
        })
        .collect()
}

/// The player's trump call among `turns` of a hand of `record` (42, and
/// 88 or the Big Game where Hard names trump by search), valued as the
/// hint valued the trumps it weighed then; `None` where the hint valued
/// none, or not the one named (Hard weighs the trumps the hand suits
/// best).
fn trump_line(
    pool: &mut BotPool,
    game_id: GameId,
    record: &GameRecord,
    turns: &[TurnBeforePlay],
) -> Option<TrumpLine> {
    let call = turns
        .iter()
        .find(|t| matches!(t.action, Action::Declare(_)))?;
    let hint = hint_at(pool, game_id, record, call)?;
    let valued = hint.evaluations.iter().any(|w| w.action == call.action);
    valued.then_some(TrumpLine {
        action: call.action,
        evaluations: hint.evaluations,
    })
}

/// The hint: the Hard bot deciding for the player's `view` at turn
/// `turn` of game `game_id`, its values being what the page shows; the
/// bot's reason where it gave no decision.
fn hint(
    pool: &mut BotPool,
    game_id: GameId,
    turn: u32,
    view: &View,
    seed: u64,
) -> Result<BotDecision, String> {
    let request = BotRequest {
        ticket: Ticket {
            game: game_id,
            turn,
            seat: view.seat,
            attempt: 0,
        },
        view: view.clone(),
        seed,
        bot: BotKind::Hard,
        fault: None,
    };
    match pool.decide(&request) {
        BotOutcome::Decided(decision) => Ok(decision),
        BotOutcome::Refused(why) | BotOutcome::Crashed(why) => Err(why),
    }
}

/// The hint's answer at the player's `turn` of `record` (the hint's
/// seed), as the page asked it then.
fn hint_at(
    pool: &mut BotPool,
    game_id: GameId,
    record: &GameRecord,
    turn: &TurnBeforePlay,
) -> Option<BotDecision> {
    let seed = decision_seed(record.seed.unwrap_or(0), turn.turn, COACH_SEED_SALT);
    hint(pool, game_id, turn.turn, &turn.view, seed).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use bones_engine::{BigGame, Euchre, Game, Phase, Rules, Texas42};

    fn ticket(kind: CoachKind) -> CoachTicket {
        CoachTicket {
            game: GameId(1),
            turn: 0,
            kind,
        }
    }

    fn round_trip(request: &CoachRequest, answer: &CoachAnswer) {
        let text = serde_json::to_string(request).unwrap();
        assert_eq!(
            &serde_json::from_str::<CoachRequest>(&text).unwrap(),
            request
        );
        let reply = CoachReply {
            ticket: request.ticket,
            answer: answer.clone(),
        };
        let text = serde_json::to_string(&reply).unwrap();
        assert_eq!(serde_json::from_str::<CoachReply>(&text).unwrap(), reply);
    }

    #[test]
    fn a_hint_is_a_legal_action_with_values_in_make_chances() {
        let game = Game::new(Rules::Texas42(Texas42::straight()), 8).unwrap();
        let view = game.view(game.turn().unwrap());
        let request = CoachRequest {
            ticket: ticket(CoachKind::Hint),
            ask: CoachAsk::Hint {
                view: view.clone(),
                seed: 3,
            },
        };
        let answer = answer(&mut BotPool::default(), &request);
        let CoachAnswer::Hint(hint) = &answer else {
            panic!("{answer:?}")
        };
        assert!(view.legal.contains(&hint.action));
        assert_eq!(ValueScale::of(&view), ValueScale::MakeChance);
        assert!(!hint.evaluations.is_empty());
        assert!(hint
            .evaluations
            .iter()
            .all(|w| (0.0..=1.0).contains(&w.value)));
        round_trip(&request, &answer);
    }

    #[test]
    fn advice_and_a_review_come_back_through_json() {
        let mut game = Game::new(Rules::Texas42(Texas42::straight()), 5).unwrap();
        let view = game.view(game.turn().unwrap());
        let request = CoachRequest {
            ticket: ticket(CoachKind::Advice),
            ask: CoachAsk::Advice { view, seed: 2 },
        };
        let advice = answer(&mut BotPool::default(), &request);
        assert!(matches!(&advice, CoachAnswer::Advice(a) if a.lines.len() >= 12));
        round_trip(&request, &advice);

        let start = game.clone();
        let mut actions = Vec::new();
        while game.hand_number() == 0 && game.phase() != Phase::GameOver {
            let a = game.legal_actions()[0];
            game.apply(a).unwrap();
            actions.push(a);
        }
        let request = CoachRequest {
            ticket: ticket(CoachKind::Review),
            ask: CoachAsk::Review {
                record: GameRecord::of(&start, actions.clone()),
                hand: 0,
                seat: Seat::FIRST,
            },
        };
        let review = answer(&mut BotPool::default(), &request);
        let CoachAnswer::Review(r) = &review else {
            panic!("{review:?}")
        };
        assert_eq!(r.unit, CountUnit::Points);
        assert!(!r.tricks.is_empty() && !r.plays.is_empty());
        // The player's bid comes with the table the advisor showed then.
        let mut replay = start.clone();
        let mut turn = 0;
        while replay.turn() != Some(Seat::FIRST) {
            replay.apply(actions[turn]).unwrap();
            turn += 1;
        }
        let [bid] = r.bids.as_slice() else {
            panic!("one bidding turn in 42: {:?}", r.bids)
        };
        assert_eq!(bid.action, actions[turn]);
        let seed = decision_seed(start.seed(), turn as u32, COACH_SEED_SALT);
        let config = COACH_LEVEL.search_config().unwrap();
        let shown = bid_advice(&replay.view(Seat::FIRST), &config, seed).unwrap();
        assert_eq!(bid.advice, Advice::from(shown));
        round_trip(&request, &review);
    }

    #[test]
    fn every_big_game_bidding_turn_of_the_player_is_reviewed() {
        // The auction goes round: the player (left of the dealer) opens at
        // 42, is overcalled, and bids again.
        let mut game = Game::new(Rules::BigGame(BigGame::default()), 9).unwrap();
        let me = game.turn().unwrap();
        let script: Vec<Action> = ["bid 42", "bid 43", "pass", "pass", "bid 44", "pass"]
            .iter()
            .map(|a| a.parse().unwrap())
            .collect();
        let mut actions = Vec::new();
        let mut mine = Vec::new();
        for a in script {
            if game.turn() == Some(me) {
                mine.push(a);
            }
            game.apply(a).unwrap();
            actions.push(a);
        }
        assert_ne!(game.phase(), Phase::Bidding, "the auction is over");
        assert_eq!(mine.len(), 2);
        let record = GameRecord::of(
            &Game::new(Rules::BigGame(BigGame::default()), 9).unwrap(),
            actions.clone(),
        );
        let lines = bid_lines(&record, &turns_before_play(&record, 0, me));
        assert_eq!(lines.iter().map(|l| l.action).collect::<Vec<_>>(), mine);
        assert!(lines.iter().all(|l| !l.advice.lines.is_empty()));
        // Only that hand's turns, and only the player's.
        assert!(bid_lines(&record, &turns_before_play(&record, 1, me)).is_empty());
        let other = Seat::new(3).unwrap();
        assert_eq!(
            bid_lines(&record, &turns_before_play(&record, 0, other)).len(),
            1
        );
    }

    #[test]
    fn each_euchre_bidding_turn_of_the_player_is_reviewed_with_the_hints_values() {
        // Everyone passes round 1, then the player calls in round 2.
        let rules = Rules::Euchre(Euchre::default());
        let start = Game::new(rules, 4).unwrap();
        let mut game = start.clone();
        let me = game.turn().unwrap();
        let mut actions = Vec::new();
        let mut mine = Vec::new();
        while game.phase() == Phase::Bidding {
            let legal = game.legal_actions();
            let round_two = legal.iter().any(|a| matches!(a, Action::Call { .. }));
            let a = if game.turn() == Some(me) && round_two {
                *legal
                    .iter()
                    .find(|a| matches!(a, Action::Call { alone: false, .. }))
                    .unwrap()
            } else {
                Action::Pass
            };
            if game.turn() == Some(me) {
                mine.push((a, game.view(me), u32::try_from(actions.len()).unwrap()));
            }
            game.apply(a).unwrap();
            actions.push(a);
        }
        assert_eq!(mine.len(), 2, "a pass in round 1, a call in round 2");
        let record = GameRecord::of(&start, actions);
        let mut pool = BotPool::default();
        let lines = euchre_bid_lines(
            &mut pool,
            GameId(1),
            &record,
            &turns_before_play(&record, 0, me),
        );
        assert_eq!(
            lines.iter().map(|l| l.action).collect::<Vec<_>>(),
            mine.iter().map(|m| m.0).collect::<Vec<_>>()
        );
        let policy = COACH_LEVEL.search_config().unwrap().policy;
        for (line, (_, view, turn)) in lines.iter().zip(&mine) {
            // The hint's answer at that turn, asked as the page asks it.
            let hint = answer(
                &mut BotPool::default(),
                &CoachRequest {
                    ticket: ticket(CoachKind::Hint),
                    ask: CoachAsk::Hint {
                        view: view.clone(),
                        seed: decision_seed(record.seed.unwrap(), *turn, COACH_SEED_SALT),
                    },
                },
            );
            let CoachAnswer::Hint(hint) = hint else {
                panic!("no hint: {hint:?}")
            };
            assert!(hint.evaluations.len() >= 2, "the makes are valued");
            assert_eq!(line.evaluations, hint.evaluations);
            assert_eq!(
                PassBar::EuchrePoints {
                    above: line.above,
                    alone_above: line.alone_above
                },
                policy.pass_bar(view)
            );
        }
        // Other games have none.
        let t42 = GameRecord::of(&Game::new(Rules::default(), 4).unwrap(), Vec::new());
        assert!(
            euchre_bid_lines(&mut pool, GameId(1), &t42, &turns_before_play(&t42, 0, me))
                .is_empty()
        );
    }

    /// A Texas 42 hand of seed `seed` where the first seat bids 30, the
    /// others pass and the bidder names trump with `declare` (given the
    /// hint's values at that turn, and its view and turn number), every
    /// other action the first legal one; with the hint it was given.
    fn declared_42(
        seed: u64,
        declare: impl Fn(&BotDecision) -> Action,
    ) -> (GameRecord, Seat, BotDecision) {
        let start = Game::new(Rules::default(), seed).unwrap();
        let mut game = start.clone();
        let bidder = game.turn().unwrap();
        let mut actions = Vec::new();
        let mut hinted = None;
        while game.hand_number() == 0 {
            let a = match game.phase() {
                Phase::Bidding if game.turn() == Some(bidder) => "bid 30".parse().unwrap(),
                Phase::Declaring => {
                    let turn = u32::try_from(actions.len()).unwrap();
                    let hint = answer(
                        &mut BotPool::default(),
                        &CoachRequest {
                            ticket: ticket(CoachKind::Hint),
                            ask: CoachAsk::Hint {
                                view: game.view(bidder),
                                seed: decision_seed(seed, turn, COACH_SEED_SALT),
                            },
                        },
                    );
                    let CoachAnswer::Hint(hint) = hint else {
                        panic!("no hint: {hint:?}")
                    };
                    let a = declare(&hint);
                    hinted = Some(hint);
                    a
                }
                _ => game.legal_actions()[0],
            };
            game.apply(a).unwrap();
            actions.push(a);
        }
        (GameRecord::of(&start, actions), bidder, hinted.unwrap())
    }

    /// The review's trump line for `seat` in hand `hand` of `record`.
    fn trump_of(record: &GameRecord, hand: u32, seat: Seat) -> Option<TrumpLine> {
        let turns = turns_before_play(record, hand, seat);
        trump_line(&mut BotPool::default(), GameId(1), record, &turns)
    }

    #[test]
    fn the_trump_named_is_reviewed_with_the_hints_values_where_it_valued_it() {
        // The worst trump the hint weighed: reviewed, with its values.
        let (record, bidder, hint) = declared_42(6, |h| h.evaluations.last().unwrap().action);
        assert!(hint.evaluations.len() >= 2);
        let line = trump_of(&record, 0, bidder).unwrap();
        assert_eq!(line.action, hint.evaluations.last().unwrap().action);
        assert_eq!(line.evaluations, hint.evaluations);
        // Only the bidder named trump, and only in that hand.
        let other = bidder.next(4);
        assert_eq!(trump_of(&record, 0, other), None);
        assert_eq!(trump_of(&record, 1, bidder), None);
        // Follow-me, which Hard does not weigh: no line, rather than a
        // verdict without a value.
        let follow_me: Action = "trump follow-me".parse().unwrap();
        let (record, bidder, hint) = declared_42(6, |_| follow_me);
        assert!(hint.evaluations.iter().all(|w| w.action != follow_me));
        assert_eq!(trump_of(&record, 0, bidder), None);
    }

    #[test]
    fn questions_that_cannot_be_answered_are_refused_with_a_reason() {
        let game = Game::new(Rules::default(), 5).unwrap();
        let waiting = game.view(Seat::new(2).unwrap());
        let advice = CoachRequest {
            ticket: ticket(CoachKind::Advice),
            ask: CoachAsk::Advice {
                view: waiting.clone(),
                seed: 1,
            },
        };
        assert!(matches!(
            answer(&mut BotPool::default(), &advice),
            CoachAnswer::Refused(_)
        ));
        let hint = CoachRequest {
            ticket: ticket(CoachKind::Hint),
            ask: CoachAsk::Hint {
                view: waiting,
                seed: 1,
            },
        };
        assert!(matches!(
            answer(&mut BotPool::default(), &hint),
            CoachAnswer::Refused(m) if m.contains("not its turn")
        ));
        let review = CoachRequest {
            ticket: ticket(CoachKind::Review),
            ask: CoachAsk::Review {
                record: GameRecord::of(&game, Vec::new()),
                hand: 0,
                seat: Seat::FIRST,
            },
        };
        assert_eq!(
            answer(&mut BotPool::default(), &review),
            CoachAnswer::Refused("hand 1 is not over in this record".into())
        );
    }
}
