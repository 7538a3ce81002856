// Undo: the player takes back their latest turn of the hand, and whatever
// the bots did after it, from the button beside their name or the U key;
// the table comes back exactly as it was, and the save with it. Once a
// hand is scored it stands.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  bid, chooseGame, declare, loggedTricks, newGame, open, PHONE, playEveryTrick, playUntil, reloadToSettings, screenshot, setup, state,
  waitForPlayer,
} from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** What the player sees of the hand: their tiles, the trick on the table,
 *  the log's lines. */
function table(page) {
  return page.evaluate(() => ({
    hand: [...document.querySelectorAll('.hand .hand-tile')].map((e) => e.dataset.tile).sort().join(' '),
    trick: [...document.querySelectorAll('.centre .trick-tile')].map((e) => `${e.dataset.seat}:${e.dataset.tile}`).join(' '),
    log: [...document.querySelectorAll('.log-list li')].map((e) => e.textContent),
  }));
}

/** Plays the first legal tile by tapping it twice. */
async function playFirstLegal(page) {
  const n = (await table(page)).hand.split(' ').length;
  await page.locator('.hand .hand-tile[data-legal="true"]').first().tap();
  await page.locator('.hand .hand-tile.selected').tap();
  await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length < n, n);
}

/** The bidding panel and the hand's tiles, those of them the notice
 *  lies over. */
function coveredByNotice(page) {
  return page.evaluate(() => {
    const n = document.querySelector('.notice').getBoundingClientRect();
    const panel = document.querySelector('[data-panel="bidding"]');
    return [panel, ...document.querySelectorAll('.hand .hand-tile')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.left < n.right && n.left < r.right && r.top < n.bottom && n.top < r.bottom;
    }).map((el) => el.dataset.tile ?? 'the bidding panel');
  });
}

test('Undo takes back a tile and the bots\' plays after it, by tap and by U, back to the bid and no further; a reload keeps it; a scored hand stands', async () => {
  const { page, errors, warnings, context } = await open(env, { device: PHONE, query: '?seed=3&speed=instant' });
  await chooseGame(page, 'texas42');
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  const undo = page.locator('[data-testid="undo"]');
  const notice = page.locator('.notice');

  await waitForPlayer(page);
  assert.equal(await undo.count(), 0, 'nothing to take back before the player has acted');
  const atBid = await table(page);
  await bid(page);

  // The first turn of trick play: the table as it was.
  await playUntil(page, (s) => s.phase === 'playing');
  assert.equal(await undo.count(), 1, 'the bid can be taken back');
  const first = await table(page);
  await playFirstLegal(page);
  const next = await playUntil(page, (s) => s.summary || s.phase === 'playing');
  assert.ok(!next.summary, 'the hand goes on past the first trick');
  const second = await table(page);
  assert.notDeepEqual(second, first);

  // Tapped: the table is as it was at the first tile, every bot play
  // after it gone with it.
  await screenshot(page, 'phone-undo-before');
  await undo.tap();
  await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length === n,
    first.hand.split(' ').length);
  await waitForPlayer(page);
  assert.deepEqual(await table(page), first);
  const said = await notice.textContent();
  assert.match(said, /^Taken back: your \d-\d( and the (turn|\d+ turns) after it)?$/, said);
  assert.ok(first.hand.split(' ').includes(said.match(/\d-\d/)[0]), `the tile named is back in hand: ${said}`);
  await screenshot(page, 'phone-undo-after');

  // Reloaded, the game is the one undone (the save follows it).
  await page.reload();
  await page.waitForSelector('.app[data-game]');
  await waitForPlayer(page);
  assert.deepEqual(await table(page), first, 'the save holds the game as undone');

  // U takes back the bid, and what the others bid after it.
  await page.keyboard.press('u');
  await page.waitForFunction(() => document.querySelector('.app').dataset.phase === 'bidding');
  await waitForPlayer(page);
  assert.deepEqual((await table(page)).hand, atBid.hand);
  assert.deepEqual((await table(page)).log, atBid.log, 'the log is back at the player\'s bid');
  assert.match(await notice.textContent(), /^Taken back: your (pass|bid of \d+)( and the (turn|\d+ turns) after it)?$/);
  // The notice hangs in the felt's middle then, over neither the panel's
  // last row nor the hand the bid is made from.
  await screenshot(page, 'phone-undo-bid-notice');
  assert.ok(await notice.isVisible(), 'the notice is still up');
  assert.deepEqual(await coveredByNotice(page), [], 'the notice covers neither the bidding panel nor a tile of the hand');
  assert.equal(await undo.count(), 0, 'and no further: the hand before is not the player\'s to undo');

  // A hand played out: its summary stands, to the button and to U.
  const summary = await playUntil(page, (s) => s.summary);
  assert.ok(summary.summary);
  assert.equal(await undo.count(), 0, 'no Undo over the hand\'s summary');
  const hand = await page.locator('.app').getAttribute('data-hand');
  // Sent to the window, as a key pressed outside the summary's dialog
  // would be: the store refuses it, not the key's filter.
  await page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'u' })));
  await page.waitForTimeout(300);
  assert.ok(await page.locator('[data-hand-summary]').isVisible(), 'the summary stays');
  assert.equal(await page.locator('.app').getAttribute('data-hand'), hand);
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  await context.close();
});

