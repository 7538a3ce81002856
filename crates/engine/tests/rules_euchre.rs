//! RULES.md, "Domino Euchre": five tiles each and a turn-up whose higher
//! end proposes trump; the eight-tile trump suit and the five-tile suit
//! below it; ordering up (alone) and calling; the maker leads; which suit a
//! lead belongs to; scoring for 4, 3 and 2 players.

mod common;

use bones_engine::{
    Action, Bid, DealSpec, Declaration, EuchreLead, Event, Game, Goal, Illegal, Phase, Pip, Rules,
    Suit, Trump,
};
use common::*;

fn euchre_with_lead(players: u8, lead: EuchreLead) -> Rules {
    let mut r = euchre(players);
    if let Rules::Euchre(e) = &mut r {
        e.lead = lead;
    }
    r
}

/// Seat 0 holds the five best fives-trumps; the turn-up 5-2 proposes
/// fives.
fn top_trumps() -> DealSpec {
    euchre_deal(
        &[
            "5-5 4-4 6-5 5-4 5-3",
            "6-6 6-4 6-3 6-2 6-1",
            "3-3 3-2 3-1 3-0 4-3",
            "2-2 2-1 2-0 1-1 1-0",
        ],
        "5-2",
    )
}

/// Seat 0 holds three top trumps (fives) and two losers.
fn three_trumps() -> DealSpec {
    euchre_deal(
        &[
            "5-5 4-4 6-5 6-0 1-0",
            "6-6 6-4 6-3 3-3 2-2",
            "3-2 3-1 3-0 4-3 4-2",
            "2-1 2-0 1-1 4-1 4-0",
        ],
        "5-2",
    )
}

fn trump_order(trump: u8) -> Vec<String> {
    let r = trick_rules(
        &euchre(4),
        Declaration::Trump(Trump::Suit(Pip::ALL[usize::from(trump)])),
    );
    let mut t: Vec<_> = r.trumps().tiles().collect();
    t.sort_by_key(|t| std::cmp::Reverse(r.power(Suit::Trump, *t)));
    t.iter().map(ToString::to_string).collect()
}

#[test]
fn five_tiles_each_and_a_turn_up() {
    for players in 2..=4 {
        let rules = euchre(players);
        for seed in 0..20 {
            let g = Game::new(rules, seed).unwrap();
            let d = g.dealt();
            for s in 0..players {
                assert_eq!(d.hand(seat(s)).len(), 5);
            }
            assert!(d.turn_up().is_some());
            assert_eq!(
                d.undealt().len(),
                28 - 5 * usize::from(players) - 1,
                "the rest stays undealt"
            );
        }
    }
}

#[test]
fn the_trump_suit_has_eight_tiles_in_order() {
    assert_eq!(
        trump_order(5),
        ["5-5", "4-4", "6-5", "5-4", "5-3", "5-2", "5-1", "5-0"]
    );
    assert_eq!(
        trump_order(3),
        ["3-3", "2-2", "6-3", "5-3", "4-3", "3-2", "3-1", "3-0"]
    );
    // For blanks the suit below is sixes: 6-6 is the second trump.
    assert_eq!(
        trump_order(0),
        ["0-0", "6-6", "6-0", "5-0", "4-0", "3-0", "2-0", "1-0"]
    );
    assert_eq!(
        trump_order(6),
        ["6-6", "5-5", "6-5", "6-4", "6-3", "6-2", "6-1", "6-0"]
    );
}

#[test]
fn the_suit_below_trump_has_five_tiles() {
    for trump in 0..=6u8 {
        let r = trick_rules(
            &euchre(4),
            Declaration::Trump(Trump::Suit(Pip::ALL[usize::from(trump)])),
        );
        let below = (trump + 6) % 7;
        let suit = r.suit(Suit::Number(Pip::ALL[usize::from(below)]));
        assert_eq!(suit.len(), 5, "trump {trump}: suit {below}");
        assert!(!suit.has_tile(tile(&format!("{below}-{below}"))));
        // Every other non-trump suit keeps its double and has six tiles.
        for other in (0..=6u8).filter(|&p| p != trump && p != below) {
            assert_eq!(
                r.suit(Suit::Number(Pip::ALL[usize::from(other)])).len(),
                6,
                "trump {trump}: suit {other}"
            );
        }
    }
}

