//! Laying a hand down: on a lead where every trick left is one seat's,
//! that seat shows its hand and the page plays the rest of the hand out
//! (its tiles, and everyone else's thrown in) at the bots' pace. A bot
//! lays down wherever it may; the player by choice.

use bones_engine::{Action, Seat, Tile};

use super::{LogEntry, Session, Store};

/// A hand laid down on a lead where every trick left is its seat's
/// ([`View::laydown`](bones_engine::View::laydown)). At a table the others
/// then throw their tiles in: here the page makes every play of the hand
/// at the bots' pace (the player's own lay-down ends if they lead a tile
/// of their own).
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
    /// Whether the player's tile goes in now to a trick of a hand another
    /// seat laid down: every trick left is that seat's whatever they play,
    /// so the page plays it for them ([`Session::auto_play`]).
    #[must_use]
    pub fn throwing_in(&self) -> bool {
        let me = self.seating.me;
        self.to_act() == Some(me) && self.laid_down.as_ref().is_some_and(|laid| laid.by != me)
    }

    /// `seat`'s hand laid down now, if every trick left is its own by its
    /// own view ([`View::laydown`](bones_engine::View::laydown)): its first
    /// play, and the lay-down that play begins.
    pub(super) fn lay_down_by(&self, seat: Seat) -> Option<(Action, LaidDown)> {
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
    pub(super) fn begin_lay_down(&mut self, laid: LaidDown) -> bool {
        if self.actions.len() != laid.from + 1 {
            return false;
        }
        self.log.push(LogEntry::LaidDown { seat: laid.by });
        self.laid_down = Some(laid);
        true
    }

    /// The play the page makes for `seat` while `laid` plays itself out:
    /// the layer's next tile (none for its last trick's other plays), or
    /// a tile thrown in.
    pub(super) fn laid_down_play(&self, laid: &LaidDown, seat: Seat) -> Option<Action> {
        if laid.by == seat {
            laid.rest.first().copied()
        } else {
            self.thrown_in()
        }
    }

    /// The hand laid down, if any, kept up to date with `actor`'s
    /// `action`, just made: whether the action was one of its plays (the
    /// layer's next tile, or a tile thrown in). A tile the layer, the
    /// player, chose on their own ends it.
    pub(super) fn lay_down_goes_on(&mut self, actor: Option<Seat>, action: Action) -> bool {
        match (&mut self.laid_down, actor) {
            (Some(laid), Some(seat)) if laid.by == seat && laid.rest.first() == Some(&action) => {
                laid.rest.remove(0);
                true
            }
            (Some(laid), Some(seat)) if laid.by != seat => true,
            _ => {
                self.laid_down = None;
                false
            }
        }
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
    /// trick left theirs ([`View::laydown`](bones_engine::View::laydown)), and
    /// not laying down already.
    pub(super) fn player_lay_down(&self) -> Option<(Action, LaidDown)> {
        let may = self.my_turn() && self.laid_down.is_none();
        may.then(|| self.lay_down_by(self.seating.me)).flatten()
    }

    /// Whether the player may lay their hand down now.
    #[must_use]
    pub fn may_lay_down(&self) -> bool {
        self.player_lay_down().is_some()
    }
}

impl Store {
    /// The player lays their hand down: its first play now, the rest made
    /// for them turn by turn ([`Session::auto_play`]).
    pub(super) fn lay_down(&mut self) {
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
}
