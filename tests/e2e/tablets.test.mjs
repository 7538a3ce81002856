// Tablets held upright (768 × 1024 to 1024 × 1366) and tall screens: the
// dominoes grow with the room (styles/roomy.css), and the table keeps its
// parts apart at that size; at the auction the walkthrough leaves 88's
// seats in view and the Big Game shows its whole ladder of bids.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  PHONE, andWait, atRest, chooseGame, coveredBy, everyTable, findInPlay, frameDrawn, newGame, open, screenshot, setup,
  unreachable, waitForPlayer,
} from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

// The smallest tile each game's hand and trick may show on these screens
// (px, an upright tile's width). A phone's are 66 and 56 at the most; 88's
// and the Big Game's hands (nine and eleven tiles) and tricks less.
const LEAST = {
  texas42: { hand: 80, trick: 64 },
  euchre: { hand: 80, trick: 64 },
  texas88: { hand: 64, trick: 56 },
  'big-game': { hand: 60, trick: 60 },
};

test('upright tablets and a tall screen: every game\'s hand and trick are sized for the room, and seats, score pad, trick and status lines stay apart through a hand (the walkthrough up or not)', async () => {
  const tables = [
    ...everyTable([[768, 1024], [820, 1180], [1024, 1366]], [['texas42'], ['texas88'], ['big-game'], ['euchre', 4]]),
    // With the walkthrough up, on the smallest tablet only.
    { width: 768, height: 1024, game: 'euchre', players: 3, tour: true },
    { width: 768, height: 1024, game: 'texas42', tour: true },
  ];
  const found = await findInPlay(env, tables, (tiles) => tiles === 1, { turns: 4, least: ({ game }) => LEAST[game] });
  assert.deepEqual(found, []);
});

test('an upright tablet at the auction (768 × 1024): 88\'s walkthrough card sits above the bid panel, clear of every seat, and the Big Game offers every bid from 42 to 66 at once, no "Higher" to press', async () => {
  const found = [];
  for (const game of ['texas88', 'big-game']) {
    const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width: 768, height: 1024 } }, query: '?seed=31&speed=instant' });
    await chooseGame(page, game);
    await newGame(page);
    await page.waitForFunction(() => document.querySelector('.app').dataset.myTurn === 'true');
    const tour = page.locator('[data-testid="tour"]');
    assert.equal(await tour.getAttribute('data-step'), 'bidding', `${game}: the walkthrough at the auction`);
    // Where the card comes to rest: it rises into place, and its place is
    // measured from the panel's as a frame is drawn.
    await atRest(page, tour);
    for (const part of await coveredBy(page, '.tour')) found.push(`${game}: the walkthrough covers ${part}`);
    for (const words of await unreachable(page)) found.push(`${game}: "${words}" out of reach`);
    // Every points bid offered, from the lowest open to the game's highest.
    const offered = await page.locator('[data-panel="bidding"] .bid-btn[data-action^="bid "]:not([data-action$="m"])')
      .evaluateAll((els) => els.map((el) => [Number(el.dataset.action.slice(4)), el.checkVisibility()]));
    const [highest, step] = game === 'texas88' ? [88, 2] : [66, 1];
    const run = offered.map(([points]) => points);
    if (run.at(-1) !== highest || run.some((points, i) => i > 0 && points !== run[i - 1] + step)) found.push(`${game}: bids offered ${run.join(' ')}`);
    const hidden = offered.filter(([, shown]) => !shown).map(([points]) => points);
    if (hidden.length) found.push(`${game}: bids out of sight ${hidden.join(' ')}`);
    if (await page.locator('[data-testid="more-bids"]').isVisible()) found.push(`${game}: "Higher" shown`);
    await screenshot(page, `tablet-auction-${game}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('88 on an upright tablet: while the bid\'s winner (the player) puts down tiles, and the hand, going from eleven tiles back to nine, gives the felt room, the table keeps the panel\'s measured top (--panel-top, where the walkthrough\'s card rests) where the panel is', async () => {
  const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width: 768, height: 1024 } }, query: '?seed=31&speed=instant' });
  await chooseGame(page, 'texas88');
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  await waitForPlayer(page);
  await page.locator('[data-panel="bidding"] .bid-btn[data-action="bid 60"]').click();
  assert.equal((await waitForPlayer(page)).phase, 'discarding', 'seed 31: the player\'s 60 takes the bid');
  // The measured top against the panel's, as each frame is drawn.
  const offBy = () => frameDrawn(page).then(() => page.evaluate(() => {
    const play = document.querySelector('.play');
    const measured = parseFloat(play.style.getPropertyValue('--panel-top'));
    const slot = document.querySelector('.panel-slot').getBoundingClientRect().top - play.getBoundingClientRect().top;
    return Math.round(measured - slot);
  }));
  const found = [];
  for (let down = 0; down <= 2; down += 1) {
    const off = await offBy();
    if (off !== 0) found.push(`${down} tiles put down: off by ${off} px`);
    if (down < 2) await andWait(page, () => page.locator('.hand .hand-tile[data-legal="true"]').first().click());
  }
  assert.deepEqual(found, []);
  assert.deepEqual(errors, []);
  await context.close();
});
