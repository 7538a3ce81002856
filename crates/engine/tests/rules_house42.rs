//! RULES.md, "House-rule contracts" of Texas 42: Nel-O, Low-No, Splash,
//! Plunge, Sevens, sevens as trump (doubles high/low is in rules_common).
//! Each is a setting, all off in the "Straight 42" preset.

mod common;

use bones_engine::{
    Action, Bid, DealSpec, Declaration, DoublesMode, Goal, Illegal, NelloBid, Phase, Pip, Scoring,
    Suit, TileSet, Trump,
};
use common::*;

/// Seat 0 holds only low tiles; seat 1 a six of every suit; seat 2 (seat
/// 0's partner) fives; seat 3 the small doubles.
fn low_deal() -> DealSpec {
    deal(&[
        "1-0 2-0 2-1 3-0 3-1 4-0 4-1",
        "6-6 6-5 6-4 6-3 6-2 6-1 6-0",
        "5-5 5-4 5-3 5-2 5-1 5-0 4-4",
        "4-3 4-2 3-3 3-2 2-2 1-1 0-0",
    ])
}

/// As [`low_deal`] with seat 0's 4-1 and seat 1's 6-6 swapped.
fn low_deal_with_six_six() -> DealSpec {
    deal(&[
        "6-6 1-0 2-0 2-1 3-0 3-1 4-0",
        "4-1 6-5 6-4 6-3 6-2 6-1 6-0",
        "5-5 5-4 5-3 5-2 5-1 5-0 4-4",
        "4-3 4-2 3-3 3-2 2-2 1-1 0-0",
    ])
}

/// Seat 0 holds four doubles (6-6 5-5 4-4 3-3), seat 1 two, seat 2 one.
fn doubles_deal() -> DealSpec {
    deal(&[
        "6-6 5-5 4-4 3-3 6-5 6-4 2-1",
        "2-2 1-1 6-3 5-4 4-3 3-1 1-0",
        "0-0 6-2 6-1 6-0 5-3 5-2 5-1",
        "5-0 4-2 4-1 4-0 3-2 3-0 2-0",
    ])
}

/// Seat 0 holds the three seven-pip tiles and four tiles one pip off 7
/// (and 1-0); seat 1 four tiles one pip off.
fn sevens_deal() -> DealSpec {
    deal(&[
        "6-1 5-2 4-3 6-2 5-3 4-4 1-0",
        "5-1 4-2 3-3 6-0 6-3 5-4 2-0",
        "6-4 5-5 6-5 6-6 4-1 3-2 0-0",
        "4-0 3-1 2-2 3-0 2-1 1-1 5-0",
    ])
}

// ----- Nel-O -----

#[test]
fn nello_needs_a_mark_bid_by_default() {
    let mut g = start(house(), vec![low_deal()]);
    let e = refused(&mut g, "bid 30, pass, pass, pass, nello own-suit");
    assert_eq!(e, Illegal::NelloNeedsMarkBid);
    assert_eq!(
        e.to_string(),
        "Nel-O needs a winning bid of at least 1 mark"
    );
    let mut g = start(house(), vec![low_deal()]);
    play(&mut g, "bid 1m, pass, pass, pass");
    allowed(&g, "nello own-suit");
}

#[test]
fn nello_on_any_bid_with_that_setting() {
    let rules = house42(|s| s.nello = Some(NelloBid::AnyBid));
    let mut g = start(rules, vec![low_deal()]);
    play(&mut g, "bid 30, pass, pass, pass, nello own-suit");
    assert_eq!(g.phase(), Phase::Playing);
    assert_eq!(g.goal(), Goal::NoTricks { team: team(0) });
}

#[test]
fn nello_is_off_in_straight_42() {
    let mut g = start(straight(), vec![low_deal()]);
    let e = refused(&mut g, "bid 1m, pass, pass, pass, nello own-suit");
    assert_eq!(e, Illegal::ContractOff { name: "Nel-O" });
}

