// Phones held sideways, in trick play: every game's seats (names, chips,
// tiles), score pad, trick and status lines stay apart, and the hand keeps
// to one row; at the auction every bid and Pass is in sight, and at the
// trump call (Euchre's second round too) every trump, and the kitty's or
// spare's panel over a hand on one row; the log drawer leaves the log
// room. (Held upright: phones.test.mjs.)

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  PHONE, andWait, atEverySize, bidTop, boxes, chooseDiscards, chooseGame, everyTable, findInPlay, handRows, newGame, open, panelFaults, playUntil,
  putDown, screenshot, setup, unreachable, waitForPlayer,
} from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** A new game of `game` (with `preset`, or for `players`) on a phone held
 *  sideways, dealt from `seed`, the walkthrough skipped. */
async function sideways(width, height, game, { players, preset, seed }) {
  const visited = await open(env, { device: { ...PHONE, viewport: { width, height } }, query: `?seed=${seed}&speed=instant` });
  await chooseGame(visited.page, game, { players });
  if (preset) await visited.page.click(`[data-preset="${preset}"]`);
  await newGame(visited.page);
  await visited.page.click('[data-testid="tour-skip"]');
  return visited;
}

test('phones held sideways, 568 × 320 to 915 × 412: every game keeps seats, score pad, trick and status lines apart, the hand on one row', async () => {
  const tables = [
    ...everyTable([[568, 320]], [['texas42'], ['texas88'], ['big-game'], ['euchre', 4]]),
    ...everyTable([[667, 375]], [['texas42'], ['texas88'], ['big-game'], ['euchre', 4], ['euchre', 2]]),
    ...everyTable([[740, 360]], [['texas42'], ['texas88']]),
    ...everyTable([[844, 390], [915, 412]], [['texas88']]),
    ...everyTable([[915, 412]], [['big-game']]),
  ];
  assert.deepEqual(await findInPlay(env, tables, (tiles) => tiles === 1, { oneRow: true }), []);
});

test('Euchre for four at 568 × 320 into its third hand: a long contract ("Fours alone") with the turn-up\'s note, and the player\'s lead, keep the turn line on one row, clear of the seats', async () => {
  const table = { width: 568, height: 320, game: 'euchre', players: 4 };
  assert.deepEqual(await findInPlay(env, [table], (tiles, st) => st.hand === 2 && tiles <= 2, { turns: 12 }), []);
});

