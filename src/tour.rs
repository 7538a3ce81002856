//! The first-hand walkthrough's script: which coach mark a moment of the
//! hand calls for, and what it says for each game.
//!
//! The tour only moves forward. A mark shows when the hand reaches its
//! moment (the bidding, trump, the first play, the first trick taken, a
//! few tricks in), stays until the player dismisses it or the hand moves
//! on to the next mark, and marks whose moment has passed are skipped (a
//! player who starts mid-hand sees only what is still ahead).

use bones_engine::{GameKind, Phase};

/// Where the walkthrough's "done" flag is kept (`localStorage`).
pub const WALKTHROUGH_KEY: &str = "bones.walkthrough";

/// The value of [`WALKTHROUGH_KEY`] once the tour is finished or skipped.
pub const WALKTHROUGH_DONE: &str = "done";

/// One coach mark, in the order a hand reaches them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CoachStep {
    /// The auction (Euchre: calling trump).
    Bidding,
    /// Naming trump (Euchre: the dealer's pick-up).
    Trump,
    /// The first plays: following suit.
    Follow,
    /// The first trick taken: what tiles and tricks are worth.
    Counts,
    /// A few tricks in: the score pad.
    ScorePad,
}

impl CoachStep {
    /// Every step, in order.
    pub const ALL: [CoachStep; 5] = [
        CoachStep::Bidding,
        CoachStep::Trump,
        CoachStep::Follow,
        CoachStep::Counts,
        CoachStep::ScorePad,
    ];

    /// The name used in the page (`data-tour`, `data-step`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            CoachStep::Bidding => "bidding",
            CoachStep::Trump => "trump",
            CoachStep::Follow => "follow",
            CoachStep::Counts => "counts",
            CoachStep::ScorePad => "score",
        }
    }

    /// 1-based position, for "2 of 5".
    #[must_use]
    pub fn number(self) -> usize {
        Self::ALL.iter().position(|&s| s == self).unwrap_or(0) + 1
    }

    /// What the mark says in `kind`, to a player who plays a tile with
    /// one tap (`one_tap`, a setting) or two.
    #[must_use]
    pub const fn words(self, kind: GameKind, one_tap: bool) -> CoachWords {
        use CoachStep as S;
        use GameKind as G;
        /// The follow step's words, which differ only in how a tap plays.
        macro_rules! follow {
            ($tap:literal) => {
                ("Following suit",
                    concat!("A lead's higher end is the suit led (a trump lead calls for trumps). Follow it if you can: tiles you can't play are dimmed. Drag a tile to the table, ", $tap, ", or use the arrow keys and Enter."),
                    concat!("Follow suit if you can: the lead's higher end, or trumps if a trump was led. Drag a tile or ", $tap, "."))
            };
        }
        let (title, text, brief) = match (self, kind) {
            (S::Bidding, G::Texas42) => ("Bidding",
                "Each player bids once, in turn: how many of the hand's 42 points their side will take (30 to 41, or 42 for every trick), or passes. The highest bidder names trump.",
                "Bid how many of the 42 points your side will take (30 to 42), or pass. The high bidder names trump."),
            (S::Bidding, G::Texas88) => ("Bidding",
                "Each player bids once, in turn: how many of the hand's 88 points their side will take (60 to 88), or passes. The winner may swap tiles with the kitty, then names trump.",
                "Bid how many of the 88 points your side will take (60 to 88), or pass. The winner may swap tiles with the kitty."),
            (S::Bidding, G::BigGame) => ("Bidding",
                "Bids run 42 to 66 points and go round until all but one have passed. The winner looks at the spare tile, then names trump.",
                "Bids run 42 to 66 and go round until all but one pass. The winner sees the spare tile, then names trump."),
            (S::Bidding, G::Euchre) => ("Calling trump",
                "The turned-up tile's higher end proposes trump. Accept it (you may go alone) or pass; if everyone passes, each may name another trump.",
                "The turn-up's higher end proposes trump: accept (maybe alone) or pass. If all pass, each may name another."),
            (S::Trump, G::Euchre) => ("The trump suit",
                "Eight trumps: the trump double highest, then the double of the suit below, then the other trump tiles high to low. The dealer takes the turn-up and puts one tile face down.",
                "Eight trumps: the trump double, the double of the suit below, then the other trumps high to low."),
            (S::Trump, _) => ("Trump",
                "The bid winner names trump: a number, doubles, or follow me. Every tile showing the trump number is a trump only, and any trump beats every other suit. Yours lie first in your hand, on a golden face.",
                "The bid winner names trump: a number, doubles, or follow me. A trump beats every other suit."),
            (S::Follow, _) if one_tap => follow!("tap it"),
            (S::Follow, _) => follow!("tap it twice"),
            (S::Counts, G::Texas42) => ("Counts",
                "5-5 and 6-4 are worth 10 points; 5-0, 4-1 and 3-2 are worth 5; every trick is worth 1. That makes 42 a hand.",
                "5-5 and 6-4 count 10; 5-0, 4-1 and 3-2 count 5; each trick counts 1. That makes 42."),
            (S::Counts, G::Texas88) => ("Counts",
                "Each 5-5 and 6-4 is worth 10 points, each 5-0, 4-1 and 3-2 is worth 5, and every trick 2. That makes 88 a hand.",
                "Each 5-5 and 6-4 counts 10, each 5-0, 4-1 and 3-2 counts 5, each trick 2. That makes 88."),
            (S::Counts, G::BigGame) => ("Counts",
                "5-5, 6-4, 7-3 and 8-2 are worth 10 points; 5-0, 4-1 and 3-2 are worth 5; every trick is worth 1. That makes 66 a hand.",
                "5-5, 6-4, 7-3 and 8-2 count 10; 5-0, 4-1 and 3-2 count 5; each trick 1. That makes 66."),
            (S::Counts, G::Euchre) => ("Tricks",
                "Only tricks count here: the makers need 3 of the 5 tricks. All 5 score 2 (4 alone); fewer than 3 and the other side scores 2.",
                "Only tricks count: the makers need 3 of 5. All 5 score 2 (4 alone); under 3, the other side scores 2."),
            (S::ScorePad, G::Euchre) => ("The score pad",
                "The pad keeps each side's points and this hand's tricks. First to 5 points wins.",
                "The pad keeps each side's points and this hand's tricks. First to 5 points wins."),
            (S::ScorePad, _) => ("The score pad",
                "The pad keeps the game's score and this hand's points for each side. A made bid scores for the bidders; a set bid scores for the other side.",
                "The pad keeps the score and this hand's points. A made bid scores for its side, a set bid for the others."),
        };
        CoachWords { title, text, brief }
    }
}

