//! Full-hand perfect-information solves from the opening lead, on fixed
//! seeded deals with sensible contracts (see `positions`), for every game.
//!
//! Questions: the exact value (points; tricks in Euchre), made or set,
//! and both again for every legal opening lead (what a sampling bot asks).
//! `cargo bench -p bones-ai --bench solver` first prints a table per game
//! and question: the median, 90th percentile and largest time of one solve
//! over the deals (each deal's time is the median of several runs), and
//! node counts; then Criterion measures each question over the whole set
//! of deals (its `thrpt` is solves per second).
//!
//! For 88 and the Big Game (solved under a node budget from the opening)
//! a second table shows exact solves a few tricks into the hand.
//!
//! `BONES_BENCH=summary` prints the tables only; `BONES_BENCH=criterion`
//! runs Criterion only; `BONES_BENCH_GAMES=texas42,euchre4` limits the
//! tables to those games; `BONES_BENCH_TAIL=1` lists the deals that take
//! over 100,000 nodes. Criterion's own filters work as usual
//! (`cargo bench -p bones-ai --bench solver -- texas42`).

mod positions;

use std::hint::black_box;
use std::time::{Duration, Instant};

use bones_ai::solver::{Budget, Objective, Position, Solution, Solver, SolverConfig, Target};
use bones_engine::{Euchre, EuchreLead, Game, GameKind, Rules, Texas42};
use criterion::{Criterion, Throughput};

/// One game's benchmark.
struct Case {
    name: &'static str,
    rules: Rules,
    deals: usize,
    budget: Budget,
    tt_bytes: usize,
    /// Timed runs per deal for the table (the median is kept).
    runs: usize,
}

fn cases() -> Vec<Case> {
    let euchre = |players, lead| {
        Rules::Euchre(Euchre {
            players,
            lead,
            ..Euchre::default()
        })
    };
    vec![
        Case {
            name: "texas42",
            rules: Rules::Texas42(Texas42::straight()),
            deals: 64,
            budget: Budget::Unlimited,
            tt_bytes: 2 << 20,
            runs: 5,
        },
        Case {
            name: "euchre4",
            rules: euchre(4, EuchreLead::HigherEnd),
            deals: 64,
            budget: Budget::Unlimited,
            tt_bytes: 2 << 20,
            runs: 5,
        },
        Case {
            name: "euchre3",
            rules: euchre(3, EuchreLead::HigherEnd),
            deals: 64,
            budget: Budget::Unlimited,
            tt_bytes: 2 << 20,
            runs: 5,
        },
        Case {
            name: "euchre2-names",
            rules: euchre(2, EuchreLead::LeaderNames),
            deals: 64,
            budget: Budget::Unlimited,
            tt_bytes: 2 << 20,
            runs: 5,
        },
        Case {
            name: "big-game",
            rules: Rules::default_for(GameKind::BigGame),
            deals: 16,
            budget: Budget::Nodes(1_000_000),
            tt_bytes: 8 << 20,
            runs: 1,
        },
        Case {
            name: "texas88",
            rules: Rules::default_for(GameKind::Texas88),
            deals: 16,
            budget: Budget::Nodes(1_000_000),
            tt_bytes: 8 << 20,
            runs: 1,
        },
    ]
}

/// The two questions: the exact value (points; tricks in Euchre) and the
/// contract (a null-window search at the bid).
#[derive(Copy, Clone)]
enum Question {
    /// The exact value (points; tricks in Euchre).
    Value,
    /// Made or set.
    Contract,
    /// The value of every legal opening lead (what a sampling bot asks).
    LeadValues,
    /// Made or set after every legal opening lead.
    LeadContracts,
}

impl Question {
    const ALL: [Question; 4] = [
        Question::Value,
        Question::Contract,
        Question::LeadValues,
        Question::LeadContracts,
    ];

