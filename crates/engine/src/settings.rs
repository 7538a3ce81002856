//! Which game is played, and with which options (see RULES.md).

use core::fmt;
use core::str::FromStr;

use crate::deck::Deck;
use crate::error::{ParseError, SettingsError};
use crate::trump::{DoublesMode, DoublesRank};

/// The four games.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// Texas 42: 4 players, double-six.
    Texas42,
    /// Texas 88: 6 players, two double-six sets, a kitty.
    Texas88,
    /// The Big Game: 4 players, double-eight, a spare tile.
    BigGame,
    /// Domino Euchre: 2, 3 or 4 players, 5 tiles each, a turn-up.
    Euchre,
}

impl GameKind {
    /// All games.
    pub const ALL: [GameKind; 4] = [
        GameKind::Texas42,
        GameKind::Texas88,
        GameKind::BigGame,
        GameKind::Euchre,
    ];

    /// The name typed on command lines and in records.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Texas42 => "texas42",
            GameKind::Texas88 => "texas88",
            GameKind::BigGame => "big-game",
            GameKind::Euchre => "euchre",
        }
    }

    /// The name shown to players.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            GameKind::Texas42 => "Texas 42",
            GameKind::Texas88 => "Texas 88",
            GameKind::BigGame => "The Big Game",
            GameKind::Euchre => "Domino Euchre",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GameKind {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<GameKind, ParseError> {
        GameKind::ALL
            .into_iter()
            .find(|g| g.name() == s)
            .ok_or_else(|| ParseError::new("game", s, "texas42, texas88, big-game or euchre"))
    }
}

/// How hands are scored.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Scoring {
    /// A made bid scores its marks to the bidders, a set to the opponents.
    #[default]
    Marks,
    /// Each side scores points taken; a set scores bid + taken to the
    /// opponents.
    Points,
}

/// What happens when every player passes.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum AllPass {
    /// The dealer may not pass after everyone else has: it must bid the
    /// minimum or more.
    #[default]
    ForcedBid,
    /// Throw the hand in; the next dealer deals.
    Redeal,
}

/// The smallest winning bid on which Nel-O may be declared.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum NelloBid {
    /// A mark bid (1 mark or more).
    #[default]
    OneMark,
    /// Any winning bid.
    AnyBid,
}

/// Which suit a led non-trump, non-double Euchre tile belongs to.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum EuchreLead {
    /// Its higher end.
    #[default]
    HigherEnd,
    /// The leader names either end (`7-3 low` leads the lower).
    LeaderNames,
}

/// Trump options shared by 42, 88 and the Big Game.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TrumpOptions {
    /// Doubles high or low in hands with a trump suit.
    pub doubles: DoublesRank,
    /// Where doubles go in follow-me (no trump) hands.
    pub follow_me_doubles: DoublesMode,
    /// Whether "sevens" (6-1, 5-2, 4-3) may be named trump (double-six only).
    pub sevens_trump: bool,
}

/// Texas 42 settings, including the house-rule contracts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Texas42 {
    /// Marks (default) or points.
    pub scoring: Scoring,
    /// Marks (7) or points (250) to win.
    pub target: u16,
    /// Marks game: the winner must also lead by 2 marks.
    pub win_by_two: bool,
    /// Forced bid (default) or throw-in.
    pub all_pass: AllPass,
    /// Marks game: stop a hand as soon as its outcome is decided.
    pub early_end: bool,
    /// Trump options.
    pub trumps: TrumpOptions,
    /// Nel-O, and the smallest bid it may be declared on; `None`: off.
    pub nello: Option<NelloBid>,
    /// Low-No (dealer's Nel-O after three passes).
    pub low_no: bool,
    /// Splash and its marks (2 or 3); `None`: off.
    pub splash: Option<u8>,
    /// Plunge and its marks (4 or 3); `None`: off.
    pub plunge: Option<u8>,
    /// Sevens (closest to seven) as a contract on a mark bid.
    pub sevens: bool,
}

/// Named settings for Texas 42.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Preset {
    /// No house contracts.
    Straight,
    /// Every house contract on.
    House,
}

