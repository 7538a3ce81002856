//! The end of the game.

use yew::prelude::*;

/// Props of [`GameOver`].
#[derive(Properties, PartialEq)]
pub struct GameOverProps {
    /// Whether the player's side won.
    pub we_won: bool,
    /// Final score: (us, them).
    pub score: (u16, u16),
    /// "marks" or "points".
    pub unit: AttrValue,
    /// Start another game.
    pub on_new: Callback<()>,
}

/// The game-over panel.
#[component]
pub fn GameOver(props: &GameOverProps) -> Html {
    let onclick = props.on_new.reform(|_: MouseEvent| ());
    html! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="over-title">
            <div class={classes!("sheet", "game-over", if props.we_won { "good" } else { "bad" })}
                 data-game-over={if props.we_won { "won" } else { "lost" }}>
                <p class="eyebrow">{ "Game over" }</p>
                <h2 id="over-title">{ if props.we_won { "You and Ben win!" } else { "Ada and Cleo win" } }</h2>
                <p class="summary-score">{ format!("Us {} – Them {} {}", props.score.0, props.score.1, props.unit) }</p>
                <button type="button" class="btn primary" data-testid="new-game" {onclick}>{ "New game" }</button>
            </div>
        </div>
    }
}
