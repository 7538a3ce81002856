//! Local statistics: games played and won, the score, and how bids fared,
//! per game, kept in `localStorage` on this device only.
//!
//! A finished game is counted from its record, replayed through the
//! engine, so the figures come from the rules and not from what the table
//! happened to show. Each game is counted once: its fingerprint is kept,
//! and a reload of a finished game (or a second look at it) adds nothing.
//! Texas 42 and 88 can be scored in marks or in points: games scored the
//! other way from the game's usual one are kept apart ([`stats_key`]), so
//! marks and points are never added together.
//!
//! Three things a record does not hold are counted beside it: the bots'
//! level (so a player sees how they fare against Hard, not an average over
//! every level tried), and whether the player took a turn back with Undo
//! (a win with take-backs is still a win, but the figures say how many),
//! and whether the game was dealt again from one already played (the
//! same: counted, and said apart).
//! Wins in a row are kept by level too: a run against Easy says nothing
//! of one against Hard.

use std::collections::BTreeMap;

use bones_engine::{
    Bid, Declaration, Event, GameKind, GameRecord, RecordError, Rules, Scoring, Seat, Team,
};
use serde::{Deserialize, Serialize};

use crate::protocol::BotKind;

/// The `localStorage` key.
pub const STATS_KEY: &str = "bones.stats";

/// Where statistics that could not be read are kept aside (so that
/// counting afresh does not write over them).
pub const STATS_REFUSED_KEY: &str = "bones.stats.refused";

/// The schema this build writes; other schemas start afresh.
pub const SCHEMA: u32 = 1;

/// How bids of one kind fared.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BidTally {
    /// Bids your side won the auction with and made.
    pub ours_made: u32,
    /// Bids your side won the auction with and was set on.
    pub ours_set: u32,
    /// Bids the other side made.
    pub theirs_made: u32,
    /// Bids the other side was set on.
    pub theirs_set: u32,
}

/// Games played and won.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WinTally {
    /// Games finished.
    pub played: u32,
    /// Of those, games your side won.
    pub won: u32,
}

impl WinTally {
    /// Adds one game (counts stop at their largest value, as every
    /// figure here does).
    fn add(&mut self, won: bool) {
        self.played = self.played.saturating_add(1);
        self.won = self.won.saturating_add(u32::from(won));
    }

    /// The share won, in whole percent (`None` before any game).
    #[must_use]
    pub fn percent_won(self) -> Option<u32> {
        let percent = (u64::from(self.won) * 100 + u64::from(self.played) / 2)
            .checked_div(u64::from(self.played))?;
        Some(u32::try_from(percent.min(100)).unwrap_or(100))
    }
}

/// A run of games won in a row, at one table and level.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Streak {
    /// Games won since the last one lost.
    pub current: u32,
    /// The longest run so far. Stored figures may have been edited below
    /// `current`: [`Streak::longest`] is what is shown.
    pub best: u32,
}

impl Streak {
    /// Adds one game: a win lengthens the run, a loss ends it.
    fn add(&mut self, won: bool) {
        self.current = if won {
            self.current.saturating_add(1)
        } else {
            0
        };
        self.best = self.best.max(self.current);
    }

    /// The longest run, as shown.
    #[must_use]
    pub fn longest(self) -> u32 {
        self.best.max(self.current)
    }
}

/// One row of the table of games by level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelRow {
    /// The level's label ("Hard"), a stored name this build does not
    /// know, or "Earlier games".
    pub label: String,
    /// Its games.
    pub tally: WinTally,
    /// Its longest run of wins; none where runs were not kept (games
    /// counted before they were, and "Earlier games").
    pub longest_run: Option<u32>,
}

/// One game's figures.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameStats {
    /// Games finished.
    pub played: u32,
    /// Games your side won.
    pub won: u32,
    /// Marks (or points, in a points game) your side scored, all games
    /// (one unit per entry: see [`stats_key`]).
    pub score_for: u64,
    /// Marks (or points) the others scored.
    pub score_against: u64,
    /// Hands played (thrown-in hands excluded).
    pub hands: u32,
    /// By contract: "30–41 points", "1 mark", "Nel-O", "Splash"…
    pub contracts: BTreeMap<String, BidTally>,
    /// By the bots' level ([`BotKind::name`]: `easy`, `hard`…). Games
    /// counted before levels were kept are in no entry.
    #[serde(default)]
    pub levels: BTreeMap<String, WinTally>,
    /// The games in which the player took a turn back with Undo (counted
    /// in the figures above as well).
    #[serde(default)]
    pub with_undo: WinTally,
    /// The games dealt again from one already played ("Same deals
    /// again"), whose hands the player had seen (counted in the figures
    /// above as well).
    #[serde(default)]
    pub replayed: WinTally,
    /// Wins in a row by the bots' level (the names `levels` uses). Games
    /// counted before runs were kept are in none.
    #[serde(default)]
    pub streaks: BTreeMap<String, Streak>,
}

