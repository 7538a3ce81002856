//! Bidding in Texas 42, Texas 88 and the Big Game by simulation.
//!
//! The other hands (and 88's kitty, the Big Game's spare) are dealt at
//! random from what this seat knows, the same deals for every candidate.
//! In each deal the solver gives the points this seat's side would take
//! declaring each of the hand's best trumps (taking the kitty or spare and
//! putting the weakest tiles back first). For each bid level, the make
//! probability is that of the single trump best *across all deals* at
//! that level — the bidder must name one trump without seeing the other
//! hands, so taking the best trump deal by deal would overrate every hand
//! (strategy fusion, AI.md).
//!
//! House contracts are weighed the same way when enabled and possible:
//! Nel-O and Low-No (the bidder's best doubles placement), Sevens (the
//! tricks are forced: played out by the rule of thumb's estimate), Splash
//! and Plunge (the partner names trump by its own hand and leads).
//!
//! The bid: the candidate with the best expected score among those whose
//! make probability clears the threshold for the situation (nobody has
//! bid, an opponent holds the bid, the partner holds it); a points bid as
//! high as [`BidPolicy::preempt`](super::BidPolicy) allows while
//! opponents are still to bid. A forced dealer bids the candidate with
//! the best expected score.

use bones_engine::{
    Action, Bid, Declaration, GameKind, NelloBid, Rules, Scoring, Seat, Table, Trump, View,
};

use super::choose::{self, Scored};
use super::declare::ranked_trumps;
use super::stakes::Stakes;
use super::trial::{Ask, Trial};
use super::worlds::decision_worlds;
use super::{BidPolicy, SearchBot};
use crate::heuristic::hand::{
    best_nello, best_trump, hand_value, is_laydown, sevens_chance, trump_choices,
};
use crate::knowledge::World;
use crate::solver::{Objective, Target};
use crate::Decision;

/// Nel-O is simulated only for hands the rule of thumb rates at most this
/// risky (its scale: outside tiles that could force the hand to win).
const NELLO_TRY: u32 = 8;

/// Deals played out for the Sevens estimate.
const SEVENS_DEALS: u32 = 48;

/// One bid weighed.
#[derive(Copy, Clone, Debug)]
struct Weighed {
    bid: Bid,
    /// Chance of making it.
    made: f32,
    /// Expected score difference for this side if it plays it.
    expected: f32,
}

/// The bid (or pass) for a 42, 88 or Big Game auction view.
pub(crate) fn decide(bot: &mut SearchBot, view: &View, seed: u64) -> Option<Decision> {
    let rules = view.rules;
    let bids: Vec<Bid> = view.legal_bids().collect();
    if bids.is_empty() {
        return None;
    }
    let may_pass = view.legal.contains(&Action::Pass);
    let worlds = decision_worlds(bot, view, bot.bid_worlds(&rules), seed)?;
    let weighed = weigh(bot, view, seed, &bids, &worlds);
    if weighed.is_empty() {
        return None;
    }
    let marks_game = rules.scoring() == Scoring::Marks;
    let shown = |w: &Weighed| if marks_game { w.made } else { w.expected };
    let scored: Vec<Scored> = weighed
        .iter()
        .map(|w| Scored {
            action: Action::Bid(w.bid),
            primary: w.expected,
            secondary: 0.0,
            shown: shown(w),
        })
        .collect();
    let mark = rules.mark_points();
    let action = if may_pass {
        bar_cleared(&bot.config.policy, view, &weighed)
    } else {
        // Forced: the best expected score, the cheapest bid among equals.
        choose::decide(&scored, 0.0, None, |a| match a {
            Action::Bid(b) => i32::from(b.value(mark)),
            _ => 0,
        })?
        .action
    };
    let mut evaluations = choose::evaluations(&scored, action);
    // Each bid's chance of making, the measure its bar is in, beside its
    // value (which in the points game is in points).
    for e in &mut evaluations {
        e.make_chance = weighed
            .iter()
            .find(|w| Action::Bid(w.bid) == e.action)
            .map(|w| w.made);
    }
    Some(Decision {
        action,
        evaluations,
    })
}

