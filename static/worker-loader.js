// Starts the AI worker: wasm-bindgen's glue for the `worker` binary
// (worker.js, built by Trunk next to this file), then its wasm.
importScripts('./worker.js');
wasm_bindgen({ module_or_path: './worker_bg.wasm' });