impl Preset {
    /// Both presets.
    pub const ALL: [Preset; 2] = [Preset::Straight, Preset::House];

    /// The name used on command lines.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Straight => "straight",
            Preset::House => "house",
        }
    }
}

impl FromStr for Preset {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Preset, ParseError> {
        Preset::ALL
            .into_iter()
            .find(|p| p.name() == s)
            .ok_or_else(|| ParseError::new("preset", s, "straight or house"))
    }
}

impl Texas42 {
    /// "Straight 42": marks to 7, forced bid, no house contracts.
    #[must_use]
    pub const fn straight() -> Texas42 {
        Texas42 {
            scoring: Scoring::Marks,
            target: 7,
            win_by_two: false,
            all_pass: AllPass::ForcedBid,
            early_end: true,
            trumps: TrumpOptions {
                doubles: DoublesRank::High,
                follow_me_doubles: DoublesMode::High,
                sevens_trump: false,
            },
            nello: None,
            low_no: false,
            splash: None,
            plunge: None,
            sevens: false,
        }
    }

    /// "House 42": every house contract on, with its default options.
    #[must_use]
    pub const fn house() -> Texas42 {
        let mut s = Texas42::straight();
        s.trumps.sevens_trump = true;
        s.nello = Some(NelloBid::OneMark);
        s.low_no = true;
        s.splash = Some(2);
        s.plunge = Some(4);
        s.sevens = true;
        s
    }

    /// The settings of a preset.
    #[must_use]
    pub const fn preset(p: Preset) -> Texas42 {
        match p {
            Preset::Straight => Texas42::straight(),
            Preset::House => Texas42::house(),
        }
    }
}

impl Default for Texas42 {
    fn default() -> Texas42 {
        Texas42::straight()
    }
}

/// Texas 88 settings.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Texas88 {
    /// Points (default, to 500) or marks (7, and 2 ahead).
    pub scoring: Scoring,
    /// Points or marks to win.
    pub target: u16,
    /// Marks game: must also lead by 2.
    pub win_by_two: bool,
    /// Forced bid (default) or throw-in.
    pub all_pass: AllPass,
    /// Marks game: stop a hand once decided.
    pub early_end: bool,
    /// Trump options.
    pub trumps: TrumpOptions,
}

impl Default for Texas88 {
    fn default() -> Texas88 {
        Texas88 {
            scoring: Scoring::Points,
            target: 500,
            win_by_two: true,
            all_pass: AllPass::ForcedBid,
            early_end: true,
            trumps: TrumpOptions::default(),
        }
    }
}

/// The Big Game settings.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BigGame {
    /// Points to win (400).
    pub target: u16,
    /// Forced bid (default) or throw-in.
    pub all_pass: AllPass,
    /// Trump options (sevens as trump is a double-six option, so off).
    pub trumps: TrumpOptions,
}

impl Default for BigGame {
    fn default() -> BigGame {
        BigGame {
            target: 400,
            all_pass: AllPass::ForcedBid,
            trumps: TrumpOptions::default(),
        }
    }
}

/// Domino Euchre settings.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Euchre {
    /// 2, 3 or 4 players.
    pub players: u8,
    /// Points to win (5).
    pub target: u16,
    /// Which suit a led non-trump tile belongs to.
    pub lead: EuchreLead,
}

impl Default for Euchre {
    fn default() -> Euchre {
        Euchre {
            players: 4,
            target: 5,
            lead: EuchreLead::HigherEnd,
        }
    }
}

/// A game and its settings: everything about the rules that is fixed for a
/// whole game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Rules {
    /// Texas 42.
    Texas42(Texas42),
    /// Texas 88.
    Texas88(Texas88),
    /// The Big Game.
    BigGame(BigGame),
    /// Domino Euchre.
    Euchre(Euchre),
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::Texas42(Texas42::straight())
    }
}

impl Rules {
    /// The default settings of a game (Straight 42 for Texas 42).
    #[must_use]
    pub fn default_for(kind: GameKind) -> Rules {
        match kind {
            GameKind::Texas42 => Rules::Texas42(Texas42::straight()),
            GameKind::Texas88 => Rules::Texas88(Texas88::default()),
            GameKind::BigGame => Rules::BigGame(BigGame::default()),
            GameKind::Euchre => Rules::Euchre(Euchre::default()),
        }
    }

