//! The table of a game in progress, for every game and table size: the
//! other seats around the felt (three, five, two or one of them), the
//! trick or what lies in the middle before it (the kitty, the turn-up),
//! the status line and the player's panel (bid, call, trump, kitty, which
//! suit to lead), the player's hand, and beside it the score pad and log.
//!
//! It reads one [`Session`] and the store's table state and emits domain
//! values; the App owns the store.

use bones_engine::{
    Action, Bid, Contract, Declaration, GameKind, Phase, Seat, Team, Tile, TileSet, Trump, View,
};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::announcer::Announcer;
use super::bidding::BiddingPanel;
use super::declare::DeclarePanel;
use super::euchre_bidding::EuchrePanel;
use super::focus::{focusable, focused_element, give_focus_back, place_focus, premature_press};
use super::game_log::GameLog;
use super::hand::{Hand, HandTile};
use super::kitty::{Centre, CentrePiece, KittyPanel, TableNote};
use super::lead_choice::LeadChoice;
use super::notice::NoticeBar;
use super::score_pad::{HandUnit, ScoreColumn, ScorePad};
use super::seat::{dealer_chip, SeatView};
use super::still_out::{still_out_view, StillOut};
use super::trick::{TakenCaption, TrickArea, TrickPlay};
use crate::media::SizeWatch;
use crate::protocol::GameId;
use crate::seating::Seating;
use crate::setup;
use crate::store::{counted_in_tricks, taken, DoneTrick, HandEnd, Notice, Pause, Session, Tally};
use crate::text;
use crate::tile_names::Counting;

/// Props of [`TableView`].
#[derive(Properties, PartialEq)]
pub struct TableProps {
    /// The game.
    pub session: Session,
    /// The picked-up tile.
    pub selected: Option<Tile>,
    /// Tiles chosen for the kitty, not yet put down.
    pub staged: Vec<Tile>,
    /// A lead waiting for its suit.
    pub lead_choice: Option<Tile>,
    /// One tap plays a tile at the player's turn (a setting), where the
    /// first tap otherwise picks it up.
    pub one_tap: bool,
    /// A message for the player.
    pub notice: Option<Notice>,
    /// A tile is being dragged.
    pub dragging: bool,
    /// An engine action (bid, call, trump, a lead's suit).
    pub on_action: Callback<Action>,
    /// The player means this tile (play it, or choose it for the kitty).
    pub on_offer: Callback<Tile>,
    /// Pick up or put down a tile.
    pub on_select: Callback<Option<Tile>>,
    /// Take a chosen tile back from the kitty.
    pub on_unstage: Callback<Tile>,
    /// Put the chosen tiles down.
    pub on_confirm_discards: Callback<()>,
    /// Keep a tile after the lead question.
    pub on_cancel_lead: Callback<()>,
    /// A drag started or ended.
    pub on_drag: Callback<bool>,
    /// Dismiss the notice.
    pub on_dismiss: Callback<()>,
    /// The log drawer is open (phones: it slides over the table).
    #[prop_or_default]
    pub log_open: bool,
    /// Close the log drawer (phones).
    pub on_close_log: Callback<()>,
    /// The coach's controls beside the player's name (the hint, the
    /// bidding advisor) and the walkthrough: their cards float over the
    /// table, and on phones during trick play just above this hand.
    #[prop_or_default]
    pub coach: Html,
}

/// The plays of a trick placed around this table.
#[must_use]
pub fn trick_plays(seating: Seating, plays: impl Iterator<Item = (Seat, Tile)>) -> Vec<TrickPlay> {
    plays
        .map(|(seat, tile)| TrickPlay {
            seat,
            position: seating.position(seat),
            who: seating.name(seat),
            tile,
        })
        .collect()
}

/// A taken trick's caption: "Ben takes trick 3 · +11 points" ("Ben takes
/// trick 3" in Euchre, where a trick is worth a trick).
#[must_use]
pub fn taken_caption(seating: Seating, kind: GameKind, t: &DoneTrick) -> TakenCaption {
    let who = seating.name(t.winner);
    let verb = seating.verb(t.winner, "take", "takes");
    TakenCaption {
        taker: format!("{who} {verb} trick {}", t.number),
        worth: (kind != GameKind::Euchre)
            .then(|| format!("+{}", text::points(u16::from(t.points)))),
    }
}

