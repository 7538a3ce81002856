//! The last complete trick, on request.

use yew::prelude::*;

use super::dialog::Dialog;
use super::trick::{TrickArea, TrickPlay};

/// Props of [`LastTrick`].
#[derive(Properties, PartialEq)]
pub struct LastTrickProps {
    /// The plays, placed around the table.
    pub plays: Vec<TrickPlay>,
    /// Who took it, in words ("Ben took 11 points").
    pub caption: AttrValue,
    /// The winner.
    pub winner: bones_engine::Seat,
    /// Seats at the table.
    #[prop_or(4)]
    pub seats: u8,
    /// Close.
    pub on_close: Callback<()>,
}

/// The last-trick viewer.
#[component]
pub fn LastTrick(props: &LastTrickProps) -> Html {
    // A tap anywhere closes it: on the sheet (the ✕ included) or around it.
    let onclick = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <Dialog labelled_by="last-title" on_close={props.on_close.clone()} backdrop_closes=true>
            <div class="sheet last-trick" data-last-trick="" {onclick}>
                <div class="sheet-head">
                    <h2 id="last-title">{ "Last trick" }</h2>
                    <button type="button" class="icon-btn" aria-label="Close">{ "✕" }</button>
                </div>
                <div class="mini-table">
                    <TrickArea plays={props.plays.clone()} winner={Some(props.winner)} seats={props.seats} names=true />
                </div>
                <p class="caption">{ props.caption.clone() }</p>
            </div>
        </Dialog>
    }
}
