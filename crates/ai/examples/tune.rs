//! Tuning runs for the search bot: duplicate matches of a search
//! configuration (a level with some fields overridden) against a named
//! bot, the way `bones-cli arena` plays them. The quoted figures come from
//! `bones-cli arena`; this exists to try settings without rebuilding.
//!
//! ```text
//! cargo run --release -p bones-ai --example tune -- \
//!     --game texas42 --level hard --set margin=6,open=0.6 --b heuristic \
//!     --matches 100 --seed 1 --threads 2
//! ```
//!
//! `--set` keys: play_worlds, bid_worlds, bid_trumps, deep_play_worlds,
//! deep_bid_worlds, deep_nodes, nodes (0 = exact), tiebreak (0 none, -1 points, m margin),
//! tie_margin, heuristic_ties (0/1), inference_draws, margin, open,
//! overcall, over_partner, preempt, euchre_make, euchre_alone.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use bones_ai::search::Tiebreak;
use bones_ai::{bot_by_name, Bot, Level, SearchBot, SearchConfig};
use bones_engine::rng::SplitMix64;
use bones_engine::{Euchre, Event, Game, GameKind, Preset, Rules, Seat, Team, Texas42};

struct Args {
    rules: Rules,
    config: SearchConfig,
    b: String,
    matches: u64,
    seed: u64,
    threads: usize,
}

fn parse() -> Result<Args, String> {
    let mut game = GameKind::Texas42;
    let mut preset = Preset::Straight;
    let mut players = 4u8;
    let mut level = Level::Hard;
    let mut sets = String::new();
    let mut b = "heuristic".to_owned();
    let mut matches = 100;
    let mut seed = 1;
    let mut threads = 2;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).cloned().ok_or("missing value")?;
        match args[i].as_str() {
            "--game" => game = value.parse().map_err(|e| format!("{e}"))?,
            "--preset" => preset = value.parse().map_err(|e| format!("{e}"))?,
            "--players" => players = value.parse().map_err(|e| format!("{e}"))?,
            "--level" => level = value.parse().map_err(|e| format!("{e}"))?,
            "--set" => sets = value,
            "--b" => b = value,
            "--matches" => matches = value.parse().map_err(|e| format!("{e}"))?,
            "--seed" => seed = value.parse().map_err(|e| format!("{e}"))?,
            "--threads" => threads = value.parse().map_err(|e| format!("{e}"))?,
            other => return Err(format!("unknown option {other}")),
        }
        i += 2;
    }
    let rules = match game {
        GameKind::Texas42 => Rules::Texas42(Texas42::preset(preset)),
        GameKind::Euchre => Rules::Euchre(Euchre {
            players,
            ..Euchre::default()
        }),
        g => Rules::default_for(g),
    };
    let mut config = level
        .search_config()
        .ok_or("the level must be a search level")?;
    for kv in sets.split(',').filter(|s| !s.is_empty()) {
        let (k, v) = kv
            .split_once('=')
            .ok_or_else(|| format!("bad --set {kv}"))?;
        let f: f64 = v.parse().map_err(|_| format!("bad number in {kv}"))?;
        let p = &mut config.policy;
        match k {
            "play_worlds" => config.play_worlds = f as u16,
            "lead_worlds" => config.lead_worlds = f as u16,
            "lead_tiebreak" => {
                config.lead_tiebreak = match f as i64 {
                    0 => Tiebreak::None,
                    m if m < 0 => Tiebreak::Points,
                    m => Tiebreak::Margin(m as u8),
                }
            }
            "bid_worlds" => config.bid_worlds = f as u16,
            "bid_trumps" => config.bid_trumps = f as u8,
            "deep_play_worlds" => config.deep_play_worlds = f as u16,
            "deep_bid_worlds" => config.deep_bid_worlds = f as u16,
            "deep_nodes" => config.deep_nodes = f as u64,
            "nodes" => config.nodes = (f > 0.0).then_some(f as u64),
            "tiebreak" => {
                config.tiebreak = match f as i64 {
                    0 => Tiebreak::None,
                    m if m < 0 => Tiebreak::Points,
                    m => Tiebreak::Margin(m as u8),
                }
            }
            "tie_margin" => config.tie_margin = f as f32,
            "heuristic_ties" => config.heuristic_ties = f != 0.0,
            "inference_draws" => config.inference_draws = f as u8,
            "search_bids" => config.search_bids = f != 0.0,
            "search_declare" => config.search_declare = f != 0.0,
            "deep_auction" => config.deep_auction = f != 0.0,
            "bids_model" => config.model.bids = f != 0.0,
            "plays_model" => config.model.plays = f != 0.0,
            "deviation" => config.model.deviation = f,
            "partner_deviation" => config.model.partner_deviation = f,
            "margin" => p.margin = f as f32,
            "calibrate" => {
                if f == 0.0 {
                    p.calibration = None;
                }
            }
            "cal_bias" => {
                if let Some(c) = p.calibration.as_mut() {
                    c.bias = f as f32;
                }
            }
            "every_trick" => p.every_trick = f as f32,
            "declare_margin" => p.declare_margin = f as f32,
            "open" => p.open = f as f32,
            "overcall" => p.overcall = f as f32,
            "over_partner" => p.over_partner = f as f32,
            "preempt" => p.preempt = f as f32,
            "euchre_make" => p.euchre_make = f as f32,
            "euchre_alone" => p.euchre_alone = f as f32,
            _ => return Err(format!("unknown key {k}")),
        }
    }
    bot_by_name(&b).map_err(|e| e.to_string())?;
    Ok(Args {
        rules,
        config,
        b,
        matches,
        seed,
        threads,
    })
}

