//! The root component: owns the store, connects the AI worker, runs the
//! timers that pace the table, and lays the table out.
//!
//! Side effects live here in effects and callbacks (the worker, timers,
//! `localStorage`, the console); the store's reducer stays pure.

use bones_engine::{Action, Phase, Scoring, Seat};
use gloo_timers::callback::Timeout;
use yew::prelude::*;

use super::bidding::BiddingPanel;
use super::declare::DeclarePanel;
use super::domino::DominoDefs;
use super::game_log::GameLog;
use super::game_over::GameOver;
use super::hand::{Hand, HandTile};
use super::hand_summary::HandSummary;
use super::last_trick::LastTrick;
use super::notice::NoticeBar;
use super::score_pad::ScorePad;
use super::seat::SeatView;
use super::settings::SettingsDialog;
use super::top_bar::TopBar;
use super::trick::{TrickArea, TrickPlay};
use super::welcome::Welcome;
use crate::bot_client::BotClient;
use crate::prefs::{Launch, Prefs};
use crate::store::{DoneTrick, Msg, Overlay, Pause, Session, Store};
use crate::text;

/// How long a notice stays up.
const NOTICE_MS: u32 = 5000;

fn storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

fn load_prefs() -> Prefs {
    let stored = storage().and_then(|s| s.get_item(Prefs::STORAGE_KEY).ok().flatten());
    match stored.map(|text| Prefs::from_json(&text)) {
        Some(Ok(prefs)) => prefs,
        Some(Err(e)) => {
            web_sys::console::warn_1(&format!("Bones: ignoring saved settings: {e}").into());
            Prefs::default()
        }
        None => Prefs::default(),
    }
}

fn launch_options() -> Launch {
    let query = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    Launch::from_query(&query)
}

/// A fresh deal seed (the URL's `?seed=` if given).
fn new_seed(launch: &Launch) -> u64 {
    launch.seed.unwrap_or_else(|| {
        // 53 random bits are plenty to pick a deal.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let seed = (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64;
        seed
    })
}

fn trick_plays(
    session: &Session,
    plays: impl Iterator<Item = (Seat, bones_engine::Tile)>,
) -> Vec<TrickPlay> {
    plays
        .map(|(seat, tile)| TrickPlay {
            seat,
            position: session.seating.position(seat),
            tile,
        })
        .collect()
}

fn taken_caption(session: &Session, t: &DoneTrick) -> String {
    let who = session.seating.name(t.winner);
    let verb = if t.winner == session.seating.me {
        "take"
    } else {
        "takes"
    };
    format!("{who} {verb} trick {} · +{} points", t.number, t.points)
}

