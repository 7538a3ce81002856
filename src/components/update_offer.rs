//! The service worker, and the offer to reload once it brings a newer
//! build of Bones: a deploy since the page was loaded (a tab left open, or
//! a page the cache served on a poor connection). The game is saved after
//! every move, so the reload picks it up where it was.

use yew::prelude::*;

use crate::pwa;

/// Registers the service worker (once) and offers the reload.
#[component]
pub fn UpdateOffer() -> Html {
    // The newest build deployed since the page loaded, and the one the
    // player put off with "Later": a later deploy is offered again.
    let ready = use_state_eq(|| None::<String>);
    let dismissed = use_state_eq(|| None::<String>);
    {
        let ready = ready.clone();
        use_effect_with((), move |()| {
            let watch = pwa::register_service_worker(move |build| ready.set(Some(build)));
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
        let ready = ready.clone();
        Callback::from(move |_: MouseEvent| dismissed.set((*ready).clone()))
    };
    // A region present from the start, so that a screen reader hears the
    // offer when it appears.
    html! {
        <div class="update-slot" aria-live="polite">
            if ready.is_some() && *ready != *dismissed {
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
