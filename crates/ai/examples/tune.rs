//! Tuning runs for the search bot: duplicate matches of a search
//! configuration (a level with some fields overridden) against a named
//! bot, the way `bones-cli arena` plays them. The quoted figures come from
//! `bones-cli arena`; this exists to try settings without rebuilding.
//!
//! ```text
//! cargo run --release -p bones-ai --example tune -- \
//!     --game texas42 --level hard --set margin=6,open=0.6 --b heuristic \
//!     --matches 100 --seed 1 --threads 2
//! ```
//!
//! `--set` keys: play_worlds, bid_worlds, bid_trumps, deep_play_worlds,
//! deep_bid_worlds, deep_nodes (both games), texas88_nodes, big_game_nodes,
//! nodes (0 = exact),
//! tiebreak (0 none, -1 points, m margin),
//! tie_margin, heuristic_ties (0/1), inference_draws, margin,
//! every_trick, laydown_every_trick, declare_margin, open,
//! overcall, over_partner, preempt, texas88_bid_margin,
//! big_game_bid_margin, euchre_make, euchre_make_partnered, euchre_alone.
//!
//! Diagnostics:
//! - `--open-book` (Texas 42 and Euchre, whose hands solve exactly):
//!   every contract solved with every hand visible from the opening lead
//!   (could it be made?), and every play that turned a contract its side
//!   could still win into one it could not, by side, role and trick;
//!   `--trace` also prints the tuned declarers' and defenders' such plays
//!   with the hands and the player's estimates.
//! - `--reveal partner|opponents|all`: the tuned side is shown those
//!   hands while playing (not bidding): what knowing them is worth;
//!   `to-declarer` shows only the declarer its partner's hand,
//!   `to-declarers-partner` only that partner the declarer's, and
//!   `trumps-to-declarer` only the declarer where every trump is.
//! - `--reveal-auction partner|declaration`: each tuned seat is shown its
//!   partner's hand while bidding and naming trump (`declaration`: only
//!   while naming trump), never while playing: what the partner's hand is
//!   worth before the first lead, where only the auction speaks of it.
//!   With `declaration`, each such trump call is also made without the
//!   partner's hand (same seed), and the run counts how often the two
//!   differ, how many trumps each gives the declarer and its partner, and
//!   how often the contracts were made when the calls agreed and when
//!   they did not.
//! - `--counterfactual-calls` (Texas 42): each tuned trump call's hand is
//!   also played out once under every legal trump, by fresh bots of both
//!   sides on the same seeds, and the run prints how often other ways of
//!   naming trump would have made the contracts: the search's chance with
//!   a weight per trump the declarer holds, the most own trumps, and two
//!   hindsight bounds.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use bones_ai::knowledge::World;
use bones_ai::sample::Inference;
use bones_ai::search::{PlayerModel, Tiebreak};
use bones_ai::solver::{Budget, Position, Solver, SolverConfig, Target};
use bones_ai::{bot_by_name, Bot, Decision, Level, SearchBot, SearchConfig};
use bones_engine::rng::SplitMix64;
use bones_engine::{
    Action, Contract, Declaration, Euchre, Event, Game, GameKind, Phase, Preset, Rules, Seat, Team,
    Texas42, Trump, View,
};

struct Args {
    rules: Rules,
    config: SearchConfig,
    b: String,
    matches: u64,
    seed: u64,
    threads: usize,
    /// Hands shown to the tuned side while playing.
    reveal: Reveal,
    /// When the tuned side is shown its partner's hand before play.
    reveal_auction: AuctionReveal,
    /// Solve every contract and play open book (`--open-book`).
    open_book: bool,
    /// Print the tuned declarer's plays that lost a makeable contract.
    trace: bool,
    /// Play every tuned trump call's hand out under every legal trump
    /// (`--counterfactual-calls`).
    counterfactual: bool,
}

/// Hidden hands the tuned side is shown while playing, to measure what
/// knowing them is worth. Not a way to play: a bot shown them cheats.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Reveal {
    None,
    Partner,
    /// Only the declarer is shown its partner's hand.
    ToDeclarer,
    /// Only the declarer's partner is shown the declarer's hand.
    ToDeclarersPartner,
    /// The declarer is shown where every trump is.
    TrumpsToDeclarer,
    Opponents,
    All,
}