/// The bid of best expected score among those whose chance clears the
/// bar for this auction (raised while opponents are still to bid, as far
/// as [`BidPolicy::preempt`] allows), or a pass when none does.
fn bar_cleared(policy: &BidPolicy, view: &View, weighed: &[Weighed]) -> Action {
    let mark = view.rules.mark_points();
    let threshold = policy.bid_bar(view);
    let best = weighed
        .iter()
        .filter(|w| w.made >= threshold)
        .max_by(|a, b| {
            a.expected
                .total_cmp(&b.expected)
                .then(b.bid.value(mark).cmp(&a.bid.value(mark)))
        });
    let Some(best) = best else {
        return Action::Pass;
    };
    let mut chosen = best.bid;
    if let Bid::Points(low) = best.bid {
        if opponents_to_bid(view) {
            let floor = threshold.max(policy.preempt);
            if let Some(high) = weighed
                .iter()
                .filter(|w| matches!(w.bid, Bid::Points(b) if b > low) && w.made >= floor)
                .map(|w| w.bid)
                .max_by_key(|b| b.value(mark))
            {
                chosen = high;
            }
        }
    }
    Action::Bid(chosen)
}

/// Whether an opponent may still bid after this seat in this auction.
fn opponents_to_bid(view: &View) -> bool {
    let rules = &view.rules;
    let table = Table::for_rules(rules);
    let me = view.seat;
    let acted = |s: Seat, pass_only: bool| {
        view.auction
            .iter()
            .any(|&(q, a)| q == s && (!pass_only || a == Action::Pass))
    };
    let round_and_round = rules.kind() == GameKind::BigGame;
    Seat::all(rules.players())
        .filter(|&s| s != me && table.team(s) != table.team(me))
        .any(|s| !acted(s, round_and_round))
}

