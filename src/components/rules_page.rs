//! The rules page: a sheet over whatever was on screen (the setup screen
//! or a game in progress, which carries on untouched underneath), one tab
//! per game. Escape or "Close" returns to where the player was, and focus
//! goes back to the button that opened it.

use bones_engine::GameKind;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

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

/// The page's first and last focusable controls (focus wraps between them).
const FIRST_ID: &str = "rules-close-x";
const LAST_ID: &str = "rules-back";

fn focused_element() -> Option<HtmlElement> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
}

/// The rules page.
#[component]
pub fn RulesPage(props: &RulesPageProps) -> Html {
    let shown = use_state_eq(|| props.game);
    let heading = use_node_ref();

    // Focus the page's heading on open; give focus back on close.
    {
        let heading = heading.clone();
        use_effect_with((), move |()| {
            let opener = focused_element();
            if let Some(h) = heading.cast::<HtmlElement>() {
                let _ = h.focus();
            }
            move || {
                if let Some(el) = opener.filter(|el| el.is_connected()) {
                    let _ = el.focus();
                }
            }
        });
    }

    let close = props.on_close.reform(|_: MouseEvent| ());
    // Escape closes; Tab and Shift+Tab cycle inside the page (a modal
    // dialog keeps focus in itself).
    let onkeydown = {
        let on_close = props.on_close.clone();
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "Escape" => {
                e.prevent_default();
                on_close.emit(());
            }
            "Tab" => {
                let at = focused_element().map(|el| el.id()).unwrap_or_default();
                let wrap_to = match (e.shift_key(), at.as_str()) {
                    (false, LAST_ID) => Some(FIRST_ID),
                    (true, FIRST_ID | "rules-title") => Some(LAST_ID),
                    _ => None,
                };
                let target = wrap_to.and_then(|id| {
                    web_sys::window()
                        .and_then(|w| w.document())
                        .and_then(|d| d.get_element_by_id(id))
                        .and_then(|el| el.dyn_into::<HtmlElement>().ok())
                });
                if let Some(el) = target {
                    e.prevent_default();
                    let _ = el.focus();
                }
            }
            _ => {}
        })
    };

    let tabs = GameKind::ALL.into_iter().map(|kind| {
        let active = *shown == kind;
        let onclick = {
            let shown = shown.clone();
            Callback::from(move |_: MouseEvent| shown.set(kind))
        };
        html! {
            <button type="button" class={classes!("seg", active.then_some("active"))}
                    data-rules-tab={kind.name()} aria-pressed={active.to_string()} {onclick}>
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
        <div class="overlay rules-overlay" role="dialog" aria-modal="true" aria-labelledby="rules-title" {onkeydown}>
            <div class="sheet rules-page" data-testid="rules-page" data-rules={shown.name()}>
                <header class="sheet-head">
                    <h2 id="rules-title" tabindex="-1" ref={heading}>{ format!("Rules of {}", shown.title()) }</h2>
                    <button type="button" class="icon-btn" id={FIRST_ID} aria-label="Close the rules" onclick={close.clone()}>{ "✕" }</button>
                </header>
                <div class="segmented rules-tabs" role="group" aria-label="Game">{ for tabs }</div>
                <div class="sheet-body rules-body">{ for sections }</div>
                <footer class="sheet-foot">
                    { for walkthrough }
                    <button type="button" class="btn primary" id={LAST_ID} data-testid="rules-close" onclick={close}>{ "Back" }</button>
                </footer>
            </div>
        </div>
    }
}
