//! The app's state: one [`Reducible`] store whose reducer applies engine
//! actions. No rule lives here: legality, the reason an action is refused,
//! trick winners and scores all come from [`Game`]. The reducer is pure —
//! timers, the worker and storage live in the components' effects and
//! callbacks — so everything here is tested natively.

use std::ops::Range;
use std::rc::Rc;

use bones_engine::{
    Action, Contract, Declaration, Event, Game, GameKind, GameRecord, HandResult, Phase,
    RecordError, Rules, Seat, Suit, Team, Tile, TileSet, View,
};
use yew::Reducible;

use crate::daily::Day;
use crate::haptics::Buzz;
use crate::pips::PipPaint;
use crate::prefs::{Launch, Prefs, Speed};
use crate::protocol::{decision_seed, BotKind, BotRequest, GameId, Ticket};
use crate::seating::Seating;
use crate::setup::Setup;
use crate::sound::Sound;
use crate::stats::{Aids, HowPlayed};
use crate::text;

mod staging;

/// How many times a bot is asked for one turn before the engine's first
/// legal action is played for it.
pub const MAX_BOT_ATTEMPTS: u8 = 3;

/// A trick once it is complete, as the table and the log show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DoneTrick {
    /// 1-based number within the hand.
    pub number: u8,
    /// The plays in order (the first is the leader's).
    pub plays: Vec<(Seat, Tile)>,
    /// Who took it.
    pub winner: Seat,
    /// Points it scored.
    pub points: u8,
    /// The suit it was led in (a Big Game 7-3 may lead treys).
    pub led: Suit,
}

impl DoneTrick {
    /// The seat that led.
    #[must_use]
    pub fn leader(&self) -> Option<Seat> {
        self.plays.first().map(|&(s, _)| s)
    }
}

/// One line of the game log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogEntry {
    /// A hand was dealt.
    Deal {
        /// Hand number (0-based).
        hand: u32,
        /// The dealer.
        dealer: Seat,
        /// Euchre's turn-up, which everyone sees from the deal on.
        turn_up: Option<Tile>,
    },
    /// A bid or a pass.
    Auction {
        /// Who.
        seat: Seat,
        /// The bid or pass.
        action: Action,
    },
    /// Everyone passed on Euchre's turn-up: it is set aside, and the
    /// second round names another trump (the log says why the calls
    /// that follow may not be the turn-up's suit).
    TurnUpSetAside,
    /// Everyone passed; the hand is thrown in.
    ThrownIn,
    /// A seat took the kitty, the spare or the turn-up into its hand.
    PickedUp {
        /// Who.
        seat: Seat,
        /// How many tiles.
        tiles: u8,
    },
    /// A seat put tiles face down (kitty, spare, Euchre dealer).
    Discarded {
        /// Who.
        seat: Seat,
        /// How many tiles.
        tiles: u8,
    },
    /// The auction was won.
    Won {
        /// The contract.
        contract: Contract,
    },
    /// Trump or contract named.
    Declared {
        /// Who.
        seat: Seat,
        /// What.
        declaration: Declaration,
    },
    /// A seat laid its hand down on its lead: every trick left is its
    /// own, and the rest of the hand plays itself out.
    LaidDown {
        /// Who.
        seat: Seat,
    },
    /// A trick was taken.
    Trick(DoneTrick),
    /// A hand was scored.
    HandOver(HandResult),
    /// The game was won.
    GameOver {
        /// The winning side.
        winner: Team,
    },
}

/// The end of a hand as it is shown: the result, and the table as it was
/// when the last trick was taken (the engine has already dealt the next
/// hand by then).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandEnd {
    /// The engine's result.
    pub result: HandResult,
    /// The player's tiles left when the hand ended.
    pub hand: TileSet,
    /// Tiles left in each seat's hand.
    pub hand_sizes: [u8; Seat::MAX],
    /// The hand laid down when it ended, its tiles left still face up
    /// until the summary ([`Session::laid_down_tiles`]).
    pub laid_down: Option<LaidDown>,
}

/// What the score pad counts at a moment of a hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    /// The game's score (marks or points).
    pub scores: [u16; Team::MAX],
    /// This hand's count so far: points taken, or tricks where the hand is
    /// counted in tricks ([`counted_in_tricks`]).
    pub hand: [u16; Team::MAX],
}

impl Tally {
    /// The tally a view shows.
    #[must_use]
    pub fn of(view: &View) -> Tally {
        let declaration = view.contract.and_then(|c| c.declaration);
        Tally {
            scores: view.scores,
            hand: hand_count(view.rules.kind(), declaration, view.tricks_won, view.points),
        }
    }
}

/// Whether a hand is counted in tricks rather than points: Euchre's, and
/// the 42 contracts decided by tricks alone (Nel-O must lose every one,
/// Sevens must win every one), where the points taken say nothing. The
/// score pad, the log and the hand's summary all count by it.
#[must_use]
pub fn counted_in_tricks(kind: GameKind, declaration: Option<Declaration>) -> bool {
    kind == GameKind::Euchre
        || matches!(
            declaration,
            Some(Declaration::Nello(_) | Declaration::Sevens)
        )
}

/// What each side took in a finished hand, in the hand's count (see
/// [`counted_in_tricks`]).
#[must_use]
pub fn taken(kind: GameKind, result: &HandResult) -> [u16; Team::MAX] {
    hand_count(
        kind,
        result.contract.declaration,
        result.tricks,
        result.points,
    )
}

/// Each side's tricks or points, whichever the hand is counted in.
fn hand_count(
    kind: GameKind,
    declaration: Option<Declaration>,
    tricks: [u8; Team::MAX],
    points: [u16; Team::MAX],
) -> [u16; Team::MAX] {
    if counted_in_tricks(kind, declaration) {
        tricks.map(u16::from)
    } else {
        points
    }
}

/// A moment the table waits for the player to see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pause {
    /// A complete trick stays on the table; if it ended the hand, the
    /// hand's end follows.
    Trick {
        /// The trick.
        trick: DoneTrick,
        /// Set when this trick ended the hand.
        hand_end: Option<HandEnd>,
        /// The score pad before this trick. The trick's points (and the
        /// hand's marks) count once it has been gathered to its winner,
        /// not while its last tile is still flying in.
        before: Tally,
    },
    /// The hand's summary.
    HandOver(HandEnd),
}

/// Something to tell the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// The text (for a refused action: the engine's reason).
    pub text: String,
    /// Whether it explains a refused action.
    pub refused: bool,
    /// Changes with every notice, so the same text shown twice restarts
    /// its timer.
    pub serial: u32,
}

/// A bot reply the engine refused, reported on the console by an effect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotTrouble {
    /// Changes with every report.
    pub serial: u32,
    /// What happened.
    pub text: String,
}

/// One game in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    /// This game's id (requests of earlier games are stale).
    pub id: GameId,
    /// The seed the hands are dealt from.
    pub seed: u64,
    /// Who sits where.
    pub seating: Seating,
    game: Game,
    actions: Vec<Action>,
    /// Everything that happened, oldest first.
    pub log: Vec<LogEntry>,
    /// What the table is waiting on.
    pub pause: Option<Pause>,
    /// Replies refused for the current turn.
    pub refusals: u8,
    /// The last refused reply, for the console.
    pub trouble: Option<BotTrouble>,
    /// The hand's most recent complete trick; none once the next hand is
    /// dealt, so that "Last trick" never shows a trick of the hand before.
    pub last_trick: Option<DoneTrick>,
    /// Who plays the other seats in this game (a rematch keeps it).
    pub level: BotKind,
    /// How many times the player has taken a turn back in this game (the
    /// statistics count games played with Undo apart).
    pub undos: u32,
    /// Whether this game is dealt again from one already played ("Same
    /// deals again"): the player has seen its hands, so the statistics
    /// count such games apart too.
    pub replayed: bool,
    /// Tiles the player took into hand this hand from the kitty, the spare
    /// or the turn-up (shown as new until the hand is played).
    pub picked_up: TileSet,
    plays: Vec<(Seat, Tile)>,
    led: Option<Suit>,
    tricks_this_hand: u8,
    bot_turns: u32,
    /// The index in `actions` of the player's latest choice this hand
    /// (an action among others: a forced play is none, nor a play of a
    /// hand laid down after its first), where [`Session::my_last_turn`]
    /// ends.
    my_last: Option<usize>,
    /// While a hand laid down (the player's or a bot's) plays out.
    laid_down: Option<LaidDown>,
}

/// A hand laid down on a lead where every trick left is its seat's
/// ([`View::laydown`]). At a table the others then throw their tiles in:
/// here the page makes every play of the hand at the bots' pace (the
/// player's own lay-down ends if they lead a tile of their own).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaidDown {
    /// Whose hand it is.
    by: Seat,
    /// The trick of the hand it was laid down on (1-based).
    trick: u8,
    /// Where its first play lies in the game's actions.
    from: usize,
    /// Its plays still to come (none left for its last trick's other
    /// plays).
    rest: Vec<Action>,
}

impl LaidDown {
    /// Whose hand it is.
    #[must_use]
    pub fn by(&self) -> Seat {
        self.by
    }

    /// The trick of the hand it was laid down on (1-based): every trick
    /// from it on is the layer's.
    #[must_use]
    pub fn trick(&self) -> u8 {
        self.trick
    }
}

impl Session {
    /// A new game of `rules` dealt from `seed`, the player in seat 0.
    ///
    /// # Errors
    /// The engine's message for rules out of range.
    pub fn new(id: GameId, rules: Rules, seed: u64) -> Result<Session, String> {
        let game = Game::new(rules, seed).map_err(|e| e.to_string())?;
        Ok(Session::started(id, game))
    }

    /// The game a record describes, rebuilt by applying its actions one by
    /// one as play did (so the log, the last trick, the pause and a bot's
    /// hand laid down come out as they were), the player in seat 0. Every
    /// action is checked by the engine: a save or an import is only ever
    /// as good as a replay.
    ///
    /// # Errors
    /// The engine's reason: bad settings, an impossible deal, or the first
    /// illegal action (its index, notation, seat and the rule it breaks).
    pub fn from_record(id: GameId, record: &GameRecord) -> Result<Session, RecordError> {
        Session::from_save(id, record, None)
    }

    /// [`Session::from_record`], the player's own hand laid down again
    /// where a save says it began ([`Session::own_lay_down`]): ignored
    /// unless the player could lay down there and did lead its first tile.
    ///
    /// # Errors
    /// As [`Session::from_record`].
    pub fn from_save(
        id: GameId,
        record: &GameRecord,
        own_lay_down: Option<usize>,
    ) -> Result<Session, RecordError> {
        let mut session = Session::started(id, record.start()?);
        let me = session.seating.me;
        for (index, &action) in record.actions.iter().enumerate() {
            let seat = session.game.turn();
            // A bot lays down wherever it may (`page_play`), so its
            // lay-down is in the record: begun again here, the rest of the
            // hand plays on after a reload as it would have.
            let laying = seat.filter(|&seat| seat != me || own_lay_down == Some(index));
            let begun = laying
                .filter(|_| session.laid_down.is_none())
                .and_then(|seat| session.lay_down_by(seat))
                .and_then(|(first, laid)| (first == action).then_some(laid));
            session
                .apply(action)
                .map_err(|error| RecordError::Illegal {
                    index,
                    action,
                    seat,
                    error,
                })?;
            if let Some(laid) = begun {
                session.begin_lay_down(laid);
            }
        }
        Ok(session)
    }

