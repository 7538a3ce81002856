// Trunk post_build hook (Trunk.toml): finishes a release build of the page
// in Trunk's staging folder, before Trunk moves it to dist/.
//
// 1. The service worker: static/sw.js with the build's id and the list of
//    every file built (Trunk hashes names per build, so the list is only
//    known now), written as sw.js. Relative URLs, so one build works from
//    / and from a sub-path.
// 2. A Content-Security-Policy <meta>: only the page's own files, wasm
//    compilation ('wasm-unsafe-eval'), workers from the page's origin, and
//    the inline module script Trunk writes to start the app, allowed by
//    its SHA-256 (computed here, so it follows every build). Style
//    attributes are allowed (see below); no other inline code is.
// 3. <meta name="bones-build">: the app registers the service worker only
//    when it finds this, i.e. only in a release build made by this hook.
//
// `trunk serve` injects a live-reload script that talks over a WebSocket;
// such a page gets neither a service worker (it would serve stale files
// while you edit) nor a CSP. Debug builds get neither either.
//
// Run by hand on a built folder: `TRUNK_STAGING_DIR=dist TRUNK_PROFILE=release node scripts/pwa.mjs`.

import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const source = resolve(process.env.TRUNK_SOURCE_DIR ?? resolve(here, '..'));
const staging = resolve(process.env.TRUNK_STAGING_DIR ?? resolve(source, 'dist'));
const profile = process.env.TRUNK_PROFILE ?? 'release';
const htmlPath = join(staging, 'index.html');

const say = (msg) => console.log(`pwa: ${msg}`);

let html = await readFile(htmlPath, 'utf8');
if (html.includes('.well-known/trunk/ws') || html.includes('__TRUNK_ADDRESS__')) {
  say('trunk serve (live reload): no service worker, no CSP');
  process.exit(0);
}
if (profile !== 'release') {
  say(`${profile} build: no service worker, no CSP`);
  process.exit(0);
}
if (html.includes('name="bones-build"')) {
  throw new Error(`${htmlPath} was already finished by this hook`);
}

/** Every file under `dir`, as paths relative to it with `/` separators. */
async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path)));
    else out.push(relative(staging, path).split(sep).join('/'));
  }
  return out;
}

const built = (await files(staging)).filter((f) => f !== 'sw.js').sort();

// The build's id: a digest of every file's name and bytes, so the same
// build gives the same worker (no needless update) and any change a new one.
const digest = createHash('sha256');
for (const file of built) {
  digest.update(file).update('\0').update(await readFile(join(staging, file))).update('\0');
}
const build = digest.digest('hex').slice(0, 16);

// The start page is cached as './' (what a visit to the folder asks for).
const assets = built.map((f) => (f === 'index.html' ? './' : f));

const template = await readFile(join(source, 'static/sw.js'), 'utf8');
for (const token of ["'__BONES_BUILD__'", "['__BONES_ASSETS__']"]) {
  if (!template.includes(token)) throw new Error(`static/sw.js lacks ${token}`);
}
const worker = template
  .replace("'__BONES_BUILD__'", JSON.stringify(build))
  .replace("['__BONES_ASSETS__']", JSON.stringify(assets, null, 2));
await writeFile(join(staging, 'sw.js'), worker);

// Inline scripts (Trunk's loader), each allowed by its hash. The hash is
// over the exact text between the tags.
const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  .map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);

const policy = [
  "default-src 'none'",
  `script-src 'self' 'wasm-unsafe-eval' ${inline.join(' ')}`.trim(),
  "style-src 'self'",
  // Style *attributes* only (Yew sets a few computed values through them:
  // a tile's stacking order, a CSS variable). They cannot run script, and
  // any url() in them is still bound by img-src/font-src 'self'.
  "style-src-attr 'unsafe-inline'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

// Right after <meta charset> (or <head>): a policy only covers what
// comes after it.
const head = html.match(/<meta charset[^>]*>/i) ?? html.match(/<head[^>]*>/);
if (!head) throw new Error(`${htmlPath} has no <head>`);
const metas = `\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`
  + `\n    <meta name="bones-build" content="${build}" />`;
html = html.replace(head[0], head[0] + metas);
await writeFile(htmlPath, html);

say(`build ${build}: sw.js caches ${assets.length} files; CSP allows ${inline.length} inline script(s) by hash`);
