//! Recent games: the last games finished on this device, newest first,
//! each kept whole as its record, so that the Game sheet can deal one
//! again (to see whether other plays would have won it) or download it.
//!
//! A record is the game itself: what the list says of each game (who
//! won, the score, the hands) is read by replaying it through the engine
//! when the list is read, never stored beside it, so a stored list cannot
//! say anything its games do not show. Only what a record cannot show is
//! kept beside it: the bots' level, and whether the player took turns
//! back or had played the deals before. Like the statistics it is a
//! convenience: a list that cannot be read is refused whole, with the
//! reason, and the caller sets it aside and starts afresh.

use bones_engine::{Game, GameRecord, RecordError, Seat, Team};
use serde::{Deserialize, Serialize};

use crate::daily::Day;
use crate::protocol::{BotKind, GameId};
use crate::stats::{Aids, HowPlayed};
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
    /// Undo, deals played before: stored as the game's own fields
    /// (`used_undo`, `replayed`), as lists written before [`Aids`] hold
    /// them.
    #[serde(flatten)]
    pub aids: Aids,
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
    /// Undo, deals played before.
    pub aids: Aids,
}

impl Outcome {
    /// Who won a finished game, the score and how many hands, and how it
    /// was played.
    ///
    /// # Errors
    /// The game is not over.
    pub fn of_game(game: &Game, how: HowPlayed) -> Result<Outcome, String> {
        let winner = game.winner().ok_or("the game is not over")?;
        let rules = *game.rules();
        let us = how.me.team(rules.teams());
        let scores = game.scores();
        let others: Vec<String> = Team::all(rules.teams())
            .filter(|&t| t != us)
            .map(|t| scores[t.index()].to_string())
            .collect();
        Ok(Outcome {
            won: winner == us,
            title: format!("{} · {}", setup::game_title(&rules), how.level.label()),
            score: format!(
                "{} to {}",
                text::score(rules.scoring(), scores[us.index()]),
                others.join(" and ")
            ),
            hands: game.hand_number() + 1,
            day: Day::of_seed(game.seed()),
            aids: how.aids,
        })
    }

    /// "Won 7 marks to 3", or "Lost ...": the result, the player's side
    /// first.
    #[must_use]
    pub fn verdict(&self) -> String {
        format!("{} {}", if self.won { "Won" } else { "Lost" }, self.score)
    }

    /// "Won 7 marks to 3 (dealt again)": the result and what made it
    /// easier, as the setup screen says how today's deal went, so a
    /// second try never passes for the first.
    #[must_use]
    pub fn verdict_and_aids(&self) -> String {
        match self.aids.label() {
            Some(aids) => format!("{} ({aids})", self.verdict()),
            None => self.verdict(),
        }
    }

    /// What a player pastes to a friend: the game, the result, and the
    /// link that deals the friend the same hands.
    #[must_use]
    pub fn share_text(&self, deal_link: &str) -> String {
        let game = match self.day {
            Some(day) => format!("{}, deal of the day {day}", self.title),
            None => self.title.clone(),
        };
        let aids = self
            .aids
            .label()
            .map(|a| format!(" ({a})"))
            .unwrap_or_default();
        format!(
            "Bones · {game}\n{} in {}{aids}.\nPlay the same deals: {deal_link}",
            self.verdict(),
            text::hands(self.hands)
        )
    }
}

impl PastGame {
    /// The game just finished, as the list keeps it.
    #[must_use]
    pub fn of(record: GameRecord, how: HowPlayed, ended_ms: u64) -> PastGame {
        PastGame {
            ended_ms,
            level: how.level,
            record,
            aids: how.aids,
        }
    }

