//! The hand review, from the hand's summary: each of the player's bids
//! (or passes) against the bidding advisor's odds at that turn ("You bid
//! 34: the advisor gave it 38% at best with Fives; even odds stopped at
//! 32."; in Domino Euchre against the hint's values: "You ordered up:
//! Hard valued it at +0.44, under its bar of +0.70."), the trump named
//! against the hint's values ("You named Treys: Hard gave it a 0% chance
//! of making; Blanks had 31%."),
//! the hand's tricks replayed (who led, the tiles, who took it, its
//! points) and, for each of the player's plays, the perfect-information
//! best play at that moment and what it would have changed, everyone
//! playing perfectly from there ("best 5-5: with perfect play from there,
//! 37 points to your 31"). Both figures are perfect play's, not what the
//! hand came to: a hand the bots let the player make still shows the play
//! that could have been set. A play is a miss only where the best play
//! scores the hand better (`bones_ai::review`): in the marks game points
//! that leave the mark as it is are no loss, and the note under the
//! heading says so (`what_counts`).
//!
//! The review is worked out in the coach's worker
//! ([`bones_ai::review::review_hand`]) when the player asks for it: every
//! hand is known once the hand is over. Texas 88 and the Big Game's first
//! tricks are too big to solve exactly in a phone's time; their values are
//! estimates, and the review says so.

use bones_ai::review::{Judged, PlayReview};
use bones_engine::{Action, Bid, GameRecord, Seat, Tile};
use yew::prelude::*;

use crate::coach::{
    BidLine, CoachAnswer, CoachAsk, CoachKind, CoachTicket, CountUnit, EuchreBidLine, Review,
    TrumpLine, ValueScale,
};
use crate::coach_client::{Asked, CoachClient};
use crate::components::advisor::{chance_cell, highest_at, with_trump};
use crate::components::dealt::{dealt_view, DealtHands};
use crate::components::hint::value_words;
use crate::protocol::{GameId, Weighed};
use crate::seating::Seating;
use crate::store::LaidDown;
use crate::text;

/// Props of [`HandReview`].
#[derive(Properties, PartialEq)]
pub struct ReviewProps {
    /// The coach's worker.
    pub client: CoachClient,
    /// The game.
    pub game: GameId,
    /// The game's record, up to (at least) the end of the hand.
    pub record: GameRecord,
    /// The hand (0-based).
    pub hand: u32,
    /// Who sits where (the player is reviewed).
    pub seating: Seating,
    /// Whether the hand is counted in tricks (its trick lines then leave
    /// the points out, as the log's do).
    pub in_tricks: bool,
    /// The hand laid down when it ended, if one was: a bot's makes the
    /// player's tiles from its trick on the page's throw-ins, no choice of
    /// theirs to judge.
    #[prop_or_default]
    pub laid_down: Option<LaidDown>,
}

/// "points", "tricks", "trick" ...
fn unit_words(unit: CountUnit, n: u16) -> &'static str {
    match (unit, n) {
        (CountUnit::Points, 1) => "point",
        (CountUnit::Points, _) => "points",
        (CountUnit::Tricks, 1) => "trick",
        (CountUnit::Tricks, _) => "tricks",
        (CountUnit::TricksLost, 1) => "trick lost",
        (CountUnit::TricksLost, _) => "tricks lost",
    }
}

/// What one of the player's plays was worth against the best play, in a
/// sentence: "best play", "the only legal play", or "best 5-5: with
/// perfect play from there, 31 points to your 28, and the bid made where
/// yours could be set". Worded as perfect play's figures, since the hand
/// itself may have gone otherwise (its summary can say "Made it!").
#[must_use]
pub fn play_verdict(line: &PlayReview, unit: CountUnit, bidders: bool) -> String {
    if line.choices <= 1 {
        return "the only legal play".to_owned();
    }
    if line.is_best() {
        return "best play".to_owned();
    }
    let about = if line.exact { "" } else { "about " };
    let best = text::action(line.best);
    let outcome = match (line.made, line.best_made, bidders) {
        (false, true, true) => Some("the bid made where yours could be set"),
        (true, false, false) => Some("them set where yours let them make it"),
        _ => None,
    };
    let count = (line.best_ours != line.ours && unit != CountUnit::TricksLost).then(|| {
        format!(
            "{about}{} {} to your {}",
            line.best_ours,
            unit_words(unit, line.best_ours),
            line.ours
        )
    });
    let with = "with perfect play from there";
    match (count, outcome) {
        (Some(c), Some(o)) => format!("best {best}: {with}, {c}, and {o}"),
        (Some(c), None) => format!("best {best}: {with}, {c}"),
        (None, Some(o)) => format!("best {best}: {with}, {o}"),
        (None, None) => format!("best {best}"),
    }
}

