//! The game a command line names (`--game`, `--preset`, `--players`),
//! shared by every subcommand that plays whole games, so they accept the
//! same words and refuse the same mistakes.

use bones_engine::{Euchre, GameKind, Preset, Rules, Texas42};

use crate::args::{Opt, Parsed};
use crate::failure::Failure;

/// `--game GAME`.
pub const GAME: Opt = Opt {
    long: "game",
    value: Some("GAME"),
    required: true,
    help: "texas42, texas88, big-game or euchre",
};

/// `--preset PRESET`.
pub const PRESET: Opt = Opt {
    long: "preset",
    value: Some("PRESET"),
    required: false,
    help: "Texas 42 only: straight (default) or house",
};

/// `--players N`.
pub const PLAYERS: Opt = Opt {
    long: "players",
    value: Some("N"),
    required: false,
    help: "Domino Euchre only: 2, 3 or 4 (default 4)",
};

/// A game longer than this many actions is an engine bug (the longest real
/// games are a few thousand actions).
pub const MAX_ACTIONS_PER_GAME: u64 = 1_000_000;

/// The rules the command line asks for, and the Texas 42 preset they come
/// from (named even when it is the default, so reports say which).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// Game and settings.
    pub rules: Rules,
    /// The Texas 42 preset; `None` for the other games.
    pub preset: Option<Preset>,
}

/// Reads `--game`, `--preset` and `--players`.
///
/// # Errors
/// A usage failure naming an option that does not apply to the game or is
/// out of range.
pub fn read(args: &Parsed) -> Result<Choice, Failure> {
    let game: GameKind = args.required("game")?;
    let preset: Option<Preset> = args.get("preset")?;
    let players: Option<u8> = args.get("players")?;
    let rules = rules(game, preset, players).map_err(|m| args.usage(m))?;
    let preset = preset.or((game == GameKind::Texas42).then_some(Preset::Straight));
    Ok(Choice { rules, preset })
}

/// The rules of `game` with `preset` and `players`.
///
/// # Errors
/// An option that does not apply to the game, or out of range.
pub fn rules(game: GameKind, preset: Option<Preset>, players: Option<u8>) -> Result<Rules, String> {
    let rules = match (game, preset) {
        (GameKind::Texas42, p) => Rules::Texas42(Texas42::preset(p.unwrap_or(Preset::Straight))),
        (GameKind::Euchre, None) => Rules::Euchre(Euchre {
            players: players.unwrap_or(4),
            ..Euchre::default()
        }),
        (_, None) => Rules::default_for(game),
        (_, Some(_)) => {
            return Err(format!(
                "--preset applies to texas42 only, not {}",
                game.name()
            ))
        }
    };
    if let Some(n) = players {
        if n != rules.players() && game != GameKind::Euchre {
            return Err(format!(
                "--players: {} is played by {} players, not {n}",
                game.title(),
                rules.players()
            ));
        }
    }
    rules.validate().map_err(|e| format!("--players: {e}"))?;
    Ok(rules)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_that_do_not_apply_are_refused() {
        assert_eq!(
            rules(GameKind::Texas88, Some(Preset::House), None),
            Err("--preset applies to texas42 only, not texas88".to_owned())
        );
        assert_eq!(
            rules(GameKind::BigGame, None, Some(6)),
            Err("--players: The Big Game is played by 4 players, not 6".to_owned())
        );
        assert_eq!(
            rules(GameKind::Euchre, None, Some(5)),
            Err("--players: Domino Euchre is for 2, 3 or 4 players, not 5".to_owned())
        );
        assert_eq!(
            rules(GameKind::Texas42, None, Some(4)),
            Ok(Rules::Texas42(Texas42::straight()))
        );
        assert_eq!(
            rules(GameKind::Euchre, None, Some(3)).map(|r| r.teams()),
            Ok(3)
        );
    }
}