test('with the first hand\'s walkthrough up, the mark follows an Undo back to the bid, and forward again', async () => {
  // (Seed 7: the player's first tile is a choice, so Undo takes it back
  // alone; a forced one would be taken back with the bid.)
  const { page, errors, warnings, context } = await open(env, { device: PHONE, query: '?seed=7&speed=instant' });
  await chooseGame(page, 'texas42');
  await newGame(page);
  const step = () => page.evaluate(() => document.querySelector('.tour')?.dataset.step ?? null);
  await waitForPlayer(page);
  assert.equal(await step(), 'bidding');
  await playUntil(page, (s) => s.phase === 'playing');
  await playFirstLegal(page);
  await playUntil(page, (s) => s.phase === 'playing');
  assert.equal(await step(), 'counts', 'a trick has been taken');
  // Back to the first tile: trick 1 is not on the table yet.
  await page.click('[data-testid="undo"]');
  await page.waitForFunction(() => document.querySelector('.tour')?.dataset.step === 'follow');
  // Back to the bid.
  await page.click('[data-testid="undo"]');
  await page.waitForFunction(() => document.querySelector('.app').dataset.phase === 'bidding');
  await waitForPlayer(page);
  assert.equal(await step(), 'bidding');
  await screenshot(page, 'phone-undo-walkthrough');
  await playUntil(page, (s) => s.phase === 'playing');
  assert.equal(await step(), 'follow', 'forward again');
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  await context.close();
});

test('the table\'s keys are listened for once, not again at every render, and still act on the game as it is: after a hand\'s first tricks, U takes back the latest tile and H asks for a hint', async () => {
  // Counts the key listeners the page adds to the window.
  const init = () => {
    window.keydownListenersAdded = 0;
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function addCounted(type, ...rest) {
      if (type === 'keydown' && this === window) window.keydownListenersAdded += 1;
      return add.call(this, type, ...rest);
    };
  };
  const { page, errors, context } = await open(env, { device: PHONE, query: '?seed=7&speed=instant', init });
  await chooseGame(page, 'texas42');
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  await playUntil(page, (s) => s.phase === 'playing');
  const added = () => page.evaluate(() => window.keydownListenersAdded);
  const atFirstTile = await added();
  // Five turns on, to one with a choice: Undo goes back past a forced
  // tile, to the choice before it.
  let turns = 0;
  await playUntil(page, async (s) => {
    turns += 1;
    return s.summary || (turns > 4 && (await page.locator('.hand .hand-tile[data-legal="true"]').count()) > 1);
  });
  assert.ok(!(await page.locator('[data-hand-summary]').count()), 'the hand goes on');
  // Each render used to take the Undo and Hint keys' listeners off and add
  // them again: 37 more over these five turns.
  assert.equal(await added(), atFirstTile, 'no key listener added since the first tile');

  const before = await table(page);
  await playFirstLegal(page);
  await waitForPlayer(page);
  await page.keyboard.press('u');
  await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length === n, before.hand.split(' ').length);
  await waitForPlayer(page);
  assert.deepEqual(await table(page), before, 'U takes back the latest tile');
  await page.keyboard.press('h');
  await page.locator('.hint-card[data-hint]').waitFor({ timeout: 60_000 });
  assert.equal(await added(), atFirstTile);
  assert.deepEqual(errors, []);
  await context.close();
});

