// Where the first hand's walkthrough puts its card on phones held
// upright, so that it hides nothing the player needs: small phones (under
// 375 px wide or 820 px tall) show a strip over the top bar, with the
// step's brief; taller phones, small tablets and foldables (from 375 ×
// 820, laid out as a phone) show the strip at the auction and the trump
// call, and in trick play a card with the whole text. (Phones held
// sideways: walkthrough-sideways.test.mjs; the walkthrough's steps, Skip
// and replay: polish.test.mjs.) On phones either way, its marks on the
// table keep to their own part. And on a slow device the card keeps pace
// with the hand.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  PHONE, atRest, bidTop, chooseGame, coveredBy, newGame, open, playUntil, playUntilStep, setup, state, waitForPlayer,
} from './helpers.mjs';
import {
  cardFaults, judgeEvery, markFaults, stripFaults, stripOnEvery, tourFaults,
} from './tour-faults.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('small phones held upright (under 375 px wide or 820 px tall): the walkthrough\'s card is a strip over the top bar, at every step of every game, leaving the seats, the trick, the status lines, the score pad, the hand and every bid in view', async () => {
  await stripOnEvery(env, [
    ...[['texas42'], ['texas88'], ['big-game'], ['euchre', 4], ['euchre', 3], ['euchre', 2]].map(([game, players]) => [320, 568, game, players]),
    [360, 640, 'texas42'], [360, 640, 'texas88'], [360, 640, 'big-game'],
    [375, 667, 'texas88'], [375, 667, 'big-game'], [360, 800, 'euchre', 4], [414, 736, 'texas88'],
    // A card with a row of its own left too short a table under 820 px:
    // the trick ran into the side seats.
    [375, 812, 'euchre', 4], [412, 780, 'texas42'],
  ]);
});

test('taller screens laid out as a phone (from 375 × 820, under 700 px wide or 900 × 960: phones held upright, small tablets, foldables): the walkthrough\'s card is a strip over the top bar at the auction and the trump call, leaving the seats, the status lines, the score pad, the hand and every bid in view, and in trick play a card below the top bar with the whole text, clear of the seats, the trick and the hand', async () => {
  const auction = ['bidding', 'declaring'];
  await judgeEvery(env, [
    [390, 844, 'texas42'], [390, 844, 'texas88'], [390, 844, 'big-game'], [390, 844, 'euchre', 4],
    [412, 915, 'texas88'], [375, 820, 'big-game'],
    // Above the bid panel the card lay over 88's upper seats (480 × 854),
    // 42's side seats' tiles at the trump call (540 × 900), the Big Game's
    // side seats' tiles (673 × 841) and the hand (600 × 960, 768 × 900).
    [480, 854, 'texas88'], [540, 900, 'texas42'], [600, 960, 'big-game'], [673, 841, 'big-game'], [768, 900, 'texas42'],
  ], (page, where, s) => (auction.includes(s.phase) ? stripFaults : cardFaults)(page, where));
});

test('the walkthrough\'s marks keep to their own part of the table: its rings run through no seat, chip, tile, score pad, status line, turn-up or caption, nor off the screen, none rings a part hidden under the panel, and the trick is lit from under its tiles, not ringed: every game, every step, upright and held sideways (320 × 568 to 844 × 390)', async () => {
  const sizes = [[320, 568], [360, 640], [390, 844], [568, 320], [844, 390]];
  const games = [['texas42'], ['texas88'], ['big-game'], ['euchre', 4], ['euchre', 3], ['euchre', 2]];
  await judgeEvery(env, games.flatMap(([game, players]) => sizes.map(([width, height]) => [width, height, game, players])),
    (page, where, _state, step) => markFaults(page, where, step));
});

