//! A modal dialog: the dimmed overlay and what a keyboard player expects
//! of it. Focus moves in when it opens (to its `autofocus` control, else
//! to its title, so that a screen reader names the dialog) and goes back
//! to whatever had it when it closes; Tab and Shift+Tab cycle inside it,
//! since nothing behind it can be used; Escape closes it when it may be
//! closed. Every overlay of the page is one of these, so they all behave
//! alike. Enter and Space pressed too soon on the button it focuses do
//! nothing (the `focus` module).

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

use super::focus::{
    focusable, focused_element, give_focus_back, is_focusable, place_focus, premature_press,
};

/// Props of [`Dialog`].
#[derive(Properties, PartialEq)]
pub struct DialogProps {
    /// The id of the dialog's title (its accessible name, and where focus
    /// goes when no control asks for it).
    pub labelled_by: AttrValue,
    /// The id of the text that says what the dialog is about, if any.
    #[prop_or_default]
    pub described_by: Option<AttrValue>,
    /// An alert dialog: something went wrong and the player should know.
    #[prop_or_default]
    pub alert: bool,
    /// Classes added to the overlay.
    #[prop_or_default]
    pub class: Classes,
    /// Close it (Escape, and a tap on the backdrop with
    /// `backdrop_closes`); `None` for a dialog answered only by its
    /// buttons (a hand's summary, the end of a game).
    #[prop_or_default]
    pub on_close: Option<Callback<()>>,
    /// Whether a tap on the dimmed backdrop, outside the sheet, closes it.
    #[prop_or_default]
    pub backdrop_closes: bool,
    /// The sheet.
    pub children: Html,
}

/// Focus on opening: the control marked `autofocus`, else the title
/// (made focusable from script only).
fn focus_inside(root: &Element, title_id: &str) {
    let target = root
        .query_selector("[autofocus]")
        .ok()
        .flatten()
        .or_else(|| root.query_selector(&format!("#{title_id}")).ok().flatten())
        .and_then(|el| el.dyn_into::<HtmlElement>().ok());
    if let Some(el) = target {
        if !el.has_attribute("tabindex") && !is_focusable(&el) {
            el.set_tab_index(-1);
        }
        place_focus(&el);
    }
}

/// Tab from the last control goes to the first, Shift+Tab from the first
/// (or from the title) to the last; focus never leaves for the page behind.
fn keep_tab_inside(root: &Element, e: &KeyboardEvent) {
    let controls = focusable(root);
    let (Some(first), Some(last)) = (controls.first(), controls.last()) else {
        e.prevent_default();
        return;
    };
    let at = focused_element();
    let inside = at.as_ref().is_some_and(|el| root.contains(Some(el)));
    let is = |el: &HtmlElement| at.as_ref() == Some(el);
    let wrap_to = if !inside {
        Some(first)
    } else if e.shift_key() {
        (is(first) || !controls.iter().any(is)).then_some(last)
    } else {
        is(last).then_some(first)
    };
    if let Some(el) = wrap_to {
        e.prevent_default();
        let _ = el.focus();
    }
}

/// A modal dialog over the page.
#[component]
pub fn Dialog(props: &DialogProps) -> Html {
    let overlay = use_node_ref();
    {
        let overlay = overlay.clone();
        let title = props.labelled_by.clone();
        use_effect_with((), move |()| {
            let opener = focused_element();
            if let Some(root) = overlay.cast::<Element>() {
                focus_inside(&root, &title);
            }
            move || give_focus_back(opener)
        });
    }
    let onkeydown = {
        let overlay = overlay.clone();
        let on_close = props.on_close.clone();
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "Escape" => {
                if let Some(close) = &on_close {
                    e.prevent_default();
                    e.stop_propagation();
                    close.emit(());
                }
            }
            "Tab" => {
                if let Some(root) = overlay.cast::<Element>() {
                    keep_tab_inside(&root, &e);
                }
            }
            _ if premature_press(&e) => e.prevent_default(),
            _ => {}
        })
    };
    let onclick = props
        .on_close
        .clone()
        .filter(|_| props.backdrop_closes)
        .map(|close| {
            let overlay = overlay.clone();
            Callback::from(move |e: MouseEvent| {
                let on_backdrop = e
                    .target()
                    .and_then(|t| t.dyn_into::<Element>().ok())
                    .zip(overlay.cast::<Element>())
                    .is_some_and(|(target, root)| target == root);
                if on_backdrop {
                    close.emit(());
                }
            })
        });
    let role = if props.alert { "alertdialog" } else { "dialog" };
    html! {
        <div class={classes!("overlay", props.class.clone())} {role} aria-modal="true"
             aria-labelledby={props.labelled_by.clone()} aria-describedby={props.described_by.clone()}
             ref={overlay} {onkeydown} {onclick}>
            { props.children.clone() }
        </div>
    }
}
