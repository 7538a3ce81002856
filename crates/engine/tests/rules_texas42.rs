//! RULES.md, "Texas 42": the deal, the auction (bid ladder, all pass),
//! counters, declaring (numbers, doubles, follow-me and its doubles
//! options), what point and mark bids must take, and the early end.
//! Scoring and the house-rule contracts have files of their own.

mod common;

use bones_engine::{
    Action, AllPass, Bid, DealSpec, Declaration, DoublesMode, Event, Game, Illegal, Phase, Rules,
    Scoring, Trump,
};
use common::*;

/// Seat 0 holds 6-6 5-5 4-4 3-3; seat 1 holds 2-2 and 0-0; seat 2 1-1;
/// seat 3 no double.
fn doubles_deal() -> DealSpec {
    deal(&[
        "6-6 5-5 4-4 3-3 6-5 2-1 1-0",
        "2-2 6-4 6-3 5-4 4-3 3-1 0-0",
        "1-1 6-2 6-1 5-3 5-2 4-2 3-2",
        "6-0 5-1 5-0 4-1 4-0 3-0 2-0",
    ])
}

fn bids(game: &Game) -> Vec<Action> {
    game.legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Bid(_)))
        .collect()
}

// ----- the deal -----

#[test]
fn twenty_eight_tiles_seven_each_none_left_over() {
    let rules = straight();
    for seed in 0..20 {
        let g = Game::new(rules, seed).unwrap();
        for s in 0..4 {
            assert_eq!(g.dealt().hand(seat(s)).len(), 7);
        }
        assert!(g.dealt().kitty().is_empty());
        assert!(g.dealt().undealt().is_empty());
        assert!(g.dealt().turn_up().is_none());
    }
}

// ----- the auction -----

#[test]
fn one_round_of_bidding_each_player_bids_once_or_passes() {
    let mut g = start(straight(), vec![sixes_for(0)]);
    play(&mut g, "bid 30, pass, bid 31");
    assert_eq!(g.phase(), Phase::Bidding);
    assert_eq!(g.turn(), Some(seat(3)));
    let events = play(&mut g, "pass");
    // Four actions, one round: seat 0 gets no second chance over 31.
    assert_eq!(g.phase(), Phase::Declaring);
    assert_eq!(g.turn(), Some(seat(2)), "the winner names trump");
    assert_eq!(g.contract().unwrap().bidder, seat(2));
    assert_eq!(g.contract().unwrap().bid, Bid::Points(31));
    assert!(events.iter().any(|e| matches!(e, Event::Won { .. })));
}

#[test]
fn each_bid_must_beat_the_previous_one() {
    let mut g = start(straight(), vec![sixes_for(0)]);
    let lowest = |g: &Game| g.view(g.turn().unwrap()).lowest_points_bid();
    assert_eq!(lowest(&g), Some(30));
    play(&mut g, "bid 35");
    assert_eq!(lowest(&g), Some(36));
    let e = refused(&mut g, "bid 35");
    assert_eq!(
        e,
        Illegal::BidTooLow {
            bid: Bid::Points(35),
            high: Bid::Points(35)
        }
    );
    assert_eq!(
        e.to_string(),
        "a bid must beat the high bid: 35 does not beat 35"
    );
    refused(&mut g, "bid 34");
    allowed(&g, "bid 36");
    allowed(&g, "bid 1m");
    // The listed bids are exactly 36..=41, 1 mark and 2 marks.
    let mut want: Vec<Action> = (36..=41).map(|n| Action::Bid(Bid::Points(n))).collect();
    want.extend([Action::Bid(Bid::Marks(1)), Action::Bid(Bid::Marks(2))]);
    assert_eq!(bids(&g), want);
}

#[test]
fn point_bids_run_from_30_to_41_and_42_is_one_mark() {
    let mut g = start(straight(), vec![sixes_for(0)]);
    for bad in ["bid 29", "bid 42", "bid 84", "bid 0"] {
        let e = refused(&mut g, bad);
        assert!(matches!(e, Illegal::BidOutOfRange { .. }), "{bad}: {e}");
        assert!(e.to_string().contains("30 to 41 points, or 1 to 7 marks"));
    }
    allowed(&g, "bid 30");
    allowed(&g, "bid 41");
    // 1 mark is worth 42 and beats 41; 2 marks (84) beat 1 mark.
    assert_eq!(Bid::Marks(1).value(42), 42);
    assert_eq!(Bid::Marks(2).value(42), 84);
    allowed(&g, "bid 41, bid 1m, bid 2m");
    refused(&mut g, "bid 1m, bid 41");
}

