// Accessibility: axe-core (Deque's rules for WCAG 2.x A and AA and best
// practice: names, roles, landmarks, headings, contrast...) over every
// screen and message a player meets, on a desktop and on a phone, and the
// phone's log drawer out of reach of Tab and a screen reader while it is
// shut; and the page in forced colours (Windows' high-contrast themes).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  DESKTOP, PHONE, bid, chooseGame, declare, newGame, open, playUntil, playUntilStep, settled, setup, waitForPlayer,
} from './helpers.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** axe's violations on the page once its animations have run (a sheet
 *  fading in has too little contrast for its first frames): "rule
 *  (impact): element". The script is evaluated through DevTools, so the
 *  page keeps its own Content-Security-Policy. */
async function violations(page, screen) {
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
    .map((a) => a.finished.catch(() => {}))));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const { violations: v } = await window.axe.run(document, { resultTypes: ['violations'] });
    return v.flatMap((rule) => rule.nodes.map((n) => `${rule.id} (${rule.impact}): ${n.target.join(' ')}`));
  });
  return found.map((f) => `${screen}: ${f}`);
}

/** Roles a screen reader lists as the page's parts, or reads as the start
 *  of one, with their names: unnamed, "navigation" or "content info" says
 *  nothing of what the part is. The page's one banner and main need none. */
const PARTS = new Set(['banner', 'main', 'navigation', 'contentinfo', 'complementary', 'region', 'form', 'search',
  'sectionheader', 'sectionfooter', 'article', 'group', 'radiogroup', 'tablist', 'toolbar', 'dialog', 'alertdialog']);

/** The parts (`PARTS`) the accessibility tree holds unnamed, read through
 *  DevTools, beyond one banner and one main: "role (how many)". */
async function unnamedParts(cdp, screen) {
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const count = {};
  for (const n of nodes) {
    const role = n.role?.value;
    if (!n.ignored && PARTS.has(role) && !n.name?.value) count[role] = (count[role] ?? 0) + 1;
  }
  return Object.entries(count).filter(([role, n]) => n > (['banner', 'main'].includes(role) ? 1 : 0))
    .map(([role, n]) => `${screen}: ${role} (${n})`);
}

/** Opens a sheet with the button `opener`, audits it as `screen`, and
 *  closes it with Escape. */
async function auditSheet(page, audit, opener, sheet, screen) {
  await page.click(opener);
  await page.waitForSelector(sheet);
  await audit(screen);
  await page.keyboard.press('Escape');
  await page.waitForSelector(sheet, { state: 'detached' });
}

/** Plays (passing, the first trump, the first legal tile) until the hand's
 *  summary shows, auditing the table on the way: the bid and trump panels
 *  the first time each shows, the hint and the last trick once. */
async function playAHand(page, audit) {
  const seen = new Set();
  for (let guard = 0; guard < 100; guard += 1) {
    const s = await waitForPlayer(page);
    if (s.summary || s.over) return;
    if (!seen.has(s.phase)) {
      seen.add(s.phase);
      await audit(`table, ${s.phase}`);
    }
    if (s.phase === 'bidding') await bid(page);
    else if (s.phase === 'declaring') await declare(page);
    else if (s.phase === 'discarding') {
      await page.locator('.hand .hand-tile[data-legal="true"]').first().click();
      await page.click('[data-testid="confirm-discards"]');
    } else {
      if (s.tiles === 5) {
        await page.click('[data-testid="hint"]');
        await page.waitForSelector('.hint-card[data-hint]');
        await audit('table, the hint shown');
        await auditSheet(page, audit, '[data-testid="last-trick"]', '[data-last-trick]', 'last trick');
      }
      const n = s.tiles;
      await page.locator('.hand .hand-tile[data-legal="true"]').first().click();
      await page.locator('.hand .hand-tile.selected').click();
      await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length < n, n);
    }
  }
  throw new Error('the hand did not end');
}

