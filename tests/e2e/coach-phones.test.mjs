// The coach's cards on small phones and phones held sideways: the hint's
// card in trick play, and the hint's and the bidding advisor's strips over
// the top bar at the auction. Split from coach.test.mjs, which with them
// took over 300 s on a slow machine.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  assertTopBarByKeyboard, atEverySize, bid, chooseGame, coveredBy, forEachGame, newGame, screenshot, setup, switchAdvisorOn,
  unreachable, untappable, waitForPlayer,
} from './helpers.mjs';
import { actAfterTheAuction, assertFits, brokenValues, valuesOnTheTable, walkthroughDone } from './coach-checks.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });


test('small phones and phones held sideways: the hint\'s card in trick play is one row (two upright) that leaves the seats, the trick and the hand in view, each value on its tile; on a wide short screen it keeps to the log column, each value on one line', async () => {
  const found = [];
  let cards = 0;
  // Seed 31: in 42 two of the hints have no values to show, the card's
  // tallest form (three lines, it came up over the trick's side tiles).
  const rows = [
    [667, 375, 'texas42'], [640, 360, 'euchre', 4], [667, 375, 'big-game'], [915, 412, 'texas42'],
    // 88's trick is two rows: the card in two rows covered the lower one.
    [740, 360, 'texas88'], [844, 390, 'texas88'],
    // Upright it comes down over the row of "You" and Hint: above it, at
    // 320 px, it covered 88's lower side seats' names.
    [320, 568, 'texas88'], [320, 568, 'big-game'], [360, 640, 'texas42'],
    // 88 under 568 px has no such row ("You" is beside the hand): a strip
    // over the top bar, as at the auction.
    [360, 560, 'texas88'],
  ];
  // A hand of each game, each hint looked at on every screen of its game.
  await forEachGame(env, rows, async ({ page, errors }, group, sizes) => {
    const [, , game, players] = group[0];
    await chooseGame(page, game, { players });
    await newGame(page);
    for (let guard = 0; guard < 100; guard += 1) {
      const s = await waitForPlayer(page, 60_000);
      if (s.summary || s.over) break;
      if (s.phase === 'bidding') {
        await bid(page);
        continue;
      }
      if (s.phase === 'playing' && await page.locator('.centre .trick-tile').count() > 0) {
        await page.click('[data-testid="hint"]');
        await page.locator('.hint-card[data-hint]').waitFor({ timeout: 90_000 });
        await atEverySize(page, sizes, async ({ width, height }) => {
          cards += 1;
          // The status lines under the trick are all it may lie over.
          for (const part of await coveredBy(page, '.hint-card')) found.push(`${width} × ${height}, ${game}, ${s.tiles} tiles: ${part}`);
          if (width < 900) {
            // Sideways the card stays one row: each tile wears its value,
            // and no list is offered to lie over the table.
            if (await page.locator('[data-testid="hint-values-toggle"]').isVisible()) found.push(`${width} × ${height}, ${game}: a Values button`);
            for (const [candidate, badge, listed] of await valuesOnTheTable(page)) {
              if (!badge || !listed.startsWith(badge)) found.push(`${width} × ${height}, ${game}: ${candidate} is ${listed}, its tile says ${badge}`);
            }
          } else {
            for (const part of await brokenValues(page.locator('.hint-card'))) found.push(`${width} × ${height}, ${game}: "${part}" on two lines`);
          }
        });
        await page.click('.hint-card [aria-label="Close the hint"]');
      }
      await actAfterTheAuction(page, s);
    }
    assert.deepEqual(errors, []);
  }, { init: walkthroughDone });
  assert.deepEqual(found, []);
  assert.ok(cards >= 12, `${cards} hints looked at`);
});