#[test]
fn the_turn_ups_higher_end_proposes_trump_and_the_dealer_takes_it() {
    let mut g = start(euchre(4), vec![top_trumps()]);
    assert_eq!(g.view(seat(1)).turn_up, Some(tile("5-2")));
    assert_eq!(g.euchre_round(), 1);
    play(&mut g, "pass");
    let events = play(&mut g, "order");
    // Seat 1 ordered up fives; the dealer (seat 3) takes 5-2 and discards.
    assert!(events.contains(&Event::Bid {
        seat: seat(1),
        bid: Bid::Make { alone: false }
    }));
    assert!(events.contains(&Event::PickedUp {
        seat: seat(3),
        tiles: 1
    }));
    assert_eq!(g.high_bid(), Some((seat(1), Bid::Make { alone: false })));
    let c = g.contract().unwrap();
    assert_eq!(c.bidder, seat(1));
    assert_eq!(
        c.declaration,
        Some(Declaration::Trump(Trump::Suit(Pip::ALL[5])))
    );
    assert_eq!(g.phase(), Phase::Discarding);
    assert_eq!(g.turn(), Some(seat(3)));
    assert_eq!(g.hand(seat(3)).len(), 6);
    assert_eq!(g.turn_up_taken_by(), Some(seat(3)));
    play(&mut g, "discard 1-0");
    assert_eq!(g.hand(seat(3)).len(), 5);
    assert_eq!(g.phase(), Phase::Playing);
    assert_eq!(g.turn(), Some(seat(1)), "the maker leads");
    assert_eq!(
        g.goal(),
        Goal::Tricks {
            team: team(1),
            need: 3
        }
    );
}

#[test]
fn round_two_names_any_other_trump_and_the_turn_up_is_set_aside() {
    let mut g = start(euchre(4), vec![top_trumps()]);
    assert_eq!(
        refused(&mut g, "call 3").to_string(),
        "\"call 3\" belongs to round 2 of the bidding; in round 1 order up \
         the turned-up trump or pass"
    );
    play(&mut g, "pass, pass, pass, pass");
    assert_eq!(g.euchre_round(), 2);
    assert_eq!(g.turn(), Some(seat(0)), "round 2 starts left of the dealer");
    let e = refused(&mut g, "call 5");
    assert_eq!(e, Illegal::TurnedDown { pip: 5 });
    assert_eq!(
        e.to_string(),
        "fives were turned down in round 1; name another trump"
    );
    assert!(refused(&mut g, "order")
        .to_string()
        .contains("belongs to round 1 of the bidding"));
    let calls: Vec<Action> = g
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Call { alone: false, .. }))
        .collect();
    assert_eq!(calls.len(), 6, "any of the six other trumps");
    play(&mut g, "pass, call 6");
    assert!(g.turn_up_taken_by().is_none(), "nobody takes the turn-up");
    assert_eq!(g.phase(), Phase::Playing);
    assert_eq!(g.turn(), Some(seat(1)), "the maker leads");
    assert_eq!(g.hand(seat(3)).len(), 5);
}

#[test]
fn round_two_callers_may_go_alone_too() {
    let mut g = start(euchre(4), vec![top_trumps()]);
    play(&mut g, "pass, pass, pass, pass, pass, call 6 alone");
    let c = g.contract().unwrap();
    assert_eq!((c.bidder, c.bid), (seat(1), Bid::Make { alone: true }));
    assert!(!g.play_state().table().is_active(seat(3)), "partner out");
    assert_eq!(g.play_state().table().active_count(), 3);
    assert_eq!(g.turn(), Some(seat(1)));
}

#[test]
fn all_pass_twice_and_the_next_dealer_redeals() {
    let mut g = start(euchre(4), vec![top_trumps(), three_trumps()]);
    let events = play(&mut g, "pass, pass, pass, pass, pass, pass, pass, pass");
    assert!(events.contains(&Event::ThrownIn));
    assert_eq!(g.dealer(), seat(0));
    assert_eq!(g.hand_number(), 1);
    assert_eq!(g.euchre_round(), 1);
    assert_eq!(g.turn(), Some(seat(1)));
    assert_eq!(g.scores(), [0, 0, 0]);
}

