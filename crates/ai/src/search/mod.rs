//! The search bot: perfect-information Monte Carlo for every decision.
//!
//! For each decision the bot deals the tiles it cannot see at random,
//! consistently with everything its [`View`] shows ([`Sampler`](crate::sample::Sampler); with
//! [`SearchConfig::inference_draws`] > 1 also weighted by how likely the
//! bids and plays seen were, [`PlayerModel`]), solves every sampled world with the
//! perfect-information [`Solver`], and takes the action with the best
//! average for what is at stake (see `stakes`):
//!
//! - **Trick play**: every legal play valued on the same worlds (see
//!   `play`).
//! - **Bidding** (42, 88, Big Game): each candidate trump's points over
//!   the same sampled deals; the make probability of each bid level is
//!   that of the *best trump for that level across all worlds* — the
//!   bidder names trump before seeing the other hands, so choosing per
//!   world would credit it with knowledge it lacks (strategy fusion,
//!   AI.md). The bot bids the level whose probability clears a threshold
//!   that depends on who holds the high bid. Nel-O, Splash, Plunge, Sevens
//!   and Low-No are weighed the same way when enabled (see `auction`).
//!   In 88 and the Big Game the levels leave the auction, trump and the
//!   kitty or spare to the rule of thumb ([`SearchConfig::deep_auction`]),
//!   bidding with a margin of their own ([`BidPolicy::big_game_bid_margin`]).
//! - **Declaring**: each legal trump or contract, on the same worlds.
//! - **Kitty and spare** (88, Big Game) and the **Euchre dealer's
//!   discard**: candidate discards, each with its best trump, simulated
//!   (see `discard`).
//! - **Euchre bidding**: order up, call, alone or pass by the expected
//!   hand score of each (see `euchre`).
//!
//! Near-ties (AI.md: about half of mid-hand plays are ties) are settled
//! by the rule-of-thumb player's choice when it is among them, else by
//! keeping high trumps and counters ([`SearchConfig::heuristic_ties`]).
//!
//! # Work, not time
//!
//! Budgets are counted in sampled worlds and solver nodes, never in
//! wall-clock time, so a decision is a pure function of (view, seed,
//! configuration). Texas 42 and Domino Euchre are solved exactly (about a
//! millisecond per world from the opening lead). Texas 88 (six hands of
//! nine tiles, two copies of every tile) and the Big Game (eleven tricks)
//! cannot be solved exactly in the first tricks in a phone's time: there
//! every solve gets a node budget ([`SearchConfig::deep_nodes`]), the
//! solver deepening one trick at a time and estimating the rest of the
//! hand where it stops; the last tricks are exact again because they fit
//! in the budget.
//!
//! # Input
//!
//! The bot's only input is the [`View`] (and the seed): it never sees a
//! hidden tile. If a view cannot be searched (a hand-made view whose
//! counts do not add up), it falls back to the rule-of-thumb player
//! rather than fail.

mod advice;
mod auction;
mod choose;
mod declare;
mod discard;
mod euchre;
mod play;
pub(crate) mod stakes;
mod trial;
mod worlds;

pub use advice::{best_chance, bid_advice, AdviceRow, BidAdvice, ValueScale};
pub use worlds::PlayerModel;

use bones_engine::{GameKind, Phase, Rules, Table, View};

use crate::heuristic::{bidding, HeuristicBot};
use crate::solver::{Budget, Solver, SolverConfig};
use crate::{Bot, Decision};

/// A logistic model of the chance of making a points bid in play:
/// `logit p = bias + hand × h + simulation × (s − 0.7)`, where `s` is the
/// simulated chance with a trump (the share of the sampled deals it makes
/// the bid in) and `h` the rule of thumb's worth of the hand with that
/// trump (14 + 6 × doubles + 3 × trumps in 42) above the bid plus 4, in
/// steps of 5 points (scaled to the game's total).
///
/// Why both: solving sampled deals with every hand visible overrates the
/// bidder, most where its points lean on the partner, and the hand's worth
/// against the bid says how much they do. Fitted per game by
/// `examples/advisor_calibration.rs` (Hard playing its contracts against
/// the rule of thumb; docs/ai.md, "The bidding advisor's chance").
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Calibration {
    /// The constant.
    pub bias: f32,
    /// Weight of the hand's worth against the bid.
    pub hand: f32,
    /// Weight of the simulated chance.
    pub simulation: f32,
}

