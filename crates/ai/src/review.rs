//! Hand review: once a hand is over every tile is known, so each of a
//! player's plays can be held up against the perfect-information best
//! play at that moment.
//!
//! For every trick the player played to, the position just before the
//! play (all hands as they really were) is solved for every legal play
//! with the [`Solver`]: the value of a play is what the player's side ends
//! the hand with if everyone plays perfectly from there on. The play made
//! is compared with the best one by what the hand then scores, as the bots
//! compare their own plays: a play that takes fewer points but the same
//! mark (or, in Euchre, fewer tricks but the same point) is a best play,
//! since the score cannot tell them apart. In the points game every point
//! scores. Ties are common (AI.md).
//!
//! Texas 42 and Domino Euchre solve exactly in milliseconds. Texas 88 and
//! the Big Game from their first tricks do not: with a
//! [`Budget::Nodes`] those values are estimates, and each reviewed play
//! says whether its values are exact.
//!
//! ```
//! use bones_ai::review::{review_budget, review_hand};
//! use bones_engine::{Game, GameRecord, Phase, Rules, Seat};
//!
//! // Play a seeded hand to its end with the first legal action.
//! let mut game = Game::new(Rules::default(), 3).unwrap();
//! let start = game.clone();
//! let mut actions = Vec::new();
//! while game.hand_number() == 0 {
//!     let a = game.legal_actions()[0];
//!     game.apply(a).unwrap();
//!     actions.push(a);
//! }
//! let record = GameRecord::of(&start, actions);
//! let me = Seat::FIRST;
//! let review = review_hand(&record, 0, me, review_budget(&record.rules)).unwrap();
//! assert_eq!(review.tricks.len(), 7);
//! assert_eq!(review.plays.len(), 7);
//! assert!(review.plays.iter().all(|p| p.exact && p.ours <= p.best_ours));
//! ```

use core::fmt;

use bones_engine::{
    Action, Event, Game, GameKind, GameRecord, HandResult, Phase, RecordError, Rules, Seat, Tile,
};

use crate::search::stakes::Stakes;
use crate::solver::{Budget, Objective, Position, Solver, SolverConfig, Target};

/// Node budget of each reviewed play in Texas 88 and the Big Game (their
/// opening tricks cannot be solved exactly in a phone's time; later ones
/// are exact within it).
pub const DEEP_REVIEW_NODES: u64 = 300_000;

/// The solver budget a review of `rules` uses: exact for Texas 42 and
/// Domino Euchre, [`DEEP_REVIEW_NODES`] per play for 88 and the Big Game.
#[must_use]
pub const fn review_budget(rules: &Rules) -> Budget {
    match rules.kind() {
        GameKind::Texas88 | GameKind::BigGame => Budget::Nodes(DEEP_REVIEW_NODES),
        GameKind::Texas42 | GameKind::Euchre => Budget::Unlimited,
    }
}

/// One trick of the reviewed hand, as it was played.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ReviewedTrick {
    /// 1-based number within the hand.
    pub number: u8,
    /// The plays in order (the first is the leader's).
    pub plays: Vec<(Seat, Tile)>,
    /// Who took it.
    pub winner: Seat,
    /// Points it scored.
    pub points: u8,
}

impl ReviewedTrick {
    /// The seat that led.
    #[must_use]
    pub fn leader(&self) -> Option<Seat> {
        self.plays.first().map(|&(s, _)| s)
    }
}

/// One of the player's plays against the best play.
///
/// Counts are for the player's side and for the whole hand (what it had
/// already plus what it takes from there), assuming everyone plays
/// perfectly, seeing every hand, after the play.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlayReview {
    /// The trick it was played to (1-based).
    pub trick: u8,
    /// The play made.
    pub played: Action,
    /// The side's count after the play made.
    pub ours: u16,
    /// Whether the contract is made after the play made.
    pub made: bool,
    /// The best play: the play made when it scores the hand as the best
    /// do, else the first of the best in the engine's order.
    pub best: Action,
    /// The side's count after the best play (the play made's own count
    /// when that is the best play).
    pub best_ours: u16,
    /// Whether the contract is made after the best play.
    pub best_made: bool,
    /// How many legal plays there were (1: the play was forced).
    pub choices: u8,
    /// Whether the values are exact (false: estimated where a node budget
    /// stopped the search; Texas 88 and the Big Game's first tricks).
    pub exact: bool,
}

