//! RULES.md, "The Big Game": the double-eight set, eleven tiles each and a
//! spare, counters worth 66 a hand, round-and-round bidding, the spare, and
//! leading 7-3 or 8-2 as its lower suit.

mod common;

use bones_engine::{
    Action, Bid, DealSpec, Event, Game, GameKind, Illegal, Phase, Rules, Scoring, Suit,
};
use common::*;

fn big() -> Rules {
    Rules::default_for(GameKind::BigGame)
}

/// Seat 0 holds every eight, 7-7 and 7-3; the spare is 0-0.
fn eights() -> DealSpec {
    deal_with_kitty(
        &[
            "8-8 8-7 8-6 8-5 8-4 8-3 8-2 8-1 8-0 7-7 7-3",
            "7-6 7-5 7-4 7-2 7-1 7-0 6-6 6-5 6-4 6-3 6-2",
            "6-1 6-0 5-5 5-4 5-3 5-2 5-1 5-0 4-4 4-3 4-2",
            "4-1 4-0 3-3 3-2 3-1 3-0 2-2 2-1 2-0 1-1 1-0",
        ],
        "0-0",
    )
}

/// As [`eights`] with seat 0's 7-3 and the spare 0-0 swapped: the spare is
/// a counter.
fn counter_spare() -> DealSpec {
    deal_with_kitty(
        &[
            "8-8 8-7 8-6 8-5 8-4 8-3 8-2 8-1 8-0 7-7 0-0",
            "7-6 7-5 7-4 7-2 7-1 7-0 6-6 6-5 6-4 6-3 6-2",
            "6-1 6-0 5-5 5-4 5-3 5-2 5-1 5-0 4-4 4-3 4-2",
            "4-1 4-0 3-3 3-2 3-1 3-0 2-2 2-1 2-0 1-1 1-0",
        ],
        "7-3",
    )
}

/// Seat 0 bids 42, the others pass, seat 0 puts back the spare 0-0 and
/// names `trump`.
fn seat0_plays(trump: &str) -> String {
    format!("bid 42, pass, pass, pass, discard 0-0, trump {trump}")
}

#[test]
fn forty_five_tiles_eleven_each_and_one_spare() {
    let rules = big();
    assert_eq!(rules.deck().all().len(), 45);
    for seed in 0..20 {
        let g = Game::new(rules, seed).unwrap();
        let d = g.dealt();
        for s in 0..4 {
            assert_eq!(d.hand(seat(s)).len(), 11);
        }
        assert_eq!(d.kitty().len(), 1);
        let all = (0..4).fold(d.kitty(), |a, s| a | d.hand(seat(s)));
        assert_eq!(all, rules.deck().all());
    }
}

#[test]
fn bidding_goes_round_and_round_until_all_but_one_pass() {
    let mut g = start(big(), vec![eights()]);
    play(&mut g, "bid 42, bid 43, pass, bid 44");
    // Seat 0 bids again on its second turn; seat 2 has passed for good.
    assert_eq!(g.turn(), Some(seat(0)));
    play(&mut g, "bid 45");
    assert_eq!(g.turn(), Some(seat(1)));
    play(&mut g, "pass");
    assert_eq!(g.turn(), Some(seat(3)), "seat 2 passed earlier and is out");
    assert_eq!(
        refused(&mut g, "bid 45").to_string(),
        "a bid must beat the high bid: 45 does not beat 45"
    );
    let events = play(&mut g, "pass");
    assert!(events.iter().any(|e| matches!(e, Event::Won { .. })));
    let c = g.contract().unwrap();
    assert_eq!((c.bidder, c.bid), (seat(0), Bid::Points(45)));
    assert_eq!(g.phase(), Phase::Discarding);
}

#[test]
fn bids_run_from_42_to_66_with_no_mark_bids() {
    let mut g = start(big(), vec![eights()]);
    for bad in ["bid 41", "bid 67", "bid 1m", "bid 2m"] {
        let e = refused(&mut g, bad);
        assert!(matches!(e, Illegal::BidOutOfRange { .. }), "{bad}: {e}");
        assert!(e.to_string().contains("42 to 66 points"));
    }
    refused(&mut g, "splash 2m");
    play(&mut g, "bid 66");
    // 66 cannot be beaten: only passes remain.
    assert_eq!(g.legal_actions().to_vec(), vec![Action::Pass]);
    play(&mut g, "pass, pass, pass");
    assert_eq!(g.contract().unwrap().bid, Bid::Points(66));
}

#[test]
fn all_pass_forces_the_dealer_by_default() {
    let mut g = start(big(), vec![eights()]);
    play(&mut g, "pass, pass, pass");
    assert_eq!(refused(&mut g, "pass"), Illegal::DealerMustBid);
    allowed(&g, "bid 42");
}

#[test]
fn the_bidder_takes_the_spare_and_puts_back_a_non_counter() {
    let mut g = start(big(), vec![eights()]);
    let events = play(&mut g, "bid 42, pass, pass, pass");
    assert!(events.contains(&Event::PickedUp {
        seat: seat(0),
        tiles: 1
    }));
    assert_eq!(g.hand(seat(0)).len(), 12);
    // A non-counter spare may be left (put straight back) or kept.
    allowed(&g, "discard 0-0");
    allowed(&g, "discard 8-8");
    // Counters from the hand stay.
    for c in ["8-2", "7-3"] {
        assert_eq!(
            refused(&mut g, &format!("discard {c}")),
            Illegal::MustKeepCounters { tile: tile(c) }
        );
    }
    play(&mut g, "discard 8-8");
    assert_eq!(g.phase(), Phase::Declaring);
    assert_eq!(g.hand(seat(0)).len(), 11);
    assert!(g.hand(seat(0)).has_tile(tile("0-0")));
}