    /// This game as a record: rules, seed, first dealer, explicit deals and
    /// every action so far (what [`Session::from_record`] and the CLI's
    /// `replay` read).
    #[must_use]
    pub fn record(&self) -> GameRecord {
        GameRecord::of(&self.game, self.actions.clone())
    }

    /// A session for a game just started (no action applied yet).
    fn started(id: GameId, game: Game) -> Session {
        let me = Seat::FIRST;
        Session {
            id,
            seed: game.seed(),
            seating: Seating::for_rules(me, game.rules()),
            log: vec![LogEntry::Deal {
                hand: game.hand_number(),
                dealer: game.dealer(),
                turn_up: game.turn_up(),
            }],
            game,
            actions: Vec::new(),
            pause: None,
            refusals: 0,
            trouble: None,
            last_trick: None,
            level: BotKind::default_level(),
            undos: 0,
            replayed: false,
            picked_up: TileSet::EMPTY,
            plays: Vec::new(),
            led: None,
            tricks_this_hand: 0,
            bot_turns: 0,
            my_last: None,
            laid_down: None,
        }
    }

    /// The game.
    #[must_use]
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// Actions applied so far: the turn number requests are tagged with.
    #[must_use]
    pub fn turn_number(&self) -> u32 {
        u32::try_from(self.actions.len()).unwrap_or(u32::MAX)
    }

    /// Every action applied, in order (a replayable record).
    #[must_use]
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// What the player may know.
    #[must_use]
    pub fn view(&self) -> View {
        self.game.view(self.seating.me)
    }

    /// Whether the game has been won.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.game.phase() == Phase::GameOver
    }

    /// The log as the player reads it now: while a hand's end is on the
    /// table (its last trick, then its summary), the next deal, which the
    /// engine has already made, is not told yet.
    #[must_use]
    pub fn log_shown(&self) -> &[LogEntry] {
        let ending = self.hand_ending();
        let last_hand = self
            .log
            .iter()
            .rposition(|e| matches!(e, LogEntry::HandOver(_)));
        match last_hand {
            Some(i) if ending => {
                let game_over = self.log[i + 1..]
                    .iter()
                    .take_while(|e| matches!(e, LogEntry::GameOver { .. }))
                    .count();
                &self.log[..=i + game_over]
            }
            _ => &self.log,
        }
    }

    /// The end of a hand while it is on the table: its last trick, then
    /// its summary (the engine has already dealt the next hand).
    #[must_use]
    pub fn hand_end_shown(&self) -> Option<&HandEnd> {
        match &self.pause {
            Some(Pause::Trick {
                hand_end: Some(end),
                ..
            })
            | Some(Pause::HandOver(end)) => Some(end),
            _ => None,
        }
    }

    /// Whether a hand's end is on the table ([`Session::hand_end_shown`]).
    fn hand_ending(&self) -> bool {
        self.hand_end_shown().is_some()
    }

    /// The seat the table waits on now: `None` while paused or over.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        if self.pause.is_some() {
            return None;
        }
        self.game.turn()
    }

    /// Whether the player is to act now, by a choice of theirs: not while
    /// their tile is thrown in to a hand another laid down.
    #[must_use]
    pub fn my_turn(&self) -> bool {
        self.to_act() == Some(self.seating.me) && !self.throwing_in()
    }

    /// Whether the player's tile goes in now to a trick of a hand another
    /// seat laid down: every trick left is that seat's whatever they play,
    /// so the page plays it for them ([`Session::auto_play`]).
    #[must_use]
    pub fn throwing_in(&self) -> bool {
        let me = self.seating.me;
        self.to_act() == Some(me) && self.laid_down.as_ref().is_some_and(|laid| laid.by != me)
    }

    /// The player's action when it is their turn and the rules leave them
    /// only one (in practice a tile they must play): what Settings' "Play
    /// my tile for me" plays.
    #[must_use]
    pub fn forced(&self) -> Option<Action> {
        if !self.my_turn() {
            return None;
        }
        match self.game.legal_actions().as_slice() {
            [only] => Some(*only),
            _ => None,
        }
    }

    /// The play the page makes on this turn, at the bots' pace, for
    /// whoever is to act: while a hand is laid down, the next of its plays
    /// or a tile thrown in; a bot's lay-down where every trick left is its
    /// own, begun; else, with Settings' "Play my tile for me" on
    /// (`play_forced`), the player's only legal action. A bot's turn with
    /// none of these is the worker's ([`Session::bot_request`]).
    #[must_use]
    pub fn auto_play(&self, play_forced: bool) -> Option<Action> {
        self.page_play(play_forced).map(|(action, _)| action)
    }

    /// [`Session::auto_play`]'s play, with the lay-down it begins, if it
    /// is a bot's first: on its lead, every trick left its own, as its own
    /// view shows it.
    fn page_play(&self, play_forced: bool) -> Option<(Action, Option<LaidDown>)> {
        let seat = self.to_act()?;
        match &self.laid_down {
            Some(laid) if laid.by == seat => Some((*laid.rest.first()?, None)),
            Some(_) => Some((self.thrown_in()?, None)),
            None if seat != self.seating.me => {
                let (first, laid) = self.lay_down_by(seat)?;
                Some((first, Some(laid)))
            }
            None if play_forced => Some((self.forced()?, None)),
            None => None,
        }
    }

    /// `seat`'s hand laid down now, if every trick left is its own by its
    /// own view ([`View::laydown`]): its first play, and the lay-down that
    /// play begins.
    fn lay_down_by(&self, seat: Seat) -> Option<(Action, LaidDown)> {
        let mut plays = self.game.view(seat).laydown()?.into_iter();
        let first = plays.next()?;
        let laid = LaidDown {
            by: seat,
            trick: self.tricks_this_hand + 1,
            from: self.actions.len(),
            rest: plays.collect(),
        };
        Some((first, laid))
    }

    /// Where in the game's actions the player's own hand laid down, still
    /// playing itself out, began: what a save keeps of it, since the
    /// record cannot tell a lay-down from the same tiles played by hand
    /// (a bot's it can: a bot lays down wherever it may).
    #[must_use]
    pub fn own_lay_down(&self) -> Option<usize> {
        self.laid_down
            .as_ref()
            .filter(|laid| laid.by == self.seating.me)
            .map(|laid| laid.from)
    }

    /// A lay-down begun, if its first play was the action just made (not
    /// refused): the rest of the hand plays itself out from here, and the
    /// log says so. Whether it began.
    fn begin_lay_down(&mut self, laid: LaidDown) -> bool {
        if self.actions.len() != laid.from + 1 {
            return false;
        }
        self.log.push(LogEntry::LaidDown { seat: laid.by });
        self.laid_down = Some(laid);
        true
    }

    /// The tile the seat to act throws in to a trick of a hand laid down:
    /// any would do (the trick is the lay-down's whatever is played), so
    /// its fewest pips, as a player throws in. (Not the rule of thumb's:
    /// that put 24 KB of the bots' code into the page's WebAssembly.)
    fn thrown_in(&self) -> Option<Action> {
        self.game
            .legal_actions()
            .into_iter()
            .min_by_key(|a| a.played_tile().map(|t| (t.pips(), t.hi())))
    }

    /// The tiles of `seat`'s hand while it is laid down and plays itself
    /// out, a bot's lying face up at its seat, as at a table, and so
    /// through the pause after the hand's last trick (a hand decided early
    /// ends with tiles still held); none otherwise.
    #[must_use]
    pub fn laid_down_tiles(&self, seat: Seat) -> Vec<Tile> {
        let laid = self
            .hand_end_shown()
            .map_or(&self.laid_down, |end| &end.laid_down);
        laid.iter()
            .filter(|laid| laid.by == seat)
            .flat_map(|laid| laid.rest.iter().filter_map(|a| a.played_tile()))
            .collect()
    }

    /// Whether a hand laid down (the player's or a bot's) is playing
    /// itself out.
    #[must_use]
    pub fn laying_down(&self) -> bool {
        self.laid_down.is_some()
    }

    /// The player's hand laid down now, if they may: on their lead, every
    /// trick left theirs ([`View::laydown`]), and not laying down already.
    fn player_lay_down(&self) -> Option<(Action, LaidDown)> {
        let may = self.my_turn() && self.laid_down.is_none();
        may.then(|| self.lay_down_by(self.seating.me)).flatten()
    }

    /// Whether the player may lay their hand down now.
    #[must_use]
    pub fn may_lay_down(&self) -> bool {
        self.player_lay_down().is_some()
    }

    /// Who plays the other seats: the game's level, unless the address
    /// overrides it (`?bot=`). The statistics count a game under this.
    #[must_use]
    pub fn bots(&self, launch: &Launch) -> BotKind {
        launch.bot.unwrap_or(self.level)
    }

    /// What the record does not say of how the game is being played, for
    /// the statistics, the recent games and a shared result.
    #[must_use]
    pub fn how_played(&self, launch: &Launch) -> HowPlayed {
        HowPlayed {
            me: self.seating.me,
            level: self.bots(launch),
            aids: Aids {
                used_undo: self.undos > 0,
                replayed: self.replayed,
            },
        }
    }

    /// The request for the bot whose turn it is, if it is a bot's turn
    /// the page does not play itself ([`Session::auto_play`]: a hand laid
    /// down). The bot is given its own seat's view only.
    #[must_use]
    pub fn bot_request(&self, launch: &Launch) -> Option<BotRequest> {
        let seat = self.to_act()?;
        if seat == self.seating.me || self.auto_play(false).is_some() {
            return None;
        }
        let turn = self.turn_number();
        let attempt = self.refusals;
        Some(BotRequest {
            ticket: Ticket {
                game: self.id,
                turn,
                seat,
                attempt,
            },
            view: self.game.view(seat),
            seed: decision_seed(self.seed, turn, attempt),
            bot: self.bots(launch),
            fault: launch.fault.filter(|_| self.bot_turns == 0 && attempt == 0),
        })
    }

    /// The player's hand in display order: trumps first (strongest first)
    /// once trump is known, then by higher end and lower end, high first.
    #[must_use]
    pub fn arranged_hand(view: &View, hand: TileSet) -> Vec<Tile> {
        let rules = view.trick_rules();
        let trump_power = |t: Tile| -> Option<u8> {
            let r = rules.as_ref()?;
            r.trumps().has_tile(t).then(|| r.power(Suit::Trump, t))
        };
        let mut tiles: Vec<Tile> = hand.tiles().collect();
        tiles.sort_by_key(|&t| {
            (
                core::cmp::Reverse(trump_power(t)),
                core::cmp::Reverse(t.hi()),
                core::cmp::Reverse(t.lo()),
            )
        });
        tiles
    }

    /// Applies an action for the seat to act, logging what it caused.
    fn apply(&mut self, action: Action) -> Result<(), bones_engine::Illegal> {
        let me = self.seating.me;
        let before = self.game.view(me);
        let actor = self.game.turn();
        let events = self.game.apply(action)?;
        self.actions.push(action);
        self.refusals = 0;
        // A hand laid down is one choice, its layer's if the player's:
        // Undo takes it back whole, and the tiles thrown in with it.
        let laid = match (&mut self.laid_down, actor) {
            (Some(laid), Some(seat)) if laid.by == seat && laid.rest.first() == Some(&action) => {
                laid.rest.remove(0);
                true
            }
            (Some(laid), Some(seat)) if laid.by != seat => true,
            // Its layer, the player, played on their own: it is over.
            _ => {
                self.laid_down = None;
                false
            }
        };
        if actor == Some(me) {
            if before.legal.len() > 1 && !laid {
                self.my_last = Some(self.actions.len() - 1);
            }
        } else {
            self.bot_turns += 1;
        }
        let mut done = None;
        let mut hand_end = None;
        for event in events {
            match event {
                Event::Dealt { hand, dealer } => {
                    self.my_last = None;
                    self.laid_down = None;
                    self.picked_up = TileSet::EMPTY;
                    self.last_trick = None;
                    self.log.push(LogEntry::Deal {
                        hand,
                        dealer,
                        turn_up: self.game.turn_up(),
                    });
                }
                Event::Passed { seat } => {
                    self.log.push(LogEntry::Auction {
                        seat,
                        action: Action::Pass,
                    });
                    // The last pass of Euchre's first round.
                    if before.euchre_round == 1 && self.game.euchre_round() == 2 {
                        self.log.push(LogEntry::TurnUpSetAside);
                    }
                }
                // Euchre's order-up and call say more than the bid they make.
                Event::Bid { seat, bid } => self.log.push(LogEntry::Auction {
                    seat,
                    action: match action {
                        Action::Order { .. } | Action::Call { .. } => action,
                        _ => Action::Bid(bid),
                    },
                }),
                Event::PickedUp { seat, tiles } => {
                    if seat == me {
                        self.picked_up = self.game.hand(me) - before.hand;
                    }
                    self.log.push(LogEntry::PickedUp { seat, tiles });
                }
                Event::Discarded { seat } => match self.log.last_mut() {
                    Some(LogEntry::Discarded { seat: s, tiles }) if *s == seat => *tiles += 1,
                    _ => self.log.push(LogEntry::Discarded { seat, tiles: 1 }),
                },
                Event::ThrownIn => self.log.push(LogEntry::ThrownIn),
                Event::Won { contract } => self.log.push(LogEntry::Won { contract }),
                Event::Declared { seat, declaration } => {
                    self.log.push(LogEntry::Declared { seat, declaration });
                }
                Event::Played { seat, tile } => {
                    if self.plays.is_empty() {
                        let low = matches!(action, Action::PlayLow(_));
                        self.led = Some(self.game.trick_rules().led_suit(tile, low));
                    }
                    self.plays.push((seat, tile));
                }
                Event::TrickTaken { seat, points } => {
                    self.tricks_this_hand += 1;
                    let trick = DoneTrick {
                        number: self.tricks_this_hand,
                        plays: core::mem::take(&mut self.plays),
                        winner: seat,
                        points,
                        led: self.led.take().unwrap_or(Suit::Trump),
                    };
                    self.log.push(LogEntry::Trick(trick.clone()));
                    self.last_trick = Some(trick.clone());
                    done = Some(trick);
                }
                Event::HandOver(result) => {
                    self.log.push(LogEntry::HandOver(result));
                    let mut hand = before.hand;
                    let mut hand_sizes = before.hand_sizes;
                    if let (Some(seat), Some(tile)) = (actor, action.played_tile()) {
                        if seat == me {
                            if let Some(id) = hand.id_of(tile) {
                                hand.remove(id);
                            }
                        }
                        let n = &mut hand_sizes[seat.index()];
                        *n = n.saturating_sub(1);
                    }
                    hand_end = Some(HandEnd {
                        result,
                        hand,
                        hand_sizes,
                        laid_down: self.laid_down.clone(),
                    });
                    self.tricks_this_hand = 0;
                    self.plays.clear();
                }
                Event::GameOver { winner } => self.log.push(LogEntry::GameOver { winner }),
            }
        }
        self.pause = match (done, hand_end) {
            (Some(trick), hand_end) => Some(Pause::Trick {
                trick,
                hand_end,
                before: Tally::of(&before),
            }),
            (None, Some(end)) => Some(Pause::HandOver(end)),
            (None, None) => None,
        };
        Ok(())
    }

    /// What "Undo" takes back: where in `actions` the player's latest
    /// turn of this hand lies (the tiles a bidder puts down one by one are
    /// one turn), while the hand is still being played. Across hands there
    /// is none: the score has moved on. A forced play is not a turn to
    /// take back (it would only be played again, at once if the player
    /// has it played for them): Undo goes back past it to a choice.
    #[must_use]
    pub fn my_last_turn(&self) -> Option<Range<usize>> {
        if self.hand_ending() || self.is_over() {
            return None;
        }
        let last = self.my_last?;
        let mut start = last;
        // Only the bidder (or Euchre's dealer) puts tiles down, so a run
        // of discards is one seat's.
        while start > 0
            && matches!(self.actions[start], Action::Discard(_))
            && matches!(self.actions[start - 1], Action::Discard(_))
        {
            start -= 1;
        }
        Some(start..last + 1)
    }

    /// The game as it was just before action `start`: for Undo, the
    /// start of the player's latest turn ([`Session::my_last_turn`]),
    /// rebuilt from the record without that turn and what the bots did
    /// after it, at the player's turn (past a trick still shown, or the
    /// summary of the hand before). The
    /// level, the count of take-backs and whether the deals were played
    /// before stay; the caller gives it a fresh id so that replies to the
    /// undone turns are dropped.
    #[must_use]
    pub fn before_action(&self, start: usize) -> Option<Session> {
        let mut record = self.record();
        record.actions.truncate(start);
        // A prefix of a record that replayed replays.
        let mut session = Session::from_record(self.id, &record).ok()?;
        session.level = self.level;
        session.undos = self.undos;
        session.replayed = self.replayed;
        // Undo stays within the hand, so a pause the replay stops at is
        // a trick still shown, or the hand before's summary when the turn
        // was the hand's first action: the player had moved past both.
        while session.pause.is_some() {
            session.resume();
        }
        Some(session)
    }

    /// Moves past the current pause (a restored game uses it to come back
    /// to the pause the player had reached).
    pub fn resume(&mut self) {
        self.pause = match self.pause.take() {
            Some(Pause::Trick {
                hand_end: Some(end),
                ..
            }) => Some(Pause::HandOver(end)),
            _ => None,
        };
    }
}

