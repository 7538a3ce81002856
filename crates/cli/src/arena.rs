//! `bones-cli arena`: two bots play whole matches against each other on
//! duplicate deals, and the command reports who is stronger and by how
//! much.
//!
//! Duplicate: a match's deals depend only on its seed (the engine deals
//! hand `k` from the game seed and `k`, whatever happened before), so each
//! deal sequence is played once with side A in the even seats and once in
//! the odd seats; luck of the deal cancels out. In three-handed Domino
//! Euchre (each for themselves) A takes one seat and two instances of B
//! the others, and A sits in each of the three seats on the same deals.
//!
//! Matches run on `--threads` threads; every match has its own seed, so
//! the results are the same whatever the thread count. Decision times are
//! measured here around each `decide` call (the AI crate has no clock).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use bones_ai::{bot_by_name, Bot};
use bones_engine::rng::SplitMix64;
use bones_engine::{Event, Game, GameKind, Preset, Rules, Scoring, Seat, Team};
use serde::Serialize;

use crate::args::{Command, Opt, Parsed, Spec};
use crate::choice::{self, MAX_ACTIONS_PER_GAME};
use crate::console;
use crate::failure::Failure;

/// `arena`: its command line and its runner.
pub static COMMAND: Command = Command {
    run,
    spec: Spec {
        name: "arena",
        about: "Play bot A against bot B on duplicate deals and report A's match win rate.",
        positionals: &[],
        options: &[
            choice::GAME,
            choice::PRESET,
            choice::PLAYERS,
            Opt {
                long: "a",
                value: Some("BOT"),
                required: true,
                help: "side A's bot (random, heuristic, easy, normal, hard, expert)",
            },
            Opt {
                long: "b",
                value: Some("BOT"),
                required: true,
                help: "side B's bot",
            },
            Opt {
                long: "matches",
                value: Some("N"),
                required: true,
                help: "matches to play, rounded up to whole duplicate sets",
            },
            Opt {
                long: "seed",
                value: Some("SEED"),
                required: true,
                help: "seed of the deals and the bots' choices",
            },
            Opt {
                long: "threads",
                value: Some("T"),
                required: false,
                help: "worker threads (default: the machine's cores); results do not depend on it",
            },
            Opt {
                long: "json",
                value: None,
                required: false,
                help: "print the results as one JSON object",
            },
        ],
        details: "\
A match is one game played to the game's own target (7 marks in Texas 42,
500 points in Texas 88, 400 in the Big Game, 5 in Domino Euchre).

Duplicate deals: each deal sequence is played twice, side A in the even
seats (0, 2, ...) and then in the odd seats, so --matches is rounded up
to an even number. Three-player Domino Euchre is each for themselves: A
plays one seat and B the other two; A sits in seat 0, 1 and 2 on the same
deals, so --matches is rounded up to a multiple of 3; A's win rate is
then compared with 1/3 and also reported per seat.

Reported: A's match win rate with a 95% Wilson interval; matches and
hands played; marks (or points) per hand for each side (B's per seat in
three-player Euchre); how often each side made the contracts it won;
decision time p50/p99 per side (wall clock around each decision: build
with --release before measuring). With --json the output is one JSON
object: win_rate, ci95 [lo, hi], matches, hands, score_per_hand,
bid_made_rate, decision_ms, by_seat.

Example:
  bones-cli arena --game texas42 --a heuristic --b random --matches 500 --seed 1
",
    },
};

/// One side's figures.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
struct SideFigures {
    /// Marks or points scored per hand played (B: per seat in 3-player
    /// Euchre).
    score_per_hand: f64,
    /// Contracts this side won at auction.
    contracts: u64,
    /// Of those, how many it made.
    made: u64,
    /// `made / contracts` (0 when it won none).
    bid_made_rate: f64,
    /// Decision time, 50th percentile, milliseconds.
    decision_ms_p50: f64,
    /// Decision time, 99th percentile, milliseconds.
    decision_ms_p99: f64,
    /// Decisions timed.
    decisions: u64,
}

/// What an arena run found.
#[derive(Clone, Debug, PartialEq, Serialize)]
struct Report {
    game: GameKind,
    preset: Option<Preset>,
    players: u8,
    a: String,
    b: String,
    seed: u64,
    threads: usize,
    /// Matches played.
    matches: u64,
    /// Matches A won.
    wins_a: u64,
    /// `wins_a / matches`.
    win_rate: f64,
    /// 95% Wilson interval of the win rate.
    ci95: [f64; 2],
    /// A's win rate if the bots were equal (1/2, or 1/3 three-handed).
    even_rate: f64,
    /// Hands played and scored.
    hands: u64,
    /// "marks" or "points".
    score_unit: &'static str,
    /// Side A.
    side_a: SideFigures,
    /// Side B.
    side_b: SideFigures,
    /// A's win rate by the seat (three-player Euchre) or side (others) it
    /// played.
    by_seat: Vec<f64>,
}

