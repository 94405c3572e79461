/* Service worker (scope /): network-first HTML with an offline fallback, cache-first build assets. */
'use strict';
const BUILD = '__BUILD_ID__';
const PAGES = `pages-${BUILD}`;
const STATIC = `static-${BUILD}`;
const OFFLINE_URL = '/offline.html';
// lib/routing GUARDED_SEGMENTS, stamped in by route.ts (worker-source.ts).
const GUARDED_SEGMENTS = '__GUARDED_SEGMENTS__'.split(',');
// Same-origin API calls after which the visitor may be somebody else (signed in, out, excluded).
const SESSION_CHANGES = ['/api/login', '/api/logout', '/api/register', '/api/completeRegistration', '/api/protection/exclude'];

/** True when a path has a guarded segment (/cashier/…, /en/profile/…, /bets/…), as lib/routing isGuardedPath. */
function isGuardedPath(pathname) {
  return pathname.split('/').some((segment) => {
    let name = segment;
    try {
      name = decodeURIComponent(segment);
    } catch {
      // a malformed escape stays as written
    }
    return GUARDED_SEGMENTS.includes(name.toLowerCase());
  });
}

/**
 * May the answer to a page request be kept for offline use? Only a page the server calls public
 * (Cache-Control `public`, no `private`/`no-store`): the same page for every visitor. Never a page
 * of a guarded area (it is a player's, whatever its headers say), a redirect or an error.
 */
function mayKeepPage(request, response) {
  if (!request || !response || request.method !== 'GET' || request.headers.has('authorization')) return false;
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  const paths = [request.url, response.url].filter(Boolean).map((url) => new URL(url, self.location.origin).pathname);
  if (paths.some(isGuardedPath)) return false;
  const directives = (response.headers.get('cache-control') || '').toLowerCase().split(',').map((d) => d.split('=')[0].trim());
  return directives.includes('public') && !directives.includes('private') && !directives.includes('no-store');
}

/** Drops every kept page (of any build) but the offline page: after a sign-in or sign-out nobody's page shows offline. */
async function clearPages() {
  const keys = await caches.keys();
  await Promise.all(
    keys
      .filter((key) => key.startsWith('pages-'))
      .map(async (key) => {
        const cache = await caches.open(key);
        const requests = await cache.keys();
        await Promise.all(requests.filter((r) => new URL(r.url, self.location.origin).pathname !== OFFLINE_URL).map((r) => cache.delete(r)));
      }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PAGES).then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' }))));
});

// Caches of other builds go: a page cached by an older build never shows after a deploy.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== PAGES && key !== STATIC).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** Fetches a page and keeps it when it may be kept (mayKeepPage). */
async function keepPage(cache, request) {
  const response = await fetch(request);
  if (mayKeepPage(request, response)) await cache.put(request, response.clone());
  return response;
}

// SKIP_WAITING: the page offered the reload and the visitor said yes, so this (waiting) worker takes over.
// CACHE: the page that registered the worker hands its own URL and build assets, fetched before the worker ran.
// CLEAR_PAGES: the visitor signed in or out (features/pwa/page-caches.ts); the kept pages go.
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'SKIP_WAITING') self.skipWaiting();
  if (data.type === 'CLEAR_PAGES') event.waitUntil(clearPages());
  if (data.type === 'CACHE') {
    const same = (url) => new URL(url, self.location.origin).origin === self.location.origin;
    const assets = (data.assets || []).filter((url) => same(url) && new URL(url, self.location.origin).pathname.startsWith('/_next/static/'));
    event.waitUntil(
      Promise.all([
        caches.open(STATIC).then((cache) => Promise.all(assets.map((url) => cache.match(url).then((hit) => hit || cache.add(url).catch(() => undefined))))),
        data.page && same(data.page) ? caches.open(PAGES).then((cache) => keepPage(cache, new Request(data.page, { credentials: 'same-origin' })).catch(() => undefined)) : undefined,
      ]),
    );
  }
});

function isPage(request) {
  return request.mode === 'navigate' && request.method === 'GET';
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (mayKeepPage(request, response)) cache.put(request, response.clone()).catch(() => undefined);
    return response;
  } catch {
    const kept = isGuardedPath(new URL(request.url).pathname) ? undefined : await cache.match(request, { ignoreVary: true });
    return kept || (await cache.match(OFFLINE_URL)) || Response.error();
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(STATIC);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && SESSION_CHANGES.includes(url.pathname)) {
    // Not answered here: the call goes to the network as ever, the kept pages go meanwhile.
    event.waitUntil(clearPages());
  } else if (isPage(request)) {
    event.respondWith(networkFirst(request));
  } else if (request.method === 'GET' && url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(request));
  }
});
