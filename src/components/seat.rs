//! Another player's place at the table: name, side, face-down tiles (and
//! any tiles shown to everyone), their latest bid, and whether they are to
//! act.

use bones_engine::{Seat, Tile};
use yew::prelude::*;

use super::domino::{Domino, Lie};
use crate::seating::Position;

/// The dealer's chip: "D" to the eye (its tooltip says "Dealer"), the
/// word to a screen reader, which would read the letter alone.
pub fn dealer_chip() -> Html {
    html! {
        <span class="chip dealer" title="Dealer">
            <span aria-hidden="true">{ "D" }</span><span class="sr-only">{ "dealer" }</span>
        </span>
    }
}

/// Props of [`SeatView`].
#[derive(Properties, PartialEq)]
pub struct SeatProps {
    /// Which seat.
    pub seat: Seat,
    /// The name shown.
    pub name: AttrValue,
    /// "Partner" or "Opponent".
    pub role: AttrValue,
    /// Where it sits.
    pub position: Position,
    /// Tiles held face down.
    pub hidden: u8,
    /// Tiles everyone has been shown (a Plunge bidder's doubles).
    #[prop_or_default]
    pub shown: Vec<Tile>,
    /// Tiles in a full hand of the game. A side seat's column keeps room
    /// for them as its tiles are played: centred on its place, a shorter
    /// column drew the seat's name and chips down trick by trick, onto the
    /// trick's side tile at 320 x 568 in a hand's last tricks.
    pub full: u8,
    /// Whether this seat is to act.
    pub to_act: bool,
    /// Whether this seat dealt the hand.
    pub dealer: bool,
    /// This seat's bid or pass in the current auction.
    #[prop_or_default]
    pub bubble: Option<AttrValue>,
    /// Sits this hand out (Nel-O partner).
    #[prop_or_default]
    pub sitting_out: bool,
    /// Won the auction this hand.
    #[prop_or_default]
    pub bidder: bool,
    /// The word on the auction winner's chip ("Bid"; "Maker" in Euchre).
    #[prop_or(AttrValue::Static("Bid"))]
    pub bidder_label: AttrValue,
    /// Plays on the player's side.
    pub partner: bool,
}

/// Another player's place.
#[component]
pub fn SeatView(props: &SeatProps) -> Html {
    let lie = if props.position.is_side() {
        Lie::Sideways
    } else {
        Lie::Upright
    };
    let class = classes!(
        "seat",
        props.position.class(),
        props.to_act.then_some("to-act"),
        props.sitting_out.then_some("sitting-out"),
        if props.partner { "partner" } else { "opponent" },
    );
    let initial: String = props.name.chars().take(1).collect();
    let held = usize::from(props.hidden) + props.shown.len();
    let room = if props.position.is_side() {
        usize::from(props.full).saturating_sub(held)
    } else {
        0
    };
    html! {
        <div {class} data-seat={props.seat.get().to_string()} data-to-act={props.to_act.to_string()}
             data-tiles={props.hidden.to_string()}>
            <div class="seat-id">
                <div class="avatar" aria-hidden="true">{ initial }</div>
                <div class="seat-text">
                    <span class="seat-name">{ props.name.clone() }</span>
                    <span class="seat-role">{ props.role.clone() }</span>
                </div>
                if props.dealer || props.bidder {
                    <div class="chips">
                        if props.dealer { { dealer_chip() } }
                        if props.bidder { <span class="chip bidder" title="Won the bid">{ props.bidder_label.clone() }</span> }
                    </div>
                }
            </div>
            if let Some(b) = props.bubble.clone() {
                <div class="bubble" data-bubble={b.clone()}>{ b }</div>
            }
            if props.to_act {
                <div class="thinking-dots" role="img" aria-label="thinking"><i></i><i></i><i></i></div>
            }
            <div class="seat-tiles" role="group" aria-label={format!("{held} tiles")}>
                { for props.shown.iter().map(|t| html! {
                    <Domino tile={Some(*t)} {lie} class="mini shown" />
                }) }
                { for (0..props.hidden).map(|_| html! { <Domino tile={None} {lie} class="mini" /> }) }
                { for (0..room).map(|_| html! { <Domino tile={None} {lie} class="mini gone" /> }) }
            </div>
            if props.sitting_out { <div class="sits-out">{ "sits out" }</div> }
        </div>
    }
}