/// One match's result (no timings: those are collected apart).
#[derive(Clone, Debug, Default)]
struct MatchResult {
    a_won: bool,
    /// Which seat (3-player) or team A played.
    rotation: usize,
    hands: u64,
    score: [u64; 2],
    contracts: [u64; 2],
    made: [u64; 2],
}

fn run(args: &Parsed) -> Result<(), Failure> {
    let choice = choice::read(args)?;
    let a: String = args.required("a")?;
    let b: String = args.required("b")?;
    let matches: u64 = args.required("matches")?;
    let seed: u64 = args.required("seed")?;
    let threads: Option<usize> = args.get("threads")?;
    for name in [&a, &b] {
        bot_by_name(name).map_err(|e| args.usage(e.to_string()))?;
    }
    if matches == 0 {
        return Err(args.usage("--matches: play at least 1 match"));
    }
    if threads == Some(0) {
        return Err(args.usage("--threads: at least 1"));
    }
    let threads = threads.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let report = arena(choice.rules, choice.preset, &a, &b, matches, seed, threads)?;
    if args.flag("json") {
        let json = serde_json::to_string(&report)
            .map_err(|e| Failure::Internal(format!("cannot encode the report: {e}")))?;
        console::print(&json)
    } else {
        console::print(&report.to_text())
    }
}

/// Matches per duplicate set: 2 (A on each side), or 3 (A in each seat of
/// three-handed Euchre).
fn set_size(rules: &Rules) -> u64 {
    if rules.teams() == 3 {
        3
    } else {
        2
    }
}

/// Plays the matches and sums them up.
fn arena(
    rules: Rules,
    preset: Option<Preset>,
    a: &str,
    b: &str,
    matches: u64,
    seed: u64,
    threads: usize,
) -> Result<Report, Failure> {
    let per_set = set_size(&rules);
    let matches = matches.div_ceil(per_set) * per_set;
    let next = AtomicU64::new(0);
    let results: Mutex<Vec<(u64, MatchResult)>> = Mutex::new(Vec::new());
    let times: Mutex<[Vec<u64>; 2]> = Mutex::new([Vec::new(), Vec::new()]);
    let failure: Mutex<Option<Failure>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..threads.min(matches as usize).max(1) {
            scope.spawn(|| {
                let mut mine = Vec::new();
                let mut my_times = [Vec::new(), Vec::new()];
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= matches || failure.lock().is_ok_and(|f| f.is_some()) {
                        break;
                    }
                    match play_match(rules, a, b, seed, i, per_set, &mut my_times) {
                        Ok(r) => mine.push((i, r)),
                        Err(f) => {
                            if let Ok(mut slot) = failure.lock() {
                                slot.get_or_insert(f);
                            }
                            break;
                        }
                    }
                }
                if let Ok(mut all) = results.lock() {
                    all.extend(mine);
                }
                if let Ok(mut t) = times.lock() {
                    for (all, mine) in t.iter_mut().zip(my_times) {
                        all.extend(mine);
                    }
                }
            });
        }
    });
    if let Some(f) = failure.into_inner().ok().flatten() {
        return Err(f);
    }
    let mut results = results
        .into_inner()
        .map_err(|_| Failure::Internal("a worker thread failed".into()))?;
    results.sort_by_key(|(i, _)| *i);
    let mut times = times
        .into_inner()
        .map_err(|_| Failure::Internal("a worker thread failed".into()))?;
    Ok(summarise(
        rules, preset, a, b, seed, threads, &results, &mut times,
    ))
}