/// The player's bid against the advisor's odds at that turn, in a
/// sentence, and whether the odds back it (a bid at even odds or better;
/// a pass when no bid had them).
#[must_use]
pub fn bid_verdict(line: &BidLine) -> (String, bool) {
    let advice = &line.advice;
    let with = |column: usize| with_trump(advice, column);
    // A row's best chance and the trump giving it.
    let best_of = |bid: Bid| advice.lines.iter().find(|l| l.bid == bid)?.best();
    let even = highest_at(advice, 0.5);
    match line.action {
        Action::Bid(bid) => {
            let Some((column, chance)) = best_of(bid) else {
                return (format!("You bid {}.", text::bid(bid)), true);
            };
            let pct = chance_cell(chance).0;
            if chance >= 0.5 {
                return (
                    format!(
                        "You bid {}: the advisor gave it {pct}{}.",
                        text::bid(bid),
                        with(column)
                    ),
                    true,
                );
            }
            let stop = match even {
                Some((b, _)) => format!("even odds stopped at {}", text::bid(b)),
                None => "no bid had even odds".to_owned(),
            };
            (
                format!(
                    "You bid {}: the advisor gave it {pct} at best{}; {stop}.",
                    text::bid(bid),
                    with(column)
                ),
                false,
            )
        }
        _ => match even {
            // Only the lowest bid had them: "up to 30" would read as a range.
            Some((b, column)) if advice.lines.first().map(|l| l.bid) == Some(b) => {
                let pct = best_of(b).map_or_else(String::new, |(_, c)| chance_cell(c).0);
                (
                    format!(
                        "You passed, though the advisor gave {pct} to a bid of {}{}.",
                        text::bid(b),
                        with(column)
                    ),
                    false,
                )
            }
            Some((b, column)) => (
                format!(
                    "You passed, though the advisor gave even odds or better up to {}{}.",
                    text::bid(b),
                    with(column)
                ),
                false,
            ),
            None => {
                let lowest = advice.lines.first().and_then(|l| {
                    let (column, chance) = best_of(l.bid)?;
                    Some(format!(
                        " (best: {}{}, {})",
                        text::bid(l.bid),
                        with(column),
                        chance_cell(chance).0
                    ))
                });
                (
                    format!(
                        "You passed: no bid had even odds{}.",
                        lowest.unwrap_or_default()
                    ),
                    true,
                )
            }
        },
    }
}

/// One trick's plays in words: "Ada led 6-4", "Ben 5-4", "You 4-4"...
fn trick_words(seating: Seating, plays: &[(Seat, Tile)]) -> Vec<String> {
    plays
        .iter()
        .enumerate()
        .map(|(i, &(seat, tile))| {
            if i == 0 {
                format!("{} led {tile}", seating.name(seat))
            } else {
                format!("{} {tile}", seating.name(seat))
            }
        })
        .collect()
}

