//! The perfect-information solver: the exact minimax value of a trick-play
//! position in which every hand is visible.
//!
//! It is the engine of the sampling bot: deal the hidden tiles at random,
//! solve each sampled world with this, and play what does best on average
//! (see `shared/AI.md`). The bidding side's seats maximise what is counted;
//! every other seat minimises it (in three-handed Euchre the two
//! non-makers are a coalition against the maker).
//!
//! # What it answers
//!
//! | question | call | typical use |
//! |---|---|---|
//! | does the bidding side make its contract? | [`Solver::contract`] | marks game: made or set |
//! | does it reach a [`Target`] (points, tricks, tricks lost)? | [`Solver::reaches`] | Euchre march (`Target::every_trick`), "can we still make 30?" |
//! | what does it end the hand with? | [`Solver::value`] with an [`Objective`] | points game; tie-breaks between plays that all make or all set |
//! | the same, for every legal play at the root | [`Solver::play_values`], [`Solver::play_reaches`] | choosing a play across sampled worlds |
//!
//! A [`Position`] is a validated `(TrickRules, PlayState, Goal)`: build it
//! from a [`Game`](bones_engine::Game) ([`Position::from_game`]) or from a
//! view with sampled hands ([`View::play_state_with`](bones_engine::View::play_state_with),
//! [`View::trick_rules`](bones_engine::View::trick_rules),
//! [`View::goal`](bones_engine::View::goal)). Counts are for the whole hand:
//! what the side has already taken plus what it takes from here on.
//!
//! ```
//! use bones_ai::solver::{Budget, Objective, Position, Solver, SolverConfig, Target};
//! use bones_engine::{Game, Phase, Rules};
//!
//! // Play a seeded game to its first lead (seat 0 bids 30, names trump).
//! let mut game = Game::new(Rules::default(), 3).unwrap();
//! for a in ["bid 30", "pass", "pass", "pass", "trump 6"] {
//!     game.apply(a.parse().unwrap()).unwrap();
//! }
//! assert_eq!(game.phase(), Phase::Playing);
//!
//! let mut solver = Solver::new(SolverConfig::default()); // reuse it for every solve
//! let pos = Position::from_game(&game).unwrap();
//!
//! // Made or set? A null-window search at the bid.
//! let made = solver.contract(&pos, Budget::Unlimited);
//! // The points the bidders end with, under best play by all.
//! let points = solver.value(&pos, Objective::Points, Budget::Unlimited);
//! assert!(points.exact);
//! assert_eq!(made.value, points.value >= 30);
//! assert_eq!(solver.reaches(&pos, Target::points(points.value), Budget::Unlimited).value, true);
//!
//! // Every legal lead with the points it leads to.
//! let leads = solver.play_values(&pos, Objective::Points, Budget::Unlimited);
//! assert_eq!(leads.as_slice().len(), pos.plays().len());
//! assert_eq!(leads.best_value(), Some(points.value));
//! ```
//!
//! # How
//!
//! Fail-soft alpha-beta over single tile plays, on a compact copy of the
//! state: every physical tile of the set gets an index below 64, so hands
//! are `u64` masks (88's engine ids need a `u128`), and suits, following and
//! ranks are table lookups compiled once per set of trick rules.
//!
//! - **Values still to win.** A node's value is what the bidding side wins
//!   from there on, so it does not depend on how the position was reached;
//!   the window is shifted by each trick's points on the way down.
//! - **Transposition table** at trick starts, keyed by a Zobrist hash of who
//!   holds which tile plus the leader, storing lower and upper bounds, the
//!   best move and the depth searched. Fixed size ([`SolverConfig::tt_bytes`],
//!   2 MiB by default), allocated once; each solve starts a new generation,
//!   so no solve depends on an earlier one.
//! - **Null windows** for yes/no questions, and **bounds cut-offs**: a node
//!   returns at once when even winning every point left cannot lift the
//!   bidding side over the window, or when it is over it already (the
//!   search's form of [`Goal::decided`](bones_engine::Goal::decided): an
//!   every-trick contract dies with its first lost trick). The bounds also
//!   count the top run of trumps: trumps that one side holds above all of
//!   the other side's win the tricks they fall in, counters included.
//! - **Exact values** by null-window probes that bisect the range, the
//!   first at the bid (a points value splits there, where play is
//!   hardest), then one principal variation search once at most ten
//!   values remain open.
//! - **Equivalent tiles.** Two tiles of the seat to move are searched once
//!   when they count alike, lead the same suit(s), belong alike to every
//!   suit anyone else can still lead (or is leading now), and no tile held
//!   elsewhere or lying in the trick ranks between them in any of those
//!   suits. Texas 88's two copies of a face are the simplest case.
//! - **Move ordering**: the table's best move; then leads no opponent can
//!   beat; following, the cheapest sure winner, counters fed to a partner
//!   who is winning safely, and the lowest discards.
//! - **The last two tricks** are searched by plain alpha-beta below one
//!   table probe, and the last trick is scored directly.
//!
//! # Budgets: which games need one
//!
//! With [`Budget::Nodes`] the solver first tries an exact search with a
//! quarter of the budget; failing that, it deepens one trick at a time
//! and, where the depth limit stops it, estimates the rest of the hand
//! from each side's trick-taking strength (sure winners, trumps; see
//! [`EstimateWeights`]). The answer says whether it is
//! [`exact`](Solution::exact). Measured with
//! `cargo bench -p bones-ai --bench solver` (one core, release build,
//! fixed seeded deals with sensible contracts; figures from a shared,
//! busy machine):
//!
//! - **Texas 42**: exact from the opening lead, no budget needed. Over 64
//!   deals: made-or-set median 0.17 ms (5,500 nodes), mean 0.5 ms; the
//!   points value median 0.7 ms (21,000 nodes), mean 2 ms (a few deals far
//!   below their bid take up to 400,000 nodes); every opening lead's
//!   made-or-set 0.4 ms, every lead's points 3.5 ms.
//! - **Domino Euchre**: exact in microseconds (median 23 µs for the tricks
//!   of a 4-player hand); no budget needed.
//! - **Texas 88** (6 seats, 9 tricks, two copies of every tile) and **the
//!   Big Game** (45 tiles, 11 tricks, low leads): six plays to a trick, or
//!   eleven tricks of four, make the opening tree far larger. From the
//!   opening lead the exact points value usually takes over 30 million
//!   nodes (seconds) and made-or-set a few million; after two tricks the
//!   value takes tens to hundreds of milliseconds, and from the fourth
//!   trick on a few milliseconds or less. So a bot gives these games a node
//!   budget for the first three tricks or so, and gets exact answers later
//!   (a million nodes reach 3 to 5 tricks deep from the opening lead).
//!   A node costs about 35 ns in 42 and 40 to 100 ns in 88 and the Big
//!   Game (more tiles per hand to order and class, a larger table).
//!
//! # Reuse
//!
//! A [`Solver`] holds the table and the compiled rules; solving allocates
//! nothing. Compiling the tables again happens only when the trick rules
//! change (another trump), so solve the sampled worlds of one decision with
//! one solver. The answer of a solve depends only on its input: with
//! [`Budget::Unlimited`] it is the exact minimax value; with a budget, the
//! same input gives the same estimate and the same node count.

