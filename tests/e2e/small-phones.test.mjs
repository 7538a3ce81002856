// Small phones held upright, from 320 × 568, in trick play: every game's
// seats (names, chips, tiles), score pad, trick and status lines stay
// apart in the room a long hand or a narrow screen leaves, and
// three-handed Euchre's chips there and held sideways; at 320 × 568, 88's
// and the Big Game's auction and trump call in the room their long hands
// leave. (The walkthrough running, and the seat across's chips:
// phones.test.mjs; the page a browser's bars leave: page-heights.test.mjs.)

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  PHONE, andWait, bid, bidTop, chooseGame, declare, everyTable, findInPlay, newGame, open, panelFaults, playFirstLegal, putDown, setup, untappable,
  waitForPlayer,
} from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('two-handed Euchre on phones (320 × 568, 390 × 844): the seat across, with its chips, keeps clear of the score pad', async () => {
  const tables = everyTable([[320, 568], [390, 844]], [['euchre', 2]]);
  assert.deepEqual(await findInPlay(env, tables, (tiles) => tiles === 1), []);
});

test('phones from 320 × 568 to 375 × 812 and 360 × 800 keep Texas 88\'s six seats, the Big Game\'s long hands and three-handed Euchre\'s pad clear of each other, the trick and the status lines', async () => {
  const tables = everyTable([[360, 640], [375, 667], [320, 568], [375, 812], [360, 800]], [['texas88'], ['big-game'], ['euchre', 3]]);
  // The first three tricks and the turn after them, while the hand is
  // longest and the table shortest.
  assert.deepEqual(await findInPlay(env, tables, (tiles, st, turns) => turns >= 4), []);
});

test('three-handed Euchre, upright (360 × 640) and held sideways (568 × 320 to 667 × 375): an opponent who dealt and made trumps, or the right-hand one making them, keeps its chips clear of the trick', async () => {
  const tables = everyTable([[360, 640], [568, 320], [640, 360], [667, 375]], [['euchre', 3]]);
  // Seed 31's deals 2 to 4 (counted from 0; deal 1 is thrown in): the
  // left-hand seat deals and makes trumps, then makes them as the other
  // deals, then the right-hand seat makes them as the player deals.
  const wore = ['pos-nw: D + Maker', 'pos-nw: Maker', 'pos-ne: D', 'pos-ne: Maker'];
  assert.deepEqual(await findInPlay(env, tables, (tiles, st) => st.hand === 4 && tiles === 1, {
    check: ({ worn }) => wore.filter((chips) => !worn.includes(chips)).map((chips) => `never wore ${chips}`),
  }), []);
});

test('four seats at 320 × 568 (42, Euchre): the trick\'s side tiles stand up, clear of the side seats, and a hand of seven keeps to one row', async () => {
  const tables = everyTable([[320, 568]], [['texas42'], ['euchre', 4]]);
  assert.deepEqual(await findInPlay(env, tables, (tiles, st) => st.hand === 2, { turns: 8, oneRow: true }), []);
});

test('Texas 88 on small phones (320 × 568, 360 × 640, 360 × 560), three hands: the player\'s own kitty and lead, the seats\' chips and a three-figure tally keep clear of the seats, the trick and each other, and the hand lies in even rows', async () => {
  const tables = everyTable([[320, 568], [360, 640], [360, 560]], [['texas88']]);
  // At 360 × 560 "You" stands beside the hand, but not beside the
  // kitty's eleven tiles: there they lay five, five and one.
  assert.deepEqual(await findInPlay(env, tables, (tiles, st) => st.hand === 3, { turns: 20, evenRows: true }), []);
});

test('88 and the Big Game at 320 × 568: the bids with Pass, and every trump with doubles and follow-me, in sight without scrolling the panel; where 88\'s ladder still scrolls, under the calls it repeats, 2 marks and Pass stay in sight, and a focused bid is scrolled clear of them', async () => {
  const found = [];
  const seen = new Set();
  for (const game of ['texas88', 'big-game']) {
    const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width: 320, height: 568 } }, query: '?seed=4&speed=instant' });
    await chooseGame(page, game);
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    // The first hand's contract is the player's (the trump call), the
    // next hands' the bots' (the ladder under their calls).
    for (let turn = 0; turn < 40; turn += 1) {
      const st = await waitForPlayer(page);
      if (st.over || st.hand > 2) break;
      if (st.summary) {
        await page.click('[data-testid="next-hand"]');
        continue;
      }
      const what = `${game}, hand ${st.hand}, ${st.phase}`;
      if (st.phase === 'bidding') {
        if (await page.locator('[data-panel="bidding"] .panel-beside:not([hidden])').count()) {
          seen.add(`${game}: the ladder under the calls`);
          for (const words of await untappable(page, '[data-panel] .bid-row button')) found.push(`${what}: "${words}" out of sight`);
          // Each bid the keys focus is scrolled clear of the row of Pass.
          const bids = page.locator('[data-panel] .bid-grid .bid-btn');
          for (let k = 0; k < await bids.count(); k += 1) {
            await bids.nth(k).focus();
            for (const words of await untappable(page, '[data-panel] .bid-btn:focus')) found.push(`${what}: "${words}", focused, out of sight`);
          }
        } else {
          seen.add(`${game}: the ladder`);
          found.push(...await panelFaults(page, what));
        }
        if (st.hand === 0) await bidTop(page);
        else await andWait(page, () => bid(page));
      } else if (st.phase === 'declaring') {
        seen.add(`${game}: the trump call`);
        found.push(...await panelFaults(page, what));
        await andWait(page, () => declare(page));
      } else if (st.phase === 'discarding') {
        await putDown(page);
      } else {
        await playFirstLegal(page);
      }
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
  assert.deepEqual([...seen].sort(), [
    'big-game: the ladder', 'big-game: the trump call', 'texas88: the ladder', 'texas88: the ladder under the calls', 'texas88: the trump call',
  ]);
});