/// The contract in a few words: "Ben 31 · Fives", "Ada · Fives alone".
#[must_use]
pub fn contract_words(seating: Seating, kind: GameKind, c: bones_engine::Contract) -> String {
    let who = seating.name(c.bidder);
    if kind == GameKind::Euchre {
        let trump = c.declaration.map(text::declaration).unwrap_or_default();
        let alone = if c.bid.goes_alone() { " alone" } else { "" };
        return format!("{who} · {trump}{alone}");
    }
    // A number reads as a bid ("Cleo 31"); a contract's name would read
    // as a verb ("You Plunge"), so it says "bid".
    let named = matches!(c.bid, Bid::Splash(_) | Bid::Plunge(_) | Bid::LowNo);
    let mut t = format!(
        "{who} {}{}",
        if named { "bid " } else { "" },
        text::bid(c.bid)
    );
    match c.declaration {
        Some(d) => {
            t.push_str(" · ");
            t.push_str(&text::declaration(d));
        }
        // Splash and Plunge: the partner names trump, and the table says so.
        None if c.declarer != c.bidder => {
            t.push_str(&format!(" · {} names trump", seating.name(c.declarer)));
        }
        None => {}
    }
    t
}

/// The score pad's columns, the player's side first.
fn score_columns(
    seating: Seating,
    scores: [u16; Team::MAX],
    hand: Option<[u16; Team::MAX]>,
) -> Vec<ScoreColumn> {
    seating
        .teams_from_mine()
        .enumerate()
        .map(|(i, t)| {
            let key = match (seating.teams, i) {
                (2, 0) => "us".to_owned(),
                (2, _) => "them".to_owned(),
                _ => format!("team{}", t.index()),
            };
            ScoreColumn {
                key: key.into(),
                name: seating.team_name(t).into(),
                score: scores[t.index()],
                hand: hand.map(|h| h[t.index()]),
                mine: i == 0,
            }
        })
        .collect()
}

/// The hand in display order with each tile's marks: legal now, forced,
/// new from the kitty; chosen kitty tiles left out.
fn hand_tiles(session: &Session, view: &View, hand: TileSet, staged: &[Tile]) -> Vec<HandTile> {
    let mut shown = hand;
    for &t in staged {
        if let Some(id) = shown.id_of(t) {
            shown.remove(id);
        }
    }
    let discarding = view.phase == Phase::Discarding && view.is_my_turn();
    let choices = if discarding {
        session.discard_choices(staged)
    } else {
        Vec::new()
    };
    let trick_rules = view.trick_rules();
    let sevens = trick_rules.as_ref().is_some_and(|r| r.is_sevens());
    let mut seen: Vec<Tile> = Vec::new();
    Session::arranged_hand(view, shown)
        .into_iter()
        .map(|tile| {
            let copy = seen.iter().filter(|&&t| t == tile).count();
            seen.push(tile);
            let playable = if discarding {
                choices.contains(&tile)
            } else {
                view.legal.contains(&Action::Play(tile))
            };
            // New tiles are marked until the tricks begin.
            let fresh_copies = if view.phase == Phase::Playing {
                0
            } else {
                session.picked_up.copies(tile) as usize
            };
            HandTile {
                tile,
                copy: u8::try_from(copy).unwrap_or(u8::MAX),
                playable,
                forced: sevens && playable,
                fresh: copy < fresh_copies,
                trump: trick_rules
                    .as_ref()
                    .is_some_and(|r| r.trumps().has_tile(tile)),
            }
        })
        .collect()
}

/// The status line's words, and how to act, which a small phone may
/// leave out (it wrapped onto a second line over Texas 88's lower seats).
struct StatusLine {
    text: String,
    /// Says how to play a tile (at the player's lead).
    how_to_play: bool,
}

/// The status line; none while a taken trick shows, whose caption on the
/// table (read out by its live region) already says who took it.
fn status_line(session: &Session, view: &View) -> Option<StatusLine> {
    let s = session.seating;
    let me = s.me;
    let kind = view.rules.kind();
    let text = match (&session.pause, session.to_act()) {
        (Some(Pause::Trick { .. }), _) => return None,
        (Some(Pause::HandOver(_)), _) => "Hand over".to_owned(),
        (None, None) => "Game over".to_owned(),
        (None, Some(_)) if session.throwing_in() => "Throwing your tile in…".to_owned(),
        (None, Some(seat)) if seat == me => match view.phase {
            Phase::Bidding if kind == GameKind::Euchre => "Your call".to_owned(),
            Phase::Bidding => "Your bid".to_owned(),
            Phase::Discarding => {
                let n = session.discards_needed();
                format!("Put back {n} tile{}", if n == 1 { "" } else { "s" })
            }
            Phase::Declaring => match view.contract {
                Some(c) if c.bidder != me => {
                    format!(
                        "{} bid {}: you name trump",
                        s.name(c.bidder),
                        text::bid(c.bid)
                    )
                }
                _ => "Name trump".to_owned(),
            },
            // Sevens has no suits to follow: the rule that lights the
            // tiles is said here, where the player reads what to do.
            _ if view.trick_rules().is_some_and(|r| r.is_sevens()) => {
                let turn = if view.trick.is_empty() {
                    "lead"
                } else {
                    "turn"
                };
                format!("Your {turn} — the tile closest to 7")
            }
            _ => match view.trick.led() {
                None => {
                    return Some(StatusLine {
                        text: "Your lead".to_owned(),
                        how_to_play: true,
                    });
                }
                Some(suit) => format!("Your turn — {suit} led"),
            },
        },
        (None, Some(seat)) => {
            let who = s.name(seat);
            match view.phase {
                Phase::Bidding if kind == GameKind::Euchre => format!("{who} is deciding…"),
                Phase::Bidding => format!("{who} is bidding…"),
                Phase::Discarding => match kind {
                    GameKind::Texas88 => format!("{who} is sorting the kitty…"),
                    GameKind::BigGame => format!("{who} looks at the spare…"),
                    _ => format!("{who} picks up the turn-up…"),
                },
                Phase::Declaring => match view.contract {
                    Some(c) if c.declarer != c.bidder => format!(
                        "{who} names trump for {} {}…",
                        if c.bidder == me {
                            "your".to_owned()
                        } else {
                            format!("{}'s", s.name(c.bidder))
                        },
                        text::bid(c.bid)
                    ),
                    _ => format!("{who} is naming trump…"),
                },
                _ if view.trick.is_empty() => format!("{who} leads…"),
                _ => format!("{who} to play…"),
            }
        }
    };
    Some(StatusLine {
        text,
        how_to_play: false,
    })
}

