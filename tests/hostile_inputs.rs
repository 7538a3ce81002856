//! What the page reads from outside its own code, damaged: the autosave and
//! an imported game (files and `localStorage` can be edited or cut short),
//! the stored preferences, statistics and recent games, a shared deal link
//! and the URL's options. Each real document is changed in one place
//! thousands of times; every change is refused with a reason or read,
//! never a panic, and what is read is whole: written out again, it reads
//! back the same.

#[path = "../crates/cli/tests/common/hostile.rs"]
mod hostile;

use bones::history::{History, PastGame};
use bones::persist::{export_record, import_record, load_save, SaveEnvelope};
use bones::prefs::{Launch, Prefs};
use bones::protocol::{BotKind, GameId};
use bones::share::SharedDeal;
use bones::sound::Sound;
use bones::stats::{Aids, HowPlayed, Stats};
use bones::store::Session;
use bones_engine::rng::SplitMix64;
use bones_engine::{Game, GameRecord, Rules, Seat};
use hostile::{mutate, tables, Mutable};

/// A game of random legal actions: `steps` of them, or to its end.
fn record(rules: Rules, seed: u64, steps: usize) -> GameRecord {
    let mut game = Game::new(rules, seed).unwrap();
    let mut rng = SplitMix64::new(seed);
    let mut actions = Vec::new();
    while game.winner().is_none() && actions.len() < steps {
        let legal = game.legal_actions();
        let a = legal[rng.below(legal.len())];
        game.apply(a).unwrap();
        actions.push(a);
    }
    GameRecord::of(&Game::new(rules, seed).unwrap(), actions)
}

/// A session in the middle of the player's own hand laid down, its first
/// tile just played: a game of random legal actions up to the first lead
/// where the player may lay down (the first of `seeds` to reach one). Its
/// save is the only one that says where a lay-down began.
fn laying_down(rules: Rules, seeds: std::ops::Range<u64>) -> Option<Session> {
    seeds.into_iter().find_map(|seed| {
        let mut game = Game::new(rules, seed).unwrap();
        let start = GameRecord::of(&game, Vec::new());
        let me = Session::from_record(GameId(1), &start).unwrap().seating.me;
        let mut rng = SplitMix64::new(seed);
        let mut actions = Vec::new();
        while game.winner().is_none() {
            if let Some(order) = game.view(me).laydown() {
                actions.push(order[0]);
                let record = GameRecord::of(&Game::new(rules, seed).unwrap(), actions);
                let session =
                    Session::from_save(GameId(1), &record, Some(record.actions.len() - 1));
                return Some(session.unwrap()).filter(|s| s.own_lay_down().is_some());
            }
            let legal = game.legal_actions();
            let a = legal[rng.below(legal.len())];
            game.apply(a).unwrap();
            actions.push(a);
        }
        None
    })
}

/// How many of a document's changes were read and how many refused.
#[derive(Default, Debug)]
struct Tally {
    read: usize,
    refused: usize,
}

impl Tally {
    fn count<T, E>(&mut self, outcome: &Result<T, E>) {
        if outcome.is_ok() {
            self.read += 1;
        } else {
            self.refused += 1;
        }
    }

    /// Both kinds occur: the changes are neither all fatal nor all ignored.
    fn assert_mixed(&self, what: &str) {
        assert!(
            self.read > 0 && self.refused > 0,
            "{what}: {} read, {} refused",
            self.read,
            self.refused
        );
    }
}

/// `times` one-place changes of `doc`, as JSON text.
fn changes(doc: &serde_json::Value, times: usize, rng: &mut SplitMix64) -> Vec<String> {
    let doc = Mutable::new(doc.clone());
    (0..times).map(|_| mutate(&doc, rng).to_string()).collect()
}

