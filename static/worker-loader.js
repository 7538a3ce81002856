// Starts the AI worker: wasm-bindgen's glue for the `worker` binary
// (worker.js, built by Trunk next to this file), then its wasm. A release
// page asks for this file with its build (worker-loader.js?build=ID), and
// the query goes on to both: the service worker serves all three from that
// build's cache, so a page and its worker are always of one build.
const build = self.location.search;
importScripts(`./worker.js${build}`);
wasm_bindgen({ module_or_path: `./worker_bg.wasm${build}` });
