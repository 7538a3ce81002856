// A tiny static file server for the built page (dist/), on 127.0.0.1 only.
// No network beyond the loopback interface; no dependencies.

import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A page of the served origin that runs nothing and asks for nothing
 *  (not even a favicon), for a test to stand on while it clears the
 *  origin's storage between two loads of the game (`forEachSize`). */
export const BLANK = '/__blank';
const BLANK_PAGE = '<!doctype html><title>Between tests</title><link rel="icon" href="data:,">';

/**
 * Serves `root` on 127.0.0.1 at a free port; resolves to { url, close }.
 * With `prefix` ('/bones/'), the files are served under that path only
 * (as GitHub Pages serves a project), and `url` ends with it (no slash).
 * With `delay(path)`, each file waits that many milliseconds first (a
 * slow network for some files).
 */
export async function serve(root, { prefix = '/', gzip = false, delay = () => 0 } = {}) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const full = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      if (!full.startsWith(prefix)) throw new Error('outside the prefix');
      const path = `/${full.slice(prefix.length)}`;
      if (path === BLANK) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(BLANK_PAGE);
        return;
      }
      let file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const wait = delay(path);
      if (wait > 0) await new Promise((ok) => { setTimeout(ok, wait); });
      let body = await readFile(file);
      const headers = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      };
      // With `gzip`, compress as GitHub Pages does (for Lighthouse's
      // transfer sizes); the tests read the files as they are.
      if (gzip && /gzip/.test(req.headers['accept-encoding'] ?? '') && !/png|woff2/.test(headers['content-type'])) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}${prefix.replace(/\/$/, '')}`,
    // Every connection is dropped too: `close` alone waits for sockets a
    // request is still open on, and Node stops timing them out once the
    // server is closing, so one the browser keeps open would hang the test.
    close: () => new Promise((ok) => {
      server.close(ok);
      server.closeAllConnections();
    }),
  };
}

// `node server.mjs [dir] [port]`: serve a build by hand.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? 'dist';
  const { url } = await serve(root, { gzip: process.env.BONES_GZIP === '1' });
  console.log(`serving ${root} at ${url}`);
}
