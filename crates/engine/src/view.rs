//! What one seat may know. Bots and the UI read views, never the full game,
//! so nothing can cheat by accident.

use crate::action::Action;
use crate::bid::Bid;
use crate::contract::Contract;
use crate::game::{Game, HandResult, Phase};
use crate::play::{Goal, PlayState, PlayedTrick, Table};
use crate::seat::{Seat, Team};
use crate::settings::Rules;
use crate::tile::Tile;
use crate::tileset::TileSet;
use crate::trick::{Trick, TrickRules};
use crate::trump::Declaration;

/// One seat's knowledge of the game: its own tiles and everything public.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct View {
    /// The rules.
    pub rules: Rules,
    /// Whose view this is.
    pub seat: Seat,
    /// Hand number (0-based; redeals count).
    pub hand_number: u32,
    /// The dealer.
    pub dealer: Seat,
    /// The stage of the hand.
    pub phase: Phase,
    /// The seat to act.
    pub turn: Option<Seat>,
    /// Game score of each side.
    pub scores: [u16; Team::MAX],
    /// This seat's tiles.
    pub hand: TileSet,
    /// How many tiles each seat holds.
    pub hand_sizes: [u8; Seat::MAX],
    /// Bids and passes this hand, in order.
    pub auction: Vec<(Seat, Action)>,
    /// The high bid.
    pub high_bid: Option<(Seat, Bid)>,
    /// Euchre bidding round.
    pub euchre_round: u8,
    /// The contract, once the auction is won.
    pub contract: Option<Contract>,
    /// Euchre's turn-up (public from the deal on).
    pub turn_up: Option<Tile>,
    /// Euchre: the seat that took the turn-up into its hand.
    pub turn_up_taken_by: Option<Seat>,
    /// Tiles everyone has been shown in each seat's hand and not yet played
    /// (a Plunge bidder's doubles).
    pub shown: [TileSet; Seat::MAX],
    /// Tiles this seat put face down itself (others' discards stay hidden).
    pub own_discards: TileSet,
    /// The seats taking part in the tricks (a Nel-O partner sits out).
    pub table: Table,
    /// The trick in progress.
    pub trick: Trick,
    /// Tricks complete this hand.
    pub tricks: Vec<PlayedTrick>,
    /// Points each side has taken this hand.
    pub points: [u16; Team::MAX],
    /// Tricks each side has taken this hand.
    pub tricks_won: [u8; Team::MAX],
    /// How the previous hand ended.
    pub last_hand: Option<HandResult>,
    /// The winner, once the game is over.
    pub winner: Option<Team>,
    /// This seat's legal actions, when it is to act.
    pub legal: Vec<Action>,
}

impl Game {
    /// What `seat` may know now.
    #[must_use]
    pub fn view(&self, seat: Seat) -> View {
        let players = self.rules().players();
        let mut hand_sizes = [0u8; Seat::MAX];
        for s in Seat::all(players) {
            hand_sizes[s.index()] = self.hand(s).len() as u8;
        }
        let mut shown = [TileSet::EMPTY; Seat::MAX];
        for s in Seat::all(players) {
            shown[s.index()] = self.shown(s);
        }
        let discarder = match self.phase() {
            Phase::Discarding => self.turn(),
            _ => self
                .turn_up_taken_by()
                .or(self.contract().map(|c| c.bidder)),
        };
        let playing = self.phase() == Phase::Playing;
        let play = self.play_state();
        View {
            rules: *self.rules(),
            seat,
            hand_number: self.hand_number(),
            dealer: self.dealer(),
            phase: self.phase(),
            turn: self.turn(),
            scores: self.scores(),
            hand: self.hand(seat),
            hand_sizes,
            auction: self.auction().to_vec(),
            high_bid: self.high_bid(),
            euchre_round: self.euchre_round(),
            contract: self.contract(),
            turn_up: self.turn_up(),
            turn_up_taken_by: self.turn_up_taken_by(),
            shown,
            own_discards: if discarder == Some(seat) {
                self.discards()
            } else {
                TileSet::EMPTY
            },
            table: if playing { play.table() } else { self.table() },
            trick: *self.trick(),
            tricks: self.tricks().to_vec(),
            points: if playing {
                play.all_points()
            } else {
                [0; Team::MAX]
            },
            tricks_won: play.all_tricks(),
            last_hand: self.last_hand().copied(),
            winner: self.winner(),
            legal: if self.turn() == Some(seat) {
                self.legal_actions().to_vec()
            } else {
                Vec::new()
            },
        }
    }
}

impl View {
    /// The bids among the legal actions (passing aside).
    pub fn legal_bids(&self) -> impl Iterator<Item = Bid> + '_ {
        self.legal.iter().filter_map(|a| match a {
            Action::Bid(b) => Some(*b),
            _ => None,
        })
    }

    /// The lowest points bid among the legal actions: the bid a player
    /// opens or overcalls with when it means to bid at all.
    #[must_use]
    pub fn lowest_points_bid(&self) -> Option<u8> {
        self.legal_bids()
            .filter_map(|b| match b {
                Bid::Points(n) => Some(n),
                _ => None,
            })
            .min()
    }

    /// The trumps and contracts among the legal actions.
    pub fn legal_declarations(&self) -> impl Iterator<Item = Declaration> + '_ {
        self.legal.iter().filter_map(|a| match a {
            Action::Declare(d) => Some(*d),
            _ => None,
        })
    }

    /// The tiles this seat may put down (kitty, spare tile, Euchre
    /// dealer's discard).
    pub fn legal_discards(&self) -> impl Iterator<Item = Tile> + '_ {
        self.legal.iter().filter_map(|a| match a {
            Action::Discard(t) => Some(*t),
            _ => None,
        })
    }

    /// Tiles this seat has seen played this hand (complete tricks and the
    /// current one).
    #[must_use]
    pub fn played(&self) -> TileSet {
        self.tricks
            .iter()
            .map(|t| t.trick.tiles())
            .fold(self.trick.tiles(), |a, b| a | b)
    }

    /// The trick rules in force, once trick play has begun.
    #[must_use]
    pub fn trick_rules(&self) -> Option<TrickRules> {
        let contract = self.contract.filter(|_| self.phase == Phase::Playing)?;
        Some(contract.trick_rules(&self.rules))
    }

    /// What the bidding side must do, once trick play has begun.
    #[must_use]
    pub fn goal(&self) -> Option<Goal> {
        let contract = self.contract.filter(|_| self.phase == Phase::Playing)?;
        Some(contract.goal(&self.rules))
    }

    /// The trick-play state this view describes, with `hands` standing in
    /// for every seat's tiles (the AI fills the hidden ones with a sample).
    #[must_use]
    pub fn play_state_with(&self, hands: [TileSet; Seat::MAX]) -> PlayState {
        PlayState::resume(
            hands,
            self.table,
            self.trick,
            self.rules.trick_points(),
            self.rules.hand_size(),
            self.tricks.len() as u8,
            self.points,
            self.tricks_won,
        )
    }

    /// Whether this seat is to act.
    #[must_use]
    pub fn is_my_turn(&self) -> bool {
        self.turn == Some(self.seat)
    }
}