/// What lies in the middle before the tricks.
fn centre_piece(session: &Session, view: &View) -> Option<Centre> {
    let s = session.seating;
    match (view.rules.kind(), view.phase) {
        (GameKind::Euchre, Phase::Bidding) => {
            let tile = view.turn_up?;
            let down = view.euchre_round >= 2;
            let caption = if down {
                format!("Turned down · {} are out", text::suit_title(tile.hi()))
            } else {
                format!("Turn-up · {} for trump?", tile.hi().suit_name())
            };
            Some(Centre::TurnUp {
                tile,
                turned_down: down,
                caption: caption.into(),
            })
        }
        (GameKind::Euchre, Phase::Discarding) => {
            let tile = view.turn_up?;
            let dealer = s.name(view.dealer);
            Some(Centre::TurnUp {
                tile,
                turned_down: false,
                caption: format!("{dealer} {} it up", s.verb(view.dealer, "pick", "picks")).into(),
            })
        }
        (GameKind::Texas88 | GameKind::BigGame, Phase::Bidding | Phase::Declaring) => {
            let count = view.rules.kitty_size();
            let word = if view.rules.kind() == GameKind::Texas88 {
                "Kitty"
            } else {
                "Spare"
            };
            Some(Centre::FaceDown {
                count,
                caption: word.into(),
            })
        }
        _ => None,
    }
}

/// The corner note during the tricks.
fn table_note(session: &Session, view: &View) -> Option<Html> {
    if view.phase != Phase::Playing {
        return None;
    }
    let s = session.seating;
    match view.rules.kind() {
        GameKind::Euchre => {
            let tile = view.turn_up?;
            let detail = match view.turn_up_taken_by {
                Some(seat) => format!("{} took it", s.name(seat)),
                None => "set aside".to_owned(),
            };
            Some(
                html! { <TableNote label="Turn-up" tiles={vec![tile]} detail={AttrValue::from(detail)} /> },
            )
        }
        GameKind::Texas88 | GameKind::BigGame => {
            let word = if view.rules.kind() == GameKind::Texas88 {
                "Kitty"
            } else {
                "Spare"
            };
            let mine: Vec<Tile> = view.own_discards.tiles().collect();
            if mine.is_empty() {
                let count = view.rules.kitty_size();
                Some(
                    html! { <TableNote label={word} hidden={count} detail={AttrValue::from("face down")} /> },
                )
            } else {
                Some(html! { <TableNote label={word} yours=true tiles={mine} /> })
            }
        }
        GameKind::Texas42 => None,
    }
}

/// Arrow keys move focus between the panel's buttons (the bids, the
/// trumps), so that a keyboard player need not Tab through every one.
fn step_focus(root: &web_sys::Element, e: &KeyboardEvent) {
    let forward = match e.key().as_str() {
        "ArrowRight" | "ArrowDown" => true,
        "ArrowLeft" | "ArrowUp" => false,
        _ => return,
    };
    let buttons = focusable(root);
    let Some(at) = focused_element().and_then(|f| buttons.iter().position(|b| *b == f)) else {
        return;
    };
    let to = if forward {
        (at + 1).min(buttons.len() - 1)
    } else {
        at.saturating_sub(1)
    };
    e.prevent_default();
    let _ = buttons[to].focus();
}

