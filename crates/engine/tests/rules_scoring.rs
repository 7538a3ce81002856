//! RULES.md, Texas 42 "Scoring": the marks game (first to 7, optionally by
//! 2 marks) and the points game (to 250; set = bid + taken; bidders go out
//! first), with the engine's documented choices (see `score.rs`).

mod common;

use bones_engine::score::{game_winner, hand_score};
use bones_engine::{
    Bid, Contract, DealSpec, Declaration, Event, Game, Phase, Rules, Scoring, Team, Trump,
};
use common::*;

/// Seat 0 holds six trumps (6-6..6-1) and 3-2; seat 1 holds 6-0.
fn six_trumps_and_a_loser() -> DealSpec {
    deal(&[
        "6-6 6-5 6-4 6-3 6-2 6-1 3-2",
        "6-0 5-5 5-4 5-3 5-2 5-1 5-0",
        "4-4 4-3 4-2 4-1 4-0 3-3 3-1",
        "3-0 2-2 2-1 2-0 1-1 1-0 0-0",
    ])
}

/// The seven tricks of [`six_trumps_and_a_loser`] with sixes trump: seat 0
/// takes six tricks and 36 points, seat 1 the last trick (3-2 led) and 6.
const SIX_TRUMPS_PLAY: &str = "6-6, 6-0, 4-4, 2-2, 6-5, 5-5, 4-1, 2-1, 6-4, 5-4, 4-2, 2-0, \
     6-3, 5-2, 4-3, 1-1, 6-2, 5-1, 4-0, 1-0, 6-1, 5-0, 3-3, 0-0, 3-2, 5-3, 3-1, 3-0";

fn points_game(target: u16) -> Rules {
    texas42(|s| {
        s.scoring = Scoring::Points;
        s.target = target;
    })
}

/// Plays one hand in which `bidder` (dealt the sixes) bids `bid`, everyone
/// else passes, sixes are trump, and the first legal tile is played.
fn bidder_takes_all(g: &mut Game, bidder: u8, bid: &str) -> Vec<Event> {
    let mut events = Vec::new();
    while g.phase() == Phase::Bidding {
        let a = if g.turn() == Some(seat(bidder)) {
            bid
        } else {
            "pass"
        };
        events.extend(play(g, a));
    }
    events.extend(play(g, "trump 6"));
    events.extend(play_out_hand(g));
    events
}

// ----- the marks game -----

#[test]
fn a_made_bid_scores_its_marks_to_the_bidders() {
    for (bid, marks) in [("bid 30", 1), ("bid 41", 1), ("bid 1m", 1), ("bid 2m", 2)] {
        let mut g = start(straight(), vec![sixes_for(0)]);
        let r = hand_result(&bidder_takes_all(&mut g, 0, bid));
        assert!(r.made);
        assert_eq!(r.score, [marks, 0, 0], "{bid}");
        assert_eq!(g.scores(), [marks, 0, 0]);
    }
}

#[test]
fn a_set_gives_the_bids_marks_to_the_opponents() {
    // Seat 1 bids on seat 0's sixes and names sixes: the first trick it
    // loses sets it.
    for (bid, marks) in [("bid 30", 1), ("bid 2m", 2)] {
        let mut g = start(straight(), vec![sixes_for(0)]);
        play(&mut g, &format!("pass, {bid}, pass, pass, trump 6"));
        let r = hand_result(&play_out_hand(&mut g));
        assert!(!r.made, "{bid}");
        assert_eq!(r.score, [marks, 0, 0], "{bid}");
    }
}

#[test]
fn the_first_side_to_seven_marks_wins() {
    let deals: Vec<DealSpec> = (0..4).map(|_| sixes_for(0)).collect();
    let mut g = start(straight(), deals);
    for hand in 0..3 {
        bidder_takes_all(&mut g, 0, "bid 2m");
        assert_eq!(g.scores(), [2 * (hand + 1), 0, 0]);
        assert!(g.winner().is_none());
    }
    let events = bidder_takes_all(&mut g, 0, "bid 2m");
    assert_eq!(g.scores(), [8, 0, 0]);
    assert_eq!(g.winner(), Some(team(0)));
    assert_eq!(g.phase(), Phase::GameOver);
    assert!(events.contains(&Event::GameOver { winner: team(0) }));
    assert!(g.legal_actions().is_empty());
    assert_eq!(
        g.check(action("pass")).unwrap_err().to_string(),
        "the game is over"
    );
}

