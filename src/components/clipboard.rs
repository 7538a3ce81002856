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

/// Copies `text` and says whether it worked. Browsers offer the
/// clipboard only to secure pages (https, or this machine) and may refuse
/// it; then `done` hears [`Sent::Refused`], and the caller shows the text
/// to be selected by hand.
fn copy(text: &str, done: impl FnOnce(Sent) + 'static) {
    let Some(clipboard) = navigator_member("clipboard") else {
        done(Sent::Refused);
        return;
    };
    let promise = clipboard
        .unchecked_into::<web_sys::Clipboard>()
        .write_text(text);
    wasm_bindgen_futures::spawn_local(async move {
        done(match JsFuture::from(promise).await {
            Ok(_) => Sent::Copied,
            Err(_) => Sent::Refused,
        });
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

/// A share button's words: what became of the last tap, else what the
/// next one does (share where there is a sheet, copy where there is none).
/// Refused or dismissed, the button offers again.
#[derive(Copy, Clone, Debug)]
pub struct ShareWords {
    pub share: &'static str,
    pub copy: &'static str,
    pub shared: &'static str,
    pub copied: &'static str,
}

impl ShareWords {
    #[must_use]
    pub fn say(&self, sent: Option<Sent>, can_share: bool) -> &'static str {
        match sent {
            Some(Sent::Shared) => self.shared,
            Some(Sent::Copied) => self.copied,
            _ if can_share => self.share,
            _ => self.copy,
        }
    }
}

/// What is offered to [`share_or_copy`].
#[derive(Copy, Clone, Debug)]
pub enum Offer<'a> {
    /// Words, perhaps with a link among them (a result).
    Text(&'a str),
    /// A link on its own (a deal): the sheet hands it over as a link, so
    /// the app it goes to can open or preview it.
    Link(&'a str),
}

/// Offers `offer` to the device's share sheet where there is one, and
/// copies it where there is none, or where the sheet fails for another
/// reason than the player closing it (a browser may allow a share only
/// right after a tap, or refuse it for the page).
pub fn share_or_copy(offer: Offer<'_>, done: impl FnOnce(Sent) + 'static) {
    let text = match offer {
        Offer::Text(text) | Offer::Link(text) => text,
    };
    let Some(navigator) = web_sys::window()
        .map(|w| w.navigator())
        .filter(|_| can_share())
    else {
        copy(text, done);
        return;
    };
    let data = web_sys::ShareData::new();
    match offer {
        Offer::Text(text) => data.set_text(text),
        Offer::Link(url) => data.set_url(url),
    }
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
            Err(_) => copy(&text, done),
        }
    });
}