/// Gives keyboard focus back on the player's turn. Playing a tile or
/// making a bid removes the control that had focus, and focus falls to the
/// page, so a keyboard player had to Tab back (up to nine presses) every
/// turn. When it is the player's turn (`turn`: game, turn number, whether
/// it is the player's, whether tiles are chosen in the hand) and focus is
/// on nothing, it goes to the panel's first button if a panel is up
/// (`slot`), else to the hand. Focus that is anywhere else (the top bar, a
/// dialog) is left where it is.
#[hook]
fn use_focus_on_turn(turn: (GameId, u32, bool, bool), slot: NodeRef) {
    use_effect_with(turn, move |&(_, _, mine, tiles_first)| {
        let lost = focused_element().is_none_or(|el| el.tag_name().eq_ignore_ascii_case("body"));
        if mine && lost {
            let document = web_sys::window().and_then(|w| w.document());
            let target = slot
                .cast::<web_sys::Element>()
                .filter(|_| !tiles_first)
                .and_then(|root| focusable(&root).into_iter().next())
                .or_else(|| {
                    document
                        .and_then(|d| {
                            d.query_selector(".hand .hand-tile[tabindex=\"0\"]")
                                .ok()
                                .flatten()
                        })
                        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
                });
            if let Some(el) = target {
                place_focus(&el);
            }
        }
    });
}

/// The log drawer as a keyboard player expects of a panel sliding over
/// the page: opened, focus moves to its close button (else it stays on
/// the Log button, behind the drawer); closed, focus goes back to
/// whatever had it, which would otherwise sit on a button slid off the
/// screen.
#[hook]
fn use_drawer_focus(open: bool, close_button: NodeRef) {
    use_effect_with(open, move |&open| {
        let opener = open.then(focused_element).flatten();
        if open {
            if let Some(el) = close_button.cast::<web_sys::HtmlElement>() {
                place_focus(&el);
            }
        }
        move || give_focus_back(opener)
    });
}

/// Keeps `--panel-top` on the play area (`play`): how far down it the
/// panel slot (`slot`) starts, and `--panel-y`: how far down the screen.
/// On taller phones the walkthrough's card sits just above the bid or
/// trump panel (styles/coach.css), where the felt is empty during the
/// auction, instead of over the partner's seat, and the advisor's table,
/// hanging from the top of the screen, ends there (styles/short.css); the
/// panel's height changes with the bids still open, so it is measured.
/// The slot hangs from the felt's foot, so it moves without a change of
/// size when the felt does (the hand below taking more or less room):
/// the felt is watched too.
#[hook]
fn use_panel_top(play: NodeRef, slot: NodeRef) {
    use_effect_with((), move |()| {
        let watch = || -> Option<SizeWatch> {
            let play = play.cast::<web_sys::HtmlElement>()?;
            let slot = slot.cast::<web_sys::Element>()?;
            let felt = slot.parent_element()?;
            let (p, s) = (play.clone(), slot.clone());
            SizeWatch::new(&[&slot, &play, &felt], move || {
                let slot_y = s.get_bounding_client_rect().top();
                let top = slot_y - p.get_bounding_client_rect().top();
                let style = p.style();
                let _ = style.set_property("--panel-top", &format!("{:.0}px", top.max(0.0)));
                let _ = style.set_property("--panel-y", &format!("{:.0}px", slot_y.max(0.0)));
            })
        };
        let watching = watch();
        move || drop(watching)
    });
}

/// The trick on the table: a taken one while it stays, with who took it
/// and what it held, else the one in play, with the suit led and who
/// would take it as it lies.
struct TrickShown {
    plays: Vec<TrickPlay>,
    winner: Option<Seat>,
    caption: Option<TakenCaption>,
    led: Option<AttrValue>,
    ahead: Option<Seat>,
}

fn trick_shown(session: &Session, view: &View) -> TrickShown {
    let s = session.seating;
    if let Some(Pause::Trick { trick, .. }) = &session.pause {
        return TrickShown {
            plays: trick_plays(s, trick.plays.iter().copied()),
            winner: Some(trick.winner),
            caption: Some(taken_caption(s, view.rules.kind(), trick)),
            led: None,
            ahead: None,
        };
    }
    let paused = session.pause.is_some();
    // Who would take the trick as it lies, once there is a second tile to
    // beat: what a player works out at a glance at a real table.
    let ahead = match view.trick_rules() {
        Some(rules) if !paused && view.trick.len() > 1 => {
            view.trick.winning(&rules).map(|(_, seat)| seat)
        }
        _ => None,
    };
    TrickShown {
        plays: trick_plays(s, view.trick.plays().map(|(seat, id)| (seat, id.tile()))),
        winner: None,
        caption: None,
        led: view
            .trick
            .led()
            .filter(|_| !paused)
            .map(|suit| AttrValue::from(suit.name())),
        ahead,
    }
}

