//! A whole game: deals, auction, kitty, declaring, tricks, scoring, dealer
//! rotation, game end.
//!
//! Legality lives in one place per phase: a `check_*` function returns the
//! rule an action breaks. [`Game::apply`] calls it before changing
//! anything, and [`Game::legal_actions`] keeps exactly the candidates it
//! accepts (tile plays come straight from the same [`TrickRules::legal`]
//! mask the check uses).

use arrayvec::ArrayVec;

use crate::action::Action;
use crate::auction::Auction;
use crate::bid::Bid;
use crate::contract::Contract;
use crate::deal::Deal;
use crate::error::{Illegal, SettingsError};
use crate::pip::Pip;
use crate::play::{Goal, PlayState, PlayedTrick, Table};
use crate::rng::hand_seed;
use crate::score;
use crate::seat::{Seat, Team};
use crate::settings::{EuchreLead, GameKind, Rules};
use crate::tile::Tile;
use crate::tileset::TileSet;
use crate::trick::{Trick, TrickRules};
use crate::trump::{Declaration, DoublesMode, Trump};

/// The most legal actions any position has (42's bid ladder is the longest).
pub const MAX_ACTIONS: usize = 48;

/// A fixed-capacity list of actions: generating it never allocates.
pub type Actions = ArrayVec<Action, MAX_ACTIONS>;

/// Events one action caused, in order.
pub type Events = ArrayVec<Event, 8>;

/// The stage of a hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Phase {
    /// Bids and passes (Euchre: ordering up and calling trump).
    Bidding,
    /// The bid winner (Euchre: the dealer) puts tiles face down.
    Discarding,
    /// The declarer names trump or a contract.
    Declaring,
    /// Tricks.
    Playing,
    /// Someone has won.
    GameOver,
}

impl Phase {
    /// The phase's name where one is typed or read back: "bidding",
    /// "discarding", "declaring", "playing", "gameover".
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Bidding => "bidding",
            Phase::Discarding => "discarding",
            Phase::Declaring => "declaring",
            Phase::Playing => "playing",
            Phase::GameOver => "gameover",
        }
    }

    /// Whether the phase comes before the first lead: the bids, the
    /// tiles put back (kitty, spare, Euchre dealer's discard) and the
    /// trump call. The table shows these as one panel at its foot and the
    /// bids' bubbles by the seats. Every phase is named, so a new one has
    /// to be placed on one side.
    #[must_use]
    pub const fn is_auction(self) -> bool {
        match self {
            Phase::Bidding | Phase::Discarding | Phase::Declaring => true,
            Phase::Playing | Phase::GameOver => false,
        }
    }

    /// "during the bidding", for messages.
    #[must_use]
    pub const fn during(self) -> &'static str {
        match self {
            Phase::Bidding => "during the bidding",
            Phase::Discarding => "while the kitty is being sorted",
            Phase::Declaring => "while trump is being named",
            Phase::Playing => "during the play",
            Phase::GameOver => "after the game is over",
        }
    }
}

/// How a hand ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HandResult {
    /// Hand number (0-based, redeals included).
    pub hand: u32,
    /// The contract.
    pub contract: Contract,
    /// Whether the bidding side made it.
    pub made: bool,
    /// Points each side took (88: kitty counters go to the bidders).
    pub points: [u16; Team::MAX],
    /// Tricks each side took.
    pub tricks: [u8; Team::MAX],
    /// What each side scored (marks or points).
    pub score: [u16; Team::MAX],
    /// Tricks played before the hand ended.
    pub tricks_played: u8,
}

