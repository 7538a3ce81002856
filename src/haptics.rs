//! A light buzz as the player's own tile lands, on phones that can buzz
//! (`navigator.vibrate`: Android's browsers; Safari has none). A tile
//! played by a drag or a tap is felt to land under the finger that let it
//! go, sound on or off. Only the player's tiles buzz, the forced ones
//! played for them too: a buzz for every bot's tile would be noise. The
//! player turns it off in Settings ([`Buzz`]); the app root's `data-buzz`
//! carries the choice here.

use gloo_timers::callback::Timeout;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

/// Whether the player's tiles buzz as they land.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Buzz {
    /// A tick as each of the player's tiles lands.
    #[default]
    On,
    /// Still.
    Off,
}

impl Buzz {
    /// The name on the app root (`data-buzz`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Buzz::On => "on",
            Buzz::Off => "off",
        }
    }
}

/// A tick, not a ring: long enough to be felt on a phone's motor, short
/// enough not to hum.
const BUZZ_MS: u32 = 15;

/// A device held in the hand (its main pointer a finger, as the table's
/// "drag or tap" says) whose browser can buzz. Desktop browsers have the
/// call too, with nothing to shake, so the setting is shown only here.
#[must_use]
pub fn available() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let vibrate =
        js_sys::Reflect::get(&window.navigator(), &"vibrate".into()).unwrap_or(JsValue::UNDEFINED);
    vibrate.is_function()
        && crate::media::matches("(pointer: coarse) and (hover: none)") == Some(true)
}

/// One buzz now, called only where [`available`] (a browser without the
/// call would throw). A refusal (the tab hidden) is silence, not an
/// error.
fn buzz() {
    if let Some(window) = web_sys::window() {
        window.navigator().vibrate_with_duration(BUZZ_MS);
    }
}

/// The player's tile lands `after_ms` from now (the end of its flight):
/// a buzz then, if buzzing is on, the device can, and the page has had
/// the player's gesture (before it, browsers refuse and say so in the
/// console: a game resumed on loading lays its trick down again).
pub fn own_tile_lands(after_ms: u32) {
    let on = crate::media::root_data("buzz").is_some_and(|name| name == Buzz::On.name());
    if !on || !available() || !crate::media::page_activated() {
        return;
    }
    if after_ms == 0 {
        buzz();
    } else {
        Timeout::new(after_ms, buzz).forget();
    }
}

/// Buzzing just switched on: one buzz now, inside the switch's touch, so
/// the player feels what was chosen.
pub fn preview() {
    if available() {
        buzz();
    }
}
