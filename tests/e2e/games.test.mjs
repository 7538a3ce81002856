// A hand of each game played through the UI: Texas 88 with the kitty swap
// (by drag and by tap, a counter refused in the engine's words), the Big
// Game with a 7-3 or 8-2 led as its lower suit, Domino Euchre for 4
// (ordering up, the dealer's discard), 3 and 2. Easy bots at instant speed.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  DESKTOP, PHONE, andWait, bid, bidTop, chooseGame, coveredBy, frameDrawn, newGame, open, putDown, screenshot, settled, setup, state, untappable, waitForPlayer,
} from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** Plays a tile: tap to pick it up, tap again (answering the lead
 *  question with `lead` if it comes). */
async function playTile(page, tile, lead = 'high') {
  const name = await tile.getAttribute('data-tile');
  await tile.click();
  await page.waitForSelector('.hand .hand-tile.selected');
  await andWait(page, () => page.locator('.hand .hand-tile.selected').first().click());
  if (await page.locator('[data-panel="lead"]').count()) {
    await andWait(page, () => page.click(`[data-panel="lead"] [data-action="${name}${lead === 'low' ? ' low' : ''}"]`));
  }
}

/** The default player: passes, puts back the first tiles allowed, names
 *  the first trump, plays the first legal tile. `on` overrides a phase;
 *  a handler returning 'stop' ends the loop. Returns the final state. */
async function playOn(page, on = {}, limit = 400) {
  for (let i = 0; i < limit; i += 1) {
    const s = await waitForPlayer(page, 60_000);
    const phase = s.over ? 'over' : s.summary ? 'summary' : s.phase;
    if (on[phase] && (await on[phase](s)) === 'stop') return s;
    if (on[phase]) continue;
    if (phase === 'over') return s;
    if (phase === 'summary') {
      await page.click('[data-testid="next-hand"]');
      await page.waitForSelector('[data-hand-summary]', { state: 'detached' });
    } else if (phase === 'bidding') {
      await andWait(page, () => bid(page));
    } else if (phase === 'discarding') {
      await putDown(page);
    } else if (phase === 'declaring') {
      await andWait(page, () => page.locator('[data-panel="declare"] .declare-btn').first().click());
    } else {
      await playTile(page, page.locator('.hand .hand-tile[data-legal="true"]').first());
    }
  }
  throw new Error('the game did not get there');
}

function logKinds(page) {
  return page.locator('.log-list li').evaluateAll((els) => els.map((e) => `${e.dataset.kind}:${e.textContent}`));
}

