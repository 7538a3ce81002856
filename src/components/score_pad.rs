//! The score pad: one column per side (two partnerships, or three players
//! in three-handed Euchre), marks as tallies or points as numbers, and what
//! each side has taken in the hand being played (points, or tricks in
//! Euchre).

use yew::prelude::*;

use super::tally::Tally;
use crate::text;

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

/// What the hand column counts: the points taken, or the tricks (Euchre,
/// and the 42 contracts won by tricks, such as Nel-O).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandUnit {
    /// Points taken ("12 pts").
    Points,
    /// Tricks taken ("2 tricks").
    Tricks,
}

impl HandUnit {
    /// "12 pts", "1 trick": the pad's narrow line.
    fn short(self, n: u16) -> String {
        match self {
            Self::Points => text::counted(n.into(), "pt"),
            Self::Tricks => text::counted(n.into(), "trick"),
        }
    }

    /// "12 points", "1 trick": the words a screen reader says.
    fn spoken(self, n: u16) -> String {
        match self {
            Self::Points => text::points(n),
            Self::Tricks => text::counted(n.into(), "trick"),
        }
    }
}

/// One side's column as a screen reader says it: "Us: 3 marks, 12 points
/// this hand". Drawn, the name is in capitals, which Chrome passes on, so
/// "US" was read as initials; the marks were read twice (the tallies' and
/// the number's) and "pts" letter by letter.
fn spoken_column(c: &ScoreColumn, marks: bool, unit: HandUnit) -> String {
    let total = if marks {
        text::marks(c.score)
    } else {
        text::points(c.score)
    };
    match c.hand {
        Some(h) => format!("{}: {total}, {} this hand", c.name, unit.spoken(h)),
        None => format!("{}: {total}", c.name),
    }
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
    /// What the hand column counts.
    #[prop_or(HandUnit::Points)]
    pub hand_unit: HandUnit,
    /// The contract in words ("Ben 31 · Fives").
    #[prop_or_default]
    pub contract: Option<AttrValue>,
    /// The small pad that lies on the table on narrow screens.
    #[prop_or_default]
    pub compact: bool,
}

/// The score pad.
#[component]
pub fn ScorePad(props: &ScorePadProps) -> Html {
    let column = |c: &ScoreColumn| {
        html! {
            <div class={classes!("score-col", c.key.to_string(), c.mine.then_some("mine"))} data-team={c.key.clone()}>
                <span class="sr-only">{ spoken_column(c, props.marks, props.hand_unit) }</span>
                <div class="score-name" aria-hidden="true">{ c.name.clone() }</div>
                <div class="score-total" data-score={c.score.to_string()} aria-hidden="true">
                    if props.marks { <Tally count={c.score} /> }
                    <span class="score-number">{ c.score }</span>
                </div>
                <div class="score-hand" data-hand-points={c.hand.map(|h| h.to_string())} aria-hidden="true">
                    { c.hand.map_or_else(|| "–".to_owned(), |h| props.hand_unit.short(h)) }
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
    use super::{spoken_column, HandUnit, ScoreColumn};

    #[test]
    fn one_trick_is_singular() {
        assert_eq!(HandUnit::Tricks.short(1), "1 trick");
        assert_eq!(HandUnit::Tricks.short(3), "3 tricks");
        assert_eq!(HandUnit::Points.short(1), "1 pt");
        assert_eq!(HandUnit::Points.short(12), "12 pts");
    }

    fn column(name: &'static str, score: u16, hand: Option<u16>) -> ScoreColumn {
        ScoreColumn {
            key: "us".into(),
            name: name.into(),
            score,
            hand,
            mine: true,
        }
    }

    #[test]
    fn a_column_is_said_in_words_not_abbreviations() {
        let cases = [
            (
                "Us",
                3,
                Some(12),
                true,
                HandUnit::Points,
                "Us: 3 marks, 12 points this hand",
            ),
            (
                "Them",
                1,
                Some(1),
                true,
                HandUnit::Points,
                "Them: 1 mark, 1 point this hand",
            ),
            ("Us", 120, None, false, HandUnit::Points, "Us: 120 points"),
            (
                "Ada",
                1,
                Some(2),
                false,
                HandUnit::Tricks,
                "Ada: 1 point, 2 tricks this hand",
            ),
            (
                "You",
                0,
                Some(1),
                false,
                HandUnit::Tricks,
                "You: 0 points, 1 trick this hand",
            ),
        ];
        for (name, score, hand, marks, unit, said) in cases {
            assert_eq!(spoken_column(&column(name, score, hand), marks, unit), said);
        }
    }
}
