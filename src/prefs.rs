//! The player's preferences (the next game's setup, bot pace) and the
//! page's launch options (`?seed=`, `?speed=`...).
//!
//! Rules are the engine's own settings types; the page never invents a
//! rule. They are stored as the engine's JSON form of [`Rules`], so a saved
//! preference is validated by the same code as a game record.

use bones_engine::{GameKind, Rules};
use serde::{Deserialize, Serialize};

use crate::haptics::Buzz;
use crate::pips::PipPaint;
use crate::protocol::{BotKind, Fault};
use crate::setup::Setup;
use crate::sound::Sound;

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

/// What the player chose: the next game (game, settings, level), the
/// bots' pace, the coach, the sound, the buzz, the pips' paint and how
/// many taps play a tile.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Prefs {
    /// The setup screen's choices.
    pub setup: Setup,
    /// Bot pace.
    pub speed: Speed,
    /// Show the bidding advisor on the player's bidding turns.
    pub advisor: bool,
    /// The tiles' clack.
    pub sound: Sound,
    /// The buzz as the player's tiles land (phones).
    pub buzz: Buzz,
    /// Play the player's tile when it is the only one they may play (a
    /// forced play is no decision; it only slows a phone's game down).
    pub play_forced: bool,
    /// Black pips, or each number in its own colour.
    pub pips: PipPaint,
    /// One tap plays a tile, where by default the first picks it up and the
    /// second plays it (a guard against a stray touch, which Undo also
    /// covers; a player who plays quickly would rather tap once).
    pub one_tap: bool,
}

/// The stored form: the engine's JSON for the chosen game's rules, the
/// other games' last settings, the level and the pace. (The first stored
/// form had only `rules`, for Texas 42, and `speed`: it still reads.)
#[derive(Serialize, Deserialize)]
struct StoredPrefs {
    rules: Rules,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    others: Vec<Rules>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    level: Option<BotKind>,
    speed: Speed,
    #[serde(default, skip_serializing_if = "core::ops::Not::not")]
    advisor: bool,
    /// Written only when off, so earlier stored forms read as on.
    #[serde(default, skip_serializing_if = "is_default")]
    sound: Sound,
    /// Written only when off, as the sound.
    #[serde(default, skip_serializing_if = "is_default")]
    buzz: Buzz,
    #[serde(default, skip_serializing_if = "core::ops::Not::not")]
    play_forced: bool,
    /// Written only when coloured.
    #[serde(default, skip_serializing_if = "is_default")]
    pips: PipPaint,
    #[serde(default, skip_serializing_if = "core::ops::Not::not")]
    one_tap: bool,
}

/// Whether a stored choice is its default (on, for the sound and the
/// buzz), which goes unwritten.
fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

impl Prefs {
    /// The key preferences are saved under in `localStorage`.
    pub const STORAGE_KEY: &'static str = "bones.prefs.v1";

    /// JSON for storage.
    #[must_use]
    pub fn to_json(&self) -> String {
        let mut all = self.setup.all_rules();
        let chosen = all.pop().unwrap_or_else(|| self.setup.rules());
        serde_json::to_string(&StoredPrefs {
            rules: chosen,
            others: all,
            level: Some(self.setup.level),
            speed: self.speed,
            advisor: self.advisor,
            sound: self.sound,
            buzz: self.buzz,
            play_forced: self.play_forced,
            pips: self.pips,
            one_tap: self.one_tap,
        })
        .unwrap_or_default()
    }

    /// Reads stored preferences. A stored level this build does not offer
    /// falls back to the default level.
    ///
    /// # Errors
    /// Text that is not a stored preference, or rules the engine refuses
    /// (the message is the engine's).
    pub fn from_json(text: &str) -> Result<Prefs, String> {
        let stored: StoredPrefs = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let mut setup = Setup::default();
        for rules in stored.others.into_iter().chain([stored.rules]) {
            setup = setup.with_rules(rules);
        }
        setup.level = stored
            .level
            .filter(|l| BotKind::offered_levels().contains(l))
            .unwrap_or_else(BotKind::default_level);
        Ok(Prefs {
            setup,
            speed: stored.speed,
            advisor: stored.advisor,
            sound: stored.sound,
            buzz: stored.buzz,
            play_forced: stored.play_forced,
            pips: stored.pips,
            one_tap: stored.one_tap,
        })
    }
}

