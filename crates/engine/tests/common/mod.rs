//! Helpers shared by the rule tests: tiles and deals written as strings,
//! games started from explicit deals, actions applied from their notation,
//! refusals checked to change nothing, and settings read from text (for the
//! regression files). Every test file that needs them says `mod common;`.

// Each test file uses a different subset of these helpers.
#![allow(dead_code)]

use bones_engine::{
    Action, Actions, AllPass, BigGame, Contract, DealSpec, Declaration, DoublesMode, DoublesRank,
    Euchre, EuchreLead, Event, Game, GameKind, GameRecord, HandResult, Illegal, NelloBid, Phase,
    Rules, Scoring, Seat, Team, Texas42, Texas88, Tile, TrickRules,
};

/// One tile: `tile("6-4")`.
pub fn tile(s: &str) -> Tile {
    s.parse()
        .unwrap_or_else(|e| panic!("bad tile in a test: {e}"))
}

/// Tiles separated by spaces: `tiles("6-6 6-5 6-4")`.
pub fn tiles(s: &str) -> Vec<Tile> {
    s.split_whitespace().map(tile).collect()
}

/// Seat `n`.
pub fn seat(n: u8) -> Seat {
    Seat::new(n).expect("seat 0..6")
}

/// Team `n`.
pub fn team(n: u8) -> Team {
    Team::new(n).expect("team 0..3")
}

/// One action in its notation: `action("bid 30")`, `action("6-4")`.
pub fn action(s: &str) -> Action {
    s.trim()
        .parse()
        .unwrap_or_else(|e| panic!("bad action in a test: {e}"))
}

/// Actions separated by commas: `actions("pass, bid 30, trump 6")`.
pub fn actions(s: &str) -> Vec<Action> {
    s.split(',')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .map(action)
        .collect()
}

/// A deal of hands only (42, Big Game's spare and 88's kitty are then the
/// tiles left over), seat 0 first.
pub fn deal(hands: &[&str]) -> DealSpec {
    DealSpec {
        hands: hands.iter().map(|h| tiles(h)).collect(),
        kitty: None,
        turn_up: None,
    }
}

/// A deal with 88's kitty or the Big Game's spare spelled out.
pub fn deal_with_kitty(hands: &[&str], kitty: &str) -> DealSpec {
    DealSpec {
        kitty: Some(tiles(kitty)),
        ..deal(hands)
    }
}

/// A Domino Euchre deal with its turn-up.
pub fn euchre_deal(hands: &[&str], turn_up: &str) -> DealSpec {
    DealSpec {
        turn_up: Some(tile(turn_up)),
        ..deal(hands)
    }
}

/// A game that plays `deals` first, the last seat dealing (so seat 0 bids
/// first). Panics, naming the problem, if a deal is impossible.
pub fn start(rules: Rules, deals: Vec<DealSpec>) -> Game {
    start_with_dealer(rules, Seat::last(rules.players()), deals)
}

/// As [`start`], with `dealer` dealing the first hand.
pub fn start_with_dealer(rules: Rules, dealer: Seat, deals: Vec<DealSpec>) -> Game {
    GameRecord {
        rules,
        seed: Some(1),
        dealer: Some(dealer),
        deals,
        actions: Vec::new(),
    }
    .start()
    .unwrap_or_else(|e| panic!("test deal refused: {e}"))
}

/// Plays a lay-down (`View::laydown`) out: `order` for the seat on lead,
/// `other` choosing from the legal actions of every other seat, until the
/// hand is over; whether each trick went to the laying-down seat's side.
pub fn lay_down(
    game: &mut Game,
    order: &[Action],
    mut other: impl FnMut(&Actions) -> Action,
) -> Vec<bool> {
    let me = game.turn().expect("a seat on lead");
    let teams = game.rules().teams();
    let mut order = order.iter();
    let mut ours = Vec::new();
    while game.phase() == Phase::Playing {
        let a = if game.turn() == Some(me) {
            *order.next().expect("the lay-down runs out before the hand")
        } else {
            other(&game.legal_actions())
        };
        let events = game
            .apply(a)
            .unwrap_or_else(|e| panic!("the lay-down's {a} refused: {e}"));
        for e in events {
            if let Event::TrickTaken { seat, .. } = e {
                ours.push(seat.team(teams) == me.team(teams));
            }
        }
    }
    ours
}

