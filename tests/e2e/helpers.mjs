// Shared helpers for the browser tests: a served build, Debian's Chromium
// through playwright-core, and a player who acts through the UI only.

import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

import { BLANK, serve } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = resolve(here, '../..');
export const DIST = process.env.BONES_DIST ?? resolve(ROOT, 'dist');
export const SHOTS = resolve(ROOT, 'test-artifacts/screenshots');

// Chromium flags that work as root in a container, with no network use.
const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  hasTouch: true,
  isMobile: true,
};

/** Starts the server and the browser; returns { url, browser, close }. */
export async function setup() {
  const server = await serve(DIST);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ARGS,
  });
  return {
    url: server.url,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Opens the page in a fresh context. `errors` collects console errors and
 * uncaught exceptions, `warnings` console warnings (page and worker).
 * `init`, a function, runs in the page before the page's own scripts
 * (to watch what the page does from its start). `clock`, a Date, is the
 * time the page's clock shows throughout.
 */
export async function open(env, { device = DESKTOP, query = '', init, clock } = {}) {
  const context = await env.browser.newContext(device);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  // The page's clock stopped at `clock` (its timers still run).
  if (clock) await page.clock.setFixedTime(clock);
  const errors = [];
  const warnings = [];
  const listen = (where) => (m) => {
    if (m.type() === 'error') errors.push(`${where}${m.text()}`);
    // Chromium's notice about the `integrity` Trunk puts on its wasm
    // preload link is about the browser, not the page.
    if (m.type() === 'warning' && !m.text().includes('crbug.com/981419')) warnings.push(`${where}${m.text()}`);
  };
  page.on('console', listen(''));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('worker', (w) => w.on('console', listen('worker: ')));
  await page.goto(`${env.url}/${query}`);
  await page.waitForSelector('.app');
  return { context, page, errors, warnings };
}

/** Turns "End a hand as soon as it is decided" off on the setup screen,
 *  so hands play all their tricks. */
export async function playEveryTrick(page) {
  const box = page.locator('#opt-early-end');
  if (await box.isChecked()) await box.click();
  await page.waitForFunction(() => !document.querySelector('#opt-early-end').checked);
}

/** On the setup screen: chooses a game (`texas42`, `texas88`, `big-game`,
 *  `euchre`), Euchre's number of players, and the bots' level. */
export async function chooseGame(page, game, { players, level } = {}) {
  await page.click(`[data-game="${game}"]`);
  if (players) await page.click(`[data-players="${players}"]`);
  if (level) await page.click(`[data-level="${level}"]`);
  await page.waitForSelector(`[data-setup="${game}"]`);
}

/** What changes when the table moves on (see `andWait`): given what it
 *  was (`before`), whether it has changed. A function, not a string, for
 *  `waitForFunction`: the page's policy forbids evaluating strings, which
 *  a string predicate needs from its second poll on. */
function tableMoved(before) {
  const app = document.querySelector('.app');
  const now = [
    document.querySelectorAll('.log-list li').length, app.dataset.phase, app.dataset.myTurn,
    app.dataset.pause, document.querySelectorAll('.hand .hand-tile').length,
    document.querySelectorAll('.kitty-slot.filled').length,
    !!document.querySelector('[data-hand-summary]'), !!document.querySelector('[data-game-over]'),
    !!document.querySelector('[data-panel="lead"]'),
  ].join('|');
  return before === undefined ? now : now !== before;
}

/** Runs `act` (a click...), then waits until the table shows its effect:
 *  a log line, a phase, a turn, a tile or a kitty slot changed. */
export async function andWait(page, act) {
  const before = await page.evaluate(tableMoved);
  await act();
  await page.waitForFunction(tableMoved, before);
}

/** Switches the bidding advisor on in the settings, as a player does. */
export async function switchAdvisorOn(page) {
  await page.click('[data-testid="settings"]');
  await page.locator('[data-testid="advisor-toggle"]').check();
  await page.click('.sheet.settings .sheet-foot .btn');
}

export async function newGame(page) {
  await page.click('[data-testid="new-game"], [data-testid="top-new-game"]');
  await page.waitForSelector('.app[data-game]');
}

/** The app's state as its root element exposes it. */
export function state(page) {
  return page.evaluate(() => {
    const app = document.querySelector('.app');
    return {
      phase: app.dataset.phase,
      turn: app.dataset.turn,
      myTurn: app.dataset.myTurn === 'true',
      pause: app.dataset.pause,
      hand: Number(app.dataset.hand),
      summary: !!document.querySelector('[data-hand-summary]'),
      over: !!document.querySelector('[data-game-over]'),
      tiles: document.querySelectorAll('.hand .hand-tile').length,
    };
  });
}

/** Resolves once the page has stopped changing for a moment. Yew's
 *  scheduler hands the browser back control mid-update when an update runs
 *  past 16 ms (it goes on in a `setTimeout`), so on a slow machine a test
 *  can catch the root element updated and a component inside it not yet
 *  (the walkthrough's card still on the last step). Each round waits past
 *  such a continuation (a timer of 0 ms, clamped to at most 4 ms) and looks
 *  for changes it made. */
export function settled(page) {
  return page.evaluate(() => new Promise((resolve) => {
    let changed = false;
    const watch = new MutationObserver(() => { changed = true; });
    watch.observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true });
    let rounds = 0;
    const round = () => {
      rounds += 1;
      if (!changed || rounds > 50) {
        watch.disconnect();
        resolve();
        return;
      }
      changed = false;
      setTimeout(round, 6);
    };
    changed = true;
    setTimeout(round, 6);
  }));
}