impl Reveal {
    fn parse(s: &str) -> Result<Reveal, String> {
        match s {
            "none" => Ok(Reveal::None),
            "partner" => Ok(Reveal::Partner),
            "to-declarer" => Ok(Reveal::ToDeclarer),
            "to-declarers-partner" => Ok(Reveal::ToDeclarersPartner),
            "trumps-to-declarer" => Ok(Reveal::TrumpsToDeclarer),
            "opponents" => Ok(Reveal::Opponents),
            "all" => Ok(Reveal::All),
            _ => Err(format!(
                "--reveal {s}: none, partner, to-declarer, to-declarers-partner, \
                 trumps-to-declarer, opponents or all"
            )),
        }
    }

    /// Whether a tuned seat is shown another seat's hand (`same_side`: the
    /// other is on its side; `declares`, `other_declares`: who declared).
    fn shows(self, same_side: bool, declares: bool, other_declares: bool) -> bool {
        match self {
            Reveal::None => false,
            Reveal::Partner => same_side,
            Reveal::ToDeclarer => same_side && declares,
            Reveal::ToDeclarersPartner => same_side && other_declares,
            Reveal::TrumpsToDeclarer => declares,
            Reveal::Opponents => !same_side,
            Reveal::All => true,
        }
    }
}

/// When a tuned seat is shown its partner's hand before trick play, to
/// measure what the partner's hand is worth to the bid and the trump.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum AuctionReveal {
    None,
    /// While bidding and naming trump.
    Partner,
    /// Only while naming trump.
    Declaration,
}

impl AuctionReveal {
    fn parse(s: &str) -> Result<AuctionReveal, String> {
        match s {
            "none" => Ok(AuctionReveal::None),
            "partner" => Ok(AuctionReveal::Partner),
            "declaration" => Ok(AuctionReveal::Declaration),
            _ => Err(format!(
                "--reveal-auction {s}: none, partner or declaration"
            )),
        }
    }

    /// Whether a tuned seat is shown its partner's hand in `phase`.
    fn shows(self, phase: Phase) -> bool {
        match self {
            AuctionReveal::None => false,
            AuctionReveal::Partner => matches!(phase, Phase::Bidding | Phase::Declaring),
            AuctionReveal::Declaration => phase == Phase::Declaring,
        }
    }
}

