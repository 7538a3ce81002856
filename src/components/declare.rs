//! Naming trump (or a contract) after winning the bid: only the choices
//! the engine lists as legal. Nel-O is one choice with three ways to place
//! the doubles, chosen here when declaring.

use bones_engine::{Action, Declaration, DoublesMode, Tile, Trump};
use yew::prelude::*;

use super::domino::{Domino, Lie};
use crate::text;

/// Props of [`DeclarePanel`].
#[derive(Properties, PartialEq)]
pub struct DeclareProps {
    /// The engine's legal declarations for the player.
    pub legal: Vec<Action>,
    /// What was bid ("You bid 31").
    pub title: AttrValue,
    /// For each trump on offer, how many of the player's tiles it makes
    /// trumps (a reading aid for choosing).
    pub in_hand: Vec<(Action, u8)>,
    /// Name trump or a contract.
    pub on_action: Callback<Action>,
}

/// The trump / contract panel.
#[component]
pub fn DeclarePanel(props: &DeclareProps) -> Html {
    let button = |action: Action| {
        let onclick = props.on_action.reform(move |_: MouseEvent| action);
        let icon = match action {
            Action::Declare(Declaration::Trump(Trump::Suit(p))) => {
                Tile::from_ends(p.get(), p.get())
                    .map(|t| html! { <Domino tile={Some(t)} lie={Lie::Sideways} class="icon" /> })
            }
            _ => None,
        };
        let note = props
            .in_hand
            .iter()
            .find(|(a, _)| *a == action)
            .map(|(_, n)| format!("{n} in hand"));
        let class = match action {
            Action::Declare(Declaration::Trump(Trump::Suit(_))) => "trump-suit",
            Action::Declare(Declaration::Trump(_)) => "trump-other",
            _ => "contract",
        };
        let label = match action {
            Action::Declare(Declaration::Nello(mode)) => match mode {
                DoublesMode::OwnSuit => "Own suit".to_owned(),
                DoublesMode::High => "High".to_owned(),
                DoublesMode::Low => "Low".to_owned(),
            },
            other => text::action(other),
        };
        html! {
            <button type="button" class={classes!("declare-btn", class)} data-action={action.to_string()}
                    aria-label={text::action(action)} {onclick}>
                { for icon }
                <span class="declare-label">{ label }</span>
                if let Some(n) = note { <span class="declare-note">{ n }</span> }
            </button>
        }
    };
    let suits: Vec<Action> = props
        .legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Declare(Declaration::Trump(Trump::Suit(_)))))
        .collect();
    let others: Vec<Action> = props
        .legal
        .iter()
        .copied()
        .filter(
            |a| matches!(a, Action::Declare(Declaration::Trump(t)) if !matches!(t, Trump::Suit(_))),
        )
        .collect();
    let nello: Vec<Action> = props
        .legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Declare(Declaration::Nello(_))))
        .collect();
    let sevens: Vec<Action> = props
        .legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Declare(Declaration::Sevens)))
        .collect();
    html! {
        <section class="panel declare" aria-label="Name trump" data-panel="declare">
            <div class="panel-head">
                <h2>{ "Name trump" }</h2>
                <p class="panel-sub">{ props.title.clone() }</p>
            </div>
            <div class="declare-grid" data-count={suits.len().to_string()}>{ for suits.into_iter().map(button) }</div>
            if !others.is_empty() {
                <div class="bid-row">{ for others.into_iter().map(button) }</div>
            }
            if !nello.is_empty() {
                <div class="bid-row contracts nello" role="group" aria-label="Nel-O: where the doubles go">
                    <span class="group-label">{ "Nel-O" }<small>{ "doubles:" }</small></span>
                    { for nello.into_iter().map(button) }
                </div>
            }
            if !sevens.is_empty() {
                <div class="bid-row contracts">{ for sevens.into_iter().map(button) }</div>
            }
        </section>
    }
}