/** Waits until the player must act, a hand summary shows, or the game ends,
 *  and the page has settled. */
export async function waitForPlayer(page, timeout = 30_000) {
  await page.waitForFunction(() => {
    const app = document.querySelector('.app');
    return app.dataset.myTurn === 'true'
      || document.querySelector('[data-hand-summary]')
      || document.querySelector('[data-game-over]');
  }, null, { timeout });
  await settled(page);
  return state(page);
}

const lastEnter = new WeakMap();

/** Presses Enter as a player does, never as the second press of a double
 *  press: the page holds those back when it has moved focus since the
 *  first (src/components/focus.rs), so at least 450 ms after the last.
 *  With `hold`, the key stays down. */
export async function pressEnter(page, { hold = false } = {}) {
  const wait = (lastEnter.get(page) ?? 0) + 450 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  if (hold) await page.keyboard.down('Enter');
  else await page.keyboard.press('Enter');
  lastEnter.set(page, Date.now());
}

/** Bids: passes when allowed, else (forced dealer) the lowest bid offered. */
export async function bid(page) {
  const pass = page.locator('[data-panel="bidding"] [data-action="pass"]');
  if (await pass.count()) await pass.first().click();
  else await page.locator('[data-panel="bidding"] .bid-btn').first().click();
}

/** Bids the top points bid while one is open (so the contract, and the
 *  kitty or spare, comes to the player), else acts as `bid` does. Where
 *  the ladder is paged (phones, short wide windows) the higher bids are on
 *  a page of their own, behind "Higher: ...". */
export async function bidTop(page) {
  const more = page.locator('[data-testid="more-bids"][data-page="lower"]:visible');
  if (await more.count()) await more.click();
  const bids = page.locator('[data-panel="bidding"] .bid-btn.points');
  await andWait(page, async () => ((await bids.count()) ? bids.last().click() : bid(page)));
}

/** Names trump: the first choice offered. */
export async function declare(page) {
  await page.locator('[data-panel="declare"] .declare-btn').first().click();
}

/** Picks the first tiles the hand offers, as many as the kitty's (spare's,
 *  turn-up's) panel asks for, each waited for on the table. */
export async function chooseDiscards(page) {
  const need = Number(await page.locator('[data-panel="kitty"]').getAttribute('data-needed'));
  for (let k = 0; k < need; k += 1) {
    await andWait(page, () => page.locator('.hand .hand-tile[data-legal="true"]').first().click());
  }
}

/** Puts down the first tiles the hand offers and confirms them. */
export async function putDown(page) {
  await chooseDiscards(page);
  await andWait(page, () => page.click('[data-testid="confirm-discards"]'));
}

/** Plays the first tile the hand allows by two taps (pick up, play), and
 *  answers a lead question with its first choice, each waited for on the
 *  table. */
export async function playFirstLegal(page) {
  await page.locator('.hand .hand-tile[data-legal="true"]').first().click();
  await andWait(page, () => page.locator('.hand .hand-tile.selected').click());
  if (await page.locator('[data-panel="lead"]').count()) {
    await andWait(page, () => page.locator('[data-panel="lead"] .bid-btn').first().click());
  }
}

/** Acts for the player (pass or the forced bid, the first trump, the first
 *  tile allowed back, the first legal tile) until `stop(state)` holds on
 *  the player's turn; returns that state. */