/// Options read from the page's URL: `?game=texas88&seed=42&speed=instant&bot=random&fault=panic`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Launch {
    /// The game the setup screen offers (with the settings kept for it):
    /// a link, or the installed app's shortcut, to a game by its name.
    pub game: Option<GameKind>,
    /// Deal every game from this seed (reproducible games).
    pub seed: Option<u64>,
    /// Overrides the stored bot speed.
    pub speed: Option<Speed>,
    /// Overrides the level chosen on the setup screen (`random` makes
    /// fast, erratic opponents for tests).
    pub bot: Option<BotKind>,
    /// A fault injected into the first bot request of each game (tests).
    pub fault: Option<Fault>,
    /// Start a game at once, without waiting for "New game".
    pub autostart: bool,
}

impl Launch {
    /// Reads a query string (with or without the leading `?`). A URL
    /// never breaks the page: keys it does not know are left alone (other
    /// sites add their own), and an option whose value it cannot read is
    /// not used.
    #[must_use]
    pub fn from_query(query: &str) -> Launch {
        Launch::read(query).0
    }

    /// [`Launch::from_query`], with a sentence for each option whose value
    /// was not understood (so the page can say why it was not used).
    #[must_use]
    pub fn read(query: &str) -> (Launch, Vec<String>) {
        let mut launch = Launch::default();
        let mut refused = Vec::new();
        for (key, value) in crate::query::pairs(query) {
            let mut refuse = |expected: String| {
                refused.push(format!("“{key}={}”: {expected}", shortened(&value)));
            };
            match key {
                "game" => {
                    launch.game = value.parse().ok();
                    if launch.game.is_none() {
                        refuse(one_of(GameKind::ALL.iter().map(|g| g.name())));
                    }
                }
                "seed" => {
                    launch.seed = value.parse().ok();
                    if launch.seed.is_none() {
                        refuse(format!("a seed is a whole number from 0 to {}", u64::MAX));
                    }
                }
                "speed" => {
                    launch.speed = Speed::from_name(&value);
                    if launch.speed.is_none() {
                        refuse(one_of(Speed::ALL.iter().map(|s| s.name())));
                    }
                }
                "bot" => {
                    launch.bot = BotKind::from_name(&value);
                    if launch.bot.is_none() {
                        refuse(one_of(BotKind::ALL.iter().map(|b| b.name())));
                    }
                }
                "fault" => {
                    launch.fault = match value.as_str() {
                        "panic" => Some(Fault::Panic),
                        "illegal" => Some(Fault::Illegal),
                        _ => None,
                    };
                    if launch.fault.is_none() {
                        refuse(one_of(["panic", "illegal"].into_iter()));
                    }
                }
                "play" => launch.autostart = value != "0",
                _ => {}
            }
        }
        (launch, refused)
    }
}

/// "the value is one of a, b or c".
fn one_of<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let names: Vec<&str> = names.collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            format!("the value is one of {} or {last}", rest.join(", "))
        }
        _ => format!("the value is {}", names.join("")),
    }
}

