// The coach: a hint on the player's turn (the AI's choice marked on the
// table and every candidate's value listed), the review of a finished hand
// (its tricks replayed, each of the player's plays against the best play),
// and the bidding advisor's table when it is switched on in the settings
// (remembered across a reload). Phone and desktop screenshots of each.
// Their cards on small and sideways phones: coach-phones.test.mjs.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  DESKTOP, PHONE, andWait, assertTopBarByKeyboard, bid, bidTop, chooseGame, coveredBy, declare, loggedTricks, newGame, open, playUntil,
  screenshot, setup, switchAdvisorOn, trickLit, untappable, waitForPlayer,
} from './helpers.mjs';
import { actAfterTheAuction, assertFits, brokenValues, openCoached, valuesOnTheTable } from './coach-checks.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

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

/** Opens the review from the hand's summary and waits up to `timeout` ms
 *  for the coach's worker to work it out; returns it. */
async function openReview(page, timeout) {
  await page.click('[data-testid="review-hand"]');
  const review = page.locator('[data-review]');
  await review.waitFor({ timeout });
  return review;
}

/** In a review of 88 or the Big Game, whose first tricks are estimated:
 *  a forced play has no value, so it is never marked as an estimate. */
async function assertForcedPlaysNotEstimated(review) {
  const forced = review.locator('.review-verdict', { hasText: 'the only legal play' });
  assert.ok(await forced.count() >= 1, 'some play was forced');
  assert.equal(await forced.locator('.estimate').count(), 0, 'no forced play is an estimate');
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
    const { page, errors, context } = await openCoached(env, device, '?seed=3&speed=instant&bot=easy');
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
    const review = await openReview(page, 90_000);
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
    if (bidAction === 'pass') assert.match(bidWords, /^You passed(: no bid had even odds|, though the advisor gave (even odds or better up to \d+|\d+% to a bid of \d+))/, bidWords);
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
    // The marks game: only a play that changes the mark is a miss.
    for (const m of misses) assert.match(m.text, /best \S+: with perfect play from there, (\d+ points to your \d+, and )?(the bid made|them set)/, m.text);
    assert.match(await review.locator('.coach-note').textContent(), / Only whether the bid is made counts: points that would not change it are no loss\.$/);
    await review.locator('.review-verdict.miss').first().scrollIntoViewIfNeeded();
    await assertFits(page, 'hand review');
    await screenshot(page, `${tag}-coach-review`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the marks game: a play that gives up points but not the mark is reviewed as a best play', async () => {
  // Seed 12: the player passes and Ada bids 30 in deuces. At trick 1 the
  // player's 4-2 takes 16 points and sets the bid (the hand ends there);
  // 3-2 would have kept 5 more points with perfect play, the same mark.
  // Judged by the points, it was "not the best play".
  const { page, errors, context } = await openCoached(env, PHONE, '?seed=12&speed=instant');
  await newGame(page);
  await playUntil(page, (s) => s.summary);
  assert.match(await page.locator('[data-hand-summary]').textContent(), /We set them!.*Ada bid 30 · Deuces/s);
  const review = await openReview(page, 60_000);
  const verdicts = await review.locator('.review-trick .review-verdict').evaluateAll((ps) => ps.map((p) => ({
    text: p.textContent, good: p.classList.contains('good'), best: p.dataset.bestPlay, played: p.dataset.played,
  })));
  assert.deepEqual(verdicts, [{ text: 'You played 4-2: best play', good: true, best: '4-2', played: '4-2' }]);
  assert.equal(await review.locator('.coach-note').textContent(),
    'Your one choice was the best play. Best play assumes everyone then plays perfectly, seeing every hand.'
    + ' Only whether the bid is made counts: points that would not change it are no loss.');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the review ends with the hands as dealt: each seat\'s tiles, the player\'s first, what the log shows it played marked played and the rest dashed; 88\'s kitty on a row of its own', async () => {
  const games = [
    { game: 'texas42', device: PHONE, seats: 4, size: 7, extra: 0 },
    { game: 'texas88', device: DESKTOP, seats: 6, size: 9, extra: 2 },
  ];
  for (const { game, device, seats, size, extra } of games) {
    const { page, errors, context } = await openCoached(env, device, '?seed=7&speed=instant');
    await chooseGame(page, game);
    await newGame(page);
    await playUntil(page, (s) => s.summary, 400);
    const hand = Number(await page.locator('[data-hand-summary]').getAttribute('data-hand-summary'));
    const tricks = await loggedTricks(page, hand);
    const review = await openReview(page, 60_000);
    const rows = await review.locator('.dealt-row').evaluateAll((rs) => rs.map((r) => ({
      holder: r.dataset.holder,
      who: r.querySelector('.dealt-who').textContent,
      tiles: [...r.querySelectorAll('.dealt-tile')].map((t) => ({
        tile: t.dataset.tile, played: t.dataset.played === 'true', dashed: t.classList.contains('unplayed'),
      })),
    })));
    const holders = [...Array(seats).keys()].map(String).concat(extra ? ['extra'] : []);
    assert.deepEqual(rows.map((r) => r.holder), holders, `${game}: every seat, the player first, clockwise`);
    assert.equal(rows[0].who, 'You');
    if (extra) assert.equal(rows.at(-1).who, 'Kitty');
    for (const r of rows) {
      assert.equal(r.tiles.length, r.holder === 'extra' ? extra : size, `${game}: ${r.who}'s tiles`);
      for (const t of r.tiles) assert.equal(t.dashed, !t.played, `${game}: ${r.who}'s ${t.tile}`);
    }
    // What was played, seat by seat, is what the log shows each seat played:
    // from its own row, and what is left over from the kitty's row (the
    // bidder's kitty tiles).
    const count = (list) => list.slice().sort().join(' ');
    const marked = (r) => r.tiles.filter((t) => t.played).map((t) => t.tile);
    const leftOver = [];
    for (const r of rows.filter((r) => r.holder !== 'extra')) {
      const rest = tricks.flatMap((t) => t.tiles.filter((_, i) => t.seats[i] === Number(r.holder)));
      for (const tile of marked(r)) {
        assert.ok(rest.includes(tile), `${game}: ${r.who} played ${tile}`);
        rest.splice(rest.indexOf(tile), 1);
      }
      leftOver.push(...rest);
    }
    assert.equal(count(leftOver), count(extra ? marked(rows.at(-1)) : []), `${game}: the rest came from the kitty`);
    assert.equal(count(rows.flatMap(marked)), count(tricks.flatMap((t) => t.tiles)), `${game}: every tile played, once`);
    assert.ok(rows.some((r) => r.tiles.some((t) => !t.played)) === (await review.locator('.dealt-note').count() === 1),
      `${game}: the dashed tiles are explained where there are some`);
    await screenshot(page, `${game}-review-dealt`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('Domino Euchre: the review holds each pass or make up against the hint\'s values at that turn, names who took each trick without the tiles\' counts (Euchre counts tricks), and says only the points count', async () => {
  // Seed 12: the player speaks first and passes; Ada orders up sixes and
  // her side takes all five tricks, two of them holding counters (5-0;
  // 6-4 and 5-5) that score nothing here.
  const { page, errors, context } = await openCoached(env, PHONE, '?seed=12&speed=instant');
  await chooseGame(page, 'euchre', { players: 4 });
  await newGame(page);
  const hinted = [];
  await playUntil(page, async (s) => {
    if (!s.summary && s.phase === 'bidding') {
      const { values } = await hintShown(page);
      hinted.push(values.filter((v) => v.value !== null));
    }
    return s.summary;
  });
  assert.equal(hinted.length, 1, 'one bidding turn');
  const review = await openReview(page, 60_000);
  // The pass, against the values the hint gave at that turn.
  const bids = await review.locator('.review-bid').allTextContents();
  assert.equal(bids.length, 1, `${bids}`);
  const read = bids[0].match(/^You passed, as Hard would: it valued its best, (?:ordering up|calling \w+)(?: alone)?, at ([+-]\d\.\d\d), under its bar of ([+-]\d\.\d\d)\. \(Hard's values, as its hint gave them at your turn\)$/);
  assert.ok(read, bids[0]);
  const [, quoted, bar] = read;
  const best = Math.max(...hinted[0].map((v) => v.value));
  assert.ok(Math.abs(Number(quoted) - best) < 0.006, `${quoted} is the hint's best make, ${best}`);
  assert.ok(Number(quoted) < Number(bar));
  assert.equal(await review.locator('.review-bid.good').count(), 1, 'a pass under the bar is backed');
  const taken = await review.locator('.review-taken').allTextContents();
  assert.equal(taken.length, 5);
  for (const t of taken) assert.match(t, /^→ (You|Ada|Ben|Cleo)$/, `${taken}`);
  assert.match(await review.locator('.coach-note').textContent(),
    / Only the points count: a trick that would not change them is no loss\.$/);
  // Every miss changes the points: a trick more or fewer across 3 or 5.
  const misses = await review.locator('.review-verdict.miss:not(.review-bid)').allTextContents();
  for (const m of misses) assert.match(m, /best \S+: with perfect play from there, \d tricks? to your \d/, m);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Domino Euchre: ordering up below the hint\'s bar is reviewed as a miss, at the value the hint gave it', async () => {
  // Seed 12 again, the player ordering up on its first turn: euchred.
  const { page, errors, context } = await openCoached(env, PHONE, '?seed=12&speed=instant');
  await chooseGame(page, 'euchre', { players: 4 });
  await newGame(page);
  assert.equal((await waitForPlayer(page)).phase, 'bidding');
  const hinted = (await hintShown(page)).values.find((v) => v.action === 'order');
  await andWait(page, () => page.click('[data-panel] [data-action="order"]'));
  await playUntil(page, (s) => s.summary);
  assert.match(await page.locator('[data-hand-summary]').textContent(), /Euchred!/);
  const review = await openReview(page, 60_000);
  const bid = review.locator('.review-bid');
  assert.equal(await bid.getAttribute('data-bid-review'), 'order');
  assert.equal(await bid.evaluate((p) => p.classList.contains('miss')), true);
  assert.equal(await bid.textContent(), `You ordered up: Hard valued it at ${hinted.value >= 0 ? '+' : ''}${hinted.value.toFixed(2)}, under its bar of +0.70. (Hard's values, as its hint gave them at your turn)`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Texas 42: the trump named is reviewed against the hint\'s values at that turn, a miss where another trump it weighed was worth more', async () => {
  // Seed 12: the player takes the bid and names the trump the hint rates
  // lowest of those it weighed.
  const { page, errors, context } = await openCoached(env, PHONE, '?seed=12&speed=instant');
  await newGame(page);
  for (let s = await waitForPlayer(page); s.phase !== 'declaring'; s = await waitForPlayer(page)) {
    assert.equal(s.phase, 'bidding');
    await bidTop(page);
  }
  const { values } = await hintShown(page);
  const weighed = values.filter((v) => v.value !== null).sort((a, b) => b.value - a.value);
  const [best, worst] = [weighed[0], weighed.at(-1)];
  assert.ok(Math.round(best.value * 100) > Math.round(worst.value * 100), `${JSON.stringify(weighed)}`);
  await andWait(page, () => page.click(`[data-panel="declare"] [data-action="${worst.action}"]`));
  await playUntil(page, (s) => s.summary);
  const review = await openReview(page, 60_000);
  const line = review.locator(`.review-bid[data-bid-review="${worst.action}"]`);
  assert.equal(await line.evaluate((p) => p.classList.contains('miss')), true);
  const name = (v) => v.text.replace(/[+-]?\d.*$/, '').trim();
  const percent = (v) => `${Math.round(v.value * 100)}%`;
  assert.equal(await line.textContent(),
    `You named ${name(worst)}: Hard gave it a ${percent(worst)} chance of making; ${name(best)} had ${percent(best)}.`
    + ' (Hard\'s values, as its hint gave them at your turn)');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Texas 42 scored in points: a hint\'s bids are valued in points, each with its chance of making under it, and a pass\'s bar is a chance that none of them reaches', async () => {
  // Seed 32: Hard passes though its best bid is worth points: its chance
  // of making falls short of the bar.
  const { page, errors, context } = await openCoached(env, DESKTOP, '?seed=32&speed=instant');
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
    const { page, errors, context } = await openCoached(env, device, '?seed=7&speed=instant');
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

test('at a bidding turn the advisor and the hint give each bid the same chance: the advisor\'s best trump for a bid is the hint\'s value for it', async () => {
  // Seed 8's first turn: with a seed each, the advisor said 36 was even
  // odds with sixes while the hint gave 36 40%.
  const { page, errors, context } = await openCoached(env, DESKTOP, '?seed=8&speed=instant');
  await newGame(page);
  await switchAdvisorOn(page);
  const s = await waitForPlayer(page);
  assert.equal(s.phase, 'bidding');
  const table = page.locator('[data-advisor] .advice-table');
  await table.waitFor({ timeout: 60_000 });
  const advised = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [`bid ${tr.dataset.bid}`, tr.querySelector('td.best')?.textContent]));
  await page.click('[data-testid="hint"]');
  await page.locator('.hint-card[data-hint]').waitFor({ timeout: 90_000 });
  const hinted = Object.fromEntries(await page.locator('[data-panel="bidding"] [data-hint-value]')
    .evaluateAll((els) => els.map((el) => [el.dataset.action, el.dataset.hintValue])));
  const compared = advised.filter(([action]) => action in hinted);
  assert.ok(compared.length >= 12, `bids with both: ${compared.length}`);
  for (const [action, best] of compared) assert.equal(hinted[action], best, `${action}: the hint ${hinted[action]}, the advisor ${best}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Texas 88 on a phone: a hint while sorting the kitty, one at play clear of the seats, and a review whose estimates say so', async () => {
  const { page, errors, context } = await openCoached(env, PHONE, '?seed=5&speed=instant');
  await chooseGame(page, 'texas88', { level: 'easy' });
  await newGame(page);
  let kittyHint = false;
  let hintedPlay = false;
  for (let guard = 0; guard < 300; guard += 1) {
    const s = await waitForPlayer(page, 60_000);
    if (s.summary || s.over) break;
    if (s.phase === 'bidding') {
      // Bid high, to win the kitty.
      await bidTop(page);
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
  const review = await openReview(page, 120_000);
  assert.ok(await review.locator('.review-trick').count() >= 1);
  const verdicts = await review.locator('.review-trick .review-verdict').count();
  assert.ok(verdicts >= 1, 'the player\'s plays are reviewed');
  assert.equal(await review.locator('.review-bid').count(), 1, 'the player\'s bid is reviewed');
  // Estimated values (a node budget in 88's first tricks) are said to be.
  const estimates = await review.locator('.estimate').count();
  assert.equal(await review.locator('.coach-fine').count(), estimates > 0 ? 1 : 0);
  await assertForcedPlaysNotEstimated(review);
  await assertFits(page, '88 review');
  await screenshot(page, 'phone-coach-review-88');
  assert.deepEqual(errors, []);
  await context.close();
});

test('The Big Game on a phone: a hint at play clear of the table, and the review judges each of the player\'s turns of the auction', async () => {
  // Seed 38: the player opens at 42, an opponent overcalls, and the
  // auction comes round to the player again.
  const { page, errors, context } = await openCoached(env, PHONE, '?seed=38&speed=instant');
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
  const review = await openReview(page, 120_000);
  const lines = await review.locator('.review-bid').evaluateAll((ps) => ps.map((p) => ({
    action: p.dataset.bidReview, text: p.textContent, odds: p.querySelectorAll('.review-odds').length,
  })));
  assert.deepEqual(lines.map((l) => l.action), mine, 'one line per turn of the auction, in order');
  assert.match(lines[0].text, /^You bid 42: the advisor gave it \d+%/, lines[0].text);
  assert.match(lines[1].text, /^You passed/, lines[1].text);
  assert.deepEqual(lines.map((l) => l.odds), [0, 1], 'where the odds come from, said once');
  await assertForcedPlaysNotEstimated(review);
  await assertFits(page, 'Big Game review');
  assert.deepEqual(errors, []);
  await context.close();
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
 *  advisor's, the hint's) are on the screen, and the walkthrough's mark
 *  on the table (a dashed outline, or the light under the trick) if it is
 *  drawn without its card. */
async function coachCardsShown(page) {
  const lit = await page.evaluate(trickLit);
  return page.evaluate((lit) => {
    const shown = [['walkthrough', '.tour'], ['advisor', '.advisor-card'], ['hint', '.hint-card']]
      .filter(([, selector]) => document.querySelector(selector)?.checkVisibility({ visibilityProperty: true }))
      .map(([name]) => name);
    const marked = lit || [...document.querySelectorAll('.app *')].some((e) => getComputedStyle(e).outlineStyle === 'dashed');
    return marked && !shown.includes('walkthrough') ? [...shown, 'the walkthrough\'s mark'] : shown;
  }, lit);
}

test('one coach card at a time: a hint asked for while the walkthrough (or the bidding advisor) is up stands in its place, the walkthrough\'s mark on the table standing down with its card, its Close in reach, and they come back after it', async () => {
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
