//! The page before the first game.

use yew::prelude::*;

use super::domino::Domino;

/// Props of [`Welcome`].
#[derive(Properties, PartialEq)]
pub struct WelcomeProps {
    /// Start a game.
    pub on_new: Callback<()>,
    /// Open the settings.
    pub on_settings: Callback<()>,
    /// The rules in a few words ("Straight 42 · marks to 7").
    pub rules: AttrValue,
}

/// The welcome panel.
#[component]
pub fn Welcome(props: &WelcomeProps) -> Html {
    let tiles = ["6-6", "5-5", "6-4", "5-0"]
        .iter()
        .filter_map(|t| t.parse().ok())
        .map(|t| html! { <Domino tile={Some(t)} /> });
    html! {
        <div class="welcome">
            <div class="welcome-tiles" aria-hidden="true">{ for tiles }</div>
            <h1>{ "Texas 42" }</h1>
            <p class="lede">{ "You and your partner Ben, across the table, against Ada and Cleo. Bid, name trump, take the counters." }</p>
            <p class="rules-line">{ props.rules.clone() }</p>
            <div class="welcome-actions">
                <button type="button" class="btn primary big" data-testid="new-game"
                        onclick={props.on_new.reform(|_: MouseEvent| ())}>{ "New game" }</button>
                <button type="button" class="btn ghost" onclick={props.on_settings.reform(|_: MouseEvent| ())}>{ "Settings" }</button>
            </div>
        </div>
    }
}
