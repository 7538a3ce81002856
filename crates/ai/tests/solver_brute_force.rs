//! The solver against a brute-force minimax on small endgames (at most 3
//! tricks left, sometimes mid-trick) from seeded random games of every
//! game and contract kind: exact values for every objective, the value of
//! every root play, and threshold answers, all equal to brute force.

mod solver_support;

use bones_ai::solver::{Budget, Objective, Position, Solver, SolverConfig, Target};
use bones_engine::rng::SplitMix64;
use bones_engine::{
    Action, Bid, Declaration, DoublesMode, DoublesRank, EuchreLead, Game, Rules, Trump,
};
use solver_support::*;

/// Positions checked per kind of hand.
const POSITIONS: usize = 300;

/// Counts of what one kind's run checked.
#[derive(Default, Debug)]
struct Checked {
    positions: usize,
    values: usize,
    play_values: usize,
    thresholds: usize,
    mid_trick: usize,
    low_leads: usize,
}

/// Checks `POSITIONS` positions of one kind against brute force.
fn check_kind(
    name: &str,
    rules: Rules,
    prefer: &dyn Fn(&Action) -> bool,
    is_kind: &dyn Fn(&Game) -> bool,
) -> Checked {
    let mut solver = Solver::new(SolverConfig {
        tt_bytes: 1 << 16,
        ..SolverConfig::default()
    });
    let mut checked = Checked::default();
    let mut seed = 0u64;
    while checked.positions < POSITIONS {
        seed += 1;
        assert!(
            seed < 200 * POSITIONS as u64,
            "{name}: too few positions of this kind ({checked:?})"
        );
        let mut pick = SplitMix64::new(seed);
        let left = 1 + pick.below(3) as u8;
        // Half the positions at a trick start, half in mid-trick.
        let extra = if pick.below(2) == 0 {
            0
        } else {
            1 + pick.below(5) as u8
        };
        let Some(game) = random_position(rules, seed, prefer, left, extra) else {
            continue;
        };
        if !is_kind(&game) {
            continue;
        }
        check_position(name, seed, &game, &mut solver, &mut pick, &mut checked);
    }
    eprintln!("{name}: {checked:?}");
    checked
}

