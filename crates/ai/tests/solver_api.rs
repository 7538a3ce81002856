//! The solver's contract beyond brute-force agreement: positions are
//! validated with specific errors, answers are deterministic and do not
//! depend on what the solver solved before or on its table size, threshold
//! answers agree with exact values on whole hands, and budgets report
//! honestly whether they are exact.

mod solver_support;

use bones_ai::solver::{
    Budget, EstimateWeights, Objective, Play, Position, PositionError, Solver, SolverConfig, Target,
};
use bones_engine::rng::SplitMix64;
use bones_engine::{
    Action, DoublesMode, DoublesRank, EuchreLead, Game, Goal, Phase, PlayState, Rules, Seat, Table,
    Team, TileId, TileSet, Trick,
};
use solver_support::*;

/// A Texas 42 game at its opening lead (seat 0 bids 30 and names `trump`).
fn opening_42(seed: u64, trump: &str) -> Game {
    let mut game = Game::new(Rules::default(), seed).unwrap();
    for a in ["bid 30", "pass", "pass", "pass", trump] {
        game.apply(a.parse().unwrap()).unwrap();
    }
    assert_eq!(game.phase(), Phase::Playing);
    game
}

/// Random positions with `left` tricks to go, of any contract.
fn positions(rules: Rules, left: u8, count: usize) -> Vec<Game> {
    (1..)
        .filter_map(|seed| random_position(rules, seed, &anything, left, (seed % 3) as u8))
        .take(count)
        .collect()
}

#[test]
fn from_game_refuses_a_game_not_in_trick_play() {
    let game = Game::new(Rules::default(), 1).unwrap();
    let err = Position::from_game(&game).unwrap_err();
    assert_eq!(
        err,
        PositionError::NotPlaying {
            phase: Phase::Bidding
        }
    );
    assert!(err.to_string().contains("during the bidding"), "{err}");
}

#[test]
fn inconsistent_positions_are_refused_with_the_reason() {
    let game = opening_42(5, "trump 6");
    let rules = game.trick_rules();
    let state = *game.play_state();
    let goal = game.goal();
    let hands = *state.hands();
    let table = state.table();
    let seat0 = Seat::new(0).unwrap();
    let seat1 = Seat::new(1).unwrap();
    let rebuild = |hands, trick, played: u8| {
        PlayState::resume(
            hands,
            table,
            trick,
            state.trick_points(),
            state.tricks_per_hand(),
            played,
            [0; Team::MAX],
            [0; Team::MAX],
        )
    };
    // A goal for a side that is not at the table.
    let bad_goal = Goal::AllTricks {
        team: Team::new(2).unwrap(),
    };
    assert!(matches!(
        Position::new(rules, state, bad_goal),
        Err(PositionError::UnknownTeam { teams: 2, .. })
    ));
    // A hand one tile short.
    let mut short = hands;
    let first = short[1].first().unwrap();
    short[1].remove(first);
    let err = Position::new(rules, rebuild(short, Trick::new(seat0), 0), goal).unwrap_err();
    assert_eq!(
        err,
        PositionError::HandSize {
            seat: seat1,
            holds: 6,
            expected: 7
        }
    );
    assert!(err.to_string().contains("holds 6 tiles"), "{err}");
    // A tile in two hands.
    let mut twice = hands;
    twice[0].insert(first);
    twice[1].remove(first);
    let moved = twice[0].first().unwrap();
    twice[0].remove(moved);
    twice[1].insert(twice[0].first().unwrap());
    assert!(matches!(
        Position::new(rules, rebuild(twice, Trick::new(seat0), 0), goal),
        Err(PositionError::TileTwice { .. })
    ));
    // A tile from another set (the double-eight).
    let mut foreign = hands;
    let eight = TileId::new("8-8".parse().unwrap(), 0);
    foreign[0].remove(foreign[0].first().unwrap());
    foreign[0].insert(eight);
    assert!(matches!(
        Position::new(rules, rebuild(foreign, Trick::new(seat0), 0), goal),
        Err(PositionError::NotInSet { .. })
    ));
    // A trick played out of turn.
    let mut out_of_turn = hands;
    let lead = out_of_turn[1].first().unwrap();
    out_of_turn[1].remove(lead);
    let mut trick = Trick::new(seat0);
    trick.push(seat1, lead, rules.led_suit(lead.tile(), false));
    assert!(matches!(
        Position::new(rules, rebuild(out_of_turn, trick, 0), goal),
        Err(PositionError::OutOfTurn { .. })
    ));
    // More tricks played than the hand has.
    assert!(matches!(
        Position::new(rules, rebuild(hands, Trick::new(seat0), 9), goal),
        Err(PositionError::TricksPlayed { played: 9, .. })
    ));
    // The valid state itself is accepted.
    assert!(Position::new(rules, state, goal).is_ok());
}