test('phones, upright and sideways: at the auction the hint\'s card is a strip over the top bar, its choice and Close on the screen, every seat and bid in view and in reach, in the walkthrough\'s place while it is up', async () => {
  const found = [];
  const rows = [
    [568, 320, 'texas42'], [568, 320, 'euchre'], [667, 375, 'texas88'], [320, 568, 'big-game'], [320, 568, 'texas88'], [360, 640, 'texas42'], [360, 560, 'texas88'],
    // Taller phones: 88's upper seats and the Big Game's side seats fill
    // the felt above the bid panel, 42's side seats' tiles reach down to
    // it; Euchre's leave room, but the hint's place is one.
    [390, 844, 'texas88'], [412, 915, 'big-game'], [375, 820, 'texas42'], [390, 844, 'texas42'], [412, 915, 'euchre'],
  ];
  // Each game's first bid, its hint looked at on every screen of its game.
  await forEachGame(env, rows, async ({ page, errors }, group, sizes) => {
    const game = group[0][2];
    await chooseGame(page, game);
    await newGame(page);
    assert.equal((await waitForPlayer(page)).phase, 'bidding');
    const tour = page.locator('[data-testid="tour"]');
    await tour.waitFor();
    await page.click('[data-testid="hint"]');
    const card = page.locator('.hint-card');
    await card.locator('.hint-choice').waitFor({ timeout: 60_000 });
    if (game === 'euchre') {
      // This deal's make falls short of Hard's bar: a pass, which is no
      // expected score, so without one ("Pass +0.00" over "Order up +0.56").
      assert.equal(await card.getAttribute('data-hint'), 'pass', game);
      if (await card.locator('.hint-choice-value').count()) found.push(`${game}: the pass has a value`);
      if (await page.locator('.panel [data-action="pass"][data-hint-value]').count()) found.push(`${game}: the Pass button has a value`);
    }
    const closeButton = '.hint-card [aria-label="Close the hint"]';
    let close = true;
    await atEverySize(page, sizes, async ({ width, height }) => {
      const where = `${width} × ${height}, ${game}`;
      const box = await card.boundingBox();
      if (box.y < 0 || box.y + box.height > height / 4) found.push(`${where}: not a strip at the top (${box.y}, ${box.height})`);
      const choice = await card.locator('.hint-choice').boundingBox();
      if (choice.y < 0 || choice.y + choice.height > box.y + box.height) found.push(`${where}: the choice is cut off (${choice.y})`);
      // Where the panel fills the table it scrolls under the strip: its
      // bids are counted as in reach or not below.
      const covered = (await coveredBy(page, '.hint-card')).filter((part) => part !== 'panel');
      for (const part of covered) found.push(`${where}: covers the ${part}`);
      // Tabbed round from the card, at each size.
      await page.locator(closeButton).focus();
      await assertTopBarByKeyboard(page, card, where);
      if (!(await page.locator(closeButton).isVisible() && (await untappable(page, closeButton)).length === 0)) {
        found.push(`${where}: Close cannot be tapped`);
        close = false;
      }
      for (const b of await unreachable(page, { scroll: true })) found.push(`${where}: ${b} out of reach`);
      if (await tour.isVisible()) found.push(`${where}: the walkthrough's strip shows under it`);
      if (width === 320 && game === 'big-game') await screenshot(page, 'phone-320-hint-auction');
    });
    if (close) {
      await page.click(closeButton);
      await card.waitFor({ state: 'detached' });
      if (!(await tour.isVisible())) found.push(`${game}: the walkthrough does not come back`);
    }
    assert.deepEqual(errors, []);
  });
  assert.deepEqual(found, []);
});