fn check_position(
    name: &str,
    seed: u64,
    game: &Game,
    solver: &mut Solver,
    rng: &mut SplitMix64,
    checked: &mut Checked,
) {
    let pos = Position::from_game(game).unwrap_or_else(|e| panic!("{name} seed {seed}: {e}"));
    let rules = game.trick_rules();
    let state = *game.play_state();
    let goal = game.goal();
    let team = goal.team();
    let ctx = |what: &str| format!("{name}, seed {seed}, {what}: {state:?}");
    checked.positions += 1;
    if !state.trick().is_empty() {
        checked.mid_trick += 1;
    }
    if pos.plays().as_slice().iter().any(|p| p.low) {
        checked.low_leads += 1;
    }

    // Exact values, for every objective.
    let mut exact = [0u16; 3];
    for (i, objective) in [Objective::Points, Objective::Tricks, Objective::TricksLost]
        .into_iter()
        .enumerate()
    {
        let want = brute_force(rules, &state, objective, team);
        let got = solver.value(&pos, objective, Budget::Unlimited);
        assert!(got.exact, "{}", ctx("exact flag"));
        assert_eq!(got.value, want, "{}", ctx(&format!("{objective} value")));
        exact[i] = want;
        checked.values += 1;
    }

    // The contract question and random thresholds agree with the values.
    let contract = Target::contract(goal, state.tricks_per_hand());
    let natural_value = exact[match contract.objective {
        Objective::Points => 0,
        Objective::Tricks => 1,
        Objective::TricksLost => 2,
    }];
    let made = solver.contract(&pos, Budget::Unlimited);
    assert_eq!(
        made.value,
        natural_value >= contract.at_least,
        "{}",
        ctx("contract")
    );
    checked.thresholds += 1;
    let top = u16::from(state.tricks_per_hand()) * 10 + 100;
    for _ in 0..3 {
        let at_least = rng.below(usize::from(exact[0]) + 12) as u16;
        let got = solver.reaches(&pos, Target::points(at_least.min(top)), Budget::Unlimited);
        assert_eq!(
            got.value,
            exact[0] >= at_least,
            "{}",
            ctx(&format!("points >= {at_least}"))
        );
        let tricks = rng.below(usize::from(state.tricks_per_hand()) + 2) as u8;
        let got = solver.reaches(&pos, Target::tricks(tricks), Budget::Unlimited);
        assert_eq!(
            got.value,
            exact[1] >= u16::from(tricks),
            "{}",
            ctx(&format!("tricks >= {tricks}"))
        );
        checked.thresholds += 2;
    }

    // Every root play: exact values and the contract question.
    let plays = pos.plays();
    let legal = game.legal_actions();
    assert_eq!(plays.len(), legal.len(), "{}", ctx("root plays"));
    for (play, action) in plays.as_slice().iter().zip(legal.iter()) {
        assert_eq!(play.action(), *action, "{}", ctx("root play order"));
    }
    for objective in [Objective::Points, natural(goal)] {
        let values = solver.play_values(&pos, objective, Budget::Unlimited);
        assert!(values.exact);
        assert_eq!(values.maximizing, pos.maximizing());
        assert_eq!(values.as_slice().len(), plays.len());
        for pv in values.as_slice() {
            let mut child = state;
            child.play(rules, pv.play.tile, pv.play.low);
            let want = brute_force(rules, &child, objective, team);
            assert_eq!(
                pv.value,
                want,
                "{}",
                ctx(&format!("{objective} after {}", pv.play))
            );
            checked.play_values += 1;
        }
        let best = values.best_value();
        let whole = solver.value(&pos, objective, Budget::Unlimited).value;
        assert_eq!(best, Some(whole), "{}", ctx("best play value"));
    }
    let verdicts = solver.play_reaches(&pos, contract, Budget::Unlimited);
    let values = solver.play_values(&pos, contract.objective, Budget::Unlimited);
    for (v, pv) in verdicts.as_slice().iter().zip(values.as_slice()) {
        assert_eq!(v.play, pv.play);
        assert_eq!(
            v.value,
            pv.value >= contract.at_least,
            "{}",
            ctx(&format!("contract after {}", v.play))
        );
        checked.thresholds += 1;
    }

    // A budget too small for anything but the first trick still answers
    // within range, and says exact only when it is.
    let budgeted = solver.value(&pos, Objective::Points, Budget::Nodes(1));
    if budgeted.exact {
        assert_eq!(budgeted.value, exact[0], "{}", ctx("budgeted exact"));
    }
    let full = solver.value(&pos, Objective::Points, Budget::Nodes(u64::MAX));
    assert!(full.exact, "{}", ctx("an ample budget finishes"));
    assert_eq!(full.value, exact[0], "{}", ctx("ample budget value"));
}

fn declared(game: &Game) -> Option<Declaration> {
    game.contract().and_then(|c| c.declaration)
}

fn is_suit_trump(d: &Declaration) -> bool {
    matches!(d, Declaration::Trump(Trump::Suit(_)))
}

fn is_doubles_trump(d: &Declaration) -> bool {
    matches!(d, Declaration::Trump(Trump::Doubles))
}

fn is_follow_me(d: &Declaration) -> bool {
    matches!(d, Declaration::Trump(Trump::FollowMe))
}

fn is_seven_tiles(d: &Declaration) -> bool {
    matches!(d, Declaration::Trump(Trump::SevenTiles))
}

fn is_nello(d: &Declaration) -> bool {
    matches!(d, Declaration::Nello(_))
}

fn is_sevens(d: &Declaration) -> bool {
    matches!(d, Declaration::Sevens)
}

fn check_42(name: &str, rules: Rules, declaration: fn(&Declaration) -> bool, marks: bool) {
    let prefer: Box<dyn Fn(&Action) -> bool> = if marks {
        Box::new(mark_bid_then(declaration))
    } else {
        Box::new(points_bid_then(declaration))
    };
    let checked = check_kind(name, rules, &*prefer, &|g: &Game| {
        declared(g).is_some_and(|d| declaration(&d))
    });
    assert_eq!(checked.positions, POSITIONS);
    assert!(
        checked.mid_trick > POSITIONS / 4,
        "{name}: mid-trick positions"
    );
}

