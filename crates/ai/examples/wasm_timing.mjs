// Runs the WASI build of examples/wasm_timing.rs under Node's built-in
// WASI (Node 20+): node wasm_timing.mjs path/to/wasm_timing.wasm [args...]
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';
import { argv } from 'node:process';

const [path, ...args] = argv.slice(2);
const wasi = new WASI({ version: 'preview1', args: ['wasm_timing', ...args] });
const module = await WebAssembly.compile(await readFile(path));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
wasi.start(instance);
