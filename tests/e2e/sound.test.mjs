// The table's sound: each tile clacks as it lands, timed to its flight;
// Settings turns it off, and the page remembers. On a phone the player's
// own tiles buzz as they land, the same way.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, open, newGame, playUntil, state, DESKTOP, PHONE, TILES_PLAYED } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** Records every sound the page starts (when, how far ahead of the audio
 *  clock it was set, its pitch and length), every audio context it makes
 *  and each change of its state (running, suspended), and gives the page
 *  Safari's `navigator.audioSession`. */
const RECORD_SOUNDS = () => {
  window.sounds = [];
  window.audioContexts = 0;
  window.audioStates = [];
  // Safari's audio session (Chromium has none): the page asks for ambient.
  Object.defineProperty(Navigator.prototype, 'audioSession', { value: { type: 'auto' }, configurable: true });
  const Made = window.AudioContext;
  window.AudioContext = class extends Made {
    constructor(...args) {
      super(...args);
      window.audioContexts += 1;
      this.addEventListener('statechange', () => window.audioStates.push({ state: this.state, at: performance.now() }));
    }
  };
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function recorded(when = 0, ...rest) {
    window.sounds.push({
      at: performance.now(),
      ahead: when - this.context.currentTime,
      pitch: this.playbackRate.value,
      seconds: this.buffer.duration,
    });
    return start.call(this, when, ...rest);
  };
};

/** What the app's root says of the sound ("on", "off", or none). */
const rootSound = (page) => page.evaluate(() => document.querySelector('.app').dataset.sound);

/** Plays on to the player's turn in trick play once `n` tricks are taken. */
const playToTrick = (page, n) => playUntil(page, async (s) => s.phase === 'playing'
  && page.evaluate((n) => document.querySelectorAll('.log-list li[data-kind="trick"]').length >= n, n));

test('every tile clacks as it lands, at the end of its flight or at once where nothing moves; off in Settings, and kept off; switched on, one clack', async () => {
  for (const reducedMotion of ['no-preference', 'reduce']) {
    // Fast bots: a flight of 240 ms, heard at 4/5 of it.
    const { page, errors, warnings, context } = await open(env, {
      device: { ...PHONE, reducedMotion }, query: '?seed=2024&speed=fast', init: RECORD_SOUNDS,
    });
    assert.equal(await rootSound(page), undefined,
      'the setup screen has nothing to sound');
    await newGame(page);
    assert.equal(await rootSound(page), 'on', 'on at first');
    await page.click('[data-testid="tour-skip"]');
    // Two whole tricks, to the player's next turn in play.
    await playToTrick(page, 2);
    const played = await page.evaluate(TILES_PLAYED);
    const sounds = await page.evaluate(() => window.sounds);
    assert.ok(played >= 8, `${played} tiles played`);
    assert.equal(sounds.length, played, 'one clack a tile');
    assert.equal(await page.evaluate(() => window.audioContexts), 1, 'one audio context, made once');
    assert.equal(await page.evaluate(() => navigator.audioSession.type), 'ambient', 'mixed with the player\'s music');
    const landing = reducedMotion === 'reduce' ? 0 : 0.192;
    for (const s of sounds) {
      // The audio clock may tick between the page's reading and this
      // one (by a whole buffer of a busy machine's output), never back.
      assert.ok(s.ahead <= landing + 0.001 && s.ahead > landing - 0.05,
        `heard ${s.ahead.toFixed(3)} s after the play, not ${landing}`);
      assert.ok(s.pitch > 0.939 && s.pitch < 1.061, `pitch ${s.pitch}`);
      assert.ok(Math.abs(s.seconds - 0.09) < 0.001, `${s.seconds} s long`);
    }
    assert.ok(new Set(sounds.map((s) => s.pitch.toFixed(2))).size > 1, 'tiles do not all sound alike');

    if (reducedMotion === 'no-preference') {
      // Settings: Sound off, at once.
      await page.click('[data-testid="settings"]');
      const toggle = page.locator('[data-testid="sound-toggle"]');
      assert.ok(await toggle.isChecked(), 'the switch shows the sound on');
      await toggle.uncheck();
      await page.click('.sheet.settings .sheet-foot .btn');
      assert.equal(await rootSound(page), 'off');
      const heard = sounds.length;
      const before = await page.evaluate(TILES_PLAYED);
      await playToTrick(page, 3);
      assert.ok((await page.evaluate(TILES_PLAYED)) > before, 'tiles were played');
      assert.equal((await page.evaluate(() => window.sounds)).length, heard, 'not a sound with the sound off');
      // The page remembers: the game comes back silent.
      await page.reload();
      await page.waitForSelector('.app[data-game]');
      assert.equal(await rootSound(page), 'off', 'still off');
      await page.click('[data-testid="settings"]');
      assert.equal(await page.locator('[data-testid="sound-toggle"]').isChecked(), false);
      await page.click('.sheet.settings .sheet-foot .btn');
      // Touched and played on, the page makes not even an audio context.
      await playToTrick(page, 4);
      assert.deepEqual(await page.evaluate(() => [window.audioContexts, window.sounds.length]), [0, 0]);
      // Switched back on, one clack at once says what was chosen.
      await page.click('[data-testid="settings"]');
      await page.locator('[data-testid="sound-toggle"]').check();
      const preview = await page.evaluate(() => window.sounds);
      assert.equal(preview.length, 1, 'one clack');
      assert.ok(preview[0].ahead <= 0.001 && preview[0].pitch === 1, JSON.stringify(preview[0]));
      await page.click('.sheet.settings .sheet-foot .btn');
      assert.equal(await rootSound(page), 'on');
    }
    assert.deepEqual(errors, []);
    assert.deepEqual(warnings.filter((w) => /audio/i.test(w)), []);
    await context.close();
  }
});