fn parse() -> Result<Args, String> {
    let mut game = GameKind::Texas42;
    let mut preset = Preset::Straight;
    let mut players = 4u8;
    let mut level = Level::Hard;
    let mut sets = String::new();
    let mut b = "heuristic".to_owned();
    let mut matches = 100;
    let mut seed = 1;
    let mut threads = 2;
    let mut reveal = Reveal::None;
    let mut reveal_auction = AuctionReveal::None;
    let mut open_book = false;
    let mut trace = false;
    let mut counterfactual = false;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--open-book" => {
                open_book = true;
                i += 1;
                continue;
            }
            "--counterfactual-calls" => {
                counterfactual = true;
                i += 1;
                continue;
            }
            "--trace" => {
                (open_book, trace) = (true, true);
                i += 1;
                continue;
            }
            _ => {}
        }
        let value = args.get(i + 1).cloned().ok_or("missing value")?;
        match args[i].as_str() {
            "--game" => game = value.parse().map_err(|e| format!("{e}"))?,
            "--preset" => preset = value.parse().map_err(|e| format!("{e}"))?,
            "--players" => players = value.parse().map_err(|e| format!("{e}"))?,
            "--level" => level = value.parse().map_err(|e| format!("{e}"))?,
            "--set" => sets = value,
            "--b" => b = value,
            "--matches" => matches = value.parse().map_err(|e| format!("{e}"))?,
            "--seed" => seed = value.parse().map_err(|e| format!("{e}"))?,
            "--threads" => threads = value.parse().map_err(|e| format!("{e}"))?,
            "--reveal" => reveal = Reveal::parse(&value)?,
            "--reveal-auction" => reveal_auction = AuctionReveal::parse(&value)?,
            other => return Err(format!("unknown option {other}")),
        }
        i += 2;
    }
    let rules = match game {
        GameKind::Texas42 => Rules::Texas42(Texas42::preset(preset)),
        GameKind::Euchre => Rules::Euchre(Euchre {
            players,
            ..Euchre::default()
        }),
        g => Rules::default_for(g),
    };
    if open_book && !matches!(game, GameKind::Texas42 | GameKind::Euchre) {
        return Err("--open-book needs a game whose hands solve exactly: texas42 or euchre".into());
    }
    let mut config = level
        .search_config()
        .ok_or("the level must be a search level")?;
    for kv in sets.split(',').filter(|s| !s.is_empty()) {
        let (k, v) = kv
            .split_once('=')
            .ok_or_else(|| format!("bad --set {kv}"))?;
        let f: f64 = v.parse().map_err(|_| format!("bad number in {kv}"))?;
        let p = &mut config.policy;
        match k {
            "play_worlds" => config.play_worlds = f as u16,
            "lead_worlds" => config.lead_worlds = f as u16,
            "lead_tiebreak" => {
                config.lead_tiebreak = match f as i64 {
                    0 => Tiebreak::None,
                    m if m < 0 => Tiebreak::Points,
                    m => Tiebreak::Margin(m as u8),
                }
            }
            "bid_worlds" => config.bid_worlds = f as u16,
            "bid_trumps" => config.bid_trumps = f as u8,
            "deep_play_worlds" => config.deep_play_worlds = f as u16,
            "deep_bid_worlds" => config.deep_bid_worlds = f as u16,
            "deep_nodes" => {
                config.deep_nodes.texas88 = f as u64;
                config.deep_nodes.big_game = f as u64;
            }
            "texas88_nodes" => config.deep_nodes.texas88 = f as u64,
            "big_game_nodes" => config.deep_nodes.big_game = f as u64,
            "nodes" => config.nodes = (f > 0.0).then_some(f as u64),
            "tiebreak" => {
                config.tiebreak = match f as i64 {
                    0 => Tiebreak::None,
                    m if m < 0 => Tiebreak::Points,
                    m => Tiebreak::Margin(m as u8),
                }
            }
            "tie_margin" => config.tie_margin = f as f32,
            "heuristic_ties" => config.heuristic_ties = f != 0.0,
            "inference_draws" => config.inference_draws = f as u8,
            "search_bids" => config.search_bids = f != 0.0,
            "search_declare" => config.search_declare = f != 0.0,
            "deep_auction" => config.deep_auction = f != 0.0,
            "partner_bids_as_own" => config.partner_bids_as_own = f != 0.0,
            "bids_model" => config.model.bids = f != 0.0,
            "plays_model" => config.model.plays = f != 0.0,
            "deviation" => config.model.deviation = f,
            "partner_deviation" => config.model.partner_deviation = f,
            "margin" => p.margin = f as f32,
            "calibrate" => {
                if f == 0.0 {
                    p.calibration = None;
                }
            }
            "cal_bias" | "cal_hand" | "cal_simulation" => {
                let c = p
                    .calibration
                    .as_mut()
                    .and_then(|c| c.of_mut(game))
                    .ok_or_else(|| format!("{k}: the game has no calibration"))?;
                let weight = match k {
                    "cal_bias" => &mut c.bias,
                    "cal_hand" => &mut c.hand,
                    _ => &mut c.simulation,
                };
                *weight = f as f32;
            }
            "every_trick" => p.every_trick = f as f32,
            "laydown_every_trick" => p.laydown_every_trick = f as f32,
            "declare_margin" => p.declare_margin = f as f32,
            "open" => p.open = f as f32,
            "overcall" => p.overcall = f as f32,
            "over_partner" => p.over_partner = f as f32,
            "preempt" => p.preempt = f as f32,
            "texas88_bid_margin" => p.texas88_bid_margin = f as f32,
            "big_game_bid_margin" => p.big_game_bid_margin = f as f32,
            "euchre_make" => p.euchre_make = f as f32,
            "euchre_make_partnered" => p.euchre_make_partnered = f as f32,
            "euchre_alone" => p.euchre_alone = f as f32,
            _ => return Err(format!("unknown key {k}")),
        }
    }
    bot_by_name(&b).map_err(|e| e.to_string())?;
    Ok(Args {
        rules,
        config,
        b,
        matches,
        seed,
        threads,
        reveal,
        reveal_auction,
        open_book,
        trace,
        counterfactual,
    })
}

/// Figures of one match, or summed over many.
#[derive(Default)]
struct Figures {
    played: u64,
    wins: u64,
    hands: u64,
    /// By side (0 the tuned side, 1 the other).
    contracts: [u64; 2],
    made: [u64; 2],
    score: [u64; 2],
    /// The tuned side's decision times (ns).
    times: Vec<u64>,
    /// The tuned side's decision time by moment: (ns, decisions).
    phases: [(u64, u64); 8],
    book: OpenBook,
    calls: TrumpCalls,
    /// `--counterfactual-calls`: per tuned trump call, every trump's
    /// playout.
    calls_played: Vec<Vec<CalledTrump>>,
}