#[test]
fn texas42_suit_trumps() {
    check_42(
        "42 suit trumps",
        texas42(DoublesMode::High, DoublesRank::High),
        is_suit_trump,
        false,
    );
}

#[test]
fn texas42_suit_trumps_doubles_low() {
    check_42(
        "42 suit trumps, doubles low",
        texas42(DoublesMode::High, DoublesRank::Low),
        is_suit_trump,
        false,
    );
}

#[test]
fn texas42_doubles_trump() {
    check_42(
        "42 doubles trump",
        texas42(DoublesMode::High, DoublesRank::High),
        is_doubles_trump,
        false,
    );
}

#[test]
fn texas42_sevens_trump() {
    check_42(
        "42 sevens as trump",
        texas42(DoublesMode::High, DoublesRank::High),
        is_seven_tiles,
        false,
    );
}

#[test]
fn texas42_follow_me_doubles_high() {
    check_42(
        "42 follow-me, doubles high",
        texas42(DoublesMode::High, DoublesRank::High),
        is_follow_me,
        false,
    );
}

#[test]
fn texas42_follow_me_doubles_low() {
    check_42(
        "42 follow-me, doubles low",
        texas42(DoublesMode::Low, DoublesRank::High),
        is_follow_me,
        false,
    );
}

#[test]
fn texas42_follow_me_doubles_own_suit() {
    check_42(
        "42 follow-me, doubles a suit",
        texas42(DoublesMode::OwnSuit, DoublesRank::High),
        is_follow_me,
        false,
    );
}

#[test]
fn texas42_nello() {
    check_42(
        "42 Nel-O",
        texas42(DoublesMode::High, DoublesRank::High),
        is_nello,
        false,
    );
}

#[test]
fn texas42_sevens() {
    check_42(
        "42 Sevens",
        texas42(DoublesMode::High, DoublesRank::High),
        is_sevens,
        true,
    );
}

#[test]
fn texas42_mark_bid() {
    check_42(
        "42 mark bid, suit trump",
        texas42(DoublesMode::High, DoublesRank::High),
        is_suit_trump,
        true,
    );
}

#[test]
fn texas88() {
    let checked = check_kind("88", solver_support::texas88(), &anything, &|_| true);
    assert_eq!(checked.positions, POSITIONS);
}

#[test]
fn big_game() {
    let checked = check_kind("Big Game", solver_support::big_game(), &anything, &|_| true);
    assert_eq!(checked.positions, POSITIONS);
    assert!(checked.low_leads > 0, "some roots offer a low lead");
}

#[test]
fn big_game_low_leads() {
    // Positions where the leader holds 7-3 or 8-2 (not trump).
    let checked = check_kind(
        "Big Game, low leads",
        solver_support::big_game(),
        &anything,
        &|g: &Game| {
            Position::from_game(g).is_ok_and(|p| p.plays().as_slice().iter().any(|p| p.low))
        },
    );
    assert_eq!(checked.low_leads, POSITIONS);
}

#[test]
fn euchre_4() {
    let rules = euchre(4, EuchreLead::HigherEnd);
    check_kind("Euchre 4", rules, &euchre_make(false), &|g: &Game| {
        g.contract()
            .is_some_and(|c| c.bid == Bid::Make { alone: false })
    });
}

#[test]
fn euchre_4_alone() {
    let rules = euchre(4, EuchreLead::HigherEnd);
    check_kind("Euchre 4 alone", rules, &euchre_make(true), &|g: &Game| {
        g.contract()
            .is_some_and(|c| c.bid == Bid::Make { alone: true })
    });
}

#[test]
fn euchre_3() {
    check_kind(
        "Euchre 3",
        euchre(3, EuchreLead::HigherEnd),
        &anything,
        &|_| true,
    );
}

#[test]
fn euchre_2() {
    check_kind(
        "Euchre 2",
        euchre(2, EuchreLead::HigherEnd),
        &anything,
        &|_| true,
    );
}

#[test]
fn euchre_leader_names_suit() {
    let checked = check_kind(
        "Euchre 4, leader names",
        euchre(4, EuchreLead::LeaderNames),
        &anything,
        &|_| true,
    );
    assert!(checked.low_leads > 0);
}
