use super::*;
use bones_engine::Bid;

fn store_with_game(seed: u64) -> Rc<Store> {
    let mut prefs = Prefs::default();
    prefs.setup.texas42.early_end = false;
    Rc::new(Store::new(prefs, Launch::default())).reduce(Msg::NewGame { seed })
}

/// A new game of `game` with its default settings.
fn store_for(game: GameKind, seed: u64) -> Rc<Store> {
    let mut prefs = Prefs::default();
    prefs.setup.game = game;
    Rc::new(Store::new(prefs, Launch::default())).reduce(Msg::NewGame { seed })
}

fn session(store: &Store) -> &Session {
    store.session.as_ref().unwrap()
}

/// The message the page's timer sends for the turn `s` is at
/// ([`Session::auto_play`]).
fn timer(s: &Session) -> Msg {
    Msg::AutoPlay {
        game: s.id,
        turn: s.turn_number(),
    }
}

/// A bot's turn, as the page takes it: `action` as the worker's reply,
/// or, where the page plays for the bot (a hand laid down), its timer's
/// message.
pub(super) fn bot_turn(store: Rc<Store>, action: Action) -> Rc<Store> {
    let s = session(&store);
    match s.bot_request(&Launch::default()) {
        Some(request) => store.reduce(Msg::Bot {
            ticket: request.ticket,
            action,
        }),
        None => {
            assert!(s.auto_play(false).is_some(), "a bot's turn nobody takes");
            let msg = timer(s);
            store.reduce(msg)
        }
    }
}

/// Plays the engine's first legal action for whoever is to act,
/// through the same messages the page sends.
fn step(store: Rc<Store>) -> Rc<Store> {
    let s = session(&store);
    if s.pause.is_some() {
        return store.reduce(Msg::Continue);
    }
    let seat = s.game().turn().unwrap();
    let action = s.game().legal_actions()[0];
    if seat == s.seating.me {
        store.reduce(Msg::Human(action))
    } else {
        bot_turn(store, action)
    }
}

#[test]
fn an_illegal_tile_is_refused_with_the_engines_reason_and_changes_nothing() {
    let mut store = store_with_game(11);
    // Play until the player must follow a suit with a tile that does not.
    for _ in 0..400 {
        let s = session(&store);
        if s.my_turn() && s.game().phase() == Phase::Playing {
            let legal = s.game().legal_actions();
            let view = s.view();
            if let Some(bad) = view
                .hand
                .tiles()
                .map(Action::Play)
                .find(|a| !legal.contains(a))
            {
                let before = session(&store).clone();
                let expected = s.game().check(bad).unwrap_err().to_string();
                store = store.reduce(Msg::Human(bad));
                assert_eq!(session(&store), &before);
                let notice = store.notice.as_ref().unwrap();
                assert!(notice.refused);
                assert_eq!(notice.text, expected);
                assert!(notice.text.starts_with("you must follow"));
                return;
            }
        }
        store = step(store);
    }
    panic!("no position with an unplayable tile in 400 steps");
}

#[test]
fn information_is_a_notice_apart_from_refusals_and_leaves_the_game_as_it_was() {
    let store = store_with_game(11);
    let before = session(&store).clone();
    let told = store.reduce(Msg::Inform("kept nowhere".into()));
    let notice = told.notice.clone().unwrap();
    assert_eq!(
        (notice.text.as_str(), notice.refused),
        ("kept nowhere", false)
    );
    assert_eq!(session(&told), &before);
    // Told again, it is a new notice (its timer starts again).
    let again = told.reduce(Msg::Inform("kept nowhere".into()));
    assert_ne!(again.notice.as_ref().unwrap().serial, notice.serial);
    assert_eq!(again.reduce(Msg::DismissNotice).notice, None);
}

#[test]
fn stale_bot_replies_are_dropped() {
    let store = store_with_game(5);
    // Seat 0 (the player) bids first; a bot reply now is stale.
    let s = session(&store);
    assert!(s.my_turn());
    let ticket = Ticket {
        game: s.id,
        turn: 0,
        seat: Seat::new(1).unwrap(),
        attempt: 0,
    };
    let after = Rc::clone(&store).reduce(Msg::Bot {
        ticket,
        action: Action::Pass,
    });
    assert!(Rc::ptr_eq(&after, &store));
    // After the player passes, a reply tagged with the old game is stale too.
    let store = store.reduce(Msg::Human(Action::Pass));
    let mut ticket = session(&store)
        .bot_request(&Launch::default())
        .unwrap()
        .ticket;
    ticket.game = GameId(99);
    let after = Rc::clone(&store).reduce(Msg::Bot {
        ticket,
        action: Action::Pass,
    });
    assert!(Rc::ptr_eq(&after, &store));
}

#[test]
fn an_illegal_bot_reply_is_refused_then_replaced_by_a_legal_action() {
    let store = store_with_game(5).reduce(Msg::Human(Action::Pass));
    let bad = Action::Bid(Bid::Points(29));
    let mut store = store;
    for attempt in 0..MAX_BOT_ATTEMPTS {
        let s = session(&store);
        assert_eq!(s.turn_number(), 1, "nothing applied yet");
        let req = s.bot_request(&Launch::default()).unwrap();
        assert_eq!(req.ticket.attempt, attempt);
        store = store.reduce(Msg::Bot {
            ticket: req.ticket,
            action: bad,
        });
        let trouble = session(&store).trouble.as_ref().unwrap();
        assert!(trouble.text.contains("30 to 41"), "{}", trouble.text);
    }
    let s = session(&store);
    assert_eq!(s.turn_number(), 2, "the fallback was played");
    assert_eq!(s.refusals, 0);
    assert!(s.trouble.as_ref().unwrap().text.contains("instead"));
}

