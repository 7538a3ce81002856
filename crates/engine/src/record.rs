//! Game records: rules, seed or explicit deals, and actions. The format the
//! CLI's `replay` reads, the app exports, and saves are made of.

use core::fmt;

use crate::action::Action;
use crate::deal::{Deal, DealSpec};
use crate::error::{DealError, Illegal, SettingsError};
use crate::game::Game;
use crate::seat::Seat;
use crate::settings::Rules;

/// A whole game as data: exactly reproducible.
///
/// ```
/// use bones_engine::{DealSpec, GameRecord, Rules, Tile};
///
/// let hand = |s: &str| s.split(' ').map(|t| t.parse::<Tile>().unwrap()).collect();
/// let record = GameRecord {
///     rules: Rules::default(),
///     deals: vec![DealSpec {
///         hands: vec![
///             hand("6-6 6-5 6-4 6-3 6-2 6-1 6-0"),
///             hand("5-5 5-4 5-3 5-2 5-1 5-0 4-4"),
///             hand("4-3 4-2 4-1 4-0 3-3 3-2 3-1"),
///             hand("3-0 2-2 2-1 2-0 1-1 1-0 0-0"),
///         ],
///         ..DealSpec::default()
///     }],
///     actions: ["bid 1m", "pass", "pass", "pass", "trump 6", "6-6", "5-5", "4-3"]
///         .iter()
///         .map(|a| a.parse().unwrap())
///         .collect(),
///     ..GameRecord::default()
/// };
/// let game = record.replay().unwrap();
/// assert_eq!(game.turn().unwrap().get(), 3, "seat 3 plays to the first trick");
///
/// // The first illegal action is named, with who tried it and why.
/// let mut bad = record.clone();
/// bad.actions.push("6-5".parse().unwrap());
/// assert_eq!(
///     bad.replay().unwrap_err().to_string(),
///     "action 8 (\"6-5\" by seat 3) is illegal: you do not hold 6-5"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GameRecord {
    /// Game and settings.
    pub rules: Rules,
    /// Seed for hands after the explicit deals (0 when absent).
    pub seed: Option<u64>,
    /// The first dealer (default: the last seat, so seat 0 bids first).
    pub dealer: Option<Seat>,
    /// Explicit deals, played first.
    pub deals: Vec<DealSpec>,
    /// Every action, in order.
    pub actions: Vec<Action>,
}

/// Why a record cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The settings are out of range.
    Settings(SettingsError),
    /// An explicit deal is impossible.
    Deal {
        /// Which deal (0-based).
        index: usize,
        /// What is wrong.
        error: DealError,
    },
    /// An action breaks a rule.
    Illegal {
        /// Which action (0-based).
        index: usize,
        /// The action.
        action: Action,
        /// Who tried it.
        seat: Option<Seat>,
        /// The rule.
        error: Illegal,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Settings(e) => write!(f, "settings: {e}"),
            RecordError::Deal { index, error } => write!(f, "deal {index}: {error}"),
            RecordError::Illegal {
                index,
                action,
                seat,
                error,
            } => {
                write!(f, "action {index} (\"{action}\"")?;
                if let Some(s) = seat {
                    write!(f, " by {s}")?;
                }
                write!(f, ") is illegal: {error}")
            }
        }
    }
}

impl std::error::Error for RecordError {}

impl GameRecord {
    /// The game before any action.
    ///
    /// # Errors
    /// Bad settings or an impossible deal.
    pub fn start(&self) -> Result<Game, RecordError> {
        let deals = self
            .deals
            .iter()
            .enumerate()
            .map(|(index, d)| {
                Deal::from_spec(&self.rules, d).map_err(|error| RecordError::Deal { index, error })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let last = Seat::last(self.rules.players());
        Game::with_deals(
            self.rules,
            self.seed.unwrap_or(0),
            self.dealer.unwrap_or(last),
            deals,
        )
        .map_err(RecordError::Settings)
    }

    /// Replays every action, checking each.
    ///
    /// # Errors
    /// The first problem: settings, a deal, or the first illegal action.
    pub fn replay(&self) -> Result<Game, RecordError> {
        let mut game = self.start()?;
        for (index, &action) in self.actions.iter().enumerate() {
            let seat = game.turn();
            game.apply(action).map_err(|error| RecordError::Illegal {
                index,
                action,
                seat,
                error,
            })?;
        }
        Ok(game)
    }

    /// The record of `game` (as started) after `actions`.
    #[must_use]
    pub fn of(game: &Game, actions: Vec<Action>) -> GameRecord {
        let rules = *game.rules();
        GameRecord {
            rules,
            seed: Some(game.seed()),
            dealer: Some(game.first_dealer()),
            deals: game
                .explicit_deals()
                .iter()
                .map(|d| d.to_spec(&rules))
                .collect(),
            actions,
        }
    }
}

#[cfg(feature = "serde")]
mod serde_impl {
    use serde::{Deserialize, Serialize};

    use super::*;
    use crate::settings::{GameKind, SettingsSpec};

    /// The JSON form: `game` and `settings` at the top, `deal` accepted for
    /// a single deal.
    #[derive(Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct RecordSpec {
        game: GameKind,
        #[serde(default, skip_serializing_if = "is_default")]
        settings: SettingsSpec,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seed: Option<u64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dealer: Option<Seat>,
        #[serde(default, skip_serializing)]
        deal: Option<DealSpec>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        deals: Vec<DealSpec>,
        #[serde(default)]
        actions: Vec<Action>,
    }

    fn is_default(s: &SettingsSpec) -> bool {
        *s == SettingsSpec::default()
    }

    impl Serialize for GameRecord {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            RecordSpec {
                game: self.rules.kind(),
                settings: SettingsSpec::of(&self.rules),
                seed: self.seed,
                dealer: self.dealer,
                deal: None,
                deals: self.deals.clone(),
                actions: self.actions.clone(),
            }
            .serialize(s)
        }
    }

    impl<'de> Deserialize<'de> for GameRecord {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<GameRecord, D::Error> {
            use serde::de::Error;
            let spec = RecordSpec::deserialize(d)?;
            let rules = spec.settings.resolve(spec.game).map_err(D::Error::custom)?;
            let mut deals = spec.deals;
            if let Some(one) = spec.deal {
                if !deals.is_empty() {
                    return Err(D::Error::custom(
                        "give either \"deal\" or \"deals\", not both",
                    ));
                }
                deals.push(one);
            }
            Ok(GameRecord {
                rules,
                seed: spec.seed,
                dealer: spec.dealer,
                deals,
                actions: spec.actions,
            })
        }
    }
}
