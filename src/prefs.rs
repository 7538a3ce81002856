//! The player's preferences (rules for the next game, bot pace) and the
//! page's launch options (`?seed=`, `?speed=`...).
//!
//! Rules are the engine's own settings type ([`Texas42`]); the page never
//! invents a rule. They are stored as the engine's JSON form of [`Rules`],
//! so a saved preference is validated by the same code as a game record.

use bones_engine::{Rules, Texas42};
use serde::{Deserialize, Serialize};

use crate::protocol::{BotKind, Fault};

/// How fast the bots play, so a person can follow them.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Speed {
    /// Time to read every play.
    Relaxed,
    /// The default pace.
    #[default]
    Normal,
    /// Quick.
    Fast,
    /// No pauses at all (tests, or watching the end of a game).
    Instant,
}

impl Speed {
    /// Every speed, slowest first.
    pub const ALL: [Speed; 4] = [Speed::Relaxed, Speed::Normal, Speed::Fast, Speed::Instant];

    /// Least time between a bot's turn starting and its action showing.
    #[must_use]
    pub const fn bot_ms(self) -> u32 {
        match self {
            Speed::Relaxed => 1300,
            Speed::Normal => 750,
            Speed::Fast => 300,
            Speed::Instant => 0,
        }
    }

    /// How long a completed trick stays on the table.
    #[must_use]
    pub const fn trick_ms(self) -> u32 {
        match self {
            Speed::Relaxed => 2200,
            Speed::Normal => 1400,
            Speed::Fast => 700,
            Speed::Instant => 0,
        }
    }

    /// The name in the URL and in settings.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Speed::Relaxed => "relaxed",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }

    /// The label shown to players.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Speed::Relaxed => "Relaxed",
            Speed::Normal => "Normal",
            Speed::Fast => "Fast",
            Speed::Instant => "Instant",
        }
    }

    /// The speed named `name`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// What the player chose: the rules of the next game and the bots' pace.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Prefs {
    /// Texas 42 settings for the next game.
    pub rules: Texas42,
    /// Bot pace.
    pub speed: Speed,
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs {
            rules: Texas42::straight(),
            speed: Speed::Normal,
        }
    }
}

/// The stored form: the engine's JSON for the rules.
#[derive(Serialize, Deserialize)]
struct StoredPrefs {
    rules: Rules,
    speed: Speed,
}

impl Prefs {
    /// The key preferences are saved under in `localStorage`.
    pub const STORAGE_KEY: &'static str = "bones.prefs.v1";

    /// JSON for storage.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(&StoredPrefs {
            rules: Rules::Texas42(self.rules),
            speed: self.speed,
        })
        .unwrap_or_default()
    }

    /// Reads stored preferences.
    ///
    /// # Errors
    /// Text that is not a stored preference, or rules the engine refuses
    /// (the message is the engine's).
    pub fn from_json(text: &str) -> Result<Prefs, String> {
        let stored: StoredPrefs = serde_json::from_str(text).map_err(|e| e.to_string())?;
        match stored.rules {
            Rules::Texas42(rules) => Ok(Prefs {
                rules,
                speed: stored.speed,
            }),
            other => Err(format!(
                "stored rules are for {}, not Texas 42",
                other.kind().title()
            )),
        }
    }
}

/// Options read from the page's URL: `?seed=42&speed=instant&bot=random&fault=panic`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Launch {
    /// Deal every game from this seed (reproducible games).
    pub seed: Option<u64>,
    /// Overrides the stored bot speed.
    pub speed: Option<Speed>,
    /// Which bot plays the other seats.
    pub bot: BotKind,
    /// A fault injected into the first bot request of each game (tests).
    pub fault: Option<Fault>,
    /// Start a game at once, without waiting for "New game".
    pub autostart: bool,
}

impl Launch {
    /// Reads a query string (with or without the leading `?`). Unknown
    /// keys and unreadable values are ignored: a URL never breaks the page.
    #[must_use]
    pub fn from_query(query: &str) -> Launch {
        let mut launch = Launch::default();
        for pair in query.trim_start_matches('?').split('&') {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            match key {
                "seed" => launch.seed = value.parse().ok(),
                "speed" => launch.speed = Speed::from_name(value),
                "bot" => {
                    launch.bot = match value {
                        "random" => BotKind::Random,
                        _ => BotKind::Heuristic,
                    }
                }
                "fault" => {
                    launch.fault = match value {
                        "panic" => Some(Fault::Panic),
                        "illegal" => Some(Fault::Illegal),
                        _ => None,
                    }
                }
                "play" => launch.autostart = value != "0",
                _ => {}
            }
        }
        launch
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bones_engine::{AllPass, Scoring};

    #[test]
    fn prefs_round_trip_through_storage_json() {
        let mut rules = Texas42::house();
        rules.scoring = Scoring::Points;
        rules.target = 250;
        rules.all_pass = AllPass::Redeal;
        let prefs = Prefs {
            rules,
            speed: Speed::Fast,
        };
        assert_eq!(Prefs::from_json(&prefs.to_json()), Ok(prefs));
    }

    #[test]
    fn stored_rules_are_validated_by_the_engine() {
        let text = r#"{"rules":{"game":"texas42","settings":{"splash":9}},"speed":"normal"}"#;
        let err = Prefs::from_json(text).unwrap_err();
        assert!(err.contains("Splash is worth 2 or 3 marks"), "{err}");
        assert!(Prefs::from_json("not json").is_err());
        let other_game = r#"{"rules":{"game":"euchre"},"speed":"normal"}"#;
        assert!(Prefs::from_json(other_game)
            .unwrap_err()
            .contains("Domino Euchre"));
    }

    #[test]
    fn launch_options_read_the_query_and_ignore_junk() {
        let l = Launch::from_query("?seed=42&speed=instant&bot=random&fault=panic&play=1&x=y");
        assert_eq!(l.seed, Some(42));
        assert_eq!(l.speed, Some(Speed::Instant));
        assert_eq!(l.bot, BotKind::Random);
        assert_eq!(l.fault, Some(Fault::Panic));
        assert!(l.autostart);
        let junk = Launch::from_query("seed=-3&speed=warp&fault=&&=");
        assert_eq!(junk, Launch::default());
    }
}