test('Texas 88: six seats, the bidder swaps with the kitty by drag, by tap and by Enter; the hand\'s name says what Enter does in each phase', async () => {
  const { page, errors, warnings, context } = await open(env, { device: DESKTOP, query: '?seed=8&speed=instant' });
  await chooseGame(page, 'texas88', { level: 'easy' });
  await newGame(page);
  assert.equal(await page.locator('.felt .seat').count(), 5, 'five other seats');
  const partners = await page.locator('.seat.partner').evaluateAll((els) => els.map((e) => e.dataset.seat).sort());
  assert.deepEqual(partners, ['2', '4'], 'partners sit two apart');
  let chosen = null;
  let seen = false;
  await playOn(page, {
    // The top bid, so the kitty comes to the player. In the auction the
    // hand's name promises nothing of Enter.
    bidding: async () => {
      assert.equal(await page.locator('.hand').getAttribute('aria-label'), 'Your tiles');
      return bidTop(page);
    },
    discarding: async () => {
      assert.equal(await page.locator('.hand').getAttribute('aria-label'), 'Your tiles: arrow keys choose, Enter puts one down');
      const fresh = await page.locator('.hand .hand-tile.fresh').count();
      assert.equal(fresh, 2, 'the kitty\'s two tiles are marked new in the hand');
      assert.equal(await page.locator('.hand .hand-tile').count(), 11);
      await screenshot(page, 'desktop-texas88-kitty');
      // A counter cannot go back while a non-counter is held: the engine says so.
      const counter = page.locator('.hand .hand-tile[data-legal="false"]').first();
      if (await counter.count()) {
        await counter.click();
        const notice = page.locator('[data-notice="refused"]');
        await notice.waitFor();
        assert.match(await notice.textContent(), /^counters must be kept: \d-\d cannot be put back while you hold a non-counter$/);
        assert.equal(await page.locator('.kitty-slot.filled').count(), 0);
      }
      // By the keys, as the hand's name says: Enter puts the focused tile
      // down; a click on its slot takes it back.
      const byKeys = page.locator('.hand .hand-tile[data-legal="true"]').first();
      const byKeysName = await byKeys.getAttribute('data-tile');
      await byKeys.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector(`.kitty-slot.filled[data-staged="${byKeysName}"]`);
      await andWait(page, () => page.click(`.kitty-slot.filled[data-staged="${byKeysName}"]`));
      assert.equal(await page.locator('.kitty-slot.filled').count(), 0);
      // One by dragging onto the table, one by tapping.
      const first = page.locator('.hand .hand-tile[data-legal="true"]').first();
      const firstName = await first.getAttribute('data-tile');
      const from = await first.boundingBox();
      const felt = await page.locator('.felt').boundingBox();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(felt.x + felt.width / 2, felt.y + felt.height * 0.3, { steps: 8 });
      await page.mouse.up();
      await page.waitForSelector(`.kitty-slot.filled[data-staged="${firstName}"]`);
      await andWait(page, () => page.locator('.hand .hand-tile[data-legal="true"]').first().click());
      const staged = await page.locator('.kitty-slot.filled').evaluateAll((els) => els.map((e) => e.dataset.staged));
      assert.equal(staged.length, 2);
      // Take the dragged one back and choose again: still a swap until Done.
      await andWait(page, () => page.click(`.kitty-slot.filled[data-staged="${firstName}"]`));
      assert.equal(await page.locator('.kitty-slot.filled').count(), 1);
      assert.equal(await state(page).then((s) => s.phase), 'discarding', 'nothing was put down yet');
      await andWait(page, () => page.locator('.hand .hand-tile[data-legal="true"]').last().click());
      chosen = await page.locator('.kitty-slot.filled').evaluateAll((els) => els.map((e) => e.dataset.staged));
      await andWait(page, () => page.click('[data-testid="confirm-discards"]'));
      assert.equal(await page.locator('.hand .hand-tile').count(), 9, 'two tiles went back');
      const log = await logKinds(page);
      assert.ok(log.some((l) => l === 'picked-up:You take the kitty'), log.join('\n'));
      assert.ok(log.some((l) => l === 'discarded:You put 2 tiles face down'), log.join('\n'));
    },
    playing: async (s) => {
      assert.equal(await page.locator('.hand').getAttribute('aria-label'), 'Your tiles: arrow keys choose, Enter plays');
      if (chosen && !seen) {
        const kitty = await page.locator('[data-note] .note-tile').evaluateAll((els) => els.map((e) => e.dataset.face));
        assert.deepEqual(kitty.sort(), [...chosen].sort(), 'the player sees what it put back');
        seen = true;
      }
      if (s.tiles === 5 && (await page.locator('.trick-tile').count()) >= 3) await screenshot(page, 'desktop-texas88');
      await playTile(page, page.locator('.hand .hand-tile[data-legal="true"]').first());
    },
    summary: async () => {
      if (!seen) {
        await page.click('[data-testid="next-hand"]');
        await page.waitForSelector('[data-hand-summary]', { state: 'detached' });
        return undefined;
      }
      return 'stop';
    },
  });
  assert.ok(seen, 'the player won a bid and swapped with the kitty');
  const summary = page.locator('[data-hand-summary]');
  const us = Number(await summary.getAttribute('data-us-points'));
  const them = Number(await summary.getAttribute('data-them-points'));
  assert.equal(us + them, 88, `a hand of 88 holds 88 points (${us} + ${them})`);
  const tricks = await page.locator('.log-list [data-kind="trick"]').evaluateAll((els) => els.map((e) => e.dataset.seats.split(',').length));
  assert.ok(tricks.slice(-9).every((n) => n === 6), 'six tiles to a trick');
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  await context.close();
});

