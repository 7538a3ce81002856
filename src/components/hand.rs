//! The player's hand along the bottom. A tile is played three ways:
//! drag it onto the table (pointer events: mouse, touch and pen alike; a
//! drop anywhere else returns it), tap it to pick it up and tap again to
//! play (or tap it once, if the player chose so in Settings), or move with
//! the arrow keys and press Enter.
//!
//! The hand only reports which tile the player means; whether that tile
//! may be played is the engine's answer (an unplayable tile is still
//! offered to the engine, whose refusal explains why). The same gestures
//! choose tiles to put back into a kitty.
//!
//! Long hands (the Big Game's 11–12 tiles, Texas 88's 9–11) wrap into two
//! even rows on narrow screens, so every tile stays whole and at least
//! 44 px wide (the CSS reads `--count`, `--half` and `--left`).

use std::cell::RefCell;
use std::rc::Rc;

use bones_engine::Tile;
use gloo_events::{EventListener, EventListenerOptions, EventListenerPhase};
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, PointerEvent};
use yew::prelude::*;

use super::domino::Domino;
use super::focus::premature_press;
use crate::tile_names::{tile_name, Counting};

/// A pointer movement under this many pixels is a tap, not a drag.
const DRAG_THRESHOLD: f64 = 8.0;

/// One tile in the hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HandTile {
    /// The tile.
    pub tile: Tile,
    /// Which copy of the tile this is (Texas 88 has two of each), so
    /// identical tiles stay distinct on screen.
    pub copy: u8,
    /// Whether the engine lists it among the legal plays (or discards) now.
    pub playable: bool,
    /// The only tile (or one of the only tiles) the rules allow, as in
    /// Sevens, where the tile closest to 7 must be played.
    pub forced: bool,
    /// Just taken in from the kitty, the spare or the turn-up.
    pub fresh: bool,
    /// A trump, once trump is named: drawn on a golden face, so that the
    /// player sees their trumps at a glance whatever trump is.
    pub trump: bool,
}

impl HandTile {
    /// A plain tile: the first copy, playable, nothing marked.
    #[must_use]
    pub const fn plain(tile: Tile) -> HandTile {
        HandTile {
            tile,
            copy: 0,
            playable: true,
            forced: false,
            fresh: false,
            trump: false,
        }
    }
}

/// Tiles per row: one row up to 7 tiles; longer hands in two even rows
/// where the screen is narrow (the CSS decides when it is).
#[must_use]
pub const fn two_row_width(count: usize) -> usize {
    count.div_ceil(2)
}

/// Where a key moves the focus among the hand's `count` tiles from the
/// focused one's place (`index`; none focused, from the first): arrows
/// step, Home and End go to either end. `None`: not a key that moves.
fn key_moves_to(key: &str, index: Option<usize>, count: usize) -> Option<usize> {
    let last = count.checked_sub(1)?;
    match key {
        "ArrowLeft" | "ArrowUp" => Some(index.map_or(0, |i| i.saturating_sub(1))),
        "ArrowRight" | "ArrowDown" => Some(index.map_or(0, |i| (i + 1).min(last))),
        "Home" => Some(0),
        "End" => Some(last),
        _ => None,
    }
}

/// A tile's name as a screen reader says it, with what the eye sees on
/// it: a trump's gold, the kitty's "new", dimmed, marked as the one to
/// play, picked up.
fn tile_label(ht: HandTile, counting: Counting, playing: bool, selected: bool) -> String {
    let mut label = tile_name(ht.tile, counting);
    for (said, words) in [
        (ht.trump, ", trump"),
        (ht.fresh, ", new"),
        (playing && !ht.playable, ", cannot be played now"),
        (playing && ht.forced, ", must be played"),
        (selected, ", picked up: tap again to play"),
    ] {
        if said {
            label.push_str(words);
        }
    }
    label
}