impl Calibration {
    /// The hand term `h`: the rule of thumb's `worth` of the hand (with the
    /// trump being priced) above a bid of `points` plus 4, in steps of 5
    /// (of 42, scaled to the game's total).
    #[must_use]
    pub fn hand_steps(rules: &Rules, worth: f32, points: u8) -> f32 {
        let scale = f32::from(rules.hand_total()) / 42.0;
        (worth - (f32::from(points) + 4.0 * scale)) / (5.0 * scale)
    }

    /// The chance in play of making a bid of `points` whose simulated
    /// chance is `simulated`, for a hand of `worth`.
    #[must_use]
    pub fn chance(&self, rules: &Rules, worth: f32, points: u8, simulated: f32) -> f32 {
        let x = self.bias
            + self.hand * Calibration::hand_steps(rules, worth, points)
            + self.simulation * (simulated - 0.7);
        1.0 / (1.0 + (-x).exp())
    }
}

/// A [`Calibration`] per game with points bids: the simulation overrates a
/// bidder by a different amount in each (in 88 and the Big Game the
/// simulated chance measured no help beside the hand's worth, so those
/// weigh the hand alone).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Calibrations {
    /// Texas 42.
    pub texas42: Calibration,
    /// Texas 88.
    pub texas88: Calibration,
    /// The Big Game.
    pub big_game: Calibration,
}

impl Calibrations {
    /// The calibration of `kind`'s points bids (`None` for Domino Euchre,
    /// which has none).
    #[must_use]
    pub fn of(&self, kind: GameKind) -> Option<&Calibration> {
        match kind {
            GameKind::Texas42 => Some(&self.texas42),
            GameKind::Texas88 => Some(&self.texas88),
            GameKind::BigGame => Some(&self.big_game),
            GameKind::Euchre => None,
        }
    }

    /// The same, to change.
    pub fn of_mut(&mut self, kind: GameKind) -> Option<&mut Calibration> {
        match kind {
            GameKind::Texas42 => Some(&mut self.texas42),
            GameKind::Texas88 => Some(&mut self.texas88),
            GameKind::BigGame => Some(&mut self.big_game),
            GameKind::Euchre => None,
        }
    }
}

