// Times the built AI worker in headless Chromium (not a test: a
// measurement). Sends each request of a JSON-lines file (made by
// `cargo run --example worker_requests -- hard`) to a fresh worker of the
// build in DIST, one at a time, and prints per game and moment the median,
// mean and largest time per decision, and the total.
//
//   node tests/e2e/bench-worker.mjs requests.jsonl [dist]
//
// The worker speaks gloo-worker's protocol through the page's JSON codec:
// it posts "WorkerLoaded", then answers {"ProcessInput":[id, request]}
// with {"ProcessOutput":[id, reply]}.

import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

import { serve } from './server.mjs';

const [file, distArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench-worker.mjs requests.jsonl [dist]');
  process.exit(2);
}
const dist = resolve(distArg ?? process.env.BONES_DIST ?? 'dist');
const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l));

const server = await serve(dist);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage();
await page.goto(`${server.url}/worker-loader.js`);
const times = await page.evaluate(async (requests) => {
  const worker = new Worker('/worker-loader.js');
  const next = () => new Promise((ok, fail) => {
    worker.onmessage = (e) => ok(JSON.parse(e.data));
    worker.onerror = (e) => fail(new Error(e.message));
  });
  const loaded = await next();
  if (loaded !== 'WorkerLoaded') throw new Error(`unexpected first message ${JSON.stringify(loaded)}`);
  worker.postMessage(JSON.stringify({ Connected: 1 }));
  const out = [];
  for (const r of requests) {
    const reply = next();
    const t0 = performance.now();
    worker.postMessage(JSON.stringify({ ProcessInput: [1, { bot: r }] }));
    const msg = await reply;
    const ms = performance.now() - t0;
    const outcome = msg.ProcessOutput[1].bot.outcome;
    if (!outcome.decided) throw new Error(`not decided: ${JSON.stringify(outcome)}`);
    out.push({ ms, action: outcome.decided.action });
  }
  worker.terminate();
  return out;
}, lines.map((l) => l.request));
await browser.close();
await server.close();

const groups = new Map();
lines.forEach((l, i) => {
  const key = `${l.game} ${l.moment}`;
  if (!groups.has(key)) groups.set(key, []);
  groups.get(key).push(times[i].ms);
});
const wasm = async (name) => {
  const { readdir } = await import('node:fs/promises');
  const f = (await readdir(dist)).find((n) => n.startsWith(name) && n.endsWith('.wasm'));
  return f ? (await stat(resolve(dist, f))).size : 0;
};
console.log(`dist ${dist}: worker wasm ${await wasm('worker')} bytes`);
console.log(`${'game moment'.padEnd(22)} ${'n'.padStart(3)} ${'median ms'.padStart(10)} ${'mean ms'.padStart(10)} ${'max ms'.padStart(10)}`);
let total = 0;
for (const [key, ms] of groups) {
  const sorted = [...ms].sort((a, b) => a - b);
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  total += ms.reduce((a, b) => a + b, 0);
  console.log(`${key.padEnd(22)} ${String(ms.length).padStart(3)} ${sorted[Math.floor(sorted.length / 2)].toFixed(0).padStart(10)} ${mean.toFixed(0).padStart(10)} ${sorted[sorted.length - 1].toFixed(0).padStart(10)}`);
}
if (process.env.BENCH_ACTIONS) {
  const { writeFile } = await import('node:fs/promises');
  await writeFile(process.env.BENCH_ACTIONS, lines.map((l, i) => `${l.game} ${l.moment} ${times[i].action}`).join('\n'));
}
console.log(`total ${(total / 1000).toFixed(1)} s for ${times.length} decisions; checksum ${times.map((t) => t.action).join(',').length}:${times.map((t) => t.action).join(',').split('').reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)}`);
