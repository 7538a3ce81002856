//! The setup screen: which game (Texas 42, Texas 88, The Big Game, Domino
//! Euchre for 2, 3 or 4), every setting RULES.md gives that game, the
//! Texas 42 presets, and the bots' level. Choices are written straight
//! into the engine's settings types and validated by the engine; the page
//! remembers them (they are part of the stored preferences).

use bones_engine::{
    AllPass, DoublesMode, DoublesRank, Euchre, EuchreLead, GameKind, NelloBid, Preset, Rules,
    Scoring, Texas42, Tile, TrumpOptions,
};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::choice;
use super::domino::Domino;
use crate::daily::Day;
use crate::history::History;
use crate::protocol::BotKind;
use crate::setup::{self, Setup};
use crate::stats::Stats;
use crate::store::Session;

/// What the player has done with today's deal on the chosen rules, said
/// beside its button: a player who comes back later in the day sees the
/// result instead of wondering whether they played it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum DayStatus {
    /// Not played here (or no longer among the recent games).
    #[default]
    Unplayed,
    /// The game in progress is today's deal.
    InProgress,
    /// Finished: whether the player's side won, and "Won 7 marks to 3",
    /// with "(dealt again)" or "(with Undo)" where the newest try was.
    Played {
        /// The player's side won.
        won: bool,
        /// The result in words.
        verdict: AttrValue,
    },
    /// Finished here, its game no longer among the recent games (the
    /// statistics remember the deal, not the result).
    Seen,
}

impl DayStatus {
    /// What the player has done with `day`'s deal on `rules`: the game in
    /// progress first (a day's deal begun again is still in progress),
    /// then the newest result among the `recent` games, then whether the
    /// `stats` know the deal (its game since dropped from the list).
    #[must_use]
    pub fn of(
        day: Day,
        rules: Rules,
        in_progress: Option<&Session>,
        recent: &History,
        stats: &Stats,
    ) -> DayStatus {
        if in_progress
            .is_some_and(|s| !s.is_over() && s.seed == day.seed() && *s.game().rules() == rules)
        {
            return DayStatus::InProgress;
        }
        let Some(start) = day.start(rules) else {
            return DayStatus::Unplayed;
        };
        match recent.result_from(&start) {
            Some(outcome) => DayStatus::Played {
                won: outcome.won,
                verdict: outcome.verdict_and_aids().into(),
            },
            None if stats.has_dealt(&start) => DayStatus::Seen,
            None => DayStatus::Unplayed,
        }
    }
}

/// Props of [`SetupScreen`].
#[derive(Properties, PartialEq)]
pub struct SetupProps {
    /// The current choices.
    pub setup: Setup,
    /// Choices changed.
    pub on_change: Callback<Setup>,
    /// Start the game.
    pub on_start: Callback<()>,
    /// Today, by this device's clock: its deal is offered.
    #[prop_or_default]
    pub today: Option<Day>,
    /// Start the game on today's deal ([`crate::daily`]).
    #[prop_or_default]
    pub on_daily: Option<Callback<Day>>,
    /// Whether today's deal on the chosen rules was played here.
    #[prop_or_default]
    pub today_status: DayStatus,
    /// Go back to the game in progress, if there is one.
    #[prop_or_default]
    pub on_back: Option<Callback<()>>,
    /// Open the rules page for a game.
    #[prop_or_default]
    pub on_rules: Option<Callback<GameKind>>,
}

fn check(id: &'static str, label: &'static str, value: bool, on: Callback<bool>) -> Html {
    let onchange = on.reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>().checked());
    html! {
        <label class="opt check" for={id}>
            <input type="checkbox" {id} checked={value} {onchange} />
            <span>{ label }</span>
        </label>
    }
}

fn select(
    id: &'static str,
    label: &'static str,
    current: &str,
    options: &[(&'static str, &'static str)],
    on: Callback<String>,
) -> Html {
    let onchange = on.reform(|e: Event| e.target_unchecked_into::<HtmlSelectElement>().value());
    html! {
        <label class="opt select" for={id}>
            <span>{ label }</span>
            <select {id} {onchange}>
                { for options.iter().map(|(value, text)| html! {
                    <option value={*value} selected={*value == current}>{ *text }</option>
                }) }
            </select>
        </label>
    }
}