impl GameStats {
    /// The end of a game's line on how the player has done at this table
    /// with these bots ("Your record at Hard: 3 of 5 won (60%)."), and the
    /// run of wins it is part of from two on ("3 wins in a row, your best
    /// run yet."); none before a game there is counted. "At" a level, not
    /// "against": the bots include the partner.
    #[must_use]
    pub fn record_with(&self, bots: BotKind) -> Option<String> {
        let t = *self.levels.get(bots.name())?;
        let share = t.percent_won()?;
        let record = format!(
            "Your record at {}: {} of {} won ({share}%).",
            bots.label(),
            t.won,
            t.played
        );
        let run = self.streaks.get(bots.name()).copied().unwrap_or_default();
        Some(match run.current {
            0 | 1 => record,
            n if n >= run.longest() => format!("{record} {n} wins in a row, your best run yet."),
            n => format!("{record} {n} wins in a row (your best: {}).", run.longest()),
        })
    }

    /// Games, wins and runs by level, as shown: the offered levels
    /// weakest first, then any other name a stored entry holds, then
    /// "Earlier games" for those counted before levels were kept. Empty
    /// when no game has a level.
    #[must_use]
    pub fn by_level(&self) -> Vec<LevelRow> {
        if self.levels.is_empty() {
            return Vec::new();
        }
        // The offered levels, then the other kinds (`?bot=random`), then
        // names this build does not know.
        let others = BotKind::ALL
            .into_iter()
            .filter(|kind| !BotKind::LEVELS.contains(kind));
        let row = |name: &str, label: String| {
            Some(LevelRow {
                label,
                tally: *self.levels.get(name)?,
                longest_run: self.streaks.get(name).map(|run| run.longest()),
            })
        };
        let mut rows: Vec<LevelRow> = BotKind::LEVELS
            .into_iter()
            .chain(others)
            .filter_map(|kind| row(kind.name(), kind.label().to_owned()))
            .collect();
        rows.extend(
            self.levels
                .keys()
                .filter(|name| BotKind::from_name(name).is_none())
                .filter_map(|name| row(name, name.clone())),
        );
        let (played, won) = self.levels.values().fold((0u32, 0u32), |(p, w), t| {
            (p.saturating_add(t.played), w.saturating_add(t.won))
        });
        if self.played > played {
            let earlier = WinTally {
                played: self.played - played,
                won: self.won.saturating_sub(won),
            };
            rows.push(LevelRow {
                label: "Earlier games".to_owned(),
                tally: earlier,
                longest_run: None,
            });
        }
        rows
    }
}

/// What made a game easier than a first try on fresh deals: the
/// statistics count such games apart, and a result says so beside its
/// score.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Aids {
    /// The player took turns back with Undo (the record keeps only the
    /// moves that stood). Lists written before it was kept read as false.
    #[serde(default)]
    pub used_undo: bool,
    /// The game was dealt again from one played before.
    #[serde(default)]
    pub replayed: bool,
}

impl Aids {
    /// A game played straight: fresh deals, no Undo.
    pub const NONE: Aids = Aids {
        used_undo: false,
        replayed: false,
    };

    /// "dealt again, with Undo", for a result to say beside the score;
    /// `None` for a game played straight.
    #[must_use]
    pub const fn label(self) -> Option<&'static str> {
        match (self.replayed, self.used_undo) {
            (false, false) => None,
            (true, false) => Some("dealt again"),
            (false, true) => Some("with Undo"),
            (true, true) => Some("dealt again, with Undo"),
        }
    }
}

/// What a finished game's record does not say of how it was played.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HowPlayed {
    /// The player's seat.
    pub me: Seat,
    /// Who played the other seats ([`crate::store::Session::bots`]).
    pub level: BotKind,
    /// Undo, deals played before.
    pub aids: Aids,
}

/// Everything kept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    /// [`SCHEMA`].
    pub schema: u32,
    /// By game (`texas42`, `texas88`, `big-game`, `euchre`).
    pub games: BTreeMap<String, GameStats>,
    /// Fingerprints of the games counted most recently (bounded).
    #[serde(default)]
    pub counted: Vec<u64>,
    /// Fingerprints of the deals those games were played on, oldest first
    /// (bounded, far longer than the recent games' list): a deal link or
    /// the day's deal to hands the player has played counts apart even
    /// after its game has left that list. Cleared figures keep them, as
    /// they keep `counted`: the player has still seen those hands.
    #[serde(default)]
    pub dealt: Vec<u64>,
}

impl Default for Stats {
    fn default() -> Stats {
        Stats {
            schema: SCHEMA,
            games: BTreeMap::new(),
            counted: Vec::new(),
            dealt: Vec::new(),
        }
    }
}

