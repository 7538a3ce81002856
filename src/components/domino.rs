//! One domino drawn in SVG: ivory face, real pip layouts (0 to 9 pips per
//! half, so every set from double-six to double-nine), a divider with a
//! brass spinner; or its back, face down.

use bones_engine::Tile;
use yew::prelude::*;

use crate::pips;
use crate::tile_names::{tile_or_hidden_name, Counting};

/// How a domino lies.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Lie {
    /// Upright: the higher end on top.
    #[default]
    Upright,
    /// On its side: the higher end on the left.
    Sideways,
}

/// Props of [`Domino`].
#[derive(Properties, PartialEq)]
pub struct DominoProps {
    /// The face; `None` draws the back.
    pub tile: Option<Tile>,
    /// Upright or sideways.
    #[prop_or_default]
    pub lie: Lie,
    /// Extra classes for the `<svg>`.
    #[prop_or_default]
    pub class: Classes,
}

/// Half a tile's side, in SVG units (a tile is 60 × 120 upright).
const W: f32 = 60.0;
const H: f32 = 120.0;
/// Distance between pip centres on the 3 × 3 grid.
const STEP: f32 = 15.5;
const PIP_R: f32 = 5.6;

/// One half's pips, grouped under its number (`data-n`), which coloured
/// pips are painted by.
fn half(n: u8, centre_y: f32) -> Html {
    let pips: Html = pips::layout(n)
        .iter()
        .map(|&(c, r)| {
            let cx = W / 2.0 + f32::from(c) * STEP;
            let cy = centre_y + f32::from(r) * STEP;
            html! { <circle class="pip" cx={cx.to_string()} cy={cy.to_string()} r={PIP_R.to_string()} /> }
        })
        .collect();
    html! { <g data-n={n.to_string()}>{ pips }</g> }
}

/// Draws a domino.
#[component]
pub fn Domino(props: &DominoProps) -> Html {
    let (view_box, turn) = match props.lie {
        Lie::Upright => ("0 0 60 120", None),
        // Rotate the upright drawing a quarter turn anticlockwise, so the
        // top (higher) end comes to the left.
        Lie::Sideways => ("0 0 120 60", Some("translate(0 60) rotate(-90)")),
    };
    let body = match props.tile {
        Some(tile) => html! {
            <>
                <rect class="face" x="1.5" y="1.5" width="57" height="117" rx="9" />
                <rect class="face-sheen" x="4" y="4" width="52" height="112" rx="7" />
                { half(tile.hi().get(), H / 4.0) }
                <line class="divider" x1="9" y1="60" x2="51" y2="60" />
                <circle class="spinner" cx="30" cy="60" r="3.2" />
                { half(tile.lo().get(), 3.0 * H / 4.0) }
            </>
        },
        None => html! {
            <>
                <rect class="back" x="1.5" y="1.5" width="57" height="117" rx="9" />
                <rect class="back-inlay" x="8" y="8" width="44" height="104" rx="5" />
                <circle class="back-emblem" cx="30" cy="60" r="7" />
            </>
        },
    };
    // Spoken as a player says it ("six-four, ten count"); the game on the
    // table (a context the App provides) decides whether counts are named.
    let counting = use_context::<Counting>().unwrap_or_default();
    let label = tile_or_hidden_name(props.tile, counting);
    html! {
        <svg class={classes!("domino", props.class.clone())} viewBox={view_box}
             role="img" aria-label={label} focusable="false"
             data-face={props.tile.map(|t| t.to_string())}>
            <g transform={turn}>{ body }</g>
        </svg>
    }
}

/// Shared gradients for every domino, rendered once at the app's root.
#[component]
pub fn DominoDefs() -> Html {
    // Coloured pips (`pip-1` to `pip-9`): shaded as the black ones are,
    // lit from the top left.
    let coloured = pips::COLOURS.iter().zip(1..).map(|(&colour, n)| {
        html! {
            <radialGradient id={format!("pip-{n}")} cx="0.4" cy="0.35" r="0.75">
                <stop offset="0" stop-color={pips::mix(colour, 0xffffff, 0.3)} />
                <stop offset="0.6" stop-color={format!("#{colour:06x}")} />
                <stop offset="1" stop-color={pips::mix(colour, 0, 0.45)} />
            </radialGradient>
        }
    });
    html! {
        <svg class="svg-defs" width="0" height="0" aria-hidden="true" focusable="false">
            <defs>
                <linearGradient id="ivory" x1="0" y1="0" x2="1" y2="1">
                    <stop offset="0" stop-color="#fffdf6" />
                    <stop offset="0.55" stop-color="#f6efdc" />
                    <stop offset="1" stop-color="#e6dcc1" />
                </linearGradient>
                // The face of a trump in the player's hand.
                <linearGradient id="ivory-trump" x1="0" y1="0" x2="1" y2="1">
                    <stop offset="0" stop-color="#fff8dc" />
                    <stop offset="0.55" stop-color="#f6e2a2" />
                    <stop offset="1" stop-color="#e6c66c" />
                </linearGradient>
                <radialGradient id="pip" cx="0.4" cy="0.35" r="0.75">
                    <stop offset="0" stop-color="#4a4440" />
                    <stop offset="0.6" stop-color="#1c1917" />
                    <stop offset="1" stop-color="#000" />
                </radialGradient>
                <radialGradient id="brass" cx="0.35" cy="0.35" r="0.8">
                    <stop offset="0" stop-color="#fff1b8" />
                    <stop offset="0.5" stop-color="#d4a53c" />
                    <stop offset="1" stop-color="#7a5a14" />
                </radialGradient>
                { for coloured }
                <linearGradient id="tile-back" x1="0" y1="0" x2="1" y2="1">
                    <stop offset="0" stop-color="#7b2433" />
                    <stop offset="1" stop-color="#4a1220" />
                </linearGradient>
            </defs>
        </svg>
    }
}
