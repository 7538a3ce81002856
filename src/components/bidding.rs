//! The player's bid: only the bids the engine lists as legal now.

use bones_engine::{Action, Bid};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::media::SizeWatch;
use crate::text;

/// Props of [`BiddingPanel`].
#[derive(Properties, PartialEq)]
pub struct BiddingProps {
    /// The engine's legal actions for the player (bids and pass).
    pub legal: Vec<Action>,
    /// The bid to beat, in words ("Ben: 31"), if any.
    #[prop_or_default]
    pub high: Option<AttrValue>,
    /// What each other seat said this auction, in words ("Ada: Pass"),
    /// with the class of its place on screen (`pos-sw`...), at 88's six
    /// seats: on phones the panel covers some of their bubbles, and shows
    /// the words of those it covers (`use_covered_calls`).
    #[prop_or_default]
    pub said: Vec<(&'static str, AttrValue)>,
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

/// How much of a seat's bubble the panel must cover for the panel to
/// repeat its words: a bubble half in view still reads.
const COVERED: f64 = 0.5;

/// Shows, of the calls in `line` (the panel's `.panel-beside`), those of
/// the seats whose bubble the panel covers, and the line only if it holds
/// one. What the panel covers depends on the screen (on a phone the two
/// seats beside the player, held sideways the two above them as well, on
/// the smallest all five), so it is measured: when the calls change, and
/// whenever the panel or the table changes size.
#[hook]
fn use_covered_calls(line: NodeRef, calls: Vec<&'static str>) {
    use_effect_with(calls, move |_| {
        let watch = || -> Option<SizeWatch> {
            let line = line.cast::<web_sys::Element>()?;
            let panel = line.closest(".panel").ok()??;
            let felt = panel.closest(".felt").ok()??;
            show_covered(&line, &panel);
            let p = panel.clone();
            SizeWatch::new(&[&panel, &felt], move || show_covered(&line, &p))
        };
        let watching = watch();
        move || drop(watching)
    });
}

/// [`use_covered_calls`]' measure. Every call is shown while it measures
/// (the panel at its tallest), so what it finds does not hang on what it
/// hid the time before.
fn show_covered(line: &web_sys::Element, panel: &web_sys::Element) {
    let Ok(spans) = line.query_selector_all(".said") else {
        return;
    };
    let spans: Vec<web_sys::Element> = (0..spans.length())
        .filter_map(|i| spans.item(i)?.dyn_into().ok())
        .collect();
    let _ = line.toggle_attribute_with_force("hidden", false);
    for span in &spans {
        let _ = span.toggle_attribute_with_force("hidden", false);
    }
    // The part of the panel in view: one taller than its slot scrolls.
    let p = panel.get_bounding_client_rect();
    let (top, bottom) = panel
        .parent_element()
        .map_or((p.top(), p.bottom()), |slot| {
            let s = slot.get_bounding_client_rect();
            (p.top().max(s.top()), p.bottom().min(s.bottom()))
        });
    let document = web_sys::window().and_then(|w| w.document());
    let covered = |span: &web_sys::Element| -> bool {
        let bubble = span.get_attribute("data-place").and_then(|place| {
            document
                .as_ref()?
                .query_selector(&format!(".seat.{place} .bubble"))
                .ok()?
        });
        bubble.is_some_and(|b| {
            let r = b.get_bounding_client_rect();
            let w = (r.right().min(p.right()) - r.left().max(p.left())).max(0.0);
            let h = (r.bottom().min(bottom) - r.top().max(top)).max(0.0);
            let area = r.width() * r.height();
            area > 0.0 && w * h >= COVERED * area
        })
    };
    let shown: Vec<bool> = spans.iter().map(covered).collect();
    for (span, &show) in spans.iter().zip(&shown) {
        let _ = span.toggle_attribute_with_force("hidden", !show);
    }
    let _ = line.toggle_attribute_with_force("hidden", !shown.contains(&true));
}

/// The bidding panel.
#[component]
pub fn BiddingPanel(props: &BiddingProps) -> Html {
    let higher_page = use_state(|| false);
    let said_line = use_node_ref();
    use_covered_calls(
        said_line.clone(),
        props.said.iter().map(|&(place, _)| place).collect(),
    );
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
            // Forced, everyone has passed: the line says so already.
            if !forced && !props.said.is_empty() {
                <p class="panel-beside" data-beside="" ref={said_line}>
                    { for props.said.iter().map(|(place, words)| html! {
                        <span class="said" data-place={*place} data-said={words.clone()}>
                            { words.clone() }<span class="sr-only">{ "." }</span>
                        </span>
                    }) }
                </p>
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
