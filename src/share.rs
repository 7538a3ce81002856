//! Shareable deal links: the game, its settings and the seed in the page's
//! URL, so a friend who opens the link is dealt the same hands.
//!
//! # The encoding
//!
//! One query parameter, `deal`, made of dot-separated parts:
//!
//! ```text
//! ?deal=1.texas42.2024                      Straight 42, seed 2024
//! ?deal=1.texas42.2024.preset:house         the house rules
//! ?deal=1.texas42.77.preset:house.target:5  house rules to 5 marks
//! ?deal=1.euchre.9.players:3                three-handed Domino Euchre
//! ```
//!
//! 1. `1`: the format's version.
//! 2. the game, as in game records: `texas42`, `texas88`, `big-game`, `euchre`.
//! 3. the seed, a decimal number from 0 to 2^64 − 1: hand *n* of the game
//!    is shuffled from the seed and *n* alone (see `docs/records.md`).
//! 4. then any number of `option:value` settings, named and valued exactly
//!    as in a game record's `settings` (`true`/`false`, numbers, and words
//!    such as `forced-bid` or `one-mark`). Only options that differ from
//!    the game's defaults are written (for Texas 42, from the nearer of the
//!    two presets, named with `preset:`).
//!
//! Every part is checked and the settings are validated by the engine; a
//! link that fails is refused with the reason, and the page carries on.

use core::fmt;

use bones_engine::{GameKind, Preset, Rules, SettingsSpec};
use serde_json::{Map, Value};

/// The query parameter that carries a deal.
pub const PARAM: &str = "deal";

/// The encoding's version, the link's first part.
pub const VERSION: &str = "1";

/// A deal a link describes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SharedDeal {
    /// Game and settings.
    pub rules: Rules,
    /// The seed the hands are dealt from.
    pub seed: u64,
}

/// Why a deal link was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError(String);

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for LinkError {}

/// A refusal with this reason.
pub(crate) fn refuse(why: impl Into<String>) -> LinkError {
    LinkError(why.into())
}

/// The settings of `rules` as a JSON object, every option spelled out.
fn spelled_out(rules: &Rules) -> Map<String, Value> {
    match serde_json::to_value(SettingsSpec::of(rules)) {
        Ok(Value::Object(map)) => map,
        _ => Map::new(),
    }
}

/// The options of `rules` that differ from `base`, in a stable order.
fn differences(rules: &Rules, base: &Rules) -> Vec<(String, Value)> {
    let base = spelled_out(base);
    spelled_out(rules)
        .into_iter()
        .filter(|(k, v)| base.get(k) != Some(v))
        .collect()
}