export async function playUntil(page, stop, limit = 200) {
  for (let i = 0; i < limit; i += 1) {
    const s = await waitForPlayer(page);
    if (await stop(s)) return s;
    if (s.summary) await page.click('[data-testid="next-hand"]');
    else if (s.over) throw new Error('the game ended first');
    else if (s.phase === 'bidding') await bid(page);
    else if (s.phase === 'declaring') await declare(page);
    else if (s.phase === 'discarding') await putDown(page);
    else {
      const n = s.tiles;
      await page.locator('.hand .hand-tile[data-legal="true"]').first().click();
      await page.locator('.hand .hand-tile.selected').click();
      await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length < n, n);
    }
  }
  throw new Error('condition not reached');
}

/** Plays as `playUntil` does until the walkthrough's card shows `step`;
 *  returns that state. */
export function playUntilStep(page, step) {
  const tour = page.locator('[data-testid="tour"]');
  return playUntil(page, async () => (await tour.count()) > 0 && (await tour.getAttribute('data-step')) === step);
}

/** Whether the walkthrough lights the trick, its mark at the counts step
 *  (a gradient under the tiles, styles/polish.css; a `::before` box's
 *  style is computed even while it is not drawn). Runs in the page:
 *  `page.evaluate(trickLit)`. */
export function trickLit() {
  const trick = document.querySelector('.centre .trick');
  const light = trick && getComputedStyle(trick, '::before');
  return !!light && light.display !== 'none' && light.backgroundImage.includes('radial-gradient');
}

/** The boxes of the first element matching each selector, in order. */
export function boxes(page, selectors) {
  return Promise.all(selectors.map((sel) => page.locator(sel).boundingBox()));
}

export async function tileCenter(locator) {
  const b = await locator.boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Where a dragged tile is let go: the middle of the table. */
async function dropPoint(page) {
  const felt = await page.locator('.felt').boundingBox();
  return { x: felt.x + felt.width / 2, y: felt.y + felt.height * 0.45 };
}

/** Plays a tile by dragging it onto the table with real pointer (mouse) events. */
export async function dragToTable(page, tile) {
  const from = await tileCenter(tile);
  const to = await dropPoint(page);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}

/** Plays a tile by dragging it onto the table with a finger: real touch
 *  events, through Chromium's DevTools protocol (Playwright's touchscreen
 *  only taps), which the page sees as touch pointer events. */
export async function fingerDrag(page, tile) {
  const from = await tileCenter(tile);
  const to = await dropPoint(page);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: p ? [{ x: Math.round(p.x), y: Math.round(p.y) }] : [],
  });
  await touch('touchStart', from);
  const steps = 10;
  for (let i = 1; i <= steps; i += 1) {
    await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
  }
  await touch('touchEnd');
  await cdp.detach();
}

/** Reloads the page (a game on it resumes) and opens Settings, to see
 *  what was kept. */
export async function reloadToSettings(page) {
  await page.reload();
  await page.waitForSelector('.app[data-game]');
  await page.click('[data-testid="settings"]');
}

/** Plays a tile by tapping it twice (pick up, then play). */
export async function tapTwice(page, tile) {
  await tile.tap();
  await page.waitForSelector('.hand-tile.selected');
  await tile.tap();
}

/**
 * Acts for the player until the hand ends (its summary shows), playing
 * each tile with `play(page, tileLocator)`. Returns the number of tiles
 * the player played.
 */
export async function playHand(page, play) {
  let played = 0;
  for (;;) {
    const s = await waitForPlayer(page);
    if (s.summary || s.over) return played;
    if (s.phase === 'bidding') await bid(page);
    else if (s.phase === 'declaring') await declare(page);
    else if (s.phase === 'playing') {
      const before = s.tiles;
      const tile = page.locator('.hand .hand-tile[data-legal="true"]').first();
      await play(page, tile);
      await page.waitForFunction((n) => {
        const app = document.querySelector('.app');
        return document.querySelectorAll('.hand .hand-tile').length < n
          || app.dataset.myTurn !== 'true' || document.querySelector('[data-hand-summary]');
      }, before);
      played += 1;
    }
  }
}