#[test]
fn the_highest_opening_mark_bid_is_two_marks() {
    let mut g = start(straight(), vec![sixes_for(0)]);
    let e = refused(&mut g, "bid 3m");
    assert_eq!(e, Illegal::OpeningMarks { bid: Bid::Marks(3) });
    assert!(e
        .to_string()
        .contains("highest opening mark bid is 2 marks"));
    // Still the opening mark bid after a point bid.
    refused(&mut g, "bid 35, bid 3m");
    allowed(&g, "bid 2m");
}

#[test]
fn after_a_mark_bid_each_higher_bid_is_exactly_one_mark_more() {
    let mut g = start(straight(), vec![sixes_for(0)]);
    play(&mut g, "bid 1m");
    let e = refused(&mut g, "bid 3m");
    assert_eq!(
        e,
        Illegal::MarkStep {
            bid: Bid::Marks(3),
            next: 2
        }
    );
    refused(&mut g, "bid 1m");
    assert_eq!(bids(&g), vec![Action::Bid(Bid::Marks(2))]);
    assert_eq!(g.view(g.turn().unwrap()).lowest_points_bid(), None);
    play(&mut g, "bid 2m");
    refused(&mut g, "bid 4m");
    play(&mut g, "bid 3m");
    assert_eq!(bids(&g), vec![Action::Bid(Bid::Marks(4))]);
    play(&mut g, "bid 4m");
    assert_eq!(g.contract().unwrap().bid, Bid::Marks(4));
    assert_eq!(g.contract().unwrap().bidder, seat(3));
}

#[test]
fn all_pass_forces_the_dealer_to_bid_by_default() {
    let mut g = start(straight(), vec![sixes_for(0)]);
    play(&mut g, "pass, pass, pass");
    assert_eq!(g.turn(), Some(g.dealer()));
    let e = refused(&mut g, "pass");
    assert_eq!(e, Illegal::DealerMustBid);
    assert_eq!(
        e.to_string(),
        "everyone else passed: the dealer must bid (forced bid)"
    );
    let legal = g.legal_actions();
    assert!(!legal.contains(&Action::Pass));
    assert_eq!(legal[0], Action::Bid(Bid::Points(30)), "at least 30");
    play(&mut g, "bid 30");
    assert_eq!(g.contract().unwrap().bidder, seat(3));
}

#[test]
fn all_pass_throws_in_and_the_next_dealer_redeals_with_that_setting() {
    let rules = texas42(|s| s.all_pass = AllPass::Redeal);
    let second = doubles_deal();
    let mut g = start(rules, vec![sixes_for(0), second.clone()]);
    let events = play(&mut g, "pass, pass, pass, pass");
    assert!(events.contains(&Event::ThrownIn));
    assert!(events.contains(&Event::Dealt {
        hand: 1,
        dealer: seat(0)
    }));
    assert_eq!(g.hand_number(), 1);
    assert_eq!(g.dealer(), seat(0));
    assert_eq!(g.turn(), Some(seat(1)));
    assert_eq!(g.dealt().hand(seat(0)), deal_hand(&rules, &second, 0));
    assert_eq!(g.scores(), [0, 0, 0], "a throw-in scores nothing");
    assert!(g.last_hand().is_none());
}

fn deal_hand(rules: &Rules, spec: &DealSpec, s: u8) -> bones_engine::TileSet {
    bones_engine::Deal::from_spec(rules, spec)
        .unwrap()
        .hand(seat(s))
}

// ----- counters -----

