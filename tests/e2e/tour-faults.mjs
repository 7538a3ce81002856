// Where the first hand's walkthrough may put its card, judged at every
// step of a first hand: what it covers, what it puts out of reach, and
// what a strip over the top bar or a card below it must also be. Shared
// by walkthrough.test.mjs (phones held upright) and
// walkthrough-sideways.test.mjs.

import assert from 'node:assert/strict';

import {
  atEverySize, chooseGame, coveredBy, forEachGame, newGame, playEveryTrick, playUntil, screenshot, trickLit, unreachable, waitForPlayer,
} from './helpers.mjs';

/** The walkthrough's buttons whose centre is not theirs to tap (cut off
 *  by the card's own edge, or under something else). */
function tourButtonsHidden(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="tour"] button')].filter((b) => {
    const r = b.getBoundingClientRect();
    const card = b.closest('.tour').getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const hit = document.elementFromPoint(x, y);
    return y > card.bottom || y < card.top || !hit || !b.contains(hit);
  }).map((b) => b.textContent.trim()));
}

/** What is wrong with the walkthrough's card where it lies now, each
 *  fault prefixed with `where`: the parts of the table it covers (the
 *  status lines too, with `status`), bids whose centre is not theirs to
 *  tap, its own buttons out of reach, and running off the screen. */
export async function tourFaults(page, where, { status = true } = {}) {
  const faults = [];
  for (const part of await coveredBy(page, '[data-testid="tour"]', { status })) faults.push(`${where}: covers the ${part}`);
  for (const b of await unreachable(page, { scroll: true })) faults.push(`${where}: ${b} out of reach`);
  for (const b of await tourButtonsHidden(page)) faults.push(`${where}: its ${b} button cannot be tapped`);
  const box = await page.locator('[data-testid="tour"]').boundingBox();
  const { height } = page.viewportSize();
  if (box.y < 0 || box.y + box.height > height) faults.push(`${where}: the card runs off the screen (${box.y}, ${box.height})`);
  return faults;
}

/** `tourFaults`, and what a strip over the top bar must also be: at the
 *  screen's top, over the whole top bar and clear of the score pad, in the
 *  way of the top bar's buttons it hides (a tap on the strip must not open
 *  the menu below), its own buttons at least 24 px each way. */
export async function stripFaults(page, where) {
  const faults = await tourFaults(page, where);
  const { card, pad, through, small, topbar } = await page.evaluate(() => {
    const card = document.querySelector('[data-testid="tour"]').getBoundingClientRect();
    const inside = (x, y) => x > card.left && x < card.right && y > card.top && y < card.bottom;
    const through = [...document.querySelectorAll('.topbar button')].filter((b) => {
      const r = b.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      return inside(x, y) && b.contains(document.elementFromPoint(x, y));
    }).map((b) => b.dataset.testid);
    const box = (r) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
    const small = [...document.querySelectorAll('[data-testid="tour"] button')].map((b) => [b.textContent.trim(), b.getBoundingClientRect()])
      .filter(([, r]) => r.width < 24 || r.height < 24).map(([name, r]) => [name, r.width, r.height]);
    const topbar = document.querySelector('.topbar').getBoundingClientRect().bottom;
    return { card: box(card), pad: box(document.querySelector('.score-pad').getBoundingClientRect()), through, small, topbar };
  });
  if (card.top > 4) faults.push(`${where}: the strip is not at the top (${card.top})`);
  if (card.bottom < topbar) faults.push(`${where}: the top bar shows below the strip (${card.bottom} < ${topbar})`);
  for (const [name, w, h] of small) faults.push(`${where}: its ${name} button is ${w} × ${h} px, under 24 px`);
  if (pad.left < card.right && card.left < pad.right && pad.top < card.bottom) faults.push(`${where}: covers the score pad`);
  for (const b of through) faults.push(`${where}: a tap on the strip reaches ${b} under it`);
  return faults;
}

/** `tourFaults`, and what the card must be where it is not a strip: below
 *  the top bar, saying the step's whole text. It may lie over the status
 *  lines: in trick play 88's and the Big Game's come down over the
 *  contract and the turn line, the strip of table least needed then
 *  (coach.css). */
export async function cardFaults(page, where) {
  const faults = await tourFaults(page, where, { status: false });
  const { top, topbar, whole } = await page.evaluate(() => ({
    top: document.querySelector('[data-testid="tour"]').getBoundingClientRect().top,
    topbar: document.querySelector('.topbar').getBoundingClientRect().bottom,
    whole: document.querySelector('[data-testid="tour"] .tour-full').checkVisibility(),
  }));
  if (top < topbar) faults.push(`${where}: the card is over the top bar (${top} < ${topbar})`);
  if (!whole) faults.push(`${where}: the card does not say the whole text`);
  return faults;
}

/** What is wrong with the walkthrough's marks on the table now, each
 *  fault prefixed with `where`: a dashed ring (an outline, rounded as its
 *  element's corners are) running through a seat's disc, name, chips or
 *  tiles, the score pad, a status line, the turn-up or kitty, the trick's
 *  caption or tiles, or the hand (more than 2 px inside the part's box,
 *  where the part is on top), or off the screen; a ring on a part hidden
 *  under something else (its ring can only peek out around it); and the
 *  step's mark missing: a ring at every step but the trick's, which is
 *  lit from under its tiles instead. */