/// The review shown: the summary of the player's plays, the bids' and the
/// trump's lines, each trick with the verdict on the player's tile, and
/// the hands as dealt.
fn review_view(r: &Review, props: &ReviewProps, dealt: Option<&DealtHands>) -> Html {
    let s = props.seating;
    let laid = props.laid_down.as_ref();
    // The player's tiles thrown in to a bot's lay-down: the page's.
    let thrown_from = laid.filter(|l| l.by() != s.me).map(LaidDown::trick);
    let thrown = |p: &PlayReview| thrown_from.is_some_and(|t| p.trick >= t);
    let judged: Vec<&PlayReview> = r.plays.iter().filter(|p| !thrown(p)).collect();
    let choices = judged.iter().filter(|p| p.choices > 1).count();
    let best = judged
        .iter()
        .filter(|p| p.choices > 1 && p.is_best())
        .count();
    let forced = judged.len() - choices;
    let went_in = r.plays.len() - judged.len();
    // Every tile thrown in (a bot laid down on the first lead): no
    // play to count, forced or not.
    let mut note = if judged.is_empty() && went_in > 0 {
        String::new()
    } else {
        summary_words(best, choices, forced)
    };
    if let Some(l) = laid {
        note.push_str(&laid_down_words(s.name(l.by()), l.trick(), went_in));
    }
    // A forced play has no value to estimate.
    let estimate = |p: &PlayReview| !p.exact && p.choices > 1;
    let estimated = r.plays.iter().any(estimate);
    let tricks = r.tricks.iter().map(|t| {
        let mine = t.plays.iter().any(|&(seat, _)| seat == s.me);
        let line = r.plays.iter().find(|p| p.trick == t.number && mine);
        let verdict = line
            .filter(|p| !thrown(p))
            .map(|p| (p, play_verdict(p, r.unit, r.bidders)));
        let thrown_in = line.filter(|p| thrown(p));
        let laid_here = laid.filter(|l| l.trick() == t.number);
        let taken = text::taker(s.name(t.winner), t.points, props.in_tricks);
        html! {
            <li class="review-trick" data-trick={t.number.to_string()}>
                <p class="review-plays">
                    <span class="review-num">{ t.number }</span>
                    { for trick_words(s, &t.plays).into_iter().enumerate().map(|(i, w)| html! {
                        <>
                            if i > 0 { { " · " } }
                            <span class="review-play">{ w }</span>
                        </>
                    }) }
                    <span class="review-taken">{ taken }</span>
                </p>
                if let Some(l) = laid_here {
                    <p class="review-laid-down">{ trick_laid_down_words(s, l.by()) }</p>
                }
                if let Some(p) = thrown_in {
                    <p class="review-thrown" data-played={p.played.to_string()}>
                        { format!("{} thrown in for you", played_words(p.played)) }
                    </p>
                }
                if let Some((p, words)) = verdict {
                    <p class={classes!("review-verdict", if p.is_best() || p.choices <= 1 { "good" } else { "miss" })}
                       data-best-play={p.best.to_string()} data-played={p.played.to_string()}>
                        { format!("You played {}: {words}", played_words(p.played)) }
                        if estimate(p) { <span class="estimate">{ " (estimate)" }</span> }
                    </p>
                }
            </li>
        }
    });
    html! {
        <section class="hand-review" aria-label="Hand review" data-review={r.hand.to_string()}>
            <h3>{ "Hand review" }</h3>
            <p class="coach-note">
                { note.trim_start().to_owned() }
                { " Best play assumes everyone then plays perfectly, seeing every hand." }
                { what_counts(r.judged, r.unit) }
            </p>
            { for r.bids.iter().enumerate().map(|(i, line)| bid_review(line, i + 1 == r.bids.len())) }
            { for r.euchre_bids.iter().enumerate().map(|(i, line)| euchre_bid_review(line, i + 1 == r.euchre_bids.len())) }
            if let Some(line) = &r.trump {
                { trump_review(line, ValueScale::of_rules(&props.record.rules)) }
            }
            if estimated {
                <p class="coach-fine">{ "Early tricks of this game are too big to solve exactly here: values marked (estimate) come from a search a few tricks deep." }</p>
            }
            <ol class="review-tricks">{ for tricks }</ol>
            if let Some(hands) = dealt {
                { dealt_view(hands, s, props.record.rules.kind()) }
            }
        </section>
    }
}

