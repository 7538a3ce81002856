//! The table's one sound: a tile's clack as it lands on the trick.
//!
//! The clack is synthesised once, here, into an audio buffer (no sound
//! file to download or cache), and played with the Web Audio API timed to
//! the tile's flight (crate::motion), so the sound is heard as the tile
//! lands, not as it leaves the hand. It plays only once the page has had a
//! player's gesture: browsers keep an audio context made earlier silent
//! and say so in the console. The player turns it off in Settings
//! ([`Sound`]); the app root's `data-sound` carries the choice here.
//!
//! Between clacks the audio context rests: a running context keeps the
//! device's audio output awake, playing silence (a phone's battery), so
//! it is suspended once nothing has sounded for a while, and the next
//! clack or touch resumes it.

use std::cell::RefCell;

use bones_engine::Tile;
use gloo_timers::callback::Timeout;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;
use web_sys::{AudioBuffer, AudioContext};

/// Whether the table makes its sound.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Sound {
    /// Tiles clack as they are played.
    #[default]
    On,
    /// Silence.
    Off,
}

impl Sound {
    /// The name on the app root (`data-sound`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Sound::On => "on",
            Sound::Off => "off",
        }
    }
}

/// A damped sine: frequency (Hz), amplitude, decay time (s).
struct Mode(f64, f64, f64);

/// What a clack is made of: a knock of the table under it, the tile's own
/// ringing (high and brief, as bone or resin rings), and the hard contact
/// itself as a burst of noise.
const TABLE_KNOCK: Mode = Mode(170.0, 0.35, 0.012);
const TILE_RINGS: [Mode; 3] = [
    Mode(1_950.0, 0.5, 0.018),
    Mode(3_150.0, 0.35, 0.011),
    Mode(4_700.0, 0.25, 0.007),
];
const CONTACT: (f64, f64) = (0.6, 0.0025);
/// The clack's length: by then its longest part (the 18 ms ring) is down
/// to under 1%.
const CLACK_SECONDS: f64 = 0.09;
/// A fraction of a millisecond's rise, so the start does not click.
const ATTACK_SECONDS: f64 = 0.0004;

/// `exp` and `sin` from the browser's `Math` in the page: Rust's own would
/// add their code to the download for one 90 ms buffer.
#[cfg(target_arch = "wasm32")]
use js_sys::Math::{exp, sin};
#[cfg(not(target_arch = "wasm32"))]
fn exp(x: f64) -> f64 {
    x.exp()
}
#[cfg(not(target_arch = "wasm32"))]
fn sin(x: f64) -> f64 {
    x.sin()
}

/// One clack at `rate` samples a second, peaking at 0.9.
#[must_use]
pub fn clack_samples(rate: f32) -> Vec<f32> {
    let rate = f64::from(rate).max(1.0);
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let len = (rate * CLACK_SECONDS) as usize;
    // xorshift32: the same noise every time, so every clack is the same.
    let mut state = 0x9E37_79B9_u32;
    let mut noise = move || {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        f64::from(state) / f64::from(u32::MAX) * 2.0 - 1.0
    };
    let tau = std::f64::consts::TAU;
    let samples: Vec<f64> = (0..len)
        .map(|i| {
            #[allow(clippy::cast_precision_loss)]
            let t = i as f64 / rate;
            let ring = |Mode(freq, amp, decay): &Mode| amp * exp(-t / decay) * sin(tau * freq * t);
            let contact = CONTACT.0 * exp(-t / CONTACT.1) * noise();
            let attack = (t / ATTACK_SECONDS).min(1.0);
            attack * (ring(&TABLE_KNOCK) + TILE_RINGS.iter().map(ring).sum::<f64>() + contact)
        })
        .collect();
    let peak = samples.iter().fold(0.0_f64, |m, s| m.max(s.abs()));
    let scale = if peak > 0.0 { 0.9 / peak } else { 0.0 };
    #[allow(clippy::cast_possible_truncation)]
    samples.iter().map(|s| (s * scale) as f32).collect()
}

/// How long the audio context runs on after its last clack ends, or after
/// the player's last touch, before it rests. Bots play a tile a second or
/// less apart, so it rests only while the player thinks, reads a summary
/// or has turned the sound off; a touch wakes it before the player's own
/// tile lands.
const REST_AFTER_MS: u32 = 5_000;