#[test]
fn the_address_chooses_the_game_but_never_replaces_one_in_progress() {
    let asked = Launch::from_query("game=euchre");
    let kept = Prefs::default();
    // No game yet: the setup screen offers the game asked for, with
    // the settings kept for it, and New game deals it.
    let store = Rc::new(Store::new(kept, asked));
    assert_eq!(store.prefs.setup.game, GameKind::Euchre);
    assert_eq!(store.prefs.setup.euchre, kept.setup.euchre);
    let dealt = store.reduce(Msg::NewGame { seed: 3 });
    assert_eq!(session(&dealt).game().rules().kind(), GameKind::Euchre);

    // A game of 42 in progress comes back as it was, and the player is
    // told what New game will deal.
    let mut saved = store_with_game(5);
    for _ in 0..9 {
        saved = step(saved);
    }
    let saved = session(&saved).clone();
    let resumed = Rc::new(Store::new(kept, asked)).reduce(Msg::Resume(Box::new(saved.clone())));
    assert_eq!(session(&resumed).game(), saved.game());
    assert_eq!(resumed.prefs.setup.game, GameKind::Euchre);
    assert_eq!(
        resumed.notice.as_ref().map(|n| n.text.as_str()),
        Some("Your game of Texas 42 is back where you left it; New game deals Domino Euchre")
    );
    // Asked for the game in progress, or for none: nothing to say.
    for query in ["game=texas42", ""] {
        let launch = Launch::from_query(query);
        let resumed =
            Rc::new(Store::new(kept, launch)).reduce(Msg::Resume(Box::new(saved.clone())));
        assert_eq!(resumed.notice, None, "{query}");
    }
    // A finished game is not in the way of the one asked for.
    let mut over = store_with_game(21);
    while !session(&over).is_over() {
        over = step(over);
    }
    let over = session(&over).clone();
    let resumed = Rc::new(Store::new(kept, asked)).reduce(Msg::Resume(Box::new(over)));
    assert_eq!(resumed.notice, None);
}

#[test]
fn a_whole_game_through_messages_logs_every_trick_and_ends() {
    let mut store = store_with_game(21);
    let mut steps = 0;
    while !session(&store).is_over() || session(&store).pause.is_some() {
        store = step(store);
        steps += 1;
        assert!(steps < 20_000, "the game did not end");
    }
    let s = session(&store);
    // Every fully played hand's tricks hold 42 points (early end is off).
    let mut hand_points = 0u16;
    let mut hands = 0;
    for entry in &s.log {
        match entry {
            LogEntry::Trick(t) => {
                hand_points += u16::from(t.points);
                assert_eq!(t.plays.len(), 4);
                let leader = t.leader().unwrap();
                for (k, (seat, _)) in t.plays.iter().enumerate() {
                    assert_eq!(*seat, leader.offset(k as u8, 4), "clockwise");
                }
            }
            LogEntry::HandOver(r) => {
                assert_eq!(hand_points, 42);
                assert_eq!(r.points.iter().sum::<u16>(), 42);
                hand_points = 0;
                hands += 1;
            }
            _ => {}
        }
    }
    assert!(hands >= 1);
    assert!(matches!(s.log.last(), Some(LogEntry::GameOver { .. })));
    assert!(s.view().winner.is_some());
}

#[test]
fn house_rules_games_with_random_choices_end_and_log_consistently() {
    use bones_engine::rng::SplitMix64;
    for seed in 1..=12u64 {
        let prefs = Prefs {
            setup: Setup::default().with_rules(Rules::Texas42(bones_engine::Texas42::house())),
            ..Prefs::default()
        };
        let mut store = Rc::new(Store::new(prefs, Launch::default())).reduce(Msg::NewGame { seed });
        let mut rng = SplitMix64::new(seed);
        let mut steps = 0;
        while !session(&store).is_over() || session(&store).pause.is_some() {
            let s = session(&store);
            store = if s.pause.is_some() {
                store.reduce(Msg::Continue)
            } else {
                let legal = s.game().legal_actions();
                let action = legal[rng.below(legal.len())];
                if s.my_turn() {
                    store.reduce(Msg::Human(action))
                } else {
                    let ticket = s.bot_request(&Launch::default()).unwrap().ticket;
                    store.reduce(Msg::Bot { ticket, action })
                }
            };
            steps += 1;
            assert!(steps < 50_000, "seed {seed}: the game did not end");
        }
        let s = session(&store);
        for entry in &s.log {
            if let LogEntry::Trick(t) = entry {
                // Three plays when a Nel-O partner sits out, else four.
                assert!((3..=4).contains(&t.plays.len()), "seed {seed}");
                assert!(t.plays.iter().any(|&(seat, _)| seat == t.winner));
            }
        }
        assert!(matches!(s.log.last(), Some(LogEntry::GameOver { .. })));
    }
}

#[test]
fn the_trick_winner_leads_the_next_trick() {
    let mut store = store_with_game(8);
    while session(&store)
        .log
        .iter()
        .filter(|e| matches!(e, LogEntry::HandOver(_)))
        .count()
        < 2
    {
        store = step(store);
    }
    let tricks: Vec<&DoneTrick> = session(&store)
        .log
        .iter()
        .filter_map(|e| match e {
            LogEntry::Trick(t) => Some(t),
            _ => None,
        })
        .collect();
    for pair in tricks.windows(2) {
        if pair[1].number > 1 {
            assert_eq!(pair[1].leader(), Some(pair[0].winner));
        }
    }
}

