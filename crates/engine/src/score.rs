//! Bid ladders, hand scores and game end.
//!
//! Choices where RULES.md is silent, documented here and each tested (the
//! test named in brackets, under `crates/engine/tests/`):
//! - Points game: a made *points* bid scores each side what it took; a made
//!   mark bid, Splash, Plunge, Sevens or Nel-O scores its worth (42 × marks,
//!   or the bid) to the bidders and nothing to the opponents; a set scores
//!   nothing to the bidders and bid + taken to the opponents
//!   (`rules_scoring::hand_score_choices_for_contracts_in_the_points_game`).
//! - Game end: the bidders win if they made their bid and reached the
//!   target ("bidders go out first"), even from behind; otherwise the side
//!   strictly highest at or above the target (and ahead by 2 where
//!   required) wins; a tie at the top plays on, as when a euchred maker in
//!   three-handed Euchre brings both opponents to the target together
//!   (`rules_scoring::game_end_choices_bidders_out_first_else_the_strict_leader`).
//! - Splash and Plunge are bid at their value, or at one mark above a mark
//!   bid already that high; Splash set to 3 marks may open at 3
//!   (`rules_house42::plunge_over_a_mark_bid_is_one_mark_more_than_it`,
//!   `rules_house42::splash_is_three_marks_with_that_setting`).
//! - Texas 88's first mark bid is 2 marks (176), each later one exactly one
//!   mark more, as in 42 (`rules_texas88::then_176_264_352_for_two_three_four_marks`).
//! - The Big Game's 66 is a points bid; taking all 66 points is taking every
//!   trick.
//! - A kitty or spare is taken into the hand whole and as many tiles are
//!   put back, which is swapping 0, 1 or 2 (`rules_texas88::the_bidder_takes_the_kitty_and_puts_back_two_unseen`).
//! - The early end is a marks-game rule: the points game, the Big Game and
//!   Euchre play every trick; Nel-O (and Low-No) ends at the bidder's first
//!   trick in every setting (`rules_texas42::the_points_game_plays_every_trick`,
//!   `rules_house42::nello_ends_at_once_when_the_bidder_takes_a_trick`).
//! - Domino Euchre: going alone needs a partner, so only 4 players may
//!   (`rules_euchre::three_players_each_for_themselves_and_a_euchred_maker_gives_two_to_each`);
//!   when the dealer's partner orders up alone, the dealer sits out and the
//!   turn-up stays down (`rules_euchre::when_the_dealers_partner_goes_alone_the_dealer_sits_out_and_keeps_the_turn_up_down`).
//! - A Plunge bidder's doubles stay shown while held, whoever wins the
//!   auction.
//! - Mark bids are written `bid 1m`, `bid 2m`; `bid 42` is a points bid and
//!   out of range, with a message naming the mark notation.
//! - Every hand ends. A game need not: with the redeal setting (always, in
//!   Euchre), players who pass every hand redeal for ever.

use crate::bid::Bid;
use crate::contract::Contract;
use crate::seat::Team;
use crate::settings::{Rules, Scoring};
use crate::trump::Declaration;

/// The highest mark bid in 42 (a game is to 7 marks).
pub const MAX_MARKS: u8 = 7;

/// Points bids: lowest, highest, step.
#[must_use]
pub const fn points_ladder(rules: &Rules) -> (u8, u8, u8) {
    match rules {
        Rules::Texas42(_) => (30, 41, 1),
        Rules::Texas88(_) => (60, 88, 2),
        Rules::BigGame(_) => (42, 66, 1),
        Rules::Euchre(_) => (1, 0, 1),
    }
}

/// Mark bids: lowest, highest (an empty range where there are none).
#[must_use]
pub const fn mark_ladder(rules: &Rules) -> (u8, u8) {
    match rules {
        Rules::Texas42(_) => (1, MAX_MARKS),
        Rules::Texas88(_) => (2, 4),
        Rules::BigGame(_) | Rules::Euchre(_) => (1, 0),
    }
}

/// The bid ladder in words, for error messages.
#[must_use]
pub const fn ladder_words(rules: &Rules) -> &'static str {
    match rules {
        Rules::Texas42(_) => "30 to 41 points, or 1 to 7 marks (bid 1m, bid 2m...)",
        Rules::Texas88(_) => "60 to 88 points in steps of 2, or 2 to 4 marks (176, 264, 352)",
        Rules::BigGame(_) => "42 to 66 points",
        Rules::Euchre(_) => "order up or call trump",
    }
}

/// What each side scores for a hand.
#[must_use]
pub fn hand_score(
    rules: &Rules,
    contract: Contract,
    made: bool,
    points: [u16; Team::MAX],
    tricks: [u8; Team::MAX],
) -> [u16; Team::MAX] {
    let teams = usize::from(rules.teams());
    let bidders = contract.bidder.team(rules.teams()).index();
    let mut score = [0u16; Team::MAX];
    let to_opponents = |score: &mut [u16; Team::MAX], f: &dyn Fn(usize) -> u16| {
        for (t, s) in score.iter_mut().enumerate().take(teams) {
            if t != bidders {
                *s = f(t);
            }
        }
    };
    if let Rules::Euchre(_) = rules {
        if made {
            score[bidders] = match (tricks[bidders], contract.bid) {
                (5, Bid::Make { alone: true }) => 4,
                (5, _) => 2,
                _ => 1,
            };
        } else {
            to_opponents(&mut score, &|_| 2);
        }
        return score;
    }
    match rules.scoring() {
        Scoring::Marks => {
            let marks = u16::from(contract.bid.marks().unwrap_or(1));
            if made {
                score[bidders] = marks;
            } else {
                to_opponents(&mut score, &|_| marks);
            }
        }
        Scoring::Points => {
            let worth = contract.bid.value(rules.mark_points());
            let all_or_nothing = contract.bid.marks().is_some()
                || matches!(contract.declaration, Some(Declaration::Nello(_)));
            if made && all_or_nothing {
                score[bidders] = worth;
            } else if made {
                score[..teams].copy_from_slice(&points[..teams]);
            } else {
                to_opponents(&mut score, &|t| worth + points[t]);
            }
        }
    }
    score
}

/// The winner after a hand, if the game is over.
#[must_use]
pub fn game_winner(
    rules: &Rules,
    scores: [u16; Team::MAX],
    bidders: Team,
    made: bool,
) -> Option<Team> {
    let teams = usize::from(rules.teams());
    let target = rules.target();
    let by = rules.win_by();
    let lead = |t: usize| {
        (0..teams)
            .filter(|&o| o != t)
            .map(|o| i32::from(scores[t]) - i32::from(scores[o]))
            .min()
            .unwrap_or(0)
    };
    let b = bidders.index();
    if made && scores[b] >= target && (by == 1 || lead(b) >= i32::from(by)) {
        return Team::new(b as u8);
    }
    (0..teams)
        .find(|&t| scores[t] >= target && lead(t) >= i32::from(by))
        .and_then(|t| Team::new(t as u8))
}