#[test]
fn counters_score_10_and_5_and_each_trick_1_for_42_in_all() {
    let rules = texas42(|s| s.early_end = false);
    let mut g = start(rules, vec![sixes_for(0)]);
    play(&mut g, "bid 30, pass, pass, pass, trump 6");
    // 6-4 and 5-5 (10 each), 4-1 (5), and the trick itself (1).
    let events = play(&mut g, "6-4, 5-5, 4-1, 3-0");
    assert!(events.contains(&Event::TrickTaken {
        seat: seat(0),
        points: 26
    }));
    // 5-0 and 3-2 (5 each) and the trick.
    let events = play(&mut g, "6-6, 5-0, 3-2, 2-2");
    assert!(events.contains(&Event::TrickTaken {
        seat: seat(0),
        points: 11
    }));
    let events = play_out_hand(&mut g);
    let r = hand_result(&events);
    assert_eq!(r.tricks_played, 7, "early end is off: all seven tricks");
    assert_eq!(r.points[0] + r.points[1], 42);
    assert_eq!(r.points, [42, 0, 0]);
}

// ----- declaring -----

#[test]
fn the_winner_names_a_number_doubles_or_follow_me() {
    let mut g = start(straight(), vec![sixes_for(0)]);
    play(&mut g, "bid 30, pass, pass, pass");
    let mut want: Vec<Action> = (0..=6).map(|p| action(&format!("trump {p}"))).collect();
    want.push(action("trump doubles"));
    want.push(action("trump follow-me"));
    assert_eq!(g.legal_actions().to_vec(), want);
    let e = refused(&mut g, "trump sevens");
    assert_eq!(
        e,
        Illegal::ContractOff {
            name: "Sevens as trump"
        }
    );
    let e = refused(&mut g, "nello own-suit");
    assert_eq!(e.to_string(), "Nel-O is not played with these settings");
    refused(&mut g, "sevens");
}

#[test]
fn doubles_trump_a_led_double_calls_for_doubles() {
    let mut g = start(straight(), vec![doubles_deal()]);
    play(&mut g, "bid 30, pass, pass, pass, trump doubles");
    assert_eq!(
        g.contract().unwrap().declaration,
        Some(Declaration::Trump(Trump::Doubles))
    );
    play(&mut g, "6-6");
    assert_eq!(playable(&g), sorted("2-2 0-0"), "doubles must follow");
    play(&mut g, "0-0");
    assert_eq!(playable(&g), sorted("1-1"));
    play(&mut g, "1-1");
    // Seat 3 holds no double: anything.
    assert_eq!(playable(&g).len(), 7);
    let events = play(&mut g, "6-0");
    assert_eq!(trick_winners(&events), vec![0], "6-6 is the highest double");
}

#[test]
fn doubles_trump_other_tiles_lead_their_higher_end() {
    let mut g = start(straight(), vec![doubles_deal()]);
    play(&mut g, "bid 30, pass, pass, pass, trump doubles");
    // 6-5 leads sixes. Seat 1's doubles are trumps, not sixes or deuces.
    play(&mut g, "6-5");
    assert_eq!(playable(&g), sorted("6-4 6-3"));
    play(&mut g, "6-3, 6-1");
    assert_eq!(playable(&g), sorted("6-0"));
    let events = play(&mut g, "6-0");
    assert_eq!(trick_winners(&events), vec![0]);
    // 2-1 leads deuces: seat 1's 2-2 is a trump, so seat 1 is void.
    play(&mut g, "2-1");
    assert_eq!(playable(&g), sorted("2-2 6-4 5-4 4-3 3-1 0-0"));
    play(&mut g, "5-4");
    assert_eq!(playable(&g), sorted("6-2 5-2 4-2 3-2"));
    play(&mut g, "3-2");
    assert_eq!(playable(&g), sorted("2-0"));
    let events = play(&mut g, "2-0");
    assert_eq!(trick_winners(&events), vec![2], "3-2 is the best deuce");
}

#[test]
fn doubles_trump_rank_six_six_high_to_blank_blank_low() {
    let r = trick_rules(&straight(), Declaration::Trump(Trump::Doubles));
    let mut doubles: Vec<_> = r.trumps().tiles().collect();
    doubles.sort_by_key(|t| std::cmp::Reverse(r.power(bones_engine::Suit::Trump, *t)));
    let names: Vec<String> = doubles.iter().map(ToString::to_string).collect();
    assert_eq!(names, ["6-6", "5-5", "4-4", "3-3", "2-2", "1-1", "0-0"]);
}