test('The Big Game: a 7-3 or 8-2 led as its lower suit, on a phone', async () => {
  const { page, errors, warnings, context } = await open(env, { device: PHONE, query: '?seed=3&speed=instant' });
  await chooseGame(page, 'big-game', { level: 'easy' });
  await newGame(page);
  let ledLow = null;
  await playOn(page, {
    bidding: () => bidTop(page),
    // Follow me: no trump, so 7-3 and 8-2 may lead their lower suit.
    declaring: async () => {
      const followMe = page.locator('[data-panel="declare"] [data-action="trump follow-me"]');
      await andWait(page, () => followMe.click());
    },
    playing: async (s) => {
      const leading = (await page.locator('.trick-tile').count()) === 0;
      const counter = page.locator('.hand .hand-tile[data-legal="true"][data-tile="7-3"], .hand .hand-tile[data-legal="true"][data-tile="8-2"]').first();
      if (leading && !ledLow && (await counter.count())) {
        const name = await counter.getAttribute('data-tile');
        // Tap to pick it up, tap again to lead: the table asks which suit.
        await counter.tap();
        await page.waitForSelector('.hand .hand-tile.selected');
        await counter.tap();
        await page.waitForSelector('[data-panel="lead"]');
        await screenshot(page, 'phone-big-game-lead-choice');
        assert.equal(await page.locator('[data-panel="lead"] .bid-btn').count(), 3, 'high, low, or cancel');
        assert.equal(s.tiles, await page.locator('.hand .hand-tile').count(), 'nothing played yet');
        await andWait(page, () => page.click(`[data-panel="lead"] [data-action="${name} low"]`));
        ledLow = name;
        return undefined;
      }
      if (s.tiles === 8 && (await page.locator('.trick-tile').count()) >= 2) await screenshot(page, 'phone-big-game');
      await playTile(page, page.locator('.hand .hand-tile[data-legal="true"]').first());
      return undefined;
    },
    summary: async () => {
      if (ledLow) return 'stop';
      await page.click('[data-testid="next-hand"]');
      await page.waitForSelector('[data-hand-summary]', { state: 'detached' });
      return undefined;
    },
  });
  assert.ok(ledLow, 'a low lead was made');
  const lowTrick = page.locator(`.log-list [data-kind="trick"][data-tiles^="${ledLow},"]`).last();
  assert.equal(await lowTrick.getAttribute('data-led'), ledLow === '7-3' ? 'treys' : 'deuces', 'the trick was led in the lower suit');
  assert.equal(await lowTrick.locator('.log-low').textContent(), ledLow === '7-3' ? ' as treys' : ' as deuces');
  const summary = page.locator('[data-hand-summary]');
  const us = Number(await summary.getAttribute('data-us-points'));
  const them = Number(await summary.getAttribute('data-them-points'));
  assert.equal(us + them, 66, `a Big Game hand holds 66 points (${us} + ${them})`);
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  await context.close();
});

