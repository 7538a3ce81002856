//! The property the `actions` fuzz target checks: any byte string decodes
//! into rules (a game and its settings), a seed and a sequence of actions,
//! some legal, some not, and playing them keeps every rule of the engine's
//! contract. The engine's own test suite runs the same function on random
//! byte strings (`crates/engine/tests/fuzz_actions.rs` includes this file),
//! so CI exercises it without a fuzzer.
//!
//! What [`check_bytes`] asserts, after every action:
//! - no panic, and settings out of range are refused by `Game::new`;
//! - `legal_actions()` holds exactly the actions of the whole action space
//!   that `check()` accepts, with no duplicates, and is empty exactly when
//!   the game is over; the seat to move sees the same list in its view;
//! - `apply()` accepts exactly what `check()` accepts; a refused action
//!   returns `check()`'s error and leaves the game unchanged;
//! - the view of the seat to move rebuilds the trick play exactly (play
//!   state, trick rules and goal), as the AI relies on;
//! - every tile of the set is in exactly one place (a hand, a played trick,
//!   the discards, the kitty, the turn-up or the undealt rest), and each
//!   hand holds the number of tiles the trick count says;
//! - scores never go down and a winner exists exactly when the game is
//!   over;
//! - a fully played hand's points sum to the ruleset's total (42, 88, 66)
//!   less the counters of a hand that sat out, and its tricks to the hand
//!   size; only the early end (or Nel-O's first lost trick) cuts a hand
//!   short;
//! - the game is reproducible: its record replays to the same state.

use bones_engine::{
    Action, AllPass, Bid, BigGame, Declaration, DoublesMode, DoublesRank, Euchre, EuchreLead,
    Event, Game, GameKind, GameRecord, NelloBid, Phase, Pip, Rules, Scoring, Seat, Texas42,
    Texas88, Tile, TileSet, Trump, TrumpOptions,
};

/// At most this many actions are taken from one input, so every input
/// finishes quickly.
pub const MAX_STEPS: usize = 3000;

/// Reads bytes front to back; zeros once they run out.
struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl Bytes<'_> {
    fn u8(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    fn u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, i| acc | (u64::from(self.u8()) << (8 * i)))
    }

    fn done(&self) -> bool {
        self.at >= self.data.len()
    }
}

fn bit(byte: u8, n: u8) -> bool {
    byte & (1 << n) != 0
}

/// The game and settings the first four bytes describe. Targets are kept
/// small so that inputs reach game ends; a last byte of 255 asks for an
/// out-of-range target, which `Game::new` must refuse.
fn decode_rules(b: &mut Bytes) -> Rules {
    let kind = GameKind::ALL[usize::from(b.u8() % 4)];
    let (flags, options, target) = (b.u8(), b.u8(), b.u8());
    let doubles = if bit(flags, 4) {
        DoublesRank::Low
    } else {
        DoublesRank::High
    };
    let follow_me = DoublesMode::ALL[usize::from(options % 3)];
    let all_pass = if bit(flags, 2) {
        AllPass::Redeal
    } else {
        AllPass::ForcedBid
    };
    let scoring = if bit(flags, 0) {
        Scoring::Points
    } else {
        Scoring::Marks
    };
    let target = match (target, scoring) {
        (255, _) => 0,
        (t, Scoring::Marks) => 1 + u16::from(t % 9),
        (t, Scoring::Points) => 1 + 2 * u16::from(t),
    };
    match kind {
        GameKind::Texas42 => {
            let mut s = Texas42::straight();
            s.scoring = scoring;
            s.target = target;
            s.win_by_two = bit(flags, 1);
            s.all_pass = all_pass;
            s.early_end = !bit(flags, 3);
            s.trumps.doubles = doubles;
            s.trumps.follow_me_doubles = follow_me;
            s.trumps.sevens_trump = bit(flags, 5);
            s.low_no = bit(flags, 6);
            s.sevens = bit(flags, 7);
            s.nello = [None, Some(NelloBid::OneMark), Some(NelloBid::AnyBid)]
                [usize::from(options / 3 % 3)];
            s.splash = [None, Some(2), Some(3)][usize::from(options / 9 % 3)];
            s.plunge = [None, Some(4), Some(3)][usize::from(options / 27 % 3)];
            Rules::Texas42(s)
        }
        GameKind::Texas88 => Rules::Texas88(Texas88 {
            scoring,
            target,
            win_by_two: bit(flags, 1),
            all_pass,
            early_end: !bit(flags, 3),
            trumps: TrumpOptions {
                doubles,
                follow_me_doubles: follow_me,
                sevens_trump: bit(flags, 5),
            },
        }),
        GameKind::BigGame => Rules::BigGame(BigGame {
            target: if target == 0 { 0 } else { 1 + 2 * target },
            all_pass,
            trumps: TrumpOptions {
                doubles,
                follow_me_doubles: follow_me,
                sevens_trump: false,
            },
        }),
        GameKind::Euchre => Rules::Euchre(Euchre {
            players: 2 + options % 3,
            target: if target == 0 { 0 } else { 1 + target % 10 },
            lead: if bit(flags, 1) {
                EuchreLead::LeaderNames
            } else {
                EuchreLead::HigherEnd
            },
        }),
    }
}