/** The tricks of the hand just played, from the log's data attributes. */
export function loggedTricks(page, hand) {
  return page.evaluate((hand) => {
    const items = [...document.querySelectorAll('.log-list li')];
    const start = items.findIndex((li) => li.dataset.kind === 'deal' && Number(li.dataset.hand) === hand);
    const tricks = [];
    for (const li of items.slice(start + 1)) {
      if (li.dataset.kind === 'deal') break;
      if (li.dataset.kind === 'trick') {
        tricks.push({
          number: Number(li.dataset.number),
          leader: Number(li.dataset.leader),
          seats: li.dataset.seats.split(',').map(Number),
          tiles: li.dataset.tiles.split(','),
          winner: Number(li.dataset.winner),
          points: Number(li.dataset.points),
        });
      }
    }
    return tricks;
  }, hand);
}

/** Resolves once the page has drawn a frame after this call: the table
 *  measures the panel's place (--panel-top) as a frame is laid out. */
export function frameDrawn(page) {
  return page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
}

/** Resolves once `card` (a locator) has come to rest: its entrance
 *  animations finished, then a frame drawn. */
export async function atRest(page, card) {
  await card.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await frameDrawn(page);
}

export async function screenshot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  const path = resolve(SHOTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/** The pairs of table parts (seats' names, chips and tiles, the score
 *  pad, the turn line, the trick, and whatever `also` selects) that
 *  overlap. A seat's chips may lie on its own name and tiles (where there
 *  is no other room), on nothing else, and not on its disc's letter
 *  (they may lie on the disc's rim, as a badge). */
export function clashes(page, also = '') {
  return page.evaluate((also) => {
    // A trick tile by its domino's box, as drawn (a tile may lie down).
    const parts = [...document.querySelectorAll(`.seat-id, .seat .chips, .seat-tiles, .felt-pad, .status-turn, .status-contract, .centre .trick-tile .domino${also ? `, ${also}` : ''}`)]
      .map((el) => [(el.closest('.trick-tile') ? 'trick-tile' : el.className.split(' ')[0]) + (el.closest('.seat')?.dataset.seat ?? ''), el.getBoundingClientRect()]);
    const ownChips = (a, b) => (a.startsWith('chips') || b.startsWith('chips')) && a.replace(/^\D+/, '') === b.replace(/^\D+/, '');
    const out = [];
    // The felt's inside edge (less its border) bounds everything on it.
    const felt = document.querySelector('.felt');
    const f = felt.getBoundingClientRect();
    const rim = parseFloat(getComputedStyle(felt).borderTopWidth) || 0;
    for (const [a, p] of parts) {
      if (p.width && (p.top < f.top + rim - 1 || p.bottom > f.bottom - rim + 1)) out.push(`${a} ~ felt edge`);
    }
    // The felt's faint name lies under everything, but inside the felt,
    // clear of its rail (Euchre's long word ran onto it at 320 px).
    const mark = document.querySelector('.felt-mark b')?.getBoundingClientRect();
    if (mark?.width && (mark.left < f.left + 8 || mark.right > f.right - 8 || mark.top < f.top || mark.bottom > f.bottom)) out.push('felt-mark ~ felt edge');
    // The letter's ink: the disc's middle, 0.6 of its font size wide and
    // 0.72 tall (a capital); a chip over a tenth of it hides the letter.
    for (const seat of document.querySelectorAll('.seat')) {
      const avatar = seat.querySelector('.avatar');
      const disc = avatar?.getBoundingClientRect();
      if (!disc?.width) continue;
      const size = parseFloat(getComputedStyle(avatar).fontSize);
      const [x, y] = [disc.left + disc.width / 2, disc.top + disc.height / 2];
      const [w, h] = [0.6 * size, 0.72 * size];
      for (const chip of seat.querySelectorAll('.chip')) {
        const c = chip.getBoundingClientRect();
        const across = Math.min(c.right, x + w / 2) - Math.max(c.left, x - w / 2);
        const down = Math.min(c.bottom, y + h / 2) - Math.max(c.top, y - h / 2);
        if (across > 0 && down > 0 && across * down > 0.1 * w * h) out.push(`chips${seat.dataset.seat} ~ the letter of avatar${seat.dataset.seat}`);
      }
    }
    for (let i = 0; i < parts.length; i += 1) {
      for (let j = i + 1; j < parts.length; j += 1) {
        const [a, p] = parts[i];
        const [b, q] = parts[j];
        if (!ownChips(a, b) && p.width && q.width && p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom) out.push(`${a} ~ ${b}`);
      }
    }
    return out;
  }, also);
}

/**
 * For a strip over the top bar (`card`, a locator): Tabs round the page
 * until focus has been through the top bar and out of it. Each button
 * reached there must be the one a tap at its centre lands on (the strip
 * steps aside), and the strip must be back after.
 */
export async function assertTopBarByKeyboard(page, card, what) {
  const reached = [];
  let left = false;
  for (let i = 0; i < 40 && !left; i += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el?.closest('.topbar')) return null;
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { name: el.dataset.testid ?? el.getAttribute('aria-label'), inView: el.contains(hit) };
    });
    if (where) reached.push(where);
    else if (reached.length) left = true;
  }
  assert.ok(reached.length >= 4, `${what}: the top bar's buttons reached: ${reached.map((r) => r.name)}`);
  assert.deepEqual(reached.filter((r) => !r.inView).map((r) => r.name), [], `${what}: every button reached is in view`);
  assert.ok(left, `${what}: focus left the top bar`);
  assert.ok(await card.isVisible(), `${what}: the strip is back`);
}

