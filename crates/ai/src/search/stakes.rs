//! What a hand is worth: how the result of a contract turns into score,
//! so that the search compares candidates in the units of what is at
//! stake.
//!
//! Every value here is a *score difference for the bidding side*: what it
//! scores for the hand minus what the other side scores (marks in the
//! marks game, points in the points game, Euchre points). The side that
//! did not bid wants it low. Differences rather than own scores because
//! both sides score in the points game and in Euchre.

use bones_engine::{Bid, Goal, Rules, Scoring, Team};

use crate::solver::{Objective, Target};

/// How one contract's result is valued, and what a solve must count to
/// value it.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) enum Stakes {
    /// Made or set and nothing else matters: the marks game (every bid),
    /// and contracts that must take (or lose) every trick in the points
    /// game. Made scores `+worth`, set `-worth`.
    Binary {
        /// The question for the solver (a null-window search).
        target: Target,
        /// Marks or points the contract is worth.
        worth: f32,
        /// Whether the game is scored in marks (values are then reported as
        /// make probabilities).
        marks: bool,
    },
    /// A points bid in the points game: both sides score what they take
    /// if it is made; if it is set the bidders score nothing and the other
    /// side scores the bid plus what it took.
    Points {
        /// The bid.
        need: u16,
        /// Points in the hand.
        total: u16,
    },
    /// Domino Euchre: 1 for 3 or 4 tricks, 2 for all 5 (4 alone), and the
    /// other side 2 for a euchre.
    Euchre {
        /// The maker plays alone.
        alone: bool,
        /// Tricks in the hand.
        tricks: u8,
    },
}

impl Stakes {
    /// The stakes of a contract with `goal` and `bid` under `rules`.
    pub(crate) fn of(rules: &Rules, goal: Goal, bid: Bid) -> Stakes {
        let tricks = rules.hand_size();
        if let Rules::Euchre(_) = rules {
            return Stakes::Euchre {
                alone: bid.goes_alone(),
                tricks,
            };
        }
        let marks = rules.scoring() == Scoring::Marks;
        match goal {
            Goal::Points { need, total, .. } if !marks => Stakes::Points { need, total },
            _ => Stakes::Binary {
                target: Target::contract(goal, tricks),
                worth: if marks {
                    f32::from(bid.marks().unwrap_or(1))
                } else {
                    f32::from(bid.value(rules.mark_points()))
                },
                marks,
            },
        }
    }

    /// What a solve must count for [`Stakes::value`] (for `Binary`: the
    /// target's objective, asked as a yes/no question).
    pub(crate) fn objective(self) -> Objective {
        match self {
            Stakes::Binary { target, .. } => target.objective,
            Stakes::Points { .. } => Objective::Points,
            Stakes::Euchre { .. } => Objective::Tricks,
        }
    }

    /// The bidding side's score difference when it ends the hand with
    /// `count` (points or tricks; for `Binary`, 1 for made and 0 for set).
    pub(crate) fn value(self, count: u16) -> f32 {
        match self {
            Stakes::Binary { worth, .. } => {
                if count > 0 {
                    worth
                } else {
                    -worth
                }
            }
            Stakes::Points { need, total } => {
                let p = f32::from(count.min(total));
                let (need, total) = (f32::from(need), f32::from(total));
                if p >= need {
                    // Each side scores what it took.
                    p - (total - p)
                } else {
                    -(need + total - p)
                }
            }
            Stakes::Euchre { alone, tricks } => {
                let t = count.min(u16::from(tricks));
                if t == u16::from(tricks) {
                    if alone {
                        4.0
                    } else {
                        2.0
                    }
                } else if t >= 3 {
                    1.0
                } else {
                    -2.0
                }
            }
        }
    }

    /// The bidding side's score difference when it ends the hand with
    /// `count` in the units [`Objective::of_goal`] counts (points, tricks,
    /// tricks lost), so that a hand's result can be valued from a full
    /// solve: for `Binary`, whether `count` reaches the target.
    pub(crate) fn of_count(self, count: u16) -> f32 {
        match self {
            Stakes::Binary { target, .. } => self.value(u16::from(count >= target.at_least)),
            Stakes::Points { .. } | Stakes::Euchre { .. } => self.value(count),
        }
    }

    /// Whether ending the hand with bidding-side count `a` or `b` scores
    /// the same: in the marks game 31 points and 36 are both one mark
    /// made, in Euchre 3 tricks and 4 both one point. (Scores are whole
    /// marks or points, so half a unit tells them apart.)
    pub(crate) fn same_score(self, a: u16, b: u16) -> bool {
        (self.of_count(a) - self.of_count(b)).abs() < 0.5
    }