/// The review of one finished hand.
#[component]
pub fn HandReview(props: &ReviewProps) -> Html {
    let state = use_state_eq(|| None::<Asked<Review>>);
    // Replayed once for the hand, not at every render.
    let dealt = use_memo(
        (props.game, props.hand, props.seating),
        |&(_, hand, seating)| DealtHands::of(&props.record, hand, seating),
    );
    let ticket = CoachTicket {
        game: props.game,
        turn: u32::try_from(props.record.actions.len()).unwrap_or(u32::MAX),
        kind: CoachKind::Review,
    };
    {
        let client = props.client.clone();
        use_effect_with(ticket, move |&ticket| move || client.forget(ticket));
    }
    let ask = {
        let client = props.client.clone();
        let state = state.clone();
        let record = props.record.clone();
        let hand = props.hand;
        let seat = props.seating.me;
        Callback::from(move |_: MouseEvent| {
            if state.as_ref().is_some_and(|s| s.ticket() == ticket) {
                return;
            }
            let ask = CoachAsk::Review {
                record: record.clone(),
                hand,
                seat,
            };
            client.ask_for(ticket, ask, &state, |answer| match answer {
                CoachAnswer::Review(review) => Ok(review),
                other => Err(other.refusal()),
            });
        })
    };
    let current = state.as_ref().filter(|s| s.ticket() == ticket);
    match current {
        None => html! {
            <button type="button" class="btn ghost wide review-btn" data-testid="review-hand" onclick={ask}>
                { "Review this hand" }
            </button>
        },
        Some(Asked::Thinking(_)) => html! {
            <p class="review-thinking" role="status" aria-busy="true">{ "Reviewing your bid and plays…" }</p>
        },
        Some(Asked::Failed(_, why)) => html! {
            <p class="review-thinking" role="status">{ format!("No review this time: {why}.") }</p>
        },
        Some(Asked::Shown(_, r)) => review_view(r, props, (*dealt).as_ref()),
    }
}

/// A bidding turn's line of the review; the last (in the Big Game the
/// auction goes round) says where the odds come from.
fn bid_review(line: &BidLine, last: bool) -> Html {
    let (words, backed) = bid_verdict(line);
    let source = last.then(|| {
        format!(
            " (odds over {} deals simulated from what you could see)",
            line.advice.worlds
        )
    });
    bid_paragraph(line.action, words, backed, source)
}

/// A Domino Euchre bidding turn's line of the review; the last says where
/// the values come from.
fn euchre_bid_review(line: &EuchreBidLine, last: bool) -> Html {
    let (words, backed) = euchre_bid_verdict(line);
    let source = last.then(|| HINT_SOURCE.to_owned());
    bid_paragraph(line.action, words, backed, source)
}

/// The trump call's line of the review, with where its values come from.
fn trump_review(line: &TrumpLine, scale: ValueScale) -> Html {
    let (words, backed) = trump_verdict(line, scale);
    let source = Some(HINT_SOURCE.to_owned());
    bid_paragraph(line.action, words, backed, source)
}

/// The trump the player named against the Hard level's values at that
/// turn (its hint's), in a sentence, and whether they back it: a trump
/// valued as high as the best one Hard weighed, at the precision shown
/// (the values are estimates over sampled deals).
#[must_use]
pub fn trump_verdict(line: &TrumpLine, scale: ValueScale) -> (String, bool) {
    let Action::Declare(named) = line.action else {
        return (format!("You chose {}.", text::action(line.action)), true);
    };
    let shown = |v: f32| value_words(scale, v);
    let worth = |v: f32| match scale {
        ValueScale::MakeChance => format!("a {} chance of making", shown(v)),
        ValueScale::PointsDifference | ValueScale::EuchrePoints => format!("{} expected", shown(v)),
    };
    let named_words = text::declaration(named);
    let (Some(mine), Some(best)) = (
        line.evaluations.iter().find(|w| w.action == line.action),
        // The first of the best, as the hint lists it (best first).
        line.evaluations
            .iter()
            .rev()
            .max_by(|a, b| a.value.total_cmp(&b.value)),
    ) else {
        return (format!("You named {named_words}."), true);
    };
    if shown(mine.value) == shown(best.value) {
        return (
            format!(
                "You named {named_words}: Hard gave it {}, the best of the trumps it weighed.",
                worth(mine.value)
            ),
            true,
        );
    }
    (
        format!(
            "You named {named_words}: Hard gave it {}; {} had {}.",
            worth(mine.value),
            text::action(best.action),
            shown(best.value)
        ),
        false,
    )
}