/// Every legal bid with its make chance and expected score.
fn weigh(
    bot: &mut SearchBot,
    view: &View,
    seed: u64,
    bids: &[Bid],
    worlds: &[(World, f32)],
) -> Vec<Weighed> {
    let rules = view.rules;
    let me = view.seat;
    let total_weight: f64 = worlds.iter().map(|(_, w)| f64::from(*w)).sum();
    if total_weight <= 0.0 {
        return Vec::new();
    }
    let hand_total = rules.hand_total();
    let policy = bot.config.policy;
    let marks_game = rules.scoring() == Scoring::Marks;
    let mark = rules.mark_points();
    let counts = trump_counts(bot, view, bids, worlds);
    let (by_trump, margin) = (&counts.by_trump, counts.margin);
    // The share of the deals a trump reaches `need` in, for the best trump.
    let best_share = |need: u16| -> f32 {
        by_trump
            .iter()
            .map(|reached| share(worlds, total_weight, reached, need))
            .fold(0.0, f32::max)
    };
    // Expected score of a points bid in the points game, for the best trump.
    let best_expected = |need: u16| -> f32 {
        let stakes = Stakes::Points {
            need,
            total: hand_total,
        };
        by_trump
            .iter()
            .map(|reached| {
                let mut sum = 0.0;
                for ((_, w), c) in worlds.iter().zip(reached) {
                    let points = c.unwrap_or(0).saturating_sub(margin);
                    sum += f64::from(*w) * f64::from(stakes.value(points));
                }
                (sum / total_weight) as f32
            })
            .fold(f32::MIN, f32::max)
    };

    let house = rules.texas42().copied();
    // Nel-O (and Low-No): the bidder's best placement of the doubles.
    let nello_possible = house.is_some_and(|h| h.nello.is_some() || h.low_no)
        && bids
            .iter()
            .any(|b| matches!(b, Bid::Marks(_) | Bid::LowNo | Bid::Points(_)));
    let nello = if nello_possible {
        let (mode, risk) = best_nello(rules.deck(), view.hand);
        (risk <= NELLO_TRY).then(|| {
            let trial = Trial::new(&rules, me, Bid::Marks(1), me, Declaration::Nello(mode));
            let target = Target::contract(trial.goal, rules.hand_size());
            reach_chance(bot, view, worlds, total_weight, target, |_| {
                Some(trial.clone())
            })
        })
    } else {
        None
    };
    let sevens = (house.is_some_and(|h| h.sevens)
        && bids.iter().any(|b| matches!(b, Bid::Marks(_))))
    .then(|| sevens_chance(view, SEVENS_DEALS, seed));

    let binary_expected = |bid: Bid, made: f32| -> f32 {
        let worth = if marks_game {
            f32::from(bid.marks().unwrap_or(1))
        } else {
            f32::from(bid.value(mark))
        };
        (2.0 * made - 1.0) * worth
    };
    let laydown = is_laydown_hand(view);
    let nello_any = house.is_some_and(|h| h.nello == Some(NelloBid::AnyBid));
    let mut out = Vec::with_capacity(bids.len());
    for &bid in bids {
        let (made, expected) = match bid {
            Bid::Points(n) => {
                // The chance in play with the best trump.
                let mut made = counts
                    .points_chances(&policy, &rules, worlds, total_weight, n)
                    .fold(0.0, f32::max);
                let mut expected = if marks_game {
                    binary_expected(bid, made)
                } else {
                    best_expected(u16::from(n))
                };
                if let (true, Some(p)) = (nello_any, nello) {
                    if p > made {
                        made = p;
                        expected = expected.max(binary_expected(bid, p));
                    }
                }
                (made, expected)
            }
            Bid::Marks(_) => {
                let mut made = every_trick(&policy, laydown, best_share(hand_total));
                let nello_ok = house.is_some_and(|h| h.nello.is_some());
                if let (true, Some(p)) = (nello_ok, nello) {
                    made = made.max(p);
                }
                if let Some(p) = sevens {
                    made = made.max(p);
                }
                (made, binary_expected(bid, made))
            }
            Bid::LowNo => {
                let made = nello.unwrap_or(0.0);
                (made, binary_expected(bid, made))
            }
            Bid::Splash(_) | Bid::Plunge(_) => {
                let made =
                    policy.every_trick * partner_declares(bot, view, bid, worlds, total_weight);
                (made, binary_expected(bid, made))
            }
            Bid::Make { .. } => continue,
        };
        out.push(Weighed {
            bid,
            made,
            expected,
        });
    }
    out
}

/// What the simulation of a bid gives, per trump tried: the counts the
/// bidding and the bidding advisor both read.
pub(super) struct TrumpCounts {
    /// The hand's best trumps by the rule of thumb, best first (none when
    /// no points or mark bid is among the bids).
    pub trumps: Vec<Trump>,
    /// For each of `trumps`, per world: the points this side takes (in the
    /// marks game the highest level of the bids' ladder reached), the
    /// margin added; `None` where the world made no valid position.
    pub by_trump: Vec<Vec<Option<u16>>>,
    /// For each of `trumps`, the rule of thumb's worth of the hand with it
    /// (what the calibration reads beside the simulated chance).
    pub worths: Vec<f32>,
    /// Points added to every bid before it is compared with a count (see
    /// `BidPolicy::margin`).
    pub margin: u16,
}

