// The page survives a misbehaving AI worker: a worker that dies is
// restarted, and an illegal reply is refused (with a console error) and
// asked again. The game goes on either way.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { DESKTOP, bid, newGame, open, setup, state } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** Passes for the player, then waits for the bots' bids to go round. */
async function bidAndWaitForBots(page) {
  await page.waitForSelector('[data-panel="bidding"]');
  await bid(page);
  // The three bots bid after the player; then the player acts again or
  // play begins. Either way the auction moved past seat 1.
  await page.waitForFunction(() => document.querySelectorAll('.log-list [data-kind="bid"][data-seat="3"]').length > 0, null, { timeout: 30_000 });
}

test('a worker that dies is restarted and the game goes on', async () => {
  const { page, errors, warnings, context } = await open(env, { device: DESKTOP, query: '?seed=31&speed=instant&fault=panic' });
  await newGame(page);
  await bidAndWaitForBots(page);
  assert.ok(errors.some((e) => e.includes('the AI worker died')), `the death is reported: ${errors.join(' | ')}`);
  assert.ok(errors.some((e) => e.includes('injected fault')), 'the worker logged its panic');
  assert.ok(warnings.some((w) => w.includes('restarting the AI worker')), 'the restart is reported');
  const s = await state(page);
  assert.notEqual(s.turn, '1', 'Ada acted after the restart');
  await context.close();
});

test('an illegal bot reply is refused with a console error and asked again', async () => {
  const { page, errors, context } = await open(env, { device: DESKTOP, query: '?seed=31&speed=instant&fault=illegal' });
  await newGame(page);
  await bidAndWaitForBots(page);
  const refusal = errors.find((e) => e.includes('refused Ada'));
  assert.ok(refusal, `the refusal is reported: ${errors.join(' | ')}`);
  assert.match(refusal, /29 is not a bid here/);
  assert.equal(errors.length, 1, `nothing else went wrong: ${errors.join(' | ')}`);
  await context.close();
});