/// Where the values of a Euchre bidding turn or a trump call come from.
const HINT_SOURCE: &str = " (Hard's values, as its hint gave them at your turn)";

/// The paragraph of one bidding turn: its verdict, marked good or a miss,
/// and where its figures come from.
fn bid_paragraph(action: Action, words: String, backed: bool, source: Option<String>) -> Html {
    html! {
        <p class={classes!("review-verdict", "review-bid", if backed { "good" } else { "miss" })}
           data-bid-review={action.to_string()}>
            { words }
            if let Some(source) = source {
                <span class="review-odds">{ source }</span>
            }
        </p>
    }
}

/// A Domino Euchre bidding choice, its verb in the past after "You"
/// ("ordered up alone", "called fives") or as a choice ("ordering up
/// alone", "calling fives").
fn euchre_choice(action: Action, past: bool) -> String {
    let (order, call, pass) = if past {
        ("ordered up", "called", "passed")
    } else {
        ("ordering up", "calling", "passing")
    };
    let alone = |a: bool| if a { " alone" } else { "" };
    match action {
        Action::Order { alone: a } => format!("{order}{}", alone(a)),
        Action::Call { trump, alone: a } => format!("{call} {}{}", trump.suit_name(), alone(a)),
        _ => pass.to_owned(),
    }
}

/// The player's Domino Euchre bidding turn against the Hard level's
/// values at that turn (its hint's), in a sentence, and whether they back
/// it: a make Hard valued over its bar for that make, or a pass when it
/// valued none over its bar. A pass has no value of its own.
#[must_use]
pub fn euchre_bid_verdict(line: &EuchreBidLine) -> (String, bool) {
    let points = |v: f32| value_words(ValueScale::EuchrePoints, v);
    let margin = |w: &Weighed| w.value - line.bar(w.action);
    // The first of the best, as the hint lists it (best first).
    let best = line
        .evaluations
        .iter()
        .rev()
        .filter(|w| w.action != Action::Pass)
        .max_by(|a, b| margin(a).total_cmp(&margin(b)));
    if line.action == Action::Pass {
        return match best {
            Some(w) if margin(w) > 0.0 => (
                format!(
                    "You passed, though Hard valued {} at {}, over its bar of {}.",
                    euchre_choice(w.action, false),
                    points(w.value),
                    points(line.bar(w.action))
                ),
                false,
            ),
            Some(w) => (
                format!(
                    "You passed, as Hard would: it valued its best, {}, at {}, under its bar of {}.",
                    euchre_choice(w.action, false),
                    points(w.value),
                    points(line.bar(w.action))
                ),
                true,
            ),
            None => ("You passed.".to_owned(), true),
        };
    }
    let did = euchre_choice(line.action, true);
    let Some(w) = line.evaluations.iter().find(|w| w.action == line.action) else {
        return (format!("You {did}."), true);
    };
    let over = margin(w) > 0.0;
    (
        format!(
            "You {did}: Hard valued it at {}, {} its bar of {}.",
            points(w.value),
            if over { "over" } else { "under" },
            points(line.bar(line.action))
        ),
        over,
    )
}

/// What a play is judged by, where the score is coarser than the count
/// (the review values plays by the score, as the bots do): empty where
/// every point scores.
#[must_use]
pub fn what_counts(judged: Judged, unit: CountUnit) -> &'static str {
    match (judged, unit) {
        (Judged::EveryCount, _) => "",
        (Judged::EuchrePoints, _) => {
            " Only the points count: a trick that would not change them is no loss."
        }
        (Judged::MadeOrSet, CountUnit::Points) => {
            " Only whether the bid is made counts: points that would not change it are no loss."
        }
        (Judged::MadeOrSet, CountUnit::Tricks) => {
            " Only whether the bid is made counts: tricks that would not change it are no loss."
        }
        (Judged::MadeOrSet, CountUnit::TricksLost) => " Only whether the bid is made counts.",
    }
}

