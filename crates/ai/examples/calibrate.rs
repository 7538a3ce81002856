//! Calibration study: how the double-dummy points of a bidder's hand over
//! sampled deals relate to what it really takes when the hand is played.
use bones_ai::heuristic::hand::*;
use bones_ai::sample::Sampler;
use bones_ai::solver::*;
use bones_ai::{Bot, HeuristicBot, Level};
use bones_engine::rng::SplitMix64;
use bones_engine::*;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let from: u64 = args[1].parse().unwrap();
    let to: u64 = args[2].parse().unwrap();
    let defenders_hard = args.get(3).is_some_and(|s| s == "hard");
    let bidders_heuristic = args.get(3).is_some_and(|s| s == "heur");
    let mut t42 = Texas42::straight();
    t42.early_end = false;
    let rules = Rules::Texas42(t42);
    let choices = trump_choices(&rules);
    let mut solver = Solver::default();
    for seed in from..to {
        let mut game = Game::new(rules, seed).unwrap();
        let seat = game.turn().unwrap();
        let view = game.view(seat);
        let (_, hv) = best_trump(&rules, view.hand, &choices).unwrap();
        let mut sampler = Sampler::new(&view).unwrap();
        let mut rng = SplitMix64::new(seed);
        let worlds: Vec<_> = (0..32).map(|_| sampler.sample(&mut rng)).collect();
        let mut best: Option<(Trump, f64, Vec<u16>)> = None;
        let mut ranked: Vec<(Trump, f32)> = choices
            .iter()
            .map(|&t| (t, hand_value(&rules, view.hand, t)))
            .collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        for &(t, _) in ranked.iter().take(3) {
            let contract = Contract {
                bidder: seat,
                bid: Bid::Points(30),
                declarer: seat,
                declaration: Some(Declaration::Trump(t)),
            };
            let tr = contract.trick_rules(&rules);
            let goal = contract.goal(&rules);
            let table = contract.play_table(&rules);
            let mut vals: Vec<u16> = worlds
                .iter()
                .map(|w| {
                    let st = PlayState::new(w.hands, table, seat, 1, 7, [0; 3]);
                    let pos = Position::new(&tr, st, goal).unwrap();
                    solver
                        .value(&pos, Objective::Points, Budget::Unlimited)
                        .value
                })
                .collect();
            vals.sort_unstable();
            let mean = vals.iter().map(|&v| f64::from(v)).sum::<f64>() / 32.0;
            if best.as_ref().is_none_or(|b| mean > b.1) {
                best = Some((t, mean, vals));
            }
        }
        let (t, mean, vals) = best.unwrap();
        let truth = {
            let contract = Contract {
                bidder: seat,
                bid: Bid::Points(30),
                declarer: seat,
                declaration: Some(Declaration::Trump(t)),
            };
            let tr = contract.trick_rules(&rules);
            let mut hands = [TileSet::EMPTY; 6];
            for s in Seat::all(4) {
                hands[s.index()] = game.hand(s);
            }
            let st = PlayState::new(hands, contract.play_table(&rules), seat, 1, 7, [0; 3]);
            let pos = Position::new(&tr, st, contract.goal(&rules)).unwrap();
            solver
                .value(&pos, Objective::Points, Budget::Unlimited)
                .value
        };
        // Play it: seat bids 30, everyone else passes, seat declares t.
        game.apply(Action::Bid(Bid::Points(30))).unwrap();
        while game.phase() == Phase::Bidding {
            game.apply(Action::Pass).unwrap();
        }
        game.apply(Action::Declare(Declaration::Trump(t))).unwrap();
        let mut cfg = Level::Hard.search_config().unwrap();
        for kv in args
            .get(4)
            .map(|s| s.as_str())
            .unwrap_or("")
            .split(',')
            .filter(|s| !s.is_empty())
        {
            let (k, v) = kv.split_once('=').unwrap();
            match k {
                "tb" => {
                    cfg.tiebreak = if v == "1" {
                        bones_ai::search::Tiebreak::Points
                    } else {
                        bones_ai::search::Tiebreak::None
                    }
                }
                "w" => cfg.play_worlds = v.parse().unwrap(),
                "ht" => cfg.heuristic_ties = v == "1",
                "tm" => cfg.tie_margin = v.parse().unwrap(),
                _ => panic!(),
            }
        }
        let mk = || -> Box<dyn Bot> { Box::new(bones_ai::SearchBot::new("x", cfg)) };
        let mut hard = [mk(), mk(), mk(), mk()];
        let team = seat.team(2);
        let mut step = 0;
        let result = loop {
            let s = game.turn().unwrap();
            let v = game.view(s);
            step += 1;
            let a = if (s.team(2) == team && !bidders_heuristic) || defenders_hard {
                hard[s.index()].decide(&v, seed ^ step).action
            } else {
                HeuristicBot.decide(&v, seed ^ step).action
            };
            let ev = game.apply(a).unwrap();
            if let Some(h) = ev.iter().find_map(|e| {
                if let Event::HandOver(h) = e {
                    Some(*h)
                } else {
                    None
                }
            }) {
                break h;
            }
        };
        let pts = result.points[team.index()];
        let q = |f: f64| vals[((vals.len() - 1) as f64 * f) as usize];
        let p = |b: u16| vals.iter().filter(|&&v| v >= b).count() as f64 / 32.0;
        println!("{seed} hv={hv:.0} trump={t} mean={mean:.1} q25={} q50={} p30={:.2} p32={:.2} p34={:.2} p36={:.2} p38={:.2} p42={:.2} real={pts} truth={truth} tricks={}", q(0.25), q(0.5), p(30), p(32), p(34), p(36), p(38), p(42), result.tricks[team.index()]);
    }
}
