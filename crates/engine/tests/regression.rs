//! Regression data, read by one generic driver: seeded deals with the number
//! of legal play sequences to a depth (like chess perft), and whole games
//! played by a fixed policy with their final outcome. Any change to the
//! rules that moves a count or an outcome shows up here.
//!
//! Files (in `tests/data/`, one record a line, fields separated by ` ; `,
//! `#` starts a comment, settings as `key=value` words or `-`, see
//! `common::rules_from_text`):
//!
//! - `perft.txt`: `game ; settings ; seed ; actions to reach play ; depth ;
//!   count`. The actions (comma-separated, in the engine's notation) take
//!   the seeded first hand from its auction into trick play; `count` is the
//!   number of distinct action sequences of `depth` plays from there (a
//!   lead of 7-3 as a three is its own action; a sequence that ends the
//!   hand early stops there and counts once).
//! - `outcomes.txt`: `game ; settings ; seed ; policy ; hands ; winner ;
//!   scores ; actions`. The game is played to its end by `policy` (`first`:
//!   always the first legal action; `cycle`: the legal action at index
//!   `step % count`); then the number of hands dealt, the winning side, the
//!   scores and the number of actions taken.
//!
//! Every count is computed twice on every run: fast, by copying the
//! allocation-free `PlayState`, and naively, by cloning the whole `Game`
//! and calling `legal_actions` and `apply`; the two must agree (also when
//! blessing). Straight 42 lines (a number, doubles or follow-me, with any
//! doubles options) are counted a third time by [`Model42`], a small model
//! of RULES.md written here from tile ends alone (no engine type but the
//! starting hands), so the file is not just the engine agreeing with
//! itself.
//!
//! Regenerate the expected columns after an intended rules change (the
//! files are rewritten in place; review the diff):
//!
//! ```sh
//! BONES_BLESS=1 cargo test -p bones-engine --test regression
//! ```

mod common;

use std::fs;
use std::path::PathBuf;

use bones_engine::{Action, Game, Goal, Phase, PlayState, Rules, TrickRules};

fn data(file: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(file)
}

fn blessing() -> bool {
    std::env::var_os("BONES_BLESS").is_some()
}

/// A data file's lines: comments and blank lines kept as they are, records
/// split into trimmed fields.
enum Line {
    Text(String),
    Record(Vec<String>),
}