impl PlayReview {
    /// Whether the play made was a best play.
    #[must_use]
    pub fn is_best(&self) -> bool {
        self.ours == self.best_ours && self.made == self.best_made
    }

    /// What the best play would have gained the side (0 for a best play).
    #[must_use]
    pub fn lost(&self) -> u16 {
        self.best_ours.saturating_sub(self.ours)
    }
}

/// What a play is judged by: the difference it makes to the hand's score,
/// which can be coarser than the count the solver counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Judged {
    /// Every point (or trick) scores: a points bid in the points game.
    EveryCount,
    /// Only whether the contract is made: the marks game, and contracts
    /// that must take (or lose) every trick in the points game.
    MadeOrSet,
    /// Domino Euchre's points: 3 tricks and 4 score alike, a march or a
    /// euchre more.
    EuchrePoints,
}

impl Judged {
    fn of(stakes: Stakes) -> Judged {
        match stakes {
            Stakes::Binary { .. } => Judged::MadeOrSet,
            Stakes::Points { .. } => Judged::EveryCount,
            Stakes::Euchre { .. } => Judged::EuchrePoints,
        }
    }
}

/// A reviewed hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandReview {
    /// The hand (0-based, redeals included).
    pub hand: u32,
    /// The player reviewed.
    pub seat: Seat,
    /// Whether the player's side bid (or made trump, in Euchre).
    pub bidders: bool,
    /// What the counts count, for the player's side: points, tricks, or
    /// (Nel-O bidders) tricks lost.
    pub objective: Objective,
    /// The contract's threshold, for the bidding side.
    pub target: Target,
    /// What the plays were judged by.
    pub judged: Judged,
    /// Every trick played, in order.
    pub tricks: Vec<ReviewedTrick>,
    /// Each of the player's plays, in order.
    pub plays: Vec<PlayReview>,
    /// How the hand ended.
    pub result: HandResult,
}

/// Why a hand cannot be reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// The record does not replay.
    Record(RecordError),
    /// The seat is not at this table.
    NoSuchSeat(Seat),
    /// The record ends before that hand is over.
    HandNotOver(u32),
    /// That hand was thrown in (everyone passed): there is no play.
    NoPlay(u32),
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReviewError::Record(e) => write!(f, "the game does not replay: {e}"),
            ReviewError::NoSuchSeat(s) => write!(f, "{s} is not at this table"),
            ReviewError::HandNotOver(h) => {
                write!(f, "hand {} is not over in this record", h + 1)
            }
            ReviewError::NoPlay(h) => write!(f, "hand {} was thrown in: no tile was played", h + 1),
        }
    }
}

impl std::error::Error for ReviewError {}

