//! Laying down: a player on lead who must take every trick left, however
//! the others hold and play the tiles they cannot see, may show their
//! hand and play it out at once, as 42 players do at a real table.
//!
//! The test is made from the player's own view only, so offering it tells
//! them nothing they could not work out. It is sure rather than clever: the
//! trumps are led first, strongest first, and each tile must win its trick
//! against every tile the player has not seen, wherever those lie. A hand
//! that would take every trick only through the others' forced follows of
//! a plain suit is not offered; no hand offered can lose a trick.

use crate::action::Action;
use crate::play::Goal;
use crate::tile::Tile;
use crate::tileset::TileSet;
use crate::trick::{Suit, TrickRules};
use crate::view::View;

impl View {
    /// The plays that take every trick left, in order, when this seat may
    /// lay down now: its turn to lead a trick, in a hand where taking
    /// tricks is the aim (not Nel-O, not Sevens, whose tiles are forced),
    /// with at least two tiles left.
    ///
    /// The order leads the trumps first, strongest first, then the rest
    /// from the highest suit down. While any trump
    /// is unseen, one player may hold them all, so the first as many trump
    /// leads as there are unseen trumps must each beat them all; those
    /// leads draw every trump out, since a player holding one must follow
    /// a trump lead with it. Each other tile must then beat every unseen
    /// tile of its suit when led (its lower suit, where that may be led and
    /// the higher may not win).
    #[must_use]
    pub fn laydown(&self) -> Option<Vec<Action>> {
        if !self.is_my_turn() || !self.trick.is_empty() || self.hand.len() < 2 {
            return None;
        }
        if matches!(self.goal()?, Goal::NoTricks { .. }) {
            return None;
        }
        let rules = self.trick_rules()?;
        if rules.is_sevens() {
            return None;
        }
        // Euchre's turn-up, turned down, lies face up out of play.
        let turned_down = self
            .turn_up
            .filter(|_| self.turn_up_taken_by.is_none())
            .map_or(TileSet::EMPTY, |t| rules.deck().ids_of([t]));
        let unseen =
            rules.deck().all() - self.hand - self.played() - self.own_discards - turned_down;
        let unseen_trumps = unseen & rules.trumps();
        let strongest_unseen_trump = unseen_trumps
            .tiles()
            .map(|t| rules.power(Suit::Trump, t))
            .max();
        let mut trumps: Vec<Tile> = (self.hand & rules.trumps()).tiles().collect();
        trumps.sort_by_key(|&t| core::cmp::Reverse(rules.power(Suit::Trump, t)));
        let mut others: Vec<Tile> = (self.hand - rules.trumps()).tiles().collect();
        others.sort_by_key(|&t| core::cmp::Reverse(t));
        let draws = unseen_trumps.len();
        if draws > trumps.len() && !others.is_empty() {
            // Trumps would still be out when a plain tile is led.
            return None;
        }
        let mut order = Vec::with_capacity(self.hand.len());
        for (k, &tile) in trumps.iter().enumerate() {
            let power = rules.power(Suit::Trump, tile);
            // A tie goes to the tile played first: the lead (88's twins).
            if k < draws && strongest_unseen_trump.is_some_and(|s| s > power) {
                return None;
            }
            order.push(Action::Play(tile));
        }
        let unseen_plain = unseen - rules.trumps();
        for &tile in &others {
            order.push(boss_lead(&rules, tile, unseen_plain)?);
        }
        Some(order)
    }
}

/// How `tile` leads a trick nothing in `unseen` can win, when no trump is
/// left out: its own suit, else its lower suit where that may be led.
fn boss_lead(rules: &TrickRules, tile: Tile, unseen: TileSet) -> Option<Action> {
    let wins = |led: Suit| {
        let power = rules.power(led, tile);
        unseen.tiles().all(|u| rules.power(led, u) <= power)
    };
    if wins(rules.led_suit(tile, false)) {
        Some(Action::Play(tile))
    } else if rules.may_lead_low(tile) && wins(rules.led_suit(tile, true)) {
        Some(Action::PlayLow(tile))
    } else {
        None
    }
}
