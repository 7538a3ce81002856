// The installable-app checks (Lighthouse 12+ no longer scores them) and
// the time from navigation to the first playable table, in Debian's
// headless Chromium against a served release build:
//   node scripts/pwa-checks.mjs http://127.0.0.1:PORT/
// Used by scripts/lighthouse.sh.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from '../tests/e2e/node_modules/playwright-core/index.mjs';

const url = process.argv[2];
if (!url) throw new Error('usage: node scripts/pwa-checks.mjs URL');
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ARGS });
const checks = [];
const check = (name, ok, detail = '') => checks.push({ name, ok, detail });

try {
  // A persistent profile: Chromium never offers to install from incognito
  // (which every browser.newContext() is).
  const profile = await mkdtemp(join(tmpdir(), 'bones-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ARGS,
  });
  const page = context.pages()[0] ?? await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.waitForSelector('.app');
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
  check('installable (Chromium reports no installability error)', errors.length === 0,
    errors.map((e) => e.errorId).join(', '));
  const { url: manifestUrl, errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  check('manifest parses without errors', manifestErrors.length === 0, manifestErrors.map((e) => e.message).join('; '));
  const manifest = JSON.parse((await (await fetch(manifestUrl)).text()));
  const sizes = manifest.icons.map((i) => `${i.sizes}:${i.purpose}`);
  check('manifest: name, short_name, start_url, display standalone',
    !!(manifest.name && manifest.short_name && manifest.start_url && manifest.display === 'standalone'));
  check('manifest: 192 and 512 PNG icons, maskable too',
    ['192x192:any', '512x512:any', '192x192:maskable', '512x512:maskable'].every((s) => sizes.includes(s)), sizes.join(' '));
  check('theme-color meta', !!(await page.$('meta[name="theme-color"]')));
  await page.reload();
  await page.waitForSelector('.app');
  check('a service worker controls the page', await page.evaluate(() => !!navigator.serviceWorker.controller));
  await context.setOffline(true);
  const offline = await page.goto(url);
  check('start_url answers 200 offline', offline?.status() === 200, `status ${offline?.status()}`);
  await page.waitForSelector('.app');
  check('the page renders offline', true);
  await context.close();
  await rm(profile, { recursive: true, force: true });

  // Time to the first playable table: a deal link opens straight onto the
  // table with the player to bid. Fresh context (cold: no service worker,
  // no cache) each time; the median of 5.
  const times = [];
  for (let i = 0; i < 5; i += 1) {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await p.goto(`${url}?deal=1.texas42.${100 + i}`);
    await p.waitForSelector('.app[data-my-turn="true"] [data-panel="bidding"] button');
    times.push(await p.evaluate(() => performance.now()));
    await ctx.close();
  }
  times.sort((a, b) => a - b);
  console.log(`time to first playable table (cold, median of 5): ${Math.round(times[2])} ms  [${times.map(Math.round).join(', ')}]`);
} finally {
  await browser.close();
}
for (const c of checks) console.log(`${c.ok ? 'pass' : 'FAIL'}  ${c.name}${c.detail ? `  (${c.detail})` : ''}`);
process.exitCode = checks.every((c) => c.ok) ? 0 : 1;
