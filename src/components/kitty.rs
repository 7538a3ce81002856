//! The tiles beside the hands: Texas 88's kitty, the Big Game's spare and
//! Domino Euchre's turn-up.
//!
//! - [`KittyPanel`]: the player puts tiles face down. The engine models
//!   it as taking the kitty (or spare, or turn-up) into the hand and
//!   discarding; the table shows it as a swap: the new tiles are marked in
//!   the hand, and tiles chosen (by tap or by dragging them onto the
//!   table) go into the kitty's slots until "Done", each one checked by the
//!   engine.
//! - [`CentrePiece`]: what lies in the middle of the table before the
//!   tricks (the kitty face down, the turn-up face up or turned down).
//! - [`TableNote`]: a corner note during the tricks (where the turn-up
//!   went, the kitty face down or, for its bidder, what went back).

use bones_engine::{GameKind, Tile};
use yew::prelude::*;

use super::domino::{Domino, Lie};
use crate::tile_names::{tile_name, Counting};

/// Props of [`KittyPanel`].
#[derive(Properties, PartialEq)]
pub struct KittyPanelProps {
    /// Which game (the words differ).
    pub kind: GameKind,
    /// Tiles to put face down.
    pub needed: usize,
    /// Tiles chosen so far.
    pub staged: Vec<Tile>,
    /// The tiles that came into the hand.
    pub picked: Vec<Tile>,
    /// Whether the rules let those tiles go back as they came.
    pub may_put_back: bool,
    /// Choose a tile (the same as tapping it in the hand).
    pub on_stage: Callback<Tile>,
    /// Take a chosen tile back.
    pub on_unstage: Callback<Tile>,
    /// Put the chosen tiles down.
    pub on_confirm: Callback<()>,
}

fn tiles_words(tiles: &[Tile]) -> String {
    let names: Vec<String> = tiles.iter().map(ToString::to_string).collect();
    names.join(" and ")
}

/// The player's kitty, spare or discard.
#[component]
pub fn KittyPanel(props: &KittyPanelProps) -> Html {
    let counting = Counting::of(props.kind);
    let picked = tiles_words(&props.picked);
    let (title, lede, back_label) = match props.kind {
        GameKind::Texas88 => (
            "Swap with the kitty",
            format!(
                "Put back {} tiles — counters stay in your hand.",
                props.needed
            ),
            "Put the kitty back as it was",
        ),
        GameKind::BigGame => (
            "The spare",
            format!(
                "The spare {picked} is in your hand. {}",
                if props.may_put_back {
                    "Keep it and put back another tile, or put it back."
                } else {
                    "It counts, so it stays: put back another tile."
                }
            ),
            "Put the spare back",
        ),
        _ => (
            "Dealer's discard",
            format!("You pick up the turn-up {picked}. Put one tile face down."),
            "Discard the turn-up",
        ),
    };
    let full = props.staged.len() >= props.needed;
    let slots = (0..props.needed).map(|i| match props.staged.get(i) {
        Some(&tile) => {
            let onclick = props.on_unstage.reform(move |_: MouseEvent| tile);
            html! {
                <button type="button" class="kitty-slot filled" data-staged={tile.to_string()}
                        aria-label={format!("{}, chosen: tap to take it back", tile_name(tile, counting))} {onclick}>
                    <Domino tile={Some(tile)} />
                    <span class="slot-undo" aria-hidden="true">{ "↩" }</span>
                </button>
            }
        }
        None => html! {
            <div class="kitty-slot empty" role="img" aria-label="empty slot">
                <span>{ "tap or drag a tile here" }</span>
            </div>
        },
    });
    let put_back = {
        let picked = props.picked.clone();
        let on_stage = props.on_stage.clone();
        Callback::from(move |_: MouseEvent| {
            for &t in &picked {
                on_stage.emit(t);
            }
        })
    };
    let can_put_back = props.staged.is_empty() && props.may_put_back;
    html! {
        <section class="panel kitty" aria-label={title} data-panel="kitty" data-needed={props.needed.to_string()}>
            <div class="panel-head">
                <h2>{ title }</h2>
                <p class="panel-sub">{ format!("{} of {} chosen", props.staged.len(), props.needed) }</p>
            </div>
            <p class="panel-lede">
                // On phones 88's panel has room for the rule alone: the
                // hand marks the kitty's tiles "new".
                if props.kind == GameKind::Texas88 {
                    <span class="lede-detail">{ format!("You took the kitty: {picked} (marked new). ") }</span>
                }
                { lede }
            </p>
            <div class="kitty-row">
                <div class="kitty-slots" data-drop-hint="">{ for slots }</div>
                <div class="kitty-actions">
                    if can_put_back {
                        <button type="button" class="bid-btn pass" data-testid="kitty-back" onclick={put_back}>{ back_label }</button>
                    }
                    <button type="button" class={classes!("bid-btn", "marks", (!full).then_some("waiting"))}
                            data-testid="confirm-discards" aria-disabled={(!full).to_string()}
                            onclick={props.on_confirm.reform(|_: MouseEvent| ())}>{ "Done" }</button>
                </div>
            </div>
        </section>
    }
}

