//! Auctions: 42 and 88 (one round), the Big Game (round and round until all
//! but one pass), Domino Euchre (order up, then call).

use arrayvec::ArrayVec;

use crate::action::Action;
use crate::bid::Bid;
use crate::error::Illegal;
use crate::pip::Pip;
use crate::score;
use crate::seat::Seat;
use crate::settings::{AllPass, Rules};
use crate::tileset::{TileId, TileSet};

/// Longest possible auction: the Big Game's 25 rising bids plus passes.
const MAX_AUCTION: usize = 40;

/// What an auction action led to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// More bids to come.
    Open,
    /// Everyone passed: throw in and redeal.
    ThrownIn,
    /// Won; Euchre also fixes the trump here.
    Won {
        bidder: Seat,
        bid: Bid,
        trump: Option<Pip>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Auction {
    pub(crate) turn: Seat,
    pub(crate) high: Option<(Seat, Bid)>,
    passed: u8,
    acted: u8,
    pub(crate) round: u8,
    pub(crate) log: ArrayVec<(Seat, Action), MAX_AUCTION>,
}

impl Auction {
    pub(crate) fn new(first: Seat) -> Auction {
        Auction {
            turn: first,
            high: None,
            passed: 0,
            acted: 0,
            round: 1,
            log: ArrayVec::new(),
        }
    }

    fn passes(&self) -> u32 {
        self.passed.count_ones()
    }

    /// The rule `action` by `seat` (holding `hand`) breaks, if any.
    pub(crate) fn check(
        &self,
        rules: &Rules,
        dealer: Seat,
        seat: Seat,
        hand: TileSet,
        turn_up: Option<TileId>,
        action: Action,
    ) -> Result<(), Illegal> {
        let players = rules.players();
        match (rules, action) {
            (Rules::Euchre(_), Action::Pass) => Ok(()),
            (Rules::Euchre(_), Action::Order { alone }) => {
                if self.round != 1 {
                    return Err(Illegal::EuchreRound {
                        action,
                        round: self.round,
                    });
                }
                check_alone(alone, players)
            }
            (Rules::Euchre(_), Action::Call { trump, alone }) => {
                if self.round != 2 {
                    return Err(Illegal::EuchreRound {
                        action,
                        round: self.round,
                    });
                }
                if trump.get() > rules.deck().max_pip() {
                    return Err(Illegal::NoSuchTrump { pip: trump.get() });
                }
                let turned = turn_up.map(|t| t.tile().hi());
                if turned == Some(trump) {
                    return Err(Illegal::TurnedDown { pip: trump.get() });
                }
                check_alone(alone, players)
            }
            (_, Action::Pass) => {
                let forced = rules.all_pass() == AllPass::ForcedBid
                    && self.high.is_none()
                    && self.passes() + 1 == u32::from(players);
                if forced {
                    Err(Illegal::DealerMustBid)
                } else {
                    Ok(())
                }
            }
            (_, Action::Bid(bid)) => self.check_bid(rules, dealer, seat, hand, bid),
            _ => Err(Illegal::WrongPhase {
                action,
                phase: crate::game::Phase::Bidding,
            }),
        }
    }

    fn check_bid(
        &self,
        rules: &Rules,
        dealer: Seat,
        seat: Seat,
        hand: TileSet,
        bid: Bid,
    ) -> Result<(), Illegal> {
        let high = self.high.map(|(_, b)| b);
        let high_marks = high.and_then(Bid::marks);
        let mark = rules.mark_points();
        let (lo, hi, step) = score::points_ladder(rules);
        let (min_marks, max_marks) = score::mark_ladder(rules);
        let range = score::ladder_words(rules);
        let beats = |bid: Bid| match high {
            Some(h) if bid.value(mark) <= h.value(mark) => Err(Illegal::BidTooLow { bid, high: h }),
            _ => Ok(()),
        };
        let doubles = (hand & rules.deck().doubles()).len() as u8;
        let house = rules.texas42();
        match bid {
            Bid::Points(n) => {
                if n < lo || n > hi || (n - lo) % step != 0 {
                    return Err(Illegal::BidOutOfRange { bid, range });
                }
                beats(bid)
            }
            Bid::Marks(m) => {
                if m < min_marks || m > max_marks {
                    return Err(Illegal::BidOutOfRange { bid, range });
                }
                match high_marks {
                    Some(h) if m != h + 1 => Err(Illegal::MarkStep { bid, next: h + 1 }),
                    None if m > 2 => Err(Illegal::OpeningMarks { bid }),
                    _ => Ok(()),
                }
            }
            Bid::Splash(m) | Bid::Plunge(m) => {
                let (name, base, need) = match bid {
                    Bid::Splash(_) => ("Splash", house.and_then(|s| s.splash), 3),
                    _ => ("Plunge", house.and_then(|s| s.plunge), 4),
                };
                let base = base.ok_or(Illegal::ContractOff { name })?;
                if doubles < need {
                    return Err(Illegal::NeedsDoubles {
                        name,
                        need,
                        have: doubles,
                    });
                }
                let level = base.max(high_marks.map_or(0, |h| h + 1));
                if level > max_marks {
                    return Err(Illegal::BidOutOfRange { bid, range });
                }
                if m != level {
                    return Err(Illegal::ContractLevel { bid, marks: level });
                }
                beats(bid)
            }
            Bid::LowNo => {
                if !house.is_some_and(|s| s.low_no) {
                    return Err(Illegal::ContractOff { name: "Low-No" });
                }
                if seat != dealer
                    || self.high.is_some()
                    || self.passes() + 1 != u32::from(rules.players())
                {
                    return Err(Illegal::LowNoNotNow);
                }
                Ok(())
            }
            Bid::Make { .. } => Err(Illegal::WrongGame {
                action: Action::Bid(bid),
                game: rules.kind(),
            }),
        }
    }

    /// Records a checked action and says whether the auction is over.
    pub(crate) fn record(
        &mut self,
        rules: &Rules,
        dealer: Seat,
        seat: Seat,
        turn_up: Option<TileId>,
        action: Action,
    ) -> Outcome {
        let players = rules.players();
        self.log.push((seat, action));
        self.acted += 1;
        match action {
            Action::Pass => self.passed |= seat.bit(),
            Action::Bid(bid) => self.high = Some((seat, bid)),
            // Ordering up or calling wins a Euchre auction at once; it is
            // still the hand's bid (`Event::Bid`, `Game::high_bid`).
            Action::Order { alone } => {
                self.high = Some((seat, Bid::Make { alone }));
                return Outcome::Won {
                    bidder: seat,
                    bid: Bid::Make { alone },
                    trump: turn_up.map(|t| t.tile().hi()),
                };
            }
            Action::Call { trump, alone } => {
                self.high = Some((seat, Bid::Make { alone }));
                return Outcome::Won {
                    bidder: seat,
                    bid: Bid::Make { alone },
                    trump: Some(trump),
                };
            }
            _ => {}
        }
        let over = match rules {
            Rules::Euchre(_) => {
                if self.acted < players {
                    false
                } else if self.round == 1 {
                    self.round = 2;
                    self.acted = 0;
                    self.passed = 0;
                    self.turn = dealer.next(players);
                    return Outcome::Open;
                } else {
                    true
                }
            }
            Rules::BigGame(_) => {
                let left = u32::from(players) - self.passes();
                left == 0 || (left == 1 && self.high.is_some())
            }
            _ => self.acted == players || matches!(action, Action::Bid(Bid::LowNo)),
        };
        if over {
            return match self.high {
                Some((bidder, bid)) => Outcome::Won {
                    bidder,
                    bid,
                    trump: None,
                },
                None => Outcome::ThrownIn,
            };
        }
        let mut next = seat.next(players);
        while self.passed & next.bit() != 0 {
            next = next.next(players);
        }
        self.turn = next;
        Outcome::Open
    }
}

fn check_alone(alone: bool, players: u8) -> Result<(), Illegal> {
    if alone && players != 4 {
        Err(Illegal::NoAlone)
    } else {
        Ok(())
    }
}