#[test]
fn nello_partner_sits_out_tricks_of_three_bidder_leads_no_trump() {
    let mut g = start(house(), vec![low_deal()]);
    play(&mut g, "bid 1m, pass, pass, pass, nello own-suit");
    assert_eq!(g.turn(), Some(seat(0)), "the bidder leads");
    assert!(g.trick_rules().trumps().is_empty(), "no trump");
    let table = g.play_state().table();
    assert!(!table.is_active(seat(2)), "the partner sits out");
    assert_eq!(table.active_count(), 3);
    let partner_hand = g.hand(seat(2));
    // Seat 0 leads 4-1 (fours): seat 1 follows with 6-4 and the trick goes
    // straight to seat 3; three tiles make the trick.
    play(&mut g, "4-1");
    assert_eq!(g.turn(), Some(seat(1)));
    play(&mut g, "6-4");
    assert_eq!(g.turn(), Some(seat(3)), "seat 2 is skipped");
    let events = play(&mut g, "4-3");
    assert_eq!(trick_winners(&events), vec![1]);
    assert_eq!(g.tricks()[0].trick.len(), 3);
    assert_eq!(g.hand(seat(2)), partner_hand, "the partner never plays");
    // Play the hand out: the bidder loses every trick and makes it.
    let r = hand_result(&play_out_hand(&mut g));
    assert!(r.made);
    assert_eq!(r.tricks_played, 7);
    assert_eq!(r.tricks, [0, 7, 0]);
    assert_eq!(r.score, [1, 0, 0]);
}

#[test]
fn nello_doubles_as_their_own_suit_by_default() {
    let mut g = start(house(), vec![low_deal()]);
    play(&mut g, "bid 1m, pass, pass, pass, nello own-suit");
    play(&mut g, "1-0, 6-1");
    // Seat 3's 1-1 is a double, not an ace: seat 3 is void in aces.
    assert_eq!(playable(&g).len(), 7);
    play(&mut g, "1-1");
    // Seat 1 won and leads 6-6: it calls for doubles. Seat 3 must play
    // one; seat 0 holds none and may play anything.
    play(&mut g, "6-6");
    assert_eq!(playable(&g), sorted("3-3 2-2 0-0"));
    play(&mut g, "0-0");
    assert_eq!(playable(&g), sorted("2-0 2-1 3-0 3-1 4-0 4-1"));
}

#[test]
fn nello_ends_at_once_when_the_bidder_takes_a_trick() {
    // With the play-all setting too: Nel-O's end is not the early end.
    for early_end in [true, false] {
        let rules = house42(|s| s.early_end = early_end);
        let mut g = start(rules, vec![low_deal_with_six_six()]);
        play(&mut g, "bid 1m, pass, pass, pass, nello own-suit");
        // 6-6 calls for doubles: seat 1 has none, seat 3 must play a lower
        // one. Seat 0 takes the trick and is set.
        play(&mut g, "6-6, 6-5");
        assert_eq!(playable(&g), sorted("3-3 2-2 1-1 0-0"));
        let r = hand_result(&play(&mut g, "0-0"));
        assert!(!r.made);
        assert_eq!(r.tricks_played, 1);
        assert_eq!(r.score, [0, 1, 0], "the opponents score the mark");
        assert_eq!(g.hand_number(), 1);
    }
}

#[test]
fn nello_doubles_high_in_their_suit_when_the_bidder_says_so() {
    let mut g = start(house(), vec![low_deal_with_six_six()]);
    play(&mut g, "bid 1m, pass, pass, pass, nello high");
    // 6-6 leads sixes and is the highest six: seat 1 must follow.
    play(&mut g, "6-6");
    assert_eq!(playable(&g), sorted("6-5 6-4 6-3 6-2 6-1 6-0"));
    let r = hand_result(&play(&mut g, "6-5, 0-0"));
    assert!(!r.made, "6-6 took the trick");
}

#[test]
fn nello_doubles_low_in_their_suit_when_the_bidder_says_so() {
    let mut g = start(house(), vec![low_deal_with_six_six()]);
    play(&mut g, "bid 1m, pass, pass, pass, nello low");
    // 6-6 leads sixes but is the lowest six: 6-0 beats it.
    play(&mut g, "6-6, 6-0");
    let events = play(&mut g, "0-0");
    assert_eq!(trick_winners(&events), vec![1]);
    assert!(hand_results(&events).is_empty(), "the bidder is still safe");
    // The three choices are offered.
    let mut g = start(house(), vec![low_deal()]);
    play(&mut g, "bid 1m, pass, pass, pass");
    for d in DoublesMode::ALL {
        assert!(g
            .legal_actions()
            .contains(&Action::Declare(Declaration::Nello(d))));
    }
}

