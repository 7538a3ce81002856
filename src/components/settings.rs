//! The settings dialog: the bots' pace, one tap or two to play a tile,
//! forced tiles played for the player, the pips' paint, the sound and the
//! buzz (each applies at once), the bidding advisor, and the game on the
//! table in a few words with a way to the setup screen, where the game, its
//! rules and the bots' level are chosen.

use yew::prelude::*;

use bones_engine::Tile;

use super::choice;
use super::dialog::Dialog;
use super::domino::{Domino, Lie};
use crate::haptics::{self, Buzz};
use crate::pips::PipPaint;
use crate::prefs::Speed;
use crate::sound::{self, Sound};

/// Props of [`SettingsDialog`].
#[derive(Properties, PartialEq)]
pub struct SettingsProps {
    /// The bots' pace now.
    pub speed: Speed,
    /// Pace changed (applies at once).
    pub on_speed: Callback<Speed>,
    /// Whether the player's forced tiles are played for them.
    pub play_forced: bool,
    /// Forced tiles played for the player, or not (applies at once).
    pub on_play_forced: Callback<bool>,
    /// How the pips are painted.
    pub pips: PipPaint,
    /// Black or coloured pips (applies at once).
    pub on_pips: Callback<PipPaint>,
    /// Whether one tap plays a tile.
    pub one_tap: bool,
    /// One tap plays, or picks up first (applies at once).
    pub on_one_tap: Callback<bool>,
    /// The sound now.
    pub sound: Sound,
    /// The sound turned on or off (applies at once).
    pub on_sound: Callback<Sound>,
    /// The buzz as the player's tiles land, on phones.
    pub buzz: Buzz,
    /// The buzz turned on or off (applies at once).
    pub on_buzz: Callback<Buzz>,
    /// Close the dialog.
    pub on_close: Callback<()>,
    /// The game on the table in words ("House 42 · 7 marks · Hard bots"),
    /// if there is one.
    #[prop_or_default]
    pub game: Option<AttrValue>,
    /// Open the setup screen (game, rules, level).
    pub on_setup: Callback<()>,
    /// Whether the bidding advisor is on.
    #[prop_or_default]
    pub advisor: bool,
    /// The advisor switched on or off (`None`: no switch shown).
    #[prop_or_default]
    pub on_advisor: Option<Callback<bool>>,
}

/// A setting's checkbox and what it does, told whether it is now checked.
fn switch_line(
    testid: &'static str,
    checked: bool,
    label: &'static str,
    on_change: &Callback<bool>,
) -> Html {
    let onchange = on_change.reform(|e: Event| {
        e.target_unchecked_into::<web_sys::HtmlInputElement>()
            .checked()
    });
    html! {
        <label class="switch-line">
            <input type="checkbox" data-testid={testid} {checked} {onchange} />
            <span>{ label }</span>
        </label>
    }
}

/// A switch's callback for a choice of two (the pips' paint): `[on, off]`
/// by the box checked.
fn either<T: Copy + 'static>(on_change: &Callback<T>, [on, off]: [T; 2]) -> Callback<bool> {
    on_change.reform(move |checked| if checked { on } else { off })
}

/// A switch's callback for a choice the player hears or feels (the
/// sound, the buzz): [`either`], with `preview` run as it is switched on,
/// inside the player's touch, so that they hear or feel what they chose.
fn previewed<T: Copy + 'static>(
    on_change: &Callback<T>,
    preview: fn(),
    choices: [T; 2],
) -> Callback<bool> {
    let pick = either(on_change, choices);
    Callback::from(move |checked| {
        if checked {
            preview();
        }
        pick.emit(checked);
    })
}

/// The settings dialog.
#[component]
pub fn SettingsDialog(props: &SettingsProps) -> Html {
    let speed_buttons = Speed::ALL.into_iter().map(|s| {
        let onclick = props.on_speed.reform(move |_: MouseEvent| s);
        let active = props.speed == s;
        html! {
            <button type="button" class={classes!("seg", active.then_some("active"))}
                    role="radio" aria-checked={active.to_string()} tabindex={choice::tab_index(active)}
                    data-speed={s.name()} {onclick}>{ s.label() }</button>
        }
    });
    let on_sound = previewed(&props.on_sound, sound::preview, [Sound::On, Sound::Off]);
    let on_buzz = previewed(&props.on_buzz, haptics::preview, [Buzz::On, Buzz::Off]);
    // Only where a finger plays and the browser can buzz.
    let can_buzz = haptics::available();
    let on_pips = either(&props.on_pips, [PipPaint::Coloured, PipPaint::Black]);
    // Every number from 1 to 6, painted as chosen.
    let sample = [(6, 5), (4, 3), (2, 1)]
        .into_iter()
        .filter_map(|(a, b)| Tile::from_ends(a, b))
        .map(|tile| html! { <Domino tile={Some(tile)} lie={Lie::Sideways} /> });
    let onclose = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <Dialog labelled_by="settings-title" on_close={props.on_close.clone()}>
            <div class="sheet settings">
                <div class="sheet-head">
                    <h2 id="settings-title">{ "Settings" }</h2>
                    <button type="button" class="icon-btn" aria-label="Close settings" onclick={onclose.clone()}>{ "✕" }</button>
                </div>
                <div class="sheet-body">
                    <h3 id="speed-title">{ "Bot speed" }</h3>
                    <div class="segmented" role="radiogroup" aria-labelledby="speed-title" onkeydown={choice::arrow_keys()}>
                        { for speed_buttons }
                    </div>
                    <h3>{ "Your tiles" }</h3>
                    { switch_line("one-tap-toggle", props.one_tap,
                        "One tap plays a tile, without picking it up first", &props.on_one_tap) }
                    { switch_line("forced-toggle", props.play_forced,
                        "Play my tile for me when it is the only one I may play", &props.on_play_forced) }
                    { switch_line("pips-toggle", props.pips == PipPaint::Coloured,
                        "Coloured pips: each number in its own colour", &on_pips) }
                    <div class="pip-sample" aria-hidden="true">{ for sample }</div>
                    <h3>{ if can_buzz { "Sound and touch" } else { "Sound" } }</h3>
                    { switch_line("sound-toggle", props.sound == Sound::On,
                        "Tiles clack as they land on the table", &on_sound) }
                    if can_buzz {
                        { switch_line("buzz-toggle", props.buzz == Buzz::On,
                            "Buzz as my tile lands", &on_buzz) }
                    }
                    if let Some(on_advisor) = &props.on_advisor {
                        <h3>{ "Coach" }</h3>
                        { switch_line("advisor-toggle", props.advisor,
                            "Bidding advisor: the chance of making each bid with each trump, on your bidding turns in 42, 88 and the Big Game", on_advisor) }
                    }
                    <h3>{ "Game" }</h3>
                    if let Some(g) = props.game.clone() { <p class="game-line" data-game-line="">{ g }</p> }
                    <button type="button" class="btn ghost wide" data-testid="open-setup"
                            onclick={props.on_setup.reform(|_: MouseEvent| ())}>
                        { "Game, rules and bot level…" }
                    </button>
                </div>
                <div class="sheet-foot">
                    <button type="button" class="btn primary" onclick={onclose}>{ "Done" }</button>
                </div>
            </div>
        </Dialog>
    }
}