#[test]
fn damaged_saves_and_imports_are_refused_or_read_whole() {
    let mut rng = SplitMix64::new(42);
    let (mut saves, mut imports) = (Tally::default(), Tally::default());
    let mut laid_down = 0;
    for (i, rules) in tables().into_iter().enumerate() {
        let played = [7, 40]
            .into_iter()
            .map(|steps| Session::from_record(GameId(1), &record(rules, i as u64, steps)).unwrap());
        let laying = laying_down(rules, 0..40);
        laid_down += usize::from(laying.is_some());
        for session in played.chain(laying) {
            let text = SaveEnvelope::of(&session, 0).to_json();
            let whole = load_save(&text).unwrap();
            assert_eq!(whole.own_lay_down(), session.own_lay_down(), "{text}");
            let save: serde_json::Value = serde_json::from_str(&text).unwrap();
            for text in changes(&save, 300, &mut rng) {
                let loaded = load_save(&text);
                saves.count(&loaded);
                if let Ok(s) = loaded {
                    let again = load_save(&SaveEnvelope::of(&s, 0).to_json())
                        .unwrap_or_else(|e| panic!("a read save saves again: {e}\n{text}"));
                    assert_eq!(again.game(), s.game(), "{text}");
                    assert_eq!(again.pause, s.pause, "{text}");
                    assert_eq!(again.own_lay_down(), s.own_lay_down(), "{text}");
                    assert_eq!(again.log, s.log, "{text}");
                }
            }
            let export: serde_json::Value = serde_json::from_str(&export_record(&session)).unwrap();
            for text in changes(&export, 300, &mut rng) {
                let imported = import_record(&text);
                imports.count(&imported);
                if let Ok(s) = imported {
                    let again = import_record(&export_record(&s))
                        .unwrap_or_else(|e| panic!("an import exports again: {e}\n{text}"));
                    assert_eq!(again.game(), s.game(), "{text}");
                }
            }
        }
    }
    assert!(laid_down >= 5, "{laid_down} tables reached a lay-down");
    saves.assert_mixed("saves");
    imports.assert_mixed("imports");
}

#[test]
fn damaged_preferences_and_statistics_are_refused_or_read_whole() {
    let mut rng = SplitMix64::new(7);
    let (mut prefs, mut stats) = (Tally::default(), Tally::default());
    let finished = |seed: u64| -> Vec<GameRecord> {
        tables()
            .into_iter()
            .map(|rules| record(rules, seed, usize::MAX))
            .collect()
    };
    let (before, after) = (finished(100), finished(200));
    // Counted with a level, with Undo and on deals played before, so the
    // damaged copies hold those entries (and the runs of wins by level)
    // too.
    let hard_with_undo = HowPlayed {
        me: Seat::FIRST,
        level: BotKind::Hard,
        aids: Aids {
            used_undo: true,
            replayed: true,
        },
    };
    let mut counted = Stats::default();
    for r in &before {
        assert!(counted.count(r, hard_with_undo).unwrap());
    }
    let stored: serde_json::Value = serde_json::from_str(&counted.to_json()).unwrap();
    for text in changes(&stored, 2_000, &mut rng) {
        let read = Stats::from_json(&text);
        stats.count(&read);
        if let Ok(mut s) = read {
            assert_eq!(Stats::from_json(&s.to_json()).as_ref(), Ok(&s), "{text}");
            // What the statistics sheet and the end of a game show of it.
            for g in s.games.values() {
                let hard = g.levels.get("hard").is_some_and(|t| t.played > 0);
                let line = g.record_with(BotKind::Hard);
                assert_eq!(line.is_some(), hard, "{text}");
                assert!(
                    line.is_none_or(|l| l.starts_with("Your record at Hard: ")),
                    "{text}"
                );
                assert_eq!(g.by_level().is_empty(), g.levels.is_empty(), "{text}");
            }
            // The page goes on counting other games into what it read.
            for r in &after {
                let how = HowPlayed {
                    me: Seat::FIRST.next(3),
                    level: BotKind::Easy,
                    aids: Aids::NONE,
                };
                assert!(s.count(r, how).unwrap(), "{text}");
            }
            // Their deals are then known as played: a link to them counts apart.
            assert!(after.iter().all(|r| s.has_dealt(r)), "{text}");
        }
    }
    for rules in tables() {
        let mut p = Prefs::default();
        p.setup = p.setup.with_rules(rules);
        p.advisor = true;
        p.sound = Sound::Off;
        let stored: serde_json::Value = serde_json::from_str(&p.to_json()).unwrap();
        for text in changes(&stored, 400, &mut rng) {
            let read = Prefs::from_json(&text);
            prefs.count(&read);
            if let Ok(p) = read {
                assert_eq!(Prefs::from_json(&p.to_json()), Ok(p), "{text}");
            }
        }
    }
    stats.assert_mixed("statistics");
    prefs.assert_mixed("preferences");
}

