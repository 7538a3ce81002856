// Whole hands played through the UI (dragging tiles with a mouse,
// dragging them with a finger on a phone, tapping them), checking that
// what the page shows follows the engine's rules: turn order clockwise
// from the leader, the trick winner leads the next trick, and the hand's
// points sum to 42.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  DESKTOP, PHONE, dragToTable, fingerDrag, loggedTricks, newGame, open, playEveryTrick, playHand, playUntil,
  reloadToSettings, setup, state, tapTwice,
} from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** Checks one hand's log and summary against the rules of 42. */
async function checkHand(page, played) {
  const s = await state(page);
  assert.ok(s.summary, 'the hand summary is shown');
  const summary = page.locator('[data-hand-summary]');
  const hand = Number(await summary.getAttribute('data-hand-summary'));
  const us = Number(await summary.getAttribute('data-us-points'));
  const them = Number(await summary.getAttribute('data-them-points'));
  assert.equal(us + them, 42, `points taken sum to 42 (us ${us}, them ${them})`);

  const tricks = await loggedTricks(page, hand);
  assert.equal(tricks.length, 7, 'all seven tricks were played');
  // The player plays a tile to each trick, but to those of a hand a bot
  // laid down (each led and taken by that bot), where the page throws
  // the player's tile in.
  const laidDown = tricks.slice(played);
  assert.ok(played <= 7, `the player played ${played} tiles`);
  laidDown.forEach((t) => {
    assert.notEqual(t.leader, 0, `trick ${t.number}: a bot's lay-down`);
    assert.deepEqual([t.leader, t.winner], [laidDown[0].leader, laidDown[0].leader], `trick ${t.number}: led and taken by the bot that laid down`);
  });
  let total = 0;
  tricks.forEach((t, i) => {
    assert.equal(t.number, i + 1);
    assert.equal(t.seats[0], t.leader);
    assert.deepEqual(t.seats, [0, 1, 2, 3].map((k) => (t.leader + k) % 4), `trick ${t.number} goes clockwise from the leader`);
    assert.equal(new Set(t.tiles).size, 4);
    if (i > 0) assert.equal(t.leader, tricks[i - 1].winner, `the winner of trick ${i} leads trick ${i + 1}`);
    total += t.points;
  });
  assert.equal(total, 42, 'the tricks in the log hold 42 points');
  const allTiles = tricks.flatMap((t) => t.tiles);
  assert.equal(new Set(allTiles).size, 28, 'every tile of the set was played once');
}

test('a whole hand played by dragging tiles onto the table', async () => {
  const { page, errors, context } = await open(env, { device: DESKTOP, query: '?seed=7&speed=instant' });
  await playEveryTrick(page);
  await newGame(page);
  const played = await playHand(page, dragToTable);
  await checkHand(page, played);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a whole hand played by tapping tiles on a phone', async () => {
  const { page, errors, context } = await open(env, { device: PHONE, query: '?seed=12&speed=instant' });
  await playEveryTrick(page);
  await newGame(page);
  const played = await playHand(page, tapTwice);
  await checkHand(page, played);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone, the tap that plays the hand\'s last tile presses nothing the page then moves under the finger (its click pressed Undo, beside the emptied hand, and took the trick back)', async () => {
  const { page, errors, context } = await open(env, { device: PHONE, query: '?seed=12&speed=instant' });
  await playEveryTrick(page);
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  const played = await playHand(page, async (p, tile) => {
    if ((await state(p)).tiles > 1) return tapTwice(p, tile);
    // The last tile, picked up, then tapped low on its face: where Undo
    // comes to lie once the hand is empty.
    await tile.tap();
    await p.waitForSelector('.hand-tile.selected');
    const box = await tile.boundingBox();
    await tile.tap({ position: { x: box.width / 2, y: box.height * 0.8 } });
  });
  await checkHand(page, played);
  assert.equal(await page.locator('.notice').count(), 0, 'nothing was taken back');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone a tile held a second before it is let go, which sends the page no click, is still picked up and played', async () => {
  const { page, errors, context } = await open(env, { device: PHONE, query: '?seed=12&speed=instant' });
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  await playUntil(page, async (s) => s.phase === 'playing' && s.myTurn);
  const clicks = await page.evaluateHandle(() => {
    const seen = [];
    document.addEventListener('click', () => seen.push(1), true);
    return seen;
  });
  // A long press, through DevTools: the page gets the pointer's press and
  // release, and no click (as on a phone, where a long press cancels it).
  const cdp = await context.newCDPSession(page);
  const hold = async (tile) => {
    const box = await tile.boundingBox();
    await cdp.send('Input.synthesizeTapGesture', {
      x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2), duration: 1000, tapCount: 1, gestureSourceType: 'touch',
    });
  };
  const tile = page.locator('.hand .hand-tile[data-legal="true"]').first();
  const face = await tile.getAttribute('data-tile');
  await hold(tile);
  await page.waitForSelector(`.hand .hand-tile.selected[data-tile="${face}"]`);
  await hold(page.locator(`.hand .hand-tile[data-tile="${face}"]`));
  await page.waitForFunction((face) => !document.querySelector(`.hand [data-tile="${face}"]`), face);
  assert.equal(await clicks.evaluate((seen) => seen.length), 0, 'no click reached the page');
  assert.deepEqual(errors, []);
  await context.close();
});

