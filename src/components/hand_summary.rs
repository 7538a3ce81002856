//! The end of a hand: the contract, whether it was made, the points each
//! side took and what each side scored.

use bones_engine::{Scoring, Team};
use yew::prelude::*;

use crate::seating::Seating;
use crate::store::HandEnd;
use crate::text;

/// Props of [`HandSummary`].
#[derive(Properties, PartialEq)]
pub struct HandSummaryProps {
    /// The hand's end.
    pub end: HandEnd,
    /// Who sits where.
    pub seating: Seating,
    /// Marks or points.
    pub scoring: Scoring,
    /// Game score after the hand: (us, them).
    pub score: (u16, u16),
    /// Whether the game is over with this hand.
    pub game_over: bool,
    /// Close the summary.
    pub on_next: Callback<()>,
}

/// The end-of-hand summary.
#[component]
pub fn HandSummary(props: &HandSummaryProps) -> Html {
    let r = &props.end.result;
    let s = props.seating;
    let us = s.my_team();
    let them = Team::new(1 - u8::try_from(us.index()).unwrap_or(0)).unwrap_or(us);
    let bidder = s.name(r.contract.bidder);
    let ours = s.is_partner_or_me(r.contract.bidder);
    let declared = r
        .contract
        .declaration
        .map(|d| format!(" · {}", text::declaration(d)))
        .unwrap_or_default();
    let verdict = match (r.made, ours) {
        (true, true) => "Made it!",
        (true, false) => "They made it",
        (false, true) => "Set!",
        (false, false) => "We set them!",
    };
    let unit = |n: u16| match props.scoring {
        Scoring::Marks => text::marks(n),
        Scoring::Points => format!("{n} points"),
    };
    let gained: Vec<String> = [us, them]
        .into_iter()
        .filter(|t| r.score[t.index()] > 0)
        .map(|t| format!("{} +{}", s.team_name(t), unit(r.score[t.index()])))
        .collect();
    let onclick = props.on_next.reform(|_: MouseEvent| ());
    html! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="hand-title">
            <div class={classes!("sheet", "summary", if r.made == ours { "good" } else { "bad" })}
                 data-hand-summary={r.hand.to_string()} data-made={r.made.to_string()}
                 data-us-points={r.points[us.index()].to_string()}
                 data-them-points={r.points[them.index()].to_string()}>
                <p class="eyebrow">{ format!("Hand {}", r.hand + 1) }</p>
                <h2 id="hand-title">{ verdict }</h2>
                <p class="summary-contract">{ format!("{bidder} bid {}{declared}", text::bid(r.contract.bid)) }</p>
                <div class="summary-points">
                    <div><span class="big">{ r.points[us.index()] }</span><span>{ "Us" }</span></div>
                    <div class="vs">{ "points" }</div>
                    <div><span class="big">{ r.points[them.index()] }</span><span>{ "Them" }</span></div>
                </div>
                <p class="summary-gain">{ gained.join(" · ") }</p>
                <p class="summary-score">{ format!("Score: Us {} – Them {}", props.score.0, props.score.1) }</p>
                <button type="button" class="btn primary" data-testid="next-hand" {onclick} autofocus=true>
                    { if props.game_over { "See the result" } else { "Next hand" } }
                </button>
            </div>
        </div>
    }
}
