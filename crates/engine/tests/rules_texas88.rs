//! RULES.md, "Texas 88": six players in two partnerships of three, two
//! double-six sets, the kitty, the bid ladder, counters worth 88 a hand,
//! identical tiles, scoring to 500 or in marks, no house contracts.

mod common;

use bones_engine::{
    Action, AllPass, Bid, DealSpec, Event, Game, GameKind, Illegal, Phase, Rules, Scoring, Texas88,
};
use common::*;

fn default88() -> Rules {
    Rules::default_for(GameKind::Texas88)
}

fn with(change: impl FnOnce(&mut Texas88)) -> Rules {
    let mut s = Texas88::default();
    change(&mut s);
    Rules::Texas88(s)
}

/// Seat 0 holds nine sixes (and 4-4); seat 3 holds the other 6-4; the
/// kitty is both 0-0.
fn sixes88() -> DealSpec {
    deal_with_kitty(
        &[
            "6-6 6-6 6-5 6-5 6-4 6-3 6-3 6-2 4-4",
            "6-2 6-1 6-1 6-0 6-0 5-5 5-5 5-4 5-4",
            "5-3 5-3 5-2 5-2 5-1 5-1 5-0 5-0 4-4",
            "6-4 4-3 4-3 4-2 4-2 4-1 4-1 4-0 4-0",
            "3-3 3-3 3-2 3-2 3-1 3-1 3-0 3-0 2-2",
            "2-2 2-1 2-1 2-0 2-0 1-1 1-1 1-0 1-0",
        ],
        "0-0 0-0",
    )
}

/// Seat 0 holds eight of the ten counters and 6-6; the kitty holds the
/// other two (both 3-2).
fn counters88() -> DealSpec {
    deal_with_kitty(
        &[
            "5-5 5-5 6-4 6-4 5-0 5-0 4-1 4-1 6-6",
            "6-6 6-5 6-5 6-3 6-3 6-2 6-2 6-1 6-1",
            "6-0 6-0 5-4 5-4 5-3 5-3 5-2 5-2 5-1",
            "5-1 4-4 4-4 4-3 4-3 4-2 4-2 4-0 4-0",
            "3-3 3-3 3-1 3-1 3-0 3-0 2-2 2-2 2-1",
            "2-1 2-0 2-0 1-1 1-1 1-0 1-0 0-0 0-0",
        ],
        "3-2 3-2",
    )
}

/// Seat 0 holds the eight top doubles and 2-1; seat 1 the six low
/// doubles; the kitty is both 1-0.
fn doubles88() -> DealSpec {
    deal_with_kitty(
        &[
            "6-6 6-6 5-5 5-5 4-4 4-4 3-3 3-3 2-1",
            "2-2 2-2 1-1 1-1 0-0 0-0 6-5 6-5 2-0",
            "6-4 6-4 6-3 6-3 6-2 6-2 6-1 6-1 6-0",
            "6-0 5-4 5-4 5-3 5-3 5-2 5-2 5-1 5-1",
            "5-0 5-0 4-3 4-3 4-2 4-2 4-1 4-1 4-0",
            "4-0 3-2 3-2 3-1 3-1 3-0 3-0 2-1 2-0",
        ],
        "1-0 1-0",
    )
}

/// [`doubles88`] with doubles trump: seat 0 leads its eight doubles and
/// takes those tricks (86 points), then leads 2-1 and seat 3's 5-2 takes
/// the last trick (2 points).
const DOUBLES88_PLAY: &str = "discard 1-0, discard 1-0, trump doubles, \
    6-6, 2-2, 6-2, 6-0, 5-0, 4-0, \
    6-6, 2-2, 6-2, 5-4, 5-0, 3-2, \
    5-5, 1-1, 6-4, 5-4, 4-3, 3-2, \
    5-5, 1-1, 6-4, 5-3, 4-3, 3-1, \
    4-4, 0-0, 6-3, 5-3, 4-1, 3-1, \
    4-4, 0-0, 6-3, 5-1, 4-1, 3-0, \
    3-3, 6-5, 6-1, 5-1, 4-0, 3-0, \
    3-3, 6-5, 6-1, 5-2, 4-2, 2-0, \
    2-1, 2-0, 6-0, 5-2, 4-2, 2-1";

