//! The bidding advisor: the make probability of a hand per trump at each
//! bid level, from the very simulation the search bot bids by (see
//! `auction`): the same sampled deals, the same trumps tried (the hand's
//! best by the rule of thumb), the same solves and the same calibration
//! from simulated chance to chance in play.
//!
//! The bot itself reads one number per level (the best trump's); the
//! advisor shows the whole table, so a player sees how much the choice of
//! trump matters and where the hand stops being a bid.

use bones_engine::{Bid, GameKind, Phase, Rules, Scoring, Trump, View};

use super::auction::{every_trick, is_laydown_hand, share, trump_counts};
use super::worlds::decision_worlds;
use super::{SearchBot, SearchConfig};

/// One bid level of the advisor's table.
#[derive(Clone, Debug, PartialEq)]
pub struct AdviceRow {
    /// The bid (a points bid, or a mark bid that must take every trick).
    pub bid: Bid,
    /// For each of [`BidAdvice::trumps`], the chance of making the bid in
    /// play with that trump (0 to 1).
    pub chances: Vec<f32>,
}

impl AdviceRow {
    /// The best chance of the row, and the trump column giving it.
    #[must_use]
    pub fn best(&self) -> Option<(usize, f32)> {
        best_chance(&self.chances)
    }
}

/// The best of a row's chances and its column (the last of equals),
/// `None` for an empty row: the advisor's choice of trump for a bid,
/// wherever its table is read.
#[must_use]
pub fn best_chance(chances: &[f32]) -> Option<(usize, f32)> {
    chances
        .iter()
        .copied()
        .enumerate()
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

/// The advisor's table for one bidding view.
#[derive(Clone, Debug, PartialEq)]
pub struct BidAdvice {
    /// The trumps simulated, the hand's best by the rule of thumb first.
    pub trumps: Vec<Trump>,
    /// One row per legal points or mark bid, lowest first.
    pub rows: Vec<AdviceRow>,
    /// How many sampled deals the chances are over.
    pub worlds: usize,
}

/// What the values of the search bot's evaluations
/// ([`Decision::evaluations`](crate::Decision)) are, for a view, so a hint
/// can say them in a player's terms. Every value is from the deciding
/// seat's side (higher is better for it):
///
/// - **Marks game** (Texas 42 and 88 scored in marks): the chance that the
///   seat's side wins the contract — makes it when it bid, sets it when it
///   defends — for plays, trump, kitty tiles; for a bid, the chance of
///   making it in play. Passing carries no value.
/// - **Points game** (the Big Game, 42 or 88 scored in points): the
///   expected score difference of the hand, the seat's side's points minus
///   the other side's.
/// - **Domino Euchre**: the expected hand score in Euchre points (1 for a
///   make, 2 for a march, 4 alone, −2 euchred); passing is 0.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ValueScale {
    /// A probability from 0 to 1.
    MakeChance,
    /// Expected points, the side's minus the other side's.
    PointsDifference,
    /// Expected Euchre points for the side.
    EuchrePoints,
}

impl ValueScale {
    /// The scale of the search bot's evaluations for `view`.
    #[must_use]
    pub fn of(view: &View) -> ValueScale {
        ValueScale::of_rules(&view.rules)
    }

    /// The scale of the search bot's evaluations in a game of `rules`.
    #[must_use]
    pub fn of_rules(rules: &Rules) -> ValueScale {
        if rules.kind() == GameKind::Euchre {
            ValueScale::EuchrePoints
        } else if rules.scoring() == Scoring::Marks {
            ValueScale::MakeChance
        } else {
            ValueScale::PointsDifference
        }
    }
}

