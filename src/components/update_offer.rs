//! The service worker, and the offer to reload once it brings a newer
//! build of Bones: a deploy since the page was loaded (a tab left open, or
//! a page the cache served on a poor connection). The game is saved after
//! every move, so the reload picks it up where it was.

use yew::prelude::*;

use crate::pwa;

/// Registers the service worker (once) and offers the reload.
#[component]
pub fn UpdateOffer() -> Html {
    let ready = use_state_eq(|| false);
    let dismissed = use_state_eq(|| false);
    {
        let ready = ready.clone();
        use_effect_with((), move |()| {
            let watch = pwa::register_service_worker(move || ready.set(true));
            move || drop(watch)
        });
    }
    let reload = Callback::from(|_: MouseEvent| {
        if let Some(window) = web_sys::window() {
            if let Err(e) = window.location().reload() {
                web_sys::console::error_2(&"Bones: the page could not be reloaded:".into(), &e);
            }
        }
    });
    let later = {
        let dismissed = dismissed.clone();
        Callback::from(move |_: MouseEvent| dismissed.set(true))
    };
    // A region present from the start, so that a screen reader hears the
    // offer when it appears.
    html! {
        <div class="update-slot" aria-live="polite">
            if *ready && !*dismissed {
                <div class="update-offer" data-testid="update-offer">
                    <p>{ "A new version of Bones is ready." }</p>
                    <div class="update-actions">
                        <button type="button" class="btn ghost" data-testid="update-later" onclick={later}>{ "Later" }</button>
                        <button type="button" class="btn primary" data-testid="update-reload" onclick={reload}>{ "Reload" }</button>
                    </div>
                </div>
            }
        </div>
    }
}
