//! One-of-several choices from the keyboard: the game, the players, the
//! bots' level and the rules' preset on the setup screen, the bots' speed
//! in Settings, and the rules page's games.
//!
//! Each is an ARIA radio group (the rules page's, a tab list): a screen
//! reader reads "radio button, 2 of 4, checked", and the keys it then
//! promises are the arrows. So the chosen option is the group's one Tab
//! stop (the first, where none is chosen), and the arrow keys, Home and End
//! move the choice within the group; a row of separate buttons would cost
//! a keyboard player a Tab press per option to get past it.

use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

use super::focus;

/// The `tabindex` of a group's option: `0` for the group's Tab stop, `-1`
/// (reached by the arrows) for the others.
pub(crate) fn tab_index(tab_stop: bool) -> &'static str {
    if tab_stop {
        "0"
    } else {
        "-1"
    }
}

/// Where an arrow key moves the choice within a group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Previous,
    Next,
    First,
    Last,
}

impl Step {
    fn from_key(key: &str) -> Option<Self> {
        match key {
            "ArrowLeft" | "ArrowUp" => Some(Step::Previous),
            "ArrowRight" | "ArrowDown" => Some(Step::Next),
            "Home" => Some(Step::First),
            "End" => Some(Step::Last),
            _ => None,
        }
    }

    /// The option this step lands on, from option `at` of `count`; past
    /// either end it comes round to the other, as radio groups do.
    fn from(self, at: usize, count: usize) -> usize {
        match self {
            Step::Previous => (at + count - 1) % count,
            Step::Next => (at + 1) % count,
            Step::First => 0,
            Step::Last => count - 1,
        }
    }
}

/// The group's `onkeydown`: an arrow key, Home or End on one of its options
/// focuses and chooses (clicks) another of the same role. Other keys, and
/// keys with a modifier (the browser's and screen readers' own), pass.
pub(crate) fn arrow_keys() -> Callback<KeyboardEvent> {
    Callback::from(|e: KeyboardEvent| {
        if e.alt_key() || e.ctrl_key() || e.meta_key() || e.shift_key() {
            return;
        }
        let Some(step) = Step::from_key(&e.key()) else {
            return;
        };
        let Some(option) = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.closest("[role=radio], [role=tab]").ok().flatten())
        else {
            return;
        };
        // Not the event's `current_target`: Yew listens for the whole page
        // at its root, and hands the event on from there.
        let Some(group) = option
            .closest("[role=radiogroup], [role=tablist]")
            .ok()
            .flatten()
        else {
            return;
        };
        let role = option.get_attribute("role").unwrap_or_default();
        let options = focus::html_elements(&group, &format!("[role={role}]:not([disabled])"));
        let Some(at) = options.iter().position(|o| **o == option) else {
            return;
        };
        e.prevent_default();
        let chosen = &options[step.from(at, options.len())];
        // Focus first: choosing may redraw what follows the group, never
        // the group itself, so the focus stays on the option chosen.
        let _ = chosen.focus();
        chosen.click();
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arrows_move_one_option_and_come_round_at_either_end() {
        assert_eq!(Step::Next.from(0, 4), 1);
        assert_eq!(Step::Next.from(3, 4), 0);
        assert_eq!(Step::Previous.from(2, 4), 1);
        assert_eq!(Step::Previous.from(0, 4), 3);
        assert_eq!(Step::First.from(2, 4), 0);
        assert_eq!(Step::Last.from(0, 4), 3);
        assert_eq!(Step::Next.from(0, 1), 0);
    }

    #[test]
    fn only_the_arrows_home_and_end_move_the_choice() {
        assert_eq!(Step::from_key("ArrowDown"), Some(Step::Next));
        assert_eq!(Step::from_key("ArrowUp"), Some(Step::Previous));
        assert_eq!(Step::from_key("Home"), Some(Step::First));
        assert_eq!(Step::from_key("End"), Some(Step::Last));
        for key in ["Enter", " ", "Tab", "a", "PageDown"] {
            assert_eq!(Step::from_key(key), None, "{key}");
        }
    }
}