// ----- Low-No -----

#[test]
fn low_no_is_the_dealers_bid_after_three_passes() {
    let mut g = start(house(), vec![low_deal()]);
    assert_eq!(g.dealer(), seat(3));
    let e = refused(&mut g, "low-no");
    assert_eq!(e, Illegal::LowNoNotNow);
    assert_eq!(
        e.to_string(),
        "Low-No is bid only by the dealer, after three passes"
    );
    refused(&mut g, "pass, pass, low-no");
    play(&mut g, "pass");
    assert!(g.legal_actions().contains(&Action::Bid(Bid::LowNo)));
    let events = play(&mut g, "low-no");
    assert_eq!(g.phase(), Phase::Declaring);
    assert_eq!(g.turn(), Some(seat(3)));
    assert!(events.iter().any(|e| matches!(
        e,
        bones_engine::Event::Won { contract } if contract.bid == Bid::LowNo
    )));
    // Not after a bid.
    let mut g = start(house(), vec![low_deal()]);
    refused(&mut g, "bid 30, pass, pass, low-no");
}

#[test]
fn low_no_is_played_as_the_dealers_nello_for_one_mark() {
    // Low-No needs no Nel-O setting of its own (the bug fixed earlier).
    let rules = house42(|s| s.nello = None);
    let dealer_low = deal(&[
        "6-6 6-5 6-4 6-3 6-2 6-1 6-0",
        "5-5 5-4 5-3 5-2 5-1 5-0 4-4",
        "4-3 4-2 3-3 3-2 2-2 1-1 0-0",
        "1-0 2-0 2-1 3-0 3-1 4-0 4-1",
    ]);
    let mut g = start(rules, vec![dealer_low]);
    play(&mut g, "pass, pass, pass, low-no");
    let e = refused(&mut g, "trump 6");
    assert_eq!(e, Illegal::LowNoIsNello);
    refused(&mut g, "sevens");
    play(&mut g, "nello own-suit");
    assert_eq!(g.turn(), Some(seat(3)), "the dealer leads");
    assert!(!g.play_state().table().is_active(seat(1)), "partner out");
    assert_eq!(g.goal(), Goal::NoTricks { team: team(1) });
    // Seat 3 leads 1-0 and seat 0 follows with 6-1; seat 2's 1-1 is a
    // double (doubles are their own suit), so seat 2 is void in aces.
    play(&mut g, "1-0, 6-1");
    assert_eq!(playable(&g).len(), 7);
    let r = hand_result(&play_out_hand(&mut g));
    assert!(r.made);
    assert_eq!(r.tricks, [7, 0, 0]);
    assert_eq!(r.score, [0, 1, 0], "Low-No is worth 1 mark");
}

#[test]
fn low_no_is_off_in_straight_42() {
    let mut g = start(straight(), vec![low_deal()]);
    let e = refused(&mut g, "pass, pass, pass, low-no");
    assert_eq!(e, Illegal::ContractOff { name: "Low-No" });
}

// ----- Splash -----

#[test]
fn splash_needs_three_doubles_and_is_two_marks() {
    let mut g = start(house(), vec![doubles_deal()]);
    // Seat 0 holds four doubles.
    let e = refused(&mut g, "splash 3m");
    assert_eq!(
        e,
        Illegal::ContractLevel {
            bid: Bid::Splash(3),
            marks: 2
        }
    );
    allowed(&g, "splash 2m");
    // Seat 1 holds two.
    let e = refused(&mut g, "pass, splash 2m");
    assert_eq!(
        e,
        Illegal::NeedsDoubles {
            name: "Splash",
            need: 3,
            have: 2
        }
    );
    assert_eq!(
        e.to_string(),
        "Splash needs at least 3 doubles in hand; you hold 2"
    );
}

#[test]
fn splash_and_plunge_are_off_in_straight_42() {
    let mut g = start(straight(), vec![doubles_deal()]);
    assert_eq!(
        refused(&mut g, "splash 2m"),
        Illegal::ContractOff { name: "Splash" }
    );
    assert_eq!(
        refused(&mut g, "plunge 4m"),
        Illegal::ContractOff { name: "Plunge" }
    );
    let listed = g.legal_actions();
    assert!(!listed
        .iter()
        .any(|a| matches!(a, Action::Bid(Bid::Splash(_) | Bid::Plunge(_) | Bid::LowNo))));
}

