//! The page's side of the coach: sends coach questions to an AI worker of
//! their own (started on the first question, so a player who never asks
//! pays nothing, and a hint never waits behind a bot's move), and hands
//! each answer to the callback that asked for it.
//!
//! Several questions may be open at once (a hint and the bidding advice on
//! the same turn); each waits under its [`CoachTicket`]. Asking again
//! under a ticket replaces the callback; [`CoachClient::forget`] drops
//! one, so an answer that comes after the game moved on goes nowhere. A
//! worker that dies or goes silent answers every open question with
//! [`CoachAnswer::Refused`] and is replaced at the next question.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo_timers::callback::Timeout;
use gloo_worker::{Spawnable, WorkerBridge};
use yew::{Callback, UseStateHandle};

use crate::coach::{CoachAnswer, CoachAsk, CoachRequest, CoachTicket};
use crate::protocol::{JsonCodec, WorkerReply, WorkerRequest};
use crate::worker::BotWorker;

/// How long one coach question may take before the worker is presumed
/// stuck. A review of a Big Game hand is the longest question.
pub const COACH_WATCHDOG_MS: u32 = 60_000;

struct Open {
    ticket: CoachTicket,
    on_answer: Callback<CoachAnswer>,
    _watchdog: Timeout,
}

struct Inner {
    script: String,
    bridge: Option<WorkerBridge<BotWorker>>,
    open: Vec<Open>,
}

/// Where a component's question to the coach stands, under the ticket it
/// was asked with: thinking, answered with what the component asked for,
/// or refused (the coach's words, or that it answered another question).
#[derive(Clone, Debug, PartialEq)]
pub enum Asked<T> {
    /// Asked; no answer yet.
    Thinking(CoachTicket),
    /// Answered.
    Shown(CoachTicket, T),
    /// Refused, in these words.
    Failed(CoachTicket, String),
}

impl<T> Asked<T> {
    /// The ticket the question was asked with.
    pub fn ticket(&self) -> CoachTicket {
        match self {
            Asked::Thinking(t) | Asked::Shown(t, _) | Asked::Failed(t, _) => *t,
        }
    }
}

/// The connection to the coach's worker. Cheap to clone (shared).
#[derive(Clone)]
pub struct CoachClient {
    inner: Rc<RefCell<Inner>>,
}

impl PartialEq for CoachClient {
    fn eq(&self, other: &CoachClient) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

impl core::fmt::Debug for CoachClient {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let open: Vec<CoachTicket> = self.inner.borrow().open.iter().map(|o| o.ticket).collect();
        f.debug_struct("CoachClient").field("open", &open).finish()
    }
}

impl CoachClient {
    /// A client for workers started by the loader script at `script`
    /// (relative to the page). No worker starts until the first question.
    #[must_use]
    pub fn new(script: &str) -> CoachClient {
        CoachClient {
            inner: Rc::new(RefCell::new(Inner {
                script: script.to_owned(),
                bridge: None,
                open: Vec::new(),
            })),
        }
    }

    /// Asks `request`; its answer goes to `on_answer` (once). Asking again
    /// while the same ticket is open only replaces the callback.
    pub fn ask(&self, request: CoachRequest, on_answer: Callback<CoachAnswer>) {
        let ticket = request.ticket;
        let weak = Rc::downgrade(&self.inner);
        let mut inner = self.inner.borrow_mut();
        if let Some(open) = inner.open.iter_mut().find(|o| o.ticket == ticket) {
            open.on_answer = on_answer;
            return;
        }
        if inner.bridge.is_none() {
            let weak = weak.clone();
            let mut spawner = BotWorker::spawner();
            spawner.callback(move |reply| {
                if let WorkerReply::Coach(reply) = reply {
                    CoachClient::answered(&weak, reply.ticket, reply.answer);
                }
            });
            let bridge = spawner
                .encoding::<JsonCodec>()
                .spawn_with_loader(&inner.script);
            inner.bridge = Some(bridge);
        }
        if let Some(bridge) = &inner.bridge {
            bridge.send(WorkerRequest::Coach(request));
        }
        let watchdog = Timeout::new(COACH_WATCHDOG_MS, move || {
            CoachClient::silent(&weak);
        });
        inner.open.push(Open {
            ticket,
            on_answer,
            _watchdog: watchdog,
        });
    }

    /// Asks `ask` under `ticket` for a component that keeps where it
    /// stands in `state`: thinking from now, then shown with what `read`
    /// takes from the answer, or failed with the words `read` gives for
    /// any other answer ([`CoachAnswer::refusal`]).
    pub fn ask_for<T: 'static>(
        &self,
        ticket: CoachTicket,
        ask: CoachAsk,
        state: &UseStateHandle<Option<Asked<T>>>,
        read: fn(CoachAnswer) -> Result<T, String>,
    ) {
        state.set(Some(Asked::Thinking(ticket)));
        let answer_to = state.clone();
        self.ask(
            CoachRequest { ticket, ask },
            Callback::from(move |answer| {
                answer_to.set(Some(match read(answer) {
                    Ok(shown) => Asked::Shown(ticket, shown),
                    Err(why) => Asked::Failed(ticket, why),
                }));
            }),
        );
    }

    /// Stops waiting for `ticket`'s answer (it will be dropped).
    pub fn forget(&self, ticket: CoachTicket) {
        self.inner.borrow_mut().open.retain(|o| o.ticket != ticket);
    }

    /// Whether `ticket`'s answer is still awaited.
    #[must_use]
    pub fn is_open(&self, ticket: CoachTicket) -> bool {
        self.inner.borrow().open.iter().any(|o| o.ticket == ticket)
    }

    fn answered(weak: &Weak<RefCell<Inner>>, ticket: CoachTicket, answer: CoachAnswer) {
        let Some(inner) = weak.upgrade() else {
            return;
        };
        let crashed =
            matches!(&answer, CoachAnswer::Refused(m) if m.starts_with("the coach crashed"));
        let callbacks: Vec<(Callback<CoachAnswer>, CoachAnswer)> = {
            let mut inner = inner.borrow_mut();
            if crashed {
                // The worker closes itself after a panic: every question
                // it held is lost with it.
                inner.bridge = None;
                if let CoachAnswer::Refused(why) = &answer {
                    web_sys::console::error_1(&format!("Bones: {why}").into());
                }
                inner
                    .open
                    .drain(..)
                    .map(|o| (o.on_answer, answer.clone()))
                    .collect()
            } else {
                match inner.open.iter().position(|o| o.ticket == ticket) {
                    Some(i) => vec![(inner.open.remove(i).on_answer, answer)],
                    None => Vec::new(), // forgotten: the game moved on
                }
            }
        };
        // Emitted with no borrow held: a callback may ask again.
        for (callback, answer) in callbacks {
            callback.emit(answer);
        }
    }

    fn silent(weak: &Weak<RefCell<Inner>>) {
        let Some(inner) = weak.upgrade() else {
            return;
        };
        let callbacks: Vec<Callback<CoachAnswer>> = {
            let mut inner = inner.borrow_mut();
            // Dropping the bridge closes the stuck worker.
            inner.bridge = None;
            inner.open.drain(..).map(|o| o.on_answer).collect()
        };
        web_sys::console::warn_1(&"Bones: the coach did not answer in time".into());
        for callback in callbacks {
            callback.emit(CoachAnswer::Refused(
                "the coach took too long to answer".into(),
            ));
        }
    }
}