/// Solves every world of `worlds` declaring each of the hand's best
/// trumps, for the levels of `bids`.
pub(super) fn trump_counts(
    bot: &mut SearchBot,
    view: &View,
    bids: &[Bid],
    worlds: &[(World, f32)],
) -> TrumpCounts {
    let rules = view.rules;
    let me = view.seat;
    let budget = bot.budget(&rules);
    let hand_total = rules.hand_total();
    let (lowest, _, _) = bones_engine::score::points_ladder(&rules);
    let policy = bot.config.policy;
    let wants_trumps = bids
        .iter()
        .any(|b| matches!(b, Bid::Points(_) | Bid::Marks(_)));

    // Points this side takes with each of the hand's best trumps, per deal,
    // with the simulation's optimism taken off (see `BidPolicy::margin`).
    // In the marks game only thresholds matter: null-window searches on a
    // ladder of levels give the highest level reached (exact points are not
    // needed, and cost more).
    let margin = (policy.margin * f32::from(hand_total) / 42.0).round() as u16;
    let marks_game = rules.scoring() == Scoring::Marks;
    let mut ladder: Vec<u16> = bids
        .iter()
        .filter_map(|b| match b {
            Bid::Points(n) => Some((u16::from(*n) + margin).min(hand_total)),
            Bid::Marks(_) => Some(hand_total),
            _ => None,
        })
        .collect();
    ladder.sort_unstable();
    ladder.dedup();
    let mut by_trump: Vec<Vec<Option<u16>>> = Vec::new();
    let mut trumps: Vec<Trump> = Vec::new();
    let mut worths: Vec<f32> = Vec::new();
    if wants_trumps {
        let choices = trump_choices(&rules);
        for t in ranked_trumps(
            &rules,
            view.hand,
            &choices,
            usize::from(bot.config.bid_trumps),
        ) {
            let trial = Trial::new(&rules, me, Bid::Points(lowest), me, Declaration::Trump(t));
            let mut counts = Vec::with_capacity(worlds.len());
            for (world, _) in worlds {
                let mut solve = |ask| {
                    trial.solve(
                        &mut bot.solver,
                        &rules,
                        world,
                        view.dealer,
                        None,
                        ask,
                        budget,
                    )
                };
                let count = if marks_game {
                    highest_reached(&ladder, |level| solve(Ask::Reach(Target::points(level))))
                } else {
                    solve(Ask::Value(Objective::Points))
                };
                counts.push(count);
            }
            trumps.push(t);
            by_trump.push(counts);
            worths.push(hand_value(&rules, view.hand, t));
        }
    }
    TrumpCounts {
        trumps,
        by_trump,
        worths,
        margin,
    }
}

impl TrumpCounts {
    /// The chance in play of making a bid of `points` with each of
    /// `trumps`: the weighted share of `worlds` (of `total_weight`) in
    /// which the trump reaches the bid, the margin added, calibrated with
    /// the hand's worth with that trump (see `Calibration`). The bidding
    /// reads the best of them; the advisor shows them all.
    pub(super) fn points_chances<'a>(
        &'a self,
        policy: &'a BidPolicy,
        rules: &'a Rules,
        worlds: &'a [(World, f32)],
        total_weight: f64,
        points: u8,
    ) -> impl Iterator<Item = f32> + 'a {
        let need = (u16::from(points) + self.margin).min(rules.hand_total());
        self.by_trump
            .iter()
            .zip(&self.worths)
            .map(move |(counts, &worth)| {
                let simulated = share(worlds, total_weight, counts, need);
                calibrated(policy, rules, worth, points, simulated)
            })
    }
}

/// The share of `worlds` (by weight, of `total_weight`) in which a trump's
/// `counts` reach `need`: the simulated chance of a bid with that trump.
pub(super) fn share(
    worlds: &[(World, f32)],
    total_weight: f64,
    counts: &[Option<u16>],
    need: u16,
) -> f32 {
    let made: f64 = worlds
        .iter()
        .zip(counts)
        .filter(|(_, c)| c.is_some_and(|c| c >= need))
        .map(|((_, w), _)| f64::from(*w))
        .sum();
    (made / total_weight) as f32
}