test('held sideways, every bid, 1 mark, 2 marks and Pass are in sight as the bid panel opens, without scrolling it: 42 at 568 × 320 and 640 × 360, 88 and the Big Game at 568 × 320, and House 42\'s Splash', async () => {
  const found = [];
  for (const [width, height, game, preset] of [
    [568, 320, 'texas42'], [640, 360, 'texas42'], [568, 320, 'texas88'], [568, 320, 'big-game'], [568, 320, 'texas42', 'house'],
  ]) {
    const what = `${width} × ${height}, ${preset ?? game}`;
    const { page, errors, context } = await sideways(width, height, game, { preset, seed: 31 });
    await playUntil(page, async (st) => st.phase === 'bidding' && !st.summary);
    found.push(...await panelFaults(page, what));
    // 1 mark, 2 marks and Pass stay together, on one row.
    const group = await page.locator('[data-panel="bidding"] .bid-row .bid-btn').evaluateAll((els) => els.map((el) => [el.textContent, Math.round(el.getBoundingClientRect().top)]));
    if (new Set(group.map(([, top]) => top)).size !== 1) found.push(`${what}: the marks and Pass split over rows (${JSON.stringify(group)})`);
    if (preset && !group.some(([words]) => words.startsWith('Splash'))) found.push(`${what}: no Splash offered (${JSON.stringify(group)})`);
    if (width === 568) await screenshot(page, `sideways-bids-${preset ?? game}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('held sideways, every trump House 42, 88 and the Big Game offer (suits, doubles, follow-me, sevens; after a mark bid Nel-O\'s doubles too) is in sight as the trump panel opens, without scrolling it: 568 × 320 to 844 × 390', async () => {
  const found = [];
  const sizes = [[568, 320], [640, 360], [667, 375], [844, 390]].map(([width, height]) => ({ width, height }));
  // Each game's trump call, looked at on every screen.
  for (const [game, preset, mark] of [['texas42', 'house'], ['texas42', 'house', true], ['texas88'], ['big-game']]) {
    const name = `${preset ?? game}${mark ? ' after a mark bid' : ''}`;
    const { page, errors, context } = await sideways(sizes[0].width, sizes[0].height, game, { preset, seed: 5 });
    // The player takes the bid with the top points bid (or the lowest
    // mark bid), puts back the first tiles offered, and names trump.
    const markBid = page.locator('[data-panel="bidding"] .bid-btn.marks').first();
    let st = await waitForPlayer(page);
    while (st.phase === 'bidding' || st.phase === 'discarding') {
      if (st.summary || st.over) break;
      if (st.phase === 'discarding') await putDown(page);
      else if (mark) await andWait(page, () => markBid.click());
      else await bidTop(page);
      st = await waitForPlayer(page);
    }
    assert.equal(st.phase, 'declaring', `${name}: the player does not name trump`);
    await atEverySize(page, sizes, async ({ width, height }) => {
      const what = `${width} × ${height}, ${name}`;
      found.push(...await panelFaults(page, what));
      const offered = await page.locator('[data-panel="declare"] .declare-btn').count();
      if (offered < (game === 'big-game' ? 11 : mark ? 14 : 9)) found.push(`${what}: only ${offered} trumps offered`);
      if (width === 568) await screenshot(page, `sideways-trump-${preset ?? game}${mark ? '-mark' : ''}`);
    });
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('held sideways, Domino Euchre\'s second round offers every trump, going alone and Pass in sight without scrolling (568 × 320 to 667 × 375), and three-handed, the turn-up\'s caption keeps clear of the seats\' names', async () => {
  const found = [];
  const sizes = [[568, 320], [640, 360], [667, 375]].map(([width, height]) => ({ width, height }));
  // Seeds on which every seat passes the turn-up, the player too; each
  // looked at on every screen.
  for (const [players, seed] of [[4, 1], [3, 2], [2, 2]]) {
    const { page, errors, context } = await sideways(sizes[0].width, sizes[0].height, 'euchre', { players, seed });
    const round = () => page.evaluate(() => document.querySelector('.app').dataset.round);
    let st = await waitForPlayer(page);
    if (players === 3) {
      await atEverySize(page, sizes, async ({ width, height }) => {
        const what = `${width} × ${height}, Euchre for ${players}`;
        const over = await page.evaluate(() => {
          const caption = document.querySelector('.centre-piece .trick-caption').getBoundingClientRect();
          return [...document.querySelectorAll('.seat-id, .felt-pad')].filter((el) => {
            const r = el.getBoundingClientRect();
            return r.left < caption.right && caption.left < r.right && r.top < caption.bottom && caption.top < r.bottom;
          }).map((el) => el.textContent.trim());
        });
        for (const words of over) found.push(`${what}: the turn-up's caption runs across "${words}"`);
        // Shown with the player's call up, it is wholly above the panel.
        const cut = await page.evaluate(() => {
          const caption = document.querySelector('.centre-piece .trick-caption');
          const panel = document.querySelector('.panel-slot .panel').getBoundingClientRect();
          return getComputedStyle(caption).visibility !== 'hidden' && caption.getBoundingClientRect().bottom > panel.top;
        });
        if (cut) found.push(`${what}: the panel covers part of the turn-up's caption`);
      });
    }
    while (st.phase === 'bidding' && !st.summary && await round() === '1') {
      await page.locator('[data-panel="bidding"] [data-action="pass"]').click();
      st = await waitForPlayer(page);
    }
    assert.equal(await round(), '2', `Euchre for ${players}: no second round`);
    await atEverySize(page, sizes, async ({ width, height }) => {
      found.push(...await panelFaults(page, `${width} × ${height}, Euchre for ${players}`));
      if (width === 568) await screenshot(page, `sideways-euchre-round-2-${players}`);
    });
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('held sideways, putting tiles back: 88\'s kitty and the Big Game\'s spare panel needs no scrolling, before a tile is chosen and after, and the hand with the kitty or spare taken lies on one row beside "You" or under it (568 × 320 to 740 × 360)', async () => {
  const found = [];
  const sizes = [[568, 320], [640, 360], [667, 375], [740, 360]].map(([width, height]) => ({ width, height }));
  // Each game's kitty or spare, looked at on every screen at each step.
  for (const game of ['texas88', 'big-game']) {
    const { page, errors, context } = await sideways(sizes[0].width, sizes[0].height, game, { seed: 1 });
    let st = await waitForPlayer(page);
    while (st.phase === 'bidding' && !st.summary) {
      await bidTop(page);
      st = await waitForPlayer(page);
    }
    assert.equal(st.phase, 'discarding', `${game}: the player does not take the ${game === 'texas88' ? 'kitty' : 'spare'}`);
    for (const when of ['as it opens', 'its tiles chosen']) {
      if (when !== 'as it opens') await chooseDiscards(page);
      await atEverySize(page, sizes, async ({ width, height }) => {
        found.push(...await panelFaults(page, `${width} × ${height}, ${game}, ${when}`));
      });
    }
    await page.locator('.kitty-slot.filled').first().click();
    await page.waitForSelector('.kitty-slot.empty');
    await atEverySize(page, sizes, async ({ width, height }) => {
      const what = `${width} × ${height}, ${game}`;
      const rows = await handRows(page);
      if (rows.length !== 1) found.push(`${what}: the hand of ${rows.reduce((a, b) => a + b)} in rows of ${rows.join(' and ')}`);
      // "You", the bid, Hint and Undo: beside the hand, or one row over it.
      const [id, hand] = await boxes(page, ['.me-id', '.me .hand']);
      if (id.y + id.height <= hand.y + 1 && id.height > 40) found.push(`${what}: "You" stands in a column ${Math.round(id.height)} px tall over the hand`);
      if (width === 568) await screenshot(page, `sideways-put-back-${game}`);
    });
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('held sideways, the Euchre dealer who ordered up puts a tile back with the panel in sight: "You", its dealer\'s chip and its call take no more height than the hand (568 × 320, 667 × 375)', async () => {
  const found = [];
  for (const [width, height] of [[568, 320], [667, 375]]) {
    const what = `${width} × ${height}`;
    // Seed 4: the player deals the third hand; ordering up whenever it
    // may, it picks the turn-up up there.
    const { page, errors, context } = await sideways(width, height, 'euchre', { players: 4, seed: 4 });
    const order = page.locator('[data-panel="bidding"] [data-action="order"]');
    for (;;) {
      const st = await playUntil(page, async (now) => !now.summary
        && (now.phase === 'discarding' || (now.phase === 'bidding' && await order.count() > 0)));
      if (st.phase === 'discarding') break;
      await andWait(page, () => order.click());
    }
    found.push(...await panelFaults(page, what));
    const [id, hand] = await boxes(page, ['.me-id', '.me .hand']);
    if (id.height > hand.height + 1) found.push(`${what}: "You" and its chips ${Math.round(id.height)} px tall beside a hand of ${Math.round(hand.height)}`);
    if (width === 568) await screenshot(page, 'sideways-euchre-dealer-discard');
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('held sideways at 568 × 320, the Big Game\'s dealer who holds the bid keeps "You", its chips, Hint and Undo on one row over its long hand', async () => {
  const { page, errors, context } = await sideways(568, 320, 'big-game', { seed: 1 });
  // The first hand the player deals, it bids the top.
  const dealer = page.locator('.me-id .chip.dealer');
  const st = await playUntil(page, async (now) => now.phase === 'bidding' && !now.summary && await dealer.count() > 0);
  while ((await waitForPlayer(page)).phase === 'bidding') await bidTop(page);
  await playUntil(page, async (now) => now.phase === 'playing' && !now.summary);
  assert.equal(await page.locator('.me-id .chip.bidder').count(), 1, `the player does not hold the bid (hand ${st.hand + 1})`);
  const [id, hand] = await boxes(page, ['.me-id', '.me .hand']);
  assert.ok(id.height <= 30 && id.y + id.height <= hand.y + 1, `"You" and its chips ${Math.round(id.height)} px tall`);
  await screenshot(page, 'sideways-big-game-dealer-bidder');
  assert.deepEqual(errors, []);
  await context.close();
});

test('held sideways (568 × 320, 667 × 375), the end of a game opens whole: how it went beside what next, every button in sight without scrolling', async () => {
  const found = [];
  for (const [width, height, players] of [[568, 320, 3], [667, 375, 2]]) {
    const what = `${width} × ${height}, Euchre for ${players}`;
    const { page, errors, context } = await sideways(width, height, 'euchre', { players, seed: 21 });
    await playUntil(page, async (st) => st.over, 1000);
    const sheet = page.locator('.sheet.game-over');
    const [scrolled, room] = await sheet.evaluate((el) => [el.scrollHeight, el.clientHeight]);
    if (scrolled > room) found.push(`${what}: the sheet needs scrolling (${scrolled} px in ${room})`);
    for (const words of await unreachable(page)) found.push(`${what}: "${words}" out of sight`);
    const [title, buttons] = await boxes(page, ['#over-title', '.over-actions']);
    if (title.y < 0) found.push(`${what}: the title is above the screen's top`);
    if (buttons.x < title.x + title.width) found.push(`${what}: the buttons are not beside the result`);
    if (width === 568) await screenshot(page, 'sideways-game-over');
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('held sideways (568 × 320, 667 × 375), the hand\'s review is read down to Next hand with the hand\'s result beside it', async () => {
  const found = [];
  for (const [width, height] of [[568, 320], [667, 375]]) {
    const what = `${width} × ${height}`;
    const { page, errors, context } = await sideways(width, height, 'texas42', { seed: 11 });
    await playUntil(page, async (s) => s.summary);
    await page.click('[data-testid="review-hand"]');
    await page.locator('[data-review]').waitFor({ timeout: 90_000 });
    const sheet = page.locator('.sheet.summary');
    const [scrolled, room] = await sheet.evaluate((el) => [el.scrollHeight, el.clientHeight]);
    if (scrolled <= room) found.push(`${what}: the review is too short to tell (${scrolled} px in ${room})`);
    await sheet.evaluate((el) => { el.scrollTop = el.scrollHeight; });
    const view = await sheet.boundingBox();
    for (const sel of ['#hand-title', '.summary-points', '[data-testid="next-hand"]']) {
      const box = await page.locator(sel).boundingBox();
      if (box.y < view.y || box.y + box.height > view.y + view.height) found.push(`${what}: ${sel} out of view at the review's end`);
    }
    if (width === 568) await screenshot(page, 'sideways-review-end');
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('held sideways (568 × 320, 667 × 375), the log drawer gives the log nearly half the screen: its Close button stands beside the score pad, the tiles still out under the pad, beside the log', async () => {
  for (const [width, height] of [[568, 320], [667, 375]]) {
    const { page, errors, context } = await sideways(width, height, 'texas88', { seed: 31 });
    await playUntil(page, async (s) => s.phase === 'playing' && await page.locator('[data-testid="last-trick"]').count() > 0);
    await page.click('[data-testid="log"]');
    const close = page.locator('.side-close');
    await close.waitFor();
    const [log, button, pad, out] = await boxes(page, ['.side .log-list', '.side-close', '.side .score-pad', '.side .still-out']);
    assert.ok(log.height >= height * 0.45, `${width} × ${height}: the log is ${log.height} px tall`);
    assert.ok(button.x >= pad.x + pad.width || button.y >= pad.y + pad.height, `${width} × ${height}: Close lies over the score pad`);
    assert.ok(out.y >= pad.y + pad.height && out.x + out.width <= log.x && out.y + out.height <= height,
      `${width} × ${height}: the tiles still out (${JSON.stringify(out)}) are not under the pad and beside the log`);
    const [scrolled, room] = await page.locator('.side .still-out').evaluate((el) => [el.scrollHeight, el.clientHeight]);
    assert.ok(scrolled <= room + 1, `${width} × ${height}: the tiles still out need scrolling`);
    if (width === 568) await screenshot(page, 'sideways-log-drawer');
    await close.click();
    await page.waitForFunction(() => !document.querySelector('.app').classList.contains('log-open'));
    assert.deepEqual(errors, []);
    await context.close();
  }
});