test('axe finds nothing on a desktop, and no part of the page is unnamed but its banner and main (a panel\'s or card\'s heading row, a sheet\'s buttons at its foot, the top bar\'s buttons): setup, rules, settings, the Game sheet, every phase of a hand, the hint, the last trick, the summary, the review, the end of the game and the recent games', async () => {
  // A laptop's window, short enough that the hand's log overflows its
  // column and must scroll.
  const LAPTOP = { ...DESKTOP, viewport: { width: 1280, height: 640 } };
  const { page, errors, context } = await open(env, { device: LAPTOP, query: '?seed=7&speed=instant' });
  const cdp = await context.newCDPSession(page);
  const found = [];
  const audit = async (screen) => found.push(...await violations(page, screen), ...await unnamedParts(cdp, screen));
  await audit('setup');
  await auditSheet(page, audit, '[data-testid="setup-rules"]', '[data-testid="rules-page"]', 'rules');
  await auditSheet(page, audit, '[data-testid="settings"]', '.sheet.settings', 'settings');
  // A game of one mark: one hand, then the end screen.
  await chooseGame(page, 'texas42');
  await page.fill('#opt-target', '1');
  await page.locator('#opt-target').dispatchEvent('change');
  await newGame(page);
  await page.locator('[data-testid="tour"]').waitFor();
  await audit('table, the walkthrough');
  await page.click('[data-testid="tour-skip"]');
  await auditSheet(page, audit, '[data-testid="game-menu-open"]', '[data-testid="game-menu"]', 'the Game sheet');
  await playAHand(page, audit);
  await audit('hand summary');
  await page.click('[data-testid="review-hand"]');
  await page.waitForSelector('[data-review]');
  await audit('hand review');
  await page.click('[data-testid="next-hand"]');
  await page.waitForSelector('[data-game-over]');
  await audit('game over');
  assert.ok(await page.locator('.log-list').evaluate((l) => l.scrollHeight > l.clientHeight), 'the log scrolls');
  // The Game sheet with the game just finished among the recent games,
  // asked whether to deal it again over a rematch in progress.
  await page.click('[data-game-over] [data-testid="rematch"]');
  await page.waitForSelector('[data-game-over]', { state: 'detached' });
  await page.click('[data-testid="game-menu-open"]');
  await page.click('[data-testid="recent-again-0"]');
  await page.waitForSelector('#recent-again-0-question');
  await audit('the Game sheet, a recent game to deal again');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="game-menu"]', { state: 'detached' });
  assert.deepEqual(found, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('axe finds nothing on a phone, the log drawer shut or open; shut, Tab never lands in it', async () => {
  const { page, errors, context } = await open(env, { device: PHONE, query: '?seed=7&speed=instant' });
  const found = [];
  const audit = async (screen) => found.push(...await violations(page, screen));
  await audit('setup');
  await chooseGame(page, 'texas88');
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  await waitForPlayer(page);
  await audit('table');
  // Every stop of Tab, twice round the page: none inside the shut drawer.
  const stops = [];
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(await page.evaluate(() => !!document.activeElement.closest('.side')));
  }
  assert.equal(stops.filter(Boolean).length, 0, 'Tab went into the shut log drawer');
  await page.click('[data-testid="log"]');
  await page.waitForSelector('.app.log-open');
  await page.waitForFunction(() => document.activeElement?.classList.contains('side-close'));
  await audit('log drawer open');
  await page.click('.side-close');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.side')).visibility === 'hidden');
  await playAHand(page, audit);
  await audit('hand summary');
  assert.deepEqual(found, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('axe finds nothing in the page\'s messages: options it cannot read, a refused save, a record that will not load, the new-game question', async () => {
  const found = [];
  const visit = async (query, screens) => {
    const { page, errors, context } = await open(env, { device: DESKTOP, query });
    await screens(page, async (screen) => found.push(...await violations(page, screen)));
    assert.deepEqual(errors, []);
    await context.close();
  };
  await visit('?seed=abc&bot=zzz', async (page, audit) => {
    await page.locator('[data-testid="boot-refused"]').waitFor();
    await audit('launch options refused');
  });
  await visit('?seed=7', async (page, audit) => {
    // A save whose second action is a bid below the minimum.
    await page.evaluate(() => localStorage.setItem('bones.save', JSON.stringify({
      schema: 1, saved_at: 0, ui: { pause: 'none' }, record: { game: 'texas42', seed: 7, actions: ['pass', 'bid 29'] },
    })));
    await page.reload();
    await page.locator('[data-testid="boot-refused"]').waitFor();
    await audit('save refused');
  });
  await visit('?seed=7', async (page, audit) => {
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    await page.click('[data-testid="game-menu-open"]');
    await page.fill('[data-testid="import-text"]', 'not a game record');
    await page.click('[data-testid="import-load"]');
    await page.locator('[data-testid="import-error"]').waitFor();
    await audit('record refused');
    await page.keyboard.press('Escape');
    await page.click('[data-testid="top-new-game"]');
    await page.locator('[data-testid="confirm-new"]').waitFor();
    await audit('new game asked');
  });
  assert.deepEqual(found, []);
});

test('in forced colours (a Windows high-contrast theme) every button keeps its edge, the chosen game, level and rules stand out, the felt\'s faint name is not drawn over the trick, and the walkthrough rings the trick (its light there is a gradient, which forced colours drop)', async () => {
  const { page, errors, context } = await open(env, { device: DESKTOP, query: '?seed=7&speed=instant' });
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
  // Each group's chosen button has its own background; the others share one.
  const groups = await page.evaluate(() => ['[data-game]', '[data-level]', '[data-preset]'].map((selector) => {
    const buttons = [...document.querySelectorAll(`button${selector}`)];
    const chosen = buttons.filter((b) => ['aria-pressed', 'aria-checked'].some((a) => b.getAttribute(a) === 'true'));
    const background = (b) => getComputedStyle(b).backgroundColor;
    return {
      selector,
      chosen: chosen.length,
      apart: chosen.length === 1 && buttons.every((b) => b === chosen[0] || background(b) !== background(chosen[0])),
    };
  }));
  for (const g of groups) assert.deepEqual(g, { selector: g.selector, chosen: 1, apart: true });
  await chooseGame(page, 'texas42');
  await newGame(page);
  await waitForPlayer(page);
  const edgeless = await page.evaluate(() => [...document.querySelectorAll('button')].filter((b) => {
    const style = getComputedStyle(b);
    return b.getBoundingClientRect().width > 0 && (parseFloat(style.borderTopWidth) < 1 || style.borderTopStyle === 'none');
  }).map((b) => b.textContent.trim()));
  assert.deepEqual(edgeless, [], 'buttons without an edge');
  assert.equal(await page.locator('.felt-mark').isVisible(), false, 'the felt\'s name');
  await playUntilStep(page, 'counts');
  const trick = await page.evaluate(() => {
    const trick = document.querySelector('.centre .trick');
    return { ring: getComputedStyle(trick).outlineStyle, light: getComputedStyle(trick, '::before').backgroundImage };
  });
  assert.deepEqual(trick, { ring: 'dashed', light: 'none' }, 'the trick at the walkthrough\'s counts step');
  assert.deepEqual(errors, []);
  await context.close();
});

test('each one-of-several choice (the game, players, level, rules preset, bot speed, the rules page\'s games) is one Tab stop, and the arrows, Home and End move the choice, keeping the focus on it; a game is named by its title and described by its blurb, the level\'s group by what the level does', async () => {
  const { page, errors, context } = await open(env, { device: DESKTOP, query: '?seed=7' });
  await page.waitForSelector('[data-setup]');
  /** What has focus: the attribute naming its option, and whether it is chosen. */
  const focus = () => page.evaluate(() => {
    const el = document.activeElement;
    const name = ['data-game', 'data-players', 'data-level', 'data-preset', 'data-speed', 'data-rules-tab']
      .find((a) => el.hasAttribute(a));
    const chosen = ['aria-checked', 'aria-selected'].some((a) => el.getAttribute(a) === 'true');
    return name ? `${name}=${el.getAttribute(name)}${chosen ? '' : ' (not chosen)'}` : el.tagName;
  });
  // Yew may finish a redraw in a later task (see `settled`): on CI the
  // focus had moved and the choice's checked mark was not yet drawn.
  const press = async (key, expected) => {
    await page.keyboard.press(key);
    await settled(page);
    assert.equal(await focus(), expected, `after ${key}`);
  };
  // The level's group is described by what the chosen level does.
  const cdp = await context.newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const levels = nodes.find((n) => n.role?.value === 'radiogroup' && n.name?.value === 'Bot level');
  assert.equal(levels?.description?.value, await page.locator('.level-about').textContent());
  // A game is named by its title; its blurb describes it (one name ran
  // them together: "Texas 42 4 players · double-six…").
  const games = nodes.filter((n) => n.role?.value === 'radio' && n.description?.value?.includes(' players'))
    .map((n) => [n.name.value, n.description.value.split(' · ')[0]]);
  assert.deepEqual(games, [['Texas 42', '4 players'], ['Texas 88', '6 players in two teams of 3'], ['The Big Game', '4 players'], ['Domino Euchre', '2, 3 or 4 players']]);
  await page.focus('[data-game][aria-checked="true"]');
  assert.equal(await focus(), 'data-game=texas42');
  // One Tab stop a group: Tab goes from the chosen game to the chosen level.
  await press('Tab', 'data-level=normal');
  await press('Shift+Tab', 'data-game=texas42');
  await press('ArrowRight', 'data-game=texas88');
  assert.match(await page.locator('[data-summary]').textContent(), /^Texas 88/);
  await press('ArrowDown', 'data-game=big-game');
  // Euchre brings in the choice of players after the games: the focus stays.
  await press('End', 'data-game=euchre');
  await press('Tab', 'data-players=4');
  await press('ArrowLeft', 'data-players=3');
  assert.match(await page.locator('[data-summary]').textContent(), /^Domino Euchre for 3/);
  await press('Tab', 'data-level=normal');
  await press('ArrowRight', 'data-level=hard');
  await press('Home', 'data-level=easy');
  await press('ArrowUp', `data-level=${await page.locator('[data-level]').last().getAttribute('data-level')}`);
  await press('Shift+Tab', 'data-players=3');
  await press('Shift+Tab', 'data-game=euchre');
  // Round past the last game to the first; the players' choice goes.
  await press('ArrowRight', 'data-game=texas42');
  assert.equal(await page.locator('[data-players]').count(), 0);
  // Texas 42's presets: the chosen one is the stop; custom rules choose
  // none, and the first is.
  await page.focus('[data-preset][aria-checked="true"]');
  assert.equal(await focus(), 'data-preset=straight');
  await press('ArrowRight', 'data-preset=house');
  await page.selectOption('#opt-scoring', 'points');
  assert.deepEqual(await page.locator('[data-preset]').evaluateAll((b) => b.map((x) => [x.getAttribute('aria-checked'), x.tabIndex])),
    [['false', 0], ['false', -1]]);
  // Modifier keys are the browser's and the screen reader's own.
  await page.focus('[data-level][aria-checked="true"]');
  const level = await focus();
  await press('Alt+ArrowRight', level);
  // The rules page's games are tabs, its rules their panel.
  await page.click('[data-testid="setup-rules"]');
  await page.focus('[data-rules-tab][aria-selected="true"]');
  assert.equal(await focus(), 'data-rules-tab=texas42');
  await press('ArrowLeft', 'data-rules-tab=euchre');
  assert.equal(await page.locator('[data-rules]').getAttribute('data-rules'), 'euchre');
  assert.equal(await page.locator('[role="tabpanel"]').getAttribute('aria-labelledby'), 'rules-tab-euchre');
  await page.keyboard.press('Escape');
  // Settings: the bots' speed.
  await page.click('[data-testid="settings"]');
  await page.focus('[data-speed][aria-checked="true"]');
  const speeds = await page.locator('[data-speed]').evaluateAll((b) => b.map((x) => x.dataset.speed));
  const at = speeds.indexOf((await focus()).split('=')[1]);
  await press('ArrowRight', `data-speed=${speeds[(at + 1) % speeds.length]}`);
  await page.keyboard.press('Escape');
  await page.click('[data-testid="settings"]');
  assert.equal(await page.locator('[data-speed][aria-checked="true"]').getAttribute('data-speed'), speeds[(at + 1) % speeds.length]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('no control\'s description repeats its name, which a screen reader would read twice: the setup screen, the table in play, Settings, the Game sheet, the rules and the hint; the dealer\'s chip reads as the word', async () => {
  const { page, errors, context } = await open(env, { device: DESKTOP, query: '?seed=7&speed=instant' });
  const cdp = await context.newCDPSession(page);
  const repeated = async (screen) => {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes.filter((n) => !n.ignored && n.name?.value && n.description?.value
      && n.name.value.toLowerCase().includes(n.description.value.toLowerCase()))
      .map((n) => `${screen}: ${n.role.value} "${n.name.value}" described as "${n.description.value}"`);
  };
  await page.waitForSelector('[data-setup]');
  const found = await repeated('setup');
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  await waitForPlayer(page);
  found.push(...await repeated('table'));
  // The dealer's chip reads as the word, its letter hidden.
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const said = nodes.filter((n) => !n.ignored && n.role?.value === 'StaticText').map((n) => n.name?.value);
  assert.ok(said.includes('dealer') && !said.includes('D'), 'the dealer\'s chip is read as "dealer"');
  for (const [opener, sheet, screen] of [['[data-testid="settings"]', '.sheet.settings', 'settings'],
    ['[data-testid="game-menu-open"]', '[data-testid="game-menu"]', 'game sheet'], ['[data-testid="rules-open"]', '[data-testid="rules-page"]', 'rules']]) {
    await page.click(opener);
    await page.waitForSelector(sheet);
    found.push(...await repeated(screen));
    await page.keyboard.press('Escape');
    await page.waitForSelector(sheet, { state: 'detached' });
  }
  await page.click('[data-testid="hint"]');
  await page.waitForSelector('.hint-card[data-hint]');
  found.push(...await repeated('hint'));
  assert.deepEqual(found, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the score pad reads each side as one line of plain words ("Us: 1 mark, 12 points this hand"), not its drawing: no name in capitals a screen reader would spell ("US"), no marks said twice, no "pts"; marks in 42, points in 88, tricks in Euchre for 3 on a phone\'s pad', async () => {
  const found = [];
  for (const [device, game, players, line] of [
    [DESKTOP, 'texas42', undefined, /^(Us|Them): \d+ marks?, \d+ points? this hand$/],
    [DESKTOP, 'texas88', undefined, /^(Us|Them): \d+ points?, \d+ points? this hand$/],
    [PHONE, 'euchre', 3, /^(You|Ada|Ben): \d+ points?, \d+ tricks? this hand$/],
  ]) {
    const { page, errors, context } = await open(env, { device, query: '?seed=7&speed=instant' });
    const cdp = await context.newCDPSession(page);
    await chooseGame(page, game, { players });
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    // A trick taken, so that the hand's figures are not all naught.
    await playUntil(page, async (s) => s.phase === 'playing' && await page.locator('.log-list [data-kind="trick"]').count() > 0);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    // The words under a node, in order (through the nodes the tree leaves
    // out, such as plain blocks, whose text is still read).
    const said = (n) => (!n.ignored && n.role?.value === 'StaticText' ? [n.name.value]
      : (n.childIds ?? []).flatMap((id) => said(byId.get(id))));
    const pads = nodes.filter((n) => !n.ignored && n.role?.value === 'region' && /^Score( sheet)?$/.test(n.name?.value));
    assert.ok(pads.length > 0, `${game}: a score pad in the accessibility tree`);
    const columns = players ?? 2;
    for (const pad of pads) {
      const words = said(pad);
      const sides = words.filter((w) => line.test(w));
      if (sides.length !== columns) found.push(`${game}, ${pad.name.value}: ${JSON.stringify(words)}`);
      const spelt = words.filter((w) => /\b[A-Z]{2,}\b|\bpts\b/.test(w));
      if (spelt.length) found.push(`${game}, ${pad.name.value}: ${JSON.stringify(spelt)}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('a screen reader is told the deal and the auction as they happen, in the log\'s order and words, one line for what came at once; a game resumed is not told again (42, and 88 with its kitty)', async () => {
  // The log's lines that the announcer tells: its tricks are told by the
  // trick, a hand's end by its dialog.
  const TOLD = ['deal', 'bid', 'won', 'declared', 'picked-up', 'discarded', 'thrown-in', 'turn-up-set-aside'];
  for (const game of ['texas42', 'texas88']) {
    const { page, errors, context } = await open(env, { device: DESKTOP, query: '?seed=3&speed=instant' });
    await chooseGame(page, game);
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    const region = page.locator('[data-announcer]');
    assert.equal(await region.getAttribute('aria-live'), 'polite');
    assert.ok(await region.evaluate((el) => el.getBoundingClientRect().width <= 1), `${game}: the announcer is not seen`);
    // Drawn with the log's first lines in it: those are not told.
    const before = await page.locator('.log-list [data-kind]').count();
    // What the region says after each change (a new line, or a line's
    // words changed in place).
    await page.evaluate(() => {
      window.told = [];
      const region = document.querySelector('[data-announcer]');
      new MutationObserver(() => {
        if (region.textContent && region.textContent !== window.told.at(-1)) window.told.push(region.textContent);
      }).observe(region, { childList: true, subtree: true, characterData: true });
    });
    let hands = 0;
    await playUntil(page, async (s) => {
      if (s.summary) hands += 1;
      return hands === 1 && s.phase === 'playing' && !s.summary;
    }, 400);
    // The kitty put down tile by tile is told as it grows ("Eve puts a
    // tile face down", then "Eve puts 2 tiles face down"): its last count
    // is the log's.
    const told = (await page.evaluate(() => window.told)).flatMap((line) => line.split('. '))
      .filter((line, i, all) => !(/ face down$/.test(line) && all[i + 1]?.split(' ')[0] === line.split(' ')[0] && / face down$/.test(all[i + 1])));
    const logged = await page.locator('.log-list [data-kind]').evaluateAll((lis, [from, kinds]) => lis.slice(from)
      .filter((li) => kinds.includes(li.dataset.kind)).map((li) => li.textContent), [before, TOLD]);
    assert.ok(logged.some((l) => l.startsWith('Hand 2')) && logged.some((l) => / trump$/.test(l)), `${game}: ${logged}`);
    if (game === 'texas88') assert.ok(logged.some((l) => / takes the kitty$/.test(l)), `${game}: ${logged}`);
    assert.deepEqual(told, logged, `${game}: told as the log says it`);
    // Resumed, the table tells nothing of what went before.
    await page.reload();
    await page.locator('[data-announcer]').waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    assert.equal(await page.locator('[data-announcer]').textContent(), '', `${game}: resumed, nothing told`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a screen reader hears the hint as it comes, from a live region that was there before it: the choice with its tile\'s spoken name and the value with what it is; the card, which appears whole, is no live region', async () => {
  const { page, errors, context } = await open(env, { device: DESKTOP, query: '?seed=7&speed=instant' });
  await newGame(page);
  await page.click('[data-testid="tour-skip"]');
  const said = page.locator('[data-hint-said]');
  for (const phase of ['bidding', 'playing']) {
    await playUntil(page, async (s) => s.phase === phase && s.myTurn);
    assert.equal(await said.getAttribute('aria-live'), 'polite', `${phase}: the region is there before the hint`);
    assert.equal(await said.textContent(), '');
    assert.ok(await said.evaluate((el) => el.getBoundingClientRect().width <= 1), 'the region is not seen');
    await page.click('[data-testid="hint"]');
    const card = page.locator('.hint-card[data-hint]');
    await card.waitFor();
    const choice = await card.getAttribute('data-hint');
    const words = await said.textContent();
    const value = await page.locator('.hint-card .hint-choice-value').textContent().catch(() => null);
    const heading = await page.locator('.hint-card .hint-heading').textContent();
    if (phase === 'playing') {
      // "6-4" would be read as a sum: the tile is named as elsewhere.
      const name = await page.locator(`.hand [data-tile="${choice}"]`).getAttribute('aria-label');
      assert.ok(words.startsWith(`Hint: Play ${name.split(', ').filter((part) => /count$|^double|-/.test(part)).join(', ')}`), `${words} (the tile: ${name})`);
      assert.doesNotMatch(words, /\d-\d/);
    } else assert.ok(words.startsWith('Hint: '), words);
    if (value) assert.ok(words.endsWith(`. ${heading}: ${value}.`), `${words} (the card: ${heading}, ${value})`);
    assert.equal(await card.evaluate((el) => el.closest('[aria-live], [role="status"], [role="alert"]')), null, 'the card is not live');
    await page.click('.hint-card [aria-label="Close the hint"]');
    assert.equal(await said.textContent(), '', 'closed, it says nothing more');
    if (phase === 'bidding') await bid(page);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
