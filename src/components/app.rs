//! The root component: owns the store, connects the AI worker, runs the
//! timers that pace the table, and lays the table out.
//!
//! Side effects live here in effects and callbacks (the worker, timers,
//! `localStorage`, the console); the store's reducer stays pure.

use std::rc::Rc;

use bones_engine::{GameKind, View};
use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

use super::advisor::Advisor;
use super::dialog::Dialog;
use super::domino::DominoDefs;
use super::game_over::GameOver;
use super::hand_summary::HandSummary;
use super::hint::HintControl;
use super::last_trick::LastTrick;
use super::lay_down::LayDownControl;
use super::persistence::{deal_link, load_history, load_stats, Boot, Persistence};
use super::review::HandReview;
use super::rules_page::RulesPage;
use super::settings::SettingsDialog;
use super::setup_screen::{DayStatus, SetupScreen};
use super::table::{taken_caption, trick_plays, TableView};
use super::top_bar::TopBar;
use super::undo::UndoControl;
use super::walkthrough::{forget_walkthrough, Walkthrough};
use crate::bot_client::BotClient;
use crate::coach_client::CoachClient;
use crate::daily::Day;
use crate::history::{History, Outcome};
use crate::local_storage;
use crate::media::{use_media, TALL_UPRIGHT};
use crate::prefs::{Launch, Prefs};
use crate::pwa;
use crate::setup;
use crate::sound::{self, Sound};
use crate::stats::Stats;
use crate::store::{counted_in_tricks, Msg, Overlay, Pause, Session, Store};
use crate::tile_names::Counting;
use crate::tour::Moment;

/// How long a notice stays up.
const NOTICE_MS: u32 = 5000;

fn load_prefs() -> Prefs {
    let stored = local_storage::read(Prefs::STORAGE_KEY);
    match stored.map(|text| Prefs::from_json(&text)) {
        Some(Ok(prefs)) => prefs,
        Some(Err(e)) => {
            web_sys::console::warn_1(&format!("Bones: ignoring saved settings: {e}").into());
            Prefs::default()
        }
        None => Prefs::default(),
    }
}

/// A callback that hands its value to the store in the message `make`
/// builds from it (`sends(&store, Msg::SetSpeed)`).
fn sends<T: 'static>(store: &UseReducerHandle<Store>, make: fn(T) -> Msg) -> Callback<T> {
    let d = store.dispatcher();
    Callback::from(move |value| d.dispatch(make(value)))
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