#[test]
fn a_hands_last_trick_pauses_then_shows_the_summary() {
    let mut store = store_with_game(3);
    loop {
        let s = session(&store);
        if let Some(Pause::Trick {
            hand_end: Some(end),
            trick,
            ..
        }) = &s.pause
        {
            assert_eq!(trick.number, 7);
            assert!(end.hand.is_empty());
            assert_eq!(end.hand_sizes, [0; Seat::MAX]);
            break;
        }
        store = step(store);
    }
    // The engine has dealt the next hand; the log tells it only once
    // the player moves on from this one's end.
    let dealt = |s: &Session| matches!(s.log.last(), Some(LogEntry::Deal { .. }));
    let told = |s: &Session| matches!(s.log_shown().last(), Some(LogEntry::Deal { .. }));
    assert!(dealt(session(&store)) && !told(session(&store)));
    assert!(matches!(
        session(&store).log_shown().last(),
        Some(LogEntry::HandOver(_))
    ));
    let store = store.reduce(Msg::Continue);
    assert!(matches!(session(&store).pause, Some(Pause::HandOver(_))));
    assert!(!told(session(&store)));
    let store = store.reduce(Msg::Continue);
    assert!(told(session(&store)));
    assert_eq!(session(&store).pause, None);
    assert_eq!(session(&store).game().phase(), Phase::Bidding);
}

#[test]
fn euchres_log_shows_the_turn_up_and_when_it_is_set_aside() {
    let mut store = store_for(GameKind::Euchre, 4);
    let turn_up = session(&store).game().turn_up();
    assert!(turn_up.is_some());
    assert!(matches!(
        session(&store).log[..],
        [LogEntry::Deal { turn_up: t, .. }] if t == turn_up
    ));
    // Everyone passes the first round.
    while session(&store).game().euchre_round() == 1 {
        let s = session(&store);
        let seat = s.game().turn().unwrap();
        store = if seat == s.seating.me {
            store.reduce(Msg::Human(Action::Pass))
        } else {
            let ticket = s.bot_request(&Launch::default()).unwrap().ticket;
            store.reduce(Msg::Bot {
                ticket,
                action: Action::Pass,
            })
        };
    }
    let log = &session(&store).log;
    let passes = log
        .iter()
        .filter(|e| {
            matches!(
                e,
                LogEntry::Auction {
                    action: Action::Pass,
                    ..
                }
            )
        })
        .count();
    assert_eq!(passes, 4);
    assert!(matches!(
        log[..],
        [
            ..,
            LogEntry::Auction {
                action: Action::Pass,
                ..
            },
            LogEntry::TurnUpSetAside
        ]
    ));
    // A 42 deal has no turn-up, and its auction no second round.
    let store = store_with_game(4);
    assert!(matches!(
        session(&store).log[..],
        [LogEntry::Deal { turn_up: None, .. }]
    ));
}

#[test]
fn trick_contracts_are_counted_in_tricks() {
    let nello = Some(Declaration::Nello(bones_engine::DoublesMode::High));
    assert!(counted_in_tricks(GameKind::Texas42, nello));
    assert!(counted_in_tricks(
        GameKind::Texas42,
        Some(Declaration::Sevens)
    ));
    assert!(counted_in_tricks(GameKind::Euchre, None));
    let fives = Some(Declaration::Trump(bones_engine::Trump::Suit(
        "5".parse().unwrap(),
    )));
    assert!(!counted_in_tricks(GameKind::Texas42, fives));
    assert!(!counted_in_tricks(GameKind::BigGame, fives));
}

#[test]
fn a_tricks_pause_keeps_the_score_from_before_it() {
    let mut store = store_with_game(3);
    let mut tricks = 0;
    let mut hands_ended = 0;
    while hands_ended < 2 {
        let tally = Tally::of(&session(&store).view());
        store = step(store);
        let s = session(&store);
        let Some(Pause::Trick {
            trick,
            hand_end,
            before,
        }) = &s.pause
        else {
            continue;
        };
        tricks += 1;
        // The pause shows the tally as it was before the trick's last
        // play; the trick then adds its points to its winner's side.
        assert_eq!(*before, tally);
        let team = s.game().view(s.seating.me).table.team(trick.winner);
        match hand_end {
            None => {
                let mut after = tally.hand;
                after[team.index()] += u16::from(trick.points);
                assert_eq!(Tally::of(&s.view()).hand, after);
            }
            Some(end) => {
                hands_ended += 1;
                assert_eq!(
                    end.result.points[team.index()],
                    tally.hand[team.index()] + u16::from(trick.points)
                );
                assert_ne!(
                    s.view().scores,
                    before.scores,
                    "the hand's marks were scored"
                );
            }
        }
        // Moving past the pause (twice at a hand's end) is not a step.
        store = store.reduce(Msg::Continue);
    }
    assert!(tricks >= 2);
}

#[test]
fn the_last_trick_is_the_hands_own() {
    let mut store = store_with_game(3);
    while session(&store).last_trick.is_none() {
        store = step(store);
    }
    assert_eq!(
        session(&store).last_trick.as_ref().map(|t| t.number),
        Some(1)
    );
    let hand = session(&store).game().hand_number();
    while session(&store).game().hand_number() == hand {
        store = step(store);
        let s = session(&store);
        if s.game().hand_number() == hand {
            assert!(s.last_trick.is_some(), "kept through the hand");
        }
    }
    assert_eq!(
        session(&store).last_trick,
        None,
        "a new deal has no last trick"
    );
}

