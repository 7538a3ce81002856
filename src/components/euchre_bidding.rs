//! Domino Euchre's bidding: round 1 accepts the turned-up trump (order it
//! up, perhaps alone) or passes; round 2 names another trump (perhaps
//! alone) or passes. Only the engine's legal actions are offered.

use bones_engine::{Action, Pip, Tile};
use yew::prelude::*;

use super::domino::{Domino, Lie};
use crate::text;

/// Props of [`EuchrePanel`].
#[derive(Properties, PartialEq)]
pub struct EuchreProps {
    /// The engine's legal actions for the player.
    pub legal: Vec<Action>,
    /// The turned-up tile.
    pub turn_up: Option<Tile>,
    /// Bidding round, 1 or 2.
    pub round: u8,
    /// Whether the player dealt (ordering up gives the dealer the turn-up).
    pub dealer: bool,
    /// Who dealt, in words ("Ada").
    pub dealer_name: AttrValue,
    /// Order, call or pass.
    pub on_action: Callback<Action>,
}

/// The Euchre bidding panel.
#[component]
pub fn EuchrePanel(props: &EuchreProps) -> Html {
    let alone = use_state_eq(|| false);
    let legal = &props.legal;
    let send = |action: Action| props.on_action.reform(move |_: MouseEvent| action);
    let button = |action: Action, label: String, class: &'static str| {
        html! {
            <button type="button" class={classes!("bid-btn", class)} data-action={action.to_string()}
                    onclick={send(action)}>{ label }</button>
        }
    };
    let turned = props.turn_up.map(Tile::hi);
    let pass = legal
        .contains(&Action::Pass)
        .then(|| button(Action::Pass, "Pass".into(), "pass"));
    let body = if props.round == 1 {
        let order = Action::Order { alone: false };
        let order_alone = Action::Order { alone: true };
        let who_takes = if props.dealer {
            "you pick it up".to_owned()
        } else {
            format!("{} picks it up", props.dealer_name)
        };
        html! {
            <>
                <p class="panel-lede">
                    { turned.map_or_else(String::new, |p| format!("Make {} trump? ({who_takes})", p.suit_name())) }
                </p>
                <div class="bid-row">
                    if legal.contains(&order) { { button(order, "Order up".into(), "marks") } }
                    if legal.contains(&order_alone) { { button(order_alone, "Order up alone".into(), "special") } }
                    { for pass }
                </div>
            </>
        }
    } else {
        let suits: Vec<Pip> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Call {
                    trump,
                    alone: false,
                } => Some(*trump),
                _ => None,
            })
            .collect();
        let can_alone = legal.iter().any(|a| a.goes_alone());
        let toggle = {
            let alone = alone.clone();
            Callback::from(move |_: MouseEvent| alone.set(!*alone))
        };
        html! {
            <>
                <p class="panel-lede">
                    { turned.map_or_else(|| "Name trump".to_owned(), |p| format!("{} were turned down: name another trump, or pass", text::suit_title(p))) }
                </p>
                <div class="declare-grid euchre-suits" data-count={suits.len().to_string()}>
                    { for suits.iter().map(|&p| {
                        let action = Action::Call { trump: p, alone: *alone && can_alone };
                        let icon = Tile::from_ends(p.get(), p.get());
                        html! {
                            <button type="button" class="declare-btn trump-suit" data-action={action.to_string()}
                                    onclick={send(action)}>
                                { for icon.map(|t| html! { <Domino tile={Some(t)} lie={Lie::Sideways} class="icon" /> }) }
                                <span class="declare-label">{ text::suit_title(p) }</span>
                            </button>
                        }
                    }) }
                </div>
                <div class="bid-row">
                    if can_alone {
                        <button type="button" class={classes!("bid-btn", "toggle", alone.then_some("on"))}
                                aria-pressed={alone.to_string()} data-testid="alone" onclick={toggle}>
                            { if *alone { "Alone: on" } else { "Go alone?" } }
                        </button>
                    }
                    { for pass }
                </div>
            </>
        }
    };
    html! {
        <section class="panel bidding euchre" aria-label="Your call" data-panel="bidding" data-round={props.round.to_string()}>
            <div class="panel-head">
                <h2>{ if props.round == 1 { "Your call" } else { "Round 2: your call" } }</h2>
                if let Some(t) = props.turn_up {
                    <span class="panel-tile" title="the turn-up">
                        <Domino tile={Some(t)} lie={Lie::Sideways} class={classes!("icon", (props.round == 2).then_some("turned-down"))} />
                    </span>
                }
            </div>
            { body }
        </section>
    }
}
