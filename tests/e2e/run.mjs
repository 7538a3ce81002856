// Runs every browser test file (`*.test.mjs` here) with Node's test runner,
// the longest files first. `node --test` starts its files in alphabetical
// order, and with two at a time on 2 cores that left a long file
// (walkthrough.test.mjs, about 190 s) to start last and run on alone. Started
// longest first, the two lanes end within seconds of each other: 1,161 s
// instead of 1,210 for the file times of a CI run of 99163f3.
//
//   node tests/e2e/run.mjs --concurrency 2 --timeout 600000
//
// Exits 1 if any test fails, times out or a file cannot run, and 2, with a
// message, on arguments it cannot read.

import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The files by their time in a whole run against a release build of the
 *  commit that looked at each game on several screens by resizing its
 *  page (table 267 s to worker 5 s; 1,480 s on two lanes). A file not
 *  named here goes before them all: it may be long. */
const LONGEST_FIRST = [
  'table', 'sideways', 'monkey', 'coach', 'walkthrough', 'polish', 'persist', 'games', 'phones',
  'small-phones', 'monitors', 'setup', 'coach-phones', 'laptops', 'page-heights', 'walkthrough-sideways',
  'tablets', 'undo', 'game', 'hand', 'a11y', 'sound', 'offline', 'worker',
];

/** The arguments, or why they cannot be read: an unknown option or a
 *  missing value (parseArgs throws) as much as a value out of range. */
function readArguments() {
  const { values } = parseArgs({
    options: {
      concurrency: { type: 'string', default: '1' },
      timeout: { type: 'string', default: '600000' },
    },
  });
  const concurrency = Number(values.concurrency);
  const timeout = Number(values.timeout);
  if (!(Number.isInteger(concurrency) && concurrency >= 1) || !(timeout > 0)) {
    throw new Error(`--concurrency takes a whole number from 1, --timeout milliseconds (got ${values.concurrency}, ${values.timeout})`);
  }
  return { concurrency, timeout };
}

let concurrency;
let timeout;
try {
  ({ concurrency, timeout } = readArguments());
} catch (error) {
  console.error(`run.mjs: ${error.message}`);
  process.exit(2);
}

const here = dirname(fileURLToPath(import.meta.url));
const rank = (file) => LONGEST_FIRST.indexOf(file.replace(/\.test\.mjs$/, ''));
const files = readdirSync(here)
  .filter((file) => file.endsWith('.test.mjs'))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  .map((file) => join(here, file));

const tests = run({ files, concurrency, timeout });
tests.on('test:fail', () => { process.exitCode = 1; });
tests.compose(process.stdout.isTTY ? spec : tap).pipe(process.stdout);
