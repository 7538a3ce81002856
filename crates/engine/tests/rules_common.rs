//! RULES.md, "Common mechanics (all games)": suits, rank inside a suit, the
//! led suit, following, trick winners, turn order, who leads, dealing.
//! Shown in Texas 42 hands unless a bullet is about another game.

mod common;

use bones_engine::{
    Deck, Declaration, DoublesRank, Event, Game, GameKind, GameRecord, Illegal, Phase, Pip, Rules,
    Suit, Table, TileSet, Trump,
};
use common::*;

/// Seat 0 bids 30, the others pass, seat 0 names trump `trump`.
fn bid_30_and_name(trump: &str) -> String {
    format!("bid 30, pass, pass, pass, trump {trump}")
}

/// Seat 1 holds 6-4 as its only tile showing a four; seat 2 holds fours and
/// a six; seat 3 holds 6-0, 6-1, 6-2.
fn deal_a() -> bones_engine::DealSpec {
    deal(&[
        "6-6 6-5 4-0 3-3 2-2 1-1 0-0",
        "6-4 5-5 5-3 5-2 5-1 5-0 3-0",
        "6-3 4-4 4-3 4-2 3-2 3-1 2-0",
        "6-2 6-1 6-0 5-4 4-1 2-1 1-0",
    ])
}

#[test]
fn a_trump_is_not_of_its_other_suit() {
    let mut g = start(straight(), vec![deal_a()]);
    play(&mut g, &bid_30_and_name("6"));
    // Fours are led. Seat 1's only four-showing tile is 6-4, a trump: it is
    // not a four, so seat 1 is void in fours and may play anything.
    play(&mut g, "4-0");
    assert_eq!(
        playable(&g),
        sorted("6-4 5-5 5-3 5-2 5-1 5-0 3-0"),
        "seat 1 holds no four"
    );
    play(&mut g, "5-5");
    // Seat 2 holds fours and must play one; its 6-3 is a trump, not a three
    // or a four, and may not be played.
    assert_eq!(playable(&g), sorted("4-4 4-3 4-2"));
    let err = refused(&mut g, "6-3");
    assert_eq!(
        err,
        Illegal::MustFollow {
            suit: Suit::Number(Pip::ALL[4]),
            tile: tile("6-3")
        }
    );
    assert_eq!(
        err.to_string(),
        "you must follow fours: 6-3 is not one of them"
    );
}

#[test]
fn a_led_trump_leads_trumps_whatever_its_other_end() {
    let mut g = start(straight(), vec![deal_a()]);
    play(&mut g, &bid_30_and_name("4"));
    // Fours are trump. Seat 0 leads 4-0, which calls for trumps: seat 1
    // must answer with 6-4 (a trump, whatever its six end says).
    play(&mut g, "4-0");
    assert_eq!(playable(&g), sorted("6-4"));
    play(&mut g, "6-4");
    // Seat 2 must play a trump (a four); 6-3 is a six and three only.
    assert_eq!(playable(&g), sorted("4-4 4-3 4-2"));
    play(&mut g, "4-3");
    assert_eq!(playable(&g), sorted("5-4 4-1"));
    let events = play(&mut g, "4-1");
    // The trump double is highest: 4-4 was not played, 6-4 ranks first of
    // 6-4 / 4-3 / 4-1 / 4-0.
    assert_eq!(trick_winners(&events), vec![1]);
}

#[test]
fn a_led_tile_leads_its_higher_end_and_a_double_its_own_number() {
    let mut g = start(straight(), vec![deal_a()]);
    play(&mut g, &bid_30_and_name("0"));
    // 6-5 leads sixes, not fives: seat 1 must play its six (6-4) though it
    // holds five fives.
    play(&mut g, "6-5");
    assert_eq!(playable(&g), sorted("6-4"));
    play(&mut g, "6-4");
    assert_eq!(playable(&g), sorted("6-3"));
    play(&mut g, "6-3");
    // 6-0 is a trump (blanks), so seat 3's sixes are 6-2 and 6-1 only.
    assert_eq!(playable(&g), sorted("6-2 6-1"));
    let events = play(&mut g, "6-1");
    assert_eq!(trick_winners(&events), vec![0], "6-5 is the highest six");
    // A double leads its own number: 3-3 calls for threes. Seat 1's 3-0 is a
    // trump, so its only three is 5-3.
    play(&mut g, "3-3");
    assert_eq!(playable(&g), sorted("5-3"));
    play(&mut g, "5-3");
    assert_eq!(playable(&g), sorted("4-3 3-2 3-1"));
    play(&mut g, "4-3");
    // Seat 3 holds no three: anything goes, trump included.
    assert_eq!(playable(&g), sorted("6-2 6-0 5-4 4-1 2-1 1-0"));
    let events = play(&mut g, "5-4");
    assert_eq!(trick_winners(&events), vec![0], "the double is highest");
}

