// Phones held upright, in trick play: every game's seats (names, chips,
// tiles), score pad, trick and status lines stay apart, the walkthrough's
// card up or not. (Held sideways: sideways.test.mjs.)

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { everyTable, findInPlay, setup } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('phones held upright with the walkthrough running (its card takes a row under the table, which is shorter): every game keeps seats, score pad, trick and status lines apart', async () => {
  const tables = everyTable(
    [[390, 844], [412, 915], [360, 800]],
    [['texas42'], ['texas88'], ['big-game'], ['euchre', 4], ['euchre', 3], ['euchre', 2]],
  ).map((table) => ({ ...table, tour: true }));
  assert.deepEqual(await findInPlay(env, tables, (tiles) => tiles === 1), []);
});

test('the seat across keeps clear of the score pad while it deals and holds the bid (its chips beside it): 360 × 800, and the Big Game at 320 × 568, where it sits at the right', async () => {
  const found = [];
  // Until a hand in which the seat across has dealt and won the bid.
  for (const [game, players, hands, sizes] of [
    ['texas42', undefined, 4, [[360, 800]]], ['big-game', undefined, 4, [[360, 800], [320, 568]]], ['euchre', 4, 2, [[360, 800]]],
  ]) {
    const tables = sizes.map(([width, height]) => ({ width, height, game, players }));
    found.push(...await findInPlay(env, tables, (tiles, st) => st.hand === hands, {
      check: ({ chipsAcross }) => [chipsAcross < 3 && `the seat across wore chips at ${chipsAcross} turns`],
    }));
  }
  assert.deepEqual(found, []);
});