/// Something that happened, for logs and animation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A new hand was dealt.
    Dealt {
        /// Hand number.
        hand: u32,
        /// The dealer.
        dealer: Seat,
    },
    /// A seat passed.
    Passed {
        /// Who.
        seat: Seat,
    },
    /// A seat bid (Euchre: ordered up or called).
    Bid {
        /// Who.
        seat: Seat,
        /// What.
        bid: Bid,
    },
    /// Everyone passed; the hand is thrown in.
    ThrownIn,
    /// The auction is over.
    Won {
        /// The contract so far.
        contract: Contract,
    },
    /// A seat took the kitty, spare or turn-up into its hand.
    PickedUp {
        /// Who.
        seat: Seat,
        /// How many tiles.
        tiles: u8,
    },
    /// A seat put a tile face down.
    Discarded {
        /// Who.
        seat: Seat,
    },
    /// Trump or contract named.
    Declared {
        /// Who.
        seat: Seat,
        /// What.
        declaration: Declaration,
    },
    /// A tile was played.
    Played {
        /// Who.
        seat: Seat,
        /// The tile.
        tile: Tile,
    },
    /// A trick was taken.
    TrickTaken {
        /// By whom.
        seat: Seat,
        /// Points in it.
        points: u8,
    },
    /// The hand is over and scored.
    HandOver(HandResult),
    /// The game is over.
    GameOver {
        /// The winning side.
        winner: Team,
    },
}

/// One deal's state.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Hand {
    dealt: Deal,
    phase: Phase,
    auction: Auction,
    contract: Option<Contract>,
    /// Who discards or declares now.
    actor: Seat,
    discards: TileSet,
    discards_left: u8,
    /// Tiles everyone has been shown (a Plunge bidder's doubles).
    shown: [TileSet; Seat::MAX],
    /// Euchre: who took the turn-up into hand.
    turn_up_taken_by: Option<Seat>,
    rules: TrickRules,
    play: PlayState,
    goal: Goal,
    history: ArrayVec<PlayedTrick, 11>,
}

/// A game in progress. Built only by constructors that validate their
/// input; changed only by [`Game::apply`], which refuses illegal actions.
///
/// ```
/// use bones_engine::{Game, Rules, Phase};
/// let mut game = Game::new(Rules::default(), 7).unwrap();
/// while game.phase() != Phase::GameOver {
///     let action = game.legal_actions()[0];
///     game.apply(action).unwrap();
/// }
/// assert!(game.winner().is_some());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    rules: Rules,
    table: Table,
    seed: u64,
    deals: Vec<Deal>,
    deal_no: u32,
    first_dealer: Seat,
    dealer: Seat,
    scores: [u16; Team::MAX],
    winner: Option<Team>,
    last_hand: Option<HandResult>,
    hand: Hand,
}

impl Game {
    /// A new game whose hands are all dealt from `seed`; the last seat deals
    /// first, so seat 0 bids first.
    ///
    /// # Errors
    /// Settings out of range.
    pub fn new(rules: Rules, seed: u64) -> Result<Game, SettingsError> {
        let dealer = Seat::last(rules.players());
        Game::with_deals(rules, seed, dealer, Vec::new())
    }

    /// A new game playing `deals` first (each made for these rules, by
    /// [`Deal::from_spec`] or [`Deal::random`]), then hands dealt from
    /// `seed`.
    ///
    /// # Errors
    /// Settings out of range, a first dealer outside the table, or a deal
    /// that is not a deal of these rules (see [`Deal::fits`]).
    pub fn with_deals(
        rules: Rules,
        seed: u64,
        first_dealer: Seat,
        deals: Vec<Deal>,
    ) -> Result<Game, SettingsError> {
        rules.validate()?;
        if first_dealer.get() >= rules.players() {
            return Err(SettingsError::new(format!(
                "the dealer must be one of seats 0 to {}",
                rules.players() - 1
            )));
        }
        if let Some(i) = deals.iter().position(|d| !d.fits(&rules)) {
            return Err(SettingsError::new(format!(
                "deal {i} is not a deal of {}: it was made for other rules",
                rules.kind().title()
            )));
        }
        let table = Table::for_rules(&rules);
        let first = Game::deal_for(&rules, seed, &deals, 0);
        Ok(Game {
            hand: Hand::new(first, &rules, table, first_dealer),
            rules,
            table,
            seed,
            deals,
            deal_no: 0,
            first_dealer,
            dealer: first_dealer,
            scores: [0; Team::MAX],
            winner: None,
            last_hand: None,
        })
    }

