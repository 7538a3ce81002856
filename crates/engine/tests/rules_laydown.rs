//! Laying down (`View::laydown`): a player on lead may play the rest of
//! their hand at once when, from their own view, every trick left is
//! theirs. Hand-built deals, seat 0 bidding and leading.

mod common;

use bones_engine::Game;
use common::*;

/// Seat 0 wins the auction at 30 and names `trump`; seat 0 then leads.
fn bid_and_lead(hands: [&str; 4], trump: &str) -> Game {
    let mut g = start(straight(), vec![deal(&hands)]);
    play(&mut g, &format!("bid 30, pass, pass, pass, {trump}"));
    g
}

#[test]
fn every_boss_tile_lays_down_trumps_first_strongest_first_and_takes_every_trick() {
    let mut g = bid_and_lead(
        [
            "3-3 6-4 5-5 6-6 4-4 6-3 6-5",
            "6-2 5-4 5-3 5-2 5-1 5-0 4-3",
            "6-1 4-2 4-1 4-0 3-2 3-1 3-0",
            "6-0 2-2 2-1 2-0 1-1 1-0 0-0",
        ],
        "trump 6",
    );
    let order = g.view(seat(0)).laydown().expect("every tile is a boss");
    assert_eq!(order, actions("6-6, 6-5, 6-4, 6-3, 5-5, 4-4, 3-3"));
    // The others follow with their first legal tile.
    let ours = lay_down(&mut g, &order, |legal| legal[0]);
    assert!(!ours.is_empty());
    assert!(ours.iter().all(|&o| o), "{ours:?}");
}

#[test]
fn only_the_seat_to_lead_may_lay_down_and_not_once_the_trick_has_begun() {
    let mut g = bid_and_lead(
        [
            "6-6 6-5 6-4 6-3 5-5 4-4 3-3",
            "6-2 5-4 5-3 5-2 5-1 5-0 4-3",
            "6-1 4-2 4-1 4-0 3-2 3-1 3-0",
            "6-0 2-2 2-1 2-0 1-1 1-0 0-0",
        ],
        "trump 6",
    );
    assert_eq!(g.view(seat(1)).laydown(), None, "not seat 1's turn");
    play(&mut g, "6-6");
    assert_eq!(g.view(seat(1)).laydown(), None, "following, not leading");
}

#[test]
fn a_higher_trump_unseen_stops_it_but_a_low_trump_may_wait_until_the_trumps_are_drawn() {
    // One trump unseen (6-1): the first lead, 6-6, draws it, so 6-0 wins
    // later.
    let g = bid_and_lead(
        [
            "6-6 6-5 6-4 6-3 6-2 6-0 5-5",
            "6-1 5-4 5-3 5-2 5-1 5-0 4-3",
            "4-4 4-2 4-1 4-0 3-2 3-1 3-0",
            "3-3 2-2 2-1 2-0 1-1 1-0 0-0",
        ],
        "trump 6",
    );
    assert_eq!(
        g.view(seat(0)).laydown(),
        Some(actions("6-6, 6-5, 6-4, 6-3, 6-2, 6-0, 5-5"))
    );
    // 6-6 unseen beats every trump seat 0 could draw with.
    let g = bid_and_lead(
        [
            "6-5 6-4 6-3 6-2 6-1 6-0 5-5",
            "6-6 5-4 5-3 5-2 5-1 5-0 4-3",
            "4-4 4-2 4-1 4-0 3-2 3-1 3-0",
            "3-3 2-2 2-1 2-0 1-1 1-0 0-0",
        ],
        "trump 6",
    );
    assert_eq!(g.view(seat(0)).laydown(), None);
}

#[test]
fn more_trumps_unseen_than_leads_to_draw_them_stops_it() {
    // Three bosses of trumps, four trumps unseen: one player may keep a
    // trump for 5-5.
    let g = bid_and_lead(
        [
            "6-6 6-5 6-4 5-5 4-4 3-3 2-2",
            "6-3 6-2 5-3 5-2 5-1 5-0 4-3",
            "6-1 6-0 4-1 4-0 3-2 3-1 3-0",
            "5-4 4-2 2-1 2-0 1-1 1-0 0-0",
        ],
        "trump 6",
    );
    assert_eq!(g.view(seat(0)).laydown(), None);
}

#[test]
fn a_plain_tile_beaten_by_an_unseen_one_of_its_suit_stops_it() {
    // 5-4 leads fives, and 5-5 is unseen.
    let g = bid_and_lead(
        [
            "6-6 6-5 6-4 6-3 6-2 6-1 5-4",
            "6-0 5-5 5-3 5-2 5-1 5-0 4-3",
            "4-4 4-2 4-1 4-0 3-2 3-1 3-0",
            "3-3 2-2 2-1 2-0 1-1 1-0 0-0",
        ],
        "trump 6",
    );
    assert_eq!(g.view(seat(0)).laydown(), None);
}

#[test]
fn not_in_nello_where_the_aim_is_to_lose_every_trick() {
    let mut g = start(
        house(),
        vec![deal(&[
            "6-6 6-5 6-4 6-3 5-5 4-4 3-3",
            "6-2 5-4 5-3 5-2 5-1 5-0 4-3",
            "6-1 4-2 4-1 4-0 3-2 3-1 3-0",
            "6-0 2-2 2-1 2-0 1-1 1-0 0-0",
        ])],
    );
    play(&mut g, "bid 1m, pass, pass, pass, nello own-suit");
    assert_eq!(g.turn(), Some(seat(0)));
    assert_eq!(g.view(seat(0)).laydown(), None);
}

#[test]
fn euchres_turned_down_tile_is_out_of_play_and_no_bar_to_it() {
    // 6-6 turned down, fours called: 6-5 is then the highest six left.
    let mut g = start(
        euchre(2),
        vec![euchre_deal(
            &["4-4 3-3 6-4 5-4 6-5", "2-2 1-1 0-0 5-5 5-3"],
            "6-6",
        )],
    );
    play(&mut g, "pass, pass, call 4");
    assert_eq!(
        g.view(seat(0)).laydown(),
        Some(actions("4-4, 3-3, 6-4, 5-4, 6-5"))
    );
    // The same hand with 6-6 dealt to the other player instead: 6-5 may
    // lose to it.
    let mut g = start(
        euchre(2),
        vec![euchre_deal(
            &["4-4 3-3 6-4 5-4 6-5", "6-6 1-1 0-0 5-5 5-3"],
            "2-2",
        )],
    );
    play(&mut g, "pass, pass, call 4");
    assert_eq!(g.view(seat(0)).laydown(), None);
}