#[test]
fn a_finished_hand_is_its_score() {
    // Play a 42 hand out at random; the value is what the side took.
    let mut game = opening_42(8, "trump 5");
    let mut rng = SplitMix64::new(8);
    let rules = game.trick_rules().clone();
    let goal = game.goal();
    let mut state = *game.play_state();
    while !state.is_over() {
        let legal: Vec<_> = state.legal(&rules).iter().collect();
        state.play(&rules, legal[rng.below(legal.len())], false);
    }
    game.apply(Action::Pass).ok();
    let pos = Position::new(&rules, state, goal).unwrap();
    assert!(pos.plays().is_empty());
    let mut solver = Solver::default();
    let v = solver.value(&pos, Objective::Points, Budget::Unlimited);
    assert_eq!(v.value, state.points(goal.team()));
    assert_eq!(v.nodes, 0);
    let values = solver.play_values(&pos, Objective::Points, Budget::Unlimited);
    assert!(values.as_slice().is_empty());
    assert_eq!(values.best(), None);
}

#[test]
fn answers_do_not_depend_on_history_or_table_size() {
    // Whole 42 hands: a solver reused across other solves (other trumps,
    // other games), a fresh one, and one with a tiny table (constant
    // replacement) give the same exact answers.
    let mut reused = Solver::default();
    let mut tiny = Solver::new(SolverConfig {
        tt_bytes: 64,
        ..SolverConfig::default()
    });
    assert_eq!(tiny.tt_bytes(), 64);
    for seed in 1..=6 {
        let trump = ["trump 6", "trump doubles", "trump follow-me"][(seed % 3) as usize];
        let game = opening_42(seed, trump);
        let pos = Position::from_game(&game).unwrap();
        // Something else in between, under other rules.
        let other = positions(texas88(), 2, 1);
        let other_pos = Position::from_game(&other[0]).unwrap();
        reused.value(&other_pos, Objective::Points, Budget::Unlimited);

        let mut fresh = Solver::default();
        let a = reused.value(&pos, Objective::Points, Budget::Unlimited);
        let b = fresh.value(&pos, Objective::Points, Budget::Unlimited);
        let c = tiny.value(&pos, Objective::Points, Budget::Unlimited);
        assert_eq!(a, b, "seed {seed}: reuse changes nothing, not even nodes");
        assert_eq!(
            a.value, c.value,
            "seed {seed}: a tiny table still solves exactly"
        );
        // The same call twice: the same answer and work.
        assert_eq!(reused.value(&pos, Objective::Points, Budget::Unlimited), a);
        let budgeted = |s: &mut Solver| s.value(&pos, Objective::Points, Budget::Nodes(2_000));
        assert_eq!(budgeted(&mut reused), budgeted(&mut fresh), "seed {seed}");
    }
}