#[test]
fn a_session_rebuilt_from_its_record_is_the_same_game() {
    let mut store = store_with_game(13);
    for _ in 0..37 {
        store = step(store);
    }
    let s = session(&store);
    let mut back = Session::from_record(s.id, &s.record()).unwrap();
    assert_eq!(back.game(), s.game());
    assert_eq!(back.log, s.log);
    assert_eq!(back.last_trick, s.last_trick);
    // The replay ends on the last action's pause; the player may have
    // moved past it.
    if back.pause != s.pause {
        back.resume();
    }
    assert_eq!(&back, s);
    let adopted = store.clone().reduce(Msg::Adopt(Box::new(back)));
    assert_ne!(session(&adopted).id, s.id, "a fresh id drops stale replies");
    assert_eq!(session(&adopted).game(), s.game());
}

#[test]
fn a_record_with_an_illegal_action_is_refused_with_the_engines_reason() {
    let store = store_with_game(13);
    let mut record = session(&store).record();
    record.actions = vec![Action::Pass, Action::Bid(bones_engine::Bid::Points(29))];
    let err = Session::from_record(GameId(1), &record).unwrap_err();
    assert_eq!(err.to_string(), record.replay().unwrap_err().to_string());
    assert!(
        err.to_string()
            .starts_with("action 1 (\"bid 29\" by seat 1) is illegal"),
        "{err}"
    );
}

#[test]
fn acting_out_of_turn_is_explained_and_changes_nothing() {
    let store = store_with_game(5).reduce(Msg::Human(Action::Pass));
    let before = session(&store).clone();
    let store = store.reduce(Msg::Human(Action::Pass));
    assert_eq!(session(&store), &before);
    let notice = store.notice.as_ref().unwrap();
    assert!(!notice.refused);
    assert!(notice.text.contains("Ada"));
}

#[test]
fn the_fault_is_injected_into_the_first_bot_request_only() {
    let launch = Launch {
        fault: Some(crate::protocol::Fault::Panic),
        ..Launch::default()
    };
    let store = store_with_game(5).reduce(Msg::Human(Action::Pass));
    let req = session(&store).bot_request(&launch).unwrap();
    assert!(req.fault.is_some());
    let store = store.reduce(Msg::Bot {
        ticket: req.ticket,
        action: Action::Pass,
    });
    let req = session(&store).bot_request(&launch).unwrap();
    assert!(req.fault.is_none());
    assert_eq!(req.view.seat, req.ticket.seat, "a bot sees its own view");
    assert!(req.view.hand.len() == 7);
}

/// `?bot=` plays instead of the game's level, and is what the
/// statistics are told played.
#[test]
fn the_address_overrides_who_plays_the_other_seats() {
    let store = store_with_game(5).reduce(Msg::Human(Action::Pass));
    let s = session(&store);
    assert_eq!(s.bots(&Launch::default()), s.level);
    let request = s.bot_request(&Launch::default()).unwrap();
    assert_eq!(request.bot, s.level);
    let launch = Launch {
        bot: Some(BotKind::Easy),
        ..Launch::default()
    };
    assert_ne!(s.level, BotKind::Easy, "the default level is not Easy");
    assert_eq!(s.bots(&launch), BotKind::Easy);
    assert_eq!(s.bot_request(&launch).unwrap().bot, BotKind::Easy);
}

/// Steps until `stop` holds (at most 2,000 steps).
fn step_until(mut store: Rc<Store>, stop: impl Fn(&Store) -> bool) -> Rc<Store> {
    for _ in 0..2_000 {
        if stop(&store) {
            return store;
        }
        store = step(store);
    }
    panic!("never reached");
}

/// Plays on from `store` (bots by `step`, the player's turns by the
/// page's timer message) until the hand's summary; the player's plays.
fn auto_play_to_summary(mut store: Rc<Store>) -> (Rc<Store>, Vec<Action>) {
    let mut mine = Vec::new();
    for _ in 0..200 {
        let s = session(&store);
        if matches!(s.pause, Some(Pause::HandOver(_))) {
            return (store, mine);
        }
        if s.my_turn() && s.pause.is_none() {
            let next = s.auto_play(false).expect("a hand laid down plays on");
            let msg = timer(s);
            store = store.reduce(msg);
            mine.push(next);
        } else {
            store = step(store);
        }
    }
    panic!("the hand never ended");
}