test('sideways on a phone, a notice while the player bids lies over neither the bidding panel (its heading names the bid to beat) nor the hand', async () => {
  for (const viewport of [{ width: 844, height: 390 }, { width: 740, height: 360 }]) {
    const { page, errors, context } = await open(env, { device: { ...PHONE, viewport }, query: '?speed=instant' });
    await chooseGame(page, 'texas42');
    await page.click('[data-testid="daily-deal"]');
    await waitForPlayer(page);
    assert.equal(await page.locator('.app').getAttribute('data-phase'), 'bidding');
    await page.locator('.notice').waitFor();
    // Over the top bar, where the walkthrough's strip steps aside for it.
    assert.equal(await page.locator('[data-testid="tour"]').isVisible(), false, 'the strip stands aside');
    await screenshot(page, `phone-sideways-${viewport.width}-bid-notice`);
    assert.deepEqual(await coveredByNotice(page), [], `${viewport.width} × ${viewport.height}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('"Play my tile for me" in Settings: off at first, a forced tile waits for the player; switched on, it is played for them, and each one after; Undo goes back past it to a choice; kept across a reload', async () => {
  const { page, errors, warnings, context } = await open(env, {
    device: PHONE, query: '?seed=3&speed=fast', init: () => localStorage.setItem('bones.walkthrough', 'done'),
  });
  await chooseGame(page, 'texas42');
  await playEveryTrick(page);
  await newGame(page);
  const legal = () => page.locator('.hand .hand-tile[data-legal="true"]').count();
  const forcedTurn = async (s) => s.phase === 'playing' && s.myTurn && (await legal()) === 1;
  const handLeft = (n) => page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length < n
    || document.querySelector('[data-hand-summary]'), n);

  // The first forced turn, the player choosing each tile before it.
  const s = await playUntil(page, forcedTurn);
  assert.ok(s.tiles > 1, `a forced tile before the hand's last (${s.tiles} in hand)`);
  await page.waitForTimeout(1500); // five times the bots' pace at "fast"
  assert.equal((await state(page)).tiles, s.tiles, 'off: the forced tile waits for the player');

  // Switched on in Settings, the tile is played for the player.
  await page.click('[data-testid="settings"]');
  const toggle = page.locator('[data-testid="forced-toggle"]');
  assert.equal(await toggle.isChecked(), false, 'off at first');
  await toggle.check();
  await page.click('.sheet.settings .sheet-foot .btn');
  await handLeft(s.tiles);
  const after = await waitForPlayer(page);
  assert.ok(!after.summary && after.tiles === s.tiles - 1, 'the hand goes on, one tile fewer');

  // Undo takes back the choice before it, with the forced tile.
  const notice = page.locator('.notice');
  await page.click('[data-testid="undo"]');
  await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length === n, s.tiles + 1);
  const undone = await waitForPlayer(page);
  assert.ok(undone.myTurn && (await legal()) > 1, 'back at a turn with a choice, not at the forced one');
  assert.match(await notice.textContent(), /^Taken back: your \d-\d and the \d+ turns after it$/);

  // Two hands on, each forced tile is played for the player. Counted as
  // tiles that left the hand without the player: the timer may play one
  // between the test's looks (on a busy machine it did, and a tap meant
  // for the next turn's choice met a tile played for the player).
  let played = 0;
  let held = null; // the hand's tiles at the last look, less the player's own plays since
  for (let i = 0; i < 60; i += 1) {
    const t = await waitForPlayer(page);
    if (held !== null) played += held - t.tiles;
    held = t.tiles;
    if (t.summary) {
      if (t.hand >= 1) break;
      held = null;
      await page.click('[data-testid="next-hand"]');
    } else if (!t.myTurn) {
      // Looked at after the timer played the turn's tile: counted above at the next look.
    } else if (t.phase === 'bidding') await bid(page);
    else if (t.phase === 'declaring') await declare(page);
    else if ((await legal()) > 1) {
      await playFirstLegal(page);
      held -= 1;
    } else await handLeft(t.tiles);
  }
  assert.ok(played >= 2, `every hand ends on a forced tile (${played} played for the player)`);
  assert.ok((await state(page)).summary, 'into the second hand\'s summary');
  await page.click('[data-testid="next-hand"]');

  await reloadToSettings(page);
  assert.equal(await toggle.isChecked(), true, 'kept on across a reload');
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  await context.close();
});

test('"Lay down": on the player\'s lead, with every trick left theirs, one press plays the rest of the hand for them and every trick is theirs; Undo takes the whole lay-down back; a reload keeps it', async () => {
  const { page, errors } = await open(env, {
    device: PHONE, query: '?seed=6&speed=fast', init: () => localStorage.setItem('bones.walkthrough', 'done'),
  });
  await chooseGame(page, 'texas42');
  await newGame(page);
  const layDown = page.locator('[data-testid="lay-down"]');
  const tilesNow = () => page.locator('.hand .hand-tile').count();
  // Offered only on such a lead (seed 6: 6-6, 1-1 and 0-0 in the fifth
  // hand, deuces trump and every deuce out); never while following.
  const s = await playUntil(page, async (st) => {
    if (st.phase === 'playing' && st.myTurn && await page.locator('.centre .trick-tile').count() > 0) {
      assert.equal(await layDown.count(), 0, 'no lay-down while following');
    }
    return st.phase === 'playing' && (await layDown.count()) > 0;
  }, 300);
  assert.ok(s.tiles >= 2, `${s.tiles} tiles`);
  const notice = page.locator('.notice');

  // Laid down, then taken back after its first tile.
  await layDown.click();
  await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length === n - 1, s.tiles);
  assert.equal(await notice.textContent(), 'You lay your hand down: every trick left is yours');
  assert.equal(await layDown.count(), 0, 'laid down already');
  await page.click('[data-testid="undo"]');
  await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length === n, s.tiles);
  // With the bots' turns after it, however many there were by then.
  assert.match(await notice.textContent(), /^Taken back: your \d-\d( and the( \d+)? turns? after it)?$/);
  await page.waitForTimeout(1500); // five times the bots' pace at "fast"
  assert.equal(await tilesNow(), s.tiles, 'nothing is played for the player after the Undo');
  assert.equal(await layDown.count(), 1, 'the lay-down is offered again');

  // Laid down again; a reload after its first tile keeps it (the save
  // says where it began: the record cannot), and the player taps nothing
  // more: every trick left is theirs.
  await layDown.click();
  await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length === n - 1, s.tiles);
  await page.reload();
  await page.waitForSelector('.app[data-phase] .seat');
  const back = await page.evaluate(() => ({
    before: !document.querySelector('[data-hand-summary]') && document.querySelectorAll('.hand .hand-tile').length > 0,
    offered: !!document.querySelector('[data-testid="lay-down"]'),
  }));
  assert.deepEqual(back, { before: true, offered: false }, 'back in the hand, laid down still');
  await page.waitForSelector('[data-hand-summary]', { timeout: 30_000 });
  const logged = await page.locator('.log-list li[data-kind="laid-down"]').allTextContents();
  assert.deepEqual(logged, ['You lay the hand down'], 'logged once: the lay-down taken back is not');
  const tricks = await loggedTricks(page, s.hand);
  const rest = tricks.slice(-s.tiles);
  assert.equal(rest.length, s.tiles, 'a trick for each tile laid down');
  assert.deepEqual(rest.map((t) => t.winner % 2), rest.map(() => 0), 'every one taken by the player\'s side');
  assert.equal(rest[0].leader, 0, 'the player led the first');
  assert.deepEqual(errors, []);
});