test('phones, upright and sideways: the bidding advisor is a strip over the top bar, its table hangs below it and scrolls, every bid and row in reach; the hint stands in its place, it in the walkthrough\'s', async () => {
  const found = [];
  const rows = [
    [568, 320, 'texas42'], [667, 375, 'texas88'], [740, 360, 'big-game'], [320, 568, 'texas42'], [320, 568, 'big-game'], [360, 640, 'texas88'],
    [412, 915, 'texas88'], [390, 844, 'big-game'], [375, 820, 'texas42'],
  ];
  // Each game's first bid, the advisor looked at on every screen of its
  // game, its table shown and hidden again.
  await forEachGame(env, rows, async ({ page, errors }, group, sizes) => {
    const game = group[0][2];
    await switchAdvisorOn(page);
    await chooseGame(page, game);
    await newGame(page);
    assert.equal((await waitForPlayer(page)).phase, 'bidding');
    const card = page.locator('[data-advisor]');
    const tour = page.locator('[data-testid="tour"]');
    await card.locator('.advice-summary').waitFor({ timeout: 60_000 });
    if (await tour.isVisible()) found.push(`${game}: the walkthrough's strip shows with it`);

    // Its summary: a strip at the top, over the top bar only.
    const blocked = [];
    await atEverySize(page, sizes, async ({ width, height }) => {
      const where = `${width} × ${height}, ${game}`;
      const box = await card.boundingBox();
      if (box.y < 0 || box.y + box.height > height / 4) found.push(`${where}: not a strip at the top (${box.y}, ${box.height})`);
      const words = await card.locator('.advice-words').boundingBox();
      if (words.y < box.y || words.y + words.height > box.y + box.height) found.push(`${where}: its words are cut off`);
      for (const part of await coveredBy(page, '[data-advisor]')) found.push(`${where}: covers the ${part}`);
      const untapped = await untappable(page, '[data-advisor] button');
      for (const b of untapped) found.push(`${where}: ${b} cannot be tapped`);
      blocked.push(...untapped);
      for (const b of await unreachable(page, { scroll: true })) found.push(`${where}: ${b} out of reach`);
      // Tabbed round from the advisor's first button, at each size.
      await card.locator('button').first().focus();
      await assertTopBarByKeyboard(page, card, where);
    });
    if (blocked.length) {
      return;
    }

    // A hint asked for stands in its place, and goes.
    await page.click('[data-testid="hint"]');
    await page.locator('.hint-card .hint-choice').waitFor({ timeout: 60_000 });
    if (await card.isVisible()) found.push(`${game}: the advisor shows under the hint`);
    await page.click('.hint-card [aria-label="Close the hint"]');
    await card.waitFor({ state: 'visible' });

    // Its table: on the screen, every row brought into view by scrolling
    // inside it, while Hide table and Close stay.
    await card.locator('[data-testid="advice-toggle"]').click();
    await card.locator('.advice-table').waitFor();
    await atEverySize(page, sizes, async ({ width, height }) => {
      const where = `${width} × ${height}, ${game}`;
      // From its top, as it opens: scrolled back up to, a row stops at
      // the scroller's top edge, under the table's sticky head.
      await card.locator('.advice-scroll').evaluate((el) => { el.scrollTop = 0; });
      const shown = await card.boundingBox();
      if (shown.y < 0 || shown.y + shown.height > height) found.push(`${where}: the table runs off the screen (${shown.y}, ${shown.height})`);
      // Taller phones have room to keep the bids in view under it.
      if (width >= 375 && height >= 820 && (await coveredBy(page, '[data-advisor]')).includes('panel')) found.push(`${where}: the table lies over the bids`);
      const hiddenRows = await untappable(page, '[data-advisor] .advice-table tbody tr', { scroll: true, label: 'data-bid' });
      if (hiddenRows.length) found.push(`${where}: rows ${hiddenRows.join(', ')} out of reach`);
      for (const b of await untappable(page, '[data-advisor] button')) found.push(`${where}, table shown: ${b} cannot be tapped`);
      if (width === 568) await screenshot(page, 'sideways-568-advisor-table');
      await assertFits(page, where);
    });

    // Hidden again, the bids are in reach; closed, the walkthrough comes back.
    await card.locator('[data-testid="advice-toggle"]').click();
    await card.locator('.advice-table').waitFor({ state: 'hidden' });
    await atEverySize(page, sizes, async ({ width, height }) => {
      const where = `${width} × ${height}, ${game}`;
      for (const b of await unreachable(page, { scroll: true })) found.push(`${where}, table hidden: ${b} out of reach`);
      if (width === 320 && game === 'texas42') await screenshot(page, 'phone-320-advisor');
    });
    await page.click('[data-advisor] [aria-label="Hide the advisor for this bid"]');
    await card.waitFor({ state: 'detached' });
    if (!(await tour.isVisible())) found.push(`${game}: the walkthrough does not come back`);
    assert.deepEqual(errors, []);
  });
  assert.deepEqual(found, []);
});