#[test]
fn splash_is_three_marks_with_that_setting() {
    let rules = house42(|s| s.splash = Some(3));
    let mut g = start(rules, vec![doubles_deal()]);
    refused(&mut g, "splash 2m");
    play(&mut g, "splash 3m, pass, pass, pass");
    assert_eq!(g.contract().unwrap().bid, Bid::Splash(3));
}

#[test]
fn splash_partner_names_trump_and_leads() {
    let mut g = start(house(), vec![doubles_deal()]);
    play(&mut g, "splash 2m, pass, pass, pass");
    let c = g.contract().unwrap();
    assert_eq!((c.bidder, c.declarer), (seat(0), seat(2)));
    assert_eq!(g.turn(), Some(seat(2)), "the partner names trump");
    assert_eq!(
        refused(&mut g, "nello own-suit"),
        Illegal::PartnerNamesTrump
    );
    refused(&mut g, "sevens");
    play(&mut g, "trump 1");
    assert_eq!(g.turn(), Some(seat(2)), "the partner leads");
    assert_eq!(g.goal(), Goal::AllTricks { team: team(0) });
    // Aces: 6-1 led, 1-1 (seat 1) takes it: Splash is set at once.
    play(&mut g, "6-1, 4-1, 2-1");
    assert_eq!(playable(&g), sorted("1-1 3-1 1-0"));
    let r = hand_result(&play(&mut g, "1-1"));
    assert!(!r.made);
    assert_eq!(r.tricks_played, 1);
    assert_eq!(r.score, [0, 2, 0]);
}

#[test]
fn splash_taking_every_trick_scores_its_marks() {
    let mut g = start(house(), vec![doubles_deal()]);
    play(&mut g, "splash 2m, pass, pass, pass, trump 6");
    // Sixes: seat 2 leads them, and seat 0's 6-6 6-5 6-4 back it up.
    let r = hand_result(&play_out_hand(&mut g));
    assert!(r.made, "{r:?}");
    assert_eq!(r.tricks, [7, 0, 0]);
    assert_eq!(r.score, [2, 0, 0]);
}

// ----- Plunge -----

#[test]
fn plunge_needs_four_doubles_and_opens_at_four_marks() {
    let mut g = start(house(), vec![doubles_deal()]);
    refused(&mut g, "plunge 3m");
    // The only bid that may open above 2 marks.
    assert_eq!(
        refused(&mut g, "bid 4m"),
        Illegal::OpeningMarks { bid: Bid::Marks(4) }
    );
    allowed(&g, "plunge 4m");
    let e = refused(&mut g, "pass, plunge 4m");
    assert_eq!(
        e,
        Illegal::NeedsDoubles {
            name: "Plunge",
            need: 4,
            have: 2
        }
    );
}

#[test]
fn plunge_is_three_marks_with_that_setting() {
    let rules = house42(|s| s.plunge = Some(3));
    let mut g = start(rules, vec![doubles_deal()]);
    refused(&mut g, "plunge 4m");
    play(&mut g, "plunge 3m");
    assert_eq!(g.high_bid(), Some((seat(0), Bid::Plunge(3))));
}

#[test]
fn plunge_may_be_outbid_by_one_mark_more() {
    let mut g = start(house(), vec![doubles_deal()]);
    play(&mut g, "plunge 4m");
    assert_eq!(
        refused(&mut g, "bid 6m"),
        Illegal::MarkStep {
            bid: Bid::Marks(6),
            next: 5
        }
    );
    refused(&mut g, "bid 41");
    play(&mut g, "bid 5m, pass, pass");
    let c = g.contract().unwrap();
    assert_eq!((c.bidder, c.bid), (seat(1), Bid::Marks(5)));
}

