//! Recent games: the last games finished on this device, newest first,
//! each kept whole as its record, so that the Game sheet can deal one
//! again (to see whether other plays would have won it) or download it.
//!
//! A record is the game itself: what the list says of each game (who
//! won, the score, the hands) is read by replaying it through the engine
//! when the list is read, never stored beside it, so a stored list cannot
//! say anything its games do not show. Like the statistics it is a
//! convenience: a list that cannot be read is refused whole, with the
//! reason, and the caller sets it aside and starts afresh.

use bones_engine::{Game, GameRecord, RecordError, Seat, Team};
use serde::{Deserialize, Serialize};

use crate::daily::Day;
use crate::protocol::{BotKind, GameId};
use crate::store::Session;
use crate::{setup, text};

/// The `localStorage` key.
pub const HISTORY_KEY: &str = "bones.history";

/// Where a list that could not be read is kept aside.
pub const HISTORY_REFUSED_KEY: &str = "bones.history.refused";

/// The schema this build writes; other schemas are refused.
pub const SCHEMA: u32 = 1;

/// How many games are kept: enough to go back to the last evening's
/// games, few enough that the list (a few kilobytes a game) stays small.
pub const KEPT: usize = 10;

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PastGame {
    /// When it ended: milliseconds since the epoch, by this device's clock.
    pub ended_ms: u64,
    /// Who played the other seats.
    pub level: BotKind,
    /// Every deal and every move.
    pub record: GameRecord,
}

/// What the list and a shared result say of a game, read from its record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Whether the player's side won.
    pub won: bool,
    /// "Texas 42 · Hard".
    pub title: String,
    /// "7 marks to 3", the player's side first.
    pub score: String,
    /// Hands dealt, thrown-in hands included.
    pub hands: u32,
    /// The day whose deal it was, if it was a deal of the day.
    pub day: Option<Day>,
}

impl Outcome {
    /// Who won a finished game, the score and how many hands, by
    /// replaying its record; `level` played the other seats.
    ///
    /// # Errors
    /// The record does not replay, or its game is not over.
    pub fn of(record: &GameRecord, level: BotKind) -> Result<Outcome, String> {
        let game = record.replay().map_err(|e| e.to_string())?;
        Outcome::of_game(&game, level)
    }

    /// The same of a game at hand (the table's own, when it ends), with no
    /// replay.
    ///
    /// # Errors
    /// The game is not over.
    pub fn of_game(game: &Game, level: BotKind) -> Result<Outcome, String> {
        let winner = game.winner().ok_or("the game is not over")?;
        let rules = *game.rules();
        let us = Seat::FIRST.team(rules.teams());
        let scores = game.scores();
        let others: Vec<String> = Team::all(rules.teams())
            .filter(|&t| t != us)
            .map(|t| scores[t.index()].to_string())
            .collect();
        Ok(Outcome {
            won: winner == us,
            title: format!("{} · {}", setup::game_title(&rules), level.label()),
            score: format!(
                "{} to {}",
                text::score(rules.scoring(), scores[us.index()]),
                others.join(" and ")
            ),
            hands: game.hand_number() + 1,
            day: Day::of_seed(game.seed()),
        })
    }

    /// What a player pastes to a friend: the game, the result, and the
    /// link that deals the friend the same hands.
    #[must_use]
    pub fn share_text(&self, deal_link: &str) -> String {
        let game = match self.day {
            Some(day) => format!("{}, deal of the day {day}", self.title),
            None => self.title.clone(),
        };
        format!(
            "Bones · {game}\n{} {} in {}.\nPlay the same deals: {deal_link}",
            if self.won { "Won" } else { "Lost" },
            self.score,
            text::hands(self.hands)
        )
    }
}

impl PastGame {
    /// Who won, the score and how many hands ([`Outcome::of`]).
    ///
    /// # Errors
    /// The record does not replay, or its game is not over.
    pub fn outcome(&self) -> Result<Outcome, String> {
        Outcome::of(&self.record, self.level)
    }

    /// A new game on this game's deals, from its first hand, with its
    /// bots (the table's "Same deals again" marks it as replayed).
    ///
    /// # Errors
    /// The record's deals cannot be dealt (the engine's reason).
    pub fn deal_again(&self) -> Result<Session, RecordError> {
        let start = GameRecord {
            actions: Vec::new(),
            ..self.record.clone()
        };
        let mut session = Session::from_record(GameId::default(), &start)?;
        session.level = self.level;
        Ok(session)
    }

