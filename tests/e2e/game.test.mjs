// A whole game to 7 marks, bots at instant speed: it ends with a winner and
// no error or warning on the console, and its log stays in its own box.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { DESKTOP, PHONE, bid, declare, newGame, open, setup, waitForPlayer } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('a whole game to 7 marks completes without console errors', async () => {
  const { page, errors, warnings, context } = await open(env, { device: DESKTOP, query: '?seed=2024&speed=instant' });
  await newGame(page);
  let hands = 0;
  let early = 0;
  for (let guard = 0; guard < 2000; guard += 1) {
    const s = await waitForPlayer(page);
    if (s.over) break;
    if (s.summary) {
      hands += 1;
      // A hand that ended as soon as it was decided says so: its points
      // fall short of 42, and only then.
      const summary = page.locator('[data-hand-summary]');
      const points = Number(await summary.getAttribute('data-us-points')) + Number(await summary.getAttribute('data-them-points'));
      const note = page.locator('[data-early-end]');
      const after = (await note.count()) ? await note.getAttribute('data-early-end') : null;
      if (after === null) assert.equal(points, 42, 'a hand played out counts 42');
      else {
        early += 1;
        assert.ok(Number(after) < 7 && points < 42, `decided after trick ${after} with ${points} points`);
        assert.match(await note.textContent(), new RegExp(`^Decided after trick ${after}: `));
      }
      await page.click('[data-testid="next-hand"]');
      await page.waitForSelector('[data-hand-summary]', { state: 'detached' });
    } else if (s.phase === 'bidding') await bid(page);
    else if (s.phase === 'declaring') await declare(page);
    else {
      // Tap to pick up, tap again to play: the first playable tile.
      const n = s.tiles;
      const tile = page.locator('.hand .hand-tile[data-legal="true"]').first();
      await tile.click();
      await page.locator('.hand .hand-tile.selected').click();
      await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length < n
        || document.querySelector('[data-hand-summary]'), n);
    }
  }
  const over = page.locator('[data-game-over]');
  await over.waitFor();
  const score = await page.locator('.side .score-pad .score-total').evaluateAll((els) => els.map((e) => Number(e.dataset.score)));
  assert.equal(score.length, 2);
  assert.ok(Math.max(...score) >= 7, `a side reached 7 marks: ${score}`);
  assert.ok(hands >= 4, `at least four hands were played (${hands})`);
  assert.ok(early >= 1, `a hand ended as soon as it was decided (${early} of ${hands})`);
  const result = await over.getAttribute('data-game-over');
  assert.equal(result === 'won', score[0] > score[1], 'the winner shown is the side with more marks');
  assert.equal(await page.locator('.log-list [data-kind="game-over"]').count(), 1);
  // The whole game's log scrolls in its own box: its words for screen
  // readers do not make the page taller than the window.
  assert.deepEqual(await page.evaluate(() => [document.scrollingElement.scrollHeight, window.innerHeight]), [800, 800]);
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  await context.close();
});

test('a whole game with every house rule on, against random bidders, completes without console errors', async () => {
  // Random bots bid anything legal (Splash, Plunge, Nel-O, Sevens...), and
  // the player takes the boldest choice offered, so the house contracts'
  // tables (a partner sitting out, shown doubles, three-tile tricks) render.
  const { page, errors, warnings, context } = await open(env, { device: PHONE, query: '?seed=77&speed=instant&bot=random' });
  await page.click('[data-preset="house"]');
  await newGame(page);
  const seen = new Set();
  for (let guard = 0; guard < 3000; guard += 1) {
    const s = await waitForPlayer(page, 60_000);
    if (s.over) break;
    if (s.summary) {
      seen.add(await page.locator('.summary-contract').textContent());
      await page.click('[data-testid="next-hand"]');
      await page.waitForSelector('[data-hand-summary]', { state: 'detached' });
    } else if (s.phase === 'bidding') {
      await page.locator('[data-panel="bidding"] .bid-btn:not(.pass)').last().click();
    } else if (s.phase === 'declaring') {
      await page.locator('[data-panel="declare"] .declare-btn').last().click();
    } else {
      const n = s.tiles;
      await page.locator('.hand .hand-tile[data-legal="true"]').last().tap();
      await page.locator('.hand .hand-tile.selected').tap();
      await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length < n
        || document.querySelector('[data-hand-summary]') || document.querySelector('.app').dataset.myTurn !== 'true', n);
    }
  }
  await page.locator('[data-game-over]').waitFor();
  assert.ok([...seen].some((c) => /Nel-O|Sevens|Splash|Plunge|Low-No/.test(c)), `a house contract was played: ${[...seen].join(' | ')}`);
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  await context.close();
});
