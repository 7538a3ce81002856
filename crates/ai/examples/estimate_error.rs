//! How far the depth-limited solver's estimate is from the exact value:
//! hands of Texas 88 or the Big Game played by the rule of thumb up to a
//! trick start with `--left` tricks to go, each solved exactly and under
//! node budgets (`--nodes`; a budget of 1 searches one trick and
//! estimates the rest), with the estimate's weights `first` (the solver's
//! first ones), `fitted` (the default) or `tile,trump,sure,counters%`.
//! Besides the value's error it prints each budget's regret: the points
//! the side to lead gives up, by exact solve, by leading the tile its
//! budgeted values rate best. The bots rank plays, so regret, not error,
//! is what a budget costs them.
//!
//! ```text
//! cargo run --release -p bones-ai --example estimate_error -- \
//!     --game texas88 --left 6 --positions 300 --from 1000 --weights first --nodes 1,20000
//! ```

use bones_ai::solver::{Budget, EstimateWeights, Objective, Position, Solver, SolverConfig};
use bones_ai::{Bot, HeuristicBot};
use bones_engine::{BigGame, Game, Phase, Rules, Texas88};

struct Args {
    rules: Rules,
    left: usize,
    positions: u64,
    from: u64,
    weights: EstimateWeights,
    nodes: Vec<u64>,
}

fn parse() -> Result<Args, String> {
    let mut args = Args {
        rules: Rules::Texas88(Texas88::default()),
        left: 6,
        positions: 300,
        from: 1000,
        weights: EstimateWeights::FITTED,
        nodes: vec![1, 20_000],
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = |v: &str| v.parse::<u64>().map_err(|e| format!("{flag} {v}: {e}"));
        match flag.as_str() {
            "--game" => {
                args.rules = match value.as_str() {
                    "texas88" => Rules::Texas88(Texas88::default()),
                    "big-game" => Rules::BigGame(BigGame::default()),
                    other => return Err(format!("--game {other}: texas88 or big-game")),
                }
            }
            "--left" => args.left = number(&value)? as usize,
            "--positions" => args.positions = number(&value)?,
            "--from" => args.from = number(&value)?,
            "--nodes" => {
                args.nodes = value.split(',').map(number).collect::<Result<_, _>>()?;
            }
            "--weights" => {
                args.weights = match value.as_str() {
                    "first" => EstimateWeights::FIRST,
                    "fitted" => EstimateWeights::FITTED,
                    list => {
                        let v: Vec<i64> = list
                            .split(',')
                            .map(|x| x.parse().map_err(|e| format!("--weights {x}: {e}")))
                            .collect::<Result<_, _>>()?;
                        let [tile, trump, sure, counters] = v[..] else {
                            return Err("--weights: first, fitted or four numbers".into());
                        };
                        let byte = |x: i64| u8::try_from(x).map_err(|e| format!("{x}: {e}"));
                        EstimateWeights {
                            tile: byte(tile)?,
                            trump: byte(trump)?,
                            sure_winner: byte(sure)?,
                            counters_held_pct: i8::try_from(counters)
                                .map_err(|e| format!("{counters}: {e}"))?,
                        }
                    }
                }
            }
            other => return Err(format!("unknown flag {other}")),
        }
    }
    Ok(args)
}

/// The game of `seed` played by the rule of thumb to the start of a trick
/// with `left` tricks to go in its first hand, if it gets there.
fn position_at(rules: Rules, seed: u64, left: usize) -> Option<Game> {
    let mut game = Game::new(rules, seed).ok()?;
    let mut bot = HeuristicBot;
    let tricks = usize::from(rules.hand_size()).checked_sub(left)?;
    while game.hand_number() == 0 && game.phase() != Phase::GameOver {
        let seat = game.turn()?;
        let view = game.view(seat);
        if game.phase() == Phase::Playing && view.trick.is_empty() && view.tricks.len() == tricks {
            return Some(game);
        }
        let decision = bot.decide(&view, seed);
        game.apply(decision.action).ok()?;
    }
    None
}

/// One budget's figures, summed over the positions.
#[derive(Clone, Copy, Default)]
struct Totals {
    abs_error: f64,
    error: f64,
    squared_error: f64,
    /// Points given up by leading the budget's best tile (the last of equals).
    regret: f64,
    /// Positions where that tile was an exact best.
    best_leads: f64,
    /// Tricks the budget's value search finished.
    depth: f64,
}

fn main() {
    let args = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("estimate_error: {e}");
            std::process::exit(2);
        }
    };
    let mut exact_solver = Solver::default();
    let config = SolverConfig {
        estimate: args.weights,
        ..SolverConfig::default()
    };
    let mut sums = vec![Totals::default(); args.nodes.len()];
    let mut count = 0u32;
    for seed in args.from..args.from + args.positions {
        let Some(game) = position_at(args.rules, seed, args.left) else {
            continue;
        };
        let Ok(pos) = Position::from_game(&game) else {
            continue;
        };
        // The points game only: every-trick and Nel-O contracts count
        // tricks, which the bounds mostly settle.
        if Objective::of_goal(pos.goal()) != Objective::Points {
            continue;
        }
        let exact = f64::from(
            exact_solver
                .value(&pos, Objective::Points, Budget::Unlimited)
                .value,
        );
        let exact_plays = exact_solver.play_values(&pos, Objective::Points, Budget::Unlimited);
        // Points for the side to move: the bidding side maximizes.
        let gain = |v: u16| {
            if pos.maximizing() {
                f64::from(v)
            } else {
                -f64::from(v)
            }
        };
        let exact_best = exact_plays
            .as_slice()
            .iter()
            .map(|pv| gain(pv.value))
            .fold(f64::NEG_INFINITY, f64::max);
        for (sum, &nodes) in sums.iter_mut().zip(&args.nodes) {
            // A fresh table, so that no exact entry of the solve above helps.
            let mut solver = Solver::new(config);
            let solution = solver.value(&pos, Objective::Points, Budget::Nodes(nodes));
            let estimate = f64::from(solution.value);
            sum.depth += f64::from(solution.depth);
            let error = estimate - exact;
            sum.abs_error += error.abs();
            sum.error += error;
            sum.squared_error += error * error;
            let mut solver = Solver::new(config);
            let budgeted = solver.play_values(&pos, Objective::Points, Budget::Nodes(nodes));
            let chosen = budgeted
                .as_slice()
                .iter()
                .max_by(|a, b| gain(a.value).total_cmp(&gain(b.value)))
                .and_then(|pv| exact_plays.value_of(pv.play));
            if let Some(v) = chosen {
                let regret = exact_best - gain(v);
                sum.regret += regret;
                sum.best_leads += f64::from(u8::from(regret == 0.0));
            }
        }
        count += 1;
    }
    println!(
        "{} positions with {} tricks left (seeds {}..{}), weights {:?}",
        count,
        args.left,
        args.from,
        args.from + args.positions,
        args.weights
    );
    let n = f64::from(count.max(1));
    for (sum, nodes) in sums.iter().zip(&args.nodes) {
        println!(
            "  nodes {nodes}: mean |error| {:.2} points, bias {:+.2}, rms {:.2}; \
             regret {:.2} points, best lead {:.0}%; {:.2} tricks deep",
            sum.abs_error / n,
            sum.error / n,
            (sum.squared_error / n).sqrt(),
            sum.regret / n,
            100.0 * sum.best_leads / n,
            sum.depth / n
        );
    }
}
