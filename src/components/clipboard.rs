//! Copying text for the player to paste elsewhere (a deal link, a
//! result), where the browser allows it.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Copies `text` and tells `done` whether it worked. Browsers offer the
/// clipboard only to secure pages (https, or this machine) and may refuse
/// it; then `done` hears `false`, and the caller shows the text to be
/// selected by hand.
pub fn copy(text: &str, done: impl FnOnce(bool) + 'static) {
    let clipboard = web_sys::window()
        .map(|w| w.navigator())
        .and_then(|n| js_sys::Reflect::get(&n, &JsValue::from_str("clipboard")).ok())
        .filter(|c| !c.is_undefined() && !c.is_null());
    let Some(clipboard) = clipboard else {
        done(false);
        return;
    };
    let promise = clipboard
        .unchecked_into::<web_sys::Clipboard>()
        .write_text(text);
    wasm_bindgen_futures::spawn_local(async move {
        done(JsFuture::from(promise).await.is_ok());
    });
}
