// The setup screen (its choices remembered across a reload, the engine's
// word on a setting out of range), a game played to its end screen and a
// rematch, and the long-hand tables on a phone: every tile inside the
// screen, no sideways scroll, touch targets of 44 px.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  DESKTOP, PHONE, andWait, bid, boxes, chooseDiscards, chooseGame, coveredBy, newGame, open, playFirstLegal, playUntil, screenshot, setup,
  unreachable, waitForPlayer,
} from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('the splash names the game while the wasm loads, then gives way to the setup screen', async () => {
  for (const [name, device] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    const context = await env.browser.newContext(device);
    const page = await context.newPage();
    // Hold the page's wasm back: what shows is index.html alone.
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await page.route(/\/app-[0-9a-f]+_bg\.wasm$/, async (route) => { await held; await route.continue(); });
    await page.goto(`${env.url}/`);
    const splash = page.locator('.boot');
    await splash.waitFor();
    assert.equal(await page.locator('.boot-title').textContent(), 'Bones');
    assert.match(await page.locator('.boot-tagline').textContent(), /Texas 42, Texas 88, The Big Game and Domino Euchre/);
    // Seen by the eye only: a screen reader waits for the app.
    assert.equal(await splash.getAttribute('aria-hidden'), 'true');
    await screenshot(page, `${name}-splash`);
    release();
    await page.waitForSelector('.app .setup');
    assert.equal(await splash.isVisible(), false);
    await context.close();
  }
});

