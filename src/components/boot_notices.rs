//! The two questions the page may ask as it opens: what it refused (a
//! save, a deal link, part of the address), and whether to play a shared
//! deal over the game in progress. [`super::persistence::Persistence`]
//! decides when each shows.

use yew::prelude::*;

use super::dialog::Dialog;
use super::persistence::BootProblem;

/// Props of [`BootNotice`].
#[derive(Properties, PartialEq)]
pub struct BootNoticeProps {
    /// What was refused.
    pub problem: BootProblem,
    /// Closed: the page goes on as it opened.
    pub on_close: Callback<()>,
    /// Start a fresh game instead (offered where something was lost).
    pub on_new_game: Callback<()>,
}

/// What the page refused as it opened, and why: an alert.
#[component]
pub fn BootNotice(props: &BootNoticeProps) -> Html {
    let problem = &props.problem;
    let offer_new = problem.offers_new_game();
    html! {
        <Dialog labelled_by="refused-title" described_by="refused-text" alert=true
                on_close={props.on_close.clone()}>
            <div class="sheet confirm" data-testid="boot-refused" data-refused={problem.kind()}>
                <h2 id="refused-title">{ problem.title() }</h2>
                <p id="refused-text" data-testid="boot-refused-text">{ problem.text() }</p>
                <div class="sheet-actions">
                    <button type="button" class={classes!("btn", if offer_new { "ghost" } else { "primary" })}
                            data-testid="boot-dismiss" onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Close" }</button>
                    if offer_new {
                        <button type="button" class="btn primary" data-testid="boot-new-game"
                                onclick={props.on_new_game.reform(|_: MouseEvent| ())}>{ "Start a new game" }</button>
                    }
                </div>
            </div>
        </Dialog>
    }
}

/// Props of [`SharedOffer`].
#[derive(Properties, PartialEq)]
pub struct SharedOfferProps {
    /// The shared game's title ("Texas 42").
    pub game: AttrValue,
    /// Whether the player has played its deals before (it counts apart).
    pub replayed: bool,
    /// Keep the game in progress.
    pub on_close: Callback<()>,
    /// Play the shared deal.
    pub on_play: Callback<()>,
}

/// A deal link opened over a game in progress: which to play.
#[component]
pub fn SharedOffer(props: &SharedOfferProps) -> Html {
    let game = &props.game;
    let dealt = if props.replayed {
        format!("The link deals a game of {game} on deals you have played before, counted apart.")
    } else {
        format!("The link deals a new game of {game}.")
    };
    html! {
        <Dialog labelled_by="shared-title" described_by="shared-text" on_close={props.on_close.clone()}>
            <div class="sheet confirm" data-testid="shared-offer">
                <h2 id="shared-title">{ "Play the shared deal?" }</h2>
                <p id="shared-text">{ format!("{dealt} Your game in progress will be lost.") }</p>
                <div class="sheet-actions">
                    <button type="button" class="btn ghost" data-testid="keep-game"
                            onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Keep my game" }</button>
                    <button type="button" class="btn primary" data-testid="play-shared"
                            onclick={props.on_play.reform(|_: MouseEvent| ())}>{ "Play the shared deal" }</button>
                </div>
            </div>
        </Dialog>
    }
}
