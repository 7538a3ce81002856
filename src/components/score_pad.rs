//! The score pad: one column per side (two partnerships, or three players
//! in three-handed Euchre), marks as tallies or points as numbers, and what
//! each side has taken in the hand being played (points, or tricks in
//! Euchre).

use yew::prelude::*;

use super::tally::Tally;

/// One side's column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreColumn {
    /// A stable key for tests and styles: `us`, `them`, or `team0`...
    pub key: AttrValue,
    /// "Us", "Them", "You", "Ada".
    pub name: AttrValue,
    /// Game score.
    pub score: u16,
    /// Taken this hand, while a hand is played.
    pub hand: Option<u16>,
    /// The player's side.
    pub mine: bool,
}

/// Props of [`ScorePad`].
#[derive(Properties, PartialEq)]
pub struct ScorePadProps {
    /// One column per side, the player's first.
    pub columns: Vec<ScoreColumn>,
    /// Marks (drawn as tallies) rather than points.
    pub marks: bool,
    /// "Marks to 7", "Points to 500", "First to 5".
    pub goal: AttrValue,
    /// What the hand column counts: "pts" or "tricks".
    #[prop_or(AttrValue::Static("pts"))]
    pub hand_unit: AttrValue,
    /// The contract in words ("Ben 31 · Fives").
    #[prop_or_default]
    pub contract: Option<AttrValue>,
    /// The small pad that lies on the table on narrow screens.
    #[prop_or_default]
    pub compact: bool,
}

/// "12 pts", "1 pt", "1 trick", "3 tricks".
fn hand_words(n: u16, unit: &str) -> String {
    match (n, unit.strip_suffix('s')) {
        (1, Some(one)) => format!("1 {one}"),
        _ => format!("{n} {unit}"),
    }
}

/// The score pad.
#[component]
pub fn ScorePad(props: &ScorePadProps) -> Html {
    let column = |c: &ScoreColumn| {
        html! {
            <div class={classes!("score-col", c.key.to_string(), c.mine.then_some("mine"))} data-team={c.key.clone()}>
                <div class="score-name">{ c.name.clone() }</div>
                <div class="score-total" data-score={c.score.to_string()}>
                    if props.marks { <Tally count={c.score} /> }
                    <span class="score-number">{ c.score }</span>
                </div>
                <div class="score-hand" data-hand-points={c.hand.map(|h| h.to_string())}>
                    { c.hand.map_or_else(|| "–".to_owned(), |h| hand_words(h, &props.hand_unit)) }
                </div>
            </div>
        }
    };
    let count = props.columns.len();
    // Two pads show on a phone with the log open: each landmark its own name.
    let label = if props.compact {
        "Score"
    } else {
        "Score sheet"
    };
    html! {
        <section class={classes!("score-pad", props.compact.then_some("compact"))} aria-label={label}
                 data-sides={count.to_string()} style={format!("--sides:{count}")}>
            <div class="score-cols">{ for props.columns.iter().map(column) }</div>
            if !props.compact {
                <div class="score-foot">
                    { props.goal.clone() }
                    if let Some(c) = props.contract.clone() { <span class="score-contract">{ c }</span> }
                </div>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::hand_words;

    #[test]
    fn one_trick_is_singular() {
        assert_eq!(hand_words(1, "tricks"), "1 trick");
        assert_eq!(hand_words(3, "tricks"), "3 tricks");
        assert_eq!(hand_words(1, "pts"), "1 pt");
        assert_eq!(hand_words(12, "pts"), "12 pts");
    }
}
