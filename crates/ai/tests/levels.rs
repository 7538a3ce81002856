//! The playing levels: every level plays only legal actions in every game,
//! the same view and seed give the same decision, and a decision depends
//! on the view alone (never on a hidden tile).
//!
//! The 10,000-view sweeps run the search levels' code with the least work
//! ([`SearchConfig::minimal`]: one sampled world, small node budgets) so
//! that they stay quick; a smaller sweep runs each level at its real
//! budget.

mod sweep;

use bones_ai::{Bot, Level, SearchBot, BOTS};
use bones_engine::{Deal, DealSpec, Game, Rules, Seat, Texas42, Tile};
use sweep::{configs, decision_views};

/// Views per game configuration in the full sweeps.
const DECISIONS: usize = 10_000;

/// Views per game configuration at the levels' real budgets.
const REAL_BUDGET_DECISIONS: usize = 120;

/// Each search level's code with the least work.
fn minimal_bots() -> Vec<(Level, SearchBot)> {
    Level::ALL
        .into_iter()
        .filter_map(|l| {
            l.search_config()
                .map(|c| (l, SearchBot::new(l.name(), c.minimal())))
        })
        .collect()
}

#[test]
fn every_level_plays_only_legal_actions_on_ten_thousand_views_of_every_game() {
    for (name, rules) in configs() {
        // Easy is the rule-of-thumb player.
        let mut easy = Level::Easy.bot();
        decision_views(
            rules,
            DECISIONS,
            0,
            easy.as_mut(),
            |view, game, _, action| {
                assert!(game.check(action).is_ok(), "easy in {name}: {action}");
                assert!(view.legal.contains(&action));
            },
        );
        for (level, mut bot) in minimal_bots() {
            let mut again = bot.clone();
            let mut n = 0u64;
            decision_views(rules, DECISIONS, 0, &mut bot, |view, game, seed, action| {
                n += 1;
                assert!(
                    game.check(action).is_ok(),
                    "{level} in {name}: {action} is illegal: {:?}\n{view:?}",
                    game.check(action)
                );
                assert!(view.legal.contains(&action));
                // Determinism: another instance, with its own history of
                // decisions, decides the same from the same view and seed.
                if n.is_multiple_of(7) {
                    assert_eq!(again.decide(view, seed).action, action, "{level} in {name}");
                }
            });
        }
    }
}

#[test]
fn every_level_plays_only_legal_actions_at_its_real_budget() {
    for level in Level::ALL {
        for (name, rules) in configs() {
            let mut bot = level.bot();
            let mut twin = level.bot();
            let mut n = 0u64;
            decision_views(
                rules,
                REAL_BUDGET_DECISIONS,
                1_000,
                bot.as_mut(),
                |view, game, seed, action| {
                    n += 1;
                    assert!(game.check(action).is_ok(), "{level} in {name}: {action}");
                    if n.is_multiple_of(10) {
                        assert_eq!(twin.decide(view, seed).action, action, "{level} in {name}");
                    }
                },
            );
        }
    }
}

#[test]
fn levels_are_registered_by_name() {
    for level in Level::ALL {
        let entry = BOTS.iter().find(|b| b.name == level.name()).unwrap();
        assert_eq!((entry.make)().name(), level.name());
        assert_eq!(level.name().parse::<Level>(), Ok(level));
    }
    assert!(Level::Easy.search_config().is_none());
    let err = "grandmaster".parse::<Level>().unwrap_err();
    assert!(
        err.to_string().contains("easy, normal, hard, expert"),
        "{err}"
    );
}

/// In Texas 88 and the Big Game the search levels leave the auction,
/// trump and the kitty or spare to the rule of thumb (which measured
/// stronger there, see `SearchConfig::deep_auction`), and still search
/// their plays; in Texas 42 they bid by simulation. In the Big Game they
/// bid lighter (`BidPolicy::big_game_bid_margin`): wherever the rule of
/// thumb bids they bid the same, and some hands it passes they open.
#[test]
fn in_the_deep_games_the_levels_bid_and_declare_by_the_rule_of_thumb() {
    use bones_ai::HeuristicBot;
    use bones_engine::{Action, Bid, GameKind, Phase};
    for kind in [GameKind::Texas88, GameKind::BigGame] {
        let (mut auction_views, mut lighter_bids) = (0, 0);
        for (level, mut bot) in minimal_bots() {
            decision_views(
                Rules::default_for(kind),
                400,
                11,
                &mut bot,
                |view, _, seed, mine| {
                    if view.phase == Phase::Playing || view.legal.len() < 2 {
                        return;
                    }
                    auction_views += 1;
                    let thumb = HeuristicBot.decide(view, seed).action;
                    let lighter = kind == GameKind::BigGame && view.phase == Phase::Bidding;
                    if lighter && thumb == Action::Pass && mine != Action::Pass {
                        let lowest = view.lowest_points_bid().map(Bid::Points);
                        assert_eq!(mine, Action::Bid(lowest.unwrap()), "{level:?}");
                        lighter_bids += 1;
                    } else {
                        assert_eq!(mine, thumb, "{kind:?} {level:?} at {:?}", view.phase);
                    }
                },
            );
        }
        assert!(
            auction_views > 50,
            "{kind:?}: {auction_views} auction views"
        );
        if kind == GameKind::BigGame {
            assert!(lighter_bids > 0, "no lighter Big Game bids");
        }
    }
    // Texas 42: the bids come from the simulation, which rates each one.
    let hard = || SearchBot::new("hard", Level::Hard.search_config().unwrap().minimal());
    let (mut player, mut judge) = (hard(), hard());
    let mut rated = 0;
    let rules = Rules::Texas42(Texas42::straight());
    decision_views(rules, 200, 11, &mut player, |view, _, seed, _| {
        if view.phase == Phase::Bidding && view.legal.len() > 1 {
            rated += usize::from(!judge.decide(view, seed).evaluations.is_empty());
        }
    });
    assert!(rated > 10, "Texas 42: {rated} bids rated by the simulation");
}

