//! The bar across the top: the name and the table's buttons. Wide
//! screens show each button's label; phones an icon over a short caption
//! (`bar-short`), since icons alone (☰, ⇅) do not say what they open.

use yew::prelude::*;

/// Props of [`TopBar`].
#[derive(Properties, PartialEq)]
pub struct TopBarProps {
    /// Start a new game.
    pub on_new: Callback<()>,
    /// Open the settings.
    pub on_settings: Callback<()>,
    /// Toggle the log (phones), once a game is on.
    pub on_log: Option<Callback<()>>,
    /// Show the last trick, once there is one.
    pub on_last_trick: Option<Callback<()>>,
    /// The game on the table ("Texas 88"), beside the name.
    #[prop_or_default]
    pub game: Option<AttrValue>,
    /// Whether to offer "New game" (not on the setup screen itself).
    #[prop_or(true)]
    pub show_new: bool,
    /// Open the "Game" sheet (download, load, share, statistics).
    #[prop_or_default]
    pub on_menu: Option<Callback<()>>,
    /// Open the rules page.
    #[prop_or_default]
    pub on_rules: Option<Callback<()>>,
}

/// The top bar.
#[component]
pub fn TopBar(props: &TopBarProps) -> Html {
    let click = |cb: &Callback<()>| cb.reform(|_: MouseEvent| ());
    html! {
        <header class="topbar">
            <div class="brand">
                <svg class="logo" viewBox="0 0 40 40" aria-hidden="true">
                    <rect x="10" y="2" width="20" height="36" rx="4" />
                    <line x1="13" y1="20" x2="27" y2="20" />
                    <circle cx="20" cy="11" r="2.6" /><circle cx="20" cy="29" r="2.6" />
                </svg>
                <span class="brand-name">{ "Bones" }</span>
                if let Some(g) = props.game.clone() { <span class="brand-game" data-brand-game="">{ g }</span> }
            </div>
            <div class="bar-actions">
                if let Some(cb) = &props.on_last_trick {
                    <button type="button" class="bar-btn" data-testid="last-trick" aria-label="Last trick" onclick={click(cb)}>
                        <span class="bar-icon" aria-hidden="true">{ "↺" }</span><span class="bar-label">{ "Last trick" }</span>
                        <span class="bar-short" aria-hidden="true">{ "Last" }</span>
                    </button>
                }
                if let Some(cb) = &props.on_log {
                    <button type="button" class="bar-btn log-btn" data-testid="log" aria-label="Log" onclick={click(cb)}>
                        <span class="bar-icon" aria-hidden="true">{ "☰" }</span><span class="bar-label">{ "Log" }</span>
                        <span class="bar-short" aria-hidden="true">{ "Log" }</span>
                    </button>
                }
                if let Some(cb) = &props.on_menu {
                    <button type="button" class="bar-btn" data-testid="game-menu-open" onclick={click(cb)}
                            aria-label="Game" title="Download, load, share, statistics">
                        <span class="bar-icon" aria-hidden="true">{ "⇅" }</span><span class="bar-label">{ "Game" }</span>
                        <span class="bar-short" aria-hidden="true">{ "Game" }</span>
                    </button>
                }
                if let Some(cb) = &props.on_rules {
                    <button type="button" class="bar-btn" data-testid="rules-open" aria-label="Rules" onclick={click(cb)}>
                        <span class="bar-icon" aria-hidden="true">{ "?" }</span><span class="bar-label">{ "Rules" }</span>
                        <span class="bar-short" aria-hidden="true">{ "Rules" }</span>
                    </button>
                }
                <button type="button" class="bar-btn" data-testid="settings" aria-label="Settings" onclick={click(&props.on_settings)}>
                    <span class="bar-icon" aria-hidden="true">{ "⚙" }</span><span class="bar-label">{ "Settings" }</span>
                    <span class="bar-short" aria-hidden="true">{ "Settings" }</span>
                </button>
                if props.show_new {
                    <button type="button" class="bar-btn primary" data-testid="top-new-game" aria-label="New game" onclick={click(&props.on_new)}>
                        <span class="bar-icon" aria-hidden="true">{ "+" }</span><span class="bar-label">{ "New game" }</span>
                        <span class="bar-short" aria-hidden="true">{ "New" }</span>
                    </button>
                }
            </div>
        </header>
    }
}