/// How many fingerprints are remembered: a game is only ever finished in
/// one place, so a handful guards against counting the same one twice.
const REMEMBERED: usize = 32;

/// How many deals are remembered as played: months of evenings' games,
/// in about 20 kB.
pub const DEALS_REMEMBERED: usize = 1_000;

/// The kind of contract a bid and declaration make, as the stats group them.
#[must_use]
pub fn contract_kind(bid: Bid, declaration: Option<Declaration>) -> String {
    match (bid, declaration) {
        (_, Some(Declaration::Nello(_))) if bid != Bid::LowNo => "Nel-O".to_owned(),
        (_, Some(Declaration::Sevens)) => "Sevens".to_owned(),
        (Bid::Points(_), _) => "Points".to_owned(),
        (Bid::Marks(1), _) => "1 mark".to_owned(),
        (Bid::Marks(m), _) => format!("{m} marks"),
        (Bid::Splash(_), _) => "Splash".to_owned(),
        (Bid::Plunge(_), _) => "Plunge".to_owned(),
        (Bid::LowNo, _) => "Low-No".to_owned(),
        (Bid::Make { alone: false }, _) => "Make".to_owned(),
        (Bid::Make { alone: true }, _) => "Alone".to_owned(),
    }
}

/// FNV-1a over the record's JSON: the same game, the same fingerprint.
fn fingerprint(record: &GameRecord) -> u64 {
    let text = serde_json::to_string(record).unwrap_or_default();
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Puts `print` last in `list`, once, and forgets the oldest beyond
/// `bound` (however many a stored list was edited to hold).
fn remember(list: &mut Vec<u64>, print: u64, bound: usize) {
    list.retain(|&p| p != print);
    list.push(print);
    let over = list.len().saturating_sub(bound);
    list.drain(..over);
}

/// The fingerprint of the deals a record is played on: its rules, seed,
/// first dealer and deals, whatever was played on them.
fn deal_fingerprint(record: &GameRecord) -> u64 {
    fingerprint(&GameRecord {
        actions: Vec::new(),
        ..record.clone()
    })
}

impl Stats {
    /// Reads stored stats. Stats are a convenience, never worth breaking
    /// the page: the caller starts afresh on an error, and says why.
    ///
    /// # Errors
    /// Why the text is not this build's statistics, in words.
    pub fn from_json(text: &str) -> Result<Stats, String> {
        let stats = serde_json::from_str::<Stats>(text)
            .map_err(|e| format!("they are not statistics Bones can read ({e})"))?;
        if stats.schema == SCHEMA {
            Ok(stats)
        } else {
            Err(format!(
                "they are of another version of Bones (schema {}, this one reads {SCHEMA})",
                stats.schema
            ))
        }
    }

    /// Whether a game counted here was played on the deals `record` is
    /// played on (the same rules, seed, first dealer and deals), among
    /// the last [`DEALS_REMEMBERED`].
    #[must_use]
    pub fn has_dealt(&self, record: &GameRecord) -> bool {
        self.dealt.contains(&deal_fingerprint(record))
    }

    /// Forgets every game's figures, as the player asked. The
    /// fingerprints stay: a game counted before is still never counted
    /// again, and its deals are still known as played.
    pub fn clear_figures(&mut self) {
        self.games.clear();
    }

    /// JSON for storage.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Counts a finished game, played as `how` says. Returns whether it
    /// was counted (`false`: not finished, or already counted).
    ///
    /// # Errors
    /// The record does not replay (the engine's reason).
    pub fn count(&mut self, record: &GameRecord, how: HowPlayed) -> Result<bool, RecordError> {
        let print = fingerprint(record);
        if self.counted.contains(&print) {
            return Ok(false);
        }
        let mut game = record.start()?;
        let teams = record.rules.teams();
        let us = how.me.team(teams);
        let mut hands = Vec::new();
        for (index, &action) in record.actions.iter().enumerate() {
            let seat = game.turn();
            let events = game.apply(action).map_err(|error| RecordError::Illegal {
                index,
                action,
                seat,
                error,
            })?;
            hands.extend(events.into_iter().filter_map(|e| match e {
                Event::HandOver(result) => Some(result),
                _ => None,
            }));
        }
        let Some(winner) = game.winner() else {
            return Ok(false);
        };
        let scores = game.scores();
        // Counts stop at their largest value: stored figures may have been
        // edited up to it, and wrapping round to 0 would be worse.
        let entry = self.games.entry(stats_key(&record.rules)).or_default();
        let won = winner == us;
        entry.played = entry.played.saturating_add(1);
        entry.won = entry.won.saturating_add(u32::from(won));
        let level = how.level.name();
        entry.levels.entry(level.to_owned()).or_default().add(won);
        entry.streaks.entry(level.to_owned()).or_default().add(won);
        if how.aids.used_undo {
            entry.with_undo.add(won);
        }
        if how.aids.replayed {
            entry.replayed.add(won);
        }
        entry.score_for = entry
            .score_for
            .saturating_add(u64::from(scores[us.index()]));
        entry.score_against = Team::all(teams)
            .filter(|&t| t != us)
            .map(|t| u64::from(scores[t.index()]))
            .fold(entry.score_against, u64::saturating_add);
        for hand in &hands {
            entry.hands = entry.hands.saturating_add(1);
            let c = hand.contract;
            let tally = entry
                .contracts
                .entry(contract_kind(c.bid, c.declaration))
                .or_default();
            let count = match (c.bidder.team(teams) == us, hand.made) {
                (true, true) => &mut tally.ours_made,
                (true, false) => &mut tally.ours_set,
                (false, true) => &mut tally.theirs_made,
                (false, false) => &mut tally.theirs_set,
            };
            *count = count.saturating_add(1);
        }
        remember(&mut self.counted, print, REMEMBERED);
        remember(&mut self.dealt, deal_fingerprint(record), DEALS_REMEMBERED);
        Ok(true)
    }
}

/// The entry a game's figures are kept under: the game's name
/// (`texas42`), with its scoring added where that is not the game's usual
/// one (`texas42:points`, `texas88:marks`).
#[must_use]
pub fn stats_key(rules: &Rules) -> String {
    let kind = rules.kind();
    let scoring = rules.scoring();
    if scoring == Rules::default_for(kind).scoring() {
        kind.name().to_owned()
    } else {
        format!("{}:{}", kind.name(), scoring_word(scoring))
    }
}

fn scoring_word(scoring: Scoring) -> &'static str {
    match scoring {
        Scoring::Marks => "marks",
        Scoring::Points => "points",
    }
}

