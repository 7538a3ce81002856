//! Times the levels' decisions on the benchmark's fixed views, natively
//! or in WebAssembly, to compare the two on the same machine.
//!
//! ```text
//! # native
//! cargo run --release -p bones-ai --example wasm_timing -- hard texas42
//! # WebAssembly (WASI), run by Node's built-in WASI
//! cargo build --release -p bones-ai --example wasm_timing --target wasm32-wasip1
//! node crates/ai/examples/wasm_timing.mjs target/wasm32-wasip1/release/examples/wasm_timing.wasm hard texas42
//! ```
//!
//! Arguments: the levels (comma-separated, default `hard`), the games
//! (default `texas42`), and the views per moment (default 24). Prints one
//! line per game, moment and level: median, 99th percentile (the largest
//! time when there are fewer than 100 views), mean, and a checksum of the
//! decisions so the two builds can be seen to decide alike.

#[path = "../benches/decision_views/mod.rs"]
mod decision_views;

use std::time::Instant;

use bones_ai::Level;
use decision_views::{games, views, Moment};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let levels: Vec<Level> = args
        .first()
        .map_or("hard", String::as_str)
        .split(',')
        .filter_map(|s| s.parse().ok())
        .collect();
    let wanted = args.get(1).map_or("texas42", String::as_str);
    let count: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(24);
    println!(
        "{:<14} {:<13} {:<7} {:>5} {:>10} {:>10} {:>10} {:>18}",
        "game", "moment", "level", "views", "median ms", "p99 ms", "mean ms", "checksum"
    );
    for (game, rules) in games() {
        if !wanted.split(',').any(|g| g == game) {
            continue;
        }
        for moment in Moment::ALL {
            let views = views(rules, moment, count);
            for &level in &levels {
                let mut bot = level.bot();
                let mut times = Vec::with_capacity(views.len());
                let mut checksum = 0u64;
                for (i, v) in views.iter().enumerate() {
                    let start = Instant::now();
                    let d = bot.decide(v, i as u64);
                    times.push(start.elapsed().as_secs_f64() * 1e3);
                    for byte in d.action.to_string().bytes() {
                        checksum = checksum.wrapping_mul(31).wrapping_add(u64::from(byte));
                    }
                }
                if times.is_empty() {
                    continue;
                }
                times.sort_by(f64::total_cmp);
                let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
                let mean = times.iter().sum::<f64>() / times.len() as f64;
                println!(
                    "{:<14} {:<13} {:<7} {:>5} {:>10.3} {:>10.3} {:>10.3} {:>18x}",
                    game,
                    moment.name(),
                    level.name(),
                    times.len(),
                    at(0.5),
                    at(0.99),
                    mean,
                    checksum
                );
            }
        }
    }
}