/// Seat 0 bids `bid`, the other five pass.
fn seat0_bids(bid: &str) -> String {
    format!("{bid}, pass, pass, pass, pass, pass")
}

#[test]
fn six_players_nine_tiles_each_and_a_kitty_of_two_from_two_sets() {
    let rules = default88();
    assert_eq!(rules.players(), 6);
    for seed in 0..20 {
        let g = Game::new(rules, seed).unwrap();
        let d = g.dealt();
        for s in 0..6 {
            assert_eq!(d.hand(seat(s)).len(), 9);
        }
        assert_eq!(d.kitty().len(), 2);
        let all = (0..6).fold(d.kitty(), |a, s| a | d.hand(seat(s)));
        assert_eq!(all.len(), 56);
        for t in rules.deck().tiles() {
            assert_eq!(all.copies(t), 2, "every tile twice");
        }
    }
    let teams: Vec<usize> = (0..6)
        .map(|s| seat(s).team(rules.teams()).index())
        .collect();
    assert_eq!(teams, [0, 1, 0, 1, 0, 1], "partnerships of three");
}

#[test]
fn bids_run_60_to_88_in_steps_of_2() {
    let mut g = start(default88(), vec![sixes88()]);
    for bad in ["bid 58", "bid 61", "bid 90", "bid 176"] {
        let e = refused(&mut g, bad);
        assert!(matches!(e, Illegal::BidOutOfRange { .. }), "{bad}");
        assert!(e
            .to_string()
            .contains("60 to 88 points in steps of 2, or 2 to 4 marks (176, 264, 352)"));
    }
    refused(&mut g, "bid 1m");
    allowed(&g, "bid 60, bid 62, bid 88");
    let listed: Vec<Action> = g
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Bid(_)))
        .collect();
    let mut want: Vec<Action> = (60..=88)
        .step_by(2)
        .map(|n| Action::Bid(Bid::Points(n)))
        .collect();
    want.push(Action::Bid(Bid::Marks(2)));
    assert_eq!(listed, want);
}

#[test]
fn then_176_264_352_for_two_three_four_marks() {
    let mut g = start(default88(), vec![sixes88()]);
    assert_eq!(Bid::Marks(2).value(88), 176);
    assert_eq!(Bid::Marks(3).value(88), 264);
    assert_eq!(Bid::Marks(4).value(88), 352);
    // The first mark bid is 2 marks; each one after it one mark more.
    refused(&mut g, "bid 3m");
    play(&mut g, "bid 88, bid 2m");
    refused(&mut g, "bid 4m");
    play(&mut g, "bid 3m, bid 4m");
    let e = refused(&mut g, "bid 5m");
    assert!(matches!(e, Illegal::BidOutOfRange { .. }));
    play(&mut g, "pass, pass");
    let c = g.contract().unwrap();
    assert_eq!((c.bidder, c.bid), (seat(3), Bid::Marks(4)));
    assert_eq!(
        c.goal(g.rules()),
        bones_engine::Goal::AllTricks { team: team(1) },
        "a mark bid takes every trick"
    );
}

#[test]
fn the_bidder_takes_the_kitty_and_puts_back_two_unseen() {
    let mut g = start(default88(), vec![sixes88()]);
    let events = play(&mut g, &seat0_bids("bid 60"));
    assert!(events.contains(&Event::PickedUp {
        seat: seat(0),
        tiles: 2
    }));
    assert_eq!(g.phase(), Phase::Discarding);
    assert_eq!(g.turn(), Some(seat(0)));
    assert_eq!(g.hand(seat(0)).len(), 11);
    assert_eq!(g.hand(seat(0)).copies(tile("0-0")), 2);
    // Only the bidder sees the kitty tiles.
    assert_eq!(g.view(seat(0)).hand.copies(tile("0-0")), 2);
    assert_eq!(g.view(seat(1)).hand_sizes[0], 11);
    assert!(!g.view(seat(1)).hand.has_tile(tile("6-6")));
    // Swap two: keep the blanks, put back 4-4 and 6-2.
    play(&mut g, "discard 4-4");
    assert_eq!(g.phase(), Phase::Discarding);
    play(&mut g, "discard 6-2");
    assert_eq!(g.phase(), Phase::Declaring);
    assert_eq!(g.hand(seat(0)).len(), 9);
    assert_eq!(g.view(seat(0)).own_discards.len(), 2);
    assert!(g.view(seat(1)).own_discards.is_empty(), "put back unseen");
    refused(&mut g, "discard 6-6");
    // Then trump is named as in 42.
    let mut names: Vec<Action> = (0..=6).map(|p| action(&format!("trump {p}"))).collect();
    names.extend([action("trump doubles"), action("trump follow-me")]);
    assert_eq!(g.legal_actions().to_vec(), names);
    // Or swap none: put the kitty back as it came.
    let mut g = start(default88(), vec![sixes88()]);
    play(&mut g, &seat0_bids("bid 60"));
    let before = g.dealt().hand(seat(0));
    play(&mut g, "discard 0-0, discard 0-0");
    assert_eq!(g.hand(seat(0)), before);
}