/// The page's audio: made at the player's first gesture, or the first
/// clack after one.
struct Audio {
    context: AudioContext,
    clack: AudioBuffer,
    /// When the last clack was set to start (the context's clock, s).
    last_start: f64,
    /// Suspends the context when it fires; replaced by a later one each
    /// time a clack or a touch puts the rest off (dropping it cancels it).
    rest: Option<Timeout>,
    /// When `rest` fires (the page's clock, ms since the epoch).
    rest_at: f64,
    /// A suspension was asked for and no resumption since: the context
    /// may still say "running" while it suspends.
    resting: bool,
}

thread_local! {
    static AUDIO: RefCell<Option<Audio>> = const { RefCell::new(None) };
}

/// Whether the app root says the sound is on.
fn sound_on() -> bool {
    crate::media::root_data("sound").is_some_and(|name| name == Sound::On.name())
}

/// Tells the browser the page's sound is ambient, where it can be told
/// (`navigator.audioSession`, Safari 17): the clacks then mix with the
/// player's own music instead of stopping it, and keep quiet when the
/// phone is on silent.
fn ambient_session() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let session = js_sys::Reflect::get(&window.navigator(), &"audioSession".into())
        .unwrap_or(JsValue::UNDEFINED);
    if session.is_object() {
        let _ = js_sys::Reflect::set(&session, &"type".into(), &"ambient".into());
    }
}

fn make_audio() -> Option<Audio> {
    ambient_session();
    let context = AudioContext::new().ok()?;
    let rate = context.sample_rate();
    let samples = clack_samples(rate);
    let len = u32::try_from(samples.len()).ok()?;
    let clack = context.create_buffer(1, len, rate).ok()?;
    clack.copy_to_channel(&samples, 0).ok()?;
    Some(Audio {
        context,
        clack,
        last_start: f64::NEG_INFINITY,
        rest: None,
        rest_at: f64::NEG_INFINITY,
        resting: false,
    })
}

/// The pitch of `tile`'s clack: from 0.94 to 1.06 by its pips, so that a
/// trick's four clacks are not one sound four times.
#[must_use]
pub fn pitch_of(tile: Tile) -> f32 {
    0.94 + f32::from(tile.pips() % 5) * 0.03
}

/// Two clacks closer than this are one (several tiles landing at once at
/// the instant pace).
const CLACK_GAP_SECONDS: f64 = 0.045;

/// A tile lands on the table `after_ms` from now: its clack, pitched by
/// `pitch` (about 1; tiles differ a little, as real ones do), if the
/// sound is on and the page may play it. Anything the browser refuses is
/// silence, never an error.
pub fn tile_lands(after_ms: u32, pitch: f32) {
    if !sound_on() || !crate::media::page_activated() {
        return;
    }
    with_audio(|audio| {
        play(audio, after_ms, pitch);
    });
}

/// The sound just switched on: one clack now, so the player hears what
/// was chosen (inside the switch's gesture, where browsers allow audio).
pub fn preview() {
    with_audio(|audio| {
        play(audio, 0, 1.0);
    });
}

/// Inside a player's touch, click or key: makes the audio context, or
/// lets one that rests, or that the browser suspended (a phone's tab put
/// aside), run again, and puts its rest off. Some browsers (Safari) allow
/// a context to start only there, not when a bot's tile lands. (The app
/// listens for gestures only while the sound is on.)
pub fn wake() {
    with_audio(|audio| {
        resume(audio);
        rest_after(audio, REST_AFTER_MS);
    });
}

/// Runs `f` on the page's audio, made now if it is not yet (nothing if
/// the browser has no audio to give).
fn with_audio(f: impl FnOnce(&mut Audio)) {
    AUDIO.with(|cell| {
        let mut audio = cell.borrow_mut();
        if audio.is_none() {
            *audio = make_audio();
        }
        if let Some(audio) = audio.as_mut() {
            f(audio);
        }
    });
}

/// Awaits what the browser does with a suspension or resumption: refused
/// is silence, not an unhandled rejection in the console.
fn settle(promise: Result<js_sys::Promise, JsValue>) {
    if let Ok(promise) = promise {
        wasm_bindgen_futures::spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        });
    }
}