    fn name(self) -> &'static str {
        match self {
            Question::Value => "value",
            Question::Contract => "contract",
            Question::LeadValues => "leads-value",
            Question::LeadContracts => "leads-contract",
        }
    }

    fn solve(self, solver: &mut Solver, pos: &Position<'_>, budget: Budget) -> Solution<u16> {
        let objective = match pos.goal() {
            bones_engine::Goal::Tricks { .. } => Objective::Tricks,
            _ => Objective::Points,
        };
        let target = Target::contract(pos.goal(), pos.state().tricks_per_hand());
        match self {
            Question::Value => solver.value(pos, objective, budget),
            Question::Contract => {
                let s = solver.contract(pos, budget);
                Solution {
                    value: u16::from(s.value),
                    exact: s.exact,
                    depth: s.depth,
                    nodes: s.nodes,
                }
            }
            Question::LeadValues => {
                let v = solver.play_values(pos, objective, budget);
                Solution {
                    value: v.best_value().unwrap_or(0),
                    exact: v.exact,
                    depth: v.depth,
                    nodes: v.nodes,
                }
            }
            Question::LeadContracts => {
                let v = solver.play_reaches(pos, target, budget);
                Solution {
                    value: u16::from(v.best_value().unwrap_or(false)),
                    exact: v.exact,
                    depth: v.depth,
                    nodes: v.nodes,
                }
            }
        }
    }
}

fn positions(games: &[Game]) -> Vec<Position<'_>> {
    games
        .iter()
        .map(|g| Position::from_game(g).expect("an opening position"))
        .collect()
}

fn percentile(sorted: &[Duration], p: usize) -> Duration {
    sorted[(sorted.len() * p / 100).min(sorted.len() - 1)]
}

fn summary(case: &Case) {
    let games = positions::openings(case.rules, case.deals);
    let positions = positions(&games);
    let mut solver = Solver::new(SolverConfig {
        tt_bytes: case.tt_bytes,
        ..SolverConfig::default()
    });
    for q in Question::ALL {
        let mut times = Vec::new();
        let mut fastest = Vec::new();

        let mut nodes = Vec::new();
        let mut depths = Vec::new();
        let mut exact = 0;
        let mut made = 0;
        for pos in &positions {
            let mut runs = Vec::new();
            let mut last = None;
            for _ in 0..case.runs {
                let start = Instant::now();
                let s = q.solve(&mut solver, pos, case.budget);
                runs.push(start.elapsed());
                last = Some(s);
            }
            runs.sort();

            times.push(runs[runs.len() / 2]);
            fastest.push(runs[0]);
            if let Some(s) = last {
                if std::env::var("BONES_BENCH_TAIL").is_ok() && s.nodes > 100_000 {
                    println!(
                        "tail: {} {:?}, {} nodes, value {}",
                        q.name(),
                        pos.goal(),
                        s.nodes,
                        s.value
                    );
                }
                nodes.push(s.nodes);
                depths.push(s.depth);
                exact += usize::from(s.exact);
                made += usize::from(s.value > 0);
            }
        }
        times.sort();
        fastest.sort();

        nodes.sort();
        depths.sort();
        let mean_nodes = nodes.iter().sum::<u64>() / nodes.len().max(1) as u64;
        let extra = match q {
            Question::Contract | Question::LeadContracts => {
                format!(", made {made}/{}", positions.len())
            }
            Question::Value | Question::LeadValues => String::new(),
        };
        println!(
            "{:<14} {:<8} deals {:>3}  median {:>9.3?} (fastest run {:>9.3?})  p90 {:>9.3?}  max {:>9.3?}  nodes median {:>8} mean {:>8} max {:>8}  exact {}/{} depth median {}{}",
            case.name,
            q.name(),
            positions.len(),
            percentile(&times, 50),
            percentile(&fastest, 50),
            percentile(&times, 90),
            times.last().copied().unwrap_or_default(),
            nodes[nodes.len() / 2],
            mean_nodes,
            nodes.last().copied().unwrap_or(0),
            exact,
            positions.len(),
            depths[depths.len() / 2],
            extra,
        );
    }
}