/// Props of [`Hand`].
#[derive(Properties, PartialEq)]
pub struct HandProps {
    /// The tiles, in display order.
    pub tiles: Vec<HandTile>,
    /// The picked-up tile.
    pub selected: Option<Tile>,
    /// Whether the player is to play a tile now (marks unplayable tiles).
    pub playing: bool,
    /// Pick up (or put down) a tile.
    pub on_select: Callback<Option<Tile>>,
    /// Play a tile.
    pub on_play: Callback<Tile>,
    /// A drag started (`true`) or ended (`false`).
    pub on_drag: Callback<bool>,
    /// One tap acts at once (choosing tiles for the kitty, which can be
    /// taken back, or playing, when the player chose one tap in Settings),
    /// instead of pick up then play.
    #[prop_or_default]
    pub direct: bool,
    /// Tiles in a full hand of the game. The tiles are sized for at least
    /// this many, so that they keep their size as the hand empties and the
    /// table above does not shift after every trick.
    #[prop_or_default]
    pub full: usize,
}

/// A tile being dragged.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Drag {
    tile: Tile,
    pointer: i32,
    x0: f64,
    y0: f64,
    dx: f64,
    dy: f64,
    moved: bool,
}

/// Whether the point is over the table's drop zone.
fn over_drop_zone(x: f64, y: f64) -> bool {
    let zone = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[data-drop-zone]").ok().flatten());
    zone.is_some_and(|z| {
        let r = z.get_bounding_client_rect();
        x >= r.left() && x <= r.right() && y >= r.top() && y <= r.bottom()
    })
}

/// Focuses the hand's tile showing `tile`.
fn focus_tile(tile: Tile) {
    let el = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector(&format!(".hand [data-tile=\"{tile}\"]"))
                .ok()
                .flatten()
        })
        .and_then(|e| e.dyn_into::<HtmlElement>().ok());
    if let Some(el) = el {
        let _ = el.focus();
    }
}

/// The click a release sends after it, where it was and until when it is
/// expected. A tap acts on its release, which every press gets: a finger
/// held long sends no click. But the click that follows a short one lands
/// on whatever the page has moved under the finger by then: a tap that
/// played the hand's last tile pressed Undo, which the emptied hand row
/// brought up under it. So that click is swallowed before anything hears
/// it.
#[derive(Copy, Clone, Debug, PartialEq)]
struct GhostClick {
    x: f64,
    y: f64,
    until: f64,
}

impl GhostClick {
    /// How long after the release its click may come (a busy page delays
    /// it), in ms.
    const WITHIN_MS: f64 = 1000.0;
    /// How far from the release its click may be, in CSS px (it is where
    /// the release was; a click elsewhere is another one).
    const NEAR_PX: f64 = 16.0;

    /// The click `release` will send.
    fn after(release: &PointerEvent) -> GhostClick {
        GhostClick {
            x: f64::from(release.client_x()),
            y: f64::from(release.client_y()),
            until: release.time_stamp() + Self::WITHIN_MS,
        }
    }

    /// Whether `click` is that click.
    fn is(self, click: &MouseEvent) -> bool {
        let (dx, dy) = (
            f64::from(click.client_x()) - self.x,
            f64::from(click.client_y()) - self.y,
        );
        click.time_stamp() <= self.until && dx.hypot(dy) <= Self::NEAR_PX
    }
}

/// Where a tile's release puts the click it will send (see [`GhostClick`]),
/// and a listener, for as long as the hand is drawn, that swallows that
/// click before anything else hears it.
#[hook]
fn use_ghost_click_guard() -> Rc<RefCell<Option<GhostClick>>> {
    let ghost = use_mut_ref(|| None::<GhostClick>);
    {
        let ghost = ghost.clone();
        use_effect_with((), move |()| {
            let listener = web_sys::window().map(|window| {
                EventListener::new_with_options(
                    &window,
                    "click",
                    EventListenerOptions {
                        phase: EventListenerPhase::Capture,
                        passive: false,
                    },
                    move |e| {
                        let expected = ghost.borrow_mut().take();
                        let Some(click) = e.dyn_ref::<MouseEvent>() else {
                            return;
                        };
                        if expected.is_some_and(|g| g.is(click)) {
                            click.prevent_default();
                            click.stop_immediate_propagation();
                        }
                    },
                )
            });
            move || drop(listener)
        });
    }
    ghost
}

