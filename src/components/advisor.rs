//! The bidding advisor (a setting, off by default): on the player's
//! bidding turn in Texas 42, Texas 88 and the Big Game, a table of the
//! chance of making each bid level with each of the hand's best trumps,
//! from the same simulation the bots bid by (sampled deals solved with
//! every hand visible, then calibrated to the chance seen in play).
//!
//! The table is asked for once per turn; the page stays live while the
//! worker simulates.

use bones_engine::{Action, Bid, View};
use yew::prelude::*;

use crate::coach::{Advice, CoachAnswer, CoachAsk, CoachKind, CoachTicket, COACH_SEED_SALT};
use crate::coach_client::{Asked, CoachClient};
use crate::protocol::{decision_seed, GameId};
use crate::text;

/// Props of [`Advisor`].
#[derive(Properties, PartialEq)]
pub struct AdvisorProps {
    /// The coach's worker.
    pub client: CoachClient,
    /// The game.
    pub game: GameId,
    /// Actions applied so far.
    pub turn: u32,
    /// The game's deal seed.
    pub seed: u64,
    /// The player's view, on a bidding turn.
    pub view: View,
}

/// How a chance reads in a cell, and how it is shaded: sure (75% and
/// up), a coin toss (40% to 75%), or unlikely.
#[must_use]
pub fn chance_cell(chance: f32) -> (String, &'static str) {
    let pct = (chance * 100.0).clamp(0.0, 100.0);
    let class = if pct >= 75.0 {
        "likely"
    } else if pct >= 40.0 {
        "even"
    } else {
        "unlikely"
    };
    (format!("{}%", text::fixed(pct, 0, false)), class)
}

/// The highest bid whose best chance is at least `at`, and the trump
/// (its column) giving that chance: "even odds up to 34 in fives".
#[must_use]
pub fn highest_at(advice: &Advice, at: f32) -> Option<(Bid, usize)> {
    advice.lines.iter().rev().find_map(|l| {
        let (column, best) = l.best()?;
        (best >= at).then_some((l.bid, column))
    })
}

/// " with Fives": the trump of a column of the table, to follow a bid in
/// a sentence (nothing for a column the table does not have).
#[must_use]
pub fn with_trump(advice: &Advice, column: usize) -> String {
    advice
        .trumps
        .get(column)
        .map(|&d| format!(" with {}", text::declaration(d)))
        .unwrap_or_default()
}

/// The advisor's table for the player's bidding turn.
#[component]
pub fn Advisor(props: &AdvisorProps) -> Html {
    let state = use_state_eq(|| None::<Asked<Advice>>);
    let hidden = use_state_eq(|| None::<CoachTicket>);
    // Phones show the summary first and the table on request (it covers
    // the bidding panel); wide screens always show it.
    let expanded = use_state_eq(|| false);
    let ticket = CoachTicket {
        game: props.game,
        turn: props.turn,
        kind: CoachKind::Advice,
    };
    {
        let client = props.client.clone();
        let state = state.clone();
        let view = props.view.clone();
        let seed = decision_seed(props.seed, props.turn, COACH_SEED_SALT);
        use_effect_with(ticket, move |&ticket| {
            if state.as_ref().is_none_or(|s| s.ticket() != ticket) {
                let ask = CoachAsk::Advice { view, seed };
                client.ask_for(ticket, ask, &state, |answer| match answer {
                    CoachAnswer::Advice(advice) => Ok(advice),
                    other => Err(other.refusal()),
                });
            }
            move || client.forget(ticket)
        });
    }
    if *hidden == Some(ticket) {
        return Html::default();
    }
    let close = {
        let hidden = hidden.clone();
        Callback::from(move |_: MouseEvent| hidden.set(Some(ticket)))
    };
    let current = state.as_ref().filter(|s| s.ticket() == ticket);
    let body = match current {
        None | Some(Asked::Thinking(_)) => html! {
            <p class="coach-note thinking" aria-busy="true">{ "Simulating your hand…" }</p>
        },
        Some(Asked::Failed(_, why)) => html! {
            <p class="coach-note">{ format!("No advice this time: {why}.") }</p>
        },
        Some(Asked::Shown(_, advice)) => {
            let legal = |b: Bid| props.view.legal.contains(&Action::Bid(b));
            let heads = advice
                .trumps
                .iter()
                .map(|&d| html! { <th scope="col">{ text::declaration(d) }</th> });
            let rows = advice.lines.iter().filter(|l| legal(l.bid)).map(|line| {
                let best = line.best().map(|(i, _)| i);
                let cells = line.chances.iter().enumerate().map(|(i, &c)| {
                    let (words, class) = chance_cell(c);
                    html! { <td class={classes!(class, (Some(i) == best).then_some("best"))}>{ words }</td> }
                });
                html! {
                    <tr data-bid={line.bid.to_string()}>
                        <th scope="row">{ text::bid(line.bid) }</th>
                        { for cells }
                    </tr>
                }
            });
            let summary = match highest_at(advice, 0.5) {
                Some((b, column)) => format!(
                    "Even odds or better up to {}{}.",
                    text::bid(b),
                    with_trump(advice, column)
                ),
                None => "No bid is even odds: consider passing.".to_owned(),
            };
            let toggle = {
                let expanded = expanded.clone();
                Callback::from(move |_: MouseEvent| expanded.set(!*expanded))
            };
            html! {
                <>
                    <p class="coach-note advice-summary">
                        <span class="advice-words">{ summary }</span>
                        <button type="button" class="btn ghost advice-toggle" data-testid="advice-toggle"
                                aria-expanded={expanded.to_string()} onclick={toggle}>
                            { if *expanded { "Hide table" } else { "Show table" } }
                        </button>
                    </p>
                    <div class="advice-scroll">
                        <table class="advice-table">
                            <thead><tr><th scope="col">{ "Bid" }</th>{ for heads }</tr></thead>
                            <tbody>{ for rows }</tbody>
                        </table>
                    </div>
                    <p class="coach-fine">{ format!("Chance of making each bid with each trump, over {} simulated deals.", advice.worlds) }</p>
                </>
            }
        }
    };
    html! {
        <section class={classes!("coach-card", "advisor-card", expanded.then_some("open"))}
                 aria-label="Bidding advisor" data-advisor="">
            <div class="card-head">
                <p class="coach-eyebrow">{ "Bidding advisor" }</p>
                <button type="button" class="icon-btn" aria-label="Hide the advisor for this bid" onclick={close}>{ "✕" }</button>
            </div>
            { body }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::AdviceLine;

    #[test]
    fn cells_read_as_percentages_and_shade_by_odds() {
        assert_eq!(chance_cell(0.9), ("90%".to_owned(), "likely"));
        assert_eq!(chance_cell(0.5), ("50%".to_owned(), "even"));
        assert_eq!(chance_cell(0.126), ("13%".to_owned(), "unlikely"));
    }

    #[test]
    fn the_summary_names_the_highest_even_bid() {
        let line = |n: u8, c: [f32; 2]| AdviceLine {
            bid: Bid::Points(n),
            chances: c.to_vec(),
        };
        let advice = Advice {
            trumps: Vec::new(),
            lines: vec![
                line(30, [0.9, 0.6]),
                line(31, [0.3, 0.55]),
                line(32, [0.2, 0.4]),
            ],
            worlds: 16,
        };
        assert_eq!(highest_at(&advice, 0.5), Some((Bid::Points(31), 1)));
        assert_eq!(highest_at(&advice, 0.95), None);
    }
}