impl SearchBot {
    /// The bidding advisor's table for `view` (see [`bid_advice`]).
    pub fn bid_advice(&mut self, view: &View, seed: u64) -> Option<BidAdvice> {
        if view.phase != Phase::Bidding || view.rules.kind() == GameKind::Euchre {
            return None;
        }
        let mut bids: Vec<Bid> = view
            .legal_bids()
            .filter(|b| matches!(b, Bid::Points(_) | Bid::Marks(_)))
            .collect();
        if bids.is_empty() {
            return None;
        }
        let mark = view.rules.mark_points();
        bids.sort_by_key(|b| b.value(mark));
        let rules = view.rules;
        let worlds = decision_worlds(self, view, self.bid_worlds(&rules), seed)?;
        let total_weight: f64 = worlds.iter().map(|(_, w)| f64::from(*w)).sum();
        if total_weight <= 0.0 {
            return None;
        }
        let counts = trump_counts(self, view, &bids, &worlds);
        if counts.trumps.is_empty() {
            return None;
        }
        let policy = self.config.policy;
        let laydown = is_laydown_hand(view);
        let hand_total = rules.hand_total();
        let rows = bids
            .into_iter()
            .map(|bid| {
                let chances = match bid {
                    Bid::Points(n) => counts
                        .points_chances(&policy, &rules, &worlds, total_weight, n)
                        .collect(),
                    _ => counts
                        .by_trump
                        .iter()
                        .map(|c| {
                            let simulated = share(&worlds, total_weight, c, hand_total);
                            every_trick(&policy, laydown, simulated)
                        })
                        .collect(),
                };
                AdviceRow { bid, chances }
            })
            .collect();
        Some(BidAdvice {
            trumps: counts.trumps,
            rows,
            worlds: worlds.len(),
        })
    }
}

