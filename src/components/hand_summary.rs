//! The end of a hand: the contract, whether it was made, what each side
//! took (points, or tricks in Euchre, Nel-O and Sevens), whether it ended
//! early, and what each side scored.

use bones_engine::{GameKind, Rules, Scoring, Team};
use yew::prelude::*;

use super::dialog::Dialog;
use crate::seating::Seating;
use crate::store::{counted_in_tricks, taken, HandEnd};
use crate::text;

/// Props of [`HandSummary`].
#[derive(Properties, PartialEq)]
pub struct HandSummaryProps {
    /// The hand's end.
    pub end: HandEnd,
    /// Who sits where.
    pub seating: Seating,
    /// The game's rules (how a hand is counted and scored).
    pub rules: Rules,
    /// Game score of each side after the hand.
    pub scores: [u16; Team::MAX],
    /// Whether the game is over with this hand.
    pub game_over: bool,
    /// Close the summary.
    pub on_next: Callback<()>,
    /// More about the hand, below the score (the hand review).
    #[prop_or_default]
    pub children: Html,
}

/// "Made it!", "Euchred!", "Ada made it"...: the verdict, seen from the
/// player's side.
fn verdict(made: bool, ours: bool, euchre: bool, bidder: &str, alone: bool) -> String {
    match (made, ours, euchre, alone) {
        (true, true, _, _) => "Made it!".into(),
        (true, false, _, true) => format!("{bidder} made it"),
        (true, false, _, false) => "They made it".into(),
        (false, true, true, _) => "Euchred!".into(),
        (false, true, false, _) => "Set!".into(),
        (false, false, true, true) => format!("{bidder} is euchred!"),
        (false, false, true, false) => "We euchred them!".into(),
        (false, false, false, _) => "We set them!".into(),
    }
}

/// The end-of-hand summary.
#[component]
pub fn HandSummary(props: &HandSummaryProps) -> Html {
    let r = &props.end.result;
    let s = props.seating;
    let euchre = props.rules.kind() == GameKind::Euchre;
    let us = s.my_team();
    let bidder = s.name(r.contract.bidder);
    let bidders = s.team_of(r.contract.bidder);
    let ours = bidders == us;
    let contract = if euchre {
        // In a sentence, as the log says it: "Ada made sixes trump".
        let trump = r
            .contract
            .declaration
            .map(|d| d.describe())
            .unwrap_or_default();
        let alone = if r.contract.bid.goes_alone() {
            " alone"
        } else {
            ""
        };
        format!("{bidder} made {trump}{alone}")
    } else {
        let declared = r
            .contract
            .declaration
            .map(|d| format!(" · {}", text::declaration(d)))
            .unwrap_or_default();
        format!("{bidder} bid {}{declared}", text::bid(r.contract.bid))
    };
    let unit = |n: u16| match (euchre, props.rules.scoring()) {
        (false, Scoring::Marks) => text::marks(n),
        _ => text::points(n),
    };
    let teams: Vec<Team> = s.teams_from_mine().collect();
    let gained: Vec<String> = teams
        .iter()
        .filter(|t| r.score[t.index()] > 0)
        .map(|&t| format!("{} +{}", s.team_name(t), unit(r.score[t.index()])))
        .collect();
    let kind = props.rules.kind();
    let in_tricks = counted_in_tricks(kind, r.contract.declaration);
    let took = taken(kind, r);
    let taken = |t: Team| -> u16 { took[t.index()] };
    let score_line: Vec<String> = teams
        .iter()
        .map(|&t| format!("{} {}", s.team_name(t), props.scores[t.index()]))
        .collect();
    let them = teams.get(1).copied().unwrap_or(us);
    let onclick = props.on_next.reform(|_: MouseEvent| ());
    // A hand ended as soon as it was decided: its counts fall short of the
    // hand's whole, which would otherwise go unexplained.
    let early_end = (r.tricks_played > 0 && r.tricks_played < props.rules.hand_size())
        .then_some(r.tricks_played);
    let alone = s.each_alone();
    html! {
        <Dialog labelled_by="hand-title">
            <div class={classes!("sheet", "summary", if r.made == ours { "good" } else { "bad" })}
                 data-hand-summary={r.hand.to_string()} data-made={r.made.to_string()}
                 data-us-points={r.points[us.index()].to_string()}
                 data-them-points={r.points[them.index()].to_string()}
                 data-taken={teams.iter().map(|&t| taken(t).to_string()).collect::<Vec<_>>().join(",")}>
                // What was bid and taken, then what it scored and what
                // next: one column, or two side by side on short screens.
                <div class="summary-taken">
                    <p class="eyebrow">{ format!("Hand {}", r.hand + 1) }</p>
                    <h2 id="hand-title">{ verdict(r.made, ours, euchre, bidder, alone) }</h2>
                    <p class="summary-contract">{ contract }</p>
                    <p class="summary-unit">{ if in_tricks { "Tricks taken" } else { "Points taken" } }</p>
                    <div class="summary-points">
                        { for teams.iter().enumerate().map(|(i, &t)| html! {
                            <>
                                if i > 0 { <div class="vs" aria-hidden="true">{ "·" }</div> }
                                <div><span class="big">{ taken(t) }</span><span>{ s.team_name(t) }</span></div>
                            </>
                        }) }
                    </div>
                </div>
                <div class="summary-scored">
                    if let Some(after) = early_end {
                        <p class="summary-early" data-early-end={after.to_string()}>
                            { format!("Decided after trick {after}: the rest of the hand could not change it.") }
                        </p>
                    }
                    <p class="summary-gain">{ gained.join(" · ") }</p>
                    <p class="summary-score">{ format!("Score: {}", score_line.join(" – ")) }</p>
                    { props.children.clone() }
                    <button type="button" class="btn primary" data-testid="next-hand" {onclick} autofocus=true>
                        { if props.game_over { "See the result" } else { "Next hand" } }
                    </button>
                </div>
            </div>
        </Dialog>
    }
}

#[cfg(test)]
mod tests {
    use super::verdict;

    #[test]
    fn verdicts_read_from_the_players_side() {
        assert_eq!(verdict(true, true, false, "You", false), "Made it!");
        assert_eq!(verdict(false, false, false, "Ada", false), "We set them!");
        assert_eq!(verdict(false, true, true, "You", false), "Euchred!");
        assert_eq!(verdict(false, false, true, "Ada", true), "Ada is euchred!");
        assert_eq!(verdict(true, false, true, "Ben", true), "Ben made it");
    }
}
