// Offline, installable, hosted: after one visit the page loads and plays
// with no network; a build for a sub-path (GitHub Pages) works from there;
// every request the page makes stays on its origin and the
// Content-Security-Policy refuses nothing.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

import {
  DIST, PHONE, ROOT, bid, declare, newGame, open, playHand, screenshot, setup, untappable, waitForPlayer,
} from './helpers.mjs';
import { serve } from './server.mjs';
import { playTiles, tableState, violations, waitForServiceWorker, watch } from './keep.mjs';

const play = { waitForPlayer, bid, declare };
// Built by scripts/test.sh with `--public-url /bones/`.
const SUBPATH_DIST = process.env.BONES_SUBPATH_DIST ?? resolve(ROOT, 'target/dist-bones');
const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

// Each test takes seconds: one that hangs fails by name, well before the
// whole file's time runs out (which reports nothing of where it stopped).
const PER_TEST = { timeout: 120_000 };

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** A new page of `context` at `url` (with `query`), once the service
 *  worker controls it, and the errors it logs or throws. */
async function installed(context, url, query = '?seed=61&speed=instant') {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${url}/${query}`);
  await page.waitForSelector('.app');
  await waitForServiceWorker(page);
  return { page, errors };
}

/** The name of the newer build the deploying tests put up. */
const NEWER = '0newer0build0';

/** The build the page is of. */
const buildOf = (page) => page.evaluate(() => document.querySelector('meta[name="bones-build"]').content);

/** The page's offer to reload into a newer build. */
const offer = (page) => page.locator('[data-testid="update-offer"]');

/**
 * Runs `body({ root, server, context })` on a copy of the build served
 * (with `serveOptions`) from a folder of its own, so that the test can
 * deploy a newer one over it, and a browser context of its own (of
 * `device`; a desktop's if none). Closed and
 * removed whatever happens: the server left open would keep the test's
 * process alive.
 */
async function onACopy(serveOptions, body, device = {}) {
  const root = await mkdtemp(join(tmpdir(), 'bones-deploy-'));
  await cp(DIST, root, { recursive: true });
  const server = await serve(root, serveOptions);
  const context = await env.browser.newContext(device);
  try {
    await body({ root, server, context });
  } finally {
    await context.close();
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
}

/** Deploys a newer build over the copy at `root`: its sw.js (`sw`, else
 *  the one there) names build `newer` (NEWER if not given) instead of
 *  `built`. */
async function deployNewer(root, built, sw, newer = NEWER) {
  const text = sw ?? await readFile(join(root, 'sw.js'), 'utf8');
  assert.ok(text.includes(JSON.stringify(built)), 'sw.js names its build');
  await writeFile(join(root, 'sw.js'), text.replace(JSON.stringify(built), JSON.stringify(newer)));
}

/** Brings `page` back into view 16 minutes after it last looked for a
 *  newer sw.js (the clock moved on), so that it looks again. */
function backInView(page) {
  return page.evaluate(() => {
    const now = Date.now;
    Date.now = () => now() + 16 * 60_000;
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Plays one tile by two clicks (pick up, play). */
async function clickTwice(page, tile) {
  await tile.click();
  await page.locator('.hand .hand-tile.selected').click();
}

test('after one visit the page opens again with the network off, from the installed app\'s shortcut to a game, and plays a whole hand', PER_TEST, async () => {
  // Its own server, so it can be stopped.
  const server = await serve(DIST);
  const context = await env.browser.newContext();
  const { page, errors } = await installed(context, server.url);
  // The service worker caches this build's files, named after the build.
  const caches = await page.evaluate(async () => {
    const keys = await caches.keys();
    const build = document.querySelector('meta[name="bones-build"]').content;
    return { keys, build, files: (await (await caches.open(keys[0])).keys()).map((r) => new URL(r.url).pathname) };
  });
  assert.deepEqual(caches.keys, [`bones-${caches.build}`]);
  for (const f of ['/', '/worker.js', '/worker_bg.wasm', '/worker-loader.js', '/manifest.webmanifest', '/icons/icon-512.png']) {
    assert.ok(caches.files.includes(f), `${f} is cached: ${caches.files}`);
  }
  // Trunk's hash is a 64-bit number in hex without leading zeros: 1 to 16 digits.
  assert.ok(caches.files.some((f) => /^\/app-[0-9a-f]{1,16}_bg\.wasm$/.test(f)), 'the hashed app wasm is cached');

  await server.close();
  await context.setOffline(true);
  // Opened as the installed app's shortcut to a game opens it.
  await page.goto(`${server.url}/?game=euchre&seed=61&speed=instant`);
  await page.waitForSelector('[data-setup="euchre"]');
  await page.click('.game-card[data-game="texas42"]');
  await newGame(page);
  const played = await playHand(page, clickTwice);
  assert.ok(played >= 1, 'the player played tiles offline');
  assert.ok(await page.locator('[data-hand-summary]').count(), 'the hand was scored offline');
  await screenshot(page, 'offline-hand-summary');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a page served from the cache starts its own build\'s AI worker, not a newer one the network already offers; taken over by a newer service worker, it keeps its build\'s files for its coach', PER_TEST, async () => {
  // A copy of the build, to deploy a newer one over; the start page slowed
  // past the service worker's wait for the network (4 s), so the cached
  // page is served, while every other file comes at once: a phone on a
  // poor connection just after a new version went up.
  let slow = false;
  await onACopy({ delay: (path) => (slow && path === '/' ? 6_000 : 0) }, async ({ root, server, context }) => {
    const { page, errors } = await installed(context, server.url);
    // The newer build's worker, whose messages this page could not read:
    // here, one that never starts.
    await writeFile(join(root, 'worker.js'), '// a newer build\'s worker\n');
    slow = true;
    const asked = Date.now();
    await page.goto(`${server.url}/?seed=61&speed=instant`);
    await page.waitForSelector('.app');
    assert.ok(Date.now() - asked < 6_000, 'the cached page was served, not the slowed one');
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    // A whole hand, the bots answering: a worker that never started would
    // be waited for 20 s, then started again, and the page would say so
    // ("the AI worker did not answer").
    assert.ok(await playHand(page, clickTwice) >= 1, 'the player played tiles');
    assert.ok(await page.locator('[data-hand-summary]').count(), 'the hand was scored');

    // The newer build's service worker installs and takes this page over.
    // The page's build's cache stays, the newest before the new one, so its
    // coach, whose worker starts at the first hint, is still of its build.
    const built = await buildOf(page);
    await deployNewer(root, built);
    // Read once the new worker is activated, its old caches deleted (the
    // page's controller changes before that).
    const keys = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration.update();
      const fresh = registration.installing ?? registration.waiting ?? registration.active;
      await new Promise((ok) => {
        const done = () => fresh.state === 'activated' && ok();
        fresh.addEventListener('statechange', done);
        done();
      });
      return caches.keys();
    });
    assert.deepEqual(keys, [`bones-${built}`, `bones-${NEWER}`]);
    await page.click('[data-testid="next-hand"]');
    await waitForPlayer(page);
    await page.click('[data-testid="hint"]');
    await page.locator('.hint-card[data-hint]').waitFor({ timeout: 15_000 });
    assert.deepEqual(errors, []);
  });
});

test('a page of an earlier build, taken over by a newer deploy\'s service worker, offers a reload that resumes its game; a page of the service worker\'s own build is offered nothing', PER_TEST, async () => {
  const told = (page, n) => page.waitForFunction((n) => window.__told.length >= n && window.__told, n)
    .then((h) => h.jsonValue());
  await onACopy({}, async ({ root, server, context }) => {
    // What the service workers tell the pages, as they tell it.
    await context.addInitScript(() => {
      window.__told = [];
      navigator.serviceWorker?.addEventListener('message', (e) => window.__told.push(e.data));
    });
    const { page, errors } = await installed(context, server.url);
    const built = await buildOf(page);
    // The first service worker, of the page's own build, said so: no offer.
    assert.deepEqual(await told(page, 1), [{ bones: 'build', build: built }]);
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    await playTiles(page, 3, play);
    // A second tab of the game, opened before the deploy.
    const { page: other, errors: otherErrors } = await installed(context, server.url, '');
    assert.equal(await offer(page).count() + await offer(other).count(), 0);

    // A deploy. The page, brought back into view a while after it loaded
    // (15 minutes: the clock moved on), looks for a newer sw.js itself.
    await deployNewer(root, built);
    await backInView(page);
    await offer(page).waitFor();
    await offer(other).waitFor();
    assert.deepEqual((await told(other, 1)).at(-1), { bones: 'build', build: NEWER });
    assert.match(await offer(page).textContent(), /new version of Bones is ready/);
    await screenshot(page, 'update-offer');

    // "Later" puts the offer away; the game goes on.
    await other.click('[data-testid="update-later"]');
    assert.equal(await offer(other).count(), 0);
    // "Reload" reloads, and the saved game comes back as it was.
    const before = await tableState(page);
    await Promise.all([page.waitForEvent('load'), page.click('[data-testid="update-reload"]')]);
    await page.waitForSelector('.app[data-phase="playing"]');
    assert.deepEqual(await tableState(page), before);
    // The new service worker, already in charge, tells the page nothing.
    assert.equal(await offer(page).count(), 0);
    // "Later" put off that build only: a deploy after it is offered again.
    await deployNewer(root, NEWER, undefined, `${NEWER}2`);
    await backInView(other);
    await offer(other).waitFor();
    assert.ok((await told(other, 2)).some((m) => m.build === `${NEWER}2`), 'told of the second deploy');
    assert.deepEqual(errors, []);
    assert.deepEqual(otherErrors, []);
  });
});

test('on a small phone the offer to reload hangs over the top bar, where the walkthrough\'s strip lies: the strip steps aside until the offer is answered, then is back and answers taps', PER_TEST, async () => {
  await onACopy({}, async ({ root, server, context }) => {
    const { page, errors } = await installed(context, server.url);
    await newGame(page);
    const tour = page.locator('[data-testid="tour"]');
    const shown = () => tour.evaluate((e) => getComputedStyle(e).visibility);
    assert.equal(await shown(), 'visible');
    await deployNewer(root, await buildOf(page));
    await backInView(page);
    await offer(page).waitFor();
    assert.equal(await shown(), 'hidden', 'the strip under the offer');
    assert.deepEqual(await untappable(page, '[data-testid="update-offer"] button'), []);
    await screenshot(page, 'phone-update-offer-walkthrough');
    await page.click('[data-testid="update-later"]');
    assert.equal(await offer(page).count(), 0);
    assert.equal(await shown(), 'visible');
    assert.deepEqual(await untappable(page, '[data-testid="tour"] button'), []);
    const step = await tour.getAttribute('data-step');
    await page.click('[data-testid="tour-ok"]');
    await page.waitForFunction((step) => document.querySelector('[data-testid="tour"]')?.dataset.step !== step, step);
    assert.deepEqual(errors, []);
  }, { ...PHONE, viewport: { width: 360, height: 640 } });
});

test('a page that could not look for a new version (offline) looks again as soon as the browser says the network is back, and offers it', PER_TEST, async () => {
  // Counts the browser's requests for sw.js (its looks for a new version).
  let looks = 0;
  await onACopy({ delay: (path) => { if (path === '/sw.js') looks += 1; return 0; } }, async ({ root, server, context }) => {
    const { page, errors } = await installed(context, server.url);
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    await playTiles(page, 2, play);
    // No network for sw.js (Playwright's offline mode does not reach the
    // browser's own requests for it, so the file is taken away instead).
    const sw = await readFile(join(root, 'sw.js'), 'utf8');
    await rm(join(root, 'sw.js'));
    const before = looks;
    await page.reload();
    await page.waitForSelector('.app[data-phase="playing"]');
    // The browser's own look after the navigation, in vain.
    for (let i = 0; looks === before && i < 100; i += 1) await page.waitForTimeout(100);
    assert.ok(looks > before, 'the browser looked for sw.js after the reload');
    // Deployed meanwhile.
    const built = await buildOf(page);
    await deployNewer(root, built, sw);
    await page.waitForTimeout(500);
    assert.equal(await offer(page).count(), 0, 'nothing has looked since');
    // The network is back, as the browser tells a page.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await offer(page).waitFor({ timeout: 15_000 });
    assert.deepEqual(errors, []);
  });
});

test('the service worker takes every hashed file from the cache first, whatever the hash\'s length', PER_TEST, async () => {
  const source = await readFile(resolve(DIST, 'sw.js'), 'utf8');
  const [, pattern, flags] = source.match(/const HASHED = \/(.+)\/([a-z]*);/);
  const hashed = new RegExp(pattern, flags);
  const built = await readdir(DIST, { recursive: true });
  // Trunk's names in this build, and the same with a hash that began
  // with 0 (Trunk writes it without: 15 digits). This build's own hashes
  // may be 15 digits already (one in sixteen): a run of 12 or more hex
  // digits is a hash, where a fixed name has none.
  const trunk = built.filter((f) => /-[0-9a-f]{12,16}(_bg)?\.[a-z]+$/.test(f));
  assert.ok(trunk.length >= 4, `Trunk's hashed files: ${trunk}`);
  for (const f of [...trunk, ...trunk.map((f) => f.replace(/-[0-9a-f]/, '-'))]) {
    assert.ok(hashed.test(`/${f}`), `cache first: ${f}`);
  }
  const fixed = built.filter((f) => !trunk.includes(f) && /\.[a-z]+$/.test(f));
  assert.ok(fixed.includes('worker.js') && fixed.includes('icons/icon-192.png'), `fixed names: ${fixed}`);
  for (const f of fixed) assert.ok(!hashed.test(`/${f}`), `network first: ${f}`);
});