/// A value as the player typed it, cut short if it is long.
fn shortened(value: &str) -> String {
    const MOST: usize = 24;
    if value.chars().count() <= MOST {
        value.to_owned()
    } else {
        let head: String = value.chars().take(MOST).collect();
        format!("{head}…")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bones_engine::{AllPass, Euchre, Scoring, Texas42};

    #[test]
    fn prefs_round_trip_through_storage_json() {
        let mut rules = Texas42::house();
        rules.scoring = Scoring::Points;
        rules.target = 250;
        rules.all_pass = AllPass::Redeal;
        let mut setup = Setup::default().with_rules(Rules::Texas42(rules));
        setup = setup.with_rules(Rules::Euchre(Euchre {
            players: 2,
            ..Euchre::default()
        }));
        setup.level = *BotKind::offered_levels().last().unwrap();
        let prefs = Prefs {
            setup,
            speed: Speed::Fast,
            advisor: true,
            sound: Sound::Off,
            buzz: Buzz::Off,
            play_forced: true,
            pips: PipPaint::Coloured,
            one_tap: true,
        };
        assert_eq!(Prefs::from_json(&prefs.to_json()), Ok(prefs));
        let plain = Prefs {
            advisor: false,
            sound: Sound::On,
            buzz: Buzz::On,
            play_forced: false,
            pips: PipPaint::Black,
            one_tap: false,
            ..prefs
        };
        let text = plain.to_json();
        assert!(
            !["advisor", "sound", "buzz", "play_forced", "pips", "one_tap"]
                .iter()
                .any(|key| text.contains(key)),
            "{text}"
        );
        assert_eq!(Prefs::from_json(&text), Ok(plain));
    }

    #[test]
    fn the_first_stored_form_still_reads() {
        let text = r#"{"rules":{"game":"texas42","settings":{"preset":"house"}},"speed":"fast"}"#;
        let prefs = Prefs::from_json(text).unwrap();
        assert_eq!(prefs.setup.rules(), Rules::Texas42(Texas42::house()));
        assert_eq!(prefs.setup.level, BotKind::default_level());
        assert_eq!(prefs.speed, Speed::Fast);
        assert!(!prefs.advisor, "the advisor starts off");
        assert_eq!(prefs.sound, Sound::On, "the sound starts on");
        assert_eq!(prefs.buzz, Buzz::On, "the buzz starts on");
        assert!(!prefs.play_forced, "forced tiles wait for the player");
        assert_eq!(prefs.pips, PipPaint::Black, "pips start black");
        assert!(!prefs.one_tap, "a first tap picks a tile up");
    }

    #[test]
    fn stored_rules_are_validated_by_the_engine() {
        let text = r#"{"rules":{"game":"texas42","settings":{"splash":9}},"speed":"normal"}"#;
        let err = Prefs::from_json(text).unwrap_err();
        assert!(err.contains("Splash is worth 2 or 3 marks"), "{err}");
        assert!(Prefs::from_json("not json").is_err());
        let five = r#"{"rules":{"game":"euchre","settings":{"players":5}},"speed":"normal"}"#;
        assert!(Prefs::from_json(five)
            .unwrap_err()
            .contains("2, 3 or 4 players"));
    }

    #[test]
    fn launch_options_read_the_query_and_ignore_junk() {
        let l = Launch::from_query("?seed=42&speed=instant&bot=random&fault=panic&play=1&x=y");
        assert_eq!(l.seed, Some(42));
        assert_eq!(l.speed, Some(Speed::Instant));
        assert_eq!(l.bot, Some(BotKind::Random));
        assert_eq!(Launch::from_query("bot=hard").bot, Some(BotKind::Hard));
        assert_eq!(l.fault, Some(Fault::Panic));
        assert!(l.autostart);
        assert_eq!(l.game, None);
        for game in GameKind::ALL {
            let query = format!("game={}", game.name());
            assert_eq!(Launch::from_query(&query).game, Some(game), "{query}");
        }
        let junk = Launch::from_query("seed=-3&speed=warp&fault=&&=");
        assert_eq!(junk, Launch::default());
    }

    #[test]
    fn each_option_not_understood_is_said_and_unknown_keys_are_left_alone() {
        let (launch, refused) = Launch::read("?seed=abc&speed=warp&bot=zzz&play=1&utm_source=x");
        assert_eq!(
            launch,
            Launch {
                autostart: true,
                ..Launch::default()
            }
        );
        assert_eq!(refused.len(), 3, "{refused:?}");
        assert!(refused[0].starts_with("“seed=abc”: a seed is a whole number"));
        assert!(
            refused[1].contains("one of relaxed, normal, fast or instant"),
            "{}",
            refused[1]
        );
        assert!(refused[2].starts_with("“bot=zzz”: the value is one of"));
        assert!(refused[2].contains("hard"));
        // Good options say nothing; a long value is cut short; escapes decode.
        assert!(Launch::read("?seed=42&bot=hard").1.is_empty());
        let (launch, refused) = Launch::read("?game=chess");
        assert_eq!(launch.game, None);
        assert_eq!(
            refused,
            ["“game=chess”: the value is one of texas42, texas88, big-game or euchre"]
        );
        let long = Launch::read(&format!("seed={}", "9".repeat(400))).1;
        assert!(
            long[0].chars().count() < 120 && long[0].contains('…'),
            "{long:?}"
        );
        assert_eq!(Launch::read("seed=%31%32").0.seed, Some(12));
        assert!(
            Launch::read("seed=%E2%82").1[0].contains("%E2%82"),
            "undecodable bytes stay as written"
        );
    }
}
