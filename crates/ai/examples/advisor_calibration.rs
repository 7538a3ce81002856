//! Is the bidding advisor's chance the chance seen in play? Plays the
//! first hand of many seeded games (Hard on one side, the rule of thumb on
//! the other, the sides swapped on odd seeds) and, for every contract won
//! by a points or mark bid, asks the advisor at the winning bidder's last
//! bidding turn (its own view, as a player would see it) for that bid's
//! chance, with the best trump and with the trump then named; then plays
//! the hand out and counts how often the contract was made, per band of
//! the advisor's chance.
//!
//! ```text
//! cargo run --release -p bones-ai --example advisor_calibration -- \
//!     --game texas88 --hands 400 --seed 1 --threads 2 [--rows FILE]
//! ```
//!
//! With `--forced`, the auction is not the bots': the first seat to bid
//! opens at a points bid drawn by the seed from every one it may make and
//! the others pass, so the contracts cover every level evenly (the bots
//! themselves rarely bid above 34, where the advisor still gives odds:
//! its table's upper rows, and the review's "even odds up to 40"). The
//! report then also gives the share made per bid.
//!
//! It also fits the weights of `bones_ai::search::Calibration` to the
//! points bids, each read with the trump named: its worth and its own
//! simulated share, as the bot pairs them (the levels' `Calibrations` are
//! such fits), and `--rows` writes what the fit reads, a line per points
//! bid, as CSV.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use bones_ai::heuristic::hand::hand_value;
use bones_ai::search::{bid_advice, Calibration};
use bones_ai::{bot_by_name, Bot, Level, SearchConfig};
use bones_engine::{
    Action, Bid, Declaration, Event, Game, GameKind, Phase, Rules, Seat, Trump, View,
};

/// One contract: who bid it, what the advisor said, whether it was made.
struct Sample {
    hard_declared: bool,
    best: f32,
    named: Option<f32>,
    made: bool,
    /// For a points bid, what the calibration reads for the trump named
    /// (when the advisor tried it): the hand's worth with that trump by
    /// the rule of thumb above the bid plus 4, in steps of 5 (of 42,
    /// scaled), and that trump's simulated chance before calibration.
    features: Option<(f32, f32)>,
    /// The points bid, if the contract was one.
    points: Option<u8>,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let given = |name: &str| -> Option<&String> {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
    };
    let opt = |name: &str, default: &str| -> String {
        given(name).map_or_else(|| default.to_owned(), Clone::clone)
    };
    let game: GameKind = opt("--game", "texas42").parse().expect("--game");
    let hands: u64 = opt("--hands", "200").parse().expect("--hands");
    let first: u64 = opt("--seed", "1").parse().expect("--seed");
    let threads: usize = opt("--threads", "2").parse().expect("--threads");
    let forced = args.iter().any(|a| a == "--forced");
    let rules = Rules::default_for(game);
    let config = Level::Hard.search_config().expect("Hard searches");

    let next = AtomicU64::new(0);
    let samples = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= hands {
                    break;
                }
                if let Some(s) = one_hand(rules, first + i, &config, forced) {
                    samples.lock().unwrap().push(s);
                }
            });
        }
    });
    let samples = samples.into_inner().unwrap();
    if let Some(path) = given("--rows") {
        let lines: String = samples
            .iter()
            .filter_map(|s| {
                let (h, raw) = s.features?;
                Some(format!(
                    "{},{h},{raw},{},{}\n",
                    u8::from(s.hard_declared),
                    s.best,
                    u8::from(s.made)
                ))
            })
            .collect();
        std::fs::write(path, format!("hard,hand,simulated,chance,made\n{lines}")).expect("--rows");
    }
    println!(
        "{} {} hands from seed {first}: {} contracts won by a points or mark bid",
        rules.kind(),
        hands,
        samples.len()
    );
    for (label, keep) in [
        ("every declarer", None),
        ("Hard declaring", Some(true)),
        ("rule of thumb declaring", Some(false)),
    ] {
        let chosen: Vec<&Sample> = samples
            .iter()
            .filter(|s| keep.is_none_or(|k| s.hard_declared == k))
            .collect();
        report(
            &format!("{label}, best trump"),
            chosen.iter().map(|s| (s.best, s.made)),
        );
        report(
            &format!("{label}, the trump named"),
            chosen.iter().filter_map(|s| s.named.map(|n| (n, s.made))),
        );
        let rows: Vec<(f32, f32, bool)> = chosen
            .iter()
            .filter_map(|s| s.features.map(|(h, raw)| (h, raw, s.made)))
            .collect();
        fit(label, &rows);
    }
    if forced {
        println!(
            "\nper points bid (every declarer, the trump named): contracts, mean chance, made"
        );
        let mut bids: Vec<u8> = samples.iter().filter_map(|s| s.points).collect();
        bids.sort_unstable();
        bids.dedup();
        for bid in bids {
            let at: Vec<(f32, bool)> = samples
                .iter()
                .filter(|s| s.points == Some(bid))
                .filter_map(|s| s.named.map(|n| (n, s.made)))
                .collect();
            let n = at.len() as f64;
            let chance = at.iter().map(|(p, _)| f64::from(*p)).sum::<f64>() / n;
            let made = at.iter().filter(|(_, m)| *m).count() as f64 / n;
            println!("  {bid:>3}  {:>5}  {chance:.3}  {made:.3}", at.len());
        }
    }
}