/// How the player did: "You made the best play at 2 of your 3 choices; 1 more play
/// was forced."
#[must_use]
pub fn summary_words(best: usize, choices: usize, forced: usize) -> String {
    let forced = match forced {
        0 => String::new(),
        1 => "; 1 more play was forced".to_owned(),
        n => format!("; {n} more plays were forced"),
    };
    match (choices, best) {
        (0, _) => "Every play was forced.".to_owned(),
        (1, 1) => format!("Your one choice was the best play{forced}."),
        (1, _) => format!("Your one choice was not the best play{forced}."),
        (n, _) => format!("You made the best play at {best} of your {n} choices{forced}."),
    }
}

/// A hand laid down, after the summary: " Cleo laid the hand down at
/// trick 5: your 2 tiles from there went in for you." (None went in for
/// the player where the hand laid down was their own.)
#[must_use]
pub fn laid_down_words(who: &str, trick: u8, thrown: usize) -> String {
    let went_in = match thrown {
        0 => String::new(),
        1 => ": your tile from there went in for you".to_owned(),
        n => format!(": your {n} tiles from there went in for you"),
    };
    format!(" {who} laid the hand down at trick {trick}{went_in}.")
}

/// The line under the trick a hand was laid down on.
fn trick_laid_down_words(seating: Seating, by: Seat) -> String {
    let who = seating.name(by);
    if by == seating.me {
        format!("{who} laid the hand down: every trick from here was yours.")
    } else {
        format!("{who} laid the hand down: every trick from here was {who}'s.")
    }
}

