//! The first-hand walkthrough: short coach marks over the real table,
//! one per moment of the hand (see [`crate::tour`]).
//!
//! It never blocks play: the card sits above the table with no backdrop,
//! lets pointer events through except on its own two buttons, and takes
//! no focus. The part of the table a mark is about is ringed through a
//! `data-tour` attribute on the app's root, which the CSS reads.
//! Finishing or skipping is remembered in `localStorage`.

use yew::prelude::*;

use crate::local_storage;
use crate::tour::{CoachStep, Moment, Tour, WALKTHROUGH_DONE, WALKTHROUGH_KEY};

/// Whether this browser has finished (or skipped) the walkthrough.
#[must_use]
pub fn walkthrough_done() -> bool {
    local_storage::read(WALKTHROUGH_KEY).is_some_and(|v| v == WALKTHROUGH_DONE)
}

/// Forgets that the walkthrough was done, so it shows again.
pub fn forget_walkthrough() {
    local_storage::remove(WALKTHROUGH_KEY);
}

fn remember_done() {
    local_storage::write(WALKTHROUGH_KEY, WALKTHROUGH_DONE);
}

/// Marks the part of the table a step is about (or nothing).
fn set_tour_attribute(step: Option<CoachStep>) {
    if let Some(root) = crate::media::app_root() {
        let _ = match step {
            Some(s) => root.set_attribute("data-tour", s.name()),
            None => root.remove_attribute("data-tour"),
        };
    }
}

/// Props of [`Walkthrough`].
#[derive(Properties, PartialEq)]
pub struct WalkthroughProps {
    /// The moment of the hand on the table.
    pub moment: Moment,
    /// The hand's number (the tour belongs to one hand).
    pub hand: u32,
    /// One tap plays a tile (a setting): the words say so.
    pub one_tap: bool,
}

/// The coach marks.
#[component]
pub fn Walkthrough(props: &WalkthroughProps) -> Html {
    let tour = use_state_eq(|| Tour {
        finished: walkthrough_done(),
        ..Tour::default()
    });

    // Follow the hand. The tour as it stands at this moment is worked out
    // here, in the render, so the card changes in the same frame as the
    // table: kept only in the effect, it would trail the table by a render,
    // which the scheduler may paint on a slow device (a new trick played
    // under the last step's card). `advance` is idempotent, so the effect
    // merely stores it.
    let current = tour.advance(props.moment, props.hand);
    {
        let tour = tour.clone();
        use_effect_with(current, move |&next| {
            if next.finished && !tour.finished {
                remember_done();
            }
            tour.set(next);
        });
    }
    let showing = current.showing();
    use_effect_with(showing, |&step| {
        set_tour_attribute(step);
        || set_tour_attribute(None)
    });

    let Some(step) = showing else {
        return Html::default();
    };
    let words = step.words(props.moment.kind, props.one_tap);
    let got_it = {
        let tour = tour.clone();
        Callback::from(move |_: MouseEvent| {
            let next = current.dismiss();
            if next.finished {
                remember_done();
            }
            tour.set(next);
        })
    };
    let skip = {
        let tour = tour.clone();
        Callback::from(move |_: MouseEvent| {
            remember_done();
            tour.set(Tour {
                finished: true,
                ..current
            });
        })
    };
    let last = step == CoachStep::ScorePad;
    html! {
        // The moment the card was drawn for goes with it, so that a test
        // can hold the step to it.
        <aside class="tour" data-testid="tour" data-step={step.name()}
               data-phase={props.moment.phase.name()}
               data-tricks={props.moment.tricks_taken.to_string()}
               aria-label="Walkthrough" aria-live="polite">
            <p class="tour-count">{ format!("First hand · {} of {}", step.number(), CoachStep::ALL.len()) }</p>
            <p class="tour-title">{ words.title }</p>
            // The styles show one of the two: the brief in the strip of
            // small screens, the whole text elsewhere.
            <p class="tour-text tour-full">{ words.text }</p>
            <p class="tour-text tour-brief">{ words.brief }</p>
            <div class="tour-actions">
                // On the last step "Done" says it all.
                if !last {
                    <button type="button" class="btn ghost tour-skip" data-testid="tour-skip" onclick={skip}>{ "Skip tour" }</button>
                }
                <button type="button" class="btn primary tour-ok" data-testid="tour-ok" onclick={got_it}>
                    { if last { "Done" } else { "Got it" } }
                </button>
            </div>
        </aside>
    }
}