    /// Which game.
    #[must_use]
    pub const fn kind(&self) -> GameKind {
        match self {
            Rules::Texas42(_) => GameKind::Texas42,
            Rules::Texas88(_) => GameKind::Texas88,
            Rules::BigGame(_) => GameKind::BigGame,
            Rules::Euchre(_) => GameKind::Euchre,
        }
    }

    /// Number of players.
    #[must_use]
    pub const fn players(&self) -> u8 {
        match self {
            Rules::Texas42(_) | Rules::BigGame(_) => 4,
            Rules::Texas88(_) => 6,
            Rules::Euchre(e) => e.players,
        }
    }

    /// Number of sides: 2, or 3 in three-handed Euchre (each for themselves).
    #[must_use]
    pub const fn teams(&self) -> u8 {
        match self {
            Rules::Euchre(Euchre { players: 3, .. }) => 3,
            _ => 2,
        }
    }

    /// The set of tiles in play.
    #[must_use]
    pub const fn deck(&self) -> Deck {
        match self {
            Rules::Texas42(_) | Rules::Euchre(_) => Deck::DoubleSix,
            Rules::Texas88(_) => Deck::DoubleSixTwice,
            Rules::BigGame(_) => Deck::DoubleEight,
        }
    }

    /// Tiles dealt to each player (and tricks in a hand).
    #[must_use]
    pub const fn hand_size(&self) -> u8 {
        match self {
            Rules::Texas42(_) => 7,
            Rules::Texas88(_) => 9,
            Rules::BigGame(_) => 11,
            Rules::Euchre(_) => 5,
        }
    }

    /// Tiles dealt face down beside the hands: 88's kitty (2), the Big
    /// Game's spare (1).
    #[must_use]
    pub const fn kitty_size(&self) -> u8 {
        match self {
            Rules::Texas88(_) => 2,
            Rules::BigGame(_) => 1,
            _ => 0,
        }
    }

    /// Points each trick scores besides its counters.
    #[must_use]
    pub const fn trick_points(&self) -> u8 {
        match self {
            Rules::Texas88(_) => 2,
            Rules::Euchre(_) => 0,
            _ => 1,
        }
    }

    /// Points in a fully played hand (42, 88, 66; Euchre counts tricks: 5).
    #[must_use]
    pub const fn hand_total(&self) -> u16 {
        match self {
            Rules::Texas42(_) => 42,
            Rules::Texas88(_) => 88,
            Rules::BigGame(_) => 66,
            Rules::Euchre(_) => 5,
        }
    }

    /// A mark's worth in points (42 in 42, 88 in 88).
    #[must_use]
    pub const fn mark_points(&self) -> u16 {
        match self {
            Rules::Texas88(_) => 88,
            _ => 42,
        }
    }

    /// How hands are scored.
    #[must_use]
    pub const fn scoring(&self) -> Scoring {
        match self {
            Rules::Texas42(s) => s.scoring,
            Rules::Texas88(s) => s.scoring,
            Rules::BigGame(_) | Rules::Euchre(_) => Scoring::Points,
        }
    }

    /// Marks or points needed to win.
    #[must_use]
    pub const fn target(&self) -> u16 {
        match self {
            Rules::Texas42(s) => s.target,
            Rules::Texas88(s) => s.target,
            Rules::BigGame(s) => s.target,
            Rules::Euchre(s) => s.target,
        }
    }

    /// Lead needed to win (1, or 2 with "win by two").
    #[must_use]
    pub const fn win_by(&self) -> u16 {
        match self {
            Rules::Texas42(Texas42 {
                win_by_two: true,
                scoring: Scoring::Marks,
                ..
            })
            | Rules::Texas88(Texas88 {
                win_by_two: true,
                scoring: Scoring::Marks,
                ..
            }) => 2,
            _ => 1,
        }
    }

