// Bones service worker: after one visit the page loads and plays with no
// network at all.
//
// This file is a template: scripts/pwa.mjs (Trunk's post_build hook, release
// builds only) fills in the build's id and the list of every file it built
// (Trunk hashes file names per build, so the list is only known then) and
// writes the result to dist/sw.js. Every URL is relative to this script, so
// the same worker serves the page from / or from a sub-path (/REPO/).
//
// - install: caches every built file in a cache named after the build.
// - activate: deletes the caches of earlier builds but the latest of them,
//   takes over open pages and tells them its build.
// - fetch: files whose names carry Trunk's content hash never change, so
//   they come from the cache first. The page itself and the few files with
//   fixed names (the AI worker, the manifest, icons) come from the network
//   while there is one, so an update shows on the next load, and from the
//   cache when there is none. The cache is only ever filled by install, so
//   what it serves offline is always one whole, consistent build. The AI
//   worker's files are the exception: they are asked for with the page's
//   build (worker-loader.js?build=ID) and come from that build's cache.

const BUILD = '__BONES_BUILD__';
const ASSETS = ['__BONES_ASSETS__'];

const PREFIX = 'bones-';
const CACHE = `${PREFIX}${BUILD}`;
// Trunk's hashed names: app-0123456789abcdef.js, app-…_bg.wasm, main-….css,
// favicon-….svg. The hash is a 64-bit number in hex without leading zeros,
// so 1 to 16 digits (icons/icon-192.png is not one of them: no PNG is).
const HASHED = /-[0-9a-f]{1,16}(_bg)?\.(js|wasm|css|svg)$/;
// How long the network may take before the cached copy is served instead.
const NETWORK_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // `reload`: straight from the server, never from the HTTP cache.
    await cache.addAll(ASSETS.map((url) => new Request(url, { cache: 'reload' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    // The newest earlier build's cache is kept (the names list in the
    // order the caches were made): a page of that build, still open, is
    // this worker's now, and may start an AI worker again (one that died,
    // the coach's at the first hint), which must come from its own build.
    const earlier = (await caches.keys()).filter((k) => k.startsWith(PREFIX) && k !== CACHE);
    await Promise.all(earlier.slice(0, -1).map((k) => caches.delete(k)));
    await self.clients.claim();
    // Each open page is told which build now serves it: a page of an
    // earlier build offers the player a reload (its game is saved after
    // every move, so the reload resumes it).
    for (const client of await self.clients.matchAll({ type: 'window' })) {
      client.postMessage({ bones: 'build', build: BUILD });
    }
  })());
});

async function fromCache(request, options) {
  const cache = await caches.open(CACHE);
  return cache.match(request, options);
}

async function networkFirst(request, fallback) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NETWORK_MS);
  try {
    const response = await fetch(request, { signal: controller.signal });
    if (response.ok) return response;
    // A server error or a 404 while the cache has the file: the cache wins.
    return (await fallback()) ?? response;
  } catch (error) {
    const cached = await fallback();
    if (cached) return cached;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

// A file of the AI worker, for the page of `build`: from that build's
// cache while there is one, so that a page served from the cache (offline,
// or the network slower than NETWORK_MS) never runs a newer build's worker,
// which the network may offer already and whose messages it may not read.
// A page newer than every cache (just deployed) takes the network's.
async function ofBuild(request, build) {
  const name = `${PREFIX}${build}`;
  if (await caches.has(name)) {
    const hit = await (await caches.open(name)).match(request, { ignoreSearch: true });
    // A new response, without the cached one's URL: a worker takes its
    // script's response URL as its own, and the loader reads the build
    // from it (the cached one has no query).
    if (hit) return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers: hit.headers });
  }
  return networkFirst(request, () => fromCache(request, { ignoreSearch: true }));
}

async function cacheFirst(request) {
  return (await fromCache(request)) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Any page of the app (with any query: ?deal=…) is the one index.html.
    const page = new URL('./', self.location.href).href;
    event.respondWith(networkFirst(request, () => fromCache(page)));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (url.searchParams.has('build')) {
    event.respondWith(ofBuild(request, url.searchParams.get('build')));
  } else {
    event.respondWith(networkFirst(request, () => fromCache(request, { ignoreSearch: true })));
  }
});
