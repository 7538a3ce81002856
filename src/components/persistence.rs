//! Keeping the player's work, wired to the page: the autosave after every
//! action, the restore (or a shared deal) when the page opens, the "Game"
//! sheet (export, import, deal link, statistics), the local statistics and
//! the service worker.
//!
//! Everything with a side effect (storage, the URL, downloads) lives here in
//! effects and callbacks; what a save, a link or an import means, and
//! whether it is valid, is decided by [`crate::persist`], [`crate::share`]
//! and the engine.

use std::rc::Rc;

use yew::prelude::*;

use super::boot_notices::{boot_notice, shared_offer};
use super::game_menu::{CurrentGame, GameMenu, RecentGame};
use super::update_offer::UpdateOffer;
use crate::history::{History, PastGame, HISTORY_KEY, HISTORY_REFUSED_KEY};
use crate::local_storage::{read, remove, write};
use crate::persist::{self, LoadError, SaveEnvelope, SavedPause, REFUSED_KEY, SAVE_KEY};
use crate::prefs::Launch;
use crate::protocol::GameId;
use crate::share::{LinkError, SharedDeal, PARAM};
use crate::stats::{Stats, STATS_KEY, STATS_REFUSED_KEY};
use crate::store::{Msg, Session, Store};
use crate::text;

fn now_ms() -> u64 {
    // Milliseconds since the epoch fit a u64 for the next 500 million years.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let ms = js_sys::Date::now() as u64;
    ms
}

/// Why the page did not open where the player expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BootProblem {
    /// The autosave was refused.
    Save(LoadError),
    /// The URL's deal link was refused.
    Link(LinkError),
    /// Launch options in the URL (`?seed=`, `?bot=`...) that were not
    /// understood, and so not used: a sentence each.
    Options(Vec<String>),
}

impl BootProblem {
    /// The notice's title.
    #[must_use]
    pub fn title(&self) -> &'static str {
        match self {
            BootProblem::Save(_) => "Your saved game could not be restored",
            BootProblem::Link(_) => "That deal link does not work",
            BootProblem::Options(_) => "Part of the address was not used",
        }
    }

    /// What was refused and why, and what the page does instead.
    #[must_use]
    pub fn text(&self) -> String {
        match self {
            BootProblem::Save(e) => format!(
                "It was refused because {e}. The page starts afresh; the refused save is kept aside under \"{REFUSED_KEY}\"."
            ),
            BootProblem::Link(e) => format!("The link was refused: {e}."),
            BootProblem::Options(refused) => format!(
                "{}. The page goes on without {}.",
                refused.join("; "),
                if refused.len() == 1 { "it" } else { "them" }
            ),
        }
    }

    /// Its name on the notice, for the tests (`data-refused`).
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            BootProblem::Save(_) => "save",
            BootProblem::Link(_) => "link",
            BootProblem::Options(_) => "options",
        }
    }

    /// Whether the notice offers a fresh game: not for an unused option,
    /// which lost nothing.
    #[must_use]
    pub fn offers_new_game(&self) -> bool {
        !matches!(self, BootProblem::Options(_))
    }
}

/// What the page opens with: a restored or shared game, and what was
/// refused on the way.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Boot {
    /// The game to play.
    pub opening: Option<Opening>,
    /// A shared deal the player followed a link to while a game was in
    /// progress: it waits for the player's word, so that the game is not
    /// thrown away unasked (New game asks too).
    pub shared: Option<Session>,
    /// What could not be opened.
    pub problem: Option<BootProblem>,
    /// The address's launch options (`?seed=`, `?speed=`...).
    pub launch: Launch,
    /// Why the stored statistics could not be read (they were moved aside
    /// to [`STATS_REFUSED_KEY`] and counting starts afresh).
    pub stats_refused: Option<String>,
    /// Why the stored recent games could not be read (moved aside to
    /// [`HISTORY_REFUSED_KEY`]; the list starts afresh).
    pub history_refused: Option<String>,
}

/// Where the game the page opens with comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum Opening {
    /// The autosave: the game the player left.
    Saved(Session),
    /// A deal link, dealt afresh.
    Link(Session),
}