/// The scores the pad shows, and the hand's points (or tricks) so far: a
/// trick's points, and a hand's marks, count once it is gathered.
fn scores_shown(
    session: &Session,
    view: &View,
    hand_end: Option<&HandEnd>,
) -> ([u16; Team::MAX], Option<[u16; Team::MAX]>) {
    match (&session.pause, hand_end, view.phase) {
        (Some(Pause::Trick { before, .. }), _, _) => (before.scores, Some(before.hand)),
        (_, Some(e), _) => (view.scores, Some(taken(view.rules.kind(), &e.result))),
        (_, None, Phase::Playing) => (view.scores, Some(Tally::of(view).hand)),
        _ => (view.scores, None),
    }
}

/// The status under the trick: the note of a kitty, spare or turn-up set
/// aside ([`table_note`]), the contract, and whose turn it is (`mine`:
/// the player's).
fn status_view(
    note: Option<Html>,
    contract: Option<String>,
    line: Option<StatusLine>,
    mine: bool,
) -> Html {
    html! {
        <div class="status" data-status="">
            { for note }
            if let Some(c) = contract { <span class="status-contract">{ c }</span> }
            if let Some(line) = line {
                <span class={classes!("status-turn", mine.then_some("mine"))}>
                    { line.text }
                    // A finger has no Enter key: a touch screen is told of
                    // the ways it has (styles/main.css picks one).
                    if line.how_to_play {
                        <span class="turn-how">
                            <span class="how-touch">{ " — drag or tap" }</span>
                            <span class="how-keys">{ " — drag, tap or press Enter" }</span>
                        </span>
                    }
                </span>
            }
        </div>
    }
}

/// The hand the table shows: the one in play or, during the pause after
/// a hand's last trick, that hand as it ended (its tiles and contract).
struct ShownHand<'a> {
    view: &'a View,
    /// The hand just ended, while its last trick is shown.
    end: Option<&'a HandEnd>,
    contract: Option<Contract>,
    /// The auction is on: the seats show their calls.
    in_auction: bool,
}

impl<'a> ShownHand<'a> {
    fn of(session: &'a Session, view: &'a View) -> Self {
        let end = session.hand_end_shown();
        ShownHand {
            view,
            end,
            contract: end.map_or(view.contract, |e| Some(e.result.contract)),
            in_auction: end.is_none() && view.phase.is_auction(),
        }
    }

    /// The player's tiles, and how many each seat holds.
    fn tiles(&self) -> (TileSet, [u8; Seat::MAX]) {
        self.end
            .map_or((self.view.hand, self.view.hand_sizes), |e| {
                (e.hand, e.hand_sizes)
            })
    }

    /// The seat's last call, while the auction is on.
    fn call(&self, seat: Seat) -> Option<AttrValue> {
        if !self.in_auction {
            return None;
        }
        self.view
            .auction
            .iter()
            .rev()
            .find(|(s, _)| *s == seat)
            .map(|(_, a)| AttrValue::from(text::bubble(*a)))
    }

    /// The seat deals this hand (not said once the hand has ended).
    fn deals(&self, seat: Seat) -> bool {
        self.view.dealer == seat && self.end.is_none()
    }

    /// The seat won the auction (said once the auction is over).
    fn declares(&self, seat: Seat) -> bool {
        self.contract.is_some_and(|c| c.bidder == seat) && !self.in_auction
    }

    /// The chip of the seat that [declares](Self::declares): Euchre's
    /// maker, or the other games' bid.
    fn declarer_chip(&self) -> &'static str {
        if self.view.rules.kind() == GameKind::Euchre {
            "Maker"
        } else {
            "Bid"
        }
    }

    /// The seat sits this hand's tricks out (a Euchre maker's partner,
    /// when the maker goes alone).
    fn sits_out(&self, seat: Seat) -> bool {
        self.view.phase == Phase::Playing && self.end.is_none() && !self.view.table.is_active(seat)
    }
}

/// The other players round the felt, each with its tiles face down (or
/// shown, once laid down or turned up) and what it said or holds.
fn other_seats(session: &Session, shown: &ShownHand) -> Html {
    let s = session.seating;
    let rules = shown.view.rules;
    let (_, hand_sizes) = shown.tiles();
    let to_act = session.to_act();
    s.clockwise_from_me()
        .skip(1)
        .map(|seat| {
            let laid_down = session.laid_down_tiles(seat);
            let tiles: Vec<Tile> = if !laid_down.is_empty() {
                laid_down
            } else if shown.end.is_some() {
                Vec::new()
            } else {
                shown.view.shown[seat.index()].tiles().collect()
            };
            let hidden =
                hand_sizes[seat.index()].saturating_sub(u8::try_from(tiles.len()).unwrap_or(0));
            let partner = s.is_partner_or_me(seat);
            html! {
                <SeatView key={seat.get()} {seat} name={s.name(seat)}
                    role={if partner { "Partner" } else { "Opponent" }}
                    position={s.position(seat)} {hidden} shown={tiles} full={rules.hand_size()}
                    to_act={to_act == Some(seat)} dealer={shown.deals(seat)}
                    bubble={shown.call(seat)}
                    bidder={shown.declares(seat)} bidder_label={shown.declarer_chip()}
                    sitting_out={shown.sits_out(seat)}
                    {partner} />
            }
        })
        .collect()
}

