// The coach: a hint on the player's turn (the AI's choice marked on the
// table and every candidate's value listed), the review of a finished hand
// (its tricks replayed, each of the player's plays against the best play),
// and the bidding advisor's table when it is switched on in the settings
// (remembered across a reload). Phone and desktop screenshots of each.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  DESKTOP, PHONE, andWait, assertTopBarByKeyboard, bid, chooseGame, coveredBy, declare, newGame, open, playUntil, putDown,
  screenshot, setup, switchAdvisorOn, unreachable, untappable, waitForPlayer,
} from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** Opens the page with the first-hand walkthrough already done, so its
 *  coach marks stay out of the way. */
async function openCoached(device, query) {
  const o = await open(env, { device, query });
  await o.context.addInitScript(() => localStorage.setItem('bones.walkthrough', 'done'));
  await o.page.reload();
  await o.page.waitForSelector('.app');
  return o;
}

/** No horizontal scroll: the page is no wider than the screen. */
async function assertFits(page, what) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth,
  }));
  assert.ok(scroll <= client, `${what}: page ${scroll}px wide in a ${client}px screen`);
}

/** Asks for a hint and checks what it shows; returns the AI's choice. */
async function hintShown(page) {
  await page.click('[data-testid="hint"]');
  const card = page.locator('.hint-card[data-hint]');
  await card.waitFor({ timeout: 60_000 });
  const choice = await card.getAttribute('data-hint');
  const values = await card.locator('.hint-values li').evaluateAll((lis) => lis.map((li) => ({
    action: li.dataset.candidate, text: li.textContent,
    value: li.dataset.value === undefined ? null : Number(li.dataset.value),
    chosen: li.classList.contains('chosen'),
  })));
  const valued = values.filter((v) => v.value !== null);
  assert.ok(valued.length >= 2, `several candidates valued: ${JSON.stringify(values)}`);
  assert.equal(values.filter((v) => v.chosen).length, 1, 'the choice is marked in the list');
  assert.equal(values.find((v) => v.chosen).action, choice);
  for (const v of valued) {
    assert.ok(Number.isFinite(v.value), `a value for ${v.action}`);
    assert.match(v.text, /\d+%|pts|[+-]\d/, `the value is in player terms: ${v.text}`);
  }
  // The choice is marked on the table.
  assert.equal(await page.locator('.hinted').count() >= 1, true, 'the AI choice is highlighted');
  return { choice, values };
}

/** The values a shown hint puts on the table: candidate → the text on its
 *  tile or button (`data-hint-value`). */