test('Domino Euchre for 4: ordering up, the turn-up, the dealer\'s discard', async () => {
  const { page, errors, warnings, context } = await open(env, { device: DESKTOP, query: '?seed=21&speed=instant' });
  await chooseGame(page, 'euchre', { players: 4, level: 'easy' });
  await newGame(page);
  let ordered = false;
  let discarded = false;
  await playOn(page, {
    bidding: async () => {
      const round = Number(await page.locator('[data-panel="bidding"]').getAttribute('data-round'));
      if (round === 1) {
        const up = await page.locator('[data-turn-up]').getAttribute('data-turn-up');
        assert.match(up, /^\d-\d$/, 'the turn-up lies face up');
        // The log says it too, beside the deal.
        const dealt = await page.locator('.log-list [data-kind="deal"]').last().textContent();
        assert.match(dealt, new RegExp(`^Hand \\d+ · (You deal and turn|\\w+ deals and turns) up ${up}`), dealt);
        assert.equal(await page.locator('[data-action="order alone"]').count(), 1, 'four players may go alone');
        await andWait(page, () => page.click('[data-action="order"]'));
        ordered = true;
      } else {
        assert.equal(await page.locator('[data-turn-up]').getAttribute('data-turned-down'), 'true');
        const call = page.locator('[data-panel="bidding"] .declare-btn').first();
        await andWait(page, () => call.click());
      }
    },
    discarding: async () => {
      assert.equal(await page.locator('.hand .hand-tile').count(), 6, 'the dealer holds the turn-up too');
      assert.equal(await page.locator('.hand .hand-tile.fresh').count(), 1);
      await screenshot(page, 'desktop-euchre4-discard');
      await andWait(page, () => page.locator('.hand .hand-tile[data-legal="true"]').first().click());
      await andWait(page, () => page.click('[data-testid="confirm-discards"]'));
      assert.equal(await page.locator('.hand .hand-tile').count(), 5);
      discarded = true;
    },
    summary: async () => {
      if (discarded) return 'stop';
      await page.click('[data-testid="next-hand"]');
      await page.waitForSelector('[data-hand-summary]', { state: 'detached' });
      return undefined;
    },
  });
  assert.ok(ordered && discarded, 'the player ordered up and, dealing, discarded');
  const log = await logKinds(page);
  assert.ok(log.some((l) => l === 'bid:You order up'), log.join('\n'));
  assert.ok(log.some((l) => l === 'discarded:You put a tile face down'), log.join('\n'));
  const taken = (await page.locator('[data-hand-summary]').getAttribute('data-taken')).split(',').map(Number);
  assert.equal(taken.reduce((a, b) => a + b, 0), 5, 'five tricks a hand');
  // The summary says who made what trump in a sentence, as the log does.
  const made = await page.locator('.summary-contract').textContent();
  assert.match(made, /^(You|\w+) made (blanks|aces|deuces|treys|fours|fives|sixes) trump( alone)?$/);
  assert.ok(log.some((l) => l.endsWith(made.replace(/^You made/, 'You make').replace(/ made /, ' makes ').replace(/ alone$/, ''))), `${made}\n${log.join('\n')}`);
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  await context.close();
});

for (const players of [3, 2]) {
  test(`Domino Euchre for ${players}: a hand on a phone`, async () => {
    const { page, errors, warnings, context } = await open(env, { device: PHONE, query: `?seed=${40 + players}&speed=instant` });
    await chooseGame(page, 'euchre', { players, level: 'easy' });
    await newGame(page);
    assert.equal(await page.locator('.felt .seat').count(), players - 1);
    const columns = await page.locator('.side .score-pad .score-col').count();
    assert.equal(columns, players === 3 ? 3 : 2, 'a score column per side');
    let shot = false;
    await playOn(page, {
      bidding: async () => {
        assert.equal(await page.locator('[data-panel="bidding"] [data-action$="alone"], [data-testid="alone"]').count(), 0, 'no going alone without a partner');
        const order = page.locator('[data-action="order"]');
        if (await order.count()) await andWait(page, () => order.click());
        else await andWait(page, () => page.locator('[data-panel="bidding"] .declare-btn').first().click());
      },
      playing: async (s) => {
        if (!shot && ((await page.locator('.trick-tile').count()) >= 1 || s.tiles <= 3)) {
          await screenshot(page, `phone-euchre${players}`);
          shot = true;
        }
        await playTile(page, page.locator('.hand .hand-tile[data-legal="true"]').first());
      },
      summary: async () => 'stop',
    });
    const tricks = await page.locator('.log-list [data-kind="trick"]').evaluateAll((els) => els.map((e) => e.dataset.seats.split(',').length));
    assert.equal(tricks.length, 5, 'five tricks');
    assert.ok(tricks.every((n) => n === players), `${players} tiles a trick`);
    assert.deepEqual(errors, []);
    assert.deepEqual(warnings, []);
    await context.close();
  });
}

