//! `bones-cli selfplay`: whole games of uniformly random legal actions, for
//! the engine's throughput and as a smoke test of every ruleset.

use std::time::Instant;

use bones_engine::rng::SplitMix64;
use bones_engine::{Event, Game, GameKind, Phase, Preset, Rules, Team};
use serde::Serialize;

use crate::args::{Command, Opt, Parsed, Spec};
use crate::choice::{self, MAX_ACTIONS_PER_GAME};
use crate::console;
use crate::failure::Failure;

/// `selfplay`: its command line and its runner.
pub static COMMAND: Command = Command {
    run,
    spec: Spec {
        name: "selfplay",
        about:
            "Play whole games with uniformly random legal actions and print totals and throughput.",
        positionals: &[],
        options: &[
            choice::GAME,
            choice::PRESET,
            choice::PLAYERS,
            Opt {
                long: "games",
                value: Some("N"),
                required: true,
                help: "how many games to play (at least 1)",
            },
            Opt {
                long: "seed",
                value: Some("SEED"),
                required: true,
                help:
                    "seed for the deals and the random choices (the same seed plays the same games)",
            },
            Opt {
                long: "json",
                value: None,
                required: false,
                help: "print the totals as one JSON object",
            },
        ],
        details: "\
Every game is played to its end with the game's default settings. Counts
(games, hands, tricks, actions, wins per side) depend only on the options;
the timings are wall-clock time of this process, so build with
`cargo build --release -p bones-cli` before measuring.

Example:
  bones-cli selfplay --game euchre --players 3 --games 1000 --seed 1 --json
",
    },
};

/// What a self-play run did, and how fast.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Totals {
    /// Which game.
    pub game: GameKind,
    /// The Texas 42 preset, if Texas 42.
    pub preset: Option<Preset>,
    /// Players at the table.
    pub players: u8,
    /// The seed of the run.
    pub seed: u64,
    /// Games played to the end.
    pub games: u64,
    /// Hands played and scored.
    pub hands: u64,
    /// Hands thrown in because everyone passed (redeals).
    pub thrown_in: u64,
    /// Tricks played.
    pub tricks: u64,
    /// Actions applied (bids, passes, discards, declarations, plays).
    pub actions: u64,
    /// Games won by each side (side `i` is seats `i`, `i + sides`, ...).
    pub wins: Vec<u64>,
    /// Wall-clock time of the games, in seconds.
    pub seconds: f64,
    /// Games per second.
    pub games_per_second: f64,
    /// Scored hands per second.
    pub hands_per_second: f64,
    /// Actions per second.
    pub actions_per_second: f64,
}

/// Runs `selfplay`.
///
/// # Errors
/// A bad option, or an engine that contradicts itself.
fn run(args: &Parsed) -> Result<(), Failure> {
    let choice = choice::read(args)?;
    let games: u64 = args.required("games")?;
    let seed: u64 = args.required("seed")?;
    if games == 0 {
        return Err(args.usage("--games: play at least 1 game"));
    }
    let totals = play(choice.rules, choice.preset, games, seed)?;
    if args.flag("json") {
        let json = serde_json::to_string(&totals)
            .map_err(|e| Failure::Internal(format!("cannot encode the totals: {e}")))?;
        console::print(&json)
    } else {
        console::print(&totals.to_text())
    }
}