fn scalar(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

impl SharedDeal {
    /// The link's `deal` value.
    #[must_use]
    pub fn encode(&self) -> String {
        let kind = self.rules.kind();
        // Texas 42 starts from the nearer preset; other games from their
        // defaults.
        let (preset, mut options) = match kind {
            GameKind::Texas42 => [Preset::Straight, Preset::House]
                .into_iter()
                .map(|p| {
                    (
                        p,
                        differences(
                            &self.rules,
                            &Rules::Texas42(bones_engine::Texas42::preset(p)),
                        ),
                    )
                })
                .min_by_key(|(p, d)| {
                    (
                        d.len() + usize::from(*p != Preset::Straight),
                        *p != Preset::Straight,
                    )
                })
                .map_or((None, Vec::new()), |(p, d)| {
                    ((p != Preset::Straight).then_some(p), d)
                }),
            _ => (None, differences(&self.rules, &Rules::default_for(kind))),
        };
        // Choosing `scoring` resets `target` to that scoring's default, so
        // a changed scoring always carries its target.
        if options.iter().any(|(k, _)| k == "scoring")
            && !options.iter().any(|(k, _)| k == "target")
        {
            options.push(("target".to_owned(), Value::from(self.rules.target())));
        }
        let mut parts = vec![
            VERSION.to_owned(),
            kind.name().to_owned(),
            self.seed.to_string(),
        ];
        if let Some(p) = preset {
            parts.push(format!("preset:{}", p.name()));
        }
        parts.extend(options.iter().map(|(k, v)| format!("{k}:{}", scalar(v))));
        let encoded = parts.join(".");
        // Written only if it reads back to the same deal; otherwise every
        // option is spelled out (always exact).
        if SharedDeal::decode(&encoded).as_ref() == Ok(self) {
            return encoded;
        }
        let mut parts = vec![
            VERSION.to_owned(),
            kind.name().to_owned(),
            self.seed.to_string(),
        ];
        parts.extend(
            spelled_out(&self.rules)
                .iter()
                .map(|(k, v)| format!("{k}:{}", scalar(v))),
        );
        parts.join(".")
    }

    /// Reads a link's `deal` value.
    ///
    /// # Errors
    /// A part that is missing or unreadable, or settings the engine
    /// refuses (its reason).
    pub fn decode(value: &str) -> Result<SharedDeal, LinkError> {
        let mut parts = value.split('.');
        match parts.next() {
            Some(VERSION) => {}
            Some("") | None => return Err(refuse("the deal is empty")),
            Some(v) => {
                return Err(refuse(format!(
                    "\"{v}\" is not a deal link version this page reads (it reads {VERSION})"
                )))
            }
        }
        let game = parts.next().ok_or_else(|| refuse("the game is missing"))?;
        let kind: GameKind = game.parse().map_err(|_| {
            refuse(format!(
                "\"{game}\" is not a game (texas42, texas88, big-game or euchre)"
            ))
        })?;
        let seed = parts.next().ok_or_else(|| refuse("the seed is missing"))?;
        let seed: u64 = seed.parse().map_err(|_| {
            refuse(format!(
                "the seed \"{seed}\" is not a number from 0 to 18446744073709551615"
            ))
        })?;
        let mut settings = Map::new();
        for part in parts {
            let (key, raw) = part
                .split_once(':')
                .ok_or_else(|| refuse(format!("\"{part}\" is not an option:value setting")))?;
            let value = match raw {
                "true" => Value::Bool(true),
                "false" => Value::Bool(false),
                n if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => n
                    .parse::<u64>()
                    .map(Value::from)
                    .map_err(|_| refuse(format!("the value of \"{key}\" is too large")))?,
                word => Value::String(word.to_owned()),
            };
            if settings.insert(key.to_owned(), value).is_some() {
                return Err(refuse(format!("\"{key}\" is given twice")));
            }
        }
        let spec: SettingsSpec = serde_json::from_value(Value::Object(settings))
            .map_err(|e| refuse(format!("settings: {e}")))?;
        let rules = spec
            .resolve(kind)
            .map_err(|e| refuse(format!("settings: {e}")))?;
        Ok(SharedDeal { rules, seed })
    }

    /// The `deal` value in a query string (with or without `?`), if any.
    /// The value is percent-decoded, so a link a mail program escaped still
    /// reads.
    #[must_use]
    pub fn find_in_query(query: &str) -> Option<String> {
        crate::query::pairs(query)
            .find(|(k, _)| *k == PARAM)
            .map(|(_, v)| v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bones_engine::{AllPass, BigGame, Euchre, EuchreLead, Scoring, Texas42, Texas88};

    #[test]
    fn links_are_compact_and_documented_examples_read() {
        let straight = SharedDeal {
            rules: Rules::Texas42(Texas42::straight()),
            seed: 2024,
        };
        assert_eq!(straight.encode(), "1.texas42.2024");
        let house = SharedDeal {
            rules: Rules::Texas42(Texas42::house()),
            seed: 2024,
        };
        assert_eq!(house.encode(), "1.texas42.2024.preset:house");
        let mut to5 = Texas42::house();
        to5.target = 5;
        let d = SharedDeal::decode("1.texas42.77.preset:house.target:5").unwrap();
        assert_eq!(
            d,
            SharedDeal {
                rules: Rules::Texas42(to5),
                seed: 77
            }
        );
        let e = SharedDeal::decode("1.euchre.9.players:3").unwrap();
        assert_eq!(e.rules.players(), 3);
    }

    #[test]
    fn every_game_and_many_settings_round_trip() {
        let mut points = Texas42::house();
        points.scoring = Scoring::Points;
        points.target = 100;
        points.all_pass = AllPass::Redeal;
        let marks88 = Texas88 {
            scoring: Scoring::Marks,
            target: 7,
            ..Texas88::default()
        };
        let big = BigGame {
            target: 300,
            ..BigGame::default()
        };
        let euchre = Euchre {
            players: 2,
            lead: EuchreLead::LeaderNames,
            ..Euchre::default()
        };
        let mut odd42 = Texas42::straight();
        odd42.scoring = Scoring::Points;
        odd42.target = 7; // not the points default: must be written
        for rules in [
            Rules::Texas42(points),
            Rules::Texas42(odd42),
            Rules::Texas88(marks88),
            Rules::Texas88(Texas88::default()),
            Rules::BigGame(big),
            Rules::Euchre(euchre),
        ] {
            for seed in [0, 1, u64::MAX] {
                let deal = SharedDeal { rules, seed };
                let text = deal.encode();
                assert_eq!(SharedDeal::decode(&text), Ok(deal), "{text}");
                assert!(!text.contains(['&', '#', '?', '=', ' ']), "{text}");
            }
        }
    }

    #[test]
    fn malformed_links_are_refused_with_the_reason() {
        let cases = [
            ("", "empty"),
            ("2.texas42.5", "version"),
            ("1.chess.5", "\"chess\" is not a game"),
            ("1.texas42", "seed is missing"),
            ("1.texas42.-4", "seed \"-4\" is not a number"),
            ("1.texas42.99999999999999999999", "is not a number"),
            ("1.texas42.5.target", "not an option:value"),
            ("1.texas42.5.target:0", "target 0 is out of range"),
            (
                "1.texas42.5.players:3",
                "\"players\" is not a setting of Texas 42",
            ),
            ("1.texas42.5.colour:red", "unknown field `colour`"),
            ("1.texas42.5.target:5.target:6", "given twice"),
            ("1.euchre.5.players:9", "players"),
        ];
        for (link, want) in cases {
            let err = SharedDeal::decode(link).unwrap_err().to_string();
            assert!(err.contains(want), "{link:?}: {err}");
        }
    }

    #[test]
    fn the_deal_is_found_in_a_query_string() {
        assert_eq!(
            SharedDeal::find_in_query("?speed=instant&deal=1.texas42.5.preset%3Ahouse"),
            Some("1.texas42.5.preset:house".to_owned())
        );
        assert_eq!(SharedDeal::find_in_query("?seed=5"), None);
        assert_eq!(SharedDeal::find_in_query("deal"), Some(String::new()));
    }
}