#[test]
fn a_void_player_may_trump_and_the_highest_trump_wins() {
    let mut g = start(straight(), vec![deal_a()]);
    play(&mut g, &bid_30_and_name("0"));
    // Seat 0 leads 2-2: seat 1 holds 5-2 and must follow; seat 2 follows
    // with a deuce; seat 3 follows with 6-2 or 2-1.
    play(&mut g, "2-2, 5-2, 3-2, 2-1");
    // Seat 0 won and leads 1-1. Seat 3 holds 6-1 and 4-1 (1-0 is a trump,
    // not an ace) and must play one of them.
    play(&mut g, "1-1, 5-1, 3-1");
    assert_eq!(playable(&g), sorted("6-1 4-1"));
    play(&mut g, "6-1");
    // Seat 0 leads 6-6. Seats 1 and 2 must follow sixes; seat 3 has 6-2
    // and 6-0 (a trump) and must play 6-2.
    play(&mut g, "6-6, 6-4, 6-3");
    assert_eq!(playable(&g), sorted("6-2"));
    play(&mut g, "6-2");
    // Seat 0 leads 6-5: nobody else holds a six any more and anyone may
    // trump.
    play(&mut g, "6-5");
    assert_eq!(playable(&g), sorted("5-5 5-3 5-0 3-0"));
    play(&mut g, "3-0");
    assert_eq!(playable(&g), sorted("4-4 4-3 4-2 2-0"));
    play(&mut g, "2-0");
    // Seat 3 still holds 6-0, but that is a blank (trump) only.
    assert_eq!(playable(&g), sorted("6-0 5-4 4-1 1-0"));
    let events = play(&mut g, "1-0");
    // Three trumps fell on a six lead: the highest trump (3-0) wins.
    assert_eq!(trick_winners(&events), vec![1]);
    assert_eq!(g.turn(), Some(seat(1)), "the trick's winner leads next");
}

#[test]
fn rank_inside_a_suit_is_the_double_then_the_other_end_high_to_low() {
    let rules = straight();
    let follow_me = trick_rules(&rules, Declaration::Trump(Trump::FollowMe));
    for p in 0..=6u8 {
        let mut expected = vec![format!("{p}-{p}")];
        expected.extend((0..=6u8).rev().filter(|&o| o != p).map(|o| {
            let (h, l) = if o > p { (o, p) } else { (p, o) };
            format!("{h}-{l}")
        }));
        let suit = Suit::Number(Pip::ALL[usize::from(p)]);
        let mut in_suit: Vec<_> = follow_me.suit(suit).tiles().collect();
        in_suit.sort_by_key(|t| std::cmp::Reverse(follow_me.power(suit, *t)));
        let names: Vec<String> = in_suit.iter().map(ToString::to_string).collect();
        assert_eq!(names, expected, "suit {p}");

        // The same order when the suit is trump.
        let trump = trick_rules(
            &rules,
            Declaration::Trump(Trump::Suit(Pip::ALL[usize::from(p)])),
        );
        let mut trumps: Vec<_> = trump.trumps().tiles().collect();
        trumps.sort_by_key(|t| std::cmp::Reverse(trump.power(Suit::Trump, *t)));
        let names: Vec<String> = trumps.iter().map(ToString::to_string).collect();
        assert_eq!(names, expected, "trump {p}");
    }
}

#[test]
fn a_trump_beats_any_tile_of_the_led_suit_and_off_suit_tiles_never_win() {
    let rules = straight();
    let r = trick_rules(&rules, Declaration::Trump(Trump::Suit(Pip::ALL[1])));
    // 6-6 led; 1-0 is the lowest trump and still wins.
    assert_eq!(winning_index(&r, "6-6 5-5 1-0 6-5", false), 2);
    // 5-0 led (fives): 6-6 does not follow and cannot win; 5-4 does.
    assert_eq!(winning_index(&r, "5-0 6-6 5-4 4-4", false), 2);
    // Two trumps: the higher (1-1, the double) wins.
    assert_eq!(winning_index(&r, "3-2 3-1 1-1 6-1", false), 2);
}