/// The table.
#[component]
pub fn TableView(props: &TableProps) -> Html {
    let play_ref = use_node_ref();
    let slot_ref = use_node_ref();
    use_panel_top(play_ref.clone(), slot_ref.clone());
    let close_log_ref = use_node_ref();
    use_drawer_focus(props.log_open, close_log_ref.clone());
    let session = &props.session;
    // Choosing the kitty's tiles is done in the hand, not the panel.
    let tiles_first = session.game().phase() == Phase::Discarding;
    use_focus_on_turn(
        (
            session.id,
            session.turn_number(),
            session.my_turn(),
            tiles_first,
        ),
        slot_ref.clone(),
    );
    let view = session.view();
    let s = session.seating;
    let me = s.me;
    let rules = view.rules;
    let kind = rules.kind();

    let shown = ShownHand::of(session, &view);
    let hand_end = shown.end;
    let (hand_set, _) = shown.tiles();
    let my_turn = session.my_turn();
    let discarding = my_turn && view.phase == Phase::Discarding && hand_end.is_none();
    let acting_with_tiles = my_turn && (view.phase == Phase::Playing || discarding);
    let staged: &[Tile] = if discarding { &props.staged } else { &[] };
    let tiles = hand_tiles(session, &view, hand_set, staged);
    let contract = shown.contract;
    let contract_text = contract.map(|c| contract_words(s, kind, c));

    let TrickShown {
        plays,
        winner,
        caption,
        led,
        ahead,
    } = trick_shown(session, &view);
    let centre = if plays.is_empty() && hand_end.is_none() {
        centre_piece(session, &view)
    } else {
        None
    };

    let panel = turn_panel(props, &shown);

    let (scores, hand_points) = scores_shown(session, &view, hand_end);
    let columns = score_columns(s, scores, hand_points);
    // Arrow keys step between the buttons; a double Enter is held back.
    let panel_keys = {
        let slot = slot_ref.clone();
        move |e: KeyboardEvent| {
            if premature_press(&e) {
                e.prevent_default();
            } else if let Some(root) = slot.cast::<web_sys::Element>() {
                step_focus(&root, &e);
            }
        }
    };
    // Escape closes the log drawer, as it closes a dialog.
    let drawer_keys = {
        let open = props.log_open;
        let close = props.on_close_log.clone();
        move |e: KeyboardEvent| {
            if open && e.key() == "Escape" {
                e.prevent_default();
                close.emit(());
            }
        }
    };
    let marks = rules.scoring() == bones_engine::Scoring::Marks;
    // The shown scores are the final ones once the game is won (a trick's
    // pause still shows those from before it).
    let decided = view.winner.is_some() && !matches!(session.pause, Some(Pause::Trick { .. }));
    let goal = setup::pad_goal(&rules, &scores, decided);
    let hand_unit = if counted_in_tricks(kind, contract.and_then(|c| c.declaration)) {
        HandUnit::Tricks
    } else {
        HandUnit::Points
    };
    // The log as the player reads it: in the side panel, and told as it grows.
    let log = session.log_shown().to_vec();
    let (mark_small, mark_big) = setup::felt_mark(kind);
    let note = if hand_end.is_none() {
        table_note(session, &view)
    } else {
        None
    };
    let me_fresh = !session.picked_up.is_empty() && view.phase != Phase::Playing;
    let still_out = hand_end.is_none().then(|| StillOut::of(&view)).flatten();

    html! {
        <div class={classes!("layout", format!("seats-{}", s.players), format!("game-{}", kind.name()))}>
            <main class="play" ref={play_ref}>
                // The page's heading for a screen reader's outline: the
                // top bar and the felt show the game's name as decoration.
                <h1 class="sr-only">{ setup::game_title(&rules) }</h1>
                <section class={classes!("felt", props.dragging.then_some("drop-ready"))} data-drop-zone=""
                         data-seats={s.players.to_string()} aria-label="Table">
                    <Announcer entries={log.clone()} seating={s} {rules} />
                    <div class="felt-pad">
                        <ScorePad columns={columns.clone()} {marks} goal={goal.clone()} hand_unit={hand_unit} compact=true />
                    </div>
                    { other_seats(session, &shown) }
                    <div class="felt-mark" aria-hidden="true">
                        <span>{ mark_small }</span><b>{ mark_big }</b>
                    </div>
                    <div class="centre">
                        if let Some(c) = centre {
                            <CentrePiece centre={c} />
                        } else {
                            <TrickArea {plays} {winner} {ahead} {caption} seats={s.players} {led} animate=true />
                        }
                    </div>
                    { status_view(note, contract_text.clone(), status_line(session, &view), my_turn) }
                    <div class="panel-slot" ref={slot_ref} onkeydown={panel_keys}>{ panel }</div>
                    <NoticeBar notice={props.notice.clone()} on_dismiss={props.on_dismiss.clone()} />
                </section>
                <section class={classes!("me", my_turn.then_some("to-act"), me_fresh.then_some("has-fresh"))}
                         data-seat={me.get().to_string()} data-to-act={my_turn.to_string()} aria-label="Your hand">
                    <div class="me-id">
                        <span class="seat-name">{ "You" }</span>
                        if shown.deals(me) { { dealer_chip() } }
                        if shown.declares(me) { <span class="chip bidder">{ shown.declarer_chip() }</span> }
                        if shown.sits_out(me) { <span class="chip out">{ "sitting out" }</span> }
                        if let Some(b) = shown.call(me) { <span class="bubble inline" data-bubble={b.clone()}>{ b }</span> }
                        { props.coach.clone() }
                    </div>
                    <Hand {tiles} full={usize::from(rules.hand_size())} selected={props.selected} playing={acting_with_tiles}
                          direct={discarding || (acting_with_tiles && props.one_tap)}
                          on_select={props.on_select.clone()} on_play={props.on_offer.clone()} on_drag={props.on_drag.clone()} />
                </section>
            </main>
            <aside class="side" aria-label="Score and log" onkeydown={drawer_keys}>
                <button type="button" class="icon-btn side-close" aria-label="Close log" ref={close_log_ref}
                        onclick={props.on_close_log.reform(|_: MouseEvent| ())}>{ "✕" }</button>
                <ScorePad {columns} {marks} {goal} {hand_unit} contract={contract_text.map(AttrValue::from)} />
                if let Some(out) = &still_out { { still_out_view(out, Counting::of(kind)) } }
                <GameLog entries={log} seating={s} {rules} />
            </aside>
        </div>
    }
}