#[test]
fn damaged_recent_games_are_refused_or_read_whole() {
    let mut rng = SplitMix64::new(11);
    let mut tally = Tally::default();
    let mut history = History::default();
    for (i, rules) in tables().into_iter().enumerate() {
        history.add(PastGame {
            ended_ms: 1_764_670_000_000 + i as u64,
            level: BotKind::ALL[i % BotKind::ALL.len()],
            record: record(rules, 300 + i as u64, usize::MAX),
            aids: Aids {
                used_undo: i % 2 == 1,
                replayed: i % 3 == 1,
            },
        });
    }
    let stored: serde_json::Value = serde_json::from_str(&history.to_json()).unwrap();
    for text in changes(&stored, 2_000, &mut rng) {
        let read = History::from_json(&text);
        tally.count(&read);
        if let Ok(h) = read {
            assert_eq!(History::from_json(&h.to_json()).as_ref(), Ok(&h), "{text}");
            // Everything the Game sheet offers of each game works.
            for game in h.games() {
                let outcome = game.outcome();
                assert!(outcome.is_ok(), "{outcome:?}\n{text}");
                let again = game
                    .deal_again()
                    .unwrap_or_else(|e| panic!("a read game deals again: {e}\n{text}"));
                assert_eq!(again.turn_number(), 0, "{text}");
                assert!(import_record(&game.record_json()).is_ok(), "{text}");
            }
        }
    }
    tally.assert_mixed("recent games");
}

/// One edit of `text` at a random character: one deleted, one put in
/// (from characters that mean something in a link, and some that do not),
/// one replaced, or the text cut short there.
fn edit(text: &str, rng: &mut SplitMix64) -> String {
    const STOCK: &[char] = &[
        '.', ':', '=', '&', '?', '%', '-', '+', ' ', '0', '1', '9', 'a', 'x', 'é', '🂡', '\0',
    ];
    let mut chars: Vec<char> = text.chars().collect();
    let at = rng.below(chars.len() + 1);
    let c = STOCK[rng.below(STOCK.len())];
    match rng.below(4) {
        0 if at < chars.len() => {
            chars.remove(at);
        }
        1 => chars.insert(at, c),
        2 if at < chars.len() => chars[at] = c,
        _ => chars.truncate(at),
    }
    chars.into_iter().collect()
}

#[test]
fn damaged_deal_links_and_url_options_are_refused_or_read_whole() {
    let mut rng = SplitMix64::new(2026);
    let mut links = Tally::default();
    for rules in tables() {
        let link = SharedDeal { rules, seed: 31 }.encode();
        for _ in 0..1_000 {
            // One to three edits.
            let mut text = link.clone();
            for _ in 0..=rng.below(3) {
                text = edit(&text, &mut rng);
            }
            let read = SharedDeal::decode(&text);
            links.count(&read);
            if let Ok(deal) = read {
                assert_eq!(SharedDeal::decode(&deal.encode()), Ok(deal), "{text}");
            }
        }
    }
    links.assert_mixed("deal links");

    let query = "?seed=42&speed=instant&bot=hard&play=1&deal=1.texas42.5.preset%3Ahouse";
    let (whole, refused) = Launch::read(query);
    assert!(refused.is_empty(), "{refused:?}");
    assert_eq!(whole.seed, Some(42));
    let mut damaged = 0;
    for _ in 0..5_000 {
        let text = edit(&edit(query, &mut rng), &mut rng);
        let (launch, refused) = Launch::read(&text);
        // An option that was refused is not used.
        if refused.iter().any(|r| r.contains("seed=")) {
            assert_eq!(launch.seed, None, "{text}");
        }
        damaged += usize::from(!refused.is_empty());
        let _ = SharedDeal::find_in_query(&text).map(|d| SharedDeal::decode(&d));
    }
    assert!(
        damaged > 100,
        "{damaged} damaged queries were refused in part"
    );
}
