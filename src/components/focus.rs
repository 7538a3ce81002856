//! Keyboard focus that the page moves for the player, and the key presses
//! that arrive too soon after it.
//!
//! The page gives focus to a control that has just appeared: a dialog's
//! button, the first bid or trump of a panel, a tile of the hand. It often
//! appears under a key the player is still pressing. The Enter that played
//! the last tile of a hand brings up its summary at once when the bots play
//! instantly, and the Enter that made a bid brings up the trump panel. A
//! second press meant for the old control would then answer the new one:
//! the summary skipped, Blanks named. So Enter and Space held down, or
//! pressed again within [`KEY_GUARD_MS`] of the last press when the page
//! moved focus in between, do nothing; a fresh press answers it. A first
//! press, however quick, is never held back.

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, KeyboardEvent};
use yew::prelude::*;

/// What Tab can reach, in document order: not what is disabled, nor what
/// only the arrow keys reach (`tabindex="-1"`: a radio group's options but
/// the chosen one, the hand's tiles but one).
const FOCUSABLE: &str = ":is(button:not([disabled]), [href], input:not([disabled]), \
     select:not([disabled]), textarea:not([disabled]), [tabindex]):not([tabindex='-1'])";

/// How soon after an Enter or Space another one counts as the second of a
/// double press: a player who reads what has just appeared takes longer.
const KEY_GUARD_MS: f64 = 400.0;

thread_local! {
    /// When the last Enter or Space went down (ms), held back or not.
    static LAST_PRESS: std::cell::Cell<f64> = const { std::cell::Cell::new(f64::NEG_INFINITY) };
}

/// Marks a control the page gave focus to, with the time (ms) it did.
const PLACED_AT: &str = "data-focus-placed";

/// The element that has focus, if any.
pub(crate) fn focused_element() -> Option<HtmlElement> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
}

/// The elements inside `root` that `selector` finds, in document order.
pub(crate) fn html_elements(root: &Element, selector: &str) -> Vec<HtmlElement> {
    let Ok(list) = root.query_selector_all(selector) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<HtmlElement>().ok())
        .collect()
}

/// The controls inside `root` that Tab reaches, in document order.
pub(crate) fn focusable(root: &Element) -> Vec<HtmlElement> {
    html_elements(root, FOCUSABLE)
}

/// Whether `el` takes focus from Tab.
pub(crate) fn is_focusable(el: &Element) -> bool {
    el.matches(FOCUSABLE).unwrap_or(false)
}

/// Gives focus back to the control that had it when an overlay opened
/// (a dialog, the log drawer), if that control is still on the page.
pub(crate) fn give_focus_back(opener: Option<HtmlElement>) {
    if let Some(el) = opener.filter(|el| el.is_connected()) {
        let _ = el.focus();
    }
}

/// Gives `el` focus for the player, noting when (see [`premature_press`]).
/// Whole milliseconds: parsing a float back would pull the float parser
/// into the page (about 15 KB gzipped).
pub(crate) fn place_focus(el: &HtmlElement) {
    let now = js_sys::Date::now() as u64;
    let _ = el.set_attribute(PLACED_AT, &now.to_string());
    let _ = el.focus();
}

/// Whether this key press should do nothing: Enter or Space held down, or
/// the second press of a double press whose first moved the game on (the
/// page focused this control after the last press, which was less than
/// [`KEY_GUARD_MS`] ago). Keys typed into a text field are never held
/// back. Every handler that acts on Enter or Space asks this, so that it
/// sees every press.
pub(crate) fn premature_press(e: &KeyboardEvent) -> bool {
    if !matches!(e.key().as_str(), "Enter" | " ") {
        return false;
    }
    let Some(el) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
        return false;
    };
    if matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT") {
        return false;
    }
    let now = js_sys::Date::now();
    let last = LAST_PRESS.replace(now);
    let placed_since = el
        .get_attribute(PLACED_AT)
        .and_then(|at| at.parse::<u64>().ok())
        .is_some_and(|at| at as f64 >= last.floor());
    e.repeat() || (placed_since && now - last < KEY_GUARD_MS)
}

/// Calls `on_press` when `key` (a letter, either case) is pressed for the
/// table: not while typing, not from inside a dialog (which hides the
/// table), not with Ctrl, Cmd or Alt, and not as a key held down. The
/// listener is added once; each render hands it the latest `on_press`
/// (a new callback every render, which would otherwise mean a new
/// listener every render).
#[hook]
pub fn use_table_key(key: &'static str, on_press: Callback<()>) {
    let latest = use_mut_ref(|| on_press.clone());
    *latest.borrow_mut() = on_press;
    use_effect_with((), move |()| {
        let listener = web_sys::window().map(|window| {
            EventListener::new(&window, "keydown", move |e| {
                let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                let typing = e
                    .target()
                    .and_then(|t| t.dyn_into::<Element>().ok())
                    .is_some_and(|el| {
                        matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                            || el.closest("[aria-modal]").ok().flatten().is_some()
                    });
                let modified = e.ctrl_key() || e.meta_key() || e.alt_key();
                if !typing && !modified && !e.repeat() && e.key().eq_ignore_ascii_case(key) {
                    // Cloned out first: the press may re-render the caller,
                    // which stores its next callback here.
                    let on_press = latest.borrow().clone();
                    on_press.emit(());
                }
            })
        });
        // Dropped, it stops listening.
        move || drop(listener)
    });
}
