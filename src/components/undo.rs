//! "Undo": takes back the player's latest turn of the hand and whatever
//! the bots did after it, for a tile dropped on the wrong spot or a second
//! thought. The key U does the same. Within the hand only: once a hand is
//! scored, it stands.

use yew::prelude::*;

use super::focus::use_table_key;

/// Props of [`UndoControl`].
#[derive(Properties, PartialEq)]
pub struct UndoControlProps {
    /// Whether the player has a turn of this hand to take back.
    pub available: bool,
    /// Take it back (the store checks again, so a stale press does
    /// nothing).
    pub on_undo: Callback<()>,
}

/// The Undo button, beside the player's name.
#[component]
pub fn UndoControl(props: &UndoControlProps) -> Html {
    use_table_key("u", props.on_undo.clone());
    if !props.available {
        return Html::default();
    }
    html! {
        <button type="button" class="btn ghost undo-btn" data-testid="undo" aria-keyshortcuts="u"
                title="Take back your last turn (key U)" onclick={props.on_undo.reform(|_: MouseEvent| ())}>
            { "Undo" }
        </button>
    }
}