test('House 42: Nel-O offers where the doubles go, and Sevens lights the tile that must be played', async () => {
  const { page, errors, warnings, context } = await open(env, { device: PHONE, query: '?seed=14&speed=instant' });
  await chooseGame(page, 'texas42', { level: 'easy' });
  await page.click('[data-preset="house"]');
  await newGame(page);
  let sevens = false;
  let checked = 0;
  await playOn(page, {
    bidding: async () => {
      const mark = page.locator('[data-panel="bidding"] [data-action="bid 1m"]');
      await andWait(page, async () => {
        if (await mark.count()) await mark.click();
        else await page.click('[data-panel="bidding"] [data-action="pass"]');
      });
    },
    declaring: async () => {
      const nello = await page.locator('[data-panel="declare"] .nello .declare-btn').evaluateAll((els) => els.map((e) => e.dataset.action));
      assert.deepEqual(nello.sort(), ['nello high', 'nello low', 'nello own-suit']);
      // Each trump says how many of the player's tiles it makes trumps.
      const notes = await page.locator('[data-panel="declare"] .declare-btn').evaluateAll((els) => els.map((e) => [
        e.dataset.action, e.querySelector('.declare-note')?.textContent ?? null]));
      const hand = await page.locator('.hand .hand-tile').evaluateAll((els) => els.map((e) => e.dataset.tile.split('-').map(Number)));
      const trumpsIn = (t) => {
        if (t === 'follow-me') return null;
        if (t === 'doubles') return hand.filter(([a, b]) => a === b).length;
        if (t === 'sevens') return hand.filter(([a, b]) => a + b === 7).length;
        return hand.filter(([a, b]) => a === Number(t) || b === Number(t)).length;
      };
      for (const t of ['trump follow-me', 'trump doubles', 'trump sevens']) assert.ok(notes.some(([a]) => a === t), `${t}: ${notes.join(' | ')}`);
      for (const [action, note] of notes) {
        const trump = action.match(/^trump (.+)$/)?.[1];
        const n = trump === undefined ? null : trumpsIn(trump);
        assert.equal(note, n === null ? null : `${n} in hand`, action);
      }
      await andWait(page, () => page.click('[data-panel="declare"] [data-action="sevens"]'));
      sevens = true;
    },
    playing: async () => {
      if (sevens) {
        const tiles = await page.locator('.hand .hand-tile').evaluateAll((els) => els.map((e) => ({
          tile: e.dataset.tile, legal: e.dataset.legal === 'true', forced: e.classList.contains('forced'),
        })));
        const distance = (t) => Math.abs(t.split('-').map(Number).reduce((a, b) => a + b) - 7);
        const closest = Math.min(...tiles.map((t) => distance(t.tile)));
        assert.ok(tiles.some((t) => t.forced), 'a tile is lit');
        for (const t of tiles) {
          assert.equal(t.forced, distance(t.tile) === closest, `${t.tile} lit only if closest to 7`);
          assert.equal(t.forced, t.legal);
        }
        // The rule is said once, in the status line (not under each lit tile).
        assert.match(await page.locator('[data-status]').innerText(), /Your (lead|turn) — the tile closest to 7/);
        if (checked === 0) await screenshot(page, 'phone-house42-sevens');
        checked += 1;
      }
      await playTile(page, page.locator('.hand .hand-tile[data-legal="true"]').first());
    },
    summary: async () => {
      if (sevens) {
        // A Sevens hand is won by tricks: the summary counts them, not points.
        assert.equal(await page.locator('.summary-unit').textContent(), 'Tricks taken');
        const taken = (await page.locator('[data-hand-summary]').getAttribute('data-taken')).split(',').map(Number);
        assert.ok(taken.reduce((a, b) => a + b, 0) <= 7, `tricks, not points: ${taken}`);
        // So do the score pads and the log, the same tricks.
        const pads = await page.locator('.score-hand[data-hand-points]').evaluateAll((els) => els.map((e) => Number(e.dataset.handPoints)));
        assert.deepEqual(pads, [...taken, ...taken], 'both pads count the tricks');
        assert.match(await page.locator('.log-list [data-kind="hand-over"]').last().textContent(), new RegExp(`· tricks ${taken.join('–')} ·`));
        // Its trick lines, in the log and the review, say who took each
        // trick without the points, which count for nothing here.
        const logTakers = await page.locator('.log-list').evaluate((list) => {
          const deals = [...list.querySelectorAll('[data-kind="deal"]')];
          const lines = [];
          for (let e = deals.at(-1).nextElementSibling; e; e = e.nextElementSibling) {
            if (e.dataset.kind === 'trick') lines.push(e.querySelector('.log-taker').textContent);
          }
          return lines;
        });
        assert.ok(logTakers.length > 0, 'the log has the hand\'s tricks');
        for (const t of logTakers) assert.match(t, /^→ (You|Ada|Ben|Cleo)$/, `log: ${logTakers}`);
        await page.click('[data-testid="review-hand"]');
        const review = page.locator('.review-tricks');
        await review.waitFor({ timeout: 60_000 });
        const reviewTakers = await review.locator('.review-taken').allTextContents();
        assert.equal(reviewTakers.length, logTakers.length, 'the review replays the same tricks');
        for (const t of reviewTakers) assert.match(t, /^→ (You|Ada|Ben|Cleo)$/, `review: ${reviewTakers}`);
        return 'stop';
      }
      await page.click('[data-testid="next-hand"]');
      await page.waitForSelector('[data-hand-summary]', { state: 'detached' });
      return undefined;
    },
  });
  assert.ok(checked > 0, 'the player played a Sevens hand');
  assert.match(await page.locator('.summary-contract').textContent(), /^You bid 1 mark · Sevens \(closest to 7\)$/);
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  await context.close();
});

