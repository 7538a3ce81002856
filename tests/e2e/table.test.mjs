// The table itself: it fits a phone, a taken trick is told once and counted
// once gathered, an unplayable tile says why (in the engine's words), the
// keyboard plays, and screenshots for review.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  DESKTOP, PHONE, atEverySize, bid, bidTop, chooseGame, clashes, coveredBy, declare, forEachGame, forEachSize, handRows, loggedTricks, newGame, open, playEveryTrick, playUntil,
  pressEnter, putDown, screenshot, setup, state, unreachable, waitForPlayer,
} from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** Every element matching `selector` lies inside the viewport. */
async function allInside(page, selector) {
  return page.evaluate((selector) => {
    const w = window.innerWidth;
    const h = window.innerHeight;
    return [...document.querySelectorAll(selector)].map((el) => {
      const r = el.getBoundingClientRect();
      return { what: el.dataset.tile ?? el.className.baseVal ?? el.className, ok: r.left >= 0 && r.top >= 0 && r.right <= w + 0.5 && r.bottom <= h + 0.5, r: [r.left, r.top, r.right, r.bottom] };
    }).filter((x) => !x.ok);
  }, selector);
}

test('the phone viewport shows the whole table: every tile inside, no horizontal scroll', async () => {
  const { page, errors, context } = await open(env, { device: PHONE, query: '?seed=3&speed=instant' });
  await newGame(page);
  // During the bidding (panel open) and mid-hand (a trick on the table).
  await waitForPlayer(page);
  for (const when of ['bidding', 'playing']) {
    if (when === 'playing') {
      await playUntil(page, async (s) => s.phase === 'playing' && (await page.locator('.trick-tile').count()) > 0);
    }
    const outside = await allInside(page, '.hand-tile, .seat .domino, .trick-tile .domino, .seat-id, .status, .bid-btn, .bar-btn');
    assert.deepEqual(outside, [], `${when}: everything inside 390 × 844`);
    const scroll = await page.evaluate(() => ({
      doc: document.documentElement.scrollWidth, body: document.body.scrollWidth, view: window.innerWidth,
    }));
    assert.ok(scroll.doc <= scroll.view && scroll.body <= scroll.view, `${when}: no horizontal scroll ${JSON.stringify(scroll)}`);
    const small = await page.evaluate(() => [...document.querySelectorAll('.hand-tile, .bid-btn, .declare-btn, .bar-btn')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width < 44 || r.height < 44).length);
    assert.equal(small, 0, `${when}: every tap target is at least 44 px`);
    const dragZone = await page.evaluate(() => getComputedStyle(document.querySelector('.hand-tile')).touchAction);
    assert.equal(dragZone, 'none');
  }
  await screenshot(page, 'phone-table');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on screens from 320 to 700 px wide every top-bar button says what it opens, and all five, then six, fit', async () => {
  // 440 to 700: a phone held sideways or a small tablet, where the
  // labelled buttons once ran New game off the screen.
  const sizes = [390, 375, 360, 320, 440, 568, 667, 700].map((width) => ({ width, height: 700 }));
  const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: sizes[0] }, query: '?seed=3&speed=instant' });
  await newGame(page);
  const bar = () => page.evaluate(() => [...document.querySelectorAll('.topbar .bar-btn')].map((b) => {
    const r = b.getBoundingClientRect();
    return { id: b.dataset.testid, words: b.innerText.replace(/[^A-Za-z ]/g, '').trim(), left: r.left, right: r.right, w: r.width, h: r.height };
  }));
  // Five buttons until a trick is taken, then "Last trick" joins the bar:
  // the bar looked at on every screen before, then after.
  for (const count of [5, 6]) {
    if (count === 6) await playUntil(page, async () => (await page.locator('[data-testid="last-trick"]').count()) > 0);
    await atEverySize(page, sizes, async ({ width }) => {
      const buttons = await bar();
      assert.equal(buttons.length, count, `${width}: ${buttons.map((b) => b.id)}`);
      for (const b of buttons) {
        assert.ok(b.words.length >= 3, `${width}: ${b.id} shows a caption, not an icon alone ("${b.words}")`);
        assert.ok(b.left >= 0 && b.right <= width + 0.5, `${width}: ${b.id} inside the screen (${b.left}-${b.right})`);
        assert.ok(b.w >= 44 && b.h >= 44, `${width}: ${b.id} is a 44 px target (${b.w} × ${b.h})`);
      }
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${width}: no sideways scroll`);
      if (width === 320 && count === 6) await screenshot(page, 'phone-320-top-bar');
    });
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a 320 × 568 phone every trump of House 42 can be reached, the panel scrolling inside the table', async () => {
  const TINY = { ...PHONE, viewport: { width: 320, height: 568 } };
  const { page, errors, context } = await open(env, { device: TINY, query: '?seed=6&speed=instant' });
  await page.click('[data-preset="house"]');
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  await waitForPlayer(page);
  await page.locator('[data-panel="bidding"] .bid-btn.marks').last().click();
  await playUntil(page, async (st) => st.phase === 'declaring');
  assert.deepEqual(await unreachable(page, { scroll: true }), [], 'every trump and contract can be tapped');
  assert.equal(await page.evaluate(() => document.scrollingElement.scrollTop), 0, 'the page itself did not move');
  await page.locator('[data-panel="declare"] [data-action="trump 0"]').tap();
  await page.waitForFunction(() => document.querySelector('.app').dataset.phase === 'playing');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Big Game\'s nine trumps stand whole inside the trump panel on every phone, 320 to 430 px wide', async () => {
  // Five columns of them need about 309 px: at 375 px and narrower the
  // last column stood past the panel (at 320 wholly off the screen).
  const { page, errors, context } = await open(env, { device: PHONE, query: '?seed=7&speed=instant' });
  await chooseGame(page, 'big-game');
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  for (let s = await waitForPlayer(page); s.phase !== 'declaring'; s = await waitForPlayer(page)) {
    if (s.phase === 'bidding') await bidTop(page);
    else await putDown(page);
  }
  const sizes = [[430, 932], [412, 915], [390, 844], [375, 667], [360, 640], [320, 568]];
  const outside = [];
  await atEverySize(page, sizes.map(([width, height]) => ({ width, height })), async ({ width, height }) => {
    const out = await page.evaluate(() => {
      const panel = document.querySelector('[data-panel="declare"]').getBoundingClientRect();
      const buttons = [...document.querySelectorAll('[data-panel="declare"] .declare-btn')];
      return { count: buttons.length, out: buttons.map((b) => [b.getAttribute('aria-label'), b.getBoundingClientRect()])
        .filter(([, r]) => r.left < panel.left || r.right > panel.right || r.right > innerWidth)
        .map(([name, r]) => `${name} (${Math.round(r.left)}-${Math.round(r.right)} px, the panel ${Math.round(panel.left)}-${Math.round(panel.right)})`) };
    });
    assert.equal(out.count, 11, 'nine numbers, doubles and follow me');
    outside.push(...out.out.map((o) => `${width} × ${height}: ${o}`));
  });
  assert.deepEqual(outside, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Texas 88 on a landscape tablet (1024 × 768): no seat\'s tiles lie over another seat\'s name', async () => {
  const { page, errors, context } = await open(env, { device: { viewport: { width: 1024, height: 768 } }, query: '?seed=61&speed=instant' });
  await chooseGame(page, 'texas88');
  await newGame(page);
  await waitForPlayer(page);
  const clashes = await page.evaluate(() => {
    const seats = [...document.querySelectorAll('.seat')].map((s) => [s.dataset.seat,
      s.querySelector('.seat-id').getBoundingClientRect(), s.querySelector('.seat-tiles')?.getBoundingClientRect()]);
    const out = [];
    for (const [a, , t] of seats) {
      for (const [b, r] of seats) {
        if (a !== b && t?.width && t.left < r.right && r.left < t.right && t.top < r.bottom && r.top < t.bottom) out.push(`seat ${a}'s tiles over seat ${b}`);
      }
    }
    return out;
  });
  assert.equal(await page.locator('.seat').count(), 5);
  assert.deepEqual(clashes, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone held sideways every bid and every trump is in reach, and the table keeps its seats apart', async () => {
  const LANDSCAPE = { ...PHONE, viewport: { width: 844, height: 390 } };
  const { page, errors, context } = await open(env, { device: LANDSCAPE, query: '?seed=31&speed=instant' });
  await page.click('[data-preset="house"]');
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  let s = await waitForPlayer(page);
  assert.equal(s.phase, 'bidding');
  assert.deepEqual(await unreachable(page), [], 'every bid can be tapped');
  await page.locator('[data-panel="bidding"] .bid-btn.marks').last().click();
  s = await playUntil(page, async (st) => st.phase === 'declaring');
  const offered = await page.locator('[data-panel="declare"] button').count();
  assert.ok(offered >= 13, `suits, doubles, follow-me, sevens trump, Nel-O and Sevens (${offered})`);
  assert.deepEqual(await unreachable(page), [], 'every trump and contract can be tapped');
  const small = await page.evaluate(() => [...document.querySelectorAll('.hand-tile, .bid-btn, .declare-btn, .bar-btn')]
    .filter((el) => { const r = el.getBoundingClientRect(); return r.width && (r.width < 44 || r.height < 44); })
    .map((el) => el.textContent.trim() || el.dataset.tile));
  assert.deepEqual(small, [], 'every tap target is at least 44 px');
  await screenshot(page, 'landscape-declare');
  await page.locator('[data-panel="declare"] [data-action="trump 6"]').tap();
  await playUntil(page, async (st) => st.phase === 'playing' && st.tiles === 6);
  assert.deepEqual(await clashes(page), [], 'seats, pad, trick and turn line apart');
  // A hint in trick play lies between the side seats, leaving them in view.
  await page.click('[data-testid="hint"]');
  await page.locator('.hint-card[data-hint]').waitFor();
  const covered = await coveredBy(page, '.hint-card');
  assert.ok(!covered.some((part) => / name$/.test(part)), `no seat's name under the hint (${covered})`);
  await screenshot(page, 'landscape-table');
  assert.deepEqual(errors, []);
  await context.close();
});

