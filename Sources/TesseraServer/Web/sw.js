// Tessera's service worker: after the first visit the page, its assets and the rules'
// WebAssembly work offline. The server fills in VERSION (a hash of every asset), ASSETS, ON_DEMAND
// and PAGES (every section's path, from sections.json) when it starts, so a new server version
// installs a new cache and removes the old one. ON_DEMAND assets (the AI player) are not fetched
// on install: they are kept once the page first fetches them, and work offline from then on.

const VERSION = '__TESSERA_VERSION__';
const ASSETS = __TESSERA_ASSETS__;
const CACHE = `tessera-${VERSION}`;
const PAGES = __TESSERA_PAGES__;
const ON_DEMAND = __TESSERA_ON_DEMAND__;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('tessera-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (event.request.mode === 'navigate' || PAGES.includes(url.pathname)) {
    // Pages: the network when it answers (so a new version shows), else the cached page.
    event.respondWith(fetch(event.request).catch(() => caches.match('/', { cacheName: CACHE })));
    return;
  }
  event.respondWith(caches.match(event.request, { cacheName: CACHE }).then((hit) => hit ?? fetchAndKeep(event, url)));
});

/**
 * Fetches an asset; one loaded on demand is also kept in the cache, after the page has it. A copy the
 * cache refuses (a full quota, a private window) costs only the offline copy, never the page's fetch.
 */
async function fetchAndKeep(event, url) {
  const response = await fetch(event.request);
  if (response.ok && ON_DEMAND.includes(url.pathname)) {
    const copy = response.clone();
    event.waitUntil(caches.open(CACHE).then((cache) => cache.put(event.request, copy)).catch(() => {}));
  }
  return response;
}