/// Thresholds of the bidding decisions: the make probability (over the
/// sampled deals, best trump per level) a bid needs.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct BidPolicy {
    /// Points (of 42; scaled to the game's total) taken off every
    /// simulated result before it is compared with a bid. Solving sampled
    /// deals with every hand visible overrates the bidder: its partner
    /// plays as if it could see the bidder's hand (measured in Texas 42:
    /// the simulated average is 34.5 points where play gives 29.9).
    pub margin: f32,
    /// Turns the simulated make probability of a points bid into the one
    /// seen in play, per game (`None`: use the simulated one as it is).
    pub calibration: Option<Calibrations>,
    /// The share of simulated every-trick hands (mark bids, Splash,
    /// Plunge) that are made in play: with every hand visible the bidder's
    /// side takes every trick far more often than it can without seeing
    /// them. Measured: about 0.45 (Texas 42, Hard against the rule of
    /// thumb, 491 hands).
    pub every_trick: f32,
    /// The same share for a hand the rule of thumb calls a laydown (top
    /// trumps enough to draw the rest, every side tile a boss): there the
    /// simulation's every trick is the real one, so the hand bids two
    /// marks instead of a point bid worth one. Measured level with 0.45
    /// (which never bids marks) in Texas 42, as laydowns are rare: share
    /// of the marks 0.581, 0.595, 0.593 on seeds 1-3 against 0.581, 0.595,
    /// 0.590 (100 matches each); kept because it is right.
    pub laydown_every_trick: f32,
    /// Points (of 42, scaled) above a points bid that naming trump aims
    /// for: the trump that makes the bid with room to spare in the
    /// simulation is the one that makes it in play.
    pub declare_margin: f32,
    /// Nobody has bid yet (or the dealer is forced): open at this chance.
    pub open: f32,
    /// An opponent holds the high bid: overcall at this chance (passing
    /// leaves them a contract they usually make).
    pub overcall: f32,
    /// The partner holds the high bid: take it over only at this chance.
    pub over_partner: f32,
    /// With opponents still to bid, bid as high as this chance allows, so
    /// that they cannot overcall cheaply.
    pub preempt: f32,
    /// Texas 88, where the search levels bid by the rule of thumb (see
    /// [`SearchConfig::deep_auction`]): points kept below the hand's worth.
    /// The rule of thumb's own 4: bidding lighter (-4) took more contracts
    /// and made a larger share of them, yet lost points a hand (+6.0 over
    /// the rule of thumb against +8.3, 200 matches of seed 2): it left
    /// the rule of thumb fewer contracts to be set in.
    pub texas88_bid_margin: f32,
    /// The same in the Big Game, where the search levels out-play the rule
    /// of thumb by more and the auction goes round until all but one pass:
    /// -4 took 10.9 and 11.7 points a hand over the rule of thumb where 4
    /// took 7.0 and 9.7 (200 matches each of seeds 2 and 3, docs/ai.md).
    pub big_game_bid_margin: f32,
    /// Domino Euchre without partners (two or three players): order up or
    /// call when the expected hand score is at least this. Below 0: a
    /// pass scores nothing only when everyone passes, and otherwise leaves
    /// another player the make (measured: -0.2 beat 0.15 on seeds 8, 9
    /// and 10, by 0.5 to 1.3 points of win rate with two players and 2.1
    /// to 3.0 with three, 2,000 matches each).
    pub euchre_make: f32,
    /// The same with a partner (four players). Higher: the simulated
    /// partner plays seeing the maker's hand, which overrates a make as
    /// it does a 42 bid. Measured in 2,000 duplicate matches per seed
    /// (`examples/tune.rs`, 4 players): Hard's share of the points per hand
    /// over the rule of thumb's went from +0.06-0.07 at 0.15 to +0.11-0.12
    /// at 0.7 on seeds 7, 8 and 9, while at 2 and 3 players 0.7 lost.
    pub euchre_make_partnered: f32,
    /// Domino Euchre: go alone when that adds at least this to the
    /// expected hand score.
    pub euchre_alone: f32,
}

impl BidPolicy {
    /// The thresholds the levels use (tuned in the arena).
    pub const DEFAULT: BidPolicy = BidPolicy {
        margin: 0.0,
        calibration: Some(Calibrations {
            texas42: Calibration {
                bias: -0.07,
                hand: 0.28,
                simulation: 3.45,
            },
            texas88: Calibration {
                bias: 1.44,
                hand: 0.62,
                simulation: 0.0,
            },
            big_game: Calibration {
                bias: 2.19,
                hand: 0.68,
                simulation: 0.0,
            },
        }),
        every_trick: 0.45,
        laydown_every_trick: 1.0,
        declare_margin: 4.0,
        open: 0.5,
        overcall: 0.5,
        over_partner: 0.9,
        preempt: 1.0,
        texas88_bid_margin: 4.0,
        big_game_bid_margin: -4.0,
        euchre_make: -0.2,
        euchre_make_partnered: 0.7,
        euchre_alone: 0.25,
    };

    /// The chance of making a bid needs at this auction (Texas 42, and 88
    /// and the Big Game where they are searched): it depends on who holds
    /// the high bid.
    #[must_use]
    pub fn bid_bar(&self, view: &View) -> f32 {
        self.bar_under(BidHolder::of(view))
    }

    /// The chance a bid needs when `holder` holds the high bid.
    fn bar_under(&self, holder: BidHolder) -> f32 {
        match holder {
            BidHolder::Nobody => self.open,
            BidHolder::Opponent => self.overcall,
            BidHolder::Partner => self.over_partner,
        }
    }

    /// The expected hand score a Domino Euchre make must beat at this
    /// table (before going alone's extra risk).
    #[must_use]
    pub fn make_bar(&self, rules: &Rules) -> f32 {
        if rules.players() > rules.teams() {
            self.euchre_make_partnered
        } else {
            self.euchre_make
        }
    }