#[test]
fn follow_me_doubles_high_by_default() {
    let mut g = start(straight(), vec![doubles_deal()]);
    play(&mut g, "bid 30, pass, pass, pass, trump follow-me");
    assert!(g.trick_rules().trumps().is_empty(), "no trump");
    // 5-5 leads fives and is the highest five.
    play(&mut g, "5-5");
    assert_eq!(playable(&g), sorted("5-4"));
    play(&mut g, "5-4");
    assert_eq!(playable(&g), sorted("5-3 5-2"));
    play(&mut g, "5-3");
    assert_eq!(playable(&g), sorted("5-1 5-0"));
    let events = play(&mut g, "5-1");
    assert_eq!(trick_winners(&events), vec![0]);
    // 2-1 leads deuces: seat 1's 2-2 is a deuce here (no doubles suit).
    play(&mut g, "2-1");
    assert_eq!(playable(&g), sorted("2-2"));
    let events = play(&mut g, "2-2, 5-2, 2-0");
    assert_eq!(trick_winners(&events), vec![1], "2-2 is the highest deuce");
}

#[test]
fn follow_me_doubles_low_rank_below_the_blank() {
    let rules = texas42(|s| s.trumps.follow_me_doubles = DoublesMode::Low);
    let mut g = start(rules, vec![doubles_deal()]);
    play(&mut g, "bid 30, pass, pass, pass, trump follow-me");
    // 6-6 still leads sixes, but ranks below 6-0.
    play(&mut g, "6-6");
    assert_eq!(playable(&g), sorted("6-4 6-3"));
    play(&mut g, "6-3, 6-1, 6-0");
    assert_eq!(g.tricks()[0].winner, seat(1), "6-3 beats a low 6-6");
    // Seat 1 leads 2-2 (deuces): 2-2 is the lowest deuce; every deuce
    // played beats it.
    play(&mut g, "2-2");
    assert_eq!(playable(&g), sorted("6-2 5-2 4-2 3-2"));
    let events = play(&mut g, "4-2, 2-0, 2-1");
    assert_eq!(trick_winners(&events), vec![2], "4-2 is the best deuce");
}

#[test]
fn follow_me_doubles_as_a_suit_of_their_own() {
    let rules = texas42(|s| s.trumps.follow_me_doubles = DoublesMode::OwnSuit);
    let mut g = start(rules, vec![doubles_deal()]);
    play(&mut g, "bid 30, pass, pass, pass, trump follow-me");
    // A led double calls for doubles.
    play(&mut g, "4-4");
    assert_eq!(playable(&g), sorted("2-2 0-0"));
    play(&mut g, "0-0");
    assert_eq!(playable(&g), sorted("1-1"));
    play(&mut g, "1-1");
    assert_eq!(playable(&g).len(), 7, "seat 3 has no double");
    let events = play(&mut g, "4-0");
    assert_eq!(trick_winners(&events), vec![0], "4-4 outranks 1-1 and 0-0");
    // 2-1 leads deuces: seat 1's 2-2 is a double, not a deuce, so seat 1
    // is void in deuces.
    play(&mut g, "2-1");
    assert_eq!(playable(&g), sorted("2-2 6-4 6-3 5-4 4-3 3-1"));
}

// ----- what a bid must take -----

#[test]
fn a_point_bid_is_made_by_taking_the_bid_in_points() {
    let mut g = start(straight(), vec![sixes_for(0)]);
    play(&mut g, "bid 30, pass, pass, pass, trump 6");
    let mut events = play(&mut g, "6-6, 5-5, 4-1, 2-1");
    assert!(hand_results(&events).is_empty(), "16 points: still open");
    events.extend(play(&mut g, "6-4, 5-0, 3-2, 1-0"));
    // 16 + 21 = 37 >= 30: decided, and the marks game ends the hand here.
    let r = hand_result(&events);
    assert!(r.made);
    assert_eq!(r.points, [37, 0, 0]);
    assert_eq!(r.tricks_played, 2);
    assert_eq!(r.score, [1, 0, 0], "a point bid is worth 1 mark");
    assert_eq!(g.scores(), [1, 0, 0]);
}