test('phones held sideways: the hand\'s summary opens whole, from the hand\'s number to Next hand, in view without scrolling', async () => {
  // 88's and the Big Game's gains ("Us +23 points · Them +65 points") wrap
  // to two lines at 568 × 320.
  const tables = [[667, 375, 'texas42'], [740, 360, 'texas42'], [568, 320, 'texas88'], [568, 320, 'big-game']];
  await forEachSize(env, tables, async ({ page, errors }, [width, height, game]) => {
    await chooseGame(page, game);
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    await playUntil(page, async (st) => st.summary);
    await page.locator('[data-testid="next-hand"]').waitFor();
    const outside = await page.evaluate(() => ['.summary .eyebrow', '#hand-title', '.summary-points', '.summary-score', '[data-testid="next-hand"]'].filter((sel) => {
      const r = document.querySelector(sel).getBoundingClientRect();
      return r.top < 0 || r.bottom > innerHeight;
    }));
    assert.deepEqual(outside, [], `${width} × ${height}, ${game}`);
    const sheet = await page.locator('[data-hand-summary]').evaluate((el) => [el.scrollHeight, el.clientHeight]);
    assert.ok(sheet[0] <= sheet[1], `${width} × ${height}, ${game}: the summary scrolls (${sheet})`);
    if (width === 667) await screenshot(page, 'landscape-summary');
    assert.deepEqual(errors, []);
  });
});

