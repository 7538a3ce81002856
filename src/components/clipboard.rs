//! Sending text for the player to paste elsewhere (a deal link, a
//! result): the device's share sheet where it has one, else the
//! clipboard, where the browser allows it.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

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
fn can_share() -> bool {
    navigator_member("share").is_some_and(|share| share.is_function())
}

/// What became of text offered by [`share_or_copy`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Sent {
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
    fn say(&self, sent: Option<Sent>, can_share: bool) -> &'static str {
        match sent {
            Some(Sent::Shared) => self.shared,
            Some(Sent::Copied) => self.copied,
            _ if can_share => self.share,
            _ => self.copy,
        }
    }
}

/// What a share button offers ([`ShareButton::send`]).
#[derive(Clone, Debug)]
pub enum Offer {
    /// Words, perhaps with a link among them (a result).
    Text(AttrValue),
    /// A link on its own (a deal): the sheet hands it over as a link, so
    /// the app it goes to can open or preview it.
    Link(AttrValue),
}

/// A share button as [`use_share_button`] keeps it.
pub struct ShareButton {
    /// What the button says now.
    pub label: &'static str,
    /// Offers what it is given, as a tap on the button does.
    pub send: Callback<Offer>,
    /// The last offer was neither shared nor copied: the caller shows the
    /// text to be selected by hand.
    pub refused: bool,
}

/// A share button's state: what became of its last offer, and so its
/// words. The sheet and the result both offer through this, so they say
/// the same things at the same moments.
#[hook]
pub fn use_share_button(words: ShareWords) -> ShareButton {
    let sent = use_state_eq(|| None::<Sent>);
    let can_share = use_memo((), |()| can_share());
    let send = {
        let sent = sent.clone();
        Callback::from(move |offer: Offer| {
            let sent = sent.clone();
            share_or_copy(&offer, move |how| sent.set(Some(how)));
        })
    };
    ShareButton {
        label: words.say(*sent, *can_share),
        send,
        refused: *sent == Some(Sent::Refused),
    }
}

/// Offers `offer` to the device's share sheet where there is one, and
/// copies it where there is none, or where the sheet fails for another
/// reason than the player closing it (a browser may allow a share only
/// right after a tap, or refuse it for the page).
fn share_or_copy(offer: &Offer, done: impl FnOnce(Sent) + 'static) {
    let text = match offer {
        Offer::Text(text) | Offer::Link(text) => text.as_str(),
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