/// The app.
#[component]
pub fn App() -> Html {
    // A shared deal or the autosave, read once when the page opens.
    let boot = use_memo((), |()| Boot::read());
    let store = {
        let boot = boot.clone();
        use_reducer(move || boot.adopt_into(Store::new(load_prefs(), boot.launch)))
    };
    let menu_open = use_state_eq(|| false);
    // The sheet opened from game over's "Statistics": scrolled to them.
    let menu_at_stats = use_state_eq(|| false);
    let rules_open = use_state_eq(|| None::<GameKind>);
    // Bumped to run the walkthrough again (a fresh tour).
    let tour_run = use_state_eq(|| 0u32);
    let dragging = use_state_eq(|| false);
    // Named on the root for the styles (crate::media).
    let tall_upright = use_media(TALL_UPRIGHT);

    // Both workers' script, with the page's build (read once).
    let worker_script = use_memo((), |()| pwa::worker_script());
    let client = {
        let dispatcher = store.dispatcher();
        let script = worker_script.clone();
        use_memo((), move |()| {
            BotClient::new(
                &script,
                Callback::from(move |(ticket, action)| {
                    dispatcher.dispatch(Msg::Bot { ticket, action })
                }),
            )
        })
    };

    // The coach (hints, bidding advice, hand reviews) has a worker of its
    // own, started on the first question.
    let coach = use_memo((), move |()| CoachClient::new(&worker_script));

    use_table_clockwork(&store, &client);

    let on_setup_screen = store.session.is_none() || store.overlay == Overlay::Setup;
    // Today's deal on the chosen rules, from the recent games and the
    // statistics' deals played: read (each game replayed) once each time
    // the setup screen opens, then looked up as the rules change.
    let today = on_setup_screen.then(Day::today).flatten();
    let played = use_memo(today, |today| {
        today
            .map(|_| (load_history(), load_stats()))
            .unwrap_or_default()
    });
    let shell = Shell::new(&store, &boot, &menu_open, &menu_at_stats, rules_open);
    if on_setup_screen {
        let (recent, stats) = &*played;
        return setup_page(&shell, today, recent, stats);
    }
    let Some(s) = store.session.as_ref() else {
        return Html::default();
    };
    let view = s.view();
    let coach_controls = coach_controls(&store, s, &view, &coach, *tour_run);
    let summary = end_of_hand(
        &store,
        s,
        &view,
        &coach,
        &shell.rematch(),
        &shell.show(Overlay::Setup),
        shell.open_stats.clone(),
    );
    let replay_tour = {
        let rules_open = shell.rules_open.clone();
        Callback::from(move |()| {
            forget_walkthrough();
            tour_run.set(*tour_run + 1);
            rules_open.set(None);
        })
    };
    let log_open = store.overlay == Overlay::Log;
    let on_drag = Callback::from({
        let dragging = dragging.clone();
        move |on: bool| dragging.set(on)
    });
    let table = html! {
        <ContextProvider<Counting> context={Counting::of(view.rules.kind())}>
        <TableView session={s.clone()} selected={store.selected} staged={store.staged.clone()}
            lead_choice={store.lead_choice} one_tap={store.prefs.one_tap} notice={store.notice.clone()}
            dragging={*dragging} {on_drag}
            on_action={sends(&store, Msg::Human)} on_offer={sends(&store, Msg::Offer)}
            on_select={sends(&store, Msg::Select)} on_unstage={sends(&store, Msg::Unstage)}
            on_confirm_discards={sends(&store, |()| Msg::ConfirmDiscards)}
            on_cancel_lead={sends(&store, |()| Msg::CancelLead)}
            on_dismiss={sends(&store, |()| Msg::DismissNotice)}
            {log_open} on_close_log={shell.close.clone()} coach={coach_controls} />
        { table_overlay(&shell, s) }
        { summary }
        </ContextProvider<Counting>>
    };
    let app_class = classes!(
        "app",
        log_open.then_some("log-open"),
        (*dragging).then_some("dragging-tile"),
        tall_upright.then_some("tall-upright")
    );
    table_page(&shell, s, &view, app_class, table, replay_tour)
}

/// What the setup screen and the table share: the store, what opens over
/// either (Settings, the Game sheet, the rules page) and a new game.
struct Shell {
    store: UseReducerHandle<Store>,
    /// Deals a game on the chosen rules.
    new_game: Callback<()>,
    /// Closes whatever is open over the page.
    close: Callback<()>,
    /// The Game sheet.
    open_menu: Callback<()>,
    /// The Game sheet, scrolled to the statistics.
    open_stats: Callback<()>,
    open_rules: Callback<GameKind>,
    /// The rules page, over whatever is on screen (the game carries on).
    rules_open: UseStateHandle<Option<GameKind>>,
    /// Autosave, restore notices, the Game sheet, statistics, offline.
    persistence: Html,
}