/// The panel where the player answers a question of the hand's, on their
/// turn: which end of a tile to lead, a bid or call, the trump, the tiles
/// to put down. None while a hand's end is shown.
fn turn_panel(props: &TableProps, shown: &ShownHand) -> Html {
    let (view, contract, hand_end) = (shown.view, shown.contract, shown.end.is_some());
    let session = &props.session;
    let s = session.seating;
    let me = s.me;
    let rules = view.rules;
    let kind = rules.kind();
    let euchre = kind == GameKind::Euchre;
    let on_action = props.on_action.clone();
    if let (true, Some(tile)) = (
        session.my_turn() && view.phase == Phase::Playing,
        props.lead_choice,
    ) {
        html! { <LeadChoice {tile} on_action={on_action.clone()} on_cancel={props.on_cancel_lead.clone()} /> }
    } else if session.my_turn() && !hand_end {
        match view.phase {
            Phase::Bidding if euchre => html! {
                <EuchrePanel legal={view.legal.clone()} turn_up={view.turn_up} round={view.euchre_round}
                    dealer={view.dealer == me} dealer_name={s.name(view.dealer)} on_action={on_action.clone()} />
            },
            Phase::Bidding => {
                let high = view
                    .high_bid
                    .map(|(seat, b)| AttrValue::from(format!("{} {}", s.name(seat), text::bid(b))));
                // At six seats the panel covers, on phones, some of the
                // seats: what each said goes in it, and the panel shows
                // the words of those it covers.
                let said = if s.players == 6 {
                    s.clockwise_from_me()
                        .skip(1)
                        .filter_map(|seat| {
                            let words = format!("{}: {}", s.name(seat), shown.call(seat)?);
                            Some((s.position(seat).class(), AttrValue::from(words)))
                        })
                        .collect()
                } else {
                    Vec::new()
                };
                html! { <BiddingPanel legal={view.legal.clone()} {high} {said} on_action={on_action.clone()} /> }
            }
            Phase::Declaring => {
                let in_hand = trumps_in_hand(view, contract);
                let title = contract.map_or_else(String::new, |c| {
                    if c.bidder == me {
                        format!("You bid {}", text::bid(c.bid))
                    } else {
                        format!(
                            "{} bid {}: you name trump and lead",
                            s.name(c.bidder),
                            text::bid(c.bid)
                        )
                    }
                });
                html! { <DeclarePanel legal={view.legal.clone()} title={title} {in_hand} on_action={on_action.clone()} /> }
            }
            Phase::Discarding => {
                let picked: Vec<Tile> = session.picked_up.tiles().collect();
                html! {
                    <KittyPanel {kind} needed={session.discards_needed()} staged={props.staged.clone()} {picked}
                        may_put_back={session.may_put_back_picked()}
                        on_stage={props.on_offer.clone()} on_unstage={props.on_unstage.clone()}
                        on_confirm={props.on_confirm_discards.clone()} />
                }
            }
            _ => Html::default(),
        }
    } else {
        Html::default()
    }
}

