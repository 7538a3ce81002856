//! Table animations, FLIP style: a tile is drawn where it ends up, then
//! played from where it came from (the seat that played it) to there with
//! the Web Animations API; a taken trick gathers towards its winner.
//! Only `transform` and `opacity` move, so phones composite them cheaply.
//!
//! Nothing moves when the player asks for reduced motion or the bots play
//! at "instant", and every timing fits inside the bots' pace (a tile lands
//! before the next bot plays; a trick is gathered before it is cleared),
//! so animations never slow the game down.

use js_sys::{Array, Function, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

use crate::prefs::Speed;

/// How a tile travels to the trick and how the trick leaves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Timing {
    /// A played tile's flight to its place, ms.
    pub travel_ms: u32,
    /// How long a taken trick sits still before gathering, ms.
    pub gather_delay_ms: u32,
    /// The gathering itself, ms.
    pub gather_ms: u32,
}

impl Timing {
    /// The timing at this pace, or `None` when nothing should move.
    #[must_use]
    pub const fn at(speed: Speed) -> Option<Timing> {
        let (bot, trick) = (speed.bot_ms(), speed.trick_ms());
        if bot == 0 || trick == 0 {
            return None;
        }
        // A flight lasts at most 320 ms and lands before the next bot plays.
        let travel_ms = if bot * 4 / 5 < 320 { bot * 4 / 5 } else { 320 };
        // The trick rests for half its pause, then gathers in the next
        // 40%, ending before the table clears it.
        Some(Timing {
            travel_ms,
            gather_delay_ms: trick / 2,
            gather_ms: trick * 2 / 5,
        })
    }

    /// When a flying tile is heard landing (its clack), ms after it
    /// leaves: at 4/5 of the flight, where the flight's ease-out has
    /// brought it to rest.
    #[must_use]
    pub const fn landing_ms(self) -> u32 {
        self.travel_ms * 4 / 5
    }
}

fn document() -> Option<web_sys::Document> {
    web_sys::window().and_then(|w| w.document())
}

/// Whether the player asked the system for less motion (yes where the
/// browser cannot say).
#[must_use]
pub fn reduced_motion() -> bool {
    crate::media::matches("(prefers-reduced-motion: reduce)").unwrap_or(true)
}

/// The table's pace, from the app root's `data-speed`.
#[must_use]
pub fn table_timing() -> Option<Timing> {
    if reduced_motion() {
        return None;
    }
    let speed = crate::media::root_data("speed").and_then(|name| Speed::from_name(&name))?;
    Timing::at(speed)
}

fn call_method(target: &JsValue, name: &str, args: &Array) -> Option<JsValue> {
    let f = Reflect::get(target, &name.into())
        .ok()?
        .dyn_into::<Function>()
        .ok()?;
    f.apply(target, args).ok()
}

fn object(pairs: &[(&str, JsValue)]) -> Object {
    let o = Object::new();
    for (k, v) in pairs {
        let _ = Reflect::set(&o, &(*k).into(), v);
    }
    o
}

/// `el.animate(keyframes, options)`.
fn animate(el: &Element, frames: &[Object], options: &Object) {
    let keyframes: Array = frames.iter().collect();
    let _ = call_method(el, "animate", &Array::of2(&keyframes, options));
}

/// `el.getAnimations()`.
fn animations(el: &Element) -> Vec<JsValue> {
    call_method(el, "getAnimations", &Array::new())
        .map_or_else(Vec::new, |list| Array::from(&list).to_vec())
}

/// Stops every animation on `el` (a reused trick slot starts clean).
pub fn cancel_animations(el: &Element) {
    for a in animations(el) {
        let _ = call_method(&a, "cancel", &Array::new());
    }
}

