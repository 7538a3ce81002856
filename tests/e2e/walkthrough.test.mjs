// Where the first hand's walkthrough puts its card on phones, so that it
// hides nothing the player needs: big phones held sideways keep it over
// the log column; smaller phones, sideways or upright (under 375 px wide
// or 820 px tall), show a strip over the top bar, with the step's brief;
// taller phones held upright, small tablets and foldables (from 375 × 820,
// laid out as a phone) show the strip at the auction and the trump call,
// and in trick play a card with the whole text.
// (The walkthrough's steps, Skip and replay: polish.test.mjs.)

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  PHONE, assertTopBarByKeyboard, chooseGame, coveredBy, newGame, open, playEveryTrick, playUntil, screenshot, setup,
  switchAdvisorOn, unreachable, waitForPlayer,
} from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** The walkthrough's buttons whose centre is not theirs to tap (cut off
 *  by the card's own edge, or under something else). */
function tourButtonsHidden(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="tour"] button')].filter((b) => {
    const r = b.getBoundingClientRect();
    const card = b.closest('.tour').getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const hit = document.elementFromPoint(x, y);
    return y > card.bottom || y < card.top || !hit || !b.contains(hit);
  }).map((b) => b.textContent.trim()));
}

/** What is wrong with the walkthrough's card where it lies now, each
 *  fault prefixed with `where`: the parts of the table it covers (the
 *  status lines too, with `status`), bids whose centre is not theirs to
 *  tap, its own buttons out of reach, and running off the screen. */
async function tourFaults(page, where, { status = true } = {}) {
  const faults = [];
  for (const part of await coveredBy(page, '[data-testid="tour"]', { status })) faults.push(`${where}: covers the ${part}`);
  for (const b of await unreachable(page, { scroll: true })) faults.push(`${where}: ${b} out of reach`);
  for (const b of await tourButtonsHidden(page)) faults.push(`${where}: its ${b} button cannot be tapped`);
  const box = await page.locator('[data-testid="tour"]').boundingBox();
  const { height } = page.viewportSize();
  if (box.y < 0 || box.y + box.height > height) faults.push(`${where}: the card runs off the screen (${box.y}, ${box.height})`);
  return faults;
}

/** `tourFaults`, and what a strip over the top bar must also be: at the
 *  screen's top, over the whole top bar and clear of the score pad, in the
 *  way of the top bar's buttons it hides (a tap on the strip must not open
 *  the menu below), its own buttons at least 24 px each way. */
async function stripFaults(page, where) {
  const faults = await tourFaults(page, where);
  const { card, pad, through, small, topbar } = await page.evaluate(() => {
    const card = document.querySelector('[data-testid="tour"]').getBoundingClientRect();
    const inside = (x, y) => x > card.left && x < card.right && y > card.top && y < card.bottom;
    const through = [...document.querySelectorAll('.topbar button')].filter((b) => {
      const r = b.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      return inside(x, y) && b.contains(document.elementFromPoint(x, y));
    }).map((b) => b.dataset.testid);
    const box = (r) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
    const small = [...document.querySelectorAll('[data-testid="tour"] button')].map((b) => [b.textContent.trim(), b.getBoundingClientRect()])
      .filter(([, r]) => r.width < 24 || r.height < 24).map(([name, r]) => [name, r.width, r.height]);
    const topbar = document.querySelector('.topbar').getBoundingClientRect().bottom;
    return { card: box(card), pad: box(document.querySelector('.score-pad').getBoundingClientRect()), through, small, topbar };
  });
  if (card.top > 4) faults.push(`${where}: the strip is not at the top (${card.top})`);
  if (card.bottom < topbar) faults.push(`${where}: the top bar shows below the strip (${card.bottom} < ${topbar})`);
  for (const [name, w, h] of small) faults.push(`${where}: its ${name} button is ${w} × ${h} px, under 24 px`);
  if (pad.left < card.right && card.left < pad.right && pad.top < card.bottom) faults.push(`${where}: covers the score pad`);
  for (const b of through) faults.push(`${where}: a tap on the strip reaches ${b} under it`);
  return faults;
}

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

/** `tourFaults`, and what the card must be where it is not a strip: below
 *  the top bar, saying the step's whole text. It may lie over the status
 *  lines: in trick play 88's and the Big Game's come down over the
 *  contract and the turn line, the strip of table least needed then
 *  (coach.css). */
async function cardFaults(page, where) {
  const faults = await tourFaults(page, where, { status: false });
  const { top, topbar, whole } = await page.evaluate(() => ({
    top: document.querySelector('[data-testid="tour"]').getBoundingClientRect().top,
    topbar: document.querySelector('.topbar').getBoundingClientRect().bottom,
    whole: document.querySelector('[data-testid="tour"] .tour-full').checkVisibility(),
  }));
  if (top < topbar) faults.push(`${where}: the card is over the top bar (${top} < ${topbar})`);
  if (!whole) faults.push(`${where}: the card does not say the whole text`);
  return faults;
}

/** Plays the first hand of `game` on a `width` × `height` phone with the
 *  walkthrough running, judging the card once at each step with
 *  `judge(page, where, state)` (in 42 the player bids 2 marks, so that it
 *  names trump, and plays the hand out, so that it reaches the score
 *  pad's step): the faults found and the steps looked at. */