/** A phone's game of seed 1 at the player's last choice before a bot
 *  lays down: in the second hand Cleo takes the fourth trick and holds
 *  every trick left, so the player's tile to it (still to play) is the
 *  last they choose. */
async function beforeCleoLaysDown() {
  const { page, errors } = await open(env, {
    device: PHONE, query: '?seed=1&speed=fast', init: () => localStorage.setItem('bones.walkthrough', 'done'),
  });
  await chooseGame(page, 'texas42');
  await newGame(page);
  const s = await playUntil(page, (st) => st.hand === 1 && st.phase === 'playing' && st.myTurn && st.tiles === 4);
  return { page, errors, s };
}

test('a bot whose every trick left is its own lays its hand down, face up at its seat: the page plays the rest of the hand, the player\'s tiles too, and every trick is the bot\'s', async () => {
  const { page, errors, s } = await beforeCleoLaysDown();
  const playedBefore = (await loggedTricks(page, s.hand)).length;
  // What the page shows meanwhile, looked at every frame in the page
  // (the bots' pace is quick: a throw-in shows for 300 ms).
  await page.evaluate(() => {
    const seen = { notice: null, cleo: null, throwing: [], hiddenSince: [] };
    window.__seen = seen;
    const seat = (name) => [...document.querySelectorAll('.seat')].find((e) => e.querySelector('.seat-name')?.textContent === name);
    const look = () => {
      const notice = document.querySelector('.notice')?.textContent ?? '';
      const cleo = seat('Cleo');
      if (!seen.notice && notice.includes('lays the hand down')) {
        seen.notice = notice;
        const size = (tile) => { const r = tile.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)]; };
        seen.cleo = {
          hidden: cleo.dataset.tiles,
          shown: cleo.querySelectorAll('.seat-tiles .domino.shown').length,
          mine: document.querySelectorAll('.hand .hand-tile').length,
        };
        seen.sizes = { up: size(cleo.querySelector('.domino.shown')), down: size(seat('Ada').querySelector('.seat-tiles .domino:not(.shown)')) };
      }
      // Through the pause on the hand's last trick too, till the summary.
      if (seen.notice) seen.hiddenSince.push(cleo.dataset.tiles);
      if (document.querySelector('.status-turn')?.textContent === 'Throwing your tile in…') {
        seen.throwing.push(document.querySelector('.app').dataset.myTurn);
      }
      if (!document.querySelector('[data-hand-summary]')) requestAnimationFrame(look);
    };
    look();
  });
  await page.locator('.hand .hand-tile[data-legal="true"]').first().tap();
  await page.locator('.hand .hand-tile.selected').tap();
  await page.waitForFunction(() => window.__seen.notice);
  await screenshot(page, 'phone-bot-lays-down');
  // The player touches nothing from here: the hand ends on its own.
  await page.waitForSelector('[data-hand-summary]', { timeout: 30_000 });
  const seen = await page.evaluate(() => window.__seen);
  assert.equal(seen.notice, 'Cleo lays the hand down: every trick left is Cleo\'s');
  // Her hand lies face up at her seat, none of it hidden: a tile fewer
  // than the player's, her lead already on the table.
  assert.deepEqual(seen.cleo, { hidden: '0', shown: seen.cleo.mine - 1, mine: 3 });
  // Sideways as her hidden tiles lie, and larger than they are (they
  // were a sideways tile squeezed into an upright one's box: smaller).
  const [[upW, upH], [downW, downH]] = [seen.sizes.up, seen.sizes.down];
  assert.ok(upW > upH && upW > downW && upH > downH, `face up ${upW}x${upH}, face down ${downW}x${downH}`);
  // Face up till the summary, through the pause on the hand's last trick
  // (this hand is decided with tiles still held: two of hers).
  assert.deepEqual([...new Set(seen.hiddenSince)], ['0']);
  // The player's tiles go in without them: never their turn meanwhile.
  assert.ok(seen.throwing.length > 0, 'the player\'s tile was thrown in');
  assert.deepEqual([...new Set(seen.throwing)], ['false']);
  const rest = (await loggedTricks(page, s.hand)).slice(playedBefore + 1);
  assert.ok(rest.length >= 1, 'tricks after the lay-down');
  assert.deepEqual(rest.map((t) => [t.leader, t.winner]), rest.map(() => [3, 3]), 'each led and taken by Cleo');
  assert.deepEqual(errors, []);
});