/// An action of any kind from two bytes: mostly illegal ones, some legal.
fn decode_action(kind: u8, p: u8) -> Action {
    let tile = Tile::from_index(p % 45).unwrap_or(Tile::new(Pip::ALL[0], Pip::ALL[0]));
    let pip = Pip::ALL[usize::from(p % 9)];
    let alone = p >= 128;
    match kind % 12 {
        0 => Action::Pass,
        1 => Action::Bid(Bid::Points(p)),
        2 => Action::Bid(Bid::Marks(p % 10)),
        3 => Action::Bid(Bid::Splash(p % 10)),
        4 => Action::Bid(Bid::Plunge(p % 10)),
        5 => Action::Bid([Bid::LowNo, Bid::Make { alone }][usize::from(p % 2)]),
        6 => Action::Declare(declaration(p)),
        7 => Action::Discard(tile),
        8 => Action::Order { alone },
        9 => Action::Call { trump: pip, alone },
        10 => Action::PlayLow(tile),
        _ => Action::Play(tile),
    }
}

fn declaration(p: u8) -> Declaration {
    match p % 16 {
        n @ 0..=8 => Declaration::Trump(Trump::Suit(Pip::ALL[usize::from(n)])),
        9 => Declaration::Trump(Trump::Doubles),
        10 => Declaration::Trump(Trump::FollowMe),
        11 => Declaration::Trump(Trump::SevenTiles),
        12..=14 => Declaration::Nello(DoublesMode::ALL[usize::from(p % 16 - 12)]),
        _ => Declaration::Sevens,
    }
}

/// Every action of every game, legal somewhere or not: the space
/// `legal_actions` must agree with `check` on.
fn action_space() -> Vec<Action> {
    let mut all = vec![Action::Pass, Action::Bid(Bid::LowNo)];
    all.extend(
        (0..=100)
            .chain([176, 255])
            .map(|n| Action::Bid(Bid::Points(n))),
    );
    for m in 0..=9 {
        all.extend([
            Action::Bid(Bid::Marks(m)),
            Action::Bid(Bid::Splash(m)),
            Action::Bid(Bid::Plunge(m)),
        ]);
    }
    for alone in [false, true] {
        all.push(Action::Bid(Bid::Make { alone }));
        all.push(Action::Order { alone });
        all.extend(Pip::ALL.map(|trump| Action::Call { trump, alone }));
    }
    all.extend((0..16).map(|p| Action::Declare(declaration(p))));
    for t in (0..45).filter_map(Tile::from_index) {
        all.extend([Action::Discard(t), Action::Play(t), Action::PlayLow(t)]);
    }
    all
}

/// How far one input got, so tests can tell the inputs reach deep states.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reached {
    /// The game played (`None`: the settings were refused).
    pub game: Option<GameKind>,
    /// Actions accepted.
    pub accepted: usize,
    /// Actions refused.
    pub refused: usize,
    /// Hands dealt before the current one (thrown in or scored; the hand
    /// that ends the game is not counted).
    pub hands: u32,
    /// Whether the game was won.
    pub over: bool,
}

/// Decodes `data` and plays it, asserting the engine's contract (see the
/// module docs) at every step. Panics with a description on any breach.
pub fn check_bytes(data: &[u8]) -> Reached {
    let mut b = Bytes { data, at: 0 };
    let rules = decode_rules(&mut b);
    let seed = b.u64();
    let game = match Game::new(rules, seed) {
        Ok(g) => g,
        Err(e) => {
            assert!(rules.validate().is_err(), "valid rules refused: {e}");
            assert!(!e.to_string().is_empty());
            return Reached::default();
        }
    };
    let space = action_space();
    let start = game.clone();
    let mut game = game;
    let mut done: Vec<Action> = Vec::new();
    let mut refused = 0;
    check_state(&game, &space);
    for _ in 0..MAX_STEPS {
        if b.done() || game.phase() == Phase::GameOver {
            break;
        }
        let op = b.u8();
        let legal = game.legal_actions();
        let action = if op < 0xC0 {
            legal[usize::from(op) % legal.len()]
        } else {
            decode_action(op, b.u8())
        };
        if step(&mut game, action, legal.contains(&action)) {
            done.push(action);
        } else {
            refused += 1;
        }
        check_state(&game, &space);
    }
    let reached = Reached {
        game: Some(rules.kind()),
        accepted: done.len(),
        refused,
        hands: game.hand_number(),
        over: game.phase() == Phase::GameOver,
    };
    let replayed = GameRecord::of(&start, done)
        .replay()
        .expect("the record of a game replays");
    assert!(replayed == game, "replaying the record gives another game");
    reached
}