    /// What a searched pass at this view answers to: the bar no bid or
    /// make reached. A pass has no value of its own (it is no expected
    /// score), so the hint states this beside it instead.
    #[must_use]
    pub fn pass_bar(&self, view: &View) -> PassBar {
        if view.rules.kind() == GameKind::Euchre {
            let above = self.make_bar(&view.rules);
            let alone = view.legal.iter().any(|a| a.goes_alone());
            PassBar::EuchrePoints {
                above,
                alone_above: alone.then_some(above + self.euchre_alone),
            }
        } else {
            let holder = BidHolder::of(view);
            PassBar::Chance {
                at_least: self.bar_under(holder),
                holder,
            }
        }
    }
}

/// Who holds the high bid, from a bidder's seat: the chance it bids on
/// depends on it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BidHolder {
    /// Nobody has bid yet.
    Nobody,
    /// An opponent.
    Opponent,
    /// The bidder's partner.
    Partner,
}

impl BidHolder {
    /// Who holds the high bid in `view`, for its seat.
    #[must_use]
    pub fn of(view: &View) -> BidHolder {
        let table = Table::for_rules(&view.rules);
        match view.high_bid {
            None => BidHolder::Nobody,
            Some((s, _)) if table.team(s) == table.team(view.seat) => BidHolder::Partner,
            Some(_) => BidHolder::Opponent,
        }
    }
}

/// The bar a searched pass answers to ([`BidPolicy::pass_bar`]).
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum PassBar {
    /// Texas 42 (88, the Big Game where searched): a bid is made only at
    /// this chance of making, at least; it depends on who holds the bid.
    Chance {
        /// The least chance.
        at_least: f32,
        /// Who holds the high bid.
        holder: BidHolder,
    },
    /// Domino Euchre: a make is taken only above this expected hand
    /// score, going alone only above `alone_above` (where it is legal).
    EuchrePoints {
        /// The score a make must beat.
        above: f32,
        /// The score going alone must beat.
        alone_above: Option<f32>,
    },
}

impl Default for BidPolicy {
    fn default() -> BidPolicy {
        BidPolicy::DEFAULT
    }
}

/// A second question asked of each sampled world in the marks game, to
/// tell apart plays with the same chance of making the contract.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tiebreak {
    /// None: ties go straight to the secondary rule.
    None,
    /// Expected points (a full-window solve: about four times the work of
    /// the make-or-set question).
    Points,
    /// The chance of making the bid with this many points (of 42, scaled)
    /// to spare, or for the defenders of holding the bidders this far
    /// below it: a second null-window search, as cheap as the first.
    Margin(u8),
}