#[test]
fn turn_order_is_clockwise_from_the_dealers_left() {
    let mut g = start_with_dealer(straight(), seat(1), vec![deal_a()]);
    assert_eq!(g.dealer(), seat(1));
    let mut order = Vec::new();
    for a in ["pass", "pass", "pass", "bid 30"] {
        order.push(g.turn().unwrap().get());
        play(&mut g, a);
    }
    assert_eq!(order, vec![2, 3, 0, 1], "bidding starts left of the dealer");
    // Seat 1 (the dealer) won the bid: it names trump and leads.
    assert_eq!(g.phase(), Phase::Declaring);
    assert_eq!(g.turn(), Some(seat(1)));
    play(&mut g, "trump 5");
    assert_eq!(g.turn(), Some(seat(1)), "the bidder leads the first trick");
    let mut order = Vec::new();
    for t in ["5-5", "4-4", "5-4", "6-5"] {
        order.push(g.turn().unwrap().get());
        play(&mut g, t);
    }
    assert_eq!(order, vec![1, 2, 3, 0], "play goes clockwise");
}

#[test]
fn seats_alternate_teams() {
    let four = Table::new(4, 2);
    let teams: Vec<usize> = (0..4).map(|s| four.team(seat(s)).index()).collect();
    assert_eq!(teams, vec![0, 1, 0, 1]);
    let six = Table::new(6, 2);
    let teams: Vec<usize> = (0..6).map(|s| six.team(seat(s)).index()).collect();
    assert_eq!(teams, vec![0, 1, 0, 1, 0, 1]);
    assert_eq!(four.opposite(seat(1)), seat(3), "partners sit opposite");
}

#[test]
fn the_deal_rotates_one_seat_each_hand() {
    let mut g = Game::new(straight(), 3).unwrap();
    let mut dealers = vec![g.dealer().get()];
    for _ in 0..5 {
        let events = play_out_hand(&mut g);
        assert!(events
            .iter()
            .any(|e| matches!(e, Event::Dealt { dealer, .. } if *dealer == g.dealer())));
        dealers.push(g.dealer().get());
        assert_eq!(
            g.turn(),
            Some(g.dealer().next(4)),
            "left of the dealer bids"
        );
    }
    assert_eq!(dealers, vec![3, 0, 1, 2, 3, 0]);
}

#[test]
fn a_game_is_reproducible_from_rules_seed_and_actions() {
    for kind in GameKind::ALL {
        let rules = Rules::default_for(kind);
        let mut g = Game::new(rules, 99).unwrap();
        let mut done = Vec::new();
        while g.phase() != Phase::GameOver && done.len() < 400 {
            let legal = g.legal_actions();
            let a = legal[done.len() % legal.len()];
            g.apply(a).unwrap();
            done.push(a);
        }
        let replayed = GameRecord::of(&g, done).replay().unwrap();
        assert_eq!(replayed, g, "{kind}");
        // The same seed deals the same; another seed deals differently.
        let a = Game::new(rules, 99).unwrap();
        let b = Game::new(rules, 100).unwrap();
        assert_eq!(a.dealt(), Game::new(rules, 99).unwrap().dealt());
        assert_ne!(a.dealt(), b.dealt(), "{kind}");
    }
}

#[test]
fn every_tile_of_the_set_is_dealt_once_per_copy() {
    for kind in GameKind::ALL {
        let rules = Rules::default_for(kind);
        for seed in 0..50 {
            let g = Game::new(rules, seed).unwrap();
            let d = g.dealt();
            let mut all = d.kitty() | d.undealt();
            let mut count = d.kitty().len() + d.undealt().len();
            if let Some(up) = d.turn_up() {
                all |= TileSet::single(up);
                count += 1;
            }
            for s in 0..rules.players() {
                all |= d.hand(seat(s));
                count += d.hand(seat(s)).len();
            }
            assert_eq!(all, rules.deck().all(), "{kind}");
            assert_eq!(count, rules.deck().tile_count(), "{kind}: no tile twice");
        }
    }
}