/// Overlays over the table.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Overlay {
    /// Just the table.
    #[default]
    None,
    /// The settings dialog.
    Settings,
    /// The last complete trick.
    LastTrick,
    /// The game log (phones; on wide screens it is always shown).
    Log,
    /// "Start a new game?" while one is in progress.
    ConfirmNew,
    /// The setup screen, over a game in progress (with no game it is the
    /// page itself).
    Setup,
}

/// The whole app state.
#[derive(Clone, Debug, PartialEq)]
pub struct Store {
    /// Rules for the next game and the bots' pace.
    pub prefs: Prefs,
    /// Options from the URL.
    pub launch: Launch,
    /// The game in progress (none before "New game").
    pub session: Option<Session>,
    /// The tile the player has picked up (tap once to select).
    pub selected: Option<Tile>,
    /// A message for the player.
    pub notice: Option<Notice>,
    /// What covers the table.
    pub overlay: Overlay,
    /// Tiles chosen to put face down (kitty, spare, Euchre discard), not
    /// yet sent to the engine: the player may still take them back.
    pub staged: Vec<Tile>,
    /// A tile the player means to lead that may lead either of its suits
    /// (the Big Game's 7-3 and 8-2; Euchre when the leader names the
    /// suit): the table asks which.
    pub lead_choice: Option<Tile>,
    last_id: GameId,
    serial: u32,
}

/// Everything that changes the store.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Start a game with the setup's rules and level, dealt from `seed`.
    NewGame {
        /// The deal seed.
        seed: u64,
    },
    /// Start a game with the setup's rules and level on this day's deal
    /// ([`crate::daily`]), saying so.
    DealOfTheDay {
        /// Whose deal.
        day: Day,
        /// The player finished this deal on these rules before (the page's
        /// recent games say so): the game counts apart, as one dealt again.
        again: bool,
    },
    /// Start another game with the rules and level of the one on the
    /// table, dealt from a new `seed`.
    Rematch {
        /// The deal seed.
        seed: u64,
    },
    /// Start the game on the table again from its first turn: the same
    /// rules, level, first dealer and deals (explicit ones too, for an
    /// imported record), hand by hand.
    SameDeals,
    /// Start a game on the deals of one played before (a recent game's,
    /// [`crate::history::PastGame::deal_again`]), from its first turn.
    DealAgain(Box<Session>),
    /// The player proposes an action; the engine accepts it or says why not.
    Human(Action),
    /// A bot's decision for the turn the ticket names.
    Bot {
        /// Which request this answers.
        ticket: Ticket,
        /// The action chosen.
        action: Action,
    },
    /// Move past a pause (trick shown, hand summary).
    Continue,
    /// Select a tile in the player's hand (or none).
    Select(Option<Tile>),
    /// Tell the player something that is not a refused action.
    Inform(String),
    /// Clear the notice.
    DismissNotice,
    /// The setup for the next game.
    SetSetup(Setup),
    /// The player means this tile (tap twice, drag, Enter): played, put in
    /// the kitty, or asked about (which suit to lead), as the phase wants.
    Offer(Tile),
    /// Take a tile chosen for the kitty back into the hand.
    Unstage(Tile),
    /// Put the chosen tiles face down (the engine checks each).
    ConfirmDiscards,
    /// Close the lead-suit question without playing.
    CancelLead,
    /// The bots' pace.
    SetSpeed(Speed),
    /// Show the bidding advisor (or not).
    SetAdvisor(bool),
    /// Play the player's forced tiles for them (or not).
    SetPlayForced(bool),
    /// The player lays their hand down ([`Session::may_lay_down`]).
    LayDown,
    /// The play the page makes on this turn of this game, for whoever is
    /// to act ([`Session::auto_play`]): a play of a hand laid down, a tile
    /// thrown in to it, or the player's only legal action while the
    /// setting is on; a game that has moved on since, or a turn with none
    /// of these, changes nothing.
    AutoPlay {
        /// The game the turn was seen in.
        game: GameId,
        /// Its turn number ([`Session::turn_number`]).
        turn: u32,
    },
    /// The tiles' clack on or off.
    SetSound(Sound),
    /// The buzz as the player's tiles land on or off.
    SetBuzz(Buzz),
    /// Black or coloured pips.
    SetPips(PipPaint),
    /// One tap plays a tile (or picks it up first).
    SetOneTap(bool),
    /// Show an overlay (or none).
    Show(Overlay),
    /// Play a game built outside the reducer (a restored save, an import),
    /// already checked by the engine: it gets a fresh id, so any bot reply
    /// still on its way for the old game is dropped.
    Adopt(Box<Session>),
    /// [`Msg::Adopt`] the autosave as the page opens. When the address
    /// asked for another game (`?game=`), the game in progress still comes
    /// first (a link never throws a game away unasked), and the player is
    /// told that New game deals the one asked for.
    Resume(Box<Session>),
    /// [`Msg::Adopt`] a deal link's game, saying so if the player has
    /// played its deals before ([`Session::replayed`], set by the caller,
    /// which holds the recent games).
    PlayShared(Box<Session>),
    /// Take back the player's latest turn of this hand and whatever the
    /// bots did after it ([`Session::my_last_turn`],
    /// [`Session::before_action`]).
    Undo,
}