async function throughFirstHand({ width, height, game, players }, judge) {
  const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width, height } }, query: '?seed=31&speed=instant' });
  await chooseGame(page, game, { players });
  if (game === 'texas42') await playEveryTrick(page);
  await newGame(page);
  const tour = page.locator('[data-testid="tour"]');
  const at = `${width} × ${height}, ${game}${players ? ` for ${players}` : ''}`;
  const faults = [];
  const steps = [];
  const look = async (s) => {
    const step = await tour.count() ? await tour.getAttribute('data-step') : null;
    if (!step || steps.includes(step)) return;
    steps.push(step);
    faults.push(...await judge(page, `${at}, ${step}`, s));
    if (step === 'follow') await screenshot(page, `tour-${width}x${height}-${game}${players ?? ''}-follow`);
  };
  await look(await waitForPlayer(page));
  if (game === 'texas42') {
    await page.locator('[data-panel="bidding"] .bid-btn:not([data-action="pass"])').last().click();
    assert.equal((await waitForPlayer(page)).phase, 'declaring');
  }
  await playUntil(page, async (s) => {
    if (s.summary) return true;
    await look(s);
    return false;
  });
  assert.deepEqual(errors, []);
  await context.close();
  return { faults, steps };
}

/** `throughFirstHand` on each row (width, height, game, players): every
 *  step looked at (trump too in 42), no fault found. */
async function judgeEvery(rows, judge) {
  const found = [];
  for (const [width, height, game, players] of rows) {
    const { faults, steps } = await throughFirstHand({ width, height, game, players }, judge);
    found.push(...faults);
    const want = ['bidding', ...(game === 'texas42' ? ['trump'] : []), 'follow', 'counts', 'score'];
    for (const step of want) assert.ok(steps.includes(step), `${width} × ${height}, ${game}: ${step} looked at (${steps})`);
  }
  assert.deepEqual(found, []);
}

/** A strip at every step. */
function stripOnEvery(rows) {
  return judgeEvery(rows, stripFaults);
}

test('small phones held upright (under 375 px wide or 820 px tall): the walkthrough\'s card is a strip over the top bar, at every step of every game, leaving the seats, the trick, the status lines, the score pad, the hand and every bid in view', async () => {
  await stripOnEvery([
    ...[['texas42'], ['texas88'], ['big-game'], ['euchre', 4], ['euchre', 3], ['euchre', 2]].map(([game, players]) => [320, 568, game, players]),
    [360, 640, 'texas42'], [360, 640, 'texas88'], [360, 640, 'big-game'],
    [375, 667, 'texas88'], [375, 667, 'big-game'], [360, 800, 'euchre', 4], [414, 736, 'texas88'],
    // A card with a row of its own left too short a table under 820 px:
    // the trick ran into the side seats.
    [375, 812, 'euchre', 4], [412, 780, 'texas42'],
  ]);
});

test('phones held sideways under 900 px: the walkthrough\'s card is a strip over the top bar, at every step, leaving the seats, the trick, the status lines, the score pad, the hand and every bid or trump in view', async () => {
  await stripOnEvery([
    [740, 360, 'texas42'], [844, 390, 'texas42'], [812, 375, 'big-game'], [800, 360, 'euchre', 4], [844, 390, 'texas88'],
    [667, 375, 'texas42'], [640, 360, 'texas42'], [667, 375, 'texas88'],
    [568, 320, 'texas42'], [568, 320, 'big-game'], [568, 320, 'texas88'], [568, 320, 'euchre', 4],
  ]);
});

test('taller screens laid out as a phone (from 375 × 820, under 700 px wide or 900 × 960: phones held upright, small tablets, foldables): the walkthrough\'s card is a strip over the top bar at the auction and the trump call, leaving the seats, the status lines, the score pad, the hand and every bid in view, and in trick play a card below the top bar with the whole text, clear of the seats, the trick and the hand', async () => {
  const auction = ['bidding', 'declaring'];
  await judgeEvery([
    [390, 844, 'texas42'], [390, 844, 'texas88'], [390, 844, 'big-game'], [390, 844, 'euchre', 4],
    [412, 915, 'texas88'], [375, 820, 'big-game'],
    // Above the bid panel the card lay over 88's upper seats (480 × 854),
    // 42's side seats' tiles at the trump call (540 × 900), the Big Game's
    // side seats' tiles (673 × 841) and the hand (600 × 960, 768 × 900).
    [480, 854, 'texas88'], [540, 900, 'texas42'], [600, 960, 'big-game'], [673, 841, 'big-game'], [768, 900, 'texas42'],
  ], (page, where, s) => (auction.includes(s.phase) ? stripFaults : cardFaults)(page, where));
});

test('a taller phone turned sideways and back in trick play: the walkthrough\'s card becomes the strip, then the card again', async () => {
  const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width: 390, height: 844 } }, query: '?seed=31&speed=instant' });
  await newGame(page);
  const tour = page.locator('[data-testid="tour"]');
  await playUntil(page, async () => (await tour.count()) > 0 && (await tour.getAttribute('data-step')) === 'follow');
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