/// Reviews `seat`'s plays in hand `hand` of `record` (which must reach
/// that hand's end), solving each position with `budget` (see
/// [`review_budget`]).
///
/// # Errors
/// A record that does not replay, a seat not at the table, a record
/// ending before the hand is over, or a hand thrown in.
pub fn review_hand(
    record: &GameRecord,
    hand: u32,
    seat: Seat,
    budget: Budget,
) -> Result<HandReview, ReviewError> {
    if seat.get() >= record.rules.players() {
        return Err(ReviewError::NoSuchSeat(seat));
    }
    let mut game = record.start().map_err(ReviewError::Record)?;
    let mut solver = Solver::new(SolverConfig::default());
    let mut tricks: Vec<ReviewedTrick> = Vec::new();
    let mut current: Vec<(Seat, Tile)> = Vec::new();
    let mut plays: Vec<PlayReview> = Vec::new();
    let mut side: Option<Side> = None;
    for (index, &action) in record.actions.iter().enumerate() {
        let this_hand = game.hand_number() == hand;
        if this_hand && game.phase() == Phase::Playing {
            let Side {
                bidders,
                objective,
                target,
                stakes,
            } = *side.get_or_insert_with(|| Side::of(&game, seat));
            if game.turn() == Some(seat) {
                let trick = u8::try_from(tricks.len() + 1).unwrap_or(u8::MAX);
                if let Some(p) = review_play(&mut solver, &game, action, trick, budget, stakes) {
                    plays.push(p.for_side(bidders, objective, target, &game));
                }
            }
        }
        let turn = game.turn();
        let events = game.apply(action).map_err(|error| {
            ReviewError::Record(RecordError::Illegal {
                index,
                action,
                seat: turn,
                error,
            })
        })?;
        if !this_hand {
            continue;
        }
        for event in events {
            match event {
                Event::Played { seat, tile } => current.push((seat, tile)),
                Event::TrickTaken { seat, points } => tricks.push(ReviewedTrick {
                    number: u8::try_from(tricks.len() + 1).unwrap_or(u8::MAX),
                    plays: core::mem::take(&mut current),
                    winner: seat,
                    points,
                }),
                Event::HandOver(result) if result.hand == hand => {
                    let Some(side) = side else {
                        return Err(ReviewError::NoPlay(hand));
                    };
                    return Ok(HandReview {
                        hand,
                        seat,
                        bidders: side.bidders,
                        objective: side.objective,
                        target: side.target,
                        judged: side.stakes.map_or(Judged::EveryCount, Judged::of),
                        tricks,
                        plays,
                        result,
                    });
                }
                Event::ThrownIn => return Err(ReviewError::NoPlay(hand)),
                _ => {}
            }
        }
    }
    Err(ReviewError::HandNotOver(hand))
}

/// The reviewed seat's side of the hand in play.
#[derive(Copy, Clone)]
struct Side {
    /// Whether it is the bidding side.
    bidders: bool,
    /// What the solver counts (for the bidding side).
    objective: Objective,
    /// The contract's threshold.
    target: Target,
    /// How the count is scored (`None` only without a contract, which a
    /// hand in play always has).
    stakes: Option<Stakes>,
}

impl Side {
    fn of(game: &Game, seat: Seat) -> Side {
        let goal = game.goal();
        Side {
            bidders: game.table().team(seat) == goal.team(),
            objective: Objective::of_goal(goal),
            target: Target::contract(goal, game.rules().hand_size()),
            stakes: game
                .contract()
                .map(|c| Stakes::of(game.rules(), goal, c.bid)),
        }
    }
}

/// Raw values of one play, in the bidding side's terms.
struct Raw {
    trick: u8,
    played: Action,
    value: u16,
    best: Action,
    best_value: u16,
    choices: u8,
    exact: bool,
}

/// Solves every legal play of the seat to move in `game`; `None` if the
/// position cannot be built or `played` is not among the plays. `played`
/// is a best play when it scores the hand as the best play does under
/// `stakes` (without a contract, which a hand in play always has: when its
/// count is the best).
fn review_play(
    solver: &mut Solver,
    game: &Game,
    played: Action,
    trick: u8,
    budget: Budget,
    stakes: Option<Stakes>,
) -> Option<Raw> {
    let pos = Position::from_game(game).ok()?;
    let objective = Objective::of_goal(pos.goal());
    let values = solver.play_values(&pos, objective, budget);
    let value = values
        .as_slice()
        .iter()
        .find(|v| v.play.action() == played)?
        .value;
    let best_value = values.best_value()?;
    let scores_as_best = match stakes {
        Some(stakes) => stakes.same_score(value, best_value),
        None => value == best_value,
    };
    let (best, best_value) = if scores_as_best {
        (played, value)
    } else {
        (values.best()?.play.action(), best_value)
    };
    Some(Raw {
        trick,
        played,
        value,
        best,
        best_value,
        choices: u8::try_from(values.as_slice().len()).unwrap_or(u8::MAX),
        exact: values.exact,
    })
}