impl Store {
    /// A store with these preferences and launch options, no game yet.
    #[must_use]
    pub fn new(prefs: Prefs, launch: Launch) -> Store {
        let prefs = Prefs {
            speed: launch.speed.unwrap_or(prefs.speed),
            setup: Setup {
                game: launch.game.unwrap_or(prefs.setup.game),
                ..prefs.setup
            },
            ..prefs
        };
        Store {
            prefs,
            launch,
            session: None,
            selected: None,
            notice: None,
            overlay: Overlay::None,
            staged: Vec::new(),
            lead_choice: None,
            last_id: GameId::default(),
            serial: 0,
        }
    }

    /// The table's pace: the player's setting, quickened to Fast while a
    /// hand laid down (the player's or a bot's) plays itself out (at a
    /// table, the others throw their tiles in).
    #[must_use]
    pub fn pace(&self) -> Speed {
        let set = self.prefs.speed;
        let laying_down = self.session.as_ref().is_some_and(Session::laying_down);
        if laying_down && set.bot_ms() > Speed::Fast.bot_ms() {
            Speed::Fast
        } else {
            set
        }
    }

    fn tell(&mut self, text: String, refused: bool) {
        self.serial = self.serial.wrapping_add(1);
        self.notice = Some(Notice {
            text,
            refused,
            serial: self.serial,
        });
    }

    fn human(&mut self, action: Action) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        // A player who acts while a trick is still shown just moves on.
        if matches!(session.pause, Some(Pause::Trick { hand_end: None, .. })) {
            session.resume();
        }
        if session.pause.is_some() {
            return;
        }
        let me = session.seating.me;
        match session.game.turn() {
            Some(seat) if seat == me => {}
            Some(seat) => {
                let who = session.seating.name(seat);
                self.tell(format!("Wait for your turn: {who} is to play"), false);
                return;
            }
            None => return,
        }
        match session.apply(action) {
            Ok(()) => {
                self.selected = None;
                self.notice = None;
                self.staged.clear();
                self.lead_choice = None;
            }
            Err(illegal) => self.tell(illegal.to_string(), true),
        }
    }

    fn auto_play(&mut self, game: GameId, turn: u32) {
        let auto = self
            .session
            .as_ref()
            .filter(|s| s.id == game && s.turn_number() == turn)
            .and_then(|s| Some((s.to_act()?, s.page_play(self.prefs.play_forced)?)));
        let Some((seat, (action, begun))) = auto else {
            return;
        };
        let Some(s) = self.session.as_ref().filter(|s| seat != s.seating.me) else {
            // A play made for the player leaves the notice up (a
            // lay-down's, say): it answers nothing they did.
            let notice = self.notice.take();
            self.human(action);
            self.notice = self.notice.take().or(notice);
            return;
        };
        // A bot's turn: a play of a hand laid down, a tile thrown in, or
        // the first play of the bot's own lay-down.
        let ticket = Ticket {
            game,
            turn,
            seat,
            attempt: s.refusals,
        };
        self.bot(ticket, action);
        let Some((s, laid)) = self.session.as_mut().zip(begun) else {
            return;
        };
        if s.begin_lay_down(laid) {
            let who = s.seating.name(seat);
            self.tell(
                format!("{who} lays the hand down: every trick left is {who}'s"),
                false,
            );
        }
    }

    /// The player lays their hand down: its first play now, the rest made
    /// for them turn by turn ([`Session::auto_play`]).
    fn lay_down(&mut self) {
        let begun = self.session.as_ref().and_then(Session::player_lay_down);
        let Some((first, laid)) = begun else {
            self.tell(
                "You may lay down only on your lead, when every trick left is yours".to_owned(),
                true,
            );
            return;
        };
        self.human(first);
        if let Some(s) = self.session.as_mut() {
            s.begin_lay_down(laid);
        }
        self.tell(
            "You lay your hand down: every trick left is yours".to_owned(),
            false,
        );
    }

    /// Puts `session` on the table under a fresh id (so replies meant for
    /// the game before are dropped), nothing selected or shown over it.
    fn adopt(&mut self, session: Session) {
        let id = self.last_id.next();
        self.last_id = id;
        self.session = Some(Session { id, ..session });
        self.selected = None;
        self.notice = None;
        self.overlay = Overlay::None;
        self.staged.clear();
        self.lead_choice = None;
    }

    /// Puts a game on deals the player has played before on the table: a
    /// new game, so no take-backs yet, counted apart as replayed.
    fn deal_again(&mut self, mut again: Session) {
        again.undos = 0;
        again.replayed = true;
        self.adopt(again);
        self.tell(
            "The same deals again, from the first hand".to_owned(),
            false,
        );
    }

    fn undo(&mut self) {
        let Some(session) = self.session.as_ref() else {
            return;
        };
        let Some(mine) = session.my_last_turn() else {
            return;
        };
        let Some(mut before) = session.before_action(mine.start) else {
            return;
        };
        before.undos = before.undos.saturating_add(1);
        let undone = &session.actions[mine.start..];
        let what = text::taken_back(undone[0], mine.len());
        let and = match undone.len() - mine.len() {
            0 => String::new(),
            1 => " and the turn after it".to_owned(),
            n => format!(" and the {n} turns after it"),
        };
        self.adopt(before);
        self.tell(format!("Taken back: your {what}{and}"), false);
    }

    fn bot(&mut self, ticket: Ticket, action: Action) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        let current = session.id == ticket.game
            && session.turn_number() == ticket.turn
            && session.refusals == ticket.attempt
            && session.to_act() == Some(ticket.seat)
            && ticket.seat != session.seating.me;
        if !current {
            return; // a stale reply: the game has moved on
        }
        let Err(illegal) = session.apply(action) else {
            return;
        };
        session.refusals += 1;
        self.serial = self.serial.wrapping_add(1);
        let who = session.seating.name(ticket.seat);
        let mut text = format!("Bones: refused {who}'s bot reply \"{action}\": {illegal}");
        if session.refusals >= MAX_BOT_ATTEMPTS {
            // The engine's first legal action keeps the game going.
            let fallback = session.game.legal_actions().first().copied();
            if let Some(fallback) = fallback {
                if session.apply(fallback).is_ok() {
                    text.push_str(&format!("; played \"{fallback}\" for it instead"));
                }
            }
        } else {
            text.push_str("; asking again");
        }
        session.trouble = Some(BotTrouble {
            serial: self.serial,
            text,
        });
    }
}

impl Reducible for Store {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        match msg {
            Msg::NewGame { seed } => {
                let setup = next.prefs.setup;
                next.start(setup.rules(), setup.level, seed);
            }
            Msg::DealOfTheDay { day, again } => {
                let chosen = next.prefs.setup;
                let started = next.start(chosen.rules(), chosen.level, day.seed());
                if let Some(s) = next.session.as_mut().filter(|_| started) {
                    s.replayed = again;
                    next.tell(
                        if again {
                            format!("Deal of the day, {day}, again: the same hands as before, counted apart")
                        } else {
                            format!("Deal of the day, {day}: everyone on these rules is dealt these hands today")
                        },
                        false,
                    );
                }
            }
            Msg::Rematch { seed } => {
                if let Some(s) = next.session.as_ref() {
                    let (rules, level) = (*s.game().rules(), s.level);
                    next.start(rules, level, seed);
                }
            }
            Msg::SameDeals => {
                // The record without its actions.
                if let Some(again) = next.session.as_ref().and_then(|s| s.before_action(0)) {
                    next.deal_again(again);
                }
            }
            Msg::DealAgain(session) => next.deal_again(*session),
            Msg::Human(action) => next.human(action),
            Msg::Bot { ticket, action } => next.bot(ticket, action),
            Msg::Continue => {
                if let Some(s) = next.session.as_mut() {
                    // Past a hand's summary, what was told during that
                    // hand (a lay-down, say) is stale.
                    if matches!(s.pause, Some(Pause::HandOver(_))) {
                        next.notice = None;
                    }
                    s.resume();
                }
            }
            Msg::Select(tile) => {
                if next.selected != tile {
                    next.notice = None;
                }
                next.selected = tile;
            }
            Msg::Inform(text) => next.tell(text, false),
            Msg::DismissNotice => next.notice = None,
            Msg::SetSetup(setup) => next.prefs.setup = setup,
            Msg::Offer(tile) => next.offer(tile),
            Msg::Unstage(tile) => next.unstage(tile),
            Msg::ConfirmDiscards => next.confirm_discards(),
            Msg::CancelLead => next.lead_choice = None,
            Msg::SetSpeed(speed) => next.prefs.speed = speed,
            Msg::SetAdvisor(on) => next.prefs.advisor = on,
            Msg::SetSound(sound) => next.prefs.sound = sound,
            Msg::SetBuzz(buzz) => next.prefs.buzz = buzz,
            Msg::SetPips(pips) => next.prefs.pips = pips,
            Msg::SetOneTap(on) => next.prefs.one_tap = on,
            Msg::SetPlayForced(on) => next.prefs.play_forced = on,
            Msg::AutoPlay { game, turn } => next.auto_play(game, turn),
            Msg::LayDown => next.lay_down(),
            Msg::Show(overlay) => next.overlay = overlay,
            Msg::Adopt(session) => next.adopt(*session),
            Msg::Resume(session) => {
                let playing = session.game().rules().kind();
                let unfinished = !session.is_over();
                next.adopt(*session);
                let asked = self.launch.game.filter(|&g| g != playing && unfinished);
                if let Some(asked) = asked {
                    next.tell(
                        format!(
                            "Your game of {} is back where you left it; New game deals {}",
                            playing.title(),
                            asked.title()
                        ),
                        false,
                    );
                }
            }
            Msg::PlayShared(session) => {
                let replayed = session.replayed;
                next.adopt(*session);
                if replayed {
                    next.tell(
                        "You have played these deals before: this game is counted apart".to_owned(),
                        false,
                    );
                }
            }
            Msg::Undo => next.undo(),
        }
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bones_engine::Bid;

    fn store_with_game(seed: u64) -> Rc<Store> {
        let mut prefs = Prefs::default();
        prefs.setup.texas42.early_end = false;
        Rc::new(Store::new(prefs, Launch::default())).reduce(Msg::NewGame { seed })
    }