/**
 * What on the table the element `card` hides: the names of the parts (a
 * seat's name or tiles, a tile in the trick, the player's hand) its box
 * overlaps. A card over the table must leave the players and the trick
 * in view; with `status`, the turn line and the contract under the trick
 * too (where a card has room to leave them).
 */
export function coveredBy(page, card, { status = false } = {}) {
  return page.evaluate(([selector, status]) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    if (!box) return ['(no card)'];
    const rect = (el) => el?.getBoundingClientRect();
    // The part of the panel in view: one taller than the table scrolls
    // inside its slot, and what is scrolled away cannot be covered.
    const panelInView = () => {
      const panel = document.querySelector('.panel-slot .panel');
      if (!panel) return null;
      const p = rect(panel);
      const slot = rect(panel.parentElement);
      const top = Math.max(p.top, slot.top);
      const bottom = Math.min(p.bottom, slot.bottom);
      return { left: p.left, right: p.right, top, bottom, width: p.width, height: Math.max(0, bottom - top) };
    };
    const overlaps = (r) => r.width > 0 && r.height > 0 && r.left < box.right && box.left < r.right
      && r.top < box.bottom && box.top < r.bottom;
    const parts = [
      ...[...document.querySelectorAll('.seat')].flatMap((seat) => [
        [`seat ${seat.dataset.seat} name`, rect(seat.querySelector('.seat-id'))],
        [`seat ${seat.dataset.seat} tiles`, rect(seat.querySelector('.seat-tiles'))],
      ]),
      ...[...document.querySelectorAll('.centre .trick-tile')].map((t, i) => [`trick tile ${i}`, rect(t)]),
      ['hand', rect(document.querySelector('.me .hand'))],
      ['panel', panelInView()],
      ...(status ? [['turn line', rect(document.querySelector('.status-turn'))], ['contract', rect(document.querySelector('.status-contract'))]] : []),
    ];
    return parts.filter(([, r]) => r && overlaps(r)).map(([name]) => name);
  }, [card, status]);
}

/** The buttons of the open panel whose centre is not theirs to tap (under
 *  the top bar, off the table, or hidden by something else). Buttons folded
 *  away (no box) are not counted. With `scroll`, each is first brought into
 *  view as a player would, by scrolling the panel. */
export function unreachable(page, { scroll = false } = {}) {
  return untappable(page, '[data-panel] button', { scroll });
}

/** What is wrong with the panel at the table's foot, each said after
 *  `what`: it needs scrolling, or a button's centre is not its own. */
export async function panelFaults(page, what) {
  const [scrolled, room] = await page.locator('.panel-slot').evaluate((el) => [el.scrollHeight, el.clientHeight]);
  const faults = scrolled > room ? [`${what}: the panel needs scrolling (${scrolled} px in ${room})`] : [];
  for (const words of await unreachable(page)) faults.push(`${what}: "${words}" out of sight`);
  return faults;
}

/** The words (or, with `label`, that attribute) of the elements
 *  `selector` matches whose centre is not theirs to tap (something else
 *  lies over it). Elements folded away (no box) are not counted. With
 *  `scroll`, each is first scrolled into view. */
export function untappable(page, selector, { scroll = false, label = null } = {}) {
  return page.evaluate(([selector, scroll, label]) => [...document.querySelectorAll(selector)].filter((b) => {
    if (scroll) b.scrollIntoView({ block: 'nearest' });
    const r = b.getBoundingClientRect();
    if (!r.width) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !hit || !b.contains(hit);
  }).map((b) => (label ? b.getAttribute(label) : b.textContent.trim())), [selector, scroll, label]);
}

