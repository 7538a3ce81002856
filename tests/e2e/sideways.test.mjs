// Phones held sideways, in trick play: every game's seats (names, chips,
// tiles), score pad, trick and status lines stay apart, and the hand keeps
// to one row. (Held upright: phones.test.mjs.)

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { clashesInPlay, setup } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('phones held sideways, 568 × 320 to 915 × 412: every game keeps seats, score pad, trick and status lines apart, the hand on one row', async () => {
  const wholeHand = (tiles) => tiles === 1;
  const found = [];
  for (const [width, height, game, players] of [
    [568, 320, 'texas42'], [568, 320, 'texas88'], [568, 320, 'big-game'], [568, 320, 'euchre', 4],
    [667, 375, 'texas42'], [667, 375, 'texas88'], [667, 375, 'big-game'], [667, 375, 'euchre', 4], [667, 375, 'euchre', 2],
    [740, 360, 'texas42'], [740, 360, 'texas88'], [844, 390, 'texas88'], [915, 412, 'texas88'], [915, 412, 'big-game'],
  ]) {
    const { seen, rows } = await clashesInPlay(env, { game, players, width, height }, wholeHand);
    found.push(...seen.map((c) => `${width} × ${height}, ${game}, ${c}`));
    if (rows !== 1) found.push(`${width} × ${height}, ${game}: the hand on ${rows} rows`);
  }
  assert.deepEqual(found, []);
});

test('Euchre for four at 568 × 320 into its third hand: a long contract ("Fours alone") with the turn-up\'s note, and the player\'s lead, keep the turn line on one row, clear of the seats', async () => {
  const { seen, turns } = await clashesInPlay(env, { game: 'euchre', players: 4, width: 568, height: 320 }, (tiles, st) => st.hand === 2 && tiles <= 2);
  assert.ok(turns >= 12, `${turns} turns checked`);
  assert.deepEqual(seen, []);
});
