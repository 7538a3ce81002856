//! A short message for the player: why an action was refused (the
//! engine's words), or what the table is waiting for.

use yew::prelude::*;

use crate::store::Notice;

/// Props of [`NoticeBar`].
#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    /// The message, if any.
    pub notice: Option<Notice>,
    /// Dismiss it.
    pub on_dismiss: Callback<()>,
}

/// The notice bar.
#[component]
pub fn NoticeBar(props: &NoticeProps) -> Html {
    let Some(n) = props.notice.clone() else {
        return html! { <div class="notice-slot" aria-live="assertive"></div> };
    };
    let onclick = props.on_dismiss.reform(|_: MouseEvent| ());
    html! {
        <div class="notice-slot" aria-live="assertive">
            <div key={n.serial.to_string()} class={classes!("notice", n.refused.then_some("refused"))}
                 role="alert" data-notice={if n.refused { "refused" } else { "info" }} {onclick}>
                { n.text }
            </div>
        </div>
    }
}