/// Plays seed's first hand; `None` when it was thrown in or won by a
/// contract the advisor does not price. `forced`: the first bidder opens
/// at a points bid the seed draws, and everyone else passes.
fn one_hand(rules: Rules, seed: u64, config: &SearchConfig, forced: bool) -> Option<Sample> {
    let mut game = Game::new(rules, seed).ok()?;
    let hard_team = usize::from(seed % 2 == 1);
    let mut bots: Vec<Box<dyn Bot + Send>> = Seat::all(rules.players())
        .map(|s| {
            let name = if s.team(rules.teams()).index() == hard_team {
                "hard"
            } else {
                "heuristic"
            };
            bot_by_name(name).expect("a bot")
        })
        .collect();
    // Each seat's view at its last bidding turn.
    let mut last_bid_view: Vec<Option<View>> = vec![None; usize::from(rules.players())];
    let mut named = None;
    let mut advice = None;
    for step in 0u64.. {
        let seat = game.turn()?;
        let view = game.view(seat);
        let action = match (forced, game.phase()) {
            (true, Phase::Bidding) => forced_bid(&view, seed),
            _ => {
                bots[seat.index()]
                    .decide(&view, seed.wrapping_mul(1000).wrapping_add(step))
                    .action
            }
        };
        if game.phase() == Phase::Bidding {
            last_bid_view[seat.index()] = Some(view.clone());
        }
        if let Action::Declare(Declaration::Trump(t)) = action {
            named = Some(t);
        }
        let events = game.apply(action).ok()?;
        for event in events {
            match event {
                Event::ThrownIn => return None,
                Event::Won { contract }
                    if matches!(contract.bid, Bid::Points(_) | Bid::Marks(_)) =>
                {
                    let (seat, bid) = (contract.bidder, contract.bid);
                    let view = last_bid_view[seat.index()].as_ref()?;
                    advice = Some((seat, priced(view, config, seed, bid)?));
                }
                Event::HandOver(result) => {
                    let (seat, priced) = advice?;
                    let named = named.and_then(|t| priced.trumps.iter().position(|&x| x == t));
                    return Some(Sample {
                        hard_declared: seat.team(rules.teams()).index() == hard_team,
                        best: priced.chances.iter().copied().fold(0.0, f32::max),
                        named: named.map(|i| priced.chances[i]),
                        made: result.made,
                        features: named.and_then(|i| priced.features[i]),
                        points: match result.contract.bid {
                            Bid::Points(n) => Some(n),
                            _ => None,
                        },
                    });
                }
                _ => {}
            }
        }
    }
    None
}

/// `--forced`'s auction: the first bid a points bid the seed draws among
/// those legal, then passes.
fn forced_bid(view: &View, seed: u64) -> Action {
    let opened = view
        .auction
        .iter()
        .any(|(_, a)| matches!(a, Action::Bid(_)));
    let points: Vec<Action> = view
        .legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Bid(Bid::Points(_))))
        .collect();
    if opened || points.is_empty() {
        return Action::Pass;
    }
    let draw = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40;
    points[usize::try_from(draw % points.len() as u64).unwrap_or(0)]
}

/// The advisor's price of `bid` per trump tried: one simulation, read
/// before calibration and then through it, so the fit sees each trump's
/// own simulated share beside that trump's worth.
struct Priced {
    trumps: Vec<Trump>,
    /// The advisor's chance per trump, as a player is shown it.
    chances: Vec<f32>,
    /// Per trump, for a points bid: `Calibration::hand_steps` of the
    /// hand's worth with that trump, and its simulated share.
    features: Vec<Option<(f32, f32)>>,
}

/// Prices `bid` at `view` by `config`'s simulation and calibration (none:
/// the simulated share as it is).
fn priced(view: &View, config: &SearchConfig, seed: u64, bid: Bid) -> Option<Priced> {
    let rules = view.rules;
    let calibration = config
        .policy
        .calibration
        .and_then(|c| c.of(rules.kind()).copied());
    let mut raw = *config;
    raw.policy.calibration = None;
    let table = bid_advice(view, &raw, seed)?;
    let row = table.rows.iter().find(|r| r.bid == bid)?;
    let mut chances = Vec::with_capacity(table.trumps.len());
    let mut features = Vec::with_capacity(table.trumps.len());
    for (&trump, &simulated) in table.trumps.iter().zip(&row.chances) {
        let worth = hand_value(&rules, view.hand, trump);
        match bid {
            Bid::Points(n) => {
                chances
                    .push(calibration.map_or(simulated, |c| c.chance(&rules, worth, n, simulated)));
                features.push(Some((Calibration::hand_steps(&rules, worth, n), simulated)));
            }
            // A mark bid's chance is not calibrated (`every_trick` scales it).
            _ => {
                chances.push(simulated);
                features.push(None);
            }
        }
    }
    Some(Priced {
        trumps: table.trumps,
        chances,
        features,
    })
}

