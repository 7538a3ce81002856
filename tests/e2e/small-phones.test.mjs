// Small phones held upright, from 320 × 568, in trick play: every game's
// seats (names, chips, tiles), score pad, trick and status lines stay
// apart in the room a long hand or a narrow screen leaves. (The
// walkthrough running, and the seat across's chips: phones.test.mjs.)

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
  const found = [];
  for (const [width, height] of [[360, 560], [390, 664], [430, 740], [390, 797], [412, 780], [600, 720]]) {
    for (const [game, players] of [['texas42'], ['texas88'], ['big-game'], ['euchre', 4], ['euchre', 3], ['euchre', 2]]) {
      // The walkthrough: a strip over the top bar on all of them (a card
      // with a row of its own took too much of the table under 820 px).
      for (const tour of height >= 740 ? [false, true] : [false]) {
        // The first tricks, while the hand is longest and the table shortest.
        let turns = 0;
        const { seen, trickWidth } = await clashesInPlay(env, { game, players, width, height, tour }, () => { turns += 1; return turns >= 3; });
        const where = `${width} × ${height}, ${game}${players ? ` for ${players}` : ''}${tour ? ', walkthrough' : ''}`;
        found.push(...seen.map((c) => `${where}, ${c}`));
        // Over 700 px the table has room for a full-size trick (88's was
        // the small phones' 29 px up to 820).
        if (height > 700 && trickWidth < 40) found.push(`${where}: the trick's tiles ${trickWidth} px wide`);
      }
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
