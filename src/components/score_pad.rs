//! The score pad: marks as tallies (or points in the points game), and the
//! points each side has taken in the hand being played.

use bones_engine::Scoring;
use yew::prelude::*;

use super::tally::Tally;

/// Props of [`ScorePad`].
#[derive(Properties, PartialEq)]
pub struct ScorePadProps {
    /// Game score: (us, them).
    pub score: (u16, u16),
    /// Marks or points.
    pub scoring: Scoring,
    /// Marks or points to win.
    pub target: u16,
    /// Points taken this hand: (us, them), while a hand is played.
    #[prop_or_default]
    pub hand: Option<(u16, u16)>,
    /// The contract in words ("Ben 31 · fives trump").
    #[prop_or_default]
    pub contract: Option<AttrValue>,
    /// The small pad that lies on the table on narrow screens.
    #[prop_or_default]
    pub compact: bool,
}

/// The score pad.
#[component]
pub fn ScorePad(props: &ScorePadProps) -> Html {
    let marks = props.scoring == Scoring::Marks;
    let column = |name: &'static str, score: u16, hand: Option<u16>, key: &'static str| {
        html! {
            <div class={classes!("score-col", key)} data-team={key}>
                <div class="score-name">{ name }</div>
                <div class="score-total" data-score={score.to_string()}>
                    if marks { <Tally count={score} /> }
                    <span class="score-number">{ score }</span>
                </div>
                <div class="score-hand" data-hand-points={hand.map(|h| h.to_string())}>
                    { hand.map_or_else(|| "–".to_owned(), |h| format!("{h} pts")) }
                </div>
            </div>
        }
    };
    let (us, them) = props.score;
    html! {
        <section class={classes!("score-pad", props.compact.then_some("compact"))} aria-label="Score">
            <div class="score-cols">
                { column("Us", us, props.hand.map(|h| h.0), "us") }
                { column("Them", them, props.hand.map(|h| h.1), "them") }
            </div>
            if !props.compact {
                <div class="score-foot">
                    { format!("{} to {}", if marks { "Marks" } else { "Points" }, props.target) }
                    if let Some(c) = props.contract.clone() { <span class="score-contract">{ c }</span> }
                </div>
            }
        </section>
    }
}
