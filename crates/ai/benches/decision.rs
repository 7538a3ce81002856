//! Decision time of each playing level on fixed views of every game: the
//! first bid of a hand, the opening lead, and a lead in mid-hand (see
//! `decision_views`).
//!
//! `cargo bench -p bones-ai --bench decision` first prints a table per
//! game, moment and level: the median, 90th percentile and largest time
//! of one decision over the views (each view decided once, with the same
//! seed); then Criterion measures each level and moment over the whole
//! set of views (its `thrpt` is decisions per second).
//!
//! `BONES_BENCH=summary` prints the table only; `BONES_BENCH=criterion`
//! runs Criterion only; `BONES_BENCH_GAMES=texas42,euchre4` and
//! `BONES_BENCH_LEVELS=hard` limit both; `BONES_BENCH_VIEWS=n` sets the
//! views per moment (default 24).

mod decision_views;

use std::hint::black_box;
use std::time::{Duration, Instant};

use bones_ai::Level;
use criterion::{Criterion, Throughput};
use decision_views::{games, views, Moment};

fn selected(var: &str, name: &str) -> bool {
    let list = std::env::var(var).unwrap_or_default();
    list.is_empty() || list.split(',').any(|n| n == name)
}

fn levels() -> Vec<Level> {
    Level::ALL
        .into_iter()
        .filter(|l| selected("BONES_BENCH_LEVELS", l.name()))
        .collect()
}

fn view_count() -> usize {
    std::env::var("BONES_BENCH_VIEWS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(24)
}

fn percentile(sorted: &[Duration], p: usize) -> Duration {
    sorted[(sorted.len() * p / 100).min(sorted.len() - 1)]
}

fn summary() {
    println!(
        "{:<14} {:<13} {:<7} {:>5} {:>10} {:>10} {:>10} {:>10}",
        "game", "moment", "level", "views", "median", "p90", "max", "mean"
    );
    for (game, rules) in games() {
        if !selected("BONES_BENCH_GAMES", game) {
            continue;
        }
        for moment in Moment::ALL {
            let views = views(rules, moment, view_count());
            if views.is_empty() {
                continue;
            }
            for level in levels() {
                let mut bot = level.bot();
                let mut times: Vec<Duration> = views
                    .iter()
                    .enumerate()
                    .map(|(i, v)| {
                        let start = Instant::now();
                        black_box(bot.decide(v, i as u64));
                        start.elapsed()
                    })
                    .collect();
                times.sort();
                let mean = times.iter().sum::<Duration>() / times.len() as u32;
                println!(
                    "{:<14} {:<13} {:<7} {:>5} {:>10.3?} {:>10.3?} {:>10.3?} {:>10.3?}",
                    game,
                    moment.name(),
                    level.name(),
                    views.len(),
                    percentile(&times, 50),
                    percentile(&times, 90),
                    times.last().copied().unwrap_or_default(),
                    mean,
                );
            }
        }
    }
}

fn criterion_benches(c: &mut Criterion) {
    for (game, rules) in games() {
        if !selected("BONES_BENCH_GAMES", game) {
            continue;
        }
        let mut group = c.benchmark_group(format!("decision/{game}"));
        group.sample_size(10);
        group.measurement_time(Duration::from_secs(5));
        for moment in Moment::ALL {
            let views = views(rules, moment, view_count());
            if views.is_empty() {
                continue;
            }
            group.throughput(Throughput::Elements(views.len() as u64));
            for level in levels() {
                let mut bot = level.bot();
                group.bench_function(format!("{}/{}", level.name(), moment.name()), |b| {
                    b.iter(|| {
                        for (i, v) in views.iter().enumerate() {
                            black_box(bot.decide(v, i as u64));
                        }
                    });
                });
            }
        }
        group.finish();
    }
}

fn main() {
    let mode = std::env::var("BONES_BENCH").unwrap_or_default();
    if mode != "criterion" {
        summary();
    }
    if mode != "summary" {
        let mut c = Criterion::default().configure_from_args();
        criterion_benches(&mut c);
        c.final_summary();
    }
}