    /// Whether a marks-game hand stops as soon as its outcome is known.
    #[must_use]
    pub const fn early_end(&self) -> bool {
        match self {
            Rules::Texas42(s) => s.early_end && matches!(s.scoring, Scoring::Marks),
            Rules::Texas88(s) => s.early_end && matches!(s.scoring, Scoring::Marks),
            _ => false,
        }
    }

    /// The all-pass rule (Euchre always redeals).
    #[must_use]
    pub const fn all_pass(&self) -> AllPass {
        match self {
            Rules::Texas42(s) => s.all_pass,
            Rules::Texas88(s) => s.all_pass,
            Rules::BigGame(s) => s.all_pass,
            Rules::Euchre(_) => AllPass::Redeal,
        }
    }

    /// Trump options (Euchre's trumps are fixed by its rules).
    #[must_use]
    pub const fn trumps(&self) -> TrumpOptions {
        match self {
            Rules::Texas42(s) => s.trumps,
            Rules::Texas88(s) => s.trumps,
            Rules::BigGame(s) => s.trumps,
            Rules::Euchre(_) => TrumpOptions {
                doubles: DoublesRank::High,
                follow_me_doubles: DoublesMode::High,
                sevens_trump: false,
            },
        }
    }

    /// The Texas 42 settings, if this is Texas 42.
    #[must_use]
    pub const fn texas42(&self) -> Option<&Texas42> {
        match self {
            Rules::Texas42(s) => Some(s),
            _ => None,
        }
    }

    /// Checks every option's range.
    ///
    /// # Errors
    /// [`SettingsError`] naming the first option out of range.
    pub fn validate(&self) -> Result<(), SettingsError> {
        let target_ok = |lo: u16, hi: u16| {
            let t = self.target();
            if (lo..=hi).contains(&t) {
                Ok(())
            } else {
                Err(SettingsError::new(format!(
                    "target {t} is out of range for {}: {lo} to {hi}",
                    self.kind().title()
                )))
            }
        };
        match self {
            Rules::Texas42(s) => {
                match s.scoring {
                    Scoring::Marks => target_ok(1, 21)?,
                    Scoring::Points => target_ok(1, 1000)?,
                }
                if let Some(m) = s.splash {
                    if !(2..=3).contains(&m) {
                        return Err(SettingsError::new(format!(
                            "Splash is worth 2 or 3 marks, not {m}"
                        )));
                    }
                }
                if let Some(m) = s.plunge {
                    if !(3..=4).contains(&m) {
                        return Err(SettingsError::new(format!(
                            "Plunge is worth 4 or 3 marks, not {m}"
                        )));
                    }
                }
                Ok(())
            }
            Rules::Texas88(s) => match s.scoring {
                Scoring::Marks => target_ok(1, 21),
                Scoring::Points => target_ok(1, 2000),
            },
            Rules::BigGame(s) => {
                if s.trumps.sevens_trump {
                    return Err(SettingsError::new(
                        "sevens as trump is a double-six option; the Big Game plays double-eight",
                    ));
                }
                target_ok(1, 2000)
            }
            Rules::Euchre(s) => {
                if !(2..=4).contains(&s.players) {
                    return Err(SettingsError::new(format!(
                        "Domino Euchre is for 2, 3 or 4 players, not {}",
                        s.players
                    )));
                }
                target_ok(1, 50)
            }
        }
    }
}

#[cfg(feature = "serde")]
pub use spec::SettingsSpec;

#[cfg(feature = "serde")]
mod spec {
    //! The serialized form: `{"game": "texas42", "settings": {...}}`, where
    //! settings may name a preset and override any option. Unknown keys and
    //! options that do not apply to the game are refused.

    use serde::{Deserialize, Serialize};

    use super::*;

    /// `true`/`false`, or a value (`"splash": 3`).
    #[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
    #[serde(untagged)]
    pub enum Switch<T> {
        /// On with the default value, or off.
        Flag(bool),
        /// On with this value.
        Value(T),
    }

    impl<T: Copy> Switch<T> {
        fn resolve(self, default: T) -> Option<T> {
            match self {
                Switch::Flag(false) => None,
                Switch::Flag(true) => Some(default),
                Switch::Value(v) => Some(v),
            }
        }