/// What `--reveal-auction declaration` counts: the tuned side's trump
/// calls made with its partner's hand shown, against the calls the same
/// seat makes on the same seed without it.
#[derive(Default)]
struct TrumpCalls {
    /// Indexed by whether the two calls differ: calls, contracts made.
    calls: [u64; 2],
    made: [u64; 2],
    /// Over the calls that differ, the shown call's trumps less the
    /// unshown call's: in the declarer's hand, in its partner's.
    declarer_trumps: i64,
    partner_trumps: i64,
}

impl TrumpCalls {
    fn absorb(&mut self, other: &TrumpCalls) {
        add_counts(self.calls.iter_mut(), other.calls.iter());
        add_counts(self.made.iter_mut(), other.made.iter());
        self.declarer_trumps += other.declarer_trumps;
        self.partner_trumps += other.partner_trumps;
    }

    fn print(&self) {
        let [agree, differ] = self.calls;
        let per = |x: i64| x as f64 / differ.max(1) as f64;
        println!(
            "  trump calls with the partner's hand shown: {differ} of {} differ from the call without it; where they differ, the shown call gives the declarer {:+.2} trumps and its partner {:+.2}; made {} of {agree} where they agree, {} of {differ} where they differ",
            agree + differ,
            per(self.declarer_trumps),
            per(self.partner_trumps),
            self.made[0],
            self.made[1],
        );
    }
}

/// What `--open-book` counts.
#[derive(Default)]
struct OpenBook {
    /// Contracts by side, by whether they could be made with every hand
    /// visible from the opening lead, and by whether they were made:
    /// `[side][makeable][made]`.
    contracts: [[[u64; 2]; 2]; 2],
    /// Plays that turned a contract their side could still win with every
    /// hand visible into one it could not: `[side][role][trick]`, role 0
    /// the declarer, 1 its partner, 2 a defender; trick 6 is 6 or later.
    losing_plays: [[[u64; 7]; 3]; 2],
    /// The tuned side's own estimate of its losing plays: (sum, count).
    estimate: (f64, u64),
    /// The tuned side's play views the opponents' play model reads, and
    /// how many of them it would rule the real deal out of (a model that
    /// does so misleads the sampler).
    model_views: u64,
    model_misses: u64,
}

/// Adds counts into counts of the same shape, element by element.
fn add_counts<'a>(into: impl Iterator<Item = &'a mut u64>, from: impl Iterator<Item = &'a u64>) {
    for (mine, theirs) in into.zip(from) {
        *mine += theirs;
    }
}

impl Figures {
    fn absorb(&mut self, other: Figures) {
        self.played += other.played;
        self.wins += other.wins;
        self.hands += other.hands;
        for k in 0..2 {
            self.contracts[k] += other.contracts[k];
            self.made[k] += other.made[k];
            self.score[k] += other.score[k];
            add_counts(
                self.book.contracts[k].iter_mut().flatten(),
                other.book.contracts[k].iter().flatten(),
            );
            add_counts(
                self.book.losing_plays[k].iter_mut().flatten(),
                other.book.losing_plays[k].iter().flatten(),
            );
        }
        self.times.extend(other.times);
        for (mine, theirs) in self.phases.iter_mut().zip(other.phases) {
            mine.0 += theirs.0;
            mine.1 += theirs.1;
        }
        self.book.estimate.0 += other.book.estimate.0;
        self.book.estimate.1 += other.book.estimate.1;
        self.book.model_views += other.book.model_views;
        self.book.model_misses += other.book.model_misses;
        self.calls.absorb(&other.calls);
        self.calls_played.extend(other.calls_played);
    }
}

