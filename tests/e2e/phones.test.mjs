// Phones, upright and sideways, in trick play: every game's seats (names,
// chips, tiles), score pad, trick and status lines stay apart, the
// walkthrough's card up or not.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { PHONE, chooseGame, clashes, newGame, open, playUntil, setup } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** A fresh game of `game` on a `width` × `height` phone, played as
 *  `playUntil` plays: the clashes (the kitty's, spare's or turn-up's note
 *  counted too) on each of the player's turns of trick play until
 *  `last(tiles in hand, state)` holds, how many turns were looked at, and the
 *  most rows the hand took on them, and on how many of them the seat
 *  across wore chips (dealer, bid). The walkthrough's Skip button must be
 *  on the screen to be pressed; with `tour`, the walkthrough is left to
 *  run (its card takes room from the table). */
async function clashesInPlay({ game, players, width, height, tour = false }, last) {
  const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width, height } }, query: '?seed=31&speed=instant' });
  await chooseGame(page, game, { players });
  await newGame(page);
  const skip = await page.locator('[data-testid="tour-skip"]').boundingBox();
  assert.ok(skip.y >= 0 && skip.y + skip.height <= height, `${width} × ${height}, ${game}: Skip tour on the screen (${skip.y})`);
  if (!tour) await page.click('[data-testid="tour-skip"]');
  const seen = [];
  let turns = 0;
  let rows = 0;
  let chipsAcross = 0;
  await playUntil(page, async (st) => {
    if (st.phase !== 'playing') return false;
    turns += 1;
    const step = await page.evaluate(() => document.querySelector('.tour')?.dataset.step);
    for (const clash of await clashes(page, '.table-note')) seen.push(`${st.tiles} tiles${step ? `, walkthrough at ${step}` : ''}: ${clash}`);
    chipsAcross += await page.locator('.seat.pos-n .chips').count();
    // By layout (offsetTop): a tile that cannot be played sits lower.
    rows = Math.max(rows, await page.locator('.hand .hand-tile').evaluateAll((els) => new Set(els.map((e) => e.offsetTop)).size));
    return last(st.tiles, st);
  });
  assert.deepEqual(errors, []);
  await context.close();
  return { seen, turns, rows, chipsAcross };
}

test('phones held sideways, 568 × 320 to 915 × 412: every game keeps seats, score pad, trick and status lines apart, the hand on one row', async () => {
  const wholeHand = (tiles) => tiles === 1;
  const found = [];
  for (const [width, height, game, players] of [
    [568, 320, 'texas42'], [568, 320, 'texas88'], [568, 320, 'big-game'], [568, 320, 'euchre', 4],
    [667, 375, 'texas42'], [667, 375, 'texas88'], [667, 375, 'big-game'], [667, 375, 'euchre', 4], [667, 375, 'euchre', 2],
    [740, 360, 'texas42'], [740, 360, 'texas88'], [844, 390, 'texas88'], [915, 412, 'texas88'], [915, 412, 'big-game'],
  ]) {
    const { seen, rows } = await clashesInPlay({ game, players, width, height }, wholeHand);
    found.push(...seen.map((c) => `${width} × ${height}, ${game}, ${c}`));
    if (rows !== 1) found.push(`${width} × ${height}, ${game}: the hand on ${rows} rows`);
  }
  assert.deepEqual(found, []);
});

test('phones held upright with the walkthrough running (its card takes a row under the table, which is shorter): every game keeps seats, score pad, trick and status lines apart', async () => {
  const found = [];
  for (const [width, height] of [[390, 844], [412, 915], [360, 800]]) {
    for (const [game, players] of [['texas42'], ['texas88'], ['big-game'], ['euchre', 4], ['euchre', 3], ['euchre', 2]]) {
      const { seen } = await clashesInPlay({ game, players, width, height, tour: true }, (tiles) => tiles === 1);
      found.push(...seen.map((c) => `${width} × ${height}, ${game}${players ? ` for ${players}` : ''}, ${c}`));
    }
  }
  assert.deepEqual(found, []);
});

test('the seat across keeps clear of the score pad while it deals and holds the bid (its chips beside it): 360 × 800, and the Big Game at 320 × 568, where it sits at the right', async () => {
  const found = [];
  // Until a hand in which the seat across has dealt and won the bid.
  for (const [width, height, game, players, hands] of [
    [360, 800, 'texas42', undefined, 4], [360, 800, 'big-game', undefined, 4], [360, 800, 'euchre', 4, 2],
    [320, 568, 'big-game', undefined, 4],
  ]) {
    const { seen, chipsAcross } = await clashesInPlay({ game, players, width, height }, (tiles, st) => st.hand === hands);
    found.push(...seen.map((c) => `${width} × ${height}, ${game}, ${c}`));
    assert.ok(chipsAcross >= 3, `${width} × ${height}, ${game}: the seat across wore chips at ${chipsAcross} turns`);
  }
  assert.deepEqual(found, []);
});

test('two-handed Euchre on phones (320 × 568, 390 × 844): the seat across, with its chips, keeps clear of the score pad', async () => {
  const found = [];
  for (const [width, height] of [[320, 568], [390, 844]]) {
    const { seen } = await clashesInPlay({ game: 'euchre', players: 2, width, height }, (tiles) => tiles === 1);
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
      const { seen, turns } = await clashesInPlay({ game, players, width, height }, (tiles) => tiles <= dealt - 3);
      assert.ok(turns >= 3, `${game}: ${turns} turns checked`);
      found.push(...seen.map((c) => `${width} × ${height}, ${game}, ${c}`));
    }
  }
  assert.deepEqual(found, []);
});