test('the setup screen remembers the game, players, level and rules across a reload', async () => {
  const { page, errors, context } = await open(env, { device: PHONE });
  await screenshot(page, 'phone-setup');
  await chooseGame(page, 'euchre', { players: 3, level: 'hard' });
  await page.fill('#opt-target', '7');
  await page.locator('#opt-target').dispatchEvent('change');
  await page.selectOption('#opt-lead', 'leader');
  await page.waitForFunction(() => document.querySelector('[data-summary]').textContent.includes('first to 7 points'));
  // Texas 42 keeps its own settings meanwhile.
  await chooseGame(page, 'texas42');
  await page.click('[data-preset="house"]');
  await chooseGame(page, 'euchre');
  await page.reload();
  await page.waitForSelector('[data-setup]');
  assert.equal(await page.locator('[data-setup]').getAttribute('data-setup'), 'euchre');
  assert.equal(await page.locator('[data-players="3"]').getAttribute('aria-checked'), 'true');
  assert.equal(await page.locator('[data-level="hard"]').getAttribute('aria-checked'), 'true');
  assert.equal(await page.inputValue('#opt-target'), '7');
  assert.equal(await page.inputValue('#opt-lead'), 'leader');
  assert.match(await page.locator('[data-summary]').textContent(), /^Domino Euchre for 3 · first to 7 points · Hard bots$/);
  await chooseGame(page, 'texas42');
  assert.equal(await page.locator('[data-preset="house"]').getAttribute('aria-checked'), 'true');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a number typed and then another option chosen straight away keeps both changes', async () => {
  const { page, errors, context } = await open(env, { device: DESKTOP });
  await chooseGame(page, 'texas42');
  // Typed, then the next option clicked: leaving the box and the click
  // arrive together.
  await page.click('#opt-target', { clickCount: 3 });
  await page.keyboard.type('5');
  await page.click('#opt-win-by-two');
  await page.click('#opt-target', { clickCount: 3 });
  await page.keyboard.type('9');
  await page.selectOption('#opt-nello', 'any');
  await page.click('#opt-target', { clickCount: 3 });
  await page.keyboard.type('11');
  await page.click('#opt-early-end');
  assert.equal(await page.inputValue('#opt-target'), '11');
  assert.ok(await page.isChecked('#opt-win-by-two'), 'by 2 kept');
  assert.equal(await page.inputValue('#opt-nello'), 'any');
  assert.ok(!(await page.isChecked('#opt-early-end')), 'early end turned off');
  assert.match(await page.locator('[data-summary]').textContent(), /11 marks, by 2/);
  // They are the ones kept for the next visit too.
  await page.reload();
  await page.waitForSelector('[data-setup]');
  assert.equal(await page.inputValue('#opt-target'), '11');
  assert.ok(await page.isChecked('#opt-win-by-two'));
  assert.equal(await page.inputValue('#opt-nello'), 'any');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a setting out of range shows the engine\'s reason and the game cannot start', async () => {
  const { page, errors, context } = await open(env, { device: DESKTOP });
  await chooseGame(page, 'texas42');
  await page.fill('#opt-target', '40');
  await page.locator('#opt-target').dispatchEvent('change');
  const alert = page.locator('.setup-foot .error');
  await alert.waitFor();
  assert.equal(await alert.textContent(), 'target 40 is out of range for Texas 42: 1 to 21');
  assert.ok(await page.locator('[data-testid="new-game"]').isDisabled());
  await page.fill('#opt-target', '5');
  await page.locator('#opt-target').dispatchEvent('change');
  await alert.waitFor({ state: 'detached' });
  assert.ok(await page.locator('[data-testid="new-game"]').isEnabled());
  await screenshot(page, 'desktop-setup');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Whether `selector`'s box (but its corners) looks the same with the setup's choices and
 *  rules (what scrolls under the foot) hidden, and shows them again;
 *  asserts first that something of them lies under its left end. */
async function readsOnPlainGround(page, selector, what) {
  const box = await page.locator(selector).boundingBox();
  const under = await page.evaluate(({ x, y }) => document.elementsFromPoint(x, y)
    .some((el) => el.closest('.setup-options, .setup-choice')), { x: box.x + 8, y: box.y + box.height / 2 });
  assert.ok(under, `${what}: the setup lies under ${selector}`);
  // Inside its rounded corners, and clear of half pixels at its edges.
  const clip = { x: box.x + 8, y: box.y + 1, width: box.width - 16, height: box.height - 2 };
  const shot = () => page.screenshot({ clip, animations: 'disabled' });
  const over = await shot();
  const hide = (v) => page.evaluate((v) => document.querySelectorAll('.setup-options, .setup-choice')
    .forEach((el) => { el.style.visibility = v; }), v);
  await hide('hidden');
  const plain = await shot();
  await hide('');
  return over.equals(plain);
}

test('on a phone, the rules scrolling under Play never show through its foot: the deal of the day\'s line reads on a plain ground', async () => {
  for (const size of [{ width: 390, height: 844 }, { width: 360, height: 640 }]) {
    const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: size } });
    await page.waitForSelector('[data-setup]');
    const what = `${size.width} × ${size.height}`;
    assert.ok(await readsOnPlainGround(page, '.setup-daily', what), `${what}: what lies under the line shows through`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('on a phone, the engine\'s word on a setting out of range reads on a plain ground over the rules under the foot, and Back to game and Play keep their words on one line (360 × 640, 568 × 320)', async () => {
  for (const size of [{ width: 360, height: 640 }, { width: 568, height: 320 }]) {
    const what = `${size.width} × ${size.height}`;
    const { page, errors, context } = await open(env, {
      device: { ...PHONE, viewport: size }, query: '?speed=instant', init: () => localStorage.setItem('bones.walkthrough', 'done'),
    });
    await chooseGame(page, 'texas42');
    await newGame(page);
    await page.click('[data-testid="top-new-game"]');
    await page.click('[data-testid="confirm-new"]');
    await page.fill('#opt-target', '40');
    await page.locator('#opt-target').dispatchEvent('change');
    await page.locator('.setup-foot .error').waitFor();
    assert.ok(await readsOnPlainGround(page, '.setup-foot .error', what), `${what}: the rules show through the error`);
    for (const sel of ['[data-testid="back-to-game"]', '[data-testid="new-game"]']) {
      const lines = await page.locator(sel).evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      assert.equal(lines, 1, `${what}: ${sel} on ${lines} lines`);
    }
    await screenshot(page, `setup-error-${size.width}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('held sideways, Play and the deal of the day share a row, leaving the choices the rest (568 × 320 to 844 × 390)', async () => {
  const found = [];
  for (const [width, height] of [[568, 320], [667, 375], [844, 390]]) {
    const what = `${width} × ${height}`;
    const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width, height } } });
    await page.waitForSelector('[data-setup]');
    const [play, daily, foot] = await boxes(page, ['[data-testid="new-game"]', '.setup-daily', '.setup-foot']);
    if (daily.x < play.x + play.width) found.push(`${what}: the deal of the day is not beside Play`);
    if (daily.y > play.y + play.height || daily.y + daily.height < play.y) found.push(`${what}: the deal of the day is not on Play's row`);
    if (foot.height > play.height + 40) found.push(`${what}: the foot is ${foot.height} px tall, Play ${play.height}`);
    for (const words of await unreachable(page)) found.push(`${what}: "${words}" out of sight`);
    if (width === 568) await screenshot(page, 'sideways-setup');
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('a wide screen shows the setup whole: the rules beside the choice of game and opponents, and Play under that choice, over no rule', async () => {
  const found = [];
  for (const [width, height] of [[1920, 969], [1280, 720]]) {
    const { page, errors, context } = await open(env, { device: { viewport: { width, height } } });
    for (const [game, players, house] of [['texas42'], ['texas42', undefined, true], ['texas88'], ['big-game'], ['euchre', 3]]) {
      await chooseGame(page, game, { players });
      if (house) await page.click('text=House 42');
      const where = `${width} × ${height}, ${game}${house ? ' (house)' : ''}`;
      const { rules, choice, play, options } = await page.evaluate(() => {
        const box = (el) => { const r = el.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; };
        return {
          rules: box(document.querySelector('.setup-options')),
          choice: box(document.querySelector('.game-cards')),
          play: box(document.querySelector('[data-testid="new-game"]')),
          options: [...document.querySelectorAll('.setup-options .opt')].map((el) => ({ name: el.querySelector('span').textContent, ...box(el) })),
        };
      });
      if (rules.left < choice.right) found.push(`${where}: the rules card under the games, not beside them`);
      if (play.bottom > height) found.push(`${where}: Play below the fold`);
      for (const o of options) {
        const under = o.left < play.right && play.left < o.right && o.top < play.bottom && play.top < o.bottom;
        if (under) found.push(`${where}: Play over "${o.name}"`);
        // On a 1920 × 969 window every rule is in view without scrolling.
        if (width === 1920 && o.bottom > height) found.push(`${where}: "${o.name}" below the fold`);
      }
    }
    await screenshot(page, `wide-setup-${width}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('a game played to its end screen, then a rematch with the same settings', async () => {
  const { page, errors, warnings, context } = await open(env, { device: DESKTOP, query: '?speed=instant&seed=5' });
  await chooseGame(page, 'euchre', { players: 2, level: 'easy' });
  await page.fill('#opt-target', '2');
  await page.locator('#opt-target').dispatchEvent('change');
  await page.waitForFunction(() => document.querySelector('[data-summary]').textContent.includes('first to 2 points'));
  await newGame(page);
  const firstGame = await page.locator('.app').getAttribute('data-game');
  for (let guard = 0; guard < 500; guard += 1) {
    const s = await waitForPlayer(page);
    if (s.over) break;
    if (s.summary) {
      await page.click('[data-testid="next-hand"]');
      await page.waitForSelector('[data-hand-summary]', { state: 'detached' });
    } else if (s.phase === 'bidding') {
      const order = page.locator('[data-action="order"]');
      await andWait(page, async () => {
        if (await order.count()) await order.click();
        else await page.click('[data-panel="bidding"] [data-action="pass"]');
      });
    } else if (s.phase === 'discarding') {
      await andWait(page, () => page.locator('.hand .hand-tile[data-legal="true"]').first().click());
      await andWait(page, () => page.click('[data-testid="confirm-discards"]'));
    } else {
      await page.locator('.hand .hand-tile[data-legal="true"]').first().click();
      await andWait(page, () => page.locator('.hand .hand-tile.selected').click());
    }
  }
  const over = page.locator('[data-game-over]');
  await over.waitFor();
  const final = await page.locator('.side .score-pad .score-total').evaluateAll((els) => els.map((e) => Number(e.dataset.score)));
  assert.ok(Math.max(...final) >= 2, `a side reached 2 points: ${final}`);
  assert.equal(await over.getAttribute('data-game-over') === 'won', final[0] > final[1]);
  assert.match(await page.locator('.over-about').textContent(), /^Domino Euchre for 2 · first to 2 points · \d+ hands?$/);
  await screenshot(page, 'desktop-game-over');
  // The statistics, from the end screen (its top bar is behind it): the
  // sheet opens at them, with this game counted; closing it comes back.
  await page.click('[data-testid="over-stats"]');
  const heading = page.locator('[data-testid="stats-heading"]');
  await heading.waitFor();
  await page.waitForFunction(() => {
    const r = document.querySelector('[data-testid="stats-heading"]').getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  });
  assert.equal(await page.locator('[data-stats-game="euchre"] [data-stat="played"]').textContent(), '1');
  await page.keyboard.press('Escape');
  await heading.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'over-stats', 'focus back on the end screen');
  await page.click('[data-testid="rematch"]');
  await over.waitFor({ state: 'detached' });
  const app = page.locator('.app');
  assert.notEqual(await app.getAttribute('data-game'), firstGame, 'a new game');
  assert.equal(await app.getAttribute('data-game-kind'), 'euchre');
  assert.equal(await app.getAttribute('data-players'), '2');
  assert.equal(await app.getAttribute('data-hand'), '0');
  const fresh = await page.locator('.side .score-pad .score-total').evaluateAll((els) => els.map((e) => Number(e.dataset.score)));
  assert.deepEqual(fresh, [0, 0]);
  assert.equal(await page.locator('.side .score-foot').textContent().then((t) => t.startsWith('First to 2')), true, 'the same settings');
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  await context.close();
});

/** Every element matching `selector` that lies outside the viewport. */
function outside(page, selector) {
  return page.evaluate((selector) => {
    const w = window.innerWidth;
    const h = window.innerHeight;
    return [...document.querySelectorAll(selector)].map((el) => {
      const r = el.getBoundingClientRect();
      return { what: el.dataset.tile ?? el.getAttribute('class'), ok: r.left >= 0 && r.top >= 0 && r.right <= w + 0.5 && r.bottom <= h + 0.5, r: [r.left, r.top, r.right, r.bottom].map(Math.round) };
    }).filter((x) => !x.ok);
  }, selector);
}

async function checkPhone(page, when) {
  const out = await outside(page, '.hand-tile, .seat .domino, .trick-tile .domino, .seat-id, .status, .bid-btn, .declare-btn, .kitty-slot, .bar-btn');
  assert.deepEqual(out, [], `${when}: everything inside 390 × 844`);
  const scroll = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth, body: document.body.scrollWidth, view: window.innerWidth,
  }));
  assert.ok(scroll.doc <= scroll.view && scroll.body <= scroll.view, `${when}: no horizontal scroll ${JSON.stringify(scroll)}`);
  // (Buttons not rendered, such as the Big Game's folded higher bids, are
  // no tap targets.)
  const small = await page.evaluate(() => [...document.querySelectorAll('.hand-tile, .bid-btn, .declare-btn, .kitty-slot.filled, .bar-btn')]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width < 44 || r.height < 44).length);
  assert.equal(small, 0, `${when}: every tap target is at least 44 px`);
}

for (const [game, tiles] of [['texas88', 9], ['big-game', 11]]) {
  test(`${game} on a phone: the long hand and every seat fit, no sideways scroll`, async () => {
    const { page, errors, context } = await open(env, { device: PHONE, query: '?seed=6&speed=instant&bot=easy' });
    await chooseGame(page, game);
    await newGame(page);
    const s = await waitForPlayer(page);
    assert.equal(s.phase, 'bidding');
    assert.equal(s.tiles, tiles);
    await checkPhone(page, `${game} bidding`);
    const ladder = page.locator('[data-panel="bidding"] .bid-btn.points');
    const more = page.locator('[data-testid="more-bids"]');
    if (game === 'big-game') {
      // The Big Game's 25 bids would fill the felt: the panel shows the 12
      // lowest, the rest on request, and leaves every seat's name in view.
      const hidden = (await coveredBy(page, '[data-panel="bidding"]')).filter((part) => part.endsWith('name'));
      assert.deepEqual(hidden, [], 'the bid panel hides no seat');
      assert.equal(await ladder.count(), 25, 'every bid from 42 to 66 is in the panel');
      assert.equal(await ladder.filter({ visible: true }).count(), 12, 'the 12 lowest in view');
      assert.equal(await more.textContent(), 'Higher: 54–66');
      assert.equal(await ladder.and(page.locator('.higher')).count(), 13, 'the 13 above on a page of their own');
    }
    await screenshot(page, `phone-${game}-bidding`);
    if (game === 'big-game') {
      await more.click();
      const shown = await ladder.filter({ visible: true }).allTextContents();
      assert.deepEqual(shown.map(Number), Array.from({ length: 13 }, (_, i) => 54 + i), 'the higher page: 54 to 66');
      assert.equal(await more.textContent(), 'Lower: 42–53');
      await checkPhone(page, `${game} higher bids`);
      await screenshot(page, `phone-${game}-bidding-higher`);
      await more.click();
      assert.equal(await ladder.filter({ visible: true }).count(), 12, 'and the lower page again');
      assert.equal(await more.textContent(), 'Higher: 54–66');
      // The hint marks its choice with the class `hinted` (src/components/
      // hint.rs): a hinted higher bid shows on the lower page.
      const top = ladder.last();
      await top.evaluate((b) => b.classList.add('hinted'));
      assert.equal(await top.isVisible(), true, 'a hinted higher bid shows');
      assert.equal(await ladder.filter({ visible: true }).count(), 13);
      await top.evaluate((b) => b.classList.remove('hinted'));
      assert.equal(await top.isVisible(), false);
    } else {
      assert.equal(await ladder.filter({ visible: true }).count(), 15, "88's 15 bids show whole");
      assert.equal(await more.count(), 0);
      assert.equal(await ladder.and(page.locator(':is(.lower, .higher)')).count(), 0, 'no bid is marked for a page');
    }
    // Everyone passes to the dealer, or the player passes: then tricks.
    for (let i = 0; i < 200; i += 1) {
      const now = await waitForPlayer(page);
      if (now.phase === 'playing' && (await page.locator('.trick-tile').count()) >= 2) break;
      if (now.summary) {
        await page.click('[data-testid="next-hand"]');
        await page.waitForSelector('[data-hand-summary]', { state: 'detached' });
      } else if (now.phase === 'bidding') {
        await andWait(page, () => bid(page));
      } else if (now.phase === 'discarding') {
        await checkPhone(page, `${game} kitty`);
        await chooseDiscards(page);
        await checkPhone(page, `${game} kitty chosen`);
        await andWait(page, () => page.click('[data-testid="confirm-discards"]'));
      } else if (now.phase === 'declaring') {
        await checkPhone(page, `${game} trump`);
        await andWait(page, () => page.locator('[data-panel="declare"] .declare-btn').first().click());
      } else {
        await playFirstLegal(page);
      }
    }
    await checkPhone(page, `${game} tricks`);
    await screenshot(page, `phone-${game}-tricks`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the Big Game\'s ladder on the smallest phones (320 × 568, 568 × 320): each of its two pages, with its button and Pass, is in sight and in reach without scrolling the panel', async () => {
  const found = [];
  for (const [width, height] of [[320, 568], [568, 320]]) {
    const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width, height } }, query: '?seed=31&speed=instant' });
    await chooseGame(page, 'big-game');
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    assert.equal((await waitForPlayer(page)).phase, 'bidding');
    const more = page.locator('[data-testid="more-bids"]');
    for (const [half, first, last] of [['lower', 42, 53], ['higher', 54, 66]]) {
      const what = `${width} × ${height}, the ${half} page`;
      if (half === 'higher') await more.click();
      const shown = await page.locator('[data-panel="bidding"] .bid-btn.points').filter({ visible: true }).allTextContents();
      if (shown.join() !== Array.from({ length: last - first + 1 }, (_, i) => first + i).join()) found.push(`${what}: shows ${shown.join(' ')}`);
      for (const words of await unreachable(page)) found.push(`${what}: "${words}" out of sight`);
      if (width === 320 && half === 'higher') await screenshot(page, 'phone-320-big-game-higher-bids');
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('a dealer everyone passed to, on the smallest phones (88 at 320 × 568 and 568 × 320): the panel says so where the high bid would be, and every bid is in reach', async () => {
  const found = [];
  for (const [width, height] of [[320, 568], [568, 320]]) {
    const what = `${width} × ${height}`;
    const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width, height } }, query: '?seed=1&speed=instant' });
    await chooseGame(page, 'texas88');
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    // Seed 1: everyone passes to the player, the dealer, in the second hand.
    await playUntil(page, async (s) => s.phase === 'bidding' && !s.summary
      && await page.locator('[data-panel="bidding"] [data-action="pass"]').count() === 0);
    const line = page.locator('[data-panel="bidding"] .panel-sub');
    assert.equal(await line.textContent(), 'All passed: you must bid', what);
    if (!(await line.isVisible())) found.push(`${what}: the line is hidden`);
    if (await page.locator('[data-beside]').count()) found.push(`${what}: the seats beside are named as passing too`);
    for (const words of await unreachable(page)) found.push(`${what}: "${words}" out of sight`);
    if (width === 568) await screenshot(page, 'sideways-568-88-forced-dealer');
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});