/// Applies comma-separated actions in order, returning every event; panics
/// naming the first refused action and why.
pub fn play(game: &mut Game, list: &str) -> Vec<Event> {
    let mut events = Vec::new();
    for a in actions(list) {
        let turn = game.turn();
        match game.apply(a) {
            Ok(e) => events.extend(e),
            Err(e) => panic!("\"{a}\" by {turn:?} refused: {e}"),
        }
    }
    events
}

/// Asserts that `list`'s last action is refused after the ones before it
/// are applied, that the refusal leaves the game exactly as it was, and that
/// `check` and `legal_actions` agree; returns the rule it broke.
pub fn refused(game: &mut Game, list: &str) -> Illegal {
    let mut all = actions(list);
    let last = all.pop().expect("an action to refuse");
    for a in all {
        game.apply(a)
            .unwrap_or_else(|e| panic!("\"{a}\" refused: {e}"));
    }
    let before = game.clone();
    let err = game
        .apply(last)
        .expect_err(&format!("\"{last}\" should be refused"));
    assert_eq!(*game, before, "refusing \"{last}\" changed the game");
    assert_eq!(game.check(last), Err(err.clone()));
    assert!(
        !game.legal_actions().contains(&last),
        "\"{last}\" is listed as legal but refused"
    );
    err
}

/// Asserts that `list` is accepted in `game` without changing `game` (tried
/// on a copy), and that each action was listed as legal.
pub fn allowed(game: &Game, list: &str) {
    let mut copy = game.clone();
    for a in actions(list) {
        assert!(
            copy.legal_actions().contains(&a),
            "\"{a}\" is not listed as legal"
        );
        copy.apply(a)
            .unwrap_or_else(|e| panic!("\"{a}\" refused: {e}"));
    }
}

/// The tiles the seat to move may play, as faces written out ("6-4") in
/// increasing order, so a failing comparison reads as tiles.
pub fn playable(game: &Game) -> Vec<String> {
    let mut out: Vec<Tile> = game
        .legal_actions()
        .iter()
        .filter_map(|a| match a {
            Action::Play(t) => Some(*t),
            _ => None,
        })
        .collect();
    out.sort();
    out.iter().map(ToString::to_string).collect()
}

/// `tiles(s)` in the order [`playable`] lists them.
pub fn sorted(s: &str) -> Vec<String> {
    let mut t = tiles(s);
    t.sort();
    t.iter().map(ToString::to_string).collect()
}

/// Every `HandOver` result among `events`.
pub fn hand_results(events: &[Event]) -> Vec<HandResult> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::HandOver(r) => Some(*r),
            _ => None,
        })
        .collect()
}

/// The one hand result among `events`.
pub fn hand_result(events: &[Event]) -> HandResult {
    let r = hand_results(events);
    assert_eq!(r.len(), 1, "expected one hand to end, got {r:?}");
    r[0]
}

/// Who took each complete trick so far, by seat number.
pub fn trick_winners(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::TrickTaken { seat, .. } => Some(seat.get()),
            _ => None,
        })
        .collect()
}

/// Plays the first legal action until the current hand is over (or the
/// game is); returns the events.
pub fn play_out_hand(game: &mut Game) -> Vec<Event> {
    let hand = game.hand_number();
    let mut events = Vec::new();
    while game.hand_number() == hand && game.phase() != Phase::GameOver {
        let a = game.legal_actions()[0];
        events.extend(game.apply(a).expect("a listed action is accepted"));
    }
    events
}

/// The trick rules of a contract with `declaration` made by seat 0.
pub fn trick_rules(rules: &Rules, declaration: Declaration) -> TrickRules {
    Contract {
        bidder: Seat::FIRST,
        bid: bones_engine::Bid::Marks(1),
        declarer: Seat::FIRST,
        declaration: Some(declaration),
    }
    .trick_rules(rules)
}

/// The index (in play order) of the tile that takes a trick led by the
/// first of `plays` under `rules` (`low`: the lead names its lower suit).
pub fn winning_index(rules: &TrickRules, plays: &str, low: bool) -> usize {
    let plays = tiles(plays);
    let led = rules.led_suit(plays[0], low);
    let mut best = 0;
    for (i, t) in plays.iter().enumerate() {
        if rules.power(led, *t) > rules.power(led, plays[best]) {
            best = i;
        }
    }
    best
}