#[test]
fn makers_taking_all_five_score_two() {
    let mut g = start(euchre(4), vec![top_trumps()]);
    play(&mut g, "order, discard 1-0");
    let r = hand_result(&play(
        &mut g,
        "5-5, 6-1, 3-0, 5-2, 4-4, 6-2, 3-1, 2-0, 6-5, 6-3, 3-2, 2-1, \
         5-4, 6-4, 4-3, 1-1, 5-3, 6-6, 3-3, 2-2",
    ));
    assert!(r.made);
    assert_eq!(r.tricks, [5, 0, 0]);
    assert_eq!(r.score, [2, 0, 0]);
}

#[test]
fn makers_taking_three_or_four_score_one() {
    let mut g = start(euchre(4), vec![three_trumps()]);
    play(&mut g, "order, discard 4-0");
    // Three trumps win; 6-0 loses to 6-6 and seat 1's 3-3 takes the last.
    let r = hand_result(&play(
        &mut g,
        "5-5, 2-2, 4-2, 5-2, 4-4, 6-3, 3-0, 2-0, 6-5, 6-4, 3-1, 2-1, \
         6-0, 6-6, 4-3, 4-1, 3-3, 3-2, 1-1, 1-0",
    ));
    assert!(r.made);
    assert_eq!(r.tricks, [3, 2, 0]);
    assert_eq!(r.score, [1, 0, 0]);
}

#[test]
fn a_euchred_maker_gives_two_to_the_other_side() {
    let mut g = start(euchre(4), vec![top_trumps()]);
    // Seat 1 orders fives against seat 0's top trumps.
    play(&mut g, "pass, order, discard 1-0");
    let r = hand_result(&play_out_hand(&mut g));
    assert!(!r.made);
    assert_eq!(r.tricks, [5, 0, 0], "seat 0's trumps take every trick");
    assert_eq!(r.tricks_played, 5, "Euchre plays all five tricks");
    assert_eq!(r.score, [2, 0, 0]);
}

#[test]
fn alone_the_partner_sits_out_and_all_five_score_four() {
    let mut g = start(euchre(4), vec![top_trumps()]);
    play(&mut g, "order alone, discard 1-0");
    assert!(!g.play_state().table().is_active(seat(2)));
    assert_eq!(g.turn(), Some(seat(0)));
    play(&mut g, "5-5");
    assert_eq!(g.turn(), Some(seat(1)));
    play(&mut g, "6-1");
    assert_eq!(g.turn(), Some(seat(3)), "seat 2 sits out");
    let r = hand_result(&play(
        &mut g,
        "5-2, 4-4, 6-2, 2-0, 6-5, 6-3, 2-1, 5-4, 6-4, 1-1, 5-3, 6-6, 2-2",
    ));
    assert!(r.made);
    assert_eq!(r.tricks, [5, 0, 0]);
    assert_eq!(r.score, [4, 0, 0]);
}

#[test]
fn alone_with_only_three_or_four_tricks_scores_one() {
    let mut g = start(euchre(4), vec![three_trumps()]);
    play(&mut g, "order alone, discard 4-0");
    let r = hand_result(&play(
        &mut g,
        "5-5, 2-2, 5-2, 4-4, 6-3, 2-0, 6-5, 6-4, 2-1, 6-0, 6-6, 4-1, 3-3, 1-1, 1-0",
    ));
    assert!(r.made);
    assert_eq!(r.tricks, [3, 2, 0]);
    assert_eq!(r.score, [1, 0, 0]);
}

#[test]
fn when_the_dealers_partner_goes_alone_the_dealer_sits_out_and_keeps_the_turn_up_down() {
    let mut g = start(euchre(4), vec![top_trumps()]);
    let events = play(&mut g, "pass, order alone");
    assert!(!events.iter().any(|e| matches!(e, Event::PickedUp { .. })));
    assert_eq!(g.phase(), Phase::Playing);
    assert!(!g.play_state().table().is_active(seat(3)));
    assert_eq!(g.turn(), Some(seat(1)));
}

#[test]
fn a_led_tile_belongs_to_its_higher_end_by_default() {
    let mut g = start(euchre(4), vec![three_trumps()]);
    play(&mut g, "order, discard 4-0, 5-5, 2-2, 4-2, 5-2");
    // Seat 0 leads 6-0: sixes, not blanks.
    play(&mut g, "6-0");
    assert_eq!(playable(&g), sorted("6-6 6-4 6-3"));
    let e = refused(&mut g, "6-6 low");
    assert!(e.to_string().contains("cannot lead its lower suit"));
    let mut g = start(euchre(4), vec![three_trumps()]);
    play(&mut g, "order, discard 4-0, 5-5, 2-2, 4-2, 5-2");
    let e = refused(&mut g, "6-0 low");
    assert_eq!(
        e.to_string(),
        "6-0 cannot lead its lower suit: in these settings a tile leads its higher end"
    );
}