/// What a coach mark says.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CoachWords {
    /// The mark's title.
    pub title: &'static str,
    /// The whole text, for a card with room to spare.
    pub text: &'static str,
    /// The gist, for the strip small screens show over the top bar: with
    /// the title it fits four lines at 320 px, so the strip stays above
    /// the table (see [`BRIEF_MAX`]).
    pub brief: &'static str,
}

/// The longest a mark's brief may be, in characters, title included
/// (four lines of the strip at 320 px, the title on the first).
pub const BRIEF_MAX: usize = 120;

/// The moment of the hand the table shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Moment {
    /// The game.
    pub kind: GameKind,
    /// The engine's phase.
    pub phase: Phase,
    /// Tricks complete this hand (the one being shown counts).
    pub tricks_taken: usize,
    /// The hand is over (its summary is up).
    pub hand_over: bool,
}

/// Tricks taken before the score pad is pointed out.
const SCORE_PAD_AFTER: usize = 3;

/// The coach mark this moment calls for, if any.
#[must_use]
pub fn due_step(m: Moment) -> Option<CoachStep> {
    if m.hand_over {
        return None;
    }
    match m.phase {
        Phase::Bidding => Some(CoachStep::Bidding),
        Phase::Declaring => Some(CoachStep::Trump),
        // Texas 88's kitty and the Big Game's spare come before trump;
        // Euchre's discard comes once trump is set.
        Phase::Discarding => match m.kind {
            GameKind::Euchre => Some(CoachStep::Trump),
            _ => Some(CoachStep::Bidding),
        },
        Phase::Playing if m.tricks_taken >= SCORE_PAD_AFTER => Some(CoachStep::ScorePad),
        Phase::Playing if m.tricks_taken >= 1 => Some(CoachStep::Counts),
        Phase::Playing => Some(CoachStep::Follow),
        Phase::GameOver => None,
    }
}