impl Shell {
    fn new(
        store: &UseReducerHandle<Store>,
        boot: &Boot,
        menu_open: &UseStateHandle<bool>,
        menu_at_stats: &UseStateHandle<bool>,
        rules_open: UseStateHandle<Option<GameKind>>,
    ) -> Shell {
        let new_game = {
            let store = store.clone();
            Callback::from(move |()| {
                store.dispatch(Msg::NewGame {
                    seed: new_seed(&store.launch),
                });
            })
        };
        let persistence = {
            let menu_open = menu_open.clone();
            html! {
                <Persistence store={store.clone()} problem={boot.problem.clone()} shared={boot.shared.clone()}
                             menu_open={*menu_open} menu_at_stats={**menu_at_stats}
                             stats_refused={boot.stats_refused.clone().map(AttrValue::from)}
                             history_refused={boot.history_refused.clone().map(AttrValue::from)}
                             on_close_menu={Callback::from(move |()| menu_open.set(false))}
                             on_new_game={new_game.clone()} />
            }
        };
        let open_menu_at = |at_stats: bool| {
            let menu_open = menu_open.clone();
            let menu_at_stats = menu_at_stats.clone();
            Callback::from(move |()| {
                menu_at_stats.set(at_stats);
                menu_open.set(true);
            })
        };
        let open_rules = {
            let rules_open = rules_open.clone();
            Callback::from(move |kind: GameKind| rules_open.set(Some(kind)))
        };
        Shell {
            store: store.clone(),
            new_game,
            close: Self::shows(store, Overlay::None),
            open_menu: open_menu_at(false),
            open_stats: open_menu_at(true),
            open_rules,
            rules_open,
            persistence,
        }
    }

    /// A callback that opens `overlay` over the page (`show`, before the
    /// shell is built).
    fn shows(store: &UseReducerHandle<Store>, overlay: Overlay) -> Callback<()> {
        let d = store.dispatcher();
        Callback::from(move |()| d.dispatch(Msg::Show(overlay)))
    }

    /// Opens `overlay` over the page.
    fn show(&self, overlay: Overlay) -> Callback<()> {
        Self::shows(&self.store, overlay)
    }

    /// "New game" while a game is on asks first; then the setup screen.
    fn ask_new_game(&self) -> Callback<()> {
        let store = self.store.clone();
        Callback::from(move |()| {
            let running = store.session.as_ref().is_some_and(|s| !s.is_over());
            store.dispatch(Msg::Show(if running {
                Overlay::ConfirmNew
            } else {
                Overlay::Setup
            }));
        })
    }

    /// A rematch deals anew: a fresh seed, or with `?seed=` the next one
    /// (still reproducible).
    fn rematch(&self) -> Callback<()> {
        let store = self.store.clone();
        Callback::from(move |()| {
            let seed = match (store.launch.seed, store.session.as_ref()) {
                (Some(_), Some(s)) => s.seed.wrapping_add(1),
                _ => new_seed(&store.launch),
            };
            store.dispatch(Msg::Rematch { seed });
        })
    }

    /// The top bar: over the setup screen (`game` none; its Rules open
    /// the chosen game's), or over `game`.
    fn top_bar(&self, game: Option<&Session>) -> Html {
        let open_rules = self.open_rules.clone();
        let Some(s) = game else {
            let chosen = self.store.prefs.setup.game;
            return html! {
                <TopBar on_new={self.new_game.clone()} on_settings={self.show(Overlay::Settings)} show_new=false
                        on_log={None::<Callback<()>>} on_last_trick={None::<Callback<()>>}
                        on_menu={Some(self.open_menu.clone())}
                        on_rules={Some(open_rules.reform(move |()| chosen))} />
            };
        };
        let kind = s.game().rules().kind();
        let log_open = self.store.overlay == Overlay::Log;
        html! {
            <TopBar on_new={self.ask_new_game()} on_settings={self.show(Overlay::Settings)}
                    game={AttrValue::from(setup::short_name(kind))}
                    on_log={Some(self.show(if log_open { Overlay::None } else { Overlay::Log }))}
                    on_last_trick={s.last_trick.as_ref().map(|_| self.show(Overlay::LastTrick))}
                    on_menu={Some(self.open_menu.clone())}
                    on_rules={Some(open_rules.reform(move |()| kind))} />
        }
    }

    /// The rules page, when open (`on_walkthrough`: its button that runs
    /// the walkthrough again).
    fn rules_page(&self, on_walkthrough: Option<Callback<()>>) -> Html {
        let Some(game) = *self.rules_open else {
            return Html::default();
        };
        let rules_open = self.rules_open.clone();
        html! {
            <RulesPage {game} on_close={Callback::from(move |()| rules_open.set(None))} {on_walkthrough} />
        }
    }
}