    /// A new game of `game` with its default settings.
    fn store_for(game: GameKind, seed: u64) -> Rc<Store> {
        let mut prefs = Prefs::default();
        prefs.setup.game = game;
        Rc::new(Store::new(prefs, Launch::default())).reduce(Msg::NewGame { seed })
    }

    fn session(store: &Store) -> &Session {
        store.session.as_ref().unwrap()
    }

    /// The message the page's timer sends for the turn `s` is at
    /// ([`Session::auto_play`]).
    fn timer(s: &Session) -> Msg {
        Msg::AutoPlay {
            game: s.id,
            turn: s.turn_number(),
        }
    }

    /// A bot's turn, as the page takes it: `action` as the worker's reply,
    /// or, where the page plays for the bot (a hand laid down), its timer's
    /// message.
    pub(super) fn bot_turn(store: Rc<Store>, action: Action) -> Rc<Store> {
        let s = session(&store);
        match s.bot_request(&Launch::default()) {
            Some(request) => store.reduce(Msg::Bot {
                ticket: request.ticket,
                action,
            }),
            None => {
                assert!(s.auto_play(false).is_some(), "a bot's turn nobody takes");
                let msg = timer(s);
                store.reduce(msg)
            }
        }
    }

    /// Plays the engine's first legal action for whoever is to act,
    /// through the same messages the page sends.
    fn step(store: Rc<Store>) -> Rc<Store> {
        let s = session(&store);
        if s.pause.is_some() {
            return store.reduce(Msg::Continue);
        }
        let seat = s.game().turn().unwrap();
        let action = s.game().legal_actions()[0];
        if seat == s.seating.me {
            store.reduce(Msg::Human(action))
        } else {
            bot_turn(store, action)
        }
    }

    #[test]
    fn an_illegal_tile_is_refused_with_the_engines_reason_and_changes_nothing() {
        let mut store = store_with_game(11);
        // Play until the player must follow a suit with a tile that does not.
        for _ in 0..400 {
            let s = session(&store);
            if s.my_turn() && s.game().phase() == Phase::Playing {
                let legal = s.game().legal_actions();
                let view = s.view();
                if let Some(bad) = view
                    .hand
                    .tiles()
                    .map(Action::Play)
                    .find(|a| !legal.contains(a))
                {
                    let before = session(&store).clone();
                    let expected = s.game().check(bad).unwrap_err().to_string();
                    store = store.reduce(Msg::Human(bad));
                    assert_eq!(session(&store), &before);
                    let notice = store.notice.as_ref().unwrap();
                    assert!(notice.refused);
                    assert_eq!(notice.text, expected);
                    assert!(notice.text.starts_with("you must follow"));
                    return;
                }
            }
            store = step(store);
        }
        panic!("no position with an unplayable tile in 400 steps");
    }

    #[test]
    fn information_is_a_notice_apart_from_refusals_and_leaves_the_game_as_it_was() {
        let store = store_with_game(11);
        let before = session(&store).clone();
        let told = store.reduce(Msg::Inform("kept nowhere".into()));
        let notice = told.notice.clone().unwrap();
        assert_eq!(
            (notice.text.as_str(), notice.refused),
            ("kept nowhere", false)
        );
        assert_eq!(session(&told), &before);
        // Told again, it is a new notice (its timer starts again).
        let again = told.reduce(Msg::Inform("kept nowhere".into()));
        assert_ne!(again.notice.as_ref().unwrap().serial, notice.serial);
        assert_eq!(again.reduce(Msg::DismissNotice).notice, None);
    }

    #[test]
    fn stale_bot_replies_are_dropped() {
        let store = store_with_game(5);
        // Seat 0 (the player) bids first; a bot reply now is stale.
        let s = session(&store);
        assert!(s.my_turn());
        let ticket = Ticket {
            game: s.id,
            turn: 0,
            seat: Seat::new(1).unwrap(),
            attempt: 0,
        };
        let after = Rc::clone(&store).reduce(Msg::Bot {
            ticket,
            action: Action::Pass,
        });
        assert!(Rc::ptr_eq(&after, &store));
        // After the player passes, a reply tagged with the old game is stale too.
        let store = store.reduce(Msg::Human(Action::Pass));
        let mut ticket = session(&store)
            .bot_request(&Launch::default())
            .unwrap()
            .ticket;
        ticket.game = GameId(99);
        let after = Rc::clone(&store).reduce(Msg::Bot {
            ticket,
            action: Action::Pass,
        });
        assert!(Rc::ptr_eq(&after, &store));
    }

    #[test]
    fn an_illegal_bot_reply_is_refused_then_replaced_by_a_legal_action() {
        let store = store_with_game(5).reduce(Msg::Human(Action::Pass));
        let bad = Action::Bid(Bid::Points(29));
        let mut store = store;
        for attempt in 0..MAX_BOT_ATTEMPTS {
            let s = session(&store);
            assert_eq!(s.turn_number(), 1, "nothing applied yet");
            let req = s.bot_request(&Launch::default()).unwrap();
            assert_eq!(req.ticket.attempt, attempt);
            store = store.reduce(Msg::Bot {
                ticket: req.ticket,
                action: bad,
            });
            let trouble = session(&store).trouble.as_ref().unwrap();
            assert!(trouble.text.contains("30 to 41"), "{}", trouble.text);
        }
        let s = session(&store);
        assert_eq!(s.turn_number(), 2, "the fallback was played");
        assert_eq!(s.refusals, 0);
        assert!(s.trouble.as_ref().unwrap().text.contains("instead"));
    }

    #[test]
    fn the_address_chooses_the_game_but_never_replaces_one_in_progress() {
        let asked = Launch::from_query("game=euchre");
        let kept = Prefs::default();
        // No game yet: the setup screen offers the game asked for, with
        // the settings kept for it, and New game deals it.
        let store = Rc::new(Store::new(kept, asked));
        assert_eq!(store.prefs.setup.game, GameKind::Euchre);
        assert_eq!(store.prefs.setup.euchre, kept.setup.euchre);
        let dealt = store.reduce(Msg::NewGame { seed: 3 });
        assert_eq!(session(&dealt).game().rules().kind(), GameKind::Euchre);

        // A game of 42 in progress comes back as it was, and the player is
        // told what New game will deal.
        let mut saved = store_with_game(5);
        for _ in 0..9 {
            saved = step(saved);
        }
        let saved = session(&saved).clone();
        let resumed = Rc::new(Store::new(kept, asked)).reduce(Msg::Resume(Box::new(saved.clone())));
        assert_eq!(session(&resumed).game(), saved.game());
        assert_eq!(resumed.prefs.setup.game, GameKind::Euchre);
        assert_eq!(
            resumed.notice.as_ref().map(|n| n.text.as_str()),
            Some("Your game of Texas 42 is back where you left it; New game deals Domino Euchre")
        );
        // Asked for the game in progress, or for none: nothing to say.
        for query in ["game=texas42", ""] {
            let launch = Launch::from_query(query);
            let resumed =
                Rc::new(Store::new(kept, launch)).reduce(Msg::Resume(Box::new(saved.clone())));
            assert_eq!(resumed.notice, None, "{query}");
        }
        // A finished game is not in the way of the one asked for.
        let mut over = store_with_game(21);
        while !session(&over).is_over() {
            over = step(over);
        }
        let over = session(&over).clone();
        let resumed = Rc::new(Store::new(kept, asked)).reduce(Msg::Resume(Box::new(over)));
        assert_eq!(resumed.notice, None);
    }

    #[test]
    fn a_whole_game_through_messages_logs_every_trick_and_ends() {
        let mut store = store_with_game(21);
        let mut steps = 0;
        while !session(&store).is_over() || session(&store).pause.is_some() {
            store = step(store);
            steps += 1;
            assert!(steps < 20_000, "the game did not end");
        }
        let s = session(&store);
        // Every fully played hand's tricks hold 42 points (early end is off).
        let mut hand_points = 0u16;
        let mut hands = 0;
        for entry in &s.log {
            match entry {
                LogEntry::Trick(t) => {
                    hand_points += u16::from(t.points);
                    assert_eq!(t.plays.len(), 4);
                    let leader = t.leader().unwrap();
                    for (k, (seat, _)) in t.plays.iter().enumerate() {
                        assert_eq!(*seat, leader.offset(k as u8, 4), "clockwise");
                    }
                }
                LogEntry::HandOver(r) => {
                    assert_eq!(hand_points, 42);
                    assert_eq!(r.points.iter().sum::<u16>(), 42);
                    hand_points = 0;
                    hands += 1;
                }
                _ => {}
            }
        }
        assert!(hands >= 1);
        assert!(matches!(s.log.last(), Some(LogEntry::GameOver { .. })));
        assert!(s.view().winner.is_some());
    }

    #[test]
    fn house_rules_games_with_random_choices_end_and_log_consistently() {
        use bones_engine::rng::SplitMix64;
        for seed in 1..=12u64 {
            let prefs = Prefs {
                setup: Setup::default().with_rules(Rules::Texas42(bones_engine::Texas42::house())),
                ..Prefs::default()
            };
            let mut store =
                Rc::new(Store::new(prefs, Launch::default())).reduce(Msg::NewGame { seed });
            let mut rng = SplitMix64::new(seed);
            let mut steps = 0;
            while !session(&store).is_over() || session(&store).pause.is_some() {
                let s = session(&store);
                store = if s.pause.is_some() {
                    store.reduce(Msg::Continue)
                } else {
                    let legal = s.game().legal_actions();
                    let action = legal[rng.below(legal.len())];
                    if s.my_turn() {
                        store.reduce(Msg::Human(action))
                    } else {
                        let ticket = s.bot_request(&Launch::default()).unwrap().ticket;
                        store.reduce(Msg::Bot { ticket, action })
                    }
                };
                steps += 1;
                assert!(steps < 50_000, "seed {seed}: the game did not end");
            }
            let s = session(&store);
            for entry in &s.log {
                if let LogEntry::Trick(t) = entry {
                    // Three plays when a Nel-O partner sits out, else four.
                    assert!((3..=4).contains(&t.plays.len()), "seed {seed}");
                    assert!(t.plays.iter().any(|&(seat, _)| seat == t.winner));
                }
            }
            assert!(matches!(s.log.last(), Some(LogEntry::GameOver { .. })));
        }
    }

    #[test]
    fn the_trick_winner_leads_the_next_trick() {
        let mut store = store_with_game(8);
        while session(&store)
            .log
            .iter()
            .filter(|e| matches!(e, LogEntry::HandOver(_)))
            .count()
            < 2
        {
            store = step(store);
        }
        let tricks: Vec<&DoneTrick> = session(&store)
            .log
            .iter()
            .filter_map(|e| match e {
                LogEntry::Trick(t) => Some(t),
                _ => None,
            })
            .collect();
        for pair in tricks.windows(2) {
            if pair[1].number > 1 {
                assert_eq!(pair[1].leader(), Some(pair[0].winner));
            }
        }
    }