/// Where the tour stands.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tour {
    /// The furthest step reached.
    pub reached: Option<CoachStep>,
    /// Whether the player dismissed the step reached.
    pub dismissed: bool,
    /// The hand the tour began in.
    pub hand: Option<u32>,
    /// Finished: the hand it began in is over, or the player skipped.
    pub finished: bool,
}

impl Tour {
    /// The tour after the table shows `moment` of hand `hand`.
    #[must_use]
    pub fn advance(self, moment: Moment, hand: u32) -> Tour {
        if self.finished {
            return self;
        }
        // The tour belongs to the first hand it showed a mark in.
        let start = match (self.hand, self.reached) {
            (Some(h), Some(_)) => h,
            _ => hand,
        };
        if hand != start {
            return Tour {
                finished: true,
                ..self
            };
        }
        if moment.hand_over || moment.phase == Phase::GameOver {
            // That hand is over: the tour has done its job. (One that has
            // shown nothing yet waits for the next hand.)
            return Tour {
                finished: self.reached.is_some(),
                hand: Some(start),
                ..self
            };
        }
        // In play the steps due only move forward; one earlier than the
        // step reached is an Undo taking the hand back, and the tour goes
        // back with it, so that the mark shown is about the table shown.
        match due_step(moment) {
            Some(step) if self.reached != Some(step) => Tour {
                reached: Some(step),
                dismissed: false,
                hand: Some(start),
                finished: false,
            },
            _ => Tour {
                hand: Some(start),
                ..self
            },
        }
    }

    /// The player dismissed the mark shown; the last one ends the tour.
    #[must_use]
    pub fn dismiss(self) -> Tour {
        Tour {
            dismissed: true,
            finished: self.finished || self.reached == Some(CoachStep::ScorePad),
            ..self
        }
    }

