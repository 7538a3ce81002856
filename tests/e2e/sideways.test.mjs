// Phones held sideways, in trick play: every game's seats (names, chips,
// tiles), score pad, trick and status lines stay apart, and the hand keeps
// to one row; the log drawer leaves the log room. (Held upright:
// phones.test.mjs.)

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  PHONE, chooseGame, clashesInPlay, newGame, open, playUntil, screenshot, setup,
} from './helpers.mjs';

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

test('held sideways (568 × 320, 667 × 375), the log drawer gives the log nearly half the screen: its Close button stands beside the score pad', async () => {
  for (const [width, height] of [[568, 320], [667, 375]]) {
    const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width, height } }, query: '?seed=31&speed=instant' });
    await chooseGame(page, 'texas88');
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    await playUntil(page, async (s) => s.phase === 'playing' && await page.locator('[data-testid="last-trick"]').count() > 0);
    await page.click('[data-testid="log"]');
    const close = page.locator('.side-close');
    await close.waitFor();
    const [log, button, pad] = await Promise.all(['.side .log-list', '.side-close', '.side .score-pad'].map((sel) => page.locator(sel).boundingBox()));
    assert.ok(log.height >= height * 0.45, `${width} × ${height}: the log is ${log.height} px tall`);
    assert.ok(button.x >= pad.x + pad.width || button.y >= pad.y + pad.height, `${width} × ${height}: Close lies over the score pad`);
    if (width === 568) await screenshot(page, 'sideways-log-drawer');
    await close.click();
    await page.waitForFunction(() => !document.querySelector('.app').classList.contains('log-open'));
    assert.deepEqual(errors, []);
    await context.close();
  }
});