#[test]
fn stronger_levels_do_more_work() {
    let work = |l: Level| {
        let c = l.search_config().unwrap();
        (
            c.play_worlds,
            c.bid_worlds,
            c.deep_play_worlds,
            c.deep_nodes.texas88,
            c.deep_nodes.big_game,
        )
    };
    let (n, h, e) = (work(Level::Normal), work(Level::Hard), work(Level::Expert));
    assert!(n.0 < h.0 && h.0 < e.0);
    assert!(n.1 < h.1 && h.1 < e.1);
    assert!(n.2 < h.2 && h.2 < e.2);
    assert!(n.3 < h.3 && h.3 <= e.3);
    assert!(n.4 < h.4 && h.4 <= e.4);
}

fn tiles(s: &str) -> Vec<Tile> {
    s.split_whitespace().map(|t| t.parse().unwrap()).collect()
}

/// Two Texas 42 games that differ only in the hands seat 0 cannot see.
fn twin_games() -> (Game, Game) {
    let rules = Rules::Texas42(Texas42::straight());
    let mine = tiles("6-6 6-5 6-4 6-2 5-5 4-4 1-0");
    let a = tiles("6-3 6-1 6-0 5-4 5-3 5-2 5-1");
    let b = tiles("5-0 4-3 4-2 4-1 4-0 3-3 3-2");
    let c = tiles("3-1 3-0 2-2 2-1 2-0 1-1 0-0");
    let game = |hands: Vec<Vec<Tile>>| {
        let spec = DealSpec {
            hands,
            kitty: None,
            turn_up: None,
        };
        let deal = Deal::from_spec(&rules, &spec).unwrap();
        Game::with_deals(rules, 0, Seat::new(3).unwrap(), vec![deal]).unwrap()
    };
    (
        game(vec![mine.clone(), a.clone(), b.clone(), c.clone()]),
        game(vec![mine, c, a, b]),
    )
}

#[test]
fn a_decision_depends_on_the_view_alone() {
    let (mut one, mut two) = twin_games();
    let me = Seat::new(0).unwrap();
    for level in Level::ALL {
        let mut bot = level.bot();
        // Bidding: the first decision of the hand.
        assert_eq!(one.view(me), two.view(me));
        let d1 = bot.decide(&one.view(me), 5);
        let d2 = bot.decide(&two.view(me), 5);
        assert_eq!(d1, d2, "{level} bidding");
    }
    for a in ["bid 30", "pass", "pass", "pass", "trump 6"] {
        one.apply(a.parse().unwrap()).unwrap();
        two.apply(a.parse().unwrap()).unwrap();
    }
    assert_eq!(one.view(me), two.view(me));
    for level in Level::ALL {
        let mut bot = level.bot();
        let d1 = bot.decide(&one.view(me), 9);
        let d2 = bot.decide(&two.view(me), 9);
        assert_eq!(d1, d2, "{level} opening lead");
    }
}

#[test]
fn search_decisions_rate_every_candidate_in_the_units_at_stake() {
    let (mut game, _) = twin_games();
    for a in ["bid 30", "pass", "pass", "pass", "trump 6"] {
        game.apply(a.parse().unwrap()).unwrap();
    }
    let me = Seat::new(0).unwrap();
    let view = game.view(me);
    let d = Level::Hard.bot().decide(&view, 3);
    // Marks game: each play's chance of making the contract.
    assert_eq!(d.evaluations.len(), view.legal.len());
    assert_eq!(d.evaluations[0].action, d.action);
    for e in &d.evaluations {
        assert!(view.legal.contains(&e.action));
        assert!((0.0..=1.0).contains(&e.value), "{}: {}", e.action, e.value);
    }
    assert!(d.evaluations.windows(2).all(|w| w[0].value >= w[1].value));
    // This hand holds the four top trumps and two doubles: it makes 30.
    assert!(d.evaluations[0].value > 0.9, "{:?}", d.evaluations);
}

#[test]
fn a_view_the_sampler_refuses_still_gets_a_legal_action() {
    let game = Game::new(Rules::default(), 4).unwrap();
    let mut view = game.view(game.turn().unwrap());
    // Claim a tile twice: no deal explains this view.
    view.hand_sizes[1] = 9;
    for level in Level::ALL {
        let d = level.bot().decide(&view, 1);
        assert!(view.legal.contains(&d.action), "{level}");
    }
}
