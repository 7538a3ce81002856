//! The middle of the table: the trick being played (each tile in front of
//! the seat that played it), or the trick just taken with its winner.
//! Four seats lay the side players' tiles crosswise; six, three and two
//! seats stand every tile upright in rows facing their players.

use bones_engine::{Seat, Tile};
use yew::prelude::*;

use super::domino::{Domino, Lie};
use crate::seating::Position;

/// One play in the trick.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TrickPlay {
    /// Who played.
    pub seat: Seat,
    /// Where that seat sits.
    pub position: Position,
    /// The tile.
    pub tile: Tile,
}

/// Props of [`TrickArea`].
#[derive(Properties, PartialEq)]
pub struct TrickProps {
    /// The plays in order.
    pub plays: Vec<TrickPlay>,
    /// The winner, once the trick is complete.
    #[prop_or_default]
    pub winner: Option<Seat>,
    /// A line under the trick ("Ben takes 11").
    #[prop_or_default]
    pub caption: Option<AttrValue>,
    /// Seats at the table (the trick's layout).
    #[prop_or(4)]
    pub seats: u8,
    /// The suit led ("treys"), while the trick is played.
    #[prop_or_default]
    pub led: Option<AttrValue>,
}

/// The trick in the middle of the table.
#[component]
pub fn TrickArea(props: &TrickProps) -> Html {
    let leader = props.plays.first().map(|p| p.seat);
    html! {
        <div class="trick" data-seats={props.seats.to_string()} data-trick-size={props.plays.len().to_string()}
             data-leader={leader.map(|s| s.get().to_string())}
             data-winner={props.winner.map(|s| s.get().to_string())} data-led={props.led.clone()}
             aria-live="polite">
            { for props.plays.iter().enumerate().map(|(i, p)| {
                let lie = if props.seats == 4 && p.position.is_side() { Lie::Sideways } else { Lie::Upright };
                let won = props.winner == Some(p.seat);
                html! {
                    <div class={classes!("trick-tile", p.position.class(), won.then_some("won"))}
                         style={format!("z-index:{}", i + 1)}
                         data-seat={p.seat.get().to_string()} data-tile={p.tile.to_string()}
                         data-order={i.to_string()}>
                        <Domino tile={Some(p.tile)} {lie} />
                    </div>
                }
            }) }
            if let Some(c) = props.caption.clone() {
                <div class="trick-caption">{ c }</div>
            }
        </div>
    }
}