/// What a tap on a tile does: the second tap plays it (or the first, where
/// one tap acts), and so does a tap on an unplayable tile, offered at once
/// so that the engine's reason shows; any other tap picks it up.
fn tap_action(props: &HandProps) -> impl Fn(HandTile) + Clone + 'static {
    let selected = props.selected;
    let playing = props.playing;
    let direct = props.direct;
    let on_select = props.on_select.clone();
    let on_play = props.on_play.clone();
    move |t: HandTile| {
        if direct || selected == Some(t.tile) || (playing && !t.playable) {
            on_play.emit(t.tile);
        } else {
            on_select.emit(Some(t.tile));
        }
    }
}

/// The hand's keys: arrows, Home and End move among the tiles (picking up
/// the one reached), Enter or Space plays the focused tile (the engine
/// decides), Escape puts the picked-up tile down.
fn hand_keys(props: &HandProps) -> impl Fn(KeyboardEvent) + 'static {
    let tiles = props.tiles.clone();
    let on_select = props.on_select.clone();
    let on_play = props.on_play.clone();
    move |e: KeyboardEvent| {
        let focused = e
            .target()
            .and_then(|t| t.dyn_into::<HtmlElement>().ok())
            .and_then(|el| el.get_attribute("data-tile"))
            .and_then(|s| s.parse::<Tile>().ok());
        let index = focused.and_then(|f| tiles.iter().position(|t| t.tile == f));
        let key = e.key();
        if let Some(to) = key_moves_to(&key, index, tiles.len()) {
            e.prevent_default();
            if let Some(t) = tiles.get(to) {
                on_select.emit(Some(t.tile));
                focus_tile(t.tile);
            }
            return;
        }
        match key.as_str() {
            "Enter" | " " => {
                e.prevent_default();
                // Not when the press came too soon after the page focused
                // the tile.
                if premature_press(&e) {
                    return;
                }
                if let Some(t) = index.and_then(|i| tiles.get(i)) {
                    on_play.emit(t.tile);
                }
            }
            "Escape" => on_select.emit(None),
            _ => {}
        }
    }
}

/// The pointer gestures of the hand's tiles: the drag they share and what a
/// tile's press, move, release and cancel do with it. A release that moved
/// the tile far enough drops it (played over the table, else sent back);
/// one that did not is a tap.
#[derive(Clone)]
struct Gestures<Tap> {
    // The drag lives in a ref, not in state: pointer events can arrive
    // faster than renders, and every handler must see the latest drag.
    drag: Rc<RefCell<Option<Drag>>>,
    redraw: UseForceUpdateHandle,
    /// The tile a drag just dropped back, to animate its return.
    returning: UseStateHandle<Option<Tile>>,
    /// The click the last release will send, to be swallowed.
    ghost: Rc<RefCell<Option<GhostClick>>>,
    on_drag: Callback<bool>,
    on_play: Callback<Tile>,
    tap: Tap,
}