export async function markFaults(page, where, step) {
  const lit = await page.evaluate(trickLit);
  return page.evaluate(([where, step, lit]) => {
    const faults = new Set();
    const parts = '.seat .avatar, .seat .seat-text, .seat .chips, .seat .seat-tiles, .score-pad, .status-contract, .status-turn, .trick-tile, .centre-piece, .trick-caption, .hand-tile';
    const ringed = [...document.querySelectorAll('.app *')].filter((e) => getComputedStyle(e).outlineStyle === 'dashed' && e.checkVisibility())
      // The side column's copy of the score pad, off the screen on phones.
      .filter((e) => { const b = e.getBoundingClientRect(); return b.right > 0 && b.left < innerWidth && b.bottom > 0 && b.top < innerHeight; });
    for (const e of ringed) {
      const name = e.className.split(' ')[0];
      const st = getComputedStyle(e);
      const b = e.getBoundingClientRect();
      // The ring's middle line, and its corners' radius there.
      const m = parseFloat(st.outlineOffset) + parseFloat(st.outlineWidth) / 2;
      const [L, T, R, B] = [b.left - m, b.top - m, b.right + m, b.bottom + m];
      const corner = parseFloat(st.borderTopLeftRadius) || 0;
      const rad = Math.min(corner > 0 ? corner + m : 0, (R - L) / 2, (B - T) / 2);
      const line = [];
      for (let x = L + rad; x <= R - rad; x += 3) line.push([x, T], [x, B]);
      for (let y = T + rad; y <= B - rad; y += 3) line.push([L, y], [R, y]);
      for (let a = 0; a < Math.PI / 2; a += 0.05) {
        const [dx, dy] = [rad * (1 - Math.cos(a)), rad * (1 - Math.sin(a))];
        line.push([L + dx, T + dy], [R - dx, T + dy], [L + dx, B - dy], [R - dx, B - dy]);
      }
      for (const [x, y] of line) {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) { faults.add(`${where}: the ${name}'s ring runs off the screen`); continue; }
        const hit = document.elementFromPoint(x, y);
        const part = hit?.closest(parts);
        if (!part || part.contains(e) || e.contains(part)) continue;
        const q = part.getBoundingClientRect();
        if (x < q.left + 2 || x > q.right - 2 || y < q.top + 2 || y > q.bottom - 2) continue;
        const seat = part.closest('.seat');
        const of = seat ? ` of ${[...seat.classList].find((c) => c.startsWith('pos-'))}` : '';
        faults.add(`${where}: the ${name}'s ring runs through ${part.className.split(' ')[0]}${of}`);
      }
      let seen = 0;
      let looked = 0;
      for (let x = b.left + 2; x < b.right; x += 4) {
        for (let y = b.top + 2; y < b.bottom; y += 4) {
          looked += 1;
          if (e.contains(document.elementFromPoint(x, y))) seen += 1;
        }
      }
      if (seen < looked / 2) faults.add(`${where}: the ringed ${name} is hidden (${seen} of ${looked} points on top)`);
    }
    if (step === 'counts' && (!lit || ringed.length)) faults.add(`${where}: the trick is not lit (${lit}) or something is ringed (${ringed.length})`);
    if (step !== 'counts' && (lit || !ringed.length)) faults.add(`${where}: no ring (${ringed.length}) or the trick lit (${lit})`);
    return [...faults];
  }, [where, step, lit]);
}

/** Plays the first hand of `rows`' game (`[width, height, game,
 *  players]`, the same game for all) with the walkthrough running, on a
 *  page loaded at the first row's size (`visited`, from `forEachSize`),
 *  judging the card once at each step at every row's size (`sizes`,
 *  `atEverySize`) with `judge(page, where, state, step)`
 *  (in 42 the player bids 2 marks, so that it names trump, and plays the
 *  hand out, so that it reaches the score pad's step): the faults found
 *  and the steps looked at. */
async function throughFirstHand({ page, errors }, rows, sizes, judge) {
  const [, , game, players] = rows[0];
  await chooseGame(page, game, { players });
  if (game === 'texas42') await playEveryTrick(page);
  await newGame(page);
  const tour = page.locator('[data-testid="tour"]');
  const faults = [];
  const steps = [];
  const look = async (s) => {
    const step = await tour.count() ? await tour.getAttribute('data-step') : null;
    if (!step || steps.includes(step)) return;
    steps.push(step);
    await atEverySize(page, sizes, async ({ width, height }) => {
      faults.push(...await judge(page, `${width} × ${height}, ${game}${players ? ` for ${players}` : ''}, ${step}`, s, step));
      if (step === 'follow') await screenshot(page, `tour-${width}x${height}-${game}${players ?? ''}-follow`);
    });
  };
  await look(await waitForPlayer(page));
  if (game === 'texas42') {
    await page.locator('[data-panel="bidding"] .bid-btn:not([data-action="pass"])').last().click();
    assert.equal((await waitForPlayer(page)).phase, 'declaring');
  }
  await playUntil(page, async (s) => {
    if (s.summary) return true;
    await look(s);
    return false;
  });
  assert.deepEqual(errors, []);
  return { faults, steps };
}

/** `throughFirstHand` on each row (width, height, game, players), the
 *  rows of one game played together: every step looked at (trump too in
 *  42), no fault found. */
export async function judgeEvery(env, rows, judge) {
  const found = [];
  await forEachGame(env, rows, async (visited, group, sizes) => {
    const { faults, steps } = await throughFirstHand(visited, group, sizes, judge);
    found.push(...faults);
    const [, , game, players] = group[0];
    const want = ['bidding', ...(game === 'texas42' ? ['trump'] : []), 'follow', 'counts', 'score'];
    for (const step of want) assert.ok(steps.includes(step), `${game}${players ? ` for ${players}` : ''}: ${step} looked at (${steps})`);
  });
  assert.deepEqual(found, []);
}

/** A strip at every step. */
export function stripOnEvery(env, rows) {
  return judgeEvery(env, rows, stripFaults);
}
