//! The hint: on the player's turn (bid, call, trump, kitty, play), the
//! Hint button — or the `h` key — asks the coach's worker for the Hard
//! level's decision on the player's own view. While it thinks the button
//! says so (the page stays live); then the AI's choice is highlighted on
//! the table (its tile in the hand, or its button in the panel), each
//! candidate's value in the player's terms ("78%", "+3.2") sits on its tile
//! or button, and a card says the choice and lists every value. On phones
//! the card shows the choice alone until the player asks for the list, so
//! that it hides little of the table.
//!
//! A hint belongs to one turn: once the game moves on it disappears, and a
//! late answer is dropped.

use bones_ai::search::{BidHolder, PassBar};
use bones_engine::{Action, Phase, View};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::focus::use_table_key;

use crate::coach::{
    CoachAnswer, CoachAsk, CoachKind, CoachTicket, ValueScale, COACH_LEVEL, COACH_SEED_SALT,
};
use crate::coach_client::{Asked, CoachClient};
use crate::protocol::{decision_seed, BotDecision, GameId};
use crate::text;
use crate::tile_names::{tile_name, Counting};

/// Props of [`HintControl`].
#[derive(Properties, PartialEq)]
pub struct HintProps {
    /// The coach's worker.
    pub client: CoachClient,
    /// The game.
    pub game: GameId,
    /// Actions applied so far (the turn the hint is for).
    pub turn: u32,
    /// The game's deal seed (hints are reproducible in a seeded game).
    pub seed: u64,
    /// The player's view.
    pub view: View,
    /// Whether the player may act now (their turn, nothing paused).
    pub active: bool,
    /// Whether the player's side bid (or made trump): how a chance reads.
    pub bidders: bool,
}

/// The heading of the values list: what the numbers are.
#[must_use]
pub fn scale_heading(scale: ValueScale, phase: Phase, bidders: bool) -> &'static str {
    match (scale, phase) {
        (ValueScale::MakeChance, Phase::Bidding) => "Chance of making each bid",
        (ValueScale::MakeChance, _) if bidders => "Chance we make our bid",
        (ValueScale::MakeChance, _) => "Chance we set them",
        (ValueScale::PointsDifference, _) => "Expected points this hand, ours minus theirs",
        (ValueScale::EuchrePoints, _) => "Expected Euchre points this hand",
    }
}

/// A value in the player's terms: "78%" for a chance, "+3.2 pts" for a
/// points difference, "+0.80" for Euchre points.
#[must_use]
pub fn value_words(scale: ValueScale, value: f32) -> String {
    match scale {
        ValueScale::MakeChance => {
            format!("{}%", text::fixed(value.clamp(0.0, 1.0) * 100.0, 0, false))
        }
        ValueScale::PointsDifference => format!("{} pts", text::fixed(value, 1, true)),
        ValueScale::EuchrePoints => text::fixed(value, 2, true),
    }
}

/// A value in a badge on its tile or button: as [`value_words`], without
/// the unit of a points difference (the card's heading says it).
#[must_use]
pub fn badge_words(scale: ValueScale, value: f32) -> String {
    match scale {
        ValueScale::PointsDifference => text::fixed(value, 1, true),
        _ => value_words(scale, value),
    }
}

/// The choice in a sentence: "Play 6-4", "Bid 31", "Pass".
#[must_use]
pub fn choice_words(action: Action) -> String {
    match action {
        Action::Play(_) | Action::PlayLow(_) => format!("Play {}", text::action(action)),
        Action::Discard(t) => format!("Put {t} down"),
        Action::Bid(_) => format!("Bid {}", text::action(action)),
        Action::Declare(_) => format!("{} trump", text::action(action)),
        _ => text::action(action),
    }
}