/// How much work the search bot does, and how it settles close calls.
/// The [`Level`](crate::level::Level)s are configurations of this.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SearchConfig {
    /// Sampled worlds per trick-play decision (42, Euchre) once the
    /// solves are cheap.
    pub play_worlds: u16,
    /// Sampled worlds for the first trick, where every solve costs most;
    /// each later trick doubles it, up to [`Self::play_worlds`].
    pub lead_worlds: u16,
    /// Sampled worlds per bidding, declaring or discarding decision (42,
    /// Euchre).
    pub bid_worlds: u16,
    /// Trumps simulated per bidding decision: the hand's best by the rule
    /// of thumb (declaring tries two more).
    pub bid_trumps: u8,
    /// Sampled worlds per trick-play decision in the early tricks of 88
    /// and the Big Game, where every solve has a node budget. Hard's 24
    /// (8 before) gained 1.6 and 3.0 points a hand over the rule of thumb
    /// in 88, 0.7 and 1.5 in the Big Game (seeds 2 and 3, 400 matches
    /// each, docs/ai.md), and its decisions' p99 stayed near 40 ms.
    pub deep_play_worlds: u16,
    /// Sampled worlds per bidding, declaring or discarding decision in 88
    /// and the Big Game.
    pub deep_bid_worlds: u16,
    /// Node budget of each solve in 88 and the Big Game, one per game.
    pub deep_nodes: DeepNodes,
    /// Node budget of each solve in 42 and Euchre (`None`: exact).
    pub nodes: Option<u64>,
    /// In the marks game, how plays level on make probability are told
    /// apart (a second solve per world).
    pub tiebreak: Tiebreak,
    /// The same in the first trick (where a points solve costs most).
    pub lead_tiebreak: Tiebreak,
    /// Candidates within this fraction of the stakes' unit (a mark, a
    /// Euchre point, a tenth of a points hand) count as tied.
    pub tie_margin: f32,
    /// Settle ties by the rule-of-thumb player's choice when it is among
    /// them.
    pub heuristic_ties: bool,
    /// Worlds drawn per world kept when weighting by [`Self::model`]; 1
    /// draws uniformly.
    pub inference_draws: u8,
    /// How the other players are expected to bid and play.
    pub model: PlayerModel,
    /// Bid (and in Euchre order up or call) by simulation; false: by the
    /// rule of thumb.
    pub search_bids: bool,
    /// Name trump and put tiles down by simulation; false: by the rule of
    /// thumb.
    pub search_declare: bool,
    /// Whether [`Self::search_bids`] and [`Self::search_declare`] apply in
    /// the games solved only to a node budget (Texas 88, the Big Game);
    /// false: those decisions go to the rule of thumb there. The budgeted
    /// solves' estimates make the simulated auction optimistic: Hard won
    /// 26 of 100 duplicate 88 matches against the rule of thumb bidding by
    /// simulation, 41 with rule-of-thumb bids, 52 with rule-of-thumb bids
    /// and declarations (`examples/tune.rs`, seed 1; docs/ai.md).
    pub deep_auction: bool,
    /// In 88 and the Big Game, read the partner's bids as made with this
    /// bot's own margin: the search levels bid there by the rule of thumb
    /// with margins of their own (the Big Game's -4 against the model's
    /// 6.3), so a partner of the same level bids lighter than the model
    /// reads. Measured on seeds 2-5 (200 matches each): the Big Game +0.5
    /// points a hand over the rule of thumb, never behind; 88 +0.4, within
    /// the noise (docs/ai.md).
    pub partner_bids_as_own: bool,
    /// Bidding thresholds.
    pub policy: BidPolicy,
}

/// Node budgets of each solve in the games searched to a depth limit, one
/// per game: more nodes paid in 88 and not in the Big Game. Hard's 60,000
/// in 88 (20,000 before) gained 1.9 points a hand over the rule of thumb
/// on seeds 2-5, ahead on each; the same in the Big Game was 0.4 behind
/// (200 matches a seed, docs/ai.md).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DeepNodes {
    /// Texas 88.
    pub texas88: u64,
    /// The Big Game.
    pub big_game: u64,
}

impl SearchConfig {
    /// The same decisions' code with the least work: one world and a
    /// small node budget everywhere. For sweeping many views in tests.
    #[must_use]
    pub const fn minimal(self) -> SearchConfig {
        SearchConfig {
            play_worlds: 1,
            lead_worlds: 1,
            bid_worlds: 1,
            bid_trumps: 1,
            deep_play_worlds: 1,
            deep_bid_worlds: 1,
            deep_nodes: DeepNodes {
                texas88: 300,
                big_game: 300,
            },
            nodes: Some(300),
            ..self
        }
    }
}

/// The sampling search player. It reads only the [`View`] it is given.
#[derive(Clone, Debug)]
pub struct SearchBot {
    name: &'static str,
    config: SearchConfig,
    solver: Solver,
}

impl SearchBot {
    /// A bot called `name` doing `config`'s work.
    #[must_use]
    pub fn new(name: &'static str, config: SearchConfig) -> SearchBot {
        SearchBot {
            name,
            config,
            solver: Solver::new(SolverConfig::default()),
        }
    }

    /// Its configuration.
    #[must_use]
    pub const fn config(&self) -> &SearchConfig {
        &self.config
    }

    /// Whether `rules` is a game whose early tricks need a node budget.
    fn deep(rules: &Rules) -> bool {
        matches!(rules.kind(), GameKind::Texas88 | GameKind::BigGame)
    }

    /// Whether this bot leaves the auction of `rules` (bid, trump, kitty or
    /// spare) to the rule of thumb: 88 and the Big Game, unless
    /// [`SearchConfig::deep_auction`].
    fn auction_by_rule_of_thumb(&self, rules: &Rules) -> bool {
        Self::deep(rules) && !self.config.deep_auction
    }

