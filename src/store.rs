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

mod lay_down;
mod staging;

pub use lay_down::LaidDown;

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
            Some(laid) => Some((self.laid_down_play(laid, seat)?, None)),
            None if seat != self.seating.me => {
                let (first, laid) = self.lay_down_by(seat)?;
                Some((first, Some(laid)))
            }
            None if play_forced => Some((self.forced()?, None)),
            None => None,
        }
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
        let laid = self.lay_down_goes_on(actor, action);
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
mod tests;