    #[test]
    fn a_hands_last_trick_pauses_then_shows_the_summary() {
        let mut store = store_with_game(3);
        loop {
            let s = session(&store);
            if let Some(Pause::Trick {
                hand_end: Some(end),
                trick,
                ..
            }) = &s.pause
            {
                assert_eq!(trick.number, 7);
                assert!(end.hand.is_empty());
                assert_eq!(end.hand_sizes, [0; Seat::MAX]);
                break;
            }
            store = step(store);
        }
        // The engine has dealt the next hand; the log tells it only once
        // the player moves on from this one's end.
        let dealt = |s: &Session| matches!(s.log.last(), Some(LogEntry::Deal { .. }));
        let told = |s: &Session| matches!(s.log_shown().last(), Some(LogEntry::Deal { .. }));
        assert!(dealt(session(&store)) && !told(session(&store)));
        assert!(matches!(
            session(&store).log_shown().last(),
            Some(LogEntry::HandOver(_))
        ));
        let store = store.reduce(Msg::Continue);
        assert!(matches!(session(&store).pause, Some(Pause::HandOver(_))));
        assert!(!told(session(&store)));
        let store = store.reduce(Msg::Continue);
        assert!(told(session(&store)));
        assert_eq!(session(&store).pause, None);
        assert_eq!(session(&store).game().phase(), Phase::Bidding);
    }