/// The player lays down on a lead where every trick left is theirs: the
/// first tile at once, each of the rest on its turn, and every trick
/// left theirs. Undo, meanwhile, takes the whole lay-down back.
#[test]
fn a_hand_laid_down_plays_itself_out_and_undo_takes_it_back_whole() {
    // Three tiles or more, so that one of the player's own may be led
    // instead of the lay-down's second.
    let start = step_until(store_with_game(10), |st| {
        let s = session(st);
        s.may_lay_down() && s.view().hand.len() >= 3
    });
    let s = session(&start);
    let order = s.view().laydown().expect("a lay-down");
    let turn = s.turn_number();
    let team = s.seating.my_team();
    let taken_before = s.view().tricks_won[team.index()];
    assert!(
        s.auto_play(true).is_none(),
        "nothing is played for the player yet"
    );

    assert_eq!(start.prefs.speed, Speed::Normal);
    assert_eq!(start.pace(), Speed::Normal);
    let laid = start.clone().reduce(Msg::LayDown);
    let l = session(&laid);
    assert_eq!(l.actions().last(), Some(&order[0]));
    assert!(!l.may_lay_down(), "laying down already");
    assert!(!laid.notice.as_ref().unwrap().refused);
    let me = l.seating.me;
    assert_eq!(l.log.last(), Some(&LogEntry::LaidDown { seat: me }));
    assert_eq!(laid.pace(), Speed::Fast, "the rest goes quickly");

    // A reload keeps it: the save says where it began, which the
    // record alone cannot (the same tiles might have been played by
    // hand). A save's index that is no lay-down of the player's is
    // let be.
    let text = crate::persist::SaveEnvelope::of(l, 0).to_json();
    let back = crate::persist::load_save(&text).unwrap();
    assert_eq!(back.laid_down, l.laid_down);
    assert_eq!(back.log, l.log);
    assert_eq!(back.auto_play(false), l.auto_play(false));
    let record = l.record();
    assert_eq!(Session::from_record(l.id, &record).unwrap().laid_down, None);
    for wrong in [0, l.own_lay_down().unwrap() - 1, usize::MAX] {
        let s = Session::from_save(l.id, &record, Some(wrong)).unwrap();
        assert_eq!(s.laid_down, None);
        assert_eq!(s.actions(), l.actions());
    }

    let (done, rest) = auto_play_to_summary(laid.clone());
    assert_eq!(rest, order[1..], "the rest, in the lay-down's order");
    let Some(Pause::HandOver(end)) = &session(&done).pause else {
        unreachable!()
    };
    let tricks = usize::from(end.result.tricks[team.index()] - taken_before);
    assert_eq!(tricks, order.len(), "every trick left is the player's");
    assert_eq!(
        done.pace(),
        Speed::Normal,
        "the next hand at the player's pace"
    );

    // Undo after the lay-down's second tile: back to the lead it began.
    let mut second = step_until(laid, |st| {
        session(st).my_turn() && session(st).pause.is_none()
    });
    let s = session(&second);
    // A tile the player plays on their own ends the lay-down.
    let own = s
        .game()
        .legal_actions()
        .into_iter()
        .find(|&a| a != order[1])
        .expect("two tiles left to lead");
    let own = second.clone().reduce(Msg::Human(own));
    assert!(!session(&own).laying_down());
    assert_eq!(own.pace(), Speed::Normal);
    let msg = timer(s);
    second = second.reduce(msg);
    assert_eq!(session(&second).actions().last(), Some(&order[1]));
    let undone = second.reduce(Msg::Undo);
    let u = session(&undone);
    assert_eq!(u.turn_number(), turn);
    assert!(u.may_lay_down());
    assert!(u.auto_play(false).is_none(), "the lay-down is gone with it");
    assert!(
        !u.log.contains(&LogEntry::LaidDown { seat: me }),
        "its line too"
    );
    assert_eq!(undone.pace(), Speed::Normal);
}

/// A bot whose every trick left is its own lays its hand down on its
/// lead: the page, not the worker, makes every play of the hand from
/// then on, its tiles in its lay-down's order and the others' thrown
/// in (the player's too), at the Fast pace; none of the player's is a
/// choice of theirs, so Undo goes back past all of it.
#[test]
fn a_bot_lays_its_hand_down_and_everyone_throws_in() {
    let (start, seat, order) = (1..=40)
        .find_map(|seed| bot_lay_down(store_with_game(seed)))
        .expect("a bot lays down in one of the seeds");
    let s = session(&start);
    assert!(
        s.bot_request(&Launch::default()).is_none(),
        "not the worker's turn"
    );
    assert_eq!(s.auto_play(false), Some(order[0]));
    let team = s.seating.team_of(seat);
    let taken_before = s.game().view(seat).tricks_won[team.index()];
    let choice_before = s.my_last_turn();

    let msg = timer(s);
    let laid = start.clone().reduce(msg);
    let l = session(&laid);
    assert_eq!(l.actions().last(), Some(&order[0]));
    assert!(l.laying_down());
    let who = l.seating.name(seat);
    let told = format!("{who} lays the hand down: every trick left is {who}'s");
    assert_eq!(laid.notice.as_ref().unwrap().text, told);
    assert_eq!(l.log.last(), Some(&LogEntry::LaidDown { seat }));
    assert_eq!(laid.pace(), Speed::Fast);

    // Every play from here on is the page's, the player's included.
    let mut store = laid.clone();
    let mut layers = Vec::new();
    let mut mid = None;
    loop {
        let s = session(&store);
        if matches!(s.pause, Some(Pause::HandOver(_))) {
            break;
        }
        if s.pause.is_some() {
            store = store.reduce(Msg::Continue);
            continue;
        }
        let to_act = s.to_act().unwrap();
        assert!(
            s.bot_request(&Launch::default()).is_none(),
            "the worker is not asked"
        );
        let next = s.auto_play(false).expect("a play made by the page");
        if to_act == seat {
            layers.push(next);
        }
        if to_act == s.seating.me {
            assert!(s.throwing_in() && !s.my_turn(), "no choice for the player");
        }
        let msg = timer(s);
        store = store.reduce(msg);
        if to_act == session(&store).seating.me && !session(&store).hand_ending() {
            assert_eq!(
                session(&store).my_last_turn(),
                choice_before,
                "no choice of theirs"
            );
            mid.get_or_insert_with(|| store.clone());
        }
    }
    assert_eq!(layers, order[1..], "its tiles in the lay-down's order");
    let Some(Pause::HandOver(end)) = &session(&store).pause else {
        unreachable!()
    };
    let tricks = usize::from(end.result.tricks[team.index()] - taken_before);
    assert_eq!(
        tricks,
        order.len(),
        "every trick left is the layer's side's"
    );
    assert_eq!(store.pace(), Speed::Normal);

    // A reload there (the game rebuilt from its record) finds the hand
    // still laid down, and plays on as before: the worker not asked.
    let mid = mid.expect("the player threw a tile in");
    let m = session(&mid);
    let reloaded = Session::from_record(m.id, &m.record()).unwrap();
    assert_eq!(reloaded.laid_down, m.laid_down);
    assert_eq!(
        reloaded.log, m.log,
        "the lay-down logged once, where it was"
    );
    assert!(reloaded.laid_down.as_ref().is_some_and(|l| l.by() == seat));
    assert_eq!(reloaded.auto_play(false), m.auto_play(false));
    assert!(reloaded.bot_request(&Launch::default()).is_none());

    // Undo after a tile thrown in for the player goes back to their
    // choice before the lay-down.
    let notice = mid.notice.as_ref().map(|n| n.text.as_str());
    assert_eq!(
        notice,
        Some(told.as_str()),
        "still told, the player's tile thrown in"
    );
    let choice = choice_before.expect("the player chose a tile this hand");
    let undone = mid.reduce(Msg::Undo);
    let u = session(&undone);
    assert_eq!(u.turn_number(), u32::try_from(choice.start).unwrap());
    assert!(!u.laying_down());
    assert_eq!(undone.pace(), Speed::Normal);
}