        fn from_option(o: Option<T>) -> Switch<T> {
            o.map_or(Switch::Flag(false), Switch::Value)
        }
    }

    /// Raw settings as written in a record: every option optional.
    #[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(missing_docs)]
    pub struct SettingsSpec {
        #[serde(skip_serializing_if = "Option::is_none")]
        pub preset: Option<Preset>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub players: Option<u8>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub scoring: Option<Scoring>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target: Option<u16>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub win_by_two: Option<bool>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub all_pass: Option<AllPass>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub early_end: Option<bool>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub doubles: Option<DoublesRank>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub follow_me_doubles: Option<DoublesMode>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub sevens_trump: Option<bool>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub nello: Option<Switch<NelloBid>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub low_no: Option<bool>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub splash: Option<Switch<u8>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub plunge: Option<Switch<u8>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub sevens: Option<bool>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub lead: Option<EuchreLead>,
    }

    fn set<T>(slot: &mut T, value: Option<T>) {
        if let Some(v) = value {
            *slot = v;
        }
    }

    impl SettingsSpec {
        fn refuse_others(&self, kind: GameKind, allowed: &[&str]) -> Result<(), SettingsError> {
            let given = [
                ("preset", self.preset.is_some()),
                ("players", self.players.is_some()),
                ("scoring", self.scoring.is_some()),
                ("win_by_two", self.win_by_two.is_some()),
                ("all_pass", self.all_pass.is_some()),
                ("early_end", self.early_end.is_some()),
                ("doubles", self.doubles.is_some()),
                ("follow_me_doubles", self.follow_me_doubles.is_some()),
                ("sevens_trump", self.sevens_trump.is_some()),
                ("nello", self.nello.is_some()),
                ("low_no", self.low_no.is_some()),
                ("splash", self.splash.is_some()),
                ("plunge", self.plunge.is_some()),
                ("sevens", self.sevens.is_some()),
                ("lead", self.lead.is_some()),
            ];
            match given
                .iter()
                .find(|(name, present)| *present && !allowed.contains(name))
            {
                Some((name, _)) => Err(SettingsError::new(format!(
                    "\"{name}\" is not a setting of {}",
                    kind.title()
                ))),
                None => Ok(()),
            }
        }

        fn trumps(&self, t: &mut TrumpOptions) {
            set(&mut t.doubles, self.doubles);
            set(&mut t.follow_me_doubles, self.follow_me_doubles);
            set(&mut t.sevens_trump, self.sevens_trump);
        }

