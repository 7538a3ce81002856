//! Leading a tile that may lead either of its suits: the Big Game's 7-3
//! and 8-2 (when not trumps) may lead their lower suit, and in Domino
//! Euchre with "the leader names the suit" any plain tile may. The table
//! asks which, offering exactly the two actions the engine lists.

use bones_engine::{Action, Tile};
use yew::prelude::*;

use super::domino::{Domino, Lie};
use crate::text;

/// Props of [`LeadChoice`].
#[derive(Properties, PartialEq)]
pub struct LeadChoiceProps {
    /// The tile to lead.
    pub tile: Tile,
    /// Lead it (as its higher or its lower suit).
    pub on_action: Callback<Action>,
    /// Keep it in hand after all.
    pub on_cancel: Callback<()>,
}

/// Which suit to lead.
#[component]
pub fn LeadChoice(props: &LeadChoiceProps) -> Html {
    let tile = props.tile;
    let high = Action::Play(tile);
    let low = Action::PlayLow(tile);
    let button = |action: Action, suit: String, class: &'static str| {
        html! {
            <button type="button" class={classes!("bid-btn", class)} data-action={action.to_string()}
                    onclick={props.on_action.reform(move |_: MouseEvent| action)}>
                { format!("Lead {suit}") }
            </button>
        }
    };
    html! {
        <section class="panel lead-choice" aria-label="Which suit to lead" data-panel="lead">
            <div class="panel-head">
                <h2>{ format!("Lead {tile} as…") }</h2>
                <span class="panel-tile"><Domino tile={Some(tile)} lie={Lie::Sideways} class="icon" /></span>
            </div>
            <div class="bid-row">
                { button(high, text::suit_title(tile.hi()).to_lowercase(), "marks") }
                { button(low, text::suit_title(tile.lo()).to_lowercase(), "special") }
                <button type="button" class="bid-btn pass" onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
            </div>
        </section>
    }
}