fn main() {
    let args = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("tune: {e}");
            std::process::exit(2);
        }
    };
    let per_set = if args.rules.teams() == 3 { 3 } else { 2 };
    let matches = args.matches.div_ceil(per_set) * per_set;
    let next = AtomicU64::new(0);
    let totals = Mutex::new(Figures::default());
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..args.threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= matches {
                    break;
                }
                let r = play_match(&args, i, per_set);
                totals.lock().unwrap().absorb(r);
            });
        }
    });
    let mut t = totals.into_inner().unwrap();
    t.times.sort_unstable();
    let q = |x: f64| {
        t.times
            .get(((t.times.len().max(1) - 1) as f64 * x) as usize)
            .copied()
            .unwrap_or(0) as f64
            / 1e6
    };
    let mean = t.times.iter().sum::<u64>() as f64 / t.times.len().max(1) as f64 / 1e6;
    let p = t.wins as f64 / t.played as f64;
    let half = 1.96 * (p * (1.0 - p) / t.played as f64).sqrt();
    println!(
        "win {:.3} ±{:.3} ({}/{}) hands {} | A made {}/{} ({:.2}) B made {}/{} ({:.2}) | score/hand A {:.3} B {:.3} | A ms p50 {:.2} p99 {:.1} mean {:.2} | {:.0}s",
        p,
        half,
        t.wins,
        t.played,
        t.hands,
        t.made[0],
        t.contracts[0],
        t.made[0] as f64 / t.contracts[0].max(1) as f64,
        t.made[1],
        t.contracts[1],
        t.made[1] as f64 / t.contracts[1].max(1) as f64,
        t.score[0] as f64 / t.hands.max(1) as f64,
        t.score[1] as f64 / t.hands.max(1) as f64 / if per_set == 3 { 2.0 } else { 1.0 },
        q(0.5),
        q(0.99),
        mean,
        started.elapsed().as_secs_f64()
    );
    let names = [
        "bid", "declare", "trick0", "trick1", "trick2", "trick3", "trick4", "trick5+",
    ];
    let parts: Vec<String> = t
        .phases
        .iter()
        .zip(names)
        .filter(|((_, n), _)| *n > 0)
        .map(|((ns, n), name)| format!("{name} {:.1}ms×{n}", *ns as f64 / *n as f64 / 1e6))
        .collect();
    println!("  mean by phase: {}", parts.join(", "));
    if args.open_book {
        print_open_book(&t.book);
    }
    if args.reveal_auction == AuctionReveal::Declaration {
        t.calls.print();
    }
    if args.counterfactual {
        print_counterfactual_calls(&t.calls_played);
    }
}

fn print_open_book(book: &OpenBook) {
    println!(
        "  A's play views whose real deal the opponents' play model rules out: {} of {}",
        book.model_misses, book.model_views
    );
    for (k, name) in ["A", "B"].iter().enumerate() {
        let [[hopeless_set, hopeless_made], [makeable_set, makeable_made]] = book.contracts[k];
        println!(
            "  {name}'s contracts, open book from the lead: makeable {} (made {makeable_made}, set {makeable_set}), not makeable {} (made {hopeless_made}, set {hopeless_set})",
            makeable_made + makeable_set,
            hopeless_made + hopeless_set,
        );
        let [declarer, partner, defender] = book.losing_plays[k];
        println!(
            "  {name}'s plays that lost a contract open book, by trick 1-7: declarer {declarer:?}, partner {partner:?}, defenders {defender:?}"
        );
    }
    let (sum, n) = book.estimate;
    println!(
        "  A's own estimate of those plays: {:.2} on average (of {n})",
        sum / n.max(1) as f64
    );
}

/// Whether the bidding side of `game`'s hand can still make its contract
/// with every hand visible (`None` outside trick play).
fn makeable(solver: &mut Solver, game: &Game) -> Option<bool> {
    let pos = Position::from_game(game).ok()?;
    Some(solver.contract(&pos, Budget::Unlimited).value)
}