#[test]
fn a_counter_spare_must_be_taken_into_the_hand() {
    let mut g = start(big(), vec![counter_spare()]);
    play(&mut g, "bid 42, pass, pass, pass");
    assert_eq!(
        refused(&mut g, "discard 7-3"),
        Illegal::MustKeepCounters { tile: tile("7-3") }
    );
    play(&mut g, "discard 0-0");
    assert!(g.hand(seat(0)).has_tile(tile("7-3")));
}

#[test]
fn counters_7_3_and_8_2_score_10_and_a_hand_totals_66() {
    let mut g = start(big(), vec![eights()]);
    play(&mut g, &seat0_plays("8"));
    // 8-2 (10) and 6-4 (10) and 5-5 (10) and 4-1 (5), and the trick (1).
    let events = play(&mut g, "8-2, 6-4, 5-5, 4-1");
    assert!(events.contains(&Event::TrickTaken {
        seat: seat(0),
        points: 36
    }));
    let r = hand_result(&play_out_hand(&mut g));
    assert_eq!(r.tricks_played, 11, "the Big Game plays every trick");
    assert_eq!(r.points[0] + r.points[1], 66);
    assert_eq!(big().scoring(), Scoring::Points);
    assert_eq!(big().target(), 400);
}

#[test]
fn seven_three_led_as_a_three_when_not_trump() {
    let mut g = start(big(), vec![eights()]);
    play(&mut g, &seat0_plays("8"));
    let legal = g.legal_actions();
    assert!(legal.contains(&action("7-3 low")));
    // 8-2 is a trump (eights) and leads trumps only.
    assert!(!legal.contains(&action("8-2 low")));
    assert!(refused(&mut g, "8-2 low")
        .to_string()
        .contains("only 7-3 and 8-2, when not trumps, may lead their lower suit"));
    play(&mut g, "7-3 low");
    assert_eq!(
        g.trick().led(),
        Some(Suit::Number(bones_engine::Pip::ALL[3]))
    );
    // Threes are led: seat 1 must play 6-3, not a seven.
    assert_eq!(playable(&g), sorted("6-3"));
    play(&mut g, "6-3");
    assert_eq!(playable(&g), sorted("5-3 4-3"));
    play(&mut g, "5-3");
    assert_eq!(playable(&g), sorted("3-3 3-2 3-1 3-0"));
    // 7-3 ranks among the threes by its other end (7): above 6-3, 5-3
    // and 3-0, below the double.
    let events = play(&mut g, "3-0");
    assert_eq!(trick_winners(&events), vec![0]);
}

#[test]
fn seven_three_led_normally_leads_sevens() {
    let mut g = start(big(), vec![eights()]);
    play(&mut g, &seat0_plays("8"));
    play(&mut g, "7-3");
    assert_eq!(playable(&g), sorted("7-6 7-5 7-4 7-2 7-1 7-0"));
}

#[test]
fn eight_two_led_as_a_two_when_not_trump() {
    let mut g = start(big(), vec![eights()]);
    play(&mut g, &seat0_plays("7"));
    // 7-3 is a trump now (sevens); 8-2 is not.
    let legal = g.legal_actions();
    assert!(legal.contains(&action("8-2 low")));
    assert!(!legal.contains(&action("7-3 low")));
    refused(&mut g, "7-3 low");
    play(&mut g, "8-2 low");
    // Deuces: seat 1 holds 6-2 (7-2 is a trump), seat 2 4-2 and 5-2.
    assert_eq!(playable(&g), sorted("6-2"));
    play(&mut g, "6-2");
    assert_eq!(playable(&g), sorted("5-2 4-2"));
    play(&mut g, "5-2");
    assert_eq!(playable(&g), sorted("3-2 2-2 2-1 2-0"));
    let events = play(&mut g, "2-2");
    assert_eq!(trick_winners(&events), vec![3], "2-2 heads the deuces");
}

#[test]
fn only_the_leader_may_name_the_lower_suit() {
    let mut g = start(big(), vec![eights()]);
    play(&mut g, "pass, bid 42, pass, pass, discard 6-2, trump 1");
    // Seat 1 leads 7-5 (sevens); seat 0 follows with a seven, and may not
    // call its 7-3 a three.
    play(&mut g, "7-5, 5-4, 4-1");
    assert_eq!(playable(&g), sorted("8-7 7-7 7-3"));
    let e = refused(&mut g, "7-3 low");
    assert_eq!(
        e.to_string(),
        "7-3 cannot lead its lower suit: only the leader chooses the suit"
    );
    allowed(&g, "7-3");
}

#[test]
fn otherwise_as_42_doubles_and_follow_me_are_trump_choices() {
    let mut g = start(big(), vec![eights()]);
    play(&mut g, "bid 42, pass, pass, pass, discard 0-0");
    let trumps: Vec<Action> = g.legal_actions().to_vec();
    let mut want: Vec<Action> = (0..=8).map(|p| action(&format!("trump {p}"))).collect();
    want.push(action("trump doubles"));
    want.push(action("trump follow-me"));
    assert_eq!(trumps, want);
    refused(&mut g, "nello own-suit");
    play(&mut g, "trump doubles");
    // 8-8 calls for doubles: seat 1's 6-6, seat 2's 5-5 / 4-4, seat 3's.
    play(&mut g, "8-8");
    assert_eq!(playable(&g), sorted("6-6"));
}