mod position;
mod query;
mod search;
mod tables;
mod tt;

pub use position::{Position, PositionError, MAX_TRICKS_LEFT};
pub use query::{
    Budget, Objective, Play, PlayValue, PlayValues, Plays, Solution, Target, MAX_PLAYS,
};

use bones_engine::{Goal, Seat, TrickRules};

use search::{Search, Setup, Trick, LOW, MAX_MOVES};
use tables::{row_of, Tables};

/// Solver settings.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SolverConfig {
    /// Bytes for the transposition table (rounded down to a power of two
    /// 64-byte buckets). 2 MiB holds every trick start a Texas 42 solve
    /// stores many times over; larger tables help 88 and the Big Game.
    pub tt_bytes: usize,
    /// How a [`Budget::Nodes`] search values the rest of the hand where
    /// its depth limit stops it.
    pub estimate: EstimateWeights,
}

impl Default for SolverConfig {
    fn default() -> SolverConfig {
        SolverConfig {
            tt_bytes: 2 << 20,
            estimate: EstimateWeights::FITTED,
        }
    }
}

/// The estimate at a depth limit: each side's share of what is left to
/// win goes with its trick-taking strength, `tile` per tile it holds,
/// `trump` more per trump and `sure_winner` more per sure winner (a trump
/// of the top run, or, against a side out of trumps, a tile nothing
/// beats in its suit). In the points game a side holding more than its
/// share of the counters left then gets `counters_held_pct` percent of the
/// excess besides: negative, since held counters are the ones the other
/// side can still take, or a weak side's that it must give up.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct EstimateWeights {
    /// Strength per tile held.
    pub tile: u8,
    /// Strength per trump held, besides its tile's.
    pub trump: u8,
    /// Strength per sure winner, besides its tile's (and trump's).
    pub sure_winner: u8,
    /// Percent of a side's excess of counters held credited to it.
    pub counters_held_pct: i8,
}