#[test]
fn plunge_over_a_mark_bid_is_one_mark_more_than_it() {
    // The engine's reading (RULES.md leaves it open): Plunge is bid at its
    // value, or at one mark above a mark bid already as high. Seat 3 opens
    // 2 marks before seat 0 (four doubles) speaks.
    let mut g = start_with_dealer(house(), seat(2), vec![doubles_deal()]);
    play(&mut g, "bid 2m");
    assert_eq!(
        refused(&mut g, "plunge 5m"),
        Illegal::ContractLevel {
            bid: Bid::Plunge(5),
            marks: 4
        }
    );
    allowed(&g, "plunge 4m");
    // Plunge for 3 marks (setting) over 2 marks is 3 marks.
    let rules = house42(|s| s.plunge = Some(3));
    let mut g = start_with_dealer(rules, seat(2), vec![doubles_deal()]);
    play(&mut g, "bid 2m, plunge 3m");
    assert_eq!(g.high_bid(), Some((seat(0), Bid::Plunge(3))));
    // Over 3 marks it is 4.
    let mut g = start_with_dealer(rules, seat(1), vec![doubles_deal()]);
    play(&mut g, "bid 2m, bid 3m");
    assert_eq!(
        refused(&mut g, "plunge 3m"),
        Illegal::ContractLevel {
            bid: Bid::Plunge(3),
            marks: 4
        }
    );
}

#[test]
fn plunge_partner_names_trump_and_leads_and_the_doubles_are_shown() {
    let mut g = start(house(), vec![doubles_deal()]);
    assert!(g.view(seat(1)).shown[0].is_empty());
    play(&mut g, "plunge 4m");
    let doubles = tiles("6-6 5-5 4-4 3-3");
    let shown: Vec<_> = g.view(seat(1)).shown[0].tiles().collect();
    assert_eq!(shown, {
        let mut d = doubles.clone();
        d.sort();
        d
    });
    // Every seat sees them: opponents and partner alike.
    for s in 1..4 {
        assert_eq!(g.view(seat(s)).shown[0].len(), 4);
    }
    play(&mut g, "pass, pass, pass");
    let c = g.contract().unwrap();
    assert_eq!(
        (c.bidder, c.declarer, c.bid),
        (seat(0), seat(2), Bid::Plunge(4))
    );
    assert_eq!(g.turn(), Some(seat(2)));
    assert_eq!(
        refused(&mut g, "nello own-suit"),
        Illegal::PartnerNamesTrump
    );
    play(&mut g, "trump 6");
    assert_eq!(g.turn(), Some(seat(2)), "the partner leads");
    assert_eq!(g.goal(), Goal::AllTricks { team: team(0) });
    // A shown double that is played is no longer "in hand".
    play(&mut g, "6-2, 5-0, 6-6");
    assert_eq!(g.view(seat(1)).shown[0].len(), 3);
}

#[test]
fn plunge_made_scores_four_marks() {
    let mut g = start(house(), vec![doubles_deal()]);
    play(&mut g, "plunge 4m, pass, pass, pass, trump 6");
    let r = hand_result(&play_out_hand(&mut g));
    assert!(r.made, "{r:?}");
    assert_eq!(r.score, [4, 0, 0]);
}

// ----- Sevens -----

#[test]
fn sevens_is_played_on_a_mark_bid_only() {
    let mut g = start(house(), vec![sevens_deal()]);
    let e = refused(&mut g, "bid 30, pass, pass, pass, sevens");
    assert_eq!(e, Illegal::SevensNeedsMarkBid);
    let mut g = start(house(), vec![sevens_deal()]);
    play(&mut g, "bid 1m, pass, pass, pass");
    allowed(&g, "sevens");
    let mut g = start(straight(), vec![sevens_deal()]);
    let e = refused(&mut g, "bid 1m, pass, pass, pass, sevens");
    assert_eq!(e, Illegal::ContractOff { name: "Sevens" });
}

#[test]
fn sevens_every_player_plays_the_tile_closest_to_seven() {
    let mut g = start(house(), vec![sevens_deal()]);
    play(&mut g, "bid 1m, pass, pass, pass, sevens");
    assert_eq!(g.goal(), Goal::AllTricks { team: team(0) });
    assert!(g.trick_rules().is_sevens());
    // The leader too: only the seven-pip tiles.
    assert_eq!(playable(&g), sorted("6-1 5-2 4-3"));
    let e = refused(&mut g, "6-2");
    assert_eq!(
        e.to_string(),
        "Sevens: you must play the tile closest to 7 pips (4-3), not 6-2"
    );
    play(&mut g, "6-1");
    // No suits: seat 1 holds no ace it must play, but four tiles of 6 or 8
    // pips, and must play one of them.
    assert_eq!(playable(&g), sorted("5-1 4-2 3-3 6-0"));
    play(&mut g, "5-1");
    assert_eq!(playable(&g), sorted("4-1 3-2"), "5 pips: 2 away");
    play(&mut g, "4-1");
    assert_eq!(playable(&g), sorted("5-0"));
    let events = play(&mut g, "5-0");
    assert_eq!(trick_winners(&events), vec![0], "the seven wins");
}

