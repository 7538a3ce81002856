//! The page binary: mounts the app on `<body>`, once the splash has shown.

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// Longest wait for the splash's frame: a hidden tab runs no animation
/// frames, and the app must still start there.
const SPLASH_FRAME_TIMEOUT_MS: i32 = 200;

fn main() {
    // When the wasm arrives before the browser has painted index.html (a
    // warm cache), mounting at once would replace the splash unseen and
    // leave the first screen blank until the app's own first render. The
    // second animation frame runs after the first one has been painted.
    let Some(window) = web_sys::window() else {
        return mount();
    };
    let mount_once = {
        let mounted = Rc::new(Cell::new(false));
        move || {
            if !mounted.replace(true) {
                mount();
            }
        }
    };
    let after_paint = {
        let mount_once = mount_once.clone();
        let window = window.clone();
        Closure::once_into_js(move || {
            let second = Closure::once_into_js(mount_once);
            // Should this fail, the timeout below mounts.
            let _ = window.request_animation_frame(second.unchecked_ref());
        })
    };
    let timeout = Closure::once_into_js(mount_once);
    let frame_ok = window
        .request_animation_frame(after_paint.unchecked_ref())
        .is_ok();
    let timeout_ok = window
        .set_timeout_with_callback_and_timeout_and_arguments_0(
            timeout.unchecked_ref(),
            SPLASH_FRAME_TIMEOUT_MS,
        )
        .is_ok();
    if !frame_ok && !timeout_ok {
        mount();
    }
}

fn mount() {
    yew::Renderer::<bones::components::App>::new().render();
}
