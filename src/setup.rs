//! What the next game will be: which of the four games, its settings, and
//! the bots' level. The settings are the engine's own types, one per game,
//! so every game keeps its last settings while another is chosen; the
//! engine validates them ([`Rules::validate`]) before a game starts.

use bones_engine::{BigGame, Euchre, GameKind, Preset, Rules, Scoring, Texas42, Texas88};

use crate::protocol::BotKind;
use crate::text;

/// The setup screen's choices.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The game chosen.
    pub game: GameKind,
    /// Texas 42's settings.
    pub texas42: Texas42,
    /// Texas 88's settings.
    pub texas88: Texas88,
    /// The Big Game's settings.
    pub big_game: BigGame,
    /// Domino Euchre's settings (including 2, 3 or 4 players).
    pub euchre: Euchre,
    /// Who plays the other seats.
    pub level: BotKind,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            game: GameKind::Texas42,
            texas42: Texas42::straight(),
            texas88: Texas88::default(),
            big_game: BigGame::default(),
            euchre: Euchre::default(),
            level: BotKind::default_level(),
        }
    }
}

impl Setup {
    /// The rules of the chosen game.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules_of(self.game)
    }

    /// The settings kept for `game`.
    #[must_use]
    pub const fn rules_of(&self, game: GameKind) -> Rules {
        match game {
            GameKind::Texas42 => Rules::Texas42(self.texas42),
            GameKind::Texas88 => Rules::Texas88(self.texas88),
            GameKind::BigGame => Rules::BigGame(self.big_game),
            GameKind::Euchre => Rules::Euchre(self.euchre),
        }
    }

    /// These choices with `rules` chosen (its game and its settings).
    #[must_use]
    pub const fn with_rules(mut self, rules: Rules) -> Setup {
        self.game = rules.kind();
        match rules {
            Rules::Texas42(s) => self.texas42 = s,
            Rules::Texas88(s) => self.texas88 = s,
            Rules::BigGame(s) => self.big_game = s,
            Rules::Euchre(s) => self.euchre = s,
        }
        self
    }

    /// The Texas 42 preset the settings equal, if any.
    #[must_use]
    pub fn preset(&self) -> Option<Preset> {
        Preset::ALL
            .into_iter()
            .find(|&p| Texas42::preset(p) == self.texas42)
    }

    /// Every game's settings, the chosen game last (the stored form).
    #[must_use]
    pub fn all_rules(&self) -> Vec<Rules> {
        GameKind::ALL
            .into_iter()
            .filter(|&g| g != self.game)
            .chain([self.game])
            .map(|g| self.rules_of(g))
            .collect()
    }
}

/// "Straight 42", "House 42", "Texas 42" with other settings, "Domino
/// Euchre for 3"...: the game in a few words.
#[must_use]
pub fn game_title(rules: &Rules) -> String {
    match rules {
        Rules::Texas42(s) if *s == Texas42::straight() => "Straight 42".into(),
        Rules::Texas42(s) if *s == Texas42::house() => "House 42".into(),
        Rules::Euchre(e) => format!("Domino Euchre for {}", e.players),
        other => other.kind().title().into(),
    }
}

/// "marks to 7", "points to 500", "5 points": how the game is won.
#[must_use]
pub fn goal_words(rules: &Rules) -> String {
    let target = rules.target();
    let by_two = if rules.win_by() > 1 { ", by 2" } else { "" };
    match (rules, rules.scoring()) {
        (Rules::Euchre(_), _) => format!("first to {}", text::points(target)),
        (_, Scoring::Marks) => format!("{}{by_two}", text::marks(target)),
        (_, Scoring::Points) => text::points(target),
    }
}

/// The score pad's line on how the game is won: "Marks to 7", "Points to
/// 500", "First to 5"; once a side has reached the target and the game
/// goes on (`decided`, the engine's word, is false), why: "Tied at 6: play
/// on" (three-handed Euchre's euchre gives both opponents 2), else "Win by
/// 2: play on".
#[must_use]
pub fn pad_goal(rules: &Rules, scores: &[u16], decided: bool) -> String {
    let target = rules.target();
    let teams = &scores[..usize::from(rules.teams()).min(scores.len())];
    let top = teams.iter().copied().max().unwrap_or(0);
    if top >= target && !decided {
        return if teams.iter().filter(|&&s| s == top).count() > 1 {
            format!("Tied at {top}: play on")
        } else {
            format!("Win by {}: play on", rules.win_by())
        };
    }
    match (rules, rules.scoring()) {
        (Rules::Euchre(_), _) => format!("First to {target}"),
        (_, Scoring::Marks) => format!("Marks to {target}"),
        (_, Scoring::Points) => format!("Points to {target}"),
    }
}

/// The short name on the felt and in the top bar: "Texas 42", "Texas 88",
/// "Big Game", "Euchre".
#[must_use]
pub const fn short_name(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Texas42 => "Texas 42",
        GameKind::Texas88 => "Texas 88",
        GameKind::BigGame => "Big Game",
        GameKind::Euchre => "Euchre",
    }
}