/// A number box; text that is not a number leaves the value as it was
/// (the box shows the value again when left), and the engine judges the
/// range. It commits as the player types, not only when the box is left:
/// leaving it by clicking another option would otherwise send both changes
/// at once, each made from the settings as they were, and the second
/// would undo the first.
fn number(id: &'static str, label: &'static str, value: u16, on: Callback<u16>) -> Html {
    let commit = move |input: &HtmlInputElement| input.value().trim().parse::<u16>().ok();
    let oninput = {
        let on = on.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(n) = commit(&e.target_unchecked_into()).filter(|&n| n != value) {
                on.emit(n);
            }
        })
    };
    let onchange = Callback::from(move |e: Event| {
        let input = e.target_unchecked_into::<HtmlInputElement>();
        match commit(&input) {
            Some(n) if n != value => on.emit(n),
            Some(_) => {}
            None => input.set_value(&value.to_string()),
        }
    });
    html! {
        <label class="opt select" for={id}>
            <span>{ label }</span>
            <input type="number" {id} class="num" inputmode="numeric" min="1" value={value.to_string()} {oninput} {onchange} />
        </label>
    }
}

/// The trump options shared by 42, 88 and the Big Game.
fn trump_options(t: TrumpOptions, sevens_allowed: bool, on: &Callback<TrumpOptions>) -> Html {
    html! {
        <>
            <h2>{ "Doubles" }</h2>
            { select("opt-doubles", "With a trump suit",
                if t.doubles == DoublesRank::High { "high" } else { "low" },
                &[("high", "Doubles high"), ("low", "Doubles low")],
                on.reform(move |v: String| TrumpOptions { doubles: if v == "low" { DoublesRank::Low } else { DoublesRank::High }, ..t })) }
            { select("opt-follow-me", "In follow me (no trump)", t.follow_me_doubles.word(),
                &[("high", "Doubles high"), ("low", "Doubles low"), ("own-suit", "Doubles a suit of their own")],
                on.reform(move |v: String| TrumpOptions {
                    follow_me_doubles: DoublesMode::ALL.into_iter().find(|d| d.word() == v).unwrap_or_default(), ..t })) }
            if sevens_allowed {
                { check("opt-sevens-trump", "Sevens as trump (6-1, 5-2, 4-3)", t.sevens_trump,
                    on.reform(move |v| TrumpOptions { sevens_trump: v, ..t })) }
            }
        </>
    }
}

fn all_pass_select(current: AllPass, on: Callback<AllPass>) -> Html {
    select(
        "opt-all-pass",
        "When everyone passes",
        if current == AllPass::ForcedBid {
            "forced"
        } else {
            "redeal"
        },
        &[
            ("forced", "Dealer must bid"),
            ("redeal", "Throw in and redeal"),
        ],
        on.reform(|v: String| {
            if v == "redeal" {
                AllPass::Redeal
            } else {
                AllPass::ForcedBid
            }
        }),
    )
}