impl EstimateWeights {
    /// Fitted against exact solves of positions played by the rule of
    /// thumb (`examples/estimate_error.rs`, seeds 0-199, one trick searched
    /// and the rest estimated): the mean error fell from 11.2 to 7.8
    /// points in Texas 88 with six tricks left, from 9.1 to 7.1 in the Big
    /// Game with eight. Among the weights that fit about as well, these
    /// played best (duplicate matches against the rule of thumb, see
    /// docs/ai.md): weighting held counters by -50% fit 88 a little better
    /// and lost Big Game matches.
    pub const FITTED: EstimateWeights = EstimateWeights {
        tile: 1,
        trump: 2,
        sure_winner: 8,
        counters_held_pct: -25,
    };
    /// The first weights (every tile 1, a trump 1 more, a sure winner 2
    /// more, counters shared like the rest), kept for comparison.
    pub const FIRST: EstimateWeights = EstimateWeights {
        tile: 1,
        trump: 1,
        sure_winner: 2,
        counters_held_pct: 0,
    };
}

/// The solver: a transposition table and the compiled trick rules, reused
/// across solves.
#[derive(Clone, Debug)]
pub struct Solver {
    tables: Option<Box<Tables>>,
    tt: tt::Table,
    zobrist: Box<tt::Zobrist>,
    estimate: EstimateWeights,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new(SolverConfig::default())
    }
}

/// A position in search form.
struct Prepared {
    setup: Setup,
    root: Trick,
    /// Tricks left, the one in progress included.
    left: u8,
    /// What the bidding side has so far.
    base: u16,
}

impl Solver {
    /// A solver with its table allocated.
    #[must_use]
    pub fn new(config: SolverConfig) -> Solver {
        Solver {
            tables: None,
            tt: tt::Table::new(config.tt_bytes),
            zobrist: Box::new(tt::Zobrist::new()),
            estimate: config.estimate,
        }
    }

    /// Bytes the transposition table takes.
    #[must_use]
    pub fn tt_bytes(&self) -> usize {
        self.tt.bytes()
    }

