// Small phones held upright, from 320 × 568, in trick play: every game's
// seats (names, chips, tiles), score pad, trick and status lines stay
// apart in the room a long hand or a narrow screen leaves. (The
// walkthrough running, and the seat across's chips: phones.test.mjs; the
// page a browser's bars leave: page-heights.test.mjs.)

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { clashesInPlay, setup } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('two-handed Euchre on phones (320 × 568, 390 × 844): the seat across, with its chips, keeps clear of the score pad', async () => {
  const found = [];
  for (const [width, height] of [[320, 568], [390, 844]]) {
    const { seen } = await clashesInPlay(env, { game: 'euchre', players: 2, width, height }, (tiles) => tiles === 1);
    found.push(...seen.map((c) => `${width} × ${height}, ${c}`));
  }
  assert.deepEqual(found, []);
});

test('phones from 320 × 568 to 375 × 812 and 360 × 800 keep Texas 88\'s six seats, the Big Game\'s long hands and three-handed Euchre\'s pad clear of each other, the trick and the status lines', async () => {
  const found = [];
  for (const [width, height] of [[360, 640], [375, 667], [320, 568], [375, 812], [360, 800]]) {
    for (const [game, dealt, players] of [['texas88', 9], ['big-game', 11], ['euchre', 5, 3]]) {
      // The first three tricks, while the hand is longest and the table
      // shortest.
      const { seen, turns } = await clashesInPlay(env, { game, players, width, height }, (tiles) => tiles <= dealt - 3);
      assert.ok(turns >= 3, `${game}: ${turns} turns checked`);
      found.push(...seen.map((c) => `${width} × ${height}, ${game}, ${c}`));
    }
  }
  assert.deepEqual(found, []);
});

test('four seats at 320 × 568 (42, Euchre): the trick\'s side tiles stand up, clear of the side seats, and a hand of seven keeps to one row', async () => {
  const found = [];
  for (const [game, players] of [['texas42'], ['euchre', 4]]) {
    const { seen, turns, rows } = await clashesInPlay(env, { game, players, width: 320, height: 568 }, (tiles, st) => st.hand === 2);
    assert.ok(turns >= 8, `${game}: ${turns} turns checked`);
    found.push(...seen.map((c) => `${game}, ${c}`));
    if (rows !== 1) found.push(`${game}: the hand on ${rows} rows`);
  }
  assert.deepEqual(found, []);
});

test('Texas 88 on small phones (320 × 568, 360 × 640, 360 × 560), three hands: the player\'s own kitty and lead, the seats\' chips and a three-figure tally keep clear of the seats, the trick and each other, and the hand lies in even rows', async () => {
  const found = [];
  for (const [width, height] of [[320, 568], [360, 640], [360, 560]]) {
    const { seen, turns, uneven } = await clashesInPlay(env, { game: 'texas88', width, height }, (tiles, st) => st.hand === 3);
    assert.ok(turns >= 20, `${width} × ${height}: ${turns} turns checked`);
    found.push(...seen.map((c) => `${width} × ${height}, ${c}`));
    // At 360 × 560 "You" stands beside the hand, but not beside the
    // kitty's eleven tiles: there they lay five, five and one.
    found.push(...uneven.map((u) => `${width} × ${height}, the hand in uneven rows: ${u}`));
  }
  assert.deepEqual(found, []);
});
