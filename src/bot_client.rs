//! The page's side of the AI worker: asks for one decision at a time,
//! paces the answer so a person can follow it, drops stale answers, and
//! restarts a worker that dies or stops answering.
//!
//! Answers go back to the store as `(Ticket, Action)`; the store checks
//! the ticket against the game (stale answers change nothing) and asks the
//! engine whether the action is legal.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use bones_engine::Action;
use gloo_timers::callback::Timeout;
use gloo_worker::{Spawnable, WorkerBridge};
use yew::Callback;

use crate::protocol::{
    BotOutcome, BotReply, BotRequest, JsonCodec, Ticket, WorkerReply, WorkerRequest,
};
use crate::worker::BotWorker;

/// How long a worker may take to answer before it is presumed dead. Bots
/// budget their work in samples and nodes; this only catches a worker that
/// will never answer.
pub const WATCHDOG_MS: u32 = 20_000;

/// Fresh workers tried for one request before the engine's first legal
/// action is played instead.
pub const MAX_RESTARTS: u8 = 3;

/// A decision the page waits for.
struct Pending {
    request: BotRequest,
    asked_at: f64,
    pace_ms: u32,
    restarts: u8,
    watchdog: Option<Timeout>,
    pacer: Option<Timeout>,
}

struct Inner {
    script: String,
    bridge: Option<WorkerBridge<BotWorker>>,
    pending: Option<Pending>,
    deliver: Callback<(Ticket, Action)>,
}

/// The connection to the AI worker. Cheap to clone (shared).
#[derive(Clone)]
pub struct BotClient {
    inner: Rc<RefCell<Inner>>,
}

impl PartialEq for BotClient {
    fn eq(&self, other: &BotClient) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

fn now_ms() -> f64 {
    js_sys::Date::now()
}

fn console_error(text: &str) {
    web_sys::console::error_1(&text.into());
}

impl BotClient {
    /// A client for the worker started by the loader script at `script`
    /// (relative to the page, so the app works from a sub-path).
    /// Decisions go to `deliver`.
    #[must_use]
    pub fn new(script: &str, deliver: Callback<(Ticket, Action)>) -> BotClient {
        BotClient {
            inner: Rc::new(RefCell::new(Inner {
                script: script.to_owned(),
                bridge: None,
                pending: None,
                deliver,
            })),
        }
    }

    /// Asks for a decision; its answer is delivered no sooner than
    /// `pace_ms` after now. Asking again for the same ticket does nothing;
    /// a different ticket replaces the request waited on.
    pub fn ask(&self, request: BotRequest, pace_ms: u32) {
        {
            let inner = self.inner.borrow();
            if inner
                .pending
                .as_ref()
                .is_some_and(|p| p.request.ticket == request.ticket)
            {
                return;
            }
        }
        self.inner.borrow_mut().pending = Some(Pending {
            request,
            asked_at: now_ms(),
            pace_ms,
            restarts: 0,
            watchdog: None,
            pacer: None,
        });
        self.send();
    }

    /// Stops waiting (the game moved on); a late answer will be dropped.
    pub fn cancel(&self) {
        self.inner.borrow_mut().pending = None;
    }

    /// Sends the pending request to the worker, starting one if needed,
    /// and arms the watchdog.
    fn send(&self) {
        let weak = Rc::downgrade(&self.inner);
        let mut inner = self.inner.borrow_mut();
        let inner = &mut *inner;
        let Some(pending) = inner.pending.as_mut() else {
            return;
        };
        if inner.bridge.is_none() {
            let weak = weak.clone();
            let mut spawner = BotWorker::spawner();
            spawner.callback(move |reply| {
                // This worker only ever gets bot requests.
                if let WorkerReply::Bot(reply) = reply {
                    BotClient::on_reply(&weak, reply);
                }
            });
            inner.bridge = Some(
                spawner
                    .encoding::<JsonCodec>()
                    .spawn_with_loader(&inner.script),
            );
        }
        if let Some(bridge) = &inner.bridge {
            bridge.send(WorkerRequest::Bot(pending.request.clone()));
        }
        let ticket = pending.request.ticket;
        pending.watchdog = Some(Timeout::new(WATCHDOG_MS, move || {
            BotClient::on_silence(&weak, ticket);
        }));
    }

