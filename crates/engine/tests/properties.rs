//! Property tests over many seeded random games, for every game and preset:
//! the invariants of RULES.md, and one source of legality
//! (`legal_actions` contains exactly the actions `apply` accepts).

use bones_engine::rng::SplitMix64;
use bones_engine::{
    Action, Bid, Declaration, DoublesMode, Euchre, EuchreLead, Event, Game, GameKind, Phase, Pip,
    Rules, Scoring, Texas42, Texas88, Tile, TileSet, Trump,
};

/// Games per configuration; each configuration is a game + preset.
const GAMES: u64 = 10_000;

fn configs() -> Vec<(&'static str, Rules)> {
    let mut house_points = Texas42::house();
    house_points.scoring = Scoring::Points;
    house_points.target = 250;
    let mut house_any_nello = Texas42::house();
    house_any_nello.nello = Some(bones_engine::NelloBid::AnyBid);
    house_any_nello.splash = Some(3);
    house_any_nello.plunge = Some(3);
    house_any_nello.all_pass = bones_engine::AllPass::Redeal;
    house_any_nello.early_end = false;
    let marks88 = Texas88 {
        scoring: Scoring::Marks,
        target: 7,
        ..Texas88::default()
    };
    vec![
        ("straight 42", Rules::Texas42(Texas42::straight())),
        ("house 42", Rules::Texas42(Texas42::house())),
        ("house 42, points", Rules::Texas42(house_points)),
        ("house 42, variants", Rules::Texas42(house_any_nello)),
        ("88, points", Rules::default_for(GameKind::Texas88)),
        ("88, marks", Rules::Texas88(marks88)),
        ("big game", Rules::default_for(GameKind::BigGame)),
        ("euchre 4", Rules::default_for(GameKind::Euchre)),
        (
            "euchre 3",
            Rules::Euchre(Euchre {
                players: 3,
                ..Euchre::default()
            }),
        ),
        (
            "euchre 2, leader names",
            Rules::Euchre(Euchre {
                players: 2,
                lead: EuchreLead::LeaderNames,
                ..Euchre::default()
            }),
        ),
    ]
}

/// A random action from the whole action space (mostly illegal ones).
fn random_action(rng: &mut SplitMix64) -> Action {
    let tile = Tile::from_index(rng.below(45) as u8).unwrap();
    let pip = Pip::new(rng.below(9) as u8).unwrap();
    let n = rng.below(100) as u8;
    let m = rng.below(9) as u8;
    match rng.below(14) {
        0 => Action::Pass,
        1 => Action::Bid(Bid::Points(n)),
        2 => Action::Bid(Bid::Marks(m)),
        3 => Action::Bid(Bid::Splash(m)),
        4 => Action::Bid(Bid::Plunge(m)),
        5 => Action::Bid(Bid::LowNo),
        6 => Action::Declare(Declaration::Trump(Trump::Suit(pip))),
        7 => Action::Declare(
            [
                Declaration::Trump(Trump::Doubles),
                Declaration::Trump(Trump::FollowMe),
                Declaration::Trump(Trump::SevenTiles),
                Declaration::Sevens,
                Declaration::Nello(DoublesMode::ALL[rng.below(3)]),
            ][rng.below(5)],
        ),
        8 => Action::Discard(tile),
        9 => Action::Order {
            alone: rng.below(2) == 0,
        },
        10 => Action::Call {
            trump: pip,
            alone: rng.below(2) == 0,
        },
        11 => Action::PlayLow(tile),
        _ => Action::Play(tile),
    }
}

/// Every tile of the set dealt exactly once per copy.
fn check_deal(game: &Game) {
    let rules = game.rules();
    let deal = game.dealt();
    let mut seen = TileSet::EMPTY;
    let mut parts: Vec<TileSet> = (0..rules.players())
        .map(|s| deal.hand(bones_engine::Seat::new(s).unwrap()))
        .collect();
    parts.push(deal.kitty());
    parts.push(deal.turn_up().map(TileSet::single).unwrap_or_default());
    parts.push(deal.undealt());
    for p in parts {
        assert!((seen & p).is_empty(), "a tile dealt twice");
        seen |= p;
    }
    assert_eq!(seen, rules.deck().all(), "every tile dealt once per copy");
    for s in 0..rules.players() {
        let h = deal.hand(bones_engine::Seat::new(s).unwrap());
        assert_eq!(h.len(), usize::from(rules.hand_size()));
    }
}

fn play_random_game(rules: Rules, seed: u64) -> (u32, u32) {
    let mut game = Game::new(rules, seed).unwrap();
    let mut rng = SplitMix64::new(seed ^ 0xABCD);
    let mut hands_played = 0;
    let mut tricks = 0;
    check_deal(&game);
    for step in 0.. {
        assert!(step < 100_000, "game {seed} does not end");
        if game.phase() == Phase::GameOver {
            assert!(game.winner().is_some());
            assert!(game.legal_actions().is_empty());
            break;
        }
        let legal = game.legal_actions();
        assert!(!legal.is_empty(), "no legal action in {:?}", game.phase());
        // One source of legality: every action from a random sample is
        // legal exactly when listed, and a refused one changes nothing.
        for _ in 0..3 {
            let a = random_action(&mut rng);
            let listed = legal.contains(&a);
            assert_eq!(listed, game.check(a).is_ok(), "{a} in {:?}", game.phase());
            if !listed {
                let before = game.clone();
                assert!(game.apply(a).is_err());
                assert_eq!(game, before, "a refused action changed the game");
            }
        }
        let a = legal[rng.below(legal.len())];
        let events = game
            .apply(a)
            .unwrap_or_else(|e| panic!("listed action {a} refused: {e}"));
        for e in &events {
            match e {
                Event::TrickTaken { .. } => tricks += 1,
                Event::Dealt { .. } => check_deal(&game),
                Event::HandOver(r) => {
                    hands_played += 1;
                    let full = u32::from(r.tricks_played) == u32::from(rules.hand_size());
                    let teams = usize::from(rules.teams());
                    let nello = matches!(r.contract.declaration, Some(Declaration::Nello(_)));
                    let alone = matches!(r.contract.bid, Bid::Make { alone: true });
                    if full && !nello && !alone {
                        let points: u16 = r.points[..teams].iter().sum();
                        if rules.kind() == GameKind::Euchre {
                            let t: u8 = r.tricks[..teams].iter().sum();
                            assert_eq!(t, 5, "Euchre tricks sum to 5");
                        } else {
                            assert_eq!(points, rules.hand_total(), "points sum to the hand total");
                        }
                    }
                    if !full {
                        assert!(
                            rules.early_end() || nello,
                            "only an early end cuts a hand short"
                        );
                    }
                }
                _ => {}
            }
        }
    }
    (hands_played, tricks)
}

#[test]
fn random_games_hold_the_invariants() {
    for (name, rules) in configs() {
        let mut hands = 0;
        let mut tricks = 0;
        for seed in 0..GAMES {
            let (h, t) = play_random_game(rules, seed);
            hands += h;
            tricks += t;
        }
        assert!(hands >= GAMES as u32, "{name}: {hands} hands");
        eprintln!("{name}: {GAMES} games, {hands} hands, {tricks} tricks");
    }
}
