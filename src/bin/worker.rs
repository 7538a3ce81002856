//! The AI web worker binary (Trunk builds it from `index.html`'s
//! `data-type="worker"` link into `worker.js` + `worker_bg.wasm`).

fn main() {
    bones::worker::register();
}