test('a small phone (360 × 640) keeps the hand on one row and the score pad off the seats', async () => {
  const SMALL = { ...PHONE, viewport: { width: 360, height: 640 } };
  const { page, errors, context } = await open(env, { device: SMALL, query: '?seed=31&speed=instant' });
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  await playUntil(page, async (st) => st.phase === 'playing');
  const rows = await page.locator('.hand .hand-tile').evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
  assert.equal(rows, 1, 'seven tiles on one row');
  assert.deepEqual(await clashes(page), [], 'seats, pad, trick and turn line apart');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a long hand on a phone keeps its tiles\' size as it is played out, in rows that differ by one tile at most (six tiles are three and three, not five and one)', async () => {
  const found = [];
  // Each game's hand played out, looked at on each of its screens.
  await forEachGame(env, [[390, 844, 'texas88'], [390, 844, 'big-game'], [360, 640, 'big-game']], async ({ page, errors }, [[, , game]], screens) => {
    await chooseGame(page, game);
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    const widths = screens.map(() => new Set());
    await playUntil(page, async (st) => {
      if (st.phase !== 'playing') return false;
      await atEverySize(page, screens, async ({ width, height }, k) => {
        const tiles = await page.locator('.hand .hand-tile').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
        const rows = await handRows(page);
        tiles.forEach((w) => widths[k].add(w));
        if (Math.max(...rows) - Math.min(...rows) > 1) found.push(`${game} at ${width} × ${height}, ${st.tiles} tiles: rows of ${rows.join(' + ')}`);
      });
      return st.tiles === 1;
    });
    screens.forEach(({ width, height }, k) => {
      if (widths[k].size !== 1) found.push(`${game} at ${width} × ${height}: tiles ${[...widths[k]].join(', ')} px wide`);
    });
    assert.deepEqual(errors, []);
  });
  assert.deepEqual(found, []);
});

/** Acts for the player (pass, the first trump, the first tiles allowed
 *  back, the first legal tile) until the table pauses on a taken trick. */
async function untilTrickTaken(page) {
  for (let i = 0; ; i += 1) {
    assert.ok(i < 100, 'a trick was taken');
    await page.waitForFunction(() => {
      const app = document.querySelector('.app');
      return app.dataset.pause === 'trick' || app.dataset.myTurn === 'true';
    });
    const s = await state(page);
    if (s.pause === 'trick') return;
    if (s.phase === 'bidding') await bid(page);
    else if (s.phase === 'declaring') await declare(page);
    else if (s.phase === 'discarding') await putDown(page);
    else {
      await page.locator('.hand .hand-tile[data-legal="true"]').first().click();
      await page.locator('.hand .hand-tile.selected').click();
      await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length < n
        || document.querySelector('.app').dataset.pause === 'trick', s.tiles);
    }
  }
}