    /// The margin this bot bids 88 or the Big Game with.
    fn deep_bid_margin(&self, rules: &Rules) -> f32 {
        let policy = &self.config.policy;
        match rules.kind() {
            GameKind::BigGame => policy.big_game_bid_margin,
            _ => policy.texas88_bid_margin,
        }
    }

    /// The model of the other players for a decision under `rules`.
    pub(crate) fn model_for(&self, rules: &Rules) -> PlayerModel {
        let mut model = self.config.model;
        if self.config.partner_bids_as_own && self.auction_by_rule_of_thumb(rules) {
            model.partner_bid_margin = Some(self.deep_bid_margin(rules));
        }
        model
    }

    /// The solver budget for `rules`.
    fn budget(&self, rules: &Rules) -> Budget {
        match rules.kind() {
            GameKind::Texas88 => Budget::Nodes(self.config.deep_nodes.texas88),
            GameKind::BigGame => Budget::Nodes(self.config.deep_nodes.big_game),
            _ => self.config.nodes.map_or(Budget::Unlimited, Budget::Nodes),
        }
    }

    /// Worlds, budget and tie-break for a trick-play decision with
    /// `played` tricks complete.
    fn play_work(&self, rules: &Rules, played: usize) -> (usize, Budget, Tiebreak) {
        let tiebreak = if played == 0 {
            self.config.lead_tiebreak
        } else {
            self.config.tiebreak
        };
        let (n, budget) = self.play_worlds_and_budget(rules, played);
        (n, budget, tiebreak)
    }

    fn play_worlds_and_budget(&self, rules: &Rules, played: usize) -> (usize, Budget) {
        if Self::deep(rules) {
            // Late in the hand the solves are exact and cheap: afford the
            // full count of worlds.
            let left = usize::from(rules.hand_size()).saturating_sub(played);
            let n = if left <= 4 {
                self.config.play_worlds
            } else {
                self.config.deep_play_worlds
            };
            (usize::from(n), self.budget(rules))
        } else {
            let doubled = u32::from(self.config.lead_worlds) << played.min(8);
            let n = doubled.min(u32::from(self.config.play_worlds)).max(1);
            (n as usize, self.budget(rules))
        }
    }

    /// Worlds for a bidding, declaring or discarding decision.
    fn bid_worlds(&self, rules: &Rules) -> usize {
        usize::from(if Self::deep(rules) {
            self.config.deep_bid_worlds
        } else {
            self.config.bid_worlds
        })
    }

    /// The decision, or `None` when the view cannot be searched.
    fn search(&mut self, view: &View, seed: u64) -> Option<Decision> {
        match view.phase {
            Phase::Playing => play::decide(self, view, seed),
            Phase::Bidding if self.auction_by_rule_of_thumb(&view.rules) => Some(Decision::just(
                bidding::bid_with_margin(view, seed, self.deep_bid_margin(&view.rules)),
            )),
            Phase::Declaring | Phase::Discarding if self.auction_by_rule_of_thumb(&view.rules) => {
                None
            }
            Phase::Bidding if !self.config.search_bids => None,
            Phase::Declaring | Phase::Discarding if !self.config.search_declare => None,
            Phase::Bidding if view.rules.kind() == GameKind::Euchre => {
                euchre::bid(self, view, seed)
            }
            Phase::Bidding => auction::decide(self, view, seed),
            Phase::Declaring => declare::decide(self, view, seed),
            Phase::Discarding => discard::decide(self, view, seed),
            Phase::GameOver => None,
        }
    }
}

impl Bot for SearchBot {
    fn name(&self) -> &str {
        self.name
    }