/// The setup screen, with today's deal (`today`, none when it has no deal
/// today) as the player's recent games and statistics say it stands.
fn setup_page(shell: &Shell, today: Option<Day>, recent: &History, stats: &Stats) -> Html {
    let store = &shell.store;
    let prefs = store.prefs;
    let today_status = today.map_or(DayStatus::Unplayed, |day| {
        DayStatus::of(
            day,
            prefs.setup.rules(),
            store.session.as_ref(),
            recent,
            stats,
        )
    });
    // A day's deal started over after it was played, or while it is in
    // progress, is one the player has seen: it counts apart.
    let again = today_status != DayStatus::Unplayed;
    let on_daily = Some(
        store
            .dispatcher()
            .to_callback()
            .reform(move |day| Msg::DealOfTheDay { day, again }),
    );
    let back = store
        .session
        .as_ref()
        .filter(|s| !s.is_over())
        .map(|_| shell.close.clone());
    html! {
        <div class="app" data-phase="setup" data-pips={prefs.pips.name()}>
            <DominoDefs />
            { shell.top_bar(None) }
            <SetupScreen setup={prefs.setup} on_change={sends(store, Msg::SetSetup)} on_start={shell.new_game.clone()} on_back={back}
                         {today} {today_status} {on_daily}
                         on_rules={Some(shell.open_rules.clone())} />
            if store.overlay == Overlay::Settings {
                { settings_dialog(store, &shell.close, None, shell.close.clone()) }
            }
            { shell.rules_page(None) }
            { shell.persistence.clone() }
        </div>
    }
}

/// The page of a game: the table (`table`, with what opens over it) in
/// the app's frame, whose attributes tell the styles and the tests where
/// the game stands.
fn table_page(
    shell: &Shell,
    s: &Session,
    view: &View,
    class: Classes,
    table: Html,
    replay_tour: Callback<()>,
) -> Html {
    let prefs = shell.store.prefs;
    let pause_name = match &s.pause {
        Some(Pause::Trick { .. }) => "trick",
        Some(Pause::HandOver(_)) => "hand",
        None => "",
    };
    html! {
        <div {class} data-phase={view.phase.name()}
             data-auction={view.phase.is_auction().then_some("true")}
             data-turn={s.to_act().map(|t| t.get().to_string()).unwrap_or_default()}
             data-my-turn={s.my_turn().to_string()} data-game={s.id.0.to_string()}
             data-game-kind={view.rules.kind().name()} data-players={s.seating.players.to_string()}
             data-hand={view.hand_number.to_string()} data-pause={pause_name}
             data-round={view.euchre_round.to_string()}
             data-speed={prefs.speed.name()} data-sound={prefs.sound.name()}
             data-buzz={prefs.buzz.name()} data-pips={prefs.pips.name()}>
            <DominoDefs />
            { shell.top_bar(Some(s)) }
            { table }
            { shell.rules_page(Some(replay_tour)) }
            { shell.persistence.clone() }
        </div>
    }
}

/// What opens over the table: Settings (its "New game" asks first, as the
/// top bar's does), the last trick, or the question before a new game.
fn table_overlay(shell: &Shell, s: &Session) -> Html {
    let close = &shell.close;
    match shell.store.overlay {
        Overlay::Settings => {
            let rules = *s.game().rules();
            let game_line = format!(
                "{} · {} · {} bots{}",
                setup::game_title(&rules),
                setup::goal_words(&rules),
                s.level.label(),
                Day::of_seed(s.seed)
                    .map(|day| format!(" · deal of the day, {}", day.short()))
                    .unwrap_or_default()
            );
            settings_dialog(
                &shell.store,
                close,
                Some(game_line.into()),
                shell.ask_new_game(),
            )
        }
        Overlay::LastTrick => match s.last_trick.as_ref() {
            Some(t) => html! {
                <LastTrick plays={trick_plays(s.seating, t.plays.iter().copied())} winner={t.winner}
                    seats={s.seating.players} on_close={close.clone()}
                    caption={taken_caption(s.seating, s.game().rules().kind(), t).to_string()} />
            },
            None => Html::default(),
        },
        Overlay::ConfirmNew => html! {
            <Dialog labelled_by="confirm-title" on_close={close.clone()}>
                <div class="sheet confirm">
                    <h2 id="confirm-title">{ "Start a new game?" }</h2>
                    <p>{ "The game in progress will be lost." }</p>
                    <div class="sheet-actions">
                        <button type="button" class="btn ghost" onclick={close.reform(|_: MouseEvent| ())}>{ "Keep playing" }</button>
                        <button type="button" class="btn primary" data-testid="confirm-new"
                                onclick={shell.show(Overlay::Setup).reform(|_: MouseEvent| ())}>{ "New game" }</button>
                    </div>
                </div>
            </Dialog>
        },
        Overlay::None | Overlay::Log | Overlay::Setup => Html::default(),
    }
}