test('Texas 88: on a phone the bid panel says what the seats it covers said, whichever they are at the screen\'s size (beside the player; held sideways, above them too; on the smallest, all); where it covers none, it leaves it to them', async () => {
  const sized = (width, height) => ({ ...PHONE, viewport: { width, height } });
  // What the panel covers differs with the screen: the two seats beside
  // the player on a phone, those and the two above held sideways, all
  // five at 360 x 640 and 640 x 360, none in a 740 x 480 window.
  for (const [name, device, covers] of [['phone', PHONE, true], ['sideways', sized(844, 390), true],
    ['small-sideways', sized(640, 360), true], ['small', sized(360, 640), true],
    ['window', sized(740, 480), false], ['tablet', sized(768, 1024), false]]) {
    await besideSaid(name, device, covers);
  }
});

/** Texas 88 on `device`, until seats have spoken before the player's bid:
 *  the panel's line names the call of every seat whose bubble it mostly
 *  covers, and of none whose bubble is in view; if it `covers` nothing
 *  (`covers` false), there is no line to see. */
async function besideSaid(name, device, covers) {
  const { page, errors, warnings, context } = await open(env, { device, query: '?seed=6&speed=instant&bot=easy' });
  await chooseGame(page, 'texas88', { level: 'easy' });
  await newGame(page);
  // Each bubble's words as the line would say them and how much of the
  // bubble the panel (the part of it in view) covers, beside the calls
  // the line shows: read at once, after a frame. The page measures as a
  // frame is laid out (the seats move with the panel's top, measured then
  // too), and on a busy machine a frame between two reads once showed the
  // line of one layout beside the bubbles of another.
  const line = page.locator('[data-panel="bidding"] [data-beside]');
  const look = async () => {
    await frameDrawn(page);
    await settled(page);
    return page.evaluate(() => {
      const panel = document.querySelector('[data-panel="bidding"]').getBoundingClientRect();
      const slot = document.querySelector('.panel-slot').getBoundingClientRect();
      const top = Math.max(panel.top, slot.top);
      const bottom = Math.min(panel.bottom, slot.bottom);
      const said = [...document.querySelectorAll('.seat')].flatMap((seat) => {
        const bubble = seat.querySelector('.bubble');
        if (!bubble) return [];
        const r = bubble.getBoundingClientRect();
        const w = Math.max(0, Math.min(r.right, panel.right) - Math.max(r.left, panel.left));
        const h = Math.max(0, Math.min(r.bottom, bottom) - Math.max(r.top, top));
        return [{ words: `${seat.querySelector('.seat-name').textContent}: ${bubble.dataset.bubble}`,
          seat: Number(seat.dataset.seat), covered: (w * h) / (r.width * r.height) }];
      });
      const words = [...document.querySelectorAll('[data-panel="bidding"] [data-beside] .said')]
        .filter((e) => e.checkVisibility()).map((e) => e.dataset.said);
      return { said, words };
    });
  };
  let spoke = 0;
  let forced = 0;
  await playOn(page, {
    // The player speaks first in the first hand; later the dealer moves on.
    bidding: async () => {
      const { said, words } = await look();
      if (said.length && !(await page.locator('[data-panel="bidding"] [data-action="pass"]').count())) {
        // A dealer everyone passed to: the panel's own line says so.
        assert.equal(await page.locator('[data-panel="bidding"] .panel-sub').textContent(), 'All passed: you must bid');
        assert.equal(await line.count(), 0, 'no line of passes beside it');
        forced += 1;
      } else if (said.length) {
        const hidden = said.filter((b) => b.covered >= 0.5);
        for (const b of hidden) assert.ok(words.includes(b.words), `${name}: "${b.words}" is covered, and not in the line ${JSON.stringify(words)}`);
        for (const b of said.filter((x) => x.covered === 0)) assert.ok(!words.includes(b.words), `${name}: "${b.words}" is in view, and in the line too`);
        if (covers) {
          assert.ok(hidden.length, `${name}: the panel covers a seat that spoke (${JSON.stringify(said)})`);
          assert.equal(await line.isVisible(), true);
        } else {
          assert.deepEqual(hidden, [], 'the panel leaves them in view');
          assert.equal(await line.isVisible(), false, 'the line repeats bubbles in view');
        }
        spoke += 1;
        await screenshot(page, `${name}-texas88-bidding-said`);
        return 'stop';
      } else {
        assert.equal(await line.count(), 0, 'nothing said yet, no line');
      }
      await andWait(page, () => bid(page));
      return undefined;
    },
  });
  assert.equal(spoke, 1);
  assert.equal(forced, 1, 'on the way, a hand passed round to the player as dealer');
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  await context.close();
}