        /// The validated rules of `kind` with these settings.
        ///
        /// # Errors
        /// An option that does not apply to the game, or is out of range.
        pub fn resolve(&self, kind: GameKind) -> Result<Rules, SettingsError> {
            const TRUMPS: [&str; 3] = ["doubles", "follow_me_doubles", "sevens_trump"];
            const SCORED: [&str; 5] = ["scoring", "target", "win_by_two", "all_pass", "early_end"];
            let rules = match kind {
                GameKind::Texas42 => {
                    let mut allowed: Vec<&str> =
                        vec!["preset", "nello", "low_no", "splash", "plunge", "sevens"];
                    allowed.extend(TRUMPS.iter().chain(&SCORED));
                    self.refuse_others(kind, &allowed)?;
                    let mut s = Texas42::preset(self.preset.unwrap_or(Preset::Straight));
                    if let Some(sc) = self.scoring {
                        s.scoring = sc;
                        s.target = match sc {
                            Scoring::Marks => 7,
                            Scoring::Points => 250,
                        };
                    }
                    set(&mut s.target, self.target);
                    set(&mut s.win_by_two, self.win_by_two);
                    set(&mut s.all_pass, self.all_pass);
                    set(&mut s.early_end, self.early_end);
                    self.trumps(&mut s.trumps);
                    if let Some(n) = self.nello {
                        s.nello = n.resolve(NelloBid::OneMark);
                    }
                    set(&mut s.low_no, self.low_no);
                    if let Some(m) = self.splash {
                        s.splash = m.resolve(2);
                    }
                    if let Some(m) = self.plunge {
                        s.plunge = m.resolve(4);
                    }
                    set(&mut s.sevens, self.sevens);
                    Rules::Texas42(s)
                }
                GameKind::Texas88 => {
                    let allowed: Vec<&str> = TRUMPS.iter().chain(&SCORED).copied().collect();
                    self.refuse_others(kind, &allowed)?;
                    let mut s = Texas88::default();
                    if let Some(sc) = self.scoring {
                        s.scoring = sc;
                        s.target = match sc {
                            Scoring::Marks => 7,
                            Scoring::Points => 500,
                        };
                    }
                    set(&mut s.target, self.target);
                    set(&mut s.win_by_two, self.win_by_two);
                    set(&mut s.all_pass, self.all_pass);
                    set(&mut s.early_end, self.early_end);
                    self.trumps(&mut s.trumps);
                    Rules::Texas88(s)
                }
                GameKind::BigGame => {
                    self.refuse_others(
                        kind,
                        &[
                            "target",
                            "all_pass",
                            "doubles",
                            "follow_me_doubles",
                            "sevens_trump",
                        ],
                    )?;
                    let mut s = BigGame::default();
                    set(&mut s.target, self.target);
                    set(&mut s.all_pass, self.all_pass);
                    self.trumps(&mut s.trumps);
                    Rules::BigGame(s)
                }
                GameKind::Euchre => {
                    self.refuse_others(kind, &["players", "target", "lead"])?;
                    let mut s = Euchre::default();
                    set(&mut s.players, self.players);
                    set(&mut s.target, self.target);
                    set(&mut s.lead, self.lead);
                    Rules::Euchre(s)
                }
            };
            rules.validate()?;
            Ok(rules)
        }

        /// Every option of `rules`, spelled out.
        #[must_use]
        pub fn of(rules: &Rules) -> SettingsSpec {
            let trumps = rules.trumps();
            let mut spec = SettingsSpec {
                target: Some(rules.target()),
                ..SettingsSpec::default()
            };
            let with_trumps = |spec: &mut SettingsSpec| {
                spec.doubles = Some(trumps.doubles);
                spec.follow_me_doubles = Some(trumps.follow_me_doubles);
                spec.sevens_trump = Some(trumps.sevens_trump);
            };
            match rules {
                Rules::Texas42(s) => {
                    with_trumps(&mut spec);
                    spec.scoring = Some(s.scoring);
                    spec.win_by_two = Some(s.win_by_two);
                    spec.all_pass = Some(s.all_pass);
                    spec.early_end = Some(s.early_end);
                    spec.nello = Some(Switch::from_option(s.nello));
                    spec.low_no = Some(s.low_no);
                    spec.splash = Some(Switch::from_option(s.splash));
                    spec.plunge = Some(Switch::from_option(s.plunge));
                    spec.sevens = Some(s.sevens);
                }
                Rules::Texas88(s) => {
                    with_trumps(&mut spec);
                    spec.scoring = Some(s.scoring);
                    spec.win_by_two = Some(s.win_by_two);
                    spec.all_pass = Some(s.all_pass);
                    spec.early_end = Some(s.early_end);
                }
                Rules::BigGame(s) => {
                    with_trumps(&mut spec);
                    spec.all_pass = Some(s.all_pass);
                }
                Rules::Euchre(s) => {
                    spec.players = Some(s.players);
                    spec.lead = Some(s.lead);
                }
            }
            spec
        }
    }

    crate::serde_via_str!(GameKind, "a game: texas42, texas88, big-game or euchre");

    #[derive(Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct RulesSpec {
        game: GameKind,
        #[serde(default)]
        settings: SettingsSpec,
    }

    impl Serialize for Rules {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            RulesSpec {
                game: self.kind(),
                settings: SettingsSpec::of(self),
            }
            .serialize(s)
        }
    }

    impl<'de> Deserialize<'de> for Rules {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Rules, D::Error> {
            let spec = RulesSpec::deserialize(d)?;
            spec.settings
                .resolve(spec.game)
                .map_err(serde::de::Error::custom)
        }
    }
}
