//! The player's bid: only the bids the engine lists as legal now.

use bones_engine::{Action, Bid};
use yew::prelude::*;

use crate::text;

/// Props of [`BiddingPanel`].
#[derive(Properties, PartialEq)]
pub struct BiddingProps {
    /// The engine's legal actions for the player (bids and pass).
    pub legal: Vec<Action>,
    /// The bid to beat, in words ("Ben: 31"), if any.
    #[prop_or_default]
    pub high: Option<AttrValue>,
    /// Bid or pass.
    pub on_action: Callback<Action>,
}

fn button(action: Action, on_action: &Callback<Action>, class: &'static str) -> Html {
    let onclick = on_action.reform(move |_: MouseEvent| action);
    // Who names trump after Splash and Plunge is the point of those bids.
    let note = match action {
        Action::Bid(Bid::Splash(_) | Bid::Plunge(_)) => Some("partner names trump"),
        Action::Bid(Bid::LowNo) => Some("Nel-O, 1 mark"),
        _ => None,
    };
    html! {
        <button type="button" class={classes!("bid-btn", class, note.is_some().then_some("noted"))}
                data-action={action.to_string()} {onclick}>
            <span>{ text::action(action) }</span>
            if let Some(n) = note { <small class="bid-note">{ n }</small> }
        </button>
    }
}

/// The bidding panel.
#[component]
pub fn BiddingPanel(props: &BiddingProps) -> Html {
    let of = |keep: fn(&Action) -> bool| -> Vec<Action> {
        props.legal.iter().copied().filter(keep).collect()
    };
    let points = of(|a| matches!(a, Action::Bid(Bid::Points(_))));
    let marks = of(|a| matches!(a, Action::Bid(Bid::Marks(_))));
    let special = of(|a| matches!(a, Action::Bid(Bid::Splash(_) | Bid::Plunge(_) | Bid::LowNo)));
    let can_pass = props.legal.contains(&Action::Pass);
    html! {
        <section class="panel bidding" aria-label="Your bid" data-panel="bidding">
            <header class="panel-head">
                <h2>{ "Your bid" }</h2>
                <p class="panel-sub">
                    { props.high.clone().map_or_else(|| AttrValue::from("No bids yet"), |h| AttrValue::from(format!("High bid: {h}"))) }
                </p>
            </header>
            <div class="bid-grid" data-count={points.len().to_string()}>
                { for points.iter().map(|a| button(*a, &props.on_action, "points")) }
            </div>
            <div class="bid-row">
                { for marks.iter().map(|a| button(*a, &props.on_action, "marks")) }
                { for special.iter().map(|a| button(*a, &props.on_action, "special")) }
                if can_pass { { button(Action::Pass, &props.on_action, "pass") } }
            </div>
            if !can_pass {
                <p class="panel-note">{ "Everyone else passed: as dealer you must bid." }</p>
            }
        </section>
    }
}
