//! The contract of a hand, and the play rules that follow from it: which
//! trick rules apply, who sits out, and what the bidding side must do.
//!
//! [`Game`](crate::Game) builds a hand's play from these, and so can anyone
//! holding only a [`View`](crate::View) (the AI rebuilds the same rules for
//! its sampled worlds), so the two can never disagree.

use crate::bid::Bid;
use crate::play::{Goal, Table};
use crate::seat::Seat;
use crate::settings::{EuchreLead, Rules};
use crate::trick::{LowLead, TrickRules};
use crate::trump::{Declaration, Trump};

/// The contract of a hand: who won the auction, for what, and what was
/// named.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Contract {
    /// The winning bidder (Euchre: the maker).
    pub bidder: Seat,
    /// The winning bid.
    pub bid: Bid,
    /// Who names trump and leads (the partner after Splash or Plunge).
    pub declarer: Seat,
    /// Trump or contract, once named.
    pub declaration: Option<Declaration>,
}

impl Contract {
    /// The declaration the tricks are played under (follow-me until one is
    /// named).
    #[must_use]
    pub fn effective_declaration(&self) -> Declaration {
        self.declaration
            .unwrap_or(Declaration::Trump(Trump::FollowMe))
    }

    /// Suits, following and ranking for this contract's tricks.
    #[must_use]
    pub fn trick_rules(&self, rules: &Rules) -> TrickRules {
        let deck = rules.deck();
        let trumps = rules.trumps();
        let low_lead = match rules {
            Rules::BigGame(_) => LowLead::BigGameCounters,
            _ => LowLead::Never,
        };
        match (rules, self.effective_declaration()) {
            (Rules::Euchre(e), Declaration::Trump(Trump::Suit(p))) => {
                TrickRules::euchre(p, e.lead == EuchreLead::LeaderNames)
            }
            (_, Declaration::Trump(t)) => {
                TrickRules::with_trump(deck, t, trumps.doubles, trumps.follow_me_doubles, low_lead)
            }
            (_, Declaration::Nello(d)) => TrickRules::nello(deck, d),
            (_, Declaration::Sevens) => TrickRules::sevens(deck),
        }
    }

    /// The seat that sits the hand out: the Nel-O bidder's partner, or a
    /// lone Euchre maker's partner.
    ///
    /// # Panics
    /// As [`Table::for_rules`], for rules with an impossible number of
    /// players.
    #[must_use]
    pub fn sitting_out(&self, rules: &Rules) -> Option<Seat> {
        let nello = matches!(self.effective_declaration(), Declaration::Nello(_));
        let alone = self.bid.goes_alone() && rules.players() == 4;
        (nello || alone).then(|| Table::for_rules(rules).opposite(self.bidder))
    }

    /// The seats that play the tricks.
    ///
    /// # Panics
    /// As [`Table::for_rules`], for rules with an impossible number of
    /// players.
    #[must_use]
    pub fn play_table(&self, rules: &Rules) -> Table {
        let table = Table::for_rules(rules);
        match self.sitting_out(rules) {
            Some(seat) => table.without(seat),
            None => table,
        }
    }

    /// What the bidding side must do.
    #[must_use]
    pub fn goal(&self, rules: &Rules) -> Goal {
        let team = self.bidder.team(rules.teams());
        match (rules, self.effective_declaration(), self.bid) {
            (Rules::Euchre(_), _, _) => Goal::Tricks { team, need: 3 },
            (_, Declaration::Nello(_), _) => Goal::NoTricks { team },
            (_, Declaration::Sevens, _) => Goal::AllTricks { team },
            (_, _, bid) if bid.needs_every_trick() => Goal::AllTricks { team },
            (_, _, bid) => Goal::Points {
                team,
                need: bid.value(rules.mark_points()),
                total: rules.hand_total(),
            },
        }
    }
}