#[test]
fn counters_in_the_kitty_must_be_kept() {
    let kitty_counter = deal_with_kitty(
        &[
            "6-6 6-6 6-5 6-5 6-4 6-3 6-3 6-2 4-4",
            "6-2 6-1 6-1 6-0 6-0 5-5 5-5 5-4 5-4",
            "5-3 5-3 5-2 5-2 5-1 5-1 0-0 5-0 4-4",
            "6-4 4-3 4-3 4-2 4-2 4-1 4-1 4-0 4-0",
            "3-3 3-3 3-2 3-2 3-1 3-1 3-0 3-0 2-2",
            "2-2 2-1 2-1 2-0 2-0 1-1 1-1 1-0 1-0",
        ],
        "5-0 0-0",
    );
    let mut g = start(default88(), vec![kitty_counter]);
    play(&mut g, &seat0_bids("bid 60"));
    let e = refused(&mut g, "discard 5-0");
    assert_eq!(e, Illegal::MustKeepCounters { tile: tile("5-0") });
    assert_eq!(
        e.to_string(),
        "counters must be kept: 5-0 cannot be put back while you hold a non-counter"
    );
    // 6-4 from the hand is a counter too.
    refused(&mut g, "discard 6-4");
    let discards: Vec<Action> = g.legal_actions().to_vec();
    assert!(discards.iter().all(|a| match a {
        Action::Discard(t) => !t.is_counter(),
        _ => false,
    }));
    play(&mut g, "discard 0-0, discard 6-2");
    assert!(g.hand(seat(0)).has_tile(tile("5-0")));
}

#[test]
fn without_enough_non_counters_the_kitty_counters_go_to_the_bidders() {
    let mut g = start(default88(), vec![counters88()]);
    play(&mut g, &seat0_bids("bid 60"));
    // Ten counters and 6-6 in hand: 6-6 goes back first...
    refused(&mut g, "discard 5-5");
    play(&mut g, "discard 6-6");
    // ...then a counter of the bidder's choice.
    assert_eq!(g.legal_actions().len(), 5, "each counter face, once");
    play(&mut g, "discard 3-2");
    assert_eq!(g.discards().count(), 5);
    play(&mut g, "trump 5");
    // The 3-2 in the kitty is credited to the bidders before any trick.
    assert_eq!(g.play_state().points(team(0)), 5);
    let r = hand_result(&play_out_hand(&mut g));
    assert_eq!(r.tricks_played, 9);
    assert_eq!(r.points[0] + r.points[1], 88, "the hand still totals 88");
}

#[test]
fn counters_score_10_and_5_each_trick_2_for_88_in_all() {
    let mut g = start(default88(), vec![sixes88()]);
    play(&mut g, &seat0_bids("bid 60"));
    play(&mut g, "discard 0-0, discard 0-0, trump follow-me");
    // Both 6-4 (10 each), 5-0 and 3-2 (5 each), and the trick (2).
    let events = play(&mut g, "6-4, 6-0, 5-0, 6-4, 3-2, 2-1");
    assert_eq!(trick_winners(&events), vec![0]);
    assert!(events.contains(&Event::TrickTaken {
        seat: seat(0),
        points: 32
    }));
    let r = hand_result(&play_out_hand(&mut g));
    assert_eq!(r.tricks_played, 9, "the points game plays every trick");
    assert_eq!(r.points[0] + r.points[1], 88);
}