fn play_match(args: &Args, index: u64, per_set: u64) -> Figures {
    let set = index / per_set;
    let deal_seed = SplitMix64::new(args.seed ^ set.wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64();
    let rotation = (index % per_set) as usize;
    let rules = args.rules;
    let teams = rules.teams();
    let is_a = |s: Seat| {
        if teams == 3 {
            s.index() == rotation
        } else {
            s.team(teams).index() == rotation
        }
    };
    let mut bots = seat_bots(args, is_a);
    let side = |t: Team| usize::from(t.index() != rotation);
    let mut game = Game::new(rules, deal_seed).unwrap();
    let mut choices = SplitMix64::new(deal_seed ^ 0xA5A5_5A5A_C3C3_3C3C);
    let mut solver = Solver::new(SolverConfig::default());
    let mut r = Figures {
        played: 1,
        ..Figures::default()
    };
    let mut makeable_at_lead = None;
    // Whether this hand's shown trump call differed from the unshown one.
    let mut call_differs = None;
    // Whether the position now can be made, when the last play's check
    // already solved it.
    let mut known = None;
    while let Some(seat) = game.turn() {
        if game.winner().is_some() {
            break;
        }
        let playing = game.phase() == Phase::Playing;
        let before = if args.open_book && playing {
            known.take().or_else(|| makeable(&mut solver, &game))
        } else {
            None
        };
        if game.tricks().is_empty() && game.trick().is_empty() {
            makeable_at_lead = makeable_at_lead.or(before);
        }
        let hand_number = game.hand_number();
        let trick_index = game.tricks().len().min(6);
        let mut view = game.view(seat);
        if is_a(seat) {
            // Hands shown to the tuned seat: in play by `--reveal`, before
            // it by `--reveal-auction` (its partner's only).
            let declarer = game.contract().map(|c| c.declarer);
            for other in Seat::all(rules.players()).filter(|&o| o != seat) {
                let shows = if playing {
                    args.reveal
                        .shows(is_a(other), declarer == Some(seat), declarer == Some(other))
                } else {
                    is_a(other) && args.reveal_auction.shows(game.phase())
                };
                if !shows {
                    continue;
                }
                view.shown[other.index()] = game.hand(other);
                if playing && args.reveal == Reveal::TrumpsToDeclarer {
                    if let Some(tr) = view.trick_rules() {
                        view.shown[other.index()] &= tr.trumps();
                    }
                }
            }
            if playing && args.open_book {
                check_play_model(&game, &view, &mut r.book);
            }
        }
        let before_play = (args.trace && before.is_some()).then(|| game.clone());
        let s = choices.next_u64();
        let start = Instant::now();
        let d = bots[seat.index()].decide(&view, s);
        if is_a(seat) {
            let ns = start.elapsed().as_nanos() as u64;
            r.times.push(ns);
            let k = match view.phase {
                Phase::Bidding => 0,
                Phase::Declaring | Phase::Discarding => 1,
                _ => 2 + view.tricks.len().min(5),
            };
            r.phases[k].0 += ns;
            r.phases[k].1 += 1;
        }
        if is_a(seat)
            && view.phase == Phase::Declaring
            && args.reveal_auction == AuctionReveal::Declaration
        {
            call_differs = compare_trump_calls(args, &game, seat, &d, s, &mut r.calls);
        }
        if is_a(seat) && view.phase == Phase::Declaring && args.counterfactual {
            r.calls_played
                .push(counterfactual_calls(args, &game, &view, &d, s));
        }
        let mut made_at_end = None;
        for e in game.apply(d.action).unwrap() {
            if let Event::HandOver(h) = e {
                made_at_end = Some(h.made);
                r.hands += 1;
                for t in Team::all(teams) {
                    r.score[side(t)] += u64::from(h.score[t.index()]);
                }
                let b = side(h.contract.bidder.team(teams));
                r.contracts[b] += 1;
                r.made[b] += u64::from(h.made);
                if let Some(differs) = call_differs.take() {
                    r.calls.made[usize::from(differs)] += u64::from(h.made);
                }
                if let Some(m) = makeable_at_lead.take() {
                    r.book.contracts[b][usize::from(m)][usize::from(h.made)] += 1;
                }
            }
        }
        let Some(before) = before else {
            continue;
        };
        known = if made_at_end.is_none() && game.hand_number() == hand_number {
            makeable(&mut solver, &game)
        } else {
            None
        };
        let (Some(after), Some(contract)) = (made_at_end.or(known), view.contract) else {
            continue;
        };
        let declaring = contract.bidder.team(teams) == seat.team(teams);
        if (declaring && before && !after) || (!declaring && !before && after) {
            let role = match (declaring, seat == contract.declarer) {
                (false, _) => 2,
                (true, true) => 0,
                (true, false) => 1,
            };
            r.book.losing_plays[usize::from(!is_a(seat))][role][trick_index] += 1;
            if is_a(seat) {
                if let Some(e) = d.evaluations.iter().find(|e| e.action == d.action) {
                    r.book.estimate.0 += f64::from(e.value);
                    r.book.estimate.1 += 1;
                }
            }
            if let (Some(g), true) = (&before_play, is_a(seat) && role != 1) {
                trace_losing_play(&view, g, &d);
            }
        }
    }
    r.wins = u64::from(game.winner().is_some_and(|w| side(w) == 0));
    r
}

/// The bots of a match: `tuned` seats play the tuned configuration, the
/// others `--b`.
fn seat_bots(args: &Args, tuned: impl Fn(Seat) -> bool) -> Vec<Box<dyn Bot + Send>> {
    Seat::all(args.rules.players())
        .map(|s| -> Box<dyn Bot + Send> {
            if tuned(s) {
                Box::new(SearchBot::new("tuned", args.config))
            } else {
                bot_by_name(&args.b).unwrap()
            }
        })
        .collect()
}

/// `seat`'s partner (the first of two in 88).
fn partner_of(rules: &Rules, seat: Seat) -> Option<Seat> {
    let teams = rules.teams();
    Seat::all(rules.players()).find(|&o| o != seat && o.team(teams) == seat.team(teams))
}

/// The trumps `seat` holds if `declaration` is named on `contract`.
fn trumps_held(game: &Game, contract: Contract, declaration: Declaration, seat: Seat) -> usize {
    let named = Contract {
        declaration: Some(declaration),
        ..contract
    };
    (game.hand(seat) & named.trick_rules(game.rules()).trumps()).len()
}

/// Makes the tuned `seat`'s trump call again without its partner's hand
/// (the same seed), counts it against `shown` (the call made with it), and
/// says whether the two differ (`None` when either is not a trump).
fn compare_trump_calls(
    args: &Args,
    game: &Game,
    seat: Seat,
    shown: &Decision,
    seed: u64,
    calls: &mut TrumpCalls,
) -> Option<bool> {
    let unshown = SearchBot::new("unshown", args.config).decide(&game.view(seat), seed);
    let contract = game.contract()?;
    let partner = partner_of(&args.rules, seat)?;
    let trumps = |d: &Decision| match d.action {
        Action::Declare(declaration @ Declaration::Trump(_)) => {
            let held = |s: Seat| trumps_held(game, contract, declaration, s) as i64;
            Some((held(seat), held(partner)))
        }
        _ => None,
    };
    let ((mine, theirs), (my_unshown, their_unshown)) = (trumps(shown)?, trumps(&unshown)?);
    let differs = shown.action != unshown.action;
    calls.calls[usize::from(differs)] += 1;
    if differs {
        calls.declarer_trumps += mine - my_unshown;
        calls.partner_trumps += theirs - their_unshown;
    }
    Some(differs)
}

/// Counts whether the search levels' model of the opponents' plays (the
/// rule of thumb's choices, strictly) would rule the real deal out of
/// `view`: against the rule of thumb it never should.
fn check_play_model(game: &Game, view: &View, book: &mut OpenBook) {
    let strict = PlayerModel {
        bids: false,
        plays: true,
        deviation: 0.0,
        partner_deviation: 1.0,
        partner_bid_margin: None,
    };
    if !strict.informs(view) {
        return;
    }
    let world = World::actual(game, view);
    book.model_views += 1;
    if strict.weight(view, &world) == 0.0 {
        book.model_misses += 1;
    }
}

/// Prints a play that lost its side the contract (a declarer's that left a
/// makeable contract unmakeable, a defender's that let a set contract be
/// made): every hand, the contract, the trick, what the bot thought of
/// each play and which plays still made it with every hand visible.
fn trace_losing_play(view: &View, game: &Game, d: &Decision) {
    let Ok(pos) = Position::from_game(game) else {
        return;
    };
    let mut solver = Solver::new(SolverConfig::default());
    let target = Target::contract(pos.goal(), pos.state().tricks_per_hand());
    let values = solver.play_reaches(&pos, target, Budget::Unlimited);
    let Some(c) = view.contract else {
        return;
    };
    let trick: Vec<String> = view
        .trick
        .plays()
        .map(|(s, id)| format!("seat {} {}", s.index(), id.tile()))
        .collect();
    let role = if c.declarer == view.seat {
        "declaring".to_owned()
    } else {
        format!("defending against seat {}", c.declarer.index())
    };
    println!(
        "-- seat {} ({role}) {:?} {:?}; trick {}, so far [{}], points {:?}",
        view.seat.index(),
        c.bid,
        c.declaration,
        view.tricks.len() + 1,
        trick.join(", "),
        view.points
    );
    for s in Seat::all(game.rules().players()) {
        println!("   seat {}: {}", s.index(), game.hand(s));
    }
    let estimates: Vec<String> = d
        .evaluations
        .iter()
        .map(|e| {
            let open_book = values
                .as_slice()
                .iter()
                .find(|v| v.play.action() == e.action)
                .map_or("?", |v| if v.value { "makes" } else { "set" });
            format!("{} {:.2} ({open_book})", e.action, e.value)
        })
        .collect();
    println!("   played {}; {}", d.action, estimates.join(", "));
}

/// One trump of a tuned trump call, played out (`--counterfactual-calls`).
struct CalledTrump {
    trump: Trump,
    /// Whether the tuned declarer named it.
    chosen: bool,
    /// The search's chance for it (`None`: not among those it simulated).
    search: Option<f32>,
    /// Trumps the declarer and its partner hold.
    own: usize,
    partner: usize,
    made: bool,
}

/// Plays the hand of a tuned trump call out once under every legal trump,
/// every seat played by its bot (fresh ones, the same seeds for every
/// trump).
fn counterfactual_calls(
    args: &Args,
    game: &Game,
    view: &View,
    chosen: &Decision,
    seed: u64,
) -> Vec<CalledTrump> {
    let rules = args.rules;
    let mut out = Vec::new();
    let Some(contract) = game.contract() else {
        return out;
    };
    let me = view.seat;
    let teams = rules.teams();
    let Some(partner) = partner_of(&rules, me) else {
        return out;
    };
    for &action in game.legal_actions().iter() {
        let Action::Declare(declaration @ Declaration::Trump(trump)) = action else {
            continue;
        };
        let mut g = game.clone();
        let mut bots = seat_bots(args, |s| s.team(teams) == me.team(teams));
        let mut seeds = SplitMix64::new(seed ^ 0x5EED_CAFE);
        let mut events = g.apply(action).unwrap_or_default();
        let made = loop {
            if let Some(made) = events.iter().find_map(|e| match e {
                Event::HandOver(h) => Some(h.made),
                _ => None,
            }) {
                break Some(made);
            }
            let Some(seat) = g.turn() else { break None };
            let d = bots[seat.index()].decide(&g.view(seat), seeds.next_u64());
            events = g.apply(d.action).unwrap_or_default();
        };
        let Some(made) = made else { continue };
        out.push(CalledTrump {
            trump,
            chosen: chosen.action == action,
            search: chosen
                .evaluations
                .iter()
                .find(|e| e.action == action)
                .map(|e| e.value),
            own: trumps_held(game, contract, declaration, me),
            partner: trumps_held(game, contract, declaration, partner),
            made,
        });
    }
    out
}

/// How often each way of naming trump would have made the tuned side's
/// contracts, every trump's hand played out once.
fn print_counterfactual_calls(calls: &[Vec<CalledTrump>]) {
    let made_by = |pick: &dyn Fn(&[CalledTrump]) -> Option<usize>| {
        let (mut made, mut hands) = (0, 0);
        for c in calls {
            if let Some(i) = pick(c) {
                hands += 1;
                made += usize::from(c[i].made);
            }
        }
        format!("{made}/{hands} ({:.3})", made as f64 / hands.max(1) as f64)
    };
    println!(
        "  counterfactual trump calls, {} contracts, each trump played out once:",
        calls.len()
    );
    println!(
        "    made with the trump named: {}",
        made_by(&|c| c.iter().position(|t| t.chosen))
    );
    for w in [0.1f32, 0.2, 0.3, 0.5, 1.0] {
        let tilted = made_by(&|c| best_by(c, |t| t.search.map(|s| s + w * t.own as f32)));
        println!("    with the search's chance + {w} per own trump: {tilted}");
    }
    let most_own =
        |c: &[CalledTrump]| best_by(c, |t| Some(t.own as f32 + t.search.unwrap_or(0.0) / 2.0));
    println!(
        "    with the most own trumps (any trump): {}",
        made_by(&most_own)
    );
    let hindsight = |c: &[CalledTrump]| {
        best_by(c, |t| {
            Some((t.own + t.partner) as f32 + t.search.unwrap_or(0.0) / 2.0)
        })
    };
    println!(
        "    hindsight, the most trumps of declarer and partner: {}",
        made_by(&hindsight)
    );
    println!(
        "    hindsight, any trump that made: {}",
        made_by(&|c| best_by(c, |t| Some(f32::from(u8::from(t.made)))))
    );
    let mut trumps: Vec<Trump> = calls.iter().flatten().map(|t| t.trump).collect();
    trumps.sort_by_key(|t| t.to_string());
    trumps.dedup();
    let per: Vec<String> = trumps
        .iter()
        .map(|&tr| {
            let of = calls.iter().flatten().filter(|t| t.trump == tr);
            let (named, made) = of.fold((0, 0), |(n, m), t| {
                (n + usize::from(t.chosen), m + usize::from(t.made))
            });
            format!("{tr} made {made}, named {named}")
        })
        .collect();
    println!("    by trump: {}", per.join("; "));
}

/// The index of the trump `key` rates highest (`None` rates it out);
/// among equals the one named, else the first.
fn best_by(c: &[CalledTrump], key: impl Fn(&CalledTrump) -> Option<f32>) -> Option<usize> {
    (0..c.len())
        .filter_map(|i| key(&c[i]).map(|k| (i, k)))
        .max_by(|a, b| {
            a.1.total_cmp(&b.1)
                .then(c[a.0].chosen.cmp(&c[b.0].chosen))
                .then(b.0.cmp(&a.0))
        })
        .map(|(i, _)| i)
}