/** The audio context's last state change, or none. */
const audioState = (page) => page.evaluate(() => window.audioStates.at(-1) ?? null);

/** Waits until the audio context's last state change is to `state`. */
const audioBecomes = (page, state) => page.waitForFunction((s) => window.audioStates.at(-1)?.state === s, state, { timeout: 15_000 });

test('between clacks the audio rests: suspended once nothing has sounded for 5 s, running again at the player\'s touch for their clack; with the sound off it rests and stays so', async () => {
  const { page, errors, warnings, context } = await open(env, {
    device: PHONE, query: '?seed=2024&speed=fast', init: RECORD_SOUNDS,
  });
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  await playToTrick(page, 1);
  // The player's turn: the bots wait, nothing sounds, nothing is touched.
  await audioBecomes(page, 'suspended');
  const { rested, lastClack } = await page.evaluate(() => ({
    rested: window.audioStates.at(-1).at, lastClack: window.sounds.at(-1).at,
  }));
  assert.ok(rested - lastClack >= 4_950, `rested ${Math.round(rested - lastClack)} ms after the last clack was set`);

  // The player's tile: the touch wakes the audio, and the tile clacks.
  const heard = await page.evaluate(() => window.sounds.length);
  const tiles = (await state(page)).tiles;
  await page.locator('.hand .hand-tile[data-legal="true"]').first().tap();
  await audioBecomes(page, 'running');
  await page.locator('.hand .hand-tile.selected').tap();
  await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length < n, tiles);
  await page.waitForFunction((n) => window.sounds.length > n, heard);
  assert.equal((await audioState(page)).state, 'running');

  // Sound off: the audio rests and stays resting while tiles are played.
  await page.click('[data-testid="settings"]');
  await page.locator('[data-testid="sound-toggle"]').uncheck();
  await page.click('.sheet.settings .sheet-foot .btn');
  await audioBecomes(page, 'suspended');
  const silent = await page.evaluate(() => [window.sounds.length, window.audioStates.length]);
  await playToTrick(page, 3);
  assert.deepEqual(await page.evaluate(() => [window.sounds.length, window.audioStates.length]), silent,
    'no clack, and the audio not woken');
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings.filter((w) => /audio/i.test(w)), []);
  await context.close();
});

/** Records every buzz the page asks for (when, and how long), and when
 *  each of the player's tiles came down on the table (its flight's
 *  start). */
const RECORD_BUZZES = () => {
  window.buzzes = [];
  window.ownPlays = [];
  const vibrate = Navigator.prototype.vibrate;
  Navigator.prototype.vibrate = function recorded(pattern) {
    window.buzzes.push({ at: performance.now(), pattern });
    return vibrate.call(this, pattern);
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (node.matches?.('.trick-tile.pos-s')) window.ownPlays.push(performance.now());
      }
    }
  }).observe(document, { childList: true, subtree: true });
};

/** Tiles the player has played this hand (42: seven dealt). */
const playedByMe = async (page) => 7 - (await state(page)).tiles;

/** What the app's root says of the buzz. */
const rootBuzz = (page) => page.evaluate(() => document.querySelector('.app').dataset.buzz);