/// Lets the context run again if it rests (or the browser suspended it:
/// a phone's tab put aside).
fn resume(audio: &mut Audio) {
    if audio.resting || audio.context.state() == web_sys::AudioContextState::Suspended {
        audio.resting = false;
        settle(audio.context.resume());
    }
}

/// Puts the context's rest off to `ms` from now, unless it is already
/// later.
fn rest_after(audio: &mut Audio, ms: u32) {
    let at = js_sys::Date::now() + f64::from(ms);
    if at <= audio.rest_at {
        return;
    }
    audio.rest_at = at;
    audio.rest = Some(Timeout::new(ms, || {
        AUDIO.with(|cell| {
            let Ok(mut audio) = cell.try_borrow_mut() else {
                return;
            };
            if let Some(audio) = audio.as_mut() {
                if audio.context.state() == web_sys::AudioContextState::Running {
                    audio.resting = true;
                    settle(audio.context.suspend());
                }
            }
        });
    }));
}

fn play(audio: &mut Audio, after_ms: u32, pitch: f32) -> Option<()> {
    resume(audio);
    let context = &audio.context;
    let start = context.current_time() + f64::from(after_ms) / 1000.0;
    if start < audio.last_start + CLACK_GAP_SECONDS {
        return Some(());
    }
    let source = context.create_buffer_source().ok()?;
    source.set_buffer(Some(&audio.clack));
    source.playback_rate().set_value(pitch);
    let volume = context.create_gain().ok()?;
    volume.gain().set_value(0.45);
    source.connect_with_audio_node(&volume).ok()?;
    volume
        .connect_with_audio_node(&context.destination())
        .ok()?;
    source.start_with_when(start).ok()?;
    audio.last_start = start;
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let clack_ms = (CLACK_SECONDS * 1000.0).ceil() as u32;
    rest_after(audio, after_ms + clack_ms + REST_AFTER_MS);
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn energy(samples: &[f32]) -> f32 {
        samples.iter().map(|s| s * s).sum()
    }

    #[test]
    fn a_clack_is_short_loud_at_once_and_dies_away() {
        let rate = 48_000.0;
        let clack = clack_samples(rate);
        assert_eq!(clack.len(), 4_320, "90 ms");
        let peak = clack.iter().fold(0.0_f32, |m, s| m.max(s.abs()));
        assert!((peak - 0.9).abs() < 1e-4, "peak {peak}");
        assert!(clack.iter().all(|s| s.is_finite()));
        // Nearly all of it is in the first 20 ms; the end is silent, so
        // the buffer does not stop on a click.
        let first = energy(&clack[..960]);
        let rest = energy(&clack[960..]);
        assert!(rest < first / 10.0, "first 20 ms {first}, after {rest}");
        let tail = clack[clack.len() - 48..]
            .iter()
            .fold(0.0_f32, |m, s| m.max(s.abs()));
        assert!(tail < 0.01, "last ms peaks at {tail}");
        // It rises from nothing rather than starting on a step.
        assert_eq!(clack[0], 0.0);
    }

    #[test]
    fn every_clack_is_the_same_at_any_rate() {
        assert_eq!(clack_samples(44_100.0), clack_samples(44_100.0));
        assert_eq!(clack_samples(44_100.0).len(), 3_969);
        assert!(clack_samples(0.0).is_empty());
        assert!(clack_samples(f32::NAN).is_empty());
    }

    #[test]
    fn tiles_clack_at_five_pitches_near_one() {
        let pitches: Vec<f32> = (0..28).filter_map(Tile::from_index).map(pitch_of).collect();
        assert_eq!(pitches.len(), 28);
        assert!(
            pitches.iter().all(|p| (0.94..=1.06).contains(p)),
            "{pitches:?}"
        );
        let mut distinct: Vec<i32> = pitches.iter().map(|p| (p * 100.0).round() as i32).collect();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct, [94, 97, 100, 103, 106]);
    }

    #[test]
    fn the_choice_has_a_name_on_the_page() {
        assert_eq!(Sound::default(), Sound::On);
        assert_eq!(
            [Sound::On.name(), Sound::Off.name()],
            ["on", "off"],
            "the app root's data-sound"
        );
    }
}