test('Texas 88 on a phone: the kitty panel leaves the lower seats\' names in view', async () => {
  const { page, errors, warnings, context } = await open(env, { device: PHONE, query: '?seed=5&speed=instant&bot=easy' });
  await chooseGame(page, 'texas88', { level: 'easy' });
  await newGame(page);
  let swapped = false;
  await playOn(page, {
    // The top bid, so the kitty comes to the player.
    bidding: () => bidTop(page),
    discarding: async () => {
      const covered = await coveredBy(page, '[data-panel="kitty"]');
      assert.ok(!covered.includes('seat 1 name') && !covered.includes('seat 5 name'), `the names stay in view (${covered})`);
      assert.equal(await page.locator('[data-panel="kitty"] .panel-lede').innerText(), 'Put back 2 tiles — counters stay in your hand.');
      await screenshot(page, 'phone-texas88-kitty');
      swapped = true;
      return 'stop';
    },
  });
  assert.ok(swapped, 'the player took the kitty');
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  await context.close();
});

test('desktop screenshots of the six-, three- and two-seat tables and the Big Game', async () => {
  for (const [game, players] of [['texas88'], ['euchre', 3], ['euchre', 2], ['big-game'], ['texas42']]) {
    const { page, errors, context } = await open(env, { device: DESKTOP, query: '?seed=9&speed=instant&bot=easy' });
    await chooseGame(page, game, { players });
    await newGame(page);
    await playOn(page, {
      playing: async () => {
        if ((await page.locator('.trick-tile').count()) >= 2) return 'stop';
        await playTile(page, page.locator('.hand .hand-tile[data-legal="true"]').first());
        return undefined;
      },
    });
    await screenshot(page, `desktop-${game}${players ? `-${players}` : ''}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