/// Straight 42: marks to 7, forced bid, no house contracts.
pub fn straight() -> Rules {
    Rules::Texas42(Texas42::straight())
}

/// House 42: every house contract on.
pub fn house() -> Rules {
    Rules::Texas42(Texas42::house())
}

/// A Texas 42 deal in which seat 0 holds every six, seat 1 the fives and
/// 4-4, seat 2 fours and threes, seat 3 the rest: with sixes trump, seat 0
/// takes every trick it leads.
pub const SIXES: [&str; 4] = [
    "6-6 6-5 6-4 6-3 6-2 6-1 6-0",
    "5-5 5-4 5-3 5-2 5-1 5-0 4-4",
    "4-3 4-2 4-1 4-0 3-3 3-2 3-1",
    "3-0 2-2 2-1 2-0 1-1 1-0 0-0",
];

/// [`SIXES`] dealt with `holder` holding the sixes, the other hands
/// following round the table.
pub fn sixes_for(holder: u8) -> DealSpec {
    let hands: Vec<&str> = (0..4)
        .map(|s| SIXES[(s + 4 - usize::from(holder)) % 4])
        .collect();
    deal(&hands)
}

/// Straight 42 with one change.
pub fn texas42(change: impl FnOnce(&mut Texas42)) -> Rules {
    let mut s = Texas42::straight();
    change(&mut s);
    Rules::Texas42(s)
}

/// House 42 (every contract on) with one change.
pub fn house42(change: impl FnOnce(&mut Texas42)) -> Rules {
    let mut s = Texas42::house();
    change(&mut s);
    Rules::Texas42(s)
}

/// Domino Euchre for `players`.
pub fn euchre(players: u8) -> Rules {
    Rules::Euchre(Euchre {
        players,
        ..Euchre::default()
    })
}

/// Rules from a game name and `key=value` settings separated by spaces
/// (`-` for none), as the regression files write them:
/// `texas42 ; preset=house follow-me=own-suit`. Keys: `preset`
/// (straight/house), `scoring` (marks/points), `target`, `win-by-two`,
/// `all-pass` (forced/redeal), `early-end`, `doubles` (high/low),
/// `follow-me` (high/low/own-suit), `sevens-trump`, `nello`
/// (off/mark/any), `low-no`, `splash` / `plunge` (off or marks), `sevens`,
/// `players`, `lead` (higher/names).
pub fn rules_from_text(game: &str, settings: &str) -> Result<Rules, String> {
    let kind: GameKind = game.trim().parse().map_err(|e| format!("{e}"))?;
    let mut rules = Rules::default_for(kind);
    let pairs: Vec<(&str, &str)> = settings
        .split_whitespace()
        .filter(|w| *w != "-")
        .map(|w| w.split_once('=').ok_or(format!("\"{w}\" is not key=value")))
        .collect::<Result<_, _>>()?;
    // The preset first, so other keys override it.
    if let Some((_, p)) = pairs.iter().find(|(k, _)| *k == "preset") {
        let preset = p.parse().map_err(|e| format!("{e}"))?;
        rules = Rules::Texas42(Texas42::preset(preset));
    }
    let flag = |v: &str| match v {
        "on" | "true" => Ok(true),
        "off" | "false" => Ok(false),
        _ => Err(format!("\"{v}\" is not on/off")),
    };
    let number = |v: &str| v.parse::<u16>().map_err(|e| format!("\"{v}\": {e}"));
    let marks = |v: &str| match v {
        "off" => Ok(None),
        _ => v
            .parse::<u8>()
            .map(Some)
            .map_err(|e| format!("\"{v}\": {e}")),
    };
    for (key, value) in pairs {
        match (&mut rules, key) {
            (_, "preset") => {}
            (Rules::Texas42(s), _) => set_42(s, key, value, flag, number, marks)?,
            (Rules::Texas88(s), _) => set_88(s, key, value, flag, number)?,
            (Rules::BigGame(s), _) => set_big(s, key, value, number)?,
            (Rules::Euchre(s), _) => set_euchre(s, key, value, number)?,
        }
    }
    rules.validate().map_err(|e| e.to_string())?;
    Ok(rules)
}

type Flag = fn(&str) -> Result<bool, String>;