/// The make probability of `view`'s hand per trump at each legal points
/// and mark bid, by `config`'s simulation; `None` when the view is not a
/// bidding turn of Texas 42, Texas 88 or the Big Game (or no deal can be
/// sampled from it). Deterministic for a seed.
#[must_use]
pub fn bid_advice(view: &View, config: &SearchConfig, seed: u64) -> Option<BidAdvice> {
    SearchBot::new("advisor", *config).bid_advice(view, seed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::Level;
    use bones_engine::{Action, Game, Rules, Seat, Texas42};

    fn hard() -> SearchConfig {
        Level::Hard.search_config().unwrap()
    }

    fn opening(rules: Rules, seed: u64) -> View {
        let game = Game::new(rules, seed).unwrap();
        game.view(game.turn().unwrap())
    }

    #[test]
    fn a_row_per_legal_bid_and_a_column_per_trump_tried() {
        let view = opening(Rules::Texas42(Texas42::straight()), 8);
        let advice = bid_advice(&view, &hard(), 1).unwrap();
        assert_eq!(advice.trumps.len(), usize::from(hard().bid_trumps));
        assert_eq!(advice.worlds, usize::from(hard().bid_worlds));
        let legal_bids = view
            .legal
            .iter()
            .filter(|a| matches!(a, Action::Bid(Bid::Points(_) | Bid::Marks(_))))
            .count();
        assert_eq!(advice.rows.len(), legal_bids);
        assert_eq!(advice.rows[0].bid, Bid::Points(30), "lowest first");
        for row in &advice.rows {
            assert_eq!(row.chances.len(), advice.trumps.len());
            assert!(row.chances.iter().all(|c| (0.0..=1.0).contains(c)));
        }
    }

    #[test]
    fn higher_bids_are_never_likelier_per_trump() {
        for seed in [2, 9, 31] {
            let view = opening(Rules::Texas42(Texas42::straight()), seed);
            let advice = bid_advice(&view, &hard(), seed).unwrap();
            let points: Vec<&AdviceRow> = advice
                .rows
                .iter()
                .filter(|r| matches!(r.bid, Bid::Points(_)))
                .collect();
            for pair in points.windows(2) {
                for t in 0..advice.trumps.len() {
                    assert!(
                        pair[1].chances[t] <= pair[0].chances[t] + 1e-6,
                        "seed {seed}: {:?} above {:?}",
                        pair[1].bid,
                        pair[0].bid
                    );
                }
            }
        }
    }

    #[test]
    fn the_best_trump_of_each_row_is_the_bots_own_make_probability() {
        // The bot's evaluation of a points bid (marks game) is the chance
        // of the best trump across the deals: the advisor's best column.
        let view = opening(Rules::Texas42(Texas42::straight()), 14);
        let mut bot = SearchBot::new("hard", hard());
        let decision = crate::Bot::decide(&mut bot, &view, 5);
        let advice = bid_advice(&view, &hard(), 5).unwrap();
        let mut compared = 0;
        for e in &decision.evaluations {
            let Action::Bid(bid @ Bid::Points(_)) = e.action else {
                continue;
            };
            let row = advice.rows.iter().find(|r| r.bid == bid).unwrap();
            let (_, best) = row.best().unwrap();
            assert!(
                (best - e.value).abs() < 1e-5,
                "{bid:?}: {best} vs {}",
                e.value
            );
            compared += 1;
        }
        assert!(compared > 0);
    }

    #[test]
    fn the_value_scale_matches_what_the_bot_reports() {
        // Marks game: bids and plays are valued as chances.
        let view = opening(Rules::Texas42(Texas42::straight()), 3);
        assert_eq!(ValueScale::of(&view), ValueScale::MakeChance);
        let d = crate::Bot::decide(&mut SearchBot::new("hard", hard().minimal()), &view, 1);
        assert!(d.evaluations.iter().all(|e| (0.0..=1.0).contains(&e.value)));
        // The Big Game is scored in points: values are point differences,
        // which may be negative.
        let big = opening(Rules::default_for(GameKind::BigGame), 3);
        assert_eq!(ValueScale::of(&big), ValueScale::PointsDifference);
        // (The levels bid there by the rule of thumb, which rates nothing:
        // the simulation's own values are checked.)
        let simulated = SearchConfig {
            deep_auction: true,
            ..hard().minimal()
        };
        let d = crate::Bot::decide(&mut SearchBot::new("hard", simulated), &big, 1);
        assert!(d
            .evaluations
            .iter()
            .any(|e| !(0.0..=1.0).contains(&e.value)));
        let euchre = opening(Rules::default_for(GameKind::Euchre), 3);
        assert_eq!(ValueScale::of(&euchre), ValueScale::EuchrePoints);
    }

    /// In 88 and the Big Game the chance in play follows the hand's worth
    /// by the rule of thumb, not the simulated share (which measured no
    /// help there): the trump columns, best by the rule of thumb first,
    /// never rise along a row, though the sampled deals differ per trump.
    #[test]
    fn in_88_and_the_big_game_the_columns_follow_the_rule_of_thumb() {
        for kind in [GameKind::Texas88, GameKind::BigGame] {
            for seed in [1, 6] {
                let view = opening(Rules::default_for(kind), seed);
                let advice = bid_advice(&view, &hard(), seed).unwrap();
                assert!(advice.trumps.len() > 1);
                for row in advice
                    .rows
                    .iter()
                    .filter(|r| matches!(r.bid, Bid::Points(_)))
                {
                    for pair in row.chances.windows(2) {
                        assert!(pair[1] <= pair[0], "{kind} seed {seed}: {row:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn deterministic_and_only_for_bidding_turns() {
        let view = opening(Rules::default_for(GameKind::BigGame), 4);
        let config = hard().minimal();
        assert_eq!(bid_advice(&view, &config, 3), bid_advice(&view, &config, 3));
        assert!(bid_advice(&view, &config, 3).is_some());

        let euchre = opening(Rules::default_for(GameKind::Euchre), 4);
        assert!(bid_advice(&euchre, &config, 3).is_none());
        // Not this seat's turn: no legal bids, no advice.
        let game = Game::new(Rules::default(), 4).unwrap();
        let waiting = game.view(Seat::new(2).unwrap());
        assert!(bid_advice(&waiting, &config, 3).is_none());
    }
}