#[test]
fn sevens_the_closest_wins_and_the_first_played_wins_a_tie() {
    let mut g = start(house(), vec![sevens_deal()]);
    play(&mut g, "bid 1m, pass, pass, pass, sevens");
    play(&mut g, "6-1, 5-1, 4-1, 5-0");
    play(&mut g, "5-2, 4-2, 3-2, 4-0");
    play(&mut g, "4-3, 3-3, 6-4, 3-1");
    // Seat 0 leads 6-2 (8 pips) and seat 1 answers 6-0 (6 pips): both one
    // away from 7. The first played wins.
    let events = play(&mut g, "6-2, 6-0, 5-5, 2-2");
    assert_eq!(trick_winners(&events), vec![0]);
    play(&mut g, "5-3, 6-3, 6-5, 3-0");
    play(&mut g, "4-4, 5-4, 6-6, 2-1");
    // Last trick: 1-0 (6 away), 2-0 (5 away), 0-0 (7 away), 1-1 (5 away).
    // Seat 1's 2-0 and seat 3's 1-1 tie; seat 1 played first and wins.
    assert_eq!(playable(&g), sorted("1-0"));
    let events = play(&mut g, "1-0, 2-0, 0-0, 1-1");
    assert_eq!(trick_winners(&events), vec![1]);
    let r = hand_result(&events);
    assert!(!r.made, "the bidder must take every trick");
    assert_eq!(r.tricks, [6, 1, 0]);
    assert_eq!(r.score, [0, 1, 0]);
}

#[test]
fn sevens_as_trump_ranks_six_one_then_five_two_then_four_three() {
    let rules = house();
    let r = trick_rules(&rules, Declaration::Trump(Trump::SevenTiles));
    let trumps: Vec<String> = {
        let mut t: Vec<_> = r.trumps().tiles().collect();
        t.sort_by_key(|t| std::cmp::Reverse(r.power(Suit::Trump, *t)));
        t.iter().map(ToString::to_string).collect()
    };
    assert_eq!(trumps, ["6-1", "5-2", "4-3"]);
    // Every other tile is as in a normal hand: 6-6 heads the sixes, and 6-1
    // is not a six.
    let sixes: TileSet = r.suit(Suit::Number(Pip::ALL[6]));
    assert_eq!(sixes.len(), 6);
    assert!(!sixes.has_tile(tile("6-1")));
    assert_eq!(winning_index(&r, "6-0 6-6 4-3", false), 2);
    assert_eq!(winning_index(&r, "4-3 5-2 6-1", false), 2);
}

#[test]
fn sevens_as_trump_in_play_and_off_in_straight() {
    let mut g = start(house(), vec![sevens_deal()]);
    play(&mut g, "bid 30, pass, pass, pass, trump sevens");
    assert_eq!(
        g.contract().unwrap().declaration,
        Some(Declaration::Trump(Trump::SevenTiles))
    );
    // 6-2 leads sixes; seat 1 follows with 6-0 or 6-3.
    play(&mut g, "6-2");
    assert_eq!(playable(&g), sorted("6-0 6-3"));
    play(&mut g, "6-3");
    assert_eq!(playable(&g), sorted("6-4 6-5 6-6"));
    play(&mut g, "6-6");
    // Seat 3 has no six and may play anything.
    assert_eq!(playable(&g).len(), 7);
    let mut g = start(straight(), vec![sevens_deal()]);
    refused(&mut g, "bid 30, pass, pass, pass, trump sevens");
}

#[test]
fn house_contracts_in_the_points_game_score_their_worth() {
    let rules = house42(|s| {
        s.scoring = Scoring::Points;
        s.target = 250;
    });
    let mut g = start(rules, vec![low_deal()]);
    play(&mut g, "bid 1m, pass, pass, pass, nello own-suit");
    let r = hand_result(&play_out_hand(&mut g));
    assert!(r.made);
    assert_eq!(r.score, [42, 0, 0], "Nel-O for 1 mark is worth 42 points");
}