test('a build for a sub-path (--public-url /bones/) is served and played from /bones/', { ...PER_TEST, skip: !existsSync(SUBPATH_DIST) && `no sub-path build at ${SUBPATH_DIST}` }, async () => {
  const server = await serve(SUBPATH_DIST, { prefix: '/bones/' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ARGS });
  try {
    const context = await browser.newContext();
    const failed = [];
    context.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
    const { requests } = await watch(context);
    assert.match(server.url, /\/bones$/);
    const { page, errors } = await installed(context, server.url, '?seed=62&speed=instant');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(new URL(scope).pathname, '/bones/');
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]').href;
      const m = await (await fetch(href)).json();
      const at = (url) => { const u = new URL(url, href); return u.pathname + u.search; };
      return { href, start: at(m.start_url), scope: at(m.scope), shortcuts: m.shortcuts.map((s) => at(s.url)) };
    });
    assert.equal(new URL(manifest.href).pathname, '/bones/manifest.webmanifest');
    assert.equal(manifest.start, '/bones/');
    assert.equal(manifest.scope, '/bones/');
    assert.deepEqual(manifest.shortcuts, ['texas42', 'texas88', 'big-game', 'euchre'].map((g) => `/bones/?game=${g}`));
    await newGame(page);
    await playTiles(page, 2, play);
    assert.equal((await tableState(page)).phase, 'playing');
    for (const url of requests) assert.ok(new URL(url).pathname.startsWith('/bones/'), `under /bones/: ${url}`);
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
});

test('every request stays on the page\'s origin and the CSP refuses nothing', PER_TEST, async () => {
  const context = await env.browser.newContext();
  const { requests } = await watch(context);
  const page = await context.newPage();
  const errors = [];
  // (Chromium's notice about Trunk's `integrity` on the wasm preload is
  // about the browser, as in helpers.mjs.)
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && !m.text().includes('crbug.com/981419'))) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${env.url}/?seed=63&speed=instant`);
  await page.waitForSelector('.app');
  const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  assert.doesNotMatch(csp, /script-src[^;]*'unsafe-inline'/);
  await newGame(page);
  await playHand(page, clickTwice);
  await page.click('[data-testid="next-hand"]');
  await page.waitForSelector('[data-hand-summary]', { state: 'detached' });
  // The "Game" sheet too (deal link, statistics).
  await page.click('[data-testid="game-menu-open"]');
  await page.waitForSelector('[data-testid="game-menu"]');
  assert.ok(requests.length > 5, `requests were seen: ${requests.length}`);
  const origin = new URL(env.url).origin;
  const away = requests.filter((u) => new URL(u).origin !== origin && !u.startsWith('blob:') && !u.startsWith('data:'));
  assert.deepEqual(away, [], 'no request leaves 127.0.0.1');
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});