/// The felt's watermark: a small word over a big one ("Texas" / "42").
#[must_use]
pub const fn felt_mark(kind: GameKind) -> (&'static str, &'static str) {
    match kind {
        GameKind::Texas42 => ("Texas", "42"),
        GameKind::Texas88 => ("Texas", "88"),
        GameKind::BigGame => ("The", "Big"),
        GameKind::Euchre => ("Domino", "Euchre"),
    }
}

/// One line under a game's name on the setup screen.
#[must_use]
pub const fn game_blurb(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Texas42 => "4 players · double-six · bid, name trump, take the counters",
        GameKind::Texas88 => "6 players in two teams of 3 · two double-six sets · a kitty",
        GameKind::BigGame => "4 players · double-eight · 11 tiles each · a spare",
        GameKind::Euchre => "2, 3 or 4 players · 5 tiles each · order up or call trump",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_keeps_its_settings_while_another_is_chosen() {
        let mut house = Setup::default().with_rules(Rules::Texas42(Texas42::house()));
        assert_eq!(house.preset(), Some(Preset::House));
        house = house.with_rules(Rules::Euchre(Euchre {
            players: 3,
            ..Euchre::default()
        }));
        assert_eq!(house.game, GameKind::Euchre);
        assert_eq!(house.rules().players(), 3);
        assert_eq!(
            house.rules_of(GameKind::Texas42),
            Rules::Texas42(Texas42::house())
        );
        let all = house.all_rules();
        assert_eq!(all.len(), 4);
        assert_eq!(
            all.last(),
            Some(&house.rules()),
            "the chosen game comes last"
        );
    }

    #[test]
    fn titles_and_goals_read_as_players_say_them() {
        assert_eq!(
            game_title(&Rules::Texas42(Texas42::straight())),
            "Straight 42"
        );
        assert_eq!(game_title(&Rules::Texas42(Texas42::house())), "House 42");
        assert_eq!(
            game_title(&Rules::default_for(GameKind::Texas88)),
            "Texas 88"
        );
        assert_eq!(
            goal_words(&Rules::default_for(GameKind::Texas88)),
            "500 points"
        );
        assert_eq!(
            goal_words(&Rules::default_for(GameKind::Texas42)),
            "7 marks"
        );
        assert_eq!(
            goal_words(&Rules::default_for(GameKind::Euchre)),
            "first to 5 points"
        );
        // The pad says why a game past its target goes on.
        let three = Rules::Euchre(Euchre {
            players: 3,
            ..Euchre::default()
        });
        assert_eq!(pad_goal(&three, &[1, 4, 3], false), "First to 5");
        assert_eq!(pad_goal(&three, &[1, 6, 6], false), "Tied at 6: play on");
        assert_eq!(
            pad_goal(&three, &[1, 7, 6], true),
            "First to 5",
            "7 wins: over"
        );
        let by_two = Rules::Texas42(Texas42 {
            win_by_two: true,
            ..Texas42::straight()
        });
        assert_eq!(pad_goal(&by_two, &[7, 6], false), "Win by 2: play on");
        assert_eq!(pad_goal(&by_two, &[5, 6], false), "Marks to 7");
        assert_eq!(
            pad_goal(&by_two, &[9, 7], true),
            "Marks to 7",
            "9-7 wins: over"
        );
        assert_eq!(
            pad_goal(&Rules::default_for(GameKind::Texas88), &[0, 0, 0], false),
            "Points to 500"
        );
        // One mark is a mark (a game to 1 read "1 marks").
        let one = Rules::Texas42(Texas42 {
            target: 1,
            win_by_two: true,
            ..Texas42::straight()
        });
        assert_eq!(goal_words(&one), "1 mark, by 2");
        assert_eq!(
            game_title(&Rules::default_for(GameKind::Euchre)),
            "Domino Euchre for 4"
        );
    }

    /// The installed app's shortcuts (a long press on its icon) open the
    /// setup screen on each game: one per game, in the setup screen's
    /// order, named and described as its card is, through `?game=`.
    #[test]
    fn the_manifest_has_a_shortcut_to_each_game() {
        let manifest: serde_json::Value =
            serde_json::from_str(include_str!("../static/manifest.webmanifest")).unwrap();
        let shortcuts = manifest["shortcuts"].as_array().unwrap();
        assert_eq!(shortcuts.len(), GameKind::ALL.len());
        for (shortcut, kind) in shortcuts.iter().zip(GameKind::ALL) {
            assert_eq!(shortcut["name"], kind.title());
            assert_eq!(shortcut["short_name"], short_name(kind));
            assert_eq!(shortcut["description"], game_blurb(kind));
            let url = shortcut["url"].as_str().unwrap();
            let query = url.strip_prefix("./").unwrap();
            let launch = crate::prefs::Launch::read(query);
            assert_eq!(
                launch,
                (
                    crate::prefs::Launch {
                        game: Some(kind),
                        ..Default::default()
                    },
                    vec![]
                ),
                "{url}"
            );
        }
    }
}