    fn decide(&mut self, view: &View, seed: u64) -> Decision {
        if let [only] = view.legal.as_slice() {
            return Decision::just(*only);
        }
        // A view the search refuses (one the sampler cannot deal from) is
        // still answered with a legal action, by the rule of thumb.
        match self.search(view, seed) {
            Some(d) if view.legal.contains(&d.action) => d,
            _ => Decision::just(HeuristicBot::choose(view, seed)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::Level;

    /// In 88 and the Big Game every trick before the last four takes
    /// `deep_play_worlds`, and the last four the full count; Texas 42
    /// doubles its first trick's count each trick.
    #[test]
    fn budgeted_games_take_fewer_worlds_until_four_tricks_are_left() {
        let config = Level::Hard.search_config().unwrap();
        let bot = SearchBot::new("hard", config);
        let (deep, full) = (
            usize::from(config.deep_play_worlds),
            usize::from(config.play_worlds),
        );
        assert!(deep < full);
        // 88 has nine tricks, the Big Game eleven.
        for (kind, tricks) in [(GameKind::Texas88, 9), (GameKind::BigGame, 11)] {
            let rules = Rules::default_for(kind);
            for played in 0..tricks {
                let expected = if tricks - played <= 4 { full } else { deep };
                let (worlds, _) = bot.play_worlds_and_budget(&rules, played);
                assert_eq!(worlds, expected, "{kind:?}, {played} tricks played");
            }
        }
        let texas42 = Rules::default_for(GameKind::Texas42);
        let lead = usize::from(config.lead_worlds);
        assert_eq!(bot.play_worlds_and_budget(&texas42, 0).0, lead);
        assert_eq!(
            bot.play_worlds_and_budget(&texas42, 1).0,
            full.min(2 * lead)
        );
    }

    /// 88 and the Big Game each solve with their own node budget, 42 with
    /// `nodes`.
    #[test]
    fn each_budgeted_game_takes_its_own_node_budget() {
        let config = SearchConfig {
            deep_nodes: DeepNodes {
                texas88: 1_234,
                big_game: 5_678,
            },
            nodes: Some(99),
            ..Level::Hard.search_config().unwrap()
        };
        let bot = SearchBot::new("hard", config);
        for (kind, budget) in [
            (GameKind::Texas88, Budget::Nodes(1_234)),
            (GameKind::BigGame, Budget::Nodes(5_678)),
            (GameKind::Texas42, Budget::Nodes(99)),
        ] {
            let rules = Rules::default_for(kind);
            assert_eq!(bot.budget(&rules), budget, "{kind:?}");
            assert_eq!(bot.play_worlds_and_budget(&rules, 0).1, budget, "{kind:?}");
        }
    }

    /// A search level reads its partner's 88 and Big Game bids by its own
    /// margin there, and Texas 42 bids (made by simulation, not by a
    /// margin) as before.
    #[test]
    fn the_partner_is_read_by_the_levels_own_margin_where_it_bids_by_one() {
        let config = Level::Hard.search_config().unwrap();
        let bot = SearchBot::new("hard", config);
        let policy = config.policy;
        for (kind, margin) in [
            (GameKind::BigGame, Some(policy.big_game_bid_margin)),
            (GameKind::Texas88, Some(policy.texas88_bid_margin)),
            (GameKind::Texas42, None),
        ] {
            let model = bot.model_for(&Rules::default_for(kind));
            assert_eq!(model.partner_bid_margin, margin, "{kind:?}");
        }
    }

    /// Hard bids the Big Game lighter than the rule of thumb, which it
    /// out-plays: a first bidder whose hand is worth the lowest bid plus
    /// less than the rule of thumb's margin opens with Hard and passes
    /// with the rule of thumb.
    #[test]
    fn hard_opens_big_game_hands_the_rule_of_thumb_passes() {
        use crate::heuristic::hand::{best_trump, trump_choices};
        use bones_engine::{Action, Bid, Game};

        let config = Level::Hard.search_config().unwrap();
        let margin = config.policy.big_game_bid_margin;
        let rules = Rules::default_for(GameKind::BigGame);
        let choices = trump_choices(&rules);
        let mut hard = SearchBot::new("hard", config);
        let mut opened = 0;
        for seed in 0..300 {
            let game = Game::new(rules, seed).unwrap();
            let view = game.view(game.turn().unwrap());
            let lowest = view.lowest_points_bid().unwrap();
            let (_, worth) = best_trump(&rules, view.hand, &choices).unwrap();
            let over = worth - f32::from(lowest);
            if !(margin..bidding::MARGIN).contains(&over) {
                continue;
            }
            assert_eq!(
                HeuristicBot::choose(&view, seed),
                Action::Pass,
                "seed {seed}"
            );
            let action = hard.decide(&view, seed).action;
            assert_eq!(action, Action::Bid(Bid::Points(lowest)), "seed {seed}");
            opened += 1;
        }
        assert!(opened >= 5, "{opened} hands in the window");
    }
}