#[test]
fn identical_tiles_in_one_trick_the_first_played_ranks_higher() {
    let mut g = start(default88(), vec![sixes88()]);
    play(&mut g, &seat0_bids("bid 60"));
    play(&mut g, "discard 0-0, discard 0-0, trump 5");
    // Sixes led with 6-4; seat 3 holds the other 6-4 and must follow with
    // it (its only six). The first 6-4 (seat 0) wins.
    play(&mut g, "6-4, 6-0, 4-4");
    assert_eq!(playable(&g), sorted("6-4"));
    let events = play(&mut g, "6-4, 3-0, 2-1");
    assert_eq!(trick_winners(&events), vec![0]);
    assert_eq!(g.play_state().points(team(0)), 2 + 20);
    // The same, whoever plays the first copy.
    let r = trick_rules(
        &default88(),
        bones_engine::Declaration::Trump(bones_engine::Trump::Suit(bones_engine::Pip::ALL[5])),
    );
    assert_eq!(winning_index(&r, "6-4 6-4 6-3", false), 0);
    assert_eq!(winning_index(&r, "6-1 6-4 6-4", false), 1);
}

#[test]
fn points_game_to_500_a_made_bid_scores_each_side_its_points() {
    let rules = default88();
    assert_eq!(rules.target(), 500);
    assert_eq!(rules.scoring(), Scoring::Points);
    let mut g = start(rules, vec![doubles88()]);
    play(&mut g, &seat0_bids("bid 60"));
    let r = hand_result(&play(&mut g, DOUBLES88_PLAY));
    assert!(r.made);
    assert_eq!(r.points, [86, 2, 0]);
    assert_eq!(r.score, [86, 2, 0]);
}

#[test]
fn points_game_a_set_scores_the_opponents_the_bid_plus_their_points() {
    let mut g = start(default88(), vec![doubles88()]);
    play(&mut g, &seat0_bids("bid 88"));
    let r = hand_result(&play(&mut g, DOUBLES88_PLAY));
    assert!(!r.made);
    assert_eq!(r.score, [0, 88 + 2, 0]);
}

#[test]
fn marks_setting_a_bid_of_176_scores_2_marks_and_the_game_is_7_and_2_ahead() {
    let rules = with(|s| {
        s.scoring = Scoring::Marks;
        s.target = 7;
    });
    assert_eq!(rules.win_by(), 2);
    // 2 marks (176) must take every trick; the last one is lost, and the
    // early end waits for it because every trick before was won.
    let mut g = start(rules, vec![doubles88()]);
    play(&mut g, &seat0_bids("bid 2m"));
    let r = hand_result(&play(&mut g, DOUBLES88_PLAY));
    assert!(!r.made);
    assert_eq!(r.score, [0, 2, 0]);
    let t = |n| bones_engine::Team::new(n).unwrap();
    let win = bones_engine::score::game_winner;
    assert_eq!(win(&rules, [7, 6, 0], t(0), true), None);
    assert_eq!(win(&rules, [8, 6, 0], t(0), true), Some(t(0)));
}

#[test]
fn all_pass_follows_the_42_setting() {
    let mut g = start(default88(), vec![sixes88()]);
    play(&mut g, "pass, pass, pass, pass, pass");
    assert_eq!(refused(&mut g, "pass"), Illegal::DealerMustBid);
    allowed(&g, "bid 60");
    let rules = with(|s| s.all_pass = AllPass::Redeal);
    let mut g = start(rules, vec![sixes88()]);
    let events = play(&mut g, "pass, pass, pass, pass, pass, pass");
    assert!(events.contains(&Event::ThrownIn));
    assert_eq!(g.dealer(), seat(0));
}

#[test]
fn no_nello_plunge_low_no_splash_or_sevens() {
    let mut g = start(default88(), vec![sixes88()]);
    for bid in ["plunge 4m", "splash 2m", "low-no"] {
        assert!(
            matches!(refused(&mut g, bid), Illegal::ContractOff { .. }),
            "{bid}"
        );
    }
    play(&mut g, &seat0_bids("bid 2m"));
    play(&mut g, "discard 0-0, discard 0-0");
    for d in ["nello own-suit", "sevens", "trump sevens"] {
        assert!(
            matches!(refused(&mut g, d), Illegal::ContractOff { .. }),
            "{d}"
        );
    }
    allowed(&g, "trump doubles");
    allowed(&g, "trump follow-me");
}