/// The small budget whose estimates `stages` compares with exact values.
const SMALL_BUDGET: u64 = 20_000;

/// Exact solves part-way through 88 and Big Game hands: the sensible
/// opening played on at random for `k` tricks, solved with a node cap so a
/// runaway solve cannot stall the run. Shows from which trick a full solve
/// is cheap enough to do without a budget.
fn stages(case: &Case, played: &[u8], cap: u64) {
    let openings = positions::openings(case.rules, 8);
    let mut solver = Solver::new(SolverConfig {
        tt_bytes: case.tt_bytes,
        ..SolverConfig::default()
    });
    for &k in played {
        let games: Vec<Game> = openings
            .iter()
            .enumerate()
            .filter_map(|(i, g)| positions::play_on(g, k, i as u64))
            .collect();
        let positions = positions(&games);
        for q in [Question::Value, Question::Contract] {
            let mut times = Vec::new();
            let mut nodes = Vec::new();
            let mut exact = 0;
            for pos in &positions {
                let start = Instant::now();
                let s = q.solve(&mut solver, pos, Budget::Nodes(cap));
                times.push(start.elapsed());
                nodes.push(s.nodes);
                exact += usize::from(s.exact);
            }
            // How far a small budget's estimate lands from the exact value.
            let mut errors = Vec::new();
            if let Question::Value = q {
                for pos in &positions {
                    let exact = q.solve(&mut solver, pos, Budget::Nodes(cap));
                    let rough = q.solve(&mut solver, pos, Budget::Nodes(SMALL_BUDGET));
                    if exact.exact && !rough.exact {
                        errors.push(i32::from(exact.value).abs_diff(i32::from(rough.value)));
                    }
                }
            }
            if !errors.is_empty() {
                let mean = f64::from(errors.iter().sum::<u32>()) / errors.len() as f64;
                println!(
                    "{:<14} estimate with {SMALL_BUDGET} nodes after {k} tricks: mean error {mean:.1} points over {} inexact answers",
                    case.name,
                    errors.len()
                );
            }
            times.sort();
            nodes.sort();
            println!(
                "{:<14} {:<8} after {k} tricks: deals {:>2}  median {:>9.3?}  max {:>9.3?}  nodes median {:>9} max {:>9}  exact within {cap} nodes: {exact}/{}",
                case.name,
                q.name(),
                positions.len(),
                percentile(&times, 50),
                times.last().copied().unwrap_or_default(),
                nodes[nodes.len() / 2],
                nodes.last().copied().unwrap_or(0),
                positions.len(),
            );
        }
    }
}

fn criterion_benches(c: &mut Criterion) {
    for case in cases() {
        let games = positions::openings(case.rules, case.deals);
        let positions = positions(&games);
        let mut solver = Solver::new(SolverConfig {
            tt_bytes: case.tt_bytes,
            ..SolverConfig::default()
        });
        let mut group = c.benchmark_group(case.name);
        group.sample_size(10);
        group.measurement_time(Duration::from_secs(5));
        group.throughput(Throughput::Elements(positions.len() as u64));
        for q in Question::ALL {
            group.bench_function(q.name(), |b| {
                b.iter(|| {
                    for pos in &positions {
                        black_box(q.solve(&mut solver, pos, case.budget));
                    }
                });
            });
        }
        group.finish();
    }
}

fn main() {
    let mode = std::env::var("BONES_BENCH").unwrap_or_default();
    let games = std::env::var("BONES_BENCH_GAMES").unwrap_or_default();
    if mode != "criterion" {
        for case in cases() {
            if games.is_empty() || games.split(',').any(|g| g == case.name) {
                summary(&case);
                if matches!(case.budget, Budget::Nodes(_)) {
                    stages(&case, &[2, 3, 4, 5], 4_000_000);
                }
            }
        }
    }
    if mode != "summary" {
        let mut c = Criterion::default().configure_from_args();
        criterion_benches(&mut c);
        c.final_summary();
    }
}
