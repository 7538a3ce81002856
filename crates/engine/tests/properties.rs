//! Property tests over many seeded random games, for every game and preset
//! (one test per configuration, so they run in parallel): the invariants
//! of RULES.md, and one source of legality (`legal_actions` contains
//! exactly the actions `apply` accepts).
//!
//! Checked for every game: every random legal sequence ends (a bound on
//! steps); every tile of the set is dealt exactly once per copy; refused
//! actions change nothing; every listed action is accepted; scores never
//! go down; a winner exists exactly when the game is over; in each hand
//! the tricks add up, a fully played hand totals 42, 88 or 66 points (less
//! the counters of a Nel-O partner who sat out), Euchre plays all five
//! tricks, and only the early end or a set Nel-O cuts a hand short; tiles
//! are played in every phase but the auction's; a lay-down offered, played
//! out against random play, takes every trick left; and a game replays
//! from its record.

mod common;

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

/// The seat sitting the trick play out (Nel-O partner, lone maker's
/// partner), while tricks are played.
fn sitting_out(game: &Game) -> Option<bones_engine::Seat> {
    game.contract()
        .filter(|_| game.phase() == Phase::Playing)
        .and_then(|c| c.sitting_out(game.rules()))
}

/// What a run of random games went through.
#[derive(Default)]
struct Counts {
    hands: u32,
    tricks: u32,
    laydowns: u32,
}

fn play_random_game(rules: Rules, seed: u64) -> Counts {
    let mut game = Game::new(rules, seed).unwrap();
    let start = game.clone();
    let mut taken = Vec::new();
    let mut rng = SplitMix64::new(seed ^ 0xABCD);
    let mut counts = Counts::default();
    check_deal(&game);
    for step in 0.. {
        assert!(step < 100_000, "game {seed} does not end");
        if game.phase() == Phase::GameOver {
            assert!(game.winner().is_some());
            assert!(game.legal_actions().is_empty());
            break;
        }
        assert!(game.winner().is_none());
        let legal = game.legal_actions();
        assert!(!legal.is_empty(), "no legal action in {:?}", game.phase());
        // The auction's phases (the table's panel at its foot) are exactly
        // those where no tile is played.
        assert!(
            legal
                .iter()
                .all(|a| a.played_tile().is_none() == game.phase().is_auction()),
            "{:?} offers {legal:?}",
            game.phase()
        );
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
        // Now and then, every listed action is accepted.
        if step % 16 == 0 {
            for &a in &legal {
                let mut copy = game.clone();
                assert!(copy.apply(a).is_ok(), "listed {a} refused");
            }
        }
        if let Some(order) = game
            .turn()
            .filter(|_| game.phase() == Phase::Playing)
            .and_then(|s| game.view(s).laydown())
        {
            // Played out against random legal play by everyone else, a
            // lay-down offered takes every trick left.
            let ours = common::lay_down(&mut game.clone(), &order, |legal| {
                legal[rng.below(legal.len())]
            });
            assert!(ours.iter().all(|&o| o), "a laid-down hand lost a trick");
            counts.laydowns += 1;
        }
        let sat_out = sitting_out(&game).map(|s| game.hand(s));
        let scores = game.scores();
        let a = legal[rng.below(legal.len())];
        let events = game
            .apply(a)
            .unwrap_or_else(|e| panic!("listed action {a} refused: {e}"));
        taken.push(a);
        for (now, then) in game.scores().iter().zip(scores) {
            assert!(*now >= then, "a score went down");
        }
        for e in &events {
            match e {
                Event::TrickTaken { .. } => counts.tricks += 1,
                Event::Dealt { .. } => check_deal(&game),
                Event::HandOver(r) => {
                    counts.hands += 1;
                    check_hand(&rules, r, sat_out);
                }
                _ => {}
            }
        }
    }
    // Reproducible from (rules, seed, actions).
    if seed < 200 {
        let replayed = bones_engine::GameRecord::of(&start, taken)
            .replay()
            .unwrap();
        assert_eq!(replayed, game, "game {seed} replays differently");
    }
    counts
}

/// A hand's result: tricks add up; a fully played hand's points are the
/// ruleset's total less the counters of a hand that sat out (Euchre: five
/// tricks); only the early end or a set Nel-O cuts a hand short.
fn check_hand(rules: &Rules, r: &bones_engine::HandResult, sat_out: Option<TileSet>) {
    let teams = usize::from(rules.teams());
    let tricks: u8 = r.tricks[..teams].iter().sum();
    assert_eq!(tricks, r.tricks_played, "tricks add up");
    let full = r.tricks_played == rules.hand_size();
    let nello = matches!(r.contract.declaration, Some(Declaration::Nello(_)));
    if rules.kind() == GameKind::Euchre {
        assert!(full, "Euchre plays all five tricks");
    } else if full {
        let points: u16 = r.points[..teams].iter().sum();
        let unplayed = sat_out.map_or(0, |h| h.count() as u16);
        assert_eq!(
            points + unplayed,
            rules.hand_total(),
            "points sum to the hand total"
        );
    } else {
        assert!(
            rules.early_end() || (nello && !r.made),
            "only an early end cuts a hand short"
        );
    }
}

/// Plays `GAMES` seeded random games of the configuration named `name`.
fn random_games(name: &str) {
    let (_, rules) = configs()
        .into_iter()
        .find(|(n, _)| *n == name)
        .expect("a configuration");
    let mut all = Counts::default();
    for seed in 0..GAMES {
        let counts = play_random_game(rules, seed);
        all.hands += counts.hands;
        all.tricks += counts.tricks;
        all.laydowns += counts.laydowns;
    }
    let Counts {
        hands,
        tricks,
        laydowns,
    } = all;
    assert!(hands >= GAMES as u32, "{name}: {hands} hands");
    assert!(laydowns >= 100, "{name}: only {laydowns} lay-downs checked");
    eprintln!(
        "{name}: {GAMES} games, {hands} hands, {tricks} tricks, {laydowns} lay-downs checked"
    );
}

/// One test per configuration, and the list of configurations they cover.
macro_rules! random_games {
    ($($test:ident => $name:literal),* $(,)?) => {
        $(
            #[test]
            fn $test() {
                random_games($name);
            }
        )*
        const TESTED: &[&str] = &[$($name),*];
    };
}

#[test]
fn every_configuration_has_its_test() {
    let names: Vec<&str> = configs().iter().map(|(n, _)| *n).collect();
    assert_eq!(names, TESTED);
}

random_games! {
    straight_42 => "straight 42",
    house_42 => "house 42",
    house_42_points => "house 42, points",
    house_42_variants => "house 42, variants",
    texas_88_points => "88, points",
    texas_88_marks => "88, marks",
    big_game => "big game",
    euchre_4 => "euchre 4",
    euchre_3 => "euchre 3",
    euchre_2_leader_names => "euchre 2, leader names",
}
