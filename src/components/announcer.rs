//! Tells a screen reader the deal and the auction as they happen ("Ada bids
//! 30", "Ben passes", "Ada: sixes trump"). The trick in the middle of the
//! table is a live region of its own, and a hand's end opens a dialog; but
//! the bots' bids only showed, in their bubbles and the log, where a
//! player who cannot see them had to go and look (the log on a phone is a
//! closed drawer).

use bones_engine::Rules;
use yew::prelude::*;

use super::game_log::{repeats_the_call, spoken};
use crate::seating::Seating;
use crate::store::LogEntry;

/// Props of [`Announcer`].
#[derive(Properties, PartialEq)]
pub struct AnnouncerProps {
    /// The log as the player reads it, oldest first.
    pub entries: Vec<LogEntry>,
    /// Who sits where (for names).
    pub seating: Seating,
    /// The game's rules (the turn-up's count).
    pub rules: Rules,
}

/// The entries to tell now, as a range of the log: those added since the
/// last range told (`told`), which had reached the log's length then, or,
/// with none added, the last entry again if it has `changed` (the 88 kitty
/// put down tile by tile is one entry, "Eve puts 2 tiles face down", that
/// counts them). Drawn, the table tells nothing of what the log held (a
/// game resumed is not told again from its deal); entries taken back by
/// Undo are not told, and those made again after it are new.
fn news(told: (usize, usize), len: usize, changed: bool) -> (usize, usize) {
    match told.1 {
        end if len < end => (len, len),
        end if len > end => (end, len),
        end if changed && end > 0 => (end - 1, end),
        _ => told,
    }
}

/// A visually hidden live region holding one line: what the log gained at
/// the last change, in order ("Cleo passes. Ada wins the bid at 30").
/// Each new line is a new node (keyed by where its entries start), which
/// is what a polite live region reads; a line per entry was read in the
/// order Yew inserted them, which, when several came at once, was last
/// first.
#[component]
pub fn Announcer(props: &AnnouncerProps) -> Html {
    let len = props.entries.len();
    let last = props.entries.last();
    let told = use_mut_ref(|| ((len, len), last.cloned()));
    let (start, end) = {
        let mut told = told.borrow_mut();
        let (range, last_told) = &mut *told;
        *range = news(*range, len, last_told.as_ref() != last);
        last_told.clone_from(&last.cloned());
        *range
    };
    let words: Vec<String> = (start..end)
        .filter(|&i| {
            !repeats_the_call(
                i.checked_sub(1).map(|p| &props.entries[p]),
                &props.entries[i],
            )
        })
        .filter_map(|i| spoken(&props.entries[i], props.seating, &props.rules))
        .collect();
    html! {
        <div class="sr-only" aria-live="polite" data-announcer="">
            if !words.is_empty() {
                <p key={start}>{ words.join(". ") }</p>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::news;

    #[test]
    fn it_tells_what_the_log_gained_since_it_last_told() {
        // Drawn on a log of 5: nothing yet.
        assert_eq!(news((5, 5), 5, false), (5, 5));
        // Two entries at once, then one.
        assert_eq!(news((5, 5), 7, false), (5, 7));
        assert_eq!(news((5, 7), 8, false), (7, 8));
        // Drawn again with nothing new: the same line.
        assert_eq!(news((7, 8), 8, false), (7, 8));
        // The last entry grown in place (a second tile put down): told again.
        assert_eq!(news((5, 7), 7, true), (6, 7));
        // Undo takes three back: nothing told; made again, they are new.
        assert_eq!(news((7, 8), 5, true), (5, 5));
        assert_eq!(news((5, 5), 6, true), (5, 6));
        assert_eq!(news((0, 0), 0, true), (0, 0));
    }
}