/// Plays the first hand of `store`'s game on (`step`) to where a bot
/// on its lead holds every trick left with three tiles or more: the
/// store then, that bot and its lay-down's plays.
fn bot_lay_down(store: Rc<Store>) -> Option<(Rc<Store>, Seat, Vec<Action>)> {
    let store = step_until(store, |st| {
        let s = session(st);
        let bot = s.to_act().filter(|&seat| seat != s.seating.me);
        let order = bot.and_then(|seat| s.game().view(seat).laydown());
        s.game().phase() == Phase::Playing && order.is_some_and(|o| o.len() >= 3)
            || s.game().hand_number() > 1
    });
    let s = session(&store);
    let seat = s.to_act().filter(|_| s.game().hand_number() == 1)?;
    let order = s.game().view(seat).laydown()?;
    Some((store, seat, order))
}

/// A hand decided while a bot's hand lies face up ends with tiles of
/// it still held: they stay face up through the pause on the last
/// trick and under the summary, and are gone with the next deal.
#[test]
fn a_hand_laid_down_stays_face_up_till_the_next_deal() {
    let (mut store, seat, held) = (1..=200)
        .find_map(|seed| {
            let (mut store, seat, order) = bot_lay_down(store_for(GameKind::Texas42, seed))?;
            // The page's plays (the lay-down's, begun by the first).
            while !session(&store).hand_ending() {
                let s = session(&store);
                let msg = if s.pause.is_some() {
                    Msg::Continue
                } else {
                    timer(s)
                };
                store = store.reduce(msg);
            }
            let s = session(&store);
            let Some(Pause::Trick {
                hand_end: Some(end),
                ..
            }) = &s.pause
            else {
                unreachable!("a hand's last trick is shown")
            };
            let left = usize::from(end.hand_sizes[seat.index()]);
            let played = order.len() - left;
            let held: Vec<Tile> = order[played..]
                .iter()
                .filter_map(|a| a.played_tile())
                .collect();
            (left > 0).then_some((store, seat, held))
        })
        .expect("a hand decided with a bot's tiles laid down in one of the seeds");
    assert_eq!(
        session(&store).laid_down_tiles(seat),
        held,
        "on the last trick"
    );
    store = store.reduce(Msg::Continue);
    assert!(matches!(session(&store).pause, Some(Pause::HandOver(_))));
    assert_eq!(
        session(&store).laid_down_tiles(seat),
        held,
        "under the summary"
    );
    let told = store.notice.as_ref().map(|n| n.text.clone());
    assert!(told.is_some_and(|t| t.contains("lays the hand down")));
    store = store.reduce(Msg::Continue);
    let s = session(&store);
    assert!(s.pause.is_none() && !s.laying_down());
    assert_eq!(s.laid_down_tiles(seat), [], "the next deal");
    assert_eq!(store.notice, None, "the notice left with its hand");
}

/// A press when the player may not lay down is refused and changes
/// nothing else.
#[test]
fn laying_down_when_not_every_trick_is_yours_is_refused() {
    let store = step_until(store_with_game(5), |st| {
        let s = session(st);
        s.my_turn() && s.game().phase() == Phase::Playing && !s.may_lay_down()
    });
    let refused = store.clone().reduce(Msg::LayDown);
    assert_eq!(session(&refused), session(&store));
    assert!(refused.notice.as_ref().unwrap().refused);
}

