// What the coach's browser tests share: opening a page past the first
// hand's walkthrough, the values a hint puts on the table, and playing on
// after the auction. Used by coach.test.mjs (the hint, the review and the
// advisor) and coach-phones.test.mjs (their cards on small and sideways
// phones).

import assert from 'node:assert/strict';

import { andWait, open, putDown } from './helpers.mjs';

/** Marks the first-hand walkthrough done, before the page's own scripts
 *  run (`open`'s and `forEachSize`'s `init`), so its coach marks stay out
 *  of the way. */
export function walkthroughDone() {
  localStorage.setItem('bones.walkthrough', 'done');
}

/** Opens the page (in `env`, helpers.mjs's `setup`) with the first-hand
 *  walkthrough already done. */
export function openCoached(env, device, query) {
  return open(env, { device, query, init: walkthroughDone });
}

/** No horizontal scroll: the page is no wider than the screen. */
export async function assertFits(page, what) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth,
  }));
  assert.ok(scroll <= client, `${what}: page ${scroll}px wide in a ${client}px screen`);
}

/** The values a shown hint puts on the table: candidate → the text on its
 *  tile or button (`data-hint-value`). */
export async function valuesOnTheTable(page) {
  return page.locator('.hint-card .hint-values li[data-value]').evaluateAll((lis) => lis.map((li) => {
    const c = li.dataset.candidate;
    const target = /^\d-\d/.test(c)
      ? document.querySelector(`.hand [data-tile="${c.replace(/ .*/, '')}"]`)
      : document.querySelector(`.panel [data-action="${c}"]`);
    return [c, target?.dataset.hintValue ?? null, li.querySelector('.hint-value').textContent];
  }));
}

/** The choices and values in a hint card's open list that run over two
 *  lines ("4-1" split at its dash in a narrow column reads as two tiles). */
export function brokenValues(card) {
  return card.locator('.hint-values :is(.hint-action, .hint-value)').evaluateAll((parts) => parts
    .filter((part) => {
      const range = document.createRange();
      range.selectNodeContents(part);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
    }).map((part) => part.textContent));
}

/** Acts for the player after the auction: puts down the first tiles
 *  offered, names the first trump, plays the first legal tile. */
export async function actAfterTheAuction(page, s) {
  if (s.phase === 'discarding') {
    await putDown(page);
  } else if (s.phase === 'declaring') {
    await andWait(page, () => page.locator('[data-panel="declare"] .declare-btn').first().click());
  } else {
    const before = s.tiles;
    await page.locator('.hand .hand-tile[data-legal="true"]').first().click();
    await page.locator('.hand .hand-tile.selected').click();
    await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length < n
      || document.querySelector('[data-hand-summary]'), before);
  }
}
