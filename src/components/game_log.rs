//! The log of bids and tricks, newest at the bottom.

use bones_engine::{Scoring, Seat};
use yew::prelude::*;

use crate::seating::Seating;
use crate::store::LogEntry;
use crate::text;

/// Props of [`GameLog`].
#[derive(Properties, PartialEq)]
pub struct GameLogProps {
    /// The entries, oldest first.
    pub entries: Vec<LogEntry>,
    /// Who sits where (for names).
    pub seating: Seating,
    /// Marks or points (how hand results read).
    pub scoring: Scoring,
}

fn seats_csv(seats: impl Iterator<Item = Seat>) -> String {
    seats
        .map(|s| s.get().to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// The game log.
#[component]
pub fn GameLog(props: &GameLogProps) -> Html {
    let list = use_node_ref();
    {
        // Keep the newest entry in sight.
        let list = list.clone();
        use_effect_with(props.entries.len(), move |_| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    let s = props.seating;
    let name = |seat: Seat| s.name(seat);
    let line = |entry: &LogEntry| -> Html {
        match entry {
            LogEntry::Deal { hand, dealer } => html! {
                <li class="log-deal" data-kind="deal" data-hand={hand.to_string()}>
                    { format!("Hand {} · {} {}", hand + 1, name(*dealer), s.verb(*dealer, "deal", "deals")) }
                </li>
            },
            LogEntry::Auction { seat, action } => html! {
                <li class="log-bid" data-kind="bid" data-seat={seat.get().to_string()}>
                    <b>{ name(*seat) }</b>{ format!(" {}", match action {
                        bones_engine::Action::Pass => s.verb(*seat, "pass", "passes").to_owned(),
                        a => format!("{} {}", s.verb(*seat, "bid", "bids"), text::action(*a)),
                    }) }
                </li>
            },
            LogEntry::ThrownIn => html! {
                <li class="log-note" data-kind="thrown-in">{ "Everyone passed: the hand is thrown in" }</li>
            },
            LogEntry::Won { contract } => html! {
                <li class="log-note" data-kind="won">
                    <b>{ name(contract.bidder) }</b>{ format!(" {} the bid at {}", s.verb(contract.bidder, "win", "wins"), text::bid(contract.bid)) }
                </li>
            },
            LogEntry::Declared { seat, declaration } => html! {
                <li class="log-note" data-kind="declared">
                    <b>{ name(*seat) }</b>{ format!(": {}", text::declaration_sentence(*declaration)) }
                </li>
            },
            LogEntry::Trick(t) => html! {
                <li class="log-trick" data-kind="trick" data-number={t.number.to_string()}
                    data-leader={t.leader().map(|l| l.get().to_string())}
                    data-seats={seats_csv(t.plays.iter().map(|p| p.0))}
                    data-tiles={t.plays.iter().map(|p| p.1.to_string()).collect::<Vec<_>>().join(",")}
                    data-winner={t.winner.get().to_string()} data-points={t.points.to_string()}>
                    <span class="log-trick-no">{ t.number }</span>
                    { for t.plays.iter().map(|(seat, tile)| html! {
                        <span class={classes!("log-play", (*seat == t.winner).then_some("won"))}>
                            { format!("{} ", name(*seat)) }<code>{ tile.to_string() }</code>
                        </span>
                    }) }
                    <span class="log-taker">{ format!("→ {} +{}", name(t.winner), t.points) }</span>
                </li>
            },
            LogEntry::HandOver(r) => {
                let bidders = r.contract.bidder.team(2);
                let unit = match props.scoring {
                    Scoring::Marks => "mark",
                    Scoring::Points => "pt",
                };
                let scored: Vec<String> = (0..2u8)
                    .filter_map(|t| {
                        let team = bones_engine::Team::new(t)?;
                        let n = r.score[team.index()];
                        (n > 0).then(|| {
                            format!(
                                "{} +{n} {unit}{}",
                                s.team_name(team),
                                if n == 1 { "" } else { "s" }
                            )
                        })
                    })
                    .collect();
                html! {
                    <li class="log-hand" data-kind="hand-over" data-made={r.made.to_string()}
                        data-team0-points={r.points[0].to_string()} data-team1-points={r.points[1].to_string()}>
                        { format!("{} {} · points {}–{} · {}",
                            if s.team_name(bidders) == "Us" { "We" } else { "They" },
                            if r.made { "made it" } else { "were set" },
                            r.points[s.my_team().index()], r.points[1 - s.my_team().index()],
                            scored.join(", ")) }
                    </li>
                }
            }
            LogEntry::GameOver { winner } => html! {
                <li class="log-hand" data-kind="game-over">
                    { if s.team_name(*winner) == "Us" { "We win the game" } else { "They win the game" } }
                </li>
            },
        }
    };
    html! {
        <section class="game-log" aria-label="Game log">
            <h2 class="side-title">{ "Log" }</h2>
            <ol class="log-list" ref={list}>{ for props.entries.iter().map(line) }</ol>
        </section>
    }
}