#[test]
fn undo_takes_back_the_players_last_turn_and_the_bots_turns_after_it() {
    let start = store_with_game(5);
    let level = session(&start).level;
    // The player's second play of the hand, and the bots' after it.
    let played = step_until(start, |st| {
        let s = session(st);
        s.view().phase == Phase::Playing
            && s.my_last
                .is_some_and(|i| matches!(s.actions[i], Action::Play(_)))
            && s.game().view(s.seating.me).hand.len() == 5
            && !s.my_turn()
            && s.actions.len() > s.my_last.unwrap() + 1
    });
    let s = session(&played);
    let mine = s.my_last.unwrap();
    assert_eq!(s.my_last_turn(), Some(mine..mine + 1));
    let after = s.actions.len() - mine - 1;
    let tile = s.actions[mine].played_tile().unwrap();

    let undone = played.clone().reduce(Msg::Undo);
    let u = session(&undone);
    assert_eq!(
        u.actions(),
        &s.actions()[..mine],
        "the turn and what followed are gone"
    );
    assert!(u.my_turn(), "the player is to act again");
    assert!(u.pause.is_none());
    assert!(
        u.view().hand.id_of(tile).is_some(),
        "the tile is back in hand"
    );
    assert_ne!(u.id, s.id, "a fresh id drops replies to the undone turns");
    assert_eq!(u.level, level);
    assert_eq!((s.undos, u.undos), (0, 1), "the take-back is counted");
    let and = if after == 1 {
        "the turn after it".to_owned()
    } else {
        format!("the {after} turns after it")
    };
    assert_eq!(
        undone.notice.as_ref().map(|n| (n.text.as_str(), n.refused)),
        Some((format!("Taken back: your {tile} and {and}").as_str(), false))
    );
    // A bot's reply to the undone game changes nothing.
    let stale = Ticket {
        game: s.id,
        turn: u.turn_number(),
        seat: Seat::new(1).unwrap(),
        attempt: 0,
    };
    let dropped = undone.clone().reduce(Msg::Bot {
        ticket: stale,
        action: Action::Play(tile),
    });
    assert_eq!(session(&dropped).actions(), u.actions());
    // Playing the same tile again comes back to the same game.
    let replayed = step_until(undone.reduce(Msg::Human(Action::Play(tile))), |st| {
        session(st).actions.len() == s.actions.len()
    });
    assert_eq!(session(&replayed).game(), s.game());
}

#[test]
fn undo_goes_back_through_the_hand_to_the_players_first_turn_and_no_further() {
    // Into the second hand's trick play, noting where that hand began.
    let mut store = store_with_game(8);
    let mut hand_start = None;
    for _ in 0..2_000 {
        let s = session(&store);
        if hand_start.is_some() && s.view().phase == Phase::Playing && s.view().hand.len() <= 4 {
            break;
        }
        store = step(store);
        let s = session(&store);
        if hand_start.is_none() && s.game().hand_number() == 1 {
            hand_start = Some(s.actions.len());
        }
    }
    let hand_start = hand_start.unwrap();
    let mut turns = 0;
    while session(&store).my_last_turn().is_some() {
        let before = session(&store).actions.len();
        store = store.reduce(Msg::Undo);
        assert!(session(&store).actions.len() < before);
        turns += 1;
    }
    let first = session(&store);
    assert!(turns >= 4, "a bid and at least three plays ({turns})");
    assert_eq!(first.undos, turns, "each take-back is counted");
    assert!(first.my_turn(), "the player is to act");
    assert_eq!(
        first.view().phase,
        Phase::Bidding,
        "back at the player's bid"
    );
    assert_eq!(first.game().hand_number(), 1, "not into the hand before");
    assert!(first.actions.len() >= hand_start);
    assert_eq!(
        first.my_last, None,
        "none of the player's turns this hand is left"
    );
    // With nothing left to take back, Undo changes nothing.
    let same = store.clone().reduce(Msg::Undo);
    assert!(Rc::ptr_eq(&same, &store));
}

/// The page's timer names the forced turn it saw: the store plays the
/// player's only legal tile then, and nothing for another game, another
/// turn, a turn with a choice, or with the setting off.
#[test]
fn a_forced_tile_is_played_for_the_player_only_on_the_turn_it_was_seen() {
    let store = store_with_game(3).reduce(Msg::SetPlayForced(true));
    let forced = step_until(store, |st| session(st).forced().is_some());
    let s = session(&forced);
    let Some(Action::Play(tile)) = s.forced() else {
        panic!("a forced turn that is not a play: {:?}", s.forced());
    };
    let (game, turn) = (s.id, s.turn_number());
    let unchanged = |store: &Rc<Store>, msg: Msg| Rc::ptr_eq(&store.clone().reduce(msg), store);
    assert!(
        unchanged(
            &forced,
            Msg::AutoPlay {
                game: game.next(),
                turn
            }
        ),
        "another game"
    );
    assert!(
        unchanged(
            &forced,
            Msg::AutoPlay {
                game,
                turn: turn + 1
            }
        ),
        "another turn"
    );
    let off = forced.clone().reduce(Msg::SetPlayForced(false));
    assert!(
        unchanged(&off, Msg::AutoPlay { game, turn }),
        "the setting off"
    );

    let played = forced.reduce(Msg::AutoPlay { game, turn });
    let p = session(&played);
    assert_eq!(p.actions().last(), Some(&Action::Play(tile)));
    assert_eq!(p.turn_number(), turn + 1);
    assert!(!p.game().hand(p.seating.me).has_tile(tile));

    let choice = step_until(played, |st| {
        let s = session(st);
        s.my_turn() && s.forced().is_none()
    });
    let s = session(&choice);
    assert!(s.game().legal_actions().len() > 1);
    let msg = timer(s);
    assert!(
        unchanged(&choice, msg),
        "a turn with a choice is the player's"
    );
}