impl Boot {
    /// Reads the URL's launch options (once, for the whole visit), its
    /// deal link and the autosave. A deal link is played at once unless
    /// the save holds a game in progress: then that game is restored and
    /// the deal offered beside it ([`Boot::shared`]). The link is taken out
    /// of the address either way, so a reload resumes the autosave instead
    /// of dealing it afresh. A refused save is moved aside to
    /// [`REFUSED_KEY`], so the next visit starts cleanly.
    #[must_use]
    pub fn read() -> Boot {
        let query = web_sys::window()
            .and_then(|w| w.location().search().ok())
            .unwrap_or_default();
        let (launch, refused_options) = Launch::read(&query);
        forget_once_params(&query);
        let stats_refused = refuse_unreadable("statistics", STATS_KEY, STATS_REFUSED_KEY, |t| {
            Stats::from_json(t).map(drop)
        });
        let history_refused =
            refuse_unreadable("recent games", HISTORY_KEY, HISTORY_REFUSED_KEY, |t| {
                History::from_json(t).map(drop)
            });
        let mut problem = None;
        if let Some(value) = SharedDeal::find_in_query(&query) {
            match SharedDeal::decode(&value).and_then(|deal| {
                // The link's settings are already the engine's; this
                // only fails if the engine refuses to deal them.
                Session::new(GameId::default(), deal.rules, deal.seed)
                    .map_err(|e| crate::share::refuse(format!("settings: {e}")))
            }) {
                Ok(mut shared) => {
                    // Hands the player has played before count apart, as
                    // "Same deals again" and the day's deal played twice do:
                    // a game the statistics counted (they remember far more
                    // deals, and are read without replaying a game), or one
                    // among the recent ones (played before the statistics
                    // remembered deals, or counted in statistics since set
                    // aside as unreadable).
                    shared.replayed = load_stats().has_dealt(&shared.record())
                        || load_history().played_before(&shared);
                    let saved = read(SAVE_KEY)
                        .and_then(|text| persist::load_save(&text).ok())
                        .filter(|saved| !saved.is_over());
                    let (opening, shared) = match saved {
                        Some(saved) => (Opening::Saved(saved), Some(shared)),
                        None => (Opening::Link(shared), None),
                    };
                    return Boot {
                        opening: Some(opening),
                        shared,
                        problem: None,
                        launch,
                        stats_refused,
                        history_refused,
                    };
                }
                Err(e) => problem = Some(BootProblem::Link(e)),
            }
        }
        let session = match read(SAVE_KEY).map(|text| (persist::load_save(&text), text)) {
            Some((Ok(session), _)) => Some(session),
            Some((Err(e), text)) => {
                write(REFUSED_KEY, &text);
                remove(SAVE_KEY);
                // A bad link is the more recent surprise: say that one.
                problem = problem.or(Some(BootProblem::Save(e)));
                None
            }
            None => None,
        };
        // The least surprise of the three: the page works, only an
        // option of the address was not used.
        if problem.is_none() && !refused_options.is_empty() {
            problem = Some(BootProblem::Options(refused_options));
        }
        Boot {
            opening: session.map(Opening::Saved),
            shared: None,
            problem,
            launch,
            stats_refused,
            history_refused,
        }
    }

    /// `store` with the boot's game in play.
    #[must_use]
    pub fn adopt_into(&self, store: Store) -> Store {
        let msg = match &self.opening {
            Some(Opening::Saved(session)) => Msg::Resume(Box::new(session.clone())),
            Some(Opening::Link(session)) => Msg::PlayShared(Box::new(session.clone())),
            None => return store,
        };
        (*Rc::new(store).reduce(msg)).clone()
    }
}