test('a taken trick is told once on a phone: by its caption, not again in the status line', async () => {
  const { page, errors, context } = await open(env, { device: PHONE, query: '?seed=3&speed=normal&bot=easy' });
  await newGame(page);
  await untilTrickTaken(page);
  // The score pads count the trick once it has been gathered, not while
  // it is still on the table. The table is read in one go, while the
  // trick lies there: read piece by piece, the pause could end between
  // the caption and the pads.
  const readTable = () => ({
    caption: document.querySelector('.trick .trick-caption')?.textContent,
    table: document.querySelector('.felt').innerText,
    status: document.querySelector('[data-status]').innerText,
    points: [...document.querySelectorAll('.score-hand[data-hand-points]')].map((el) => Number(el.dataset.handPoints)),
  });
  const { caption, table, status, points } = await page.evaluate(readTable);
  assert.match(caption, /^(You|\w+) takes? trick 1 · \+(1 point|\d+ points)$/);
  assert.equal(table.split('trick 1 ·').length - 1, 1, `told once: ${table}`);
  assert.doesNotMatch(status, /takes? trick/);
  assert.deepEqual(points, [0, 0, 0, 0], 'nothing counted while trick 1 is on the table');
  await screenshot(page, 'phone-trick-taken');
  await page.waitForFunction(() => document.querySelector('.app').dataset.pause !== 'trick');
  const counted = (await page.evaluate(readTable)).points;
  const won = Number(caption.match(/\+(\d+) points?$/)[1]);
  assert.equal(counted.reduce((a, b) => a + b, 0), 2 * won, `trick 1's ${won} counted on both pads: ${counted}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a taken trick\'s caption is written over nothing (seats, their chips and tiles, the score pad, the trick\'s tiles, the player\'s own among them, the status lines) and stays on the table, from 320 × 568 to a laptop', async () => {
  const found = [];
  for (const [width, height, game, players] of [
    // Below the trick it ran off a table 140 px tall.
    [568, 320, 'texas42'], [568, 320, 'euchre', 2], [568, 320, 'euchre', 3], [568, 320, 'big-game'],
    // Held sideways the status lines (the kitty's or turn-up's note) have
    // long stepped aside under it.
    [667, 375, 'texas42'], [844, 390, 'texas88'], [740, 360, 'euchre', 3],
    // Over the spare's note and the contract.
    [360, 640, 'big-game'], [1024, 700, 'big-game'], [375, 667, 'euchre', 4],
    // On one line it ran over 88's lower side seats.
    [320, 568, 'texas88'], [360, 560, 'texas88'], [412, 780, 'texas88'],
    [390, 844, 'texas42'],
  ]) {
    const where = `${width} × ${height}, ${game}${players ? ` for ${players}` : ''}`;
    // Without motion the trick rests where it lies, and the status lines
    // are gone at once.
    const device = { ...(width < 900 ? PHONE : DESKTOP), viewport: { width, height }, reducedMotion: 'reduce' };
    const { page, errors, context } = await open(env, { device, query: '?seed=31&speed=fast&bot=easy' });
    await chooseGame(page, game, { players });
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    for (let trick = 1; trick <= 2; trick += 1) {
      await untilTrickTaken(page);
      // What is in view under the caption: nothing, not even the
      // player's own tile, the trick's foot (568 × 320 has no room below
      // the trick: there the caption stands beside the foot).
      const under = await page.evaluate(() => {
        const cap = document.querySelector('.trick .trick-caption').getBoundingClientRect();
        const shown = (el) => {
          for (let e = el; e; e = e.parentElement) {
            const style = getComputedStyle(e);
            if (Number(style.opacity) < 0.1 || style.visibility === 'hidden') return false;
          }
          return true;
        };
        const parts = document.querySelectorAll('.seat-id, .seat .chips, .seat-tiles, .felt-pad, .trick-tile .domino, .status > *');
        const out = [...parts].filter((el) => {
          const r = el.getBoundingClientRect();
          return shown(el) && r.width && r.left < cap.right && cap.left < r.right && r.top < cap.bottom && cap.top < r.bottom;
        }).map((el) => (el.closest('.trick-tile') ? 'a trick tile' : el.className.split(' ')[0]) + (el.closest('.seat') ? ` of seat ${el.closest('.seat').dataset.seat}` : ''));
        const felt = document.querySelector('.felt').getBoundingClientRect();
        if (cap.top < felt.top || cap.bottom > felt.bottom || cap.left < felt.left || cap.right > felt.right) out.push('off the table');
        return out;
      });
      found.push(...under.map((part) => `${where}, trick ${trick}: ${part}`));
      if (width === 320 && trick === 1) await screenshot(page, 'phone-320-88-caption');
      await page.waitForFunction(() => document.querySelector('.app').dataset.pause !== 'trick');
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('in the auction every seat\'s call is in view, on the table, over the turn-up, kitty or caption and not under them, and upright the seat across says it clear of the table\'s middle: every game, 320 × 568 to 844 × 390', async () => {
  const found = [];
  const rows = [];
  const sizes = [[320, 568], [360, 640], [375, 667], [390, 844], [568, 320], [667, 375], [844, 390]];
  for (const [width, height] of sizes) {
    for (const [game, players] of [['texas42'], ['texas88'], ['big-game'], ['euchre', 4], ['euchre', 3], ['euchre', 2]]) rows.push([width, height, game, players]);
  }
  await forEachGame(env, rows, async ({ page, errors }, [[, , game, players]], atSizes) => {
    const name = `${game}${players ? ` for ${players}` : ''}`;
    await chooseGame(page, game, { players });
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    let calls = 0;
    let heard = 0;
    await playUntil(page, async (st) => {
      if (st.phase !== 'bidding' || st.summary) return false;
      calls += 1;
      await atEverySize(page, atSizes, async ({ width, height }) => {
        const seen = await page.evaluate((upright) => {
          // Under the player's panel a call is not looked for: the panel
          // repeats what it covers (the Texas 88 test in games.test.mjs).
          const panel = document.querySelector('.panel-slot .panel')?.getBoundingClientRect();
          const inPanel = (x, y) => panel && panel.left <= x && x <= panel.right && panel.top <= y && y <= panel.bottom;
          const felt = document.querySelector('.felt').getBoundingClientRect();
          const middle = [...document.querySelectorAll('.centre .domino, .centre-piece .trick-caption, .seat:not(.pos-n) .bubble')]
            .map((el) => el.getBoundingClientRect()).filter((r) => r.width);
          return [...document.querySelectorAll('.seat .bubble')].map((bubble) => {
            const r = bubble.getBoundingClientRect();
            const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
            // A quarter, half and three quarters along its words: under a
            // tile, a caption or another seat (the trick's empty box, over
            // the felt, shows none of them)?
            const hidden = [0.25, 0.5, 0.75].map((at) => document.elementFromPoint(r.left + at * r.width, y))
              .map((hit) => !bubble.contains(hit) && hit?.closest('.domino, .trick-caption, .seat')?.getAttribute('class'))
              .find(Boolean);
            const across = bubble.closest('.seat').classList.contains('pos-n');
            return {
              said: `seat ${bubble.closest('.seat').dataset.seat}'s "${bubble.textContent}"`,
              looked: !inPanel(x, y),
              hidden: !inPanel(x, y) && hidden,
              over: upright && across && middle.some((m) => m.left < r.right && r.left < m.right && m.top < r.bottom && r.top < m.bottom),
              off: r.left < felt.left || r.right > felt.right || r.top < felt.top || r.bottom > felt.bottom,
            };
          });
        }, height > width);
        for (const { said, looked, hidden, over, off } of seen) {
          if (looked) heard += 1;
          if (hidden) found.push(`${width} × ${height}, ${name}, call ${calls}: ${said} under ${hidden}`);
          if (over) found.push(`${width} × ${height}, ${name}, call ${calls}: ${said} over the table's middle`);
          if (off) found.push(`${width} × ${height}, ${name}, call ${calls}: ${said} off the table`);
        }
      });
      return calls === 3;
    });
    assert.ok(heard > 0, `${name}: no call in view at the player's first three calls`);
    assert.deepEqual(errors, []);
  });
  assert.deepEqual(found, []);
});