    /// The mark to show now.
    #[must_use]
    pub fn showing(self) -> Option<CoachStep> {
        if self.finished || self.dismissed {
            None
        } else {
            self.reached
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(phase: Phase, tricks_taken: usize) -> Moment {
        Moment {
            kind: GameKind::Texas42,
            phase,
            tricks_taken,
            hand_over: false,
        }
    }

    #[test]
    fn steps_follow_the_hand() {
        assert_eq!(due_step(at(Phase::Bidding, 0)), Some(CoachStep::Bidding));
        assert_eq!(due_step(at(Phase::Declaring, 0)), Some(CoachStep::Trump));
        assert_eq!(due_step(at(Phase::Playing, 0)), Some(CoachStep::Follow));
        assert_eq!(due_step(at(Phase::Playing, 1)), Some(CoachStep::Counts));
        assert_eq!(due_step(at(Phase::Playing, 3)), Some(CoachStep::ScorePad));
        assert_eq!(due_step(at(Phase::GameOver, 7)), None);
        let over = Moment {
            hand_over: true,
            ..at(Phase::Playing, 7)
        };
        assert_eq!(due_step(over), None);
    }

    #[test]
    fn the_kitty_belongs_to_bidding_but_euchres_discard_to_trump() {
        let kitty = Moment {
            kind: GameKind::Texas88,
            ..at(Phase::Discarding, 0)
        };
        assert_eq!(due_step(kitty), Some(CoachStep::Bidding));
        let discard = Moment {
            kind: GameKind::Euchre,
            ..kitty
        };
        assert_eq!(due_step(discard), Some(CoachStep::Trump));
    }

    #[test]
    fn the_tour_only_moves_forward_and_a_dismissed_mark_stays_away() {
        let t = Tour::default().advance(at(Phase::Bidding, 0), 0);
        assert_eq!(t.showing(), Some(CoachStep::Bidding));
        let t = t.dismiss();
        assert_eq!(t.showing(), None);
        // Still bidding: nothing new.
        let t = t.advance(at(Phase::Bidding, 0), 0);
        assert_eq!(t.showing(), None);
        let t = t.advance(at(Phase::Playing, 1), 0);
        assert_eq!(
            t.showing(),
            Some(CoachStep::Counts),
            "trump and follow were passed"
        );
        // A trick in progress after the first one keeps the counts mark.
        let t = t.advance(at(Phase::Playing, 1), 0);
        assert_eq!(t.showing(), Some(CoachStep::Counts));
        let t = t.advance(at(Phase::Playing, 3), 0);
        assert_eq!(t.showing(), Some(CoachStep::ScorePad));
        let t = t.dismiss();
        assert!(t.finished, "the last mark ends the tour");
    }

    #[test]
    fn an_undo_to_an_earlier_moment_takes_the_tour_back_with_it() {
        let t = Tour::default()
            .advance(at(Phase::Bidding, 0), 0)
            .advance(at(Phase::Playing, 1), 0);
        assert_eq!(t.showing(), Some(CoachStep::Counts));
        // Undone back to the bid: the counts mark would be about a trick
        // no longer on the table.
        let t = t.advance(at(Phase::Bidding, 0), 0);
        assert_eq!(t.showing(), Some(CoachStep::Bidding));
        let t = t.dismiss().advance(at(Phase::Playing, 0), 0);
        assert_eq!(t.showing(), Some(CoachStep::Follow), "and forward again");
        assert!(!t.finished);
    }

    #[test]
    fn the_tour_ends_with_its_first_hand() {
        let t = Tour::default().advance(at(Phase::Playing, 0), 2);
        assert_eq!(t.showing(), Some(CoachStep::Follow));
        let over = Moment {
            hand_over: true,
            ..at(Phase::Playing, 7)
        };
        let t = t.advance(over, 2);
        assert!(t.finished);
        assert_eq!(t.showing(), None);
        // A tour that begins on a hand's summary waits for the next hand.
        let t = Tour::default().advance(over, 4);
        assert!(!t.finished);
        assert_eq!(t.showing(), None);
        let t = t.advance(at(Phase::Bidding, 0), 5);
        assert_eq!(t.showing(), Some(CoachStep::Bidding));
        let t = t.advance(at(Phase::Bidding, 0), 6);
        assert!(t.finished, "the next hand ends it");
    }

    /// The walkthrough works the tour out in each render from the state it
    /// stored after the last one, so advancing twice through one moment
    /// must change nothing the first did not.
    #[test]
    fn advancing_twice_through_a_moment_is_advancing_once() {
        let phases = [
            Phase::Bidding,
            Phase::Discarding,
            Phase::Declaring,
            Phase::Playing,
            Phase::GameOver,
        ];
        let mut tours = vec![];
        for reached in [None].into_iter().chain(CoachStep::ALL.map(Some)) {
            for (dismissed, finished) in
                [(false, false), (false, true), (true, false), (true, true)]
            {
                for hand in [None, Some(0), Some(1)] {
                    tours.push(Tour {
                        reached,
                        dismissed,
                        hand,
                        finished,
                    });
                }
            }
        }
        let mut moments = vec![];
        for kind in GameKind::ALL {
            for phase in phases {
                for tricks_taken in 0..5 {
                    for hand_over in [false, true] {
                        moments.push(Moment {
                            kind,
                            phase,
                            tricks_taken,
                            hand_over,
                        });
                    }
                }
            }
        }
        let mut checked = 0;
        for tour in tours {
            for &m in &moments {
                for hand in 0..3 {
                    let once = tour.advance(m, hand);
                    assert_eq!(
                        once.advance(m, hand),
                        once,
                        "{tour:?} at {m:?}, hand {hand}"
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 10_000, "{checked} cases");
    }

    #[test]
    fn the_follow_mark_tells_the_taps_the_player_chose() {
        for kind in GameKind::ALL {
            let two = CoachStep::Follow.words(kind, false);
            let one = CoachStep::Follow.words(kind, true);
            assert!(two.text.contains("tap it twice") && two.brief.contains("tap it twice"));
            assert!(one.text.contains("tap it,") && one.brief.ends_with("tap it."));
            assert!(!one.text.contains("twice") && !one.brief.contains("twice"));
        }
    }

    #[test]
    fn every_step_has_words_for_every_game() {
        for (kind, one_tap) in GameKind::ALL
            .into_iter()
            .flat_map(|k| [(k, false), (k, true)])
        {
            for step in CoachStep::ALL {
                let w = step.words(kind, one_tap);
                assert!(
                    !w.title.is_empty() && w.text.len() > 40,
                    "{step:?} {kind:?}"
                );
                assert!(
                    w.brief.len() > 40 && w.brief.len() <= w.text.len(),
                    "{step:?} {kind:?}"
                );
                let strip = w.title.len() + 1 + w.brief.len();
                assert!(
                    strip <= BRIEF_MAX,
                    "{step:?} {kind:?}: {strip} characters in the strip"
                );
            }
        }
        assert_eq!(CoachStep::Bidding.number(), 1);
        assert_eq!(CoachStep::ScorePad.number(), 5);
    }
}
