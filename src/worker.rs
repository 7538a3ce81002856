//! The AI web worker: receives a [`BotRequest`], runs the bot, replies.
//!
//! Bots are pure computation, so the only way a request can fail is a
//! panic. The release build aborts on panic, which would leave the page
//! waiting on a worker that can no longer answer; so a panic hook first
//! tells the page which request died (the page then starts a fresh worker
//! and asks again) and closes this worker.

use std::cell::RefCell;

use bones_engine::{Action, Bid};
use gloo_worker::{HandlerId, Registrable, Worker, WorkerScope};
use wasm_bindgen::JsCast;

use crate::protocol::{BotOutcome, BotPool, BotReply, BotRequest, Fault, JsonCodec, Ticket};

/// The worker's state: the bots it has made (every request is otherwise
/// self-contained; a bot keeps only reusable tables between requests).
#[derive(Debug)]
pub struct BotWorker {
    pool: BotPool,
}

/// The request being worked on, so the panic hook can answer it.
struct InFlight {
    scope: WorkerScope<BotWorker>,
    handler: HandlerId,
    ticket: Ticket,
}

thread_local! {
    static IN_FLIGHT: RefCell<Option<InFlight>> = const { RefCell::new(None) };
}

impl Worker for BotWorker {
    type Message = ();
    type Input = BotRequest;
    type Output = BotReply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        BotWorker {
            pool: BotPool::default(),
        }
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: BotRequest, handler: HandlerId) {
        let ticket = request.ticket;
        IN_FLIGHT.with(|f| {
            *f.borrow_mut() = Some(InFlight {
                scope: scope.clone(),
                handler,
                ticket,
            });
        });
        let outcome = match request.fault {
            None => self.pool.decide(&request),
            Some(Fault::Panic) => panic!("injected fault: the bot panicked"),
            // 29 is below every Texas 42 bid and not a play: never legal.
            Some(Fault::Illegal) => BotOutcome::Decided(crate::protocol::BotDecision {
                action: Action::Bid(Bid::Points(29)),
                evaluations: Vec::new(),
            }),
        };
        IN_FLIGHT.with(|f| f.borrow_mut().take());
        scope.respond(handler, BotReply { ticket, outcome });
    }
}

/// The worker binary's entry: install the panic hook, then serve requests.
pub fn register() {
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&format!("Bones AI worker: {message}").into());
        let in_flight = IN_FLIGHT.with(|f| f.try_borrow_mut().ok().and_then(|mut f| f.take()));
        if let Some(InFlight {
            scope,
            handler,
            ticket,
        }) = in_flight
        {
            scope.respond(
                handler,
                BotReply {
                    ticket,
                    outcome: BotOutcome::Crashed(message),
                },
            );
        }
        let global: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        global.close();
    }));
    BotWorker::registrar().encoding::<JsonCodec>().register();
}