/// Applies `action` and checks what happened; returns whether it was
/// accepted.
fn step(game: &mut Game, action: Action, listed: bool) -> bool {
    let rules = *game.rules();
    let before = game.clone();
    let checked = game.check(action);
    assert_eq!(
        checked.is_ok(),
        listed,
        "check and legal_actions differ on {action}"
    );
    let sitting_out = game
        .contract()
        .filter(|_| game.phase() == Phase::Playing)
        .and_then(|c| c.sitting_out(&rules))
        .map(|s| game.hand(s));
    match game.apply(action) {
        Err(e) => {
            assert_eq!(
                Err(e.clone()),
                checked,
                "apply and check differ on {action}"
            );
            assert!(!e.to_string().is_empty());
            assert!(*game == before, "refused {action} changed the game: {e}");
            false
        }
        Ok(events) => {
            assert!(checked.is_ok(), "apply took {action}, check refused it");
            for e in &events {
                if let Event::HandOver(r) = e {
                    check_hand_result(&rules, r, sitting_out);
                }
            }
            for (now, then) in game.scores().iter().zip(before.scores()) {
                assert!(*now >= then, "a score went down");
            }
            true
        }
    }
}

fn check_hand_result(rules: &Rules, r: &bones_engine::HandResult, sat_out: Option<TileSet>) {
    let teams = usize::from(rules.teams());
    let tricks: u32 = r.tricks[..teams].iter().map(|&t| u32::from(t)).sum();
    assert_eq!(tricks, u32::from(r.tricks_played), "tricks add up");
    let nello = matches!(r.contract.declaration, Some(Declaration::Nello(_)));
    let points: u16 = r.points[..teams].iter().sum();
    if r.tricks_played == rules.hand_size() {
        if rules.kind() != GameKind::Euchre {
            let unplayed = sat_out.map_or(0, |h| h.count() as u16);
            assert_eq!(
                points + unplayed,
                rules.hand_total(),
                "a fully played hand totals {} ({r:?})",
                rules.hand_total()
            );
        }
    } else {
        assert!(
            rules.early_end() || (nello && !r.made),
            "only the early end or a set Nel-O cuts a hand short: {r:?}"
        );
        assert!(points <= rules.hand_total());
    }
    if rules.kind() == GameKind::Euchre {
        assert_eq!(r.tricks_played, 5, "Euchre plays all five tricks");
    }
}

/// The invariants of a game at rest.
fn check_state(game: &Game, space: &[Action]) {
    let legal = game.legal_actions();
    assert_eq!(
        legal.is_empty(),
        game.phase() == Phase::GameOver,
        "no legal action in {:?}",
        game.phase()
    );
    assert_eq!(game.winner().is_some(), game.phase() == Phase::GameOver);
    for (i, a) in legal.iter().enumerate() {
        assert!(!legal[..i].contains(a), "{a} listed twice");
    }
    for a in space {
        assert_eq!(
            game.check(*a).is_ok(),
            legal.contains(a),
            "check and legal_actions differ on {a} in {:?}",
            game.phase()
        );
    }
    if let Some(seat) = game.turn() {
        let view = game.view(seat);
        assert_eq!(view.legal, legal.to_vec(), "the view lists other actions");
        assert_eq!(view.hand, game.hand(seat));
        // A view rebuilds the trick play exactly (the AI searches from it).
        if game.phase() == Phase::Playing {
            let hands = *game.play_state().hands();
            assert!(
                view.play_state_with(hands) == *game.play_state(),
                "view's play state"
            );
            assert!(
                view.trick_rules().as_ref() == Some(game.trick_rules()),
                "view's rules"
            );
            assert!(view.goal() == Some(game.goal()), "view's goal");
        }
    }
    if game.phase() != Phase::GameOver {
        check_tiles(game);
    }
}

/// Every tile in exactly one place, and hands of the right size.
fn check_tiles(game: &Game) {
    let rules = *game.rules();
    let players = rules.players();
    let deal = game.dealt();
    let mut parts: Vec<TileSet> = Seat::all(players).map(|s| game.hand(s)).collect();
    parts.extend(game.tricks().iter().map(|t| t.trick.tiles()));
    parts.push(game.trick().tiles());
    parts.push(game.discards());
    parts.push(deal.undealt());
    if game.contract().is_none() {
        parts.push(deal.kitty());
    }
    if game.turn_up_taken_by().is_none() {
        parts.push(deal.turn_up().map_or(TileSet::EMPTY, TileSet::single));
    }
    let mut seen = TileSet::EMPTY;
    for p in &parts {
        assert!((seen & *p).is_empty(), "a tile is in two places");
        seen |= *p;
    }
    assert_eq!(seen, rules.deck().all(), "a tile went missing");
    let size = usize::from(rules.hand_size());
    match game.phase() {
        Phase::Playing => {
            let table = game.play_state().table();
            let played = usize::from(game.play_state().tricks_played());
            for s in Seat::all(players) {
                let in_trick = game.trick().plays().any(|(p, _)| p == s);
                let want = if table.is_active(s) {
                    size - played - usize::from(in_trick)
                } else {
                    size
                };
                assert_eq!(game.hand(s).len(), want, "{s}'s hand size");
            }
        }
        Phase::Bidding => {
            for s in Seat::all(players) {
                assert_eq!(game.hand(s).len(), size, "{s}'s hand size");
            }
        }
        Phase::Discarding | Phase::Declaring | Phase::GameOver => {}
    }
}
