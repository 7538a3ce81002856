// Phones as their browsers leave the page (under the address bar, or
// installed), from 360 × 560 to 600 × 720: every game's seats, score pad,
// trick and status lines stay apart, with the walkthrough running or not.
// (In a file of its own: the longest of the phones' tests, it ran
// small-phones.test.mjs close to the 300 s a file then had.)

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { everyTable, findInPlay, setup } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('phones as their browsers leave the page (under the address bar, or installed): every game keeps seats, score pad, trick and status lines apart, the walkthrough\'s strip running or not', async () => {
  // 360 × 560: a 360 × 640 phone in Chrome; 390 × 664 and 430 × 740: an
  // iPhone's page in Safari; 390 × 797: installed, under the status bar;
  // 412 × 780: a Pixel in Chrome; 600 × 720: a narrow window. At 34% of
  // a table under 470 px the side seats ran under the score pad, 88's
  // upper side seats' columns ran into the lower pair from 701 px to 800,
  // 42's cross lay over the side seats' names at 360 × 560, and there
  // 88's six seats met each other and the score pad (a row of "You" and
  // Hint above the hand left the table 234 px). Over 700 px every trick is
  // full size: 88's was 29 px up to 820.
  const tables = everyTable(
    [[360, 560], [390, 664], [430, 740], [390, 797], [412, 780], [600, 720]],
    [['texas42'], ['texas88'], ['big-game'], ['euchre', 4], ['euchre', 3], ['euchre', 2]],
  // The walkthrough: a strip over the top bar on all of them (a card with
  // a row of its own took too much of the table under 820 px).
  ).flatMap((table) => (table.height >= 740 ? [table, { ...table, tour: true }] : [table]));
  // The first tricks, while the hand is longest and the table shortest.
  // Over 700 px the table has room for a full-size trick (88's was the
  // small phones' 29 px up to 820).
  const found = await findInPlay(env, tables, (tiles, st, turns) => turns >= 3, {
    least: ({ height }) => ({ trick: height > 700 ? 40 : 0 }),
  });
  assert.deepEqual(found, []);
});