#[test]
fn a_point_bid_is_set_once_the_opponents_take_more_than_the_rest() {
    let mut g = start(straight(), vec![sixes_for(0)]);
    play(&mut g, "bid 30, pass, pass, pass, trump 0");
    // Sixes led; seat 3 trumps with 0-0 and takes 5-5 and 4-1: 16 > 42 - 30.
    let events = play(&mut g, "6-6, 5-5, 4-1, 0-0");
    let r = hand_result(&events);
    assert!(!r.made);
    assert_eq!(r.points, [0, 16, 0]);
    assert_eq!(r.tricks_played, 1);
    assert_eq!(r.score, [0, 1, 0], "the opponents score the mark");
}

#[test]
fn a_mark_bid_must_take_every_trick() {
    let mut g = start(straight(), vec![sixes_for(0)]);
    play(&mut g, "bid 1m, pass, pass, pass, trump 0");
    // Seat 1 trumps the first trick: the bidders lost a trick, set.
    let events = play(&mut g, "6-6, 5-0, 4-3, 2-1");
    let r = hand_result(&events);
    assert!(!r.made);
    assert_eq!(r.tricks, [0, 1, 0]);
    assert_eq!(r.score, [0, 1, 0]);
}

#[test]
fn a_mark_bid_taking_every_trick_is_made() {
    let mut g = start(straight(), vec![sixes_for(0)]);
    play(&mut g, "pass, bid 2m, pass, pass, trump 6");
    // Seat 1 bid 2 marks and names sixes, which seat 0 holds; seat 1 leads.
    assert_eq!(g.turn(), Some(seat(1)));
    let events = play(&mut g, "5-5");
    assert_eq!(playable(&g), sorted("4-3 4-2 4-1 4-0 3-3 3-2 3-1"));
    let mut events = [events, play(&mut g, "3-1, 3-0, 6-0")].concat();
    let r = hand_result(&events);
    assert!(!r.made, "seat 0 trumped the 5-5");
    assert_eq!(r.score, [2, 0, 0], "2 marks to the opponents");
    // And the made case: the sixes hand bids 2 marks itself.
    let mut g = start(straight(), vec![sixes_for(0)]);
    play(&mut g, "bid 2m, pass, pass, pass, trump 6");
    events = play_out_hand(&mut g);
    let r = hand_result(&events);
    assert!(r.made);
    assert_eq!(r.tricks, [7, 0, 0]);
    assert_eq!(r.score, [2, 0, 0]);
}

// ----- early end -----

#[test]
fn the_marks_game_ends_a_hand_as_soon_as_it_is_decided() {
    let mut g = start(straight(), vec![sixes_for(0)]);
    play(&mut g, "bid 1m, pass, pass, pass, trump 0");
    let events = play(&mut g, "6-6, 5-0, 4-3, 2-1");
    assert_eq!(hand_result(&events).tricks_played, 1);
    assert_eq!(g.hand_number(), 1, "the next hand is dealt at once");
    assert_eq!(g.phase(), Phase::Bidding);
}

#[test]
fn the_play_all_setting_plays_every_trick_of_a_decided_hand() {
    let rules = texas42(|s| s.early_end = false);
    let mut g = start(rules, vec![sixes_for(0)]);
    play(&mut g, "bid 1m, pass, pass, pass, trump 0");
    let events = play(&mut g, "6-6, 5-0, 4-3, 2-1");
    assert!(hand_results(&events).is_empty(), "set, but played on");
    assert_eq!(g.phase(), Phase::Playing);
    let events = play_out_hand(&mut g);
    let r = hand_result(&events);
    assert_eq!(r.tricks_played, 7);
    assert!(!r.made);
    assert_eq!(r.score, [0, 1, 0]);
    assert_eq!(r.points[0] + r.points[1], 42);
}

#[test]
fn the_points_game_plays_every_trick() {
    let rules = texas42(|s| {
        s.scoring = Scoring::Points;
        s.target = 250;
    });
    assert!(!rules.early_end(), "the early end is a marks-game rule");
    let mut g = start(rules, vec![sixes_for(0)]);
    play(&mut g, "bid 30, pass, pass, pass, trump 6");
    let events = play(&mut g, "6-6, 5-5, 4-1, 2-1, 6-4, 5-0, 3-2, 1-0");
    assert!(
        hand_results(&events).is_empty(),
        "37 points, but play goes on"
    );
    let r = hand_result(&play_out_hand(&mut g));
    assert_eq!(r.tricks_played, 7);
    assert_eq!(r.points, [42, 0, 0]);
}