    /// What the bidding side ends the hand with under best play by all:
    /// points, tricks, or tricks lost (see [`Objective`]).
    pub fn value(
        &mut self,
        pos: &Position<'_>,
        objective: Objective,
        budget: Budget,
    ) -> Solution<u16> {
        let p = self.prepare(pos, objective);
        if p.left == 0 {
            return done(p.base);
        }
        let split = self.split(pos, &p, objective);
        let (tables, tt, z) = self.parts();
        let mut s = Search::new(tables, tt, z, &p.setup);
        let hi = s.upper(p.left, p.root.points);
        let split = split.filter(|&t| t <= hi);
        let (v, exact, depth) = deepen(&mut s, p.left, budget, |s, d| {
            bisect(s, split, hi, |s, alpha, beta| {
                s.node(&p.root, p.left, d, alpha, beta)
            })
        });
        Solution {
            value: add(p.base, v),
            exact,
            depth,
            nodes: s.nodes,
        }
    }

    /// Whether the bidding side reaches `target` under best play by all
    /// (a null-window search at the threshold).
    pub fn reaches(
        &mut self,
        pos: &Position<'_>,
        target: Target,
        budget: Budget,
    ) -> Solution<bool> {
        let p = self.prepare(pos, target.objective);
        let need = i32::from(target.at_least) - i32::from(p.base);
        let (tables, tt, z) = self.parts();
        let mut s = Search::new(tables, tt, z, &p.setup);
        let hi = s.upper(p.left, p.root.points);
        if need <= 0 || need > hi || p.left == 0 {
            return done(need <= 0);
        }
        let (v, exact, depth) = deepen(&mut s, p.left, budget, |s, d| {
            s.node(&p.root, p.left, d, need - 1, need)
        });
        Solution {
            value: v >= need,
            exact,
            depth,
            nodes: s.nodes,
        }
    }

    /// Whether the bidding side makes its contract: the bid's points, every
    /// trick (mark bids, Splash, Plunge, Sevens), no trick (Nel-O), or 3
    /// tricks (Euchre). See [`Target::contract`].
    pub fn contract(&mut self, pos: &Position<'_>, budget: Budget) -> Solution<bool> {
        let target = Target::contract(pos.goal(), pos.state().tricks_per_hand());
        self.reaches(pos, target, budget)
    }

    /// [`Solver::value`] after each legal play of the seat to move.
    pub fn play_values(
        &mut self,
        pos: &Position<'_>,
        objective: Objective,
        budget: Budget,
    ) -> PlayValues<u16> {
        let p = self.prepare(pos, objective);
        let base = p.base;
        let split = self.split(pos, &p, objective);
        let values = self.per_play(pos, &p, budget, |s, m, d, hi| {
            bisect(s, split.filter(|&t| t <= hi), hi, |s, alpha, beta| {
                s.play(&p.root, m, p.left, d, alpha, beta)
            })
        });
        values.map(|v| add(base, v))
    }

    /// [`Solver::reaches`] after each legal play of the seat to move.
    pub fn play_reaches(
        &mut self,
        pos: &Position<'_>,
        target: Target,
        budget: Budget,
    ) -> PlayValues<bool> {
        let p = self.prepare(pos, target.objective);
        let need = i32::from(target.at_least) - i32::from(p.base);
        let values = self.per_play(pos, &p, budget, |s, m, d, _| {
            s.play(&p.root, m, p.left, d, need - 1, need)
        });
        values.map(|v| v >= need)
    }