/// The centre of `el` on screen.
fn centre(el: &Element) -> (f64, f64) {
    let r = el.get_bounding_client_rect();
    (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
}

/// The centre of `el` where it rests: a flight still landing is stepped
/// to its end for the measure (where it holds the tile nowhere: flights
/// do not fill), then put back. The last play's flight is still under
/// way when its trick starts gathering, and measured mid-flight the
/// tile was gathered from where it flew, not from its place: towards a
/// point as far from the winner as the flight had left to go (from
/// above the screen at times).
fn resting_centre(el: &Element) -> (f64, f64) {
    let current_time = JsValue::from_str("currentTime");
    let stepped: Vec<(JsValue, JsValue)> = animations(el)
        .into_iter()
        .filter_map(|a| {
            let was = Reflect::get(&a, &current_time).ok()?;
            let effect = Reflect::get(&a, &"effect".into()).ok()?;
            let timing = call_method(&effect, "getComputedTiming", &Array::new())?;
            let end = Reflect::get(&timing, &"endTime".into()).ok()?;
            Reflect::set(&a, &current_time, &end).ok()?;
            Some((a, was))
        })
        .collect();
    let at = centre(el);
    for (a, was) in stepped {
        let _ = Reflect::set(&a, &current_time, &was);
    }
    at
}

/// Where seat `seat`'s tiles are on screen: the middle of the tiles
/// another player still holds (a side seat's column keeps the room of
/// those it has played, seat.rs, so its own middle lies below them), all
/// of its place once it holds none, or the player's own hand.
fn seat_centre(seat: u8) -> Option<(f64, f64)> {
    let d = document()?;
    let held = d
        .query_selector_all(&format!(
            ".seat[data-seat=\"{seat}\"] .seat-tiles .domino:not(.gone)"
        ))
        .ok()?;
    let tile = |i: u32| held.item(i)?.dyn_into::<Element>().ok();
    if let (Some(first), Some(last)) = (tile(0), tile(held.length().saturating_sub(1))) {
        let ((x0, y0), (x1, y1)) = (centre(&first), centre(&last));
        return Some(((x0 + x1) / 2.0, (y0 + y1) / 2.0));
    }
    let selector =
        format!(".seat[data-seat=\"{seat}\"] .seat-tiles, .me[data-seat=\"{seat}\"] .hand");
    let el = d.query_selector(&selector).ok().flatten()?;
    Some(centre(&el))
}

/// Flies `tile` (a trick slot, already in place) in from seat `seat`.
pub fn travel_in(tile: &Element, seat: u8, t: Timing) {
    let Some((sx, sy)) = seat_centre(seat) else {
        return;
    };
    let (x, y) = centre(tile);
    let from = format!("translate({:.1}px, {:.1}px) scale(.8)", sx - x, sy - y);
    animate(
        tile,
        &[
            object(&[("transform", from.into()), ("opacity", 0.4.into())]),
            object(&[("transform", "none".into()), ("opacity", 1.into())]),
        ],
        &object(&[
            ("duration", t.travel_ms.into()),
            ("easing", "cubic-bezier(.2, .8, .3, 1)".into()),
        ]),
    );
}

/// Gathers the trick's tiles towards seat `winner` and fades them.
pub fn gather(tiles: &[Element], winner: u8, t: Timing) {
    let Some((wx, wy)) = seat_centre(winner) else {
        return;
    };
    for (i, tile) in tiles.iter().enumerate() {
        let (x, y) = resting_centre(tile);
        let to = format!("translate({:.1}px, {:.1}px) scale(.4)", wx - x, wy - y);
        // The later plays leave a touch later: the pile slides as one.
        let stagger = u32::try_from(i).unwrap_or(0) * 30;
        animate(
            tile,
            &[
                object(&[("transform", "none".into()), ("opacity", 1.into())]),
                object(&[("transform", to.into()), ("opacity", 0.into())]),
            ],
            &object(&[
                (
                    "duration",
                    t.gather_ms.saturating_sub(stagger).max(1).into(),
                ),
                ("delay", (t.gather_delay_ms + stagger).into()),
                ("easing", "cubic-bezier(.5, 0, .75, 0)".into()),
                ("fill", "forwards".into()),
            ]),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instant_play_has_no_motion() {
        assert_eq!(Timing::at(Speed::Instant), None);
    }

    #[test]
    fn motion_fits_inside_the_bots_pace() {
        for speed in [Speed::Relaxed, Speed::Normal, Speed::Fast] {
            let t = Timing::at(speed).expect("moves");
            assert!(
                t.travel_ms <= 320 && t.travel_ms < speed.bot_ms(),
                "{speed:?}"
            );
            // Heard landing before the flight ends.
            assert!(t.landing_ms() < t.travel_ms, "{speed:?}");
            // The first three plays fly in before the fourth lands and the
            // trick starts its rest.
            assert!(t.travel_ms <= t.gather_delay_ms, "{speed:?}");
            assert!(
                t.gather_delay_ms + t.gather_ms < speed.trick_ms(),
                "{speed:?}: gathered before the table clears"
            );
        }
    }
}
