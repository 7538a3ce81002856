//! The page's side of working offline: registering the service worker.
//!
//! The worker (`sw.js`) and the `<meta name="bones-build">` it goes with are
//! written by `scripts/pwa.mjs`, Trunk's post_build hook, in release builds
//! only. So the page registers it only when that meta is there — never under
//! `trunk serve` (whose live reload a caching worker would defeat) — and
//! only over http(s), where service workers exist.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The build's id, when this is a release build finished by the hook.
#[must_use]
pub fn build_id() -> Option<String> {
    let document = web_sys::window()?.document()?;
    let meta = document
        .query_selector("meta[name=\"bones-build\"]")
        .ok()??;
    meta.dyn_into::<web_sys::HtmlMetaElement>()
        .ok()
        .map(|m| m.content())
        .filter(|c| !c.is_empty())
}

/// The AI worker's script: in a release build asked for with the page's
/// build, `worker-loader.js?build=ID`, which the service worker serves (with
/// the worker's own files) from that build's cache. A page served from the
/// cache would otherwise start whatever worker the network had, a newer
/// build's after a deploy, whose messages it may not read.
#[must_use]
pub fn worker_script() -> String {
    build_id().map_or_else(
        || "worker-loader.js".to_owned(),
        |id| format!("worker-loader.js?build={id}"),
    )
}

/// Registers `sw.js` (next to the page, so its scope is the page's folder:
/// `/` or a sub-path such as `/REPO/`). Does nothing outside a release
/// build or an http(s) page.
pub fn register_service_worker() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let secure_scheme = window
        .location()
        .protocol()
        .is_ok_and(|p| p == "https:" || p == "http:");
    if !secure_scheme || build_id().is_none() {
        return;
    }
    // Browsers without service workers (or with them turned off) have no
    // `navigator.serviceWorker`: the page works as before, online.
    let navigator = window.navigator();
    let has_workers = js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false);
    if !has_workers {
        return;
    }
    let promise = navigator.service_worker().register("sw.js");
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(e) = JsFuture::from(promise).await {
            // Not fatal: the page still works online.
            web_sys::console::error_2(&"Bones: the offline cache could not be set up:".into(), &e);
        }
    });
}
