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

/// Points bids on a phone's first page: three rows at 320 px, two held
/// sideways. The Big Game's ladder (42 to 66, 25 bids) would otherwise fill
/// the felt and hide every seat during the auction; the lowest bids are the
/// usual ones. Ladders of up to [`LONGEST_WHOLE`] bids (42's 12, 88's 15)
/// show whole: paging 88's would save one row and still cover its lower
/// side seats, which sit low on the felt.
const LOWER_PAGE: usize = 12;
/// The longest ladder shown whole on phones.
const LONGEST_WHOLE: usize = 15;

/// The bidding panel.
#[component]
pub fn BiddingPanel(props: &BiddingProps) -> Html {
    let higher_page = use_state(|| false);
    let of = |keep: fn(&Action) -> bool| -> Vec<Action> {
        props.legal.iter().copied().filter(keep).collect()
    };
    let points = of(|a| matches!(a, Action::Bid(Bid::Points(_))));
    // On phones, and wide windows up to 640 px tall, a long ladder shows
    // in two pages, the lowest bids (class `lower`) then the rest
    // (`higher`), a button between them (styles: `.bid-grid[data-page]`);
    // a hinted bid shows on either. Shown whole after "Higher", the
    // ladder scrolled inside the table and took Pass and the button back
    // out of sight (320 × 568, 568 × 320).
    let paged = points.len() > LONGEST_WHOLE;
    let page = if *higher_page { "higher" } else { "lower" };
    let flip = paged.then(|| {
        let words = |a: Option<&Action>| a.map(|&a| text::action(a)).unwrap_or_default();
        let (label, first, last) = if *higher_page {
            ("Lower", points.first(), points.get(LOWER_PAGE - 1))
        } else {
            ("Higher", points.get(LOWER_PAGE), points.last())
        };
        let onclick = {
            let higher_page = higher_page.clone();
            Callback::from(move |_: MouseEvent| higher_page.set(!*higher_page))
        };
        html! {
            <button type="button" class="bid-btn more-bids" data-testid="more-bids"
                    data-page={page} {onclick}>
                { format!("{label}: {}–{}", words(first), words(last)) }
            </button>
        }
    });
    let marks = of(|a| matches!(a, Action::Bid(Bid::Marks(_))));
    let special = of(|a| matches!(a, Action::Bid(Bid::Splash(_) | Bid::Plunge(_) | Bid::LowNo)));
    let can_pass = props.legal.contains(&Action::Pass);
    // A dealer everyone passed to is told so where the high bid would be:
    // a note of its own, after the bids, ran under the table's edge where
    // the bids fill it (88 and the Big Game at 568 × 320).
    let forced = !can_pass && props.high.is_none();
    let sub = match &props.high {
        Some(h) => format!("High bid: {h}"),
        None if forced => "All passed: you must bid".to_owned(),
        None => "No bids yet".to_owned(),
    };
    // `ladder`: a ladder of bids, not Euchre's calls (which share
    // `bidding`); short screens run its bids and buttons on in one flow.
    html! {
        <section class="panel bidding ladder" aria-label="Your bid" data-panel="bidding">
            <div class="panel-head">
                <h2>{ "Your bid" }</h2>
                <p class={classes!("panel-sub", forced.then_some("forced"))}>{ sub }</p>
            </div>
            // Forced, the seats beside have passed: the line says so already.
            if let Some(b) = props.beside.clone().filter(|_| !forced) {
                <p class="panel-beside" data-beside="">{ b }</p>
            }
            <div class="bid-grid" data-count={points.len().to_string()} data-page={paged.then_some(page)}>
                { for points.iter().enumerate().map(|(i, a)| {
                    let class = match (paged, i < LOWER_PAGE) {
                        (false, _) => "points",
                        (true, true) => "points lower",
                        (true, false) => "points higher",
                    };
                    button(*a, &props.on_action, class)
                }) }
            </div>
            <div class="bid-row">
                { for flip }
                { for marks.iter().map(|a| button(*a, &props.on_action, "marks")) }
                { for special.iter().map(|a| button(*a, &props.on_action, "special")) }
                if can_pass { { button(Action::Pass, &props.on_action, "pass") } }
            </div>
        </section>
    }
}
