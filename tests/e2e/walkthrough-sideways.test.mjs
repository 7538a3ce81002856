// Where the first hand's walkthrough puts its card on phones held
// sideways: big phones (915 × 412 and up) keep it over the log column;
// under 900 px wide it is a strip over the top bar, at every step, and
// steps aside while the keyboard is in the top bar it covers. (Phones
// held upright: walkthrough.test.mjs.)

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  PHONE, assertTopBarByKeyboard, chooseGame, newGame, open, playUntil, setup, switchAdvisorOn, waitForPlayer,
} from './helpers.mjs';
import { stripOnEvery, tourFaults } from './tour-faults.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('big phones held sideways (915 × 412, 932 × 430): the walkthrough\'s card keeps to the log column, every bid in reach and the table in view, and stays on the screen', async () => {
  const found = [];
  const steps = new Set();
  for (const [width, height, game] of [[915, 412, 'texas42'], [932, 430, 'big-game']]) {
    const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width, height } }, query: '?seed=31&speed=instant' });
    await chooseGame(page, game);
    await newGame(page);
    const tour = page.locator('[data-testid="tour"]');
    await playUntil(page, async (s) => {
      if (s.summary || !(await tour.count())) return true;
      const step = await tour.getAttribute('data-step');
      steps.add(step);
      found.push(...await tourFaults(page, `${width} × ${height}, ${game}, ${step}`));
      return false;
    });
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
  assert.deepEqual([...steps].sort(), ['bidding', 'counts', 'follow', 'score'], 'the steps looked at');
});

test('phones held sideways under 900 px: the walkthrough\'s card is a strip over the top bar, at every step, leaving the seats, the trick, the status lines, the score pad, the hand and every bid or trump in view', async () => {
  await stripOnEvery(env, [
    [740, 360, 'texas42'], [844, 390, 'texas42'], [812, 375, 'big-game'], [800, 360, 'euchre', 4], [844, 390, 'texas88'],
    [667, 375, 'texas42'], [640, 360, 'texas42'], [667, 375, 'texas88'],
    [568, 320, 'texas42'], [568, 320, 'big-game'], [568, 320, 'texas88'], [568, 320, 'euchre', 4],
  ]);
});

test('the strips (the walkthrough\'s, the bidding advisor\'s) step aside while the keyboard is in the top bar they cover, and come back after', async () => {
  for (const strip of ['[data-testid="tour"]', '[data-advisor]']) {
    const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width: 568, height: 320 } }, query: '?seed=31&speed=instant' });
    if (strip === '[data-advisor]') await switchAdvisorOn(page);
    await newGame(page);
    await waitForPlayer(page);
    const card = page.locator(strip);
    await card.waitFor();
    await assertTopBarByKeyboard(page, card, strip);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