/// Removes the options a link acts on once (`deal=…`, `game=…`) from the
/// address bar, keeping the others: a reload then resumes the autosave
/// and keeps the game chosen since, rather than following the link again.
fn forget_once_params(query: &str) {
    let Some(kept) = crate::query::without(query, &[PARAM, "game"]) else {
        return;
    };
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    let url = if kept.is_empty() {
        path
    } else {
        format!("{path}?{kept}")
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// The link that deals `session`'s game again, from this page's address.
pub fn deal_link(session: &Session) -> String {
    let deal = SharedDeal {
        rules: *session.game().rules(),
        seed: session.seed,
    };
    let (origin, path) = web_sys::window()
        .map(|w| {
            let l = w.location();
            (
                l.origin().unwrap_or_default(),
                l.pathname().unwrap_or_default(),
            )
        })
        .unwrap_or_default();
    format!("{origin}{path}?{PARAM}={}", deal.encode())
}

/// The stored statistics; none yet, or unreadable (see
/// `refuse_unreadable`), is an empty record.
pub(crate) fn load_stats() -> Stats {
    read(STATS_KEY)
        .and_then(|t| Stats::from_json(&t).ok())
        .unwrap_or_default()
}

/// The stored recent games; none yet, or unreadable (see
/// `refuse_unreadable`), is an empty list.
pub fn load_history() -> History {
    read(HISTORY_KEY)
        .and_then(|t| History::from_json(&t).ok())
        .unwrap_or_default()
}

/// Moves the text stored under `key` aside to `refused_key` if `check`
/// cannot read it, before a finished game is written over it, and says
/// why (`what` names it in the console: the statistics, the recent games).
fn refuse_unreadable(
    what: &str,
    key: &str,
    refused_key: &str,
    check: impl Fn(&str) -> Result<(), String>,
) -> Option<String> {
    let text = read(key)?;
    let why = check(&text).err()?;
    web_sys::console::warn_1(&format!("Bones: {what} set aside: {why}").into());
    write(refused_key, &text);
    remove(key);
    Some(why)
}

/// The Game sheet's rows of recent games: what each says, read from its
/// record, and when it ended by this device's clock and language.
fn recent_games(history: &History) -> Vec<RecentGame> {
    history
        .games()
        .iter()
        .filter_map(|game| {
            let outcome = game.outcome().ok()?;
            #[allow(clippy::cast_precision_loss)]
            let ended = js_sys::Date::new(&(game.ended_ms as f64).into());
            let options = js_sys::Object::new();
            for (field, value) in [
                ("day", "numeric"),
                ("month", "short"),
                ("hour", "numeric"),
                ("minute", "2-digit"),
            ] {
                let _ = js_sys::Reflect::set(&options, &field.into(), &value.into());
            }
            let when = ended.to_locale_string("default", &options);
            let detail = [
                Some(String::from(when)),
                Some(text::hands(outcome.hands)),
                outcome.day.map(|_| "deal of the day".to_owned()),
                outcome.aids.label().map(str::to_owned),
            ];
            Some(RecentGame {
                won: outcome.won,
                title: outcome.title.into(),
                score: outcome.score.into(),
                detail: detail
                    .into_iter()
                    .flatten()
                    .collect::<Vec<_>>()
                    .join(" · ")
                    .into(),
                file_name: game.file_name().into(),
                record_json: game.record_json().into(),
            })
        })
        .collect()
}

/// Props of [`Persistence`].
#[derive(Properties, PartialEq)]
pub struct PersistenceProps {
    /// The app's store.
    pub store: UseReducerHandle<Store>,
    /// What went wrong while opening the page.
    pub problem: Option<BootProblem>,
    /// A shared deal waiting for the player's word (see [`Boot::shared`]).
    #[prop_or_default]
    pub shared: Option<Session>,
    /// Why earlier statistics were set aside, if they were.
    #[prop_or_default]
    pub stats_refused: Option<AttrValue>,
    /// Why earlier recent games were set aside, if they were.
    #[prop_or_default]
    pub history_refused: Option<AttrValue>,
    /// Whether the "Game" sheet is open.
    pub menu_open: bool,
    /// Whether it opens scrolled to the statistics.
    #[prop_or_default]
    pub menu_at_stats: bool,
    /// Close the sheet.
    pub on_close_menu: Callback<()>,
    /// Start a fresh game (offered when a save or link is refused).
    pub on_new_game: Callback<()>,
}

/// A callback that closes what `open` says is open.
fn close(open: &UseStateHandle<bool>) -> Callback<()> {
    let open = open.clone();
    Callback::from(move |()| open.set(false))
}

/// Saves the game after every action (and when a pause is passed), so a
/// reload or a closed tab picks it up where it was.
#[hook]
fn use_autosave(store: &UseReducerHandle<Store>) {
    let key = store
        .session
        .as_ref()
        .map(|s| (s.id, s.turn_number(), SavedPause::of(s)));
    let store = store.clone();
    // Told once a page that the browser keeps nothing, not at every move.
    let told_unkept = use_mut_ref(|| false);
    use_effect_with(key, move |key| {
        if key.is_some() {
            if let Some(s) = store.session.as_ref() {
                let kept = write(SAVE_KEY, &SaveEnvelope::of(s, now_ms()).to_json());
                if !kept && !told_unkept.replace(true) {
                    store.dispatch(Msg::Inform(text::UNKEPT.into()));
                }
            }
        }
    });
}

/// Counts a game in the statistics and adds it to the recent games when
/// it ends here: seen in play, then over. A game that arrives already
/// over (a reload, an import) is not counted; the statistics'
/// fingerprints also guard against counting one game twice.
/// `history_written` is bumped when a game joins the recent games.
#[hook]
fn use_count_finished_games(
    store: &UseReducerHandle<Store>,
    history_written: &UseStateHandle<u32>,
) {
    let over = store.session.as_ref().map(|s| (s.id, s.is_over()));
    let seen = use_mut_ref(|| None::<(GameId, bool)>);
    let store = store.clone();
    let history_written = history_written.clone();
    use_effect_with(over, move |over| {
        let before = seen.replace(*over);
        let finished_here =
            matches!((before, over), (Some((was, false)), Some((id, true))) if was == *id);
        if let (true, Some(s)) = (finished_here, store.session.as_ref()) {
            let mut stats = load_stats();
            let how = s.how_played(&store.launch);
            let record = s.record();
            match stats.count(&record, how) {
                Ok(true) => {
                    write(STATS_KEY, &stats.to_json());
                }
                Ok(false) => {}
                Err(e) => web_sys::console::error_1(
                    &format!("Bones: the finished game could not be counted: {e}").into(),
                ),
            }
            let mut history = load_history();
            history.add(PastGame::of(record, how, now_ms()));
            write(HISTORY_KEY, &history.to_json());
            history_written.set(*history_written + 1);
        }
    });
}

/// Autosave, statistics, the service worker (with [`UpdateOffer`]), and the
/// sheets that go with them.
#[component]
pub fn Persistence(props: &PersistenceProps) -> Html {
    let store = &props.store;
    let problem_open = use_state_eq(|| props.problem.is_some());
    let offer_open = use_state_eq(|| props.shared.is_some());
    let import_error = use_state_eq(|| None::<AttrValue>);
    // Bumped when the statistics are cleared, so the sheet reads them again.
    let stats_cleared = use_state(|| 0u32);
    // Bumped when a finished game joins the recent games.
    let history_written = use_state(|| 0u32);

    use_autosave(store);
    use_count_finished_games(store, &history_written);

    let on_import = {
        let dispatcher = store.dispatcher();
        let import_error = import_error.clone();
        let on_close = props.on_close_menu.clone();
        Callback::from(move |read: Result<String, persist::LoadError>| {
            if read.as_ref().is_ok_and(|text| text.trim().is_empty()) {
                import_error.set(Some("The file or text is empty.".into()));
                return;
            }
            match read.and_then(|text| persist::import_record(&text)) {
                Ok(session) => {
                    import_error.set(None);
                    dispatcher.dispatch(Msg::Adopt(Box::new(session)));
                    on_close.emit(());
                }
                Err(e) => import_error.set(Some(format!("Not loaded: {e}").into())),
            }
        })
    };

    // The recent games and their rows (each read replays every game),
    // read again only when the sheet opens, a game joins them or they are
    // cleared: the sheet renders with every move of the table behind it.
    let recent = use_memo(
        (props.menu_open, *stats_cleared, *history_written),
        |&(open, _, _)| {
            let history = if open {
                load_history()
            } else {
                History::default()
            };
            let rows = recent_games(&history);
            (history, rows)
        },
    );

    let menu = props.menu_open.then(|| {
        let current = store.session.as_ref().map(|s| CurrentGame {
            file_name: persist::export_file_name(s).into(),
            record_json: persist::export_record(s).into(),
            deal_link: deal_link(s).into(),
        });
        let on_close = {
            let import_error = import_error.clone();
            props.on_close_menu.reform(move |()| import_error.set(None))
        };
        let on_clear_stats = {
            let cleared = stats_cleared.clone();
            Callback::from(move |()| {
                let mut stats = load_stats();
                stats.clear_figures();
                write(STATS_KEY, &stats.to_json());
                let mut history = load_history();
                history.clear();
                write(HISTORY_KEY, &history.to_json());
                // Read again on the next render.
                cleared.set(*cleared + 1);
            })
        };
        // Dealing a recent game again, as the end of a game's "Same deals
        // again" does (the sheet asks first when a game is in progress).
        let on_deal_again = {
            let recent = recent.clone();
            let dispatcher = store.dispatcher();
            let import_error = import_error.clone();
            let on_close = props.on_close_menu.clone();
            Callback::from(move |index: usize| {
                match recent.0.games().get(index).map(PastGame::deal_again) {
                    Some(Ok(session)) => {
                        import_error.set(None);
                        dispatcher.dispatch(Msg::DealAgain(Box::new(session)));
                        on_close.emit(());
                    }
                    Some(Err(e)) => web_sys::console::error_1(
                        &format!("Bones: a recent game could not be dealt again: {e}").into(),
                    ),
                    None => {}
                }
            })
        };
        let in_progress = store.session.as_ref().is_some_and(|s| !s.is_over());
        html! {
            <GameMenu {current} stats={load_stats()} stats_refused={props.stats_refused.clone()}
                      recent={recent.1.clone()} history_refused={props.history_refused.clone()}
                      {in_progress} at_stats={props.menu_at_stats}
                      import_error={(*import_error).clone()}
                      {on_import} {on_close} {on_clear_stats} {on_deal_again} />
        }
    });

    let notice = match (&props.problem, *problem_open) {
        (Some(problem), true) => {
            let open = problem_open.clone();
            let on_new = props.on_new_game.clone();
            let fresh = Callback::from(move |()| {
                open.set(false);
                on_new.emit(());
            });
            boot_notice(problem, &close(&problem_open), &fresh)
        }
        _ => Html::default(),
    };

    // Asked once whatever went wrong has been told.
    let offer = match (&props.shared, *offer_open && !*problem_open) {
        (Some(shared), true) => {
            let open = offer_open.clone();
            let dispatcher = store.dispatcher();
            let game = crate::setup::game_title(shared.game().rules());
            let replayed = shared.replayed;
            let shared = shared.clone();
            let play = Callback::from(move |()| {
                open.set(false);
                dispatcher.dispatch(Msg::PlayShared(Box::new(shared.clone())));
            });
            shared_offer(&game, replayed, &close(&offer_open), &play)
        }
        _ => Html::default(),
    };

    html! { <>{ for menu }{ notice }{ offer }<UpdateOffer /></> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::share::refuse;

    #[test]
    fn each_refusal_says_what_was_refused_why_and_what_the_page_does() {
        let save = BootProblem::Save(LoadError::Schema { found: None });
        assert_eq!(save.title(), "Your saved game could not be restored");
        assert_eq!(
            save.text(),
            format!(
                "It was refused because its save schema is missing or not a number. \
                 The page starts afresh; the refused save is kept aside under \"{REFUSED_KEY}\"."
            )
        );
        let link = BootProblem::Link(refuse("its seed is not a number"));
        assert_eq!(link.title(), "That deal link does not work");
        assert_eq!(
            link.text(),
            "The link was refused: its seed is not a number."
        );
        let one = BootProblem::Options(vec!["\"?seed=abc\" is not a seed".to_owned()]);
        assert_eq!(one.title(), "Part of the address was not used");
        assert_eq!(
            one.text(),
            "\"?seed=abc\" is not a seed. The page goes on without it."
        );
        let two = BootProblem::Options(vec!["first".to_owned(), "second".to_owned()]);
        assert_eq!(two.text(), "first; second. The page goes on without them.");
        // A save or a link lost the game the player came for: a fresh one
        // is offered. An unused option lost nothing.
        assert!(save.offers_new_game() && link.offers_new_game());
        assert!(!one.offers_new_game());
        assert_eq!(
            [save.kind(), link.kind(), one.kind()],
            ["save", "link", "options"]
        );
    }
}