/// Team 0 and team 1 trade 2-mark hands to 6-6, then team 0 makes a point
/// bid (7-6) and `then` follow.
fn six_all_then(rules: Rules, then: &[(u8, &str)]) -> Game {
    let mut plan: Vec<(u8, &str)> = vec![(0, "bid 2m"), (1, "bid 2m")];
    plan = plan.repeat(3);
    plan.push((0, "bid 30"));
    plan.extend_from_slice(then);
    let deals = plan.iter().map(|(b, _)| sixes_for(*b)).collect();
    let mut g = start(rules, deals);
    for (bidder, bid) in plan {
        if g.phase() == Phase::GameOver {
            break;
        }
        bidder_takes_all(&mut g, bidder, bid);
    }
    g
}

#[test]
fn seven_marks_to_six_wins_without_the_two_mark_lead_setting() {
    let g = six_all_then(straight(), &[]);
    assert_eq!(g.scores(), [7, 6, 0]);
    assert_eq!(g.winner(), Some(team(0)));
}

#[test]
fn with_win_by_two_the_winner_must_also_lead_by_two_marks() {
    let rules = texas42(|s| s.win_by_two = true);
    let g = six_all_then(rules, &[]);
    assert_eq!(g.scores(), [7, 6, 0]);
    assert_eq!(g.winner(), None, "7-6 is not two ahead");
    let g = six_all_then(rules, &[(1, "bid 30")]);
    assert_eq!(g.scores(), [7, 7, 0]);
    assert_eq!(g.winner(), None);
    let g = six_all_then(rules, &[(1, "bid 30"), (0, "bid 30")]);
    assert_eq!(g.scores(), [8, 7, 0]);
    assert_eq!(g.winner(), None);
    let g = six_all_then(rules, &[(1, "bid 30"), (0, "bid 30"), (0, "bid 30")]);
    assert_eq!(g.scores(), [9, 7, 0]);
    assert_eq!(g.winner(), Some(team(0)));
}

// ----- the points game -----

#[test]
fn points_game_a_made_point_bid_scores_each_side_what_it_took() {
    let mut g = start(points_game(250), vec![six_trumps_and_a_loser()]);
    play(&mut g, "bid 30, pass, pass, pass, trump 6");
    let r = hand_result(&play(&mut g, SIX_TRUMPS_PLAY));
    assert!(r.made);
    assert_eq!(r.tricks_played, 7);
    assert_eq!(r.points, [36, 6, 0]);
    assert_eq!(r.score, [36, 6, 0]);
}

#[test]
fn points_game_a_set_scores_the_opponents_the_bid_plus_what_they_took() {
    let mut g = start(points_game(250), vec![sixes_for(0)]);
    play(&mut g, "bid 35, pass, pass, pass, trump 0");
    // Seat 3 trumps the first trick (16 points); the bidders are set but
    // the points game plays on; seat 3 later takes two more tricks.
    let events = play(
        &mut g,
        "6-6, 5-5, 4-1, 0-0, 1-0, 6-0, 5-0, 4-0, 6-4, 5-4, 4-2, 2-2, 6-5, 5-3, 3-3, 2-1, \
         6-3, 5-2, 3-2, 1-1, 6-2, 5-1, 3-1, 2-0, 3-0, 6-1, 4-4, 4-3",
    );
    let r = hand_result(&events);
    assert!(!r.made);
    assert_eq!(r.points, [24, 18, 0]);
    assert_eq!(r.score, [0, 35 + 18, 0]);
}

#[test]
fn points_game_a_mark_bid_is_worth_42_a_mark() {
    let mut g = start(points_game(250), vec![sixes_for(0)]);
    let r = hand_result(&bidder_takes_all(&mut g, 0, "bid 2m"));
    assert!(r.made);
    assert_eq!(r.score, [84, 0, 0]);
    // Set: 42 per mark plus what the opponents took.
    let mut g = start(points_game(250), vec![six_trumps_and_a_loser()]);
    play(&mut g, "bid 1m, pass, pass, pass, trump 6");
    let r = hand_result(&play(&mut g, SIX_TRUMPS_PLAY));
    assert!(!r.made);
    assert_eq!(r.score, [0, 42 + 6, 0]);
}

#[test]
fn points_game_is_won_at_250() {
    let deals: Vec<DealSpec> = (0..6).map(|_| sixes_for(0)).collect();
    let mut g = start(points_game(250), deals);
    for _ in 0..5 {
        bidder_takes_all(&mut g, 0, "bid 30");
    }
    assert_eq!(g.scores(), [210, 0, 0]);
    assert!(g.winner().is_none());
    bidder_takes_all(&mut g, 0, "bid 30");
    assert_eq!(g.scores(), [252, 0, 0]);
    assert_eq!(g.winner(), Some(team(0)));
}

