//! The "Game" sheet: download this game as a record or share a link to
//! its deals, the recent games (dealt again or downloaded), the local
//! statistics, and load a game from a file or pasted text. Loading, the
//! rarest, comes last: the end screen's "Statistics" opens the sheet at
//! them, and the section below gives them room to stand at its top.
//!
//! A leaf: it is given the texts to offer and emits what the player
//! brings (an imported record's text, or why a file was not read: too
//! large to be a record, or unreadable); checking an import and adopting it
//! is the caller's business.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::clipboard::{use_share_button, Offer, ShareButton, ShareWords};
use super::dialog::Dialog;
use crate::history::HISTORY_REFUSED_KEY;
use crate::persist::{self, LoadError};
use crate::stats::{key_title_and_unit, GameStats, Stats, WinTally, STATS_REFUSED_KEY};

/// What the sheet offers about the game in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct CurrentGame {
    /// The download's file name.
    pub file_name: AttrValue,
    /// The game's record, as `bones-cli replay` reads it.
    pub record_json: AttrValue,
    /// A link that deals this game again.
    pub deal_link: AttrValue,
}

/// A recent game, as the sheet lists it ([`crate::history`]).
#[derive(Clone, Debug, PartialEq)]
pub struct RecentGame {
    /// Whether the player's side won.
    pub won: bool,
    /// "Straight 42 · Hard".
    pub title: AttrValue,
    /// "7 marks to 3".
    pub score: AttrValue,
    /// When it ended, in the device's language, and how many hands:
    /// "Dec 2, 2:05 PM · 9 hands".
    pub detail: AttrValue,
    /// The download's file name.
    pub file_name: AttrValue,
    /// Its record.
    pub record_json: AttrValue,
}

/// Props of [`GameMenu`].
#[derive(Properties, PartialEq)]
pub struct GameMenuProps {
    /// The game in progress, if any.
    pub current: Option<CurrentGame>,
    /// Figures to show.
    pub stats: Stats,
    /// Why earlier statistics were set aside this visit, if they were.
    #[prop_or_default]
    pub stats_refused: Option<AttrValue>,
    /// Why the last import was refused.
    pub import_error: Option<AttrValue>,
    /// A record's text to load, or why a file was not read.
    pub on_import: Callback<Result<String, LoadError>>,
    /// Close the sheet.
    pub on_close: Callback<()>,
    /// Open scrolled to the statistics (from the end of a game).
    #[prop_or_default]
    pub at_stats: bool,
    /// Clear the statistics and the recent games (asked for and
    /// confirmed here).
    pub on_clear_stats: Callback<()>,
    /// The recent games, newest first.
    #[prop_or_default]
    pub recent: Vec<RecentGame>,
    /// Why earlier recent games were set aside this visit, if they were.
    #[prop_or_default]
    pub history_refused: Option<AttrValue>,
    /// Whether a game is in progress (dealing a recent game again asks
    /// first, since it replaces it).
    #[prop_or_default]
    pub in_progress: bool,
    /// Deal the recent game at this index again.
    pub on_deal_again: Callback<usize>,
}

/// Props of [`AskFirst`].
#[derive(Properties, PartialEq)]
struct AskFirstProps {
    /// Names the button (`data-testid`), its question's buttons (with
    /// `-confirm` and `-keep`) and the question (`id`, with `-question`).
    name: AttrValue,
    /// The button's words.
    label: AttrValue,
    /// The question asked before acting; none acts at once.
    question: Option<AttrValue>,
    /// The words of the button that acts, and of the one that doesn't.
    answers: (AttrValue, AttrValue),
    /// Act, once the player has confirmed (or at once, with no question).
    on_confirm: Callback<()>,
}