impl Raw {
    /// The review from the player's side: the bidders' count as it is,
    /// the other side's as what the bidders do not get.
    fn for_side(
        self,
        bidders: bool,
        objective: Objective,
        target: Target,
        game: &Game,
    ) -> PlayReview {
        let total = match objective {
            Objective::Points => game.rules().hand_total(),
            Objective::Tricks | Objective::TricksLost => u16::from(game.rules().hand_size()),
        };
        let ours = |v: u16| if bidders { v } else { total.saturating_sub(v) };
        let made = |v: u16| v >= target.at_least;
        PlayReview {
            trick: self.trick,
            played: self.played,
            ours: ours(self.value),
            made: made(self.value),
            best: self.best,
            best_ours: ours(self.best_value),
            best_made: made(self.best_value),
            choices: self.choices,
            exact: self.exact,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bones_engine::{Bid, Euchre, Scoring, Texas42, Texas88};

    /// A record of `rules` dealt from `seed` whose first hand is played
    /// with the first legal action (often a poor one, which the review
    /// should catch), up to the end of hand `hands - 1`.
    fn first_legal_record(rules: Rules, seed: u64, hands: u32) -> GameRecord {
        record_preferring(rules, seed, hands, None)
    }

    /// As [`first_legal_record`], except that every seat able to take
    /// `preferred` does (a bid or make, so that the hand is played as the
    /// test needs).
    fn record_preferring(
        rules: Rules,
        seed: u64,
        hands: u32,
        preferred: Option<Action>,
    ) -> GameRecord {
        let mut game = Game::new(rules, seed).unwrap();
        let start = game.clone();
        let mut actions = Vec::new();
        while game.hand_number() < hands && game.phase() != Phase::GameOver {
            let legal = game.legal_actions();
            let a = preferred.filter(|p| legal.contains(p)).unwrap_or(legal[0]);
            game.apply(a).unwrap();
            actions.push(a);
        }
        GameRecord::of(&start, actions)
    }

    fn straight() -> Rules {
        let mut t = Texas42::straight();
        t.early_end = false;
        Rules::Texas42(t)
    }

    #[test]
    fn a_texas_42_hand_is_replayed_trick_by_trick() {
        let record = first_legal_record(straight(), 5, 1);
        let review = review_hand(&record, 0, Seat::FIRST, Budget::Unlimited).unwrap();
        assert_eq!(review.tricks.len(), 7);
        let points: u16 = review.tricks.iter().map(|t| u16::from(t.points)).sum();
        assert_eq!(points, 42);
        assert_eq!(
            points,
            review.result.points.iter().sum::<u16>(),
            "the tricks hold the hand's points"
        );
        for pair in review.tricks.windows(2) {
            assert_eq!(pair[1].leader(), Some(pair[0].winner), "the winner leads");
        }
        assert_eq!(review.plays.len(), 7, "seat 0 played to every trick");
        assert_eq!(review.objective, Objective::Points);
    }

    #[test]
    fn each_value_is_the_solved_value_after_that_play() {
        let record = first_legal_record(straight(), 11, 1);
        let me = Seat::new(1).unwrap();
        let review = review_hand(&record, 0, me, Budget::Unlimited).unwrap();
        let mut solver = Solver::default();
        let mut game = record.start().unwrap();
        let mut reviewed = review.plays.iter();
        for &action in &record.actions {
            if game.phase() == Phase::Playing && game.turn() == Some(me) {
                let p = reviewed.next().unwrap();
                assert_eq!(p.played, action);
                let mut after = game.clone();
                after.apply(action).unwrap();
                let bidders_points = if after.phase() == Phase::Playing {
                    let pos = Position::from_game(&after).unwrap();
                    solver
                        .value(&pos, Objective::Points, Budget::Unlimited)
                        .value
                } else {
                    // The hand ended with this play: what the bidders took.
                    let team = game.goal().team();
                    after.last_hand().unwrap().points[team.index()]
                };
                let ours = if review.bidders {
                    bidders_points
                } else {
                    42 - bidders_points
                };
                assert_eq!(p.ours, ours, "trick {}", p.trick);
                assert!(p.ours <= p.best_ours);
                assert_eq!(p.is_best(), p.best == p.played);
                assert_eq!(p.made, bidders_points >= review.target.at_least);
            }
            game.apply(action).unwrap();
        }
        assert!(reviewed.next().is_none());
    }

    #[test]
    fn poor_plays_are_found_and_priced() {
        // The first legal tile is often a poor one: over a few deals some
        // play must lose points against the best play.
        let mut found = false;
        for seed in 1..=6 {
            let record = first_legal_record(straight(), seed, 1);
            for seat in Seat::all(4) {
                let review = review_hand(&record, 0, seat, Budget::Unlimited).unwrap();
                for p in &review.plays {
                    if !p.is_best() {
                        assert_ne!(p.best, p.played);
                        assert!(p.lost() > 0 || p.best_made != p.made);
                        found = true;
                    } else {
                        assert_eq!(p.lost(), 0);
                    }
                }
            }
        }
        assert!(found, "no poor play in six first-legal hands");
    }

    /// Every seat's review of hand 0 of `record`, play by play.
    fn every_play(record: &GameRecord) -> Vec<PlayReview> {
        Seat::all(record.rules.players())
            .flat_map(|seat| {
                review_hand(record, 0, seat, Budget::Unlimited)
                    .unwrap()
                    .plays
            })
            .collect()
    }

    #[test]
    fn the_marks_game_judges_a_play_by_the_mark_and_the_points_game_by_the_points() {
        // The same hands, the same plays: only the scoring differs. A play
        // that gives up points but not the mark is a best play in the
        // marks game (the score cannot tell it from the best) and a miss in
        // the points game, where every point scores.
        let mut only_points_lost = 0;
        for seed in 1..=6 {
            let marks = first_legal_record(straight(), seed, 1);
            let mut points = marks.clone();
            let Rules::Texas42(mut t) = points.rules else {
                unreachable!()
            };
            t.scoring = Scoring::Points;
            t.target = 250;
            points.rules = Rules::Texas42(t);
            let judged = |r: &GameRecord| {
                review_hand(r, 0, Seat::FIRST, Budget::Unlimited)
                    .unwrap()
                    .judged
            };
            assert_eq!(judged(&marks), Judged::MadeOrSet);
            assert_eq!(judged(&points), Judged::EveryCount);
            let (in_marks, in_points) = (every_play(&marks), every_play(&points));
            assert_eq!(in_marks.len(), in_points.len());
            for (m, p) in in_marks.iter().zip(&in_points) {
                assert_eq!((m.played, m.ours, m.made), (p.played, p.ours, p.made));
                assert_eq!(
                    m.is_best(),
                    p.made == p.best_made,
                    "marks: best exactly when the mark is the best play's ({m:?} against {p:?})"
                );
                assert_eq!(
                    p.is_best(),
                    p.ours == p.best_ours,
                    "points: best exactly when the points are"
                );
                if m.is_best() && !p.is_best() {
                    assert_eq!((m.best, m.best_ours), (m.played, m.ours));
                    only_points_lost += 1;
                }
            }
        }
        assert!(
            only_points_lost > 0,
            "some first-legal play gives up points but not the mark"
        );
    }

    #[test]
    fn a_bid_for_every_trick_is_judged_made_or_set_in_the_points_game_too() {
        let mut t = Texas42::straight();
        t.scoring = Scoring::Points;
        t.target = 250;
        // The first seat bids a mark; the others pass.
        let mark = Action::Bid(Bid::Marks(1));
        let record = record_preferring(Rules::Texas42(t), 4, 1, Some(mark));
        let review = review_hand(&record, 0, Seat::FIRST, Budget::Unlimited).unwrap();
        assert_eq!(
            review.objective,
            Objective::Tricks,
            "a mark bid takes every trick"
        );
        assert_eq!(review.judged, Judged::MadeOrSet);
    }

    #[test]
    fn domino_euchre_judges_a_play_by_the_points_its_tricks_score() {
        // The makers score 1 for 3 tricks or 4 alike, more for all 5 (a
        // march), and under 3 (a euchre) the others score 2.
        let score = |makers_tricks: u16| match makers_tricks {
            0..=2 => 0,
            3 | 4 => 1,
            _ => 2,
        };
        let mut fewer_tricks_same_point = 0;
        let mut solver = Solver::default();
        for seed in 1..=12 {
            let order = Action::Order { alone: false };
            let euchre = Rules::Euchre(Euchre::default());
            // The first seat able to order up does: the hand is played.
            let record = record_preferring(euchre, seed, 1, Some(order));
            for seat in Seat::all(4) {
                let Ok(review) = review_hand(&record, 0, seat, Budget::Unlimited) else {
                    continue;
                };
                assert_eq!(review.judged, Judged::EuchrePoints);
                let mut reviewed = review.plays.iter();
                let mut game = record.start().unwrap();
                for &action in &record.actions {
                    if game.hand_number() > 0 {
                        break;
                    }
                    if game.phase() == Phase::Playing && game.turn() == Some(seat) {
                        let p = reviewed.next().unwrap();
                        // The makers' tricks after each play, solved here.
                        let pos = Position::from_game(&game).unwrap();
                        let values = solver.play_values(&pos, Objective::Tricks, Budget::Unlimited);
                        let of = |a: Action| {
                            values
                                .as_slice()
                                .iter()
                                .find(|v| v.play.action() == a)
                                .unwrap()
                                .value
                        };
                        let (made, best) = (of(action), values.best_value().unwrap());
                        assert_eq!(p.is_best(), score(made) == score(best), "{p:?}");
                        assert_eq!(p.is_best(), p.best == p.played);
                        if p.is_best() && made != best {
                            fewer_tricks_same_point += 1;
                        }
                    }
                    game.apply(action).unwrap();
                }
                assert!(reviewed.next().is_none());
            }
        }
        assert!(
            fewer_tricks_same_point > 0,
            "some first-legal play takes fewer tricks for the same point"
        );
    }

    #[test]
    fn a_later_hand_is_reviewed_and_deep_games_say_when_they_estimate() {
        let record = first_legal_record(straight(), 7, 2);
        let review = review_hand(&record, 1, Seat::FIRST, Budget::Unlimited).unwrap();
        assert_eq!(review.hand, 1);
        assert_eq!(review.result.hand, 1);

        let t88 = Texas88 {
            early_end: false,
            ..Texas88::default()
        };
        let record = first_legal_record(Rules::Texas88(t88), 3, 1);
        let review = review_hand(&record, 0, Seat::FIRST, review_budget(&record.rules)).unwrap();
        assert_eq!(review.tricks.len(), 9);
        assert_eq!(review.plays.len(), 9);
        assert!(
            review.plays.last().unwrap().exact,
            "the last trick is always exact"
        );
        for p in &review.plays {
            assert!(p.ours <= p.best_ours || !p.exact);
        }
    }

    #[test]
    fn bad_requests_are_refused_with_a_reason() {
        let record = first_legal_record(straight(), 5, 1);
        let err = review_hand(&record, 3, Seat::FIRST, Budget::Unlimited).unwrap_err();
        assert_eq!(err, ReviewError::HandNotOver(3));
        assert_eq!(err.to_string(), "hand 4 is not over in this record");
        let five = Seat::new(5).unwrap();
        assert_eq!(
            review_hand(&record, 0, five, Budget::Unlimited).unwrap_err(),
            ReviewError::NoSuchSeat(five)
        );
        let mut bad = record.clone();
        bad.actions.insert(0, "6-5".parse().unwrap());
        assert!(matches!(
            review_hand(&bad, 0, Seat::FIRST, Budget::Unlimited),
            Err(ReviewError::Record(_))
        ));
    }
}
