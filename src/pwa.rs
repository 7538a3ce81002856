//! The page's side of working offline: registering the service worker, and
//! hearing from it when a newer build of the page has been deployed.
//!
//! The worker (`sw.js`) and the `<meta name="bones-build">` it goes with are
//! written by `scripts/pwa.mjs`, Trunk's post_build hook, in release builds
//! only. So the page registers it only when that meta is there — never under
//! `trunk serve` (whose live reload a caching worker would defeat) — and
//! only over http(s), where service workers exist.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_events::EventListener;
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

/// How often a page brought back into view asks for a newer `sw.js`: a
/// tab left open for days learns of a deploy, without a request each time
/// the player switches apps.
const UPDATE_CHECK_MS: f64 = 15.0 * 60.0 * 1000.0;

/// What keeps the page listening to its service worker; dropped, it stops.
pub struct ServiceWorkerWatch {
    _listeners: [EventListener; 3],
}

/// Registers `sw.js` (next to the page, so its scope is the page's folder:
/// `/` or a sub-path such as `/REPO/`), and calls `on_new_build` with the
/// build's id when a service worker of another build takes the page over:
/// a deploy since the page loaded (or since it was served from the cache),
/// which a reload brings in. The page looks for one when it comes back
/// into view (at most every 15 minutes) and when the network comes back.
/// Does nothing outside a release build or an http(s) page.
#[must_use]
pub fn register_service_worker(
    on_new_build: impl Fn(String) + 'static,
) -> Option<ServiceWorkerWatch> {
    let window = web_sys::window()?;
    let secure_scheme = window
        .location()
        .protocol()
        .is_ok_and(|p| p == "https:" || p == "http:");
    let page_build = build_id().filter(|_| secure_scheme)?;
    // Browsers without service workers (or with them turned off) have no
    // `navigator.serviceWorker`: the page works as before, online.
    let navigator = window.navigator();
    if !js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false) {
        return None;
    }
    let container = navigator.service_worker();
    // sw.js tells each page its build when it takes over (`activate`).
    let told = EventListener::new(&container, "message", move |event| {
        let told_build = event
            .dyn_ref::<web_sys::MessageEvent>()
            .map(web_sys::MessageEvent::data)
            .filter(|data| js_sys::Reflect::get(data, &"bones".into()).ok() == Some("build".into()))
            .and_then(|data| js_sys::Reflect::get(&data, &"build".into()).ok())
            .and_then(|build| build.as_string());
        if let Some(build) = told_build.filter(|build| *build != page_build) {
            on_new_build(build);
        }
    });
    let registration = Rc::new(RefCell::new(None::<web_sys::ServiceWorkerRegistration>));
    // Asks for a newer `sw.js`; offline, the check fails and the page
    // carries on as it is.
    let check = {
        let registration = registration.clone();
        move || {
            if let Some(update) = registration.borrow().as_ref().and_then(|r| r.update().ok()) {
                wasm_bindgen_futures::spawn_local(async move {
                    let _ = JsFuture::from(update).await;
                });
            }
        }
    };
    let document = window.document()?;
    let checked_at = Cell::new(js_sys::Date::now());
    let shown = {
        let check = check.clone();
        let page = document.clone();
        EventListener::new(&document, "visibilitychange", move |_| {
            let now = js_sys::Date::now();
            if !page.hidden() && now - checked_at.get() >= UPDATE_CHECK_MS {
                checked_at.set(now);
                check();
            }
        })
    };
    // A page opened offline is its cache's build: back online, it looks
    // at once for what was deployed meanwhile.
    let online = EventListener::new(&window, "online", move |_| check());
    let promise = container.register("sw.js");
    wasm_bindgen_futures::spawn_local(async move {
        match JsFuture::from(promise).await {
            Ok(r) => *registration.borrow_mut() = r.dyn_into().ok(),
            // Not fatal: the page still works online.
            Err(e) => web_sys::console::error_2(
                &"Bones: the offline cache could not be set up:".into(),
                &e,
            ),
        }
    });
    Some(ServiceWorkerWatch {
        _listeners: [told, shown, online],
    })
}