#[test]
fn with_the_leader_names_setting_a_lead_may_name_its_lower_end() {
    let rules = euchre_with_lead(4, EuchreLead::LeaderNames);
    let mut g = start(rules, vec![three_trumps()]);
    play(&mut g, "order, discard 4-0, 5-5, 2-2, 4-2, 5-2");
    assert!(g.legal_actions().contains(&action("6-0 low")));
    // Neither a trump nor a double may.
    assert!(!g.legal_actions().contains(&action("6-5 low")));
    assert!(refused(&mut g, "4-4 low")
        .to_string()
        .contains("doubles and trumps lead their own suit"));
    play(&mut g, "6-0 low");
    // Blanks are led: seat 1 holds none, and may play anything.
    assert_eq!(playable(&g).len(), 4);
}

#[test]
fn three_players_each_for_themselves_and_a_euchred_maker_gives_two_to_each() {
    let deal3 = euchre_deal(
        &[
            "6-6 6-4 6-3 6-2 6-1",
            "5-5 4-4 6-5 5-4 5-3",
            "3-3 3-2 3-1 3-0 4-3",
        ],
        "5-2",
    );
    let rules = euchre(3);
    assert_eq!(rules.teams(), 3);
    let mut g = start(rules, vec![deal3]);
    assert_eq!(g.dealer(), seat(2));
    assert_eq!(refused(&mut g, "order alone"), Illegal::NoAlone);
    play(&mut g, "order, discard 3-0");
    assert_eq!(g.turn(), Some(seat(0)));
    let r = hand_result(&play_out_hand(&mut g));
    assert!(!r.made);
    assert_eq!(r.tricks[0], 0);
    assert_eq!(r.score, [0, 2, 2], "2 to each opponent");
    assert_eq!(g.scores(), [0, 2, 2]);
}

#[test]
fn three_players_a_made_hand_scores_the_maker_only() {
    let deal3 = euchre_deal(
        &[
            "5-5 4-4 6-5 5-4 5-3",
            "6-6 6-4 6-3 6-2 6-1",
            "3-3 3-2 3-1 3-0 4-3",
        ],
        "5-2",
    );
    let mut g = start(euchre(3), vec![deal3]);
    play(&mut g, "order, discard 3-0");
    let r = hand_result(&play_out_hand(&mut g));
    assert!(r.made);
    assert_eq!(r.score, [2, 0, 0]);
}

#[test]
fn two_players_head_to_head_without_alone() {
    let deal2 = euchre_deal(&["5-5 4-4 6-5 5-4 5-3", "6-6 6-4 6-3 6-2 6-1"], "5-2");
    let mut g = start(euchre(2), vec![deal2]);
    assert_eq!(g.dealer(), seat(1));
    let e = refused(&mut g, "order alone");
    assert_eq!(
        e.to_string(),
        "going alone needs a partner (4-player Euchre)"
    );
    play(&mut g, "pass, pass");
    assert_eq!(g.euchre_round(), 2);
    refused(&mut g, "call 3 alone");
    play(&mut g, "call 4");
    assert_eq!(g.turn(), Some(seat(0)));
    assert_eq!(g.play_state().table().active_count(), 2);
    let r = hand_result(&play_out_hand(&mut g));
    assert_eq!(r.tricks[0] + r.tricks[1], 5);
}

#[test]
fn the_game_is_to_five_points() {
    let rules = euchre(4);
    assert_eq!(rules.target(), 5);
    let deals = vec![top_trumps(), top_trumps(), top_trumps()];
    let mut g = start(rules, deals);
    // Seat 0 orders fives each hand and takes all five (2 points).
    for hand in 0..3 {
        while g.phase() == Phase::Bidding {
            let a = if g.turn() == Some(seat(0)) {
                "order"
            } else {
                "pass"
            };
            play(&mut g, a);
        }
        play_out_hand(&mut g);
        if hand < 2 {
            assert!(g.winner().is_none());
        }
    }
    assert_eq!(g.scores()[0], 6);
    assert_eq!(g.winner(), Some(team(0)));
}