/// What lies in the middle of the table before the tricks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Centre {
    /// Face-down tiles (the kitty or the spare) with a caption.
    FaceDown {
        /// How many.
        count: u8,
        /// "Kitty", "Spare", "Ada is sorting the kitty".
        caption: AttrValue,
    },
    /// Euchre's turn-up, face up or turned down, with a caption.
    TurnUp {
        /// The tile.
        tile: Tile,
        /// Round 2: turned down.
        turned_down: bool,
        /// "Turn-up · fives proposed".
        caption: AttrValue,
    },
}

/// Props of [`CentrePiece`].
#[derive(Properties, PartialEq)]
pub struct CentreProps {
    /// What to show.
    pub centre: Centre,
}

/// The kitty or the turn-up in the middle of the table.
#[component]
pub fn CentrePiece(props: &CentreProps) -> Html {
    match &props.centre {
        Centre::FaceDown { count, caption } => html! {
            <div class="centre-piece kitty-pile" data-kitty={count.to_string()}>
                <div class="pile">{ for (0..*count).map(|_| html! { <Domino tile={None} /> }) }</div>
                <div class="trick-caption">{ caption.clone() }</div>
            </div>
        },
        Centre::TurnUp {
            tile,
            turned_down,
            caption,
        } => html! {
            <div class={classes!("centre-piece", "turn-up", turned_down.then_some("turned-down"))}
                 data-turn-up={tile.to_string()} data-turned-down={turned_down.to_string()}>
                <div class="pile"><Domino tile={Some(*tile)} /></div>
                <div class="trick-caption">{ caption.clone() }</div>
            </div>
        },
    }
}

/// Props of [`TableNote`].
#[derive(Properties, PartialEq)]
pub struct TableNoteProps {
    /// "Turn-up", "Kitty", "Spare".
    pub label: AttrValue,
    /// The player's own (the kitty or spare they put down): the label
    /// reads "Your kitty", and the word "Your" may give way on a small
    /// phone.
    #[prop_or_default]
    pub yours: bool,
    /// Tiles shown face up (none: face down).
    #[prop_or_default]
    pub tiles: Vec<Tile>,
    /// Face-down tiles to show when none are face up.
    #[prop_or_default]
    pub hidden: u8,
    /// A word after the tiles ("set aside", "Dev took it").
    #[prop_or_default]
    pub detail: Option<AttrValue>,
}

/// A small note in the table's corner during the tricks.
#[component]
pub fn TableNote(props: &TableNoteProps) -> Html {
    html! {
        <div class="table-note" data-note={props.label.clone()}>
            <span class="note-label">
                if props.yours { <span class="note-owner">{ "Your " }</span> }
                { props.label.clone() }
            </span>
            <span class="note-tiles">
                { for props.tiles.iter().map(|t| html! { <Domino tile={Some(*t)} lie={Lie::Sideways} class="note-tile" /> }) }
                { for (0..props.hidden).map(|_| html! { <Domino tile={None} lie={Lie::Sideways} class="note-tile" /> }) }
            </span>
            if let Some(d) = props.detail.clone() { <span class="note-detail">{ d }</span> }
        </div>
    }
}