test('a reload in the middle of a bot\'s lay-down plays on with it; the review says the hand was laid down, and the player\'s tile then went in for them, unjudged', async () => {
  // Cleo lays down on her lead of trick 5, the player next.
  const { page, errors, s } = await beforeCleoLaysDown();
  // A reload 100 ms after her notice shows, inside the 300 ms before the
  // player's tile goes in, after the save of her lead.
  await page.evaluate(() => {
    new MutationObserver((_, watch) => {
      if (!(document.querySelector('.notice')?.textContent ?? '').includes('lays the hand down')) return;
      watch.disconnect();
      setTimeout(() => location.reload(), 100);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  // The table as the reloaded page first draws it, read in that frame:
  // the page plays on from there at the bots' pace, before a read from
  // here would come on a busy machine.
  await page.context().addInitScript(() => {
    const look = () => {
      const cleo = [...document.querySelectorAll('.app[data-phase] .seat')]
        .find((e) => e.querySelector('.seat-name')?.textContent === 'Cleo');
      if (!cleo) {
        requestAnimationFrame(look);
        return;
      }
      window.__back = {
        hidden: cleo.dataset.tiles,
        shown: cleo.querySelectorAll('.seat-tiles .domino.shown').length,
        notice: document.querySelector('.notice')?.textContent ?? null,
        trick: document.querySelectorAll('.centre .trick-tile').length,
      };
    };
    requestAnimationFrame(look);
  });
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await page.locator('.hand .hand-tile[data-legal="true"]').first().tap();
  await page.locator('.hand .hand-tile.selected').tap();
  await reloaded;
  // Back, her lead on the table and her hand still face up; no new
  // notice (the lay-down goes on, not begun again), and the hand ends with
  // no choice asked of the player.
  const back = await page.waitForFunction(() => window.__back, null, { timeout: 30_000 }).then((h) => h.jsonValue());
  assert.deepEqual(back, { hidden: '0', shown: 2, notice: null, trick: 1 });
  await page.evaluate(() => {
    window.__myTurn = [];
    const look = () => {
      window.__myTurn.push(document.querySelector('.app').dataset.myTurn);
      if (!document.querySelector('[data-hand-summary]')) requestAnimationFrame(look);
    };
    look();
  });
  await page.waitForSelector('[data-hand-summary]', { timeout: 30_000 });
  assert.deepEqual([...new Set(await page.evaluate(() => window.__myTurn))], ['false']);
  const tricks = await loggedTricks(page, s.hand);
  assert.deepEqual(tricks.slice(4).map((t) => [t.leader, t.winner]), [[3, 3]], 'trick 5 led and taken by Cleo');
  // The log says so once, where it happened: rebuilt by the reload.
  const logged = await page.evaluate(() => [...document.querySelectorAll('.log-list li')]
    .map((li) => (li.dataset.kind === 'trick' ? `trick ${li.dataset.number}` : li.dataset.kind === 'laid-down' ? li.textContent : null))
    .filter(Boolean));
  assert.deepEqual(logged.slice(-3), ['trick 4', 'Cleo lays the hand down', 'trick 5']);
  assert.equal(logged.filter((l) => l.includes('lays')).length, 1);

  // The review: the lay-down under trick 5, the player's tile there
  // thrown in for them and not judged, and the summary says so.
  await page.click('[data-testid="review-hand"]');
  const review = page.locator('[data-review]');
  await review.waitFor({ timeout: 60_000 });
  const five = review.locator('.review-trick[data-trick="5"]');
  assert.equal(await five.locator('.review-laid-down').textContent(), 'Cleo laid the hand down: every trick from here was Cleo\'s.');
  assert.match(await five.locator('.review-thrown').textContent(), /^\d-\d thrown in for you$/);
  assert.equal(await five.locator('.review-verdict').count(), 0);
  assert.equal(await review.locator('.review-trick .review-verdict').count(), 4, 'tricks 1-4 judged');
  assert.match(await review.locator('.coach-note').first().textContent(), /Cleo laid the hand down at trick 5: your tile from there went in for you\./);
  await screenshot(page, 'phone-review-laid-down');
  assert.deepEqual(errors, []);
});