test('while the bid\'s winner puts tiles back (88\'s kitty, the Big Game\'s spare), the walkthrough\'s card and then the hint\'s stay where they are at the auction: strips over the top bar on phones, the walkthrough above the panel on an upright tablet, clear of every seat, the score pad, the hand and the panel', async () => {
  const found = [];
  const rows = [[390, 844, 'texas88'], [390, 844, 'big-game'], [412, 915, 'texas88'], [375, 820, 'big-game'],
    [360, 640, 'texas88'], [360, 640, 'big-game'], [768, 1024, 'texas88'], [768, 1024, 'big-game']];
  for (const [width, height, game] of rows) {
    const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width, height } }, query: '?seed=31&speed=instant' });
    await chooseGame(page, game);
    await newGame(page);
    const where = `${width} × ${height}, ${game}`;
    // The highest points bid takes the contract: the player puts tiles back.
    while ((await waitForPlayer(page)).phase === 'bidding') await bidTop(page);
    assert.equal((await state(page)).phase, 'discarding', `${where}: the player's bid takes the contract`);
    const tour = page.locator('[data-testid="tour"]');
    assert.equal(await tour.getAttribute('data-step'), 'bidding', `${where}: the walkthrough's step`);
    // Where the card comes to rest (it rises into place over a frame).
    await atRest(page, tour);
    found.push(...await (width < 700 ? stripFaults(page, where) : tourFaults(page, where)));
    // The hint's card, once the walkthrough is skipped.
    await page.click('[data-testid="tour-skip"]');
    await page.click('[data-testid="hint"]');
    const hint = page.locator('.hint-card');
    await page.waitForSelector('.hint-card .hint-choice');
    await atRest(page, hint);
    for (const part of await coveredBy(page, '.hint-card')) found.push(`${where}: the hint covers the ${part}`);
    const { card, pad } = await page.evaluate(() => ({
      card: document.querySelector('.hint-card').getBoundingClientRect().toJSON(),
      pad: document.querySelector('.score-pad').getBoundingClientRect().toJSON(),
    }));
    if (pad.left < card.right && card.left < pad.right && pad.top < card.bottom && card.top < pad.bottom) found.push(`${where}: the hint covers the score pad`);
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('a taller phone turned sideways and back in trick play: the walkthrough\'s card becomes the strip, then the card again', async () => {
  const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width: 390, height: 844 } }, query: '?seed=31&speed=instant' });
  await newGame(page);
  await playUntilStep(page, 'follow');
  const atTop = (yes) => page.waitForFunction((yes) => {
    const top = document.querySelector('[data-testid="tour"]').getBoundingClientRect().top;
    return yes === top <= 4;
  }, yes, { timeout: 5000 });
  assert.deepEqual(await cardFaults(page, '390 × 844'), []);
  await page.setViewportSize({ width: 844, height: 390 });
  await atTop(true);
  assert.deepEqual(await stripFaults(page, '844 × 390'), []);
  await page.setViewportSize({ width: 390, height: 844 });
  await atTop(false);
  assert.deepEqual(await cardFaults(page, '390 × 844, turned back'), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a slow device the walkthrough\'s card is never a step behind the moment of the hand it is drawn for (the CPU slowed 6×, so that the page hands the browser control in the middle of updates)', async () => {
  const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width: 390, height: 844 } }, query: '?seed=31&speed=instant' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // Each time the page hands back control with the card changed, the card
  // is held to the step due at the moment it carries (Texas 42; the rule
  // is `due_step` in src/tour.rs).
  await page.evaluate(() => {
    const due = (phase, tricks) => ({ bidding: 'bidding', declaring: 'trump' })[phase]
      ?? (tricks >= 3 ? 'score' : tricks >= 1 ? 'counts' : 'follow');
    window.cardSeen = [];
    window.cardBehind = [];
    new MutationObserver(() => {
      const card = document.querySelector('[data-testid="tour"]');
      if (!card) return;
      const { step, phase, tricks } = card.dataset;
      if (!window.cardSeen.includes(step)) window.cardSeen.push(step);
      const want = due(phase, Number(tricks));
      if (step !== want) window.cardBehind.push(`${step} at ${phase} after ${tricks} tricks (${want} due)`);
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
  await newGame(page);
  await playUntil(page, async (s) => s.summary);
  const { seen, behind } = await page.evaluate(() => ({ seen: window.cardSeen, behind: window.cardBehind }));
  assert.deepEqual(behind, []);
  assert.deepEqual(seen, ['bidding', 'trump', 'follow', 'counts', 'score']);
  assert.deepEqual(errors, []);
  await context.close();
});
