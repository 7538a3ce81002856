//! The settings dialog: the Texas 42 options the engine supports, written
//! straight into the engine's settings type, and the bots' pace.

use bones_engine::{AllPass, DoublesMode, DoublesRank, NelloBid, Rules, Scoring, Texas42};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::prefs::{Prefs, Speed};

/// Props of [`SettingsDialog`].
#[derive(Properties, PartialEq)]
pub struct SettingsProps {
    /// Current preferences.
    pub prefs: Prefs,
    /// Rules changed (they apply to the next game).
    pub on_rules: Callback<Texas42>,
    /// Pace changed (applies at once).
    pub on_speed: Callback<Speed>,
    /// Close the dialog.
    pub on_close: Callback<()>,
    /// Whether a game is in progress (rule changes wait for the next one).
    pub in_game: bool,
}

fn check(
    id: &'static str,
    label: &'static str,
    value: bool,
    rules: Texas42,
    on_rules: &Callback<Texas42>,
    set: fn(&mut Texas42, bool),
) -> Html {
    let onchange = on_rules.reform(move |e: Event| {
        let mut r = rules;
        set(
            &mut r,
            e.target_unchecked_into::<HtmlInputElement>().checked(),
        );
        r
    });
    html! {
        <label class="opt check" for={id}>
            <input type="checkbox" {id} checked={value} {onchange} />
            <span>{ label }</span>
        </label>
    }
}

fn select(
    id: &'static str,
    label: &'static str,
    current: &'static str,
    options: &[(&'static str, &'static str)],
    rules: Texas42,
    on_rules: &Callback<Texas42>,
    set: fn(&mut Texas42, &str),
) -> Html {
    let onchange = on_rules.reform(move |e: Event| {
        let mut r = rules;
        set(
            &mut r,
            &e.target_unchecked_into::<HtmlSelectElement>().value(),
        );
        r
    });
    html! {
        <label class="opt select" for={id}>
            <span>{ label }</span>
            <select {id} {onchange}>
                { for options.iter().map(|(value, text)| html! {
                    <option value={*value} selected={*value == current}>{ *text }</option>
                }) }
            </select>
        </label>
    }
}

/// The settings dialog.
#[component]
pub fn SettingsDialog(props: &SettingsProps) -> Html {
    let r = props.prefs.rules;
    let on = &props.on_rules;
    let validity = Rules::Texas42(r).validate().err().map(|e| e.to_string());
    let preset = |label: &'static str, rules: Texas42| {
        let onclick = on.reform(move |_: MouseEvent| rules);
        let active = r == rules;
        html! {
            <button type="button" class={classes!("preset", active.then_some("active"))}
                    aria-pressed={active.to_string()} {onclick}>{ label }</button>
        }
    };
    let speed_buttons = Speed::ALL.into_iter().map(|s| {
        let onclick = props.on_speed.reform(move |_: MouseEvent| s);
        let active = props.prefs.speed == s;
        html! {
            <button type="button" class={classes!("seg", active.then_some("active"))}
                    aria-pressed={active.to_string()} data-speed={s.name()} {onclick}>{ s.label() }</button>
        }
    });
    let onclose = props.on_close.reform(|_: MouseEvent| ());
    let marks = r.scoring == Scoring::Marks;
    html! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="settings-title">
            <div class="sheet settings">
                <header class="sheet-head">
                    <h2 id="settings-title">{ "Settings" }</h2>
                    <button type="button" class="icon-btn" aria-label="Close settings" onclick={onclose.clone()}>{ "✕" }</button>
                </header>
                <div class="sheet-body">
                    <h3>{ "Bot speed" }</h3>
                    <div class="segmented">{ for speed_buttons }</div>

                    <h3>{ "Rules" }</h3>
                    if props.in_game { <p class="note">{ "Rule changes apply from the next game." }</p> }
                    <div class="presets">
                        { preset("Straight 42", Texas42::straight()) }
                        { preset("House rules", Texas42::house()) }
                    </div>
                    { select("opt-scoring", "Scoring", if marks { "marks" } else { "points" },
                        &[("marks", "Marks, to 7"), ("points", "Points, to 250")], r, on,
                        |r, v| if v == "points" { r.scoring = Scoring::Points; r.target = 250; }
                               else { r.scoring = Scoring::Marks; r.target = 7; }) }
                    { select("opt-all-pass", "When everyone passes",
                        if r.all_pass == AllPass::ForcedBid { "forced" } else { "redeal" },
                        &[("forced", "Dealer must bid (forced bid)"), ("redeal", "Throw in and redeal")], r, on,
                        |r, v| r.all_pass = if v == "redeal" { AllPass::Redeal } else { AllPass::ForcedBid }) }
                    if marks {
                        { check("opt-win-by-two", "Must win by 2 marks", r.win_by_two, r, on, |r, v| r.win_by_two = v) }
                        { check("opt-early-end", "End a hand as soon as it is decided", r.early_end, r, on, |r, v| r.early_end = v) }
                    }

                    <h3>{ "Doubles" }</h3>
                    { select("opt-doubles", "With a trump suit",
                        if r.trumps.doubles == DoublesRank::High { "high" } else { "low" },
                        &[("high", "Doubles high"), ("low", "Doubles low")], r, on,
                        |r, v| r.trumps.doubles = if v == "low" { DoublesRank::Low } else { DoublesRank::High }) }
                    { select("opt-follow-me", "In follow me (no trump)", r.trumps.follow_me_doubles.word(),
                        &[("high", "Doubles high"), ("low", "Doubles low"), ("own-suit", "Doubles a suit of their own")], r, on,
                        |r, v| r.trumps.follow_me_doubles = DoublesMode::ALL.into_iter().find(|d| d.word() == v).unwrap_or_default()) }
                    { check("opt-sevens-trump", "Sevens as trump (6-1, 5-2, 4-3)", r.trumps.sevens_trump, r, on, |r, v| r.trumps.sevens_trump = v) }

                    <h3>{ "House contracts" }</h3>
                    { select("opt-nello", "Nel-O",
                        match r.nello { None => "off", Some(NelloBid::OneMark) => "mark", Some(NelloBid::AnyBid) => "any" },
                        &[("off", "Off"), ("mark", "On a mark bid"), ("any", "On any bid")], r, on,
                        |r, v| r.nello = match v { "mark" => Some(NelloBid::OneMark), "any" => Some(NelloBid::AnyBid), _ => None }) }
                    { check("opt-low-no", "Low-No (dealer's Nel-O after three passes)", r.low_no, r, on, |r, v| r.low_no = v) }
                    { select("opt-splash", "Splash (3 doubles)",
                        match r.splash { None => "off", Some(3) => "3", Some(_) => "2" },
                        &[("off", "Off"), ("2", "2 marks"), ("3", "3 marks")], r, on,
                        |r, v| r.splash = match v { "2" => Some(2), "3" => Some(3), _ => None }) }
                    { select("opt-plunge", "Plunge (4 doubles)",
                        match r.plunge { None => "off", Some(3) => "3", Some(_) => "4" },
                        &[("off", "Off"), ("4", "4 marks"), ("3", "3 marks")], r, on,
                        |r, v| r.plunge = match v { "4" => Some(4), "3" => Some(3), _ => None }) }
                    { check("opt-sevens", "Sevens (closest to seven wins)", r.sevens, r, on, |r, v| r.sevens = v) }
                    if let Some(err) = validity { <p class="error" role="alert">{ err }</p> }
                </div>
                <footer class="sheet-foot">
                    <button type="button" class="btn primary" onclick={onclose}>{ "Done" }</button>
                </footer>
            </div>
        </div>
    }
}