    fn upgrade(weak: &Weak<RefCell<Inner>>) -> Option<BotClient> {
        weak.upgrade().map(|inner| BotClient { inner })
    }

    fn on_reply(weak: &Weak<RefCell<Inner>>, reply: BotReply) {
        let Some(client) = BotClient::upgrade(weak) else {
            return;
        };
        let waiting = client
            .inner
            .borrow()
            .pending
            .as_ref()
            .is_some_and(|p| p.request.ticket == reply.ticket);
        match reply.outcome {
            BotOutcome::Crashed(message) => {
                // The worker closes itself after reporting a panic.
                client.inner.borrow_mut().bridge = None;
                console_error(&format!("Bones: the AI worker died ({message})"));
                if waiting {
                    client.restart("it died");
                }
            }
            _ if !waiting => {} // stale: the game has moved on
            BotOutcome::Refused(reason) => {
                console_error(&format!("Bones: the AI worker refused a request: {reason}"));
                client.give_up();
            }
            BotOutcome::Decided(decision) => {
                let ticket = reply.ticket;
                let action = decision.action;
                let delay = {
                    let inner = client.inner.borrow();
                    let Some(p) = inner.pending.as_ref() else {
                        return;
                    };
                    (f64::from(p.pace_ms) - (now_ms() - p.asked_at)).max(0.0)
                };
                if delay < 1.0 {
                    client.deliver(ticket, action);
                } else {
                    let weak = weak.clone();
                    // Truncation is fine: the delay is at most the pace.
                    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
                    let ms = delay as u32;
                    let pacer = Timeout::new(ms, move || {
                        if let Some(client) = BotClient::upgrade(&weak) {
                            client.deliver(ticket, action);
                        }
                    });
                    if let Some(p) = client.inner.borrow_mut().pending.as_mut() {
                        p.watchdog = None;
                        p.pacer = Some(pacer);
                    }
                }
            }
        }
    }

    fn on_silence(weak: &Weak<RefCell<Inner>>, ticket: Ticket) {
        let Some(client) = BotClient::upgrade(weak) else {
            return;
        };
        let waiting = client
            .inner
            .borrow()
            .pending
            .as_ref()
            .is_some_and(|p| p.request.ticket == ticket && p.pacer.is_none());
        if waiting {
            console_error(&format!(
                "Bones: the AI worker did not answer within {} s",
                WATCHDOG_MS / 1000
            ));
            client.restart("it stopped answering");
        }
    }

    /// Replaces the worker and asks again, or gives up after
    /// [`MAX_RESTARTS`] fresh workers.
    fn restart(&self, why: &str) {
        let retry = {
            let mut inner = self.inner.borrow_mut();
            inner.bridge = None; // dropping the bridge tells the worker to close
            match inner.pending.as_mut() {
                Some(p) if p.restarts < MAX_RESTARTS => {
                    p.restarts += 1;
                    // A deliberately injected fault is delivered once.
                    p.request.fault = None;
                    true
                }
                Some(_) => false,
                None => return,
            }
        };
        if retry {
            web_sys::console::warn_1(&format!("Bones: restarting the AI worker ({why})").into());
            self.send();
        } else {
            self.give_up();
        }
    }

    /// Plays the engine's first legal action for the bot (from the view
    /// the request carried), so the game never stalls.
    fn give_up(&self) {
        let fallback = {
            let inner = self.inner.borrow();
            inner
                .pending
                .as_ref()
                .and_then(|p| Some((p.request.ticket, *p.request.view.legal.first()?)))
        };
        if let Some((ticket, action)) = fallback {
            console_error(&format!(
                "Bones: no answer from the AI; playing \"{action}\" for it"
            ));
            self.deliver(ticket, action);
        }
    }

    fn deliver(&self, ticket: Ticket, action: Action) {
        let deliver = {
            let mut inner = self.inner.borrow_mut();
            if !inner
                .pending
                .as_ref()
                .is_some_and(|p| p.request.ticket == ticket)
            {
                return;
            }
            inner.pending = None;
            inner.deliver.clone()
        };
        // Emitted with no borrow held: the store's update may ask again.
        deliver.emit((ticket, action));
    }
}
