// Short wide windows: a laptop's browser under its tabs and address bar
// (1366 × 657), a tablet held sideways (1024 × 768, 1024 × 695 in Safari),
// a small laptop (1024 × 600). The table beside the log column is short
// there: the trick's cross, the seat across and the status lines must
// still keep apart, and the panels must leave the seats in view
// (styles/short.css, "Short wide windows").

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  atEverySize, bidTop, chooseGame, coveredBy, declare, everyTable, findInPlay, handRows, newGame, open, putDown, setup, waitForPlayer,
} from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const GAMES = [['texas42'], ['texas88'], ['big-game'], ['euchre', 4], ['euchre', 3], ['euchre', 2]];

test('short wide windows in trick play: every game keeps seats, trick and status lines apart, its hand on one row of tiles a finger can take', async () => {
  // The first tricks: the hands and the seats' columns of tiles are
  // longest there, and every trick's cross is whole.
  const found = await findInPlay(env, everyTable([[1366, 657], [1024, 695], [1024, 600]], GAMES), (tiles) => tiles <= 3, {
    turns: 2, oneRow: true, least: () => ({ hand: 44 }),
  });
  assert.deepEqual(found, []);
});

test('short wide windows at the auction: the bid, trump, kitty and spare panels leave every seat\'s name and tiles in view, and the hand with the kitty or spare taken lies on one row', async () => {
  const found = [];
  // 900 × 600: the narrowest, where "You" has no room beside a long hand.
  const sizes = [[1024, 768], [1024, 600], [900, 600]].map(([width, height]) => ({ width, height }));
  // Each game's auction, each of the player's turns looked at on every
  // screen.
  for (const [game, players] of GAMES) {
    const name = `${game}${players ? ` for ${players}` : ''}`;
    const { page, errors, context } = await open(env, { device: { viewport: sizes[0] }, query: '?seed=31&speed=instant' });
    await chooseGame(page, game, { players });
    await newGame(page);
    await page.click('[data-testid="tour-skip"]');
    const phases = new Set();
    for (let turn = 0; turn < 20; turn += 1) {
      const st = await waitForPlayer(page);
      if (st.summary || st.phase === 'playing') break;
      phases.add(st.phase);
      await atEverySize(page, sizes, async ({ width, height }) => {
        const where = `${width} × ${height}, ${name}`;
        const covered = await coveredBy(page, '.panel-slot .panel');
        found.push(...covered.filter((part) => part !== 'panel').map((part) => `${where}, ${st.phase}: ${part}`));
        const rows = await handRows(page);
        if (rows.length !== 1) found.push(`${where}, ${st.phase}, ${st.tiles} tiles: the hand in rows of ${rows.join(' + ')}`);
      });
      // The top bid wins the auction, so that the player also names
      // trump and, in 88 and the Big Game, puts tiles down.
      if (st.phase === 'bidding') await bidTop(page);
      else if (st.phase === 'declaring') await declare(page);
      else if (st.phase === 'discarding') await putDown(page);
    }
    const expected = game === 'euchre' ? ['bidding'] : game === 'texas42' ? ['bidding', 'declaring'] : ['bidding', 'discarding', 'declaring'];
    assert.deepEqual([...phases].sort(), expected.sort(), `${name}: the panels seen`);
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});