test('on a phone the player\'s own tiles buzz as they land (a 15 ms tick, with the clack), the bots\' do not; off in Settings, and kept off; switched on, one buzz; a desktop is not offered it and never buzzes', async () => {
  // Both recorders, as one script (`open` takes one).
  const { page, errors, warnings, context } = await open(env, {
    device: PHONE, query: '?seed=2024&speed=fast', init: `(${RECORD_SOUNDS})(); (${RECORD_BUZZES})();`,
  });
  await newGame(page);
  assert.equal(await rootBuzz(page), 'on', 'on at first');
  await page.click('[data-testid="tour-skip"]');
  await playToTrick(page, 2);
  const mine = await playedByMe(page);
  const { buzzes, sounds, ownPlays } = await page.evaluate(() => ({
    buzzes: window.buzzes, sounds: window.sounds, ownPlays: window.ownPlays,
  }));
  assert.ok(mine >= 2 && sounds.length >= 8, `${mine} of ${sounds.length} tiles the player's`);
  assert.equal(ownPlays.length, mine);
  assert.equal(buzzes.length, mine, 'one buzz for each of the player\'s tiles, none for the bots\'');
  buzzes.forEach((buzz, k) => {
    assert.equal(buzz.pattern, 15);
    // Felt as the tile lands, when its clack is heard: the clack is set on
    // the audio clock 192 ms into a fast flight, and the buzz on a timer
    // started with it (late on a busy machine, never early). The clack
    // set last before the buzz is the player's tile's: the bots' come a
    // pace (300 ms) apart. (Timed from when the tile appeared instead,
    // the render's task on a loaded machine took up to 58 ms of the
    // flight's time before that was seen.)
    const clack = sounds.filter((c) => c.at <= buzz.at).at(-1);
    assert.ok(clack.ahead > 0.15, `the player's tile ${k + 1} flew (its clack ${Math.round(clack.ahead * 1000)} ms ahead)`);
    const after = buzz.at - (clack.at + clack.ahead * 1000);
    assert.ok(after > -5 && after < 300, `buzzed ${Math.round(after)} ms after the tile landed, not as it landed`);
    assert.ok(buzz.at > ownPlays[k], 'after the tile was played');
  });

  // Settings: off at once, and the page remembers.
  await page.click('[data-testid="settings"]');
  assert.ok(await page.locator('.sheet.settings h3', { hasText: 'Sound and touch' }).isVisible());
  const toggle = page.locator('[data-testid="buzz-toggle"]');
  assert.ok(await toggle.isChecked(), 'the switch shows the buzz on');
  await toggle.uncheck();
  await page.click('.sheet.settings .sheet-foot .btn');
  assert.equal(await rootBuzz(page), 'off');
  const before = await playedByMe(page);
  await playToTrick(page, 3);
  assert.ok((await playedByMe(page)) > before, 'the player played on');
  assert.equal((await page.evaluate(() => window.buzzes)).length, buzzes.length, 'no buzz with the buzz off');
  await page.reload();
  await page.waitForSelector('.app[data-game]');
  assert.equal(await rootBuzz(page), 'off', 'still off');
  await page.click('[data-testid="settings"]');
  assert.equal(await page.locator('[data-testid="buzz-toggle"]').isChecked(), false);
  // Switched back on, one buzz at once says what was chosen.
  await page.locator('[data-testid="buzz-toggle"]').check();
  assert.deepEqual((await page.evaluate(() => window.buzzes)).map((b) => b.pattern), [15], 'one buzz');
  await page.click('.sheet.settings .sheet-foot .btn');
  assert.equal(await rootBuzz(page), 'on');
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings.filter((w) => /vibrat/i.test(w)), []);
  await context.close();

  // A desktop: a mouse, nothing in the hand to shake.
  const desk = await open(env, { device: DESKTOP, query: '?seed=2024&speed=fast', init: RECORD_BUZZES });
  await newGame(desk.page);
  await desk.page.click('[data-testid="tour-skip"]');
  await playToTrick(desk.page, 1);
  await desk.page.click('[data-testid="settings"]');
  assert.equal(await desk.page.locator('[data-testid="sound-toggle"]').count(), 1);
  assert.equal(await desk.page.locator('[data-testid="buzz-toggle"]').count(), 0, 'not offered');
  assert.equal(await desk.page.locator('.sheet.settings h3', { hasText: 'touch' }).count(), 0);
  assert.deepEqual(await desk.page.evaluate(() => window.buzzes), [], 'never buzzes');
  assert.deepEqual(desk.errors, []);
  await desk.context.close();
});