/// A button whose action cannot be taken back. Given a question, it only
/// asks, and the safe answer takes the focus (and gives it back to the
/// button when chosen); with none (nothing would be lost), it acts.
#[component]
fn AskFirst(props: &AskFirstProps) -> Html {
    let asking = use_state_eq(|| false);
    let ask = use_node_ref();
    let keep = use_node_ref();
    {
        let (ask, keep) = (ask.clone(), keep.clone());
        // Not on the first render: the sheet opens with its own focus.
        let first = use_mut_ref(|| true);
        use_effect_with(*asking, move |asking| {
            let target = if *asking { keep } else { ask };
            if !first.replace(false) {
                if let Some(button) = target.cast::<web_sys::HtmlElement>() {
                    let _ = button.focus();
                }
            }
        });
    }
    let set = |to: bool| {
        let asking = asking.clone();
        Callback::from(move |_: MouseEvent| asking.set(to))
    };
    let name = &props.name;
    match &props.question {
        Some(question) if *asking => {
            let on_confirm = props.on_confirm.reform(|_: MouseEvent| ());
            let (yes, no) = props.answers.clone();
            html! {
                <div class="ask-first" role="group" aria-labelledby={format!("{name}-question")}>
                    <p id={format!("{name}-question")} class="menu-note">{ question.clone() }</p>
                    <div class="menu-row">
                        <button type="button" class="btn ghost" data-testid={format!("{name}-confirm")} onclick={on_confirm}>{ yes }</button>
                        <button type="button" class="btn primary" data-testid={format!("{name}-keep")} ref={keep} onclick={set(false)}>{ no }</button>
                    </div>
                </div>
            }
        }
        Some(_) => html! {
            <button type="button" class="btn ghost" data-testid={name.clone()} ref={ask} onclick={set(true)}>{ props.label.clone() }</button>
        },
        None => html! {
            <button type="button" class="btn ghost" data-testid={name.clone()} ref={ask}
                    onclick={props.on_confirm.reform(|_: MouseEvent| ())}>{ props.label.clone() }</button>
        },
    }
}

/// The recent games: each dealt again (asked first over a game in
/// progress) or downloaded.
fn recent_list(props: &GameMenuProps) -> Html {
    let rows = props.recent.iter().enumerate().map(|(index, game)| {
        let on_download = {
            let (name, text) = (game.file_name.clone(), game.record_json.clone());
            Callback::from(move |_: MouseEvent| start_download(&name, &text))
        };
        let question = props.in_progress.then(|| {
            AttrValue::from("Deal this game again? The game in progress will be lost.")
        });
        html! {
            <li class="recent-game" data-testid="recent-game" data-won={game.won.to_string()}>
                <p class="recent-what">
                    <strong>{ if game.won { "Won" } else { "Lost" } }</strong>
                    { format!(" {} · {}", game.score, game.title) }
                </p>
                <p class="recent-when">{ game.detail.clone() }</p>
                <div class="menu-row">
                    <AskFirst name={format!("recent-again-{index}")} label="Deal again" {question}
                              answers={(AttrValue::from("Deal again"), AttrValue::from("Keep my game"))}
                              on_confirm={props.on_deal_again.reform(move |()| index)} />
                    <button type="button" class="btn ghost" data-testid={format!("recent-download-{index}")}
                            onclick={on_download}>{ "Download" }</button>
                </div>
            </li>
        }
    });
    html! {
        <>
            <h3>{ "Recent games" }</h3>
            if let Some(why) = props.history_refused.clone() {
                <p class="menu-note" role="status" data-testid="history-refused">
                    { format!("The recent games kept before could not be read: {why}. They are set aside under \"{HISTORY_REFUSED_KEY}\", and the list starts again.") }
                </p>
            }
            if props.recent.is_empty() {
                <p class="menu-note" data-testid="recent-empty">{ "Your last ten finished games are kept here, on this device only, to be played again from their first hand or downloaded." }</p>
            } else {
                <ol class="recent-games" data-testid="recent-games">{ for rows }</ol>
            }
        </>
    }
}

/// Starts a download of `text` as `name` (a JSON file); a browser that
/// refuses it is told of in the console.
fn start_download(name: &str, text: &str) {
    if let Err(e) = download(name, text) {
        web_sys::console::error_2(&"Bones: the download failed:".into(), &e);
    }
}

fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The download has its own copy by the time this fires.
    gloo_timers::callback::Timeout::new(30_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// A table of figures, a row per label (`data-row`); none when there are
/// no rows. Shared by the statistics' tables so they read (and cost) alike.
/// Its box scrolls sideways if a phone is too narrow for its numbers, so
/// that the sheet never does.
fn figures_table(
    class: &'static str,
    caption: &'static str,
    heads: &[&'static str],
    rows: Vec<(String, Vec<String>)>,
) -> Html {
    if rows.is_empty() {
        return Html::default();
    }
    html! {
        <div class="stats-scroll">
            <table class={classes!("stats-table", class)}>
                <caption>{ caption }</caption>
                <thead><tr>{ for heads.iter().map(|h| html! { <th scope="col">{ *h }</th> }) }</tr></thead>
                <tbody>
                    { for rows.into_iter().map(|(label, cells)| html! {
                        <tr data-row={label.clone()}>
                            <th scope="row">{ label }</th>
                            { for cells.into_iter().map(|c| html! { <td>{ c }</td> }) }
                        </tr>
                    }) }
                </tbody>
            </table>
        </div>
    }
}

fn stats_table(key: &str, g: &GameStats) -> Html {
    let (title, unit) = key_title_and_unit(key);
    let bids = g
        .contracts
        .iter()
        .map(|(kind, t)| {
            let cells = [t.ours_made, t.ours_set, t.theirs_made, t.theirs_set];
            (kind.clone(), cells.iter().map(u32::to_string).collect())
        })
        .collect();
    let levels = g
        .by_level()
        .into_iter()
        .map(|row| {
            let t = row.tally;
            let share = t
                .percent_won()
                .map_or_else(String::new, |p| format!("{p}%"));
            let run = row.longest_run.map_or_else(String::new, |n| n.to_string());
            (
                row.label,
                vec![t.played.to_string(), t.won.to_string(), share, run],
            )
        })
        .collect();
    // Games that had help (a take-back, or deals the player had seen),
    // said apart under the figures that count them.
    let apart = |stat: &'static str, what: &str, t: WinTally| {
        (t.played > 0).then(|| {
            html! {
                <p class="stats-apart" data-stat={stat}>
                    { format!("{what}: {} played, {} won.", t.played, t.won) }
                </p>
            }
        })
    };
    html! {
        <section class="stats-game" data-stats-game={key.to_owned()}>
            <h4>{ title }</h4>
            <dl class="stats-figures">
                <div><dt>{ "Played" }</dt><dd data-stat="played">{ g.played }</dd></div>
                <div><dt>{ "Won" }</dt><dd data-stat="won">{ g.won }</dd></div>
                <div><dt>{ unit }</dt><dd data-stat="score">{ format!("{}–{}", g.score_for, g.score_against) }</dd></div>
                <div><dt>{ "Hands" }</dt><dd data-stat="hands">{ g.hands }</dd></div>
            </dl>
            { apart("undo", "Games with Undo", g.with_undo) }
            { apart("replayed", "Games on deals played before", g.replayed) }
            { figures_table("stats-levels", "Games by the bots' level", &["Level", "Played", "Won", "Share won", "Best run"], levels) }
            { figures_table("stats-bids", "Bids made and set, by contract",
                            &["Contract", "Us made", "Us set", "Them made", "Them set"], bids) }
        </section>
    }
}

/// "This game": its record to download, its deal link to share.
fn this_game(c: &CurrentGame, share: &ShareButton) -> Html {
    let on_download = {
        let (name, text) = (c.file_name.clone(), c.record_json.clone());
        Callback::from(move |_: MouseEvent| start_download(&name, &text))
    };
    let link = c.deal_link.clone();
    let on_share = share
        .send
        .reform(move |_: MouseEvent| Offer::Link(link.clone()));
    let select_all = Callback::from(|e: FocusEvent| {
        e.target_unchecked_into::<HtmlInputElement>().select();
    });
    html! {
        <>
            <h3>{ "This game" }</h3>
            <p class="menu-note">{ "Download it as a game record (the JSON the command-line tool replays), or share this game's deals: whoever opens the link is dealt the same hands, from the first hand on." }</p>
            <div class="menu-row">
                <button type="button" class="btn primary" data-testid="export" onclick={on_download}>{ "Download .json" }</button>
                <button type="button" class="btn ghost" data-testid="share-deal-link" onclick={on_share}>
                    { share.label }
                </button>
            </div>
            <label class="menu-label" for="deal-link">{ "Deal link" }</label>
            <input id="deal-link" class="menu-link" data-testid="deal-link" type="text" readonly=true
                   value={c.deal_link.clone()} onfocus={select_all} />
        </>
    }
}

/// "Load a game": a record from a file or pasted, handed to `on_import`
/// as read (or why it could not be); `error` says why the last was not
/// loaded.
fn load_a_game(
    on_import: &Callback<Result<String, LoadError>>,
    paste: &NodeRef,
    error: Option<AttrValue>,
) -> Html {
    let on_file = {
        let on_import = on_import.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            // The same file may be chosen again after a refusal.
            input.set_value("");
            // A size is a whole number of bytes, far below 2^53.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            if let Err(e) = persist::check_import_size(file.size() as u64) {
                on_import.emit(Err(e));
                return;
            }
            let on_import = on_import.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = JsFuture::from(file.text()).await;
                on_import.emit(
                    text.ok()
                        .and_then(|t| t.as_string())
                        .ok_or(LoadError::NotRead),
                );
            });
        })
    };
    let on_paste_load = {
        let paste = paste.clone();
        let on_import = on_import.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(area) = paste.cast::<HtmlTextAreaElement>() {
                on_import.emit(Ok(area.value()));
            }
        })
    };
    html! {
        <>
            <h3>{ "Load a game" }</h3>
            <p class="menu-note">{ "A game record (.json) from Bones or the command-line tool. It replaces the game in progress only if every move in it is legal." }</p>
            <label class="menu-label" for="import-file">{ "From a file" }</label>
            <input id="import-file" class="menu-file" data-testid="import-file" type="file"
                   accept=".json,application/json" onchange={on_file} />
            <label class="menu-label" for="import-text">{ "Or paste it" }</label>
            <textarea id="import-text" class="menu-paste" data-testid="import-text" ref={paste}
                      rows="4" spellcheck="false" placeholder="{ \"game\": \"texas42\", … }" />
            <div class="menu-row">
                <button type="button" class="btn ghost" data-testid="import-load" onclick={on_paste_load}>{ "Load pasted game" }</button>
            </div>
            if let Some(err) = error {
                <p class="error" role="alert" data-testid="import-error">{ err }</p>
            }
        </>
    }
}