async function valuesOnTheTable(page) {
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
function brokenValues(card) {
  return card.locator('.hint-values :is(.hint-action, .hint-value)').evaluateAll((parts) => parts
    .filter((part) => {
      const range = document.createRange();
      range.selectNodeContents(part);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
    }).map((part) => part.textContent));
}

/** On a phone, at a play turn: asks a hint; when it values several plays,
 *  checks that each value is on its tile, that the card shows the choice
 *  alone (every value on request) and that it hides nothing at the table,
 *  then closes it (screenshot `shot` of it). Returns whether the hint
 *  valued several plays. */
async function phoneHintAtPlay(page, shot) {
  await page.click('[data-testid="hint"]');
  const card = page.locator('.hint-card[data-hint]');
  await card.waitFor({ timeout: 90_000 });
  const values = await valuesOnTheTable(page);
  if (values.length >= 2) {
    for (const [candidate, badge, listed] of values) {
      assert.ok(badge && listed.startsWith(badge), `${candidate}: ${badge} on its tile, ${listed} in the list`);
    }
    assert.equal(await card.locator('.hint-values').isVisible(), false, 'the list waits to be asked for');
    assert.match(await card.locator('.hint-choice').textContent(), /^Play \S+.*[+-]\d+\.\d pts$/);
    await screenshot(page, shot);
    assert.deepEqual(await coveredBy(page, '.hint-card'), [], 'the hint card hides nothing at the table');
    await card.locator('[data-testid="hint-values-toggle"]').click();
    assert.equal(await card.locator('.hint-values').isVisible(), true, 'every value on request');
    assert.deepEqual(await brokenValues(card), [], 'no choice or value broken over two lines');
  }
  await page.click('.hint-card [aria-label="Close the hint"]');
  assert.equal(await page.locator('.hand [data-hint-value]').count(), 0, 'closing the hint takes the values away');
  return values.length >= 2;
}

/** On a phone during the auction, a coach card (`card`) sits just above the
 *  panel: it hides no seat's name, nor the partner's tiles across the
 *  table, nor the panel; at most the foot of the side seats' tiles. */
async function assertClearAtTheAuction(page, card) {
  const hidden = await coveredBy(page, card);
  const partner = await page.locator('.seat.partner').first().getAttribute('data-seat');
  const sideTiles = (part) => /^seat \d+ tiles$/.test(part) && part !== `seat ${partner} tiles`;
  assert.deepEqual(hidden.filter((part) => !sideTiles(part)), [], `${card} hides nothing that matters`);
}

for (const [tag, device] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`${tag}: a hint while bidding and while playing, then a hand review`, async () => {
    // Seed 3: the AI passes the opening bid (a choice without a value).
    const { page, errors, context } = await openCoached(device, '?seed=3&speed=instant&bot=easy');
    await newGame(page);

    // Bidding: the hint marks a bid (or pass) button and lists each bid's chance.
    let s = await waitForPlayer(page);
    assert.equal(s.phase, 'bidding');
    const bidding = await hintShown(page);
    assert.ok(bidding.values.filter((v) => v.value !== null).every((v) => /%$/.test(v.text.trim())),
      'bids are valued as chances of making');
    // The pass, which has no value, comes with the bar the bids missed.
    assert.equal(bidding.choice, 'pass');
    const bar = page.locator('.hint-card .hint-bar');
    assert.equal(await bar.count(), 1, 'the pass states its bar');
    const [, barPercent] = (await bar.textContent())
      .match(/^Hard (?:opens|outbids an opponent|outbids its partner) only from a (\d+)% chance of making\.$/) ?? [];
    assert.ok(barPercent, await bar.textContent());
    for (const v of bidding.values.filter((v) => v.value !== null)) {
      assert.ok(v.value * 100 < Number(barPercent) + 0.05, `${v.action} (${v.value}) falls short of ${barPercent}%`);
    }
    assert.equal(await page.locator(`.panel [data-action="${bidding.choice}"].hinted`).count(), 1,
      'the chosen bid button is highlighted');
    // Each bid's chance is on its button too.
    const onButtons = await valuesOnTheTable(page);
    assert.ok(onButtons.length >= 10, `a chance per bid (${onButtons.length})`);
    for (const [candidate, badge, listed] of onButtons) assert.equal(badge, listed, `${candidate} on its button`);
    // Phones show the choice alone until every value is asked for.
    const list = page.locator('.hint-card .hint-values');
    const toggle = page.locator('[data-testid="hint-values-toggle"]');
    assert.equal(await list.isVisible(), tag === 'desktop', 'the list is out on wide screens only');
    assert.equal(await bar.isVisible(), tag === 'desktop', 'the bar goes with the list');
    assert.equal(await toggle.isVisible(), tag === 'phone');
    if (tag === 'phone') {
      await assertClearAtTheAuction(page, '.hint-card');
      await screenshot(page, 'phone-coach-hint-bidding-compact');
      await toggle.click();
      assert.equal(await list.isVisible(), true);
      assert.equal(await bar.isVisible(), true);
    }
    await assertFits(page, 'bidding hint');
    await screenshot(page, `${tag}-coach-hint-bidding`);
    // `h` asks again on the same turn: the same hint, no second request.
    await page.keyboard.press('h');
    assert.equal(await page.locator('.hint-card').count(), 1);
    await page.click('.hint-card [aria-label="Close the hint"]');
    assert.equal(await page.locator('.hinted').count(), 0, 'closing the hint unmarks the choice');

    // Play the hand: pass or bid, name trump, and ask a hint on the first play.
    let hinted = false;
    for (let guard = 0; guard < 200; guard += 1) {
      s = await waitForPlayer(page, 60_000);
      if (s.summary || s.over) break;
      if (s.phase === 'bidding') await bid(page);
      else if (s.phase === 'declaring') await declare(page);
      else if (s.phase === 'playing') {
        const legalNow = await page.locator('.hand .hand-tile[data-legal="true"]').count();
        if (!hinted && legalNow >= 2) {
          // The key asks for the hint this time.
          await page.keyboard.press('h');
          const card = page.locator('.hint-card[data-hint]');
          await card.waitFor({ timeout: 60_000 });
          const choice = await card.getAttribute('data-hint');
          const tile = choice.replace(/ .*/, '');
          assert.equal(await page.locator(`.hand [data-tile="${tile}"].hinted`).count(), 1,
            `the chosen tile ${tile} is highlighted in the hand`);
          const n = await card.locator('.hint-values li').count();
          assert.ok(n >= 2, `each legal play is valued (${n} of ${legalNow})`);
          await assertFits(page, 'play hint');
          // Clear of the players, the trick and the turn line (on phones,
          // in its own room just above the hand).
          assert.deepEqual(await coveredBy(page, '.hint-card', { status: true }), [], 'the hint card hides nothing at the table');
          await screenshot(page, `${tag}-coach-hint-play`);
          hinted = true;
          // Play the AI's choice: the hint goes once the turn is over.
          const before = s.tiles;
          await page.locator(`.hand [data-tile="${tile}"]`).click();
          await page.locator('.hand .hand-tile.selected').click();
          await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length < n
            || document.querySelector('[data-hand-summary]'), before);
          assert.equal(await page.locator('.hint-card').count(), 0, 'the hint belongs to its turn');
          continue;
        }
        const before = s.tiles;
        await page.locator('.hand .hand-tile[data-legal="true"]').first().click();
        await page.locator('.hand .hand-tile.selected').click();
        await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length < n
          || document.querySelector('[data-hand-summary]'), before);
      }
    }
    assert.ok(hinted, 'a hint was asked during the play');

    // The hand's summary offers the review.
    await page.waitForSelector('[data-hand-summary]');
    await page.click('[data-testid="review-hand"]');
    const review = page.locator('[data-review]');
    await review.waitFor({ timeout: 90_000 });
    const tricks = await review.locator('.review-trick').count();
    assert.ok(tricks >= 1, 'the tricks are replayed');
    const first = await review.locator('.review-trick').first().textContent();
    assert.match(first, /led /, 'who led is shown');
    assert.match(first, /→ /, 'who took the trick is shown');
    // The player's bid (or pass), against the advisor's odds at its turn.
    const bidLine = review.locator('.review-bid');
    assert.equal(await bidLine.count(), 1, 'the bid is reviewed');
    const bidWords = await bidLine.textContent();
    const bidAction = await bidLine.getAttribute('data-bid-review');
    if (bidAction === 'pass') assert.match(bidWords, /^You passed(: no bid had even odds|, though the advisor gave even odds or better up to \d+)/, bidWords);
    else assert.match(bidWords, new RegExp(`^You bid ${bidAction.replace('bid ', '')}: the advisor gave it \\d+%`), bidWords);
    assert.match(bidWords, /odds over \d+ deals simulated from what you could see/);
    const verdicts = await review.locator('.review-trick .review-verdict').evaluateAll((ps) => ps.map((p) => ({
      text: p.textContent, best: p.dataset.bestPlay, played: p.dataset.played,
    })));
    assert.ok(verdicts.length >= 1, 'at least one of the player\'s plays is reviewed');
    for (const v of verdicts) {
      assert.match(v.text, /^You played \S+/);
      assert.match(v.text, /best play|best \S+|only legal play/, v.text);
      if (v.best !== v.played) assert.match(v.text, new RegExp(`best ${v.best.replace(/ .*/, '')}`));
    }
    // This deal (the player plays its first legal tile after the hinted
    // one) has plays the solver does better than: priced in the review.
    const misses = verdicts.filter((v) => v.best !== v.played);
    assert.ok(misses.length >= 1, 'a play worse than the best is found');
    for (const m of misses) assert.match(m.text, /best \S+: with perfect play from there, (.*\d+ \w+ to your \d+|the bid made|them set)/, m.text);
    await review.locator('.review-verdict.miss').first().scrollIntoViewIfNeeded();
    await assertFits(page, 'hand review');
    await screenshot(page, `${tag}-coach-review`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('Texas 42 scored in points: a hint\'s bids are valued in points, each with its chance of making under it, and a pass\'s bar is a chance that none of them reaches', async () => {
  // Seed 32: Hard passes though its best bid is worth points: its chance
  // of making falls short of the bar.
  const { page, errors, context } = await openCoached(DESKTOP, '?seed=32&speed=instant');
  await chooseGame(page, 'texas42');
  await page.selectOption('#opt-scoring', 'points');
  await newGame(page);
  assert.equal((await waitForPlayer(page)).phase, 'bidding');
  const { choice, values } = await hintShown(page);
  assert.equal(choice, 'pass');
  const card = page.locator('.hint-card');
  const rows = await card.locator('.hint-values li[data-value]').evaluateAll((lis) => lis.map((li) => ({
    action: li.dataset.candidate, value: li.querySelector('.hint-value').textContent,
    chance: li.querySelector('.hint-chance')?.dataset.chance, words: li.querySelector('.hint-chance')?.textContent,
  })));
  assert.equal(rows.length, values.filter((v) => v.value !== null).length);
  assert.ok(rows.some((r) => /^\+/.test(r.value)), `a bid worth points even so: ${JSON.stringify(rows)}`);
  const [, barPercent] = (await card.locator('.hint-bar').textContent())
    .match(/^Hard (?:opens|outbids an opponent|outbids its partner) only from a (\d+)% chance of making\.$/) ?? [];
  assert.ok(barPercent, 'the bar is a chance');
  for (const r of rows) {
    assert.match(r.value, /^[+-]\d+\.\d pts$/, `${r.action} in points`);
    assert.match(r.words ?? '', /^\d+% to make$/, `${r.action}: its chance under its points`);
    assert.ok(Math.abs(parseInt(r.words, 10) - Number(r.chance) * 100) <= 0.51, `${r.action}: ${r.words} is ${r.chance}`);
    assert.ok(Number(r.chance) * 100 < Number(barPercent) + 0.05, `${r.action} (${r.chance}) falls short of ${barPercent}%`);
  }
  assert.deepEqual(await brokenValues(card), [], 'no choice or value broken over two lines');
  await screenshot(page, 'desktop-coach-hint-bidding-points');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the bidding advisor: off by default, switched on in the settings, remembered, and its table shown', async () => {
  for (const [tag, device] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    const { page, errors, context } = await openCoached(device, '?seed=7&speed=instant');
    await newGame(page);
    let s = await waitForPlayer(page);
    assert.equal(s.phase, 'bidding');
    assert.equal(await page.locator('[data-advisor]').count(), 0, 'off by default');

    await page.click('[data-testid="settings"]');
    const toggle = page.locator('[data-testid="advisor-toggle"]');
    await toggle.check();
    await page.click('.sheet.settings .sheet-foot .btn');
    const card = page.locator('[data-advisor]');
    // While it simulates, its one line shows whole (nothing lays it out
    // as a seat's thinking dots).
    await card.waitFor();
    const thinkingFits = await card.evaluate((c) => (c.querySelector('.thinking')
      ? c.scrollHeight <= c.clientHeight + 1 && getComputedStyle(c.querySelector('.thinking')).position === 'static'
      : null));
    assert.notEqual(thinkingFits, false, 'the "Simulating your hand…" line is cut off');
    await card.locator('.advice-summary').waitFor({ timeout: 60_000 });
    assert.match(await card.locator('.advice-summary').textContent(), /Even odds|No bid is even odds/);
    // Phones show the summary first and the table on request.
    const more = card.locator('[data-testid="advice-toggle"]');
    if (await more.isVisible()) {
      await assertClearAtTheAuction(page, '[data-advisor]');
      await screenshot(page, `${tag}-coach-advisor-summary`);
      await more.click();
    }
    const table = card.locator('.advice-table');
    await table.waitFor();
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => ({
      bid: tr.dataset.bid, cells: [...tr.querySelectorAll('td')].map((td) => td.textContent),
    })));
    const trumps = await table.locator('thead th').count() - 1;
    assert.ok(trumps >= 1, 'a column per trump');
    assert.ok(rows.length >= 10, `a row per bid level (${rows.length})`);
    assert.equal(rows[0].bid, '30', 'the lowest bid first');
    for (const r of rows) {
      assert.equal(r.cells.length, trumps);
      for (const c of r.cells) assert.match(c, /^\d{1,3}%$/);
    }
    await assertFits(page, 'advisor');
    await screenshot(page, `${tag}-coach-advisor`);

    // Remembered: after a reload the advisor is still on (the saved game resumes).
    await page.reload();
    await page.waitForSelector('.app[data-game]');
    s = await waitForPlayer(page);
    if (s.phase === 'bidding') await page.locator('[data-advisor]').waitFor({ timeout: 60_000 });
    const stored = await page.evaluate(() => localStorage.getItem('bones.prefs.v1'));
    assert.match(stored, /"advisor":true/);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

/** Acts for the player after the auction: puts down the first tiles
 *  offered, names the first trump, plays the first legal tile. */
async function actAfterTheAuction(page, s) {
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

test('Texas 88 on a phone: a hint while sorting the kitty, one at play clear of the seats, and a review whose estimates say so', async () => {
  const { page, errors, context } = await openCoached(PHONE, '?seed=5&speed=instant');
  await chooseGame(page, 'texas88', { level: 'easy' });
  await newGame(page);
  let kittyHint = false;
  let hintedPlay = false;
  for (let guard = 0; guard < 300; guard += 1) {
    const s = await waitForPlayer(page, 60_000);
    if (s.summary || s.over) break;
    if (s.phase === 'bidding') {
      // Bid high, to win the kitty.
      const bids = page.locator('[data-panel="bidding"] .bid-btn.points');
      await andWait(page, async () => ((await bids.count()) ? bids.last().click()
        : page.click('[data-panel="bidding"] [data-action="pass"]')));
    } else {
      if (s.phase === 'discarding' && !kittyHint) {
        await page.click('[data-testid="hint"]');
        const card = page.locator('.hint-card[data-hint]');
        await card.waitFor({ timeout: 90_000 });
        const choice = await card.getAttribute('data-hint');
        assert.match(choice, /^discard \d-\d$/);
        const tile = choice.replace('discard ', '');
        assert.ok(await page.locator(`.hand [data-tile="${tile}"].hinted`).count() >= 1, 'the tile to put down is highlighted');
        // Hard sorts 88's kitty by rule of thumb, and the card says so.
        const why = card.locator('.coach-fine');
        assert.ok(await why.isVisible(), 'the card says why it shows no values');
        assert.match(await why.textContent(), /^Hard makes this choice by rule of thumb/);
        await assertFits(page, 'kitty hint');
        await screenshot(page, 'phone-coach-hint-kitty');
        kittyHint = true;
      }
      if (s.phase === 'playing' && !hintedPlay) hintedPlay = await phoneHintAtPlay(page, 'phone-coach-hint-play-88');
      await actAfterTheAuction(page, s);
    }
  }
  assert.ok(kittyHint, 'the player sorted the kitty with a hint');
  assert.ok(hintedPlay, 'a hint valued several plays');
  await page.waitForSelector('[data-hand-summary]');
  await page.click('[data-testid="review-hand"]');
  const review = page.locator('[data-review]');
  await review.waitFor({ timeout: 120_000 });
  assert.ok(await review.locator('.review-trick').count() >= 1);
  const verdicts = await review.locator('.review-trick .review-verdict').count();
  assert.ok(verdicts >= 1, 'the player\'s plays are reviewed');
  assert.equal(await review.locator('.review-bid').count(), 1, 'the player\'s bid is reviewed');
  // Estimated values (a node budget in 88's first tricks) are said to be.
  const estimates = await review.locator('.estimate').count();
  assert.equal(await review.locator('.coach-fine').count(), estimates > 0 ? 1 : 0);
  await assertFits(page, '88 review');
  await screenshot(page, 'phone-coach-review-88');
  assert.deepEqual(errors, []);
  await context.close();
});

test('The Big Game on a phone: a hint at play clear of the table, and the review judges each of the player\'s turns of the auction', async () => {
  // Seed 38: the player opens at 42, an opponent overcalls, and the
  // auction comes round to the player again.
  const { page, errors, context } = await openCoached(PHONE, '?seed=38&speed=instant');
  await chooseGame(page, 'big-game', { level: 'easy' });
  await newGame(page);
  const mine = [];
  let hintedPlay = false;
  for (let guard = 0; guard < 300; guard += 1) {
    const s = await waitForPlayer(page, 60_000);
    if (s.summary || s.over) break;
    if (s.phase === 'bidding') {
      if (mine.length === 0) {
        // A hint on the first turn sits above the (folded) bid panel.
        await page.click('[data-testid="hint"]');
        await page.locator('.hint-card[data-hint]').waitFor({ timeout: 90_000 });
        await assertClearAtTheAuction(page, '.hint-card');
        await screenshot(page, 'phone-coach-hint-bidding-big-game');
        await page.click('.hint-card [aria-label="Close the hint"]');
      }
      // Open at the lowest bid; pass on every later turn.
      const lowest = page.locator('[data-panel="bidding"] .bid-btn.points').first();
      const button = mine.length === 0 && (await lowest.count())
        ? lowest : page.locator('[data-panel="bidding"] [data-action="pass"]');
      mine.push(await button.getAttribute('data-action'));
      await andWait(page, () => button.click());
    } else {
      if (s.phase === 'playing' && !hintedPlay) hintedPlay = await phoneHintAtPlay(page, 'phone-coach-hint-play-big-game');
      await actAfterTheAuction(page, s);
    }
  }
  assert.deepEqual(mine, ['bid 42', 'pass'], 'the player bid, was overcalled, and passed');
  assert.ok(hintedPlay, 'a hint valued several plays');
  await page.waitForSelector('[data-hand-summary]');
  await page.click('[data-testid="review-hand"]');
  const review = page.locator('[data-review]');
  await review.waitFor({ timeout: 120_000 });
  const lines = await review.locator('.review-bid').evaluateAll((ps) => ps.map((p) => ({
    action: p.dataset.bidReview, text: p.textContent, odds: p.querySelectorAll('.review-odds').length,
  })));
  assert.deepEqual(lines.map((l) => l.action), mine, 'one line per turn of the auction, in order');
  assert.match(lines[0].text, /^You bid 42: the advisor gave it \d+%/, lines[0].text);
  assert.match(lines[1].text, /^You passed/, lines[1].text);
  assert.deepEqual(lines.map((l) => l.odds), [0, 1], 'where the odds come from, said once');
  await assertFits(page, 'Big Game review');
  assert.deepEqual(errors, []);
  await context.close();
});

test('small phones and phones held sideways: the hint\'s card in trick play is one row (two upright) that leaves the seats, the trick and the hand in view, each value on its tile; on a wide short screen it keeps to the log column, each value on one line', async () => {
  const found = [];
  let cards = 0;
  for (const [width, height, game, players] of [
    [667, 375, 'texas42'], [640, 360, 'euchre', 4], [667, 375, 'big-game'], [915, 412, 'texas42'],
    // 88's trick is two rows: the card in two rows covered the lower one.
    [740, 360, 'texas88'], [844, 390, 'texas88'],
    // Upright it comes down over the row of "You" and Hint: above it, at
    // 320 px, it covered 88's lower side seats' names.
    [320, 568, 'texas88'], [320, 568, 'big-game'], [360, 640, 'texas42'],
    // 88 under 568 px has no such row ("You" is beside the hand): a strip
    // over the top bar, as at the auction.
    [360, 560, 'texas88'],
  ]) {
    // Seed 31: in 42 two of the hints have no values to show, the card's
    // tallest form (three lines, it came up over the trick's side tiles).
    const { page, errors, context } = await openCoached({ ...PHONE, viewport: { width, height } }, '?seed=31&speed=instant');
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
        await page.click('.hint-card [aria-label="Close the hint"]');
      }
      await actAfterTheAuction(page, s);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
  assert.ok(cards >= 12, `${cards} hints looked at`);
});

test('Texas 88 on a page under 568 px tall (360 × 560): "You" and Hint beside the hand; in trick play the hint\'s card is a strip over the top bar, in the walkthrough\'s place while it is up, out of the keyboard\'s way in the top bar', async () => {
  const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width: 360, height: 560 } }, query: '?seed=31&speed=instant' });
  await chooseGame(page, 'texas88');
  await newGame(page);
  await playUntil(page, (s) => s.phase === 'playing');
  const found = [];
  const id = await page.locator('.me .me-id').boundingBox();
  const hand = await page.locator('.me .hand').boundingBox();
  if (id.x + id.width > hand.x) found.push(`"You" is not beside the hand (${id.x + id.width} > ${hand.x})`);
  const tour = page.locator('[data-testid="tour"]');
  if (!(await tour.isVisible())) found.push('no walkthrough to stand in for');
  await page.click('[data-testid="hint"]');
  const card = page.locator('.hint-card');
  await card.locator('.hint-choice').waitFor({ timeout: 90_000 });
  const box = await card.boundingBox();
  const felt = await page.locator('.felt').boundingBox();
  if (box.y < 0 || box.y + box.height > felt.y) found.push(`not a strip over the top bar (${box.y}, ${box.height}; the table from ${felt.y})`);
  for (const part of await coveredBy(page, '.hint-card')) found.push(`covers the ${part}`);
  if (await tour.isVisible()) found.push('the walkthrough\'s strip shows under it');
  await screenshot(page, 'phone-360x560-88-hint');
  assert.deepEqual(found, []);
  await assertTopBarByKeyboard(page, card, 'the hint');
  await page.click('.hint-card [aria-label="Close the hint"]');
  await card.waitFor({ state: 'detached' });
  assert.ok(await tour.isVisible(), 'the walkthrough comes back');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Which of the coach's cards (the walkthrough's, the bidding
 *  advisor's, the hint's) are on the screen. */
function coachCardsShown(page) {
  return page.evaluate(() => [['walkthrough', '.tour'], ['advisor', '.advisor-card'], ['hint', '.hint-card']]
    .filter(([, selector]) => document.querySelector(selector)?.checkVisibility({ visibilityProperty: true }))
    .map(([name]) => name));
}

test('one coach card at a time: a hint asked for while the walkthrough (or the bidding advisor) is up stands in its place, its Close in reach, and they come back after it', async () => {
  const found = [];
  let hints = 0;
  let stoodIn = 0;
  for (const [width, height, game, advisor] of [
    // Wide screens: every card sits over the log column, under the pad.
    [1280, 800, 'texas42', true], [1280, 800, 'texas88', false],
    // Phones: a strip over the top bar at the auction (the walkthrough's
    // card above the bid panel in 42), over 88's lower table in trick
    // play, above the Big Game's hand.
    [390, 844, 'big-game', false], [390, 844, 'texas88', false], [390, 844, 'texas42', true],
    // A strip over the top bar.
    [360, 640, 'texas42', true],
  ]) {
    const device = width < 900 ? { ...PHONE, viewport: { width, height } } : { viewport: { width, height } };
    const { page, errors, context } = await open(env, { device, query: '?seed=31&speed=instant' });
    await chooseGame(page, game);
    if (advisor) await switchAdvisorOn(page);
    await newGame(page);
    for (let guard = 0; guard < 100; guard += 1) {
      const s = await waitForPlayer(page, 60_000);
      if (s.summary || s.over || (s.phase === 'playing' && s.tiles < (game === 'texas88' ? 8 : 6))) break;
      const where = `${width} × ${height}, ${game}, ${s.phase}`;
      if (advisor && s.phase === 'bidding') await page.locator('.advisor-card').waitFor();
      const before = await coachCardsShown(page);
      if (before.length > 1) found.push(`${where}: ${before.join(' and ')} at once`);
      await page.click('[data-testid="hint"]');
      await page.locator('.hint-card[data-hint]').waitFor({ timeout: 90_000 });
      hints += 1;
      if (before.length) stoodIn += 1;
      const shown = await coachCardsShown(page);
      if (shown.join() !== 'hint') found.push(`${where}: with the hint: ${shown.join(', ')}`);
      const covered = await untappable(page, '.hint-card .icon-btn', { label: 'aria-label' });
      found.push(...covered.map((b) => `${where}: ${b} out of reach`));
      // Out of reach, it is pressed for the player, to look on.
      const close = page.locator('.hint-card [aria-label="Close the hint"]');
      await (covered.length ? close.dispatchEvent('click') : close.click());
      await page.locator('.hint-card').waitFor({ state: 'detached' });
      const after = await coachCardsShown(page);
      if (after.join() !== before.join()) found.push(`${where}: ${before.join(', ')} before the hint, ${after.join(', ')} after`);
      if (s.phase === 'bidding') await bid(page);
      else await actAfterTheAuction(page, s);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
  assert.ok(hints >= 15 && stoodIn >= 10, `${hints} hints asked for, ${stoodIn} in another card's place`);
});

test('phones, upright and sideways: at the auction the hint\'s card is a strip over the top bar, its choice and Close on the screen, every seat and bid in view and in reach, in the walkthrough\'s place while it is up', async () => {
  const found = [];
  for (const [width, height, game] of [
    [568, 320, 'texas42'], [568, 320, 'euchre'], [667, 375, 'texas88'], [320, 568, 'big-game'], [320, 568, 'texas88'], [360, 640, 'texas42'], [360, 560, 'texas88'],
    // Taller phones: 88's upper seats and the Big Game's side seats fill
    // the felt above the bid panel, 42's side seats' tiles reach down to
    // it; Euchre's leave room, but the hint's place is one.
    [390, 844, 'texas88'], [412, 915, 'big-game'], [375, 820, 'texas42'], [390, 844, 'texas42'], [412, 915, 'euchre'],
  ]) {
    const where = `${width} × ${height}, ${game}`;
    const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width, height } }, query: '?seed=31&speed=instant' });
    await chooseGame(page, game);
    await newGame(page);
    assert.equal((await waitForPlayer(page)).phase, 'bidding');
    const tour = page.locator('[data-testid="tour"]');
    await tour.waitFor();
    await page.click('[data-testid="hint"]');
    const card = page.locator('.hint-card');
    await card.locator('.hint-choice').waitFor({ timeout: 60_000 });
    const box = await card.boundingBox();
    if (box.y < 0 || box.y + box.height > height / 4) found.push(`${where}: not a strip at the top (${box.y}, ${box.height})`);
    const choice = await card.locator('.hint-choice').boundingBox();
    if (choice.y < 0 || choice.y + choice.height > box.y + box.height) found.push(`${where}: the choice is cut off (${choice.y})`);
    if (game === 'euchre') {
      // This deal's make falls short of Hard's bar: a pass, which is no
      // expected score, so without one ("Pass +0.00" over "Order up +0.56").
      assert.equal(await card.getAttribute('data-hint'), 'pass', where);
      if (await card.locator('.hint-choice-value').count()) found.push(`${where}: the pass has a value`);
      if (await page.locator('.panel [data-action="pass"][data-hint-value]').count()) found.push(`${where}: the Pass button has a value`);
    }
    // Where the panel fills the table it scrolls under the strip: its
    // bids are counted as in reach or not below.
    const covered = (await coveredBy(page, '.hint-card')).filter((part) => part !== 'panel');
    for (const part of covered) found.push(`${where}: covers the ${part}`);
    await assertTopBarByKeyboard(page, card, where);
    const closeButton = '.hint-card [aria-label="Close the hint"]';
    const close = await page.locator(closeButton).isVisible() && (await untappable(page, closeButton)).length === 0;
    for (const b of await unreachable(page, { scroll: true })) found.push(`${where}: ${b} out of reach`);
    if (await tour.isVisible()) found.push(`${where}: the walkthrough's strip shows under it`);
    if (width === 320 && game === 'big-game') await screenshot(page, 'phone-320-hint-auction');
    if (close) {
      await page.click(closeButton);
      await card.waitFor({ state: 'detached' });
      if (!(await tour.isVisible())) found.push(`${where}: the walkthrough does not come back`);
    } else {
      found.push(`${where}: Close cannot be tapped`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('phones, upright and sideways: the bidding advisor is a strip over the top bar, its table hangs below it and scrolls, every bid and row in reach; the hint stands in its place, it in the walkthrough\'s', async () => {
  const found = [];
  for (const [width, height, game] of [
    [568, 320, 'texas42'], [667, 375, 'texas88'], [740, 360, 'big-game'], [320, 568, 'texas42'], [320, 568, 'big-game'], [360, 640, 'texas88'],
    [412, 915, 'texas88'], [390, 844, 'big-game'], [375, 820, 'texas42'],
  ]) {
    const where = `${width} × ${height}, ${game}`;
    const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width, height } }, query: '?seed=31&speed=instant' });
    await switchAdvisorOn(page);
    await chooseGame(page, game);
    await newGame(page);
    assert.equal((await waitForPlayer(page)).phase, 'bidding');
    const card = page.locator('[data-advisor]');
    const tour = page.locator('[data-testid="tour"]');
    await card.locator('.advice-summary').waitFor({ timeout: 60_000 });
    if (await tour.isVisible()) found.push(`${where}: the walkthrough's strip shows with it`);

    // Its summary: a strip at the top, over the top bar only.
    const box = await card.boundingBox();
    if (box.y < 0 || box.y + box.height > height / 4) found.push(`${where}: not a strip at the top (${box.y}, ${box.height})`);
    const words = await card.locator('.advice-words').boundingBox();
    if (words.y < box.y || words.y + words.height > box.y + box.height) found.push(`${where}: its words are cut off`);
    for (const part of await coveredBy(page, '[data-advisor]')) found.push(`${where}: covers the ${part}`);
    const blocked = await untappable(page, '[data-advisor] button');
    for (const b of blocked) found.push(`${where}: ${b} cannot be tapped`);
    for (const b of await unreachable(page, { scroll: true })) found.push(`${where}: ${b} out of reach`);
    await assertTopBarByKeyboard(page, card, where);
    if (blocked.length) {
      await context.close();
      continue;
    }

    // A hint asked for stands in its place, and goes.
    await page.click('[data-testid="hint"]');
    await page.locator('.hint-card .hint-choice').waitFor({ timeout: 60_000 });
    if (await card.isVisible()) found.push(`${where}: the advisor shows under the hint`);
    await page.click('.hint-card [aria-label="Close the hint"]');
    await card.waitFor({ state: 'visible' });

    // Its table: on the screen, every row brought into view by scrolling
    // inside it, while Hide table and Close stay.
    await card.locator('[data-testid="advice-toggle"]').click();
    await card.locator('.advice-table').waitFor();
    const shown = await card.boundingBox();
    if (shown.y < 0 || shown.y + shown.height > height) found.push(`${where}: the table runs off the screen (${shown.y}, ${shown.height})`);
    // Taller phones have room to keep the bids in view under it.
    if (width >= 375 && height >= 820 && (await coveredBy(page, '[data-advisor]')).includes('panel')) found.push(`${where}: the table lies over the bids`);
    const hiddenRows = await untappable(page, '[data-advisor] .advice-table tbody tr', { scroll: true, label: 'data-bid' });
    if (hiddenRows.length) found.push(`${where}: rows ${hiddenRows.join(', ')} out of reach`);
    for (const b of await untappable(page, '[data-advisor] button')) found.push(`${where}, table shown: ${b} cannot be tapped`);
    if (width === 568) await screenshot(page, 'sideways-568-advisor-table');
    await assertFits(page, where);

    // Hidden again, the bids are in reach; closed, the walkthrough comes back.
    await card.locator('[data-testid="advice-toggle"]').click();
    await card.locator('.advice-table').waitFor({ state: 'hidden' });
    for (const b of await unreachable(page, { scroll: true })) found.push(`${where}, table hidden: ${b} out of reach`);
    if (width === 320 && game === 'texas42') await screenshot(page, 'phone-320-advisor');
    await page.click('[data-advisor] [aria-label="Hide the advisor for this bid"]');
    await card.waitFor({ state: 'detached' });
    if (!(await tour.isVisible())) found.push(`${where}: the walkthrough does not come back`);
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});