/// The hint as a screen reader hears it as it comes: the choice (a tile by
/// its spoken name, where "Play 6-4" reads as a sum), then its value and
/// what the value is. The card shows the same, but it appears as a whole
/// after the answer, and a region that appears is not read: the words go
/// to a live region that was already there.
#[must_use]
pub fn spoken_hint(
    d: &BotDecision,
    scale: ValueScale,
    heading: &str,
    counting: Counting,
) -> String {
    let choice = match d.action {
        Action::Play(t) => format!("Play {}", tile_name(t, counting)),
        Action::PlayLow(t) => format!("Play {}, as {}", tile_name(t, counting), t.lo().suit_name()),
        Action::Discard(t) => format!("Put {} down", tile_name(t, counting)),
        other => choice_words(other),
    };
    let value = chosen_value(d, scale)
        .map(|v| format!(". {heading}: {v}"))
        .unwrap_or_default();
    format!("Hint: {choice}{value}.")
}

/// The value of the bot's choice in the player's terms, if it valued it
/// (the card and a screen reader say it after the choice).
fn chosen_value(d: &BotDecision, scale: ValueScale) -> Option<String> {
    d.evaluations
        .iter()
        .find(|w| w.action == d.action)
        .map(|w| value_words(scale, w.value))
}

/// Why no hint came, as the card and a screen reader say it.
fn failed_words(why: &str) -> String {
    format!("No hint this time: {why}.")
}

/// The CSS selector of the element a candidate's value is shown on: its
/// tile in the hand, or its button in the panel.
#[must_use]
pub fn badge_selector(action: Action) -> String {
    match action {
        Action::Play(t) | Action::PlayLow(t) | Action::Discard(t) => {
            format!(".hand [data-tile=\"{t}\"]")
        }
        other => format!(".panel [data-action=\"{other}\"]"),
    }
}

/// The CSS selector of the elements showing `action` as the AI's choice:
/// its tile in the hand, or its button in the panel.
#[must_use]
pub fn target_selector(action: Action) -> String {
    match action {
        // Euchre's suit buttons call alone only while "Go alone?" is on:
        // mark the suit either way, and the switch.
        Action::Call { trump, alone: true } => {
            let partnered = Action::Call {
                trump,
                alone: false,
            };
            format!(
                ".panel [data-action=\"{action}\"], .panel [data-action=\"{partnered}\"], \
                 .panel [data-testid=\"alone\"]"
            )
        }
        other => badge_selector(other),
    }
}

/// Why a choice comes without values: it was the only one, or the level
/// makes it by rule of thumb (88's and the Big Game's auction, kitty and
/// spare; a view the search cannot deal from). Which of the two, so that
/// the player does not have to guess.
fn unvalued_words(choices: usize) -> &'static str {
    if choices <= 1 {
        "The only choice: nothing to compare."
    } else {
        "Hard makes this choice by rule of thumb: no values to compare."
    }
}

/// Why the hint's pass beats bids it valued: the bar none of them reached
/// (the pass's own row says "—": it has no value to compare).
fn pass_bar_words(bar: PassBar) -> String {
    match bar {
        PassBar::Chance { at_least, holder } => {
            let who = match holder {
                BidHolder::Nobody => "Hard opens",
                BidHolder::Opponent => "Hard outbids an opponent",
                BidHolder::Partner => "Hard outbids its partner",
            };
            let chance = value_words(ValueScale::MakeChance, at_least);
            format!("{who} only from a {chance} chance of making.")
        }
        PassBar::EuchrePoints { above, alone_above } => {
            let make = value_words(ValueScale::EuchrePoints, above);
            match alone_above {
                Some(alone) => format!(
                    "Hard orders up or calls only above {make}, alone above {}.",
                    value_words(ValueScale::EuchrePoints, alone)
                ),
                None => format!("Hard orders up or calls only above {make}."),
            }
        }
    }
}

