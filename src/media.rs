//! Media queries read from Rust, and elements' sizes watched where a
//! layout is measured in code ([`SizeWatch`]). CSS cannot join a media
//! condition and a state of the page with "or" in one rule, so where a
//! style must apply on some screens always and on others only at some
//! moment, the page names the second kind of screen on its root (see
//! [`TALL_UPRIGHT`]). The root is also where code run outside the
//! components (motion, sound, buzzing, the walkthrough's mark) reads and
//! writes the page's state.

use gloo_events::EventListener;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// Tall screens laid out as a phone, of at least 375 × 820 (taller
/// phones, small tablets and unfolded foldables under 700 px wide, and
/// windows under 900 × 960): the app's root has the class `tall-upright`
/// on them. styles/short.css shows the walkthrough's card as a strip over
/// the top bar on every screen laid out as a phone, but on these only at
/// the auction, the kitty or spare and the trump call (a panel at the
/// table's foot, the root's `data-auction`): the two conditions must
/// meet there.
/// (Upright tablets, 700 × 960 and up, are laid out for their room:
/// roomy.css.)
pub const TALL_UPRIGHT: &str =
    "(min-width: 375px) and (max-width: 699px) and (min-height: 820px), \
     (min-width: 700px) and (max-width: 899px) and (min-height: 820px) and (max-height: 959px)";

/// The app's root element (`.app`), once the page has drawn it.
#[must_use]
pub fn app_root() -> Option<web_sys::Element> {
    web_sys::window()?
        .document()?
        .query_selector(".app")
        .ok()
        .flatten()
}

/// The app root's `data-{name}` (the pace, the sound), if it has one.
#[must_use]
pub fn root_data(name: &str) -> Option<String> {
    app_root()?.get_attribute(&format!("data-{name}"))
}

/// Whether the player has touched, clicked or typed in the page yet
/// (`navigator.userActivation`; yes where the browser cannot say): until
/// then browsers refuse sound and buzzing, and say so in the console.
#[must_use]
pub fn page_activated() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let activation = js_sys::Reflect::get(&window.navigator(), &"userActivation".into())
        .unwrap_or(JsValue::UNDEFINED);
    if activation.is_undefined() {
        return true;
    }
    js_sys::Reflect::get(&activation, &"hasBeenActive".into())
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
}

fn query_list(query: &str) -> Option<web_sys::MediaQueryList> {
    web_sys::window()?.match_media(query).ok().flatten()
}

/// Whether `query` matches the screen now (`None` where the browser
/// cannot say).
#[must_use]
pub fn matches(query: &str) -> Option<bool> {
    query_list(query).map(|list| list.matches())
}

/// Whether `query` matches the screen, kept up to date: the component
/// renders again when the answer changes (a phone turned, a window
/// resized).
#[hook]
pub fn use_media(query: &'static str) -> bool {
    let matching = use_state_eq(|| matches(query).unwrap_or(false));
    {
        let matching = matching.clone();
        use_effect_with(query, move |&query| {
            let listener = query_list(query).map(|list| {
                // The screen may have changed since the first render.
                matching.set(list.matches());
                let read = list.clone();
                EventListener::new(&list, "change", move |_| matching.set(read.matches()))
            });
            // Dropped, it stops listening.
            move || drop(listener)
        });
    }
    *matching
}

/// `measure` run whenever one of some elements changes size (and once
/// soon after they are first watched), until this is dropped: what a
/// layout measured in code follows (a phone turned, a window resized, a
/// panel grown).
pub struct SizeWatch {
    observer: web_sys::ResizeObserver,
    /// Kept alive while the observer may call it.
    _measure: Closure<dyn Fn()>,
}

impl SizeWatch {
    /// Watches `elements` (`None` where the browser has no
    /// `ResizeObserver`).
    #[must_use]
    pub fn new(elements: &[&web_sys::Element], measure: impl Fn() + 'static) -> Option<SizeWatch> {
        let measure = Closure::<dyn Fn()>::new(measure);
        let observer = web_sys::ResizeObserver::new(measure.as_ref().unchecked_ref()).ok()?;
        for element in elements {
            observer.observe(element);
        }
        Some(SizeWatch {
            observer,
            _measure: measure,
        })
    }
}

impl Drop for SizeWatch {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}