/** How many of the player's tiles lie on each row of the hand, top row
 *  first, by layout (offsetTop: a tile that cannot be played sits lower by
 *  a transform only). */
export function handRows(page) {
  return page.locator('.hand .hand-tile').evaluateAll((els) => {
    const perRow = new Map();
    for (const e of els) perRow.set(e.offsetTop, (perRow.get(e.offsetTop) ?? 0) + 1);
    return [...perRow.values()];
  });
}

/** Sizes the page to `width` × `height` (its device kept) and resolves
 *  once the page has laid itself out there: the window at that size, a
 *  frame drawn (the table's resize observer measures the panel's place as
 *  a frame is laid out) and the page settled (a media query's answer
 *  changed renders components again). A phone's page is resized as its
 *  browser's bars come and go and as it turns. */
export async function sizeTo(page, { width, height }) {
  const now = page.viewportSize();
  if (now.width === width && now.height === height) return;
  await page.setViewportSize({ width, height });
  await page.evaluate(([w, h]) => new Promise((drawn) => {
    const frame = () => requestAnimationFrame(innerWidth === w && innerHeight === h ? () => requestAnimationFrame(drawn) : frame);
    frame();
  }), [width, height]);
  await settled(page);
}

/** Runs `look(size, k)` with the page sized to each of `sizes`
 *  (`{ width, height }`, `k` its place among them) in turn, and leaves it
 *  at the last, where the player acts. The page goes down the list, or up
 *  it from where it was left: a page looked at on every turn goes back
 *  and forth, not back to the start each time (at a 4K screen's size a
 *  frame took a second to draw). */
export async function atEverySize(page, sizes, look) {
  const { width, height } = page.viewportSize();
  const last = sizes.at(-1);
  const order = [...sizes.entries()];
  if (sizes.length > 1 && last.width === width && last.height === height) order.reverse();
  for (const [k, size] of order) {
    await sizeTo(page, size);
    await look(size, k);
  }
}

/** `rows` that play the same game, in groups: those whose `key(row)` is
 *  the same, in the order first met. */
function groupedBy(rows, key) {
  const groups = new Map();
  for (const row of rows) {
    const name = key(row);
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name).push(row);
  }
  return [...groups.values()];
}

/** A fresh game of `tables`' game (`{ game, players, tour }`, the same
 *  for all) played as `playUntil` plays, and looked at on each of the
 *  player's turns of trick play at each table's size (`width` ×
 *  `height`), until `last(tiles in hand, state, turns looked at)` holds.
 *  The game is played once, on a page loaded at the first table's size
 *  (`visited`, `{ page, errors }` from `forEachSize`), and each turn is
 *  looked at every size by resizing the page (`atEverySize`): the same
 *  deal, seed and bots gave the same hand at every size when each table
 *  played it (a page each, 2 s a table), and a size looked at takes a
 *  tenth of that.
 *
 *  For each table: the clashes (the kitty's, spare's or turn-up's note
 *  counted too), how many turns were looked at, the most rows the hand
 *  took on them, on how many of them the seat across wore chips (dealer,
 *  bid), the chips each seat wore on them ("pos-ne: D + Maker"), the
 *  trick's smallest tile seen (its short side, px), the hand's
 *  tiles' width (px, at the first turn of trick play), and the turns
 *  (trick play or the kitty's) whose hand lay in rows differing by more
 *  than one tile, and the side seats whose names moved from where they
 *  were at the hand's first turn looked at (the walkthrough not up). The
 *  walkthrough's Skip button must be on the screen to be pressed; with
 *  `tour`, the walkthrough is left to run (its card takes room from the
 *  table). */
export async function clashesInPlay({ page, errors }, tables, last) {
  const { game, players, tour = false } = tables[0];
  assert.ok(tables.every((t) => t.game === game && t.players === players && !!t.tour === tour), 'one game for all the tables');
  await chooseGame(page, game, { players });
  // Every trick of the hand: ended as soon as it was decided (42 and 88
  // by marks), it left its last tricks unlooked at (there a side seat's
  // chips met the trick's tile at 320 × 568) and went on into the next
  // hand, which took half the time of a table.
  if (await page.locator('#opt-early-end').count()) await playEveryTrick(page);
  await newGame(page);
  const results = tables.map(() => ({
    seen: [], turns: 0, rows: 0, chipsAcross: 0, worn: new Set(), trickWidth: Infinity, tileWidth: null, uneven: [], placed: new Map(), drifted: new Map(),
  }));
  await atEverySize(page, tables, async ({ width, height }) => {
    const skip = await page.locator('[data-testid="tour-skip"]').boundingBox();
    assert.ok(skip.y >= 0 && skip.y + skip.height <= height, `${width} × ${height}, ${game}: Skip tour on the screen (${skip.y})`);
  });
  if (!tour) await page.click('[data-testid="tour-skip"]');
  let turns = 0;
  await playUntil(page, async (st) => {
    if (st.phase !== 'playing' && st.phase !== 'discarding') return false;
    if (st.phase === 'playing') turns += 1;
    await atEverySize(page, tables, (_, k) => lookAtTurn(page, st, results[k]));
    return st.phase === 'playing' && last(st.tiles, st, turns);
  });
  assert.deepEqual(errors, []);
  return results.map(({ placed, drifted, worn, ...result }) => ({ ...result, worn: [...worn], drifted: [...drifted.values()] }));
}

