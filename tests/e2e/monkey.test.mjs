// A player who does anything: seeded random taps, keys, drags, junk typed
// into every field, reloads, turns of the screen and corrupt deal links,
// through the real UI of every game. Whatever the order, the page logs no
// error and never panics, and it is never stuck: afterwards a player who
// closes what is open can always play on (or start a game).
//
// The actions are seeded; the bots' timing is not, so a run may wander
// differently from the last. A failure prints the seed and its last
// actions.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { DESKTOP, PHONE, chooseGame, newGame, open, setup, waitForPlayer } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

// Longer or other runs: BONES_MONKEY_STEPS=2000 BONES_MONKEY_SEED=100.
const STEPS = Number(process.env.BONES_MONKEY_STEPS ?? 200);
const FIRST_SEED = Number(process.env.BONES_MONKEY_SEED ?? 1);

/** mulberry32: a small seeded generator, so that a run can be repeated. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `xs`, chosen by `random`. */
const pick = (random, xs) => xs[Math.floor(random() * xs.length)];

const KEYS = ['Escape', 'Enter', 'Space', 'Tab', 'Shift+Tab', 'ArrowLeft', 'ArrowRight',
  'ArrowUp', 'ArrowDown', 'Home', 'End', 'h', '1', 'n'];
const TYPED = ['', '-1', '0', '1', '7', '250', '99999', '3.5', 'abc', '{', '{"version":1}',
  '{"game":"texas42","seed":1,"actions":["bid 99"]}', 'null', '[]', '\u0000', 'é'.repeat(300)];
const DEAL = '1.texas42.2024.preset:house';
/** What moves a game on: a legal tile (then played), a panel's button, Next hand. */
const FORWARD = '.hand .hand-tile[data-legal="true"], .hand .hand-tile.selected, .panel button, '
  + '.kitty-slot, [data-testid="next-hand"], [data-testid="new-game"], [data-game-over] button';

/** Marks every element a finger or mouse could reach now, and lists them. */
function reachable(forward) {
  const found = [];
  const all = document.querySelectorAll('button, select, input, textarea, a[href], [role="button"], .hand-tile, [tabindex]');
  all.forEach((el, i) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.width < 2 || box.height < 2 || el.disabled) return;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return;
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return;
    if (el.tagName === 'A' && new URL(el.href).origin !== location.origin) return;
    el.dataset.monkey = String(i);
    found.push({ i, tag: el.tagName, type: el.type ?? '', x, y, forward: el.matches(forward),
      label: (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30) });
  });
  return found;
}

/** A deal link with a few characters changed, cut or added. */
function corrupt(random) {
  let deal = DEAL;
  for (let n = 1 + Math.floor(random() * 3); n > 0; n -= 1) {
    const at = Math.floor(random() * deal.length);
    const junk = pick(random, '.:%!x9-Z');
    const how = Math.floor(random() * 3);
    deal = how === 0 ? deal.slice(0, at) + junk + deal.slice(at + 1)
      : how === 1 ? deal.slice(0, at) : deal.slice(0, at) + junk + deal.slice(at);
  }
  return encodeURIComponent(deal);
}

/** One action chosen by `random`; returns what it did, for the trail. */
async function act(page, random, size) {
  const roll = random();
  // Taps and drags (the rolls under 0.9) choose among these.
  const targets = roll < 0.9 ? await page.evaluate(reachable, FORWARD) : [];
  if (roll < 0.6 && targets.length) {
    const forward = targets.filter((t) => t.forward);
    const t = roll < 0.3 && forward.length ? pick(random, forward) : pick(random, targets);
    const el = page.locator(`[data-monkey="${t.i}"]`);
    const quick = { timeout: 1000 };
    if (t.tag === 'SELECT') {
      const value = pick(random, await el.evaluate((s) => [...s.options].map((o) => o.value)));
      await el.selectOption(value, quick).catch(() => {});
      return `choose ${value} in "${t.label}"`;
    }
    if (t.tag === 'TEXTAREA' || (t.tag === 'INPUT' && /^(number|text|search)$/.test(t.type))) {
      const text = pick(random, TYPED);
      await el.fill(text, quick).catch(() => {});
      return `type ${JSON.stringify(text.slice(0, 40))} into "${t.label}"`;
    }
    await page.mouse.click(t.x, t.y);
    return `tap ${t.tag} "${t.label}"`;
  }
  if (roll < 0.82) {
    const key = pick(random, KEYS);
    await page.keyboard.press(key);
    return `key ${key}`;
  }
  if (roll < 0.9 && targets.length) {
    const t = pick(random, targets);
    const [x, y] = [random() * size.width, random() * size.height];
    await page.mouse.move(t.x, t.y);
    await page.mouse.down();
    await page.mouse.move((t.x + x) / 2, (t.y + y) / 2, { steps: 3 });
    await page.mouse.move(x, y, { steps: 3 });
    await page.mouse.up();
    return `drag "${t.label}" to ${Math.round(x)}, ${Math.round(y)}`;
  }
  if (roll < 0.93) {
    await page.waitForTimeout(1500);
    return 'wait';
  }
  if (roll < 0.96) {
    await page.reload();
    await page.waitForSelector('.app');
    return 'reload';
  }
  if (roll < 0.98) {
    size.width = 300 + Math.floor(random() * 1000);
    size.height = 300 + Math.floor(random() * 700);
    await page.setViewportSize(size);
    return `turn to ${size.width} × ${size.height}`;
  }
  const deal = corrupt(random);
  await page.goto(`${env.url}/?deal=${deal}&speed=instant`);
  await page.waitForSelector('.app');
  return `open ?deal=${deal}`;
}

/** Closes what is open (a sheet, a dialog, the log) as a player would. */
async function closeEverything(page) {
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
}

test('a player who does anything, in every game: no error, no panic, never stuck', async () => {
  const failures = [];
  const seen = new Set();
  const runs = [
    { game: 'texas42', device: PHONE },
    { game: 'texas88', device: DESKTOP },
    { game: 'big-game', device: PHONE },
    { game: 'euchre', players: 3, device: DESKTOP },
  ];
  for (const [i, { game, players, device }] of runs.entries()) {
    const seed = FIRST_SEED + i;
    const random = generator(seed);
    const size = { ...device.viewport };
    const { page, errors, context } = await open(env, { device, query: `?seed=${seed}&speed=instant` });
    await chooseGame(page, game, players ? { players } : {});
    await newGame(page);
    const trail = [];
    try {
      for (let step = 0; step < STEPS && !errors.length; step += 1) {
        trail.push(await act(page, random, size));
        await page.waitForTimeout(30 + random() * 150);
        seen.add(await page.evaluate(() => {
          const app = document.querySelector('.app');
          return `${app?.dataset.gameKind ?? 'setup'} ${app?.dataset.phase}`;
        }));
      }
      if (!errors.length) {
        await closeEverything(page);
        const onSetup = await page.locator('[data-setup]').count();
        if (!onSetup) await waitForPlayer(page, 60_000);
      }
    } catch (e) {
      errors.push(`stuck: ${e.message.split('\n')[0]}`);
    } finally {
      await context.close();
    }
    if (errors.length) failures.push({ seed, game, errors: errors.slice(0, 5), last: trail.slice(-15) });
  }
  console.log(`phases seen: ${[...seen].sort().join('; ')}`);
  assert.deepEqual(failures, []);
  // The runs reached every game's play, not only its setup.
  for (const game of ['texas42', 'texas88', 'big-game', 'euchre']) {
    assert.ok([...seen].some((s) => s.startsWith(`${game} playing`)), `${game}: trick play reached`);
  }
});