fn scoring(v: &str) -> Result<Scoring, String> {
    match v {
        "marks" => Ok(Scoring::Marks),
        "points" => Ok(Scoring::Points),
        _ => Err(format!("scoring \"{v}\"")),
    }
}

fn all_pass(v: &str) -> Result<AllPass, String> {
    match v {
        "forced" => Ok(AllPass::ForcedBid),
        "redeal" => Ok(AllPass::Redeal),
        _ => Err(format!("all-pass \"{v}\"")),
    }
}

fn doubles_rank(v: &str) -> Result<DoublesRank, String> {
    match v {
        "high" => Ok(DoublesRank::High),
        "low" => Ok(DoublesRank::Low),
        _ => Err(format!("doubles \"{v}\"")),
    }
}

fn doubles_mode(v: &str) -> Result<DoublesMode, String> {
    DoublesMode::ALL
        .into_iter()
        .find(|d| d.word() == v)
        .ok_or(format!("follow-me doubles \"{v}\""))
}

fn set_42(
    s: &mut Texas42,
    key: &str,
    v: &str,
    flag: Flag,
    number: impl Fn(&str) -> Result<u16, String>,
    marks: impl Fn(&str) -> Result<Option<u8>, String>,
) -> Result<(), String> {
    match key {
        "scoring" => s.scoring = scoring(v)?,
        "target" => s.target = number(v)?,
        "win-by-two" => s.win_by_two = flag(v)?,
        "all-pass" => s.all_pass = all_pass(v)?,
        "early-end" => s.early_end = flag(v)?,
        "doubles" => s.trumps.doubles = doubles_rank(v)?,
        "follow-me" => s.trumps.follow_me_doubles = doubles_mode(v)?,
        "sevens-trump" => s.trumps.sevens_trump = flag(v)?,
        "nello" => {
            s.nello = match v {
                "off" => None,
                "mark" => Some(NelloBid::OneMark),
                "any" => Some(NelloBid::AnyBid),
                _ => return Err(format!("nello \"{v}\"")),
            }
        }
        "low-no" => s.low_no = flag(v)?,
        "splash" => s.splash = marks(v)?,
        "plunge" => s.plunge = marks(v)?,
        "sevens" => s.sevens = flag(v)?,
        _ => return Err(format!("\"{key}\" is not a Texas 42 setting")),
    }
    Ok(())
}

fn set_88(
    s: &mut Texas88,
    key: &str,
    v: &str,
    flag: Flag,
    number: impl Fn(&str) -> Result<u16, String>,
) -> Result<(), String> {
    match key {
        "scoring" => s.scoring = scoring(v)?,
        "target" => s.target = number(v)?,
        "win-by-two" => s.win_by_two = flag(v)?,
        "all-pass" => s.all_pass = all_pass(v)?,
        "early-end" => s.early_end = flag(v)?,
        "doubles" => s.trumps.doubles = doubles_rank(v)?,
        "follow-me" => s.trumps.follow_me_doubles = doubles_mode(v)?,
        "sevens-trump" => s.trumps.sevens_trump = flag(v)?,
        _ => return Err(format!("\"{key}\" is not a Texas 88 setting")),
    }
    Ok(())
}

fn set_big(
    s: &mut BigGame,
    key: &str,
    v: &str,
    number: impl Fn(&str) -> Result<u16, String>,
) -> Result<(), String> {
    match key {
        "target" => s.target = number(v)?,
        "all-pass" => s.all_pass = all_pass(v)?,
        "doubles" => s.trumps.doubles = doubles_rank(v)?,
        "follow-me" => s.trumps.follow_me_doubles = doubles_mode(v)?,
        _ => return Err(format!("\"{key}\" is not a Big Game setting")),
    }
    Ok(())
}

fn set_euchre(
    s: &mut Euchre,
    key: &str,
    v: &str,
    number: impl Fn(&str) -> Result<u16, String>,
) -> Result<(), String> {
    match key {
        "players" => s.players = u8::try_from(number(v)?).map_err(|e| format!("{e}"))?,
        "target" => s.target = number(v)?,
        "lead" => {
            s.lead = match v {
                "higher" => EuchreLead::HigherEnd,
                "names" => EuchreLead::LeaderNames,
                _ => return Err(format!("lead \"{v}\"")),
            }
        }
        _ => return Err(format!("\"{key}\" is not a Domino Euchre setting")),
    }
    Ok(())
}