    /// The download's file name: `bones-texas42-seed-7.json`.
    #[must_use]
    pub fn file_name(&self) -> String {
        format!(
            "bones-{}-seed-{}.json",
            self.record.rules.kind().name(),
            self.record.seed.unwrap_or_default()
        )
    }

    /// The record as the command-line tool and "Load a game" read it.
    #[must_use]
    pub fn record_json(&self) -> String {
        crate::persist::record_json(&self.record)
    }
}

/// The stored form.
#[derive(Serialize, Deserialize)]
struct Stored {
    schema: u32,
    games: Vec<PastGame>,
}

/// The recent games, newest first, at most [`KEPT`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    games: Vec<PastGame>,
}

impl History {
    /// Reads a stored list. Every game in it must replay to its end: one
    /// that does not would be offered and then fail, so the whole list is
    /// refused and the caller starts afresh.
    ///
    /// # Errors
    /// Why the text is not a list of games this build can read, in words.
    pub fn from_json(text: &str) -> Result<History, String> {
        // Read through a JSON value, as saves and imports are: the page
        // then holds one reader of records, not one per kind of source.
        let unreadable =
            |e: serde_json::Error| format!("it is not a list of games Bones can read ({e})");
        let stored: Stored = serde_json::from_str::<serde_json::Value>(text)
            .and_then(serde_json::from_value)
            .map_err(unreadable)?;
        if stored.schema != SCHEMA {
            return Err(format!(
                "it is of another version of Bones (schema {}, this one reads {SCHEMA})",
                stored.schema
            ));
        }
        for (n, game) in stored.games.iter().enumerate() {
            game.outcome()
                .map_err(|why| format!("its game {} cannot be read: {why}", n + 1))?;
        }
        let mut history = History::default();
        for game in stored.games.into_iter().rev() {
            history.add(game);
        }
        Ok(history)
    }