    /// Hand `deal_no`'s deal: the explicit one if given, else from the seed.
    fn deal_for(rules: &Rules, seed: u64, deals: &[Deal], deal_no: u32) -> Deal {
        deals
            .get(deal_no as usize)
            .cloned()
            .unwrap_or_else(|| Deal::random(rules, hand_seed(seed, deal_no)))
    }

    // ----- reading the state -----

    /// The rules and settings.
    #[must_use]
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The seed hands are dealt from (after any explicit deals).
    #[must_use]
    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// Explicit deals the game started with.
    #[must_use]
    pub fn explicit_deals(&self) -> &[Deal] {
        &self.deals
    }

    /// The dealer of the first hand.
    #[must_use]
    pub const fn first_dealer(&self) -> Seat {
        self.first_dealer
    }

    /// Seats and sides.
    #[must_use]
    pub const fn table(&self) -> Table {
        self.table
    }

    /// The stage of the current hand.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.hand.phase
    }

    /// The seat to act, or `None` once the game is over.
    #[must_use]
    pub fn turn(&self) -> Option<Seat> {
        match self.hand.phase {
            Phase::Bidding => Some(self.hand.auction.turn),
            Phase::Discarding | Phase::Declaring => Some(self.hand.actor),
            Phase::Playing => Some(self.hand.play.turn()),
            Phase::GameOver => None,
        }
    }

    /// The current dealer.
    #[must_use]
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The current hand's number (0-based; redeals count).
    #[must_use]
    pub const fn hand_number(&self) -> u32 {
        self.deal_no
    }

    /// Game score of each side (marks or points).
    #[must_use]
    pub const fn scores(&self) -> [u16; Team::MAX] {
        self.scores
    }

    /// The winning side, once the game is over.
    #[must_use]
    pub const fn winner(&self) -> Option<Team> {
        self.winner
    }

    /// How the previous hand ended.
    #[must_use]
    pub const fn last_hand(&self) -> Option<&HandResult> {
        self.last_hand.as_ref()
    }

    /// The current hand's contract, once the auction is won.
    #[must_use]
    pub const fn contract(&self) -> Option<Contract> {
        self.hand.contract
    }

    /// A seat's tiles now.
    #[must_use]
    pub const fn hand(&self, seat: Seat) -> TileSet {
        self.hand.play.hand(seat)
    }

    /// The current hand as dealt.
    #[must_use]
    pub const fn dealt(&self) -> &Deal {
        &self.hand.dealt
    }

    /// Tiles put face down this hand.
    #[must_use]
    pub const fn discards(&self) -> TileSet {
        self.hand.discards
    }

    /// Bids and passes so far this hand.
    #[must_use]
    pub fn auction(&self) -> &[(Seat, Action)] {
        &self.hand.auction.log
    }

    /// The high bid so far.
    #[must_use]
    pub const fn high_bid(&self) -> Option<(Seat, Bid)> {
        self.hand.auction.high
    }

    /// Euchre bidding round (1 or 2).
    #[must_use]
    pub const fn euchre_round(&self) -> u8 {
        self.hand.auction.round
    }

    /// Tiles every seat has been shown in a seat's hand and not yet played.
    #[must_use]
    pub fn shown(&self, seat: Seat) -> TileSet {
        self.hand.shown[seat.index()] & self.hand.play.hand(seat)
    }

    /// Euchre's turn-up, face up from the deal on (`None` in other games).
    #[must_use]
    pub fn turn_up(&self) -> Option<Tile> {
        self.hand.dealt.turn_up().map(|t| t.tile())
    }

    /// Euchre: the seat that took the turn-up into its hand.
    #[must_use]
    pub const fn turn_up_taken_by(&self) -> Option<Seat> {
        self.hand.turn_up_taken_by
    }

    /// The trick in progress.
    #[must_use]
    pub const fn trick(&self) -> &Trick {
        self.hand.play.trick()
    }

    /// Tricks complete this hand.
    #[must_use]
    pub fn tricks(&self) -> &[PlayedTrick] {
        &self.hand.history
    }

    /// The trick-play state (hands, trick, points taken).
    #[must_use]
    pub const fn play_state(&self) -> &PlayState {
        &self.hand.play
    }

    /// Suits and ranks for this hand's tricks (meaningful once playing).
    #[must_use]
    pub const fn trick_rules(&self) -> &TrickRules {
        &self.hand.rules
    }

    /// What the bidding side must do (meaningful once playing).
    #[must_use]
    pub const fn goal(&self) -> Goal {
        self.hand.goal
    }

    // ----- legality -----

    /// Every action the seat to move may take.
    #[must_use]
    pub fn legal_actions(&self) -> Actions {
        let mut out = Actions::new();
        match self.hand.phase {
            Phase::GameOver => {}
            Phase::Playing => {
                let play = &self.hand.play;
                let leading = play.trick().is_empty();
                for id in play.legal(&self.hand.rules).faces() {
                    let tile = id.tile();
                    out.push(Action::Play(tile));
                    if leading && self.hand.rules.may_lead_low(tile) {
                        out.push(Action::PlayLow(tile));
                    }
                }
            }
            Phase::Discarding => {
                let seat = self.hand.actor;
                for id in self.hand.play.hand(seat).faces() {
                    let a = Action::Discard(id.tile());
                    if self.check(a).is_ok() {
                        out.push(a);
                    }
                }
            }
            Phase::Bidding | Phase::Declaring => {
                for a in self.candidates() {
                    if self.check(a).is_ok() {
                        out.push(a);
                    }
                }
            }
        }
        out
    }

    /// Every action of the current phase's kind, legal or not.
    fn candidates(&self) -> Actions {
        let mut c = Actions::new();
        let max = self.rules.deck().max_pip();
        match (self.hand.phase, &self.rules) {
            (Phase::Bidding, Rules::Euchre(_)) => {
                c.push(Action::Pass);
                for alone in [false, true] {
                    c.push(Action::Order { alone });
                    for p in 0..=max {
                        c.push(Action::Call {
                            trump: Pip::ALL[usize::from(p)],
                            alone,
                        });
                    }
                }
            }
            (Phase::Bidding, rules) => {
                c.push(Action::Pass);
                let (lo, hi, step) = score::points_ladder(rules);
                for n in (lo..=hi).step_by(usize::from(step)) {
                    c.push(Action::Bid(Bid::Points(n)));
                }
                for m in 1..=score::MAX_MARKS {
                    c.push(Action::Bid(Bid::Marks(m)));
                }
                if let Rules::Texas42(s) = rules {
                    for m in 2..=score::MAX_MARKS {
                        if s.splash.is_some() {
                            c.push(Action::Bid(Bid::Splash(m)));
                        }
                        if s.plunge.is_some() && m >= 3 {
                            c.push(Action::Bid(Bid::Plunge(m)));
                        }
                    }
                    if s.low_no {
                        c.push(Action::Bid(Bid::LowNo));
                    }
                }
            }
            (Phase::Declaring, _) => {
                for p in 0..=max {
                    c.push(Action::Declare(Declaration::Trump(Trump::Suit(
                        Pip::ALL[usize::from(p)],
                    ))));
                }
                for t in [Trump::Doubles, Trump::FollowMe, Trump::SevenTiles] {
                    c.push(Action::Declare(Declaration::Trump(t)));
                }
                for d in DoublesMode::ALL {
                    c.push(Action::Declare(Declaration::Nello(d)));
                }
                c.push(Action::Declare(Declaration::Sevens));
            }
            _ => {}
        }
        c
    }

    /// Whether `action` is legal now, and if not, the rule it breaks.
    ///
    /// # Errors
    /// The [`Illegal`] rule.
    pub fn check(&self, action: Action) -> Result<(), Illegal> {
        let phase = self.hand.phase;
        if phase == Phase::GameOver {
            return Err(Illegal::GameOver);
        }
        self.check_game_has(action)?;
        let wrong_phase = Err(Illegal::WrongPhase { action, phase });
        match (phase, action) {
            (
                Phase::Bidding,
                Action::Pass | Action::Bid(_) | Action::Order { .. } | Action::Call { .. },
            ) => self.check_bidding(action),
            (Phase::Discarding, Action::Discard(tile)) => self.check_discard(tile),
            (Phase::Declaring, Action::Declare(d)) => self.check_declaration(d),
            (Phase::Playing, Action::Play(tile)) => self.check_play(tile, false),
            (Phase::Playing, Action::PlayLow(tile)) => self.check_play(tile, true),
            _ => wrong_phase,
        }
    }

    /// Refuses actions that do not exist in this game at all.
    fn check_game_has(&self, action: Action) -> Result<(), Illegal> {
        let euchre = self.rules.kind() == GameKind::Euchre;
        let exists = match action {
            Action::Order { .. } | Action::Call { .. } => euchre,
            Action::Bid(Bid::Make { .. }) => false,
            Action::Bid(_) | Action::Declare(_) => !euchre,
            Action::Discard(_) => self.rules.kind() != GameKind::Texas42,
            Action::Pass | Action::Play(_) | Action::PlayLow(_) => true,
        };
        if exists {
            Ok(())
        } else {
            Err(Illegal::WrongGame {
                action,
                game: self.rules.kind(),
            })
        }
    }

    fn check_bidding(&self, action: Action) -> Result<(), Illegal> {
        let seat = self.hand.auction.turn;
        let hand = self.hand.play.hand(seat);
        self.hand.auction.check(
            &self.rules,
            self.dealer,
            seat,
            hand,
            self.hand.dealt.turn_up(),
            action,
        )
    }

    fn check_discard(&self, tile: Tile) -> Result<(), Illegal> {
        let hand = self.hand.play.hand(self.hand.actor);
        if !hand.has_tile(tile) {
            return Err(Illegal::NotInHand { tile });
        }
        let keeps_counters = matches!(self.rules, Rules::Texas88(_) | Rules::BigGame(_));
        let counters = self.rules.deck().counters();
        if keeps_counters && tile.is_counter() && !(hand - counters).is_empty() {
            return Err(Illegal::MustKeepCounters { tile });
        }
        Ok(())
    }

    fn check_declaration(&self, d: Declaration) -> Result<(), Illegal> {
        let contract = self.hand.contract.ok_or(Illegal::WrongPhase {
            action: Action::Declare(d),
            phase: self.hand.phase,
        })?;
        let bid = contract.bid;
        let partner_names = matches!(bid, Bid::Splash(_) | Bid::Plunge(_));
        let house = self.rules.texas42();
        if bid == Bid::LowNo && !matches!(d, Declaration::Nello(_)) {
            return Err(Illegal::LowNoIsNello);
        }
        match d {
            Declaration::Trump(Trump::Suit(p)) => {
                if p.get() > self.rules.deck().max_pip() {
                    return Err(Illegal::NoSuchTrump { pip: p.get() });
                }
            }
            Declaration::Trump(Trump::SevenTiles) => {
                if !self.rules.trumps().sevens_trump {
                    return Err(Illegal::ContractOff {
                        name: "Sevens as trump",
                    });
                }
            }
            Declaration::Trump(Trump::Doubles | Trump::FollowMe) => {}
            // Low-No is itself a Nel-O: it needs no Nel-O setting of its own.
            Declaration::Nello(_) if bid == Bid::LowNo => {}
            Declaration::Nello(_) => {
                let min = house
                    .and_then(|s| s.nello)
                    .ok_or(Illegal::ContractOff { name: "Nel-O" })?;
                if partner_names {
                    return Err(Illegal::PartnerNamesTrump);
                }
                if min == crate::settings::NelloBid::OneMark && bid.marks().is_none() {
                    return Err(Illegal::NelloNeedsMarkBid);
                }
            }
            Declaration::Sevens => {
                if !house.is_some_and(|s| s.sevens) {
                    return Err(Illegal::ContractOff { name: "Sevens" });
                }
                if partner_names {
                    return Err(Illegal::PartnerNamesTrump);
                }
                if !matches!(bid, Bid::Marks(_)) {
                    return Err(Illegal::SevensNeedsMarkBid);
                }
            }
        }
        Ok(())
    }

    fn check_play(&self, tile: Tile, low: bool) -> Result<(), Illegal> {
        let play = &self.hand.play;
        let rules = &self.hand.rules;
        let hand = play.hand(play.turn());
        if !hand.has_tile(tile) {
            return Err(Illegal::NotInHand { tile });
        }
        let legal = play.legal(rules);
        if !legal.has_tile(tile) {
            return Err(
                match (rules.is_sevens(), play.trick().led(), legal.first()) {
                    (false, Some(suit), _) => Illegal::MustFollow { suit, tile },
                    (_, _, Some(closest)) => Illegal::MustPlayClosestToSeven {
                        tile,
                        closest: closest.tile(),
                    },
                    // Unreachable: a hand that holds `tile` has a legal play.
                    (true, _, None) | (false, None, None) => Illegal::NotInHand { tile },
                },
            );
        }
        if low {
            let reason = if !play.trick().is_empty() {
                Some("only the leader chooses the suit")
            } else if !rules.may_lead_low(tile) {
                Some(match &self.rules {
                    Rules::BigGame(_) => {
                        "only 7-3 and 8-2, when not trumps, may lead their lower suit"
                    }
                    Rules::Euchre(e) if e.lead == EuchreLead::LeaderNames => {
                        "doubles and trumps lead their own suit"
                    }
                    Rules::Euchre(_) => "in these settings a tile leads its higher end",
                    _ => "in this game a tile leads its higher end",
                })
            } else {
                None
            };
            if let Some(reason) = reason {
                return Err(Illegal::NoLowLead { tile, reason });
            }
        }
        Ok(())
    }

    // ----- applying -----

    /// Applies the seat to move's action and returns what it caused.
    ///
    /// # Errors
    /// The rule the action breaks; the game is then unchanged.
    pub fn apply(&mut self, action: Action) -> Result<Events, Illegal> {
        self.check(action)?;
        let mut events = Events::new();
        match action {
            Action::Pass | Action::Bid(_) | Action::Order { .. } | Action::Call { .. } => {
                self.apply_bidding(action, &mut events);
            }
            Action::Discard(tile) => self.apply_discard(tile, &mut events),
            Action::Declare(d) => {
                events.push(Event::Declared {
                    seat: self.hand.actor,
                    declaration: d,
                });
                if let Some(c) = self.hand.contract.as_mut() {
                    c.declaration = Some(d);
                }
                self.start_play();
            }
            Action::Play(tile) => self.apply_play(tile, false, &mut events),
            Action::PlayLow(tile) => self.apply_play(tile, true, &mut events),
        }
        Ok(events)
    }

    fn apply_bidding(&mut self, action: Action, events: &mut Events) {
        let seat = self.hand.auction.turn;
        let players = self.rules.players();
        let turn_up = self.hand.dealt.turn_up();
        if let Action::Bid(bid) = action {
            let shown = bid.shown_from(self.hand.play.hand(seat), self.rules.deck());
            if !shown.is_empty() {
                self.hand.shown[seat.index()] = shown;
            }
        }
        let outcome = self
            .hand
            .auction
            .record(&self.rules, self.dealer, seat, turn_up, action);
        match action {
            Action::Pass => events.push(Event::Passed { seat }),
            _ => {
                if let Some((_, bid)) = self.hand.auction.high {
                    events.push(Event::Bid { seat, bid });
                }
            }
        }
        match outcome {
            crate::auction::Outcome::Open => {}
            crate::auction::Outcome::ThrownIn => {
                events.push(Event::ThrownIn);
                self.next_deal(events);
            }
            crate::auction::Outcome::Won { bidder, bid, trump } => {
                let declarer = if matches!(bid, Bid::Splash(_) | Bid::Plunge(_)) {
                    self.table.opposite(bidder)
                } else {
                    bidder
                };
                let contract = Contract {
                    bidder,
                    bid,
                    declarer,
                    declaration: trump.map(|p| Declaration::Trump(Trump::Suit(p))),
                };
                self.hand.contract = Some(contract);
                events.push(Event::Won { contract });
                self.after_auction(events, players);
            }
        }
    }

    fn after_auction(&mut self, events: &mut Events, players: u8) {
        let Some(contract) = self.hand.contract else {
            return;
        };
        let kitty = self.hand.dealt.kitty();
        match &self.rules {
            Rules::Texas88(_) | Rules::BigGame(_) => {
                let seat = contract.bidder;
                self.hand.play.hands[seat.index()] |= kitty;
                events.push(Event::PickedUp {
                    seat,
                    tiles: kitty.len() as u8,
                });
                self.hand.actor = seat;
                self.hand.discards_left = kitty.len() as u8;
                self.hand.phase = Phase::Discarding;
            }
            Rules::Euchre(_) => {
                let ordered_up = self.hand.auction.round == 1;
                let alone = contract.bid.goes_alone();
                let dealer_sits_out =
                    alone && self.table.opposite(contract.bidder) == self.dealer && players == 4;
                match self.hand.dealt.turn_up() {
                    Some(up) if ordered_up && !dealer_sits_out => {
                        self.hand.play.hands[self.dealer.index()].insert(up);
                        self.hand.turn_up_taken_by = Some(self.dealer);
                        events.push(Event::PickedUp {
                            seat: self.dealer,
                            tiles: 1,
                        });
                        self.hand.actor = self.dealer;
                        self.hand.discards_left = 1;
                        self.hand.phase = Phase::Discarding;
                    }
                    _ => self.start_play(),
                }
            }
            Rules::Texas42(_) => {
                self.hand.actor = contract.declarer;
                self.hand.phase = Phase::Declaring;
            }
        }
    }

    fn apply_discard(&mut self, tile: Tile, events: &mut Events) {
        let seat = self.hand.actor;
        let hand = &mut self.hand.play.hands[seat.index()];
        if let Some(id) = hand.id_of(tile) {
            hand.remove(id);
            self.hand.discards.insert(id);
        }
        self.hand.discards_left = self.hand.discards_left.saturating_sub(1);
        events.push(Event::Discarded { seat });
        if self.hand.discards_left == 0 {
            match (&self.rules, self.hand.contract) {
                (Rules::Euchre(_), _) => self.start_play(),
                (_, Some(c)) => {
                    self.hand.actor = c.declarer;
                    self.hand.phase = Phase::Declaring;
                }
                (_, None) => {}
            }
        }
    }

    /// Builds the hand's trick rules and goal once the contract is complete.
    fn start_play(&mut self) {
        let Some(contract) = self.hand.contract else {
            return;
        };
        self.hand.rules = contract.trick_rules(&self.rules);
        self.hand.goal = contract.goal(&self.rules);
        let team = self.table.team(contract.bidder);
        // 88: counters left in the kitty belong to the bidding side.
        let mut credited = [0u16; Team::MAX];
        if self.rules.kind() != GameKind::Euchre {
            credited[team.index()] = self.hand.discards.count() as u16;
        }
        self.hand.play = PlayState::new(
            self.hand.play.hands,
            contract.play_table(&self.rules),
            contract.declarer,
            self.rules.trick_points(),
            self.rules.hand_size(),
            credited,
        );
        self.hand.phase = Phase::Playing;
    }

    fn apply_play(&mut self, tile: Tile, low: bool, events: &mut Events) {
        let seat = self.hand.play.turn();
        let Some(id) = self.hand.play.hand(seat).id_of(tile) else {
            return;
        };
        events.push(Event::Played { seat, tile });
        let Some(done) = self.hand.play.play(&self.hand.rules, id, low) else {
            return;
        };
        self.hand.history.push(done);
        events.push(Event::TrickTaken {
            seat: done.winner,
            points: done.points,
        });
        let goal = self.hand.goal;
        let play = &self.hand.play;
        let outcome = match goal.decided(play) {
            Some(made) if play.is_over() => Some(made),
            Some(false) if matches!(goal, Goal::NoTricks { .. }) => Some(false),
            Some(made) if self.rules.early_end() => Some(made),
            _ => None,
        };
        if let Some(made) = outcome {
            self.finish_hand(made, events);
        }
    }

    fn finish_hand(&mut self, made: bool, events: &mut Events) {
        let Some(contract) = self.hand.contract else {
            return;
        };
        let play = &self.hand.play;
        let points = play.all_points();
        let tricks = play.all_tricks();
        let score = score::hand_score(&self.rules, contract, made, points, tricks);
        for (total, s) in self.scores.iter_mut().zip(score) {
            *total += s;
        }
        let result = HandResult {
            hand: self.deal_no,
            contract,
            made,
            points,
            tricks,
            score,
            tricks_played: play.tricks_played(),
        };
        self.last_hand = Some(result);
        events.push(Event::HandOver(result));
        let bidders = self.table.team(contract.bidder);
        if let Some(winner) = score::game_winner(&self.rules, self.scores, bidders, made) {
            self.winner = Some(winner);
            self.hand.phase = Phase::GameOver;
            events.push(Event::GameOver { winner });
        } else {
            self.next_deal(events);
        }
    }

    fn next_deal(&mut self, events: &mut Events) {
        self.dealer = self.dealer.next(self.rules.players());
        self.deal_no += 1;
        let dealt = Game::deal_for(&self.rules, self.seed, &self.deals, self.deal_no);
        self.hand = Hand::new(dealt, &self.rules, self.table, self.dealer);
        events.push(Event::Dealt {
            hand: self.deal_no,
            dealer: self.dealer,
        });
    }
}

impl Hand {
    /// A fresh hand of `dealt`, dealt by `dealer`: bidding starts at the
    /// dealer's left. Trick rules and goal are placeholders until the
    /// contract is complete (`start_play` replaces them).
    fn new(dealt: Deal, rules: &Rules, table: Table, dealer: Seat) -> Hand {
        let first_bidder = dealer.next(rules.players());
        Hand {
            play: PlayState::new(
                dealt.hands(),
                table,
                first_bidder,
                rules.trick_points(),
                rules.hand_size(),
                [0; Team::MAX],
            ),
            dealt,
            phase: Phase::Bidding,
            auction: Auction::new(first_bidder),
            contract: None,
            actor: first_bidder,
            discards: TileSet::EMPTY,
            discards_left: 0,
            shown: [TileSet::EMPTY; Seat::MAX],
            turn_up_taken_by: None,
            rules: TrickRules::nello(rules.deck(), DoublesMode::High),
            goal: Goal::AllTricks {
                team: first_bidder.team(rules.teams()),
            },
            history: ArrayVec::new(),
        }
    }
}