/** `clashesInPlay`'s look at one turn (state `st`) at the size the page
 *  has now, added to `result`. */
async function lookAtTurn(page, st, result) {
  const perRow = await handRows(page);
  if (Math.max(...perRow) - Math.min(...perRow) > 1) result.uneven.push(`${st.phase}, ${st.tiles} tiles: ${perRow.join(' + ')}`);
  if (st.phase !== 'playing') return;
  result.turns += 1;
  const step = await page.evaluate(() => document.querySelector('.tour')?.dataset.step);
  for (const clash of await clashes(page, '.table-note')) result.seen.push(`${st.tiles} tiles${step ? `, walkthrough at ${step}` : ''}: ${clash}`);
  // A side seat keeps its place while the table keeps its size (the
  // hand, down to one row, gives the felt room).
  if (!step) {
    const names = await page.evaluate(() => {
      const felt = document.querySelector('.felt').getBoundingClientRect();
      const table = `${Math.round(felt.top)} ${Math.round(felt.height)}`;
      return [...document.querySelectorAll('.seat:is(.pos-w, .pos-e, .pos-nw, .pos-ne, .pos-sw, .pos-se)')].map((el) => [
        el.dataset.seat, table, Math.round(el.querySelector('.seat-id').getBoundingClientRect().top)]);
    });
    for (const [seat, table, top] of names) {
      const key = `${st.hand} ${seat} ${table}`;
      const first = result.placed.get(key);
      if (first === undefined) result.placed.set(key, top);
      else if (Math.abs(first - top) > 1 && !result.drifted.has(key)) result.drifted.set(key, `hand ${st.hand}, seat ${seat}'s name moved from ${first} px to ${top} at ${st.tiles} tiles`);
    }
  }
  const worn = await page.locator('.seat:has(.chip)').evaluateAll((seats) => seats.map((seat) => (
    `${[...seat.classList].find((c) => c.startsWith('pos-'))}: ${[...seat.querySelectorAll('.chip')].map((c) => (c.querySelector('[aria-hidden]') ?? c).textContent).join(' + ')}`)));
  for (const chips of worn) result.worn.add(chips);
  if (worn.some((chips) => chips.startsWith('pos-n:'))) result.chipsAcross += 1;
  result.rows = Math.max(result.rows, perRow.length);
  // The trick's tiles by their short side (a tile may lie down).
  const sides = await page.locator('.centre .trick-tile .domino').evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return Math.min(r.width, r.height);
  }));
  result.trickWidth = Math.min(result.trickWidth, ...sides);
  result.tileWidth ??= (await page.locator('.hand .hand-tile').first().boundingBox()).width;
}

/** Runs `body(visited, row)` for each of `rows` (`[width, height, ...]`)
 *  in turn, on one phone's page, each row a first visit at its size (with
 *  `query`, seed 31 at the instant pace unless said, and `init`, as `open`
 *  takes it); `visited` is `open`'s `{ page, errors, ... }`, `errors`
 *  since the first row. Between rows the page is sized, its storage
 *  cleared (the save, the settings, the walkthrough done) and loaded
 *  again. A new browser context for each row took about as long as a
 *  table's first tricks: page-heights.test.mjs ran in 128 s, and in 81 s
 *  with one page. (Tests that look at one game on several screens load
 *  it once, at the first, and resize the page to the others:
 *  `atEverySize`.) */