    /// JSON for storage.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(&Stored {
            schema: SCHEMA,
            games: self.games.clone(),
        })
        .unwrap_or_default()
    }

    /// Puts a finished game first. A game already in the list (the same
    /// record: the same deals played the same way) moves up instead of
    /// being kept twice, and the oldest beyond [`KEPT`] are forgotten.
    pub fn add(&mut self, game: PastGame) {
        self.games.retain(|kept| kept.record != game.record);
        self.games.insert(0, game);
        self.games.truncate(KEPT);
    }

    /// The games, newest first.
    #[must_use]
    pub fn games(&self) -> &[PastGame] {
        &self.games
    }

    /// Forgets them all, as the player asked.
    pub fn clear(&mut self) {
        self.games.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bones_engine::rng::SplitMix64;
    use bones_engine::{Euchre, Game, Rules, Texas42, Texas88};

    /// A finished game of `rules` from `seed`, every seat taking a random
    /// legal action (the first every time could pass every hand in).
    fn finished(rules: Rules, seed: u64) -> GameRecord {
        let mut game = Game::new(rules, seed).unwrap();
        let mut record = GameRecord::of(&game, Vec::new());
        let mut rng = SplitMix64::new(seed);
        while game.winner().is_none() {
            let legal = game.legal_actions();
            let action = legal[rng.below(legal.len())];
            game.apply(action).unwrap();
            record.actions.push(action);
        }
        record
    }

    fn past(rules: Rules, seed: u64) -> PastGame {
        PastGame {
            ended_ms: 1_764_670_000_000 + seed,
            level: BotKind::Hard,
            record: finished(rules, seed),
        }
    }

    #[test]
    fn a_game_is_described_from_its_record() {
        let game = past(Rules::Texas42(Texas42::straight()), 3);
        let replayed = game.record.replay().unwrap();
        let scores = replayed.scores();
        let outcome = game.outcome().unwrap();
        let us = Seat::FIRST.team(game.record.rules.teams());
        assert_eq!(outcome.won, replayed.winner() == Some(us));
        assert_eq!(outcome.title, "Straight 42 · Hard");
        assert_eq!(
            outcome.score,
            format!("{} to {}", text::marks(scores[0]), scores[1])
        );
        assert_eq!(outcome.hands, replayed.hand_number() + 1);
        assert!(outcome.score.contains(" marks to ") || outcome.score.contains(" mark to "));

        // Points games say points; a three-handed Euchre names both others.
        let points = past(Rules::Texas88(Texas88::default()), 4)
            .outcome()
            .unwrap();
        assert!(points.score.contains("points to"), "{}", points.score);
        let three = Rules::Euchre(Euchre {
            players: 3,
            ..Euchre::default()
        });
        let outcome = past(three, 5).outcome().unwrap();
        assert_eq!(outcome.title, "Domino Euchre for 3 · Hard");
        assert_eq!(
            outcome.score.matches(" and ").count(),
            1,
            "{}",
            outcome.score
        );
    }

    #[test]
    fn a_shared_result_says_the_game_the_score_and_the_deal() {
        let link = "https://example.org/bones/?deal=1.texas42.20261202";
        let daily = past(Rules::Texas42(Texas42::straight()), 20_261_202);
        let outcome = daily.outcome().unwrap();
        assert_eq!(outcome.day, Day::new(2026, 12, 2));
        let text = outcome.share_text(link);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "Bones · Straight 42 · Hard, deal of the day 2 December 2026"
        );
        assert_eq!(
            lines[1],
            format!(
                "{} {} in {}.",
                if outcome.won { "Won" } else { "Lost" },
                outcome.score,
                text::hands(outcome.hands)
            )
        );
        assert_eq!(lines[2], format!("Play the same deals: {link}"));
        assert_eq!(lines.len(), 3);

        // Any other game is shared without a day.
        let other = past(Rules::Texas42(Texas42::straight()), 3)
            .outcome()
            .unwrap();
        assert_eq!(other.day, None);
        assert_eq!(
            other.share_text(link).lines().next(),
            Some("Bones · Straight 42 · Hard")
        );
    }

    #[test]
    fn a_game_is_dealt_again_from_its_first_hand_with_its_bots() {
        let game = past(Rules::Texas42(Texas42::house()), 6);
        let again = game.deal_again().unwrap();
        let fresh = Session::from_record(
            GameId::default(),
            &GameRecord {
                actions: Vec::new(),
                ..game.record.clone()
            },
        )
        .unwrap();
        assert_eq!(again.level, BotKind::Hard);
        assert_eq!(again.turn_number(), 0);
        assert_eq!(again.record(), fresh.record());
        assert_eq!(*again.game().rules(), game.record.rules);
        assert!(!again.is_over());
    }

    #[test]
    fn the_newest_game_comes_first_and_the_list_is_bounded() {
        let mut history = History::default();
        let games: Vec<PastGame> = (0..12)
            .map(|seed| past(Rules::Texas42(Texas42::straight()), seed))
            .collect();
        for game in &games {
            history.add(game.clone());
        }
        assert_eq!(history.games().len(), KEPT);
        assert_eq!(history.games()[0], games[11]);
        assert_eq!(history.games()[KEPT - 1], games[2]);

        // The same game again moves up, once.
        let mut again = games[5].clone();
        again.ended_ms += 1;
        history.add(again.clone());
        assert_eq!(history.games().len(), KEPT);
        assert_eq!(history.games()[0], again);
        assert_eq!(
            history
                .games()
                .iter()
                .filter(|g| g.record == again.record)
                .count(),
            1
        );

        // A storage round trip keeps the order; clearing forgets them.
        let read = History::from_json(&history.to_json()).unwrap();
        assert_eq!(read, history);
        history.clear();
        assert!(history.games().is_empty());
    }

    #[test]
    fn a_list_that_cannot_be_read_is_refused_with_its_reason() {
        let mut history = History::default();
        history.add(past(Rules::Texas42(Texas42::straight()), 7));
        let good = history.to_json();

        let why = History::from_json("{").unwrap_err();
        assert!(
            why.starts_with("it is not a list of games Bones can read"),
            "{why}"
        );
        let other = good.replacen("\"schema\":1", "\"schema\":9", 1);
        assert_eq!(
            History::from_json(&other).unwrap_err(),
            "it is of another version of Bones (schema 9, this one reads 1)"
        );

        // A game cut short, or with a move the rules refuse.
        let mut short = history.clone();
        short.games[0].record.actions.pop();
        let why = History::from_json(&short.to_json()).unwrap_err();
        assert_eq!(why, "its game 1 cannot be read: the game is not over");
        let mut illegal = history.clone();
        let last = illegal.games[0].record.actions.len() - 1;
        illegal.games[0].record.actions.swap(0, last);
        let why = History::from_json(&illegal.to_json()).unwrap_err();
        assert!(
            why.starts_with("its game 1 cannot be read: action "),
            "{why}"
        );

        // More than the list keeps reads as its newest.
        let mut long = Stored {
            schema: SCHEMA,
            games: Vec::new(),
        };
        for seed in 0..(KEPT as u64 + 2) {
            long.games
                .push(past(Rules::Texas42(Texas42::straight()), seed));
        }
        let first = long.games[0].clone();
        let read = History::from_json(&serde_json::to_string(&long).unwrap()).unwrap();
        assert_eq!(read.games().len(), KEPT);
        assert_eq!(read.games()[0], first);
    }
}
