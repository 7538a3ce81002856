// Large monitors: a 1920 × 1080 screen's browser window (1920 × 969), a
// 2560 × 1440 one's (2560 × 1329), a 4K one's (3840 × 2000), and
// 1600 × 900 between the laptops' sizes and those. The dominoes grow with
// the room (styles/roomy.css, "Large monitors") where they had stayed a
// laptop's size in a wide empty felt, and the larger cross still keeps
// clear of the seat across and the status lines. On the two largest the
// words grow too.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { bid, chooseGame, findInPlay, newGame, open, setup, waitForPlayer } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

// The least width of each game's trick and hand tiles (px, an upright
// tile's width) by screen; the sizes before were 60 and 68 in 42 at both.
const SCREENS = [
  // Where the growing cross first met the seat across (at 80 px): seats
  // and trick apart is what this size checks, at the sizes it has.
  {
    width: 1600, height: 900, least: {
      texas42: { trick: 68, hand: 76 },
      euchre: { trick: 68, hand: 76 },
    },
  },
  {
    width: 1920, height: 969, least: {
      texas42: { trick: 80, hand: 88 },
      texas88: { trick: 64, hand: 76 },
      'big-game': { trick: 68, hand: 76 },
      euchre: { trick: 80, hand: 88 },
    },
  },
  {
    width: 2560, height: 1329, least: {
      texas42: { trick: 96, hand: 104 },
      texas88: { trick: 76, hand: 88 },
      'big-game': { trick: 80, hand: 88 },
      euchre: { trick: 96, hand: 104 },
    },
  },
  // A 4K screen at its full size.
  {
    width: 3840, height: 2000, least: {
      texas42: { trick: 144, hand: 156 },
      texas88: { trick: 114, hand: 132 },
      'big-game': { trick: 120, hand: 132 },
      euchre: { trick: 144, hand: 156 },
    },
  },
];

test('large monitors: every game\'s trick and hand are sized for the screen, and seats, trick and status lines stay apart through the first tricks', async () => {
  const tables = SCREENS.flatMap(({ width, height, least }) => Object.keys(least).map((game) => ({
    width, height, game, players: game === 'euchre' ? 4 : undefined, least: least[game],
  })));
  // The first tricks: the seats' columns of tiles are longest there, and
  // every trick's cross is whole.
  const found = await findInPlay(env, tables, (tiles) => tiles <= 3, { turns: 2, oneRow: true, least: (table) => table.least });
  assert.deepEqual(found, []);
});

// The words a player reads, by where they are on the page.
const WORDS = {
  'top bar': '.bar-btn',
  'score pad': '.score-name',
  log: '.log-list li',
  'bid panel': '.panel h2',
  bids: '.bid-btn',
  'status line': '.status-turn',
  'seats\' chips': '.seat .chip',
  You: '.me .seat-name',
  'rules sheet': '.rules-section li',
};

/** The size each of `WORDS` is read at in a new 42 game in a `width` ×
 *  `height` window (font size × CSS zoom, px; the first shown of each
 *  selector): the panel's at the player's bid, the status line's at its
 *  first play, the rules' on the sheet opened then, with that sheet's top
 *  and bottom. */
async function wordSizes(width, height) {
  const { page, errors, context } = await open(env, { device: { viewport: { width, height } }, query: '?seed=11&speed=instant' });
  const sizes = {};
  const measure = () => page.evaluate((words) => Object.fromEntries(Object.entries(words).flatMap(([where, selector]) => {
    const el = [...document.querySelectorAll(selector)].find((e) => e.getClientRects().length);
    return el ? [[where, parseFloat(getComputedStyle(el).fontSize) * el.currentCSSZoom]] : [];
  })), WORDS);
  await chooseGame(page, 'texas42');
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  for (let s = await waitForPlayer(page); s.phase === 'bidding'; s = await waitForPlayer(page)) {
    Object.assign(sizes, await measure());
    await bid(page);
  }
  Object.assign(sizes, await measure());
  await page.click('[data-testid="rules-open"]');
  await page.locator('[data-testid="rules-page"]').waitFor();
  Object.assign(sizes, await measure());
  const sheet = await page.evaluate(() => {
    const r = document.querySelector('[data-testid="rules-page"]').getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, window: innerHeight };
  });
  assert.deepEqual(errors, []);
  await context.close();
  return { sizes, sheet };
}

test('large monitors: the words grow with the tiles, a quarter larger on a 2,560 px screen than on a 1,920 px one and half as large again on a 4K one, and the rules sheet still fits the window', async () => {
  const windows = [[1920, 969], [2560, 1329], [3840, 2000]];
  const seen = [];
  for (const [width, height] of windows) seen.push({ width, height, ...await wordSizes(width, height) });
  const small = [];
  for (const [k, { width, height, sizes, sheet }] of seen.entries()) {
    assert.deepEqual(Object.keys(sizes).sort(), Object.keys(WORDS).sort(), `${width} × ${height}`);
    assert.ok(sheet.top >= 0 && sheet.bottom <= sheet.window, `${width} × ${height}: the rules sheet spans ${sheet.top} to ${sheet.bottom} of ${sheet.window} px`);
    if (k === 0) continue;
    const before = seen[k - 1];
    const growth = k === 1 ? 1.2 : 1.4;
    for (const [where, px] of Object.entries(sizes)) {
      if (px < before.sizes[where] * growth) small.push(`${where}: ${px} px at ${width} × ${height}, ${before.sizes[where]} at ${before.width} × ${before.height}`);
    }
  }
  assert.deepEqual(small, []);
});