/// A played tile in words ("6-4", "7-3 as treys").
fn played_words(a: Action) -> String {
    text::action(a)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(ours: u16, best_ours: u16, made: bool, best_made: bool) -> PlayReview {
        PlayReview {
            trick: 2,
            played: "6-4".parse().unwrap(),
            ours,
            made,
            best: "5-5".parse().unwrap(),
            best_ours,
            best_made,
            choices: 3,
            exact: true,
        }
    }

    #[test]
    fn verdicts_say_what_the_best_play_would_have_changed() {
        assert_eq!(
            play_verdict(&line(31, 37, true, true), CountUnit::Points, true),
            "best 5-5: with perfect play from there, 37 points to your 31"
        );
        assert_eq!(
            play_verdict(&line(28, 31, false, true), CountUnit::Points, true),
            "best 5-5: with perfect play from there, 31 points to your 28, and the bid made where yours could be set"
        );
        assert_eq!(
            play_verdict(&line(10, 12, true, false), CountUnit::Points, false),
            "best 5-5: with perfect play from there, 12 points to your 10, and them set where yours let them make it"
        );
        assert_eq!(
            play_verdict(&line(31, 31, true, true), CountUnit::Points, true),
            "best play"
        );
        let mut estimate = line(3, 4, true, true);
        estimate.exact = false;
        assert_eq!(
            play_verdict(&estimate, CountUnit::Tricks, true),
            "best 5-5: with perfect play from there, about 4 tricks to your 3"
        );
        assert_eq!(
            play_verdict(&line(31, 31, false, true), CountUnit::Points, true),
            "best 5-5: with perfect play from there, the bid made where yours could be set"
        );
        let mut forced = line(3, 4, true, true);
        forced.choices = 1;
        assert_eq!(
            play_verdict(&forced, CountUnit::Tricks, true),
            "the only legal play"
        );
    }

    /// A table of two trumps (Fives, then Blanks) for bids 30 to 34.
    fn advice(chances: [[f32; 2]; 5]) -> crate::coach::Advice {
        use bones_engine::{Declaration, Pip, Trump};
        crate::coach::Advice {
            trumps: vec![
                Declaration::Trump(Trump::Suit(Pip::ALL[5])),
                Declaration::Trump(Trump::Suit(Pip::ALL[0])),
            ],
            lines: chances
                .iter()
                .zip(30u8..)
                .map(|(c, n)| crate::coach::AdviceLine {
                    bid: Bid::Points(n),
                    chances: c.to_vec(),
                })
                .collect(),
            worlds: 16,
        }
    }

    #[test]
    fn a_bid_is_judged_by_the_advisors_odds_at_its_turn() {
        let table = advice([
            [0.66, 0.59],
            [0.66, 0.52],
            [0.52, 0.41],
            [0.44, 0.41],
            [0.38, 0.31],
        ]);
        let line = |action: &str| BidLine {
            action: action.parse().unwrap(),
            advice: table.clone(),
        };
        assert_eq!(
            bid_verdict(&line("bid 31")),
            (
                "You bid 31: the advisor gave it 66% with Fives.".to_owned(),
                true
            )
        );
        assert_eq!(
            bid_verdict(&line("bid 34")),
            (
                "You bid 34: the advisor gave it 38% at best with Fives; even odds stopped at 32."
                    .to_owned(),
                false
            )
        );
        assert_eq!(
            bid_verdict(&line("pass")),
            (
                "You passed, though the advisor gave even odds or better up to 32 with Fives."
                    .to_owned(),
                false
            )
        );
        let passed = |chances| BidLine {
            action: Action::Pass,
            advice: advice(chances),
        };
        // Only the lowest bid at even odds: its own chance, not a range.
        assert_eq!(
            bid_verdict(&passed([
                [0.54, 0.2],
                [0.45, 0.2],
                [0.2, 0.1],
                [0.1, 0.1],
                [0.1, 0.0]
            ])),
            (
                "You passed, though the advisor gave 54% to a bid of 30 with Fives.".to_owned(),
                false
            )
        );
        let weak = passed([[0.41, 0.2], [0.3, 0.2], [0.2, 0.1], [0.1, 0.1], [0.1, 0.0]]);
        assert_eq!(
            bid_verdict(&weak),
            (
                "You passed: no bid had even odds (best: 30 with Fives, 41%).".to_owned(),
                true
            )
        );
        let reckless = BidLine {
            action: "bid 32".parse().unwrap(),
            ..weak
        };
        assert_eq!(
            bid_verdict(&reckless),
            (
                "You bid 32: the advisor gave it 20% at best with Fives; no bid had even odds."
                    .to_owned(),
                false
            )
        );
    }

    #[test]
    fn a_hand_laid_down_is_told_with_the_tiles_that_went_in_for_the_player() {
        assert_eq!(
            laid_down_words("Cleo", 5, 2),
            " Cleo laid the hand down at trick 5: your 2 tiles from there went in for you."
        );
        assert_eq!(
            laid_down_words("Ada", 7, 1),
            " Ada laid the hand down at trick 7: your tile from there went in for you."
        );
        assert_eq!(
            laid_down_words("You", 4, 0),
            " You laid the hand down at trick 4."
        );
        let seating = Seating::four(Seat::FIRST);
        let cleo = seating.clockwise_from_me().nth(3).unwrap();
        assert_eq!(
            trick_laid_down_words(seating, cleo),
            "Cleo laid the hand down: every trick from here was Cleo's."
        );
        assert_eq!(
            trick_laid_down_words(seating, Seat::FIRST),
            "You laid the hand down: every trick from here was yours."
        );
    }

    #[test]
    fn the_summary_counts_choices_not_forced_plays() {
        assert_eq!(
            summary_words(1, 3, 1),
            "You made the best play at 1 of your 3 choices; 1 more play was forced."
        );
        assert_eq!(
            summary_words(2, 2, 3),
            "You made the best play at 2 of your 2 choices; 3 more plays were forced."
        );
        assert_eq!(
            summary_words(7, 7, 0),
            "You made the best play at 7 of your 7 choices."
        );
        assert_eq!(
            summary_words(0, 1, 6),
            "Your one choice was not the best play; 6 more plays were forced."
        );
        assert_eq!(summary_words(0, 0, 2), "Every play was forced.");
    }

    #[test]
    fn the_note_says_what_counts_where_the_score_is_coarser_than_the_count() {
        let made = |unit| what_counts(Judged::MadeOrSet, unit);
        assert!(made(CountUnit::Points).ends_with(": points that would not change it are no loss."));
        assert!(made(CountUnit::Tricks).ends_with(": tricks that would not change it are no loss."));
        assert_eq!(
            made(CountUnit::TricksLost),
            " Only whether the bid is made counts."
        );
        assert_eq!(what_counts(Judged::EveryCount, CountUnit::Points), "");
        assert!(
            what_counts(Judged::EuchrePoints, CountUnit::Tricks).contains("Only the points count")
        );
    }

    /// A candidate the hint weighed, by the action's typed name.
    fn weighed(action: &str, value: f32) -> Weighed {
        Weighed {
            action: action.parse().unwrap(),
            value,
            make_chance: None,
        }
    }

    #[test]
    fn a_euchre_bidding_turn_is_judged_by_hards_values_against_its_bars() {
        let line = |action: &str, evaluations: Vec<Weighed>| EuchreBidLine {
            action: action.parse().unwrap(),
            evaluations,
            above: 0.7,
            alone_above: Some(0.95),
        };
        let weak = vec![weighed("order", 0.44), weighed("order alone", -1.81)];
        assert_eq!(
            euchre_bid_verdict(&line("pass", weak.clone())),
            (
                "You passed, as Hard would: it valued its best, ordering up, at +0.44, under its bar of +0.70.".to_owned(),
                true
            )
        );
        assert_eq!(
            euchre_bid_verdict(&line("order", weak)),
            (
                "You ordered up: Hard valued it at +0.44, under its bar of +0.70.".to_owned(),
                false
            )
        );
        // Alone over the make's bar but under its own: judged by its own.
        let strong = vec![weighed("order alone", 0.9), weighed("order", 0.85)];
        assert_eq!(
            euchre_bid_verdict(&line("order alone", strong.clone())),
            (
                "You ordered up alone: Hard valued it at +0.90, under its bar of +0.95.".to_owned(),
                false
            )
        );
        assert_eq!(
            euchre_bid_verdict(&line("pass", strong)),
            (
                "You passed, though Hard valued ordering up at +0.85, over its bar of +0.70."
                    .to_owned(),
                false
            )
        );
        let called = EuchreBidLine {
            action: "call 5".parse().unwrap(),
            evaluations: vec![weighed("call 5", 1.2)],
            above: 0.7,
            alone_above: None,
        };
        assert_eq!(
            euchre_bid_verdict(&called),
            (
                "You called fives: Hard valued it at +1.20, over its bar of +0.70.".to_owned(),
                true
            )
        );
    }

    #[test]
    fn a_trump_call_is_judged_by_hards_values_at_the_precision_shown() {
        let line = |named: &str, evaluations: Vec<Weighed>| TrumpLine {
            action: named.parse().unwrap(),
            evaluations,
        };
        let chances = vec![
            weighed("trump 0", 0.312),
            weighed("trump 2", 0.308),
            weighed("trump 6", 0.312),
            weighed("trump 5", 0.19),
        ];
        let marks = ValueScale::MakeChance;
        assert_eq!(
            trump_verdict(&line("trump 0", chances.clone()), marks),
            (
                "You named Blanks: Hard gave it a 31% chance of making, the best of the trumps it weighed.".to_owned(),
                true
            )
        );
        // 30.8% shows as 31%, as the best does: no worse, as far as shown.
        assert!(trump_verdict(&line("trump 2", chances.clone()), marks).1);
        assert_eq!(
            trump_verdict(&line("trump 5", chances), marks),
            (
                "You named Fives: Hard gave it a 19% chance of making; Blanks had 31%.".to_owned(),
                false
            )
        );
        let points = vec![weighed("trump 0", 6.1), weighed("trump 3", -39.6)];
        assert_eq!(
            trump_verdict(&line("trump 3", points), ValueScale::PointsDifference),
            (
                "You named Treys: Hard gave it -39.6 pts expected; Blanks had +6.1 pts.".to_owned(),
                false
            )
        );
    }

    #[test]
    fn a_trick_reads_from_its_leader() {
        let s = Seating::four(Seat::FIRST);
        let plays: Vec<(Seat, Tile)> = ["6-4", "5-4", "4-4", "4-1"]
            .iter()
            .enumerate()
            .map(|(i, t)| (Seat::new(i as u8).unwrap(), t.parse().unwrap()))
            .collect();
        let words = trick_words(s, &plays);
        assert_eq!(words.len(), 4);
        assert_eq!(words[0], "You led 6-4");
        assert!(words[1].ends_with(" 5-4"), "{words:?}");
    }
}