test('with "one tap plays a tile" chosen in Settings, a whole hand is played on a phone by tapping each tile once: while bidding a tap still only picks a tile up, an unplayable tile tapped once is refused with the reason and plays nothing, and the walkthrough says "tap it"; kept across a reload', async () => {
  const { page, errors, context } = await open(env, { device: PHONE, query: '?seed=12&speed=instant' });
  await playEveryTrick(page);
  await page.click('[data-testid="settings"]');
  const toggle = page.locator('[data-testid="one-tap-toggle"]');
  assert.equal(await toggle.isChecked(), false, 'off at first: a first tap picks a tile up');
  await toggle.check();
  await page.click('.sheet.settings .sheet-foot .btn');
  await newGame(page);

  // At the auction the hand is only looked at: a tap picks a tile up.
  const s = await state(page);
  assert.ok(s.phase === 'bidding' && s.myTurn, 'the player bids first in hand 1');
  const first = page.locator('.hand .hand-tile').first();
  await first.tap();
  await page.waitForSelector('.hand .hand-tile.selected');
  assert.equal((await state(page)).tiles, 7);

  const selected = page.locator('.hand .hand-tile.selected');
  let refused = 0;
  let told = null;
  const played = await playHand(page, async (p, tile) => {
    if (told === null && await p.locator('.tour[data-step="follow"]').count()) {
      told = await p.locator('.tour').innerText();
    }
    const unplayable = p.locator('.hand .hand-tile[data-legal="false"]');
    if (refused === 0 && await unplayable.count()) {
      const n = (await state(p)).tiles;
      await unplayable.first().tap();
      await p.waitForSelector('.notice');
      assert.match(await p.locator('.notice').innerText(), /follow|must|trump|led/i);
      assert.equal((await state(p)).tiles, n, 'the unplayable tile stays in the hand');
      refused += 1;
    }
    await tile.tap();
    assert.equal(await selected.count(), 0, 'no tile was only picked up');
  });
  await checkHand(page, played);
  assert.equal(refused, 1, 'an unplayable tile was tapped once');
  assert.ok(told?.includes('tap it') && !told.includes('twice'), `the walkthrough's follow step: ${told}`);

  await page.click('[data-testid="next-hand"]');
  await reloadToSettings(page);
  assert.equal(await toggle.isChecked(), true, 'kept on across a reload');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a whole hand played by dragging tiles with a finger on a phone', async () => {
  const { page, errors, context } = await open(env, { device: PHONE, query: '?seed=31&speed=instant' });
  await playEveryTrick(page);
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  // A finger that drags must neither scroll the page nor pick the tile up
  // as a tap would: each tile goes straight to the trick.
  const played = await playHand(page, async (p, tile) => {
    await fingerDrag(p, tile);
    assert.equal(await p.evaluate(() => window.scrollY), 0, 'the page did not scroll');
  });
  await checkHand(page, played);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the player\'s lead says how to play a tile in the ways the device has: with a mouse and keys drag, tap or Enter; on a touch screen drag or tap', async () => {
  for (const [device, says] of [[DESKTOP, 'Your lead — drag, tap or press Enter'], [PHONE, 'Your lead — drag or tap']]) {
    const { page, errors, context } = await open(env, { device, query: '?seed=7&speed=instant', init: () => localStorage.setItem('bones.walkthrough', 'done') });
    await newGame(page);
    await playUntil(page, async (s) => s.phase === 'playing' && await page.locator('.centre .trick-tile').count() === 0);
    assert.equal(await page.locator('.status-turn.mine').innerText(), says);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('on a phone no control allows double-tap zoom, so a quick second tap (Next hand, then a bid) never zooms the page: setup, settings, the auction, play and the summary; and none is lit by hover, which a tap leaves on what it touched', async () => {
  const { page, errors, context } = await open(env, { device: PHONE, query: '?seed=7&speed=instant' });
  /** The visible controls whose touch-action lets a double tap zoom. */
  const zoomable = (screen) => page.evaluate((screen) => [...document.querySelectorAll('button, a, label, input, select, [role="button"]')]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => [el, getComputedStyle(el).touchAction])
    .filter(([el, action]) => action !== (el.matches('.hand-tile') ? 'none' : 'manipulation'))
    .map(([el, action]) => `${screen}: ${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 20)}" ${action}`), screen);
  const found = [...await zoomable('setup')];
  // The pointer over a top bar button and a game's card, as a finger's
  // tap leaves it: each looks as its untouched neighbour does.
  const looks = (selector) => page.locator(selector).evaluate((el) => {
    const style = getComputedStyle(el);
    return `${style.backgroundColor} ${style.transform}`;
  });
  for (const [touched, untouched] of [['[data-testid="rules-open"]', '[data-testid="game-menu-open"]'],
    ['.game-card[data-game="euchre"]', '.game-card[data-game="big-game"]']]) {
    await page.hover(touched);
    await page.waitForTimeout(200); // past any transition
    if (await looks(touched) !== await looks(untouched)) found.push(`${touched} lit by hover: ${await looks(touched)}`);
  }
  await page.click('[data-testid="settings"]');
  found.push(...await zoomable('settings'));
  await page.click('.sheet.settings .sheet-foot .btn');
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  await playUntil(page, async (s) => s.phase === 'bidding' && s.myTurn);
  found.push(...await zoomable('auction'));
  await playUntil(page, async (s) => s.phase === 'playing' && s.myTurn);
  found.push(...await zoomable('play'));
  await playUntil(page, async (s) => s.summary);
  found.push(...await zoomable('summary'));
  assert.deepEqual(found, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tile dropped outside the table returns to the hand', async () => {
  const { page, errors, context } = await open(env, { device: DESKTOP, query: '?seed=7&speed=instant' });
  await newGame(page);
  for (;;) {
    const s = await state(page);
    if (s.myTurn && s.phase === 'playing') break;
    if (s.myTurn && s.phase === 'bidding') await page.locator('[data-panel="bidding"] .bid-btn').first().click();
    else if (s.myTurn && s.phase === 'declaring') await page.locator('[data-panel="declare"] .declare-btn').first().click();
    else await page.waitForTimeout(50);
  }
  const before = (await state(page)).tiles;
  const tile = page.locator('.hand .hand-tile[data-legal="true"]').first();
  const name = await tile.getAttribute('data-tile');
  const b = await tile.boundingBox();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.down();
  // Drag sideways along the bottom edge, below the table, and let go.
  await page.mouse.move(b.x + b.width / 2 + 60, b.y + b.height - 2, { steps: 6 });
  await page.mouse.up();
  await page.waitForTimeout(300);
  const after = await state(page);
  assert.equal(after.tiles, before, 'no tile was played');
  assert.ok(after.myTurn, 'still the player\'s turn');
  assert.equal(await page.locator(`.hand [data-tile="${name}"]`).count(), 1, 'the tile is back in the hand');
  assert.deepEqual(errors, []);
  await context.close();
});
