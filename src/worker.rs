//! The AI web worker: receives a [`WorkerRequest`] — a bot's move, or a
//! coach question ([`crate::coach`]) — works it out and replies.
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

use crate::coach::{self, CoachAnswer, CoachReply, CoachTicket};
use crate::protocol::{
    BotOutcome, BotPool, BotReply, Fault, JsonCodec, Ticket, WorkerReply, WorkerRequest,
};

/// The worker's state: the bots it has made (every request is otherwise
/// self-contained; a bot keeps only reusable tables between requests).
#[derive(Debug)]
pub struct BotWorker {
    pool: BotPool,
}

/// Which request is being worked on.
#[derive(Copy, Clone)]
enum Asked {
    Bot(Ticket),
    Coach(CoachTicket),
}

/// The request being worked on, so the panic hook can answer it.
struct InFlight {
    scope: WorkerScope<BotWorker>,
    handler: HandlerId,
    asked: Asked,
}

thread_local! {
    static IN_FLIGHT: RefCell<Option<InFlight>> = const { RefCell::new(None) };
}

impl Worker for BotWorker {
    type Message = ();
    type Input = WorkerRequest;
    type Output = WorkerReply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        BotWorker {
            pool: BotPool::default(),
        }
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: WorkerRequest, handler: HandlerId) {
        let request = match request {
            WorkerRequest::Bot(request) => request,
            WorkerRequest::Coach(request) => {
                let ticket = request.ticket;
                in_flight(scope, handler, Asked::Coach(ticket));
                let answer = coach::answer(&mut self.pool, &request);
                IN_FLIGHT.with(|f| f.borrow_mut().take());
                scope.respond(handler, WorkerReply::Coach(CoachReply { ticket, answer }));
                return;
            }
        };
        let ticket = request.ticket;
        in_flight(scope, handler, Asked::Bot(ticket));
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
        scope.respond(handler, WorkerReply::Bot(BotReply { ticket, outcome }));
    }
}

/// Records the request being worked on, for the panic hook.
fn in_flight(scope: &WorkerScope<BotWorker>, handler: HandlerId, asked: Asked) {
    IN_FLIGHT.with(|f| {
        *f.borrow_mut() = Some(InFlight {
            scope: scope.clone(),
            handler,
            asked,
        });
    });
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
            asked,
        }) = in_flight
        {
            let reply = match asked {
                Asked::Bot(ticket) => WorkerReply::Bot(BotReply {
                    ticket,
                    outcome: BotOutcome::Crashed(message),
                }),
                Asked::Coach(ticket) => WorkerReply::Coach(CoachReply {
                    ticket,
                    answer: CoachAnswer::Refused(format!("the coach crashed ({message})")),
                }),
            };
            scope.respond(handler, reply);
        }
        let global: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        global.close();
    }));
    BotWorker::registrar().encoding::<JsonCodec>().register();
}