/// Settings, over the setup screen (`game` none) or a game (its line, and
/// its "New game" is `on_setup`).
fn settings_dialog(
    store: &UseReducerHandle<Store>,
    close: &Callback<()>,
    game: Option<AttrValue>,
    on_setup: Callback<()>,
) -> Html {
    let prefs = store.prefs;
    html! {
        <SettingsDialog speed={prefs.speed} on_speed={sends(store, Msg::SetSpeed)}
            on_close={close.clone()}
            sound={prefs.sound} on_sound={sends(store, Msg::SetSound)}
            buzz={prefs.buzz} on_buzz={sends(store, Msg::SetBuzz)}
            play_forced={prefs.play_forced} on_play_forced={sends(store, Msg::SetPlayForced)}
            pips={prefs.pips} on_pips={sends(store, Msg::SetPips)}
            one_tap={prefs.one_tap} on_one_tap={sends(store, Msg::SetOneTap)}
            {game} {on_setup}
            advisor={prefs.advisor} on_advisor={Some(sends(store, Msg::SetAdvisor))} />
    }
}

/// The hint on every turn of the player's; the advisor on bidding turns
/// of the games bid in points, when switched on; Lay down and Undo; the
/// first hand's walkthrough. They sit with the player's hand so that on
/// phones, during trick play, their cards can sit just above it.
fn coach_controls(
    store: &UseReducerHandle<Store>,
    s: &Session,
    view: &View,
    coach: &CoachClient,
    tour_run: u32,
) -> Html {
    let kind = view.rules.kind();
    let moment = Moment {
        kind,
        phase: view.phase,
        tricks_taken: view.tricks.len(),
        hand_over: matches!(s.pause, Some(Pause::HandOver(_))),
    };
    let my_turn = s.my_turn();
    let bidders = view
        .contract
        .is_some_and(|c| s.seating.team_of(c.bidder) == s.seating.my_team());
    let advising = store.prefs.advisor
        && my_turn
        && view.phase == bones_engine::Phase::Bidding
        && kind != GameKind::Euchre;
    html! {
        <>
            <HintControl client={coach.clone()} game={s.id} turn={s.turn_number()} seed={s.seed}
                view={view.clone()} active={my_turn} {bidders} />
            <LayDownControl available={s.may_lay_down()} on_lay_down={sends(store, |()| Msg::LayDown)} />
            <UndoControl available={s.my_last_turn().is_some()} on_undo={sends(store, |()| Msg::Undo)} />
            if advising {
                <Advisor client={coach.clone()} game={s.id} turn={s.turn_number()} seed={s.seed}
                    view={view.clone()} />
            }
            <Walkthrough key={tour_run} {moment} hand={view.hand_number} one_tap={store.prefs.one_tap} />
        </>
    }
}