export async function forEachSize(env, rows, body, { query = '?seed=31&speed=instant', init } = {}) {
  let visited = null;
  try {
    for (const row of rows) {
      const viewport = { width: row[0], height: row[1] };
      if (!visited) {
        visited = await open(env, { device: { ...PHONE, viewport }, query, init });
      } else {
        const { page } = visited;
        // Off the game first, so that nothing it runs writes to the storage
        // after it is cleared, onto a page of its origin that runs nothing;
        // cleared from there, in the page's own process, so that the next
        // load cannot read a copy kept there. (Cleared from the browser
        // through CDP, from about:blank, a row once opened without its
        // setup screen in CI.)
        await page.goto(`${env.url}${BLANK}`);
        await page.evaluate(() => localStorage.clear());
        await page.setViewportSize(viewport);
        await page.goto(`${env.url}/${query}`);
      }
      const { page } = visited;
      await page.waitForSelector('.app');
      const opened = await page.evaluate(() => ({
        phase: document.querySelector('.app').dataset.phase, stored: Object.keys(localStorage),
      }));
      assert.equal(opened.phase, 'setup', `${row[0]} × ${row[1]}: the page opens on the setup screen with nothing stored (stored: ${opened.stored})`);
      await body(visited, row);
    }
  } finally {
    await visited?.context.close();
  }
}

/** Runs `body(visited, group, sizes)` for each group of `rows`
 *  (`[width, height, ...]`) that play the same game (`key(row)`, the game
 *  and players at a row's third and fourth places unless said): one page
 *  for the group, loaded at its first row's size, as `forEachSize` loads
 *  it (`options`); `sizes` are the group's `{ width, height }`, for
 *  `atEverySize`. */
export function forEachGame(env, rows, body, { key = ([, , game, players]) => `${game} ${players}`, ...options } = {}) {
  const groups = groupedBy(rows, key);
  return forEachSize(env, groups.map((group) => [group[0][0], group[0][1], group]), (visited, [, , group]) => (
    body(visited, group, group.map(([width, height]) => ({ width, height })))
  ), options);
}

/** Every game of `games` (`[game, players]`) at every size of `sizes`
 *  (`[width, height]`), as tables for `findInPlay`. */
export function everyTable(sizes, games) {
  return sizes.flatMap(([width, height]) => games.map(([game, players]) => ({ width, height, game, players })));
}

/** Plays each of `tables` (`{ width, height, game, players, tour }`) as
 *  `clashesInPlay` does until `last` (the tables of one game and
 *  walkthrough together, a page loaded for each game at its first
 *  table's size), and lists what is wrong, each under its table's name
 *  ("1024 × 600, euchre for 3, walkthrough up: ..."): the clashes; fewer
 *  than `turns` turns looked at; with `oneRow`, a hand in more rows; trick
 *  or hand tiles narrower than `least(table)` says (`{ trick, hand }`,
 *  px); with `evenRows`, rows differing by more than a tile; and whatever
 *  `check(result, table)` lists. */
export async function findInPlay(env, tables, last, {
  turns = 1, oneRow = false, evenRows = false, least = () => ({}), check = () => [],
} = {}) {
  const found = [];
  const rows = tables.map((table) => [table.width, table.height, table]);
  await forEachGame(env, rows, async (visited, group) => {
    const ofGame = group.map(([, , table]) => table);
    const results = await clashesInPlay(visited, ofGame, last);
    for (const [k, table] of ofGame.entries()) {
      const result = results[k];
      const { game, players, width, height, tour } = table;
      const name = `${width} × ${height}, ${game}${players ? ` for ${players}` : ''}${tour ? ', walkthrough up' : ''}`;
      const { trick = 0, hand = 0 } = least(table);
      const wrong = [
        ...result.seen,
        result.turns < turns && `${result.turns} turns looked at`,
        oneRow && result.rows !== 1 && `the hand in ${result.rows} rows`,
        result.trickWidth < trick && `the trick's tiles ${result.trickWidth} px wide`,
        result.tileWidth < hand && `the hand's tiles ${result.tileWidth} px wide`,
        ...(evenRows ? result.uneven.map((u) => `the hand in uneven rows: ${u}`) : []),
        ...result.drifted,
        ...check(result, table),
      ];
      found.push(...wrong.filter(Boolean).map((words) => `${name}: ${words}`));
    }
  }, { key: ([, , { game, players, tour }]) => `${game} ${players} ${!!tour}` });
  return found;
}

/** Tiles on the table so far at a table of four, evaluated in the page:
 *  four a taken trick, and the trick now. */
export const TILES_PLAYED = () => 4 * document.querySelectorAll('.log-list li[data-kind="trick"]').length
  + document.querySelectorAll('.trick .trick-tile').length;
