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
    /// What the seats beside the player said, in words ("Ada: Pass · Eve:
    /// 66"), where the panel covers them (88's six seats on phones).
    #[prop_or_default]
    pub beside: Option<AttrValue>,
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

/// Points bids shown on phones before the rest are asked for: two rows.
/// The Big Game's ladder (42 to 66, 25 bids) would otherwise fill the felt
/// and hide every seat during the auction; the lowest bids are the usual
/// ones. Ladders of up to [`FOLD_ABOVE`] bids (42's 12, 88's 15) show
/// whole: folding 88's would save one row and still cover its lower side
/// seats, which sit low on the felt.
const FOLDED_SHOWN: usize = 12;
/// The longest ladder shown whole on phones.
const FOLD_ABOVE: usize = 15;

/// The bidding panel.
#[component]
pub fn BiddingPanel(props: &BiddingProps) -> Html {
    let unfolded = use_state(|| false);
    let of = |keep: fn(&Action) -> bool| -> Vec<Action> {
        props.legal.iter().copied().filter(keep).collect()
    };
    let points = of(|a| matches!(a, Action::Bid(Bid::Points(_))));
    // The higher bids (class `later`) wait behind a button on phones
    // (styles: `.folded`); a hinted one shows anyway.
    let foldable = points.len() > FOLD_ABOVE;
    let folded = foldable && !*unfolded;
    let higher = foldable.then(|| {
        let words = |a: Option<&Action>| a.map(|&a| text::action(a)).unwrap_or_default();
        let range = format!(
            "{}–{}",
            words(points.get(FOLDED_SHOWN)),
            words(points.last())
        );
        let toggle = {
            let unfolded = unfolded.clone();
            Callback::from(move |_: MouseEvent| unfolded.set(!*unfolded))
        };
        html! {
            <button type="button" class="bid-btn more-bids" data-testid="more-bids"
                    aria-expanded={(!folded).to_string()} onclick={toggle}>
                { if folded { format!("Higher: {range}") } else { "Fewer bids".to_owned() } }
            </button>
        }
    });
    let marks = of(|a| matches!(a, Action::Bid(Bid::Marks(_))));
    let special = of(|a| matches!(a, Action::Bid(Bid::Splash(_) | Bid::Plunge(_) | Bid::LowNo)));
    let can_pass = props.legal.contains(&Action::Pass);
    // `ladder`: a ladder of bids, not Euchre's calls (which share
    // `bidding`); short screens run its bids and buttons on in one flow.
    html! {
        <section class="panel bidding ladder" aria-label="Your bid" data-panel="bidding">
            <header class="panel-head">
                <h2>{ "Your bid" }</h2>
                <p class="panel-sub">
                    { props.high.clone().map_or_else(|| AttrValue::from("No bids yet"), |h| AttrValue::from(format!("High bid: {h}"))) }
                </p>
            </header>
            if let Some(b) = props.beside.clone() {
                <p class="panel-beside" data-beside="">{ b }</p>
            }
            <div class={classes!("bid-grid", folded.then_some("folded"))} data-count={points.len().to_string()}>
                { for points.iter().enumerate().map(|(i, a)| {
                    let later = foldable && i >= FOLDED_SHOWN;
                    button(*a, &props.on_action, if later { "points later" } else { "points" })
                }) }
            </div>
            <div class="bid-row">
                { for higher }
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