/** Watches every call any seat shows, measured as it appears, bots'
 *  included, into `window.calls`: how far off the table, over how many
 *  of its seat's chips (of how many it wears), on how many lines, and
 *  (the seat across) its first line's foot against the seat's. An init
 *  script; it also skips the walkthrough. */
const watchCalls = () => {
  localStorage.setItem('bones.walkthrough', 'done');
  window.calls = [];
  const look = () => {
    const felt = document.querySelector('.felt')?.getBoundingClientRect();
    // Under the player's panel a call is not looked at (the panel
    // repeats what it covers), as in the test above.
    const panel = document.querySelector('.panel-slot .panel')?.getBoundingClientRect();
    for (const bubble of felt ? document.querySelectorAll('.seat > .bubble') : []) {
      const r = bubble.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      if (panel && panel.left <= x && x <= panel.right && panel.top <= y && y <= panel.bottom) continue;
      const seat = bubble.closest('.seat');
      const chips = [...seat.querySelectorAll('.chips .chip')].map((c) => c.getBoundingClientRect())
        .filter((c) => c.width && c.left < r.right && r.left < c.right && c.top < r.bottom && r.top < c.bottom);
      const style = getComputedStyle(bubble);
      const line = parseFloat(style.lineHeight);
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      window.calls.push({
        at: `${seat.className.match(/pos-\w+/)[0]} "${bubble.textContent}"`,
        wearing: seat.querySelectorAll('.chips .chip').length,
        off: Math.round(Math.max(felt.left - r.left, r.right - felt.right, felt.top - r.top, r.bottom - felt.bottom)),
        overChips: chips.length,
        lines: Math.round((r.height - padding) / line),
        // How far the foot of its first line (a bubble of one line)
        // stands from the seat's foot.
        footOff: seat.classList.contains('pos-n') ? Math.round(r.top + padding + line - seat.getBoundingClientRect().bottom) : 0,
      });
    }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
};

/** Every call shown (`watchCalls`) while the player passes through the
 *  first `hands` hands of `game` on a phone of `width` × `height`, dealt
 *  from `seed` against easy bots. Without motion a call is measured where
 *  it rests, not as it pops up. */
async function callsOfHands({ game, players, width, height, seed, hands }) {
  const device = { ...PHONE, viewport: { width, height }, reducedMotion: 'reduce' };
  const { page, errors, context } = await open(env, { device, query: `?seed=${seed}&speed=instant&bot=easy`, init: watchCalls });
  await chooseGame(page, game, { players });
  await newGame(page);
  let ended = 0;
  await playUntil(page, async (s) => {
    if (s.summary) ended += 1;
    return ended === hands;
  }, 400);
  const calls = await page.evaluate(() => window.calls);
  assert.deepEqual(errors, []);
  await context.close();
  return calls;
}

test('a call beside the seat across stays on the table, over none of its chips: a long one wraps there, its first line level with the seat\'s foot (Euchre for 4 at 320 × 568: the partner\'s "Order up" ran 13 px off the table\'s right edge)', async () => {
  // The partner's order-up ends the auction, on no turn of the player's:
  // every call is watched as it appears.
  const calls = await callsOfHands({ game: 'euchre', players: 4, width: 320, height: 568, seed: 1, hands: 3 });
  const across = calls.filter((c) => c.at === 'pos-n "Order up"');
  assert.ok(across.length > 0, `the partner ordered up in three hands: ${[...new Set(calls.map((c) => c.at))]}`);
  assert.deepEqual(calls.filter((c) => c.off > 0).map((c) => `${c.at}: ${c.off} px off the table`), []);
  assert.ok(across.every((c) => c.lines === 2), 'at 320 px "Order up" takes two lines beside the seat across');
  assert.deepEqual(calls.filter((c) => c.at.startsWith('pos-n') && c.overChips).map((c) => `${c.at} over the seat's chips`), []);
  assert.deepEqual(calls.filter((c) => Math.abs(c.footOff) > 1).map((c) => `${c.at}: first line ${c.footOff} px off the seat's foot`), []);
});

test('a side seat\'s call keeps off its chips: the dealer\'s "Pass" lay 3 px over its "D" (42 and the Big Game, 320 × 568 and 390 × 844)', async () => {
  const found = [];
  let besideChip = 0;
  for (const [game, width, height] of [['texas42', 320, 568], ['texas42', 390, 844], ['big-game', 390, 844]]) {
    const calls = await callsOfHands({ game, width, height, seed: 11, hands: 2 });
    besideChip += calls.filter((c) => /^pos-[we] /.test(c.at) && c.wearing).length;
    found.push(...calls.filter((c) => c.overChips).map((c) => `${game} at ${width} × ${height}: ${c.at} over its seat's chips`));
  }
  assert.ok(besideChip > 0, 'a side seat wearing a chip called');
  assert.deepEqual([...new Set(found)], []);
});

test('Texas 88 held sideways, 568 × 320 to 915 × 412: while the other five bid after the player, each call keeps off the seats\' names, discs, chips and tiles, the score pad, the turn line and the other calls', async () => {
  const found = [];
  const seen = new Set();
  for (const [width, height] of [[568, 320], [667, 375], [740, 360], [844, 390], [915, 412]]) {
    const { page, errors, context } = await open(env, { device: { ...PHONE, viewport: { width, height } }, query: '?seed=3&speed=normal' });
    await chooseGame(page, 'texas88');
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    const s = await waitForPlayer(page, 60_000);
    assert.ok(s.phase === 'bidding' && s.myTurn, 'the player calls first in hand 1');
    await page.click('[data-panel="bidding"] [data-action="pass"]');
    // Looked at as each call comes, until the tricks begin (the calls go
    // then).
    while ((await state(page)).phase !== 'playing') {
      // The table's parts that overlap, a call among them (its own
      // seat's chips may lie on it, as on its name).
      for (const pair of await clashes(page, '.seat .bubble')) {
        if (pair.includes('bubble')) found.push(`${width} × ${height}: ${pair}`);
      }
      // Found and read in one step: a locator's evaluateAll finds the
      // calls, then reads them in a second round trip, by which time a
      // call just taken away had left its seat (null, at random).
      const calling = await page.evaluate(() => [...document.querySelectorAll('.seat .bubble')].map((b) => b.closest('.seat').dataset.seat));
      for (const seat of calling) seen.add(`${width}:${seat}`);
      await page.waitForTimeout(100);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
  for (const width of [568, 667, 740, 844, 915]) {
    for (const seat of [1, 2, 3, 4, 5]) assert.ok(seen.has(`${width}:${seat}`), `${width}: seat ${seat}'s call was looked at`);
  }
  assert.deepEqual([...new Set(found)], []);
});

test('the last trick names who played each tile, and who led, under it: in every game, on the green, over no tile, and whole without scrolling (320 × 568, 568 × 320, 667 × 375, a laptop)', async () => {
  const found = [];
  const rows = [];
  for (const [width, height] of [[320, 568], [568, 320], [667, 375], [1280, 800]]) {
    for (const [game, players] of [['texas42'], ['texas88'], ['big-game'], ['euchre', 3], ['euchre', 2]]) rows.push([width, height, game, players]);
  }
  // Each game's first trick, its sheet opened on a phone and looked at as
  // the page is sized to each screen.
  await forEachGame(env, rows, async ({ page, errors }, [[, , game, players]], sizes) => {
    const name = `${game}${players ? ` for ${players}` : ''}`;
    await chooseGame(page, game, { players });
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    await playUntil(page, async (s) => s.phase === 'playing' && await page.locator('[data-testid="last-trick"]').count() > 0);
    const logged = await page.locator('.log-list [data-kind="trick"]').first().evaluate((li) => ({
      seats: li.dataset.seats.split(','), tiles: li.dataset.tiles.split(','),
    }));
    // The names are the seats' own, as the table shows them.
    const names = await page.evaluate((seats) => seats.map((s) => document.querySelector(`.seat[data-seat="${s}"] .seat-name`)?.textContent ?? 'You'), logged.seats);
    await page.click('[data-testid="last-trick"]');
    const sheet = page.locator('[data-last-trick]');
    await sheet.waitFor();
    await atEverySize(page, sizes, async ({ width, height }) => {
      const what = `${width} × ${height}, ${name}`;
      const seen = await sheet.evaluate((el) => {
        const green = el.querySelector('.mini-table').getBoundingClientRect();
        const inside = (b) => b.left >= green.left && b.right <= green.right && b.top >= green.top && b.bottom <= green.bottom;
        const tiles = [...el.querySelectorAll('.trick-tile')];
        const boxes = tiles.map((t) => t.querySelector('.domino').getBoundingClientRect());
        return {
          scroll: [el.scrollHeight, el.clientHeight],
          plays: tiles.map((t, i) => {
            const who = t.querySelector('.trick-who');
            const b = who.getBoundingClientRect();
            return {
              seat: t.dataset.seat, tile: t.dataset.tile, name: who.textContent,
              inside: inside(b) && inside(boxes[i]),
              over: boxes.some((d) => b.left < d.right && b.right > d.left && b.top < d.bottom && b.bottom > d.top),
            };
          }),
        };
      });
      if (seen.scroll[0] > seen.scroll[1]) found.push(`${what}: the sheet scrolls (${seen.scroll[0]} px in ${seen.scroll[1]})`);
      assert.deepEqual(seen.plays.map((p) => p.tile), logged.tiles, `${what}: the log's trick`);
      seen.plays.forEach((p, i) => {
        const who = i === 0 ? / led$/ : /^(Ada|Ben|Cleo|Dev|Eve|You)$/;
        if (!who.test(p.name)) found.push(`${what}: ${p.tile} is named "${p.name}"`);
        if (!p.inside) found.push(`${what}: ${p.name} (${p.tile}) is off the green`);
        if (p.over) found.push(`${what}: the name ${p.name} lies over a tile`);
      });
      assert.deepEqual(seen.plays.map((p) => p.name.replace(/ led$/, '')), names, `${what}: who played`);
      if (width === 568 && game === 'texas88') await screenshot(page, 'sideways-last-trick-88');
    });
    assert.deepEqual(errors, []);
  }, { query: '?seed=5&speed=instant' });
  assert.deepEqual(found, []);
});

test('tapping a tile that cannot be played shows the engine\'s reason', async () => {
  const { page, errors, context } = await open(env, { device: PHONE, query: '?seed=5&speed=instant' });
  await newGame(page);
  await playUntil(page, async (s) => s.phase === 'playing'
    && (await page.locator('.trick-tile').count()) > 0
    && (await page.locator('.hand .hand-tile[data-legal="false"]').count()) > 0);
  const before = await state(page);
  const bad = page.locator('.hand .hand-tile[data-legal="false"]').first();
  const name = await bad.getAttribute('data-tile');
  await bad.tap();
  const notice = page.locator('[data-notice="refused"]');
  await notice.waitFor();
  const text = await notice.textContent();
  assert.match(text, /^you must follow (blanks|aces|deuces|treys|fours|fives|sixes|doubles|trumps): \d-\d is not one of them$/);
  assert.ok(text.endsWith(`${name} is not one of them`), `names the tile tapped: ${text}`);
  // Shown on its own, the engine's sentence starts with a capital.
  assert.equal(await notice.evaluate((el) => getComputedStyle(el, '::first-letter').textTransform), 'uppercase');
  await screenshot(page, 'phone-refused');
  const after = await state(page);
  assert.equal(after.tiles, before.tiles, 'nothing was played');
  assert.ok(after.myTurn);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the keyboard plays: arrow keys move, Enter plays', async () => {
  const { page, errors, context } = await open(env, { device: DESKTOP, query: '?seed=9&speed=instant' });
  await newGame(page);
  await playUntil(page, async (s) => s.phase === 'playing');
  const before = await state(page);
  const tiles = await page.locator('.hand .hand-tile').evaluateAll((els) => els.map((e) => e.dataset.legal === 'true'));
  const target = tiles.indexOf(true);
  await page.locator('.hand .hand-tile[tabindex="0"]').focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < target; i += 1) await page.keyboard.press('ArrowRight');
  const focused = await page.evaluate(() => document.activeElement.dataset.tile);
  assert.equal(focused, await page.locator('.hand .hand-tile').nth(target).getAttribute('data-tile'));
  const ring = await page.evaluate(() => {
    const st = getComputedStyle(document.activeElement);
    return { style: st.outlineStyle, width: parseFloat(st.outlineWidth) };
  });
  assert.equal(ring.style, 'solid', 'the focused tile shows a focus ring');
  assert.ok(ring.width >= 2);
  await pressEnter(page);
  await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length < n, before.tiles);
  assert.equal(await page.locator(`.hand [data-tile="${focused}"]`).count(), 0, 'the focused tile was played');
  assert.deepEqual(errors, []);
  await context.close();
});

test('desktop screenshot of a hand in progress', async () => {
  const { page, errors, context } = await open(env, { device: DESKTOP, query: '?seed=4&speed=instant' });
  await newGame(page);
  await playUntil(page, async (s) => s.phase === 'playing'
    && (await page.locator('.log-list [data-kind="trick"]').count()) >= 2
    && (await page.locator('.trick-tile').count()) >= 2);
  await page.locator('.hand .hand-tile[data-legal="true"]').first().click();
  await page.mouse.move(10, 10);
  await screenshot(page, 'desktop-table');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the side panel counts the trumps and counters still out: every one the player has not seen (not played, not in the hand), strongest trump first, with the points out; none while bidding. The player\'s own trumps lie first in the hand on a golden face, and are said to be trumps', async () => {
  const { page, errors, context } = await open(env, {
    device: DESKTOP, query: '?seed=8&speed=instant', init: () => localStorage.setItem('bones.walkthrough', 'done'),
  });
  await chooseGame(page, 'texas42');
  await playEveryTrick(page);
  await newGame(page);
  const tiles = [];
  for (let hi = 0; hi <= 6; hi += 1) for (let lo = 0; lo <= hi; lo += 1) tiles.push([hi, lo]);
  const name = ([hi, lo]) => `${hi}-${lo}`;
  let trump = null;
  let turns = 0;
  let trumpsHeld = 0;
  let trumpsDimmed = 0;
  let allSeen = 0;
  await playUntil(page, async (s) => {
    if (s.summary) return true;
    if (s.phase === 'bidding' || s.phase === 'declaring') {
      assert.equal(await page.locator('.still-out').count(), 0, `${s.phase}: nothing is out yet`);
      assert.equal(await page.locator('.hand .hand-tile.trump').count(), 0, `${s.phase}: no trump yet`);
      return false;
    }
    // The trump named, as the log says it ("Ada: fives trump").
    const declared = await page.locator('.log-list [data-kind="declared"]').last().textContent();
    trump = ['blanks', 'aces', 'deuces', 'treys', 'fours', 'fives', 'sixes'].findIndex((w) => declared.includes(`${w} trump`));
    assert.ok(trump >= 0, declared);
    const ofTrump = ([hi, lo]) => hi === trump || lo === trump;
    // The hand's trumps: marked, named, first.
    const hand = await page.locator('.hand .hand-tile').evaluateAll((els) => els.map((e) => ({
      face: e.dataset.tile, marked: e.classList.contains('trump'), label: e.getAttribute('aria-label'),
      dimmed: e.classList.contains('unplayable'),
      fill: getComputedStyle(e.querySelector('.face')).fill, edge: getComputedStyle(e.querySelector('.face')).stroke,
    })));
    for (const t of hand) {
      const isTrump = ofTrump(t.face.split('-').map(Number));
      assert.equal(t.marked, isTrump, `${t.face} with ${trump}s trump`);
      assert.equal(t.label.includes(', trump'), isTrump, t.label);
      // A trump that may not be played now is dimmed on the others'
      // ivory (gold under the grey was olive), its gold edge kept.
      assert.match(t.fill, isTrump && !t.dimmed ? /#ivory-trump"?\)$/ : /#ivory"?\)$/, t.face);
      assert.equal(t.edge === 'rgb(176, 138, 46)', isTrump, `${t.face}'s edge ${t.edge}`);
    }
    const marks = hand.map((t) => t.marked);
    assert.deepEqual(marks, [...marks].sort((a, b) => b - a), `trumps first: ${hand.map((t) => t.face)}`);
    trumpsHeld += marks.filter(Boolean).length;
    trumpsDimmed += hand.filter((t) => t.marked && t.dimmed).length;
    // What the player has seen: the hand's tricks in the log, the trick on
    // the table and its own tiles.
    const onTable = await page.locator('.felt .trick-tile[data-tile], .hand .hand-tile[data-tile]')
      .evaluateAll((els) => els.map((t) => t.dataset.tile));
    const seen = new Set([...(await loggedTricks(page, s.hand)).flatMap((t) => t.tiles), ...onTable]);
    const unseen = tiles.filter((t) => !seen.has(name(t)));
    // Trumps of the suit: its double first, then by the other end.
    const other = ([hi, lo]) => (hi === trump ? lo : hi);
    const trumps = unseen.filter(ofTrump)
      .sort((a, b) => (b[0] === b[1]) - (a[0] === a[1]) || other(b) - other(a));
    const count = (t) => ((t[0] + t[1]) % 5 === 0 && t[0] + t[1] > 0 ? t[0] + t[1] : 0);
    const counters = unseen.filter((t) => count(t) > 0).sort((a, b) => count(b) - count(a) || b[0] - a[0]);
    const row = (key) => page.locator(`.still-row[data-row="${key}"]`);
    assert.equal(await row('trumps').getAttribute('data-tiles'), trumps.map(name).join(','), `trick ${turns}: trumps out`);
    assert.equal(await row('count').getAttribute('data-tiles'), counters.map(name).join(','), `trick ${turns}: counters out`);
    assert.match(await row('trumps').locator('.still-label').innerText(), new RegExp(`^Trumps\\s*${trumps.length}`));
    assert.match(await row('count').locator('.still-label').innerText(), new RegExp(`^Count\\s*${counters.reduce((a, t) => a + count(t), 0)}`));
    // None out: the row says why its figure is 0, not "none" after it.
    for (const [key, out] of [['trumps', trumps], ['count', counters]]) {
      const listed = await row(key).locator('.still-tiles').innerText();
      assert.equal(listed === 'all seen', out.length === 0, `trick ${turns}: ${key} "${listed}"`);
      allSeen += out.length === 0;
    }
    if (turns === 3) await screenshot(page, 'desktop-still-out');
    turns += 1;
    return false;
  });
  assert.equal(turns, 7, 'checked at each of the player\'s seven plays');
  assert.ok(trumpsHeld > 0, 'the player held trumps');
  assert.ok(trumpsDimmed > 0, 'and at some turn could not play one');
  assert.ok(allSeen > 0, 'and at some turn every trump or counter was seen');
  assert.equal(await page.locator('.still-out').count(), 0, 'the hand over, nothing is out');
  assert.deepEqual(errors, []);
  await context.close();
});

test('while a trick is played, the tile taking it so far glows (and says so to a screen reader): from its second tile on, always the seat that takes the trick once its tile is down', async () => {
  // Every state the trick passes through, as the page draws it.
  const init = () => {
    window.trickStates = [];
    new MutationObserver(() => {
      const t = document.querySelector('.trick');
      if (!t) return;
      const glowing = [...t.querySelectorAll('.trick-tile.ahead')];
      const state = {
        size: Number(t.dataset.trickSize), leader: t.dataset.leader, ahead: t.dataset.ahead ?? null,
        winner: t.dataset.winner ?? null, glowing: glowing.map((e) => e.dataset.seat),
        told: glowing.map((e) => e.textContent.includes('taking the trick so far')),
      };
      const last = window.trickStates.at(-1);
      if (JSON.stringify(last) !== JSON.stringify(state)) window.trickStates.push(state);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  };
  const { page, errors, context } = await open(env, { device: PHONE, query: '?seed=7&speed=fast', init });
  await chooseGame(page, 'texas42');
  await playEveryTrick(page);
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  await playUntil(page, (s) => s.summary);
  const states = await page.evaluate(() => window.trickStates);
  let checked = 0;
  let taken = 0;
  for (const [i, s] of states.entries()) {
    if (s.winner === null) {
      // In play: one tile glows from the second on, the one data-ahead names.
      if (s.size >= 2) {
        assert.ok(s.ahead !== null, `state ${i}: ${JSON.stringify(s)}`);
        assert.deepEqual(s.glowing, [s.ahead], `state ${i}: the glowing tile is the one ahead`);
        assert.deepEqual(s.told, [true], `state ${i}: and it says so`);
      } else {
        assert.deepEqual(s.glowing, [], `state ${i}: a lone tile has nothing to beat`);
      }
      continue;
    }
    // Taken: every earlier state of this trick in which the winner's tile
    // was already down named the winner as ahead.
    assert.deepEqual(s.glowing, [], 'a taken trick glows as won, not ahead');
    taken += 1;
    const place = (Number(s.winner) - Number(s.leader) + 4) % 4;
    for (let j = i - 1; j >= 0 && states[j].winner === null && states[j].size > 0 && states[j].leader === s.leader; j -= 1) {
      if (states[j].size > Math.max(place, 1)) {
        assert.equal(states[j].ahead, s.winner, `trick ${taken}: with ${states[j].size} tiles down`);
        checked += 1;
      }
    }
  }
  assert.equal(taken, 7, 'seven tricks taken');
  assert.ok(checked >= 7, `${checked} states checked against the trick's winner`);
  assert.deepEqual(errors, []);
  await context.close();
});