/// Whether the rule of thumb calls the bidder's hand a laydown with its
/// best trump (top trumps enough to draw the rest, every side tile a boss):
/// there the simulation's every trick is the real one ([`every_trick`]).
pub(super) fn is_laydown_hand(view: &View) -> bool {
    let rules = view.rules;
    best_trump(&rules, view.hand, &trump_choices(&rules))
        .is_some_and(|(t, _)| is_laydown(&rules, view.hand, t))
}

/// The chance of making a bid of `points` in play with a trump, from the
/// simulated one and the rule of thumb's `worth` of the hand with that
/// trump (see `Calibration`).
pub(super) fn calibrated(
    policy: &BidPolicy,
    rules: &Rules,
    worth: f32,
    points: u8,
    simulated: f32,
) -> f32 {
    match policy.calibration.as_ref().and_then(|c| c.of(rules.kind())) {
        Some(c) => c.chance(rules, worth, points, simulated),
        None => simulated,
    }
}

/// The chance of taking every trick in play, from the simulated one.
pub(super) fn every_trick(policy: &BidPolicy, laydown: bool, simulated: f32) -> f32 {
    let share = if laydown {
        policy.laydown_every_trick
    } else {
        policy.every_trick
    };
    share * simulated
}

/// The highest of the sorted `ladder`'s levels that `reaches` says the
/// side reaches (0 when none; `None` when the world has no valid
/// position), by bisection: reaching a level means reaching every lower
/// one, so about log2(levels) null-window solves instead of one per level
/// up to the first missed. Same answers as scanning up the ladder (same
/// decisions on the benchmark's views); Hard's decisions on the 144 Texas
/// 42 views of `examples/wasm_timing.rs` took 7.7 s of CPU instead of
/// 10-13.6 s, all of it saved on the opening bids.
fn highest_reached(ladder: &[u16], mut reaches: impl FnMut(u16) -> Option<u16>) -> Option<u16> {
    // ladder[..lo] is reached, ladder[hi..] is not.
    let (mut lo, mut hi) = (0, ladder.len());
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        match reaches(ladder[mid])? {
            1 => lo = mid + 1,
            _ => hi = mid,
        }
    }
    Some(if lo == 0 { 0 } else { ladder[lo - 1] })
}

/// The weighted share of `worlds` in which the contract `trial_for` gives
/// for that world (`None`: it cannot be played there) reaches `target`.
fn reach_chance(
    bot: &mut SearchBot,
    view: &View,
    worlds: &[(World, f32)],
    total_weight: f64,
    target: Target,
    mut trial_for: impl FnMut(&World) -> Option<Trial>,
) -> f32 {
    let rules = view.rules;
    let budget = bot.budget(&rules);
    let mut made = 0.0;
    for (world, w) in worlds {
        let Some(trial) = trial_for(world) else {
            continue;
        };
        let reached = trial.solve(
            &mut bot.solver,
            &rules,
            world,
            view.dealer,
            None,
            Ask::Reach(target),
            budget,
        );
        if reached == Some(1) {
            made += f64::from(*w);
        }
    }
    (made / total_weight) as f32
}