#[test]
fn an_impossible_deal_is_refused_naming_the_problem() {
    let rules = straight();
    let bad = |hands: &[&str]| {
        GameRecord {
            rules,
            deals: vec![deal(hands)],
            ..GameRecord::default()
        }
        .start()
        .unwrap_err()
        .to_string()
    };
    let full = [
        "6-6 6-5 4-0 3-3 2-2 1-1 0-0",
        "6-4 5-5 5-3 5-2 5-1 5-0 3-0",
        "6-3 4-4 4-3 4-2 3-2 3-1 2-0",
        "6-2 6-1 6-0 5-4 4-1 2-1 1-0",
    ];
    assert!(bad(&full[..3]).contains("3 hands"));
    let twice = [full[0], full[1], full[2], "6-6 6-1 6-0 5-4 4-1 2-1 1-0"];
    assert_eq!(bad(&twice), "deal 0: 6-6 is dealt twice");
    let short = [full[0], full[1], full[2], "6-2 6-1 6-0 5-4 4-1 2-1"];
    assert!(bad(&short).contains("seat 3 is dealt 6 tiles; each hand has 7"));
    let seven = [full[0], full[1], full[2], "7-2 6-1 6-0 5-4 4-1 2-1 1-0"];
    assert!(bad(&seven).contains("7-2 is not in the set"));
}

#[test]
fn a_deal_made_for_other_rules_is_refused() {
    // A Euchre deal (five tiles each) would leave a 42 game with no tile to
    // play on the sixth trick: the game refuses to start instead.
    let euchre_deal = bones_engine::Deal::random(&euchre(4), 1);
    assert!(!euchre_deal.fits(&straight()));
    let err = Game::with_deals(straight(), 1, seat(3), vec![euchre_deal]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "deal 0 is not a deal of Texas 42: it was made for other rules"
    );
    for kind in GameKind::ALL {
        let rules = Rules::default_for(kind);
        assert!(bones_engine::Deal::random(&rules, 5).fits(&rules), "{kind}");
    }
}

#[test]
fn a_table_with_nobody_active_does_not_search_for_ever() {
    let empty = Table::new(4, 2)
        .without(seat(0))
        .without(seat(1))
        .without(seat(2))
        .without(seat(3));
    assert_eq!(empty.next_active(seat(3)), seat(0));
    let one = Table::new(4, 2).without(seat(1)).without(seat(2));
    assert_eq!(one.next_active(seat(0)), seat(3));
    assert_eq!(one.next_active(seat(3)), seat(0));
}

#[test]
fn an_illegal_action_names_its_rule_and_changes_nothing() {
    let mut g = start(straight(), vec![deal_a()]);
    let e = refused(&mut g, "6-6");
    assert_eq!(e.to_string(), "\"6-6\" is not possible during the bidding");
    let e = refused(&mut g, "bid 29");
    assert!(e.to_string().contains("bids are 30 to 41"), "{e}");
    let e = refused(&mut g, "order");
    assert_eq!(e.to_string(), "\"order\" is not an action of Texas 42");
    let e = refused(&mut g, "bid 30, pass, pass, pass, trump 7");
    assert_eq!(e.to_string(), "there is no suit 7 in this set");
    play(&mut g, "trump 6");
    let e = refused(&mut g, "5-5");
    assert_eq!(e.to_string(), "you do not hold 5-5");
    let e = refused(&mut g, "6-6 low");
    assert!(e.to_string().contains("cannot lead its lower suit"), "{e}");
}

#[test]
fn doubles_rank_low_in_every_suit_when_set_so() {
    let rules = texas42(|s| s.trumps.doubles = DoublesRank::Low);
    let r = trick_rules(&rules, Declaration::Trump(Trump::Suit(Pip::ALL[6])));
    // 6-6 is the lowest trump; 5-5 the lowest five, below 5-0.
    assert_eq!(winning_index(&r, "6-6 6-0", false), 1);
    assert_eq!(winning_index(&r, "5-5 5-0 4-4", false), 1);
    // With doubles high (the default) the double wins both.
    let r = trick_rules(&straight(), Declaration::Trump(Trump::Suit(Pip::ALL[6])));
    assert_eq!(winning_index(&r, "6-6 6-0", false), 0);
    assert_eq!(winning_index(&r, "5-5 5-0 4-4", false), 0);
}

#[test]
fn each_deck_has_its_tiles() {
    assert_eq!(Deck::DoubleSix.all().len(), 28);
    assert_eq!(Deck::DoubleSixTwice.all().len(), 56);
    assert_eq!(Deck::DoubleEight.all().len(), 45);
    assert!(!Deck::DoubleSix.has(tile("7-0")));
    assert!(Deck::DoubleEight.has(tile("8-8")));
}