fn texas42_options(r: Texas42, on: &Callback<Rules>) -> Html {
    let set = |f: fn(Texas42, bool) -> Texas42| on.reform(move |v: bool| Rules::Texas42(f(r, v)));
    let pick =
        |f: fn(Texas42, &str) -> Texas42| on.reform(move |v: String| Rules::Texas42(f(r, &v)));
    let marks = r.scoring == Scoring::Marks;
    let custom = Preset::ALL.into_iter().all(|p| Texas42::preset(p) != r);
    let preset = |p: Preset, label: &'static str| {
        let active = r == Texas42::preset(p);
        // Custom rules choose no preset: the first is then the Tab stop.
        let tab_stop = active || (custom && p == Preset::ALL[0]);
        html! {
            <button type="button" class={classes!("seg", active.then_some("active"))} data-preset={p.name()}
                    role="radio" aria-checked={active.to_string()} tabindex={choice::tab_index(tab_stop)}
                    onclick={on.reform(move |_: MouseEvent| Rules::Texas42(Texas42::preset(p)))}>{ label }</button>
        }
    };
    html! {
        <>
            <h2>{ "Rules" }</h2>
            <div class="segmented presets" role="radiogroup" aria-label="Presets" onkeydown={choice::arrow_keys()}>
                { preset(Preset::Straight, "Straight 42") }
                { preset(Preset::House, "House 42") }
            </div>
            if custom { <p class="note">{ "Custom rules: your own mix of the options below." }</p> }
            { select("opt-scoring", "Scoring", if marks { "marks" } else { "points" },
                &[("marks", "Marks"), ("points", "Points")],
                pick(|mut r, v| { if v == "points" { r.scoring = Scoring::Points; r.target = 250; } else { r.scoring = Scoring::Marks; r.target = 7; } r })) }
            { number("opt-target", if marks { "Marks to win" } else { "Points to win" }, r.target,
                on.reform(move |n| Rules::Texas42(Texas42 { target: n, ..r }))) }
            { all_pass_select(r.all_pass, on.reform(move |a| Rules::Texas42(Texas42 { all_pass: a, ..r }))) }
            if marks {
                { check("opt-win-by-two", "Must win by 2 marks", r.win_by_two, set(|mut r, v| { r.win_by_two = v; r })) }
                { check("opt-early-end", "End a hand as soon as it is decided", r.early_end, set(|mut r, v| { r.early_end = v; r })) }
            }
            { trump_options(r.trumps, true, &on.reform(move |t| Rules::Texas42(Texas42 { trumps: t, ..r }))) }
            <h2>{ "House contracts" }</h2>
            { select("opt-nello", "Nel-O",
                match r.nello { None => "off", Some(NelloBid::OneMark) => "mark", Some(NelloBid::AnyBid) => "any" },
                &[("off", "Off"), ("mark", "On a mark bid"), ("any", "On any bid")],
                pick(|mut r, v| { r.nello = match v { "mark" => Some(NelloBid::OneMark), "any" => Some(NelloBid::AnyBid), _ => None }; r })) }
            { check("opt-low-no", "Low-No (dealer's Nel-O after three passes)", r.low_no, set(|mut r, v| { r.low_no = v; r })) }
            { select("opt-splash", "Splash (3 doubles)",
                match r.splash { None => "off", Some(3) => "3", Some(_) => "2" },
                &[("off", "Off"), ("2", "2 marks"), ("3", "3 marks")],
                pick(|mut r, v| { r.splash = match v { "2" => Some(2), "3" => Some(3), _ => None }; r })) }
            { select("opt-plunge", "Plunge (4 doubles)",
                match r.plunge { None => "off", Some(3) => "3", Some(_) => "4" },
                &[("off", "Off"), ("4", "4 marks"), ("3", "3 marks")],
                pick(|mut r, v| { r.plunge = match v { "4" => Some(4), "3" => Some(3), _ => None }; r })) }
            { check("opt-sevens", "Sevens (closest to seven wins)", r.sevens, set(|mut r, v| { r.sevens = v; r })) }
        </>
    }
}

fn texas88_options(r: bones_engine::Texas88, on: &Callback<Rules>) -> Html {
    use bones_engine::Texas88;
    let marks = r.scoring == Scoring::Marks;
    html! {
        <>
            <h2>{ "Rules" }</h2>
            { select("opt-scoring", "Scoring", if marks { "marks" } else { "points" },
                &[("points", "Points"), ("marks", "Marks (176, 264, 352 = 2, 3, 4)")],
                on.reform(move |v: String| {
                    let mut r = r;
                    if v == "marks" { r.scoring = Scoring::Marks; r.target = 7; } else { r.scoring = Scoring::Points; r.target = 500; }
                    Rules::Texas88(r)
                })) }
            { number("opt-target", if marks { "Marks to win" } else { "Points to win" }, r.target,
                on.reform(move |n| Rules::Texas88(Texas88 { target: n, ..r }))) }
            { all_pass_select(r.all_pass, on.reform(move |a| Rules::Texas88(Texas88 { all_pass: a, ..r }))) }
            if marks {
                { check("opt-win-by-two", "Must win by 2 marks", r.win_by_two,
                    on.reform(move |v| Rules::Texas88(Texas88 { win_by_two: v, ..r }))) }
                { check("opt-early-end", "End a hand as soon as it is decided", r.early_end,
                    on.reform(move |v| Rules::Texas88(Texas88 { early_end: v, ..r }))) }
            }
            { trump_options(r.trumps, true, &on.reform(move |t| Rules::Texas88(Texas88 { trumps: t, ..r }))) }
        </>
    }
}

