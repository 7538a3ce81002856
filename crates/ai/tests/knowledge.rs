//! What a seat's knowledge derives from specific public facts: voids from
//! failing to follow, Euchre's turn-up, 88's discards, what Splash and
//! Plunge bids prove. Positions come from seeded random games.

use bones_ai::knowledge::{Holder, Knowledge};
use bones_ai::sample::Sampler;
use bones_ai::{Bot, RandomBot};
use bones_engine::rng::SplitMix64;
use bones_engine::{Action, Bid, Game, GameKind, Phase, Rules, Seat, Texas42, View};

/// Plays seeded random games, calling `visit` with the game before each
/// action; stops when `visit` returns true or after `games` games.
fn search(rules: Rules, games: u64, mut visit: impl FnMut(&Game) -> bool) -> bool {
    for seed in 0..games {
        let mut game = Game::new(rules, seed).unwrap();
        let mut step = 0;
        while game.phase() != Phase::GameOver && step < 2_000 {
            step += 1;
            if visit(&game) {
                return true;
            }
            let view = game.view(game.turn().unwrap());
            game.apply(RandomBot.decide(&view, seed * 1_000 + step).action)
                .unwrap();
        }
    }
    false
}

#[test]
fn failing_to_follow_shows_a_void() {
    let found = search(Rules::default(), 200, |game| {
        let Some((done, rules)) = game.tricks().last().zip(Some(game.trick_rules())) else {
            return false;
        };
        let led = done.trick.led().unwrap();
        let Some((seat, _)) = done
            .trick
            .plays()
            .skip(1)
            .find(|(_, id)| !rules.suit(led).has_tile(id.tile()))
        else {
            return false;
        };
        let watcher = game.turn().unwrap();
        if watcher == seat {
            return false;
        }
        let k = Knowledge::from_view(&game.view(watcher)).unwrap();
        for t in (rules.suit(led) & k.unseen_faces()).tiles() {
            assert!(
                !k.may_hold(Holder::Seat(seat), t),
                "{seat} showed a void in {led}"
            );
        }
        true
    });
    assert!(found);
}

#[test]
fn euchre_turn_up_is_with_the_dealer_or_its_discard() {
    let rules = Rules::default_for(GameKind::Euchre);
    let mut checked = 0;
    search(rules, 300, |game| {
        let (Some(dealer), Some(up)) = (game.turn_up_taken_by(), game.dealt().turn_up()) else {
            return false;
        };
        if game.phase() != Phase::Playing {
            return false;
        }
        let watcher = game.turn().unwrap();
        let view = game.view(watcher);
        if watcher == dealer || view.played().has_tile(up.tile()) {
            return false;
        }
        let k = Knowledge::from_view(&view).unwrap();
        for s in Seat::all(4).filter(|&s| s != dealer && s != watcher) {
            assert!(!k.may_hold(Holder::Seat(s), up.tile()));
        }
        assert!(!k.may_hold(Holder::Undealt, up.tile()));
        let mut sampler = Sampler::from_knowledge(k).unwrap();
        let mut rng = SplitMix64::new(1);
        for _ in 0..20 {
            let w = sampler.sample(&mut rng);
            assert!(w.hands[dealer.index()].has_tile(up.tile()) || w.kitty.has_tile(up.tile()));
        }
        checked += 1;
        checked >= 20
    });
    assert!(checked >= 20, "only {checked} positions");
}

#[test]
fn texas88_discards_are_non_counters_to_the_other_seats() {
    let rules = Rules::default_for(GameKind::Texas88);
    let found = search(rules, 50, |game| {
        let Some(c) = game.contract() else {
            return false;
        };
        if game.phase() != Phase::Playing {
            return false;
        }
        let watcher = c.bidder.next(6);
        let k = Knowledge::from_view(&game.view(watcher)).unwrap();
        assert_eq!(k.capacity(Holder::Kitty), 2);
        for t in rules.deck().tiles().filter(|t| t.is_counter()) {
            assert!(!k.may_hold(Holder::Kitty, t), "{t} in the discards");
        }
        // The bidder knows its own: nothing of the kitty is hidden to it.
        let own = Knowledge::from_view(&game.view(c.bidder)).unwrap();
        assert_eq!(own.capacity(Holder::Kitty), 0);
        true
    });
    assert!(found);
}

/// The first position after `bid` was made in house 42, seen by the seat
/// after the bidder.
fn after_bid(is_it: impl Fn(Bid) -> bool) -> Option<(Game, Seat)> {
    let mut hit = None;
    search(Rules::Texas42(Texas42::house()), 3_000, |game| {
        let found = game
            .auction()
            .iter()
            .find(|(_, a)| matches!(a, Action::Bid(b) if is_it(*b)));
        if let (Some(&(bidder, _)), Phase::Playing) = (found, game.phase()) {
            hit = Some((game.clone(), bidder));
            return true;
        }
        false
    });
    hit
}

fn samples(view: &View) -> Vec<bones_ai::knowledge::World> {
    let mut sampler = Sampler::new(view).unwrap();
    let mut rng = SplitMix64::new(2);
    (0..200).map(|_| sampler.sample(&mut rng)).collect()
}

#[test]
fn a_splash_bidder_holds_three_doubles() {
    let (game, bidder) = after_bid(|b| matches!(b, Bid::Splash(_))).expect("a Splash bid");
    let watcher = bidder.next(4);
    let view = game.view(watcher);
    let k = Knowledge::from_view(&view).unwrap();
    assert!(k.quotas().iter().any(|q| q.seat == bidder));
    let doubles = game.rules().deck().doubles();
    let played: usize = view
        .tricks
        .iter()
        .map(|t| &t.trick)
        .chain([&view.trick])
        .flat_map(|t| t.plays())
        .filter(|(s, id)| *s == bidder && doubles.has_tile(id.tile()))
        .count();
    for w in samples(&view) {
        assert!((w.hands[bidder.index()] & doubles).len() + played >= 3);
    }
}

#[test]
fn a_plunge_bidder_holds_no_double_it_did_not_show() {
    let (game, bidder) = after_bid(|b| matches!(b, Bid::Plunge(_))).expect("a Plunge bid");
    let watcher = bidder.next(4);
    let view = game.view(watcher);
    let doubles = game.rules().deck().doubles();
    for w in samples(&view) {
        let hidden = w.hands[bidder.index()] - view.shown[bidder.index()];
        assert!((hidden & doubles).is_empty());
    }
}