/// A hand's end (its summary, with the review of the player's turns) or
/// the game's, while the table waits on it; nothing otherwise.
fn end_of_hand(
    store: &UseReducerHandle<Store>,
    s: &Session,
    view: &View,
    coach: &CoachClient,
    on_rematch: &Callback<()>,
    on_new: &Callback<()>,
    on_stats: Callback<()>,
) -> Html {
    let rules = view.rules;
    match (&s.pause, view.winner) {
        (Some(Pause::HandOver(end)), _) => html! {
            <HandSummary end={end.clone()} seating={s.seating} {rules} scores={view.scores}
                game_over={s.is_over()} on_next={sends(store, |()| Msg::Continue)}>
                <HandReview client={coach.clone()} game={s.id} record={s.record()}
                    hand={end.result.hand} seating={s.seating}
                    in_tricks={counted_in_tricks(rules.kind(), end.result.contract.declaration)}
                    laid_down={end.laid_down.clone()} />
            </HandSummary>
        },
        (None, Some(winner)) => {
            let how = s.how_played(&store.launch);
            let bots = how.level;
            let share_text = Outcome::of_game(s.game(), how)
                .map(|o| o.share_text(&deal_link(s)))
                .unwrap_or_default();
            html! {
                <GameOver seating={s.seating} {rules} {winner} scores={view.scores}
                    hands={view.hand_number + 1} {bots} share_text={share_text} day={Day::of_seed(s.seed)}
                    on_rematch={on_rematch.clone()} on_same_deals={sends(store, |()| Msg::SameDeals)}
                    on_new={on_new.clone()} {on_stats} />
            }
        }
        _ => Html::default(),
    }
}

/// What the page does by itself as the store changes: asks the worker
/// when a bot is to act, makes the page's own plays and moves on from a
/// taken trick at the table's pace, fades notices, reports a refused bot
/// reply to the console, wakes the sound, saves the preferences and, with
/// `?play=1`, starts a game. A timer is dropped whenever what it was set
/// for changes, so it never acts on a table that has moved on.
#[hook]
fn use_table_clockwork(store: &UseReducerHandle<Store>, client: &Rc<BotClient>) {
    // Ask the worker whenever a bot is to act.
    {
        let request = store
            .session
            .as_ref()
            .and_then(|s| s.bot_request(&store.launch));
        let ticket = request.as_ref().map(|r| r.ticket);
        let pace = store.pace().bot_ms();
        let client = client.clone();
        use_effect_with((ticket, pace), move |_| match request {
            Some(request) => client.ask(request, pace),
            None => client.cancel(),
        });
    }

    // The plays the page makes (`Session::auto_play`: the next of a hand
    // laid down or a tile thrown in to it, whoever's turn it is, or with
    // Settings' "Play my tile for me" on the player's only legal tile) go
    // at the bots' pace (time to see which it was), unless the player
    // plays first: any change to the table drops the timer.
    {
        let auto = store.session.as_ref().and_then(|s| {
            s.auto_play(store.prefs.play_forced)
                .map(|_| (s.id, s.turn_number()))
        });
        let pace = store.pace().bot_ms();
        let dispatcher = store.dispatcher();
        use_effect_with((auto, pace), move |&(auto, pace)| {
            let timer = auto.map(|(game, turn)| {
                Timeout::new(pace, move || {
                    dispatcher.dispatch(Msg::AutoPlay { game, turn });
                })
            });
            move || drop(timer)
        });
    }

    // A taken trick stays on the table for a moment, then play moves on.
    // (A hand's summary waits for the player's "Next hand".)
    {
        let shown_trick = store.session.as_ref().and_then(|s| {
            matches!(s.pause, Some(Pause::Trick { .. })).then(|| (s.id, s.turn_number()))
        });
        let speed = store.pace();
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

    // With the sound on, each touch, click or key wakes it, inside the
    // gesture (where some browsers only let audio start).
    use_effect_with(store.prefs.sound, |sound| {
        let listeners: Vec<EventListener> = match (*sound, web_sys::window()) {
            (Sound::On, Some(window)) => ["pointerdown", "keydown"]
                .into_iter()
                .map(|kind| EventListener::new(&window, kind, |_| sound::wake()))
                .collect(),
            _ => Vec::new(),
        };
        move || drop(listeners)
    });

    // Preferences are saved as they change.
    use_effect_with(store.prefs, |prefs| {
        local_storage::write(Prefs::STORAGE_KEY, &prefs.to_json());
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
}
