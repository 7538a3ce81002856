//! The middle of the table: the trick being played (each tile in front of
//! the seat that played it), or the trick just taken with its winner.
//! Four seats lay the side players' tiles crosswise; six, three and two
//! seats stand every tile upright in rows facing their players.

use bones_engine::{Seat, Tile};
use yew::prelude::*;

use super::domino::{Domino, Lie};
use crate::haptics;
use crate::motion;
use crate::seating::Position;
use crate::sound;

/// One play in the trick.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TrickPlay {
    /// Who played.
    pub seat: Seat,
    /// Their name ("Ada", "You"), for a screen reader: the trick is a
    /// live region, and a tile alone does not say who played it.
    pub who: &'static str,
    /// Where that seat sits.
    pub position: Position,
    /// The tile.
    pub tile: Tile,
}

/// A taken trick's caption, in two parts so that a narrow table can set
/// the worth on a line of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakenCaption {
    /// "Ben takes trick 3".
    pub taker: String,
    /// "+11 points"; none in Euchre.
    pub worth: Option<String>,
}

impl std::fmt::Display for TakenCaption {
    /// "Ben takes trick 3 · +11 points".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.taker)?;
        match &self.worth {
            Some(worth) => write!(f, " · {worth}"),
            None => Ok(()),
        }
    }
}

/// Props of [`TrickArea`].
#[derive(Properties, PartialEq)]
pub struct TrickProps {
    /// The plays in order.
    pub plays: Vec<TrickPlay>,
    /// The winner, once the trick is complete.
    #[prop_or_default]
    pub winner: Option<Seat>,
    /// The seat whose tile takes the trick as it lies, while it is played
    /// (from its second tile on).
    #[prop_or_default]
    pub ahead: Option<Seat>,
    /// A line under the taken trick ("Ben takes trick 3 · +11 points").
    #[prop_or_default]
    pub caption: Option<TakenCaption>,
    /// Seats at the table (the trick's layout).
    #[prop_or(4)]
    pub seats: u8,
    /// The suit led ("treys"), while the trick is played.
    #[prop_or_default]
    pub led: Option<AttrValue>,
    /// Animate plays arriving and the taken trick leaving (the live
    /// table; not the last-trick sheet).
    #[prop_or_default]
    pub animate: bool,
    /// Name who played each tile, and who led, under it: the last-trick
    /// sheet covers the seats the live trick's places point to.
    #[prop_or_default]
    pub names: bool,
}

/// Runs the table's animations after each render: the newest play flies
/// in from its seat (and clacks as it lands, the player's own buzzing
/// too), and a taken trick gathers to its winner.
fn animate_trick(
    trick: &web_sys::Element,
    seen: &mut (usize, Option<Seat>),
    now: (usize, Option<Seat>),
    newest: Option<TrickPlay>,
) {
    let before = std::mem::replace(seen, now);
    if before == now {
        return;
    }
    let tiles: Vec<web_sys::Element> = (0..now.0.max(before.0))
        .filter_map(|i| {
            trick
                .query_selector(&format!(".trick-tile[data-order=\"{i}\"]"))
                .ok()
                .flatten()
        })
        .collect();
    if now.0 < before.0 || before.1.is_some() {
        // A new trick in slots the last one used: start clean.
        tiles.iter().for_each(motion::cancel_animations);
    }
    let timing = motion::table_timing();
    let fresh_play = now.0 > before.0 || (now.0 == 1 && before.1.is_some());
    if fresh_play {
        // Heard as the tile lands: near the end of its flight, or at once
        // where nothing moves.
        let lands_ms = timing.map_or(0, motion::Timing::landing_ms);
        sound::tile_lands(lands_ms, newest.map_or(1.0, |p| sound::pitch_of(p.tile)));
        if newest.is_some_and(|p| p.position == Position::South) {
            haptics::own_tile_lands(lands_ms);
        }
    }
    let Some(timing) = timing else {
        return;
    };
    if fresh_play {
        if let Some(tile) = tiles.last() {
            let seat = tile
                .get_attribute("data-seat")
                .and_then(|s| s.parse::<u8>().ok());
            if let Some(seat) = seat {
                motion::travel_in(tile, seat, timing);
            }
        }
    }
    if let (Some(winner), None) = (now.1, before.1) {
        motion::gather(&tiles, winner.get(), timing);
    }
}

/// The trick in the middle of the table.
#[component]
pub fn TrickArea(props: &TrickProps) -> Html {
    let leader = props.plays.first().map(|p| p.seat);
    let node = use_node_ref();
    let seen = use_mut_ref(|| (0usize, None::<Seat>));
    {
        let node = node.clone();
        let animate = props.animate;
        use_effect_with(
            (props.plays.clone(), props.winner),
            move |(plays, winner)| {
                if let (true, Some(el)) = (animate, node.cast::<web_sys::Element>()) {
                    let newest = plays.last().copied();
                    animate_trick(&el, &mut seen.borrow_mut(), (plays.len(), *winner), newest);
                }
            },
        );
    }
    // Keyed by order: Yew matches unkeyed children from the end, so a new
    // play took the element of the one before it, in the middle of that
    // one's flight, and flew in from where that flight had got to (a side
    // seat's tile from above the screen).
    let tiles = props.plays.iter().enumerate().map(|(i, p)| {
        let lie = if props.seats == 4 && p.position.is_side() { Lie::Sideways } else { Lie::Upright };
        let won = props.winner == Some(p.seat);
        let ahead = props.ahead == Some(p.seat);
        html! {
            <div key={i} class={classes!("trick-tile", p.position.class(), won.then_some("won"), ahead.then_some("ahead"))}
                 style={format!("z-index:{}", i + 1)}
                 data-seat={p.seat.get().to_string()} data-tile={p.tile.to_string()}
                 data-order={i.to_string()}>
                <span class="sr-only">{ format!("{} played", p.who) }</span>
                <Domino tile={Some(p.tile)} {lie} />
                if ahead { <span class="sr-only">{ ", taking the trick so far" }</span> }
                if props.names {
                    <span class="trick-who" aria-hidden="true">
                        { if i == 0 { format!("{} led", p.who) } else { p.who.to_owned() } }
                    </span>
                }
            </div>
        }
    });
    // Keyed too: Yew goes by the keys only where every child has one.
    // With the caption unkeyed, it matched the tiles from the end, by
    // their order, so each play made every tile before it again: their
    // flights cut short, and the trick, a live region, told again to a
    // screen reader from its first tile.
    let caption = props.caption.as_ref().map(|c| {
        html! {
            // The separator is its own span: where the worth takes a
            // line of its own (88 on phones), it is left out.
            <div key="caption" class="trick-caption">
                <span class="caption-taker">{ c.taker.clone() }</span>
                if let Some(worth) = &c.worth {
                    <span class="caption-dot">{ " · " }</span>
                    <span class="caption-worth">{ worth.clone() }</span>
                }
            </div>
        }
    });
    html! {
        <div ref={node} class="trick" data-seats={props.seats.to_string()} data-trick-size={props.plays.len().to_string()}
             data-leader={leader.map(|s| s.get().to_string())}
             data-winner={props.winner.map(|s| s.get().to_string())} data-ahead={props.ahead.map(|s| s.get().to_string())}
             data-led={props.led.clone()}
             aria-live="polite">
            { for tiles }
            { for caption }
        </div>
    }
}