/// The sheet.
#[component]
pub fn GameMenu(props: &GameMenuProps) -> Html {
    let paste = use_node_ref();
    // The deal link shared (a phone's share sheet) or copied; refused,
    // the link is there below to be selected by hand.
    let share = use_share_button(ShareWords {
        share: "Share deal link",
        copy: "Copy deal link",
        shared: "Link shared",
        copied: "Link copied",
    });
    let stats_heading = use_node_ref();
    {
        let stats_heading = stats_heading.clone();
        let at_stats = props.at_stats;
        use_effect_with((), move |()| {
            if let Some(h) = stats_heading
                .cast::<web_sys::Element>()
                .filter(|_| at_stats)
            {
                h.scroll_into_view();
            }
        });
    }
    let close = props.on_close.reform(|_: MouseEvent| ());

    let current = props.current.as_ref().map(|c| this_game(c, &share));

    // Once cleared, the focus goes to the heading above the empty note.
    let on_clear_stats = {
        let stats_heading = stats_heading.clone();
        props.on_clear_stats.reform(move |()| {
            if let Some(h) = stats_heading.cast::<web_sys::HtmlElement>() {
                let _ = h.focus();
            }
        })
    };
    let stats: Vec<Html> = props
        .stats
        .games
        .iter()
        .map(|(key, g)| stats_table(key, g))
        .collect();

    html! {
        <Dialog labelled_by="menu-title" on_close={props.on_close.clone()}>
            <div class="sheet game-menu" data-testid="game-menu">
                <div class="sheet-head">
                    <h2 id="menu-title">{ "Game" }</h2>
                    <button type="button" class="icon-btn" aria-label="Close" onclick={close.clone()}>{ "✕" }</button>
                </div>
                <div class="sheet-body">
                    { for current }
                    { recent_list(props) }
                    <h3 ref={stats_heading} data-testid="stats-heading" tabindex="-1">{ "Statistics" }</h3>
                    if let Some(why) = props.stats_refused.clone() {
                        <p class="menu-note" role="status" data-testid="stats-refused">
                            { format!("The statistics kept before could not be read: {why}. They are set aside under \"{STATS_REFUSED_KEY}\", and counting starts again.") }
                        </p>
                    }
                    if stats.is_empty() {
                        <p class="menu-note" data-testid="stats-empty">{ "Finished games are counted here, on this device only." }</p>
                    } else {
                        <div class="stats" data-testid="stats">{ for stats }</div>
                        <div class="menu-row stats-clear">
                            <AskFirst name="stats-clear" label="Clear statistics…"
                                      question={AttrValue::from("Clear the statistics of every game, and the recent games, on this device? This cannot be undone.")}
                                      answers={(AttrValue::from("Clear them"), AttrValue::from("Keep them"))}
                                      on_confirm={on_clear_stats} />
                        </div>
                    }
                    { load_a_game(&props.on_import, &paste, props.import_error.clone()) }
                </div>
                <div class="sheet-foot">
                    <button type="button" class="btn primary" onclick={close}>{ "Done" }</button>
                </div>
            </div>
        </Dialog>
    }
}
