// Large monitors: a 1920 × 1080 screen's browser window (1920 × 969), a
// 2560 × 1440 one's (2560 × 1329), and 1600 × 900 between the laptops'
// sizes and those. The dominoes grow with the room (styles/roomy.css,
// "Large monitors") where they had stayed a laptop's size in a wide empty
// felt, and the larger cross still keeps clear of the seat across and the
// status lines.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { findInPlay, setup } from './helpers.mjs';

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
