//! The end of the game: who won, the final score, the player's record
//! with these bots at this table, and what next — a rematch (same game,
//! settings and level, a new deal), the same deals again (to see whether
//! other plays would have won them), or another game; and the result to
//! copy for a friend, with the link that deals them the same hands.

use bones_engine::{Rules, Team};
use yew::prelude::*;

use super::clipboard::{use_share_button, Offer, ShareWords};
use super::dialog::Dialog;
use super::persistence::load_stats;
use crate::daily::Day;
use crate::protocol::BotKind;
use crate::seating::Seating;
use crate::stats::stats_key;
use crate::{setup, text};

/// Props of [`GameOver`].
#[derive(Properties, PartialEq)]
pub struct GameOverProps {
    /// Who sits where.
    pub seating: Seating,
    /// The game's rules.
    pub rules: Rules,
    /// The winning side.
    pub winner: Team,
    /// Final score of each side.
    pub scores: [u16; Team::MAX],
    /// Hands dealt (redeals included).
    pub hands: u32,
    /// Who played the other seats (the statistics' level).
    pub bots: BotKind,
    /// The result as a player shares it, with the link to the same deals
    /// ([`crate::history::Outcome::share_text`]).
    pub share_text: AttrValue,
    /// The day whose deal this was, for a deal of the day.
    #[prop_or_default]
    pub day: Option<Day>,
    /// Play again with the same settings and a new deal.
    pub on_rematch: Callback<()>,
    /// Play again with the same settings and the same deals, hand by hand.
    pub on_same_deals: Callback<()>,
    /// Choose another game or other settings.
    pub on_new: Callback<()>,
    /// Open the statistics (the top bar is behind this dialog).
    pub on_stats: Callback<()>,
}

/// The game-over panel.
#[component]
pub fn GameOver(props: &GameOverProps) -> Html {
    let s = props.seating;
    let we_won = props.winner == s.my_team();
    let members = s.members(props.winner);
    let title = if we_won {
        if s.each_alone() {
            "You win!".to_owned()
        } else {
            format!("{members} win!")
        }
    } else if s.each_alone() {
        format!("{members} wins")
    } else {
        format!("{members} win")
    };
    // Each side's score with its own unit: "Us 0 marks – Them 1 mark".
    let scoring = props.rules.scoring();
    let score: Vec<String> = s
        .teams_from_mine()
        .map(|t| {
            let n = props.scores[t.index()];
            format!("{} {}", s.team_name(t), text::score(scoring, n))
        })
        .collect();
    // Read once: the game was counted when its last hand ended, before
    // this panel could show.
    let record = use_memo((stats_key(&props.rules), props.bots), |(key, bots)| {
        load_stats()
            .games
            .get(key)
            .and_then(|g| g.record_with(*bots))
    });
    let about = format!(
        "{} · {} · {}",
        setup::game_title(&props.rules),
        setup::goal_words(&props.rules),
        text::hands(props.hands)
    );
    // Shared, copied, or refused (then the text shows, to be selected by
    // hand). A phone shares to a chat; elsewhere the result is copied.
    let share = use_share_button(ShareWords {
        share: "Share result",
        copy: "Copy result",
        shared: "Result shared",
        copied: "Result copied",
    });
    let text = props.share_text.clone();
    let on_share = share
        .send
        .reform(move |_: MouseEvent| Offer::Text(text.clone()));
    let select_all = Callback::from(|e: FocusEvent| {
        e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
            .select();
    });
    html! {
        <Dialog labelled_by="over-title">
            <div class={classes!("sheet", "game-over", if we_won { "good" } else { "bad" })}
                 data-game-over={if we_won { "won" } else { "lost" }}>
                // Two halves, how the game went and what next: held
                // sideways they stand side by side (short.css).
                <div class="over-result">
                    <p class="eyebrow">{ "Game over" }</p>
                    <h2 id="over-title">{ title }</h2>
                    <p class="summary-score" data-final-score="">{ score.join(" – ") }</p>
                    <p class="over-about">{ about }</p>
                    if let Some(day) = props.day {
                        <p class="over-daily" data-testid="over-daily">{ format!("Deal of the day, {day}") }</p>
                    }
                    if let Some(record) = record.as_ref() {
                        <p class="over-record" data-testid="over-record">{ record }</p>
                    }
                </div>
                <div class="over-next">
                    <div class="over-actions">
                        <button type="button" class="btn primary" data-testid="rematch"
                                onclick={props.on_rematch.reform(|_: MouseEvent| ())}>{ "Rematch" }</button>
                        <button type="button" class="btn ghost" data-testid="same-deals"
                                onclick={props.on_same_deals.reform(|_: MouseEvent| ())}>{ "Same deals again" }</button>
                        <button type="button" class="btn ghost" data-testid="change-game"
                                onclick={props.on_new.reform(|_: MouseEvent| ())}>{ "New game…" }</button>
                        <button type="button" class="btn ghost" data-testid="over-stats"
                                onclick={props.on_stats.reform(|_: MouseEvent| ())}>{ "Statistics" }</button>
                        <button type="button" class="btn ghost" data-testid="share-result" onclick={on_share}>
                            { share.label }
                        </button>
                    </div>
                    if share.refused {
                        <label class="menu-label" for="share-text">{ "Your result, to copy" }</label>
                        <textarea id="share-text" class="share-text" data-testid="share-text" readonly=true rows="3"
                                  value={props.share_text.clone()} onfocus={select_all} />
                    }
                </div>
            </div>
        </Dialog>
    }
}