fn big_game_options(r: bones_engine::BigGame, on: &Callback<Rules>) -> Html {
    use bones_engine::BigGame;
    html! {
        <>
            <h2>{ "Rules" }</h2>
            { number("opt-target", "Points to win", r.target,
                on.reform(move |n| Rules::BigGame(BigGame { target: n, ..r }))) }
            { all_pass_select(r.all_pass, on.reform(move |a| Rules::BigGame(BigGame { all_pass: a, ..r }))) }
            // Sevens as trump is a double-six option: not offered here.
            { trump_options(r.trumps, false, &on.reform(move |t| Rules::BigGame(BigGame { trumps: t, ..r }))) }
        </>
    }
}

fn euchre_options(r: Euchre, on: &Callback<Rules>) -> Html {
    html! {
        <>
            <h2>{ "Rules" }</h2>
            { number("opt-target", "Points to win", r.target,
                on.reform(move |n| Rules::Euchre(Euchre { target: n, ..r }))) }
            { select("opt-lead", "A plain tile led leads",
                if r.lead == EuchreLead::HigherEnd { "higher" } else { "leader" },
                &[("higher", "Its higher end"), ("leader", "The suit the leader names")],
                on.reform(move |v: String| Rules::Euchre(Euchre {
                    lead: if v == "leader" { EuchreLead::LeaderNames } else { EuchreLead::HigherEnd }, ..r }))) }
        </>
    }
}

/// A few tiles that say which game a card is.
fn card_art(kind: GameKind) -> Html {
    let tiles: &[&str] = match kind {
        GameKind::Texas42 => &["6-6", "6-4", "5-5"],
        GameKind::Texas88 => &["6-4", "6-4", "5-0", "5-0"],
        GameKind::BigGame => &["8-8", "8-2", "7-3"],
        GameKind::Euchre => &["5-5", "5-3"],
    };
    html! {
        <span class="card-art" aria-hidden="true">
            { for tiles.iter().filter_map(|t| t.parse::<Tile>().ok()).map(|t| html! { <Domino tile={Some(t)} /> }) }
        </span>
    }
}

fn level_about(level: BotKind) -> &'static str {
    match level {
        BotKind::Easy | BotKind::Heuristic => "Rules of thumb: quick and forgiving",
        BotKind::Normal => "Thinks over a few possible deals",
        BotKind::Hard => "Searches many deals with a perfect-play solver",
        BotKind::Expert => "Hard, thinking over more deals each move",
        BotKind::Random => "Plays any legal tile",
    }
}

/// The deal of the day's line: its button (`disabled` while the rules
/// chosen are invalid), its date, and what it is or how it went.
fn daily_deal(day: Day, on: &Callback<Day>, status: &DayStatus, disabled: bool) -> Html {
    html! {
        <p class={classes!("setup-daily", (*status != DayStatus::Unplayed).then_some("told"))}>
            <button type="button" class="link-btn" data-testid="daily-deal" {disabled}
                    onclick={on.reform(move |_: MouseEvent| day)}>{ "Deal of the day" }</button>
            <span class="setup-daily-date">{ format!(" · {}", day.short()) }</span>
            { match status {
                DayStatus::Unplayed => html! {
                    <span class="setup-daily-why">{ ": the same hands for everyone with these rules today" }</span>
                },
                DayStatus::InProgress => html! {
                    <span class="setup-daily-state" data-testid="daily-state" data-daily="playing">{ " · in progress" }</span>
                },
                DayStatus::Played { won, verdict } => html! {
                    <span class="setup-daily-state" data-testid="daily-state" data-daily={if *won { "won" } else { "lost" }}>
                        { format!(" · {verdict}") }
                    </span>
                },
                DayStatus::Seen => html! {
                    <span class="setup-daily-state" data-testid="daily-state" data-daily="played">{ " · played" }</span>
                },
            } }
        </p>
    }
}

