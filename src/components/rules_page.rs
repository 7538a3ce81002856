//! The rules page: a sheet over whatever was on screen (the setup screen
//! or a game in progress, which carries on untouched underneath), one tab
//! per game. Escape or "Close" returns to where the player was, and focus
//! goes back to the button that opened it.

use bones_engine::GameKind;
use yew::prelude::*;

use super::choice;
use super::dialog::Dialog;
use crate::rules_text::rules_for;

/// Props of [`RulesPage`].
#[derive(Properties, PartialEq)]
pub struct RulesPageProps {
    /// The game shown first (the one being set up or played).
    pub game: GameKind,
    /// Close the page.
    pub on_close: Callback<()>,
    /// Start the first-hand walkthrough again (offered at the table).
    #[prop_or_default]
    pub on_walkthrough: Option<Callback<()>>,
}

/// The id of the rules shown, the panel of the rules page's tabs.
const RULES_PANEL: &str = "rules-panel";

/// The id of a game's tab on the rules page.
fn tab_id(kind: GameKind) -> String {
    format!("rules-tab-{}", kind.name())
}

/// The rules page.
#[component]
pub fn RulesPage(props: &RulesPageProps) -> Html {
    let shown = use_state_eq(|| props.game);
    let close = props.on_close.reform(|_: MouseEvent| ());
    let tabs = GameKind::ALL.into_iter().map(|kind| {
        let active = *shown == kind;
        let onclick = {
            let shown = shown.clone();
            Callback::from(move |_: MouseEvent| shown.set(kind))
        };
        html! {
            <button type="button" class={classes!("seg", active.then_some("active"))} id={tab_id(kind)}
                    role="tab" aria-selected={active.to_string()} aria-controls={RULES_PANEL}
                    tabindex={choice::tab_index(active)} data-rules-tab={kind.name()} {onclick}>
                { kind.title() }
            </button>
        }
    });
    let sections = rules_for(*shown).iter().map(|s| {
        html! {
            <section class="rules-section">
                <h3>{ s.title }</h3>
                <ul>{ for s.points.iter().map(|p| html! { <li>{ *p }</li> }) }</ul>
            </section>
        }
    });
    let walkthrough = props.on_walkthrough.as_ref().map(|cb| {
        let cb = cb.clone();
        html! {
            <button type="button" class="btn ghost" data-testid="replay-walkthrough"
                    onclick={Callback::from(move |_: MouseEvent| cb.emit(()))}>
                { "Show me around again" }
            </button>
        }
    });

    html! {
        <Dialog labelled_by="rules-title" class="rules-overlay" on_close={props.on_close.clone()}>
            <div class="sheet rules-page" data-testid="rules-page" data-rules={shown.name()}>
                <div class="sheet-head">
                    <h2 id="rules-title" tabindex="-1">{ format!("Rules of {}", shown.title()) }</h2>
                    <button type="button" class="icon-btn" id="rules-close-x" aria-label="Close the rules" onclick={close.clone()}>{ "✕" }</button>
                </div>
                <div class="segmented rules-tabs" role="tablist" aria-label="Game" onkeydown={choice::arrow_keys()}>
                    { for tabs }
                </div>
                <div class="sheet-body rules-body" id={RULES_PANEL} role="tabpanel"
                     aria-labelledby={tab_id(*shown)}>
                    { for sections }
                </div>
                <div class="sheet-foot">
                    { for walkthrough }
                    <button type="button" class="btn primary" data-testid="rules-close" onclick={close}>{ "Back" }</button>
                </div>
            </div>
        </Dialog>
    }
}