/// The values to show on the table, as (selector, words): one per element,
/// the best candidate's where two share it (a Big Game tile led either
/// way). `evaluations` come best first.
fn badges(scale: ValueScale, decision: &BotDecision) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for w in &decision.evaluations {
        let selector = badge_selector(w.action);
        if !out.iter().any(|(s, _)| *s == selector) {
            out.push((selector, badge_words(scale, w.value)));
        }
    }
    out
}

/// Runs `f` on every element `selector` finds.
fn each_element(selector: &str, f: impl Fn(&web_sys::Element)) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(found) = doc.query_selector_all(selector) else {
        return;
    };
    for i in 0..found.length() {
        if let Some(el) = found
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        {
            f(&el);
        }
    }
}

/// Marks (or unmarks) the elements `selector` finds as the AI's choice.
fn mark(selector: &str, on: bool) {
    each_element(selector, |el| {
        let class = el.get_attribute("class").unwrap_or_default();
        let mut tokens: Vec<&str> = class
            .split_whitespace()
            .filter(|&c| c != "hinted")
            .collect();
        if on {
            tokens.push("hinted");
        }
        let _ = el.set_attribute("class", &tokens.join(" "));
    });
}

/// Shows (or takes away) each candidate's value on its tile or button.
fn show_badges(badges: &[(String, String)], on: bool) {
    for (selector, words) in badges {
        each_element(selector, |el| {
            let _ = if on {
                el.set_attribute("data-hint-value", words)
            } else {
                el.remove_attribute("data-hint-value")
            };
        });
    }
}

/// The card of a hint shown: the choice, with its value, and where values
/// were weighed, every candidate's (on phones behind "Values",
/// `values_open`), the pass's bar under them.
fn shown_card(
    d: &BotDecision,
    view: &View,
    scale: ValueScale,
    heading: &'static str,
    values_open: &UseStateHandle<bool>,
    close: Callback<MouseEvent>,
) -> Html {
    let chosen_value = chosen_value(d, scale);
    // A choice the bot does not value (passing, in the marks game:
    // no bid clears its bar) is listed first, without a number.
    let unvalued = chosen_value.is_none().then(|| {
        html! {
            <li class="chosen" data-candidate={d.action.to_string()}>
                <span class="hint-action">{ text::action(d.action) }</span>
                <span class="hint-value">{ "—" }</span>
            </li>
        }
    });
    let rows = d.evaluations.iter().map(|w| {
        let chosen = w.action == d.action;
        // A bid valued in points is still bid only at a chance of
        // making (the bar a pass states): that chance goes under.
        let chance = w.make_chance.filter(|_| scale != ValueScale::MakeChance);
        html! {
            <li class={classes!(chosen.then_some("chosen"))} data-candidate={w.action.to_string()}
                data-value={text::fixed(w.value, 3, false)}>
                <span class="hint-action">{ text::action(w.action) }</span>
                <span class="hint-value">{ value_words(scale, w.value) }</span>
                if let Some(c) = chance {
                    <span class="hint-chance" data-chance={text::fixed(c, 3, false)}>
                        { format!("{} to make", value_words(ValueScale::MakeChance, c)) }
                    </span>
                }
            </li>
        }
    });
    let open = **values_open;
    let valued = !d.evaluations.is_empty();
    // A pass over valued bids: the bar they fell short of.
    let bar = (valued && d.action == Action::Pass && view.phase == Phase::Bidding)
        .then(|| COACH_LEVEL.search_config())
        .flatten()
        .map(|config| config.policy.pass_bar(view));
    let toggle = {
        let values_open = values_open.clone();
        Callback::from(move |_: MouseEvent| values_open.set(!open))
    };
    html! {
        <div class={classes!("coach-card", "hint-card", valued.then_some("valued"), open.then_some("open"))}
             data-hint={d.action.to_string()}>
            <div class="card-head">
                <div class="hint-head">
                    <p class="coach-eyebrow">{ "Hint · Hard level" }</p>
                    <p class="hint-choice">
                        { choice_words(d.action) }
                        if let Some(v) = chosen_value {
                            <span class="hint-choice-value">{ v }</span>
                        }
                    </p>
                </div>
                if valued {
                    <button type="button" class="btn ghost hint-values-toggle" data-testid="hint-values-toggle"
                            aria-expanded={open.to_string()} onclick={toggle}>
                        { if open { "Hide" } else { "Values" } }
                    </button>
                }
                <button type="button" class="icon-btn" aria-label="Close the hint" onclick={close}>{ "✕" }</button>
            </div>
            if !valued {
                <p class="coach-fine">{ unvalued_words(view.legal.len()) }</p>
            } else {
                <p class="coach-note hint-heading">{ heading }</p>
                <ol class="hint-values">{ for unvalued }{ for rows }</ol>
                if let Some(bar) = bar {
                    <p class="coach-fine hint-bar">{ pass_bar_words(bar) }</p>
                }
            }
        </div>
    }
}