#[test]
fn whole_hand_thresholds_agree_with_exact_values() {
    let mut solver = Solver::default();
    for seed in 1..=12 {
        let trump = ["trump 4", "trump 6", "trump doubles"][(seed % 3) as usize];
        let game = opening_42(seed, trump);
        let pos = Position::from_game(&game).unwrap();
        let points = solver.value(&pos, Objective::Points, Budget::Unlimited);
        assert!(points.exact);
        for t in [
            points.value.saturating_sub(3),
            points.value,
            points.value + 1,
        ] {
            let r = solver.reaches(&pos, Target::points(t), Budget::Unlimited);
            assert_eq!(r.value, points.value >= t, "seed {seed}, {t} points");
        }
        let made = solver.contract(&pos, Budget::Unlimited);
        assert_eq!(made.value, points.value >= 30, "seed {seed}: bid 30");
        let tricks = solver
            .value(&pos, Objective::Tricks, Budget::Unlimited)
            .value;
        let all = solver.reaches(&pos, Target::every_trick(7), Budget::Unlimited);
        assert_eq!(all.value, tricks == 7);
        // Root plays: the best play's value is the position's value.
        let leads = solver.play_values(&pos, Objective::Points, Budget::Unlimited);
        assert_eq!(leads.best_value(), Some(points.value), "seed {seed}");
        assert!(leads.maximizing, "the bidder leads");
        let verdicts = solver.play_reaches(&pos, Target::points(30), Budget::Unlimited);
        for (v, pv) in verdicts.as_slice().iter().zip(leads.as_slice()) {
            assert_eq!(v.value, pv.value >= 30, "seed {seed}, {}", v.play);
        }
    }
}

#[test]
fn root_plays_match_the_engine_including_low_leads() {
    for (rules, name) in [
        (big_game(), "Big Game"),
        (euchre(4, EuchreLead::LeaderNames), "Euchre, leader names"),
        (texas88(), "88"),
    ] {
        let mut seen_low = false;
        for game in positions(rules, 3, 40) {
            let pos = Position::from_game(&game).unwrap();
            let actions: Vec<Action> = pos.plays().as_slice().iter().map(|p| p.action()).collect();
            assert_eq!(actions, game.legal_actions().to_vec(), "{name}");
            seen_low |= pos.plays().as_slice().iter().any(|p| p.low);
            for p in pos.plays().as_slice() {
                let held: TileSet = game.play_state().hand(pos.turn());
                assert!(held.contains(p.tile), "{name}: {p} is a held tile");
            }
        }
        if name != "88" {
            assert!(seen_low, "{name}: some low leads");
        }
    }
}

#[test]
fn budgets_say_when_they_are_exact() {
    let mut solver = Solver::default();
    // A whole Big Game hand does not finish in 3,000 nodes; an endgame does.
    let games = positions(big_game(), 11, 3);
    for game in &games {
        let pos = Position::from_game(game).unwrap();
        if pos.state().tricks_played() > 0 {
            continue;
        }
        let s = solver.value(&pos, Objective::Points, Budget::Nodes(3_000));
        assert!(!s.exact, "a whole Big Game hand in 3,000 nodes");
        assert!(s.depth >= 1 && s.depth < 11);
        assert!(s.value <= 66);
    }
    for game in positions(big_game(), 3, 10) {
        let pos = Position::from_game(&game).unwrap();
        let exact = solver.value(&pos, Objective::Points, Budget::Unlimited);
        let budgeted = solver.value(&pos, Objective::Points, Budget::Nodes(1_000_000));
        assert!(budgeted.exact);
        assert_eq!(budgeted.value, exact.value);
        let values = solver.play_values(&pos, Objective::Points, Budget::Nodes(1_000_000));
        assert!(values.exact);
        assert_eq!(values.best_value(), Some(exact.value));
    }
}

