//! The two questions the page may ask as it opens: what it refused (a
//! save, a deal link, part of the address), and whether to play a shared
//! deal over the game in progress. [`super::persistence::Persistence`]
//! decides when each shows.

use yew::prelude::*;

use super::dialog::Dialog;
use super::persistence::BootProblem;

/// What the page refused as it opened, and why: an alert. Closed
/// (`on_close`), the page goes on as it opened; where something was lost
/// it offers a fresh game instead (`on_new_game`). Plain functions, not
/// components: they hold no state, and a component's machinery cost the
/// page's WASM a kilobyte.
pub fn boot_notice(
    problem: &BootProblem,
    on_close: &Callback<()>,
    on_new_game: &Callback<()>,
) -> Html {
    let offer_new = problem.offers_new_game();
    html! {
        <Dialog labelled_by="refused-title" described_by="refused-text" alert=true
                on_close={on_close.clone()}>
            <div class="sheet confirm" data-testid="boot-refused" data-refused={problem.kind()}>
                <h2 id="refused-title">{ problem.title() }</h2>
                <p id="refused-text" data-testid="boot-refused-text">{ problem.text() }</p>
                <div class="sheet-actions">
                    <button type="button" class={classes!("btn", if offer_new { "ghost" } else { "primary" })}
                            data-testid="boot-dismiss" onclick={on_close.reform(|_: MouseEvent| ())}>{ "Close" }</button>
                    if offer_new {
                        <button type="button" class="btn primary" data-testid="boot-new-game"
                                onclick={on_new_game.reform(|_: MouseEvent| ())}>{ "Start a new game" }</button>
                    }
                </div>
            </div>
        </Dialog>
    }
}

/// A deal link to a game of `game` ("Texas 42") opened over a game in
/// progress: keep that (`on_close`) or play the link's (`on_play`).
/// `replayed`: the player has played its deals before (it counts apart).
pub fn shared_offer(
    game: &str,
    replayed: bool,
    on_close: &Callback<()>,
    on_play: &Callback<()>,
) -> Html {
    let dealt = if replayed {
        format!("The link deals a game of {game} on deals you have played before, counted apart.")
    } else {
        format!("The link deals a new game of {game}.")
    };
    html! {
        <Dialog labelled_by="shared-title" described_by="shared-text" on_close={on_close.clone()}>
            <div class="sheet confirm" data-testid="shared-offer">
                <h2 id="shared-title">{ "Play the shared deal?" }</h2>
                <p id="shared-text">{ format!("{dealt} Your game in progress will be lost.") }</p>
                <div class="sheet-actions">
                    <button type="button" class="btn ghost" data-testid="keep-game"
                            onclick={on_close.reform(|_: MouseEvent| ())}>{ "Keep my game" }</button>
                    <button type="button" class="btn primary" data-testid="play-shared"
                            onclick={on_play.reform(|_: MouseEvent| ())}>{ "Play the shared deal" }</button>
                </div>
            </div>
        </Dialog>
    }
}