/// Plays `games` games of `rules`. Game `i` takes its deal seed and its
/// choice seed from a generator seeded with `seed`, so a run is reproducible
/// and each game is independent of how the others went.
///
/// # Errors
/// [`Failure::Internal`] if the engine refuses an action it offered, offers
/// none before the game is over, or a game never ends.
pub fn play(
    rules: Rules,
    preset: Option<Preset>,
    games: u64,
    seed: u64,
) -> Result<Totals, Failure> {
    let mut totals = Totals {
        game: rules.kind(),
        preset,
        players: rules.players(),
        seed,
        games,
        hands: 0,
        thrown_in: 0,
        tricks: 0,
        actions: 0,
        wins: vec![0; usize::from(rules.teams())],
        seconds: 0.0,
        games_per_second: 0.0,
        hands_per_second: 0.0,
        actions_per_second: 0.0,
    };
    let mut seeds = SplitMix64::new(seed);
    let start = Instant::now();
    for number in 0..games {
        let deal_seed = seeds.next_u64();
        let mut choices = SplitMix64::new(seeds.next_u64());
        let winner = play_one(rules, deal_seed, &mut choices, &mut totals).map_err(|m| {
            Failure::Internal(format!("game {number} (deal seed {deal_seed}): {m}"))
        })?;
        if let Some(w) = totals.wins.get_mut(winner.index()) {
            *w += 1;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let per_second = |n: u64| {
        if seconds > 0.0 {
            n as f64 / seconds
        } else {
            0.0
        }
    };
    totals.seconds = seconds;
    totals.games_per_second = per_second(totals.games);
    totals.hands_per_second = per_second(totals.hands);
    totals.actions_per_second = per_second(totals.actions);
    Ok(totals)
}

/// Plays one game to its end, adding its counts to `totals`.
fn play_one(
    rules: Rules,
    deal_seed: u64,
    choices: &mut SplitMix64,
    totals: &mut Totals,
) -> Result<Team, String> {
    let mut game = Game::new(rules, deal_seed).map_err(|e| e.to_string())?;
    for _ in 0..MAX_ACTIONS_PER_GAME {
        if let Some(winner) = game.winner() {
            return Ok(winner);
        }
        let legal = game.legal_actions();
        if legal.is_empty() {
            return Err(format!(
                "no legal action at hand {} {}",
                game.hand_number(),
                game.phase().during()
            ));
        }
        let action = legal[choices.below(legal.len())];
        let events = game.apply(action).map_err(|e| {
            format!(
                "the engine offered \"{action}\" at hand {} and then refused it: {e}",
                game.hand_number()
            )
        })?;
        totals.actions += 1;
        for event in events {
            match event {
                Event::TrickTaken { .. } => totals.tricks += 1,
                Event::HandOver(_) => totals.hands += 1,
                Event::ThrownIn => totals.thrown_in += 1,
                _ => {}
            }
        }
    }
    match game.phase() {
        Phase::GameOver => game
            .winner()
            .ok_or_else(|| "over without a winner".to_owned()),
        _ => Err(format!("not over after {MAX_ACTIONS_PER_GAME} actions")),
    }
}

impl Totals {
    /// The human-readable report.
    #[must_use]
    pub fn to_text(&self) -> String {
        let preset = self
            .preset
            .map(|p| format!(" ({})", p.name()))
            .unwrap_or_default();
        let wins: Vec<String> = self
            .wins
            .iter()
            .enumerate()
            .map(|(side, n)| format!("side {side}: {n}"))
            .collect();
        format!(
            "game:     {}{preset}, {} players, seed {}\n\
             games:    {}\n\
             hands:    {} scored, {} thrown in\n\
             tricks:   {}\n\
             actions:  {}\n\
             wins:     {}\n\
             time:     {:.3} s\n\
             speed:    {:.0} games/s, {:.0} hands/s, {:.0} actions/s",
            self.game.name(),
            self.players,
            self.seed,
            self.games,
            self.hands,
            self.thrown_in,
            self.tricks,
            self.actions,
            wins.join(", "),
            self.seconds,
            self.games_per_second,
            self.hands_per_second,
            self.actions_per_second,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_add_up_for_every_game() {
        for (game, players) in [
            (GameKind::Texas42, None),
            (GameKind::Texas88, None),
            (GameKind::BigGame, None),
            (GameKind::Euchre, Some(2)),
            (GameKind::Euchre, Some(3)),
            (GameKind::Euchre, None),
        ] {
            let r = choice::rules(game, None, players).unwrap();
            let t = play(r, None, 5, 9).unwrap();
            assert_eq!(t.wins.iter().sum::<u64>(), 5, "{game}");
            assert_eq!(t.wins.len(), usize::from(r.teams()));
            assert!(t.hands >= 5, "{game}: {t:?}");
            // A scored hand plays at most every trick; a thrown-in one none.
            assert!(t.tricks <= t.hands * u64::from(r.hand_size()), "{game}");
            assert!(t.actions > t.tricks * u64::from(r.players()) / 2, "{game}");
        }
    }
}