    /// The value shown to a player of `team` for an expected bidding-side
    /// difference `expected`: in the marks game the chance that the
    /// player's side wins the contract (make or set), otherwise the
    /// expected difference from the player's side.
    pub(crate) fn shown(self, expected: f32, bidders: bool) -> f32 {
        match self {
            Stakes::Binary {
                worth, marks: true, ..
            } if worth > 0.0 => {
                let made = (expected / worth + 1.0) / 2.0;
                if bidders {
                    made
                } else {
                    1.0 - made
                }
            }
            _ => {
                if bidders {
                    expected
                } else {
                    -expected
                }
            }
        }
    }
}

/// Whether `team` is the bidding side of `goal`.
pub(crate) fn is_bidding_side(goal: Goal, team: Team) -> bool {
    goal.team() == team
}

#[cfg(test)]
mod tests {
    use super::*;
    use bones_engine::{Euchre, GameKind, Texas42};

    fn team0() -> Team {
        Team::new(0).unwrap()
    }

    #[test]
    fn marks_game_is_plus_or_minus_the_marks() {
        let rules = Rules::Texas42(Texas42::straight());
        let goal = Goal::Points {
            team: team0(),
            need: 30,
            total: 42,
        };
        let s = Stakes::of(&rules, goal, Bid::Points(30));
        assert_eq!(s.value(1), 1.0);
        assert_eq!(s.value(0), -1.0);
        assert_eq!(s.objective(), Objective::Points);
        // Half the worlds made: a 50% chance either way.
        assert_eq!(s.shown(0.0, true), 0.5);
        assert_eq!(s.shown(1.0, false), 0.0);
        let two = Stakes::of(&rules, Goal::AllTricks { team: team0() }, Bid::Marks(2));
        assert_eq!(two.value(1), 2.0);
        assert_eq!(two.shown(2.0, true), 1.0);
    }

    #[test]
    fn points_game_scores_both_sides_and_punishes_a_set() {
        let rules = Rules::default_for(GameKind::BigGame);
        let goal = Goal::Points {
            team: team0(),
            need: 42,
            total: 66,
        };
        let s = Stakes::of(&rules, goal, Bid::Points(42));
        // Made with 50 of 66: 50 - 16.
        assert_eq!(s.value(50), 34.0);
        // Set with 40: the others score 42 + 26.
        assert_eq!(s.value(40), -68.0);
        assert_eq!(s.shown(10.0, false), -10.0);
    }

    #[test]
    fn euchre_scores_a_march_alone_and_a_euchre() {
        let rules = Rules::Euchre(Euchre::default());
        let goal = Goal::Tricks {
            team: team0(),
            need: 3,
        };
        let s = Stakes::of(&rules, goal, Bid::Make { alone: true });
        assert_eq!(s.value(5), 4.0);
        assert_eq!(s.value(3), 1.0);
        assert_eq!(s.value(2), -2.0);
        let s = Stakes::of(&rules, goal, Bid::Make { alone: false });
        assert_eq!(s.value(5), 2.0);
    }

    #[test]
    fn a_hands_count_is_scored_as_its_game_scores_it() {
        let goal = Goal::Points {
            team: team0(),
            need: 30,
            total: 42,
        };
        let marks = Stakes::of(&Rules::Texas42(Texas42::straight()), goal, Bid::Points(30));
        // Marks: made is made, by 1 point or by 12; set likewise.
        assert_eq!(marks.of_count(42), 1.0);
        assert_eq!(marks.of_count(29), -1.0);
        assert!(marks.same_score(31, 42));
        assert!(marks.same_score(0, 29));
        assert!(!marks.same_score(29, 30));

        let mut points_rules = Texas42::straight();
        points_rules.scoring = Scoring::Points;
        let points = Stakes::of(&Rules::Texas42(points_rules), goal, Bid::Points(30));
        // Points: every point counts, made or set.
        assert_eq!(points.of_count(36), 30.0);
        assert!(!points.same_score(31, 42));
        assert!(!points.same_score(10, 11));

        let euchre = Stakes::of(
            &Rules::Euchre(Euchre::default()),
            Goal::Tricks {
                team: team0(),
                need: 3,
            },
            Bid::Make { alone: false },
        );
        assert!(euchre.same_score(3, 4));
        assert!(euchre.same_score(0, 2));
        assert!(!euchre.same_score(4, 5), "a march scores 2");
        assert!(!euchre.same_score(2, 3), "a euchre scores the others 2");
    }
}