impl<Tap: Fn(HandTile) + Clone + 'static> Gestures<Tap> {
    /// A press on `tile` starts a drag, if none is under way.
    fn press(&self, tile: Tile) -> impl Fn(PointerEvent) + 'static {
        let g = self.clone();
        move |e: PointerEvent| {
            if e.button() != 0 || g.drag.borrow().is_some() {
                return;
            }
            // Capture on the tile itself (Yew delegates events, so the
            // current target is the app's root), so that the move and up
            // events keep coming to this tile wherever they happen.
            let tile_el = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest(".hand-tile").ok().flatten());
            if let Some(el) = tile_el {
                let _ = el.set_pointer_capture(e.pointer_id());
            }
            *g.drag.borrow_mut() = Some(Drag {
                tile,
                pointer: e.pointer_id(),
                x0: f64::from(e.client_x()),
                y0: f64::from(e.client_y()),
                dx: 0.0,
                dy: 0.0,
                moved: false,
            });
            g.redraw.force_update();
        }
    }

    /// The pressing pointer moves the tile with it, once past the
    /// threshold.
    fn motion(&self) -> impl Fn(PointerEvent) + 'static {
        let g = self.clone();
        move |e: PointerEvent| {
            let Some(mut d) = g.drag.borrow().filter(|d| d.pointer == e.pointer_id()) else {
                return;
            };
            d.dx = f64::from(e.client_x()) - d.x0;
            d.dy = f64::from(e.client_y()) - d.y0;
            if !d.moved && d.dx.hypot(d.dy) > DRAG_THRESHOLD {
                d.moved = true;
                g.on_drag.emit(true);
            }
            *g.drag.borrow_mut() = Some(d);
            if d.moved {
                g.redraw.force_update();
            }
        }
    }

    /// The release ends the drag: a drop, or a tap on `ht`.
    fn release(&self, ht: HandTile) -> impl Fn(PointerEvent) + 'static {
        let g = self.clone();
        move |e: PointerEvent| {
            let Some(d) = g.drag.borrow().filter(|d| d.pointer == e.pointer_id()) else {
                return;
            };
            *g.drag.borrow_mut() = None;
            g.redraw.force_update();
            *g.ghost.borrow_mut() = Some(GhostClick::after(&e));
            if d.moved {
                g.on_drag.emit(false);
                if over_drop_zone(f64::from(e.client_x()), f64::from(e.client_y())) {
                    g.returning.set(None);
                    g.on_play.emit(ht.tile);
                } else {
                    g.returning.set(Some(ht.tile));
                }
            } else {
                (g.tap)(ht);
            }
        }
    }

    /// The browser took the pointer away (a scroll, a system gesture): the
    /// tile goes back.
    fn cancel(&self, tile: Tile) -> impl Fn(PointerEvent) + 'static {
        let g = self.clone();
        move |e: PointerEvent| {
            if g.drag.borrow().is_some_and(|d| d.pointer == e.pointer_id()) {
                *g.drag.borrow_mut() = None;
                g.redraw.force_update();
                g.returning.set(Some(tile));
                g.on_drag.emit(false);
            }
        }
    }

    /// A dropped-back tile's return, once its animation is over, is done.
    fn return_done(&self) -> impl Fn(AnimationEvent) + 'static {
        let returning = self.returning.clone();
        move |_| returning.set(None)
    }
}