/// Splash or Plunge: the partner names the trump its own hand is best in
/// (it cannot see the others) and leads; the chance of every trick.
fn partner_declares(
    bot: &mut SearchBot,
    view: &View,
    bid: Bid,
    worlds: &[(World, f32)],
    total_weight: f64,
) -> f32 {
    let rules = view.rules;
    let partner = Table::for_rules(&rules).opposite(view.seat);
    let choices: Vec<Trump> = trump_choices(&rules);
    let target = Target::every_trick(rules.hand_size());
    reach_chance(bot, view, worlds, total_weight, target, |world| {
        let hand = world.hands[partner.index()];
        let (trump, _) = best_trump(&rules, hand, &choices)?;
        Some(Trial::new(
            &rules,
            view.seat,
            bid,
            partner,
            Declaration::Trump(trump),
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::{calibrated, highest_reached};
    use crate::level::Level;
    use crate::search::{BidPolicy, Calibration};
    use bones_engine::score::points_ladder;
    use bones_engine::{
        Action, Bid, Deal, DealSpec, Game, GameKind, Rules, Seat, Texas42, Tile, View,
    };

    const POINTS_GAMES: [GameKind; 3] = [GameKind::Texas42, GameKind::Texas88, GameKind::BigGame];

    /// A hand the rule of thumb rates 8 points (of 42, scaled) above the
    /// lowest bid, and its calibrated chance of making `points` at a
    /// simulated chance of 0.7.
    fn chance_at(policy: &BidPolicy, rules: &Rules, points: u8) -> f32 {
        let (lowest, _, _) = points_ladder(rules);
        let scale = f32::from(rules.hand_total()) / 42.0;
        let worth = f32::from(lowest) + 8.0 * scale;
        calibrated(policy, rules, worth, points, 0.7)
    }

    /// For the same hand and simulated chance, the highest points bid is
    /// clearly less likely to be made than the lowest, in every game: the
    /// calibration reads the hand's worth against the bid made (read
    /// against the lowest bid, every level of a row would share it).
    #[test]
    fn a_higher_bid_on_the_same_simulation_is_less_likely() {
        for kind in POINTS_GAMES {
            let rules = Rules::default_for(kind);
            let (lowest, highest, _) = points_ladder(&rules);
            let low = chance_at(&BidPolicy::DEFAULT, &rules, lowest);
            let high = chance_at(&BidPolicy::DEFAULT, &rules, highest);
            assert!(
                high < low - 0.1,
                "{kind}: {high} at {highest}, {low} at {lowest}"
            );
        }
    }

    /// Each game reads its own calibration: changing 88's weights moves
    /// 88's chances and no other game's.
    #[test]
    fn each_game_reads_its_own_calibration() {
        let mut changed = BidPolicy::DEFAULT;
        changed.calibration.as_mut().unwrap().texas88 = Calibration {
            bias: -3.0,
            hand: 0.0,
            simulation: 0.0,
        };
        for kind in POINTS_GAMES {
            let rules = Rules::default_for(kind);
            let (lowest, _, _) = points_ladder(&rules);
            let before = chance_at(&BidPolicy::DEFAULT, &rules, lowest);
            let after = chance_at(&changed, &rules, lowest);
            if kind == GameKind::Texas88 {
                assert!((after - 0.047).abs() < 0.001, "{after}");
                assert!(before > 0.5, "{before}");
            } else {
                assert_eq!(before, after, "{kind}");
            }
        }
    }

    /// The opening bidder's view of a straight 42 deal where seat 0 holds
    /// `mine` (seat 3 deals).
    fn opening_with(mine: &str) -> View {
        let rules = Rules::Texas42(Texas42::straight());
        let mine: Vec<Tile> = mine
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let others: Vec<Tile> = rules.deck().tiles().filter(|t| !mine.contains(t)).collect();
        let mut hands = vec![mine];
        hands.extend(others.chunks(7).map(<[Tile]>::to_vec));
        let spec = DealSpec {
            hands,
            kitty: None,
            turn_up: None,
        };
        let deal = Deal::from_spec(&rules, &spec).unwrap();
        let game = Game::with_deals(rules, 0, Seat::new(3).unwrap(), vec![deal]).unwrap();
        game.view(Seat::new(0).unwrap())
    }

    /// A laydown (the top four sixes, the rest doubles) is bid at two
    /// marks, what it is worth; a strong hand that is no laydown is bid
    /// in points, since every trick is far likelier in the simulation than
    /// in play.
    #[test]
    fn a_laydown_opens_at_two_marks_and_a_strong_hand_in_points() {
        let laydown = opening_with("6-6 6-5 6-4 6-3 5-5 4-4 3-3");
        let strong = opening_with("6-6 6-5 6-4 6-2 5-5 4-4 1-0");
        for level in [Level::Normal, Level::Hard, Level::Expert] {
            let mut bot = level.bot();
            assert_eq!(
                bot.decide(&laydown, 1).action,
                Action::Bid(Bid::Marks(2)),
                "{level}"
            );
            let action = bot.decide(&strong, 1).action;
            assert!(
                matches!(action, Action::Bid(Bid::Points(_))),
                "{level}: {action}"
            );
        }
    }

    /// Bisection finds what scanning up the ladder to the first missed
    /// level finds, on every threshold, and asks fewer questions.
    #[test]
    fn bisection_finds_the_highest_level_reached() {
        let ladder: Vec<u16> = (30..=42).collect();
        for reachable in 0..=45u16 {
            let mut asked = 0;
            let found = highest_reached(&ladder, |level| {
                asked += 1;
                Some(u16::from(level <= reachable))
            });
            let scanned = ladder
                .iter()
                .copied()
                .take_while(|&level| level <= reachable)
                .last()
                .unwrap_or(0);
            assert_eq!(found, Some(scanned), "reachable {reachable}");
            assert!(asked <= 4, "{asked} questions for {reachable}");
        }
        assert_eq!(highest_reached(&ladder, |_| None), None);
        assert_eq!(highest_reached(&[], |_| Some(1)), Some(0));
    }

    /// A pass over bids the search weighed is explained by the bar the
    /// hint states ([`BidPolicy::pass_bar`]): every bid's chance falls
    /// short of it, for whoever holds the high bid; a bid reaches it. In
    /// the points game too, where the values are points and each bid
    /// carries its chance beside them.
    #[test]
    fn a_pass_falls_short_of_the_bar_it_states() {
        use crate::search::{BidHolder, PassBar};
        use crate::Bot;
        use bones_engine::Scoring;
        let policy = BidPolicy::DEFAULT;
        let mut bot =
            crate::search::SearchBot::new("t", Level::Hard.search_config().unwrap().minimal());
        for scoring in [Scoring::Marks, Scoring::Points] {
            let (mut passes, mut bids, mut holders) = (0, 0, Vec::new());
            let rules = Rules::Texas42(Texas42 {
                scoring,
                target: if scoring == Scoring::Marks { 7 } else { 250 },
                ..Texas42::default()
            });
            for seed in 0..24 {
                let mut game = Game::new(rules, seed).unwrap();
                while let Some(seat) = game.turn() {
                    let view = game.view(seat);
                    if view.phase != bones_engine::Phase::Bidding {
                        break;
                    }
                    let d = bot.decide(&view, seed);
                    if view.legal.contains(&Action::Pass) && !d.evaluations.is_empty() {
                        let PassBar::Chance { at_least, holder } = policy.pass_bar(&view) else {
                            panic!("42 states a chance");
                        };
                        assert_eq!(at_least, policy.bid_bar(&view));
                        holders.push(holder);
                        let chance = |e: &crate::Evaluation| {
                            let chance = e.make_chance.expect("every bid has its chance");
                            if scoring == Scoring::Marks {
                                assert_eq!(chance, e.value, "the marks game values bids by it");
                            }
                            chance
                        };
                        let best = d.evaluations.iter().map(chance).fold(0.0, f32::max);
                        if d.action == Action::Pass {
                            passes += 1;
                            assert!(best < at_least, "seed {seed}: {best} against {at_least}");
                        } else {
                            bids += 1;
                            let chosen = d.evaluations.iter().find(|e| e.action == d.action);
                            assert!(chance(chosen.unwrap()) >= at_least, "seed {seed}: {d:?}");
                        }
                    }
                    game.apply(d.action).unwrap();
                }
            }
            assert!(
                passes > 0 && bids > 0,
                "{scoring:?}: {passes} passes, {bids} bids"
            );
            for holder in [BidHolder::Nobody, BidHolder::Opponent, BidHolder::Partner] {
                assert!(
                    holders.contains(&holder),
                    "{scoring:?}: {holder:?} never held the bid"
                );
            }
        }
    }
}