/// The setup screen.
#[component]
pub fn SetupScreen(props: &SetupProps) -> Html {
    let s = props.setup;
    let on_rules = {
        let on = props.on_change.clone();
        Callback::from(move |r: Rules| on.emit(s.with_rules(r)))
    };
    let rules = s.rules();
    let validity = rules.validate().err().map(|e| e.to_string());
    let game_card = |kind: GameKind| {
        let active = s.game == kind;
        let onclick = props
            .on_change
            .reform(move |_: MouseEvent| Setup { game: kind, ..s });
        // Named by its title alone, the blurb its description: read as one
        // name, "Texas 42 4 players" ran the title into the blurb.
        let (title_id, blurb_id) = (
            format!("card-title-{}", kind.name()),
            format!("card-blurb-{}", kind.name()),
        );
        html! {
            <button type="button" class={classes!("game-card", active.then_some("active"))} data-game={kind.name()}
                    role="radio" aria-checked={active.to_string()} tabindex={choice::tab_index(active)}
                    aria-labelledby={title_id.clone()} aria-describedby={blurb_id.clone()} {onclick}>
                { card_art(kind) }
                <span class="card-title" id={title_id}>{ kind.title() }</span>
                <span class="card-blurb" id={blurb_id}>{ setup::game_blurb(kind) }</span>
            </button>
        }
    };
    let players = (s.game == GameKind::Euchre).then(|| {
        let seg = |n: u8| {
            let active = s.euchre.players == n;
            let onclick = on_rules.reform(move |_: MouseEvent| Rules::Euchre(Euchre { players: n, ..s.euchre }));
            let label = match n {
                2 => "2 · head to head",
                3 => "3 · each alone",
                _ => "4 · partners",
            };
            html! {
                <button type="button" class={classes!("seg", active.then_some("active"))} data-players={n.to_string()}
                        role="radio" aria-checked={active.to_string()} tabindex={choice::tab_index(active)} {onclick}>{ label }</button>
            }
        };
        html! {
            <>
                <h2>{ "Players" }</h2>
                <div class="segmented players" role="radiogroup" aria-label="Players" onkeydown={choice::arrow_keys()}>{ seg(2) }{ seg(3) }{ seg(4) }</div>
            </>
        }
    });
    // One child whether shown or not (an empty list when not): Yew matches
    // unkeyed children by place, and a child more or less would make the
    // game cards over again, under the focus of a player choosing Euchre
    // by the arrow keys.
    let players = players.unwrap_or_default();
    let levels = BotKind::offered_levels();
    let level_buttons = levels.iter().map(|&l| {
        let active = s.level == l;
        let onclick = props.on_change.reform(move |_: MouseEvent| Setup { level: l, ..s });
        html! {
            <button type="button" class={classes!("seg", active.then_some("active"))} data-level={l.name()}
                    role="radio" aria-checked={active.to_string()} tabindex={choice::tab_index(active)} {onclick}>{ l.label() }</button>
        }
    });
    let options = match rules {
        Rules::Texas42(r) => texas42_options(r, &on_rules),
        Rules::Texas88(r) => texas88_options(r, &on_rules),
        Rules::BigGame(r) => big_game_options(r, &on_rules),
        Rules::Euchre(r) => euchre_options(r, &on_rules),
    };
    let start = props.on_start.reform(|_: MouseEvent| ());
    let daily = props
        .today
        .zip(props.on_daily.clone())
        .map(|(day, on)| daily_deal(day, &on, &props.today_status, validity.is_some()));
    html! {
        <main class="setup-wrap">
            <div class="setup" data-setup={s.game.name()}>
                <div class="setup-choice">
                    <div class="setup-head">
                        <div class="setup-title">
                            <h1>{ "New game" }</h1>
                            if let Some(cb) = props.on_rules.clone() {
                                <button type="button" class="link-btn" data-testid="setup-rules"
                                        onclick={cb.reform(move |_: MouseEvent| s.game)}>
                                    { format!("How to play {}", setup::short_name(s.game)) }
                                </button>
                            }
                        </div>
                        <p class="setup-summary" data-summary="">
                            { format!("{} · {} · {} bots", setup::game_title(&rules), setup::goal_words(&rules), s.level.label()) }
                        </p>
                    </div>
                    <div class="game-cards" role="radiogroup" aria-label="Game" onkeydown={choice::arrow_keys()}>
                        { for GameKind::ALL.into_iter().map(game_card) }
                    </div>
                    { players }
                    <h2>{ "Opponents" }</h2>
                    <div class="segmented levels" role="radiogroup" aria-label="Bot level" aria-describedby="level-about"
                         onkeydown={choice::arrow_keys()}>{ for level_buttons }</div>
                    <p class="level-about" id="level-about">{ level_about(s.level) }</p>
                </div>
                <div class="setup-options">{ options }</div>
                <div class="setup-foot">
                    if let Some(err) = validity.clone() { <p class="error" role="alert">{ err }</p> }
                    <div class="setup-actions">
                        if let Some(back) = props.on_back.clone() {
                            <button type="button" class="btn ghost" data-testid="back-to-game"
                                    onclick={back.reform(|_: MouseEvent| ())}>{ "Back to game" }</button>
                        }
                        <button type="button" class="btn primary big" data-testid="new-game"
                                disabled={validity.is_some()} onclick={start}>
                            { format!("Play {}", setup::short_name(s.game)) }
                        </button>
                    </div>
                    { for daily }
                </div>
            </div>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::history::PastGame;
    use crate::protocol::GameId;
    use crate::stats::{Aids, HowPlayed};
    use crate::test_games::random_game;
    use bones_engine::{Seat, Texas42};

    #[test]
    fn today_reads_in_progress_then_played_then_seen() {
        let day = Day::new(2026, 12, 7).unwrap();
        let straight = Rules::Texas42(Texas42::straight());
        let house = Rules::Texas42(Texas42::house());
        let how = HowPlayed {
            me: Seat::FIRST,
            level: BotKind::Hard,
            aids: Aids::NONE,
        };
        let played = random_game(straight, day.seed());
        let mut recent = History::default();
        let mut stats = Stats::default();
        let status = |session: Option<&Session>, recent: &History, stats: &Stats| {
            DayStatus::of(day, straight, session, recent, stats)
        };
        assert_eq!(status(None, &recent, &stats), DayStatus::Unplayed);

        // Counted, its game no longer among the recent ones: seen.
        assert!(stats.count(&played, how).unwrap());
        assert_eq!(status(None, &recent, &stats), DayStatus::Seen);

        // Among the recent games: its result.
        recent.add(PastGame::of(played.clone(), how, 1));
        let outcome = recent.result_from(&day.start(straight).unwrap()).unwrap();
        let result = DayStatus::Played {
            won: outcome.won,
            verdict: outcome.verdict_and_aids().into(),
        };
        assert_eq!(status(None, &recent, &stats), result);

        // Begun again: in progress, whatever was played before; over, the
        // result again. Another day's or other rules' game is not today's.
        let today = Session::new(GameId::default(), straight, day.seed()).unwrap();
        assert_eq!(status(Some(&today), &recent, &stats), DayStatus::InProgress);
        let finished = Session::from_record(GameId::default(), &played).unwrap();
        assert!(finished.is_over());
        assert_eq!(status(Some(&finished), &recent, &stats), result);
        let tomorrow = Day::new(2026, 12, 8).unwrap().seed();
        let other_day = Session::new(GameId::default(), straight, tomorrow).unwrap();
        assert_eq!(status(Some(&other_day), &recent, &stats), result);
        let other_rules = Session::new(GameId::default(), house, day.seed()).unwrap();
        assert_eq!(
            status(Some(&other_rules), &History::default(), &Stats::default()),
            DayStatus::Unplayed
        );
        // The same day on other rules is a deal of its own.
        assert_eq!(
            DayStatus::of(day, house, None, &recent, &stats),
            DayStatus::Unplayed
        );
    }
}