#[derive(Default)]
struct Totals {
    played: u64,
    wins: u64,
    hands: u64,
    contracts: [u64; 2],
    made: [u64; 2],
    score: [u64; 2],
    times: Vec<u64>,
    phases: [(u64, u64); 8],
}

fn main() {
    let args = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("tune: {e}");
            std::process::exit(2);
        }
    };
    let per_set = if args.rules.teams() == 3 { 3 } else { 2 };
    let matches = args.matches.div_ceil(per_set) * per_set;
    let next = AtomicU64::new(0);
    let totals = Mutex::new(Totals::default());
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..args.threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= matches {
                    break;
                }
                let r = play_match(&args, i, per_set);
                let mut t = totals.lock().unwrap();
                t.played += 1;
                t.wins += u64::from(r.0);
                t.hands += r.1;
                for k in 0..2 {
                    t.contracts[k] += r.2[k];
                    t.made[k] += r.3[k];
                    t.score[k] += r.4[k];
                }
                t.times.extend(r.5);
                for (k, (ns, n)) in r.6.iter().enumerate() {
                    t.phases[k].0 += ns;
                    t.phases[k].1 += n;
                }
            });
        }
    });
    let mut t = totals.into_inner().unwrap();
    t.times.sort_unstable();
    let q = |x: f64| {
        t.times
            .get(((t.times.len().max(1) - 1) as f64 * x) as usize)
            .copied()
            .unwrap_or(0) as f64
            / 1e6
    };
    let mean = t.times.iter().sum::<u64>() as f64 / t.times.len().max(1) as f64 / 1e6;
    let p = t.wins as f64 / t.played as f64;
    let half = 1.96 * (p * (1.0 - p) / t.played as f64).sqrt();
    println!(
        "win {:.3} ±{:.3} ({}/{}) hands {} | A made {}/{} ({:.2}) B made {}/{} ({:.2}) | score/hand A {:.3} B {:.3} | A ms p50 {:.2} p99 {:.1} mean {:.2} | {:.0}s",
        p,
        half,
        t.wins,
        t.played,
        t.hands,
        t.made[0],
        t.contracts[0],
        t.made[0] as f64 / t.contracts[0].max(1) as f64,
        t.made[1],
        t.contracts[1],
        t.made[1] as f64 / t.contracts[1].max(1) as f64,
        t.score[0] as f64 / t.hands.max(1) as f64,
        t.score[1] as f64 / t.hands.max(1) as f64 / if per_set == 3 { 2.0 } else { 1.0 },
        q(0.5),
        q(0.99),
        mean,
        started.elapsed().as_secs_f64()
    );
    let names = [
        "bid", "declare", "trick0", "trick1", "trick2", "trick3", "trick4", "trick5+",
    ];
    let parts: Vec<String> = t
        .phases
        .iter()
        .zip(names)
        .filter(|((_, n), _)| *n > 0)
        .map(|((ns, n), name)| format!("{name} {:.1}ms×{n}", *ns as f64 / *n as f64 / 1e6))
        .collect();
    println!("  mean by phase: {}", parts.join(", "));
}

type MatchResult = (
    bool,
    u64,
    [u64; 2],
    [u64; 2],
    [u64; 2],
    Vec<u64>,
    [(u64, u64); 8],
);

fn play_match(args: &Args, index: u64, per_set: u64) -> MatchResult {
    let set = index / per_set;
    let deal_seed = SplitMix64::new(args.seed ^ set.wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64();
    let rotation = (index % per_set) as usize;
    let rules = args.rules;
    let teams = rules.teams();
    let is_a = |s: Seat| {
        if teams == 3 {
            s.index() == rotation
        } else {
            s.team(teams).index() == rotation
        }
    };
    let mut bots: Vec<Box<dyn Bot + Send>> = Seat::all(rules.players())
        .map(|s| -> Box<dyn Bot + Send> {
            if is_a(s) {
                Box::new(SearchBot::new("tuned", args.config))
            } else {
                bot_by_name(&args.b).unwrap()
            }
        })
        .collect();
    let side = |t: Team| usize::from(t.index() != rotation);
    let mut game = Game::new(rules, deal_seed).unwrap();
    let mut choices = SplitMix64::new(deal_seed ^ 0xA5A5_5A5A_C3C3_3C3C);
    let mut r: MatchResult = (false, 0, [0; 2], [0; 2], [0; 2], Vec::new(), [(0, 0); 8]);
    while let Some(seat) = game.turn() {
        if game.winner().is_some() {
            break;
        }
        let view = game.view(seat);
        let s = choices.next_u64();
        let start = Instant::now();
        let d = bots[seat.index()].decide(&view, s);
        if is_a(seat) {
            let ns = start.elapsed().as_nanos() as u64;
            r.5.push(ns);
            let k = match view.phase {
                bones_engine::Phase::Bidding => 0,
                bones_engine::Phase::Declaring | bones_engine::Phase::Discarding => 1,
                _ => 2 + view.tricks.len().min(5),
            };
            r.6[k].0 += ns;
            r.6[k].1 += 1;
        }
        for e in game.apply(d.action).unwrap() {
            if let Event::HandOver(h) = e {
                r.1 += 1;
                for t in Team::all(teams) {
                    r.4[side(t)] += u64::from(h.score[t.index()]);
                }
                let b = side(h.contract.bidder.team(teams));
                r.2[b] += 1;
                r.3[b] += u64::from(h.made);
            }
        }
    }
    r.0 = game.winner().is_some_and(|w| side(w) == 0);
    r
}