/// The deal seed of duplicate set `set`.
fn set_seed(seed: u64, set: u64) -> u64 {
    SplitMix64::new(seed ^ set.wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64()
}

/// Plays match `index`: duplicate set `index / per_set`, with A in
/// rotation `index % per_set`.
fn play_match(
    rules: Rules,
    a: &str,
    b: &str,
    seed: u64,
    index: u64,
    per_set: u64,
    times: &mut [Vec<u64>; 2],
) -> Result<MatchResult, Failure> {
    let deal_seed = set_seed(seed, index / per_set);
    let rotation = (index % per_set) as usize;
    let players = rules.players();
    let teams = rules.teams();
    // Which seats are A's.
    let is_a = |s: Seat| -> bool {
        if teams == 3 {
            s.index() == rotation
        } else {
            s.team(teams).index() == rotation
        }
    };
    let mut bots: Vec<Box<dyn Bot + Send>> = Vec::with_capacity(usize::from(players));
    for s in Seat::all(players) {
        let name = if is_a(s) { a } else { b };
        bots.push(bot_by_name(name).map_err(|e| Failure::Internal(e.to_string()))?);
    }
    // 0 for A's side, 1 for B's (A's team is numbered by its rotation).
    let side = |t: Team| -> usize { usize::from(t.index() != rotation) };
    let mut game = Game::new(rules, deal_seed)
        .map_err(|e| Failure::Internal(format!("match {index}: {e}")))?;
    // The same decision seeds in every match of a set: equal bots then
    // mirror each other exactly, and only the seating differs.
    let mut choices = SplitMix64::new(deal_seed ^ 0xA5A5_5A5A_C3C3_3C3C);
    let mut result = MatchResult {
        rotation,
        ..MatchResult::default()
    };
    for _ in 0..MAX_ACTIONS_PER_GAME {
        if let Some(winner) = game.winner() {
            result.a_won = side(winner) == 0;
            return Ok(result);
        }
        let Some(seat) = game.turn() else {
            break;
        };
        let view = game.view(seat);
        let bot = &mut bots[seat.index()];
        let decision_seed = choices.next_u64();
        let start = Instant::now();
        let decision = bot.decide(&view, decision_seed);
        let nanos = start.elapsed().as_nanos().min(u128::from(u64::MAX)) as u64;
        times[usize::from(!is_a(seat))].push(nanos);
        let events = game.apply(decision.action).map_err(|e| {
            Failure::Internal(format!(
                "match {index}: bot {} chose \"{}\", which the engine refused: {e}",
                bot.name(),
                decision.action
            ))
        })?;
        for event in events {
            if let Event::HandOver(h) = event {
                result.hands += 1;
                for t in Team::all(teams) {
                    result.score[side(t)] += u64::from(h.score[t.index()]);
                }
                let bidder = side(h.contract.bidder.team(teams));
                result.contracts[bidder] += 1;
                result.made[bidder] += u64::from(h.made);
            }
        }
    }
    Err(Failure::Internal(format!(
        "match {index} (deal seed {deal_seed}) did not end"
    )))
}

/// The `q` quantile of `sorted` nanoseconds, in milliseconds.
fn quantile_ms(sorted: &[u64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i.min(sorted.len() - 1)] as f64 / 1e6
}

/// The 95% Wilson score interval of `wins` out of `n`.
fn wilson(wins: u64, n: u64) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    let z = 1.959_964;
    let n = n as f64;
    let p = wins as f64 / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

#[allow(clippy::too_many_arguments)]
fn summarise(
    rules: Rules,
    preset: Option<Preset>,
    a: &str,
    b: &str,
    seed: u64,
    threads: usize,
    results: &[(u64, MatchResult)],
    times: &mut [Vec<u64>; 2],
) -> Report {
    let matches = results.len() as u64;
    let wins_a = results.iter().filter(|(_, r)| r.a_won).count() as u64;
    let hands: u64 = results.iter().map(|(_, r)| r.hands).sum();
    let per_set = set_size(&rules) as usize;
    let b_seats = if rules.teams() == 3 { 2.0 } else { 1.0 };
    let mut sides = [SideFigures::default(), SideFigures::default()];
    for (i, side) in sides.iter_mut().enumerate() {
        let score: u64 = results.iter().map(|(_, r)| r.score[i]).sum();
        let per = if i == 1 { b_seats } else { 1.0 };
        side.score_per_hand = if hands > 0 {
            score as f64 / hands as f64 / per
        } else {
            0.0
        };
        side.contracts = results.iter().map(|(_, r)| r.contracts[i]).sum();
        side.made = results.iter().map(|(_, r)| r.made[i]).sum();
        side.bid_made_rate = if side.contracts > 0 {
            side.made as f64 / side.contracts as f64
        } else {
            0.0
        };
        let t = &mut times[i];
        t.sort_unstable();
        side.decision_ms_p50 = quantile_ms(t, 0.5);
        side.decision_ms_p99 = quantile_ms(t, 0.99);
        side.decisions = t.len() as u64;
    }
    let by_seat = (0..per_set)
        .map(|rot| {
            let played = results.iter().filter(|(_, r)| r.rotation == rot).count();
            let won = results
                .iter()
                .filter(|(_, r)| r.rotation == rot && r.a_won)
                .count();
            if played > 0 {
                won as f64 / played as f64
            } else {
                0.0
            }
        })
        .collect();
    let [side_a, side_b] = sides;
    Report {
        game: rules.kind(),
        preset: match rules {
            Rules::Texas42(_) => Some(preset.unwrap_or(Preset::Straight)),
            _ => None,
        },
        players: rules.players(),
        a: a.to_owned(),
        b: b.to_owned(),
        seed,
        threads,
        matches,
        wins_a,
        win_rate: if matches > 0 {
            wins_a as f64 / matches as f64
        } else {
            0.0
        },
        ci95: wilson(wins_a, matches),
        even_rate: 1.0 / per_set as f64,
        hands,
        score_unit: match rules.scoring() {
            Scoring::Marks => "marks",
            Scoring::Points => "points",
        },
        side_a,
        side_b,
        by_seat,
    }
}

impl Report {
    fn to_text(&self) -> String {
        let pct = |x: f64| format!("{:.1}%", 100.0 * x);
        let game = match self.preset {
            Some(p) => format!("{} ({})", self.game.name(), p.name()),
            None if self.game == GameKind::Euchre => {
                format!("{} ({} players)", self.game.name(), self.players)
            }
            None => self.game.name().to_owned(),
        };
        let mut s = format!(
            "{game}: A = {} vs B = {}, seed {}, {} threads\n",
            self.a, self.b, self.seed, self.threads
        );
        s.push_str(&format!(
            "A won {} of {} matches: {} (95% CI {} to {}; equal bots: {})\n",
            self.wins_a,
            self.matches,
            pct(self.win_rate),
            pct(self.ci95[0]),
            pct(self.ci95[1]),
            pct(self.even_rate)
        ));
        let label = if self.players == 3 {
            "A by seat"
        } else {
            "A by side (even seats, odd seats)"
        };
        let seats: Vec<String> = self.by_seat.iter().map(|&x| pct(x)).collect();
        s.push_str(&format!("{label}: {}\n", seats.join(", ")));
        s.push_str(&format!("hands played: {}\n", self.hands));
        let b_note = if self.players == 3 {
            " (per B seat)"
        } else {
            ""
        };
        s.push_str(&format!(
            "{} per hand: A {:.3}, B {:.3}{b_note}\n",
            self.score_unit, self.side_a.score_per_hand, self.side_b.score_per_hand
        ));
        for (name, side) in [("A", &self.side_a), ("B", &self.side_b)] {
            s.push_str(&format!(
                "{name}: made {} of {} contracts won ({}); decision time p50 {:.3} ms, p99 {:.3} ms over {} decisions\n",
                side.made,
                side.contracts,
                pct(side.bid_made_rate),
                side.decision_ms_p50,
                side.decision_ms_p99,
                side.decisions
            ));
        }
        s.trim_end().to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_known_values() {
        // 50 of 100: 0.404 to 0.596.
        let [lo, hi] = wilson(50, 100);
        assert!(
            (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
            "{lo} {hi}"
        );
        let [lo, hi] = wilson(0, 10);
        assert!(lo == 0.0 && (hi - 0.2775).abs() < 1e-3, "{hi}");
    }

    #[test]
    fn results_do_not_depend_on_the_thread_count() {
        let rules = Rules::default_for(GameKind::Euchre);
        let one = arena(rules, None, "heuristic", "random", 6, 9, 1).unwrap();
        let three = arena(rules, None, "heuristic", "random", 6, 9, 3).unwrap();
        assert_eq!(one.wins_a, three.wins_a);
        assert_eq!(one.hands, three.hands);
        assert_eq!(one.side_a.made, three.side_a.made);
        assert_eq!(one.side_b.contracts, three.side_b.contracts);
        assert_eq!(one.matches, 6);
    }

    #[test]
    fn duplicate_sets_replay_the_same_deals_with_sides_swapped() {
        let rules = Rules::default_for(GameKind::Texas42);
        let mut times = [Vec::new(), Vec::new()];
        // Equal bots on the same deals: side A in rotation 0 and B in
        // rotation 1 are the same seats with the same bots, so the results
        // mirror each other exactly.
        let r0 = play_match(rules, "heuristic", "heuristic", 4, 0, 2, &mut times).unwrap();
        let r1 = play_match(rules, "heuristic", "heuristic", 4, 1, 2, &mut times).unwrap();
        assert_eq!(r0.hands, r1.hands);
        assert_eq!(r0.score, [r1.score[1], r1.score[0]]);
        assert_eq!(r0.a_won, !r1.a_won);
    }

    #[test]
    fn three_handed_euchre_rotates_a_through_every_seat() {
        let rules = choice::rules(GameKind::Euchre, None, Some(3)).unwrap();
        let r = arena(rules, None, "random", "random", 4, 2, 2).unwrap();
        assert_eq!(r.matches, 6);
        assert_eq!(r.by_seat.len(), 3);
        assert!((r.even_rate - 1.0 / 3.0).abs() < 1e-9);
    }
}