/// The player's hand.
#[component]
pub fn Hand(props: &HandProps) -> Html {
    let counting = use_context::<Counting>().unwrap_or_default();
    let gestures = Gestures {
        drag: use_mut_ref(|| None::<Drag>),
        redraw: use_force_update(),
        returning: use_state_eq(|| None::<Tile>),
        ghost: use_ghost_click_guard(),
        on_drag: props.on_drag.clone(),
        on_play: props.on_play.clone(),
        tap: tap_action(props),
    };
    // The one tile reached by Tab: the picked-up one, else the first.
    let roving = props
        .selected
        .filter(|s| props.tiles.iter().any(|t| t.tile == *s))
        .or_else(|| props.tiles.first().map(|t| t.tile));
    let items = props.tiles.iter().map(|&ht| {
        let tile = ht.tile;
        let dragged = gestures.drag.borrow().filter(|d| d.tile == tile && d.moved);
        let style = dragged
            .map(|d| format!("transform: translate({:.1}px, {:.1}px) scale(1.06);", d.dx, d.dy));
        let selected = props.selected == Some(tile) && ht.copy == 0;
        let class = classes!(
            "hand-tile",
            selected.then_some("selected"),
            (props.playing && !ht.playable).then_some("unplayable"),
            (ht.forced && props.playing).then_some("forced"),
            ht.fresh.then_some("fresh"),
            ht.trump.then_some("trump"),
            dragged.is_some().then_some("dragging"),
            (*gestures.returning == Some(tile)).then_some("returning"),
        );
        // A click that came with no press and release of the tile's own (a
        // screen reader's activation) is a tap too.
        let onclick = {
            let tap = gestures.tap.clone();
            move |_: MouseEvent| tap(ht)
        };
        html! {
            <div key={format!("{tile}#{}", ht.copy)} {class} role="button"
                 tabindex={if roving == Some(tile) && ht.copy == 0 { "0" } else { "-1" }}
                 data-tile={tile.to_string()} data-legal={(props.playing && ht.playable).to_string()}
                 aria-label={tile_label(ht, counting, props.playing, selected)}
                 aria-pressed={selected.to_string()} {style} {onclick}
                 onpointerdown={gestures.press(tile)} onpointermove={gestures.motion()}
                 onpointerup={gestures.release(ht)} onpointercancel={gestures.cancel(tile)}
                 onanimationend={gestures.return_done()}>
                <Domino tile={Some(tile)} />
                if ht.fresh { <span class="fresh-mark" aria-hidden="true">{ "new" }</span> }
            </div>
        }
    });

    let count = props.tiles.len();
    let sized_for = count.max(props.full);
    // The CSS picks `--per-row` from these: the whole count on one row, or
    // half (rounded up) on two where the hand is long and the screen narrow;
    // it balances the rows on the tiles left.
    let style = format!(
        "--count:{};--half:{};--left:{};",
        sized_for.max(1),
        two_row_width(sized_for).max(1),
        count.max(1)
    );
    // What Enter does now: "Enter plays" was said in the auction too, and
    // while tiles are put down, where Enter puts one down.
    let label = if props.direct {
        "Your tiles: arrow keys choose, Enter puts one down"
    } else if props.playing {
        "Your tiles: arrow keys choose, Enter plays"
    } else {
        "Your tiles"
    };
    html! {
        <div class={classes!("hand", (sized_for > 7).then_some("long"))} role="group"
             aria-label={label}
             data-count={count.to_string()} {style} onkeydown={hand_keys(props)}>
            { for items }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_step_through_the_hand_and_stop_at_its_ends() {
        assert_eq!(key_moves_to("ArrowRight", Some(2), 7), Some(3));
        assert_eq!(key_moves_to("ArrowDown", Some(6), 7), Some(6));
        assert_eq!(key_moves_to("ArrowLeft", Some(2), 7), Some(1));
        assert_eq!(key_moves_to("ArrowUp", Some(0), 7), Some(0));
        // Nothing focused yet: any arrow starts at the first tile.
        assert_eq!(key_moves_to("ArrowLeft", None, 7), Some(0));
        assert_eq!(key_moves_to("ArrowRight", None, 7), Some(0));
        assert_eq!(key_moves_to("Home", Some(4), 7), Some(0));
        assert_eq!(key_moves_to("End", Some(1), 7), Some(6));
        // Enter plays, letters do nothing here, and an empty hand has
        // nowhere to go.
        assert_eq!(key_moves_to("Enter", Some(1), 7), None);
        assert_eq!(key_moves_to("a", Some(1), 7), None);
        assert_eq!(key_moves_to("End", None, 0), None);
    }

    #[test]
    fn a_tiles_name_says_what_is_drawn_on_it() {
        let six_four: Tile = "6-4".parse().unwrap();
        let plain = HandTile::plain(six_four);
        assert_eq!(
            tile_label(plain, Counting::Counters, true, false),
            "six-four, ten count"
        );
        let marked = HandTile {
            trump: true,
            fresh: true,
            forced: true,
            ..plain
        };
        assert_eq!(
            tile_label(marked, Counting::Counters, true, true),
            "six-four, ten count, trump, new, must be played, picked up: tap again to play"
        );
        let dimmed = HandTile {
            playable: false,
            ..plain
        };
        assert_eq!(
            tile_label(dimmed, Counting::Counters, true, false),
            "six-four, ten count, cannot be played now"
        );
        // Out of trick play (bidding) nothing is dimmed or to be played.
        assert_eq!(
            tile_label(
                HandTile {
                    forced: true,
                    ..dimmed
                },
                Counting::Counters,
                false,
                false
            ),
            "six-four, ten count"
        );
    }
}