fn read(file: &str) -> Vec<Line> {
    let text = fs::read_to_string(data(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    text.lines()
        .map(|l| {
            if l.trim().is_empty() || l.trim_start().starts_with('#') {
                Line::Text(l.to_string())
            } else {
                Line::Record(l.split(';').map(|f| f.trim().to_string()).collect())
            }
        })
        .collect()
}

fn write(file: &str, lines: &[Line]) {
    let text: String = lines
        .iter()
        .map(|l| match l {
            Line::Text(t) => format!("{t}\n"),
            Line::Record(fields) => format!("{}\n", fields.join(" ; ")),
        })
        .collect();
    fs::write(data(file), text).unwrap_or_else(|e| panic!("{file}: {e}"));
}

fn rules(game: &str, settings: &str) -> Rules {
    common::rules_from_text(game, settings).unwrap_or_else(|e| panic!("{game} {settings}: {e}"))
}

// ----- perft -----

/// The position a perft record describes: its seeded first hand after the
/// record's actions, in trick play.
fn position(f: &[String]) -> Game {
    let rules = rules(&f[0], &f[1]);
    let seed: u64 = f[2].parse().expect("a seed");
    let mut game = Game::new(rules, seed).unwrap();
    common::play(&mut game, &f[3]);
    assert_eq!(game.phase(), Phase::Playing, "{f:?} does not reach play");
    assert_eq!(game.hand_number(), 0);
    game
}

/// Sequences of `depth` plays from `game`, by cloning the whole game.
fn naive_count(game: &Game, depth: u32) -> u64 {
    if depth == 0 || game.phase() != Phase::Playing || game.hand_number() != 0 {
        return 1;
    }
    game.legal_actions()
        .iter()
        .map(|&a| {
            let mut next = game.clone();
            next.apply(a).expect("a listed action is accepted");
            naive_count(&next, depth - 1)
        })
        .sum()
}

/// The trick-play core of a hand: how tricks are played and when the hand
/// is over.
struct Core {
    rules: TrickRules,
    goal: Goal,
    early_end: bool,
}

impl Core {
    /// Whether the hand is over: decided, and either every trick played, the
    /// early end on, or a Nel-O bidder caught taking a trick.
    fn over(&self, s: &PlayState) -> bool {
        match self.goal.decided(s) {
            None => false,
            Some(made) => {
                s.is_over()
                    || self.early_end
                    || (!made && matches!(self.goal, Goal::NoTricks { .. }))
            }
        }
    }

    /// Sequences of `depth` plays from `s`, copying only the play state.
    fn count(&self, s: &PlayState, depth: u32) -> u64 {
        if depth == 0 || self.over(s) {
            return 1;
        }
        let leading = s.trick().is_empty();
        let hand = s.hand(s.turn());
        let mut total = 0;
        for face in s.legal(&self.rules).faces() {
            let tile = face.tile();
            let id = hand.id_of(tile).expect("a legal tile is held");
            let lows: &[bool] = if leading && self.rules.may_lead_low(tile) {
                &[false, true]
            } else {
                &[false]
            };
            for &low in lows {
                let mut next = *s;
                next.play(&self.rules, id, low);
                total += self.count(&next, depth - 1);
            }
        }
        total
    }
}

fn fast_count(game: &Game, depth: u32) -> u64 {
    let core = Core {
        rules: game.trick_rules().clone(),
        goal: game.goal(),
        early_end: game.rules().early_end(),
    };
    core.count(game.play_state(), depth)
}

/// What is trump in a modelled hand.
#[derive(Clone, Copy, PartialEq)]
enum ModelTrump {
    Number(u8),
    Doubles,
    FollowMe,
}

/// The suit a modelled trick was led in.
#[derive(Clone, Copy, PartialEq)]
enum ModelSuit {
    Trump,
    Number(u8),
    Doubles,
}

/// A Texas 42 hand (Straight 42 with any doubles options; a number,
/// doubles or follow-me), modelled from RULES.md with plain numbers: a tile
/// is `(high, low)`; a trump belongs to the trump suit only; a led
/// non-trump leads its higher end (a double its own number, or the doubles
/// when they are a suit of their own); inside a suit the double ranks first
/// (or last, when set low), then the other end; each trick scores 1 plus
/// its counters; the marks game ends the hand once decided.
#[derive(Clone)]
struct Model42 {
    trump: ModelTrump,
    /// Doubles' place in their number suits: high, low, or a suit of
    /// their own (follow-me only).
    doubles: bones_engine::DoublesMode,
    hands: [Vec<(u8, u8)>; 4],
    trick: Vec<(usize, (u8, u8))>,
    leader: usize,
    points: [u16; 2],
    tricks: [u8; 2],
    bidders: usize,
    /// Points needed, or `None` for a mark bid (every trick).
    need: Option<u16>,
}

impl Model42 {
    /// The model of `game` if it is Straight 42 (doubles options aside)
    /// with a number, doubles or follow-me, before the first lead.
    fn of(game: &Game) -> Option<Model42> {
        use bones_engine::{Declaration, DoublesMode, Trump};
        let contract = game.contract()?;
        let Rules::Texas42(settings) = *game.rules() else {
            return None;
        };
        let mut plain = bones_engine::Texas42::straight();
        plain.trumps.doubles = settings.trumps.doubles;
        plain.trumps.follow_me_doubles = settings.trumps.follow_me_doubles;
        if settings != plain || !game.tricks().is_empty() || !game.trick().is_empty() {
            return None;
        }
        let (trump, doubles) = match contract.declaration? {
            Declaration::Trump(Trump::Suit(p)) => {
                (ModelTrump::Number(p.get()), settings.trumps.doubles.into())
            }
            Declaration::Trump(Trump::Doubles) => (ModelTrump::Doubles, DoublesMode::High),
            Declaration::Trump(Trump::FollowMe) => {
                (ModelTrump::FollowMe, settings.trumps.follow_me_doubles)
            }
            _ => return None,
        };
        let hand = |s: u8| -> Vec<(u8, u8)> {
            let seat = bones_engine::Seat::new(s).unwrap();
            game.hand(seat)
                .tiles()
                .map(|t| (t.hi().get(), t.lo().get()))
                .collect()
        };
        Some(Model42 {
            trump,
            doubles,
            hands: [hand(0), hand(1), hand(2), hand(3)],
            trick: Vec::new(),
            leader: game.turn()?.index(),
            points: [0; 2],
            tricks: [0; 2],
            bidders: contract.bidder.index() % 2,
            need: match contract.bid {
                bones_engine::Bid::Points(n) => Some(u16::from(n)),
                _ => None,
            },
        })
    }

    fn is_trump(&self, t: (u8, u8)) -> bool {
        match self.trump {
            ModelTrump::Number(n) => t.0 == n || t.1 == n,
            ModelTrump::Doubles => t.0 == t.1,
            ModelTrump::FollowMe => false,
        }
    }

    fn own_suit_double(&self, t: (u8, u8)) -> bool {
        t.0 == t.1 && self.doubles == bones_engine::DoublesMode::OwnSuit
    }

    fn suit(&self, lead: (u8, u8)) -> ModelSuit {
        if self.is_trump(lead) {
            ModelSuit::Trump
        } else if self.own_suit_double(lead) {
            ModelSuit::Doubles
        } else {
            ModelSuit::Number(lead.0)
        }
    }

    fn follows(&self, t: (u8, u8), suit: ModelSuit) -> bool {
        match suit {
            ModelSuit::Trump => self.is_trump(t),
            ModelSuit::Doubles => !self.is_trump(t) && self.own_suit_double(t),
            ModelSuit::Number(n) => {
                !self.is_trump(t) && !self.own_suit_double(t) && (t.0 == n || t.1 == n)
            }
        }
    }

    /// Rank inside the suit of number `n`: the double first (or last), then
    /// the other end.
    fn inside(&self, t: (u8, u8), n: u8) -> u8 {
        match (t.0 == t.1, self.doubles) {
            (true, bones_engine::DoublesMode::Low) => 0,
            (true, _) => 20,
            (false, _) => 1 + t.0 + t.1 - n,
        }
    }

    fn rank(&self, t: (u8, u8), led: ModelSuit) -> u8 {
        if self.is_trump(t) {
            200 + match self.trump {
                ModelTrump::Number(n) => self.inside(t, n),
                _ => t.0,
            }
        } else if !self.follows(t, led) {
            0
        } else {
            100 + match led {
                ModelSuit::Number(n) => self.inside(t, n),
                _ => t.0,
            }
        }
    }

    fn over(&self) -> bool {
        let (ours, theirs) = (self.points[self.bidders], self.points[1 - self.bidders]);
        self.tricks[0] + self.tricks[1] == 7
            || match self.need {
                Some(need) => ours >= need || theirs > 42 - need,
                None => self.tricks[1 - self.bidders] > 0,
            }
    }

    fn count(&self, depth: u32) -> u64 {
        if depth == 0 || self.over() {
            return 1;
        }
        let seat = (self.leader + self.trick.len()) % 4;
        let hand = &self.hands[seat];
        let following: Vec<(u8, u8)> = match self.trick.first() {
            Some(&(_, lead)) => {
                let led = self.suit(lead);
                hand.iter()
                    .copied()
                    .filter(|&t| self.follows(t, led))
                    .collect()
            }
            None => Vec::new(),
        };
        let choices = if following.is_empty() {
            hand.clone()
        } else {
            following
        };
        choices
            .into_iter()
            .map(|t| {
                let mut next = self.clone();
                next.hands[seat].retain(|&h| h != t);
                next.trick.push((seat, t));
                if next.trick.len() == 4 {
                    next.score_trick();
                }
                next.count(depth - 1)
            })
            .sum()
    }

    fn score_trick(&mut self) {
        let led = self.suit(self.trick[0].1);
        // `max_by_key` keeps the last of equal keys: reversed, the first.
        let (winner, _) = self
            .trick
            .iter()
            .copied()
            .rev()
            .max_by_key(|&(_, t)| self.rank(t, led))
            .expect("four plays");
        let counters: u16 = self
            .trick
            .iter()
            .map(|&(_, t)| match t.0 + t.1 {
                5 => 5,
                10 => 10,
                _ => 0,
            })
            .sum();
        self.points[winner % 2] += counters + 1;
        self.tricks[winner % 2] += 1;
        self.leader = winner;
        self.trick.clear();
    }
}

fn perft_counts() -> (Vec<Line>, Vec<String>) {
    let mut lines = read("perft.txt");
    let mut failures = Vec::new();
    let mut modelled = 0;
    for line in &mut lines {
        let Line::Record(f) = line else { continue };
        assert_eq!(f.len(), 6, "perft fields: {f:?}");
        let game = position(f);
        let depth: u32 = f[4].parse().expect("a depth");
        let fast = fast_count(&game, depth);
        let naive = naive_count(&game, depth);
        assert_eq!(fast, naive, "fast and naive counts differ: {f:?}");
        if let Some(model) = Model42::of(&game) {
            modelled += 1;
            assert_eq!(
                fast,
                model.count(depth),
                "the model of RULES.md differs: {f:?}"
            );
        }
        if blessing() {
            f[5] = fast.to_string();
        } else if f[5] != fast.to_string() {
            failures.push(format!(
                "{} ; expected {}, counted {fast}",
                f[..5].join(" ; "),
                f[5]
            ));
        }
    }
    assert!(modelled >= 8, "the model checks the Straight 42 lines");
    (lines, failures)
}

#[test]
fn perft_counts_match_the_data() {
    let (lines, failures) = perft_counts();
    if blessing() {
        write("perft.txt", &lines);
    }
    assert!(
        failures.is_empty(),
        "perft mismatches:\n{}",
        failures.join("\n")
    );
}

// ----- whole games -----

/// Plays a seeded game to its end by `policy`; returns the outcome fields.
fn outcome(f: &[String]) -> [String; 4] {
    let rules = rules(&f[0], &f[1]);
    let seed: u64 = f[2].parse().expect("a seed");
    let mut game = Game::new(rules, seed).unwrap();
    let start = game.clone();
    let mut taken: Vec<Action> = Vec::new();
    let mut scored = [0u16; 3];
    while game.phase() != Phase::GameOver {
        assert!(taken.len() < 50_000, "{f:?} does not end");
        let legal = game.legal_actions();
        let a = match f[3].as_str() {
            "first" => legal[0],
            "cycle" => legal[taken.len() % legal.len()],
            p => panic!("unknown policy {p}"),
        };
        for e in game.apply(a).expect("a listed action is accepted") {
            if let bones_engine::Event::HandOver(r) = e {
                for (t, s) in scored.iter_mut().zip(r.score) {
                    *t += s;
                }
            }
        }
        taken.push(a);
    }
    // The scores are the sum of the hands' scores, and the record replays.
    assert_eq!(scored, game.scores(), "{f:?}");
    let replayed = bones_engine::GameRecord::of(&start, taken.clone())
        .replay()
        .unwrap();
    assert_eq!(replayed, game);
    let teams = usize::from(rules.teams());
    let scores: Vec<String> = game.scores()[..teams].iter().map(u16::to_string).collect();
    [
        (game.hand_number() + 1).to_string(),
        game.winner().expect("a winner").index().to_string(),
        scores.join(","),
        taken.len().to_string(),
    ]
}

#[test]
fn whole_games_end_as_recorded() {
    let mut lines = read("outcomes.txt");
    let mut failures = Vec::new();
    for line in &mut lines {
        let Line::Record(f) = line else { continue };
        assert_eq!(f.len(), 8, "outcome fields: {f:?}");
        let got = outcome(f);
        if blessing() {
            f[4..].clone_from_slice(&got);
        } else if f[4..] != got {
            failures.push(format!(
                "{} ; expected {}, got {}",
                f[..4].join(" ; "),
                f[4..].join(" ; "),
                got.join(" ; ")
            ));
        }
    }
    if blessing() {
        write("outcomes.txt", &lines);
    }
    assert!(
        failures.is_empty(),
        "outcome mismatches:\n{}",
        failures.join("\n")
    );
}