/// How many of the player's tiles each trump on offer makes trumps, by the
/// engine's own trick rules (follow-me has none, so is not listed).
fn trumps_in_hand(view: &View, contract: Option<Contract>) -> Vec<(Action, u8)> {
    view.legal
        .iter()
        .filter_map(|&action| match (action, contract) {
            (Action::Declare(d @ Declaration::Trump(t)), Some(c)) if t != Trump::FollowMe => {
                let trumps = Contract {
                    declaration: Some(d),
                    ..c
                }
                .trick_rules(&view.rules)
                .trumps();
                let n = view
                    .hand
                    .tiles()
                    .filter(|&tile| trumps.has_tile(tile))
                    .count();
                Some((action, u8::try_from(n).unwrap_or(u8::MAX)))
            }
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use bones_engine::{Contract, Declaration, Pip, Seat, Trump};

    fn words(bid: Bid, declarer: u8, declaration: Option<Declaration>) -> String {
        let seat = |n| Seat::new(n).unwrap();
        let contract = Contract {
            bidder: seat(0),
            bid,
            declarer: seat(declarer),
            declaration,
        };
        contract_words(Seating::four(seat(0)), GameKind::Texas42, contract)
    }

    /// The status line's contract: a number as a bid, a named contract with
    /// "bid" (it read "You Plunge (4 marks) · Blanks").
    #[test]
    fn the_contract_reads_as_a_bid() {
        let blanks = Some(Declaration::Trump(Trump::Suit(Pip::new(0).unwrap())));
        assert_eq!(words(Bid::Points(31), 0, blanks), "You 31 · Blanks");
        assert_eq!(
            words(Bid::Plunge(4), 2, blanks),
            "You bid Plunge (4 marks) · Blanks"
        );
        assert_eq!(
            words(Bid::Splash(2), 2, None),
            "You bid Splash (2 marks) · Ben names trump"
        );
    }

    /// The trump buttons' counts: a number's tiles for each number, the
    /// doubles for doubles, and follow-me (no trumps) left uncounted.
    #[test]
    fn each_trump_on_offer_counts_the_tiles_it_makes_trumps() {
        let rules = bones_engine::Rules::Texas42(bones_engine::Texas42::straight());
        let mut game = bones_engine::Game::new(rules, 3).unwrap();
        while game.phase() != Phase::Declaring {
            game.apply(game.legal_actions()[0]).unwrap();
        }
        let view = game.view(game.turn().unwrap());
        let counts = trumps_in_hand(&view, view.contract);
        let hand: Vec<Tile> = view.hand.tiles().collect();
        let with = |p: u8| {
            hand.iter()
                .filter(|t| t.hi().get() == p || t.lo().get() == p)
                .count()
        };
        let doubles = hand.iter().filter(|t| t.hi() == t.lo()).count();
        let mut expected: Vec<(Action, usize)> = (0..=6)
            .map(|p| (Trump::Suit(Pip::new(p).unwrap()), with(p)))
            .chain([(Trump::Doubles, doubles)])
            .map(|(t, n)| (Action::Declare(Declaration::Trump(t)), n))
            .collect();
        let mut counted: Vec<(Action, usize)> =
            counts.iter().map(|&(a, n)| (a, usize::from(n))).collect();
        expected.sort_by_key(|(a, _)| format!("{a:?}"));
        counted.sort_by_key(|(a, _)| format!("{a:?}"));
        assert_eq!(counted, expected);
        assert!(view
            .legal
            .contains(&Action::Declare(Declaration::Trump(Trump::FollowMe))));
    }

    /// A taken trick's caption in its two parts (88's phones set them on
    /// two lines) and as one line; Euchre's says no worth.
    #[test]
    fn a_taken_trick_says_who_took_it_and_what_it_was_worth() {
        let seat = |n| Seat::new(n).unwrap();
        let trick = |points| DoneTrick {
            number: 3,
            plays: Vec::new(),
            winner: seat(1),
            points,
            led: bones_engine::Suit::Number(Pip::new(5).unwrap()),
        };
        let seating = Seating::four(seat(0));
        let caption = taken_caption(seating, GameKind::Texas42, &trick(11));
        assert_eq!(caption.taker, "Ada takes trick 3");
        assert_eq!(caption.worth.as_deref(), Some("+11 points"));
        assert_eq!(caption.to_string(), "Ada takes trick 3 · +11 points");
        assert_eq!(
            taken_caption(seating, GameKind::Texas42, &trick(1)).to_string(),
            "Ada takes trick 3 · +1 point"
        );
        let euchre = taken_caption(seating, GameKind::Euchre, &trick(0));
        assert_eq!(euchre.worth, None);
        assert_eq!(euchre.to_string(), "Ada takes trick 3");
    }
}