/// Fits `logit p = bias + hand × h + simulation × (s − 0.7)` to the
/// contracts by maximum likelihood (Newton's method) and prints the
/// weights with their standard errors.
#[allow(clippy::needless_range_loop)]
fn fit(label: &str, rows: &[(f32, f32, bool)]) {
    if rows.len() < 20 {
        return;
    }
    let xs: Vec<[f64; 3]> = rows
        .iter()
        .map(|&(h, s, _)| [1.0, f64::from(h), f64::from(s) - 0.7])
        .collect();
    let ys: Vec<f64> = rows.iter().map(|r| f64::from(u8::from(r.2))).collect();
    let mut w = [0.0f64; 3];
    let mut covariance = [[0.0f64; 3]; 3];
    for _ in 0..50 {
        let mut gradient = [0.0f64; 3];
        let mut hessian = [[0.0f64; 3]; 3];
        for (x, y) in xs.iter().zip(&ys) {
            let z: f64 = (0..3).map(|k| w[k] * x[k]).sum();
            let p = 1.0 / (1.0 + (-z).exp());
            for i in 0..3 {
                gradient[i] += (y - p) * x[i];
                for j in 0..3 {
                    hessian[i][j] += p * (1.0 - p) * x[i] * x[j];
                }
            }
        }
        covariance = invert(hessian);
        for i in 0..3 {
            w[i] += (0..3).map(|j| covariance[i][j] * gradient[j]).sum::<f64>();
        }
    }
    let se: Vec<f64> = (0..3).map(|i| covariance[i][i].sqrt()).collect();
    println!(
        "\n{label}: {} points bids; fitted bias {:.2} ± {:.2}, hand {:.2} ± {:.2}, simulation {:.2} ± {:.2}",
        rows.len(),
        w[0],
        se[0],
        w[1],
        se[1],
        w[2],
        se[2]
    );
}

/// The inverse of a 3 × 3 matrix (by cofactors).
// Indices read as the matrix algebra they are.
#[allow(clippy::needless_range_loop)]
fn invert(m: [[f64; 3]; 3]) -> [[f64; 3]; 3] {
    let c = |i: usize, j: usize| {
        let (r0, r1) = ((i + 1) % 3, (i + 2) % 3);
        let (c0, c1) = ((j + 1) % 3, (j + 2) % 3);
        m[r0][c0] * m[r1][c1] - m[r0][c1] * m[r1][c0]
    };
    let det: f64 = (0..3).map(|j| m[0][j] * c(0, j)).sum();
    let mut out = [[0.0; 3]; 3];
    for i in 0..3 {
        for j in 0..3 {
            out[j][i] = c(i, j) / det;
        }
    }
    out
}

/// Prints the share made per band of the advisor's chance, the Brier
/// score, and the mean chance against the share made.
fn report(label: &str, pairs: impl Iterator<Item = (f32, bool)>) {
    let pairs: Vec<(f32, bool)> = pairs.collect();
    if pairs.is_empty() {
        return;
    }
    let n = pairs.len() as f64;
    let mean: f64 = pairs.iter().map(|(p, _)| f64::from(*p)).sum::<f64>() / n;
    let made = pairs.iter().filter(|(_, m)| *m).count() as f64 / n;
    let brier: f64 = pairs
        .iter()
        .map(|(p, m)| (f64::from(*p) - f64::from(u8::from(*m))).powi(2))
        .sum::<f64>()
        / n;
    println!(
        "\n{label}: {} contracts, mean chance {mean:.3}, made {made:.3}, Brier {brier:.3}",
        pairs.len()
    );
    println!("  chance     contracts  mean chance  made");
    for band in 0..5 {
        let (lo, hi) = (band as f32 * 0.2, (band + 1) as f32 * 0.2);
        let inside: Vec<&(f32, bool)> = pairs
            .iter()
            .filter(|(p, _)| *p >= lo && (*p < hi || band == 4))
            .collect();
        if inside.is_empty() {
            continue;
        }
        let k = inside.len() as f64;
        let p = inside.iter().map(|(p, _)| f64::from(*p)).sum::<f64>() / k;
        let m = inside.iter().filter(|(_, m)| *m).count() as f64 / k;
        println!(
            "  {lo:.1}-{hi:.1}    {:>9}  {p:>11.3}  {m:.3}",
            inside.len()
        );
    }
}
