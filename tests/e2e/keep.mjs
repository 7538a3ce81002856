// Helpers for the tests of keeping the player's work (autosave, import,
// export, deal links, offline): reading the table's whole visible state,
// and watching where requests go and what the CSP refuses.

/** Everything the table shows that a restored game must reproduce. */
export function tableState(page) {
  return page.evaluate(() => {
    const app = document.querySelector('.app');
    const all = (sel, f) => [...document.querySelectorAll(sel)].map(f);
    return {
      phase: app.dataset.phase,
      turn: app.dataset.turn,
      myTurn: app.dataset.myTurn,
      hand: app.dataset.hand,
      pause: app.dataset.pause,
      tiles: all('.hand .hand-tile', (t) => t.dataset.tile),
      trick: all('.trick [data-tile]', (t) => `${t.dataset.seat}:${t.dataset.tile}`),
      scores: all('.side .score-pad .score-total', (s) => s.dataset.score),
      log: all('.log-list li', (li) => li.textContent),
      status: document.querySelector('[data-status]')?.textContent ?? '',
    };
  });
}

/** The tiles in the player's hand, sorted (order may follow trump). */
export function handTiles(page) {
  return page.evaluate(() => [...document.querySelectorAll('.hand .hand-tile')]
    .map((t) => t.dataset.tile).sort());
}

/**
 * Records every request the context makes (pages, workers and the service
 * worker), and every CSP violation the pages report.
 */
export async function watch(context) {
  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__violations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return { requests };
}

/** CSP violations the page saw. */
export function violations(page) {
  return page.evaluate(() => window.__violations ?? []);
}

/** Opens the "Game" sheet. */
export async function openMenu(page) {
  await page.click('[data-testid="game-menu-open"]');
  await page.waitForSelector('[data-testid="game-menu"]');
}

export async function closeMenu(page) {
  await page.click('[data-testid="game-menu"] .sheet-foot .btn');
  await page.waitForSelector('[data-testid="game-menu"]', { state: 'detached' });
}

/**
 * Waits until the service worker controls the page (its files are cached).
 * Fails after `timeout` ms with the registration's state, rather than
 * waiting forever on a worker whose install failed.
 */
export async function waitForServiceWorker(page, timeout = 60_000) {
  let timer;
  const asked = page.evaluate(async (timeout) => {
    const controlled = (async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
      }
      return 'controlled';
    })();
    const late = new Promise((ok) => setTimeout(() => ok('late'), timeout));
    if (await Promise.race([controlled, late]) === 'controlled') return null;
    const r = await navigator.serviceWorker.getRegistration();
    const state = (w) => w?.state ?? 'none';
    return r
      ? `installing ${state(r.installing)}, waiting ${state(r.waiting)}, active ${state(r.active)}`
      : 'no registration';
  }, timeout);
  // A page too busy to answer at all fails here too, a little later.
  const stuck = new Promise((ok) => { timer = setTimeout(() => ok('the page did not answer'), timeout + 10_000); });
  const outcome = await Promise.race([asked, stuck]).finally(() => clearTimeout(timer));
  if (outcome) throw new Error(`the service worker did not take control within ${timeout} ms (${outcome})`);
}

/**
 * Acts for the player (passing or the lowest forced bid, the first trump
 * offered, the first legal tile by two clicks) until `tiles` tiles have
 * been played, a hand summary shows, or the game ends.
 */
export async function playTiles(page, tiles, { waitForPlayer, bid, declare }) {
  let played = 0;
  while (played < tiles) {
    const s = await waitForPlayer(page);
    if (s.summary || s.over) return played;
    if (s.phase === 'bidding') await bid(page);
    else if (s.phase === 'declaring') await declare(page);
    else {
      const n = s.tiles;
      await page.locator('.hand .hand-tile[data-legal="true"]').first().click();
      await page.locator('.hand .hand-tile.selected').click();
      await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-tile').length < n
        || document.querySelector('[data-hand-summary]'), n);
      played += 1;
    }
  }
  return played;
}