    /// Searches every class of equivalent root plays with
    /// `search(move, depth, upper bound)`, deepening together under a
    /// budget, and gives each legal play its class's value (still to win).
    fn per_play(
        &mut self,
        pos: &Position<'_>,
        p: &Prepared,
        budget: Budget,
        search: impl Fn(&mut Search<'_>, u8, u8, i32) -> i32,
    ) -> RawValues {
        let plays = pos.plays();
        let mut raw = RawValues {
            plays,
            class: [0; MAX_PLAYS],
            moves: [0; MAX_MOVES],
            values: [0; MAX_MOVES],
            classes: 0,
            maximizing: pos.maximizing(),
            exact: true,
            depth: 0,
            nodes: 0,
        };
        if plays.is_empty() {
            return raw;
        }
        let (tables, tt, z) = self.parts();
        let mut s = Search::new(tables, tt, z, &p.setup);
        for (i, play) in plays.as_slice().iter().enumerate() {
            let tile = tables.dense[usize::from(play.tile.index())];
            let rep = s.representative_of(&p.root, tile) | if play.low { LOW } else { 0 };
            let k = match raw.moves[..raw.classes].iter().position(|&m| m == rep) {
                Some(k) => k,
                None => {
                    raw.moves[raw.classes] = rep;
                    raw.classes += 1;
                    raw.classes - 1
                }
            };
            raw.class[i] = k as u8;
        }
        let hi = s.upper(p.left, p.root.points);
        let classes = raw.classes;
        let moves = raw.moves;
        let mut values = [0i32; MAX_MOVES];
        let (_, exact, depth) = deepen(&mut s, p.left, budget, |s, d| {
            let mut found = [0i32; MAX_MOVES];
            for k in 0..classes {
                found[k] = search(s, moves[k], d, hi);
                if s.aborted {
                    return 0;
                }
            }
            values = found;
            0
        });
        raw.values = values;
        raw.exact = exact;
        raw.depth = depth;
        raw.nodes = s.nodes;
        raw
    }

    /// Where to split an exact points search: a points bid divides the
    /// range where play is hardest, so a null window there first (cheap,
    /// and it fills the table) leaves only one side of it to search.
    /// In "still to win" units; `None` when the bid is already reached.
    fn split(&self, pos: &Position<'_>, p: &Prepared, objective: Objective) -> Option<i32> {
        match pos.goal() {
            Goal::Points { need, .. } if objective == Objective::Points => {
                Some(i32::from(need) - i32::from(p.base)).filter(|&t| t > 0)
            }
            _ => None,
        }
    }

    fn parts(&mut self) -> (&Tables, &mut tt::Table, &tt::Zobrist) {
        let tables = self
            .tables
            .as_deref()
            .unwrap_or_else(|| unreachable!("prepare compiles the tables first"));
        (tables, &mut self.tt, &self.zobrist)
    }

    /// Compiles the rules if they changed, starts a table generation, and
    /// converts the position.
    fn prepare(&mut self, pos: &Position<'_>, objective: Objective) -> Prepared {
        self.compile(pos.rules());
        self.tt.new_generation();
        let tables = self
            .tables
            .as_deref()
            .unwrap_or_else(|| unreachable!("just compiled"));
        let state = pos.state();
        let table = state.table();
        let goal = pos.goal();
        let mut setup = Setup {
            hands: [0; 6],
            next: [0; 6],
            active: table.active_count(),
            is_max: [false; 6],
            objective,
            trick_points: state.trick_points(),
            estimate: self.estimate,
        };
        for seat in Seat::all(table.players()) {
            let i = seat.index();
            if table.is_active(seat) {
                setup.hands[i] = tables.mask(state.hand(seat));
            }
            setup.next[i] = table.next_active(seat).get();
            setup.is_max[i] = table.team(seat) == goal.team();
        }
        let trick = state.trick();
        let mut root = Trick::lead(trick.leader().get());
        for (seat, id) in trick.plays() {
            let x = tables.dense[usize::from(id.index())];
            let xi = usize::from(x);
            if root.len == 0 {
                root.led = trick.led().map_or(tables.lead_row[xi], row_of);
                root.win_seat = seat.get();
                root.win_tile = x;
                root.win_power = tables.power[usize::from(root.led)][xi];
            } else {
                let power = tables.power[usize::from(root.led)][xi];
                if power > root.win_power {
                    root.win_seat = seat.get();
                    root.win_tile = x;
                    root.win_power = power;
                }
            }
            root.points += tables.count[xi];
            root.len += 1;
            root.tiles |= 1 << x;
        }
        root.turn = state.turn().get();
        Prepared {
            setup,
            root,
            left: state.tricks_per_hand() - state.tricks_played(),
            base: objective.so_far(state, goal),
        }
    }

    fn compile(&mut self, rules: &TrickRules) {
        if self.tables.as_ref().is_none_or(|t| t.rules != *rules) {
            self.tables = Some(Box::new(Tables::new(rules)));
        }
    }
}

/// Values of the root's play classes, before conversion.
struct RawValues {
    plays: Plays,
    /// Class of each play.
    class: [u8; MAX_PLAYS],
    /// The representative move of each class.
    moves: [u8; MAX_MOVES],
    /// Value still to win after each class's move.
    values: [i32; MAX_MOVES],
    classes: usize,
    maximizing: bool,
    exact: bool,
    depth: u8,
    nodes: u64,
}

impl RawValues {
    fn map<T: Copy + Ord + Default>(&self, f: impl Fn(i32) -> T) -> PlayValues<T> {
        let mut out = PlayValues::new(self.maximizing);
        for (i, &play) in self.plays.as_slice().iter().enumerate() {
            out.push(play, f(self.values[usize::from(self.class[i])]));
        }
        out.exact = self.exact;
        out.depth = self.depth;
        out.nodes = self.nodes;
        out
    }
}

/// The exact value in `0..=hi`: null-window probes `probe(t - 1, t)`
/// ("at least `t`?") bisect the range, the first at `first` when given,
/// fail-soft answers often closing more than half of it; once at most
/// [`NARROW`] values remain open, one principal variation search over
/// them finishes. (Far from the bid, a wide window is costly; near it,
/// repeated probes are.)
fn bisect(
    s: &mut Search<'_>,
    first: Option<i32>,
    hi: i32,
    mut probe: impl FnMut(&mut Search<'_>, i32, i32) -> i32,
) -> i32 {
    let (mut lower, mut upper) = (0, hi);
    let mut t = first.unwrap_or((hi + 1) / 2).clamp(1, hi.max(1));
    let mut probed = first.is_none();
    while lower < upper {
        if probed && upper - lower <= NARROW {
            return probe(s, lower - 1, upper + 1);
        }
        let r = probe(s, t - 1, t);
        if s.aborted {
            return 0;
        }
        probed = true;
        if r >= t {
            lower = r.min(upper);
        } else {
            upper = r.max(lower);
        }
        t = (lower + upper + 1) / 2;
    }
    lower
}

/// How many values may stay open before [`bisect`] searches them all.
const NARROW: i32 = 10;

/// An answer known without searching.
fn done<T>(value: T) -> Solution<T> {
    Solution {
        value,
        exact: true,
        depth: 0,
        nodes: 0,
    }
}

/// The whole-hand count from what was had and what is still won.
fn add(base: u16, still: i32) -> u16 {
    u16::try_from(i32::from(base) + still.max(0)).unwrap_or(u16::MAX)
}

/// Runs `search(depth)` under `budget`: once to the end of the hand when
/// unlimited. With a node budget, first an exact search with a quarter of
/// it (late in a hand that is usually enough); if that does not finish,
/// one trick deeper at a time from the first trick while nodes remain,
/// keeping the deepest finished answer. Returns (value, exact, depth).
fn deepen(
    s: &mut Search<'_>,
    left: u8,
    budget: Budget,
    mut search: impl FnMut(&mut Search<'_>, u8) -> i32,
) -> (i32, bool, u8) {
    match budget {
        Budget::Unlimited => {
            s.limit = u64::MAX;
            (search(s, left), true, left)
        }
        Budget::Nodes(limit) => {
            s.limit = limit / 4;
            let v = search(s, left);
            if !s.aborted {
                return (v, true, left);
            }
            let mut best = (0, false, 0);
            for depth in 1..=left {
                // The first trick always finishes.
                s.limit = if depth == 1 { u64::MAX } else { limit };
                s.aborted = false;
                let v = search(s, depth);
                if s.aborted {
                    break;
                }
                best = (v, depth >= left, depth);
                if s.nodes >= limit {
                    break;
                }
            }
            s.aborted = false;
            best
        }
    }
}
