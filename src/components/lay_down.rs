//! "Lay down": on the player's lead, when every trick left is theirs
//! whatever the others hold ([`bones_engine::View::laydown`]), they may
//! show their hand and have it played out, as 42 players do at a table
//! rather than lead out tile after tile. Undo takes it back whole.

use yew::prelude::*;

/// Props of [`LayDownControl`].
#[derive(Properties, PartialEq)]
pub struct LayDownControlProps {
    /// Whether the player may lay down now.
    pub available: bool,
    /// Lay down (the store checks again, so a stale press does nothing).
    pub on_lay_down: Callback<()>,
}

/// The Lay down button, beside the player's name.
#[component]
pub fn LayDownControl(props: &LayDownControlProps) -> Html {
    if !props.available {
        return Html::default();
    }
    html! {
        <button type="button" class="btn ghost laydown-btn" data-testid="lay-down"
                title="Every trick left is yours: play the rest of your hand at once"
                onclick={props.on_lay_down.reform(|_: MouseEvent| ())}>
            { "Lay down" }
        </button>
    }
}