/// Undo takes back a choice, never a forced play (it would only be
/// played again): in games of every kind played by random legal
/// actions, a forced play leaves what Undo takes back as it was, and
/// every take-back brings the player back to a turn with a choice.
#[test]
fn undo_goes_back_past_forced_plays_to_a_choice() {
    use bones_engine::rng::SplitMix64;
    let (mut forced_plays, mut undos) = (0, 0);
    for game in GameKind::ALL {
        for seed in 1..=6u64 {
            let mut store = store_for(game, seed);
            let mut rng = SplitMix64::new(seed);
            for _ in 0..800 {
                let s = session(&store);
                if s.is_over() {
                    break;
                }
                if s.pause.is_some() {
                    store = store.reduce(Msg::Continue);
                    continue;
                }
                let legal = s.game().legal_actions();
                let action = legal[rng.below(legal.len())];
                if !s.my_turn() {
                    store = bot_turn(store, action);
                    continue;
                }
                let before = s.my_last_turn();
                if s.forced().is_some() {
                    store = store.reduce(Msg::Human(action));
                    forced_plays += 1;
                    let after = session(&store).my_last_turn();
                    // (None once the play ends the hand.)
                    if after.is_some() {
                        assert_eq!(after, before, "{game:?} seed {seed}: a forced play");
                    }
                } else if before.is_some() && rng.below(6) == 0 {
                    store = store.reduce(Msg::Undo);
                    undos += 1;
                    let u = session(&store);
                    assert!(u.my_turn(), "{game:?} seed {seed}: the player is to act");
                    assert!(
                        u.forced().is_none(),
                        "{game:?} seed {seed}: undone to a forced play"
                    );
                } else {
                    store = store.reduce(Msg::Human(action));
                }
            }
        }
    }
    assert!(
        forced_plays > 100 && undos > 50,
        "{forced_plays} forced plays, {undos} take-backs"
    );
}

/// The player who bids first in a hand takes that bid back to the
/// same hand's auction, not to the summary of the hand before (the
/// record cut just before the bid ends on that hand's last play).
#[test]
fn undoing_the_hands_first_action_comes_back_to_it_not_to_the_hand_before() {
    let first_to_bid = step_until(store_with_game(4), |st| {
        let s = session(st);
        s.game().hand_number() > 0
            && s.my_turn()
            && matches!(s.log.last(), Some(LogEntry::Deal { .. }))
    });
    let hand = session(&first_to_bid).game().hand_number();
    let action = session(&first_to_bid).game().legal_actions()[0];
    let bid = first_to_bid.clone().reduce(Msg::Human(action));
    assert_eq!(
        session(&bid).my_last_turn(),
        Some(session(&first_to_bid).actions.len()..session(&bid).actions.len())
    );
    let undone = bid.reduce(Msg::Undo);
    let u = session(&undone);
    assert_eq!(u.pause, None, "no summary of the hand before");
    assert!(u.my_turn());
    assert_eq!(
        (u.game().hand_number(), u.view().phase),
        (hand, Phase::Bidding)
    );
    assert_eq!(u.actions, session(&first_to_bid).actions);
}

#[test]
fn undo_takes_back_the_tiles_put_down_as_one_turn() {
    // Texas 88: the player bids the most, the bots pass, so the
    // player takes the kitty, puts as many tiles down and names trump.
    let mut store = store_for(GameKind::Texas88, 3);
    for _ in 0..200 {
        let s = session(&store);
        if s.view().phase == Phase::Playing {
            break;
        }
        let legal = s.game().legal_actions();
        store = match s.game().turn() {
            Some(seat) if seat == s.seating.me => {
                let action = if s.view().phase == Phase::Bidding {
                    *legal.last().unwrap()
                } else {
                    legal[0]
                };
                store.reduce(Msg::Human(action))
            }
            _ => step(store),
        };
    }
    let s = session(&store);
    assert_eq!(s.view().contract.map(|c| c.bidder), Some(s.seating.me));
    let declaration = s.view().contract.unwrap().declaration.unwrap();
    let discards = s
        .actions
        .iter()
        .filter(|a| matches!(a, Action::Discard(_)))
        .count();
    assert!(discards >= 2, "the kitty's tiles ({discards})");
    let declared = store.reduce(Msg::Undo);
    let d = session(&declared);
    assert_eq!(
        d.view().phase,
        Phase::Declaring,
        "the trump call is taken back first"
    );
    assert_eq!(
        declared.notice.as_ref().map(|n| n.text.as_str()),
        Some(
            format!(
                "Taken back: your call of {}",
                text::declaration(declaration)
            )
            .as_str()
        )
    );
    let put_down = declared.reduce(Msg::Undo);
    let p = session(&put_down);
    assert_eq!(
        p.view().phase,
        Phase::Discarding,
        "then the tiles put down, together"
    );
    assert!(!matches!(p.actions.last(), Some(Action::Discard(_))));
    assert_eq!(
        put_down.notice.as_ref().map(|n| n.text.as_str()),
        Some(format!("Taken back: your {discards} tiles put down").as_str())
    );
}

#[test]
fn undo_does_nothing_once_the_hand_is_scored() {
    let store = step_until(store_with_game(8), |st| {
        matches!(session(st).pause, Some(Pause::HandOver(_)))
    });
    assert_eq!(session(&store).my_last_turn(), None);
    let same = store.clone().reduce(Msg::Undo);
    assert!(Rc::ptr_eq(&same, &store));
    // The next hand: nothing of the player's to take back yet.
    let next = store.reduce(Msg::Continue);
    assert_eq!(session(&next).my_last_turn(), None);
}

#[test]
fn hands_are_arranged_trumps_first() {
    let mut store = store_with_game(4);
    while session(&store).game().phase() != Phase::Playing {
        store = step(store);
    }
    let view = session(&store).view();
    let tiles = Session::arranged_hand(&view, view.hand);
    let rules = view.trick_rules().unwrap();
    let is_trump = |t: &Tile| rules.trumps().has_tile(*t);
    let first_plain = tiles
        .iter()
        .position(|t| !is_trump(t))
        .unwrap_or(tiles.len());
    assert!(tiles[first_plain..].iter().all(|t| !is_trump(t)));
    assert_eq!(tiles.len(), 7);
}