/// How an entry is shown: its title ("Texas 42", "Texas 42 in points")
/// and the unit of its score ("Marks", "Points"). A key this version does
/// not know is shown as it is.
#[must_use]
pub fn key_title_and_unit(key: &str) -> (String, &'static str) {
    let (name, scoring) = key.split_once(':').unwrap_or((key, ""));
    let Ok(kind) = name.parse::<GameKind>() else {
        return (key.to_owned(), "Score");
    };
    let usual = Rules::default_for(kind).scoring();
    let scoring = match scoring {
        "marks" => Scoring::Marks,
        "points" => Scoring::Points,
        _ => usual,
    };
    let unit = match scoring {
        Scoring::Marks => "Marks",
        Scoring::Points => "Points",
    };
    let title = if scoring == usual {
        kind.title().to_owned()
    } else {
        format!("{} in {}", kind.title(), scoring_word(scoring))
    };
    (title, unit)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_games::random_game;
    use bones_engine::{Game, Rules, Texas42};

    /// Seat 0 against Normal, no Undo, on fresh deals.
    const NORMAL: HowPlayed = HowPlayed {
        me: Seat::FIRST,
        level: BotKind::Normal,
        aids: Aids::NONE,
    };

    #[test]
    fn a_finished_game_is_counted_once_with_its_hands() {
        let rules = Rules::Texas42(Texas42::house());
        let record = random_game(rules, 3);
        let game = record.replay().unwrap();
        let mut stats = Stats::default();
        assert_eq!(stats.count(&record, NORMAL), Ok(true));
        assert_eq!(stats.count(&record, NORMAL), Ok(false), "counted once");
        let g = &stats.games["texas42"];
        assert_eq!(g.played, 1);
        let us = Seat::FIRST.team(2);
        assert_eq!(g.won, u32::from(game.winner() == Some(us)));
        assert_eq!(g.score_for, u64::from(game.scores()[0]));
        assert_eq!(g.score_against, u64::from(game.scores()[1]));
        let bids: u32 = g
            .contracts
            .values()
            .map(|t| t.ours_made + t.ours_set + t.theirs_made + t.theirs_set)
            .sum();
        assert_eq!(bids, g.hands);
        assert!(g.hands >= 1);
        // Storage round trip.
        assert_eq!(Stats::from_json(&stats.to_json()), Ok(stats));
    }

    /// Each game is counted under its level, a game with Undo in the Undo
    /// tally too, and one on deals played before in that tally; the
    /// figures above count every game alike.
    #[test]
    fn games_are_counted_by_level_and_undo_and_replays_apart() {
        let rules = Rules::Texas42(Texas42::straight());
        let us = Seat::FIRST.team(2);
        let mut stats = Stats::default();
        let mut won_each = Vec::new();
        for (seed, level, used_undo, replayed) in [
            (1, BotKind::Hard, true, false),
            (2, BotKind::Hard, false, true),
            (3, BotKind::Easy, false, true),
            (4, BotKind::Hard, true, true),
        ] {
            let record = random_game(rules, seed);
            won_each.push(record.replay().unwrap().winner() == Some(us));
            let how = HowPlayed {
                me: Seat::FIRST,
                level,
                aids: Aids {
                    used_undo,
                    replayed,
                },
            };
            assert_eq!(stats.count(&record, how), Ok(true));
        }
        let wins = |games: &[usize]| games.iter().map(|&g| u32::from(won_each[g])).sum();
        let g = &stats.games["texas42"];
        assert_eq!((g.played, g.won), (4, wins(&[0, 1, 2, 3])));
        let hard = WinTally {
            played: 3,
            won: wins(&[0, 1, 3]),
        };
        let easy = WinTally {
            played: 1,
            won: wins(&[2]),
        };
        assert_eq!(g.levels.len(), 2);
        assert_eq!((g.levels["hard"], g.levels["easy"]), (hard, easy));
        let undo = WinTally {
            played: 2,
            won: wins(&[0, 3]),
        };
        assert_eq!(g.with_undo, undo);
        let replayed = WinTally {
            played: 3,
            won: wins(&[1, 2, 3]),
        };
        assert_eq!(g.replayed, replayed);
        // Shown weakest level first, by its label.
        let shown: Vec<(String, WinTally)> = g
            .by_level()
            .into_iter()
            .map(|r| (r.label, r.tally))
            .collect();
        assert_eq!(
            shown,
            [("Easy".to_owned(), easy), ("Hard".to_owned(), hard)]
        );
    }

    /// Statistics stored before levels and Undo were counted read as
    /// they were; their games show as "Earlier games" once a game with a
    /// level joins them.
    #[test]
    fn games_counted_before_levels_show_as_earlier_games() {
        let stored = r#"{"schema":1,"games":{"texas42":{"played":5,"won":3,"score_for":30,"score_against":20,"hands":40,"contracts":{}}},"counted":[]}"#;
        let mut stats = Stats::from_json(stored).unwrap();
        let g = &stats.games["texas42"];
        assert_eq!((g.played, g.won), (5, 3));
        assert!(g.levels.is_empty());
        assert_eq!(g.with_undo, WinTally::default());
        assert_eq!(g.by_level(), [], "no level table for games without one");
        let record = random_game(Rules::Texas42(Texas42::straight()), 7);
        let won = record.replay().unwrap().winner() == Some(Seat::FIRST.team(2));
        assert_eq!(stats.count(&record, NORMAL), Ok(true));
        let normal = WinTally {
            played: 1,
            won: u32::from(won),
        };
        let earlier = WinTally { played: 5, won: 3 };
        assert_eq!(
            stats.games["texas42"].by_level(),
            [
                LevelRow {
                    label: "Normal".to_owned(),
                    tally: normal,
                    longest_run: Some(u32::from(won)),
                },
                LevelRow {
                    label: "Earlier games".to_owned(),
                    tally: earlier,
                    longest_run: None,
                }
            ]
        );
    }

    #[test]
    fn clearing_forgets_the_figures_but_not_which_games_were_counted() {
        let rules = Rules::Texas42(Texas42::straight());
        let (first, second) = (random_game(rules, 11), random_game(rules, 12));
        let mut stats = Stats::default();
        assert_eq!(stats.count(&first, NORMAL), Ok(true));
        stats.clear_figures();
        assert!(stats.games.is_empty());
        assert_eq!(Stats::from_json(&stats.to_json()), Ok(stats.clone()));
        assert_eq!(stats.count(&first, NORMAL), Ok(false), "still counted once");
        assert!(stats.games.is_empty());
        assert_eq!(stats.count(&second, NORMAL), Ok(true), "counting goes on");
        assert_eq!(stats.games["texas42"].played, 1);
    }

    /// A counted game's deals are known as played, whatever was played on
    /// them, by their rules, seed and first dealer; they outlast a clear
    /// of the figures and a round trip, and the oldest are forgotten
    /// beyond [`DEALS_REMEMBERED`].
    #[test]
    fn the_deals_of_the_games_counted_are_known_as_played() {
        let short = Rules::Texas42(Texas42 {
            target: 1,
            ..Texas42::straight()
        });
        let start = |seed| GameRecord::of(&Game::new(short, seed).unwrap(), Vec::new());
        let first = random_game(short, 11);
        let mut stats = Stats::default();
        assert!(!stats.has_dealt(&start(11)));
        assert_eq!(stats.count(&first, NORMAL), Ok(true));
        assert!(stats.has_dealt(&start(11)), "from its first turn");
        assert!(stats.has_dealt(&first), "or as it was played");
        assert!(!stats.has_dealt(&start(12)), "another seed");
        let long = Rules::Texas42(Texas42::straight());
        assert!(!stats.has_dealt(&GameRecord::of(&Game::new(long, 11).unwrap(), Vec::new())));
        let other_dealer = GameRecord {
            dealer: Some(Seat::FIRST),
            ..start(11)
        };
        assert_ne!(other_dealer.dealer, start(11).dealer);
        assert!(!stats.has_dealt(&other_dealer), "another first dealer");
        // The same deals played otherwise: a second game, one deal.
        let mut otherwise = start(11);
        let mut game = otherwise.start().unwrap();
        while game.winner().is_none() {
            let action = *game.legal_actions().last().unwrap();
            game.apply(action).unwrap();
            otherwise.actions.push(action);
        }
        assert_ne!(otherwise, first);
        assert_eq!(stats.count(&otherwise, NORMAL), Ok(true));
        assert_eq!(stats.dealt.len(), 1);
        stats.clear_figures();
        let stats = Stats::from_json(&stats.to_json()).unwrap();
        assert!(
            stats.has_dealt(&start(11)),
            "kept through a clear and a reload"
        );
        // Stats stored before deals were kept know none.
        let older = r#"{"schema":1,"games":{},"counted":[]}"#;
        assert!(Stats::from_json(older).unwrap().dealt.is_empty());
        // The oldest go first.
        let mut stats = stats;
        let seeds = 100..100 + DEALS_REMEMBERED as u64;
        for seed in seeds.clone() {
            assert_eq!(stats.count(&random_game(short, seed), NORMAL), Ok(true));
        }
        assert_eq!(stats.dealt.len(), DEALS_REMEMBERED);
        assert!(!stats.has_dealt(&start(11)));
        assert!(seeds.into_iter().all(|seed| stats.has_dealt(&start(seed))));
        // A stored list edited to hold more is cut to the newest.
        let mut edited = Stats {
            dealt: (0..DEALS_REMEMBERED as u64 + 5).collect(),
            ..Stats::default()
        };
        assert_eq!(edited.count(&first, NORMAL), Ok(true));
        assert_eq!(edited.dealt.len(), DEALS_REMEMBERED);
        assert!(edited.has_dealt(&first) && !edited.dealt.contains(&5));
        assert!(edited.dealt.contains(&6));
    }

    /// The end of a game reads the record at its table with its bots:
    /// the share rounded; nothing for bots not yet played with.
    #[test]
    fn the_record_with_the_bots_reads_as_a_sentence() {
        let mut g = GameStats::default();
        g.levels
            .insert("hard".to_owned(), WinTally { played: 3, won: 2 });
        g.levels
            .insert("easy".to_owned(), WinTally { played: 1, won: 0 });
        assert_eq!(
            g.record_with(BotKind::Hard).as_deref(),
            Some("Your record at Hard: 2 of 3 won (67%).")
        );
        assert_eq!(
            g.record_with(BotKind::Easy).as_deref(),
            Some("Your record at Easy: 0 of 1 won (0%).")
        );
        assert_eq!(g.record_with(BotKind::Expert), None);
        g.levels.insert("normal".to_owned(), WinTally::default());
        assert_eq!(g.record_with(BotKind::Normal), None, "no game, no line");
    }

    /// A finished game of Texas 42 to 1 mark that seat 0's side won (or
    /// lost), from the first seed at or after `from` that gives one.
    fn decided(won: bool, from: u64) -> (GameRecord, u64) {
        let rules = Rules::Texas42(Texas42 {
            target: 1,
            ..Texas42::straight()
        });
        (from..)
            .map(|seed| (random_game(rules, seed), seed))
            .find(|(record, _)| {
                (record.replay().unwrap().winner() == Some(Seat::FIRST.team(2))) == won
            })
            .unwrap()
    }

    /// Wins in a row are kept by level: a loss ends the run at its level
    /// only, the longest stays, and the end of a game names the run from
    /// two wins on.
    #[test]
    fn wins_in_a_row_are_kept_by_level() {
        let mut stats = Stats::default();
        let mut seed = 0;
        let mut play = |stats: &mut Stats, won: bool, level: BotKind| {
            let (record, used) = decided(won, seed);
            seed = used + 1;
            let how = HowPlayed { level, ..NORMAL };
            assert_eq!(stats.count(&record, how), Ok(true));
        };
        // (current, best)
        let run = |stats: &Stats, level: BotKind| {
            let r = stats.games["texas42"].streaks[level.name()];
            (r.current, r.best)
        };
        let line =
            |stats: &Stats, level: BotKind| stats.games["texas42"].record_with(level).unwrap();
        for won in [true, true, false, true, true, true] {
            play(&mut stats, won, BotKind::Hard);
        }
        assert_eq!(run(&stats, BotKind::Hard), (3, 3));
        assert_eq!(
            line(&stats, BotKind::Hard),
            "Your record at Hard: 5 of 6 won (83%). 3 wins in a row, your best run yet."
        );
        // A loss at Easy leaves Hard's run as it was.
        play(&mut stats, false, BotKind::Easy);
        assert_eq!(run(&stats, BotKind::Hard).0, 3);
        assert_eq!(run(&stats, BotKind::Easy), (0, 0));
        assert_eq!(
            line(&stats, BotKind::Easy),
            "Your record at Easy: 0 of 1 won (0%)."
        );
        // A loss at Hard ends its run; the longest stays.
        play(&mut stats, false, BotKind::Hard);
        play(&mut stats, true, BotKind::Hard);
        assert_eq!(run(&stats, BotKind::Hard), (1, 3));
        assert_eq!(
            line(&stats, BotKind::Hard),
            "Your record at Hard: 6 of 8 won (75%).",
            "one win is not a run"
        );
        play(&mut stats, true, BotKind::Hard);
        assert_eq!(
            line(&stats, BotKind::Hard),
            "Your record at Hard: 7 of 9 won (78%). 2 wins in a row (your best: 3)."
        );
        let longest: Vec<(String, Option<u32>)> = stats.games["texas42"]
            .by_level()
            .into_iter()
            .map(|r| (r.label, r.longest_run))
            .collect();
        assert_eq!(
            longest,
            [("Easy".to_owned(), Some(0)), ("Hard".to_owned(), Some(3))]
        );
        assert_eq!(Stats::from_json(&stats.to_json()), Ok(stats));
    }

    /// Runs stored before this build, or edited, read sensibly: a level
    /// with games but no run kept shows none; a best below the current
    /// run is shown as the current one, and counting mends it.
    #[test]
    fn runs_not_kept_or_edited_read_sensibly() {
        let stored = r#"{"schema":1,"games":{"texas42":{"played":2,"won":2,"score_for":2,"score_against":0,"hands":2,"contracts":{},"levels":{"hard":{"played":2,"won":2}}}},"counted":[]}"#;
        let mut stats = Stats::from_json(stored).unwrap();
        let g = &stats.games["texas42"];
        assert!(g.streaks.is_empty());
        assert_eq!(g.by_level()[0].longest_run, None);
        assert_eq!(
            g.record_with(BotKind::Hard).as_deref(),
            Some("Your record at Hard: 2 of 2 won (100%).")
        );
        let g = stats.games.get_mut("texas42").unwrap();
        g.streaks.insert(
            "hard".to_owned(),
            Streak {
                current: 4,
                best: 2,
            },
        );
        assert_eq!(g.by_level()[0].longest_run, Some(4));
        assert!(g
            .record_with(BotKind::Hard)
            .unwrap()
            .ends_with("4 wins in a row, your best run yet."));
        let (record, _) = decided(true, 0);
        let how = HowPlayed {
            level: BotKind::Hard,
            ..NORMAL
        };
        assert_eq!(stats.count(&record, how), Ok(true));
        assert_eq!(
            stats.games["texas42"].streaks["hard"],
            Streak {
                current: 5,
                best: 5
            }
        );
        // A run edited to its largest value stays there.
        let most = Streak {
            current: u32::MAX,
            best: u32::MAX,
        };
        stats
            .games
            .get_mut("texas42")
            .unwrap()
            .streaks
            .insert("hard".to_owned(), most);
        let (record, _) = decided(true, 1_000);
        assert_eq!(stats.count(&record, how), Ok(true));
        assert_eq!(stats.games["texas42"].streaks["hard"], most);
    }

    /// Offered levels first, weakest first; then `?bot=` kinds that are
    /// not levels; then names this build does not know, as stored.
    #[test]
    fn levels_are_shown_offered_first_and_unknown_names_last() {
        let one = WinTally { played: 1, won: 1 };
        let mut g = GameStats {
            played: 4,
            won: 4,
            ..GameStats::default()
        };
        for name in ["zeta", "random", "hard", "easy"] {
            g.levels.insert(name.to_owned(), one);
        }
        let labels: Vec<String> = g.by_level().into_iter().map(|r| r.label).collect();
        let random = BotKind::Random.label();
        assert_eq!(labels, ["Easy", "Hard", random, "zeta"]);
    }

    #[test]
    fn the_share_won_is_rounded_and_absent_before_a_game() {
        let share = |played, won| WinTally { played, won }.percent_won();
        assert_eq!(share(0, 0), None);
        assert_eq!(share(3, 2), Some(67));
        assert_eq!(share(8, 1), Some(13));
        assert_eq!(share(4, 4), Some(100));
        // Edited figures stay in range.
        assert_eq!(share(2, 5), Some(100));
        assert_eq!(share(u32::MAX, u32::MAX), Some(100));
    }

    #[test]
    fn unfinished_games_are_not_counted_and_junk_is_refused_with_a_reason() {
        let rules = Rules::Texas42(Texas42::straight());
        let mut record = random_game(rules, 5);
        record.actions.truncate(10);
        let mut stats = Stats::default();
        assert_eq!(stats.count(&record, NORMAL), Ok(false));
        assert!(stats.games.is_empty());
        let junk = Stats::from_json("{oops").unwrap_err();
        assert!(
            junk.starts_with("they are not statistics Bones can read ("),
            "{junk}"
        );
        assert_eq!(
            Stats::from_json(r#"{"schema":0,"games":{}}"#),
            Err("they are of another version of Bones (schema 0, this one reads 1)".to_owned())
        );
    }

    /// Stored figures edited up to a count's largest value stay there when
    /// a game is counted; they do not wrap round to 0 (nor panic).
    #[test]
    fn counts_stop_at_their_largest_value() {
        let record = random_game(Rules::Texas42(Texas42::house()), 3);
        let full = BidTally {
            ours_made: u32::MAX,
            ours_set: u32::MAX,
            theirs_made: u32::MAX,
            theirs_set: u32::MAX,
        };
        // The game's own entry and contracts, every figure at its largest.
        let most = WinTally {
            played: u32::MAX,
            won: u32::MAX,
        };
        let with_undo = HowPlayed {
            aids: Aids {
                used_undo: true,
                replayed: true,
            },
            ..NORMAL
        };
        let mut stats = Stats::default();
        assert_eq!(stats.count(&record, with_undo), Ok(true));
        stats.counted.clear();
        let g = stats.games.get_mut("texas42").unwrap();
        (g.played, g.won, g.hands) = (u32::MAX, u32::MAX, u32::MAX);
        (g.score_for, g.score_against) = (u64::MAX, u64::MAX);
        g.contracts.values_mut().for_each(|t| *t = full);
        g.levels.values_mut().for_each(|t| *t = most);
        g.with_undo = most;
        g.replayed = most;
        let longest = Streak {
            current: u32::MAX,
            best: u32::MAX,
        };
        g.streaks.values_mut().for_each(|run| *run = longest);
        let before = stats.games.clone();
        assert_eq!(stats.count(&record, with_undo), Ok(true));
        assert_eq!(stats.games, before, "every figure stays at its largest");
    }

    /// A marks game and a points game of Texas 42 are kept apart, each
    /// with its own score; the points game's entry says so.
    #[test]
    fn marks_and_points_are_never_added_together() {
        let marks = Rules::Texas42(Texas42 {
            target: 1,
            ..Texas42::straight()
        });
        let points = Rules::Texas42(Texas42 {
            scoring: Scoring::Points,
            target: 30,
            ..Texas42::straight()
        });
        let mut stats = Stats::default();
        // Each entry's total: both sides' scores of its games.
        let mut totals = BTreeMap::<String, u64>::new();
        for (seed, rules) in [(1, marks), (2, marks), (3, points)] {
            let record = random_game(rules, seed);
            let scores = record.replay().unwrap().scores();
            *totals.entry(stats_key(&rules)).or_default() +=
                u64::from(scores[0]) + u64::from(scores[1]);
            assert_eq!(stats.count(&record, NORMAL), Ok(true));
        }
        let keys: Vec<&str> = stats.games.keys().map(String::as_str).collect();
        assert_eq!(keys, ["texas42", "texas42:points"]);
        assert_eq!(stats.games["texas42"].played, 2);
        assert_eq!(stats.games["texas42:points"].played, 1);
        for (key, g) in &stats.games {
            assert_eq!(g.score_for + g.score_against, totals[key], "{key}");
        }
        assert!(totals["texas42:points"] >= 30);
        assert_eq!(
            key_title_and_unit("texas42"),
            ("Texas 42".to_owned(), "Marks")
        );
        assert_eq!(
            key_title_and_unit("texas42:points"),
            ("Texas 42 in points".to_owned(), "Points")
        );
        assert_eq!(
            key_title_and_unit("texas88"),
            ("Texas 88".to_owned(), "Points")
        );
        assert_eq!(
            key_title_and_unit("texas88:marks"),
            ("Texas 88 in marks".to_owned(), "Marks")
        );
        assert_eq!(key_title_and_unit("euchre").1, "Points");
        assert_eq!(key_title_and_unit("chess"), ("chess".to_owned(), "Score"));
    }

    #[test]
    fn contracts_are_grouped_by_kind() {
        assert_eq!(contract_kind(Bid::Points(31), None), "Points");
        assert_eq!(contract_kind(Bid::Marks(2), None), "2 marks");
        assert_eq!(contract_kind(Bid::Marks(1), None), "1 mark");
        assert_eq!(
            contract_kind(
                Bid::Marks(1),
                Some(Declaration::Nello(bones_engine::DoublesMode::OwnSuit))
            ),
            "Nel-O"
        );
        assert_eq!(contract_kind(Bid::LowNo, None), "Low-No");
        assert_eq!(contract_kind(Bid::Make { alone: true }, None), "Alone");
    }
}