    #[test]
    fn euchres_log_shows_the_turn_up_and_when_it_is_set_aside() {
        let mut store = store_for(GameKind::Euchre, 4);
        let turn_up = session(&store).game().turn_up();
        assert!(turn_up.is_some());
        assert!(matches!(
            session(&store).log[..],
            [LogEntry::Deal { turn_up: t, .. }] if t == turn_up
        ));
        // Everyone passes the first round.
        while session(&store).game().euchre_round() == 1 {
            let s = session(&store);
            let seat = s.game().turn().unwrap();
            store = if seat == s.seating.me {
                store.reduce(Msg::Human(Action::Pass))
            } else {
                let ticket = s.bot_request(&Launch::default()).unwrap().ticket;
                store.reduce(Msg::Bot {
                    ticket,
                    action: Action::Pass,
                })
            };
        }
        let log = &session(&store).log;
        let passes = log
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    LogEntry::Auction {
                        action: Action::Pass,
                        ..
                    }
                )
            })
            .count();
        assert_eq!(passes, 4);
        assert!(matches!(
            log[..],
            [
                ..,
                LogEntry::Auction {
                    action: Action::Pass,
                    ..
                },
                LogEntry::TurnUpSetAside
            ]
        ));
        // A 42 deal has no turn-up, and its auction no second round.
        let store = store_with_game(4);
        assert!(matches!(
            session(&store).log[..],
            [LogEntry::Deal { turn_up: None, .. }]
        ));
    }

    #[test]
    fn trick_contracts_are_counted_in_tricks() {
        let nello = Some(Declaration::Nello(bones_engine::DoublesMode::High));
        assert!(counted_in_tricks(GameKind::Texas42, nello));
        assert!(counted_in_tricks(
            GameKind::Texas42,
            Some(Declaration::Sevens)
        ));
        assert!(counted_in_tricks(GameKind::Euchre, None));
        let fives = Some(Declaration::Trump(bones_engine::Trump::Suit(
            "5".parse().unwrap(),
        )));
        assert!(!counted_in_tricks(GameKind::Texas42, fives));
        assert!(!counted_in_tricks(GameKind::BigGame, fives));
    }

    #[test]
    fn a_tricks_pause_keeps_the_score_from_before_it() {
        let mut store = store_with_game(3);
        let mut tricks = 0;
        let mut hands_ended = 0;
        while hands_ended < 2 {
            let tally = Tally::of(&session(&store).view());
            store = step(store);
            let s = session(&store);
            let Some(Pause::Trick {
                trick,
                hand_end,
                before,
            }) = &s.pause
            else {
                continue;
            };
            tricks += 1;
            // The pause shows the tally as it was before the trick's last
            // play; the trick then adds its points to its winner's side.
            assert_eq!(*before, tally);
            let team = s.game().view(s.seating.me).table.team(trick.winner);
            match hand_end {
                None => {
                    let mut after = tally.hand;
                    after[team.index()] += u16::from(trick.points);
                    assert_eq!(Tally::of(&s.view()).hand, after);
                }
                Some(end) => {
                    hands_ended += 1;
                    assert_eq!(
                        end.result.points[team.index()],
                        tally.hand[team.index()] + u16::from(trick.points)
                    );
                    assert_ne!(
                        s.view().scores,
                        before.scores,
                        "the hand's marks were scored"
                    );
                }
            }
            // Moving past the pause (twice at a hand's end) is not a step.
            store = store.reduce(Msg::Continue);
        }
        assert!(tricks >= 2);
    }

    #[test]
    fn the_last_trick_is_the_hands_own() {
        let mut store = store_with_game(3);
        while session(&store).last_trick.is_none() {
            store = step(store);
        }
        assert_eq!(
            session(&store).last_trick.as_ref().map(|t| t.number),
            Some(1)
        );
        let hand = session(&store).game().hand_number();
        while session(&store).game().hand_number() == hand {
            store = step(store);
            let s = session(&store);
            if s.game().hand_number() == hand {
                assert!(s.last_trick.is_some(), "kept through the hand");
            }
        }
        assert_eq!(
            session(&store).last_trick,
            None,
            "a new deal has no last trick"
        );
    }

    #[test]
    fn a_session_rebuilt_from_its_record_is_the_same_game() {
        let mut store = store_with_game(13);
        for _ in 0..37 {
            store = step(store);
        }
        let s = session(&store);
        let mut back = Session::from_record(s.id, &s.record()).unwrap();
        assert_eq!(back.game(), s.game());
        assert_eq!(back.log, s.log);
        assert_eq!(back.last_trick, s.last_trick);
        // The replay ends on the last action's pause; the player may have
        // moved past it.
        if back.pause != s.pause {
            back.resume();
        }
        assert_eq!(&back, s);
        let adopted = store.clone().reduce(Msg::Adopt(Box::new(back)));
        assert_ne!(session(&adopted).id, s.id, "a fresh id drops stale replies");
        assert_eq!(session(&adopted).game(), s.game());
    }

    #[test]
    fn a_record_with_an_illegal_action_is_refused_with_the_engines_reason() {
        let store = store_with_game(13);
        let mut record = session(&store).record();
        record.actions = vec![Action::Pass, Action::Bid(bones_engine::Bid::Points(29))];
        let err = Session::from_record(GameId(1), &record).unwrap_err();
        assert_eq!(err.to_string(), record.replay().unwrap_err().to_string());
        assert!(
            err.to_string()
                .starts_with("action 1 (\"bid 29\" by seat 1) is illegal"),
            "{err}"
        );
    }

    #[test]
    fn acting_out_of_turn_is_explained_and_changes_nothing() {
        let store = store_with_game(5).reduce(Msg::Human(Action::Pass));
        let before = session(&store).clone();
        let store = store.reduce(Msg::Human(Action::Pass));
        assert_eq!(session(&store), &before);
        let notice = store.notice.as_ref().unwrap();
        assert!(!notice.refused);
        assert!(notice.text.contains("Ada"));
    }

    #[test]
    fn the_fault_is_injected_into_the_first_bot_request_only() {
        let launch = Launch {
            fault: Some(crate::protocol::Fault::Panic),
            ..Launch::default()
        };
        let store = store_with_game(5).reduce(Msg::Human(Action::Pass));
        let req = session(&store).bot_request(&launch).unwrap();
        assert!(req.fault.is_some());
        let store = store.reduce(Msg::Bot {
            ticket: req.ticket,
            action: Action::Pass,
        });
        let req = session(&store).bot_request(&launch).unwrap();
        assert!(req.fault.is_none());
        assert_eq!(req.view.seat, req.ticket.seat, "a bot sees its own view");
        assert!(req.view.hand.len() == 7);
    }

    /// `?bot=` plays instead of the game's level, and is what the
    /// statistics are told played.
    #[test]
    fn the_address_overrides_who_plays_the_other_seats() {
        let store = store_with_game(5).reduce(Msg::Human(Action::Pass));
        let s = session(&store);
        assert_eq!(s.bots(&Launch::default()), s.level);
        let request = s.bot_request(&Launch::default()).unwrap();
        assert_eq!(request.bot, s.level);
        let launch = Launch {
            bot: Some(BotKind::Easy),
            ..Launch::default()
        };
        assert_ne!(s.level, BotKind::Easy, "the default level is not Easy");
        assert_eq!(s.bots(&launch), BotKind::Easy);
        assert_eq!(s.bot_request(&launch).unwrap().bot, BotKind::Easy);
    }

    /// Steps until `stop` holds (at most 2,000 steps).
    fn step_until(mut store: Rc<Store>, stop: impl Fn(&Store) -> bool) -> Rc<Store> {
        for _ in 0..2_000 {
            if stop(&store) {
                return store;
            }
            store = step(store);
        }
        panic!("never reached");
    }

    /// Plays on from `store` (bots by `step`, the player's turns by the
    /// page's timer message) until the hand's summary; the player's plays.
    fn auto_play_to_summary(mut store: Rc<Store>) -> (Rc<Store>, Vec<Action>) {
        let mut mine = Vec::new();
        for _ in 0..200 {
            let s = session(&store);
            if matches!(s.pause, Some(Pause::HandOver(_))) {
                return (store, mine);
            }
            if s.my_turn() && s.pause.is_none() {
                let next = s.auto_play(false).expect("a hand laid down plays on");
                let msg = timer(s);
                store = store.reduce(msg);
                mine.push(next);
            } else {
                store = step(store);
            }
        }
        panic!("the hand never ended");
    }

    /// The player lays down on a lead where every trick left is theirs: the
    /// first tile at once, each of the rest on its turn, and every trick
    /// left theirs. Undo, meanwhile, takes the whole lay-down back.
    #[test]
    fn a_hand_laid_down_plays_itself_out_and_undo_takes_it_back_whole() {
        // Three tiles or more, so that one of the player's own may be led
        // instead of the lay-down's second.
        let start = step_until(store_with_game(10), |st| {
            let s = session(st);
            s.may_lay_down() && s.view().hand.len() >= 3
        });
        let s = session(&start);
        let order = s.view().laydown().expect("a lay-down");
        let turn = s.turn_number();
        let team = s.seating.my_team();
        let taken_before = s.view().tricks_won[team.index()];
        assert!(
            s.auto_play(true).is_none(),
            "nothing is played for the player yet"
        );

        assert_eq!(start.prefs.speed, Speed::Normal);
        assert_eq!(start.pace(), Speed::Normal);
        let laid = start.clone().reduce(Msg::LayDown);
        let l = session(&laid);
        assert_eq!(l.actions().last(), Some(&order[0]));
        assert!(!l.may_lay_down(), "laying down already");
        assert!(!laid.notice.as_ref().unwrap().refused);
        let me = l.seating.me;
        assert_eq!(l.log.last(), Some(&LogEntry::LaidDown { seat: me }));
        assert_eq!(laid.pace(), Speed::Fast, "the rest goes quickly");

        // A reload keeps it: the save says where it began, which the
        // record alone cannot (the same tiles might have been played by
        // hand). A save's index that is no lay-down of the player's is
        // let be.
        let text = crate::persist::SaveEnvelope::of(l, 0).to_json();
        let back = crate::persist::load_save(&text).unwrap();
        assert_eq!(back.laid_down, l.laid_down);
        assert_eq!(back.log, l.log);
        assert_eq!(back.auto_play(false), l.auto_play(false));
        let record = l.record();
        assert_eq!(Session::from_record(l.id, &record).unwrap().laid_down, None);
        for wrong in [0, l.own_lay_down().unwrap() - 1, usize::MAX] {
            let s = Session::from_save(l.id, &record, Some(wrong)).unwrap();
            assert_eq!(s.laid_down, None);
            assert_eq!(s.actions(), l.actions());
        }

        let (done, rest) = auto_play_to_summary(laid.clone());
        assert_eq!(rest, order[1..], "the rest, in the lay-down's order");
        let Some(Pause::HandOver(end)) = &session(&done).pause else {
            unreachable!()
        };
        let tricks = usize::from(end.result.tricks[team.index()] - taken_before);
        assert_eq!(tricks, order.len(), "every trick left is the player's");
        assert_eq!(
            done.pace(),
            Speed::Normal,
            "the next hand at the player's pace"
        );

        // Undo after the lay-down's second tile: back to the lead it began.
        let mut second = step_until(laid, |st| {
            session(st).my_turn() && session(st).pause.is_none()
        });
        let s = session(&second);
        // A tile the player plays on their own ends the lay-down.
        let own = s
            .game()
            .legal_actions()
            .into_iter()
            .find(|&a| a != order[1])
            .expect("two tiles left to lead");
        let own = second.clone().reduce(Msg::Human(own));
        assert!(!session(&own).laying_down());
        assert_eq!(own.pace(), Speed::Normal);
        let msg = timer(s);
        second = second.reduce(msg);
        assert_eq!(session(&second).actions().last(), Some(&order[1]));
        let undone = second.reduce(Msg::Undo);
        let u = session(&undone);
        assert_eq!(u.turn_number(), turn);
        assert!(u.may_lay_down());
        assert!(u.auto_play(false).is_none(), "the lay-down is gone with it");
        assert!(
            !u.log.contains(&LogEntry::LaidDown { seat: me }),
            "its line too"
        );
        assert_eq!(undone.pace(), Speed::Normal);
    }

    /// A bot whose every trick left is its own lays its hand down on its
    /// lead: the page, not the worker, makes every play of the hand from
    /// then on, its tiles in its lay-down's order and the others' thrown
    /// in (the player's too), at the Fast pace; none of the player's is a
    /// choice of theirs, so Undo goes back past all of it.
    #[test]
    fn a_bot_lays_its_hand_down_and_everyone_throws_in() {
        let (start, seat, order) = (1..=40)
            .find_map(|seed| bot_lay_down(store_with_game(seed)))
            .expect("a bot lays down in one of the seeds");
        let s = session(&start);
        assert!(
            s.bot_request(&Launch::default()).is_none(),
            "not the worker's turn"
        );
        assert_eq!(s.auto_play(false), Some(order[0]));
        let team = s.seating.team_of(seat);
        let taken_before = s.game().view(seat).tricks_won[team.index()];
        let choice_before = s.my_last_turn();

        let msg = timer(s);
        let laid = start.clone().reduce(msg);
        let l = session(&laid);
        assert_eq!(l.actions().last(), Some(&order[0]));
        assert!(l.laying_down());
        let who = l.seating.name(seat);
        let told = format!("{who} lays the hand down: every trick left is {who}'s");
        assert_eq!(laid.notice.as_ref().unwrap().text, told);
        assert_eq!(l.log.last(), Some(&LogEntry::LaidDown { seat }));
        assert_eq!(laid.pace(), Speed::Fast);

        // Every play from here on is the page's, the player's included.
        let mut store = laid.clone();
        let mut layers = Vec::new();
        let mut mid = None;
        loop {
            let s = session(&store);
            if matches!(s.pause, Some(Pause::HandOver(_))) {
                break;
            }
            if s.pause.is_some() {
                store = store.reduce(Msg::Continue);
                continue;
            }
            let to_act = s.to_act().unwrap();
            assert!(
                s.bot_request(&Launch::default()).is_none(),
                "the worker is not asked"
            );
            let next = s.auto_play(false).expect("a play made by the page");
            if to_act == seat {
                layers.push(next);
            }
            if to_act == s.seating.me {
                assert!(s.throwing_in() && !s.my_turn(), "no choice for the player");
            }
            let msg = timer(s);
            store = store.reduce(msg);
            if to_act == session(&store).seating.me && !session(&store).hand_ending() {
                assert_eq!(
                    session(&store).my_last_turn(),
                    choice_before,
                    "no choice of theirs"
                );
                mid.get_or_insert_with(|| store.clone());
            }
        }
        assert_eq!(layers, order[1..], "its tiles in the lay-down's order");
        let Some(Pause::HandOver(end)) = &session(&store).pause else {
            unreachable!()
        };
        let tricks = usize::from(end.result.tricks[team.index()] - taken_before);
        assert_eq!(
            tricks,
            order.len(),
            "every trick left is the layer's side's"
        );
        assert_eq!(store.pace(), Speed::Normal);

        // A reload there (the game rebuilt from its record) finds the hand
        // still laid down, and plays on as before: the worker not asked.
        let mid = mid.expect("the player threw a tile in");
        let m = session(&mid);
        let reloaded = Session::from_record(m.id, &m.record()).unwrap();
        assert_eq!(reloaded.laid_down, m.laid_down);
        assert_eq!(
            reloaded.log, m.log,
            "the lay-down logged once, where it was"
        );
        assert!(reloaded.laid_down.as_ref().is_some_and(|l| l.by == seat));
        assert_eq!(reloaded.auto_play(false), m.auto_play(false));
        assert!(reloaded.bot_request(&Launch::default()).is_none());

        // Undo after a tile thrown in for the player goes back to their
        // choice before the lay-down.
        let notice = mid.notice.as_ref().map(|n| n.text.as_str());
        assert_eq!(
            notice,
            Some(told.as_str()),
            "still told, the player's tile thrown in"
        );
        let choice = choice_before.expect("the player chose a tile this hand");
        let undone = mid.reduce(Msg::Undo);
        let u = session(&undone);
        assert_eq!(u.turn_number(), u32::try_from(choice.start).unwrap());
        assert!(!u.laying_down());
        assert_eq!(undone.pace(), Speed::Normal);
    }

    /// Plays the first hand of `store`'s game on (`step`) to where a bot
    /// on its lead holds every trick left with three tiles or more: the
    /// store then, that bot and its lay-down's plays.
    fn bot_lay_down(store: Rc<Store>) -> Option<(Rc<Store>, Seat, Vec<Action>)> {
        let store = step_until(store, |st| {
            let s = session(st);
            let bot = s.to_act().filter(|&seat| seat != s.seating.me);
            let order = bot.and_then(|seat| s.game().view(seat).laydown());
            s.game().phase() == Phase::Playing && order.is_some_and(|o| o.len() >= 3)
                || s.game().hand_number() > 1
        });
        let s = session(&store);
        let seat = s.to_act().filter(|_| s.game().hand_number() == 1)?;
        let order = s.game().view(seat).laydown()?;
        Some((store, seat, order))
    }

    /// A hand decided while a bot's hand lies face up ends with tiles of
    /// it still held: they stay face up through the pause on the last
    /// trick and under the summary, and are gone with the next deal.
    #[test]
    fn a_hand_laid_down_stays_face_up_till_the_next_deal() {
        let (mut store, seat, held) = (1..=200)
            .find_map(|seed| {
                let (mut store, seat, order) = bot_lay_down(store_for(GameKind::Texas42, seed))?;
                // The page's plays (the lay-down's, begun by the first).
                while !session(&store).hand_ending() {
                    let s = session(&store);
                    let msg = if s.pause.is_some() {
                        Msg::Continue
                    } else {
                        timer(s)
                    };
                    store = store.reduce(msg);
                }
                let s = session(&store);
                let Some(Pause::Trick {
                    hand_end: Some(end),
                    ..
                }) = &s.pause
                else {
                    unreachable!("a hand's last trick is shown")
                };
                let left = usize::from(end.hand_sizes[seat.index()]);
                let played = order.len() - left;
                let held: Vec<Tile> = order[played..]
                    .iter()
                    .filter_map(|a| a.played_tile())
                    .collect();
                (left > 0).then_some((store, seat, held))
            })
            .expect("a hand decided with a bot's tiles laid down in one of the seeds");
        assert_eq!(
            session(&store).laid_down_tiles(seat),
            held,
            "on the last trick"
        );
        store = store.reduce(Msg::Continue);
        assert!(matches!(session(&store).pause, Some(Pause::HandOver(_))));
        assert_eq!(
            session(&store).laid_down_tiles(seat),
            held,
            "under the summary"
        );
        let told = store.notice.as_ref().map(|n| n.text.clone());
        assert!(told.is_some_and(|t| t.contains("lays the hand down")));
        store = store.reduce(Msg::Continue);
        let s = session(&store);
        assert!(s.pause.is_none() && !s.laying_down());
        assert_eq!(s.laid_down_tiles(seat), [], "the next deal");
        assert_eq!(store.notice, None, "the notice left with its hand");
    }

    /// A press when the player may not lay down is refused and changes
    /// nothing else.
    #[test]
    fn laying_down_when_not_every_trick_is_yours_is_refused() {
        let store = step_until(store_with_game(5), |st| {
            let s = session(st);
            s.my_turn() && s.game().phase() == Phase::Playing && !s.may_lay_down()
        });
        let refused = store.clone().reduce(Msg::LayDown);
        assert_eq!(session(&refused), session(&store));
        assert!(refused.notice.as_ref().unwrap().refused);
    }

    #[test]
    fn undo_takes_back_the_players_last_turn_and_the_bots_turns_after_it() {
        let start = store_with_game(5);
        let level = session(&start).level;
        // The player's second play of the hand, and the bots' after it.
        let played = step_until(start, |st| {
            let s = session(st);
            s.view().phase == Phase::Playing
                && s.my_last
                    .is_some_and(|i| matches!(s.actions[i], Action::Play(_)))
                && s.game().view(s.seating.me).hand.len() == 5
                && !s.my_turn()
                && s.actions.len() > s.my_last.unwrap() + 1
        });
        let s = session(&played);
        let mine = s.my_last.unwrap();
        assert_eq!(s.my_last_turn(), Some(mine..mine + 1));
        let after = s.actions.len() - mine - 1;
        let tile = s.actions[mine].played_tile().unwrap();

        let undone = played.clone().reduce(Msg::Undo);
        let u = session(&undone);
        assert_eq!(
            u.actions(),
            &s.actions()[..mine],
            "the turn and what followed are gone"
        );
        assert!(u.my_turn(), "the player is to act again");
        assert!(u.pause.is_none());
        assert!(
            u.view().hand.id_of(tile).is_some(),
            "the tile is back in hand"
        );
        assert_ne!(u.id, s.id, "a fresh id drops replies to the undone turns");
        assert_eq!(u.level, level);
        assert_eq!((s.undos, u.undos), (0, 1), "the take-back is counted");
        let and = if after == 1 {
            "the turn after it".to_owned()
        } else {
            format!("the {after} turns after it")
        };
        assert_eq!(
            undone.notice.as_ref().map(|n| (n.text.as_str(), n.refused)),
            Some((format!("Taken back: your {tile} and {and}").as_str(), false))
        );
        // A bot's reply to the undone game changes nothing.
        let stale = Ticket {
            game: s.id,
            turn: u.turn_number(),
            seat: Seat::new(1).unwrap(),
            attempt: 0,
        };
        let dropped = undone.clone().reduce(Msg::Bot {
            ticket: stale,
            action: Action::Play(tile),
        });
        assert_eq!(session(&dropped).actions(), u.actions());
        // Playing the same tile again comes back to the same game.
        let replayed = step_until(undone.reduce(Msg::Human(Action::Play(tile))), |st| {
            session(st).actions.len() == s.actions.len()
        });
        assert_eq!(session(&replayed).game(), s.game());
    }

    #[test]
    fn undo_goes_back_through_the_hand_to_the_players_first_turn_and_no_further() {
        // Into the second hand's trick play, noting where that hand began.
        let mut store = store_with_game(8);
        let mut hand_start = None;
        for _ in 0..2_000 {
            let s = session(&store);
            if hand_start.is_some() && s.view().phase == Phase::Playing && s.view().hand.len() <= 4
            {
                break;
            }
            store = step(store);
            let s = session(&store);
            if hand_start.is_none() && s.game().hand_number() == 1 {
                hand_start = Some(s.actions.len());
            }
        }
        let hand_start = hand_start.unwrap();
        let mut turns = 0;
        while session(&store).my_last_turn().is_some() {
            let before = session(&store).actions.len();
            store = store.reduce(Msg::Undo);
            assert!(session(&store).actions.len() < before);
            turns += 1;
        }
        let first = session(&store);
        assert!(turns >= 4, "a bid and at least three plays ({turns})");
        assert_eq!(first.undos, turns, "each take-back is counted");
        assert!(first.my_turn(), "the player is to act");
        assert_eq!(
            first.view().phase,
            Phase::Bidding,
            "back at the player's bid"
        );
        assert_eq!(first.game().hand_number(), 1, "not into the hand before");
        assert!(first.actions.len() >= hand_start);
        assert_eq!(
            first.my_last, None,
            "none of the player's turns this hand is left"
        );
        // With nothing left to take back, Undo changes nothing.
        let same = store.clone().reduce(Msg::Undo);
        assert!(Rc::ptr_eq(&same, &store));
    }

    /// The page's timer names the forced turn it saw: the store plays the
    /// player's only legal tile then, and nothing for another game, another
    /// turn, a turn with a choice, or with the setting off.
    #[test]
    fn a_forced_tile_is_played_for_the_player_only_on_the_turn_it_was_seen() {
        let store = store_with_game(3).reduce(Msg::SetPlayForced(true));
        let forced = step_until(store, |st| session(st).forced().is_some());
        let s = session(&forced);
        let Some(Action::Play(tile)) = s.forced() else {
            panic!("a forced turn that is not a play: {:?}", s.forced());
        };
        let (game, turn) = (s.id, s.turn_number());
        let unchanged = |store: &Rc<Store>, msg: Msg| Rc::ptr_eq(&store.clone().reduce(msg), store);
        assert!(
            unchanged(
                &forced,
                Msg::AutoPlay {
                    game: game.next(),
                    turn
                }
            ),
            "another game"
        );
        assert!(
            unchanged(
                &forced,
                Msg::AutoPlay {
                    game,
                    turn: turn + 1
                }
            ),
            "another turn"
        );
        let off = forced.clone().reduce(Msg::SetPlayForced(false));
        assert!(
            unchanged(&off, Msg::AutoPlay { game, turn }),
            "the setting off"
        );

        let played = forced.reduce(Msg::AutoPlay { game, turn });
        let p = session(&played);
        assert_eq!(p.actions().last(), Some(&Action::Play(tile)));
        assert_eq!(p.turn_number(), turn + 1);
        assert!(!p.game().hand(p.seating.me).has_tile(tile));

        let choice = step_until(played, |st| {
            let s = session(st);
            s.my_turn() && s.forced().is_none()
        });
        let s = session(&choice);
        assert!(s.game().legal_actions().len() > 1);
        let msg = timer(s);
        assert!(
            unchanged(&choice, msg),
            "a turn with a choice is the player's"
        );
    }

    /// Undo takes back a choice, never a forced play (it would only be
    /// played again): in games of every kind played by random legal
    /// actions, a forced play leaves what Undo takes back as it was, and
    /// every take-back brings the player back to a turn with a choice.
    #[test]
    fn undo_goes_back_past_forced_plays_to_a_choice() {
        use bones_engine::rng::SplitMix64;
        let (mut forced_plays, mut undos) = (0, 0);
        for game in GameKind::ALL {
            for seed in 1..=6u64 {
                let mut store = store_for(game, seed);
                let mut rng = SplitMix64::new(seed);
                for _ in 0..800 {
                    let s = session(&store);
                    if s.is_over() {
                        break;
                    }
                    if s.pause.is_some() {
                        store = store.reduce(Msg::Continue);
                        continue;
                    }
                    let legal = s.game().legal_actions();
                    let action = legal[rng.below(legal.len())];
                    if !s.my_turn() {
                        store = bot_turn(store, action);
                        continue;
                    }
                    let before = s.my_last_turn();
                    if s.forced().is_some() {
                        store = store.reduce(Msg::Human(action));
                        forced_plays += 1;
                        let after = session(&store).my_last_turn();
                        // (None once the play ends the hand.)
                        if after.is_some() {
                            assert_eq!(after, before, "{game:?} seed {seed}: a forced play");
                        }
                    } else if before.is_some() && rng.below(6) == 0 {
                        store = store.reduce(Msg::Undo);
                        undos += 1;
                        let u = session(&store);
                        assert!(u.my_turn(), "{game:?} seed {seed}: the player is to act");
                        assert!(
                            u.forced().is_none(),
                            "{game:?} seed {seed}: undone to a forced play"
                        );
                    } else {
                        store = store.reduce(Msg::Human(action));
                    }
                }
            }
        }
        assert!(
            forced_plays > 100 && undos > 50,
            "{forced_plays} forced plays, {undos} take-backs"
        );
    }

    /// The player who bids first in a hand takes that bid back to the
    /// same hand's auction, not to the summary of the hand before (the
    /// record cut just before the bid ends on that hand's last play).
    #[test]
    fn undoing_the_hands_first_action_comes_back_to_it_not_to_the_hand_before() {
        let first_to_bid = step_until(store_with_game(4), |st| {
            let s = session(st);
            s.game().hand_number() > 0
                && s.my_turn()
                && matches!(s.log.last(), Some(LogEntry::Deal { .. }))
        });
        let hand = session(&first_to_bid).game().hand_number();
        let action = session(&first_to_bid).game().legal_actions()[0];
        let bid = first_to_bid.clone().reduce(Msg::Human(action));
        assert_eq!(
            session(&bid).my_last_turn(),
            Some(session(&first_to_bid).actions.len()..session(&bid).actions.len())
        );
        let undone = bid.reduce(Msg::Undo);
        let u = session(&undone);
        assert_eq!(u.pause, None, "no summary of the hand before");
        assert!(u.my_turn());
        assert_eq!(
            (u.game().hand_number(), u.view().phase),
            (hand, Phase::Bidding)
        );
        assert_eq!(u.actions, session(&first_to_bid).actions);
    }

    #[test]
    fn undo_takes_back_the_tiles_put_down_as_one_turn() {
        // Texas 88: the player bids the most, the bots pass, so the
        // player takes the kitty, puts as many tiles down and names trump.
        let mut store = store_for(GameKind::Texas88, 3);
        for _ in 0..200 {
            let s = session(&store);
            if s.view().phase == Phase::Playing {
                break;
            }
            let legal = s.game().legal_actions();
            store = match s.game().turn() {
                Some(seat) if seat == s.seating.me => {
                    let action = if s.view().phase == Phase::Bidding {
                        *legal.last().unwrap()
                    } else {
                        legal[0]
                    };
                    store.reduce(Msg::Human(action))
                }
                _ => step(store),
            };
        }
        let s = session(&store);
        assert_eq!(s.view().contract.map(|c| c.bidder), Some(s.seating.me));
        let declaration = s.view().contract.unwrap().declaration.unwrap();
        let discards = s
            .actions
            .iter()
            .filter(|a| matches!(a, Action::Discard(_)))
            .count();
        assert!(discards >= 2, "the kitty's tiles ({discards})");
        let declared = store.reduce(Msg::Undo);
        let d = session(&declared);
        assert_eq!(
            d.view().phase,
            Phase::Declaring,
            "the trump call is taken back first"
        );
        assert_eq!(
            declared.notice.as_ref().map(|n| n.text.as_str()),
            Some(
                format!(
                    "Taken back: your call of {}",
                    text::declaration(declaration)
                )
                .as_str()
            )
        );
        let put_down = declared.reduce(Msg::Undo);
        let p = session(&put_down);
        assert_eq!(
            p.view().phase,
            Phase::Discarding,
            "then the tiles put down, together"
        );
        assert!(!matches!(p.actions.last(), Some(Action::Discard(_))));
        assert_eq!(
            put_down.notice.as_ref().map(|n| n.text.as_str()),
            Some(format!("Taken back: your {discards} tiles put down").as_str())
        );
    }

    #[test]
    fn undo_does_nothing_once_the_hand_is_scored() {
        let store = step_until(store_with_game(8), |st| {
            matches!(session(st).pause, Some(Pause::HandOver(_)))
        });
        assert_eq!(session(&store).my_last_turn(), None);
        let same = store.clone().reduce(Msg::Undo);
        assert!(Rc::ptr_eq(&same, &store));
        // The next hand: nothing of the player's to take back yet.
        let next = store.reduce(Msg::Continue);
        assert_eq!(session(&next).my_last_turn(), None);
    }

    #[test]
    fn hands_are_arranged_trumps_first() {
        let mut store = store_with_game(4);
        while session(&store).game().phase() != Phase::Playing {
            store = step(store);
        }
        let view = session(&store).view();
        let tiles = Session::arranged_hand(&view, view.hand);
        let rules = view.trick_rules().unwrap();
        let is_trump = |t: &Tile| rules.trumps().has_tile(*t);
        let first_plain = tiles
            .iter()
            .position(|t| !is_trump(t))
            .unwrap_or(tiles.len());
        assert!(tiles[first_plain..].iter().all(|t| !is_trump(t)));
        assert_eq!(tiles.len(), 7);
    }
}
