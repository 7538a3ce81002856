//! Sending text for the player to paste elsewhere (a deal link, a
//! result): the device's share sheet where it has one, else the
//! clipboard, where the browser allows it.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// `navigator[name]`, if the browser has it.
fn navigator_member(name: &str) -> Option<JsValue> {
    web_sys::window()
        .map(|w| w.navigator())
        .and_then(|n| js_sys::Reflect::get(&n, &JsValue::from_str(name)).ok())
        .filter(|member| !member.is_undefined() && !member.is_null())
}

/// Copies `text` and tells `done` whether it worked. Browsers offer the
/// clipboard only to secure pages (https, or this machine) and may refuse
/// it; then `done` hears `false`, and the caller shows the text to be
/// selected by hand.
pub fn copy(text: &str, done: impl FnOnce(bool) + 'static) {
    let Some(clipboard) = navigator_member("clipboard") else {
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

/// [`copy`], its outcome said as a [`Sent`].
fn copy_or_refuse(text: &str, done: impl FnOnce(Sent) + 'static) {
    copy(text, move |ok| {
        done(if ok { Sent::Copied } else { Sent::Refused })
    });
}

/// Whether this browser has a share sheet (phones and tablets, mostly):
/// a result is then shared to a chat or a message, not copied.
#[must_use]
pub fn can_share() -> bool {
    navigator_member("share").is_some_and(|share| share.is_function())
}

/// What became of text offered by [`share_or_copy`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Sent {
    /// Handed to the share sheet, and sent from it.
    Shared,
    /// The player closed the share sheet: nothing to say.
    Dismissed,
    /// On the clipboard.
    Copied,
    /// Neither: the caller shows the text to be selected by hand.
    Refused,
}

/// Offers `text` to the device's share sheet where there is one, and
/// copies it where there is none, or where the sheet fails for another
/// reason than the player closing it (a browser may allow a share only
/// right after a tap, or refuse it for the page).
pub fn share_or_copy(text: &str, done: impl FnOnce(Sent) + 'static) {
    let Some(navigator) = web_sys::window()
        .map(|w| w.navigator())
        .filter(|_| can_share())
    else {
        copy_or_refuse(text, done);
        return;
    };
    let data = web_sys::ShareData::new();
    data.set_text(text);
    let promise = navigator.share_with_data(&data);
    let text = text.to_owned();
    wasm_bindgen_futures::spawn_local(async move {
        match JsFuture::from(promise).await {
            Ok(_) => done(Sent::Shared),
            Err(e)
                if e.dyn_ref::<web_sys::DomException>()
                    .is_some_and(|e| e.name() == "AbortError") =>
            {
                done(Sent::Dismissed);
            }
            Err(_) => copy_or_refuse(&text, done),
        }
    });
}