#[test]
fn points_game_the_bidders_go_out_first() {
    // Hand 1: team 1 (seat 1) makes 30 taking 36, team 0 takes 6.
    // Hand 2: team 0 makes 30 taking 36, team 1 takes 6: 42 all, both past
    // a target of 40, and the bidders win.
    let rotated = {
        let h = [
            "6-6 6-5 6-4 6-3 6-2 6-1 3-2",
            "6-0 5-5 5-4 5-3 5-2 5-1 5-0",
            "4-4 4-3 4-2 4-1 4-0 3-3 3-1",
            "3-0 2-2 2-1 2-0 1-1 1-0 0-0",
        ];
        deal(&[h[3], h[0], h[1], h[2]])
    };
    let mut g = start(points_game(40), vec![rotated, six_trumps_and_a_loser()]);
    // Dealer seat 3: seat 0 bids first.
    play(&mut g, "pass, bid 30, pass, pass, trump 6");
    let r = hand_result(&play(&mut g, SIX_TRUMPS_PLAY));
    assert_eq!(r.score, [6, 36, 0]);
    assert!(g.winner().is_none());
    // Dealer seat 0: seat 1 bids first, seat 0 last.
    play(&mut g, "pass, pass, pass, bid 30, trump 6");
    play(&mut g, SIX_TRUMPS_PLAY);
    assert_eq!(g.scores(), [42, 42, 0]);
    assert_eq!(g.winner(), Some(team(0)));
}

#[test]
fn game_end_choices_bidders_out_first_else_the_strict_leader() {
    let rules = points_game(250);
    let t = |n| Team::new(n).unwrap();
    // Bidders made and reached the target: they win even from behind.
    assert_eq!(game_winner(&rules, [252, 270, 0], t(0), true), Some(t(0)));
    // Bidders set: the other side wins if it is at the target and ahead.
    assert_eq!(game_winner(&rules, [240, 260, 0], t(0), false), Some(t(1)));
    // Bidders made but short of the target; opponents past it win.
    assert_eq!(game_winner(&rules, [200, 251, 0], t(0), true), Some(t(1)));
    // Nobody at the target.
    assert_eq!(game_winner(&rules, [249, 249, 0], t(0), true), None);
    // A tie at the top past the target without a bidder going out: play on.
    assert_eq!(game_winner(&rules, [260, 260, 0], t(0), false), None);
    // Marks game by two: 8-7 plays on even for made bidders.
    let by_two = texas42(|s| s.win_by_two = true);
    assert_eq!(game_winner(&by_two, [8, 7, 0], t(0), true), None);
    assert_eq!(game_winner(&by_two, [9, 7, 0], t(0), true), Some(t(0)));
    assert_eq!(game_winner(&by_two, [7, 9, 0], t(0), false), Some(t(1)));
}

#[test]
fn hand_score_choices_for_contracts_in_the_points_game() {
    let rules = points_game(250);
    let contract = |bid, declaration| Contract {
        bidder: seat(1),
        bid,
        declarer: seat(1),
        declaration: Some(declaration),
    };
    let fives = Declaration::Trump(Trump::Suit(bones_engine::Pip::ALL[5]));
    let nello = Declaration::Nello(bones_engine::DoublesMode::OwnSuit);
    // A made points bid: each side its points.
    let c = contract(Bid::Points(31), fives);
    assert_eq!(
        hand_score(&rules, c, true, [10, 32, 0], [2, 5, 0]),
        [10, 32, 0]
    );
    // Set: bid + taken to the opponents.
    assert_eq!(
        hand_score(&rules, c, false, [20, 22, 0], [3, 4, 0]),
        [51, 0, 0]
    );
    // Made mark bids and Nel-O: their worth to the bidders only.
    let c = contract(Bid::Marks(2), fives);
    assert_eq!(
        hand_score(&rules, c, true, [0, 42, 0], [0, 7, 0]),
        [0, 84, 0]
    );
    let c = contract(Bid::Marks(1), nello);
    assert_eq!(
        hand_score(&rules, c, true, [30, 0, 0], [7, 0, 0]),
        [0, 42, 0]
    );
    assert_eq!(
        hand_score(&rules, c, false, [1, 6, 0], [0, 1, 0]),
        [43, 0, 0]
    );
    // The marks game: a point bid is one mark.
    let marks = straight();
    let c = contract(Bid::Points(41), fives);
    assert_eq!(
        hand_score(&marks, c, true, [1, 41, 0], [1, 6, 0]),
        [0, 1, 0]
    );
    assert_eq!(
        hand_score(&marks, c, false, [5, 37, 0], [1, 6, 0]),
        [1, 0, 0]
    );
}