#[test]
fn nello_and_euchre_alone_sides() {
    // Nel-O: the partner sits out; the bidder maximises tricks lost.
    let rules = texas42(DoublesMode::High, DoublesRank::High);
    let mut solver = Solver::default();
    let mut checked = 0;
    for seed in 1..400 {
        let prefer = points_bid_then(|d| matches!(d, bones_engine::Declaration::Nello(_)));
        let Some(game) = random_position(rules, seed, &prefer, 7, 0) else {
            continue;
        };
        let Goal::NoTricks { team } = game.goal() else {
            continue;
        };
        let pos = Position::from_game(&game).unwrap();
        assert_eq!(pos.state().table().active_count(), 3);
        let lost = solver.value(&pos, Objective::TricksLost, Budget::Unlimited);
        let made = solver.contract(&pos, Budget::Unlimited);
        assert_eq!(made.value, lost.value == 7, "seed {seed}");
        // The bidder leads the opening trick and plays for its side.
        assert!(pos.maximizing(), "seed {seed}");
        assert_eq!(pos.state().table().team(pos.turn()), team);
        checked += 1;
        if checked == 20 {
            break;
        }
    }
    assert_eq!(checked, 20);
    // Euchre alone: 3 seats play; makers need 3, march with 5.
    let rules = euchre(4, EuchreLead::HigherEnd);
    let mut checked = 0;
    for seed in 1..400 {
        let Some(game) = random_position(rules, seed, &euchre_make(true), 5, 0) else {
            continue;
        };
        let pos = Position::from_game(&game).unwrap();
        if pos.state().table().active_count() != 3 {
            continue;
        }
        let tricks = solver
            .value(&pos, Objective::Tricks, Budget::Unlimited)
            .value;
        assert_eq!(solver.contract(&pos, Budget::Unlimited).value, tricks >= 3);
        let march = solver.reaches(&pos, Target::every_trick(5), Budget::Unlimited);
        assert_eq!(march.value, tricks == 5);
        checked += 1;
        if checked == 20 {
            break;
        }
    }
    assert_eq!(checked, 20);
}

#[test]
fn a_lone_seat_table_is_solved_without_looping() {
    // A hand-made two-player table with one seat sitting out: the lone
    // seat takes every trick.
    let rules = bones_engine::TrickRules::euchre(bones_engine::Pip::ALL[6], false);
    let table = Table::new(2, 2).without(Seat::new(1).unwrap());
    let seat0 = Seat::new(0).unwrap();
    let hand: TileSet = ["6-6", "5-4"]
        .iter()
        .map(|t| TileId::new(t.parse().unwrap(), 0))
        .collect();
    let mut hands = [TileSet::EMPTY; Seat::MAX];
    hands[0] = hand;
    let state = PlayState::new(hands, table, seat0, 0, 2, [0; Team::MAX]);
    let goal = Goal::Tricks {
        team: Team::new(0).unwrap(),
        need: 2,
    };
    let pos = Position::new(&rules, state, goal).unwrap();
    let mut solver = Solver::default();
    assert_eq!(
        solver
            .value(&pos, Objective::Tricks, Budget::Unlimited)
            .value,
        2
    );
    let plays: Vec<Play> = pos.plays().as_slice().to_vec();
    assert_eq!(plays.len(), 2);
}

/// Mean distance, in points, between a one-trick search that estimates
/// the rest with `estimate` and the exact value, over `games`.
fn estimate_error(games: &[Game], estimate: EstimateWeights) -> f64 {
    let mut exact_solver = Solver::default();
    let mut total = 0.0;
    for game in games {
        let pos = Position::from_game(game).unwrap();
        let exact = exact_solver.value(&pos, Objective::Points, Budget::Unlimited);
        let mut solver = Solver::new(SolverConfig {
            estimate,
            ..SolverConfig::default()
        });
        let guess = solver.value(&pos, Objective::Points, Budget::Nodes(1));
        assert!(
            exact.exact && !guess.exact,
            "one trick searched, the rest estimated"
        );
        total += (f64::from(guess.value) - f64::from(exact.value)).abs();
    }
    total / games.len() as f64
}

#[test]
fn the_fitted_estimate_is_nearer_the_exact_value_than_the_first() {
    // Points contracts of 88 and the Big Game five tricks from the end,
    // where a budgeted search in play stops and estimates.
    let trump = points_bid_then(|d| d.trump().is_some());
    for (rules, name) in [(texas88(), "88"), (big_game(), "Big Game")] {
        let games: Vec<Game> = (1..)
            .filter_map(|seed| random_position(rules, seed, &trump, 5, 0))
            .take(40)
            .collect();
        let first = estimate_error(&games, EstimateWeights::FIRST);
        let fitted = estimate_error(&games, EstimateWeights::FITTED);
        assert!(
            fitted < first,
            "{name}: the fitted weights miss by {fitted:.2} points on average, the first by {first:.2}"
        );
    }
}