    /// Who won, the score and how many hands ([`Outcome::of_game`]), by
    /// replaying the record.
    ///
    /// # Errors
    /// The record does not replay, or its game is not over.
    pub fn outcome(&self) -> Result<Outcome, String> {
        let game = self.record.replay().map_err(|e| e.to_string())?;
        Outcome::of_game(
            &game,
            HowPlayed {
                // The page always seats its player first.
                me: Seat::FIRST,
                level: self.level,
                aids: self.aids,
            },
        )
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

    /// The newest game played from `start` (a record with no actions): the
    /// same rules, seed, first dealer and deals, so the same hands. The
    /// setup screen asks it whether today's deal was played.
    #[must_use]
    pub fn newest_from(&self, start: &GameRecord) -> Option<&PastGame> {
        self.games.iter().find(|game| {
            let record = &game.record;
            (record.rules, record.seed, record.dealer, &record.deals)
                == (start.rules, start.seed, start.dealer, &start.deals)
        })
    }

    /// Whether the player has played `session`'s deals: a game in the
    /// list was dealt the same hands. A deal link to such a game deals
    /// hands the player has seen, so that game counts apart.
    #[must_use]
    pub fn played_before(&self, session: &Session) -> bool {
        self.newest_from(&session.record()).is_some()
    }

    /// How the newest game played from `start` went, if the list holds
    /// one: the setup screen asks it of today's deal ([`Day::start`]).
    #[must_use]
    pub fn result_from(&self, start: &GameRecord) -> Option<Outcome> {
        self.newest_from(start)?.outcome().ok()
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
    use bones_engine::{Deal, Euchre, Rules, Texas42, Texas88};

    /// A finished game of `rules` from `seed`, every seat taking a random
    /// legal action (the first every time could pass every hand in).
    fn finished(rules: Rules, seed: u64) -> GameRecord {
        finished_by(rules, seed, seed)
    }

    /// The same, the random choices drawn from `choices`.
    fn finished_by(rules: Rules, seed: u64, choices: u64) -> GameRecord {
        let mut game = Game::new(rules, seed).unwrap();
        let mut record = GameRecord::of(&game, Vec::new());
        let mut rng = SplitMix64::new(choices);
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
            aids: Aids::NONE,
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

        // A game dealt again, or with turns taken back, says so beside
        // its score, and the list remembers it.
        let mut helped = daily.clone();
        helped.aids.used_undo = true;
        let with_undo = helped.outcome().unwrap();
        assert_eq!(with_undo.aids.label(), Some("with Undo"));
        assert_eq!(
            with_undo.share_text(link).lines().nth(1).unwrap(),
            format!(
                "{} in {} (with Undo).",
                outcome.verdict(),
                text::hands(outcome.hands)
            )
        );
        helped.aids.replayed = true;
        assert_eq!(
            helped.outcome().unwrap().aids.label(),
            Some("dealt again, with Undo")
        );
        assert_eq!(
            helped.outcome().unwrap().verdict_and_aids(),
            format!("{} (dealt again, with Undo)", outcome.verdict())
        );
        helped.aids.used_undo = false;
        assert_eq!(helped.outcome().unwrap().aids.label(), Some("dealt again"));
        assert_eq!(outcome.aids.label(), None);
        assert_eq!(outcome.verdict_and_aids(), outcome.verdict());
        let mut list = History::default();
        list.add(helped.clone());
        assert_eq!(History::from_json(&list.to_json()).unwrap(), list);

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
    fn a_deal_is_found_among_the_games_played_from_its_start() {
        let straight = Rules::Texas42(Texas42::straight());
        let house = Rules::Texas42(Texas42::house());
        let start =
            |rules: Rules, seed: u64| GameRecord::of(&Game::new(rules, seed).unwrap(), Vec::new());
        let mut history = History::default();
        let (older, other_rules, other_seed, newer) = (
            past(straight, 20_261_202),
            past(house, 20_261_202),
            past(straight, 20_261_203),
            // The same deal played another way (another seat's random
            // choices), finished later.
            PastGame {
                ended_ms: 1_764_680_000_000,
                level: BotKind::Normal,
                record: finished_by(straight, 20_261_202, 99),
                aids: Aids {
                    used_undo: true,
                    replayed: true,
                },
            },
        );
        assert_ne!(older.record, newer.record);
        for game in [&older, &other_rules, &other_seed] {
            history.add(game.clone());
        }
        let today = start(straight, 20_261_202);
        assert_eq!(history.newest_from(&today), Some(&older));
        history.add(newer.clone());
        history.add(past(straight, 5));
        assert_eq!(history.newest_from(&today), Some(&newer));
        assert_eq!(
            history.newest_from(&start(house, 20_261_202)),
            Some(&other_rules)
        );
        // Unplayed: another day, other rules, or the same seed dealt by
        // another first dealer or from explicit deals is another deal.
        assert_eq!(history.newest_from(&start(straight, 20_261_204)), None);
        let three = Rules::Euchre(Euchre {
            players: 3,
            ..Euchre::default()
        });
        assert_eq!(history.newest_from(&start(three, 20_261_202)), None);
        let other_dealer = GameRecord {
            dealer: Some(Seat::FIRST),
            ..today.clone()
        };
        assert_ne!(today.dealer, other_dealer.dealer);
        assert_eq!(history.newest_from(&other_dealer), None);
        let dealt = GameRecord {
            deals: vec![Deal::random(&straight, 1).to_spec(&straight)],
            ..today.clone()
        };
        assert_eq!(history.newest_from(&dealt), None);
        // A deal link to the day's deal is one played before, from its
        // start or part way through; another seed is not.
        let link = |seed| Session::new(GameId::default(), straight, seed).unwrap();
        assert!(history.played_before(&link(20_261_202)));
        assert!(
            history.played_before(&Session::from_record(GameId::default(), &newer.record).unwrap())
        );
        assert!(!history.played_before(&link(20_261_204)));
        // The setup screen asks by the start of the day's deal on its rules.
        let day = Day::new(2026, 12, 2).unwrap();
        let result = |day: Day, rules| history.result_from(&day.start(rules).unwrap());
        assert_eq!(result(day, straight), newer.outcome().ok());
        assert_eq!(result(day, house), other_rules.outcome().ok());
        assert_eq!(result(Day::new(2026, 12, 4).unwrap(), straight), None);
        // Its result reads as the setup screen shows it.
        let outcome = newer.outcome().unwrap();
        assert_eq!(
            outcome.verdict(),
            format!(
                "{} {}",
                if outcome.won { "Won" } else { "Lost" },
                outcome.score
            )
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

        // A list written before games kept how they were played reads
        // them as played straight.
        let older = good.replace(",\"used_undo\":false,\"replayed\":false", "");
        assert_ne!(older, good);
        assert_eq!(History::from_json(&older).unwrap(), history);

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