/// The app.
#[component]
pub fn App() -> Html {
    let store = use_reducer(|| Store::new(load_prefs(), launch_options()));
    let dragging = use_state_eq(|| false);

    let client = {
        let dispatcher = store.dispatcher();
        use_memo((), move |()| {
            BotClient::new(
                "worker-loader.js",
                Callback::from(move |(ticket, action)| {
                    dispatcher.dispatch(Msg::Bot { ticket, action })
                }),
            )
        })
    };

    // Ask the worker whenever a bot is to act.
    {
        let request = store
            .session
            .as_ref()
            .and_then(|s| s.bot_request(&store.launch));
        let ticket = request.as_ref().map(|r| r.ticket);
        let pace = store.prefs.speed.bot_ms();
        let client = client.clone();
        use_effect_with((ticket, pace), move |_| match request {
            Some(request) => client.ask(request, pace),
            None => client.cancel(),
        });
    }

    // A taken trick stays on the table for a moment, then play moves on.
    // (A hand's summary waits for the player's "Next hand".)
    {
        let shown_trick = store.session.as_ref().and_then(|s| {
            matches!(s.pause, Some(Pause::Trick { .. })).then(|| (s.id, s.turn_number()))
        });
        let speed = store.prefs.speed;
        let dispatcher = store.dispatcher();
        use_effect_with((shown_trick, speed), move |(shown, speed)| {
            let timer = shown.map(|_| {
                Timeout::new(speed.trick_ms(), move || dispatcher.dispatch(Msg::Continue))
            });
            move || drop(timer)
        });
    }

    // Notices fade after a while.
    {
        let serial = store.notice.as_ref().map(|n| n.serial);
        let dispatcher = store.dispatcher();
        use_effect_with(serial, move |serial| {
            let timer = serial
                .map(|_| Timeout::new(NOTICE_MS, move || dispatcher.dispatch(Msg::DismissNotice)));
            move || drop(timer)
        });
    }

    // A refused bot reply goes to the console.
    {
        let trouble = store.session.as_ref().and_then(|s| s.trouble.clone());
        use_effect_with(trouble.as_ref().map(|t| t.serial), move |_| {
            if let Some(t) = trouble {
                web_sys::console::error_1(&t.text.into());
            }
        });
    }

    // Preferences are saved as they change.
    use_effect_with(store.prefs, |prefs| {
        if let Some(s) = storage() {
            let _ = s.set_item(Prefs::STORAGE_KEY, &prefs.to_json());
        }
    });

    // `?play=1` starts a game at once.
    {
        let store = store.clone();
        use_effect_with((), move |()| {
            if store.launch.autostart && store.session.is_none() {
                store.dispatch(Msg::NewGame {
                    seed: new_seed(&store.launch),
                });
            }
        });
    }

    let dispatch = |make: fn(()) -> Msg| {
        let d = store.dispatcher();
        Callback::from(move |()| d.dispatch(make(())))
    };
    let new_game = {
        let store = store.clone();
        Callback::from(move |()| {
            store.dispatch(Msg::NewGame {
                seed: new_seed(&store.launch),
            });
        })
    };
    let ask_new_game = {
        let store = store.clone();
        let new_game = new_game.clone();
        Callback::from(move |()| {
            let running = store.session.as_ref().is_some_and(|s| !s.is_over());
            if running {
                store.dispatch(Msg::Show(Overlay::ConfirmNew));
            } else {
                new_game.emit(());
            }
        })
    };
    let on_action = {
        let d = store.dispatcher();
        Callback::from(move |a: Action| d.dispatch(Msg::Human(a)))
    };
    let on_play = on_action.reform(Action::Play);
    let on_select = {
        let d = store.dispatcher();
        Callback::from(move |t| d.dispatch(Msg::Select(t)))
    };
    let on_drag = {
        let dragging = dragging.clone();
        Callback::from(move |on: bool| dragging.set(on))
    };
    let show = |o: Overlay| {
        let d = store.dispatcher();
        Callback::from(move |()| d.dispatch(Msg::Show(o)))
    };
    let close = show(Overlay::None);

    let prefs = store.prefs;
    let scoring = prefs.rules.scoring;
    let unit = if scoring == Scoring::Marks {
        "marks"
    } else {
        "points"
    };

    let Some(s) = store.session.as_ref() else {
        let rules_line = format!(
            "{} · {} to {}",
            if prefs.rules == bones_engine::Texas42::house() {
                "House rules"
            } else if prefs.rules == bones_engine::Texas42::straight() {
                "Straight 42"
            } else {
                "Custom rules"
            },
            if scoring == Scoring::Marks {
                "marks"
            } else {
                "points"
            },
            prefs.rules.target
        );
        return html! {
            <div class="app" data-phase="welcome">
                <DominoDefs />
                <TopBar on_new={new_game.clone()} on_settings={show(Overlay::Settings)}
                        on_log={None::<Callback<()>>} on_last_trick={None::<Callback<()>>} />
                <main class="welcome-wrap">
                    <Welcome on_new={new_game.clone()} on_settings={show(Overlay::Settings)} rules={rules_line} />
                </main>
                if store.overlay == Overlay::Settings {
                    <SettingsDialog prefs={prefs} in_game=false
                        on_rules={ { let d = store.dispatcher(); Callback::from(move |r| d.dispatch(Msg::SetRules(r))) } }
                        on_speed={ { let d = store.dispatcher(); Callback::from(move |sp| d.dispatch(Msg::SetSpeed(sp))) } }
                        on_close={close.clone()} />
                }
            </div>
        };
    };

    let view = s.view();
    let me = s.seating.me;
    let us = s.seating.my_team().index();
    let them = 1 - us;
    let game_rules = *s.game().rules();
    let session_scoring = game_rules.scoring();

    // During the pause after a hand's last trick, show that hand's table.
    let hand_end = match &s.pause {
        Some(Pause::Trick {
            hand_end: Some(end),
            ..
        })
        | Some(Pause::HandOver(end)) => Some(end),
        _ => None,
    };
    let (hand_tiles, hand_sizes) =
        hand_end.map_or((view.hand, view.hand_sizes), |e| (e.hand, e.hand_sizes));
    let to_act = s.to_act();
    let playing = s.my_turn() && view.phase == Phase::Playing;
    let tiles: Vec<HandTile> = Session::arranged_hand(&view, hand_tiles)
        .into_iter()
        .map(|tile| HandTile {
            tile,
            playable: view.legal.contains(&Action::Play(tile)),
        })
        .collect();

    let in_auction = hand_end.is_none() && matches!(view.phase, Phase::Bidding | Phase::Declaring);
    let bubble = |seat: Seat| -> Option<AttrValue> {
        if !in_auction {
            return None;
        }
        view.auction
            .iter()
            .rev()
            .find(|(s, _)| *s == seat)
            .map(|(_, a)| AttrValue::from(text::action(*a)))
    };
    let contract = if hand_end.is_some() {
        hand_end.map(|e| e.result.contract)
    } else {
        view.contract
    };
    let contract_text = contract.map(|c| {
        let mut t = format!("{} {}", s.seating.name(c.bidder), text::bid(c.bid));
        if let Some(d) = c.declaration {
            t.push_str(" · ");
            t.push_str(&text::declaration(d));
        }
        t
    });

    let seats = s.seating.clockwise_from_me().skip(1).map(|seat| {
        let shown: Vec<_> = if hand_end.is_some() { Vec::new() } else { view.shown[seat.index()].tiles().collect() };
        let hidden = hand_sizes[seat.index()].saturating_sub(u8::try_from(shown.len()).unwrap_or(0));
        let partner = s.seating.is_partner_or_me(seat);
        html! {
            <SeatView key={seat.get()} {seat} name={s.seating.name(seat)}
                role={if partner { "Partner" } else { "Opponent" }}
                position={s.seating.position(seat)} {hidden} {shown}
                to_act={to_act == Some(seat)} dealer={view.dealer == seat && hand_end.is_none()}
                bubble={bubble(seat)} bidder={contract.is_some_and(|c| c.bidder == seat) && !in_auction}
                sitting_out={view.phase == Phase::Playing && hand_end.is_none() && !view.table.is_active(seat)}
                {partner} />
        }
    });

    let (plays, winner, caption) = match &s.pause {
        Some(Pause::Trick { trick, .. }) => (
            trick_plays(s, trick.plays.iter().copied()),
            Some(trick.winner),
            Some(AttrValue::from(taken_caption(s, trick))),
        ),
        _ => (
            trick_plays(s, view.trick.plays().map(|(seat, id)| (seat, id.tile()))),
            None,
            None,
        ),
    };

    let status = match (&s.pause, to_act) {
        (Some(Pause::Trick { trick, .. }), _) => taken_caption(s, trick),
        (Some(Pause::HandOver(_)), _) => "Hand over".to_owned(),
        (None, None) => "Game over".to_owned(),
        (None, Some(seat)) if seat == me => match view.phase {
            Phase::Bidding => "Your bid".to_owned(),
            Phase::Declaring => "Name trump".to_owned(),
            _ if view.trick.is_empty() => "Your lead — drag, tap or press Enter".to_owned(),
            _ => "Your turn — drag, tap or press Enter".to_owned(),
        },
        (None, Some(seat)) => {
            let who = s.seating.name(seat);
            match view.phase {
                Phase::Bidding => format!("{who} is bidding…"),
                Phase::Declaring => format!("{who} is naming trump…"),
                _ if view.trick.is_empty() => format!("{who} leads…"),
                _ => format!("{who} to play…"),
            }
        }
    };

    let panel = if s.my_turn() {
        match view.phase {
            Phase::Bidding => {
                let high = view.high_bid.map(|(seat, b)| {
                    AttrValue::from(format!("{} {}", s.seating.name(seat), text::bid(b)))
                });
                html! { <BiddingPanel legal={view.legal.clone()} {high} on_action={on_action.clone()} /> }
            }
            Phase::Declaring => {
                let counts: Vec<u8> = (0..=6u8)
                    .map(|n| {
                        let count = view
                            .hand
                            .tiles()
                            .filter(|t| t.hi().get() == n || t.lo().get() == n)
                            .count();
                        u8::try_from(count).unwrap_or(u8::MAX)
                    })
                    .collect();
                let title = contract.map_or_else(String::new, |c| {
                    if c.bidder == me {
                        format!("You bid {}", text::bid(c.bid))
                    } else {
                        format!(
                            "{} bid {}: you name trump",
                            s.seating.name(c.bidder),
                            text::bid(c.bid)
                        )
                    }
                });
                html! { <DeclarePanel legal={view.legal.clone()} title={title} {counts} on_action={on_action.clone()} /> }
            }
            _ => Html::default(),
        }
    } else {
        Html::default()
    };

    let hand_points = match (hand_end, view.phase) {
        (Some(e), _) => Some((e.result.points[us], e.result.points[them])),
        (None, Phase::Playing) => Some((view.points[us], view.points[them])),
        _ => None,
    };
    let score = (view.scores[us], view.scores[them]);
    let pause_name = match &s.pause {
        Some(Pause::Trick { .. }) => "trick",
        Some(Pause::HandOver(_)) => "hand",
        None => "",
    };

    let overlay = match store.overlay {
        Overlay::Settings => html! {
            <SettingsDialog prefs={prefs} in_game={!s.is_over()}
                on_rules={ { let d = store.dispatcher(); Callback::from(move |r| d.dispatch(Msg::SetRules(r))) } }
                on_speed={ { let d = store.dispatcher(); Callback::from(move |sp| d.dispatch(Msg::SetSpeed(sp))) } }
                on_close={close.clone()} />
        },
        Overlay::LastTrick => match s.last_trick.as_ref() {
            Some(t) => html! {
                <LastTrick plays={trick_plays(s, t.plays.iter().copied())} winner={t.winner}
                    caption={taken_caption(s, t)} on_close={close.clone()} />
            },
            None => Html::default(),
        },
        Overlay::ConfirmNew => html! {
            <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="confirm-title">
                <div class="sheet confirm">
                    <h2 id="confirm-title">{ "Start a new game?" }</h2>
                    <p>{ "The game in progress will be lost." }</p>
                    <div class="sheet-actions">
                        <button type="button" class="btn ghost" onclick={close.reform(|_: MouseEvent| ())}>{ "Keep playing" }</button>
                        <button type="button" class="btn primary" data-testid="confirm-new"
                                onclick={new_game.reform(|_: MouseEvent| ())}>{ "New game" }</button>
                    </div>
                </div>
            </div>
        },
        Overlay::None | Overlay::Log => Html::default(),
    };

    let summary = match &s.pause {
        Some(Pause::HandOver(end)) => html! {
            <HandSummary end={end.clone()} seating={s.seating} scoring={session_scoring} {score}
                game_over={s.is_over()} on_next={dispatch(|()| Msg::Continue)} />
        },
        None if s.is_over() => html! {
            <GameOver we_won={view.winner.is_some_and(|w| w.index() == us)} {score} {unit} on_new={new_game.clone()} />
        },
        _ => Html::default(),
    };

    let log_open = store.overlay == Overlay::Log;
    let app_class = classes!(
        "app",
        log_open.then_some("log-open"),
        (*dragging).then_some("dragging-tile")
    );
    html! {
        <div class={app_class} data-phase={format!("{:?}", view.phase).to_lowercase()}
             data-turn={to_act.map(|t| t.get().to_string()).unwrap_or_default()}
             data-my-turn={s.my_turn().to_string()} data-game={s.id.0.to_string()}
             data-hand={view.hand_number.to_string()} data-pause={pause_name}
             data-speed={prefs.speed.name()}>
            <DominoDefs />
            <TopBar on_new={ask_new_game} on_settings={show(Overlay::Settings)}
                    on_log={Some(show(if log_open { Overlay::None } else { Overlay::Log }))}
                    on_last_trick={s.last_trick.as_ref().map(|_| show(Overlay::LastTrick))} />
            <div class="layout">
                <main class="play">
                    <section class={classes!("felt", (*dragging).then_some("drop-ready"))} data-drop-zone="" aria-label="Table">
                        <div class="felt-pad">
                            <ScorePad {score} scoring={session_scoring} target={game_rules.target()}
                                      hand={hand_points} compact=true />
                        </div>
                        { for seats }
                        <div class="felt-mark" aria-hidden="true">
                            <span>{ "Texas" }</span><b>{ "42" }</b>
                        </div>
                        <div class="centre">
                            <TrickArea {plays} {winner} {caption} />
                        </div>
                        <div class="status" data-status="">
                            if let Some(c) = contract_text.clone() { <span class="status-contract">{ c }</span> }
                            <span class={classes!("status-turn", s.my_turn().then_some("mine"))}>{ status }</span>
                        </div>
                        <div class="panel-slot">{ panel }</div>
                    </section>
                    <NoticeBar notice={store.notice.clone()} on_dismiss={dispatch(|()| Msg::DismissNotice)} />
                    <section class={classes!("me", s.my_turn().then_some("to-act"))} data-seat={me.get().to_string()}
                             data-to-act={s.my_turn().to_string()} aria-label="Your hand">
                        <div class="me-id">
                            <span class="seat-name">{ "You" }</span>
                            if view.dealer == me && hand_end.is_none() { <span class="chip dealer" title="Dealer">{ "D" }</span> }
                            if contract.is_some_and(|c| c.bidder == me) && !in_auction { <span class="chip bidder">{ "Bid" }</span> }
                            if let Some(b) = bubble(me) { <span class="bubble inline" data-bubble={b.clone()}>{ b }</span> }
                        </div>
                        <Hand {tiles} selected={store.selected} {playing} {on_select} {on_play} {on_drag} />
                    </section>
                </main>
                <aside class="side" aria-label="Score and log">
                    <button type="button" class="icon-btn side-close" aria-label="Close log"
                            onclick={close.reform(|_: MouseEvent| ())}>{ "✕" }</button>
                    <ScorePad {score} scoring={session_scoring} target={game_rules.target()}
                              hand={hand_points} contract={contract_text.map(AttrValue::from)} />
                    <GameLog entries={s.log.clone()} seating={s.seating} scoring={session_scoring} />
                </aside>
            </div>
            { overlay }
            { summary }
        </div>
    }
}