/// The Hint button and, once answered, the AI's choice and its values.
#[component]
pub fn HintControl(props: &HintProps) -> Html {
    let state = use_state_eq(|| None::<Asked<BotDecision>>);
    // Phones show the choice alone until the player asks for every value
    // (they are on the tiles or buttons too): the card then hides little.
    let values_open = use_state_eq(|| false);
    let ticket = CoachTicket {
        game: props.game,
        turn: props.turn,
        kind: CoachKind::Hint,
    };
    // A hint is for one turn only.
    let current = state
        .as_ref()
        .filter(|s| s.ticket() == ticket && props.active)
        .cloned();
    {
        let client = props.client.clone();
        let state = state.clone();
        use_effect_with((ticket, props.active), move |(ticket, active)| {
            if state
                .as_ref()
                .is_some_and(|s| s.ticket() != *ticket || !*active)
            {
                if let Some(old) = state.as_ref() {
                    client.forget(old.ticket());
                }
                state.set(None);
            }
        });
    }
    let ask = {
        let client = props.client.clone();
        let state = state.clone();
        let view = props.view.clone();
        let seed = decision_seed(props.seed, props.turn, COACH_SEED_SALT);
        let active = props.active;
        Callback::from(move |()| {
            if !active || state.as_ref().is_some_and(|s| s.ticket() == ticket) {
                return;
            }
            let ask = CoachAsk::Hint {
                view: view.clone(),
                seed,
            };
            client.ask_for(ticket, ask, &state, |answer| match answer {
                CoachAnswer::Hint(decision) => Ok(decision),
                other => Err(other.refusal()),
            });
        })
    };
    // `h` asks for a hint.
    use_table_key("h", ask.clone());
    // The AI's choice is marked on the table while the hint is shown, and
    // each candidate's value sits on its tile or button.
    let scale = ValueScale::of(&props.view);
    let (chosen, values) = match &current {
        Some(Asked::Shown(_, d)) => (Some(d.action), badges(scale, d)),
        _ => (None, Vec::new()),
    };
    use_effect(move || {
        let selector = chosen.map(target_selector);
        if let Some(s) = &selector {
            mark(s, true);
        }
        show_badges(&values, true);
        move || {
            if let Some(s) = &selector {
                mark(s, false);
            }
            show_badges(&values, false);
        }
    });

    if !props.active {
        return Html::default();
    }
    let thinking = matches!(current, Some(Asked::Thinking(_)));
    let close = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.set(None))
    };
    let heading = scale_heading(scale, props.view.phase, props.bidders);
    let said = match &current {
        Some(Asked::Shown(t, d)) => Some((
            *t,
            spoken_hint(d, scale, heading, Counting::of(props.view.rules.kind())),
        )),
        Some(Asked::Failed(t, why)) => Some((*t, failed_words(why))),
        _ => None,
    };
    let card = match &current {
        Some(Asked::Shown(_, d)) => shown_card(d, &props.view, scale, heading, &values_open, close),
        Some(Asked::Failed(_, why)) => html! {
            <div class="coach-card hint-card">
                <div class="card-head">
                    <p class="coach-eyebrow">{ "Hint" }</p>
                    <button type="button" class="icon-btn" aria-label="Close the hint" onclick={close}>{ "✕" }</button>
                </div>
                <p class="coach-note">{ failed_words(why) }</p>
            </div>
        },
        _ => Html::default(),
    };
    let onclick = ask.reform(|_: MouseEvent| ());
    html! {
        <>
            <button type="button" class={classes!("btn", "ghost", "hint-btn", thinking.then_some("thinking"))}
                    data-testid="hint" aria-keyshortcuts="h" aria-busy={thinking.to_string()}
                    title="Ask the AI (key H)" {onclick}>
                { if thinking { "Thinking…" } else { "Hint" } }
            </button>
            <div class="sr-only" aria-live="polite" data-hint-said="">
                if let Some((ticket, words)) = said {
                    <p key={format!("{}.{}", ticket.game.0, ticket.turn)}>{ words }</p>
                }
            </div>
            { card }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::Weighed;

    /// An action as the engine writes it ("6-4", "bid 30", "7-3 low").
    fn a(text: &str) -> Action {
        text.parse().unwrap()
    }

    /// A candidate the bot weighed at `value`.
    fn w(text: &str, value: f32) -> Weighed {
        Weighed {
            action: a(text),
            value,
            make_chance: None,
        }
    }

    #[test]
    fn values_read_in_player_terms() {
        assert_eq!(value_words(ValueScale::MakeChance, 0.784), "78%");
        assert_eq!(value_words(ValueScale::MakeChance, 1.2), "100%");
        assert_eq!(value_words(ValueScale::PointsDifference, 3.24), "+3.2 pts");
        assert_eq!(
            value_words(ValueScale::PointsDifference, -12.0),
            "-12.0 pts"
        );
        assert_eq!(value_words(ValueScale::EuchrePoints, 0.8), "+0.80");
        assert_eq!(value_words(ValueScale::EuchrePoints, -2.0), "-2.00");
    }

    #[test]
    fn a_hint_is_heard_with_tiles_by_their_spoken_names_and_its_value_with_what_it_is() {
        let play = BotDecision {
            action: a("6-4"),
            evaluations: vec![w("6-4", 0.784), w("3-2", 0.41)],
        };
        assert_eq!(
            spoken_hint(
                &play,
                ValueScale::MakeChance,
                "Chance we make our bid",
                Counting::Counters
            ),
            "Hint: Play six-four, ten count. Chance we make our bid: 78%."
        );
        // Euchre's tiles count nothing; the value is its own.
        let euchre = BotDecision {
            action: a("5-5"),
            evaluations: vec![w("2-1", 0.9), w("5-5", 0.31)],
        };
        assert_eq!(
            spoken_hint(
                &euchre,
                ValueScale::EuchrePoints,
                "Expected Euchre points this hand",
                Counting::FacesOnly
            ),
            "Hint: Play double five. Expected Euchre points this hand: +0.31."
        );
        // The Big Game's 7-3 led as its lower suit.
        let low = BotDecision {
            action: a("7-3 low"),
            evaluations: vec![w("7-3 low", 10.6)],
        };
        assert_eq!(
            spoken_hint(&low, ValueScale::PointsDifference, "Expected points this hand, ours minus theirs", Counting::Counters),
            "Hint: Play seven-three, ten count, as treys. Expected points this hand, ours minus theirs: +10.6 pts."
        );
        // A choice the bot does not value is said alone.
        let pass = BotDecision {
            action: Action::Pass,
            evaluations: vec![w("bid 30", 0.3)],
        };
        assert_eq!(
            spoken_hint(
                &pass,
                ValueScale::MakeChance,
                "Chance of making each bid",
                Counting::Counters
            ),
            "Hint: Pass."
        );
        assert_eq!(
            failed_words("the game moved on"),
            "No hint this time: the game moved on."
        );
    }

    #[test]
    fn a_choice_without_values_says_why() {
        assert_eq!(unvalued_words(1), "The only choice: nothing to compare.");
        assert!(unvalued_words(15).starts_with("Hard makes this choice by rule of thumb"));
    }

    #[test]
    fn a_pass_states_the_bar_its_bids_missed() {
        let chance = |holder| PassBar::Chance {
            at_least: 0.5,
            holder,
        };
        assert_eq!(
            pass_bar_words(chance(BidHolder::Nobody)),
            "Hard opens only from a 50% chance of making."
        );
        assert_eq!(
            pass_bar_words(chance(BidHolder::Opponent)),
            "Hard outbids an opponent only from a 50% chance of making."
        );
        assert_eq!(
            pass_bar_words(PassBar::Chance {
                at_least: 0.9,
                holder: BidHolder::Partner
            }),
            "Hard outbids its partner only from a 90% chance of making."
        );
        assert_eq!(
            pass_bar_words(PassBar::EuchrePoints {
                above: 0.7,
                alone_above: Some(0.95)
            }),
            "Hard orders up or calls only above +0.70, alone above +0.95."
        );
        assert_eq!(
            pass_bar_words(PassBar::EuchrePoints {
                above: -0.2,
                alone_above: None
            }),
            "Hard orders up or calls only above -0.20."
        );
    }

    #[test]
    fn badges_put_each_value_on_its_tile_or_button_once() {
        // A Big Game 7-3 led by its lower suit and as itself share a tile:
        // the better value (listed first) is the one shown.
        let decision = BotDecision {
            action: a("7-3 low"),
            evaluations: vec![w("7-3 low", 10.6), w("8-4", 4.2), w("7-3", -3.8)],
        };
        assert_eq!(
            badges(ValueScale::PointsDifference, &decision),
            vec![
                (".hand [data-tile=\"7-3\"]".to_owned(), "+10.6".to_owned()),
                (".hand [data-tile=\"8-4\"]".to_owned(), "+4.2".to_owned()),
            ]
        );
        let bids = BotDecision {
            action: a("pass"),
            evaluations: vec![w("bid 30", 0.28), w("bid 1m", 0.08)],
        };
        assert_eq!(
            badges(ValueScale::MakeChance, &bids),
            vec![
                (
                    ".panel [data-action=\"bid 30\"]".to_owned(),
                    "28%".to_owned()
                ),
                (
                    ".panel [data-action=\"bid 1m\"]".to_owned(),
                    "8%".to_owned()
                ),
            ]
        );
        assert_eq!(badge_words(ValueScale::EuchrePoints, 0.8), "+0.80");
    }

    #[test]
    fn headings_say_whose_chance_it_is() {
        let h = |phase, bidders| scale_heading(ValueScale::MakeChance, phase, bidders);
        assert_eq!(h(Phase::Bidding, false), "Chance of making each bid");
        assert_eq!(h(Phase::Playing, true), "Chance we make our bid");
        assert_eq!(h(Phase::Playing, false), "Chance we set them");
    }

    #[test]
    fn the_choice_is_found_on_the_table() {
        assert_eq!(target_selector(a("6-4")), ".hand [data-tile=\"6-4\"]");
        assert_eq!(
            target_selector(a("bid 31")),
            ".panel [data-action=\"bid 31\"]"
        );
        assert_eq!(choice_words(a("bid 31")), "Bid 31");
        let alone = target_selector(a("call 5 alone"));
        assert!(alone.contains("[data-action=\"call 5\"]"), "{alone}");
        assert!(alone.contains("[data-testid=\"alone\"]"), "{alone}");
        assert_eq!(choice_words(a("trump 5")), "Fives trump");
        assert_eq!(choice_words(a("pass")), "Pass");
    }
}
